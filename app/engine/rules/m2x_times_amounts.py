"""N times a counted amount (s16-m2x): "You gain 2 life for each creature you control with flying."
The count is determined once as the effect resolves and multiplied by N (CR 608.2h: an amount the
effect needs is determined as it resolves). The amount is written "times:<N>:<count>"
(app/engine/cards.py `m2x_check_times_count`); the inner count is any named count of `Count`."""

from __future__ import annotations

TIMES_PREFIX = "times:"


def is_times_amount(value: object) -> bool:
    """Whether an effect's amount is a multiple of a counted amount."""
    return isinstance(value, str) and value.startswith(TIMES_PREFIX)


def split_times_amount(value: str) -> tuple[int, str]:
    """ "times:2:creatures_you_control" -> (2, "creatures_you_control")."""
    _, factor, inner = value.split(":", 2)
    return int(factor), inner
