"""s17-afr: pack tactics (docs/oracle-s17-afr.md): "Whenever ~ attacks, if you attacked with creatures
with total power 6 or greater this combat, <effect>." — an "attacks" `triggered` ability with
`if_attacked_with_power` (CR 207.2c: "pack tactics" is an ability word with no rules meaning; the
condition is an intervening "if", CR 603.4).

The condition is about the declaration: the creatures its controller attacked with are the ones
declared as attackers (CR 508.1a), and their total power is the sum of their powers as they were
declared (a negative power counts as itself in a sum). "Whenever ~ attacks" triggers only as
attackers are declared (508.3a), so the sum is taken then, before any player gets priority: if it
is less than the number, the ability doesn't trigger (603.4). Checked again as it resolves (603.4),
the condition speaks of the past ("attacked ... this combat"), which nothing can change, so it still
holds then even if those creatures' power has dropped or they left combat.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import TriggeredAbility
from app.engine.characteristics import characteristics_of, pending_trigger_ability
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger

CITES = (cr("603.4"), cr("508.1a"), cr("207.2c"))


def _threshold(game: Game, trigger: PendingTrigger) -> int | None:
    """The pending trigger's `if_attacked_with_power`, or None."""
    if trigger.trigger_event != "attacks":
        return None
    ability = pending_trigger_ability(game, trigger)
    return ability.if_attacked_with_power if isinstance(ability, TriggeredAbility) else None


def attacked_with_power(game: Game, player_id: str) -> int:
    """The total power of the creatures `player_id` attacks with in this combat (CR 508.1a)."""
    combat = game.state.combat
    if combat is None:
        return 0
    total = 0
    for attacker in combat.attackers:
        permanent = game.permanent(attacker.id)
        if permanent is None or permanent.controller != player_id:
            continue
        characteristics = characteristics_of(game, permanent)
        total += int(characteristics.power or 0) if characteristics is not None else 0
    return total


def _keep(game: Game, found: list[PendingTrigger]) -> list[PendingTrigger]:
    """CR 603.4: a pack tactics ability triggers only if the attackers' total power reaches its number."""
    kept: list[PendingTrigger] = []
    for trigger in found:
        least = _threshold(game, trigger)
        if least is None:
            kept.append(trigger)
            continue
        if attacked_with_power(game, trigger.controller) < least:
            continue  # the intervening "if" is false as the event happens: it doesn't trigger
        trigger.cites.extend(CITES)
        kept.append(trigger)
    return kept


registry.pending_trigger_filters.insert(0, _keep)  # before rules/trigger_limits.py counts it
