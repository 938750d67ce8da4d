""" "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's
graveyard." (Dissipate; the `counter` / `counter_unless_pays` effect's `exile_instead`): a replacement effect
of the counter effect itself (CR 614.1a: "instead"): the countered card goes to exile rather than to its
owner's graveyard (CR 701.6a). A spell that would go to exile anyway (cast with flashback, 702.34a) goes to
exile; a copy ceases to exist (707.10a) and a spell that can't be countered stays (101.2), so neither is
"countered this way" into exile. Read by rules/effects_zones.py, the one counter rule."""

from __future__ import annotations

from typing import Any

from app.engine.enums import Zone

CITES = ("614.1a", "701.6a")


def countered_destination(effect: Any, to: Zone) -> Zone | None:
    """Exile when the counter effect says "exile it instead" and the card would go elsewhere; else None."""
    if getattr(effect, "exile_instead", False) and to is not Zone.EXILE:
        return Zone.EXILE
    return None
