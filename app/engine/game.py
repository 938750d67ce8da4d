"""The working context of one `resolve` call: the state being changed, the catalog, the events.

Rules modules receive a `Game` and read/modify `game.state` (a private deep copy of the input).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from itertools import compress
from operator import attrgetter
from typing import Any

from app.engine import registry
from app.engine.actions import EMPTY_CHOICES
from app.engine.cards import CardDefinition
from app.engine.citations import cr
from app.engine.enums import PLAYER_ZONES, Zone
from app.engine.errors import IllegalAction
from app.engine.state import (
    INLINE_DEFINITION_MEMO,
    CardRef,
    DelayedTrigger,
    GameState,
    Permanent,
    Player,
    StackObject,
    ZoneCard,
)


@dataclass
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (CR 603.2, 603.3)."""

    source: str
    ability_index: int | None  # None for a delayed trigger (CR 603.7), described by `data`
    controller: str
    trigger_event: str
    targets: list[str] = field(default_factory=list)
    cites: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)  # kept in the stack object's `choices` (e.g. the band)
    # The source's card and face as it triggered: its ability still goes on the stack and resolves
    # if the source has left the battlefield meanwhile (CR 603.3, 608.2h), e.g. dying to a
    # state-based action before the trigger is put on the stack.
    card: CardRef | None = None
    face: str | None = None


@dataclass(frozen=True)
class ZoneLocation:
    player: Player
    zone: Zone
    index: int

    @property
    def cards(self) -> list[ZoneCard]:
        cards: list[ZoneCard] = getattr(self.player, self.zone._value_)  # (as in `Game.find_zone_card`)
        return cards

    @property
    def card(self) -> ZoneCard:
        return self.cards[self.index]


def is_in(objects: list[Any], obj: Any) -> bool:
    """`obj in objects` by identity (a model's `==` compares every field, and means "equal", not
    "this one")."""
    return any(item is obj for item in objects)


def remove_from(objects: list[Any], obj: Any) -> None:
    """`objects.remove(obj)` by identity (see `is_in`)."""
    for index, item in enumerate(objects):
        if item is obj:
            del objects[index]
            return
    raise ValueError("not in the list")


_ID = attrgetter("id")
# `Game.definition_fact` for catalog definitions: (id, fact name) -> (the definition, the fact); bounded
_CATALOG_FACTS: dict[tuple[int, str], tuple[CardDefinition, Any]] = {}

# What state-based actions read of a permanent: a rule changing one of these calls `Game.changed`.
PERMANENT_FIELDS_CHECKED = frozenset({"card", "face_down", "transformed", "back_face_card", "counters", "effects", "damage"})


_SPEED = attrgetter("speed")  # s32-mb (a player's speed, CR 702.179)


class Game:
    def __init__(self, state: GameState, catalog: Mapping[str, CardDefinition]) -> None:
        self.state = state
        self.catalog = catalog
        self.events: list[dict[str, Any]] = []
        self.action_index = -1
        self.choices = EMPTY_CHOICES  # the choices of the action being applied (`Choices()`, shared)
        self.action: Any = None  # the action being applied (who acts: rules/library.py)
        # The request's seed for shuffles and random orders (rules/library.py): an integer, or a
        # function giving it (derived from the request only when a shuffle needs it).
        self.seed: int | Callable[[], int] = 0
        self.used_choices: set[str] = set()  # choice fields some rule consumed during the action
        self.pending_triggers: list[PendingTrigger] = []
        # len(events) when the checks (loop/checks.run_checks) last ended with nothing to do; None before.
        self.checks_quiet_at: int | None = None
        # The permanents changed (`changed`) since those checks, by id(permanent); None: every
        # permanent is to be checked (before the first checks, or while tracking is off).
        self.changed_permanents: dict[int, Permanent] | None = None
        # Permanent characteristics by id(permanent): (permanent, inputs, characteristics); see
        # `characteristics.compute`. Holding the permanent keeps its id from being reused.
        self.characteristics_cache: dict[int, tuple[Permanent, tuple[Any, ...], Any]] = {}
        self.characteristics_cacheable = registry.characteristics_cacheable() and not any(
            veto(self) for veto in registry.characteristics_cache_vetoes)
        # What a rules module must remember between two moments of one `resolve` call (e.g. the
        # creatures dealt deathtouch damage since state-based actions were last checked, CR
        # 704.5h), by module; never part of the state.
        self.rule_memory: dict[str, Any] = {}
        # The ability kinds of the game's cards so far (rules/ability_presence.py; None until first
        # asked), and each hook list's hooks that matter with them (`HookList.active`, by the
        # list's id, and the characteristic layers per kind of object; emptied whenever the kinds grow).
        self.ability_kinds: set[object] | None = None
        self.ability_kinds_frozen: frozenset[object] | None = None  # the same, frozen (ability_presence.py)
        self.active_hooks: dict[object, Any] = {}
        self.active_hooks_shared = False  # whether `active_hooks` is the dict shared by games with its kinds (registry.share_decisions)
        # s32-mb: whether some player has max speed (a speed of 4, CR 702.179e; rules/s32mb_speed.py sets it when a speed
        # becomes 4): only then are "Max speed — <ability>" abilities looked at (characteristics.current_face)
        self.s32mb_max_speed = 4 in map(_SPEED, state.players)
        for start in registry.game_start:  # s34-std: what a rule notes as the game starts (registry.game_start)
            start(self)

    # --- events ------------------------------------------------------------------------

    def take_delayed_triggers(self, due: Callable[[DelayedTrigger], bool]) -> list[DelayedTrigger]:
        """The state's delayed triggered abilities for which `due` holds, in the order they were created, taken out
        of `delayed_triggers`: a delayed triggered ability triggers only once (CR 603.7b-c)."""
        delayed = self.state.delayed_triggers
        if not delayed:
            return []
        firing = [d for d in delayed if due(d)]
        if firing:
            self.state.delayed_triggers = [d for d in delayed if not any(d is fired for fired in firing)]
        return firing

    def emit(self, event_type: str, cites: list[str] | tuple[str, ...] = (), **details: Any) -> dict[str, Any]:
        """Record a change of state; trigger detectors see every event."""
        event: dict[str, Any] = {"seq": len(self.events) + 1, "action_index": self.action_index, "type": event_type}
        event.update(details)
        event["cites"] = list(dict.fromkeys(cites))
        self.events.append(event)
        # `registry.trigger_detectors.active_for_event(self, event_type)`, its first lines (the answer
        # already decided for this game) inlined: every event
        detectors_list = registry.trigger_detectors
        by_event = self.active_hooks.get(detectors_list._events_key)
        detectors = by_event.get(event_type) if by_event is not None else None
        if detectors is None:
            detectors = detectors_list.active_for_event(self, event_type)
        for detector in detectors:
            found = detector(self, event)
            if found:  # most events trigger nothing
                for keep in registry.pending_trigger_filters:
                    found = keep(self, found)
                self.pending_triggers.extend(found)
        return event

    # --- what the checks must look at -----------------------------------------------------

    def changed(self, permanent: Permanent) -> None:
        """Say that `permanent` entered or changed in something a state-based action reads of it
        (its card, face, counters, effects, damage: see `PERMANENT_FIELDS_CHECKED`). Every rule
        that changes one of those calls this (tests/unit/test_check_tracking.py checks the code)."""
        if self.changed_permanents is not None:
            self.changed_permanents[id(permanent)] = permanent

    def permanents_to_check(self) -> list[Permanent]:
        """The battlefield permanents a state-based action about one permanent alone must look at,
        in battlefield order: all of them, or only those changed since the checks last found
        nothing to do (the others were checked then and are the same)."""
        changed = self.changed_permanents
        if changed is None:
            return self.state.battlefield
        if not changed:
            return []  # nothing changed (most checks)
        battlefield = self.state.battlefield
        # `[p for p in battlefield if id(p) in changed]`, in C: this runs at every check
        return list(compress(battlefield, map(changed.__contains__, map(id, battlefield))))

    # --- lookups -------------------------------------------------------------------------

    def definition(self, card: CardRef | None) -> CardDefinition:
        if isinstance(card, CardDefinition):
            return card
        if card is None:
            raise IllegalAction("Hidden card", "this object's card is not known")
        return self.catalog[card]

    def definition_fact(self, definition: CardDefinition, name: str, derive: Callable[[CardDefinition], Any]) -> Any:
        """`derive(definition)` (a pure function of it), kept by the definition's identity for a
        definition of this game's catalog (shared, never changed), and with an inline definition
        only while `INLINE_DEFINITION_MEMO` keeps it (else derived each time): no request's cards
        stay alive for a rule's cache."""
        if self.catalog.get(definition.name) is not definition:
            return INLINE_DEFINITION_MEMO.fact(definition, name, derive)
        key = (id(definition), name)
        found = _CATALOG_FACTS.get(key)
        if found is not None and found[0] is definition:
            return found[1]
        value = derive(definition)
        if len(_CATALOG_FACTS) >= 8192:
            _CATALOG_FACTS.clear()
        _CATALOG_FACTS[key] = (definition, value)
        return value

    def player(self, player_id: str | None) -> Player:
        for player in self.state.players:
            if player.id == player_id:
                return player
        raise IllegalAction("Unknown player", f"there is no player {player_id!r}")

    def permanent(self, object_id: str) -> Permanent | None:
        battlefield = self.state.battlefield
        try:  # the first with that id, searched in C
            return battlefield[list(map(_ID, battlefield)).index(object_id)]
        except ValueError:
            return None

    def require_permanent(self, object_id: str) -> Permanent:
        permanent = self.permanent(object_id)
        if permanent is None:
            raise IllegalAction("No such permanent", f"there is no permanent {object_id!r} on the battlefield")
        return permanent

    def stack_object(self, object_id: str) -> StackObject | None:
        for item in self.state.stack:
            if item.id == object_id:
                return item
        return None

    def find_zone_card(self, object_id: str, zones: tuple[Zone, ...] = PLAYER_ZONES) -> ZoneLocation | None:
        for player in self.state.players:
            for zone in zones:
                # `_value_`: the member's value without the enum's property (this runs for every lookup)
                for index, card in enumerate(getattr(player, zone._value_)):
                    if card.id == object_id:
                        return ZoneLocation(player, zone, index)
        return None

    def all_object_ids(self) -> set[str]:
        ids = {item.id for item in self.state.battlefield} | {item.id for item in self.state.stack}
        ids.update(p.back_face_card.id for p in self.state.battlefield if p.back_face_card)
        ids.update(p.id for p in self.state.phased_out)  # s32-stda: they still exist (CR 702.26d)
        for player in self.state.players:
            for zone in PLAYER_ZONES:
                ids.update(card.id for card in getattr(player, zone.value))
            ids.update(card.id for card in player.command_zone)  # Commander (CR 408)
            ids.update(card.id for card in player.sideboard)  # s17-lm: outside the game (CR 400.11a)
        return ids

    def new_object_id(self, prefix: str) -> str:
        """A fresh, deterministic id (tokens, abilities on the stack)."""
        taken = self.all_object_ids()
        number = 1
        while f"{prefix}{number}" in taken:
            number += 1
        return f"{prefix}{number}"

    def players_in_turn_order(self) -> list[Player]:
        """Players still in the game, starting with the active player (APNAP order, CR 101.4)."""
        players = self.state.players
        active = self.state.active_player
        for start, player in enumerate(players):
            if player.id == active:
                return [p for p in players[start:] + players[:start] if not p.has_lost]
        raise ValueError(f"no active player {active!r}")  # validation makes sure there is one

    def opponents(self, player_id: str) -> list[Player]:
        return [p for p in self.state.players if p.id != player_id and not p.has_lost]


def refuse_without_priority(game: Game, *cites: str, because: str = "") -> None:
    """Refuse an action that needs priority (to cast, activate, take a special action or pass) during a
    step in which no player gets it: the untap step (CR 502.4) and the cleanup step (514.3), with the
    action's own rule in `cites`; `because` adds what that means for this action."""
    step = game.state.step
    if not step.players_get_priority:
        raise IllegalAction("No priority", f"no player gets priority during the {step.value} step{because}",
                            [cr("502.4") if step.value == "untap" else cr("514.3"), *cites])
