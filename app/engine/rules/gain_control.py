"""Gaining control of a permanent for a time (layer 2, CR 613.1b) — the `gain_control` effect:
"Gain control of target creature until end of turn." (Act of Treason).

- As the effect resolves, the spell's or ability's controller becomes the permanent's controller
  (a `PowerToughnessEffect` with `controller` on the permanent, lasting until end of turn, 611.2a);
  rules/control.py applies it with the other control-changing effects (the latest wins, 613.7), and
  says so with a `control_changed` event. The permanent is removed from combat (506.4) and its new
  controller has not controlled it continuously since their turn began (302.6: it can't attack or
  {T} unless it has haste).
- "Gain control of target creature." without a duration lasts indefinitely (611.2a: `duration`
  "indefinitely"), also after its source leaves the battlefield.
- The "until end of turn" effect ends in the cleanup step (514.2) with the turn's other "until end of turn" effects; the
  permanent then returns to the controller it has without it (rules/control.py `base_controller`).
- "Exchange control of two target creatures." (701.12): the `exchange_control` effect; each
  controller gains the other's creature indefinitely (611.2a, 701.12b), only if both targets are
  still legal (the entire exchange, 701.12a) and have different controllers (701.12b).
- Several control effects on one permanent: the resolved ones apply after a control-changing Aura's
  (an Aura attached after such an effect began, whose timestamp would be later, is not told apart).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ExchangeControlEffect, GainControlEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.rules.control import apply_control_now
from app.engine.rules.effects_targets import affected, refer_to
from app.engine.state import PowerToughnessEffect, StackObject

_MADE = "gain_control_made"  # game.rule_memory: an effect of this kind was made in this request


def _resolve(game: Game, item: StackObject, effect: GainControlEffect, choices: Choices) -> None:
    controller = item.controller
    if controller is None:
        return
    gained: list[str] = []
    for target_id in affected(game, item, effect.target):
        permanent = game.permanent(target_id)
        if permanent is None:
            continue
        gained.append(permanent.id)
        permanent.effects.append(
            PowerToughnessEffect(source=item.source, controller=controller, duration=effect.duration)
        )
        if permanent.base_controller is None:
            permanent.base_controller = permanent.controller  # its controller without the effect (CR 110.2)
        game.changed(permanent)
        game.rule_memory[_MADE] = True
    apply_control_now(game)
    if isinstance(effect.target, str) and (effect.target.startswith("all:") or effect.target.startswith("each_")):
        # s30-old: "Gain control of all creatures until end of turn. Untap those creatures. They gain haste ...": the
        # later effects' "it" names every permanent control was gained of (CR 608.2c)
        refer_to(game, gained)


def _resolve_exchange(game: Game, item: StackObject, effect: ExchangeControlEffect, choices: Choices) -> None:
    """CR 701.12a-b: both targets' controllers exchange them, or nothing happens."""
    found = [game.permanent(target) for target in affected(game, item, effect.target)]
    pair = [permanent for permanent in found if permanent is not None]
    if len(pair) != 2 or pair[0].controller == pair[1].controller:
        # 701.12a: the entire exchange can't be completed; 701.12b: one controller, nothing to exchange
        game.emit(
            "effect_skipped",
            [cr("701.12a") if len(pair) != 2 else cr("701.12b")],
            stack_object=item.id,
            effect=effect.kind,
            targets=list(item.targets),
            illegal_targets={},
        )
        return
    first, second = pair
    for permanent, controller in ((first, second.controller), (second, first.controller)):
        permanent.effects.append(
            PowerToughnessEffect(source=item.source, controller=controller, duration="indefinitely")
        )
        if permanent.base_controller is None:
            permanent.base_controller = permanent.controller  # its controller without the effect (CR 110.2)
        game.changed(permanent)
    game.rule_memory[_MADE] = True
    apply_control_now(game)


def _ends(game: Game) -> None:
    """CR 514.2: after rules/turns.py `cleanup` ends the "until end of turn" effects, the permanent
    returns to its controller without them (posted states: rules/control.py's own check does it)."""
    if game.rule_memory.get(_MADE):
        apply_control_now(game)


registry.effect_resolvers["gain_control"] = _resolve
registry.effect_resolvers["exchange_control"] = _resolve_exchange
registry.step_begin[Step.CLEANUP].add(_ends, order=150)
