""" "Other target" (CR 115.3): "Target creature gets +2/+2 until end of turn. Up to one other
target creature gets +1/+1 until end of turn." (Mabel's Mettle).

The same object may be chosen for different instances of the word "target" on one spell or
ability (CR 115.3), unless the text says "other": then an effect whose target spec has the
qualifier `other_target` can't target an object chosen as a target of an earlier effect of the
same spell or ability. Checked with the other targets as the spell is cast or the ability put on
the stack (601.2c, 602.2b, 603.3d); targets don't change afterwards, so nothing is checked again
as it resolves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine.cards import NAMED_SPECS, effect_target
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.target_grammar import TargetSpecError, parse_target_spec


def _other_target(spec: str | None) -> bool:
    if spec == "any_other_target":  # s28-fdna: "each of up to two other targets" after "any target" (CR 115.3)
        return True
    if spec is None or spec in NAMED_SPECS or ":" not in spec:
        return False
    try:
        return parse_target_spec(spec).other_target
    except TargetSpecError:
        return False


def refuse_earlier_targets(effects: Sequence[Any], dealt: dict[int, list[str]], what: str, rule: str) -> None:
    """Refuse a target of an "other target" effect that an earlier effect of the same object also
    targets (`dealt`: each targeted effect's chosen targets, by effect index)."""
    earlier: set[str] = set()
    for index in sorted(dealt):
        chosen = dealt[index]
        if _other_target(effect_target(effects[index])):
            again = [target for target in chosen if target in earlier]
            if again:
                raise IllegalAction(
                    "Wrong targets",
                    f"{what}: {', '.join(repr(t) for t in again)} is already a target of this spell or ability; "
                    "'other target' must be another object",
                    [cr(rule), cr("115.3")],
                )
        earlier.update(chosen)
