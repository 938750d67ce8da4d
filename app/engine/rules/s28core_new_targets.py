"""s28-core: "You may choose new targets for target spell." (Redirect; CR 115.7, 115.7d; docs/oracle-s28-core.md).

The effect `choose_new_targets` targets a spell (CR 115.1). As it resolves, the spell's new targets are the `resolve`
action's `choices.copy_targets`:

- none given, or the same list: the player leaves every target unchanged (115.7d: even targets that became illegal);
- otherwise the list replaces the spell's targets, checked as the spell's targets were when it was cast (601.2c: each
  legal for its effect, in order, the same number, none twice for one effect; the spell's controller's view, as it
  stays that spell's controller); only the final set is checked (115.7e). A list keeping a target that is now illegal
  while changing another is refused (the engine checks the whole final set, and an illegal target fails it).
- A spell whose damage was divided as it was cast (`choices.division`, 601.2d) keeps its division by target; changing
  its targets is refused (not modelled).

The spell stays the same object under the same controller (115.7 changes only its targets). The event
`targets_changed` names it, the old targets and the new.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S28coreChooseNewTargetsEffect
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import modes
from app.engine.rules.effects_targets import verify_targets
from app.engine.rules.kicker import was_kicked
from app.engine.rules.stack import spell_effects
from app.engine.state import StackObject

CITES = (cr("608.2"), cr("115.7"), cr("115.7d"))


def _change(game: Game, item: StackObject, spell: StackObject, given: list[str]) -> None:
    definition = current_face(game, spell)
    if spell.choices.get("division"):
        raise IllegalAction("Not modelled", f"choosing new targets for {definition.name}, whose damage was divided as "
                            "it was cast, is not modelled", [*CITES, cr("601.2d")])
    alternative = spell.choices.get("alternative_cost")
    effects = modes.resolving_effects(
        spell, spell_effects(definition, kicked=was_kicked(spell), cleaved=alternative == "cleave",
                             overloaded=alternative == "overload", awakened=alternative == "awaken"),
        None, definition.name)
    verify_targets(game, spell.id, spell.controller or "", effects, list(given), definition.name, "115.7d", x=spell.x)
    old = list(spell.targets)
    spell.targets = list(given)
    game.emit("targets_changed", [*CITES, cr("115.7e")], stack_object=item.id, spell=spell.id, card=definition.name,
              old_targets=old, targets=list(given))


def _resolve(game: Game, item: StackObject, effect: S28coreChooseNewTargetsEffect, choices: Choices) -> None:
    for target_id in item.targets:
        spell = game.stack_object(target_id)
        if spell is None or spell.kind is not StackObjectKind.SPELL:
            continue
        given = choices.copy_targets
        if given is not None:
            game.used_choices.add("copy_targets")
        if given is None or list(given) == list(spell.targets):
            game.emit("targets_unchanged", list(CITES), stack_object=item.id, spell=spell.id,
                      targets=list(spell.targets))
            continue
        _change(game, item, spell, list(given))


registry.effect_resolvers["choose_new_targets"] = _resolve
