"""`resolve`: apply a list of actions to a game state, all or nothing (design.md §8)."""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from itertools import chain
from operator import itemgetter
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from app.engine import legal_actions as _legal_actions  # noqa: F401 - registers the legal_actions query
from app.engine import rules as _rules  # noqa: F401 - registers every rules module
from app.engine.actions import QUERY_TYPES
from app.engine.characteristics import compute, take_characteristics
from app.engine.errors import IllegalAction, InvalidState
from app.engine.game import Game
from app.engine.loop.apply import apply_action  # the game loop: checks, steps, priority
from app.engine.pending import pending_decision
from app.engine.rules.summoning_sickness import summoning_sick_flags
from app.engine.state import GameState, Permanent, StackObject, instance_of, set_field
from app.engine.validation import parse_catalog, parse_request


class Query(BaseModel):
    action_index: int
    type: str
    result: Any


class Resolution(BaseModel):
    """What `resolve` returns. `events` are `{"seq", "action_index", "type", ...details, "cites"}`;
    `cites` lists every cited ruling id and "CR <n>" once, in first-seen order."""

    model_config = ConfigDict(extra="forbid")

    state: GameState
    events: list[dict[str, Any]]
    cites: list[str]
    queries: list[Query]
    # Who must act or decide next, and what (design.md §9; app/engine/pending.py); null when nobody.
    pending: dict[str, Any] | None = None
    # With a viewer: the names of the cards of the face-down objects hidden from them (CR 708.5),
    # for the caller to keep out of what it adds (cited rulings' `cards`). Not part of the answer.
    hidden_cards: list[str] = Field(default_factory=list, exclude=True)


_RESOLUTION_FIELDS = tuple(Resolution.model_fields)
_OUTPUT_FIELDS = ("summoning_sick", "characteristics")  # a permanent's fields set for the answer
_CITES = itemgetter("cites")
_NOTHING = object()
_ATOMIC = frozenset({str, int, float, bool, type(None)})  # what `_copy` returns as it is


def _copy(value: Any, memo: dict[int, Any]) -> Any:
    """`copy.deepcopy(value, memo)`, faster for JSON-like data (exactly dict, list, str, int,
    float, bool, None): the same result, shared references included (the memo is shared with
    deepcopy, used for every other type)."""
    cls = type(value)
    if cls is str or cls is int or cls is float or cls is bool or value is None:
        return value
    if cls is dict:
        found = memo.get(id(value), _NOTHING)
        if found is not _NOTHING:
            return found
        copied: dict[Any, Any] = {}
        memo[id(value)] = copied
        for key, item in value.items():
            # atomic keys and items (most) kept as they are, without a call
            copied[key if type(key) in _ATOMIC else _copy(key, memo)] = item if type(item) in _ATOMIC else _copy(item, memo)
        return copied
    if cls is list:
        found = memo.get(id(value), _NOTHING)
        if found is not _NOTHING:
            return found
        items: list[Any] = []
        memo[id(value)] = items
        for item in value:
            items.append(item if type(item) in _ATOMIC else _copy(item, memo))
        return items
    return copy.deepcopy(value, memo)


def _deep_copy(value: Any) -> Any:
    # Every container met is reachable from `value`, which the caller holds: their ids stay unique.
    return _copy(value, {})


# The only fields whose values validation keeps as given (typed `Any` inside): every other list,
# dict and model of a parsed state is built new by pydantic, and no action field holds `Any`
# (tests/unit/test_input_copy.py checks both). A state parsed from the input shares nothing else
# with it, so these values are all the engine must copy to leave the input as it was.
SHARED_WITH_INPUT = (("StackObject", "choices"),)


def _own_copy(raw_state: Any) -> Any:
    """`raw_state` with copies of the values validation would keep as given (`SHARED_WITH_INPUT`),
    found where a valid state has them (elsewhere, validation refuses them); the input itself is
    left as it is, and its other parts are shared with the result."""
    if type(raw_state) is not dict:
        return _deep_copy(raw_state)
    stack: Any = raw_state.get("stack")
    if not (type(stack) is list and any(type(item) is dict and "choices" in item for item in stack)):
        return raw_state
    owned = dict(raw_state)
    owned["stack"] = [{**item, "choices": _deep_copy(item["choices"])}
                      if type(item) is dict and "choices" in item else item for item in stack]
    return owned


def _dump(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_unset=False)
    return value


def _card_names(game: Game, obj: Permanent | StackObject) -> list[str]:
    """Every name the card of `obj` could be told by: its faces and a merged back face's."""
    definition = game.definition(obj.card)
    names = [definition.name, *([definition.back_face.name] if definition.back_face else []),
             *(face.name for face in definition.faces or ())]
    if isinstance(obj, Permanent) and obj.back_face_card is not None:
        names.append(game.definition(obj.back_face_card.card).name)
    return names


def hidden_from(game: Game, viewer: str) -> tuple[set[str], list[str]]:
    """The ids of the face-down objects `viewer` may not look at (CR 708.5: only their controller
    may) and the names of their cards, in the order met."""
    ids: set[str] = set()
    names: list[str] = []
    objects: list[Permanent | StackObject] = [*game.state.battlefield, *game.state.phased_out, *game.state.stack]
    for obj in objects:
        if obj.face_down and obj.controller != viewer and obj.card is not None:
            ids.add(obj.id)
            names.extend(name for name in _card_names(game, obj) if name not in names)
    return ids, names


# Event details that would name a hidden object's card.
_NAMING_KEYS = ("card", "name")


def _hide_from(game: Game, viewer: str) -> list[str]:
    """CR 708.5: the face-down objects the viewer doesn't control lose their card (and merged back
    face), and no event about one of them names it. Returns the hidden cards' names."""
    hidden, names = hidden_from(game, viewer)
    objects: list[Permanent | StackObject] = [*game.state.battlefield, *game.state.phased_out, *game.state.stack]
    for obj in objects:
        if obj.id in hidden:
            obj.card = None
            if isinstance(obj, Permanent):
                obj.back_face_card = None
    if hidden:
        for event in game.events:
            refers = {event.get(key) for key in ("permanent", "stack_object", "object")}
            if refers & hidden:
                for key in _NAMING_KEYS:
                    if key in event:
                        event[key] = None
    return names


def _hidden_in_refusal(game: Game, viewer: str, refusal: IllegalAction) -> None:
    """A refusal shown to `viewer` names no card hidden from them (CR 708.5)."""
    _, names = hidden_from(game, viewer)
    refusal.hidden_cards = names
    for name in names:
        refusal.title = refusal.title.replace(name, "a face-down card")
        refusal.detail = refusal.detail.replace(name, "a face-down card")


def seed_from_bytes(data: bytes) -> int:
    """A shuffle seed derived from bytes (a request's): the first 8 bytes of their SHA-256."""
    return int.from_bytes(hashlib.sha256(data).digest()[:8], "big")


def _request_seed(raw_state: Any, raw_actions: Any) -> Callable[[], int]:
    """The seed of a request given no `seed`: derived from its state and actions (their JSON with
    sorted keys), computed only if a shuffle or random order needs it."""
    def derive() -> int:
        text = json.dumps([raw_state, raw_actions], sort_keys=True, separators=(",", ":"), default=repr)
        return seed_from_bytes(text.encode())
    return derive


def resolve(
    state: dict[str, Any] | GameState,
    actions: Sequence[dict[str, Any]] | Sequence[Any],
    catalog: Mapping[str, Any],
    viewer: str | None = None,
    copy_input: bool = True,
    seed: int | Callable[[], int] | None = None,
) -> Resolution:
    """Apply `actions` in order to a copy of `state`; never mutates the input. A caller that
    hands over `state` and `actions` for this call alone (freshly parsed JSON) may pass
    `copy_input=False` to skip the defensive copy (of the few values validation keeps as given:
    `_own_copy`).

    `seed`: what shuffles and random orders draw from (rules/library.py): the request's integer,
    or a function giving one (the service derives it from the request's bytes); None: derived
    from `state` and `actions`. The same request always gives the same answer.

    Raises InvalidState (every problem in the state or the action list) or IllegalAction (the
    first refused action, with its index; nothing is applied).
    """
    definitions = parse_catalog(catalog)
    raw_state, raw_actions = _dump(state), [_dump(action) for action in actions] if isinstance(actions, Sequence) else actions
    if copy_input and raw_state is state:  # a model's dump is already the engine's own
        raw_state = _own_copy(raw_state)
    game_state, parsed_actions = parse_request(raw_state, raw_actions, definitions)
    if viewer is not None and viewer not in {p.id for p in game_state.players}:
        raise InvalidState([{"path": "viewer", "message": f"unknown player id {viewer!r}"}])
    game = Game(game_state, definitions)
    game.seed = seed if seed is not None else _request_seed(raw_state, raw_actions)
    queries: list[Query] = []
    for index, action in enumerate(parsed_actions):
        try:
            result = apply_action(game, index, action)
            if action.type in QUERY_TYPES:
                queries.append(Query(action_index=index, type=action.type, result=result))
        except IllegalAction as refusal:
            refusal.action_index = index
            if viewer is not None:
                _hidden_in_refusal(game, viewer, refusal)
            raise
    final = game.state
    referenced = {item.source for item in final.stack} | {t.source for t in final.delayed_triggers}
    final.last_known = {key: value for key, value in final.last_known.items() if key in referenced}
    battlefield = final.battlefield
    for permanent, sick in zip(battlefield, summoning_sick_flags(game, battlefield), strict=True):
        fields = permanent.__dict__  # `set_field` twice, inlined (every permanent of the answer)
        fields["summoning_sick"] = sick
        fields["characteristics"] = take_characteristics(game, permanent)
        permanent.__pydantic_fields_set__.update(_OUTPUT_FIELDS)
    for item in final.stack:
        set_field(item, "characteristics", compute(game, item))
    waiting = pending_decision(game)
    hidden_cards = _hide_from(game, viewer) if viewer is not None else []
    cites = list(dict.fromkeys(chain.from_iterable(map(_CITES, game.events))))  # each event's, in order, in C
    # Every part is built by the engine from validated input: no need to validate it again. Made as
    # `Resolution.model_construct(...)` makes it with every field given, without its per-field loop.
    return instance_of(Resolution, {"state": final, "events": game.events, "cites": cites, "queries": queries,
                                    "pending": waiting, "hidden_cards": hidden_cards}, set(_RESOLUTION_FIELDS))
