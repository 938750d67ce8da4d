from __future__ import annotations

from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from app.cards.schemas import CardOut, CardRef

RULING_EXAMPLE: dict[str, Any] = {
    "object": "ruling",
    "id": "1fa87c32944a3bd9",
    "text": "You can never pay for {D} when it’s not your turn.",
    "published_at": "2024-11-08",
    "source": "wotc",
    "rules": [],
    "cards": [{"id": "boulder-jockey", "name": "Boulder Jockey"}],
    "card_count": 1,
    "note": None,
}


class RulingOut(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [RULING_EXAMPLE]})

    object: Literal["ruling"] = "ruling"
    id: str = Field(description="Short hash of the normalised text: the same on every load and database.")
    text: str
    published_at: date | None
    source: str = Field(description="`wotc` (Gatherer), `scryfall`, ...")
    rules: list[str] = Field(description="Comprehensive Rules numbers the ruling cites.")
    cards: list[CardRef] = Field(
        description="The cards whose rulings page carries it, by name; in lists at most 20 (see `card_count`)."
    )
    card_count: int = Field(description="How many cards carry this ruling in all.")
    note: str | None = Field(description="Editorial note, e.g. where the ruling conflicts with the rules.")


class RulingHit(RulingOut):
    highlight: str | None = Field(
        default=None, description="Snippet with the matched words in <mark> tags; the text is HTML-escaped."
    )
    score: float | None = Field(default=None, description="Relevance; higher is better.")


class LookupRequest(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"cards": ["Werewhat", "chatzuk", "bolder jockey", "Flavour Disaster"]}]},
    )

    cards: list[str] = Field(min_length=1, description="Card names or ids; typos and case are forgiven.")


class LookupResult(BaseModel):
    query: str
    card: CardOut
    rulings: list[RulingOut]


class NotFoundName(BaseModel):
    query: str
    candidates: list[CardRef] = Field(default_factory=list, description="Close names when ambiguous.")


class LookupResponse(BaseModel):
    object: Literal["lookup"] = "lookup"
    results: list[LookupResult]
    not_found: list[NotFoundName]


def _iso_date(value: object) -> object:
    """Dates travel as ISO strings; a number is not a date (pydantic would read it as a timestamp)."""
    if value is not None and not isinstance(value, str | date):
        raise ValueError("must be an ISO date string such as 2024-11-08")
    return value


class RulingCreate(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "text": "Boulder Jockey’s token is created tapped and attacking; it was never declared as an attacker.",
                    "published_at": "2024-11-08",
                    "source": "wotc",
                    "cards": ["boulder-jockey"],
                }
            ]
        },
    )

    text: str = Field(min_length=1, max_length=20_000)
    published_at: date | None = Field(default=None, description="ISO date, e.g. 2024-11-08.")
    source: str = Field(default="wotc", min_length=1, max_length=32, pattern=r"^[a-z][a-z0-9_-]*$")
    cards: list[str] = Field(default_factory=list, max_length=250, description="Card ids or names.")
    note: str | None = Field(default=None, max_length=20_000)

    @field_validator("published_at", mode="before")
    @classmethod
    def _iso_date_only(cls, value: object) -> object:
        return _iso_date(value)

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be blank")
        return value


class RulingUpdate(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"note": "Checked against CR 305.2."}]})

    text: str | None = Field(default=None, min_length=1, max_length=20_000)
    published_at: date | None = Field(default=None, description="ISO date, e.g. 2024-11-08.")
    source: str | None = Field(default=None, min_length=1, max_length=32, pattern=r"^[a-z][a-z0-9_-]*$")
    cards: list[str] | None = Field(default=None, max_length=250)
    note: str | None = Field(default=None, max_length=20_000)

    @field_validator("published_at", mode="before")
    @classmethod
    def _iso_date_only(cls, value: object) -> object:
        return _iso_date(value)
