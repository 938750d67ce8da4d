"""Session 31, group stdb (docs/oracle-s31-stdb.md): general constructions of the Standard sets of 2020-2021 (THB IKO
ZNR STX) and the lines of the same shape in the other sets, each read from the real card's Oracle text
(tests/fixtures/sets/<set>.json, MTGJSON), played by the engine, with a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _counters(done: dict[str, Any], object_id: str) -> int:
    return int(permanent(done, object_id).get("counters", {}).get("+1/+1", 0))


# --- "Distribute N +1/+1 counters among one or two / one, two, or three / any number of target <creatures>" --------
# (CR 601.2d: divided as the spell or ability is put on the stack, each target at least one; 122.1)

def test_601_2d_distribute_counters_among_target_creatures_as_cast_and_as_triggered() -> None:
    corps = mtgjson_full_definition("KTK", "Armament Corps")
    assert corps["abilities"][0]["effect"] == {
        "kind": "put_counters", "counter": "+1/+1", "amount": 2, "target": "creature:you_control", "target_count": 2,
        "up_to": True, "divided": "as_you_choose"}
    celestus = mtgjson_full_definition("MID", "Defend the Celestus")
    gearhulk = mtgjson_full_definition("MIC", "Verdurous Gearhulk")
    assert gearhulk["abilities"][-1]["effect"]["target_count"] == "any_number"
    charm = mtgjson_full_definition("KTK", "Abzan Charm")
    assert charm["abilities"][0]["effect"]["modes"][2]["divided"] == "as_you_choose"
    # near variants the engine doesn't implement stay refused: -1/-1 counters, more targets than counters, "up to two"
    # (maybe no target at all), an untargeted distribution as it resolves
    for variant in ("When ~ enters, distribute two -1/-1 counters among one or two target creatures.",
                    "When ~ enters, distribute two +1/+1 counters among one, two, or three target creatures.",
                    "When ~ enters, distribute two +1/+1 counters among up to two target creatures.",
                    "When ~ enters, distribute two +1/+1 counters among any number of creatures you control.",
                    "When ~ enters, you may pay {X}{X}. When you do, distribute X +1/+1 counters among any number of "
                    "target creatures."):
        assert probe_support(variant) != "full", variant
    # the spell: divided as it is cast, each target its share (CR 601.2d)
    game = state(alice={"hand": [{"id": "s", "card": "Defend the Celestus"}], "mana_pool": {"G": 2, "C": 2}},
                 battlefield=[_on("a", "Probe Bear"), _on("b", "Probe Bear"), _on("x", "Probe Bear", "bob")])

    def cast(choices: dict[str, Any]) -> dict[str, Any]:
        return _run(game, [{"type": "cast", "card": "s", "choices": choices}, {"type": "resolve"}], celestus, BEAR)

    split = cast({"targets": ["a", "b"], "division": [2, 1]})
    assert (_counters(split, "a"), _counters(split, "b")) == (2, 1)
    divided = events_of(split, "damage_divided")[0]
    assert (divided["division"], divided["how"], divided["what"]) == ({"a": 2, "b": 1}, "as_you_choose", "counters")
    assert _counters(cast({"targets": ["a"]}), "a") == 3  # one target: it gets them all
    with pytest.raises(IllegalAction, match="Wrong division"):
        cast({"targets": ["a", "b"], "division": [2, 2]})  # 4 of the 3 counters
    with pytest.raises(IllegalAction, match="Wrong division"):
        cast({"targets": ["a", "b"]})  # two targets and no division
    with pytest.raises(IllegalAction):
        cast({"targets": ["a", "x"], "division": [2, 1]})  # "you control": bob's creature is no legal target
    # the triggered ability: divided with its targets as it is put on the stack (CR 603.3d, 601.2d)
    enters = _run(state(alice={"hand": [{"id": "c", "card": "Armament Corps"}], "mana_pool": {"W": 1, "B": 1, "G": 1,
                                                                                             "C": 2}},
                        battlefield=[_on("a", "Probe Bear")]),
                  [{"type": "cast", "card": "c"}, {"type": "resolve"},
                   {"type": "resolve", "choices": {"targets": ["a", "c"], "division": [1, 1]}}], corps, BEAR)
    assert (_counters(enters, "a"), _counters(enters, "c")) == (1, 1)


# --- granted triggered abilities that target: 'Enchanted creature has "Whenever ~ attacks, tap target creature
# defending player controls."' (CR 613.1f, 113.1a; the target chosen as it is put on the stack, 603.3d) ------------

def test_603_3d_a_granted_attack_trigger_targets_a_creature_the_defending_player_controls() -> None:
    grasp = mtgjson_full_definition("ORI", "Grasp of the Hieromancer")
    assert grasp["abilities"][2] == {"kind": "grant_triggered", "to": "attached_permanent", "ability": {
        "kind": "triggered", "trigger": "attacks", "effect": {"kind": "tap", "target": "creature:defending_player_controls"}}}
    # near variants the engine doesn't implement stay refused: two targets, "up to one", a "dies" trigger that targets
    for quoted in ("Whenever this creature attacks, tap two target creatures defending player controls.",
                   "Whenever this creature attacks, tap up to one target creature defending player controls.",
                   "When this creature dies, tap target creature an opponent controls."):
        assert probe_support(f'Enchant creature\nEnchanted creature has "{quoted}"', "Enchantment — Aura", None) \
            != "full", quoted
    game = state(step="declare_attackers", battlefield=[
        _on("a", "Probe Bear"), _on("g", "Grasp of the Hieromancer", attached_to="a"), _on("x", "Probe Bear", "bob"),
        _on("y", "Probe Bear")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}

    def attacks(choices: dict[str, Any]) -> dict[str, Any]:
        return _run(game, [attack, {"type": "resolve", "choices": choices}], grasp, BEAR)

    tapped = attacks({"targets": ["x"]})
    assert permanent(tapped, "x")["tapped"] is True and permanent(tapped, "y")["tapped"] is False
    with pytest.raises(IllegalAction, match="can't target"):
        attacks({"targets": ["y"]})  # alice's own creature: not one the defending player controls
    alone = _run(state(step="declare_attackers", battlefield=[
        _on("a", "Probe Bear"), _on("g", "Grasp of the Hieromancer", attached_to="a")]), [attack, {"type": "resolve"}],
        grasp, BEAR)
    assert events_of(alone, "trigger_removed")  # no legal target: removed from the stack (CR 603.3d)


# --- a spell's "<sentences>. You may put a card from your hand on the bottom of your library. If you do, draw a card."
# (CR 608.2c-d: the choice as it resolves; 401.4) ---------------------------------------------------------------------

def test_608_2d_fire_prophecy_may_put_a_card_from_hand_on_the_bottom_and_then_draws() -> None:
    prophecy = mtgjson_full_definition("IKO", "Fire Prophecy")
    assert prophecy["abilities"][1]["effect"] == {"kind": "if_you_do", "optional_action": {
        "action": "put_on_bottom_from_hand"}, "effects": [{"kind": "draw", "amount": 1, "player": "you"}]}
    # near variants stay refused: a later sentence after "If you do" (it would happen either way), the put-back as an
    # effect of its own, on a permanent's trigger, two cards
    for text, type_line in (
            ("~ deals 3 damage to target creature. You may discard a card. If you do, draw a card. You gain 1 life.",
             "Instant"),
            ("Put a card from your hand on the bottom of your library.", "Sorcery"),
            ("When ~ enters, you gain 2 life. You may put a card from your hand on the bottom of your library. If you "
             "do, draw a card.", "Creature — Probe"),
            ("~ deals 3 damage to target creature. You may put two cards from your hand on the bottom of your library. "
             "If you do, draw two cards.", "Instant")):
        assert probe_support(text, type_line, ("2", "2") if "Creature" in type_line else None) != "full", text
    game = state(alice={"hand": [{"id": "p", "card": "Fire Prophecy"}, {"id": "h1", "card": "Probe Bear"},
                                 {"id": "h2", "card": "Probe Bear"}],
                        "library": [{"id": "top", "card": "Probe Bear"}, {"id": "low", "card": "Probe Bear"}],
                        "mana_pool": {"R": 1, "C": 1}},
                 battlefield=[_on("x", "Probe Bear", "bob")])
    cast = {"type": "cast", "card": "p", "choices": {"targets": ["x"]}}

    def resolved(choices: dict[str, Any]) -> dict[str, Any]:
        return _run(game, [cast, {"type": "resolve", "choices": choices}], prophecy, BEAR)

    done = resolved({"pay_optional_cost": True, "chosen": ["h1"]})
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert [c["id"] for c in alice["hand"]] == ["h2", "top"] and alice["library"][-1]["id"] == "h1"
    assert "x" not in [p["id"] for p in done["state"]["battlefield"]]  # the 3 damage first (CR 608.2c)
    assert events_of(done, "library_choice_made")[0]["to"] == "library_bottom"
    declined = resolved({"pay_optional_cost": False})
    alice = next(p for p in declined["state"]["players"] if p["id"] == "alice")
    assert [c["id"] for c in alice["hand"]] == ["h1", "h2"]  # nothing put back, nothing drawn


# --- "Choose one. If ~ was kicked, choose any number instead. • ... • ..." (CR 700.2a, 700.2d, 702.33d) -------------

def test_702_33d_a_kicked_inscription_may_choose_any_number_of_modes_an_unkicked_one_only_one() -> None:
    ruin = mtgjson_full_definition("ZNR", "Inscription of Ruin")
    assert ruin["abilities"][1]["effect"]["choose_max"] == 3
    assert ruin["abilities"][2] == {"kind": "more_modes_if", "condition": {"kind": "kicked"}}
    # near variants stay refused: on a permanent's ability, "choose both" of three modes, another condition
    assert probe_support("When ~ enters, choose one. If ~ was kicked, choose any number instead. • You gain 2 life. "
                         "• Draw a card.") != "full"
    for text in ("Choose one. If ~ was kicked, choose both instead. • You gain 2 life. • Draw a card.",
                 "Choose one. If ~ was cast from a graveyard, choose any number instead. • You gain 2 life. • Draw a "
                 "card."):
        assert probe_support(f"Kicker {{2}}\n{text}", "Sorcery", None) != "full", text
    game = state(alice={"hand": [{"id": "r", "card": "Inscription of Ruin"}], "mana_pool": {"B": 4, "C": 4}},
                 bob={"hand": [{"id": "b1", "card": "Probe Bear"}, {"id": "b2", "card": "Probe Bear"}]},
                 battlefield=[_on("x", "Probe Bear", "bob")])

    def cast(**fields: Any) -> dict[str, Any]:
        return _run(game, [{"type": "cast", "card": "r", **fields}, {"type": "resolve"}], ruin, BEAR)

    both = cast(kicked=True, choices={"modes": [0, 2], "targets": ["bob", "x"]})
    assert "x" not in [p["id"] for p in both["state"]["battlefield"]]
    assert next(p for p in both["state"]["players"] if p["id"] == "bob")["hand"] == []
    with pytest.raises(IllegalAction, match="Choose one mode"):
        cast(choices={"modes": [0, 2], "targets": ["bob", "x"]})  # not kicked: one mode only
    one = cast(choices={"modes": [2], "targets": ["x"]})
    assert "x" not in [p["id"] for p in one["state"]["battlefield"]]


# --- "You choose a card from it with mana value 3 or greater." (the quality after "from it"; CR 701.20a, 608.2d) ----

BIG = {"name": "Probe Giant", "types": ["Creature"], "subtypes": ["Giant"], "power": 4, "toughness": 4,
       "mana_cost": "{3}{R}", "colors": ["R"]}


def test_608_2d_pelakka_predation_chooses_a_revealed_card_of_mana_value_3_or_greater() -> None:
    predation = mtgjson_full_definition("ZNR", "Pelakka Predation")
    assert predation["abilities"][0]["effect"] == {"kind": "reveal_choose_discard", "player": "target_opponent",
                                                   "excluded_types": [], "quality": ["card:mana_value>=3"]}
    # near variants stay refused: a quality no card in a hand has, a postfix that is no quality
    for text in ("Target opponent reveals their hand. You choose a card from it you control. That player discards "
                 "that card.",
                 "Target opponent reveals their hand. You choose a card from it at random. That player discards that "
                 "card."):
        assert probe_support(text, "Sorcery", None) != "full", text
    game = state(alice={"hand": [{"id": "p", "card": "Pelakka Predation"}], "mana_pool": {"B": 1, "C": 2}},
                 bob={"hand": [{"id": "small", "card": "Probe Bear"}, {"id": "big", "card": "Probe Giant"}]})

    def cast(discard: str) -> dict[str, Any]:
        return _run(game, [{"type": "cast", "card": "p", "choices": {"targets": ["bob"]}},
                           {"type": "resolve", "choices": {"discard": [discard]}}], predation, BEAR, BIG)

    done = cast("big")
    bob = next(p for p in done["state"]["players"] if p["id"] == "bob")
    assert [c["id"] for c in bob["graveyard"]] == ["big"] and [c["id"] for c in bob["hand"]] == ["small"]
    with pytest.raises(IllegalAction):
        cast("small")  # mana value 2: not a card it may choose


# --- "You may put a red creature card or an artifact creature card from your hand onto the battlefield." (CR 608.2d,
# 110.2a: a card with either quality) -------------------------------------------------------------------------------

GOLEM = {"name": "Probe Golem", "types": ["Artifact", "Creature"], "subtypes": ["Golem"], "power": 3, "toughness": 3,
         "mana_cost": "{3}", "colors": []}


def test_608_2d_purphoros_puts_a_red_creature_card_or_an_artifact_creature_card_from_hand() -> None:
    purphoros = mtgjson_full_definition("THB", "Purphoros, Bronze-Blooded")
    assert purphoros["abilities"][2]["effect"] == {"kind": "put_from_hand", "quality": [
        "card:red:creature", "card:artifact:creature"], "sacrifice_at": "next_end_step"}
    # near variants stay refused: a card of any quality, three qualities
    for text in ("{2}{R}: You may put a card or a creature card from your hand onto the battlefield.",
                 "{2}{R}: You may put a land card, a red card, or an artifact card from your hand onto the battlefield."):
        assert probe_support(text) != "full", text
    game = state(alice={"hand": [{"id": "g", "card": "Probe Golem"}, {"id": "b", "card": "Probe Bear"}],
                        "mana_pool": {"R": 1, "C": 2}},
                 battlefield=[_on("p", "Purphoros, Bronze-Blooded")])

    def put(card: str) -> dict[str, Any]:
        return _run(game, [{"type": "activate", "permanent": "p", "ability": 2},
                           {"type": "resolve", "choices": {"chosen": [card]}}], purphoros, BEAR, GOLEM)

    assert "g" in [p["id"] for p in put("g")["state"]["battlefield"]]  # an artifact creature card
    with pytest.raises(IllegalAction):
        put("b")  # a green creature card: neither red nor an artifact


# --- "When ~ enters, enchanted creature fights up to one target creature you don't control." (CR 303.4, 701.14a) ----

def test_701_14a_the_enchanted_creature_fights_as_the_aura_enters() -> None:
    blessing = mtgjson_full_definition("THB", "Warbriar Blessing")
    assert blessing["abilities"][1]["effect"] == {"kind": "fight", "by": "enchanted_creature",
                                                  "target": "creature:opponent_controls", "target_count": 1,
                                                  "up_to": True}
    # near variants stay refused: fighting a planeswalker, the attached creature fighting on an instant
    assert probe_support("Enchant creature\nWhen ~ enters, enchanted creature fights target planeswalker.",
                         "Enchantment — Aura", None) != "full"
    assert probe_support("Enchanted creature fights target creature you don't control.", "Instant", None) != "full"
    game = state(alice={"hand": [{"id": "w", "card": "Warbriar Blessing"}], "mana_pool": {"G": 1, "C": 1}},
                 battlefield=[_on("a", "Probe Bear"), _on("x", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "w", "choices": {"targets": ["a"]}}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["x"]}}], blessing, BEAR)
    ids = [p["id"] for p in done["state"]["battlefield"]]
    assert "x" not in ids and "a" in ids and permanent(done, "a")["damage"] == 2  # a 2/4 and a 2/2 fought
