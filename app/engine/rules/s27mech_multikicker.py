"""s27-mech: multikicker (CR 702.33c-d; docs/oracle-s27-mech.md).

- CR 702.33c: "Multikicker [cost]" means "You may pay an additional [cost] any number of times as you cast this
  spell." A multikicker cost is a kicker cost: the `kicker` ability with `multikicker`. 702.33d: a spell with multikicker
  may be kicked multiple times.
- The `cast` action's `kicked` pays it once; with `times_kicked` (2 to 20) that many times: the total cost has the
  multikicker cost that many times (601.2f), paid with it (601.2h). `times_kicked` without `kicked`, or for a card whose
  kicker is not a multikicker, is refused. The spell records `choices.times_kicked` (a copy copies it, 707.10).
- "~ enters with a charge counter on it for each time it was kicked." (702.33e, 614.1c): the `etb_counters` ability
  `for_each` "s27mech_times_kicked": the times the spell that became the permanent was kicked (0 when it wasn't, or
  when it entered without being cast).
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, KickerAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.rules.zones import Entering
from app.engine.state import StackObject

TIMES = "times_kicked"  # the key in a spell's `choices`
CITES = (cr("702.33c"), cr("702.33d"))


def times_kicked(action: Any) -> int | None:
    """The `cast` action's `times_kicked` (None when it says none: kicked once or not at all)."""
    times: int | None = getattr(action, TIMES, None)
    return times


def verify(definition: CardDefinition, action: Any) -> None:
    """Refuse `times_kicked` without `kicked` or for a card without multikicker (CR 702.33c)."""
    if times_kicked(action) is None:
        return
    if not getattr(action, "kicked", False) or not any(
            isinstance(a, KickerAbility) and a.multikicker for a in definition.abilities):
        raise IllegalAction("No multikicker", f"{definition.name}: `times_kicked` goes with `kicked` and a multikicker "
                            "cost the card has", [*CITES])


def extra_times(definition: CardDefinition, action: Any) -> tuple[str, ...]:
    """The multikicker cost's further payments beyond the first (CR 601.2f)."""
    times = times_kicked(action)
    if times is None:
        return ()
    cost = next(a.cost for a in definition.abilities if isinstance(a, KickerAbility) and a.multikicker)
    return (cost,) * (times - 1)


def record(spell: StackObject, action: Any, cites: list[str]) -> None:
    times = times_kicked(action)
    if times is not None:
        spell.choices[TIMES] = times
        cites.extend(CITES)


def entering_times(entering: Entering) -> int:
    """How many times the spell that became `entering` was kicked (CR 702.33d): 0 when not cast or not kicked."""
    spell = entering.spell
    if spell is None or not spell.choices.get("kicked"):
        return 0
    times: int = spell.choices.get(TIMES) or 1
    return times
