""" "Exile target nonland permanent an opponent controls until ~ leaves the battlefield." (Banishing
Light, Driftgloom Coyote): the `exile_until_source_leaves` effect (app/engine/cards.py), CR 610.3.

As it resolves, if its source is still on the battlefield, each legal target leaves the battlefield
for exile (CR 406.2, 608.2) and the cards that exile made are kept on the source
(`Permanent.exiled_until_it_leaves`). If the source has already left the battlefield — after the
ability triggered (610.3b) or after the spell or activated ability was put on the stack (610.3a) —
nothing moves.

Immediately after the source leaves the battlefield (a second one-shot effect, 610.3; not a
triggered ability, so nothing can respond), each of those cards still in exile returns to the
battlefield under its owner's control (610.3c) as a new object (400.7), not cast; cards returned
for several sources leaving at once return in that one event order (610.3d). A card that left exile
meanwhile is not found (400.7). A token exiled ceased to exist (111.7, 704.5d) and is not kept."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ExileUntilSourceLeavesEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules.effects_targets import affected
from app.engine.rules.zones import (
    LEFT_BATTLEFIELD,
    card_name,
    enter_battlefield,
    leave_battlefield,
    place_in_zone,
    stays_out_of_battlefield,
)
from app.engine.state import Permanent, StackObject


def _resolve_exile_until_source_leaves(
    game: Game, item: StackObject, effect: ExileUntilSourceLeavesEffect, choices: Choices
) -> None:
    source = game.permanent(item.source or "")
    if source is None:  # CR 610.3a, 610.3b: the source already left; the object doesn't move
        game.emit(
            "not_exiled",
            [cr("610.3a"), cr("610.3b")],
            stack_object=item.id,
            source=item.source,
            reason="its source already left the battlefield",
        )
        return
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        if permanent is None:
            continue
        cards = leave_battlefield(
            game, permanent, Zone.EXILE, cites=[cr("608.2"), cr("406.2"), cr("610.3")], reason="exiled"
        )
        source.exiled_until_it_leaves.extend(
            card.id for card in cards if game.find_zone_card(card.id, (Zone.EXILE,)) is not None
        )


def _source_left(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """On the zone change of a permanent leaving the battlefield: return what it exiled "until ~ leaves
    the battlefield" to the zone each card came from (CR 610.3): the battlefield for this module's effect,
    the hand for rules/exile_from_hand_until_leaves.py's (`Permanent.exiled_from_hand_until_it_leaves`)."""
    if event.get("from") != Zone.BATTLEFIELD.value:
        return []
    left = game.rule_memory.get(LEFT_BATTLEFIELD)
    if (not isinstance(left, Permanent) or left.id != event.get("permanent")
            or not (left.exiled_until_it_leaves or left.exiled_from_hand_until_it_leaves)):
        return []
    exiled, left.exiled_until_it_leaves = left.exiled_until_it_leaves, []
    for card_id in exiled:
        location = game.find_zone_card(card_id, (Zone.EXILE,))
        if location is None:
            continue  # CR 400.7: it left exile meanwhile
        owner = location.player.id
        if stays_out_of_battlefield(game, location, owner):
            continue
        card = location.cards.pop(location.index)
        game.emit("returned_from_exile", [cr("610.3"), cr("610.3c")], card_id=card_id, source=left.id)
        enter_battlefield(game, card.card, card.id, owner, owner, was_cast=False, from_zone=Zone.EXILE)
    to_hand, left.exiled_from_hand_until_it_leaves = left.exiled_from_hand_until_it_leaves, []
    for card_id in to_hand:
        location = game.find_zone_card(card_id, (Zone.EXILE,))
        if location is None:
            continue  # CR 400.7: it left exile meanwhile
        card = location.cards.pop(location.index)
        place_in_zone(location.player, Zone.HAND, [card])  # its owner's exile, its owner's hand
        game.emit("zone_change", [cr("610.3")], object=card.id, card=card_name(game, card.card), cards=[card.id],
                  reason="returned_from_exile", **{"from": Zone.EXILE.value, "to": Zone.HAND.value})
    return []  # a one-shot effect, not a trigger (CR 610.3)


registry.effect_resolvers["exile_until_source_leaves"] = _resolve_exile_until_source_leaves
registry.trigger_detectors.add(_source_left, events=frozenset({"zone_change"}))
