"""Damage divided among targets (CR 601.2d, 608.2b).

- "divided as you choose" (Pyrotechnics): the division is announced as the spell is cast
  (CR 601.2d), with the `cast` action's `choices.division`: one amount per target of that effect,
  in the order of the targets, each at least 1, adding up to the amount (so there are no more
  targets than damage). With one target the division may be left out: it gets it all. The
  division is kept on the stack object (`choices.division`: target -> amount).
- "divided evenly, rounded down" (Fireball): each target is dealt the amount divided by the number
  of targets chosen, rounded down.
- A target that has become illegal is not dealt its share, and the others are not dealt more
  (CR 608.2b: the division stays as it was made).
- s31-stdb: "Distribute N +1/+1 counters among one or two target creatures" (Armament Corps): a `put_counters`
  with `divided` "as_you_choose" is divided the same way (CR 601.2d: each target gets at least one counter), each
  target getting its share of the counters as it resolves (CR 122.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine.cards import DamageEffect, PutCountersEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import deal_targets
from app.engine.state import StackObject


def _divided(effects: Sequence[Any]) -> list[tuple[int, DamageEffect | PutCountersEffect]]:
    return [(index, effect) for index, effect in enumerate(effects)  # s31-stdb: counters too (CR 601.2d)
            if isinstance(effect, DamageEffect | PutCountersEffect) and effect.divided == "as_you_choose"]


def _what(effect: DamageEffect | PutCountersEffect) -> str:
    """What is divided: "damage", or s31-stdb's "counters" of a distribution (CR 601.2d)."""
    return "damage" if isinstance(effect, DamageEffect) else "counters"


def chosen_division(effects: Sequence[Any], targets: Sequence[str], division: list[int] | None, x: int,
                    what: str) -> dict[str, int] | None:
    """The announced division (target -> amount), checked (CR 601.2d); None when nothing is divided
    as chosen. Refuses a division that doesn't fit, or one given to a spell that divides nothing."""
    divided = _divided(effects)
    if not divided:
        if division is not None:
            raise IllegalAction("Nothing to divide", f"{what} divides no damage or counters as you choose; choices.division "
                                "was given", [cr("601.2d")])
        return None
    index, effect = divided[0]
    total = x if effect.amount == "X" else int(effect.amount)
    dealt = deal_targets(effects, targets, x) or {}
    among = dealt.get(index, [])
    if division is None and len(among) == 1:
        return {among[0]: total}
    if division is None or len(division) != len(among) or sum(division) != total:
        given = "none" if division is None else f"{division} (sum {sum(division)})"
        raise IllegalAction("Wrong division", f"{what} divides {total} {_what(effect)} as you choose among its {len(among)} "
                            f"target(s): choices.division must give each target at least 1, in target order, adding "
                            f"up to {total}; given {given}", [cr("601.2d")])
    return dict(zip(among, division, strict=True))


def record_division(game: Game, spell: StackObject, effects: Sequence[Any], division: list[int] | None,
                    what: str) -> None:
    """As the spell is cast: announce and keep the division (CR 601.2d)."""
    chosen = chosen_division(effects, spell.targets, division, spell.x, what)
    if chosen is None:
        return
    spell.choices["division"] = chosen
    game.used_choices.add("division")
    counters = {"what": "counters"} if any(_what(effect) == "counters" for _, effect in _divided(effects)) else {}
    game.emit("damage_divided", [cr("601.2d")], stack_object=spell.id, division=chosen, how="as_you_choose",
              **counters)  # s31-stdb: `what` "counters" for a distribution of counters


def allotted(game: Game, item: StackObject, effect: DamageEffect | PutCountersEffect,
             total: int) -> dict[str, int] | None:
    """Each legal target's share of a divided damage effect (or s31-stdb's distributed counters) as it resolves; None
    if not divided."""
    if effect.divided is None:
        return None
    if effect.divided == "as_you_choose":
        division: dict[str, int] = item.choices.get("division") or {}
        if not division and len(item.targets) == 1:
            division = {item.targets[0]: total}
        return {target: division.get(target, 0) for target in item.targets}
    chosen = item.choices.get("dealt_targets") or item.targets
    share = total // len(chosen) if chosen else 0
    game.emit("damage_divided", [cr("608.2b")], stack_object=item.id,
              division={target: share for target in chosen}, how="evenly")
    return {target: share for target in item.targets}
