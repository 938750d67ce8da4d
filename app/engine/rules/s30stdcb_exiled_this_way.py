"""s30-stdcb: "{1}{B}: Exile up to two target cards from graveyards. You gain 1 life for each creature card exiled this
way." / "... For each creature card exiled this way, each opponent loses 1 life and you gain 1 life.": the Count
"s30stdcb_exiled:<card type>".

As the effect after the exile resolves (CR 608.2c: the instructions in order), it counts the cards of that card type
among the spell's or ability's targets that its exile (the previous targeted effect) moved from a graveyard to exile as it resolved (406.2: the
`zone_change` events of this action for those cards); a target that had left its graveyard was not exiled this way and
is not counted (608.2b). The reader gives it only after the one exile of target graveyard cards in the same ability."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game

CITES = (cr("608.2c"), cr("406.2"))
PREFIX = "s30stdcb_exiled:"


def exiled_count(game: Game, value: str, targets: set[str]) -> int:
    """How many of the target cards the previous targeted effect acted on (`targets`: rules/effects_targets.py's
    referents, the exile's targets) of `value`'s card type were moved from a graveyard to exile in this resolution."""
    card_type = CardType(value.removeprefix(PREFIX).capitalize())
    exiled: set[str] = set()
    for event in reversed(game.events):  # this action's events only (the resolution of `item`)
        if event.get("action_index") != game.action_index:
            break
        if event["type"] == "zone_change" and event.get("reason") == "exiled" and event.get("object") in targets \
                and event.get("from") == Zone.GRAVEYARD.value and event.get("to") == Zone.EXILE.value:
            exiled.add(str(event["object"]))
    found = 0
    for card_id in exiled:
        location = game.find_zone_card(card_id, (Zone.EXILE,))
        if location is not None and game.definition(location.card.card).has_type(card_type):
            found += 1
    return found
