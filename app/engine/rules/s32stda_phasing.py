"""s32-stda: phasing (CR 702.26) as an effect: "Target creature phases out.", "~ phases out.", "Equipped creature phases
out." (the effect `s32stda_phase_out`).

As the effect resolves, each permanent it names (a legal target, CR 608.2b) phases out: it is moved, as it is, from the
battlefield to the state's `phased_out` list, where nothing sees it (702.26b: treated as though it doesn't exist). It
changes neither zone nor control (702.26d): it keeps its id, counters, tapped state and effects, no leaves- or
enters-the-battlefield ability triggers, a token stays. The Auras and Equipment attached to it phase out with it
indirectly (702.26g), and what is attached to those. A creature phasing out is removed from combat (506.4).

Phasing in (502.1): first in each untap step, before the permanents untap (502.3) and before the day/night check
(502.2), every permanent that phased out directly under the active player's control phases in, and with it those that
phased out indirectly with it (702.26g), back at the end of the battlefield, attached as before (702.26c). An "until end
of turn" effect on a phased-out permanent ends as the turn does (702.26e: rules/turns.py `cleanup`).

No hook runs in a game without phased-out permanents beyond one look at that list in each untap step (the list is the
state's, posted or filled by the effect: a hook gated on ability kinds would miss a phased-out permanent whose card left).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S32stdaPhaseOutEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, is_in, remove_from
from app.engine.rules.effects_targets import affected
from app.engine.rules.s31stdbb_remove_from_combat import remove_from_combat
from app.engine.state import Permanent, StackObject


def _with_attached(found: list[Permanent], among: list[Permanent]) -> list[Permanent]:
    """`found` and, in order, every permanent of `among` attached to one of them (Auras, Equipment, and what is attached
    to those: CR 702.26g)."""
    index = 0
    while index < len(found):
        holder = found[index].id
        index += 1
        found.extend(p for p in among if p.attached_to == holder and not is_in(found, p))
    return found


def phase_out(game: Game, permanent: Permanent) -> list[str]:
    """Phase `permanent` out (CR 702.26b), and indirectly what is attached to it (702.26g); the ids, in order."""
    battlefield = game.state.battlefield
    going = _with_attached([permanent], battlefield)
    for phasing in going:
        remove_from_combat(game, phasing)  # CR 506.4
        remove_from(battlefield, phasing)
        game.state.phased_out.append(phasing)
    return [phasing.id for phasing in going]


def _resolve(game: Game, item: StackObject, effect: S32stdaPhaseOutEffect, choices: Choices) -> None:
    for target in affected(game, item, effect.target):
        permanent = game.permanent(target)
        if permanent is None:
            continue
        phased = phase_out(game, permanent)
        game.emit("s32stda_phased_out", [cr("608.2"), cr("702.26b"), cr("702.26d"),
                                         *([cr("702.26g")] if len(phased) > 1 else [])],
                  stack_object=item.id, permanent=permanent.id, permanents=phased)


def _phase_in(game: Game) -> None:
    """CR 502.1: the permanents that phased out directly under the active player's control phase in, each with what
    phased out indirectly with it (702.26g), before anything untaps (502.3)."""
    phased_out = game.state.phased_out
    if not phased_out:
        return
    ids = {p.id for p in phased_out}
    direct = [p for p in phased_out if p.attached_to not in ids and p.controller == game.state.active_player]
    if not direct:
        return
    coming = _with_attached(direct, phased_out)
    for permanent in coming:
        remove_from(phased_out, permanent)
        game.state.battlefield.append(permanent)
        if registry.widen_kinds is not None:  # its abilities count among the game's again (rules/ability_presence.py)
            registry.widen_kinds(game, permanent.card)
        game.changed(permanent)
    game.emit("s32stda_phased_in", [cr("502.1"), cr("702.26c"), cr("702.26d"), *([cr("702.26g")] if any(
        p.attached_to in ids for p in coming) else [])], player=game.state.active_player,
              permanents=[p.id for p in coming])


registry.effect_resolvers["s32stda_phase_out"] = _resolve
registry.step_begin[Step.UNTAP].add(_phase_in, order=1)  # first in the untap step (CR 502.1, before 502.2 and 502.3)
