"""s29-stda: "~ gets +2/+2 for each Aura attached to it." (Kor Spiritdancer), "~ gets +2/+0 for each Equipment attached to
it.", "~ gets +2/+2 for each Aura and Equipment attached to it." and "Equipped creature gets +1/+0 for each Equipment
attached to it.": the counts "auras_attached_to_it", "equipment_attached_to_it" and "auras_and_equipment_attached_to_it"
of `self_count_pump` (rules/self_count_pump.py) and `attached_count_pump` (rules/count_pump.py).

"It" is the creature the pump applies to: ~ itself, or the creature the Equipment or Aura is attached to. Counted are the
permanents attached to that creature (CR 301.5: an Equipment attached to it; 303.4: an Aura enchanting it) having the
subtype Aura or Equipment (their printed faces' subtypes, as every count of rules/pt_cda.py reads them), continuously
as the characteristics are computed (CR 611.3a, layer 7c, 613.4c)."""

from __future__ import annotations

from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Permanent

CITES = (cr("301.5"), cr("303.4"), cr("613.4c"))
_WANTED = {"auras_attached_to_it": ("Aura",), "equipment_attached_to_it": ("Equipment",),
           "auras_and_equipment_attached_to_it": ("Aura", "Equipment")}


def attached_count(game: Game, host: Permanent, counted: str) -> int:
    """How many Auras and/or Equipment (as `counted` says) are attached to `host`."""
    wanted = _WANTED[counted]
    total = 0
    for permanent in game.state.battlefield:
        if permanent.attached_to != host.id or permanent.face_down or permanent.card is None:
            continue  # a face-down permanent has no subtypes (CR 708.2)
        subtypes = current_face(game, permanent).subtypes
        total += any(subtype in subtypes for subtype in wanted)
    return total
