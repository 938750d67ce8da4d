"""The bulk endpoints through the real app over real HTTP, on SQLite and PostgreSQL: uploads that
run in the background and report progress, and the streamed export with its ETag."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import httpx

from tests.conftest import API_KEY, LiveApi
from tests.ingest.helpers import ATOMIC, SCRYFALL_CARDS, SCRYFALL_RULINGS

AUTH = {"Authorization": f"Bearer {API_KEY}"}
ROOT_CONFTEST = Path(__file__).resolve().parents[1] / "conftest.py"


def wait(client: httpx.Client, uri: str, timeout: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        body: dict[str, Any] = client.get(uri, headers=AUTH).json()
        if body["status"] in ("succeeded", "failed") or time.monotonic() > deadline:
            return body
        time.sleep(0.05)


def upload_scryfall(client: httpx.Client, cards: bytes, rulings: bytes) -> httpx.Response:
    files = {
        "cards": ("oracle-cards.json", cards, "application/json"),
        "rulings": ("rulings.json", rulings, "application/json"),
    }
    return client.post("/v1/imports/scryfall", files=files, headers=AUTH)


def test_imports_need_an_api_key(api: LiveApi) -> None:
    files = {"file": ("AtomicCards.json", ATOMIC.read_bytes(), "application/json")}
    response = api.client.post("/v1/imports/mtgjson", files=files)
    assert response.status_code == 401
    assert response.headers["content-type"].startswith("application/problem+json")
    assert api.client.get("/v1/imports/whatever").status_code == 401


def test_scryfall_upload_runs_in_the_background_and_reports(api: LiveApi) -> None:
    response = upload_scryfall(api.client, SCRYFALL_CARDS.read_bytes(), SCRYFALL_RULINGS.read_bytes())
    assert response.status_code == 202, response.text
    job = response.json()
    assert (
        job["object"] == "import" and job["kind"] == "scryfall" and job["status"] in ("queued", "running", "succeeded")
    )
    assert response.headers["location"] == job["uri"] == f"/v1/imports/{job['id']}"
    done = wait(api.client, job["uri"])
    assert done["status"] == "succeeded", done
    assert done["summary"]["cards"] == {"new": 9, "updated": 1, "unchanged": 0}
    assert done["summary"]["rulings"] == {"new": 16, "updated": 1, "unchanged": 0}
    assert done["progress"]["records"] == 19 and done["progress"]["percent"] == 100.0
    assert done["error"] is None
    # The imported cards answer by a face's name too.
    named = api.client.get("/v1/cards/named", params={"exact": "Stomp"})
    assert named.status_code == 200 and named.json()["id"] == "bonecrusher-giant-stomp"
    listed = api.client.get("/v1/imports", headers=AUTH).json()
    assert job["id"] in [j["id"] for j in listed["data"]]


def test_a_bad_upload_fails_naming_the_record_and_changes_nothing(api: LiveApi) -> None:
    etag = api.client.get("/v1/bulk/rulings").headers["etag"]
    truncated = SCRYFALL_RULINGS.read_bytes()[:2500]
    response = upload_scryfall(api.client, SCRYFALL_CARDS.read_bytes(), truncated)
    assert response.status_code == 202
    done = wait(api.client, response.json()["uri"])
    assert done["status"] == "failed"
    assert "nothing changed: rulings.json: record #" in done["error"] and "truncated" in done["error"]
    assert api.client.get("/v1/bulk/rulings").headers["etag"] == etag


def test_a_missing_file_field_is_a_problem(api: LiveApi) -> None:
    files = {"cards": ("cards.json", b"[]", "application/json")}
    response = api.client.post("/v1/imports/scryfall", files=files, headers=AUTH)
    assert response.status_code == 422
    assert "rulings" in response.json()["detail"]
    assert api.client.get("/v1/imports/nope", headers=AUTH).status_code == 404


def test_bulk_listing_and_the_streamed_export_with_its_etag(api: LiveApi) -> None:
    listing = api.client.get("/v1/bulk").json()
    assert listing["object"] == "list" and listing["total"] == 1
    entry = listing["data"][0]
    response = api.client.get(entry["uri"], headers={"Accept-Encoding": "identity"})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/x-ndjson")
    lines = [json.loads(line) for line in response.text.splitlines()]
    assert len(lines) == entry["count"] == 39 + 16
    assert len(response.content) == entry["size"] == entry["sizes"]["ndjson"]
    assert response.headers["etag"] == entry["etag"]
    not_modified = api.client.get(entry["uri"], headers={"If-None-Match": entry["etag"], "Accept-Encoding": "identity"})
    assert not_modified.status_code == 304
    as_json = api.client.get(entry["formats"]["json"])
    assert json.loads(as_json.content) == lines and len(as_json.content) == entry["sizes"]["json"]
    assert as_json.headers["etag"] != entry["etag"]
    assert api.client.get("/v1/bulk/rulings", params={"format": "xml"}).status_code == 422


def test_an_mtgjson_upload_changes_the_etag(api: LiveApi) -> None:
    etag = api.client.get("/v1/bulk/rulings").headers["etag"]
    files = {"file": ("AtomicCards.json", ATOMIC.read_bytes(), "application/json")}
    response = api.client.post("/v1/imports/mtgjson", files=files, headers=AUTH)
    done = wait(api.client, response.json()["uri"])
    assert done["status"] == "succeeded" and done["summary"]["detected"] == "AtomicCards"
    fresh = api.client.get("/v1/bulk/rulings", headers={"If-None-Match": etag})
    assert fresh.status_code == 200 and fresh.headers["etag"] != etag
