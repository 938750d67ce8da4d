"""`opponents_enter_tapped`: "Artifacts, creatures, and lands your opponents control enter tapped."
(Kismet). A replacement effect (CR 614.1c): a permanent entering under the control of an opponent of
the ability's controller, with one of the listed types, enters tapped. Whether it has such a type is
decided from the permanent as it would exist on the battlefield (CR 614.12), every continuous effect
applied (a face-down permanent is a creature, CR 708.2)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import OpponentsEnterTappedAbility
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.zones import Entering


def opponents_enter_tapped(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    if permanent.tapped or not game_has(game, OpponentsEnterTappedAbility):  # most games: at once
        return
    for source in game.state.battlefield:
        if source.controller == permanent.controller:
            continue
        for _, ability in abilities_of_kind(game, source, OpponentsEnterTappedAbility):  # none face down
            characteristics = compute(game, permanent)
            wanted = {kind.capitalize() for kind in ability.types}
            if characteristics is not None and wanted & set(characteristics.types):
                permanent.tapped = True
                entering.cites += [cr("614.1c"), cr("614.12")]
                entering.details["tapped"] = True
                entering.details["tapped_by"] = source.id
                return


registry.enters_replacements.add(opponents_enter_tapped, order=61, needs=(OpponentsEnterTappedAbility,))  # after "<this> enters tapped" (60)
