"""Returning every card of a kind from a graveyard (s13-batch, docs/oracle-batch.md): "Then return all
land cards from your graveyard to the battlefield tapped." (Lumra, Bellow of the Woods) — the
`return_all_to_battlefield` effect.

Untargeted (CR 115.10: "all" names no target): as it resolves, every card in its controller's
graveyard with one of the `quality` (rules/library.py `has_quality`, the qualities searches use)
leaves the graveyard and enters the battlefield at the same time (CR 400.7: each a new object),
under that player's control (the cards are theirs, and a card put onto the battlefield enters
under the control of the player who put it there, 110.2a), tapped if the effect says so. An
instant or sorcery card stays where it is (CR 304.4, 307.4), and a replacement effect may keep a
card out (`zones.stays_out_of_battlefield`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ReturnAllToBattlefieldEffect
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game
from app.engine.rules.effects_targets import refer_to
from app.engine.rules.library import has_quality
from app.engine.rules.zones import enter_battlefield, place_in_zone, stays_out_of_battlefield
from app.engine.state import StackObject, ZoneCard


def _resolve_return_all(game: Game, item: StackObject, effect: ReturnAllToBattlefieldEffect, choices: Choices) -> None:
    # s23-c10: `from_all_graveyards`: every player's graveyard, in turn order, each card under its owner's control
    # (CR 108.3, 110.2a); else its controller's own
    if effect.to == "hand":  # s35-cmd (CR 400.7)
        _return_all_to_hand(game, item, effect)
        return
    players = game.players_in_turn_order() if effect.from_all_graveyards else [game.player(item.controller)]
    returning: list[tuple[str, ZoneCard]] = []
    entered: list[str] = []
    for player in players:
        for card in list(player.graveyard):
            definition = game.definition(card.card)
            if definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY):
                continue  # CR 304.4, 307.4
            if not has_quality(game, card, effect.quality, item):
                continue
            location = game.find_zone_card(card.id, (Zone.GRAVEYARD,))
            if location is None or stays_out_of_battlefield(game, location, player.id):
                continue
            returning.append((player.id, card))
        leaving = {id(card) for _, card in returning}
        player.graveyard = [card for card in player.graveyard if id(card) not in leaving]
    for owner, card in returning:  # all of them at once (one event batch, CR 603.2c)
        entered.append(card.id)
        enter_battlefield(
            game,
            card.card,
            card.id,
            (item.controller or owner) if effect.under_your_control else owner,  # s27-fdnb: "under your control"
            owner,
            was_cast=False,
            from_zone=Zone.GRAVEYARD,
            tapped=effect.tapped,
        )
    # s30-old: "They gain haste until end of turn." after it: the later effects' "it" names the permanents that entered
    # (CR 608.2c, 400.7: each a new object, found on the battlefield by its id)
    refer_to(game, [card_id for card_id in entered if game.permanent(card_id) is not None])


def _return_all_to_hand(game: Game, item: StackObject, effect: ReturnAllToBattlefieldEffect) -> None:
    """s35-cmd: "Return all instant and sorcery cards from your graveyard to your hand." (CR 400.7, 608.2): untargeted,
    every card of the controller's graveyard with one of the `quality` is put into their hand at once; an instant or
    sorcery card too (only the battlefield keeps it out, CR 304.4, 307.4)."""
    player = game.player(item.controller)
    returning = [card for card in player.graveyard if has_quality(game, card, effect.quality, item)]
    if not returning:
        return
    leaving = {id(card) for card in returning}
    player.graveyard = [card for card in player.graveyard if id(card) not in leaving]
    place_in_zone(player, Zone.HAND, returning)
    game.emit("zone_change", [cr("608.2"), cr("400.7")], stack_object=item.id, cards=[card.id for card in returning],
              reason="returned_to_hand", **{"from": Zone.GRAVEYARD.value, "to": Zone.HAND.value})


registry.effect_resolvers["return_all_to_battlefield"] = _resolve_return_all
