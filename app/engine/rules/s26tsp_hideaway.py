"""s26-tsp: hideaway (CR 702.75; docs/oracle-s26-tsp.md).

"Hideaway N" (702.75a) is the triggered ability "When this permanent enters, look at the top N cards of your library.
Exile one of them face down and put the rest on the bottom of your library in a random order." It is read as the
`enters` trigger whose effect is `look_at_top` with `to` "exile_face_down" (`take` 1, not optional: one of them is
exiled if any was looked at; `rest` "bottom_random"), played by rules/library.py, which calls `exile_face_down` here
for the card chosen (`choices.chosen`). A printed "Hideaway" without a number is "Hideaway 4" and "This permanent enters
tapped." (702.75b: the older cards' Oracle errata).

- The card goes to its owner's exile face down (`ZoneCard.exiled_face_down`, 406.3); its hideaway permanent remembers it
  (`Permanent.exiled_with`, rules/linked_exile.py) when one of its abilities refers to "the exiled card" (607.2a), such
  as Watcher for Tomorrow's "When ~ leaves the battlefield, put the exiled card into its owner's hand."
  (`put_exiled_with_onto_battlefield` with `to_hand`).
- A card that leaves exile is a new object (400.7), face up in its new zone: `exiled_face_down` is cleared as it moves
  (the `zone_change` watcher below; cast from exile, the spell is built from the card and not face down).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import add_kind, posted_state_kinds
from app.engine.rules.zones import place_in_zone
from app.engine.state import Player, StackObject, ZoneCard

# A kind of the game once a card is exiled face down (posted, or by a hideaway during the request)
FACE_DOWN_EXILE = "zone:face_down_exile"
_FACE_DOWN = attrgetter("exiled_face_down")
_KINDS: frozenset[object] = frozenset((FACE_DOWN_EXILE,))
_NO_KINDS: frozenset[object] = frozenset()
_LEFT_EXILE_TO = (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY)


def exile_face_down(game: Game, item: StackObject, player: Player, cards: list[ZoneCard]) -> None:
    """Hideaway's "exile one of them face down" (CR 702.75a, 406.3): the cards (already out of `player`'s library) go
    to their owner's exile face down; the resolving ability's source remembers them (607.2a)."""
    if not cards:
        return
    for card in cards:
        card.exiled_face_down = True
    place_in_zone(player, Zone.EXILE, cards)
    ids = [card.id for card in cards]
    game.emit("zone_change", [cr("702.75a"), cr("406.3")], cards=ids, face_down=True,
              **{"from": Zone.LIBRARY.value, "to": Zone.EXILE.value})
    add_kind(game, FACE_DOWN_EXILE)
    from app.engine.rules.linked_exile import s26tsp_remember_always  # after library.py, in rules/__init__.py's order

    s26tsp_remember_always(game, item, ids)


def _left_exile(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """A card that left exile is a new object, face up (CR 400.7, 406.3): its `exiled_face_down` is cleared."""
    if event.get("from") != Zone.EXILE.value:
        return []
    for card_id in event.get("cards", ()):
        location = game.find_zone_card(card_id, _LEFT_EXILE_TO)
        if location is not None:
            location.cards[location.index].exiled_face_down = False
    return []  # bookkeeping, not a trigger


def _posted(game: Game) -> frozenset[object]:
    """`FACE_DOWN_EXILE` when a posted player has a card exiled face down."""
    return _KINDS if any(any(map(_FACE_DOWN, player.exile)) for player in game.state.players) else _NO_KINDS


posted_state_kinds.append(_posted)
registry.trigger_detectors.add(_left_exile, events=frozenset({"zone_change"}), needs=(FACE_DOWN_EXILE,))
