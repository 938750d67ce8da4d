"""Session 34, group mom (docs/oracle-s34-mom.md): general constructions of March of the Machine's group list, each read
from the real Oracle text of its fixture card and played by the engine, with a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
RAT = {"name": "Probe Rat", "types": ["Creature"], "subtypes": ["Rat"], "power": 1, "toughness": 1,
       "mana_cost": "{B}", "colors": ["B"]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _power(done: dict[str, Any], object_id: str) -> int:
    return int(permanent(done, object_id)["characteristics"]["power"])


# --- "Whenever a <Subtype> you control becomes blocked, it gets +N/+N until end of turn." (CR 509.3c, 603.2) ---------

def test_509_3c_a_subtype_you_control_becomes_blocked() -> None:
    ratter = mtgjson_full_definition("WOE", "Tattered Ratter")
    assert ratter["abilities"][0] == {"kind": "triggered", "trigger": "creature_you_control_becomes_blocked",
                                      "attacking": "creature:you_control:Rat",
                                      "effect": {"kind": "pump", "target": "that_permanent", "power": 2,
                                                 "toughness": 0, "duration": "end_of_turn"}}
    game = state(step="declare_attackers", battlefield=[
        _on("t", "Tattered Ratter"), _on("r", "Probe Rat"), _on("a", "Probe Bear"),
        _on("b1", "Probe Bear", "bob"), _on("b2", "Probe Bear", "bob")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "r", "defending": "bob"}, {"id": "a", "defending": "bob"}]}
    block = {"type": "declare_blockers", "player": "bob",
             "blocks": [{"blocker": "b1", "attacker": "r"}, {"blocker": "b2", "attacker": "a"}]}
    done = _run(game, [attack, {"type": "next_step"}, block, {"type": "resolve"}], ratter, RAT, BEAR)
    assert _power(done, "r") == 3  # the Rat: 1 + 2
    assert _power(done, "a") == 2  # the Bear, blocked too, isn't a Rat: no trigger
    assert done["state"]["stack"] == []
    # near variants: another player's creatures, an enchanted creature
    assert probe_support("Whenever a Rat an opponent controls becomes blocked, it gets +1/+1 until end of turn.") != "full"
    assert probe_support("Whenever a creature becomes blocked, it gets +1/+1 until end of turn.") != "full"


# --- "Counter target <color> [or <color>] spell with mana value N or less." in a mode (CR 701.6a, 105.2, 202.3) -------

RED_INSTANT = {"name": "Probe Red Instant", "types": ["Instant"], "mana_cost": "{2}{R}", "colors": ["R"],
               "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 1, "player": "you"}}]}
BIG_RED = {**RED_INSTANT, "name": "Probe Big Red", "mana_cost": "{6}{R}"}
BLUE_INSTANT = {**RED_INSTANT, "name": "Probe Blue Instant", "mana_cost": "{2}{U}", "colors": ["U"]}


def test_701_6a_counter_a_spell_of_a_color_with_a_mana_value() -> None:
    equation = mtgjson_full_definition("MOM", "Change the Equation")
    assert equation["abilities"][0]["effect"]["modes"] == [
        {"kind": "counter", "target": "spell:mana_value<=2"},
        {"kind": "counter", "target": "spell:red_or_green:mana_value<=6"}]
    game = state(alice={"hand": [{"id": "c", "card": "Change the Equation"}], "mana_pool": {"U": 2}},
                 bob={"hand": [{"id": "r", "card": "Probe Red Instant"}, {"id": "u", "card": "Probe Blue Instant"},
                               {"id": "big", "card": "Probe Big Red"}], "mana_pool": {"R": 7, "U": 3}})
    cards = (equation, RED_INSTANT, BIG_RED, BLUE_INSTANT)
    done = _run(game, [{"type": "cast", "card": "r", "player": "bob"},
                       {"type": "cast", "card": "c", "choices": {"modes": [1], "targets": ["r"]}}, {"type": "resolve"}],
                *cards)
    assert [card["id"] for card in player_of(done, "bob")["graveyard"]] == ["r"] and not done["state"]["stack"]
    for spell in ("u", "big"):  # blue (mana value 3), red with mana value 7: not targets of the second mode
        with pytest.raises(IllegalAction):
            _run(game, [{"type": "cast", "card": spell, "player": "bob"},
                        {"type": "cast", "card": "c", "choices": {"modes": [1], "targets": [spell]}}], *cards)
    # near variants: an X, a non-color, a card type beside the mana value
    assert probe_support("Counter target red spell with mana value X or less.", "Instant", None) != "full"
    assert probe_support("Counter target nonred spell with mana value 3 or less.", "Instant", None) != "full"
    # s35-ltr reads "Counter target creature spell with mana value 3 or less." (a type and a stat); a comparison
    # other than "N or less/greater" is not read
    assert probe_support("Counter target creature spell with mana value less than 3.", "Instant", None) != "full"


# --- "<damage to any target>. If it's a creature, it can't block this turn." (CR 608.2c, 509.1a) ---------------------

WALL = {"name": "Probe Wall", "types": ["Creature"], "subtypes": ["Wall"], "power": 0, "toughness": 4,
        "mana_cost": "{1}{W}", "colors": ["W"]}
ATTACK_AND_BLOCK = [{"type": "next_step"}, {"type": "next_step"},
                    {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}, {"type": "next_step"},
                    {"type": "declare_blockers", "blocks": [{"blocker": "w", "attacker": "a"}]}]


def test_509_1a_if_its_a_creature_it_cant_block_this_turn() -> None:
    barb = mtgjson_full_definition("MOM", "Searing Barb")
    assert barb["abilities"][1]["effect"] == {"kind": "if_condition",
                                              "condition": {"kind": "it_is", "specs": ["permanent:creature"]},
                                              "effect": {"kind": "cant_block_this_turn", "target": "it"}}
    game = state(alice={"hand": [{"id": "s", "card": "Searing Barb"}], "mana_pool": {"R": 3}},
                 battlefield=[_on("a", "Probe Bear"), _on("w", "Probe Wall", "bob")])
    cast = [{"type": "cast", "card": "s", "choices": {"targets": ["w"]}}, {"type": "resolve"}]
    with pytest.raises(IllegalAction, match="can't block this turn"):
        _run(game, [*cast, *ATTACK_AND_BLOCK], barb, BEAR, WALL)
    done = _run(game, cast, barb, BEAR, WALL)
    assert permanent(done, "w")["damage"] == 2
    assert [p["card"]["name"] for p in done["state"]["battlefield"] if isinstance(p["card"], dict)] == ["Incubator"]
    at_bob = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
                         *ATTACK_AND_BLOCK], barb, BEAR, WALL)  # a player: no restriction, the Wall blocks
    assert player_of(at_bob, "bob")["life"] == 18 and at_bob["state"]["combat"]["attackers"][0]["blocked"] is True
    # near variant: a new target in the rider
    assert probe_support("~ deals 2 damage to any target. If it's a creature, target creature can't block this turn.",
                         "Sorcery", None) != "full"


# --- "~ has <keyword> as long as another <Subtype> entered the battlefield under your control this turn." (CR 611.3a,
# 400.7) ----------------------------------------------------------------------------------------------------------------

KNIGHT = {"name": "Probe Knight", "types": ["Creature"], "subtypes": ["Knight"], "power": 1, "toughness": 1,
          "mana_cost": "{W}", "colors": ["W"]}


def test_611_3a_as_long_as_another_subtype_entered_under_your_control_this_turn() -> None:
    cavalier = mtgjson_full_definition("MOM", "Swordsworn Cavalier")
    assert cavalier["abilities"] == [{"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["first_strike"],
                                      "affected": "self", "as_long_as_this_turn": {
                                          "kind": "this_turn", "record": "entered", "who": "you",
                                          "spec": "permanent:other:Knight"}}]
    game = state(alice={"hand": [{"id": "k", "card": "Probe Knight"}, {"id": "c2", "card": "Swordsworn Cavalier"}],
                        "mana_pool": {"W": 3, "C": 1}},
                 battlefield=[_on("c", "Swordsworn Cavalier")])
    before = _run(game, [], cavalier, KNIGHT)
    assert "first_strike" not in permanent(before, "c")["characteristics"]["keywords"]
    knight = _run(game, [{"type": "cast", "card": "k"}, {"type": "resolve"}], cavalier, KNIGHT)
    assert "first_strike" in permanent(knight, "c")["characteristics"]["keywords"]
    # the second Cavalier entering: another Knight for the first, not for itself
    second = _run(game, [{"type": "cast", "card": "c2"}, {"type": "resolve"}], cavalier, KNIGHT)
    assert "first_strike" in permanent(second, "c")["characteristics"]["keywords"]
    assert "first_strike" not in permanent(second, "c2")["characteristics"]["keywords"]
    # near variants: a quality the record doesn't keep, another player's, a group's keyword
    assert probe_support("~ has first strike as long as a tapped creature entered the battlefield under your control "
                         "this turn.") != "full"
    assert probe_support("~ has first strike as long as a Knight entered the battlefield this turn.") != "full"
    assert probe_support("Other Knights you control have first strike as long as a Knight entered the battlefield "
                         "under your control this turn.") != "full"


# --- "you may tap two other untapped creatures you control. If you do, ..." (CR 608.2d, 701.26a) ----------------------

def test_608_2d_you_may_tap_untapped_creatures_you_control_if_you_do() -> None:
    terror = mtgjson_full_definition("MOM", "Tidal Terror")
    assert terror["abilities"][0] == {"kind": "triggered", "trigger": "attacks",
                                      "optional_action": {"action": "tap_permanents", "spec": "creature:other",
                                                          "amount": 2},
                                      "effect": {"kind": "cant_be_blocked", "target": "self"}}
    field = [_on("t", "Tidal Terror"), _on("x", "Probe Bear"), _on("y", "Probe Bear"), _on("z", "Probe Bear"),
             _on("w", "Probe Wall", "bob")]
    game = state(step="declare_attackers", battlefield=field)
    attack = {"type": "declare_attackers", "attackers": [{"id": "t", "defending": "bob"}]}
    tapped = _run(game, [attack, {"type": "resolve", "choices": {"pay_optional_cost": True, "tap": ["y", "z"]}}],
                  terror, BEAR, WALL)
    assert [permanent(tapped, p)["tapped"] for p in ("x", "y", "z")] == [False, True, True]
    with pytest.raises(IllegalAction):  # unblockable this turn
        _run(game, [attack, {"type": "resolve", "choices": {"pay_optional_cost": True}}, {"type": "next_step"},
                    {"type": "declare_blockers", "blocks": [{"blocker": "w", "attacker": "t"}]}], terror, BEAR, WALL)
    with pytest.raises(IllegalAction):  # ~ itself is no "other" creature to tap
        _run(game, [attack, {"type": "resolve", "choices": {"pay_optional_cost": True, "tap": ["t", "x"]}}],
             terror, BEAR, WALL)
    declined = _run(game, [attack, {"type": "resolve", "choices": {"pay_optional_cost": False}}, {"type": "next_step"},
                           {"type": "declare_blockers", "blocks": [{"blocker": "w", "attacker": "t"}]}],
                    terror, BEAR, WALL)
    assert not any(permanent(declined, p)["tapped"] for p in ("x", "y", "z"))
    assert declined["state"]["combat"]["attackers"][0]["blocked"] is True
    short = state(step="declare_attackers", battlefield=[_on("t", "Tidal Terror"), _on("x", "Probe Bear")])
    with pytest.raises(IllegalAction):  # one other creature: it can't be done
        _run(short, [attack, {"type": "resolve", "choices": {"pay_optional_cost": True}}], terror, BEAR)
    # near variants: tokens, another player's creatures, a mandatory tap, a counted number
    for line in ("Whenever ~ attacks, you may tap two untapped tokens you control. If you do, draw a card.",
                 "Whenever ~ attacks, you may tap two untapped creatures an opponent controls. If you do, draw a card.",
                 "Whenever ~ attacks, tap two untapped creatures you control.",
                 "Whenever ~ attacks, you may tap X untapped creatures you control. If you do, draw a card."):
        assert probe_support(line) != "full", line


# --- "if an artifact or creature was put into a graveyard from the battlefield this turn" (CR 700.4, 603.4) -----------

def _left(object_id: str, *types: str, to: str = "graveyard") -> dict[str, Any]:
    return {"permanent": object_id, "controller": "bob", "to": to, "types": list(types)}


def test_700_4_if_an_artifact_or_creature_was_put_into_a_graveyard_from_the_battlefield_this_turn() -> None:
    shade = mtgjson_full_definition("MOM", "Ichor Shade")
    assert shade["abilities"][0] == {"kind": "step_trigger", "step": "end", "whose": "yours",
                                     "intervening_if": {"kind": "this_turn", "record": "died",
                                                        "spec": "artifact_or_creature"},
                                     "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1,
                                                "target": "self"}}

    def counters(*left: dict[str, Any]) -> dict[str, int]:
        game = state(step="postcombat_main", battlefield=[_on("s", "Ichor Shade")],
                     left_battlefield_this_turn=list(left))
        done = _run(game, [{"type": "next_step"}], shade)
        if done["state"]["stack"]:  # the trigger (its intervening "if" held as the end step began, CR 603.4)
            done = _run(game, [{"type": "next_step"}, {"type": "resolve"}], shade)
        return dict(permanent(done, "s").get("counters") or {})

    assert counters(_left("x", "Artifact")) == {"+1/+1": 1}
    assert counters(_left("x", "Artifact"), _left("y", "Creature")) == {"+1/+1": 1}
    assert counters(_left("x", "Creature", to="exile")) == {}  # exiled, not put into a graveyard
    assert counters(_left("x", "Enchantment")) == {}
    assert counters() == {}
    # near variants: a controller named, a card put into a graveyard from anywhere
    assert probe_support("At the beginning of your end step, if a creature you control was put into a graveyard from "
                         "the battlefield this turn, draw a card.") != "full"
    assert probe_support("At the beginning of your end step, if a creature card was put into a graveyard from anywhere "
                         "this turn, draw a card.") != "full"
