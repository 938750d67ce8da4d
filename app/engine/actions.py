"""Every action of design.md §7, as one discriminated union on `type`.

`player` is optional on every action: when omitted the engine infers it (the owner of the card
being cast, the controller of the permanent, the active player for turn actions); when given it
must be that player. `choices` carries the decisions the rules ask for during the action.
"""

from __future__ import annotations

import copy
from enum import Enum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, TypeAdapter, model_validator

from app.engine.cards import CardFace
from app.engine.dungeons import MAX_ROOM_NAME, DungeonName
from app.engine.enums import Face, LibraryPosition, Zone
from app.engine.fields import Flag, Int, NonNegative, empty_list


class ActionType(str, Enum):
    NEXT_STEP = "next_step"
    NEXT_TURN = "next_turn"
    CAST = "cast"
    RESOLVE = "resolve"
    PLAY_LAND = "play_land"
    ACTIVATE = "activate"
    TAP_FOR_MANA = "tap_for_mana"
    TURN_FACE_UP = "turn_face_up"
    PUT_ONTO_BATTLEFIELD = "put_onto_battlefield"
    TRANSFORM = "transform"
    MOVE = "move"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    ASSIGN_COMBAT_DAMAGE = "assign_combat_damage"
    COMPUTE_COST = "compute_cost"
    COULD_PRODUCE = "could_produce"
    PASS_PRIORITY = "pass_priority"
    LEGAL_ACTIONS = "legal_actions"
    CYCLE = "cycle"
    NINJUTSU = "ninjutsu"


# Queries answer a question and change nothing (design.md §7).
QUERY_TYPES = frozenset({ActionType.COMPUTE_COST, ActionType.COULD_PRODUCE, ActionType.LEGAL_ACTIONS})


class ScryAnswer(BaseModel):
    """CR 701.22a: of the cards looked at, those kept on top (in order, the first on top) and those
    put on the bottom (in order, the last at the very bottom)."""

    model_config = ConfigDict(extra="forbid")

    top: list[str] = empty_list()
    bottom: list[str] = empty_list()


class SurveilAnswer(BaseModel):
    """CR 701.25a: of the cards looked at, those kept on top (in order) and those put into the
    graveyard (in order, the last on top of the graveyard)."""

    model_config = ConfigDict(extra="forbid")

    top: list[str] = empty_list()
    graveyard: list[str] = empty_list()


class Choices(BaseModel):
    """Decisions made during an action (design.md §7)."""

    model_config = ConfigDict(extra="forbid")

    targets: list[str] = empty_list()
    modes: list[Int] = empty_list()
    exile_for_back_face: str | None = None  # Werewhat: the card id to exile, or null for none
    back_face: Face | None = None  # Werewhat: which face of a double-faced exiled card
    pay_optional_cost: Flag | None = None  # "you may pay {D}" (Boulder Jockey)
    # s31-stdc: "you may pay {2}{B} any number of times" (the Adversaries; CR 603.12, 608.2d): on `resolve`, how many
    # times its controller pays the cost (0: none); not given, `pay_optional_cost` true pays it once
    times_paid: Annotated[StrictInt, Field(ge=0, le=20)] | None = None
    pay_ward: Flag | None = None  # ward (CR 702.21a): the targeting player pays the ward cost, or not
    # CR 704.5j, the legend rule: the legendary permanent to keep (an id), or one per name (a list).
    legend_rule_keep: str | list[str] | None = None
    # CR 514.1, cleanup: the cards the active player discards down to their maximum hand size; also the random pick
    # of a discard at random (701.9b) and, s23-c14, of "reveals a card at random from their hand" (701.20a).
    discard: list[str] | None = None
    # CR 609.7a: "a source of your choice" (Circle of Protection, Reverse Damage), chosen as the
    # prevention effect is created, as it resolves: a permanent or a spell on the stack (an id).
    damage_source: str | None = None
    # "As ~ enters, choose an opponent" (CR 614.12): the player chosen (default: the next opponent in turn order).
    chosen_opponent: str | None = None
    # "As ~ enters, choose a color / a creature type" (CR 614.12; rules/chosen.py): the color ("W" ... "G")
    # and the creature type (one of CR 205.3m); defaults: white, the type most common among your creatures.
    # s26-cmdb: `chosen_creature_type` also answers "Choose a creature type." as a spell resolves (CR 608.2d;
    # rules/s26cmdb_chosen_type.py).
    chosen_color: Literal["W", "U", "B", "R", "G"] | None = None
    chosen_creature_type: str | None = Field(default=None, min_length=1, max_length=40)
    # s31-mh: "As ~ enters, choose a [nonland] card name." (CR 614.12, 201.3; rules/s31mh_chosen_name.py): the name of
    # a card the engine knows (default: see there).
    chosen_card_name: StrictStr | None = Field(default=None, min_length=1, max_length=150)
    # s31-old: "As ~ enters, choose Khans or Dragons." (CR 614.12; rules/s31old_choose_mode.py): the mode's name
    # (default: the first mode).
    s31old_chosen_mode: str | None = Field(default=None, pattern=r"^[A-Z][a-z]+$", max_length=40, strict=True)
    # CR 502.3 under an untap limit (Winter Orb, Smoke): the permanents the active player untaps.
    untap: list[str] | None = None
    # "Sacrifice a creature other than ~" (CR 701.21a): the creature sacrificed as the ability resolves.
    sacrifice: list[str] | None = None
    # s24-core: with several sacrifices in one resolution ("Each player ... sacrifices a creature, then sacrifices a
    # land.", CR 608.2c, 701.21a): the permanents the second, third ... sacrifice takes, one list each in order
    # (`sacrifice` answers the first); each list as `sacrifice` is read (rules/edict.py); default: battlefield order.
    sacrifice_then: list[Annotated[list[Annotated[str, Field(min_length=1, max_length=200)]],
                                   Field(max_length=100)]] | None = Field(default=None, max_length=8)
    # "unless that player pays {1} or 1 life" (Erosion, CR 119.4): pay the life instead of the mana.
    pay_life: Flag | None = None
    # CR 502.3: permanents with "You may choose not to untap ..." its controller leaves tapped in the untap step.
    dont_untap: list[str] | None = None
    # The keyword chosen as an effect resolves ("gains your choice of banding, flying, ...", CR 608.2d).
    keyword: str | None = None
    # The outcome of a coin flip as the effect resolves (CR 705.1): the request gives it (deterministic).
    coin_flip: Literal["won", "lost"] | None = None
    # CR 601.2d: how a "divided as you choose" amount is divided, one amount per target in target order.
    division: list[Annotated[int, Field(ge=1)]] | None = None
    # CR 608.2d: a "you may tap or untap" effect's choice, made with the `resolve` action.
    tap_or_untap: Literal["tap", "untap", "neither"] | None = None
    # CR 303.4f: what an Aura put onto the battlefield without being cast enchants (an id), chosen
    # by the player it enters under as it enters: not targeted (hexproof and shroud don't matter).
    enchant: str | None = None
    # CR 903.9a-b, Commander: whether the owner puts a commander going to a graveyard or exile (or
    # to a hand or library) into the command zone instead; without it, they do (rules/commander.py).
    commander_to_command_zone: Flag | None = None
    # Library decisions as an effect resolves (rules/library.py, design.md §10): scry (CR 701.22a),
    # surveil (701.25a), the cards a search finds (701.23), the cards taken from those looked at.
    scry: ScryAnswer | None = None
    surveil: SurveilAnswer | None = None
    search: list[str] | None = None
    # s15-library: "search your library and/or graveyard" (CR 701.23a; rules/search_zones.py): the zones
    # searched; without it, the graveyard alone when every card found is there, else both
    search_zones: list[Literal["library", "graveyard"]] | None = Field(default=None, min_length=1, max_length=2)
    # A `choose` decision's answer (design.md §10): the objects chosen: the creature a Clone enters
    # as a copy of (CR 707.9: `options.kind` "copy"), the cards taken from those looked at
    # ("look_at_top"); none given: the documented default. s27-std: on an `activate` action whose cost removes counters
    # "from a creature you control" / "from among creatures you control", those creatures, one id per counter.
    # s31-mh: on an `activate` action whose cost returns "a Forest you control to its owner's hand", that permanent
    # (rules/s31mh_return_cost.py).
    chosen: list[str] | None = None
    # The order of the rest of the cards looked at, put on the bottom "in any order" (CR 401.4): the
    # first named goes first, the last ends at the very bottom.
    bottom: list[str] | None = None
    # s23-c10: "look at the top N cards of your library, then put them back in any order" (CR 401.4): the order
    # they go back on top, the first named on top (every one of them once); default: the order they had.
    top_order: list[Annotated[str, Field(min_length=1, max_length=200)]] | None = Field(default=None, max_length=100)
    # CR 701.61a, forage as a cost: the Food sacrificed (one id) or the three cards exiled from the graveyard.
    forage: list[str] | None = None
    # "Tap two untapped tokens you control" as an activation cost (CR 602.2b; rules/tap_costs.py): the
    # permanents tapped to pay it; default: the first such permanents in battlefield order. s20-neoa: on `cast`, the one
    # permanent tapped for "tap an untapped artifact you control or pay {1}" (rules/s20neoa_tap_or_mana.py, CR 601.2b).
    # s21-m21: on `resolve`, the permanents "you may tap any number of untapped creatures you control" taps (CR
    # 608.2d; rules/s21m21_tap_any_number.py); default: none. s23-neo: on `cast`, the permanents "you may tap any number
    # of untapped creatures you control" taps as an additional cost (CR 601.2b; rules/s23neo_any_number_costs.py; also
    # `sacrifice` for "you may sacrifice any number of ..."); default: none.
    tap: list[str] | None = None
    # CR 406.2, 602.2b: the cards an "Exile <cards> from your graveyard" cost exiles (rules/sacrifice_exile_costs.py).
    exile_from_graveyard: list[str] | None = None
    # "Counter target spell unless its controller pays {2}" (CR 118.12, 608.2d; rules/counter_unless.py):
    # whether the target spell's controller pays, given with the `resolve` action; without it, they don't.
    pay_unless: Flag | None = None
    # "Target creature's owner puts it on the top or bottom of their library" (CR 608.2d, 401.4;
    # rules/top_or_bottom.py): the owner's choice, given with the `resolve` action; default "top".
    top_or_bottom: Literal["top", "bottom"] | None = None
    # s14-copies, CR 707.10c: "You may choose new targets for the copy": the copy's targets, given with
    # the `resolve` action of the effect that copies a spell (rules/spell_copies.py); without it, the
    # copy keeps the original's targets.
    # s28-core, CR 115.7d: "You may choose new targets for target spell": that spell's new targets, given with the
    # `resolve` action (rules/s28core_new_targets.py); absent, its targets stay unchanged.
    copy_targets: list[str] | None = None
    # s14-copies, storm (CR 702.40a): the new targets of each copy, in the order the copies are put on
    # the stack; a copy with no list (or an empty one) keeps the original's targets.
    copies_targets: list[list[str]] | None = None
    # s14-r2main, "add {R} or {G} for each Raccoon you control" (CR 608.2d; rules/mana_choice_effects.py):
    # the type of each mana added, in order; default: each the first type offered.
    mana_colors: list[Literal["W", "U", "B", "R", "G", "C"]] | None = Field(default=None, max_length=1000)
    # s16-kwc, riot (CR 702.136a; rules/riot.py): as a permanent with riot enters, an additional +1/+1 counter
    # ("counter", the default) or haste; given with the action that makes it enter (`cast` of a land, `resolve`).
    riot: Literal["counter", "haste"] | None = None
    # s17-afr: a die's result as the effect that rolls it resolves (CR 706.1; rules/dice.py): the engine is
    # deterministic, so the request gives it (the `pending` decision `choose` "die_roll" asks for it)
    die_roll: Annotated[int, Field(ge=1, le=20, strict=True)] | None = None
    # s19-venture: venture into the dungeon (CR 701.49a-c; rules/venture.py): the dungeon entered when the player
    # is in none (default: the first of app/engine/dungeons.py's), and the room moved to when theirs leads to
    # several (default: the first its arrows list); given with the action that resolves the venture.
    venture_dungeon: DungeonName | None = None
    venture_room: str | None = Field(default=None, min_length=1, max_length=MAX_ROOM_NAME)
    # s19-neob: "you may exile any number of white cards from your hand" as an additional cost to cast a spell (CR
    # 601.2b, 118.8; rules/s19neob_exile_reduction.py): the cards exiled, given with the `cast` action; none: none.
    exile_from_hand: list[Annotated[str, Field(min_length=1, max_length=200)]] | None = Field(default=None,
                                                                                             max_length=100)
    # s20-trig2: how many of `targets` are for each targeted effect of the spell or ability, in order (CR 601.2c: the
    # player announces how many targets they choose for each instance of "target"), given with the action that chooses
    # the targets; needed only when several "up to" targets leave it open (rules/effects_targets.py: s20trig2_dealt).
    target_counts: list[Annotated[int, Field(ge=0, le=100, strict=True)]] | None = Field(default=None, max_length=20)
    # s21-mutate: a mutating creature spell merging with its target (CR 702.140c; rules/s21mutate_mutate.py): whether its
    # controller puts it over or under the creature, given with the `resolve` action; default "over".
    mutate_position: Literal["over", "under"] | None = None
    # s21-neoa: "For each of them, put your choice of a vigilance counter, a reach counter, or a trample counter on it."
    # (CR 608.2d; rules/s21neoa_counter_choice.py): the counter chosen for each object, in the order the effect names
    # them (the tokens in the order they were created), given with the action that resolves it; none: the first option
    keywords: list[Annotated[str, Field(min_length=1, max_length=40)]] | None = Field(default=None, max_length=20)
    # s22-stx: "As ~ enters, you may reveal an Island or Mountain card from your hand. If you don't, ~ enters tapped."
    # (CR 614.12, 701.20a; rules/conditional_enters_tapped.py): the card of their hand its controller reveals as it
    # enters, given with the action that makes it enter (`play_land`, `resolve`); none: nothing is revealed.
    # s25-stda: with `cast`, the card of the caster's hand revealed for "As an additional cost to cast ~, reveal a Pirate
    # card from your hand or pay {2}." (CR 601.2b, 701.20a; rules/s25stda_reveal_or_mana.py); none: the mana is paid.
    reveal: str | None = Field(default=None, min_length=1, max_length=200)
    # s24-khans: delve (CR 702.66a; rules/s24khans_delve.py): the cards of the caster's graveyard exiled to pay generic
    # mana of the spell's total cost, given with the `cast` action; none: nothing is exiled.
    delve: list[Annotated[str, Field(min_length=1, max_length=200)]] | None = Field(default=None, max_length=100)
    # s27-mech: dredge (CR 702.52a; rules/s27mech_dredge.py): the cards with dredge in the drawing player's graveyard
    # dredged instead of drawing, one per draw of the action in order (each returned to their hand after milling N);
    # none: every draw is a draw.
    dredge: list[Annotated[str, Field(min_length=1, max_length=200)]] | None = Field(default=None, max_length=20)
    # s31-cmd: "An opponent separates those cards into two piles." (CR 700.3; rules/s31cmd_piles.py): the cards of the
    # first pile, given by that opponent with the action that resolves the effect; the second pile is the rest.
    piles: list[Annotated[str, Field(min_length=1, max_length=200)]] | None = Field(default=None, max_length=100)

    def legend_rule_keeps(self) -> list[str]:
        keep = self.legend_rule_keep
        return [keep] if isinstance(keep, str) else list(keep or [])


# The choices of an action that gives none (most actions): `Choices()` as validation makes it (the
# same instance dict, in field order, and no set fields), without validating its ~30 defaults, which
# pydantic would do for every such action of a request (docs/performance.md, "After session 14").
_NO_CHOICES: dict[str, object] = {name: info.default for name, info in Choices.model_fields.items()}
# The fields whose factory is `list` get a `[]` made in place (no call); any other factory is called.
_CHOICES_LISTS = tuple(name for name, info in Choices.model_fields.items() if info.default_factory is list)
_CHOICES_FACTORIES = tuple(
    (name, info.default_factory) for name, info in Choices.model_fields.items()
    if info.default_factory is not None and info.default_factory is not list
)
# A mutable literal default (`= []`) is copied for each instance, as pydantic copies it.
_CHOICES_COPIED = tuple(name for name, value in _NO_CHOICES.items() if isinstance(value, list | dict | set))


_new_object = object.__new__  # `Choices` defines no `__new__` of its own
_set_slot = object.__setattr__  # bound once: `object.__setattr__` looks `__setattr__` up on `object` each time


def no_choices() -> Choices:
    """A fresh `Choices()` (each list default a new list), made without validation (`Choices` has no
    validator: tests/unit/test_s14_perf.py holds that)."""
    fields = _NO_CHOICES.copy()
    for name in _CHOICES_LISTS:
        fields[name] = []
    if _CHOICES_FACTORIES:
        for name, factory in _CHOICES_FACTORIES:
            fields[name] = factory()  # type: ignore[call-arg]
    if _CHOICES_COPIED:
        for name in _CHOICES_COPIED:
            fields[name] = copy.deepcopy(fields[name])
    choices: Choices = _new_object(Choices)
    _set_slot(choices, "__dict__", fields)
    _set_slot(choices, "__pydantic_fields_set__", set())
    _set_slot(choices, "__pydantic_extra__", None)
    _set_slot(choices, "__pydantic_private__", None)
    return choices


# The one empty `Choices` shared by every action that gives none and by the engine between actions
# (docs/performance.md, "After session 16"): read-only, nothing in the engine changes a `Choices` in
# place (its lists are copied where kept: `list(choices.targets)`); tests/unit/test_s16_perf.py runs
# every scenario and checks that it is still `Choices()`.
EMPTY_CHOICES = no_choices()


def empty_choices() -> Choices:
    """The shared empty `Choices` (`EMPTY_CHOICES`): an action's default `choices`."""
    return EMPTY_CHOICES


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    player: str | None = None


class NextStep(_Action):
    type: Literal["next_step"] = "next_step"
    choices: Choices = Field(default_factory=empty_choices)  # e.g. the cleanup discard (CR 514.1)


class NextTurn(_Action):
    type: Literal["next_turn"] = "next_turn"
    choices: Choices = Field(default_factory=empty_choices)  # e.g. the cleanup discard (CR 514.1)


class ExplicitPayment(BaseModel):
    """How to pay a cost exactly (CR 601.2g-h): the mana to spend from the pool, and the mana
    abilities to activate first, each `[permanent id, ability index]` or `[id, index, color]`."""

    model_config = ConfigDict(extra="forbid")

    pool: dict[Literal["W", "U", "B", "R", "G", "C"], NonNegative] = Field(default_factory=dict)
    tap: list[tuple[str, NonNegative] | tuple[str, NonNegative, str]] = empty_list()


# `"auto"`: spend pool mana first, then activate mana abilities chosen by rules/payment.py.
Payment = Literal["auto"] | ExplicitPayment


class Cast(_Action):
    type: Literal["cast"] = "cast"
    card: str
    x: NonNegative | None = None
    face_down: Flag = False
    choices: Choices = Field(default_factory=empty_choices)
    payment: Payment | None = None
    # Which face of a multi-faced card is cast (docs/layouts.md; CR 712.11, 715.3, 709.3, 702.102).
    face: CardFace | None = None
    kicked: Flag = Field(default=False, description=(
        "Pay the card's kicker cost as it is cast (CR 702.33a): that much more mana is paid, and its "
        "\"If this spell was kicked\" effects happen (702.33d). Refused for a card without kicker."))
    convoke: list[str] = Field(default_factory=list, description=(
        "Convoke (CR 702.51a): the untapped creatures the caster controls tapped to pay part of the total cost, "
        "each one mana: one colored mana of one of its colors, else one generic mana. Refused for a card without "
        "convoke, or a creature that can't pay for anything left."))
    improvise: list[str] = Field(default_factory=list, max_length=1000, description=(
        "s24-kal: improvise (CR 702.126a): the untapped artifacts the caster controls tapped to pay part of the total "
        "cost, each one generic mana (after convoke's part). Refused for a card without improvise, an artifact named "
        "twice or also in `convoke`, or more artifacts than the generic mana left."))
    buyback: Flag = Field(default=False, description=(  # s25-tsr
        "s25-tsr: pay the card's buyback cost as it is cast (CR 702.27a): that much more mana is paid, and the spell goes "
        "to its owner's hand instead of their graveyard as it resolves. Refused for a card without buyback."))
    times_kicked: Annotated[StrictInt, Field(ge=2, le=20)] | None = Field(default=None, description=(  # s27-mech
        "s27-mech: multikicker (CR 702.33c-d): with `kicked`, how many times the card's multikicker cost is paid (2 to "
        "20; `kicked` alone pays it once); its \"for each time it was kicked\" counts them. Refused without `kicked` or "
        "for a card without multikicker."))
    offspring: Flag = Field(default=False, description=(
        "Pay the card's offspring cost as it is cast (CR 702.175a): that much more mana is paid and, when the "
        "creature enters, a 1/1 token copy of it is created. Refused for a card without offspring."))
    gift: str | None = Field(default=None, description=(
        "Gift (CR 702.174): the id of the opponent promised the card's gift as it is cast; they get it as the "
        "spell resolves (an instant or sorcery, before its other effects) or as the permanent enters. Omitted: "
        "no gift promised. Refused for a card without gift or a player who isn't an opponent."))
    # s16-kws: an alternative cost printed on the card (CR 118.9, rules/alternative_costs.py)
    alternative_cost: Literal["spectacle", "rather_than_mana_cost", "cleave",
                              "without_paying_mana_cost",
                              "mutate",
                              "emerge",
                              "madness",
                              "evoke",  # s24-mh1: evoke (CR 702.74a)
                              "dash",  # s24-khans: CR 702.109a
                              "exile_card_from_hand",  # s24-mh1
                              "overload",  # s25-mh: CR 702.96a
                              "blitz",  # s25-ncc: CR 702.152a
                              "awaken",  # s27-mech: CR 702.113a
                              "impending",  # s33-dsk: CR 702.176a
                              ] | None = Field(default=None, description=(
        "Cast the card for an alternative cost it has instead of its mana cost (CR 118.9): \"spectacle\" "
        "(CR 702.137a: only if an opponent of the caster lost life this turn) or \"rather_than_mana_cost\" "
        "(\"You may pay {2}{U} rather than pay this spell's mana cost.\") or \"cleave\" (CR 702.148: the "
        "spell's words in square brackets are removed) or \"evoke\" (CR 702.74a: the permanent is sacrificed as it "
        "enters) or \"exile_card_from_hand\" (\"you may exile a blue card from your hand rather than pay this "
        "spell's mana cost\", CR 118.9: the card is `choices.exile_from_hand`, one card of that color). "
        "Only from the hand; refused for a card without that cost. "
        "s18-castfree: \"without_paying_mana_cost\": no mana cost at all, allowed by a permanent the caster "
        "controls (\"You may cast spells from your hand without paying their mana costs.\", CR 118.9, 601.2f; "
        "X is 0, 107.3b; additional costs such as kicker are still paid). s21-mutate: \"mutate\" (CR 702.140a): a "
        "mutating creature spell targeting one non-Human creature its owner owns (`choices.targets`); as it resolves it "
        "merges with it, over or under (`choices.mutate_position` of the `resolve`), or enters if the target is illegal. "
        "s24-emn: \"emerge\" (CR 702.119a): the emerge cost instead, sacrificing the one creature the caster controls "
        "that `choices.sacrifice` names as the costs are paid, the total cost reduced by that creature's mana value. "
        "\"madness\" (CR 702.35a): only for the card its madness trigger casts from exile. "
        "s24-khans: \"dash\" (CR 702.109a): the permanent has haste and returns to its owner's hand at the beginning "
        "of the next end step. s25-mh: \"overload\" (CR 702.96a-c): the spell's text with every \"target\" replaced by "
        "\"each\"; it has no targets. s25-ncc: \"blitz\" (CR 702.152a): the permanent has haste and \"When this creature dies, "
        "draw a card.\" and is sacrificed at the beginning of the next end step. s27-mech: \"awaken\" (CR 702.113a): "
        "the spell also puts N +1/+1 counters on target land its caster controls (`choices.targets`, after the spell's "
        "other targets), which becomes a 0/0 Elemental creature with haste that's still a land."))


class Resolve(_Action):
    type: Literal["resolve"] = "resolve"
    choices: Choices = Field(default_factory=empty_choices)


class PlayLand(_Action):
    type: Literal["play_land"] = "play_land"
    card: str
    face: CardFace | None = None  # "back": a modal double-faced card's land back face (CR 712.11)
    # "As ~ enters, choose a color" on a land (Uncharted Haven, CR 614.12): `chosen_color` / `chosen_creature_type`
    choices: Choices = Field(default_factory=empty_choices)


class Activate(_Action):
    type: Literal["activate"] = "activate"
    permanent: str
    ability: NonNegative = 0
    x: NonNegative | None = None
    choices: Choices = Field(default_factory=empty_choices)
    payment: Payment | None = None
    # "Remove any number of <kind> counters" in the cost: how many (CR 601.2b, 602.2b; 0 if not given).
    counters_removed: NonNegative | None = None
    crew: list[str] | None = Field(default=None, description=(
        "Crew (CR 702.122a): the other untapped creatures its controller controls tapped to pay a crew "
        "ability's cost, with total power at least its crew number. Default: the first ones in battlefield "
        "order that add up. Refused for an ability that isn't crew."))


class TapForMana(_Action):
    type: Literal["tap_for_mana"] = "tap_for_mana"
    permanent: str
    ability: NonNegative = 0
    color: str | None = None
    counters_removed: NonNegative | None = None  # as on `activate` (the Mana Batteries)
    # s33-mom: `mana_colors`, one color for each "additional one mana of any color" a triggered mana ability adds as
    # this mana ability resolves (CR 605.1b, 106.12a; rules/mana_triggers.py)
    choices: Choices = Field(default_factory=empty_choices)


class TurnFaceUp(_Action):
    type: Literal["turn_face_up"] = "turn_face_up"
    permanent: str
    pay: Literal["negamorph", "other", "morph",  # s24-khans: "morph" pays a morph/megamorph cost (CR 702.37e)
                 "mana_cost"] = "negamorph"  # s24-khans: a manifested creature card's mana cost (CR 701.40b)
    choices: Choices = Field(default_factory=empty_choices)  # e.g. targets of "when turned face up" triggers


class PutOntoBattlefield(_Action):
    """Put one card (`card`) or several at the same time (`cards`) onto the battlefield, not cast."""

    type: Literal["put_onto_battlefield"] = "put_onto_battlefield"
    card: str | None = None
    cards: list[str] = empty_list()
    from_zone: Zone | None = Field(default=None, alias="from")
    controller: str | None = None
    tapped: Flag = False
    choices: Choices = Field(default_factory=empty_choices)

    @model_validator(mode="after")
    def _one_way_to_name_cards(self) -> PutOntoBattlefield:
        if (self.card is None) == (not self.cards):
            raise ValueError("give exactly one of 'card' or 'cards'")
        return self

    def card_ids(self) -> list[str]:
        return [self.card] if self.card is not None else list(self.cards)


class Transform(_Action):
    type: Literal["transform"] = "transform"
    permanent: str


class Move(_Action):
    """Move a permanent, a stack object, or a card in a player's zone to another zone."""

    type: Literal["move"] = "move"
    permanent: str
    to: Literal["graveyard", "exile", "hand", "library"]
    position: LibraryPosition = LibraryPosition.TOP


class AttackDeclaration(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    defending: str
    band: str | None = None
    # s24-hou: "You may exert ~ as it attacks." (CR 701.43, 508.1g): exert this attacker as it is declared
    exert: bool = Field(default=False, exclude_if=lambda value: not value,
                        description="Exert this creature as it attacks (an optional cost to attack its own ability "
                                    "allows, CR 701.43, 508.1g): it won't untap during your next untap step.")


class DeclareAttackers(_Action):
    type: Literal["declare_attackers"] = "declare_attackers"
    attackers: list[AttackDeclaration] = empty_list()
    choices: Choices = Field(default_factory=empty_choices)


class BlockDeclaration(BaseModel):
    model_config = ConfigDict(extra="forbid")
    blocker: str
    attacker: str


class DeclareBlockers(_Action):
    type: Literal["declare_blockers"] = "declare_blockers"
    blocks: list[BlockDeclaration] = empty_list()


class DamageAssignment(BaseModel):
    model_config = ConfigDict(extra="forbid")
    source: str
    to: dict[str, NonNegative]


class AssignCombatDamage(_Action):
    type: Literal["assign_combat_damage"] = "assign_combat_damage"
    assignments: list[DamageAssignment] = empty_list()


class ComputeCost(_Action):
    type: Literal["compute_cost"] = "compute_cost"
    card: str
    x: NonNegative | None = None
    face_down: Flag = False
    face: CardFace | None = None  # the face to cast, as `cast` takes it (docs/layouts.md)
    kicked: Flag = Field(default=False, description="The cost with the card's kicker cost paid (CR 702.33a).")
    offspring: Flag = Field(default=False, description="The cost with the card's offspring cost paid (CR 702.175a).")


class CouldProduce(_Action):
    type: Literal["could_produce"] = "could_produce"
    permanent: str


class PassPriority(_Action):
    """CR 117.3d: the player with priority passes it. When every player has passed in succession,
    the top of the stack resolves (CR 117.4, 608.1) or, with an empty stack, the step ends (CR
    500.2); `choices` are used by what then happens (a resolving object's choices, the cleanup
    discard)."""

    type: Literal["pass_priority"] = "pass_priority"
    choices: Choices = Field(default_factory=empty_choices)


class LegalActions(_Action):
    """Query: every action `player` may take now, with its cost and the rules that allow it;
    with `explain`, also the main actions that are not legal now and why."""

    type: Literal["legal_actions"] = "legal_actions"
    explain: Flag = False


class Cycle(_Action):
    """Cycle a card from its owner's hand (CR 702.29a: "[Cost], Discard this card: Draw a card."):
    pay its cycling cost and discard it; the ability goes on the stack and draws a card as it
    resolves. The player must have priority (117.1b)."""

    type: Literal["cycle"] = "cycle"
    card: str = Field(description="The id of the card with cycling in the player's hand.")
    payment: Payment | None = None
    # s34-fin: the X of a cycling cost with {X} (CR 107.3, 602.2b), also the X of its "When you cycle ~" abilities
    x: NonNegative | None = None


class Ninjutsu(_Action):
    """Activate a card's ninjutsu from its owner's hand (CR 702.49a: "[Cost], Reveal this card from
    your hand, Return an unblocked attacking creature you control to its owner's hand: Put this card
    onto the battlefield from your hand tapped and attacking."): pay the cost, reveal the card and
    return `returning`; the ability goes on the stack. Only once blockers are declared, while that
    creature is unblocked (702.49c, 509.1h). The player must have priority (117.1b)."""

    type: Literal["ninjutsu"] = "ninjutsu"
    card: str = Field(description="The id of the card with ninjutsu in the player's hand.")
    returning: str = Field(description="The id of the unblocked attacking creature the player controls that "
                                       "returns to its owner's hand as part of the cost.")
    payment: Payment | None = None



class Suspend(_Action):
    """s24-mh1: suspend a card from its owner's hand (CR 702.62a, 116.2f): a special action, any time they could begin
    to cast it (sorcery timing unless it is an instant or has flash), paying its suspend cost; the card is exiled with
    its N time counters on it. It doesn't use the stack (rules/s24mh1_suspend.py)."""

    type: Literal["suspend"] = "suspend"
    card: str = Field(min_length=1, max_length=200, description="The id of the card with suspend in the player's hand.")
    payment: Payment | None = None


class Foretell(_Action):
    """s25-khc: foretell a card from its owner's hand (CR 702.143a-b, 116.2h): a special action, any time they have
    priority during their own turn, paying {2}; the card is exiled face down, foretold. From a later turn on, its owner
    may cast it from exile for its foretell cost (rules/s25khc_foretell.py)."""

    type: Literal["foretell"] = "foretell"
    card: str = Field(min_length=1, max_length=200, description="The id of the card with foretell in the player's hand.")
    payment: Payment | None = None


class Plot(_Action):
    """s27-otja: plot a card from its owner's hand (CR 702.170a-b): a special action, any time they have priority during
    their main phase while the stack is empty, paying its plot cost; the card is exiled, plotted. From a later turn on
    its owner may cast it from exile without paying its mana cost during their main phase while the stack is empty
    (702.170d; rules/s27otja_plot.py)."""

    type: Literal["plot"] = "plot"
    card: str = Field(min_length=1, max_length=200, description="The id of the card with plot in the player's hand.")
    payment: Payment | None = None


class Unlock(_Action):
    """s34-dsk: unlock a locked door of a Room (CR 116.2m, 709.5e): a special action, any time the Room's controller has
    priority during a main phase of their own turn while the stack is empty, paying that half's mana cost; the
    permanent gets the half's unlocked designation. It doesn't use the stack (rules/s34dsk_rooms.py)."""

    type: Literal["unlock"] = "unlock"
    permanent: str = Field(min_length=1, max_length=200, description="The id of the Room the player controls.")
    door: Literal["left", "right"] = Field(description="The locked half to unlock (CR 709.5j: a door).")
    payment: Payment | None = None


Action = Annotated[
    NextStep | NextTurn | Cast | Resolve | PlayLand | Activate | TapForMana | TurnFaceUp
    | PutOntoBattlefield | Transform | Move | DeclareAttackers | DeclareBlockers | AssignCombatDamage
    | ComputeCost | CouldProduce | PassPriority | LegalActions
    | Cycle | Ninjutsu
    | Suspend  # s24-mh1
    | Foretell  # s25-khc
    | Plot  # s27-otja
    | Unlock,  # s34-dsk
    Field(discriminator="type"),
]

ACTION_LIST_ADAPTER: TypeAdapter[list[Action]] = TypeAdapter(list[Action])
