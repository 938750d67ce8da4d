""""Until your next upkeep" (Xenic Poltergeist): an effect with `"duration": "until_next_upkeep"`
lasts through cleanup steps (CR 514.2 ends only "until end of turn" effects) and ends as the
upkeep of the player who controlled the ability that made it next begins (CR 503.1: the upkeep
step begins the turn's beginning phase's second step; "until your next upkeep" names that moment,
CR 611.2a: a continuous effect from a resolved ability lasts as long as it says)."""

from __future__ import annotations

from operator import attrgetter

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game

_EFFECTS = attrgetter("effects")


def _upkeep_begins(game: Game) -> None:
    battlefield = game.state.battlefield
    if not any(map(_EFFECTS, battlefield)):  # most upkeeps: no permanent has an effect (tested in C)
        return
    active = game.state.active_player
    for permanent in battlefield:
        if not permanent.effects:
            continue
        ending = [e for e in permanent.effects if e.duration == "until_next_upkeep" and e.until_upkeep_of == active]
        if not ending:
            continue
        permanent.effects = [e for e in permanent.effects if not any(e is end for end in ending)]
        game.changed(permanent)
        game.emit("effect_ended", [cr("611.2a"), cr("503.1")], permanent=permanent.id, source=ending[0].source,
                  power=ending[0].power, toughness=ending[0].toughness, reason=f"{active}'s upkeep began")


registry.step_begin[Step.UPKEEP].add(_upkeep_begins, order=10)
