"""s33-dsk: impending (CR 702.176; docs/oracle-s33-dsk.md).

CR 702.176a: "Impending N—[cost]" means "You may choose to pay [cost] rather than pay this spell's mana cost," "If you
chose to pay this spell's impending cost, it enters with N time counters on it," "As long as this permanent's impending
cost was paid and it has a time counter on it, it's not a creature," and "At the beginning of your end step, if this
permanent's impending cost was paid and it has a time counter on it, remove a time counter from it." The reader writes
the first as the `alternative_cost` named "impending" (the `cast` action's `alternative_cost`, from the hand,
rules/alternative_costs.py, CR 118.9) and the others as the ability `impending` with its `counters`:

- As the permanent a spell cast for its impending cost becomes enters (`entering.spell`'s `choices.alternative_cost`),
  it gets the N time counters (CR 122.6, 614.1c) and the effect `impending` for as long as it stays on the battlefield
  (a new object once it leaves, 400.7): while it has a time counter it isn't a creature (layer 4, 613.1d; its creature
  types go with the type, 205.1a; rules/base_power_toughness.py). The `entered_battlefield` event's `impending` says so.
- At the beginning of its controller's end step (CR 513.1, 603.2) such a permanent with a time counter on it triggers
  (an intervening "if", 603.4: asked again as it resolves); it removes one time counter (event `counters_removed`,
  `purpose` "impending", rules/s25tsr_vanishing.py `remove_time_counter`). With the last one gone it is a creature again.

Gating: the enters hook and the end step hook are registered with `needs` (only in games with a card with impending).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S33dskImpendingAbility
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.s25tsr_vanishing import TIME, remove_time_counter, time_counter_triggers
from app.engine.rules.zones import Entering
from app.engine.state import Permanent, PowerToughnessEffect, StackObject

IMPENDING = "impending"
CITES = (cr("702.176a"),)
_REMOVE = "s33dsk_impending_remove"


def _impending_paid(permanent: Permanent) -> bool:
    """Whether `permanent`'s impending cost was paid (CR 702.176a): the effect it entered with."""
    return any(effect.impending for effect in permanent.effects)


def _enters(game: Game, entering: Entering) -> None:
    """CR 702.176a, 122.6: a permanent cast for its impending cost enters with N time counters, not a creature."""
    spell = entering.spell
    if not entering.was_cast or spell is None or spell.choices.get("alternative_cost") != IMPENDING:
        return
    permanent = entering.permanent
    found = abilities_of_kind(game, permanent, S33dskImpendingAbility)
    if not found:
        return
    permanent.counters[TIME] = permanent.counters.get(TIME, 0) + found[0][1].counters
    permanent.effects.append(PowerToughnessEffect(source=permanent.id, duration="indefinitely", impending=True))
    game.changed(permanent)
    entering.cites += [*CITES, cr("122.6")]
    entering.details[IMPENDING] = True


def _end_step(game: Game) -> None:
    time_counter_triggers(game, S33dskImpendingAbility, "beginning_of_end_step", [cr("603.2"), cr("513.1"), *CITES],
                          _REMOVE, _impending_paid)


def _remove(game: Game, item: StackObject, choices: Choices) -> None:
    permanent = game.permanent(item.source or "")
    if permanent is None or not permanent.counters.get(TIME) or not _impending_paid(permanent):
        game.emit("intervening_if_false", [cr("603.4"), *CITES], stack_object=item.id, source=item.source,
                  condition="its impending cost was paid and it has a time counter on it")
        return
    remove_time_counter(game, permanent, CITES, IMPENDING)


registry.enters_replacements.add(_enters, order=64, needs=(S33dskImpendingAbility,))
registry.step_begin[Step.END].add(_end_step, order=152, needs=(S33dskImpendingAbility,))
registry.keyword_trigger_resolvers[_REMOVE] = _remove
