"""Oracle coverage, group "lm" (docs/oracle-s17-lm.md): learn (CR 701.48a) and the cards a player owns outside
the game (their posted `sideboard`, CR 400.11a), read from real Strixhaven cards' Oracle text and played by the
engine; near variants with a word the grammar doesn't know stay not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import resolve
from app.engine.cards import CardDefinition, card_quality
from app.engine.errors import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import CATALOG, events_of, permanent, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run
from tests.unit.fx_cards import FX_CARDS

REMINDER = (
    " (You may reveal a Lesson card you own from outside the game and put it into your hand, or discard a "
    "card to draw a card.)"
)
GUIDING_VOICE = ("Guiding Voice", "Sorcery", "Put a +1/+1 counter on target creature.\nLearn." + REMINDER, "{W}")
EYETWITCH = ("Eyetwitch", "Creature — Eye Bat", "Flying\nWhen Eyetwitch dies, learn." + REMINDER, "{B}", ("1", "1"))
OVERGROWN_ARCH = (
    "Overgrown Arch",
    "Creature — Plant Wall",
    "Defender\n{T}: You gain 1 life.\n{2}, Sacrifice Overgrown Arch: Learn." + REMINDER,
    "{1}{G}",
    ("0", "4"),
)
EXPANDED_ANATOMY = (
    "Expanded Anatomy",
    "Sorcery — Lesson",
    "Put two +1/+1 counters on target creature. It gains vigilance until end of turn.",
    "{3}",
)


def _voice_game(**alice: Any) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "mana_pool": {"W": 1},
        "hand": [{"id": "gv", "card": "Guiding Voice"}, {"id": "spare", "card": "Grizzly Bears"}],
        "library": [{"id": "top", "card": "Lightning Bolt"}],
        "sideboard": [{"id": "lesson", "card": "Expanded Anatomy"}, {"id": "bears-sb", "card": "Grizzly Bears"}],
    }
    fields.update(alice)
    return state(alice=fields, battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "alice"}])


def _cast_voice(game: dict[str, Any], resolving: dict[str, Any] | None) -> dict[str, Any]:
    cast = {"type": "cast", "player": "alice", "card": "gv", "choices": {"targets": ["bear"]}}
    actions = [cast, {"type": "resolve", **({"choices": resolving} if resolving is not None else {})}]
    return _run(game, actions, _read(*GUIDING_VOICE), _read(*EXPANDED_ANATOMY))


def _zone(result: dict[str, Any], zone: str) -> list[str]:
    return [card["id"] for card in player_of(result, "alice").get(zone, [])]


# --- the engine: learn (CR 701.48a) --------------------------------------------------------------------------


def test_701_48a_learn_puts_a_lesson_from_the_sideboard_into_the_hand() -> None:
    assert _read(*GUIDING_VOICE)["abilities"][1] == {"kind": "spell", "effect": {"kind": "learn"}}
    result = _cast_voice(_voice_game(), {"chosen": ["lesson"]})
    assert _zone(result, "hand") == ["spare", "lesson"]
    assert _zone(result, "sideboard") == ["bears-sb"]
    assert _zone(result, "library") == ["top"]
    (revealed,) = events_of(result, "card_revealed")
    assert revealed["card"] == "Expanded Anatomy" and "CR 701.48a" in revealed["cites"]
    (moved,) = [e for e in events_of(result, "zone_change") if e["cards"] == ["lesson"]]
    assert moved["from"] == "outside_game" and moved["to"] == "hand"
    assert events_of(result, "learned")[0]["result"] == "lesson_to_hand"


def test_701_48a_learn_discards_a_card_then_draws_a_card() -> None:
    result = _cast_voice(_voice_game(), {"chosen": ["spare"]})
    assert _zone(result, "hand") == ["top"]
    assert "spare" in _zone(result, "graveyard")
    assert _zone(result, "sideboard") == ["lesson", "bears-sb"]
    assert events_of(result, "cards_discarded")[0]["cards"] == ["spare"]
    assert events_of(result, "learned")[0] == {
        **events_of(result, "learned")[0],
        "result": "discarded_and_drew",
        "card_id": "spare",
    }


def test_701_48a_learn_does_nothing_by_default_and_asks_a_choose_decision() -> None:
    result = _cast_voice(_voice_game(), None)
    assert _zone(result, "hand") == ["spare"]
    assert _zone(result, "sideboard") == ["lesson", "bears-sb"]
    assert events_of(result, "learned")[0]["result"] == "nothing"
    cast = {"type": "cast", "player": "alice", "card": "gv", "choices": {"targets": ["bear"]}}
    pending = _run(_voice_game(), [cast], _read(*GUIDING_VOICE), _read(*EXPANDED_ANATOMY))["pending"]
    assert pending["decision"] == "choose" and pending["player"] == "alice"
    options = pending["options"]
    assert options["kind"] == "learn" and options["choice"] == "chosen"
    assert options["cards"] == ["lesson"] and options["hand"] == ["spare"]
    assert (options["min"], options["max"], options["default"]) == (0, 1, [])


@pytest.mark.parametrize(
    ("chosen", "match"),
    [(["bears-sb"], "not a Lesson card"), (["bear"], "neither"), (["spare", "lesson"], "2 cards")],
)
def test_701_48a_learn_refuses_a_card_it_cant_take(chosen: list[str], match: str) -> None:
    catalog = {
        **CATALOG,
        "Guiding Voice": CardDefinition.model_validate(_read(*GUIDING_VOICE)),
        "Expanded Anatomy": CardDefinition.model_validate(_read(*EXPANDED_ANATOMY)),
    }
    cast = {"type": "cast", "player": "alice", "card": "gv", "choices": {"targets": ["bear"]}}
    with pytest.raises(IllegalAction, match=match):
        resolve(_voice_game(), [cast, {"type": "resolve", "choices": {"chosen": chosen}}], catalog)


def test_701_48a_a_dies_trigger_learns_for_its_controller() -> None:
    game = state(
        alice={"hand": [], "sideboard": [{"id": "lesson", "card": "Expanded Anatomy"}]},
        battlefield=[{"id": "eye", "card": "Eyetwitch", "controller": "alice"}],
        bob={"mana_pool": {"R": 1}, "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
    )
    actions = [
        {"type": "cast", "player": "bob", "card": "bolt", "choices": {"targets": ["eye"]}},
        {"type": "resolve"},
        {"type": "resolve", "choices": {"chosen": ["lesson"]}},
    ]
    result = _run(game, actions, _read(*EYETWITCH), _read(*EXPANDED_ANATOMY), FX_CARDS["Lightning Bolt"])
    assert "eye" in _zone(result, "graveyard")
    assert _zone(result, "hand") == ["lesson"] and "sideboard" not in player_of(result, "alice")


def test_400_11a_sideboard_ids_must_be_unique_with_the_game_s_objects() -> None:
    game = _voice_game(sideboard=[{"id": "spare", "card": "Expanded Anatomy"}])
    with pytest.raises(Exception, match="spare"):
        resolve(game, [], CATALOG)


# --- the grammar --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "is_spell"),
    [
        ("Learn.", True),
        ("When ~ dies, learn.", False),
        ("When ~ enters, learn.", False),
        ("{2}, Sacrifice ~: Learn.", False),
    ],
)
def test_lm_learn_lines_read(line: str, is_spell: bool) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is not None


@pytest.mark.parametrize("line", ["Learn twice.", "When ~ dies, learn quickly."])
def test_lm_learn_near_variants_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=line.startswith("Learn")).abilities is None


def test_lm_real_cards_with_learn_read_full() -> None:
    assert _read(*EYETWITCH)["abilities"][-1]["effect"] == {"kind": "learn"}
    arch = _read(*OVERGROWN_ARCH)["abilities"][-1]
    assert arch["kind"] == "activated" and arch["effect"] == {"kind": "learn"}


# --- "an instant or sorcery card" as a card quality (CR 205.2a) ---------------------------------------------

SOLVE_THE_EQUATION = (
    "Solve the Equation",
    "Sorcery",
    "Search your library for an instant or sorcery card, reveal it, put it into your hand, then shuffle.",
    "{2}{U}",
)


def _solve(chosen: list[str]) -> dict[str, Any]:
    game = state(
        alice={
            "mana_pool": {"U": 3},
            "hand": [{"id": "ste", "card": "Solve the Equation"}],
            "library": [{"id": "bears", "card": "Grizzly Bears"}, {"id": "bolt", "card": "Lightning Bolt"}],
        }
    )
    actions = [{"type": "cast", "player": "alice", "card": "ste"}, {"type": "resolve", "choices": {"search": chosen}}]
    return _run(game, actions, _read(*SOLVE_THE_EQUATION))


def test_205_2a_a_search_for_an_instant_or_sorcery_card_finds_one() -> None:
    effect = _read(*SOLVE_THE_EQUATION)["abilities"][0]["effect"]
    assert effect["kind"] == "search_library" and effect["quality"] == ["instant_or_sorcery"]
    result = _solve(["bolt"])
    assert _zone(result, "hand") == ["bolt"] and _zone(result, "library") == ["bears"]


def test_205_2a_a_search_for_an_instant_or_sorcery_card_refuses_a_creature_card() -> None:
    with pytest.raises(IllegalAction):
        _solve(["bears"])


def test_205_2a_card_qualities_with_spell_types() -> None:
    assert card_quality("instant_or_sorcery")[0].one_of_types == (("instant", "sorcery"),)
    assert card_quality("card:sorcery")[0].with_types == ("sorcery",)
    with pytest.raises(ValueError):
        card_quality("card:instant_or_goblin")


# --- "as long as you control eight or more lands" (CR 611.3a, 604.2) ---------------------------------------

SCURRID_COLONY = (
    "Scurrid Colony",
    "Creature — Squirrel",
    "Reach\nScurrid Colony gets +2/+2 as long as you control eight or more lands.",
    "{1}{G}",
    ("2", "2"),
)


@pytest.mark.parametrize(("lands", "size"), [(8, (4, 4)), (7, (2, 2))])
def test_611_3a_a_static_pump_applies_while_you_control_that_many(lands: int, size: tuple[int, int]) -> None:
    colony = _read(*SCURRID_COLONY)
    assert colony["abilities"][0]["as_long_as_you_control"] == "land"
    assert colony["abilities"][0]["as_long_as_you_control_at_least"] == 8
    forests = [{"id": f"f{n}", "card": "Forest", "controller": "alice"} for n in range(lands)]
    theirs = [{"id": f"b{n}", "card": "Forest", "controller": "bob"} for n in range(3)]
    game = state(battlefield=[{"id": "sc", "card": "Scurrid Colony", "controller": "alice"}, *forests, *theirs])
    result = _run(game, [], colony)
    found = permanent(result, "sc")["characteristics"]
    assert (found["power"], found["toughness"]) == size


def test_lm_count_condition_near_variant_is_not_read() -> None:
    assert (
        read_composed("~ gets +2/+2 as long as you control eight or more lands or so.", is_spell=False).abilities
        is None
    )


# --- an instant's "{U/R}{U/R}, Discard ~: ..." works from the hand (CR 113.6k, 602.1) ----------------------

CREATIVE_OUTBURST = (
    "Creative Outburst",
    "Instant",
    "Creative Outburst deals 5 damage to any target. Look at the top five cards of your library. Put one of them "
    "into your hand and the rest on the bottom of your library in a random order.\n"
    "{U/R}{U/R}, Discard Creative Outburst: Create a Treasure token.",
    "{3}{U}{U}{R}{R}",
)


def test_113_6k_an_instant_s_discard_itself_ability_is_activated_from_the_hand_with_hybrid_mana() -> None:
    outburst = _read(*CREATIVE_OUTBURST)
    assert outburst["abilities"][-1] == {
        "kind": "activated",
        "cost": "{U/R}{U/R}",
        "effect": {"kind": "create_token", "token": "Treasure"},
        "other_costs": [{"kind": "discard_self"}],
    }
    game = state(alice={"mana_pool": {"U": 1, "R": 1}, "hand": [{"id": "co", "card": "Creative Outburst"}]})
    index = len(outburst["abilities"]) - 1
    result = _run(game, [{"type": "activate", "permanent": "co", "ability": index}, {"type": "resolve"}], outburst)
    assert _zone(result, "graveyard") == ["co"] and _zone(result, "hand") == []
    assert [p["card"]["name"] for p in result["state"]["battlefield"] if p["controller"] == "alice"] == [
        "Treasure Token"
    ]
    assert events_of(result, "ability_activated")[0]["zone"] == "hand"


@pytest.mark.parametrize("line", ["{2}: Create a Treasure token.", "{U/R}, Discard ~ slowly: Create a Treasure token."])
def test_lm_an_instant_s_other_activated_lines_are_not_read(line: str) -> None:
    assert read_composed(line, is_spell=True).abilities is None


# --- "Then you may <action>. If you do, <effects>." on a spell (CR 608.2c-d) ---------------------------------

THRILLING_DISCOVERY = (
    "Thrilling Discovery",
    "Sorcery",
    "You gain 2 life. Then you may discard two cards. If you do, draw three cards.",
    "{1}{R}{W}",
)


def _discovery(resolving: dict[str, Any]) -> dict[str, Any]:
    game = state(
        alice={
            "mana_pool": {"R": 1, "W": 1, "C": 1},
            "hand": [
                {"id": "td", "card": "Thrilling Discovery"},
                *({"id": f"h{n}", "card": "Forest"} for n in range(3)),
            ],
        }
    )
    actions = [{"type": "cast", "player": "alice", "card": "td"}, {"type": "resolve", "choices": resolving}]
    return _run(game, actions, _read(*THRILLING_DISCOVERY))


def test_608_2d_then_you_may_discard_if_you_do_draw_on_a_spell() -> None:
    effect = _read(*THRILLING_DISCOVERY)["abilities"][1]["effect"]
    assert effect == {
        "kind": "if_you_do",
        "optional_action": {"action": "discard", "amount": 2},
        "effects": [{"kind": "draw", "amount": 3, "player": "you"}],
    }
    done = _discovery({"pay_optional_cost": True, "discard": ["h0", "h1"]})
    assert player_of(done, "alice")["life"] == 22
    assert _zone(done, "hand") == ["h2", "alice-lib-0", "alice-lib-1", "alice-lib-2"]
    assert set(_zone(done, "graveyard")) == {"h0", "h1", "td"}
    declined = _discovery({})
    assert player_of(declined, "alice")["life"] == 22 and _zone(declined, "hand") == ["h0", "h1", "h2"]


def test_lm_you_may_if_you_do_as_a_whole_spell_reads_and_a_trailing_sentence_does_not() -> None:
    read = read_composed("You may discard a card. If you do, draw a card.", is_spell=True).abilities
    assert read is not None and read[0]["effect"]["kind"] == "if_you_do"
    assert (
        read_composed("You may discard a card. If you do, draw a card. You gain 2 life.", is_spell=True).abilities
        is None
    )
