"""Activated abilities that work from the hand (s15-neo): channel, "Channel — {1}{G}, Discard ~: <effect>"
(an ability word, CR 207.2c: no rules meaning of its own; the ability after the dash is an activated
ability, CR 602.1, whose cost discards the card itself).

- Where it works (CR 113.6k): an ability whose cost moves its own card out of a zone functions only
  in that zone; "Discard ~" moves it from the hand (701.9a), so the ability works only while the card
  is in its owner's hand (a permanent's such ability can't be activated, a card in hand's other
  abilities can't be, CR 113.6).
- Who activates it (CR 602.2, 108.4a): the card's owner, who has priority (117.1b); any time they
  do unless a restriction says otherwise (602.5b, 602.5d). The `activate` action names the card in
  the hand as `permanent` (as for abilities of cards in a graveyard, rules/graveyard_abilities.py).
- Costs (CR 602.2b, 601.2f-h): its mana, with X, less its own "costs {1} less to activate for each
  ..." (rules/activation_cost_reduction.py, 118.7a), then the card is discarded (701.9a): "cards
  discarded" is announced, so discard triggers see it. {T}/{Q} can't be paid by a card in hand.
- Resolving (CR 608.2): as any activated ability; its source is the card, now in the graveyard
  (its last known information, 113.7a), so "It deals 2 damage" is dealt by that card.
"""

from __future__ import annotations

from typing import TypeGuard

from app.engine.actions import Activate
from app.engine.cards import ActivatedAbility, DiscardSelfCost, effects_of
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation
from app.engine.mana import parse_activation_cost
from app.engine.rules import activation_costs, costs, modes, restricted_mana
from app.engine.rules.activation_cost_reduction import reduction
from app.engine.rules.discard import discard_cards
from app.engine.rules.effects_targets import verify_targets
from app.engine.rules.targeting import verify_targets as verify_target_restrictions
from app.engine.rules.zone_card_abilities import ability_of_zone_card, put_on_stack, verify_timing_and_cost_symbols

CITES = (cr("113.6k"), cr("602.2"))


def functions_from_hand(ability: object) -> TypeGuard[ActivatedAbility]:
    """CR 113.6k: whether the ability works only while its card is in its owner's hand."""
    return isinstance(ability, ActivatedAbility) and ability.functions_from_hand()


def names_hand_card(game: Game, action: Activate) -> bool:
    """Whether an `activate` action names a card in a hand (not a permanent)."""
    return game.permanent(action.permanent) is None and game.find_zone_card(action.permanent, (Zone.HAND,)) is not None


def refuse_on_battlefield(ability: object, what: str) -> None:
    """CR 113.6k: a hand ability ("Discard ~" in its cost) of a permanent can't be activated."""
    if functions_from_hand(ability):
        raise IllegalAction(
            "Works only from the hand",
            f"{what} discards its own card as a cost, so it functions only while the card is in its owner's hand",
            [*CITES],
        )


def _ability(game: Game, action: Activate) -> tuple[ZoneLocation, ActivatedAbility, str]:
    return ability_of_zone_card(game, action, Zone.HAND, functions_from_hand, ' ("Discard ~" in its cost)')


def _total(game: Game, owner: str, ability: ActivatedAbility, x: int) -> costs.TotalCost:
    total = costs.TotalCost.from_mana_cost(parse_activation_cost(ability.cost).mana, x)
    less = reduction(game, owner, ability)
    if less:
        total = total.reduced_generic(less, "the ability's own reduction", (cr("601.2f"), cr("118.7a")))
    return total


def verify_activate_from_hand(game: Game, action: Activate) -> None:
    location, ability, what = _ability(game, action)
    verify_timing_and_cost_symbols(game, action, ability, Zone.HAND, what)
    player = location.player
    if ability.counts_activations() or ability.only_once or action.counters_removed or action.crew:
        raise IllegalAction(
            "Not supported yet",
            f"{what}: activation limits, counters and crew are not modelled for an ability of a card in a hand",
            [*CITES],
        )
    if any(not isinstance(c, DiscardSelfCost) for c in ability.other_costs):
        raise IllegalAction(
            "Not supported yet",
            f"{what}: only mana and discarding the card itself are modelled as the cost of an ability of a card in a hand",
            [*CITES],
        )
    activation_costs.verify_conditions(game, player.id, ability, what)  # CR 602.5b, 602.5d
    effects = modes.chosen_effects(effects_of(ability), action.choices.modes, what)  # CR 700.2a
    targets = list(action.choices.targets)
    if effects:  # CR 602.2b, 115.1: all its targets, none given included
        verify_targets(
            game,
            location.card.id,
            player.id,
            effects,
            targets,
            what,
            "602.2b",
            check_restrictions=False,
            x=action.x or 0,
        )
    costs.verify_payable(game, player, _total(game, player.id, ability, action.x or 0), what, action.payment,
                         purposes=restricted_mana.card_ability_purposes(game, player, location.card.card))  # s21-neoa, s22-neob
    verify_target_restrictions(game, location.card.id, targets, player.id, what)  # CR 602.2b, 601.2c


def activate_from_hand(game: Game, action: Activate) -> None:
    location, ability, what = _ability(game, action)
    player, card = location.player, location.card
    item = put_on_stack(game, location, action)  # CR 602.2a: onto the stack, then its costs are paid (602.2b)
    all_effects = effects_of(ability)
    effects = modes.chosen_effects(all_effects, action.choices.modes, what)
    modes.record_modes(game, item, all_effects, action.choices.modes)
    if effects and item.targets:
        verify_targets(game, card.id, player.id, effects, item.targets, what, "602.2b", x=item.x)
    costs.pay(game, player, _total(game, player.id, ability, action.x or 0), what, action.payment,
              purposes=restricted_mana.card_ability_purposes(game, player, card.card))  # s21-neoa, s22-neob
    discard_cards(game, player, [card])  # "Discard ~" (CR 701.9a), part of the cost (602.2b)
    game.emit(
        "cards_discarded",
        [cr("602.2b"), cr("701.9a")],
        stack_object=None,
        player=player.id,
        cards=[card.id],
        chosen=True,
    )
    game.emit(
        "ability_activated",
        [*CITES],
        player=player.id,
        stack_object=item.id,
        source=card.id,
        ability=action.ability,
        cost=ability.cost,
        zone=Zone.HAND.value,
        **({"x": action.x} if action.x else {}),
    )
