"""s26-std: "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1
counter from it." / "... remove that many +1/+1 counters from it." (the ability `prevent_damage_remove_counter`; CR
615.1: a prevention effect of a static ability, 604.1).

- As damage would be dealt to the permanent (a `registry.damage_modifiers` hook, after static prevention and the
  prevention shields of rules/prevention.py), if it has a +1/+1 counter, all of that damage is prevented and one
  +1/+1 counter is removed (`that_many`: as many as the damage prevented, at most all it has; CR 122.1).
- Damage dealt at the same time by several sources (combat damage, CR 510.2) is one event: the condition is checked
  once for it, all of it is prevented, and one counter is removed for all of it (`that_many`: the damage of each
  source, added up).
- Damage that can't be prevented (rules/s23c11_unpreventable.py) is dealt, and the counters are still removed (615.12:
  the prevention effect's other effects happen).
Each removal is a `counters_removed` event (`purpose` "instead_of_damage"). Asked only in games with the ability."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S26stdCounterPreventionAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import keyword_counters
from app.engine.rules.s23c11_unpreventable import damage_cant_be_prevented
from app.engine.rules.s25ncc_shield_counters import combat_damage_event
from app.engine.state import Permanent

_PLUS_ONE = "+1/+1"
_COMBAT_EVENT = "s26std_prevented_in_combat_damage"  # rule_memory: (combat, damage step, permanents prevented in it)


def _ability(game: Game, permanent: Permanent) -> S26stdCounterPreventionAbility | None:
    if permanent.face_down or permanent.card is None:
        return None  # CR 708.2: a face-down permanent has no abilities
    return next(iter(current_face(game, permanent).abilities_of(S26stdCounterPreventionAbility)), None)


def _remove(game: Game, permanent: Permanent, amount: int, rule: list[str]) -> None:
    removed = 0
    while removed < amount and permanent.counters.get(_PLUS_ONE, 0) > 0:
        keyword_counters.remove_one(game, permanent, _PLUS_ONE)
        removed += 1
    if removed:
        game.emit("counters_removed", rule, permanent=permanent.id, counter=_PLUS_ONE, amount=removed,
                  counters=dict(permanent.counters), purpose="instead_of_damage")


def _prevent(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> tuple[int, list[str]]:
    """CR 615.1: damage about to be dealt to a permanent with the ability while it has a +1/+1 counter."""
    if amount <= 0:
        return amount, []
    permanent = game.permanent(recipient)
    if permanent is None:
        return amount, []
    ability = _ability(game, permanent)
    if ability is None:
        return amount, []
    event = combat_damage_event(game, _COMBAT_EVENT) if combat else None  # one combat damage event (510.2)
    unpreventable = damage_cant_be_prevented(game)
    rule = [cr("615.1"), cr("604.1"), *([cr("615.12")] if unpreventable else [])]
    if event is not None and permanent.id in event:  # the same combat damage event: already applied to it (510.2)
        rule.append(cr("510.2"))
        if ability.that_many:
            _remove(game, permanent, amount, rule)
    else:
        if permanent.counters.get(_PLUS_ONE, 0) <= 0:
            return amount, []
        if event is not None:
            event.add(permanent.id)
        _remove(game, permanent, amount if ability.that_many else 1, rule)
    if unpreventable:
        return amount, rule
    game.emit("prevention_applied", rule, by=permanent.id, source=source_id, to=recipient, prevented=amount,
              used_up=False)
    return 0, rule


# After static prevention (105) and the prevention shields (110) of rules/prevention.py, before shield counters (112).
registry.damage_modifiers.add(_prevent, order=111, needs=(S26stdCounterPreventionAbility,))
