""" "Put target nonland permanent on top of its owner's library." (Totally Lost) and "... on the bottom
of its owner's library": the `put_on_library` effect. The permanent goes to its owner's library
(CR 400.3), on top or at the bottom (`position`, CR 401.4 for the order); a token goes there and
ceases to exist (CR 111.7, 704.5d, in rules/zones.py `leave_battlefield`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PutOnLibraryEffect
from app.engine.citations import cr
from app.engine.enums import LibraryPosition, Zone
from app.engine.game import Game
from app.engine.rules import s27cmd_shuffle_reveal  # s27-cmd
from app.engine.rules.effects_targets import affected
from app.engine.rules.graveyard_cards import move_target_graveyard_cards
from app.engine.rules.library import shuffle_library  # s30-core
from app.engine.rules.s21ete_dies_or_exiled import put_third_from_top  # s21-ete
from app.engine.rules.s28std_shuffle import s28std_resolve, s28std_shuffles_graveyard_cards  # s28-std
from app.engine.rules.zones import card_name, leave_battlefield, place_in_zone
from app.engine.state import StackObject, ZoneCard


def _resolve_put_on_library(game: Game, item: StackObject, effect: PutOnLibraryEffect, choices: Choices) -> None:
    if s28std_shuffles_graveyard_cards(effect):  # s28-std: target cards of your graveyard (CR 701.24a)
        s28std_resolve(game, item, effect)
        return
    if effect.position == "s27cmd_shuffled" and effect.target == "that_card":  # s30-core: "shuffle it into ..."
        s30core_card_it_became_shuffled_in(game, item)
        return
    if effect.position == "s27cmd_shuffled":  # s27-cmd: shuffled into its owner's library (CR 701.24a)
        s27cmd_shuffle_reveal.resolve(game, item, effect)
        return
    if effect.position == "third_from_top":  # s21-ete: the card a trigger event names (CR 401.7)
        put_third_from_top(game, item)
        return
    position = LibraryPosition.BOTTOM if effect.position == "bottom" else LibraryPosition.TOP
    if effect.target == "that_card":  # s25-stdb: "When ~ dies, put it on the bottom of its owner's library."
        s25stdb_card_it_became_to_library(game, item, position)
        return
    for permanent_id in affected(game, item, effect.target):
        permanent = game.permanent(permanent_id)
        if permanent is None:
            continue
        cards = leave_battlefield(
            game,
            permanent,
            Zone.LIBRARY,
            cites=[cr("608.2"), cr("400.3"), cr("401.7") if effect.position == "second_from_top" else cr("401.4")],
            position=position,
            reason=f"put_on_{effect.position}_of_library",
        )
        if effect.position == "second_from_top":  # s22-stx: under the card that was on top (CR 401.4)
            s22stx_second_from_top(game.player(permanent.owner).library, cards)
    move_target_graveyard_cards(game, item, effect.target, Zone.LIBRARY, position)  # "target card from your graveyard"


def s22stx_second_from_top(library: list[ZoneCard], cards: list[ZoneCard]) -> None:
    """s22-stx: the cards just put on top of `library` go under the card that was on top before them (none: they stay
    on top). A card a replacement effect sent elsewhere (or a token, which left no card) isn't moved."""
    count = len(cards)
    if count == 0 or len(library) <= count or any(library[i] is not card for i, card in enumerate(cards)):
        return
    library[0:count + 1] = [library[count], *cards]


registry.effect_resolvers["put_on_library"] = _resolve_put_on_library


def s25stdb_card_it_became_to_library(game: Game, item: StackObject, position: LibraryPosition) -> None:
    """s25-stdb: "When ~ dies, put it on the bottom of its owner's library." (CR 400.7e, 401.4): the card the dying
    creature became in its owner's graveyard (the dies event's `that_card`) goes to its owner's library, on top or at
    the bottom, if it is still there (once it leaves, it is a new object the ability can't find, CR 400.7)."""
    for card_id in affected(game, item, "that_card"):
        location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
        if location is None:
            continue
        card = location.cards.pop(location.index)
        place_in_zone(location.player, Zone.LIBRARY, [card], position)
        game.emit("zone_change", [cr("608.2"), cr("400.7e"), cr("401.4")], object=card.id,
                  card=card_name(game, card.card), cards=[card.id], reason=f"put_on_{position.value}_of_library",
                  position=position.value, **{"from": Zone.GRAVEYARD.value, "to": Zone.LIBRARY.value})


def s30core_card_it_became_shuffled_in(game: Game, item: StackObject) -> None:
    """s30-core: "When ~ dies, shuffle it into its owner's library." (CR 400.7e, 701.24a): the card the dying creature
    became in its owner's graveyard goes into that library (as s25-stdb's "put it on the bottom"), which is then
    shuffled. Gone from the graveyard (a new object, CR 400.7): nothing moves and nothing is shuffled."""
    owners = []
    for card_id in affected(game, item, "that_card"):
        location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
        if location is not None:
            owners.append(location.player)
    s25stdb_card_it_became_to_library(game, item, LibraryPosition.TOP)
    for owner in owners:
        shuffle_library(game, owner, item.id, (cr("608.2"), cr("701.24a")))
