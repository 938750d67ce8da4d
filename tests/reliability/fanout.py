"""One stream of test requests for two servers: a loopback HTTP server that sends every request it
gets to a first server, and to a second one every request the first did not refuse as invalid (422) and one in
`refusals_every` of those it did, answers with the first's response and records each request the second answered
differently (status, content type or body). The schemathesis coverage phase
of `simulate` goes through it to the SQLite and the PostgreSQL server: its ~6,000 cases are
generated once instead of once per database, and its checks of the first server's answers hold
for the second's, which are the same bytes. More than nine in ten of them are refused as invalid, most by the
request's validation alone, the same code on either database: sampling those keeps the comparison of every answer
that reads cards (each accepted request) and of every kind of refusal, at about half the servers' work.

Both servers get the same `X-Request-ID` (the client's own, else a fresh one per request), so an
error's `request_id` is the same in both answers."""

from __future__ import annotations

import gzip
import hashlib
import http.client
import threading
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from urllib.parse import urlsplit

_HOP_BY_HOP = {"connection", "keep-alive", "transfer-encoding", "content-length", "proxy-connection", "te",
               "trailer", "upgrade", "host"}


@dataclass(frozen=True)
class Answer:
    status: int
    headers: list[tuple[str, str]]
    body: bytes

    @property
    def content_type(self) -> str:
        return next((value for name, value in self.headers if name.lower() == "content-type"), "")

    def decoded_body(self) -> bytes:
        encoded = any(name.lower() == "content-encoding" and "gzip" in value for name, value in self.headers)
        return gzip.decompress(self.body) if encoded else self.body


@dataclass(frozen=True)
class Difference:
    method: str
    path: str
    first: tuple[int, str, bytes]
    second: tuple[int, str, bytes]


class FanOut:
    """`with FanOut(first_url, second_url) as fan_out:` send requests to `fan_out.url`; then
    `fan_out.requests` counts them, `fan_out.compared` those the second server answered too, and
    `fan_out.differences` lists its different answers. The second server gets every request the
    first did not answer with a 422, and those it did whose body's SHA-256 is 0 modulo
    `refusals_every` (1: all; the same requests in every run with the same cases)."""

    def __init__(self, first: str, second: str, refusals_every: int = 1) -> None:
        self.backends = [urlsplit(first), urlsplit(second)]
        self.refusals_every = refusals_every
        self.requests = 0
        self.compared = 0
        self.differences: list[Difference] = []
        self._lock = threading.Lock()
        self._local = threading.local()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> FanOut:
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _connection(self, index: int) -> http.client.HTTPConnection:
        """This thread's keep-alive connection to backend `index`."""
        connections: dict[int, http.client.HTTPConnection] = self._local.__dict__.setdefault("connections", {})
        if index not in connections:
            backend = self.backends[index]
            connections[index] = http.client.HTTPConnection(backend.hostname or "127.0.0.1", backend.port, timeout=60)
        return connections[index]

    def _send(self, index: int, method: str, path: str, headers: list[tuple[str, str]], body: bytes) -> Answer:
        for attempt in (1, 2):  # a keep-alive connection the server closed in between is opened again
            connection = self._connection(index)
            try:
                connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
                connection.putheader("Host", f"{self.backends[index].hostname}:{self.backends[index].port}")
                for name, value in headers:
                    connection.putheader(name, value)
                connection.putheader("Content-Length", str(len(body)))
                connection.endheaders(body)
                response = connection.getresponse()
                return Answer(response.status, response.getheaders(), response.read())
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                connection.close()
                del self._local.connections[index]
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def handle(self, method: str, path: str, headers: list[tuple[str, str]], body: bytes) -> Answer:
        if not any(name.lower() == "x-request-id" for name, _ in headers):
            headers = [*headers, ("X-Request-ID", uuid.uuid4().hex)]
        first = self._send(0, method, path, headers, body)
        compare = first.status != 422 or int.from_bytes(hashlib.sha256(body).digest()[:4], "big") % self.refusals_every == 0
        second = self._send(1, method, path, headers, body) if compare else None
        with self._lock:
            self.requests += 1
            if second is not None:
                self.compared += 1
                mine = (first.status, first.content_type, first.decoded_body())
                theirs = (second.status, second.content_type, second.decoded_body())
                if mine != theirs:
                    self.differences.append(Difference(method, path, mine, theirs))
        return first


def _handler_for(fan_out: FanOut) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # headers and body are two writes: no 40 ms wait for a delayed ACK

        def _any(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            headers = [(name, value) for name, value in self.headers.items() if name.lower() not in _HOP_BY_HOP]
            answer = fan_out.handle(self.command, self.path, headers, body)
            self.send_response_only(answer.status)
            for name, value in answer.headers:
                if name.lower() not in _HOP_BY_HOP:
                    self.send_header(name, value)
            self.send_header("Content-Length", str(len(answer.body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(answer.body)

        def __getattr__(self, name: str) -> Callable[[], None]:
            if name.startswith("do_"):  # every method, QUERY and made-up ones included, goes to both servers
                return self._any
            raise AttributeError(name)

        def log_message(self, format: str, *args: object) -> None:  # no line per request on stderr
            pass

    return Handler
