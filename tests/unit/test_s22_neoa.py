"""Branch s22-neoa: constructions of Kamigawa: Neon Dynasty (cards A to L), read by the compositional reader and
played by the engine (docs/oracle-s22-neoa.md). Each construction also has its honesty case: a near variant the
engine can't play is not read."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import permanent, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

BIG = {"name": "Probe Big", "types": ["Creature"], "subtypes": ["Beast"], "power": 5, "toughness": 5}
SMALL = {"name": "Probe Small", "types": ["Creature"], "subtypes": ["Human"], "power": 1, "toughness": 1}
DOOM = {"name": "Probe Doom", "types": ["Instant"], "mana_cost": "{B}",
        "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


# --- "for each modified creature you controlled as you cast ~" (CR 601.2, 608.2h, 700.9) ---

EXPLOIT = (
    "Lethal Exploit",
    "Instant",
    "Target creature gets -2/-2 until end of turn. It gets an additional -1/-1 until end of turn for each modified "
    "creature you controlled as you cast this spell. (Equipment, Auras you control, and counters are modifications.)",
    "{1}{B}",
)


def _exploit(modified: int, kill_first: bool = False) -> dict[str, Any]:
    mine = [{"id": f"m{n}", "card": "Probe Small", "controller": "alice", "counters": {"+1/+1": 1}}
            for n in range(modified)]
    game = state(alice={"hand": [{"id": "le", "card": "Lethal Exploit"}, {"id": "doom", "card": "Probe Doom"}],
                        "mana_pool": {"B": 3}},
                 battlefield=[{"id": "big", "card": "Probe Big", "controller": "bob"},
                              {"id": "plain", "card": "Probe Small", "controller": "alice"}, *mine])
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "le", "choices": {"targets": ["big"]}}]
    if kill_first:  # the modified creature is destroyed before Lethal Exploit resolves
        actions += [{"type": "cast", "card": "doom", "choices": {"targets": ["m0"]}}, {"type": "resolve"}]
    actions.append({"type": "resolve"})
    return _run(game, actions, _read(*EXPLOIT), BIG, SMALL, DOOM)


def test_608_2h_lethal_exploit_counts_the_modified_creatures_as_it_is_cast() -> None:
    effect = _read(*EXPLOIT)["abilities"][1]["effect"]
    assert effect["power"] == effect["toughness"] == "as_cast:count:creature:modified:you_control"
    assert effect["negated"] is True and effect["target"] == "it"
    big = permanent(_exploit(2), "big")["characteristics"]  # two modified creatures (not the unmodified one): -4/-4
    assert (big["power"], big["toughness"]) == (1, 1)
    assert permanent(_exploit(0), "big")["characteristics"]["power"] == 3
    # counted as it was cast: the modified creature destroyed before it resolves still counts (-3/-3)
    kept = _exploit(1, kill_first=True)
    assert not any(p["id"] == "m0" for p in kept["state"]["battlefield"])
    assert permanent(kept, "big")["characteristics"]["toughness"] == 2
    # a permanent's ability has no "as you cast ~" of its own: not read
    assert probe_support("When ~ enters, target creature gets -1/-1 until end of turn for each modified creature you "
                         "controlled as you cast ~.") != "full"
