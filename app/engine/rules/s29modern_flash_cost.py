"""s29-modern: "You may cast ~ as though it had flash if you pay {2} more to cast it." (CR 702.8a, 601.3, 601.2f): the
card's own `cast_as_though_flash` of `spells` "self" with `pay_more`.

The permission lets its caster cast the card any time they could cast an instant (rules/flash.py asks
`flash_permission.permits_itself` when the cast is otherwise too late). Its cost is paid only when the cast uses it: when
the card could not be cast then without it (not an instant, no flash, no other permission, and not its caster's main
phase with an empty stack, CR 117.1a, 307.1) the total cost is `pay_more` more (601.2f). A spell cast as an effect
resolves (608.2g) or at its normal time pays nothing more. Asked by rules/stack.py as the spell is cast (before it is
put on the stack); a card without the ability answers at once.
"""

from __future__ import annotations

from app.engine.cards import CardDefinition, CastAsThoughFlashAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import flash_permission
from app.engine.rules.flash import has_instant_timing
from app.engine.rules.free_casting import RESOLUTION_CAST
from app.engine.state import Player

CITES = (cr("702.8a"), cr("601.3"), cr("601.2f"))


def extra_mana(game: Game, player: Player, definition: CardDefinition) -> tuple[str, ...]:
    """The mana the cast pays on top of its cost for using the card's "as though it had flash if you pay {N} more"."""
    more = [ability.pay_more for ability in definition.abilities
            if isinstance(ability, CastAsThoughFlashAbility) and ability.pay_more is not None]
    if not more or has_instant_timing(definition) or RESOLUTION_CAST in game.rule_memory:
        return ()
    state = game.state
    if player.id == state.active_player and state.step.is_main_phase and not state.stack:
        return ()  # its normal time (CR 117.1a): the permission isn't needed
    if flash_permission.permits(game, player, definition) or flash_permission.permits_itself_free(game, player,
                                                                                                  definition):
        return ()  # another permission allows it, asking nothing more
    return (more[0],)
