"""Card definitions: what the engine knows about a card (design.md §6).

A card in a state is either the name of a card in the catalog (the seeded cards carry their
definition in the database) or an inline `CardDefinition`.

Ability vocabulary (`abilities`, discriminated by `kind`):
- `mana`: `{"kind": "mana", "cost": "{T}", "add": "{G}"}` (`add`: mana of the types W U B R G C,
  e.g. "{G}{G}" or "{C}"), `"add": "any_color"` (one mana of a color chosen with the action's
  `color`), or `"add": "could_produce"` with `"from": "lands_you_control" |
  "lands_opponents_control"` (default: yours) and `colors_only` (Reflecting Pool / Fellwar
  Stone: one mana of a type such a land could produce, CR 106.7; none when no type is defined,
  CR 106.5). `cost` is an activation cost ({T}, {Q}, mana, {D}). Activated with `tap_for_mana`
  (CR 605: no stack). A land with a basic land type also has that type's intrinsic mana ability
  (CR 305.6), numbered after its printed abilities.
- `tapped_for_mana_trigger`: `{"kind": "tapped_for_mana_trigger", "watch": "self" |
  "lands_you_control" | "permanents_you_control" | "lands", "mana_type": "G"?, "effect": Effect}`:
  "whenever <watched> is tapped for mana [of that type]": triggers as such a mana ability
  resolves and produces mana (of `mana_type`, after replacements), CR 106.12a.
- `mana_replacement`: `{"kind": "mana_replacement", "watch": (as above), "mana_type": "G"?,
  "instead": "{C}"?, "multiply": 1}`: "if <watched> is tapped for mana [of that type], it
  produces `instead` instead [/ `multiply` times as much]"; applies while such a mana ability
  resolves (CR 106.12b), and to what a permanent could produce (CR 106.7).
- `activated`: `{"kind": "activated", "cost": "{1}{G}" | "{T}" | "{Q}" | "{D}", "effect": Effect?}`;
  without `effect` it does nothing as it resolves (handy for testing costs).
- `etb_counters`: `{"kind": "etb_counters", "counter": "+1/+1", "amount": 3 | "X"}` (CR 107.3m).
- `cost_reduction`: `{"kind": "cost_reduction", "spells": "creature_with_banding", "generic": 2}`.
- `triggered`: `{"kind": "triggered", "trigger": "enters" | "turned_face_up" | "attacks" |
  "attacks_in_band", "optional_cost": "{D}"?, "effect": Effect}` (CR 603).
- `exile_for_back_face` (Werewhat): as it enters, its controller may exile a card of
  `card_type` from one of `from_zones`; that card becomes its back face with
  `back_face_keywords`; if it came from the hand and `draw_if_from_hand`, draw a card.

Effects (`effect`, discriminated by `kind`):
- `pump`: target gets +power/+toughness until end of turn; `"source_power"` means the source's
  power as the effect resolves (or as it last existed on the battlefield, CR 608.2h).
- `draw`: the controller draws `amount` cards.
- `create_token`: create `token` (a definition), optionally `tapped` and `attacking`, with
  `sacrifice_at: "next_end_step"`.
- `band_pump`: each creature in the band gets +1/+1 per creature in it, until end of turn.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from app.engine.enums import CardType, Color
from app.engine.fields import Flag, Int, empty_list
from app.engine.keywords import KeywordText
from app.engine.mana import (
    MANA_PRODUCTION_WORDS,
    MalformedManaCost,
    parse_activation_cost,
    parse_mana_cost,
    parse_mana_production,
)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


def _check_cost(value: str | None) -> str | None:
    if value is not None:
        try:
            parse_mana_cost(value)
        except MalformedManaCost as problem:
            raise ValueError(f"malformed mana cost {value!r}: {problem}") from None
    return value


# --- effects -------------------------------------------------------------------------------


class PumpEffect(_Model):
    kind: Literal["pump"] = "pump"
    target: Literal["creature"] = "creature"
    power: Int | Literal["source_power"] = 0
    toughness: Int | Literal["source_power"] = 0
    duration: Literal["end_of_turn"] = "end_of_turn"


class DrawEffect(_Model):
    kind: Literal["draw"] = "draw"
    amount: Int = Field(default=1, ge=0)


class CreateTokenEffect(_Model):
    kind: Literal["create_token"] = "create_token"
    token: CardDefinition
    tapped: Flag = False
    attacking: Flag = False
    sacrifice_at: Literal["next_end_step"] | None = None


class BandPumpEffect(_Model):
    kind: Literal["band_pump"] = "band_pump"


Effect = Annotated[PumpEffect | DrawEffect | CreateTokenEffect | BandPumpEffect, Field(discriminator="kind")]


# --- abilities -----------------------------------------------------------------------------


def _check_activation_cost(value: str) -> str:
    try:
        parse_activation_cost(value)
    except MalformedManaCost as problem:
        raise ValueError(f"malformed mana cost {value!r}: {problem}") from None
    return value


Watched = Literal["self", "lands_you_control", "permanents_you_control", "lands"]


class ManaAbility(_Model):
    kind: Literal["mana"] = "mana"
    cost: str = "{T}"
    add: str
    from_: Literal["lands_you_control", "lands_opponents_control"] | None = Field(default=None, alias="from")
    colors_only: Flag = False

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _check_activation_cost(value)

    @field_validator("add")
    @classmethod
    def _valid_add(cls, value: str) -> str:
        if value in MANA_PRODUCTION_WORDS:
            return value
        try:
            parse_mana_production(value)
        except MalformedManaCost as problem:
            raise ValueError(f"malformed mana to add: {problem}") from None
        return value


class TappedForManaTrigger(_Model):
    kind: Literal["tapped_for_mana_trigger"] = "tapped_for_mana_trigger"
    watch: Watched = "self"
    mana_type: Literal["W", "U", "B", "R", "G", "C"] | None = None
    effect: Effect


class ManaReplacementAbility(_Model):
    kind: Literal["mana_replacement"] = "mana_replacement"
    watch: Watched = "self"
    mana_type: Literal["W", "U", "B", "R", "G", "C"] | None = None
    instead: str | None = None
    multiply: Int = Field(default=1, ge=0)

    @field_validator("instead")
    @classmethod
    def _valid_instead(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                parse_mana_production(value)
            except MalformedManaCost as problem:
                raise ValueError(f"malformed mana to add: {problem}") from None
        return value


class ActivatedAbility(_Model):
    kind: Literal["activated"] = "activated"
    cost: str
    effect: Effect | None = None

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        # {T} and {Q} are activation-cost symbols (CR 107.5, 107.6), not mana.
        return _check_activation_cost(value)


class EtbCountersAbility(_Model):
    kind: Literal["etb_counters"] = "etb_counters"
    counter: str = "+1/+1"
    amount: Int | Literal["X"] = 1


class CostReductionAbility(_Model):
    kind: Literal["cost_reduction"] = "cost_reduction"
    spells: Literal["creature_with_banding", "all"] = "creature_with_banding"
    generic: Int = Field(default=0, ge=0)


class TriggeredAbility(_Model):
    kind: Literal["triggered"] = "triggered"
    trigger: Literal["enters", "turned_face_up", "attacks", "attacks_in_band"]
    also_on: list[Literal["enters", "turned_face_up", "attacks"]] = []  # "when it enters or is turned face up"
    optional_cost: str | None = None
    effect: Effect


class ExileForBackFaceAbility(_Model):
    kind: Literal["exile_for_back_face"] = "exile_for_back_face"
    from_zones: list[Literal["graveyard", "hand"]] = ["graveyard", "hand"]
    card_type: CardType = CardType.CREATURE
    back_face_keywords: list[str] = ["nightbound"]
    draw_if_from_hand: Flag = True


Ability = Annotated[
    ManaAbility | ActivatedAbility | EtbCountersAbility | CostReductionAbility | TriggeredAbility
    | ExileForBackFaceAbility | TappedForManaTrigger | ManaReplacementAbility,
    Field(discriminator="kind"),
]


# --- the card ------------------------------------------------------------------------------


class CardDefinition(_Model):
    """One card face (and, through `back_face`, a transforming double-faced card, CR 712).

    `colors` is a color indicator (CR 204); when absent, colors come from the mana cost
    (CR 202.2). `keywords` come from the CR 702 vocabulary of app/engine/keywords.py, in canonical
    form (`flying`, `first_strike`, `protection:red`, `hexproof:black`, `ward:{2}`, `swampwalk`,
    `daybound`, `banding`, `morph`, ...); "First Strike" or "Protection from red" are read as such.
    In a request's inline definitions an unknown keyword is refused (design.md §9).
    """

    name: str = Field(min_length=1)
    mana_cost: str | None = None
    colors: list[Color] | None = None
    types: list[CardType] = empty_list()
    supertypes: list[str] = empty_list()
    subtypes: list[str] = empty_list()
    power: Int | None = None
    toughness: Int | None = None
    keywords: list[KeywordText] = empty_list()
    negamorph_cost: str | None = None
    back_face: CardDefinition | None = None
    abilities: list[Ability] = empty_list()

    @field_validator("mana_cost", "negamorph_cost")
    @classmethod
    def _valid_cost(cls, value: str | None) -> str | None:
        return _check_cost(value)

    def has_type(self, card_type: CardType) -> bool:
        return card_type in self.types

    def has_keyword(self, keyword: str) -> bool:
        return keyword in self.keywords

    def abilities_of(self, kind: type[Any]) -> list[Any]:
        return [ability for ability in self.abilities if isinstance(ability, kind)]


CreateTokenEffect.model_rebuild()
