""" "If you control three or more creatures with different powers" (the condition of Innistrad's coven
ability word; CR 207.2c: an ability word has no rules meaning of its own, the condition is read as
written): the controller controls at least N of the permanents the spec names such that no two of
them have the same power (CR 208.1: a creature's power is its current, layer-computed power; 613.4).

Choosing one permanent per power value gives the largest such set, so the condition holds exactly when
the permanents show at least N different power values. A permanent with no power (not a creature) is
not counted. Used by a step trigger's intervening "if" (`StepTriggerAbility.if_you_control_different_powers`,
checked as it would trigger and again as it resolves, CR 603.4) through rules/you_control.py."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.rules.target_filters import characteristics_match, states_hold
from app.engine.target_grammar import parse_target_spec

CITES = ("603.4", "208.1")


def different_powers(game: Game, controller: str, spec_text: str) -> int:
    """How many different powers the permanents `controller` controls that `spec_text` names show."""
    spec = parse_target_spec(spec_text)
    powers: set[int] = set()
    for permanent in game.state.battlefield:
        if permanent.controller != controller:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is None or characteristics.power is None:
            continue
        if characteristics_match(spec, characteristics, 0) and (not spec.states or states_hold(game, spec, permanent)):
            powers.add(characteristics.power)
    return len(powers)


def controls_different_powers(game: Game, controller: str | None, spec_text: str, at_least: int) -> bool:
    """Whether `controller` controls `at_least` permanents `spec_text` names with pairwise different powers."""
    return controller is not None and different_powers(game, controller, spec_text) >= at_least
