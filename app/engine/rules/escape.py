"""s16-kws: escape (CR 702.138): "Escape—[cost]" means "You may cast this card from your graveyard by
paying [cost] rather than paying its mana cost" (702.138a), the cost including "Exile N other cards
from your graveyard" (the `escape` ability: `cost` and `exile_other`).

A `cast` naming a card with escape (and no flashback or jump-start) in its caster's graveyard casts
it with escape: an alternative cost (118.9: no other alternative cost with it; additional costs such
as kicker may be added, 601.2f), its timing the card's (601.3, 117.1a; a creature at sorcery speed).
The `exile_other` other cards are exiled from that graveyard as the costs are paid (601.2h, 406.2):
`choices.exile_from_graveyard` names them, default the first ones in graveyard order; the spell
itself is on the stack by then (601.2a), so it is never one of them. With too few other cards it
can't be cast. The spell records `choices.escaped`; a permanent spell cast so "escaped" (702.138d),
and "~ escapes with N +1/+1 counters on it" means "If this permanent escaped, it enters with N
+1/+1 counters on it" (702.138c: `etb_counters` with `if_escaped`). Escape doesn't exile the card as
it leaves the stack: an escaped instant or sorcery goes to its owner's graveyard as usual (608.2n).
Not modelled: "sacrifice it unless it escaped", "When it enters this way"."""

from __future__ import annotations

from app.engine.cards import CardDefinition, EscapeAbility
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.flashback import flashback_cost
from app.engine.rules.zones import Entering, place_in_zone
from app.engine.state import Player, StackObject, ZoneCard

ESCAPED = "escaped"  # the key in a spell's `choices`
CITES = (cr("702.138a"),)
ESCAPED_CITES = (cr("702.138c"),)


def escape_ability(definition: CardDefinition) -> EscapeAbility | None:
    found = [ability for ability in definition.abilities if isinstance(ability, EscapeAbility)]
    return found[0] if found else None


def verify_castable(definition: CardDefinition, face_down: bool) -> str:
    """The escape cost of this graveyard card (its mana part), or why it can't be cast with escape."""
    ability = escape_ability(definition)
    assert ability is not None
    if face_down:
        raise IllegalAction("Not with escape", f"{definition.name} can't be cast face down with escape", list(CITES))
    return ability.cost


def _exiled(game: Game, player: Player, definition: CardDefinition, spell_card: str) -> list[ZoneCard]:
    """The other graveyard cards exiled to pay the escape cost (CR 702.138a, 601.2h)."""
    ability = escape_ability(definition)
    assert ability is not None
    others = [card for card in player.graveyard if card.id != spell_card]
    number = ability.exile_other
    if len(others) < number:
        raise IllegalAction(
            "Cost can't be paid",
            f"{definition.name}: {player.id} has {len(others)} other card(s) in their graveyard, not the {number} "
            "to exile for escape; nothing was paid",
            [*CITES, cr("601.2h"), cr("118.3")],
        )
    game.used_choices.add("exile_from_graveyard")
    given = game.choices.exile_from_graveyard
    if given is None:
        return others[:number]
    chosen = [card for card in others if card.id in given]
    if len(given) != number or len(set(given)) != number or len(chosen) != number:
        raise IllegalAction(
            "Cost can't be paid that way",
            f"{definition.name}: choices.exile_from_graveyard must name {number} different card(s) among "
            f"{[card.id for card in others]}, not {given}",
            [*CITES, cr("601.2b"), cr("406.2")],
        )
    return chosen


def escaping(definition: CardDefinition, zone: Zone, alternative: str | None) -> bool:
    """Whether a cast from this zone with this alternative cost is a cast with escape."""
    return (
        zone is Zone.GRAVEYARD
        and alternative is not None
        and escape_ability(definition) is not None
        and flashback_cost(definition) is None
    )


def verify_exile(game: Game, player: Player, definition: CardDefinition, spell_card: str) -> None:
    _exiled(game, player, definition, spell_card)


def pay(game: Game, player: Player, definition: CardDefinition, spell: StackObject, cites: list[str]) -> None:
    """Exile the other cards as the costs are paid (CR 601.2h, 406.2) and remember the escape."""
    cards = _exiled(game, player, definition, spell.id)
    leaving = {card.id for card in cards}
    player.graveyard = [card for card in player.graveyard if card.id not in leaving]
    place_in_zone(player, Zone.EXILE, cards)
    game.emit(
        "zone_change",
        [*CITES, cr("601.2h"), cr("406.2")],
        cards=[card.id for card in cards],
        **{"from": "graveyard", "to": "exile"},
        reason="exiled to pay a cost",
    )
    spell.choices[ESCAPED] = True
    cites.extend(CITES)


def entering_escaped(entering: Entering) -> bool:
    """Whether the permanent entering is a spell that was cast with escape (CR 702.138d)."""
    return entering.was_cast and entering.spell is not None and bool(entering.spell.choices.get(ESCAPED))
