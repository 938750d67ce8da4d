"""Session 29, group stda (docs/oracle-s29-stda.md): general constructions of the Standard sets of 2017-2019 (XLN RIX
DOM GRN RNA WAR ELD), each read from the real card's Oracle text in tests/fixtures/sets (MTGJSON), played by the engine,
and a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
WALKER = {"name": "Probe Walker", "types": ["Planeswalker"], "subtypes": ["Jace"], "loyalty": 3, "mana_cost": "{3}"}
BOLT = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}",
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
RESOLVE = {"type": "resolve"}


def _real(code: str, name: str) -> dict[str, Any]:
    """The engine definition the reader makes of the fixture card (MTGJSON), which must read `full`."""
    return mtgjson_full_definition(code, name)


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "Put two loyalty counters on a planeswalker you control." (CR 122.1, 306.5b, 608.2d) ----------------------------

def test_122_1_put_loyalty_counters_on_a_planeswalker_you_control() -> None:
    settle = _real("DOM", "Settle the Score")
    assert settle["abilities"][1]["effect"] == {"kind": "put_counters_chosen", "counter": "loyalty",
                                                "spec": "planeswalker:you_control", "amount": 2}
    field = [_on("b", "Probe Bear", "bob"), _on("w", "Probe Walker", counters={"loyalty": 3}),
             _on("x", "Probe Walker", "bob", counters={"loyalty": 3})]
    game = state(battlefield=field, alice={"hand": [{"id": "s", "card": "Settle the Score"}], "mana_pool": {"B": 2, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["b"]}}, RESOLVE], settle, BEAR, WALKER)
    assert permanent(done, "w")["counters"] == {"loyalty": 5}  # chosen as it resolves: one you control (608.2d)
    assert permanent(done, "x")["counters"] == {"loyalty": 3}
    assert "b" in [c["id"] for c in player_of(done, "bob")["exile"]]
    assert probe_support("Put two loyalty counters on a planeswalker an opponent controls.", "Sorcery", None) != "full"


# --- "Proliferate, then proliferate again." (CR 701.34a, 608.2c) ------------------------------------------------------

def test_701_34a_proliferate_then_proliferate_again() -> None:
    roalesk = _real("WAR", "Roalesk, Apex Hybrid")
    dies = roalesk["abilities"][-1]
    assert (dies["trigger"], dies["effect"], dies["then_effects"]) == ("dies", {"kind": "proliferate"},
                                                                       [{"kind": "proliferate"}])
    field = [_on("r", "Roalesk, Apex Hybrid", damage=4), _on("b", "Probe Bear", counters={"+1/+1": 1})]
    game = state(battlefield=field, alice={"hand": [{"id": "l", "card": "Probe Bolt"}], "mana_pool": {"R": 1}})
    done = _run(game, [{"type": "cast", "card": "l", "choices": {"targets": ["r"]}}, RESOLVE,
                       {"type": "resolve", "choices": {"chosen": ["b"]}}], roalesk, BEAR, BOLT)
    assert len(events_of(done, "proliferated")) == 2
    assert permanent(done, "b")["counters"] == {"+1/+1": 3}  # one counter each time (701.34a)
    assert probe_support("When ~ dies, proliferate, then proliferate twice.") != "full"
    assert probe_support("When ~ dies, proliferate, then draw a card again.") != "full"


# --- "the number of cards in your graveyard" (CR 404.1, 608.2h) -------------------------------------------------------

def test_608_2h_x_is_the_number_of_cards_in_your_graveyard() -> None:
    funeral = _real("ELD", "Festive Funeral")
    assert funeral["abilities"][0]["effect"] == {"kind": "pump", "target": "creature", "power": "graveyard_cards",
                                                 "toughness": "graveyard_cards", "duration": "end_of_turn",
                                                 "negated": True}
    graveyard = [{"id": "g1", "card": "Probe Bear"}, {"id": "g2", "card": "Lightning Bolt"}]
    game = state(battlefield=[_on("b", "Probe Bear", "bob", counters={"+1/+1": 1})],
                 alice={"hand": [{"id": "f", "card": "Festive Funeral"}], "graveyard": graveyard,
                        "mana_pool": {"B": 1, "C": 4}})
    done = _run(game, [{"type": "cast", "card": "f", "choices": {"targets": ["b"]}}, RESOLVE], funeral, BEAR)
    assert permanent(done, "b")["characteristics"]["power"] == 1  # 3/3 gets -2/-2: two cards, counted as it resolves
    more = _run(state(battlefield=game["battlefield"], alice={**game["players"][0], "graveyard": [
        *graveyard, {"id": "g3", "card": "Probe Bear"}]}), [{"type": "cast", "card": "f", "choices": {"targets": ["b"]}},
                                                            RESOLVE], funeral, BEAR)
    assert [c["id"] for c in player_of(more, "bob")["graveyard"]] == ["b"]
    assert probe_support("Target creature gets -X/-X until end of turn, where X is the number of cards in a graveyard.",
                         "Instant", None) != "full"
