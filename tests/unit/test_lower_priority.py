"""`lower_priority` (app/core/workers.py): an import's thread runs at IMPORT_NICENESS while the
process's other threads (the ones serving requests) keep theirs; a higher niceness is never
lowered (that would need privileges); 0 changes nothing."""

from __future__ import annotations

import os
import threading

from app.core.workers import lower_priority


def _in_thread(niceness: int, *, twice: int | None = None) -> tuple[int, int]:
    seen: list[int] = []

    def work() -> None:
        lower_priority(niceness, this_thread_only=True)
        if twice is not None:
            lower_priority(twice, this_thread_only=True)
        seen.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))

    before = os.getpriority(os.PRIO_PROCESS, 0)
    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    return seen[0], os.getpriority(os.PRIO_PROCESS, 0) - before


def test_the_import_thread_yields_and_the_serving_thread_keeps_its_priority() -> None:
    base = os.getpriority(os.PRIO_PROCESS, 0)
    inside, change_here = _in_thread(max(base, 10))
    assert inside == max(base, 10)
    assert change_here == 0


def test_a_higher_niceness_is_kept_and_zero_changes_nothing() -> None:
    base = os.getpriority(os.PRIO_PROCESS, 0)
    inside, _ = _in_thread(max(base, 12), twice=5)
    assert inside == max(base, 12)
    inside, _ = _in_thread(0)
    assert inside == base
