"""Session 19, the lead's own repairs (issue 24): layer 6 in timestamp order among a permanent's own
effects (CR 613.7). A keyword granted by an effect that began after a "loses all abilities" or a "loses
flying" (Jump resolved after Merfolk Trickster's trigger) is the permanent's again; one granted before
the loss stays lost (rules/lose_keywords.py)."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import permanent, state
from tests.unit.conftest import run_with_cards as _run

JUMP: dict[str, Any] = {"name": "Jump", "mana_cost": "{U}", "types": ["Instant"],
                        "abilities": [{"kind": "spell", "effect": {"kind": "pump", "target": "creature",
                                                                    "keywords": ["flying"]}}]}
LOSE_ALL: dict[str, Any] = {"source": "mt", "lost_all_abilities": True}
LOSE_FLYING: dict[str, Any] = {"source": "rs", "lost_keywords": ["flying"]}
GAINED_FLYING: dict[str, Any] = {"source": "j0", "keywords": ["flying"], "power": 0, "toughness": 0}


def _cast_jump_on(effects: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(
        alice={"mana_pool": {"U": 1}, "hand": [{"id": "j", "card": "Jump"}]},
        battlefield=[{"id": "bear", "card": "Grizzly Bears", "effects": effects}],
    )
    return _run(game, [{"type": "cast", "card": "j", "choices": {"targets": ["bear"]}}, {"type": "resolve"}], JUMP)


def test_613_7_flying_granted_after_the_loss_of_all_abilities_is_kept() -> None:
    bear = permanent(_cast_jump_on([LOSE_ALL]), "bear")
    assert bear["characteristics"]["keywords"] == ["flying"]


def test_613_7_flying_granted_after_losing_flying_is_kept() -> None:
    bear = permanent(_cast_jump_on([LOSE_FLYING]), "bear")
    assert bear["characteristics"]["keywords"] == ["flying"]


def test_613_7_flying_granted_before_the_loss_stays_lost() -> None:
    # the grant first, then the loss: the loss is later and wins (and so with a later "loses flying")
    game = state(battlefield=[{"id": "bear", "card": "Grizzly Bears", "effects": [GAINED_FLYING, LOSE_ALL]}])
    assert permanent(_run(game, [], JUMP), "bear")["characteristics"]["keywords"] == []
    game = state(battlefield=[{"id": "bear", "card": "Grizzly Bears",
                               "effects": [LOSE_ALL, GAINED_FLYING, LOSE_FLYING]}])
    assert permanent(_run(game, [], JUMP), "bear")["characteristics"]["keywords"] == []
