"""Session 17, group core (M20, M21; docs/oracle-s17-core.md): each construction read from real
cards' Oracle text and played by the engine; a near variant with a word the grammar doesn't know
stays not modelled (honesty by construction)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.cards import CastAsThoughFlashAbility
from app.engine.rules.flash_permission import names_spell
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _not_read(line: str, *, is_spell: bool = False) -> None:
    assert read_composed(line, is_spell=is_spell).abilities is None


# --- modal triggers on any event (CR 700.2b) ------------------------------------------------------

DREAD_PRESENCE = (
    "Dread Presence",
    "Creature — Nightmare",
    "Whenever a Swamp enters the battlefield under your control, choose one —\n• You draw a card and you lose 1 "
    "life.\n• Dread Presence deals 2 damage to any target and you gain 2 life.",
    "{3}{B}",
    ("3", "3"),
)
GARGAROTH = (
    "Elder Gargaroth",
    "Creature — Elemental",
    "Vigilance, reach, trample\nWhenever Elder Gargaroth attacks or blocks, choose one —\n• Create a 3/3 green "
    "Beast creature token.\n• You gain 3 life.\n• Draw a card.",
    "{3}{G}{G}",
    ("6", "6"),
)
SWAMP = {"name": "Test Swamp", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Swamp"]}


def test_700_2b_dread_presence_reads_as_a_modal_trigger_on_a_swamp_entering() -> None:
    trigger = read_full_definition(*DREAD_PRESENCE)["abilities"][0]
    assert trigger["trigger"] == "permanent_enters"
    assert trigger["entering"] == "permanent:you_control:Swamp"
    assert [mode["kind"] for mode in trigger["effect"]["modes"]] == ["mode_sequence", "mode_sequence"]


def test_700_2b_elder_gargaroth_reads_as_a_modal_attacks_or_blocks_trigger() -> None:
    trigger = read_full_definition(*GARGAROTH)["abilities"][-1]
    assert (trigger["trigger"], trigger["also_on"]) == ("self_blocks", ["attacks"])
    assert [mode["kind"] for mode in trigger["effect"]["modes"]] == ["create_token", "gain_life", "draw"]


def test_700_2b_modes_naming_the_trigger_event_or_unknown_words_are_not_read() -> None:
    # "it" is the entering creature: a mode lowered on its own can't say so
    _not_read(
        "Whenever a creature enters the battlefield under your control, choose one — • Put a +1/+1 counter "
        "on it. • You gain 2 life."
    )
    _not_read(
        "Whenever a Swamp enters the battlefield under your control, choose one — • Draw a card. • Frobnicate a card."
    )
    _not_read(
        "Whenever a Swamp enters the battlefield under your control, choose two — • Draw a card. • You gain 2 life."
    )


def _swamp_game(modes: list[int], targets: list[str] | None = None) -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "sw", "card": "Test Swamp"}], "life": 20},
        battlefield=[{"id": "dp", "card": "Dread Presence", "controller": "alice", "owner": "alice"}],
    )
    play = {"type": "play_land", "player": "alice", "card": "sw", "choices": {"modes": modes}}
    resolve: dict[str, Any] = {"type": "resolve", "choices": {"targets": targets}} if targets else {"type": "resolve"}
    return _run(game, [play, resolve], read_full_definition(*DREAD_PRESENCE), SWAMP)


def test_700_2b_the_first_mode_draws_and_loses_life() -> None:
    result = _swamp_game([0])
    alice = player_of(result, "alice")
    assert alice["life"] == 19
    assert len(alice["hand"]) == 1
    assert result["state"]["stack"] == []


def test_700_2b_the_second_mode_deals_damage_and_gains_life() -> None:
    result = _swamp_game([1], ["bob"])
    assert player_of(result, "bob")["life"] == 18
    assert player_of(result, "alice")["life"] == 22
    assert events_of(result, "modes_chosen")[0]["modes"] == [1]


# --- "instant and/or sorcery cards" (CR 205.2a) ---------------------------------------------------

SCHOLAR = (
    "Scholar of the Ages",
    "Creature — Human Wizard",
    "When Scholar of the Ages enters the battlefield, return up to two target instant and/or sorcery cards from "
    "your graveyard to your hand.",
    "{5}{U}{U}",
    ("3", "3"),
)
TEST_INSTANT = {"name": "Test Instant", "types": ["Instant"]}
TEST_BEAR = {"name": "Test Bear", "types": ["Creature"], "power": 2, "toughness": 2}


def test_205_2a_scholar_of_the_ages_reads_instant_and_or_sorcery_cards() -> None:
    effect = read_full_definition(*SCHOLAR)["abilities"][0]["effect"]
    assert effect == {
        "kind": "return_to_hand",
        "target": "card_in_your_graveyard:instant_or_sorcery",
        "target_count": 2,
        "up_to": True,
    }
    _not_read(
        "When ~ enters, return up to two target instant and/or frobnicate cards from your graveyard to your hand."
    )
    _not_read("When ~ enters, return up to two target instant and/or instant cards from your graveyard to your hand.")


def _scholar(targets: list[str]) -> dict[str, Any]:
    game = state(
        alice={
            "hand": [{"id": "sch", "card": "Scholar of the Ages"}],
            "graveyard": [{"id": "i1", "card": "Test Instant"}, {"id": "b1", "card": "Test Bear"}],
        }
    )
    enter = {
        "type": "put_onto_battlefield",
        "player": "alice",
        "card": "sch",
        "from": "hand",
        "choices": {"targets": targets},
    }
    return _run(game, [enter, {"type": "resolve"}], read_full_definition(*SCHOLAR), TEST_INSTANT, TEST_BEAR)


def test_205_2a_an_instant_card_returns_and_a_creature_card_is_not_a_legal_target() -> None:
    hand = [card["id"] for card in player_of(_scholar(["i1"]), "alice")["hand"]]
    assert hand == ["i1"]
    with pytest.raises(IllegalAction):  # CR 115.1, 601.2c: a creature card isn't an instant or sorcery card
        _scholar(["b1"])


# --- "You may play two additional lands on each of your turns." (CR 305.2) -------------------------

AZUSA = (
    "Azusa, Lost but Seeking",
    "Legendary Creature — Human Monk",
    "You may play two additional lands on each of your turns.",
    "{2}{G}",
    ("1", "2"),
)


def test_305_2_azusa_reads_as_two_additional_land_plays() -> None:
    assert read_full_definition(*AZUSA)["abilities"] == [{"kind": "additional_land_play", "count": 2}]
    _not_read("You may play two additional lands on each of your frobs.")
    _not_read("You may play two additional spells on each of your turns.")


def test_305_2_with_azusa_three_lands_are_played_and_the_fourth_is_refused() -> None:
    azusa = read_full_definition(*AZUSA)
    lands = [{"id": f"f{n}", "card": "Forest"} for n in range(4)]
    game = state(
        alice={"hand": lands}, battlefield=[{"id": "az", "card": "Azusa, Lost but Seeking", "controller": "alice"}]
    )
    plays = [{"type": "play_land", "card": f"f{n}", "player": "alice"} for n in range(3)]
    three = _run(game, plays, azusa)
    assert [event["land_drops_remaining"] for event in events_of(three, "land_played")] == [2, 1, 0]
    with pytest.raises(IllegalAction, match="can play 3 land"):
        _run(three["state"], [{"type": "play_land", "card": "f3", "player": "alice"}], azusa)


# --- "If you would gain life, you gain that much life plus 1 instead." (CR 614.1a) -----------------

ANGEL = (
    "Angel of Vitality",
    "Creature — Angel",
    "Flying\nIf you would gain life, you gain that much life plus 1 instead.\nAngel of Vitality gets +2/+2 as long "
    "as you have 25 or more life.",
    "{2}{W}",
    ("2", "2"),
)
SALVE = {
    "name": "Test Salve",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 3, "player": "you"}}],
}
LINKER = {"name": "Test Linker", "types": ["Creature"], "power": 2, "toughness": 2, "keywords": ["lifelink"]}


def test_614_1a_angel_of_vitality_reads_as_a_life_gain_increase() -> None:
    assert read_full_definition(*ANGEL)["abilities"][0] == {"kind": "life_gain_increase", "plus": 1}
    _not_read("If you would gain life, you gain that much life plus 1 eventually.")
    _not_read("If you would lose life, you gain that much life plus 1 instead.")


def _salve(angels: list[str], controller: str = "alice") -> dict[str, Any]:
    game = state(
        alice={"hand": [{"id": "sv", "card": "Test Salve"}], "life": 20},
        battlefield=[{"id": a, "card": "Angel of Vitality", "controller": controller} for a in angels],
    )
    cast = {"type": "cast", "player": "alice", "card": "sv"}
    return _run(game, [cast, {"type": "resolve"}], read_full_definition(*ANGEL), SALVE)


def test_614_1a_one_angel_adds_one_and_two_add_two() -> None:
    one = _salve(["a1"])
    assert player_of(one, "alice")["life"] == 24
    (increased,) = events_of(one, "life_gain_increased")
    assert (increased["amount"], increased["increased_to"]) == (3, 4) and "CR 614.1a" in increased["cites"]
    assert events_of(one, "life_gained")[0]["amount"] == 4
    assert player_of(_salve(["a1", "a2"]), "alice")["life"] == 25  # CR 614.5, 616.1: each applies once


def test_614_1a_an_opponents_angel_does_not_increase_your_gain() -> None:
    result = _salve(["a1"], controller="bob")
    assert player_of(result, "alice")["life"] == 23
    assert events_of(result, "life_gain_increased") == []


def test_702_15b_lifelink_damage_gains_one_more_with_the_angel() -> None:
    game = state(
        alice={"hand": [{"id": "sv", "card": "Test Salve"}]},
        step="declare_attackers",
        battlefield=[
            {"id": "a1", "card": "Angel of Vitality", "controller": "alice"},
            {"id": "ln", "card": "Test Linker", "controller": "alice"},
        ],
    )
    attack = {"type": "declare_attackers", "player": "alice", "attackers": [{"id": "ln", "defending": "bob"}]}
    result = _run(
        game,
        [attack, {"type": "next_step"}, {"type": "next_step"}, {"type": "next_step"}],
        read_full_definition(*ANGEL),
        LINKER,
        SALVE,
    )
    assert player_of(result, "bob")["life"] == 18
    assert player_of(result, "alice")["life"] == 23


# --- "Whenever you lose life, draw that many cards." (CR 603.2, 119.3) -----------------------------

VILIS = (
    "Vilis, Broker of Blood",
    "Legendary Creature — Demon",
    "Flying\n{B}, Pay 2 life: Target creature gets -1/-1 until end of turn.\nWhenever you lose life, draw that many "
    "cards. (Damage causes loss of life.)",
    "{5}{B}{B}{B}",
    ("8", "8"),
)
DRAIN = {
    "name": "Test Drain",
    "types": ["Sorcery"],
    "abilities": [{"kind": "spell", "effect": {"kind": "lose_life", "amount": 3, "player": "each_opponent"}}],
}


def test_603_2_vilis_reads_that_many_as_the_life_lost() -> None:
    trigger = read_full_definition(*VILIS)["abilities"][-1]
    assert trigger == {
        "kind": "triggered",
        "trigger": "you_lose_life",
        "effect": {"kind": "draw", "amount": "that_much", "player": "you"},
    }
    _not_read("Whenever you lose life, frobnicate that many cards.")
    _not_read("Whenever you lose life, draw that many cards twice.")


def test_603_2_losing_three_life_draws_three_cards() -> None:
    game = state(
        bob={"hand": [{"id": "dr", "card": "Test Drain"}]},
        active_player="bob",
        battlefield=[{"id": "vl", "card": "Vilis, Broker of Blood", "controller": "alice"}],
    )
    before = len(game["players"][0]["library"])
    cast = {"type": "cast", "player": "bob", "card": "dr"}
    result = _run(game, [cast, {"type": "resolve"}, {"type": "resolve"}], read_full_definition(*VILIS), DRAIN)
    alice = player_of(result, "alice")
    assert alice["life"] == 17
    assert len(alice["hand"]) == 3 and len(alice["library"]) == before - 3


# --- "As long as you control ..., ~ can attack as though it didn't have defender." (CR 611.3a) -------

TYRANNODON = (
    "Drowsing Tyrannodon",
    "Creature — Dinosaur",
    "Defender\nAs long as you control a creature with power 4 or greater, Drowsing Tyrannodon can attack as though "
    "it didn't have defender.",
    "{1}{G}",
    ("3", "3"),
)
OGRE = {"name": "Test Ogre", "types": ["Creature"], "power": 4, "toughness": 4}


def test_611_3a_drowsing_tyrannodon_reads_with_a_you_control_condition() -> None:
    assert read_full_definition(*TYRANNODON)["abilities"] == [
        {"kind": "attacks_as_though_no_defender", "if_you_control": "creature:power>=4"}
    ]
    _not_read("As long as you control a frob with power 4 or greater, ~ can attack as though it didn't have defender.")


def _tyrannodon_attacks(with_ogre: bool) -> dict[str, Any]:
    battlefield = [{"id": "ty", "card": "Drowsing Tyrannodon", "controller": "alice"}]
    if with_ogre:
        battlefield.append({"id": "og", "card": "Test Ogre", "controller": "alice"})
    game = state(step="declare_attackers", battlefield=battlefield)
    attack = {"type": "declare_attackers", "player": "alice", "attackers": [{"id": "ty", "defending": "bob"}]}
    return _run(game, [attack], read_full_definition(*TYRANNODON), OGRE)


def test_702_3b_it_attacks_only_while_you_control_a_creature_with_power_4_or_greater() -> None:
    assert events_of(_tyrannodon_attacks(True), "attackers_declared")
    with pytest.raises(IllegalAction):  # CR 702.3b: defender, and the condition is false
        _tyrannodon_attacks(False)


# --- "Whenever you activate a loyalty ability of a Chandra planeswalker" (CR 606.3, 603.2) ----------

DISCIPLES = (
    "Keral Keep Disciples",
    "Creature — Human Monk",
    "Whenever you activate a loyalty ability of a Chandra planeswalker, Keral Keep Disciples deals 1 damage to each "
    "opponent.",
    "{2}{R}{R}",
    ("4", "4"),
)
CHANDRA = {
    "name": "Test Chandra",
    "types": ["Planeswalker"],
    "subtypes": ["Chandra"],
    "loyalty": 3,
    "abilities": [
        {"kind": "loyalty", "cost": "+1", "effect": {"kind": "gain_life", "amount": 2, "player": "you"}},
        {"kind": "activated", "cost": "{1}", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}},
    ],
}


def test_606_3_keral_keep_disciples_reads_as_a_loyalty_activation_trigger() -> None:
    assert read_full_definition(*DISCIPLES)["abilities"][0] == {
        "kind": "triggered",
        "trigger": "you_activate",
        "activated_of": "planeswalker:Chandra",
        "activated_loyalty": True,
        "effect": {"kind": "damage", "amount": 1, "target": "each_opponent"},
    }
    _not_read("Whenever you activate a loyalty frob of a Chandra planeswalker, ~ deals 1 damage to each opponent.")


def _activate_chandra(ability: int, resolves: int) -> dict[str, Any]:
    game = state(
        alice={"mana_pool": {"R": 1}},
        battlefield=[
            {"id": "kk", "card": "Keral Keep Disciples", "controller": "alice"},
            {"id": "ch", "card": "Test Chandra", "controller": "alice", "counters": {"loyalty": 3}},
        ],
    )
    activate = {"type": "activate", "player": "alice", "permanent": "ch", "ability": ability}
    actions = [activate, *[{"type": "resolve"}] * resolves]
    return _run(game, actions, read_full_definition(*DISCIPLES), CHANDRA)


def test_606_3_a_loyalty_ability_triggers_it_and_another_activated_ability_does_not() -> None:
    loyalty = _activate_chandra(0, 2)
    assert player_of(loyalty, "bob")["life"] == 19
    assert player_of(loyalty, "alice")["life"] == 22
    other = _activate_chandra(1, 1)
    assert other["state"]["stack"] == []
    assert player_of(other, "bob")["life"] == 20
    assert player_of(other, "alice")["life"] == 21


# --- "You may cast spells as though they had flash." (CR 702.8a, 601.3) ----------------------------

LEYLINE = (
    "Leyline of Anticipation",
    "Enchantment",
    "If Leyline of Anticipation is in your opening hand, you may begin the game with it on the battlefield.\nYou "
    "may cast spells as though they had flash.",
    "{2}{U}{U}",
)


def test_702_8a_leyline_of_anticipation_reads_as_flash_for_all_spells() -> None:
    assert read_full_definition(*LEYLINE)["abilities"][-1] == {"kind": "cast_as_though_flash", "spells": "all"}
    assert read_composed("You may cast creature spells as though they had flash.", is_spell=False).abilities == [
        {"kind": "cast_as_though_flash", "spells": "creature"}
    ]
    _not_read("You may cast spells as though they had frob.")
    _not_read("You may cast legendary spells as though they had flash.")


def _cast_bears_on_bobs_turn(leyline: bool) -> dict[str, Any]:
    battlefield = [{"id": "ley", "card": "Leyline of Anticipation", "controller": "alice"}] if leyline else []
    game = state(
        active_player="bob",
        alice={"hand": [{"id": "gb", "card": "Grizzly Bears"}], "mana_pool": {"G": 2}},
        battlefield=battlefield,
    )
    cast = {"type": "cast", "player": "alice", "card": "gb"}
    return _run(game, [cast], read_full_definition(*LEYLINE))


def test_702_8a_a_creature_spell_is_cast_on_an_opponents_turn_only_with_the_leyline() -> None:
    assert events_of(_cast_bears_on_bobs_turn(True), "spell_cast")
    with pytest.raises(IllegalAction):  # CR 307.1 / 302.1: a creature spell only at sorcery speed
        _cast_bears_on_bobs_turn(False)


def test_702_8a_which_spells_each_flash_permission_names() -> None:
    for spells, creature, noncreature in (("all", True, True), ("creature", True, False), ("noncreature", False, True)):
        ability = CastAsThoughFlashAbility(spells=spells)
        assert (names_spell(ability, True), names_spell(ability, False)) == (creature, noncreature)
