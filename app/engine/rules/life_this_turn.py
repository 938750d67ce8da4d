"""Life gained and lost this turn: "if an opponent lost life this turn" (Frilled Sparkshooter),
"if you gained life this turn", "if you gained or lost life this turn" (Star Charter).

A player's life total goes up when they gain life and down when they lose it (CR 119.3); paying
life is losing it (119.4) and damage dealt to a player makes them lose that much life (120.3a).
Every rule that changes a life total does it through `gain_life` / `lose_life` here, which keep
each player's `life_gained_this_turn` / `life_lost_this_turn` (0 again as a new turn begins,
loop/steps.py; a posted state says what happened earlier in its turn). Gaining or losing 0 life
changes no life total, so it is not counted.

"Whenever you gain life" / "whenever you gain or lose life during your turn" (the `triggered`
ability "you_gain_life" and the `life_trigger`) trigger once for each gain or loss (CR 603.2), from
these two functions (rules/life_gain_triggers.py, the one implementation of both).

`condition_holds` answers the conditions by name, for the rules (enters with counters, triggers)
and the Oracle reader's vocabulary (`LifeCondition` in app/engine/cards.py).
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.life_gain_increase import increased_gain  # s17-core
from app.engine.rules.life_gain_triggers import life_triggers
from app.engine.rules.s21ete_cant_gain_life import cant_gain_life  # s21-ete
from app.engine.rules.s23c12_bloodthirst import opponent_was_dealt_damage  # s23-c12
from app.engine.rules.s32mb_speed import lost_life as s32mb_lost_life  # s32-mb
from app.engine.state import Player

# The conditions the vocabulary names ("an opponent lost life this turn", ...).
CONDITIONS = (
    "opponent_lost_life",
    "you_gained_life",
    "you_lost_life",
    "you_gained_or_lost_life",
    "you_gained_and_lost_life",
    "opponent_dealt_damage",  # s23-c12: "if an opponent was dealt damage this turn" (bloodthirst, CR 702.54a)
)
CITES = (cr("119.3"), cr("119.4"), cr("120.3a"))
# What each condition says, for refusals ("... only if an opponent lost life this turn").
TEXT = {
    "opponent_lost_life": "an opponent lost life",
    "you_gained_life": "its controller gained life",
    "you_lost_life": "its controller lost life",
    "you_gained_or_lost_life": "its controller gained or lost life",
    "you_gained_and_lost_life": "its controller gained and lost life",
    "opponent_dealt_damage": "an opponent was dealt damage",  # s23-c12
}


def gain_life(game: Game, player: Player, amount: int) -> int:
    """`player` gains `amount` life (CR 119.3); counted for "gained life this turn"; their
    "whenever you gain life" abilities trigger. Returns the life gained: `amount`, or more when a
    replacement effect increases it (s17-core: rules/life_gain_increase.py, CR 614.1a)."""
    if amount <= 0 or cant_gain_life(game, player.id):  # s21-ete: "Players can't gain life." (CR 119.7)
        return 0
    amount = increased_gain(game, player.id, amount)
    player.life += amount
    player.life_gained_this_turn += amount
    life_triggers(game, player.id, "gain", amount)
    return amount


def lose_life(game: Game, player: Player, amount: int) -> None:
    """`player` loses `amount` life (CR 119.3; paying life 119.4, damage 120.3a); counted for
    "lost life this turn"; their "whenever you lose life" abilities trigger."""
    if amount <= 0:
        return
    player.life -= amount
    player.life_lost_this_turn += amount
    life_triggers(game, player.id, "lose", amount)
    s32mb_lost_life(game, player.id)  # s32-mb: the speed ability of the player whose turn it is (CR 702.179d)


def opponent_lost_life(game: Game, player_id: str) -> bool:
    """Whether an opponent of `player_id` lost life this turn."""
    return any(p.id != player_id and p.life_lost_this_turn > 0 for p in game.state.players)


def condition_holds(game: Game, player_id: str, condition: str) -> bool:
    """Whether `condition` (one of `CONDITIONS`) holds now for `player_id` ("you")."""
    if condition == "opponent_lost_life":
        return opponent_lost_life(game, player_id)
    if condition == "opponent_dealt_damage":  # s23-c12 (rules/s23c12_bloodthirst.py, CR 702.54a)
        return opponent_was_dealt_damage(game, player_id)
    player = game.player(player_id)
    gained, lost = player.life_gained_this_turn > 0, player.life_lost_this_turn > 0
    if condition == "you_gained_life":
        return gained
    if condition == "you_lost_life":
        return lost
    if condition == "you_gained_or_lost_life":
        return gained or lost
    if condition == "you_gained_and_lost_life":
        return gained and lost
    raise ValueError(f"unknown life condition {condition!r}")
