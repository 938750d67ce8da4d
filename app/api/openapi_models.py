"""Typed schemas of the OpenAPI document for the parts of answers built as plain JSON (the
simulate answer's citations and query answers, health, import progress), and the names of the
document's schemas.

The schemas describe what the service sends; they are not used to build it (the simulate answer
is printed straight from the engine's models, see app/simulation/service.py), and tests check
that real answers validate against them.

Adding a query action's answer is one entry in `QUERY_RESULTS`: `"<query type>": <result type>`.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Annotated, Any, Literal, Union, get_args

from pydantic import BaseModel, ConfigDict, Field, RootModel, create_model

from app.engine import actions as engine_actions
from app.engine.events import GAME_EVENT

REF = "#/components/schemas/{model}"


def schema_ref(name: str) -> dict[str, str]:
    return {"$ref": REF.format(model=name)}


# --- health --------------------------------------------------------------------------------


class Health(BaseModel):
    """Liveness: the process answers."""

    status: Literal["ok"] = Field(examples=["ok"])


class ReadinessChecks(BaseModel):
    """Each readiness check: `ok`, or what is wrong."""

    model_config = ConfigDict(extra="allow")

    database: str = Field(examples=["ok"], description="`ok`, or `unreachable (<error class>)`.")
    migrations: str = Field(examples=["ok"], description="`ok`, or `at <revision>, head is <revision>`.")
    seeds: str = Field(examples=["ok"], description="`ok`, or `not loaded or outdated`.")
    warm: str = Field(
        default="ok", examples=["ok"],
        description="`ok` when this process and every worker process have built the indexes of the current data "
        "version (the first requests are as fast as the next ones), or `warming data version <n> (...)`.",
    )


class Readiness(BaseModel):
    """Ready to serve: database reachable, migrations at head, seeds loaded."""

    status: Literal["ready"] = Field(examples=["ready"])
    checks: ReadinessChecks


# --- citations -----------------------------------------------------------------------------


class RuleCitation(BaseModel):
    """A Comprehensive Rules number the answer cites, in the edition the engine follows."""

    object: Literal["rule"]
    id: str = Field(description='The cite as it appears in events: "CR <number>".', examples=["CR 728.2"])
    number: str = Field(examples=["728.2"])
    title: str | None = Field(description="A short title of the rule, when the engine knows one.")
    edition: str = Field(description="The Comprehensive Rules edition (its effective date).", examples=["2025-02-07"])


class CitedCard(BaseModel):
    id: str = Field(examples=["werewhat"])
    name: str = Field(examples=["Werewhat"])


class RulingCitation(BaseModel):
    """A cited ruling in full (the ruling object). `missing: true` (and `text: null`) when the
    engine cites a ruling this database does not hold."""

    object: Literal["ruling"]
    id: str = Field(examples=["1fa87c32944a3bd9"])
    text: str | None
    published_at: date | None = None
    source: str | None = None
    rules: list[str] = Field(default_factory=list, description="CR numbers the ruling cites.")
    cards: list[CitedCard] = Field(default_factory=list)
    card_count: int | None = None
    note: str | None = Field(default=None, description="Editorial note, e.g. where the ruling conflicts with the rules.")
    missing: bool | None = Field(default=None, description="True when the ruling is not in this database.")


Citation = Annotated[Union[RulingCitation, RuleCitation], Field(discriminator="object")]  # noqa: UP007


# --- query answers -------------------------------------------------------------------------


class CostAnswer(BaseModel):
    """`compute_cost`: the total cost to cast the card now (CR 601.2f)."""

    mana: str = Field(description="The mana to pay, reductions applied.", examples=["{2}{R}"])
    additional: list[str] = Field(description="Costs other than mana, e.g. `{D}` (a land drop).", examples=[["{D}"]])
    mana_value: int = Field(description="The spell's mana value on the stack (X at its value).", examples=[3])


class LegalAction(BaseModel):
    """One action the player may take now (`legal_actions`), ready to post."""

    action: dict[str, Any] = Field(description="The action object, as `actions` takes it.")
    cost: CostAnswer | None = Field(default=None, description="Its total cost (`compute_cost` form), if any.")
    cites: list[str] = Field(description="The rules (and rulings) that make it legal now.")
    options: dict[str, Any] | None = Field(
        default=None, description="The choices it needs, described (targets, X range, mana sources, ...)."
    )


class NotLegalAction(BaseModel):
    """An action that is not legal now (`legal_actions` with `explain`), with why."""

    action: dict[str, Any] = Field(description="The action object that would be refused.")
    detail: str = Field(description="Why it is refused, in plain words.")
    citations: list[str] = Field(description="The rules that forbid it.")


class LegalActionsResult(BaseModel):
    """`legal_actions`: every legal action for the player now, and (with `explain`) the main ones that aren't."""

    legal: list[LegalAction]
    not_legal: list[NotLegalAction]


# query type -> its `result`
QUERY_RESULTS: dict[str, Any] = {
    "compute_cost": CostAnswer,
    "legal_actions": LegalActionsResult,
    "could_produce": Annotated[list[str], Field(description="Mana types, e.g. `[\"G\", \"U\"]` (CR 106.7).")],
}


class QueryBase(BaseModel):
    """The answer to one query action (it changed nothing)."""


def _query_model(query_type: str, result: Any) -> type[QueryBase]:
    fields: dict[str, Any] = {
        "action_index": (int, Field(description="Index of the query action.")),
        "type": (Literal[query_type], ...),
        "result": (result, ...),
    }
    model: type[QueryBase] = create_model(
        "".join(part.capitalize() for part in query_type.split("_")) + "Answer",
        __base__=QueryBase, __module__=__name__, __doc__=f"The answer to a `{query_type}` query action.", **fields,
    )
    return model


QUERY_MODELS: dict[str, type[QueryBase]] = {name: _query_model(name, result) for name, result in QUERY_RESULTS.items()}
QueryAnswer: Any = Annotated[Union[tuple(QUERY_MODELS.values())], Field(discriminator="type")]  # noqa: UP007


# --- named unions (one component each: clients get one type, ReDoc a named "one of") -------


class GameEvent(RootModel[GAME_EVENT]):
    """One event of the resolution, by `type` (every change of state is an event; each carries
    the `cites` behind it)."""


class SimulationCitation(RootModel[Citation]):
    """A cited ruling (`object: "ruling"`) or Comprehensive Rules number (`object: "rule"`)."""


class SimulationQueryAnswer(RootModel[QueryAnswer]):
    """The answer to a query action, by `type`."""


class SimulationAction(RootModel[engine_actions.Action]):
    """One action, by `type` (design §7); applied in order."""


# --- import jobs ---------------------------------------------------------------------------


class ImportProgress(BaseModel):
    """Where a running import is: phase, file, records, bytes done of bytes total, rate, ETA."""

    model_config = ConfigDict(extra="allow")

    phase: str | None = Field(
        default=None, description="`queued`, `starting`, `cards`, `rulings`, ... `done`; absent when none was reached.",
        examples=["rulings"],
    )
    files: list[str] | None = Field(default=None, description="While queued: the files to import.")
    file: str | None = None
    records: int | None = None
    bytes_done: int | None = None
    bytes_total: int | None = None
    percent: float | None = None
    records_per_second: float | None = None
    elapsed_seconds: float | None = None
    eta_seconds: float | None = None


class ImportCounts(BaseModel):
    model_config = ConfigDict(extra="allow")

    new: int
    updated: int
    unchanged: int


class ImportSummary(BaseModel):
    """What a finished import changed."""

    model_config = ConfigDict(extra="allow")

    kind: str = Field(examples=["scryfall"])
    files: list[str]
    detected: str | None = Field(default=None, description="The MTGJSON file kind detected.")
    cards: ImportCounts
    rulings: ImportCounts
    skipped: int = Field(description="Records left out (non-game cards; lenient: unknown cards, duplicates).")
    sources_added: int
    links_added: int
    seconds: float
    changed: bool
    data_version: int | None = None


# --- bulk export ---------------------------------------------------------------------------


class ExportedRulingCard(BaseModel):
    model_config = ConfigDict(extra="allow")

    id: str = Field(examples=["boulder-jockey"])
    name: str = Field(examples=["Boulder Jockey"])
    oracle_id: str | None = Field(default=None, description="Scryfall's Oracle id, where an import gave it.")
    position: int | None = Field(default=None, description="The ruling's position on this card's rulings page.")


class RulingSource(BaseModel):
    """One place the ruling was published (the same text may come from several)."""

    model_config = ConfigDict(extra="allow")

    source: str = Field(examples=["wotc"])
    published_at: date | None = None
    comment: str | None = None


class ExportedRuling(BaseModel):
    """One ruling of the bulk file: the ruling object with every card and every source."""

    model_config = ConfigDict(extra="allow")

    object: Literal["ruling"]
    id: str = Field(examples=["1fa87c32944a3bd9"])
    text: str
    published_at: date | None
    source: str
    rules: list[str]
    cards: list[ExportedRulingCard]
    note: str | None
    sources: list[RulingSource]


# Models whose schemas join the document's components (they are named by `WithJsonSchema`
# references in response models, or by the simulate schemas).
EXTRA_COMPONENTS: tuple[type[BaseModel], ...] = (
    ImportProgress, ImportSummary, ExportedRuling, GameEvent, SimulationCitation, SimulationQueryAnswer, SimulationAction,
)


# --- schema names --------------------------------------------------------------------------

# Names that collide with something in a common client language (compared case-insensitively,
# also in snake_case): a generated class or module of that name shadows it.
_RENAMED = {
    "CardOut": "Card",
    "RulingOut": "Ruling",
    "ImportJobOut": "ImportJob",
    "BulkFileOut": "BulkFile",
    "Choices": "ActionChoices",
    "Query": "QueryAnswerBase",
}
_GENERIC_LIST = re.compile(r"^ListOut_(\w+?)_$")


def _noun(name: str) -> str:
    return _RENAMED.get(name, name)


def schema_names(names: list[str]) -> dict[str, str]:
    """Old component name -> new name, for every component to rename: actions get an `Action`
    suffix (`Cast` -> `CastAction`: `cast` is a Python typing function), generic lists a noun
    (`ListOut_CardOut_` -> `CardList`), and the `*Out` response models their noun."""
    action_classes = {model.__name__ for model in get_args(get_args(engine_actions.Action)[0])}
    mapping: dict[str, str] = {}
    for name in names:
        generic = _GENERIC_LIST.match(name)
        if generic:
            mapping[name] = _noun(generic.group(1)) + "List"
        elif name in action_classes and not name.endswith("Action"):
            mapping[name] = name + "Action"
        elif name in _RENAMED:
            mapping[name] = _RENAMED[name]
    return mapping


def rename_schemas(document: dict[str, Any], mapping: dict[str, str]) -> None:
    """Rename components (and every `$ref` and discriminator mapping naming them) in place."""
    if not mapping:
        return
    refs = {REF.format(model=old): REF.format(model=new) for old, new in mapping.items()}

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref in refs:
                node["$ref"] = refs[ref]
            mapping_ = node.get("discriminator", {}).get("mapping") if isinstance(node.get("discriminator"), dict) else None
            if isinstance(mapping_, dict):
                for key, value in mapping_.items():
                    mapping_[key] = refs.get(value, value)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(document)
    schemas = document.get("components", {}).get("schemas", {})
    renamed: dict[str, Any] = {}
    for name, schema in schemas.items():
        new = mapping.get(name, name)
        if new != name:
            schema["title"] = new
        renamed[new] = schema
    schemas.clear()
    schemas.update(dict(sorted(renamed.items())))
