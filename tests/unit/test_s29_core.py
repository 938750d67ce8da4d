"""Session 29, group core (docs/oracle-s29-core.md): general constructions of the core sets (FDN, M10-M21, ORI, 10E,
4ED), each read from the real Oracle text of a fixture card (tests/fixtures/sets) and played by the engine, with a near
variant the reader must still refuse."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack, block

NEXT = {"type": "next_step"}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
SHOCK = {"name": "Probe Shock", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}


def _zone(done: dict[str, Any], player: str, zone: str) -> list[str]:
    return [card["id"] for card in player_of(done, player)[zone]]


# --- "End the turn." (CR 721.1) ---------------------------------------------------------------------------------------

def test_721_1_time_stop_exiles_the_stack_and_skips_to_the_cleanup_step() -> None:
    stop = mtgjson_full_definition("10E", "Time Stop")
    assert stop["abilities"] == [{"kind": "spell", "effect": {"kind": "end_the_turn"}}]
    assert mtgjson_full_definition("M12", "Sundial of the Infinite")["abilities"][0]["effect"] == {"kind": "end_the_turn"}
    game = state(step="declare_blockers",
                 alice={"hand": [{"id": "s", "card": "Probe Shock"}], "mana_pool": {"R": 1}},
                 bob={"hand": [{"id": "t", "card": "Time Stop"}], "mana_pool": {"U": 2, "C": 4}},
                 battlefield=[_on("a", "Probe Bear", tapped=True), _on("b", "Probe Bear", "bob", damage=1)],
                 combat={"attackers": [{"id": "a", "defending": "bob"}], "blockers": {"b": ["a"]},
                         "blockers_declared": True})
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["b"]}},
                       {"type": "cast", "player": "bob", "card": "t"}, {"type": "resolve"}], stop, SHOCK, BEAR)
    assert done["state"]["step"] == "cleanup" and done["state"]["turn"] == 3 and not done["state"]["stack"]
    assert done["state"]["combat"] is None
    assert _zone(done, "alice", "exile") == ["s"] and _zone(done, "bob", "exile") == ["t"]  # both spells exiled
    assert not _zone(done, "bob", "graveyard") and permanent(done, "b")["damage"] == 0  # the Shock never resolved
    assert events_of(done, "steps_skipped")[0]["steps"] == ["combat_damage", "end_of_combat", "postcombat_main", "end"]
    nxt = _run(done["state"], [NEXT], stop, SHOCK, BEAR)
    assert nxt["state"]["turn"] == 4 and nxt["state"]["active_player"] == "bob"
    assert probe_support("End the combat phase.", "Instant", None) != "full"
    assert probe_support("Target player ends the turn.", "Instant", None) != "full"


def test_721_1_sundial_of_the_infinite_ends_the_turn_only_during_yours() -> None:
    dial = mtgjson_full_definition("M12", "Sundial of the Infinite")
    field = [_on("d", "Sundial of the Infinite")]
    game = state(alice={"mana_pool": {"C": 1}, "hand": [{"id": f"h{i}", "card": "Probe Bear"} for i in range(9)]},
                 battlefield=field)
    done = _run(game, [{"type": "activate", "permanent": "d", "ability": 0}, {"type": "resolve"}], dial, BEAR)
    assert done["state"]["step"] == "cleanup" and len(player_of(done, "alice")["hand"]) == 7  # discarded to 7
    with pytest.raises(IllegalAction, match="only during"):  # "Activate only during your turn." (CR 602.5b)
        _run(state(active_player="bob", alice={"mana_pool": {"C": 1}}, battlefield=field),
             [{"type": "activate", "player": "alice", "permanent": "d", "ability": 0}], dial)


def test_721_1_days_undoing_ends_the_turn_only_if_it_is_yours() -> None:
    undoing = mtgjson_full_definition("ORI", "Day's Undoing")
    assert undoing["abilities"][-1]["effect"] == {"kind": "if_condition", "condition": {"kind": "s22inn_your_turn"},
                                                  "effect": {"kind": "end_the_turn"}}
    library = [{"id": f"l{i}", "card": "Probe Bear"} for i in range(10)]
    game = state(alice={"hand": [{"id": "u", "card": "Day's Undoing"}], "mana_pool": {"U": 1, "C": 2},
                        "library": library}, bob={"library": [{"id": f"b{i}", "card": "Probe Bear"} for i in range(9)]})
    done = _run(game, [{"type": "cast", "card": "u"}, {"type": "resolve"}], undoing, BEAR)
    assert done["state"]["step"] == "cleanup" and _zone(done, "alice", "exile") == ["u"]
    assert len(player_of(done, "alice")["hand"]) == 7 and not _zone(done, "alice", "graveyard")


# --- "~ enters with three wish counters on it." (CR 122.1) ------------------------------------------------------------

def test_122_1_ring_of_three_wishes_enters_with_wish_counters() -> None:
    ring = mtgjson_full_definition("M14", "Ring of Three Wishes")
    assert ring["abilities"][0] == {"kind": "etb_counters", "counter": "wish", "amount": 3}
    game = state(alice={"hand": [{"id": "r", "card": "Ring of Three Wishes"}], "mana_pool": {"C": 5}})
    done = _run(game, [{"type": "cast", "card": "r"}, {"type": "resolve"}], ring)
    assert permanent(done, "r")["counters"] == {"wish": 3}
    assert probe_support("Put a wish counter on target artifact.", "Instant", None) != "full"


# --- "Target opponent gains control of ~." / "When ~ enters, target opponent gains control of it." (CR 613.1b) --------

def test_613_1b_sleeper_agent_and_jinxed_idol_go_to_the_target_opponent() -> None:
    agent, idol = mtgjson_full_definition("10E", "Sleeper Agent"), mtgjson_full_definition("M11", "Jinxed Idol")
    assert agent["abilities"][0] == {"kind": "triggered", "trigger": "enters",
                                     "effect": {"kind": "give_control", "target": "opponent"}}
    assert idol["abilities"][1]["effect"] == {"kind": "give_control", "target": "opponent"}
    game = state(alice={"hand": [{"id": "s", "card": "Sleeper Agent"}], "mana_pool": {"B": 1}})
    done = _run(game, [{"type": "cast", "card": "s"}, {"type": "resolve", "choices": {"targets": ["bob"]}},
                       {"type": "resolve"}], agent)
    assert permanent(done, "s")["controller"] == "bob" and permanent(done, "s")["owner"] == "alice"
    field = [_on("i", "Jinxed Idol"), _on("b", "Probe Bear")]
    done = _run(state(battlefield=field), [{"type": "activate", "permanent": "i", "ability": 1,
                                            "choices": {"targets": ["bob"], "sacrifice": ["b"]}}, {"type": "resolve"}],
                idol, BEAR)
    assert permanent(done, "i")["controller"] == "bob" and _zone(done, "alice", "graveyard") == ["b"]
    for refused in ("Whenever a creature enters, target opponent gains control of it.",
                    "Target opponent gains control of target creature you control.",
                    "When ~ enters, each opponent gains control of it."):
        assert probe_support(refused) != "full"


# --- "Whenever ~ attacks alone, ..." (CR 506.5, 508.3a) ---------------------------------------------------------------

def test_506_5_nefarox_makes_the_defending_player_sacrifice_only_when_it_attacks_alone() -> None:
    nefarox = mtgjson_full_definition("M13", "Nefarox, Overlord of Grixis")
    assert nefarox["abilities"][-1] == {"kind": "triggered", "trigger": "attacks", "attacks_alone": True, "effect": {
        "kind": "edict", "player": "defending_player", "what": "creature"}}
    field = [_on("n", "Nefarox, Overlord of Grixis"), _on("a", "Probe Bear"), _on("x", "Probe Bear", "bob")]
    alone = _run(state(step="declare_attackers", battlefield=field),
                 [attack("n"), {"type": "resolve"}, {"type": "resolve"}], nefarox, BEAR)
    assert _zone(alone, "bob", "graveyard") == ["x"]
    assert permanent(alone, "n")["characteristics"]["power"] == 6  # exalted too
    both = _run(state(step="declare_attackers", battlefield=field), [attack("n", "a")], nefarox, BEAR)
    assert not both["state"]["stack"] and not _zone(both, "bob", "graveyard")
    for refused in ("Whenever ~ attacks alone, if you control a Swamp, draw a card.",
                    "Whenever ~ blocks alone, defending player sacrifices a creature."):
        assert probe_support(refused) != "full"


# --- "Whenever a creature attacks you or a planeswalker you control, ..." (CR 508.3a, 506.2) ------------------------

WALKER = {"name": "Probe Walker", "types": ["Planeswalker"], "subtypes": ["Probe"], "loyalty": 3, "mana_cost": "{3}"}


def test_508_3a_blood_reckoning_and_circle_of_flame_answer_creatures_attacking_you_or_your_planeswalkers() -> None:
    reckoning = mtgjson_full_definition("M13", "Blood Reckoning")
    circle = mtgjson_full_definition("M12", "Circle of Flame")
    assert reckoning["abilities"] == [{"kind": "triggered", "trigger": "creature_attacks", "attacking_you": True,
                                       "effect": {"kind": "lose_life", "amount": 1, "player": "that_player"}}]
    assert circle["abilities"] == [{"kind": "triggered", "trigger": "creature_attacks", "attacking_you": True,
                                    "attacking": "creature:without_flying",
                                    "effect": {"kind": "damage", "amount": 1, "target": "that_permanent"}}]
    field = [_on("r", "Blood Reckoning", "bob"), _on("c", "Circle of Flame", "bob"), _on("w", "Probe Walker", "bob"),
             _on("a", "Probe Bear"), _on("b", "Probe Bear")]
    cards = (reckoning, circle, BEAR, WALKER)
    at_bob = _run(state(step="declare_attackers", battlefield=field),
                  [{"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"},
                                                              {"id": "b", "defending": "w"}]},
                   *[{"type": "resolve"}] * 4], *cards)
    assert player_of(at_bob, "alice")["life"] == 18  # one life for each attacker
    assert permanent(at_bob, "a")["damage"] == 1 and permanent(at_bob, "b")["damage"] == 1
    mine = [_on("r", "Blood Reckoning"), _on("a", "Probe Bear")]  # alice's own Reckoning: not attacking her
    done = _run(state(step="declare_attackers", battlefield=mine), [attack("a")], *cards)
    assert not done["state"]["stack"] and player_of(done, "alice")["life"] == 20
    for refused in ("Whenever a creature attacks you or a planeswalker you control, tap target creature. That "
                    "creature's controller loses 1 life.",
                    "Whenever a creature you control attacks you or a planeswalker you control, draw a card.",
                    "Whenever a creature attacks you or a planeswalker you control, tap target creature defending "
                    "player controls."):
        assert probe_support(refused, "Enchantment", None) != "full"


# --- "Sacrifice another creature. You gain X life and draw X cards, where X is that creature's power." (CR 608.2h) ----

def test_608_2h_disciple_of_bolas_counts_the_sacrificed_creatures_power() -> None:
    disciple = mtgjson_full_definition("M13", "Disciple of Bolas")
    assert disciple["abilities"][0]["effect"] == {"kind": "m2x_sacrifice_chosen", "spec": "creature:other",
                                                  "amount": 1, "remember_sacrificed": True}
    big = {**BEAR, "name": "Probe Giant", "power": 4, "toughness": 5}
    game = state(alice={"hand": [{"id": "d", "card": "Disciple of Bolas"}], "mana_pool": {"B": 1, "C": 3}},
                 battlefield=[_on("b", "Probe Bear"), _on("g", "Probe Giant", counters={"+1/+1": 1})])
    done = _run(game, [{"type": "cast", "card": "d"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"sacrifice": ["g"]}}], disciple, BEAR, big)
    alice = player_of(done, "alice")
    assert alice["life"] == 25 and len(alice["hand"]) == 5 and _zone(done, "alice", "graveyard") == ["g"]  # 4 + 1
    for refused in ("When ~ enters, sacrifice two creatures. You gain X life, where X is that creature's power.",
                    "When ~ enters, sacrifice a land. You gain X life, where X is that creature's power."):
        assert probe_support(refused) != "full"


# --- "That creature is a black Zombie in addition to its other colors and types." (CR 205.1b, 105.3, 613.1d-e) -------

def test_613_1e_rise_from_the_grave_makes_the_creature_a_black_zombie_too() -> None:
    rise = mtgjson_full_definition("M19", "Rise from the Grave")
    assert rise["abilities"][1]["effect"] == {"kind": "becomes_creature", "types": [], "subtypes": ["Zombie"],
                                              "target": "it", "duration": "indefinitely", "added_colors": ["B"]}
    game = state(alice={"hand": [{"id": "r", "card": "Rise from the Grave"}], "mana_pool": {"B": 1, "C": 4}},
                 bob={"graveyard": [{"id": "g", "card": "Probe Bear"}]})
    done = _run(game, [{"type": "cast", "card": "r", "choices": {"targets": ["g"]}}, {"type": "resolve"},
                       NEXT, NEXT, NEXT], rise, BEAR)
    bear = permanent(done, "g")
    assert bear["controller"] == "alice" and done["state"]["step"] == "end_of_combat"
    assert bear["characteristics"]["colors"] == ["B", "G"] and bear["characteristics"]["subtypes"] == ["Bear", "Zombie"]
    for refused in ("Put target creature card from a graveyard onto the battlefield under your control. That creature "
                    "is a black Zombie in addition to its other types.",
                    "Put target creature card from a graveyard onto the battlefield under your control. That creature "
                    "is a black Swamp in addition to its other colors and types."):
        assert probe_support(refused, "Sorcery", None) != "full"


# --- "You may cast ~ as though it had flash if you pay {2} more to cast it." (CR 702.8a, 601.2f) ----------------------

def test_601_2f_harbinger_of_the_tides_costs_two_more_only_when_cast_as_though_it_had_flash() -> None:
    harbinger = mtgjson_full_definition("ORI", "Harbinger of the Tides")
    assert harbinger["abilities"][0] == {"kind": "cast_as_though_flash", "spells": "self", "if_you_pay": "{2}"}
    hand = [{"id": "h", "card": "Harbinger of the Tides"}]
    cast = [{"type": "cast", "card": "h"}]
    main = _run(state(alice={"hand": hand, "mana_pool": {"U": 2}}), cast, harbinger)  # sorcery timing: {U}{U}
    assert main["state"]["stack"][0]["id"] == "h"
    with pytest.raises(IllegalAction):  # in combat, {U}{U} is not enough
        _run(state(step="beginning_of_combat", alice={"hand": hand, "mana_pool": {"U": 2}}), cast, harbinger)
    flashed = _run(state(step="beginning_of_combat", alice={"hand": hand, "mana_pool": {"U": 2, "C": 2}}), cast,
                   harbinger)
    assert flashed["state"]["stack"][0]["id"] == "h" and player_of(flashed, "alice")["mana_pool"]["C"] == 0
    assert probe_support("You may cast ~ as though it had flash if you pay {X} more to cast it.") != "full"
    assert probe_support("You may cast ~ as though it had flash if you pay 2 life.") != "full"


# --- "~ is the chosen type in addition to its other types." (CR 613.1d, 205.1b, 607.2a) --------------------------------

def test_613_1d_adaptive_automaton_is_the_chosen_type_too() -> None:
    automaton = mtgjson_full_definition("M12", "Adaptive Automaton")
    assert automaton["abilities"][1] == {"kind": "static_pump", "power": 0, "toughness": 0, "affected": "self",
                                         "add_chosen_type": True}
    field = [_on("a1", "Adaptive Automaton", chosen_creature_type="Elf"),
             _on("a2", "Adaptive Automaton", chosen_creature_type="Elf")]
    done = _run(state(battlefield=field), [], automaton)
    first = permanent(done, "a1")["characteristics"]
    assert first["subtypes"] == ["Construct", "Elf"] and first["power"] == 3  # the other Elf Automaton's +1/+1
    assert probe_support("~ is a Swamp in addition to its other types.") != "full"
    assert probe_support("~ is the chosen color in addition to its other types.") != "full"


# --- "When ~ blocks, it loses defender." (CR 611.2a, 613.1f) ----------------------------------------------------------

def test_611_2a_elder_land_wurm_loses_defender_for_good_once_it_blocks() -> None:
    wurm = mtgjson_full_definition("4ED", "Elder Land Wurm")
    assert wurm["abilities"][-1] == {"kind": "triggered", "trigger": "self_blocks", "effect": {
        "kind": "lose_keywords", "keywords": ["defender"], "target": "self", "duration": "indefinitely"}}
    field = [_on("a", "Probe Bear"), _on("w", "Elder Land Wurm", "bob")]
    done = _run(state(step="declare_attackers", battlefield=field),
                [attack("a"), NEXT, block(("w", "a")), {"type": "resolve"}, {"type": "next_turn"}], wurm, BEAR)
    assert done["state"]["active_player"] == "bob"
    assert "defender" not in permanent(done, "w")["characteristics"]["keywords"]  # still gone on the next turn
    assert probe_support("Target creature loses flying.", "Instant", None) != "full"


# --- "Reveal the top card of your library. You may play that card without paying its mana cost. If you don't, exile
# it." (CR 608.2g, 118.9, 608.2c) ------------------------------------------------------------------------------------

def test_608_2g_djinn_of_wishes_plays_the_revealed_card_free_or_exiles_it() -> None:
    djinn = mtgjson_full_definition("M19", "Djinn of Wishes")
    assert djinn["abilities"][-1]["effect"] == {"kind": "reveal_top_play_free"}
    assert djinn["abilities"][-2] == {"kind": "etb_counters", "counter": "wish", "amount": 3}
    wish = {"type": "activate", "permanent": "d", "ability": len(djinn["abilities"]) - 1}
    game = state(alice={"mana_pool": {"U": 2, "C": 2}, "library": [{"id": "t", "card": "Probe Bear"},
                                                                    {"id": "u", "card": "Probe Bear"}]},
                 battlefield=[_on("d", "Djinn of Wishes", counters={"wish": 3})])
    played = _run(game, [wish, {"type": "resolve", "choices": {"chosen": ["t"]}}, {"type": "resolve"}], djinn, BEAR)
    assert permanent(played, "t")["controller"] == "alice" and permanent(played, "d")["counters"] == {"wish": 2}
    assert player_of(played, "alice")["mana_pool"]["U"] == 0 and player_of(played, "alice")["mana_pool"]["C"] == 0
    passed = _run(game, [wish, {"type": "resolve"}], djinn, BEAR)
    assert _zone(passed, "alice", "exile") == ["t"] and _zone(passed, "alice", "library") == ["u"]
    assert probe_support("{T}: Reveal the top card of your library. You may play that card without paying its mana "
                         "cost.", "Artifact", None) != "full"
