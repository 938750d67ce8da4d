"""s28-core: "Target opponent skips their next combat phase." (Stonehorn Dignitary; CR 614.10, 614.10a, 506.1;
docs/oracle-s28-core.md).

- The effect `skip_next_combat_phase`: as it resolves, each player it names has one more combat phase to skip
  (`Player.skip_combat_phases`, kept in the state between requests).
- Skipping (CR 614.10: a skip is a replacement effect; to skip a phase is to proceed past it as though it didn't exist):
  when the next combat phase of a turn of such a player would begin, its five steps (beginning of combat, declare
  attackers, declare blockers, combat damage, end of combat; 506.1) are skipped at once, nothing scheduled for them
  happens (614.10a: no "at the beginning of combat" trigger), and the count goes down by one. Another player's combat
  phase is not theirs: only the active player's own phases count (506.1: the combat phase of their turn).

Gating: the step hook is asked only in a game where a posted player has a combat phase to skip or the effect resolved
(the kind `SKIP_COMBAT`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S28coreSkipNextCombatEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.rules.ability_presence import add_kind, posted_state_kinds
from app.engine.rules.effects_targets import affected
from app.engine.state import StackObject

SKIP_COMBAT = "s28core_skip_combat"
_KINDS: frozenset[object] = frozenset((SKIP_COMBAT,))
_NO_KINDS: frozenset[object] = frozenset()
_MEMORY = "s28core_skipping_combat"  # the turn whose combat phase is being skipped, while its steps are passed
_COMBAT_STEPS = (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
                 Step.END_OF_COMBAT)
_CITES = [cr("614.10"), cr("614.10a"), cr("506.1")]


def _resolve(game: Game, item: StackObject, effect: S28coreSkipNextCombatEffect, choices: Choices) -> None:
    for player_id in affected(game, item, effect.target):
        player = next((p for p in game.state.players if p.id == player_id), None)
        if player is None:
            continue
        player.skip_combat_phases += 1
        game.emit("combat_phase_to_skip", [cr("608.2"), cr("614.10")], stack_object=item.id, player=player_id,
                  combat_phases=player.skip_combat_phases)
        add_kind(game, SKIP_COMBAT)


def _skipped(game: Game, step: Step) -> list[str] | bool:
    state = game.state
    if step is Step.BEGINNING_OF_COMBAT:
        player = next((p for p in state.players if p.id == state.active_player), None)
        if player is None or player.skip_combat_phases <= 0:
            return False
        player.skip_combat_phases -= 1
        game.rule_memory[_MEMORY] = state.turn
        game.emit("combat_phase_skipped", list(_CITES), player=player.id, turn=state.turn)
        return list(_CITES)
    if game.rule_memory.get(_MEMORY) != state.turn:
        return False
    if step is Step.END_OF_COMBAT:
        del game.rule_memory[_MEMORY]
    return list(_CITES)


def _posted(game: Game) -> frozenset[object]:
    """`SKIP_COMBAT` when a posted player has a combat phase to skip."""
    return _KINDS if any(player.skip_combat_phases for player in game.state.players) else _NO_KINDS


posted_state_kinds.append(_posted)
registry.effect_resolvers["skip_next_combat_phase"] = _resolve
registry.step_skips.add(_skipped, needs=(SKIP_COMBAT,), events=tuple(step.value for step in _COMBAT_STEPS))
