"""s32-core: replacement effects on every move to a graveyard, "from anywhere" (CR 614.1a, 614.6):

- "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead."
  (`s32core_graveyard_instead` with `cards` "self"): the card itself, wherever it would go to a graveyard from (the
  battlefield: destroyed, sacrificed, dying; its owner's hand: discarded; the library: milled, surveilled; the stack:
  countered, resolved), is revealed and put into its owner's library instead, which is then shuffled (701.20a,
  701.24a). It is the card's own ability, so it functions in every zone (113.6: an ability that states it works from
  anywhere); on the battlefield it is the permanent's current ability (a permanent that lost it goes to the graveyard).
- "If a card [or token] would be put into an opponent's / your / a graveyard from anywhere, exile it instead." (`cards`
  "opponents" / "yours" / "all", `tokens`): the ability of a permanent on the battlefield (113.6); every card owned by an
  opponent of its controller / by its controller (a card goes to its owner's graveyard, 400.3), and with `tokens` every
  such token, is exiled instead.

A card replaced so never reaches the graveyard (614.6): a creature put into a library or exiled instead doesn't die
(700.4), and the event a caller reports names the cards that really went to the graveyard; the replaced ones are each
told by their own `zone_change` event. When both kinds would apply to one card, its own ability is applied (the
owner's choice of order, 616.1, is not asked: the engine applies the card's own first).

Every graveyard move asks here: a permanent through `registry.leave_destinations` (rules/zones.py), a spell leaving the
stack through rules/disturb.py `spell_leaves_to`, and a card from a hand, library or exile through `to_graveyard`. All
of it is gated on a card of the game's catalog having the ability (`catalog_kind`): other games go on at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.engine import registry
from app.engine.cards import S32coreGraveyardInsteadAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, catalog_kind, game_has, game_has_kind
from app.engine.rules.zones import card_name, place_in_zone
from app.engine.state import CardRef, Permanent, Player, StackObject, ZoneCard

KIND = "ability:s32core_graveyard_instead"
SHUFFLED_CITES = (cr("614.1a"), cr("614.6"), cr("701.20a"), cr("701.24a"))
EXILED_CITES = (cr("614.1a"), cr("614.6"), cr("400.3"))
Replaced = tuple[Zone, tuple[str, ...]]


def _has(definition: object) -> bool:
    return any(isinstance(ability, S32coreGraveyardInsteadAbility) for ability in getattr(definition, "abilities", ()))


catalog_kind(KIND, _has)


def _present(game: Game) -> bool:
    """A card of the catalog (any zone) or a permanent (an inline definition too) has the ability."""
    return game_has_kind(game, KIND) or game_has(game, S32coreGraveyardInsteadAbility)


def _own(abilities: Sequence[object]) -> bool:
    return any(isinstance(a, S32coreGraveyardInsteadAbility) and a.cards == "self" for a in abilities)


def _exiled_by_permanents(game: Game, owner: str, token: bool) -> Replaced | None:
    """A permanent's "If a card [or token] would be put into an opponent's / your graveyard from anywhere, exile it
    instead." that applies to a card (or token) of `owner`'s."""
    for permanent in game.state.battlefield:
        for _, ability in abilities_of_kind(game, permanent, S32coreGraveyardInsteadAbility):
            if ability.cards == "self" or (token and not ability.tokens):
                continue
            if ability.cards == "all" or (ability.cards == "yours") == (owner == permanent.controller):
                return Zone.EXILE, EXILED_CITES
    return None


def _card_instead(game: Game, owner: str, card: CardRef | None, own_abilities: Sequence[object]) -> Replaced | None:
    if _own(own_abilities):
        return Zone.LIBRARY, SHUFFLED_CITES
    return _exiled_by_permanents(game, owner, token=card is None)


def _shuffle_owners_library(game: Game, owner: Player) -> None:
    assert registry.shuffle_library is not None  # set by rules/library.py (which asks `to_graveyard`)
    registry.shuffle_library(game, owner, None, SHUFFLED_CITES)


def _leaving(
    game: Game, permanent: Permanent, destination: Zone,
) -> tuple[Zone, tuple[str, ...], Callable[[Game, Player], None] | None] | None:
    """A permanent going to a graveyard (rules/zones.py `leave_battlefield`): its own ability (as it is now), else a
    permanent's for its owner's cards (tokens only with `tokens`)."""
    if destination is not Zone.GRAVEYARD or not _present(game):
        return None
    own = [ability for _, ability in abilities_of_kind(game, permanent, S32coreGraveyardInsteadAbility)]
    if _own(own):
        return Zone.LIBRARY, SHUFFLED_CITES, None if permanent.is_token else _shuffle_owners_library
    found = _exiled_by_permanents(game, game.player(permanent.owner).id, permanent.is_token)
    return None if found is None else (found[0], found[1], None)


registry.leave_destinations.add(_leaving, needs=(KIND, S32coreGraveyardInsteadAbility))


def spell_instead(game: Game, item: StackObject) -> Replaced | None:
    """A spell card leaving the stack for its owner's graveyard (countered, resolved, its targets gone, CR 608.2b,
    608.2n, 701.6a): its own ability, else a permanent's. A copy is not a card (it ceases to exist, 707.10a)."""
    if item.card is None or item.owner is None or item.face_down or not _present(game):
        return None
    return _card_instead(game, item.owner, item.card, current_face(game, item).abilities)


def shuffle_after(game: Game, item: StackObject, to: Zone, replaced: tuple[str, ...]) -> None:
    """After a spell card was put into its owner's library by its own ability: that library is shuffled (701.24a)."""
    if to is Zone.LIBRARY and replaced == SHUFFLED_CITES and item.owner is not None:
        _shuffle_owners_library(game, game.player(item.owner))


def to_graveyard(game: Game, player: Player, cards: list[ZoneCard], from_zone: Zone) -> list[ZoneCard]:
    """Put cards (already out of `from_zone`) into `player`'s graveyard, but a card a replacement sends elsewhere there
    instead, told by its own `zone_change` event (CR 614.1a); returns the cards really put into the graveyard."""
    if not cards or not _present(game):
        place_in_zone(player, Zone.GRAVEYARD, cards)  # most games
        return cards
    kept: list[ZoneCard] = []
    for card in cards:
        replaced = _card_instead(game, player.id, card.card, game.definition(card.card).abilities)
        if replaced is None:
            kept.append(card)
            continue
        zone, cites = replaced
        place_in_zone(player, zone, [ZoneCard(id=card.id, card=card.card)])
        game.emit("zone_change", [*cites], object=card.id, card=card_name(game, card.card), cards=[card.id],
                  reason="instead_of_graveyard", **{"from": from_zone.value, "to": zone.value})
        if zone is Zone.LIBRARY:
            _shuffle_owners_library(game, player)
    place_in_zone(player, Zone.GRAVEYARD, kept)
    return kept


registry.to_graveyard = to_graveyard  # rules/zones.py `move` (this module builds on zones.py)
