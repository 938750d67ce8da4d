"""Session 24, group khans (docs/oracle-s24-khans.md): Khans of Tarkir block mechanics read from the real Oracle lines
(tests/fixtures/sets/ktk.json, frf.json, dtk.json) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _not_read, _on, _permanent

OGRE = {"name": "Big Ogre", "types": ["Creature"], "power": 4, "toughness": 4, "mana_cost": "{3}{R}"}


# --- outlast (CR 702.107a) ------------------------------------------------------------------------------------------

AINOK = ("Ainok Bond-Kin", "Creature — Dog Soldier",
         "Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)\n"
         "Each creature you control with a +1/+1 counter on it has first strike.", "{1}{W}", ("2", "1"))


def test_702_107a_outlast_puts_a_counter_at_sorcery_speed() -> None:
    ainok = read_full_definition(*AINOK)
    assert ainok["abilities"][0] == {"kind": "activated", "cost": "{1}{W}{T}", "activate_only": "sorcery",
                                     "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}}
    _not_read("Outlast {X}")
    game = state(alice={"mana_pool": {"W": 2}}, battlefield=[_on("a", "Ainok Bond-Kin")])
    done = _run(game, [{"type": "activate", "permanent": "a", "ability": 0}, {"type": "resolve"}], ainok)
    assert _permanent(done, "a")["counters"] == {"+1/+1": 1} and _permanent(done, "a")["tapped"]
    with pytest.raises(IllegalAction, match="sorcery"):
        _run({**game, "step": "upkeep"}, [{"type": "activate", "permanent": "a", "ability": 0}], ainok)


# --- morph and megamorph (CR 702.37) ----------------------------------------------------------------------------------

DRAGONSLAYER = ("Hidden Dragonslayer", "Creature — Human Warrior",
                "Lifelink\nMegamorph {2}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up "
                "any time for its megamorph cost and put a +1/+1 counter on it.)\nWhen Hidden Dragonslayer is turned face "
                "up, destroy target creature with power 4 or greater an opponent controls.", "{1}{W}", ("2", "1"))


def test_702_37b_megamorph_turned_face_up_gets_a_counter_and_triggers() -> None:
    slayer = read_full_definition(*DRAGONSLAYER)
    assert slayer["abilities"][0] == {"kind": "morph", "cost": "{2}{W}", "megamorph": True}
    assert slayer["abilities"][1]["trigger"] == "turned_face_up"
    game = state(alice={"hand": [{"id": "h", "card": "Hidden Dragonslayer"}], "mana_pool": {"C": 3, "W": 1, "G": 2}},
                 battlefield=[_on("ogre", "Big Ogre", "bob")])
    done = _run(game, [{"type": "cast", "card": "h", "face_down": True}, {"type": "resolve"},
                       {"type": "turn_face_up", "permanent": "h", "pay": "morph", "choices": {"targets": ["ogre"]}},
                       {"type": "resolve"}], slayer, OGRE)
    assert _permanent(done, "h")["counters"] == {"+1/+1": 1} and not _permanent(done, "h")["face_down"]
    assert _permanent(done, "ogre") is None and not any(player_of(done, "alice")["mana_pool"].values())
    with pytest.raises(IllegalAction, match="Pay its cost"):
        _run(game, [{"type": "cast", "card": "h", "face_down": True}, {"type": "resolve"},
                    {"type": "turn_face_up", "permanent": "h", "pay": "other"}], slayer, OGRE)


def test_702_37a_morph_puts_no_counter() -> None:
    guide = read_full_definition("Abzan Guide", "Creature — Human Warrior", "Lifelink\nMorph {2}{W}{B}{G} (You may cast "
                                 "this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph "
                                 "cost.)", "{3}{W}{B}{G}", ("4", "4"))
    assert guide["abilities"] == [{"kind": "morph", "cost": "{2}{W}{B}{G}", "megamorph": False}]
    _not_read("Morph {X}{U}")
    game = state(alice={"hand": [{"id": "h", "card": "Abzan Guide"}], "mana_pool": {"C": 5, "W": 1, "B": 1, "G": 1}})
    done = _run(game, [{"type": "cast", "card": "h", "face_down": True}, {"type": "resolve"},
                       {"type": "turn_face_up", "permanent": "h", "pay": "morph"}], guide)
    assert not _permanent(done, "h")["face_down"] and not _permanent(done, "h").get("counters")
    assert events_of(done, "turned_face_up")[0]["pay"] == "morph"


# --- delve (CR 702.66) --------------------------------------------------------------------------------------------------

CRUISE = ("Treasure Cruise", "Sorcery", "Delve (Each card you exile from your graveyard while casting this spell pays for "
          "{1}.)\nDraw three cards.", "{7}{U}")


def _yard(count: int) -> list[dict[str, Any]]:
    return [{"id": f"g{n}", "card": "Grizzly Bears"} for n in range(count)]


def test_702_66a_delve_exiles_graveyard_cards_to_pay_generic_mana() -> None:
    cruise = read_full_definition(*CRUISE)
    assert cruise["keywords"] == ["delve"]
    game = state(alice={"hand": [{"id": "t", "card": "Treasure Cruise"}], "mana_pool": {"U": 1, "C": 1},
                        "graveyard": _yard(7)})
    done = _run(game, [{"type": "cast", "card": "t", "choices": {"delve": ["g0", "g1", "g2", "g3", "g4", "g5"]}},
                       {"type": "resolve"}], cruise)
    alice = player_of(done, "alice")
    assert [card["id"] for card in alice["graveyard"]] == ["g6", "t"] and len(alice["exile"]) == 6
    assert len(alice["hand"]) == 3 and not any(alice["mana_pool"].values())
    with pytest.raises(IllegalAction, match="generic mana"):  # {U} can't be paid by delve
        _run(state(alice={"hand": [{"id": "t", "card": "Treasure Cruise"}], "mana_pool": {"U": 1}, "graveyard": _yard(8)}),
             [{"type": "cast", "card": "t", "choices": {"delve": [f"g{n}" for n in range(8)]}}], cruise)
    with pytest.raises(IllegalAction, match="graveyard"):
        _run(game, [{"type": "cast", "card": "t", "choices": {"delve": ["nope"]}}], cruise)


def test_702_66a_legal_actions_lists_a_cast_paid_with_delve() -> None:
    cruise = read_full_definition(*CRUISE)
    game = state(alice={"hand": [{"id": "t", "card": "Treasure Cruise"}], "mana_pool": {"U": 1, "C": 1},
                        "graveyard": _yard(7)})
    listed = _run(game, [{"type": "legal_actions"}], cruise)
    casts = [entry for entry in listed["queries"][0]["result"]["legal"] if entry["action"]["type"] == "cast"]
    assert casts and casts[0]["action"]["choices"]["delve"] == [f"g{n}" for n in range(6)]


# --- dash (CR 702.109) --------------------------------------------------------------------------------------------------

HEELCUTTER = ("Goblin Heelcutter", "Creature — Goblin Berserker", "Whenever Goblin Heelcutter attacks, target creature "
              "can't block this turn.\nDash {2}{R} (You may cast this spell for its dash cost. If you do, it gains haste, "
              "and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)",
              "{3}{R}", ("3", "2"))


def test_702_109a_dash_gives_haste_and_returns_the_creature_at_the_next_end_step() -> None:
    heelcutter = read_full_definition(*HEELCUTTER)
    assert heelcutter["abilities"][1] == {"kind": "alternative_cost", "name": "dash", "cost": "{2}{R}"}
    _not_read("Dash {X}{R}")
    game = state(alice={"hand": [{"id": "h", "card": "Goblin Heelcutter"}], "mana_pool": {"R": 1, "C": 2}},
                 battlefield=[_on("ogre", "Big Ogre", "bob")])
    step = {"type": "next_step"}
    done = _run(game, [{"type": "cast", "card": "h", "alternative_cost": "dash"}, {"type": "resolve"}, step, step,
                       {"type": "declare_attackers", "attackers": [{"id": "h", "defending": "bob"}],
                        "choices": {"targets": ["ogre"]}}, {"type": "resolve"}], heelcutter, OGRE)
    assert events_of(done, "entered_battlefield")[0]["dashed"] is True and _permanent(done, "h")["tapped"]
    ended = _run(game, [{"type": "cast", "card": "h", "alternative_cost": "dash"}, {"type": "resolve"},
                        *[step] * 5, {"type": "resolve"}], heelcutter, OGRE)
    assert ended["state"]["step"] == "end" and _permanent(ended, "h") is None
    assert [card["id"] for card in player_of(ended, "alice")["hand"]] == ["h"]
    plain = _run(state(alice={"hand": [{"id": "h", "card": "Goblin Heelcutter"}], "mana_pool": {"R": 1, "C": 3}}),
                 [{"type": "cast", "card": "h"}, {"type": "resolve"}, *[step] * 5], heelcutter)
    assert _permanent(plain, "h") is not None and not plain["state"]["delayed_triggers"]


# --- bolster (CR 701.39) ------------------------------------------------------------------------------------------------

CACHED = ("Cached Defenses", "Sorcery", "Bolster 3. (Choose a creature with the least toughness among creatures you "
          "control and put three +1/+1 counters on it.)", "{2}{G}")
TACTICIAN = ("Aven Tactician", "Creature — Bird Soldier", "Flying\nWhen Aven Tactician enters the battlefield, bolster 1. "
             "(Choose a creature with the least toughness among creatures you control and put a +1/+1 counter on it.)",
             "{4}{W}", ("2", "3"))


def test_701_39a_bolster_puts_counters_on_a_creature_with_the_least_toughness() -> None:
    cached = read_full_definition(*CACHED)
    assert cached["abilities"] == [{"kind": "spell", "effect": {"kind": "bolster", "amount": 3}}]
    _not_read("Bolster 2 until end of turn.", is_spell=True)
    yours = [_on("ogre", "Big Ogre"), _on("b1", "Grizzly Bears"), _on("b2", "Grizzly Bears"), _on("x", "Grizzly Bears", "bob")]
    game = state(alice={"hand": [{"id": "c", "card": "Cached Defenses"}], "mana_pool": {"G": 3}}, battlefield=yours)
    done = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve"}], cached, OGRE)
    assert _permanent(done, "b1")["counters"] == {"+1/+1": 3} and not _permanent(done, "b2").get("counters")
    chosen = _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve", "choices": {"chosen": ["b2"]}}], cached, OGRE)
    assert _permanent(chosen, "b2")["counters"] == {"+1/+1": 3}  # CR 701.39a: the tie is the player's choice
    with pytest.raises(IllegalAction, match="least toughness"):
        _run(game, [{"type": "cast", "card": "c"}, {"type": "resolve", "choices": {"chosen": ["ogre"]}}], cached, OGRE)


def test_701_39a_bolster_in_an_enters_trigger_may_choose_the_creature_itself() -> None:
    tactician = read_full_definition(*TACTICIAN)
    assert tactician["abilities"] == [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "bolster", "amount": 1}}]
    game = state(alice={"hand": [{"id": "t", "card": "Aven Tactician"}], "mana_pool": {"W": 1, "C": 4}},
                 battlefield=[_on("ogre", "Big Ogre")])
    done = _run(game, [{"type": "cast", "card": "t"}, {"type": "resolve"}, {"type": "resolve"}], tactician, OGRE)
    assert _permanent(done, "t")["counters"] == {"+1/+1": 1} and events_of(done, "bolstered")[0]["permanent"] == "t"


# --- rebound (CR 702.88) ------------------------------------------------------------------------------------------------

MANEUVER = ("Artful Maneuver", "Instant", "Target creature gets +2/+2 until end of turn.\nRebound (If you cast this spell "
            "from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from "
            "exile without paying its mana cost.)", "{1}{W}")


def test_702_88a_rebound_exiles_the_spell_and_casts_it_free_at_the_next_upkeep() -> None:
    maneuver = read_full_definition(*MANEUVER)
    assert maneuver["keywords"] == ["rebound"]
    game = state(alice={"hand": [{"id": "m", "card": "Artful Maneuver"}], "mana_pool": {"W": 1, "C": 1}},
                 battlefield=[_on("b", "Grizzly Bears")])
    first = [{"type": "cast", "card": "m", "choices": {"targets": ["b"]}}, {"type": "resolve"}]
    exiled = _run(game, first, maneuver)
    assert [card["id"] for card in player_of(exiled, "alice")["exile"]] == ["m"]
    assert exiled["state"]["delayed_triggers"][0]["at"] == "your_next_upkeep"
    turns = [{"type": "next_turn"}, {"type": "next_turn"}]
    recast = _run(game, [*first, *turns, {"type": "resolve", "choices": {"chosen": ["m"], "targets": ["b"]}},
                         {"type": "resolve"}], maneuver)
    assert recast["state"]["turn"] == 5 and _permanent(recast, "b")["characteristics"]["power"] == 4
    assert [card["id"] for card in player_of(recast, "alice")["graveyard"]] == ["m"]  # cast from exile: no rebound
    declined = _run(game, [*first, *turns, {"type": "resolve"}], maneuver)
    assert [card["id"] for card in player_of(declined, "alice")["exile"]] == ["m"] and not declined["state"]["stack"]


# --- manifest (CR 701.40) -----------------------------------------------------------------------------------------------

NURTURING = ("Formless Nurturing", "Sorcery", "Manifest the top card of your library, then put a +1/+1 counter on it. "
             "(To manifest a card, put it onto the battlefield face down as a 2/2 creature. Turn it face up any time for "
             "its mana cost if it's a creature card.)", "{3}{G}")


def test_701_40a_manifest_puts_the_top_card_face_down_and_a_creature_card_turns_up_for_its_mana_cost() -> None:
    nurturing = read_full_definition(*NURTURING)
    assert nurturing["abilities"] == [{"kind": "spell", "effect": {"kind": "manifest", "amount": 1, "counters": 1}}]
    _not_read("Manifest the top card of your library, then put a -1/-1 counter on it.", is_spell=True)
    library = [{"id": "top", "card": "Grizzly Bears"}, {"id": "next", "card": "Lightning Bolt"}]
    game = state(alice={"hand": [{"id": "n", "card": "Formless Nurturing"}], "mana_pool": {"G": 2, "C": 4},
                        "library": library})
    done = _run(game, [{"type": "cast", "card": "n"}, {"type": "resolve"}], nurturing)
    top = _permanent(done, "top")
    assert top["face_down"] and top["manifested"] and top["counters"] == {"+1/+1": 1}
    assert top["characteristics"]["power"] == 3 and events_of(done, "manifested")[0]["permanent"] == "top"
    up = _run(game, [{"type": "cast", "card": "n"}, {"type": "resolve"},
                     {"type": "turn_face_up", "permanent": "top", "pay": "mana_cost"}], nurturing)
    assert _permanent(up, "top")["characteristics"]["name"] == "Grizzly Bears"
    assert _permanent(up, "top")["characteristics"]["power"] == 3 and not _permanent(up, "top").get("manifested")
    spell_up = {**game, "players": [{**game["players"][0], "library": library[::-1]}, game["players"][1]]}
    with pytest.raises(IllegalAction, match="isn't a creature card"):
        _run(spell_up, [{"type": "cast", "card": "n"}, {"type": "resolve"},
                        {"type": "turn_face_up", "permanent": "next", "pay": "mana_cost"}], nurturing)


# --- formidable (ability word; CR 602.5b, 208.1) -----------------------------------------------------------------------

BEAR_DTK = ("Dragon-Scarred Bear", "Creature — Bear", "Formidable — {1}{G}: Regenerate Dragon-Scarred Bear. Activate only "
            "if creatures you control have total power 8 or greater.", "{2}{G}", ("3", "2"))


def test_602_5b_formidable_activates_only_with_total_power_8() -> None:
    bear = read_full_definition(*BEAR_DTK)
    assert bear["abilities"][0]["activate_only_if_total_power_at_least"] == 8
    activate = [{"type": "activate", "permanent": "d", "ability": 0}, {"type": "resolve"}]
    game = state(alice={"mana_pool": {"G": 2}}, battlefield=[_on("d", "Dragon-Scarred Bear"), _on("ogre", "Big Ogre")])
    with pytest.raises(IllegalAction, match="total power 8"):  # 3 + 4 = 7
        _run(game, activate, bear, OGRE)
    game["battlefield"].append(_on("b", "Grizzly Bears"))
    done = _run(game, activate, bear, OGRE)
    assert _permanent(done, "d")["regeneration_shields"] == 1


WATCHER = ("Watcher of the Roost", "Creature — Bird Soldier", "Flying\nMorph—Reveal a white card in your hand. (You may "
           "cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)\nWhen "
           "Watcher of the Roost is turned face up, you gain 2 life.", "{2}{W}", ("2", "1"))
WHITE = {"name": "White Card", "types": ["Instant"], "mana_cost": "{W}"}


def test_702_37e_a_morph_cost_that_reveals_a_card_of_a_color() -> None:
    watcher = read_full_definition(*WATCHER)
    assert watcher["abilities"][0] == {"kind": "morph", "reveal_color": "W"}
    hand = [{"id": "w", "card": "Watcher of the Roost"}, {"id": "bolt", "card": "Lightning Bolt"}]
    game = state(alice={"hand": [*hand, {"id": "white", "card": "White Card"}], "mana_pool": {"C": 3}})
    done = _run(game, [{"type": "cast", "card": "w", "face_down": True}, {"type": "resolve"},
                       {"type": "turn_face_up", "permanent": "w", "pay": "morph"}, {"type": "resolve"}], watcher, WHITE)
    assert events_of(done, "turned_face_up")[0]["revealed"] == "white" and player_of(done, "alice")["life"] == 22
    assert [card["id"] for card in player_of(done, "alice")["hand"]] == ["bolt", "white"]  # revealed, kept
    with pytest.raises(IllegalAction, match="white card"):
        _run(state(alice={"hand": hand, "mana_pool": {"C": 3}}), [{"type": "cast", "card": "w", "face_down": True},
             {"type": "resolve"}, {"type": "turn_face_up", "permanent": "w", "pay": "morph"}], watcher, WHITE)


MASTERY = ("Mastery of the Unseen", "Enchantment", "Whenever a permanent you control is turned face up, you gain 1 life for "
           "each creature you control.\n{3}{W}: Manifest the top card of your library. (Put it onto the battlefield face "
           "down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)", "{1}{W}")


def test_708_8_whenever_a_permanent_you_control_is_turned_face_up() -> None:
    mastery = read_full_definition(*MASTERY)
    assert mastery["abilities"][0]["trigger"] == "permanent_you_control_turned_face_up"
    game = state(alice={"mana_pool": {"W": 1, "G": 1, "C": 4}, "library": [{"id": "top", "card": "Grizzly Bears"}]},
                 battlefield=[_on("m", "Mastery of the Unseen"), _on("b", "Grizzly Bears")])
    done = _run(game, [{"type": "activate", "permanent": "m", "ability": 1}, {"type": "resolve"},
                       {"type": "turn_face_up", "permanent": "top", "pay": "mana_cost"}, {"type": "resolve"}], mastery)
    assert _permanent(done, "top")["characteristics"]["name"] == "Grizzly Bears"
    assert player_of(done, "alice")["life"] == 22  # two creatures
