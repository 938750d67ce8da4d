"""Life triggers (CR 603.2, 119.9): the one place where a player's life gain or loss triggers the
abilities waiting for it, called by `gain_life` / `lose_life` (rules/life_this_turn.py) for each
life-gaining or life-losing event (a spell or ability's "gain N life", each source with lifelink
dealing damage, a prevention's life gain; damage, paid life, "lose N life"), never for 0 life (119.9).

Two ability forms of the vocabulary say "whenever you gain life"; both are kept (posted definitions
use either) and both trigger here:
- a `triggered` ability with the trigger "you_gain_life" (the Oracle grammar's reading of "Whenever
  you gain life, put a +1/+1 counter on ~", Ajani's Pridemate): `that_player` (the player) and
  `that_much` (the life gained) are named for its effect;
- a `life_trigger` (`on`: "gain", "lose" or "gain_or_lose", optionally `during_your_turn`: "Whenever
  you gain or lose life during your turn", Bloomburrow), which names nothing.
Each triggers once per event, for the permanents the player controls (their abilities say "you"). s21-szn: a
"you_gain_life" trigger with `nth_each_turn` ("Whenever you gain life for the first time each turn") triggers only on
the player's first life-gaining event of the turn, decided as the event happens (the life gained this turn is this
gain's alone), so of two simultaneous gains only the first triggers it. s27-fdna: with `during_your_turn` ("for the first
time during each of your turns") only while its controller is the active player (CR 102.1)."""

from __future__ import annotations

from app.engine.cards import LifeTriggerAbility, TriggeredAbility
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import abilities_of_kind, game_has, game_has_trigger
from app.engine.rules.event_triggers import triggered
from app.engine.rules.life_change_triggers import life_change_triggers
from app.engine.rules.s31stdab_graveyard_life import from_graveyard  # s31-stdab

YOU_GAIN_LIFE = "you_gain_life"
_GAINS = frozenset({YOU_GAIN_LIFE})


def life_triggers(game: Game, player_id: str, change: str, amount: int) -> None:
    """`player_id` gained (`change` "gain") or lost ("lose") `amount` life, more than 0: the
    abilities of their permanents that this triggers wait to be put on the stack (CR 603.3)."""
    life_change_triggers(game, player_id, change, amount)  # s14-forage: "whenever you gain or lose life"
    forms = game_has(game, LifeTriggerAbility)
    gains = change == "gain" and game_has_trigger(game, _GAINS)
    if change == "gain" and game.player(player_id).graveyard:  # s31-stdab: from the graveyard (CR 113.6k)
        from_graveyard(game, player_id, amount, gain_applies)
    if not (forms or gains):
        return  # most games
    named = {"that_player": player_id, "that_much": amount}
    for permanent in game.state.battlefield:
        if permanent.controller != player_id:
            continue
        if gains:
            for index, ability in abilities_of_kind(game, permanent, TriggeredAbility):
                if not gain_applies(game, ability, player_id, amount) or ability.functions_from_graveyard():
                    continue  # s31-stdab: an ability working from the graveyard doesn't here (CR 113.6k)
                if ability.trigger == YOU_GAIN_LIFE:
                    game.pending_triggers.append(
                        triggered(permanent, index, YOU_GAIN_LIFE, dict(named), [cr("603.2"), cr("119.9")])
                    )
        if not forms:
            continue
        for index, life_ability in abilities_of_kind(game, permanent, LifeTriggerAbility):
            if life_ability.on not in (change, "gain_or_lose"):
                continue
            if life_ability.during_your_turn and game.state.active_player != player_id:
                continue
            game.pending_triggers.append(
                PendingTrigger(
                    permanent.id,
                    index,
                    player_id,
                    f"life_{change}",
                    [],
                    [cr("603.2"), cr("119.3")],
                    card=permanent.card,
                    face="back" if permanent.transformed else "front",
                )
            )


def gain_applies(game: Game, ability: TriggeredAbility, player_id: str, amount: int) -> bool:
    """Whether `player_id`'s gain of `amount` life meets the turn limits of a "you_gain_life" ability (any other passes):
    s21-szn `nth_each_turn`, only the first life-gaining event of the turn, decided as it happens (the life gained this
    turn is this gain's alone, counted already; CR 603.2); s27-fdna `during_your_turn`, only while its controller is the
    active player (CR 102.1). s31-stdab: also asked for the cards in a graveyard (rules/s31stdab_graveyard_life.py)."""
    if ability.trigger != YOU_GAIN_LIFE:
        return True
    if ability.nth_each_turn is not None and game.player(player_id).life_gained_this_turn != amount:
        return False
    return not (ability.during_your_turn and game.state.active_player != player_id)
