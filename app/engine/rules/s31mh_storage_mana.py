"""s31-mh: the storage lands' mana ability, "{1}, Remove X storage counters from ~: Add X mana in any combination of
{W} and/or {U}." (CR 605.1a, 106.1, 107.3).

The ability (`mana` with `add` "" and `add_per_counter_removed` "{W}|{U}") adds nothing by itself and, for each counter
its `remove_counters` "any" cost removes (the action's `counters_removed`, X, CR 107.3), one mana of either type: the
action's `color` names the combination, one letter a mana ("WWU": two {W} and one {U}; CR 106.1, 605.3b). With no
counter removed it adds no mana and needs no `color`.
"""

from __future__ import annotations

from app.engine.cards import ManaAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.mana import parse_mana_choice


def is_combination(ability: ManaAbility) -> bool:
    """Whether the ability adds a combination of mana per counter removed ("{W}|{U}")."""
    return ability.add_per_counter_removed is not None and "|" in ability.add_per_counter_removed


def types(ability: ManaAbility) -> set[str]:
    """The types of mana it could add (CR 106.7)."""
    return set(parse_mana_choice(ability.add_per_counter_removed or ""))


def produced(ability: ManaAbility, color: str | None, removed: int, what: str) -> dict[str, int]:
    """The mana it adds for `removed` counters, as the combination `color` says; refused if `color` is not a
    combination of that many mana of its types (CR 106.1, 605.3b)."""
    options = parse_mana_choice(ability.add_per_counter_removed or "")
    if removed == 0:
        if color:
            raise IllegalAction("Wrong mana type", f"{what} removes no counter and so adds no mana", [cr("107.3")])
        return {}
    if color is None or len(color) != removed or set(color) - set(options):
        named = " and/or ".join(f"{{{kind}}}" for kind in options)
        raise IllegalAction("Choose the mana", f"{what} adds {removed} mana in any combination of {named}: say which "
                            f"with `color`, one letter a mana (e.g. {options[0] * removed!r})",
                            [cr("106.1"), cr("605.3b"), cr("107.3")])
    mana: dict[str, int] = {}
    for kind in color:
        mana[kind] = mana.get(kind, 0) + 1
    return mana
