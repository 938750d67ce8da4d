"""s24-mh1: "If it's not your turn, you may exile a blue card from your hand rather than pay this spell's mana cost."
(Force of Negation and its cycle): the `alternative_cost` "exile_card_from_hand" with `exile_color` and
`if_not_your_turn` (rules/alternative_costs.py asks `verify`; rules/stack.py asks `pay`).

- CR 118.9: an alternative cost, paid instead of the mana cost (one only, 118.9a; from the hand, as the other printed
  alternative costs here); the mana value is unchanged (118.9c). Its cost is exiling one card of that color from the
  caster's hand, other than the spell itself (the `cast` action's `choices.exile_from_hand`, exactly one card; its
  colors in the hand, 105.2, 202.2); increases to the total cost are still paid (601.2f).
- s30-mh: "You may exile two green cards from your hand rather than pay ~'s mana cost." (`exile_count`): that many
  different cards of the color, named by `choices.exile_from_hand`; and evoke whose cost is a card exiled ("Evoke—Exile
  a white card from your hand.", CR 702.74a: the alternative cost "evoke" with `exile_color`, rules/s24mh1_evoke.py).
- "If it's not your turn": only while another player is the active player (CR 102.1, 500.1); otherwise refused.
- The card is exiled as the costs are paid (601.2h, 406.2); a wrong choice refuses the cast before anything is paid.
"""

from __future__ import annotations

from app.engine.actions import Cast
from app.engine.cards import AlternativeCostAbility, CardDefinition
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.zones import place_in_zone
from app.engine.state import Player, StackObject, ZoneCard

EXILE_CARD = "exile_card_from_hand"
_CITES = [cr("118.9"), cr("601.2b")]


def _of_color(game: Game, card: ZoneCard, color: str) -> bool:
    characteristics = compute(game, StackObject(id=card.id, card=card.card))
    return characteristics is not None and color in characteristics.colors


def _ability(definition: CardDefinition, name: str = EXILE_CARD) -> AlternativeCostAbility | None:
    return next((a for a in definition.abilities if isinstance(a, AlternativeCostAbility) and a.name == name), None)


def exiles_from_hand(definition: CardDefinition, name: str | None) -> bool:
    """s30-mh: whether the alternative cost `name` is paid by exiling a card from the hand: "exile_card_from_hand", or
    an evoke cost "Evoke—Exile a white card from your hand." (CR 702.74a, 118.9)."""
    ability = _ability(definition, name) if name is not None else None
    return ability is not None and ability.exile_color is not None


def _cards(game: Game, player: Player, color: str, spell_card: str, count: int = 1) -> list[ZoneCard]:
    """The `count` different cards of `color` the action names in the hand (s30-mh: two for "exile two green
    cards")."""
    named = game.choices.exile_from_hand or []
    hand = {card.id: card for card in player.hand if card.id != spell_card}
    if len(named) != count or len(set(named)) != count or any(
            card_id not in hand or not _of_color(game, hand[card_id], color) for card_id in named):
        able = [card_id for card_id, card in hand.items() if _of_color(game, card, color)]
        what = "one card" if count == 1 else f"{count} different cards"
        raise IllegalAction("Alternative cost can't be paid that way",
                            f"choices.exile_from_hand names {what} of color {color} in {player.id}'s hand other than "
                            f"the spell ({', '.join(able) or 'none'}), not {named}", _CITES)
    return [hand[card_id] for card_id in named]


def verify(game: Game, player: str, definition: CardDefinition, action: Cast, ability: AlternativeCostAbility) -> None:
    """Refuse the alternative cost on the caster's own turn, or with a wrong card to exile (CR 118.9, 601.2b)."""
    if ability.if_not_your_turn and game.state.active_player == player:
        raise IllegalAction("Condition not met", f"{definition.name}'s alternative cost can be paid only if it's not "
                            f"{player}'s turn", [cr("118.9"), cr("102.1")])
    if ability.exile_color is not None:
        _cards(game, game.player(player), ability.exile_color.value, action.card, ability.exile_count or 1)


def pay(game: Game, player: Player, definition: CardDefinition, spell_card: str, name: str = EXILE_CARD) -> None:
    """Exile the chosen card from the caster's hand as the costs are paid (CR 601.2h, 406.2); `name`: the alternative
    cost paid (s30-mh: "evoke" whose cost is a card exiled)."""
    ability = _ability(definition, name)
    if ability is None or ability.exile_color is None:
        return
    cards = _cards(game, player, ability.exile_color.value, spell_card, ability.exile_count or 1)
    ids = [card.id for card in cards]
    player.hand = [c for c in player.hand if c.id not in ids]
    place_in_zone(player, Zone.EXILE, cards)
    game.used_choices.add("exile_from_hand")
    game.emit("zone_change", [cr("601.2h"), cr("118.9"), cr("406.2")], cards=ids,
              **{"from": "hand", "to": "exile"}, reason="exiled to pay a cost")
