"""s14-library (docs/oracle-library.md): library and hidden-information constructions of Bloomburrow's
Oracle text, read by the grammar and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from app.oracle.reader import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run


def _card(name: str, cost: str | None, types: list[str], **fields: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": types, **fields}
    if cost is not None:
        card["mana_cost"] = cost
    return card


def _library(*names: str) -> list[dict[str, str]]:
    return [{"id": f"lib{n}", "card": name} for n, name in enumerate(names)]


# --- "reveal the top card ... into your hand. You lose life equal to its mana value." -----------

AUGUR = (
    "Darkstar Augur",
    "Creature — Bat Warlock",
    "Offspring {B}\nFlying\nAt the beginning of your upkeep, reveal the top card of your library and put that card "
    "into your hand. You lose life equal to its mana value.",
    "{2}{B}",
    ("2", "2"),
)
FIVE_DROP = _card("Test Five Drop", "{3}{B}{B}", ["Sorcery"])
X_SPELL = _card("Test X Spell", "{X}{R}", ["Sorcery"])
LAND = _card("Test Land", None, ["Land"])


def _upkeep(augur: dict[str, Any], top: str) -> dict[str, Any]:
    game = state(
        step="untap",
        alice={"life": 20, "library": _library(top, "Grizzly Bears")},
        battlefield=[{"id": "a", "card": "Darkstar Augur", "controller": "alice"}],
    )
    return _run(game, [{"type": "next_step"}, {"type": "resolve"}], augur, FIVE_DROP, X_SPELL, LAND)


def test_202_3_reveal_the_top_card_and_lose_life_equal_to_its_mana_value() -> None:
    augur = _read(*AUGUR)
    upkeep = next(a for a in augur["abilities"] if a["kind"] == "step_trigger")
    assert upkeep == {
        "kind": "step_trigger",
        "step": "upkeep",
        "whose": "yours",
        "effect": {"kind": "reveal_top", "amount": 1, "to": "hand", "otherwise": "hand", "lose_life_mana_value": True},
    }
    result = _upkeep(augur, "Test Five Drop")
    alice = player_of(result, "alice")
    assert alice["life"] == 15
    assert [card["card"] for card in alice["hand"]] == ["Test Five Drop"]
    assert [card["card"] for card in alice["library"]] == ["Grizzly Bears"]
    revealed = events_of(result, "card_revealed")
    assert [event["card"] for event in revealed] == ["Test Five Drop"]
    lost = events_of(result, "life_lost")
    assert [event["amount"] for event in lost] == [5] and "CR 202.3" in lost[0]["cites"]


def test_202_3e_x_counts_zero_and_a_land_costs_no_life() -> None:
    augur = _read(*AUGUR)
    x_spell = _upkeep(augur, "Test X Spell")
    assert player_of(x_spell, "alice")["life"] == 19  # {X}{R}: X is 0 in the library (CR 202.3e)
    land = _upkeep(augur, "Test Land")
    assert player_of(land, "alice")["life"] == 20 and events_of(land, "life_lost") == []
    assert [card["card"] for card in player_of(land, "alice")["hand"]] == ["Test Land"]


def test_an_empty_library_reveals_nothing_and_costs_no_life() -> None:
    augur = _read(*AUGUR)
    game = state(
        step="untap",
        alice={"life": 20, "library": []},
        battlefield=[{"id": "a", "card": "Darkstar Augur", "controller": "alice"}],
    )
    result = _run(game, [{"type": "next_step"}, {"type": "resolve"}], augur)
    assert player_of(result, "alice")["life"] == 20 and events_of(result, "card_revealed") == []


def test_life_equal_to_its_mana_value_reads_only_after_the_reveal() -> None:
    reading = read_composed("Draw a card. You lose life equal to its mana value.", is_spell=True)
    assert reading.abilities is None
    # a near variant with a word the grammar doesn't know stays not modelled
    variant = read_composed(
        "At the beginning of your upkeep, reveal the top card of your library and put that card into your "
        "graveyard. You lose life equal to its mana value.",
        is_spell=False,
    )
    assert variant.abilities is None


# --- Hugs: "exile the top X cards ... you may play those cards"; an additional land (CR 305.2) ---

HUGS = (
    "Hugs, Grisly Guardian",
    "Legendary Creature — Badger Warrior",
    "Trample\nWhen Hugs, Grisly Guardian enters, exile the top X cards of your library. Until the end of your next "
    "turn, you may play those cards.\nYou may play an additional land on each of your turns.",
    "{X}{R}{R}{G}{G}",
    ("5", "5"),
)


def test_107_3m_hugs_exiles_the_top_x_cards_it_entered_with() -> None:
    hugs = _read(*HUGS)
    assert hugs["abilities"] == [
        {
            "kind": "triggered",
            "trigger": "enters",
            "effect": {"kind": "exile_top_may_play", "amount": "X", "until": "end_of_your_next_turn"},
        },
        {"kind": "additional_land_play"},
    ]
    game = state(
        alice={
            "mana_pool": {"R": 2, "G": 2, "C": 3},
            "hand": [{"id": "h", "card": "Hugs, Grisly Guardian"}],
            "library": _library("Forest", "Forest", "Grizzly Bears", "Lightning Bolt"),
        },
    )
    actions = [{"type": "cast", "card": "h", "x": 3}, {"type": "resolve"}, {"type": "resolve"}]
    result = _run(game, actions, hugs)
    alice = player_of(result, "alice")
    assert [card["card"] for card in alice["exile"]] == ["Forest", "Forest", "Grizzly Bears"]
    assert [card["card"] for card in alice["library"]] == ["Lightning Bolt"]
    exiled = events_of(result, "exiled_may_play")
    assert exiled[0]["amount"] == 3 and exiled[0]["until"] == "end_of_your_next_turn"
    # two of the exiled lands played this turn: the additional land play of Hugs (CR 305.2, 305.9)
    played = _run(
        result["state"],
        [
            {"type": "play_land", "card": "lib0", "player": "alice"},
            {"type": "play_land", "card": "lib1", "player": "alice"},
        ],
        hugs,
    )
    lands = events_of(played, "land_played")
    assert [event["land_drops_remaining"] for event in lands] == [1, 0]
    assert "CR 305.2" in lands[1]["cites"]


def test_305_2_an_additional_land_play_only_on_your_turn_and_only_with_the_permanent() -> None:
    hugs = _read(*HUGS)
    lands = [{"id": "f1", "card": "Forest"}, {"id": "f2", "card": "Forest"}, {"id": "f3", "card": "Forest"}]
    game = state(
        alice={"hand": lands}, battlefield=[{"id": "g", "card": "Hugs, Grisly Guardian", "controller": "alice"}]
    )
    two = _run(
        game,
        [
            {"type": "play_land", "card": "f1", "player": "alice"},
            {"type": "play_land", "card": "f2", "player": "alice"},
        ],
        hugs,
    )
    assert len(events_of(two, "land_played")) == 2
    with pytest.raises(IllegalAction, match="can play 2 land"):
        _run(two["state"], [{"type": "play_land", "card": "f3", "player": "alice"}], hugs)
    # without Hugs, the second land is refused (CR 305.2: one land a turn)
    with pytest.raises(IllegalAction, match="can play 1 land"):
        _run(
            state(alice={"hand": lands}),
            [
                {"type": "play_land", "card": "f1", "player": "alice"},
                {"type": "play_land", "card": "f2", "player": "alice"},
            ],
            hugs,
        )
    # on bob's turn Hugs gives alice nothing, and bob nothing either
    bobs = state(
        active_player="bob",
        bob={"hand": [{"id": "b1", "card": "Forest"}, {"id": "b2", "card": "Forest"}]},
        battlefield=[{"id": "g", "card": "Hugs, Grisly Guardian", "controller": "alice"}],
    )
    with pytest.raises(IllegalAction, match="can play 1 land"):
        _run(
            bobs,
            [
                {"type": "play_land", "card": "b1", "player": "bob"},
                {"type": "play_land", "card": "b2", "player": "bob"},
            ],
            hugs,
        )


def test_an_additional_land_variant_with_an_unknown_word_is_not_read() -> None:
    assert (
        read_composed("You may play an additional land on each of your extra turns.", is_spell=False).abilities is None
    )
    # s17-core: "two additional lands" is read now (tests/unit/test_s17_core.py); a word the grammar lacks is not
    assert read_composed("You may play two additional lands on each of your frobs.", is_spell=False).abilities is None


def test_107_3a_x_cards_only_on_a_card_that_pays_x() -> None:
    oracle = "When ~ enters, exile the top X cards of your library. Until end of turn, you may play those cards."
    without = read_card(
        CardFacts(
            name="Test No X",
            mana_cost="{2}{R}",
            type_line="Creature — Badger",
            oracle_text=oracle,
            power="2",
            toughness="2",
        )
    )
    assert without.support == "none" and any("X" in line for line in without.not_modelled)
    with_x = read_card(
        CardFacts(
            name="Test X",
            mana_cost="{X}{R}",
            type_line="Creature — Badger",
            oracle_text=oracle,
            power="2",
            toughness="2",
        )
    )
    assert with_x.support == "full"


# --- "Look at twice X cards ... Put X cards from among them into your hand and the rest into your graveyard."

STARGAZE = (
    "Stargaze",
    "Sorcery",
    "Look at twice X cards from the top of your library. Put X cards from among them into your hand and the rest "
    "into your graveyard. You lose X life.",
    "{X}{B}{B}",
)


def test_608_2c_stargaze_looks_at_twice_x_and_takes_x() -> None:
    stargaze = _read(*STARGAZE)
    assert stargaze["abilities"] == [
        {
            "kind": "spell",
            "effect": {
                "kind": "look_at_top",
                "amount": "X",
                "take": "X",
                "to": "hand",
                "rest": "graveyard",
                "amount_multiplier": 2,
            },
        },
        {"kind": "spell", "effect": {"kind": "lose_life", "amount": "X", "player": "you"}},
    ]
    game = state(
        alice={
            "life": 20,
            "mana_pool": {"B": 2, "C": 2},
            "hand": [{"id": "s", "card": "Stargaze"}],
            "library": _library("Forest", "Grizzly Bears", "Lightning Bolt", "Forest", "Grizzly Bears"),
        }
    )
    cast = [{"type": "cast", "card": "s", "x": 2}]
    pending = _run(game, cast, stargaze)["pending"]
    assert pending["options"]["cards"] == ["lib0", "lib1", "lib2", "lib3"]
    assert pending["options"]["min"] == 2 and pending["options"]["max"] == 2
    result = _run(game, [*cast, {"type": "resolve", "choices": {"chosen": ["lib1", "lib2"]}}], stargaze)
    alice = player_of(result, "alice")
    assert [card["id"] for card in alice["hand"]] == ["lib1", "lib2"]
    assert {card["id"] for card in alice["graveyard"]} == {"lib0", "lib3", "s"}
    assert [card["id"] for card in alice["library"]] == ["lib4"]
    assert alice["life"] == 18
    with pytest.raises(IllegalAction, match="exactly 2"):
        _run(game, [*cast, {"type": "resolve", "choices": {"chosen": ["lib1"]}}], stargaze)


def test_put_from_among_reads_only_after_a_look_and_never_more_than_looked_at() -> None:
    one_of_them = read_composed(
        "Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.",
        is_spell=True,
    ).abilities
    assert one_of_them == [
        {"kind": "spell", "effect": {"kind": "look_at_top", "amount": 3, "take": 1, "to": "hand", "rest": "graveyard"}}
    ]
    too_many = (
        "Look at the top two cards of your library. Put three of them into your hand and the rest into your graveyard."
    )
    assert read_composed(too_many, is_spell=True).abilities is None
    alone = "Put two cards from among them into your hand and the rest into your graveyard."
    assert read_composed(alone, is_spell=True).abilities is None
    exiled = "Look at the top two cards of your library. Put one of them into your hand and the rest into exile."
    assert read_composed(exiled, is_spell=True).abilities is None
    no_x = read_card(CardFacts(name="Test Gaze", mana_cost="{B}{B}", type_line="Sorcery", oracle_text=STARGAZE[2]))
    assert no_x.support == "none"


# --- "Whenever you cast a noncreature or Otter spell, you may exile ... once each turn." -----------

HARNESSER = (
    "Harnesser of Storms",
    "Creature — Otter Wizard",
    "Whenever you cast a noncreature or Otter spell, you may exile the top card of your library. Until end of turn, "
    "you may play that card. This ability triggers only once each turn.",
    "{2}{R}",
    ("1", "4"),
)
OTTER = _card("Test Otter", "{1}", ["Creature"], subtypes=["Otter"], power=1, toughness=1)
BADGER = _card("Test Badger", "{1}", ["Creature"], subtypes=["Badger"], power=1, toughness=1)
SHOCK = _card(
    "Test Shock", "{1}", ["Instant"], abilities=[{"kind": "spell", "effect": {"kind": "gain_life", "amount": 1}}]
)


def _harnesser_game(hand: list[str]) -> dict[str, Any]:
    return state(
        alice={
            "mana_pool": {"C": 3},
            "hand": [{"id": f"h{n}", "card": name} for n, name in enumerate(hand)],
            "library": _library("Forest", "Grizzly Bears", "Forest"),
        },
        battlefield=[{"id": "hs", "card": "Harnesser of Storms", "controller": "alice"}],
    )


def test_601_2i_a_noncreature_or_otter_spell_triggers_once_each_turn() -> None:
    harnesser = _read(*HARNESSER)
    assert harnesser["abilities"] == [
        {
            "kind": "cast_trigger",
            "caster": "you",
            "spell_not_type": "Creature",
            "or_spell_subtype": "Otter",
            "effect": {"kind": "exile_top_may_play", "amount": 1, "until": "end_of_turn"},
            "optional": True,
            "max_per_turn": 1,
        }
    ]
    cards = (harnesser, OTTER, BADGER, SHOCK)
    # an Otter creature spell triggers it; accepted, the top card is exiled and may be played
    otter = _run(
        _harnesser_game(["Test Otter"]),
        [{"type": "cast", "card": "h0"}, {"type": "resolve", "choices": {"pay_optional_cost": True}}],
        *cards,
    )
    assert [event["cards"] for event in events_of(otter, "exiled_may_play")] == [["lib0"]]
    # a creature spell that isn't an Otter doesn't
    badger = _run(_harnesser_game(["Test Badger"]), [{"type": "cast", "card": "h0"}], *cards)
    assert events_of(badger, "trigger_put_on_stack") == []
    # two noncreature spells: it triggers for the first only (CR 603.2: once each turn)
    two = _run(
        _harnesser_game(["Test Shock", "Test Shock"]),
        [
            {"type": "cast", "card": "h0"},
            {"type": "resolve", "choices": {"pay_optional_cost": False}},
            {"type": "resolve"},
            {"type": "cast", "card": "h1"},
        ],
        *cards,
    )
    assert len(events_of(two, "trigger_put_on_stack")) == 1
    assert events_of(two, "exiled_may_play") == []  # declined: nothing exiled (CR 603.5)


def test_a_noncreature_or_subtype_variant_is_read_only_as_said() -> None:
    line = "Whenever you cast a noncreature or Otter spell, you may exile the top card of your library."
    # s19-impulse: read since as an optional exile of the top card (CR 406.2, 603.5), no permission to play it
    assert read_composed(line, is_spell=False).abilities == [
        {"kind": "cast_trigger", "caster": "you", "spell_not_type": "Creature", "or_spell_subtype": "Otter",
         "effect": {"kind": "exile_top_of_library", "amount": 1}, "optional": True}
    ]
    odd = "Whenever you cast a nonland or Otter spell, draw a card."
    assert read_composed(odd, is_spell=False).abilities is None  # a land is never cast
    other = "Whenever you cast a noncreature or Otter spell, draw a card."
    assert read_composed(other, is_spell=False).abilities == [
        {
            "kind": "cast_trigger",
            "caster": "you",
            "spell_not_type": "Creature",
            "or_spell_subtype": "Otter",
            "effect": {"kind": "draw", "amount": 1, "player": "you"},
        }
    ]
