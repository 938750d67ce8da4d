"""The hostile requests of the hardening issue, against a real server (`python -m app serve`) on
SQLite and on PostgreSQL: every one is answered with a 4xx problem (never a 5xx, never a hang),
memory after 1,000 of them stays within 50 MB of where it started, and `/healthz` answers within
100 ms throughout. Then the slow-client, body-drain and client-identity cases.

Each case is the regression test of one finding: its name says which."""

from __future__ import annotations

import base64
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.db.session import build_engine, session_context
from app.keys import service as keys_service
from tests.reliability.harness import API_KEY, ApiProcess, prepare_database, ready_together

pytestmark = [pytest.mark.slow, pytest.mark.serial]  # measures time under load: alone (make test)

MB = 1024 * 1024
HOSTILE_REQUESTS = 1_000
WORKERS = int(os.environ.get("ATTACK_WORKERS", "2"))
HEALTHZ_MAX_SECONDS = float(os.environ.get("ATTACK_HEALTHZ_MAX_MS", "1000")) / 1000


@dataclass(frozen=True)
class Case:
    name: str
    method: str
    path: str
    body: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    expect: frozenset[int] = frozenset({422})


def _json(value: Any) -> bytes:
    return json.dumps(value).encode()


def _state(**extra: Any) -> dict[str, Any]:
    state: dict[str, Any] = {"turn": 3, "active_player": "alice", "step": "precombat_main",
                             "players": [{"id": "alice"}, {"id": "bob"}], "battlefield": []}
    state.update(extra)
    return state


def _simulate(state: dict[str, Any], actions: list[Any] | None = None) -> bytes:
    return _json({"state": state, "actions": actions or []})


def _cursor(kind: str, key: list[Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps({"k": kind, "v": key}).encode()).decode().rstrip("=")


def _drawer(amount: int) -> dict[str, Any]:
    return {"name": "Drawer", "types": ["Artifact"],
            "abilities": [{"kind": "activated", "cost": "{0}", "effect": {"kind": "draw", "amount": amount}}]}


def _inline_cost_case(n: int, length: int) -> Case:
    """A card given inline with a mana cost never seen before (the cost cache was keyed by it)."""
    cost = f"{{{n}}}" + "{1}" * (length // 3)
    card = {"name": f"Costly {n}", "types": ["Artifact"], "mana_cost": cost}
    body = _simulate(_state(battlefield=[{"id": "c1", "card": card, "controller": "alice"}]),
                     [{"type": "compute_cost", "card": "c1"}])
    # Within MAX_STRING_LENGTH the request is served (uncached parse); beyond it, refused.
    return Case(f"inline mana cost of {length} characters", "POST", "/v1/simulate", body,
                {"content-type": "application/json"}, frozenset({200, 422}))


JSON = {"content-type": "application/json"}
LONE_SURROGATE = "\ud800"
AUTH = {"Authorization": f"Bearer {API_KEY}", **JSON}


def fixed_cases() -> list[Case]:
    deep = b"[" * 10_000 + b"]" * 10_000
    return [
        Case("draw 10^6 from a 459-byte request", "POST", "/v1/simulate",
             _simulate(_state(battlefield=[{"id": "d1", "card": _drawer(10**6), "controller": "alice"}]),
                       [{"type": "activate", "permanent": "d1", "ability": 0}, {"type": "resolve"}]), JSON),
        Case("mana pool of 10^7", "POST", "/v1/simulate",
             _simulate(_state(players=[{"id": "alice", "mana_pool": {"R": 10**7}}, {"id": "bob"}]),
                       [{"type": "next_step"}]), JSON),
        Case("mana pool of 10^13", "POST", "/v1/simulate",
             _simulate(_state(players=[{"id": "alice", "mana_pool": {"R": 10**13}}, {"id": "bob"}])), JSON),
        Case("mana pool of 10^400", "POST", "/v1/simulate",
             _simulate(_state(players=[{"id": "alice", "mana_pool": {"G": 10**400}}, {"id": "bob"}])), JSON),
        Case("twelve chained mana multipliers of 1000", "POST", "/v1/simulate",
             _simulate(_state(battlefield=[
                 {"id": "land", "card": {"name": "Land", "types": ["Land"], "subtypes": ["Forest"]}, "controller": "alice"},
                 *({"id": f"m{i}", "controller": "alice",
                    "card": {"name": f"Multiplier {i}", "types": ["Enchantment"],
                             "abilities": [{"kind": "mana_replacement", "watch": "lands", "multiply": 1000}]}}
                   for i in range(12)),
             ]), [{"type": "tap_for_mana", "permanent": "land"}]), JSON),
        Case("life of 10^400", "POST", "/v1/simulate",
             _simulate(_state(players=[{"id": "alice", "life": 10**400}, {"id": "bob"}])), JSON),
        Case("40,000 players", "POST", "/v1/simulate",
             _simulate(_state(players=[{"id": f"p{i}"} for i in range(40_000)], active_player="p0")), JSON),
        Case("10,000-deep JSON to simulate", "POST", "/v1/simulate", deep, JSON, frozenset({400, 422})),
        Case("10,000-deep JSON to lookup", "POST", "/v1/rulings/lookup", deep, JSON, frozenset({400, 422})),
        Case("lookup name with a lone surrogate", "POST", "/v1/rulings/lookup",
             b'{"cards": ["Werewhat", "\\ud800"]}', JSON, frozenset({200, 422})),
        Case("cursor with a 10^400 score", "GET", "/v1/rulings?q=land&cursor=" + _cursor("rulings", [10**400, "x"])),
        Case("cursor with a lone surrogate", "GET", "/v1/cards?cursor=" + _cursor("cards", [LONE_SURROGATE])),
        Case("cursor with a NUL", "GET", "/v1/cards?cursor=" + _cursor("cards", ["a\x00b"])),
        Case("NUL in a card id", "GET", "/v1/cards/a%00b", expect=frozenset({404})),
        Case("NUL in a ruling id", "GET", "/v1/rulings/a%00b", expect=frozenset({404})),
        Case("NUL in a name query", "GET", "/v1/cards/named?exact=a%00b"),
        # SQLite stores a NUL (201, then 409: the same text again); PostgreSQL can't (422).
        Case("ruling text with a NUL", "POST", "/v1/rulings", _json({"text": "a\x00b", "cards": ["werewhat"]}), AUTH,
             frozenset({201, 409, 422})),
        Case("ruling text with a lone surrogate", "POST", "/v1/rulings",
             b'{"text": "a\\udc00b", "cards": ["werewhat"]}', AUTH),
        Case("huge bearer token", "GET", "/v1/cards/werewhat", headers={"Authorization": "Bearer " + "k" * 8000},
             expect=frozenset({200})),
    ]


def hostile_cases() -> Iterator[Case]:
    """HOSTILE_REQUESTS cases: the fixed ones in turn, with a fresh inline mana cost (alternately
    served and refused) and a fresh fuzzy decklist between them."""
    fixed = fixed_cases()
    for n in range(HOSTILE_REQUESTS):
        kind = n % 4
        if kind == 0:
            yield _inline_cost_case(n, 5_000 if n % 8 == 0 else 200_000)
        elif kind == 1:
            names = [f"zq{n}x{i}qz" for i in range(25)]
            yield Case("fuzzy names never seen", "POST", "/v1/rulings/lookup", _json({"cards": names}), JSON,
                       frozenset({200}))
        else:
            yield fixed[n % len(fixed)]


def rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS")


_WATCHER = """
import sys, time, http.client
port, out = int(sys.argv[1]), sys.argv[2]
connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
with open(out, "w") as log:
    while True:
        started = time.perf_counter()
        try:
            connection.request("GET", "/healthz")
            response = connection.getresponse()
            response.read()
            status = response.status
        except Exception as exc:
            status = type(exc).__name__
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        log.write(f"{time.perf_counter() - started:.6f} {status}\\n")
        log.flush()
        time.sleep(0.05)
"""


class HealthWatch:
    """Asks /healthz every 50 ms from a process of its own (so the load this test generates in
    its own interpreter does not count), recording each answer's latency and status."""

    def __init__(self, port: int, out: Path) -> None:
        self.port, self.out = port, out
        self.latencies: list[float] = []
        self.failures: list[str] = []

    def __enter__(self) -> HealthWatch:
        self.process = subprocess.Popen([sys.executable, "-c", _WATCHER, str(self.port), str(self.out)])
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and (not self.out.exists() or not self.out.read_text()):
            time.sleep(0.05)
        return self

    def __exit__(self, *_: object) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)
        for line in self.out.read_text().splitlines():
            seconds, status = line.split()
            self.latencies.append(float(seconds))
            if status != "200":
                self.failures.append(status)


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'attacks.db'}"
        prepare_database(url)
        return url
    url: str = request.getfixturevalue("own_database")
    return url


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ApiProcess]:
    """One API process per database for the tests that don't configure their own: each of them
    leaves the process as it found it (every half-sent connection closed, every body answered),
    so it is started twice per module, not twice per test (a start imports and warms two
    processes: seconds each)."""
    directory = tmp_path_factory.mktemp("attacks-server")
    if request.param == "sqlite":
        url = f"sqlite:///{directory / 'attacks.db'}"
        prepare_database(url)
    else:
        url = request.getfixturevalue("own_database")
    process = ApiProcess(url, directory, HEADER_TIMEOUT_SECONDS="2", REQUEST_TIME_BUDGET_SECONDS="5")
    try:
        yield process
    finally:
        process.stop()


def _send(client: httpx.Client, case: Case) -> tuple[Case, int, str, str]:
    response = client.request(case.method, case.path, content=case.body, headers=case.headers)
    return case, response.status_code, response.headers.get("content-type", ""), response.text[:300]


def test_1000_hostile_requests_no_5xx_bounded_memory_healthz_fast(server: ApiProcess) -> None:
    with httpx.Client(base_url=server.base_url, timeout=30) as client:
        for case in fixed_cases():  # warm up every path once (imports, caches, pools)
            _send(client, case)
        for n in range(8):
            _send(client, _inline_cost_case(10**6 + n, 5_000))
        start = rss_bytes(server.process.pid)
        with HealthWatch(server.port, server.log_path.with_suffix(".healthz")) as health, \
                ThreadPoolExecutor(max_workers=WORKERS) as pool:
            answers = list(pool.map(lambda case: _send(client, case), hostile_cases()))
        end = rss_bytes(server.process.pid)
    wrong = [(c.name, status, text) for c, status, _, text in answers if status not in c.expect]
    assert not wrong, wrong[:5]
    assert not [a for a in answers if a[1] >= 500]
    problems = [(c.name, ct) for c, status, ct, _ in answers if status >= 400 and ct != "application/problem+json"]
    assert not problems, problems[:5]
    assert end - start < 50 * MB, f"memory grew {(end - start) / MB:.1f} MB over {HOSTILE_REQUESTS} requests"
    assert not health.failures, health.failures[:5]
    latencies = sorted(health.latencies)
    slowest, p95 = latencies[-1], latencies[int(len(latencies) * 0.95)]
    report = (f"/healthz over {len(latencies)} probes: median {statistics.median(latencies) * 1000:.1f} ms, "
              f"p95 {p95 * 1000:.0f} ms, slowest {slowest * 1000:.0f} ms")
    print(report)
    # No request holds the event loop: 95% of the probes within 100 ms and none near a second (the
    # 10^6 draw held it 4-5 s). ATTACK_HEALTHZ_MAX_MS=100 checks every probe, on a quiet machine:
    # on a shared, overloaded one the scheduler alone delays a probe by tens of milliseconds.
    assert len(latencies) > 20 and p95 < 0.1 and slowest < HEALTHZ_MAX_SECONDS, report


def test_half_sent_requests_are_closed_after_the_header_timeout_and_the_server_keeps_answering(
    server: ApiProcess,
) -> None:
    sockets = []
    for _ in range(300):
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=5)
        connection.sendall(b"GET /v1/cards HTTP/1.1\r\nHost: x\r\nX-Slow: ")  # never finished
        sockets.append(connection)
    try:
        started = time.perf_counter()
        assert httpx.get(server.base_url + "/healthz", timeout=5).status_code == 200
        assert time.perf_counter() - started < 0.5
        time.sleep(3.5)  # HEADER_TIMEOUT_SECONDS=2
        closed = 0
        for connection in sockets:
            connection.settimeout(2)
            try:
                closed += connection.recv(1) == b""
            except ConnectionResetError:
                closed += 1
            except TimeoutError:
                pass  # still open: counted as not closed
        assert closed == len(sockets)
    finally:
        for connection in sockets:
            connection.close()
    assert httpx.get(server.base_url + "/v1/cards/werewhat", timeout=5).status_code == 200
    log = server.log_path.read_text(errors="replace")
    assert log.count("Traceback") == 0, log[-2000:]


def test_a_body_over_8_mb_gets_the_413_not_a_reset_with_http_client(server: ApiProcess) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        connection.request("POST", "/v1/simulate", body=b"x" * (8 * MB + 512), headers=JSON)
        response = connection.getresponse()
        body = json.loads(response.read())
    finally:
        connection.close()
    assert response.status == 413 and body["type"] == "/problems/payload-too-large"


def test_two_concurrent_deletes_of_one_ruling_the_loser_gets_404(server: ApiProcess) -> None:
    with httpx.Client(base_url=server.base_url, timeout=30) as client:
        for n in range(5):
            created = client.post("/v1/rulings", json={"text": f"Deleted twice {n} {time.time()}.", "cards": ["werewhat"]},
                                  headers={"Authorization": f"Bearer {API_KEY}"})
            assert created.status_code == 201, created.text
            path = f"/v1/rulings/{created.json()['id']}"
            with ThreadPoolExecutor(max_workers=2) as pool:
                statuses = sorted(pool.map(lambda target: client.delete(target, headers={
                    "Authorization": f"Bearer {API_KEY}"}).status_code, [path, path]))
            assert statuses == [204, 404], statuses


def test_405_allow_lists_every_method_and_a_revoked_key_reads_as_unknown(server: ApiProcess) -> None:
    with httpx.Client(base_url=server.base_url, timeout=30) as client:
        answer = client.request("PUT", "/v1/rulings/abc")
        assert answer.status_code == 405
        assert set(answer.headers["allow"].split(", ")) >= {"GET", "PATCH", "DELETE"}
        engine = build_engine(server.database_url)
        try:
            with session_context(engine) as session:
                created = keys_service.create_key(session, "to revoke")
            with session_context(engine) as session:
                keys_service.revoke_key(session, created.id)
        finally:
            engine.dispose()
        body = {"text": "Never written.", "cards": ["werewhat"]}
        revoked = client.post("/v1/rulings", json=body, headers={"Authorization": f"Bearer {created.secret}"})
        unknown = client.post("/v1/rulings", json=body, headers={"Authorization": "Bearer mtgr_never-issued"})
        assert revoked.status_code == unknown.status_code == 401
        assert revoked.json()["detail"] == unknown.json()["detail"]


def test_forwarded_for_is_ignored_from_an_untrusted_peer_and_believed_from_a_trusted_one(
    database_url: str, start_api: Callable[..., ApiProcess],
) -> None:
    untrusted, trusted = ready_together(
        start_api(database_url, ready=False, RATE_LIMIT_REQUESTS="5", FORWARDED_ALLOW_IPS=""),
        start_api(database_url, ready=False, RATE_LIMIT_REQUESTS="5", FORWARDED_ALLOW_IPS="127.0.0.1"),
    )
    for api, expected in ((untrusted, [200] * 5 + [429] * 3), (trusted, [200] * 8)):
        statuses = [httpx.get(api.base_url + "/v1/cards", headers={"X-Forwarded-For": f"203.0.113.{n}"},
                              timeout=10).status_code for n in range(8)]
        assert statuses == expected, (api.base_url, statuses)



def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a server so far (/proc/<pid>/stat, in clock ticks): the process and
    its descendants (the worker processes a lookup runs in, and those that ended)."""
    from bench.http import _cpu_seconds as tree_cpu_seconds

    seconds = tree_cpu_seconds(pid)
    assert seconds is not None
    return seconds


_WORDS = ("ash", "bright", "cinder", "dusk", "ember", "frost", "gloom", "hollow", "iron", "jade",
          "kindle", "lumen", "mire", "night", "onyx", "pale", "quill", "rust", "storm", "thorn")


def _typo(name: str, n: int) -> str:
    """`name` with two letters swapped somewhere in the middle (a typo, still close to the name)."""
    at = 2 + n % (len(name) - 4)
    return name[:at] + name[at + 1] + name[at] + name[at + 2 :]


def test_250_typo_names_cost_no_more_typo_matching_than_max_fuzzy_names(
    database_url: str, start_api: Callable[..., ApiProcess]
) -> None:
    """A lookup typo-matches at most MAX_FUZZY_NAMES distinct names, counted before the work; the
    rest are not found with `reason: "fuzzy_limit"`. The default bound (1000) is past what a lookup
    takes (typo matching is cheap since docs/names.md: all the names of a request at once, each
    against the names that start as it does); a deployment may set it lower, as here (50): the
    server's CPU time for 250 typos then stays close to its CPU time for 50 of them."""
    from sqlalchemy import insert

    from app.cards.models import Card
    from app.cards.naming import name_key, slugify
    from app.rulings import repository as rulings_repo

    names = [f"{a.title()} {b} {c} of the {d}" for a in _WORDS for b in _WORDS for c in _WORDS[:10]
             for d in ("vale", "fen", "reach", "spire", "deep")][:20_000]
    engine = build_engine(database_url)
    try:
        with session_context(engine) as session:
            session.execute(insert(Card), [{"id": slugify(n), "name": n, "name_key": name_key(n), "type_line": ""}
                                           for n in names])
            rulings_repo.bump_data_version(session)
    finally:
        engine.dispose()
    limit = 50
    server = start_api(database_url, MAX_FUZZY_NAMES=str(limit))
    known = {name_key(n) for n in names}
    typos = list(dict.fromkeys(t for n, name in enumerate(names[::40]) if name_key(t := _typo(name, n)) not in known))
    typos = typos[:250]
    assert len(typos) == 250

    def lookup(cards: list[str]) -> tuple[dict[str, Any], float]:
        before = _cpu_seconds(server.process.pid)
        response = httpx.post(server.base_url + "/v1/rulings/lookup", json={"cards": cards}, timeout=60)
        assert response.status_code == 200, response.text
        return response.json(), _cpu_seconds(server.process.pid) - before

    lookup(["werewhat"])  # the name index is built once per data version: not part of the measure
    at_bound, at_bound_cpu = lookup(typos[:limit])
    assert len(at_bound["results"]) > limit // 2  # most are found (a few are close to two cards)
    assert [m["reason"] for m in at_bound["not_found"]] == [None] * len(at_bound["not_found"])
    over, over_cpu = lookup(typos)
    assert [r["match"] for r in over["results"]] == ["fuzzy"] * len(at_bound["results"])
    assert [m["query"] for m in over["not_found"] if m["reason"] == "fuzzy_limit"] == typos[limit:]
    print(f"CPU: {over_cpu:.3f} s for {len(typos)} typos, {at_bound_cpu:.3f} s for {limit}")
    assert over_cpu < 2 * at_bound_cpu + 0.1, (over_cpu, at_bound_cpu)


# --- /healthz while every worker thread is busy ------------------------------------------------

HEALTHZ_RESULTS = Path(__file__).resolve().parents[2] / "bench" / "out" / "healthz_under_load.json"


def test_healthz_answers_at_once_while_more_simulations_than_worker_threads_run(
    database_url: str, start_api: Callable[..., ApiProcess],
) -> None:
    """60 clients post a simulation of 1,000 permanents (tenths of a second of engine work in a
    worker thread each) again and again: 15 times as many as the SIMULATION_THREADS (4) that run
    them, so those threads stay busy and a queue waits for them. /healthz runs on the event loop:
    it must neither wait behind that queue nor starve for the interpreter lock (on anyio's 40
    threads it did: 0.5-2.7 s). The figures go to bench/out/healthz_under_load.json."""
    from bench.workloads import simulate_body
    from tests.reliability.harness import Load, Request

    clients, threads = 60, 4
    # No time budget: a simulation waiting for a thread keeps waiting (and keeps the queue full).
    # Since issue 23 simulations run in worker processes: the deadline is raised likewise (a simulation
    # waiting for a worker keeps waiting), and the event loop shares the machine with them.
    api = start_api(database_url, REQUEST_TIME_BUDGET_SECONDS="0", SIMULATION_THREADS=str(threads),
                    WORKER_DEADLINE_SECONDS="120")
    heavy = Request("simulation of 1,000 permanents", "POST", "/v1/simulate", json=simulate_body(1000))
    with httpx.Client(base_url=api.base_url, timeout=60) as client:
        lone = []
        for _ in range(3):  # the first one warms the caches
            started = time.perf_counter()
            assert client.post(heavy.path, json=heavy.json).status_code == 200
            lone.append(time.perf_counter() - started)
    with Load([api.base_url], connections=clients, requests=[heavy], timeout=120) as load:
        time.sleep(2)  # every client has its request in the server before the probes start
        with HealthWatch(api.port, api.log_path.with_suffix(".healthz")) as health:
            time.sleep(3.5)
            started = time.perf_counter()
            ready = httpx.get(api.base_url + "/readyz", timeout=120)
            readyz_seconds = time.perf_counter() - started
            time.sleep(0.5)
        # Measured: the server is killed rather than left to work off its queue of 60 simulations
        # (seconds of nothing checked); what its clients see after this moment is not counted.
        measured = time.monotonic()
        api.process.kill()
        api.process.wait()
    assert ready.status_code == 200
    in_window = load.where(lambda o: o.started + o.seconds < measured)
    answered = [o for o in in_window if o.status is not None]
    # Every request answered before the kill, and each with a 200 (no error, no refusal).
    assert answered and all(o.status == 200 for o in in_window), {(o.status, o.error) for o in in_window}
    assert not health.failures, health.failures[:5]
    latencies = sorted(health.latencies)
    median, slowest = statistics.median(latencies), latencies[-1]
    p95 = latencies[int(len(latencies) * 0.95)]
    simulation = statistics.median(o.seconds for o in answered)
    figures = {"clients": clients, "simulation_threads": threads, "probes": len(latencies),
               "healthz_median_ms": round(median * 1000, 1), "healthz_p95_ms": round(p95 * 1000, 1),
               "healthz_max_ms": round(slowest * 1000, 1), "readyz_ms": round(readyz_seconds * 1000),
               "lone_simulation_ms": round(min(lone[1:]) * 1000), "simulation_median_ms": round(simulation * 1000),
               "simulations_answered": len(answered)}
    kind = database_url.split(":", 1)[0].split("+", 1)[0]
    HEALTHZ_RESULTS.parent.mkdir(exist_ok=True)
    saved = json.loads(HEALTHZ_RESULTS.read_text()) if HEALTHZ_RESULTS.exists() else {}
    HEALTHZ_RESULTS.write_text(json.dumps({**saved, kind: figures}, indent=2) + "\n", encoding="utf-8")
    print(f"\n/healthz with {clients} simulations in flight ({kind}): {figures}")
    # The threads were busy and a queue waited: a simulation took several times as long as alone ...
    assert simulation > 3 * min(lone[1:]), figures
    # ... and /healthz did not wait: half the probes within 100 ms, none near a second (behind the
    # queue each would wait seconds). ATTACK_HEALTHZ_MAX_MS tightens the last bound on a quiet machine.
    assert len(latencies) > 20 and median < 0.1 and slowest < HEALTHZ_MAX_SECONDS, figures
