from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class CardRef(BaseModel):
    id: str = Field(examples=["werewhat"])
    name: str = Field(examples=["Werewhat"])


class CardOut(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "object": "card",
                    "id": "boulder-jockey",
                    "name": "Boulder Jockey",
                    "mana_cost": "{2}{R}{D}",
                    "mana_value": 3,
                    "type_line": "Creature — Goblin",
                    "oracle_text": "Whenever Boulder Jockey attacks, you may pay {D}. ...",
                    "power": "4",
                    "toughness": "4",
                    "colors": ["R"],
                    "set_code": "MB2",
                    "collector_number": "324",
                    "rulings_uri": "/v1/cards/boulder-jockey/rulings",
                }
            ]
        }
    )

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
    rulings_uri: str
    definition: dict[str, Any] | None = Field(
        default=None, description="The rules engine's definition of the card (POST /v1/simulate)."
    )
