"""X-Request-ID accepted or generated and echoed, one JSON log line per request, Prometheus
/metrics, and versioning (`/v1`, `info.version` = the package version)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from importlib.metadata import version
from pathlib import Path

import httpx
import pytest

from tests.conftest import LiveApi
from tests.pgserver import free_port

ROOT = Path(__file__).resolve().parents[2]


def test_a_sane_request_id_is_echoed(api: LiveApi) -> None:
    assert api.client.get("/healthz", headers={"X-Request-ID": "deckbuilder-42.a:b"}).headers["x-request-id"] == "deckbuilder-42.a:b"


@pytest.mark.parametrize("given", [None, "", "has spaces", "x" * 200, "<script>"])
def test_otherwise_one_is_made(api: LiveApi, given: str | None) -> None:
    response = api.client.get("/healthz", headers={"X-Request-ID": given} if given is not None else {})
    made = response.headers["x-request-id"]
    assert made != given and len(made) == 32 and int(made, 16) >= 0


def test_metrics_count_requests_per_route_and_latency(api: LiveApi) -> None:
    api.client.get("/v1/cards/werewhat")
    api.client.get("/v1/cards/flavor-disaster")
    text = api.client.get("/metrics")
    assert text.headers["content-type"].startswith("text/plain")
    body = text.text
    assert 'http_requests_total{method="GET",route="/v1/cards/{card_id}",status="200"}' in body
    assert 'http_request_duration_seconds_bucket{le="0.1",method="GET",route="/v1/cards/{card_id}"}' in body
    assert "/v1/cards/werewhat" not in body  # templates, never raw paths


def test_metrics_count_engine_actions_per_type(api: LiveApi) -> None:
    if "/v1/simulate" not in api.client.get("/openapi.json").json()["paths"]:
        pytest.skip("POST /v1/simulate is not there yet")
    state = {"turn": 1, "active_player": "alice", "step": "upkeep", "players": [{"id": "alice"}, {"id": "bob"}]}
    response = api.client.post("/v1/simulate", json={"state": state, "actions": [{"type": "next_step", "player": "alice"}]})
    assert response.status_code == 200, response.text
    body = api.client.get("/metrics").text
    assert 'engine_actions_total{type="next_step"}' in body
    assert 'engine_simulations_total{outcome="resolved"}' in body


def test_version_is_the_package_version_and_everything_is_under_v1(api: LiveApi) -> None:
    document = api.client.get("/openapi.json").json()
    assert document["info"]["version"] == version("mtg-rulings")
    assert all(path.startswith("/v1/") or path in ("/healthz", "/readyz") for path in document["paths"])
    assert (ROOT / "CHANGELOG.md").read_text().count(version("mtg-rulings")) >= 1


def test_one_json_log_line_per_request(api: LiveApi) -> None:
    """The real entry point (`python -m app serve`), its stderr read line by line."""
    if api.kind != "sqlite":
        pytest.skip("the log line does not depend on the database")
    port = free_port()
    env = {**os.environ, "DATABASE_URL": api.db.url, "LOG_LEVEL": "INFO", "LOG_JSON": "true"}
    server = subprocess.Popen([sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", str(port)],
                              cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60  # as tests/conftest.serve: a loaded two-core machine took over 30 s to start
        while True:
            try:
                httpx.get(base + "/healthz", headers={"X-Request-ID": "warmup"})
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline and server.poll() is None, "server did not start"
                time.sleep(0.1)
        httpx.get(base + "/v1/cards/werewhat?", headers={"X-Request-ID": "log-line-1"})
        httpx.get(base + "/v1/nope", headers={"X-Request-ID": "log-line-2"})
    finally:
        server.terminate()
        _, stderr = server.communicate(timeout=30)
    lines = [json.loads(line) for line in stderr.splitlines() if line.startswith("{")]
    requests = [line for line in lines if line.get("event") == "request"]
    by_id = {line["request_id"]: line for line in requests}
    assert len([line for line in requests if line["request_id"] == "log-line-1"]) == 1
    first = by_id["log-line-1"]
    assert (first["method"], first["path"], first["status"], first["route"]) == ("GET", "/v1/cards/werewhat", 200, "/v1/cards/{card_id}")
    assert isinstance(first["duration_ms"], float | int) and first["duration_ms"] >= 0
    assert by_id["log-line-2"]["status"] == 404


def test_a_client_that_leaves_mid_body_is_counted_as_499_not_as_a_server_error(api: LiveApi) -> None:
    import socket
    from urllib.parse import urlsplit

    address = urlsplit(api.base_url)
    with socket.create_connection((address.hostname, address.port), timeout=5) as sock:
        sock.sendall(b"POST /v1/simulate HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 5000\r\n\r\n{\"state\": {")
    body = ""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:  # the server notices the closed socket on its own time
        body = api.client.get("/metrics").text
        if 'route="/v1/simulate",status="499"' in body:
            break
        time.sleep(0.05)
    assert 'http_requests_total{method="POST",route="/v1/simulate",status="499"}' in body
    assert 'route="/v1/simulate",status="500"' not in body
