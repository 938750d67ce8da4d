"""Priority (CR 117): who may act, `pass_priority`, and what happens when all players pass.

Two modes, so that older requests keep their meaning:
- Not tracked (`priority_player` null in the state and no `pass_priority` in the request): any
  player may act when the other timing rules allow; `resolve`, `next_step` and `next_turn` stand
  for "all players pass" (CR 117.4, 405.5, 500.2).
- Tracked (a state with `priority_player`, or from a request's first `pass_priority` on, which
  the active player makes, CR 117.3a): only the player with priority may cast a spell (CR 117.1a),
  activate an ability (117.1b; mana abilities 605.3a), take a special action (play a land, turn a
  permanent face up: 116.2a-b) or pass (117.3d). After acting they receive priority again
  (117.3c). After a resolution (117.3b) or a step change (117.3a) the active player receives it.
  When every player in the game passes in succession, the top of the stack resolves (117.4,
  405.5, 608.1) or, with an empty stack, the step ends (500.2); steps in which no player receives
  priority (untap 502.4, cleanup 514.3) then pass on by themselves. Turn-based actions (declaring
  attackers and blockers, dividing combat damage) are taken by the players the rules name,
  priority or not (CR 508.1, 509.1, 510.1). `resolve`/`next_step`/`next_turn` remain the
  explicit "all players pass" shortcuts in this mode too.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import NextStep, PassPriority, Resolve
from app.engine.citations import cr
from app.engine.enums import PLAYER_ZONES, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, refuse_without_priority
from app.engine.loop.steps import next_step
from app.engine.rules.multiplayer import first_to_act
from app.engine.rules.stack import resolve_top

# Actions only the player with priority may take, with the rule that says so.
_NEEDS_PRIORITY = {
    "cast": "117.1a",
    "activate": "117.1b",
    "tap_for_mana": "605.3a",
    "play_land": "116.2a",
    "turn_face_up": "116.2b",
    "unlock": "116.2m",  # s34-dsk
    "pass_priority": "117.3d",
    "cycle": "117.1b",  # an activated ability of a card in hand (CR 702.29a)
    "ninjutsu": "117.1b",  # an activated ability of a card in hand (CR 702.49a)
}
# After these the active player receives priority (CR 117.3a, 117.3b): they are "all players
# pass" shortcuts, or turn-based actions at the start of a step.
_ACTIVE_PLAYER_NEXT = frozenset({"resolve", "next_step", "next_turn", "declare_attackers", "declare_blockers",
                                 "assign_combat_damage"})
# Bound on the steps passed on by themselves after one step ends (untap, cleanup): a few at most.
_MAX_STEPS_WITHOUT_PRIORITY = 8


def tracked(game: Game) -> bool:
    return game.state.priority_player is not None


def actor(game: Game, action: Any) -> str | None:
    """The player taking `action`: given, else the card's holder or the permanent's controller;
    None when unknown (the action's own checks then refuse it)."""
    if action.player is not None:
        return str(action.player)
    if action.type == "pass_priority":
        return game.state.priority_player or first_to_act(game)
    card = getattr(action, "card", None)
    if isinstance(card, str) and action.type in ("cast", "play_land", "cycle", "ninjutsu"):
        location = game.find_zone_card(card, (*PLAYER_ZONES, Zone.COMMAND))  # a commander too (CR 903.8)
        return location.player.id if location is not None else None
    permanent_id = getattr(action, "permanent", None)
    if isinstance(permanent_id, str):
        permanent = game.permanent(permanent_id)
        if permanent is None and action.type == "activate":  # a card's ability in its graveyard (CR 113.6k, 108.4a)
            location = game.find_zone_card(permanent_id, (Zone.GRAVEYARD,))
            return location.player.id if location is not None else None
        return permanent.controller if permanent is not None else None
    return None


def verify_may_act(game: Game, action: Any) -> str | None:
    """CR 117: while priority is tracked, only its holder may take the actions that need it.
    Returns the acting player (for `after_action`)."""
    if game.state.priority_player is None:
        return None  # not tracked: nothing to check, nobody to hand priority to
    who = actor(game, action)
    rule = _NEEDS_PRIORITY.get(action.type)
    if rule is None or who is None:
        return who
    holder = game.state.priority_player
    if who != holder:
        verb = "pass priority" if action.type == "pass_priority" else f"take a {action.type} action"
        raise IllegalAction("No priority", f"{who} can't {verb} now: {holder} has priority, and only the player "
                            "with priority may", [cr("117.1"), cr(rule)])
    return who


def after_action(game: Game, action: Any, who: str | None) -> None:
    """Who receives priority after an action (CR 117.3); the passes in succession start over."""
    state = game.state
    if state.priority_player is None or action.type == "pass_priority":
        return
    state.priority_passed = []
    if action.type in _ACTIVE_PLAYER_NEXT:
        state.priority_player = first_to_act(game)  # the active player, unless they left (CR 800.4j)
    elif action.type in _NEEDS_PRIORITY and who is not None:
        state.priority_player = who


def next_in_turn_order(game: Game, player_id: str) -> str:
    """The next player still in the game after `player_id` in turn order (CR 117.3d)."""
    players = game.state.players
    start = next(index for index, player in enumerate(players) if player.id == player_id)
    for offset in range(1, len(players) + 1):
        candidate = players[(start + offset) % len(players)]
        if not candidate.has_lost:
            return candidate.id
    return player_id


# --- pass_priority -------------------------------------------------------------------------------


def verify_pass_priority(game: Game, action: PassPriority) -> None:
    refuse_without_priority(game)
    who = action.player or game.state.priority_player or first_to_act(game)
    game.player(who)
    holder = game.state.priority_player or first_to_act(game)
    if who != holder:
        raise IllegalAction("No priority", f"{who} can't pass priority: {holder} has it", [cr("117.3d")])


def pass_priority(game: Game, action: PassPriority) -> None:
    state = game.state
    holder = state.priority_player or first_to_act(game) or ""
    state.priority_player = holder
    passed = [*dict.fromkeys([*state.priority_passed, holder])]
    game.emit("priority_passed", [cr("117.3d")], player=holder)
    in_game = {player.id for player in game.players_in_turn_order()}
    if not in_game <= set(passed):
        state.priority_passed = passed
        state.priority_player = next_in_turn_order(game, holder)
        return
    state.priority_passed = []
    if state.stack:
        game.emit("all_players_passed", [cr("117.4"), cr("405.5")], resolves=state.stack[0].id)
        resolve_top(game, Resolve(choices=action.choices))
    else:
        game.emit("all_players_passed", [cr("117.4"), cr("500.2")], step_ends=state.step.value)
        next_step(game, NextStep(choices=action.choices))
        for _ in range(_MAX_STEPS_WITHOUT_PRIORITY):
            if state.game_over or state.stack or state.step.players_get_priority:
                break
            next_step(game, NextStep())  # CR 502.4, 514.3: nobody acts in it, it ends
    state.priority_player = first_to_act(game)  # CR 117.3a, 117.3b; 800.4j


registry.register_action("pass_priority", verify=verify_pass_priority, apply=pass_priority)


def verify_not_before_combat_damage(game: Game, action: Any) -> None:
    """CR 510.1-510.3: in a combat damage step no player receives priority before its combat
    damage is dealt (design.md §10): while a division is still to be chosen, nobody may cast,
    activate, play a land or pass; the division (`assign_combat_damage`), or `next_step` with the
    default one, comes first. Asked whether priority is tracked or not."""
    combat = game.state.combat
    if combat is not None and not combat.damage_dealt and action.type in _NEEDS_PRIORITY:
        raise IllegalAction("No priority before combat damage", "in the combat damage step, combat damage is dealt "
                            "before any player receives priority; divide it first (assign_combat_damage, or next_step "
                            "for the default division)", [cr("510.2"), cr("510.3")])

