"""The `tap` and `untap` effects (CR 701.26): tapping turns an untapped permanent sideways
(701.26a), untapping turns a tapped one upright (701.26b); one already so is left alone."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import TapEffect, UntapEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.stun_counters import stunned_instead
from app.engine.state import StackObject


def _set_tapped(game: Game, item: StackObject, spec: str, tapped: bool) -> None:
    for object_id in affected(game, item, spec):
        permanent = game.permanent(object_id)
        if permanent is None or permanent.tapped == tapped:
            continue
        if not tapped and stunned_instead(game, permanent):  # CR 122.1d
            continue
        permanent.tapped = tapped
        game.emit("tapped" if tapped else "untapped", [cr("608.2"), cr("701.26a" if tapped else "701.26b")],
                  permanent=permanent.id, stack_object=item.id, purpose="effect")


def _resolve_tap(game: Game, item: StackObject, effect: TapEffect, choices: Choices) -> None:
    _set_tapped(game, item, effect.target, True)


def _resolve_untap(game: Game, item: StackObject, effect: UntapEffect, choices: Choices) -> None:
    _set_tapped(game, item, effect.target, False)


registry.effect_resolvers["tap"] = _resolve_tap
registry.effect_resolvers["untap"] = _resolve_untap
