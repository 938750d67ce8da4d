"""s16-taila: general constructions of the long tail of M20, M21 and the 2017-2019 sets, read from
Oracle text and played by the engine (docs/oracle-taila.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import permanent, probe_support, read_full_definition, run_with_cards, state

Card = tuple[str, str, str, str, tuple[str, str] | None]


_reads = probe_support


# --- "When ~ enters, tap target creature ... That creature doesn't untap during its controller's next
# untap step." (CR 502.3, 608.2c, 611.2b) -------------------------------------------------------------

FROST_LYNX: Card = (
    "Frost Lynx",
    "Creature — Elemental Cat",
    "When Frost Lynx enters the battlefield, tap target creature an opponent controls. That creature doesn't "
    "untap during its controller's next untap step.",
    "{2}{U}",
    ("2", "2"),
)


def test_502_3_enters_tap_then_doesnt_untap_reads() -> None:
    ability = read_full_definition(*FROST_LYNX)["abilities"][0]
    assert ability == {
        "kind": "triggered",
        "trigger": "enters",
        "effect": {"kind": "tap", "target": "creature:opponent_controls"},
        "then_effects": [{"kind": "doesnt_untap_next_untap_step", "target": "it"}],
    }
    it_line = (
        "When Probe enters, tap target creature an opponent controls. It doesn't untap during its controller's "
        "next untap step."
    )
    assert _reads(it_line) == "full"


@pytest.mark.parametrize(
    "oracle",
    [
        "When Probe enters, tap target creature an opponent controls. That creature doesn't untap during its "
        "controller's next untap step forever.",
        "When Probe enters, draw a card. That creature doesn't untap during its controller's next untap step.",
        "When Probe enters, tap all creatures. That creature doesn't untap during its controller's next untap step.",
    ],
)
def test_502_3_doesnt_untap_without_its_tap_is_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


def test_502_3_the_tapped_creature_stays_tapped_in_its_controllers_next_untap_step_only() -> None:
    lynx = read_full_definition(*FROST_LYNX)
    game = state(
        alice={"mana_pool": {"U": 3}, "hand": [{"id": "h", "card": "Frost Lynx"}]},
        battlefield=[
            {"id": "b", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1},
            {"id": "c", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1, "tapped": True},
        ],
    )
    cast: list[dict[str, Any]] = [
        {"type": "cast", "card": "h"},
        {"type": "resolve"},
        {"type": "resolve", "choices": {"targets": ["b"]}},
    ]
    bobs_turn = run_with_cards(game, [*cast, {"type": "next_turn"}], lynx)
    assert bobs_turn["state"]["active_player"] == "bob"
    assert permanent(bobs_turn, "b")["tapped"] is True
    assert permanent(bobs_turn, "c")["tapped"] is False  # not the target: untaps as usual
    later = run_with_cards(game, [*cast, {"type": "next_turn"}, {"type": "next_turn"}, {"type": "next_turn"}], lynx)
    assert permanent(later, "b")["tapped"] is False


# --- "Creature spells with flying you cast cost {1} less to cast." (CR 601.2f, 702.1) --------------

WARDEN: Card = (
    "Warden of Evos Isle",
    "Creature — Bird Wizard",
    "Flying\nCreature spells with flying you cast cost {1} less to cast.",
    "{2}{U}",
    ("2", "2"),
)
DRAKE = {
    "name": "Test Drake",
    "mana_cost": "{3}{U}",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
    "keywords": ["flying"],
}
WALKER = {"name": "Test Walker", "mana_cost": "{3}{U}", "types": ["Creature"], "power": 2, "toughness": 2}


def test_601_2f_spells_with_a_keyword_cost_less_reads() -> None:
    assert read_full_definition(*WARDEN)["abilities"] == [
        {"kind": "cost_reduction", "spells": "creature", "generic": 1, "keyword": "flying"}
    ]
    assert _reads("Creature spells with flying you cast cost {1} less to cast today.") != "full"
    assert _reads("Creature spells with glimmering you cast cost {1} less to cast.") != "full"


def test_601_2f_only_spells_with_the_keyword_cost_less() -> None:
    warden = read_full_definition(*WARDEN)
    game = state(
        alice={"hand": [{"id": "d", "card": "Test Drake"}, {"id": "w", "card": "Test Walker"}]},
        battlefield=[{"id": "wd", "card": "Warden of Evos Isle", "controller": "alice"}],
    )
    result = run_with_cards(
        game, [{"type": "compute_cost", "card": "d"}, {"type": "compute_cost", "card": "w"}], warden, DRAKE, WALKER
    )
    assert [q["result"]["mana"] for q in result["queries"]] == ["{2}{U}", "{3}{U}"]


# --- "Noncreature spells cost {1} more to cast." / "Spells your opponents cast that target ~ cost {2}
# more to cast." (CR 601.2f, 601.2c) --------------------------------------------------------------------

WINGMARE: Card = (
    "Vryn Wingmare",
    "Creature — Pegasus",
    "Flying\nNoncreature spells cost {1} more to cast.",
    "{2}{W}",
    ("2", "1"),
)
BOREAL: Card = (
    "Boreal Elemental",
    "Creature — Elemental",
    "Flying\nSpells your opponents cast that target Boreal Elemental cost {2} more to cast.",
    "{4}{U}",
    ("3", "4"),
)
SHOCK: Card = ("Test Shock", "Instant", "Test Shock deals 2 damage to any target.", "{R}", None)


def test_601_2f_cost_increase_qualities_read() -> None:
    assert read_full_definition(*WINGMARE)["abilities"] == [
        {"kind": "cost_increase", "applies_to": "spells", "generic": 1, "not_card_type": "Creature"}
    ]
    assert read_full_definition(*BOREAL)["abilities"] == [
        {"kind": "cost_increase", "applies_to": "spells", "generic": 2, "cast_by": "opponents", "targeting": "self"}
    ]
    group = "Spells your opponents cast that target a creature or planeswalker you control cost {2} more to cast."
    assert _reads(group) == "full"


@pytest.mark.parametrize(
    "oracle",
    [
        "Noncreature spells cost {1} more to cast today.",
        "Spells your rivals cast that target Probe cost {2} more to cast.",
        "Spells your opponents cast that target Probe cost {X} more to cast.",
        "Noncreature abilities cost {1} more to cast.",
    ],
)
def test_601_2f_cost_increase_near_variants_are_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


def _cast_shock(caster: str, pool: int, target: str, *cards: Card) -> dict[str, Any]:
    game = state(
        active_player=caster,
        alice={"hand": [{"id": "sa", "card": "Test Shock"}], "mana_pool": {"R": pool}},
        bob={"hand": [{"id": "sb", "card": "Test Shock"}], "mana_pool": {"R": pool}},
        battlefield=[
            {"id": "el", "card": cards[0][0], "controller": "alice"},
            {"id": "gb", "card": "Grizzly Bears", "controller": "alice"},
        ],
    )
    card = "sa" if caster == "alice" else "sb"
    definitions = [read_full_definition(*c) for c in (*cards, SHOCK)]
    return run_with_cards(
        game, [{"type": "cast", "card": card, "choices": {"targets": [target]}}, {"type": "resolve"}], *definitions
    )


def test_601_2f_noncreature_spells_cost_one_more_for_every_player() -> None:
    with pytest.raises(IllegalAction):
        _cast_shock("bob", 1, "gb", WINGMARE)
    with pytest.raises(IllegalAction):
        _cast_shock("alice", 1, "gb", WINGMARE)
    result = _cast_shock("bob", 2, "gb", WINGMARE)
    assert all(p["id"] != "gb" for p in result["state"]["battlefield"])


def test_601_2c_an_opponents_spell_that_targets_it_costs_two_more() -> None:
    with pytest.raises(IllegalAction):
        _cast_shock("bob", 2, "el", BOREAL)
    assert permanent(_cast_shock("bob", 3, "el", BOREAL), "el")["damage"] == 2
    other = _cast_shock("bob", 1, "gb", BOREAL)  # another target: no increase
    assert all(p["id"] != "gb" for p in other["state"]["battlefield"])
    assert permanent(_cast_shock("alice", 1, "el", BOREAL), "el")["damage"] == 2  # its controller's spell


# --- "that player" named by the trigger event: "Whenever a creature an opponent controls dies, that player
# loses 2 life." / "Whenever ~ deals combat damage to a player, that player discards a card." (CR 603.2,
# 603.10a, 119.3, 701.9b) --------------------------------------------------------------------------------

MASSACRE_WURM: Card = (
    "Massacre Wurm",
    "Creature — Phyrexian Wurm",
    "When Massacre Wurm enters the battlefield, creatures your opponents control get -2/-2 until end of turn.\n"
    "Whenever a creature an opponent controls dies, that player loses 2 life.",
    "{3}{B}{B}{B}",
    ("6", "5"),
)
RACKETEER: Card = (
    "Test Racketeer",
    "Creature — Human Rogue",
    "Whenever Test Racketeer deals combat damage to a player, that player discards a card.",
    "{4}{B}",
    ("4", "2"),
)


def test_603_2_that_player_of_the_event_reads() -> None:
    wurm = read_full_definition(*MASSACRE_WURM)["abilities"][1]
    assert wurm == {
        "kind": "triggered",
        "trigger": "creature_dies",
        "dying": "creature:opponent_controls",
        "effect": {"kind": "lose_life", "amount": 2, "player": "that_player"},
    }
    racketeer = read_full_definition(*RACKETEER)["abilities"][0]
    assert racketeer["effect"] == {"kind": "discard", "amount": 1, "player": "that_player"}


@pytest.mark.parametrize(
    "oracle",
    [
        "Whenever Probe attacks, that player discards a card.",  # no player named by the event
        "Whenever a creature an opponent controls dies, that player loses 2 life eventually.",
        "Whenever Probe deals combat damage to a player, that player discards a card at random.",
    ],
)
def test_603_2_that_player_elsewhere_is_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


def test_603_10a_the_dying_creatures_controller_loses_life() -> None:
    wurm = read_full_definition(*MASSACRE_WURM)
    game = state(
        alice={"hand": [{"id": "s", "card": "Test Shock"}], "mana_pool": {"R": 1}},
        battlefield=[
            {"id": "mw", "card": "Massacre Wurm", "controller": "alice"},
            {"id": "gb", "card": "Grizzly Bears", "controller": "bob"},
            {"id": "ga", "card": "Grizzly Bears", "controller": "alice"},
        ],
    )
    shock = read_full_definition(*SHOCK)
    cast = {"type": "cast", "card": "s", "choices": {"targets": ["gb"]}}
    result = run_with_cards(game, [cast, {"type": "resolve"}, {"type": "resolve"}], wurm, shock)
    assert [p["life"] for p in result["state"]["players"]] == [20, 18]
    own = run_with_cards(game, [{**cast, "choices": {"targets": ["ga"]}}, {"type": "resolve"}], wurm, shock)
    assert own["state"]["stack"] == []  # alice's own creature: no trigger
    assert [p["life"] for p in own["state"]["players"]] == [20, 20]


def test_701_9b_the_player_dealt_combat_damage_discards() -> None:
    racketeer = read_full_definition(*RACKETEER)
    game = state(
        battlefield=[{"id": "a", "card": "Test Racketeer", "controller": "alice", "controlled_since_turn": 1}],
        bob={"hand": [{"id": "h1", "card": "Grizzly Bears"}, {"id": "h2", "card": "Forest"}]},
    )
    attack = [
        {"type": "next_step"},
        {"type": "next_step"},
        {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]},
        {"type": "next_step"},
        {"type": "next_step"},
        {"type": "resolve", "choices": {"discard": ["h2"]}},
    ]
    result = run_with_cards(game, attack, racketeer)
    bob = result["state"]["players"][1]
    assert bob["life"] == 16
    assert [c["id"] for c in bob["hand"]] == ["h1"]
    assert [c["id"] for c in bob["graveyard"]] == ["h2"]


# --- "~ has lifelink as long as it has a +1/+1 counter on it." (CR 611.3a, 122.1) ---------------------

CONTENDER: Card = (
    "Sigiled Contender",
    "Creature — Human Warrior",
    "Sigiled Contender has lifelink as long as it has a +1/+1 counter on it. (Damage dealt by this creature "
    "also causes you to gain that much life.)",
    "{3}{W}",
    ("3", "2"),
)


def test_611_3a_as_long_as_it_has_a_counter_reads() -> None:
    assert read_full_definition(*CONTENDER)["abilities"] == [
        {
            "kind": "static_pump",
            "power": 0,
            "toughness": 0,
            "keywords": ["lifelink"],
            "affected": "self",
            "affected_with": "creature:with_counter_+1/+1",
        }
    ]
    assert _reads("As long as Probe has a +1/+1 counter on it, Probe gets +1/+0.") == "full"
    assert _reads("Probe has lifelink as long as it has a shiny counter on it.") != "full"
    assert _reads("Probe has lifelink as long as it has a +1/+1 counter on it today.") != "full"


def test_611_3a_lifelink_only_while_it_has_the_counter() -> None:
    contender = read_full_definition(*CONTENDER)
    without = run_with_cards(
        state(battlefield=[{"id": "sc", "card": "Sigiled Contender", "controller": "alice"}]), [], contender
    )
    assert "lifelink" not in permanent(without, "sc")["characteristics"]["keywords"]
    board = [{"id": "sc", "card": "Sigiled Contender", "controller": "alice", "counters": {"+1/+1": 1}}]
    with_counter = run_with_cards(state(battlefield=board), [], contender)
    assert "lifelink" in permanent(with_counter, "sc")["characteristics"]["keywords"]
    assert permanent(with_counter, "sc")["characteristics"]["power"] == 4


# --- "you may have <object> <verb>" (CR 603.5, 608.2d) ----------------------------------------------

ARSONIST: Card = (
    "Goblin Arsonist",
    "Creature — Goblin Shaman",
    "When Goblin Arsonist dies, you may have it deal 1 damage to any target.",
    "{R}",
    ("1", "1"),
)
RATTLE: Card = (
    "Battle-Rattle Shaman",
    "Creature — Human Shaman",
    "At the beginning of combat on your turn, you may have target creature get +2/+0 until end of turn.",
    "{3}{R}",
    ("2", "2"),
)


def test_603_5_you_may_have_it_reads_as_an_optional_effect() -> None:
    assert read_full_definition(*ARSONIST)["abilities"] == [
        {
            "kind": "triggered",
            "trigger": "dies",
            "effect": {"kind": "damage", "amount": 1, "target": "any"},
            "optional": True,
        }
    ]
    assert read_full_definition(*RATTLE)["abilities"][0]["optional"] is True
    assert _reads("When Probe enters, you may have it fight target creature you don't control.") == "full"


@pytest.mark.parametrize(
    "oracle",
    [
        "When Probe enters, you may have it destroy target creature.",  # no doer of "destroy"
        "When Probe dies, you may have it deal 1 damage to any target loudly.",
        "When Probe dies, you may have it bellow 1 damage to any target.",
    ],
)
def test_603_5_you_may_have_near_variants_are_not_read(oracle: str) -> None:
    assert _reads(oracle) != "full"


def _arsonist_dies(answer: bool) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "s", "card": "Test Shock"}], "mana_pool": {"R": 1}},
        battlefield=[{"id": "ga", "card": "Goblin Arsonist", "controller": "alice"}],
    )
    actions = [
        {"type": "cast", "card": "s", "choices": {"targets": ["ga"]}},
        {"type": "resolve"},
        {"type": "resolve", "choices": {"targets": ["bob"], "pay_optional_cost": answer}},
    ]
    return run_with_cards(game, actions, read_full_definition(*ARSONIST), read_full_definition(*SHOCK))


def test_608_2d_the_controller_chooses_as_it_resolves() -> None:
    assert [p["life"] for p in _arsonist_dies(True)["state"]["players"]] == [20, 19]
    assert [p["life"] for p in _arsonist_dies(False)["state"]["players"]] == [20, 20]


# --- "Whenever you gain life, target opponent loses that much life." (CR 603.2, 119.9, 608.2h) ----------

VITO: Card = (
    "Vito, Thorn of the Dusk Rose",
    "Legendary Creature — Vampire Cleric",
    "Whenever you gain life, target opponent loses that much life.\n"
    "{3}{B}{B}: Creatures you control gain lifelink until end of turn.",
    "{2}{B}",
    ("1", "3"),
)
SALVE: Card = ("Test Salve", "Instant", "You gain 3 life.", "{W}", None)


def test_119_9_that_much_life_reads() -> None:
    assert read_full_definition(*VITO)["abilities"][0] == {
        "kind": "triggered",
        "trigger": "you_gain_life",
        "effect": {"kind": "lose_life", "amount": "that_much", "player": "target_opponent"},
    }
    assert _reads("Whenever you gain life, draw that many cards.") == "full"
    assert _reads("Whenever you gain life, target opponent loses that much life twice.") != "full"
    assert _reads("Whenever Probe attacks, target opponent loses that much life.") != "full"  # no amount named


def test_119_9_the_opponent_loses_the_life_gained() -> None:
    game = state(
        alice={"hand": [{"id": "s", "card": "Test Salve"}], "mana_pool": {"W": 1}},
        battlefield=[{"id": "v", "card": "Vito, Thorn of the Dusk Rose", "controller": "alice"}],
    )
    actions = [{"type": "cast", "card": "s"}, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["bob"]}}]
    result = run_with_cards(game, actions, read_full_definition(*VITO), read_full_definition(*SALVE))
    assert [p["life"] for p in result["state"]["players"]] == [23, 17]


# --- "Whenever an Angel you control dies, ..." (CR 700.4, 603.10a, 205.3) ------------------------------

BISHOP: Card = (
    "Bishop of Wings",
    "Creature — Human Cleric",
    "Whenever an Angel enters the battlefield under your control, you gain 4 life.\n"
    "Whenever an Angel you control dies, create a 1/1 white Spirit creature token with flying.",
    "{W}{W}",
    ("1", "4"),
)
ANGEL = {
    "name": "Test Angel",
    "mana_cost": "{1}{W}",
    "types": ["Creature"],
    "subtypes": ["Angel"],
    "power": 1,
    "toughness": 1,
}


def test_603_10a_subtype_dies_trigger_reads() -> None:
    assert read_full_definition(*BISHOP)["abilities"][1]["dying"] == "creature:you_control:Angel"
    assert _reads("Whenever an Angel you control dies, you gain 1 life loudly.") != "full"


def test_700_4_only_an_angel_of_yours_dying_makes_a_spirit() -> None:
    bishop = read_full_definition(*BISHOP)
    game = state(
        alice={"hand": [{"id": "s", "card": "Test Shock"}], "mana_pool": {"R": 1}},
        battlefield=[
            {"id": "b", "card": "Bishop of Wings", "controller": "alice"},
            {"id": "an", "card": "Test Angel", "controller": "alice"},
            {"id": "ba", "card": "Test Angel", "controller": "bob"},
        ],
    )
    shock = read_full_definition(*SHOCK)

    def shocked(target: str, resolves: int) -> dict[str, Any]:
        cast = {"type": "cast", "card": "s", "choices": {"targets": [target]}}
        return run_with_cards(game, [cast, *[{"type": "resolve"}] * resolves], bishop, shock, ANGEL)

    mine = shocked("an", 2)
    assert [p["card"]["name"] for p in mine["state"]["battlefield"] if p["is_token"]] == ["Spirit Token"]
    theirs = shocked("ba", 1)
    assert theirs["state"]["stack"] == []  # bob's Angel: no trigger
    assert not any(p["is_token"] for p in theirs["state"]["battlefield"])


# --- "When ~ enters, if you control another creature with power 4 or greater, ..." (CR 603.4) -----------

TURRET_OGRE: Card = (
    "Turret Ogre",
    "Creature — Ogre Warrior",
    "Reach\nWhen Turret Ogre enters the battlefield, if you control another creature with power 4 or greater, "
    "Turret Ogre deals 2 damage to each opponent.",
    "{3}{R}",
    ("4", "3"),
)
BIG = {"name": "Test Giant", "mana_cost": "{4}", "types": ["Creature"], "power": 4, "toughness": 4}


def test_603_4_another_in_an_intervening_if_reads() -> None:
    assert read_full_definition(*TURRET_OGRE)["abilities"][0]["if_you_control"] == "creature:other:power>=4"
    assert _reads("When Probe enters, if you control another Wizard, draw a card.") == "full"
    assert _reads("When Probe enters, if you control another Wizard friend, draw a card.") != "full"


def test_603_4_the_entering_creature_itself_is_not_another() -> None:
    ogre = read_full_definition(*TURRET_OGRE)

    def enters(board: list[dict[str, Any]]) -> dict[str, Any]:
        game = state(alice={"mana_pool": {"R": 4}, "hand": [{"id": "o", "card": "Turret Ogre"}]}, battlefield=board)
        actions: list[dict[str, Any]] = [{"type": "cast", "card": "o"}, {"type": "resolve"}]
        first = run_with_cards(game, actions, ogre, BIG)
        if first["state"]["stack"]:
            return run_with_cards(game, [*actions, {"type": "resolve"}], ogre, BIG)
        return first

    alone = enters([])
    assert alone["state"]["stack"] == [] and [p["life"] for p in alone["state"]["players"]] == [20, 20]
    with_giant = enters([{"id": "g", "card": "Test Giant", "controller": "alice"}])
    assert [p["life"] for p in with_giant["state"]["players"]] == [20, 18]
