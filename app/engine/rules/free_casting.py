"""s18-castfree: two statics about the hand.

- "You may cast spells from your hand without paying their mana costs." (Omniscience), the
  `cast_from_hand_without_paying` ability: while its controller controls a permanent with it, a spell they cast
  from their hand may be cast for an alternative cost of nothing, the `cast` action's `alternative_cost`
  "without_paying_mana_cost" (CR 118.9; 601.2f: the total cost is then its additional costs, kicker included, plus
  increases, less reductions). Only one alternative cost can be paid (118.9a): not with another, nor face down. A
  spell with {X} in its mana cost: X is 0 (107.3b), another value is refused. The spell's mana value is unchanged
  (118.9c). rules/alternative_costs.py asks `verify_free`.
- "You can't play lands or cast spells from your hand." (Experimental Frenzy), the `cant_play_from_hand` ability:
  while its controller controls a permanent with it, their `play_land` and `cast` naming a card in their hand are
  refused (CR 101.2: a restriction wins over the permission to play from the hand, 305.1, 601.3). Other zones
  (the top of the library, rules/library_top.py; exile; the graveyard) are not the hand.

Gating: both questions return at once in a game where no card has the ability (`ability_presence.game_has`).
"""

from __future__ import annotations

from app.engine.actions import Cast
from app.engine.cards import CantPlayFromHandAbility, CardDefinition, CastFromHandWithoutPayingAbility
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation
from app.engine.rules import impulse  # s19-impulse
from app.engine.rules.ability_presence import abilities_of_kind, game_has

WITHOUT_PAYING = "without_paying_mana_cost"
FREE_COST = "{0}"


def _controls(game: Game, player: str, kind: type) -> bool:
    if not game_has(game, kind):
        return False
    return any(permanent.controller == player and abilities_of_kind(game, permanent, kind)
               for permanent in game.state.battlefield)


RESOLUTION_CAST = "s20venture_resolution_cast"  # `Game.rule_memory`: the card cast as an effect resolves


# The zones a resolving effect casts a card from without paying its mana cost: a hand (s20-venture) and a library
# (s25-khc: ripple's revealed cards, CR 702.60a; `library_resolution_location`).
_RESOLUTION_ZONES = (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD)  # s29-modern: the graveyard (s29modern_graveyard_free_cast)


def library_resolution_location(game: Game, card: str, player: str | None) -> ZoneLocation | None:
    """s25-khc: `card` in its owner's library while a resolving effect casts it from there (ripple, CR 702.60a,
    608.2g, 601.2a), else None."""
    if not cast_during_resolution(game, card):
        return None
    location = game.find_zone_card(card, (Zone.LIBRARY,))
    if location is None or player not in (None, location.player.id):
        return None
    return location


def cast_during_resolution(game: Game, card: str) -> bool:
    """s20-venture: whether `card` is being cast by the resolving effect that instructs it ("You may cast one of them
    without paying its mana cost.", CR 608.2g: cast following 601.2a-i as the ability resolves, so timing
    permissions based on card type don't apply; rules/s20venture_lair.py sets it)."""
    return bool(game.rule_memory) and game.rule_memory.get(RESOLUTION_CAST) == card


def verify_free(game: Game, player: str, definition: CardDefinition, action: Cast, zone: Zone) -> str:
    """The alternative cost "{0}" of a spell cast without paying its mana cost, or why it can't be."""
    # s19-impulse: a card in exile an effect lets its player play without paying its mana cost (Golos; CR 118.9)
    exiled_free = zone is Zone.EXILE and not action.face_down and impulse.free_to_cast(game, action.card, player)
    # s20-venture: a card in the hand a resolving effect lets its player cast without paying its mana cost (CR 608.2g)
    permitted = exiled_free or (zone in _RESOLUTION_ZONES and not action.face_down
                                  and cast_during_resolution(game, action.card))
    if not permitted and not _controls(game, player, CastFromHandWithoutPayingAbility):
        raise IllegalAction("No such alternative cost", f"{definition.name}: {player} controls no permanent that lets "
                            "them cast spells from their hand without paying their mana costs", [cr("118.9")])
    if not permitted and (zone is not Zone.HAND or action.face_down):
        raise IllegalAction("One alternative cost", f"{definition.name}: cast without paying its mana cost only as a "
                            "face-up spell from its caster's hand", [cr("118.9a")])
    if action.x:
        raise IllegalAction("X is 0", f"{definition.name} is cast without paying its mana cost: the only legal "
                            "value of X is 0", [cr("107.3b")])
    return FREE_COST


def offered(game: Game, player: str) -> bool:
    """Whether `legal_actions` lists casts from the hand without paying the mana cost for `player`."""
    return _controls(game, player, CastFromHandWithoutPayingAbility)


def verify_not_from_hand(game: Game, player: str, card: str, verb: str) -> None:
    """Refuse playing or casting `card` from `player`'s hand while a permanent they control forbids it."""
    if not _controls(game, player, CantPlayFromHandAbility):
        return
    location = game.find_zone_card(card, (Zone.HAND,))
    if location is not None and location.player.id == player:
        raise IllegalAction("Can't from the hand", f"{player} can't {verb} from their hand: a permanent they control "
                            "says so", [cr("101.2"), cr("305.1") if verb == "play lands" else cr("601.3")])
