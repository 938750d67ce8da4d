"""Pydantic I/O of `POST /v1/decks/check`."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.decks.formats import FORMAT_NAMES

# A deck of a few hundred lines is already unusual (a 100-card Commander deck written one card
# a line is 100): past this the request is refused, not checked.
MAX_DECK_ENTRIES = 500
MAX_QUANTITY = 999

ProblemType = Literal[
    "deck_size",
    "copies",
    "sideboard_size",
    "banned",
    "restricted",
    "not_legal",
    "singleton",
    "color_identity",
    "commander",
    "unknown_card",
]


class DeckCard(BaseModel):
    """One line of a deck: a card named exactly (case, accents and punctuation forgiven; a face's
    name finds its card) or by id (the card's id, Scryfall Oracle id or Scryfall card id)."""

    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"name": "Lightning Bolt", "quantity": 4}]}
    )

    name: str | None = Field(default=None, min_length=1, max_length=300)
    id: str | None = Field(default=None, min_length=1, max_length=200)
    quantity: int = Field(default=1, ge=1, le=MAX_QUANTITY)

    @model_validator(mode="after")
    def _name_or_id(self) -> DeckCard:
        if (self.name is None) == (self.id is None):
            raise ValueError("give exactly one of `name` or `id`")
        return self


class DeckCheckRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: str = Field(
        min_length=1,
        max_length=40,
        description="The format, by the name the card data uses: " + ", ".join(f"`{n}`" for n in FORMAT_NAMES) + ".",
        examples=["modern"],
    )
    decklist: str | None = Field(
        default=None,
        min_length=1,
        max_length=200_000,
        description=(
            "The deck as text (Arena, MTGO, Moxfield or plain: quantities, set codes, `Commander`, `Deck`, "
            "`Sideboard`, `Companion` and `Maybeboard` sections, the MTGO sideboard after a blank line). In a "
            "Commander-family format, a list with no Commander section names its commander(s) as its "
            "sideboard of one or two cards (MTGO's and Moxfield's plain exports). Also accepted as the whole "
            "body with `Content-Type: text/plain` and `?format=`."
        ),
    )
    main: list[DeckCard] | None = Field(default=None, description="The main deck (instead of `decklist`).")
    sideboard: list[DeckCard] | None = Field(default=None, description="The sideboard.")
    commander: list[DeckCard] | None = Field(
        default=None,
        description="The commander(s) (Commander family; Oathbreaker: the oathbreaker and its signature spell).",
    )

    @model_validator(mode="after")
    def _one_deck(self) -> DeckCheckRequest:
        lists = (self.main, self.sideboard, self.commander)
        if self.decklist is not None and any(x is not None for x in lists):
            raise ValueError("give the deck as `decklist` or as `main` / `sideboard` / `commander`, not both")
        if self.decklist is None and self.main is None and self.commander is None:
            raise ValueError("give a `decklist`, or a `main` deck (and `sideboard`, `commander` as the format needs)")
        entries = sum(len(x or ()) for x in lists)
        if entries > MAX_DECK_ENTRIES:
            raise ValueError(f"at most {MAX_DECK_ENTRIES} deck entries in all")
        return self


class DeckProblem(BaseModel):
    type: ProblemType = Field(description="What is wrong (one of the problem types).")
    detail: str = Field(description="What is wrong, in plain words, with the numbers involved.")
    cards: list[str] = Field(description="The cards concerned, by name (as written, for an unknown card).")
    cites: list[str] = Field(
        description=(
            "The rules broken: Comprehensive Rules numbers (`CR 100.2a`) and, where those rules don't cover it, "
            "the format's own rules by name (a banned and restricted list, Brawl's or Oathbreaker's rules). "
            "Empty for an unknown card (no rule is broken: it can't be judged)."
        )
    )


class DeckCounts(BaseModel):
    main: int = Field(description="Cards in the main deck.")
    sideboard: int
    commander: int = Field(
        description="Cards named as commander (Oathbreaker: the oathbreaker and its signature spell)."
    )
    companion: int = Field(
        description="Cards in a Companion section not also listed in the sideboard (Commander family)."
    )
    maybeboard: int = Field(description="Cards in a Maybeboard section: not part of the deck, not checked.")
    deck: int = Field(
        description="The deck's size as its format counts it: the main deck, plus the commanders in the "
        "Commander family."
    )
    unknown: int = Field(description="Cards (copies) no card in the data matches.")


class DeckCheckOut(BaseModel):
    object: Literal["deck_check"] = "deck_check"
    format: str
    legal: bool = Field(description="True when there is no problem (an unknown card is a problem: it can't be judged).")
    problems: list[DeckProblem]
    counts: DeckCounts
