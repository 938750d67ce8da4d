"""Cycling (CR 702.29): "Cycling [cost]" means "[Cost], Discard this card: Draw a card." (702.29a),
an activated ability that functions only while the card is in its owner's hand.

The `cycle` action activates it: the player must have priority (117.1b; any time, it is not
limited to sorcery speed); the card must be in their hand with a `cycling` ability. The cost is
paid (602.2b: the mana, then the card is discarded, 701.9a) and the ability goes on the stack
(602.2a) with the card as its source; as it resolves, its controller draws a card (608.2, 121.1).
Cycling is activating an ability, not casting: nothing that triggers on casting triggers.

s24-mh2: typecycling (CR 702.29e), the `cycling` ability's `search`: "[Type]cycling [cost]" means "[Cost], Discard this
card: Search your library for a [type] card, reveal it, put it into your hand, then shuffle."; activated the same way
and a cycling ability for every rule and trigger that speaks of cycling (702.29f), only its effect differs."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Cycle
from app.engine.cards import CardDefinition, CyclingAbility
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation, refuse_without_priority
from app.engine.mana import parse_mana_cost
from app.engine.rules import (
    costs,
    restricted_mana,
    s31mh_chosen_name,  # s31-mh
)
from app.engine.rules.discard import discard_cards
from app.engine.rules.s25tsr_split_second import verify as verify_split_second  # s25-tsr
from app.engine.rules.zones import card_in_hand
from app.engine.state import StackObject, constructed

CITES = (cr("702.29a"), cr("602.2"))
# s24-mh2: typecycling, a cycling ability whose effect is a search (CR 702.29e; still cycling, 702.29f)
_S24MH2_TYPECYCLING = (cr("702.29e"), cr("702.29f"))


def cycling_ability(definition: CardDefinition) -> tuple[int, CyclingAbility] | None:
    for index, ability in enumerate(definition.abilities):
        if isinstance(ability, CyclingAbility):
            return index, ability
    return None


def cycling_cost(ability: CyclingAbility, x: int = 0) -> costs.TotalCost:
    """The mana paid; s34-fin: `x`, the X announced for a cost with {X} (CR 107.3, 602.2b)."""
    return costs.TotalCost.from_mana_cost(parse_mana_cost(ability.cost), x)


def _s34fin_x(action: Cycle, ability: CyclingAbility) -> int:
    """s34-fin: the X of "Cycling {X}{G}{G}", announced as it is activated (CR 107.3, 602.2b); none without {X}."""
    if action.x and not parse_mana_cost(ability.cost).x_count:
        raise IllegalAction("No X", f"cycling {action.card} has no X in its cost", [cr("107.3"), cr("602.2b")])
    return action.x or 0


def _card(game: Game, action: Cycle) -> tuple[ZoneLocation, int, CyclingAbility]:
    location = card_in_hand(
        game,
        action.card,
        action.player,
        verb="cycle",
        participle="cycled",
        rule="702.29a",
        why="cycling works only while the card is in its owner's hand",
    )
    definition = game.definition(location.card.card)
    found = cycling_ability(definition)
    if found is None:
        raise IllegalAction("No cycling", f"{definition.name} has no cycling ability", [cr("702.29a")])
    return location, found[0], found[1]


def verify_cycle(game: Game, action: Cycle) -> None:
    location, _, ability = _card(game, action)
    refuse_without_priority(game, cr("602.2"))
    if game.state.stack:  # s25-tsr: split second (CR 702.61a)
        verify_split_second(game, f"{action.card} can't be cycled")
    s31mh_chosen_name.refuse_card(game, location.card.id, f"{location.card.id}'s ability")  # s31-mh (CR 602.5)
    name = game.definition(location.card.card).name
    costs.verify_payable(game, location.player, cycling_cost(ability, _s34fin_x(action, ability)), f"cycling {name}",
                         action.payment,
                         purposes=restricted_mana.card_ability_purposes(game, location.player, location.card.card))  # s22-neob


def cycle(game: Game, action: Cycle) -> None:
    location, index, ability = _card(game, action)
    player, card = location.player, location.card
    name = game.definition(card.card).name
    item = constructed(
        StackObject,
        id=game.new_object_id(f"{card.id}-ability-"),
        kind=StackObjectKind.ACTIVATED_ABILITY,
        card=card.card,
        controller=player.id,
        owner=player.id,
        source=card.id,
        ability_index=index,
        choices={"face": "front"},
        x=_s34fin_x(action, ability),  # s34-fin (CR 107.3)
    )
    game.state.stack.insert(0, item)  # CR 602.2a: onto the stack, then its costs are paid (602.2b)
    costs.pay(game, player, cycling_cost(ability, item.x), f"cycling {name}", action.payment,
              purposes=restricted_mana.card_ability_purposes(game, player, card.card))  # s21-neoa, s22-neob
    discard_cards(game, player, [card])  # "Discard this card" (CR 701.9a), part of the cost
    game.emit(
        "cards_discarded",
        [cr("602.2b"), cr("701.9a"), cr("702.29a")],
        stack_object=None,
        player=player.id,
        cards=[card.id],
        chosen=True,
    )
    game.emit(
        "ability_activated",
        [*CITES, *(_S24MH2_TYPECYCLING if ability.search is not None else ())],  # s24-mh2: typecycling
        player=player.id,
        stack_object=item.id,
        source=card.id,
        ability=index,
        cost=ability.cost,
        **({"x": item.x} if item.x else {}),  # s34-fin: the X announced (CR 107.3)
    )


registry.register_action("cycle", verify=verify_cycle, apply=cycle)
