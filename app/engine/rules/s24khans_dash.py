"""s24-khans: dash (CR 702.109). "Dash [cost]" means "You may cast this spell by paying [cost] rather than paying its
mana cost", "If this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand at the
beginning of the next end step" and "As long as this permanent's dash cost was paid, it has haste." (702.109a).

The cost is the `alternative_cost` ability named "dash" (`cast` with `alternative_cost: "dash"`, from the hand only,
rules/alternative_costs.py, CR 118.9). As the permanent the dashed spell becomes enters (`entering.spell`'s
`choices.alternative_cost` "dash"), it gets haste for as long as it stays on the battlefield (an effect without a
duration, 611.2a; layer 6, 613.1f; a new object once it leaves, 400.7) and a delayed triggered ability is created
(603.7a: `at` "next_end_step", `action` "bounce", rules/s22neoa_delayed_return.py) that returns it to its owner's
hand at the beginning of the next end step (603.7b-c: once; it follows that object only, 400.7). The
`entered_battlefield` event's `dashed` says so, citing 702.109a."""

from __future__ import annotations

from typing import Literal

from app.engine import registry
from app.engine.cards import AlternativeCostAbility, TriggeredAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.zones import Entering
from app.engine.state import DelayedTrigger, PowerToughnessEffect

DASH = "dash"
CITES = (cr("702.109a"), cr("118.9"))


def hasty_until_next_end_step(game: Game, entering: Entering, alternative: str, action: Literal["bounce", "sacrifice"],
                              rule: str, detail: str, granted: tuple[TriggeredAbility, ...] = ()) -> bool:
    """As a permanent cast for its `alternative` cost enters: haste (and the `granted` triggered abilities) for as long
    as it stays on the battlefield, and a delayed trigger doing `action` to it at the beginning of the next end step
    (dash; s25-ncc: blitz, rules/s25ncc_blitz.py); the event's `detail` says so. False for any other entering."""
    spell = entering.spell
    if not entering.was_cast or spell is None or spell.choices.get("alternative_cost") != alternative:
        return False
    permanent = entering.permanent
    permanent.effects.append(PowerToughnessEffect(source=permanent.id, duration="indefinitely", keywords=["haste"],
                                                  granted_triggered=list(granted)))
    game.changed(permanent)
    game.state.delayed_triggers.append(DelayedTrigger(controller=permanent.controller or "", at="next_end_step",
                                                      action=action, objects=[permanent.id], source=permanent.id))
    entering.cites += [cr(rule), cr("603.7a")]
    entering.details[detail] = True
    return True


def _dashed(game: Game, entering: Entering) -> None:
    hasty_until_next_end_step(game, entering, DASH, "bounce", "702.109a", "dashed")


registry.enters_replacements.add(_dashed, order=63, needs=(AlternativeCostAbility,))
