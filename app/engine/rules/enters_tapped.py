"""`enters_tapped`: "<this> enters tapped", a replacement effect applied as the permanent
enters the battlefield (CR 614.1c): it is tapped from the moment it is there. With
`if_not_your_turn` ("~ enters tapped if it's not your turn."), only when the turn is not that of
the player it enters under the control of."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import EntersTappedAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.conditional_enters_tapped import enters_tapped_now
from app.engine.rules.zones import Entering


def enters_tapped(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    if permanent.face_down or permanent.card is None:
        return  # a face-down permanent has no abilities (CR 708.2)
    for ability in current_face(game, permanent).abilities:
        if isinstance(ability, EntersTappedAbility):
            if ability.if_not_your_turn and game.state.active_player == permanent.controller:
                continue  # "if it's not your turn": it is (CR 614.1c, 102.1)
            if not enters_tapped_now(game, entering, ability):
                continue  # s16-lands: its condition or choice (rules/conditional_enters_tapped.py)
            permanent.tapped = True
            entering.cites.append(cr("614.1c"))
            entering.details["tapped"] = True
            return


registry.enters_replacements.add(enters_tapped, order=60, needs=(EntersTappedAbility,))
