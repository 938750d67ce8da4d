"""A target named for later effects (CR 115.1, 601.2c, 608.2c) — the `choose_target` effect.

"Target creature you control deals damage equal to its power to target creature you don't
control." (Rabid Bite): the creature that deals the damage is a target of the spell, chosen as it is
cast, before the creature it damages (601.2c: targets in the order the text names them). The effect
does nothing by itself: the effects after it name its object ("it", "its power"), recorded as it
resolves (rules/effects_targets.py `referents`, 608.2h). If its target became illegal, those effects
find nothing (608.2b: the illegal target is not affected and doesn't act)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ChooseTargetEffect
from app.engine.game import Game
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: ChooseTargetEffect, choices: Choices) -> None:
    return  # CR 608.2c: the target is only named here; the later effects act on it


registry.effect_resolvers["choose_target"] = _resolve
