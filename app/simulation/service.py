"""POST /v1/simulate use case: resolve card names through the database (one query for every
name in the request), run the pure engine, and join the cited rulings' full text.

The answer is written as JSON bytes directly: the engine's models serialise themselves (pydantic's
serialiser, no intermediate dicts) and each cited ruling's JSON is kept per data version, so a
request pays neither for building Python objects it would only print nor for printing the same
ruling twice."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pydantic import TypeAdapter
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from app.cards import repository as cards_repo
from app.cards import service as cards_service
from app.cards.engine import CardEngine, card_engine
from app.cards.models import Card
from app.cards.naming import name_key, slugify
from app.core.errors import IllegalActionError, InvalidRequest, InvalidStateError, MalformedBody
from app.core.settings import Settings
from app.core.versioned_cache import V, VersionedCache, weigh_bytes
from app.core.workers import task_settings
from app.db.session import get_engine, session_context
from app.engine import CardDefinition, IllegalAction, InvalidState, Resolution, referenced_card_names, resolve
from app.engine.citations import CR_EDITION, CR_TITLES, RULING_RULES, visible_ruling
from app.engine.errors import InvalidActions
from app.engine.resolve import Query, seed_from_bytes
from app.engine.validation import input_bound_errors
from app.rulings import repository as rulings_repo
from app.rulings import service as rulings_service
from app.simulation import honesty


def definition_from_card(card: Card) -> CardDefinition | None:
    """The engine definition of a stored card: the one built when it was imported (or written by
    hand for the seeded cards); None when the engine can't play it (support "none")."""
    return card_engine(card).definition


# Card definitions (and, below, cited rulings) per data version: the database is read once per
# version for each name and ruling, not on every simulation.
def _weigh_engine(engine: CardEngine) -> int:
    # The definition's objects (a few hundred bytes each: the card, each ability and face) and the
    # not-modelled lines, roughly.
    definition = engine.definition
    parts = 0 if definition is None else 1 + len(definition.abilities) + (
        0 if definition.back_face is None else 1 + len(definition.back_face.abilities))
    return 600 * parts + sum(len(line) for line in engine.not_modelled) + len(engine.name)


# Keyed by the names a client sends: bounded by bytes (issue 14).
_definitions: VersionedCache[str, CardEngine] = VersionedCache(32 * 1024 * 1024, _weigh_engine)


class NeedsDatabase(Exception):
    """A value the database-free path of `simulate_task` (a worker's caches at the request's data
    version) does not have cached."""


@dataclass(frozen=True, slots=True)
class Source:
    """Where one simulation's database-derived values come from: the caches at `version` of the
    database named `scope`, and `session` for what they lack (None: no database at hand, and a
    miss raises NeedsDatabase)."""

    scope: str
    version: int
    session: Session | None = None

    def loader(self, load: Callable[[Session, list[str]], dict[str, V]]) -> Callable[[list[str]], dict[str, V]]:
        def run(missing: list[str]) -> dict[str, V]:
            if self.session is None:
                raise NeedsDatabase
            return load(self.session, missing)
        return run


def _scope(engine: Engine) -> str:
    return str(engine.url)


def build_catalog(source: Source, names: Iterable[str]) -> dict[str, CardEngine]:
    """Every name used in the request -> its definition (by normalised name or id; case and
    punctuation forgiven, no fuzzy guessing inside a game state); one query for the names not
    already known at this data version."""
    wanted = sorted({n for n in names if isinstance(n, str) and 0 < len(n) <= 300})
    return _definitions.get_many(source.scope, source.version, wanted, source.loader(_load_catalog))


def _load_catalog(session: Session, wanted: list[str]) -> dict[str, CardEngine]:
    if not wanted:
        return {}
    cards = cards_repo.cards_by_keys(session, [name_key(n) for n in wanted], [slugify(n) for n in wanted])
    by_key = {c.name_key: c for c in cards}
    by_id = {c.id: c for c in cards}
    catalog: dict[str, CardEngine] = {}
    shortened: dict[str, str] = {}
    for name in wanted:
        card = by_key.get(name_key(name)) or by_id.get(slugify(name))
        if card is not None:
            catalog[name] = card_engine(card)
            continue
        # "Chatzuk" for "Chatzuk, Mighty Guitarist": a unique whole-word prefix, never a typo guess.
        match = cards_service.name_index(session).match_unambiguous(name)
        if match is not None and match.card_id is not None:
            shortened[name] = match.card_id
    if shortened:
        found = {c.id: c for c in cards_repo.cards_by_ids(session, list(shortened.values()))}
        for name, card_id in shortened.items():
            if card_id in found:
                catalog[name] = card_engine(found[card_id])
    return catalog


def count_objects(state: dict[str, Any]) -> int:
    """The objects of a raw state, by the lengths of its lists (work per zone, not per object: the
    bound is checked before anything walks the state; the engine's validation walks it later)."""
    total = 0
    for key in ("battlefield", "stack"):
        if isinstance(state.get(key), list):
            total += len(state[key])
    for player in state.get("players") or []:
        if isinstance(player, dict):
            for zone in ("hand", "graveyard", "exile", "library", "command_zone", "sideboard"):  # s17-lm
                if isinstance(player.get(zone), list):
                    total += len(player[zone])
    return total


def check_bounds(body: Any, settings: Settings) -> tuple[dict[str, Any], list[Any], str | None]:
    if not isinstance(body, dict):
        raise InvalidRequest(
            "The body must be a JSON object with `state` and `actions`.", errors=[{"loc": ["body"], "msg": "not an object"}]
        )
    unknown = sorted(set(body) - {"state", "actions", "viewer", "seed"})
    problems = [{"loc": ["body", key], "msg": "unknown field"} for key in unknown]
    state, actions, viewer = body.get("state"), body.get("actions", []), body.get("viewer")
    seed = body.get("seed")
    if seed is not None and (type(seed) is not int or not 0 <= seed < 2**63):
        # shuffles and random orders (app/engine/rules/library.py): the same seed, the same order
        problems.append({"loc": ["body", "seed"], "msg": "must be an integer from 0 to 2**63 - 1"})
    if not isinstance(state, dict):
        problems.append({"loc": ["body", "state"], "msg": "required: the game state object"})
    if not isinstance(actions, list):
        problems.append({"loc": ["body", "actions"], "msg": "must be a list of actions"})
    if viewer is not None and not isinstance(viewer, str):
        problems.append({"loc": ["body", "viewer"], "msg": "must be a player id"})
    if problems:
        raise InvalidRequest("; ".join(f"{'.'.join(map(str, p['loc']))}: {p['msg']}" for p in problems), errors=problems)
    assert isinstance(state, dict) and isinstance(actions, list)
    players = state.get("players")
    if isinstance(players, list) and len(players) > settings.max_players:
        raise InvalidRequest(
            f"The state has {len(players)} players; at most {settings.max_players} (MAX_PLAYERS).",
            errors=[{"loc": ["body", "state", "players"], "msg": f"at most {settings.max_players} items"}],
            bound="max_players", limit=settings.max_players,
        )
    if len(actions) > settings.max_actions:
        raise InvalidRequest(
            f"{len(actions)} actions given; at most {settings.max_actions} per request (MAX_ACTIONS).",
            errors=[{"loc": ["body", "actions"], "msg": f"at most {settings.max_actions} items"}],
            bound="max_actions", limit=settings.max_actions,
        )
    objects = count_objects(state)
    if objects > settings.max_state_objects:
        raise InvalidRequest(
            f"The state holds {objects} objects; at most {settings.max_state_objects} (MAX_STATE_OBJECTS).",
            errors=[{"loc": ["body", "state"], "msg": f"at most {settings.max_state_objects} objects"}],
            bound="max_state_objects", limit=settings.max_state_objects,
        )
    return state, actions, viewer


def _rule_object(cite: str) -> dict[str, Any]:
    number = cite[3:].split(" ")[0]
    return {"object": "rule", "id": cite, "number": number, "title": CR_TITLES.get(number), "edition": CR_EDITION}


def _missing_ruling(cite: str) -> dict[str, Any]:
    # A ruling the engine knows but this database lacks: still say which.
    return {"object": "ruling", "id": cite, "text": None, "missing": True}


def citations(source: Source, cites: Iterable[str], hidden_cards: Sequence[str] = ()) -> list[dict[str, Any]]:
    """`citations_json` as objects (a refusal's problem carries them; an answer, the bytes)."""
    result: list[dict[str, Any]] = json.loads(citations_json(source, cites, hidden_cards))
    return result


def _dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


@lru_cache(maxsize=4096)
def _rule_json(cite: str) -> bytes:
    return _dumps(_rule_object(cite))


# The JSON of each cited ruling object, per data version.
_ruling_json: VersionedCache[str, bytes] = VersionedCache(16 * 1024 * 1024, weigh_bytes)


def _load_ruling_json(session: Session, ruling_ids: list[str]) -> dict[str, bytes]:
    rulings = rulings_repo.get_rulings(session, ruling_ids)
    return {r.id: _dumps(r.model_dump(mode="json")) for r in rulings_service.rulings_out(session, list(rulings.values()))}


def citations_json(source: Source, cites: Iterable[str], hidden_cards: Sequence[str] = ()) -> bytes:
    """Each cited ruling once with its full text (the ruling object), each CR number once, as a
    JSON array; a ruling's JSON is printed once per data version. `hidden_cards`: the cards of
    face-down objects hidden from the viewer, left out of every ruling's `cards` (CR 708.5)."""
    ordered = list(dict.fromkeys(cites))
    ruling_ids = [c for c in ordered if not c.startswith("CR ")]
    printed = _ruling_json.get_many(source.scope, source.version, ruling_ids, source.loader(_load_ruling_json))
    if hidden_cards:  # rare (a viewer and a face-down object of another player): print them again
        printed = {key: _dumps(visible_ruling(json.loads(value), hidden_cards)) for key, value in printed.items()}
    parts = [
        _rule_json(cite) if cite.startswith("CR ")
        else printed[cite] if cite in printed
        else _dumps(_missing_ruling(cite))
        for cite in ordered
    ]
    return b"[" + b",".join(parts) + b"]"


_QUERIES = TypeAdapter(list[Query])


# --- citations about the game in play (issue 25 part 6) ------------------------------------------
# A ruling is about the cards it is printed on: an answer cites it only when one of its cards is in
# the request. A general ruling the engine cites (the mana and {T} rulings stored on the playtest
# cards) is otherwise replaced by the Comprehensive Rules behind it (`RULING_RULES`, else the rule
# numbers its text states).

def _weigh_ids(ids: tuple[str, ...]) -> int:
    return 100 + 70 * len(ids)


# Each stored card's ruling ids, by the card's name, per data version.
_card_ruling_ids: VersionedCache[str, tuple[str, ...]] = VersionedCache(8 * 1024 * 1024, _weigh_ids)


def _load_card_ruling_ids(session: Session, names: list[str]) -> dict[str, tuple[str, ...]]:
    cards = cards_repo.cards_by_keys(session, [name_key(n) for n in names], [])
    id_of = {card.name: card.id for card in cards}
    rulings = rulings_repo.ruling_ids_of_cards(session, list(id_of.values()))
    return {name: tuple(rulings.get(id_of[name], ())) for name in names if name in id_of}


class InPlay:
    """Rewrites cite lists so that they cite only rulings of the request's cards."""

    def __init__(self, source: Source, entries: dict[str, CardEngine]) -> None:
        names = sorted({entry.name for entry in entries.values()})
        found = _card_ruling_ids.get_many(source.scope, source.version, names, source.loader(_load_card_ruling_ids))
        self.allowed = {rid for ids in found.values() for rid in ids}
        self.source = source
        self._rules: dict[str, tuple[str, ...]] = {}

    def _rules_of(self, dropped: list[str]) -> None:
        stated = [rid for rid in dropped if rid not in RULING_RULES and rid not in self._rules]
        printed = _ruling_json.get_many(self.source.scope, self.source.version, stated,
                                        self.source.loader(_load_ruling_json)) if stated else {}
        for rid in dropped:
            if rid in RULING_RULES:
                self._rules[rid] = RULING_RULES[rid]
            elif rid not in self._rules:
                self._rules[rid] = tuple(json.loads(printed[rid]).get("rules") or ()) if rid in printed else ()

    def cites(self, cites: Sequence[str]) -> list[str]:
        dropped = [c for c in cites if not c.startswith("CR ") and c not in self.allowed]
        if not dropped:
            return list(cites)
        self._rules_of(dropped)
        out: list[str] = []
        for cite in cites:
            if cite.startswith("CR ") or cite in self.allowed:
                out.append(cite)
            else:
                out.extend(f"CR {number}" for number in self._rules[cite])
        return list(dict.fromkeys(out))

    def walk(self, value: Any) -> Any:
        """`value` (a query's result) with every `cites` / `citations` list of strings rewritten."""
        if isinstance(value, dict):
            return {
                key: self.cites(item) if key in ("cites", "citations") and isinstance(item, list)
                and all(isinstance(c, str) for c in item) else self.walk(item)
                for key, item in value.items()
            }
        if isinstance(value, list):
            return [self.walk(item) for item in value]
        return value

    def resolution(self, resolution: Resolution) -> Resolution:
        for event in resolution.events:
            if isinstance(event.get("cites"), list):
                event["cites"] = self.cites(event["cites"])
        resolution.cites = list(dict.fromkeys(self.cites(resolution.cites)))
        if resolution.queries:
            resolution.queries = [
                Query.model_construct(action_index=q.action_index, type=q.type, result=self.walk(q.result))
                for q in resolution.queries
            ]
        return resolution


def request_seed(body: dict[str, Any], raw: bytes | None) -> int | Callable[[], int] | None:
    """The seed of the engine's shuffles and random orders: the body's `seed`, else one derived
    from the request's bytes (only computed if a shuffle needs it); None without the bytes (the
    engine then derives one from the parsed request)."""
    seed = body.get("seed")
    if type(seed) is int:
        return seed
    if raw is None:
        return None
    return lambda: seed_from_bytes(raw)


def simulate(source: Source, settings: Settings, body: Any, raw: bytes | None = None) -> bytes:
    """The answer to one simulate request body (already parsed JSON), as JSON bytes:
    `{"state", "events", "pending", "citations", "queries", "warnings"}`; refusals raise the API's problems.
    A state naming a stored card the engine can't play (support "none") is refused, saying what
    is not modelled; `warnings` name every card of the request whose abilities are not all
    modelled (app/simulation/honesty.py)."""
    state, actions, viewer = check_bounds(body, settings)
    entries = build_catalog(source, referenced_card_names(state, actions))
    warnings = honesty.warnings_for(state, actions, entries)  # before the engine may change `state`
    catalog = {name: entry.definition for name, entry in entries.items() if entry.definition is not None}
    try:
        # The body was parsed for this call alone: the engine may use it without copying it.
        resolution: Resolution = resolve(state, actions, catalog, viewer=viewer, copy_input=False,
                                         seed=request_seed(body, raw))
    except InvalidActions as invalid:  # the state is fine: the request's actions are not
        errors = invalid.errors
        raise InvalidRequest(
            "The actions are not valid: " + "; ".join(f"{e['path']}: {e['message']}" for e in errors[:10]),
            errors=errors,
        ) from None
    except InvalidState as invalid:
        errors = invalid.errors
        raise InvalidStateError(
            f"The game state breaks {len(errors)} rule(s) of its own: "
            + "; ".join(f"{e['path']}: {e['message']}" for e in errors[:10]),
            errors=errors,
        ) from None
    except IllegalAction as illegal:
        raise IllegalActionError(
            honesty.honest_refusal(illegal.detail, actions, illegal.action_index, warnings),
            title=illegal.title,
            action_index=illegal.action_index,
            citations=citations(source, InPlay(source, entries).cites(illegal.cites), illegal.hidden_cards),
            **({"warnings": warnings} if warnings else {}),
        ) from None
    resolution = InPlay(source, entries).resolution(resolution)
    # by_alias: a field named after a Python keyword is sent as the schema names it ("from", not "from_").
    # The serialiser's own bytes (what model_dump_json decodes to a str), without their closing brace.
    head = Resolution.__pydantic_serializer__.to_json(resolution, include={"state", "events", "pending"}, by_alias=True)
    return b"".join((
        memoryview(head)[:-1],
        b',"citations":', citations_json(source, resolution.cites, resolution.hidden_cards),
        b',"queries":', _QUERIES.dump_json(resolution.queries),
        b',"warnings":', _dumps(warnings),
        b"}",
    ))


def _parse(raw: bytes, settings: Settings | None = None) -> Any:
    """The body as JSON, within the bounds of `settings` (see `app.engine.validation.input_bound_errors`):
    the whole body is walked only when it could hold something out of bounds (a string longer than
    the bound needs a body that long; a large integer is noticed as it is parsed), so a small
    request pays nothing for the check."""
    big_numbers = False
    limit = settings.max_amount if settings is not None else None

    def parse_int(text: str) -> int:
        nonlocal big_numbers
        value = int(text)
        if limit is not None and not -limit <= value <= limit:
            big_numbers = True
        return value

    try:
        body = json.loads(raw, parse_int=parse_int) if settings is not None else json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise MalformedBody(f"The body is not valid JSON: {exc}.") from None
    except RecursionError:
        raise InvalidRequest(
            "The body is nested too deeply.", errors=[{"loc": ["body"], "msg": "nested too deeply"}],
        ) from None
    if settings is not None and (big_numbers or len(raw) > settings.max_string_length):
        check_bounds(body, settings)  # the cheap bounds first (players, objects, actions): no walk of a huge state
        errors = input_bound_errors(
            body, max_string_length=settings.max_string_length, max_number=settings.max_number,
            max_amount=settings.max_amount, max_depth=settings.max_json_depth,
        )
        if errors:
            raise InvalidRequest(
                "The request is over a bound: " + "; ".join(f"{e['path']}: {e['message']}" for e in errors[:10]),
                errors=[{"loc": ["body", e["path"]], "msg": e["message"]} for e in errors],
                bound="input",
            )
    return body


def _applied(body: Any) -> list[str]:
    """The types of the actions of an answered request (they were all applied)."""
    return [a["type"] for a in body.get("actions") or [] if isinstance(a, dict) and isinstance(a.get("type"), str)]


def simulate_body(engine: Engine, settings: Settings, raw: bytes) -> tuple[bytes, list[str]]:
    """POST /v1/simulate from its raw body to its answer, in one unit of work on `engine` (run in
    a worker thread: it may block). Also returns the applied actions' types (for metrics)."""
    body = _parse(raw, settings)
    with session_context(engine) as session:
        source = Source(_scope(engine), rulings_repo.get_data_version(session), session)
        payload = simulate(source, settings, body, raw)
    return payload, _applied(body)


def simulate_task(database_url: str, raw: bytes, version: int | None) -> tuple[bytes, list[str]]:
    """The whole of POST /v1/simulate after the HTTP layer, as a worker runs it (app/core/workers.py):
    the body's JSON, the bounds, the cards, the engine (legal actions, pending decisions, automatic
    payment) and the answer's bytes. `version`: the data version the serving process read for
    this request, when it did; with it, a request whose cards and rulings this worker has cached
    needs no database."""
    settings = task_settings()
    engine = get_engine(database_url)
    if version is not None:
        body = _parse(raw, settings)
        try:
            return simulate(Source(_scope(engine), version), settings, body, raw), _applied(body)
        except NeedsDatabase:
            pass
    return simulate_body(engine, settings, raw)
