""" "Destroy all creatures. If the gift was promised, return a creature card put into your graveyard
this way to the battlefield under your control." (Starfall Invocation, s14-r2returns): the
`return_put_this_way` effect.

A spell's instructions are followed in order as it resolves (CR 608.2c); "this way" names the cards
its earlier instructions put into a graveyard. Nothing else happens while it resolves (no
state-based action is checked, no ability resolves, 608.2), so these are the cards whose zone change
to a graveyard the game recorded since the spell began to resolve (its `spell_resolved` event).
Of those, the ones of the effect's card type that are in the spell controller's graveyard now
("your graveyard": cards they own, 404.2; a token put there ceased to exist, 111.7, 704.5d) may be
chosen. The choice is made as it resolves (608.2d; not a target: the card didn't exist when the
spell was cast), with the `resolve` action's `choices.chosen` (one card id: the card keeps the
permanent's id). `pending` asks it before the spell resolves, offering the permanents of that type
the controller owns (what the spell may put there). Without an answer the first such card put there
stands for the choice (`chosen: false`). The card enters the battlefield under the spell
controller's control (110.2a), a new object (400.7); a replacement effect may keep it out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ReturnPutThisWayEffect
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.zones import enter_battlefield, stays_out_of_battlefield
from app.engine.state import StackObject


def _put_there_this_way(game: Game, item: StackObject) -> list[str]:
    """The ids of the cards put into a graveyard since `item` began to resolve (CR 608.2c), in order."""
    ids: list[str] = []
    for event in reversed(game.events):
        if event.get("type") == "spell_resolved" and event.get("stack_object") == item.id:
            break
        if event.get("type") == "zone_change" and event.get("to") == Zone.GRAVEYARD.value:
            ids[:0] = [str(card_id) for card_id in event.get("cards") or ()]
    return ids


def _options(game: Game, item: StackObject, effect: ReturnPutThisWayEffect) -> list[str]:
    found: list[str] = []
    for card_id in _put_there_this_way(game, item):
        location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
        if location is None or location.player.id != item.controller or card_id in found:
            continue
        if game.definition(location.card.card).has_type(CardType(effect.card_type)):
            found.append(card_id)
    return found


def asked_choice(game: Game, item: StackObject, effects: Sequence[Any]) -> dict[str, Any] | None:
    """The `choose` decision before the spell resolves: the permanents of the card type its
    controller owns, which its earlier instructions may put into their graveyard (CR 608.2d)."""
    effect = next((e for e in effects if isinstance(e, ReturnPutThisWayEffect)), None)
    if effect is None or "chosen" in item.choices:
        return None
    options = [
        permanent.id
        for permanent in game.state.battlefield
        if permanent.owner == item.controller
        and not permanent.is_token
        and permanent.card is not None
        and game.definition(permanent.card).has_type(CardType(effect.card_type))
    ]
    if len(options) < 2:
        return None
    return {
        "stack_object": item.id,
        "choice": "chosen",
        "values": options,
        "player": item.controller,
        "then": "return_put_this_way",
    }


def _resolve(game: Game, item: StackObject, effect: ReturnPutThisWayEffect, choices: Choices) -> None:
    options = _options(game, item, effect)
    given = list(choices.chosen) if choices.chosen is not None else None
    if given is not None:
        game.used_choices.add("chosen")
        if len(given) > 1 or (given and given[0] not in options):
            raise IllegalAction(
                "Can't choose that",
                f"{item.id}: choices.chosen names {given}; the {effect.card_type} card returned is one "
                f"put into {item.controller}'s graveyard this way: one of {options}",
                [cr("608.2c"), cr("608.2d")],
            )
    if not options:
        game.emit(
            "condition_not_met",
            [cr("608.2c")],
            stack_object=item.id,
            condition=f"a {effect.card_type} card put into your graveyard this way",
            effect=effect.kind,
        )
        return
    was_chosen = bool(given) or len(options) == 1
    card_id = given[0] if given else options[0]
    game.emit(
        "permanent_chosen",
        [cr("608.2d")],
        stack_object=item.id,
        player=item.controller,
        permanent=card_id,
        chosen=was_chosen,
    )
    location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
    if location is None or stays_out_of_battlefield(game, location, location.player.id):
        return
    card = location.cards.pop(location.index)
    enter_battlefield(
        game, card.card, card.id, location.player.id, location.player.id, was_cast=False, from_zone=Zone.GRAVEYARD
    )


registry.effect_resolvers["return_put_this_way"] = _resolve
