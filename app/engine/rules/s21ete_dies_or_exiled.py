"""s21-ete: "When ~ dies or is put into exile from the battlefield, you may put it into its owner's library third from
the top." (the God-Eternals of War of the Spark; docs/oracle-s21-ete.md).

The trigger "self_dies_or_exiled" is a leaves-the-battlefield ability of the permanent itself (CR 603.6c): it
"looks back in time" (603.10a) and triggers when the permanent is put into a graveyard from the battlefield (it
dies, 700.4) or into exile from it, with its controller as it last existed (603.3a); `that_card` is the card it
became in that zone (400.7; none for a token, which ceases to exist there, 111.7). Gated: asked only in a game with
a card that has such an ability.

`put_on_library` with `position` "third_from_top" and `target` "that_card": the card, if it is still in the
graveyard or exile it went to (else it is a new object the ability can't find, CR 400.7), goes into its owner's
library below its top two cards (CR 401.7: a library of fewer than three cards: at the bottom)."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.effects_targets import affected
from app.engine.rules.event_triggers import abilities_with, left_battlefield_named, triggered
from app.engine.rules.zones import card_name
from app.engine.state import StackObject

_DIES_OR_EXILED = frozenset({"self_dies_or_exiled"})
_TO = (Zone.GRAVEYARD.value, Zone.EXILE.value)


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if (not game_has_trigger(game, _DIES_OR_EXILED) or event.get("from") != Zone.BATTLEFIELD.value
            or event.get("to") not in _TO):
        return []
    found = left_battlefield_named(game, event)
    if found is None:
        return []
    left, named = found
    cites = [cr("603.6c"), cr("603.10a"), cr("700.4") if event.get("to") == Zone.GRAVEYARD.value else cr("406.2")]
    return [triggered(left, index, "self_dies_or_exiled", named, cites)
            for index, _ability in abilities_with(game, left, _DIES_OR_EXILED)]


def put_third_from_top(game: Game, item: StackObject) -> None:
    """The `put_on_library` "third_from_top" of `that_card`: from its graveyard or exile into its owner's library
    under the top two cards, or at the bottom of a library of fewer than three (CR 401.7, 400.7)."""
    for card_id in affected(game, item, "that_card"):
        location = game.find_zone_card(card_id, (Zone.GRAVEYARD, Zone.EXILE))
        if location is None:
            continue
        card = location.cards.pop(location.index)
        library = location.player.library
        library.insert(min(2, len(library)), card)
        game.emit("zone_change", [cr("608.2"), cr("401.7"), cr("400.7")], object=card.id,
                  card=card_name(game, card.card), cards=[card.id], reason="put_third_from_top_of_library",
                  **{"from": location.zone.value, "to": Zone.LIBRARY.value})


keyword_triggers.watch("zone_change", _detect, needs=_needs(_DIES_OR_EXILED))
