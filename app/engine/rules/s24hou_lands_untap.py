"""s24-hou: "Lands you control don't untap during your next untap step." (CR 502.3, 611.2b): the effect
`doesnt_untap_next_untap_step` with `target` "all:land:you_control" and `your_untap_step`.

It doesn't change the lands' characteristics or control, so it isn't locked to the lands on the battlefield as it
resolves (CR 611.2c): as it resolves, the state's `lands_dont_untap_next_step_of` records its controller; in that
player's next untap step no land they control untaps (those they controlled at resolution and any other), and then the
effect is over (611.2b). Another player's untap step changes nothing.

Gating: the untap hook runs only in games whose state holds such a record.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType, Step
from app.engine.game import Game
from app.engine.rules import ability_presence
from app.engine.state import Permanent, StackObject

LANDS_YOU_CONTROL = "all:land:you_control"
KIND = "state:lands_dont_untap_next_step_of"


def lands_dont_untap(game: Game, item: StackObject) -> None:
    """As the effect resolves: its controller's lands won't untap during their next untap step (CR 502.3)."""
    player = item.controller
    if player is None:
        return
    state = game.state
    if player not in state.lands_dont_untap_next_step_of:
        state.lands_dont_untap_next_step_of = [*state.lands_dont_untap_next_step_of, player]
    ability_presence.add_kind(game, KIND)
    game.emit("lands_dont_untap_next_untap_step", [cr("608.2c"), cr("502.3"), cr("611.2b")], stack_object=item.id,
              player=player)


def _restricted(game: Game, permanent: Permanent) -> list[str] | None:
    """CR 502.3: a land of the active player stays tapped in the untap step the effect named."""
    if permanent.controller not in game.state.lands_dont_untap_next_step_of:
        return None
    characteristics = characteristics_of(game, permanent)
    if characteristics is None or CardType.LAND.value not in characteristics.types:
        return None
    return [cr("502.3"), cr("611.2b")]


def _ends(game: Game) -> None:
    """After the active player's untap step: their record is over (CR 611.2b)."""
    state = game.state
    if state.active_player in state.lands_dont_untap_next_step_of:
        state.lands_dont_untap_next_step_of = [p for p in state.lands_dont_untap_next_step_of
                                               if p != state.active_player]


registry.untap_restrictions.add(_restricted, needs=(KIND,))
registry.step_begin[Step.UNTAP].add(_ends, order=61, needs=(KIND,))
ability_presence.posted_state_field("lands_dont_untap_next_step_of", KIND)
