"""Transport limits against a real `python -m app serve` process, over real sockets (SQLite: none
of these limits touches the database): the rate limit charges the body bytes actually read,
chunked bodies included; a body over the size limit is a 413 that costs one token; a body sent
too slowly is a 408 and its connection is closed; a request head over 16 KB in all, or with too
many fields, is a 431 whether it arrives whole or in pieces."""

from __future__ import annotations

import itertools
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.conftest import make_seeded_database
from tests.pgserver import PostgresServer
from tests.reliability.harness import ApiProcess

pytestmark = [pytest.mark.slow, pytest.mark.serial]  # measures time under load: alone (make test)

LIMIT = 60  # tokens per window (RATE_LIMIT_REQUESTS); a token per 16 KB of body on top of one
BODY_TIMEOUT = 1.0
BODY_TOTAL = 2.0
_clients = itertools.count(1)


@pytest.fixture(scope="module")
def api(pg_server: PostgresServer | str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ApiProcess]:
    db = make_seeded_database("sqlite", pg_server, tmp_path_factory)
    process = ApiProcess(
        db.url, Path(tmp_path_factory.mktemp("transport")),
        RATE_LIMIT_REQUESTS=str(LIMIT), RATE_LIMIT_WINDOW_SECONDS="60",
        # each test is its own client: an address forwarded by the (trusted) loopback
        FORWARDED_ALLOW_IPS="127.0.0.1",
        BODY_TIMEOUT_SECONDS=str(BODY_TIMEOUT), BODY_TOTAL_SECONDS=str(BODY_TOTAL),
    )  # fmt: skip
    yield process
    process.stop()
    db.engine.dispose()


def new_client() -> dict[str, str]:
    return {"X-Forwarded-For": f"198.51.100.{next(_clients)}"}


def remaining(answer: httpx.Response) -> int:
    return int(answer.headers["ratelimit"].split("r=")[1].split(";")[0])


def chunks(size: int, piece: int = 64 * 1024) -> Iterator[bytes]:
    sent = 0
    while sent < size:
        yield b" " * min(piece, size - sent)
        sent += piece


def test_a_chunked_body_costs_its_bytes_like_a_declared_one(api: ApiProcess) -> None:
    size = 600 * 1024  # 1 + 37 tokens
    statuses = {}
    with httpx.Client(base_url=api.base_url, timeout=30) as client:
        for kind in ("chunked", "declared"):
            headers = {**new_client(), "content-type": "application/json"}
            answers = []
            for _ in range(4):
                content = chunks(size) if kind == "chunked" else b" " * size
                answers.append(client.post("/v1/simulate", content=content, headers=headers))
            statuses[kind] = [a.status_code for a in answers]
            refused = [a for a in answers if a.status_code == 429]
            assert refused and all(a.headers["content-type"] == "application/problem+json" for a in refused)
            assert all(int(a.headers["retry-after"]) > 0 for a in refused)
    # 60 tokens pay for one 600 KB body, not a second: the same for both kinds of body.
    assert statuses["chunked"][0] != 429 and statuses["chunked"][1:] == [429, 429, 429], statuses
    assert statuses["declared"][0] != 429 and statuses["declared"][1:] == [429, 429, 429], statuses


def test_a_body_over_the_limit_is_413_and_costs_one_request(api: ApiProcess) -> None:
    headers = {**new_client(), "content-type": "application/json"}
    with httpx.Client(base_url=api.base_url, timeout=30) as client:
        declared = client.post("/v1/simulate", content=b" " * (16 * 1024 * 1024), headers=headers)
        chunked = client.post("/v1/simulate", content=chunks(3 * 1024 * 1024), headers=headers)
        after = client.get("/v1/cards/werewhat", headers=headers)
    for answer in (declared, chunked):
        assert answer.status_code == 413, answer.text[:300]
        assert answer.json()["type"] == "/problems/payload-too-large"
    assert after.status_code == 200  # not locked out
    assert remaining(after) >= LIMIT - 3 - 1  # three requests (and a token's rounding)


def _raw(api: ApiProcess, data: bytes) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", api.port), timeout=10)
    sock.sendall(data)
    return sock


def _read_all(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (it must close it)."""
    out = b""
    while chunk := sock.recv(65536):
        out += chunk
    return out


def test_a_slow_body_is_408_and_the_connection_closed(api: ApiProcess) -> None:
    head = (
        "POST /v1/simulate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n"
        f"X-Forwarded-For: {new_client()['X-Forwarded-For']}\r\n\r\n"
    ).encode()
    # A body that stops: answered once no byte came for BODY_TIMEOUT seconds.
    started = time.monotonic()
    with _raw(api, head + b'{"state": ') as sock:
        answer = _read_all(sock)
    stalled = time.monotonic() - started
    assert answer.startswith(b"HTTP/1.1 408 "), answer[:200]
    assert b"/problems/request-timeout" in answer and b"connection: close" in answer.lower()
    assert BODY_TIMEOUT * 0.9 < stalled < BODY_TIMEOUT + 5
    # A body that trickles (a byte every half second, under the idle timeout): answered once
    # BODY_TOTAL seconds have passed since it began.
    started = time.monotonic()
    with _raw(api, head) as sock:
        sock.settimeout(0.5)
        answer = b""
        while time.monotonic() - started < BODY_TOTAL + 10:
            try:
                sock.sendall(b" ")
                data = sock.recv(65536)
            except TimeoutError:
                continue
            except (BrokenPipeError, ConnectionResetError):
                break
            if not data:
                break
            answer += data
    trickled = time.monotonic() - started
    assert answer.startswith(b"HTTP/1.1 408 "), answer[:200]
    assert BODY_TOTAL * 0.9 < trickled < BODY_TOTAL + 5


@pytest.mark.parametrize(
    "how",
    ["one 60 KB header", "10,000 headers", "a 60 KB header in pieces"],
)
def test_a_request_head_over_16_kb_or_with_too_many_fields_is_431(api: ApiProcess, how: str) -> None:
    client = new_client()["X-Forwarded-For"]
    many = "".join(f"X-F{i}: v\r\n" for i in range(10_000))
    fields = many if how == "10,000 headers" else f"X-Big: {'a' * 60_000}\r\n"
    head = f"GET /v1/cards/werewhat HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: {client}\r\n{fields}\r\n".encode()
    if how.endswith("in pieces"):
        sock = _raw(api, head[:8000])
        time.sleep(0.2)
        for start in range(8000, len(head), 8000):
            try:
                sock.sendall(head[start : start + 8000])
            except (BrokenPipeError, ConnectionResetError):
                break
            time.sleep(0.02)
    else:
        sock = _raw(api, head)
    with sock:
        answer = _read_all(sock)
    assert answer.startswith(b"HTTP/1.1 431 "), answer[:300]
    assert b"application/problem+json" in answer and b"request-header-fields-too-large" in answer
    # A head under the limit is served as ever.
    ok = httpx.get(api.base_url + "/v1/cards/werewhat", headers={"X-Forwarded-For": client, "X-Big": "a" * 10_000})
    assert ok.status_code == 200


def test_nginx_refuses_a_head_over_16_kb_with_a_431_problem(tmp_path: Path) -> None:
    """deploy/nginx.conf run by a real nginx: the head is refused before any replica sees it (the
    replicas named here do not even run)."""
    from tests.pgserver import free_port
    from tests.reliability.test_proxy import NGINX, loopback_config

    port = free_port()
    config = tmp_path / "nginx.conf"
    config.write_text(loopback_config([free_port(), free_port()], port, tmp_path), encoding="utf-8")
    process = subprocess.Popen([NGINX, "-p", str(tmp_path), "-e", str(tmp_path / "error.log"), "-c", str(config)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 15
        while True:
            try:
                httpx.get(url + "/healthz", timeout=2)  # 503: no replica; nginx answers
                break
            except httpx.HTTPError:
                assert time.monotonic() < deadline, (tmp_path / "error.log").read_text()
                time.sleep(0.1)
        for headers in ({"X-Big": "a" * 60_000}, {f"X-F{i}": "v" for i in range(10_000)}, {"X-Line": "a" * 9_000}):
            answer = httpx.get(url + "/v1/cards/werewhat", headers=headers, timeout=10)
            assert answer.status_code == 431, (answer.status_code, answer.text[:300])
            assert answer.headers["content-type"] == "application/problem+json"
            assert answer.json()["type"] == "/problems/request-header-fields-too-large"
        # Under the limit: passed on (to no replica here: the proxy's own 503 problem).
        assert httpx.get(url + "/v1/cards/werewhat", headers={"X-Big": "a" * 6_000}, timeout=10).status_code == 503
    finally:
        process.terminate()
        process.wait(timeout=10)
