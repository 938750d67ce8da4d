"""s25-mh: unearth (CR 702.84). "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield.
It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of
putting it anywhere else. Activate only as a sorcery." (702.84a)

Read as that `activated` ability of the card in its owner's graveyard (it works only there, 113.6k; sorcery speed,
602.5d): the effect `return_self_from_graveyard` to the battlefield with `unearth` (rules/graveyard_abilities.py returns
it; the card still in the graveyard as it resolves, 400.7). Then, for the permanent it becomes:
- "It gains haste.": an effect with no duration, lasting while it is this object on the battlefield (611.2a, 400.7);
- "Exile it at the beginning of the next end step.": a delayed triggered ability (603.7a; rules/delayed_exile.py);
- "If it would leave the battlefield, exile it instead of putting it anywhere else.": a replacement effect (614.1a) on
  the permanent (`exiled_if_it_would_leave`, applied by rules/cant_be_regenerated.py's "exile it instead" hook):
  wherever else it would go (a graveyard, a hand, a library), it goes to exile. It ends when the object leaves the
  battlefield (a new object, 400.7).
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.delayed_exile import exile_at_next_end_step
from app.engine.state import PowerToughnessEffect, StackObject, constructed

CITES = (cr("702.84a"),)


def unearthed(game: Game, item: StackObject, permanent_id: str) -> None:
    """The returned permanent gains haste, is exiled at the next end step, and is exiled if it would leave."""
    permanent = game.permanent(permanent_id)
    if permanent is None:
        return  # it didn't stay on the battlefield
    permanent.effects.append(constructed(PowerToughnessEffect, source=permanent.id, keywords=["haste"],
                                         duration="indefinitely"))
    permanent.exiled_if_it_would_leave = True
    game.changed(permanent)
    game.emit("unearthed", [*CITES, cr("611.2a"), cr("614.1a")], stack_object=item.id, permanent=permanent.id)
    exile_at_next_end_step(game, permanent.controller or item.controller or "", permanent.id, item.source)
