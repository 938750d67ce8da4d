"""Targets controlled by different players (CR 115.1, 601.2c, 608.2b) — the `choose_target` effect's
`different_controllers`.

"Choose two target creatures controlled by different players. Return those creatures to their
owners' hands." (Run Away Together): the requirement is on the targets together, not on each one.
As the spell is cast (601.2c) no two of the chosen targets may have the same controller. As it
resolves (608.2b) each target is checked again with the others: a target whose controller is also
the controller of another of the targets is illegal, so if both are now controlled by one player,
both are illegal and the spell doesn't resolve (Run Away Together's ruling of 2022-06-10). A target
that became illegal otherwise (it left the battlefield) still counts with its controller as it last
existed, to check the others (608.2h; the same ruling): that controller is remembered as the
permanent leaves the battlefield while a stack object targets it (`_remember_controller`, a hook
that does nothing unless the leaving permanent is a target of something on the stack)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import Permanent

_LAST_CONTROLLERS = "r2targets_last_controllers"  # game.rule_memory: permanent id -> controller as it left


def applies(effects: Sequence[Any]) -> bool:
    """Does an effect of these require its targets to have different controllers?"""
    return any(getattr(effect, "different_controllers", False) for effect in effects)


def _controller(game: Game, object_id: str) -> str | None:
    permanent = game.permanent(object_id)
    if permanent is not None:
        return permanent.controller
    remembered = game.rule_memory.get(_LAST_CONTROLLERS)
    return remembered.get(object_id) if isinstance(remembered, dict) else None


def refuse_same_controller(
    game: Game, effects: Sequence[Any], dealt: dict[int, list[str]], what: str, rule: str
) -> None:
    """As the targets are chosen (CR 601.2c / 602.2b): refuse two targets of one such effect with the
    same controller."""
    for index, chosen in dealt.items():
        if not getattr(effects[index], "different_controllers", False):
            continue
        seen: dict[str, str] = {}
        for target in chosen:
            controller = _controller(game, target)
            if controller is None:
                continue  # not a permanent: the target spec refuses it (CR 115.1)
            if controller in seen:
                raise IllegalAction(
                    "Illegal target",
                    f"{what}: {seen[controller]!r} and {target!r} are both controlled by {controller!r}; the "
                    "targets must be controlled by different players",
                    [cr(rule), cr("115.1")],
                )
            seen[controller] = target


def illegal_by_relation(
    game: Game, effects: Sequence[Any], dealt: dict[int, list[str]], legal: dict[int, list[str]]
) -> dict[str, str]:
    """As the spell or ability resolves (CR 608.2b): the legal targets of such effects that now share
    their controller with another of the effect's targets (that one as it last existed if it left
    the battlefield, 608.2h), each with the reason it is illegal."""
    found: dict[str, str] = {}
    for index, targets in legal.items():
        if not getattr(effects[index], "different_controllers", False):
            continue
        controllers: dict[str, str] = {}
        for target in dealt.get(index, []):
            controller = _controller(game, target)
            if controller is None:
                raise IllegalAction(
                    "Not supported yet",
                    f"the controller of target {target!r} as it last existed is not known (it left the battlefield "
                    "before this request); it decides whether the other targets are still legal (CR 608.2b, 608.2h)",
                    [cr("608.2h")],
                )
            controllers[target] = controller
        for target in targets:
            shared = [
                other for other in dealt.get(index, []) if other != target and controllers[other] == controllers[target]
            ]
            if shared:
                found[target] = (
                    f"it and {shared[0]!r} are both controlled by {controllers[target]!r}; the targets "
                    "must be controlled by different players"
                )
    return found


def _remember_controller(game: Game, permanent: Permanent, destination: object) -> None:
    """A permanent leaving the battlefield while a stack object targets it: its controller as it last
    existed (CR 608.2h), for `illegal_by_relation`. Changes nothing else (returns None)."""
    stack = game.state.stack
    if not stack or not any(permanent.id in item.targets for item in stack):
        return
    remembered = game.rule_memory.get(_LAST_CONTROLLERS)
    if not isinstance(remembered, dict):
        remembered = game.rule_memory[_LAST_CONTROLLERS] = {}
    remembered[permanent.id] = permanent.controller


registry.leaves_battlefield.add(_remember_controller, order=5)
