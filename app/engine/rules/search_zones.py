"""s15-library: searches beyond one library (docs/oracle-library-s15.md).

"You may search your library and/or graveyard for a card named <Name>, reveal it, and put it into
your hand. If you search your library this way, shuffle." (CR 701.23a: to search a zone is to look
at all its cards and find the ones the instruction describes; 701.24a: shuffle). The player chooses
which of the two zones they search: `choices.search_zones` (`["library"]`, `["graveyard"]` or both);
without it, the graveyard alone when every card found is in the graveyard, else both zones. The
cards found (`choices.search`) must be in a zone searched; the library is shuffled only if it was
searched ("If you search your library this way, shuffle.").

"Search your library for a card named <X> and/or a card named <Y>" (`one_each`): at most one card of
each quality (CR 701.23a: the search finds what the instruction describes, no more): the cards found
must be matched each to a different quality.

This module holds the decisions only; rules/library.py resolves the search and calls it where the
effect says `graveyard` or `one_each` (the plain search is unchanged).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import permutations

from app.engine.actions import Choices
from app.engine.cards import LookAtTopEffect, SearchLibraryEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import Player, StackObject, ZoneCard

Matches = Callable[[ZoneCard, list[str]], bool]


def zones_searched(effect: SearchLibraryEffect, player: Player, answer: list[str] | None, choices: Choices) -> set[str]:
    """The zones the player searches (CR 701.23a): the library only, unless the effect says "and/or
    graveyard"; then `choices.search_zones`, else the graveyard alone when every card named is in the
    graveyard (and at least one is), else both."""
    if not effect.graveyard:
        return {"library"}
    if choices.search_zones is not None:
        return set(choices.search_zones)
    in_graveyard = {card.id for card in player.graveyard}
    if answer and all(card_id in in_graveyard for card_id in answer):
        return {"graveyard"}
    return {"library", "graveyard"}


def searched_cards(player: Player, zones: set[str]) -> list[ZoneCard]:
    """The cards the search looks at: the library's, then the graveyard's."""
    return [*(player.library if "library" in zones else []), *(player.graveyard if "graveyard" in zones else [])]


def one_each_fits(cards: Sequence[ZoneCard], qualities: list[str], matches: Matches) -> bool:
    """Whether each card found can be matched to a different one of `qualities` ("a card named X
    and/or a card named Y", CR 701.23a). At most as many cards as qualities (a handful): every
    assignment is tried."""
    if len(cards) > len(qualities):
        return False
    return any(
        all(matches(card, [quality]) for card, quality in zip(cards, chosen, strict=True))
        for chosen in permutations(qualities, len(cards))
    )


def check_one_each(cards: Sequence[ZoneCard], effect: SearchLibraryEffect | LookAtTopEffect, matches: Matches) -> None:
    """Refuses cards that are not one of each quality (CR 701.23a for a search; 608.2c for the cards
    taken from among those looked at)."""
    qualities = effect.quality or []
    if effect.one_each and not one_each_fits(cards, qualities, matches):
        field, rule = ("search", "701.23a") if isinstance(effect, SearchLibraryEffect) else ("chosen", "608.2c")
        raise IllegalAction(
            "Wrong library choice",
            f"choices.{field} must name at most one card of each of {' and '.join(qualities)}, "
            f"not {[card.id for card in cards]!r}",
            [cr(rule)],
        )


def take_from_graveyard(game: Game, item: StackObject, player: Player, cards: list[ZoneCard]) -> None:
    """The cards found in the graveyard go to the hand (revealed, CR 701.20a): a `graveyard_searched`
    event, then one zone change each."""
    leaving = {id(card) for card in cards}
    player.graveyard = [card for card in player.graveyard if id(card) not in leaving]
    player.hand.extend(cards)
    for card in cards:
        game.emit(
            "zone_change",
            [cr("701.23a")],
            object=card.id,
            cards=[card.id],
            card=game.definition(card.card).name,
            **{"from": Zone.GRAVEYARD.value, "to": Zone.HAND.value},
        )


def emit_graveyard_searched(game: Game, item: StackObject, player: Player, found: list[ZoneCard]) -> None:
    game.emit(
        "graveyard_searched",
        [cr("608.2"), cr("701.23a")],
        stack_object=item.id,
        player=player.id,
        found=[card.id for card in found],
    )


def check_different_names(game: Game, cards: Sequence[ZoneCard]) -> None:
    """ "Search your library for up to two creature cards with different names": refuses two cards found
    with one name (CR 201.2a: the same name is the same English name)."""
    names = [game.definition(card.card).name for card in cards]
    if len(set(names)) != len(names):
        raise IllegalAction(
            "Wrong library choice",
            f"choices.search must name cards with different names, not {[card.id for card in cards]!r} "
            f"({', '.join(names)})",
            [cr("201.2a"), cr("701.23a")],
        )
