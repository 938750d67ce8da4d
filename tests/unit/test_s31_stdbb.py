"""Session 31 round two, group stdbb (docs/oracle-s31-stdbb.md): general constructions of the Standard sets of 2020-2021
(THB IKO ZNR STX), each read from the real card's Oracle text (tests/fixtures/sets/<set>.json, MTGJSON), played by the
engine, with a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run


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
