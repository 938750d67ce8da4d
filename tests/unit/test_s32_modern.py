"""Session 32, group modern (docs/oracle-s32-modern.md): general constructions of today's Oracle text, each read from
the real card's Oracle text (tests/fixtures/sets) and played by the engine; a near variant the engine does not
implement stays refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    events_of,
    mtgjson_full_definition,
    on_battlefield,
    player_of,
    probe_support,
    read_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

# --- "Copy target [activated or] triggered ability you control. You may choose new targets for the copy." ------------
# (CR 707.10, 707.10c, 115.1)

def _pinger() -> dict[str, Any]:
    return read_full_definition("Probe Pinger", "Creature — Human Wizard",
                                "When Probe Pinger enters, it deals 2 damage to any target.", "{1}{R}", ("1", "1"))


def test_707_10_strionic_resonator_copies_a_triggered_ability_you_control_with_new_targets() -> None:
    resonator = mtgjson_full_definition("M14", "Strionic Resonator")
    assert resonator["abilities"][0]["effect"] == {"kind": "copy_ability", "target": "triggered_ability:you_control",
                                                   "new_targets": True}
    pinger = _pinger()
    trigger = {"id": "t1", "kind": "triggered_ability", "card": "Probe Pinger", "source": "p", "controller": "alice",
               "ability_index": 0, "targets": ["bob"]}
    game = state(battlefield=[on_battlefield("r", "Strionic Resonator"), on_battlefield("p", "Probe Pinger")],
                 stack=[trigger], alice={"mana_pool": {"C": 2}})
    activate = {"type": "activate", "permanent": "r", "ability": 0, "choices": {"targets": ["t1"]}}
    kept = _run(game, [activate, {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}], resonator, pinger)
    copied = events_of(kept, "ability_copied")
    assert [(e["of"], e["controller"], e["targets"]) for e in copied] == [("t1", "alice", ["bob"])]
    assert player_of(kept, "bob")["life"] == 16 and kept["state"]["stack"] == []  # the copy and the original: 2 + 2
    moved = _run(game, [activate, {"type": "resolve", "choices": {"copy_targets": ["alice"]}}, {"type": "resolve"},
                        {"type": "resolve"}], resonator, pinger)
    assert (player_of(moved, "alice")["life"], player_of(moved, "bob")["life"]) == (18, 18)
    with pytest.raises(IllegalAction):  # an ability bob controls is no target for "you control" (CR 115.1)
        _run(state(battlefield=[on_battlefield("r", "Strionic Resonator"), on_battlefield("p", "Probe Pinger", "bob")],
                   stack=[{**trigger, "controller": "bob"}], alice={"mana_pool": {"C": 2}}), [activate],
             resonator, pinger)


def test_707_10_activated_or_triggered_variants_read_and_other_sources_stay_refused() -> None:
    assert probe_support("{2}, {T}: Copy target activated or triggered ability you control. You may choose new "
                         "targets for the copy.", "Artifact", None) == "full"
    assert probe_support("{2}, {T}: Copy target triggered ability. You may choose new targets for the copy.",
                         "Artifact", None) != "full"  # any controller's: not read
    assert probe_support("{G}, {T}: Copy target activated or triggered ability you control from an enchantment "
                         "source. You may choose new targets for the copy.", "Artifact", None) != "full"
    assert probe_support("{2}, {T}: Copy target static ability you control.", "Artifact", None) != "full"
