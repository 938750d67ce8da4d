"""s24-khans: rebound (CR 702.88). "Rebound" means "If this spell was cast from your hand, instead of putting it into
your graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast this card from exile
without paying its mana cost." (702.88a).

- As an instant or sorcery with rebound that was cast from its owner's hand finishes resolving (608.2n), it goes to
  exile instead of the graveyard (a replacement, 614.1a; rules/stack.py asks `rebound_destination`). A spell that
  doesn't resolve (countered, or all its targets illegal, 608.2b), or one cast from another zone (its
  `choices.cast_from`, rules/cast_from.py; a spell the request put on the stack without it is taken as cast from
  the hand, as there), goes where it would. A flashback spell is exiled by flashback's own rule.
- As it is exiled, a delayed triggered ability is created (603.7a; the state's `delayed_triggers`, `at`
  "your_next_upkeep", `action` "rebound") that triggers at the beginning of its controller's next upkeep (603.7b-c:
  once). As it resolves, its controller may cast the card from exile without paying its mana cost (608.2g: during
  the resolution, following 601.2a-i, so timing permissions based on card type don't apply; 118.9: the alternative
  cost of nothing, X is 0, 107.3b): the resolving action's `choices.chosen` `[<the card>]` casts it, with the spell's
  own choices in the same action's `choices.targets`, `choices.modes`, `choices.division`; none (the default): it
  isn't cast and stays in exile. A card that left exile meanwhile is a new object the ability can't find (400.7).
  A rebound spell cast this way was cast from exile, so it goes to the graveyard once it resolves. The cast is
  rules/s24khans_rebound_cast.py's."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CardDefinition
from app.engine.citations import cr
from app.engine.enums import Step, Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules.cast_from import cast_from
from app.engine.state import DelayedTrigger, StackObject

REBOUND = "rebound"
AT = "your_next_upkeep"
CITES = (cr("702.88a"),)


def rebound_destination(game: Game, item: StackObject, definition: CardDefinition,
                        to: Zone) -> tuple[Zone, tuple[str, ...] | None]:
    """Exile instead of the graveyard for a resolved rebound spell cast from its owner's hand (CR 702.88a, 614.1a),
    with the delayed trigger that lets its controller cast it at their next upkeep (603.7a)."""
    if to is not Zone.GRAVEYARD or not definition.has_keyword(REBOUND) or cast_from(item) not in (None, "hand"):
        return to, None
    controller = item.controller or item.owner or ""
    game.state.delayed_triggers.append(DelayedTrigger(controller=controller, at=AT, action=REBOUND, objects=[item.id],
                                                      source=item.id))
    game.emit("delayed_trigger_created", [*CITES, cr("603.7a")], source=item.id, at=AT, action=REBOUND,
              objects=[item.id])
    return Zone.EXILE, (*CITES, cr("614.1a"))


def _upkeep_begins(game: Game) -> None:
    """CR 603.7b-c: the rebound delayed triggers of the active player trigger once, as their upkeep begins."""
    if not game.state.delayed_triggers:  # nearly every game: no call at all
        return
    active = game.state.active_player
    for fired in game.take_delayed_triggers(lambda d: d.at == AT and d.controller == active and d.action == REBOUND):
        game.pending_triggers.append(PendingTrigger(
            fired.source or "delayed", None, fired.controller, f"delayed:{REBOUND}", [], [*CITES, cr("603.7"),
                                                                                         cr("503.1a")],
            data={"delayed": {"action": REBOUND, "objects": list(fired.objects)}}))


registry.step_begin[Step.UPKEEP].add(_upkeep_begins, order=20)
