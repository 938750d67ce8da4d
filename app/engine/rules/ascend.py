"""Ascend and the city's blessing (CR 702.131; s16-kwc).

- On a permanent (`ascend` ability, 702.131b): "Any time you control ten or more permanents and you don't
  have the city's blessing, you get the city's blessing for the rest of the game." Checked with the game's
  continuous checks (whenever state-based actions are), in games with such an ability: it doesn't use the
  stack and isn't a state-based action (702.131b).
- On an instant or sorcery (`ascend` effect, 702.131a): the same check made once, as the spell resolves.
- The city's blessing is a player designation (`players[].city_blessing`, 702.131c): once a player has it,
  they keep it for the rest of the game, whatever they control later. The `city_blessing_gained` event
  cites 702.131.
- "as long as you have the city's blessing" (`static_pump` `as_long_as: "city_blessing"`, 611.3a): read by
  rules/turn_conditions.py through `has_city_blessing`."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import AscendAbility, AscendEffect
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import StackObject

TEN = 10


def has_city_blessing(game: Game, player: str | None) -> bool:
    """Whether `player` has the city's blessing (CR 702.131c)."""
    return player is not None and any(p.id == player and p.city_blessing for p in game.state.players)


def _ascend(game: Game, player_id: str, cites: list[str], source: str | None) -> None:
    player = game.player(player_id)
    if player.city_blessing or player.has_lost:
        return
    controlled = sum(1 for permanent in game.state.battlefield if permanent.controller == player_id)
    if controlled < TEN:
        return
    player.city_blessing = True
    game.emit("city_blessing_gained", [*cites, cr("702.131c")], player=player_id, source=source, permanents=controlled)


def check_ascend(game: Game) -> None:
    """CR 702.131b: each permanent with ascend gives its controller the blessing once they control ten."""
    for permanent in list(game.state.battlefield):
        if permanent.controller is None or permanent.face_down or permanent.card is None:
            continue
        if any(isinstance(ability, AscendAbility) for ability in current_face(game, permanent).abilities):  # CR 613.1f
            _ascend(game, permanent.controller, [cr("702.131b")], permanent.id)


def _resolve(game: Game, item: StackObject, effect: AscendEffect, choices: Choices) -> None:
    _ascend(game, item.controller or "", [cr("702.131a")], item.id)


registry.continuous_checks.add(check_ascend, needs=(AscendAbility,))
registry.effect_resolvers["ascend"] = _resolve
