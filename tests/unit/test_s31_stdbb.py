"""Session 31 round two, group stdbb (docs/oracle-s31-stdbb.md): general constructions of the Standard sets of 2020-2021
(THB IKO ZNR STX), each read from the real card's Oracle text (tests/fixtures/sets/<set>.json, MTGJSON), played by the
engine, with a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    permanent,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack

NEXT = {"type": "next_step"}
RESOLVE = {"type": "resolve"}


def _pt(done: dict[str, Any], object_id: str) -> tuple[int, int]:
    characteristics = permanent(done, object_id)["characteristics"]
    return int(characteristics["power"]), int(characteristics["toughness"])


# --- "~ gets -1/-1 for each card in your opponents' hands." (CR 402.1, 102.2, 613.4c) --------------------------------

def test_613_4c_gets_minus_one_for_each_card_in_your_opponents_hands() -> None:
    enemy = mtgjson_full_definition("THB", "Enemy of Enlightenment")
    assert enemy["abilities"][0] == {"kind": "self_count_pump", "power": -1, "toughness": -1,
                                     "count": "cards_in_opponents_hands"}
    # near variants the engine doesn't implement stay refused: a quality of the counted cards, one opponent's hand,
    # another object pumped by the count
    for variant in ("~ gets +1/+1 for each creature card in your opponents' hands.",
                    "~ gets -1/-1 for each card in target opponent's hand.",
                    "Creatures you control get +1/+1 for each card in your opponents' hands."):
        assert probe_support(variant) != "full", variant
    hands = state(alice={"hand": [{"id": f"a{i}", "card": "Grizzly Bears"} for i in range(3)]},
                  bob={"hand": [{"id": f"b{i}", "card": "Grizzly Bears"} for i in range(2)]},
                  battlefield=[_on("e", "Enemy of Enlightenment")])
    assert _pt(_run(hands, [], enemy), "e") == (3, 3)  # bob's two cards count; alice's own three don't
    empty = state(alice={"hand": [{"id": "a0", "card": "Grizzly Bears"}]}, battlefield=[_on("e", "Enemy of Enlightenment")])
    assert _pt(_run(empty, [], enemy), "e") == (5, 5)
    # bob's creature with the ability counts alice's hand (the other player's, CR 102.2)
    theirs = state(alice={"hand": [{"id": f"a{i}", "card": "Grizzly Bears"} for i in range(4)]},
                   battlefield=[_on("e", "Enemy of Enlightenment", "bob")])
    assert _pt(_run(theirs, [], enemy), "e") == (1, 1)


# --- "Nonbasic lands your opponents control enter the battlefield tapped." (CR 614.1c, 205.4c, 614.12) -------------

def test_614_1c_nonbasic_lands_your_opponents_control_enter_tapped() -> None:
    archon = mtgjson_full_definition("ZNR", "Archon of Emeria")
    assert {"kind": "opponents_enter_tapped", "types": ["land"], "s31stdbb_nonbasic": True} in archon["abilities"]
    # near variants the engine doesn't implement stay refused: nonbasic creatures, every player's nonbasic lands,
    # "untapped"
    for variant in ("Nonbasic creatures your opponents control enter the battlefield tapped.",
                    "Nonbasic lands enter the battlefield tapped.",
                    "Nonbasic lands your opponents control enter the battlefield untapped."):
        assert probe_support(variant) != "full", variant
    vale = {"name": "Probe Vale", "types": ["Land"]}

    def played(card: str, controller: str) -> bool:
        game = state(active_player="bob", battlefield=[_on("a", "Archon of Emeria", controller)],
                     bob={"hand": [{"id": "l", "card": card}]})
        done = _run(game, [{"type": "play_land", "player": "bob", "card": "l"}], archon, vale)
        return bool(permanent(done, "l").get("tapped", False))

    assert played("Probe Vale", "alice") is True  # an opponent's nonbasic land
    assert played("Forest", "alice") is False  # a basic land (CR 205.4c)
    assert played("Probe Vale", "bob") is False  # its controller's own land


# --- the counter kind "foreshadow": "Whenever you draw a card, put a foreshadow counter on ~." (CR 122.1) ------------

def test_122_1_foreshadow_counters_put_on_each_draw_and_removed_as_a_cost() -> None:
    seas = mtgjson_full_definition("IKO", "Ominous Seas")
    assert seas["abilities"][0] == {"kind": "triggered", "trigger": "you_draw", "effect": {
        "kind": "put_counters", "counter": "foreshadow", "amount": 1, "target": "self"}}
    # a counter kind the vocabulary doesn't know stays refused
    assert probe_support("Whenever you draw a card, put a forecast counter on ~.") != "full"
    game = state(step="upkeep", battlefield=[_on("o", "Ominous Seas", counters={"foreshadow": 7})])
    drawn = _run(game, [{"type": "next_step"}, {"type": "resolve"}], seas)  # the draw step's draw (CR 504.1)
    assert permanent(drawn, "o")["counters"] == {"foreshadow": 8}
    kraken = _run(game, [{"type": "next_step"}, {"type": "resolve"},
                         {"type": "activate", "permanent": "o", "ability": 1}, {"type": "resolve"}], seas)
    assert permanent(kraken, "o").get("counters", {}).get("foreshadow", 0) == 0
    tokens = [p for p in kraken["state"]["battlefield"] if p["characteristics"].get("subtypes") == ["Kraken"]]
    assert len(tokens) == 1 and _pt(kraken, tokens[0]["id"]) == (8, 8)


# --- "Remove target attacking or blocking creature from combat." (CR 506.4, 509.1h) ---------------------------------

def test_506_4_a_creature_removed_from_combat_deals_and_is_dealt_no_combat_damage() -> None:
    labyrinth = mtgjson_full_definition("THB", "Labyrinth of Skophos")
    assert labyrinth["abilities"][1] == {"kind": "activated", "cost": "{4}{T}", "effect": {
        "kind": "s31stdbb_remove_from_combat", "target": "attacking_or_blocking_creature"}}
    # near variants the engine doesn't implement stay refused: a non-creature, a duration, a condition
    for variant in ("{T}: Remove target artifact from combat.",
                    "{T}: Remove target attacking creature from combat until end of turn.",
                    "{T}: Remove target attacking creature from combat unless its controller pays {2}."):
        assert probe_support(variant, "Land", None) != "full", variant
    field = [_on("a", "Grizzly Bears"), _on("b", "Grizzly Bears", "bob"), _on("l", "Labyrinth of Skophos", "bob")]
    blocked = {"attackers": [{"id": "a", "defending": "bob", "blocked": True, "blocked_by": ["b"]}],
               "blockers": {"b": ["a"]}, "blockers_declared": True}
    game = state(step="declare_blockers", combat=blocked, battlefield=field, bob={"mana_pool": {"C": 4}})
    remove = {"type": "activate", "player": "bob", "permanent": "l", "ability": 1}
    # the blocker removed: the attacker stays blocked (509.1h) and deals no damage; neither is dealt any
    blocker = _run(game, [{**remove, "choices": {"targets": ["b"]}}, RESOLVE, NEXT], labyrinth)
    combat = blocker["state"]["combat"]
    assert combat["blockers"] == {} and combat["attackers"][0]["blocked"] is True
    assert player_of(blocker, "bob")["life"] == 20
    assert permanent(blocker, "a").get("damage", 0) == 0 and permanent(blocker, "b").get("damage", 0) == 0
    removed = events_of(blocker, "s31stdbb_removed_from_combat")[0]
    assert (removed["permanent"], removed["in_combat"]) == ("b", True)
    # the attacker removed: no longer attacking, it deals no damage; the blocker is dealt none
    attacker = _run(game, [{**remove, "choices": {"targets": ["a"]}}, RESOLVE, NEXT], labyrinth)
    assert attacker["state"]["combat"]["attackers"] == []
    assert permanent(attacker, "b").get("damage", 0) == 0 and permanent(attacker, "a").get("damage", 0) == 0
    # "all attacking creatures": each of them removed (the same effect on every one, CR 506.4)
    everyone = {**labyrinth, "name": "Probe Maze", "abilities": [
        {"kind": "activated", "cost": "{T}", "effect": {"kind": "s31stdbb_remove_from_combat",
                                                        "target": "each_attacking_creature"}}]}
    assert read_full_definition("Probe Maze", "Land", "{T}: Remove all attacking creatures from combat.", None,
                                None)["abilities"] == everyone["abilities"]
    maze = state(battlefield=[_on("a", "Grizzly Bears"), _on("c", "Grizzly Bears"), _on("m", "Probe Maze", "bob")])
    both = _run(maze, [NEXT, NEXT, attack("a", "c"), {"type": "activate", "player": "bob", "permanent": "m",
                                                       "ability": 0}, RESOLVE, NEXT, NEXT, NEXT, NEXT], everyone)
    assert player_of(both, "bob")["life"] == 20
    assert len(events_of(both, "s31stdbb_removed_from_combat")) == 2
    # a creature not in combat is no legal target ("attacking or blocking creature")
    with pytest.raises(IllegalAction):
        _run(state(battlefield=field, bob={"mana_pool": {"C": 4}}), [{**remove, "choices": {"targets": ["a"]}}],
             labyrinth)
