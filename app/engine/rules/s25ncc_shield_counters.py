"""s25-ncc: shield counters (CR 122.1c). "One or more shield counters on a permanent create a single replacement
effect and a single prevention effect that protect the permanent": "If this permanent would be destroyed as the result
of an effect, instead remove a shield counter from it" (614.1a) and "If damage would be dealt to this permanent,
prevent that damage and remove a shield counter from it" (615.1). "Shield" is no ability: a permanent that lost all
its abilities is still protected, and the counter is no keyword counter (122.1b).

- Destruction (`shielded_instead`, asked by every "destroy" effect of the engine: rules/effects_zones.py
  `destroy_permanent`, rules/block_triggers.py): one counter is removed and the permanent stays. Only destruction
  by an effect: the state-based actions that destroy a creature with lethal damage or deathtouch damage (704.5g-h)
  are not replaced. If a regeneration shield could replace the same destruction, its controller would choose which
  applies first (616.1): that choice is not modelled (refused).
- Damage (a `registry.damage_modifiers` hook, after the prevention shields of rules/prevention.py): all of the damage
  is prevented and one counter removed, however many the permanent has; damage dealt at the same time by several
  sources (combat damage, 510.2) is one event, so one counter is removed for all of it. Damage that can't be prevented
  is dealt, and the counter is still removed (615.12: the prevention effect's other effects happen).

Each removal is a `counters_removed` event (`purpose` "instead_of_destroyed" / "instead_of_damage").

Gated: the damage hook runs only in a game where some permanent has had a shield counter (`KIND`: posted, or put by
`keyword_counters.counters_put`, which every rule putting a counter of a name it doesn't fix calls)."""

from __future__ import annotations

from app.engine import registry
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import keyword_counters
from app.engine.rules.s23c11_unpreventable import damage_cant_be_prevented
from app.engine.state import Permanent

SHIELD = "shield"
KIND = "object:shield_counter"
_COMBAT_EVENT = "s25ncc_shielded_in_combat_damage"  # rule_memory: (combat, damage step, permanents shielded in it)


def _remove_one(game: Game, permanent: Permanent, cites: list[str], reason: str) -> None:
    keyword_counters.remove_one(game, permanent, SHIELD)
    game.emit("counters_removed", cites, permanent=permanent.id, counter=SHIELD, amount=1,
              counters=dict(permanent.counters), purpose=reason)


def shielded_instead(game: Game, permanent: Permanent, cites: list[str]) -> bool:
    """As `permanent` would be destroyed by an effect: if it has a shield counter, one is removed instead and True
    (it isn't destroyed; CR 122.1c, 614.1a); else False."""
    if permanent.counters.get(SHIELD, 0) <= 0:
        return False
    if permanent.regeneration_shields and not permanent.cant_be_regenerated:
        raise IllegalAction("Not modelled", f"{permanent.id} would be destroyed with a shield counter and a "
                            "regeneration shield: the order its controller chooses is not modelled",
                            [cr("122.1c"), cr("616.1")])
    _remove_one(game, permanent, [*cites, cr("122.1c"), cr("614.1a")], "instead_of_destroyed")
    return True


def combat_damage_event(game: Game, key: str) -> set[str] | None:
    """The permanents a prevention effect (named by `key` in `game.rule_memory`) has already applied to in this
    combat's damage step, one combat damage event (CR 510.2; the combat object kept: an extra combat is another); None
    outside combat. s26-std: shared with rules/s26std_counter_prevention.py."""
    state_combat = game.state.combat
    if state_combat is None:
        return None
    memo = game.rule_memory.get(key)
    if memo is None or memo[0] is not state_combat or memo[1] != state_combat.damage_step:
        memo = (state_combat, state_combat.damage_step, set())
        game.rule_memory[key] = memo
    event: set[str] = memo[2]
    return event


def _prevent(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> tuple[int, list[str]]:
    """CR 122.1c, 615.1: damage about to be dealt to a permanent with a shield counter."""
    if amount <= 0:
        return amount, []
    permanent = game.permanent(recipient)
    if permanent is None:
        return amount, []
    event = combat_damage_event(game, _COMBAT_EVENT) if combat else None
    if event is not None and permanent.id in event:  # the same combat damage event: already prevented (510.2)
        return (amount, []) if damage_cant_be_prevented(game) else (0, [cr("122.1c"), cr("615.1"), cr("510.2")])
    if permanent.counters.get(SHIELD, 0) <= 0:
        return amount, []
    if event is not None:
        event.add(permanent.id)
    unpreventable = damage_cant_be_prevented(game)
    rule = [cr("122.1c"), cr("615.1"), *([cr("615.12")] if unpreventable else [])]
    _remove_one(game, permanent, rule, "instead_of_damage")
    if unpreventable:
        return amount, rule
    game.emit("prevention_applied", rule, by=permanent.id, source=source_id, to=recipient, prevented=amount,
              used_up=False)
    return 0, rule


keyword_counters.WATCHED_COUNTERS[SHIELD] = KIND  # counted posted or put (keyword_counters._posted, counters_put)
registry.damage_modifiers.add(_prevent, order=112, needs=(KIND,))  # after the prevention shields (110)
