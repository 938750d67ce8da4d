"""Prometheus metrics: requests and latency per route, engine actions per type, rate-limit refusals.

Each app gets its own registry (tests build several apps in one process). Metrics are per
process: Prometheus scrapes every replica and adds them up.
"""

from __future__ import annotations

import collections
import re

from fastapi import APIRouter, FastAPI, Request, Response
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from starlette.types import Scope

from app.rulings import term_index_cache

SIMULATE_PATH = "/v1/simulate"
_ACTION_TYPE = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
_LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self.requests = Counter(
            "http_requests_total", "HTTP requests answered, by method, route template and status.",
            ["method", "route", "status"], registry=self.registry,
        )
        self.latency = Histogram(
            "http_request_duration_seconds", "Time to answer an HTTP request, by method and route template.",
            ["method", "route"], buckets=_LATENCY_BUCKETS, registry=self.registry,
        )
        self.engine_actions = Counter(
            "engine_actions_total", "Actions applied by the rules engine (POST /v1/simulate answered 200), by type.",
            ["type"], registry=self.registry,
        )
        self.simulations = Counter(
            "engine_simulations_total", "POST /v1/simulate requests, by outcome (resolved, refused, error).",
            ["outcome"], registry=self.registry,
        )
        self.rate_limited = Counter(
            "rate_limited_requests_total", "Requests refused with 429, by policy.", ["policy"], registry=self.registry,
        )
        self.search_index_bytes = Gauge(
            "search_index_bytes", "Memory held by the in-process full-text search index (one per database).",
            registry=self.registry,
        )
        self.search_index_bytes.set_function(lambda: float(term_index_cache.held_bytes()))

    def observe_request(self, method: str, route: str, status: int, seconds: float) -> None:
        self.requests.labels(method, route, str(status)).inc()
        self.latency.labels(method, route).observe(seconds)

    def observe_simulation(self, status: int, applied: list[str]) -> None:
        """Counts a simulate call and, for a 200, the engine's actions by type (the route leaves
        them in the request state; only a 200 applied them: a request is all or nothing)."""
        if status != 200:
            self.simulations.labels("refused" if status < 500 else "error").inc()
            return
        self.simulations.labels("resolved").inc()
        for kind, count in collections.Counter(applied).items():
            # The engine accepted these, so they are known types; the pattern only bounds cardinality.
            if _ACTION_TYPE.match(kind):
                self.engine_actions.labels(kind).inc(count)


def route_label(scope: Scope) -> str:
    """The route template (`/v1/cards/{card_id}`), never the raw path: bounded label values."""
    route = scope.get("route")
    path = getattr(route, "path", None)
    if isinstance(path, str):
        return path
    if "app" in scope:  # answered before routing (304, preflight, 429): the documented template
        from app.api.docs import operation_index

        return operation_index(scope["app"]).template(scope["path"]) or "unmatched"
    return "unmatched"


router = APIRouter()


@router.get("/metrics", include_in_schema=False)
def metrics(request: Request) -> Response:
    registry = request.app.state.metrics.registry
    return Response(generate_latest(registry), media_type=CONTENT_TYPE_LATEST, headers={"Cache-Control": "no-store"})


def install_metrics(app: FastAPI) -> Metrics:
    app.state.metrics = Metrics()
    app.include_router(router)
    return app.state.metrics  # type: ignore[no-any-return]
