"""Writes that lose a race with another request, on SQLite and PostgreSQL: an update of a ruling
deleted meanwhile is a 404, any other lost race a 409 problem; never a 500, nothing written."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import event
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from app.core.errors import NotFound
from app.core.settings import Settings
from app.db.session import session_context
from app.main import create_app
from app.rulings import repository as rulings_repo
from app.rulings import service as rulings_service
from app.rulings.schemas import RulingUpdate
from tests.conftest import Database

RULING = "7c1c85a80d330e8e"  # a seeded Werewhat ruling


def _delete_through_another_connection(db: Database, ruling_id: str) -> None:
    with session_context(db.engine) as other:
        ruling = rulings_repo.get_ruling(other, ruling_id)
        assert ruling is not None
        rulings_repo.delete_ruling(other, ruling)


def test_an_update_of_a_ruling_deleted_meanwhile_is_not_found_and_writes_nothing(seeded_db: Database) -> None:
    session = Session(seeded_db.engine, expire_on_commit=False, autoflush=False)
    deleted = False

    def delete_first(flushing: Session, *_: Any) -> None:
        nonlocal deleted
        if not deleted:  # between the update's read and its write
            deleted = True
            _delete_through_another_connection(seeded_db, RULING)

    event.listen(session, "before_flush", delete_first)
    try:
        with pytest.raises(NotFound) as refused:
            rulings_service.update_ruling(session, RULING, RulingUpdate(note="checked"))
        assert "deleted while this update ran" in refused.value.detail
        session.rollback()
    finally:
        session.close()
    with session_context(seeded_db.engine) as check:
        assert rulings_repo.get_ruling(check, RULING) is None


@pytest.mark.parametrize("error", [
    IntegrityError("INSERT ...", {}, Exception("duplicate key")),
    StaleDataError("UPDATE statement on table 'ruling' expected to update 1 row(s); 0 were matched."),
])
def test_any_other_lost_race_is_a_409_problem(error: Exception, seeded_db: Database) -> None:
    app: FastAPI = create_app(Settings(database_url=seeded_db.url, log_level="WARNING"))

    @app.get("/v1/test-race")
    def race() -> None:
        raise error

    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)

    async def call() -> httpx.Response:
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            return await client.get("/v1/test-race")

    response = asyncio.run(call())
    assert response.status_code == 409
    assert response.headers["content-type"].startswith("application/problem+json")
    body = response.json()
    assert body["type"].endswith("/problems/conflict") and "nothing was written" in body["detail"]
    assert "duplicate key" not in response.text and "UPDATE statement" not in response.text  # no internals
