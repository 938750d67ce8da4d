""" "When ~ enters, sacrifice two lands." (Lotus Field): the `m2x_sacrifice_chosen` effect (s16-m2x).

As it resolves, the ability's controller sacrifices `amount` permanents they control that match
`spec` (CR 701.21a: only a permanent you control can be sacrificed); they are chosen as it resolves,
not targeted (CR 608.2d). With fewer such permanents than `amount`, all of them are sacrificed (CR
609.3: an effect does as much as possible), and none is no error. The source itself may be one of
them when it matches ("sacrifice two lands" from a land).

The choice: the resolving action's `choices.sacrifice` names the permanents, exactly as many as are
sacrificed, each one the controller may choose; without it, the first matching permanents in
battlefield order (the documented default). A wrong choice is refused with a 422 saying why.

s29-core: with `remember_sacrificed` the creature sacrificed, as it is just before (CR 608.2h: its last known
information), is what a later effect's "its_power" of the same ability reads ("You gain X life and draw X cards, where X
is that creature's power.")."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import M2xSacrificeChosenEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import (
    refer_to,
    s29cmd_refer_to_sacrificed,  # s29-cmd
)
from app.engine.rules.sacrifice import sacrifice
from app.engine.rules.target_filters import matches_filter
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

CITES = (cr("701.21a"), cr("608.2d"))


def chosen_permanents(game: Game, item: StackObject, spec_text: str, amount: int, answer: list[str] | None,
                      key: str, refusal: str, what: str, cites: tuple[str, ...]) -> tuple[list[str], int]:
    """The permanents the ability's controller chooses as it resolves (CR 608.2d, not targeted): `amount` of
    those they control matching `spec_text`, in battlefield order, all of them when fewer (609.3), or the ones
    `answer` (the action's `choices.<key>`) names, exactly as many, else refused (`refusal`, `what`). Also the
    number wanted. Shared by "sacrifice two lands" (here) and "return another creature you control to its
    owner's hand" (rules/return_chosen.py)."""
    controller, source = item.controller or "", item.source or item.id
    spec = parse_target_spec(spec_text)
    allowed = [
        permanent.id
        for permanent in game.state.battlefield
        if permanent.controller == controller and matches_filter(game, spec, permanent, source, controller)
    ]
    wanted = min(amount, len(allowed))
    chosen = allowed[:wanted]
    if answer is not None and key not in game.used_choices:
        game.used_choices.add(key)
        chosen = list(dict.fromkeys(answer))
        if len(chosen) != wanted or any(permanent_id not in allowed for permanent_id in chosen):
            raise IllegalAction(
                refusal,
                f"the stack object {item.id}: choices.{key} must name {wanted} of {allowed} ({what}), not {answer}",
                [*cites],
            )
    return chosen, wanted


def _resolve(game: Game, item: StackObject, effect: M2xSacrificeChosenEffect, choices: Choices) -> None:
    chosen, wanted = chosen_permanents(game, item, effect.spec, effect.amount, choices.sacrifice, "sacrifice",
                                       "Can't sacrifice that", f"{effect.amount} {effect.spec} to sacrifice", CITES)
    if not chosen:
        game.emit("nothing_to_sacrifice", [*CITES, cr("609.3")], stack_object=item.id, player=item.controller)
        return
    cites = [cr("608.2"), *CITES, *([cr("609.3")] if wanted < effect.amount else [])]
    if effect.remember_sacrificed:  # s29-core: "... where X is that creature's power" (CR 608.2h: as it last existed)
        refer_to(game, chosen)
    if effect.amount == 1:  # s29-cmd: "... You gain X life ..., where X is that creature's power." (CR 608.2h)
        s29cmd_refer_to_sacrificed(game, chosen)
    for permanent_id in chosen:
        sacrifice(game, item.controller or "", permanent_id, cites)


registry.effect_resolvers["m2x_sacrifice_chosen"] = _resolve
