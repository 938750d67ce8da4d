from __future__ import annotations

from datetime import date
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema

CARD_EXAMPLE: dict[str, Any] = {
    "object": "card",
    "id": "boulder-jockey",
    "name": "Boulder Jockey",
    "mana_cost": "{2}{R}{D}",
    "mana_value": 3,
    "type_line": "Creature — Goblin",
    "oracle_text": (
        "({D} is a land drop. You may give up one potential land drop this turn to pay for {D}.)\n"
        "Whenever Boulder Jockey attacks, you may pay {D}. If you do, create a 3/3 colorless Construct artifact "
        "creature token named Boulder that's tapped and attacking. Sacrifice that token at the beginning of the "
        "next end step."
    ),
    "power": "4",
    "toughness": "4",
    "colors": ["R"],
    "set_code": "MB2",
    "collector_number": "324",
    "rulings_uri": "/v1/cards/boulder-jockey/rulings",
    "engine": {"support": "full", "not_modelled": []},
    "legalities": {},
}


class EngineSupport(BaseModel):
    """What the rules engine makes of the card (POST /v1/simulate)."""

    support: Literal["full", "partial", "none"] = Field(
        description='"full": every ability is modelled; "partial": the card plays, but the abilities in '
        '`not_modelled` are ignored; "none": the engine can\'t play it truthfully (a state naming it is refused).'
    )
    not_modelled: list[str] = Field(
        default_factory=list, description="The Oracle lines or keywords the engine ignores, as the card writes them."
    )


class CardRef(BaseModel):
    id: str = Field(examples=["werewhat"])
    name: str = Field(examples=["Werewhat"])


# The engine's card definition, typed in the OpenAPI document (the CardDefinition schema of
# POST /v1/simulate); a plain dict here, sent as stored.
_Definition = Annotated[
    dict[str, Any] | None,
    WithJsonSchema({"anyOf": [{"$ref": "#/components/schemas/CardDefinition"}, {"type": "null"}]}),
]


class CardOut(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [CARD_EXAMPLE]})

    object: Literal["card"] = "card"
    id: str = Field(description="Slug of the name; stable.")
    name: str
    mana_cost: str | None
    mana_value: float | int = Field(description="From mana symbols only: {D} adds nothing.")
    type_line: str
    oracle_text: str
    power: str | None
    toughness: str | None
    colors: list[str]
    set_code: str | None = None
    collector_number: str | None = None
    rarity: str | None = None
    oracle_id: str | None = Field(
        default=None, description="Scryfall's Oracle id, where an import gave it; `GET /v1/cards/{oracle_id}` finds the card."
    )
    scryfall_id: str | None = Field(
        default=None, description="The Scryfall id of the printing the import took (also accepted by `GET /v1/cards/{id}`)."
    )
    rulings_uri: str
    printings_uri: str | None = Field(
        default=None,
        description="Every printing of the card (`GET /v1/cards/{id}/printings`); `set_code`, `collector_number` "
        "and `scryfall_id` above are its default printing.",
    )
    definition: _Definition = Field(
        default=None, description="The rules engine's definition of the card (POST /v1/simulate)."
    )
    engine: EngineSupport = Field(
        default_factory=lambda: EngineSupport(support="none"),
        description="How much of the card the rules engine models; what it ignores is listed.",
    )
    legalities: dict[str, Literal["legal", "banned", "restricted", "not_legal"]] = Field(
        default_factory=dict,
        description=(
            "The card's legality in each format the card data lists (`standard`, `modern`, `commander`, ...): "
            "`legal`, `banned`, `restricted` or `not_legal`; a format not listed is not legal. `{}` for a card "
            "imported without legalities (the seeded playtest cards). `POST /v1/decks/check` reads them."
        ),
        examples=[{"modern": "legal", "legacy": "legal", "commander": "legal", "standard": "not_legal"}],
    )


class PrintingRef(BaseModel):
    """The printing an identifier or a decklist line named (a lookup result's `printing`)."""

    id: str | None = Field(
        description="The printing's key (its Scryfall id, `mtgjson:<uuid>`, or a derived key); null for a "
        "card's own default printing that no import listed."
    )
    scryfall_id: str | None
    set: str | None = Field(description="Set code, upper case.", examples=["BLB"])
    collector_number: str | None = Field(examples=["280"])
    lang: str | None = Field(description="Language code (`en`, `ja`, ...), where the data gives it.")


class PrintingOut(BaseModel):
    """One printing of a card (`GET /v1/cards/{id}/printings`)."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "object": "printing", "id": "0000419b-0bba-4488-8f7a-6194544ce91e", "card_id": "forest",
        "scryfall_id": "0000419b-0bba-4488-8f7a-6194544ce91e", "mtgjson_uuid": None, "set": "BLB",
        "collector_number": "280", "lang": "en", "rarity": "common", "released_at": "2024-08-02",
        "illustration_id": "fb2b1ca2-7440-48c2-81c8-84da0a45a626", "mtgo_id": 129825, "mtgo_foil_id": None,
        "multiverse_ids": [668564], "default": False,
    }]})  # fmt: skip

    object: Literal["printing"] = "printing"
    id: str | None = Field(description="The printing's key: its Scryfall id, else `mtgjson:<uuid>`, else a derived key.")
    card_id: str
    scryfall_id: str | None = None
    mtgjson_uuid: str | None = None
    set: str | None = Field(default=None, description="Set code, upper case.")
    collector_number: str | None = None
    lang: str | None = Field(default=None, description="Language code (`en`, `ja`, ...), where the data gives it.")
    rarity: str | None = None
    released_at: date | None = None
    illustration_id: str | None = None
    mtgo_id: int | None = None
    mtgo_foil_id: int | None = None
    multiverse_ids: list[int] = Field(default_factory=list)
    default: bool = Field(default=False, description="The card's default printing (its `set_code`, `collector_number`).")
