"""s18-neob: returning a permanent its controller chooses to its owner's hand (CR 608.2d, 400.3).

- The effect `return_chosen_to_hand` ("When ~ enters, return a creature you control to its owner's hand.",
  Storm Sculptor) is played by rules/return_chosen.py (s18-m20's, with a number of permanents).
- The optional action "return_to_hand" of "You may return an enchantment you control to its owner's hand. If
  you do [When you do], ..." (Geothermal Kami, Pyroclastic Hellion): choosing to do it with no such permanent
  is refused, as the action can't be done and "If you do" could never hold (CR 608.2d).
- The effect `return_chosen_card_to_hand` ("Mill three cards, then return a creature or planeswalker card from
  your graveyard to your hand.", Takenuma): one card of the controller's graveyard matching `spec`, chosen as it
  resolves (so a card just milled may be chosen); with none, nothing happens (CR 609.3). s25-stdb: with `optional`
  ("then you may return ..."), `choices.chosen` [] returns none (CR 608.2d).

The choice: the resolving action's `choices.chosen` names the permanent (one id of the candidates); without
it, the first matching permanent of the controller in battlefield order (the documented default). A wrong
choice is refused with a 422 saying why."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import OptionalAction, S18neobReturnChosenCardToHandEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import milled_this_way, s24isd_random_return  # s24-isd; s33-lib: milled_this_way
from app.engine.rules.m2x_sacrifice_chosen import chosen_permanents
from app.engine.rules.zones import card_name, leave_battlefield, place_in_zone
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

CITES = (cr("608.2d"), cr("400.3"))


def _chosen(game: Game, item: StackObject, allowed: list[str], spec: str, choices: Choices) -> str:
    if choices.chosen is None or "chosen" in game.used_choices:
        return allowed[0]
    game.used_choices.add("chosen")
    chosen = list(dict.fromkeys(choices.chosen))
    if len(chosen) != 1 or chosen[0] not in allowed:
        raise IllegalAction(
            "Can't return that",
            f"the stack object {item.id}: choices.chosen must name one of {allowed} ({parse_target_spec(spec).words()} "
            f"to return), not {choices.chosen}",
            [*CITES],
        )
    return chosen[0]


def _return(game: Game, permanent_id: str) -> None:
    permanent = game.permanent(permanent_id)
    if permanent is not None:
        leave_battlefield(game, permanent, Zone.HAND, cites=[cr("608.2"), *CITES], reason="returned_to_hand")


def describe_return(action: OptionalAction) -> str:
    """The action as the `pending` decision's `cost` names it ("return an enchantment you control to its owner's hand")."""
    return f"return {parse_target_spec(action.spec or '').words()} you control to its owner's hand"


def do_optional_return(game: Game, item: StackObject, action: OptionalAction, choices: Choices) -> list[str]:
    """The optional action "return_to_hand" (its controller chose to do it): its citations."""
    spec = action.spec or ""
    chosen, _ = chosen_permanents(game, item, spec, 1, choices.chosen, "chosen", "Can't return that",
                                  f"{parse_target_spec(spec).words()} to return", CITES)
    if not chosen:
        raise IllegalAction(
            "Can't do that",
            f"the optional action of {item.id} ({describe_return(action)}): "
            f"{item.controller} controls no such permanent",
            [*CITES],
        )
    _return(game, chosen[0])
    return [*CITES]


def _resolve_card(game: Game, item: StackObject, effect: S18neobReturnChosenCardToHandEffect, choices: Choices) -> None:
    """ "return a creature card from your graveyard to your hand": one card of the controller's graveyard
    matching the spec, chosen as it resolves (`choices.chosen`, else the first in graveyard order)."""
    if effect.amount != 1 or effect.at_random:
        s24isd_random_return.resolve_cards(game, item, effect, choices)  # s24-isd: several, or at random
        return
    milled = milled_this_way.milled_cards(game, item) if effect.s33lib_milled else None  # s33-lib (CR 701.17a)
    allowed = s24isd_random_return.matching_graveyard_cards(game, item, effect.spec, CITES, milled)
    if not allowed:
        return
    if effect.optional and choices.chosen == [] and "chosen" not in game.used_choices:
        game.used_choices.add("chosen")  # s25-stdb: "you may return": none chosen, none returned (CR 608.2d)
        return
    chosen = _chosen(game, item, allowed, effect.spec, choices)
    location = game.find_zone_card(chosen, (Zone.GRAVEYARD,))
    if location is None:
        return
    card = location.cards.pop(location.index)
    place_in_zone(location.player, Zone.HAND, [card])
    game.emit("zone_change", [cr("608.2"), *CITES], object=card.id, card=card_name(game, card.card), cards=[card.id],
              reason="returned_to_hand", **{"from": Zone.GRAVEYARD.value, "to": Zone.HAND.value})


registry.effect_resolvers["return_chosen_card_to_hand"] = _resolve_card
