"""deploy/nginx.conf run by a real nginx in front of two real API processes on one PostgreSQL:
the compose topology without the containers (no Docker engine on the machines this runs on).

The only lines changed for the test are the ones that name Docker: the resolver (Docker's DNS)
and the `api` service with its `resolve` flag (nginx 1.27.3 and later; Debian has 1.22) become the
two loopback processes, and `listen 80` a free loopback port. Everything else (round robin,
passive health checks, the retry, the headers, the body limits, the problem documents nginx
answers itself) runs as written."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from tests.pgserver import free_port
from tests.reliability.harness import API_KEY, SMALL_SIMULATION, ApiProcess, ready_together

pytestmark = [pytest.mark.postgres, pytest.mark.slow, pytest.mark.serial]  # measures time under load: alone (make test)

ROOT = Path(__file__).resolve().parents[2]
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
RULINGS = "/v1/cards/werewhat/rulings"


def loopback_config(api_ports: list[int], port: int, workdir: Path) -> str:
    """A whole nginx.conf: deploy/nginx.conf's server block, aimed at loopback processes."""
    site = (ROOT / "deploy" / "nginx.conf").read_text(encoding="utf-8")
    site, resolvers = re.subn(r"^resolver .*;\n", "", site, flags=re.M)
    servers = "".join(f"    server 127.0.0.1:{p} max_fails=3 fail_timeout=10s;\n" for p in api_ports)
    site, upstreams = re.subn(r"^    server api:8000 resolve (max_fails=3 fail_timeout=10s;)\n", servers, site, flags=re.M)
    site, listens = re.subn(r"listen 80;", f"listen 127.0.0.1:{port};", site)
    assert (resolvers, upstreams, listens) == (1, 1, 1), "deploy/nginx.conf changed shape: update this test"
    temp = "\n".join(f"    {kind}_temp_path {workdir / kind};" for kind in ("client_body", "proxy"))
    return (
        f"daemon off;\nworker_processes 1;\npid {workdir / 'nginx.pid'};\n"
        f"error_log {workdir / 'error.log'} warn;\n"
        + ("user root;\n" if os.geteuid() == 0 else "")
        + "events { worker_connections 512; }\n"
        + f"http {{\n    access_log off;\n{temp}\n{site}\n}}\n"
    )


@dataclass
class Proxy:
    url: str
    process: subprocess.Popen[bytes]
    workdir: Path

    def log(self) -> str:
        path = self.workdir / "error.log"
        return path.read_text(errors="replace")[-3000:] if path.exists() else ""


def start_proxy(api_ports: list[int], workdir: Path) -> Proxy:
    workdir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    config = workdir / "nginx.conf"
    config.write_text(loopback_config(api_ports, port, workdir), encoding="utf-8")
    tested = subprocess.run([NGINX, "-t", "-p", str(workdir), "-e", str(workdir / "error.log"), "-c", str(config)],
                            capture_output=True, text=True)
    assert tested.returncode == 0, tested.stderr
    process = subprocess.Popen([NGINX, "-p", str(workdir), "-e", str(workdir / "error.log"), "-c", str(config)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    proxy = Proxy(f"http://127.0.0.1:{port}", process, workdir)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            if httpx.get(proxy.url + "/healthz", timeout=2).status_code == 200:
                return proxy
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError(f"nginx did not answer: {proxy.log()}")


def stop_proxy(proxy: Proxy) -> None:
    proxy.process.send_signal(signal.SIGQUIT)  # graceful: finish what is in flight
    try:
        proxy.process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proxy.process.kill()
        proxy.process.wait()


@pytest.fixture
def topology(own_database: str, start_api: Callable[..., ApiProcess], tmp_path: Path) -> Iterator[tuple[Proxy, list[ApiProcess]]]:
    """A topology of its own, for a test that kills a replica or spends the edge's rate limit."""
    apis = list(ready_together(start_api(own_database, ready=False), start_api(own_database, ready=False)))
    proxy = start_proxy([api.port for api in apis], tmp_path / "nginx")
    try:
        yield proxy, apis
    finally:
        stop_proxy(proxy)


@pytest.fixture(scope="module")
def shared_topology(own_database: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Proxy, list[ApiProcess]]]:
    """One topology for the tests that leave it as they found it (they kill nothing and stay far under the edge's
    rate limit, whatever their order): two API processes and nginx started once, not once per test (each start
    is some 8 s of the serial part of `make test`)."""
    workdir = tmp_path_factory.mktemp("proxy")
    apis = list(ready_together(ApiProcess(own_database, workdir, ready=False), ApiProcess(own_database, workdir, ready=False)))
    try:
        proxy = start_proxy([api.port for api in apis], workdir / "nginx")
        try:
            yield proxy, apis
        finally:
            stop_proxy(proxy)
    finally:
        for api in apis:
            api.stop()


def _answered(api: ApiProcess, route: str) -> int:
    """How many requests on `route` this process answered, by its own /metrics."""
    text = httpx.get(api.base_url + "/metrics", timeout=10).text
    pattern = re.compile(r'^http_requests_total\{[^}]*route="' + re.escape(route) + r'"[^}]*\} ([0-9.e+]+)$', re.M)
    return int(sum(float(value) for value in pattern.findall(text)))


def test_the_proxy_spreads_requests_over_the_replicas_with_a_request_id(
    shared_topology: tuple[Proxy, list[ApiProcess]],
) -> None:
    proxy, apis = shared_topology
    before = [_answered(api, "/v1/cards/{card_id}/rulings") for api in apis]  # the other tests' requests
    with httpx.Client(base_url=proxy.url, timeout=10) as client:
        answers = [client.get(RULINGS) for _ in range(40)]
    assert all(a.status_code == 200 and a.json()["data"] for a in answers)
    # nginx names each request ($request_id, 32 hex digits); the API accepts and echoes it.
    assert all(re.fullmatch(r"[0-9a-f]{32}", a.headers["x-request-id"]) for a in answers)
    assert len({a.headers["x-request-id"] for a in answers}) == 40
    served = [_answered(api, "/v1/cards/{card_id}/rulings") - earlier for api, earlier in zip(apis, before, strict=True)]
    assert sum(served) == 40 and min(served) >= 10, served  # round robin: both took a share


def test_the_clients_request_id_is_kept_through_the_proxy_when_valid(
    shared_topology: tuple[Proxy, list[ApiProcess]],
) -> None:
    proxy, _ = shared_topology
    kept = httpx.get(proxy.url + RULINGS, headers={"X-Request-ID": "client-chosen.id:42"}, timeout=10)
    assert kept.status_code == 200 and kept.headers["x-request-id"] == "client-chosen.id:42"
    replaced = httpx.get(proxy.url + RULINGS, headers={"X-Request-ID": "no spaces <allowed>"}, timeout=10)
    assert re.fullmatch(r"[0-9a-f]{32}", replaced.headers["x-request-id"])


def test_the_edge_rate_limit_is_shared_and_answers_a_problem_with_cors(topology: tuple[Proxy, list[ApiProcess]]) -> None:
    # nginx's limit_req (1000/min, bursts of 200) counts a client's requests whichever replica
    # answers them; the replicas' own limits are set far higher here.
    proxy, _ = topology
    started = time.monotonic()
    with httpx.Client(base_url=proxy.url, timeout=10) as client, ThreadPoolExecutor(max_workers=16) as pool:
        answers = list(pool.map(lambda _: client.get("/v1/cards/werewhat"), range(400)))
        elapsed = time.monotonic() - started
        probes = [client.get("/healthz") for _ in range(20)]  # probes are never limited
    refused = [a for a in answers if a.status_code == 429]
    served = len(answers) - len(refused)
    assert all(a.status_code in (200, 429) for a in answers)
    # At most the burst plus what the rate gave back meanwhile (1000 a minute), whichever replica.
    assert refused and served <= 200 + elapsed * 1000 / 60 + 5, (served, elapsed)
    first = refused[0]
    assert first.headers["content-type"] == "application/problem+json"
    assert first.json()["type"] == "/problems/too-many-requests"
    assert first.headers["access-control-allow-origin"] == "*" and int(first.headers["retry-after"]) > 0
    assert [p.status_code for p in probes] == [200] * 20


def test_a_killed_replica_is_skipped_and_no_request_fails(topology: tuple[Proxy, list[ApiProcess]]) -> None:
    proxy, apis = topology
    apis[0].signal(signal.SIGKILL)
    apis[0].wait(timeout=10)
    with httpx.Client(base_url=proxy.url, timeout=10) as client:
        reads = [client.get(RULINGS) for _ in range(30)]
        # A POST is passed on too: the dead replica refused the connection, so nothing was sent to it.
        simulations = [client.post("/v1/simulate", json=SMALL_SIMULATION) for _ in range(6)]
    assert [a.status_code for a in reads + simulations] == [200] * 36, [a.text[:200] for a in reads if a.status_code != 200]


def test_no_replica_left_is_a_503_problem_from_the_proxy(topology: tuple[Proxy, list[ApiProcess]]) -> None:
    proxy, apis = topology
    for api in apis:
        api.signal(signal.SIGKILL)
        api.wait(timeout=10)
    answer = httpx.get(proxy.url + RULINGS, timeout=10, headers={"Origin": "https://example.org"})
    assert answer.status_code == 503
    assert answer.headers["content-type"] == "application/problem+json"
    assert answer.headers["retry-after"] == "5"
    assert answer.headers["access-control-allow-origin"] == "*"  # a browser may read it
    assert answer.json() == {"type": "/problems/service-unavailable", "title": "Service unavailable", "status": 503,
                             "detail": "No API process answered; try again shortly."}


def test_body_limits_a_problem_from_the_proxy_over_2_mb_and_bulk_uploads_passed_through(
    shared_topology: tuple[Proxy, list[ApiProcess]],
) -> None:
    proxy, _ = shared_topology
    big = b"x" * 3_000_000
    over = httpx.post(proxy.url + "/v1/simulate", content=big, headers={"content-type": "application/json"}, timeout=30)
    assert over.status_code == 413
    assert over.headers["content-type"] == "application/problem+json"
    assert over.headers["access-control-allow-origin"] == "*"
    assert over.json()["type"] == "/problems/payload-too-large"
    # Under the proxy's limit but over the API's own (MAX_BODY_BYTES, 1 MB): the API's problem.
    app_limit = httpx.post(proxy.url + "/v1/simulate", content=b"x" * 1_500_000,
                           headers={"content-type": "application/json"}, timeout=30)
    assert app_limit.status_code == 413 and app_limit.json()["type"] == "/problems/payload-too-large"
    assert "x-request-id" in app_limit.headers  # the API answered, not nginx
    # A 3 MB bulk upload reaches the API (a file it can't read: its own 422 problem, not nginx's 413).
    upload = httpx.post(proxy.url + "/v1/imports/mtgjson", files={"file": ("AtomicCards.json", big, "application/json")},
                        headers={"Authorization": f"Bearer {API_KEY}"}, timeout=60)
    assert upload.status_code != 413, upload.text[:300]
    assert "x-request-id" in upload.headers and upload.headers["content-type"].startswith(("application/json",
                                                                                          "application/problem+json"))
