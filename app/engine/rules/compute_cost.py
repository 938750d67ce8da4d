"""The `compute_cost` query (design.md §7): the total cost for a player to cast a card now (CR
601.2f), face down too (CR 708.4), from rules/costs.py and rules/face_down.py; no change to state."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import ComputeCost
from app.engine.cards import LAYOUT_FACES, CardDefinition, CardFace
from app.engine.citations import cr
from app.engine.enums import PLAYER_ZONES, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.mana import parse_mana_cost
from app.engine.rules import (
    commander,
    costs,
    escape,  # s16-kws
    face_down,
    flashback,
    optional_costs,
    s25khc_foretell,  # s25-khc
    s27otja_plot,  # s27-otja
)
from app.engine.state import Player


def _whole_card(game: Game, card: str) -> tuple[CardDefinition, Player | None]:
    location = game.find_zone_card(card, (*PLAYER_ZONES, Zone.COMMAND))
    if location is not None:
        return game.definition(location.card.card), location.player
    if card in game.catalog:
        return game.catalog[card], None
    raise IllegalAction("No such card", f"there is no card {card!r} in a player's zone nor in the catalog")


def _card_for_query(game: Game, card: str, face: CardFace | None = None) -> tuple[CardDefinition, Player | None]:
    """The face to cost (a multi-faced card's chosen face, docs/layouts.md) and who holds the card."""
    definition, holder = _whole_card(game, card)
    if definition.faces is not None:
        if face not in LAYOUT_FACES.get(definition.layout, ()):
            raise IllegalAction("No such face", f"{definition.name} is a {definition.layout} card: give the face to "
                                f"cost, one of {', '.join(str(f) for f in LAYOUT_FACES[definition.layout] if f)}",
                                [cr("709.3") if definition.layout == "split" else cr("712.11")])
        return definition.face_definition(face), holder
    if face not in (None, "front"):
        raise IllegalAction("No such face", f"{definition.name} has one face only", [cr("712")])
    return definition, holder


def verify_compute_cost(game: Game, action: ComputeCost) -> None:
    definition, _ = _card_for_query(game, action.card, action.face)
    if action.player is not None:
        game.player(action.player)
    if action.face_down:
        face_down.verify_cast_face_down(definition, action.x)
        return
    if action.x and not parse_mana_cost(definition.mana_cost or "").x_count:
        raise IllegalAction("No X", f"{definition.name} has no {{X}} in its cost", [cr("107.3")])


def compute_cost(game: Game, action: ComputeCost) -> dict[str, object]:
    """The total cost to cast the card now (CR 601.2f); `mana_value` is the spell's on the stack:
    mana symbols only ({D} is not mana), X at its chosen value (CR 107.3), reductions ignored."""
    definition, holder = _card_for_query(game, action.card, action.face)
    player = game.player(action.player or (holder.id if holder else game.state.active_player))
    if action.face_down:
        # {3}, an alternative cost; the face-down spell has no mana cost, so mana value 0 (CR 708.4).
        cost = face_down.face_down_cast_cost(game, player)
        return {"mana": cost.mana_text() or "{0}", "additional": cost.additional_text(), "mana_value": 0}
    optional_costs.verify(definition, action)
    in_graveyard = game.find_zone_card(action.card, (Zone.GRAVEYARD,)) is not None
    alternative = flashback.flashback_cost(definition) if in_graveyard else None  # cast with flashback (702.34a)
    if in_graveyard and alternative is None and (escaping := escape.escape_ability(definition)) is not None:
        alternative = escaping.cost  # s16-kws: cast with escape (CR 702.138a)
    if alternative is None and not in_graveyard:
        alternative = s25khc_foretell.foretold_cost(game, action.card)  # s25-khc: a foretold card (CR 702.143a)
    if alternative is None and not in_graveyard and holder is not None and holder.exile:
        alternative = s27otja_plot.plotted_cost(game, action.card)  # s27-otja: a plotted card (CR 702.170d)
    cost = costs.total_cost(game, player, definition, x=action.x or 0, alternative=alternative,
                            additional_generic=commander.tax_for_card(game, action.card),  # CR 903.8
                            extra=optional_costs.extra_mana(definition, action),  # CR 702.33a, 702.175a
                            cast_from=Zone.GRAVEYARD if in_graveyard else None)  # s32-oldmh (CR 601.2f)
    answer: dict[str, object] = {"mana": cost.mana_text() or "{0}", "additional": cost.additional_text(),
                                 "mana_value": parse_mana_cost(definition.mana_cost or "").mana_value(action.x or 0)}
    if action.face is not None:
        # With a face named, the card's own mana value where it is, off the stack: a split card's
        # is both halves' total (CR 709.4), a modal double-faced card's its front face's (712.8a),
        # an adventurer card's its creature's (715.4).
        whole, _ = _whole_card(game, action.card)
        answer["card_mana_value"] = parse_mana_cost(whole.mana_cost or "").mana_value(0)
    return answer


registry.register_action("compute_cost", verify=verify_compute_cost, apply=compute_cost)
