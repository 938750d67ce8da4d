"""Keywords a player gains until end of turn (CR 702.11c, 702.18a, 514.2): "You and permanents you
control gain hexproof until end of turn." (Dawn's Truce). The `player_gains_keywords` effect adds
the keywords to the resolving ability's controller's `keywords`, where hexproof and shroud act as
a player's keyword does (rules/hexproof.py 702.11c, rules/shroud.py 702.18a), and records the ones
it added in `keywords_until_end_of_turn`; in the cleanup step "until end of turn" effects end
(514.2) and those keywords leave. A keyword the player already had stays (it wasn't the effect's)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PlayerGainsKeywordsEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.state import StackObject

_CITES = {"hexproof": "702.11c", "shroud": "702.18a"}


def _resolve(game: Game, item: StackObject, effect: PlayerGainsKeywordsEffect, choices: Choices) -> None:
    player = game.player(item.controller or "")
    added = [keyword for keyword in effect.keywords if keyword not in player.keywords]
    if added:
        player.keywords = [*player.keywords, *added]
        player.keywords_until_end_of_turn = [*player.keywords_until_end_of_turn, *added]
    cites = [cr("608.2"), cr("611.2c"), *(cr(_CITES[keyword]) for keyword in effect.keywords)]
    game.emit("player_gained_keywords", cites, player=player.id, stack_object=item.id, keywords=list(effect.keywords))


def _keywords_end(game: Game) -> None:
    """CR 514.2: "until end of turn" effects end in the cleanup step."""
    for player in game.state.players:
        if not player.keywords_until_end_of_turn:
            continue
        ending = player.keywords_until_end_of_turn
        player.keywords = [keyword for keyword in player.keywords if keyword not in ending]
        player.keywords_until_end_of_turn = []
        game.emit("player_keywords_ended", [cr("514.2")], player=player.id, keywords=list(ending))


registry.effect_resolvers["player_gains_keywords"] = _resolve
registry.step_begin[Step.CLEANUP].add(_keywords_end, order=20)
