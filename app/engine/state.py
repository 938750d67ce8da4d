"""The game state (design.md §6), as pydantic models.

Conventions:
- A card is a `CardRef`: a card name looked up in the catalog, or an inline `CardDefinition`.
- `library` lists the top card first, `graveyard` the most recent last, and `stack` the top
  object first (like the library).
- Every player and permanent field but the ids has a default. A permanent or stack object
  without `controller` is controlled by the active player; without `owner`, owned by its
  controller.
- `characteristics` and `summoning_sick` are outputs: computed by the engine for every
  battlefield and stack object in a returned state, ignored (never trusted) on input.

Visibility (`viewer` of `resolve`): with `viewer=None` (the judge's view) everything is visible.
With a viewer, a face-down permanent or spell controlled by another player is returned with
`card: null`, no `back_face_card`, and only its face-down characteristics (CR 708.5).
"""

from __future__ import annotations

import marshal
from collections.abc import Callable
from typing import Annotated, Any, Literal, TypeVar, cast

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    StrictInt,
    Tag,
    ValidationInfo,
    ValidatorFunctionWrapHandler,
    WrapValidator,
    field_validator,
    model_validator,
)
from typing_extensions import TypedDict  # pydantic validates TypedDicts from typing_extensions before Python 3.12

from app.engine.cards import ActivatedAbility, CardDefinition, CardFace, EmblemAbility, ManaAbility, TriggeredAbility
from app.engine.dungeons import MAX_ROOM_NAME, DungeonName, room_of
from app.engine.enums import Color, DayNight, Face, StackObjectKind, Step
from app.engine.fields import Flag, Int, NonNegative, empty_dict, empty_list, when_empty, when_none, when_zero
from app.engine.keywords import KeywordText, is_player_keyword
from app.engine.mana import MalformedManaCost, parse_mana_cost  # s27-older

_INLINE = (dict, CardDefinition)  # a constant tuple: `dict | CardDefinition` would build a union at every call


def _card_ref_tag(value: Any) -> str:
    # called for every card reference validated or printed
    return "inline_definition" if isinstance(value, _INLINE) else "card_name"


class DefinitionMemo:
    """Card definitions given as data, each validated once per process and content: keyed by its
    marshal bytes (the same exact values and types, 1, 1.0 and True or a list and a tuple told
    apart, validate alike), the `CardDefinition` shared as a stored card's is (the engine never
    changes one). Bounded by bytes, keys included (they are a client's data, issue 14): past the
    bound it is emptied and fills again. Only valid definitions are kept.

    No lock (the engine starts no threads and imports no threading): the server's simulation
    threads share it, each dict operation is atomic, and a race between two threads can at worst
    miscount one entry each, so the bound holds within one entry per thread (requests' sizes are
    bounded before validation)."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._entries: dict[bytes, CardDefinition] = {}
        # By id: each kept definition and the facts rules derived from it (`facts_of`).
        self._facts: dict[int, tuple[CardDefinition, dict[str, Any]]] = {}
        self._bytes = 0

    def parse(self, definition: Any, validate: Callable[[Any], CardDefinition]) -> CardDefinition:
        """`validate(definition)`, or what it returned before for the same content."""
        try:
            key = marshal.dumps(definition)
        except ValueError:  # not plain data (an enum member, say): validated as it is
            return validate(definition)
        found = self._entries.get(key)
        if found is not None:
            return found
        parsed = validate(definition)
        # the key and the model's objects, roughly a few times the key's bytes, and its facts
        cost = 4 * len(key) + 1024
        if self._bytes + cost > self.max_bytes:
            self._entries.clear()
            self._facts.clear()
            self._bytes = 0
        if cost <= self.max_bytes and self._entries.setdefault(key, parsed) is parsed:
            self._facts[id(parsed)] = (parsed, {})
            self._bytes += cost
        return parsed

    def facts_of(self, definition: CardDefinition) -> dict[str, Any] | None:
        """Where rules may keep what they derive from `definition` alone (which kinds of ability it
        has, say) if it is one this memo keeps: the same object is then met again in later
        requests, and the facts live exactly as long as it is kept (within the byte bound). None
        for any other definition."""
        found = self._facts.get(id(definition))
        return found[1] if found is not None and found[0] is definition else None

    def fact(self, definition: CardDefinition, name: str, derive: Callable[[CardDefinition], Any]) -> Any:
        """`derive(definition)` (a pure function of it), kept under `name` with the definition
        while this memo keeps it (`facts_of`), else derived each time."""
        facts = self.facts_of(definition)
        if facts is None:
            return derive(definition)
        found = facts.get(name)
        if found is None:
            found = facts[name] = derive(definition)
        return found

    def held_bytes(self) -> int:
        return self._bytes


# Inline definitions in requests (validated with the request's context: keywords from the CR 702
# vocabulary only): the same deck's cards, posted again and again, are validated once.
INLINE_DEFINITION_MEMO = DefinitionMemo(8 * 1024 * 1024)

# The validation context's key for a request's inline definitions already met, by id (see
# `_shared_inline`): `parse_request` puts a new dict there for each request.
INLINE_DEFINITIONS = "inline_definitions"


def _shared_inline(value: Any, handler: ValidatorFunctionWrapHandler, info: ValidationInfo) -> Any:
    """An inline definition the same as one met before (the same text: a request names a card
    inline wherever it is, often many times, and a client posts the same cards again) is that
    one's `CardDefinition` (`INLINE_DEFINITION_MEMO`), validated once. A definition that fails is
    validated again wherever it is, so each place gets its errors."""
    seen = info.context.get(INLINE_DEFINITIONS) if info.context is not None else None
    if seen is None or type(value) is not dict:
        return handler(value)
    # The same dict again (a Python caller's shared definition): known by its id, which stays
    # its own while the input is validated (the caller holds it).
    found = seen.get(id(value))
    if found is None:
        found = seen[id(value)] = INLINE_DEFINITION_MEMO.parse(value, handler)
    return found


# Tags are stripped from error paths by the validator (see validation.py).
CARD_REF_TAGS = ("card_name", "inline_definition")
CardRef = Annotated[
    Annotated[str, Tag("card_name")]
    | Annotated[CardDefinition, WrapValidator(_shared_inline), Tag("inline_definition")],
    Discriminator(_card_ref_tag),
]


class _Model(BaseModel):
    # defer_build, as app/engine/cards.py's _Model: a validator is built on first use, not at import.
    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)


def set_field(model: BaseModel, name: str, value: Any) -> None:
    """`setattr(model, name, value)` for a field of a model that doesn't validate assignments,
    done as pydantic does it (the instance's dict and its set fields) without its two Python
    calls: for what is set on every object of a request (defaults, computed outputs)."""
    model.__dict__[name] = value
    model.__pydantic_fields_set__.add(name)


M = TypeVar("M", bound=BaseModel)
_TEMPLATES: dict[type[BaseModel], tuple[dict[str, Any], tuple[tuple[str, Callable[[], Any]], ...]]] = {}
# Per model and names given (in the order given): the factories of the fields not given, decided
# once (the engine builds the same kinds of object with the same names again and again).
_Plan = tuple[dict[str, Any], tuple[str, ...], tuple[str, ...], tuple[tuple[str, Callable[[], Any]], ...], bool]
_PLANS: dict[tuple[type[BaseModel], tuple[str, ...]], _Plan] = {}
_new_object = object.__new__  # a model class defines no `__new__` of its own: the instance itself
_set_slot = object.__setattr__  # bound once: `object.__setattr__` looks `__setattr__` up on `object` each time


def constructed(cls: type[M], **values: Any) -> M:
    """`cls(**values)` for values that are already what validation would make of them (the
    engine's own: ids, cards and players from the validated state, fresh lists): the same object,
    without validating each field. For models with no validator, made as the engine plays
    (a permanent entering, a spell cast, an ability put on the stack); every field not given
    gets its default (a fresh one from its factory), the given ones are its set fields, and the
    instance dict is in field order, as validation leaves it (tests/unit/test_constructed.py)."""
    plan = _PLANS.get((cls, tuple(values)))
    if plan is None:
        plan = _plan(cls, tuple(values))
    fields = plan[0].copy()
    fields.update(values)
    if plan[4]:  # some field left out has a factory (else: no loop to start)
        # `list` and `dict` factories: a fresh one for each such field, made in C (`iter(list, None)` calls
        # `list()` for each item `zip` asks of it, and `zip` stops at the names' end)
        fields.update(zip(plan[1], iter(list, None), strict=False))
        fields.update(zip(plan[2], iter(dict, None), strict=False))
        for name, factory in plan[3]:
            fields[name] = factory()
    # `instance_of(cls, fields, set(values))`, inlined (every object the engine makes)
    obj: M = _new_object(cls)
    _set_slot(obj, "__dict__", fields)
    _set_slot(obj, "__pydantic_fields_set__", set(values))
    _set_slot(obj, "__pydantic_extra__", None)
    _set_slot(obj, "__pydantic_private__", None)
    return obj


def _plan(cls: type[M], names: tuple[str, ...]) -> _Plan:
    """The defaults of `cls` (in field order) and the fields `names` leaves out that have a factory:
    those made by `list`, those made by `dict`, and the others with their factories."""
    template = _TEMPLATES.get(cls)
    if template is None:
        defaults: dict[str, Any] = {}
        factories: list[tuple[str, Callable[[], Any]]] = []
        for name, info in cls.model_fields.items():
            defaults[name] = None
            if info.default_factory is not None:
                factories.append((name, cast(Callable[[], Any], info.default_factory)))
            else:
                defaults[name] = info.default
        template = _TEMPLATES[cls] = (defaults, tuple(factories))
    left_out = [(name, factory) for name, factory in template[1] if name not in names]
    plan = (template[0], tuple(name for name, factory in left_out if factory is list),
            tuple(name for name, factory in left_out if factory is dict),
            tuple((name, factory) for name, factory in left_out if factory is not list and factory is not dict),
            bool(left_out))
    if len(_PLANS) < 1024:  # the engine's own calls: a few dozen (model, names) pairs
        _PLANS[(cls, names)] = plan
    return plan


def instance_of(cls: type[M], fields: dict[str, Any], fields_set: set[str]) -> M:
    """An instance of `cls` (a model without extras or private attributes) whose instance dict
    is `fields` and whose set fields are `fields_set`, as `model_construct` makes it, without
    its per-field loop: for values already valid and complete."""
    obj: M = _new_object(cls)
    _set_slot(obj, "__dict__", fields)
    _set_slot(obj, "__pydantic_fields_set__", fields_set)
    _set_slot(obj, "__pydantic_extra__", None)
    _set_slot(obj, "__pydantic_private__", None)
    return obj


class Characteristics(_Model):
    """What an object is right now, with every effect applied (design.md §6)."""

    name: str | None = None
    mana_cost: str | None = None
    mana_value: Int = 0
    colors: list[str] = empty_list()
    types: list[str] = empty_list()
    supertypes: list[str] = empty_list()
    subtypes: list[str] = empty_list()
    power: Int | None = None
    toughness: Int | None = None
    keywords: list[str] = empty_list()


class ManaPool(_Model):
    W: NonNegative = 0
    U: NonNegative = 0
    B: NonNegative = 0
    R: NonNegative = 0
    G: NonNegative = 0
    C: NonNegative = 0

    def amounts(self) -> dict[str, int]:
        return {"W": self.W, "U": self.U, "B": self.B, "R": self.R, "G": self.G, "C": self.C}

    def total(self) -> int:
        return self.W + self.U + self.B + self.R + self.G + self.C


def _s19neob_subtype_restriction(value: str) -> str:
    """s19-neob: "subtype_spells:<Subtype>[|<Subtype>...]" (at most four subtypes, each a capitalised word)."""
    kind, _, subtypes = value.partition(":")
    names = subtypes.split("|")
    if kind not in ("subtype_spells", "creature_subtype_spells",
                    "creature_subtype_spells_or_abilities",  # s22-neob
                    "subtype_spells_or_abilities",  # s30-stdb: "... or to activate an ability of a Cleric, ..."
                    ) or not 1 <= len(names) <= 4 or not all(
            name[:1].isupper() and name.replace("-", "").replace("'", "").replace(" ", "").isalpha() for name in names):
        raise ValueError("a restriction is 'creature_spells', 'instant_or_sorcery_spells', "
                         "'subtype_spells:<Subtype>[|<Subtype>]', 'creature_subtype_spells:<Subtype>' or "
                         "'creature_subtype_spells_or_abilities:<Subtype>' or 'subtype_spells_or_abilities:<Subtype>[|...]'")
    return value


class RestrictedMana(_Model):
    """Mana in a player's pool that may be spent only on what `only` names (CR 106.6; rules/
    restricted_mana.py): "creature_spells" ("Spend this mana only to cast a creature spell"),
    "instant_or_sorcery_spells" ("... to cast an instant or sorcery spell")."""

    color: Literal["W", "U", "B", "R", "G", "C"]
    amount: Int = Field(ge=1)
    # s19-neob: or "subtype_spells:Pilot|Vehicle" ("... to cast a Pilot or Vehicle spell": a spell with one of
    # those subtypes), "creature_subtype_spells:Merfolk" ("... a creature spell of the chosen type"; rules/
    # restricted_mana.py)
    # s20-m20: "artifact_spells_or_abilities" ("... to cast artifact spells or activate abilities of artifacts")
    # s21-neoa: "abilities_or_artifact_spells" ("... to activate an ability or cast an artifact spell")
    # s22-neob: "creature_subtype_spells_or_abilities:Ninja" ("... a creature spell of the chosen type or activate an
    # ability of a creature or creature card of the chosen type")
    only: Literal["creature_spells", "instant_or_sorcery_spells",
                  "artifact_spells_or_abilities",
                  "abilities_or_artifact_spells",
                  "abilities",  # s32-r2wd: "... only to activate abilities" (CR 602.2b)
                  "kicked_spells",  # s30-stda: "... only to cast kicked spells" (CR 702.33d)
                  "creature_spells_or_abilities"] | Annotated[  # s30-stda: "... or activate abilities of creatures"
        str, Field(max_length=200), AfterValidator(lambda value: _s19neob_subtype_restriction(value))]


class ZoneCard(_Model):
    """A card in a hand, library, graveyard or exile."""

    id: str = Field(min_length=1)
    card: CardRef
    # In exile: exiled by its own Adventure's resolution, so its owner may cast its creature from
    # there (CR 715.3d; rules/layouts.py). Left out of answers when false.
    on_adventure: Flag = Field(default=False, exclude_if=when_empty)
    # s24-mh1: the time counters on a card in exile (CR 122.1, 702.62a: suspend's "exile it with N time counters on it";
    # rules/s24mh1_suspend.py). Only a card in exile has them (validation.py refuses one elsewhere). Left out when None.
    time_counters: Annotated[Int, Field(ge=1, le=100)] | None = Field(default=None, exclude_if=when_none)
    # s25-khc: a foretold card in exile (CR 702.143a): the turn it was foretold; its owner may cast it for its foretell
    # cost from a later turn on (rules/s25khc_foretell.py). Only a card in exile (validation.py). Left out when None.
    foretold_turn: Annotated[Int, Field(ge=1, le=1_000_000)] | None = Field(default=None, exclude_if=when_none)
    # s27-otja: a plotted card in exile (CR 702.170a, 702.170d): the turn it became plotted; its owner may cast it without
    # paying its mana cost from a later turn on (rules/s27otja_plot.py). Only a card in exile (validation.py).
    plotted_turn: Annotated[Int, Field(ge=1, le=1_000_000)] | None = Field(default=None, exclude_if=when_none)
    # s26-tsp: a card exiled face down by hideaway (CR 702.75a, 406.3: its owner's hideaway permanent's controller may
    # look at it; rules/library.py). Only a card in exile (validation.py). Left out when false.
    exiled_face_down: Flag = Field(default=False, exclude_if=when_empty)


class MergedBackFace(_Model):
    """A card that became a permanent's back face (Werewhat). `face` is the face chosen when the
    exiled card is itself double-faced (the other face is treated as nonexistent)."""

    id: str = Field(min_length=1)
    card: CardRef
    face: Face | None = None


class MergedCard(_Model):
    """s21-mutate: a card merged with a permanent by a mutating creature spell (CR 702.140c, 727.2; rules/s21mutate_mutate.py):
    its id (the spell's) and its card."""

    id: str = Field(min_length=1, max_length=200)
    card: CardRef


class PowerToughnessEffect(_Model):
    """A continuous +N/+N effect on a permanent (CR 613.4c), e.g. from Flavor Disaster."""

    source: str | None = None
    power: Int = 0
    toughness: Int = 0
    # "end_of_combat": CR 511.3. "while_source_tapped": "for as long as <source> remains tapped" (CR 611.2b;
    # rules/while_tapped.py). "until_next_upkeep": "until your next upkeep" of `until_upkeep_of`
    # (rules/until_next_upkeep.py).
    # "indefinitely" (s13-bite): an effect without a duration, as "exchange control" (CR 701.12a, 611.2a)
    duration: Literal["end_of_turn", "end_of_combat", "while_source_tapped", "until_next_upkeep",
                      "indefinitely",
                      "until_your_next_turn",  # s15-spells: as `until_turn_of`'s next turn begins
                      # s18-linked: "for as long as you control ~" / "for as long as ~ remains on the battlefield"
                      # (CR 611.2b; rules/while_source.py): `source_controller` is the "you"
                      "while_you_control_source", "while_source_on_battlefield"] = "end_of_turn"
    until_upkeep_of: str | None = Field(default=None, exclude_if=when_none)
    until_turn_of: str | None = Field(default=None, exclude_if=when_none)  # s15-spells (rules/until_your_next_turn.py)
    # Keywords it grants (layer 6, CR 613.1f: "gains flying until end of turn"); left out when none.
    keywords: list[KeywordText] = Field(default_factory=list, exclude_if=when_empty)
    # The fields below are left out when unused (rules/until_end_of_turn.py):
    # keywords it removes ("loses flying until end of turn", layer 6, CR 613.1f);
    lost_keywords: list[KeywordText] = Field(default_factory=list, exclude_if=when_empty)
    # "can't be blocked this turn" (CR 509.1b); "can't be regenerated this turn" (CR 701.19c);
    cant_be_blocked: Flag = Field(default=False, exclude_if=when_empty)
    # s27-std: "... except by creatures with haste" (CR 509.1b): with `cant_be_blocked`, the blocker qualities of
    # rules/evasion.py that let a creature block it anyway
    cant_be_blocked_except_by: list[Annotated[str, Field(min_length=1, max_length=40)]] = Field(
        default_factory=list, max_length=2, exclude_if=when_empty)
    # "can't block this turn" (CR 509.1a; rules/cant_block_this_turn.py)
    cant_block: Flag = Field(default=False, exclude_if=when_empty)
    cant_be_regenerated: Flag = Field(default=False, exclude_if=when_empty)
    # types and subtypes it adds (layer 4, CR 613.1d: "becomes an artifact creature ... It's still a land.");
    added_types: list[str] = Field(default_factory=list, exclude_if=when_empty)
    added_subtypes: list[str] = Field(default_factory=list, exclude_if=when_empty)
    # base power and toughness it sets (layer 7b, CR 613.4b: "has base power and toughness 0/2").
    base_power: Int | None = Field(default=None, exclude_if=when_none)
    base_toughness: Int | None = Field(default=None, exclude_if=when_none)
    # "can't be blocked by creatures with power 2 or less [3 or greater] this turn" (CR 509.1b;
    # rules/evasion_this_turn.py): the most [least] power of a creature that can't block it.
    cant_be_blocked_by_power_at_most: NonNegative | None = Field(default=None, exclude_if=when_none)
    cant_be_blocked_by_power_at_least: NonNegative | None = Field(default=None, exclude_if=when_none)
    # s22-afr: "can't be blocked by Walls this turn" (CR 509.1b, 205.3): creatures of these creature types can't block it
    cant_be_blocked_by_subtypes: list[Annotated[str, Field(pattern=r"^[A-Z][A-Za-z'-]{0,40}$")]] = Field(
        default_factory=list, max_length=4, exclude_if=when_empty)
    # s13-bite: "Gain control of target creature until end of turn." (layer 2, CR 613.1b; rules/control.py,
    # rules/gain_control.py): the player who controls the permanent while this effect lasts.
    controller: str | None = Field(default=None, min_length=1, exclude_if=when_none)
    # s17-afr: "becomes a 3/4 white Dragon creature ... It's still a land." (layer 5, CR 613.1e, 105.3): the
    # colors it sets, in place of the permanent's others (rules/animated_lands.py); left out when none
    colors: list[Color] = Field(default_factory=list, exclude_if=when_empty)
    # s29-core: "That creature is a black Zombie in addition to its other colors and types." (layer 5, CR 613.1e, 105.3):
    # the colors it adds to the permanent's others (rules/animated_lands.py); left out when none
    added_colors: list[Color] = Field(default_factory=list, exclude_if=when_empty)
    # s17-linked: "loses all abilities until end of turn" (layer 6, CR 613.1f; rules/lose_all_abilities.py)
    lost_all_abilities: Flag = Field(default=False, exclude_if=when_empty)
    # s18-linked (rules/while_source.py): the player who must keep controlling `source` ("for as long as you
    # control ~", CR 611.2b), and "doesn't untap during its controller's untap step" while it lasts (CR 502.3)
    source_controller: str | None = Field(default=None, min_length=1, max_length=200, exclude_if=when_none)
    doesnt_untap: Flag = Field(default=False, exclude_if=when_empty)
    # s20-venture: "can't attack until your next turn" (Twisted Caverns; CR 508.1c, rules/s20venture_rooms.py)
    cant_attack: Flag = Field(default=False, exclude_if=when_empty)
    # s21-szn: "can attack this turn as though it didn't have defender" (CR 702.3b; rules/s21szn_despite_defender.py)
    attacks_despite_defender: Flag = Field(default=False, exclude_if=when_empty)
    # s18-quoted: "gains "When ~ dies, ..." until end of turn" (layer 6, CR 613.1f; rules/granted_until_end_of_turn.py):
    # the triggered abilities it grants (at most a few: one per resolved effect)
    granted_triggered: list[TriggeredAbility] = Field(default_factory=list, max_length=8, exclude_if=when_empty)
    # s19-granted: 'gain "{T}: ..." until end of turn' (layer 6, CR 613.1f; rules/granted_activated.py): the activated
    # and mana abilities it grants, numbered after the permanent's own and its static grants
    granted_activated: list[Annotated[ActivatedAbility | ManaAbility, Field(discriminator="kind")]] = Field(
        default_factory=list, max_length=8, exclude_if=when_empty)
    # s20-combat: a blocking requirement until end of turn (CR 509.1c; rules/s20combat_requirements.py): "blocks" (it
    # blocks if able), "blocks_source" (it blocks `source` if able), "must_be_blocked", "lure" (all creatures able to
    # block it do so)
    block_requirement: Literal["blocks", "blocks_source", "must_be_blocked", "lure"] | None = Field(
        default=None, exclude_if=when_none)
    # s23-c13: "Target creature attacks this turn if able." (CR 508.1d; rules/s23c13_attack_requirement.py)
    attack_requirement: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s26-tsp: goaded by this player (CR 701.15a-b; rules/s26tsp_goad.py): with `attack_requirement` until their next turn;
    # the creature attacks a player other than them if able
    goaded_by: str | None = Field(default=None, min_length=1, max_length=200, exclude_if=when_none)
    # s28-core: "attacks you this turn if able" (CR 508.1d; rules/s28core_attacks_you.py): with `attack_requirement`, the
    # player it attacks if able (not a planeswalker or battle of theirs)
    must_attack_player: str | None = Field(default=None, min_length=1, max_length=200, exclude_if=when_none)
    # s26-std: "becomes a blue Serpent with base power and toughness 4/4" (CR 205.1a; rules/base_power_toughness.py):
    # `added_subtypes` replace its creature types (layer 4, 613.1d)
    replaces_creature_types: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s33-dsk: "It's an enchantment." (layer 4, CR 613.1d, 205.1a; rules/base_power_toughness.py): the card types it has
    # in place of its others, its subtypes of the types it loses gone; left out when none
    set_types: list[Literal["Artifact", "Enchantment", "Land"]] = Field(default_factory=list, max_length=1,
                                                                         exclude_if=when_empty)
    # s33-dsk: its impending cost was paid (CR 702.176a; rules/s33dsk_impending.py): it isn't a creature while it has a
    # time counter on it (layer 4, 613.1d; rules/base_power_toughness.py)
    impending: Flag = Field(default=False, exclude_if=lambda value: not value)

    def other_values(self) -> tuple[object, ...]:
        """What it sets besides +N/+N and gained keywords (for reusing computed characteristics)."""
        return (tuple(self.lost_keywords), tuple(self.added_types), tuple(self.added_subtypes), self.base_power,
                self.base_toughness, self.duration, tuple(self.colors), self.lost_all_abilities,
                self.replaces_creature_types, tuple(self.set_types), self.impending)


class ColorEffect(_Model):
    """"<Object> becomes <color>" from a resolved spell or ability (layer 5, CR 613.1e, 105.3): it
    lasts as long as the object stays in its zone (CR 611.2a, 400.7), and follows a permanent spell
    onto the battlefield (400.7a). Later effects win (timestamp order, CR 613.7): the last in the
    list applies."""

    source: str | None = None
    colors: list[Color] = empty_list()


class Permanent(_Model):
    id: str = Field(min_length=1)
    card: CardRef | None = None  # required on input; null only for hidden objects in output
    controller: str | None = None
    owner: str | None = None
    tapped: Flag = False
    controlled_since_turn: NonNegative = 0
    transformed: Flag = False
    face_down: Flag = False
    counters: dict[str, NonNegative] = empty_dict()
    damage: NonNegative = 0
    back_face_card: MergedBackFace | None = None
    is_token: Flag = False
    effects: list[PowerToughnessEffect] = empty_list()
    x: NonNegative = 0  # the spell's X it entered with, for enters abilities (CR 107.3m)
    # The permanent an Aura enchants (CR 303.4: rules/auras.py); left out of answers when None.
    attached_to: str | None = Field(default=None, min_length=1, exclude_if=when_none)
    # A Class's level (CR 716): absent for any other permanent, and a Class without it is level 1
    # (716.3: it enters at level 1); rules/class_levels.py. Not a counter (CR 716.2a).
    class_level: Annotated[StrictInt, Field(ge=1)] | None = Field(default=None, exclude_if=when_none)
    # Regeneration shields from resolved "regenerate" effects, used up or ended this turn (CR 701.19a).
    regeneration_shields: NonNegative = Field(default=0, exclude_if=when_zero)
    # "As ~ enters, choose an opponent" (CR 614.12): the player chosen; left out of answers when None.
    chosen_player: str | None = Field(default=None, min_length=1, exclude_if=when_none)
    # "As ~ enters, choose a color / a creature type" (CR 614.12, 607.2a; rules/chosen.py): the color
    # ("W" ... "G") and the creature type (CR 205.3m) chosen; left out of answers when None.
    chosen_color: Literal["W", "U", "B", "R", "G"] | None = Field(default=None, exclude_if=when_none)
    chosen_creature_type: str | None = Field(default=None, min_length=1, max_length=40, exclude_if=when_none)
    # s31-mh: "As ~ enters, choose a [nonland] card name." (CR 614.12, 201.3; rules/s31mh_chosen_name.py): the name
    # chosen; left out of answers when None.
    chosen_name: str | None = Field(default=None, min_length=1, max_length=150, exclude_if=when_none)
    # s31-old: "As ~ enters, choose Khans or Dragons." (CR 614.12, 607.2a; rules/s31old_choose_mode.py): the mode chosen,
    # whose abilities the permanent has; left out of answers when None.
    s31old_chosen_mode: str | None = Field(default=None, pattern=r"^[A-Z][a-z]+$", max_length=40, exclude_if=when_none)
    # This turn, the sources with a "whenever a creature dealt damage by this creature this turn dies"
    # ability that dealt it damage (rules/damage_triggers.py); emptied in the cleanup step. Left out when empty.
    damaged_by: list[str] = Field(default_factory=list, exclude_if=when_empty)
    # The turn during which it can't attack (Wall of Dust: "during its controller's next turn", CR 508.1c).
    cant_attack_on_turn: NonNegative | None = Field(default=None, exclude_if=when_none)
    # How many times each of its activated abilities (by index, as a string) was activated this
    # turn, for "Activate no more than twice each turn" (CR 602.5b); reset as a turn begins.
    activations_this_turn: dict[str, NonNegative] = Field(default_factory=dict, exclude_if=when_empty)
    # s13-riders2: the indexes (as strings) of its "Activate only once" abilities already activated
    # (CR 602.5b; rules/activation_limits.py); never reset: a new object starts afresh (CR 400.7).
    activated_once: list[str] = Field(default_factory=list, exclude_if=when_empty)
    # "It can't be regenerated this turn." (CR 701.19c) and "if it would die this turn, exile it
    # instead" (CR 614.1a), until the cleanup step (514.2): rules/cant_be_regenerated.py.
    cant_be_regenerated: Flag = Field(default=False, exclude_if=when_empty)
    exiled_if_it_would_die: Flag = Field(default=False, exclude_if=when_empty)
    # s25-mh: unearth's "If it would leave the battlefield, exile it instead of putting it anywhere else." (CR 702.84a,
    # 614.1a), for as long as this object is on the battlefield (rules/s25mh_unearth.py)
    exiled_if_it_would_leave: Flag = Field(default=False, exclude_if=when_empty)
    # Whether it was dealt damage this turn (CR 120.1; rules/dealt_damage_this_turn.py), besides the
    # damage marked on it; false again in the cleanup step (514.2). Left out of answers when false.
    dealt_damage_this_turn: Flag = Field(default=False, exclude_if=when_empty)
    # The player in whose next untap step it doesn't untap ("don't untap during that player's next untap
    # step", CR 502.3; rules/untap_next_step.py); None again once that untap step has happened.
    doesnt_untap_next_step_of: str | None = Field(default=None, min_length=1, exclude_if=when_none)
    # "Becomes <color>" effects on it (rules/color_change.py); left out of answers when none.
    color_effects: list[ColorEffect] | None = Field(default=None, exclude_if=when_empty)
    # The turn during which it last became the target of a spell or ability its controller controls
    # (valiant, "for the first time each turn": rules/valiant.py); left out when None.
    targeted_by_controller_on_turn: NonNegative | None = Field(default=None, exclude_if=when_none)
    # s27-otjb: saddled (CR 702.171b; rules/s27otjb_saddle.py): it became saddled this turn (its saddle ability
    # resolved); false again in the cleanup step. Left out when false.
    saddled: Flag = Field(default=False, exclude_if=when_empty)
    # s27-otjb: the creatures that saddled it this turn (tapped to pay its saddle ability's cost, CR 702.171c), and, on
    # such a creature, the permanents it saddled this turn: "a creature that saddled it this turn" is named by both
    # (rules/target_filters.py `saddled_source`); emptied in the cleanup step. Left out when empty.
    saddled_by: list[str] = Field(default_factory=list, max_length=100, exclude_if=when_empty)
    saddled_mounts: list[str] = Field(default_factory=list, max_length=100, exclude_if=when_empty)
    # While a control-changing effect gives it another controller (layer 2, rules/control.py): the
    # controller it has without such effects (CR 110.2); left out of answers when None.
    base_controller: str | None = Field(default=None, min_length=1, exclude_if=when_none)
    # The number of the turn in which a loyalty ability of it was last activated (CR 606.3: once
    # per permanent per turn; rules/loyalty.py). Left out of answers when None.
    loyalty_activated_turn: NonNegative | None = Field(default=None, exclude_if=when_none)
    # A copy effect (CR 707.2, rules/copies.py): the permanent's own card, while `card` holds the
    # copiable values it copies; its own card is what leaves the battlefield. Left out when None.
    printed_card: CardRef | None = Field(default=None, exclude_if=when_none)
    # The face of a multi-faced card it is (docs/layouts.md): "back" for a modal double-faced card
    # played or cast back face up (CR 712.12); None: its front face. Left out of answers when None.
    face: CardFace | None = Field(default=None, exclude_if=when_none)
    # s34-dsk: a Room's unlocked designations (CR 709.5c; rules/s34dsk_rooms.py): "left" / "right", the doors whose
    # name, mana cost and rules text it has (709.5); none (or left out): both doors locked. Not a copiable value.
    unlocked_doors: list[Literal["left", "right"]] = Field(default_factory=list, max_length=2, exclude_if=when_empty)
    # How many times each of its triggered abilities with `max_per_turn` ("This ability triggers only
    # once each turn.") triggered this turn, by ability index as a string; reset as a turn begins
    # (rules/trigger_limits.py). Left out of answers when empty.
    triggered_this_turn: dict[str, NonNegative] = Field(default_factory=dict, exclude_if=when_empty)
    characteristics: Characteristics | None = None  # output only
    summoning_sick: Flag | None = None  # output only (CR 302.6)
    # "Exile target ... until ~ leaves the battlefield" (CR 610.3; rules/exile_until_leaves.py): the
    # cards in exile its ability exiled, returned as it leaves the battlefield. Left out when empty.
    exiled_until_it_leaves: list[str] = Field(default_factory=list, exclude_if=when_empty)
    # s18-linked: "Exile that card until ~ leaves the battlefield." of a card chosen from a hand (CR 610.3;
    # rules/exile_from_hand_until_leaves.py): the cards in exile it exiled, returned to their owner's hand as it
    # leaves the battlefield (each must be a card in exile). Left out when empty.
    exiled_from_hand_until_it_leaves: list[Annotated[str, Field(min_length=1, max_length=200)]] = Field(
        default_factory=list, max_length=250, exclude_if=when_empty)
    # s18-linked: "cards exiled with ~" (CR 607.2a; rules/linked_exile.py): the cards in exile that an ability of
    # this object exiled, for its linked abilities; a new object forgets them (400.7). Left out when empty.
    exiled_with: list[Annotated[str, Field(min_length=1, max_length=200)]] = Field(
        default_factory=list, max_length=250, exclude_if=when_empty)
    # s21-mutate: a merged permanent (CR 702.140c, 727.2; rules/s21mutate_mutate.py): the cards merged over its own card
    # (top first) and under it (top first). `printed_card` is then its own card and `card` the merged permanent's
    # characteristics: the topmost card's, with the abilities of every card (702.140e). Left out when empty.
    merged_over: list[MergedCard] = Field(default_factory=list, max_length=100, exclude_if=when_empty)
    merged_under: list[MergedCard] = Field(default_factory=list, max_length=100, exclude_if=when_empty)
    # s23-ori: renowned (CR 702.112b: a designation, not a characteristic; rules/s23ori_renown.py). A permanent that
    # leaves the battlefield is a new object without it (400.7). Left out of answers when false.
    renowned: Flag = Field(default=False, exclude_if=when_empty)
    # s30-mh: monstrous (CR 701.37b: a designation, not a characteristic; rules/s30mh_monstrosity.py). A new object
    # without it after it leaves the battlefield (400.7). Left out of answers when false.
    monstrous: Flag = Field(default=False, exclude_if=when_empty)
    # s32-ma: suspected (CR 701.60a-b: a designation, neither an ability nor a copiable value; rules/s32ma_suspect.py): it
    # has menace and "This creature can't block" while suspected (701.60c). A new object without it after it leaves the
    # battlefield (701.60a, 400.7). Left out of answers when false.
    suspected: Flag = Field(default=False, exclude_if=when_empty)
    # s35-mkm: solved (CR 719.3b: a designation, neither an ability nor a copiable value; rules/s35mkm_cases.py): a Case's
    # "Solved — <ability>" abilities are its own while it is (719.3c). A new object without it after it leaves the
    # battlefield (400.7). Left out of answers when false.
    s35mkm_solved: Flag = Field(default=False, exclude_if=when_empty)
    # s24-khans: a manifested face-down permanent (CR 701.40a; rules/s24khans_manifest.py): if its card is a creature
    # card it may be turned face up for its mana cost (701.40b, `turn_face_up` with `pay` "mana_cost"). A permanent that
    # leaves the battlefield is a new object without it (400.7). Left out of answers when false.
    manifested: Flag = Field(default=False, exclude_if=when_empty)


class StackObject(_Model):
    """A spell or an ability on the stack. `source`/`ability_index` name an ability's origin."""

    id: str = Field(min_length=1)
    kind: StackObjectKind = StackObjectKind.SPELL
    card: CardRef | None = None
    controller: str | None = None
    owner: str | None = None
    face_down: Flag = False
    x: NonNegative = 0
    targets: list[str] = empty_list()
    source: str | None = None
    ability_index: NonNegative | None = None
    trigger_event: str | None = None  # what triggered it (e.g. "enters"), for triggered abilities
    choices: dict[str, Any] = empty_dict()
    # "Becomes <color>" effects on a spell (rules/color_change.py); left out of answers when none.
    color_effects: list[ColorEffect] | None = Field(default=None, exclude_if=when_empty)
    # The face of a multi-faced card cast (docs/layouts.md: "back", "adventure", "left", "right",
    # "fused"); None: its front face, or a card with one face. Left out of answers when None.
    face: CardFace | None = Field(default=None, exclude_if=when_none)
    characteristics: Characteristics | None = None  # output only; null for abilities
    # s16-transform: an ability whose source has transformed since it was put onto the stack (CR
    # 701.27f: its "transform ~" then does nothing; rules/transform_since.py). Left out when false.
    source_transformed: Flag = Field(default=False, exclude_if=when_empty)


class Emblem(_Model):
    """An emblem (CR 114.1): an object in its owner's command zone with abilities and nothing else
    (114.3); `source` is the name of the object that made it (114.2), for the record."""

    id: str = Field(min_length=1, max_length=200)
    source: str | None = Field(default=None, max_length=200)
    abilities: list[EmblemAbility] = Field(min_length=1, max_length=8)


class DungeonState(_Model):
    """s19-venture: the dungeon card a player has in the command zone and the room their venture marker is on
    (CR 309.3, 309.5, 701.49; app/engine/dungeons.py). The room must be one of that dungeon's (a 422 otherwise)."""

    name: DungeonName
    room: str = Field(min_length=1, max_length=MAX_ROOM_NAME)

    @model_validator(mode="after")
    def _room_of_dungeon(self) -> DungeonState:
        if room_of(self.name, self.room) is None:
            raise ValueError(f"{self.room!r} is not a room of {self.name} (CR 309.4; app/engine/dungeons.py)")
        return self


# s31-stda: the qualities of a spell cast kept for "if you've cast a <quality> spell this turn" (CR 601.2i, 700.6)
SpellTypeCast = Literal["instant", "sorcery", "creature", "noncreature", "artifact", "enchantment", "planeswalker",
                        "historic"]
SPELL_TYPES_CAST: tuple[str, ...] = ("instant", "sorcery", "creature", "noncreature", "artifact", "enchantment",
                                     "planeswalker", "historic")


class Player(_Model):
    id: str = Field(min_length=1)
    life: Int = 20  # may be negative
    land_plays_allowed: NonNegative = 1
    lands_played: NonNegative = 0
    land_drops_given_up: NonNegative = 0
    # s16-curses: lands more this player may play this turn by "You may play an additional land this turn."
    # effects (CR 305.2; rules/additional_land_this_turn.py); back to 0 as a turn begins. Left out when 0.
    additional_land_plays_this_turn: NonNegative = Field(default=0, exclude_if=when_zero)
    spells_cast_this_turn: NonNegative = 0
    # s27-otja: of `spells_cast_this_turn`, those cast from elsewhere than their caster's hand (CR 601.2a: exile,
    # graveyard, library, command zone); "if you haven't cast a spell from your hand this turn" reads the difference
    # (rules/turn_records.py). Back to 0 as a turn begins. Left out when 0.
    spells_cast_not_from_hand_this_turn: NonNegative = Field(default=0, exclude_if=when_zero)
    mana_pool: ManaPool = Field(default_factory=ManaPool)
    # Mana in the pool with a spending restriction (CR 106.6), kept apart from `mana_pool`; emptied
    # with it (500.4). Left out of answers when empty.
    restricted_mana: list[RestrictedMana] = Field(default_factory=list, exclude_if=when_empty)
    # Mana in `mana_pool` that isn't lost as steps and phases end until the cleanup step ("Until end of
    # turn, you don't lose this mana as steps and phases end"; rules/kept_mana.py, CR 500.4, 514.2).
    kept_mana: ManaPool | None = Field(default=None, exclude_if=when_none)
    # s25-khc: the mana in `mana_pool` that a snow source produced (CR 107.4h: only it pays {S}; rules/snow_mana.py):
    # never more of a type than the pool has (validation.py). Left out of answers when None (no snow mana).
    snow_mana: ManaPool | None = Field(default=None, exclude_if=when_none)
    hand: list[ZoneCard] = empty_list()
    graveyard: list[ZoneCard] = empty_list()
    exile: list[ZoneCard] = empty_list()
    library: list[ZoneCard] = empty_list()
    drew_from_empty_library: Flag = False  # pending for the next state-based check (CR 704.5b)
    # Damage dealt to this player this turn (Simulacrum; rules/damage_this_turn.py); 0 as a new turn begins.
    damage_dealt_this_turn: NonNegative = Field(default=0, exclude_if=when_zero)
    # s28-core: how many of this player's next combat phases they skip ("Target opponent skips their next combat phase.",
    # CR 614.10; rules/s28core_skip_combat.py). Left out when 0.
    skip_combat_phases: NonNegative = Field(default=0, exclude_if=when_zero)
    # Life gained and lost this turn, in total (rules/life_this_turn.py: "if an opponent lost life
    # this turn", "if you gained life this turn"; CR 119.3, 119.4, 120.3a); 0 as a new turn begins.
    life_gained_this_turn: NonNegative = Field(default=0, exclude_if=when_zero)
    life_lost_this_turn: NonNegative = Field(default=0, exclude_if=when_zero)
    # The total mana spent to cast spells this turn (CR 700.14, expend: rules/expend.py); 0 as a new
    # turn begins.
    mana_spent_on_spells_this_turn: NonNegative = Field(default=0, exclude_if=when_zero)
    # s15-records: the cards this player drew this turn (CR 121.1; rules/turn_records.py: "as long as you've
    # drawn two or more cards this turn", "whenever you draw your second card each turn"); 0 as a turn begins.
    cards_drawn_this_turn: NonNegative = Field(default=0, exclude_if=when_zero)
    has_lost: Flag = False
    loss_reason: str | None = None
    # Poison counters (CR 122.1f): ten or more and the player loses (704.5c); left out when none.
    poison_counters: NonNegative = Field(default=0, exclude_if=when_zero)
    # Keyword abilities the player has ("You have hexproof."): `hexproof` (CR 702.11c), `shroud`
    # (702.18a), `protection:<quality>` (702.16b/e); left out when none.
    keywords: list[KeywordText] = Field(default_factory=list, exclude_if=when_empty)
    # Those of `keywords` an effect gave the player until end of turn ("You ... gain hexproof until end of
    # turn"): they leave `keywords` in the cleanup step (rules/player_keywords.py, CR 514.2).
    keywords_until_end_of_turn: list[KeywordText] = Field(default_factory=list, exclude_if=when_empty)
    # Commander (CR 903, design.md §10; rules/commander.py): left out of answers when empty.
    command_zone: list[ZoneCard] = Field(
        default_factory=list, exclude_if=when_empty,
        description="Commander games: the cards in this player's command zone (CR 408, 903.6), each "
                    "`{\"id\", \"card\"}`; a commander there may be cast (CR 903.8).")
    commanders: list[str] = Field(
        default_factory=list, exclude_if=when_empty,
        description="Commander games: the card ids of this player's commanders (CR 903.3), wherever they are; "
                    "an id keeps naming its card in every zone.")
    commander_casts: dict[str, NonNegative] = Field(
        default_factory=dict, exclude_if=when_empty,
        description="Commander games: how many times each of this player's commanders (by card id) has been "
                    "cast from the command zone this game; the commander tax is {2} for each (CR 903.8).")
    commander_damage: dict[str, NonNegative] = Field(
        default_factory=dict, exclude_if=when_empty,
        description="Commander games: the combat damage this player has been dealt by each commander over the "
                    "game, by the commander's card id (CR 903.10a); 21 or more from one and they lose (CR 704.6c).")
    # CR 903.9a: this player's commanders put into a graveyard or exile since state-based actions
    # were last checked, whose return to the command zone the player has yet to choose.
    commander_zone_pending: list[str] = Field(
        default_factory=list, exclude_if=when_empty,
        description="Commander games: this player's commanders (card ids) put into a graveyard or exile whose "
                    "return to the command zone they have yet to choose (CR 903.9a): `pending` asks it (`choose`, "
                    "`options.kind: \"commander_zone\"`), and the next action answers it with "
                    "`choices.commander_to_command_zone` (true: return it; the default when not given).")

    # Emblems (CR 114, s13-pw; rules/emblems.py): the objects this player owns in the command zone, each
    # with its abilities; left out of answers when none.
    emblems: list[Emblem] = Field(
        default_factory=list, exclude_if=when_empty,
        description="The emblems this player has in the command zone (CR 114.1), each `{\"id\", \"source\", "
                    "\"abilities\"}`: abilities of the card vocabulary (a `step_trigger` or a `static_pump`) that "
                    "work from the command zone (CR 114.4); an emblem is never removed.")
    # s16-kwc: the city's blessing (CR 702.131c; rules/ascend.py): a designation kept for the rest of the game.
    city_blessing: Flag = Field(
        default=False, exclude_if=when_empty,
        description="Whether this player has the city's blessing (CR 702.131c), got through ascend (702.131a-b) "
                    "and kept for the rest of the game; left out when false.")
    # s17-lm: the cards this player owns outside the game (CR 400.11a: in a tournament, their sideboard),
    # posted by the client; learn (CR 701.48a; rules/learn.py) may put a Lesson card from here into their hand.
    sideboard: list[ZoneCard] = Field(
        default_factory=list, exclude_if=when_empty,
        description="The cards this player owns outside the game, each `{\"id\", \"card\"}` (CR 400.11a: in a "
                    "tournament game, their sideboard), posted by the client: no rule reaches them except one that "
                    "says \"from outside the game\" (learn, CR 701.48a, puts a Lesson card from here into the hand). "
                    "Left out of answers when empty.")
    # s19-venture: dungeons (CR 309, 701.49; rules/venture.py): the dungeon in the command zone and the venture
    # marker's room; the dungeons completed this game, one name per completion (309.7).
    dungeon: DungeonState | None = Field(
        default=None, exclude_if=when_none,
        description="The dungeon card this player has in the command zone and the room their venture marker is on "
                    "(CR 309.3, 701.49a-b): `{\"name\", \"room\"}`; left out when they are in no dungeon.")
    completed_dungeons: list[DungeonName] = Field(
        default_factory=list, exclude_if=when_empty, max_length=64,
        description="The dungeons this player has completed this game, in order, one name per completion (CR "
                    "309.7; read by \"if you've completed a dungeon\"); left out when none.")
    # s17-taile: raid (CR 508.1; rules/turn_records.py): whether this player declared one or more attackers this turn.
    attacked_this_turn: Flag = Field(
        default=False, exclude_if=when_empty,
        description="Whether this player attacked this turn: declared one or more attacking creatures (CR 508.1; "
                    "a creature put onto the battlefield attacking was never declared, 508.4); false again as a "
                    "turn begins. Read by \"if you attacked this turn\" (raid). Left out when false.")
    # s27-otjb: crimes (CR 700.13; rules/s27otjb_crimes.py): whether this player committed a crime this turn.
    committed_crime_this_turn: Flag = Field(
        default=False, exclude_if=when_empty,
        description="Whether this player committed a crime this turn: cast a spell, activated an ability or put a "
                    "triggered ability on the stack that targets an opponent, something an opponent controls or a card "
                    "in an opponent's graveyard (CR 700.13); false again as a turn begins. Read by \"if you've "
                    "committed a crime this turn\". Left out when false.")
    # s31-stda: the qualities of the spells this player cast this turn (CR 601.2i; rules/s31stda_cast_types.py): read by
    # "if you've cast a noncreature [historic, instant or sorcery, ...] spell this turn". Left out when empty.
    spell_types_cast_this_turn: list[SpellTypeCast] = Field(
        default_factory=list, exclude_if=when_empty, max_length=len(SPELL_TYPES_CAST),
        description="The qualities of the spells this player cast this turn, each once (CR 601.2i): 'instant', "
                    "'sorcery', 'creature', 'noncreature', 'artifact', 'enchantment', 'planeswalker', 'historic' (CR "
                    "700.6); empty again as a turn begins. Read by \"if you've cast a noncreature spell this turn\". Kept "
                    "only in a game some card of which reads it. Left out when empty.")
    # s32-mb: speed (CR 702.179; rules/s32mb_speed.py): none until a rule sets it (702.179b), 1 to 4 (max speed, 702.179e)
    speed: Annotated[StrictInt | None, Field(ge=1, le=4)] = Field(
        default=None, exclude_if=when_none,
        description="This player's speed (CR 702.179): none until a permanent with start your engines! gives them 1 "
                    "(702.179a); it increases by 1, once each turn, when an opponent loses life during their turn, up "
                    "to 4, max speed (702.179d-e). Left out when they have none.")
    speed_triggered_this_turn: Flag = Field(
        default=False, exclude_if=when_empty,
        description="Whether this player's speed ability triggered this turn (CR 702.179d: \"This ability triggers only "
                    "once each turn.\"); false again as a turn begins. Left out when false.")
    # s24-kal: energy counters (CR 107.14, 122.1; rules/energy.py): "you get {E}{E}", paid by "Pay {E}"
    energy_counters: Annotated[StrictInt, Field(ge=0, le=1_000_000)] = Field(
        default=0, exclude_if=when_zero,
        description="How many energy counters this player has (CR 122.1): got by \"you get {E}{E}\", removed to pay "
                    "{E} (CR 107.14); at most 1,000,000. Left out when none.")

    @field_validator("keywords")
    @classmethod
    def _player_keywords(cls, keywords: list[str]) -> list[str]:
        for keyword in keywords:
            if not is_player_keyword(keyword):
                raise ValueError(f"{keyword!r} is not a keyword a player can have; a player's keywords are "
                                 "hexproof, shroud and protection:<quality> (CR 702.11c, 702.18a, 702.16b)")
        return keywords


class PreviousTurn(_Model):
    """What the untap step's day/night check needs from the turn before (CR 502.2)."""

    turn: NonNegative
    active_player: str
    spells_cast: NonNegative
    # s24-isd: the spells each OTHER player cast during that turn (by player id; only those who cast one), for
    # "if no spells were cast last turn" / "if a player cast two or more spells last turn" (CR 603.4, 601.2i;
    # rules/turn_records.py). Left out when empty: the other players cast none.
    spells_cast_by_others: dict[str, NonNegative] = Field(
        default_factory=dict, exclude_if=when_empty, max_length=64,
        description="How many spells each player other than that turn's active player cast during it (by player id; "
                    "only players who cast one): \"if a player cast two or more spells last turn\" (CR 601.2i). "
                    "Empty or absent: they cast none.")


class AttackingCreature(_Model):
    """An attacking creature and what it attacks (`defending`: a player, planeswalker or battle).
    `defending_player` is the player a planeswalker or battle belonged to as it was attacked, kept
    for when it leaves combat (trample over planeswalkers, CR 702.19e); absent when a player is
    attacked."""

    id: str
    defending: str
    defending_player: str | None = Field(default=None, exclude_if=when_none)
    band: str | None = None
    blocked: Flag = False
    blocked_by: list[str] = empty_list()


class DamageDivision(TypedDict):
    """A chosen division of one source's combat damage (CR 510.1c-d), kept as a plain mapping:
    posted ones are checked for this shape (a 422 naming the place), not trusted."""

    source: str
    player: str
    to: dict[str, StrictInt]  # a boolean is no amount of damage


class Combat(_Model):
    """The combat of this turn (CR 506-511); `null` outside combat. `damage_step` is which combat
    damage step this is when there are two (CR 510.4); `dealt_first_strike_damage` lists the
    creatures that dealt damage in the first one; `damage_dealt` whether this step's is dealt."""

    attackers: list[AttackingCreature] = empty_list()
    blockers: dict[str, list[str]] = {}  # blocker id -> attackers it blocks
    blockers_declared: Flag = False
    damage_assignments: list[DamageDivision] = []
    damage_step: Literal["first_strike", "regular"] | None = None
    dealt_first_strike_damage: list[str] = empty_list()
    # Whether this combat damage step's damage has been dealt (CR 510.2): as it begins, or once the
    # divisions it waits for are given (design.md §10).
    damage_dealt: Flag = Field(default=False, exclude_if=when_empty)
    # Several defending players (CR 506.2, 802.2a): those who have declared their blockers so far;
    # `blockers_declared` becomes true once every defending player has. Left out when empty.
    blockers_declared_by: list[str] = Field(default_factory=list, exclude_if=when_empty)


class DelayedTrigger(_Model):
    """A delayed triggered ability waiting for its moment (CR 603.7), e.g. Boulder's sacrifice."""

    controller: str
    at: Literal["next_end_step", "end_of_combat",  # end of combat: as that step begins (CR 511.2)
                "your_next_end_step",  # s22-neoa: the next end step of its controller's turn
                "your_next_upkeep",  # s24-khans: rebound, its controller's next upkeep (rules/s24khans_rebound.py)
                "next_upkeep"]  # s25-khc: the next turn's upkeep, whoever's (rules/s25khc_delayed_draw.py)
    action: Literal["sacrifice", "destroy", "exile", "return_to_battlefield",  # return: rules/exile_then_return.py
                    "return_to_hand",  # s19-m20: a card in a graveyard to its owner's hand (rules/s19m20_delayed_...)
                    "exile_return_transformed",  # s21-dfc: Conqueror's Galleon (rules/transform_return.py)
                    "return_transformed",  # s21-dfc: Biolume Egg, from a graveyard (rules/transform_return.py)
                    "bounce",  # s22-neoa: a permanent to its owner's hand (rules/s22neoa_delayed_return.py)
                    "rebound",  # s24-khans: may cast the exiled card (rules/s24khans_rebound_cast.py)
                    "draw",  # s25-khc: its controller draws a card (rules/s25khc_delayed_draw.py)
                    "s27older_pay_or_lose",  # s27-older: the Pacts, pay `cost` or lose (rules/s27older_pact.py)
                    "s34ltr_sacrifice"]  # s34-ltr: the Ring's "that creature's controller sacrifices it" (701.54c)
    objects: list[str]
    source: str | None = None
    # "return it ... with a +1/+1 counter / a flying counter on it" (s14-flicker): the counter the
    # returned card enters with (CR 122.6, 122.1b); left out when None
    counter: str | None = Field(default=None, exclude_if=when_none)
    # s27-older: the mana cost the action "s27older_pay_or_lose" asks (rules/s27older_pact.py); left out when None
    cost: Annotated[str, Field(max_length=60)] | None = Field(default=None, exclude_if=when_none)

    @field_validator("cost")
    @classmethod
    def _s27older_mana_cost(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                parsed = parse_mana_cost(value)
            except MalformedManaCost as problem:
                raise ValueError(f"malformed mana cost: {problem}") from None
            if parsed.x_count or parsed.additional:
                raise ValueError("a mana cost without X")
        return value


class PreventionShield(_Model):
    """A prevention effect created by a resolved spell or ability (CR 615.1; rules/prevention.py):
    it lasts until used up or until the turn's cleanup step (615.3, 514.2)."""

    created_by: str  # the spell, or the source of the ability, that created it
    controller: str  # who controls the effect (the life of `gain_life` goes to them)
    protects: str | None = None  # the player or permanent it protects; None: anything (Fog)
    amount: NonNegative | None = None  # damage it still prevents ("the next N damage", 615.7); None: all
    next_time: Flag = False  # used up by the first damage it prevents ("the next time ... prevent that damage")
    damage_source: str | None = None  # only damage from this source (a source of your choice, 609.7a)
    source_quality: str | None = None  # that source must still have it (a red source, 609.7b)
    combat_only: Flag = False
    gain_life: Flag = False  # its controller gains life equal to the damage it prevents (615.5)
    # s28-core: "to you and creatures you control": damage to a creature this player controls as the damage would be
    # dealt is prevented too (CR 615.1; rules/s28core_prevention.py). Left out of answers when None.
    and_creatures_of: str | None = Field(default=None, min_length=1, max_length=200, exclude_if=when_none)
    # Not a prevention but a replacement of the same shape (rules/damage_redirection.py): "to_you", the
    # damage is dealt to `controller` instead (614.9); "also_to_its_controller", it is dealt and
    # `created_by` deals as much to the source's controller (614.1a). Left out of answers when None.
    instead: Literal["to_you", "also_to_its_controller"] | None = Field(
        default=None, exclude_if=when_none)


COMMANDER_STARTING_LIFE = 40  # CR 903.7


class PlayPermission(_Model):
    """A card in exile its `player` may play (impulse draw; rules/impulse.py): cast it (CR 601.2a)
    or, if it is a land, play it as their land drop (305.2, 305.9), with the normal timing and
    costs. `until`: "end_of_turn" ends in the cleanup step of turn `granted_turn` (CR 514.2);
    "end_of_your_next_turn" in the cleanup step of `player`'s first turn after `granted_turn`."""

    card: str = Field(min_length=1, max_length=200)  # s19-impulse: bounded; a card in exile (validation.py)
    player: str = Field(min_length=1, max_length=200)
    until: Literal["end_of_turn", "end_of_your_next_turn",
                   "indefinitely",  # s20-venture: no duration stated, until it leaves exile (CR 611.2a)
                   "your_next_end_step",  # s33-lib: as `player`'s next end step begins (rules/s33lib_next_end_step.py)
                   ] = "end_of_turn"
    granted_turn: Annotated[Int, Field(ge=1)] = 1
    # s19-impulse: "You may play them this turn without paying their mana costs." (Golos): the card may be cast for
    # the alternative cost of nothing (the `cast` action's `alternative_cost` "without_paying_mana_cost", CR 118.9)
    without_paying_mana_cost: Flag = Field(default=False, exclude_if=when_empty)
    # s19-impulse: "you may cast that card": cast only, never played as a land (CR 601.2a, 305.1)
    cast_only: Flag = Field(default=False, exclude_if=when_empty)
    # s22-neob: "You may play up to two of those cards until the end of your next turn." (March of Reckless Joy): the
    # permissions of one `group` (the id of the spell or ability that gave them) allow `plays_left` more plays in all;
    # each play lowers it on the group's others, and the last one ends them (rules/impulse.py)
    group: str | None = Field(default=None, max_length=200, exclude_if=when_none)
    plays_left: Annotated[Int, Field(ge=1, le=60)] | None = Field(default=None, exclude_if=when_none)

    @model_validator(mode="after")
    def _s22neob_group_with_plays_left(self) -> PlayPermission:
        if (self.group is None) != (self.plays_left is None):
            raise ValueError("`group` and `plays_left` go together")
        return self


class NextSpellReduction(_Model):
    """s22-neob: "the next spell you cast this turn costs {1} less to cast" (Peerless Samurai; CR 601.2f): `player`'s
    next spell cast in turn `turn` costs `generic` less (rules/s22neob_next_spell_cost.py); `source`: the object whose
    effect made it."""

    player: str = Field(min_length=1, max_length=200)
    turn: Annotated[Int, Field(ge=1)] = 1
    generic: Annotated[Int, Field(ge=1, le=20)] = 1
    source: str | None = Field(default=None, max_length=200, exclude_if=when_none)


class CopyNextSpell(_Model):
    """s18-castfree: a delayed triggered ability "When you cast your next instant or sorcery spell this turn,
    copy that spell." (CR 603.7; rules/copy_next_spell.py): `player` is who created it (its controller) and
    whose next instant or sorcery spell of turn `turn` (of mana value `max_mana_value` or less, when given)
    triggers it, once (603.7b); `source` the object whose effect created it (603.7d); `new_targets`: the copy
    may have new targets (707.10c)."""

    player: str = Field(max_length=200)
    turn: Annotated[Int, Field(ge=1)] = 1
    source: str | None = Field(default=None, max_length=200, exclude_if=when_none)
    max_mana_value: Annotated[Int, Field(ge=0, le=100)] | None = Field(default=None, exclude_if=when_none)
    new_targets: Flag = Field(default=False, exclude_if=when_empty)
    # s32-modern: "Until end of turn, whenever you cast ..." (CR 603.7b): it triggers on each such spell this turn
    s32modern_each: Flag = Field(default=False, exclude_if=when_empty)
    # s35-fin: "copy that spell twice" (CR 707.10): how many copies it puts on the stack (none: one)
    s35fin_copies: Annotated[Int, Field(ge=2, le=10)] | None = Field(default=None, exclude_if=when_none)


class GraveyardCastPermission(_Model):
    """s18-castfree: a card in `player`'s graveyard they may cast during turn `turn` (CR 601.3; "You may cast target
    artifact card from your graveyard this turn."; rules/graveyard_casting.py), at the normal timing and costs."""

    card: str = Field(max_length=200)
    player: str = Field(max_length=200)
    turn: Annotated[Int, Field(ge=1)] = 1
    # s29-modern: granted as flashback ("gains flashback until end of turn", CR 702.34a): cast so, it is exiled as it
    # leaves the stack
    flashback: Flag = Field(default=False, exclude_if=when_empty)


class FlashPermission(_Model):
    """s18-castfree: `player` may cast the `spells` named ("all", "creature", "sorcery") as though they had flash
    (CR 702.8a, 601.3) until `until` ends: "end_of_turn", the cleanup step of turn `turn` (514.2);
    "your_next_turn", as `player`'s next turn begins (611.2a, 500.1). rules/flash_until.py."""

    player: str = Field(max_length=200)
    spells: Literal["all", "creature", "sorcery"] = "all"
    until: Literal["end_of_turn", "your_next_turn"] = "end_of_turn"
    turn: Annotated[Int, Field(ge=1)] = 1
    # s23-c14: "The next sorcery spell you cast this turn ...": used up by the first such spell `player` casts (601.2i)
    next_only: Flag = Field(default=False, exclude_if=when_empty)


class EnteredRecord(_Model):
    """A permanent that entered the battlefield this turn (rules/entered_this_turn.py, CR 400.7): its id,
    the player under whose control it entered, and its card types, subtypes and colors as it entered."""

    permanent: str = Field(min_length=1)
    controller: str = Field(min_length=1)
    types: list[str] = Field(default_factory=list, exclude_if=when_empty)
    subtypes: list[str] = Field(default_factory=list, exclude_if=when_empty)
    colors: list[str] = Field(default_factory=list, exclude_if=when_empty)


class LeftBattlefieldRecord(_Model):
    """s15-records: a permanent that left the battlefield this turn (rules/turn_records.py, CR 400.7, 700.4):
    its id, the player who controlled it and the one who owned it as it left, the zone it went to
    (`graveyard`: it died), whether it was a token, and its card types, subtypes and colors as it last
    existed on the battlefield (CR 603.10a)."""

    permanent: str = Field(min_length=1, max_length=200)
    controller: str = Field(min_length=1, max_length=200)
    owner: str | None = Field(default=None, max_length=200, exclude_if=when_none)
    to: Literal["graveyard", "exile", "hand", "library", "command_zone"] = "graveyard"
    token: Flag = Field(default=False, exclude_if=when_empty)
    types: list[str] = Field(default_factory=list, max_length=20, exclude_if=when_empty)
    subtypes: list[str] = Field(default_factory=list, max_length=50, exclude_if=when_empty)
    colors: list[str] = Field(default_factory=list, max_length=5, exclude_if=when_empty)


class GameState(_Model):
    turn: Annotated[Int, Field(ge=1)] = 1
    active_player: str | None = None  # default: the first player
    step: Step = Step.PRECOMBAT_MAIN
    day_night: DayNight | None = None
    # s32-cmd: the monarch (CR 724; rules/s32cmd_monarch.py): the player who is the monarch; None until an effect makes
    # one (724.1), then always one (724.3, 724.4)
    monarch: Annotated[str, Field(min_length=1, max_length=200)] | None = Field(
        default=None, exclude_if=when_none,
        description="The player who is the monarch (CR 724.1): they draw a card at the beginning of their end step and "
                    "a creature dealing combat damage to them makes its controller the monarch (724.2); none until an "
                    "effect makes one (\"You become the monarch.\"); left out when none.")
    # s34-ltr: the Ring tempts you (CR 701.54; rules/s34ltr_ring.py): how many times the Ring has tempted each player
    # (the emblem named The Ring's abilities, 701.54c) and each player's Ring-bearer (701.54a)
    ring_tempted: dict[Annotated[str, Field(min_length=1, max_length=200)], Annotated[int, Field(ge=1, le=1000)]] = Field(
        default_factory=dict, max_length=64, exclude_if=when_empty,
        description="How many times the Ring has tempted each player this game, by player id (CR 701.54c: their emblem "
                    "named The Ring has that many of its four abilities, gained in order); left out when none.")
    ring_bearers: dict[Annotated[str, Field(min_length=1, max_length=200)],
                       Annotated[str, Field(min_length=1, max_length=200)]] = Field(
        default_factory=dict, max_length=64, exclude_if=when_empty,
        description="Each player's Ring-bearer, by player id (CR 701.54a, 701.54e: a creature they control chosen as "
                    "the Ring tempted them); left out when none.")
    players: Annotated[list[Player], Field(min_length=1)]
    battlefield: list[Permanent] = empty_list()
    stack: list[StackObject] = empty_list()
    combat: Combat | None = None
    previous_turn: PreviousTurn | None = None
    delayed_triggers: list[DelayedTrigger] = empty_list()
    last_known: dict[str, Characteristics] = {}  # LKI of objects that left the battlefield (CR 608.2h)
    game_over: Flag = False
    winner: str | None = None
    # CR 117: who holds priority. Null: priority is not tracked (any player may act when the other
    # timing rules allow; `resolve`/`next_step` stand for "all players pass"). Once set, or once a
    # request uses `pass_priority`, only this player may cast, activate or pass (loop/priority.py).
    priority_player: str | None = None
    # The players who have passed priority in succession since the last action or resolution
    # (CR 117.4): when every player in the game is in it, the stack's top resolves or the step ends.
    priority_passed: list[str] = empty_list()
    # Prevention effects of resolved spells and abilities still waiting to apply (CR 615; rules/prevention.py).
    prevention_shields: list[PreventionShield] = Field(default_factory=list, exclude_if=when_empty)
    # The variant played (rules/commander.py). Life totals are as posted (states are posted
    # mid-game); only a player posted without one gets the starting life, 40 here (CR 903.7).
    format: Literal["commander"] | None = Field(
        default=None, exclude_if=when_none,
        description="`\"commander\"`: a Commander game (CR 903): command zones, commander tax, the choice to "
                    "return a commander to the command zone, commander damage. Null: a two-player (or free-for-all) "
                    "game without it. `life` is as posted either way; a player posted without it has the format's "
                    "starting life: 40 in a Commander game (CR 903.7), else 20.")
    # Extra turns still to be taken (CR 500.7; rules/extra_turns.py): the players who take them, the
    # LAST one first (the most recently created is taken first); `extra_turns_after`: the player
    # whose turn they were added after, normal turn order resumes after that player's turn.
    extra_turns: list[str] = Field(default_factory=list, exclude_if=when_empty)
    extra_turns_after: str | None = Field(default=None, exclude_if=when_none)
    # Once a game has had an extra turn, the turn each player's most recent turn began (turn order
    # no longer tells it: CR 302.6 summoning sickness asks it); empty otherwise (rules/extra_turns.py).
    turn_began: dict[str, Annotated[Int, Field(ge=1)]] = Field(default_factory=dict, exclude_if=when_empty)
    # Cards in exile a player may play for a time (impulse draw, CR 601.2a, 305.9; rules/impulse.py).
    play_from_exile: list[PlayPermission] = Field(default_factory=list, max_length=1000, exclude_if=when_empty)
    # s13-batch2: the permanents that entered the battlefield this turn, in order (rules/entered_this_turn.py:
    # "if a Bird entered the battlefield under your control this turn"); emptied as a turn begins.
    entered_this_turn: list[EnteredRecord] = Field(default_factory=list, exclude_if=when_empty)
    # s15-records: the permanents that left the battlefield this turn, in order (rules/turn_records.py: "if a
    # creature died this turn", "the number of creatures that died under your control this turn"); emptied as a
    # turn begins. Unbounded like the state's other lists (the request body's size bounds it): a
    # maxItems of 10,000 could only be exceeded by a body past the 1 MB limit, answered 413, not 422.
    left_battlefield_this_turn: list[LeftBattlefieldRecord] = Field(default_factory=list, exclude_if=when_empty)
    # s21-dfc: how many cards each player (by id) discarded this turn (CR 701.9a; rules/turn_records.py: "if you
    # discarded a card this turn"); emptied as a turn begins, left out when empty. A game-level field rather than a
    # player's, so that a game without discards pays nothing as a turn begins (the reset hook `needs` it).
    cards_discarded_this_turn: dict[str, NonNegative] = Field(
        default_factory=dict, exclude_if=when_empty, max_length=64,
        description="How many cards each player (by player id) discarded this turn (CR 701.9a): \"if you discarded a "
                    "card this turn\". Emptied as a turn begins.")
    # s33-wmk: the creatures declared as attackers this turn, each once (CR 508.1; rules/s33wmk_attacked_this_turn.py:
    # "~ costs {1} less to cast for each creature that attacked this turn"); emptied as a turn begins
    creatures_attacked_this_turn: list[Annotated[str, Field(min_length=1, max_length=200)]] = Field(
        default_factory=list, max_length=1000, exclude_if=when_empty,
        description="The creatures (by id) declared as attackers this turn, each once (CR 508.1): \"for each creature "
                    "that attacked this turn\". Emptied as a turn begins.")
    # s18-castfree: delayed "when you cast your next instant or sorcery spell this turn, copy that spell" abilities
    # waiting for their spell (CR 603.7; rules/copy_next_spell.py); ended in the cleanup step of their turn.
    copy_next_spell: list[CopyNextSpell] = Field(default_factory=list, max_length=100, exclude_if=when_empty)
    # s22-neob: "the next spell you cast this turn costs {1} less to cast" reductions waiting for their spell (CR 601.2f;
    # rules/s22neob_next_spell_cost.py); used up by that spell, ended in the cleanup step of their turn.
    next_spell_reductions: list[NextSpellReduction] = Field(default_factory=list, max_length=100,
                                                            exclude_if=when_empty)
    # s23-c10: the players who can't cast spells this turn ("Your opponents can't cast spells this turn.", CR 101.2;
    # rules/s23c10_cant_cast.py); emptied in the cleanup step (CR 514.2)
    cant_cast_spells_this_turn: list[Annotated[str, Field(min_length=1, max_length=200)]] = Field(
        default_factory=list, max_length=64, exclude_if=when_empty)
    # s35-ltr: "Damage can't be prevented this turn." resolved this turn (CR 615.12; rules/s35ltr_unpreventable.py);
    # false again in the cleanup step (CR 514.2). Left out when false.
    damage_cant_be_prevented_this_turn: Flag = Field(default=False, exclude_if=lambda value: not value)
    # s18-castfree: cards in graveyards their owners may cast this turn (CR 601.3; rules/graveyard_casting.py)
    cast_from_graveyard: list[GraveyardCastPermission] = Field(default_factory=list, max_length=1000,
                                                               exclude_if=when_empty)
    # s24-hou: "Lands you control don't untap during your next untap step." (CR 502.3, 611.2b; rules/s24hou_lands_untap.py):
    # the players whose lands stay tapped in their next untap step (every land they control then)
    lands_dont_untap_next_step_of: list[Annotated[str, Field(min_length=1)]] = Field(
        default_factory=list, max_length=100, exclude_if=when_empty)
    # s18-castfree: "you may cast spells this turn as though they had flash" permissions (rules/flash_until.py)
    flash_permissions: list[FlashPermission] = Field(default_factory=list, max_length=100, exclude_if=when_empty)
    # s18-linked: the cards exiled with an object that left the battlefield, by its id, for its linked abilities that
    # look back, such as "When ~ dies, put all cards exiled with it onto the battlefield" (CR 607.2a, 603.10a;
    # rules/linked_exile.py); dropped as an object with that id enters again (400.7). Each id a card in exile.
    exiled_with_left: dict[Annotated[str, Field(min_length=1, max_length=200)],
                           list[Annotated[str, Field(min_length=1, max_length=200)]]] = Field(
        default_factory=dict, max_length=100, exclude_if=when_empty)
    # s19-neoa: "If a creature would die this turn, exile it instead." (CR 614.1a, 700.4; rules/s19neoa_exiled_instead.py)
    # s32-stda: the phased-out permanents (CR 702.26b: treated as though they don't exist; rules/s32stda_phasing.py),
    # each as it was when it phased out; it phases in during its controller's untap step (502.1). Left out when empty.
    phased_out: list[Permanent] = Field(default_factory=list, max_length=1000, exclude_if=when_empty)
    creatures_exiled_if_they_would_die: Flag = Field(
        default=False, exclude_if=when_empty,
        description="Whether, for the rest of this turn, a creature that would die (be put into a graveyard from the "
                    "battlefield, CR 700.4) is exiled instead (CR 614.1a: \"If a creature would die this turn, exile "
                    "it instead.\"); false again as the cleanup step begins (CR 514.2). Left out when false.")

    @model_validator(mode="after")
    def _fill_defaults(self) -> GameState:
        if self.active_player is None:
            set_field(self, "active_player", self.players[0].id)
        if self.format == "commander":  # a player posted without `life` has a Commander game's starting life (CR 903.7)
            for player in self.players:
                if "life" not in player.model_fields_set:
                    set_field(player, "life", COMMANDER_STARTING_LIFE)
        objects: list[Permanent | StackObject] = [*self.battlefield, *self.stack]
        if self.phased_out:  # s32-stda
            objects += self.phased_out
        for item in objects:  # `set_field` inlined (every object of a posted state)
            fields = item.__dict__  # s17-perf: read from the dict, not through pydantic's `__getattr__` hook
            if fields["controller"] is None:
                fields["controller"] = self.active_player
                item.__pydantic_fields_set__.add("controller")
            if fields["owner"] is None:
                fields["owner"] = fields["controller"]
                item.__pydantic_fields_set__.add("owner")
        return self

    @model_validator(mode="after")
    def _s32cmd_monarch_is_a_player(self) -> GameState:
        """s32-cmd: the monarch is one of the game's players (CR 724.1)."""
        if self.monarch is not None and all(player.id != self.monarch for player in self.players):
            raise ValueError(f"`monarch` {self.monarch!r} is none of the players")
        return self

    def player(self, player_id: str) -> Player:
        for player in self.players:
            if player.id == player_id:
                return player
        raise KeyError(player_id)
