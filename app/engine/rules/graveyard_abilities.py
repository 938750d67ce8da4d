"""Activated abilities that work from the graveyard (CR 113.6k, 602): "{1}{B}: Return ~ from your
graveyard to the battlefield tapped." (Reassembling Skeleton), "{2}{G}: Return ~ from your
graveyard to your hand." (Talons of Wildwood), with other costs ("Exile seven other cards from your
graveyard", Bone Dragon) and conditions ("Activate only if you control a Vivien planeswalker.").

- Where it works (CR 113.6k): an ability whose effect moves its own card out of a zone ("Return ~
  from your graveyard") functions only in that zone. Such an ability of a permanent can't be
  activated; of a card in a graveyard, it can, and the other activated abilities of the card can't
  (CR 113.6: abilities of permanents function only on the battlefield).
- Who activates it (CR 602.2, 108.4a): the card's owner, who is its controller while it has no
  other; the player must have priority (117.1b), at the timing its restrictions say (602.5b,
  602.5d). The `activate` action names the card in the graveyard as `permanent`.
- Costs (CR 602.2b, 118.3): its mana ({T}/{Q} can't be paid by a card in a graveyard, so an
  ability with them is refused), then its other costs: exiling other cards from the graveyard
  (rules/sacrifice_exile_costs.py), or exiling the card itself ("Exile ~ from your graveyard",
  406.2). Nothing is paid unless all can be.
- Resolving (CR 608.2, 400.7): `return_self_from_graveyard` moves the card, if it is still in its
  owner's graveyard, to its owner's hand or onto the battlefield under its owner's control
  (tapped if the effect says so; 110.2a); otherwise it does nothing. Put onto the battlefield, it
  was not cast, and a replacement effect may keep it out (`zones.stays_out_of_battlefield`).
"""

from __future__ import annotations

from typing import TypeGuard

from app.engine import registry
from app.engine.actions import Activate, Choices
from app.engine.cards import ActivatedAbility, ExileSelfFromGraveyardCost, ReturnSelfFromGraveyardEffect, effects_of
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation
from app.engine.mana import parse_activation_cost
from app.engine.rules import (
    activation_costs,
    costs,
    restricted_mana,
    s24emn_graveyard_discard,  # s24-emn
    s25mh_embalm,  # s25-mh
    s25mh_unearth,  # s25-mh
    s27std_graveyard_costs,  # s27-std
)
from app.engine.rules.effects_targets import verify_targets
from app.engine.rules.finality import with_finality_counter  # s33-dsk
from app.engine.rules.sacrifice_exile_costs import (
    has_such_costs,
    pay_sacrifice_exile_costs,
    verify_sacrifice_exile_costs,
)
from app.engine.rules.transform_return import return_from_graveyard_transformed  # s33-fin (CR 712.14)
from app.engine.rules.zone_card_abilities import ability_of_zone_card, put_on_stack, verify_timing_and_cost_symbols
from app.engine.rules.zones import card_name, enter_battlefield, place_in_zone, stays_out_of_battlefield
from app.engine.state import StackObject

CITES = (cr("113.6k"), cr("602.2"))


def functions_from_graveyard(ability: object) -> TypeGuard[ActivatedAbility]:
    """CR 113.6k: whether the ability works only while its card is in a graveyard."""
    return isinstance(ability, ActivatedAbility) and ability.functions_from_graveyard()


def names_graveyard_card(game: Game, action: Activate) -> bool:
    """Whether an `activate` action names a card in a graveyard (not a permanent)."""
    return (
        game.permanent(action.permanent) is None
        and game.find_zone_card(action.permanent, (Zone.GRAVEYARD,)) is not None
    )


def refuse_on_battlefield(ability: object, what: str) -> None:
    """CR 113.6k: a graveyard ability of a permanent can't be activated."""
    if functions_from_graveyard(ability):
        raise IllegalAction(
            "Works only from the graveyard",
            f"{what} returns its card from its owner's graveyard, "
            "so it functions only while the card is in the graveyard",
            [*CITES],
        )


def _ability(game: Game, action: Activate) -> tuple[ZoneLocation, ActivatedAbility, str]:
    return ability_of_zone_card(game, action, Zone.GRAVEYARD, functions_from_graveyard)


def verify_activate_from_graveyard(game: Game, action: Activate) -> None:
    location, ability, what = _ability(game, action)
    cost = verify_timing_and_cost_symbols(game, action, ability, Zone.GRAVEYARD, what)
    player = location.player
    if ability.max_per_turn is not None or ability.counts_activations() or action.counters_removed or action.crew:
        raise IllegalAction(
            "Not supported yet",
            f"{what}: activation limits, counters and crew are not modelled for an ability of a card in a graveyard",
            [*CITES],
        )
    if [c for c in ability.other_costs if not has_such_costs([c]) and not isinstance(c, ExileSelfFromGraveyardCost)
            and not s24emn_graveyard_discard.discards([c])  # s24-emn: "Discard two cards" (CR 602.2b, 701.9a)
            and not s27std_graveyard_costs.handles(c)]:  # s27-std: "Discard a creature card", "Tap three untapped ..."
        raise IllegalAction(
            "Not supported yet",
            f"{what}: only mana and exiling cards from the graveyard are "
            "modelled as the cost of an ability of a card in a graveyard",
            [*CITES],
        )
    activation_costs.verify_conditions(game, player.id, ability, what)  # CR 602.5b, 602.5d
    effects = effects_of(ability)
    if effects:  # CR 602.2b, 115.1: all its targets, none given included
        verify_targets(
            game,
            location.card.id,
            player.id,
            effects,
            list(action.choices.targets),
            what,
            "602.2b",
            check_restrictions=False,
            x=action.x or 0,
        )
    costs.verify_payable(game, player, costs.TotalCost.from_mana_cost(cost.mana, action.x or 0), what, action.payment,
                         purposes=restricted_mana.card_ability_purposes(game, player, location.card.card))  # s21-neoa, s22-neob
    verify_sacrifice_exile_costs(game, player, location.card.id, ability.other_costs, what)  # CR 118.3, 406.2
    s24emn_graveyard_discard.verify(game, player, ability.other_costs, what)  # s24-emn: CR 118.3, 701.9a
    s27std_graveyard_costs.verify(game, player, location.card, ability.other_costs, what)  # s27-std: CR 118.3


def activate_from_graveyard(game: Game, action: Activate) -> None:
    location, ability, what = _ability(game, action)
    player, card = location.player, location.card
    item = put_on_stack(game, location, action)  # CR 602.2a: onto the stack, then its costs are paid (602.2b)
    effects = effects_of(ability)
    if effects and item.targets:
        verify_targets(game, card.id, player.id, effects, item.targets, what, "602.2b", x=item.x)
    cost = parse_activation_cost(ability.cost)
    costs.pay(game, player, costs.TotalCost.from_mana_cost(cost.mana, action.x or 0), what, action.payment,
              purposes=restricted_mana.card_ability_purposes(game, player, card.card))  # s21-neoa, s22-neob
    pay_sacrifice_exile_costs(game, player, card.id, ability.other_costs, what)  # CR 602.2b, 406.2
    s24emn_graveyard_discard.pay(game, player, ability.other_costs, what)  # s24-emn: CR 602.2b, 701.9a
    s27std_graveyard_costs.pay(game, player, card, ability.other_costs, what)  # s27-std: CR 602.2b, 701.9a, 701.26a
    if any(isinstance(c, ExileSelfFromGraveyardCost) for c in ability.other_costs):
        _exile_itself(game, card.id, what)
    keyword = s25mh_embalm.keyword_of(ability)  # s25-mh: embalm / eternalize (CR 702.128a, 702.129a)
    game.emit(
        "ability_activated",
        [*CITES, *s25mh_embalm.cites_of(keyword)],
        player=player.id,
        stack_object=item.id,
        source=card.id,
        ability=action.ability,
        cost=ability.cost,
        zone=Zone.GRAVEYARD.value,
        **({"keyword": keyword} if keyword else {}),
        **({"x": action.x} if action.x else {}),
    )


def _exile_itself(game: Game, card_id: str, what: str) -> None:
    """ "Exile ~ from your graveyard" as a cost (CR 602.2b, 406.2)."""
    location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
    if location is None:
        return
    card = location.cards.pop(location.index)
    place_in_zone(location.player, Zone.EXILE, [card])
    game.emit(
        "zone_change",
        [cr("602.2b"), cr("406.2")],
        object=card.id,
        card=card_name(game, card.card),
        cards=[card.id],
        reason="exiled to pay a cost",
        purpose=what,
        **{"from": Zone.GRAVEYARD.value, "to": Zone.EXILE.value},
    )


def _resolve_return_self(
    game: Game, item: StackObject, effect: ReturnSelfFromGraveyardEffect, choices: Choices
) -> None:
    location = game.find_zone_card(item.source or "", (Zone.GRAVEYARD,))
    if location is None or location.player.id != item.owner:
        game.emit(
            "ability_resolved",
            [cr("608.2"), cr("400.7")],
            stack_object=item.id,
            source=item.source,
            effect="return_self_from_graveyard",
            note="the card is no longer in its owner's graveyard",
        )
        return
    owner = location.player
    if effect.to == "hand":
        card = location.cards.pop(location.index)
        place_in_zone(owner, Zone.HAND, [card])
        game.emit(
            "zone_change",
            [cr("608.2"), cr("113.6k"), cr("400.3")],
            object=card.id,
            card=card_name(game, card.card),
            cards=[card.id],
            reason="returned_to_hand",
            **{"from": Zone.GRAVEYARD.value, "to": Zone.HAND.value},
        )
        return
    if effect.transformed:  # s33-fin: "... to the battlefield transformed" (CR 712.14, 712.14a)
        return_from_graveyard_transformed(game, location.cards[location.index].id)
        return
    if stays_out_of_battlefield(game, location, owner.id):
        return
    card = location.cards.pop(location.index)
    permanent = enter_battlefield(
        game, card.card, card.id, owner.id, owner.id, was_cast=False, from_zone=Zone.GRAVEYARD, tapped=effect.tapped
    )
    if effect.finality:  # s33-dsk: "with a finality counter on it" (rules/finality.py, CR 122.1h, 122.6)
        with_finality_counter(game, permanent, item)
    if effect.unearth:  # s25-mh: haste, exiled at the next end step or if it would leave (CR 702.84a)
        s25mh_unearth.unearthed(game, item, card.id)


registry.effect_resolvers["return_self_from_graveyard"] = _resolve_return_self
