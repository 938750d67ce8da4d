"""Counterspells and modal spells (docs/oracle-modal.md): each construction read from real cards'
Oracle text and played by the engine; a near variant with a word the grammar doesn't know stays
not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

# Dazzling Denial (BLB)
DAZZLING = (
    "Dazzling Denial",
    "Instant",
    "Counter target spell unless its controller pays {2}. If you control a Bird, counter that spell unless its "
    "controller pays {4} instead.",
    "{1}{U}",
)
BIRD = {"name": "Test Bird", "types": ["Creature"], "subtypes": ["Bird"], "power": 1, "toughness": 1}


def _not_read(line: str, *, is_spell: bool = True) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


# --- counter unless its controller pays (CR 701.6a, 118.12) ---------------------------------------


def test_701_6a_dazzling_denial_reads_as_counter_unless_pays_with_an_instead_cost() -> None:
    definition = read_full_definition(*DAZZLING)
    assert definition["abilities"] == [
        {
            "kind": "spell",
            "effect": {
                "kind": "counter_unless_pays",
                "target": "spell",
                "cost": "{2}",
                "instead_if_you_control": "permanent:Bird",
                "instead_cost": "{4}",
            },
        }
    ]


def test_701_6a_counter_unless_near_variants_are_not_read() -> None:
    assert read_composed("Counter target noncreature spell unless its controller pays {2}.", is_spell=True).abilities
    _not_read("Counter target spell unless its controller pays {2} twice.")
    _not_read(
        "Counter target spell unless its controller pays {2}. If you control a Bird, counter that spell "
        "unless its controller pays {4} eventually."
    )
    _not_read("Counter target spell unless its owner pays {2}.")


def _denial_game(alice_pool: dict[str, int], bird: bool = False) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    bob: dict[str, Any] = {"hand": [{"id": "dd", "card": "Dazzling Denial"}], "mana_pool": {"U": 2}}
    game = state(alice={"hand": [{"id": "bears", "card": "Grizzly Bears"}], "mana_pool": alice_pool}, bob=bob)
    if bird:
        game["battlefield"] = [{"id": "bird", "card": "Test Bird", "controller": "bob", "owner": "bob"}]
    actions = [
        {"type": "cast", "player": "alice", "card": "bears"},
        {"type": "cast", "player": "bob", "card": "dd", "choices": {"targets": ["bears"]}},
    ]
    return game, actions


def test_118_12_pending_asks_the_countered_spells_controller_whether_to_pay() -> None:
    game, actions = _denial_game({"G": 4})
    result = _run(game, actions, read_full_definition(*DAZZLING), BIRD)
    assert result["pending"]["player"] == "alice"
    assert result["pending"]["options"]["choice"] == "pay_unless"
    assert result["pending"]["options"]["cost"] == "{2}"


def test_118_12_paid_the_spell_is_not_countered_and_the_mana_is_spent() -> None:
    game, actions = _denial_game({"G": 4})
    result = _run(
        game, [*actions, {"type": "resolve", "choices": {"pay_unless": True}}], read_full_definition(*DAZZLING), BIRD
    )
    paid = events_of(result, "unless_cost_paid")
    assert paid and paid[0]["player"] == "alice" and "CR 118.12" in paid[0]["cites"]
    assert [item["id"] for item in result["state"]["stack"]] == ["bears"]
    assert player_of(result, "alice")["mana_pool"]["G"] == 0


def test_701_6a_not_paid_the_spell_is_countered_to_its_owners_graveyard() -> None:
    game, actions = _denial_game({"G": 4})
    for resolve in ({"type": "resolve", "choices": {"pay_unless": False}}, {"type": "resolve"}):
        result = _run(game, [*actions, resolve], read_full_definition(*DAZZLING), BIRD)
        assert events_of(result, "spell_countered")[0]["countered"] == "bears"
        assert "bears" in [card["id"] for card in player_of(result, "alice")["graveyard"]]
        assert result["state"]["stack"] == []


def test_608_2c_with_a_bird_the_cost_is_four_instead() -> None:
    game, actions = _denial_game({"G": 5}, bird=True)
    result = _run(game, actions, read_full_definition(*DAZZLING), BIRD)
    assert result["pending"]["options"]["cost"] == "{4}"
    with pytest.raises(IllegalAction):  # three mana left: {4} can't be paid (CR 118.3)
        _run(
            game,
            [*actions, {"type": "resolve", "choices": {"pay_unless": True}}],
            read_full_definition(*DAZZLING),
            BIRD,
        )


# --- modal triggered abilities (CR 700.2b) and "that was dealt damage this turn" (CR 120.1) ---------

AMBUSHER = (
    "Downwind Ambusher",
    "Creature — Skunk Assassin",
    "Flash\nWhen Downwind Ambusher enters, choose one — • Target creature an opponent controls gets -1/-1 until end "
    "of turn. • Destroy target creature an opponent controls that was dealt damage this turn.",
    "{2}{B}",
    ("2", "3"),
)
SHOCK = ("Test Shock", "Instant", "Test Shock deals 2 damage to any target.", "{R}")
OGRE = {"name": "Test Ogre", "types": ["Creature"], "power": 4, "toughness": 4}


def test_700_2b_downwind_ambusher_reads_as_a_modal_enters_trigger() -> None:
    definition = read_full_definition(*AMBUSHER)
    trigger = definition["abilities"][0]
    assert trigger["trigger"] == "enters"
    assert trigger["effect"]["modes"][1] == {
        "kind": "destroy",
        "target": "creature:opponent_controls:dealt_damage_this_turn",
    }


def test_700_2b_modal_trigger_and_damage_qualifier_near_variants_are_not_read() -> None:
    _not_read(
        "When ~ enters, choose one — • Draw a card. • Destroy target creature that was dealt damage last turn.",
        is_spell=False,
    )
    _not_read("When ~ enters, choose one — • Draw a card. • Frobnicate target creature.", is_spell=False)
    _not_read("When ~ enters, choose two — • Draw a card. • Destroy target creature.", is_spell=False)


def _ambush(actions_before: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(
        alice={
            "hand": [{"id": "amb", "card": "Downwind Ambusher"}, {"id": "sh", "card": "Test Shock"}],
            "mana_pool": {"R": 1},
        },
        battlefield=[{"id": "ogre", "card": "Test Ogre", "controller": "bob", "owner": "bob"}],
    )
    enter = {
        "type": "put_onto_battlefield",
        "player": "alice",
        "card": "amb",
        "from": "hand",
        "choices": {"modes": [1], "targets": ["ogre"]},
    }
    return _run(
        game,
        [*actions_before, enter, {"type": "resolve"}],
        read_full_definition(*AMBUSHER),
        read_full_definition(*SHOCK),
        OGRE,
    )


def test_120_1_a_creature_dealt_damage_this_turn_is_destroyed_by_the_chosen_mode() -> None:
    result = _ambush(
        [{"type": "cast", "player": "alice", "card": "sh", "choices": {"targets": ["ogre"]}}, {"type": "resolve"}]
    )
    assert "ogre" not in [p["id"] for p in result["state"]["battlefield"]]
    assert "ogre" in [card["id"] for card in player_of(result, "bob")["graveyard"]]


def test_120_1_a_creature_not_dealt_damage_this_turn_is_not_a_legal_target() -> None:
    result = _ambush([])
    illegal = events_of(result, "target_illegal")
    assert illegal and "dealt damage this turn" in illegal[0]["reason"]
    assert "ogre" in [p["id"] for p in result["state"]["battlefield"]]


def test_514_2_the_mark_of_damage_this_turn_is_forgotten_in_cleanup() -> None:
    game = state(
        step="end",
        battlefield=[
            {"id": "ogre", "card": "Test Ogre", "controller": "bob", "owner": "bob", "dealt_damage_this_turn": True}
        ],
    )
    result = _run(game, [{"type": "next_step"}], OGRE)
    ogre = next(p for p in result["state"]["battlefield"] if p["id"] == "ogre")
    assert "dealt_damage_this_turn" not in ogre


WARLEADER = (
    "Warren Warleader",
    "Creature — Rabbit Knight",
    "Offspring {2} (You may pay an additional {2} as you cast this spell. If you do, when this creature enters, "
    "create a 1/1 token copy of it.)\nWhenever you attack, choose one — • Create a 1/1 white Rabbit creature token "
    "that's tapped and attacking. • Attacking creatures you control get +1/+1 until end of turn.",
    "{2}{W}{W}",
    ("4", "4"),
)


def _attack(mode: int) -> dict[str, Any]:
    game = state(
        step="declare_attackers",
        battlefield=[{"id": "ww", "card": "Warren Warleader", "controller": "alice", "owner": "alice"}],
    )
    attack = {
        "type": "declare_attackers",
        "player": "alice",
        "attackers": [{"id": "ww", "defending": "bob"}],
        "choices": {"modes": [mode]},
    }
    return _run(game, [attack, {"type": "resolve"}], read_full_definition(*WARLEADER))


def test_508_4_warren_warleader_makes_a_token_that_is_tapped_and_attacking() -> None:
    result = _attack(0)
    token = next(p for p in result["state"]["battlefield"] if p["is_token"])
    assert token["tapped"] and token["characteristics"]["subtypes"] == ["Rabbit"]
    assert token["id"] in [a["id"] for a in result["state"]["combat"]["attackers"]]
    assert "CR 508.4" in events_of(result, "put_onto_battlefield_attacking")[0]["cites"]


def test_700_2b_warren_warleaders_other_mode_pumps_attacking_creatures() -> None:
    result = _attack(1)
    assert next(p for p in result["state"]["battlefield"] if p["id"] == "ww")["characteristics"]["power"] == 5
    assert not any(p["is_token"] for p in result["state"]["battlefield"])


def test_508_4_tapped_and_attacking_near_variant_is_not_read() -> None:
    _not_read("Create a 1/1 white Rabbit creature token that's tapped and sleeping.")


# --- modes of several effects (CR 700.2, 608.2c) and "if that creature would die this turn" (614.1a) --

AGATE = (
    "Agate Assault",
    "Sorcery",
    "Choose one — • Agate Assault deals 4 damage to target creature. If that creature would die this turn, exile it "
    "instead. • Exile target artifact.",
    "{2}{R}",
)
SPELLGYRE = (
    "Spellgyre",
    "Instant",
    "Choose one — • Counter target spell. • Surveil 2, then draw two cards. (To surveil 2, look at the top two cards "
    "of your library, then put any number of them into your graveyard and the rest on top of your library in any "
    "order.)",
    "{2}{U}{U}",
)
PAWPATCH = (
    "Pawpatch Formation",
    "Instant",
    "Choose one — • Destroy target creature with flying. • Destroy target enchantment. • Draw a card. Create a Food "
    'token. (It\'s an artifact with "{2}, {T}, Sacrifice this artifact: You gain 3 life.")',
    "{1}{G}",
)


def test_700_2_a_mode_of_several_effects_reads_as_a_mode_sequence() -> None:
    modes = read_full_definition(*SPELLGYRE)["abilities"][0]["effect"]["modes"]
    assert modes[1] == {
        "kind": "mode_sequence",
        "effects": [{"kind": "surveil", "amount": 2}, {"kind": "draw", "amount": 2, "player": "you"}],
    }
    agate = read_full_definition(*AGATE)["abilities"][0]["effect"]["modes"][0]
    assert agate["effects"][1] == {"kind": "exiled_if_it_would_die", "target": "it"}


def test_614_1a_that_creature_would_die_near_variants_are_not_read() -> None:
    _not_read("~ deals 3 damage to any target. If that creature would die this turn, exile it instead.")
    _not_read("~ deals 3 damage to target creature. If that creature would die next turn, exile it instead.")
    _not_read("~ deals 3 damage to target creature. If that creature would die this turn, exile it again.")
    _not_read("Choose one — • Draw a card. Frobnicate a Food token. • Destroy target enchantment.")


def test_614_1a_agate_assault_exiles_the_creature_its_damage_kills() -> None:
    game = state(
        alice={"hand": [{"id": "ag", "card": "Agate Assault"}], "mana_pool": {"R": 3}},
        battlefield=[{"id": "ogre", "card": "Test Ogre", "controller": "bob", "owner": "bob"}],
    )
    cast = {"type": "cast", "player": "alice", "card": "ag", "choices": {"modes": [0], "targets": ["ogre"]}}
    result = _run(game, [cast, {"type": "resolve"}], read_full_definition(*AGATE), OGRE)
    assert [card["id"] for card in player_of(result, "bob")["exile"]] == ["ogre"]
    assert player_of(result, "bob")["graveyard"] == []
    assert "CR 614.1a" in events_of(result, "exiled_if_it_would_die")[0]["cites"]


def test_514_2_the_exile_instead_mark_ends_with_the_turn() -> None:
    big = {"name": "Test Giant", "types": ["Creature"], "power": 6, "toughness": 6}
    game = state(
        alice={"hand": [{"id": "ag", "card": "Agate Assault"}], "mana_pool": {"R": 3}},
        battlefield=[{"id": "giant", "card": "Test Giant", "controller": "bob", "owner": "bob"}],
    )
    cast = {"type": "cast", "player": "alice", "card": "ag", "choices": {"modes": [0], "targets": ["giant"]}}
    marked = _run(game, [cast, {"type": "resolve"}], read_full_definition(*AGATE), big)
    assert next(p for p in marked["state"]["battlefield"] if p["id"] == "giant")["exiled_if_it_would_die"]
    ended = _run(game, [cast, {"type": "resolve"}, {"type": "next_turn"}], read_full_definition(*AGATE), big)
    assert "exiled_if_it_would_die" not in next(p for p in ended["state"]["battlefield"] if p["id"] == "giant")


def test_700_2_spellgyres_second_mode_surveils_then_draws() -> None:
    game = state(alice={"hand": [{"id": "sg", "card": "Spellgyre"}], "mana_pool": {"U": 4}})
    cast = {"type": "cast", "player": "alice", "card": "sg", "choices": {"modes": [1]}}
    asked = _run(game, [cast], read_full_definition(*SPELLGYRE))
    assert asked["pending"]["options"]["kind"] == "surveil"
    answer = {"surveil": {"top": ["alice-lib-1"], "graveyard": ["alice-lib-0"]}}
    result = _run(game, [cast, {"type": "resolve", "choices": answer}], read_full_definition(*SPELLGYRE))
    alice = player_of(result, "alice")
    assert [card["id"] for card in alice["hand"]] == ["alice-lib-1", "alice-lib-2"]
    assert "alice-lib-0" in [card["id"] for card in alice["graveyard"]]


def test_700_2_pawpatch_formations_third_mode_draws_and_makes_a_food() -> None:
    game = state(alice={"hand": [{"id": "pf", "card": "Pawpatch Formation"}], "mana_pool": {"G": 2}})
    cast = {"type": "cast", "player": "alice", "card": "pf", "choices": {"modes": [2]}}
    result = _run(game, [cast, {"type": "resolve"}], read_full_definition(*PAWPATCH))
    assert [card["id"] for card in player_of(result, "alice")["hand"]] == ["alice-lib-0"]
    assert [p["characteristics"]["subtypes"] for p in result["state"]["battlefield"]] == [["Food"]]


# --- "don't untap during that player's next untap step" (CR 502.3, 611.2b) ------------------------

SLEEP = (
    "Sleep",
    "Sorcery",
    "Tap all creatures target player controls. Those creatures don't untap during that player's next untap step.",
    "{2}{U}{U}",
)
FROST = (  # Frost Breath's text under a test name
    "Test Frost",
    "Instant",
    "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.",
    "{2}{U}",
)
BEAR = {"name": "Test Bear", "types": ["Creature"], "power": 2, "toughness": 2}


def test_502_3_sleep_reads_as_tap_then_doesnt_untap_next_untap_step() -> None:
    assert [a["effect"] for a in read_full_definition(*SLEEP)["abilities"]] == [
        {"kind": "tap", "target": "all:creature:target_player_controls"},
        {"kind": "doesnt_untap_next_untap_step", "target": "all:creature:that_player_controls"},
    ]
    assert read_full_definition(*FROST)["abilities"][1]["effect"] == {
        "kind": "doesnt_untap_next_untap_step",
        "target": "it",
    }


def test_502_3_dont_untap_near_variants_are_not_read() -> None:
    _not_read(
        "Tap all creatures target player controls. Those creatures don't untap during that player's last untap step."
    )
    _not_read("Draw a card. Those creatures don't untap during that player's next untap step.")
    _not_read("Tap target creature. Those creatures don't untap during that player's next untap step.")


def _slept(extra: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "s", "card": "Sleep"}], "mana_pool": {"U": 4}},
        battlefield=[
            {"id": "b1", "card": "Test Bear", "controller": "bob", "owner": "bob"},
            {"id": "b2", "card": "Test Bear", "controller": "bob", "owner": "bob", "tapped": True},
            {"id": "a1", "card": "Test Bear", "controller": "alice", "owner": "alice", "tapped": True},
        ],
    )
    cast = {"type": "cast", "player": "alice", "card": "s", "choices": {"targets": ["bob"]}}
    return _run(game, [cast, {"type": "resolve"}, *extra], read_full_definition(*SLEEP), BEAR)


def test_502_3_sleeps_creatures_stay_tapped_through_that_players_next_untap_step_only() -> None:
    bobs_turn = _slept([{"type": "next_turn"}])
    assert bobs_turn["state"]["active_player"] == "bob"
    assert [(p["id"], p["tapped"]) for p in bobs_turn["state"]["battlefield"]] == [
        ("b1", True),
        ("b2", True),
        ("a1", True),
    ]  # alice's creature: not hers to untap in bob's turn
    assert not any("doesnt_untap_next_step_of" in p for p in bobs_turn["state"]["battlefield"])
    later = _slept([{"type": "next_turn"}, {"type": "next_turn"}, {"type": "next_turn"}])
    assert [p["tapped"] for p in later["state"]["battlefield"]] == [False, False, False]


def test_502_3_frost_breath_keeps_its_two_targets_tapped() -> None:
    game = state(
        alice={"hand": [{"id": "f", "card": "Test Frost"}], "mana_pool": {"U": 3}},
        battlefield=[{"id": f"b{n}", "card": "Test Bear", "controller": "bob", "owner": "bob"} for n in range(3)],
    )
    cast = {"type": "cast", "player": "alice", "card": "f", "choices": {"targets": ["b0", "b1"]}}
    result = _run(game, [cast, {"type": "resolve"}, {"type": "next_turn"}], read_full_definition(*FROST), BEAR)
    assert [(p["id"], p["tapped"]) for p in result["state"]["battlefield"]] == [
        ("b0", True),
        ("b1", True),
        ("b2", False),
    ]


# --- Duress: a card chosen from a revealed hand (CR 701.20a, 608.2d, 701.9a) -----------------------

DURESS = (
    "Duress",
    "Sorcery",
    "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that "
    "card.",
    "{B}",
)
SHOCK_CARD = read_full_definition(*SHOCK)


def test_701_20a_duress_reads_as_reveal_choose_discard() -> None:
    assert read_full_definition(*DURESS)["abilities"][0]["effect"] == {
        "kind": "reveal_choose_discard",
        "player": "target_opponent",
        "excluded_types": ["Creature", "Land"],
    }


def test_701_20a_reveal_choose_discard_near_variants_are_not_read() -> None:
    # s30-core: "a creature card" reads now (`quality`, tests/unit/test_s30_core.py); s31-stdb: a quality after "from it"
    # reads too (tests/unit/test_s31_stdb.py), a postfix that is no card quality doesn't
    _not_read("Target opponent reveals their hand. You choose a card from it at random. That player discards that card.")
    _not_read("Target opponent reveals their hand. You choose a nonland card from it. That player sulks.")
    _not_read("Target opponent reveals their hand.")


def _duress(hand: list[str], choice: list[str] | None) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "d", "card": "Duress"}], "mana_pool": {"B": 1}},
        bob={"hand": [{"id": f"h{n}", "card": card} for n, card in enumerate(hand)]},
    )
    cast = {"type": "cast", "player": "alice", "card": "d", "choices": {"targets": ["bob"]}}
    resolve: dict[str, Any] = {"type": "resolve", **({"choices": {"discard": choice}} if choice is not None else {})}
    return _run(game, [cast, resolve], read_full_definition(*DURESS), SHOCK_CARD)


def test_608_2d_the_caster_chooses_a_noncreature_nonland_card_and_that_player_discards_it() -> None:
    game = state(
        alice={"hand": [{"id": "d", "card": "Duress"}], "mana_pool": {"B": 1}},
        bob={
            "hand": [
                {"id": "h0", "card": "Test Shock"},
                {"id": "h1", "card": "Grizzly Bears"},
                {"id": "h2", "card": "Test Shock"},
            ]
        },
    )
    cast = {"type": "cast", "player": "alice", "card": "d", "choices": {"targets": ["bob"]}}
    asked = _run(game, [cast], read_full_definition(*DURESS), SHOCK_CARD)["pending"]
    assert asked["player"] == "alice" and asked["options"]["values"] == ["h0", "h2"]
    result = _duress(["Test Shock", "Grizzly Bears", "Test Shock"], ["h0"])
    assert events_of(result, "hand_revealed")[0]["cards"] == ["h0", "h1", "h2"]
    assert [card["id"] for card in player_of(result, "bob")["graveyard"]] == ["h0"]
    assert [card["id"] for card in player_of(result, "bob")["hand"]] == ["h1", "h2"]


def test_608_2d_a_creature_card_cant_be_chosen_and_a_hand_without_one_discards_nothing() -> None:
    with pytest.raises(IllegalAction):
        _duress(["Test Shock", "Grizzly Bears"], ["h1"])
    result = _duress(["Grizzly Bears", "Forest"], None)
    assert player_of(result, "bob")["graveyard"] == []
    assert events_of(result, "cards_discarded")[0]["cards"] == []


# --- "Target opponent exiles an enchantment they control." / "Each player sacrifices a creature." --

EARLY_WINTER = (
    "Early Winter",
    "Instant",
    "Choose one — • Exile target creature. • Target opponent exiles an enchantment they control.",
    "{4}{B}",
)
ENCHANTMENT = {"name": "Test Charm", "types": ["Enchantment"]}


def test_608_2d_early_winter_reads_with_a_mode_the_opponent_chooses_for() -> None:
    modes = read_full_definition(*EARLY_WINTER)["abilities"][0]["effect"]["modes"]
    assert modes[1] == {
        "kind": "player_chooses_own",
        "player": "target_opponent",
        "spec": "enchantment",
        "then": "exile",
    }
    each = read_composed("Each player sacrifices a creature.", is_spell=True).abilities
    assert each == [
        {
            "kind": "spell",
            "effect": {"kind": "edict", "player": "each_player", "what": "creature"},  # s13-gift's edict (CR 701.21a)
        }
    ]


def test_608_2d_player_chooses_own_near_variants_are_not_read() -> None:
    _not_read("Target opponent exiles an enchantment.")  # exiles whose? not said
    _not_read("Target opponent exiles an enchantment they borrow.")
    _not_read("Each player sacrifices a creature you control.")


def _winter(choices: dict[str, Any] | None) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "e", "card": "Early Winter"}], "mana_pool": {"B": 5}},
        battlefield=[
            {"id": "e1", "card": "Test Charm", "controller": "bob", "owner": "bob"},
            {"id": "e2", "card": "Test Charm", "controller": "bob", "owner": "bob"},
            {"id": "e3", "card": "Test Charm", "controller": "alice", "owner": "alice"},
        ],
    )
    cast = {"type": "cast", "player": "alice", "card": "e", "choices": {"modes": [1], "targets": ["bob"]}}
    actions = [cast] if choices is None else [cast, {"type": "resolve", "choices": choices}]
    return _run(game, actions, read_full_definition(*EARLY_WINTER), ENCHANTMENT)


def test_608_2d_the_target_opponent_chooses_which_of_their_enchantments_is_exiled() -> None:
    asked = _winter(None)["pending"]
    assert asked["player"] == "bob" and asked["options"]["values"] == ["e1", "e2"]
    result = _winter({"chosen": ["e2"]})
    assert [p["id"] for p in result["state"]["battlefield"]] == ["e1", "e3"]
    assert [card["id"] for card in player_of(result, "bob")["exile"]] == ["e2"]


def test_608_2d_another_players_enchantment_cant_be_chosen() -> None:
    with pytest.raises(IllegalAction):
        _winter({"chosen": ["e3"]})


def test_701_21a_each_player_sacrifices_a_creature_of_their_choice() -> None:
    edict = {
        "name": "Test Edict",
        "types": ["Sorcery"],
        "mana_cost": "{B}",
        "abilities": read_composed("Each player sacrifices a creature.", is_spell=True).abilities,
    }
    game = state(
        alice={"hand": [{"id": "x", "card": "Test Edict"}], "mana_pool": {"B": 1}},
        battlefield=[
            {"id": "a1", "card": "Test Bear", "controller": "alice", "owner": "alice"},
            {"id": "b1", "card": "Test Bear", "controller": "bob", "owner": "bob"},
            {"id": "b2", "card": "Test Bear", "controller": "bob", "owner": "bob"},
        ],
    )
    result = _run(
        game,
        [{"type": "cast", "player": "alice", "card": "x"}, {"type": "resolve", "choices": {"sacrifice": ["b2"]}}],
        edict,
        BEAR,
    )
    assert [p["id"] for p in result["state"]["battlefield"]] == ["b1"]
    assert [card["id"] for card in player_of(result, "bob")["graveyard"]] == ["b2"]


# --- "costs {1} less if it targets ..." (CR 601.2f) and the owner's top-or-bottom choice (608.2d) ---

DOWNDRAFT = (
    "Dire Downdraft",
    "Instant",
    "This spell costs {1} less to cast if it targets an attacking or tapped creature.\nTarget creature's owner "
    "puts it on the top or bottom of their library.",
    "{3}{U}",
)


def test_601_2f_dire_downdraft_reads_both_lines() -> None:
    assert read_full_definition(*DOWNDRAFT)["abilities"] == [
        {"kind": "self_cost_reduction_if_targets", "generic": 1, "targets": "creature:attacking_or_tapped"},
        {"kind": "spell", "effect": {"kind": "owner_puts_on_top_or_bottom", "target": "creature"}},
    ]


def test_601_2f_cost_reduction_and_top_or_bottom_near_variants_are_not_read() -> None:
    _not_read("~ costs {1} less to cast if it targets a sleepy creature.")
    _not_read("~ costs {1} less to cast if it targets a player.")
    _not_read("Target creature's owner puts it on the middle or bottom of their library.")


def _downdraft(tapped: bool, pool: int, resolve: dict[str, Any] | None) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "dd", "card": "Dire Downdraft"}], "mana_pool": {"U": pool}},
        battlefield=[{"id": "b1", "card": "Test Bear", "controller": "bob", "owner": "bob", "tapped": tapped}],
    )
    cast = {"type": "cast", "player": "alice", "card": "dd", "choices": {"targets": ["b1"]}}
    return _run(game, [cast, *([resolve] if resolve else [])], read_full_definition(*DOWNDRAFT), BEAR)


def test_601_2f_it_costs_one_less_only_when_its_target_is_tapped_or_attacking() -> None:
    assert _downdraft(True, 3, None)["state"]["stack"][0]["id"] == "dd"
    with pytest.raises(IllegalAction):
        _downdraft(False, 3, None)
    assert _downdraft(False, 4, None)["state"]["stack"][0]["id"] == "dd"


def test_608_2d_the_owner_chooses_top_or_bottom() -> None:
    asked = _downdraft(True, 3, None)["pending"]
    assert asked["player"] == "bob" and asked["options"]["values"] == ["top", "bottom"]
    bottom = _downdraft(True, 3, {"type": "resolve", "choices": {"top_or_bottom": "bottom"}})
    assert player_of(bottom, "bob")["library"][-1]["id"] == "b1"
    top = _downdraft(True, 3, {"type": "resolve"})
    assert player_of(top, "bob")["library"][0]["id"] == "b1"


# --- "Creature tokens get -1/-0." (CR 613.4c) and "counter target instant or sorcery spell unless ..." --


def test_613_4c_creature_tokens_of_every_player_get_minus_one() -> None:
    amulet = {
        "name": "Test Amulet",
        "types": ["Artifact"],
        "abilities": read_composed("Creature tokens get -1/-0.", is_spell=False).abilities,
    }
    _not_read("Creature tokens get -1/-0 sometimes.", is_spell=False)
    game = state(
        battlefield=[
            {"id": "am", "card": "Test Amulet", "controller": "alice", "owner": "alice"},
            {"id": "t1", "card": "Test Bear", "controller": "bob", "owner": "bob", "is_token": True},
            {"id": "t2", "card": "Test Bear", "controller": "alice", "owner": "alice", "is_token": True},
            {"id": "n1", "card": "Test Bear", "controller": "bob", "owner": "bob"},
        ]
    )
    result = _run(game, [], amulet, BEAR)
    assert [(p["id"], p["characteristics"]["power"]) for p in result["state"]["battlefield"][1:]] == [
        ("t1", 1),
        ("t2", 1),
        ("n1", 2),
    ]


def test_701_6a_counter_target_instant_or_sorcery_spell_unless_pays() -> None:
    miscast = {
        "name": "Test Miscast",
        "types": ["Instant"],
        "mana_cost": "{U}",
        "abilities": read_composed(
            "Counter target instant or sorcery spell unless its controller pays {3}.", is_spell=True
        ).abilities,
    }
    assert miscast["abilities"][0]["effect"]["target"] == "spell:instant_or_sorcery"
    _not_read("Counter target instant or banana spell unless its controller pays {3}.")
    game = state(
        alice={"hand": [{"id": "bears", "card": "Grizzly Bears"}], "mana_pool": {"G": 2}},
        bob={"hand": [{"id": "m", "card": "Test Miscast"}], "mana_pool": {"U": 1}},
    )
    with pytest.raises(IllegalAction):  # a creature spell is not an instant or sorcery spell (CR 115.1)
        _run(
            game,
            [
                {"type": "cast", "player": "alice", "card": "bears"},
                {"type": "cast", "player": "bob", "card": "m", "choices": {"targets": ["bears"]}},
            ],
            miscast,
        )


# --- "Whenever you become the target of a spell or ability an opponent controls, counter that ..." --

AMULET = (
    "Amulet of Safekeeping",
    "Artifact",
    "Whenever you become the target of a spell or ability an opponent controls, counter that spell or ability "
    "unless its controller pays {1}.\nCreature tokens get -1/-0.",
    "{2}",
)
ZAP = ("Test Zap", "Instant", "Test Zap deals 2 damage to any target.", "{R}")


def test_603_2_amulet_of_safekeeping_reads_as_a_trigger_on_its_controller_being_targeted() -> None:
    assert read_full_definition(*AMULET)["abilities"][0] == {
        "kind": "triggered",
        "trigger": "you_targeted_by_opponent",
        "effect": {"kind": "counter_unless_pays", "target": "that_spell_or_ability", "cost": "{1}"},
    }
    _not_read("Whenever you become the target of a spell or ability an opponent likes, draw a card.", is_spell=False)
    _not_read(
        "Whenever you become the target of a spell or ability an opponent controls, counter that spell "
        "unless its controller pays {1}.",
        is_spell=False,
    )


def _zap(target: str, extra: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(
        battlefield=[
            {"id": "am", "card": "Amulet of Safekeeping", "controller": "alice", "owner": "alice"},
            {"id": "b", "card": "Grizzly Bears", "controller": "alice", "owner": "alice"},
        ],
        bob={"hand": [{"id": "z", "card": "Test Zap"}], "mana_pool": {"R": 2}},
    )
    cast = {"type": "cast", "player": "bob", "card": "z", "choices": {"targets": [target]}}
    return _run(game, [cast, *extra], read_full_definition(*AMULET), read_full_definition(*ZAP))


def test_701_6a_targeting_the_amulets_controller_is_countered_unless_its_controller_pays() -> None:
    asked = _zap("alice", [])
    assert [item["id"] for item in asked["state"]["stack"]] == ["am-ability-1", "z"]
    assert asked["pending"]["player"] == "bob" and asked["pending"]["options"]["countering"] == "z"
    countered = _zap("alice", [{"type": "resolve", "choices": {"pay_unless": False}}])
    assert events_of(countered, "spell_countered")[0]["countered"] == "z"
    assert player_of(countered, "alice")["life"] == 20
    paid = _zap("alice", [{"type": "resolve", "choices": {"pay_unless": True}}, {"type": "resolve"}])
    assert player_of(paid, "alice")["life"] == 18


def test_603_2_targeting_a_creature_of_the_amulets_controller_doesnt_trigger_it() -> None:
    assert [item["id"] for item in _zap("b", [])["state"]["stack"]] == ["z"]
