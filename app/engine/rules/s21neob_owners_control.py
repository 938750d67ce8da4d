"""s21-neob: "Each player gains control of all permanents [creatures] they own." (The Fall of Lord Konda's chapter II,
Trostani Discordant; the `owners_gain_control` effect).

As the effect resolves, each permanent (or each creature, `card_type` "creature") on the battlefield gets a
control-changing effect of layer 2 (CR 613.1b) that gives it to its owner (108.3), with no duration: it lasts
(611.2a). It is the latest control-changing effect on the permanent (613.7), so it wins over the earlier ones (an
"until end of turn" theft ending later doesn't give the permanent back to the thief). Only permanents that another
player controls, or whose control an effect changes (rules/control.py keeps `base_controller` on them), get it: on
any other permanent it would change nothing. rules/control.py applies it at once (`apply_control_now`: the
`control_changed` event, removal from combat, 506.4, and the new controller's summoning sickness, 302.6). Like the
engine's other resolved control effects, it applies after a control-changing Aura's whatever their timestamps
(rules/gain_control.py).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import OwnersGainControlEffect
from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.rules.control import apply_control_now
from app.engine.state import PowerToughnessEffect, StackObject


def _resolve(game: Game, item: StackObject, effect: OwnersGainControlEffect, choices: Choices) -> None:
    for permanent in game.state.battlefield:
        if permanent.owner is None or (permanent.controller == permanent.owner and permanent.base_controller is None):
            continue
        if effect.card_type == "creature":
            characteristics = characteristics_of(game, permanent)
            if characteristics is None or "Creature" not in characteristics.types:
                continue
        permanent.effects.append(
            PowerToughnessEffect(source=item.source, controller=permanent.owner, duration="indefinitely"))
        if permanent.base_controller is None:
            permanent.base_controller = permanent.controller  # its controller without the effect (CR 110.2)
        game.changed(permanent)
    apply_control_now(game)  # the `control_changed` events (CR 613.1b, 613.7)


registry.effect_resolvers["owners_gain_control"] = _resolve
