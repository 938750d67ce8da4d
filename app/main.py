"""create_app(): routers, middleware, error handlers; nothing else."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.metadata import PackageNotFoundError, version

import anyio
from fastapi import FastAPI
from starlette.concurrency import run_in_threadpool

from app.api import simulate_docs
from app.api.docs import install_docs, operation_id, operation_index
from app.api.errors import install_error_handlers
from app.api.metrics import install_metrics
from app.api.middleware import install_middleware
from app.api.offload import keep_warm, start_pool
from app.api.routes import bulk, cards, decks, health, imports, root, rulings, simulate
from app.core.logging import configure_logging
from app.core.settings import Settings, get_settings
from app.core.workers import tune_gc
from app.db.session import get_engine
from app.ingest.jobs import recover_on_start

try:
    __version__ = version("mtg-rulings")
except PackageNotFoundError:  # pragma: no cover - running from a tree without install
    __version__ = "0.0.0"

DESCRIPTION = """
Official Magic: The Gathering card rulings, searchable, and a rules engine that explains itself.

* **Rulings**: look up a card's rulings (by id, exact or fuzzy name), search them by words,
  card and Comprehensive Rules number, or send a whole decklist in one call.
* **Simulation**: post a game state and actions to `/v1/simulate`; get the resolved state,
  every event, and the rulings and rule numbers behind each event.

Errors are RFC 9457 `application/problem+json`. Lists are `{"object": "list", "data", "has_more",
"next_cursor", "total"}` with keyset cursors.
"""


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()
    configure_logging(settings.log_level, settings.log_json)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        tune_gc(settings.gc_threshold)  # a server starting up (tests calling the app directly don't)
        _app.state.simulation_threads = anyio.CapacityLimiter(settings.simulation_threads)
        await run_in_threadpool(recover_on_start, _app.state.engine)  # imports a stopped server left running
        # The index of operations the middleware asks on each request: built now from the routes, not by
        # the first request that needs it. The OpenAPI document waits for its first reader (install_docs).
        operation_index(_app)
        # The worker processes (app/core/workers.py) and the warm-up of the indexes (/readyz waits for both).
        pool = start_pool(_app, settings, asyncio.get_running_loop())
        warming = asyncio.create_task(keep_warm(_app, settings.database_url))
        try:
            yield
        finally:
            warming.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await warming  # it withdraws this process's warm mark (app/rulings/warm_marks.py)
            if pool is not None:
                await pool.close()

    app = FastAPI(
        lifespan=lifespan,
        title="MTG Rulings and Rules API",
        version=__version__,
        description=DESCRIPTION,
        generate_unique_id_function=operation_id,  # camelCase, for routes without an explicit one
        docs_url=None,  # served by install_docs from the package's own assets
        redoc_url=None,
        openapi_tags=[
            {"name": "cards", "description": "Cards and their rulings."},
            {"name": "rulings", "description": "Rulings: lookup, search, decklists, writes (API key)."},
            {"name": "simulate", "description": "The rules engine."},
            {"name": "health", "description": "Liveness and readiness."},
        ],
    )
    app.state.settings = settings
    app.state.engine = get_engine(settings.database_url)
    install_error_handlers(app)
    install_metrics(app)
    install_middleware(app, settings, __version__)
    app.include_router(root.router)
    app.include_router(health.router)
    app.include_router(cards.router)
    app.include_router(rulings.router)
    app.include_router(simulate.router)
    app.include_router(decks.router)
    app.include_router(bulk.router)
    app.include_router(imports.router)
    _register_problem_schema(app)
    install_docs(app)
    return app


def _register_problem_schema(app: FastAPI) -> None:
    original = app.openapi

    def openapi() -> dict:  # type: ignore[type-arg]
        if app.openapi_schema:
            return app.openapi_schema
        schema = original()
        schemas = schema.setdefault("components", {}).setdefault("schemas", {})
        for name, component in simulate_docs.components().items():
            schemas.setdefault(name, component)
        app.openapi_schema = schema
        return schema

    app.openapi = openapi  # type: ignore[method-assign]
