""" "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player
discards that card." (Duress): the `reveal_choose_discard` effect.

As it resolves, the target player reveals their hand (CR 701.20a: the `hand_revealed` event names
every card of it). The controller of the spell or ability then chooses one card of that hand
without any of the effect's `excluded_types` ("noncreature, nonland": not a creature and not a
land), a choice made as it resolves (CR 608.2d), given with the `resolve` action's
`choices.discard` (one card id); `pending` asks that player (`choose`, choice "discard", with the
cards that may be chosen). That player discards the chosen card (701.9a: to their graveyard). With
no such card in the hand nothing is discarded; with such cards and no choice given, the last of them
in the hand stands for the choice (`chosen: false`, as the other discards' default). A choice that
is not one such card is refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import RevealChooseDiscardEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.discard import discard_cards
from app.engine.rules.library import has_quality  # s30-core
from app.engine.rules.zones import place_in_zone
from app.engine.state import Player, StackObject, ZoneCard


def choosable(game: Game, player: Player, effect: RevealChooseDiscardEffect) -> list[ZoneCard]:
    """The cards of the revealed hand the effect's controller may choose."""
    return [
        card
        for card in (player.hand + player.graveyard if effect.s30stdab_graveyard_too else player.hand)  # s30-stdab
        if not any(game.definition(card.card).has_type(excluded) for excluded in effect.excluded_types)
        and (not effect.card_types_any_of  # s22-war: "an artifact or creature card" (CR 608.2d)
             or any(game.definition(card.card).has_type(wanted) for wanted in effect.card_types_any_of))
        and (effect.quality is None or has_quality(game, card, effect.quality))  # s30-core: "a green creature card"
    ]


def _revealing_player(game: Game, item: StackObject, effect: RevealChooseDiscardEffect | None = None) -> Player | None:
    if effect is not None and effect.player == "that_player":  # s23-neo: the player the trigger event named
        named = (item.choices.get("event") or {}).get("that_player")
        return next((p for p in game.state.players if p.id == named and not p.has_lost), None)
    return next((p for p in game.state.players if item.targets and p.id == item.targets[0]), None)


def asked_choice(game: Game, item: StackObject, effects: Sequence[Any]) -> dict[str, Any] | None:
    """The `choose` decision the top of the stack asks its controller as it resolves, or None."""
    effect = next((e for e in effects if isinstance(e, RevealChooseDiscardEffect)), None)
    player = _revealing_player(game, item, effect) if effect is not None else None
    if effect is None or player is None:
        return None
    pool = choosable(game, player, effect)
    if len(pool) < (1 if effect.s30modern_optional else 2):  # s30-modern: "you may choose": none is a choice too
        return None  # nothing to choose: the one such card, or none
    return {
        "stack_object": item.id,
        "choice": "discard",
        "values": [card.id for card in pool],
        "player": item.controller,
        "discarding_player": player.id,
        "revealed": [card.id for card in player.hand],
        **({"optional": True} if effect.s30modern_optional else {}),  # s30-modern: none may be chosen ([])
    }


def _resolve(game: Game, item: StackObject, effect: RevealChooseDiscardEffect, choices: Choices) -> None:
    player = _revealing_player(game, item, effect)
    if player is None:
        return
    if effect.looked:  # s26-core: "Look at target player's hand" (CR 402.3): shown to the controller only
        game.emit("hand_looked_at", [cr("608.2"), cr("402.3")], stack_object=item.id, player=item.controller,
                  hand_of=player.id, cards=[card.id for card in player.hand])
    else:
        game.emit(
            "hand_revealed",
            [cr("701.20a")],
            stack_object=item.id,
            player=player.id,
            cards=[card.id for card in player.hand],
        )
    pool = choosable(game, player, effect)
    chosen = choices.discard
    if chosen is not None:
        game.used_choices.add("discard")
    in_pool = {card.id: card for card in pool}
    if effect.s30modern_optional and not chosen:  # s30-modern: "You may choose ...": none chosen (CR 608.2d)
        s30modern_none_chosen(game, item, player, effect, choices)
        return
    if chosen is not None and (len(chosen) != 1 or chosen[0] not in in_pool):
        kinds = (" or ".join(t.value.lower() for t in effect.card_types_any_of)  # s22-war
                 or " or ".join(effect.quality or ())  # s30-core
                 or ", ".join(f"non{t.value.lower()}" for t in effect.excluded_types) or "any")
        raise IllegalAction(
            "Wrong card chosen",
            f"{item.id}: choices.discard must name exactly one {kinds} card of "
            f"{player.id}'s revealed hand ({', '.join(in_pool) or 'none'}), not {chosen}",
            [cr("608.2d"), cr("701.9a")],
        )
    if not pool:
        game.emit(
            "cards_discarded",
            [cr("608.2c"), cr("701.9a")],
            stack_object=item.id,
            player=player.id,
            cards=[],
            chosen=False,
        )
        return
    card = in_pool[chosen[0]] if chosen is not None else pool[-1]
    if effect.exile:  # s23-neo: "Exile that card." (CR 406.2)
        if any(other is card for other in player.graveyard):  # s30-stdab: "from that player's graveyard or hand"
            s30stdab_exile_from_graveyard(game, item, player, card, chosen is not None or len(pool) == 1)
            return
        s23neo_exile_chosen(game, item, player, card, chosen is not None or len(pool) == 1)
        return
    discard_cards(game, player, [card])
    game.emit(
        "cards_discarded",
        [cr("608.2c"), cr("608.2d"), cr("701.9a")],
        stack_object=item.id,
        player=player.id,
        cards=[card.id],
        chosen=chosen is not None or len(pool) == 1,
        chosen_by=item.controller,
    )


registry.effect_resolvers["reveal_choose_discard"] = _resolve


# --- s23-neo ---


def s23neo_exile_chosen(game: Game, item: StackObject, player: Player, card: ZoneCard, chosen: bool) -> None:
    """s23-neo: "... you choose a nonland card from it. Exile that card." (Biting-Palm Ninja): the chosen card of the
    revealed hand is exiled (CR 608.2d, 406.2), not discarded."""
    player.hand = [other for other in player.hand if other is not card]
    place_in_zone(player, Zone.EXILE, [card])
    game.emit("zone_change", [cr("608.2c"), cr("608.2d"), cr("406.2")], cards=[card.id],
              **{"from": "hand", "to": "exile"},
              reason=f"chosen by {item.controller} from the revealed hand{'' if chosen else ' (default choice)'}")


# --- s30-modern ---


def s30modern_none_chosen(game: Game, item: StackObject, player: Player, effect: RevealChooseDiscardEffect,
                          choices: Choices) -> None:
    """s30-modern: "You may choose a nonland card from it. If you do, that player discards that card. [If you don't,
    <effect>.]" with no card chosen (`choices.discard` [] or no answer, CR 608.2d): nothing is discarded ("If you do",
    608.2c), then the `s30modern_if_none` effects happen in order, untargeted (608.2c)."""
    game.emit("cards_discarded", [cr("608.2c"), cr("608.2d")], stack_object=item.id, player=player.id, cards=[],
              chosen=False, declined_by=item.controller)
    for inner in effect.s30modern_if_none:
        registry.effect_resolvers[inner.kind](game, item, inner, choices)


# --- s30-stdab ---


def s30stdab_exile_from_graveyard(game: Game, item: StackObject, player: Player, card: ZoneCard, chosen: bool) -> None:
    """s30-stdab: "You choose a nonland card from that player's graveyard or hand and exile it." with a card of the
    graveyard chosen (CR 608.2d, 404.1): it is exiled from the graveyard (406.2)."""
    player.graveyard = [other for other in player.graveyard if other is not card]
    place_in_zone(player, Zone.EXILE, [card])
    game.emit("zone_change", [cr("608.2c"), cr("608.2d"), cr("404.1"), cr("406.2")], cards=[card.id],
              **{"from": "graveyard", "to": "exile"},
              reason=f"chosen by {item.controller} from the revealing player's graveyard{'' if chosen else ' (default choice)'}")
