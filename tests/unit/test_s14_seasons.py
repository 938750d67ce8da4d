"""Oracle constructions of group "seasons" (docs/oracle-seasons.md): each read from a real card's
Oracle text and played by the engine; a near variant with a word the grammar doesn't know stays not
modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _not_read(line: str, *, is_spell: bool = True) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


def _ids(result: dict[str, Any]) -> list[str]:
    return [p["id"] for p in result["state"]["battlefield"]]


# --- "~ fights target creature token" as a mode (CR 700.2b, 701.14a) ------------------------------

WOLVERINE = (
    "Hivespine Wolverine",
    "Creature — Elemental Wolverine",
    "When Hivespine Wolverine enters, choose one — • Put a +1/+1 counter on target creature you control. "
    "• Hivespine Wolverine fights target creature token. • Destroy target artifact or enchantment.",
    "{3}{G}{G}",
    ("5", "4"),
)
OGRE = {"name": "Test Ogre", "types": ["Creature"], "power": 4, "toughness": 4}


def test_701_14a_hivespine_wolverine_reads_with_a_fight_mode() -> None:
    modes = read_full_definition(*WOLVERINE)["abilities"][0]["effect"]["modes"]
    assert modes[1] == {"kind": "fight", "by": "self", "target": "permanent:token:creature"}


def test_701_14a_fight_mode_near_variants_are_not_read() -> None:
    _not_read("When ~ enters, choose one — • Draw a card. • ~ fights target artifact token.", is_spell=False)
    _not_read("When ~ enters, choose one — • Draw a card. • ~ fights target creature tokken.", is_spell=False)


def _wolverine_enters(target: str) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "wol", "card": "Hivespine Wolverine"}]},
        battlefield=[
            {"id": "tok", "card": "Grizzly Bears", "controller": "bob", "owner": "bob", "is_token": True},
            {"id": "ogre", "card": "Test Ogre", "controller": "bob", "owner": "bob"},
        ],
    )
    enter = {
        "type": "put_onto_battlefield",
        "player": "alice",
        "card": "wol",
        "from": "hand",
        "choices": {"modes": [1], "targets": [target]},
    }
    return _run(game, [enter, {"type": "resolve"}], read_full_definition(*WOLVERINE), OGRE)


def test_701_14a_the_wolverine_fights_a_creature_token() -> None:
    result = _wolverine_enters("tok")
    assert "tok" not in _ids(result)  # 5 damage to a 2/2 token, which deals 2 back at the same time
    wolverine = next(p for p in result["state"]["battlefield"] if p["id"] == "wol")
    assert wolverine["damage"] == 2
    assert {(e["source"], e["to"], e["amount"]) for e in events_of(result, "damage_dealt")} == {
        ("wol", "tok", 5),
        ("tok", "wol", 2),
    }


def test_115_1_a_nontoken_creature_is_not_a_legal_target_of_the_fight() -> None:
    result = _wolverine_enters("ogre")
    assert "ogre" in _ids(result)
    assert "not a token creature" in events_of(result, "target_illegal")[0]["reason"]
    assert not events_of(result, "damage_dealt")


# --- a pawprint mode of several sentences; "Its controller draws a card." (CR 700.2h, 608.2h) ------

# Season of the Burrow's first two modes (the third: below)
BURROW_TWO = (
    "Test Burrow",
    "Sorcery",
    "Choose up to five {P} worth of modes. You may choose the same mode more than once.\n"
    "{P} — Create a 1/1 white Rabbit creature token.\n"
    "{P}{P} — Exile target nonland permanent. Its controller draws a card.",
    "{3}{W}{W}",
)


def test_700_2h_a_pawprint_mode_of_two_sentences_reads_as_a_mode_sequence() -> None:
    modal = read_full_definition(*BURROW_TWO)["abilities"][0]["effect"]
    assert modal["pawprints"] == [1, 2]
    assert modal["modes"][1] == {
        "kind": "mode_sequence",
        "effects": [
            {"kind": "exile", "target": "nonland_permanent"},
            {"kind": "draw", "amount": 1, "player": "its_controller"},
        ],
    }


def test_608_2h_its_controller_draws_near_variants_are_not_read() -> None:
    _not_read("Draw a card. Its controller draws a card.")  # no earlier target: "its" names nothing
    _not_read("Exile target nonland permanent. Its controller draws a card eventually.")
    _not_read("Exile target nonland permanent. Its ruler draws a card.")


def test_608_2h_each_exiled_permanents_controller_draws_a_card() -> None:
    game = state(
        alice={"hand": [{"id": "season", "card": "Test Burrow"}], "mana_pool": {"W": 5}},
        battlefield=[
            {"id": "ogre", "card": "Test Ogre", "controller": "bob", "owner": "bob"},
            {"id": "bear", "card": "Grizzly Bears", "controller": "alice", "owner": "alice"},
        ],
    )
    cast = {
        "type": "cast",
        "player": "alice",
        "card": "season",
        "choices": {"modes": [1, 1, 0], "targets": ["ogre", "bear"]},
    }
    result = _run(game, [cast, {"type": "resolve"}], read_full_definition(*BURROW_TWO), OGRE)
    assert "ogre" not in _ids(result) and "bear" not in _ids(result)
    assert len(player_of(result, "bob")["hand"]) == 1  # the ogre's controller drew
    assert len(player_of(result, "alice")["hand"]) == 1  # the bear's controller drew
    assert sum(p["is_token"] for p in result["state"]["battlefield"]) == 1


# --- keyword counters (CR 122.1b) and "... to the battlefield with an indestructible counter on it" --

BURROW = (
    "Season of the Burrow",
    "Sorcery",
    "Choose up to five {P} worth of modes. You may choose the same mode more than once.\n"
    "{P} — Create a 1/1 white Rabbit creature token.\n"
    "{P}{P} — Exile target nonland permanent. Its controller draws a card.\n"
    "{P}{P}{P} — Return target permanent card with mana value 3 or less from your graveyard to the battlefield "
    "with an indestructible counter on it.",
    "{3}{W}{W}",
)


def test_122_6_season_of_the_burrow_reads_full_with_a_return_with_counters_mode() -> None:
    modes = read_full_definition(*BURROW)["abilities"][0]["effect"]["modes"]
    assert modes[2]["kind"] == "return_to_battlefield"
    assert modes[2]["with_counters"] == {"indestructible": 1}
    assert modes[2]["target"].endswith(":mana_value<=3")


def test_122_1b_return_with_counters_near_variants_are_not_read() -> None:
    assert read_composed(
        "Return target creature card from your graveyard to the battlefield with a +1/+1 counter on it.", is_spell=True
    ).abilities
    _not_read("Return target creature card from your graveyard to the battlefield with a shield counter on it.")
    _not_read("Return target creature card from your graveyard to the battlefield with a flying counter on them.")
    _not_read("Return target creature to the battlefield with a flying counter on it.")  # from where?


def test_122_1b_the_engine_knows_the_same_keyword_counters_as_the_vocabulary() -> None:
    from typing import Literal, get_args

    from app.engine.cards import EntersWithCounter, ReturnCounter
    from app.engine.keywords import MODELLED_KEYWORDS
    from app.engine.rules.keyword_counters import KEYWORD_COUNTERS

    assert set(get_args(ReturnCounter)) == {"+1/+1", *KEYWORD_COUNTERS}
    # s33-newer: a card returned "with a -1/-1 counter on it" too (CR 122.1a, 122.6)
    assert get_args(EntersWithCounter) == (ReturnCounter, Literal["-1/-1"])
    assert set(KEYWORD_COUNTERS.values()) <= MODELLED_KEYWORDS


def test_122_6_the_season_returns_a_permanent_card_with_an_indestructible_counter() -> None:
    game = state(
        alice={
            "hand": [{"id": "season", "card": "Season of the Burrow"}],
            "mana_pool": {"W": 5},
            "graveyard": [{"id": "bear", "card": "Grizzly Bears"}],
        },
        battlefield=[{"id": "ogre", "card": "Test Ogre", "controller": "bob", "owner": "bob"}],
    )
    cast = {
        "type": "cast",
        "player": "alice",
        "card": "season",
        "choices": {"modes": [2, 1], "targets": ["ogre", "bear"]},
    }
    result = _run(game, [cast, {"type": "resolve"}], read_full_definition(*BURROW), OGRE)
    assert "ogre" not in _ids(result) and len(player_of(result, "bob")["hand"]) == 1
    bear = next(p for p in result["state"]["battlefield"] if p["id"] == "bear")
    assert bear["counters"] == {"indestructible": 1}
    assert "indestructible" in bear["characteristics"]["keywords"]
    entered = next(e for e in events_of(result, "entered_battlefield") if e["permanent"] == "bear")
    assert "CR 122.6" in entered["cites"] and "CR 122.1b" in entered["cites"]


def test_122_1b_a_keyword_counter_gives_its_keyword_and_indestructible_survives_destroy() -> None:
    doom = ("Test Doom", "Instant", "Destroy target creature.", "{B}")
    game = state(
        alice={"hand": [{"id": "doom", "card": "Test Doom"}], "mana_pool": {"B": 1}},
        battlefield=[
            {
                "id": "bear",
                "card": "Grizzly Bears",
                "controller": "bob",
                "owner": "bob",
                "counters": {"indestructible": 1, "flying": 1},
            },
            {"id": "plain", "card": "Grizzly Bears", "controller": "bob", "owner": "bob", "counters": {"+1/+1": 1}},
        ],
    )
    cast = {"type": "cast", "player": "alice", "card": "doom", "choices": {"targets": ["bear"]}}
    result = _run(game, [cast, {"type": "resolve"}], read_full_definition(*doom))
    bear = next(p for p in result["state"]["battlefield"] if p["id"] == "bear")
    assert {"indestructible", "flying"} <= set(bear["characteristics"]["keywords"])
    assert events_of(result, "not_destroyed")
    plain = next(p for p in result["state"]["battlefield"] if p["id"] == "plain")
    assert plain["characteristics"]["keywords"] == []


# --- "Choose an artifact or creature you control. ... it" (CR 608.2d) and "each nonland, nontoken
# permanent" (the untargeted `all:` filter) ---------------------------------------------------------

WEAVING = (
    "Season of Weaving",
    "Sorcery",
    "Choose up to five {P} worth of modes. You may choose the same mode more than once.\n"
    "{P} — Draw a card.\n"
    "{P}{P} — Choose an artifact or creature you control. Create a token that's a copy of it.\n"
    "{P}{P}{P} — Return each nonland, nontoken permanent to its owner's hand.",
    "{4}{U}{U}",
)


def test_608_2d_season_of_weaving_reads_full() -> None:
    modes = read_full_definition(*WEAVING)["abilities"][0]["effect"]["modes"]
    assert modes[1] == {
        "kind": "mode_sequence",
        "effects": [
            {"kind": "player_chooses_own", "player": "you", "spec": "artifact_or_creature", "then": "name_it"},
            {"kind": "create_token_copy", "target": "it"},
        ],
    }
    assert modes[2] == {"kind": "return_to_hand", "target": "all:nonland:nontoken"}


def test_608_2d_choose_and_each_near_variants_are_not_read() -> None:
    _not_read("Choose a creature an opponent controls. Create a token that's a copy of it.")
    _not_read("Choose an artifact or creature you control. Create a token that's a copy of it twice.")
    _not_read("Choose an artifact or creature you own. Create a token that's a copy of it.")
    _not_read("Create a token that's a copy of it.")  # "it" names nothing
    _not_read("Return each nonland, nontoken permanent to its owner's pocket.")


def _weave(modes: list[int], chosen: list[str] | None) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "season", "card": "Season of Weaving"}], "mana_pool": {"U": 6}},
        battlefield=[
            {"id": "bear", "card": "Grizzly Bears", "controller": "alice", "owner": "alice"},
            {"id": "ogre", "card": "Test Ogre", "controller": "alice", "owner": "bob"},
            {"id": "forest", "card": "Forest", "controller": "alice", "owner": "alice"},
            {"id": "tok", "card": "Grizzly Bears", "controller": "bob", "owner": "bob", "is_token": True},
        ],
    )
    cast = {"type": "cast", "player": "alice", "card": "season", "choices": {"modes": modes}}
    resolve: dict[str, Any] = {"type": "resolve", **({"choices": {"chosen": chosen}} if chosen else {})}
    return _run(game, [cast, resolve], read_full_definition(*WEAVING), OGRE)


def test_608_2d_the_chosen_permanent_is_copied() -> None:
    result = _weave([1], ["ogre"])
    copies = [p for p in result["state"]["battlefield"] if p["is_token"] and p["id"] != "tok"]
    assert [p["characteristics"]["name"] for p in copies] == ["Test Ogre"]
    assert copies[0]["controller"] == "alice"
    assert events_of(result, "permanent_chosen")[0]["permanent"] == "ogre"


def test_608_2d_pending_asks_which_permanent_to_choose() -> None:
    game = state(
        alice={"hand": [{"id": "season", "card": "Season of Weaving"}], "mana_pool": {"U": 6}},
        battlefield=[
            {"id": "bear", "card": "Grizzly Bears", "controller": "alice", "owner": "alice"},
            {"id": "ogre", "card": "Test Ogre", "controller": "alice", "owner": "alice"},
        ],
    )
    cast = {"type": "cast", "player": "alice", "card": "season", "choices": {"modes": [1]}}
    result = _run(game, [cast], read_full_definition(*WEAVING), OGRE)
    pending = result["pending"]
    assert pending["decision"] == "choose" and pending["options"]["values"] == ["bear", "ogre"]


def test_608_2d_each_nonland_nontoken_permanent_returns_to_its_owners_hand() -> None:
    result = _weave([2], None)
    assert sorted(_ids(result)) == ["forest", "tok"]
    assert {c["id"] for c in player_of(result, "alice")["hand"]} == {"bear"}
    assert {c["id"] for c in player_of(result, "bob")["hand"]} == {"ogre"}  # its owner's hand (CR 400.3)


# --- "If you control a Raccoon, you may discard a card. If you do, draw a card." (CR 608.2c-d) ------

TRASH = (
    "Take Out the Trash",
    "Instant",
    "Take Out the Trash deals 3 damage to target creature or planeswalker. If you control a Raccoon, you may "
    "discard a card. If you do, draw a card.",
    "{1}{R}",
)
RACCOON = {"name": "Test Raccoon", "types": ["Creature"], "subtypes": ["Raccoon"], "power": 1, "toughness": 1}


def test_608_2d_take_out_the_trash_reads_full() -> None:
    abilities = read_full_definition(*TRASH)["abilities"]
    assert abilities[1]["effect"] == {
        "kind": "if_you_do",
        "optional_action": {"action": "discard", "amount": 1},
        "effects": [{"kind": "draw", "amount": 1, "player": "you"}],
        "if_you_control": "permanent:Raccoon",
    }


def test_608_2d_if_you_may_near_variants_are_not_read() -> None:
    _not_read("If you control a Raccoon, you may juggle a card. If you do, draw a card.")
    _not_read("If you control a Raccoon, you may discard a card. If you do, destroy target creature.")
    _not_read("If you control a Raccoon, you may discard a card. If you did, draw a card.")
    _not_read("If you control a Raccoon, you may discard a card. If you do, draw a card.", is_spell=False)


def _trash(raccoon: bool, resolve_choices: dict[str, Any] | None) -> dict[str, Any]:
    game = state(
        alice={
            "hand": [{"id": "trash", "card": "Take Out the Trash"}, {"id": "extra", "card": "Forest"}],
            "mana_pool": {"R": 2},
        },
        battlefield=[
            {"id": "ogre", "card": "Test Ogre", "controller": "bob", "owner": "bob"},
            *([{"id": "coon", "card": "Test Raccoon", "controller": "alice", "owner": "alice"}] if raccoon else []),
        ],
    )
    cast = {"type": "cast", "player": "alice", "card": "trash", "choices": {"targets": ["ogre"]}}
    actions: list[dict[str, Any]] = [cast]
    if resolve_choices is not None:
        actions.append({"type": "resolve", "choices": resolve_choices})
    return _run(game, actions, read_full_definition(*TRASH), OGRE, RACCOON)


def test_608_2d_pending_asks_whether_to_discard_when_you_control_a_raccoon() -> None:
    pending = _trash(True, None)["pending"]
    assert pending["options"]["choice"] == "pay_optional_cost"
    assert pending["options"]["cost"] == "discard 1 card"
    assert _trash(False, None)["pending"]["decision"] == "priority"  # no Raccoon: nothing to ask


def test_608_2d_discarding_draws_a_card_with_a_raccoon() -> None:
    result = _trash(True, {"pay_optional_cost": True, "discard": ["extra"]})
    alice = player_of(result, "alice")
    assert {c["id"] for c in alice["graveyard"]} == {"extra", "trash"}
    assert len(alice["hand"]) == 1 and alice["hand"][0]["id"] != "extra"
    ogre = next(p for p in result["state"]["battlefield"] if p["id"] == "ogre")
    assert ogre["damage"] == 3


def test_608_2d_declining_or_no_raccoon_means_no_discard_and_no_draw() -> None:
    for raccoon, choices in ((True, {"pay_optional_cost": False}), (False, {"pay_optional_cost": True})):
        result = _trash(raccoon, choices)
        assert [c["id"] for c in player_of(result, "alice")["hand"]] == ["extra"]
    assert events_of(_trash(False, {}), "condition_not_met")
