"""s24-hou: exert (CR 701.43): "To exert a permanent, you choose to have it not untap during your next untap step."

- `exert_self` ("{T}, Exert ~: ...", an activation cost, CR 602.2b): paid by exerting the ability's source. Exerting
  needs nothing (CR 118.3): a permanent already exerted, or untapped, may be exerted again; exerted more than once
  before that untap step, it still misses only that one (701.43b).
- Exerting marks the permanent `doesnt_untap_next_step_of` the exerting player (rules/untap_next_step.py: it stays
  tapped in that player's next untap step, CR 502.3, then the effect is over, 611.2b). The `exerted` event says so.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Permanent

CITES = (cr("701.43"),)


def exert(game: Game, permanent: Permanent, player: str, cites: list[str], *, as_attacks: bool = False) -> None:
    """`player` exerts `permanent` (CR 701.43): it won't untap during their next untap step (502.3)."""
    permanent.doesnt_untap_next_step_of = player
    game.changed(permanent)
    game.emit("exerted", [*cites, *CITES, cr("502.3")], permanent=permanent.id, player=player,
              **({"as_attacks": True} if as_attacks else {}))
