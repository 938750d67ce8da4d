"""s16-kws: jump-start (CR 702.133): "Jump-start" means "You may cast this card from your graveyard if
the resulting spell is an instant or sorcery spell by discarding a card as an additional cost to
cast it" and "If this spell was cast using its jump-start ability, exile this card instead of
putting it anywhere else any time it would leave the stack" (702.133a).

The definition writes `"keywords": ["jump-start"]`. A `cast` naming such a card in its caster's
graveyard casts it with jump-start: its timing is the card's (601.3, 117.1a), its mana cost is paid
as usual (jump-start is no alternative cost, so kicker and the like may be added, 601.2f), and one
other card from the caster's hand is discarded as the costs are paid (601.2h, 701.9a; `choices.discard`
names it, default: the last card of the hand). With no card in hand to discard it can't be cast.
The spell records `choices.jump_start`, and as it leaves the stack (resolved, countered, every
target illegal) it goes to exile instead of its owner's graveyard (rules/flashback.py
`spell_destination`). A copy isn't cast with jump-start (707.10) and ceases to exist as usual."""

from __future__ import annotations

from app.engine.cards import AdditionalCostAbility, CardDefinition
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.discard import discard_cards
from app.engine.state import Player, StackObject, ZoneCard

KEYWORD = "jump-start"
JUMP_START = "jump_start"  # the key in a spell's `choices`
CITES = (cr("702.133a"),)


def has_jump_start(definition: CardDefinition) -> bool:
    return definition.has_keyword(KEYWORD)


def verify_castable(definition: CardDefinition, face_down: bool) -> None:
    """Refuse a jump-start cast of a card that can't be cast that way."""
    if face_down or not (definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY)):
        raise IllegalAction(
            "Not with jump-start",
            f"{definition.name} can be cast with jump-start only as an instant or sorcery spell, face up",
            list(CITES),
        )
    if any(isinstance(a, AdditionalCostAbility) and a.cost == "discard" for a in definition.abilities):
        raise IllegalAction(
            "Not modelled",
            f"{definition.name} has another discard cost: two discards chosen with one `choices.discard` "
            "are not modelled",
            list(CITES),
        )


def discarded_card(game: Game, player: Player, definition: CardDefinition, *, keyword: str = KEYWORD,
                   cites: tuple[str, ...] = CITES, lands_only: bool = False) -> ZoneCard:
    """The card discarded to cast `definition` from the graveyard by `keyword` (CR 601.2h, 701.9a): jump-start's any
    card (702.133a), retrace's land card (`lands_only`, 702.81a); `choices.discard` names it, else the last one."""
    noun = "land card" if lands_only else "card"
    hand = [card for card in player.hand if not lands_only or game.definition(card.card).has_type(CardType.LAND)]
    if not hand:
        raise IllegalAction(
            "Additional cost can't be paid",
            f"{definition.name}: {player.id} has no {noun} in hand to discard for {keyword}; nothing was paid",
            [*cites, cr("601.2h"), cr("118.3")],
        )
    game.used_choices.add("discard")
    given = game.choices.discard
    if given is None:
        return hand[-1]
    chosen = [card for card in hand if card.id in given]
    if len(given) != 1 or len(chosen) != 1:
        raise IllegalAction(
            "Additional cost can't be paid that way",
            f"{definition.name}: choices.discard must name exactly 1 {noun} among {[c.id for c in hand]}, not {given}",
            [*cites, cr("601.2b"), cr("701.9a")],
        )
    return chosen[0]


def verify_discard(game: Game, player: Player, definition: CardDefinition) -> None:
    discarded_card(game, player, definition)


def pay_discard(game: Game, player: Player, definition: CardDefinition, spell: StackObject, cites: list[str], *,
                keyword: str = KEYWORD, mark: str = JUMP_START, own_cites: tuple[str, ...] = CITES,
                lands_only: bool = False) -> None:
    """Discard the card as the costs are paid (CR 601.2h) and mark the spell's `choices` with how it was cast."""
    card = discarded_card(game, player, definition, keyword=keyword, cites=own_cites, lands_only=lands_only)
    discard_cards(game, player, [card])
    game.emit(
        "cards_discarded",
        [*own_cites, cr("601.2h"), cr("701.9a")],
        stack_object=None,  # to pay a cost, as additional costs are (rules/additional_costs.py)
        player=player.id,
        cards=[card.id],
        chosen=game.choices.discard is not None,
    )
    spell.choices[mark] = True
    cites.extend(own_cites)


def pay(game: Game, player: Player, definition: CardDefinition, spell: StackObject, cites: list[str]) -> None:
    """Discard the card as the costs are paid (CR 601.2h) and remember the jump-start cast."""
    pay_discard(game, player, definition, spell, cites)


def exiled_as_it_leaves(item: StackObject) -> bool:
    """Whether this spell was cast with jump-start (it goes to exile as it leaves the stack)."""
    return bool(item.choices.get(JUMP_START))
