"""s19-impulse: casting the cards exiled with a permanent, and exiling the top of a library (docs/oracle-s19-impulse.md).

- `exile_top_of_library`: "Exile the top card [N cards] of your library." (Rona, Disciple of Gix's {4}, {T}): the top
  `amount` cards of the ability's controller's library are exiled (CR 406.2; fewer when it has fewer). A source with
  a linked ability remembers them (CR 607.2a, `Permanent.exiled_with`; rules/linked_exile.py).
- `cast_from_exiled_with`: "You may cast spells from among cards exiled with ~." (CR 607.2a, 601.2a): while a
  permanent with it is on the battlefield, its controller may cast the cards its own abilities exiled
  (`exiled_with`) that are still in exile — whoever owns them (the spell's owner is the card's owner, its controller
  the caster, CR 108.3, 110.2) — at their normal timing and costs (117.1a, 601.2f). A land card is not cast
  (305.1): it stays. Casting it moves it to the stack, a new object (400.7): no record keeps it.

Gating: every question returns at once in a game where no card has the ability (`ability_presence.game_has`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CastFromExiledWithAbility, ExileTopOfLibraryEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, ZoneLocation
from app.engine.rules import linked_exile
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.zones import place_in_zone
from app.engine.state import StackObject, ZoneCard

CAST_CITES = (cr("607.2a"), cr("601.2a"))


def _resolve_exile_top(game: Game, item: StackObject, effect: ExileTopOfLibraryEffect, choices: Choices) -> None:
    state = game.state
    player = game.player(item.controller or state.active_player or "")
    exiled = player.library[: effect.amount]
    player.library = player.library[len(exiled) :]
    place_in_zone(player, Zone.EXILE, exiled)
    cards = [card.id for card in exiled]
    game.emit("exiled_top_of_library", [cr("406.2"), cr("608.2")], stack_object=item.id, player=player.id, cards=cards)
    linked_exile.remember(game, item, cards)  # CR 607.2a: a source with a linked ability remembers them


def caster_of(game: Game, card: str, player: str | None) -> str | None:
    """The player (`player`, or None: whoever may) who may cast the exiled `card` as one exiled with a permanent
    they control that lets them (CR 607.2a), or None."""
    if not game_has(game, CastFromExiledWithAbility):
        return None
    for permanent in game.state.battlefield:
        controller = permanent.controller
        if (card in permanent.exiled_with and controller is not None and player in (None, controller)
                and abilities_of_kind(game, permanent, CastFromExiledWithAbility)):
            return controller
    return None


def permitted_location(game: Game, card: str, player: str | None) -> ZoneLocation | None:
    """The exiled `card` when `player` may cast it as a card exiled with a permanent of theirs, else None."""
    if caster_of(game, card, player) is None:
        return None
    return game.find_zone_card(card, (Zone.EXILE,))


def castable_cards(game: Game, player: str) -> list[ZoneCard]:
    """The cards in exile (any player's) `player` may cast so (for `legal_actions`)."""
    if not game_has(game, CastFromExiledWithAbility):
        return []
    found: list[ZoneCard] = []
    for permanent in game.state.battlefield:
        if permanent.controller != player or not permanent.exiled_with:
            continue
        if not abilities_of_kind(game, permanent, CastFromExiledWithAbility):
            continue
        for card_id in permanent.exiled_with:
            location = game.find_zone_card(card_id, (Zone.EXILE,))
            if location is not None and location.card not in found:
                found.append(location.card)
    return found


def cast_from_exile(game: Game, card: str) -> None:
    """The card was cast: it is a new object on the stack, no longer exiled with anything (CR 400.7)."""
    linked_exile.forget(game, {card})


registry.effect_resolvers["exile_top_of_library"] = _resolve_exile_top
