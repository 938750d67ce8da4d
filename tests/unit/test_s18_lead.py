"""Session 18, the lead's own changes (issue 24's review items)."""

from __future__ import annotations

import gc
import weakref

from app.engine.cards import CardDefinition
from app.engine.characteristics import without_abilities
from app.engine.game import Game
from app.engine.state import GameState
from tests.unit.conftest import CATALOG, state
from tests.unit.test_s17_linked import SPIRIT


def test_613_1f_a_face_stripped_of_its_abilities_lives_no_longer_than_its_game() -> None:
    """`characteristics.without_abilities` kept up to 1,024 stripped faces in a module cache by identity,
    the faces of cards a request posted inline included; now each game keeps its own."""
    spirit = CardDefinition.model_validate(SPIRIT)
    game = Game(GameState.model_validate(state()), CATALOG)
    stripped = without_abilities(game, spirit)
    assert (stripped.keywords, stripped.abilities, stripped.power) == ([], [], 3)
    assert without_abilities(game, spirit) is stripped  # derived once in a game
    kept = weakref.ref(stripped)
    del stripped, game
    gc.collect()
    assert kept() is None
    assert without_abilities(Game(GameState.model_validate(state()), CATALOG), spirit).abilities == []
