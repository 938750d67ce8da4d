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
DOOM = {"name": "Probe Doom", "types": ["Instant"], "mana_cost": "{0}",
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
                        "mana_pool": {"B": 2}},
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


DISCHARGE = (
    "Flame Discharge",
    "Instant",
    "Flame Discharge deals X damage to target creature or planeswalker. If you controlled a modified creature as you "
    "cast this spell, it deals X plus 2 damage instead. (Equipment, Auras you control, and counters are "
    "modifications.)",
    "{X}{R}",
)


def _discharge(modified: bool, kill_first: bool = False) -> dict[str, Any]:
    mine = [{"id": "m0", "card": "Probe Small", "controller": "alice", "counters": {"+1/+1": 1 if modified else 0}}]
    game = state(alice={"hand": [{"id": "fd", "card": "Flame Discharge"}, {"id": "doom", "card": "Probe Doom"}],
                        "mana_pool": {"R": 4}},
                 battlefield=[{"id": "big", "card": "Probe Big", "controller": "bob"}, *mine])
    actions: list[dict[str, Any]] = [{"type": "cast", "card": "fd", "x": 3, "choices": {"targets": ["big"]}}]
    if kill_first:
        actions += [{"type": "cast", "card": "doom", "choices": {"targets": ["m0"]}}, {"type": "resolve"}]
    actions.append({"type": "resolve"})
    return _run(game, actions, _read(*DISCHARGE), BIG, SMALL, DOOM)


def test_608_2c_flame_discharge_deals_x_plus_2_if_a_modified_creature_was_controlled_as_it_was_cast() -> None:
    abilities = _read(*DISCHARGE)["abilities"]
    assert abilities[2]["effect"]["condition"] == {"kind": "s22neoa_controlled_as_cast", "spec": "creature:modified"}
    assert abilities[2]["effect"]["effect"]["amount"] == "X_plus_2"
    assert permanent(_discharge(False), "big")["damage"] == 3
    assert not any(p["id"] == "big" for p in _discharge(True)["state"]["battlefield"])  # 5 damage to a 5/5
    # the modified creature gone before it resolves: it was controlled as the spell was cast
    assert not any(p["id"] == "big" for p in _discharge(True, kill_first=True)["state"]["battlefield"])
    # "X plus 2" after a fixed amount of damage is not read
    assert probe_support("~ deals 3 damage to target creature. If you controlled a modified creature as you cast ~, it "
                         "deals X plus 2 damage instead.", "Instant", None) != "full"


# --- "Return it to its owner's hand at the beginning of your next end step." after a return (CR 603.7a, 400.7) ---

GREASEFANG = (
    "Greasefang, Okiba Boss",
    "Legendary Creature — Rat Pilot",
    "At the beginning of combat on your turn, return target Vehicle card from your graveyard to the battlefield. It "
    "gains haste. Return it to its owner's hand at the beginning of your next end step.",
    "{1}{W}{B}",
    ("4", "3"),
)
VEHICLE = {"name": "Probe Vehicle", "types": ["Artifact"], "subtypes": ["Vehicle"], "power": 3, "toughness": 3}


def _greasefang(active: str = "alice", after: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    game = state(active_player=active, alice={"graveyard": [{"id": "veh", "card": "Probe Vehicle"}]},
                 battlefield=[{"id": "gf", "card": "Greasefang, Okiba Boss", "controller": "alice"}])
    actions = [{"type": "next_step"}, {"type": "resolve", "choices": {"targets": ["veh"]}}, *(after or [])]
    return _run(game, actions, _read(*GREASEFANG), VEHICLE)


def test_603_7a_greasefang_returns_the_vehicle_to_hand_at_your_next_end_step() -> None:
    effect = _read(*GREASEFANG)["abilities"][0]["effect"]
    assert effect["return_to_hand_at"] == "your_next_end_step" and effect["target"] == "card_in_your_graveyard:Vehicle"
    back = _greasefang()
    assert "haste" in permanent(back, "veh")["characteristics"]["keywords"]
    assert back["state"]["delayed_triggers"][0]["at"] == "your_next_end_step"
    bounced = _greasefang(after=[{"type": "next_step"}] * 4 + [{"type": "resolve"}])
    assert bounced["state"]["step"] == "end" and not any(p["id"] == "veh" for p in bounced["state"]["battlefield"])
    assert [c["id"] for c in bounced["state"]["players"][0]["hand"]] == ["veh"]
    # a delayed trigger of alice's waits through an end step of bob's turn
    waiting = _run(state(active_player="bob", step="postcombat_main", delayed_triggers=[
        {"controller": "alice", "at": "your_next_end_step", "action": "bounce", "objects": ["veh"], "source": "gf"}],
        battlefield=[{"id": "veh", "card": "Probe Vehicle", "controller": "alice"}]), [{"type": "next_step"}], VEHICLE)
    assert waiting["state"]["step"] == "end" and not waiting["state"]["stack"]
    assert waiting["state"]["delayed_triggers"][0]["objects"] == ["veh"]
    # not after a return to the battlefield: not read
    assert probe_support("When ~ enters, draw a card. Return it to its owner's hand at the beginning of your next end "
                         "step.") != "full"
