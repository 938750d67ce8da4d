"""What the figures were measured on."""

from __future__ import annotations

import os
import platform
import shutil
import sqlite3
import subprocess
from importlib.metadata import PackageNotFoundError, version
from typing import Any


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _memory_gib() -> float | None:
    try:
        with open("/proc/meminfo", encoding="utf-8") as meminfo:
            for line in meminfo:
                if line.startswith("MemTotal:"):
                    return round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        pass
    return None


def _tool_version(*command: str) -> str | None:
    if shutil.which(command[0]) is None:
        return None
    done = subprocess.run(command, capture_output=True, text=True, timeout=10, check=False)
    text = (done.stdout or done.stderr).strip().splitlines()
    return text[0] if text else None


def _package(name: str) -> str | None:
    try:
        return version(name)
    except PackageNotFoundError:
        return None


def describe(postgres_bin: str | None = None) -> dict[str, Any]:
    packages = ["fastapi", "starlette", "uvicorn", "pydantic", "pydantic-core", "sqlalchemy", "psycopg"]
    return {
        "cpu": _cpu_model(),
        "cores": os.cpu_count(),
        "memory_gib": _memory_gib(),
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "os": platform.platform(),
        "python": platform.python_version(),
        "packages": {name: _package(name) for name in packages},
        "sqlite": sqlite3.sqlite_version,
        "postgresql": _tool_version(postgres_bin or "postgres", "--version"),
        "wrk": _tool_version("wrk", "-v"),
    }
