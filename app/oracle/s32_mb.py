"""s32-mb: the Oracle lines of the mechanics of Duskmourn, Aetherdrift and Final Fantasy (docs/oracle-s32-mb.md).

"Max speed — <ability>" (CR 702.178a: "As long as you have max speed, this object has <ability>"): the ability after the
dash read as any line is, held by the ability `max_speed`, which the engine gives the permanent only while its
controller's speed is 4 (rules/s32mb_speed.py). Only abilities a permanent on the battlefield has are read this way
(the engine looks at max speed for permanents only): an ability that works from a graveyard or a hand ("{3}, Exile this
card from your graveyard: ...", "You may cast this card from your graveyard.") and the kinds of ability not checked to be
read from the permanent's face now (`_KINDS`) are not."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.oracle.compose import without_ability_word
from app.oracle.keyword_lines import read_keyword_line

MAX_SPEED = "Max speed — "
# The kinds of ability read after "Max speed — ": each one the engine reads from the permanent's face now
# (`characteristics.current_face`): triggered abilities, abilities at the beginning of a step, activated and mana
# abilities (rules/mana_abilities.py), a static pump of the permanent itself, "Spells you cast cost {1} less"
# (rules/costs.py) and damage increases (rules/damage_increase.py).
_KINDS = frozenset({"triggered", "step_trigger", "activated", "mana", "static_pump", "cost_reduction",
                    "damage_increase"})


def on_battlefield_only(ability: dict[str, Any]) -> bool:
    if ability == {"kind": "cast_self_from_graveyard"}:
        return True  # s34-fin: "Max speed — You may cast ~ from your graveyard." (rules/s26mh_graveyard_self_cast.py)
    if ability.get("kind") not in _KINDS:
        return False
    if ability.get("kind") == "static_pump" and ability.get("affected") != "self":
        return False
    costs = ability.get("other_costs", [])
    if any(cost.get("kind") == "exile_self_from_graveyard" for cost in costs):
        return s34fin_graveyard_activated(ability)  # s34-fin (end of this module)
    return not any(key.startswith(("from_", "functions_from")) or key in ("zone", "works_from") for key in ability)


def read_max_speed(line: str, read_text: Callable[[str], list[dict[str, Any]] | None]) -> list[dict[str, Any]] | None:
    """ "Max speed — <ability>" -> [{"kind": "max_speed", "abilities": [<ability>]}], or None (CR 702.178a)."""
    found = read_text(line[len(MAX_SPEED):])
    if found is None or len(found) != 1 or not on_battlefield_only(found[0]):
        return None
    return [{"kind": "max_speed", "abilities": found}]


def flavor_word_keyword_line(line: str, is_spell: bool) -> list[dict[str, Any]] | None:
    """ "Gae Bolg — Equip {4}" (CR 207.2d: a flavor word has no rules meaning): the keyword line after the flavor word
    (app/oracle/keyword_lines.py), or None. Only words compose.py strips as an ability or flavor word."""
    stripped = without_ability_word(line)
    return read_keyword_line(stripped, is_spell) if stripped != line else None


# --- s34-fin ---


def s34fin_graveyard_activated(ability: dict[str, Any]) -> bool:
    """s34-fin: "Max speed — {3}, Exile ~ from your graveyard: Draw a card." (CR 702.178a: "As long as you have max speed,
    this object has <ability>", in any zone; 113.6k: an ability whose cost exiles its card from the graveyard functions
    there): an activated ability paid by exiling the card itself from its graveyard, with no other cost than mana. The
    engine gives the card in its owner's graveyard the ability while the owner has max speed
    (rules/zone_card_abilities.py)."""
    costs = ability.get("other_costs", [])
    return (ability.get("kind") == "activated" and len(costs) == 1 and "{T}" not in ability.get("cost", "")
            and "{Q}" not in ability.get("cost", "")
            and not any(key.startswith(("from_", "functions_from")) or key in ("zone", "works_from") for key in ability))
