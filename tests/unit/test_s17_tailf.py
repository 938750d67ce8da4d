"""s17-tailf: constructions of Eldraine, Theros Beyond Death, Ikoria and Zendikar Rising (docs/oracle-s17-tailf.md):
each engine node played by the rules, and each grammar line read (a near variant with an unknown word not)."""

from __future__ import annotations

from typing import Any

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
