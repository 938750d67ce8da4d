"""Forage (CR 701.61): "To forage means to exile three cards from your graveyard or sacrifice a
Food." (701.61a). Here as a cost of an activated ability (`other_costs`: `{"kind": "forage"}`,
"{2}, Forage: ..."), paid with the ability's other costs (602.2b).

The action's `choices.forage` says how: one id, a Food its player controls to sacrifice
(701.21a), or three ids, cards of their graveyard to exile. Without it, the documented default: a
Food if they control one (the first in battlefield order), else the first three cards of their
graveyard. A player with neither a Food nor three cards in their graveyard can't forage, so the
ability can't be activated (118.3); a wrong choice is refused naming what may be chosen. A Food
is an artifact with the subtype Food (111.10)."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.zones import leave_battlefield, place_in_zone
from app.engine.state import Permanent, Player, ZoneCard

CITES = (cr("701.61a"),)


def _foods(game: Game, player: Player) -> list[Permanent]:
    found: list[Permanent] = []
    for permanent in game.state.battlefield:
        if permanent.controller != player.id:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and "Food" in characteristics.subtypes:
            found.append(permanent)
    return found


def forage_plan(game: Game, player: Player, what: str) -> tuple[Permanent | None, list[ZoneCard]]:
    """The Food to sacrifice or the graveyard cards to exile; refuses when foraging is impossible
    or chosen wrongly."""
    foods = _foods(game, player)
    graveyard = list(player.graveyard)
    chosen = game.choices.forage
    if chosen is not None:
        game.used_choices.add("forage")
        by_food = {food.id: food for food in foods}
        by_card = {card.id: card for card in graveyard}
        if len(chosen) == 1 and chosen[0] in by_food:
            return by_food[chosen[0]], []
        if len(chosen) == 3 and len(set(chosen)) == 3 and all(card in by_card for card in chosen):
            return None, [by_card[card] for card in chosen]
        raise IllegalAction(
            "Can't forage that way",
            f"{what}: choices.forage names one Food {player.id} controls "
            f"({', '.join(by_food) or 'none'}) or three cards of their graveyard "
            f"({', '.join(by_card) or 'none'}), not {chosen}",
            [*CITES],
        )
    if foods:
        return foods[0], []
    if len(graveyard) >= 3:
        return None, graveyard[:3]
    raise IllegalAction(
        "Cost can't be paid",
        f"{what}: {player.id} can't forage: no Food and {len(graveyard)} card(s) in their graveyard, not three",
        [*CITES, cr("118.3")],
    )


def forage(game: Game, player: Player, what: str) -> None:
    food, cards = forage_plan(game, player, what)
    if food is not None:
        leave_battlefield(game, food, Zone.GRAVEYARD, cites=[*CITES, cr("701.21a")], reason="sacrificed")
        game.emit("foraged", [*CITES], player=player.id, sacrificed=food.id, exiled=[], purpose=what)
        return
    leaving = {id(card) for card in cards}
    player.graveyard = [card for card in player.graveyard if id(card) not in leaving]
    place_in_zone(player, Zone.EXILE, cards)
    game.emit(
        "zone_change",
        [*CITES],
        cards=[card.id for card in cards],
        **{"from": "graveyard", "to": "exile"},
        reason="foraged",
    )
    game.emit("foraged", [*CITES], player=player.id, sacrificed=None, exiled=[card.id for card in cards], purpose=what)
