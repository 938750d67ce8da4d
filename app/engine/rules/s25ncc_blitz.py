"""s25-ncc: blitz (CR 702.152). "Blitz [cost]" means "You may cast this spell by paying [cost] rather than paying its
mana cost", "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the beginning of the
next end step" and "As long as this permanent's blitz cost was paid, it has haste and 'When this permanent is put into
a graveyard from the battlefield, draw a card.'" (702.152a).

The cost is the `alternative_cost` ability named "blitz" (`cast` with `alternative_cost: "blitz"`, from the hand only,
rules/alternative_costs.py, CR 118.9). As the permanent the blitzed spell becomes enters (`entering.spell`'s
`choices.alternative_cost` "blitz"), it gets, for as long as it stays on the battlefield (an effect without a duration,
611.2a; a new object once it leaves, 400.7), haste (layer 6, 613.1f) and the triggered ability "When this creature
dies, draw a card." (113.1a; played by rules/granted_until_end_of_turn.py's dies watcher, which looks back in time,
603.6c, 603.10a), and a delayed triggered ability is created (603.7a: `at` "next_end_step", `action` "sacrifice") that
sacrifices it at the beginning of the next end step (603.7b-c: once; it follows that object only, 400.7). The
`entered_battlefield` event's `blitzed` says so, citing 702.152a."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import AlternativeCostAbility, TriggeredAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import granted_until_end_of_turn
from app.engine.rules.ability_presence import add_kind
from app.engine.rules.s24khans_dash import hasty_until_next_end_step
from app.engine.rules.zones import Entering

BLITZ = "blitz"
CITES = (cr("702.152a"), cr("118.9"))
_DRAW_WHEN_DIES = {"kind": "triggered", "trigger": "dies", "effect": {"kind": "draw", "amount": 1}}


def _blitzed(game: Game, entering: Entering) -> None:
    if hasty_until_next_end_step(game, entering, BLITZ, "sacrifice", "702.152a", "blitzed",
                                 (TriggeredAbility.model_validate(_DRAW_WHEN_DIES),)):
        add_kind(game, granted_until_end_of_turn.KIND)  # its granted dies trigger is watched from now on (CR 603.10a)


registry.enters_replacements.add(_blitzed, order=63, needs=(AlternativeCostAbility,))
