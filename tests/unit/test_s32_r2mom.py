"""Session 32, group r2mom (docs/oracle-s32-r2mom.md): general constructions of March of the Machine (MOM), each read
from the real Oracle text (tests/fixtures/sets/mom.json) and played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
BATTLE = {"name": "Probe Battle", "types": ["Battle"], "subtypes": ["Siege"], "mana_cost": "{2}"}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "target creature, planeswalker, or battle" (CR 115.1, 120.3h) --------------------------------------------------

def test_120_3h_target_creature_planeswalker_or_battle_names_a_battle_and_damage_removes_defense() -> None:
    shatter = mtgjson_full_definition("MOM", "Shatter the Source")
    assert shatter["abilities"][-1]["effect"]["modes"][0] == {
        "kind": "damage", "amount": 6, "target": "creature_or_planeswalker_or_battle"}
    spite = mtgjson_full_definition("MOM", "Volcanic Spite")  # and its "You may put a card ... If you do, draw a card."
    assert spite["abilities"][0]["effect"]["target"] == "creature_or_planeswalker_or_battle"
    # a target list the engine doesn't implement (who protects a battle; a player among the types): refused
    assert probe_support("~ deals 3 damage to target creature, planeswalker, or battle an opponent protects.",
                         "Instant", None) != "full"
    assert probe_support("~ deals 3 damage to target player, planeswalker, or battle.", "Instant", None) != "full"
    field = [_on("bt", "Probe Battle", "bob", counters={"defense": 7}), _on("b", "Probe Bear", "bob")]
    game = state(alice={"hand": [{"id": "s", "card": "Shatter the Source"}], "mana_pool": {"R": 1, "C": 5}},
                 battlefield=field)
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"modes": [0], "targets": ["bt"]}},
                       {"type": "resolve"}], shatter, BATTLE, BEAR)
    assert permanent(done, "bt")["counters"] == {"defense": 1}  # 6 damage removes six defense counters
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"modes": [0], "targets": ["b"]}},
                       {"type": "resolve"}], shatter, BATTLE, BEAR)
    assert "b" not in [p["id"] for p in done["state"]["battlefield"]]


# --- "Whenever another creature enters under your control, put a +1/+1 counter on it. It gains haste until end of
# turn." (CR 603.2, 122.1, 611.2a) -----------------------------------------------------------------------------------

def test_603_2_the_entering_creature_gets_a_counter_and_gains_haste_until_end_of_turn() -> None:
    surrak = mtgjson_full_definition("MOM", "Surrak and Goreclaw")
    entering = next(a for a in surrak["abilities"] if a.get("trigger") == "permanent_enters")
    assert entering["effect"]["target"] == entering["then_effects"][0]["target"] == "that_permanent"
    # the keyword for another duration, or on another object: refused
    for other in ("It gains haste until your next turn.", "~ gains haste until end of turn.", "It gains haste."):
        assert probe_support("Whenever another creature enters under your control, put a +1/+1 counter on it. "
                             + other) != "full"
    game = state(alice={"hand": [{"id": "h", "card": "Probe Bear"}], "mana_pool": {"G": 2}},
                 battlefield=[_on("s", "Surrak and Goreclaw")])
    done = _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}, {"type": "resolve"}], surrak, BEAR)
    bear = permanent(done, "h")
    assert bear["counters"] == {"+1/+1": 1} and "haste" in bear["characteristics"]["keywords"]
    assert bear["characteristics"]["power"] == 3


# --- "a creature or battle card" (CR 205.2a, 310) --------------------------------------------------------------------

def test_205_2a_a_creature_or_battle_card_is_a_card_with_either_type() -> None:
    escort = mtgjson_full_definition("MOM", "Wildwood Escort")
    assert escort["abilities"][0]["effect"] == {"kind": "return_to_hand",
                                                "target": "card_in_your_graveyard:creature_or_battle"}
    # a battle card alone, or three types with a battle: refused
    assert probe_support("When ~ enters, return target battle card from your graveyard to your hand.") != "full"
    assert probe_support("When ~ enters, return target artifact, creature, or battle card from your graveyard to your "
                         "hand.") != "full"
    game = state(alice={"hand": [{"id": "w", "card": "Wildwood Escort"}], "mana_pool": {"G": 1, "C": 4},
                        "graveyard": [{"id": "g", "card": "Probe Battle"}]})
    done = _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["g"]}}], escort, BATTLE)
    assert [c["id"] for c in done["state"]["players"][0]["hand"]] == ["g"]
