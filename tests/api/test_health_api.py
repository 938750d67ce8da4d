from __future__ import annotations

from app.core.settings import Settings
from app.db import migrate
from tests.conftest import LiveApi, serve


def test_healthz(api: LiveApi) -> None:
    assert api.client.get("/healthz").json() == {"status": "ok"}


def test_readyz_when_ready(api: LiveApi) -> None:
    body = api.client.get("/readyz").json()
    assert body == {"status": "ready", "checks": {"database": "ok", "migrations": "ok", "seeds": "ok",
                                                            "warm": "ok"}}


def test_readyz_is_503_when_migrations_are_behind(empty_db) -> None:  # type: ignore[no-untyped-def]
    import httpx

    migrate.upgrade(empty_db.engine, "0001")
    server, thread, base_url = serve(Settings(database_url=empty_db.url))
    try:
        response = httpx.get(base_url + "/readyz")
        assert response.status_code == 503
        assert response.headers["content-type"] == "application/problem+json"
        assert response.json()["checks"]["migrations"].startswith("at 0001")
        migrate.upgrade(empty_db.engine)
        seeds = httpx.get(base_url + "/readyz").json()
        assert seeds["checks"] == {"database": "ok", "migrations": "ok", "seeds": "not loaded or outdated",
                                  "warm": "unknown"}
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def test_readyz_is_503_when_the_database_is_unreachable() -> None:
    import httpx

    server, thread, base_url = serve(Settings(database_url="postgresql+psycopg://nobody@127.0.0.1:1/none"))
    try:
        response = httpx.get(base_url + "/readyz", timeout=30)
        assert response.status_code == 503 and response.json()["checks"]["database"].startswith("unreachable")
    finally:
        server.should_exit = True
        thread.join(timeout=10)
