"""Session 30, group stdbb (docs/oracle-s30-stdbb.md, the short second round): general constructions of the Standard
sets of 2020-2021 (THB IKO ZNR STX), each read from the real Oracle text (tests/fixtures/sets/<set>.json) and played by
the engine, with a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, mtgjson_full_definition, player_of, probe_support, state
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run

PINGER = {"name": "Probe Pinger", "mana_cost": "{2}{U}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 1, "target": "any"}}]}
BOLT = {"name": "Probe Bolt", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"],
        "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}


# --- "Prevent all damage that would be dealt this turn by creatures your opponents control." (CR 615.1, 102.2) -------

def test_615_1_thwart_the_enemy_prevents_the_damage_of_creatures_your_opponents_control() -> None:
    thwart = mtgjson_full_definition("IKO", "Thwart the Enemy")
    assert thwart["abilities"] == [{"kind": "spell", "effect": {
        "kind": "prevent_damage", "amount": "all", "target": None,
        "source_quality": "creatures_your_opponents_control"}}]
    assert mtgjson_full_definition("C20", "Obscuring Haze")["abilities"][-1] == thwart["abilities"][0]
    combat = probe_support("Prevent all combat damage that would be dealt this turn by creatures your opponents "
                           "control.", "Instant", None)
    assert combat == "full"
    # near variants the engine doesn't do: noncombat damage only, another group of sources, another duration
    for variant in ("Prevent all noncombat damage that would be dealt this turn by creatures your opponents control.",
                    "Prevent all damage that would be dealt this turn by creatures you don't control.",
                    "Prevent all damage that would be dealt this turn by attacking creatures your opponents control.",
                    "Prevent all damage that would be dealt this turn by artifacts your opponents control.",
                    "Prevent all damage that would be dealt by creatures your opponents control."):
        assert probe_support(variant, "Instant", None) != "full", variant
    field = [_on("bs", "Probe Pinger", "bob"), _on("as", "Probe Pinger", "alice")]

    def after(*then: dict[str, Any]) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "t", "card": "Thwart the Enemy"}], "mana_pool": {"G": 2, "C": 2}},
                     bob={"hand": [{"id": "l", "card": "Probe Bolt"}], "mana_pool": {"R": 1}}, battlefield=field)
        return _run(game, [{"type": "cast", "card": "t"}, {"type": "resolve"}, *then], thwart, BOLT, PINGER)

    pinged = after({"type": "activate", "permanent": "bs", "ability": 0, "player": "bob",
                    "choices": {"targets": ["alice"]}}, {"type": "resolve"})
    assert player_of(pinged, "alice")["life"] == 20  # Bob's creature: prevented
    assert "CR 615.1" in events_of(pinged, "prevention_applied")[0]["cites"]
    own = after({"type": "activate", "permanent": "as", "ability": 0, "choices": {"targets": ["bob"]}},
                {"type": "resolve"})
    assert player_of(own, "bob")["life"] == 19  # Alice's own creature: not prevented
    bolted = after({"type": "cast", "card": "l", "player": "bob", "choices": {"targets": ["alice"]}},
                   {"type": "resolve"})
    assert player_of(bolted, "alice")["life"] == 17  # Bob's instant is no creature: not prevented
