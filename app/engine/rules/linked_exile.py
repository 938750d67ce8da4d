"""s18-linked: "cards exiled with ~" — linked abilities (CR 607.2a, 607.1; docs/oracle-s18-linked.md).

- An object with an ability that refers to the cards exiled with it (an effect of `LINKED_EFFECTS`, e.g.
  Underworld Sentinel's "When ~ dies, put all cards exiled with it onto the battlefield.") remembers the cards
  its own abilities exile: when an `exile` effect of an ability whose source is that permanent resolves, the
  cards it put into exile are added to `Permanent.exiled_with` (CR 607.2a: the exiling ability and the one that
  refers to the exiled cards are linked). Only this object's abilities count: another object's exile doesn't,
  and a permanent that leaves and comes back is a new object with none (400.7).
- As it leaves the battlefield its record is kept in `GameState.exiled_with_left` (by its id) for its abilities
  that look back in time (a "dies" trigger, CR 603.10a); the entry is dropped when an object with that id enters
  the battlefield again (a new object, 400.7) or when the linked ability has used it.
- A card that leaves exile is a new object (400.7): it is no longer "exiled with" anything, and is removed from
  every record at once (so every posted id names a card in exile).
- `put_exiled_with_onto_battlefield`: each of those cards still in exile enters the battlefield under the
  ability's controller's control (CR 110.2a: the player who puts it there), as a new object.

Cost: the exile wrapper asks one face lookup per resolving `exile` effect of an ability; the zone watchers run
only in a game with a record (posted, or made during the request: `add_kind`).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CastFromExiledWithAbility, PutExiledWithOntoBattlefieldEffect, effects_of
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Zone
from app.engine.game import Game, PendingTrigger, ZoneLocation
from app.engine.rules import effects_zones  # noqa: F401 - its `exile` resolver is registered before the wrapper
from app.engine.rules.ability_presence import add_kind, posted_state_field
from app.engine.rules.zones import LEFT_BATTLEFIELD, enter_battlefield, stays_out_of_battlefield
from app.engine.state import Permanent, StackObject

# The effect kinds that refer to the cards exiled with their source (CR 607.2a).
LINKED_EFFECTS = frozenset({"put_exiled_with_onto_battlefield"})
# s19-impulse: the ability kinds that refer to them ("You may cast spells from among cards exiled with ~.").
LINKED_ABILITIES: tuple[type, ...] = (CastFromExiledWithAbility,)
# A kind of the game once a record of exiled cards exists (`exiled_with`, `exiled_with_left`, and
# rules/exile_from_hand_until_leaves.py's `exiled_from_hand_until_it_leaves`): ability_presence.add_kind.
RECORD_KIND = "linked:exiled_with"
_KIND = RECORD_KIND


def _refers_to_exiled(game: Game, permanent: Permanent) -> bool:
    if permanent.card is None or permanent.face_down:
        return False
    face = current_face(game, permanent)
    return any(isinstance(ability, LINKED_ABILITIES)  # s19-impulse: a static ability that refers to them
               or any(getattr(effect, "kind", None) in LINKED_EFFECTS for effect in effects_of(ability))
               for ability in face.abilities)


_plain_exile = registry.effect_resolvers["exile"]  # rules/effects_zones.py (imported before this module)


def _exile_and_record(game: Game, item: StackObject, effect: Any, choices: Choices) -> None:
    """`exile`, and CR 607.2a: the cards it exiled are remembered by its source if an ability of it refers to them."""
    source = game.permanent(item.source or "") if item.kind is not StackObjectKind.SPELL else None
    if source is None or not _refers_to_exiled(game, source):
        _plain_exile(game, item, effect, choices)
        return
    start = len(game.events)
    _plain_exile(game, item, effect, choices)
    exiled = [card_id for event in game.events[start:]
              if event["type"] == "zone_change" and event.get("to") == Zone.EXILE.value
              for card_id in event.get("cards", ())]
    _record(game, item, source, exiled)


def remember(game: Game, item: StackObject, exiled: list[str]) -> None:
    """s19-impulse: CR 607.2a for another exiling effect (`exile_top_of_library`): the cards `exiled` as `item`
    resolved are remembered by its source if an ability of it refers to them."""
    source = game.permanent(item.source or "") if item.kind is not StackObjectKind.SPELL else None
    if source is not None and exiled and _refers_to_exiled(game, source):
        _record(game, item, source, exiled)


def _record(game: Game, item: StackObject, source: Permanent, exiled: list[str]) -> None:
    kept = [card_id for card_id in exiled
            if card_id not in source.exiled_with and game.find_zone_card(card_id, (Zone.EXILE,)) is not None]
    if kept:
        source.exiled_with.extend(kept)
        game.changed(source)
        add_kind(game, _KIND)
        game.emit("exiled_with", [cr("607.2a")], stack_object=item.id, source=source.id, cards=kept)


def _resolve_put(game: Game, item: StackObject, effect: PutExiledWithOntoBattlefieldEffect, choices: Choices) -> None:
    source = game.permanent(item.source or "")
    if source is not None:
        exiled, source.exiled_with = source.exiled_with, []
        game.changed(source)
    else:  # CR 603.10a: as it last existed
        exiled = game.state.exiled_with_left.pop(item.source or "", [])
    controller = item.controller
    if controller is None:
        return
    for card_id in exiled:
        location = game.find_zone_card(card_id, (Zone.EXILE,))
        if location is None or (not effect.to_hand and stays_out_of_battlefield(game, location, controller)):
            continue  # CR 400.7: it left exile meanwhile
        if effect.to_hand:  # s26-tsp: "put the exiled card into its owner's hand" (CR 607.2a, 400.7)
            s26tsp_to_owners_hand(game, location)
            continue
        card = location.cards.pop(location.index)
        under = location.player.id if effect.under_owners_control else controller  # s24-isd: "under its owner's control"
        enter_battlefield(game, card.card, card.id, under, location.player.id, was_cast=False,
                          from_zone=Zone.EXILE)


def forget(game: Game, card_ids: set[str]) -> None:
    """Cards that left exile other than by a `zone_change` (cast from exile, s19-impulse): new objects (CR 400.7)."""
    if game.state.exiled_with_left or any(permanent.exiled_with or permanent.exiled_from_hand_until_it_leaves
                                          for permanent in game.state.battlefield):
        _forget(game, card_ids)


def _forget(game: Game, card_ids: set[str]) -> None:
    for permanent in game.state.battlefield:
        if permanent.exiled_with and not card_ids.isdisjoint(permanent.exiled_with):
            permanent.exiled_with = [c for c in permanent.exiled_with if c not in card_ids]
            game.changed(permanent)
        until = permanent.exiled_from_hand_until_it_leaves
        if until and not card_ids.isdisjoint(until):
            permanent.exiled_from_hand_until_it_leaves = [c for c in until if c not in card_ids]
            game.changed(permanent)
    left = game.state.exiled_with_left
    for object_id in list(left):
        if not card_ids.isdisjoint(left[object_id]):
            remaining = [c for c in left[object_id] if c not in card_ids]
            if remaining:
                left[object_id] = remaining
            else:
                del left[object_id]


def _zone_changed(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """Keep the records right as objects move (CR 400.7, 603.10a)."""
    origin = event.get("from")
    if origin == Zone.EXILE.value:  # a card leaving exile is a new object: exiled with nothing
        _forget(game, set(event.get("cards", ())))
    if origin == Zone.BATTLEFIELD.value:
        left = game.rule_memory.get(LEFT_BATTLEFIELD)
        if isinstance(left, Permanent) and left.id == event.get("permanent") and left.exiled_with:
            game.state.exiled_with_left[left.id], left.exiled_with = left.exiled_with, []
    return []  # bookkeeping, not a trigger


def _entered(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """An object entering with the id of one that left is a new object (CR 400.7): the old record goes."""
    game.state.exiled_with_left.pop(event.get("permanent") or "", None)
    return []


registry.effect_resolvers["exile"] = _exile_and_record
registry.effect_resolvers["put_exiled_with_onto_battlefield"] = _resolve_put
_NEEDS = (registry.posted_kind("exiled_with"), registry.posted_kind("exiled_from_hand_until_it_leaves"), _KIND)


posted_state_field("exiled_with_left", _KIND)  # records of cards exiled by objects that left the battlefield
registry.trigger_detectors.add(_zone_changed, events=frozenset({"zone_change"}), needs=_NEEDS)
registry.trigger_detectors.add(_entered, events=frozenset({"entered_battlefield"}), needs=_NEEDS)


# --- s26-tsp ---


def s26tsp_to_owners_hand(game: Game, location: ZoneLocation) -> None:
    """s26-tsp: a card exiled with the source (a hideaway's, CR 702.75a, 607.2a) put into its owner's hand: a new object
    (400.7), face up there."""
    card = location.cards.pop(location.index)
    card.exiled_face_down = False
    location.player.hand.append(card)
    game.emit("zone_change", [cr("607.2a"), cr("400.7")], cards=[card.id],
              **{"from": Zone.EXILE.value, "to": Zone.HAND.value})


def s26tsp_remember_always(game: Game, item: StackObject, exiled: list[str]) -> None:
    """s26-tsp: hideaway's exile (CR 702.75a) is linked to the ability that refers to "the exiled card" by the rule
    (607.2a), which may be nested under a condition: its source remembers the cards whatever its other abilities say."""
    source = game.permanent(item.source or "") if item.kind is not StackObjectKind.SPELL else None
    if source is not None and exiled:
        _record(game, item, source, exiled)

