"""s17-tailf: constructions of Eldraine, Theros Beyond Death, Ikoria and Zendikar Rising (docs/oracle-s17-tailf.md):
each engine node played by the rules, and each grammar line read (a near variant with an unknown word not)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, probe_support, read_full_definition, run_with_cards, state

# --- cycle triggers (CR 702.29a, 702.29c, 603.2) ------------------------------------------------------------------

DRANNITH_HEALER = (
    "Whenever you cycle another card, you gain 1 life.\nCycling {1} ({1}, Discard this card: Draw a card.)"
)
VOID_BECKONER = (
    "Deathtouch\nWhen you cycle Void Beckoner, put a deathtouch counter on target creature you control.\n"
    "Cycling {2} ({2}, Discard this card: Draw a card.)"
)


def _healer() -> dict[str, Any]:
    return read_full_definition("Drannith Healer", "Creature — Human Cleric", DRANNITH_HEALER, "{1}{W}", ("2", "2"))


def _cycler() -> dict[str, Any]:
    return {
        "name": "Cycler",
        "mana_cost": "{3}",
        "types": ["Creature"],
        "power": 1,
        "toughness": 1,
        "abilities": [{"kind": "cycling", "cost": "{1}"}],
    }


def test_grammar_reads_cycle_triggers_and_not_a_near_variant() -> None:
    healer = _healer()
    assert healer["abilities"][0] == {
        "kind": "triggered",
        "trigger": "you_cycle",
        "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
    }
    assert probe_support("Whenever you cycle a card, you gain 1 life.") == "full"
    assert probe_support("Whenever you recycle a card, you gain 1 life.") != "full"
    beckoner = read_full_definition("Void Beckoner", "Creature — Nightmare", VOID_BECKONER, "{5}{B}", ("8", "7"))
    cycled = next(a for a in beckoner["abilities"] if a.get("trigger") == "self_cycled")
    assert cycled["effect"]["counter"] == "deathtouch"
    # ~ is in the graveyard as its trigger resolves: an effect on ~ is not read (CR 702.29c)
    assert probe_support("When you cycle ~, put a +1/+1 counter on ~.\nCycling {2}") != "full"


def test_702_29_whenever_you_cycle_triggers_above_the_cycling_ability() -> None:
    game = state(
        alice={"mana_pool": {"C": 1}, "life": 20, "hand": [{"id": "cy", "card": "Cycler"}]},
        battlefield=[{"id": "healer", "card": "Drannith Healer", "controller": "alice"}],
    )
    healer, cycler = _healer(), _cycler()
    result = run_with_cards(game, [{"type": "cycle", "card": "cy"}], healer, cycler)
    stack = result["state"]["stack"]
    assert [item["source"] for item in stack] == ["healer", "cy"]  # the trigger on top (CR 603.3)
    result = run_with_cards(
        game, [{"type": "cycle", "card": "cy"}, {"type": "resolve"}, {"type": "resolve"}], healer, cycler
    )
    alice = result["state"]["players"][0]
    assert alice["life"] == 21 and [c["id"] for c in alice["hand"]] == ["alice-lib-0"]
    # an opponent's cycling doesn't trigger it
    game_bob = state(
        bob={"mana_pool": {"C": 1}, "hand": [{"id": "cy", "card": "Cycler"}]},
        battlefield=[{"id": "healer", "card": "Drannith Healer", "controller": "alice"}],
    )
    result = run_with_cards(game_bob, [{"type": "cycle", "player": "bob", "card": "cy"}], healer, cycler)
    assert [item["source"] for item in result["state"]["stack"]] == ["cy"]


def test_702_29c_when_you_cycle_this_card_triggers_from_the_graveyard() -> None:
    beckoner = read_full_definition("Void Beckoner", "Creature — Nightmare", VOID_BECKONER, "{5}{B}", ("8", "7"))
    game = state(
        alice={"mana_pool": {"C": 2}, "hand": [{"id": "vb", "card": "Void Beckoner"}]},
        battlefield=[{"id": "bear", "card": "Grizzly Bears", "controller": "alice"}],
    )
    result = run_with_cards(game, [{"type": "cycle", "card": "vb"}], beckoner)
    top = result["state"]["stack"][0]
    assert top["source"] == "vb" and top["controller"] == "alice"
    triggered = events_of(result, "trigger_put_on_stack")
    assert triggered and "CR 702.29c" in triggered[0]["cites"]
    result = run_with_cards(
        game, [{"type": "cycle", "card": "vb"}, {"type": "resolve", "choices": {"targets": ["bear"]}}], beckoner
    )
    bear = next(p for p in result["state"]["battlefield"] if p["id"] == "bear")
    assert bear["counters"] == {"deathtouch": 1}
    assert bear["characteristics"]["keywords"] == ["deathtouch"]  # a keyword counter gives its keyword (122.1b)


# --- keyword counters put by an effect (CR 122.1b) -----------------------------------------------------------------


def test_grammar_reads_keyword_counters_put_on_a_target() -> None:
    definition = read_full_definition(
        "Wingspan Probe",
        "Creature — Bird",
        "When ~ enters, put a flying counter on target creature you control.",
        "{2}{U}",
        ("1", "1"),
    )
    assert definition["abilities"][0]["effect"] == {
        "kind": "put_counters",
        "counter": "flying",
        "amount": 1,
        "target": "creature:you_control",
    }
    assert probe_support("When ~ enters, put a first strike counter on target creature you control.") == "full"
    assert probe_support("When ~ enters, put a swimming counter on target creature you control.") != "full"


# --- devotion (CR 700.5) -------------------------------------------------------------------------------------------

SETESSAN_PETITIONER = (
    "When Setessan Petitioner enters the battlefield, you gain life equal to your devotion to green. "
    "(Each {G} in the mana costs of permanents you control counts toward your devotion to green.)"
)


def test_700_5_devotion_counts_symbols_of_the_color_hybrid_included() -> None:
    from app.engine.rules.devotion import symbols_of

    assert symbols_of("G", "{1}{G}{G}") == 2
    assert symbols_of("G", "{G/W}{2/G}{G/P}") == 3  # hybrid and Phyrexian symbols of green count (700.5a)
    assert symbols_of("G", "{2}{W}{C}") == 0 and symbols_of("G", None) == 0
    assert symbols_of("RG", "{R}{G}{R/G}") == 3  # a two-color devotion counts a symbol once (700.5)


def test_grammar_reads_devotion_amounts_and_not_a_near_variant() -> None:
    petitioner = read_full_definition(
        "Setessan Petitioner", "Creature — Human Druid", SETESSAN_PETITIONER, "{1}{G}", ("1", "1")
    )
    assert petitioner["abilities"][0]["effect"] == {"kind": "gain_life", "amount": "devotion_G", "player": "you"}
    oracle = "When ~ enters, target creature an opponent controls gets -X/-X until end of turn, where X is your devotion to {}."
    assert probe_support(oracle.format("black")) == "full"
    assert probe_support(oracle.format("purple")) != "full"


def test_700_5_devotion_is_counted_as_the_ability_resolves() -> None:
    petitioner = read_full_definition(
        "Setessan Petitioner", "Creature — Human Druid", SETESSAN_PETITIONER, "{1}{G}", ("1", "1")
    )
    elk = {"name": "Hybrid Elk", "mana_cost": "{G/W}{G}", "types": ["Creature"], "power": 2, "toughness": 2}
    game = state(
        alice={"mana_pool": {"G": 2}, "life": 20, "hand": [{"id": "pet", "card": "Setessan Petitioner"}]},
        battlefield=[
            {"id": "elk", "card": "Hybrid Elk", "controller": "alice"},
            {"id": "bears", "card": "Grizzly Bears", "controller": "bob"},  # an opponent's {G}: not counted
            {"id": "forest", "card": "Forest", "controller": "alice"},  # no mana cost
        ],
    )
    result = run_with_cards(
        game, [{"type": "cast", "card": "pet"}, {"type": "resolve"}, {"type": "resolve"}], petitioner, elk
    )
    # the Elk's two symbols and the Petitioner's own {G}: it is on the battlefield as its ability resolves
    assert result["state"]["players"][0]["life"] == 23


# --- adamant: mana spent to cast a spell (CR 207.2c, 601.2h) ---------------------------------------------------------

ARDENVALE_PALADIN = (
    "Adamant — If at least three white mana was spent to cast this spell, Ardenvale Paladin enters the "
    "battlefield with a +1/+1 counter on it."
)
UNEXPLAINED_VISION = "Draw three cards.\nAdamant — If at least three blue mana was spent to cast this spell, scry 3."


def _paladin() -> dict[str, Any]:
    return read_full_definition("Ardenvale Paladin", "Creature — Human Knight", ARDENVALE_PALADIN, "{3}{W}", ("2", "5"))


def test_grammar_reads_adamant_and_not_a_near_variant() -> None:
    assert _paladin()["abilities"] == [
        {"kind": "etb_counters", "counter": "+1/+1", "amount": 1, "if_mana_spent": {"color": "W", "at_least": 3}}
    ]
    vision = read_full_definition("Unexplained Vision", "Sorcery", UNEXPLAINED_VISION, "{4}{U}")
    assert vision["abilities"][1]["effect"] == {
        "kind": "if_mana_spent",
        "condition": {"color": "U", "at_least": 3},
        "effect": {"kind": "scry", "amount": 3},
    }
    same = "If at least three mana of the same color was spent to cast ~, ~ enters with a +1/+1 counter on it."
    assert probe_support(same) == "full"
    assert probe_support(same.replace("same", "brightest")) != "full"


def test_207_2c_adamant_counts_the_mana_spent_to_cast_the_spell() -> None:
    paladin = _paladin()

    def cast_with(pool: dict[str, int]) -> dict[str, Any]:
        game = state(alice={"mana_pool": pool, "hand": [{"id": "pal", "card": "Ardenvale Paladin"}]})
        return run_with_cards(game, [{"type": "cast", "card": "pal"}, {"type": "resolve"}], paladin)

    result = cast_with({"W": 3, "G": 1})
    entered = next(p for p in result["state"]["battlefield"] if p["id"] == "pal")
    assert entered["counters"] == {"+1/+1": 1} and entered["characteristics"]["power"] == 3
    assert "CR 207.2c" in events_of(result, "entered_battlefield")[0]["cites"]
    result = cast_with({"W": 2, "G": 2})  # only two white mana spent
    assert next(p for p in result["state"]["battlefield"] if p["id"] == "pal")["counters"] == {}


def test_601_2h_mana_spent_is_kept_by_the_spell_and_decides_its_sentence() -> None:
    vision = read_full_definition("Unexplained Vision", "Sorcery", UNEXPLAINED_VISION, "{4}{U}")
    game = state(alice={"mana_pool": {"U": 3, "C": 2}, "hand": [{"id": "uv", "card": "Unexplained Vision"}]})
    result = run_with_cards(game, [{"type": "cast", "card": "uv"}], vision)
    assert result["state"]["stack"][0]["choices"]["mana_spent"] == {"U": 3, "C": 2}
    result = run_with_cards(game, [{"type": "cast", "card": "uv"}, {"type": "resolve"}], vision)
    assert events_of(result, "scried")[0]["amount"] == 3  # three blue mana were spent: it scries 3
    game = state(alice={"mana_pool": {"U": 2, "C": 3}, "hand": [{"id": "uv", "card": "Unexplained Vision"}]})
    result = run_with_cards(game, [{"type": "cast", "card": "uv"}, {"type": "resolve"}], vision)
    assert events_of(result, "condition_not_met")[0]["effect"] == "scry" and not events_of(result, "scried")
    assert len(result["state"]["players"][0]["hand"]) == 3


# --- "enters with your choice of a flying counter or a first strike counter on it" (CR 614.1c, 122.1b) -------------

HELICA_GLIDER = (
    "Helica Glider enters the battlefield with your choice of a flying counter or a first strike counter on it."
)


def test_grammar_reads_a_counter_choice_and_not_a_near_variant() -> None:
    glider = read_full_definition("Helica Glider", "Creature — Nightmare Squirrel", HELICA_GLIDER, "{2}{W}", ("2", "2"))
    assert glider["abilities"] == [{"kind": "etb_counter_choice", "options": ["flying", "first strike"]}]
    assert probe_support("~ enters with your choice of a flying counter or a gliding counter on it.") != "full"


def test_614_1c_the_counter_is_chosen_as_it_enters() -> None:
    glider = read_full_definition("Helica Glider", "Creature — Nightmare Squirrel", HELICA_GLIDER, "{2}{W}", ("2", "2"))
    game = state(alice={"mana_pool": {"W": 3}, "hand": [{"id": "hg", "card": "Helica Glider"}]})

    def entered(choices: dict[str, Any]) -> dict[str, Any]:
        result = run_with_cards(game, [{"type": "cast", "card": "hg"}, {"type": "resolve", "choices": choices}], glider)
        return next(p for p in result["state"]["battlefield"] if p["id"] == "hg")

    chosen = entered({"keyword": "first strike"})
    assert chosen["counters"] == {"first strike": 1} and chosen["characteristics"]["keywords"] == ["first_strike"]
    assert entered({})["counters"] == {"flying": 1}  # no choice given: the first option
    with pytest.raises(IllegalAction):
        entered({"keyword": "trample"})


# --- "create a number of <tokens> equal to <amount>" (CR 111.1, 608.2h; 102.2) -------------------------------------

CHITTERING_WITCH = (
    "When Chittering Witch enters the battlefield, create a number of 1/1 black Rat creature tokens equal to the "
    "number of opponents you have."
)


def test_grammar_reads_a_number_of_tokens_and_not_a_near_variant() -> None:
    witch = read_full_definition("Chittering Witch", "Creature — Human Warlock", CHITTERING_WITCH, "{3}{B}", ("2", "2"))
    assert witch["abilities"][0]["effect"]["count"] == "opponents"
    hoplite = (
        "When ~ enters, create a number of 1/1 white Human Soldier creature tokens equal to your devotion to white."
    )
    assert probe_support(hoplite) == "full"
    assert probe_support(hoplite.replace("a number", "an amount")) != "full"


def test_102_2_a_number_of_tokens_equal_to_the_number_of_opponents() -> None:
    witch = read_full_definition("Chittering Witch", "Creature — Human Warlock", CHITTERING_WITCH, "{3}{B}", ("2", "2"))
    game = state(alice={"mana_pool": {"B": 4}, "hand": [{"id": "cw", "card": "Chittering Witch"}]})
    game["players"].append({"id": "carol", "library": []})
    result = run_with_cards(game, [{"type": "cast", "card": "cw"}, {"type": "resolve"}, {"type": "resolve"}], witch)
    rats = [p for p in result["state"]["battlefield"] if p["is_token"]]
    assert len(rats) == 2 and all(p["controller"] == "alice" for p in rats)  # Bob and Carol: two opponents


# --- "Whenever you cast a creature spell that has an Adventure" (CR 715.2, 601.2i) ----------------------------------

EDGEWALL_INNKEEPER = "Whenever you cast a creature spell that has an Adventure, draw a card."
_ADVENTURER = {
    "name": "Trail Scout // Scout Ahead",
    "layout": "adventure",
    "faces": [
        {
            "name": "Trail Scout",
            "types": ["Creature"],
            "subtypes": ["Human"],
            "power": 1,
            "toughness": 1,
            "mana_cost": "{G}",
        },
        {
            "name": "Scout Ahead",
            "types": ["Sorcery"],
            "subtypes": ["Adventure"],
            "mana_cost": "{G}",
            "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 1}}],
        },
    ],
}


def test_grammar_reads_a_spell_that_has_an_adventure_and_not_a_near_variant() -> None:
    innkeeper = read_full_definition(
        "Edgewall Innkeeper", "Creature — Human Peasant", EDGEWALL_INNKEEPER, "{G}", ("1", "1")
    )
    assert innkeeper["abilities"][0]["spell_has_adventure"] is True
    assert probe_support("Whenever you cast a creature spell that has an Odyssey, draw a card.") != "full"


def test_715_2_a_creature_spell_that_has_an_adventure_triggers() -> None:
    innkeeper = read_full_definition(
        "Edgewall Innkeeper", "Creature — Human Peasant", EDGEWALL_INNKEEPER, "{G}", ("1", "1")
    )
    game = state(
        alice={
            "mana_pool": {"G": 2},
            "hand": [{"id": "ts", "card": "Trail Scout // Scout Ahead"}, {"id": "gb", "card": "Grizzly Bears"}],
        },
        battlefield=[{"id": "inn", "card": "Edgewall Innkeeper", "controller": "alice"}],
    )

    def sources(action: dict[str, Any]) -> list[str]:
        result = run_with_cards(game, [action], innkeeper, _ADVENTURER)
        return [item["source"] or item["id"] for item in result["state"]["stack"]]

    assert sources({"type": "cast", "card": "ts"})[0] == "inn"  # the creature: it has an Adventure
    assert "inn" not in sources({"type": "cast", "card": "ts", "face": "adventure"})  # a sorcery spell
    assert "inn" not in sources({"type": "cast", "card": "gb"})  # a creature spell without an Adventure


# --- "When ~ enters untapped" and "unless you control three or more other Forests" (CR 603.6a, 614.1c) ------------

GINGERBREAD_CABIN = (
    "({T}: Add {G}.)\nGingerbread Cabin enters the battlefield tapped unless you control three or more other "
    "Forests.\nWhen Gingerbread Cabin enters the battlefield untapped, create a Food token."
)


def _cabin() -> dict[str, Any]:
    return read_full_definition("Gingerbread Cabin", "Land — Forest", GINGERBREAD_CABIN, "")


def test_grammar_reads_enters_untapped_and_not_a_near_variant() -> None:
    abilities = _cabin()["abilities"]
    assert {"kind": "enters_tapped", "unless_you_control": "permanent:Forest:other", "you_control_at_least": 3} in (
        abilities
    )
    assert next(a for a in abilities if a.get("kind") == "triggered")["if_entered_untapped"] is True
    assert probe_support("When ~ enters unharmed, you gain 1 life.") != "full"


def test_603_6a_enters_untapped_triggers_only_when_untapped() -> None:
    cabin = _cabin()

    def played(forests: int) -> dict[str, Any]:
        game = state(
            alice={"hand": [{"id": "cabin", "card": "Gingerbread Cabin"}]},
            battlefield=[{"id": f"f{n}", "card": "Forest", "controller": "alice"} for n in range(forests)],
        )
        return run_with_cards(game, [{"type": "play_land", "card": "cabin"}], cabin)

    result = played(3)
    assert next(p for p in result["state"]["battlefield"] if p["id"] == "cabin")["tapped"] is False
    assert [item["source"] for item in result["state"]["stack"]] == ["cabin"]  # the Food trigger
    result = played(2)
    assert next(p for p in result["state"]["battlefield"] if p["id"] == "cabin")["tapped"] is True
    assert result["state"]["stack"] == []  # it entered tapped: no trigger


# --- "+1/+1 until end of turn for each creature in your party" (CR 700.8, 608.2h) ------------------------------------

KABIRA_OUTRIDER = (
    "When Kabira Outrider enters the battlefield, target creature gets +1/+1 until end of turn for each creature in "
    "your party."
)


def test_700_8_a_pump_counted_by_the_party_as_it_resolves() -> None:
    outrider = read_full_definition(
        "Kabira Outrider", "Creature — Human Warrior", KABIRA_OUTRIDER, "{1}{W}", ("1", "1")
    )
    assert outrider["abilities"][0]["effect"]["power"] == "party_size"
    assert probe_support(KABIRA_OUTRIDER.replace("party", "parade")) != "full"
    cleric = {
        "name": "Party Cleric",
        "mana_cost": "{W}",
        "types": ["Creature"],
        "subtypes": ["Human", "Cleric"],
        "power": 1,
        "toughness": 1,
    }
    game = state(
        alice={"mana_pool": {"W": 2}, "hand": [{"id": "ko", "card": "Kabira Outrider"}]},
        battlefield=[
            {"id": "cl", "card": "Party Cleric", "controller": "alice"},
            {"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
        ],
    )
    result = run_with_cards(
        game,
        [{"type": "cast", "card": "ko"}, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["bears"]}}],
        outrider,
        cleric,
    )
    bears = next(p for p in result["state"]["battlefield"] if p["id"] == "bears")
    assert bears["characteristics"]["power"] == 4  # the Cleric and the Outrider (a Warrior): a party of two
