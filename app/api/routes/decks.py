from __future__ import annotations

from fastapi import APIRouter, Body, Request, Response

from app.api.deck_examples import DECK_CHECK_REQUESTS, DECK_CHECK_RESPONSES
from app.api.deps import SettingsDep
from app.api.offload import run_in_worker
from app.api.problems import PROBLEM_RESPONSES, WORKER_RESPONSES
from app.api.text_body import DecklistTextRoute
from app.decks import service as decks_service
from app.decks.schemas import DeckCheckOut, DeckCheckRequest

router = APIRouter(prefix="/v1/decks", tags=["decks"], responses=PROBLEM_RESPONSES)


class DeckTextRoute(DecklistTextRoute):
    """Also takes a `text/plain` body (the decklist as people paste it) with the format in the
    query (`?format=modern`): handed to the endpoint as `{"format", "decklist"}`."""

    query_fields = ("format",)


async def check_deck(
    request: Request,
    settings: SettingsDep,
    body: DeckCheckRequest = Body(openapi_examples=DECK_CHECK_REQUESTS),
) -> Response:
    # The decklist's parsing, the card reads and the rules in a worker process, within
    # WORKER_DEADLINE_SECONDS (app/api/offload.py), as a lookup's are.
    answer = await run_in_worker(request, "The deck check", decks_service.check_task, settings.database_url, body)
    return Response(answer, media_type="application/json")


router.add_api_route(
    "/check",
    check_deck,
    methods=["POST"],
    response_model=DeckCheckOut,
    route_class_override=DeckTextRoute,
    summary="Check a deck's legality in a format",
    operation_id="checkDeck",
    description=(
        "Whether a deck is legal in a format (`standard`, `modern`, `pauper`, `commander`, `brawl`, ...: every "
        "format the card data lists), and every problem with the rules it breaks: deck size and copies (CR 100.2a), "
        "sideboard size (CR 100.4a), banned, restricted and not legal cards (the card data's legalities), and for "
        "the Commander family one card of each name (CR 903.5b), the commander (CR 903.3, partner and Background "
        "pairs: CR 702.124) and color identity (CR 903.4, 903.5c). Cards are found by exact name, a face's name "
        "or id only: a name that finds no card is an `unknown_card` problem, never guessed. The deck comes as a "
        "`decklist` (or a `text/plain` body with `?format=`) or as `main` / `sideboard` / `commander` lists. "
        "A format not known is a 422 listing the known ones."
    ),
    responses={200: {"content": {"application/json": {"examples": DECK_CHECK_RESPONSES}}}, **WORKER_RESPONSES},
)
