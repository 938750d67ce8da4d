"""Session 33, group dsk (docs/oracle-s33-dsk.md): general constructions of Duskmourn (DSK), each read from the real
Oracle text (tests/fixtures/sets/dsk.json, today's wording) and played by the engine; a near variant stays refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    permanent,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

MURDER = read_full_definition("Probe Murder", "Instant", "Destroy target creature.", "{B}")


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real DSK card (MTGJSON), which must read `full`."""
    return mtgjson_full_definition("DSK", name)


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "When ~ dies, if it was a creature, return it to the battlefield under its owner's control. It's an
# enchantment." (CR 603.4, 603.10a, 400.7, 613.1d, 205.1a) ---------------------------------------------------------

def test_613_1d_enduring_returns_as_an_enchantment_only_once() -> None:
    courage = _card("Enduring Courage")
    for name in ("Enduring Curiosity", "Enduring Innocence", "Enduring Tenacity", "Enduring Vitality"):
        assert _card(name)["abilities"][-1] == courage["abilities"][-1]
    assert courage["abilities"][-1] == {"kind": "triggered", "trigger": "dies", "effect": {
        "kind": "return_died_to_battlefield", "card_types": ["Enchantment"]}}
    game = state(alice={"hand": [{"id": "m", "card": "Probe Murder"}, {"id": "m2", "card": "Probe Murder"}],
                        "mana_pool": {"B": 2}}, battlefield=[_on("c", "Enduring Courage")])
    done = _run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["c"]}}, {"type": "resolve"},
                       {"type": "resolve"}], courage, MURDER)
    back = permanent(done, "c")["characteristics"]
    assert (back["types"], back["subtypes"]) == (["Enchantment"], [])  # Dog Glimmer are creature types (205.1a)
    assert events_of(done, "entered_battlefield")[-1]["permanent"] == "c"
    # now it is no creature: "Destroy target creature" can't target it, and its own ability would no longer trigger
    with pytest.raises(IllegalAction, match="not a creature"):
        _run(done["state"], [{"type": "cast", "card": "m2", "choices": {"targets": ["c"]}}], courage, MURDER)
    assert probe_support("When ~ dies, if it was an artifact, return it to the battlefield under its owner's control. "
                         "It's an enchantment.", "Enchantment Creature — Dog") != "full"
    assert probe_support("When ~ dies, return it to the battlefield under its owner's control. It's a creature.",
                         "Enchantment Creature — Dog") != "full"
    assert probe_support("When ~ attacks, if it was a creature, draw a card.") != "full"


# --- "Impending N—[cost]" (CR 702.176a, 118.9, 122.6, 613.1d, 603.4) --------------------------------------------------

def test_702_176a_impending_enters_with_time_counters_not_a_creature_until_the_last_is_removed() -> None:
    overlord = _card("Overlord of the Mistmoors")
    assert overlord["abilities"][:2] == [{"kind": "alternative_cost", "name": "impending", "cost": "{2}{W}{W}"},
                                         {"kind": "impending", "counters": 4}]
    for name in ("Overlord of the Boilerbilges", "Overlord of the Floodpits"):
        assert _card(name)["abilities"][1] == {"kind": "impending", "counters": 4}
    game = state(alice={"hand": [{"id": "o", "card": "Overlord of the Mistmoors"}], "mana_pool": {"W": 2, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "o", "alternative_cost": "impending"}, {"type": "resolve"},
                       {"type": "resolve"}], overlord)
    entered = permanent(done, "o")
    assert entered["counters"] == {"time": 4}
    assert "Creature" not in entered["characteristics"]["types"]
    assert entered["characteristics"]["subtypes"] == []  # Avatar Horror are creature types (205.1a)
    tokens = [p for p in done["state"]["battlefield"] if p["id"] != "o"]
    assert len(tokens) == 2  # its enters trigger still works: it is an enchantment
    # at the beginning of its controller's end step, one time counter is removed (CR 702.176a, 603.4)
    one_left = dict(done["state"], step="postcombat_main")
    one_left["battlefield"] = [dict(p, counters={"time": 1}) if p["id"] == "o" else p
                               for p in done["state"]["battlefield"]]
    ended = _run(one_left, [{"type": "next_step"}, {"type": "resolve"}], overlord)
    removed = events_of(ended, "counters_removed")
    assert [(e["permanent"], e["purpose"]) for e in removed] == [("o", "impending")]
    back = permanent(ended, "o")
    assert back["counters"] == {} and "Creature" in back["characteristics"]["types"]
    # cast for its mana cost, it is a creature at once, and no counter is removed at the end step
    full = state(alice={"hand": [{"id": "o", "card": "Overlord of the Mistmoors"}], "mana_pool": {"W": 2, "C": 5}})
    normal = _run(full, [{"type": "cast", "card": "o"}, {"type": "resolve"}], overlord)
    assert "Creature" in permanent(normal, "o")["characteristics"]["types"] and not permanent(normal, "o")["counters"]
    assert probe_support("Impending 4—{X}{R}{R}", "Enchantment Creature — Avatar") != "full"
    assert probe_support("Impending 4", "Enchantment Creature — Avatar") != "full"


# --- "Its controller manifests dread." after a targeted effect (CR 701.62a, 608.2h) --------------------------------------

def test_701_62a_its_controller_manifests_dread_after_destroy_and_after_counter() -> None:
    remake, impostors = _card("Unwanted Remake"), _card("Fear of Impostors")
    dread = {"kind": "manifest", "dread": True, "player": "its_controller"}
    assert remake["abilities"][1]["effect"] == dread and impostors["abilities"][-1]["then_effects"] == [dread]
    bob_library = [{"id": "b1", "card": "Grizzly Bears"}, {"id": "b2", "card": "Grizzly Bears"},
                   {"id": "b3", "card": "Grizzly Bears"}]
    game = state(alice={"hand": [{"id": "r", "card": "Unwanted Remake"}], "mana_pool": {"W": 1}},
                 bob={"library": bob_library}, battlefield=[_on("v", "Grizzly Bears", "bob")])
    done = _run(game, [{"type": "cast", "card": "r", "choices": {"targets": ["v"]}},
                       {"type": "resolve", "choices": {"chosen": ["b2"]}}], remake)
    manifested = events_of(done, "manifested")
    assert [(e["player"], e["permanent"]) for e in manifested] == [("bob", "b2")]  # bob manifests, and chooses
    b2 = permanent(done, "b2")
    assert b2["controller"] == "bob" and b2["face_down"]
    bob = next(p for p in done["state"]["players"] if p["id"] == "bob")
    assert {c["id"] for c in bob["graveyard"]} == {"v", "b1"}
    assert probe_support("Destroy all creatures. Its controller manifests dread.", "Sorcery", None) != "full"
    assert probe_support("Its controller manifests dread.", "Sorcery", None) != "full"


# --- "Return ~ from your graveyard to the battlefield with a finality counter on it." (CR 113.6k, 122.1h, 122.6) -------

def test_122_1h_return_self_from_graveyard_with_a_finality_counter() -> None:
    wurm = _card("Balustrade Wurm")
    assert wurm["abilities"][1]["effect"] == {"kind": "return_self_from_graveyard", "to": "battlefield",
                                              "finality": True}
    assert _card("Resurrected Cultist")["abilities"][-1]["effect"] == wurm["abilities"][1]["effect"]
    # delirium: a land, an instant, a sorcery and the Wurm itself (a creature) make four card types
    graveyard = [{"id": "w", "card": "Balustrade Wurm"}, {"id": "l", "card": "Forest"},
                 {"id": "i", "card": "Probe Murder"}, {"id": "s", "card": "Probe Sorcery"}]
    sorcery = read_full_definition("Probe Sorcery", "Sorcery", "Draw a card.", "{U}")
    game = state(alice={"mana_pool": {"G": 2, "C": 2}, "graveyard": graveyard})
    done = _run(game, [{"type": "activate", "permanent": "w", "ability": 1}, {"type": "resolve"}], wurm, MURDER, sorcery)
    assert permanent(done, "w")["counters"] == {"finality": 1}
    assert probe_support("{2}{G}{G}: Return ~ from your graveyard to your hand with a finality counter on it.") != "full"


# --- "As an additional cost to cast ~, exile six cards from your graveyard." (CR 601.2b, 601.2h, 406.2) ---------------

def test_601_2h_exile_n_cards_of_any_type_from_your_graveyard_as_an_additional_cost() -> None:
    oculus = _card("Abhorrent Oculus")
    assert oculus["abilities"][0] == {"kind": "additional_cost", "cost": "exile_from_graveyard", "card_type": "card",
                                      "amount": 6}
    cards = [{"id": f"g{n}", "card": "Forest" if n % 2 else "Grizzly Bears"} for n in range(6)]
    game = state(alice={"hand": [{"id": "o", "card": "Abhorrent Oculus"}], "mana_pool": {"U": 1, "C": 2},
                        "graveyard": cards})
    done = _run(game, [{"type": "cast", "card": "o", "choices": {"exile_from_graveyard": [c["id"] for c in cards]}},
                       {"type": "resolve"}], oculus)
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert alice["graveyard"] == [] and {c["id"] for c in alice["exile"]} == {c["id"] for c in cards}
    assert permanent(done, "o")["controller"] == "alice"
    short = state(alice={"hand": [{"id": "o", "card": "Abhorrent Oculus"}], "mana_pool": {"U": 1, "C": 2},
                         "graveyard": cards[:5]})
    with pytest.raises(IllegalAction):
        _run(short, [{"type": "cast", "card": "o"}], oculus)
    assert probe_support("As an additional cost to cast ~, exile two cards from a graveyard.", "Sorcery", None) != "full"


# --- "where X is the number of card types among cards in your graveyard" (CR 205.2a, 608.2h) ----------------------------

def test_205_2a_count_of_card_types_among_cards_in_your_graveyard() -> None:
    peer = _card("Peer Past the Veil")
    assert peer["abilities"][1]["effect"] == {"kind": "draw", "amount": "graveyard_card_types", "player": "you"}
    library = [{"id": f"l{n}", "card": "Forest"} for n in range(6)]
    # a land, a creature and an instant in the graveyard (two Forests count once), then the discarded hand: a sorcery
    graveyard = [{"id": "f1", "card": "Forest"}, {"id": "f2", "card": "Forest"}, {"id": "b", "card": "Grizzly Bears"},
                 {"id": "m", "card": "Probe Murder"}]
    sorcery = read_full_definition("Probe Sorcery", "Sorcery", "Draw a card.", "{U}")
    game = state(alice={"hand": [{"id": "p", "card": "Peer Past the Veil"}, {"id": "s", "card": "Probe Sorcery"}],
                        "mana_pool": {"R": 1, "G": 1, "C": 2}, "graveyard": graveyard, "library": library})
    done = _run(game, [{"type": "cast", "card": "p"}, {"type": "resolve"}], peer, MURDER, sorcery)
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert len(alice["hand"]) == 4  # land, creature, instant, sorcery: the spell itself is still on the stack (608.2h)
    assert probe_support("Draw X cards, where X is the number of card types among cards in target player's graveyard.",
                         "Sorcery", None) != "full"
    spinner = _card("Broodspinner")
    assert spinner["abilities"][-1]["effect"]["count"] == "graveyard_card_types"
    field = state(alice={"mana_pool": {"B": 1, "G": 1, "C": 4}, "graveyard": graveyard[:3]},
                  battlefield=[_on("s", "Broodspinner")])
    made = _run(field, [{"type": "activate", "permanent": "s", "ability": len(spinner["abilities"]) - 1},
                        {"type": "resolve"}], spinner)
    # the Broodspinner itself is a creature card in the graveyard by then (sacrificed as a cost): land and creature
    assert len([p for p in made["state"]["battlefield"] if p["id"] != "s"]) == 2


# --- "~ costs {2} less to cast as long as <condition>." (CR 601.2f) ----------------------------------------------------

def test_601_2f_costs_less_as_long_as_reads_as_if() -> None:
    drag = _card("Drag to the Roots")
    assert drag["abilities"][0] == {"kind": "self_cost_reduction", "generic": 2, "if_delirium": True}
    graveyard = [{"id": "f", "card": "Forest"}, {"id": "b", "card": "Grizzly Bears"}, {"id": "m", "card": "Probe Murder"},
                 {"id": "s", "card": "Probe Sorcery"}]
    sorcery = read_full_definition("Probe Sorcery", "Sorcery", "Draw a card.", "{U}")
    game = state(alice={"hand": [{"id": "d", "card": "Drag to the Roots"}], "mana_pool": {"B": 1, "G": 1},
                        "graveyard": graveyard}, battlefield=[_on("v", "Grizzly Bears", "bob")])
    done = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["v"]}}, {"type": "resolve"}],
                drag, MURDER, sorcery)
    assert all(p["id"] != "v" for p in done["state"]["battlefield"])  # cast for {B}{G} with delirium
    three = state(alice={"hand": [{"id": "d", "card": "Drag to the Roots"}], "mana_pool": {"B": 1, "G": 1},
                         "graveyard": graveyard[:3]}, battlefield=[_on("v", "Grizzly Bears", "bob")])
    with pytest.raises(IllegalAction, match="missing"):
        _run(three, [{"type": "cast", "card": "d", "choices": {"targets": ["v"]}}], drag, MURDER, sorcery)
    assert probe_support("~ costs {1} less to cast as long as it targets a creature.", "Instant", None) != "full"


# --- "As long as you have at least 7 life more than your starting life total, <static>." (CR 611.3a, 103.4) ------------

def test_103_4_static_pump_as_long_as_life_above_starting() -> None:
    leyline = _card("Leyline of Hope")
    assert leyline["abilities"][-1] == {"kind": "static_pump", "power": 2, "toughness": 2,
                                        "affected": "creatures_you_control", "as_long_as_life_above_starting": 7}
    field = [_on("l", "Leyline of Hope"), _on("b", "Grizzly Bears")]
    high = state(battlefield=field)
    high["players"][0]["life"] = 27
    assert permanent(_run(high, [], leyline), "b")["characteristics"]["power"] == 4
    low = state(battlefield=field)
    low["players"][0]["life"] = 26
    assert permanent(_run(low, [], leyline), "b")["characteristics"]["power"] == 2
    assert probe_support("As long as you have at least 7 life more than your starting life total, you have hexproof.",
                         "Enchantment", None) != "full"
