"""A real, throwaway PostgreSQL server for the test run: initdb + pg_ctl on a temporary
directory and a free loopback port. PostgreSQL refuses to run as root, so as root the server
runs as the `postgres` user (runuser) on a directory that user owns."""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import random
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path


def _bin_dir() -> Path:
    found = shutil.which("initdb")
    if found:
        return Path(os.path.realpath(found)).parent
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if not candidates:
        raise RuntimeError("PostgreSQL's initdb was not found; run `make test`, which installs it")
    return Path(candidates[-1]).parent


def free_port() -> int:
    """A loopback port free now, for a server started next. Under pytest-xdist (`make test`'s
    parallel part) each worker takes only ports equal to its number modulo the number of workers,
    so two workers never pick the same port between one choosing it and its server binding it;
    chosen at random below Linux's ephemeral range (32768-60999 by default: Linux hands out even
    ports for bind(0), so the kernel's choice can't be filtered by residue)."""
    count = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1") or "1")
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    if count <= 1 or not worker.startswith("gw"):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            sock.bind(("127.0.0.1", 0))
            return int(sock.getsockname()[1])
    index = int(worker.removeprefix("gw"))
    for _ in range(1000):
        port = random.randrange(20000 + index, 32000, count)
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free loopback port for this worker")


@dataclass
class PostgresServer:
    data_dir: Path
    port: int
    bin_dir: Path
    as_user: str | None

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        command = [str(self.bin_dir / args[0]), *args[1:]]
        if self.as_user:
            command = ["runuser", "-u", self.as_user, "--", *command]
        return subprocess.run(command, check=True, capture_output=True, text=True, timeout=120)

    @classmethod
    def start(cls) -> PostgresServer:
        bin_dir = _bin_dir()
        root = Path(tempfile.mkdtemp(prefix="mtg-rulings-pg-"))
        as_user = "postgres" if os.geteuid() == 0 else None
        if as_user:
            entry = pwd.getpwnam(as_user)
            os.chown(root, entry.pw_uid, entry.pw_gid)
        server = cls(data_dir=root / "data", port=free_port(), bin_dir=bin_dir, as_user=as_user)
        server._run("initdb", "-D", str(server.data_dir), "-U", "postgres", "--auth=trust", "-E", "UTF8",
                    "--locale=C", "--no-sync")
        options = (
            f"-p {server.port} -c listen_addresses=127.0.0.1 -k {root} -c fsync=off "
            "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
        )
        server._run("pg_ctl", "-D", str(server.data_dir), "-o", options, "-l", str(root / "server.log"),
                    "-w", "-t", "60", "start")
        return server

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        import psycopg

        with psycopg.connect(f"postgresql://postgres@127.0.0.1:{self.port}/postgres", autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError):
            self._run("pg_ctl", "-D", str(self.data_dir), "-m", "fast", "-w", "stop")
        shutil.rmtree(self.data_dir.parent, ignore_errors=True)
