"""Session 31 round 2, group coreb (docs/oracle-s31-coreb.md): general constructions of the core sets, each read from
the real Oracle text (tests/fixtures/sets/<set>.json) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run

MOUNTAIN = {"name": "Mountain", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Mountain"]}
AURA = "Enchantment — Aura"


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "Enchant <Subtype>" (CR 702.5a, 303.4a, 205.3) and "Enchanted <land type> is a P/T ... creature. It's still a
# land." (CR 205.1b, 613.1d) -------------------------------------------------------------------------------------------

def test_702_5a_enchant_mountain_and_205_1b_enchanted_mountain_is_a_creature_still_a_land() -> None:
    ancient = mtgjson_full_definition("M14", "Awaken the Ancient")
    assert ancient["abilities"][0] == {"kind": "enchant", "target": "permanent:Mountain"}
    assert ancient["abilities"][1] == {"kind": "becomes_creature", "affected": "enchanted_permanent", "power": 7,
                                       "toughness": 7, "colors": ["R"]}
    game = state(alice={"hand": [{"id": "a", "card": "Awaken the Ancient"}], "mana_pool": {"R": 3, "C": 1}},
                 battlefield=[_on("m", "Mountain"), _on("f", "Forest")])
    done = _run(game, [{"type": "cast", "card": "a", "choices": {"targets": ["m"]}}, {"type": "resolve"}],
                ancient, MOUNTAIN)
    land = permanent(done, "m")["characteristics"]
    assert (land["power"], land["toughness"], land["colors"]) == (7, 7, ["R"])
    assert {"Creature", "Land"} <= set(land["types"]) and {"Mountain", "Giant"} <= set(land["subtypes"])
    assert "haste" in land["keywords"] and permanent(done, "a")["attached_to"] == "m"
    # a Forest is not a Mountain: the Aura spell can't target it (CR 303.4a, 115.1)
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "a", "choices": {"targets": ["f"]}}], ancient, MOUNTAIN)
    # near variants stay refused: a non-land subtype "is still a land", a plural, a subtype with a controller
    assert probe_support("Enchant Wall\nEnchanted Wall is a 7/7 red Giant creature with haste. It's still a land.",
                         AURA, None) != "full"
    assert probe_support("Enchant Forests\nEnchanted creature gets +1/+1.", AURA, None) != "full"
    assert probe_support("Enchant Forest or Island\nEnchanted creature gets +1/+1.", AURA, None) != "full"
    assert probe_support("Enchant Mountain\nEnchanted Mountain is a 7/7 colorless Giant creature. It's still a land.",
                         AURA, None) != "full"


# --- "if enchanted creature's power is N or greater" as a step trigger's intervening "if" (CR 603.4, 208.1) ----------

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
NEXT = {"type": "next_step"}


def test_603_4_arachnus_web_and_domestication_check_the_enchanted_creatures_power() -> None:
    web, domestication = mtgjson_full_definition("M12", "Arachnus Web"), mtgjson_full_definition("M14", "Domestication")
    assert web["abilities"][-1]["intervening_if"] == {"kind": "s23c13_attached_is", "specs": ["creature:power>=4"]}
    assert domestication["abilities"][-1]["effect"] == {"kind": "sacrifice", "target": "self"}
    # a 2/2 with two +1/+1 counters is 4/4: the Web is destroyed at the end step (each player's: "the end step")
    big = state(step="postcombat_main", active_player="bob",
                battlefield=[_on("b", "Probe Bear", "bob", counters={"+1/+1": 2}), _on("w", "Arachnus Web",
                                                                                         attached_to="b")])
    done = _run(big, [NEXT, {"type": "resolve"}], web, BEAR)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["b"]
    # a 2/2: the trigger doesn't trigger (CR 603.4)
    small = state(step="postcombat_main", battlefield=[_on("b", "Probe Bear", "bob"), _on("w", "Arachnus Web",
                                                                                          attached_to="b")])
    quiet = _run(small, [NEXT], web, BEAR)
    assert not quiet["state"]["stack"] and len(quiet["state"]["battlefield"]) == 2
    # Domestication (its controller's end step only): sacrificed once the creature it controls has power 4
    tamed = state(step="postcombat_main", battlefield=[_on("b", "Probe Bear", counters={"+1/+1": 2}),
                                                       _on("d", "Domestication", attached_to="b")])
    done = _run(tamed, [NEXT, {"type": "resolve"}], domestication, BEAR)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["b"]
    # near variants stay refused: another comparison wording, outside a step trigger, an activated ability's rider
    assert probe_support("Enchant creature\nAt the beginning of your end step, if enchanted creature's power is greater "
                         "than 4, sacrifice ~.", AURA, None) != "full"
    assert probe_support("Enchant creature\nWhen ~ enters, if enchanted creature's power is 4 or greater, draw a card.",
                         AURA, None) != "full"
    assert probe_support("Enchant creature\n{T}: Draw a card. If enchanted creature's power is 4 or greater, draw a "
                         "card.", AURA, None) != "full"


# --- the counter kinds "carrion" and "corpse" (CR 122.1: no rules meaning of their own) ------------------------------

def test_122_1_carrion_and_corpse_counters_are_put_and_removed() -> None:
    vultures, ghoul = mtgjson_full_definition("4ED", "Osai Vultures"), mtgjson_full_definition("4ED", "Scavenging Ghoul")
    assert vultures["abilities"][0]["effect"] == {"kind": "put_counters", "counter": "carrion", "amount": 1,
                                                  "target": "self"}
    assert ghoul["abilities"][0]["effect"]["counter"] == "corpse"
    died = [{"permanent": "x", "controller": "bob", "types": ["Creature"]},
            {"permanent": "y", "controller": "alice", "types": ["Creature"]}]
    field = [_on("v", "Osai Vultures"), _on("g", "Scavenging Ghoul")]
    game = state(step="postcombat_main", battlefield=field, left_battlefield_this_turn=died)
    done = _run(game, [NEXT, {"type": "resolve"}, {"type": "resolve"}], vultures, ghoul)
    assert permanent(done, "v")["counters"] == {"carrion": 1}  # a creature died this turn (CR 603.4)
    assert permanent(done, "g")["counters"] == {"corpse": 2}  # one for each creature that died this turn
    quiet = _run(state(step="postcombat_main", battlefield=field), [NEXT], vultures, ghoul)
    assert [item["source"] for item in quiet["state"]["stack"]] == ["g"]  # no death: the Vultures' "if" is false
    # "Remove two carrion counters from ~: ~ gets +1/+1 until end of turn." (CR 118.3, 602.2)
    fed = state(battlefield=[_on("v", "Osai Vultures", counters={"carrion": 2})])
    done = _run(fed, [{"type": "activate", "permanent": "v", "ability": 1}, {"type": "resolve"}], vultures)
    assert permanent(done, "v")["characteristics"]["power"] == 2 and not permanent(done, "v").get("counters")
    # a counter kind the engine doesn't know stays refused
    assert probe_support("At the beginning of your upkeep, put a plague counter on ~.") != "full"


# --- "if there are fewer than N <type> cards in your graveyard" (CR 603.4, 404.1) -------------------------------------

def test_603_4_shadowborn_demon_sacrifices_while_fewer_than_six_creature_cards_are_in_the_graveyard() -> None:
    demon = mtgjson_full_definition("M14", "Shadowborn Demon")
    assert demon["abilities"][1]["intervening_if"] == {"kind": "cards_in_your_graveyard", "number": 6,
                                                       "card_type": "Creature", "negated": True}
    field = [_on("d", "Shadowborn Demon")]
    done = _run(state(step="untap", battlefield=field), [NEXT, {"type": "resolve"}], demon)
    assert not done["state"]["battlefield"]  # no creature card in the graveyard: the Demon is sacrificed
    six = [{"id": f"c{n}", "card": "Probe Bear"} for n in range(6)]
    quiet = _run(state(step="untap", battlefield=field, alice={"graveyard": six}), [NEXT], demon, BEAR)
    assert not quiet["state"]["stack"] and [p["id"] for p in quiet["state"]["battlefield"]] == ["d"]
    assert probe_support("At the beginning of your upkeep, if there are fewer than six cards in your graveyard, "
                         "sacrifice a creature.") != "full"  # no card type: not read
