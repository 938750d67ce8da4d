"""Conditions on what an ability's controller controls (one rule, two uses):

- a conditional static ability, "~ gets +1/+0 as long as you control an artifact", "As long as
  you control a Dragon, ~ has flying": its continuous effect applies at any moment the condition
  holds, and not otherwise (CR 611.3a-b, 604.2): `StaticPumpAbility.as_long_as_you_control`,
  read by rules/static_pump.py;
- an intervening "if" clause of a triggered ability, "At the beginning of your upkeep, if you
  control a creature with power 4 or greater, draw a card.": the ability triggers only if it
  holds, and does nothing as it resolves unless it still holds (CR 603.4):
  `StepTriggerAbility.if_you_control`, read by rules/step_triggers.py; "if you control three or
  more creatures": `if_you_control_at_least` of them.

The condition is a spec of the target grammar (app/engine/target_grammar.py) matched against each
permanent the controller controls. Inside the layer system (a static ability's condition), the
specs are limited to card types, subtypes and colors (CR 613.1d-e, layers 4 and 5: the model
refuses others), and the characteristics of the other permanents are computed with conditional
static abilities left out: those change power, toughness and keywords only (layers 6 and 7c), so
what the condition reads is exact, and a condition can't ask for itself without end."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.rules.different_powers import controls_different_powers
from app.engine.rules.target_filters import characteristics_match, states_hold
from app.engine.target_grammar import parse_target_spec

_EVALUATING = "you_control.evaluating"


def you_control(
    game: Game, controller: str | None, spec_text: str, at_least: int = 1, different_names: bool = False,
    different_powers: bool = False, source_id: str | None = None, anyone: bool = False,
) -> bool:
    """Whether `controller` controls a permanent that `spec_text` names, or `at_least` of them ("if
    you control three or more creatures", module docstring); `different_names` (s13-pw): "four or
    more Demons with different names" counts one permanent per name (CR 201.2); `different_powers`
    (s16-tailb): "three or more creatures with different powers" (rules/different_powers.py). s16-taila:
    a spec with `other` ("if you control another Wizard") leaves out the ability's source, `source_id`. s23-c11:
    `anyone` counts every player's permanents ("there are five or more Islands on the battlefield", CR 110.1)."""
    if controller is None:
        return False
    if different_powers:
        return controls_different_powers(game, controller, spec_text, at_least)
    spec = parse_target_spec(spec_text)
    found = 0
    names: set[str | None] = set()
    for permanent in game.state.battlefield:
        if permanent.controller != controller and not anyone:
            continue
        if spec.other and permanent.id == source_id:
            continue  # s16-taila: "another": not the source itself
        characteristics = characteristics_of(game, permanent)
        if characteristics_match(spec, characteristics, 0) and (not spec.states or states_hold(game, spec, permanent)):
            if different_names:
                name = characteristics.name if characteristics is not None else None
                if name is None or name in names:
                    continue  # a nameless (face-down) permanent or a repeated name (CR 201.2, 708.2a)
                names.add(name)
            found += 1
            if found >= at_least:
                return True
    return False


def static_condition_holds(
    game: Game, controller: str | None, spec_text: str, source_id: str | None = None, *, at_least: int = 1
) -> bool:
    """A conditional static ability's "as long as you control ..." (CR 611.3a), asked from inside
    the layers: while one is being decided, the others are left out (module docstring); s17-lm:
    `at_least`, "as long as you control eight or more lands"; s17-taile: "another Dinosaur"
    (`other`) leaves out the ability's source, `source_id`."""
    if game.rule_memory.get(_EVALUATING):
        return False
    game.rule_memory[_EVALUATING] = True
    try:
        return you_control(game, controller, spec_text, at_least=at_least, source_id=source_id)
    finally:
        game.rule_memory.pop(_EVALUATING, None)
