from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from app.api.errors import problem
from app.api.offload import warm_status
from app.api.openapi_models import Health, Readiness
from app.db import migrate
from app.db.session import session_context
from app.rulings.repository import get_data_version
from app.seeding.loader import read_seed_set, seeds_are_current

router = APIRouter(tags=["health"])


@router.get("/healthz", summary="Liveness: the process answers", operation_id="getHealthz")
async def healthz() -> Health:
    # On the event loop: a plain `def` route waits for a worker thread, and under load every one
    # of them can be busy with a simulation or a lookup (the probe then took seconds, not ms).
    return Health(status="ok")


@router.get(
    "/readyz",
    operation_id="getReadyz",
    response_model=Readiness,
    summary="Readiness: database reachable, migrations at head, seeds loaded, indexes and workers warm",
    responses={503: {"description": "Not ready; `checks` says which part failed."}},
)
def readyz(request: Request) -> Any:
    engine = request.app.state.engine
    checks: dict[str, Any] = {"database": "unknown", "migrations": "unknown", "seeds": "unknown", "warm": "unknown"}
    try:
        with engine.connect() as connection:
            connection.execute(text("SELECT 1"))
        checks["database"] = "ok"
        current, head = migrate.current_revision(engine), migrate.head_revision()
        checks["migrations"] = "ok" if current == head else f"at {current}, head is {head}"
        if checks["migrations"] == "ok":
            seed_set = request.app.state.__dict__.get("seed_set")
            if seed_set is None:
                seed_set = read_seed_set(request.app.state.settings.seeds_dir)
                request.app.state.seed_set = seed_set
            with session_context(engine) as session:
                checks["seeds"] = "ok" if seeds_are_current(session, seed_set) else "not loaded or outdated"
                version = get_data_version(session)
            # The first requests after a start or a write as fast as the next ones: the indexes of the
            # current data version built here and in every worker (app/api/offload.py).
            if checks["seeds"] == "ok":
                checks["warm"] = warm_status(request.app, version)
    except SQLAlchemyError as exc:
        checks["database"] = f"unreachable ({type(exc).__name__})"
    if all(value == "ok" for value in checks.values()):
        return JSONResponse({"status": "ready", "checks": checks})
    return problem(
        request, status=503, slug="not-ready", title="Not ready",
        detail="The service is not ready: " + ", ".join(f"{k}: {v}" for k, v in checks.items() if v != "ok"),
        checks=checks,
    )
