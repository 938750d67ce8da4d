"""s29-core: "Target opponent gains control of ~." (Jinxed Idol; Sleeper Agent: "When ~ enters, target opponent gains
control of it."; CR 613.1b, 611.2a, 115.1; docs/oracle-s29-core.md).

The effect `give_control`: as it resolves, the player it targets (an opponent, or any player) becomes the controller of
the ability's source, if that permanent is still on the battlefield (the same object: a source that left and returned is
a new one, CR 400.7), from then on (no duration: 611.2a), as rules/gain_control.py's effect does for the ability's own
controller: a control-changing effect of layer 2 (rules/control.py applies it, the latest wins, 613.7), the permanent
removed from combat (506.4) and its new controller not having controlled it continuously since their turn began (302.6).
No hook of its own: the resolver runs only when such an effect resolves."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S29coreGiveControlEffect
from app.engine.game import Game
from app.engine.rules.control import apply_control_now
from app.engine.rules.effects_targets import affected
from app.engine.state import PowerToughnessEffect, StackObject


def _resolve(game: Game, item: StackObject, effect: S29coreGiveControlEffect, choices: Choices) -> None:
    players = affected(game, item, effect.target)
    permanent = game.permanent(item.source) if item.source is not None else None
    if not players or permanent is None:
        return  # the target is illegal now (CR 608.2b), or ~ left the battlefield (400.7)
    permanent.effects.append(PowerToughnessEffect(source=item.source, controller=players[0], duration="indefinitely"))
    if permanent.base_controller is None:
        permanent.base_controller = permanent.controller  # its controller without the effect (CR 110.2)
    game.changed(permanent)
    apply_control_now(game)


registry.effect_resolvers["give_control"] = _resolve
