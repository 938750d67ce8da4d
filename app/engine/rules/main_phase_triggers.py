"""Triggers at the beginning of a main phase (CR 505.1a, 603.2): "At the beginning of your first main
phase" (the precombat main phase: the first main phase of a turn) and "At the beginning of your
second main phase" (the postcombat main phase, after the combat phase) are step triggers
(`step_trigger` with `step` "precombat_main" / "postcombat_main"; rules/step_triggers.py resolves
them, with their intervening "if" (CR 603.4) and their payments).

- A main phase has no steps (CR 505.1); the engine keeps each main phase as one step of the turn
  (app/engine/enums.py `Step`), and a turn here has one combat phase, so its second main phase is
  its postcombat main phase.
- They trigger as the phase begins, after the saga's lore counter (a turn-based action, CR 714.3b,
  rules/sagas.py) and are put on the stack the next time a player would receive priority (CR 603.3,
  505.5 note: the active player receives priority in the main phase).
- "your": only in the main phases of the ability's controller's turns (CR 102.1).
- Gated: the hooks run only while a permanent with a step trigger is or was on the battlefield
  (`needs`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import GrantStepTriggerAbility, StepTriggerAbility
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.rules.step_triggers import detect

MAIN_PHASES = {Step.PRECOMBAT_MAIN: "precombat_main", Step.POSTCOMBAT_MAIN: "postcombat_main"}


def _detect_main_phase(game: Game, name: str) -> None:
    detect(game, name)


for _step, _name in MAIN_PHASES.items():
    # After the saga's lore counter (order 50, CR 714.3b), as the other step triggers (order 150).
    registry.step_begin[_step].add(
        lambda game, name=_name: _detect_main_phase(game, name),
        order=150,
        needs=(StepTriggerAbility, GrantStepTriggerAbility),
    )
