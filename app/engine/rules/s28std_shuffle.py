"""s28-std: "Shuffle up to three target cards from your graveyard into your library." (CR 701.24a, 400.3, 115.1) — a
`put_on_library` effect with `position` "s27cmd_shuffled" whose target is cards of its controller's graveyard
("card_in_your_graveyard..."; the s27-cmd position shuffles a target permanent into its owner's library).

Each target card still in the graveyard goes into its owner's library (CR 400.3: the controller's own, the cards being of
their graveyard), then that library is shuffled (by the request's seed, CR 701.24a). A target card that left the
graveyard is not moved (it is a new object, CR 400.7; an illegal target, 608.2b); with "up to" and none chosen, the
library is still shuffled (the instruction is performed as far as possible, CR 609.3)."""

from __future__ import annotations

from app.engine.cards import PutOnLibraryEffect
from app.engine.citations import cr
from app.engine.enums import LibraryPosition, Zone
from app.engine.game import Game
from app.engine.rules.graveyard_cards import move_target_graveyard_cards, targets_graveyard_cards
from app.engine.rules.library import shuffle_library
from app.engine.state import StackObject


def s28std_shuffles_graveyard_cards(effect: PutOnLibraryEffect) -> bool:
    """Whether this `put_on_library` shuffles target cards of a graveyard into their owner's library."""
    return effect.position == "s27cmd_shuffled" and targets_graveyard_cards(effect.target)


def s28std_resolve(game: Game, item: StackObject, effect: PutOnLibraryEffect) -> None:
    """The target cards into their owner's library, then that library shuffled."""
    move_target_graveyard_cards(game, item, effect.target, Zone.LIBRARY, LibraryPosition.TOP)
    if item.controller is not None:
        shuffle_library(game, game.player(item.controller), item.id, (cr("608.2"), cr("400.3")))
