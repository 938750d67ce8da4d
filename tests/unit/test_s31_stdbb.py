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
