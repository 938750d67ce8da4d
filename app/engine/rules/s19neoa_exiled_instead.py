"""s19-neoa: "If a creature would die this turn, exile it instead." (Malicious Malfunction, after "All creatures get
-2/-2 until end of turn."): the effect `creatures_exiled_if_they_would_die`.

As it resolves, the game remembers the replacement (`GameState.creatures_exiled_if_they_would_die`) until the cleanup
step of this turn begins (CR 514.2: "this turn" effects end then). Meanwhile any creature, whoever controls it and
whenever it came onto the battlefield, that would be put into a graveyard from the battlefield (dies, CR 700.4) is
exiled instead (CR 614.1a: a replacement effect; `registry.leave_destinations`, the one place such replacements are
asked). The spell's other effects come first (CR 608.2c): its -2/-2 is applied as it resolves, and the creatures it
kills die only when state-based actions are checked afterwards (704.3, 704.5f), with the replacement in place. A
noncreature permanent going to a graveyard is not replaced (it doesn't die).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CreaturesExiledIfTheyWouldDieEffect
from app.engine.characteristics import is_creature
from app.engine.citations import cr
from app.engine.enums import Step, Zone
from app.engine.game import Game
from app.engine.state import Permanent, StackObject


def _resolve(game: Game, item: StackObject, effect: CreaturesExiledIfTheyWouldDieEffect, choices: Choices) -> None:
    game.state.creatures_exiled_if_they_would_die = True
    game.emit("creatures_exiled_if_they_would_die", [cr("608.2"), cr("614.1a")], stack_object=item.id,
              source=item.source, duration="this_turn")


def _exiled_instead(game: Game, permanent: Permanent, destination: Zone) -> tuple[Zone, list[str]] | None:
    if not game.state.creatures_exiled_if_they_would_die or destination is not Zone.GRAVEYARD:
        return None  # most games: no such effect this turn (tested first)
    if not is_creature(game, permanent):  # only a creature dies (CR 700.4)
        return None
    return Zone.EXILE, [cr("614.1a"), cr("700.4")]


def _ends(game: Game) -> None:
    """CR 514.2: "this turn" effects end as the cleanup step begins."""
    if game.state.creatures_exiled_if_they_would_die:
        game.state.creatures_exiled_if_they_would_die = False
        game.emit("creatures_exiled_if_they_would_die_ended", [cr("514.2")])


registry.effect_resolvers["creatures_exiled_if_they_would_die"] = _resolve
registry.leave_destinations.add(_exiled_instead)
registry.step_begin[Step.CLEANUP].add(_ends, order=20)
