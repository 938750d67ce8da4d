"""`crews_as_though_power_greater`: "~ crews Vehicles as though its power were 2 greater." (s16-neo2).

A creature "crews a Vehicle" when it is tapped to pay the cost of a crew ability (CR 702.122c); that
cost is other untapped creatures with total power N or greater (702.122a). With this ability, the
creature's power counts `amount` more toward that total; its power itself is unchanged (nothing else
sees the difference). Asked only while a crew cost is paid (rules/crew.py)."""

from __future__ import annotations

from app.engine.cards import CrewsAsThoughPowerGreaterAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Permanent

CITES = (cr("702.122a"), cr("702.122c"))


def crew_power_bonus(game: Game, permanent: Permanent, saddle: bool = False) -> int:
    """How much more than its power the permanent counts toward a crew cost (0: its power), or toward a saddle cost
    (`saddle`: only the abilities that say "saddles Mounts", s32-mb, CR 702.171a)."""
    if permanent.face_down or permanent.card is None:
        return 0
    return sum(
        ability.amount for ability in current_face(game, permanent).abilities_of(CrewsAsThoughPowerGreaterAbility)
        if not saddle or ability.s32mb_saddles
    )
