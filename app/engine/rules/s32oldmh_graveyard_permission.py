"""s32-oldmh: "During each of your turns, you may cast a Zombie creature spell from your graveyard." (Gisa and Geralf),
"Once during each of your turns, you may cast an instant or sorcery spell from your graveyard. If a spell cast this way
would be put into your graveyard, exile it instead." (Kess, Dissident Mage) and "You may cast instant and sorcery
spells from your graveyard.": the ability `s32oldmh_cast_from_graveyard`.

- CR 601.3: an effect allows a player to cast a card from a zone other than their hand. While its controller controls
  a permanent with this ability (611.3a: a static ability of a permanent on the battlefield), they may name a card of
  its `quality` in their own graveyard with `cast` (a card in another player's graveyard is not theirs to cast).
- Everything else is as from the hand: the timing of its type (CR 117.1a, 307.1), its mana cost and additional costs
  (601.2f-h). A land card is never cast (305.9); a multi-faced card is refused (which face is not chosen here).
- `once_each_turn` ("During each of your turns" / "Once during each of your turns", with one spell): only while its
  controller is the active player, and one spell each turn per permanent, counted in the permanent's
  `activations_this_turn` under the key "s32oldmh_cast:<ability index>" (reset as each turn begins; a permanent that
  leaves and returns is a new object with a fresh count, CR 400.7). A permission without the limit is used first.
- `exile_instead`: the spell is exiled instead of being put into its owner's graveyard (CR 614.1a; rules/flashback.py's
  destination as it leaves the stack, as s29-modern's free cast does).
- A card with its own way to be cast from a graveyard (flashback, escape, jump-start, retrace, disturb, an aftermath half)
  or that another permission names is cast that way (rules/stack.py asks this module last).

Gating: every question returns at once in a game without a card that has this ability.
"""

from __future__ import annotations

from app.engine.actions import Cast
from app.engine.cards import S32oldmhCastFromGraveyardAbility
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game, ZoneLocation
from app.engine.rules import flashback
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.card_qualities import has_quality
from app.engine.rules.graveyard_casting import own_way
from app.engine.state import Permanent, StackObject

CAST_CITES = (cr("601.3"), cr("611.3a"))
EXILE_CITES = (cr("614.1a"),)


def _key(index: int) -> str:
    return f"s32oldmh_cast:{index}"


def _permissions(game: Game, location: ZoneLocation) -> list[tuple[Permanent, int, S32oldmhCastFromGraveyardAbility]]:
    """The unused permissions its owner has now to cast the graveyard card at `location`, unlimited ones first."""
    player = location.player.id
    active = game.state.active_player == player
    found: list[tuple[Permanent, int, S32oldmhCastFromGraveyardAbility]] = []
    for permanent in game.state.battlefield:
        if permanent.controller != player:
            continue
        for index, ability in abilities_of_kind(game, permanent, S32oldmhCastFromGraveyardAbility):
            if ability.once_each_turn and (not active or permanent.activations_this_turn.get(_key(index), 0)):
                continue  # CR 601.3: during its controller's turns only, once each turn
            if has_quality(game, location.card, [ability.quality]):
                found.append((permanent, index, ability))
    return sorted(found, key=lambda found_one: found_one[2].once_each_turn)


Permission = tuple[Permanent, int, S32oldmhCastFromGraveyardAbility]


def permission_for(game: Game, location: ZoneLocation, action: Cast) -> Permission | None:
    """The permission `action` casts the graveyard card at `location` by (unlimited ones first), else None."""
    if not game_has(game, S32oldmhCastFromGraveyardAbility):
        return None
    if action.face is not None or action.face_down or action.player not in (None, location.player.id):
        return None
    definition = game.definition(location.card.card)
    if definition.has_type(CardType.LAND) or definition.faces is not None or definition.layout is not None:
        return None
    if own_way(definition):
        return None  # cast its own way (rules/stack.py)
    permissions = _permissions(game, location)
    return permissions[0] if permissions else None


def permits(game: Game, location: ZoneLocation, action: Cast) -> bool:
    """Whether `action` may cast the graveyard card at `location` by such a permission."""
    return permission_for(game, location, action) is not None


def use(permission: Permission, spell: StackObject, cites: list[str]) -> None:
    """As the card is cast by `permission` (found before it left the graveyard): spend it if it is a once-each-turn
    one, and exile the spell instead of putting it into its owner's graveyard if it says so (CR 614.1a)."""
    permanent, index, ability = permission
    if ability.once_each_turn:
        key = _key(index)
        permanent.activations_this_turn[key] = permanent.activations_this_turn.get(key, 0) + 1
    cites.extend(CAST_CITES)
    if ability.exile_instead:
        flashback.record_flashback(spell, [])
        cites.extend(EXILE_CITES)


def castable_cards(game: Game, player_id: str) -> list[str]:
    """The cards of `player_id`'s graveyard they may cast now so (`legal_actions`)."""
    if not game_has(game, S32oldmhCastFromGraveyardAbility):
        return []
    found = []
    for card in game.player(player_id).graveyard:
        location = game.find_zone_card(card.id, (Zone.GRAVEYARD,))
        if location is not None and permits(game, location, Cast(card=card.id, player=player_id)):
            found.append(card.id)
    return found
