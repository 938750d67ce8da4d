""" "Until your next turn" (Mu Yanling, Celestial Wind: "Until your next turn, up to one target creature
gets -5/-0."): a `pump` with `"duration": "until_your_next_turn"` makes a power/toughness change that
lasts through cleanup steps (CR 514.2 ends only "until end of turn" effects) and ends as the next turn
of the player who controlled the spell or ability that made it begins (CR 611.2a: a continuous effect
from a resolved spell or ability lasts as long as it says; 500.1: the turn begins with its untap
step), before that untap step's untapping."""

from __future__ import annotations

from operator import attrgetter

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game

_EFFECTS = attrgetter("effects")


def _turn_begins(game: Game) -> None:
    battlefield = game.state.battlefield
    if not any(map(_EFFECTS, battlefield)):  # most turns: no permanent has an effect
        return
    active = game.state.active_player
    for permanent in battlefield:
        if not permanent.effects:
            continue
        ending = [e for e in permanent.effects if e.duration == "until_your_next_turn" and e.until_turn_of == active]
        if not ending:
            continue
        permanent.effects = [e for e in permanent.effects if not any(e is end for end in ending)]
        game.changed(permanent)
        game.emit(
            "effect_ended",
            [cr("611.2a"), cr("500.1")],
            permanent=permanent.id,
            source=ending[0].source,
            power=ending[0].power,
            toughness=ending[0].toughness,
            reason=f"{active}'s turn began",
        )


registry.step_begin[Step.UNTAP].add(_turn_begins, order=5)
