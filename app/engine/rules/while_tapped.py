""""For as long as <this> remains tapped" (CR 611.2b) and "You may choose not to untap <this>
during your untap step" (CR 502.3; Tawnos's Weaponry, Ashnod's Battle Gear).

- A `pump` with `"duration": "while_source_tapped"` ("Target creature gets +1/+1 for as long as
  this artifact remains tapped.") lasts until its source untaps or leaves the battlefield
  (CR 611.2b), whatever the turn: the cleanup step doesn't end it (CR 514.2 ends only "until end
  of turn" and "this turn" effects). If its source is already untapped or gone as it resolves,
  the duration never starts and the effect does nothing (611.2b). Checked whenever the rules
  check state (with the other continuous checks), so no one sees it outlive its source's tapping.
- `{"kind": "may_choose_not_to_untap"}`: in its controller's untap step the permanent untaps
  unless the action that reaches that step lists it in `choices.dont_untap` (CR 502.3: the
  active player untaps their permanents; this ability lets them leave it tapped).
"""

from __future__ import annotations

from operator import attrgetter, itemgetter
from typing import Any

from app.engine import registry
from app.engine.cards import MayChooseNotToUntapAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.ability_presence import add_kind
from app.engine.state import Permanent

WHILE_SOURCE_TAPPED = "while_source_tapped"


# `game.rule_memory` keys: how many events the check has seen, and whether such an effect may exist
# (the check runs at every check round: it looks at the battlefield only while one may).
_SEEN, _MAY_EXIST = "while_tapped.events_seen", "while_tapped.may_exist"


_EFFECTS, _TYPE = attrgetter("effects"), itemgetter("type")


def _may_exist(game: Game) -> bool:
    memory = game.rule_memory
    if memory.get(_MAY_EXIST):
        return True  # once one may exist, the check looks at every round
    events = game.events
    seen = memory.get(_SEEN)
    if seen is None:  # the first check of this request: any in the posted state? (effects tested in C first)
        battlefield = game.state.battlefield
        found = any(map(_EFFECTS, battlefield)) and any(
            e.duration == WHILE_SOURCE_TAPPED for p in battlefield if p.effects for e in p.effects)
    elif seen == len(events):
        return False  # no event since the last round: still none
    else:  # since then, only a resolving pump creates one (event types compared in C first)
        new = events[seen:]
        found = "pumped" in map(_TYPE, new) and any(
            event["type"] == "pumped" and event.get("duration") == WHILE_SOURCE_TAPPED for event in new)
    memory[_SEEN] = len(events)
    memory[_MAY_EXIST] = found
    return found


def end_untapped_durations(game: Game) -> None:
    """CR 611.2b: effects "for as long as <source> remains tapped" end once it isn't."""
    if not _may_exist(game):
        return
    for permanent in game.state.battlefield:
        if not permanent.effects or all(e.duration != WHILE_SOURCE_TAPPED for e in permanent.effects):
            continue
        kept = []
        for effect in permanent.effects:
            source = game.permanent(effect.source or "") if effect.duration == WHILE_SOURCE_TAPPED else None
            if effect.duration == WHILE_SOURCE_TAPPED and (source is None or not source.tapped):
                game.emit("effect_ended", [cr("611.2b")], permanent=permanent.id, source=effect.source,
                          power=effect.power, toughness=effect.toughness,
                          reason="its source left the battlefield" if source is None else "its source is untapped")
                continue
            kept.append(effect)
        if len(kept) != len(permanent.effects):
            permanent.effects = kept
            game.changed(permanent)


def stays_tapped(game: Game, permanent: Permanent) -> list[str] | None:
    """In the untap step: the cites if its controller chose not to untap it (CR 502.3), else None.
    Naming a permanent without the ability in `choices.dont_untap` is refused."""
    chosen = game.choices.dont_untap
    if not chosen or permanent.id not in chosen:
        return None
    game.used_choices.add("dont_untap")
    face = current_face(game, permanent) if permanent.card is not None and not permanent.face_down else None
    if face is None or not face.abilities_of(MayChooseNotToUntapAbility):
        raise IllegalAction("Must untap", f"{permanent.id} has no ability letting its controller choose not to untap "
                            "it, so it untaps in its controller's untap step", [cr("502.3")])
    return [cr("502.3")]


def untaps_this_step(game: Game, permanent: Permanent) -> bool:
    """Whether the untap step untaps it (emits `not_untapped` when its controller keeps it tapped)."""
    cites = stays_tapped(game, permanent)
    if cites is None:
        return True
    game.emit("chose_not_to_untap", cites, permanent=permanent.id, player=permanent.controller,
              reason="its controller chose not to untap it")
    return False


# The check matters only in a game with such an effect: posted on a permanent (any posted effect
# counts), or made during the request, which always says so in a "pumped" event with the duration.
_WHILE_TAPPED_EFFECT = "effect:" + WHILE_SOURCE_TAPPED


def _note_while_tapped_pump(game: Game, event: dict[str, Any]) -> list[Any]:
    """Not a trigger: an observer of "pumped" events that counts the kind as such an effect begins."""
    if event.get("duration") == WHILE_SOURCE_TAPPED:
        add_kind(game, _WHILE_TAPPED_EFFECT)
    return []


registry.trigger_detectors.add(_note_while_tapped_pump, events=("pumped",))
registry.continuous_checks.add(end_untapped_durations, order=50,
                               needs=(registry.posted_kind("effects"), _WHILE_TAPPED_EFFECT))
