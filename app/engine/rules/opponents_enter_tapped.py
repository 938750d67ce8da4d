"""`opponents_enter_tapped`: "Artifacts, creatures, and lands your opponents control enter tapped."
(Kismet). A replacement effect (CR 614.1c): a permanent entering under the control of an opponent of
the ability's controller, with one of the listed types, enters tapped (s29-cmd: with `s29cmd_each_player`, "Creatures
enter the battlefield tapped.", under anyone's control, its controller's too; s31-stdbb: with `s31stdbb_nonbasic`,
"Nonbasic lands your opponents control enter the battlefield tapped.", only one without the supertype basic, 205.4c).
Whether it has such a type is decided from the permanent as it would exist on the battlefield (CR 614.12), every continuous effect
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
        for _, ability in abilities_of_kind(game, source, OpponentsEnterTappedAbility):  # none face down
            if source.controller == permanent.controller and not ability.s29cmd_each_player:
                continue  # s29-cmd: "Creatures enter the battlefield tapped." (every player's, CR 614.1c)
            characteristics = compute(game, permanent)
            wanted = {kind.capitalize() for kind in ability.types}
            if characteristics is not None and ability.s31stdbb_nonbasic and "Basic" in characteristics.supertypes:
                continue  # s31-stdbb: "Nonbasic lands your opponents control" (CR 205.4c)
            if characteristics is not None and wanted & set(characteristics.types):
                permanent.tapped = True
                entering.cites += [cr("614.1c"), cr("614.12"), *([cr("205.4c")] if ability.s31stdbb_nonbasic else [])]
                entering.details["tapped"] = True
                entering.details["tapped_by"] = source.id
                return


registry.enters_replacements.add(opponents_enter_tapped, order=61, needs=(OpponentsEnterTappedAbility,))  # after "<this> enters tapped" (60)
