"""s26-cmda (docs/oracle-s26-cmda.md): retrace (CR 702.81a): "You may cast this card from your graveyard by discarding a
land card in addition to paying its other costs."

The definition writes `"keywords": ["retrace"]`. A `cast` naming such a card in its caster's graveyard (and no
flashback, jump-start or escape of its own) casts it with retrace: its timing is the card's (CR 601.3, 117.1a), its
mana cost is paid as usual (retrace is no alternative cost, 601.2f), and one land card from the caster's hand is
discarded as the costs are paid (601.2h, 701.9a; `choices.discard` names it, default: the last land card of the hand).
With no land card in hand it can't be cast. The spell is put into its owner's graveyard as usual as it leaves the stack
(unlike jump-start, retrace doesn't exile it), so it may be cast with retrace again."""

from __future__ import annotations

from app.engine.cards import AdditionalCostAbility, CardDefinition
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.discard import discard_cards
from app.engine.state import Player, StackObject, ZoneCard

KEYWORD = "retrace"
RETRACE = "retrace"  # the key in a spell's `choices`
CITES = (cr("702.81a"),)


def has_retrace(definition: CardDefinition) -> bool:
    return definition.has_keyword(KEYWORD)


def verify_castable(definition: CardDefinition, face_down: bool) -> None:
    """Refuse a retrace cast that isn't modelled: face down, or beside another discard cost."""
    if face_down:
        raise IllegalAction("Not with retrace", f"{definition.name} is cast with retrace face up only", list(CITES))
    if any(isinstance(a, AdditionalCostAbility) and a.cost == "discard" for a in definition.abilities):
        raise IllegalAction(
            "Not modelled",
            f"{definition.name} has another discard cost: two discards chosen with one `choices.discard` are not "
            "modelled",
            list(CITES),
        )


def _discarded(game: Game, player: Player, definition: CardDefinition) -> ZoneCard:
    """The land card discarded for retrace (CR 702.81a, 601.2h)."""
    lands = [card for card in player.hand if game.definition(card.card).has_type(CardType.LAND)]
    if not lands:
        raise IllegalAction(
            "Additional cost can't be paid",
            f"{definition.name}: {player.id} has no land card in hand to discard for retrace; nothing was paid",
            [*CITES, cr("601.2h"), cr("118.3")],
        )
    game.used_choices.add("discard")
    given = game.choices.discard
    if given is None:
        return lands[-1]
    chosen = [card for card in lands if card.id in given]
    if len(given) != 1 or len(chosen) != 1:
        raise IllegalAction(
            "Additional cost can't be paid that way",
            f"{definition.name}: choices.discard must name exactly 1 land card among {[c.id for c in lands]}, "
            f"not {given}",
            [*CITES, cr("601.2b"), cr("701.9a")],
        )
    return chosen[0]


def verify_discard(game: Game, player: Player, definition: CardDefinition) -> None:
    _discarded(game, player, definition)


def pay(game: Game, player: Player, definition: CardDefinition, spell: StackObject, cites: list[str]) -> None:
    """Discard the land card as the costs are paid (CR 601.2h) and remember the retrace cast."""
    card = _discarded(game, player, definition)
    discard_cards(game, player, [card])
    game.emit(
        "cards_discarded",
        [*CITES, cr("601.2h"), cr("701.9a")],
        stack_object=None,  # to pay a cost, as additional costs are (rules/additional_costs.py)
        player=player.id,
        cards=[card.id],
        chosen=game.choices.discard is not None,
    )
    spell.choices[RETRACE] = True
    cites.extend(CITES)
