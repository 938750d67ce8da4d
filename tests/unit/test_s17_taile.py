"""s17-taile: the long tail of Ixalan, Rivals of Ixalan, Dominaria, Guilds of Ravnica, Ravnica Allegiance
and War of the Spark read from Oracle text and played by the engine (docs/oracle-s17-taile.md)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.cards import RiderCondition
from app.engine.errors import IllegalAction
from app.engine.rules.historic import is_historic
from app.engine.state import Characteristics, GameState
from app.engine.target_grammar import parse_target_spec
from tests.unit.conftest import events_of, player_of, probe_support, read_full_definition, run_with_cards, state


def _read(card: tuple[Any, ...]) -> dict[str, Any]:
    name, type_line, oracle, cost, pt = card
    return read_full_definition(name, type_line, oracle, cost, pt)


# --- raid: "if you attacked this turn" (CR 508.1; rules/raid.py) -------------------------------------

SPY = (
    "Storm Fleet Spy",
    "Creature — Human Pirate",
    "Raid — When Storm Fleet Spy enters the battlefield, if you attacked this turn, draw a card.",
    "{3}{U}",
    ("2", "2"),
)
CHART = (
    "Chart a Course",
    "Sorcery",
    "Draw two cards. Then discard a card unless you attacked this turn.",
    "{1}{U}",
    None,
)
REAVER = (
    "Siren Reaver",
    "Creature — Siren Pirate",
    "Raid — This spell costs {1} less to cast if you attacked this turn.\nFlying",
    "{3}{U}",
    ("3", "2"),
)
ATTACKED = {"kind": "this_turn", "record": "attacked"}


def test_508_1_raid_lines_read_into_the_attacked_record() -> None:
    spy = _read(SPY)["abilities"][0]
    assert spy["trigger"] == "enters" and spy["intervening_if"] == ATTACKED
    chart = _read(CHART)["abilities"]
    assert chart[1]["effect"]["condition"] == {**ATTACKED, "negated": True}
    assert _read(REAVER)["abilities"][0] == {
        "kind": "self_cost_reduction_this_turn",
        "generic": 1,
        "condition": ATTACKED,
    }


@pytest.mark.parametrize(
    "oracle",
    [
        "When Probe enters, if you attacked this game, draw a card.",
        "When Probe enters, if you raided this turn, draw a card.",
        "When Probe enters, if you attacked twice this turn, draw a card.",
    ],
)
def test_raid_near_variants_are_not_read(oracle: str) -> None:
    assert probe_support(oracle) != "full"


def test_the_attacked_record_is_strictly_typed() -> None:
    with pytest.raises(ValidationError):
        RiderCondition.model_validate({**ATTACKED, "who": "an_opponent"})
    with pytest.raises(ValidationError):
        GameState.model_validate({"players": [{"id": "a", "attacked_this_turn": 0}]})


def _bears(player_id: str, object_id: str) -> dict[str, Any]:
    return {"id": object_id, "controller": player_id, "card": "Grizzly Bears"}


def test_508_1_declaring_attackers_records_the_attack_and_raid_then_triggers() -> None:
    spy = _read(SPY)
    game = state(
        step="declare_attackers",
        battlefield=[_bears("alice", "b1")],
        alice={"hand": [{"id": "spy", "card": "Storm Fleet Spy"}]},
    )
    declared = run_with_cards(
        game, [{"type": "declare_attackers", "attackers": [{"id": "b1", "defending": "bob"}]}], spy
    )
    assert player_of(declared, "alice")["attacked_this_turn"] is True
    assert "attacked_this_turn" not in player_of(declared, "bob")
    # later in the turn (the record carried by the posted state), the enters trigger's "if" holds
    later = state(
        step="postcombat_main",
        alice={
            "hand": [{"id": "spy", "card": "Storm Fleet Spy"}],
            "mana_pool": {"U": 1, "C": 3},
            "attacked_this_turn": True,
        },
    )
    result = run_with_cards(later, [{"type": "cast", "card": "spy"}, {"type": "resolve"}, {"type": "resolve"}], spy)
    assert [c["id"] for c in player_of(result, "alice")["hand"]] == ["alice-lib-0"]
    # without the attack it doesn't trigger (CR 603.4)
    later["players"][0]["attacked_this_turn"] = False
    quiet = run_with_cards(later, [{"type": "cast", "card": "spy"}, {"type": "resolve"}], spy)
    assert player_of(quiet, "alice")["hand"] == []
    assert not events_of(quiet, "trigger_put_on_stack")


def test_508_8_no_attackers_declared_is_no_attack_and_the_record_ends_with_the_turn() -> None:
    game = state(step="declare_attackers", battlefield=[_bears("alice", "b1")])
    none = run_with_cards(game, [{"type": "declare_attackers", "attackers": []}])
    assert "attacked_this_turn" not in player_of(none, "alice")
    carried = state(step="end", alice={"attacked_this_turn": True})
    next_turn = run_with_cards(carried, [{"type": "next_turn"}])
    assert all("attacked_this_turn" not in p for p in next_turn["state"]["players"])


def test_601_2f_raid_cost_reduction_and_unless_you_attacked() -> None:
    reaver = _read(REAVER)
    game = state(alice={"hand": [{"id": "sr", "card": "Siren Reaver"}], "mana_pool": {"U": 1, "C": 2}})
    with pytest.raises(IllegalAction):
        run_with_cards(game, [{"type": "cast", "card": "sr"}], reaver)
    game["players"][0]["attacked_this_turn"] = True
    cast = run_with_cards(game, [{"type": "cast", "card": "sr"}, {"type": "resolve"}], reaver)
    assert any(p["id"] == "sr" for p in cast["state"]["battlefield"])
    chart = _read(CHART)
    course = state(
        step="postcombat_main",
        alice={
            "hand": [{"id": "cc", "card": "Chart a Course"}],
            "mana_pool": {"U": 1, "C": 1},
            "attacked_this_turn": True,
        },
    )
    kept = run_with_cards(course, [{"type": "cast", "card": "cc"}, {"type": "resolve"}], chart)
    assert len(player_of(kept, "alice")["hand"]) == 2  # no discard after an attack


# --- historic (CR 700.6; rules/historic.py) ------------------------------------------------------------

JHOIRA = (
    "Jhoira, Weatherlight Captain",
    "Legendary Creature — Human Artificer",
    "Whenever you cast a historic spell, draw a card. (Artifacts, legendaries, and Sagas are historic.)",
    "{2}{U}{R}",
    ("3", "3"),
)
GUARDIANS = (
    "Guardians of Koilos",
    "Artifact Creature — Construct",
    "When Guardians of Koilos enters the battlefield, you may return another target historic permanent you "
    "control to its owner's hand.",
    "{5}",
    ("4", "4"),
)
TRINKET = ("Test Trinket", "Artifact", "{T}: You gain 1 life.", "{1}", None)
SAGA_LIKE = ("Test Chronicle", "Enchantment", "{T}: You gain 1 life.", "{1}", None)


def test_700_6_historic_reads_as_a_qualifier_of_spells_permanents_and_cards() -> None:
    jhoira = _read(JHOIRA)["abilities"][0]
    assert jhoira["kind"] == "cast_trigger" and jhoira["spell_with"] == ["historic"]
    guardians = _read(GUARDIANS)["abilities"][0]
    assert "historic" in str(guardians)
    assert probe_support("Whenever you cast a heroic spell, draw a card.") != "full"
    assert probe_support("Whenever you cast a historical spell, draw a card.") != "full"


def test_700_6_historic_in_the_target_grammar() -> None:
    spec = parse_target_spec("permanent:historic:you_control")
    assert spec.historic and spec.words() == "a historic permanent you control"
    assert is_historic(Characteristics(types=["Artifact"]))
    assert is_historic(Characteristics(types=["Creature"], supertypes=["Legendary"]))
    assert is_historic(Characteristics(types=["Enchantment"], subtypes=["Saga"]))
    assert not is_historic(Characteristics(types=["Creature"], subtypes=["Bear"]))


def test_700_6_601_2i_a_historic_spell_triggers_and_another_does_not() -> None:
    jhoira = _read(JHOIRA)
    trinket = _read(TRINKET)
    saga = {**_read(SAGA_LIKE), "subtypes": ["Saga"]}
    battlefield = [{"id": "j", "controller": "alice", "card": JHOIRA[0]}]
    hand = [
        {"id": "t", "card": TRINKET[0]},
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "chatzuk", "card": "Chatzuk, Mighty Guitarist"},
        {"id": "saga", "card": SAGA_LIKE[0]},
    ]
    game = state(battlefield=battlefield, alice={"hand": hand, "mana_pool": {"G": 3, "W": 1, "C": 3}})
    cards = (jhoira, trinket, saga)
    bears = run_with_cards(game, [{"type": "cast", "card": "bears"}], *cards)
    assert not events_of(bears, "trigger_put_on_stack")
    for spell in ("t", "chatzuk", "saga"):
        cast = run_with_cards(game, [{"type": "cast", "card": spell}, {"type": "resolve"}], *cards)
        assert any(c["id"] == "alice-lib-0" for c in player_of(cast, "alice")["hand"]), spell


RUNNER = (
    "Rigging Runner",
    "Creature — Goblin Pirate",
    "First strike\nRaid — Rigging Runner enters the battlefield with a +1/+1 counter on it if you attacked this turn.",
    "{R}",
    ("1", "1"),
)


def test_614_1c_enters_with_a_counter_if_you_attacked_this_turn() -> None:
    runner = _read(RUNNER)
    assert runner["abilities"][-1] == {
        "kind": "etb_counters",
        "counter": "+1/+1",
        "amount": 1,
        "if_this_turn": ATTACKED,
    }
    assert probe_support("Probe enters with a +1/+1 counter on it if you attacked this game.") != "full"
    game = state(
        step="postcombat_main", alice={"hand": [{"id": "rr", "card": "Rigging Runner"}], "mana_pool": {"R": 1}}
    )
    plain = run_with_cards(game, [{"type": "cast", "card": "rr"}, {"type": "resolve"}], runner)
    assert not next(p for p in plain["state"]["battlefield"] if p["id"] == "rr").get("counters")
    game["players"][0]["attacked_this_turn"] = True
    raided = run_with_cards(game, [{"type": "cast", "card": "rr"}, {"type": "resolve"}], runner)
    assert next(p for p in raided["state"]["battlefield"] if p["id"] == "rr")["counters"] == {"+1/+1": 1}


# --- addendum: "If you cast this spell during your main phase" (CR 505.1; rules/addendum.py) -------------

INSIGHT = (
    "Sphinx's Insight",
    "Instant",
    "Draw two cards.\nAddendum — If you cast this spell during your main phase, you gain 2 life.",
    "{2}{W}{U}",
    None,
)


def test_505_1_addendum_reads_as_a_rider_of_the_spell_only() -> None:
    insight = _read(INSIGHT)["abilities"]
    assert insight[1]["effect"]["condition"] == {"kind": "cast_during_main_phase"}
    assert probe_support("When Probe enters, if you cast Probe during your main phase, draw a card.") != "full"
    assert probe_support("If you cast Probe during your first main phase, you gain 2 life.", "Instant", None) != "full"
    with pytest.raises(ValidationError):
        RiderCondition.model_validate({"kind": "cast_during_main_phase", "spec": "creature"})


@pytest.mark.parametrize(
    ("step", "active", "gains"),
    [
        ("precombat_main", "alice", True),
        ("postcombat_main", "alice", True),
        ("end", "alice", False),
        ("precombat_main", "bob", False),
    ],
)
def test_505_1_the_addendum_holds_only_in_its_controllers_main_phase(step: str, active: str, gains: bool) -> None:
    insight = _read(INSIGHT)
    game = state(
        step=step,
        active_player=active,
        alice={"hand": [{"id": "si", "card": INSIGHT[0]}], "mana_pool": {"W": 1, "U": 1, "C": 2}},
    )
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "si"}, {"type": "resolve"}]
    if active == "bob":
        game["priority_player"] = "alice"
    result = run_with_cards(game, actions, insight)
    assert len(player_of(result, "alice")["hand"]) == 2
    assert player_of(result, "alice")["life"] == (22 if gains else 20)


# --- "Whenever you cast a multicolored spell" (CR 105.4, 601.2i) ------------------------------------------

TOME = ("Tome of the Guildpact", "Artifact", "Whenever you cast a multicolored spell, draw a card.", "{5}", None)


def test_105_4_a_multicolored_spell_triggers_and_a_one_colored_one_does_not() -> None:
    tome = _read(TOME)
    assert tome["abilities"][0]["spell_with"] == ["multicolored"]
    assert probe_support("Whenever you cast a manycolored spell, draw a card.") != "full"
    game = state(
        battlefield=[{"id": "tome", "controller": "alice", "card": TOME[0]}],
        alice={
            "hand": [{"id": "bears", "card": "Grizzly Bears"}, {"id": "cz", "card": "Chatzuk, Mighty Guitarist"}],
            "mana_pool": {"G": 2, "W": 1, "C": 1},
        },
    )
    mono = run_with_cards(game, [{"type": "cast", "card": "bears"}], tome)
    assert not events_of(mono, "trigger_put_on_stack")
    multi = run_with_cards(game, [{"type": "cast", "card": "cz"}, {"type": "resolve"}], tome)
    assert any(c["id"] == "alice-lib-0" for c in player_of(multi, "alice")["hand"])


# --- "as long as you control another Dinosaur" (CR 611.3a; rules/you_control.py) ------------------------

PTERODON = (
    "Sun-Crested Pterodon",
    "Creature — Dinosaur",
    "Flying\nSun-Crested Pterodon has vigilance as long as you control another Dinosaur.",
    "{4}{W}",
    ("2", "5"),
)


def test_611_3a_as_long_as_you_control_another_leaves_the_source_out() -> None:
    pterodon = _read(PTERODON)
    assert pterodon["abilities"][-1]["as_long_as_you_control"] == "permanent:Dinosaur:other"
    assert probe_support("Probe has vigilance as long as you control anotherr Dinosaur.") != "full"
    alone = state(battlefield=[{"id": "p1", "controller": "alice", "card": PTERODON[0]}])
    result = run_with_cards(alone, [{"type": "next_step"}], pterodon)
    assert (
        "vigilance"
        not in next(p for p in result["state"]["battlefield"] if p["id"] == "p1")["characteristics"]["keywords"]
    )
    two = state(
        battlefield=[
            {"id": "p1", "controller": "alice", "card": PTERODON[0]},
            {"id": "p2", "controller": "alice", "card": PTERODON[0]},
        ]
    )
    result = run_with_cards(two, [{"type": "next_step"}], pterodon)
    for pid in ("p1", "p2"):
        keywords = next(p for p in result["state"]["battlefield"] if p["id"] == pid)["characteristics"]["keywords"]
        assert "vigilance" in keywords


# --- "Zombie tokens you control have deathtouch." (CR 611.3a, 111.1) --------------------------------------

VIZIER = (
    "Vizier of the Scorpion",
    "Creature — Zombie Wizard",
    "When Vizier of the Scorpion enters the battlefield, amass 1.\nZombie tokens you control have deathtouch.",
    "{2}{B}",
    ("1", "1"),
)
ZOMBIE = ("Test Zombie", "Creature — Zombie", "Vigilance", "{1}{B}", ("2", "2"))


def test_611_3a_subtype_tokens_you_control_have_a_keyword() -> None:
    vizier = _read(VIZIER)
    assert vizier["abilities"][-1] | {"power": 0, "toughness": 0} == {
        "kind": "static_pump",
        "affected": "creatures_you_control",
        "power": 0,
        "toughness": 0,
        "subtype": "Zombie",
        "status": "token",
        "keywords": ["deathtouch"],
    }
    assert probe_support("Zombie tokenz you control have deathtouch.") != "full"
    zombie = _read(ZOMBIE)
    game = state(
        battlefield=[
            {"id": "v", "controller": "alice", "card": VIZIER[0]},
            {"id": "zt", "controller": "alice", "card": ZOMBIE[0], "is_token": True},
            {"id": "zc", "controller": "alice", "card": ZOMBIE[0]},
            {"id": "bt", "controller": "alice", "card": "Grizzly Bears", "is_token": True},
            {"id": "bz", "controller": "bob", "card": ZOMBIE[0], "is_token": True},
        ]
    )
    result = run_with_cards(game, [{"type": "next_step"}], vizier, zombie)
    keywords = {p["id"]: p["characteristics"]["keywords"] for p in result["state"]["battlefield"]}
    assert "deathtouch" in keywords["zt"]
    assert all("deathtouch" not in keywords[pid] for pid in ("v", "zc", "bt", "bz"))


BOARDER = (
    "Fathom Fleet Boarder",
    "Creature — Orc Pirate",
    "When Fathom Fleet Boarder enters the battlefield, you lose 2 life unless you control another Pirate.",
    "{2}{B}",
    ("3", "3"),
)


def test_608_2c_unless_you_control_another_pirate_leaves_the_source_out() -> None:
    boarder = _read(BOARDER)
    assert boarder["abilities"][0]["effect"]["condition"]["spec"] == "permanent:Pirate:other"
    assert probe_support("If you control another Pirate, you gain 2 life.", "Sorcery", None) != "full"
    game = state(alice={"hand": [{"id": "fb", "card": BOARDER[0]}], "mana_pool": {"B": 1, "C": 2}})
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "fb"}, {"type": "resolve"}, {"type": "resolve"}]
    alone = run_with_cards(game, actions, boarder)
    assert player_of(alone, "alice")["life"] == 18
    game["battlefield"] = [{"id": "other", "controller": "alice", "card": BOARDER[0]}]
    crewed = run_with_cards(game, actions, boarder)
    assert player_of(crewed, "alice")["life"] == 20


ORDER = (
    "Test Order",
    "Instant",
    "Raid — If you attacked this turn, you may pay {U} rather than pay this spell's mana cost.\nDraw a card.",
    "{1}{U}{U}",
    None,
)


def test_118_9_an_alternative_cost_only_if_you_attacked_this_turn() -> None:
    order = _read(ORDER)
    assert order["abilities"][0] == {
        "kind": "alternative_cost",
        "name": "rather_than_mana_cost",
        "cost": "{U}",
        "if_this_turn": ATTACKED,
    }
    assert (
        probe_support(
            "If you raided this turn, you may pay {U} rather than pay this spell's mana cost.", "Instant", None
        )
        != "full"
    )
    game = state(step="postcombat_main", alice={"hand": [{"id": "o", "card": ORDER[0]}], "mana_pool": {"U": 1}})
    actions: list[dict[str, Any]] = [
        {"type": "cast", "card": "o", "alternative_cost": "rather_than_mana_cost"},
        {"type": "resolve"},
    ]
    with pytest.raises(IllegalAction, match="attacked"):
        run_with_cards(game, actions, order)
    game["players"][0]["attacked_this_turn"] = True
    result = run_with_cards(game, actions, order)
    assert [c["id"] for c in player_of(result, "alice")["hand"]] == ["alice-lib-0"]


# --- undergrowth: "for each creature card in your graveyard" (CR 404.1, 608.2h; rules/graveyard_amounts.py) --

FORAGERS = (
    "Kraul Foragers",
    "Creature — Insect Scout",
    "Undergrowth — When Kraul Foragers enters the battlefield, you gain 1 life for each creature card in your "
    "graveyard.",
    "{4}{G}",
    ("4", "3"),
)
PAINTER = (
    "Moodmark Painter",
    "Creature — Human Shaman",
    "Undergrowth — When Moodmark Painter enters the battlefield, target creature gains menace and gets +X/+0 "
    "until end of turn, where X is the number of creature cards in your graveyard.",
    "{2}{B}{B}",
    ("2", "3"),
)


def test_608_2h_counted_from_the_creature_cards_in_your_graveyard() -> None:
    foragers = _read(FORAGERS)
    assert foragers["abilities"][0]["effect"]["amount"] == "graveyard_creature_cards"
    assert probe_support("When Probe enters, you gain 1 life for each creature card in your library.") != "full"
    graveyard = [
        {"id": "g1", "card": "Grizzly Bears"},
        {"id": "g2", "card": "Grizzly Bears"},
        {"id": "g3", "card": "Lightning Bolt"},
    ]
    game = state(
        alice={"hand": [{"id": "kf", "card": FORAGERS[0]}], "mana_pool": {"G": 1, "C": 4}, "graveyard": graveyard}
    )
    result = run_with_cards(game, [{"type": "cast", "card": "kf"}, {"type": "resolve"}, {"type": "resolve"}], foragers)
    assert player_of(result, "alice")["life"] == 22
    painter = _read(PAINTER)
    game = state(
        battlefield=[{"id": "b", "controller": "alice", "card": "Grizzly Bears"}],
        alice={"hand": [{"id": "mp", "card": PAINTER[0]}], "mana_pool": {"B": 2, "C": 2}, "graveyard": graveyard},
    )
    pumped = run_with_cards(
        game,
        [{"type": "cast", "card": "mp"}, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["b"]}}],
        painter,
    )
    bears = next(p for p in pumped["state"]["battlefield"] if p["id"] == "b")
    assert bears["characteristics"]["power"] == 4


# --- "as long as any player controls a black permanent" (CR 611.3a) ----------------------------------------

KNIGHT = (
    "Knight of Grace",
    "Creature — Human Knight",
    "First strike\nKnight of Grace gets +1/+0 as long as any player controls a black permanent.",
    "{1}{W}{W}",
    ("2", "2"),
)
BLACK = ("Test Shade", "Creature — Shade", "Flying", "{B}", ("1", "1"))


def test_611_3a_as_long_as_any_player_controls() -> None:
    knight = _read(KNIGHT)
    assert knight["abilities"][-1]["as_long_as_any_player_controls"] == "permanent:black"
    assert probe_support("Probe gets +1/+0 as long as any wizard controls a black permanent.") != "full"
    shade = _read(BLACK)
    alone = state(battlefield=[{"id": "k", "controller": "alice", "card": KNIGHT[0]}])
    result = run_with_cards(alone, [{"type": "next_step"}], knight, shade)
    assert next(p for p in result["state"]["battlefield"] if p["id"] == "k")["characteristics"]["power"] == 2
    for controller in ("alice", "bob"):
        game = state(
            battlefield=[
                {"id": "k", "controller": "alice", "card": KNIGHT[0]},
                {"id": "s", "controller": controller, "card": BLACK[0]},
            ]
        )
        result = run_with_cards(game, [{"type": "next_step"}], knight, shade)
        assert next(p for p in result["state"]["battlefield"] if p["id"] == "k")["characteristics"]["power"] == 3
