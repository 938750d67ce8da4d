"""s22-neoa: "At the beginning of combat on your turn, return target Vehicle card from your graveyard to the
battlefield. It gains haste. Return it to its owner's hand at the beginning of your next end step." (Greasefang, Okiba
Boss): `return_to_battlefield`'s `return_to_hand_at` "your_next_end_step".

As the card returns, a delayed triggered ability is created (CR 603.7a; `at` "your_next_end_step", `action` "bounce"):
it triggers once (603.7c), at the beginning of the next end step of its controller's turn (rules/triggers.py fires it
only when that player is the active player; created during that end step, it waits for the next one of theirs), and
returns the permanent to its owner's hand (400.3). It follows that object only (CR 400.7, 603.7c): a permanent that
leaves the battlefield meanwhile is a new object, so its id is taken out of the ability as it leaves
(rules/s19neoa_delayed.py); an ability left with nothing to return does nothing.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.zones import leave_battlefield
from app.engine.state import DelayedTrigger, StackObject

BOUNCE = "bounce"
YOUR_NEXT_END_STEP = "your_next_end_step"


def bounce_at_your_next_end_step(game: Game, item: StackObject, permanent_id: str) -> None:
    controller = item.controller or game.state.active_player or ""
    game.state.delayed_triggers.append(DelayedTrigger(controller=controller, at=YOUR_NEXT_END_STEP, action=BOUNCE,
                                                      objects=[permanent_id], source=item.source))
    game.emit("delayed_trigger_created", [cr("603.7a")], source=item.source or item.id, at=YOUR_NEXT_END_STEP,
              action=BOUNCE, objects=[permanent_id])


def _resolve_delayed(game: Game, item: StackObject) -> None:
    game.emit("ability_resolved", [cr("608.2"), cr("603.7")], stack_object=item.id, source=item.source,
              effect="return_to_hand")
    for object_id in item.choices["delayed"]["objects"]:
        permanent = game.permanent(object_id)
        if permanent is None:
            continue  # CR 400.7: it left the battlefield; the ability can't find the new object
        leave_battlefield(game, permanent, Zone.HAND, cites=[cr("603.7"), cr("400.3")], reason="returned_to_hand")


registry.delayed_resolvers[BOUNCE] = _resolve_delayed
