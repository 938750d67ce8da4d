"""s25-khc: "Draw a card at the beginning of the next turn's upkeep." (Mystic Melting, Swift Maneuver): the effect
`draw_at_next_upkeep`. As the spell or ability resolves it creates a delayed triggered ability (CR 603.7a; the state's
`delayed_triggers`, `at` "next_upkeep", `action` "draw") that triggers once (603.7c) at the beginning of the next upkeep,
whoever's turn it is (created during an upkeep, it waits for the next turn's: that upkeep has begun, 503.1a); as it
resolves its controller (the controller of the spell or ability that created it, 603.7d) draws a card (121.1).

Gating: the upkeep hook returns at once when the state has no delayed triggers (most games)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S25khcDrawAtNextUpkeepEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules.zones import draw_cards
from app.engine.state import DelayedTrigger, StackObject

AT, ACTION = "next_upkeep", "draw"


def _resolve(game: Game, item: StackObject, effect: S25khcDrawAtNextUpkeepEffect, choices: Choices) -> None:
    delayed = DelayedTrigger(controller=item.controller or "", at=AT, action=ACTION, objects=[],
                             source=item.source or item.id)
    game.state.delayed_triggers.append(delayed)
    game.emit("delayed_trigger_created", [cr("608.2"), cr("603.7a")], source=item.source or item.id, at=AT,
              action=ACTION, objects=[])


def _upkeep_begins(game: Game) -> None:
    """CR 603.7b-c: the delayed draws trigger once, as the next upkeep begins (whoever's turn it is)."""
    if not game.state.delayed_triggers:  # nearly every game: no call at all
        return
    for fired in game.take_delayed_triggers(lambda d: d.at == AT):
        game.pending_triggers.append(PendingTrigger(
            fired.source or "delayed", None, fired.controller, f"delayed:{ACTION}", [],
            [cr("603.7"), cr("503.1a")], data={"delayed": {"action": ACTION, "objects": []}}))


def _resolve_delayed(game: Game, item: StackObject) -> None:
    game.emit("ability_resolved", [cr("608.2"), cr("603.7")], stack_object=item.id, source=item.source,
              effect="draw_at_next_upkeep")
    draw_cards(game, game.player(item.controller or ""), 1, (cr("603.7"), cr("121.1")))


registry.effect_resolvers["draw_at_next_upkeep"] = _resolve
registry.delayed_resolvers[ACTION] = _resolve_delayed
registry.step_begin[Step.UPKEEP].add(_upkeep_begins, order=21)
