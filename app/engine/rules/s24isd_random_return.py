"""s24-isd: "return two cards at random from your graveyard to your hand" (Make a Wish), "return a Zombie card at random
from your graveyard to your hand" (Ghoulraiser), "return an instant or sorcery card at random ..." (Charmbreaker
Devils): the effect `return_chosen_card_to_hand` (rules/s18neob_return_chosen.py) with `amount` and / or `at_random`.

- CR 608.2c, 400.3: as it resolves, `amount` cards of the controller's graveyard matching `spec` are put into their
  owner's hand (all of them when fewer match; none match: nothing happens, CR 609.3).
- Not `at_random`: the controller chooses them (CR 608.2d): `choices.chosen` names them (that many different cards of
  those that match), else the first ones in graveyard order (the documented default).
- `at_random`: nobody chooses; the cards are picked at random among those that match. The engine is deterministic and
  has no source of randomness (as for a discard at random, rules/random_discard.py): the request gives the random pick
  as `choices.chosen` (that many different cards of those that match); without it the first ones in graveyard order
  are taken. The `zone_change` event says which way (`picked_at_random`, `given`).
- s35-mom: `optional` with `amount` ("return up to two creature cards from your graveyard to your hand", CR 608.2d):
  the controller chooses none to `amount` of them (`choices.chosen`, [] for none); without it, as many as can be.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from app.engine.actions import Choices
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, remove_from
from app.engine.rules.target_filters import filter_mismatch
from app.engine.rules.zones import card_name, place_in_zone
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

CITES = (cr("608.2c"), cr("400.3"))


def _picked(game: Game, item: StackObject, allowed: list[str], count: int, effect: Any, choices: Choices) -> tuple[
        list[str], bool]:
    named = choices.chosen
    if named is None or "chosen" in game.used_choices:
        return allowed[:count], False
    game.used_choices.add("chosen")
    wrong_count = len(named) > count if effect.optional else len(named) != count  # s35-mom: "up to N", 0 to N
    if len(set(named)) != len(named) or wrong_count or any(card not in allowed for card in named):
        how = "picked at random" if effect.at_random else "chosen"
        raise IllegalAction(
            "Can't return that",
            f"the stack object {item.id}: choices.chosen must name {'at most ' if effect.optional else ''}{count} "
            f"different card(s) of {allowed} "
            f"({parse_target_spec(effect.spec).words()} {how} to return), not {named}", [*CITES])
    return list(named), True


def matching_graveyard_cards(game: Game, item: StackObject, spec_text: str,
                             cites: tuple[str, ...] = CITES, only: Collection[str] | None = None) -> list[str]:
    """The cards of the controller's graveyard `spec_text` names, in graveyard order; with none, the
    `nothing_to_return` event (CR 609.3). Also s18-neob's one chosen card (rules/s18neob_return_chosen.py); s33-lib:
    `only` these cards (the cards milled this way)."""
    controller = item.controller or ""
    spec = parse_target_spec(spec_text)
    allowed = [card.id for card in game.player(controller).graveyard
               if (only is None or card.id in only)
               and filter_mismatch(game, item.id, controller, spec, card.id, item.x) is None]
    if not allowed:
        game.emit("nothing_to_return", [*cites, cr("609.3")], stack_object=item.id, player=item.controller)
    return allowed


def resolve_cards(game: Game, item: StackObject, effect: Any, choices: Choices) -> None:
    """The `return_chosen_card_to_hand` effect with `amount` / `at_random` (module docstring)."""
    player = game.player(item.controller or "")
    allowed = matching_graveyard_cards(game, item, effect.spec)
    if not allowed:
        return
    picked, given = _picked(game, item, allowed, min(effect.amount, len(allowed)), effect, choices)
    if not picked:
        return  # s35-mom: "up to N", none chosen (CR 608.2d)
    cards = [card for card in player.graveyard if card.id in picked]
    for card in cards:
        remove_from(player.graveyard, card)
    place_in_zone(player, Zone.HAND, cards)
    game.emit("zone_change", [cr("608.2"), *CITES], object=cards[0].id, card=card_name(game, cards[0].card),
              cards=[card.id for card in cards], reason="returned_to_hand", picked_at_random=bool(effect.at_random),
              given=given, **{"from": Zone.GRAVEYARD.value, "to": Zone.HAND.value})
