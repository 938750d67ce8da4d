"""Day and night (CR 728 in the 2025-02-07 edition), daybound and nightbound (CR 702.145),
and the untap step's day/night check (CR 502.2).

- The game starts as neither; once day or night it never becomes neither again (309ca4137373a5af).
- Any time a player controls a daybound permanent and it's neither, it becomes day
  (381b25fd2f424821). A nightbound permanent with no daybound one: the ruling says day but
  CR 702.145g says night; the engine follows the rules, cites both and says so in a `note`.
- Both at once: it becomes day and the nightbound one transforms (b3fe3ebd2289e9f2).
- As it becomes night/day, daybound/nightbound permanents transform at once, not as a
  state-based action (33d97aa255a0484e).
- A daybound permanent entering at night enters transformed, whether cast (37961c8d263b339a)
  or not (e04f1b4a3e9c6f56). Nothing else transforms them (8e34a2293482104c).
- Any time it's night and a daybound permanent is front face up, or day and a nightbound one is
  back face up, it transforms at once, not as a state-based action (CR 702.145c, 702.145f): a
  posted state with such a permanent included, at its first check.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress
from operator import attrgetter
from typing import Any

from app.engine import registry
from app.engine.characteristics import back_face, compute, has_keyword, is_transforming_double_faced
from app.engine.citations import (
    BECOMES_DAY_WHEN_DAYBOUND_CONTROLLED,
    DAY_BECOMES_NIGHT_AFTER_NO_SPELLS,
    DAYBOUND_AND_NIGHTBOUND_APPEAR_TOGETHER,
    DAYBOUND_ENTERS_NIGHTBOUND_AT_NIGHT_UNCAST,
    DAYBOUND_SPELL_CAST_AT_NIGHT_ENTERS_BACK_FACE_UP,
    GAME_STARTS_NEITHER_NEVER_RETURNS,
    NIGHT_BECOMES_DAY_AFTER_TWO_SPELLS,
    NIGHTBOUND_CONFLICT_NOTE,
    ONLY_DAYBOUND_NIGHTBOUND_TRANSFORM_THEM,
    TRANSFORM_AS_IT_BECOMES_DAY_OR_NIGHT,
    UNTAP_STEP_CHECKS_DAY_NIGHT_FIRST,
    cr,
)
from app.engine.enums import DayNight, Step, TransformCause
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.zones import Entering
from app.engine.state import Permanent

DAY_NIGHT_RULE = cr("728")


def transform_refusal(game: Game, permanent: Permanent, cause: TransformCause) -> Refusal | None:
    for restriction in registry.transform_restrictions:
        refusal = restriction(game, permanent, cause)
        if refusal is not None:
            return refusal
    return None


def _transform_by_day_night(game: Game, permanent: Permanent, cites: list[str], **details: Any) -> None:
    refusal = transform_refusal(game, permanent, TransformCause.DAY_NIGHT)
    if refusal is not None:
        game.emit("transform_prevented", list(refusal.cites), permanent=permanent.id, reason=refusal.reason)
        return
    permanent.transformed = not permanent.transformed
    game.changed(permanent)
    characteristics = compute(game, permanent)
    game.emit("transformed", [TRANSFORM_AS_IT_BECOMES_DAY_OR_NIGHT, cr("702.145"), *cites], permanent=permanent.id,
              face="back" if permanent.transformed else "front",
              name=characteristics.name if characteristics else None, cause="day_night", **details)


def change_day_night(game: Game, new: DayNight, cites: list[str], transform_cites: tuple[str, ...] = (),
                     **details: Any) -> None:
    """Set the designation, then transform what it makes transform, at once (not an SBA)."""
    old = game.state.day_night
    game.state.day_night = new
    game.emit("day_night_changed", [*cites, DAY_NIGHT_RULE], **{"from": old.value if old else None, "to": new.value},
              **details)
    for permanent in list(game.state.battlefield):
        if permanent.face_down or not is_transforming_double_faced(game, permanent):
            continue
        if (new is DayNight.NIGHT and not permanent.transformed and has_keyword(game, permanent, "daybound")) or (new is DayNight.DAY and permanent.transformed and has_keyword(game, permanent, "nightbound")):
            _transform_by_day_night(game, permanent, list(transform_cites))


def check_neither(game: Game) -> None:
    """CR 702.145: the "any time" checks while it is neither day nor night."""
    if game.state.day_night is not None:
        return
    battlefield = [p for p in game.state.battlefield if not p.face_down]
    daybound = [p.id for p in battlefield if has_keyword(game, p, "daybound")]
    nightbound = [p.id for p in battlefield if has_keyword(game, p, "nightbound")]
    if daybound and nightbound:
        change_day_night(game, DayNight.DAY, [DAYBOUND_AND_NIGHTBOUND_APPEAR_TOGETHER, BECOMES_DAY_WHEN_DAYBOUND_CONTROLLED,
                                              cr("702.145"), GAME_STARTS_NEITHER_NEVER_RETURNS],
                         transform_cites=(DAYBOUND_AND_NIGHTBOUND_APPEAR_TOGETHER,), daybound=daybound,
                         nightbound=nightbound)
    elif daybound:
        change_day_night(game, DayNight.DAY, [BECOMES_DAY_WHEN_DAYBOUND_CONTROLLED, cr("702.145"),
                                              GAME_STARTS_NEITHER_NEVER_RETURNS], daybound=daybound)
    elif nightbound:
        change_day_night(game, DayNight.NIGHT, [BECOMES_DAY_WHEN_DAYBOUND_CONTROLLED, cr("702.145g"),
                                                GAME_STARTS_NEITHER_NEVER_RETURNS], nightbound=nightbound,
                         note=NIGHTBOUND_CONFLICT_NOTE)


registry.continuous_checks.add(check_neither)


_TRANSFORMED = attrgetter("transformed")


def face_matches_day_night(game: Game) -> None:
    """CR 702.145c and 702.145f: any time it's night and a player controls a daybound permanent
    front face up (or it's day and a nightbound one back face up), that permanent transforms,
    at once and not as a state-based action: a posted state that says so included, at its first
    check. Only a permanent that changed can newly mismatch: changing the designation itself
    (`change_day_night`) transforms every permanent it makes mismatch."""
    day_night = game.state.day_night
    changed = game.changed_permanents
    if day_night is None or (changed is not None and not changed):
        return
    night = day_night is DayNight.NIGHT
    keyword, rule = ("daybound", "702.145c") if night else ("nightbound", "702.145f")
    # Those changed since the checks last found nothing (in any order), else all of them.
    candidates: Iterable[Permanent] = game.state.battlefield if changed is None else changed.values()
    if not night:  # by day only a transformed one can mismatch: those found in C first (few)
        candidates = compress(candidates, map(_TRANSFORMED, candidates))
    mismatched = {id(permanent) for permanent in candidates
                  if not permanent.face_down and permanent.transformed is not night
                  and has_keyword(game, permanent, keyword) and is_transforming_double_faced(game, permanent)
                  # One that can't transform would not at any later check either: nothing to say.
                  and transform_refusal(game, permanent, TransformCause.DAY_NIGHT) is None}
    if not mismatched:
        return
    for permanent in [permanent for permanent in game.state.battlefield if id(permanent) in mismatched]:
        _transform_by_day_night(game, permanent, [cr(rule)], note=f"it is {day_night.value} and this face "
                                "does not match: it transforms at once, not as a state-based action")


# After the designation itself may have changed (check_neither, CR 702.145d/g).
registry.continuous_checks.add(face_matches_day_night, order=110, events=(registry.CHANGED,))


def untap_step_check(game: Game) -> None:
    """CR 502.2, before anything untaps (747f4d91a7e618c7): count the previous turn's active
    player's spells (only theirs, only that turn)."""
    state = game.state
    previous = state.previous_turn
    if state.day_night is None or previous is None:
        return  # neither day nor night: no check
    details: dict[str, Any] = {"previous_active_player": previous.active_player, "spells_cast": previous.spells_cast}
    if state.day_night is DayNight.DAY and previous.spells_cast == 0:
        change_day_night(game, DayNight.NIGHT, [UNTAP_STEP_CHECKS_DAY_NIGHT_FIRST, DAY_BECOMES_NIGHT_AFTER_NO_SPELLS,
                                                cr("502.2")], **details)
    elif state.day_night is DayNight.NIGHT and previous.spells_cast >= 2:
        change_day_night(game, DayNight.DAY, [UNTAP_STEP_CHECKS_DAY_NIGHT_FIRST, NIGHT_BECOMES_DAY_AFTER_TWO_SPELLS,
                                              cr("502.2")], **details)
    else:
        rule = DAY_BECOMES_NIGHT_AFTER_NO_SPELLS if state.day_night is DayNight.DAY else NIGHT_BECOMES_DAY_AFTER_TWO_SPELLS
        game.emit("day_night_unchanged", [UNTAP_STEP_CHECKS_DAY_NIGHT_FIRST, rule, cr("502.2")],
                  day_night=state.day_night.value, **details)


# Before the untap itself (order 50): CR 502.2 comes before 502.3.
registry.step_begin[Step.UNTAP].add(untap_step_check, order=10)


def enters_transformed_at_night(game: Game, entering: Entering) -> None:
    """CR 702.145: a daybound TDFC entering at night enters with its nightbound face up."""
    permanent = entering.permanent
    if game.state.day_night is not DayNight.NIGHT or permanent.face_down or permanent.transformed:
        return
    if not has_keyword(game, permanent, "daybound") or back_face(game, permanent) is None:
        return
    ruling = DAYBOUND_SPELL_CAST_AT_NIGHT_ENTERS_BACK_FACE_UP if entering.was_cast else DAYBOUND_ENTERS_NIGHTBOUND_AT_NIGHT_UNCAST
    refusal = transform_refusal(game, permanent, TransformCause.DAY_NIGHT)
    if refusal is not None:
        entering.cites += list(refusal.cites)
        entering.details["stays_front_face_up"] = refusal.reason
        return
    permanent.transformed = True
    game.changed(permanent)
    entering.cites += [ruling, cr("702.145")]
    entering.details["entered_transformed"] = "it is night, so it enters with its nightbound face up without transforming"


# After Werewhat's choice of back face (order 10), which can make it double-faced.
registry.enters_replacements.add(enters_transformed_at_night, order=50)


def only_day_night_transforms(game: Game, permanent: Permanent, cause: TransformCause) -> Refusal | None:
    if cause is TransformCause.EFFECT and (has_keyword(game, permanent, "daybound")
                                           or has_keyword(game, permanent, "nightbound")):
        return Refusal("a permanent with daybound or nightbound transforms only through those abilities; an effect "
                       "such as Moonmist does nothing to it", (ONLY_DAYBOUND_NIGHTBOUND_TRANSFORM_THEM, cr("702.145")))
    return None


registry.transform_restrictions.add(only_day_night_transforms, order=50)
