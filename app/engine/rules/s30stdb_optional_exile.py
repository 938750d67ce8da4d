"""s30-stdb: the optional action "exile_from_graveyard" (CR 608.2d, 406.2): "At the beginning of your end step, you may
exile an enchantment card from your graveyard. If you do, create a 2/2 black Zombie creature token." (Aphemia, the
Cacophony), "Then you may exile a creature or enchantment card from your graveyard. If you do, ..." — `spec` (a spec of
cards in your graveyard) and `amount`.

The choice to do it is rules/reflexive.py's (`choices.pay_optional_cost`); this module exiles the cards. They are
chosen as it resolves, not targeted (608.2d): the `resolve` action's `choices.exile_from_graveyard` names them (as for
the cost "Exile a creature card from your graveyard", rules/sacrifice_exile_costs.py), else the documented default, the
first matching cards of the controller's graveyard in graveyard order. Choosing to do it with too few matching cards is
refused, as the action can't be done and "If you do" could never hold (608.2d)."""

from __future__ import annotations

from app.engine.actions import Choices
from app.engine.cards import OptionalAction
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.target_filters import characteristics_match
from app.engine.rules.zones import place_in_zone
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

CITES = (cr("608.2d"), cr("406.2"))


def describe(action: OptionalAction) -> str:
    """The action as the `pending` decision's `cost` names it ("exile 1 enchantment card in your graveyard")."""
    return f"exile {action.amount} {parse_target_spec(action.spec or '').words()}"


def do_optional_exile(game: Game, item: StackObject, action: OptionalAction, choices: Choices) -> list[str]:
    """The optional action "exile_from_graveyard" (its controller chose to do it): its citations."""
    player = game.player(item.controller)
    spec = parse_target_spec(action.spec or "")
    pool = [card.id for card in player.graveyard
            if characteristics_match(spec, compute(game, StackObject(id=card.id, card=card.card)), 0)]
    what = f"the optional action of {item.id} ({describe(action)})"
    if len(pool) < action.amount:
        raise IllegalAction("Can't do that", f"{what}: {player.id} has {len(pool)} such card(s) in their graveyard",
                            [*CITES])
    chosen = pool[: action.amount]
    if choices.exile_from_graveyard is not None and "exile_from_graveyard" not in game.used_choices:
        game.used_choices.add("exile_from_graveyard")
        given = list(dict.fromkeys(choices.exile_from_graveyard))
        if len(given) != len(choices.exile_from_graveyard) or len(given) != action.amount or any(
                card_id not in pool for card_id in given):
            raise IllegalAction("Can't exile that", f"{what}: choices.exile_from_graveyard must name {action.amount} "
                                f"of {pool}, not {choices.exile_from_graveyard}", [*CITES])
        chosen = given
    leaving = set(chosen)
    cards = [card for card in player.graveyard if card.id in leaving]
    player.graveyard = [card for card in player.graveyard if card.id not in leaving]
    place_in_zone(player, Zone.EXILE, cards)
    game.emit("zone_change", [*CITES], cards=[card.id for card in cards], **{"from": "graveyard", "to": "exile"},
              reason="exiled by an optional action")
    return [*CITES]
