"""A one-line progress bar on stderr, drawn only when stderr is a terminal."""

from __future__ import annotations

import sys
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
    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty()
        self.drawn = False

    def __call__(self, progress: Progress) -> None:
        if not self.enabled:
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

    def close(self) -> None:
        if self.drawn:
            self.stream.write("\n")
            self.stream.flush()
            self.drawn = False
