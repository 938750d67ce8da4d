"""Historic (s17-taile): CR 700.6 — "An object is historic if it has the legendary supertype, the
artifact card type, or the Saga subtype."

The target grammar's qualifier `historic` ("a historic spell", "target historic permanent you control",
"a historic card in your graveyard") is decided from the object's characteristics where it is: a spell
as it becomes cast (CR 601.2i), a permanent as it is now, a card in a zone as its card is (CR 109.3).
rules/target_filters.py asks `is_historic` wherever it matches characteristics.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.state import Characteristics

CITES = (cr("700.6"),)


def is_historic(characteristics: Characteristics) -> bool:
    """CR 700.6: legendary, an artifact, or a Saga."""
    return (
        "Legendary" in characteristics.supertypes
        or "Artifact" in characteristics.types
        or "Saga" in characteristics.subtypes
    )
