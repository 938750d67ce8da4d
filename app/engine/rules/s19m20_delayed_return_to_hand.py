"""s19-m20: "Whenever another multicolored creature you control dies, return it to its owner's hand at the beginning of
the next end step." (Rienne, Angel of Rebirth; Liesa, Forgotten Archangel): the `return_to_hand_at_next_end_step`
effect.

As the triggered ability resolves it creates a delayed triggered ability (CR 603.7a) that triggers at the beginning of
the next end step (603.7b: once; created during an end step, it waits for the next turn's) and returns the card the
dying creature became in its owner's graveyard (the trigger event's `that_card`, CR 603.10a) to its owner's hand (400.3).
A card that left the graveyard meanwhile is a new object the ability can't find (400.7): it stays where it is; a token
never returns (it ceased to exist, 111.7, so the event named no card)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ReturnToHandAtNextEndStepEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.zones import place_in_zone
from app.engine.state import DelayedTrigger, StackObject

_ACTION = "return_to_hand"


def _resolve(game: Game, item: StackObject, effect: ReturnToHandAtNextEndStepEffect, choices: Choices) -> None:
    cards = [card_id for card_id in affected(game, item, "that_card")
             if game.find_zone_card(card_id, (Zone.GRAVEYARD,)) is not None]
    if not cards:
        game.emit("ability_resolved", [cr("608.2"), cr("400.7")], stack_object=item.id, source=item.source,
                  effect="return_to_hand_at_next_end_step", note="no card in a graveyard to return")
        return
    delayed = DelayedTrigger(controller=item.controller or "", at="next_end_step", action=_ACTION, objects=cards,
                             source=item.source or item.id)
    game.state.delayed_triggers.append(delayed)
    game.emit("delayed_trigger_created", [cr("608.2"), cr("603.7a")], source=item.source or item.id, at=delayed.at,
              action=delayed.action, objects=list(cards))


def _resolve_delayed(game: Game, item: StackObject) -> None:
    game.emit("ability_resolved", [cr("608.2"), cr("603.7")], stack_object=item.id, source=item.source,
              effect="return_to_hand")
    for card_id in item.choices["delayed"]["objects"]:
        location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
        if location is None:
            continue  # CR 400.7: it left the graveyard meanwhile; the ability can't find it
        card = location.cards.pop(location.index)
        place_in_zone(location.player, Zone.HAND, [card])  # its owner's graveyard, its owner's hand (CR 400.3)
        game.emit("zone_change", [cr("603.7"), cr("400.3")], object=card.id, cards=[card.id], reason="returned_to_hand",
                  **{"from": Zone.GRAVEYARD.value, "to": Zone.HAND.value})


registry.effect_resolvers["return_to_hand_at_next_end_step"] = _resolve
registry.delayed_resolvers[_ACTION] = _resolve_delayed
