"""Untapping a chosen number of permanents (CR 701.26b, 608.2d): the `untap_up_to` effect, "Untap up
to four lands." (Rewind) and "Untap up to three lands you control.".

The permanents are not targets: as the effect resolves its controller chooses up to `amount`
permanents that match `what` (any player's, or only their own with `you_control`) and untaps them
(608.2d: a choice made as it resolves). Untapping an untapped permanent does nothing, so only tapped
ones are worth choosing, but any matching permanent may be named.

The answer: the resolving action's `choices.chosen` names the permanents (at most `amount`, each
once, each matching); without it, the controller's own tapped matching permanents stand for the
choice, in battlefield order, then other players'. A
wrong id is refused with a 422 saying why."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import UntapUpToEffect
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.target_filters import characteristics_match
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

CITES = (cr("608.2d"), cr("701.26b"))


def candidates(game: Game, item: StackObject, effect: UntapUpToEffect) -> list[str]:
    """The permanents the controller may choose, their own first, each group in battlefield order."""
    controller = item.controller or ""
    spec = parse_target_spec(effect.what)
    found = [
        p
        for p in game.state.battlefield
        if (not effect.you_control or p.controller == controller)
        and characteristics_match(spec, characteristics_of(game, p), 0)
    ]
    return [p.id for p in found if p.controller == controller] + [p.id for p in found if p.controller != controller]


def _resolve(game: Game, item: StackObject, effect: UntapUpToEffect, choices: Choices) -> None:
    allowed = candidates(game, item, effect)
    chosen = choices.chosen if choices.chosen is not None and "chosen" not in game.used_choices else None
    if chosen is not None:
        game.used_choices.add("chosen")
        # the count first: a posted list of any length is refused before it is compared with anything
        if len(chosen) > effect.amount or len(set(chosen)) != len(chosen) or not set(chosen) <= set(allowed):
            raise IllegalAction(
                "Wrong permanents to untap",
                f"the stack object {item.id}: choices.chosen must name "
                f"up to {effect.amount} different permanents among {', '.join(allowed) or 'none'}, "
                f"not {chosen}",
                [*CITES],
            )
        picked = list(chosen)
    else:
        tapped = [p for p in allowed if (permanent := game.permanent(p)) is not None and permanent.tapped]
        picked = tapped[: effect.amount]
    untapped: list[str] = []
    for permanent_id in picked:
        permanent = game.permanent(permanent_id)
        if permanent is None or not permanent.tapped:
            continue
        permanent.tapped = False
        game.changed(permanent)
        untapped.append(permanent_id)
    if untapped:
        game.emit("untapped", [cr("608.2"), *CITES], stack_object=item.id, permanents=untapped, purpose="effect")


registry.effect_resolvers["untap_up_to"] = _resolve
