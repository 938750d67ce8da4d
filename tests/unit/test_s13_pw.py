"""Planeswalker loyalty lines and emblems (s13-pw, docs/oracle-pw.md): read from real cards' Oracle
text and played by the engine; near variants with a word the grammar doesn't know stay not modelled."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine import IllegalAction
from app.engine.cards import GetEmblemEffect
from app.engine.errors import InvalidState
from app.engine.state import GameState
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run


def _read_pw(name: str, oracle: str, loyalty: str = "4", cost: str = "{2}{W}{W}") -> dict[str, Any]:
    reading = read_card(
        CardFacts(
            name=name,
            mana_cost=cost,
            type_line=f"Legendary Planeswalker — {name.split(',')[0]}",
            oracle_text=oracle,
            loyalty=loyalty,
        )
    )
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    return reading.definition


def _not_modelled(name: str, oracle: str) -> list[str]:
    reading = read_card(
        CardFacts(
            name=name, mana_cost="{3}", type_line="Legendary Planeswalker — Test", oracle_text=oracle, loyalty="4"
        )
    )
    return reading.not_modelled


def _pw(definition: dict[str, Any], loyalty: int) -> dict[str, Any]:
    return {"id": "pw", "card": definition["name"], "controller": "alice", "counters": {"loyalty": loyalty}}


# Ajani, Adversary of Tyrants (M19)
AJANI = (
    "Ajani, Adversary of Tyrants",
    "[+1]: Put a +1/+1 counter on each of up to two target creatures.\n"
    "[−2]: Return target creature card with mana value 2 or less from your graveyard to the battlefield.\n"
    '[−7]: You get an emblem with "At the beginning of your end step, create three 1/1 white Cat creature '
    'tokens with lifelink."',
)
# Vivien Reid (M19)
VIVIEN = (
    "Vivien Reid",
    "[+1]: Look at the top four cards of your library. You may reveal a creature or land card from among them and "
    "put it into your hand. Put the rest on the bottom of your library in a random order.\n"
    "[−3]: Destroy target artifact, enchantment, or creature with flying.\n"
    '[−8]: You get an emblem with "Creatures you control get +2/+2 and have vigilance, trample, and '
    'indestructible."',
)


# --- "each of up to two target creatures" (CR 115.1, 601.2c) ------------------------------------


def test_115_1_each_of_up_to_two_target_creatures() -> None:
    ajani = _read_pw(*AJANI, loyalty="4")
    plus = ajani["abilities"][0]
    assert plus["effect"] == {
        "kind": "put_counters",
        "counter": "+1/+1",
        "amount": 1,
        "target": "creature",
        "target_count": 2,
        "up_to": True,
    }
    game = state(
        battlefield=[
            _pw(ajani, 4),
            {"id": "b1", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "b2", "card": "Grizzly Bears", "controller": "bob"},
        ]
    )
    result = _run(
        game,
        [
            {"type": "activate", "permanent": "pw", "ability": 0, "choices": {"targets": ["b1", "b2"]}},
            {"type": "resolve"},
        ],
        ajani,
    )
    assert permanent(result, "b1")["counters"]["+1/+1"] == 1
    assert permanent(result, "b2")["counters"]["+1/+1"] == 1
    assert permanent(result, "pw")["counters"]["loyalty"] == 5


def test_each_of_targets_needs_a_count_and_known_words() -> None:
    assert _not_modelled("Test", "[+1]: Put a +1/+1 counter on each of target creature.")
    assert _not_modelled("Test", "[+1]: Put a +1/+1 counter on each of up to two target wombat creatures.")


# --- emblems (CR 114) -----------------------------------------------------------------------------


def test_114_emblem_with_a_step_trigger_is_read_from_the_quoted_ability() -> None:
    ajani = _read_pw(*AJANI)
    emblem = ajani["abilities"][2]
    assert emblem["cost"] == "-7"
    assert emblem["effect"]["kind"] == "get_emblem"
    (ability,) = emblem["effect"]["abilities"]
    assert (ability["kind"], ability["step"], ability["whose"]) == ("step_trigger", "end", "yours")
    assert ability["effect"]["count"] == 3 and ability["effect"]["token"]["keywords"] == ["lifelink"]


def test_114_emblem_honesty_unknown_word_or_ability_the_engine_lacks() -> None:
    # a word the grammar doesn't know inside the quotes
    assert _not_modelled(
        "Test",
        '[−8]: You get an emblem with "Creatures you control get +2/+2 and have vigilance, trample, and wombatness."',
    )
    # the quotes unclosed
    assert _not_modelled("Test", '[−8]: You get an emblem with "Creatures you control get +2/+2.')
    # an ability an emblem can't have in the engine (a dies trigger); storm is read since s14-copies
    # (tests/unit/test_s14_copies.py), other spell types with storm are not
    assert _not_modelled("Test", '[−8]: You get an emblem with "Whenever a creature you control dies, draw a card."')
    assert _not_modelled(
        "Test", '[−10]: Draw three cards. You get an emblem with "Instant and creature spells you cast have storm."'
    )


def test_114_2_the_emblem_is_created_and_its_trigger_works_from_the_command_zone() -> None:
    ajani = _read_pw(*AJANI)
    game = state(battlefield=[_pw(ajani, 7)])
    result = _run(game, [{"type": "activate", "permanent": "pw", "ability": 2}, {"type": "resolve"}], ajani)
    alice = player_of(result, "alice")
    (emblem,) = alice["emblems"]
    assert emblem["source"] == "Ajani, Adversary of Tyrants"
    assert "CR 114.2" in events_of(result, "emblem_created")[0]["cites"]
    # the planeswalker is gone (loyalty 0, CR 704.5i); the emblem stays (CR 114.1)
    assert all(p["id"] != "pw" for p in result["state"]["battlefield"])
    # at the beginning of alice's end step: three 1/1 white Cats with lifelink (CR 114.4, 513.1)
    later = _run({**result["state"], "step": "postcombat_main"}, [{"type": "next_step"}, {"type": "resolve"}], ajani)
    assert later["state"]["step"] == "end"
    cats = [p for p in later["state"]["battlefield"] if p.get("token") or "Cat" in str(p.get("card"))]
    assert len(cats) == 3
    put = events_of(later, "trigger_put_on_stack")[0]
    assert put["source"] == emblem["id"] and "CR 114.4" in put["cites"]
    assert player_of(later, "alice")["emblems"] == alice["emblems"]


def test_114_4_an_emblems_your_step_trigger_waits_for_its_owners_turn() -> None:
    emblem = {
        "id": "alice-emblem-1",
        "abilities": [
            {
                "kind": "step_trigger",
                "step": "end",
                "whose": "yours",
                "effect": {"kind": "gain_life", "amount": 2, "player": "you"},
            }
        ],
    }
    game = state(active_player="bob", step="postcombat_main", alice={"emblems": [emblem]})
    result = _run(game, [{"type": "next_step"}])
    assert result["state"]["step"] == "end"
    assert events_of(result, "trigger_put_on_stack") == []


def test_114_4_an_emblems_anthem_applies_from_the_command_zone() -> None:
    vivien = _read_pw(*VIVIEN, loyalty="5", cost="{3}{G}{G}")
    game = state(
        battlefield=[
            _pw(vivien, 8),
            {"id": "b", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "o", "card": "Grizzly Bears", "controller": "bob"},
        ]
    )
    result = _run(game, [{"type": "activate", "permanent": "pw", "ability": 2}, {"type": "resolve"}], vivien)
    mine, theirs = permanent(result, "b")["characteristics"], permanent(result, "o")["characteristics"]
    assert (mine["power"], mine["toughness"]) == (4, 4)
    assert {"vigilance", "trample", "indestructible"} <= set(mine["keywords"])
    assert (theirs["power"], theirs["toughness"]) == (2, 2)
    # posted again with the emblem: the anthem still applies (a game starting with it)
    again = _run(result["state"], [], vivien)
    assert permanent(again, "b")["characteristics"]["power"] == 4


def test_114_emblem_model_refuses_abilities_about_a_source_permanent() -> None:
    with pytest.raises(ValidationError):
        GetEmblemEffect.model_validate(
            {
                "kind": "get_emblem",
                "abilities": [{"kind": "static_pump", "affected": "self", "power": 1, "toughness": 1}],
            }
        )
    with pytest.raises(ValidationError):
        GetEmblemEffect.model_validate(
            {
                "kind": "get_emblem",
                "abilities": [
                    {"kind": "step_trigger", "step": "upkeep", "effect": {"kind": "destroy", "target": "creature"}}
                ],
            }
        )
    GameState.model_validate(
        state(
            alice={
                "emblems": [
                    {
                        "id": "e1",
                        "abilities": [
                            {"kind": "static_pump", "affected": "creatures_you_control", "power": 1, "toughness": 1}
                        ],
                    }
                ]
            }
        )
    )


# --- ", where X is your life total" / "... the number of Zombies you control" (CR 107.3, 608.2h) --

# Ajani, Wise Counselor (M19)
COUNSELOR = (
    "Ajani, Wise Counselor",
    "[+2]: You gain 1 life for each creature you control.\n"
    "[−3]: Creatures you control get +2/+2 until end of turn.\n"
    "[−9]: Put X +1/+1 counters on target creature, where X is your life total.",
)


def test_608_2h_where_x_is_your_life_total() -> None:
    ajani = _read_pw(*COUNSELOR, loyalty="5", cost="{3}{W}{W}")
    assert ajani["abilities"][2]["effect"] == {
        "kind": "put_counters",
        "counter": "+1/+1",
        "amount": "your_life_total",
        "target": "creature",
    }
    game = state(
        alice={"life": 23}, battlefield=[_pw(ajani, 9), {"id": "b", "card": "Grizzly Bears", "controller": "alice"}]
    )
    result = _run(
        game,
        [{"type": "activate", "permanent": "pw", "ability": 2, "choices": {"targets": ["b"]}}, {"type": "resolve"}],
        ajani,
    )
    assert permanent(result, "b")["counters"]["+1/+1"] == 23


def test_where_x_counts_honesty() -> None:
    assert _not_modelled("Test", "[−9]: Put X +1/+1 counters on target creature, where X is your wombat total.")
    # s14-r2history: a -X/-X change takes a counted amount now (the pump's `negated`), but a -X/+X doesn't
    assert _not_modelled(
        "Test", "[−2]: Target creature gets -X/+X until end of turn, where X is the number of Zombies you control."
    )


def test_608_2h_where_x_is_the_number_of_a_subtype_you_control() -> None:
    pw = _read_pw(
        "Test Necromancer",
        "[−2]: Test Necromancer deals X damage to any target, where X is the number of Zombies you control.",
    )
    # the permanents counted as the effect resolves (s13-riders' count, CR 608.2h): the Zombies you control
    assert pw["abilities"][0]["effect"]["amount"] == "count:permanent:you_control:Zombie"


# --- "<effect>. If you control three or more <permanents>, <effect> instead." (CR 608.2c) ---------

# Tezzeret, Artifice Master (M19): its [0]
TEZZERET_ZERO = "[0]: Draw a card. If you control three or more artifacts, draw two cards instead."


def _artifact(n: int) -> dict[str, Any]:
    return {"id": f"a{n}", "card": "Test Trinket", "controller": "alice"}


TRINKET = {"name": "Test Trinket", "types": ["Artifact"], "mana_cost": "{1}"}


def test_608_2c_instead_if_you_control_three_or_more() -> None:
    tezzeret = _read_pw("Test Tezzeret", TEZZERET_ZERO, loyalty="5", cost="{3}{U}{U}")
    assert tezzeret["abilities"][0]["effect"] == {
        "kind": "if_you_control",
        "condition": "artifact",
        "at_least": 3,
        "effect": {"kind": "draw", "amount": 2, "player": "you"},
        "otherwise": {"kind": "draw", "amount": 1, "player": "you"},
    }
    activate = [{"type": "activate", "permanent": "pw", "ability": 0}, {"type": "resolve"}]
    two = _run(state(battlefield=[_pw(tezzeret, 5), _artifact(1), _artifact(2)]), activate, tezzeret, TRINKET)
    assert len(player_of(two, "alice")["hand"]) == 1
    assert events_of(two, "condition_not_met")
    three = _run(
        state(battlefield=[_pw(tezzeret, 5), _artifact(1), _artifact(2), _artifact(3)]), activate, tezzeret, TRINKET
    )
    assert len(player_of(three, "alice")["hand"]) == 2


def test_instead_honesty() -> None:
    assert _not_modelled(
        "Test", "[0]: Draw a card. If you control three or more wombat artifacts, draw two cards instead."
    )
    # a target under the condition would be chosen before it is known: not read
    assert _not_modelled(
        "Test", "[0]: Destroy target creature. If you control three or more artifacts, draw two cards instead."
    )


# --- "<source> deals N damage to each opponent and each creature your opponents control" (CR 120.3) --

DRAGONSOUL_PLUS = "[+2]: Test Sarkhan deals 1 damage to each opponent and each creature your opponents control."


def test_120_3_damage_to_each_opponent_and_each_creature_they_control() -> None:
    sarkhan = _read_pw("Test Sarkhan", DRAGONSOUL_PLUS, loyalty="5", cost="{4}{R}{R}")
    ability = sarkhan["abilities"][0]
    assert ability["effect"] == {"kind": "damage", "amount": 1, "target": "each_opponent"}
    assert ability["then_effects"] == [{"kind": "damage", "amount": 1, "target": "all:creature:opponent_controls"}]
    game = state(
        battlefield=[
            _pw(sarkhan, 5),
            {"id": "mine", "card": "Grizzly Bears", "controller": "alice"},
            {"id": "theirs", "card": "Grizzly Bears", "controller": "bob"},
        ]
    )
    result = _run(game, [{"type": "activate", "permanent": "pw", "ability": 0}, {"type": "resolve"}], sarkhan)
    assert player_of(result, "bob")["life"] == 19 and player_of(result, "alice")["life"] == 20
    assert permanent(result, "theirs")["damage"] == 1
    assert permanent(result, "mine").get("damage", 0) == 0
    assert len(events_of(result, "damage_dealt")) == 2


def test_damage_to_both_honesty() -> None:
    # a target and a group in one clause: not read
    assert _not_modelled(
        "Test", "[+2]: Test deals 1 damage to target opponent and each creature your opponents control."
    )
    assert _not_modelled(
        "Test", "[+2]: Test deals 1 damage to each opponent and each wombat creature your opponents control."
    )


# --- "search your library for <amount> <cards>, put it/them <to>, then shuffle" (CR 701.23) -------

DRAGON = {
    "name": "Test Dragon",
    "types": ["Creature"],
    "subtypes": ["Dragon"],
    "power": 4,
    "toughness": 4,
    "mana_cost": "{4}{R}",
}


def test_701_23b_search_for_any_number_of_dragon_creature_cards() -> None:
    sarkhan = _read_pw(
        "Test Sarkhan",
        "[−9]: Search your library for any number of Dragon creature cards, put them "
        "onto the battlefield, then shuffle.",
        loyalty="5",
        cost="{4}{R}{R}",
    )
    assert sarkhan["abilities"][0]["effect"] == {
        "kind": "search_library",
        "to": "battlefield",
        "quality": ["creature:Dragon"],
        "any_number": True,
    }
    library = [
        {"id": "d1", "card": "Test Dragon"},
        {"id": "g", "card": "Grizzly Bears"},
        {"id": "d2", "card": "Test Dragon"},
        {"id": "d3", "card": "Test Dragon"},
    ]
    game = state(alice={"library": library}, battlefield=[_pw(sarkhan, 9)])
    activate = {"type": "activate", "permanent": "pw", "ability": 0}
    result = _run(game, [activate, {"type": "resolve", "choices": {"search": ["d1", "d3"]}}], sarkhan, DRAGON)
    on_battlefield = {p["id"] for p in result["state"]["battlefield"]}
    assert {"d1", "d3"} <= on_battlefield and "d2" not in on_battlefield
    # none is a legal choice too (a stated quality, CR 701.23b); a Bear is not a Dragon creature card
    none = _run(game, [activate, {"type": "resolve", "choices": {"search": []}}], sarkhan, DRAGON)
    assert events_of(none, "library_searched")[0]["found"] == []
    with pytest.raises(IllegalAction):
        _run(game, [activate, {"type": "resolve", "choices": {"search": ["g"]}}], sarkhan, DRAGON)


def test_701_23_an_emblem_that_searches_for_a_permanent_card_each_end_step() -> None:
    tezzeret = _read_pw(
        "Test Tezzeret",
        '[−9]: You get an emblem with "At the beginning of your end step, search '
        "your library for a permanent card, put it onto the battlefield, then "
        'shuffle."',
        loyalty="5",
        cost="{3}{U}{U}",
    )
    (ability,) = tezzeret["abilities"][0]["effect"]["abilities"]
    assert ability["effect"]["kind"] == "search_library" and ability["effect"]["to"] == "battlefield"
    emblem = {"id": "alice-emblem-1", "source": "Test Tezzeret", "abilities": [ability]}
    library = [{"id": "bolt", "card": "Lightning Bolt"}, {"id": "bear", "card": "Grizzly Bears"}]
    game = state(step="postcombat_main", alice={"emblems": [emblem], "library": library})
    result = _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"search": ["bear"]}}])
    assert any(p["id"] == "bear" for p in result["state"]["battlefield"])
    # an instant is no permanent card (CR 110.4b)
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "next_step"}, {"type": "resolve", "choices": {"search": ["bolt"]}}])


def test_search_honesty() -> None:
    assert _not_modelled(
        "Test",
        "[−9]: Search your library for any number of Dragon creature cards, put it onto the battlefield, then shuffle.",
    )
    assert _not_modelled("Test", "[−1]: Search your library for a wombat card, put it into your hand, then shuffle.")


# --- "Whenever you activate an ability of a <subtype> planeswalker" (CR 602.2, 603.2) --------------

# Sarkhan's Whelp (M19)
WHELP = (
    "Sarkhan's Whelp",
    "Creature — Dragon",
    "Flying\nWhenever you activate an ability of a Sarkhan planeswalker, Sarkhan's Whelp deals 1 damage to any target.",
    "{2}{R}",
    ("2", "2"),
)


def test_603_2_whenever_you_activate_an_ability_of_a_sarkhan_planeswalker() -> None:
    whelp = read_full_definition(*WHELP)
    assert whelp["abilities"][0] == {
        "kind": "triggered",
        "trigger": "you_activate",
        "activated_of": "planeswalker:Sarkhan",
        "effect": {"kind": "damage", "amount": 1, "target": "any"},
    }
    sarkhan = _read_pw("Sarkhan, the Tester", "[+1]: You gain 1 life.", loyalty="3", cost="{2}{R}")
    other = _read_pw("Ajani, the Tester", "[+1]: You gain 1 life.", loyalty="3", cost="{2}{W}")
    game = state(
        battlefield=[
            _pw(sarkhan, 3),
            {**_pw(other, 3), "id": "ajani"},
            {"id": "w", "card": "Sarkhan's Whelp", "controller": "alice"},
        ]
    )
    result = _run(
        game,
        [{"type": "activate", "permanent": "pw", "ability": 0}, {"type": "resolve", "choices": {"targets": ["bob"]}}],
        whelp,
        sarkhan,
        other,
    )
    assert player_of(result, "bob")["life"] == 19
    put = events_of(result, "trigger_put_on_stack")
    assert put and put[0]["source"] == "w" and "CR 603.2" in put[0]["cites"]
    # an Ajani's ability doesn't trigger it
    ajani = _run(game, [{"type": "activate", "permanent": "ajani", "ability": 0}], whelp, sarkhan, other)
    assert events_of(ajani, "trigger_put_on_stack") == []


def test_activation_trigger_honesty() -> None:
    reading = read_card(
        CardFacts(
            name="Test Whelp",
            mana_cost="{2}{R}",
            type_line="Creature — Dragon",
            oracle_text="Whenever you activate an ability of a Sarkhan wombat, Test Whelp deals "
            "1 damage to any target.",
            power="2",
            toughness="2",
        )
    )
    assert reading.support != "full"


# --- "put a loyalty counter on ~" (CR 306.5c, 122.1) -----------------------------------------------


def test_306_5c_a_trigger_puts_a_loyalty_counter_on_the_planeswalker() -> None:
    # Ral, Crackling Wit's (BLB) first line on a test planeswalker
    ral = _read_pw(
        "Ral, the Tester",
        "Whenever you cast a noncreature spell, put a loyalty counter on Ral, the Tester.\n[+1]: You gain 1 life.",
        loyalty="4",
        cost="{2}{U}{R}",
    )
    assert ral["abilities"][0]["effect"] == {
        "kind": "put_counters",
        "counter": "loyalty",
        "amount": 1,
        "target": "self",
    }
    game = state(
        alice={"mana_pool": {"R": 1}, "hand": [{"id": "bolt", "card": "Lightning Bolt"}]}, battlefield=[_pw(ral, 4)]
    )
    result = _run(game, [{"type": "cast", "card": "bolt", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], ral)
    assert permanent(result, "pw")["counters"]["loyalty"] == 5
    assert _not_modelled("Test", "[+1]: Put a wombat counter on each red planeswalker you control.")


# --- "if you control four or more Demons with different names, you win the game" (CR 201.2, 104.2b) ---

# Liliana's Contract (M19)
CONTRACT = (
    "Liliana's Contract",
    "Enchantment",
    "When Liliana's Contract enters the battlefield, you draw four cards and you lose 4 life.\n"
    "At the beginning of your upkeep, if you control four or more Demons with different names, you win the game.",
    "{3}{B}{B}",
)


def _demon(name: str) -> dict[str, Any]:
    return {
        "name": name,
        "types": ["Creature"],
        "subtypes": ["Demon"],
        "power": 5,
        "toughness": 5,
        "mana_cost": "{4}{B}",
    }


DEMONS = [_demon(f"Test Demon {letter}") for letter in "ABCD"]


def _demons_on_battlefield(names: list[str]) -> list[dict[str, Any]]:
    return [{"id": f"d{n}", "card": name, "controller": "alice"} for n, name in enumerate(names)]


def test_104_2b_you_win_the_game_with_four_demons_with_different_names() -> None:
    contract = read_full_definition(*CONTRACT)
    upkeep = contract["abilities"][1]
    assert upkeep == {
        "kind": "step_trigger",
        "step": "upkeep",
        "whose": "yours",
        "effect": {"kind": "win_game"},
        "if_you_control": "permanent:Demon",
        "if_you_control_at_least": 4,
        "if_you_control_different_names": True,
    }
    names = [demon["name"] for demon in DEMONS]
    game = state(
        step="untap",
        battlefield=[{"id": "c", "card": "Liliana's Contract", "controller": "alice"}, *_demons_on_battlefield(names)],
    )
    won = _run(game, [{"type": "next_step"}, {"type": "resolve"}], contract, *DEMONS)
    assert won["state"]["game_over"] and won["state"]["winner"] == "alice"
    assert "CR 104.2b" in events_of(won, "player_lost")[0]["cites"]
    # four Demons, two of them with one name: three names, no trigger (CR 603.4)
    same = state(
        step="untap",
        battlefield=[
            {"id": "c", "card": "Liliana's Contract", "controller": "alice"},
            *_demons_on_battlefield([names[0], names[0], names[1], names[2]]),
        ],
    )
    kept = _run(same, [{"type": "next_step"}], contract, *DEMONS)
    assert events_of(kept, "trigger_put_on_stack") == [] and not kept["state"].get("game_over")


def test_an_emblem_id_may_not_be_another_objects() -> None:
    emblem = {
        "id": "b",
        "abilities": [{"kind": "static_pump", "affected": "creatures_you_control", "power": 1, "toughness": 1}],
    }
    game = state(alice={"emblems": [emblem]}, battlefield=[{"id": "b", "card": "Grizzly Bears", "controller": "alice"}])
    with pytest.raises(InvalidState) as refused:
        _run(game, [])
    assert "duplicate object id 'b'" in str(refused.value.errors)
