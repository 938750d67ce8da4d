from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query, Request, Response, status
from fastapi.concurrency import run_in_threadpool

from app.api.deps import DATABASE_HEADER, ApiKeyDep, SessionDep, SettingsDep, allowed_query, engine_for
from app.api.offload import run_in_worker
from app.api.paging import Cursor, limit_query, paged
from app.api.problems import PROBLEM_RESPONSES, WORKER_RESPONSES
from app.api.text_body import DecklistTextRoute
from app.core.errors import InvalidRequest
from app.core.schemas import ListOut
from app.rulings import service as rulings_service
from app.rulings.schemas import (
    LookupRequest,
    LookupResponse,
    RulingCreate,
    RulingHit,
    RulingOut,
    RulingUpdate,
)

router = APIRouter(prefix="/v1/rulings", tags=["rulings"], responses=PROBLEM_RESPONSES)
RulingId = Annotated[str, Path(min_length=1, max_length=64, examples=["1fa87c32944a3bd9"])]


@router.get(
    "",
    summary="Search rulings",
    operation_id="searchRulings",
    description=(
        "Full-text search ranked by the database (FTS5 on SQLite, tsvector on PostgreSQL) with a "
        "`highlight` snippet; every word of `q` must match, stemmed (`tapped` finds `tap`); mana and tap "
        "symbols are searched as symbols (`{T}`, `{2/W}`: not the letter `t`). Filter by "
        "`card` (id or name, fuzzy) and by `rule` (a CR number; `302.6` also matches `302.6a`, `702` "
        "matches all of 702). Without `q`, rulings are listed in id order."
    ),
    dependencies=[Depends(allowed_query("q", "card", "rule", "cursor", "limit"))],
)
def search_rulings(
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    q: Annotated[str | None, Query(description="Words to search for.", examples=["land drop"])] = None,
    card: Annotated[str | None, Query(max_length=300, examples=["boulder-jockey"])] = None,
    rule: Annotated[str | None, Query(max_length=20, examples=["302.6"])] = None,
    cursor: Cursor = None,
    limit: Annotated[int, limit_query(20)] = 20,
) -> ListOut[RulingHit]:
    if q is not None and len(q) > settings.max_search_length:
        raise InvalidRequest(
            f"`q` is {len(q)} characters long; the limit is {settings.max_search_length}.",
            errors=[{"loc": ["query", "q"], "msg": f"at most {settings.max_search_length} characters"}],
            bound="max_search_length", limit=settings.max_search_length,
        )
    return paged(request, rulings_service.search(session, q=q, card=card, rule=rule, cursor=cursor, limit=limit))


async def lookup(request: Request, settings: SettingsDep, body: LookupRequest) -> Response:
    too_long = [i for i, name in enumerate(body.cards or []) if len(name) > 300]
    if too_long:
        raise InvalidRequest(
            "Card names are at most 300 characters.",
            errors=[{"loc": ["body", "cards", i], "msg": "at most 300 characters"} for i in too_long],
        )
    headers: dict[str, str] = {}
    url = settings.database_url
    if settings.database_read_url:  # choosing the database reads it: a worker thread
        _, role = await run_in_threadpool(engine_for, request)
        headers[DATABASE_HEADER] = role
        url = settings.database_read_url if role == "replica" else url
    # The decklist's parsing, the name matching and the answer (the bytes of the validated
    # LookupResponse, joined from cached JSON: rulings_service.lookup_json) in a worker process,
    # within WORKER_DEADLINE_SECONDS (app/api/offload.py).
    answer = await run_in_worker(request, "The lookup", rulings_service.lookup_task, url, body,
                                 settings.max_lookup_names, settings.max_fuzzy_names)
    return Response(answer, media_type="application/json", headers=headers or None)


router.add_api_route(
    "/lookup",
    lookup,
    methods=["POST"],
    response_model=LookupResponse,
    route_class_override=DecklistTextRoute,
    responses=WORKER_RESPONSES,
    summary="Rulings for a whole decklist",
    operation_id="lookupRulings",
    description=(
        "Up to 250 cards in one call, answered in order: `cards` (names or ids, typos forgiven), "
        "`identifiers` (Scryfall-style: `{oracle_id}`, `{scryfall_id}`, `{name}`, `{set, collector_number}`) "
        "and a pasted `decklist` (Arena, MTGO, Moxfield, plain text; also accepted as the whole body with "
        "`Content-Type: text/plain`: `curl --data-binary @deck.txt -H 'Content-Type: text/plain' ...`; that form is "
        "left out of the request schema, which client generators read as JSON only). Each result says how its card was found (`match`) and, for a "
        "decklist line, its `line`, `quantity` and `section`; what is not found is in `not_found` (with "
        "`candidates` when a name is close to several), decklist lines that are not cards in `unparsed`."
    ),
)


@router.get("/{ruling_id}", summary="One ruling with its cards", operation_id="getRuling", dependencies=[Depends(allowed_query())])
def get_ruling(session: SessionDep, ruling_id: RulingId) -> RulingOut:
    return rulings_service.get_ruling(session, ruling_id)


@router.post(
    "",
    summary="Create a ruling (API key)",
    operation_id="createRuling",
    status_code=status.HTTP_201_CREATED,
    responses={
        201: {"description": "Created; `Location` names it."},
        409: {
            "description": "A ruling with this text exists already; `ruling_id` names it.",
            "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}},
        },
    },
)
def create_ruling(session: SessionDep, _key: ApiKeyDep, body: RulingCreate, response: Response) -> RulingOut:
    created = rulings_service.create_ruling(session, body)
    response.headers["Location"] = f"/v1/rulings/{created.id}"
    return created


_RACE: dict[int | str, dict[str, Any]] = {
    409: {
        "description": "Another request changed the same data meanwhile; nothing was written, try again.",
        "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}},
    },
}


@router.patch("/{ruling_id}", summary="Update a ruling (API key)", operation_id="updateRuling", responses=_RACE)
def update_ruling(session: SessionDep, _key: ApiKeyDep, ruling_id: RulingId, body: RulingUpdate) -> RulingOut:
    return rulings_service.update_ruling(session, ruling_id, body)


@router.delete("/{ruling_id}", summary="Delete a ruling (API key)", operation_id="deleteRuling", status_code=status.HTTP_204_NO_CONTENT,
               responses=_RACE)
def delete_ruling(session: SessionDep, _key: ApiKeyDep, ruling_id: RulingId) -> Response:
    rulings_service.delete_ruling(session, ruling_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)
