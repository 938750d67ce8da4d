"""Imports over HTTP run in a child process under a memory cap (app/ingest/jobs.py), on SQLite and
PostgreSQL: the job is done by another process than the server's, and an import that runs out
of its memory costs that process only: the server answers on, and the job says it failed and
that nothing changed."""

from __future__ import annotations

import os

import httpx

from app.core.settings import Settings
from app.db.session import session_context
from app.ingest import repository as ingest_repo
from tests.conftest import API_KEY, Database, LiveApi, serve
from tests.ingest.helpers import SCRYFALL_CARDS, SCRYFALL_RULINGS
from tests.ingest.test_http import upload_scryfall, wait


def _card_count(client: httpx.Client) -> int:
    total: int = client.get("/v1/cards", params={"limit": 1}).json()["total"]
    return total


def test_an_import_runs_in_a_process_of_its_own(api: LiveApi) -> None:
    response = upload_scryfall(api.client, SCRYFALL_CARDS.read_bytes(), SCRYFALL_RULINGS.read_bytes())
    assert response.status_code == 202, response.text
    done = wait(api.client, response.json()["uri"])
    assert done["status"] == "succeeded", done
    with session_context(api.db.engine) as session:
        job = ingest_repo.get_job(session, done["id"])
        assert job is not None
        worker = (job.progress or {})["_worker"]
    # The server runs in this test's process (tests/conftest.py): the import ran elsewhere.
    assert isinstance(worker["pid"], int) and worker["pid"] != os.getpid()


def test_an_import_over_its_memory_cap_fails_and_the_server_answers_on(seeded_db: Database) -> None:
    # 100 MB is less than a Python process with the app loaded already holds: the child's first
    # allocations fail, as they would for a file that needs more than the cap.
    settings = Settings(database_url=seeded_db.url, api_keys=[API_KEY], import_memory_mb=100, log_level="WARNING")
    server, thread, base_url = serve(settings)
    try:
        with httpx.Client(base_url=base_url, timeout=30) as client:
            before = _card_count(client)
            response = upload_scryfall(client, SCRYFALL_CARDS.read_bytes(), SCRYFALL_RULINGS.read_bytes())
            assert response.status_code == 202, response.text
            done = wait(client, response.json()["uri"])
            assert done["status"] == "failed", done
            assert done["error"].startswith("nothing changed"), done
            assert _card_count(client) == before
            assert client.get("/healthz").status_code == 200
            assert client.post("/v1/rulings/lookup", json={"cards": ["Werewhat"]}).status_code == 200
    finally:
        server.should_exit = True
        thread.join(timeout=10)
