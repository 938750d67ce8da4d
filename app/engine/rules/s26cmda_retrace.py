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
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import jump_start
from app.engine.state import Player, StackObject

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


def verify_discard(game: Game, player: Player, definition: CardDefinition) -> None:
    """A land card to discard for retrace (CR 702.81a, 601.2h): jump-start's discard of a land card."""
    jump_start.discarded_card(game, player, definition, keyword=KEYWORD, cites=CITES, lands_only=True)


def pay(game: Game, player: Player, definition: CardDefinition, spell: StackObject, cites: list[str]) -> None:
    """Discard the land card as the costs are paid (CR 601.2h) and remember the retrace cast."""
    jump_start.pay_discard(game, player, definition, spell, cites, keyword=KEYWORD, mark=RETRACE, own_cites=CITES,
                           lands_only=True)
