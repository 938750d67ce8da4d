"""Session 22, group stx (docs/oracle-s22-stx.md): lines of Strixhaven (STX) read by the s22-stx grammar rules, each
checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on

# --- "As ~ enters, you may reveal an Island or Mountain card from your hand. If you don't, ~ enters tapped." (CR
# 614.12, 701.20a) --------------------------------------------------------------------------------------------------

FROSTBOIL_SNARL = read_full_definition(
    "Frostboil Snarl", "Land",
    "As Frostboil Snarl enters the battlefield, you may reveal an Island or Mountain card from your hand. If you "
    "don't, Frostboil Snarl enters the battlefield tapped.\n{T}: Add {U} or {R}.", "")
MOUNTAIN = {"name": "Test Mountain", "types": ["Land"], "subtypes": ["Mountain"]}
FOREST = {"name": "Test Forest", "types": ["Land"], "subtypes": ["Forest"]}


def _play_snarl(**choices: Any) -> dict[str, Any]:
    game = state(alice={"hand": [{"id": "new", "card": "Frostboil Snarl"}, {"id": "m", "card": "Test Mountain"},
                                 {"id": "f", "card": "Test Forest"}]})
    action: dict[str, Any] = {"type": "play_land", "card": "new", "player": "alice"}
    if choices:
        action["choices"] = choices
    return _run(game, [action], FROSTBOIL_SNARL, MOUNTAIN, FOREST)


def test_614_12_a_snarl_enters_untapped_only_if_its_controller_reveals_a_card_of_its_types() -> None:
    assert FROSTBOIL_SNARL["abilities"][0] == {"kind": "enters_tapped", "unless_reveal": ["Island", "Mountain"]}
    _not_read("As ~ enters, you may reveal a Dragon card from your hand. If you don't, ~ enters tapped.")
    revealed = _play_snarl(reveal="m")
    assert permanent(revealed, "new")["tapped"] is False
    assert events_of(revealed, "entered_battlefield")[0]["revealed"] == "m"
    assert [card["id"] for card in player_of(revealed, "alice")["hand"]] == ["m", "f"]  # revealed, still in hand
    assert permanent(_play_snarl(), "new")["tapped"] is True
    with pytest.raises(IllegalAction, match="with the subtype Island or Mountain"):
        _play_snarl(reveal="f")


# --- "Put X +1/+1 counters on it, where X is the number of cards in your hand / library." (CR 402.1, 401.1, 608.2h) -

def _cards(prefix: str, count: int) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{n}", "card": "Forest"} for n in range(count)]


def _tokens(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in result["state"]["battlefield"] if p["is_token"]]


def test_608_2h_the_fractal_gets_a_counter_for_each_card_in_your_library_or_hand() -> None:
    body = read_full_definition("Body of Research", "Sorcery", "Create a 0/0 green and blue Fractal creature token. Put "
                                "X +1/+1 counters on it, where X is the number of cards in your library.",
                                "{G}{G}{G}{U}{U}{U}")
    assert body["abilities"][1]["effect"]["amount"] == "library_cards"
    game = state(alice={"hand": [{"id": "b", "card": "Body of Research"}], "library": _cards("l", 7),
                        "mana_pool": {"G": 3, "U": 3}})
    done = _run(game, [{"type": "cast", "card": "b"}, {"type": "resolve"}], body)
    assert [token["counters"] for token in _tokens(done)] == [{"+1/+1": 7}]
    sage = read_full_definition("Manifestation Sage", "Creature — Human Wizard", "When Manifestation Sage enters the "
                                "battlefield, create a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on "
                                "it, where X is the number of cards in your hand.", "{G/U}{G/U}{G/U}{G/U}", ("2", "2"))
    assert sage["abilities"][0]["then_effects"] == [{"kind": "put_counters", "counter": "+1/+1", "amount": "hand_cards",
                                                     "target": "it"}]
    _not_read("Exile all cards in your hand.")
    game = state(alice={"hand": [{"id": "s", "card": "Manifestation Sage"}, *_cards("h", 3)], "mana_pool": {"G": 4}})
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve"}, {"type": "resolve"}], sage)
    assert [token["counters"] for token in _tokens(done)] == [{"+1/+1": 3}]
    assert not permanent(done, "s").get("counters")


# --- "Put target creature into its owner's library second from the top." (CR 401.4) --------------------------------

def test_401_4_bury_in_books_puts_the_creature_under_the_top_card() -> None:
    bury = read_full_definition("Bury in Books", "Instant", "This spell costs {2} less to cast if it targets an attacking "
                                "creature.\nPut target creature into its owner's library second from the top.", "{4}{U}")
    assert bury["abilities"][-1]["effect"] == {"kind": "put_on_library", "target": "creature",
                                               "position": "second_from_top"}
    _not_read("Put target creature into its owner's library fourth from the top.", is_spell=True)
    for library, order in (([], ["b"]), (_cards("l", 2), ["l0", "b", "l1"])):
        game = state(alice={"hand": [{"id": "x", "card": "Bury in Books"}], "mana_pool": {"U": 5}},
                     bob={"library": library}, battlefield=[_on("b", "Bear", "bob")])
        done = _run(game, [{"type": "cast", "card": "x", "choices": {"targets": ["b"]}}, {"type": "resolve"}], bury, BEAR)
        assert [card["id"] for card in player_of(done, "bob")["library"]] == order


# --- "{4}, {T}: Draw a card. If you control eight or more lands, draw two cards instead." (CR 608.2c) ---------------

def test_608_2c_zimone_draws_two_cards_only_with_eight_lands() -> None:
    zimone = read_full_definition(
        "Zimone, Quandrix Prodigy", "Legendary Creature — Human Wizard",
        "{1}, {T}: You may put a land card from your hand onto the battlefield tapped.\n{4}, {T}: Draw a card. If you "
        "control eight or more lands, draw two cards instead.", "{G}{U}", ("1", "2"))
    assert zimone["abilities"][1]["effect"]["at_least"] == 8
    _not_read("{4}, {T}: Put a +1/+1 counter on target creature. If you control eight or more lands, put two +1/+1 "
              "counters on it instead.")  # its target would be chosen before the condition is known
    for lands, drawn in ((7, 1), (8, 2)):
        game = state(alice={"mana_pool": {"C": 4}, "library": _cards("l", 3)},
                     battlefield=[_on("z", "Zimone, Quandrix Prodigy"), *(_on(f"f{n}", "Forest") for n in range(lands))])
        done = _run(game, [{"type": "activate", "permanent": "z", "ability": 1}, {"type": "resolve"}], zimone)
        assert len(player_of(done, "alice")["hand"]) == drawn


# --- "Exile target monocolored permanent." (CR 105.4) ---------------------------------------------------------------

def test_105_4_vanishing_verse_exiles_only_a_permanent_of_exactly_one_color() -> None:
    verse = read_full_definition("Vanishing Verse", "Instant", "Exile target monocolored permanent.", "{W}{B}")
    assert verse["abilities"][0]["effect"] == {"kind": "exile", "target": "permanent:monocolored"}
    gold = {"name": "Gold Bear", "types": ["Creature"], "mana_cost": "{W}{B}", "power": 2, "toughness": 2}
    green = {"name": "Green Bear", "types": ["Creature"], "mana_cost": "{G}", "power": 2, "toughness": 2}
    cast = {"type": "cast", "card": "v", "choices": {"targets": ["g"]}}
    game = state(alice={"hand": [{"id": "v", "card": "Vanishing Verse"}], "mana_pool": {"W": 1, "B": 1}},
                 battlefield=[_on("g", "Green Bear", "bob"), _on("m", "Gold Bear", "bob"), _on("c", "Bear", "bob")])
    done = _run(game, [cast, {"type": "resolve"}], verse, gold, green, BEAR)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["m", "c"]
    for other in ("m", "c"):  # two colors; no color (CR 105.2c)
        with pytest.raises(IllegalAction):
            _run(game, [{**cast, "choices": {"targets": [other]}}], verse, gold, green, BEAR)


# --- "You and target opponent each draw three cards." (CR 121.1, 115.1) ---------------------------------------------

def test_121_1_secret_rendezvous_draws_three_cards_for_you_and_the_target_opponent() -> None:
    rendezvous = read_full_definition("Secret Rendezvous", "Sorcery", "You and target opponent each draw three cards.",
                                      "{1}{W}{W}")
    assert [a["effect"]["player"] for a in rendezvous["abilities"]] == ["you", "target_opponent"]
    game = state(alice={"hand": [{"id": "r", "card": "Secret Rendezvous"}], "mana_pool": {"W": 3},
                        "library": _cards("a", 4)}, bob={"library": _cards("b", 4)})
    cast = {"type": "cast", "card": "r", "choices": {"targets": ["bob"]}}
    done = _run(game, [cast, {"type": "resolve"}], rendezvous)
    assert [len(player_of(done, who)["hand"]) for who in ("alice", "bob")] == [3, 3]
    with pytest.raises(IllegalAction):
        _run(game, [{**cast, "choices": {"targets": ["alice"]}}], rendezvous)  # not an opponent


# --- "Draw a card for each different power among creatures you control." (CR 208.1, 608.2h) -------------------------

def test_208_1_golden_ratio_draws_a_card_for_each_different_power() -> None:
    ratio = read_full_definition("Golden Ratio", "Sorcery", "Draw a card for each different power among creatures you "
                                 "control.", "{1}{G}{U}")
    assert ratio["abilities"][0]["effect"]["amount"] == "different_powers_you_control"
    big = {"name": "Big Bear", "types": ["Creature"], "power": 3, "toughness": 3}
    game = state(alice={"hand": [{"id": "g", "card": "Golden Ratio"}], "mana_pool": {"G": 1, "U": 1, "C": 1},
                        "library": _cards("a", 5)},
                 battlefield=[_on("b1", "Bear"), _on("b2", "Bear"), _on("b3", "Big Bear"), _on("b4", "Big Bear", "bob"),
                              _on("f", "Forest")])
    done = _run(game, [{"type": "cast", "card": "g"}, {"type": "resolve"}], ratio, BEAR, big)
    assert len(player_of(done, "alice")["hand"]) == 2  # powers 2 and 3 (bob's creature and the land don't count)


# --- "Target player discards two cards. Then exile that player's graveyard." (CR 406.2, 608.2c) ---------------------

def test_406_2_go_blank_exiles_the_graveyard_of_the_player_who_discarded() -> None:
    blank = read_full_definition("Go Blank", "Sorcery", "Target player discards two cards. Then exile that player's "
                                 "graveyard.", "{2}{B}")
    assert blank["abilities"][1]["effect"] == {"kind": "exile_graveyard", "target": "that_target_player"}
    _not_read("Draw two cards. Then exile that player's graveyard.", is_spell=True)
    game = state(alice={"hand": [{"id": "g", "card": "Go Blank"}], "mana_pool": {"B": 1, "C": 2},
                        "graveyard": [{"id": "ag", "card": "Forest"}]},
                 bob={"hand": _cards("h", 3), "graveyard": [{"id": "bg", "card": "Forest"}]})
    done = _run(game, [{"type": "cast", "card": "g", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], blank)
    bob, alice = player_of(done, "bob"), player_of(done, "alice")
    assert len(bob["hand"]) == 1 and bob["graveyard"] == [] and len(bob["exile"]) == 3
    assert [card["id"] for card in alice["graveyard"]] == ["ag", "g"]


# --- "When ~ dies, if it had a +1/+1 counter on it, draw a card." (CR 603.4, 603.10a) --------------------------------

def test_603_10a_promising_duskmage_draws_only_if_it_died_with_a_counter() -> None:
    duskmage = read_full_definition("Promising Duskmage", "Creature — Human Warlock", "When Promising Duskmage dies, if "
                                    "it had a +1/+1 counter on it, draw a card.", "{2}{B}", ("2", "3"))
    assert duskmage["abilities"][0]["dying"] == "creature:with_counter_+1/+1"
    doom = {"name": "Doom", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}
    for counters, drawn in (({"+1/+1": 1}, 1), ({}, 0)):
        game = state(alice={"hand": [{"id": "x", "card": "Doom"}], "library": _cards("l", 2)},
                     battlefield=[_on("d", "Promising Duskmage", counters=counters)])
        done = _run(game, [{"type": "cast", "card": "x", "choices": {"targets": ["d"]}}, {"type": "resolve"},
                           *([{"type": "resolve"}] if drawn else [])], duskmage, doom)
        assert len(player_of(done, "alice")["hand"]) == drawn and done["state"]["stack"] == []


# --- "Create a 2/1 ... token with flying, a 3/2 ... token, and a 4/4 ... token." (CR 111.1) --------------------------

def test_111_1_mascot_exhibition_creates_the_three_tokens() -> None:
    mascot = read_full_definition("Mascot Exhibition", "Sorcery — Lesson", "Create a 2/1 white and black Inkling creature "
                                  "token with flying, a 3/2 red and white Spirit creature token, and a 4/4 blue and red "
                                  "Elemental creature token.", "{7}")
    assert [a["effect"]["token"]["name"] for a in mascot["abilities"]] == ["Inkling Token", "Spirit Token",
                                                                           "Elemental Token"]
    game = state(alice={"hand": [{"id": "m", "card": "Mascot Exhibition"}], "mana_pool": {"C": 7}})
    done = _run(game, [{"type": "cast", "card": "m"}, {"type": "resolve"}], mascot)
    made = [(t["characteristics"]["power"], t["characteristics"]["toughness"], t["characteristics"]["keywords"])
            for t in _tokens(done)]
    assert made == [(2, 1, ["flying"]), (3, 2, []), (4, 4, [])]


# --- "{4}{G}: Double ~'s power and toughness until end of turn." (CR 701.10b, 613.4c) -------------------------------

def test_701_10b_reckless_amplimancer_doubles_its_power_and_toughness() -> None:
    amplimancer = read_full_definition("Reckless Amplimancer", "Creature — Elf Druid", "{4}{G}: Double Reckless "
                                       "Amplimancer's power and toughness until end of turn.", "{1}{G}", ("2", "2"))
    assert amplimancer["abilities"][0]["effect"] == {"kind": "double_power", "target": "self", "and_toughness": True}
    game = state(alice={"mana_pool": {"G": 1, "C": 4}},
                 battlefield=[_on("r", "Reckless Amplimancer", counters={"+1/+1": 1})])
    done = _run(game, [{"type": "activate", "permanent": "r", "ability": 0}, {"type": "resolve"}], amplimancer)
    stats = permanent(done, "r")["characteristics"]
    assert (stats["power"], stats["toughness"]) == (6, 6)


# --- "As long as you control eight or more lands, ~ gets +1/+0 and can't be blocked." (CR 611.3a, 509.1b) -----------

def test_611_3a_vortex_runner_cant_be_blocked_only_with_eight_lands() -> None:
    runner = read_full_definition("Vortex Runner", "Creature — Human Wizard", "As long as you control eight or more "
                                  "lands, Vortex Runner gets +1/+0 and can't be blocked.", "{2}{U}", ("2", "3"))
    assert runner["abilities"][1] == {"kind": "unblockable", "as_long_as_you_control": "land",
                                      "as_long_as_you_control_at_least": 8}
    _not_read("As long as you have 25 or more life, ~ gets +1/+0 and can't be blocked.")
    attack = {"type": "declare_attackers", "attackers": [{"id": "v", "defending": "bob"}]}
    block = {"type": "declare_blockers", "blocks": [{"blocker": "b", "attacker": "v"}]}
    for lands, blocked in ((7, True), (8, False)):
        game = state(step="declare_attackers", battlefield=[_on("v", "Vortex Runner"), _on("b", "Bear", "bob"),
                                                            *(_on(f"f{n}", "Forest") for n in range(lands))])
        if blocked:
            assert _run(game, [attack, {"type": "next_step"}, block], runner, BEAR)["state"]["combat"]["blockers"]
        else:
            with pytest.raises(IllegalAction):
                _run(game, [attack, {"type": "next_step"}, block], runner, BEAR)


# --- "Equip creature token {1}" (CR 702.6a, 111.1) ------------------------------------------------------------------

def test_702_6a_team_pennant_equips_a_creature_token_for_1() -> None:
    pennant = read_full_definition("Team Pennant", "Artifact — Equipment", "Equipped creature gets +1/+1 and has "
                                   "vigilance and trample.\nEquip creature token {1}\nEquip {3}", "{1}")
    assert pennant["abilities"][1]["effect"] == {"kind": "attach", "target": "creature:token:you_control"}
    game = state(alice={"mana_pool": {"C": 1}}, battlefield=[_on("p", "Team Pennant"), _on("b", "Bear"),
                                                             _on("t", "Bear", is_token=True)])
    equip = {"type": "activate", "permanent": "p", "ability": 1, "choices": {"targets": ["t"]}}
    done = _run(game, [equip, {"type": "resolve"}], pennant, BEAR)
    assert permanent(done, "p")["attached_to"] == "t"
    with pytest.raises(IllegalAction):
        _run(game, [{**equip, "choices": {"targets": ["b"]}}], pennant, BEAR)  # not a token


# --- "where X is the amount of life you gained this turn" (CR 119.3, 608.2h) ----------------------------------------

def test_119_3_x_is_the_life_you_gained_this_turn() -> None:
    draught = read_full_definition("Fortifying Draught", "Instant", "You gain 2 life. Target creature gets +X/+X until "
                                   "end of turn, where X is the amount of life you gained this turn.", "{G}")
    assert draught["abilities"][1]["effect"]["power"] == "life_gained_this_turn"
    game = state(alice={"hand": [{"id": "d", "card": "Fortifying Draught"}], "mana_pool": {"G": 1},
                        "life_gained_this_turn": 3}, battlefield=[_on("b", "Bear")])
    done = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["b"]}}, {"type": "resolve"}], draught, BEAR)
    assert permanent(done, "b")["characteristics"]["power"] == 7  # 2 + the 3 and 2 life gained this turn
    alchemist = read_full_definition("Accomplished Alchemist", "Creature — Elf Druid", "{T}: Add one mana of any "
                                     "color.\n{T}: Add X mana of any one color, where X is the amount of life you gained "
                                     "this turn.", "{3}{G}", ("2", "5"))
    assert alchemist["abilities"][1]["amount"] == "life_gained_this_turn"
    game = state(alice={"life_gained_this_turn": 4}, battlefield=[_on("a", "Accomplished Alchemist")])
    done = _run(game, [{"type": "tap_for_mana", "permanent": "a", "ability": 1, "color": "W"}], alchemist)
    assert {kind: n for kind, n in player_of(done, "alice")["mana_pool"].items() if n} == {"W": 4}
