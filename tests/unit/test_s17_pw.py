"""s17-pw: effects of planeswalker loyalty lines and the amounts they name, read from Oracle text and
played by the engine (docs/oracle-s17-pw.md)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.cards import CardDefinition
from app.oracle.reader import CardFacts, read_card
from tests.unit.conftest import player_of, probe_support, read_full_definition, run_with_cards, state


def _read(card: tuple[Any, ...]) -> dict[str, Any]:
    name, type_line, oracle, cost, pt = card
    return read_full_definition(name, type_line, oracle, cost, pt)


# --- "the greatest power / toughness among <creatures>" (CR 208.1, 608.2h; rules/greatest_stat.py) ---

HUNTER = (
    "Flourishing Hunter",
    "Creature — Wolf Spirit",
    "When Flourishing Hunter enters the battlefield, you gain life equal to the greatest toughness among "
    "other creatures you control.",
    "{4}{G}{G}",
    ("6", "6"),
)
WILDSPEAKER = (
    "Return of the Wildspeaker",
    "Instant",
    "Choose one —\n• Draw cards equal to the greatest power among non-Human creatures you control.\n"
    "• Non-Human creatures you control get +3/+3 until end of turn.",
    "{4}{G}",
    None,
)
RIOTERS = (
    "Rubblebelt Rioters",
    "Creature — Human Berserker",
    "Haste\nWhenever Rubblebelt Rioters attacks, it gets +X/+0 until end of turn, where X is the greatest "
    "power among creatures you control.",
    "{1}{R}{G}",
    ("0", "4"),
)


def test_608_2h_greatest_power_and_toughness_read_into_counts() -> None:
    hunter = _read(HUNTER)["abilities"][0]
    assert hunter["effect"] == {
        "kind": "gain_life",
        "amount": "greatest_toughness:creature:other:you_control",
        "player": "you",
    }
    modes = _read(WILDSPEAKER)["abilities"][0]["effect"]["modes"]
    assert modes[0]["amount"] == "greatest_power:creature:non-Human:you_control"
    rioters = _read(RIOTERS)["abilities"]
    assert rioters[-1]["effect"]["power"] == "greatest_power:creature:you_control"


def test_608_2h_near_variants_with_unknown_words_are_not_read() -> None:
    assert (
        probe_support("When Probe enters, you gain life equal to the greatest wisdom among creatures you control.")
        != "full"
    )
    assert (
        probe_support("When Probe enters, you gain life equal to the greatest power among lands you control.") != "full"
    )
    with pytest.raises(ValidationError):
        CardDefinition.model_validate(
            {
                "name": "Bad",
                "types": ["Sorcery"],
                "abilities": [
                    {"kind": "spell", "effect": {"kind": "gain_life", "amount": "greatest_power:", "player": "you"}}
                ],
            }
        )


def _hunter_enters(others: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "fh", "card": "Flourishing Hunter"}], "mana_pool": {"G": 6}}, battlefield=others
    )
    return run_with_cards(
        game, [{"type": "cast", "card": "fh"}, {"type": "resolve"}, {"type": "resolve"}], _read(HUNTER)
    )


def test_608_2h_greatest_toughness_among_other_creatures_as_it_resolves() -> None:
    result = _hunter_enters(
        [
            {"id": "b1", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "a1", "card": "Adventurer of Two Faces", "controller": "alice"},
            {"id": "a2", "card": "Moonmist Twin", "controller": "alice"},
            {"id": "b2", "card": "Grizzly Bears", "controller": "bob"},
        ]
    )
    assert player_of(result, "alice")["life"] == 23  # the Adventurer's 3, not the Hunter's own 6
    bobs = _hunter_enters(
        [
            {"id": "b2", "card": "Adventurer of Two Faces", "controller": "bob"},
            {"id": "b1", "card": "Grizzly Bears", "controller": "alice"},
        ]
    )
    assert player_of(bobs, "alice")["life"] == 22  # bob's creatures are not counted
    assert player_of(_hunter_enters([]), "alice")["life"] == 20  # none: 0 (CR 107.1b)


def test_608_2h_greatest_power_pumps_the_attacker() -> None:
    game = state(
        step="declare_attackers",
        battlefield=[
            {"id": "rr", "card": "Rubblebelt Rioters", "controller": "alice"},
            {"id": "w1", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "w2", "card": "Moonmist Twin", "controller": "alice"},
            {"id": "w3", "card": "Adventurer of Two Faces", "controller": "bob"},
        ],
    )
    result = run_with_cards(
        game,
        [{"type": "declare_attackers", "attackers": [{"id": "rr", "defending": "bob"}]}, {"type": "resolve"}],
        _read(RIOTERS),
    )
    rioters = next(p for p in result["state"]["battlefield"] if p["id"] == "rr")
    assert rioters["characteristics"]["power"] == 2  # the Bears' 2, as the trigger resolves


def test_loyalty_line_gains_life_equal_to_the_greatest_power() -> None:
    reading = read_card(
        CardFacts(
            name="Huatli, Warrior Poet",
            mana_cost="{3}{R}{W}",
            type_line="Legendary Planeswalker — Huatli",
            loyalty="3",
            oracle_text="+2: You gain life equal to the greatest power among creatures you control.",
        )
    )
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    assert reading.definition["abilities"][0]["effect"]["amount"] == "greatest_power:creature:you_control"


# --- "<player> loses N life for each <permanents>" (CR 119.3, 608.2h) --------------------------------

FATE = ("Gruesome Fate", "Sorcery", "Each opponent loses 1 life for each creature you control.", "{2}{B}", None)
BISHOP = (
    "Bishop of the Bloodstained",
    "Creature — Vampire Cleric",
    "When Bishop of the Bloodstained enters the battlefield, target opponent loses 1 life for each Vampire you "
    "control.",
    "{3}{B}",
    ("3", "2"),
)


def test_119_3_lose_life_for_each_reads_a_counted_amount() -> None:
    assert _read(FATE)["abilities"][0]["effect"] == {
        "kind": "lose_life",
        "amount": "creatures_you_control",
        "player": "each_opponent",
    }
    bishop = _read(BISHOP)["abilities"][0]["effect"]
    assert bishop == {"kind": "lose_life", "amount": "count:permanent:you_control:Vampire", "player": "target_opponent"}
    # "their graveyard" (the target player's) is read since s19-m21 (tests/unit/test_s19_m21.py); an unknown word isn't
    assert (
        probe_support("When Probe enters, target opponent loses 2 life for each creature card in their graveyard.")
        == "full"
    )
    assert probe_support("When Probe enters, each opponent loses 1 life for each creature you fondle.") != "full"


def test_119_3_lose_life_for_each_counts_as_it_resolves() -> None:
    game = state(
        alice={"hand": [{"id": "gf", "card": "Gruesome Fate"}], "mana_pool": {"B": 3}},
        battlefield=[
            {"id": "b1", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "b2", "card": "Moonmist Twin", "controller": "alice"},
            {"id": "b3", "card": "Grizzly Bears", "controller": "bob"},
        ],
    )
    result = run_with_cards(game, [{"type": "cast", "card": "gf"}, {"type": "resolve"}], _read(FATE))
    assert player_of(result, "bob")["life"] == 18
    assert player_of(result, "alice")["life"] == 20
    doubled = _read(("Probe", "Sorcery", "Each opponent loses 2 life for each creature you control.", "{2}{B}", None))
    result = run_with_cards(
        {**game, "players": [{**game["players"][0], "hand": [{"id": "gf", "card": "Probe"}]}, game["players"][1]]},
        [{"type": "cast", "card": "gf"}, {"type": "resolve"}],
        doubled,
    )
    assert player_of(result, "bob")["life"] == 16


# --- "<player's> life total becomes N" (CR 119.5; rules/set_life_total.py) ------------------------------

VRASKA = (
    "Vraska, Relic Seeker",
    "Legendary Planeswalker — Vraska",
    "+2: Create a 2/2 black Pirate creature token with menace.\n"
    "\u22123: Destroy target artifact, creature, or enchantment. Create a Treasure token. (It's an artifact with "
    '"{T}, Sacrifice this artifact: Add one mana of any color.")\n'
    "\u221210: Target player's life total becomes 1.",
    "{4}{B}{G}",
    "6",
)


def _vraska() -> dict[str, Any]:
    name, type_line, oracle, cost, loyalty = VRASKA
    reading = read_card(CardFacts(name=name, mana_cost=cost, type_line=type_line, oracle_text=oracle, loyalty=loyalty))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def test_119_5_life_total_becomes_reads_set_life_total() -> None:
    ultimate = _vraska()["abilities"][2]
    assert ultimate == {
        "kind": "loyalty",
        "cost": "-10",
        "effect": {"kind": "set_life_total", "amount": 1, "target": "player"},
    }
    assert probe_support("When Probe enters, your life total becomes 15.") == "full"
    # an unknown amount ("half their starting life total") and a creature's "life total" are not read
    assert (
        probe_support(
            "When Probe enters, target player's life total becomes half their starting life total, rounded down."
        )
        != "full"
    )
    assert probe_support("When Probe enters, target creature's life total becomes 1.") != "full"


def _ultimate(life: int, target: str) -> dict[str, Any]:
    game = state(
        bob={"life": life},
        alice={"life": life},
        battlefield=[{"id": "vr", "card": "Vraska, Relic Seeker", "controller": "alice", "counters": {"loyalty": 10}}],
    )
    activate = {
        "type": "activate",
        "player": "alice",
        "permanent": "vr",
        "ability": 2,
        "choices": {"targets": [target]},
    }
    return run_with_cards(game, [activate, {"type": "resolve"}], _vraska())


def test_119_5_the_player_loses_or_gains_the_life_needed() -> None:
    down = _ultimate(17, "bob")
    assert player_of(down, "bob")["life"] == 1
    lost = [e for e in down["events"] if e["type"] == "life_lost"]
    assert lost and lost[-1]["amount"] == 16 and "CR 119.5" in lost[-1]["cites"]
    reset = _read(("Probe", "Sorcery", "Your life total becomes 25.", "{1}{W}", None))
    game = state(alice={"life": 7, "hand": [{"id": "pr", "card": "Probe"}], "mana_pool": {"W": 2}})
    up = run_with_cards(game, [{"type": "cast", "card": "pr"}, {"type": "resolve"}], reset)
    assert player_of(up, "alice")["life"] == 25
    assert [e["amount"] for e in up["events"] if e["type"] == "life_gained"] == [18]
    same = _ultimate(1, "bob")
    assert player_of(same, "bob")["life"] == 1
    assert not [e for e in same["events"] if e["type"] in ("life_gained", "life_lost")]


# --- "<objects> each get +N/+N" (CR 608.2c) and a fronted "For each <noun>, put ..." (CR 608.2h) -----------


def _planeswalker(name: str, oracle: str, loyalty: str) -> dict[str, Any]:
    reading = read_card(
        CardFacts(
            name=name,
            mana_cost="{4}{W}",
            type_line="Legendary Planeswalker — Test",
            oracle_text=oracle,
            loyalty=loyalty,
        )
    )
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def test_608_2c_each_get_reads_the_same_pump() -> None:
    elspeth = _planeswalker(
        "Elspeth, Sun's Nemesis",
        "\u22121: Up to two target creatures you control each get +2/+1 until end of turn.",
        "5",
    )
    assert elspeth["abilities"][0]["effect"] == {
        "kind": "pump",
        "target": "creature:you_control",
        "power": 2,
        "toughness": 1,
        "duration": "end_of_turn",
        "target_count": 2,
        "up_to": True,
    }
    assert (
        probe_support("When Probe enters, up to two target creatures you control each grab +2/+1 until end of turn.")
        != "full"
    )


def test_608_2c_each_get_pumps_both_targets() -> None:
    elspeth = _planeswalker(
        "Elspeth, Sun's Nemesis",
        "\u22121: Up to two target creatures you control each get +2/+1 until end of turn.",
        "5",
    )
    game = state(
        battlefield=[
            {"id": "el", "card": "Elspeth, Sun's Nemesis", "controller": "alice", "counters": {"loyalty": 5}},
            {"id": "b1", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "b2", "card": "Moonmist Twin", "controller": "alice"},
        ]
    )
    activate = {
        "type": "activate",
        "player": "alice",
        "permanent": "el",
        "ability": 0,
        "choices": {"targets": ["b1", "b2"]},
    }
    result = run_with_cards(game, [activate, {"type": "resolve"}], elspeth)
    stats = {
        p["id"]: (p["characteristics"]["power"], p["characteristics"]["toughness"])
        for p in result["state"]["battlefield"]
        if p["id"] in ("b1", "b2")
    }
    assert stats == {"b1": (4, 3), "b2": (3, 2)}


GORGON = "\u221210: For each creature card in your graveyard, put a +1/+1 counter on each creature you control."


def test_608_2h_fronted_for_each_puts_that_many_counters() -> None:
    vraska = _planeswalker("Vraska, Regal Gorgon", GORGON, "5")
    assert vraska["abilities"][0]["effect"] == {
        "kind": "put_counters",
        "counter": "+1/+1",
        "amount": "graveyard_creature_cards",
        "target": "each_creature_you_control",
    }
    assert (
        probe_support(
            "When Probe enters, for each creature card in your library, put a +1/+1 counter on "
            "each creature you control."
        )
        != "full"
    )
    game = state(
        alice={"graveyard": [{"id": "g1", "card": "Grizzly Bears"}, {"id": "g2", "card": "Moonmist Twin"}]},
        battlefield=[
            {"id": "vr", "card": "Vraska, Regal Gorgon", "controller": "alice", "counters": {"loyalty": 10}},
            {"id": "b1", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "b2", "card": "Grizzly Bears", "controller": "bob"},
        ],
    )
    activate = {"type": "activate", "player": "alice", "permanent": "vr", "ability": 0}
    result = run_with_cards(game, [activate, {"type": "resolve"}], vraska)
    counters = {p["id"]: p["counters"] for p in result["state"]["battlefield"] if p["id"] in ("b1", "b2")}
    assert counters == {"b1": {"+1/+1": 2}, "b2": {}}


# --- "Put <counters> on <objects> and <counters> on <objects>." (CR 122.1, 608.2c) ---------------------------

AJANI = (
    "\u22122: Put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker "
    "you control."
)


def test_122_1_put_counters_and_counters_reads_two_effects_in_order() -> None:
    ajani = _planeswalker("Ajani, the Greathearted", AJANI, "5")["abilities"][0]
    assert ajani["effect"] == {
        "kind": "put_counters",
        "counter": "+1/+1",
        "amount": 1,
        "target": "each_creature_you_control",
    }
    assert ajani["then_effects"] == [
        {"kind": "put_counters", "counter": "loyalty", "amount": 1, "target": "all:planeswalker:other:you_control"}
    ]
    assert (
        probe_support(
            "When Probe enters, put two +1/+1 counters on each creature you control and a shiny "
            "counter on each other planeswalker you control."
        )
        != "full"
    )


def test_122_1_put_counters_and_counters_resolves_both() -> None:
    ajani = _planeswalker("Ajani, the Greathearted", AJANI, "5")
    other = _planeswalker("Other Walker", "+1: You gain 1 life.", "3")
    game = state(
        battlefield=[
            {"id": "aj", "card": "Ajani, the Greathearted", "controller": "alice", "counters": {"loyalty": 5}},
            {"id": "ow", "card": "Other Walker", "controller": "alice", "counters": {"loyalty": 3}},
            {"id": "b1", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "b2", "card": "Grizzly Bears", "controller": "bob"},
        ]
    )
    activate = {"type": "activate", "player": "alice", "permanent": "aj", "ability": 0}
    result = run_with_cards(game, [activate, {"type": "resolve"}], ajani, other)
    counters = {p["id"]: p["counters"] for p in result["state"]["battlefield"]}
    assert counters["b1"] == {"+1/+1": 1} and counters["b2"] == {}
    assert counters["ow"] == {"loyalty": 4}
    assert counters["aj"] == {"loyalty": 3}  # -2 paid; "other" leaves Ajani out
