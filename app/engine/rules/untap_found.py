"""Untapping the land a search found (s14-mana): "{T}, Sacrifice ~: Search your library for a basic
land card, put it onto the battlefield tapped, then shuffle. Then if you control four or more lands,
untap that land." (Fabled Passage).

The search effect's `untap_if` is the sentence's condition. After the search and the shuffle (CR
608.2c: the effect's steps in order), the condition is checked as it is then (the found land now
counts among the lands you control); if it holds, each card the search put onto the battlefield that
is still there tapped becomes untapped (CR 701.26b). A stun counter is removed instead (122.1d).
"""

from __future__ import annotations

from app.engine.cards import SearchLibraryEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.riders import condition_holds
from app.engine.rules.riders import describe as describe_condition
from app.engine.rules.stun_counters import stunned_instead
from app.engine.state import StackObject

CITES = (cr("608.2c"), cr("701.26b"))


def untap_found(game: Game, item: StackObject, effect: SearchLibraryEffect, found: list[str]) -> None:
    """Untap the permanents `found` (the ids of the cards the search put onto the battlefield) if the
    effect's `untap_if` holds now."""
    if effect.untap_if is None or not found:
        return
    if not condition_holds(game, item, effect.untap_if):
        game.emit(
            "condition_not_met",
            list(CITES),
            stack_object=item.id,
            condition=describe_condition(effect.untap_if),
            effect="untap",
        )
        return
    for object_id in found:
        permanent = game.permanent(object_id)
        if permanent is None or not permanent.tapped or stunned_instead(game, permanent):
            continue
        permanent.tapped = False
        game.emit("untapped", list(CITES), permanent=permanent.id, stack_object=item.id, purpose="effect")
