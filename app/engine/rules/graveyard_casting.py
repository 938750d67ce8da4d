"""s18-castfree: "You may cast target artifact card from your graveyard this turn." (Heiko Yamazaki, the General;
Norika Yamazaki, the Poet) and "Choose target artifact card in your graveyard. You may cast that card this turn."
(Emry, Lurker of the Loch): the `cast_from_graveyard_this_turn` effect.

- As the effect resolves (its target still legal, CR 608.2b), the state's `cast_from_graveyard` records that its
  controller may cast that card from their graveyard during this turn (CR 601.3: an effect allows the cast from
  another zone; 611.2a: the permission lasts as long as it says).
- While it lasts, `cast` may name the card in its owner's graveyard. Everything else is as from the hand (the
  rulings: "You still pay its costs. Timing rules still apply."): its timing (117.1a: a creature or sorcery
  only in its caster's main phase with an empty stack), its mana cost and additional costs (601.2f-h). A land card
  can't be cast (305.1, 305.9: it isn't played by this permission). `legal_actions` lists the cast; the
  `spell_cast` event says `"from": "graveyard"` and cites CR 601.3.
- Casting it spends the permission (the card becomes a new object on the stack, CR 400.7); one that goes back to
  the graveyard later is a new object the permission doesn't name. The turn's cleanup step (CR 514.2) ends the
  others.
- A card that has its own way to be cast from a graveyard (flashback, escape, jump-start, disturb) is cast by that
  way (`cast` has no field to choose); the permission is then not used.

Gating: every question returns at once while the state's list is empty (most games).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Cast, Choices
from app.engine.cards import CardDefinition, CastFromGraveyardThisTurnEffect
from app.engine.citations import cr
from app.engine.enums import CardType, Step, Zone
from app.engine.game import Game, ZoneLocation
from app.engine.rules import ability_presence, escape, flashback, jump_start, s26cmda_retrace  # s26-cmda
from app.engine.state import GraveyardCastPermission, StackObject

CAST_CITES = (cr("601.3"),)


KIND = "state:cast_from_graveyard"  # the game's kinds: some permission exists (the cleanup hook's `needs`)


def _resolve(game: Game, item: StackObject, effect: Any, choices: Choices) -> None:
    assert isinstance(effect, CastFromGraveyardThisTurnEffect)
    state = game.state
    player = item.controller or state.active_player or ""
    granted: list[str] = []
    for card_id in item.targets:
        location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
        if location is None or location.player.id != player:
            continue  # gone from that graveyard: a new object (CR 400.7, 608.2b)
        granted.append(card_id)
    if not granted:
        return
    state.cast_from_graveyard = [
        *state.cast_from_graveyard,
        *(GraveyardCastPermission(card=card, player=player, turn=state.turn,
                                  **({"flashback": True} if effect.flashback else {}))  # s29-modern (CR 702.34a)
          for card in granted),
    ]
    ability_presence.add_kind(game, KIND)
    game.emit("may_cast_from_graveyard", [cr("608.2"), cr("601.3"), cr("611.2a")], stack_object=item.id,
              player=player, cards=granted)


def own_way(definition: CardDefinition) -> bool:
    """A card with its own way to be cast from a graveyard (cast that way, rules/stack.py)."""
    return (flashback.flashback_cost(definition) is not None or jump_start.has_jump_start(definition)
            or escape.escape_ability(definition) is not None
            or s26cmda_retrace.has_retrace(definition))  # s26-cmda


def permitted_location(game: Game, action: Cast) -> ZoneLocation | None:
    """The graveyard card `action` casts by a permission of this turn, else None."""
    permissions = game.state.cast_from_graveyard
    if not permissions or action.face == "back" or action.face_down:
        return None
    turn = game.state.turn
    for permission in permissions:
        if permission.card != action.card or permission.turn != turn or action.player not in (None, permission.player):
            continue
        location = game.find_zone_card(action.card, (Zone.GRAVEYARD,))
        if location is None or location.player.id != permission.player:
            return None
        definition = game.definition(location.card.card)
        if own_way(definition) or definition.has_type(CardType.LAND):
            return None
        return location
    return None


def permitted_cards(game: Game, player: str) -> list[str]:
    """The ids of the cards in `player`'s graveyard they may cast now by such a permission (`legal_actions`)."""
    if not game.state.cast_from_graveyard:
        return []
    return [p.card for p in game.state.cast_from_graveyard
            if p.player == player and permitted_location(game, Cast(card=p.card, player=player)) is not None]


def s29modern_as_flashback(game: Game, card: str) -> bool:
    """s29-modern: whether the permission the card is cast by was granted as flashback ("gains flashback until end of
    turn", CR 702.34a: exiled instead as it leaves the stack). Asked before the permission is spent."""
    return any(p.card == card and p.flashback for p in game.state.cast_from_graveyard)


def use_permission(game: Game, card: str) -> None:
    """The card was cast: a new object on the stack, the permission is spent (CR 400.7)."""
    game.state.cast_from_graveyard = [p for p in game.state.cast_from_graveyard if p.card != card]


def _ends(game: Game) -> None:
    """Cleanup step (CR 514.2): this turn's permissions end."""
    state = game.state
    if not state.cast_from_graveyard:
        return
    ending = [p for p in state.cast_from_graveyard if p.turn <= state.turn]
    if not ending:
        return
    state.cast_from_graveyard = [p for p in state.cast_from_graveyard if p.turn > state.turn]
    for player in dict.fromkeys(p.player for p in ending):
        game.emit("cast_from_graveyard_ended", [cr("514.2")], player=player,
                  cards=[p.card for p in ending if p.player == player])


registry.effect_resolvers["cast_from_graveyard_this_turn"] = _resolve

registry.step_begin[Step.CLEANUP].add(_ends, order=22, needs=(KIND,))
ability_presence.posted_state_field("cast_from_graveyard", KIND)
