"""s29-core: "End the turn." (Time Stop, Sundial of the Infinite; CR 721.1; docs/oracle-s29-core.md).

The effect `end_the_turn`, as it resolves, follows CR 721.1's steps in order:
- 721.1a: triggered abilities that triggered before and are not on the stack yet cease to exist (the game's pending
  triggers are dropped).
- 721.1b: every object on the stack is exiled, the resolving one too: a spell with a card goes to its owner's exile (a
  copy of a spell and an ability cease to exist, CR 707.10a, 113.7). The resolving spell is not put anywhere else after
  (`exiled_by_ending`, asked by rules/stack.py as the spell leaves the stack).
- 721.1c-d: state-based actions are checked (no player gets priority, no trigger is put on the stack), then the current
  phase and step end: creatures are removed from combat, and the game skips straight to the cleanup step (a new
  cleanup step during one), the loop's `registry.end_the_turn` (loop/steps.py). The cleanup step's turn-based actions
  happen then (514.1-514.2); triggers that trigger during the process are put on the stack during it (721.1f).
"Activate only during your turn." on such an ability is the usual activation restriction.

No hook of its own: the resolver runs only when an `end_the_turn` effect resolves, and rules/stack.py's question is one
lookup in the game's rule memory."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S29coreEndTurnEffect
from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Zone
from app.engine.game import Game
from app.engine.rules import spell_copy_leaves
from app.engine.rules.zones import card_name, place_in_zone
from app.engine.state import StackObject, ZoneCard, constructed

_EXILED = "s29core_exiled_by_ending_the_turn"  # the id of the resolving spell exiled as it ended the turn


def exiled_by_ending(game: Game, item: StackObject) -> bool:
    """Whether the resolving spell `item` ended the turn and was exiled doing so (CR 721.1b): put nowhere else."""
    return game.rule_memory.get(_EXILED) == item.id


def _exile_stack(game: Game, resolving: StackObject) -> None:
    """CR 721.1b: every object on the stack, the resolving one too, is exiled."""
    items = [resolving, *(item for item in game.state.stack if item is not resolving)]
    game.state.stack = []
    for item in items:
        if item.kind is StackObjectKind.SPELL and item.card is not None and item.owner is not None:
            if spell_copy_leaves.ceases_to_exist(game, item):  # a copy of a spell (CR 707.10a)
                continue
            place_in_zone(game.player(item.owner), Zone.EXILE, [constructed(ZoneCard, id=item.id, card=item.card)])
            game.emit("zone_change", [cr("721.1b")], object=item.id, card=card_name(game, item.card), cards=[item.id],
                      **{"from": Zone.STACK.value, "to": Zone.EXILE.value})
            if item is resolving:
                game.rule_memory[_EXILED] = item.id
        else:  # an ability on the stack (or a spell without a card) ceases to exist
            game.emit("stack_object_exiled", [cr("721.1b")], stack_object=item.id, source=item.source)


def _resolve(game: Game, item: StackObject, effect: S29coreEndTurnEffect, choices: Choices) -> None:
    dropped = len(game.pending_triggers)
    game.pending_triggers.clear()  # CR 721.1a
    game.emit("turn_ending", [cr("721.1"), cr("721.1a")], stack_object=item.id, turn=game.state.turn,
              step=game.state.step.value, triggers_ceased=dropped)
    _exile_stack(game, item)
    assert registry.end_the_turn is not None  # set by loop/steps.py
    registry.end_the_turn(game)  # CR 721.1c-d


registry.effect_resolvers["end_the_turn"] = _resolve
