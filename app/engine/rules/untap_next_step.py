""" "Those creatures don't untap during that player's next untap step." (Sleep; CR 502.3, 611.2b):
the `doesnt_untap_next_untap_step` effect.

As the effect resolves, each permanent it names (still on the battlefield) gets
`doesnt_untap_next_step_of`: the player who controls it then ("that player", "their controller").
In that player's next untap step the permanent doesn't untap (`registry.untap_restrictions`, asked
by the untap step's turn-based action, rules/turns.py); once that untap step has happened, the
effect is over (611.2b: an effect with a stated duration ends then), whether the permanent was
tapped or not, and whoever controls it by then. An untap step that is skipped doesn't happen (CR
614.10), so it is not the "next untap step". Another player's untap step changes nothing.
"""

from __future__ import annotations

from operator import attrgetter

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DoesntUntapNextUntapStepEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.s24hou_lands_untap import LANDS_YOU_CONTROL, lands_dont_untap  # s24-hou
from app.engine.state import Permanent, StackObject


def _resolve(game: Game, item: StackObject, effect: DoesntUntapNextUntapStepEffect, choices: Choices) -> None:
    if effect.target == LANDS_YOU_CONTROL and effect.your_untap_step:
        return lands_dont_untap(game, item)  # s24-hou: every land its controller controls then (rules/s24hou_lands_untap.py)
    marked: list[str] = []
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        if permanent is None or permanent.controller is None:
            continue
        # s23-c12: "during your next untap step": the ability's controller's (CR 502.3)
        permanent.doesnt_untap_next_step_of = (item.controller or permanent.controller) if effect.your_untap_step \
            else permanent.controller
        game.changed(permanent)
        marked.append(permanent.id)
    game.emit(
        "doesnt_untap_next_untap_step",
        [cr("608.2c"), cr("502.3"), cr("611.2b")],
        stack_object=item.id,
        permanents=marked,
    )


def _restricted(game: Game, permanent: Permanent) -> list[str] | None:
    """CR 502.3: it stays tapped in the untap step of the player the effect named."""
    if (
        permanent.doesnt_untap_next_step_of is not None
        and permanent.doesnt_untap_next_step_of == game.state.active_player
    ):
        return [cr("502.3"), cr("611.2b")]
    return None


_MARKED = attrgetter("doesnt_untap_next_step_of")


def _ends(game: Game) -> None:
    """After the active player's untap step: the effects waiting for it are over (CR 611.2b)."""
    battlefield = game.state.battlefield
    if not any(map(_MARKED, battlefield)):
        return
    active = game.state.active_player
    for permanent in battlefield:
        if permanent.doesnt_untap_next_step_of == active:
            permanent.doesnt_untap_next_step_of = None
            game.changed(permanent)


registry.effect_resolvers["doesnt_untap_next_untap_step"] = _resolve
registry.untap_restrictions.add(_restricted)
registry.step_begin[Step.UNTAP].add(_ends, order=60)
