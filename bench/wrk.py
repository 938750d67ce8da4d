"""Debian's `wrk` (a load generator in C), installed when missing, and its results as numbers."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

# Printed by wrk's done() hook: one JSON line the driver parses (wrk's own report is for people).
_REPORT_LUA = """
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRKJSON {"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,'
    .. '"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,"mean_us":%.1f}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean))
end
"""


@dataclass
class WrkResult:
    requests: int
    seconds: float
    errors: int
    non_2xx: int
    p50_ms: float
    p90_ms: float
    p99_ms: float
    max_ms: float

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    def as_dict(self) -> dict[str, float]:
        return {**asdict(self), "rps": round(self.rps, 1)}


def ensure_wrk() -> str:
    found = shutil.which("wrk")
    if found:
        return found
    install = ["apt-get", "install", "-y", "-q", "wrk"]
    if subprocess.run(install, capture_output=True, check=False).returncode != 0:
        subprocess.run(["apt-get", "update", "-q"], capture_output=True, check=False)
        subprocess.run(install, capture_output=True, check=True)
    found = shutil.which("wrk")
    if not found:
        raise RuntimeError("wrk is not installed and apt-get could not install it")
    return found


def run(url: str, *, seconds: float, connections: int = 16, threads: int = 1,
        method: str = "GET", body: bytes | None = None, content_type: str = "application/json",
        random_paths: list[str] | None = None) -> WrkResult:
    """One wrk run against `url` (a keep-alive connection per client, as browsers and SDKs do);
    with `random_paths`, each request GETs one of them picked at random (on the host of `url`)."""
    with tempfile.TemporaryDirectory(prefix="bench-wrk-") as tmp:
        script = Path(tmp) / "script.lua"
        lua = _REPORT_LUA
        if random_paths:
            paths_file = Path(tmp) / "paths"
            paths_file.write_text("\n".join(random_paths) + "\n", encoding="utf-8")
            lua = (
                f'local paths = {{}}\nfor line in io.lines("{paths_file}") do paths[#paths + 1] = line end\n'
                "math.randomseed(os.time())\n"
                "request = function() return wrk.format(nil, paths[math.random(#paths)]) end\n"
            ) + lua
        if method != "GET" or body is not None:
            body_file = Path(tmp) / "body"
            body_file.write_bytes(body or b"")
            lua = (
                f'wrk.method = "{method}"\n'
                f'local f = io.open("{body_file}", "rb"); wrk.body = f:read("*a"); f:close()\n'
                f'wrk.headers["Content-Type"] = "{content_type}"\n'
            ) + lua
        script.write_text(lua, encoding="utf-8")
        command = [ensure_wrk(), f"-t{threads}", f"-c{connections}", f"-d{max(1, round(seconds))}s",
                   "--timeout", "10s", "-s", str(script), url]
        done = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 60, check=True)
    line = next((ln for ln in done.stdout.splitlines() if ln.startswith("WRKJSON ")), None)
    if line is None:
        raise RuntimeError(f"wrk gave no report:\n{done.stdout}\n{done.stderr}")
    raw = json.loads(line.removeprefix("WRKJSON "))
    return WrkResult(
        requests=raw["requests"],
        seconds=raw["duration_us"] / 1e6,
        errors=raw["connect"] + raw["read"] + raw["write"] + raw["timeout"],
        non_2xx=raw["status"],
        p50_ms=raw["p50_us"] / 1000,
        p90_ms=raw["p90_us"] / 1000,
        p99_ms=raw["p99_us"] / 1000,
        max_ms=raw["max_us"] / 1000,
    )
