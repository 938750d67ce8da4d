"""s17-afr: a die's result table (CR 706.2) as one line with the sentence that rolls the die.

Oracle text prints "Roll a d20." and then one line per row of results ("1—9 | Draw a card.",
"10—19 | ...", "20 | ..."). The rows are read with the roll, as modes are with "Choose one —"
(reader.logical_lines): each row is joined to the line before it, and the grammar reads the roll
and its rows together (oracle.lark `afr_roll_table`)."""

from __future__ import annotations


def _is_result_row(line: str) -> bool:
    """ "1—9 | ...", "20 | ...": digits, an optional dash and digits, then " | " (no regular expression)."""
    head, bar, _ = line.partition(" | ")
    if not bar or not head or len(head) > 6:
        return False
    low, _, high = head.partition("—")
    return low.isdigit() and ((high == "" and "—" not in head) or high.isdigit())


def join_result_rows(lines: list[str]) -> list[str]:
    """The lines with each result row joined to the line before it (which rolls the die)."""
    joined: list[str] = []
    for line in lines:
        if joined and _is_result_row(line):
            joined[-1] = f"{joined[-1]} {line}"
        else:
            joined.append(line)
    return joined
