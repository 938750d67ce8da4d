""" "As an additional cost to cast this spell, you may exile any number of white cards from your hand. This spell
costs {2} less to cast for each card exiled this way." (s19-neob; the March cycle of Kamigawa: Neon Dynasty): the
ability `exile_from_hand_cost_reduction` (`color`, `generic`).

Exiling the cards is an optional additional cost (CR 118.8, 601.2b): the caster announces the cards as the spell is
cast, in the `cast` action's `choices.exile_from_hand` (none: no card is exiled), each a different card of that color
in their hand other than the spell itself. The total cost is then reduced by `generic` for each card (CR 601.2f: the
reduction applies to the generic part, X included, and never below zero, 118.7a; the mana value is unchanged,
202.3), and the cards are exiled as the costs are paid (601.2h). A card named that isn't in the hand, isn't of that
color (its colors in the hand, CR 105.2, 202.2), is the spell or is named twice refuses the cast and nothing is paid.
Asked only for a spell with the ability (`registry.cost_modifiers_own_kinds`)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition, ExileFromHandCostReductionAbility
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.zones import place_in_zone
from app.engine.state import Player, StackObject, ZoneCard

_CITES = (cr("601.2f"), cr("118.8"), cr("118.7a"))
_PAY_CITES = [cr("601.2h"), cr("118.8"), cr("406.2")]


def _ability(definition: CardDefinition) -> ExileFromHandCostReductionAbility | None:
    return next(iter(definition.abilities_of(ExileFromHandCostReductionAbility)), None)


def _of_color(game: Game, card: ZoneCard, color: str) -> bool:
    characteristics = compute(game, StackObject(id=card.id, card=card.card))
    return characteristics is not None and color in characteristics.colors


def _chosen_cards(game: Game, player: Player, ability: ExileFromHandCostReductionAbility,
                  spell_card: str | None) -> list[ZoneCard]:
    """The cards `choices.exile_from_hand` names, checked (refuses a wrong choice, CR 601.2b)."""
    named = game.choices.exile_from_hand
    if not named:
        return []
    hand = {card.id: card for card in player.hand if card.id != spell_card}
    wrong = [card_id for card_id in named
             if card_id not in hand or not _of_color(game, hand[card_id], ability.color.value)]
    if wrong or len(set(named)) != len(named):
        able = [card_id for card_id, card in hand.items() if _of_color(game, card, ability.color.value)]
        raise IllegalAction(
            "Additional cost can't be paid that way",
            f"choices.exile_from_hand names different cards of color {ability.color.value} in {player.id}'s hand "
            f"other than the spell ({', '.join(able) or 'none'}), not {named}",
            [cr("601.2b"), cr("118.8")],
        )
    return [hand[card_id] for card_id in named]


def reduction_for_exiled(game: Game, player: Player, definition: CardDefinition, cost: Any) -> Any:
    """CR 601.2f: {generic} less for each card the caster exiles for it (the cards named in the cast's choices)."""
    named = game.choices.exile_from_hand
    if not named:
        return cost
    ability = _ability(definition)
    if ability is None:
        return cost
    return cost.reduced_generic(ability.generic * len(set(named)),
                                f"{definition.name} ({len(set(named))} card(s) exiled from hand)", _CITES)


def verify_exile_from_hand(game: Game, player: Player, definition: CardDefinition, spell_card: str) -> None:
    """Refuse a cast whose cards to exile are chosen wrongly (before anything is paid)."""
    if not game.choices.exile_from_hand:
        return  # none chosen (every other cast): nothing to check
    ability = _ability(definition)
    if ability is not None:
        _chosen_cards(game, player, ability, spell_card)
    elif game.choices.exile_from_hand:
        raise IllegalAction("Nothing to exile", f"{definition.name} has no cost that exiles cards from a hand: "
                            "`choices.exile_from_hand` has nothing to pay", [cr("601.2b")])


def pay_exile_from_hand(game: Game, player: Player, definition: CardDefinition, spell_card: str) -> None:
    """Exile the chosen cards from the caster's hand as the costs are paid (CR 601.2h, 406.2)."""
    if not game.choices.exile_from_hand:
        return  # none chosen: nothing exiled
    ability = _ability(definition)
    if ability is None:
        return
    cards = _chosen_cards(game, player, ability, spell_card)
    if not cards:
        return
    leaving = {card.id for card in cards}
    player.hand = [card for card in player.hand if card.id not in leaving]
    place_in_zone(player, Zone.EXILE, cards)
    game.used_choices.add("exile_from_hand")
    game.emit("zone_change", _PAY_CITES, cards=[card.id for card in cards], **{"from": "hand", "to": "exile"},
              reason="exiled to pay a cost")


registry.cost_modifiers.add(reduction_for_exiled, order=100)  # reductions after increases (CR 601.2f)
registry.cost_modifiers_own_kinds[reduction_for_exiled] = frozenset({ExileFromHandCostReductionAbility})
