"""The counters a dying creature had: "Whenever a creature you control with a +1/+1 counter on it dies, draw a
card." (a "creature_dies" trigger whose `dying` spec has a counter state, `with_counter_<kind>` or
`with_counters`). A leaves-the-battlefield ability looks back in time (CR 603.10a): whether the creature had
such a counter (CR 122.1) is decided from the permanent as it last existed on the battlefield, whose
counters stay on that last-known object (the card in the graveyard has none, 122.2)."""

from __future__ import annotations

from app.engine.rules.target_filters import has_counters
from app.engine.state import Permanent
from app.engine.target_grammar import NO_COUNTER_STATES, WITHOUT_COUNTERS, TargetFilter

CITES = ("603.10a", "122.1")


def had_the_counters(spec: TargetFilter, died: Permanent) -> bool:
    """Whether `died`, as it last existed, had every counter `spec`'s counter states name (s24-mh1: and none of the
    kind a `without_counter_<kind>` state names: persist's "if it had no -1/-1 counters on it", CR 702.79a)."""
    return all(has_counters(state, died) if state.startswith("with_counter") or state == WITHOUT_COUNTERS  # s29-cmd
               else died.counters.get(NO_COUNTER_STATES[state], 0) == 0
               for state in spec.states if state.startswith("with_counter") or state in NO_COUNTER_STATES
               or state == WITHOUT_COUNTERS)
