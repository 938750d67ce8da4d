from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Depends, Path, Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response
from sqlalchemy import Engine

from app.api.deps import DATABASE_HEADER, SessionDep, SettingsDep, allowed_query, engine_for
from app.api.paging import Cursor, limit_query, next_page, paged
from app.api.problems import PROBLEM_RESPONSES
from app.cards import service as cards_service
from app.cards.schemas import CardOut, PrintingOut
from app.core.schemas import ListOut
from app.db.session import retry_on_disconnect
from app.rulings import service as rulings_service
from app.rulings.schemas import RulingOut

router = APIRouter(prefix="/v1/cards", tags=["cards"], responses=PROBLEM_RESPONSES)
CardId = Annotated[str, Path(min_length=1, max_length=200, examples=["chatzuk-mighty-guitarist"])]


@router.get(
    "",
    summary="List cards",
    operation_id="listCards",
    description="Cards in id order, optionally filtered by a part of the name (case and punctuation ignored).",
    dependencies=[Depends(allowed_query("q", "cursor", "limit"))],
)
def list_cards(
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    q: Annotated[str | None, Query(max_length=200, description="Part of a card name.", examples=["jockey"])] = None,
    cursor: Cursor = None,
    limit: Annotated[int, limit_query(20)] = 20,
) -> ListOut[CardOut]:
    page = cards_service.list_cards(session, q=q, cursor=cursor, limit=min(limit, settings.max_page_size))
    return paged(request, page)


@router.get(
    "/named",
    summary="Find one card by name",
    operation_id="getCardNamed",
    description=(
        "`exact` matches the whole name (case and punctuation ignored). `fuzzy` also forgives typos, "
        "spelling variants and shortened names (`bolder jockey`, `flavour disaster`, `chatzuk`). "
        "An ambiguous name answers 404 with `candidates`."
    ),
    dependencies=[Depends(allowed_query("exact", "fuzzy"))],
)
def named_card(
    session: SessionDep,
    exact: Annotated[str | None, Query(min_length=1, max_length=300, examples=["Werewhat"])] = None,
    fuzzy: Annotated[str | None, Query(min_length=1, max_length=300, examples=["bolder jockey"])] = None,
) -> CardOut:
    return cards_service.to_card_out(cards_service.find_named(session, exact=exact, fuzzy=fuzzy))


@router.get(
    "/{card_id}",
    summary="One card",
    operation_id="getCard",
    dependencies=[Depends(allowed_query())],
    response_model=CardOut,
)
async def get_card(request: Request, card_id: CardId) -> Response:
    return await _read(request, functools.partial(cards_service.card_json, card_id=card_id))


@router.get(
    "/{card_id}/rulings",
    summary="A card's rulings, in page order",
    operation_id="getCardRulings",
    description=f"The card's rulings in the order of its rulings page, {rulings_service.CARD_RULINGS_PAGE} per page "
    "unless `limit` says otherwise.",
    dependencies=[Depends(allowed_query("cursor", "limit"))],
    response_model=ListOut[RulingOut],
)
async def card_rulings(
    request: Request,
    card_id: CardId,
    cursor: Cursor = None,
    limit: Annotated[int, limit_query(rulings_service.CARD_RULINGS_PAGE)] = rulings_service.CARD_RULINGS_PAGE,
) -> Response:
    answer = functools.partial(
        rulings_service.card_rulings_json, card_id=card_id, limit=limit, cursor=cursor,
        page_url=functools.partial(next_page, request),
    )
    return await _read(request, answer)


@router.get(
    "/{card_id}/printings",
    summary="Every printing of a card",
    operation_id="getCardPrintings",
    description=(
        "The card's printings (set, collector number, language, rarity, release date, Scryfall, MTGO, "
        "multiverse and illustration ids) by set code and collector number; `default` marks the card's own "
        "`set_code` / `collector_number`. The card may be named by its id, its Oracle id or any printing's "
        "Scryfall id."
    ),
    dependencies=[Depends(allowed_query("cursor", "limit"))],
)
def card_printings(
    session: SessionDep,
    settings: SettingsDep,
    card_id: CardId,
    cursor: Annotated[str | None, Query(max_length=1000, description="`next_cursor` of the previous page.")] = None,
    limit: Annotated[int, Query(ge=1, le=100, description="Page size (1-100).")] = 20,
) -> ListOut[PrintingOut]:
    return cards_service.card_printings(session, card_id, cursor=cursor, limit=min(limit, settings.max_page_size))


async def _read(request: Request, answer: Callable[[Engine], bytes]) -> Response:
    """One worker-thread trip for a whole read (choosing the database, Core reads, the JSON):
    the bytes the route's response model would serialise to, without validating them again."""

    def run() -> tuple[bytes, str]:
        engine, role = engine_for(request)
        return retry_on_disconnect(lambda: answer(engine)), role

    body, role = await run_in_threadpool(run)
    headers = {DATABASE_HEADER: role} if request.app.state.settings.database_read_url else None
    return Response(body, media_type="application/json", headers=headers)
