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


def end_active_players_effects(game: Game, duration: str, whose: str, cites: list[str], moment: str) -> None:
    """End the effects on permanents with this `duration` made by the active player's spells and
    abilities (the effect's `whose` field names that player), one `effect_ended` event a permanent
    (`reason`: "<player>'s <moment> began"). Also serves "until your next turn"
    (rules/until_your_next_turn.py)."""
    battlefield = game.state.battlefield
    if not any(map(_EFFECTS, battlefield)):  # most steps: no permanent has an effect (tested in C)
        return
    active = game.state.active_player
    for permanent in battlefield:
        if not permanent.effects:
            continue
        ending = [e for e in permanent.effects if e.duration == duration and getattr(e, whose) == active]
        if not ending:
            continue
        permanent.effects = [e for e in permanent.effects if not any(e is end for end in ending)]
        game.changed(permanent)
        game.emit("effect_ended", cites, permanent=permanent.id, source=ending[0].source,
                  power=ending[0].power, toughness=ending[0].toughness, reason=f"{active}'s {moment} began")


def _upkeep_begins(game: Game) -> None:
    end_active_players_effects(game, "until_next_upkeep", "until_upkeep_of", [cr("611.2a"), cr("503.1")], "upkeep")


registry.step_begin[Step.UPKEEP].add(_upkeep_begins, order=10)
