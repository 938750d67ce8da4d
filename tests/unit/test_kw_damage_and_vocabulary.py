"""Non-combat damage through `deal_damage` (lifelink 702.15b, deathtouch 702.2b, protection 702.16e)
and the keyword vocabulary of inline definitions (design.md §9)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import InvalidState
from app.engine.game import Game
from app.engine.loop.checks import run_checks
from app.engine.rules.damage import deal_damage
from app.engine.rules.targeting import RESOLVING_SPELL
from app.engine.state import GameState, StackObject
from tests.unit.conftest import CATALOG, run, state


def creature(object_id: str, controller: str, *keywords: str, **card: Any) -> dict[str, Any]:
    return {"id": object_id, "controller": controller, "controlled_since_turn": 1,
            "card": {"name": object_id, "types": ["Creature"], "power": 2, "toughness": 2, "keywords": list(keywords),
                     **card}}


def game_of(*battlefield: dict[str, Any]) -> Game:
    return Game(GameState.model_validate(state(battlefield=list(battlefield))), CATALOG)


def test_702_15b_lifelink_on_noncombat_damage() -> None:
    game = game_of(creature("l", "alice", "lifelink"), creature("t", "bob"))
    dealt = deal_damage(game, "l", "bob", 3, ["CR 120.3"])
    assert dealt == 3 and game.state.player("alice").life == 23 and game.state.player("bob").life == 17
    gained = [e for e in game.events if e["type"] == "life_gained"]
    assert gained[0]["combat"] is False and "CR 702.15b" in gained[0]["cites"]
    assert [e["type"] for e in game.events] == ["damage_dealt", "life_gained"]  # with the damage (702.15b)


def test_702_2b_noncombat_deathtouch_damage_destroys_at_the_next_check() -> None:
    game = game_of(creature("d", "alice", "deathtouch"), creature("big", "bob", toughness=6))
    deal_damage(game, "d", "big", 1, [])
    run_checks(game)
    assert [p.id for p in game.state.battlefield] == ["d"]
    assert any("CR 704.5h" in e["cites"] for e in game.events if e["type"] == "zone_change")


def test_702_12b_indestructible_ignores_noncombat_deathtouch() -> None:
    game = game_of(creature("d", "alice", "deathtouch"), creature("i", "bob", "indestructible"))
    deal_damage(game, "d", "i", 1, [])
    run_checks(game)
    assert [p.id for p in game.state.battlefield] == ["d", "i"]


def test_702_16e_protection_prevents_noncombat_damage_from_that_quality() -> None:
    game = game_of(creature("r", "alice", colors=["R"]), creature("p", "bob", "protection:red"))
    assert deal_damage(game, "r", "p", 3, []) == 0
    assert game.state.battlefield[1].damage == 0
    assert "CR 702.16e" in next(e for e in game.events if e["type"] == "damage_prevented")["cites"]


def test_702_vocabulary_unknown_keyword_is_refused_with_its_path_and_the_accepted_list() -> None:
    with pytest.raises(InvalidState) as invalid:
        run(state(battlefield=[creature("x", "alice", "flying", "flyng")]), [])
    error = invalid.value.errors[0]
    assert error["path"] == "battlefield[0].card.keywords[1]"
    assert "'flyng'" in error["message"] and "first_strike" in error["message"] and "ward:" in error["message"]


def test_702_vocabulary_every_place_a_definition_sits_is_checked() -> None:
    back = {"name": "Back", "types": ["Creature"], "power": 1, "toughness": 1, "keywords": ["tramplee"]}
    game = state(alice={"hand": [{"id": "h", "card": {"name": "H", "types": ["Creature"], "keywords": ["hasty"]}}]},
                 battlefield=[creature("x", "alice", back_face=back)])
    with pytest.raises(InvalidState) as invalid:
        run(game, [])
    paths = {e["path"] for e in invalid.value.errors}
    assert paths == {"players[0].hand[0].card.keywords[0]", "battlefield[0].card.back_face.keywords[0]"}


def test_702_vocabulary_spellings_are_canonicalised() -> None:
    game = state(battlefield=[creature("x", "alice", "First Strike", "double strike", "Protection from red",
                                       "Ward {2}", "Swampwalk")])
    keywords = run(game, [])["state"]["battlefield"][0]["characteristics"]["keywords"]
    assert keywords == ["first_strike", "double_strike", "protection:red", "ward:{2}", "swampwalk"]


def test_702_16e_and_702_15b_a_resolving_spell_is_still_the_source_of_its_damage() -> None:
    """While an instant resolves it is off the stack and in no zone; the damage it deals is still
    prevented by protection from its color, and its lifelink still gains its controller life."""
    game = game_of(creature("p", "bob", "protection:red"), creature("t", "bob"))
    game.rule_memory[RESOLVING_SPELL] = StackObject(id="bolt", card="Lightning Bolt", controller="alice", owner="alice")
    assert deal_damage(game, "bolt", "p", 3, []) == 0
    linked = {"name": "Drain", "mana_cost": "{B}", "types": ["Instant"], "keywords": ["lifelink"]}
    game.rule_memory[RESOLVING_SPELL] = StackObject.model_validate(
        {"id": "drain", "card": linked, "controller": "alice", "owner": "alice"})
    assert deal_damage(game, "drain", "t", 2, []) == 2 and game.state.player("alice").life == 22
