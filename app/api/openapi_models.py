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


class SimulationAction(RootModel[engine_actions.Action]):
    """One action, by `type` (design §7); applied in order. `legal_actions` lists actions of
    this same type, so a listed action is posted back as it is."""


class CostAnswer(BaseModel):
    """`compute_cost`: the total cost to cast the card now (CR 601.2f)."""

    mana: str = Field(description="The mana to pay, reductions applied.", examples=["{2}{R}"])
    additional: list[str] = Field(description="Costs other than mana, e.g. `{D}` (a land drop).", examples=[["{D}"]])
    mana_value: int = Field(description="The spell's mana value on the stack (X at its value).", examples=[3])


def _optional_not_null(schema: dict[str, Any]) -> None:
    """An optional field these answers leave out (never send as null) is documented without
    `null`: generated clients get `T | undefined` rather than `T | null | undefined`."""
    required = set(schema.get("required", []))
    for name, prop in schema.get("properties", {}).items():
        variants = prop.get("anyOf") if name not in required else None
        if isinstance(variants, list) and {"type": "null"} in variants and len(variants) == 2:
            del prop["anyOf"]
            prop.update(next(v for v in variants if v != {"type": "null"}))
            if prop.get("default", 0) is None:
                del prop["default"]


class _Omitted(BaseModel):
    """A part of an answer whose optional fields are left out when they don't apply."""

    model_config = ConfigDict(json_schema_extra=lambda schema, _: _optional_not_null(schema))


class XRange(_Omitted):
    """The values X may take (`legal_actions`): paying more X is never easier, so every value
    from `min` to `max` is legal."""

    min: int = Field(examples=[0])
    max: int = Field(examples=[3])


class DamageSourceOption(_Omitted):
    """A combat damage source whose division is a real choice (CR 510.1c-d, 702.19b): its power,
    who it may assign damage to and the lethal damage of each creature among them (what must be
    assigned to it before the next one gets any)."""

    source: str = Field(description="The attacking or blocking creature's id.", examples=["ogre"])
    power: int = Field(description="The damage it assigns.", examples=[5])
    recipients: list[str] = Field(description="Who it may assign damage to, in order.", examples=[["wall", "bob"]])
    lethal: dict[str, int] = Field(
        description="Creature recipient id -> the lethal damage for it.", examples=[{"wall": 2}]
    )


class LegalActionOptions(_Omitted):
    """The choices a listed action needs, described rather than enumerated (`legal_actions`).
    Which fields appear depends on the action: `targets`, `x` and `modes` for `cast` and
    `activate`; `color` for `tap_for_mana`; `attackers`, `banding` and `optional_costs` for
    `declare_attackers`; `blockers` for `declare_blockers`; `sources` for `assign_combat_damage`;
    `decision` for `resolve` (a library decision, for the player who makes it).
    The listed action already carries the first of each (the first target, the highest X, the
    first mode, the first colour), so it can be posted as it is."""

    targets: list[str] | None = Field(default=None, description="Every id the action may target (`choices.targets`).")
    x: XRange | None = Field(default=None, description="The values X may take (the action's `x`).")
    modes: list[int] | None = Field(default=None, description="The mode indexes that may be chosen (`choices.modes`).")
    color: list[str] | None = Field(
        default=None, description="The mana colours the ability may produce (`color`).", examples=[["R", "G"]]
    )
    attackers: dict[str, list[str]] | None = Field(
        default=None,
        description="Creature id -> what it may attack on its own (players, planeswalkers, battles).",
        examples=[{"ogre": ["bob"]}],
    )
    banding: list[str] | None = Field(default=None, description="The attackers with banding (CR 702.22c).")
    optional_costs: dict[str, str] | None = Field(
        default=None,
        description="Attacker id -> the cost its attack trigger lets you pay "
        "(`choices.pay_optional_cost` answers it in advance).",
    )
    blockers: dict[str, list[str]] | None = Field(
        default=None, description="Creature id -> the attackers it may block on its own.", examples=[{"wall": ["ogre"]}]
    )
    sources: list[DamageSourceOption] | None = Field(
        default=None, description="The sources whose damage division this player chooses (CR 510.1)."
    )
    decision: dict[str, Any] | None = Field(
        default=None, description="On `resolve`, for the player who makes it: the library decision the top of the "
        "stack asks as it resolves (a `LibraryChoice`: scry, surveil, look at the top, search), answered in the "
        "action's `choices`.",
    )
    # s19-multi
    targets_by_effect: list[list[str]] | None = Field(
        default=None,
        description="For a spell or ability with several targeted effects (\"Exile target creature. Exile up to one "
        "target instant or sorcery card from a graveyard.\"): each targeted effect's candidates, in order; "
        "`choices.targets` takes each effect's targets in that order (CR 601.2c, 115.3).",
    )


class LegalAction(_Omitted):
    """One action the player may take now (`legal_actions`), ready to post: `action` is a
    `SimulationAction`, the type the request's `actions` take."""

    action: SimulationAction = Field(description="The action object, as `actions` takes it.")
    cost: CostAnswer | None = Field(description="Its total cost (`compute_cost` form); null when none.")
    cites: list[str] = Field(description="The rules (and rulings) that make it legal now.")
    options: LegalActionOptions | None = Field(
        default=None,
        description="The choices it needs, described (targets, X range, modes, mana colours, "
        "attackers, blockers, damage divisions); absent when it needs none.",
    )


class NotLegalAction(BaseModel):
    """An action that is not legal now (`legal_actions` with `explain`), with why."""

    action: SimulationAction = Field(description="The action object that would be refused.")
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


# --- pending decisions ---------------------------------------------------------------------


class PriorityOptions(_Omitted):
    """Who holds priority sees the stack and who passed in succession (CR 117.3-117.4)."""

    stack: list[str] = Field(description="The stack's object ids, top first.")
    passed: list[str] = Field(description="The players who passed priority in succession, in order.")


class DeclareAttackersOptions(_Omitted):
    attackers: dict[str, list[str]] = Field(
        description="Creature id -> what it may attack on its own (CR 508.1).", examples=[{"ogre": ["bob"]}]
    )


class DeclareBlockersOptions(_Omitted):
    blockers: dict[str, list[str]] = Field(
        description="Creature id -> the attackers it may block on its own (CR 509.1).", examples=[{"wall": ["ogre"]}]
    )


class AssignCombatDamageOptions(_Omitted):
    sources: list[DamageSourceOption] = Field(description="The sources this player divides the damage of (CR 510.1).")


class DiscardOptions(_Omitted):
    count: int = Field(description="How many cards to discard (CR 514.1).", examples=[1])
    hand: list[str] = Field(description="The ids of the cards in hand; give the discarded ones as `choices.discard`.")


class _Choice(_Omitted):
    stack_object: str = Field(description="The id of the spell or ability on top of the stack that asks.")


class _PlayerChoice(_Choice):
    player: str | None = Field(default=None, description="Who chooses, when not the object's controller.")


class PayWardChoice(_Choice):
    """Ward (CR 702.21a): whether the targeting player pays the ward cost (`choices.pay_ward`)."""

    choice: Literal["pay_ward"]
    values: list[bool]
    cost: str | None = Field(description="The ward cost.", examples=["{2}"])


class PayUnlessChoice(_PlayerChoice):
    """s18-neoa: "Counter target spell [or ability] unless its controller pays {3}." (CR 118.12, 608.2d;
    rules/counter_unless.py): whether the controller of the spell or ability it would counter (`countering`)
    pays `cost` (`choices.pay_unless`; not paying is the default)."""

    choice: Literal["pay_unless"]
    values: list[bool]
    cost: str = Field(examples=["{3}"])
    countering: str = Field(description="The spell or ability countered unless the cost is paid.")


class PayOptionalCostChoice(_PlayerChoice):
    """ "You may pay" or "unless ... pays" (CR 118.12, 608.2d): `choices.pay_optional_cost`."""

    choice: Literal["pay_optional_cost"]
    values: list[bool]
    cost: str = Field(examples=["{D}"])


class ModesChoice(_Choice):
    """The mode of a modal triggered ability put on the stack without one (CR 700.2b): `choices.modes`."""

    choice: Literal["modes"]
    values: list[list[int]] = Field(description="Each possible `choices.modes` value.", examples=[[[0], [1]]])


class KeywordChoice(_Choice):
    """ "Gains your choice of ..." (CR 608.2d): `choices.keyword`."""

    choice: Literal["keyword"]
    values: list[str] = Field(examples=[["flying", "first_strike"]])


class CoinFlipChoice(_Choice):
    """A coin flip's outcome (CR 705.1), given by the request: `choices.coin_flip`."""

    choice: Literal["coin_flip"]
    values: list[Literal["won", "lost"]]


class DieRollChoice(_Choice):
    """A die's result (CR 706.1), given by the request: `choices.die_roll` (s17-afr)."""

    choice: Literal["die_roll"]
    values: list[int] = Field(description="Each possible result, 1 to the die's number of sides.")


class MutatePositionChoice(_PlayerChoice):
    """s21-mutate: a mutating creature spell merging with its target (CR 702.140c): its controller puts it over or under
    that creature: `choices.mutate_position` of the `resolve` action; default "over" (docs/oracle-s21-mutate.md)."""

    choice: Literal["mutate_position"]
    values: list[Literal["over", "under"]]
    permanent: str = Field(description="The creature it merges with (its target).")


class VentureChoice(_PlayerChoice):
    """s19-venture: venture into the dungeon (CR 701.49a-b; docs/oracle-s19-venture.md): "venture_dungeon", the
    dungeon a player in none enters (`choices.venture_dungeon`, one of `values`); "venture_room", the room their
    venture marker moves to when their room leads to several (`choices.venture_room`, one of `values`). Without an
    answer, `default` (the first of `values`) applies."""

    choice: Literal["venture_dungeon", "venture_room"]
    kind: Literal["venture_dungeon", "venture_room"]
    values: list[str] = Field(description="The dungeons (by name) or the rooms (by name) that may be chosen.",
                              examples=[["Lost Mine of Phandelver", "Dungeon of the Mad Mage", "Tomb of Annihilation"]])
    dungeon: str | None = Field(default=None, description="venture_room: the dungeon the player is in.")
    room: str | None = Field(default=None, description="venture_room: the room their venture marker is on.")
    default: str = Field(description="The answer that applies when none is given.")


class DiscardChoice(_PlayerChoice):  # s25-ncc: `player`, a conniving creature's controller
    """The card a player discards as the effect resolves (CR 701.9b-c): `choices.discard`."""

    choice: Literal["discard"]
    values: list[str] = Field(description="The ids of the cards that may be discarded.")
    random: bool = Field(description="Whether the discard is at random (the request still names the card).")
    discarding_player: str
    count: int | None = Field(default=None, description=(
        "s25-ncc: how many cards are discarded when more than one (connive N, CR 701.50e: `values` are the hand after "
        "the draws, the cards about to be drawn included)."))


class SacrificeChoice(_PlayerChoice):
    """ "Sacrifice a creature other than ~" (CR 701.21a): `choices.sacrifice`. s20-venture: `kind`
    "sacrifice_one_of_each", Oubliette's "Discard a card and sacrifice an artifact, a creature, and a land." (CR
    701.9b, 701.21a, 608.2d, 609.3): `choices.sacrifice` names `count` different permanents among `values`, each
    standing for a different type of `by_type`; `discard`: the cards of the hand, the one discarded first given with
    `choices.discard` (default: the last of them); without an answer, `default`."""

    choice: Literal["sacrifice"]
    values: list[str]
    kind: Literal["sacrifice_one_of_each"] | None = None  # s20-venture
    by_type: dict[str, list[str]] | None = Field(default=None, description=(
        "sacrifice_one_of_each: for each type, the permanents of it that may be sacrificed for it."))
    count: int | None = Field(default=None, description="sacrifice_one_of_each: how many permanents are sacrificed.")
    discard: list[str] | None = Field(default=None, description="sacrifice_one_of_each: the cards of the hand.")
    default: list[str] | None = Field(default=None, description="The answer that applies when none is given.")


class UntapChoice(_PlayerChoice):
    """Which permanents to untap, paying for each (Magnetic Mountain): `choices.untap`."""

    choice: Literal["untap"]
    values: list[str]
    cost: str = Field(examples=["{4} each"])


class DamageSourceChoice(_Choice):
    """ "A source of your choice" (CR 609.7a): `choices.damage_source`."""

    choice: Literal["damage_source"]
    values: list[str]


class TapOrUntapChoice(_Choice):
    """ "You may tap or untap target permanent" (CR 608.2d): `choices.tap_or_untap`."""

    choice: Literal["tap_or_untap"]
    values: list[Literal["tap", "untap", "neither"]]


class CommanderZoneChoice(_Omitted):
    """Commander (CR 903.9a): a commander was put into a graveyard or exile; its owner chooses whether
    to put it into the command zone, with `choices.commander_to_command_zone` on the next action
    (default: true). Asked before anything else; no object on the stack asks it."""

    kind: Literal["commander_zone"]
    choice: Literal["commander_to_command_zone"]
    cards: list[str] = Field(description="The commanders (card ids) the choice is about.", examples=[["cz"]])
    values: list[bool]
    default: bool = Field(description="What the next action does when it doesn't answer: return them.")
    cites: list[str] = Field(examples=[["CR 903.9a"]])


class LibraryChoice(_PlayerChoice):
    """A library decision as the effect resolves (design.md §10; docs/library-decisions.md), by
    `kind`: `scry` (`choices.scry`: `{"top", "bottom"}`), `surveil` (`choices.surveil`: `{"top",
    "graveyard"}`), `search_library` (`choices.search`: the cards found); "look at the top N" is a
    `ChosenChoice`. Without an answer, `default` applies."""

    choice: Literal["scry", "surveil", "search"]
    kind: Literal["scry", "surveil", "search_library"]
    cards: list[str] = Field(description="The cards looked at (scry, surveil), or the cards the search may find, "
                             "top of the library first.")
    eligible: list[str] | None = Field(default=None, description="The cards that may be found.")
    min: int | None = Field(default=None, description="How few cards must be found.")
    max: int | None = Field(default=None, description="How many cards may be found.")
    to: str | None = Field(default=None, description="Where the cards found go.", examples=["hand"])
    rest: str | None = Field(default=None, description="Where the other cards looked at go.")
    quality: list[str] | None = Field(default=None, description="What the search is for (any of them).")
    optional: bool | None = Field(default=None, description="\"You may search\": without an answer, no search.")
    players: list[str] | None = Field(default=None, description="s23-std: a search by other players (\"Each player "
                                      "searches their library ...\"): who searches; `choices.search` names each one's "
                                      "card among `eligible` (at most one each).")
    default: Any = Field(description="The answer that applies when none is given (null: no search).")


class ChosenChoice(_PlayerChoice):
    """A `choose` decision answered with `choices.chosen` (design.md §10), of the `kind` named:
    "copy": the creature a permanent spell enters as a copy of (Clone, CR 707.9; none: no copy;
    `values`); "look_at_top": the cards taken from those looked at (docs/library-decisions.md;
    `cards`, `eligible`, `min`, `max`, `to`, `rest`, `default`); "explore": whether the nonland card
    revealed goes to the graveyard (CR 701.44a; `cards`: that card; `[its id]` or `[]`, the default);
    "proliferate": the permanents and players given another counter of each kind (CR 701.34a;
    `cards`: the candidates' ids, `min`, `max`; default none; docs/oracle-kwc.md);
    "learn": the card learn takes (CR 701.48a; docs/oracle-s17-lm.md): a card of `hand` (discarded, then a card
    drawn) or a Lesson of `cards` (the player's sideboard; put into their hand), at most one; default none;
    "exile_from_hand" (s18-linked): the card of the revealed hand exiled until the source leaves the battlefield
    (Kitesail Freebooter, CR 608.2d, 610.3): one of `values` (`cards`: the whole hand); default: the last of them;
    "impulse_choose_one" (s19-impulse): the card of those exiled from the top of the library that may be played
    ("Choose one of them. Until end of turn, you may play that card.", CR 608.2d): one of `values`, the cards to be
    exiled, top first; default: the first;
    "cast_drawn_free" (s20-venture): Mad Wizard's Lair's "Draw three cards and reveal them. You may cast one of them
    without paying its mana cost." (CR 608.2g, 118.9): at most one of `values`, the cards to be drawn, top first
    (the spell's targets, modes and division are the same action's `choices.targets`, `modes`, `division`);
    default: none;
    "cast_free" (s25-mh): suspend's, cascade's and rebound's "you may cast it without paying its mana cost" (CR 702.62a,
    702.85a, 702.88a, 608.2d): `[the card]` (one of `values`) to cast it, with its targets and modes in the same
    action's `choices`; default `[]`: not cast;
    "put_back" (s29): "Draw three cards, then put two cards from your hand on top of your library in any order."
    (CR 401.4, 608.2d): exactly `min` (= `max`) of `cards` (the hand now and the cards the draw will take, top first),
    the first named ending on top; default: the last of them, the last on top."""

    choice: Literal["chosen"]
    kind: Literal["copy", "look_at_top", "explore", "proliferate", "learn",
                  "exile_from_hand",  # s18-linked
                  "impulse_choose_one",  # s19-impulse
                  "cast_drawn_free",  # s20-venture
                  "cast_free",  # s25-mh
                  "put_back"] = Field(  # s29
        description="What is chosen.", examples=["copy"])
    values: list[str] | None = Field(default=None, description=(
        "copy, exile_from_hand, impulse_choose_one, cast_drawn_free, cast_free: the ids that may be chosen."))
    cards: list[str] | None = Field(default=None, description=(
        "look_at_top: the cards looked at, top first; explore: the card revealed; proliferate: the permanents "
        "and players that may be chosen; put_back: the cards of the hand to choose from, with those to be drawn."))
    eligible: list[str] | None = Field(default=None, description="look_at_top: the cards that may be taken.")
    hand: list[str] | None = Field(default=None, description=(
        "learn: the cards of the player's hand that may be discarded to draw a card (s17-lm)."))
    min: int | None = Field(default=None, description="look_at_top: how few cards must be taken; put_back: how many.")
    max: int | None = Field(default=None, description="look_at_top: how many cards may be taken; put_back: how many.")
    to: str | None = Field(default=None, description="look_at_top, put_back: where the cards taken go.",
                           examples=["hand"])
    rest: str | None = Field(default=None, description="look_at_top: where the other cards go.",
                             examples=["bottom_random"])
    default: Any = Field(default=None, description="The answer that applies when none is given.")


class EntersChoice(_PlayerChoice):
    """A permanent spell that makes a choice as it enters (CR 614.12), on top of the stack: answered in the `resolve`
    action's `choices` field that `choice` names. "chosen_color" ("As ~ enters, choose a color", `kind` "color"),
    "chosen_creature_type" ("choose a creature type"), "chosen_card_name" ("choose a [nonland] card name", `kind`
    "card_name" / "nonland_card_name": `values` are suggested names, any card name the engine knows may be given;
    CR 201.3), "s31old_chosen_mode" (the Sieges' "choose Khans or Dragons", `kind` "mode": one of `values`)."""

    choice: Literal["chosen_color", "chosen_creature_type", "chosen_card_name", "s31old_chosen_mode"]
    kind: Literal["color", "creature_type", "card_name", "nonland_card_name", "mode"] = Field(
        description="What is chosen.", examples=["color"])
    values: list[str] = Field(description="The answers that may be given (card_name: suggestions).",
                              examples=[["W", "U", "B", "R", "G"]])
    default: str | None = Field(default=None, description="The answer that applies when none is given.")


RESOLUTION_CHOICES: tuple[type[_Omitted], ...] = (
    PayWardChoice,
    PayOptionalCostChoice,
    ModesChoice,
    KeywordChoice,
    CoinFlipChoice,
    DiscardChoice,
    SacrificeChoice,
    UntapChoice,
    DamageSourceChoice,
    TapOrUntapChoice,
    CommanderZoneChoice,
    LibraryChoice,
    ChosenChoice,
    DieRollChoice,  # s17-afr
    PayUnlessChoice,  # s18-neoa
    VentureChoice,  # s19-venture
    MutatePositionChoice,  # s21-mutate
    EntersChoice,  # s12-chosen, s31-mh, s31-old
)


class ResolutionChoice(RootModel[Annotated[Union[RESOLUTION_CHOICES], Field(discriminator="choice")]]):  # type: ignore[valid-type]  # noqa: UP007
    """The choice the top of the stack asks as it resolves, by `choice`: the name of the
    `choices` field that answers it, given with the action that resolves it."""


class _Decision(_Omitted):
    player: str = Field(description="The player who must act or decide.", examples=["alice"])


class PriorityDecision(_Decision):
    """The player with priority may act or pass (CR 117)."""

    decision: Literal["priority"]
    options: PriorityOptions


class DeclareAttackersDecision(_Decision):
    """The active player declares attackers (CR 508.1)."""

    decision: Literal["declare_attackers"]
    options: DeclareAttackersOptions


class DeclareBlockersDecision(_Decision):
    """The defending player declares blockers (CR 509.1)."""

    decision: Literal["declare_blockers"]
    options: DeclareBlockersOptions


class AssignCombatDamageDecision(_Decision):
    """A player divides combat damage (CR 510.1c-d); nobody has priority until it is dealt."""

    decision: Literal["assign_combat_damage"]
    options: AssignCombatDamageOptions


class ChooseDecision(_Decision):
    """A choice the top of the stack asks as it resolves (CR 608.2d), or a commander's owner's choice
    of zone (CR 903.9a, `options.kind: "commander_zone"`)."""

    decision: Literal["choose"]
    options: ResolutionChoice


class DiscardDecision(_Decision):
    """The cleanup step's discard to hand size is coming (CR 514.1)."""

    decision: Literal["discard"]
    options: DiscardOptions


DECISIONS: tuple[type[_Decision], ...] = (
    PriorityDecision,
    DeclareAttackersDecision,
    DeclareBlockersDecision,
    AssignCombatDamageDecision,
    ChooseDecision,
    DiscardDecision,
)


class PendingDecision(RootModel[Annotated[Union[DECISIONS], Field(discriminator="decision")]]):  # type: ignore[valid-type]  # noqa: UP007
    """Who must act or decide next, by `decision` (CR 117 priority, 508/509 declarations, 510
    damage division, a choice on resolution, the cleanup discard), with the options the rules
    allow for it."""


# --- the parts of the game state the engine keeps as it resolves ----------------------------


class CombatDamageAssignment(_Omitted):
    """A chosen division of one source's combat damage (`assign_combat_damage`), kept until the
    damage is dealt (CR 510.1c-d)."""

    source: str = Field(description="The attacking or blocking creature's id.")
    player: str = Field(description="The player who chose the division.")
    to: dict[str, int] = Field(description="Recipient id -> damage assigned to it.", examples=[{"wall": 2, "bob": 3}])


class DelayedActionChoice(_Omitted):
    action: str = Field(description="What the delayed trigger does (e.g. `sacrifice`).")
    objects: list[str]


class StackObjectChoices(_Omitted):
    """What was chosen or recorded for a spell or ability on the stack (CR 601.2, 602.2, 603.3):
    the answers it carries to its resolution. Only the fields that apply are present; post them
    back as they were answered."""

    model_config = ConfigDict(extra="allow")

    face: Literal["front", "back"] | None = Field(default=None, description="The face its source had (711).")
    modes: list[int] | None = Field(default=None, description="The chosen modes (CR 700.2).")
    x: int | None = Field(default=None, description="X as the trigger was put on the stack.")
    division: dict[str, int] | None = Field(default=None, description="Target id -> damage (CR 601.2d).")
    dealt_targets: list[str] | None = Field(default=None, description="The targets of this part of the effect.")
    target_counts: list[int] | None = Field(default=None, description="s20-trig2: how many of its targets are for "
                                            "each targeted effect, in order (the action's `choices.target_counts`, "
                                            "CR 601.2c).")
    keyword_trigger: str | None = Field(default=None, description="The keyword or rule whose trigger this is.")
    that_player: str | None = Field(default=None, description="The player a step trigger is about.")
    granted: dict[str, Any] | None = Field(
        default=None, description="The granted ability it resolves (a `StepTriggerAbility`)."
    )
    granted_triggered: dict[str, Any] | None = Field(
        default=None, description="s17-grant: the granted triggered ability it resolves (a `TriggeredAbility`)."
    )
    event: dict[str, Any] | None = Field(default=None, description="What the triggering event named.")
    delayed: DelayedActionChoice | None = Field(default=None, description="A delayed trigger's action (CR 603.7).")
    objects: list[str] | None = None
    spell: str | None = Field(default=None, description="The spell whose casting triggered it.")
    band: str | None = None
    band_members: list[str] | None = None
    blocker: str | None = Field(default=None, description="The blocking creature (flanking, CR 702.25a).")
    countering: str | None = Field(default=None, description="The spell or ability ward counters (CR 702.21a).")
    ward_cost: str | None = None
    payer: str | None = None
    pay_ward: bool | None = None
    pay_optional_cost: bool | None = None
    # Modern keywords (docs/keywords-modern.md).
    kicked: bool | None = Field(default=None, description="The spell's kicker cost was paid (CR 702.33b).")
    flashback: bool | None = Field(default=None, description="Cast with flashback: exiled as it leaves the stack "
                                   "(CR 702.34a).")
    offspring: bool | None = Field(default=None, description="The spell's offspring cost was paid (CR 702.175a).")
    gift: str | None = Field(default=None, description="The opponent promised the gift (CR 702.174a).")
    gift_kind: str | None = Field(default=None, description="What a gift trigger gives: card, food, tapped_fish, "
                                  "treasure (CR 702.174).")
    ninjutsu_defending: str | None = Field(default=None, description="A ninjutsu ability: what the returned creature "
                                           "was attacking, which the card will attack (CR 702.49c).")
    ninjutsu_defending_player: str | None = Field(default=None, description="A ninjutsu ability: the player whose "
                                                  "planeswalker or battle that was (CR 702.49c).")
    jump_start: bool | None = Field(default=None, description="A spell cast from a graveyard with jump-start: it "
                                    "is exiled as it leaves the stack (CR 702.133a).")
    aftermath: bool | None = Field(default=None, description="s24-hou: a split card's aftermath half cast from a "
                                   "graveyard: it is exiled as it leaves the stack (CR 702.127a).")
    escaped: bool | None = Field(default=None, description="A spell cast with escape from a graveyard: a "
                                 "permanent spell so cast escaped (CR 702.138a, 702.138c-d).")
    alternative_cost: str | None = Field(default=None, description="The alternative cost the spell was cast for "
                                         "(spectacle, ...; CR 118.9; the `cast` action's `alternative_cost`).")
    mana_spent: dict[str, int] | None = Field(default=None, description="The mana of each kind spent to cast the "
                                              "spell, kept when its card asks (adamant; CR 601.2h, 207.2c).")
    # s18-castfree (rules/copy_next_spell.py)
    copy_next_spell_spell: dict[str, Any] | None = Field(
        default=None, description="A \"copy your next instant or sorcery spell\" trigger: the spell as it was cast, "
        "copied as it resolves (CR 603.7, 707.10; as it last existed on the stack, 608.2h).")
    copy_next_spell_new_targets: bool | None = Field(
        default=None, description="That trigger's copy may have new targets (`choices.copy_targets`, CR 707.10c).")
    copy_next_spell_copies: int | None = Field(
        default=None, description="s35-fin: that trigger's number of copies (\"copy that spell twice\"; each copy's "
        "new targets in `choices.copies_targets`, CR 707.10, 707.10c).")
    is_copy: bool | None = Field(default=None, alias="copy", description="`copy`: a copy of a spell "
                                 "(rules/spell_copies.py): not cast, it ceases to exist as it leaves the stack (CR "
                                 "707.10, 707.10a).")
    pay_unless: bool | None = Field(default=None, description="s18-neoa: whether the cost of \"counter ... unless "
                                    "its controller pays\" was paid (CR 118.12).")
    # s18-neoa: what the permanent sacrificed as the spell's additional cost was (rules/sacrificed_amounts.py)
    sacrificed_power: int | None = Field(default=None, description="The power of the creature sacrificed to cast "
                                         "the spell (\"the sacrificed creature's power\"; CR 601.2h, 608.2h).")
    sacrificed_toughness: int | None = Field(default=None, description="Its toughness (\"the sacrificed creature's "
                                             "toughness\"; CR 601.2h, 608.2h).")
    that_spell_mana_value: int | None = Field(default=None, description="s29-stda: a cast trigger's \"that spell's "
                                              "mana value\": the mana value of the spell whose casting triggered it, "
                                              "as it was cast (CR 202.3, 601.2i, 608.2h).")
    sacrificed_mana_value: int | None = Field(default=None, description="Its mana value (\"the sacrificed "
                                              "permanent's mana value\"; CR 601.2h, 608.2h, 202.3).")
    # s19-granted (rules/granted_activated.py)
    granted_activated: dict[str, Any] | None = Field(
        default=None, description="s19-granted: the granted activated ability it was activated from (an "
        "`ActivatedAbility`; CR 613.1f, 113.7a), resolved even if the grant ended.")
    # s19-venture: a room ability (CR 309.4c; rules/venture.py)
    dungeon: str | None = Field(default=None, description="A room ability: its dungeon (CR 309.4c).")
    room: str | None = Field(default=None, description="A room ability: its room (CR 309.4c).")
    additional_by: str | None = Field(default=None, description="A room ability that triggered an additional time: "
                                      "the permanent whose ability made it (CR 603.2d).")
    # s24-emn: madness and emerge (rules/s24emn_madness.py, rules/s24emn_emerge.py)
    madness_card: str | None = Field(default=None, description="A madness trigger: the card exiled by its madness, "
                                     "which its owner may cast for its madness cost as it resolves (CR 702.35a).")
    emerge_sacrificed: str | None = Field(default=None, description="A spell cast with emerge: the creature sacrificed "
                                          "to pay its emerge cost (CR 702.119a).")
    # s24-mh1: cascade's trigger and a spell cast with suspend (rules/s24mh1_cascade.py, rules/s24mh1_suspend.py)
    cascade_mana_value: int | None = Field(default=None, description="s24-mh1: a cascade trigger: the mana value of "
                                           "the spell as it was cast (\"this spell's mana value\"; CR 702.85a, 608.2h).")
    s24mh1_suspend_haste: str | None = Field(default=None, description="s24-mh1: a creature spell cast with suspend: "
                                             "the player who cast it; the permanent gains haste while they control "
                                             "it (CR 702.62a).")
    # s25-ncc: casualty's trigger (rules/s25ncc_casualty.py)
    casualty_spell: dict[str, Any] | None = Field(default=None, description="s25-ncc: a casualty trigger: the spell "
                                                  "as it was cast (a stack object), copied as it resolves even if it "
                                                  "left the stack (CR 702.153a, 608.2h).")
    s31old_mode: str | None = Field(default=None, description="s31-old: a triggered ability of a Siege: the mode its "
                                    "source had chosen as it entered, kept if the source leaves (CR 614.12, 603.10a).")
    additional_cost_paid: bool | None = Field(default=None, description="A spell whose optional additional cost was "
                                              "paid as it was cast (\"you may sacrifice ...\"; casualty, CR 702.153a; "
                                              "CR 601.2b, 118.8).")


# --- named unions (one component each: clients get one type, ReDoc a named "one of") -------


class GameEvent(RootModel[GAME_EVENT]):
    """One event of the resolution, by `type` (every change of state is an event; each carries
    the `cites` behind it)."""


class SimulationCitation(RootModel[Citation]):
    """A cited ruling (`object: "ruling"`) or Comprehensive Rules number (`object: "rule"`)."""


class SimulationQueryAnswer(RootModel[QueryAnswer]):
    """The answer to a query action, by `type`."""


# --- import jobs ---------------------------------------------------------------------------


class ImportProgress(BaseModel):
    """Where a running import is: phase, file, records, bytes done of bytes total, rate, ETA."""

    model_config = ConfigDict(extra="allow")

    phase: str | None = Field(
        default=None, description="`queued`, `starting`, `cards`, `rulings`, ... `warming` (written, waiting for every replica to warm the new data), `done`; absent when none was reached.",
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
    PendingDecision, ResolutionChoice, StackObjectChoices, CombatDamageAssignment,
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
