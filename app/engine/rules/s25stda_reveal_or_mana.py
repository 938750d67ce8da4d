"""s25-stda: "As an additional cost to cast this spell, reveal a Pirate card from your hand or pay {2}." (Daring
Buccaneer): the `reveal_or_mana_cost` ability (CR 118.8: an additional cost; 601.2b: the player announces how they will
pay it as they cast the spell; 601.2f: mana among additional costs adds to the total cost; 601.2h: all costs are paid
together; 701.20a: to reveal a card is to show it to all players, and it stays where it is).

The choice is the `cast` action's `choices.reveal`: given, the caster reveals that card of their hand (a card with the
ability's subtype, changeling counted: CR 702.73a works in every zone; not the spell itself, which is on the stack by
then, 601.2a); a card that isn't one refuses the cast and changes nothing. Absent, the documented default is to pay the
mana, which the total cost then includes (and which must be payable like the rest of it). The card revealed stays in
the hand; the `card_revealed` event names it."""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, RevealOrManaCostAbility
from app.engine.characteristics import with_changeling
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.subtype_counts import permanents_with_subtype  # s34-tdm
from app.engine.rules.zones import card_name
from app.engine.state import Player, StackObject

CITES = (cr("601.2b"), cr("601.2h"), cr("118.8"), cr("701.20a"))


def _ability(definition: CardDefinition) -> RevealOrManaCostAbility | None:
    found = definition.abilities_of(RevealOrManaCostAbility)  # asked only for a card with an "or pay" cost
    return found[0] if found else None


def _reveals(action: Any) -> str | None:
    return getattr(getattr(action, "choices", None), "reveal", None)


def extra_mana(definition: CardDefinition, action: Any) -> tuple[str, ...]:
    """The mana this additional cost adds to the total cost (CR 601.2f): its `mana`, unless the caster reveals a card
    instead."""
    ability = _ability(definition)
    if ability is None or _reveals(action) is not None:
        return ()
    return (ability.mana,)


def chosen_reveal(game: Game, player: Player, definition: CardDefinition, action: Any, spell_card: str) -> str | None:
    """The card of the caster's hand revealed for the cost (None: they pay the mana); a card that isn't one of their
    hand with the subtype refuses the cast and changes nothing (CR 601.2h, 118.3). rules/stack.py asks it as the cast
    is verified."""
    wanted = _reveals(action)
    ability = _ability(definition) if wanted is not None else None
    if ability is None:
        return None
    fitting = [card.id for card in player.hand
               if card.id != spell_card and ability.subtype in with_changeling(game.definition(card.card))]
    if ability.behold:  # s34-tdm: or a permanent of that subtype they control (CR 701.4a)
        fitting += permanents_with_subtype(game, player.id, ability.subtype)
    if wanted not in fitting:
        raise IllegalAction(
            "Additional cost can't be paid that way",
            f"{definition.name}: choices.reveal must name a {ability.subtype} card of {player.id}'s hand"
            f"{' or permanent they control' if ability.behold else ''} among "
            f"{fitting}, not {wanted!r} (or leave it out to pay {ability.mana})",
            [*CITES, cr("118.3")],
        )
    return wanted


def pay(game: Game, player: Player, definition: CardDefinition, action: Any, spell: StackObject) -> None:
    """Reveal the card, when the caster chose to, as the spell's costs are paid (CR 601.2h, 701.20a): it stays in the
    hand."""
    revealed = chosen_reveal(game, player, definition, action, spell.id)
    if revealed is not None:
        game.used_choices.add("reveal")
        card = next((card for card in player.hand if card.id == revealed), None)
        if card is None:  # s34-tdm: a permanent beheld is chosen, not revealed (CR 701.4a)
            game.emit("beheld", [cr("701.4a"), *CITES[:3]], stack_object=spell.id, player=player.id,
                      permanent=revealed)
            return
        game.emit("card_revealed", [*CITES], stack_object=spell.id, player=player.id, card_id=revealed,
                  card=card_name(game, card.card))
