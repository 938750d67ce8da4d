"""s27-mech: devour (CR 702.82; docs/oracle-s27-mech.md).

- CR 702.82a: "Devour N" means "As this object enters, you may sacrifice any number of creatures. This permanent enters
  with N +1/+1 counters on it for each creature sacrificed this way." CR 702.82c: "Devour [quality] N" sacrifices
  [quality] permanents instead ("Devour artifact 1"). The reader writes it as the `etb_counters` ability of N "+1/+1"
  counters `for_each` "s27mech_devour_creature" / "s27mech_devour_artifact" (a replacement effect as it enters, CR
  614.1c; rules/enters_with_counters.py asks `devoured` through rules/etb_counters_for_each.py).
- The choice: the player it enters under names the permanents they sacrifice with the entering action's
  `choices.sacrifice` (the `resolve` of its spell); none given: none sacrificed ("you may"). Each must be a permanent of
  the quality they control on the battlefield, other than the entering permanent itself (it is not yet on the
  battlefield as the replacement applies, 614.12), each named once; anything else is refused (422-like
  `IllegalAction`). They are sacrificed (701.21a; their dies triggers trigger, 603.6c), then the counters are put.
- The number sacrificed is kept in the enters event's `details` (`devoured`) and for "for each creature it devoured"
  (702.82b; rules/s27mech_devoured.py).
"""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import s27mech_devoured
from app.engine.rules.sacrifice import sacrifice
from app.engine.rules.zones import Entering

COUNTS = {"s27mech_devour_creature": "creature", "s27mech_devour_artifact": "artifact"}
CITES = (cr("702.82a"),)


def devoured(game: Game, entering: Entering, for_each: str) -> int:
    """Sacrifice the permanents `choices.sacrifice` names as `entering` enters (CR 702.82a, c); how many."""
    card_type = COUNTS[for_each]
    permanent = entering.permanent
    chosen = list(game.choices.sacrifice or []) if "sacrifice" not in game.used_choices else []
    if game.choices.sacrifice is not None:
        game.used_choices.add("sacrifice")
    if len(set(chosen)) != len(chosen):
        raise IllegalAction("Devour", f"{permanent.id}'s devour: a permanent named twice in choices.sacrifice",
                            [*CITES])
    for object_id in chosen:
        other = game.permanent(object_id)
        characteristics = characteristics_of(game, other) if other is not None else None
        if (other is None or other.id == permanent.id or other.controller != permanent.controller
                or characteristics is None or card_type.capitalize() not in characteristics.types):
            raise IllegalAction("Devour", f"{permanent.id}'s devour sacrifices {card_type}s its controller controls; "
                                f"{object_id!r} is not one (choices.sacrifice)", [*CITES, cr("702.82c")])
    for object_id in chosen:
        sacrifice(game, permanent.controller or "", object_id, [*CITES])
    entering.cites += [*CITES, *([cr("702.82c")] if card_type != "creature" else [])]
    entering.details["devoured"] = len(chosen)
    if card_type == "creature":  # "for each creature it devoured" (CR 702.82b); of devour artifact: not kept
        s27mech_devoured.record(game, permanent, len(chosen))
    return len(chosen)
