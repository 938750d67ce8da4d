"""s22-neob: "Whenever a Samurai or Warrior you control attacks alone, the next spell you cast this turn costs {1} less to
cast." (Peerless Samurai): the `next_spell_costs_less` effect (docs/oracle-s22-neob.md).

- As the effect resolves, the state's `next_spell_reductions` records it: its controller, the turn, how much generic
  mana and its source.
- CR 601.2f, 118.7a: while it waits, the total cost of the next spell its player casts that turn is reduced by that
  much generic mana (never below zero; colored mana is not reduced), after increases, as other reductions are.
- It applies to one spell: the next spell the player casts (601.2i: once that spell becomes cast) uses it up, whatever
  it saved. Two such reductions both apply to that one spell.
- CR 514.2: "this turn": one not used by the end of the turn ends in its cleanup step.

Gating: the cost modifier, the cast watcher and the cleanup hook run only in a game where such a reduction was made in
the request or posted with the state (`ability_presence.add_kind` / `posted_state_field`).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, S22neobNextSpellCostsLessEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import ability_presence, keyword_triggers
from app.engine.rules.costs import TotalCost
from app.engine.state import NextSpellReduction, Player, StackObject

KIND = "state:next_spell_reductions"  # the game's kinds: some reduction waits (the hooks' `needs`)
_CITES = (cr("601.2f"), cr("118.7a"))


def _resolve(game: Game, item: StackObject, effect: Any, choices: Choices) -> None:
    assert isinstance(effect, S22neobNextSpellCostsLessEffect)
    state = game.state
    reduction = NextSpellReduction(player=item.controller or state.active_player or "", turn=state.turn,
                                   generic=effect.generic, source=item.source or item.id)
    state.next_spell_reductions = [*state.next_spell_reductions, reduction]
    ability_presence.add_kind(game, KIND)
    game.emit("ability_resolved", [cr("608.2"), *_CITES], stack_object=item.id, source=item.source,
              effect="next_spell_costs_less")


def _waiting(game: Game, player: str) -> list[NextSpellReduction]:
    turn = game.state.turn
    return [r for r in game.state.next_spell_reductions if r.player == player and r.turn == turn]


def _reduction(game: Game, player: Player, definition: CardDefinition, cost: TotalCost) -> TotalCost:
    """CR 601.2f: the player's waiting reductions lower the cost of the spell being cast."""
    for waiting in _waiting(game, player.id):
        cost = cost.reduced_generic(waiting.generic, f"the next spell this turn ({waiting.source})", _CITES)
    return cost


def _used(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 601.2i: the spell became cast; the reductions that waited for it are used up."""
    caster = event.get("player")
    if caster is None or not game.state.next_spell_reductions:
        return []
    used = _waiting(game, str(caster))
    if used:
        game.state.next_spell_reductions = [r for r in game.state.next_spell_reductions if r not in used]
    return []


def _ends(game: Game) -> None:
    """Cleanup step (CR 514.2): the reductions of this turn not used end."""
    state = game.state
    if state.next_spell_reductions:
        state.next_spell_reductions = [r for r in state.next_spell_reductions if r.turn > state.turn]


registry.effect_resolvers["next_spell_costs_less"] = _resolve
registry.cost_modifiers.add(_reduction, order=100, needs=(KIND,))  # a reduction, after increases (50)
keyword_triggers.watch("spell_cast", _used, needs=(KIND,))
registry.step_begin[Step.CLEANUP].add(_ends, order=22, needs=(KIND,))
ability_presence.posted_state_field("next_spell_reductions", KIND)
