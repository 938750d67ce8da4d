"""s26-mh: "You may cast ~ from your graveyard." (Skaab Ruinator) and "You may cast ~ from your graveyard as long as you
control a black or green permanent." (Marang River Prowler): the ability `cast_self_from_graveyard`.

- CR 601.3: a rule or effect may allow a player to cast a card from a zone other than the hand; CR 113.6: the ability
  says it works from the graveyard, so it does. The card's owner may name it in their graveyard with `cast`, while
  they control a permanent `if_you_control` names (rules/you_control.py), checked as the cast begins.
- Everything else is as from the hand: the timing of its type (CR 117.1a, 307.1), its mana cost and additional costs
  (601.2f-h). A permanent spell resolves onto the battlefield as any other (608.3); an instant or sorcery goes back to
  its owner's graveyard (608.2n). The `spell_cast` event says `"from": "graveyard"` and cites CR 601.3.
- A card with its own way to be cast from a graveyard (flashback, escape, jump-start, disturb, an aftermath half) is
  cast that way (`cast` has no field to choose); a land card is never cast (305.9).

Asked only when a `cast` names a card in a graveyard (rules/stack.py) and by `legal_actions` for the cards in its
player's graveyard.
"""

from __future__ import annotations

from app.engine.actions import Cast
from app.engine.cards import CardDefinition, S26mhCastSelfFromGraveyardAbility
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game, ZoneLocation
from app.engine.rules import escape, flashback, jump_start
from app.engine.rules.you_control import you_control
from app.engine.rules.zone_card_abilities import owners_card_at_max_speed  # s34-fin (CR 702.178a)

CAST_CITES = (cr("601.3"), cr("113.6"))


def _ability(definition: CardDefinition) -> S26mhCastSelfFromGraveyardAbility | None:
    return next((a for a in definition.abilities if isinstance(a, S26mhCastSelfFromGraveyardAbility)), None)


def permits(game: Game, location: ZoneLocation, action: Cast) -> bool:
    """Whether `action` may cast the graveyard card at `location` by the card's own `cast_self_from_graveyard`."""
    if action.face is not None or action.face_down or action.player not in (None, location.player.id):
        return False
    definition = owners_card_at_max_speed(game, game.definition(location.card.card), location.player.id)  # s34-fin
    ability = _ability(definition)
    if ability is None or definition.has_type(CardType.LAND) or definition.faces is not None:
        return False
    if (flashback.flashback_cost(definition) is not None or jump_start.has_jump_start(definition)
            or escape.escape_ability(definition) is not None):
        return False  # cast its own way (rules/stack.py)
    return ability.if_you_control is None or you_control(game, location.player.id, ability.if_you_control)


def castable_cards(game: Game, player_id: str) -> list[str]:
    """The cards of `player_id`'s graveyard they may cast now so (`legal_actions`)."""
    found = []
    for card in game.player(player_id).graveyard:
        if _ability(owners_card_at_max_speed(game, game.definition(card.card), player_id)) is None:  # s34-fin
            continue
        location = game.find_zone_card(card.id, (Zone.GRAVEYARD,))
        if location is not None and permits(game, location, Cast(card=card.id, player=player_id)):
            found.append(card.id)
    return found
