""" "Exile up to one other target creature you control. Return it to the battlefield under its
owner's control at the beginning of the next end step." (Skyskipper Duo): the `exile_then_return`
effect (app/engine/cards.py).

As it resolves, each legal target leaves the battlefield for exile (CR 406.2, 608.2) and a delayed
triggered ability is created (603.7a) that triggers at the beginning of the next end step (603.7b:
once; created during an end step, it waits for the next turn's) and returns the cards that exile
made (610.3: the returning effect finds only the object the first effect moved; a token exiled
ceases to exist, 704.5d / 111.7, and nothing returns). Each returns to the battlefield under its
owner's control (the words of the effect; CR 110.2a) as a new object (400.7), not cast, tapped
only if an effect says so; a card no longer in exile (it left meanwhile, or its exile was replaced,
614.1a) is not found and stays where it is (400.7). A replacement effect may keep it out of the
battlefield (`registry.enters_prevented`), as for any card put onto it."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ExileThenReturnEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules import gift
from app.engine.rules.effects_targets import affected
from app.engine.rules.zones import enter_battlefield, leave_battlefield, stays_out_of_battlefield
from app.engine.state import DelayedTrigger, StackObject


def _resolve_exile_then_return(game: Game, item: StackObject, effect: ExileThenReturnEffect, choices: Choices) -> None:
    exiled: list[str] = []
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        if permanent is None:
            continue
        cards = leave_battlefield(game, permanent, Zone.EXILE, cites=[cr("608.2"), cr("406.2")], reason="exiled")
        exiled.extend(card.id for card in cards if game.find_zone_card(card.id, (Zone.EXILE,)) is not None)
    if not exiled:
        return  # nothing was exiled: nothing for the delayed ability to return (CR 610.3)
    if effect.return_if is not None and gift.promised(item) != (effect.return_if == "gift_promised"):
        # s14-flicker: "If the gift wasn't promised, return that creature ...": it stays exiled (CR 702.174c)
        game.emit(
            "condition_not_met",
            [cr("608.2c"), cr("702.174c")],
            stack_object=item.id,
            condition=f"the gift was {'promised' if effect.return_if == 'gift_promised' else 'not promised'}",
            effect="return_to_battlefield",
        )
        return
    delayed = DelayedTrigger(
        controller=item.controller or "",
        at=effect.return_at,
        action="return_to_battlefield",
        objects=exiled,
        source=item.source or item.id,  # a spell's (s14-flicker): its source is the spell (CR 603.7d)
        counter=effect.counter,
    )
    game.state.delayed_triggers.append(delayed)
    game.emit(
        "delayed_trigger_created",
        [cr("608.2"), cr("603.7a"), cr("610.3")],
        source=item.source or item.id,
        at=delayed.at,
        action=delayed.action,
        objects=list(exiled),
    )
    # (s14-flicker) "... with a flying counter on it": the returned card enters with it (CR 122.6)


def _resolve_delayed_return(game: Game, item: StackObject) -> None:
    game.emit(
        "ability_resolved",
        [cr("608.2"), cr("603.7")],
        stack_object=item.id,
        source=item.source,
        effect="return_to_battlefield",
    )
    counter = item.choices["delayed"].get("counter")  # s14-flicker (CR 122.6, 122.1b)
    counters = {counter: 1} if counter else None
    for card_id in item.choices["delayed"]["objects"]:
        location = game.find_zone_card(card_id, (Zone.EXILE,))
        if location is None:
            continue  # CR 400.7: it left exile meanwhile; the ability can't find it
        owner = location.player.id
        if stays_out_of_battlefield(game, location, owner):
            continue
        card = location.cards.pop(location.index)
        # under its owner's control (CR 110.2a, 610.3), a new object (400.7), not cast
        enter_battlefield(
            game, card.card, card.id, owner, owner, was_cast=False, from_zone=Zone.EXILE, counters=counters
        )


registry.effect_resolvers["exile_then_return"] = _resolve_exile_then_return
registry.delayed_resolvers["return_to_battlefield"] = _resolve_delayed_return
