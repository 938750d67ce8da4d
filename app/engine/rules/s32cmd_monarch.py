"""s32-cmd: the monarch (CR 724; docs/oracle-s32-cmd.md).

- "You become the monarch." (the effect `become_monarch`, 724.1): the controller of the resolving spell or ability
  becomes the monarch, the state's `monarch`. Only one player is the monarch (724.3): the one before, if any, ceases to
  be. A player who already is the monarch doesn't become it again (nothing happens, nothing triggers).
- The monarch's two inherent triggered abilities (724.2): they have no source (the stack object's `source` is
  "monarch") and are controlled by the player who was the monarch as they triggered. "At the beginning of the monarch's
  end step, that player draws a card" (put on the stack as that end step begins, 513.1; the player draws even if
  another player has become the monarch meanwhile) and "Whenever a creature deals combat damage to the monarch, its
  controller becomes the monarch" (once for each creature, 510.2; as it resolves, the creature's controller then, or
  as it last existed on the battlefield, 608.2h, becomes the monarch).
- The monarch leaves the game (724.4): the active player becomes the monarch; if the monarch was the active player,
  the next player in turn order still in the game does (rules/multiplayer.py `left_game_hooks`).
- "if you're the monarch" (the RiderCondition `s32cmd_monarch`, rules/riders.py: an intervening "if", 603.4) and
  "Whenever you become the monarch, ..." (the trigger "you_become_monarch", 603.2: the permanents of the player who
  became it).

Gating: the end-step and combat-damage hooks run only in games with a monarch (the kind `MONARCH`, counted when a
posted state names one and added as a player becomes the monarch)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S32cmdBecomeMonarchEffect
from app.engine.characteristics import is_creature
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import add_kind, posted_state_field, trigger_needs
from app.engine.rules.event_triggers import players_permanents_triggered
from app.engine.rules.multiplayer import left_game_hooks, next_player_in_game
from app.engine.rules.zones import draw_cards
from app.engine.state import StackObject

MONARCH = "object:monarch"  # a game with a monarch
SOURCE = "monarch"  # the monarch's inherent abilities have no source (CR 724.2): the stack object's `source`
DRAW, STEAL = "monarch_draw", "monarch_steal"  # the keyword triggers of CR 724.2
EVENT = "became_monarch"
_BECOME = frozenset({"you_become_monarch"})


def is_monarch(game: Game, player: str | None) -> bool:
    """Whether `player` is the monarch (CR 724.1)."""
    return player is not None and game.state.monarch == player


def become_monarch(game: Game, player: str, cites: list[str], source: str | None = None) -> None:
    """CR 724.1, 724.3: `player` becomes the monarch; the monarch before, if any, ceases to be. Already the monarch:
    nothing happens (no player "becomes" the monarch, so nothing triggers)."""
    state = game.state
    if state.monarch == player:
        return
    previous = state.monarch
    state.monarch = player
    add_kind(game, MONARCH)
    game.emit(EVENT, [*cites, cr("724.3")], player=player, previous=previous, source=source)


def _resolve(game: Game, item: StackObject, effect: S32cmdBecomeMonarchEffect, choices: Choices) -> None:
    become_monarch(game, item.controller or "", [cr("608.2"), cr("724.1")], source=item.source or item.id)


def _end_step_begins(game: Game) -> None:
    """CR 724.2, 513.1: "At the beginning of the monarch's end step, that player draws a card." triggers."""
    monarch = game.state.monarch
    if monarch is None or monarch != game.state.active_player:
        return
    game.pending_triggers.append(PendingTrigger(SOURCE, None, monarch, "monarch_end_step", [],
                                                [cr("724.2"), cr("513.1")], data={"keyword_trigger": DRAW}))


def _resolve_draw(game: Game, item: StackObject, choices: Choices) -> None:
    """The monarch's end-step ability resolves: the player who controls it (the monarch as it triggered) draws a card
    (CR 724.2, 121.1)."""
    draw_cards(game, game.player(item.controller or ""), 1, (cr("724.2"), cr("121.1")))


def _dealt(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> None:
    """CR 724.2, 510.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."
    triggers, controlled by the monarch, once for each creature that dealt them combat damage."""
    monarch = game.state.monarch
    if not combat or amount <= 0 or monarch is None or recipient != monarch:
        return
    creature = game.permanent(source_id)
    if creature is None or not is_creature(game, creature):
        return
    game.pending_triggers.append(PendingTrigger(
        SOURCE, None, monarch, "monarch_dealt_combat_damage", [], [cr("724.2"), cr("510.2")],
        data={"keyword_trigger": STEAL, "creature": creature.id, "creature_controller": creature.controller}))


def _resolve_steal(game: Game, item: StackObject, choices: Choices) -> None:
    """The creature's controller becomes the monarch: its controller now, or as it last existed on the battlefield
    (CR 724.2, 608.2h)."""
    creature = game.permanent(str(item.choices.get("creature")))
    controller = (creature.controller if creature is not None else None) or str(item.choices.get("creature_controller"))
    if any(player.id == controller and not player.has_lost for player in game.state.players):
        become_monarch(game, controller, [cr("608.2"), cr("724.2")], source=str(item.choices.get("creature")))


def _monarch_left(game: Game, gone: str) -> None:
    """CR 724.4: the monarch left the game: the active player becomes the monarch, or, when the monarch was the active
    player (their turn goes on without them, 800.4j), the next player in turn order still in the game."""
    if game.state.monarch != gone:
        return
    active = game.state.active_player
    successor = next_player_in_game(game, gone) if active is None or active == gone else active
    if successor != gone:
        become_monarch(game, successor, [cr("724.4")])


def _you_became(game: Game, event: dict[str, Any]) -> list[Any]:
    """ "Whenever you become the monarch, ..." (CR 603.2, 724.3): the permanents of the player who became it."""
    return players_permanents_triggered(game, event.get("player"), _BECOME, "you_become_monarch", {},
                                        [cr("603.2"), cr("724.3")])


posted_state_field("monarch", MONARCH)
registry.effect_resolvers["become_monarch"] = _resolve
registry.keyword_trigger_resolvers[DRAW] = _resolve_draw
registry.keyword_trigger_resolvers[STEAL] = _resolve_steal
registry.step_begin[Step.END].add(_end_step_begins, needs=(MONARCH,))
registry.damage_dealt.add(_dealt, needs=(MONARCH,))
keyword_triggers.watch(EVENT, _you_became, needs=trigger_needs(_BECOME))
left_game_hooks.append(_monarch_left)
