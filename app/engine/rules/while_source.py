"""s18-linked: effects that last "for as long as you control ~" or "for as long as ~ remains on the
battlefield" (CR 611.2b): Aegis Angel, Mind Flayer, Dungeon Geists (docs/oracle-s18-linked.md).

- The `while_source` effect — its `keywords` (layer 6, CR 613.1f), `gain_control` (layer 2, 613.1b)
  or `doesnt_untap` (CR 502.3) — puts a `PowerToughnessEffect` on each
  affected permanent with `duration` "while_you_control_source" (and `source_controller`: the
  ability's controller, the "you") or "while_source_on_battlefield", and `source`: the ability's
  source.
- CR 611.2b: if, as the effect resolves, its source has already left the battlefield (or, for "you
  control", its controller is no longer the ability's controller), the duration has already ended
  and the effect does nothing (`effect_skipped`).
- The effect ends as soon as its source leaves the battlefield (seen on the zone change itself, so a
  source that leaves and returns at once is a new object and doesn't keep it, CR 400.7), or, for
  "for as long as you control ~", once another player controls the source (checked with the other
  continuous checks). A permanent whose control came from such an effect returns to the controller it
  has without it (rules/control.py). Cleanup steps don't end these effects (CR 514.2 ends "until end
  of turn" effects only).
- "doesn't untap during its controller's untap step" (`doesnt_untap`): in each untap step while the
  effect lasts, the permanent stays tapped (CR 502.3), whoever controls it.

Cost: the check and the zone-change watcher run only in a game with such an effect (posted with the
state, `posted:effects`, or made during the request: `add_kind`).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import WhileSourceEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import add_kind
from app.engine.rules.control import apply_control_now
from app.engine.rules.effects_targets import affected
from app.engine.rules.zones import LEFT_BATTLEFIELD
from app.engine.state import Permanent, PowerToughnessEffect, StackObject

YOU_CONTROL, ON_BATTLEFIELD = "while_you_control_source", "while_source_on_battlefield"
_DURATIONS = (YOU_CONTROL, ON_BATTLEFIELD)
_KIND = "effect:while_source"  # an ability kind of the game once such an effect exists (ability_presence.add_kind)
KIND = _KIND  # s24-mh1: for another rule that puts such an effect (rules/s24mh1_suspend.py)

# What the effect changes, named in its event: (keywords, gain_control) -> the change
_CHANGE = {(True, False): "keywords", (False, True): "control", (False, False): "doesnt_untap"}


def _duration_over(game: Game, source_id: str | None, duration: str, controller: str | None) -> str | None:
    """Why the duration is over (CR 611.2b), or None while it lasts."""
    source = game.permanent(source_id or "")
    if source is None:
        return "its source left the battlefield"
    if duration == YOU_CONTROL and source.controller != controller:
        return "its source's controller changed"
    return None


def _resolve(game: Game, item: StackObject, effect: WhileSourceEffect, choices: Choices) -> None:
    over = _duration_over(game, item.source, effect.duration, item.controller)
    if over is not None or item.controller is None:  # CR 611.2b: the duration ended before it began
        game.emit("effect_skipped", [cr("611.2b")], stack_object=item.id, effect=effect.kind,
                  targets=list(item.targets), illegal_targets={})
        return
    made = False
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        if permanent is None:
            continue
        lasting = PowerToughnessEffect(source=item.source, duration=effect.duration,
                                       source_controller=item.controller if effect.duration == YOU_CONTROL else None)
        cites = [cr("608.2"), cr("611.2b")]
        if effect.keywords:
            lasting.keywords = list(effect.keywords)
            cites.append(cr("613.1f"))
        elif effect.gain_control:
            lasting.controller = item.controller
            if permanent.base_controller is None:
                permanent.base_controller = permanent.controller  # its controller without the effect (CR 110.2)
            cites.append(cr("613.1b"))
        else:
            lasting.doesnt_untap = True
            cites.append(cr("502.3"))
        permanent.effects.append(lasting)
        game.changed(permanent)
        made = True
        game.emit("effect_while_source", cites, stack_object=item.id, source=item.source, permanent=permanent.id,
                  effect=_CHANGE[(bool(effect.keywords), effect.gain_control)], duration=effect.duration,
                  keywords=list(lasting.keywords))
    if made:
        add_kind(game, _KIND)
    if made and effect.gain_control:
        apply_control_now(game)


def _end(game: Game, permanent: Permanent, ending: list[PowerToughnessEffect], reason: str) -> bool:
    """Remove those effects from it; whether one of them changed its control."""
    permanent.effects = [effect for effect in permanent.effects if all(effect is not e for e in ending)]
    game.changed(permanent)
    for effect in ending:
        game.emit("effect_while_source_ended", [cr("611.2b")], permanent=permanent.id, source=effect.source,
                  duration=effect.duration, reason=reason)
    return any(effect.controller is not None for effect in ending)


def end_over_durations(game: Game) -> None:
    """CR 611.2b: the effects whose source left the battlefield or (for "you control") changed controller end."""
    control = False
    for permanent in game.state.battlefield:
        if not permanent.effects:
            continue
        ending: list[PowerToughnessEffect] = []
        reason = ""
        for effect in permanent.effects:
            if effect.duration in _DURATIONS:
                over = _duration_over(game, effect.source, effect.duration, effect.source_controller)
                if over is not None:
                    ending.append(effect)
                    reason = over
        if ending:
            control = _end(game, permanent, ending, reason) or control
    if control:
        apply_control_now(game)


def _source_left(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """On the zone change of a permanent leaving the battlefield: its "while" effects end at once (CR
    611.2b), before it could return as a new object with the same id (400.7)."""
    if event.get("from") != Zone.BATTLEFIELD.value:
        return []
    left = game.rule_memory.get(LEFT_BATTLEFIELD)
    if not isinstance(left, Permanent) or left.id != event.get("permanent"):
        return []
    control = False
    for permanent in game.state.battlefield:
        if not permanent.effects:
            continue
        ending = [e for e in permanent.effects if e.duration in _DURATIONS and e.source == left.id]
        if ending:
            control = _end(game, permanent, ending, "its source left the battlefield") or control
    if control:
        apply_control_now(game)
    return []  # the end of a duration, not a trigger (CR 611.2b)


def _stays_tapped(game: Game, permanent: Permanent) -> list[str] | None:
    """CR 502.3: "doesn't untap during its controller's untap step" while the effect lasts."""
    effects = permanent.effects
    if not effects:
        return None
    for effect in effects:
        if effect.doesnt_untap and effect.duration in _DURATIONS:
            return [cr("502.3"), cr("611.2b")]
    return None


registry.effect_resolvers["while_source"] = _resolve
registry.continuous_checks.add(end_over_durations, order=50, needs=(registry.posted_kind("effects"), _KIND))
registry.trigger_detectors.add(_source_left, events=frozenset({"zone_change"}),
                               needs=(registry.posted_kind("effects"), _KIND))
registry.untap_restrictions.add(_stays_tapped)
