"""s14-forage: "Whenever you gain or lose life [during your turn], <effects>" and "Whenever you lose
life, <effects>" (CR 603.2, 119.3): `triggered` abilities with the triggers "you_gain_or_lose_life"
and "you_lose_life".

A player's life total changes only through rules/life_this_turn.py's `gain_life` / `lose_life`
(paying life is losing it, 119.4; damage to a player makes them lose that much, 120.3a); each change
of more than 0 life (119.9: 0 is no gain or loss) is one event, which triggers these abilities of
the permanents that player controls once each ("you" is the ability's controller).
`during_your_turn`: only while that player is the active player (102.1). The pending-trigger
filters apply as they do to the triggers detected from events, so "This ability triggers only once
each turn." (`max_per_turn`, rules/trigger_limits.py) limits them too. The event is named for the
effects as the life-gain trigger names it: `that_player` and `that_much` (the life gained or lost)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import TriggeredAbility
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import abilities_of_kind, game_has_trigger
from app.engine.rules.event_triggers import triggered
from app.engine.state import Permanent

_CHANGES = frozenset({"you_gain_or_lose_life", "you_lose_life",
                      "opponent_loses_life"})  # s26-core: an opponent's loss (CR 102.3)
_S26CORE_OPPONENT_LOSES = frozenset({"opponent_loses_life"})


def life_change_triggers(game: Game, player_id: str, change: str, amount: int) -> None:
    """`player_id` gained (`change` "gain") or lost ("lose") `amount` life, more than 0: their
    permanents' "you_gain_or_lose_life" (either) and "you_lose_life" (a loss) abilities trigger."""
    if not game_has_trigger(game, _CHANGES):
        return  # most games
    found: list[PendingTrigger] = []
    your_turn = game.state.active_player == player_id
    opponents_watch = change == "lose" and game_has_trigger(game, _S26CORE_OPPONENT_LOSES)  # s26-core
    for permanent in game.state.battlefield:
        if permanent.controller != player_id:
            if opponents_watch:
                found += _s26core_opponent_lost(game, permanent, player_id, change, amount)
            continue
        for index, ability in abilities_of_kind(game, permanent, TriggeredAbility):
            if ability.trigger not in _CHANGES or (ability.trigger == "you_lose_life" and change != "lose") or (
                    ability.trigger == "opponent_loses_life"):  # s26-core: another player's permanents (below)
                continue
            if ability.during_your_turn and not your_turn:
                continue
            cites = [cr("603.2"), cr("119.3")] + ([cr("102.1")] if ability.during_your_turn else [])
            named = {"that_player": player_id, "that_much": amount}
            found.append(triggered(permanent, index, str(ability.trigger), named, cites))
    for keep in registry.pending_trigger_filters:
        found = keep(game, found)
    game.pending_triggers.extend(found)


def _s26core_opponent_lost(game: Game, permanent: Permanent, player_id: str, change: str,
                           amount: int) -> list[PendingTrigger]:
    """s26-core: "Whenever an opponent loses life, <effects>" (CR 603.2, 119.3): `player_id`, an opponent of the
    permanent's controller (every other player, CR 102.3), lost `amount` life: its "opponent_loses_life" abilities
    trigger, naming that player and the life lost."""
    if change != "lose" or permanent.controller is None:
        return []
    return [triggered(permanent, index, "opponent_loses_life", {"that_player": player_id, "that_much": amount},
                      [cr("603.2"), cr("119.3"), cr("102.3")])
            for index, ability in abilities_of_kind(game, permanent, TriggeredAbility)
            if ability.trigger == "opponent_loses_life"]
