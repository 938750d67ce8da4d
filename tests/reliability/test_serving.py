"""The serving process's own defences (app.core.serving), checked in isolation: the log of failed
accepts does not flood; the rest (header timeout, connection limit) runs against a real server in
test_attacks.py."""

from __future__ import annotations

import logging

from app.core.serving import OncePerInterval


def _record(message: str) -> logging.LogRecord:
    try:
        raise OSError(24, "Too many open files")
    except OSError as exc:
        return logging.LogRecord("asyncio", logging.ERROR, __file__, 1, message, None, (type(exc), exc, None))


def test_failed_accepts_are_logged_once_per_interval_without_a_traceback() -> None:
    flood_filter = OncePerInterval(interval=3600)
    kept = [r for r in (_record("socket.accept() out of system resource") for _ in range(10_000))
            if flood_filter.filter(r)]
    assert len(kept) == 1 and kept[0].exc_info is None
    assert flood_filter.dropped == 9_999
    assert flood_filter.filter(_record("Task exception was never retrieved"))  # other errors pass untouched


def test_after_the_interval_the_next_one_says_how_many_were_left_out() -> None:
    flood_filter = OncePerInterval(interval=0.0)
    flood_filter.filter(_record("socket.accept() out of system resource"))
    flood_filter.dropped = 41
    record = _record("socket.accept() out of system resource")
    assert flood_filter.filter(record) and "41 more like it" in str(record.msg)
