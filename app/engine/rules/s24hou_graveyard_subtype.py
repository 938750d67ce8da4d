"""s24-hou: "there is a Desert card in your graveyard" (CR 404.1, 205.3): whether a card in a player's graveyard has
the card types and subtypes a permanent spec names ("permanent:Desert"), read from the card's own characteristics
(a card in a graveyard has its printed ones; a split or modal card its combined / front ones, 709.4, 712.8a). Used by
the RiderCondition `s24hou_control_or_graveyard` ("if you control a Desert or there is a Desert card in your
graveyard", rules/riders.py)."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.you_control import static_condition_holds, you_control
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec


def graveyard_has(game: Game, player: str, spec_text: str) -> bool:
    """Whether `player`'s graveyard holds a card with every card type and subtype of `spec_text`."""
    spec = parse_target_spec(spec_text)
    types = [CardType(t.capitalize()) for t in (*spec.types, *spec.with_types)]
    for card in game.player(player).graveyard:
        definition = game.definition(card.card)
        if all(sub in definition.subtypes for sub in spec.with_subtypes) and all(
                definition.has_type(t) for t in types):
            return True
    return False


def control_or_graveyard(game: Game, controller: str | None, spec_text: str, source_id: str) -> bool:
    """ "as long as you control a Desert or there is a Desert card in your graveyard" (CR 611.3a): a static ability's
    condition, read inside the layers (the permanents' types as the earlier layers left them, CR 613.1d)."""
    if controller is None:
        return False
    return static_condition_holds(game, controller, spec_text, source_id) or graveyard_has(game, controller, spec_text)


def verify_activation(game: Game, permanent: Permanent, ability: Any, what: str) -> None:
    """ "Activate only if you control a Desert or there is a Desert card in your graveyard." (CR 602.5b)."""
    spec = ability.s24hou_activate_only_if_control_or_graveyard
    controller = permanent.controller or ""
    if not (you_control(game, controller, spec, source_id=permanent.id) or graveyard_has(game, controller, spec)):
        subtype = spec.split(":", 1)[1]
        raise IllegalAction("Condition not met", f"{what} can be activated only if {controller} controls a {subtype} "
                            f"or has a {subtype} card in their graveyard", [cr("602.5b")])
