"""Import progress on stderr: a one-line bar redrawn in place on a terminal; otherwise (a pipe, a
container's log) a plain line every `every` seconds and at each new phase, so logs are not silent."""

from __future__ import annotations

import sys
import time
from typing import TextIO

from app.ingest.importer import Progress

WIDTH = 24


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "--:--"
    seconds = int(seconds)
    return (
        f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
        if seconds >= 3600
        else f"{seconds // 60:02d}:{seconds % 60:02d}"
    )


class ProgressBar:
    def __init__(self, stream: TextIO | None = None, every: float = 5.0) -> None:
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty()
        self.drawn = False
        self.every = every
        self.last_line = 0.0
        self.last_phase: str | None = None

    def __call__(self, progress: Progress) -> None:
        if not self.enabled:
            self._line(progress)
            return
        info = progress.as_dict()
        filled = int(WIDTH * info["percent"] / 100)
        bar = "#" * filled + "-" * (WIDTH - filled)
        line = (
            f"\r[{bar}] {info['percent']:5.1f}% {progress.phase}: {progress.records:,} records "
            f"{info['records_per_second']:,.0f}/s  elapsed {_duration(info['elapsed_seconds'])}  "
            f"ETA {_duration(info['eta_seconds'])} "
        )
        self.stream.write(line)
        self.stream.flush()
        self.drawn = True

    def _line(self, progress: Progress) -> None:
        now = time.monotonic()
        if progress.phase == self.last_phase and now - self.last_line < self.every:
            return
        self.last_line, self.last_phase = now, progress.phase
        info = progress.as_dict()
        self.stream.write(
            f"import progress: {progress.phase}: {progress.records:,} records of {progress.file}, "
            f"{info['percent']:.1f}% done, {info['records_per_second']:,.0f}/s, "
            f"elapsed {_duration(info['elapsed_seconds'])}, "
            f"ETA {_duration(info['eta_seconds'])}\n"
        )
        self.stream.flush()

    def close(self) -> None:
        if self.drawn:
            self.stream.write("\n")
            self.stream.flush()
            self.drawn = False
