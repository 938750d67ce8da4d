from __future__ import annotations

from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from app.cards.schemas import CardOut, CardRef, PrintingRef

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


UUID_PATTERN = r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
DECKLIST_EXAMPLE = "Deck\n4 Boulder Jockey (MB2) 324\n4 Werewhat\n\nSideboard\n2 Flavour Disaster\n// a comment\nSB: 1 Chatzuk"
MatchKind = Literal[
    "exact", "id", "face", "prefix", "fuzzy", "oracle_id", "scryfall_id", "set_number", "mtgo_id", "multiverse_id",
    "illustration_id",
]
# The forms of an identifier (the keys given), as Scryfall's /cards/collection takes them, plus
# `{scryfall_id}` (the same as `{id}`).
IDENTIFIER_FORMS = (
    {"id"}, {"scryfall_id"}, {"oracle_id"}, {"mtgo_id"}, {"multiverse_id"}, {"illustration_id"}, {"name"},
    {"name", "set"}, {"set", "collector_number"},
)


class CardIdentifier(BaseModel):
    """One card, as Scryfall's `/cards/collection` names them: exactly one of `{id}` (a Scryfall
    card id: any printing's), `{oracle_id}`, `{mtgo_id}` (MTGO or MTGO foil id), `{multiverse_id}`,
    `{illustration_id}`, `{name}`, `{name, set}` or `{set, collector_number}` (any printing);
    `{scryfall_id}` is the same as `{id}`. Every printing form finds the printing's Oracle card (one
    card has one set of rulings), and the result's `printing` says which printing matched."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {"name": "Boulder Jockey"},
                {"set": "MB2", "collector_number": "324"},
                {"id": "0000419b-0bba-4488-8f7a-6194544ce91e"},
                {"oracle_id": "1bd1f6a5-cc6d-4b6c-8d67-d2b2d0a6e9c1"},
                {"multiverse_id": 668564},
            ]
        },
    )

    id: str | None = Field(default=None, pattern=UUID_PATTERN, description="A Scryfall card (printing) id.")
    oracle_id: str | None = Field(default=None, pattern=UUID_PATTERN, description="Scryfall's Oracle id.")
    scryfall_id: str | None = Field(
        default=None, pattern=UUID_PATTERN, description="A Scryfall card (printing) id: the same as `id`."
    )
    mtgo_id: int | None = Field(default=None, ge=0, lt=2**62, description="A printing's MTGO id or MTGO foil id.")
    multiverse_id: int | None = Field(default=None, ge=0, lt=2**62, description="A printing's Gatherer multiverse id.")
    illustration_id: str | None = Field(
        default=None, pattern=UUID_PATTERN, description="Scryfall's illustration id (shared by reprints of one art)."
    )
    name: str | None = Field(default=None, min_length=1, max_length=300)
    set: str | None = Field(default=None, min_length=1, max_length=16, description="Set code, e.g. `MB2`.")
    collector_number: str | None = Field(default=None, min_length=1, max_length=16)

    @model_validator(mode="after")
    def _one_form(self) -> CardIdentifier:
        given = {k for k, v in self.model_dump().items() if v is not None}
        if given not in IDENTIFIER_FORMS:
            raise ValueError(
                "an identifier is exactly one of {id}, {oracle_id}, {mtgo_id}, {multiverse_id}, {illustration_id}, "
                "{name}, {name, set} or {set, collector_number} (or {scryfall_id}, the same as {id}); "
                f"got {{{', '.join(sorted(given))}}}"
            )
        return self


class LookupRequest(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {"cards": ["Werewhat", "chatzuk", "bolder jockey", "Flavour Disaster"]},
                {"identifiers": [{"name": "Werewhat"}, {"set": "MB2", "collector_number": "324"}]},
                {"decklist": DECKLIST_EXAMPLE},
            ]
        },
    )

    cards: list[str] | None = Field(
        default=None, min_length=1, description="Card names or ids; typos and case are forgiven."
    )
    identifiers: list[CardIdentifier] | None = Field(
        default=None, min_length=1, description="Scryfall-style identifiers; answered after `cards`, in order."
    )
    decklist: str | None = Field(
        default=None,
        min_length=1,
        max_length=200_000,
        description=(
            "A pasted decklist or deck file, its format found from its content: Arena, MTGO, Moxfield, "
            "Archidekt or plain text (quantities, set codes, collector numbers, section headers, `//` and `#` "
            "comments), MTGO `.dek` and Cockatrice `.cod` XML, Forge `.dck`, or a CSV export (Moxfield, "
            "TappedOut, Deckbox, ManaBox, Archidekt); answered last, line by line (a record at the line it starts "
            "on). The same text can be posted as the whole body with `Content-Type: text/plain`."
        ),
    )

    @model_validator(mode="after")
    def _something_to_look_up(self) -> LookupRequest:
        if self.cards is None and self.identifiers is None and self.decklist is None:
            raise ValueError("give `cards`, `identifiers` or `decklist` (or several)")
        return self


class LookupResult(BaseModel):
    query: str = Field(description="The name as given; for a decklist line, the line; for an identifier, its value.")
    card: CardOut
    rulings: list[RulingOut]
    match: MatchKind = Field(
        default="exact",
        description=(
            "How the card was found: `exact` name (case, accents and punctuation forgiven), card `id`, a "
            "`face` of a multi-faced card, a unique shortened `prefix` (`Chatzuk`), `fuzzy` (typos), "
            "`oracle_id`, `scryfall_id` (an `id` or `scryfall_id` identifier), `set_number` (set code and "
            "collector number), `mtgo_id`, `multiverse_id` or `illustration_id`."
        ),
    )
    identifier: CardIdentifier | None = Field(default=None, description="The identifier, for `identifiers`.")
    line: int | None = Field(default=None, description="The decklist line number (from 1).")
    quantity: int | None = Field(default=None, description="The decklist line's quantity.")
    section: str | None = Field(
        default=None, description="The decklist section: `main`, `sideboard`, `commander`, `companion`, `maybeboard`."
    )
    name: str | None = Field(default=None, description="The card name the decklist line or record was read as.")
    set: str | None = Field(default=None, description="The set code the decklist line gives (upper case), if any.")
    collector_number: str | None = Field(default=None, description="The collector number the decklist line gives.")
    printing_found: bool | None = Field(
        default=None,
        description=(
            "For a decklist line that gives a set code and a collector number: whether that printing is one the "
            "database has for this card (false: the card was found by its name, and `warning` says why the "
            "printing was not). Null when the line gives no printing."
        ),
    )
    warning: str | None = Field(default=None, description="What is doubtful about this line's answer, if anything.")
    score: float | None = Field(
        default=None,
        ge=0,
        le=100,
        description=(
            "For a `fuzzy` match, how close the name is as a misspelling of the card's (0-100: 100 less the "
            "edits per letter, in percent, a swap of two neighbours counting half); a match needs 85 and "
            "more, and no other card about as close (docs/names.md). Null for every other kind of match."
        ),
    )
    printing: PrintingRef | None = Field(
        default=None,
        description=(
            "The printing that matched, when the identifier or decklist line named one (`id`, `mtgo_id`, "
            "`multiverse_id`, `illustration_id`, set and collector number, or a name with a set the card was "
            "printed in); null for a name alone or an `oracle_id`."
        ),
    )


class NotFoundName(BaseModel):
    query: str
    candidates: list[CardRef] = Field(
        default_factory=list,
        description=(
            "Close names, closest first, when the name is none of them for sure: several cards about as "
            "close, a misspelling too far or of another word (`Seahunter` for Headhunter), or a "
            "shortened name (`Sheoldred`): pick one and ask again with its name."
        ),
    )
    identifier: CardIdentifier | None = None
    line: int | None = None
    quantity: int | None = None
    section: str | None = None
    reason: Literal["fuzzy_limit"] | None = Field(
        default=None,
        description=(
            "Why a name was not looked for: `fuzzy_limit` when it is neither a card's exact name, id, "
            "face nor unique prefix, and the request already had `MAX_FUZZY_NAMES` (1000) other names that "
            "needed typo matching (more names than a lookup takes unless `MAX_LOOKUP_NAMES` was raised). Ask for "
            "it again in a request of its own. Null otherwise."
        ),
    )
    name: str | None = Field(default=None, description="The card name the decklist line or record was read as.")
    set: str | None = Field(default=None, description="The set code the decklist line gives (upper case), if any.")
    collector_number: str | None = Field(default=None, description="The collector number the decklist line gives.")


class UnparsedLine(BaseModel):
    line: int = Field(description="Line number in the decklist (from 1).")
    text: str
    reason: str = Field(examples=["a quantity without a card name"])


class LookupResponse(BaseModel):
    object: Literal["lookup"] = "lookup"
    results: list[LookupResult]
    not_found: list[NotFoundName]
    unparsed: list[UnparsedLine] = Field(
        default_factory=list, description="Decklist lines that are neither cards, headers nor comments."
    )
    format: str | None = Field(
        default=None,
        description=(
            "The decklist's format as detected from its content: `arena`, `mtgo`, `moxfield`, `archidekt`, "
            "`plain` (text), `mtgo_dek`, `cockatrice_cod`, `xml` (other or refused XML), `forge_dck`, or a CSV "
            "export: `moxfield_csv`, "
            "`tappedout_csv`, `deckbox_csv`, `manabox_csv`, `archidekt_csv`, `csv`. Null without a `decklist`."
        ),
        examples=["mtgo_dek"],
    )


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
