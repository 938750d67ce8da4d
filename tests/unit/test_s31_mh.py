"""Session 31, group mh (docs/oracle-s31-mh.md): general constructions of the Modern Horizons sets, Double Masters, Time
Spiral Remastered, Coldsnap and Jumpstart, each read from the real Oracle text (tests/fixtures/sets/<set>.json) and
played by the engine, with a near variant the reader must still refuse."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import mtgjson_full_definition, on_battlefield, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

LAND = "Land"


# --- storage lands: "{1}, Remove X storage counters from ~: Add X mana in any combination of {W} and/or {U}." (CR
# 605.1a, 106.1, 107.3) --------------------------------------------------------------------------------------------

def test_605_1a_storage_land_adds_x_mana_in_any_combination_of_its_two_colors() -> None:
    pools = mtgjson_full_definition("TSR", "Calciform Pools")
    assert pools["abilities"][-1] == {"kind": "mana", "cost": "{1}", "add": "",
                                      "other_costs": [{"kind": "remove_counters", "counter": "storage", "amount": "any"}],
                                      "add_per_counter_removed": "{W}|{U}"}
    for name in ("Dreadship Reef", "Fungal Reaches", "Molten Slagheap", "Saltcrusted Steppe"):
        assert mtgjson_full_definition("TSR", name)["abilities"][-1]["add_per_counter_removed"].count("|") == 1
    game = state(alice={"mana_pool": {"C": 1}}, battlefield=[on_battlefield("p", "Calciform Pools",
                                                                            counters={"storage": 3})])
    tap = {"type": "tap_for_mana", "player": "alice", "permanent": "p", "ability": 2, "counters_removed": 3,
           "color": "WUW"}
    done = _run(game, [tap], pools)
    assert player_of(done, "alice")["mana_pool"] == {**player_of(done, "alice")["mana_pool"], "W": 2, "U": 1, "C": 0}
    assert permanent(done, "p")["counters"].get("storage", 0) == 0
    two = _run(game, [{**tap, "counters_removed": 2, "color": "UU"}], pools)
    assert (player_of(two, "alice")["mana_pool"]["U"], permanent(two, "p")["counters"]["storage"]) == (2, 1)
    for wrong in ({"color": "WB"}, {"color": "WU"}, {"color": None}, {"counters_removed": 4, "color": "WWWW"}):
        with pytest.raises(IllegalAction):
            _run(game, [{**tap, **wrong}], pools)
    # near variants: X not the counters removed, a third color, a fixed number of counters
    assert probe_support("{X}, {T}: Add X mana in any combination of {W} and/or {U}.", LAND, None) != "full"
    assert probe_support("{1}, Remove X storage counters from ~: Add X mana in any combination of {W}, {U}, and/or "
                         "{B}.", LAND, None) != "full"
    assert probe_support("{1}, Remove two storage counters from ~: Add X mana in any combination of {W} and/or {U}.",
                         LAND, None) != "full"
