"""s31-cmd: Fact or Fiction piles (CR 700.3): "Reveal the top five cards of your library. An opponent separates those
cards into two piles. Put one pile into your hand and the other into your graveyard." (`look_at_top` with
`s31cmd_piles`, resolved by rules/library.py, which calls `pile_taken`).

The opponent who separates the cards is `choices.chosen_opponent` (the controller's choice of "an opponent"), else the
next opponent in turn order. That opponent names the cards of the first pile with `choices.piles`; the second pile is
every other revealed card; each revealed card is in exactly one pile and a pile may be empty (CR 700.3). Then the
spell's or ability's controller takes one pile: `choices.chosen` names exactly the cards of one of the two piles (an
empty pile is named by `[]`). Defaults: the first revealed card alone in the first pile, and the larger pile taken (the
first on a tie). A wrong answer is refused with a 422 that says why.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.choose_opponent import opponents_in_turn_order
from app.engine.state import ZoneCard


def separating_opponent(game: Game, controller: str, chosen: str | None) -> str | None:
    """The opponent who separates the piles: `choices.chosen_opponent` if given (it must be an opponent still in the
    game), else the next opponent in turn order (None: no opponent left)."""
    opponents = opponents_in_turn_order(game, controller)
    if chosen is None:
        return opponents[0] if opponents else None
    if chosen not in opponents:
        raise IllegalAction("Not an opponent", f"choices.chosen_opponent names {chosen!r}, which is not an opponent of "
                            f"{controller} in the game", [cr("700.3")])
    game.used_choices.add("chosen_opponent")
    return chosen


def pile_taken(looked: list[ZoneCard], split: list[str] | None, pick: list[str] | None) -> list[ZoneCard]:
    """The pile the controller takes (CR 700.3): `split` the first pile's card ids (`choices.piles`), `pick` the
    pile taken (`choices.chosen`); the `library_choice_made` event then records the cards taken."""
    by_id = {card.id: card for card in looked}
    if split is None:
        split = [card.id for card in looked[:1]]
    elif len(set(split)) != len(split) or not set(split) <= set(by_id):
        raise IllegalAction("Wrong piles", f"choices.piles must name different cards among those revealed "
                            f"({', '.join(by_id) or 'none'}), not {split!r}", [cr("700.3")])
    first = [by_id[card_id] for card_id in split]
    second = [card for card in looked if card.id not in split]
    if pick is None:
        taken = first if len(first) >= len(second) else second
    elif sorted(pick) == sorted(card.id for card in first):
        taken = first
    elif sorted(pick) == sorted(card.id for card in second):
        taken = second
    else:
        raise IllegalAction("Wrong pile", f"choices.chosen must name exactly the cards of one pile "
                            f"({[card.id for card in first]!r} or {[card.id for card in second]!r}), not {pick!r}",
                            [cr("700.3")])
    return taken
