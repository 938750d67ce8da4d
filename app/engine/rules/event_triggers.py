"""Event-triggered abilities (CR 603.2): what the modules for each kind of event share.

A `triggered` ability whose `trigger` is an event trigger (app/engine/cards.py) triggers when its
event occurs; the module for that kind of event detects it:
- rules/dies_triggers.py: "dies", "enchanted_dies", "creature_dies" (CR 700.4, 603.6c, 603.10a);
- rules/damage_triggers.py: "deals_damage", "enchanted_deals_damage", "dealt_damage" (CR 603.2, 120);
- rules/block_triggers.py: "blocks_or_becomes_blocked", "enchanted_blocks_or_becomes_blocked",
  "becomes_blocked" (CR 509.3b, 509.3d, 509.3f) and the delayed "destroy at end of combat"
  (603.7, 511.2);
- rules/tapped_triggers.py: "enchanted_becomes_tapped", "land_becomes_tapped" (CR 603.2);
- rules/land_triggers.py: "land_enters", "land_put_into_graveyard" (CR 603.6a, 603.6c).

What the event names travels with the ability onto the stack, in its `choices.event`:
`that_player`, `that_permanent`, `that_card` (the target specs of those names read them, untargeted)
and `that_much`, `that_creatures_toughness` (amounts). An ability that triggered goes on the stack
even if its source has left the battlefield meanwhile (CR 603.3; the pending trigger keeps its card).
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import TriggeredAbility
from app.engine.characteristics import characteristics_of, current_face, face_up
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.zones import LEFT_BATTLEFIELD
from app.engine.state import Permanent

EVENT = "event"  # the stack object's `choices` key holding what the trigger event named


def abilities_with(game: Game, permanent: Permanent, triggers: frozenset[str]) -> list[tuple[int, TriggeredAbility]]:
    """The permanent's triggered abilities (by index) whose trigger is one of `triggers`; none for a
    face-down permanent (CR 708.2); none at once when no card of the game has such a trigger."""
    if permanent.face_down or permanent.card is None or not game_has_trigger(game, triggers):
        return []
    abilities = current_face(game, permanent).abilities
    if not abilities:
        return []
    return [(index, ability) for index, ability in enumerate(abilities)
            if isinstance(ability, TriggeredAbility) and ability.trigger in triggers
            and not ability.functions_from_graveyard()]  # CR 113.6k: those trigger from the graveyard


def triggered(permanent: Permanent, index: int, trigger: str, event: dict[str, Any], cites: list[str]) -> PendingTrigger:
    """A pending trigger of `permanent`'s ability `index`, controlled by the permanent's controller
    (as it last existed, CR 603.3a), with what its event named."""
    return PendingTrigger(permanent.id, index, permanent.controller or "", trigger, [], list(cites),
                          data={EVENT: event}, card=permanent.card, face=face_up(permanent))


def players_permanents_triggered(game: Game, player: str | None, triggers: frozenset[str], trigger: str,
                                 event: dict[str, Any], cites: list[str]) -> list[PendingTrigger]:
    """ "Whenever you <do something>": the pending triggers of the abilities with one of `triggers` of
    the permanents `player` controls (CR 603.2), each as `triggered` makes it; none when no card of
    the game has such a trigger or the event named no player. Draw, surveil, forage, gift and
    explore triggers."""
    if player is None or not game_has_trigger(game, triggers):
        return []
    return [
        triggered(permanent, index, trigger, event, cites)
        for permanent in game.state.battlefield
        if permanent.controller == player
        for index, _ in abilities_with(game, permanent, triggers)
    ]


def auras_attached_to(game: Game, permanent_id: str) -> list[Permanent]:
    """The permanents attached to `permanent_id` (its Auras, CR 303.4)."""
    return [permanent for permanent in game.state.battlefield if permanent.attached_to == permanent_id]


def matches_other_creature(game: Game, wanted: str | None, creature: Permanent) -> bool:
    """Whether `creature` is the kind of creature a combat trigger names (`other_creature`): any
    (None), "non_wall", "wall", or "green_or_white" (its characteristics as it blocks or becomes
    blocked, CR 509.3f)."""
    if wanted is None:
        return True
    characteristics = characteristics_of(game, creature)
    if characteristics is None:
        return False
    if wanted == "green_or_white":
        return "G" in characteristics.colors or "W" in characteristics.colors
    if wanted == "nonblack":  # s31-mh: "a nonblack creature" (CR 105.2)
        return "B" not in characteristics.colors
    if wanted == "with_flying":  # s15-combat: "blocks a creature with flying" (CR 509.3b, 509.3f)
        return "flying" in characteristics.keywords
    is_wall = "Wall" in characteristics.subtypes
    return is_wall if wanted == "wall" else not is_wall


def left_battlefield_named(game: Game, event: dict[str, Any]) -> tuple[Permanent, dict[str, Any]] | None:
    """s21-ete: for a `zone_change` event of a permanent leaving the battlefield, that permanent as it last existed
    (CR 603.10a) and what its leaves-the-battlefield trigger names: `that_player` (its controller then),
    `that_permanent`, and `that_card` (the card in its new zone, if it is one, CR 400.7); None for another event."""
    left = game.rule_memory.get(LEFT_BATTLEFIELD)
    if not isinstance(left, Permanent) or left.id != event.get("permanent"):
        return None
    named: dict[str, Any] = {"that_player": left.controller, "that_permanent": left.id}
    cards = event.get("cards") or []
    if cards:
        named["that_card"] = cards[0]
    return left, named
