"""Bulk uploads have a limit of their own; every other body keeps the small one."""

from __future__ import annotations

import gzip
import time

from sqlalchemy import update

from app.db.platform_models import ApiKey
from app.db.session import session_context
from app.keys import service as keys_service
from tests.conftest import API_KEY, LiveApi
from tests.ingest.helpers import ATOMIC
from tests.ingest.test_http import wait

SETTINGS_OVERRIDES = {"max_body_bytes": 100_000, "max_upload_bytes": 5_000_000}


def test_an_upload_over_the_body_limit_but_under_the_upload_limit_is_accepted(api: LiveApi) -> None:
    cards = (
        b'[{"object": "card", "oracle_id": "x", "name": "Padding", "layout": "normal", "note": "'
        + b"p" * 400_000
        + b'"}]'
    )
    response = api.client.post(
        "/v1/imports/scryfall",
        files={
            "cards": ("cards.json", cards, "application/json"),
            "rulings": ("rulings.json", b"[]", "application/json"),
        },
        headers={"Authorization": f"Bearer {API_KEY}"},
    )
    assert response.status_code == 202, response.text


def test_other_bodies_keep_the_small_limit(api: LiveApi) -> None:
    response = api.client.post(
        "/v1/rulings/lookup",
        content=b'{"cards": ["' + b"x" * 150_000 + b'"]}',
        headers={"content-type": "application/json"},
    )
    assert response.status_code == 413 and response.json()["limit_bytes"] == 100_000


def test_an_upload_over_its_own_limit_is_413(api: LiveApi) -> None:
    response = api.client.post(
        "/v1/imports/mtgjson",
        files={"file": ("AtomicCards.json", b"{" + b" " * 5_100_000 + b"}", "application/json")},
        headers={"Authorization": f"Bearer {API_KEY}"},
    )
    assert response.status_code == 413 and response.json()["limit_bytes"] == 5_000_000


def test_an_upload_with_a_stored_key_not_used_lately_is_answered_at_once(api: LiveApi) -> None:
    """The key check refreshes `last_used_at` in its own short transaction, so it holds no write
    lock while the upload handler writes the job row on another connection (on SQLite that used
    to wait 30 s for the lock, then answer 503)."""
    with session_context(api.db.engine) as session:
        created = keys_service.create_key(session, "uploader")
    with session_context(api.db.engine) as session:
        session.execute(update(ApiKey).where(ApiKey.id == created.id).values(last_used_at=None))
    started = time.monotonic()
    response = api.client.post(
        "/v1/imports/mtgjson",
        files={"file": ("AtomicCards.json.gz", gzip.compress(ATOMIC.read_bytes()), "application/gzip")},
        headers={"Authorization": f"Bearer {created.secret}"},
    )
    assert response.status_code == 202, response.text
    assert time.monotonic() - started < 5
    done = wait(api.client, response.json()["uri"])
    assert done["status"] == "succeeded", done  # the gzip upload was read by its magic bytes
    with session_context(api.db.engine) as session:
        assert session.get(ApiKey, created.id).last_used_at is not None  # type: ignore[union-attr]
