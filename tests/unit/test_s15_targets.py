"""s15-targets: target and object qualifiers read from Oracle text and played by the engine
(docs/oracle-targets.md): "that's <color> or <color>" (CR 105.2, 115.1), "non-<Subtype>" (CR 205.3),
"target opponent or planeswalker" (CR 115.1, 120.3), "Its controller gains / loses N life" (CR 608.2h),
protection from creature types and from planeswalkers (CR 702.16), and anthems over creatures with a
quality (CR 613.4c, 613.1f)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.cards import CardDefinition
from app.engine.errors import IllegalAction
from app.engine.keywords import has_quality, normalise_keyword
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, run_with_cards, state


def _support(text: str, type_line: str = "Instant", pt: tuple[str, str] | None = None) -> str:
    reading = read_card(
        CardFacts(
            name="Variant",
            mana_cost="{1}{W}",
            type_line=type_line,
            oracle_text=text,
            power=pt[0] if pt else None,
            toughness=pt[1] if pt else None,
        )
    )
    return reading.support


def _creature(name: str, colors: list[str], subtypes: list[str] | None = None, **more: Any) -> dict[str, Any]:
    return {
        "name": name,
        "types": ["Creature"],
        "subtypes": subtypes or [],
        "colors": colors,
        "power": 2,
        "toughness": 2,
        **more,
    }


def _on(object_id: str, card: str, controller: str = "bob", **more: Any) -> dict[str, Any]:
    return {
        "id": object_id,
        "card": card,
        "controller": controller,
        "owner": controller,
        "controlled_since_turn": 1,
        **more,
    }


# --- "that's <color> or <color>" (Noxious Grasp, M20) ------------------------------------------

NOXIOUS_GRASP = (
    "Noxious Grasp",
    "Instant",
    "Destroy target creature or planeswalker that's green or white. You gain 1 life.",
    "{1}{B}",
)
GREEN_BEAR = _creature("Test Green Bear", ["G"])
RED_BEAR = _creature("Test Red Bear", ["R"])


def _grasp_game() -> dict[str, Any]:
    return state(
        battlefield=[_on("green", "Test Green Bear"), _on("red", "Test Red Bear")],
        alice={"mana_pool": {"B": 2}, "hand": [{"id": "ng", "card": "Noxious Grasp"}]},
    )


def test_105_2_noxious_grasp_reads_one_of_two_colors() -> None:
    grasp = read_full_definition(*NOXIOUS_GRASP)
    assert grasp["abilities"][0]["effect"] == {"kind": "destroy", "target": "creature_or_planeswalker:green_or_white"}


def test_115_1_a_creature_of_one_of_the_colors_is_destroyed() -> None:
    grasp = read_full_definition(*NOXIOUS_GRASP)
    result = run_with_cards(
        _grasp_game(),
        [{"type": "cast", "card": "ng", "choices": {"targets": ["green"]}}, {"type": "resolve"}],
        grasp,
        GREEN_BEAR,
        RED_BEAR,
    )
    assert {p["id"] for p in result["state"]["battlefield"]} == {"red"}
    assert player_of(result, "alice")["life"] == 21


def test_115_1_a_creature_of_neither_color_is_not_a_legal_target() -> None:
    grasp = read_full_definition(*NOXIOUS_GRASP)
    with pytest.raises(IllegalAction, match="green or white") as refusal:
        run_with_cards(
            _grasp_game(),
            [{"type": "cast", "card": "ng", "choices": {"targets": ["red"]}}],
            grasp,
            GREEN_BEAR,
            RED_BEAR,
        )
    assert "CR 115.1" in refusal.value.cites


def test_a_color_list_with_an_unknown_word_does_not_read() -> None:
    assert _support("Destroy target creature or planeswalker that's green or purple.") != "full"
    assert _support("Destroy target creature or planeswalker that's green or white or blue.") != "full"


QUIRION_DRYAD = (
    "Quirion Dryad",
    "Creature — Dryad",
    "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on Quirion Dryad.",
    "{1}{G}",
    ("1", "1"),
)


def test_601_2i_a_cast_trigger_on_a_spell_of_one_of_the_colors() -> None:
    dryad = read_full_definition(*QUIRION_DRYAD)
    assert dryad["abilities"][0]["spell_with"] == ["white_or_blue_or_black_or_red"]
    spells = [
        {
            "name": "Test White Spell",
            "mana_cost": "{W}",
            "types": ["Sorcery"],
            "colors": ["W"],
            "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}],
        },
        {
            "name": "Test Green Spell",
            "mana_cost": "{G}",
            "types": ["Sorcery"],
            "colors": ["G"],
            "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}],
        },
    ]
    game = state(
        battlefield=[_on("qd", "Quirion Dryad", "alice")],
        alice={
            "mana_pool": {"W": 1, "G": 1},
            "hand": [{"id": "w", "card": "Test White Spell"}, {"id": "g", "card": "Test Green Spell"}],
        },
    )
    white = run_with_cards(game, [{"type": "cast", "card": "w"}, {"type": "resolve"}], dryad, *spells)
    assert permanent(white, "qd")["counters"] == {"+1/+1": 1}
    green = run_with_cards(game, [{"type": "cast", "card": "g"}, {"type": "resolve"}], dryad, *spells)
    assert permanent(green, "qd").get("counters", {}) == {}


# --- "non-<Subtype>" (Roaming Ghostlight, M21) -------------------------------------------------


def test_205_3_non_subtype_reads_and_a_creature_of_that_subtype_is_not_a_target() -> None:
    ghostlight = read_full_definition(
        "Roaming Ghostlight",
        "Creature — Spirit",
        "Flying\nWhen Roaming Ghostlight enters, return up to one target non-Spirit creature to its owner's hand.",
        "{4}{U}",
        ("3", "2"),
    )
    assert ghostlight["abilities"][0]["effect"]["target"] == "creature:non-Spirit"
    bounce = read_full_definition(
        "Test Bounce", "Instant", "Return target non-Spirit creature to its owner's hand.", "{U}"
    )
    spirit = _creature("Test Spirit", ["U"], ["Spirit"])
    game = state(
        battlefield=[_on("s", "Test Spirit"), _on("b", "Grizzly Bears")],
        alice={"mana_pool": {"U": 1}, "hand": [{"id": "tb", "card": "Test Bounce"}]},
    )
    with pytest.raises(IllegalAction, match="non-Spirit"):
        run_with_cards(game, [{"type": "cast", "card": "tb", "choices": {"targets": ["s"]}}], bounce, spirit)
    result = run_with_cards(
        game, [{"type": "cast", "card": "tb", "choices": {"targets": ["b"]}}, {"type": "resolve"}], bounce, spirit
    )
    assert [c["id"] for c in player_of(result, "bob")["hand"]] == ["b"]


def test_a_lowercase_non_word_is_still_unknown() -> None:
    assert _support("Return target non-spirit creature to its owner's hand.") != "full"
    assert _support("Return target nonwizard creature to its owner's hand.") != "full"


# --- "target opponent or planeswalker" (Sorcerer of the Fang, M20) -----------------------------

SORCERER = (
    "Sorcerer of the Fang",
    "Creature — Human Warlock",
    "{5}{B}, {T}: Sorcerer of the Fang deals 2 damage to target opponent or planeswalker.",
    "{1}{B}",
    ("2", "2"),
)


def test_120_3_damage_to_target_opponent_or_planeswalker() -> None:
    sorcerer = read_full_definition(*SORCERER)
    assert sorcerer["abilities"][0]["effect"] == {"kind": "damage", "amount": 2, "target": "opponent_or_planeswalker"}
    game = state(battlefield=[_on("sf", "Sorcerer of the Fang", "alice")], alice={"mana_pool": {"B": 6}})
    activate = {"type": "activate", "permanent": "sf", "ability": 0, "choices": {"targets": ["bob"]}}
    result = run_with_cards(game, [activate, {"type": "resolve"}], sorcerer)
    assert player_of(result, "bob")["life"] == 18
    with pytest.raises(IllegalAction, match="not an opponent"):
        run_with_cards(game, [{**activate, "choices": {"targets": ["alice"]}}], sorcerer)


def test_target_friend_or_planeswalker_does_not_read() -> None:
    assert _support("~ deals 2 damage to target friend or planeswalker.") != "full"


# --- "Its controller gains / loses N life" (Liliana, Death Mage's −3; Ajani, Inspiring Leader's −3) ---


def test_608_2h_its_controller_loses_life_after_the_creature_is_destroyed() -> None:
    spell = read_full_definition("Test Doom", "Sorcery", "Destroy target creature. Its controller loses 2 life.", "{B}")
    assert spell["abilities"][1]["effect"] == {"kind": "lose_life", "amount": 2, "player": "its_controller"}
    game = state(
        battlefield=[_on("b", "Grizzly Bears")],
        alice={"mana_pool": {"B": 1}, "hand": [{"id": "d", "card": "Test Doom"}]},
    )
    result = run_with_cards(
        game, [{"type": "cast", "card": "d", "choices": {"targets": ["b"]}}, {"type": "resolve"}], spell
    )
    assert result["state"]["battlefield"] == []
    assert player_of(result, "bob")["life"] == 18 and player_of(result, "alice")["life"] == 20


def test_608_2h_its_controller_gains_life_after_the_creature_is_exiled() -> None:
    spell = read_full_definition("Test Path", "Instant", "Exile target creature. Its controller gains 2 life.", "{W}")
    game = state(
        battlefield=[_on("b", "Grizzly Bears")],
        alice={"mana_pool": {"W": 1}, "hand": [{"id": "p", "card": "Test Path"}]},
    )
    result = run_with_cards(
        game, [{"type": "cast", "card": "p", "choices": {"targets": ["b"]}}, {"type": "resolve"}], spell
    )
    assert player_of(result, "bob")["life"] == 22
    assert [e["player"] for e in events_of(result, "life_gained")] == ["bob"]


def test_its_controller_without_an_earlier_target_does_not_read() -> None:
    assert _support("Its controller loses 2 life.") != "full"
    assert _support("Destroy target creature. Its owner loses 2 life.") != "full"


# --- protection from creature types and from planeswalkers (Baneslayer Angel, M21) --------------


def test_702_16a_protection_from_creature_types_and_planeswalkers() -> None:
    assert normalise_keyword("Protection from Dragons") == "protection:dragons"
    assert normalise_keyword("Protection from planeswalkers") == "protection:planeswalkers"
    assert normalise_keyword("Protection from Wizardz") is None
    assert has_quality("dragons", ["R"], ["Creature"], ["Dragon"])
    assert not has_quality("dragons", ["R"], ["Creature"], ["Drake"])
    assert has_quality("elves", ["G"], ["Creature"], ["Elf"])
    assert has_quality("planeswalkers", ["R"], ["Planeswalker"], ["Chandra"])
    baneslayer = read_full_definition(
        "Baneslayer Angel",
        "Creature — Angel",
        "Flying, first strike, lifelink, protection from Demons and from Dragons",
        "{3}{W}{W}",
        ("5", "5"),
    )
    assert baneslayer["keywords"] == ["flying", "first_strike", "lifelink", "protection:demons", "protection:dragons"]


def test_702_16f_a_dragon_cannot_block_and_702_16b_cannot_target_the_protected_creature() -> None:
    baneslayer = {
        "name": "Baneslayer Angel",
        "types": ["Creature"],
        "subtypes": ["Angel"],
        "colors": ["W"],
        "power": 5,
        "toughness": 5,
        "keywords": ["flying", "protection:demons", "protection:dragons"],
    }
    dragon = read_full_definition(
        "Test Dragon", "Creature — Dragon", "Flying\n{T}: Test Dragon deals 1 damage to any target.", "{R}", ("4", "4")
    )
    angel = {
        "id": "ba",
        "card": "Baneslayer Angel",
        "controller": "alice",
        "owner": "alice",
        "controlled_since_turn": 1,
    }
    declare = [{"type": "declare_attackers", "attackers": [{"id": "ba", "defending": "bob"}]}, {"type": "next_step"}]
    with pytest.raises(IllegalAction, match="protection from dragons") as refusal:
        run_with_cards(
            state(step="declare_attackers", battlefield=[angel, _on("d", "Test Dragon")]),
            [*declare, {"type": "declare_blockers", "blocks": [{"blocker": "d", "attacker": "ba"}]}],
            baneslayer,
            dragon,
        )
    assert "CR 702.16f" in refusal.value.cites
    game = state(active_player="bob", battlefield=[angel, _on("d", "Test Dragon")])
    with pytest.raises(IllegalAction, match="protection from dragons"):
        run_with_cards(
            game,
            [{"type": "activate", "permanent": "d", "ability": 0, "choices": {"targets": ["ba"]}}],
            baneslayer,
            dragon,
        )


def test_other_cats_have_protection_from_dogs_reads() -> None:
    sovereign = read_full_definition(
        "Test Sovereign",
        "Creature — Cat",
        "Other Cats you control get +1/+1 and have protection from Dogs.",
        "{2}{G}",
        ("2", "3"),
    )
    assert sovereign["abilities"][0]["keywords"] == ["protection:dogs"]
    assert (
        _support("Other Cats you control get +1/+1 and have protection from Dogz.", "Creature — Cat", ("2", "3"))
        != "full"
    )


# --- anthems over creatures with a quality (Empyrean Eagle, M20; Pridemalkin, M21) --------------

FLYER = _creature("Test Flyer", ["W"], ["Bird"], keywords=["flying"])


def test_613_4c_other_creatures_you_control_with_flying_get_the_bonus() -> None:
    eagle = read_full_definition(
        "Empyrean Eagle",
        "Creature — Bird Spirit",
        "Flying\nOther creatures you control with flying get +1/+1.",
        "{1}{W}{U}",
        ("2", "3"),
    )
    assert eagle["abilities"][0]["affected_with"] == "creature:with_flying"
    game = state(
        battlefield=[
            _on("e", "Empyrean Eagle", "alice"),
            _on("f", "Test Flyer", "alice"),
            _on("g", "Grizzly Bears", "alice"),
            _on("x", "Test Flyer"),
        ]
    )
    result = run_with_cards(game, [], eagle, FLYER)
    powers = {p["id"]: p["characteristics"]["power"] for p in result["state"]["battlefield"]}
    assert powers == {"e": 2, "f": 3, "g": 2, "x": 2}


def test_613_1f_each_creature_you_control_with_a_counter_has_trample() -> None:
    malkin = read_full_definition(
        "Pridemalkin",
        "Creature — Cat",
        "Each creature you control with a +1/+1 counter on it has trample.",
        "{2}{G}",
        ("2", "1"),
    )
    assert malkin["abilities"][0]["affected_with"] == "creature:with_counter_+1/+1"
    game = state(
        battlefield=[
            _on("m", "Pridemalkin", "alice"),
            _on("c", "Grizzly Bears", "alice", counters={"+1/+1": 1}),
            _on("n", "Grizzly Bears", "alice"),
        ]
    )
    result = run_with_cards(game, [], malkin)
    assert "trample" in permanent(result, "c")["characteristics"]["keywords"]
    assert "trample" not in permanent(result, "n")["characteristics"]["keywords"]


def test_613_8_keywords_granted_by_a_keyword_are_not_modelled() -> None:
    assert (
        _support("Other creatures you control with flying have indestructible.", "Creature — Angel", ("2", "2"))
        != "full"
    )
    with pytest.raises(ValueError, match=r"613\.8"):
        CardDefinition.model_validate(
            {
                "name": "X",
                "abilities": [
                    {
                        "kind": "static_pump",
                        "affected": "creatures_you_control",
                        "keywords": ["trample"],
                        "affected_with": "creature:with_flying",
                    }
                ],
            }
        )
    with pytest.raises(ValueError, match="qualities of the creature"):
        CardDefinition.model_validate(
            {
                "name": "X",
                "abilities": [
                    {
                        "kind": "static_pump",
                        "affected": "creatures_you_control",
                        "power": 1,
                        "affected_with": "creature:you_control",
                    }
                ],
            }
        )


# --- "gains protection from the color of your choice" (Gods Willing, M20) -----------------------

GODS_WILLING = (
    "Gods Willing",
    "Instant",
    "Target creature you control gains protection from the color of your choice until end of turn. "
    "(It can't be blocked, targeted, dealt damage, enchanted, or equipped by anything of that color.) "
    "Scry 1.",
    "{W}",
)


def test_702_16a_608_2d_protection_from_the_color_chosen_as_it_resolves() -> None:
    willing = read_full_definition(*GODS_WILLING)
    effect = willing["abilities"][0]["effect"]
    assert effect["kind"] == "pump_choose_keyword"
    assert effect["keyword_options"] == [f"protection:{c}" for c in ("white", "blue", "black", "red", "green")]
    game = state(
        battlefield=[_on("b", "Grizzly Bears", "alice")],
        alice={"mana_pool": {"W": 1}, "hand": [{"id": "gw", "card": "Gods Willing"}]},
    )
    cast = {"type": "cast", "card": "gw", "choices": {"targets": ["b"]}}
    result = run_with_cards(game, [cast, {"type": "resolve", "choices": {"keyword": "protection from red"}}], willing)
    assert events_of(result, "keyword_chosen")[0]["keyword"] == "protection:red"
    assert "protection:red" in permanent(result, "b")["characteristics"]["keywords"]
    with pytest.raises(IllegalAction, match="not one of them"):
        run_with_cards(game, [cast, {"type": "resolve", "choices": {"keyword": "protection from artifacts"}}], willing)


def test_protection_from_the_color_of_their_choice_does_not_read() -> None:
    assert _support("Target creature gains protection from the color of their choice until end of turn.") != "full"


def test_105_4_other_multicolored_creatures_you_control() -> None:
    anthem = read_full_definition(
        "Test Anthem", "Creature — Angel", "Other multicolored creatures you control get +1/+0.", "{W}{G}", ("2", "2")
    )
    assert anthem["abilities"][0]["affected_with"] == "creature:multicolored"
    gold = _creature("Test Gold Bear", ["W", "G"])
    game = state(
        battlefield=[
            _on("a", "Test Anthem", "alice"),
            _on("gold", "Test Gold Bear", "alice"),
            _on("mono", "Grizzly Bears", "alice"),
        ]
    )
    result = run_with_cards(game, [], anthem, gold)
    assert permanent(result, "gold")["characteristics"]["power"] == 3
    assert permanent(result, "mono")["characteristics"]["power"] == 2


# --- several card types and mana value X (Otawara's and March of Otherworldly Light's targets, NEO) ---


def test_115_1_four_card_types_read_as_one_of_them_not_as_a_qualifier() -> None:
    four = read_full_definition(
        "Test Four",
        "Instant",
        "Return target artifact, creature, enchantment, or planeswalker to its owner's hand.",
        "{U}",
    )
    assert four["abilities"][0]["effect"]["target"] == "artifact_or_creature_or_enchantment_or_planeswalker"
    assert _support("Return target artifact, creature, enchantment, or wizard to its owner's hand.") != "full"


def test_107_3_mana_value_x_or_less_uses_the_x_paid() -> None:
    march = read_full_definition(
        "Test March", "Instant", "Exile target artifact, creature, or enchantment with mana value X or less.", "{X}{W}"
    )
    assert march["abilities"][0]["effect"]["target"] == "artifact_or_creature_or_enchantment:mana_value<=X"
    game = state(
        battlefield=[_on("b", "Grizzly Bears")],
        alice={"mana_pool": {"W": 3}, "hand": [{"id": "m", "card": "Test March"}]},
    )
    with pytest.raises(IllegalAction, match="mana value X or less"):
        run_with_cards(game, [{"type": "cast", "card": "m", "x": 1, "choices": {"targets": ["b"]}}], march)
    result = run_with_cards(
        game, [{"type": "cast", "card": "m", "x": 2, "choices": {"targets": ["b"]}}, {"type": "resolve"}], march
    )
    assert result["state"]["battlefield"] == []


# --- "Counter target activated or triggered ability." (Sublime Epiphany's mode, M21) ------------


def test_701_6a_an_activated_ability_is_countered_and_a_spell_is_not_its_target() -> None:
    stifle = read_full_definition("Test Stifle", "Instant", "Counter target activated or triggered ability.", "{U}")
    assert stifle["abilities"][0]["effect"] == {"kind": "counter_ability", "target": "activated_or_triggered_ability"}
    pinger = read_full_definition(
        "Test Pinger", "Creature — Human Wizard", "{T}: Test Pinger deals 1 damage to any target.", "{R}", ("1", "1")
    )
    game = state(
        active_player="bob",
        battlefield=[_on("p", "Test Pinger")],
        alice={"mana_pool": {"U": 1}, "hand": [{"id": "st", "card": "Test Stifle"}]},
    )
    activated = run_with_cards(
        game,
        [
            {"type": "activate", "permanent": "p", "ability": 0, "choices": {"targets": ["alice"]}},
            {"type": "pass_priority"},
        ],
        stifle,
        pinger,
    )
    ability = activated["state"]["stack"][0]["id"]
    result = run_with_cards(
        activated["state"],
        [{"type": "cast", "player": "alice", "card": "st", "choices": {"targets": [ability]}}, {"type": "resolve"}],
        stifle,
        pinger,
    )
    assert [e["stack_object"] for e in events_of(result, "countered")] == [ability]
    assert result["state"]["stack"] == [] and player_of(result, "alice")["life"] == 20
    spell_game = state(
        alice={
            "mana_pool": {"U": 1, "G": 1},
            "hand": [{"id": "st", "card": "Test Stifle"}, {"id": "gb", "card": "Grizzly Bears"}],
        }
    )
    with pytest.raises(IllegalAction, match="not an activated or triggered ability"):
        run_with_cards(
            spell_game,
            [{"type": "cast", "card": "gb"}, {"type": "cast", "card": "st", "choices": {"targets": ["gb"]}}],
            stifle,
        )


def test_counter_target_static_ability_does_not_read() -> None:
    assert _support("Counter target static ability.") != "full"
    assert _support("Counter target activated or triggered spell.") != "full"


def test_205_4d_tales_end_counters_a_legendary_spell_but_not_another_spell() -> None:
    tales_end = read_full_definition(
        "Tale's End", "Instant", "Counter target activated ability, triggered ability, or legendary spell.", "{1}{U}"
    )
    assert tales_end["abilities"][0]["effect"]["target"] == "activated_or_triggered_ability_or_legendary_spell"
    legend = {
        "name": "Test Legend",
        "mana_cost": "{G}",
        "types": ["Creature"],
        "supertypes": ["Legendary"],
        "power": 2,
        "toughness": 2,
    }
    game = state(
        alice={
            "mana_pool": {"U": 2, "G": 3},
            "hand": [
                {"id": "te", "card": "Tale's End"},
                {"id": "lg", "card": "Test Legend"},
                {"id": "gb", "card": "Grizzly Bears"},
            ],
        }
    )
    result = run_with_cards(
        game,
        [
            {"type": "cast", "card": "lg"},
            {"type": "cast", "card": "te", "choices": {"targets": ["lg"]}},
            {"type": "resolve"},
        ],
        tales_end,
        legend,
    )
    assert [e["countered"] for e in events_of(result, "spell_countered")] == ["lg"]
    assert "lg" in [c["id"] for c in player_of(result, "alice")["graveyard"]]
    with pytest.raises(IllegalAction, match="legendary spell"):
        run_with_cards(
            game,
            [{"type": "cast", "card": "gb"}, {"type": "cast", "card": "te", "choices": {"targets": ["gb"]}}],
            tales_end,
            legend,
        )
