"""s21-ete: "Players can't gain life." (Rampaging Ferocidon, Sunspine Lynx), "Your opponents can't gain life."
(Tibalt, Rakish Instigator): the `cant_gain_life` static ability (docs/oracle-s21-ete.md).

While its permanent is on the battlefield (CR 604.1, 611.3a), a player it names can't gain life: an effect that
would make them gain life does nothing, and a replacement effect that would increase that gain doesn't apply (CR
119.7). `life_this_turn.gain_life`, through which every gain of life goes (effects, lifelink, prevention that
gains life, a life total set higher, CR 119.5), asks `cant_gain_life` before it changes a life total; a gain that
doesn't happen counts for nothing ("life gained this turn", "whenever you gain life"). The look at the
battlefield is made only in a game where a card with the ability has been.
"""

from __future__ import annotations

from app.engine.cards import CantGainLifeAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has

CITES = (cr("119.7"),)


def _names(ability: CantGainLifeAbility, controller: str | None, player_id: str) -> bool:
    if ability.players == "each":
        return True
    return (player_id == controller) == (ability.players == "you")


def cant_gain_life(game: Game, player_id: str) -> bool:
    """Whether `player_id` can't gain life now (a `cant_gain_life` ability of a permanent on the battlefield names
    them, CR 119.7); the event `life_gain_stopped` says so."""
    if not game_has(game, CantGainLifeAbility):
        return False
    for permanent in game.state.battlefield:
        for _, ability in abilities_of_kind(game, permanent, CantGainLifeAbility):
            if _names(ability, permanent.controller, player_id):
                game.emit("life_gain_stopped", list(CITES), player=player_id, source=permanent.id)
                return True
    return False
