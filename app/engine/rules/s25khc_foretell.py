"""s25-khc: foretell (CR 702.143). "Foretell [cost]" functions while the card is in its owner's hand: any time they have
priority during their own turn, they may pay {2} and exile the card face down; they may cast it after the current turn
has ended by paying its foretell cost rather than its mana cost, following the rules for alternative costs (702.143a).

- Foretelling: the `foretell` action, a special action (CR 702.143b, 116.2h): the player needs priority (117.1b) in
  their own turn (the active player, 102.1), the card in their hand with a foretell ability; {2} is paid (601.2g-h as
  for a cost, `payment` like a cast's); the card goes to exile face down, foretold (its `foretold_turn` in exile, the
  turn it happened). It doesn't use the stack; the player keeps priority (117.3c). Event `foretold`.
- Casting: a `cast` naming the foretold card in its owner's exile, by its owner, on a later turn than `foretold_turn`
  (702.143a: "after the current turn has ended"): the total cost starts from the foretell cost instead of the mana cost
  (118.9; X as the `cast` says, 107.3), the card's timing rules apply (flash.py), and it is cast from exile (601.2a).
- The engine shows hidden zones (hands, libraries) to every viewer; a foretold card is shown likewise (its `card`),
  with `foretold_turn`: what the opponents may know of it is not modelled (CR 702.143a, 406.3)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Cast, Foretell
from app.engine.cards import CardDefinition, S25khcForetellAbility
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation, refuse_without_priority
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs
from app.engine.rules.zones import card_in_hand

CITES = (cr("702.143a"),)
CAST_CITES = (cr("702.143a"), cr("118.9"), cr("601.2a"))
FORETELL_COST = "{2}"


def foretell_ability(definition: CardDefinition) -> S25khcForetellAbility | None:
    return next((a for a in definition.abilities if isinstance(a, S25khcForetellAbility)), None)


def _card(game: Game, action: Foretell) -> tuple[ZoneLocation, CardDefinition]:
    location = card_in_hand(game, action.card, action.player, verb="foretell", participle="foretold", rule="702.143a",
                            why="foretell works only while the card is in its owner's hand")
    definition = game.definition(location.card.card)
    if foretell_ability(definition) is None:
        raise IllegalAction("No foretell", f"{definition.name} has no foretell ability", list(CITES))
    return location, definition


def _cost() -> costs.TotalCost:
    return costs.TotalCost.from_mana_cost(parse_mana_cost(FORETELL_COST))


def verify_foretell(game: Game, action: Foretell) -> None:
    location, definition = _card(game, action)
    refuse_without_priority(game, cr("116.2h"), cr("702.143a"))
    if game.state.active_player != location.player.id:
        raise IllegalAction("Not your turn", f"{location.player.id} can foretell {definition.name} only during their own "
                            f"turn; it is {game.state.active_player}'s", [*CITES, cr("116.2h")])
    costs.verify_payable(game, location.player, _cost(), f"foretelling {definition.name}", action.payment)


def foretell(game: Game, action: Foretell) -> None:
    location, definition = _card(game, action)
    player = location.player
    costs.pay(game, player, _cost(), f"foretelling {definition.name}", action.payment)
    card = player.hand.pop(location.index)
    card.foretold_turn = game.state.turn
    player.exile.append(card)
    game.emit("foretold", [cr("116.2h"), *CITES, cr("702.143b")], player=player.id, card=card.id,
              turn=game.state.turn)


def cast_location(game: Game, action: Cast) -> tuple[ZoneLocation, str] | None:
    """The foretold card a `cast` names, with its foretell cost (CR 702.143a, 118.9), or None when it is none. A
    foretold card cast the turn it was foretold, or by another player, is refused."""
    location = game.find_zone_card(action.card, (Zone.EXILE,))
    if location is None or not location.card.foretold_turn:
        return None
    ability = foretell_ability(game.definition(location.card.card))
    if ability is None:
        return None
    if action.player not in (None, location.player.id):
        raise IllegalAction("Not your card", f"{action.player} can't cast {location.player.id}'s foretold card "
                            f"{action.card!r}", [*CITES])
    if location.card.foretold_turn >= game.state.turn:
        raise IllegalAction("Foretold this turn", f"{action.card!r} was foretold this turn (turn "
                            f"{location.card.foretold_turn}): it may be cast after this turn has ended", [*CITES])
    return location, ability.cost


def foretold_cost(game: Game, card: str) -> str | None:
    """The foretell cost of a foretold card in exile (`compute_cost`), else None."""
    location = game.find_zone_card(card, (Zone.EXILE,))
    if location is None or not location.card.foretold_turn:
        return None
    ability = foretell_ability(game.definition(location.card.card))
    return None if ability is None else ability.cost


registry.register_action("foretell", verify=verify_foretell, apply=foretell)
