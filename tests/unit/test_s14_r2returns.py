"""Oracle constructions of group "r2returns" (docs/oracle-r2returns.md): each read from a real card's
Oracle text and played by the engine; a near variant with a word the grammar doesn't know stays not
modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _not_read(line: str, *, is_spell: bool = True) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


def _ids(result: dict[str, Any]) -> list[str]:
    return [p["id"] for p in result["state"]["battlefield"]]


# --- "return a creature card put into your graveyard this way to the battlefield" (CR 608.2c-d) ----

STARFALL = (
    "Starfall Invocation",
    "Sorcery",
    "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card "
    "before its other effects.)\nDestroy all creatures. If the gift was promised, return a creature card "
    "put into your graveyard this way to the battlefield under your control.",
    "{3}{W}{W}",
)
OGRE = {"name": "Test Ogre", "types": ["Creature"], "power": 4, "toughness": 4}


def test_608_2c_starfall_invocation_reads_full() -> None:
    abilities = read_full_definition(*STARFALL)["abilities"]
    assert {
        "kind": "spell",
        "effect": {"kind": "return_put_this_way", "card_type": "creature"},
        "condition": "gift_promised",
    } in abilities
    assert {"kind": "spell", "effect": {"kind": "destroy", "target": "each_creature"}} in abilities


def test_608_2c_put_this_way_near_variants_are_not_read() -> None:
    _not_read("Destroy all creatures. Return a creature card put into your graveyard this wey to the battlefield.")
    _not_read("Destroy all creatures. Return a creature card put into your graveyard this way to the battlefeld.")
    _not_read("Destroy all creatures. Return an instant card put into your graveyard this way to the battlefield.")
    # "this way" in a permanent's triggered ability: not read (what the spell did while resolving)
    _not_read(
        "When ~ enters, destroy all creatures. Return a creature card put into your graveyard this way "
        "to the battlefield.",
        is_spell=False,
    )


def _starfall(gift: str | None, chosen: list[str] | None, *, cast_only: bool = False) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "starfall", "card": "Starfall Invocation"}], "mana_pool": {"W": 5}},
        battlefield=[
            {"id": "bear", "card": "Grizzly Bears", "controller": "alice", "owner": "alice"},
            {"id": "ogre", "card": "Test Ogre", "controller": "alice", "owner": "alice"},
            {"id": "tok", "card": "Grizzly Bears", "controller": "alice", "owner": "alice", "is_token": True},
            {"id": "bob-bear", "card": "Grizzly Bears", "controller": "bob", "owner": "bob"},
            {"id": "stolen", "card": "Test Ogre", "controller": "alice", "owner": "bob"},
        ],
    )
    cast = {"type": "cast", "player": "alice", "card": "starfall", "gift": gift}
    resolve: dict[str, Any] = {"type": "resolve"}
    if chosen is not None:
        resolve["choices"] = {"chosen": chosen}
    actions = [cast] if cast_only else [cast, resolve]
    return _run(game, actions, read_full_definition(*STARFALL), OGRE)


def test_608_2c_without_the_gift_every_creature_stays_destroyed() -> None:
    result = _starfall(None, None)
    assert _ids(result) == []
    assert {c["id"] for c in player_of(result, "alice")["graveyard"]} == {"bear", "ogre", "starfall"}


def test_608_2d_the_chosen_creature_card_returns_under_your_control() -> None:
    result = _starfall("bob", ["ogre"])
    assert _ids(result) == ["ogre"]
    ogre = result["state"]["battlefield"][0]
    assert ogre["controller"] == "alice" and ogre["owner"] == "alice"
    assert {c["id"] for c in player_of(result, "alice")["graveyard"]} == {"bear", "starfall"}
    assert events_of(result, "permanent_chosen")[0]["permanent"] == "ogre"


def test_608_2d_without_an_answer_the_first_card_put_there_returns() -> None:
    result = _starfall("bob", None)
    assert _ids(result) == ["bear"]
    assert events_of(result, "permanent_chosen")[0]["chosen"] is False


def test_608_2c_only_a_card_put_into_your_own_graveyard_this_way_may_be_chosen() -> None:
    for wrong in (["bob-bear"], ["stolen"], ["tok"], ["bear", "ogre"]):
        with pytest.raises(IllegalAction, match="put into alice's graveyard this way"):
            _starfall("bob", wrong)


def test_608_2d_pending_asks_which_creature_card_to_return() -> None:
    pending = _starfall("bob", None, cast_only=True)["pending"]
    assert pending["decision"] == "choose"
    assert pending["options"]["values"] == ["bear", "ogre"]  # the nontoken creatures alice owns


# --- "Then if the gift was promised and that creature isn't legendary, create a token that's a copy of
# --- that creature, except it's 1/1." (CR 707.9b, 608.2c, 205.4a) ---------------------------------------

COILING = (
    "Coiling Rebirth",
    "Sorcery",
    "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card "
    "before its other effects.)\nReturn target creature card from your graveyard to the battlefield. Then if "
    "the gift was promised and that creature isn't legendary, create a token that's a copy of that creature, "
    "except it's 1/1.",
    "{3}{B}{B}",
)
LEGEND = {"name": "Test Legend", "types": ["Creature"], "supertypes": ["Legendary"], "power": 5, "toughness": 5}


def test_707_9b_coiling_rebirth_reads_full() -> None:
    abilities = read_full_definition(*COILING)["abilities"]
    assert abilities[-1] == {
        "kind": "spell",
        "effect": {
            "kind": "create_token_copy",
            "target": "it",
            "except_power": 1,
            "except_toughness": 1,
            "unless_legendary": True,
        },
        "condition": "gift_promised",
    }


def test_707_9b_near_variants_are_not_read() -> None:
    back = "Return target creature card from your graveyard to the battlefield. "
    _not_read(
        back + "Then if the gift was promised and that creature isn't legendery, create a token that's a "
        "copy of that creature, except it's 1/1."
    )
    _not_read(back + "Then if the gift was promised and that creature isn't legendary, draw a card.")
    _not_read(back + "Then if the gift was promised, create a token that's a copy of that creature, exept it's 1/1.")
    # "that creature" with no creature card returned before it: not read
    _not_read(
        "Draw a card. Then if the gift was promised and that creature isn't legendary, create a token "
        "that's a copy of that creature, except it's 1/1."
    )


def _coiling(gift: str | None, card: str) -> dict[str, Any]:
    game = state(
        alice={
            "hand": [{"id": "coil", "card": "Coiling Rebirth"}],
            "mana_pool": {"B": 5},
            "graveyard": [{"id": "dead", "card": card}],
        }
    )
    cast = {"type": "cast", "player": "alice", "card": "coil", "gift": gift, "choices": {"targets": ["dead"]}}
    return _run(game, [cast, {"type": "resolve"}], read_full_definition(*COILING), OGRE, LEGEND)


def test_707_9b_with_the_gift_a_1_1_token_copy_of_the_returned_creature() -> None:
    result = _coiling("bob", "Test Ogre")
    ogre = next(p for p in result["state"]["battlefield"] if p["id"] == "dead")
    assert ogre["characteristics"]["power"] == 4
    tokens = [p for p in result["state"]["battlefield"] if p["is_token"]]
    assert len(tokens) == 1 and tokens[0]["controller"] == "alice"
    assert tokens[0]["characteristics"]["name"] == "Test Ogre"
    assert (tokens[0]["characteristics"]["power"], tokens[0]["characteristics"]["toughness"]) == (1, 1)


def test_608_2c_no_token_without_the_gift_or_for_a_legendary_creature() -> None:
    plain = _coiling(None, "Test Ogre")
    assert _ids(plain) == ["dead"]
    legend = _coiling("bob", "Test Legend")
    assert _ids(legend) == ["dead"]
    assert events_of(legend, "condition_not_met")[0]["condition"] == "that creature isn't legendary"
