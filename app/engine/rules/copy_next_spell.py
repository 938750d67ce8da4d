"""s18-castfree: "When you cast your next instant or sorcery spell this turn, copy that spell. You may
choose new targets for the copy." (Doublecast, Galvanic Iteration, Teach by Example; Dual Strike's "with
mana value 4 or less"), the `copy_next_spell` effect.

- CR 603.7: the effect creates a delayed triggered ability as it resolves; it is kept in the state's
  `copy_next_spell` (its controller, the turn, its source, 603.7d). It triggers on the next instant or
  sorcery spell its controller casts this turn (601.2i: once the spell becomes cast), of mana value
  `max_mana_value` or less when the effect says so (202.3: the spell's mana value, X counted, 107.3).
- CR 603.7b: it refers to one particular event ("your next ... spell"), so it triggers only once and
  is then gone: a later spell doesn't trigger it, nor does a spell of another type or a greater mana
  value (those don't count as "your next instant or sorcery spell [with mana value 4 or less]", and it
  keeps waiting).
- It goes on the stack above the spell (603.3), with the spell recorded in it. As it resolves it puts
  one copy of that spell on the stack (707.10, rules/spell_copies.py): not cast, controlled by the
  ability's controller; `new_targets` (707.10c): the `resolve` action's `choices.copy_targets` gives
  the copy's targets. A spell gone from the stack is copied as it last existed there (608.2h).
- CR 603.7b-c, 514.2: "this turn": one not triggered by the end of the turn ends in its cleanup step.
- s32-modern: "Until end of turn, whenever you cast an instant or sorcery spell, copy it." (`s32modern_each`): a delayed
  triggered ability with a stated duration triggers each time its event happens (603.7b) and ends in the cleanup step.
- s35-fin: "copy that spell twice. You may choose new targets for the copies." (`s35fin_copies`, 707.10, 707.10c): as it
  resolves it puts that many copies on the stack, one after the other; each copy's new targets are its list in the
  `resolve` action's `choices.copies_targets` (none, or an empty list: that copy keeps the original's targets).

Gating: the watcher is shown casts only in a game where such an ability was created in the request
or posted with the state (`ability_presence.add_kind` / `posted_state_field`); the cleanup hook
returns at once when the list is empty.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CopyNextSpellEffect
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import CardType, Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import ability_presence, keyword_triggers
from app.engine.rules.spell_copies import NEW_TARGETS_CITES, put_copy_on_stack
from app.engine.state import CopyNextSpell, StackObject

KEYWORD = "copy_next_spell"
KIND = "state:copy_next_spell"  # the game's kinds: some such delayed ability exists (its watcher's `needs`)
_SPELL = "copy_next_spell_spell"  # the trigger's `choices`: the spell as it was cast (608.2h)
_NEW_TARGETS = "copy_next_spell_new_targets"
_COPIES = "copy_next_spell_copies"  # s35-fin: the number of copies ("twice"), when more than one
CITES = (cr("603.7"), cr("707.10"))
_TYPES = frozenset((CardType.INSTANT.value, CardType.SORCERY.value))


def _resolve_effect(game: Game, item: StackObject, effect: Any, choices: Choices) -> None:
    assert isinstance(effect, CopyNextSpellEffect)
    state = game.state
    player = item.controller or state.active_player or ""
    source = item.source if item.source is not None else item.id
    state.copy_next_spell = [
        *state.copy_next_spell,
        CopyNextSpell(player=player, turn=state.turn, source=source, max_mana_value=effect.max_mana_value,
                      new_targets=effect.new_targets, s32modern_each=effect.s32modern_each,
                      s35fin_copies=effect.s35fin_copies),
    ]
    ability_presence.add_kind(game, KIND)
    game.emit("delayed_copy_created", [cr("603.7"), cr("608.2")], stack_object=item.id, player=player,
              max_mana_value=effect.max_mana_value)


def _matches(game: Game, waiting: CopyNextSpell, caster: str, spell: StackObject) -> bool:
    if waiting.player != caster or waiting.turn != game.state.turn:
        return False
    characteristics = compute(game, spell)
    if characteristics is None or _TYPES.isdisjoint(characteristics.types):
        return False
    return waiting.max_mana_value is None or characteristics.mana_value <= waiting.max_mana_value


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    waiting_all = game.state.copy_next_spell
    if not waiting_all:
        return []
    caster = event.get("player")
    spell = game.stack_object(str(event.get("stack_object")))
    if caster is None or spell is None:
        return []
    found: list[PendingTrigger] = []
    kept: list[CopyNextSpell] = []
    for waiting in waiting_all:
        matched = _matches(game, waiting, caster, spell)
        if not matched or waiting.s32modern_each:  # s32-modern: one with a duration triggers each time (603.7b)
            kept.append(waiting)
        if not matched:
            continue
        data = {"keyword_trigger": KEYWORD, _SPELL: spell.model_dump(mode="json"), _NEW_TARGETS: waiting.new_targets}
        if waiting.s35fin_copies is not None:
            data[_COPIES] = waiting.s35fin_copies
        found.append(PendingTrigger(waiting.source or spell.id, None, caster, KEYWORD, [],
                                    [*CITES, cr("603.7b"), cr("601.2i")], data=data))
    if found:
        game.state.copy_next_spell = kept  # CR 603.7b: each triggers only once
    return found


def _resolve_trigger(game: Game, item: StackObject, choices: Choices) -> None:
    recorded = StackObject.model_validate(item.choices[_SPELL])
    spell = game.stack_object(recorded.id) or recorded  # 608.2h: as it last existed on the stack
    new_targets = bool(item.choices.get(_NEW_TARGETS))
    copies = item.choices.get(_COPIES)
    if isinstance(copies, int):  # s35-fin: "copy that spell twice" (CR 707.10; each copy's targets, 707.10c)
        given = list(choices.copies_targets or [])
        if choices.copies_targets is not None:
            game.used_choices.add("copies_targets")
        for number in range(copies):
            targets = given[number] if number < len(given) else None
            put_copy_on_stack(game, item, spell, targets or None, new_targets,
                              (*CITES, *(NEW_TARGETS_CITES if new_targets and targets else ())))
        return
    if choices.copy_targets is not None:
        game.used_choices.add("copy_targets")
    put_copy_on_stack(game, item, spell, choices.copy_targets or None, new_targets,
                      (*CITES, *(NEW_TARGETS_CITES if new_targets and choices.copy_targets else ())))


def _ends(game: Game) -> None:
    """Cleanup step (CR 514.2, 603.7b): the abilities of this turn not triggered end."""
    state = game.state
    if not state.copy_next_spell:
        return
    ending = [w for w in state.copy_next_spell if w.turn <= state.turn]
    if not ending:
        return
    state.copy_next_spell = [w for w in state.copy_next_spell if w.turn > state.turn]
    for waiting in ending:
        game.emit("delayed_copy_ended", [cr("514.2"), cr("603.7b")], player=waiting.player, source=waiting.source)



registry.effect_resolvers[KEYWORD] = _resolve_effect
keyword_triggers.watch("spell_cast", _detect, needs=(KIND,))
registry.keyword_trigger_resolvers[KEYWORD] = _resolve_trigger
registry.step_begin[Step.CLEANUP].add(_ends, order=21, needs=(KIND,))
ability_presence.posted_state_field("copy_next_spell", KIND)
