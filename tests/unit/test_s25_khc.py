"""Session 25, group khc (docs/oracle-s25-khc.md): Coldsnap's and Kaldheim Commander's mechanics (snow mana,
cumulative upkeep, recover, ripple) read from the real cards' Oracle text, then played by the engine."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from app.engine.errors import InvalidState
from tests.unit.conftest import events_of, player_of, probe_support, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _on, _permanent

# --- snow mana: {S} paid only with mana a snow source made (CR 107.4h) -------------------------------------------------

SHADE = ("Chilling Shade", "Snow Creature — Shade", "Flying\n{S}: Chilling Shade gets +1/+1 until end of turn. ({S} can be "
         "paid with one mana from a snow source.)", "{2}{B}", ("1", "1"))
SNOW_SWAMP = ("Snow-Covered Swamp", "Basic Snow Land — Swamp", "({T}: Add {B}.)", "")
SWAMP = ("Swamp", "Basic Land — Swamp", "({T}: Add {B}.)", "")
FROST_RAPTOR = ("Frost Raptor", "Snow Creature — Bird", "Flying\n{S}{S}: Frost Raptor gains shroud until end of turn. "
                "({S} can be paid with one mana from a snow source. A creature with shroud can't be the target of "
                "spells or abilities.)", "{2}{U}", ("2", "2"))


def test_107_4h_snow_mana_pays_s_and_other_mana_does_not() -> None:
    shade, snow = read_full_definition(*SHADE), read_full_definition(*SNOW_SWAMP)
    cards = (shade, snow, read_full_definition(*SWAMP))
    assert shade["abilities"][0]["cost"] == "{S}"
    board = [_on("c", "Chilling Shade"), _on("s", "Snow-Covered Swamp"), _on("w", "Swamp")]
    game = state(battlefield=board)
    # mana of a nonsnow Swamp in the pool can't pay {S}
    with pytest.raises(IllegalAction, match="snow source"):
        _run(game, [{"type": "tap_for_mana", "permanent": "w", "ability": 0},
                    {"type": "activate", "permanent": "c", "ability": 0}], *cards)
    # the snow Swamp's mana remembers it is snow, and pays
    done = _run(game, [{"type": "tap_for_mana", "permanent": "s", "ability": 0},
                       {"type": "activate", "permanent": "c", "ability": 0}, {"type": "resolve"}], *cards)
    paid = events_of(done, "mana_paid")[-1]
    assert paid["snow_spent"] == {"B": 1} and "CR 107.4h" in paid["cites"]
    assert "snow_mana" not in player_of(done, "alice")
    # automatic payment taps the snow source, not the Swamp
    done = _run(game, [{"type": "activate", "permanent": "c", "ability": 0, "payment": "auto"}], *cards)
    assert _permanent(done, "s")["tapped"] and not _permanent(done, "w").get("tapped")


def test_107_4h_snow_mana_is_kept_for_s_and_empties_with_the_pool() -> None:
    raptor, swamp = read_full_definition(*FROST_RAPTOR), read_full_definition(*SNOW_SWAMP)
    game = state(battlefield=[_on("r", "Frost Raptor")],
                 alice={"mana_pool": {"B": 2, "U": 1}, "snow_mana": {"B": 1}})
    with pytest.raises(IllegalAction, match="snow source"):  # {S}{S}: only one snow mana
        _run(game, [{"type": "activate", "permanent": "r", "ability": 0}], raptor, swamp)
    game["players"][0]["snow_mana"] = {"B": 1, "U": 1}
    done = _run(game, [{"type": "activate", "permanent": "r", "ability": 0}], raptor, swamp)
    alice = player_of(done, "alice")
    assert alice["mana_pool"].get("B") == 1 and "snow_mana" not in alice
    game["players"][0]["snow_mana"] = {"B": 3}
    with pytest.raises(InvalidState, match="snow_mana"):
        _run(game, [], raptor)


# --- cumulative upkeep (CR 702.24) -------------------------------------------------------------------------------------

PHANTASM = ("Phobian Phantasm", "Creature — Illusion", "Flying; fear (This creature can't be blocked except by artifact "
            "creatures and/or black creatures.)\nCumulative upkeep {B} (At the beginning of your upkeep, put an age "
            "counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)",
            "{1}{B}{B}", ("3", "3"))
SOULGORGER = ("Phyrexian Soulgorger", "Snow Artifact Creature — Phyrexian Construct", "Cumulative upkeep—Sacrifice a "
              "creature. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it "
              "unless you pay its upkeep cost for each age counter on it.)", "{3}", ("8", "8"))
SHARDS = ("Wall of Shards", "Snow Creature — Wall", "Defender, flying\nCumulative upkeep—An opponent gains 1 life. (At "
          "the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its "
          "upkeep cost for each age counter on it.)", "{1}{W}", ("1", "8"))
GOO_LINE = "Cumulative upkeep {R} or {G}"  # Earthen Goo's
PLATING_LINE = "Cumulative upkeep {S}"  # Glacial Plating's, Cover of Winter's


def _upkeep(board: list[dict[str, object]], actions: list[dict[str, object]], *cards: dict[str, object],
            **alice: object) -> dict[str, object]:
    return _run(state(step="untap", battlefield=board, alice=alice or None), [{"type": "next_step"}, *actions], *cards)


def test_702_24a_cumulative_upkeep_mana_paid_for_each_age_counter_or_sacrificed() -> None:
    phantasm = read_full_definition(*PHANTASM)
    assert phantasm["abilities"][-1] == {"kind": "step_trigger", "step": "upkeep", "whose": "yours",
                                         "effect": {"kind": "cumulative_upkeep", "mana": "{B}"}}
    cards = (phantasm, read_full_definition(*SWAMP))
    board = [_on("p", "Phobian Phantasm", counters={"age": 1}), _on("s1", "Swamp"), _on("s2", "Swamp")]
    tap = [{"type": "tap_for_mana", "permanent": "s1", "ability": 0},
           {"type": "tap_for_mana", "permanent": "s2", "ability": 0}]
    asked = _upkeep(board, [], *cards)["pending"]["options"]
    assert asked["choice"] == "pay_optional_cost" and asked["cost"] == "{B} x2"
    done = _upkeep(board, [*tap, {"type": "resolve", "choices": {"pay_optional_cost": True}}], *cards)
    assert _permanent(done, "p")["counters"] == {"age": 2} and not any(player_of(done, "alice")["mana_pool"].values())
    assert events_of(done, "cumulative_upkeep")[0]["paid"] is True
    with pytest.raises(IllegalAction, match="Cost can't be paid"):  # two age counters, one {B}
        _upkeep(board, [tap[0], {"type": "resolve", "choices": {"pay_optional_cost": True}}], *cards)
    done = _upkeep(board, [{"type": "resolve", "choices": {"pay_optional_cost": False}}], *cards)
    assert _permanent(done, "p") is None and player_of(done, "alice")["graveyard"][0]["card"] == "Phobian Phantasm"


def test_702_24a_cumulative_upkeep_either_color_and_snow_mana() -> None:
    goo = read_full_definition("Goo Probe", "Creature — Ooze", GOO_LINE, "{2}{R}", ("2", "2"))
    assert goo["abilities"][0]["effect"] == {"kind": "cumulative_upkeep", "mana": "{R}", "mana_or": "{G}"}
    plating = read_full_definition("Plating Probe", "Snow Enchantment", PLATING_LINE, "{2}{W}")
    cards = (goo, plating, read_full_definition(*SNOW_SWAMP), read_full_definition(*SWAMP))
    board = [_on("g", "Goo Probe", counters={"age": 1}), _on("f", "Forest"), _on("t", "Forest")]
    tap = [{"type": "tap_for_mana", "permanent": "f", "ability": 0},
           {"type": "tap_for_mana", "permanent": "t", "ability": 0}]
    done = _upkeep(board, [*tap, {"type": "resolve", "choices": {"pay_optional_cost": True}}], *cards)
    assert _permanent(done, "g")["counters"] == {"age": 2}
    board = [_on("e", "Plating Probe"), _on("s", "Snow-Covered Swamp"), _on("w", "Swamp")]
    paid = _upkeep(board, [{"type": "tap_for_mana", "permanent": "s", "ability": 0},
                           {"type": "resolve", "choices": {"pay_optional_cost": True}}], *cards)
    assert _permanent(paid, "e")["counters"] == {"age": 1}
    with pytest.raises(IllegalAction, match="snow source"):  # the Swamp's mana isn't snow
        _upkeep(board, [{"type": "tap_for_mana", "permanent": "w", "ability": 0},
                        {"type": "resolve", "choices": {"pay_optional_cost": True}}], *cards)


def test_702_24a_cumulative_upkeep_sacrifice_a_creature_or_an_opponent_gains_life() -> None:
    soulgorger, shards = read_full_definition(*SOULGORGER), read_full_definition(*SHARDS)
    board = [_on("s", "Phyrexian Soulgorger", counters={"age": 1}), _on("b1", "Grizzly Bears"),
             _on("b2", "Grizzly Bears"), _on("w", "Wall of Shards", counters={"age": 2})]
    done = _upkeep(board, [{"type": "resolve", "choices": {"pay_optional_cost": True}},
                           {"type": "resolve", "choices": {"pay_optional_cost": True, "sacrifice": ["b1", "b2"]}}],
                   soulgorger, shards)
    assert _permanent(done, "s")["counters"] == {"age": 2} and _permanent(done, "b1") is None
    assert _permanent(done, "w")["counters"] == {"age": 3} and player_of(done, "bob")["life"] == 23
    braid = read_full_definition("Braid of Fire", "Enchantment", "Cumulative upkeep—Add {R}. (At the beginning of your "
                                 "upkeep, put an age counter on this permanent, then sacrifice it unless you pay its "
                                 "upkeep cost for each age counter on it.)", "{1}{R}")
    done = _upkeep([_on("f", "Braid of Fire", counters={"age": 1})],
                   [{"type": "resolve", "choices": {"pay_optional_cost": True}}], braid)
    assert player_of(done, "alice")["mana_pool"].get("R") == 2 and _permanent(done, "f")["counters"] == {"age": 2}


# --- recover (CR 702.59) -----------------------------------------------------------------------------------------------

RESIZE = ("Resize", "Instant", "Target creature gets +3/+3 until end of turn.\nRecover {1}{G} (When a creature is put "
          "into your graveyard from the battlefield, you may pay {1}{G}. If you do, return this card from your graveyard "
          "to your hand. Otherwise, exile this card.)", "{1}{G}")
ASSASSIN = ("Garza's Assassin", "Creature — Human Assassin", "Sacrifice Garza's Assassin: Destroy target nonblack "
            "creature.\nRecover—Pay half your life, rounded up. (When another creature is put into your graveyard from "
            "the battlefield, you may pay half your life, rounded up. If you do, return this card from your graveyard "
            "to your hand. Otherwise, exile this card.)", "{B}{B}{B}", ("2", "2"))
KILL = ("Kill Spell", "Instant", "Destroy target creature.", "{B}")


def test_702_59a_recover_returns_the_card_when_paid_else_exiles_it() -> None:
    resize, kill = read_full_definition(*RESIZE), read_full_definition(*KILL)
    assert resize["abilities"][1] == {"kind": "recover", "cost": "{1}{G}"}
    game = state(alice={"graveyard": [{"id": "r", "card": "Resize"}], "hand": [{"id": "k", "card": "Kill Spell"}],
                        "mana_pool": {"B": 1, "G": 2}},
                 battlefield=[_on("b", "Grizzly Bears"), _on("o", "Grizzly Bears", "bob")])
    kill_bear = [{"type": "cast", "card": "k", "choices": {"targets": ["b"]}}, {"type": "resolve"}]
    died = _run(game, kill_bear, resize, kill)
    assert died["pending"]["options"]["cost"] == "{1}{G}"
    done = _run(game, [*kill_bear, {"type": "resolve", "choices": {"pay_optional_cost": True}}], resize, kill)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["r"] and alice["mana_pool"].get("G") == 0
    done = _run(game, [*kill_bear, {"type": "resolve", "choices": {"pay_optional_cost": False}}], resize, kill)
    assert [c["id"] for c in player_of(done, "alice")["exile"]] == ["r"]
    # an opponent's creature goes to their graveyard, not Resize's owner's: no trigger
    done = _run(game, [{"type": "cast", "card": "k", "choices": {"targets": ["o"]}}, {"type": "resolve"}], resize, kill)
    assert not done["state"]["stack"] and player_of(done, "alice")["graveyard"][0]["id"] == "r"


def test_702_59a_recover_paying_half_your_life_and_not_for_itself() -> None:
    assassin, kill = read_full_definition(*ASSASSIN), read_full_definition(*KILL)
    assert assassin["abilities"][1] == {"kind": "recover", "half_life": True}
    game = state(alice={"life": 15, "graveyard": [{"id": "g", "card": "Garza's Assassin"}],
                        "hand": [{"id": "k", "card": "Kill Spell"}], "mana_pool": {"B": 1}},
                 battlefield=[_on("b", "Grizzly Bears")])
    done = _run(game, [{"type": "cast", "card": "k", "choices": {"targets": ["b"]}}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"pay_optional_cost": True}}], assassin, kill)
    alice = player_of(done, "alice")
    assert alice["life"] == 7 and [c["id"] for c in alice["hand"]] == ["g"]
    game = state(alice={"hand": [{"id": "k", "card": "Kill Spell"}], "mana_pool": {"B": 1}},
                 battlefield=[_on("a", "Garza's Assassin")])
    done = _run(game, [{"type": "cast", "card": "k", "choices": {"targets": ["a"]}}, {"type": "resolve"}], assassin,
                kill)
    assert not done["state"]["stack"]  # its own death: its recover wasn't in the graveyard to trigger


# --- ripple (CR 702.60) ------------------------------------------------------------------------------------------------

FLAME = ("Surging Flame", "Instant", "Ripple 4 (When you cast this spell, you may reveal the top four cards of your "
         "library. You may cast spells with the same name as this spell from among those cards without paying their "
         "mana costs. Put the rest on the bottom of your library.)\nSurging Flame deals 2 damage to any target.", "{1}{R}")


def test_702_60a_ripple_casts_the_revealed_cards_of_the_same_name_free_and_bottoms_the_rest() -> None:
    flame = read_full_definition(*FLAME)
    assert flame["abilities"][0] == {"kind": "ripple", "count": 4}
    library = [{"id": "l1", "card": "Grizzly Bears"}, {"id": "f2", "card": "Surging Flame"},
               {"id": "l3", "card": "Grizzly Bears"}, {"id": "f4", "card": "Surging Flame"},
               {"id": "f5", "card": "Surging Flame"}]
    game = state(alice={"hand": [{"id": "f1", "card": "Surging Flame"}], "mana_pool": {"R": 2}, "library": library})
    cast = [{"type": "cast", "card": "f1", "choices": {"targets": ["bob"]}}]
    asked = _run(game, cast, flame)["pending"]["options"]
    assert asked["choice"] == "chosen" and asked["eligible"] == ["f2", "f4"] and len(asked["cards"]) == 4
    done = _run(game, [*cast, {"type": "resolve", "choices": {"chosen": ["f2", "f4"], "targets": ["bob"],
                                                               "bottom": ["l3", "l1"]}},
                       *[{"type": "resolve"}] * 5], flame)
    # three Flames: the two cast free from the library, whose own ripple triggers (not revealed) resolve first
    assert player_of(done, "bob")["life"] == 14 and not done["state"]["stack"]
    assert [card["id"] for card in player_of(done, "alice")["library"]] == ["f5", "l3", "l1"]
    assert len(events_of(done, "cast_during_resolution")) == 2 and player_of(done, "alice")["mana_pool"].get("R") == 0
    # not revealed: nothing moves; a card of another name can't be cast
    done = _run(game, [*cast, {"type": "resolve"}, {"type": "resolve"}], flame)
    assert [card["id"] for card in player_of(done, "alice")["library"]] == ["l1", "f2", "l3", "f4", "f5"]
    with pytest.raises(IllegalAction, match="Not a card to cast"):
        _run(game, [*cast, {"type": "resolve", "choices": {"chosen": ["l1"]}}], flame)


# --- foretell (CR 702.143) ---------------------------------------------------------------------------------------------

TALES_LINE = "Foretell {1}{U}"  # Tales of the Ancestors'


def test_702_143a_foretell_exiles_for_2_and_casts_for_the_foretell_cost_on_a_later_turn() -> None:
    probe = read_full_definition("Foretold Probe", "Sorcery", f"Draw two cards.\n{TALES_LINE}", "{3}{U}")
    assert probe["abilities"][1] == {"kind": "foretell", "cost": "{1}{U}"}
    game = state(alice={"hand": [{"id": "t", "card": "Foretold Probe"}], "mana_pool": {"C": 2}})
    listed = _run(game, [{"type": "legal_actions", "player": "alice"}], probe)["queries"][0]["result"]["legal"]
    assert {"type": "foretell", "player": "alice", "card": "t"} in [entry["action"] for entry in listed]
    done = _run(game, [{"type": "foretell", "player": "alice", "card": "t"}], probe)
    alice = player_of(done, "alice")
    assert alice["exile"] == [{"id": "t", "card": "Foretold Probe", "foretold_turn": 3}] and not alice["hand"]
    later = {**done["state"], "turn": 5}
    later["players"][0]["mana_pool"] = {"U": 1, "C": 1}
    with pytest.raises(IllegalAction, match="foretold this turn"):
        _run({**later, "turn": 3}, [{"type": "cast", "card": "t"}], probe)
    cast = _run(later, [{"type": "cast", "card": "t"}, {"type": "resolve"}], probe)
    assert len(player_of(cast, "alice")["hand"]) == 2 and "CR 702.143a" in events_of(cast, "spell_cast")[0]["cites"]
    assert player_of(cast, "alice")["graveyard"] == [{"id": "t", "card": "Foretold Probe"}]  # not exiled again
    with pytest.raises(IllegalAction, match="own turn"):  # not in the opponent's turn
        _run({**game, "active_player": "bob"}, [{"type": "foretell", "player": "alice", "card": "t"}], probe)


# --- "Draw a card at the beginning of the next turn's upkeep." (CR 603.7a) ------------------------------------------

MELTING = ("Mystic Melting", "Instant", "Destroy target artifact or enchantment.\nDraw a card at the beginning of the next "
           "turn's upkeep.", "{3}{G}")


def test_603_7a_draw_a_card_at_the_beginning_of_the_next_turns_upkeep() -> None:
    melting = read_full_definition(*MELTING)
    assert melting["abilities"][1] == {"kind": "spell", "effect": {"kind": "draw_at_next_upkeep"}}
    game = state(step="end", alice={"hand": [{"id": "m", "card": "Mystic Melting"}], "mana_pool": {"G": 4}},
                 battlefield=[_on("p", "Probe Talisman", "bob")])
    talisman = read_full_definition("Probe Talisman", "Artifact", "{T}: Add {C}.", "{2}")
    cast = [{"type": "cast", "card": "m", "choices": {"targets": ["p"]}}, {"type": "resolve"}]
    done = _run(game, cast, melting, talisman)
    assert done["state"]["delayed_triggers"][0]["at"] == "next_upkeep" and not player_of(done, "alice")["hand"]
    # the next turn is Bob's: at his upkeep Alice draws
    later = _run(done["state"], [{"type": "next_turn"}, {"type": "resolve"}], melting, talisman)
    assert later["state"]["active_player"] == "bob" and len(player_of(later, "alice")["hand"]) == 1
    assert not later["state"].get("delayed_triggers")


# --- age counters counted by an Aura; "each other attacking Aurochs" (CR 122.1, 613.4c, 205.3m) ---------------------

PLATING = ("Glacial Plating", "Snow Enchantment — Aura", "Enchant creature\nCumulative upkeep {S} (At the beginning of "
           "your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each "
           "age counter on it. {S} can be paid with one mana from a snow source.)\nEnchanted creature gets +3/+3 for "
           "each age counter on Glacial Plating.", "{2}{W}{W}")
AUROCHS = ("Bull Aurochs", "Creature — Aurochs", "Trample\nWhenever Bull Aurochs attacks, it gets +1/+0 until end of "
           "turn for each other attacking Aurochs.", "{1}{G}", ("2", "1"))


def test_613_4c_aura_counts_age_counters_and_aurochs_count_each_other() -> None:
    plating = read_full_definition(*PLATING)
    assert plating["abilities"][-1] == {"kind": "attached_counter_pump", "counter": "age", "power": 3, "toughness": 3}
    board = [_on("b", "Grizzly Bears"), _on("g", "Glacial Plating", attached_to="b", counters={"age": 2})]
    done = _run(state(battlefield=board), [], plating)
    assert _permanent(done, "b")["characteristics"]["power"] == 8
    aurochs = read_full_definition(*AUROCHS)
    board = [_on("a1", "Bull Aurochs"), _on("a2", "Bull Aurochs"), _on("b", "Grizzly Bears")]
    attack = {"type": "declare_attackers", "attackers": [{"id": attacker, "defending": "bob"}
                                                          for attacker in ("a1", "a2", "b")]}
    done = _run(state(step="declare_attackers", battlefield=board), [attack, {"type": "resolve"}, {"type": "resolve"}],
                aurochs)
    assert [_permanent(done, a)["characteristics"]["power"] for a in ("a1", "a2")] == [3, 3]


# --- "the number of Elves on the battlefield"; "... and the other on the bottom of your library" (CR 608.2h, 608.2c) --

TIMBERWATCH = ("Timberwatch Elf", "Creature — Elf", "{T}: Target creature gets +X/+X until end of turn, where X is the "
               "number of Elves on the battlefield.", "{2}{G}", ("1", "2"))
ORACLE = ("Sea Gate Oracle", "Creature — Human Wizard", "When Sea Gate Oracle enters the battlefield, look at the top "
          "two cards of your library. Put one of them into your hand and the other on the bottom of your library.",
          "{2}{U}", ("1", "3"))


def test_608_2h_elves_on_the_battlefield_count_every_controllers_elves() -> None:
    timberwatch = read_full_definition(*TIMBERWATCH)
    assert timberwatch["abilities"][0]["effect"]["power"] == "count:permanent:Elf"
    board = [_on("t", "Timberwatch Elf"), _on("t2", "Timberwatch Elf", "bob"), _on("b", "Grizzly Bears")]
    done = _run(state(battlefield=board), [{"type": "activate", "permanent": "t", "ability": 0,
                                            "choices": {"targets": ["b"]}}, {"type": "resolve"}], timberwatch)
    assert _permanent(done, "b")["characteristics"]["power"] == 4  # two Elves, one of them Bob's


def test_608_2c_look_at_two_one_to_hand_the_other_to_the_bottom() -> None:
    oracle = read_full_definition(*ORACLE)
    assert oracle["abilities"][0]["effect"]["rest"] == "bottom_any_order"
    library = [{"id": "l1", "card": "Grizzly Bears"}, {"id": "l2", "card": "Forest"}, {"id": "l3", "card": "Forest"}]
    game = state(alice={"hand": [{"id": "o", "card": "Sea Gate Oracle"}], "mana_pool": {"U": 3}, "library": library})
    done = _run(game, [{"type": "cast", "card": "o"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"chosen": ["l2"]}}], oracle)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["l2"] and [c["id"] for c in alice["library"]] == ["l3", "l1"]


# --- snow landwalk (CR 702.14c) ----------------------------------------------------------------------------------------

MUSHER = ("Zombie Musher", "Snow Creature — Zombie", "Snow landwalk (This creature can't be blocked as long as defending "
          "player controls a snow land.)\n{S}: Regenerate Zombie Musher. ({S} can be paid with one mana from a snow "
          "source.)", "{3}{B}", ("2", "3"))


def test_702_14c_snow_landwalk_unblockable_while_the_defender_controls_a_snow_land() -> None:
    musher, snow = read_full_definition(*MUSHER), read_full_definition(*SNOW_SWAMP)
    assert musher["keywords"] == ["snow_landwalk"]
    board = [_on("m", "Zombie Musher"), _on("b", "Grizzly Bears", "bob")]
    attack = {"type": "declare_attackers", "attackers": [{"id": "m", "defending": "bob"}]}
    block = {"type": "declare_blockers", "blocks": [{"blocker": "b", "attacker": "m"}]}
    with pytest.raises(IllegalAction, match="snow landwalk"):
        _run(state(step="declare_attackers", battlefield=[*board, _on("s", "Snow-Covered Swamp", "bob")]),
             [attack, {"type": "next_step"}, block], musher, snow)
    done = _run(state(step="declare_attackers", battlefield=[*board, _on("s", "Snow-Covered Swamp")]),
                [attack, {"type": "next_step"}, block], musher, snow)  # the snow land is the attacker's
    assert done["state"]["combat"]["blockers"]


# --- "for each age counter on it / ~" (CR 608.2h, 603.10a) ----------------------------------------------------------

NISHOBA = ("Arctic Nishoba", "Creature — Cat Warrior", "Trample\nCumulative upkeep {G} or {W} (At the beginning of your "
           "upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age "
           "counter on it.)\nWhen Arctic Nishoba dies, you gain 2 life for each age counter on it.", "{5}{G}", ("6", "6"))
ETCHINGS = ("Phyrexian Etchings", "Enchantment", "Cumulative upkeep {B} (At the beginning of your upkeep, put an age "
            "counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\n"
            "At the beginning of your end step, draw a card for each age counter on Phyrexian Etchings.\nWhen Phyrexian "
            "Etchings is put into a graveyard from the battlefield, you lose 2 life for each age counter on it.",
            "{B}{B}{B}")


def test_608_2h_age_counters_on_it_as_it_last_existed_and_on_the_source() -> None:
    nishoba, etchings = read_full_definition(*NISHOBA), read_full_definition(*ETCHINGS)
    assert nishoba["abilities"][1]["effect"]["amount"] == "times:2:s25khc_counters_it:age"
    # not paying the upkeep: sacrificed with three age counters, its dies trigger counts them as it last existed
    done = _upkeep([_on("n", "Arctic Nishoba", counters={"age": 2})],
                   [{"type": "resolve", "choices": {"pay_optional_cost": False}}, {"type": "resolve"}], nishoba)
    assert player_of(done, "alice")["life"] == 26
    # the end step: a card for each age counter on it now; then it is put into the graveyard: 2 life each
    game = state(step="postcombat_main", battlefield=[_on("e", "Phyrexian Etchings", counters={"age": 2})],
                 alice={"hand": [{"id": "k", "card": "Grizzly Bears"}]})
    done = _run(game, [{"type": "next_step"}, {"type": "resolve"}], etchings)
    assert len(player_of(done, "alice")["hand"]) == 3
    assert probe_support("When ~ enters, draw a card for each age counter on it.") == "partial"  # "it": not ~ dying


JAVELINEER = ("Kjeldoran Javelineer", "Creature — Human Soldier", "Cumulative upkeep {1} (At the beginning of your upkeep, "
              "put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age "
              "counter on it.)\n{T}: Kjeldoran Javelineer deals damage equal to the number of age counters on it to "
              "target attacking or blocking creature.", "{W}", ("1", "2"))


def test_120_3_deals_damage_equal_to_the_age_counters_on_it() -> None:
    javelineer = read_full_definition(*JAVELINEER)
    assert javelineer["abilities"][1]["effect"]["amount"] == "s25khc_counters_self:age"
    board = [_on("j", "Kjeldoran Javelineer", counters={"age": 2}), _on("b", "Grizzly Bears", "bob")]
    done = _run(state(active_player="bob", step="declare_attackers", battlefield=board),
                [{"type": "declare_attackers", "attackers": [{"id": "b", "defending": "alice"}]},
                 {"type": "pass_priority", "player": "bob"},
                 {"type": "activate", "player": "alice", "permanent": "j", "ability": 1, "choices": {"targets": ["b"]}},
                 {"type": "resolve"}], javelineer)
    assert events_of(done, "damage_dealt")[0]["amount"] == 2 and _permanent(done, "b") is None


GOO = ("Earthen Goo", "Creature — Ooze", "Trample\nCumulative upkeep {R} or {G} (At the beginning of your upkeep, put an "
       "age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\n"
       "Earthen Goo gets +1/+1 for each age counter on it.", "{2}{R}", ("2", "2"))


def test_613_4c_gets_plus_one_for_each_age_counter_on_it() -> None:
    goo = read_full_definition(*GOO)
    assert goo["abilities"][-1] == {"kind": "s25khc_self_counter_pump", "counter": "age", "power": 1, "toughness": 1}
    board = [_on("g", "Earthen Goo", counters={"age": 1}), _on("m", "Mountain"), _on("m2", "Mountain")]
    done = _upkeep(board, [{"type": "tap_for_mana", "permanent": "m", "ability": 0},
                           {"type": "tap_for_mana", "permanent": "m2", "ability": 0},
                           {"type": "resolve", "choices": {"pay_optional_cost": True}}], goo,
                   read_full_definition("Mountain", "Basic Land — Mountain", "({T}: Add {R}.)", ""))
    assert _permanent(done, "g")["characteristics"]["power"] == 4
