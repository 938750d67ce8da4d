"""Session 35, group std (docs/oracle-s35-std.md): general constructions of today's Oracle text, each read from a real
card's Oracle text (tests/fixtures/sets) and played by the engine, with a near variant the engine does not implement
still refused."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import mtgjson_full_definition, probe_support, state
from tests.unit.conftest import run_with_cards as _run

TREASURES = {"name": "Probe Riches", "types": ["Sorcery"], "mana_cost": "{R}", "colors": ["R"],
             "abilities": [{"kind": "spell", "effect": {"kind": "create_token", "token": "Treasure", "count": 2}}]}
INCUBATE = {"name": "Probe Incubation", "types": ["Sorcery"], "mana_cost": "{R}", "colors": ["R"],
            "abilities": [{"kind": "spell", "effect": {"kind": "incubate", "amount": 2}}]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _tokens(done: dict[str, Any], controller: str) -> list[dict[str, Any]]:
    return [p for p in done["state"]["battlefield"] if p.get("is_token") and p["controller"] == controller]


# --- token doublers (CR 614.1a, 111.1) --------------------------------------------------------------------------------

def test_614_1a_token_doubler_doubles_the_tokens_its_controller_creates_and_two_double_twice() -> None:
    adrix = mtgjson_full_definition("C21", "Adrix and Nev, Twincasters")
    assert {"kind": "token_doubler"} in adrix["abilities"]
    elspeth = mtgjson_full_definition("TDM", "Elspeth, Storm Slayer")
    assert {"kind": "token_doubler"} in elspeth["abilities"]
    hand = {"hand": [{"id": "r", "card": "Probe Riches"}, {"id": "i", "card": "Probe Incubation"}],
            "mana_pool": {"R": 2}}
    cast = [{"type": "cast", "card": "r"}, {"type": "resolve"}]
    one = _run(state(alice=hand, battlefield=[_on("a", adrix["name"])]), cast, adrix, TREASURES, INCUBATE)
    assert len(_tokens(one, "alice")) == 4
    assert any(e["type"] == "tokens_doubled" and e["amount"] == 4 for e in one["events"])
    two = _run(state(alice=hand, battlefield=[_on("a", adrix["name"]), _on("e", elspeth["name"], counters={"loyalty": 5})]), cast,
               adrix, elspeth, TREASURES, INCUBATE)
    assert len(_tokens(two, "alice")) == 8
    # the opponent's doubler doesn't touch alice's tokens (under your control)
    theirs = _run(state(alice=hand, battlefield=[_on("a", adrix["name"], "bob")]), cast, adrix, TREASURES, INCUBATE)
    assert len(_tokens(theirs, "alice")) == 2
    # any rule that creates tokens: incubate makes two Incubators, each with the counters
    incubated = _run(state(alice=hand, battlefield=[_on("a", adrix["name"])]),
                     [{"type": "cast", "card": "i"}, {"type": "resolve"}], adrix, TREASURES, INCUBATE)
    incubators = _tokens(incubated, "alice")
    assert len(incubators) == 2 and all(t["counters"] == {"+1/+1": 2} for t in incubators)


def test_token_doubler_near_variants_stay_refused() -> None:
    assert probe_support("If an effect would create one or more tokens under your control, it creates twice that many "
                         "of those tokens instead.") == "full"
    assert probe_support("If one or more tokens would be created under your control, three times that many of those "
                         "tokens are created instead.") != "full"
    assert probe_support("If one or more tokens would be created under an opponent's control, twice that many of those "
                         "tokens are created instead.") != "full"
    assert probe_support("If you would create one or more Treasure tokens, instead create those tokens plus an "
                         "additional Treasure token.") != "full"
    assert probe_support("Until end of turn, if one or more tokens would be created under your control, twice that "
                         "many of those tokens are created instead.") != "full"
