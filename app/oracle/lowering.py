"""Lowering: the syntax tree of one Oracle line (app/oracle/ast.py) -> the engine's vocabulary
(`app.engine.cards`: abilities and effects as JSON).

Honesty by construction: every node of the tree must find its engine node here. A node the
engine has no vocabulary for (a trigger event it doesn't watch, a qualifier its target grammar
can't say, a duration it doesn't keep, "you may" where nothing asks) raises `NotLowered` with
the reason, and the whole line stays not modelled. Nothing is approximated: a part the engine
can't do exactly is never dropped or replaced by something near it.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import Any, get_args

from pydantic import ValidationError

from app.engine.cards import (
    LIMITED_TRIGGERS,
    PREDEFINED_NOT_MODELLED,
    IfConditionEffect,
    IfManaSpentEffect,
    PredefinedToken,
    ReturnCounter,
)
from app.engine.cards import card_quality as engine_card_quality  # s13-pw (the library's reading: below)
from app.engine.creature_types import CREATURE_TYPES
from app.engine.dungeons import ALL_ROOMS_MODELLED, unmodelled_rooms  # s19-venture
from app.engine.keywords import is_modelled, normalise_keyword, parse_keyword
from app.engine.mana import parse_mana_production  # s20-m20
from app.engine.subtypes import (
    PLANESWALKER_TYPES,  # s20-m20
    is_subtype,  # s20-m20, s24-kal
)
from app.engine.subtypes import SUBTYPES as S24HOU_SUBTYPES  # s24-hou
from app.engine.target_grammar import (
    CARD_TYPES,
    COLORS,
    COUNTER_STATES,
    NO_COUNTER_STATES,
    TargetSpecError,
    parse_target_spec,
)
from app.oracle.ast import (
    Activated,
    AdditionalCost,
    AfrBecomesCreatureLand,
    AfrRollTable,
    Amount,
    Body,
    Condition,
    Cost,
    CostReduction,
    CostReductionTargets,  # s13-modal
    DamageIncrease,
    Effect,
    Event,  # s16-kws
    GrantedStatic,  # s15-granted
    KwsAlternativeCost,  # s16-kws
    KwsEscape,  # s16-kws
    KwsSacrificeEither,  # s16-kws
    LandsGrantedMana,  # s16-lands
    LibraryRevealFromAmong,  # s15-library
    LibraryRevealTop,  # s15-library
    LibrarySearch,  # s15-library
    Line,
    LinkedAttachedLoss,
    Modal,
    NeoCostLessRestriction,  # s15-neo
    Noun,
    OnlyIfRestriction,
    Qualifier,
    Ref,
    S14IfYouMay,  # s14-seasons
    S18GrantEffect,  # s18-quoted
    S18M21DamageMultiply,
    S18neoaTwoCostReductions,  # s18-neoa
    S18QuotedToken,  # s18-quoted
    S19GrantedActivated,  # s19-granted
    S19M21FlipCoin,  # s19-m21
    S19neobExileReduction,  # s19-neob
    S20m20DamageExcept,  # s20-m20
    S20M21CountersStateTrigger,  # s20-m21
    S20neoaArrest,  # s20-neoa
    S20neoaAttachedBase,  # s20-neoa
    S20neoaCostPerTarget,  # s20-neoa
    S20neoaTapOrPay,  # s20-neoa
    S21innAbilityToken,  # s21-inn
    S21neoaCounterChoice,  # s21-neoa
    S21neoaPutFromHand,  # s21-neoa
    S21neobDamageInstead,  # s21-neob
    S21neobModalBothIf,  # s21-neob
    S22innCostReductionOnBattlefield,  # s22-inn
    S22zneCostReductionDevotion,  # s22-zne
    S22zneSacrificeEitherCost,  # s22-zne
    S23c10StaticPrevention,  # s23-c10
    S23c10UnblockableGrant,  # s23-c10
    S23C11FlipCoinTwo,  # s23-c11
    S23neoAnyNumberReduction,  # s23-neo
    S24emnKeywordCost,  # s24-emn
    S24mh1ExileAlternative,  # s24-mh1
    S24mh1Suspend,  # s24-mh1
    S25stdaRevealOrPay,  # s25-stda
    S25stdcChooseRoll,
    S25tsrKeyword,  # s25-tsr
    S27fdnbCostLessTotalPower,  # s27-fdnb
    Sentence,
    Spell,
    Static,
    TailbBothCondition,
    Token_,
    TrailingInsteadSentence,
    Triggered,
    TriggeredModal,  # s13-modal
)
from app.oracle.library import card_quality

Json = dict[str, Any]


class NotLowered(Exception):
    """A node of the tree the engine has no vocabulary for; `reason` names it."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


# Plurals of subtypes that are not the singular plus "s" (CR 205.3m lists the subtypes).
_IRREGULAR_PLURALS = {
    "Elves": "Elf",
    "Dwarves": "Dwarf",
    "Wolves": "Wolf",
    "Werewolves": "Werewolf",
    "Mice": "Mouse",
    "Fungi": "Fungus",
    "Foxes": "Fox",
    "Sphinxes": "Sphinx",
    "Plains": "Plains",
    "Octopuses": "Octopus",
    "Homunculi": "Homunculus",
    "Djinn": "Djinn",
    "Efreet": "Efreet",
    "Lynxes": "Lynx",
    "Thalakoses": "Thalakos",
    "Aurochs": "Aurochs",  # s25-khc: its own plural ("each other attacking Aurochs")
}
_COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def singular(subtype: str) -> str:
    """ "Knights" -> "Knight", "Elves" -> "Elf"; a word that is no regular plural is refused."""
    if subtype in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[subtype]
    if subtype.endswith("ies") or subtype.endswith("ss") or subtype.endswith("xes") or not subtype.endswith("s"):
        raise NotLowered(f"subtype plural {subtype!r} (not a regular plural the reader knows)")
    return subtype[:-1]


def keyword_text(words: str) -> str:
    canonical = normalise_keyword(words)
    keyword = parse_keyword(canonical) if canonical else None
    if keyword is None or not is_modelled(keyword):
        raise NotLowered(f"keyword {words!r} (not one the engine models)")
    return keyword.text


def _keyword_qualifier(words: str) -> str:
    canonical = normalise_keyword(words)
    keyword = parse_keyword(canonical) if canonical else None
    if keyword is None:
        raise NotLowered(f"keyword {words!r}")
    return keyword.text


# --- target specs (app/engine/target_grammar.py) ---------------------------------------------


_ZONES = ("from_your_graveyard", "from_a_graveyard", "s22zne_from_opponents_graveyard")  # s22-zne: an opponent's


def _qualifiers(noun: Noun, *, plural: bool = False) -> list[str]:
    out: list[str] = []
    for q in noun.qualifiers:
        if q.name not in _ZONES:
            out.append(_qualifier(q))
    if noun.head == "subtype":
        word = noun.words[0]
        out.append(singular(word) if plural else word)
    return out


def _qualifier(q: Qualifier) -> str:
    simple = {
        "tapped": "tapped",
        "untapped": "untapped",
        "attacking": "attacking",
        "blocking": "blocking",
        "other": "other",
        "nontoken": "nontoken",
        "colorless": "colorless",
        "you_control": "you_control",
        "opponent_controls": "opponent_controls",
        "target_player_controls": "target_player_controls",
        "target_opponent_controls": "target_opponent_controls",  # s22-ete (CR 115.1; rules/target_filters.py)
        "attacking_blocking_or_tapped": "attacking_or_blocking_or_tapped",  # s11-gift-spells
        "defending_player_controls": "defending_player_controls",  # s11-m19a (CR 506.2)
        "dealt_damage_this_turn": "dealt_damage_this_turn",  # s13-modal (CR 120.1; rules/dealt_damage_this_turn.py)
        "attacking_or_tapped": "attacking_or_tapped",  # s13-modal ("an attacking or tapped creature")
        "entered_this_turn": "entered_this_turn",  # s13-batch2 (CR 400.7; rules/entered_this_turn.py)
        "modified": "modified",  # s15-neo (CR 700.9; rules/modified.py)
        "legendary": "legendary",  # s15-neo (CR 205.4a; a state of rules/target_filters.py)
        "nonlegendary": "nonlegendary",  # s21-ete (CR 205.4a; a state of rules/target_filters.py)
        "not_enchanted": "not_enchanted",  # s26-cmdb: "that aren't enchanted" (CR 303.4; rules/target_filters.py)
        "nonbasic": "nonbasic",  # s22-war (CR 205.4c; a state of rules/target_filters.py)
        "you_dont_control": "opponent_controls",  # s15-r2neoa: "you don't control" (CR 102.3: no teams)
        "attacking_or_blocking": "attacking_or_blocking",  # s17-neo ("target attacking or blocking creature")
        "s19m20_controlled_not_owned": "controlled_not_owned",  # s19-m20: "you control ... you don't own" only
        "s22afr_blocking_it": "blocking_source",  # s22-afr: "target creature blocking it" (it: ~; CR 509.1)
        "s22stx_monocolored": "monocolored",  # s22-stx: exactly one color (CR 105.4; rules/target_filters.py)
        "s24mh1_snow": "snow", "s24mh1_nonsnow": "nonsnow",  # s24-mh1: the supertype (CR 205.4g; rules/target_filters.py)
    }
    if q.name in simple:
        return simple[q.name]
    if q.name == "non_type" and q.value is not None:
        return q.value
    if q.name in ("with_color", "non_color") and q.value is not None:
        return q.value
    if q.name == "with_type" and (q.value in CARD_TYPES or q.value in _SPELL_CARD_TYPES):  # "an instant card"
        return q.value
    if q.name == "with_subtype" and q.value is not None:
        return q.value
    if q.name in ("with_keyword", "without_keyword") and q.value is not None:
        return f"{q.name.split('_')[0]}_{_keyword_qualifier(q.value)}"
    if q.name == "with_stat" and q.value is not None:
        return q.value
    if q.name in ("with_counter", "with_counters", "token_or_subtype"):
        return s14_counter_qualifier(q)  # s14-counters (end of this module)
    if q.name == "s18neob_without_counter" and q.value is not None:
        return f"without_counter_{q.value}"  # s18-neob (CR 122.1; rules/target_filters.py)
    if q.name.startswith("targets_") and q.value is not None:
        return targets_qualifier(q)  # s15-targets (end of this module)
    if q.name == "library_named_self":
        return "named_like_source"
    if q.name == "s22afr_not_named_self":
        return "not_named_like_source"  # s22-afr: "not named ~" (CR 201.2a; rules/named_cards.py)
    if q.name == "creature_or_subtype" and q.value is not None:
        return f"creature_or_{q.value}"  # s15-r2neoa: "creature or Vehicle" (CR 205.3; rules/creature_or_subtype.py)  # s15-library: "named ~" (CR 201.2a; rules/named_cards.py)
    if q.name == "s21szn_basic":
        return "basic"  # s21-szn: the supertype (CR 205.4c; a state of rules/target_filters.py)
    if q.name == "taile_historic":
        return "historic"  # s17-taile: CR 700.6 (an artifact, legendary or a Saga; rules/target_filters.py)
    if q.name in ("s27otjb_outlaw", "s27otjb_non_outlaw"):
        return s27otjb_outlaw_qualifier(q.name)  # s27-otjb: CR 700.12 (end of this module)
    if q.name == "s27otjb_saddled_it":
        return "saddled_source"  # s27-otjb: "that saddled it this turn" (CR 702.171c; rules/target_filters.py)
    if q.name == "kwc_lesser_power":
        return "power_less_than_source"  # s16-kwc: "with lesser power" (than the source; rules/lesser_power.py)
    if q.name == "s22war_that_is_subtypes" and q.value:
        return q.value.replace("|", "_or_")  # s26-cmdb: "that's a Wolf or a Werewolf" (CR 205.3), as s25-stdb's
    raise NotLowered(f"qualifier {q.name.replace('_', ' ')}{' ' + q.value if q.value else ''}")


_PLURAL_HEADS = {
    "creatures": "creature",
    "permanents": "permanent",
    "artifacts": "artifact",
    "enchantments": "enchantment",
    "lands": "land",
    "planeswalkers": "planeswalker",
    "artifacts and enchantments": "artifact_or_enchantment",  # s11-m19a: each artifact and each enchantment
}


def _base(noun: Noun) -> tuple[str, list[str]]:
    """The spec's base and extra qualifiers for a noun's head."""
    head = noun.head
    if head in CARD_TYPES or head == "permanent":
        return head, []
    if head == "plural":
        words = " ".join(noun.words).lower()
        if words in _PLURAL_HEADS:
            return _PLURAL_HEADS[words], []
        either = words.split(" and/or ")  # "artifacts and/or enchantments": each has one type or both
        if len(either) == 2 and all(part in _PLURAL_HEADS for part in either):
            return "_or_".join(_PLURAL_HEADS[part] for part in either), []
        if words == "tokens":  # s17-neo3: "all Rat tokens" (the state "token", CR 111.1)
            return "permanent", ["token"]
        raise NotLowered(f"noun {words!r}")
    if head == "either":
        types = [w for w in noun.words if w not in ("or", ",")]
        if types == ["artifact", "enchantment", "tapped", "creature"]:  # s21-neoa (end of this module)
            return "artifact_or_enchantment_or_creature", [S21NEOA_OR_TAPPED]
        if all(t in CARD_TYPES for t in types):
            return "_or_".join(types), []
        raise NotLowered(f"noun {' '.join(noun.words)!r}")
    if head == "subtype":
        return "creature", []  # "target Goblin" is a creature of that subtype only if it says so
    if head == "type_card":  # "a creature card", "an instant or sorcery card" (one of them), "a permanent card"
        return "card", _card_types(noun)
    if head == "card":
        return "card", []
    if head == "token":  # s13-bite: "target creature token" / "target token" (the state "token", CR 111.1)
        return "permanent", ["token"]
    if (either_card := core_types_and_or_card(noun)) is not None:  # s17-core (end of this module)
        return either_card
    raise NotLowered(f"noun {head!r}")


def spec_of(noun: Noun, *, plural: bool = False) -> str:
    """A noun phrase -> a spec of the filter grammar ("creature:opponent_controls")."""
    base, extra = _base(noun)
    if noun.head == "either" and any(q.name == "with_type" for q in noun.qualifiers):
        raise NotLowered("a card type before a list of card types")  # s15-targets: "artifact, creature, or ..."
    qualifiers = _qualifiers(noun, plural=plural)
    if noun.head == "subtype":
        base = r2m21_subtype_base(noun)  # s15-r2m21: "target Shrine" (end of this module)
    if base == "card":
        zone = [q for q in noun.qualifiers if q.name in _ZONES]
        if not zone:
            raise NotLowered("a card in a zone the reader doesn't know")
        base = "card_in_your_graveyard" if zone[0].name == "from_your_graveyard" else "card_in_a_graveyard"
        if zone[0].name == "s22zne_from_opponents_graveyard":
            extra = [*extra, "in_an_opponents_graveyard"]  # s22-zne: "from an opponent's graveyard" (CR 115.2)
    elif any(q.name in _ZONES for q in noun.qualifiers):
        raise NotLowered("a permanent in a graveyard")
    spec = ":".join([base, *extra, *qualifiers])
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"target {spec!r}: {problem}") from None
    return spec


def _group_spec(ref: Ref) -> str:
    """ "creatures you control", "Knights you control", "other creatures" -> an untargeted `all:` spec."""
    noun = ref.noun
    assert noun is not None
    if noun.head == "subtype":
        base, qualifiers = "creature", _qualifiers(noun, plural=True)
    elif noun.head == "plural":
        base, extra = _base(noun)
        qualifiers = [*extra, *_qualifiers(noun)]  # s17-neo3: "tokens" brings the state "token"
    elif noun.head == "plural_subtypes":  # s14-copies: "Birds, Frogs, Otters, and Rats you control"
        kinds = [singular(word) for word in noun.words]
        if any(kind not in CREATURE_TYPES for kind in kinds):
            raise NotLowered(f"group {' '.join(noun.words)!r}: not all creature types (CR 205.3m)")
        base, qualifiers = "_or_".join(kinds), _qualifiers(noun)
    else:
        raise NotLowered(f"group {' '.join(noun.words)!r}")
    if ref.other:
        qualifiers.append("other")
    spec = ":".join(["all", *([] if base == "permanent" else [base]), *qualifiers])  # s14-seasons: "all" alone
    try:                                                                                # names permanents
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"group {spec!r}: {problem}") from None
    return spec


# The vocabulary's named specs (app/engine/cards.py `NamedTargetSpec`) for filters that say the same:
# a line the templates also read is then read into the same definition.
NAMED = {
    "creature:attacking": "attacking_creature",
    "creature:blocking": "blocking_creature",
    "creature:attacking_or_blocking": "attacking_or_blocking_creature",
    "creature:nonblack": "nonblack_creature",
    "creature:nonartifact": "nonartifact_creature",
    "permanent:nonland": "nonland_permanent",
    "all:creature": "each_creature",
    "all:creature:you_control": "each_creature_you_control",
    "all:artifact": "each_artifact",
    "all:enchantment": "each_enchantment",
    "all:land": "each_land",
    "all:land:Plains": "each_plains",
    "all:land:Island": "each_island",
    "all:land:Swamp": "each_swamp",
    "all:land:Mountain": "each_mountain",
    "all:land:Forest": "each_forest",
    "all:creature:attacking": "each_attacking_creature",
    "all:creature:blocking": "each_blocking_creature",
}


def named(spec: str) -> str:
    return NAMED.get(spec, spec)


_PLAYER_SPECS = {
    "you": "you",
    "target_player": "player",
    "target_opponent": "opponent",
    "each_opponent": "each_opponent",
    "each_player": "each_player",
}


class _Context:
    """What a line's lowering knows as it goes: whether a target was taken (at most one per
    ability: a second would leave whose target is which to guess), what "it" names."""

    def __init__(self, kind: str, self_event: bool = False, dies: bool = False) -> None:
        self.kind = kind  # "spell", "triggered", "activated", "step"
        self.self_event = self_event and not dies  # a trigger on ~'s own event: "it" as a subject is ~
        self.dies = dies  # "When ~ dies": ~ and "it" are the card in its owner's graveyard (`that_card`)
        self.targets = 0
        # "up to two target creatures" / "two target creatures" on the effect being lowered
        # (`target_count`, `up_to`; CR 601.2c), and whether an earlier effect took several targets
        self.many: Json = {}
        self.plural = False
        self.that_much = False  # "that many" names the amount of the trigger event
        self.attacks = False  # "Whenever ~ attacks": "defending player" is the one it attacks (CR 508.5)
        self.named: str | None = None  # s13-gift: an untargeted object an earlier effect named ("enchanted creature")
        # s26-tidy: a trigger on ~ alone dying or being put into a graveyard from the battlefield, where "counters on it"
        # are ~'s (s25khc_counters_readable, end of this module)
        self.source_died = False

    def took_target(self, spec: str) -> None:
        if spec in ("self", "you", "each_opponent", "each_player") or spec.startswith(("all:", "it")):
            return
        self.targets += 1
        self.last_target = spec  # s13-bite: what "that creature" names after it (that_is_it)
        if self.targets > 1 and not s19multi_takes_another(self, spec):  # s19-multi (end of this module)
            raise NotLowered("a second target in one ability (which target is whose would be a guess)")


def object_spec(ref: Ref, ctx: _Context, *, players: bool) -> str:
    """Who or what an effect acts on, as a target spec (a named one where the vocabulary has it)."""
    return named(_object_spec(ref, ctx, players=players))


def _permanents(ref: Ref, ctx: _Context) -> str:
    """What an effect on permanents acts on; "up to N target ..." / "N target ..." too, its number
    kept in `ctx.many` for the effect (`target_count`, `up_to`: CR 601.2c, 115.3)."""
    if ref.kind == "target" and (ref.up_to or (ref.count is not None and ref.count.value != 1)):
        number = ref.count.value if ref.count is not None else 1
        if not isinstance(number, int) or number < 1 or (ref.count is not None and ref.count.for_each is not None):
            raise NotLowered("a number of targets other than one")
        # the filter grammar's spec, as the templates write it for several targets
        spec = _object_spec(dataclasses.replace(ref, count=None, up_to=False), ctx, players=False)
        ctx.many = {"target_count": number, **({"up_to": True} if ref.up_to else {})}
        ctx.plural = number != 1  # "up to one target creature ... it": "it" is that one, if chosen
        return spec
    return object_spec(ref, ctx, players=False)


def _object_spec(ref: Ref, ctx: _Context, *, players: bool) -> str:
    if ref.kind == "each_creature_and_each_player" and players:
        return ref.kind  # s23-c10: "each creature and each player" (ast.py s23c10_each_creature_and_each_player)
    if s18m21_that_blocker(ref, ctx):
        return "that_permanent"  # s18-m21: "that creature" of a block trigger (end of this module)
    if getattr(ctx, "s21m21_that_planeswalker", False) and ref.kind == "that" and ref.noun is not None and (
            ref.noun.head == "planeswalker" and ref.noun.words in ((), ("planeswalker",)) and not ref.noun.qualifiers):
        return "that_permanent"  # s21-m21: "that planeswalker", the one dealt damage (end of this module)
    if targets_is_opponent_or_planeswalker(ref):
        return targets_opponent_or_planeswalker(ctx, players)  # s15-targets (end of this module)
    if ref.kind == "that" and that_is_it(ref, ctx):
        return "it:creature"  # s13-bite (end of this module)
    if m2x_that_permanent_is_it(ref, ctx):
        return "it"  # s16-m2x: "That permanent loses indestructible ..." (end of this module)
    s20trig2_refuse_other_target(ref, ctx)  # s20-trig2: "other target" after a target, outside a spell (end of module)
    if other_target_applies(ref, ctx):
        return lower_other_target(ref, ctx)  # s11-gift-spells (end of this module)
    if ref.kind == "target" and ref.other:
        raise NotLowered("'other target' here")
    if ref.kind == "target":
        assert ref.noun is not None
        if ref.up_to or (ref.count is not None and ref.count.value != 1):
            raise NotLowered("a number of targets other than one")
        if ref.noun.head in ("player", "opponent") or (
            ref.noun.head == "either" and ref.noun.words == ("player", "or", "planeswalker") and not ref.noun.qualifiers
        ):
            if not players:
                raise NotLowered("a player where the effect acts on permanents")
            spec = "player_or_planeswalker" if ref.noun.head == "either" else ref.noun.head
        elif ref.noun.head == "subtypes":
            spec = subtypes_target_spec(ref.noun, ref.another)  # s13-batch (end of this module)
        else:
            spec = s23neo_target_spec(ref.noun, ctx)  # s23-neo: "... that player controls" (end of this module)
            if ref.another:
                spec += ":other"
                parse_target_spec(spec)
        ctx.took_target(spec)
        return spec
    if ref.kind == "any_target":
        if not players:
            raise NotLowered("any target where the effect acts on permanents")
        ctx.took_target("any")
        return "any"
    if ref.kind in ("self", "it") and ctx.dies:
        return "that_card"  # the card put into the graveyard (rules/event_triggers.py, CR 603.10a)
    if ref.kind == "it" and ctx.targets == 0 and getattr(ctx, "s26cmdb_it_that_card", False):
        return "that_card"  # s26-cmdb: "Whenever a creature an opponent controls dies, exile it." (end of this module)
    if ref.kind == "self":
        return "self"
    if ref.kind == "it" and ctx.targets == 0 and ctx.named == "enchanted_creature":
        return "enchanted_creature"  # s13-gift: "tap enchanted creature ... on it": that creature (CR 608.2c)
    if ref.kind == "it" and ctx.targets == 0 and ctx.named == "created_token":
        # s13-gift2: the one creature token the effect before created (CR 608.2c); s22-stx: also in a trigger on ~'s
        # own event ("When ~ enters, create a 0/0 ... token. Put X +1/+1 counters on it": the token, not ~)
        return "it"
    if ref.kind == "it" and ctx.self_event and ctx.targets == 0:
        return "self"  # "When ~ attacks, it gets ...": ~; after a target, "it" is that target (below)
    if ref.kind == "it" and ctx.targets == 0 and ctx.named == "s14_chosen":
        return "it"  # s14-seasons: the permanent chosen as it resolves ("Choose an artifact ... you control.")
    if ref.kind == "it" and ctx.targets == 0 and getattr(ctx, "s21szn_it_is_self", False):
        return "self"  # s21-szn: "Put a +1/+1 counter on ~. It gains flying ...": every effect before acts on ~ only
    if ref.kind == "it" and ctx.targets == 0 and isinstance(ctx, _EventContext):
        return "that_permanent"  # s14-counters: the permanent the trigger event names (rules/event_triggers.py)
    if ref.kind == "it" and ctx.targets == 1:
        if ctx.plural:
            raise NotLowered("'it' after several targets")
        return "it"
    if ref.kind == "enchanted_creature":
        ctx.named = "enchanted_creature"
        return "enchanted_creature"
    if ref.kind == "equipped_creature":
        return s23c13_equipped_creature(ctx)  # s23-c13 (end of this module)
    if ref.kind == "group":
        group = _group_spec(ref)
        ctx.copies_group = group  # type: ignore[attr-defined]  # s14-copies: what a later "them" names
        return group
    if ref.kind in ("each", "all") and ref.noun is not None:
        noun = ref.noun
        if noun.head in ("player", "opponent") and not noun.qualifiers:
            if not players:
                raise NotLowered("players where the effect acts on permanents")
            return f"each_{noun.head}"
        plural = ref.kind == "all"
        if ref.kind == "all" and noun.head not in ("plural", "subtype"):
            raise NotLowered(f"'all' with {' '.join(noun.words)!r}")
        if ref.kind == "all" and noun.head == "subtype":
            raise NotLowered(f"all {noun.words[0]} without a card type")
        if ref.kind == "each" and noun.head == "subtype":
            return each_subtype_spec(noun)  # s13-batch: "each other Squirrel you control"
        if ref.kind == "each" and noun.head == "subtypes":
            return each_of_subtypes_spec(noun)  # s13-batch2: "each Frog, Rabbit, Raccoon, or Squirrel you control"
        if noun.head == "plural":
            return _group_spec(Ref("group", noun))
        if ref.kind == "each" and any(q.name == "target_player_controls" for q in noun.qualifiers):
            return s27otja_each_target_player_controls(noun)  # s27-otja (end of this module)
        spec = spec_of(noun, plural=plural)
        if spec.startswith("card"):
            raise NotLowered("each card")
        return s14_seasons_all_spec(spec)
    if ref.kind == "player" and players and ref.player in _PLAYER_SPECS:
        spec = _PLAYER_SPECS[ref.player]
        ctx.took_target(spec)
        return spec
    if ref.kind == "them" and ctx.targets == 0 and getattr(ctx, "copies_group", None) is not None:
        return str(getattr(ctx, "copies_group"))  # noqa: B009 - s14-copies: "... get +1/+1 ... Untap them."
    if ref.kind == "r2targets_those" and (those := s23ori_those_group(ref, ctx)) is not None:
        return those  # s23-ori: "Creatures you control get +2/+1 ... those creatures also gain ..." (end of module)
    if ref.kind == "r2targets_those":
        return r2targets_those_spec(ref, ctx)  # s14-r2targets (end of this module)
    if (controller := combat_that_creatures_controller(ref, ctx, players)) is not None:
        return controller  # s15-combat (end of this module)
    if ref.kind == "player" and ref.player == "its_controller" and players:
        return s21inn_its_controller(ctx)  # s21-inn: "... and 1 damage to its controller" (end of this module)
    if neo_they_created_tokens(ref, ctx):
        return "it"  # s17-neo: "Create two ... tokens. They gain haste ..." (end of this module)
    if ref.kind == "that" and ref.noun is not None and ref.noun.head == "card" and getattr(ctx, "s19m20_that_card", False):
        return "that_card"  # s19-m20: "When enchanted creature dies, return that card ..." (end of this module)
    if ref.kind == "player" and ref.player == "they" and ctx.targets == 0 and getattr(ctx, "s19m20_attackers", False):
        return "those_attackers"  # s19-m20: "Whenever one or more creatures you control attack, they ..." (end of module)
    if s18neoa_that_event_permanent(ref, ctx):
        return "that_permanent"  # s18-neoa: "That Vehicle gains first strike ..." (end of this module)
    if ref.kind == "that" and players and getattr(ctx, "s21ete_that_player", False) and s21ete_is_that_player(ref):
        return "that_player"  # s21-ete: "Whenever an opponent draws a card, ~ deals 1 damage to that player." (end)
    raise NotLowered(f"what the effect acts on: {ref.kind}{' ' + ref.player if ref.player else ''}")


_COUNTED_NOUNS = {
    "creature": "creatures_you_control",
    "land": "lands_you_control",
    "artifact": "artifacts_you_control",
    "creatures": "creatures_you_control",
    "lands": "lands_you_control",
    "artifacts": "artifacts_you_control",
}


def _counted(noun: Noun) -> str:
    """ "creature you control" / "creatures you control" -> the `Count` of rules/counted_amounts.py."""
    if noun.head == S25KHC_COUNTER_ON:
        return s25khc_counter_count(noun)  # s25-khc: "for each age counter on it / ~" (end of this module)
    if noun.head == "s25mh_colors_spent":
        return "s25mh_colors_spent"  # s25-mh: converge (rules/s25mh_converge.py)
    if any(q.name == "s21m21_tapped_this_way" for q in noun.qualifiers):
        return s21m21_tapped_count(noun)  # s21-m21: "for each creature tapped this way" (end of this module)
    if any(q.name == "s27mech_devoured" for q in noun.qualifiers):
        return s27mech_devoured_count(noun)  # s27-mech: "for each creature it devoured" (end of this module)
    if any(q.name == "s18m20_milled_this_way" for q in noun.qualifiers):
        return s18m20_milled_count(noun)  # s18-m20: "for each creature card milled this way" (end of this module)
    if (party := kws_party_count(noun)) is not None:  # s16-kws: "creatures in your party" (end of this module)
        return party
    if (in_zone := s22stx_zone_count(noun)) is not None:  # s22-stx: "cards in your hand" (end of this module)
        return in_zone
    if (either := neo_count_either(noun)) is not None:  # s17-neo: "for each artifact and/or enchantment you control"
        return either
    if (died := records_died_count(noun)) is not None:  # s15-records: "that died this turn" (end of this module)
        return died
    if any(q.name == "library_in_your_graveyard" for q in noun.qualifiers):
        return library_graveyard_count(noun)  # s15-library (end of this module)
    if any(q.name == "neo3_in_defending_graveyard" for q in noun.qualifiers):
        return neo3_defending_graveyard_count(noun)  # s17-neo3 (end of this module)
    head = " ".join(noun.words).lower() if noun.head in ("plural",) else noun.head
    if head in _COUNTED_NOUNS and [q.name for q in noun.qualifiers] == ["you_control"]:
        return _COUNTED_NOUNS[head]
    if (plural := neo3_plural_subtype_count(noun)) is not None:  # s17-neo3: "the number of Vehicles you control"
        return plural
    if noun.head == "plural_subtypes":
        return s25stdc_plural_subtypes_count(noun)  # s25-stdc: "the number of Wolves and Werewolves" (end of module)
    if noun.head != "plural" or head in _PLURAL_HEADS:
        return count_of_spec(noun)  # s11-triggers-a: any permanents (rules/count_of.py)
    raise NotLowered(f"an amount counted from {' '.join(noun.words)!r} with {len(noun.qualifiers)} qualities")


def _amount(amount: Amount | None) -> int | str:
    if amount is None:
        return 1
    if amount.equal_to == S25STDB_LIFE_LOST and amount.for_each is None:
        return S25STDB_LIFE_LOST  # s25-stdb: joined into the life loss before it (s25stdb_drain_joins, end of module)
    if amount.equal_to == "number_of" and amount.for_each is not None:
        return _counted(amount.for_each)  # "equal to the number of creatures you control" (CR 608.2h)
    if amount.equal_to == "highest_mana_value" and amount.for_each is not None:
        return highest_mana_value_spec(amount.for_each)  # s13-m19final (end of this module)
    if amount.equal_to in _PW_GREATEST and amount.for_each is not None:
        return pw_greatest_spec(str(amount.equal_to), amount.for_each)  # s17-pw (end of this module)
    if amount.equal_to == "sacrificed_power" and amount.for_each is None:
        return "sacrificed_power"  # s13-thud: checked against the card's additional cost (sacrificed_power_unpaid)
    if amount.equal_to is not None and amount.equal_to.startswith("sacrificed_") and amount.for_each is None:
        return s18neoa_sacrificed_count(amount.equal_to)  # s18-neoa (end of this module)
    if amount.for_each is not None and amount.equal_to is None:
        if amount.value != 1:
            return m2x_times_amount(amount, _counted(amount.for_each))  # s16-m2x (end of this module)
        return _counted(amount.for_each)  # "1 life for each creature you control"
    if amount.for_each is None and tailf_is_devotion(amount.equal_to):
        return str(amount.equal_to)  # s17-tailf: "equal to your devotion to green" (CR 700.5, end of this module)
    if amount.equal_to == "neo3_twice_number_of" and amount.for_each is not None:
        return "times:2:" + neo3_counted(amount.for_each)  # s17-neo3: "twice the number of ..." (end of this module)
    if amount.equal_to == "source_power" and amount.for_each is None:
        return "source_power"  # s26-cmdb: "equal to ~'s power" (~ named: its power as it resolves, CR 608.2h)
    if amount.for_each is not None or amount.equal_to is not None:
        raise NotLowered("an amount counted from the game ('for each', 'equal to')")
    if isinstance(amount.value, int) or amount.value == "X":
        return amount.value
    if amount.value == "X_minus_1":
        return amount.value  # s18-neob: "X minus one" (CR 107.3a, 107.1b); only a token count takes it
    raise NotLowered(f"amount {amount.value!r}")


def _its_amount(amount: Amount | None, ctx: _Context) -> int | str:
    """ "equal to its power" in a spell after its one targeted effect: the power of that target as it
    last existed (`its_power`, CR 608.2h; a spell has no power of its own, so "its" is the target's).
    Elsewhere "its" could be ~'s: not read."""
    if (entering := s26core_entering_stat(amount, ctx)) is not None:
        return entering  # s26-core: "its toughness", the entering creature's (end of this module)
    if (that := s26core_that_creatures_stat(amount, ctx)) is not None:
        return that  # s26-core: "that creature's power" (end of this module)
    # s22-zne: "its_mana_value" ("that permanent's mana value") only in a spell, after its one targeted effect
    if amount is not None and amount.for_each is None and amount.equal_to in ("its_power", "its_toughness",
                                                                              "its_mana_value",
                                                                              "its_damage_dealt"):  # s23-c11
        if (own := s20cda_dies_own_power(amount, ctx)) is not None:  # s20-cda (end of this module)
            return own
        if (own := s27older_own_power(amount, ctx)) is not None:  # s27-older (end of this module)
            return own
        if ctx.kind != "spell" or ctx.targets != 1 or ctx.plural:
            raise NotLowered(f"{amount.equal_to.replace('_', ' ')} where 'its' could name more than one object")
        return amount.equal_to
    return _amount(amount)


def _player(ref: Ref | None, allowed: dict[str, str], verb: str, ctx: _Context) -> str:
    name = "you" if ref is None else ref.player if ref.kind == "player" else None
    if name is None or name not in allowed:
        raise NotLowered(f"{verb} by {name or ref.kind if ref else 'you'} (no engine player for it)")
    ctx.took_target(_PLAYER_SPECS.get(name, name))
    return allowed[name]


def _pt(text: str) -> tuple[int | str, int | str]:
    power, toughness = text.split("/")

    def one(part: str) -> int | str:
        if part[1:] == "X":
            return "X" if part[0] == "+" else "-X"
        return int(part)

    p, t = one(power), one(toughness)
    if "-X" in (p, t):
        raise NotLowered("a -X change")
    return p, t


def lower_effect(effect: Effect, ctx: _Context, duration: str | None = None) -> Json:
    """One clause of effect -> one engine effect (with its number of targets, where it takes several)."""
    ctx.many = {}
    if effect.amount is not None and effect.amount.for_each is not None and effect.amount.for_each.head == S25KHC_COUNTER_ON:
        s25khc_counters_readable(effect.amount.for_each, ctx)  # s25-khc: "for each age counter on it / ~" (end of module)
    lowered = _lower_effect(effect, ctx, duration)
    if ctx.many:
        lowered.update(ctx.many)
        ctx.many = {}
    return lowered


def _lower_effect(effect: Effect, ctx: _Context, duration: str | None = None) -> Json:
    if effect.verb.startswith("s24kal_") and effect.verb in S24KAL_EFFECTS:
        return S24KAL_EFFECTS[effect.verb](effect, ctx, duration)  # s24-kal (end of this module)
    if effect.verb.startswith("s19m21_") and effect.verb in S19M21_EFFECTS:
        return S19M21_EFFECTS[effect.verb](effect, ctx, duration)  # s19-m21 (end of this module)
    if effect.verb == "s21m21_tap_any_number":
        return s21m21_tap_any_number(effect)  # s21-m21 (end of this module)
    if effect.verb.startswith("s20m21_") and effect.verb in S20M21_EFFECTS:
        return S20M21_EFFECTS[effect.verb](effect, ctx, duration)  # s20-m21 (end of this module)
    if effect.verb == "s23c11_shuffle_into":
        return s23c11_shuffle_into(effect, ctx)  # s23-c11 (end of this module)
    if effect.verb == "s23c11_unpreventable_damage":
        return s23c11_unpreventable_damage(effect, ctx, duration)  # s23-c11 (end of this module)
    if effect.verb.startswith("s22afr_") and effect.verb in S22AFR_EFFECTS:
        return S22AFR_EFFECTS[effect.verb](effect, ctx, duration)  # s22-afr (end of this module)
    if effect.verb.startswith("s24core_") and effect.verb in S24CORE_EFFECTS:
        return S24CORE_EFFECTS[effect.verb](effect, ctx, duration)  # s24-core (end of this module)
    if effect.verb.startswith("s23c14_") and effect.verb in S23C14_EFFECTS:
        return S23C14_EFFECTS[effect.verb](effect, ctx, duration)  # s23-c14 (end of this module)
    if effect.verb.startswith("s21inn_") and effect.verb in S21INN_EFFECTS:
        return S21INN_EFFECTS[effect.verb](effect, ctx, duration)  # s21-inn (end of this module)
    if s19m21_counts_their_graveyard(effect):
        return s19m21_their_graveyard_life(effect, ctx, duration)  # s19-m21 (end of this module)
    if effect.verb == "s18m21_tap_or_untap":
        return s18m21_tap_or_untap(effect, ctx, duration)  # s18-m21: its "you may" is its choice (end of module)
    if effect.verb == "s26tsp_play_exiled_free":
        return s26tsp_play_exiled_free(effect, ctx, duration)  # s26-tsp: its "you may" is its choice (end of module)
    if effect.may:
        raise NotLowered("'you may' on an effect (no engine choice for it here)")
    if ctx.kind != "spell" and effect.amount is not None and (effect.amount.equal_to or "").startswith("sacrificed_"):
        raise NotLowered("the sacrificed creature's power outside a spell (kept only for a spell's additional cost)")
    verb = effect.verb
    if (by_blocker := s18m21_blocker_controller_effect(effect, ctx)) is not None:
        return by_blocker  # s18-m21: "that creature's controller loses 2 life" (end of this module)
    if verb == "sacrifice_chosen" and (sacrificed := m2x_sacrifice_chosen(effect, ctx)) is not None:
        return sacrificed  # s16-m2x: "sacrifice two lands" (end of this module)
    if verb == "tailb_countered_exile_instead":
        return {"kind": verb}  # s16-tailb: joined to the counter effect before it (tailb_countered_exile_joins)
    if verb == "granted_attach_to_it":
        return granted_attach_to_it(ctx)  # s15-granted (end of this module)
    if verb == "granted_attach_to_target" and effect.obj is not None:
        return {"kind": "attach", "target": object_spec(effect.obj, ctx, players=False)}  # s15-granted (CR 701.3a)
    if verb == "granted_equipment_token":
        return granted_equipment_token(effect)  # s15-granted (end of this module)
    if verb == "get_emblem":
        return lower_emblem(effect)  # s13-pw (end of this module)
    if verb == "search_library":
        return lower_search(effect)  # s13-pw (end of this module)
    if verb == "forage":
        return {"kind": "forage"}  # s14-forage: foraging as an effect (CR 701.61a; rules/forage_triggers.py)
    if verb == "win_game":
        return {"kind": "win_game"}  # s13-pw: "you win the game" (CR 104.2b)
    if verb == "deal_damage" and damage_by_it_applies(effect, ctx):
        return lower_damage_by_it(effect, ctx)  # s11-gift-spells (end of this module)
    if verb == "deal_damage" and (by_entering := s23c12_damage_by_entering(effect, ctx)) is not None:
        return by_entering  # s23-c12: "Whenever a creature enters under your control, it deals damage ..." (end)
    if verb == "deal_damage" and ctx.dies and effect.subject is not None and effect.subject.kind in ("self", "it"):
        return dies_damage(effect, ctx)  # s11-triggers-a
    if verb == "deal_damage" and m2x_damage_equal_to_own_power_applies(effect, ctx):
        return m2x_damage_equal_to_own_power(effect, ctx)  # s16-m2x (end of this module)
    if verb == "create_attacking_token":
        return {**_lower_effect(dataclasses.replace(effect, verb="create_token"), ctx, duration), "attacking": True}
    if verb in _M19A_VERBS:
        return m19a_effect(effect, ctx, duration)
    if verb == "deal_damage" and (own := s26cmdb_each_deals_to_controller(effect, ctx, duration)) is not None:
        return own  # s26-cmdb: "Each creature deals 1 damage to its controller." (end of this module)
    if verb == "deal_damage":
        source = effect.subject
        if source is None or ctx.dies or not (source.kind == "self" or (source.kind == "it" and ctx.self_event)):
            raise NotLowered("damage dealt by something other than ~")
        assert effect.obj is not None
        if effect.obj.kind == "player" and effect.obj.player == "defending_player":
            return s19neob_damage_to_defending_player(effect, ctx)  # s19-neob (end of this module)
        that_much = effect.amount is not None and effect.amount.value == "that_many" and ctx.that_much  # s15-combat
        if (their := s26core_their_hand_damage(effect, ctx)) is not None:
            return their  # s26-core: "equal to the number of cards in that player's hand" (end of this module)
        return {
            "kind": "damage",
            "amount": "that_much" if that_much else _amount(effect.amount),
            "target": object_spec(effect.obj, ctx, players=True),
        }
    if verb == "lose_life" and (each := s26core_each_counts_own(effect)) is not None:
        return each  # s26-core: "Each player loses 1 life for each creature they control." (end of module)
    if spells_player_effect_applies(effect, ctx, duration):
        return spells_player_effect(effect, ctx)  # s15-spells (end of this module)
    if verb in ("gain_life", "lose_life") and targets_its_controller_applies(effect, ctx, duration):
        return targets_its_controller_life(effect)  # s15-targets (end of this module)
    if verb in ("lose_life", "discard", "mill") and s25stdc_caster_loses(effect, ctx):
        return taila_that_player_effect(s25stdc_as_that_player(effect))  # s25-stdc: the caster (end of module)
    if verb in ("lose_life", "discard", "mill") and taila_that_player_applies(effect, ctx):  # mill: s21-szn
        return taila_that_player_effect(effect)  # s16-taila (end of this module)
    if taila_that_much_applies(effect, ctx):
        return taila_that_much(effect, ctx, duration)  # s16-taila (end of this module)
    if verb == "gain_life":
        return {
            "kind": "gain_life",
            "amount": _its_amount(effect.amount, ctx),
            "player": _player(effect.subject, {"you": "you", "target_player": "target_player",
                                               "each_player": "each_player"},  # s21-ete (CR 119.3)
                              "life gained", ctx),
        }
    if verb == "lose_life" and s26core_its_controller_loses(effect, ctx):
        return {"kind": "lose_life", "amount": _amount(effect.amount), "player": "that_player"}  # s26-core (end)
    if verb == "lose_life":
        if ctx.attacks and effect.subject is not None and effect.subject.player == "defending_player":
            return {"kind": "lose_life", "amount": _amount(effect.amount), "player": "defending_player"}
        players = {
            "you": "you",
            "target_player": "target_player",
            "target_opponent": "target_opponent",
            "each_opponent": "each_opponent",
        }
        return {
            "kind": "lose_life",
            "amount": _its_amount(effect.amount, ctx),  # s22-zne: "equal to that permanent's mana value" (CR 608.2h)
            "player": _player(effect.subject, players, "life lost", ctx),
        }
    if verb == "draw" and s14_seasons_its_controller_draws(effect, ctx, duration):
        return {"kind": "draw", "amount": _amount(effect.amount), "player": "its_controller"}  # s14-seasons
    if verb == "draw" and (that := s27cmd_draw_that_many(effect, ctx)) is not None:
        return that  # s27-cmd: "draw that many cards", the event's amount (end of this module)
    if verb == "draw":
        s27fdnb_counted_group(effect, ctx)  # s27-fdnb: what a later "those creatures" names (end of this module)
        return {
            "kind": "draw",
            "amount": _amount(effect.amount),
            "player": _player(
                effect.subject,
                {
                    "you": "you",
                    "each_player": "each_player",
                    "each_opponent": "each_opponent",
                    "target_player": "target_player",
                    "target_opponent": "target_opponent",  # s22-stx: "target opponent draws" (CR 115.1)
                },
                "cards drawn",
                ctx,
            ),
        }
    if verb == "discard" and (referred := s25core_discard(effect, ctx, duration)) is not None:
        return referred  # s25-core: "Its controller discards ...", "defending player discards ..." (end of this module)
    if verb == "discard":
        if effect.random:
            return s24isd_you_discard_at_random(effect, ctx)  # s24-isd (end of this module)
        return {
            "kind": "discard",
            "amount": _amount(effect.amount),
            "player": _player(
                effect.subject,
                {"you": "you", "target_player": "target_player", "target_opponent": "target_opponent"},
                "discard",
                ctx,
            ),
        }
    if verb == "mill" and s20cda_its_controller_mills_applies(effect, ctx, duration):
        return s20cda_its_controller_mills(effect)  # s20-cda (end of this module)
    if verb == "mill":
        return {
            "kind": "mill",
            "amount": _amount(effect.amount),
            "player": _player(
                effect.subject,
                {
                    "you": "you",
                    "target_player": "target_player",
                    "each_opponent": "each_opponent",
                    "each_player": "each_player",
                    "target_opponent": "target_opponent",  # s16-m2x: rules/mill.py (CR 701.17a, 115.1)
                },
                "mill",
                ctx,
            ),
        }
    if verb in ("destroy", "exile", "tap", "untap"):
        assert effect.obj is not None
        return {"kind": verb, "target": _permanents(effect.obj, ctx)}
    if verb == "return" and effect.place == _S14_FINALITY_PLACE:
        return s14_forage_return_with_finality(effect, ctx, duration)  # s14-forage (end of this module)
    if verb == "return" and effect.obj is not None and effect.obj.kind == "all" and effect.place in S23ORI_HANDS:
        return s23ori_return_all_to_hands(effect, ctx)  # s23-ori: "to their owners' hands" (end of this module)
    if verb == "return" and effect.obj is not None and effect.obj.kind == "all":
        return return_all_effect(effect)  # s13-batch (end of this module)
    if verb == "return":
        assert effect.obj is not None
        spec = _permanents(effect.obj, ctx)
        from_graveyard = spec.startswith("card_in_your_graveyard")
        owners_hand = effect.place == "its owner's hand" or (effect.place == "their owners' hands" and ctx.many)
        owners_hand = owners_hand or (effect.place == "their owners' hands" and effect.obj.kind == "r2targets_those")
        if (owners_hand and not from_graveyard) or (effect.place == "your hand" and from_graveyard):
            return {"kind": "return_to_hand", "target": spec}
        if effect.place in ("the battlefield", "the battlefield tapped") and spec.startswith("card_in_your_graveyard"):
            # rules/return_to_battlefield.py (CR 400.7, 110.2a)
            returned: Json = {"kind": "return_to_battlefield", "target": spec}
            setattr(ctx, "s19neoa_returned", True)  # noqa: B010 - s19-neoa: "It gains haste." after it (end of module)
            if effect.place.endswith("tapped"):
                returned["tapped"] = True
            return returned
        if effect.place == "the battlefield under your control":
            return s21neoa_reanimate(spec, ctx)  # s21-neoa (end of this module)
        raise NotLowered(f"return to {effect.place}")
    if verb == "pump" and (effect.duration or duration) == "until_your_next_turn":
        return spells_pump_until_your_next_turn(effect, ctx)  # s15-spells (end of this module)
    if verb == "pump" and s26mh_you_gain(effect):  # s26-mh: "You gain shroud until end of turn." (end of this module)
        return _r2players_player_gains(effect, ctx, duration)
    if verb == "pump":
        assert effect.obj is not None and effect.pt is not None
        when = effect.duration or duration
        if when != "end_of_turn":
            if (kept := s19neoa_returned_gains(effect, ctx, when)) is not None:
                return kept  # s19-neoa: "Return target ... card ... to the battlefield. It gains haste." (end of module)
            raise NotLowered(f"a change of power/toughness {('for ' + when) if when else 'without a duration'}")
        power, toughness = _pt(effect.pt)
        pumped: Json = {
            "kind": "pump",
            "target": _permanents(effect.obj, ctx),
            "power": power,
            "toughness": toughness,
            "duration": "end_of_turn",
        }
        if effect.keywords:
            pumped["keywords"] = [keyword_text(k) for k in effect.keywords]
        return pumped
    if verb == "put_counters":
        assert effect.obj is not None
        if effect.counter not in ("+1/+1", "-1/-1", "charge", "stun", *_M19B_COUNTERS):  # stun: CR 122.1d
            raise NotLowered(f"{effect.counter} counters")
        that_many = effect.amount is not None and effect.amount.value == "that_many"
        if that_many and not ctx.that_much:
            raise NotLowered("'that many' where the event names no amount")
        return {
            "kind": "put_counters",
            "counter": effect.counter,
            "amount": "that_much" if that_many else _amount(effect.amount),
            "target": _permanents(effect.obj, ctx),
        }
    if verb == "create_token":
        assert effect.token is not None
        count = s25stdc_token_count(effect, ctx)  # s25-stdc: "create that many ... tokens" (end of module)
        # s27-otja / s27-cmd: "equal to ~'s power" (as it last existed, for a dies trigger)
        if (not isinstance(count, int) and count not in ("X", "that_much", "source_power")
                and not tailf_is_devotion(count)):  # s17-tailf: devotion
            raise NotLowered("a number of tokens counted from the game")
        created: Json = {"kind": "create_token", "token": _token(effect.token)}
        if count != 1:
            created["count"] = count  # "Create two 1/1 ... tokens": one effect, CR 111.1 (rules/tokens.py)
        if effect.token.stats == S19NEOA_X_STATS:
            created["stats_x"] = "X"  # s19-neoa: "an X/X ... token", X given by ", where X is ..." (CR 111.3)
        ctx.named = "created_token" if count == 1 and _is_creature_token(effect) else None  # s13-gift2
        if count != 1 and _is_creature_token(effect):
            ctx.named = "neo_created_tokens"  # s17-neo: "They gain haste ..." (neo_they_created_tokens)
        return created
    if verb == "counter":
        assert effect.spell is not None
        setattr(ctx, "s20cda_countered", ctx.targets == 0)  # noqa: B010 - s20-cda: "Its controller mills"
        return {"kind": "counter", "target": _spell_target(effect.spell)}
    if verb == "cant_be_blocked":
        assert effect.obj is not None
        if effect.duration != "this_turn":
            raise NotLowered("can't be blocked for a duration other than this turn")
        return {"kind": "cant_be_blocked", "target": _permanents(effect.obj, ctx)}
    if verb == "cant_block":
        assert effect.obj is not None
        if (effect.duration or duration) != "this_turn":
            raise NotLowered("can't block for a duration other than this turn")
        # rules/cant_block_this_turn.py (CR 509.1a)
        return {"kind": "cant_block_this_turn", "target": _permanents(effect.obj, ctx)}
    if verb == "sacrifice":
        assert effect.obj is not None
        if effect.subject is None and (effect.obj.kind == "self" or _m19b_it_is_self(effect.obj, ctx)):
            return {"kind": "sacrifice", "target": "self"}
        raise NotLowered("a sacrifice other than of ~ by its controller")
    if (found := classes_effect(effect, ctx)) is not None:  # s11-classes
        return found
    if verb == "search_basic":
        return search_library_effect(effect)  # s13-batch (end of this module)
    if verb == "reveal_until":
        return reveal_until_effect(effect)  # s13-batch (end of this module)
    if verb in _M19B_EFFECTS:
        return _M19B_EFFECTS[verb](effect, ctx, duration)
    if verb == "add_mana":  # s12-mana: an activated ability's only effect, `as_mana_ability`
        return add_mana_effect(effect, ctx)
    if verb == "add_chosen_color":
        return chosen_color_mana(ctx)  # s12-chosen (end of this module)
    if verb == "add_any_color":
        if ctx.kind in ("spell", "triggered") and duration is None:
            return s22zne_add_any_color()  # s22-zne: from a spell or a triggered ability (end of this module)
        if ctx.kind != "activated":
            raise NotLowered("mana of any color added other than by an activated ability")
        return {"kind": "add_mana", "mana": "any_color"}  # an activated ability's only effect: `as_mana_ability`
    if verb == "becomes_artifact_creature":
        return {"kind": "becomes_artifact_creature", "target": "self"}  # rules/crew.py (CR 613.1d, 301.7)
    if verb in ("scry", "surveil"):
        return scry_or_surveil(effect)
    if verb == "return_at_next_end_step":
        return delayed_return(effect)  # s11-triggers-a: joined to the exile before it by lower_body
    if verb == "exile_until_leaves":
        return exile_until_source_leaves(effect, ctx)  # s11-triggers-a
    return lower_more_effect(effect, ctx, duration)  # effects added by later branches (end of file)


def _token(token: Token_) -> Json | str:
    if isinstance(token, S18QuotedToken):
        return s18quoted_token(token)  # s18-quoted (end of this module)
    if isinstance(token, S21innAbilityToken):
        return s21inn_ability_token(token)  # s21-inn (end of this module)
    if token.predefined is not None:
        # "a Food token", "two Treasure tokens": a predefined token (CR 111.10; rules/tokens.py)
        if token.predefined not in get_args(PredefinedToken) or token.predefined in PREDEFINED_NOT_MODELLED:
            raise NotLowered(f"a {token.predefined} token")
        return token.predefined
    power, toughness = (0, 0) if token.stats == S19NEOA_X_STATS else (int(v) for v in token.stats.split("/"))
    if "colorless" in token.colors:
        colors: list[str] = []
    else:
        colors = [_COLOR_CODES[c] for c in token.colors]
    types = [t.capitalize() for t in token.types] or ["Creature"]
    if "Creature" not in types:
        raise NotLowered("a noncreature token")
    if types not in (["Creature"], ["Artifact", "Creature"]):
        raise NotLowered(f"token types {types}")
    # CR 111.4: a token not given a name is named after its subtypes plus "Token".
    return {
        "name": f"{' '.join(token.subtypes)} Token",
        "colors": colors,
        "types": types,
        "subtypes": list(token.subtypes),
        "power": power,
        "toughness": toughness,
        "keywords": [keyword_text(k) for k in token.keywords],
    }


def _spell_target(noun: Noun) -> str:
    if (targeting := s18m20_spell_that_targets(noun)) is not None:
        return targeting  # s18-m20: "target spell that targets you" (end of this module)
    if spells_creature_spell(noun):
        return "creature_spell"  # s15-spells (end of this module)
    words = " ".join(noun.words)
    qualifiers = noun.qualifiers
    if words == "spell" and not qualifiers:
        return "spell"
    if words == "creature spell" and not qualifiers:
        return "creature_spell"
    if (
        words == "spell"
        and len(qualifiers) == 1
        and qualifiers[0].name == "non_type"
        and qualifiers[0].value == "noncreature"
    ):
        return "noncreature_spell"
    if words == "spell" and len(qualifiers) == 1 and qualifiers[0].name == "with_color":
        return f"{qualifiers[0].value}_spell"
    if (one_of := s21inn_spell_of_types(noun)) is not None:
        return one_of  # s21-inn: "target creature or planeswalker spell" (end of this module)
    if (colored := s23c10_spell_of_colors(noun)) is not None:
        return colored  # s23-c10: "target red or green spell" (end of this module)
    if (typed := s26cmdc_spell_of_type(noun)) is not None:
        return typed  # s26-cmdc: "target artifact spell" (end of this module)
    if words == "spell" and [q.name for q in qualifiers] == ["targets_multicolored"]:
        return "spell:multicolored"  # s26-mh: "Counter target multicolored spell." (CR 105.4)
    raise NotLowered(f"counter target {words} with {qualifiers}")


# --- bodies: sentences of effects (CR 608.2c: in order) ---------------------------------------


def optional_parts(body: Body) -> tuple[Body, Json]:
    """A triggered ability's choice as it resolves (CR 603.5, 608.2d): "You may <effect>." as its
    whole body -> `{"optional": True}`; "You may pay {1}. If you do, <effects>." -> `{"optional_cost":
    "{1}"}`; with the body left to lower. Anything else: the body as it is, `{}`."""
    if (body.optional is None and len(body.sentences) == 1 and isinstance(body.sentences[0], AfrBecomesCreatureLand)
            and body.sentences[0].joined_by == "may"):  # s19-m21: "you may have ~ become a 3/3 ... creature"
        return Body((dataclasses.replace(body.sentences[0], joined_by="and"),)), {"optional": True}
    if body.optional is None and len(body.sentences) == 1 and body.sentences[0].joined_by == "may":
        sentence = body.sentences[0]
        effects = tuple(Effect(**{**e.__dict__, "may": False}) for e in sentence.effects)
        # s20-m21: ", where X is ..." kept (it was dropped, X then read as the X ~ entered with)
        return Body((Sentence(effects, "and", sentence.then, sentence.fronted_duration, sentence.x_is),)), {"optional": True}
    if body.optional is not None and body.optional.verb == "s18neob_pay_and_sacrifice":
        return s18neob_pay_and_sacrifice(body)  # s18-neob (end of this module)
    if body.optional is not None and body.reflexive:
        return reflexive_parts(body)  # "When you do, ..." (s12-reflexive, end of file)
    if body.optional is not None and body.optional.verb == "forage" and not body.optional.may:
        return Body(body.sentences), {"optional_forage": True}  # s11-triggers-a (rules/optional_forage.py)
    if body.optional is not None and body.optional.verb == "pay" and body.optional.place:
        return Body(body.sentences), {"optional_cost": body.optional.place}
    if body.optional is not None and body.optional.verb == "pay_mana_and_life":
        return Body(body.sentences), s14_forage_mana_and_life(body.optional)  # s14-forage (end of this module)
    if body.optional is not None and (action := optional_action(body.optional)) is not None:
        return Body(body.sentences), {"optional_action": action}  # s12-reflexive (end of file)
    if (exiled := s19m20_optional_exile_target_card(body)) is not None:  # s19-m20 (end of this module)
        return exiled
    if (impulse := library_optional_impulse(body)) is not None:  # s14-library (end of file)
        return impulse
    return body, {}


def lower_body(body: Body, ctx: _Context) -> list[Json]:
    body = s25stda_same_group(body)  # s25-stda: "They gain ..." after "Untap all creatures you control." (end of module)
    if body.optional is not None and ctx.kind == "spell" and not body.reflexive:
        return [lm_spell_you_may(body, ctx)]  # s17-lm: "You may discard a card. If you do, draw a card." (end of file)
    if body.optional is not None:
        raise NotLowered("'You may ... If you do, ...' (no engine choice for it here)")
    if (revealed := s23neo_reveal_choose_exile(body, ctx)) is not None:
        return revealed  # s23-neo: "that player reveals their hand and you choose ... Exile that card." (end of module)
    if ctx.kind == "triggered" and (instead := s24isd_trigger_instead_if_it_is(body)) is not None:
        return instead  # s24-isd: "If that creature is a Human, put two +1/+1 counters on it instead." (end of module)
    effects: list[Json] = []
    for sentence in body.sentences:
        ctx.s21szn_it_is_self = s21szn_only_self(effects, ctx)  # type: ignore[attr-defined]  # s21-szn (end of module)
        if isinstance(sentence, AfrRollTable):
            effects.append(afr_roll_table(sentence, ctx))  # s17-afr (end of this module)
            continue
        if isinstance(sentence, AfrBecomesCreatureLand) and sentence.joined_by == "may":
            raise NotLowered("'you may have ~ become a creature' other than as a trigger's whole body")  # s19-m21
        if isinstance(sentence, AfrBecomesCreatureLand):
            effects.append(afr_becomes_creature_land(sentence, ctx))  # s17-afr (end of this module)
            continue
        if isinstance(sentence, S14IfYouMay):
            effects.append(s14_if_you_do(sentence, ctx))  # s14-seasons (end of this module)
            continue
        if getattr(sentence, "condition", None) is not None:
            if s14_mana_untap_found(sentence, ctx, effects):  # s14-mana (end of this module)
                continue
            effects += rider_effects(sentence, ctx)  # s13-riders (end of this module)
            continue
        if sentence.joined_by == "may" and not s24kal_own_may(sentence):  # s24-kal: a "may" its effect chooses
            raise NotLowered("'you may' (no engine choice for it here)")
        start = len(effects)
        if sentence.joined_by == "if_you_control_it":
            effects.append(if_you_control_it(sentence, ctx, effects))  # s11-triggers-a
            continue
        sentence, negated = r2history_negative_x(sentence)  # "-X/-X, where X is ..." (s14-r2history)
        sentence, minus_x = s25stdc_minus_x(sentence)  # s25-stdc: "-X/-X" of the X paid (end of module)
        sentence, plus_minus_x = s26core_plus_minus_x(sentence)  # s26-core: "+X/-X" of the X paid (end of module)
        sentence = s26core_its_of_the_sacrificed(sentence, ctx)  # s26-core: "..., then ... its toughness" (end)
        for effect in sentence.effects:
            if (two_targets := target_acts_on_target(effect, ctx)) is not None:  # s13-bite (end of this module)
                effects.extend(two_targets)
                continue
            effects.append(s19multi_effect(effect, sentence, ctx, effects))  # s19-multi (end of this module)
        if sentence.x_is is not None:
            x_is = s26core_where_x_entering(sentence.x_is, ctx)  # s26-core: "that creature's power" (end of module)
            effects[start:] = where_x(effects[start:], x_is)  # ", where X is ..." (end of file)
        if negated:
            r2history_negate(effects[start:])
        if minus_x:
            s25stdc_negate_x(effects[start:])
        if plus_minus_x:
            s26core_negate_toughness(effects[start:])
    # "Exile that token at the beginning of the next end step." / "Exile ... Return it ... at the
    # beginning of the next end step." (both at the end of file)
    effects = library_look_joins(library_reveal_joins(library_joins(effects)))  # s14/s15-library (end of this module)
    s21neoa_none_put_checked(effects)  # s21-neoa (end of this module)
    effects = exiles_then_returns(delayed_exile(impulse_joins(effects)))  # impulse_joins: s12-impulse
    effects = tailb_countered_exile_joins(effects)  # s16-tailb (end of this module)
    effects = s24core_regeneration_joins(effects)  # s24-core (end of this module)
    effects = s18m20_delayed_sacrifice_joins(s19neoa_returned_sacrifice_joins(effects))  # s18-m20, s19-neoa
    effects = s24isd_exile_eoc_joins(effects)  # s24-isd (end of this module)
    effects = s25stdb_drain_joins(effects)  # s25-stdb (end of this module)
    effects = s22neoa_returned_bounce_joins(effects)  # s22-neoa (end of this module)
    # s14-copies, s14-r2players (end of this module)
    effects = s21szn_chosen_is_named(effects, ctx)  # s21-szn: "Choose target ..." named after (end of this module)
    return s19multi_checked(r2players_join_keep_mana(copies_join_new_targets(effects)), ctx)  # s19-multi


# --- lines -------------------------------------------------------------------------------------


def lower(line: Line, *, is_spell: bool) -> list[Json]:
    """A line's tree -> the abilities of the engine's vocabulary; raises NotLowered."""
    if isinstance(line, Static) and line.kind == "s25khc_self_counter_pump":
        return [s25khc_self_counter_pump(line, is_spell)]  # s25-khc: "~ gets +1/+1 for each age counter on it."
    if (exerting := s24hou_exert_line(line, is_spell)) is not None:
        return exerting  # s24-hou: exert as it attacks, "Whenever you exert a creature" (end of this module)
    if isinstance(line, Static) and line.kind == "s23c11_damage_cant_be_prevented":
        return [{"kind": "damage_cant_be_prevented"}]  # s23-c11: "Damage can't be prevented." (CR 615.12)
    if isinstance(line, Triggered) and any(e.kind == "s23c11_enchanted_attacks_or_blocks" for e in line.events):
        return s23c11_enchanted_attacks_or_blocks(line, is_spell=is_spell)  # s23-c11 (end of this module)
    if isinstance(line, S19neobExileReduction):
        return [s19neob_exile_reduction(line)]  # s19-neob (end of this module)
    if isinstance(line, S23neoAnyNumberReduction):
        return [s23neo_any_number_reduction(line)]  # s23-neo (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s20neob_loses_all"):
        return s20neob_loses_all(line, is_spell=is_spell)  # s20-neob (end of this module)
    if isinstance(line, S20M21CountersStateTrigger):
        return [s20m21_counters_state_trigger(line)]  # s20-m21 (end of this module)
    if isinstance(line, KwsEscape):
        return [kws_escape(line)]  # s16-kws (end of this module)
    if isinstance(line, S24mh1ExileAlternative):
        return [{"kind": "alternative_cost", "name": "exile_card_from_hand", "cost": "{0}",  # s24-mh1 (CR 118.9)
                 "exile_color": line.color, "if_not_your_turn": True}]
    if isinstance(line, S24mh1Suspend):
        return [s24mh1_suspend(line)]  # s24-mh1 (end of this module)
    if isinstance(line, S25tsrKeyword):
        return s25tsr_keyword(line, is_spell=is_spell)  # s25-tsr (end of this module)
    if isinstance(line, KwsAlternativeCost) and line.name == "evoke":
        return s24mh1_evoke(line, is_spell=is_spell)  # s24-mh1 (end of this module)
    if isinstance(line, KwsAlternativeCost):
        return [kws_alternative_cost(line)]  # s16-kws (end of this module)
    if isinstance(line, S24emnKeywordCost):
        return [s24emn_keyword_cost(line, is_spell=is_spell)]  # s24-emn (end of this module)
    if isinstance(line, AdditionalCost) and isinstance(line.cost, KwsSacrificeEither):
        return [kws_sacrifice_either(line.cost)]  # s16-kws (end of this module)
    if isinstance(line, AdditionalCost) and isinstance(line.cost, S20neoaTapOrPay):
        return [s20neoa_tap_or_pay(line.cost)]  # s20-neoa (end of this module)
    if isinstance(line, AdditionalCost) and isinstance(line.cost, S25stdaRevealOrPay):
        return [s25stda_reveal_or_pay(line.cost)]  # s25-stda (end of this module)
    if isinstance(line, AdditionalCost) and line.cost.kind == "exile_some":
        return [s21inn_exile_additional_cost(line.cost)]  # s21-inn (end of this module)
    if isinstance(line, S23c10StaticPrevention) and not is_spell:
        return [s23c10_static_prevention(line)]  # s23-c10 (end of this module)
    if isinstance(line, S23c10UnblockableGrant) and not is_spell:
        return [{"kind": "attached_cant_be_blocked"}, *granted_static(line, is_spell=False)]  # s23-c10
    if isinstance(line, Static) and line.kind == "s23c10_count_pump_and_has" and not is_spell:
        return s23c10_count_pump_and_has(line)  # s23-c10 (end of this module)
    if isinstance(line, GrantedStatic):
        return granted_static(line, is_spell=is_spell)  # s15-granted (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s21ete_"):
        return s21ete_static(line, is_spell=is_spell)  # s21-ete (end of this module)
    if isinstance(line, Static) and line.kind == "s22afr_attached_unblockable_power":
        return s22afr_attached_unblockable_power(line, is_spell=is_spell)  # s22-afr (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s22war_"):
        return s22war_static(line, is_spell=is_spell)  # s22-war (end of this module)
    if isinstance(line, Static) and line.kind == "s23c14_cant_block_power" and not is_spell and line.amount is not None:
        return [{"kind": "can_block_only", "attackers_with": None, "power_greater_than": line.amount.value}]  # s23-c14
    if isinstance(line, Static) and line.kind.startswith("s22stx_"):
        return s22stx_static(line, is_spell=is_spell)  # s22-stx (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s23c12_"):
        return s23c12_static(line, is_spell=is_spell)  # s23-c12 (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s23std_"):
        return s23std_static(line, is_spell=is_spell)  # s23-std (end of this module)
    if isinstance(line, Static) and line.kind == "s24kal_spells_have_improvise" and not is_spell:
        return [s24kal_spells_have_improvise(line)]  # s24-kal (end of this module)
    if isinstance(line, Static) and line.kind == "s24kal_enchanted_subtype_is_creature" and not is_spell:
        return [s24kal_enchanted_subtype_is_creature(line)]  # s24-kal (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s24core_"):
        return s24core_static(line, is_spell=is_spell)  # s24-core (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s25core_") and not is_spell:
        return s25core_static(line)  # s25-core (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s26cmdb_"):
        return s26cmdb_static(line, is_spell=is_spell)  # s26-cmdb (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s25ncc_"):
        return s25ncc_static(line, is_spell=is_spell)  # s25-ncc (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s26tsp_"):
        return s26tsp_static(line, is_spell=is_spell)  # s26-tsp (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s26std_") and not is_spell:
        return s26std_static(line)  # s26-std (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s26cmda_"):
        return s26cmda_static(line, is_spell=is_spell)  # s26-cmda (end of this module)
    if isinstance(line, Static) and line.kind.startswith("core_"):
        return core_static(line)  # s17-core (end of this module)
    if isinstance(line, Static) and line.kind.startswith("s23c13_"):
        return s23c13_static(line, is_spell=is_spell)  # s23-c13 (end of this module)
    if isinstance(line, Static) and line.kind.startswith("m2y_"):
        return m2y_static(line, is_spell=is_spell)  # s17-m2y (end of this module)
    if isinstance(line, Static) and line.kind == "s25mh_cant_block_unless" and not is_spell:
        return [s25mh_cant_block_unless(line)]  # s25-mh: "can't block unless" (end of this module)
    if isinstance(line, Static) and line.kind == "s21szn_attached_instead" and not is_spell:
        return s21szn_attached_instead(line)  # s21-szn (end of this module)
    if isinstance(line, Static) and line.kind == "s23c10_block_any_number" and line.subject.kind == "self":
        return [{"kind": "additional_block", "any_number": True}]  # s23-c10: "~ can block any number of creatures"
    if isinstance(line, Static) and line.kind.startswith("s20combat_") and not is_spell:
        return s20combat_static(line)  # s20-combat (end of this module)
    if isinstance(line, Static) and line.kind == "neo2_crews_as_though" and line.amount is not None:
        return [{"kind": "crews_as_though_power_greater", "amount": line.amount.value}]  # s16-neo2 (rules/crew_power.py)
    if isinstance(line, Static) and line.kind == "count_pump" and line.subject.kind == "self":
        return [neo2_self_count_pump(line)]  # s16-neo2 (end of this module)
    if (s23c14 := s23c14_triggered(line)) is not None:
        return s23c14  # s23-c14: "Whenever you cast a white spell or a Plains enters ...", "... during your turn" (end)
    if isinstance(line, Triggered) and any(event.kind == "neo2_self_or_equipped" for event in line.events):
        return neo2_self_or_equipped(line, is_spell=is_spell)  # s16-neo2 (end of this module)
    if isinstance(line, Static) and line.kind == "taila_cost_increase":
        return [taila_cost_increase(line)]  # s16-taila (end of this module)
    if isinstance(line, TriggeredModal) and not is_spell and spells_dies_modal_applies(line):
        return spells_dies_modal(line)  # s15-spells (end of this module)
    if isinstance(line, S21neobModalBothIf):
        return s21neob_modal_both_if(line, is_spell=is_spell)  # s21-neob (end of this module)
    if (s13_modal := s13_modal_line(line, is_spell=is_spell)) is not None:  # s13-modal (end of this module)
        return s13_modal
    if isinstance(line, Modal) and line.choose.startswith("s27cmd_repeat:"):
        return s27cmd_modal_repeat(line, is_spell=is_spell)  # s27-cmd: "You may choose the same mode ..." (end of module)
    if isinstance(line, Modal) and line.choose == "two" and is_spell:
        return s26cmdc_choose_two(line)  # s26-cmdc: "Choose two —" (end of this module)
    if isinstance(line, Modal) and line.choose in SPELLS_MODE_COUNTS:
        return spells_modal(line, is_spell=is_spell)  # s15-spells (end of this module)
    if isinstance(line, AdditionalCost) and line.cost.kind == "forage_or_mana" and line.cost.mana:
        return [{"kind": "forage_or_mana_cost", "mana": line.cost.mana}]  # s14-forage (rules/forage_or_mana.py)
    if isinstance(line, Triggered) and s18neoa_is_enters_or_leaves(line):
        return s18neoa_enters_or_leaves(line)  # s18-neoa: "When ~ enters or leaves the battlefield" (end of module)
    if isinstance(line, CostReduction):
        return [lower_cost_reduction(line)]
    if isinstance(line, S18neoaTwoCostReductions):
        return [lower_cost_reduction(part) for part in line.parts]  # s18-neoa: two reductions (CR 601.2f)
    if isinstance(line, DamageIncrease):
        return [damage_increase(line)]  # s13-gift (end of this module)
    if isinstance(line, S18M21DamageMultiply):
        return [s18m21_damage_multiplier(line)]  # s18-m21 (end of this module)
    if isinstance(line, Static) and line.kind == "transform_day_as_enters":
        return [{"kind": "day_as_enters"}]  # s16-transform (rules/day_night_enters.py, CR 614.1c, 728)
    if isinstance(line, Static) and line.kind.startswith("lands_"):
        return lands_static(line)  # s16-lands (end of this module)
    if isinstance(line, Static) and line.kind == "s19venture_room_triggers_additional":
        return [{"kind": "room_abilities_trigger_additional_time"}]  # s19-venture (rules/venture.py, CR 603.2d)
    if isinstance(line, Static) and line.kind == "s19neoa_attached_counter_pump":
        return s19neoa_attached_counter_pump(line)  # s19-neoa (end of this module)
    if isinstance(line, Static) and line.kind == "s20m21_greatest_power_pump":
        return [s20m21_greatest_power_pump(line)]  # s20-m21 (end of this module)
    if isinstance(line, Static) and line.kind == "s18neoa_loyalty_as_instant":
        return [{"kind": "loyalty_as_instant_entered_this_turn"}]  # s18-neoa (rules/loyalty.py, CR 606.3)
    if isinstance(line, Static) and line.kind == "r2neob_exiled_instead_of_dying":
        return [{"kind": "exiled_instead_of_dying"}]  # s15-r2neob (rules/exiled_instead_of_dying.py, CR 614.1a)
    if isinstance(line, Static) and line.kind == "base_pt":
        return [static_base_pt(line)]  # s13-riders2 (end of this module)
    if isinstance(line, LinkedAttachedLoss):
        return [linked_attached_loses_all(line, is_spell=is_spell)]  # s17-linked (end of this module)
    if isinstance(line, S20neoaAttachedBase):
        return s20neoa_attached_base(line, is_spell=is_spell)  # s20-neoa (end of this module)
    if isinstance(line, S20neoaArrest):
        return s20neoa_arrest(line, is_spell=is_spell)  # s20-neoa (end of this module)
    if isinstance(line, S20neoaCostPerTarget):
        return [s20neoa_cost_per_target(line, is_spell=is_spell)]  # s20-neoa (end of this module)
    if isinstance(line, Triggered) and not is_spell and (s18linked := s18linked_reveal_exile(line)) is not None:
        return s18linked  # s18-linked (end of this module)
    if isinstance(line, Static) and line.kind == "pump_unblockable" and line.subject.kind == "self":
        return lower_pump_unblockable(line)  # s11-statics; an Aura's or Equipment's: s11-m19a's below
    if isinstance(line, Spell):
        if not is_spell:
            raise NotLowered("a sentence of effects on a permanent (no trigger, cost or static verb)")
        if any(getattr(sentence, "condition", None) is not None for sentence in line.body.sentences):
            return lower_conditional_spell(line.body)  # s11-gift-spells (end of this module)
        return [{"kind": "spell", "effect": e} for e in lower_body(line.body, _Context("spell"))]
    if is_spell and isinstance(line, Triggered) and (cycled := s26mh_spell_cycle_trigger(line)) is not None:
        return [cycled]  # s26-mh: "When you cycle ~, ..." on an instant or sorcery (end of this module)
    if is_spell and isinstance(line, Triggered):
        return [graveyard_trigger(_triggered(line), required=True)]  # s13-graveyard (CR 113.6k)
    if is_spell and isinstance(line, Activated) and lm_discards_itself(line):
        return [as_mana_ability(_activated(line))]  # s17-lm: works from the hand (CR 113.6k; end of this module)
    if is_spell and not isinstance(line, Modal):
        raise NotLowered("an instant's or sorcery's line that is not a sentence of effects")
    if "defending_player_controls" in repr(line):
        defending_player_only_when_attacking(line)  # s11-m19a
    if isinstance(line, Triggered):
        return [graveyard_trigger(_triggered(line))]
    if isinstance(line, Activated):
        return [as_mana_ability(_activated(line))]
    if isinstance(line, Static) and line.kind == "pump_two_groups":
        return [static_pump_two_groups(line)]  # s13-granted (end of file)
    if isinstance(line, Static) and line.kind == "pump_and_type":
        return [attached_pump_and_type(line)]  # s13-granted (end of file)
    if isinstance(line, Static) and line.kind in _M19A_STATICS:
        return m19a_static(line)
    if isinstance(line, Static) and line.kind in CHOSEN_STATICS:
        return chosen_static(line)  # s12-chosen (end of this module)
    if isinstance(line, Static) and line.kind.startswith("kwc_"):
        return kwc_static(line)  # s16-kwc (end of this module)
    if isinstance(line, Static) and line.kind == "s24isd_undying":
        return [S24ISD_UNDYING]  # s24-isd (end of this module)
    if isinstance(line, Static):
        return [_static(line)]
    if isinstance(line, Modal) and (modal := classes_modal(line, is_spell=is_spell)) is not None:  # s11-classes
        return modal
    if isinstance(line, Modal) and is_spell and line.choose == "one":
        return m19a_modal_spell(line)  # s11-m19a
    if isinstance(line, Modal):
        raise NotLowered("modes: 'Choose ...' (read by the templates where the engine has them)")
    if isinstance(line, AdditionalCost):
        raise NotLowered("an additional cost to cast the spell (no engine node for it here)")
    raise NotLowered(f"line {type(line).__name__}")


_SELF_TRIGGERS = {"enters": "enters", "attacks": "attacks", "dies": "dies", "is dealt damage": "dealt_damage"}
_STEPS = {"upkeep": "upkeep", "draw_step": "draw", "end_step": "end", "combat": "beginning_of_combat"}
_WHOSE = {"your": "yours", "each": "each"}


def _then(effects: list[Json]) -> Json:
    first, *rest = effects
    out: Json = {"effect": first}
    if rest:
        out["then_effects"] = rest
    return out


def _triggered(line: Triggered) -> Json:
    if (cast_self := s24emn_cast_self_triggered(line)) is not None:  # s24-emn (end of this module)
        return cast_self
    if (blessed := s22ete_blessing_trigger(line)) is not None:  # s22-ete (end of this module)
        return blessed
    if (dies_or_exiled := s21ete_dies_or_exiled_triggered(line)) is not None:  # s21-ete (end of this module)
        return dies_or_exiled
    if (transforming := transform_triggered(line)) is not None:  # s16-transform (end of this module)
        return transforming
    if len(line.events) == 1 and line.events[0].kind == "s25stdc_casts_or_copies":
        return s25stdc_casts_or_copies_trigger(line)  # s25-stdc (end of this module)
    if (kws := kws_triggered(line)) is not None:  # s16-kws (end of this module)
        return kws
    if (cast := s25stda_if_cast_triggered(line)) is not None:  # s25-stda (end of this module)
        return cast
    if (pack := afr_pack_tactics_triggered(line)) is not None:  # s17-afr (end of this module)
        return pack
    if (attached := s19neoa_attached_triggered(line)) is not None:  # s19-neoa (end of this module)
        return attached
    if (combat := combat_triggered(line)) is not None:  # s15-combat (end of this module)
        return combat
    if (alone := neo_attack_trigger(line)) is not None:  # s15-neo (end of this module)
        return alone
    if (tailf := tailf_triggered(line)) is not None:  # s17-tailf (end of this module)
        return tailf
    if len(line.events) == 1 and line.events[0].kind == "self" and line.events[0].verb == "becomes plotted":
        return s27otja_plotted_trigger(line)  # s27-otja (end of this module)
    if (crime := s27otjb_crime_triggered(line)) is not None:  # s27-otjb (end of this module)
        return crime
    if len(line.events) == 1 and line.events[0].kind in _S27OTJB_SADDLE_TRIGGERS:
        return s27otjb_saddled_trigger(line)  # s27-otjb (end of this module)
    if (foraged := s14_forage_triggered(line)) is not None:  # s14-forage (end of this module)
        return foraged
    if (gift := gift_trigger(line)) is not None:  # s13-gift (end of this module)
        return gift
    if (library_cast := library_cast_trigger(line)) is not None:  # s14-library (end of this module)
        return library_cast
    if (classes := classes_triggered(line)) is not None:  # s11-classes: events of `classes_event`
        return classes
    if (nth := records_nth_trigger(line)) is not None:  # s15-records (end of this module)
        return nth
    if line.condition is not None and line.condition.kind.startswith("s21m21_it_had_counter_"):
        return s21m21_had_counter_dies_trigger(line)  # s21-m21 (end of this module)
    if line.condition is not None and line.condition.kind.startswith("s24mh1_it_had_no_counters_"):
        return s24mh1_had_no_counters_dies_trigger(line)  # s24-mh1: persist (end of this module)
    if line.condition is not None and line.condition.kind == "s18neob_it_had_counters":
        return s18neob_had_counters_trigger(line)  # s18-neob (end of this module)
    if line.condition is not None and line.condition.kind == "you_control_count_different_names":
        return different_names_step_trigger(line)  # s13-pw (end of this module)
    if line.condition is not None and line.condition.kind == "tailb_you_control_both":
        return tailb_you_control_both_trigger(line)  # s16-tailb (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "tailb_you_cast_nth_opponents_turn":
        return tailb_nth_spell_opponents_turn(line)  # s16-tailb (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "tailb_player_casts":
        return tailb_player_casts_trigger(line)  # s16-tailb (end of this module)
    if (cast_either := tailb_cast_types_or_subtype_trigger(line)) is not None:
        return cast_either  # s16-tailb (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "s26cmdb_you_cast_subtypes":
        return s26cmdb_cast_subtypes_trigger(line)  # s26-cmdb (end of this module)
    if line.condition is not None and line.condition.kind == "tailb_different_powers":
        return tailb_different_powers_step_trigger(line)  # s16-tailb (end of this module)
    if {event.kind for event in line.events} == {"s24khans_permanent_turned_face_up"}:  # s24-khans (end of module)
        return creature_you_control_event_trigger(line, "permanent_you_control_turned_face_up", "is turned face up")
    if (renowned := s23ori_damage_trigger(line) or s23ori_renowned_trigger(line)) is not None:
        return renowned  # s23-ori: the renown trigger, "When ~ becomes renowned" (end of this module)
    self_trigger = bool(line.events) and all(e.kind == "self" and e.verb in ("enters", "attacks") for e in line.events)
    self_trigger = self_trigger or s26mh_damage_if_you_control(line)  # s26-mh (end of this module)
    self_trigger = self_trigger or s27std_dies_if_you_control(line)  # s27-std (end of this module)
    if line.condition is not None and line.step is None and not self_trigger:
        raise NotLowered(
            f"intervening 'if' condition '{line.condition.kind.replace('_', ' ')}' on this trigger (CR 603.4)"
        )
    if line.step is not None:
        if line.step not in _STEPS or line.whose not in _WHOSE:
            raise NotLowered(f"the beginning of {line.whose} {line.step.replace('_', ' ')}")
        body, choice = unless_parts(*optional_parts(line.body))
        # s14-forage: "you may <effect>" -> the step trigger's `optional` (rules/step_triggers.py, CR 603.5)
        step_context = _Context("step")
        if line.whose in ("enchanted player's", "enchanted creature's controller"):  # s16-curses, s23-c10 (CR 603.2)
            setattr(step_context, "taila_that_player", True)  # noqa: B010
        if line.whose in ("each player's", "each opponent's"):  # s23-c12, s25-core: "that player" is the player whose step it is (CR 603.2)
            setattr(step_context, "taila_that_player", True)  # noqa: B010
        effects = lower_body(body, step_context)
        step: Json = {
            "kind": "step_trigger",
            "step": _STEPS[line.step],
            "whose": _WHOSE[line.whose],
            **_then(effects),
            **choice,
        }
        if line.condition is not None and line.condition.kind == "you_control_count":
            step.update(s26mh_you_control_count(line.condition))  # "if you control three or more creatures" (CR 603.4)
        elif line.condition is not None and line.condition.kind == "you_gained_life":
            step.update(gained_life_condition(line.condition))  # s11-m19a (CR 603.4)
        elif line.condition is not None and line.condition.kind == "you_gained_or_lost_life":
            step["condition"] = "you_gained_or_lost_life"  # s13-gift (CR 603.4; rules/life_this_turn.py)
        elif line.condition is not None and (life := s21inn_life_condition(line)) is not None:
            step["condition"] = life  # s21-inn: "if an opponent lost life this turn" (CR 603.4; end of this module)
        elif line.condition is not None and line.condition.kind == "s21szn_full_party":
            step["condition"] = "full_party"  # s21-szn: "if you have a full party" (CR 700.8, 603.4)
        elif line.condition is not None and line.condition.kind == "s23c13_library_at_least":
            step["if_library_at_least"] = line.condition.number  # s23-c13 (CR 401.1, 603.4)
        elif line.condition is not None and line.condition.kind == "r2m20_typed_graveyard":
            step["if_graveyard_cards"] = s26core_graveyard_cards(line.condition)  # s26-core (end of this module)
        elif line.condition is not None and records_is_condition(line.condition):
            step = records_step_condition(step, line.condition)  # s15-records (CR 603.4; end of this module)
        elif line.condition is not None and line.condition.kind == "s23ori_you_control_none":
            step.update(s25stdc_you_control_none(line.condition))  # s25-stdc: "if you control no ..." (end of module)
        elif line.condition is not None:
            step["if_you_control"] = taila_condition_spec(line.condition)  # an intervening "if" (CR 603.4)
        return step
    if len(line.events) == 1 and line.events[0].kind == "enchanted_blocks":
        return enchanted_blocks_trigger(line)  # s11-m19a
    if len(line.events) == 1 and line.events[0].kind == "s23c10_enchanted_targeted":
        return s23c10_enchanted_targeted_trigger(line)  # s23-c10 (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "s19m21_counters_put_on":
        return s19m21_counters_put_on_trigger(line)  # s19-m21 (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "s26mh_counters_put_on_self":
        return s26mh_counters_put_on_self_trigger(line)  # s26-mh (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "you_put_counters":
        return s14_you_put_counters_trigger(line)  # s14-counters (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "s27fdna_you_put_counters_on_self":
        return s27fdna_you_put_counters_on_self_trigger(line)  # s27-fdna (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "you_activate_ability_of":
        return you_activate_trigger(line)  # s13-pw (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "opponent_discards":
        return opponent_discards_trigger(line)  # s11-m19a
    if len(line.events) == 1 and line.events[0].kind == "s21ete_opponent_draws":
        return s21ete_opponent_draws_trigger(line)  # s21-ete (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "you_discards":
        return s18m20_you_discards_trigger(line)  # s18-m20 (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "you_cast":
        return _cast_trigger(line)
    if len(line.events) == 1 and (
        line.events[0].kind == "self_or_other_enters"
        or (
            line.events[0].kind == "other_enters"
            and line.events[0].noun is not None
            and line.events[0].noun.head == "subtypes"
        )
    ):
        return group_enters_trigger(line)  # s11-triggers-a
    if any(event.kind == "you_sacrifice_self" for event in line.events):
        return sacrificed_trigger(line)  # s11-triggers-a
    if len(line.events) == 1 and line.events[0].kind in ("self_or_other_leaves", "other_leaves"):
        return group_leaves_trigger(line)  # s11-triggers-a
    if len(line.events) == 1 and line.events[0].kind == "other_enters":
        return _enters_trigger(line)
    if len(line.events) == 1 and line.events[0].kind == "other_dies":
        return _dies_trigger(line)
    if len(line.events) == 1 and line.events[0].kind == "dfc_self_or_other_dies":
        return dfc_self_or_other_dies_trigger(line)  # s17-dfc (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "other_attacks":
        return _attacks_trigger(line)
    if len(line.events) == 1 and line.events[0].kind == "you_draw" and line.condition is None:
        body, choice = optional_parts(line.body)
        effects = lower_body(body, _Context("triggered"))
        return {"kind": "triggered", "trigger": "you_draw", **_then(effects), **choice}  # rules/draw_triggers.py
    if len(line.events) == 1 and line.events[0].kind == "you_give_gift":
        return give_gift_trigger(line)  # s11-gift-spells (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "s21szn_you_gain_life_first":
        return s21szn_gain_life_first_trigger(line)  # s21-szn (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "you_gain_life":
        body, choice = optional_parts(line.body)
        gain_ctx = _Context("triggered")
        setattr(gain_ctx, "taila_that_much", True)  # noqa: B010 - s16-taila: "that much life": the life gained
        effects = lower_body(body, gain_ctx)
        return {
            "kind": "triggered",
            "trigger": "you_gain_life",
            **_then(effects),
            **choice,
        }  # rules/life_gain_triggers.py
    if len(line.events) == 1 and line.events[0].kind == "you_expend":
        return _expend_trigger(line)  # "Whenever you expend 4" (end of file)
    if len(line.events) == 1 and line.events[0].kind == "you_attack":
        return _you_attack_trigger(line)  # "Whenever you attack" (end of file)
    if len(line.events) == 1 and line.events[0].kind == "s19m20_batch_attack":
        return s19m20_batch_attack_trigger(line)  # s19-m20 (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "s19m20_enchanted_dies":
        return s19m20_enchanted_dies_trigger(line)  # s19-m20 (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "s20m21_equipped_dies":
        return s20m21_equipped_dies_trigger(line)  # s20-m21 (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "m2y_you_attack_with":
        return m2y_you_attack_with_trigger(line)  # s17-m2y (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "s27std_damages_creature":
        return s27std_damages_creature_trigger(line)  # s27-std (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "s18m21_blocked_by_creature":
        return s18m21_blocked_by_trigger(line)  # s18-m21 (end of this module)
    if any(event.kind == "s19neob_self_crewed" for event in line.events):
        return s19neob_crewed_trigger(line)  # s19-neob (end of this module)
    if any(event.kind == "s21mutate_self_mutates" for event in line.events):
        return s21mutate_mutates_trigger(line)  # s21-mutate (end of this module)
    if any(event.kind == "s21mutate_creature_mutates" for event in line.events):
        return s21mutate_creature_mutates_trigger(line)  # s21-mutate (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "m2y_self_and_others_attack":
        return m2y_self_and_others_attack_trigger(line)  # s17-m2y (end of this module)
    if len(line.events) == 1 and line.events[0].kind in ("player_casts_nth", "you_cast_nth"):
        return _nth_spell_trigger(line)  # "Whenever a player casts their second spell each turn" (end of file)
    if any(event.kind == "attached" or (event.kind == "self" and event.verb in DAMAGE_VERBS) for event in line.events):
        return damage_or_attached_trigger(line)  # s13-granted (end of file)
    if any(event.kind == "self" and event.verb == "leaves the battlefield" for event in line.events):
        if (leaves_damage := s26tsp_self_leaves_damage(line)) is not None:
            return leaves_damage  # s26-tsp: "When ~ leaves the battlefield, it deals 4 damage to ..." (end of file)
        return r2neob_self_leaves_trigger(line)  # s15-r2neob (end of file)
    if any(event.kind == "self" and event.verb == "exploits a creature" for event in line.events):
        return kwc_exploits_trigger(line)  # s16-kwc (end of file)
    if any(event.kind == "self" and event.verb == "connives" for event in line.events):
        return s25ncc_connives_trigger(line)  # s25-ncc (end of file)
    if any(event.kind == "kwc_other_explores" for event in line.events):
        return kwc_explores_trigger(line)  # s16-kwc (end of file)
    if any(event.kind == "self" and event.verb == "becomes tapped" for event in line.events):
        return r2neob_self_tapped_trigger(line)  # s15-r2neob (end of file)
    if any(event.kind == "m2y_put_into_graveyard" or event.verb == M2Y_TO_GRAVEYARD for event in line.events):
        return m2y_put_into_graveyard_trigger(line)  # s17-m2y (end of this module)
    verbs = []
    for event in line.events:
        if event.kind != "self" or event.verb not in _SELF_TRIGGERS:
            raise NotLowered(f"trigger event '{event.kind.replace('_', ' ')}{' ' + event.verb if event.verb else ''}'")
        verbs.append(_SELF_TRIGGERS[event.verb])
    if len(verbs) > 2 or len(set(verbs)) != len(verbs) or (len(verbs) == 2 and "enters" not in verbs):
        raise NotLowered("these trigger events together")
    if sorted(verbs) == ["dies", "enters"]:
        return _enters_or_dies(line)
    body, choice = unless_parts(*optional_parts(line.body))
    trigger_ctx = s20trig2_allow(_Context("triggered", self_event=True, dies="dies" in verbs))  # s20-trig2
    # "Whenever ~ is dealt damage, put that many ...": the damage dealt (rules/damage_triggers.py)
    trigger_ctx.that_much = verbs == ["dealt_damage"]
    trigger_ctx.attacks = verbs == ["attacks"]
    setattr(trigger_ctx, "s14_self_dies", verbs == ["dies"])  # noqa: B010 - s14-counters: "its counters" of ~ dying
    setattr(trigger_ctx, "s27older_own_event", verbs in (["enters"], ["attacks"]))  # noqa: B010 - s27-older: "its power"
    trigger_ctx.source_died = verbs == ["dies"]  # s26-tidy: "for each age counter on it" (s25khc_counters_readable)
    effects = taila_checked_body(body, trigger_ctx)  # s16-taila: "tap ... It doesn't untap ..." (end of this module)
    ability: Json = {"kind": "triggered", "trigger": verbs[0], **_then(effects), **choice}
    if line.condition is not None and line.condition.kind == "cards_in_your_graveyard":
        ability["if_cards_in_your_graveyard"] = line.condition.number  # s11-triggers-a (CR 603.4)
    elif line.condition is not None and line.condition.kind in _INTERVENING:
        ability["intervening_if"] = rider_condition(line.condition, trigger_ctx)  # s13-riders (CR 603.4)
    elif line.condition is not None and records_is_condition(line.condition):
        ability["intervening_if"] = records_rider_condition(line.condition)  # s15-records (CR 603.4)
    elif line.condition is not None and line.condition.kind == "you_control_count":
        ability.update(s26mh_you_control_count(line.condition))  # s26-mh: "if you control three or more tokens"
    elif line.condition is not None:
        ability["if_you_control"] = taila_condition_spec(line.condition)  # an intervening "if" (CR 603.4)
    if len(verbs) == 2:
        ability["trigger"], ability["also_on"] = "enters", [v for v in verbs if v != "enters"]
        ability.update(enters_or_event(ability["also_on"][0]))  # s13-granted (end of file)
    return self_damage_trigger(ability)  # s13-riders (end of this module)


def _enters_or_dies(line: Triggered) -> Json:
    """ "When ~ enters or dies, mill three cards.": the trigger "dies" that also triggers on entering
    (`also_on`). ~ is a permanent in one event and a card in the other, so an effect that names it
    (or "it") is not read: which object it is would be a guess."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on 'enters or dies'")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered", dies=True))
    if "that_card" in json.dumps(effects):
        raise NotLowered("~ or 'it' in a trigger on entering and on dying")
    return {"kind": "triggered", "trigger": "dies", "also_on": ["enters"], **_then(effects), **choice}


def _dies_trigger(line: Triggered) -> Json:
    """ "Whenever a nontoken creature you control dies" / "another creature dies" (rules/dies_triggers.py,
    CR 603.6c, 700.4): the trigger "creature_dies" with `dying`, the spec the creature matched as it
    last existed (603.10a). Only creatures: "a creature or planeswalker" is another event."""
    noun = line.events[0].noun
    assert noun is not None
    if noun.head == "subtype" and line.condition is None:
        return taila_subtype_dies_trigger(line, noun)  # s16-taila (end of this module)
    if (noun.head != "creature" and not s22war_creature_or_planeswalker(noun)) or line.condition is not None:
        raise NotLowered(f"dies trigger on {' '.join(noun.words)!r}")
    dying = spec_of(noun)
    body, choice = optional_parts(line.body)
    dies_ctx = _Context("triggered")
    setattr(dies_ctx, "taila_that_player", True)  # noqa: B010 - s16-taila: "that player", the dying creature's controller
    setattr(dies_ctx, "s19m20_that_creature", True)  # noqa: B010 - s19-m20: "that creature", the dying creature
    effects = s26cmdb_dies_body(body, dies_ctx)  # s26-cmdb: "exile it" (end of this module)
    ability: Json = {"kind": "triggered", "trigger": "creature_dies", **_then(effects), **choice}
    if dying != "creature":
        ability["dying"] = dying
    return ability


def _attacks_trigger(line: Triggered) -> Json:
    """ "Whenever a creature with flying attacks" / "another creature you control attacks"
    (rules/attack_triggers.py, CR 508.3a): the trigger "creature_attacks" with `attacking`."""
    noun = line.events[0].noun
    if noun is None or noun.head != "creature" or line.condition is not None:
        raise NotLowered(f"attack trigger on {' '.join(noun.words) if noun else 'this'!r}")
    attacking = spec_of(noun)
    body, choice = optional_parts(line.body)
    effects = taila_checked_body(body, _EventContext("triggered"))  # "it": the attacking creature (s14-counters);
    # s26-mh: "tap target ... That creature doesn't untap during its controller's next untap step." (CR 502.3)
    ability: Json = {"kind": "triggered", "trigger": "creature_attacks", **_then(effects), **choice}
    if attacking != "creature":
        ability["attacking"] = attacking
    return s27cmd_attacker_defending(ability)  # s27-cmd: "defending player controls" (end of this module)


def _enters_trigger(line: Triggered) -> Json:
    """ "Whenever a creature enters under your control" / "another creature you control enters"
    (rules/enters_triggers.py, CR 603.6a): `entering` is the spec the permanent must match."""
    noun = line.events[0].noun
    assert noun is not None
    if noun.head == "subtype":  # "another nontoken Dragon": a permanent with that subtype
        entering = ":".join(["permanent", *_qualifiers(noun)])
        parse_target_spec(entering)
    elif noun.head not in CARD_TYPES and noun.head != "permanent":
        raise NotLowered(f"enters trigger on {' '.join(noun.words)!r}")
    else:
        entering = spec_of(noun)
    body, choice = optional_parts(line.body)
    enters_ctx = _Context("triggered")
    setattr(enters_ctx, "s22neob_entering_noun", noun)  # noqa: B010 - s22-neob: "a copy of that artifact"
    # s23-c12: "that player" after "a creature enters under an opponent's control": that opponent (`that_player`)
    setattr(enters_ctx, "taila_that_player", entering.endswith(":opponent_controls"))  # noqa: B010
    setattr(enters_ctx, "s23c12_it_entering", noun.head == "creature")  # noqa: B010 - "it": the entering creature
    effects = s22ete_enters_body(body, enters_ctx)  # s22-ete (end of this module)
    return {"kind": "triggered", "trigger": "permanent_enters", "entering": entering, **_then(effects), **choice}


_SPELL_TYPES = ("artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker")


def _cast_trigger(line: Triggered) -> Json:
    """ "Whenever you cast a[n] [<color>] [<type>] spell, <effect>" (CR 603.2, 601.2i)."""
    noun = line.events[0].noun
    assert noun is not None
    words = [w.lower() for w in noun.words]
    ability: Json = {"kind": "cast_trigger", "caster": "you"}
    if len(words) == 4 and words[1] == "or" and words[3] == "spell" and {words[0], words[2]} <= set(_SPELL_TYPES):
        ability["spell_type_any_of"] = [words[0].capitalize(), words[2].capitalize()]  # "an instant or sorcery spell"
    elif words[-1] != "spell" or len(words) > 2 or (len(words) == 2 and words[0] not in _SPELL_TYPES):
        raise NotLowered(f"cast trigger on a {' '.join(noun.words)}")
    seen_m19b2: set[str] = set()
    if len(words) == 2:
        ability["spell_type"] = words[0].capitalize()
    for q in noun.qualifiers:
        if q.name == "with_color" and q.value in _COLOR_CODES and "spell_color" not in ability:
            ability["spell_color"] = _COLOR_CODES[q.value]
        elif q.name == "with_type" and q.value in _SPELL_TYPES and "spell_type" not in ability:
            ability["spell_type"] = q.value.capitalize()
        elif (
            q.name == "non_type"
            and q.value is not None
            and q.value[3:] in _SPELL_TYPES
            and "spell_not_type" not in ability
        ):
            ability["spell_not_type"] = q.value[3:].capitalize()  # "a noncreature spell"
        elif q.name in _M19B2_CAST_QUALIFIERS and q.name not in seen_m19b2:
            seen_m19b2.add(q.name)
            added = _M19B2_CAST_QUALIFIERS[q.name](q)  # "that targets ~", "an Aura spell"
            if "spell_with" in added and "spell_with" in ability:  # s15-targets: both a comparison and colors
                added = {"spell_with": [*ability["spell_with"], *added["spell_with"]]}
            ability.update(added)
        else:
            raise NotLowered(f"cast trigger on a spell with {q.name.replace('_', ' ')} {q.value or ''}".strip())
    body, choice = optional_parts(line.body)
    cast_ctx = _Context("cast")
    setattr(cast_ctx, "s21ete_that_player", True)  # noqa: B010 - s23-c14: "that player" is the caster (CR 603.2)
    setattr(cast_ctx, "s25stdc_caster", True)  # noqa: B010 - s25-stdc: "they lose 1 life", the caster (end of module)
    effects = taila_checked_body(body, cast_ctx)  # s26-mh: "tap ... That creature doesn't untap ..." (CR 502.3)
    if len(effects) != 1 and not copies_untargeted_sequence(effects, cast_ctx, choice) and not s26mh_tap_dont_untap(
            effects):
        raise NotLowered("a cast trigger with several effects")
    ability["effect"] = effects[0]
    if len(effects) > 1:
        ability["then_effects"] = effects[1:]  # s14-copies: in order as it resolves (CR 608.2c)
    ability.update(choice)
    return ability


def _activated(line: Activated) -> Json:
    mana = ""
    taps = ""
    other: list[Json] = []
    for cost in line.costs:
        if cost.kind == "mana" and cost.mana is not None:
            mana += cost.mana
        elif cost.kind == "tap":
            taps += "{T}"
        elif cost.kind == "untap":
            taps += "{Q}"
        elif cost.kind == "sacrifice" and cost.obj is not None and cost.obj.kind == "self":
            other.append({"kind": "sacrifice_self"})
        elif (
            cost.kind == "remove_counters"
            and cost.obj is not None
            and cost.obj.kind == "self"
            and cost.amount is not None
            and isinstance(cost.amount.value, int)
            and cost.counter
        ):
            other.append({"kind": "remove_counters", "counter": cost.counter, "amount": cost.amount.value})
        elif cost.kind == "pay_life" and cost.amount is not None and isinstance(cost.amount.value, int):
            other.append({"kind": "pay_life", "amount": cost.amount.value})
        elif (
            cost.kind == "discard"
            and cost.obj is None
            and cost.inner is None
            and (cost.amount is None or (cost.amount.value == 1 and cost.amount.for_each is None))
        ):
            other.append({"kind": "discard"})  # "Discard a card" (CR 602.2b, 701.9a; rules/activation_costs.py)
        elif s23c12_discard_cards(cost):  # s23-c12: "Discard two cards" (end of this module)
            other += [{"kind": "discard"}] * s23c12_discard_cards(cost)
        elif cost.kind == "tap_permanents" and cost.obj is not None and cost.obj.noun is not None:
            other.append(lower_tap_permanents_cost(cost))  # rules/tap_costs.py
        elif cost.kind == "sacrifice_a" and cost.obj is not None and cost.obj.noun is not None:
            other.append(lower_sacrifice_a_cost(cost.obj.noun))  # rules/sacrifice_costs.py
        elif cost.kind in _SOME_COSTS:
            other.append(some_cost(cost))  # "Sacrifice a Goblin", "Exile a creature card from your graveyard"
        elif cost.kind == "exile_self_from_graveyard":
            other.append({"kind": "exile_self_from_graveyard"})  # s13-graveyard (CR 113.6k, 406.2)
        elif cost.kind == "forage":
            other.append({"kind": "forage"})  # s13-batch: "Forage" (CR 701.61a; rules/forage.py)
        elif cost.kind == "discard_self":
            other.append({"kind": "discard_self"})  # s15-neo: channel (CR 701.9a, 113.6k; rules/hand_abilities.py)
        elif cost.kind == "exile" and cost.obj is not None and cost.obj.kind == "self":
            other.append({"kind": "exile_self"})  # s15-r2m20: "Exile ~" (CR 602.2b, 406.2; rules/exile_self_cost.py)
        elif cost.kind == "s20m21_put_counters":
            other.append(s20m21_put_counters_cost(cost))  # s20-m21: "Put a page counter on ~" (end of this module)
        elif cost.kind == "s21m21_discard_typed":
            other.append(s21m21_discard_typed_cost(cost))  # s21-m21: "Discard a land card" (end of this module)
        elif cost.kind == "s22zne_sacrifice_either":
            other.append(s22zne_sacrifice_either_cost(cost))  # s22-zne: "Sacrifice another creature or an enchantment"
        elif cost.kind == "s24kal_pay_energy":
            other.append(s24kal_pay_energy_cost(cost))  # s24-kal: "Pay {E}{E}" (end of this module)
        elif cost.kind == "s24hou_exert_self":
            other.append({"kind": "exert_self"})  # s24-hou: "Exert ~" (CR 701.43; rules/exert.py)
        elif cost.kind == "s26mh_mill":
            other.append(s26mh_mill_cost(cost))  # s26-mh: "Mill a card" (end of this module)
        elif cost.kind == "s27std_remove_counters_among":
            other.append(s27std_remove_counters_among(cost))  # s27-std (end of this module)
        else:
            raise NotLowered(f"cost '{cost.kind.replace('_', ' ')}' (no engine cost for it here)")
    ability: Json = {"kind": "activated", "cost": mana + taps or "{0}"}
    if not mana and not taps:
        ability["cost"] = ""
    effects = s22war_reveal_discard_body(line.body) or s20m20_mana_instead(line.body) or s22stx_activated_instead(
        line.body) or s18neoa_activated_body(  # s22-war, s20-m20, s22-stx (end of module)
        line.body, s20trig2_allow(_Context("activated", self_event=True)))  # s18-neoa, s20-trig2 (end of module)
    ability.update(_then(effects))
    if other:
        ability["other_costs"] = other
    for restriction in line.restrictions:
        if restriction == "once_each_turn":
            ability["max_per_turn"] = 1
        elif restriction == "during_your_turn" and "activate_only" not in ability:
            ability["activate_only"] = "your_turn"
        elif restriction == "s27cmd_during_your_upkeep" and "activate_only" not in ability:
            ability["activate_only"] = "your_upkeep"  # s27-cmd: "Activate only during your upkeep." (CR 602.5b)
        elif restriction == "sorcery_speed" and "activate_only" not in ability:
            ability["activate_only"] = "sorcery"  # CR 602.5d
        elif restriction in SPEND_ONLY and "spend_only" not in ability:
            ability["spend_only"] = SPEND_ONLY[restriction]  # s12-mana (CR 106.6)
        elif (subtypes := s19neob_spend_only_subtypes(restriction)) == ["chosen"] and "spend_only" not in ability:
            ability["spend_only"] = "chosen_type_creature_spells"  # s19-neob (CR 106.6, 614.12)
        elif (subtypes := s19neob_spend_only_subtypes(restriction)) and "spend_only" not in ability:
            ability.update({"spend_only": "subtype_spells", "spend_only_subtypes": subtypes})  # s19-neob (CR 106.6)
        elif (subtypes := s20m20_spend_only_subtypes(restriction)) and "spend_only" not in ability:
            ability.update({"spend_only": "subtype_spells", "spend_only_subtypes": subtypes})  # s20-m20 (CR 106.6)
        elif (subtype := s23ori_creature_subtype_spend_only(restriction)) and "spend_only" not in ability:
            ability.update({"spend_only": "creature_subtype_spells", "spend_only_subtypes": [subtype]})  # s23-ori
        elif is_activation_limit(restriction):
            lower_activation_limit(restriction, ability)  # s13-riders2 (end of this module)
        elif restriction == "activate_only_if" and entered_condition(restriction) is not None:
            ability["activate_only_if_entered"] = entered_condition(restriction)  # s13-batch2 (CR 602.5b)
        elif restriction == "activate_only_if" and (power := copies_power_at_least(restriction)) is not None:
            ability["activate_only_if_power_at_least"] = power  # s14-copies (CR 602.5b)
        elif restriction == "activate_only_if" and (
                gained := s21szn_gained_life_record(getattr(restriction, "condition", None))) is not None:
            ability["activate_only_if_this_turn"] = gained  # s21-szn: "if you gained life this turn" (CR 602.5b)
        elif restriction == "activate_only_if" and (this_turn := records_activate_only_if(restriction)) is not None:
            ability["activate_only_if_this_turn"] = this_turn  # s15-records (CR 602.5b; end of this module)
        elif restriction == "activate_only_if" and tailb_is_different_powers(restriction):
            ability.update(tailb_activate_only_if_different_powers(restriction))  # s16-tailb (end of module)
        elif restriction == "activate_only_if" and s18m20_is_self_attacking(restriction):
            ability["activate_only_if_attacking"] = True  # s18-m20 (CR 602.5b, 506.3; end of this module)
        elif restriction == "activate_only_if" and (at_least := s22zne_opponent_graveyard(restriction)) is not None:
            ability["activate_only_if_opponent_graveyard_at_least"] = at_least  # s22-zne (CR 602.5b; end of module)
        elif restriction == "activate_only_if" and s21ete_is_city_blessing(restriction):
            ability["activate_only_if_city_blessing"] = True  # s21-ete (CR 602.5b, 702.131c; end of this module)
        elif restriction == "activate_only_if" and (desert := s24hou_restriction_spec(restriction)) is not None:
            ability["s24hou_activate_only_if_control_or_graveyard"] = desert  # s24-hou (CR 602.5b; end of module)
        elif restriction == "activate_only_if" and s22inn_is_own_card_in_exile(restriction):
            ability["activate_only_if_own_card_in_exile"] = True  # s22-inn (CR 602.5b, 406.1; end of this module)
        elif restriction == "activate_only_if" and s19m21_is_life_above_starting(restriction):
            ability["activate_only_if_life_above_starting"] = s19m21_life_above(restriction)  # s19-m21 (CR 103.4)
        elif restriction == "activate_only_if" and r2m20_is_count_condition(restriction):
            ability.update(r2m20_activate_only_if_count(restriction))  # s15-r2m20 (CR 602.5b; end of module)
        elif restriction == "activate_only_if" and (life := s21inn_life_condition(restriction)) is not None:
            ability["activate_only_if"] = life  # s21-inn: "an opponent lost life this turn" (CR 602.5b; end of module)
        elif restriction == "activate_only_if" and s24emn_is_delirium(restriction):
            ability["activate_only_if_delirium"] = True  # s24-emn: delirium (CR 602.5b, 207.2c; end of this module)
        elif restriction == "activate_only_if" and (power := s24khans_total_power(restriction)) is not None:
            ability["activate_only_if_total_power_at_least"] = power  # s24-khans: formidable (CR 602.5b; end of module)
        elif restriction == "activate_only_if" and "activate_only_if_you_control" not in ability:
            ability["activate_only_if_you_control"] = activate_only_if_spec(restriction)  # s13-graveyard
        elif restriction == "neo_ability_cost_less" and "cost_reduction" not in ability:
            ability["cost_reduction"] = neo_cost_reduction(restriction)  # s15-neo (CR 601.2f, 602.2b)
        else:
            raise NotLowered(f"activation restriction '{restriction.replace('_', ' ')}'")
    return neo_hand_ability(graveyard_ability(ability))  # s13-graveyard; s15-neo


def _blockers(ref: Ref) -> Json:
    """ "red creatures", "artifact creatures", "creatures with flying", "Walls", "creatures with power 2
    or greater" -> the evasion vocabulary of `cant_be_blocked_by` (rules/evasion.py, CR 509.1b)."""
    noun = ref.noun
    if ref.kind != "group" or noun is None or ref.other:
        raise NotLowered("blockers the evasion vocabulary doesn't name")
    words = " ".join(noun.words).lower()
    if noun.head == "subtype" and words == "walls" and not noun.qualifiers:
        return {"by": ["walls"]}
    if noun.head == "subtype" and len(noun.words) == 1 and not noun.qualifiers:
        return {"by_subtypes": [singular(noun.words[0])]}  # s21-ete: "by Dinosaurs" (CR 509.1b, 205.3)
    if words == "tokens" and [(q.name, q.value) for q in noun.qualifiers] == [("with_type", "creature")]:
        return {"by": ["creature_tokens"]}  # s22-war: "by creature tokens" (CR 111.1, 509.1b)
    if words != "creatures" or len(noun.qualifiers) != 1:
        raise NotLowered(f"blockers {words!r} with {len(noun.qualifiers)} qualities")
    q = noun.qualifiers[0]
    if q.name == "with_color" and q.value in _COLOR_CODES:
        return {"by": [f"{q.value}_creatures"]}
    if q.name == "with_type" and q.value == "artifact":
        return {"by": ["artifact_creatures"]}
    if q.name == "with_keyword" and q.value == "flying":
        return {"by": ["creatures_with_flying"]}
    if q.name == "with_stat" and q.value is not None and q.value.startswith("power>="):
        return {"power_at_least": int(q.value.removeprefix("power>="))}
    if q.name == "with_stat" and q.value is not None and q.value.startswith("power<="):
        return {"power_at_most": int(q.value.removeprefix("power<="))}  # CR 509.1b (rules/evasion.py)
    raise NotLowered(f"blockers with {q.name.replace('_', ' ')} {q.value or ''}".strip())


def condition_spec(condition: Condition) -> str:
    """ "you control an artifact" / "a Dragon" / "a creature with power 4 or greater" -> the spec of
    rules/you_control.py (the engine checks what it may read where)."""
    if condition.kind != "you_control" or condition.noun is None:
        raise NotLowered(f"condition '{condition.kind.replace('_', ' ')}'")
    noun = condition.noun
    if any(q.name in ("you_control", "opponent_controls", "other") for q in noun.qualifiers):
        raise NotLowered("a condition on what another player controls")
    if noun.head == "subtype":  # "a Dragon": a permanent with that subtype
        spec = ":".join(["permanent", *_qualifiers(noun)])
        parse_target_spec(spec)
        return spec
    if noun.head == "subtypes":
        return dfc_subtypes_condition_spec(noun)  # s17-dfc: "a Wolf or Werewolf" (end of this module)
    if noun.head == "either":
        return s22zne_either_condition_spec(noun)  # s22-zne: "an artifact or enchantment" (end of this module)
    if noun.head not in CARD_TYPES and noun.head != "permanent":
        raise NotLowered(f"condition on {' '.join(noun.words)!r}")
    return spec_of(noun)


def _static(line: Static) -> Json:
    if line.kind in ("s26mh_self_flash", "s26mh_cast_self_from_graveyard"):
        return s26mh_self_flash(line)  # s26-mh (end of this module)
    if line.kind == "s23c14_enters_with_x_counters":
        return s23c14_enters_with_x_counters(line)  # s23-c14 (end of this module)
    if line.kind == "s18m20_enters_with_counters_for_each":
        return s18m20_enters_with_counters_for_each(line)  # s18-m20 (end of this module)
    if line.kind == "neo_enters_with_counters_if":
        return neo_enters_with_counters_if(line)  # s17-neo: its condition is no "as long as" (end of this module)
    if line.kind == "tailf_adamant_enters_with_counters":  # s17-tailf: its condition is its own (end of module)
        return _tailf_adamant_enters_with_counters(line)
    if line.kind == "tailf_enters_with_counter_choice":  # s17-tailf (end of module)
        return tailf_counter_choice(line)
    if (tokens := classes_static(line)) is not None:  # s11-classes: "Creature tokens you control get +2/+2."
        return tokens
    if line.condition is not None and line.condition.kind in _AS_LONG_AS:
        return as_long_as_static(line)  # s13-riders (end of this module)
    if line.condition is not None and line.condition.kind in ("s24hou_control_or_graveyard", "s24hou_graveyard_has"):
        return s24hou_control_or_graveyard_static(line)  # s24-hou (end of this module)
    if records_is_condition(line.condition):
        return records_static(line)  # s15-records (end of this module)
    if line.condition is not None and line.condition.kind == "you_have_life":
        return r2m20_life_static(line)  # s15-r2m20 (end of this module)
    if line.condition is not None and line.condition.kind == "r2m20_typed_graveyard":
        return r2m20_graveyard_cards_static(line)  # s15-r2m20 (end of this module)
    if line.condition is not None and line.condition.kind == "s18m21_opponent_graveyard":
        return s18m21_opponent_graveyard_static(line)  # s18-m21 (end of this module)
    if line.condition is not None and line.condition.kind == "neo_hand_at_most":
        return s24mh2_hand_static(line)  # s24-mh2: "as long as you have no cards in hand" (end of this module)
    if line.condition is not None and line.condition.kind == "cards_in_your_graveyard":
        return lower_graveyard_static(line)
    if line.condition is not None and _is_a_token(line.condition):
        return lower_token_static(line)
    if line.condition is not None and line.condition.kind == "self_attacking":
        # "~ gets +1/+0 as long as it's attacking.": a static pump of ~ while it is an attacking
        # creature (CR 611.3a, 506.4; rules/static_pump.py `status`)
        ability = _static_ability(line)
        if ability["kind"] != "static_pump" or ability.get("affected") != "self" or "status" in ability:
            raise NotLowered("'as long as it's attacking' on this static ability")
        return {**ability, "status": "attacking"}
    if line.condition is not None and line.condition.kind == "r2neob_self_untapped":
        return r2neob_self_untapped_static(line)  # s15-r2neob (end of file)
    if line.condition is not None and line.condition.kind == "afr_self_equipped":
        return afr_self_equipped_static(line)  # s17-afr (end of file)
    if line.condition is not None and line.condition.kind == "s23c12_self_enchanted":
        return {**afr_self_equipped_static(line), "status": "enchanted"}  # s23-c12: as "is equipped" (CR 303.4)
    if line.condition is not None and line.condition.kind == "s23c12_self_has_counters_at_least":
        return s23c12_self_has_counters_static(line)  # s23-c12 (end of this module)
    if line.condition is not None and line.condition.kind == "s20neob_self_entered":
        return s24emn_self_entered_static(line)  # s24-emn (end of this module)
    if line.condition is not None and line.condition.kind == "s23ori_self_renowned":
        return s23ori_self_renowned_static(line)  # s23-ori (end of file)
    if line.condition is not None and line.condition.kind == "taila_self_has_counter":
        return taila_self_has_counter_static(line)  # s16-taila (end of file)
    if line.condition is not None and line.condition.kind == "you_control_count":
        return lm_you_control_count_static(line)  # s17-lm (end of file)
    if line.condition is not None and line.condition.kind == "taile_any_player_controls":
        return taile_any_player_static(line)  # s17-taile (end of file)
    if line.condition is not None and line.condition.kind == "s24isd_opponent_controls":
        return s24isd_opponent_controls_static(line)  # s24-isd (end of file)
    if line.condition is not None and line.kind == "s18castfree_top":
        return s18castfree_top_conditional(line)  # s18-castfree (end of file)
    condition = taile_static_condition_spec(line.condition) if line.condition is not None else None  # s17-taile
    ability = _static_ability(line)
    if condition is not None:
        if ability["kind"] == "attached_pump":
            return s26mh_attached_as_long_as(ability, condition)  # s26-mh (end of this module)
        if ability["kind"] != "static_pump":
            raise NotLowered("a condition on this static ability")
        ability["as_long_as_you_control"] = condition
    return ability


def _static_ability(line: Static) -> Json:
    subject = line.subject
    if line.kind == "enters_tapped" and subject.kind == "self":
        return {"kind": "enters_tapped"}
    if line.kind == "cant_attack_or_block" and subject.kind in ("self", "enchanted_creature"):
        # "Enchanted creature can't attack or block." (rules/cant_attack_or_block.py, CR 508.1c, 509.1b)
        return {"kind": "cant_attack_or_block", "affected": subject.kind}
    if line.kind == "unblockable" and subject.kind == "self" and line.by is None:
        return {"kind": "unblockable"}  # "~ can't be blocked." (rules/cant_be_blocked.py, CR 509.1b)
    if line.kind == "unblockable_by" and subject.kind == "self" and line.by is not None:
        return {"kind": "cant_be_blocked_by", **_blockers(line.by)}
    if line.kind == "unblockable_by" and subject.kind in ("equipped_creature", "enchanted_creature") and line.by:
        return {"kind": "cant_be_blocked_by", **_blockers(line.by), "affected": subject.kind}  # s25-stdc (CR 509.1b)
    if line.kind in _M19B_STATICS:
        return _M19B_STATICS[line.kind](line)
    if line.kind == "enters_tapped_not_your_turn" and subject.kind == "self":
        return {"kind": "enters_tapped", "if_not_your_turn": True}  # rules/enters_tapped.py (CR 614.1c)
    if line.kind == "cant_block" and subject.kind == "self":
        return {"kind": "self_cant_block"}  # "~ can't block." (rules/self_cant_block.py, CR 509.1b)
    if line.kind == "cant_block" and subject.kind in ("enchanted_creature", "equipped_creature"):
        return granted_cant_block()  # s15-granted: "Enchanted creature can't block." (end of this module)
    if line.kind not in ("pump", "keywords"):
        raise NotLowered(f"static '{line.kind.replace('_', ' ')}'")
    power, toughness = _pt(line.pt) if line.pt else (0, 0)
    if not isinstance(power, int) or not isinstance(toughness, int):
        raise NotLowered("a static X")
    keywords = [keyword_text(k) for k in line.keywords]
    if subject.kind in ("enchanted_creature", "equipped_creature"):  # s27-older: equipped, as the template reads it
        return {
            "kind": "attached_pump",
            "power": power,
            "toughness": toughness,
            **({"keywords": keywords} if keywords else {}),
        }
    pumped: Json = {"kind": "static_pump", "power": power, "toughness": toughness}
    if keywords:
        pumped["keywords"] = keywords
    if subject.kind == "self":
        return {**pumped, "affected": "self"}
    subject = s25tsr_all_as_group(targets_each_creature_as_group(subject))  # s15-targets, s25-tsr (end of module)
    if subject.kind != "group" or subject.noun is None:
        raise NotLowered(f"static ability of {subject.kind}")
    noun = subject.noun
    control = [q for q in noun.qualifiers if q.name in ("you_control", "opponent_controls")]
    rest = [q for q in noun.qualifiers if q not in control]
    if control and control[0].name == "opponent_controls":
        return lower_opponents_creatures_static(pumped, noun, subject)
    words = " ".join(noun.words).lower()
    other = "other_" if subject.other or any(q.name == "other" for q in rest) else ""
    rest = [q for q in rest if q.name != "other"]
    if noun.head == "subtype":
        pumped["subtype"] = singular(noun.words[0])
    elif noun.head == "plural_subtypes":
        pumped["subtypes_any_of"] = [singular(word) for word in noun.words]  # s13-batch (CR 205.3)
    elif noun.head == "s20neob_subtypes_creatures":
        pumped["subtypes_any_of"] = list(noun.words)  # s20-neob: "Ninja and Rogue creatures" (CR 205.3)
    elif words == "artifacts" and not other and not rest and control and not pumped["power"] and not pumped["toughness"]:
        return s23c14_artifacts_have(pumped)  # s23-c14: "Artifacts you control have indestructible." (end of module)
    elif words == "permanents" and any(q.name == "s27otjb_outlaw" for q in rest):
        pumped["subtypes_any_of"] = list(S27OTJB_OUTLAWS)  # s27-otjb: "outlaws you control" (CR 700.12, end of module)
        rest = [q for q in rest if q.name != "s27otjb_outlaw"]
    elif words != "creatures":
        raise NotLowered(f"static ability on {words}")
    for q in rest:
        if q.name == "with_color" and q.value in COLORS and "color" not in pumped:
            pumped["color"] = COLORS[q.value]
        elif q.name in ("untapped", "attacking", "tapped", "equipped") and "status" not in pumped:  # s22-inn, s22-zne
            pumped["status"] = q.name
        elif q.name == "nontoken" and "status" not in pumped:  # s26-mh: "Other nontoken creatures you control"
            pumped["status"] = "nontoken"
        elif q.name == "with_subtype" and q.value is not None and "subtype" not in pumped:
            pumped["subtype"] = q.value
        elif q.name == "with_type" and q.value == "creature" and noun.head == "subtype":
            continue
        elif q.name == "of_the_chosen" and q.value is not None and "of_the_chosen" not in pumped:
            pumped["of_the_chosen"] = q.value  # s12-chosen: rules/chosen.py (CR 607.2a)
        elif q.name in TARGETS_STATIC_QUALITIES and noun.head != "subtype":
            targets_add_static_quality(pumped, q)  # s15-targets (end of this module)
        elif q.name == "modified" and "modified_only" not in pumped:
            pumped["modified_only"] = True  # s16-tailb: "Modified creatures you control" (CR 700.9)
        elif q.name == "legendary":  # s22-ete: "Legendary Humans you control" (CR 205.4a; rules/static_qualities.py)
            targets_add_static_quality(pumped, q)
        elif q.name == "s22war_that_is_subtypes" and q.value and not {"subtype", "subtypes_any_of"} & pumped.keys():
            pumped["subtypes_any_of"] = q.value.split("|")  # s22-war: "that's a Fungus or Saproling" (CR 205.3)
        else:
            raise NotLowered(f"static ability with {q.name.replace('_', ' ')} {q.value or ''}".strip())
    pumped["affected"] = (
        f"{other}creatures_you_control" if control else ("other_creatures" if other else "all_creatures")
    )
    return pumped


# --- s11-triggers-b ---------------------------------------------------------------------------

# Valiant's event (CR 207.2c, 603.2; rules/valiant.py): "it" in its effect is ~ (a trigger on ~'s
# own event).
_SELF_TRIGGERS["becomes the target of a spell or ability you control for the first time each turn"] = (
    "targeted_by_you_first_time_each_turn"
)


def _expend_trigger(line: Triggered) -> Json:
    """ "Whenever you expend N, <effects>" (CR 700.14; rules/expend.py): an `expend_trigger`, with
    its effects in order and a "you may" / "You may <action>. If you do" choice (s14-mana)."""
    event = line.events[0]
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on an expend trigger")
    if event.amount is None or not isinstance(event.amount.value, int) or event.amount.value < 1:
        raise NotLowered("expend without a number")
    # s14-mana: "you may ...", "You may discard your hand. If you do, draw two cards." and several
    # effects in order (CR 603.5, 608.2c-d), as for `triggered` abilities
    body, choice = optional_parts(line.body)
    if "reflexive" in choice or ("optional_action" not in choice and set(choice) - {"optional"}):
        raise NotLowered("an expend trigger with this choice")
    effects = lower_body(body, _Context("triggered"))
    return {"kind": "expend_trigger", "amount": event.amount.value, **_then(effects), **choice}


def scry_or_surveil(effect: Effect) -> Json:
    """"Scry N." / "Surveil N." (CR 701.22a, 701.25a): the `scry` / `surveil` library decisions of
    rules/library.py, answered with `choices.scry` / `choices.surveil`; N a number of at least 1."""
    amount = effect.amount
    if not isinstance(amount, Amount) or not isinstance(amount.value, int) or amount.value < 1:
        raise NotLowered(f"{effect.verb} without a number of at least 1")
    return {"kind": effect.verb, "amount": amount.value}


def lower_more_effect(effect: Effect, ctx: _Context, duration: str | None = None) -> Json:
    """Effects `_lower_effect` hands on (added by later branches)."""
    verb = effect.verb
    if verb == "gain_choice" and effect.obj is not None:
        return _gain_choice(effect, ctx, duration)
    if verb == "create_token_copy" and effect.obj is not None:
        # "create a token that's a copy of ~ / target creature you control" (rules/copies.py, CR 707.2)
        return {"kind": "create_token_copy", "target": object_spec(effect.obj, ctx, players=False)}
    if verb == "exile_at_next_end_step":
        return {"kind": _EXILE_CREATED, "names": effect.place}  # joined to the token it names (delayed_exile)
    if verb in S13_MODAL_VERBS:  # s13-modal (end of this module)
        return s13_modal_effect(effect, ctx, duration)
    if verb == "s18m20_sacrifice_created_at_end_step":
        return {"kind": _S18M20_SACRIFICE_CREATED, "names": effect.place}  # joined to the token effect before it
    if verb in ("discard_hand", "s18m20_discard_their_hand"):
        return s23c13_discard_hand(effect, ctx)  # s18-m20, s23-c13 (end of this module)
    if verb.startswith("s18quoted_"):  # s18-quoted (end of this module)
        return s18quoted_effect(effect, ctx)
    if verb.startswith("s19neob_"):  # s19-neob (end of this module)
        return s19neob_effect(effect, ctx, duration)
    if verb.startswith("s26std_"):  # s26-std (end of this module)
        return s26std_effect(effect, ctx, duration)
    if verb.startswith("s27std_"):  # s27-std (end of this module)
        return s27std_effect(effect, ctx, duration)
    raise NotLowered(f"effect '{verb.replace('_', ' ')}' (no engine node for it here)")


def _gain_choice(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "<object> gains your choice of double strike or trample until end of turn": the
    `pump_choose_keyword` effect of rules/keyword_choice.py, the keyword chosen as it resolves
    (CR 608.2d, `choices.keyword`). "target Mouse you control": a permanent with that subtype (a
    creature type names no card type, CR 205.3m)."""
    assert effect.obj is not None
    if (effect.duration or duration) != "end_of_turn":
        raise NotLowered("a choice of keywords for a duration other than until end of turn")
    ref = effect.obj
    if (
        ref.kind == "target"
        and ref.noun is not None
        and ref.noun.head == "subtype"
        and not ref.up_to
        and (ref.count is None or ref.count.value == 1)
    ):
        spec = ":".join(["permanent", *_qualifiers(ref.noun)])
        try:
            parse_target_spec(spec)
        except TargetSpecError as problem:
            raise NotLowered(f"target {spec!r}: {problem}") from None
        ctx.took_target(spec)
    else:
        spec = object_spec(ref, ctx, players=False)
    options = [keyword_text(k) for k in effect.keywords]
    return {"kind": "pump_choose_keyword", "target": spec, "keyword_options": options}


def _you_attack_trigger(line: Triggered) -> Json:
    """ "Whenever you attack[ with one or more <creatures>], <effects>" (CR 508.3; rules/you_attack.py):
    the trigger "you_attack", with `attack_with` the spec one of the declared attackers must match."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on 'whenever you attack'")
    ability: Json = {"kind": "triggered", "trigger": "you_attack"}
    noun = line.events[0].noun
    if noun is not None:
        if noun.head == "subtype":
            qualifiers = _qualifiers(noun, plural=True)
        elif noun.head == "plural" and " ".join(noun.words).lower() == "creatures":
            qualifiers = _qualifiers(noun)
        else:
            raise NotLowered(f"attacking with {' '.join(noun.words)!r}")
        if any(q in ("you_control", "opponent_controls", "other") for q in qualifiers):
            raise NotLowered("attackers with a controller or 'other' (they are the attacking player's)")
        spec = ":".join(["creature", *qualifiers])
        try:
            parse_target_spec(spec)
        except TargetSpecError as problem:
            raise NotLowered(f"attackers {spec!r}: {problem}") from None
        ability["attack_with"] = spec
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    return {**ability, **_then(effects), **choice}


def where_x(effects: list[Json], x_is: Any) -> list[Json]:
    """ "..., where X is ~'s power." (CR 107.3, 608.2h): X in the sentence's effects is the source's
    power as the ability resolves (the pump's `source_power`, rules/triggers.py; last known
    information if it has left the battlefield). Only a change of power/toughness says X there;
    X anywhere else, or another meaning of X, is not read."""
    if isinstance(x_is, tuple) and x_is[0] == "number_of":
        return where_x_counted_noun(effects, x_is[1])  # s13-riders (end of this module)
    if x_is == "graveyard_greatest_mana_value":
        return r2history_where_x(effects, x_is)  # s14-r2history (end of this module)
    if x_is == "times_mutated":
        return r2history_where_x(effects, x_is)  # s21-mutate: "the number of times ~ has mutated" (CR 702.140)
    if tailf_is_devotion(x_is):
        return r2history_where_x(effects, x_is)  # s17-tailf: "where X is your devotion to black" (CR 700.5)
    if isinstance(x_is, tuple) and x_is[0] == "highest_mana_value" and isinstance(x_is[1], Noun):
        return spells_where_x_highest(effects, x_is[1])  # s15-spells (end of this module)
    if isinstance(x_is, tuple) and x_is[0] in _PW_GREATEST and isinstance(x_is[1], Noun):
        return pw_where_x_greatest(effects, x_is[0], x_is[1])  # s17-pw (end of this module)
    if x_is != "source_power":
        return where_x_counted(effects, x_is)  # s13-pw (end of this module)
    return put_x(effects, "source_power", lambda kind, field: (kind == "pump" and field in ("power", "toughness")) or (
        kind == "create_token" and field == "count")  # s22-ete: a number of tokens (CR 608.2h)
        or (kind == "put_counters" and field == "amount"), "~'s power")  # s25-stdc: a number of counters


def put_x(effects: list[Json], value: Any, allowed: Callable[[str, str], bool], what: str) -> list[Json]:
    """Every "X" the sentence's effects say becomes `value` (", where X is ..."), each in a field
    `allowed(kind, field)` accepts; X anywhere else, or no X at all, is not read (`what` names the
    amount in the reason)."""
    said = False
    for effect in effects:
        for field, found in effect.items():
            if found != "X":
                continue
            if not allowed(effect["kind"], field):
                raise NotLowered(f"X as {what} in {effect['kind']} {field}")
            effect[field] = value
            said = True
    if not said:
        raise NotLowered("', where X is' after effects without X")
    return effects


def _nth_spell_trigger(line: Triggered) -> Json:
    """ "Whenever a player casts their second spell each turn" / "Whenever you cast your second spell
    each turn" (CR 603.2, 601.2i): a `cast_trigger` with `nth_spell_each_turn` (rules/cast_triggers.py
    with rules/nth_spell.py), which holds one effect."""
    event = line.events[0]
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a cast trigger")
    assert event.amount is not None and isinstance(event.amount.value, int)
    body, choice = optional_parts(line.body)
    nth_ctx = _Context("cast")
    effects = lower_body(body, nth_ctx)
    if len(effects) != 1 and not copies_untargeted_sequence(effects, nth_ctx, choice):  # s27-otja: in order (608.2c)
        raise NotLowered("a cast trigger with several effects")
    return {
        "kind": "cast_trigger",
        "caster": "you" if event.kind == "you_cast_nth" else "any",
        "nth_spell_each_turn": event.amount.value,
        "effect": effects[0],
        **({"then_effects": effects[1:]} if len(effects) > 1 else {}),  # s27-otja
        **choice,
    }


_EXILE_CREATED = "exile created at next end step"  # no engine kind: joined to the effect before it


def join_delayed_exile(effects: list[Json], marker: str, before_kinds: tuple[str, ...], at: str, *,
                       refused: tuple[str, ...], names: tuple[str, ...] | None, reads: str) -> list[Json]:
    """The one joiner of a delayed exile (CR 603.7) to the token the effect just before it created: each effect of kind
    `marker` (no engine kind) is taken out and sets `exile_at` = `at` on the effect before it, which must be one of
    `before_kinds` with none of the `refused` fields, and (when `names` is given) the marker must name it by one of
    `names`. Anything else is not read (NotLowered naming `reads`)."""
    joined: list[Json] = []
    for effect in effects:
        if effect.get("kind") != marker:
            joined.append(effect)
            continue
        before = joined[-1] if joined else None
        if (before is None or before.get("kind") not in before_kinds or any(field in before for field in refused)
                or (names is not None and effect.get("names") not in names)):
            raise NotLowered(f"'{reads}' without one token created just before it")
        before["exile_at"] = at
    return joined


def delayed_exile(effects: list[Json]) -> list[Json]:
    """ "Create a token that's a copy of ~. Exile that token at the beginning of the next end step.":
    the delayed exile (CR 603.7) belongs to the token the effect just before it created
    (`create_token_copy`'s `exile_at`, rules/delayed_exile.py). "that token" / "it" naming anything
    else is not read."""
    return join_delayed_exile(effects, _EXILE_CREATED, ("create_token_copy",), "next_end_step",
                              refused=("count", "exile_at"), names=None,
                              reads="exile that token at the beginning of the next end step")


# --- s11-m19b ---

# Counter kinds the grammar reads beyond +1/+1, -1/-1 and charge: counters with no rule of their own
# (CR 122.1), which other abilities count or remove ("Remove a gold counter from ~: ...").
_M19B_COUNTERS: tuple[str, ...] = ("gold",)


def _lose_keywords(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Until end of turn, ~ loses defender and gains flying.", "Target creature loses flying until
    end of turn." -> `lose_keywords` (layer 6, CR 613.1f; rules/lose_keywords.py), which lasts until
    end of turn (CR 514.2): any other duration, or none, is not read."""
    assert effect.obj is not None
    if (effect.duration or duration) != "end_of_turn":
        raise NotLowered("keywords lost for a duration other than until end of turn")
    keywords = [keyword_text(k) for k in effect.keywords]
    for keyword in keywords:
        parsed = parse_keyword(keyword)
        if parsed is None or not is_modelled(parsed):
            raise NotLowered(f"losing {keyword!r}")
    return {"kind": "lose_keywords", "keywords": keywords, "target": _permanents(effect.obj, ctx)}


def _cant_be_blocked_by(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target creature you control can't be blocked by creatures with power 2 or less this turn."
    -> `cant_be_blocked_by_this_turn` (CR 509.1b; rules/evasion_this_turn.py). Only blockers named by
    their power ("creatures with power N or less / greater") and only "this turn"."""
    assert effect.obj is not None and effect.subject is not None
    if (effect.duration or duration) != "this_turn":
        raise NotLowered("can't be blocked by ... for a duration other than this turn")
    blockers = effect.subject
    noun = blockers.noun
    if blockers.kind != "group" or noun is None or blockers.other or " ".join(noun.words).lower() != "creatures":
        raise NotLowered("blockers other than creatures with a power")
    if len(noun.qualifiers) != 1 or noun.qualifiers[0].name != "with_stat" or noun.qualifiers[0].value is None:
        raise NotLowered("blockers other than creatures with a power")
    value = noun.qualifiers[0].value
    bounds = {"power<=": "power_at_most", "power>=": "power_at_least"}
    for prefix, field in bounds.items():
        number = value.removeprefix(prefix)
        if value.startswith(prefix) and number.isdigit():
            return {
                "kind": "cant_be_blocked_by_this_turn",
                "target": _permanents(effect.obj, ctx),
                field: int(number),
            }
    raise NotLowered(f"blockers with {value}")


_M19B_EFFECTS: dict[str, Callable[[Effect, _Context, str | None], Json]] = {"lose_keywords": _lose_keywords, "cant_be_blocked_by": _cant_be_blocked_by}

# "for each <noun> you control" -> what `attached_count_pump` counts (rules/pt_cda.py `count`).
_M19B_COUNTED = {
    "creature": "creatures_you_control",
    "land": "lands_you_control",
    "artifact": "artifacts_you_control",
    "permanent": "permanents_you_control",
    "enchantment": "enchantments_you_control",  # s23-ori (rules/pt_cda.py)
}


def _count_pump(line: Static) -> Json:
    """ "Enchanted creature gets +1/+1 for each Forest you control." -> `attached_count_pump`
    (layer 7c, CR 613.4c; rules/count_pump.py): +1/+1 for each permanent of that type or subtype
    its controller controls, counted continuously. Other subjects, sizes or counts are not read."""
    noun = line.for_each
    # s15-granted: an Equipment's "Equipped creature gets +1/+1 for each ..." too (rules/count_pump.py: anything attached)
    if (signed := s23c11_attached_count_each(line)) is not None:  # s23-c11: "-1/-1 for each Swamp" (end of module)
        return signed
    if line.subject.kind not in ("enchanted_creature", "equipped_creature") or line.pt != "+1/+1" or noun is None:
        raise NotLowered("a counted change of power/toughness the engine doesn't name")
    if [q.name for q in noun.qualifiers] != ["you_control"]:
        raise NotLowered(f"counting {' '.join(noun.words)!r} with these qualities")
    if noun.head == "subtype" and len(noun.words) == 1:
        subtype = noun.words[0]
        if subtype.endswith("s") and subtype not in ("Plains",):
            raise NotLowered(f"counting {subtype!r} (a singular subtype is expected after 'each')")
        return {"kind": "attached_count_pump", "count": "permanents_you_control", "subtype": subtype}
    words = " ".join(noun.words).lower()
    if words not in _M19B_COUNTED:
        raise NotLowered(f"counting {words!r}")
    return {"kind": "attached_count_pump", "count": _M19B_COUNTED[words]}


def _no_maximum_hand_size(line: Static) -> Json:
    """ "You have no maximum hand size." (CR 402.2; rules/no_maximum_hand_size.py)."""
    return {"kind": "no_maximum_hand_size"}


_M19B_STATICS = {"count_pump": _count_pump, "no_maximum_hand_size": _no_maximum_hand_size}


def _m19b_it_is_self(ref: Ref, ctx: _Context) -> bool:
    """ "sacrifice it" in an ability of ~ whose event is ~'s own ("When ~ enters, sacrifice it
    unless you pay {1}."): "it" is ~ the permanent (not after it died: then it is a card)."""
    return ref.kind == "it" and ctx.self_event and not ctx.dies


def unless_parts(body: Body, choice: Json) -> tuple[Body, Json]:
    """ "<effect> unless you pay {1}." as a trigger's whole body -> the body of the effect and
    `{"unless_cost": "{1}"}` (CR 118.12; rules/unless_costs.py). Elsewhere the "unless_pay" node
    stays and is not lowered (no engine node for it there)."""
    if choice or body.optional is not None or len(body.sentences) != 1:
        return body, choice
    sentence = body.sentences[0]
    if sentence.joined_by != "unless" or len(sentence.effects) != 2 or sentence.then or sentence.fronted_duration:
        return body, choice
    effect, unless = sentence.effects
    if unless.verb != "unless_pay" or not unless.place:
        return body, choice
    return Body((Sentence((effect,), "and"),)), {"unless_cost": unless.place}


# --- s11-classes -------------------------------------------------------------------------------
# docs/oracle-classes.md: the trigger events of oracle.lark's `classes_event` and the card types
# of a card in a zone.

_SPELL_CARD_TYPES = ("instant", "sorcery")


def _card_types(noun: Noun) -> list[str]:
    """ "creature card" -> ["creature"]; "instant or sorcery card" -> ["instant_or_sorcery"] (one of
    them, CR 205.2a: an instant and a sorcery are card types of cards off the battlefield too)."""
    types = [w.lower() for w in noun.words if w.lower() not in ("or", "card", "cards")]
    if types == ["permanent"]:  # "a permanent card": a card with a permanent type (CR 110.4)
        types = list(CARD_TYPES)
    if not types or any(t not in (*CARD_TYPES, *_SPELL_CARD_TYPES) for t in types):
        raise NotLowered(f"card {' '.join(noun.words)!r}")
    return ["_or_".join(types)] if len(types) > 1 else types


def _while_spec(condition: Condition) -> str:
    """ "while you control a token" -> "permanent:token"; other "you control" conditions as
    `condition_spec` reads them."""
    noun = condition.noun
    if condition.kind == "you_control" and noun is not None and noun.head == "token":
        if noun.qualifiers:
            raise NotLowered("a token with qualities in a 'while' condition")
        return "permanent:token"
    return condition_spec(condition)


def classes_triggered(line: Triggered) -> Json | None:
    """The triggered abilities of `classes_event`, or None for the other events:
    - "When this Class becomes level N, <effects>" -> `class_becomes_level` (CR 716.2a; no "you
      may": the engine's node has no choice);
    - "Whenever ~ attacks while you control <spec>, <effects>" -> trigger "attacks_while_you_control"
      with `while_you_control` (CR 508.3a, 603.2: checked as it triggers only, not as it resolves)."""
    if line.body.once_each_turn:
        return _once_each_turn(line)
    if any(e.kind in ("batch_enters", "batch_dies", "batch_leaves", "batch_sacrifice") for e in line.events):
        return batch_triggered(line)  # s13-batch
    if len(line.events) == 1 and line.events[0].kind == "other_deals_combat_damage":
        return _deals_combat_damage(line)
    if len(line.events) == 1 and line.events[0].kind == "s21m21_damages_planeswalker":
        return s21m21_damages_planeswalker_trigger(line)  # s21-m21 (end of this module)
    if any(e.kind == "s18neoa_batch_combat_damage" for e in line.events):
        return s18neoa_batch_combat_damage(line)  # s18-neoa (end of this module)
    if len(line.events) == 1 and line.events[0].kind == "you_sacrifice":
        return _you_sacrifice(line)
    if len(line.events) != 1 or line.events[0].kind not in ("class_becomes_level", "self_attacks_while"):
        return None
    event = line.events[0]
    if line.condition is not None:
        raise NotLowered(f"an intervening 'if' on '{event.kind.replace('_', ' ')}'")
    if event.kind == "class_becomes_level":
        if event.verb != "Class" or event.level is None or event.level < 2:
            raise NotLowered(f"'this {event.verb} becomes level {event.level}'")
        if line.body.optional is not None:
            raise NotLowered("'you may' on a Class's level trigger (no engine choice for it there)")
        effects = lower_body(line.body, _Context("triggered"))
        return {"kind": "class_becomes_level", "level": event.level, **_then(effects)}
    body, choice = optional_parts(line.body)
    assert event.condition is not None
    spec = _while_spec(event.condition)
    effects = lower_body(body, _Context("triggered", self_event=True))
    return {
        "kind": "triggered",
        "trigger": "attacks_while_you_control",
        "while_you_control": spec,
        **_then(effects),
        **choice,
    }


def _plural_spec(noun: Noun) -> str:
    """ "tokens you control" -> "permanent:token:you_control"; "creatures you control" ->
    "creature:you_control"; "noncreature, nonland permanents you control" -> "permanent:noncreature:..."."""
    words = " ".join(noun.words).lower()
    if noun.head != "plural":
        raise NotLowered(f"one or more {words!r}")
    if words == "tokens":
        base, extra = "permanent", ["token"]
    elif words == "creature tokens":
        base, extra = "creature", ["token"]
    elif words in _PLURAL_HEADS:
        base, extra = _PLURAL_HEADS[words], []
    else:
        raise NotLowered(f"one or more {words!r}")
    spec = ":".join([base, *extra, *_qualifiers(noun)])
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"one or more {words!r}: {problem}") from None
    return spec


def _once_each_turn(line: Triggered) -> Json:
    """ "<trigger>, <effects>. This ability triggers only once each turn.": the ability with
    `max_per_turn` 1 (rules/trigger_limits.py). "Whenever one or more <nouns> enter / die" is read
    only with this limit: triggering once for the first such event of a turn and not again is then
    the same whether the event is counted per object or per batch (CR 603.2c), so the engine's
    per-object triggers "permanent_enters" and "creature_dies" say it exactly."""
    body = dataclasses.replace(line.body, once_each_turn=False)
    if len(line.events) == 1 and line.events[0].kind == "s21inn_you_discards_batch":
        line = dataclasses.replace(line, events=(dataclasses.replace(line.events[0], kind="you_discards"),))  # s21-inn
    if len(line.events) == 1 and line.events[0].kind in ("batch_enters", "batch_dies"):
        if line.condition is not None:
            raise NotLowered("an intervening 'if' on 'one or more ... enter / die'")
        event = line.events[0]
        assert event.noun is not None
        spec = _plural_spec(event.noun)
        inner, choice = optional_parts(body)
        effects = lower_body(inner, _Context("triggered"))
        if event.kind == "batch_enters":
            ability: Json = {"kind": "triggered", "trigger": "permanent_enters", "entering": spec}
        else:
            if not spec.startswith("creature"):
                raise NotLowered(f"one or more {' '.join(event.noun.words)!r} die")
            ability = {"kind": "triggered", "trigger": "creature_dies"}
            if spec != "creature":
                ability["dying"] = spec
        return {**ability, **_then(effects), **choice, "max_per_turn": 1}
    found = _triggered(dataclasses.replace(line, body=body))
    if found.get("kind") == "cast_trigger" and "max_per_turn" not in found:
        return {**found, "max_per_turn": 1}  # s21-inn: "Whenever you cast ..." (CR 603.2; rules/trigger_limits.py)
    if found.get("kind") != "triggered" or found.get("trigger") not in LIMITED_TRIGGERS:
        raise NotLowered("'This ability triggers only once each turn.' on this kind of trigger")
    return {**found, "max_per_turn": 1}


def classes_effect(effect: Effect, ctx: _Context) -> Json | None:
    """Effects of the s11-classes block: "create a token that's a copy of <permanent>" (CR 707.2,
    111.1; rules/copies.py), "scry N" / "surveil N" (CR 701.22a, 701.25a; rules/library.py)."""
    if effect.verb == "create_token_copy":
        assert effect.obj is not None
        noun = effect.obj.noun
        if s22neob_copy_of_entering(effect.obj, ctx) or s25stdc_copy_of_entering_creature(effect.obj, ctx):
            return {"kind": "create_token_copy", "target": "that_permanent"}  # s22-neob (end of this module)
        if effect.obj.kind == "target" and noun is not None and noun.head == "token" and effect.obj.count is None:
            spec = ":".join(["permanent", "token", *_qualifiers(noun)])  # "target token you control"
            parse_target_spec(spec)
            ctx.took_target(spec)
            return {"kind": "create_token_copy", "target": spec}
        return {"kind": "create_token_copy", "target": _permanents(effect.obj, ctx)}
    if effect.verb == "flicker":
        assert effect.obj is not None
        with_counter = flicker_counter(effect)  # s14-flicker: "... with a +1/+1 counter on it"
        if effect.obj.kind == "it" and isinstance(ctx, _EventContext) and ctx.targets == 0:
            return {"kind": "flicker", "target": "that_permanent", **with_counter}  # the creature of the trigger event
        return {"kind": "flicker", "target": _permanents(effect.obj, ctx), **with_counter}
    if effect.verb in ("scry", "surveil"):
        return scry_or_surveil(effect)
    return None


def classes_static(line: Static) -> Json | None:
    """ "Creature tokens you control get +2/+2 [and have <keywords>]." -> `static_pump` with status
    "token" (CR 611.3a, 613.4c; rules/static_pump.py); None for any other static ability."""
    subject = line.subject
    noun = subject.noun
    if line.kind == "cost_reduction":
        return _cost_reduction(line)
    if line.kind not in ("pump", "keywords") or subject.kind != "group" or noun is None or subject.other:
        return None
    words = " ".join(noun.words).lower()
    names = sorted((q.name, q.value or "") for q in noun.qualifiers)
    creature_tokens = (words == "tokens" and names == [("with_type", "creature"), ("you_control", "")]) or (
        words == "creature tokens" and names == [("you_control", "")]
    )
    if not creature_tokens:
        return taile_subtype_tokens_static(line)  # s17-taile: "Zombie tokens you control have flying" (end of module)
    if line.condition is not None:
        raise NotLowered("a condition on a static ability of tokens")
    power, toughness = _pt(line.pt) if line.pt else (0, 0)
    if not isinstance(power, int) or not isinstance(toughness, int):
        raise NotLowered("a static X")
    pumped: Json = {
        "kind": "static_pump",
        "affected": "creatures_you_control",
        "power": power,
        "toughness": toughness,
        "status": "token",
    }
    if line.keywords:
        pumped["keywords"] = [keyword_text(k) for k in line.keywords]
    return pumped


class _EventContext(_Context):
    """A trigger whose event names a permanent other than ~: "it" in its effect is that permanent
    (`that_permanent`, rules/event_triggers.py) where the effect reads it (`classes_effect`)."""


def _deals_combat_damage(line: Triggered) -> Json:
    """ "Whenever a creature you control deals combat damage to a player, <effects>" -> the trigger
    "creature_deals_combat_damage" with `dealing` (rules/flicker.py, CR 510.2)."""
    noun = line.events[0].noun
    dealing_other = s27cmd_dealing_spec(noun) if line.condition is None else None  # s27-cmd: tokens, subtypes
    if dealing_other is None and (noun is None or noun.head not in ("creature", "subtype") or line.condition is not None):
        raise NotLowered(f"combat damage trigger on {' '.join(noun.words) if noun else 'this'!r}")
    assert noun is not None
    dealing = dealing_other or spec_of(noun)  # s22-ete: "a Merfolk you control" too (only creatures deal combat damage)
    body, choice = optional_parts(line.body)
    damage_ctx = _EventContext("triggered")
    damage_ctx.that_much = True  # s25-stdc: "that many": the combat damage it dealt (rules/flicker.py, CR 510.2)
    setattr(damage_ctx, "taila_that_player", True)  # noqa: B010 - s26-cmdc: "that player", the player dealt it (603.2)
    setattr(damage_ctx, "s18neoa_event_nouns", ("creature",))  # noqa: B010 - s27-cmd: "that creature", the dealer
    effects = lower_body(body, damage_ctx)
    ability: Json = {"kind": "triggered", "trigger": "creature_deals_combat_damage", **_then(effects), **choice}
    if dealing != "creature":
        ability["dealing"] = dealing
    if line.events[0].verb == "to_opponent":  # s25-core: "... deals combat damage to an opponent" (CR 102.3)
        ability["damage_to"] = "opponent"
    return ability


_REDUCED_TYPES = ("creature", "artifact", "enchantment", "instant", "sorcery")


def _cost_reduction(line: Static) -> Json:
    """ "Noncreature spells you cast cost {1} less to cast." -> `cost_reduction` with `spells` and
    `generic` (rules/costs.py; CR 601.2f: the generic part of the total cost, never below zero)."""
    noun = line.subject.noun
    mana = line.pt or ""
    if noun is None or line.condition is not None or not mana[1:-1].isdigit() or mana.count("{") != 1:
        raise NotLowered(f"a cost reduction of {mana} (generic mana only)")
    if noun is not None and any(q.name in ("with_subtype", "with_stat", "taile_historic") for q in noun.qualifiers):
        return qualified_cost_reduction(line, noun)  # s13-granted (end of file)
    if any(q.name == "with_keyword" for q in noun.qualifiers):
        return taila_keyword_cost_reduction(line, noun)  # s16-taila (end of file)
    words = tuple(w.lower() for w in noun.words)
    names = [(q.name, q.value) for q in noun.qualifiers]
    spells: str | None = None
    if words == ("spells",) and not names:
        spells = "all"
    elif words == ("spells",) and names == [("non_type", "noncreature")]:
        spells = "noncreature"
    elif words == ("spells",) and len(names) == 1 and names[0][0] == "with_type" and names[0][1] in _REDUCED_TYPES:
        spells = names[0][1]
    elif words == ("instant", "and", "sorcery", "spells") and not names:
        spells = "instant_or_sorcery"
    if spells is None:
        raise NotLowered(f"a cost reduction of {' '.join(noun.words)} with {len(names)} qualities")
    return {"kind": "cost_reduction", "spells": spells, "generic": int(mana[1:-1])}


def _you_sacrifice(line: Triggered) -> Json:
    """ "Whenever you sacrifice a permanent / another creature / a Food, <effects>" -> the trigger
    "you_sacrifice" with `sacrificed` (rules/sacrifice_triggers.py, CR 701.21a, 603.10a)."""
    noun = line.events[0].noun
    assert noun is not None
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a sacrifice trigger")
    if noun.head == "subtype":  # "a Food", "a Clue": a permanent with that subtype
        sacrificed = ":".join(["permanent", *_qualifiers(noun)])
        parse_target_spec(sacrificed)
    elif noun.head in CARD_TYPES or noun.head == "permanent":
        sacrificed = spec_of(noun)
    elif noun.head == "token" and noun.words == ("token",):  # s21-inn: "a Blood token" (CR 111.1, 603.10a)
        sacrificed = ":".join(["permanent", "token", *_qualifiers(noun)])
        parse_target_spec(sacrificed)
    else:
        raise NotLowered(f"a sacrifice trigger on {' '.join(noun.words)!r}")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    ability: Json = {"kind": "triggered", "trigger": "you_sacrifice", **_then(effects), **choice}
    if sacrificed != "permanent":
        ability["sacrificed"] = sacrificed
    return ability


# The effect kinds a mode of the engine's `modal` effect may be (app/engine/cards.py `_PlainEffect`).
PLAIN_MODE_KINDS = frozenset({
    "pump", "draw", "create_token", "band_pump", "damage", "destroy", "exile", "return_to_hand", "tap", "untap",
    "gain_life", "lose_life", "counter", "put_counters", "regenerate", "prevent_damage", "replace_damage",
})


def lower_mode(body: Body) -> Json:
    """One mode of a modal spell (CR 700.2) -> its one effect: each mode is lowered on its own (its
    own target, 700.2c), and must be one effect of a kind a mode of `modal` may be."""
    effects = lower_body(body, _Context("spell"))
    if len(effects) > 1 and len(body.sentences) == 1 and len(body.sentences[0].effects) == 1:
        return s27fdnb_one_clause_mode(effects)  # s27-fdnb: "• Target creature you control fights ..." (end of module)
    if len(effects) != 1:
        raise NotLowered("a mode of several effects (each mode of the engine's `modal` is one effect)")
    if effects[0]["kind"] not in PLAIN_MODE_KINDS:
        return spells_single_mode(effects[0])  # s15-spells (end of this module)
    return effects[0]


def classes_modal(line: Modal, *, is_spell: bool) -> list[Json] | None:
    """ "Choose one — • <effect> • <effect>" on an instant or sorcery -> a `spell` with a `modal`
    effect (rules/modes.py: the mode chosen as it is cast, CR 700.2a); None for other choices
    ("choose two", "one or both": the engine's `modal` takes exactly one mode) and for permanents."""
    if not is_spell or line.choose != "one" or len(line.modes) < 2:
        return None
    return [{"kind": "spell", "effect": {"kind": "modal", "modes": [lower_mode(body) for body in line.modes]}}]


# --- s11-statics -------------------------------------------------------------------------------

_CARD_TYPE_NAMES = {"instant": "Instant", "sorcery": "Sorcery", "creature": "Creature", "artifact": "Artifact",
                    "enchantment": "Enchantment", "planeswalker": "Planeswalker", "land": "Land"}


def _generic_only(mana: str) -> int:
    """ "{1}" -> 1: a reduction of generic mana only (CR 118.7a); anything else isn't read."""
    if not (mana.startswith("{") and mana.endswith("}") and mana[1:-1].isdigit() and mana.count("{") == 1):
        raise NotLowered(f"a cost reduction of {mana} (generic mana only)")
    return int(mana[1:-1])


def lower_cost_reduction(line: CostReduction) -> Json:
    """ "~ costs {1} less to cast if you control an Otter / for each Lizard you control." and
    "Instant and sorcery spells you cast cost {1} less to cast." (CR 601.2f; rules/self_cost_reduction.py)."""
    if isinstance(line, S27fdnbCostLessTotalPower):
        return s27fdnb_cost_less_total_power(line)  # s27-fdnb (end of module)
    if isinstance(line, S22zneCostReductionDevotion):
        return s22zne_cost_less_devotion(line)  # s22-zne: "..., where X is your devotion to white" (end of module)
    generic = _generic_only(line.mana)
    if any(t not in _CARD_TYPE_NAMES for t in line.spell_types):
        raise NotLowered("a card type the engine doesn't name")
    if line.of == "spells_you_cast":
        if "land" in line.spell_types:
            raise NotLowered("land spells (a land is played, not cast: CR 305.1)")
        types = [_CARD_TYPE_NAMES[t] for t in line.spell_types]
        return {"kind": "spells_cost_less", "card_types": types, "generic": generic}
    if (gained := s21szn_gained_life_record(line.condition)) is not None:  # s21-szn (end of this module)
        return {"kind": "self_cost_reduction_this_turn", "generic": generic, "condition": gained}
    if line.condition is not None and records_is_condition(line.condition):  # s15-records (end of this module)
        return {"kind": "self_cost_reduction_this_turn", "generic": generic,
                "condition": records_rider_condition(line.condition)}
    if isinstance(line, S22innCostReductionOnBattlefield):  # s22-inn: "for each creature on the battlefield"
        return s22inn_cost_reduction_on_battlefield(line, generic)
    if line.condition is not None and line.condition.kind in S22INN_DAY_NIGHT:  # s22-inn: "if it's night" (CR 728)
        return {"kind": "self_cost_reduction", "generic": generic, "if_day_night": S22INN_DAY_NIGHT[line.condition.kind]}
    if (at_least := s22zne_opponent_graveyard(line)) is not None:  # s22-zne (CR 601.2f, 404.1; end of this module)
        return {"kind": "self_cost_reduction", "generic": generic, "if_opponent_graveyard_at_least": at_least}
    if line.condition is not None and line.condition.kind == "s24emn_delirium":  # s24-emn (CR 207.2c, 601.2f)
        return {"kind": "self_cost_reduction", "generic": generic, "if_delirium": True}
    if line.condition is not None and line.condition.kind == "s23c11_on_battlefield_count":  # s26-cmdc (end)
        return s26cmdc_cost_reduction_on_battlefield(line.condition, generic)
    if line.condition is not None:
        return {"kind": "self_cost_reduction", "generic": generic, "if_you_control": condition_spec(line.condition)}
    if line.graveyard:
        types = [_CARD_TYPE_NAMES[t] for t in line.spell_types]
        reduction: Json = {"kind": "self_cost_reduction", "generic": generic, "for_each_graveyard_card_of_types": types}
        if line.and_exile:
            reduction["and_in_exile"] = True  # "... you own in exile and in your graveyard"
        return reduction
    if line.for_each is not None and kws_party_count(line.for_each) is not None:  # s16-kws (CR 700.8)
        return {"kind": "self_cost_reduction", "generic": generic, "for_each_in_your_party": True}
    if line.for_each is not None and (creature := s22war_graveyard_card_types(line.for_each)) is not None:  # s22-war
        return {"kind": "self_cost_reduction", "generic": generic, "for_each_graveyard_card_of_types": creature}
    noun = line.for_each
    if noun is not None and [q.name for q in noun.qualifiers] == ["opponent_controls"]:  # s26-cmdc (end of module)
        return s26cmdc_cost_reduction_opponents(noun, generic)
    if noun is None or not any(q.name == "you_control" for q in noun.qualifiers):
        raise NotLowered("a cost reduction for each object other than a permanent you control")
    mine = Noun(noun.head, tuple(q for q in noun.qualifiers if q.name != "you_control"), noun.words)
    spec = condition_spec(Condition("you_control", noun=mine))
    return {"kind": "self_cost_reduction", "generic": generic, "for_each_you_control": spec}


def lower_graveyard_static(line: Static) -> Json:
    """ "As long as seven or more cards are in your graveyard, ~ gets +3/+0." (threshold, CR 611.3a;
    rules/graveyard_count.py): a static pump that applies only while the count holds."""
    assert line.condition is not None and line.condition.number is not None
    ability = _static_ability(Static(line.kind, line.subject, line.pt, line.keywords, by=line.by))
    if ability["kind"] not in ("static_pump", "unblockable"):
        raise NotLowered("a graveyard condition on this static ability")
    return {**ability, "as_long_as_graveyard_at_least": line.condition.number}


def lower_opponents_creatures_static(pumped: Json, noun: Noun, subject: Ref) -> Json:
    """ "Creatures your opponents control get -1/-0." (CR 613.4c): every creature an opponent of the
    source's controller controls, with no other quality."""
    words = " ".join(noun.words).lower()
    rest = [q for q in noun.qualifiers if q.name != "opponent_controls"]
    if words == "creatures" and rest and not subject.other and all(q.name in TARGETS_STATIC_QUALITIES for q in rest):
        for quality in rest:  # s24-isd: "Creatures with flying your opponents control get -1/-0." (CR 613.4c)
            targets_add_static_quality(pumped, quality)
        rest = []
    if words != "creatures" or rest or subject.other:
        raise NotLowered(f"a static ability on {words} an opponent controls with other qualities")
    return {**pumped, "affected": "creatures_opponents_control"}


def lower_sacrifice_a_cost(noun: Noun) -> Json:
    """ "Sacrifice a creature / an artifact / a Food / a token / another creature" as an activation
    cost (CR 602.2b, 701.21a): one permanent its controller controls, the spec naming which."""
    qualifiers = noun.qualifiers
    if any(q.name in ("you_control", "opponent_controls", "you_dont_control") or q.name.startswith("from")
           for q in qualifiers):
        raise NotLowered("a sacrifice cost naming a controller or a zone")
    if noun.head == "token" and " ".join(noun.words).lower() == "token":
        other = [q for q in qualifiers if q.name == "other"]
        if len(other) != len(qualifiers):
            raise NotLowered("a token sacrifice cost with qualities")
        return {"kind": "sacrifice_permanent", "spec": "permanent:other" if other else "permanent", "token": True}
    spec = condition_spec(Condition("you_control", noun=Noun(noun.head, tuple(q for q in qualifiers if q.name != "other"),
                                                              noun.words)))
    if any(q.name == "other" for q in qualifiers):
        spec += ":other"
    return {"kind": "sacrifice_permanent", "spec": spec}


def lower_pump_unblockable(line: Static) -> list[Json]:
    """ "~ gets +1/+0 and can't be blocked." [under a condition]: two static abilities of ~, a pump
    (CR 613.4c) and the blocking restriction (509.1b), each applying while the condition holds
    (611.3a); only the graveyard condition (threshold) or none."""
    if line.subject.kind != "self":
        raise NotLowered("'gets +N/+N and can't be blocked' of something other than ~")
    pump = _static(Static("pump", line.subject, line.pt, condition=line.condition))
    unblockable: Json = {"kind": "unblockable"}
    if line.condition is not None:
        if line.condition.kind != "cards_in_your_graveyard":
            return [pump, s22stx_unblockable_as_long_as(pump)]  # s22-stx: "you control" (end of this module)
        unblockable["as_long_as_graveyard_at_least"] = line.condition.number
    return [pump, unblockable]


def _is_a_token(condition: Condition) -> bool:
    noun = condition.noun
    return (condition.kind == "you_control" and noun is not None and noun.head == "token"
            and not noun.qualifiers and " ".join(noun.words).lower() == "token")


def lower_token_static(line: Static) -> Json:
    """ "As long as you control a token, ~ gets +2/+0 and has trample." (CR 611.3a, 111.1)."""
    ability = _static_ability(Static(line.kind, line.subject, line.pt, line.keywords, by=line.by))
    if ability["kind"] != "static_pump":
        raise NotLowered("a token condition on this static ability")
    return {**ability, "as_long_as_you_control_token": True}


def lower_tap_permanents_cost(cost: Cost) -> Json:
    """ "Tap two untapped tokens you control" / "Tap an untapped creature you control" as an
    activation cost (CR 602.2b, 701.26a): the permanents must be untapped and yours, as the text says."""
    assert cost.obj is not None and cost.obj.noun is not None
    noun = cost.obj.noun
    names = [q.name for q in noun.qualifiers]
    if cost.amount is None or not isinstance(cost.amount.value, int) or cost.amount.for_each is not None:
        raise NotLowered("a number of permanents to tap counted from the game")
    if "untapped" not in names or "you_control" not in names:
        raise NotLowered("a tapping cost of permanents not 'untapped ... you control'")
    rest = Noun(noun.head, tuple(q for q in noun.qualifiers if q.name not in ("untapped", "you_control")), noun.words)
    words = " ".join(noun.words).lower()
    tapped: Json = {"kind": "tap_permanents", "count": cost.amount.value}
    if noun.head in ("token", "tokens") or words in ("token", "tokens"):
        if any(q.name != "other" for q in rest.qualifiers):
            raise NotLowered("a token tapping cost with qualities")
        other = any(q.name == "other" for q in rest.qualifiers)
        return {**tapped, "spec": "permanent:other" if other else "permanent", "token": True}
    if rest.head == "either":
        return neo2_tap_either_cost(tapped, rest)  # s16-neo2: "an untapped artifact or creature" (end of module)
    if rest.head == "plural":
        return s21inn_tap_plural_cost(tapped, rest)  # s21-inn: "Tap three untapped creatures you control" (end of module)
    if rest.head == "subtype" and tapped["count"] >= 2:  # "Tap two untapped Spirits you control" (CR 205.3)
        rest = Noun(rest.head, rest.qualifiers, (_plural_subtype(rest.words[0]), *rest.words[1:]))
    spec = condition_spec(Condition("you_control", noun=Noun(rest.head, tuple(q for q in rest.qualifiers
                                                                               if q.name != "other"), rest.words)))
    if any(q.name == "other" for q in rest.qualifiers):
        spec += ":other"
    return {**tapped, "spec": spec}


def _plural_subtype(word: str) -> str:
    """The subtype a plural names ("Spirits" -> "Spirit"), as the permanents have it: the plural word kept as the
    subtype ("Spirits") was once a cost no permanent could pay. A word with no trailing "s" is its own plural
    ("Merfolk")."""
    return word if not word.endswith("s") and word not in _IRREGULAR_PLURALS else singular(word)


def as_mana_ability(ability: Json) -> Json:
    """An activated ability whose only effect adds one mana of any color is a mana ability (CR 605.1a:
    no target, it could add mana, not a loyalty ability); anything else as lowered."""
    effect = ability.get("effect")
    if isinstance(effect, dict) and effect.get("kind") == "add_mana" and "amount" in effect:
        return s14_mana_amount_ability(ability)  # s14-mana (end of this module)
    if not isinstance(effect, dict) or effect.get("kind") != "add_mana" or set(effect) != {"kind", "mana"}:
        if "spend_only" in ability:
            raise NotLowered("a spending restriction on an ability that is not a mana ability")
        return ability
    if effect == {"kind": "add_mana", "mana": "chosen_color"} and "spend_only" not in ability:
        return chosen_color_mana_ability(ability)  # s12-chosen (end of this module)
    if set(ability) - {"kind", "cost", "effect", "other_costs", "spend_only", "max_per_turn",
                       "spend_only_subtypes",  # s19-neob
                       *S26CMDB_MANA_CONDITIONS}:  # s26-cmdb (end of this module)
        if (pained := s23ori_mana_damage_to_you(ability)) is not None:
            return pained  # s23-ori: "{T}: Add {R} or {W}. ~ deals 1 damage to you." (end of this module)
        if (gaining := s26cmda_mana_gain_life(ability)) is not None:
            return gaining  # s26-cmda: "{T}: Add {C}. You gain 1 life." (end of this module)
        raise NotLowered("mana with further effects or restrictions")
    mana: Json = {"kind": "mana", "cost": ability["cost"], "add": effect["mana"]}
    if ability.get("other_costs"):
        mana["other_costs"] = ability["other_costs"]
    if ability.get("spend_only"):
        mana["spend_only"] = ability["spend_only"]  # s12-mana: restricted mana (CR 106.6)
    if ability.get("spend_only_subtypes"):
        mana["spend_only_subtypes"] = ability["spend_only_subtypes"]  # s19-neob (CR 106.6, 205.3)
    if ability.get("max_per_turn") is not None:
        mana["max_per_turn"] = ability["max_per_turn"]  # s13-batch: "Activate only once each turn." (CR 602.5b)
    mana.update({key: ability[key] for key in S26CMDB_MANA_CONDITIONS if key in ability})  # s26-cmdb (CR 602.5b)
    return mana


# --- s11-gift-spells: a spell's sentences under a condition (docs/oracle-gift-spells.md) ----------

_GIFT_CONDITIONS = {"gift_promised": "gift_not_promised", "gift_not_promised": "gift_promised"}


def _target_nouns(sentences: list[Sentence]) -> list[Noun]:
    """The nouns of the targets the sentences name, in order ("target creature you control")."""
    found: list[Noun] = []
    for sentence in sentences:
        for effect in sentence.effects:
            for ref in (effect.subject, effect.obj):
                if ref is not None and ref.kind == "target" and ref.noun is not None:
                    found.append(ref.noun)
    return found


def _that(ref: Ref | None, earlier: list[Sentence]) -> Ref | None:
    """ "that creature" -> "it" when the sentences before target exactly one creature (nothing else
    could be meant: the previous targeted effect's object, CR 608.2c); "that creature's controller"
    -> that object's controller. Anything else is left as it is (and not lowered)."""
    if ref is None:
        return None
    nouns = _target_nouns(earlier)
    one_creature = len(nouns) == 1 and nouns[0].head == "creature"
    if ref.kind == "that" and ref.noun is not None and ref.noun.head == "creature" and one_creature:
        return Ref("it")
    if ref.kind == "that" and ref.noun is not None and ref.noun.head == "creature" and r2returns_returned_creature(earlier):
        return Ref("it")  # s14-r2returns: the creature card returned to the battlefield (CR 400.7, 608.2c)
    if ref.kind == "player" and ref.player == "that_creatures_controller" and one_creature:
        return Ref("its_controller_ref")
    if ref.kind == "player" and ref.player == "that_creatures_controller" and s25stda_one_permanent(ref, nouns):
        return Ref("its_controller_ref")  # s25-stda: "that permanent's controller" (end of this module)
    if s20neob_returned_permanent(ref, earlier):  # s20-neob: "that permanent" it returned (end of this module)
        return Ref("it")
    return ref


def _lower_conditional_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    if effect.obj is not None and effect.obj.kind == "its_controller_ref":
        if effect.verb != "deal_damage" or effect.subject is None or effect.subject.kind != "self":
            raise NotLowered("that creature's controller here")
        # "~ also deals 3 damage to that creature's controller" (CR 608.2h: as it last existed)
        return {"kind": "damage", "amount": _amount(effect.amount), "target": "its_controller"}
    if effect.verb in ("scry", "surveil"):
        return scry_or_surveil(effect)
    if effect.verb == "counter" and effect.spell is not None:
        qualifiers = effect.spell.qualifiers
        if " ".join(effect.spell.words) == "spell" and [(q.name, q.value) for q in qualifiers] == [
            ("with_type", "creature")
        ]:
            return {"kind": "counter", "target": "creature_spell"}  # "counter target creature spell"
    return lower_effect(effect, ctx, duration)


def lower_conditional_spell(body: Body) -> list[Json]:
    """An instant's or sorcery's sentences, some under a condition, -> its `spell` abilities:
    - "If the gift was [wasn't] promised, <effects>." (CR 702.174c): `condition` "gift_promised" /
      "gift_not_promised" on each of its effects' abilities;
    - "If the gift was promised, instead <effects>." replaces the one unconditional sentence before
      it: that sentence's effects happen only if the gift wasn't promised, these only if it was (a
      conditional alternative, decided as the spell is cast, CR 601.2b-c, so each has its targets);
    - "If you control a Rabbit, <effects>." / "<effects> if you control a Bat." / "Then if you
      control a Rat, <effects>.": the untargeted effects wrapped in `if_you_control` (checked as
      the spell resolves, CR 608.2c; rules/spell_conditions.py).
    A condition the engine can't decide, "instead" after anything but one plain sentence, or a
    target under a "you control" condition (targets are chosen as it is cast) is not lowered."""
    if body.optional is not None:
        raise NotLowered("'You may ... If you do, ...' (no engine choice for it here)")
    body = s25stda_same_group(body)  # s25-stda: "They gain ..." after "Untap all creatures you control." (end of module)
    if any(isinstance(sentence, S14IfYouMay) for sentence in body.sentences):  # s14-seasons
        raise NotLowered("'If ..., you may ... If you do, ...' beside a conditional sentence")
    if (paid := s21neob_damage_instead(body)) is not None:
        return paid  # s21-neob (end of this module)
    if (alternative := instead_if_you_control(body)) is not None:
        return alternative  # s13-pw (end of this module)
    if (looked := s21neoa_spell_none_put(body)) is not None:
        return looked  # s21-neoa (end of this module)
    if (alternative := s20neob_instead_if_it_is(body)) is not None:
        return alternative  # s20-neob (end of this module)
    if (records := records_instead(body)) is not None:
        return records  # s15-records (end of this module)
    if (blessing := s21ete_city_blessing_instead(body)) is not None:
        return blessing  # s21-ete (end of this module)
    if (threshold := s26cmdc_threshold_instead(body)) is not None:
        return threshold  # s26-cmdc: "If seven or more cards are in your graveyard, instead ..." (end of this module)
    ctx = _Context("spell")
    abilities: list[Json] = []
    earlier: list[Sentence] = []
    for index, sentence in enumerate(body.sentences):
        if sentence.joined_by == "may" and not s24kal_own_may(sentence):  # s24-kal: a "may" its effect chooses
            raise NotLowered("'you may' (no engine choice for it here)")
        condition: Condition | None = getattr(sentence, "condition", None)
        instead = bool(getattr(sentence, "instead", False))
        effects_ast = [
            dataclasses.replace(effect, subject=_that(effect.subject, earlier), obj=_that(effect.obj, earlier))
            for effect in sentence.effects
        ]
        effects_ast = [that_created_creature(effect, earlier, ctx) for effect in effects_ast]  # s13-gift2
        if instead:
            if index != 1 or condition is None or condition.kind not in _GIFT_CONDITIONS:
                raise NotLowered("'instead' other than after one sentence, under a gift condition")
            if any("condition" in ability for ability in abilities):
                raise NotLowered("'instead' of a conditional sentence")
            for ability in abilities:
                ability["condition"] = _GIFT_CONDITIONS[condition.kind]
            ctx.targets = 0  # the alternatives never both happen: each takes its own target
        # "Target player draws two cards. If the gift was promised, target creature you control gets
        # +2/+0 ...": a conditional sentence naming nothing before it may take its own target (the
        # spell's targets are dealt out to its effects in order, CR 601.2c)
        fresh = (
            not instead
            and condition is not None
            and condition.kind in _GIFT_CONDITIONS
            and (not any(_refers_back(e) for e in effects_ast) or own_target_then_it(effects_ast))  # s13-gift
        )
        if fresh:
            ctx.targets = 0
        effects = [_lower_conditional_effect(e, ctx, sentence.fronted_duration) for e in effects_ast]
        if instead:
            ctx.targets = 2  # after two alternatives, "it" could name either: not read
        elif fresh:
            ctx.targets = 2  # after a second target, "it" could name either: not read
        if cast_from_condition(condition, sentence):  # s13-gift2: where it was cast from (CR 601.2a)
            assert condition is not None
            abilities += [{"kind": "spell", "effect": e, "condition": condition.kind} for e in effects]
        elif (riders := rider_in_spell(condition, sentence, effects, ctx)) is not None:  # s13-riders (end of module)
            abilities += [{"kind": "spell", "effect": e} for e in riders]
        elif condition is None:
            abilities += [{"kind": "spell", "effect": e} for e in effects]
        elif condition.kind in _GIFT_CONDITIONS:
            abilities += [{"kind": "spell", "effect": e, "condition": condition.kind} for e in effects]
        elif condition.kind == "you_control":
            spec = condition_spec(condition)
            for effect in effects:
                if _targets_something(effect):
                    raise NotLowered("a target under an 'if you control' condition (decided as it resolves)")
                abilities.append(
                    {"kind": "spell", "effect": {"kind": "if_you_control", "condition": spec, "effect": effect}}
                )
        else:
            raise NotLowered(f"condition '{condition.kind.replace('_', ' ')}' on a spell's sentence")
        earlier.append(sentence)
    return gift_delayed_returns(abilities)  # s14-flicker (end of this module)


def _targets_something(effect: Json) -> bool:
    """Does a lowered effect target, or refer back to what an earlier one targeted?"""
    for key in ("target", "player"):
        value = effect.get(key)
        if (
            isinstance(value, str)
            and value not in ("you", "each_opponent", "each_player", "self")
            and not (value.startswith("all:") or value.startswith("each_"))
        ):
            return True
    return False


def give_gift_trigger(line: Triggered) -> Json:
    """ "Whenever you give a gift, <effects>." (CR 702.174, 603.2): the trigger "you_give_gift"
    (rules/gift_triggers.py), without an intervening "if"."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on 'whenever you give a gift'")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    return {"kind": "triggered", "trigger": "you_give_gift", **_then(effects), **choice}


def _refers_back(effect: Effect) -> bool:
    """Does a clause name something an earlier sentence named ("it", "that creature", "its power")?"""
    refs = [r for r in (effect.subject, effect.obj) if r is not None]
    if any(r.kind in ("it", "that", "them", "its_controller_ref") for r in refs):
        return True
    if any(r.kind == "player" and r.player in ("that_player", "its_controller", "they") for r in refs):
        return True
    return effect.amount is not None and effect.amount.equal_to is not None


def damage_by_it_applies(effect: Effect, ctx: _Context) -> bool:
    """ "Then it deals damage equal to its power to target creature you don't control." in a spell
    whose one earlier target is what "it" names (the previous targeted effect's object)."""
    source, amount, obj = effect.subject, effect.amount, effect.obj
    return (
        ctx.kind == "spell"
        and not ctx.self_event
        and not ctx.dies
        and source is not None
        and source.kind == "it"
        and ctx.targets == 1
        and not ctx.plural
        and amount is not None
        and amount.equal_to == "its_power"
        and amount.for_each is None
        and obj is not None
        and obj.kind == "target"
        and obj.count is None
        and not obj.up_to
    )


def lower_damage_by_it(effect: Effect, ctx: _Context) -> Json:
    """The `damage_by_it` effect (rules/damage_by_it.py): its own target, a second one of the spell
    (dealt out in order, CR 601.2c); "you don't control" is "an opponent controls" (CR 102.3: the
    engine's games have no teams, so every other player is an opponent)."""
    assert effect.obj is not None and effect.obj.noun is not None
    noun = effect.obj.noun
    qualifiers = tuple(Qualifier("opponent_controls") if q.name == "you_dont_control" else q for q in noun.qualifiers)
    obj = dataclasses.replace(effect.obj, noun=dataclasses.replace(noun, qualifiers=qualifiers))
    ctx.targets = 0  # a second target, for this effect only
    spec = object_spec(obj, ctx, players=False)
    ctx.targets = 2  # after it, "it" could name either target: not read
    if spec.split(":")[0] not in ("creature", "creature_or_planeswalker"):  # s22-war: "... or planeswalker" (CR 120.3)
        raise NotLowered("damage dealt by 'it' to something other than a creature")
    return {"kind": "damage_by_it", "amount": "its_power", "target": spec}


def other_target_applies(ref: Ref, ctx: _Context) -> bool:
    """ "Up to one other target creature" / "another target creature" in a spell after its one
    earlier target: other than that target (CR 115.3), a second target of the spell."""
    return (
        ref.kind == "target"
        and (ref.other or ref.another)
        and ctx.kind == "spell"
        and ctx.targets == 1
        and not ctx.plural
        and ref.noun is not None
        and ref.noun.head not in ("player", "opponent")
    )


def lower_other_target(ref: Ref, ctx: _Context) -> str:
    """The spec with `other_target` (rules/other_targets.py): the spell's targets are dealt out to
    its effects in order (CR 601.2c); after it, "it" could name either: not read."""
    assert ref.noun is not None
    spec = spec_of(ref.noun) + ":other_target"
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"target {spec!r}: {problem}") from None
    ctx.targets = 2
    return spec


# --- s11-triggers-a (docs/oracle-triggers-a.md) ------------------------------------------------


def _entering_specs(noun: Noun) -> list[str]:
    """What may enter: "another creature you control with flying" -> one spec; "another Bird you
    control" -> a permanent with that subtype; "another Frog, Rabbit, or Squirrel you control" -> one
    spec a subtype, any of which may match (CR 205.3: a subtype is a permanent's whatever its type)."""
    if noun.head == "subtypes":
        rest = _qualifiers(noun)
        specs = [":".join(["permanent", subtype, *rest]) for subtype in noun.words]
    elif noun.head == "subtype":
        specs = [":".join(["permanent", *_qualifiers(noun)])]
    elif noun.head in CARD_TYPES or noun.head == "permanent":
        specs = [spec_of(noun)]
    else:
        raise NotLowered(f"no permanent spec for {' '.join(noun.words)!r}")
    for spec in specs:
        try:
            parse_target_spec(spec)
        except TargetSpecError as problem:
            raise NotLowered(f"enters trigger on {spec!r}: {problem}") from None
    return specs


def group_enters_trigger(line: Triggered) -> Json:
    """ "Whenever ~ or another Bird you control enters" / "Whenever another Frog, Rabbit, Raccoon, or
    Squirrel you control enters" -> the trigger "group_enters" (rules/group_enters_triggers.py, CR
    603.6a). "~ or another ..." must say "another" (else ~ could be counted twice)."""
    event = line.events[0]
    assert event.noun is not None
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on an enters trigger of several permanents")
    or_self = event.kind == "self_or_other_enters"
    if or_self and not any(q.name == "other" for q in event.noun.qualifiers):
        raise NotLowered("'~ or a <permanent>' without 'another'")
    specs = _entering_specs(event.noun)
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    ability: Json = {
        "kind": "triggered",
        "trigger": "group_enters",
        "entering_any_of": specs,
        **_then(effects),
        **choice,
    }
    if or_self:
        ability["or_self"] = True
    return ability


_RETURN_MARK = "return_at_next_end_step"  # never an engine kind: joined to its exile, else refused


def delayed_return(effect: Effect) -> Json:
    """ "Return it to the battlefield under its owner's control at the beginning of the next end
    step.": "it" is what the exile just before it exiled (CR 610.3); `exiles_then_returns` joins them."""
    if effect.obj is None or effect.obj.kind != "it":
        raise NotLowered("a delayed return of something other than 'it'")
    return {"kind": _RETURN_MARK, **flicker_counter(effect)}


def exiles_then_returns(effects: list[Json]) -> list[Json]:
    """An `exile` of one object (or up to one) followed by the delayed return of "it" -> one
    `exile_then_return` (rules/exile_then_return.py, CR 603.7a, 610.3)."""
    out: list[Json] = []
    for effect in effects:
        if effect["kind"] != _RETURN_MARK:
            out.append(effect)
            continue
        previous = out[-1] if out else None
        if (
            previous is None
            or previous["kind"] != "exile"
            or previous.get("target_count", 1) != 1
            or str(previous["target"]).startswith(("all:", "each"))
        ):
            raise NotLowered("a delayed return not following the exile of one object")
        out[-1] = {**previous, "kind": "exile_then_return", **{k: v for k, v in effect.items() if k == "counter"}}
    return out


def exile_until_source_leaves(effect: Effect, ctx: _Context) -> Json:
    """ "Exile target nonland permanent an opponent controls until ~ leaves the battlefield." ->
    `exile_until_source_leaves` (rules/exile_until_leaves.py, CR 610.3). Only in a triggered or
    activated ability of a permanent: ~ must be a permanent that can leave the battlefield."""
    if ctx.kind not in ("triggered", "activated") or effect.obj is None:
        raise NotLowered("'until ~ leaves the battlefield' where ~ is no permanent")
    return {"kind": "exile_until_source_leaves", "target": _permanents(effect.obj, ctx)}


def count_of_spec(noun: Noun) -> str:
    """ "for each other Squirrel and/or Food you control" -> the `Count` "count:<spec>|<spec>"
    (rules/count_of.py, CR 608.2h): permanents matching any of the specs, read from the source."""
    if noun.head in ("subtype", "subtypes") and any(word.endswith("s") and _IRREGULAR_PLURALS.get(word) != word
                                                    for word in noun.words):  # s25-khc: "Aurochs" is its own plural
        # "the number of Goblins ...": a plural subtype is not a subtype the target grammar names
        # (and a singular one ending in s is not told apart here): not read rather than never counted
        raise NotLowered(f"a count of {' '.join(noun.words)!r}")
    specs = [spec_of(noun)] if noun.head == "plural" else _entering_specs(noun)
    return "count:" + "|".join(specs)


def dies_damage(effect: Effect, ctx: _Context) -> Json:
    """ "When ~ dies, it deals 1 damage to target player." / "... it deals damage equal to its power
    to each opponent.": the damage is dealt by ~ as it last existed on the battlefield (CR 603.10a,
    608.2h; rules/damage.py looks at a source that left through its last known information), its
    power too (`source_power`, rules/source_amounts.py)."""
    assert effect.obj is not None
    value: int | str
    if effect.amount is not None and effect.amount.equal_to == "its_power" and effect.amount.for_each is None:
        value = "source_power"
    else:
        value = _amount(effect.amount)
    return {"kind": "damage", "amount": value, "target": object_spec(effect.obj, ctx, players=True)}


def sacrificed_trigger(line: Triggered) -> Json:
    """ "When ~ enters and when you sacrifice it, ..." / "When you sacrifice ~, ..." -> the trigger
    "sacrificed" (rules/sacrifice_triggers.py; `also_on: ["enters"]` for the first). ~ is a permanent
    in one event and a card in the other, so an effect naming it is not read (as "enters or dies")."""
    kinds = sorted(e.kind if e.kind != "self" else f"self_{e.verb}" for e in line.events)
    if kinds not in (["self_enters", "you_sacrifice_self"], ["you_sacrifice_self"]) or line.condition is not None:
        raise NotLowered("these trigger events together")
    body, choice = optional_parts(line.body)
    sacrificed_ctx = _Context("triggered", dies=True)
    setattr(sacrificed_ctx, "s21dfc_sacrificed_alone", len(kinds) == 1)  # noqa: B010 - s21-dfc: "it" is ~'s card
    effects = lower_body(body, sacrificed_ctx)
    if any(name in json.dumps(effects) for name in ("that_card", '"self"')):
        raise NotLowered("~ or 'it' in a trigger on entering and on being sacrificed")
    ability: Json = {"kind": "triggered", "trigger": "sacrificed", **_then(effects), **choice}
    if len(kinds) == 2:
        ability["also_on"] = ["enters"]
    return ability


def group_leaves_trigger(line: Triggered) -> Json:
    """ "Whenever ~ or another creature you control leaves the battlefield without dying" / "Whenever
    another creature you control leaves the battlefield" -> the trigger "group_leaves"
    (rules/leaves_triggers.py, CR 603.6c, 603.10a, 700.4). Only creatures: "without dying" names a
    creature's death."""
    event = line.events[0]
    assert event.noun is not None
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a leaves-the-battlefield trigger")
    or_self = event.kind == "self_or_other_leaves"
    if or_self and not any(q.name == "other" for q in event.noun.qualifiers):
        raise NotLowered("'~ or a <permanent>' without 'another'")
    if event.noun.head == "token" and not or_self:
        spec = s26cmdb_creature_token_spec(event.noun)  # s26-cmdb: "a creature token" (end of this module)
    elif event.noun.head != "creature":
        raise NotLowered(f"leaves trigger on {' '.join(event.noun.words)!r}")
    else:
        spec = spec_of(event.noun)
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    ability: Json = {"kind": "triggered", "trigger": "group_leaves", "leaving": spec, **_then(effects), **choice}
    if or_self:
        ability["or_self"] = True
    if event.verb == "without_dying":
        ability["without_dying"] = True
    return ability


def if_you_control_it(sentence: Sentence, ctx: _Context, before: list[Json]) -> Json:
    """ "If you control that creature, draw two cards." after the ability's one targeted effect on
    a creature -> `if_you_control_it` (rules/if_you_control_it.py): "that creature" is that target
    (CR 608.2c); its effects take no target of their own."""
    noun = sentence.fronted_duration  # the noun after "that" (ast.py keeps it there)
    targeted = [e for e in before if isinstance(e.get("target"), str) and e["target"].split(":")[0] == "creature"]
    if noun != "creature" or ctx.targets != 1 or ctx.plural or len(targeted) != 1:
        raise NotLowered(f"'if you control that {noun}' where it names no one target creature")
    inner = [lower_effect(effect, ctx) for effect in sentence.effects]
    if ctx.targets != 1:
        raise NotLowered("a target in 'if you control that creature, ...'")
    return {"kind": "if_you_control_it", "effects": inner}


# --- s11-m19a ---------------------------------------------------------------------------------

_SOME_COSTS = ("sacrifice_some", "exile_some")
_M19A_VERBS = ("create_tapped_token", "put_on_library", "exile_graveyard")
_M19A_STATICS = ("pump_unblockable", "unblockable", "attacks_despite_defender")
_NOT_YOURS = ("opponent_controls", "you_dont_control", "defending_player_controls", "that_player_controls",
              "target_player_controls", "you_own", "target_opponent_controls")


def some_cost(cost: Cost) -> Json:
    """ "Sacrifice a Goblin / another creature / two artifacts" -> `sacrifice_permanents`; "Exile a
    creature card / seven other cards from your graveyard" -> `exile_from_graveyard` (CR 602.2b,
    701.21a, 406.2; rules/sacrifice_exile_costs.py)."""
    ref = cost.obj
    assert ref is not None and ref.noun is not None and cost.amount is not None
    noun = ref.noun
    number = cost.amount.value
    assert isinstance(number, int)
    if cost.kind == "sacrifice_some":
        if any(q.name in _ZONES for q in noun.qualifiers):
            raise NotLowered("sacrificing a card in a graveyard")
        if any(q.name in _NOT_YOURS for q in noun.qualifiers):
            raise NotLowered("sacrificing a permanent another player controls")
        # "you control" says what sacrifice already means (CR 701.21a: only your own permanents)
        noun = dataclasses.replace(noun, qualifiers=tuple(q for q in noun.qualifiers if q.name != "you_control"))
        plural = number != 1
        if noun.head == "subtype":  # "a Goblin": a permanent with that subtype (CR 205.3)
            spec = ":".join(["permanent", *_qualifiers(noun, plural=plural)])
        elif noun.head == "token" and not plural:  # "a token": a permanent that is a token (CR 111.1)
            spec = ":".join(["permanent", "token", *_qualifiers(noun)])
        elif noun.head == "plural" and tuple(noun.words) == ("tokens",) and plural:  # s17-dfc: "two Blood tokens"
            spec = ":".join(["permanent", "token", *_qualifiers(noun, plural=True)])
        else:
            if (noun.head == "plural") != plural:
                raise NotLowered("a number and a noun that disagree")
            spec = spec_of(noun)
        if ref.another and ":other" not in spec:
            spec += ":other"
        try:
            parse_target_spec(spec)
        except TargetSpecError as problem:
            raise NotLowered(f"sacrifice {spec!r}: {problem}") from None
        return {"kind": "sacrifice_permanents", "spec": spec, "amount": number}
    zones = [q.name for q in noun.qualifiers if q.name in _ZONES]
    if zones != ["from_your_graveyard"]:
        raise NotLowered("exiling something other than cards from your graveyard as a cost")
    if ref.another:
        raise NotLowered("'another' card in a graveyard")
    other = any(q.name == "other" for q in noun.qualifiers)
    noun = dataclasses.replace(noun, qualifiers=tuple(q for q in noun.qualifiers if q.name != "other"))
    if noun.head == "card" and noun.words == ("card",) and number != 1:
        raise NotLowered("a number and a noun that disagree")
    spec = spec_of(noun)
    if not spec.startswith("card_in_your_graveyard"):
        raise NotLowered(f"exile cost {spec!r}")
    return {"kind": "exile_from_graveyard", "spec": spec, "amount": number, **({"other": True} if other else {})}


def m19a_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    if effect.verb == "create_tapped_token":
        # "Create a tapped 2/2 black Zombie creature token." (CR 111.1; the token enters tapped, 110.5b)
        created = _lower_effect(dataclasses.replace(effect, verb="create_token"), ctx, duration)
        return {**created, "tapped": True}
    if effect.verb == "put_on_library":
        # "Put target nonland permanent on top of its owner's library." (CR 400.3, 401.4; rules/put_on_library.py)
        assert effect.obj is not None
        if effect.obj.kind in ("self", "it") and ctx.dies and effect.place in ("top", "bottom"):
            return {"kind": "put_on_library", "target": "that_card", "position": effect.place}  # s25-stdb (CR 400.7e)
        if effect.obj.kind != "target":
            raise NotLowered("putting something other than a target on its owner's library")
        return {"kind": "put_on_library", "target": _permanents(effect.obj, ctx), "position": effect.place}
    if effect.verb == "exile_graveyard":
        # "Exile target player's graveyard." (CR 406.2, 115.1; rules/exile_graveyard.py)
        assert effect.subject is not None and effect.subject.player is not None
        spec = _PLAYER_SPECS[effect.subject.player]
        ctx.took_target(spec)
        return {"kind": "exile_graveyard", "target": spec}
    raise NotLowered(f"effect {effect.verb}")


def m19a_static(line: Static) -> list[Json]:
    """ "Enchanted creature gets +1/+0 and can't be blocked." -> the Aura's `attached_pump` and
    `attached_cant_be_blocked` (CR 509.1b, 303.4; rules/attached_cant_be_blocked.py); "Enchanted /
    Equipped creature can't be blocked." -> `attached_cant_be_blocked`; "~ can't be blocked." as before."""
    if line.kind == "attacks_despite_defender":
        # "As long as ~ is enchanted or equipped, it can attack as though it didn't have defender."
        # (CR 702.3b, 303.4, 301.5; rules/attacks_despite_defender.py)
        if line.subject.kind == "group" and line.condition is None:  # s17-neo3 (end of this module)
            return [neo3_group_attacks_despite_defender(line.subject)]
        if line.subject.kind not in ("self", "it"):
            raise NotLowered("'can attack as though it didn't have defender' on another object")
        ability: Json = {"kind": "attacks_as_though_no_defender"}
        if line.condition is not None and line.condition.kind == "you_control":
            return [{**ability, "if_you_control": condition_spec(line.condition)}]  # s17-core (CR 611.3a)
        if line.condition is not None:
            if line.condition.kind == "s24emn_delirium":  # s24-emn: delirium (CR 207.2c, 611.3a)
                return [{**ability, "condition": "delirium"}]
            if line.condition.kind == "taila_self_has_counter":  # s20-cda (end of this module)
                return [{**ability, "condition": s20cda_has_counter_condition(line.condition)}]
            if line.condition.kind != "self_enchanted_or_equipped":
                raise NotLowered(f"condition '{line.condition.kind.replace('_', ' ')}' on this static ability")
            ability["condition"] = "enchanted_or_equipped"
        return [ability]
    if line.condition is not None and records_is_condition(line.condition) and line.kind == "unblockable":
        return [records_unblockable(line)]  # s15-records (end of this module)
    if line.condition is not None and line.condition.kind == "s22afr_attacking_alone" and line.kind == "unblockable":
        return [s22afr_unblockable_alone(line)]  # s22-afr (end of this module)
    if s27fdna_threshold_unblockable_applies(line):
        return [lower_graveyard_static(line)]  # s27-fdna: "~ can't be blocked as long as there are seven or more ..."
    if line.condition is not None:
        raise NotLowered("a condition on this static ability")
    if line.kind == "unblockable":
        if line.subject.kind in ("enchanted_creature", "equipped_creature") and line.by is None:
            return [{"kind": "attached_cant_be_blocked"}]
        return [_static(line)]
    if line.subject.kind != "enchanted_creature":
        raise NotLowered(f"'gets +N/+N and can't be blocked' on {line.subject.kind.replace('_', ' ')}")
    power, toughness = _pt(line.pt or "+0/+0")
    if not isinstance(power, int) or not isinstance(toughness, int):
        raise NotLowered("a static X")
    return [{"kind": "attached_pump", "power": power, "toughness": toughness}, {"kind": "attached_cant_be_blocked"}]


def gained_life_condition(condition: Condition) -> Json:
    """ "if you gained life this turn" -> the `condition` "you_gained_life"; "if you gained 5 or more
    life this turn" -> `if_gained_life_at_least` (CR 603.4, 119.3; rules/life_gained_at_least.py)."""
    if condition.number is None:
        return {"condition": "you_gained_life"}
    if condition.number < 1:
        raise NotLowered("gaining 0 or more life")
    return {"if_gained_life_at_least": condition.number}


def opponent_discards_trigger(line: Triggered) -> Json:
    """ "Whenever an opponent discards a card, <effects>." -> the trigger `opponent_discards`
    (rules/discard_triggers.py, CR 603.2c, 701.9a); "that player" in its effects is the player who
    discarded (`that_player`): read for "that player loses N life"."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a discard trigger")
    body, choice = optional_parts(line.body)
    sentences = body.sentences
    effect = sentences[0].effects[0] if len(sentences) == 1 and len(sentences[0].effects) == 1 else None
    subject = effect.subject if effect is not None else None
    if effect is not None and effect.verb == "lose_life" and subject is not None and subject.player == "that_player":
        if effect.may or sentences[0].fronted_duration is not None or sentences[0].then:
            raise NotLowered("'that player loses life' with a choice or duration")
        effects: list[Json] = [{"kind": "lose_life", "amount": _amount(effect.amount), "player": "that_player"}]
    else:
        effects = lower_body(body, s23c10_that_player_context())  # s23-c10: "~ deals 2 damage to that player"
    return {"kind": "triggered", "trigger": "opponent_discards", **_then(effects), **choice}


def defending_player_only_when_attacking(line: Line) -> None:
    """ "defending player controls" names the player ~ attacks (CR 506.2): read only in "Whenever ~
    attacks, ..." (the engine finds the defending player from the ability's source)."""
    attacking = (
        isinstance(line, Triggered)
        and len(line.events) == 1
        and line.events[0].kind == "self"
        and line.events[0].verb == "attacks"
    ) or granted_attached_attacks(line)  # s15-granted (end of this module)
    attacking = attacking or s23c11_activated_only_while_attacking(line)  # s23-c11 (end of this module)
    attacking = attacking or s27cmd_other_attacks(line)  # s27-cmd: the attacker's defending player (end of this module)
    if not attacking:
        raise NotLowered("'defending player' outside a 'whenever ~ attacks' trigger")


def enchanted_blocks_trigger(line: Triggered) -> Json:
    """ "When enchanted creature blocks, destroy it." -> the trigger `enchanted_blocks` (rules/
    enchanted_block_triggers.py, CR 509.3a); "it" is the blocking creature (`that_permanent`):
    read for one effect on "it", or effects that don't name it."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a block trigger")
    body, choice = optional_parts(line.body)
    sentences = body.sentences
    effect = sentences[0].effects[0] if len(sentences) == 1 and len(sentences[0].effects) == 1 else None
    if effect is not None and effect.verb == "destroy" and effect.obj is not None and effect.obj.kind == "it":
        if effect.may or sentences[0].fronted_duration is not None or sentences[0].then or body.optional:
            raise NotLowered("'destroy it' with a choice or duration")
        effects: list[Json] = [{"kind": "destroy", "target": "that_permanent"}]
    else:
        effects = lower_body(body, s26core_attached_context("enchanted_blocks"))  # s26-core (end of module)
    return {"kind": "triggered", "trigger": "enchanted_blocks", **_then(effects), **choice}


def m19a_modal_spell(line: Modal) -> list[Json]:
    """ "Choose one — • <effect>. • <effect>." on an instant or sorcery -> a spell with a `modal`
    effect (CR 700.2, rules/modes.py): each mode one effect (the engine's models then check that the
    modes' vocabulary has it: compose.py keeps nothing they refuse), or the whole line is not read."""
    modes: list[Json] = []
    for body in line.modes:
        effects = lower_body(body, _Context("spell"))
        if len(effects) != 1:
            raise NotLowered("a mode of several effects")
        modes.append(effects[0])
    if len(modes) < 2:
        raise NotLowered("fewer than two modes")
    return [{"kind": "spell", "effect": {"kind": "modal", "modes": modes}}]


# --- s11-m19b2 ---


def _damage_more(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """The second part of "~ deals 3 damage to target player and 1 damage to each creature that
    player controls": damage by the same source (CR 120.3). "Each <permanents> that player
    controls" right after a target player is `all:<spec>:that_player_controls` (untargeted: the
    permanents of the player the first part targeted, as the spell resolves; CR 608.2c); any other
    recipient is read as in "~ deals N damage to <object>" (a second target is refused there)."""
    obj = effect.obj
    assert obj is not None
    if (each_of_opponent := s22neob_damage_each_target_opponent(effect, ctx)) is not None:
        return each_of_opponent  # s22-neob (end of this module)
    if (theirs := s23c13_damage_that_player_or_controller(effect, ctx)) is not None:
        return theirs  # s23-c13 (end of this module)
    that_player = obj.noun is not None and any(q.name == "that_player_controls" for q in obj.noun.qualifiers)
    if not that_player:
        return _lower_effect(dataclasses.replace(effect, verb="deal_damage", place=None), ctx, duration)
    if effect.place != "after_target_player" or ctx.targets != 1 or obj.kind != "each" or obj.noun is None:
        raise NotLowered("'that player controls' without a target player just before it")
    others = tuple(q for q in obj.noun.qualifiers if q.name != "that_player_controls")
    if len(others) != len(obj.noun.qualifiers) - 1 or obj.noun.head == "subtype":
        raise NotLowered("'that player controls' twice, or with a subtype alone")
    source = effect.subject
    if source is None or ctx.dies or source.kind != "self":
        raise NotLowered("damage dealt by something other than ~")
    spec = "all:" + spec_of(dataclasses.replace(obj.noun, qualifiers=others)) + ":that_player_controls"
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"target {spec!r}: {problem}") from None
    return {"kind": "damage", "amount": _amount(effect.amount), "target": spec}


_M19B_EFFECTS["damage_more"] = _damage_more


def _bare_action(kind: str, words: str) -> Callable[[Effect, _Context, str | None], Json]:
    """The lowering of an effect that is one action with nothing more to read ("Proliferate.",
    "Learn.", "Take an extra turn after this one."): the engine's effect `kind`; refused with a
    duration (none of them has one)."""

    def lower(effect: Effect, ctx: _Context, duration: str | None) -> Json:
        if duration is not None:
            raise NotLowered(f"{words} with a duration")
        return {"kind": kind}

    return lower


# "Take an extra turn after this one.": rules/extra_turns.py (CR 500.7)
_M19B_EFFECTS["extra_turn"] = _bare_action("extra_turn", "an extra turn")


def _subtype_count(amount: Amount | None) -> str | None:
    """ "equal to the number of Goblins you control" -> "subtype_you_control:Goblin" (rules/subtype_counts.py)."""
    if amount is None or amount.equal_to != "number_of" or amount.for_each is None:
        return None
    noun = amount.for_each
    if noun.head != "subtype" or [q.name for q in noun.qualifiers] != ["you_control"]:
        return None
    return "subtype_you_control:" + singular(noun.words[0])


def _damage_to_equal(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ deals damage to <object> equal to <amount>" (CR 120.3): as "~ deals damage equal to
    <amount> to <object>", and the amount may count a subtype ("the number of Goblins you control")."""
    counted = _subtype_count(effect.amount)
    if counted is None:
        return _lower_effect(dataclasses.replace(effect, verb="deal_damage"), ctx, duration)
    lowered = _lower_effect(dataclasses.replace(effect, verb="deal_damage", amount=None), ctx, duration)
    lowered["amount"] = counted
    return lowered


_M19B_EFFECTS["damage_to_equal"] = _damage_to_equal


# "Whenever ~ becomes the target of a spell or ability an opponent controls, ..." (rules/targeted_triggers.py)
_SELF_TRIGGERS["becomes the target of a spell or ability an opponent controls"] = "targeted_by_opponent"


def _cast_subtype(q: Qualifier) -> Json:
    if q.value is None or not q.value[:1].isupper():
        raise NotLowered("a spell subtype")
    return {"spell_subtype": q.value}


# Qualifiers of the spell in "Whenever you cast <spell>" (rules/cast_triggers.py): "a spell that
# targets ~" (CR 601.2c, 115.1), "an Aura spell" (a subtype of the spell, CR 205.3).
_M19B2_CAST_QUALIFIERS = {
    "that_targets_self": lambda q: {"targets_self": True},
    "with_subtype": _cast_subtype,
}


# --- s12-mana: mana abilities and restricted mana (docs/oracle-mana.md) ----------------------

# "Spend this mana only to cast a creature spell." -> the engine's restriction (CR 106.6;
# app/engine/rules/restricted_mana.py); any other spell is not modelled.
SPEND_ONLY = {
    "spend_only:spell|with_type=creature": "creature_spells",
    "spend_only:instant_or_sorcery_spell|": "instant_or_sorcery_spells",
}


def add_mana_effect(effect: Effect, ctx: _Context) -> Json:
    """ "Add {W}." as an activated ability's effect (made a mana ability by `as_mana_ability`, CR
    605.1a); elsewhere (a trigger adding mana, CR 605.1b) not modelled here."""
    if ctx.kind in ("triggered", "spell") and effect.place:  # s23-ori: a spell adds mana as it resolves (CR 106.4)
        # s13-riders: a trigger on an event other than a mana ability is no mana ability: it uses the
        # stack and adds the mana as it resolves (CR 605.5a, 106.4; the `add_mana` effect)
        return {"kind": "add_mana", "mana": effect.place}
    if ctx.kind != "activated" or not effect.place:
        raise NotLowered("mana added other than by an activated ability")
    return {"kind": "add_mana", "mana": effect.place}


# --- s12-reflexive ---


def optional_action(effect: Effect) -> Json | None:
    """The action of "You may <action>. If you do / When you do, ..." (CR 608.2d) that the engine
    does as the ability resolves (rules/reflexive.py): the controller discarding a number of cards,
    discarding their hand, drawing or milling a number of cards, paying life. None for any other
    action."""
    if effect.may or effect.random or (effect.subject is not None and (effect.subject.kind, effect.subject.player) != ("player", "you")):
        return None
    if effect.verb in ("sacrifice", "sacrifice_chosen"):
        return optional_sacrifice(effect)  # s13-granted (end of file)
    if effect.verb == "s20m21_sacrifice_or_discard":
        return s20m21_sacrifice_or_discard(effect)  # s20-m21 (end of file)
    if effect.verb in ("s23neo_discard_typed", "s18m21_remove_counters"):
        return s23neo_optional_action(effect)  # s23-neo (end of file)
    if effect.place == "s20m21_where_x":
        return s20m21_counted_draw(effect)  # s20-m21 (end of file)
    if effect.verb == "s18neob_return_chosen":  # s18-neob (end of file)
        spec = s18neob_return_spec(effect)
        return None if spec is None else {"action": "return_to_hand", "spec": spec}
    if effect.verb == "discard_hand":
        return {"action": "discard_hand"}
    amount = effect.amount
    if (effect.verb in ("discard", "draw", "mill", "pay_life") and effect.obj is None and amount is not None
            and isinstance(amount.value, int) and amount.for_each is None and amount.equal_to is None):
        return {"action": effect.verb, "amount": amount.value}
    return None


def reflexive_parts(body: Body) -> tuple[Body, Json]:
    """ "You may <pay {2}{R} / forage / action>. When you do, <effects>." (CR 603.12): the optional
    part as `optional_cost` / `optional_forage` / `optional_action`, and `reflexive` (the effects
    are a reflexive trigger's, put on the stack once the action is done, targets chosen then)."""
    optional = body.optional
    assert optional is not None
    rest = Body(body.sentences)
    if body.r2history_mandatory:
        return rest, r2history_mandatory_action(optional)  # s14-r2history (end of this module)
    if optional.verb == "pay" and optional.place:
        return rest, {"optional_cost": optional.place, "reflexive": True}
    if optional.verb == "pay_mana_and_life":
        return rest, {**s14_forage_mana_and_life(optional), "reflexive": True}  # s14-forage (end of this module)
    if optional.verb == "forage" and not optional.may:
        return rest, {"optional_forage": True, "reflexive": True}
    action = optional_action(optional)
    if action is None:
        raise NotLowered("'You may ... When you do, ...' with an action the engine doesn't do")
    return rest, {"optional_action": action, "reflexive": True}


# --- s12-chosen: choices made as a permanent enters (docs/oracle-chosen.md) ---------------------

# "As ~ enters, choose a color / a creature type." (CR 614.12), alone or after "~ enters tapped."
CHOSEN_STATICS: dict[str, list[Json]] = {
    "choose_color": [{"kind": "choose_as_enters", "choose": "color"}],
    "choose_creature_type": [{"kind": "choose_as_enters", "choose": "creature_type"}],
    "enters_tapped_choose_color": [{"kind": "enters_tapped"}, {"kind": "choose_as_enters", "choose": "color"}],
    "enters_tapped_choose_creature_type": [
        {"kind": "enters_tapped"},
        {"kind": "choose_as_enters", "choose": "creature_type"},
    ],
}


def chosen_static(line: Static) -> list[Json]:
    """The abilities of an "As ~ enters, choose ..." line (rules/chosen.py)."""
    return [dict(ability) for ability in CHOSEN_STATICS[line.kind]]


def chosen_color_mana(ctx: _Context) -> Json:
    """ "Add one mana of the chosen color." (CR 607.2a): only as an activated ability's effect."""
    if ctx.kind != "activated":
        raise NotLowered("mana of the chosen color added other than by an activated ability")
    return {"kind": "add_mana", "mana": "chosen_color"}


def chosen_color_mana_ability(ability: Json) -> Json:
    """An activated ability whose only effect adds one mana of the chosen color is a mana ability
    (CR 605.1a); with further effects or restrictions it is not modelled."""
    if set(ability) - {"kind", "cost", "effect", "other_costs"}:
        raise NotLowered("mana of the chosen color with further effects or restrictions")
    mana: Json = {"kind": "mana", "cost": ability["cost"], "add": "chosen_color"}
    if ability.get("other_costs"):
        mana["other_costs"] = ability["other_costs"]
    return mana


# "Whenever you cast a spell of the chosen color, ..." (Diamond Mare; CR 607.2a, 603.2)
_M19B2_CAST_QUALIFIERS["of_the_chosen"] = lambda q: {"spell_of_the_chosen": q.value}


# --- s12-impulse ---

_EXILE_TOP_MARK = "_exile_top"  # "exile the top N cards of your library", waiting for its permission
_PLAY_MARK = "_play_permission"  # "Until ..., you may play that card", waiting for its exile
_ONE_CARD_REFS = ("that card", "it")
_CARDS_REFS = ("those cards", "them")


def _exile_top(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "exile the top card [N cards] of your library": read only with the permission after it."""
    amount = effect.amount.value if effect.amount is not None else None
    if amount == "X" and duration is None and effect.amount is not None and effect.amount.for_each is None:
        return {"kind": _EXILE_TOP_MARK, "amount": "X"}  # s14-library: the X paid (CR 107.3a, 107.3m)
    if duration is not None or not isinstance(amount, int) or amount < 1:
        raise NotLowered(f"exile the top {amount} cards of your library")
    return {"kind": _EXILE_TOP_MARK, "amount": amount}


def _play_permission(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    return {"kind": _PLAY_MARK, "until": effect.duration, "ref": effect.place}


_M19B_EFFECTS["exile_top"] = _exile_top
_M19B_EFFECTS["play_permission"] = _play_permission


def impulse_joins(effects: list[Json]) -> list[Json]:
    """ "Exile the top card of your library. Until end of turn, you may play that card." -> one
    `exile_top_may_play` (rules/impulse.py, CR 601.2a, 305.9). Either half alone, or a reference
    that doesn't fit the number exiled ("that card" after two cards), is not modelled."""
    out: list[Json] = []
    for effect in effects:
        if effect["kind"] != _PLAY_MARK:
            out.append(effect)
            continue
        chosen = len(out) >= 2 and out[-1]["kind"] == S19IMPULSE_CHOOSE_MARK  # s19-impulse: "Choose one of them."
        if chosen:
            out.pop()
        previous = out[-1] if out else None
        if previous is None or previous["kind"] != _EXILE_TOP_MARK:
            raise NotLowered("'you may play' not following an exile of the top of your library")
        if chosen and (not isinstance(previous["amount"], int) or previous["amount"] < 2 or effect["ref"] != "that card"):
            raise NotLowered("'choose one of them' other than of two or more cards, then 'that card'")
        if chosen:
            effect = {**effect, "ref": "those cards", "extra": {**effect.get("extra", {}), "choose_one": True}}
        refs = _ONE_CARD_REFS if previous["amount"] == 1 else _CARDS_REFS
        if effect["ref"] not in refs and effect["ref"] != S19IMPULSE_EXILED_THIS_WAY:  # s19-impulse: any number
            raise NotLowered(f"'you may play {effect['ref']}' after exiling {previous['amount']} cards")
        out[-1] = {"kind": "exile_top_may_play", "amount": previous["amount"], "until": effect["until"],
                   **effect.get("extra", {})}  # s19-impulse: "without paying their mana costs"
    if any(effect["kind"] == S19IMPULSE_CHOOSE_MARK for effect in out):
        raise NotLowered("'choose one of them' not between an exile of the top of your library and its permission")
    # s19-impulse: "Exile the top card [N cards] of your library." alone (CR 406.2): `exile_top_of_library`
    out = [s19impulse_plain_exile_top(effect) if effect["kind"] == _EXILE_TOP_MARK else effect for effect in out]
    return out


# --- s13-gift: gift conditions of a permanent's "When ~ enters" ability (docs/oracle-gift.md) -----


def gift_trigger(line: Triggered) -> Json | None:
    """ "When ~ enters, if the gift was [wasn't] promised, <effects>." (an intervening "if", CR 603.4,
    702.174c): the ability's `if_gift`; "When ~ enters, <effects>. If the gift was [wasn't] promised,
    <effects>.": each effect of that sentence wrapped in `if_gift` (checked as it resolves, 608.2c;
    rules/gift_conditions.py). None when the line has no gift condition. Not lowered: a gift
    condition on another trigger, with "instead", with another condition, or on the ability's first
    effect (its target is chosen as it is put on the stack, 603.3d)."""
    sentences = line.body.sentences
    conditions = [getattr(sentence, "condition", None) for sentence in sentences]
    intervening = line.condition is not None and line.condition.kind in _GIFT_CONDITIONS
    if not intervening and not any(c is not None and c.kind in _GIFT_CONDITIONS for c in conditions):
        return None
    if line.step is not None or len(line.events) != 1 or line.events[0].kind != "self" or line.events[0].verb != "enters":
        raise NotLowered("a gift condition on a trigger other than 'When ~ enters'")
    if any(c is not None and c.kind not in _GIFT_CONDITIONS for c in conditions):
        raise NotLowered("a gift condition with another condition in one ability")
    if any(getattr(sentence, "instead", False) for sentence in sentences) or line.body.optional is not None:
        raise NotLowered("'instead' or 'you may' with a gift condition in a triggered ability")
    if conditions and conditions[0] is not None:
        raise NotLowered("a gift condition on the ability's first sentence")
    plain = tuple(Sentence(s.effects, s.joined_by, s.then, s.fronted_duration, s.x_is) for s in sentences)
    stripped = dataclasses.replace(
        line, condition=None if intervening else line.condition, body=dataclasses.replace(line.body, sentences=plain)
    )
    ability = _triggered(stripped)
    if ability.get("kind") != "triggered" or ability.get("trigger") != "enters" or ability.get("also_on"):
        raise NotLowered("a gift condition on this trigger")
    effects = [ability["effect"], *ability.get("then_effects", [])]
    if sum(len(s.effects) for s in sentences) != len(effects):
        raise NotLowered("a gift condition on sentences the engine joins into one effect")
    wrapped: list[Json] = []
    for sentence, condition in zip(sentences, conditions, strict=True):
        for effect in effects[len(wrapped) : len(wrapped) + len(sentence.effects)]:
            if condition is None:
                wrapped.append(effect)
            else:
                wrapped.append({"kind": "if_gift", "promised": condition.kind == "gift_promised", "effect": effect})
    ability["effect"], *rest = wrapped
    if rest:
        ability["then_effects"] = rest
    if intervening and line.condition is not None:
        ability["if_gift"] = "promised" if line.condition.kind == "gift_promised" else "not_promised"
    return ability


_INCREASE_RECIPIENTS = {
    "a permanent or player": "any",
    "an opponent or a permanent an opponent controls": "opponent_or_their_permanent",
}


def damage_increase(line: DamageIncrease) -> Json:
    """ "If <source> you control would deal [noncombat] damage to <recipient>, it deals that much damage
    plus N instead." -> `damage_increase` (rules/damage_increase.py, CR 614.1a). The source: "a source
    you control" (any), or a noun phrase with "you control" ("a Lizard, Mouse, Otter, or Raccoon you
    control": one permanent spec a subtype). A source without "you control" is not lowered."""
    if line.source is not None and line.source.head == "s18m21_subtype_source":
        raise NotLowered("'a <subtype> source you control' with 'plus N'")  # s18-m21: read by the multiplier only
    ability: Json = {"kind": "damage_increase", "to": _INCREASE_RECIPIENTS[line.recipient], "plus": line.plus}
    if line.source is not None:
        ability["sources_any_of"] = _damage_sources_you_control(line.source)
    if line.noncombat:
        ability["noncombat"] = True
    return ability


def own_target_then_it(effects: list[Effect]) -> bool:
    """ "If the gift was promised, tap target creature an opponent controls and put a stun counter on
    it." (Mind Spiral): the sentence's first effect takes its one target, and its other effects name
    only that object ("it", the previous targeted effect's object, CR 608.2c), nothing before the
    sentence; so the sentence may take a target of its own like any other gift sentence."""
    first, *rest = effects
    refs = [r for r in (first.subject, first.obj) if r is not None]
    if not rest or _refers_back(first) or sum(r.kind == "target" for r in refs) != 1:
        return False
    for effect in rest:
        later = [r for r in (effect.subject, effect.obj) if r is not None]
        if any(r.kind not in ("it", "self") for r in later if r.kind != "player") or not any(
            r.kind == "it" for r in later
        ):
            return False
        if any(r.kind == "player" and r.player not in ("you",) for r in later):
            return False
    return True


def _lose_life_unless(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "target opponent [each opponent] loses N life unless they sacrifice a nonland permanent or discard
    a card" -> `lose_life_unless` (rules/lose_life_unless.py): the player's choice as it resolves."""
    if duration is not None or effect.obj is None or effect.obj.noun is None:
        raise NotLowered("'loses life unless' with a duration")
    players = {"target_opponent": "target_opponent", "each_opponent": "each_opponent"}
    noun = effect.obj.noun
    if any(q.name in ("you_control", "opponent_controls", "other") for q in noun.qualifiers):
        raise NotLowered("a sacrificed permanent with a controller")
    return {
        "kind": "lose_life_unless",
        "amount": _amount(effect.amount),
        "player": _player(effect.subject, players, "'loses life unless'", ctx),
        "sacrifice": spec_of(noun),
    }


_M19B_EFFECTS["lose_life_unless"] = _lose_life_unless


def _edict(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target opponent [Each opponent, Target player, Each player] sacrifices a creature [with the
    greatest power among creatures they control]" -> `edict` (rules/edict.py, CR 701.21a)."""
    if duration is not None or effect.obj is None or effect.obj.noun is None:
        raise NotLowered("a sacrifice with a duration")
    players = {"target_opponent": "target_opponent", "each_opponent": "each_opponent",
               "target_player": "target_player", "each_player": "each_player"}
    if getattr(ctx, "taila_that_player", False):  # s23-c12: "that player sacrifices ..." (s25-stdb: any trigger naming one)
        players["that_player"] = "that_player"  # the player whose step it is (rules/step_triggers.py)
    if ctx.attacks:  # s27-mech: "Whenever ~ attacks, defending player sacrifices two permanents." (CR 508.5)
        players["defending_player"] = "defending_player"
    noun = effect.obj.noun
    if any(q.name in ("you_control", "opponent_controls", "other") for q in noun.qualifiers):
        raise NotLowered("a sacrificed permanent with a controller")
    if effect.amount is not None:  # s23-c11: "Each player sacrifices five lands." (end of this module)
        return s23c11_edict_count(effect, _player(effect.subject, players, "'sacrifices'", ctx))
    spec = spec_of(noun)
    ability: Json = {"kind": "edict", "player": _player(effect.subject, players, "'sacrifices'", ctx), "what": spec}
    if effect.place == "greatest_power":
        if spec.split(":")[0] != "creature":
            raise NotLowered("the greatest power among other than creatures")
        ability["greatest_power"] = True
    return ability


_M19B_EFFECTS["edict"] = _edict


# --- s13-riders: sentences under a condition on common effects (docs/oracle-riders.md) ------------

_RIDER_LIFE = {"opponent_lost_life": "opponent_lost_life", "you_lost_life": "you_lost_life",
               "you_gained_life": "you_gained_life"}
_RIDER_MORE = {"opponent_has_more_life": "life", "opponent_has_more_cards": "cards_in_hand"}
_RIDER_MORE_PERMANENTS = {"lands": "lands", "creatures": "creatures"}


def _it_is_specs(noun: Noun) -> list[str]:
    """ "a token" -> ["permanent:token"]; "a Bird, Frog, Otter, or Rat" -> one spec a subtype."""
    if noun.head == "subtypes" and not noun.qualifiers:
        return [f"permanent:{subtype}" for subtype in noun.words]
    if noun.head == "subtype" and not noun.qualifiers:
        return [f"permanent:{noun.words[0]}"]
    if noun.head == "token" and not noun.qualifiers:
        return ["permanent:token"]
    if noun.head == "s22afr_color" and not noun.qualifiers:
        return [f"permanent:{noun.words[0]}"]  # s22-afr: "that permanent is green" (CR 105.2)
    if noun.head == "permanent" and [q.name for q in noun.qualifiers] == ["with_stat"]:
        return [f"permanent:{noun.qualifiers[0].value}"]  # "that creature had power 2 or less"
    if (specs := s22war_it_is_specs(noun)) is not None:  # s22-war (end of this module)
        return specs
    raise NotLowered(f"'that creature is' {' '.join(noun.words)!r}")


def rider_condition(condition: Condition, ctx: _Context, *, negated: bool = False) -> Json:
    """A sentence's condition -> the `RiderCondition` of rules/riders.py (CR 608.2c)."""
    kind = condition.kind
    if kind == "neo_otherwise":
        return neo_otherwise_condition(ctx, negated)  # s17-neo: "Otherwise, ..." (end of this module)
    if kind == "neo_hand_at_most":
        return neo_hand_condition(condition, ctx, negated)  # s17-neo (end of this module)
    found: Json
    if kind == "you_control":
        found = {"kind": "you_control", "spec": taile_rider_condition_spec(condition, ctx)}  # s17-taile
    elif kind == "it_is" and condition.noun is not None and (attached := s23c13_attached_is(condition.noun, ctx)):
        found = attached  # s23-c13: "put a +1/+1 counter on equipped creature if it's green" (end of this module)
    elif kind == "it_is" and condition.noun is not None:
        if ctx.targets != 1 or ctx.plural:
            raise NotLowered("'that creature' where no one targeted creature came before")
        found = {"kind": "it_is", "specs": _it_is_specs(condition.noun)}
    elif kind == "that_permanent_is" and condition.noun is not None:
        found = s25stdc_that_permanent_is(condition.noun, ctx)  # s25-stdc: "If that permanent is a Spirit" (end)
    elif kind in _RIDER_LIFE and condition.number is None:
        found = {"kind": "life", "life": _RIDER_LIFE[kind]}
    elif kind == "total_power" and condition.number is not None:
        found = {"kind": "total_power", "number": condition.number}
    elif kind == "cards_in_your_graveyard" and condition.number is not None:
        found = {"kind": "cards_in_your_graveyard", "number": condition.number}
    elif kind in _RIDER_MORE:
        found = {"kind": "opponent_has_more", "quantity": _RIDER_MORE[kind]}
    elif kind == "s20neob_it_is_kinds" and condition.noun is not None:  # s20-neob: "an enchantment creature or ..."
        if ctx.targets != 1 or ctx.plural:
            raise NotLowered("'it's a <kind> creature' where no one targeted creature came before")
        found = {"kind": "it_is", "specs": [f"creature:{kind_word}" for kind_word in condition.noun.words]}
    elif kind == "s21neoa_none_put_into_hand":  # s21-neoa: checked after the look it follows (s21neoa_none_put_checked)
        found = {"kind": "none_put_into_hand"}
    elif kind == "s21neoa_enchanted_greatest_power":  # s21-neoa: an Aura's intervening "if" (end of this module)
        found = s21neoa_enchanted_greatest_power(ctx)
    elif kind == "s20neob_self_entered":  # s20-neob: "unless ~ entered the battlefield this turn" (end of module)
        found = s20neob_self_entered(ctx)
    elif kind == "kws_kicked":  # s22-zne: "If ~ was kicked, <effects>." in a spell (CR 702.33d; end of this module)
        found = s22zne_kicked_rider(ctx)
    elif kind == "kwc_city_blessing":  # s21-ete: "if you have the city's blessing" (CR 702.131c; rules/riders.py)
        found = {"kind": "city_blessing"}
    elif kind == "s24hou_control_or_graveyard":  # s24-hou: "... or there is a Desert card in your graveyard"
        found = s24hou_control_or_graveyard(condition)
    elif kind in S22INN_DAY_NIGHT:  # s22-inn: "if it's night" / "if it's day" (CR 728; rules/riders.py)
        found = {"kind": kind}
    elif kind == "s22inn_its_stat" and condition.noun is not None:  # s22-inn: "If its mana value was 3 or less"
        found = s22inn_its_stat(condition.noun, ctx)
    elif kind in ("your_turn", "s21szn_not_your_turn"):  # s22-inn: "If it's [not] your turn, ..." (CR 102.1, 500.1)
        found = {"kind": "s22inn_your_turn", **({"negated": True} if kind == "s21szn_not_your_turn" else {})}
    elif kind == "tailb_you_control_both":  # s20-neob: "if you control an artifact and an enchantment" (end of module)
        found = s20neob_you_control_each(condition, ctx)
    elif kind == "s21m21_same_name" and condition.noun is not None and condition.number:  # s21-m21 (CR 201.2)
        found = {"kind": "you_control_same_name", "spec": counted_spec(condition.noun), "number": condition.number}
    elif kind == "you_control_count" and condition.noun is not None and condition.number:  # s13-batch2
        found = {"kind": "you_control", "spec": counted_spec(condition.noun), "number": condition.number}
    elif kind == "entered_this_turn" and condition.noun is not None:  # s13-batch2 (CR 400.7)
        found = {"kind": "entered_this_turn", "spec": entered_spec(condition.noun)}
    elif kind == "tailb_different_powers" and condition.noun is not None and condition.number:  # s21-inn: coven
        found = {"kind": "s21inn_different_powers", "spec": counted_spec(condition.noun), "number": condition.number}
    elif records_is_condition(condition):  # s15-records: the turn's history (end of this module)
        found = records_rider_condition(condition)
    elif kind == "r2m20_typed_graveyard" and condition.number is not None and condition.noun is not None:
        found = dfc_typed_graveyard_rider(condition)  # s17-dfc (end of this module)
    elif kind == "s19m20_that_creature_was" and condition.noun is not None:
        found = s19m20_that_creature_was(condition.noun, ctx)  # s19-m20 (end of this module)
    elif kind == "s18m21_it_was_card" and condition.noun is not None:
        found = s18m21_it_was_card(condition.noun, ctx)  # s18-m21 (end of this module)
    elif kind == "taile_cast_main_phase":  # s17-taile: addendum (end of this module)
        found = taile_cast_main_phase(ctx)
    elif kind == "opponent_controls_more" and condition.noun is not None:
        words = " ".join(condition.noun.words).lower()
        if words not in _RIDER_MORE_PERMANENTS:
            raise NotLowered(f"'an opponent controls more {words} than you'")
        found = {"kind": "opponent_has_more", "quantity": _RIDER_MORE_PERMANENTS[words]}
    elif kind in S23ORI_RENOWNED:  # s23-ori: "if ~ isn't renowned" (CR 702.112b; end of this module)
        found, negated = s23ori_renowned_rider(condition, ctx, negated), False
    elif kind == "s23ori_you_control_none" and condition.noun is not None:  # s23-ori: "if you control no artifacts"
        found, negated = {"kind": "you_control", "spec": counted_spec(condition.noun)}, not negated
    elif kind == "s24emn_delirium":  # s24-emn: delirium (CR 207.2c, 205.2a; rules/riders.py)
        found = {"kind": "s24emn_delirium"}
    elif kind == "s24isd_life_at_most" and condition.number is not None:  # s24-isd: fateful hour (CR 119.1)
        found = {"kind": "s24isd_life_at_most", "number": condition.number}
    elif kind == "s26tsp_opponent_dealt_at_least" and condition.number:  # s26-tsp (CR 120.3a; rules/riders.py)
        found = {"kind": "s26tsp_opponent_dealt_at_least", "number": condition.number}
    else:
        raise NotLowered(f"condition '{kind.replace('_', ' ')}' on a sentence")
    if negated:
        found["negated"] = True
    ctx.neo_last_condition = found  # type: ignore[attr-defined]  # s17-neo: what "Otherwise, ..." negates
    return found


def rider_effects(sentence: Sentence, ctx: _Context) -> list[Json]:
    """A sentence under a condition ("If that creature is a token, it also gains deathtouch ...",
    "Then discard a card unless ...") -> one `if_condition` effect per effect of the sentence, each
    checked by the model: a rider's effect takes no target of its own (module rules/riders.py)."""
    condition = getattr(sentence, "condition", None)
    assert condition is not None
    if getattr(sentence, "instead", False):
        raise NotLowered("'If ..., instead ...' here (a replacement of the sentence before it)")
    s23c13_names_equipped(sentence, ctx)  # s23-c13: "... on equipped creature if it's green" (end of this module)
    spec = rider_condition(condition, ctx, negated=bool(getattr(sentence, "negated", False)))
    return [rider_wrap(spec, lower_effect(effect, ctx, sentence.fronted_duration)) for effect in sentence.effects]


def rider_wrap(condition: Json, effect: Json) -> Json:
    condition = dict(condition)
    otherwise = condition.pop(_NEO_OTHERWISE, False)  # s17-neo: "Otherwise, ..." (end of this module)
    wrapped: Json = {"kind": "if_condition", "condition": condition, "effect": effect}
    if otherwise:
        wrapped["otherwise"] = True
    try:
        IfConditionEffect.model_validate(wrapped)
    except ValidationError as problem:
        raise NotLowered(f"a rider on a {effect.get('kind')} effect: {problem.errors()[0]['msg']}") from None
    return wrapped


def rider_in_spell(condition: Condition | None, sentence: Sentence, effects: list[Json], ctx: _Context) -> list[Json] | None:
    """A spell's sentence the rider node reads (None: left to the gift / "if you control" reading,
    so the definitions it made stay as they were): an "unless" sentence, a condition that reading
    doesn't know, or "if you control a Mouse" on an effect acting on the spell's target ("It also
    gets +1/+0 ... if you control a Mouse.")."""
    if condition is not None and condition.kind.startswith("tailf_mana_spent_"):
        return tailf_if_mana_spent(condition, sentence, effects)  # s17-tailf (end of this module)
    if condition is None or condition.kind in ("gift_promised", "gift_not_promised"):
        return None
    negated = bool(getattr(sentence, "negated", False))
    if condition.kind == "you_control" and not negated and not any(
        str(effect.get("target", "")).startswith("it") for effect in effects
    ):
        return None
    spec = rider_condition(condition, ctx, negated=negated)
    return [rider_wrap(spec, effect) for effect in effects]


# "Whenever ~ deals combat damage to a player" / "... deals damage to a player" (CR 510.2, 120.2a;
# rules/damage_triggers.py): the trigger "deals_damage" with `damage_to` "player" [and `combat_damage`]
_SELF_TRIGGERS["deals combat damage to a player"] = "deals_combat_damage_to_player"
_SELF_TRIGGERS["deals damage to a player"] = "deals_damage_to_player"


def self_damage_trigger(ability: Json) -> Json:
    trigger = ability["trigger"]
    if trigger in ("deals_combat_damage_to_player", "deals_damage_to_player"):
        if ability.get("also_on") or ability.get("if_you_control") or ability.get("if_cards_in_your_graveyard"):
            raise NotLowered("an intervening 'if' or another event with a damage trigger")
        ability.update({"trigger": "deals_damage", "damage_to": "player"})
        if trigger == "deals_combat_damage_to_player":
            ability["combat_damage"] = True
    return ability


# "As long as it's your turn, ~ has flying." / "As long as you've lost life this turn, ~ has flying
# and vigilance." (CR 611.3a; rules/turn_conditions.py): `as_long_as` on a static pump
_AS_LONG_AS = {"your_turn": "your_turn", "you_lost_life": "you_lost_life", "you_gained_life": "you_gained_life",
               "opponent_lost_life": "opponent_lost_life"}


def as_long_as_static(line: Static) -> Json:
    condition = line.condition
    assert condition is not None
    if condition.number is not None:
        raise NotLowered("'as long as you gained N or more life this turn'")
    if (attached := s22war_attached_as_long_as(line)) is not None:
        return attached  # s22-war: "As long as it's your turn, equipped creature has first strike." (end of module)
    ability = _static_ability(line)
    if ability["kind"] != "static_pump":
        raise NotLowered(f"'as long as {condition.kind.replace('_', ' ')}' on this static ability")
    return {**ability, "as_long_as": _AS_LONG_AS[condition.kind]}


# An intervening "if" on the game (CR 603.4; `intervening_if`, rules/riders.py): the conditions the
# reader had no node for on a "When ~ enters / attacks" ability
_INTERVENING = ("opponent_lost_life", "you_lost_life", "you_gained_life", "total_power", "opponent_has_more_life",
                "opponent_has_more_cards", "opponent_controls_more",
                "entered_this_turn",  # s13-batch2: what entered the battlefield this turn (rules/entered_this_turn.py)
                "s21m21_same_name",  # s21-m21: "two or more ... with the same name as one another"
                "kwc_city_blessing",  # s21-ete: "if you have the city's blessing" (CR 702.131c; rules/riders.py)
                "s24hou_control_or_graveyard")  # s24-hou: "... or there is a Desert card in your graveyard"


# ", where X is the number of creatures you control" / "... of other Squirrels, Bats, Lizards, and Rats
# you control" (CR 107.3, 608.2h): X is that count, taken as the effect resolves
_X_COUNTED = {"pump": ("power", "toughness"), "gain_life": ("amount",), "lose_life": ("amount",),
              "draw": ("amount",), "damage": ("amount",), "mill": ("amount",), "put_counters": ("amount",)}


def _x_count(noun: Noun) -> str:
    if noun.head == "subtypes" and all(word.endswith("s") for word in noun.words):
        # "other Squirrels, Bats, Lizards, and Rats you control": each a plural subtype
        rest = _qualifiers(noun)
        specs = [":".join(["permanent", singular(word), *rest]) for word in noun.words]
        for spec in specs:
            try:
                parse_target_spec(spec)
            except TargetSpecError as problem:
                raise NotLowered(f"a count of {spec!r}: {problem}") from None
        return "count:" + "|".join(specs)
    if noun.head == "subtype" and noun.words[0].endswith("s"):
        # "the number of Shrines [Zombies] you control": one plural subtype
        word = noun.words[0]
        spec = ":".join(["permanent", *(singular(q) if q == word else q for q in _qualifiers(noun))])
        try:
            parse_target_spec(spec)
        except TargetSpecError as problem:
            raise NotLowered(f"a count of {spec!r}: {problem}") from None
        return f"count:{spec}"
    return _counted(noun)


def where_x_counted_noun(effects: list[Json], noun: Noun) -> list[Json]:
    """ "..., where X is the number of <permanents>" (s13-riders): X counted as the effect resolves
    (CR 608.2h), in the effects and fields `_X_COUNTED` allows; s13-pw's `where_x_counted` reads the
    other amounts ("your life total")."""
    return put_x(effects, _x_count(noun), lambda kind, field: field in _X_COUNTED.get(kind, ()), "a count")


# --- s13-graveyard ---


def _return_self_from_graveyard(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Return ~ from your graveyard to your hand / to the battlefield [tapped]": an activated
    ability's effect (it then works only from the graveyard, CR 113.6k; rules/graveyard_abilities.py)."""
    if ctx.kind not in ("activated", "triggered", "step") or duration is not None:  # step: s27-fdnb (CR 113.6k)
        raise NotLowered("returning ~ from your graveyard other than by an activated or triggered ability")
    if effect.place == "your hand":
        return {"kind": "return_self_from_graveyard", "to": "hand"}
    if effect.place in ("the battlefield", "the battlefield tapped"):
        returned: Json = {"kind": "return_self_from_graveyard", "to": "battlefield"}
        if effect.place.endswith("tapped"):
            returned["tapped"] = True
        return returned
    raise NotLowered(f"return ~ from your graveyard to {effect.place}")


_M19B_EFFECTS["return_self_from_graveyard"] = _return_self_from_graveyard

_GRAVEYARD_COSTS = ("exile_from_graveyard", "exile_self_from_graveyard",
                    "discard",  # s24-emn: "Discard two cards" (CR 602.2b; rules/s24emn_graveyard_discard.py)
                    "sacrifice_permanents", "tap_permanents")  # s27-std (rules/s27std_graveyard_costs.py)


def graveyard_ability(ability: Json) -> Json:
    """An activated ability that returns its card from the graveyard works only there (CR 113.6k);
    the engine pays only mana and "exile ... from your graveyard" for it there (a card in a graveyard
    can't be tapped, CR 602.2b), has no activation count there, and that effect must be its only one."""
    effects = [ability.get("effect"), ability.get("then"), *ability.get("then_effects", [])]
    kinds = [effect["kind"] for effect in effects if isinstance(effect, dict)]
    exiles_itself = any(cost["kind"] == "exile_self_from_graveyard" for cost in ability.get("other_costs", []))
    if "return_self_from_graveyard" not in kinds and not exiles_itself:
        return ability
    if exiles_itself and (not kinds or any(kind.startswith("add_") for kind in kinds)):
        raise NotLowered("a mana ability, or no effect, from the graveyard")
    if exiles_itself and "return_self_from_graveyard" in kinds:
        raise NotLowered("an ability that both exiles ~ from and returns it from the graveyard")
    if "return_self_from_graveyard" in kinds and kinds != ["return_self_from_graveyard"]:
        raise NotLowered("a graveyard ability with further effects")
    if "{T}" in ability["cost"] or "{Q}" in ability["cost"] or "X" in ability["cost"]:
        raise NotLowered("{T}, {Q} or {X} in the cost of an ability of a card in a graveyard")
    if any(cost["kind"] not in _GRAVEYARD_COSTS  # s27-std: "Discard a creature card" too
           for cost in ability.get("other_costs", [])):
        raise NotLowered("a cost other than mana and exiling cards from the graveyard, from the graveyard")
    if "max_per_turn" in ability or "spend_only" in ability:
        raise NotLowered("a restriction the engine doesn't model for an ability of a card in a graveyard")
    return ability


def activate_only_if_spec(restriction: str) -> str:
    """ "Activate only if you control a Vivien planeswalker." -> the spec its controller must control
    (rules/activation_costs.py, CR 602.5b); other conditions are not modelled here."""
    if not isinstance(restriction, OnlyIfRestriction):
        raise NotLowered("an activation condition")
    return condition_spec(restriction.condition)


def _put_on_your_library(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Put target card from your graveyard on the bottom of your library.": a card of your graveyard
    goes to its owner's library, yours (CR 400.3, 401.4; rules/graveyard_cards.py)."""
    assert effect.obj is not None
    if effect.obj.kind != "target" or duration is not None:
        raise NotLowered("putting something other than a target on your library")
    spec = _permanents(effect.obj, ctx)
    if not spec.startswith("card_in_your_graveyard"):
        raise NotLowered("putting something other than a card from your graveyard on your library")
    return {"kind": "put_on_library", "target": spec, "position": effect.place}


_M19B_EFFECTS["put_on_your_library"] = _put_on_your_library


def _play_lands_from_graveyard(line: Static) -> Json:
    """ "You may play lands from your graveyard." (CR 305.1; rules/graveyard_lands.py)."""
    return {"kind": "play_lands_from_graveyard"}


_M19B_STATICS["play_lands_from_graveyard"] = _play_lands_from_graveyard


_GRAVEYARD_TRIGGER_KEYS = {"kind", "trigger", "entering", "optional_cost", "optional", "effect"}


def graveyard_trigger(ability: Json, required: bool = False) -> Json:
    """A triggered ability that returns its card from the graveyard works only there (CR 113.6k;
    rules/graveyard_triggers.py): modelled for "Whenever <a permanent> enters [under your control],
    [you may pay <mana>. If you do,] return ~ from your graveyard to <place>." only. `required`: an
    instant's or sorcery's line, which is read only as such an ability."""
    effect = ability.get("effect")
    if not (isinstance(effect, dict) and effect.get("kind") == "return_self_from_graveyard"):
        if required:
            raise NotLowered("an instant's or sorcery's line that is not a sentence of effects")
        return ability
    if ability.get("kind") == "step_trigger":
        return s27fdnb_graveyard_step_trigger(ability)  # s27-fdnb: "At the beginning of ..., return ~ ..." (end of module)
    # s27-otjb: "Whenever you commit a crime, return ~ from your graveyard ..."
    if ability.get("trigger") not in ("permanent_enters", "you_complete_dungeon", "you_commit_crime") \
            or set(ability) - _GRAVEYARD_TRIGGER_KEYS:  # s19-venture: "Whenever you complete a dungeon" (CR 309.7)
        raise NotLowered("a trigger from the graveyard other than a permanent entering")
    return ability


# --- s13-batch (docs/oracle-batch.md) ---------------------------------------------------------


def _plural_subtype_specs(noun: Noun) -> list[str]:
    """ "other Rabbits, Bats, Birds, and/or Mice you control" -> one permanent spec a subtype, made
    singular ("Mice" -> "Mouse"; a plural the reader doesn't know is refused, CR 205.3m)."""
    rest = _qualifiers(noun)
    specs = [":".join(["permanent", singular(word), *rest]) for word in noun.words]
    for spec in specs:
        try:
            parse_target_spec(spec)
        except TargetSpecError as problem:
            raise NotLowered(f"one or more {spec!r}: {problem}") from None
    return specs


def batch_triggered(line: Triggered) -> Json:
    """ "Whenever one or more <permanents> enter / die / leave the battlefield [without dying], ..."
    -> the per-object trigger with `batch` (rules/batch_triggers.py, CR 603.2c: once for each batch
    of objects): "permanent_enters" (`entering`) or, for a list of subtypes, "group_enters"
    (`entering_any_of`); "creature_dies" (`dying`); "group_leaves" (`leaving`, `without_dying`;
    creatures only, as "without dying" names a creature's death, CR 700.4). Its effects name no
    object of the event (several objects may have caused it)."""
    if len(line.events) != 1:
        raise NotLowered("'one or more ...' with another trigger event")
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on 'one or more ...'")
    event = line.events[0]
    noun = event.noun
    assert noun is not None
    body, choice = optional_parts(line.body)
    batch_ctx = _Context("triggered")
    batch_ctx.that_much = event.kind == "batch_enters"  # s19-m20: "that many": how many entered (batch_triggers.py)
    effects = lower_body(body, batch_ctx)
    if any(name in json.dumps(effects) for name in ("that_permanent", "that_player", "that_card")):
        raise NotLowered("'one or more ...' with an effect naming an object of the event")
    ability: Json
    if event.kind == "batch_enters" and noun.head == "plural_subtypes":
        ability = {"kind": "triggered", "trigger": "group_enters", "entering_any_of": _plural_subtype_specs(noun)}
    elif event.kind == "batch_enters":
        ability = {"kind": "triggered", "trigger": "permanent_enters", "entering": _plural_spec(noun)}
    elif event.kind == "batch_dies":
        spec = _plural_spec(noun)
        if not spec.startswith("creature"):
            raise NotLowered(f"one or more {' '.join(noun.words)!r} die")
        ability = {"kind": "triggered", "trigger": "creature_dies", **({"dying": spec} if spec != "creature" else {})}
    elif event.kind == "batch_sacrifice":
        ability = {"kind": "triggered", "trigger": "you_sacrifice", "sacrificed": _sacrificed_spec(noun)}
    elif event.verb == "during_your_turn":
        ability = s22neob_leaves_during_your_turn(noun)  # s22-neob
    else:
        spec = _plural_spec(noun)
        if not spec.startswith("creature"):
            raise NotLowered(f"one or more {' '.join(noun.words)!r} leave the battlefield")
        ability = {"kind": "triggered", "trigger": "group_leaves", "leaving": spec}
        if event.verb == "without_dying":
            ability["without_dying"] = True
    return {**ability, **_then(effects), **choice, "batch": True}


def _sacrificed_spec(noun: Noun) -> str:
    """ "one or more Foods" -> "permanent:Food"; "one or more creatures" -> "creature" (matched as the
    permanent last existed, rules/sacrifice_triggers.py)."""
    if noun.head == "subtype":
        spec = ":".join(["permanent", *_qualifiers(noun, plural=True)])
    elif noun.head == "plural":
        spec = _plural_spec(noun)
    else:
        raise NotLowered(f"one or more {' '.join(noun.words)!r} sacrificed")
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"one or more {spec!r} sacrificed: {problem}") from None
    return spec


def each_subtype_spec(noun: Noun) -> str:
    """ "each other Squirrel you control" -> "all:other:you_control:Squirrel": every
    permanent with the subtype, whatever its card type (CR 205.3: a subtype names permanents of its
    type; a Squirrel that is no longer a creature is still a Squirrel permanent only if it keeps the
    subtype, which the filter checks as it applies)."""
    spec = ":".join(["all", *_qualifiers(noun)])  # the "all" base: every permanent matching the qualifiers
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"each {' '.join(noun.words)!r}: {problem}") from None
    return spec


_SEARCH_DESTINATIONS = {"into your hand": "hand", "onto the battlefield": "battlefield",
                        "onto the battlefield tapped": "battlefield_tapped",
                        "into your graveyard": "graveyard"}  # s25-mh (CR 701.23a, 404.1)


def search_library_effect(effect: Effect) -> Json:
    """ "search your library for a basic land card, put it onto the battlefield tapped, then shuffle" ->
    `search_library` (CR 701.23, 701.24a; rules/library.py: the card found is the `choices.search`
    answer, none if the library has no such card, 701.23b). The quality is read by the library
    templates' `card_quality` ("basic land card" -> "land:basic"); one it doesn't know is refused."""
    assert effect.spell is not None and effect.place is not None
    quality = card_quality(" ".join(effect.spell.words) + " card")
    if quality is None:
        raise NotLowered(f"a search for a {' '.join(effect.spell.words)} card")
    found: Json = {"kind": "search_library", "to": _SEARCH_DESTINATIONS[effect.place], "quality": quality}
    if effect.counter == "reveal":
        found["reveal"] = True
    return found


def reveal_until_effect(effect: Effect) -> Json:
    """ "Reveal cards from the top of your library until you reveal a land card. Put that card onto the
    battlefield tapped and the rest on the bottom of your library in a random order." -> `reveal_until`
    (rules/reveal_until.py, CR 701.20a)."""
    assert effect.spell is not None and effect.place is not None
    quality = card_quality(" ".join(effect.spell.words) + " card")
    if quality is None:
        raise NotLowered(f"revealing until a {' '.join(effect.spell.words)} card")
    return {"kind": "reveal_until", "quality": quality, "to": _SEARCH_DESTINATIONS[effect.place]}


def return_all_effect(effect: Effect) -> Json:
    """ "return all land cards from your graveyard to the battlefield [tapped]" ->
    `return_all_to_battlefield` (rules/return_all.py, CR 400.7, 110.2a): untargeted, every such card."""
    noun = effect.obj.noun if effect.obj is not None else None
    if noun is not None and neo3_is_types_and_cards(noun):  # s17-neo3: "artifact and enchantment cards"
        noun = neo3_types_and_cards(noun)
    if noun is None or noun.head != "type_card" or effect.place not in ("the battlefield", "the battlefield tapped"):
        raise NotLowered(f"return all ... to {effect.place}")
    stats = [q.value for q in noun.qualifiers if q.name == "with_stat"]  # s27-fdna: "with mana value 2 or less"
    if not stats and [q.name for q in noun.qualifiers] != ["from_your_graveyard"]:
        return s27std_return_all_qualified(noun, effect)  # s27-std: "legendary permanent", "Knight creature" (end)
    if [q.name for q in noun.qualifiers if q.name != "with_stat"] != ["from_your_graveyard"] or len(stats) > 1:
        raise NotLowered("return all cards other than '<type> cards from your graveyard'")
    if noun.words[-1] != "cards":
        raise NotLowered("return all with a singular card")
    types = [word for word in noun.words[:-1] if word != "or"]
    if not types or any(t not in CARD_TYPES for t in types):
        raise NotLowered(f"return all {' '.join(noun.words)!r}")
    returned: Json = {"kind": "return_all_to_battlefield", "quality": ["_or_".join(types) + "".join(f":{v}" for v in stats)]}
    if effect.place.endswith("tapped"):
        returned["tapped"] = True
    return returned


def subtypes_target_spec(noun: Noun, another: bool) -> str:
    """ "target Lizard, Mouse, Otter, or Raccoon you control" -> "permanent:Lizard_or_Mouse_or_Otter_or_Raccoon:
    you_control": a permanent with one of the subtypes (CR 205.3, 115.1)."""
    if len(noun.words) < 2:
        raise NotLowered("a list of one subtype")
    spec = ":".join(["permanent", "_or_".join(noun.words), *_qualifiers(noun), *(["other"] if another else [])])
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"target {spec!r}: {problem}") from None
    return spec


# --- s13-granted ---

# "Whenever ~ deals [combat] damage to a player / an opponent": (`damage_to`, `combat_damage`)
DAMAGE_VERBS = {
    "deals damage to a player": ("player", False),
    "deals combat damage to a player": ("player", True),
    "deals damage to an opponent": ("opponent", False),
    "deals combat damage to an opponent": ("opponent", True),
}
# "Whenever equipped [enchanted] creature <verb>": the trigger of the Equipment or Aura
_ATTACHED_TRIGGERS = {
    "equipped attacks": ("equipped_attacks", None, False),
    "enchanted attacks": ("enchanted_attacks", None, False),
    "equipped deals combat damage to a player": ("equipped_deals_damage", "player", True),
    "equipped deals damage to a player": ("equipped_deals_damage", "player", False),
    "enchanted deals combat damage to a player": ("enchanted_deals_damage", "player", True),
    "enchanted deals damage to a player": ("enchanted_deals_damage", "player", False),
}


def damage_or_attached_trigger(line: Triggered) -> Json:
    """ "Whenever ~ deals combat damage to a player, <effects>" -> the trigger "deals_damage" with
    `damage_to` and `combat_damage` (rules/damage_triggers.py, CR 603.2, 510.2); "When ~ enters or
    deals combat damage to a player" also on entering (`also_on`). "Whenever equipped creature
    attacks / deals combat damage to a player" -> "equipped_attacks" / "equipped_deals_damage"
    (rules/attached_triggers.py, rules/damage_triggers.py; CR 508.3a, 510.2): the Equipment's or
    Aura's ability, on the event of the creature it is attached to. "it" in the effects of those is
    not read (the creature or the attachment: a guess)."""
    if line.condition is not None and s26mh_damage_if_you_control(line):  # s26-mh (end of this module)
        return {**damage_or_attached_trigger(dataclasses.replace(line, condition=None)),
                "if_you_control": taila_condition_spec(line.condition)}
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a damage or attached-creature trigger")
    body, choice = unless_parts(*optional_parts(s23neo_it_is_self(line)))  # s23-neo (end of this module)
    events = line.events
    if len(events) == 1 and events[0].kind == "attached":
        trigger, damage_to, combat = _ATTACHED_TRIGGERS[events[0].verb or ""]
        effects = lower_body(body, s26core_attached_context(trigger))  # s26-core: "its controller" (end of module)
        ability: Json = {"kind": "triggered", "trigger": trigger, **_then(effects), **choice}
    else:
        damage = [event for event in events if event.kind == "self" and event.verb in DAMAGE_VERBS]
        others = [event for event in events if event not in damage]
        if len(damage) != 1 or any(event.kind != "self" or event.verb != "enters" for event in others):
            raise NotLowered("these trigger events together")
        damage_to, combat = DAMAGE_VERBS[damage[0].verb or ""]
        damage_ctx = _Context("triggered", self_event=True)
        setattr(damage_ctx, "taila_that_player", damage_to in ("player", "opponent"))  # noqa: B010 - s16-taila
        setattr(damage_ctx, "s21m21_that_many_damage", True)  # noqa: B010 - s21-m21: "look at that many cards"
        damage_ctx.that_much = not others  # s22-afr: "put that many +1/+1 counters on it": the damage dealt (603.2)
        setattr(damage_ctx, "s23neo_event_player", not others)  # noqa: B010 - s23-neo: "target ... that player controls"
        effects = lower_body(body, damage_ctx)
        ability = {"kind": "triggered", "trigger": "deals_damage", **_then(effects), **choice}
        if others:
            ability["also_on"] = ["enters"]
    if damage_to is not None:
        ability["damage_to"] = damage_to
    if combat:
        ability["combat_damage"] = True
    return ability


# Events an "enters or <event>" trigger names with `also_on: ["enters"]` (the trigger is the other
# event; `also_on` holds only "enters", "turned_face_up" and "attacks")
_ENTERS_OR = frozenset({"targeted_by_opponent"})


def enters_or_event(other: str) -> Json:
    """ "When ~ enters or becomes the target of a spell or ability an opponent controls" (Shield Mare;
    CR 603.2, 115.1): the trigger "targeted_by_opponent" also on entering."""
    return {"trigger": other, "also_on": ["enters"]} if other in _ENTERS_OR else {}


def optional_sacrifice(effect: Effect) -> Json | None:
    """ "you may sacrifice another creature [two artifacts, ~]. If you do, ..." -> the optional action
    "sacrifice" with `spec` and `amount` (rules/optional_sacrifice.py, CR 608.2d, 701.21a); the
    permanents named as the sacrifice costs name them (`some_cost`)."""
    if effect.subject is not None or effect.obj is None:
        return None
    if effect.verb == "sacrifice":
        return {"action": "sacrifice", "spec": "self"} if effect.obj.kind == "self" else None
    if effect.obj.noun is None or effect.amount is None:
        return None
    cost = some_cost(Cost("sacrifice_some", obj=effect.obj, amount=effect.amount))
    return {"action": "sacrifice", "spec": cost["spec"], "amount": cost["amount"]}


def attached_pump_and_type(line: Static) -> Json:
    """ "Equipped creature gets +2/+0, has vigilance, and is a Knight in addition to its other types."
    -> `attached_pump` with `add_subtypes` (rules/attached_types.py: layer 4, CR 613.1d, 205.1b; the
    rest as `attached_pump`). Only an Aura's or Equipment's, and only a creature type (CR 205.3m)."""
    if line.subtype is None or line.subtype not in CREATURE_TYPES:
        raise NotLowered(f"{line.subtype!r} is not a creature type the engine knows")
    if line.subject.kind not in ("enchanted_creature", "equipped_creature"):
        raise NotLowered("'is a <type> in addition to its other types' on something other than the attached creature")
    # the creature an Aura or an Equipment is attached to: `attached_pump` plays both (rules/auras.py)
    pumped = _static(Static("pump", Ref("enchanted_creature"), pt=line.pt, keywords=line.keywords))
    if pumped.get("kind") != "attached_pump":
        raise NotLowered("'is a <type> in addition to its other types' on something other than the attached creature")
    return {**pumped, "add_subtypes": [line.subtype]}


def qualified_cost_reduction(line: Static, noun: Noun) -> Json:
    """ "Hydra spells you cast cost {4} less to cast." / "Creature spells you cast with power 4 or
    greater cost {2} less to cast." -> `cost_reduction` with `subtype` / `min_power` (rules/
    spell_qualities.py; CR 601.2f, 205.3, 208.3); the rest of the noun as `_cost_reduction` reads it."""
    reduction: Json = {}
    rest = []
    for quality in noun.qualifiers:
        if quality.name == "with_subtype" and "subtype" not in reduction:
            reduction["subtype"] = quality.value
        elif quality.name == "taile_historic" and "historic" not in reduction:  # "Historic spells" (CR 700.6)
            reduction["historic"] = True
        elif quality.name == "with_stat" and (quality.value or "").startswith("power>=") and "min_power" not in reduction:
            reduction["min_power"] = int((quality.value or "")[len("power>="):])
        else:
            rest.append(quality)
    if any(q.name in ("with_subtype", "with_stat") for q in rest):
        # a second subtype or a stat other than "power N or greater": the reduction has one of each
        raise NotLowered("a cost reduction of spells with two subtypes or a stat other than power N or greater")
    base = _cost_reduction(Static(line.kind, Ref("group", dataclasses.replace(noun, qualifiers=tuple(rest))), pt=line.pt))
    if "min_power" in reduction and base["spells"] != "creature":
        raise NotLowered("power of a spell other than a creature spell")
    return {**base, **reduction}


_GROUP_KEYS = frozenset({"affected", "color", "subtype", "status"})


def static_pump_two_groups(line: Static) -> Json:
    """ "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch." ->
    one `static_pump` of the first group with the second as `or_group` (rules/static_pump.py: a
    creature in both is affected once; CR 613.4c, 604.1). Each group as a one-group static reads it."""
    assert line.by is not None
    first = _static(Static("pump", line.subject, pt=line.pt, keywords=line.keywords))
    second = _static(Static("pump", line.by, pt=line.pt, keywords=line.keywords))
    if first.get("kind") != "static_pump" or second.get("kind") != "static_pump":
        raise NotLowered("two groups other than creatures")
    group = {key: value for key, value in second.items() if key not in ("kind", "power", "toughness", "keywords")}
    if not set(group) <= _GROUP_KEYS or not set(first) - {"kind", "power", "toughness", "keywords"} <= _GROUP_KEYS:
        raise NotLowered("a quality of one of two groups the engine doesn't combine")
    if group.get("affected") not in ("creatures_you_control", "other_creatures_you_control", "all_creatures",
                                     "other_creatures"):
        raise NotLowered("a second group of opponents' creatures")
    return {**first, "or_group": group}


# "Zombies", "Faeries": the plural of a creature type ending in "ie" (CR 205.3m), which `singular`
# otherwise refuses as "-ies" (Allies -> Ally is irregular, listed above)
_IRREGULAR_PLURALS.update({f"{kind}s": kind for kind in CREATURE_TYPES if kind.endswith("ie")})


# --- s13-modal (docs/oracle-modal.md) -----------------------------------------------------------


def _counter_unless(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Counter target spell unless its controller pays {2}" (CR 701.6a, 118.12): the
    `counter_unless_pays` effect of rules/counter_unless.py. "that spell" only after the sentence
    that targets it (`s13_modal_line`)."""
    cost = getattr(effect, "cost", "")
    if effect.spell is None or not cost:
        raise NotLowered("'counter that spell' without the spell it names")
    if ctx.targets:
        raise NotLowered("a second target beside the spell countered")
    ctx.targets += 1
    words = effect.spell.words
    if tuple(words) == ("spell", "or", "ability") and not effect.spell.qualifiers:
        target = "spell_or_ability"  # s18-neoa: any spell, activated or triggered ability (rules/counter_abilities.py)
    else:  # "target instant or sorcery spell": s21inn_spell_of_types (end of this module)
        target = _spell_target(effect.spell)
    return {"kind": "counter_unless_pays", "target": target, "cost": cost}


_SPELL_TYPE_WORDS = frozenset({"instant", "sorcery", "creature", "artifact", "enchantment", "planeswalker"})


def _create_tapped_attacking_token(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Create a 1/1 white Rabbit creature token that's tapped and attacking." (CR 508.4: put onto
    the battlefield attacking, never declared as an attacker; rules/tokens.py `attacking`)."""
    created = _lower_effect(dataclasses.replace(effect, verb="create_token"), ctx, duration)
    return {**created, "tapped": True, "attacking": True}


def _exiled_if_it_would_die(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "If that creature would die this turn, exile it instead." (CR 614.1a): the
    `exiled_if_it_would_die` effect on the one target of the sentence before (`_checked_body` checks
    that it names that target's noun; read nowhere else)."""
    if not getattr(ctx, "s13_that_checked", False) or ctx.targets != 1 or ctx.plural:
        raise NotLowered("'that creature would die' without one target creature just before it")
    return {"kind": "exiled_if_it_would_die", "target": "it"}


def _dont_untap_next(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Those creatures don't untap during that player's next untap step." (CR 502.3): the
    `doesnt_untap_next_untap_step` effect on what the "Tap ..." sentence before tapped (`_checked_body`
    checks it and sets the target; read nowhere else)."""
    if not getattr(ctx, "s13_that_checked", False):
        raise NotLowered("'don't untap during ... next untap step' without the 'Tap ...' sentence it follows")
    if effect.obj is not None and effect.obj.noun is not None and effect.obj.noun.head == "that land" and not getattr(
            ctx, "s26mh_that_land", False):  # s26-mh: checked after "tap target land" only (taila_checked_body)
        raise NotLowered("'that land doesn't untap' not right after 'tap target land'")
    return {"kind": "doesnt_untap_next_untap_step", "target": "it", "s13_owner": effect.place}


S13_MODAL_VERBS: dict[str, Any] = {"counter_unless": _counter_unless, "create_tapped_attacking_token": _create_tapped_attacking_token,
                                   "exiled_if_it_would_die": _exiled_if_it_would_die,
                                   "dont_untap_next": _dont_untap_next}
_CHECKED_VERBS = ("exiled_if_it_would_die", "dont_untap_next")


def _only_together(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    raise NotLowered(f"'{effect.verb.replace('_', ' ')}' other than in 'reveals their hand. You choose ... from it. "
                     "That player discards that card.'")


def _player_chooses_own(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target opponent exiles an enchantment they control." / "Each player sacrifices a creature."
    (CR 608.2d, 701.21a, 406.2): the `player_chooses_own` effect of rules/player_chooses_own.py."""
    players = {"target_player": "target_player", "target_opponent": "target_opponent",
               "each_player": "each_player", "each_opponent": "each_opponent"}
    subject = effect.subject
    if subject is None or subject.player not in players:
        raise NotLowered("a permanent chosen by a player other than a target player, each player or each opponent")
    then, _, they = (effect.place or "").partition(":")
    if then == "exile" and not they:
        raise NotLowered("'exiles a <permanent>' without 'they control'")
    assert effect.obj is not None and effect.obj.noun is not None
    noun = effect.obj.noun
    if any(q.name in _NOT_YOURS or q.name in ("you_control", "other") for q in noun.qualifiers):
        raise NotLowered("a permanent of another player's chosen")
    spec = spec_of(noun)
    if spec.startswith(("card", "spell")) or spec in ("player", "opponent"):
        raise NotLowered(f"'{spec}' chosen among permanents")
    parse_target_spec(f"all:{spec}")
    if subject.player.startswith("target"):
        ctx.took_target(subject.player)
    return {"kind": "player_chooses_own", "player": players[subject.player], "spec": spec, "then": then}


S13_MODAL_VERBS["player_chooses_own"] = _player_chooses_own


def _owner_puts_top_or_bottom(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target creature's owner puts it on the top or bottom of their library." (CR 608.2d, 401.4):
    the `owner_puts_on_top_or_bottom` effect of rules/top_or_bottom.py, on one target permanent."""
    ref = effect.obj
    if ref is None or ref.kind != "target" or ref.count is not None or ref.up_to:
        raise NotLowered("the owner of something other than one target permanent")
    return {"kind": "owner_puts_on_top_or_bottom", "target": _permanents(ref, ctx)}


S13_MODAL_VERBS["owner_puts_top_or_bottom"] = _owner_puts_top_or_bottom

for _verb in ("reveal_hand", "choose_from_it", "discard_that_card"):
    S13_MODAL_VERBS[_verb] = _only_together

_TYPE_NAMES = {"creature": "Creature", "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment",
               "planeswalker": "Planeswalker", "instant": "Instant", "sorcery": "Sorcery"}


def _reveal_choose_discard(body: Body) -> list[Json] | None:
    """ "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That
    player discards that card." (CR 701.20a, 608.2d, 701.9a) -> one `reveal_choose_discard`; None
    for any other body."""
    body, looked = s26core_looked_at_hand(body)  # s26-core: "Look at target player's hand and choose ..." (end of module)
    sentences = body.sentences
    verbs = [tuple(e.verb for e in s.effects) for s in sentences]
    if verbs != [("reveal_hand",), ("choose_from_it",), ("discard_that_card",)] or body.optional is not None:
        return None
    if any(getattr(s, "condition", None) is not None or s.then or s.fronted_duration for s in sentences):
        raise NotLowered("a condition or duration on a revealed-hand discard")
    excluded: list[str] = []
    included: Json = {}
    if (either := s22war_revealed_hand_types(sentences)) is not None:  # s22-war: "an artifact or creature card"
        revealer, included = either[0], {"card_types_any_of": either[1]}
    else:
        revealer, excluded = _revealed_hand_choice(sentences)
    discarder = sentences[2].effects[0].subject
    if discarder is None or discarder.player != "that_player":
        raise NotLowered("a card discarded by someone other than that player")
    return [{"kind": "spell", "effect": {"kind": "reveal_choose_discard", "player": revealer,
                                         "excluded_types": excluded, **included, **looked}}]


def _revealed_hand_choice(sentences: tuple[Any, ...]) -> tuple[str, list[str]]:
    """ "Target opponent reveals their hand. You choose a noncreature, nonland card from it.": the revealing target
    player and the card types the chosen card must not have (CR 701.20a, 608.2d)."""
    revealer = sentences[0].effects[0].subject
    chosen = sentences[1].effects[0].obj
    if revealer is None or revealer.player not in ("target_opponent", "target_player"):
        raise NotLowered("a hand revealed by a player other than a target player")
    assert chosen is not None and chosen.noun is not None
    noun = chosen.noun
    if noun.head != "card" or any(q.name != "non_type" or q.value is None for q in noun.qualifiers):
        raise NotLowered("a card chosen from the hand with a quality other than 'non<type>'")
    return str(revealer.player), [_TYPE_NAMES[str(q.value).removeprefix("non")] for q in noun.qualifiers]


def _after_tap(effects: list[Json]) -> list[Json]:
    """Each `doesnt_untap_next_untap_step` aimed at what the `tap` just before it tapped: "Tap all
    creatures target player controls. Those creatures don't untap during that player's next untap
    step." -> the creatures that player controls (`all:creature:that_player_controls`, CR 608.2c);
    "Tap up to two target creatures. Those creatures don't untap during their controller's next untap
    step." -> the tapped targets (`it`)."""
    for index, effect in enumerate(effects):
        if effect["kind"] != "doesnt_untap_next_untap_step":
            continue
        owner = effect.pop("s13_owner")
        before = s22zne_tap_before(effects, index)  # s22-zne: past "Its controller mills two cards." (end of module)
        tapped = before.get("target", "") if before.get("kind") == "tap" else ""
        if tapped.startswith("all:") and tapped.endswith(":target_player_controls") and owner == "that player's":
            effect["target"] = tapped.removesuffix(":target_player_controls") + ":that_player_controls"
        elif tapped and not tapped.startswith("all:") and owner in ("their controller's", "its controller's"):
            effect["target"] = "it"
        else:
            raise NotLowered("'don't untap during ... next untap step' not right after 'Tap' of those permanents")
    return effects


def _checked_body(body: Body, ctx: _Context) -> list[Json]:
    """`lower_body`, once "If that <noun> would die this turn, exile it instead." is checked to follow
    a sentence whose one effect has one target of that noun ("target creature" / "target creature or
    planeswalker")."""
    for index, sentence in enumerate(body.sentences):
        for effect in sentence.effects:
            if effect.verb != "exiled_if_it_would_die":
                continue  # "don't untap": checked by _after_tap
            before = body.sentences[index - 1].effects if index > 0 else ()
            that = effect.obj.noun.head if effect.obj is not None and effect.obj.noun is not None else ""
            target = before[0].obj if len(before) == 1 else None
            if (len(sentence.effects) != 1 or target is None or target.kind != "target" or target.noun is None
                    or target.count is not None or " ".join(target.noun.words) != that):
                raise NotLowered("'that creature would die' not right after one target of that kind")
    setattr(ctx, "s13_that_checked", True)  # noqa: B010 - read by _exiled_if_it_would_die, _dont_untap_next
    return _after_tap(lower_body(body, ctx))


def s13_modal_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """The effects the s13-modal block of oracle.lark reads (docs/oracle-modal.md)."""
    lowered: Json = S13_MODAL_VERBS[effect.verb](effect, ctx, duration)
    return lowered


def _counter_unless_instead(body: Body) -> list[Json] | None:
    """ "Counter target spell unless its controller pays {2}. If you control a Bird, counter that
    spell unless its controller pays {4} instead." -> one `counter_unless_pays` with the cost that
    replaces it under the condition (CR 608.2c, checked as the spell resolves); None for any other body."""
    sentences = body.sentences
    if body.optional is not None or len(sentences) != 2 or any(len(s.effects) != 1 for s in sentences):
        return None
    first, second = sentences[0].effects[0], sentences[1].effects[0]
    condition: Condition | None = getattr(sentences[1], "condition", None)
    if first.verb != "counter_unless" or second.verb != "counter_unless" or first.place != "target":
        return None
    if getattr(sentences[0], "condition", None) is not None or sentences[0].then or sentences[1].then:
        return None
    if second.place != "that_spell" or not getattr(sentences[1], "instead", False) or condition is None:
        raise NotLowered("a second 'counter ... unless' other than 'If ..., counter that spell ... instead'")
    effect = _counter_unless(first, _Context("spell"), None)
    return [{"kind": "spell", "effect": {**effect, "instead_if_you_control": condition_spec(condition),
                                         "instead_cost": getattr(second, "cost", "")}}]


# The events a modal triggered ability is read on: ~ enters or attacks, "Whenever you attack", "Whenever
# you cast ...": their modes name nothing the event names ("it", "that player"), so each mode is
# lowered on its own, as a spell's mode is.
_MODAL_TRIGGER_EVENTS = frozenset({"self", "you_attack", "you_cast"})


def _triggered_modal(line: TriggeredModal) -> list[Json]:
    """ "When ~ enters, choose one — • <effect> • <effect>" -> a `triggered` ability whose effect is
    `modal` (CR 700.2b: the mode chosen as it is put on the stack; rules/modes.py), each mode one
    effect a mode of `modal` may be."""
    if line.step is not None:
        return s27fdna_step_modal(line)  # s27-fdna: "At the beginning of your end step, choose one — ..." (end of module)
    if line.choose not in ("one", "up to one") or len(line.modes) < 2:  # s25-stdc: "up to one" (end of module)
        raise NotLowered(f"a triggered ability with 'choose {line.choose}' (the engine's `modal` takes one mode)")
    if line.condition is not None or any(
        e.kind not in _MODAL_TRIGGER_EVENTS or (e.kind == "self" and e.verb not in ("enters", "attacks"))
        for e in line.events
    ):
        if s18neoa_event_modal_applies(line) and line.choose == "one":
            return s18neoa_event_modal(line)  # s18-neoa: modes naming the attacking permanent (end of this module)
        return core_modal_trigger(line)  # s17-core: other events, modes that name nothing of the event
    placeholder = Body((Sentence((Effect("draw", amount=Amount(1)),)),))  # the trigger alone, lowered as usual
    ability = _triggered(Triggered(line.events, placeholder))
    if set(ability) - {"kind", "trigger", "effect", "controller", "entering", "attacking_with", "spell"}:
        raise NotLowered("modes on a trigger with a choice or condition of its own")
    ability["effect"] = {"kind": "modal", "modes": [_lower_mode(body, "triggered") for body in line.modes],
                         **s25stdc_up_to_one(line)}
    return [ability]


def _lower_mode(body: Body, kind: str) -> Json:
    """One mode (CR 700.2, 700.2c: its own targets): one effect a mode of `modal` may be, or several,
    in order, as one `mode_sequence` ("• Surveil 2, then draw two cards.")."""
    effects = _checked_body(body, _Context(kind))
    if len(effects) == 1:
        if effects[0]["kind"] not in PLAIN_MODE_KINDS | {"player_chooses_own"}:
            return spells_single_mode(effects[0])  # s15-spells (end of this module)
        return effects[0]
    if not effects or any(e["kind"] in ("modal", "mode_sequence") for e in effects):
        raise NotLowered("a mode without effects, or with modes of its own")
    return {"kind": "mode_sequence", "effects": effects}


def _modal_spell(line: Modal) -> list[Json] | None:
    """ "Choose one — • <effects> • <effects>" on an instant or sorcery where a mode has several
    effects (or "that creature would die"): a spell with a `modal` effect whose modes may be
    `mode_sequence`s; None (the general lowering) when every mode is one plain sentence."""
    several = any(len(body.sentences) != 1 or len(body.sentences[0].effects) != 1 for body in line.modes) or any(
        e.verb == "player_chooses_own" for body in line.modes for sentence in body.sentences for e in sentence.effects)
    if not several or line.choose != "one" or len(line.modes) < 2:
        return None
    if any(body.optional is not None or body.reflexive or body.once_each_turn for body in line.modes):
        raise NotLowered("a mode with a choice of its own")
    return [{"kind": "spell", "effect": {"kind": "modal", "modes": [_lower_mode(body, "spell") for body in line.modes]}}]


def _that_would_die_spell(line: Spell) -> list[Json] | None:
    """A spell whose sentences say "If that creature would die this turn, exile it instead." (Reduce
    to Ashes-like): its sentences lowered with that sentence checked; None for any other spell."""
    if not any(e.verb in _CHECKED_VERBS for sentence in line.body.sentences for e in sentence.effects):
        return None
    if any(getattr(sentence, "condition", None) is not None for sentence in line.body.sentences):
        raise NotLowered("a conditional sentence beside 'that creature would die'")
    return [{"kind": "spell", "effect": e} for e in _checked_body(line.body, _Context("spell"))]


def _cost_reduction_targets(line: CostReductionTargets) -> list[Json]:
    """ "This spell costs {1} less to cast if it targets an attacking or tapped creature." (CR 601.2f,
    601.2c): `self_cost_reduction_if_targets` (rules/cost_reduction_targets.py)."""
    assert line.targets is not None
    spec = spec_of(line.targets)
    if spec.startswith(("card", "spell")) or spec in ("player", "opponent", "any"):
        raise NotLowered("a cost reduction for targeting something other than a permanent")
    return [{"kind": "self_cost_reduction_if_targets", "generic": _generic_only(line.mana), "targets": spec}]


def _you_targeted(line: Triggered) -> list[Json]:
    """ "Whenever you become the target of a spell or ability an opponent controls, <effect>." (CR
    115.1, 603.2; rules/targeted_triggers.py); "counter that spell or ability unless its controller
    pays {1}" names the spell or ability the event named (`that_spell_or_ability`)."""
    if len(line.events) != 1 or line.condition is not None:
        raise NotLowered("'you become the target' with another event or a condition")
    body = line.body
    sentences = body.sentences
    only = sentences[0].effects[0] if len(sentences) == 1 and len(sentences[0].effects) == 1 else None
    if only is not None and only.verb == "counter_unless" and only.place == "that_spell_or_ability":
        if body.optional is not None or body.reflexive or body.once_each_turn or sentences[0].then:
            raise NotLowered("a choice on 'counter that spell or ability'")
        effect = {"kind": "counter_unless_pays", "target": "that_spell_or_ability", "cost": getattr(only, "cost", "")}
        return [{"kind": "triggered", "trigger": "you_targeted_by_opponent", "effect": effect}]
    effects = lower_body(body, _Context("triggered"))
    return [{"kind": "triggered", "trigger": "you_targeted_by_opponent", **_then(effects)}]


def _all_creature_tokens_static(line: Static) -> list[Json] | None:
    """ "Creature tokens get -1/-0." (every creature token, whoever controls it; CR 613.4c, 111.1):
    `static_pump` of all creatures with status "token" (rules/static_pump.py); None for other statics."""
    subject, noun = line.subject, line.subject.noun
    if line.kind != "pump" or subject.kind != "group" or noun is None or subject.other or line.keywords:
        return None
    words = " ".join(noun.words).lower()
    names = sorted((q.name, q.value or "") for q in noun.qualifiers)
    if not ((words == "creature tokens" and not names) or (words == "tokens" and names == [("with_type", "creature")])):
        return None
    if line.condition is not None or line.pt is None:
        raise NotLowered("a condition on a static ability of tokens")
    power, toughness = _pt(line.pt)
    if not isinstance(power, int) or not isinstance(toughness, int):
        raise NotLowered("a static X")
    return [{"kind": "static_pump", "affected": "all_creatures", "power": power, "toughness": toughness,
             "status": "token"}]


def s13_modal_line(line: Line, *, is_spell: bool) -> list[Json] | None:
    """Whole lines the s13-modal constructions read before the general lowering, or None."""
    if isinstance(line, Static) and not is_spell and (tokens := _all_creature_tokens_static(line)) is not None:
        return tokens
    if isinstance(line, CostReductionTargets):
        return _cost_reduction_targets(line)
    if isinstance(line, TriggeredModal) and not is_spell:
        return _triggered_modal(line)
    if isinstance(line, Triggered) and not is_spell and any(e.kind == "you_targeted_by_opponent" for e in line.events):
        return _you_targeted(line)
    if isinstance(line, Spell) and is_spell:
        return _counter_unless_instead(line.body) or _that_would_die_spell(line) or _reveal_choose_discard(line.body)
    if isinstance(line, Modal) and is_spell:
        return _modal_spell(line)
    return None


# --- s13-bite (docs/oracle-bite.md) -------------------------------------------------------------


def _second_target(ref: Ref, ctx: _Context) -> str:
    """The target of the effect after the one "it" names: a second target of the ability, dealt
    out in order (CR 601.2c); "you don't control" is "an opponent controls" (CR 102.3: the engine's
    games have no teams). "Another target creature" / "other target" here would have to mean other
    than the first target: not read."""
    if ref.kind != "target" or ref.noun is None or ref.another or ref.other:
        raise NotLowered("what 'it' acts on is not one plain target")
    ctx.targets = 0  # a second target, for this effect only
    spec = _permanents(_not_yours(ref), ctx)
    ctx.targets = 2  # after it, "it" could name either target: not read
    if spec.split(":")[0] != "creature":
        raise NotLowered("a creature acting on something other than a creature")
    return spec


def target_acts_on_target(effect: Effect, ctx: _Context) -> list[Json] | None:
    """ "Target creature you control deals damage equal to its power [twice its power] to target
    creature you don't control." (a bite) and "Target creature you control fights target creature you
    don't control.": the first target is named for the next effect (`choose_target`, CR 601.2c), the
    next effect acts through it (`damage_by_it`: the creature deals the damage, CR 120.1, 608.2h;
    `fight` by "it", CR 701.14a). None when the clause is not one of these."""
    source, obj = effect.subject, effect.obj
    if effect.verb == "create_token" and effect.amount is not None and effect.amount.for_each is not None:
        return [_tokens_for_each(effect, ctx)]
    if source is not None and source.kind == "that" and effect.verb in ("deal_damage", "fight") and that_is_it(source, ctx):
        # "Then that creature deals damage equal to its power to target creature you don't control."
        return [lower_effect(dataclasses.replace(effect, subject=Ref("it")), ctx)]
    if effect.verb == "damage_more" and obj is not None and obj.kind == "target" and ctx.targets == 1:
        return [_damage_to_a_second_target(effect, ctx)]
    if source is None or source.kind != "target" or obj is None or ctx.targets != 0 or ctx.plural:
        return None
    if effect.verb == "deal_damage":
        amount = effect.amount
        if amount is None or amount.for_each is not None or amount.equal_to not in ("its_power", "twice_its_power"):
            return None
    elif effect.verb != "fight":
        return None
    if source.up_to or source.count is not None or source.another or source.other:
        raise NotLowered("a number of creatures acting on another, or 'another target' as the first")
    chosen = _permanents(source, ctx)
    if ctx.many or spec_base(chosen) != "creature":
        raise NotLowered("something other than one target creature acting on another")
    first: Json = {"kind": "choose_target", "target": chosen}
    if effect.verb == "fight":
        ctx.many = {}
        fought = s25stdb_another_second_target(obj, ctx) if s25stdb_fights_another(obj, ctx) else None  # s25-stdb
        second: Json = {"kind": "fight", "by": "it", "target": fought or _second_target(obj, ctx), **ctx.many}
        ctx.many = {}
        return [first, second]
    if obj.up_to or obj.count is not None:
        return [first, s21neob_damage_by_it_to_many(effect, obj, ctx)]  # s21-neob (end of this module)
    damage: Json = {"kind": "damage_by_it", "amount": "its_power", "target": combat_bite_target(obj, ctx)}
    if effect.amount is not None and effect.amount.equal_to == "twice_its_power":
        damage["multiplier"] = 2  # CR 608.2h: twice its power as the damage is dealt
    return [first, damage]


def _not_yours(ref: Ref) -> Ref:
    """ "target creature you don't control" -> "... an opponent controls" (CR 102.3: no teams)."""
    assert ref.noun is not None
    noun = ref.noun
    qualifiers = tuple(Qualifier("opponent_controls") if q.name == "you_dont_control" else q for q in noun.qualifiers)
    return dataclasses.replace(ref, noun=dataclasses.replace(noun, qualifiers=qualifiers))


def spec_base(spec: str) -> str:
    return spec.split(":")[0]


def _fight(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ fights target creature you don't control." / "When ~ enters, it fights ..." (~ itself), and
    "Then it fights up to one target creature you don't control." after a spell's one targeted effect
    (what that effect affected): the `fight` effect (rules/fight.py, CR 701.14a)."""
    source, obj = effect.subject, effect.obj
    if source is None or obj is None or ctx.dies:
        raise NotLowered("a fight by something other than ~ or 'it'")
    if source.kind == "self" or (source.kind == "it" and ctx.self_event and ctx.targets == 0):
        if obj.kind != "target" or obj.noun is None:
            raise NotLowered("~ fighting something other than a target creature")
        spec = _permanents(_not_yours(obj), ctx)
        if (spec_base(spec) != "creature" and not s14_seasons_names_creatures(spec)
                and not s25stdc_names_a_creature_type(spec)):  # s25-stdc: "target Zombie" (end of module)
            raise NotLowered("~ fighting something other than a target creature")
        return {"kind": "fight", "by": "self", "target": spec}
    if source.kind == "it" and ctx.kind == "spell" and ctx.targets == 1 and not ctx.plural:
        return {"kind": "fight", "by": "it", "target": _second_target(obj, ctx)}
    raise NotLowered("a fight by something other than ~ or 'it'")


_M19B_EFFECTS["fight"] = _fight


def that_is_it(ref: Ref, ctx: _Context) -> bool:
    """ "Untap that creature." after the ability's one target, a creature on the battlefield ("Gain
    control of target creature until end of turn. Untap that creature."): what the previous targeted
    effect affected, if it is still a creature (`it:creature`, CR 608.2c)."""
    last = getattr(ctx, "last_target", None)
    return (
        ref.noun is not None
        and ref.noun.head == "creature"
        and not ref.noun.qualifiers
        and ctx.targets == 1
        and not ctx.plural
        and not ctx.dies
        and isinstance(last, str)
        and spec_base(last) in ("creature", "attacking_or_blocking_creature")  # s21-szn: or attacking or blocking
    )


def _gain_control_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Gain control of target creature until end of turn." / "Gain control of target permanent." (for
    good) (CR 613.1b, 611.2a; rules/gain_control.py). Control for another duration is not an engine node."""
    if effect.obj is None or effect.subject is not None:
        raise NotLowered("control gained by someone other than you")
    when = effect.duration or duration
    if when not in ("end_of_turn", None):
        raise NotLowered("control gained for a duration other than until end of turn")
    spec = _permanents(effect.obj, ctx)
    if neo3_gain_control_of_all(effect, spec, when):  # s17-neo3: "gain control of all Rat tokens" (end of module)
        return {"kind": "gain_control", "target": spec, "duration": "indefinitely"}
    if effect.obj.kind != "target" and not s26core_control_of_it(effect, spec):  # s26-core (end of this module)
        raise NotLowered("control of something other than a target")
    if when is None:  # no duration: for good (CR 611.2a)
        return {"kind": "gain_control", "target": spec, "duration": "indefinitely"}
    return {"kind": "gain_control", "target": spec}


_M19B_EFFECTS["gain_control"] = _gain_control_effect


def _damage_to_a_second_target(effect: Effect, ctx: _Context) -> Json:
    """ "~ deals 6 damage to target creature and 2 damage to up to one target creature token." in a
    spell: the second part's recipient is a second target of the spell, dealt out in order (CR
    601.2c); "up to one" lets none be chosen. The same source deals both (CR 120.3)."""
    obj, source = effect.obj, effect.subject
    assert obj is not None
    if not s20trig2_several(ctx) or ctx.targets != 1 or ctx.plural or not s20trig2_is_source(source, ctx):
        raise NotLowered("a second target for damage outside a spell with one target before it")
    if obj.another or obj.other:
        raise NotLowered("'another target' for the second part of the damage")
    ctx.many = {}
    ctx.targets = 0  # a second target, for this effect only
    spec = s25core_second_target_player(obj, ctx) or _permanents(_not_yours(obj) if obj.noun is not None else obj,
                                                                  ctx)  # s25-core: a player (end of this module)
    ctx.targets = 2  # after it, "it" could name either target: not read
    many, ctx.many = ctx.many, {}
    amount = _amount(effect.amount)
    return {"kind": "damage", "amount": amount, "target": spec, **many}


def _exchange_control_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Exchange control of two target creatures." (CR 701.12a; rules/gain_control.py)."""
    obj = effect.obj
    if obj is None or obj.kind != "target" or obj.up_to or obj.count is None or obj.count.value != 2:
        raise NotLowered("an exchange of control of something other than two targets")
    spec = _permanents(obj, ctx)
    if spec_base(spec) not in ("creature", "permanent", "artifact", "land", "enchantment"):
        raise NotLowered("an exchange of control of non-permanents")
    ctx.many = {}  # `target_count` is 2 by default on the effect
    return {"kind": "exchange_control", "target": spec}


_M19B_EFFECTS["exchange_control"] = _exchange_control_effect


def _tokens_for_each(effect: Effect, ctx: _Context) -> Json:
    """ "create a 1/1 white Soldier creature token for each nontoken creature you control": one
    token per permanent counted as the effect happens (`count`, CR 111.1, 608.2h; rules/tokens.py);
    "two ... tokens for each ..." (a multiple of a count) is not read."""
    assert effect.amount is not None
    count = _amount(effect.amount)  # "for each <permanents>": a named count or "count:<spec>"
    created = lower_effect(dataclasses.replace(effect, amount=Amount(1)), ctx)
    created["count"] = count
    return created


# --- s13-pw: planeswalker lines and emblems (docs/oracle-pw.md) ---------------------------------

_EMBLEM_KINDS = ("step_trigger", "static_pump", "spells_you_cast_have")  # the last: s14-copies


def lower_emblem(effect: Effect) -> Json:
    """ 'You get an emblem with "<ability>"' (CR 114.1, 114.4): the `get_emblem` effect with the
    quoted ability lowered as a permanent's line would be; an ability an emblem can't have in the
    engine (another trigger, an activated ability, a static other than an anthem) is not lowered."""
    ability = getattr(effect, "ability", None)
    if ability is None:
        raise NotLowered("an emblem without an ability")
    lowered = lower(ability, is_spell=False)
    kinds = [found.get("kind") for found in lowered]
    if len(lowered) != 1 or kinds[0] not in _EMBLEM_KINDS:
        raise NotLowered(f"an emblem with a {' and '.join(str(kind) for kind in kinds)} ability")
    return {"kind": "get_emblem", "abilities": lowered}


# The effects whose `amount` takes a `Count` resolved as the effect resolves (effects_targets.amount).
_WHERE_X_AMOUNTS = ("put_counters", "draw", "gain_life", "lose_life", "damage", "mill")


def where_x_counted(effects: list[Json], x_is: Any) -> list[Json]:
    """ "..., where X is your life total." / "..., where X is the number of Zombies you control."
    (CR 107.3, 608.2h): X in the sentence's effects is that amount, determined as the effect
    resolves: the `Count` "your_life_total" (rules/life_total_amount.py) or a count of permanents
    (`_counted`, rules/count_of.py). Only an effect's `amount` may say X here, and (s20-m20) a pump's "+X/+X"
    (counted as it resolves, CR 608.2h; rules/triggers.py `_resolve_pump`)."""
    if x_is == "your_life_total":
        value: str = "your_life_total"
    elif x_is == "s22stx_life_gained_this_turn":
        value = "life_gained_this_turn"  # s22-stx: "the amount of life you gained this turn" (CR 119.3, 608.2h)
    elif x_is in ("that_permanent_power", "that_permanent_toughness", "that_player_hand_cards"):
        value = x_is  # s26-core: the entering creature's power (s26core_where_x_entering, end of this module)
    elif isinstance(x_is, tuple) and x_is[0] == "number_of" and isinstance(x_is[1], Noun):
        # "the number of Zombies you control" (rules/subtype_counts.py), else a count of permanents
        value = _subtype_count(Amount(1, equal_to="number_of", for_each=x_is[1])) or _counted(x_is[1])
    elif x_is == "its_power" and s26cmdb_its_power_is_self(effects):
        value = "source_power"  # s26-cmdb: "~ gets +X/+X until end of turn, where X is its power." (end of this module)
    else:
        raise NotLowered(f"X as {x_is if isinstance(x_is, str) else x_is[0]}")
    return put_x(effects, value, lambda kind, field: (kind in _WHERE_X_AMOUNTS and field == "amount")
                 or (kind == "create_token" and field == "count")  # s23-c13: "Create X ... tokens, where X is ..."
                 or (kind == "pump" and field in ("power", "toughness")),  # s20-m20: "+X/+X, where X is ..."
                 "a counted amount")

# Subtypes whose singular ends in "ie" (CR 205.3m): "the number of Zombies you control"
_IRREGULAR_PLURALS.update({"Zombies": "Zombie", "Faeries": "Faerie"})


def _you_control_condition(condition: Condition) -> tuple[str, int]:
    """ "if you control an artifact" / "if you control three or more artifacts" -> (the spec of
    rules/you_control.py, how many at least)."""
    if condition.kind == "you_control":
        return condition_spec(condition), 1
    number, noun = condition.number, condition.noun
    if number is None or number < 1 or noun is None or noun.head != "plural" or any(
        q.name in ("you_control", "opponent_controls", "other") for q in noun.qualifiers
    ):
        raise NotLowered("a count of permanents the engine doesn't name")
    base, _ = _base(noun)
    spec = ":".join([base, *_qualifiers(noun)])
    parse_target_spec(spec)
    return spec, number


def instead_if_you_control(body: Body) -> list[Json] | None:
    """ "<effect>. If you control three or more artifacts, <effect> instead." (CR 608.2c: the later
    sentence modifies the earlier): one `if_you_control` effect whose `effect` happens when its
    controller controls that many such permanents as it resolves and whose `otherwise` happens when
    not (rules/spell_conditions.py). Read only for two sentences of one untargeted effect each;
    None when the body is not of this shape (another conditional reading may apply; "If ..., instead
    <effects>." is the gift spells' form: read for gifts only)."""
    pair = instead_pair(body, lambda condition: condition.kind in ("you_control", "you_control_count"))
    if pair is None:
        return None
    condition, otherwise, effect = pair
    spec, at_least = _you_control_condition(condition)
    if _targets_something(otherwise) or _targets_something(effect):
        raise NotLowered("a target under an 'if you control' condition (decided as it resolves)")
    found: Json = {"kind": "if_you_control", "condition": spec, "effect": effect, "otherwise": otherwise}
    if at_least != 1:
        found["at_least"] = at_least
    return [{"kind": "spell", "effect": found}]


_SEARCH_TO = {"into your hand": "hand", "onto the battlefield": "battlefield",
              "onto the battlefield tapped": "battlefield_tapped",
              "into your graveyard": "graveyard"}  # s25-mh (CR 701.23a, 404.1)


def lower_search(effect: Effect) -> Json:
    """ "search your library for a permanent card, put it onto the battlefield, then shuffle" (CR
    701.23a, 701.24a): `search_library` with the cards' quality (a card type and the qualities of
    the target grammar: "Dragon creature card" -> "creature:Dragon"; "a card": any card, which must
    be found if it can, 701.23d); "any number of" (`any_number`) and "up to N" only with a quality
    (701.23b: a search for a stated quality may find fewer)."""
    noun, amount = effect.spell, effect.amount
    assert noun is not None and amount is not None
    base, extra = _base(noun)
    if base != "card" or len(extra) > 1 or any(q.name in _ZONES for q in noun.qualifiers):
        raise NotLowered(f"a search for {' '.join(noun.words)!r}")
    qualifiers = _qualifiers(noun)
    found: Json = {"kind": "search_library", "to": _SEARCH_TO[str(effect.place)]}
    if extra or qualifiers:
        quality = ":".join([extra[0] if extra else "card", *qualifiers])
        try:
            engine_card_quality(quality)
        except ValueError as problem:
            raise NotLowered(f"card quality {quality!r}: {problem}") from None
        found["quality"] = [quality]
    elif amount.value != 1:
        raise NotLowered("several cards of any quality")
    if amount.value == "any_number":
        found["any_number"] = True
    elif amount.value != 1:
        found["count"] = amount.value
    return found


def you_activate_trigger(line: Triggered) -> Json:
    """ "Whenever you activate an ability of a Sarkhan planeswalker, <effects>." -> the trigger
    `you_activate` with `activated_of`, the spec of the permanent whose ability is activated
    (rules/activation_triggers.py, CR 602.2, 603.2); no intervening "if"."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on an activation trigger")
    if line.events[0].verb == "s25mh_eternalize_or_embalm":
        return s25mh_you_activate_embalm(line)  # s25-mh (end of this module)
    noun = line.events[0].noun
    assert noun is not None
    if any(q.name in ("you_control", "opponent_controls", "other") or q.name in _ZONES for q in noun.qualifiers):
        raise NotLowered("an activation trigger naming whose permanent")
    spec = spec_of(noun)
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    loyalty = {"activated_loyalty": True} if line.events[0].verb == "loyalty" else {}  # s17-core (CR 606.3)
    return {"kind": "triggered", "trigger": "you_activate", "activated_of": spec, **loyalty, **_then(effects), **choice}

# "put a loyalty counter on ~" (CR 306.5c, 122.1): the engine's `put_counters` puts loyalty counters
_M19B_COUNTERS += ("loyalty",)


def different_names_step_trigger(line: Triggered) -> Json:
    """ "At the beginning of your upkeep, if you control four or more Demons with different names,
    <effects>." (CR 603.4, 201.2): the step trigger with `if_you_control` (the subtype's permanents),
    `if_you_control_at_least` and `if_you_control_different_names`; read on step triggers only."""
    condition = line.condition
    assert condition is not None
    noun, number = condition.noun, condition.number
    if line.step is None or noun is None or number is None or number < 1:
        raise NotLowered("'with different names' other than on a beginning-of-step trigger")
    if noun.head != "subtype" or noun.qualifiers:
        raise NotLowered("'with different names' counting other than a subtype's permanents")
    step = _triggered(dataclasses.replace(line, condition=None))
    step["if_you_control"] = "permanent:" + singular(noun.words[0])
    parse_target_spec(step["if_you_control"])
    if number != 1:
        step["if_you_control_at_least"] = number
    step["if_you_control_different_names"] = True
    return step


# --- s13-gift2: "If this spell was cast from ...", "exiles a card from their hand" -----------------

_CAST_FROM_CONDITIONS = ("cast_from_graveyard", "cast_not_from_hand")


def _exile_from_hand(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target opponent [Target player] exiles a card from their hand" -> `exile_from_hand`
    (rules/exile_from_hand.py): the player chooses as it resolves (CR 406.1, 608.2d)."""
    if duration is not None:
        raise NotLowered("exiling from a hand with a duration")
    players = {"target_player": "target_player", "target_opponent": "target_opponent",
               "each_opponent": "each_opponent"}  # s19-m20: each chooses their own card (CR 608.2d, 101.4)
    return {
        "kind": "exile_from_hand",
        "amount": _amount(effect.amount),
        "player": _player(effect.subject, players, "'exiles a card from their hand'", ctx),
    }


_M19B_EFFECTS["exile_from_hand"] = _exile_from_hand


def cast_from_condition(condition: Condition | None, sentence: Sentence) -> bool:
    """ "If this spell was cast from a graveyard [from anywhere other than your hand], <effects>.":
    the `spell` abilities' `condition` (decided as it is cast, CR 601.2a). Not with "unless"."""
    return (
        condition is not None
        and condition.kind in _CAST_FROM_CONDITIONS
        and not getattr(sentence, "negated", False)
    )


def _is_creature_token(effect: Effect) -> bool:
    """ "Create a 1/1 blue and red Otter creature token ...": a token that is a creature."""
    token = effect.token
    types = getattr(token, "types", None)
    return isinstance(types, list | tuple) and "creature" in [str(t).lower() for t in types]


def that_created_creature(effect: Effect, earlier: list[Sentence], ctx: _Context) -> Effect:
    """ "Create a 1/1 ... creature token. If ..., put a +1/+1 counter on that creature.": "that
    creature" is the one creature token the sentence before created, when nothing was targeted
    (CR 608.2c) -> "it" (rules/effects_targets.py remembers the token created)."""
    if ctx.targets != 0 or ctx.named != "created_token" or not earlier:
        return effect
    obj = effect.obj
    if (
        obj is not None
        and obj.kind == "that"
        and obj.noun is not None
        and obj.noun.head == "creature"
        and not obj.noun.qualifiers
        and list(obj.noun.words) in (["creature"], [])
    ):
        return dataclasses.replace(effect, obj=Ref("it"))
    return effect


# --- s13-riders2 ---


def static_base_pt(line: Static) -> Json:
    """ "Creatures your opponents control have base toughness 1." / "... have base power and toughness
    1/1." (layer 7b, CR 613.4b; rules/static_base_pt.py): a `static_pump` adding nothing in layer 7c,
    with the base power / toughness it sets; the affected group and any "as long as" condition are
    read as for "<creatures> get +N/+N"."""
    assert line.pt is not None and line.pt.startswith("base:")
    power, toughness = line.pt.removeprefix("base:").split("/")
    if (attached := s27older_attached_base(line, power, toughness)) is not None:
        return attached  # s27-older: "Enchanted creature has base power and toughness 0/2." (end of this module)
    ability = _static(Static("pump", line.subject, pt="+0/+0", condition=line.condition))
    if ability["kind"] != "static_pump":
        raise NotLowered("base power or toughness on this static ability")
    if power != "_":
        ability["base_power"] = int(power)
    if toughness != "_":
        ability["base_toughness"] = int(toughness)
    return ability


def is_activation_limit(restriction: str) -> bool:
    """The restrictions rules/activation_limits.py models: "Activate only once", "Activate only if
    seven or more cards are in your graveyard [and only once]" (CR 602.5b)."""
    if restriction in ("activate_only_once", "activate_only_if_and_once"):
        return True
    return (restriction == "activate_only_if" and isinstance(restriction, OnlyIfRestriction)
            and restriction.condition.kind in ("cards_in_your_graveyard",
                                               "r2m20_typed_graveyard"))  # s23-ori: "four or more creature cards"


def lower_activation_limit(restriction: str, ability: Json) -> None:
    """Sets `only_once` / `activate_only_if_graveyard_at_least` on an activated ability of a permanent
    (CR 602.5b); not for an ability that works from the graveyard (no such count is kept there)."""
    effects = [ability.get("effect"), ability.get("then"), *ability.get("then_effects", [])]
    if any(isinstance(e, dict) and e.get("kind") == "return_self_from_graveyard" for e in effects) or any(
            cost.get("kind") == "exile_self_from_graveyard" for cost in ability.get("other_costs", [])):
        raise NotLowered("an activation limit on an ability that works from the graveyard")
    if restriction != "activate_only_if" and "only_once" in ability:
        raise NotLowered("'only once' twice")
    if restriction != "activate_only_once":
        assert isinstance(restriction, OnlyIfRestriction)
        condition = restriction.condition
        if condition.kind == "r2m20_typed_graveyard":  # s23-ori (end of this module)
            condition = s23ori_typed_activation_graveyard(condition, ability)
        if condition.kind != "cards_in_your_graveyard" or condition.number is None:
            raise NotLowered("an activation condition")
        if "activate_only_if_graveyard_at_least" in ability:
            raise NotLowered("two graveyard conditions")
        ability["activate_only_if_graveyard_at_least"] = condition.number
    if restriction != "activate_only_if":
        ability["only_once"] = True


# --- s13-batch2 ---

def entered_spec(noun: Noun) -> str:
    """ "a Bird, Frog, Otter, or Rat" / "another creature" (entered the battlefield under your control
    this turn) -> a spec of permanents read as they entered: their card types, subtypes and colors
    only (rules/entered_this_turn.py keeps those), `other` for "another" (not the source)."""
    if any(q.name not in ("other", "with_color", "with_type", "non_type") for q in noun.qualifiers):
        raise NotLowered("a quality of what entered the battlefield that the record doesn't keep")
    if noun.head == "subtypes":
        spec = ":".join(["permanent", "_or_".join(noun.words), *_qualifiers(noun)])
    elif noun.head == "subtype":
        spec = ":".join(["permanent", *_qualifiers(noun)])
    elif noun.head in CARD_TYPES or noun.head == "permanent":
        spec = spec_of(noun)
    else:
        raise NotLowered(f"'{' '.join(noun.words)} entered the battlefield this turn'")
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"entered {spec!r}: {problem}") from None
    return spec


def entered_condition(restriction: str) -> str | None:
    """ "Activate only if a Bird, Frog, Otter, or Rat entered the battlefield under your control this
    turn." -> its spec (CR 602.5b); None for another condition."""
    condition = getattr(restriction, "condition", None)
    if not isinstance(condition, Condition) or condition.kind != "entered_this_turn" or condition.noun is None:
        return None
    return entered_spec(condition.noun)


def each_of_subtypes_spec(noun: Noun) -> str:
    """ "each Frog, Rabbit, Raccoon, or Squirrel you control [that entered the battlefield this turn]"
    -> "all:Frog_or_Rabbit_or_Raccoon_or_Squirrel:you_control[:entered_this_turn]": every permanent
    with one of the subtypes (CR 205.3), the qualifiers checked as the effect applies."""
    spec = ":".join(["all", "_or_".join(noun.words), *_qualifiers(noun)])
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"each {' '.join(noun.words)!r}: {problem}") from None
    return spec


def counted_spec(noun: Noun) -> str:
    """ "(if you control four or more) lands / creatures / artifacts" -> the spec of rules/you_control.py
    each of them must match (CR 608.2c: counted as the sentence is reached)."""
    if (subtyped := s24isd_plural_subtype_count(1, noun)) is not None:  # s24-isd: "five or more Vampires" (end of module)
        return subtyped[0]
    if noun.head != "plural" or any(q.name in ("you_control", "opponent_controls", "other") for q in noun.qualifiers):
        raise NotLowered("a count of permanents the engine doesn't name")
    base, _ = _base(noun)
    spec = ":".join([base, *_qualifiers(noun)])
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"a count of {spec!r}: {problem}") from None
    return spec



# --- s13-m19final ---


def _damage_unless_sacrifice(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "it deals N damage to target opponent unless that player sacrifices a creature" ->
    `lose_life_unless` with `damage` (the source deals the damage, CR 120.3a) and no discard choice."""
    if ctx.kind != "triggered" or not ctx.self_event:
        raise NotLowered("'it deals damage unless' where 'it' isn't the trigger's own permanent")
    lowered = _lose_life_unless(effect, ctx, duration)
    if lowered["player"] != "target_opponent":
        raise NotLowered("'deals damage unless' to another player than target opponent")
    return {**lowered, "damage": True, "discard": False}


_M19B_EFFECTS["damage_unless_sacrifice"] = _damage_unless_sacrifice


def highest_mana_value_spec(noun: Noun) -> str:
    """ "the highest mana value among artifacts you control" -> the `Count` "highest_mana_value:<spec>"
    (rules/highest_mana_value.py, CR 202.3, 608.2h): permanents only, named in the plural."""
    if noun.head != "plural":
        raise NotLowered(f"the highest mana value among {' '.join(noun.words)!r}")
    return "highest_mana_value:" + spec_of(noun)


def _its_controller_creates_token(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Destroy target creature. Its controller creates a 2/4 white Ox creature token." ->
    `create_token` with `for_player` "its_controller" (rules/tokens.py, CR 111.2, 608.2h): only
    after an effect that took a target ("its" is that target)."""
    if duration is None and effect.token is not None and (made := s27fdnb_countered_controller_creates(effect, ctx)):
        return made  # s27-fdnb: after "Counter target spell." (end of this module)
    if duration is not None or ctx.targets != 1 or effect.token is None:
        raise NotLowered("'its controller creates' without one earlier target")
    count = _amount(effect.amount)
    if count != 1:
        raise NotLowered("'its controller creates' several tokens")
    return {"kind": "create_token", "token": _token(effect.token), "for_player": "its_controller"}


def _enters_with_counters(line: Static) -> Json:
    """ "~ enters with three charge counters on it." -> `etb_counters` (rules/enters_with_counters.py,
    CR 614.1c, 122.6)."""
    value = _amount(line.amount)
    if line.counter is None or not isinstance(value, int) or value < 1:
        raise NotLowered("entering with a number of counters counted from the game")
    return {"kind": "etb_counters", "counter": line.counter, "amount": value}


_M19B_EFFECTS["its_controller_creates_token"] = _its_controller_creates_token
_M19B_STATICS["enters_with_counters"] = _enters_with_counters


def sacrificed_power_unpaid(abilities: list[Json]) -> str | None:
    """ "the sacrificed creature's power" (s13-thud; rules/sacrificed_amounts.py) means the creature
    sacrificed as the spell's additional cost (CR 601.2h, 608.2h): read only on a card whose one
    additional cost sacrifices exactly one creature, and only in its spell effects. Otherwise (a
    creature sacrificed as an activation cost or as the spell resolves, no sacrifice at all) it names
    something the engine doesn't keep: the problem, said; None when it is read or not used."""

    def uses(value: Any) -> bool:
        if isinstance(value, list):
            return any(uses(part) for part in value)
        if isinstance(value, dict):
            return any(uses(part) for part in value.values())
        return bool(value in ("sacrificed_power", *S18NEOA_SACRIFICED_CREATURE))

    if (permanent_unpaid := s18neoa_sacrificed_permanent_unpaid(abilities)) is not None:
        return permanent_unpaid  # s18-neoa: "the sacrificed permanent's mana value" (end of this module)
    if not uses(abilities):
        return None
    sacrifices = [a for a in abilities if a.get("kind") == "additional_cost" and a.get("cost") == "sacrifice"]
    others = [a for a in abilities if a.get("kind") not in ("spell", "additional_cost")]
    if (len(sacrifices) == 1 and sacrifices[0].get("card_type", "creature") == "creature"
            and "or_card_type" not in sacrifices[0]  # s18-neoa: "an artifact or creature" is no creature surely
            and sacrifices[0].get("amount", 1) == 1 and not uses(others)):
        return None
    return "the sacrificed creature's power, where no one creature is sacrificed as the spell's additional cost"


# --- s14-flicker ---


def flicker_counter(effect: Effect) -> Json:
    """ "... with a +1/+1 counter / a flying counter on it" on a return to the battlefield: the
    `counter` field of `flicker` / `exile_then_return` (CR 122.6; a keyword counter, 122.1b,
    rules/keyword_counters.py). A counter the engine doesn't know is not read."""
    if effect.counter is None:
        return {}
    if effect.counter not in get_args(ReturnCounter):
        raise NotLowered(f"a return with a {effect.counter!r} counter")
    return {"counter": effect.counter}


def gift_delayed_returns(abilities: list[Json]) -> list[Json]:
    """ "Exile target nontoken creature. If the gift wasn't promised, return that creature to the
    battlefield ... at the beginning of the next end step." (a spell): the delayed return under a
    gift condition joins the unconditional exile of one object just before it into one
    `exile_then_return` whose `return_if` is that condition (CR 702.174c: the return happens only
    then; 603.7a, 610.3). A delayed return anywhere else is not lowered."""
    out: list[Json] = []
    for ability in abilities:
        effect = ability["effect"]
        if effect["kind"] != _RETURN_MARK:
            out.append(ability)
            continue
        previous = out[-1]["effect"] if out else None
        condition = ability.get("condition")
        if (
            previous is None
            or condition not in _GIFT_CONDITIONS
            or "condition" in out[-1]
            or previous["kind"] != "exile"
            or previous.get("target_count", 1) != 1
            or str(previous["target"]).startswith(("all:", "each"))
        ):
            raise NotLowered("a delayed return not following the exile of one object")
        joined = {**previous, "kind": "exile_then_return", "return_if": condition}
        out[-1] = {**out[-1], "effect": {**joined, **{k: v for k, v in effect.items() if k == "counter"}}}
    return out


# --- s14-mana (docs/oracle-mana.md) ----------------------------------------------------------------


def s14_mana_untap_found(sentence: Sentence, ctx: _Context, effects: list[Json]) -> bool:
    """ "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.
    Then if you control four or more lands, untap that land." (CR 608.2c, 701.26b): the conditional
    sentence becomes the search's `untap_if` (rules/untap_found.py), "that land" being the card the
    search put onto the battlefield tapped. False (left to the other readings) for anything else."""
    if not (sentence.then and len(sentence.effects) == 1 and effects) or getattr(sentence, "instead", False):
        return False
    effect, search = sentence.effects[0], effects[-1]
    if effect.verb != "untap" or effect.obj is None or effect.obj.kind != "that" or effect.subject is not None:
        return False
    if (search.get("kind") != "search_library" or search.get("to") != "battlefield_tapped" or "untap_if" in search
            or search.get("count", 1) != 1 or search.get("any_number")):
        return False
    noun = effect.obj.noun.head if effect.obj.noun is not None else ""
    if search.get("quality") is None or not all(quality.split(":")[0] == noun for quality in search["quality"]):
        return False  # "that land" names the land card found, nothing else
    condition = getattr(sentence, "condition", None)
    assert condition is not None
    search["untap_if"] = rider_condition(condition, ctx, negated=bool(getattr(sentence, "negated", False)))
    return True


def _s14_mana_add_amount(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Add X mana of any one color, where X is ~'s power." / "Choose a color. Add an amount of mana
    of that color equal to the number of <permanents>." -> `add_mana` of "any_color" with `amount`,
    made a mana ability with that amount by `s14_mana_amount_ability` (CR 106.1, 605.1a, 608.2h)."""
    if ctx.kind == "step":
        return r2m21_step_mana_amount(effect)  # s15-r2m21 (end of this module)
    if ctx.kind != "activated":
        raise NotLowered("an amount of mana added other than by an activated ability")
    amount = effect.amount
    assert amount is not None
    if amount.equal_to == "source_power" and amount.for_each is None:
        counted: str = "source_power"
    elif amount.equal_to == "number_of" and amount.for_each is not None:
        counted = s14_mana_count(amount.for_each)
    elif amount.equal_to == "s22stx_life_gained_this_turn" and amount.for_each is None:
        counted = "life_gained_this_turn"  # s22-stx: CR 119.3, 608.2h (rules/s22stx_zone_counts.py)
    else:
        raise NotLowered(f"an amount of mana equal to {amount.equal_to}")
    return {"kind": "add_mana", "mana": "any_color", "amount": counted}


_M19B_EFFECTS["add_mana_amount"] = _s14_mana_add_amount


def s14_mana_count(noun: Noun) -> str:
    """The number of permanents an amount of mana counts: "creatures you control of the chosen type"
    (CR 607.2a: the type chosen as the source entered) or any count `_x_count` reads."""
    qualifiers = sorted((q.name, q.value or "") for q in noun.qualifiers)
    if (noun.head, " ".join(noun.words)) == ("plural", "creatures") and qualifiers == [
        ("of_the_chosen", "creature_type"),
        ("you_control", ""),
    ]:
        return "creatures_you_control_of_the_chosen_type"
    return _x_count(noun)


def s14_mana_amount_ability(ability: Json) -> Json:
    """An activated ability whose only effect adds an amount of mana of one color it counts as it
    resolves: a mana ability (CR 605.1a) with `amount` (rules/mana_amounts.py)."""
    effect = ability["effect"]
    if set(ability) - {"kind", "cost", "effect", "spend_only"} or set(effect) != {"kind", "mana", "amount"}:
        # other costs (a sacrifice) could change the count between activation and resolution
        raise NotLowered("an amount of mana with further effects, costs or restrictions")
    # s26-cmdb / s26-cmdc: a fixed amount of restricted mana ("Add three mana of any one color. Spend this mana only to
    # cast creature spells.", CR 106.6); a counted amount stays refused
    if "spend_only" in ability and not isinstance(effect["amount"], int):
        raise NotLowered("a counted amount of restricted mana")
    return {"kind": "mana", "cost": ability["cost"], "add": effect["mana"], "amount": effect["amount"],
            **({"spend_only": ability["spend_only"]} if "spend_only" in ability else {})}


# "Whenever you cast a creature spell with mana value 4 or greater" (CR 202.3, 601.2i): the cast
# trigger's `spell_with` (rules/cast_trigger_stats.py)
_M19B2_CAST_QUALIFIERS["with_stat"] = lambda q: {"spell_with": [q.value]}


# --- s14-library (docs/oracle-library.md) ---

_LIBRARY_LIFE_MARK = "_library_lose_life_mana_value"  # "You lose life equal to its mana value.", waiting for its reveal


def _library_reveal_top_to_hand(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "reveal the top card of your library and put that card into your hand" -> `reveal_top`
    (rules/library.py, CR 701.20a): the card goes to the hand whatever it is."""
    if duration is not None:
        raise NotLowered("a reveal of the top card of your library with a duration")
    return {"kind": "reveal_top", "amount": 1, "to": "hand", "otherwise": "hand"}


def _library_lose_life_mana_value(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    if duration is not None:
        raise NotLowered("life lost equal to a mana value, with a duration")
    return {"kind": _LIBRARY_LIFE_MARK}


_M19B_EFFECTS["library_reveal_top_to_hand"] = _library_reveal_top_to_hand
_M19B_EFFECTS["library_lose_life_mana_value"] = _library_lose_life_mana_value


def library_joins(effects: list[Json]) -> list[Json]:
    """ "Reveal the top card of your library and put that card into your hand. You lose life equal to
    its mana value." -> one `reveal_top` with `lose_life_mana_value` (rules/revealed_life_loss.py,
    CR 119.3, 202.3, 608.2h). "its" must be the one card just revealed: after anything else, not modelled."""
    out: list[Json] = []
    for effect in effects:
        if effect["kind"] != _LIBRARY_LIFE_MARK:
            out.append(effect)
            continue
        previous = out[-1] if out else None
        if previous is not None and s26core_its_card_mana_value(previous):
            out.append({"kind": "lose_life", "amount": "its_mana_value", "player": "you"})  # s26-core (end of module)
            continue
        if previous is None or previous != {"kind": "reveal_top", "amount": 1, "to": "hand", "otherwise": "hand"}:
            raise NotLowered("'You lose life equal to its mana value' not right after a card revealed")
        out[-1] = {**previous, "lose_life_mana_value": True}
    return out


def _additional_land_play(line: Static) -> Json:
    """ "You may play an additional land on each of your turns." -> `additional_land_play`
    (rules/additional_lands.py, CR 305.2)."""
    if line.amount is not None:  # s17-core: "two additional lands" (end of this module)
        return core_additional_lands(line)
    return {"kind": "additional_land_play"}


_M19B_STATICS["additional_land_play"] = _additional_land_play


def library_x_unpaid(abilities: list[Json], mana_cost: str | None) -> str | None:
    """ "exile the top X cards of your library" (s14-library) reads X as the X paid for the card
    (CR 107.3a) or the X its permanent entered with (107.3m): only on a card whose mana cost has {X}.
    Otherwise X has no value the engine keeps: the problem, said; None when it is read or not used."""
    uses = any(
        (effect["kind"] == "exile_top_may_play" and effect.get("amount") == "X")
        or (effect["kind"] == "look_at_top" and "X" in (effect.get("amount"), effect.get("take")))
        for ability in abilities
        if isinstance(effect := ability.get("effect"), dict)
    )
    if not uses or "{X}" in (mana_cost or ""):
        return None
    return "X cards of a library, where X is not paid as the card is cast"


_LIBRARY_LOOK_MARK = "_library_look_at_top"  # "Look at the top N cards of your library.", waiting for its "Put"
_LIBRARY_PUT_MARK = "_library_put_from_among"  # "Put N cards from among them into your hand ...", after a look


def _library_count(amount: Amount | None, what: str) -> int | str:
    value = amount.value if amount is not None else None
    if amount is None or amount.for_each is not None or amount.equal_to is not None:
        raise NotLowered(f"{what}: an amount the library effects don't count")
    if value == "X" or (isinstance(value, int) and value >= 1):
        return value
    raise NotLowered(f"{what}: {value!r}")


def _library_look_at_top(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    if duration is not None:
        raise NotLowered("a look at the top of a library with a duration")
    if s21m21_look_at_that_many(effect, ctx):  # s21-m21: "look at that many cards", the damage dealt (end of module)
        return {"kind": _LIBRARY_LOOK_MARK, "amount": "that_much"}
    look: Json = {"kind": _LIBRARY_LOOK_MARK, "amount": _library_count(effect.amount, "cards looked at")}
    if effect.place == "twice":
        look["amount_multiplier"] = 2
    return look


def _library_put_from_among(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    if duration is not None:
        raise NotLowered("cards put from among the cards looked at, with a duration")
    return {"kind": _LIBRARY_PUT_MARK, "take": _library_count(effect.amount, "cards put into your hand"),
            "rest": effect.place}


_M19B_EFFECTS["library_look_at_top"] = _library_look_at_top
_M19B_EFFECTS["library_put_from_among"] = _library_put_from_among


def library_look_joins(effects: list[Json]) -> list[Json]:
    """ "Look at the top N cards of your library. Put M cards from among them into your hand and the rest
    into your graveyard." -> one `look_at_top` (rules/library.py, CR 608.2c): the `choices.chosen` answer
    names the M cards (exactly M when there are that many, "Put" is not "you may"). Either half alone,
    or M greater than N, is not modelled."""
    out: list[Json] = []
    for effect in effects:
        if effect["kind"] != _LIBRARY_PUT_MARK:
            out.append(effect)
            continue
        previous = out[-1] if out else None
        if previous is None or previous["kind"] != _LIBRARY_LOOK_MARK:
            raise NotLowered("'Put ... from among them' not right after a look at the top of your library")
        looked, take = previous["amount"], effect["take"]
        multiplier = previous.get("amount_multiplier", 1)
        if effect.get("s20m21_the_other") and (looked, multiplier) != (2, 1):
            raise NotLowered("'the other' after a look at other than two cards")  # s20-m21
        if effect.get("s23std_the_other") and (looked, multiplier) != (take + 1, 1):
            raise NotLowered("'the other' after a look at other than one card more than those put")  # s23-std
        if isinstance(looked, int) and isinstance(take, int) and take > looked * multiplier:
            raise NotLowered(f"{take} cards put from among {looked} looked at")
        if isinstance(looked, int) != isinstance(take, int):
            raise NotLowered("cards looked at and cards put counted differently")
        look: Json = {"kind": "look_at_top", "amount": looked, "take": take, "to": "hand", "rest": effect["rest"]}
        if multiplier != 1:
            look["amount_multiplier"] = multiplier
        if "s21inn_to" in effect:
            look = s21inn_look_to_graveyard(look, effect)  # s21-inn (end of this module)
        if "s23c14_quality" in effect:
            look["quality"] = [effect["s23c14_quality"]]  # s23-c14: "If it's a land card, ..." (end of this module)
        out[-1] = look
    if any(effect["kind"] == _LIBRARY_LOOK_MARK for effect in out):
        raise NotLowered("a look at the top of your library with nothing done with the cards")
    return out


def library_optional_impulse(body: Body) -> tuple[Body, Json] | None:
    """ "You may exile the top card of your library. Until end of turn, you may play that card." as a
    triggered ability's whole body -> the impulse (joined by `impulse_joins`) with `{"optional": True}`
    (CR 603.5, 608.2d): declining exiles nothing, and with nothing exiled there is nothing to play, so
    the choice of the first sentence is the choice of the whole."""
    if body.optional is not None or body.reflexive or body.once_each_turn or len(body.sentences) != 2:
        return None
    first, second = body.sentences
    if first.joined_by != "may" or len(first.effects) != 1 or first.effects[0].verb != "exile_top" or first.then:
        return None
    if len(second.effects) != 1 or second.effects[0].verb != "play_permission":
        return None
    plain = Sentence((dataclasses.replace(first.effects[0], may=False),), "and", False, first.fronted_duration)
    return Body((plain, second)), {"optional": True}


def library_cast_trigger(line: Triggered) -> Json | None:
    """ "Whenever you cast a noncreature or Otter spell, <effect>. [This ability triggers only once each
    turn.]" -> `cast_trigger` with `spell_not_type` and `or_spell_subtype` (rules/cast_either.py, CR
    601.2i, 205.3) [and `max_per_turn` 1, rules/trigger_limits.py]; None for the other events."""
    if len(line.events) != 1 or line.events[0].kind != "library_you_cast_either":
        return None
    if line.condition is not None or line.step is not None:
        raise NotLowered("an intervening 'if' on a cast trigger")
    noun = line.events[0].noun
    assert noun is not None
    nontype = next(q.value for q in noun.qualifiers if q.name == "non_type")
    subtype = next(q.value for q in noun.qualifiers if q.name == "with_subtype")
    assert nontype is not None and subtype is not None
    if nontype[3:] not in _SPELL_TYPES:
        raise NotLowered(f"a {nontype} or {subtype} spell")
    body = dataclasses.replace(line.body, once_each_turn=False)
    inner, choice = optional_parts(body)
    effects = lower_body(inner, _Context("cast"))
    if len(effects) != 1:
        raise NotLowered("a cast trigger with several effects")
    ability: Json = {
        "kind": "cast_trigger",
        "caster": "you",
        "spell_not_type": nontype[3:].capitalize(),
        "or_spell_subtype": subtype,
        "effect": effects[0],
        **choice,
    }
    if line.body.once_each_turn:
        ability["max_per_turn"] = 1
    return ability


# --- s14-seasons ---------------------------------------------------------------------------------


def s14_seasons_names_creatures(spec: str) -> bool:
    """A permanent spec that names creatures only, though its base is not "creature": "target creature
    token" (`permanent:token:creature`, the filter grammar's with-type), for a fight (CR 701.14a)."""
    try:
        parsed = parse_target_spec(spec)
    except TargetSpecError:
        return False
    return parsed.base == "permanent" and "creature" in parsed.with_types


# A fight ("• ~ fights target creature token.", Hivespine Wolverine; CR 700.2, 701.14a) and a return from
# your graveyard to the battlefield ("{P}{P}{P} — Return target permanent card ...", Season of the Burrow)
# may be modes: the engine's `modal` takes them (cards.py `_PlainEffect`), so the modes' lowering does.
PLAIN_MODE_KINDS = PLAIN_MODE_KINDS | {"fight", "return_to_battlefield"}


def s14_seasons_its_controller_draws(effect: Effect, ctx: _Context, duration: str | None) -> bool:
    """ "Exile target nonland permanent. Its controller draws a card." (Season of the Burrow): the
    controller of what the previous targeted effect affected, as it last existed (CR 608.2h), draws
    (`draw` with player "its_controller", rules/effects_targets.py `affected`). Only after one earlier
    target ("its" is that target), as `_its_controller_creates_token` reads "Its controller creates"."""
    subject = effect.subject
    return (subject is not None and subject.kind == "player" and subject.player == "its_controller"
            and duration is None and ctx.targets == 1 and not ctx.plural and not ctx.dies)


def s14_seasons_pawprint_mode(abilities: list[Json]) -> Json | None:
    """A pawprint mode of several sentences (CR 700.2h, 608.2c: "{P}{P} — Exile target nonland
    permanent. Its controller draws a card."), read as an instant's text: the sentences' effects as
    one `mode_sequence` (rules/modes.py `expanded`: they happen in order, each with its own target),
    or None when the text is anything but two to eight plain spell effects."""
    if not 2 <= len(abilities) <= 8 or any(set(a) != {"kind", "effect"} or a["kind"] != "spell" for a in abilities):
        return None
    effects = [a["effect"] for a in abilities]
    if any(e.get("kind") in ("modal", "mode_sequence") for e in effects):
        return None
    return {"kind": "mode_sequence", "effects": effects}


def _s14_return_with_counters(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Return target ... card from your graveyard to the battlefield with an indestructible counter on
    it." -> `return_to_battlefield` with `with_counters` (rules/keyword_counters.py, CR 122.6, 614.1c,
    122.1b): the return read as without the counters, then the counters it enters with."""
    returned = _lower_effect(dataclasses.replace(effect, verb="return", amount=None, counter=None), ctx, duration)
    count = _amount(effect.amount)
    if returned.get("kind") != "return_to_battlefield" or not isinstance(count, int) or count < 1:
        raise NotLowered("returning with counters other than a card from your graveyard with a number of counters")
    assert effect.counter is not None
    return {**returned, "with_counters": {effect.counter: count}}


_M19B_EFFECTS["s14_return_with_counters"] = _s14_return_with_counters


def s14_seasons_all_spec(spec: str) -> str:
    """ "each nonland, nontoken permanent" -> `all:nonland:nontoken`: the filter grammar's `all` base
    names permanents, so a "permanent" head adds nothing (and is no qualifier of it); checked."""
    found = "all" if spec == "permanent" else "all:" + spec.removeprefix("permanent:")
    try:
        parse_target_spec(found)
    except TargetSpecError as problem:
        raise NotLowered(f"each {spec!r}: {problem}") from None
    return found


def _s14_choose_own(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Choose an artifact or creature you control." (CR 608.2d: chosen as it resolves, not targeted) ->
    `player_chooses_own` with player "you" and then "name_it" (rules/player_chooses_own.py): nothing is
    done to it here; "it" in the effects after it names the chosen permanent (CR 608.2c)."""
    assert effect.obj is not None and effect.obj.noun is not None
    noun = effect.obj.noun
    names = [q.name for q in noun.qualifiers]
    if duration is not None or ctx.targets or ctx.named or names.count("you_control") != 1:
        raise NotLowered("'choose a <permanent>' other than one you control, as an ability's first object")
    if any(q.name in _NOT_YOURS or q.name == "other" for q in noun.qualifiers):
        raise NotLowered("a permanent of another player's chosen")
    rest = dataclasses.replace(noun, qualifiers=tuple(q for q in noun.qualifiers if q.name != "you_control"))
    spec = spec_of(rest)
    if spec.startswith(("card", "spell", "all", "it")) or spec in ("player", "opponent", "any"):
        raise NotLowered(f"'{spec}' chosen among permanents")
    try:
        parse_target_spec(f"all:{spec}")
    except TargetSpecError as problem:
        raise NotLowered(f"'{spec}' chosen: {problem}") from None
    ctx.named = "s14_chosen"
    return {"kind": "player_chooses_own", "player": "you", "spec": spec, "then": "name_it"}


_M19B_EFFECTS["s14_choose_own"] = _s14_choose_own


def s14_if_you_do(sentence: S14IfYouMay, ctx: _Context) -> Json:
    """ "If you control a Raccoon, you may discard a card. If you do, draw a card." (CR 608.2c-d) ->
    `if_you_do` (rules/spell_if_you_do.py): the condition one of "you control" (rules/you_control.py),
    the action one the engine does as the ability resolves (`optional_action`: discard, draw, mill, pay
    life), the effects after "If you do" untargeted; only on a spell."""
    condition, action = sentence.if_condition, sentence.action
    if ctx.kind != "spell" or action is None or (condition is not None and condition.kind != "you_control"):
        raise NotLowered("'If ..., you may ... If you do' other than 'If you control ...' on a spell")
    optional = optional_action(dataclasses.replace(action, may=False))
    if optional is None or optional.get("action") == "sacrifice":
        raise NotLowered(f"the optional action {action.verb!r} on a spell")
    effects = [lower_effect(effect, ctx, sentence.fronted_duration) for effect in sentence.effects]
    found: Json = {"kind": "if_you_do", "optional_action": optional, "effects": effects}
    if condition is not None:  # s17-lm: "Then you may ... If you do, ..." has none
        found["if_you_control"] = condition_spec(condition)
    return found


# --- s14-copies (docs/oracle-copies.md) ---

_COPIES_NEW_TARGETS = "copies: new targets for the copy"  # no engine kind: joined to the copy effect before it


def _copies_copy_spell(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Copy target instant or sorcery spell you control." -> `copy_spell` (CR 707.10;
    rules/spell_copies.py): a spell on the stack of the spell types named, any controller or yours."""
    assert effect.spell is not None
    if duration is not None or effect.duration is not None:
        raise NotLowered("copying a spell for a duration")
    return {"kind": "copy_spell", "target": copies_spell_spec(effect.spell)}


def copies_spell_spec(noun: Noun) -> str:
    """A spell description -> its spec of the filter grammar: "instant or sorcery spell you control"
    -> "spell:instant_or_sorcery:you_control" (CR 110.2, 205.2a). Anything else is not read."""
    words = [w.lower() for w in noun.words]
    if words[-1:] != ["spell"]:
        raise NotLowered(f"copying {' '.join(words)!r}")
    kinds = [w for w in words[:-1] if w != "or"]
    if any(kind not in ("instant", "sorcery") for kind in kinds) or len(kinds) != len(set(kinds)):
        raise NotLowered(f"copying a {' '.join(words)!r}")
    parts = ["spell"]
    if kinds:
        parts.append("_or_".join(kinds))
    for qualifier in noun.qualifiers:
        if qualifier.name != "you_control" or "you_control" in parts:
            raise NotLowered(f"copying a spell {qualifier.name}")
        parts.append("you_control")
    return ":".join(parts)


def _copies_new_targets(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    return {"kind": _COPIES_NEW_TARGETS}


_M19B_EFFECTS["copies_copy_spell"] = _copies_copy_spell
_M19B_EFFECTS["copies_new_targets"] = _copies_new_targets


def copies_join_new_targets(effects: list[Json]) -> list[Json]:
    """ "Copy target ... spell. You may choose new targets for the copy.": the choice (CR 707.10c)
    belongs to the `copy_spell` effect just before it (`new_targets`); after anything else it is not
    read."""
    if not any(effect.get("kind") == _COPIES_NEW_TARGETS for effect in effects):
        return effects
    joined: list[Json] = []
    for effect in effects:
        if effect.get("kind") != _COPIES_NEW_TARGETS:
            joined.append(effect)
            continue
        before = joined[-1] if joined else None
        if before is None or before.get("kind") != "copy_spell" or before.get("new_targets"):
            raise NotLowered("'you may choose new targets for the copy' without a copy effect before it")
        before["new_targets"] = True
    return joined


def copies_power_at_least(restriction: str) -> int | None:
    """ "Activate only if ~'s power is 3 or greater." -> 3 (CR 602.5b, 208.1); None for another condition."""
    condition = getattr(restriction, "condition", None)
    if not isinstance(condition, Condition) or condition.kind != "copies_self_power_at_least":
        return None
    return condition.number


def _copies_spells_have_storm(line: Static) -> Json:
    """ "Instant and sorcery spells you cast have storm." -> an emblem's `spells_you_cast_have`
    (rules/storm.py, CR 702.40a, 114.4); other spell types are not read."""
    if sorted(line.keywords) != ["instant", "sorcery"]:
        raise NotLowered(f"{' and '.join(line.keywords)} spells you cast have storm")
    return {"kind": "spells_you_cast_have", "keyword": "storm", "spells": "instant_or_sorcery"}


_M19B_STATICS["copies_spells_have_storm"] = _copies_spells_have_storm


def copies_untargeted_sequence(effects: list[Json], ctx: _Context, choice: Json) -> bool:
    """Whether a cast trigger's several effects may be kept in order (`effect`, `then_effects`; CR
    608.2c): none targets (a target's count across effects would be a guess here) and no "you may"
    choice applies to them."""
    return len(effects) > 1 and ctx.targets == 0 and not choice


def _copies_cast_as_though_flash(line: Static) -> Json:
    """ "You may cast noncreature spells as though they had flash." -> `cast_as_though_flash`
    (rules/flash_permission.py, CR 702.8a); other spells are not read."""
    noun = line.subject.noun
    if (every := core_flash_spells(noun)) is not None:  # s17-core (end of this module)
        return every
    if (colored := s23c13_colored_flash_spells(noun)) is not None:  # s23-c13 (end of this module)
        return colored
    if (typed := s25core_subtype_flash_spells(noun)) is not None:  # s25-core (end of this module)
        return typed
    if (typed := s26cmdc_flash_spells(noun)) is not None:  # s26-cmdc (end of this module)
        return typed
    if noun is None or [w.lower() for w in noun.words] != ["spells"] or [
        (q.name, q.value) for q in noun.qualifiers
    ] != [("non_type", "noncreature")]:
        raise NotLowered("casting those spells as though they had flash")
    return {"kind": "cast_as_though_flash", "spells": "noncreature"}


_M19B_STATICS["copies_cast_as_though_flash"] = _copies_cast_as_though_flash



# --- s14-forage ---


def s14_forage_triggered(line: Triggered) -> Json | None:
    """ "Whenever you forage, <effects>." (CR 701.61a, 603.2): the trigger "you_forage"
    (rules/forage_triggers.py), without an intervening "if"; None for any other trigger."""
    if len(line.events) == 1 and line.events[0].kind == "other_attacks":
        return s14_forage_subtype_attacks(line)
    if len(line.events) != 1 or line.events[0].kind not in _S14_FORAGE_TRIGGERS:
        return None
    event = line.events[0]
    if line.condition is not None:
        raise NotLowered(f"an intervening 'if' on the trigger {event.kind.replace('_', ' ')!r}")
    once = line.body.once_each_turn  # "This ability triggers only once each turn." (rules/trigger_limits.py)
    body, choice = optional_parts(dataclasses.replace(line.body, once_each_turn=False))
    effects = lower_body(body, core_life_change_context(event.kind))  # s17-core (end of this module)
    during = event.verb == "during_your_turn"  # "during your turn" (CR 102.1)
    if (event.kind in _S14_LIFE_TRIGGER_ON and not once and not choice and len(effects) == 1
            and not core_names_that_much(effects)):
        # the vocabulary's `life_trigger` says exactly this (rules/life_gain_triggers.py), as
        # app/oracle/bloomburrow.py reads it (Wax-Wane Witness keeps its definition)
        simple: Json = {"kind": "life_trigger", "on": _S14_LIFE_TRIGGER_ON[event.kind], "effect": effects[0]}
        return {**simple, "during_your_turn": True} if during else simple
    ability: Json = {"kind": "triggered", "trigger": event.kind, **_then(effects), **choice}
    if during:
        ability["during_your_turn"] = True  # rules/life_change_triggers.py
    if once:
        ability["max_per_turn"] = 1
    return ability


_S14_LIFE_TRIGGER_ON = {"you_gain_or_lose_life": "gain_or_lose", "you_lose_life": "lose"}


# "Whenever you forage" (rules/forage_triggers.py); "Whenever you gain or lose life [during your
# turn]", "Whenever you lose life" (rules/life_change_triggers.py)
_S14_FORAGE_TRIGGERS = ("you_forage", "you_gain_or_lose_life", "you_lose_life")


def s14_forage_subtype_attacks(line: Triggered) -> Json | None:
    """ "Whenever a Bat you control attacks, <effects>." (CR 508.3a, 603.2): only creatures attack
    (506.1), so the trigger "creature_attacks" with `attacking` a creature of that subtype
    ("creature:you_control:Bat", rules/attack_triggers.py); None for other nouns (read as before)."""
    noun = line.events[0].noun
    if noun is None or noun.head not in ("subtype", "token") or line.condition is not None:
        return None
    # s26-cmdb: "a Zombie token you control with power 6 or greater" (CR 111.1): a creature token (only creatures attack)
    attacking = ":".join(["creature", *_qualifiers(noun), *(["token"] if noun.head == "token" else [])])
    parse_target_spec(attacking)
    s27older_attacking_creature_types(noun)  # s27-older (end of this module)
    body, choice = optional_parts(line.body)
    # s26-mh, s26-cmdb: "tap ... That permanent doesn't untap ..."; "it": the attacking creature ("it gains double strike")
    effects = taila_checked_body(body, _EventContext("triggered"))
    return {"kind": "triggered", "trigger": "creature_attacks", "attacking": attacking, **_then(effects), **choice}


_S14_FINALITY_PLACE = "the battlefield with a finality counter on it"


def s14_forage_return_with_finality(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Return <card> from your graveyard to the battlefield with a finality counter on it." (CR 122.1h,
    122.6): the `return_to_battlefield` it would be without the counter, with `finality`."""
    lowered = _lower_effect(dataclasses.replace(effect, place="the battlefield"), ctx, duration)
    if lowered.get("kind") != "return_to_battlefield":
        raise NotLowered(f"a finality counter on {lowered.get('kind')}")
    return {**lowered, "finality": True}


def s14_forage_mana_and_life(optional: Effect) -> Json:
    """ "You may pay {W}{B} and 2 life. When you do / If you do, ..." (CR 119.4, 603.5): `optional_cost`
    and `optional_life` (rules/pay_mana_and_life.py)."""
    life = optional.amount.value if optional.amount is not None else None
    if optional.may or not optional.place or not isinstance(life, int) or life < 1:
        raise NotLowered("a payment of mana and life the engine doesn't name")
    if optional.amount is not None and (optional.amount.for_each is not None or optional.amount.equal_to is not None):
        raise NotLowered("a counted amount of life to pay")
    return {"optional_cost": optional.place, "optional_life": life}


# --- s14-counters ---

_M19B_COUNTERS += ("supply",)  # Stocking the Pantry (CR 122.1)
_S14_COUNTERS = ("+1/+1", "-1/-1", "charge", "gold", "stun", "supply")  # cards.py CountedCounter


def s14_counter_qualifier(q: Qualifier) -> str:
    """ "with a +1/+1 counter on it" -> the state `with_counter_+1/+1`; "with counters on them" ->
    `with_counters` (CR 122.1; rules/target_filters.py)."""
    if q.name == "with_counters":
        return "with_counters"
    if q.name == "token_or_subtype":  # "that's a token or a Rabbit" (CR 111.1, 205.3)
        spec = f"token_or_{q.value}"
        parse_target_spec(f"creature:{spec}")
        return spec
    if q.value not in _S14_COUNTERS:
        raise NotLowered(f"a permanent with {q.value} counters")
    return f"with_counter_{q.value}"


def _s14_double_counters(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "double the number of +1/+1 counters on it" -> `double_counters` (CR 701.10e;
    rules/double_counters.py)."""
    assert effect.obj is not None
    if effect.counter not in _S14_COUNTERS:
        raise NotLowered(f"doubling {effect.counter} counters")
    return {"kind": "double_counters", "counter": effect.counter, "target": _permanents(effect.obj, ctx)}


_M19B_EFFECTS["double_counters"] = _s14_double_counters


def s14_you_put_counters_trigger(line: Triggered) -> Json:
    """ "Whenever you put one or more +1/+1 counters on a creature you control, <effects>" -> the
    trigger `you_put_counters` with `counters_put` and `counters_on` (rules/counters_put_triggers.py,
    CR 122.6, 603.2). Only +1/+1 counters: every way the engine puts them reports who put them."""
    event = line.events[0]
    if event.counter != "+1/+1" or event.noun is None or line.condition is not None:
        raise NotLowered(f"a trigger on putting {event.counter} counters")
    on = spec_of(event.noun)
    parse_target_spec(on)
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _EventContext("triggered"))
    return {"kind": "triggered", "trigger": "you_put_counters", "counters_put": event.counter, "counters_on": on,
            **_then(effects), **choice}


def _s14_group_enters_with_counters(line: Static) -> Json:
    """ "Other creatures you control enter with an additional +1/+1 counter on them [for each opponent
    who lost life this turn]." -> `others_enter_with_counters` (CR 614.1c, 614.12;
    rules/others_enter_with_counters.py)."""
    amount = line.amount.value if line.amount is not None else None
    if line.condition is not None or line.counter not in _S14_COUNTERS or not isinstance(amount, int) or amount < 1:
        raise NotLowered("a group entering with counters")
    entering = _group_spec(line.subject).removeprefix("all:")
    if "other" not in entering.split(":"):
        raise NotLowered("a group entering with counters that may include ~ itself (CR 614.12)")
    ability: Json = {"kind": "others_enter_with_counters", "entering": entering, "counter": line.counter}
    if amount != 1:
        ability["amount"] = amount
    if line.for_each is not None:
        ability["for_each"] = "opponent_lost_life_this_turn"
    return ability


_M19B_STATICS["s14_group_enters_with_counters"] = _s14_group_enters_with_counters


def _s14_put_its_counters(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "When ~ dies, put its counters on target creature you control." -> `put_its_counters` (CR
    608.2h: "its" is ~ as it last existed; rules/put_its_counters.py). Only in a trigger on ~ dying:
    elsewhere whose counters "its" names is not decided here."""
    assert effect.obj is not None
    if not getattr(ctx, "s14_self_dies", False):
        raise NotLowered("'its counters' outside a trigger on ~ dying")
    return {"kind": "put_its_counters", "target": _permanents(effect.obj, ctx)}


_M19B_EFFECTS["put_its_counters"] = _s14_put_its_counters


# --- s14-r2returns ----------------------------------------------------------------------------------


def _r2returns_return_put_this_way(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Return a creature card put into your graveyard this way to the battlefield under your control."
    (Starfall Invocation) -> `return_put_this_way` (rules/return_put_this_way.py): one of the cards of
    that type the spell's earlier instructions put into its controller's graveyard as it resolves
    (CR 608.2c), chosen then (608.2d), enters under their control (110.2a). Read in an instant or
    sorcery only (what "this way" names is what the spell did while resolving); permanent types only
    (CR 304.4, 307.4: an instant or sorcery card can't enter the battlefield)."""
    if ctx.kind != "spell" or duration is not None:
        raise NotLowered("'put into your graveyard this way' outside an instant's or sorcery's sentences")
    if effect.place not in ("creature", "artifact", "enchantment", "land", "planeswalker"):
        raise NotLowered(f"a {effect.place} card returned to the battlefield")
    return {"kind": "return_put_this_way", "card_type": effect.place}


_M19B_EFFECTS["r2returns_return_put_this_way"] = _r2returns_return_put_this_way


def r2returns_returned_creature(earlier: list[Sentence]) -> bool:
    """Do the sentences before target exactly one thing, a creature card that the one effect naming it
    returns to the battlefield ("Return target creature card from your graveyard to the battlefield.")?
    Then "that creature" is the permanent it became (CR 400.7, 608.2c)."""
    nouns = _target_nouns(earlier)
    if len(nouns) != 1 or nouns[0].head != "card":
        return False
    if [(q.name, q.value) for q in nouns[0].qualifiers if q.name == "with_type"] != [("with_type", "creature")]:
        return False
    returns = [e for sentence in earlier for e in sentence.effects if e.obj is not None and e.obj.kind == "target"]
    return len(returns) == 1 and returns[0].verb == "return" and returns[0].place == "the battlefield"


def _r2returns_token_copy_except(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "create a token that's a copy of <object>, except it's 1/1" (CR 707.9b) and, under "Then if ... and
    that creature isn't legendary" (`place` "unless_legendary", CR 608.2c, 205.4a), a token copy of "it":
    `create_token_copy` with `except_power` / `except_toughness` and `unless_legendary`
    (rules/copy_exceptions.py)."""
    if effect.obj is None or duration is not None:
        raise NotLowered("a token copy without what it copies")
    unless_legendary = effect.place == "unless_legendary"
    if unless_legendary and effect.obj.kind != "it":
        raise NotLowered("'that creature isn't legendary' about anything but the creature it copies")
    found: Json = {"kind": "create_token_copy", "target": object_spec(effect.obj, ctx, players=False)}
    if effect.pt is not None:
        power, toughness = (int(part) for part in effect.pt.split("/"))
        found["except_power"], found["except_toughness"] = power, toughness
    if unless_legendary:
        found["unless_legendary"] = True
    return found


_M19B_EFFECTS["r2returns_token_copy_except"] = _r2returns_token_copy_except


# --- s14-r2players (docs/oracle-r2players.md) ---

_R2PLAYERS_KEEP_MANA = "r2players_keep_mana"


def _r2players_keep_mana(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    return {"kind": _R2PLAYERS_KEEP_MANA}


_M19B_EFFECTS["r2players_keep_mana"] = _r2players_keep_mana


def r2players_join_keep_mana(effects: list[Json]) -> list[Json]:
    """ "Add {R}. Until end of turn, you don't lose this mana as steps and phases end." (CR 500.4, 514.2):
    "this mana" is the mana the `add_mana` effect just before it adds (`kept_until_end_of_turn`); after
    anything else the sentence is not read."""
    if not any(effect.get("kind") == _R2PLAYERS_KEEP_MANA for effect in effects):
        return effects
    joined: list[Json] = []
    for effect in effects:
        if effect.get("kind") != _R2PLAYERS_KEEP_MANA:
            joined.append(effect)
            continue
        before = joined[-1] if joined else None
        if before is None or before.get("kind") != "add_mana" or before.get("kept_until_end_of_turn") \
                or not isinstance(before.get("mana"), str) or before["mana"] in ("any_color", "chosen_color"):
            raise NotLowered("'you don't lose this mana as steps and phases end' without mana added before it")
        before["kept_until_end_of_turn"] = True
    return joined


def _r2players_player_gains(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "You ... gain hexproof until end of turn." (CR 702.11c, 702.18a, 514.2): a player's keywords the
    engine models (hexproof, shroud) until end of turn; any other keyword or duration is not read."""
    keywords = list(effect.keywords)
    if effect.duration != "end_of_turn" or not keywords or not set(keywords) <= {"hexproof", "shroud"}:
        raise NotLowered(f"a player gaining {', '.join(keywords)} ({effect.duration or 'no duration'})")
    return {"kind": "player_gains_keywords", "keywords": keywords}


_M19B_EFFECTS["r2players_player_gains"] = _r2players_player_gains


# --- s14-r2targets --------------------------------------------------------------------------------

_R2TARGETS_NAMED = "r2targets_chosen"


def _r2targets_choose_targets(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Choose two target creatures controlled by different players." (CR 115.1, 601.2c) -> a
    `choose_target` effect taking that many targets with `different_controllers` (checked as they are
    chosen and again as it resolves, rules/different_controllers.py); "those creatures" in the later
    effects names them (`it`, CR 608.2c)."""
    ref = effect.obj
    if duration is not None or ref is None or ref.kind != "target" or ctx.targets or ctx.named:
        raise NotLowered("'choose targets' that isn't the first thing an ability names")
    if ref.up_to or ref.another or ref.other or ref.count is None or not isinstance(ref.count.value, int):
        raise NotLowered("'choose targets controlled by different players' without an exact number of targets")
    if ref.count.value < 2:
        raise NotLowered("one target 'controlled by different players'")
    spec = _permanents(ref, ctx)
    if spec_base(spec) not in ("creature", "permanent"):
        raise NotLowered(f"'{spec}' chosen as targets with different controllers")
    ctx.named = _R2TARGETS_NAMED
    ctx.r2targets_noun = ref.noun  # type: ignore[attr-defined]  # what "those <nouns>" must name
    return {"kind": "choose_target", "target": spec, "different_controllers": True}


def r2targets_those_spec(ref: Ref, ctx: _Context) -> str:
    """ "those creatures" after "Choose two target creatures ...": every object the targets named
    (`it`, what the previous targeted effect affected, CR 608.2c)."""
    chosen: Noun | None = getattr(ctx, "r2targets_noun", None)
    if s20neob_those_targets(ref, ctx):  # s20-neob: after "Up to two target creatures each get ..." (end of module)
        return "it"
    if ctx.named != _R2TARGETS_NAMED or chosen is None or ref.noun is None:
        raise NotLowered("'those <objects>' with no targets chosen before")
    named = chosen.words if chosen.head == "plural" else (chosen.head + "s",)
    if ref.noun.words != named or named not in (("creatures",), ("permanents",)):
        raise NotLowered(f"'those {' '.join(ref.noun.words)}' naming other objects than the targets chosen")
    return "it"


_M19B_EFFECTS["r2targets_choose_targets"] = _r2targets_choose_targets


# --- s14-r2main (docs/oracle-r2main.md) ---

# "At the beginning of your first / second main phase" (CR 505.1a: the first main phase of a turn is
# its precombat main phase, the second its postcombat one); "precombat" / "postcombat" name the same.
_STEPS.update({
    "first_main_phase": "precombat_main",
    "precombat_main_phase": "precombat_main",
    "second_main_phase": "postcombat_main",
    "postcombat_main_phase": "postcombat_main",
})


def r2main_add_mana_choice(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "add {R} or {G} for each Raccoon you control" from a spell or a triggered ability that isn't a
    mana ability (CR 106.4, 605.5a): `add_mana` with the choice "{R}|{G}" and `times` counted as it
    resolves (CR 608.2h); each mana's type is chosen separately (rules/mana_choice_effects.py). As an
    activated ability's effect (a mana ability, CR 605.1a) it is not modelled."""
    if ctx.kind not in ("triggered", "step", "spell") or not effect.place or duration is not None:
        raise NotLowered("a choice of mana added other than by a spell or a triggered ability")
    amount = effect.amount
    if amount is None or amount.for_each is None or amount.value != 1 or amount.equal_to is not None:
        raise NotLowered("a choice of mana without a count")
    return {"kind": "add_mana", "mana": effect.place, "times": _counted(amount.for_each)}


_M19B_EFFECTS["add_mana_choice"] = r2main_add_mana_choice


# --- s14-r2history ---


def r2history_mandatory_action(action: Effect) -> Json:
    """ "Mill three cards. When you do, ..." (CR 603.12): the action, done as the ability resolves
    without a choice, as `optional_action` with `mandatory` and `reflexive`. Only milling a number of
    cards is read (rules/graveyard_mana_value.py); any other action stays not modelled."""
    lowered = optional_action(action)
    if lowered is None or lowered["action"] != "mill":
        raise NotLowered("'<action>. When you do, ...' with an action other than milling")
    return {"optional_action": {**lowered, "mandatory": True}, "reflexive": True}


def r2history_negative_x(sentence: Sentence) -> tuple[Sentence, bool]:
    """ "<target> gets -X/-X until end of turn, where X is <amount>." (CR 608.2h): the sentence read
    as "+X/+X" and True (the pump is then `negated`); any other sentence as it is and False. Only a
    sentence with ", where X is" and a "-X/-X" change (both signs minus) is read so."""
    if sentence.x_is is None or not any(effect.pt == "-X/-X" for effect in sentence.effects):
        return sentence, False
    if len(sentence.effects) != 1 or sentence.effects[0].verb != "pump":
        raise NotLowered("-X/-X beside other effects")
    effect = dataclasses.replace(sentence.effects[0], pt="+X/+X")
    return dataclasses.replace(sentence, effects=(effect,)), True


def r2history_negate(effects: list[Json]) -> None:
    """The pump of a "-X/-X" sentence subtracts its counted amounts (`negated`, rules/triggers.py)."""
    for effect in effects:
        if effect["kind"] != "pump" or isinstance(effect.get("power"), int):
            raise NotLowered("-X/-X as something other than a counted pump")
        effect["negated"] = True


def r2history_where_x(effects: list[Json], x_is: str) -> list[Json]:
    """ "..., where X is the greatest mana value among cards in your graveyard" (CR 202.3, 608.2h):
    X in a pump's change or an effect's `amount` is the `Count` of rules/graveyard_mana_value.py."""
    return put_x(effects, x_is, lambda kind, field: field in _X_COUNTED.get(kind, ()), x_is)


# --- s15-combat (docs/oracle-combat.md) ---------------------------------------------------------


def _combat_static(line: Static) -> Json:
    """ "~ attacks each combat if able." (CR 508.1d), "~ can't attack or block alone." (506.5), "~ can
    block only creatures with flying." (509.1b): rules/combat_requirements.py."""
    subject = line.subject.kind
    if line.kind == "combat_attacks_each_combat" and subject in ("self", "enchanted_creature"):
        return {"kind": "attacks_each_combat", "affected": subject}
    if line.kind == "combat_can_block_only" and subject == "enchanted_creature" and line.keywords == ("flying",):
        return {"kind": "can_block_only", "attackers_with": "flying", "affected": subject}  # s23-ori (CR 509.1b)
    if subject != "self":
        raise NotLowered(f"'{line.kind.removeprefix('combat_').replace('_', ' ')}' on something other than ~")
    if line.kind == "combat_cant_attack_or_block_alone":
        return {"kind": "cant_attack_or_block_alone"}
    if line.kind == "combat_cant_attack_alone":
        return {"kind": "cant_attack_or_block_alone", "block": False}
    if line.kind == "combat_cant_block_alone":
        return {"kind": "cant_attack_or_block_alone", "attack": False}
    if line.kind == "combat_can_block_only" and line.keywords == ("flying",):
        return {"kind": "can_block_only", "attackers_with": "flying"}
    raise NotLowered(f"static '{line.kind.removeprefix('combat_').replace('_', ' ')}'")


_M19B_STATICS.update({
    name: _combat_static
    for name in ("combat_attacks_each_combat", "combat_cant_attack_or_block_alone", "combat_cant_attack_alone",
                 "combat_cant_block_alone", "combat_can_block_only")
})


# "Whenever ~ blocks / becomes blocked / blocks or becomes blocked / attacks or blocks" (CR 509.3a,
# 509.3c, 508.3a): the triggers of rules/combat_block_triggers.py (and `also_on` "attacks").
_COMBAT_BLOCK_VERBS: dict[tuple[str, ...], tuple[str, list[str]]] = {
    ("blocks",): ("self_blocks", []),
    ("becomes blocked",): ("self_becomes_blocked", []),
    ("blocks", "becomes blocked"): ("self_blocks_or_becomes_blocked", []),
    ("attacks or blocks",): ("self_blocks", ["attacks"]),
    ("attacks", "blocks"): ("self_blocks", ["attacks"]),
}


def combat_triggered(line: Triggered) -> Json | None:
    """s15-combat: block triggers of ~ (CR 509.3a-c); None: not one of them."""
    if line.step is not None or not line.events:
        return None
    if len(line.events) == 1 and line.events[0].kind in _COMBAT_PLAYER_DAMAGE:
        return _combat_player_damage_trigger(line)
    if len(line.events) == 1 and line.events[0].kind == "s22zne_blocks_a_creature":
        return s22zne_blocks_a_creature_trigger(line)  # s22-zne: "Whenever ~ blocks a creature, ..." (end of module)
    if len(line.events) == 1 and line.events[0].kind == "combat_blocks_creature_with":
        if line.events[0].verb != "flying":
            raise NotLowered(f"blocks a creature with {line.events[0].verb}")
        trigger: Json = {"trigger": "blocks_a_creature", "other_creature": "with_flying"}
    elif all(event.kind == "self" for event in line.events):
        verbs = tuple(str(event.verb) for event in line.events)
        if verbs not in _COMBAT_BLOCK_VERBS:
            return None
        name, also_on = _COMBAT_BLOCK_VERBS[verbs]
        trigger = {"trigger": name, **({"also_on": also_on} if also_on else {})}
    else:
        return None
    if line.condition is not None:
        trigger["if_you_control"] = s27std_block_if_you_control(line.condition, trigger)  # s27-std (end of module)
    body, choice = unless_parts(*optional_parts(line.body))
    ctx = _Context("triggered", self_event=True)
    ctx.attacks = trigger["trigger"] == "self_becomes_blocked"  # s24-hou: a blocked creature attacks (CR 508.5, 702.130a)
    effects = lower_body(body, ctx)
    return {"kind": "triggered", **trigger, **_then(effects), **choice}


# "Whenever an opponent is dealt [noncombat] damage" / "Whenever a source you control deals [noncombat] damage
# to an opponent" (CR 603.2, 120.3a): the trigger "player_dealt_damage" (rules/player_damage_triggers.py)
_COMBAT_PLAYER_DAMAGE = {"combat_opponent_dealt_damage": {}, "combat_source_deals_damage": {"source_you_control": True}}


def _combat_player_damage_trigger(line: Triggered) -> Json:
    event = line.events[0]
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a damage trigger")
    which: Json = {"noncombat": True} if event.verb == "noncombat" else {"combat_damage": True} if event.verb else {}
    body, choice = unless_parts(*optional_parts(line.body))
    ctx = _Context("triggered")
    ctx.that_much = True  # "that much damage": the damage dealt (`that_much`)
    setattr(ctx, "taila_that_much", True)  # noqa: B010 - s27-fdna: "you draw that many cards" (the damage dealt)
    effects = lower_body(body, ctx)
    return {"kind": "triggered", "trigger": "player_dealt_damage", "damage_to": "opponent",
            **_COMBAT_PLAYER_DAMAGE[event.kind], **which, **_then(effects), **choice}


def combat_that_creatures_controller(ref: Ref, ctx: _Context, players: bool) -> str | None:
    """ "... deals 4 damage to target creature and 2 damage to that creature's controller" (CR 608.2h:
    the controller of the one creature the ability targeted, as it last existed): `its_controller`."""
    if ref.kind != "player" or ref.player != "that_creatures_controller" or not players:
        return None
    if ref.noun is not None and ref.noun.head == "permanent":  # s25-stda: "that permanent's controller" (end of module)
        return s21inn_its_controller(ctx)
    if ctx.targets != 1 or ctx.plural or ctx.many or not str(getattr(ctx, "last_target", "")).startswith("creature"):
        raise NotLowered("'that creature's controller' without one target creature before it")
    return "its_controller"


def combat_bite_target(ref: Ref, ctx: _Context) -> str:
    """s15-combat: the recipient of a bite may be "target creature or planeswalker [you don't control]"
    (CR 120.3c: damage to a planeswalker removes loyalty); anything else as `_second_target` reads it."""
    noun = ref.noun
    if ref.kind != "target" or noun is None or noun.head != "either" or noun.words != ("creature", "or", "planeswalker"):
        return _second_target(ref, ctx)
    if ref.another or ref.other:
        raise NotLowered("what 'it' acts on is not one plain target")
    ctx.targets = 0  # a second target, for this effect only
    spec = _permanents(_not_yours(ref), ctx)
    ctx.targets = 2  # after it, "it" could name either target: not read
    return spec


# --- s15-spells (docs/oracle-spells.md) ---

# "each opponent discards two cards", "each player discards a card" (CR 701.9a-b, each of them in turn
# order, 101.4), "Each player loses 2 life" (CR 119.3), "Its controller loses 2 life" / "Its controller
# gains 2 life" after one targeted effect (the controller of what it affected, as it last existed: CR 608.2h)
_SPELLS_EACH = ("each_opponent", "each_player")


def spells_player_effect_applies(effect: Effect, ctx: _Context, duration: str | None) -> bool:
    """Whether a discard or a life change names players the older lowering didn't take: each
    opponent / each player discarding, each player losing life, or "its controller" gaining or
    losing life after exactly one earlier target."""
    subject = effect.subject
    if subject is None or subject.kind != "player" or effect.random or effect.obj is not None or duration is not None:
        return False
    if effect.verb == "discard" and subject.player in _SPELLS_EACH:
        return True
    if effect.verb == "lose_life" and subject.player == "each_player":
        return True
    return (effect.verb in ("lose_life", "gain_life") and subject.player == "its_controller"
            and ctx.targets == 1 and not ctx.plural and not ctx.dies)


def spells_player_effect(effect: Effect, ctx: _Context) -> Json:
    """The discard / life change of `spells_player_effect_applies` (rules/discard.py, effects_life.py)."""
    player = effect.subject.player if effect.subject is not None else None
    assert player is not None
    # s23-c11: "Its controller gains life equal to its toughness." (CR 608.2h): the one target's, as _its_amount reads it
    return {"kind": effect.verb, "amount": _its_amount(effect.amount, ctx), "player": player}


# "Choose one or more —" / "Choose one or both —" (CR 700.2, 700.2d): a `modal` effect with `choose_max`,
# its chosen modes (each at most once) done in the order they are written (CR 608.2c; rules/mode_counts.py)
SPELLS_MODE_COUNTS = {"one or more": None, "one or both": 2}


def spells_modal(line: Modal, *, is_spell: bool) -> list[Json]:
    """ "Choose one or more — • ... • ..." on an instant or sorcery -> a spell whose `modal` effect has
    `choose_max` (every mode for "one or more", two for "one or both"); each mode is what a mode of
    "Choose one" may be (one effect, or several as a `mode_sequence`)."""
    if not is_spell:
        raise NotLowered(f"'choose {line.choose}' on an ability (the engine reads it on an instant or sorcery)")
    if len(line.modes) < 2:
        raise NotLowered("fewer than two modes")
    if any(body.optional is not None or body.reflexive or body.once_each_turn for body in line.modes):
        raise NotLowered("a mode with a choice of its own")
    most = SPELLS_MODE_COUNTS[line.choose] or len(line.modes)
    if most > len(line.modes):
        raise NotLowered(f"'choose {line.choose}' with {len(line.modes)} modes")
    modes = [_lower_mode(body, "spell") for body in line.modes]
    return [{"kind": "spell", "effect": {"kind": "modal", "modes": modes, "choose_max": most}}]


def _spells_unless_discard(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "<player> sacrifices a <permanent> / discards N cards unless they [you] discard a <card>" ->
    `unless_player_discards` (rules/unless_player_discards.py): each player named chooses as it resolves (CR 608.2d)."""
    if duration is not None or effect.random or effect.may:
        raise NotLowered("'unless they discard' with a duration or at random")
    player = _player(effect.subject, {"you": "you", "each_opponent": "each_opponent", "each_player": "each_player"},
                     "'unless they discard'", ctx)
    if effect.counter not in ("discard", "sacrifice"):
        raise NotLowered("'the greatest power' in a sacrifice avoided by a discard")
    if (player == "you") != (effect.place == "you"):
        raise NotLowered(f"'unless {effect.place} discard' after an effect on {player}")
    noun = effect.spell
    assert noun is not None
    base, extra = _base(noun)
    if base != "card" or len(extra) > 1 or any(q.name in _ZONES for q in noun.qualifiers):
        raise NotLowered(f"a discarded {' '.join(noun.words)!r}")
    quality = ":".join([extra[0] if extra else "card", *_qualifiers(noun)])
    try:
        engine_card_quality(quality)
    except ValueError as problem:
        raise NotLowered(f"card quality {quality!r}: {problem}") from None
    lowered: Json = {"kind": "unless_player_discards", "player": player, "quality": quality, "instead": effect.counter}
    if effect.counter == "discard":
        lowered["amount"] = _amount(effect.amount)
        return lowered
    obj = effect.obj
    if obj is None or obj.noun is None:
        raise NotLowered("a sacrifice without a permanent")
    if any(q.name in ("you_control", "opponent_controls", "other") for q in obj.noun.qualifiers):
        raise NotLowered("a sacrificed permanent with a controller")
    lowered["what"] = spec_of(obj.noun)
    return lowered


_M19B_EFFECTS["spells_unless_discard"] = _spells_unless_discard


def _spells_each_opponent_creates_token(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Each opponent creates a 1/1 black Rat Rogue creature token." -> `create_token` with `for_player`
    "each_opponent" (rules/tokens.py: each opponent creates and controls the tokens, CR 111.2)."""
    if duration is not None or effect.token is None:
        raise NotLowered("'each opponent creates' with a duration")
    created: Json = {"kind": "create_token", "token": _token(effect.token), "for_player": "each_opponent"}
    count = _amount(effect.amount)
    if count != 1:
        created["count"] = count
    return created


_M19B_EFFECTS["spells_each_opponent_creates_token"] = _spells_each_opponent_creates_token


def _spells_exile_graveyards(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Exile all graveyards." / "Exile each opponent's graveyard." -> `exile_graveyard` of each such
    player, untargeted (rules/exile_graveyard.py, CR 406.2)."""
    if duration is not None:
        raise NotLowered("graveyards exiled with a duration")
    return {"kind": "exile_graveyard", "target": str(effect.place)}


_M19B_EFFECTS["spells_exile_graveyards"] = _spells_exile_graveyards


def _spells_double_power(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Double the power of target creature until end of turn." -> `double_power` (rules/doubling.py,
    CR 701.10b): the creature gets +X/+0 until end of turn, X its power as it resolves."""
    if (effect.duration or duration) != "end_of_turn" or effect.obj is None:
        raise NotLowered("a doubled power without 'until end of turn'")
    return {"kind": "double_power", "target": _permanents(effect.obj, ctx)}


def _spells_untap_up_to(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Untap up to four lands [you control]." -> `untap_up_to` (rules/untap_up_to.py, CR 701.26b): the
    controller chooses which as it resolves (608.2d)."""
    noun, amount = effect.spell, effect.amount
    if duration is not None or noun is None or amount is None or noun.head != "plural":
        raise NotLowered("'untap up to' something other than a number of permanents")
    if amount.for_each is not None or amount.equal_to is not None or not isinstance(amount.value, int):
        raise NotLowered("'untap up to' a counted number")
    mine = [q for q in noun.qualifiers if q.name == "you_control"]
    others = tuple(q for q in noun.qualifiers if q.name != "you_control")
    if any(q.name in ("opponent_controls", "other") or q.name in _ZONES for q in others):
        raise NotLowered("'untap up to' with a controller or zone")
    spec = spec_of(dataclasses.replace(noun, qualifiers=others))
    if spec.startswith("card") or spec in ("player", "opponent", "any"):
        raise NotLowered("'untap up to' something other than permanents")
    untap: Json = {"kind": "untap_up_to", "amount": amount.value, "what": spec}
    if mine:
        untap["you_control"] = True
    return untap


_M19B_EFFECTS["spells_double_power"] = _spells_double_power
_M19B_EFFECTS["spells_untap_up_to"] = _spells_untap_up_to


def spells_creature_spell(noun: Noun) -> bool:
    """ "target creature spell" as the grammar parses it (the noun "spell" with the type "creature"):
    the `counter` target "creature_spell" the templates read alone ("Counter target creature spell."),
    now also beside other sentences ("Counter target creature spell. Put a +1/+1 counter on ...")."""
    return " ".join(noun.words) == "spell" and [(q.name, q.value) for q in noun.qualifiers] == [("with_type", "creature")]


def spells_single_mode(effect: Json) -> Json:
    """A mode of one effect of a kind `modal`'s modes don't list ("• Exile all graveyards.", "• Creatures
    without flying can't block this turn."): a `mode_sequence` of that one effect (CR 700.2; rules/modes.py
    `expanded` puts it in the mode's place when chosen). A modal effect is never a mode."""
    if effect["kind"] in ("modal", "mode_sequence"):
        raise NotLowered("a mode with modes of its own")
    return {"kind": "mode_sequence", "effects": [effect]}


# --- s15-granted (docs/oracle-granted-s15.md) ---------------------------------------------------


def granted_static(line: GrantedStatic, *, is_spell: bool) -> list[Json]:
    """An Aura's or Equipment's line on what it is attached to: the `enchant` ability of a filtered
    spec (CR 303.4a, 702.5a) or an `attached_pump` with `if_creature` / `loses_keywords` / `cant_block`
    (CR 611.3a, 613.1f, 613.4c, 509.1b; rules/attached_granted.py)."""
    if is_spell:
        raise NotLowered("an Aura's or Equipment's static ability on an instant or sorcery")
    if isinstance(line, S19GrantedActivated):
        return s19granted_activated(line)  # s19-granted (end of this module)
    if line.kind == "grant_with_quoted":
        return grant_with_quoted(line)  # s17-grant (end of this module)
    if line.kind == "quoted" and (granted_trigger := grant_triggered(line)) is not None:
        return granted_trigger  # s17-grant (end of this module)
    if line.kind == "quoted":
        granted = lower(line.quoted, is_spell=False)
        if len(granted) != 1 or granted[0].get("kind") != "step_trigger":
            raise NotLowered("a quoted ability granted to the attached permanent other than a step trigger")
        if "'self'" in repr(line.quoted) or '"self"' in json.dumps(granted):  # "~": the card's name or
            # "this creature" alike (reader.py normalise_line), which name different objects here
            raise NotLowered("'~' in a quoted ability (the card's own name or the object that has the ability)")
        return [{"kind": "grant_step_trigger", "to": "attached_permanent", "ability": granted[0]}]
    if line.kind == "enchant":
        if line.noun is None or line.noun.head in ("subtype", "several"):
            raise NotLowered("enchant: a permanent of a card type the grammar names")
        if line.noun.head == "player":
            return curses_enchant_player(line.noun)  # s16-curses (end of this module)
        spec = spec_of(line.noun)
        if not parse_target_spec(spec).on_battlefield:
            raise NotLowered(f"enchant {spec!r}: not permanents on the battlefield")
        return [{"kind": "enchant", "target": spec}]
    power, toughness = _pt(line.pt) if line.pt else (0, 0)
    if not isinstance(power, int) or not isinstance(toughness, int):
        raise NotLowered("an Aura's or Equipment's X")
    ability: Json = {"kind": "attached_pump", "power": power, "toughness": toughness}
    if line.keywords:
        ability["keywords"] = [keyword_text(k) for k in line.keywords]
    if line.loses:
        ability["loses_keywords"] = [keyword_text(k) for k in line.loses]
    if line.cant_block:
        ability["cant_block"] = True
    if line.if_creature:
        ability["if_creature"] = True
    if line.blocked_by_at_most is not None:
        ability["blocked_by_at_most"] = line.blocked_by_at_most
    if line.if_subtype is not None:
        ability["if_subtype"] = s24isd_creature_type(line.if_subtype)  # s24-isd (end of this module)
    return [ability]


def granted_attach_to_it(ctx: _Context) -> Json:
    """ "create a <creature token>, then attach ~ to it" (CR 701.3a): ~ becomes attached to the token the
    effect before created (608.2c; rules/effects_targets.py names it "it", rules/equip.py attaches)."""
    if (found := s21neoa_attach_to_event_permanent(ctx)) is not None:  # s21-neoa (end of this module)
        return found
    if ctx.targets != 0 or ctx.named != "created_token":
        raise NotLowered("'attach ~ to it' without one creature token created just before")
    return {"kind": "attach", "target": "it"}


def granted_equipment_token(effect: Effect) -> Json:
    """ "create Cragflame, a legendary colorless Equipment artifact token with "Equipped creature gets
    +1/+1 and has vigilance, trample, and haste" and equip {2}" (CR 111.1, 111.4, 301.5, 702.6): a
    `create_token` of an Equipment token definition; the quoted ability is lowered as the printed line
    "Equipped creature gets ..." is (`attached_pump`), the equip cost as "Equip {2}" is."""
    granted = getattr(effect, "granted", None)
    if not isinstance(granted, Static) or getattr(effect, "subtype", "") != "Equipment":
        raise NotLowered("a noncreature token other than an Equipment")
    if granted.subject.kind != "equipped_creature" or granted.kind not in ("pump", "keywords"):
        raise NotLowered("an Equipment token's quoted ability other than 'Equipped creature gets / has ...'")
    abilities = lower(dataclasses.replace(granted, subject=Ref("enchanted_creature")), is_spell=False)
    if [a.get("kind") for a in abilities] != ["attached_pump"]:
        raise NotLowered("an Equipment token's quoted ability")
    equip = str(getattr(effect, "equip", ""))
    if not equip or "X" in equip:
        raise NotLowered("an equip cost with X")
    token: Json = {
        "name": str(getattr(effect, "name", "")),
        "colors": [],
        "types": ["Artifact"],
        "subtypes": ["Equipment"],
        "abilities": [*abilities, {"kind": "equip", "cost": equip}],
    }
    if getattr(effect, "legendary", False):
        token["supertypes"] = ["Legendary"]
    return {"kind": "create_token", "token": token}


def granted_attached_attacks(line: Line) -> bool:
    """ "Whenever equipped [enchanted] creature attacks, ~ deals 1 damage to target creature defending player
    controls." (CR 506.2, 508.3a): the defending player is the one the attached creature attacks
    (rules/defending_player_controls.py)."""
    return (
        isinstance(line, Triggered)
        and len(line.events) == 1
        and line.events[0].kind == "attached"
        and line.events[0].verb in ("equipped attacks", "enchanted attacks")
    )


def granted_cant_block() -> Json:
    """ "Enchanted [equipped] creature can't block." (CR 509.1b): `attached_pump` with `cant_block` alone
    (rules/attached_granted.py)."""
    return {"kind": "attached_pump", "power": 0, "toughness": 0, "cant_block": True}


# --- s15-records: the turn's history (docs/oracle-records.md; rules/turn_records.py) ----------------

_RECORDS_LIFE = {"records_lost": "life_lost", "records_gained": "life_gained"}


def records_is_condition(condition: Condition | None) -> bool:
    """Whether the condition is one of the turn's history ("a creature died this turn", ...)."""
    return condition is not None and condition.kind.startswith("records_")


def records_died_spec(noun: Noun) -> str:
    """ "a creature" / "a nontoken creature" (what died) -> a permanent spec read as it last existed
    (CR 603.10a); a noun naming a controller or another zone is not read."""
    if any(q.name in ("you_control", "opponent_controls", "other", "records_died") or q.name in _ZONES
           for q in noun.qualifiers):
        raise NotLowered(f"what died: {' '.join(noun.words)!r} with a controller or a zone")
    if noun.head == "subtype":
        spec = ":".join(["permanent", *_qualifiers(noun)])
    elif noun.head == "plural":
        spec = spec_of(noun, plural=True)
    else:
        spec = spec_of(noun)
    parsed = parse_target_spec(spec)
    if parsed.base not in ("creature", "permanent", "artifact", "enchantment", "land", "planeswalker"):
        raise NotLowered(f"what died: {' '.join(noun.words)!r}")
    if any(state not in ("nontoken", "token") for state in parsed.states) or parsed.comparisons or parsed.other:
        raise NotLowered(f"what died: {' '.join(noun.words)!r} with a quality not kept in the record")
    return spec


def records_rider_condition(condition: Condition) -> Json:
    """A condition on the turn's history -> the `this_turn` RiderCondition (rules/turn_records.py)."""
    kind = condition.kind
    if kind in ("records_attacked", "records_not_attacked"):  # s17-taile: raid (CR 508.1)
        return taile_attacked_condition(kind)
    if kind in ("records_died", "records_died_yours") and condition.noun is not None:
        found: Json = {"kind": "this_turn", "record": "died", "spec": records_died_spec(condition.noun)}
        if kind == "records_died_yours":
            found["who"] = "you"
        if condition.number is not None and condition.number > 1:
            found["number"] = condition.number  # "two or more creatures died this turn"
        return found
    if kind in ("records_put_into_your_hand", "records_put_into_your_graveyard") and condition.noun is not None:
        return {"kind": "this_turn", "record": kind.removeprefix("records_"), "spec": records_died_spec(condition.noun)}
    if kind == "records_drawn" and condition.number:
        return {"kind": "this_turn", "record": "cards_drawn", "number": condition.number}
    if kind == "records_no_spell":
        return {"kind": "this_turn", "record": "spells_cast", "negated": True}
    if kind == "records_s27otja_no_spell_from_hand":  # s27-otja (CR 601.2a, 603.4)
        return {"kind": "this_turn", "record": "spells_cast_from_hand", "negated": True}
    if kind.startswith("records_s24isd_"):
        return s24isd_last_turn_condition(condition)  # s24-isd (end of this module)
    if kind == "records_s27otjb_crime":  # s27-otjb: "you've committed a crime this turn" (CR 700.13)
        return {"kind": "this_turn", "record": "crime"}
    if kind == "records_discarded":  # s21-dfc (CR 701.9a)
        return {"kind": "this_turn", "record": "cards_discarded"}
    if kind == "records_left_yours" and condition.noun is not None:  # s24-kal: revolt (CR 400.7)
        return {"kind": "this_turn", "record": "left_battlefield", "who": "you", "spec": records_died_spec(condition.noun)}
    if kind.startswith("records_cast_") and condition.number:  # "you've cast two or more spells this turn"
        found = {"kind": "this_turn", "record": "spells_cast", "number": condition.number}
        who = kind.removeprefix("records_cast_")
        if who != "you":
            found["who"] = who
        return found
    for prefix, record in _RECORDS_LIFE.items():
        if kind.startswith(prefix + "_") and condition.number:
            who = kind.removeprefix(prefix + "_")
            found = {"kind": "this_turn", "record": record, "number": condition.number}
            if who != "you":
                found["who"] = who
            return found
    raise NotLowered(f"condition '{kind.removeprefix('records_').replace('_', ' ')}' on the turn's history")


def records_step_condition(step: Json, condition: Condition) -> Json:
    """An intervening "if" on the turn's history of a beginning-of-step trigger (CR 603.4)."""
    return {**step, "intervening_if": records_rider_condition(condition)}


def records_activate_only_if(restriction: str) -> Json | None:
    """ "Activate only if a creature died this turn." (CR 602.5b) -> `activate_only_if_this_turn`; None
    for another condition."""
    condition = getattr(restriction, "condition", None)
    if not isinstance(condition, Condition) or not records_is_condition(condition):
        return None
    return records_rider_condition(condition)


def records_static(line: Static) -> Json:
    """ "As long as you've drawn two or more cards this turn, ~ gets +0/+2 and has vigilance." (CR 611.3a)
    -> the static pump's `as_long_as_this_turn`."""
    assert line.condition is not None
    if line.kind == "taile_enters_with_counters_if":  # s17-taile (end of this module)
        return {**_enters_with_counters(line), "if_this_turn": records_rider_condition(line.condition)}
    ability = _static_ability(line)
    if ability["kind"] != "static_pump" or any(key.startswith("as_long_as") for key in ability):
        raise NotLowered(f"'as long as {line.condition.kind.removeprefix('records_')}' on this static ability")
    return {**ability, "as_long_as_this_turn": records_rider_condition(line.condition)}


def records_nth_trigger(line: Triggered) -> Json | None:
    """ "Whenever you draw your second card each turn, <effects>." / "Whenever you lose life for the first
    time each turn, <effects>." (CR 603.2) -> the trigger "you_draw" / "you_lose_life" with `nth_each_turn`;
    None for another trigger."""
    if len(line.events) == 1 and line.events[0].kind == "records_you_cast_during":
        # "Whenever you cast a spell during an opponent's turn": the cast trigger of "Whenever you cast a spell"
        # that triggers only while another player is the active player (CR 102.1)
        event = dataclasses.replace(line.events[0], kind="you_cast")
        return {**_cast_trigger(dataclasses.replace(line, events=(event,))), "during": "opponents_turn"}
    if len(line.events) == 1 and line.events[0].kind == "records_opponent_casts_nth":
        event = dataclasses.replace(line.events[0], kind="player_casts_nth")
        return {**_nth_spell_trigger(dataclasses.replace(line, events=(event,))), "caster": "opponent"}
    if len(line.events) != 1 or line.events[0].kind not in ("records_you_draw_nth", "records_you_lose_life_first"):
        return None
    event = line.events[0]
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on 'the Nth time each turn'")
    nth = event.amount.value if event.amount is not None else None
    if not isinstance(nth, int) or nth < 1:
        raise NotLowered("the Nth time without a number")
    once = line.body.once_each_turn
    body, choice = optional_parts(dataclasses.replace(line.body, once_each_turn=False))
    effects = lower_body(body, _Context("triggered"))
    trigger = "you_draw" if event.kind == "records_you_draw_nth" else "you_lose_life"
    ability: Json = {"kind": "triggered", "trigger": trigger, **_then(effects), **choice, "nth_each_turn": nth}
    if once:
        ability["max_per_turn"] = 1
    return ability


def records_died_count(noun: Noun) -> str | None:
    """ "for each nontoken creature that died this turn", "the number of creatures that died under your
    control this turn" (CR 700.4, 608.2h) -> the `Count` "died:<spec>" / "died_yours:<spec>"
    (rules/turn_records.py); None for a count of permanents on the battlefield."""
    died = [q for q in noun.qualifiers if q.name == "records_died"]
    if not died:
        return None
    rest = dataclasses.replace(noun, qualifiers=tuple(q for q in noun.qualifiers if q.name != "records_died"))
    spec = records_died_spec(rest)
    return f"{'died_yours' if died[0].value == 'you' else 'died'}:{spec}"


# What each effect may change of the turn's history: a sentence replaced by "instead" may not change the
# record its condition reads (the condition is decided once, before either sentence happens, CR 608.2c)
_RECORDS_TOUCHED = {"gain_life": "life_gained", "draw": "cards_drawn", "create_token": None, "put_counters": None}


def records_instead(body: Body) -> list[Json] | None:
    """ "You gain 4 life. If a creature died this turn, you gain 8 life instead." (CR 608.2c: the later
    sentence replaces the earlier when the condition holds as the spell resolves) -> two `if_condition`
    riders, the first under the negated condition; only for two sentences of one untargeted effect each
    that can't change the record read. None when the body is not of this shape."""
    pair = instead_pair(body, records_is_condition)  # s21-ete: the shape shared with s21ete_city_blessing_instead
    if pair is None:
        return None
    condition, otherwise, effect = pair
    record = records_rider_condition(condition)
    for lowered in (otherwise, effect):
        if _targets_something(lowered) or lowered.get("kind") not in _RECORDS_TOUCHED:
            raise NotLowered(f"'instead' of a {lowered.get('kind')} effect under a condition on the turn's history")
    if _RECORDS_TOUCHED[str(otherwise["kind"])] == record["record"]:
        raise NotLowered("'instead' of an effect that changes the record its condition reads")
    return [{"kind": "spell", "effect": rider_wrap({**record, "negated": True}, otherwise)},
            {"kind": "spell", "effect": rider_wrap(record, effect)}]


def records_unblockable(line: Any) -> Json:
    """ "~ can't be blocked as long as you've drawn two or more cards this turn." (CR 509.1b, 611.3a) -> the
    `unblockable` ability with `as_long_as_this_turn` (rules/cant_be_blocked.py, rules/turn_records.py)."""
    assert line.condition is not None
    if line.subject.kind != "self" or getattr(line, "by", None) is not None:
        raise NotLowered("'can't be blocked as long as' on another object")
    ability = _static(dataclasses.replace(line, condition=None))
    if ability != {"kind": "unblockable"}:
        raise NotLowered("'can't be blocked as long as' with more")
    return {**ability, "as_long_as_this_turn": records_rider_condition(line.condition)}


# --- s15-targets ---


def targets_its_controller_applies(effect: Effect, ctx: _Context, duration: str | None) -> bool:
    """ "Exile target creature. Its controller gains 2 life." / "Destroy target creature. Its controller
    loses 2 life.": "its" is the one object the previous targeted effect affected (CR 608.2c), its
    controller the one it had as it last existed (CR 608.2h). Read only after exactly one earlier target,
    as "Its controller draws a card" (s14-seasons) and "Its controller creates" are."""
    subject = effect.subject
    return (subject is not None and subject.kind == "player" and subject.player == "its_controller"
            and duration is None and ctx.targets == 1 and not ctx.plural and not ctx.dies)


def targets_its_controller_life(effect: Effect) -> Json:
    """`gain_life` / `lose_life` with player "its_controller" (rules/effects_life.py, CR 119.3, 608.2h);
    a number or X only (an amount counted from the game stays not modelled)."""
    amount = effect.amount
    if amount is None or amount.for_each is not None or amount.equal_to is not None:
        raise NotLowered("life gained or lost by its controller with a counted amount")
    return {"kind": effect.verb, "amount": _amount(amount), "player": "its_controller"}


def targets_qualifier(q: Qualifier) -> str:
    """A qualifier of the s15-targets block -> the target spec's: "non-Spirit" (CR 205.3) and
    "white_or_blue" (one of the colors, CR 105.2)."""
    assert q.value is not None
    if q.name == "targets_without_subtype":
        return f"non-{q.value}"
    if q.name in ("targets_one_of_colors", "targets_multicolored"):
        return q.value
    raise NotLowered(f"qualifier {q.name.replace('_', ' ')} {q.value}")


# "Whenever you cast a spell that's white, blue, black, or red" (CR 105.2, 601.2i): the cast trigger's
# `spell_with` holds the colors, one of which the spell has as it becomes cast (rules/cast_trigger_stats.py)
_M19B2_CAST_QUALIFIERS["targets_one_of_colors"] = lambda q: {"spell_with": [q.value]}



def targets_is_opponent_or_planeswalker(ref: Ref) -> bool:
    """ "target opponent or planeswalker" (one target, no other quality)."""
    noun = ref.noun
    return (ref.kind == "target" and noun is not None and noun.head == "either" and not noun.qualifiers
            and noun.words == ("opponent", "or", "planeswalker") and not ref.up_to and not ref.another
            and (ref.count is None or ref.count.value == 1))


def targets_opponent_or_planeswalker(ctx: _Context, players: bool) -> str:
    """The named spec "opponent_or_planeswalker": an opponent of the controller or a planeswalker
    (CR 115.1, 120.3; rules/effects_targets.py), only where the effect may act on a player."""
    if not players:
        raise NotLowered("an opponent where the effect acts on permanents")
    ctx.took_target("opponent_or_planeswalker")
    return "opponent_or_planeswalker"



# "Other creatures you control with flying get +1/+1.", "Each creature you control with a +1/+1 counter on it
# has trample.", "Other enchantment creatures you control get +1/+1." (CR 613.4c, 613.1f): the qualities a
# `static_pump`'s `affected_with` names (rules/static_qualities.py)
TARGETS_STATIC_QUALITIES = frozenset({"with_keyword", "with_counter", "with_counters", "with_type", "with_stat",
                                      "targets_multicolored"})


def targets_each_creature_as_group(subject: Ref) -> Ref:
    """ "Each creature you control with ... has trample" (CR 613.1f): a static ability of every such
    creature, read as the group "creatures you control with ..."; anything else as it is."""
    noun = subject.noun
    if subject.kind != "each" or noun is None or noun.head != "creature":
        return subject
    if not any(q.name == "you_control" for q in noun.qualifiers):
        return subject
    return Ref("group", Noun("plural", noun.qualifiers, ("creatures",)))


def targets_add_static_quality(pumped: Json, q: Qualifier) -> None:
    """One quality of the affected creatures into `affected_with` ("creature:with_flying:enchantment")."""
    if q.name == "with_type":
        if q.value not in CARD_TYPES or q.value == "creature":
            raise NotLowered(f"static ability with type {q.value}")
        quality = q.value
    else:
        quality = _qualifier(q)
    if q.name == "with_keyword" and pumped.get("keywords"):
        raise NotLowered("keywords granted to creatures chosen by a keyword (CR 613.8: dependency in layer 6)")
    spec = f"{pumped.get('affected_with', 'creature')}:{quality}"
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"static ability with {spec!r}: {problem}") from None
    if any(c.value == "X" for c in parse_target_spec(spec).comparisons):
        raise NotLowered("a static ability with X")
    pumped["affected_with"] = spec



def targets_protection_choice(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target creature you control gains protection from the color of your choice until end of turn." /
    "It gains protection from ..." (CR 702.16a, 608.2d): the color is chosen as the spell or ability
    resolves, so the creature gains one of the five protections: `pump_choose_keyword` with those five
    options (rules/keyword_choice.py, `choices.keyword` "protection from red")."""
    assert effect.obj is not None
    if (effect.duration or duration) != "end_of_turn":
        raise NotLowered("protection from a chosen color for a duration other than until end of turn")
    return {"kind": "pump_choose_keyword", "target": object_spec(effect.obj, ctx, players=False),
            "keyword_options": [f"protection:{color}" for color in ("white", "blue", "black", "red", "green")]}


_M19B_EFFECTS["targets_protection_choice"] = targets_protection_choice



def targets_counter_ability(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Counter target activated or triggered ability." (CR 701.6a, 115.1): `counter_ability`, one target."""
    if effect.place not in ("activated_or_triggered_ability", "activated_ability", "triggered_ability",
                            "activated_or_triggered_ability_or_legendary_spell"):
        raise NotLowered(f"counter target {effect.place}")
    ctx.took_target(effect.place)
    return {"kind": "counter_ability", "target": effect.place}


_M19B_EFFECTS["targets_counter_ability"] = targets_counter_ability
PLAIN_MODE_KINDS = PLAIN_MODE_KINDS | {"counter_ability"}  # a mode of "Choose one —" (cards.py `_PlainEffect`)


# --- s15-library (docs/oracle-library-s15.md) ---


def _library_search(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "[You may] search your library [and/or graveyard] for <cards>, reveal it/them, [and] put it/them into
    your hand, then shuffle." -> `search_library` with `reveal`, `optional`, `graveyard` (rules/search_zones.py,
    CR 701.23a, 701.24a); named cards: the quality "named:<Name>" ("named:~": this card's name, CR 201.2),
    one per name ("<X> or <Y>": either; "<X> and/or <Y>": `one_each`); otherwise the search_library clause's
    reading of the noun phrase (`lower_search`)."""
    assert isinstance(effect, LibrarySearch)
    if duration is not None:
        raise NotLowered("a search with a duration")
    if effect.names:
        found: Json = {"kind": "search_library", "to": "hand", "quality": [f"named:{name}" for name in effect.names]}
        if effect.any_number:
            found["any_number"] = True
        elif effect.each:
            found["count"] = len(effect.names)
            found["one_each"] = True
        elif effect.amount is not None and isinstance(effect.amount.value, int) and effect.amount.value > 1:
            found["count"] = effect.amount.value  # s23-c11: "up to three cards named ~" (CR 701.23d)
    else:
        found = lower_search(dataclasses.replace(effect, verb="search_library", place="into your hand"))
    if effect.different_names:
        if found.get("count", 1) < 2 or found.get("any_number"):
            raise NotLowered("'with different names' without several cards")
        found["different_names"] = True
    found["reveal"] = True
    if effect.optional:
        found["optional"] = True
    if effect.graveyard:
        found["graveyard"] = True
    return found


_M19B_EFFECTS["library_search"] = _library_search


_LIBRARY_REVEAL_MARK = "_library_reveal_from_among"  # "You may reveal ... from among them ...", after a look


def _library_noun_quality(noun: Noun) -> list[str]:
    """A noun phrase of cards ("creature or enchantment card", "Angel card", "artifact cards") -> its card
    qualities, read as the search clause reads them (`lower_search`); "a card" of any quality is not read."""
    found = lower_search(Effect("search_library", amount=Amount(1), spell=noun, place="into your hand"))
    if "quality" not in found:
        raise NotLowered("a card of any quality revealed from among the cards looked at")
    quality: list[str] = found["quality"]
    return quality


def _library_reveal_from_among(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    assert isinstance(effect, LibraryRevealFromAmong) and effect.amount is not None
    if duration is not None:
        raise NotLowered("cards revealed from among the cards looked at, with a duration")
    qualities = [quality for noun in effect.nouns for quality in _library_noun_quality(noun)]
    if effect.each and len(qualities) != len(effect.nouns):
        raise NotLowered("one card of each of several qualities, one of them with several")
    mark: Json = {"kind": _LIBRARY_REVEAL_MARK, "take": effect.amount.value, "quality": qualities,
                  "rest": effect.place}
    if effect.each:
        mark["one_each"] = True
    return mark


_M19B_EFFECTS["library_reveal_from_among"] = _library_reveal_from_among


def library_reveal_joins(effects: list[Json]) -> list[Json]:
    """ "Look at the top N cards of your library. You may reveal <cards> from among them and put it/them into
    your hand. Put the rest on the bottom of your library in a random order." -> one `look_at_top` with
    `quality`, `optional`, `reveal` (rules/library.py, CR 608.2c, 701.20a; `one_each`: rules/search_zones.py).
    The reveal right after anything but the look is not modelled."""
    out: list[Json] = []
    for effect in effects:
        if effect["kind"] != _LIBRARY_REVEAL_MARK:
            out.append(effect)
            continue
        previous = out[-1] if out else None
        if previous is None or previous["kind"] != _LIBRARY_LOOK_MARK:
            raise NotLowered("'You may reveal ... from among them' not right after a look at the top of your library")
        looked, take = previous["amount"], effect["take"]
        if not (isinstance(looked, int) or (looked == "that_much" and take == 1)) or (  # s21-m21: that_much >= 1
                isinstance(looked, int) and take > looked * previous.get("amount_multiplier", 1)):
            raise NotLowered(f"{take} cards revealed from among {looked} looked at")
        look: Json = {"kind": "look_at_top", "amount": looked, "take": take, "quality": effect["quality"],
                      "optional": True, "reveal": True, "to": "hand", "rest": effect["rest"]}
        if previous.get("amount_multiplier", 1) != 1:
            look["amount_multiplier"] = previous["amount_multiplier"]
        if effect.get("one_each"):
            look["one_each"] = True
        out[-1] = look
    return out


def library_graveyard_count(noun: Noun) -> str:
    """ "card(s) named ~ in your graveyard" -> the `Count` "graveyard_named_like_source" (rules/named_cards.py,
    CR 201.2a, 404.1, 608.2h); any other count of cards in a graveyard is not read here."""
    names = sorted(q.name for q in noun.qualifiers)
    card = noun.head == "card" or (noun.head == "plural" and [w.lower() for w in noun.words] == ["cards"])
    if not card or names != ["library_in_your_graveyard", "library_named_self"]:
        if (counted := taile_graveyard_count(noun)) is not None:  # s17-taile (end of this module)
            return counted
        raise NotLowered(f"cards counted in your graveyard: {' '.join(noun.words)!r} with other qualities")
    return "graveyard_named_like_source"


_LIBRARY_REVEALED_REST = {"graveyard": "graveyard", "bottom_any_order": "bottom"}  # s14's library_rest_place


def _library_reveal_top_n(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Reveal the top N cards of your library. Put all Goblin cards revealed this way into your hand and the
    rest on the bottom of your library in any order." -> `reveal_top` (rules/library.py, CR 701.20a; the order
    of the rest: `choices.bottom`, CR 401.4); "... Put a land card from among them onto the battlefield and the
    rest into your graveyard." -> `look_at_top` with `reveal_all` (the card put: `choices.chosen`, CR 608.2c)."""
    assert isinstance(effect, LibraryRevealTop) and effect.amount is not None
    if duration is not None:
        raise NotLowered("cards revealed from the top of a library, with a duration")
    number = effect.amount.value
    if effect.counter == "all":
        word = str(effect.kind_word)
        if word.lower() in CARD_TYPES:
            quality = word.lower()
        elif word in CREATURE_TYPES:
            quality = f"card:{word}"
        else:
            raise NotLowered(f"revealed {word!r} cards")
        if effect.rest not in _LIBRARY_REVEALED_REST:  # "in a random order": no engine node for it here
            raise NotLowered(f"the rest of the revealed cards {effect.rest!r}")
        return {"kind": "reveal_top", "amount": number, "quality": [quality], "to": "hand",
                "otherwise": _LIBRARY_REVEALED_REST[effect.rest]}
    assert effect.spell is not None
    return {"kind": "look_at_top", "amount": number, "take": 1, "quality": _library_noun_quality(effect.spell),
            "optional": effect.counter == "may_one", "to": _SEARCH_TO[str(effect.place)], "rest": "graveyard",
            "reveal_all": True}


_M19B_EFFECTS["library_reveal_top_n"] = _library_reveal_top_n


def _library_split_search(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield
    tapped and the other into your hand, then shuffle." -> `search_library` with `count` 2 and `split_to_hand`
    (rules/library.py: the first card named in `choices.search` goes onto the battlefield, the other into the
    hand; one card found goes onto the battlefield, CR 701.23a-b, 701.24a)."""
    if duration is not None:
        raise NotLowered("a search with a duration")
    found = search_library_effect(dataclasses.replace(effect, verb="search_basic", counter="reveal"))
    return {**found, "count": 2, "split_to_hand": True}


_M19B_EFFECTS["library_split_search"] = _library_split_search


def _begin_game_on_battlefield(line: Static) -> Json:
    """ "If ~ is in your opening hand, you may begin the game with it on the battlefield." ->
    `begin_game_on_battlefield` (rules/opening_hand.py, CR 103.6a)."""
    return {"kind": "begin_game_on_battlefield"}


_M19B_STATICS["begin_game_on_battlefield"] = _begin_game_on_battlefield


# --- s15-neo ---


def neo_cost_reduction(restriction: str) -> Json:
    """ "This ability costs {1} less to activate for each legendary creature you control." -> the
    activated ability's `cost_reduction` (CR 602.2b, 601.2f, 118.7a; rules/activation_cost_reduction.py)."""
    from_ast = restriction
    assert isinstance(from_ast, NeoCostLessRestriction)
    line = CostReduction("self", from_ast.mana, for_each=from_ast.noun)
    reduction = lower_cost_reduction(line)  # the same reading as "This spell costs {1} less to cast for each ..."
    return {"generic": reduction["generic"], "for_each_you_control": reduction["for_each_you_control"]}


def _mentions_self(value: object) -> bool:
    if isinstance(value, dict):
        return any(v == "self" or _mentions_self(v) for k, v in value.items() if k != "kind")
    if isinstance(value, list):
        return any(_mentions_self(v) for v in value)
    return False


def neo_hand_ability(ability: Json) -> Json:
    """An activated ability that discards its own card as a cost works only from the hand (CR 113.6k;
    rules/hand_abilities.py): the engine pays mana (with X) and the discard there, no {T}/{Q} (a card in a
    hand can't be tapped, CR 602.2b), keeps no activation count there, and its effects must not act on ~
    (the card is then in the graveyard, not a permanent)."""
    other = ability.get("other_costs", [])
    if not any(cost["kind"] == "discard_self" for cost in other):
        return ability
    if any(cost["kind"] != "discard_self" for cost in other):
        raise NotLowered("a cost other than mana and discarding ~, from the hand")
    if "{T}" in ability["cost"] or "{Q}" in ability["cost"]:
        raise NotLowered("{T} or {Q} in the cost of an ability of a card in a hand")
    if any(key in ability for key in ("max_per_turn", "spend_only", "only_once", "activate_only_if_graveyard_at_least")):
        raise NotLowered("a restriction the engine doesn't model for an ability of a card in a hand")
    effects = [ability.get("effect"), ability.get("then"), *ability.get("then_effects", [])]
    if not any(isinstance(effect, dict) for effect in effects):
        raise NotLowered("an ability of a card in a hand without an effect")
    if any(isinstance(effect, dict) and (effect["kind"].startswith("add_") or _mentions_self(effect))
           for effect in effects):
        raise NotLowered("an effect on ~ or a mana ability, from the hand")
    return ability


def neo_attack_trigger(line: Triggered) -> Json | None:
    """ "Whenever a Samurai or Warrior you control attacks [alone], <effects>." (CR 508.3a, 603.2; "alone":
    CR 506.5) -> the trigger "creature_attacks" with `attacking` (a creature with one of the subtypes, or the
    creature spec) and `attacks_alone`; "it" in the effects is the attacking creature. None for other
    triggers (and for "attacks" of a noun other than a list of subtypes: read as before)."""
    if len(line.events) != 1:
        return None
    event = line.events[0]
    alone = event.kind == "neo_attacks_alone"
    noun = event.noun
    if noun is None or not (alone or (event.kind == "other_attacks" and noun.head == "subtypes")):
        return None
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on an attack trigger")
    if noun.head == "subtypes":
        attacking = subtypes_target_spec(noun, False).replace("permanent:", "creature:", 1)
    elif noun.head == "subtype":
        attacking = ":".join(["creature", *_qualifiers(noun)])
    elif noun.head == "creature":
        attacking = spec_of(noun)
    else:
        raise NotLowered(f"attack trigger on {' '.join(noun.words)!r}")
    parse_target_spec(attacking)
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _EventContext("triggered"))  # "it": the attacking creature
    ability: Json = {"kind": "triggered", "trigger": "creature_attacks", **_then(effects), **choice}
    if attacking != "creature":
        ability["attacking"] = attacking
    if alone:
        ability["attacks_alone"] = True
    return ability


def spells_dies_modal_applies(line: TriggeredModal) -> bool:
    """ "When ~ dies, choose one — • ... • ..." (the s13-modal reading takes ~ entering or attacking)."""
    return bool(line.events) and all(e.kind == "self" and e.verb == "dies" for e in line.events)


def spells_dies_modal(line: TriggeredModal) -> list[Json]:
    """ "When ~ dies, choose one — • <effects> • <effects>" -> a `triggered` "dies" ability whose effect
    is `modal` (CR 700.2b: the mode is chosen as it is put on the stack; rules/modes.py). Each mode is
    lowered as a dies trigger's effects are (~ is the card in its owner's graveyard, CR 700.4, 608.2h)."""
    if line.choose not in ("one", "up to one") or len(line.modes) < 2 or line.condition is not None:
        raise NotLowered(f"a dies trigger with 'choose {line.choose}' or a condition")  # s23-neo: "up to one"
    if any(body.optional is not None or body.reflexive or body.once_each_turn for body in line.modes):
        raise NotLowered("a mode with a choice of its own")
    placeholder = Body((Sentence((Effect("draw", amount=Amount(1)),)),))  # the trigger alone, lowered as usual
    ability = _triggered(Triggered(line.events, placeholder))
    if set(ability) != {"kind", "trigger", "effect"}:
        raise NotLowered("modes on a dies trigger with a choice or condition of its own")
    modes: list[Json] = []
    for body in line.modes:
        mode_ctx = _Context("triggered", self_event=True, dies=True)
        mode_ctx.source_died = True  # s26-tidy: "for each age counter on it" (s25khc_counters_readable)
        effects = _checked_body(body, mode_ctx)
        if not effects or any(e["kind"] in ("modal", "mode_sequence") for e in effects):
            raise NotLowered("a mode without effects, or with modes of its own")
        if len(effects) == 1 and effects[0]["kind"] in PLAIN_MODE_KINDS:
            modes.append(effects[0])
        else:
            modes.append({"kind": "mode_sequence", "effects": effects})
    ability["effect"] = {"kind": "modal", "modes": modes, **({"up_to_one": True} if line.choose == "up to one" else {})}
    return [ability]


def spells_where_x_highest(effects: list[Json], noun: Noun) -> list[Json]:
    """ "Target creature gets +X/+X until end of turn, where X is the greatest mana value among permanents
    you control." (CR 202.3, 608.2h): X is the `Count` "highest_mana_value:<spec>" (rules/
    highest_mana_value.py), determined as the effect resolves, in the fields `_X_COUNTED` allows."""
    return put_x(effects, highest_mana_value_spec(noun), lambda kind, field: field in _X_COUNTED.get(kind, ()),
                 "the greatest mana value")


def spells_pump_until_your_next_turn(effect: Effect, ctx: _Context) -> Json:
    """ "Until your next turn, up to one target creature gets -5/-0." -> the `pump` read as "until end
    of turn", with duration "until_your_next_turn" (rules/until_your_next_turn.py, CR 611.2a): a change
    of power/toughness only (a keyword gained or lost until then is not read)."""
    if effect.keywords:
        raise NotLowered("keywords gained until your next turn")
    pumped = _lower_effect(dataclasses.replace(effect, duration="end_of_turn"), ctx, None)
    if pumped.get("kind") != "pump" or pumped.get("keywords"):
        raise NotLowered("a change until your next turn other than power/toughness")
    return {**pumped, "duration": "until_your_next_turn"}


# --- s15-r2neob ---


def r2neob_self_leaves_trigger(line: Triggered) -> Json:
    """ "When ~ leaves the battlefield, draw a card." -> the trigger "self_leaves"
    (rules/self_leaves.py, CR 603.6c, 603.10a). Alone only ("enters or leaves" is not read), with
    no intervening "if", and with an effect that names neither ~ nor "it": ~ has left, and which
    object the words would then mean (the card in its new zone, CR 400.7) is not modelled here."""
    if len(line.events) != 1:
        raise NotLowered("'leaves the battlefield' together with another trigger event")
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a leaves-the-battlefield trigger")
    body, choice = optional_parts(line.body)
    leaves_ctx = _Context("triggered")
    leaves_ctx.source_died = True  # s27-cmd: "for each +1/+1 counter on it": ~ as it last existed (CR 603.10a)
    effects = lower_body(body, leaves_ctx)
    text = json.dumps(effects)
    if any(word in text for word in ('"self"', "that_card", "that_permanent", '"it"', "source")):
        raise NotLowered("~ or 'it' in a leaves-the-battlefield trigger")
    return {"kind": "triggered", "trigger": "self_leaves", **_then(effects), **choice}


def r2neob_self_tapped_trigger(line: Triggered) -> Json:
    """ "Whenever ~ becomes tapped, scry 1." -> the trigger "self_becomes_tapped"
    (rules/self_tapped_triggers.py, CR 603.2). Alone only, with no intervening "if"."""
    return self_event_trigger(line, "self_becomes_tapped", "becomes tapped")


def self_event_trigger(line: Triggered, trigger: str, words: str) -> Json:
    """A trigger on one event of ~ itself ("Whenever ~ becomes tapped / becomes crewed, <effects>"): alone, with
    no intervening "if"; "it" in its effects is ~."""
    if len(line.events) != 1:
        raise NotLowered(f"'{words}' together with another trigger event")
    if line.condition is not None:
        raise NotLowered(f"an intervening 'if' on a {words.replace(' ', '-')} trigger")
    body, choice = unless_parts(*optional_parts(line.body))
    effects = lower_body(body, _Context("triggered", self_event=True))
    return {"kind": "triggered", "trigger": trigger, **_then(effects), **choice}


def r2neob_self_untapped_static(line: Static) -> Json:
    """ "~ has hexproof as long as it's untapped." -> a static pump of ~ that applies while it is
    untapped (`status` "untapped"; CR 611.3a: checked continuously; rules/static_pump.py). Only of ~
    itself ("it" names ~ here), and only a static ability the engine reads as a `static_pump`."""
    ability = _static_ability(line)
    if ability["kind"] != "static_pump" or ability.get("affected") != "self" or "status" in ability:
        raise NotLowered("'as long as it's untapped' on this static ability")
    return {**ability, "status": "untapped"}


# --- s15-r2m20 ---


def r2m20_life_static(line: Static) -> Json:
    """ "As long as you have 25 or more life, ~ has double strike." / "~ gets +2/+2 as long as you have
    25 or more life." (CR 611.3a, 119.1) -> the static pump with `as_long_as_life_at_least`
    (rules/life_total_conditions.py)."""
    condition = line.condition
    assert condition is not None and condition.number is not None
    ability = _static_ability(line)
    if ability["kind"] != "static_pump":
        raise NotLowered("'as long as you have N or more life' on this static ability")
    return {**ability, "as_long_as_life_at_least": condition.number}


def r2m20_is_count_condition(restriction: str) -> bool:
    """Whether an "Activate only if ..." restriction is "you control N or more <permanents>" (N >= 2)."""
    if not isinstance(restriction, OnlyIfRestriction):
        return False
    condition = restriction.condition
    return condition.kind == "you_control_count" and condition.noun is not None and (condition.number or 0) >= 2


def r2m20_activate_only_if_count(restriction: str) -> Json:
    """ "Activate only if you control five or more lands." (CR 602.5b) -> `activate_only_if_you_control`
    (what is counted) with `activate_only_if_you_control_at_least` (rules/activation_costs.py)."""
    assert isinstance(restriction, OnlyIfRestriction)
    condition = restriction.condition
    assert condition.noun is not None and condition.number is not None
    return {"activate_only_if_you_control": counted_spec(condition.noun),
            "activate_only_if_you_control_at_least": condition.number}


def r2m20_pump_for_each(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target creature gets +1/+1 until end of turn for each creature you control." (CR 608.2h): the
    `pump` whose changed power and/or toughness is the count of the permanents, determined as it resolves
    (rules/triggers.py `_resolve_pump` reads the `Count`); +1 or -1 for each only (not "+2/+2 for each")."""
    assert effect.amount is not None and effect.amount.for_each is not None and effect.pt is not None
    if not {abs(int(part)) for part in effect.pt.split("/")} <= {0, 1}:
        return s20m20_pump_for_each(effect, ctx, duration)  # s20-m20: "+2/+2 for each" (end of this module)
    counted = s22neoa_as_cast_count(effect.amount.for_each, ctx) or _counted(effect.amount.for_each)  # s22-neoa
    pumped = _lower_effect(dataclasses.replace(effect, verb="pump", amount=None), ctx, duration)
    if pumped.get("kind") != "pump" or pumped.get("keywords"):
        raise NotLowered("a change for each other than of power/toughness until end of turn")
    changes = {pumped["power"], pumped["toughness"]}
    if changes in ({1}, {0, 1}):
        negated = False
    elif changes in ({-1}, {0, -1}):
        negated = True
    else:
        raise NotLowered(f"{effect.pt} for each (a multiple of a count)")
    for field in ("power", "toughness"):
        pumped[field] = counted if pumped[field] else 0
    return {**pumped, "negated": True} if negated else pumped


_M19B_EFFECTS["r2m20_pump_for_each"] = r2m20_pump_for_each


_R2M20_CARD_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
                     "instant": "Instant", "land": "Land", "planeswalker": "Planeswalker", "sorcery": "Sorcery"}


def r2m20_graveyard_cards_static(line: Static) -> Json:
    """ "~ gets +2/+2 as long as there are three or more land cards in your graveyard." (CR 611.3a, 404.1)
    -> the static pump with `as_long_as_graveyard_cards` (rules/life_total_conditions.py)."""
    condition = line.condition
    assert condition is not None and condition.noun is not None and condition.number is not None
    if len(condition.noun.words) != 1:
        return s22war_either_graveyard_static(line)  # s22-war: "instant and/or sorcery cards" (end of this module)
    card_type = _R2M20_CARD_TYPES.get(condition.noun.words[0])
    if card_type is None:
        raise NotLowered(f"a count of {condition.noun.words[0]} cards in your graveyard")
    ability = _static_ability(line)
    if ability["kind"] != "static_pump":
        raise NotLowered("'as long as there are N or more <type> cards in your graveyard' on this static ability")
    return {**ability, "as_long_as_graveyard_cards": {"card_type": card_type, "at_least": condition.number}}


# --- s15-r2m21 ---


def r2m21_step_mana_amount(effect: Effect) -> Json:
    """ "At the beginning of your precombat main phase, add X mana of any one color, where X is the number of
    Shrines you control." (CR 106.1, 605.5a, 608.2h): not a mana ability (it doesn't trigger from one), so an
    `add_mana` of a choice of the five colors, `times` counted as it resolves, all of `one_color`
    (rules/one_color_mana.py). Only a count of permanents ("the number of <permanents>")."""
    amount = effect.amount
    assert amount is not None
    if amount.equal_to != "number_of" or amount.for_each is None:
        raise NotLowered(f"an amount of mana equal to {amount.equal_to} from a step trigger")
    counted = _x_count(amount.for_each)
    if not counted.startswith("count:"):
        raise NotLowered("an amount of mana from a step trigger that counts something other than permanents")
    return {"kind": "add_mana", "mana": "{W}|{U}|{B}|{R}|{G}", "times": counted, "one_color": True}


def r2m21_subtype_base(noun: Noun) -> str:
    """ "target Shrine": a subtype alone names a permanent with that subtype, whatever its card types
    (CR 205.3, 115.1); the spec "permanent:Shrine". Only a subtype the target grammar knows."""
    spec = ":".join(["permanent", *_qualifiers(noun)])
    try:
        parse_target_spec(spec)
    except TargetSpecError:
        raise NotLowered(f"a {noun.words[0]} without a card type") from None
    return "permanent"


# --- s16-transform ---


def _transform_self_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "transform ~" (CR 701.27a) in a permanent's own triggered or activated ability -> `transform_self`
    (rules/transform_self.py). "it" only where it names ~ the permanent (a trigger on ~'s own event, not
    after it died); a spell can't transform itself, and a duration means nothing here."""
    if ctx.kind not in ("activated", "triggered", "step", "cast") or duration is not None or ctx.dies:  # s21-dfc: cast
        raise NotLowered("'transform ~' other than in a permanent's own triggered or activated ability")
    assert effect.obj is not None
    if effect.obj.kind != "self" and not _m19b_it_is_self(effect.obj, ctx):
        raise NotLowered("'transform it' where 'it' isn't ~ itself")
    return {"kind": "transform_self"}


_M19B_EFFECTS["transform_self"] = _transform_self_effect


def transform_day_night_trigger(line: Triggered) -> Json | None:
    """ "Whenever day becomes night or night becomes day, <effects>." -> the trigger "day_night_changes"
    (rules/day_night_enters.py, CR 728, 603.2); None for any other trigger. Alone, without an intervening
    "if"; "it" names nothing here."""
    if not any(event.kind == "transform_day_night_changes" for event in line.events):
        return None
    if len(line.events) != 1:
        raise NotLowered("'day becomes night or night becomes day' together with another trigger event")
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a day/night trigger")
    body, choice = unless_parts(*optional_parts(line.body))
    effects = lower_body(body, _Context("triggered"))
    return {"kind": "triggered", "trigger": "day_night_changes", **_then(effects), **choice}


_TRANSFORMS_INTO = "transforms into ~"


def transform_into_trigger(line: Triggered) -> Json | None:
    """ "When this creature transforms into ~, <effects>." (~: the face with the ability) -> the trigger
    "transforms_into" (rules/transform_self.py, CR 603.2, 701.27a); "When this creature enters or transforms
    into ~" also on entering (`also_on: ["enters"]`). None for any other trigger."""
    verbs = [event.verb or "" for event in line.events if event.kind == "self"]
    if _TRANSFORMS_INTO not in verbs:
        return None
    if len(verbs) != len(line.events) or sorted(verbs) not in ([_TRANSFORMS_INTO], ["enters", _TRANSFORMS_INTO]):
        raise NotLowered("'transforms into' together with another trigger event than entering")
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a transforms-into trigger")
    body, choice = unless_parts(*optional_parts(line.body))
    effects = lower_body(body, _Context("triggered", self_event=True))
    ability: Json = {"kind": "triggered", "trigger": "transforms_into", **_then(effects), **choice}
    if "enters" in verbs:
        ability["also_on"] = ["enters"]
    return ability


def transform_triggered(line: Triggered) -> Json | None:
    """The triggers of this group (s16-transform), or None for any other."""
    found = transform_day_night_trigger(line)
    return found if found is not None else transform_into_trigger(line)


# --- s16-lands (docs/oracle-lands.md) ---


def lands_you_control_spec(condition: Condition) -> tuple[str, int]:
    """ "you control a Swamp or a Mountain" -> ("permanent:Swamp_or_Mountain", 1) (CR 205.3: a permanent with
    one of these subtypes); "you control two or more other lands" -> ("land:other", 2) (":other": other than
    the entering permanent, rules/conditional_enters_tapped.py)."""
    noun = condition.noun
    assert noun is not None
    if condition.kind == "lands_control_subtype":
        subtypes = noun.words
        if len(set(subtypes)) != len(subtypes):
            raise NotLowered("a subtype named twice")
        spec = "permanent:" + "_or_".join(subtypes)
        number = 1
    else:
        other = any(q.name == "other" for q in noun.qualifiers)
        rest = Noun(noun.head, tuple(q for q in noun.qualifiers if q.name != "other"), noun.words)
        if noun.head == "subtype" and len(noun.words) == 1 and not rest.qualifiers:
            # s17-tailf: "three or more other Forests" (CR 205.3): permanents with that subtype
            spec = "permanent:" + singular(noun.words[0]) + (":other" if other else "")
        else:
            spec = counted_spec(rest) + (":other" if other else "")
        number = condition.number or 1
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"a condition on {spec!r}: {problem}") from None
    return spec, number


def lands_static(line: Static) -> list[Json]:
    """The land cycles' entering lines (CR 614.1c, 614.12; rules/conditional_enters_tapped.py) and "You have
    hexproof." (CR 702.11c; rules/player_hexproof.py)."""
    if line.kind == "lands_player_hexproof":
        return [{"kind": "player_hexproof"}]
    if isinstance(line, LandsGrantedMana):
        return [lands_granted_mana(line)]
    if line.kind == "lands_enters_tapped_unless_pay_life":
        amount = line.amount
        if amount is None or not isinstance(amount.value, int) or amount.value < 1:
            raise NotLowered("an amount of life that is not a number")
        return [{"kind": "enters_tapped", "unless_pay_life": amount.value}]
    if line.condition is None or line.kind not in ("lands_enters_tapped_unless", "lands_enters_tapped_if"):
        raise NotLowered(f"static '{line.kind}'")
    spec, number = lands_you_control_spec(line.condition)
    key = "unless_you_control" if line.kind == "lands_enters_tapped_unless" else "if_you_control"
    if line.condition.kind == "s24core_lands_control_at_most":  # s24-core: "N or fewer" (end of this module)
        key, number = s24core_at_most(key, number)
    ability: Json = {"kind": "enters_tapped", key: spec}
    if number != 1:
        ability["you_control_at_least"] = number
    return [ability]


def _lands_attach_it(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "When ~ enters, attach it to target creature you control." (CR 701.3a, 608.2c: "it" is the trigger's
    own permanent): the `attach` effect of the Equipment (rules/equip.py; 301.5c)."""
    if ctx.kind != "triggered" or not ctx.self_event or duration is not None or effect.obj is None:
        raise NotLowered("'attach it' where 'it' isn't the trigger's own permanent")
    return {"kind": "attach", "target": object_spec(effect.obj, ctx, players=False)}


def _lands_add_one_color(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Add two mana of any one color." (CR 106.1: one color chosen for all of it) as an activated
    ability's whole effect: made a mana ability with a number `amount` by `as_mana_ability`."""
    if ctx.kind == "spell":
        return s18m21_spell_add_one_color(effect, duration)  # s18-m21 (end of this module)
    amount = effect.amount
    if ctx.kind != "activated" or duration is not None or amount is None or not isinstance(amount.value, int):
        raise NotLowered("mana of any one color added other than by an activated ability")
    if amount.value < 2:
        raise NotLowered("'one mana of any one color'")
    return {"kind": "add_mana", "mana": "any_color", "amount": amount.value}


_M19B_EFFECTS["lands_attach_it"] = _lands_attach_it
_M19B_EFFECTS["lands_add_one_color"] = _lands_add_one_color


_LANDS_MANA_HOLDERS = {"enchanted land": "attached_permanent", "lands you control": "lands_you_control"}


def lands_granted_mana(line: LandsGrantedMana) -> Json:
    """ 'Enchanted land has "{T}: Add two mana of any one color."' -> `grant_mana_ability` (CR 613.1f,
    605.1a; rules/granted_mana.py): the quoted line lowered as a printed one, which must be a mana ability
    naming no object ("~" there would be the land, not the card granting it)."""
    assert line.quoted is not None
    granted = lower(line.quoted, is_spell=False)
    if len(granted) == 1 and granted[0].get("kind") == "activated":  # s19-granted: "~" is the land that has it
        return s19granted_grant(_LANDS_MANA_HOLDERS[line.holder], granted[0])
    if len(granted) != 1 or granted[0].get("kind") != "mana":
        raise NotLowered("a quoted ability granted to lands other than a mana ability")
    if "self" in json.dumps(granted) or "source_power" in json.dumps(granted):
        raise NotLowered("'~' in a granted mana ability")
    return {"kind": "grant_mana_ability", "to": _LANDS_MANA_HOLDERS[line.holder], "ability": granted[0]}


def _lands_add_for_each(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "{T}: Add {G} for each creature you control." (CR 106.1, 608.2h): as an activated ability's whole
    effect, a mana ability with the count as its `amount` (made so by `as_mana_ability`)."""
    amount = effect.amount
    if ctx.kind in ("triggered", "spell") and duration is None and amount is not None and amount.for_each is not None:
        return s22zne_add_for_each(effect, amount.for_each)  # s22-zne: not a mana ability (end of this module)
    if ctx.kind != "activated" or duration is not None or amount is None or amount.for_each is None:
        raise NotLowered("mana for each <permanent> added other than by an activated ability")
    return {"kind": "add_mana", "mana": effect.place, "amount": s14_mana_count(amount.for_each)}


_M19B_EFFECTS["lands_add_for_each"] = _lands_add_for_each


# --- s16-tailb ---


def tailb_different_powers_step_trigger(line: Triggered) -> Json:
    """ "At the beginning of combat on your turn, if you control three or more creatures with different
    powers, <effects>." (MID's coven; CR 603.4, 208.1): read as "if you control three or more creatures"
    (the step trigger's `if_you_control` and `if_you_control_at_least`) with
    `if_you_control_different_powers`: the permanents counted have pairwise different powers
    (rules/different_powers.py). Read on beginning-of-step triggers only."""
    condition = line.condition
    assert condition is not None
    if line.step is None or condition.noun is None or not condition.number:
        raise NotLowered("'with different powers' other than on a beginning-of-step trigger")
    counted = Condition("you_control_count", noun=condition.noun, number=condition.number)
    step = _triggered(dataclasses.replace(line, condition=counted))
    if step.get("kind") != "step_trigger" or "if_you_control" not in step:
        raise NotLowered("'with different powers' on this trigger")
    parse_target_spec(step["if_you_control"])
    step["if_you_control_different_powers"] = True
    return step


def tailb_is_different_powers(restriction: str) -> bool:
    """Whether an "Activate only if ..." restriction is "you control N or more <permanents> with different powers"."""
    return isinstance(restriction, OnlyIfRestriction) and restriction.condition.kind == "tailb_different_powers"


def tailb_activate_only_if_different_powers(restriction: str) -> Json:
    """ "Activate only if you control three or more creatures with different powers." (CR 602.5b, 208.1) ->
    `activate_only_if_you_control` (what is counted), `activate_only_if_you_control_at_least` and
    `activate_only_if_you_control_different_powers` (rules/activation_costs.py, rules/different_powers.py)."""
    assert isinstance(restriction, OnlyIfRestriction)
    condition = restriction.condition
    if condition.noun is None or condition.number is None or condition.number < 2:
        raise NotLowered("'with different powers' counting fewer than two permanents")
    return {"activate_only_if_you_control": counted_spec(condition.noun),
            "activate_only_if_you_control_at_least": condition.number,
            "activate_only_if_you_control_different_powers": True}


def tailb_cast_types_or_subtype_trigger(line: Triggered) -> Json | None:
    """ "Whenever you cast an instant, sorcery, or Wizard spell, <effect>." -> `cast_trigger` with
    `spell_type_any_of` (the card types) and `or_spell_subtype` (rules/cast_either.py, CR 601.2i, 205.3);
    None for the other events."""
    if len(line.events) != 1 or line.events[0].kind != "tailb_you_cast_types_or_subtype":
        return None
    if line.condition is not None or line.step is not None:
        raise NotLowered("an intervening 'if' on a cast trigger")
    noun = line.events[0].noun
    assert noun is not None
    types = next((q.value for q in noun.qualifiers if q.name == "tailb_types"), None) or ""
    subtype = next(q.value for q in noun.qualifiers if q.name == "with_subtype")
    words = types.split()
    if not words or any(word not in _SPELL_TYPES for word in words) or len(set(words)) != len(words):
        raise NotLowered(f"a cast trigger on a {' '.join(noun.words)}")
    plain = dataclasses.replace(line.events[0], kind="you_cast", noun=Noun("spell", (), ("spell",)))
    ability = _cast_trigger(dataclasses.replace(line, events=(plain,)))
    ability["spell_type_any_of"] = [word.capitalize() for word in words]
    ability["or_spell_subtype"] = subtype
    return ability


def tailb_player_casts_trigger(line: Triggered) -> Json:
    """ "Whenever a player casts a spell" / "Whenever an opponent casts an instant or sorcery spell, <effect>."
    (CR 603.2, 601.2i; 102.2: an opponent is a player other than the ability's controller) -> the
    `cast_trigger` "you cast" reads (`_cast_trigger`) with `caster` "any" / "opponent"."""
    event = line.events[0]
    if line.condition is not None or line.step is not None:
        raise NotLowered("an intervening 'if' on a cast trigger")
    mine = dataclasses.replace(event, kind="you_cast", verb=None)
    ability = _cast_trigger(dataclasses.replace(line, events=(mine,)))
    ability["caster"] = event.verb
    return ability


def tailb_you_control_both_trigger(line: Triggered) -> Json:
    """ "When ~ enters [or attacks], if you control an artifact and an enchantment, <effects>." (CR 603.4) ->
    the trigger read with "if you control an artifact" (`if_you_control`) and the `intervening_if`
    RiderCondition "you control an enchantment": both hold, or it doesn't trigger / does nothing as it
    resolves. Read where that reading gives `if_you_control` and no other intervening "if"."""
    condition = line.condition
    assert isinstance(condition, TailbBothCondition) and condition.second is not None
    first = Condition("you_control", noun=condition.noun)
    ability = _triggered(dataclasses.replace(line, condition=first))
    if ability.get("kind") != "triggered" or "if_you_control" not in ability or "intervening_if" in ability:
        raise NotLowered("'if you control <a> and <b>' on this trigger")
    second = rider_condition(Condition("you_control", noun=condition.second), _Context("triggered"))
    ability["intervening_if"] = second
    return ability


def tailb_nth_spell_opponents_turn(line: Triggered) -> Json:
    """ "Whenever you cast your first spell during each opponent's turn, <effect>." (CR 601.2i, 102.1): the
    Nth spell its controller casts in a turn that is not theirs, `nth_spell_each_turn` with `during`
    "opponents_turn" (rules/cast_triggers.py, rules/nth_spell.py)."""
    event = dataclasses.replace(line.events[0], kind="you_cast_nth")
    return {**_nth_spell_trigger(dataclasses.replace(line, events=(event,))), "during": "opponents_turn"}


def tailb_countered_exile_joins(effects: list[Json]) -> list[Json]:
    """ "Counter target spell [unless its controller pays {3}]. If that spell is countered this way, exile it
    instead of putting it into its owner's graveyard." (CR 614.1a, 701.6a): the second sentence is the
    `exile_instead` of the counter effect right before it; anywhere else it is not read."""
    joined: list[Json] = []
    for effect in effects:
        if effect.get("kind") != "tailb_countered_exile_instead":
            joined.append(effect)
            continue
        before = joined[-1] if joined else None
        if before is None or before.get("kind") not in ("counter", "counter_unless_pays") or "exile_instead" in before:
            raise NotLowered("'If that spell is countered this way' after no counter effect")
        if before.get("kind") == "counter_unless_pays" and before.get("target") == "that_spell_or_ability":
            raise NotLowered("'that spell' where an ability may be countered")
        before["exile_instead"] = True
    return joined


# --- s16-kwc ---
# Keyword actions of modern sets (docs/oracle-kwc.md).


def _kwc_amass(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Amass 2." (CR 701.47a) -> the `amass` effect (rules/amass.py); "amass X, where X is ..." counts X
    as the where-X sentence says (CR 608.2h)."""
    if duration is not None:
        raise NotLowered("amass with a duration")
    return {"kind": "amass", "amount": _amount(effect.amount)}


def _kwc_adapt(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "{2}{G}: Adapt 2." (CR 701.46a) -> the `adapt` effect of the ability's source (rules/adapt.py); only
    in an activated ability of the permanent itself ("this permanent")."""
    if duration is not None or ctx.kind != "activated":
        raise NotLowered("adapt other than as an activated ability's effect")
    amount = _amount(effect.amount)
    assert isinstance(amount, int)
    return {"kind": "adapt", "amount": amount}


_M19B_EFFECTS["kwc_amass"] = _kwc_amass
_M19B_EFFECTS["kwc_adapt"] = _kwc_adapt


def _kwc_explore(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "When ~ enters, it explores." / "{1}, Discard a card: ~ explores." / "Whenever a creature enters under
    your control, it explores." / "Target creature you control explores." (CR 701.44a) -> the `explore`
    effect (rules/explore.py) of ~ ("self"), of the permanent the trigger event named ("that_permanent"), or
    of a target creature."""
    obj = effect.obj
    if duration is not None or obj is None:
        raise NotLowered("explore with a duration")
    if obj.kind == "self" or (obj.kind == "it" and ctx.self_event and not ctx.dies):
        return {"kind": "explore", "target": "self"}
    if obj.kind == "it" and isinstance(ctx, _EventContext) and ctx.targets == 0 and not ctx.self_event:
        return {"kind": "explore", "target": "that_permanent"}
    if obj.kind == "target":
        return {"kind": "explore", "target": _permanents(obj, ctx)}
    raise NotLowered(f"explore of {obj.kind}")


_M19B_EFFECTS["kwc_explore"] = _kwc_explore


# "Proliferate." (CR 701.34a): rules/proliferate.py
_M19B_EFFECTS["kwc_proliferate"] = _bare_action("proliferate", "proliferate")


def kwc_static(line: Static) -> list[Json]:
    """s16-kwc: the static abilities a keyword line stands for: "Riot" -> `riot` (CR 702.136a, rules/riot.py)."""
    if line.kind == "kwc_riot":
        return [{"kind": "riot"}]
    if line.kind == "kwc_training":
        return [{"kind": "training"}]  # CR 702.149a (rules/training.py)
    if line.kind == "kwc_exploit":
        return [{"kind": "exploit"}]  # CR 702.110a (rules/exploit.py)
    if line.kind == "kwc_ascend":
        return [{"kind": "ascend"}]  # CR 702.131b (rules/ascend.py)
    raise NotLowered(f"static ability {line.kind}")


def _kwc_ascend(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Ascend" on an instant or sorcery (CR 702.131a) -> the `ascend` effect (rules/ascend.py)."""
    if ctx.kind != "spell":
        raise NotLowered("ascend as an effect other than a spell's")
    return {"kind": "ascend"}


_M19B_EFFECTS["kwc_ascend"] = _kwc_ascend
# "as long as you have the city's blessing" (CR 702.131c, 611.3a): `as_long_as` "city_blessing" on a static pump
_AS_LONG_AS["kwc_city_blessing"] = "city_blessing"


def kwc_exploits_trigger(line: Triggered) -> Json:
    """ "When ~ exploits a creature, <effects>" (CR 702.110b) -> the trigger "self_exploits" (rules/exploit.py).
    Alone, without an intervening "if", with effects that name neither ~ nor "it" (~ may have sacrificed
    itself: which object the words would then mean is not modelled here)."""
    if len(line.events) != 1 or line.condition is not None:
        raise NotLowered("'exploits a creature' with another trigger event or an intervening 'if'")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    text = json.dumps(effects)
    if any(word in text for word in ('"self"', "that_card", "that_permanent", '"it"', "source")):
        raise NotLowered("~ or 'it' in an exploits trigger")
    return {"kind": "triggered", "trigger": "self_exploits", **_then(effects), **choice}


# "Whenever you surveil, <effects>." (CR 701.25, 603.2): the trigger "you_surveil" (rules/surveil_triggers.py),
# read as "Whenever you forage" is (`s14_forage_triggered`)
_S14_FORAGE_TRIGGERS = (*_S14_FORAGE_TRIGGERS, "you_surveil")  # type: ignore[assignment]


def kwc_explores_trigger(line: Triggered) -> Json:
    """ "Whenever a creature you control explores, <effects>" (CR 701.44b, 603.2) -> the trigger
    "creature_you_control_explores" (rules/explore_triggers.py). Only "a creature you control", alone, without
    an intervening "if", with effects that don't name "it" (the exploring creature is not named here)."""
    event = line.events[0]
    noun = event.noun
    if len(line.events) != 1 or line.condition is not None or noun is None:
        raise NotLowered("'explores' with another trigger event or an intervening 'if'")
    if spec_of(noun) != "creature:you_control":
        raise NotLowered(f"explores of {' '.join(noun.words)!r}")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    if any(word in json.dumps(effects) for word in ("that_permanent", '"it"')):
        raise NotLowered("'it' in an explores trigger")
    return {"kind": "triggered", "trigger": "creature_you_control_explores", **_then(effects), **choice}



# --- s16-taila ---------------------------------------------------------------------------------


def taila_checked_body(body: Body, ctx: _Context) -> list[Json]:
    """A triggered ability's body: "When ~ enters, tap target creature an opponent controls. That
    creature doesn't untap during its controller's next untap step." (CR 502.3, 608.2c) is lowered
    as a spell's is (`_checked_body`: the "don't untap" sentence must follow the "Tap" of that one
    target, and names it); any other body by `lower_body` as before."""
    sentences = body.sentences
    for index, sentence in enumerate(sentences):
        if not any(e.verb == "dont_untap_next" for e in sentence.effects):
            continue
        before = sentences[index - 1].effects if index > 0 else ()
        tapped = before[0].obj if len(before) == 1 and before[0].verb == "tap" else None
        subject = sentence.effects[0].obj
        if (len(sentence.effects) != 1 or tapped is None or tapped.kind != "target" or tapped.count is not None
                or tapped.up_to or subject is None or subject.noun is None
                or subject.noun.head not in ("it", "that creature", "that permanent", "that land")):
            raise NotLowered("'doesn't untap during ... next untap step' not right after 'tap' of one target")
        if subject.noun.head == "that land":  # s26-mh: "tap target land ... That land doesn't untap ..." (CR 502.3)
            if tapped.noun is None or tapped.noun.head != "land":
                raise NotLowered("'that land' not right after 'tap target land'")
            setattr(ctx, "s26mh_that_land", True)  # noqa: B010 - read by _dont_untap_next
        return _checked_body(body, ctx)
    return lower_body(body, ctx)


def taila_keyword_cost_reduction(line: Static, noun: Noun) -> Json:
    """ "Creature spells with flying you cast cost {1} less to cast." -> `cost_reduction` with
    `keyword` (rules/spell_keywords.py; CR 601.2f, 702.1): one keyword, the rest of the spells' noun
    read as `_cost_reduction` reads it ("Creature spells")."""
    with_keyword = [q for q in noun.qualifiers if q.name == "with_keyword"]
    rest = tuple(q for q in noun.qualifiers if q.name != "with_keyword")
    if len(with_keyword) != 1 or not with_keyword[0].value:
        raise NotLowered("a cost reduction of spells with several keywords")
    keyword = normalise_keyword(str(with_keyword[0].value))
    if keyword is None:
        raise NotLowered(f"spells with {with_keyword[0].value!r}, a keyword the engine doesn't know")
    words = noun.words
    if "with" in (w.lower() for w in words):
        words = tuple(words[: [w.lower() for w in words].index("with")])
    base = _cost_reduction(Static(line.kind, Ref("group", dataclasses.replace(noun, qualifiers=rest, words=words)),
                                  pt=line.pt))
    return {**base, "keyword": keyword}


def taila_cost_increase(line: Static) -> Json:
    """ "Noncreature spells cost {1} more to cast." / "Spells your opponents cast that target ~ cost {2}
    more to cast." -> `cost_increase` of spells with `not_card_type` / `card_type` / `color`, `cast_by`
    and `targeting` (rules/cost_increase_targets.py; CR 601.2f, 601.2c)."""
    mana = line.pt or ""
    if not mana[1:-1].isdigit() or mana.count("{") != 1:
        raise NotLowered(f"a cost increase of {mana} (generic mana only)")
    noun = line.subject.noun
    assert noun is not None
    names = [(q.name, q.value) for q in noun.qualifiers]
    ability: Json = {"kind": "cost_increase", "applies_to": "spells", "generic": int(mana[1:-1])}
    noun = s26core_either_type_spells(noun, ability)  # s26-core: "Artifact and enchantment spells" (end of module)
    if noun.head != "spell" or [w.lower() for w in noun.words] != ["spells"]:
        raise NotLowered(f"a cost increase of {' '.join(noun.words)}")
    for name, value in names:
        kind = str(value or "").lower()
        if name == "non_type" and kind[3:] in _CARD_TYPE_NAMES and "not_card_type" not in ability:
            ability["not_card_type"] = _CARD_TYPE_NAMES[kind[3:]]
        elif name == "with_type" and kind in _CARD_TYPE_NAMES and kind != "land" and "card_type" not in ability:
            ability["card_type"] = _CARD_TYPE_NAMES[kind]
        elif name == "with_color" and kind in _COLOR_CODES and "color" not in ability:
            ability["color"] = _COLOR_CODES[kind]
        else:
            raise NotLowered(f"a cost increase of spells with {name.replace('_', ' ')} {value or ''}".strip())
    if line.counter in ("opponents", "you"):  # s27-older: "you"
        ability["cast_by"] = line.counter
    target = line.by
    if target is not None and target.kind == "self":
        ability["targeting"] = "self"
    elif target is not None:
        assert target.noun is not None
        spec = spec_of(target.noun)
        if spec.startswith(("card", "spell")) or spec in ("player", "opponent", "any"):
            raise NotLowered("a cost increase of spells that target something other than a permanent")
        parse_target_spec(spec)
        ability["targeting"] = spec
    return ability


def taila_that_player_applies(effect: Effect, ctx: _Context) -> bool:
    """ "that player loses 2 life" / "that player discards a card" in a trigger whose event names one
    player: "Whenever a creature an opponent controls dies" (its controller as it last existed, CR
    603.10a) and "Whenever ~ deals [combat] damage to a player / an opponent" (the player dealt it)."""
    subject = effect.subject
    return (bool(getattr(ctx, "taila_that_player", False)) and subject is not None and subject.kind == "player"
            and subject.player == "that_player")


def taila_that_player_effect(effect: Effect) -> Json:
    """ -> `lose_life` / `discard` with player "that_player" (rules/effects_life.py, rules/discard.py; CR
    603.2, 119.3, 701.9b: the player discarding chooses)."""
    if effect.may or (effect.obj is not None and effect.verb == "lose_life"):
        raise NotLowered("'that player' with a choice or an object")
    if effect.verb == "mill" and (effect.obj is not None or effect.amount is None or effect.amount.for_each
                                  or effect.amount.equal_to):
        raise NotLowered("'that player mills' other than N cards")  # s21-szn
    if effect.verb == "discard":
        if effect.random:
            raise NotLowered("a discard at random here")
        if effect.obj is not None or effect.amount is None or effect.amount.for_each or effect.amount.equal_to:
            raise NotLowered("'that player discards' other than N cards")
    return {"kind": effect.verb, "amount": _amount(effect.amount), "player": "that_player"}


def taila_self_has_counter_static(line: Static) -> Json:
    """ "~ has lifelink as long as it has a +1/+1 counter on it." -> a static pump of ~ with
    `affected_with` "creature:with_counter_+1/+1": it applies while ~ has such a counter (CR 611.3a:
    checked continuously; 122.1: counters are read from the permanent; rules/static_qualities.py)."""
    assert line.condition is not None and line.condition.noun is not None
    kind = line.condition.noun.words[0]
    if kind not in _S14_COUNTERS:
        raise NotLowered(f"a condition on {kind} counters")
    ability = _static_ability(line)
    if ability["kind"] != "static_pump" or ability.get("affected") != "self" or "affected_with" in ability:
        raise NotLowered("'as long as it has a counter on it' on this static ability")
    spec = f"creature:with_counter_{kind}"
    parse_target_spec(spec)
    return {**ability, "affected_with": spec}


_TAILA_THAT_MUCH_KINDS = frozenset({"lose_life", "gain_life", "draw", "mill", "put_counters"})  # s21-m21: put_counters


def taila_that_much_applies(effect: Effect, ctx: _Context) -> bool:
    """ "that much life" / "that many cards" in a "Whenever you gain life" trigger: the life gained."""
    return (bool(getattr(ctx, "taila_that_much", False)) and effect.amount is not None
            and effect.amount.value == "that_many" and effect.amount.for_each is None
            and effect.amount.equal_to is None)


def taila_that_much(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Whenever you gain life, target opponent loses that much life." -> the effect with the amount
    `that_much`, the life gained in the event (rules/life_gain_triggers.py names it; CR 603.2, 119.9,
    608.2h), for effects whose amount is a `Count` (life gained or lost, cards drawn or milled)."""
    lowered = lower_effect(dataclasses.replace(effect, amount=Amount(1)), ctx, duration)
    if lowered.get("kind") not in _TAILA_THAT_MUCH_KINDS or lowered.get("amount") != 1:
        raise NotLowered("'that much' in an effect whose amount the engine doesn't count")
    return {**lowered, "amount": "that_much"}


def taila_subtype_dies_trigger(line: Triggered, noun: Noun) -> Json:
    """ "Whenever an Angel you control dies, ..." -> the trigger "creature_dies" with `dying`
    "creature:<qualities>:<Subtype>": a creature with that subtype as it last existed (CR 700.4: only a
    creature dies; 603.10a, 205.3; rules/dies_triggers.py)."""
    dying = ":".join(["creature", *_qualifiers(noun)])
    parse_target_spec(dying)
    body, choice = optional_parts(line.body)
    dies_ctx = _Context("triggered")
    setattr(dies_ctx, "taila_that_player", True)  # noqa: B010 - "that player": the dying creature's controller
    effects = lower_body(body, dies_ctx)
    return {"kind": "triggered", "trigger": "creature_dies", "dying": dying, **_then(effects), **choice}


def taila_condition_spec(condition: Condition) -> str:
    """An intervening "if you control another <noun>" (CR 603.4): `condition_spec` of the noun with the
    state `other` (rules/you_control.py leaves out the ability's source; checked as it triggers and as
    it resolves); any other condition as `condition_spec` reads it."""
    noun = condition.noun
    if condition.kind != "you_control" or noun is None or not any(q.name == "other" for q in noun.qualifiers):
        return condition_spec(condition)
    rest = tuple(q for q in noun.qualifiers if q.name != "other")
    if len(rest) != len(noun.qualifiers) - 1:
        raise NotLowered("'another' twice in a condition")
    base, _, qualities = condition_spec(dataclasses.replace(condition, noun=dataclasses.replace(noun, qualifiers=rest))
                                        ).partition(":")
    spec = f"{base}:other:{qualities}" if qualities else f"{base}:other"
    parse_target_spec(spec)
    return spec


# --- s16-kws: casting mechanics (docs/oracle-kws.md) ------------------------------------------------


def kws_triggered(line: Triggered) -> Json | None:
    """s16-kws triggers, None for any other line:
    - "Whenever you cast or copy an instant or sorcery spell, <effect>" (magecraft, CR 207.2c,
      707.10) -> the `cast_trigger` of "Whenever you cast ..." with `or_copy`
      (rules/cast_or_copy_triggers.py);
    - "When ~ enters, if it was kicked, <effects>." (CR 702.33d, 603.4) -> the "enters" trigger with
      `if_kicked` (rules/kicked_permanents.py)."""
    if len(line.events) == 1 and line.events[0].kind == "kws_you_cast_or_copy":
        if line.condition is not None or line.step is not None:
            raise NotLowered("a cast-or-copy trigger with an intervening 'if'")
        as_cast = dataclasses.replace(line, events=(dataclasses.replace(line.events[0], kind="you_cast"),))
        ability = _cast_trigger(as_cast)
        if ability.get("kind") != "cast_trigger":
            raise NotLowered("a cast-or-copy trigger the engine reads otherwise")
        return {**ability, "or_copy": True}
    if len(line.events) == 1 and line.events[0].kind == "kws_you_cast_kicked":
        if line.condition is not None or line.step is not None:
            raise NotLowered("a kicked-spell cast trigger with an intervening 'if'")
        spell = Noun("spell", (), ("spell",))
        ability = _cast_trigger(dataclasses.replace(line, events=(Event("you_cast", noun=spell),)))
        return {**ability, "kicked_spell": True}  # "Whenever you cast a kicked spell" (CR 702.33b)
    if line.condition is None or line.condition.kind != "kws_kicked":
        return None
    ability = enters_trigger_under(line, "'if it was kicked'", _ENTERS_CONDITIONS)
    return {**ability, "if_kicked": True}


_ENTERS_CONDITIONS = ("if_gift", "intervening_if", "if_you_control", "if_cards_in_your_graveyard")


def enters_trigger_under(line: Triggered, what: str, others: tuple[str, ...]) -> Json:
    """A "When ~ enters" trigger whose intervening condition `what` the caller reads: the trigger lowered without it,
    refused on another trigger, with "also" events, or with one of the `others` conditions too (CR 603.4)."""
    if line.step is not None or len(line.events) != 1 or line.events[0].kind != "self" or line.events[0].verb != "enters":
        raise NotLowered(f"{what} on a trigger other than 'When ~ enters'")
    ability = _triggered(dataclasses.replace(line, condition=None))
    if ability.get("kind") != "triggered" or ability.get("trigger") != "enters" or ability.get("also_on"):
        raise NotLowered(f"{what} on this trigger")
    if any(key in ability for key in others):
        raise NotLowered(f"{what} with another condition")
    return ability


def _kws_kicked_enters_with_counters(line: Static) -> Json:
    """ "If ~ was kicked, it enters with two +1/+1 counters on it." -> `etb_counters` with `if_kicked`
    (rules/kicked_permanents.py, CR 702.33d, 614.1c, 122.6)."""
    return {**_enters_with_counters(line), "if_kicked": True}


_M19B_STATICS["kws_kicked_enters_with_counters"] = _kws_kicked_enters_with_counters


def kws_party_count(noun: Noun) -> str | None:
    """ "creature in your party" / "creatures in your party" (CR 700.8) -> the `Count` "party_size"
    (rules/party.py); None for a noun without "in your party". Only creatures, with no other quality."""
    if not any(q.name == "kws_in_your_party" for q in noun.qualifiers):
        return None
    words = " ".join(noun.words).lower()
    if words not in ("creature", "creatures") or len(noun.qualifiers) != 1:
        raise NotLowered(f"a party of {words!r} with other qualities")
    return "party_size"


def kws_escape(line: KwsEscape) -> Json:
    """ "Escape—{3}{B}, Exile three other cards from your graveyard." -> `escape` (rules/escape.py,
    CR 702.138a). Only a mana cost without X and a number of other cards."""
    number = _amount(line.exile_other)
    if not isinstance(number, int) or number < 1 or "X" in line.mana:
        raise NotLowered("an escape cost the engine doesn't name")
    return {"kind": "escape", "cost": line.mana, "exile_other": number}


def _kws_escapes_with_counters(line: Static) -> Json:
    """ "~ escapes with two +1/+1 counters on it." -> `etb_counters` with `if_escaped` (CR 702.138c)."""
    return {**_enters_with_counters(line), "if_escaped": True}


_M19B_STATICS["kws_escapes_with_counters"] = _kws_escapes_with_counters


def kws_alternative_cost(line: KwsAlternativeCost) -> Json:
    """ "Spectacle {1}{B}" / "You may pay {2}{U} rather than pay this spell's mana cost." -> `alternative_cost`
    (rules/alternative_costs.py, CR 702.137a, 118.9). Only a mana cost without X."""
    if not line.mana or "X" in line.mana:
        raise NotLowered("an alternative cost the engine doesn't name")
    condition = getattr(line, "condition", None)  # s17-taile: "If you attacked this turn, you may pay ..."
    if condition is not None:
        return taile_conditional_alternative_cost(line.name, line.mana, condition)
    return {"kind": "alternative_cost", "name": line.name, "cost": line.mana}


_KWS_SACRIFICE_TYPES = ("creature", "artifact", "enchantment", "land", "planeswalker")


def kws_sacrifice_either(cost: KwsSacrificeEither) -> Json:
    """ "As an additional cost to cast this spell, sacrifice an artifact or creature." -> `additional_cost`
    "sacrifice" with `or_card_type` (rules/additional_costs.py, CR 601.2b, 701.21a); "sacrifice a creature
    or pay {3}{B}." -> `sacrifice_or_mana_cost` (rules/sacrifice_or_mana.py)."""
    if cost.kind == "kws_sacrifice_or_pay":
        (kind,) = cost.types
        if kind not in ("creature", "artifact", "enchantment", "land") or not cost.mana or "X" in cost.mana:
            raise NotLowered(f"sacrificing a {kind} or paying {cost.mana}")
        return {"kind": "sacrifice_or_mana_cost", "card_type": kind, "mana": cost.mana}  # rules/sacrifice_or_mana.py
    first, second = cost.types
    if first == second or first not in _KWS_SACRIFICE_TYPES or second not in _KWS_SACRIFICE_TYPES:
        raise NotLowered(f"sacrificing a {first} or {second}")
    if first == "planeswalker":
        first, second = second, first  # `card_type` has no planeswalker: it goes second
    if first == "planeswalker":
        raise NotLowered("sacrificing a planeswalker")
    return {"kind": "additional_cost", "cost": "sacrifice", "card_type": first, "or_card_type": second}


# --- s16-m2x ---
def m2x_times_amount(amount: Amount, counted: str) -> str:
    """ "2 life for each creature you control with flying": N times the count, "times:<N>:<count>"
    (rules/m2x_times_amounts.py, CR 608.2h). N a plain number from 2 to 99; the count a named one."""
    if not isinstance(amount.value, int) or isinstance(amount.value, bool) or not 2 <= amount.value <= 99:
        raise NotLowered("N for each (a multiple of a count) with N not a plain number")
    if isinstance(counted, int) or str(counted).startswith("times:"):  # pragma: no cover - _counted names a count
        raise NotLowered("N for each of something that is no count")
    return f"times:{amount.value}:{counted}"


_M2X_PERMANENT_BASES = ("creature", "planeswalker", "artifact", "enchantment", "land", "permanent", "battle")


def m2x_that_permanent_is_it(ref: Ref, ctx: _Context) -> bool:
    """ "That permanent" after the ability's one target, a permanent on the battlefield ("~ deals 5 damage
    to target creature or planeswalker. That permanent loses indestructible until end of turn."): the
    object the previous targeted effect affected, while it is still on the battlefield (`it`, CR 608.2c)."""
    last = getattr(ctx, "last_target", None)
    if not isinstance(last, str):
        return False
    bases = spec_base(last).split("_or_")
    return (
        ref.kind == "that"
        and ref.noun is not None
        and ref.noun.head == "permanent"
        and not ref.noun.qualifiers
        and ctx.targets == 1
        and not ctx.plural
        and not ctx.dies
        and all(base in _M2X_PERMANENT_BASES for base in bases)
    )


def m2x_sacrifice_chosen(effect: Effect, ctx: _Context) -> Json | None:
    """ "Sacrifice two lands." / "sacrifice a creature" by the ability's controller, not optional:
    `m2x_sacrifice_chosen` with the permanents' spec and number (rules/m2x_sacrifice_chosen.py, CR 701.21a,
    608.2d). The spec and number are read as the optional sacrifice reads them (`optional_sacrifice`)."""
    if effect.may or effect.random or effect.subject is not None:  # s25-stdb: a spell's "Sacrifice a land." too
        return None
    action = optional_sacrifice(effect)
    if action is None or action.get("spec") in (None, "self") or not isinstance(action.get("amount"), int):
        return None
    return {"kind": "m2x_sacrifice_chosen", "spec": action["spec"], "amount": action["amount"]}


def m2x_damage_equal_to_own_power_applies(effect: Effect, ctx: _Context) -> bool:
    """ "{7}{R}: ~ deals damage equal to its power to target player or planeswalker." / "{R}, Sacrifice ~:
    It deals damage equal to its power to ...": ~ (or "it" where only ~ can be meant: an activated ability,
    a trigger on ~'s own event) deals damage equal to ~'s own power, no target named before."""
    source, amount = effect.subject, effect.amount
    return (
        source is not None
        and (source.kind == "self" or (source.kind == "it" and ctx.self_event))
        and not ctx.dies
        and ctx.targets == 0
        and amount is not None
        and amount.equal_to == "its_power"
        and amount.for_each is None
        and effect.obj is not None
    )


def m2x_damage_equal_to_own_power(effect: Effect, ctx: _Context) -> Json:
    """The damage with amount `source_power`: ~'s power as the ability resolves, or as ~ last existed on
    the battlefield when it has left (sacrificed as the cost; rules/source_amounts.py, CR 608.2h, 113.7a)."""
    assert effect.obj is not None
    return {"kind": "damage", "amount": "source_power", "target": object_spec(effect.obj, ctx, players=True)}


# --- s16-curses ---


def _curses_additional_land(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "You may play an additional land this turn." (CR 305.2) -> the `additional_land_this_turn` effect
    (rules/additional_land_this_turn.py)."""
    if duration is not None:
        raise NotLowered("an additional land play with a duration of its own")
    return {"kind": "additional_land_this_turn"}


_M19B_EFFECTS["curses_additional_land"] = _curses_additional_land


def curses_enchant_player(noun: Noun) -> list[Json]:
    """ "Enchant player" (CR 303.4, 702.5a: an Aura that enchants a player) -> `enchant` with the target
    "player" (rules/auras.py, rules/enchant_player.py). Only the bare word: "Enchant opponent" or a
    qualified player isn't read."""
    if noun.qualifiers or noun.words not in ((), ("player",)):
        raise NotLowered("enchant: a player with a qualifier")
    return [{"kind": "enchant", "target": "player"}]


# "At the beginning of enchanted player's upkeep, ..." (an Aura that enchants a player, CR 303.4; 503.1a): the
# step of the player the Aura is attached to (rules/step_triggers.py `that_player`, rules/enchant_player.py)
_WHOSE["enchanted player's"] = "enchanted_player"


# --- s16-neo2 ---


def neo2_self_or_equipped(line: Triggered, *, is_spell: bool) -> list[Json]:
    """ "Whenever ~ or equipped creature attacks [deals combat damage to a player], <effects>" (CR 603.2,
    301.5): one printed ability, two engine abilities: ~'s own trigger (read as "Whenever ~ attacks,
    ..."; "it" is ~) and the Equipment's "equipped_attacks" / "equipped_deals_damage" trigger on the
    creature it is attached to (rules/attached_triggers.py, rules/damage_triggers.py; CR 508.3a, 510.2),
    where "it" is that creature (`that_permanent`). The two never trigger on one event: an Equipment
    that is a creature can't equip a creature (CR 301.5c)."""
    if is_spell or type(line) is not Triggered or len(line.events) != 1 or line.condition is not None:
        raise NotLowered("'~ or equipped creature' with other events or an intervening 'if'")
    verb = line.events[0].verb or ""
    if f"equipped {verb}" not in _ATTACHED_TRIGGERS:
        raise NotLowered(f"'~ or equipped creature {verb}'")
    line, sacrifices_it = s18neob_sacrifice_it(line)  # s18-neob: "you may sacrifice it" (end of this module)
    own = lower(dataclasses.replace(line, events=(Event("self", verb=verb),)), is_spell=False)
    trigger, damage_to, combat = _ATTACHED_TRIGGERS[f"equipped {verb}"]
    body, choice = unless_parts(*optional_parts(line.body))
    if sacrifices_it:
        choice = {**choice, "optional_action": {**choice["optional_action"], "spec": "that_permanent"}}
    effects = lower_body(body, _EventContext("triggered"))  # "it": the equipped creature (`that_permanent`)
    equipped: Json = {"kind": "triggered", "trigger": trigger, **_then(effects), **choice}
    if damage_to is not None:
        equipped["damage_to"] = damage_to
    if combat:
        equipped["combat_damage"] = True
    return [*own, equipped]


# "for each <noun> you control" -> what `self_count_pump` counts (rules/pt_cda.py `count`)
_NEO2_YOU_CONTROL = {
    "creature": "creatures_you_control",
    "land": "lands_you_control",
    "artifact": "artifacts_you_control",
    "permanent": "permanents_you_control",
}
_NEO2_CARD_TYPES = {"artifact", "creature", "enchantment", "land", "planeswalker", "instant", "sorcery"}


def neo2_self_count_pump(line: Static) -> Json:
    """ "~ gets +1/+0 for each artifact and/or enchantment card in your graveyard." / "~ gets +1/+1 for
    each artifact you control." -> `self_count_pump` (rules/self_count_pump.py; layer 7c, CR 613.4c,
    611.3a): `power` / `toughness` for each object counted. Counts with other qualities ("other",
    "tapped", a subtype, an opponent's graveyard) are not read."""
    noun = line.for_each
    if noun is None or line.pt is None or line.keywords or line.condition is not None:
        raise NotLowered("a counted change of power/toughness with more than a count")
    power, toughness = _pt(line.pt)
    if not isinstance(power, int) or not isinstance(toughness, int):
        raise NotLowered(f"a counted change of power/toughness {line.pt!r}")
    qualifiers = [(q.name, q.value) for q in noun.qualifiers]
    ability: Json = {"kind": "self_count_pump", "power": power, "toughness": toughness}
    if noun.head == "card" and qualifiers == [("with_type", "creature"), ("s26core_in_opponents_graveyards", None)]:
        return {**ability, "count": "creature_cards_in_opponents_graveyards"}  # s26-core (CR 404.1, 102.2)
    if qualifiers == [("you_control", None)] and noun.head in _NEO2_YOU_CONTROL:
        return {**ability, "count": _NEO2_YOU_CONTROL[noun.head]}
    if qualifiers == [("opponent_controls", None)] and noun.head == "creature":  # s24-isd: "your opponents control"
        return {**ability, "count": "creatures_opponents_control"}
    if (either := neo_either_types(noun)) is not None:  # s17-neo: "for each artifact and/or enchantment you control"
        return {**ability, "count": "permanents_you_control", "card_types": [kind.capitalize() for kind in either]}
    if noun.head == "card" and qualifiers == [("neo_in_your_hand", None)]:
        return {**ability, "count": "cards_in_your_hand"}  # s17-neo: "for each card in your hand" (CR 402.1)
    graveyard = ("library_in_your_graveyard", None)
    if noun.head == "card" and qualifiers == [graveyard]:
        return {**ability, "count": "cards_in_your_graveyard"}
    if noun.head == "card" and len(qualifiers) == 2 and qualifiers[1] == graveyard and qualifiers[0][0] == "with_type":
        kind = qualifiers[0][1] or ""
        if kind == "creature":
            return {**ability, "count": "creature_cards_in_your_graveyard"}
        if kind in _NEO2_CARD_TYPES:
            return {**ability, "count": "cards_in_your_graveyard", "card_types": [kind.capitalize()]}
    words = noun.head.split()  # "artifact and/or enchantment card" (grammar: neo2_types_and_or_card)
    if (qualifiers == [graveyard] and len(words) == 3 and words[2] == "card"
            and words[0] in _NEO2_CARD_TYPES and words[1] in _NEO2_CARD_TYPES and words[0] != words[1]):
        return {**ability, "count": "cards_in_your_graveyard", "card_types": [words[0].capitalize(), words[1].capitalize()]}
    if (neo3 := neo3_other_or_modified_count(noun, qualifiers)) is not None:  # s17-neo3
        return {**ability, **neo3}
    if (subtype := s23c11_counted_subtype(noun)) is not None:  # s23-c11: "for each Mountain you control" (end)
        return {**ability, "count": "permanents_you_control", "subtype": subtype}
    if (other := s25mh_other_subtype(noun)) is not None:  # s25-mh: "for each other Cat you control" (end)
        return {**ability, "count": "permanents_you_control", "subtype": other, "other": True}
    if (named := s26std_other_named_count(noun)) is not None:  # s26-std: "for each other creature named ~ ..." (end)
        return {**ability, **named}
    if (countered := s27older_with_counter_count(noun, qualifiers)) is not None:  # s27-older (end of this module)
        return {**ability, **countered}
    raise NotLowered(f"counting {' '.join(noun.words)!r} with these qualities")


def neo2_tap_either_cost(tapped: Json, noun: Noun) -> Json:
    """ "Tap an untapped artifact or creature you control" (CR 602.2b, 701.26a): the `tap_permanents`
    cost whose `spec` names either card type ("artifact_or_creature", the target grammar's `_or_`
    base, rules/tap_costs.py). Only two card types of permanents, without other qualities."""
    kinds = [word.lower() for word in noun.words if word.lower() != "or"]
    if noun.qualifiers or len(kinds) != 2 or len(set(kinds)) != 2 or not all(
            kind in ("artifact", "creature", "enchantment", "land", "planeswalker") for kind in kinds):
        raise NotLowered(f"tapping {' '.join(noun.words)!r}")
    return {**tapped, "spec": "_or_".join(kinds)}


# --- s17-afr ---


def afr_pack_tactics_triggered(line: Triggered) -> Json | None:
    """ "Whenever ~ attacks, if you attacked with creatures with total power 6 or greater this combat,
    <effects>" (pack tactics, CR 207.2c, 603.4) -> the "attacks" trigger with `if_attacked_with_power`
    (rules/pack_tactics.py); None for a line without that condition."""
    if line.condition is None or line.condition.kind != "afr_attacked_with_total_power":
        return None
    if line.step is not None or len(line.events) != 1 or line.events[0].kind != "self" or line.events[0].verb != "attacks":
        raise NotLowered("'if you attacked with creatures with total power N or greater' on a trigger other than "
                         "'Whenever ~ attacks'")
    ability = _triggered(dataclasses.replace(line, condition=None))
    if ability.get("kind") != "triggered" or ability.get("trigger") != "attacks" or ability.get("also_on"):
        raise NotLowered("pack tactics on this trigger")
    if any(key.startswith("if_") or key == "intervening_if" for key in ability):
        raise NotLowered("pack tactics with another condition")
    return {**ability, "if_attacked_with_power": line.condition.number}


def afr_roll_table(sentence: AfrRollTable, ctx: _Context) -> Json:
    """ "Roll a d20." and its result table (CR 706.2) -> `roll_die` (rules/dice.py): each row's sentences
    lowered as the body they are; the rows must cover 1 to 20 in order (checked by the model)."""
    if sentence.sides != 20:
        raise NotLowered(f"a d{sentence.sides}")
    chosen = s25stdc_roll_target(sentence, ctx)  # s25-stdc: "Choose target ..., then roll a d20." (end of module)
    results = []
    for low, high, sentences in s22afr_those_tokens(sentence.rows):  # s22-afr: "Create two of those tokens."
        effects = (_checked_body if chosen else lower_body)(Body(sentences), ctx)  # s25-stdc: a row's "It doesn't untap"
        if any(effect.get("kind") in ("roll_die", "modal") for effect in effects):
            raise NotLowered("a die's result that rolls again or chooses modes")
        results.append({"low": low, "high": high, "effects": effects})
    return {"kind": "roll_die", "sides": sentence.sides, **chosen, "results": results}


# "Whenever you roll one or more dice, <effects>." (CR 706.1, 603.2): the trigger "you_roll_dice"
# (rules/dice_triggers.py), read as "Whenever you forage" is (`s14_forage_triggered`)
_S14_FORAGE_TRIGGERS = (*_S14_FORAGE_TRIGGERS, "you_roll_dice")  # type: ignore[assignment]


def afr_self_equipped_static(line: Static) -> Json:
    """ "As long as ~ is equipped, it gets +0/+2 [has menace]." (CR 301.5, 611.3a) -> the static pump of
    ~ with `status` "equipped" (rules/self_equipped.py)."""
    subject = line.subject
    if subject.kind == "it":  # "it" is ~, named by the condition before it
        subject = dataclasses.replace(subject, kind="self")
    ability = _static_ability(dataclasses.replace(line, condition=None, subject=subject))
    if ability["kind"] != "static_pump" or ability.get("affected") != "self" or "status" in ability:
        raise NotLowered("'as long as ~ is equipped' on this static ability")
    if any(key.startswith("as_long_as") for key in ability):
        raise NotLowered("'as long as ~ is equipped' with another condition")
    return {**ability, "status": "equipped"}


def afr_becomes_creature_land(sentence: AfrBecomesCreatureLand, ctx: _Context) -> Json:
    """ "~ [Target land you control] becomes a 3/4 white Dragon creature with flying until end of turn.
    It's still a land." (CR 205.1b) -> `becomes_creature` with the types ["Creature"] added, its base
    power and toughness (layer 7b), `colors` (layer 5) and `keywords` (layer 6) until end of turn
    (rules/animated_lands.py). Only ~, "it" or a target land; only until end of turn."""
    if sentence.duration not in ("end_of_turn", "indefinitely"):  # s21-neob: "indefinitely" (no duration, 611.2a)
        raise NotLowered(f"a land that becomes a creature {sentence.duration.replace('_', ' ')}")
    subject: Ref = s21neob_that_land_is_it(sentence.subject, ctx)  # s21-neob (end of this module)
    if subject.kind == "target" and (subject.noun is None or subject.noun.head not in ("land", "lands")):
        raise NotLowered("'becomes a creature. It's still a land.' on a target that isn't a land")
    if subject.kind not in ("self", "it", "target"):
        raise NotLowered(f"'becomes a creature' on {subject.kind.replace('_', ' ')}")
    target = _permanents(subject, ctx)
    if subject.kind == "self" and target != "self":
        raise NotLowered("'~ becomes a creature' here")
    if "colorless" in sentence.colors:
        raise NotLowered("a land that becomes a colorless creature")
    effect = becomes_creature_effect(sentence, ["Creature"], target)
    return {**effect, "duration": "indefinitely"} if sentence.duration == "indefinitely" else effect  # s21-neob


def becomes_creature_effect(description: Any, types: list[str], target: str) -> Json:
    """`becomes_creature` of a "becomes a 3/3 green Bear [artifact] creature [with flying]" description: its stats,
    the card types given, its subtypes, colors and keywords (CR 613.1d-f, 613.4b)."""
    power, toughness = (int(value) for value in description.stats.split("/"))
    effect: Json = {"kind": "becomes_creature", "power": power, "toughness": toughness, "types": types,
                    "subtypes": list(description.subtypes), "target": target}
    if description.colors:
        effect["colors"] = [_COLOR_CODES[color] for color in description.colors]
    if description.keywords:
        effect["keywords"] = [keyword_text(keyword) for keyword in description.keywords]
    return effect


# --- s17-dfc ---


def _dfc_disturb(line: Static) -> Json:
    """ "Disturb {1}{U}" -> `disturb` (rules/disturb.py, CR 702.146a). Only a mana cost without X."""
    mana = getattr(line, "mana", "")
    if not mana or "X" in mana:
        raise NotLowered("a disturb cost the engine doesn't name")
    return {"kind": "disturb", "cost": mana}


def _dfc_exiled_from_anywhere(line: Static) -> Json:
    """ "If ~ would be put into a graveyard from anywhere, exile it instead." -> `exiled_instead_of_dying`
    with `from_anywhere` (rules/disturb.py, CR 614.1a); the reader keeps it on a transforming card's back
    face only."""
    return {"kind": "exiled_instead_of_dying", "from_anywhere": True}


_M19B_STATICS["dfc_disturb"] = _dfc_disturb
_M19B_STATICS["dfc_exiled_from_anywhere"] = _dfc_exiled_from_anywhere


_DFC_CARD_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment", "instant": "Instant",
                   "land": "Land", "planeswalker": "Planeswalker", "sorcery": "Sorcery"}


def dfc_typed_graveyard_rider(condition: Condition) -> Json:
    """ "Then if there are four [three] or more creature cards in your graveyard, ..." -> the rider condition
    `cards_in_your_graveyard` with `card_type` (rules/riders.py, CR 608.2c)."""
    assert condition.noun is not None
    if len(condition.noun.words) == 2:
        return s23ori_either_graveyard_rider(condition)  # s23-ori: spell mastery (end of this module)
    card_type = _DFC_CARD_TYPES.get(condition.noun.words[0]) if len(condition.noun.words) == 1 else None
    if card_type is None or not condition.number:
        raise NotLowered(f"counting {' '.join(condition.noun.words)!r} cards in your graveyard")
    return {"kind": "cards_in_your_graveyard", "number": condition.number, "card_type": card_type}


def dfc_self_or_other_dies_trigger(line: Triggered) -> Json:
    """ "Whenever ~ or another creature [nontoken Zombie] you control dies, ..." -> the trigger "creature_dies"
    with `dying` the other creature's spec (as for "another creature you control dies") and `or_self`: ~'s own
    death triggers it too (rules/dies_triggers.py, CR 603.6c, 603.10a, 700.4). Only with "another"."""
    event = line.events[0]
    if event.noun is None or not any(q.name == "other" for q in event.noun.qualifiers):
        raise NotLowered("'~ or a <creature> dies' without 'another'")
    if event.noun.head == "subtypes":  # "~ or another Wolf or Werewolf you control dies" (CR 205.3)
        return {**_dfc_subtypes_dies_trigger(line, event.noun), "or_self": True}
    ability = _dies_trigger(dataclasses.replace(line, events=(Event("other_dies", noun=event.noun),)))
    return {**ability, "or_self": True}


def _dfc_subtypes_dies_trigger(line: Triggered, noun: Noun) -> Json:
    """ "another Wolf or Werewolf you control dies": the trigger "creature_dies" with `dying`
    "creature:other:you_control:Wolf_or_Werewolf" (a creature with either subtype as it last existed, CR 603.10a,
    205.3). Only the qualities "another" and "you control"."""
    words = tuple(noun.words)
    names = {q.name for q in noun.qualifiers}
    if line.condition is not None or not names <= {"other", "you_control"} or len(words) < 2 or not all(
            word[:1].isupper() and word.isalpha() for word in words):
        raise NotLowered(f"dies trigger on {' '.join(words)!r}")
    dying = ":".join(["creature", *(name for name in ("other", "you_control") if name in names), "_or_".join(words)])
    parse_target_spec(dying)
    body, choice = optional_parts(line.body)
    dies_ctx = _Context("triggered")
    setattr(dies_ctx, "taila_that_player", True)  # noqa: B010 - "that player": the dying creature's controller
    effects = lower_body(body, dies_ctx)
    return {"kind": "triggered", "trigger": "creature_dies", "dying": dying, **_then(effects), **choice}


def dfc_add_either(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "add {R} or {G}" from a triggered ability or a spell, which is not a mana ability (CR 106.4, 605.5a) ->
    `add_mana` with the choice "{R}|{G}" (one mana, its type chosen as it resolves, rules/mana_choice_effects.py,
    CR 608.2d). As an activated ability's effect it would be a mana ability (605.1a): read only where `as_mana_ability`
    makes it one (s23-ori)."""
    if ctx.kind not in ("triggered", "step", "spell", "activated") or not effect.place or duration is not None:
        raise NotLowered("a choice of mana added other than by a spell or a triggered ability")
    return {"kind": "add_mana", "mana": effect.place}


_M19B_EFFECTS["dfc_add_either"] = dfc_add_either


def dfc_subtypes_condition_spec(noun: Noun) -> str:
    """ "you control a Wolf or Werewolf" -> the spec "permanent:Wolf_or_Werewolf": a permanent with either
    subtype (CR 205.3; rules/you_control.py). Only two or more subtypes joined by "or", no other quality."""
    words = tuple(noun.words)
    if noun.qualifiers or len(words) < 2 or not all(word[:1].isupper() and word.isalpha() for word in words):
        raise NotLowered(f"condition on {' '.join(words)!r}")
    spec = "permanent:" + "_or_".join(words)
    parse_target_spec(spec)
    return spec


# --- s17-lm ---


# "Learn." (CR 701.48a): rules/learn.py; the ability's controller may discard a card to draw a card, else may put
# a Lesson card they own from outside the game (their `sideboard`) into their hand
_M19B_EFFECTS["lm_learn"] = _bare_action("learn", "learn")


def lm_you_control_count_static(line: Static) -> Json:
    """ "As long as you control eight or more lands, ~ gets +5/+5." / "~ gets +2/+2 as long as you control eight or
    more lands." (CR 611.3a, 604.2) -> the static pump with `as_long_as_you_control` (what is counted, card types,
    subtypes and colors only: rules/you_control.py) and `as_long_as_you_control_at_least` (how many at least)."""
    condition = line.condition
    assert condition is not None
    if condition.noun is None or not isinstance(condition.number, int) or condition.number < 2:
        raise NotLowered("condition 'you control count'")
    spec = s24mh1_counted_spec_other(condition.noun)  # s24-mh1: "three or more other ..." (end of this module)
    ability = _static_ability(line)
    if ability["kind"] != "static_pump":
        raise NotLowered("a count condition on this static ability")
    return {**ability, "as_long_as_you_control": spec, "as_long_as_you_control_at_least": condition.number}


def lm_discards_itself(line: Activated) -> bool:
    """s17-lm: an instant's or sorcery's activated ability whose cost discards the card ("{U/R}{U/R}, Discard ~:
    Create a Treasure token."): it works from its owner's hand (CR 113.6k, 602.1; rules/hand_abilities.py)."""
    return any(cost.kind == "discard_self" for cost in line.costs)


def lm_spell_you_may(body: Body, ctx: _Context) -> Json:
    """ "You may discard a card. If you do, draw a card." as a spell's text (CR 608.2c-d) -> `if_you_do` without a
    condition (rules/spell_if_you_do.py): its controller chooses as it resolves; only one sentence after "If you
    do" (a later sentence would happen either way, and the body doesn't keep them apart)."""
    assert body.optional is not None
    if len(body.sentences) != 1 or body.once_each_turn:
        raise NotLowered("'You may ... If you do, ...' followed by other sentences on a spell")
    action = body.optional
    sentence = body.sentences[0]
    return s14_if_you_do(S14IfYouMay(sentence.effects, sentence.joined_by, if_condition=None, action=action), ctx)


# --- s17-core ---------------------------------------------------------------------------------

# The keys of a lowered `triggered` ability that say when it triggers (not what it does, nor a choice
# or a condition of its own).
_CORE_TRIGGER_KEYS = frozenset({
    "kind", "trigger", "effect", "controller", "entering", "attacking_with", "spell", "also_on", "damage_to",
    "other_creature", "land_subtype", "land_controller", "dying", "attacking", "attack_with", "activated_of",
    "while_you_control", "max_per_turn", "dealing", "sacrificed", "entering_any_of", "or_self", "leaving",
    "without_dying", "batch", "combat_damage", "during_your_turn", "nth_each_turn",
})


def core_modal_trigger(line: TriggeredModal) -> list[Json]:
    """ "Whenever a Swamp enters under your control, choose one — • ... • ..." / "Whenever ~ attacks or
    blocks, choose one — ..." (CR 700.2b: the mode is chosen as the trigger is put on the stack;
    rules/modes.py): a trigger on any event the engine reads, whose effect is `modal`. Each mode must
    name nothing the event names ("it", "that player"): it is lowered both on its own and as that
    trigger's effect, and the two must be the same, or the line is not modelled."""
    if line.condition is not None:
        raise NotLowered("modes on a trigger with an intervening 'if' (CR 603.4)")
    placeholder = Body((Sentence((Effect("draw", amount=Amount(1)),)),))
    ability = _triggered(Triggered(line.events, placeholder))
    if ability.get("kind") != "triggered" or set(ability) - _CORE_TRIGGER_KEYS:
        raise NotLowered("modes on this trigger event")
    modes: list[Json] = []
    for body in line.modes:
        alone = _lower_mode(body, "triggered")
        as_trigger = _triggered(Triggered(line.events, body))
        if set(as_trigger) - _CORE_TRIGGER_KEYS - {"then_effects"}:
            raise NotLowered("a mode with a choice of its own on this trigger event")
        effects = [as_trigger["effect"], *as_trigger.get("then_effects", [])]
        expected = alone["effects"] if alone.get("kind") == "mode_sequence" else [alone]
        if effects != expected and not (len(effects) == 1 and spells_single_mode(effects[0]) == alone):
            raise NotLowered("a mode that names what the trigger event names")
        modes.append(alone)
    ability["effect"] = {"kind": "modal", "modes": modes, **s25stdc_up_to_one(line)}
    return [ability]


def core_types_and_or_card(noun: Noun) -> tuple[str, list[str]] | None:
    """ "instant and/or sorcery cards" (grammar: neo2_types_and_or_card) -> the base "card" with the
    qualifier "instant_or_sorcery": a card with either card type or both (CR 205.2a; the filter
    grammar's `_or_` is "one of them"). None for any other noun."""
    words = [word.lower() for word in noun.words]
    if len(words) != 3 or words[2] not in ("card", "cards") or words[0] == words[1]:
        return None
    if any(word not in (*CARD_TYPES, *_SPELL_CARD_TYPES) for word in words[:2]):
        return None
    return "card", [f"{words[0]}_or_{words[1]}"]


def core_additional_lands(line: Static) -> Json:
    """ "You may play two additional lands on each of your turns." -> `additional_land_play` with
    `count` 2 (CR 305.2; rules/additional_lands.py)."""
    count = line.amount.value if line.amount is not None else None
    if not isinstance(count, int) or not 2 <= count <= 10:
        raise NotLowered("a number of additional lands other than two to ten")
    return {"kind": "additional_land_play", "count": count}


def core_static(line: Static) -> list[Json]:
    """The static abilities of the s17-core block of oracle.lark: "If you would gain life, you gain that
    much life plus N instead." -> `life_gain_increase` (CR 614.1a; rules/life_gain_increase.py)."""
    if line.kind == "core_life_gain_increase" and line.amount is not None and isinstance(line.amount.value, int):
        if not 1 <= line.amount.value <= 100:
            raise NotLowered("a life gain increase other than 1 to 100")
        return [{"kind": "life_gain_increase", "plus": line.amount.value}]
    raise NotLowered(f"the s17-core static {line.kind!r}")


def core_life_change_context(event_kind: str) -> _Context:
    """The context of a "Whenever you lose life" / "Whenever you gain or lose life" trigger's effects:
    "that many cards" / "that much life" is the life lost or gained in the event (CR 603.2, 608.2h;
    rules/life_change_triggers.py names it `that_much`), as in "Whenever you gain life"."""
    ctx = _Context("triggered")
    if event_kind in ("you_lose_life", "you_gain_or_lose_life", "opponent_loses_life"):  # s26-core: an opponent's
        setattr(ctx, "taila_that_much", True)  # noqa: B010 - read by taila_that_much_applies
    return ctx


def core_names_that_much(effects: list[Json]) -> bool:
    """Whether a lowered effect's amount is the event's `that_much` (then the trigger must be the
    `triggered` form, which names it, not the `life_trigger` form, which names nothing)."""
    return any(effect.get("amount") == "that_much" for effect in effects)


# --- s17-neo ---


def neo_they_created_tokens(ref: Ref, ctx: _Context) -> bool:
    """ "Create two 1/1 colorless Spirit creature tokens. They gain haste until end of turn.": "they"
    is the creature tokens the effect just before created (CR 608.2c), when nothing was targeted; the
    engine's "it" names every one of them (rules/effects_targets.py remembers each token created)."""
    return ref.kind == "player" and ref.player == "they" and ctx.targets == 0 and ctx.named == "neo_created_tokens"


_NEO_PERMANENT_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")


def neo_either_types(noun: Noun) -> tuple[str, str] | None:
    """ "artifact and/or enchantment you control" / "artifact or enchantment you control": the two
    distinct permanent card types (CR 205.2a: a permanent having either), when "you control" is the
    noun's only quality; else None."""
    if [q.name for q in noun.qualifiers] != ["you_control"]:
        return None
    words = noun.head.split() if noun.head != "either" else list(noun.words)
    if len(words) != 3 or words[1] not in ("or", "and/or") or words[0] == words[2]:
        return None
    if words[0] not in _NEO_PERMANENT_TYPES or words[2] not in _NEO_PERMANENT_TYPES:
        return None
    return words[0], words[2]


def neo_count_either(noun: Noun) -> str | None:
    """ "for each artifact and/or enchantment you control" as an amount (CR 608.2h): the `Count`
    "count:artifact:you_control|enchantment:you_control" (rules/count_of.py counts each permanent once)."""
    either = neo_either_types(noun)
    if either is None:
        return None
    return "count:" + "|".join(f"{kind}:you_control" for kind in either)


def neo_enters_with_counters_if(line: Static) -> Json:
    """ "~ enters with a +1/+1 counter on it if you control a modified creature." -> `etb_counters` with
    `if_you_control`, the spec of rules/you_control.py (rules/etb_counters_if_you_control.py; CR 614.1c)."""
    assert line.condition is not None
    ability = _enters_with_counters(line)
    if line.condition.kind in _S26CMDC_IF_CAST:  # s26-cmdc: "... if you cast it from your hand" (end of this module)
        return {**ability, "if_cast": _S26CMDC_IF_CAST[line.condition.kind]}
    if records_is_condition(line.condition):  # "... if you attacked this turn" (s17-taile's raid, CR 508.1)
        return {**ability, "if_this_turn": records_rider_condition(line.condition)}
    return {**ability, "if_you_control": condition_spec(line.condition)}



_NEO_OTHERWISE = "neo_otherwise"  # a marker on a lowered condition, taken off by `rider_wrap`


def neo_otherwise_condition(ctx: _Context, negated: bool) -> Json:
    """ "Otherwise, <effects>." after a conditional sentence read as `if_condition` riders (CR 608.2c): the
    same condition, the effects happening only if it did not hold when that sentence was reached (the
    engine remembers that answer: rules/otherwise.py). Not read after anything else."""
    last = getattr(ctx, "neo_last_condition", None)
    if last is None or negated:
        raise NotLowered("'Otherwise, ...' not after a conditional sentence read as a rider")
    ctx.neo_last_condition = None  # type: ignore[attr-defined]  # one "Otherwise" for one condition
    return {**last, _NEO_OTHERWISE: True}


def neo_hand_condition(condition: Condition, ctx: _Context, negated: bool) -> Json:
    """ "if you have one or fewer cards in hand" / "no cards in hand" (CR 402.1) -> the RiderCondition
    `cards_in_hand` with `hand_at_most` (rules/riders.py), decided as the sentence is reached (CR 608.2c)."""
    assert condition.number is not None
    found: Json = {"kind": "cards_in_hand", "hand_at_most": condition.number}
    if negated:
        found["negated"] = True
    ctx.neo_last_condition = found  # type: ignore[attr-defined]  # what "Otherwise, ..." negates
    return found


# --- s17-taile (docs/oracle-s17-taile.md) ---


def taile_attacked_condition(kind: str) -> Json:
    """ "if you attacked this turn" / "unless you attacked this turn" read as "you didn't attack this
    turn" (CR 508.1): the `this_turn` condition on the record "attacked" (rules/turn_records.py)."""
    found: Json = {"kind": "this_turn", "record": "attacked"}
    if kind == "records_not_attacked":
        found["negated"] = True
    return found


# "Whenever you cast a historic spell" (CR 700.6, 601.2i): the cast trigger's `spell_with` "historic", read
# from the spell's characteristics as it becomes cast (rules/cast_trigger_stats.py)
_M19B2_CAST_QUALIFIERS["taile_historic"] = lambda q: {"spell_with": ["historic"]}


def taile_cast_main_phase(ctx: _Context) -> Json:
    """ "If you cast this spell during your main phase, <effects>." (addendum, CR 505.1) -> the rider condition
    `cast_during_main_phase` (rules/addendum.py), read in an instant's or sorcery's own sentences only."""
    if ctx.kind != "spell":
        raise NotLowered("'if you cast it during your main phase' outside a spell's own text")
    return {"kind": "cast_during_main_phase"}

# "Whenever you cast a multicolored spell" (CR 105.4, 601.2i): the cast trigger's `spell_with` "multicolored"
_M19B2_CAST_QUALIFIERS["targets_multicolored"] = lambda q: {"spell_with": ["multicolored"]}


def taile_static_condition_spec(condition: Condition) -> str:
    """A static ability's "as long as you control another Dinosaur" (CR 611.3a): the spec of `condition_spec`
    with `:other`, the source itself left out (rules/you_control.py `static_condition_holds`); any other
    condition as `condition_spec` reads it."""
    noun = condition.noun
    if condition.kind != "you_control" or noun is None:
        return condition_spec(condition)
    others = [q for q in noun.qualifiers if q.name == "other"]
    if len(others) != 1:
        return condition_spec(condition)
    rest = dataclasses.replace(noun, qualifiers=tuple(q for q in noun.qualifiers if q.name != "other"))
    return condition_spec(dataclasses.replace(condition, noun=rest)) + ":other"


def taile_subtype_tokens_static(line: Static) -> Json | None:
    """ "Zombie tokens you control have flying." / "Soldier tokens you control get +1/+1." (CR 611.3a, 613.4c,
    111.1): the `static_pump` of creatures you control with `status` "token" and that `subtype` (a creature
    type is a creature's or a kindred card's, CR 205.3d; the static pump affects creatures only); None for
    any other static ability."""
    noun = line.subject.noun
    if noun is None or " ".join(noun.words).lower() != "tokens" or line.condition is not None:
        return None
    names = sorted((q.name, q.value or "") for q in noun.qualifiers)
    if len(names) != 2 or names[1] != ("you_control", "") or names[0][0] != "with_subtype":
        return None
    power, toughness = _pt(line.pt) if line.pt else (0, 0)
    if not isinstance(power, int) or not isinstance(toughness, int):
        raise NotLowered("a static X")
    pumped: Json = {"kind": "static_pump", "affected": "creatures_you_control", "power": power,
                    "toughness": toughness, "subtype": names[0][1], "status": "token"}
    if line.keywords:
        pumped["keywords"] = [keyword_text(k) for k in line.keywords]
    return pumped


def taile_rider_condition_spec(condition: Condition, ctx: _Context) -> str:
    """A rider's "unless you control another Pirate" (CR 608.2c): with `:other` only in a permanent's ability
    (the source left out, rules/riders.py); a spell has no source on the battlefield to leave out."""
    spec = taile_static_condition_spec(condition)
    if spec.endswith(":other") and ctx.kind not in ("triggered", "activated", "step"):
        raise NotLowered("'another' in a condition of a spell's sentence")
    return spec


def taile_conditional_alternative_cost(name: str, mana: str, condition: Condition) -> Json:
    """ "If you attacked this turn, you may pay {U} rather than pay ~'s mana cost." (CR 118.9) -> the
    `alternative_cost` with `if_this_turn` (rules/alternative_costs.py); a condition on the turn's history only."""
    if not records_is_condition(condition):
        raise NotLowered(f"an alternative cost under the condition '{condition.kind.replace('_', ' ')}'")
    return {"kind": "alternative_cost", "name": name, "cost": mana, "if_this_turn": records_rider_condition(condition)}


def taile_graveyard_count(noun: Noun) -> str | None:
    """ "card(s) in your graveyard" / "creature card(s) in your graveyard" (CR 404.1, 608.2h) -> the `Count`
    "graveyard_cards" / "graveyard_creature_cards" (rules/graveyard_amounts.py); None for other qualities."""
    words = [w.lower() for w in noun.words]
    qualifiers = [(q.name, q.value) for q in noun.qualifiers]
    if ("library_in_your_graveyard", None) not in qualifiers:
        return None
    rest = [q for q in qualifiers if q != ("library_in_your_graveyard", None)]
    if words in (["card"], ["cards"]) and not rest:
        return "graveyard_cards"
    if words in (["card"], ["cards"]) and rest == [("with_type", "creature")]:
        return "graveyard_creature_cards"
    if noun.head == "type_card" and not rest and words in (["creature", "card"], ["creature", "cards"]):
        return "graveyard_creature_cards"
    return s22war_graveyard_count(noun, rest)  # s22-war (end of this module)


# --- s17-tailf ---


def tailf_triggered(line: Triggered) -> Json | None:
    """The s17-tailf trigger events, None for any other: "Whenever you cycle a card / another card, <effects>."
    -> the trigger "you_cycle" and "When you cycle ~, <effects>." -> "self_cycled" (CR 702.29a, 702.29c, 603.2;
    rules/cycle_triggers.py). Alone, without an intervening "if". A permanent is never the card cycled (cycling
    works from a hand, 702.29a), so "another card" reads as "a card" for a permanent's ability. "self_cycled"
    triggers from whatever zone the cycled card winds up in: effects naming ~ or "it" (the card there) are
    not read."""
    if len(line.events) == 1 and line.events[0].kind == "self" and line.events[0].verb == "enters untapped":
        return tailf_enters_untapped(line)
    if len(line.events) != 1 or line.events[0].kind not in ("you_cycle", "self_cycled"):
        return None
    event = line.events[0]
    if line.condition is not None or line.body.once_each_turn:
        raise NotLowered(f"'{event.kind.replace('_', ' ')}' with an intervening 'if' or a once-each-turn limit")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    if event.kind == "self_cycled":
        text = json.dumps(effects)
        if any(word in text for word in ('"self"', "that_card", "that_permanent", '"it"', "source")):
            raise NotLowered("~ or 'it' in a 'When you cycle ~' trigger (the card is no longer in the hand)")
    return {"kind": "triggered", "trigger": event.kind, **_then(effects), **choice}


# "put a flying counter on target creature you control" (CR 122.1b): the keyword counters of
# rules/keyword_counters.py, which give their keyword (layer 6, 613.1f) and are put as any counter
_M19B_COUNTERS += ("flying", "first strike", "double strike", "deathtouch", "haste", "hexproof", "indestructible",
                   "lifelink", "menace", "reach", "trample", "vigilance")


def tailf_is_devotion(value: object) -> bool:
    """Whether an amount_ref is "your devotion to <color>" (CR 700.5): the `Count` "devotion_<letter>"
    (rules/devotion.py), counted as the effect resolves (608.2h); or "the number of opponents you have", the
    `Count` "opponents" (CR 102.2, counted by the same module)."""
    return isinstance(value, str) and (value.startswith("devotion_") or value == "opponents")


def tailf_mana_spent_condition(condition: Condition) -> Json:
    """The condition "tailf_mana_spent_<color>" -> a `ManaSpentCondition` (CR 207.2c, 601.2h)."""
    if condition.number is None or condition.number < 1:
        raise NotLowered("mana spent without a number")
    return {"color": condition.kind.removeprefix("tailf_mana_spent_"), "at_least": condition.number}


def tailf_if_mana_spent(condition: Condition, sentence: Sentence, effects: list[Json]) -> list[Json]:
    """A spell's "If at least three red mana was spent to cast ~, <effects>." (adamant, CR 207.2c, 601.2h,
    608.2c) -> one `if_mana_spent` effect per effect, each taking no target of its own (rules/mana_spent.py).
    "unless" and "instead" under it are not read."""
    if getattr(sentence, "negated", False) or getattr(sentence, "instead", False):
        raise NotLowered("'unless' or 'instead' under a mana-spent condition")
    found = tailf_mana_spent_condition(condition)
    wrapped = []
    for effect in effects:
        candidate: Json = {"kind": "if_mana_spent", "condition": found, "effect": effect}
        try:
            IfManaSpentEffect.model_validate(candidate)
        except ValidationError as problem:
            raise NotLowered(f"a mana-spent sentence on a {effect.get('kind')} effect: "
                             f"{problem.errors()[0]['msg']}") from None
        wrapped.append(candidate)
    return wrapped


def _tailf_adamant_enters_with_counters(line: Static) -> Json:
    """ "If at least three white mana was spent to cast ~, ~ enters with a +1/+1 counter on it." -> `etb_counters`
    with `if_mana_spent` (rules/mana_spent.py, CR 207.2c, 614.1c, 122.6)."""
    assert line.condition is not None
    return {**_enters_with_counters(line), "if_mana_spent": tailf_mana_spent_condition(line.condition)}



def tailf_counter_choice(line: Static) -> Json:
    """ "~ enters with your choice of a flying counter or a first strike counter on it." -> `etb_counter_choice`
    (rules/counter_choice.py, CR 614.1c, 122.1b): two different keyword counters."""
    options = list(line.keywords)
    if len(options) != 2 or options[0] == options[1]:
        raise NotLowered("a choice between two counters of one kind")
    return {"kind": "etb_counter_choice", "options": options}


# "Whenever you cast a creature spell that has an Adventure" (CR 715.2, 601.2i): `spell_has_adventure`
_M19B2_CAST_QUALIFIERS["tailf_has_adventure"] = lambda q: {"spell_has_adventure": True}


def tailf_enters_untapped(line: Triggered) -> Json:
    """ "When ~ enters untapped, <effects>." (CR 603.6a) -> the "enters" trigger read as "When ~ enters" is, with
    `if_entered_untapped` (rules/triggers.py: it triggers only when the permanent entered untapped)."""
    event = dataclasses.replace(line.events[0], verb="enters")
    ability = _triggered(dataclasses.replace(line, events=(event,)))
    if ability.get("kind") != "triggered" or ability.get("trigger") != "enters" or ability.get("also_on"):
        raise NotLowered("'enters untapped' on this trigger")
    return {**ability, "if_entered_untapped": True}


def core_flash_spells(noun: Noun | None) -> Json | None:
    """ "You may cast spells as though they had flash." -> `cast_as_though_flash` with `spells` "all"
    / "You may cast creature spells ..." -> "creature" (CR 702.8a, 601.3; rules/flash_permission.py);
    None for any other spells (read as before)."""
    if noun is None or [w.lower() for w in noun.words] != ["spells"]:
        return None
    qualifiers = [(q.name, q.value) for q in noun.qualifiers]
    if not qualifiers:
        return {"kind": "cast_as_though_flash", "spells": "all"}
    if qualifiers == [("with_type", "creature")]:
        return {"kind": "cast_as_though_flash", "spells": "creature"}
    return None


def taile_any_player_static(line: Static) -> Json:
    """ "~ gets +1/+0 as long as any player controls a black permanent." (CR 611.3a) -> the static pump's
    `as_long_as_any_player_controls` (rules/you_control.py), a spec of card types, subtypes and colors."""
    return s24isd_controls_static(line, "as_long_as_any_player_controls", "any player controls")  # s24-isd: shared


# --- s17-pw ---
_PW_GREATEST = {"pw_greatest_power": "greatest_power:", "pw_greatest_toughness": "greatest_toughness:"}


def pw_greatest_spec(which: str, noun: Noun) -> str:
    """ "the greatest power among creatures you control" -> the `Count` "greatest_power:<spec>" (and
    toughness: "greatest_toughness:<spec>"; rules/greatest_stat.py, CR 208.1, 608.2h): permanents
    only, named in the plural."""
    if noun.head != "plural":
        raise NotLowered(f"the greatest power or toughness among {' '.join(noun.words)!r}")
    spec = spec_of(noun)
    if not spec.startswith("creature"):
        raise NotLowered(f"the greatest power or toughness among {' '.join(noun.words)!r} (creatures only)")
    return _PW_GREATEST[which] + spec


def pw_where_x_greatest(effects: list[Json], which: str, noun: Noun) -> list[Json]:
    """ "..., where X is the greatest power among creatures you control." (CR 107.3, 608.2h): X is the
    `Count` of `pw_greatest_spec`, determined as the effect resolves, in the fields `_X_COUNTED` allows."""
    return put_x(effects, pw_greatest_spec(which, noun), lambda kind, field: field in _X_COUNTED.get(kind, ()),
                 "the greatest power or toughness")


def _pw_set_life_total(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target player's life total becomes 1." -> `set_life_total` (rules/set_life_total.py, CR 119.5);
    a number or X only (no "half their starting life total")."""
    if duration is not None:
        raise NotLowered("a life total set with a duration")
    target = _player(effect.subject, {"you": "you", "target_player": "player", "target_opponent": "opponent"},
                     "life total set", ctx)
    value = _amount(effect.amount)
    if not isinstance(value, int) and value != "X":
        raise NotLowered("a life total set to a counted amount")
    return {"kind": "set_life_total", "amount": value, "target": target}


_M19B_EFFECTS["pw_set_life_total"] = _pw_set_life_total


# --- s17-grant (docs/oracle-s17-grant.md) ---


def grant_with_quoted(line: GrantedStatic) -> list[Json]:
    """ 'Enchanted creature [gets +1/+1 and] has vigilance and "<step trigger>"' (CR 613.1f: abilities granted
    in layer 6; 613.4c: the change of power and toughness in 7c; 113.1a: the quoted text is an ability) ->
    an `attached_pump` (its `keywords`) and a `grant_step_trigger` to the attached permanent
    (rules/attached_granted.py, rules/step_triggers.py), read as the two lines they are."""
    pump = granted_static(dataclasses.replace(line, kind="pump", quoted=None), is_spell=False)
    granted = granted_static(dataclasses.replace(line, kind="quoted", pt=None, keywords=()), is_spell=False)
    return [*pump, *granted]


def grant_triggered(line: GrantedStatic) -> list[Json] | None:
    """ 'Enchanted creature has "Whenever this creature attacks [deals combat damage to a player], <effect>"'
    (CR 613.1f, 113.1a) -> `grant_triggered` (rules/granted_triggers.py); None for a quoted step trigger
    (read as before). "~" in the quoted ability is the permanent that has it ("this creature"): the reader
    refuses a quoted ability that says the Aura's or Equipment's own name (reader.py)."""
    granted = lower(line.quoted, is_spell=False)
    if len(granted) != 1 or granted[0].get("kind") != "triggered":
        return None
    return [{"kind": "grant_triggered", "to": "attached_permanent", "ability": granted[0]}]


# --- s17-m2y ---

M2Y_TO_GRAVEYARD = "is put into a graveyard from the battlefield"


def m2y_put_into_graveyard_trigger(line: Triggered) -> Json:
    """ "When ~ is put into a graveyard from the battlefield, it deals 5 damage to any target." -> the trigger
    "self_put_into_graveyard" (any permanent; a creature's is "dies", CR 700.4); "Whenever an enchantment you
    control is put into a graveyard from the battlefield, ..." -> "permanent_put_into_graveyard" with
    `put_into_graveyard`, the spec it matched as it last existed (rules/put_into_graveyard_triggers.py, CR 603.6c,
    603.10a). Alone, without an intervening "if". As for "dies", ~ and "it" are the card in the graveyard."""
    if (both := s26cmdc_enters_or_put_into_graveyard(line)) is not None:
        return both  # s26-cmdc: "When ~ enters or is put into a graveyard from the battlefield, ..." (end of module)
    if len(line.events) != 1 or line.condition is not None or line.body.once_each_turn:
        raise NotLowered("'is put into a graveyard from the battlefield' with other events or an intervening 'if'")
    event = line.events[0]
    body, choice = optional_parts(line.body)
    if event.kind == "self":
        put_ctx = _Context("triggered", self_event=True, dies=True)
        put_ctx.source_died = True  # s26-tidy: "for each age counter on it" (s25khc_counters_readable)
        effects = lower_body(body, put_ctx)
        return {"kind": "triggered", "trigger": "self_put_into_graveyard", **_then(effects), **choice}
    noun = event.noun
    assert noun is not None
    if noun.head not in CARD_TYPES and noun.head != "permanent":
        raise NotLowered(f"put into a graveyard: {' '.join(noun.words)!r}")
    spec = spec_of(noun)
    if any(state != "nontoken" for state in parse_target_spec(spec).states):
        raise NotLowered(f"put into a graveyard: {spec!r}")
    effects = lower_body(body, _Context("triggered"))
    if any(name in json.dumps(effects) for name in ("that_card", '"that_permanent"')):
        raise NotLowered("the card put into a graveyard named in the effect")
    return {"kind": "triggered", "trigger": "permanent_put_into_graveyard", "put_into_graveyard": spec,
            **_then(effects), **choice,
            **({"s26cmdb_into_your_graveyard": True} if event.verb == "s26cmdb_into_your_graveyard" else {})}  # s26-cmdb


def m2y_static(line: Static, *, is_spell: bool) -> list[Json]:
    """ "Enchanted creature gets +2/+2 and attacks each combat if able." (CR 613.4c, 508.1d): the pump and the
    requirement "attacks each combat if able", each lowered as the line saying it alone would be."""
    if line.kind == "m2y_cant_attack_unless" and not is_spell:
        return [m2y_cant_attack_unless(line)]
    if line.kind != "m2y_pump_attacks_each_combat" or is_spell:
        raise NotLowered(f"static '{line.kind}'")
    pump = lower(dataclasses.replace(line, kind="pump"), is_spell=False)
    requirement = lower(dataclasses.replace(line, kind="combat_attacks_each_combat", pt=None, keywords=()),  # s23-ori
                        is_spell=False)
    return [*pump, *requirement]


def m2y_cant_attack_unless(line: Static) -> Json:
    """ "~ can't attack unless you control an artifact / four or more artifacts." (CR 508.1c) ->
    `cant_attack_unless_you_control` with the spec of rules/you_control.py and `at_least`. Only ~ and only a
    condition on what you control."""
    condition = line.condition
    if line.subject.kind != "self" or condition is None:
        raise NotLowered("'can't attack unless' on something other than ~")
    if condition.kind == "you_control":
        return {"kind": "cant_attack_unless_you_control", "you_control": condition_spec(condition)}
    if condition.kind == "you_control_count" and condition.noun is not None and condition.number:
        return {"kind": "cant_attack_unless_you_control", "you_control": counted_spec(condition.noun),
                "at_least": condition.number}
    if condition.kind == "s23c11_on_battlefield_count":
        return s23c11_cant_attack_unless_on_battlefield(condition)  # s23-c11 (end of this module)
    if condition.kind == "cards_in_your_graveyard" and condition.number:  # s23-ori (CR 404.1)
        return {"kind": "cant_attack_unless_you_control", "graveyard_at_least": condition.number}
    if condition.kind == "s24core_opponent_dealt_damage":  # s24-core (CR 508.1c, 120.1)
        return {"kind": "cant_attack_unless_you_control", "this_turn": "opponent_dealt_damage"}
    raise NotLowered(f"'can't attack unless {condition.kind.replace('_', ' ')}'")


def m2y_you_attack_with_trigger(line: Triggered) -> Json:
    """ "Whenever you attack with two or more creatures with flying, draw a card." (CR 508.3, 603.2) -> the trigger
    "you_attack" with `attack_with` (as "one or more") and `attack_with_at_least`, how many declared attackers
    must match it (rules/you_attack.py)."""
    event = line.events[0]
    assert event.amount is not None and isinstance(event.amount.value, int)
    ability = _you_attack_trigger(dataclasses.replace(line, events=(dataclasses.replace(event, kind="you_attack",
                                                                                        amount=None),)))
    if "attack_with" not in ability:
        raise NotLowered("attacking with a count of nothing named")
    if event.amount.value > 1:
        ability["attack_with_at_least"] = event.amount.value
    return ability


def m2y_cast_targets_matching(q: Qualifier) -> Json:
    """ "a spell that targets a creature you control" (CR 601.2c, 601.2i) -> the cast trigger's `targets_matching`,
    the permanent spec one of the spell's targets must match as it becomes cast (rules/cast_targets_matching.py);
    "you control": the trigger's controller. Only a permanent of a card type or subtype."""
    noun = getattr(q, "noun", None)
    if noun is None or (noun.head not in CARD_TYPES and noun.head not in ("permanent", "subtype")):
        raise NotLowered("a spell that targets something other than a permanent")
    spec = ":".join(["permanent", *_qualifiers(noun)]) if noun.head == "subtype" else spec_of(noun)
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"a spell that targets {spec!r}: {problem}") from None
    return {"targets_matching": spec}


_M19B2_CAST_QUALIFIERS["m2y_that_targets"] = m2y_cast_targets_matching


def m2y_self_and_others_attack_trigger(line: Triggered) -> Json:
    """ "Whenever ~ and at least two other creatures attack, put a +1/+1 counter on ~." (CR 508.3a, 603.2) -> the
    "attacks" trigger, as "Whenever ~ attacks" reads it, with `attacks_with_others_at_least` (rules/
    attacks_with_others.py: it triggers only if that many other creatures are declared as attackers with it)."""
    event = line.events[0]
    assert event.amount is not None and isinstance(event.amount.value, int)
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on '~ and at least N other creatures attack'")
    ability = _triggered(dataclasses.replace(line, events=(Event("self", verb="attacks"),)))
    if ability.get("kind") != "triggered" or ability.get("trigger") != "attacks" or ability.get("also_on"):
        raise NotLowered("'~ and at least N other creatures attack' on this trigger")
    return {**ability, "attacks_with_others_at_least": event.amount.value}


# --- s17-neo3 ---


def neo3_other_or_modified_count(noun: Noun, qualifiers: list[tuple[str, str | None]]) -> Json | None:
    """ "~ gets +2/+0 for each other modified creature you control." (also "each other creature you
    control", "each modified artifact you control") -> the `self_count_pump` fields `other` (not ~ itself)
    and `modified_only` (CR 700.9; rules/self_count_modified.py). None for any other quality."""
    names = [name for name, _ in qualifiers]
    if noun.head not in _NEO2_YOU_CONTROL or any(value is not None for _, value in qualifiers):
        return None
    if names not in (["other", "you_control"], ["modified", "you_control"], ["other", "modified", "you_control"]):
        return None
    fields: Json = {"count": _NEO2_YOU_CONTROL[noun.head]}
    if "other" in names:
        fields["other"] = True
    if "modified" in names:
        fields["modified_only"] = True
    return fields


def neo3_plural_subtype_count(noun: Noun) -> str | None:
    """ "the number of Vehicles you control" (a plural subtype, CR 205.3, counted as the effect resolves, 608.2h)
    -> the `Count` "subtype_you_control:Vehicle" (rules/subtype_counts.py); None for other nouns or qualities."""
    if noun.head != "subtype" or len(noun.words) != 1 or not noun.words[0].endswith("s"):
        return None
    return _subtype_count(Amount(1, equal_to="number_of", for_each=noun))


def neo3_counted(noun: Noun) -> str:
    """What "twice the number of <noun>" doubles: a count `_counted` names (never a multiple itself)."""
    counted = _counted(noun)
    if counted.startswith("times:"):  # pragma: no cover - _counted names no multiple
        raise NotLowered("twice a multiple")
    return counted


def neo3_gain_control_of_all(effect: Effect, spec: str, when: str | None) -> bool:
    """ "Gain control of all Rat tokens." (CR 613.1b, 611.2a: no duration, so for good): every permanent the
    untargeted spec names as the effect resolves (rules/gain_control.py via `affected`)."""
    return effect.obj is not None and effect.obj.kind == "all" and spec.startswith("all:") and when is None


def neo3_defending_graveyard_count(noun: Noun) -> str:
    """ "(creature) cards in defending player's graveyard" (CR 506.2, 404.1, 608.2h) -> the `Count`
    "defending_graveyard_cards" / "defending_graveyard_creature_cards" (rules/defending_graveyard.py)."""
    words = [w.lower() for w in noun.words]
    if [q.name for q in noun.qualifiers] == ["neo3_in_defending_graveyard"]:
        if words in (["card"], ["cards"]):
            return "defending_graveyard_cards"
        if noun.head == "type_card" and words in (["creature", "card"], ["creature", "cards"]):
            return "defending_graveyard_creature_cards"
    raise NotLowered(f"cards counted in defending player's graveyard: {' '.join(noun.words)!r} with these qualities")


def neo3_group_attacks_despite_defender(subject: Ref) -> Json:
    """ "Modified creatures you control can attack as though they didn't have defender." (CR 702.3b) ->
    `attacks_as_though_no_defender` with `affected`, the group of permanents you control it applies to."""
    spec = _group_spec(subject)
    if not spec.endswith(":you_control") and ":you_control:" not in spec:
        raise NotLowered("'can attack as though they didn't have defender' for permanents you don't control")
    return {"kind": "attacks_as_though_no_defender", "affected": spec}


def neo3_is_types_and_cards(noun: Noun) -> bool:
    """The noun of the grammar's `neo3_types_and_cards` ("artifact and enchantment cards"): its head is its words."""
    words = noun.words
    return (len(words) == 4 and words[1] == "and" and words[3] == "cards" and noun.head == " ".join(words)
            and words[0] in CARD_TYPES and words[2] in CARD_TYPES and words[0] != words[2])


def neo3_types_and_cards(noun: Noun) -> Noun:
    """ "artifact and enchantment cards" (plural: each card with either type, CR 205.2a) -> the noun
    "artifact or enchantment cards" that `return_all_effect` reads; other lowerings don't know the head."""
    types = [word for word in noun.words if word != "and"]
    return Noun("type_card", noun.qualifiers, (types[0], "or", *types[1:]))


# --- s17-linked ---


def _linked_lose_all(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target creature loses all abilities until end of turn." -> `lose_all_abilities` (layer 6, CR 613.1f;
    rules/lose_all_abilities.py), which lasts until end of turn (CR 514.2): any other duration, or none, is
    not read (an Aura's static "Enchanted creature loses all abilities" is not this clause)."""
    assert effect.obj is not None
    if (effect.duration or duration) != "end_of_turn":
        raise NotLowered("abilities lost for a duration other than until end of turn")
    return {"kind": "lose_all_abilities", "target": _permanents(effect.obj, ctx)}


def _linked_set_base(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "... and has base power and toughness 0/1 until end of turn" -> `set_base_power_toughness` (layer 7b,
    CR 613.4b; rules/base_power_toughness.py), until end of turn only."""
    assert effect.obj is not None and effect.pt is not None
    if (effect.duration or duration) != "end_of_turn":
        raise NotLowered("base power and toughness for a duration other than until end of turn")
    power, toughness = effect.pt.split("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise NotLowered(f"base power and toughness {effect.pt}")
    return {"kind": "set_base_power_toughness", "power": int(power), "toughness": int(toughness),
            "target": _permanents(effect.obj, ctx)}


_M19B_EFFECTS["linked_lose_all"] = _linked_lose_all
_M19B_EFFECTS["linked_set_base"] = _linked_set_base


def linked_attached_loses_all(line: LinkedAttachedLoss, *, is_spell: bool) -> Json:
    """ "Enchanted creature [gets -2/-0 and] loses all abilities [and has base power and toughness 1/1]." ->
    `attached_loses_all_abilities` (CR 613.1f, 613.4b, 613.4c; rules/lose_all_abilities.py)."""
    if is_spell:
        raise NotLowered("an Aura's or Equipment's static ability on an instant or sorcery")
    ability: Json = {"kind": "attached_loses_all_abilities"}
    if line.pt is not None:
        power, toughness = _pt(line.pt)
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise NotLowered("an Aura's or Equipment's X")
        ability.update({"power": power, "toughness": toughness})
    if line.base is not None:
        base_power, base_toughness = line.base.split("/")
        if not (base_power.isdigit() and base_toughness.isdigit()):
            raise NotLowered(f"base power and toughness {line.base}")
        ability.update({"base_power": int(base_power), "base_toughness": int(base_toughness)})
    if line.color is not None:
        if line.subtype is None or line.subtype not in CREATURE_TYPES:
            raise NotLowered(f"'is a {line.color} {line.subtype}': not a creature type")
        ability["colors"] = [_COLOR_CODES[line.color.lower()]]
        ability["subtypes"] = [line.subtype]
        if line.creature:
            ability["card_types"] = ["Creature"]
    return ability


# --- s18-neob ---


def s18neob_sacrifice_it(line: Triggered) -> tuple[Triggered, bool]:
    """ "Whenever ~ or equipped creature deals combat damage to a player, you may sacrifice it. If you do,
    ..." (Ogre-Head Helm; CR 608.2c: "it" is the creature that dealt the damage): the line with "it" read
    as ~ (right for ~'s own trigger), and whether it said "sacrifice it" — then the Equipment's trigger
    sacrifices the permanent its event named (`optional_action` "sacrifice" with spec "that_permanent",
    rules/optional_sacrifice.py)."""
    optional = line.body.optional
    if optional is None or optional.verb != "sacrifice" or optional.obj is None or optional.obj.kind != "it":
        return line, False
    if line.body.reflexive or optional.subject is not None:
        raise NotLowered("'you may sacrifice it. When you do, ...' after '~ or equipped creature'")
    body = dataclasses.replace(line.body, optional=dataclasses.replace(optional, obj=Ref("self")))
    return dataclasses.replace(line, body=body), True


# "discard your hand" (CR 701.9a): `discard` with `whole_hand` (s18-m20's s18m20_discard_hand)


def s18neob_return_spec(effect: Effect) -> str | None:
    """ "return a land [an enchantment, a nonland permanent] you control to its owner's hand" -> the permanent
    spec of the filter grammar of what is returned (one permanent its controller controls, chosen as the
    effect happens, CR 608.2d); None for anything else (another player's, "another", more than one)."""
    ref = effect.obj
    if effect.verb != "s18neob_return_chosen" or ref is None or ref.noun is None or effect.amount is None:
        return None
    if effect.amount.value != 1 or ref.another or effect.subject is not None or effect.may:
        return None
    if not any(q.name == "you_control" for q in ref.noun.qualifiers):
        return None  # "return a creature to its owner's hand": any player's, not read
    try:
        return str(some_cost(Cost("sacrifice_some", obj=ref, amount=effect.amount))["spec"])
    except NotLowered:
        return None


def _s18neob_return_chosen(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "return a land you control to its owner's hand", "return another creature you control to its owner's
    hand" -> `return_chosen_to_hand` (s18-m20's s18m20_return_chosen; rules/return_chosen.py)."""
    if duration is not None:
        raise NotLowered("returning a chosen permanent with a duration")
    return s18m20_return_chosen(effect)


_M19B_EFFECTS["s18neob_return_chosen"] = _s18neob_return_chosen


def s18neob_pay_and_sacrifice(body: Body) -> tuple[Body, Json]:
    """ "you may pay {1} and sacrifice an artifact. If you do, ..." (Sokenzan Smelter; CR 608.2d) -> the
    triggered ability's `optional_cost` (the mana, rules/triggers.py, rules/step_triggers.py) and its
    `optional_action` "sacrifice" (rules/optional_sacrifice.py), answered by one `choices.pay_optional_cost`:
    the mana is paid, then the permanents sacrificed; choosing it without such permanents is refused, so
    neither part is done alone."""
    optional = body.optional
    assert optional is not None
    action = optional_sacrifice(Effect("sacrifice_chosen", obj=optional.obj, amount=optional.amount))
    if action is None or not optional.place:
        raise NotLowered("'you may pay ... and sacrifice ...' with something the engine doesn't sacrifice")
    return Body(body.sentences), {"optional_cost": optional.place, "optional_action": action}


def _s18neob_return_chosen_card(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "return a creature or planeswalker card from your graveyard to your hand" -> `return_chosen_card_to_hand`
    (rules/s18neob_return_chosen.py; CR 608.2d: chosen as it resolves, not targeted). One card of your own
    graveyard only."""
    ref = effect.obj
    if ref is None or ref.noun is None or effect.amount is None or effect.amount.value != 1 or ref.another:
        raise NotLowered("returning other than one chosen card from your graveyard")
    if duration is not None or effect.subject is not None or effect.may:
        raise NotLowered("returning a chosen card with a duration or a subject")
    spec = spec_of(ref.noun)
    if not spec.startswith("card_in_your_graveyard"):
        raise NotLowered("returning a chosen card from somewhere other than your graveyard")
    return {"kind": "return_chosen_card_to_hand", "spec": spec}


_M19B_EFFECTS["s18neob_return_chosen_card"] = _s18neob_return_chosen_card


def s18neob_had_counters_trigger(line: Triggered) -> Json:
    """ "When ~ dies, if it had counters on it, put those counters on target creature you control." (Iron
    Apprentice) -> the "dies" trigger with `put_its_counters` and its `if_it_had_counters` (CR 603.4: with no
    counters as it last existed, 603.10a, the ability doesn't trigger; rules/put_its_counters.py)."""
    events = line.events
    if len(events) != 1 or (events[0].kind, events[0].verb) != ("self", "dies") or line.body.optional is not None:
        raise NotLowered("'if it had counters on it' other than on ~ dying")
    sentences = line.body.sentences
    if len(sentences) != 1 or len(sentences[0].effects) != 1 or sentences[0].joined_by != "and":
        raise NotLowered("'if it had counters on it' with other effects")
    effect = sentences[0].effects[0]
    if effect.verb != "s18neob_put_those_counters" or effect.obj is None or sentences[0].x_is is not None:
        raise NotLowered("'if it had counters on it' without 'put those counters'")
    ctx = _Context("triggered", self_event=True)
    put: Json = {"kind": "put_its_counters", "target": _permanents(effect.obj, ctx), "if_it_had_counters": True}
    return {"kind": "triggered", "trigger": "dies", "effect": put}
# --- s18-castfree (docs/oracle-s18-castfree.md) ---


def _s18castfree_copy_next(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "When you cast your next instant or sorcery spell [with mana value 4 or less] this turn, copy that
    spell. You may choose new targets for the copy." -> `copy_next_spell` (CR 603.7, 707.10;
    rules/copy_next_spell.py). Another spell description, or a mana value other than "N or less", is not read."""
    assert effect.spell is not None
    if duration is not None or effect.duration is not None:
        raise NotLowered("a delayed copy for a duration")
    noun = effect.spell
    if [w.lower() for w in noun.words] != ["instant", "or", "sorcery", "spell"]:
        raise NotLowered(f"copying your next {' '.join(noun.words)!r}")
    lowered: Json = {"kind": "copy_next_spell", "spells": "instant_or_sorcery"}
    for qualifier in noun.qualifiers:  # "with mana value 4 or less" (CR 202.3)
        value = str(qualifier.value)
        if (qualifier.name != "with_stat" or not value.startswith("mana_value<=") or "max_mana_value" in lowered
                or not value.removeprefix("mana_value<=").isdigit()):
            raise NotLowered(f"copying your next spell {qualifier.name}")
        lowered["max_mana_value"] = int(value.removeprefix("mana_value<="))
    if effect.place == "new_targets":
        lowered["new_targets"] = True
    return lowered


_M19B_EFFECTS["s18castfree_copy_next"] = _s18castfree_copy_next


def _s18castfree_top(line: Static) -> Json:
    """ "You may look at the top card of your library any time[, and you may play lands from the top of your
    library]." / "You may play lands [and cast spells ...] from the top of your library." / "You may cast creature
    spells from the top of your library." -> `top_of_library` (CR 401.2, 601.3, 305.1; rules/library_top.py).
    Spells other than "spells", "creature spells" and "spells with mana value N or greater" are not read."""
    ability: Json = {"kind": "top_of_library"}
    if "look" in line.keywords:
        ability["look"] = True
    if "lands" in line.keywords:
        ability["lands"] = True
    if "spells" in line.keywords:
        noun = line.subject.noun
        if noun is None or [w.lower() for w in noun.words] != ["spells"]:
            raise NotLowered("casting those spells from the top of your library")
        ability["spells"] = "all"
        for qualifier in noun.qualifiers:
            value = str(qualifier.value)
            if (qualifier.name, value) == ("with_type", "creature") and ability["spells"] == "all":
                ability["spells"] = "creature"
            elif (qualifier.name, value) == ("of_the_chosen", "creature_type") and "spells_of_chosen_type" not in ability:
                ability["spells_of_chosen_type"] = True  # "of the chosen type" (CR 614.12, 205.3m)
            elif (qualifier.name == "with_stat" and value.startswith("mana_value>=")
                  and value.removeprefix("mana_value>=").isdigit() and "spells_min_mana_value" not in ability):
                ability["spells_min_mana_value"] = int(value.removeprefix("mana_value>="))
            else:
                raise NotLowered(f"casting spells {qualifier.name} {value} from the top of your library")
    return ability


_M19B_STATICS["s18castfree_top"] = _s18castfree_top


def _s18castfree_cast_gy(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "You may cast target artifact card from your graveyard this turn." -> `cast_from_graveyard_this_turn`
    (CR 601.3; rules/graveyard_casting.py): one target card in your graveyard; another zone is not read."""
    assert effect.obj is not None
    if duration is not None or effect.duration is not None:
        raise NotLowered("a permission to cast from a graveyard with another duration")
    spec = _object_spec(effect.obj, ctx, players=False)
    if not spec.startswith("card_in_your_graveyard") or effect.obj.kind != "target":
        raise NotLowered(f"casting {spec!r} from a graveyard")
    return {"kind": "cast_from_graveyard_this_turn", "target": spec}


_M19B_EFFECTS["s18castfree_cast_gy"] = _s18castfree_cast_gy


def s18castfree_top_conditional(line: Static) -> Json:
    """ "Coven — As long as you control three or more creatures with different powers, you may cast creature spells
    from the top of your library." -> `top_of_library` with `as_long_as_you_control` and
    `as_long_as_different_powers_at_least` (CR 611.3a, 208.1; rules/different_powers.py). Other conditions are not
    read."""
    condition = line.condition
    assert condition is not None
    if condition.kind == "s18castfree_self_attached":  # The Reality Chip (CR 301.5, 611.3a)
        return {**_s18castfree_top(dataclasses.replace(line, condition=None)), "as_long_as_attached_to_creature": True}
    if condition.kind != "tailb_different_powers" or condition.noun is None or not condition.number:
        raise NotLowered("a condition on a permission to play from the top of your library")
    if condition.number < 2:
        raise NotLowered("'with different powers' counting fewer than two permanents")
    ability = _s18castfree_top(dataclasses.replace(line, condition=None))
    return {**ability, "as_long_as_you_control": counted_spec(condition.noun),
            "as_long_as_different_powers_at_least": condition.number}


def _s18castfree_flash_for(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "You may cast [creature / sorcery] spells this turn as though they had flash." / "Until your next turn, ..." ->
    `cast_as_though_flash_for` (CR 702.8a, 601.3, 611.2a; rules/flash_until.py). Other spells are not read."""
    assert effect.spell is not None
    if duration is not None or effect.duration is not None:
        raise NotLowered("a flash permission with another duration")
    noun = effect.spell
    qualifiers = [(q.name, str(q.value)) for q in noun.qualifiers]
    if [w.lower() for w in noun.words] != ["spells"] or qualifiers not in (
            [], [("with_type", "creature")], [("with_type", "sorcery")]):
        raise NotLowered("casting those spells as though they had flash")
    spells = qualifiers[0][1] if qualifiers else "all"
    return {"kind": "cast_as_though_flash_for", "spells": spells, "until": effect.place or "end_of_turn"}


_M19B_EFFECTS["s18castfree_flash_for"] = _s18castfree_flash_for


def _s18castfree_sorcery_only(line: Static) -> Json:
    """ "Each opponent can cast spells only any time they could cast a sorcery." -> `opponents_cast_only_as_sorcery`
    (CR 307.1, 101.2; rules/sorcery_only.py)."""
    return {"kind": "opponents_cast_only_as_sorcery"}


_M19B_STATICS["s18castfree_sorcery_only"] = _s18castfree_sorcery_only


# "You may cast spells from your hand without paying their mana costs." (CR 118.9, 107.3b) and "You can't play lands or
# cast spells from your hand." (CR 101.2): rules/free_casting.py
_M19B_STATICS["s18castfree_free_from_hand"] = lambda line: {"kind": "cast_from_hand_without_paying"}
_M19B_STATICS["s18castfree_cant_from_hand"] = lambda line: {"kind": "cant_play_from_hand"}
# --- s18-linked ---


def _s18linked_one_target(effect: Effect, ctx: _Context, what: str) -> str:
    """The spec of the one target (not "up to", not several) an s18-linked effect acts on."""
    if ctx.kind not in ("triggered", "activated"):  # "~" must be a permanent that can be controlled (CR 611.2b)
        raise NotLowered(f"{what} for as long as ~ stays, other than by a permanent's triggered or activated ability")
    ref = effect.obj
    if ref is None or ref.kind != "target" or ref.up_to or (ref.count is not None and ref.count.value != 1):
        raise NotLowered(f"{what} of something other than one target")
    return _permanents(ref, ctx)


def _s18linked_gain_while(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "another target permanent gains indestructible for as long as you control ~" -> `while_source` with `keywords`
    (layer 6, CR 613.1f, 611.2b; rules/while_source.py)."""
    assert effect.duration is not None
    if duration is not None:
        raise NotLowered("two durations")
    spec = _s18linked_one_target(effect, ctx, "keywords gained")
    return {"kind": "while_source", "target": spec, "duration": effect.duration,
            "keywords": [keyword_text(k) for k in effect.keywords]}


def _s18linked_control_while(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "gain control of target creature for as long as you control ~" -> `while_source` with `gain_control` (layer 2,
    CR 613.1b, 611.2b; rules/while_source.py)."""
    assert effect.duration is not None
    if duration is not None or effect.subject is not None:
        raise NotLowered("control gained by someone other than you, or with two durations")
    spec = _s18linked_one_target(effect, ctx, "control gained")
    return {"kind": "while_source", "target": spec, "duration": effect.duration, "gain_control": True}


def _s18linked_dont_untap_while(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "That creature doesn't untap during its controller's untap step for as long as you control ~." after an
    effect on one target creature -> `while_source` with `doesnt_untap` on "it", that target (CR 502.3, 611.2b, 608.2c)."""
    assert effect.duration is not None and effect.obj is not None and effect.obj.noun is not None
    last = getattr(ctx, "last_target", None)
    if (duration is not None or ctx.kind not in ("triggered", "activated") or ctx.targets != 1 or ctx.plural or not isinstance(last, str)
            or spec_base(last) != "creature" or effect.obj.noun.head not in ("it", "that creature")
            or effect.place not in ("its controller's", "their controller's")):
        raise NotLowered("'doesn't untap ... for as long as' other than on the one target creature just before it")
    return {"kind": "while_source", "target": "it", "duration": effect.duration, "doesnt_untap": True}


_M19B_EFFECTS["s18linked_gain_while"] = _s18linked_gain_while
_M19B_EFFECTS["s18linked_control_while"] = _s18linked_control_while
_M19B_EFFECTS["s18linked_dont_untap_while"] = _s18linked_dont_untap_while


def _s18linked_put_exiled_with(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "put all cards exiled with it onto the battlefield" (a permanent's triggered or activated ability) ->
    `put_exiled_with_onto_battlefield` (CR 607.2a, 110.2a; rules/linked_exile.py)."""
    if ctx.kind not in ("triggered", "activated") or duration is not None:
        raise NotLowered("cards exiled with ~ named other than by a permanent's triggered or activated ability")
    return {"kind": "put_exiled_with_onto_battlefield"}


_M19B_EFFECTS["s18linked_put_exiled_with"] = _s18linked_put_exiled_with


def s18linked_reveal_exile(line: Triggered) -> list[Json] | None:
    """ "When ~ enters, target opponent reveals their hand. You choose a noncreature, nonland card from it. Exile
    that card until ~ leaves the battlefield." -> a triggered ability whose effect is
    `reveal_choose_exile_until_source_leaves` (CR 701.20a, 608.2d, 610.3; rules/exile_from_hand_until_leaves.py);
    None for any other line."""
    sentences = line.body.sentences
    verbs = [tuple(e.verb for e in s.effects) for s in sentences]
    if verbs != [("reveal_hand",), ("choose_from_it",), ("exile_until_leaves",)]:
        return None
    if line.body.optional is not None or any(
            getattr(s, "condition", None) is not None or s.then or s.fronted_duration for s in sentences):
        raise NotLowered("a condition or duration on a revealed-hand exile")
    revealer, excluded = _revealed_hand_choice(sentences)
    exiled = sentences[2].effects[0].obj
    if exiled is None or exiled.kind != "that" or exiled.noun is None or exiled.noun.head != "card":
        raise NotLowered("an exile of something other than that card")
    placeholder = Body((Sentence((Effect("draw", amount=Amount(1)),)),))  # the trigger alone, lowered as usual
    ability = _triggered(dataclasses.replace(line, body=placeholder))
    if set(ability) - {"kind", "trigger", "effect"} or ability["kind"] != "triggered":
        raise NotLowered("a revealed-hand exile on a trigger with a choice or condition of its own")
    ability["effect"] = {"kind": "reveal_choose_exile_until_source_leaves", "player": revealer,
                         "excluded_types": excluded}
    return [ability]
# --- s18-m20 ---


def s18m20_you_discards_trigger(line: Triggered) -> Json:
    """ "Whenever you discard a card, <effects>." -> the trigger `you_discards` (rules/discard_triggers.py,
    CR 603.2c: once for each card its controller discards, 701.9a)."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a discard trigger")
    body, choice = optional_parts(line.body)
    return {"kind": "triggered", "trigger": "you_discards", **_then(lower_body(body, _Context("triggered"))), **choice}


def s18m20_is_self_attacking(restriction: str) -> bool:
    """ "Activate only if ~ is attacking." (CR 602.5b, 506.3): the condition "self_attacking"."""
    condition = getattr(restriction, "condition", None)
    return isinstance(condition, Condition) and condition.kind == "self_attacking"


def s18m20_enters_with_counters_for_each(line: Static) -> Json:
    """ "~ enters with a +1/+1 counter on it for each other creature you control." (CR 614.1c, 122.6) ->
    `etb_counters` with `for_each`, a `count:` of permanents (rules/etb_counters_for_each.py)."""
    assert line.for_each is not None
    ability = _enters_with_counters(dataclasses.replace(line, kind="enters_with_counters", for_each=None))
    if line.for_each.head == "s25mh_colors_spent":  # s25-mh: converge (rules/s25mh_converge.py)
        return {**ability, "for_each": "s25mh_colors_spent"}
    counted = (records_died_count(line.for_each)  # s20-cda: "that died this turn"
               or taile_graveyard_count(line.for_each)  # s22-war: "for each creature card in your graveyard"
               or count_of_spec(line.for_each))
    if counted in ("graveyard_cards", "graveyard_creature_cards"):  # s22-war (rules/etb_counters_for_each.py)
        return {**ability, "for_each": counted}
    if not counted.startswith(("count:", "died:", "died_yours:")):
        raise NotLowered("entering with counters for each of something not on the battlefield")
    return {**ability, "for_each": counted}


def s18m20_return_chosen(effect: Effect) -> Json:
    """ "return another creature you control to its owner's hand" -> `return_chosen_to_hand` with the spec and
    number of the permanents its controller chooses as it resolves (rules/return_chosen.py, CR 608.2d, 400.3);
    only permanents "you control" (read as a sacrifice cost reads its permanents)."""
    ref = effect.obj
    if effect.subject is not None or ref is None or ref.noun is None or effect.amount is None:
        raise NotLowered("a returned permanent the engine doesn't choose")
    if [q.name for q in ref.noun.qualifiers].count("you_control") != 1:
        raise NotLowered("returning a chosen permanent not said to be one you control")
    if not isinstance(effect.amount.value, int) or effect.amount.for_each is not None or effect.amount.equal_to:
        raise NotLowered("returning a counted number of permanents")
    cost = some_cost(Cost("sacrifice_some", obj=ref, amount=effect.amount))
    return {"kind": "return_chosen_to_hand", "spec": cost["spec"], **({"amount": cost["amount"]} if cost["amount"] != 1 else {})}


def s18m20_discard_hand(effect: Effect) -> Json:
    """ "Discard your hand." / "each player discards their hand" (CR 701.9a: every card of it) -> `discard`
    with `whole_hand` for "you" / "each_player" (rules/discard.py)."""
    if effect.verb == "discard_hand":
        return {"kind": "discard", "player": "you", "whole_hand": True}
    subject = effect.subject
    player = subject.player if subject is not None and subject.kind == "player" else None
    if player not in ("each_player", "each_opponent"):
        raise NotLowered(f"'discards their hand' by {player or 'someone'} (no engine player for it)")
    return {"kind": "discard", "player": player, "whole_hand": True}


_S18M20_TARGETED_NOUNS = {"permanent": "targets_permanent_you_control", "creature": "targets_creature_you_control"}


def s18m20_spell_that_targets(noun: Noun) -> str | None:
    """ "target spell that targets you" / "... that targets a permanent [creature] you control" (CR 115.1, 601.2c)
    -> the spell spec "spell:targets_you" / "spell:targets_permanent_you_control" (rules/target_filters.py);
    None when the noun says no such thing."""
    states: list[str] = []
    rest: list[Qualifier] = []
    for quality in noun.qualifiers:
        if quality.name == "s18m20_that_targets_you":
            states.append("targets_you")
        elif quality.name == "m2y_that_targets" and isinstance(getattr(quality, "noun", None), Noun):
            targeted = getattr(quality, "noun")  # noqa: B009 - s17-m2y's M2yTargetsQualifier
            if [q.name for q in targeted.qualifiers] != ["you_control"] or targeted.head not in _S18M20_TARGETED_NOUNS:
                raise NotLowered(f"a spell that targets {' '.join(targeted.words)!r} with other qualities")
            states.append(_S18M20_TARGETED_NOUNS[targeted.head])
        else:
            rest.append(quality)
    if not states:
        return None
    if len(states) != 1 or rest or " ".join(noun.words) != "spell":
        raise NotLowered("a spell that targets something, with other qualities")
    return "spell:" + states[0]


_S18M20_SACRIFICE_CREATED = "sacrifice created at next end step"  # no engine kind: joined to the effect before it


def s18m20_delayed_sacrifice_joins(effects: list[Json]) -> list[Json]:
    """ "Create a 3/1 black and red Vampire creature token with trample, lifelink, and haste. Sacrifice it at the
    beginning of the next end step." (CR 603.7, 701.21a): the delayed sacrifice belongs to the tokens the
    `create_token` effect just before it created (its `sacrifice_at`, rules/tokens.py); "it" / "that token" names
    one token, "them" / "those tokens" several. Naming anything else is not read."""
    joined: list[Json] = []
    for effect in effects:
        if effect.get("kind") != _S18M20_SACRIFICE_CREATED:
            joined.append(effect)
            continue
        before = joined[-1] if joined else None
        plural = effect.get("names") in ("them", "those tokens")
        if (before is None or before.get("kind") not in ("create_token", "create_token_copy")  # s22-neoa: copies
                or "sacrifice_at" in before or "exile_at" in before
                or "for_player" in before or ("count" in before) != plural):
            raise NotLowered("'sacrifice it at the beginning of the next end step' without the tokens created "
                             "just before it")
        before["sacrifice_at"] = "next_end_step"
    return s21m21_tapped_joins(s18m20_milled_joins(joined))  # s21-m21 (end of this module)


def s18m20_milled_count(noun: Noun) -> str:
    """ "creature card put into your graveyard this way" / "land card milled this way" -> the Count "milled:<type>"
    (rules/milled_this_way.py); checked to follow a mill of your own by `s18m20_milled_joins`."""
    kinds = [q for q in noun.qualifiers if q.name != "s18m20_milled_this_way"]
    head = noun.head if noun.head != "card" else None
    types = [q.value for q in kinds if q.name == "with_type"] or ([head] if head else [])
    if (" ".join(noun.words) not in ("card", "cards") and head is None) or len(types) != 1 or len(kinds) > 1:
        raise NotLowered(f"cards milled this way: {' '.join(noun.words)!r} with {len(kinds)} qualities")
    return "milled:" + str(types[0])


def _s18m20_uses_milled(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_s18m20_uses_milled(part) for part in value.values())
    if isinstance(value, list):
        return any(_s18m20_uses_milled(part) for part in value)
    return isinstance(value, str) and value.startswith("milled:")


def s18m20_milled_joins(effects: list[Json]) -> list[Json]:
    """ "cards put into your graveyard this way" names the cards of the one `mill` of your own library just
    before it in the same ability (CR 608.2c); anything else is not read."""
    for index, effect in enumerate(effects):
        if not _s18m20_uses_milled(effect):
            continue
        mills = [e for e in effects if e.get("kind") == "mill"]
        before = effects[index - 1] if index else None
        if before is None or before.get("kind") != "mill" or before.get("player") != "you" or len(mills) != 1:
            raise NotLowered("cards put into your graveyard 'this way' without one mill of your own library before it")
    return effects
# --- s18-m21 ---


def s18m21_opponent_graveyard_static(line: Static) -> Json:
    """ "As long as an opponent has eight or more cards in their graveyard, ~ gets +2/+1 and has deathtouch." /
    "~ gets +3/+0 as long as an opponent has eight or more cards in their graveyard." (CR 611.3a, 404.1) -> the
    static pump with `as_long_as_opponent_graveyard_at_least` (rules/s18m21_opponent_graveyard.py): it applies only
    while some opponent of its controller has that many cards in their graveyard."""
    assert line.condition is not None and line.condition.number is not None
    ability = _static_ability(dataclasses.replace(line, condition=None))
    if ability["kind"] != "static_pump" or any(key.startswith("as_long_as") for key in ability):
        raise NotLowered("'as long as an opponent has N or more cards in their graveyard' on this static ability")
    return {**ability, "as_long_as_opponent_graveyard_at_least": line.condition.number}


class _S18M21BlockContext(_EventContext):
    """s18-m21: the effects of "Whenever ~ [blocks or] becomes blocked by a creature": "that creature" is the other
    creature of the block (`that_permanent`), "that creature's controller" its controller (`that_player`), "it" ~."""

    s18m21_blocker = True


def s18m21_that_blocker(ref: Ref, ctx: _Context) -> bool:
    noun = ref.noun
    return (getattr(ctx, "s18m21_blocker", False) and ref.kind == "that" and noun is not None
            and noun.head == "creature" and not noun.qualifiers and noun.words in ((), ("creature",)))


def s18m21_blocker_controller_effect(effect: Effect, ctx: _Context) -> Json | None:
    """ "that creature's controller loses 2 life / draws a card" in a block trigger (CR 509.3d, 603.2): the
    player the trigger event names (`that_player`: the other creature's controller as it blocked)."""
    subject = effect.subject
    if not (getattr(ctx, "s18m21_blocker", False) and subject is not None and subject.kind == "player"
            and subject.player == "that_creatures_controller"):
        return None
    amount = effect.amount
    if (effect.verb not in ("lose_life", "draw") or effect.may or effect.obj is not None or amount is None
            or not isinstance(amount.value, int) or amount.for_each or amount.equal_to):
        raise NotLowered(f"'that creature's controller' {effect.verb} in a block trigger")
    return {"kind": effect.verb, "amount": amount.value, "player": "that_player"}


def s18m21_blocked_by_trigger(line: Triggered) -> Json:
    """ "Whenever ~ becomes blocked by a creature, that creature's controller loses 2 life and you gain 2 life." /
    "Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that creature." (CR 509.3c-d, 509.3f,
    603.2) -> the trigger "becomes_blocked" / "blocks_or_becomes_blocked" (rules/block_triggers.py: once for each
    creature blocking it [or it blocks]; that creature is `that_permanent`, its controller `that_player`)."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a block trigger")
    trigger = "blocks_or_becomes_blocked" if line.events[0].verb == "blocks_or" else "becomes_blocked"
    body, choice = unless_parts(*optional_parts(line.body))
    ctx = _S18M21BlockContext("triggered", self_event=True)
    effects = lower_body(body, ctx)
    return {"kind": "triggered", "trigger": trigger, **_then(effects), **choice}


def s18m21_it_was_card(noun: Noun, ctx: _Context) -> Json:
    """ "Exile target card from a graveyard. If it was a creature card, ..." (CR 608.2c, 608.2h): the `it_is` rider
    condition on the one card the targeted effect before it acted on, judged as that card last existed (rules/
    riders.py reads a card that left its zone from the characteristics remembered as the effect acted on it)."""
    last = getattr(ctx, "last_target", None)
    if ctx.targets != 1 or ctx.plural or not isinstance(last, str) or not last.startswith("card"):
        raise NotLowered("'it was a <type> card' where no one targeted card came before")
    return {"kind": "it_is", "specs": [noun.words[0]]}


def s18m21_discard_up_to_draw(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Discard up to two cards, then draw that many cards." (CR 701.9b, 121.1, 608.2c) -> `discard_up_to_draw`
    (rules/s18m21_discard_up_to_draw.py): its controller discards from none to that many cards of their choice,
    then draws as many cards as they discarded."""
    assert effect.amount is not None and isinstance(effect.amount.value, int)
    if effect.may or duration is not None:
        raise NotLowered("'discard up to N cards, then draw that many' with a choice or a duration")
    return {"kind": "discard_up_to_draw", "amount": effect.amount.value}


_M19B_EFFECTS["s18m21_discard_up_to_draw"] = s18m21_discard_up_to_draw


def s18m21_tap_or_untap(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "you may tap or untap target creature" (CR 701.26, 608.2d) -> `tap_or_untap` on the one target: as it
    resolves its controller chooses "tap", "untap" or "neither" (`choices.tap_or_untap`; the grammar reads "you
    may" with it: without it the effect would have to do one of the two, not read)."""
    if effect.may or duration is not None or effect.obj is None or effect.obj.kind != "target":
        raise NotLowered("'tap or untap' other than 'you may tap or untap target <permanent>'")
    return {"kind": "tap_or_untap", "target": _permanents(effect.obj, ctx)}


_S18M21_ATTACHED = {"Equipment": "Equipment", "Auras": "Aura"}


def s18m21_destroy_attached(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ deals 5 damage to target creature. Destroy all Equipment attached to that creature." (CR 608.2c, 701.8a,
    301.5) -> `destroy_attached` (rules/s18m21_destroy_attached.py): "that creature" is the one creature the targeted
    effect before it acted on."""
    last = getattr(ctx, "last_target", None)
    subtype = _S18M21_ATTACHED.get(str(effect.place))
    if subtype is None or duration is not None or effect.may:
        raise NotLowered(f"destroy all {effect.place} attached to that creature")
    if ctx.targets != 1 or ctx.plural or not isinstance(last, str) or spec_base(last) != "creature":
        raise NotLowered("'that creature' where no one targeted creature came before")
    return {"kind": "destroy_attached", "subtype": subtype}


_M19B_EFFECTS["s18m21_destroy_attached"] = s18m21_destroy_attached


def s18m21_spell_add_one_color(effect: Effect, duration: str | None) -> Json:
    """ "Add two mana of any one color." as a spell's effect (Traitorous Greed; CR 106.1, 106.4, 608.2d): a spell is
    no mana ability, so an `add_mana` of a choice of the five colors, `times` the number, all of `one_color` (the
    color chosen as it resolves, rules/one_color_mana.py)."""
    amount = effect.amount
    if duration is not None or amount is None or not isinstance(amount.value, int) or amount.value < 1:
        raise NotLowered("mana of any one color from a spell other than a number of mana")
    return {"kind": "add_mana", "mana": "{W}|{U}|{B}|{R}|{G}", "times": amount.value, "one_color": True}


def _damage_sources_you_control(source: Any) -> list[str]:
    """The specs of a damage source "... you control" (`sources_any_of` of `damage_increase` and
    `damage_multiplier`); a source not said to be one you control is not lowered."""
    if [q.name for q in source.qualifiers].count("you_control") != 1:
        raise NotLowered("a damage source not said to be one you control")
    noun = dataclasses.replace(source, qualifiers=tuple(q for q in source.qualifiers if q.name != "you_control"))
    specs: list[str] = _entering_specs(noun)
    return specs


def s18m21_damage_multiplier(line: S18M21DamageMultiply) -> Json:
    """ "If a source you control would deal damage to a permanent or player, it deals triple that damage to that
    permanent or player instead." -> `damage_multiplier` (rules/s18m21_damage_multiplier.py, CR 614.1a); the source
    as `damage_increase` reads it (a source you control, or a noun phrase with "you control")."""
    ability: Json = {"kind": "damage_multiplier", "times": line.times}
    if line.self_combat_to_player:  # "If ~ would deal combat damage to a player, ..." (CR 510.2)
        return {**ability, "source_self": True, "combat_only": True, "to": "player"}
    if line.source is not None and line.source.head == "s18m21_subtype_source":
        return {**ability, "source_subtype": line.source.words[0]}  # "a Giant source you control" (CR 205.3)
    if line.source is not None:
        ability["sources_any_of"] = _damage_sources_you_control(line.source)
    return ability


_S18M21_REMOVABLE = ("+1/+1", "-1/-1", "loyalty", "charge", "stun", "gold", "supply")


def s18m21_remove_counters(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Remove two loyalty counters from each planeswalker." / "Remove a +1/+1 counter from target creature." (CR
    122.1, 608.2) -> `remove_counters_from` (rules/s18m21_remove_counters.py): up to that many counters of the kind
    are removed from each permanent it acts on (as many as it has, when fewer)."""
    amount = effect.amount
    if (duration is not None or effect.may or effect.obj is None or effect.counter not in _S18M21_REMOVABLE
            or amount is None or not isinstance(amount.value, int) or amount.value < 1 or amount.for_each
            or amount.equal_to):
        raise NotLowered("'remove N <kind> counters from' other than a number of counters of a known kind")
    return {"kind": "remove_counters_from", "counter": effect.counter, "amount": amount.value,
            "target": _permanents(effect.obj, ctx)}


_M19B_EFFECTS["s18m21_remove_counters"] = s18m21_remove_counters
# --- s18-neoa ---


def s18neoa_batch_combat_damage(line: Triggered) -> Json:
    """ "Whenever one or more <creatures> deal combat damage to a player, <effects>" -> the trigger
    "creature_deals_combat_damage" with `dealing` and `batch` (rules/flicker.py, rules/batch_triggers.py;
    CR 510.2, 603.2c): once for each player dealt combat damage by them in one combat damage step. Its
    effects may name that player (`that_player`), never one of the creatures (several may have dealt it)."""
    if len(line.events) != 1:
        raise NotLowered("'one or more ... deal combat damage' with another trigger event")
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on 'one or more ... deal combat damage'")
    noun = line.events[0].noun
    assert noun is not None
    if noun.head == "plural":
        dealing = _plural_spec(noun)
        if not dealing.startswith("creature"):
            raise NotLowered(f"one or more {' '.join(noun.words)!r} deal combat damage")
    elif noun.head == "subtype":  # "one or more Cats you control": creatures (only they deal combat damage)
        dealing = ":".join(["creature", *_qualifiers(noun, plural=True)])
        try:
            parse_target_spec(dealing)
        except TargetSpecError as problem:
            raise NotLowered(f"one or more {dealing!r}: {problem}") from None
    else:
        raise NotLowered(f"one or more {' '.join(noun.words)!r} deal combat damage")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    if any(name in json.dumps(effects) for name in ("that_permanent", "that_card")):
        raise NotLowered("'one or more ... deal combat damage' with an effect naming one of the creatures")
    ability: Json = {"kind": "triggered", "trigger": "creature_deals_combat_damage", **_then(effects), **choice}
    if dealing != "creature":
        ability["dealing"] = dealing
    return {**ability, "batch": True}


# s18-neoa: the counts of the creature sacrificed as a spell's additional cost (sacrificed_power_unpaid checks the cost)
S18NEOA_SACRIFICED_CREATURE = ("sacrificed_toughness",)
S18NEOA_SACRIFICED_PERMANENT = ("sacrificed_mana_value",)


def s18neoa_sacrificed_count(said: str) -> str:
    """ "the sacrificed creature's toughness" -> "sacrificed_toughness"; "the sacrificed permanent's mana value"
    -> "sacrificed_mana_value" (CR 601.2h, 608.2h; rules/sacrificed_amounts.py). Other pairs are not read."""
    if said == "sacrificed_toughness:creature":
        return "sacrificed_toughness"
    if said == "sacrificed_mana_value:permanent":
        return "sacrificed_mana_value"
    raise NotLowered(f"the {said.replace(':', ' ').replace('_', ' ')}")


def s18neoa_sacrificed_permanent_unpaid(abilities: list[Json]) -> str | None:
    """ "the sacrificed permanent's mana value" (s18-neoa; rules/sacrificed_amounts.py): read only on a card
    whose one additional cost sacrifices exactly one permanent, and only in its spell effects (CR 601.2h,
    608.2h); otherwise the problem, said; None when it is read or not used."""

    def uses(value: Any) -> bool:
        if isinstance(value, list):
            return any(uses(part) for part in value)
        if isinstance(value, dict):
            return any(uses(part) for part in value.values())
        return bool(value in S18NEOA_SACRIFICED_PERMANENT)

    if not uses(abilities):
        return None
    sacrifices = [a for a in abilities if a.get("kind") == "additional_cost" and a.get("cost") == "sacrifice"]
    others = [a for a in abilities if a.get("kind") not in ("spell", "additional_cost")]
    if len(sacrifices) == 1 and sacrifices[0].get("amount", 1) == 1 and not uses(others):
        return None
    return "the sacrificed permanent's mana value, where no one permanent is sacrificed as the spell's additional cost"


def s18neoa_activated_body(body: Body, ctx: _Context) -> list[Json]:
    """An activated ability's body: "Tap up to two target creatures you don't control. Those creatures don't
    untap during their controller's next untap step." (Saiba Trespassers' channel; CR 502.3, 608.2c) is
    lowered as a spell's is (`_checked_body`, whose `_after_tap` checks the "don't untap" sentence follows the
    "Tap" of those targets and names them); any other body by `lower_body` as before."""
    if any(e.verb == "dont_untap_next" for sentence in body.sentences for e in sentence.effects):
        return _checked_body(body, ctx)
    return lower_body(body, ctx)


def s18neoa_is_enters_or_leaves(line: Triggered) -> bool:
    """Whether the line is "When ~ enters or leaves the battlefield, <effects>"."""
    verbs = [(event.kind, event.verb) for event in line.events]
    return verbs == [("self", "enters"), ("self", "leaves the battlefield")]


def s18neoa_enters_or_leaves(line: Triggered) -> list[Json]:
    """ "When ~ enters or leaves the battlefield, exile the top card of your library. Until end of turn, you may
    play that card." (Experimental Synthesizer; CR 603.2, 603.6a, 603.6c, 603.10a): one ability with two trigger
    events, each triggering it on its own, played as the two triggers "enters" and "self_leaves" with the same
    effects (each lowered as its trigger alone is, so an effect naming ~ or "it" is refused by the leaves one).
    Not read with "This ability triggers only once each turn." (the two would count apart) or an intervening
    "if"."""
    if line.body.once_each_turn or line.condition is not None:
        raise NotLowered("'enters or leaves the battlefield' with a limit or an intervening 'if'")
    enters = graveyard_trigger(_triggered(dataclasses.replace(line, events=line.events[:1])))
    leaves = graveyard_trigger(_triggered(dataclasses.replace(line, events=line.events[1:])))
    if enters.get("trigger") != "enters" or leaves.get("trigger") != "self_leaves":
        raise NotLowered("'enters or leaves the battlefield' read as other triggers")
    return [enters, leaves]


def s18neoa_that_event_permanent(ref: Ref, ctx: _Context) -> bool:
    """ "that Vehicle" / "that creature" before any target, in a mode of a trigger whose event names one
    permanent of that kind (`s18neoa_event_nouns` of the context, set by s18neoa_event_modal)."""
    nouns: tuple[str, ...] = getattr(ctx, "s18neoa_event_nouns", ())
    if ref.kind != "that" or ref.noun is None or ref.noun.qualifiers or ctx.targets or not nouns:
        return False
    said = " ".join(ref.noun.words).lower() if ref.noun.head == "subtype" else ref.noun.head
    return said in nouns


def s18neoa_event_modal_applies(line: TriggeredModal) -> bool:
    """Whether the line is "Whenever a <creature or subtype> you control attacks, choose one — • ... • ..."
    with a mode naming "that <noun>" of the event."""
    if len(line.events) != 1 or line.events[0].kind != "other_attacks" or line.condition is not None:
        return False
    noun = line.events[0].noun
    if noun is None or noun.head not in ("subtype", "creature"):
        return False
    return "kind='that'" in repr(line.modes)


def s18neoa_event_modal(line: TriggeredModal) -> list[Json]:
    """ "Whenever a Vehicle you control attacks, choose one — • That Vehicle gains first strike until end of
    turn. • Untap ~." (Kitsune Ace; CR 508.3a, 603.2, 700.2b): the trigger "creature_attacks" whose effect is
    `modal`; a mode's "that Vehicle" (the event's noun) or "it" is the attacking permanent (`that_permanent`,
    rules/attack_triggers.py names it), each mode lowered as `_lower_mode` does with that context."""
    placeholder = Body((Sentence((Effect("draw", amount=Amount(1)),)),))
    ability = _triggered(Triggered(line.events, placeholder))
    if ability.get("trigger") != "creature_attacks" or set(ability) - {"kind", "trigger", "effect", "attacking"}:
        raise NotLowered("modes on this attack trigger")
    noun = line.events[0].noun
    assert noun is not None
    nouns = (noun.words[0].lower(),) if noun.head == "subtype" else ("creature",)
    modes: list[Json] = []
    for body in line.modes:
        ctx = _EventContext("triggered")
        setattr(ctx, "s18neoa_event_nouns", nouns)  # noqa: B010 - read by s18neoa_that_event_permanent
        effects = _checked_body(body, ctx)
        if len(effects) == 1:
            modes.append(effects[0] if effects[0]["kind"] in PLAIN_MODE_KINDS | {"player_chooses_own"}
                         else spells_single_mode(effects[0]))
            continue
        if not effects or any(e["kind"] in ("modal", "mode_sequence") for e in effects):
            raise NotLowered("a mode without effects, or with modes of its own")
        modes.append({"kind": "mode_sequence", "effects": effects})
    ability["effect"] = {"kind": "modal", "modes": modes}
    return [ability]
# --- s18-quoted (docs/oracle-s18-quoted.md) ---


def s18quoted_token(token: S18QuotedToken) -> Json:
    """ 'a 1/1 black and green Pest creature token with "When ~ dies, you gain 1 life."' (CR 111.4: the token has the
    abilities the effect gives it; 113.1a: the quoted text is an ability) -> the token's definition with `abilities`,
    the quoted line lowered as a permanent's printed line is (its "~" is the token, CR 113.7, 201.5). Every part of
    the quoted ability must be read; the reader refuses a quote that says the card's own name (reader.py)."""
    plain = _token(Token_(token.stats, token.colors, token.subtypes, token.types, token.keywords))
    assert isinstance(plain, dict)
    abilities = lower(token.quoted, is_spell=False)
    if not abilities:
        raise NotLowered("a token's quoted ability with no engine node")
    return {**plain, "abilities": abilities}


def s18quoted_effect(effect: Effect, ctx: _Context) -> Json:
    """The s18-quoted effects: "return it to the battlefield [tapped] under its owner's control [with a +1/+1 counter
    on it]" in "When ~ dies, ..." only (`return_died_to_battlefield`: "it" is the card ~ became in its owner's
    graveyard, CR 603.6c, 603.10a, 400.7; 110.2a), and "Until end of turn, <target creature> [gets +N/+M and]
    gains [keywords and] "<dies trigger>"" (`grant_until_end_of_turn`, CR 613.1f, 613.4c, 611.2a)."""
    if effect.verb == "s18quoted_return_died":
        if not (ctx.dies and getattr(ctx, "s14_self_dies", False)):
            raise NotLowered("'return it to the battlefield under its owner's control' other than in 'When ~ dies'")
        return s19m20_died_card_returned(effect)  # s19-m20 (end of this module): shared with "return that card"
    if effect.verb == "s18quoted_grant_eot" and isinstance(effect, S18GrantEffect) and effect.obj is not None:
        return _s18quoted_grant_eot(effect, ctx)
    raise NotLowered(f"effect '{effect.verb}'")


def _s18quoted_grant_eot(effect: S18GrantEffect, ctx: _Context) -> Json:
    assert effect.obj is not None
    if isinstance(effect.quoted, Activated):
        return s19granted_grant_eot(effect, ctx)  # s19-granted (end of this module)
    if effect.obj.kind != "target" or effect.obj.up_to or (effect.obj.count is not None and effect.obj.count.value != 1):
        raise NotLowered("a quoted ability granted until end of turn to something other than one target")
    target = object_spec(effect.obj, ctx, players=False)
    granted = lower(effect.quoted, is_spell=False)
    if len(granted) != 1 or granted[0].get("kind") != "triggered" or granted[0].get("trigger") != "dies":
        raise NotLowered("a quoted ability granted until end of turn other than a 'When ~ dies' trigger")
    power, toughness = (0, 0) if effect.pt is None else (int(v) for v in effect.pt.split("/"))
    grant: Json = {"kind": "grant_until_end_of_turn", "target": target}
    if power:
        grant["power"] = power
    if toughness:
        grant["toughness"] = toughness
    if effect.keywords:
        grant["keywords"] = [keyword_text(k) for k in effect.keywords]
    grant["ability"] = granted[0]
    return grant


# --- s19-multi (docs/oracle-s19-multi.md) ------------------------------------------------------
# A spell with more than one "target" (CR 601.2c: a target is chosen for each instance of the word
# "target"; 115.3: the same object may be chosen for two of them unless "other" says otherwise) and one
# target named again as the subject of a second verb ("Target player draws two cards and loses 2 life.").
# The engine deals a spell's `choices.targets` out to its targeted effects in the order of its effects
# (rules/effects_targets.py: `deal_targets`), checks each target against its own effect's spec as the
# spell is cast (601.2c) and as it resolves (608.2b: an effect whose target is illegal is skipped, the
# spell is removed only when all its targets are illegal). So a further target is read only when each
# target of the text is the one target of one engine effect, in the text's order (checked on the
# lowered effects: `s19multi_checked`), and nothing after the second target refers back ("it", "that
# creature", "its controller": which target it names would be a guess).


class _S19MultiState:
    """What the reader of one ability knows of its further targets."""

    def __init__(self) -> None:
        self.first: str | None = None  # the spec of the ability's first target
        self.specs: list[str] = []  # the further targets' specs, in order
        self.effects: list[Json] = []  # the lowered effects that took them
        self.shared: list[Json] = []  # "... and loses 2 life": the effects naming the same target again
        self.open = False  # an effect that may take a further target is being lowered
        self.taken: str | None = None  # the spec it took


# At most this many targets in one ability ("target creature gets +3/+3, up to one other target creature
# gets +2/+2, and up to one other target creature gets +1/+1": three).
S19MULTI_MOST_TARGETS = 3


def _s19multi(ctx: _Context) -> _S19MultiState:
    state = getattr(ctx, "s19multi", None)
    if not isinstance(state, _S19MultiState):
        state = _S19MultiState()
        setattr(ctx, "s19multi", state)  # noqa: B010 - s19-multi
    return state


def s19multi_takes_another(ctx: _Context, spec: str) -> bool:
    """`_Context.took_target` past the first target: accepted only as the first target of an effect
    `s19multi_effect` lowers (its spec is checked against the engine effect afterwards)."""
    state = getattr(ctx, "s19multi", None)
    if not isinstance(state, _S19MultiState) or not state.open or state.taken is not None:
        return False
    state.taken = spec
    return True


_S19MULTI_PLAYERS = ("target_player", "target_opponent")


def s19multi_shared_subject(effect: Effect, sentence: Sentence, before: list[Json]) -> Json | None:
    """ "Target player draws two cards and loses 2 life." / "Target player discards two cards and loses 2
    life.": "loses N life" has no subject of its own and shares the target of the verb before it (one
    target: CR 601.2c counts the word "target" once). -> `lose_life` with player "that_target_player", the
    player the effect before it targeted (rules/effects_targets.py: referents, CR 608.2c); if that target
    became illegal, neither part happens to it (608.2b). None for anything else."""
    subject = effect.subject
    if effect.verb != "lose_life" or subject is None or subject.kind != "player" or subject.player not in _S19MULTI_PLAYERS:
        return None
    position = next((n for n, other in enumerate(sentence.effects) if other is effect), 0)
    if position == 0 or sentence.effects[position - 1].subject is not subject:
        return None  # its own "target player": a target of its own
    if not before or before[-1].get("player") != subject.player or before[-1].get("kind") not in ("draw", "discard", "mill"):
        raise NotLowered("'and loses N life' after something other than the same target player's draw, discard or mill")
    if effect.may or effect.obj is not None or sentence.fronted_duration is not None:
        raise NotLowered("'and loses N life' with a choice, an object or a duration")
    return {"kind": "lose_life", "amount": _amount(effect.amount), "player": "that_target_player"}


def s19multi_effect(effect: Effect, sentence: Sentence, ctx: _Context, before: list[Json]) -> Json:
    """One effect of `lower_body`: the same target again (`s19multi_shared_subject`), or, in a spell with one
    target or more already, an effect that may take one further target; else `lower_effect`."""
    shared = (s25core_shared_discard(effect, sentence, before)  # s25-core (end of this module)
              or s22afr_shared_subject(effect, sentence, before) or s19multi_shared_subject(effect, sentence, before))
    if shared is not None:
        _s19multi(ctx).shared.append(shared)
        return shared
    state = getattr(ctx, "s19multi", None)
    further = len(state.specs) if isinstance(state, _S19MultiState) else 0
    if ctx.targets >= 1 and _s19multi_names_an_earlier_target(effect, sentence):
        # "Target player draws two cards, then discards two cards.": one "target", two verbs (CR 601.2c)
        raise NotLowered("the same target named again by another verb (only 'and loses N life' is read)")
    if not s20trig2_several(ctx) or ctx.targets != 1 + further or ctx.targets >= S19MULTI_MOST_TARGETS:
        return lower_effect(effect, ctx, sentence.fronted_duration)
    state = _s19multi(ctx)
    if not state.specs:
        state.first = str(getattr(ctx, "last_target", ""))
    state.open, state.taken = True, None
    try:
        lowered = lower_effect(effect, ctx, sentence.fronted_duration)
    finally:
        state.open = False
    if state.taken is not None:
        if ctx.targets != 2 + further:
            raise NotLowered("a further target with another target in the same effect")
        state.specs.append(state.taken)
        state.effects.append(lowered)
        ctx.plural = True  # "it" after two targets could name either: not read
    return lowered


def _s19multi_names_an_earlier_target(effect: Effect, sentence: Sentence) -> bool:
    """Is this effect's subject or object the very target an earlier effect of the sentence has (a subject
    shared by two verbs)? Then lowering it would take a second target where the text has one."""
    earlier: list[Ref] = []
    for other in sentence.effects:
        if other is effect:
            break
        earlier += [ref for ref in (other.subject, other.obj) if ref is not None and _s19multi_targeted(ref)]
    return any(ref is mine for mine in (effect.subject, effect.obj) if mine is not None for ref in earlier)


def _s19multi_targeted(ref: Ref) -> bool:
    return ref.kind in ("target", "any_target") or (ref.kind == "player" and str(ref.player).startswith("target"))


_S19MULTI_EFFECT: Any = None  # the engine's Effect union, read as the checks need it


def _s19multi_engine_effect(lowered: Json) -> Any:
    global _S19MULTI_EFFECT
    if _S19MULTI_EFFECT is None:
        from pydantic import TypeAdapter

        from app.engine.cards import Effect as EngineEffect

        _S19MULTI_EFFECT = TypeAdapter(EngineEffect)
    try:
        return _S19MULTI_EFFECT.validate_python(lowered)
    except ValidationError:
        raise NotLowered("the engine refuses an effect of a spell with several targets") from None


_S19MULTI_BACK = frozenset({"it", "that_player", "that_permanent", "that_card", "number_put_into_graveyard",
                            "that_target_player", "destroy_attached"})


def _s19multi_refers_back(value: Any) -> bool:
    """Does a lowered effect name something an earlier effect affected ("it", "its power", "that player",
    "those creatures": the engine's referents, CR 608.2c)?"""
    if isinstance(value, dict):
        return any(_s19multi_refers_back(part) for part in value.values())
    if isinstance(value, list):
        return any(_s19multi_refers_back(part) for part in value)
    return isinstance(value, str) and (value in _S19MULTI_BACK or value.startswith(("it:", "its_", "it_"))
                                       or value.endswith(":that_player_controls"))


def s19multi_checked(effects: list[Json], ctx: _Context) -> list[Json]:
    """A body's lowered effects, checked when it reads a further target or a shared one: the engine effects
    that target take exactly the text's targets, in its order (CR 601.2c: dealt out in order), each a fixed
    number; nothing from the second target on refers back; "that_target_player" right after the effect
    whose target it names."""
    state = getattr(ctx, "s19multi", None)
    if not isinstance(state, _S19MultiState) or not (state.specs or state.shared):
        return effects
    from app.engine.cards import effect_target, target_count

    models = [_s19multi_engine_effect(lowered) for lowered in effects]
    for shared in state.shared:
        position = next((n for n, lowered in enumerate(effects) if lowered is shared), None)
        if position is None or position == 0 or (effect_target(models[position - 1]) is None and not any(
                effects[position - 1] is other for other in state.shared)):  # s22-afr: after a shared one too
            raise NotLowered("'and loses N life' not right after the effect whose target it names")
    if not state.specs:
        return effects
    expected = [named(spec) for spec in (str(state.first), *state.specs)]
    found = [spec for model in models if (spec := effect_target(model)) is not None]
    targeted = [model for model in models if effect_target(model) is not None]
    if found != expected or any(type(target_count(model)) is not int for model in targeted):
        raise NotLowered("the targets of the text are not one per engine effect, in order")
    # s20-trig2: "Destroy up to one target artifact. Put a +1/+1 counter on up to one target creature.": with one target
    # chosen, the action's `choices.target_counts` say which effect it is for (the engine refuses it without them)
    start = next((n for n, lowered in enumerate(effects) if lowered is state.effects[0]), None)
    if start is None:
        raise NotLowered("an effect with a further target joined into another")
    for lowered in effects[start:]:
        if not any(lowered is shared for shared in state.shared) and _s19multi_refers_back(lowered):
            raise NotLowered("'it' / 'that creature' after a second target (which target it names would be a guess)")
    return effects
# --- s19-granted (docs/oracle-s19-granted.md) ---


def s19granted_grant(holder: str, ability: Json) -> Json:
    """The `grant_activated` of a quoted activated or mana ability: "attached_permanent" (an Aura's or Equipment's),
    "lands_you_control" (as the group "all:land:you_control") or a group spec (rules/granted_activated.py)."""
    if holder == "attached_permanent":
        return {"kind": "grant_activated", "to": "attached_permanent", "ability": ability}
    group = "all:land:you_control" if holder == "lands_you_control" else holder
    return {"kind": "grant_activated", "to": "group", "group": group, "ability": ability}


def _s19granted_group(ref: Ref, *, plural: bool = True) -> str:
    """ "Creatures you control with vigilance", "Elves you control", "Treasures you control", "Each creature you
    control with a +1/+1 counter on it" -> an "all:...:you_control" spec (a subtype that is no creature type names
    permanents of that subtype, "Treasures": CR 205.3g)."""
    group = s25tsr_all_as_group(targets_each_creature_as_group(ref))  # s25-tsr: "All Slivers" (end of module)
    noun = group.noun
    if group.kind != "group" or noun is None:
        raise NotLowered("a quoted ability granted to something other than a group of permanents you control")
    if noun.head == "subtype" and (singular(noun.words[0]) if plural else noun.words[0]) not in CREATURE_TYPES:
        spec = ":".join(["all", *_qualifiers(noun, plural=plural), *(["other"] if group.other else [])])
    elif noun.head == "subtype" and not plural:  # "each Vampire you control"
        spec = ":".join(["all", "creature", *_qualifiers(noun), *(["other"] if group.other else [])])
    else:
        spec = _group_spec(group)
    parsed = parse_target_spec(spec)
    if ((parsed.control != "you_control" and not s25tsr_every_controller(ref, parsed.control, parsed.with_types))
            or parsed.player_scope):
        raise NotLowered(f"a quoted ability granted to {spec!r}: not a group of permanents you control")
    return spec


def s19granted_activated(line: S19GrantedActivated) -> list[Json]:
    """ 'Equipped creature [gets +1/+1 and] has [vigilance and] "<activated ability>"', 'Creatures you control with
    vigilance have "<activated ability>"' (CR 613.1f, 613.4c, 113.1a, 602.1, 605.1a) -> the `attached_pump` (or the
    group's `static_pump`) of the pump and keywords, read as their own line would be, and a `grant_activated` of
    the quoted ability lowered as a printed line (one activated or mana ability; its "~" is the permanent that has
    it, and a quote saying the card's own name is refused by reader.py)."""
    granted = lower(line.quoted, is_spell=False)
    if len(granted) != 1 or granted[0].get("kind") not in ("activated", "mana"):
        raise NotLowered("a quoted ability granted other than one activated ability")
    if line.if_type == "s21neob_modified":
        return [s21neob_granted_if_modified(line, granted[0])]  # s21-neob (end of this module)
    if line.group is None:
        pump = (granted_static(GrantedStatic("pump", pt=line.pt, keywords=line.keywords,
                                             if_creature=line.if_type == "creature"), is_spell=False)
                if line.pt or line.keywords else [])
        grant = s19granted_grant("attached_permanent", granted[0])
        return [*pump, {**grant, "if_attached_is": line.if_type} if line.if_type else grant]
    spec = _s19granted_group(line.group)
    keywords = lower(Static("keywords", line.group, keywords=line.keywords), is_spell=False) if line.keywords else []
    return [*keywords, s19granted_grant(spec, granted[0])]


def s19granted_grant_eot(effect: S18GrantEffect, ctx: _Context) -> Json:
    """ 'Until end of turn, Spirit creatures you control gain "{T}: ~ deals 1 damage to each opponent."', 'Until end
    of turn, each Vampire you control gains "<activated ability>"', '... target creature gains "..."' (CR 613.1f,
    611.2a, 611.2c) -> `grant_activated_until_end_of_turn` of one target or a group of permanents you control, the
    quoted ability lowered as a printed line (one activated or mana ability; its "~" is the permanent that has it)."""
    obj = effect.obj
    assert obj is not None
    if effect.pt is not None or effect.keywords:
        raise NotLowered("a quoted activated ability granted until end of turn with a pump or keywords")
    if obj.kind == "target":
        if obj.up_to or (obj.count is not None and obj.count.value != 1):
            raise NotLowered("a quoted ability granted until end of turn to several targets")
        target = object_spec(obj, ctx, players=False)
    elif obj.kind == "each" and obj.noun is not None and obj.noun.head == "subtype":
        target = _s19granted_group(Ref("group", obj.noun), plural=False)
    else:
        target = _s19granted_group(obj)
    granted = lower(effect.quoted, is_spell=False)
    if len(granted) != 1 or granted[0].get("kind") not in ("activated", "mana"):
        raise NotLowered("a quoted ability granted until end of turn other than one activated ability")
    return {"kind": "grant_activated_until_end_of_turn", "target": target, "ability": granted[0]}
# --- s19-impulse ---

S19IMPULSE_EXILED_THIS_WAY = "cards exiled this way"  # "you may play cards exiled this way": all of them


def _s19impulse_play_free(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "You may play them this turn without paying their mana costs." (Golos): s12-impulse's permission, each card
    castable for the alternative cost of nothing (CR 118.9), joined to its exile by `impulse_joins`."""
    extra = {"without_paying_mana_cost": True}
    return {"kind": _PLAY_MARK, "until": effect.duration, "ref": effect.place, "extra": extra}


_M19B_EFFECTS["s19impulse_play_free"] = _s19impulse_play_free


def _s19impulse_cast_nonland(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "If it's a nonland card, you may cast that card this turn." (Vance's Blasting Cannons): s12-impulse's
    permission given only for a nonland card, to cast it (CR 601.2a; not to play a land face, 305.1)."""
    return {"kind": _PLAY_MARK, "until": effect.duration, "ref": effect.place, "extra": {"cast_only": True}}


_M19B_EFFECTS["s19impulse_cast_nonland"] = _s19impulse_cast_nonland


def s19impulse_plain_exile_top(mark: Json) -> Json:
    """ "Exile the top card [N cards] of your library." with no permission after it -> `exile_top_of_library` (CR
    406.2; rules/exiled_with_casting.py); "the top X cards" alone is not read (X has no value there)."""
    if not isinstance(mark["amount"], int):
        raise NotLowered("an exile of the top X cards of your library without a permission to play them")
    return {"kind": "exile_top_of_library", "amount": mark["amount"]}


# "You may cast spells from among cards exiled with ~." (CR 607.2a, 601.2a): rules/exiled_with_casting.py
_M19B_STATICS["s19impulse_cast_exiled_with"] = lambda line: {"kind": "cast_from_exiled_with"}


S19IMPULSE_CHOOSE_MARK = "_s19impulse_choose_one"  # "Choose one of them.", waiting for its permission
_M19B_EFFECTS["s19impulse_choose_one"] = lambda effect, ctx, duration: {"kind": S19IMPULSE_CHOOSE_MARK}
# --- s19-venture ---
# Dungeons (CR 309, 701.49; docs/oracle-s19-venture.md; rules/venture.py, app/engine/dungeons.py)


def _s19venture_venture(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Venture into the dungeon." (CR 701.49a-c) -> the `venture` effect. A player may enter any of the three
    dungeons (701.49a): the action is modelled only while the engine plays every room of each."""
    if duration is not None:
        raise NotLowered("venture with a duration")
    if not ALL_ROOMS_MODELLED:
        raise NotLowered("venture into the dungeon: rooms not modelled (" + "; ".join(unmodelled_rooms()) + ")")
    return {"kind": "venture"}


_M19B_EFFECTS["s19venture_venture"] = _s19venture_venture
# "Whenever you complete a dungeon, <effects>." (CR 309.7, 603.2): the trigger "you_complete_dungeon"
_S14_FORAGE_TRIGGERS = (*_S14_FORAGE_TRIGGERS, "you_complete_dungeon")  # type: ignore[assignment]
# "As long as you've completed a dungeon, ~ has double strike." (CR 309.7, 611.3a): `as_long_as` "completed_dungeon"
_AS_LONG_AS["s19venture_completed_dungeon"] = "completed_dungeon"
# --- s19-neoa (docs/oracle-s19-neoa.md) ---
# "Create an X/X green Spirit creature token, where X is the number of lands you control." (CR 111.3, 608.2h): the
# token's definition is written 0/0 and `stats_x` says its power and toughness, counted as the effect resolves
# (rules/tokens.py); put_x gives `stats_x` the counted amount of ", where X is ..." like the other counted fields
S19NEOA_X_STATS = "X/X"
_X_COUNTED["create_token"] = ("stats_x",)
_X_COUNTED["create_token"] = ("stats_x", "count")  # s23-c13: "Create X 1/1 ... tokens, where X is the number of ..."
# "If a creature would die this turn, exile it instead." (Malicious Malfunction; CR 614.1a, 700.4): the replacement
# for the rest of the turn (rules/s19neoa_exiled_instead.py)
_M19B_EFFECTS["creatures_exiled_if_they_would_die"] = _bare_action("creatures_exiled_if_they_would_die",
                                                                   "every creature exiled if it would die")


def s19neoa_attached_triggered(line: Triggered) -> Json | None:
    """ "Whenever ~ becomes attached to a creature, tap that creature." (CR 603.2, 701.3a): the trigger
    `self_becomes_attached` (rules/s19neoa_attached_triggers.py); "that creature" / "it" in its effects is the
    creature ~ became attached to (`that_permanent`). None: not this event."""
    if line.step is not None or [(e.kind, e.verb) for e in line.events] != [("self", "becomes attached to a creature")]:
        return None
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a 'becomes attached' trigger")
    body, choice = optional_parts(line.body)
    ctx = _EventContext("triggered")
    setattr(ctx, "s18neoa_event_nouns", ("creature",))  # noqa: B010 - "that creature": the event's (s18-neoa)
    effects = lower_body(body, ctx)
    return {"kind": "triggered", "trigger": "self_becomes_attached", **_then(effects), **choice}


def s19neoa_returned_gains(effect: Effect, ctx: _Context, when: str | None) -> Json | None:
    """ "Return target artifact card ... from your graveyard to the battlefield. It gains haste." (CR 611.2a: an effect
    of a resolved ability without a duration lasts indefinitely, while that object stays on the battlefield, 400.7):
    a `pump` of +0/+0 with the keywords and `duration` "indefinitely" on "it", the one card the return before it put
    onto the battlefield. None: not this shape (another duration, a change of power/toughness, another object)."""
    obj = effect.obj
    if (when is not None or effect.pt != "+0/+0" or not effect.keywords or obj is None or obj.kind != "it"
            or not getattr(ctx, "s19neoa_returned", False)):
        return None
    target = _permanents(obj, ctx)
    if target != "it":
        return None
    return {"kind": "pump", "target": "it", "power": 0, "toughness": 0, "duration": "indefinitely",
            "keywords": [keyword_text(k) for k in effect.keywords]}


def s19neoa_returned_sacrifice_joins(effects: list[Json]) -> list[Json]:
    """ "Return target artifact card ... to the battlefield. It gains haste. Sacrifice it at the beginning of the next
    end step." (CR 603.7, 701.21a): the delayed sacrifice belongs to the one card the `return_to_battlefield` before it
    returned (its `sacrifice_at`, rules/return_to_battlefield.py), with at most the indefinite keywords of "It gains
    haste." between them. Other shapes are left to s18m20_delayed_sacrifice_joins (tokens)."""
    joined: list[Json] = []
    for effect in effects:
        if effect.get("kind") != _S18M20_SACRIFICE_CREATED or effect.get("names") != "it":
            joined.append(effect)
            continue
        returned = returned_before(joined)  # s22-neoa: shared with s22neoa_returned_bounce_joins (end of module)
        if returned is None or "sacrifice_at" in returned or "target_count" in returned:
            joined.append(effect)  # not after a return: s18m20_delayed_sacrifice_joins decides
            continue
        returned["sacrifice_at"] = "next_end_step"
    return joined


def s19neoa_attached_counter_pump(line: Static) -> list[Json]:
    """ "Equipped creature gets +1/+1 for each +1/+1 counter on ~ [and has vigilance]." (CR 613.4c, 122.1) ->
    `attached_counter_pump` (rules/count_pump.py), and the keywords as an `attached_pump` of +0/+0."""
    assert line.pt is not None and line.counter is not None
    power, toughness = _pt(line.pt)
    found: list[Json] = [{"kind": "attached_counter_pump", "counter": line.counter, "power": power,
                          "toughness": toughness}]
    if line.keywords:
        found.append({"kind": "attached_pump", "power": 0, "toughness": 0,
                      "keywords": [keyword_text(k) for k in line.keywords]})
    return found
# --- s19-m20 (docs/oracle-s19-m20.md) ---


def s19m20_optional_exile_target_card(body: Body) -> tuple[Body, Json] | None:
    """ "You may exile target creature card from a graveyard. If you do, <effects>." (Boneclad Necromancer,
    Carrion Imp) -> the whole body as one optional choice (`optional`, CR 603.5, 608.2d): the exile and then the
    effects. Exiling a card that is still a legal target always happens (CR 406.2), and with its one target gone
    the ability doesn't resolve at all (608.2b), so "if you do" is exactly "if you chose to". Only a targeted card
    (not a permanent: "if you do" after exiling a permanent names it again, "return that card"); None for any
    other optional action."""
    optional = body.optional
    if (optional is None or body.reflexive or body.r2history_mandatory or optional.verb != "exile"
            or optional.obj is None or optional.obj.kind != "target" or optional.obj.up_to
            or (optional.obj.count is not None and optional.obj.count.value != 1)
            or (optional.subject is not None and (optional.subject.kind, optional.subject.player) != ("player", "you"))):
        return None
    probe = _Context("triggered")
    exiled = lower_effect(dataclasses.replace(optional, may=False), probe, None)
    if not str(exiled.get("target", "")).startswith("card_in_"):
        return None
    first = Sentence((dataclasses.replace(optional, may=False),))
    return Body((first, *body.sentences)), {"optional": True}


def s19m20_that_creature_was(noun: Noun, ctx: _Context) -> Json:
    """ "Whenever another creature you control dies, you gain 1 life. If that creature was an Elemental, put a +1/+1
    counter on ~." (Overgrowth Elemental) -> the rider condition `that_permanent_was` with the specs of "an Elemental"
    (rules/riders.py): the creature the trigger event named (`that_permanent`), judged as it last existed on the
    battlefield (CR 608.2h, 603.10a). Only in a "creature_dies" trigger whose effects took no target ("that creature"
    would then be ambiguous)."""
    if not getattr(ctx, "s19m20_that_creature", False) or ctx.targets:
        raise NotLowered("'that creature was ...' other than after 'Whenever a creature dies'")
    return {"kind": "that_permanent_was", "specs": _it_is_specs(noun)}


def s19m20_batch_attack_trigger(line: Triggered) -> Json:
    """ "Whenever one or more creatures [<Subtype>s] you control attack, they gain indestructible until end of turn."
    (Angelic Guardian) -> the trigger "you_attack" (CR 508.3d, 603.2c: once for the declaration of attackers; the
    attackers are always the attacking player's creatures, so "creatures you control attack" is "you attack"), with
    `attack_with` for a subtype; "they" in its effects is `those_attackers`, the declared attackers it names (the ones
    matching `attack_with`; rules/you_attack.py records them in the event)."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on 'one or more creatures you control attack'")
    noun = line.events[0].noun
    assert noun is not None
    # s22-ete: "nontoken" too ("Whenever one or more nontoken Vampires you control attack", CR 111.1)
    if [q.name for q in noun.qualifiers if q.name not in ("with_subtype", "nontoken")] != ["you_control"]:
        raise NotLowered(f"one or more {' '.join(noun.words)!r} attack")
    ability: Json = {"kind": "triggered", "trigger": "you_attack"}
    if noun.head == "subtype":
        spec = ":".join(["creature", *(q for q in _qualifiers(noun, plural=True) if q != "you_control")])
    elif noun.head == "plural" and " ".join(noun.words).lower() == "creatures":
        spec = ":".join(["creature", *(q for q in _qualifiers(noun) if q != "you_control")])
    else:
        raise NotLowered(f"one or more {' '.join(noun.words)!r} attack")
    if spec != "creature":
        try:
            parse_target_spec(spec)
        except TargetSpecError as problem:
            raise NotLowered(f"attackers {spec!r}: {problem}") from None
        ability["attack_with"] = spec
    body, choice = optional_parts(line.body)
    attack_ctx = _Context("triggered")
    setattr(attack_ctx, "s19m20_attackers", True)  # noqa: B010 - "they": the attackers
    effects = lower_body(body, attack_ctx)
    return {**ability, **_then(effects), **choice}


def s19m20_enchanted_dies_trigger(line: Triggered) -> Json:
    """ "When enchanted creature dies, <effects>" (Unholy Indenture, Minion's Return, Demonic Vigor) -> the trigger
    "enchanted_dies" (rules/dies_triggers.py, CR 603.6c, 603.10a: the Aura, attached as the creature died, sees it
    die); "that card" in its effects is the card the creature became in its owner's graveyard (`that_card`, CR 400.7;
    none for a token, which ceases to exist, 111.7)."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on 'when enchanted creature dies'")
    body, choice = optional_parts(line.body)
    ctx = _Context("triggered")
    setattr(ctx, "s19m20_that_card", True)  # noqa: B010 - "that card": the dead creature's card
    effects = lower_body(body, ctx)
    return {"kind": "triggered", "trigger": "enchanted_dies", **_then(effects), **choice}


def s19m20_return_that_card(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "return that card to the battlefield [tapped] under your [its owner's] control [with a +1/+1 counter on it]"
    in "When enchanted creature dies" -> `return_died_to_battlefield` (`under_your_control`: the ability's controller
    controls it, CR 110.2a; rules/granted_until_end_of_turn.py)."""
    if duration is not None or not getattr(ctx, "s19m20_that_card", False):
        raise NotLowered("'return that card to the battlefield' other than in 'When enchanted creature dies'")
    returned = s19m20_died_card_returned(effect)
    if effect.subject is not None and effect.subject.player == "you":
        returned["under_your_control"] = True
    return returned


def s19m20_died_card_returned(effect: Effect) -> Json:
    """`return_died_to_battlefield` [`tapped`] [`with_counters` one +1/+1 counter] of "return it [that card] to the
    battlefield [tapped] under ... control [with a +1/+1 counter on it]" (s18-quoted's "When ~ dies" and s19-m20's "When
    enchanted creature dies"); another counter is not read."""
    returned: Json = {"kind": "return_died_to_battlefield"}
    if effect.place == "tapped":
        returned["tapped"] = True
    if effect.counter is not None:
        if effect.counter not in ("+1/+1", "-1/-1"):  # s24-mh1: "-1/-1" (persist, CR 702.79a)
            raise NotLowered(f"returned with a {effect.counter} counter")
        returned["with_counters"] = {effect.counter: 1}
    return returned


_M19B_EFFECTS["s19m20_return_that_card"] = s19m20_return_that_card


def s19m20_return_to_hand_at_end_step(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "return it [that card] to its owner's hand at the beginning of the next end step" in "When ~ dies" / "Whenever
    <a creature> dies" -> `return_to_hand_at_next_end_step` (rules/s19m20_delayed_return_to_hand.py, CR 603.7a, 400.7):
    "it" is the card the dying creature became in its owner's graveyard (the event's `that_card`)."""
    if duration is not None or ctx.targets or not (ctx.dies or getattr(ctx, "s19m20_that_creature", False)):
        raise NotLowered("'return it to its owner's hand at the beginning of the next end step' other than after a death")
    return {"kind": "return_to_hand_at_next_end_step"}


_M19B_EFFECTS["s19m20_return_to_hand_at_end_step"] = s19m20_return_to_hand_at_end_step


def s19m20_return_with_auras(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Return target creature you control and each Aura attached to it to their owners' hands." (Portal of Sanctuary)
    -> `return_with_auras` on the one target (rules/s19m20_return_with_auras.py, CR 303.4, 400.3)."""
    if effect.place != "Aura":
        raise NotLowered(f"'return ... and each {effect.place} attached to it'")
    if duration is not None or effect.obj is None or effect.obj.kind != "target" or effect.obj.up_to or (
            effect.obj.count is not None and effect.obj.count.value != 1):
        raise NotLowered("'return ... and each Aura attached to it' other than on one target")
    return {"kind": "return_with_auras", "target": _permanents(effect.obj, ctx)}


_M19B_EFFECTS["s19m20_return_with_auras"] = s19m20_return_with_auras
# --- s19-m21 ---


def s19m21_flip_coin(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Flip a coin. If you win the flip, <effect>. [If you lose the flip, <effect>.]" (CR 705.1, 705.2) ->
    `flip_coin` (rules/coin_flip.py): one plain untargeted effect for each outcome."""
    assert isinstance(effect, S19M21FlipCoin) and effect.won is not None
    if duration is not None:
        raise NotLowered("a coin flip with a duration")
    if isinstance(effect, S23C11FlipCoinTwo):
        return s23c11_flip_coin_two(effect, ctx)  # s23-c11 (end of this module)
    flipped: Json = {"kind": "flip_coin"}
    for name, outcome in (("won", effect.won), ("lost", effect.lost)):
        if outcome is None:
            continue
        lowered = _lower_effect(outcome, ctx, None)
        if lowered.get("kind") in ("flip_coin", "modal") or "target" in lowered \
                or str(lowered.get("player", "")).startswith("target"):
            raise NotLowered("a coin flip whose outcome targets or is another choice")
        flipped[name] = lowered
    return flipped


S19M21_EFFECTS: dict[str, Callable[[Effect, _Context, str | None], Json]] = {"s19m21_flip_coin": s19m21_flip_coin}


def s19m21_reveal_top_draw(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Reveal the top card of your library. If it's a creature or land card, draw a card." (CR 701.20a, 121.1) ->
    `reveal_top_then_draw` with the card types as `quality` (rules/library.py)."""
    if duration is not None or not effect.keywords or len(set(effect.keywords)) != len(effect.keywords):
        raise NotLowered("a revealed top card's draw with a duration or repeated card types")
    return {"kind": "reveal_top_then_draw", "quality": list(effect.keywords)}


S19M21_EFFECTS["s19m21_reveal_top_draw"] = s19m21_reveal_top_draw


def s19m21_is_life_above_starting(restriction: str) -> bool:
    """Whether an "Activate only if ..." restriction is "you have at least N life more than your starting life
    total" (CR 103.4, 602.5b)."""
    return isinstance(restriction, OnlyIfRestriction) and restriction.condition.kind == "s19m21_life_above_starting"


def s19m21_life_above(restriction: str) -> int:
    """ "Activate only if you have at least 7 life more than your starting life total." -> 7 (the ability's
    `activate_only_if_life_above_starting`, rules/s19m21_starting_life.py)."""
    assert isinstance(restriction, OnlyIfRestriction) and restriction.condition.number is not None
    return restriction.condition.number


_S19M21_THEIR_GRAVEYARD: dict[tuple[tuple[str, str | None], ...], str] = {
    (): "target_graveyard_cards", (("with_type", "creature"),): "target_graveyard_creature_cards"}


def s19m21_counts_their_graveyard(effect: Effect) -> bool:
    """Whether an effect's amount counts "for each ... in their graveyard" (s19m21_in_their_graveyard_q)."""
    noun = effect.amount.for_each if effect.amount is not None else None
    return noun is not None and any(q.name == "s19m21_in_their_graveyard" for q in noun.qualifiers)


def s19m21_their_graveyard_life(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target opponent loses 2 life for each creature card in their graveyard." (CR 404.1, 608.2h) -> `lose_life`
    (`gain_life`) of the one target player, its amount the `Count` "target_graveyard_creature_cards" (or
    "target_graveyard_cards"; N times it: "times:N:<count>"), counted in that player's graveyard as it resolves
    (rules/s19m21_target_graveyard.py)."""
    assert effect.amount is not None and effect.amount.for_each is not None
    noun = effect.amount.for_each
    qualities = tuple((q.name, q.value) for q in noun.qualifiers if q.name != "s19m21_in_their_graveyard")
    player = effect.subject.player if effect.subject is not None and effect.subject.kind == "player" else None
    if (effect.verb not in ("lose_life", "gain_life") or duration is not None or effect.amount.equal_to is not None
            or player not in ("target_player", "target_opponent")
            or noun.head != "card" or qualities not in _S19M21_THEIR_GRAVEYARD):
        raise NotLowered("a count of cards in their graveyard other than a target player's life change")
    counted = _S19M21_THEIR_GRAVEYARD[qualities]
    lowered = {"kind": effect.verb, "amount": counted if effect.amount.value == 1 else
               m2x_times_amount(effect.amount, counted), "player": player}
    ctx.took_target(_PLAYER_SPECS.get(player, player))
    return lowered


def s19m21_counters_put_on_trigger(line: Triggered) -> Json:
    """ "Whenever one or more +1/+1 counters are put on another non-Hydra creature you control, <effects>" -> the
    trigger `counters_put_on` with `counters_put` and `counters_on` (rules/counters_put_triggers.py, CR 122.6,
    603.2): whoever puts them. Only +1/+1 counters (the kinds the engine reports every putting of)."""
    event = line.events[0]
    if event.counter != "+1/+1" or event.noun is None or line.condition is not None:
        raise NotLowered(f"a trigger on {event.counter or 'named'} counters put on a permanent")
    on = spec_of(event.noun)
    if event.verb == "another" and ":other" not in on.split(":"):
        on += ":other"
    parse_target_spec(on)
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _EventContext("triggered"))
    return {"kind": "triggered", "trigger": "counters_put_on", "counters_put": event.counter, "counters_on": on,
            **_then(effects), **choice}
# --- s19-neob ---


def s19neob_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """The s19-neob effects (docs/oracle-s19-neob.md)."""
    if effect.verb in ("s19neob_becomes_artifact_creature", "s19neob_becomes_vehicle_creature"):
        return s19neob_becomes_artifact_creature(effect, ctx, duration)
    raise NotLowered(f"effect '{effect.verb}' (no engine node for it here)")


def s19neob_becomes_artifact_creature(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "<object> becomes [a 4/4 green Bear] artifact creature [with base power and toughness 4/5] [and gains flying]
    until end of turn" -> `becomes_creature` with the types artifact and creature added (CR 205.1b: it keeps its
    other types and subtypes; layer 4, 613.1d), its base power and toughness (layer 7b, 613.4b), `colors` (layer 5,
    613.1e) and `keywords` (layer 6, 613.1f); without power and toughness, only a target Vehicle ("target Vehicle
    becomes an artifact creature until end of turn") -> `becomes_artifact_creature`: it keeps its printed power and
    toughness (CR 301.7). Only until end of turn: an effect without a duration lasts indefinitely (611.2a)."""
    assert effect.obj is not None and effect.token is not None
    if (effect.duration or duration) != "end_of_turn":
        raise NotLowered("'becomes an artifact creature' for a duration other than until end of turn")
    description = effect.token
    target = _permanents(effect.obj, ctx)
    if not description.stats:
        noun = effect.obj.noun
        if effect.verb != "s19neob_becomes_vehicle_creature" or noun is None or noun.words != ("Vehicle",):
            raise NotLowered("'becomes an artifact creature' without power and toughness on what isn't a Vehicle")
        return {"kind": "becomes_artifact_creature", "target": target}
    if "colorless" in description.colors:
        raise NotLowered("'becomes a colorless artifact creature'")
    return becomes_creature_effect(description, ["Artifact", "Creature"], target)


def s19neob_crewed_trigger(line: Triggered) -> Json:
    """ "Whenever ~ becomes crewed, <effects>" -> the trigger "self_becomes_crewed" (rules/s19neob_crewed.py: as its
    crew ability resolves, CR 702.122a, 603.2). Alone only, with no intervening "if"."""
    return self_event_trigger(line, "self_becomes_crewed", "becomes crewed")


def s19neob_exile_reduction(line: S19neobExileReduction) -> Json:
    """ "As an additional cost to cast ~, you may exile any number of white cards from your hand. ~ costs {2} less to
    cast for each card exiled this way." -> `exile_from_hand_cost_reduction` (rules/s19neob_exile_reduction.py, CR
    118.8, 601.2b, 601.2f-h). Only a generic reduction ({1}, {2}, ...)."""
    if not line.mana.strip("{}").isdigit():
        raise NotLowered("a reduction for each card exiled that isn't generic mana")
    return {"kind": "exile_from_hand_cost_reduction", "color": _COLOR_CODES[line.color], "generic": int(line.mana.strip("{}"))}


_M19B_COUNTERS += ("lore",)  # s19-neob: "put a lore counter on target Saga you control" (CR 714.2c; rules/sagas.py)


def s19neob_spend_only_subtypes(restriction: str) -> list[str] | None:
    """ "Spend this mana only to cast a Pilot or Vehicle spell." / "... a Vampire spell." -> the subtypes of the
    restriction `spend_only` "subtype_spells" (CR 106.6, 205.3; rules/restricted_mana.py); None for another."""
    if restriction.startswith("s19neob_spend_only_subtypes:"):
        return restriction.split(":", 1)[1].split("|")
    if restriction == "spend_only:spell|with_type=creature,of_the_chosen=creature_type":
        return ["chosen"]  # "a creature spell of the chosen type": `spend_only` "chosen_type_creature_spells"
    prefix = "spend_only:spell|with_subtype="
    if restriction.startswith(prefix) and "," not in restriction and restriction[len(prefix):].isalpha():
        return [restriction[len(prefix):]]
    return None


def s19neob_damage_to_defending_player(effect: Effect, ctx: _Context) -> Json:
    """ "Whenever ~ attacks, it deals 1 damage to defending player." -> `damage` to "defending_player": the player ~
    attacks, or the controller of the planeswalker or battle it attacks (CR 508.5, 506.2; rules/defending_player.py),
    not a target. Only in ~'s own attack trigger, where ~ is the attacking creature."""
    if not ctx.attacks:
        raise NotLowered("'defending player' outside ~'s own attack trigger")
    return {"kind": "damage", "amount": _amount(effect.amount), "target": "defending_player"}


# --- s20-neob ---
# (docs/oracle-s20-neob.md)


def s20neob_returned_permanent(ref: Ref, earlier: list[Sentence]) -> bool:
    """ "that permanent" after "Return target creature or Vehicle card from your graveyard to the battlefield.":
    the sentences before target exactly one thing, a card, which the one effect naming it returns to the
    battlefield; "that permanent" is the permanent it became (CR 400.7, 608.2c), as "it" is."""
    if ref.kind != "that" or ref.noun is None or ref.noun.head != "permanent" or ref.noun.qualifiers:
        return False
    nouns = _target_nouns(earlier)
    if len(nouns) != 1 or nouns[0].head != "card":
        return False
    returns = [e for sentence in earlier for e in sentence.effects if e.obj is not None and e.obj.kind == "target"]
    return len(returns) == 1 and returns[0].verb == "return" and returns[0].place == "the battlefield"


def s20neob_you_control_each(condition: Condition, ctx: _Context) -> Json:
    """ "if you control an artifact and an enchantment" on a sentence (CR 608.2c) -> the RiderCondition
    `you_control_each` with both specs: it holds when its controller controls a permanent of each (one artifact
    enchantment meets both), checked as the spell or ability reaches the sentence (rules/riders.py)."""
    assert isinstance(condition, TailbBothCondition) and condition.second is not None
    specs = [taile_rider_condition_spec(Condition("you_control", noun=noun), ctx)
             for noun in (condition.noun, condition.second)]
    return {"kind": "you_control_each", "specs": specs}


def s20neob_those_targets(ref: Ref, ctx: _Context) -> bool:
    """ "those creatures" after the one targeted effect "Up to two target creatures each get +2/+2 until end of
    turn.": every creature that effect targeted (`it`: what the previous targeted effect affected, CR 608.2c,
    601.2c); only when that one effect took several targets of creatures."""
    last = str(getattr(ctx, "last_target", ""))
    return (ref.noun is not None and ref.noun.words == ("creatures",) and ctx.targets == 1 and ctx.plural
            and ctx.named != _R2TARGETS_NAMED and last.split(":")[0] == "creature")


def s20neob_self_entered(ctx: _Context) -> Json:
    """ "~ entered the battlefield this turn" in a permanent's own triggered or activated ability (CR 400.7) -> the
    RiderCondition `self_entered_this_turn`: the ability's source entered the battlefield this turn
    (rules/entered_this_turn.py's record of the turn)."""
    if ctx.kind not in ("triggered", "activated"):
        raise NotLowered("'~ entered the battlefield this turn' outside a permanent's own ability")
    return {"kind": "self_entered_this_turn"}


def _s20neob_ninjutsu_cost_reduction(line: Static) -> Json:
    """ "Ninjutsu abilities you activate cost {1} less to activate." (CR 601.2f, 602.2b, 118.7a) -> the ability
    `ninjutsu_cost_reduction` with its generic amount (rules/ninjutsu.py)."""
    mana = line.pt or ""
    if not (mana.startswith("{") and mana.endswith("}") and mana[1:-1].isdigit() and int(mana[1:-1]) >= 1):
        raise NotLowered(f"a ninjutsu cost reduction of {mana!r}")
    return {"kind": "ninjutsu_cost_reduction", "generic": int(mana[1:-1])}


_M19B_STATICS["s20neob_ninjutsu_cost_reduction"] = _s20neob_ninjutsu_cost_reduction


def s20neob_instead_if_it_is(body: Body) -> list[Json] | None:
    """ "Target creature gets +2/+2 until end of turn. If it's a Human [an enchantment creature or legendary creature],
    instead <effects on it>." (CR 608.2c: the later sentence replaces the earlier when its condition holds, decided
    as the spell resolves; 608.2h: "it" is the target as it is then) -> `choose_target` (the one target, CR 601.2c),
    the first effect on "it" under the negated `it_is` condition, then each later effect under the `it_is` condition
    (rules/riders.py). Read for two sentences, the first one effect on one target; None when the body is not of this
    shape."""
    sentences = body.sentences
    if len(sentences) != 2 or not getattr(sentences[1], "instead", False):
        return None
    condition: Condition | None = getattr(sentences[1], "condition", None)
    if condition is None or condition.kind not in ("it_is", "s20neob_it_is_kinds", *S22INN_DAY_NIGHT):  # s22-inn
        return None
    first, second = sentences
    if (getattr(first, "condition", None) is not None or first.x_is is not None or second.x_is is not None
            or len(first.effects) != 1 or "may" in (first.joined_by, second.joined_by)):
        raise NotLowered("'If it's ..., instead' after anything but one effect")
    obj = first.effects[0].obj
    if obj is None or obj.kind != "target" or obj.up_to or obj.count is not None:
        raise NotLowered("'If it's ..., instead' after an effect on anything but one target")
    ctx = _Context("spell")
    replaced = lower_effect(first.effects[0], ctx, first.fronted_duration)
    spec = replaced.get("target")
    if not isinstance(spec, str) or spec_base(spec) not in ("creature", "permanent") or ctx.targets != 1:
        raise NotLowered("'If it's ..., instead' after an effect on no one target permanent")
    it_is = rider_condition(condition, ctx)
    alternative = [rider_wrap(it_is, lower_effect(s22inn_that_is_it(effect, first), ctx, second.fronted_duration))
                   for effect in second.effects]  # s22-inn: "that creature" is the one target too
    if any(wrapped["effect"].get("target", "it") != "it" for wrapped in alternative):
        raise NotLowered("'instead' effects on anything but that target")
    abilities = [{"kind": "choose_target", "target": spec},
                 rider_wrap({**it_is, "negated": True}, {**replaced, "target": "it"}), *alternative]
    return [{"kind": "spell", "effect": effect} for effect in abilities]


def s20neob_loses_all(line: Static, *, is_spell: bool) -> list[Json]:
    """ "Enchanted permanent loses all abilities [and doesn't untap during its controller's untap step]." (layer 6,
    CR 613.1f; 502.3) -> `attached_loses_all_abilities` (rules/lose_all_abilities.py: the permanent the Aura is
    attached to) [and `doesnt_untap` "enchanted" (rules/untap_restrictions.py)]: an Aura's static abilities."""
    if is_spell:
        raise NotLowered("an Aura's static ability on an instant or sorcery")
    abilities: list[Json] = [{"kind": "attached_loses_all_abilities"}]
    if line.kind == "s20neob_loses_all_doesnt_untap":
        abilities.append({"kind": "doesnt_untap", "affected": "enchanted"})
    return abilities


def _s20neob_unattach(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "If it's an Equipment, unattach it." right after an effect on "enchanted permanent" (CR 701.3d, 608.2c) ->
    `unattach_equipment` on the Aura's host: if it is an Equipment attached to something, it stops being attached
    (rules/s20neob_unattach.py)."""
    if duration is not None or effect.place != "Equipment" or ctx.named != "enchanted_creature" or ctx.targets:
        raise NotLowered("'If it's an Equipment, unattach it.' other than after an effect on enchanted permanent")
    return {"kind": "unattach_equipment", "target": "enchanted_creature"}


_M19B_EFFECTS["s20neob_unattach"] = _s20neob_unattach
# --- s20-combat (docs/oracle-s20-combat.md) ------------------------------------------------------


def _s20combat_affected(subject: Ref) -> str:
    """What an s20-combat static names: ~, the enchanted creature, or "each creature you control [with defender]"
    (a group of permanents its controller controls, `all:...:you_control`)."""
    if subject.kind in ("self", "enchanted_creature"):
        return subject.kind
    if subject.kind == "each" and subject.noun is not None and subject.noun.head == "creature":
        spec = s14_seasons_all_spec(spec_of(subject.noun))
        if not spec.endswith(":you_control") and ":you_control:" not in spec:
            raise NotLowered("combat damage rule for creatures you don't control")
        return spec
    raise NotLowered(f"combat rule on {subject.kind}")


def s20combat_static(line: Static) -> list[Json]:
    """The s20-combat statics (the grammar's `s20combat_static`): CR 510.1a, 509.1a, 509.1c, 508.1d, 702.3b."""
    kind, subject = line.kind.removeprefix("s20combat_"), line.subject
    if kind == "toughness_damage":
        return [{"kind": "toughness_combat_damage", "affected": _s20combat_affected(subject)}]
    if kind == "pump_toughness_damage":
        if subject.kind != "enchanted_creature":
            raise NotLowered("'gets +N/+N and assigns combat damage equal to its toughness' on another object")
        pump = lower(dataclasses.replace(line, kind="pump"), is_spell=False)
        return [*pump, {"kind": "toughness_combat_damage", "affected": "enchanted_creature"}]
    if kind == "toughness_damage_despite_defender":
        affected = _s20combat_affected(subject)
        if not affected.startswith("all:"):
            raise NotLowered("'... and can attack as though it didn't have defender' on one object")
        return [{"kind": "toughness_combat_damage", "affected": affected},
                {"kind": "attacks_as_though_no_defender", "affected": affected}]
    if kind == "toughness_damage_if_greater":  # "Each creature you control with toughness greater than its power ..."
        return [{"kind": "toughness_combat_damage", "affected": "all:creature:you_control",
                 "if_toughness_greater_than_power": True}]
    if kind == "toughness_damage_if_keyword":  # "As long as enchanted creature has vigilance, it assigns ..."
        if line.keywords != ("vigilance",):
            raise NotLowered(f"'as long as enchanted creature has {' '.join(line.keywords)}'")
        return [{"kind": "toughness_combat_damage", "affected": "enchanted_creature", "if_it_has": "vigilance"}]
    if kind == "lure" and subject.kind in ("self", "enchanted_creature"):
        return [{"kind": "lure", "affected": subject.kind}]
    if kind == "additional_block" and subject.kind == "each":  # s27-older: "Each creature you control can block ..."
        return [{"kind": "additional_block", "affected": _s20combat_affected(subject)}]
    if subject.kind != "self":
        raise NotLowered(f"'{kind.replace('_', ' ')}' on something other than ~")
    if kind == "must_be_blocked":
        return [{"kind": "must_be_blocked"}]
    if kind == "blocks_each_combat":
        return [{"kind": "blocks_each_combat"}]
    if kind == "attacks_or_blocks_each_combat":
        # CR 508.1d, 509.1c: it attacks if able in its controller's combats and blocks if able in the others'
        return [{"kind": "attacks_each_combat", "affected": "self"}, {"kind": "blocks_each_combat"}]
    if kind == "additional_block":
        return [{"kind": "additional_block"}]
    raise NotLowered(f"static '{kind}'")



_S20COMBAT_REQUIREMENTS = {"s20combat_blocks_this_turn": "blocks", "s20combat_blocks_self_this_turn": "blocks_source",
                           "s20combat_lure_this_turn": "lure", "s20combat_must_be_blocked_this_turn": "must_be_blocked"}


def _s20combat_requirement(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target creature blocks [~] this turn if able.", "... must be blocked this turn if able.", "All creatures able
    to block target creature this turn do so." -> `block_requirement_this_turn` (CR 509.1c, 514.2)."""
    assert effect.obj is not None
    requirement = _S20COMBAT_REQUIREMENTS[effect.verb]
    if requirement == "blocks_source" and ctx.kind == "spell":
        raise NotLowered("'blocks ~' in a spell: ~ is no creature")
    return {"kind": "block_requirement_this_turn", "target": _permanents(effect.obj, ctx), "requirement": requirement}


_M19B_EFFECTS.update(dict.fromkeys(_S20COMBAT_REQUIREMENTS, _s20combat_requirement))
# --- s20-m21 ---


def s20m21_equipped_dies_trigger(line: Triggered) -> Json:
    """ "Whenever equipped creature dies, <effects>" (Malefic Scythe) -> the trigger "equipped_dies"
    (rules/dies_triggers.py, CR 603.6c, 603.10a, 301.5: the Equipment, attached as the creature died, sees it die);
    read as s19-m20's "When enchanted creature dies" is."""
    return {**s19m20_enchanted_dies_trigger(line), "trigger": "equipped_dies"}


_M19B_COUNTERS += ("soul",)  # s20-m21: Malefic Scythe's soul counters (CR 122.1)


def s20m21_draw_half_library(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target player draws cards equal to half the number of cards in their library" (rounded as the sentence
    says; CR 121.1, 107.1a, 608.2h) -> `draw` by the target player, the amount "target_library_half_<up|down>"
    (rules/s20m21_half_amounts.py). Only "target player": "their" is then the one target player."""
    if duration is not None or effect.place not in ("up", "down"):
        raise NotLowered("half a library with a duration or without a rounding")
    player = _player(effect.subject, {"target_player": "target_player"}, "drawing half a library", ctx)
    return {"kind": "draw", "amount": f"target_library_half_{effect.place}", "player": player}


def s20m21_lose_half_life(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "... and loses half their life" after the draw above (the same target player: `that_target_player`), or
    "Target opponent [player] loses half their life, rounded up [down]." (CR 119.3, 107.1a; 107.1b: a negative
    life total loses 0) -> `lose_life` with the amount "target_life_half_<up|down>", the life of the one target
    player as it resolves (rules/s20m21_half_amounts.py)."""
    if duration is not None or effect.place not in ("up", "down"):
        raise NotLowered("half a life total with a duration or without a rounding")
    amount = f"target_life_half_{effect.place}"
    if effect.keywords == ("shared",):
        return {"kind": "lose_life", "amount": amount, "player": "that_target_player"}
    player = _player(effect.subject, {"target_player": "target_player", "target_opponent": "target_opponent"},
                     "losing half a life total", ctx)
    return {"kind": "lose_life", "amount": amount, "player": player}


S20M21_EFFECTS: dict[str, Callable[[Effect, _Context, str | None], Json]] = {
    "s20m21_draw_half_library": s20m21_draw_half_library,
    "s20m21_lose_half_life": s20m21_lose_half_life,
}


_S20M21_X_PT = {"+X/+0": (1, 0), "+0/+X": (0, 1), "+X/+X": (1, 1)}


def s20m21_greatest_power_pump(line: Static) -> Json:
    """ "~ gets +X/+0, where X is the greatest power among creature cards in your graveyard." (CR 613.4c, 611.3a,
    208.1) -> `self_greatest_power_pump` (rules/s20m21_greatest_power_pump.py); X in power and/or toughness only."""
    if line.pt not in _S20M21_X_PT:
        raise NotLowered(f"{line.pt} where X is the greatest power among creature cards in your graveyard")
    power, toughness = _S20M21_X_PT[line.pt]
    return {"kind": "self_greatest_power_pump", "power": power, "toughness": toughness}


_S20M21_DISCARD_TYPES = ("creature", "artifact", "enchantment", "land", "instant", "sorcery", "planeswalker", "card")


def s20m21_sacrifice_or_discard(effect: Effect) -> Json | None:
    """ "you may sacrifice a creature or discard a creature card. If you do, ..." (CR 608.2d, 701.21a, 701.9a) -> the
    optional action "sacrifice" of one permanent with `or_discard`, the card type
    (rules/s20m21_sacrifice_or_discard.py); None (not read) for anything else."""
    sacrificed = optional_sacrifice(dataclasses.replace(effect, verb="sacrifice_chosen", keywords=()))
    if (sacrificed is None or sacrificed.get("amount", 1) != 1 or sacrificed["spec"] in ("self", "that_permanent")
            or len(effect.keywords) != 1 or effect.keywords[0] not in _S20M21_DISCARD_TYPES):
        return None
    return {**sacrificed, "or_discard": effect.keywords[0]}


_S20M21_COUNTERS = ("page", "charge", "+1/+1", "-1/-1", "soul")  # cards.py S20M21Counter


def s20m21_put_counters_cost(cost: Cost) -> Json:
    """ "Put a page counter on ~" as a cost (CR 602.2b, 122.1) -> `put_counters_self` (rules/activation_costs.py)."""
    if cost.counter not in _S20M21_COUNTERS or cost.amount is None or not isinstance(cost.amount.value, int) or (
            cost.amount.for_each is not None or cost.amount.equal_to is not None):
        raise NotLowered(f"putting {cost.counter} counters on ~ as a cost")
    return {"kind": "put_counters_self", "counter": cost.counter, "amount": cost.amount.value}


def s20m21_counters_state_trigger(line: S20M21CountersStateTrigger) -> Json:
    """ "When there are four or more page counters on ~, exile it. If you do, you gain 4 life." (CR 603.8, 406.2,
    608.2c) -> `counters_state_trigger` (rules/state_triggers.py), the "If you do" effect untargeted."""
    if line.counter not in _S20M21_COUNTERS:
        raise NotLowered(f"a state trigger on {line.counter} counters")
    ability: Json = {"kind": "counters_state_trigger", "counter": line.counter, "at_least": line.at_least}
    if line.if_done is not None:
        effects = lower_body(Body((Sentence((line.if_done,)),)), _Context("triggered"))
        if len(effects) != 1:
            raise NotLowered("'If you do' with several effects")
        ability["if_done"] = effects[0]
    return ability


def s20m21_put_the_other(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Put one of them into your hand and the other into your graveyard." after "Look at the top two cards of your
    library." (CR 608.2c) -> the "Put ... from among them" mark with `take` 1 and the rest to the graveyard, checked by
    `library_look_joins` to follow a look at exactly two cards."""
    return {**_library_put_from_among(dataclasses.replace(effect, verb="library_put_from_among"), ctx, duration),
            "s20m21_the_other": True}


S20M21_EFFECTS["s20m21_put_the_other"] = s20m21_put_the_other


def s20m21_counted_draw(effect: Effect) -> Json | None:
    """ "You may draw X cards, where X is the number of Shrines you control. If you do, ..." (CR 608.2d, 608.2h) -> the
    optional action "draw" with `counted`, the count of rules/count_of.py (X counted as it resolves); None (not read)
    for anything but "draw X cards"."""
    amount = effect.amount
    if (effect.verb != "draw" or effect.obj is not None or amount is None or amount.value != "X"
            or amount.for_each is not None or amount.equal_to is not None or effect.spell is None):
        return None
    return {"action": "draw", "counted": _x_count(effect.spell)}
# --- s20-m20 ---


def s20m20_spend_only_subtypes(restriction: str) -> list[str] | None:
    """ "Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell." -> the subtypes of the
    restriction `spend_only` "subtype_spells" (CR 106.6; rules/restricted_mana.py): a spell with the planeswalker
    type Chandra is a planeswalker spell (CR 205.3j, 205.3d: a planeswalker type is only a planeswalker's), so
    "a Chandra planeswalker spell" is a spell with that subtype. A word that is no planeswalker type is refused."""
    prefix = "s20m20_spend_only_or_planeswalker:"
    if not restriction.startswith(prefix):
        return None
    subtypes = restriction[len(prefix):].split("|")
    if len(subtypes) != 2 or subtypes[1] not in PLANESWALKER_TYPES:
        raise NotLowered(f"'a {subtypes[-1]} planeswalker spell' of a word that is no planeswalker type")
    return subtypes


def s20m20_mana_instead(body: Body) -> list[Json] | None:
    """ "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead." (CR 608.2c: the later sentence
    replaces the earlier; 106.1) -> one `add_mana` of the first sentence's mana with the `amount`
    `s20m20_if_you_control` (rules/mana_amounts.py): read only when the mana of the second sentence is the first's
    made N times (N >= 2), so the ability makes exactly what either sentence says. None for any other body."""
    sentences = body.sentences
    if len(sentences) != 2 or not isinstance(sentences[1], TrailingInsteadSentence) or body.optional is not None:
        return None
    first, second = sentences
    if any(len(s.effects) != 1 or s.effects[0].verb != "add_mana" for s in sentences):
        return None
    condition: Condition | None = getattr(second, "condition", None)
    if condition is not None and condition.kind == "tailb_you_control_both":  # s26-cmdc (end of this module)
        return s26cmdc_mana_instead_both(first, second, condition)
    if condition is None or condition.kind not in ("you_control", "you_control_count"):
        return None
    mana, times = s20m20_times(first, second)
    spec, at_least = _you_control_condition(condition)
    amount: Json = {"kind": "s20m20_if_you_control", "condition": spec, "at_least": at_least, "times": times}
    return [{"kind": "add_mana", "mana": mana, "amount": amount}]


def s20m20_times(first: Sentence, second: Sentence) -> tuple[str, int]:
    """The mana of "Add {G}." and how many times "add {G}{G} instead" makes it (>= 2), or NotLowered."""
    if getattr(first, "condition", None) is not None or first.x_is is not None or second.x_is is not None:
        raise NotLowered("'instead' of a conditional sentence")
    ctx = _Context("activated", self_event=True)
    plain = lower_effect(first.effects[0], ctx, first.fronted_duration)
    instead = lower_effect(second.effects[0], ctx, second.fronted_duration)
    if set(plain) != {"kind", "mana"} or set(instead) != {"kind", "mana"} or "|" in plain["mana"] + instead["mana"]:
        raise NotLowered("'add ... instead' of mana other than fixed symbols")
    once, more = parse_mana_production(plain["mana"]), parse_mana_production(instead["mana"])
    times = next(iter(more.values())) // next(iter(once.values())) if once and more else 0
    if times < 2 or set(once) != set(more) or any(more[kind] != once[kind] * times for kind in once):
        raise NotLowered("'add ... instead' of mana that isn't the first mana made several times")
    return str(plain["mana"]), times


def s20m20_pump_for_each(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "It gets an additional +2/+2 until end of turn for each card named ~ in your graveyard." / "gets +2/+2 ...
    for each <noun>" (CR 608.2h, 613.4c) -> the `pump` of r2m20_pump_for_each with the amounts "times:N:<count>": the
    count, as it resolves, times N (rules/m2x_times_amounts.py). Read only when the power and toughness changes are each 0 or the same N (>= 2)."""
    assert effect.pt is not None
    power, toughness = (int(part) for part in effect.pt.split("/"))
    sizes = {abs(power), abs(toughness)} - {0}
    if len(sizes) != 1 or (power and toughness and (power > 0) != (toughness > 0)):
        raise NotLowered(f"{effect.pt} for each (changes of different sizes)")
    size = sizes.pop()

    def unit(value: int) -> str:
        return f"{'-' if value < 0 else '+'}{abs(value) // size}"

    pumped = r2m20_pump_for_each(dataclasses.replace(effect, pt=f"{unit(power)}/{unit(toughness)}"), ctx, duration)
    if size > 1:
        for field in ("power", "toughness"):
            if pumped[field]:
                pumped[field] = f"times:{size}:{pumped[field]}"  # s16-m2x's multiple of a count (CR 608.2h)
    return pumped


_M19B_EFFECTS["s20m20_pump_for_each"] = s20m20_pump_for_each


# the named specs of "each creature [you control]", as "all:" specs (the other "each <noun>" are "all:" specs)
_S20M20_EACH = {"each_creature": "all:creature", "each_creature_you_control": "all:creature:you_control"}


def _s20m20_all_spec(lowered: Json) -> str:
    """The "all:" spec of what a lowered effect's "each <noun>" names ("" for none)."""
    target = str(lowered.get("target", ""))
    return _S20M20_EACH.get(target, target)


def s20m20_damage_except(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ deals 2 damage to each creature except for creatures you control with flying." (CR 120.1, 608.2b) ->
    the `damage` of "each <noun>" (an "all:" spec) with `except_for`, the "all:" spec of the noun after "except
    for": as it resolves, what the exception names is left out (rules/effects_damage.py). Only after "each".
    The exception's noun has the same card type as the noun it excepts from (else the words would say more)."""
    assert isinstance(effect, S20m20DamageExcept) and effect.excepted is not None and effect.obj is not None
    if effect.obj.kind != "each" or effect.obj.noun is None:
        raise NotLowered("'except for' after something other than 'each <noun>'")
    lowered = _lower_effect(dataclasses.replace(effect, verb="deal_damage"), ctx, duration)
    excepted = _lower_effect(dataclasses.replace(effect, verb="deal_damage", obj=Ref("each", noun=effect.excepted)),
                             ctx, duration)
    target, left_out = _s20m20_all_spec(lowered), _s20m20_all_spec(excepted)
    base = spec_base(target[4:]) if target.startswith("all:") else None
    if (lowered.get("kind") != "damage" or set(lowered) != {"kind", "amount", "target"} or set(excepted) != set(lowered)
            or base is None or not left_out.startswith("all:") or spec_base(left_out[4:]) != base):
        raise NotLowered("'except for' on damage other than to each permanent of one type")
    return {**lowered, "except_for": left_out}


_M19B_EFFECTS["s20m20_damage_except"] = s20m20_damage_except


# "Each player can't cast more than one spell each turn." (CR 101.2) -> `one_spell_each_turn` (rules/s20m20_spell_limit.py)
_M19B_STATICS["s20m20_one_spell_each_turn"] = lambda line: {"kind": "one_spell_each_turn"}

# "Spend this mana only to cast artifact spells or activate abilities of artifacts." (CR 106.6, 109.2; rules/restricted_mana.py)
SPEND_ONLY["s20m20_spend_only_artifacts"] = "artifact_spells_or_abilities"


def s20m20_life_total_toughness(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "you may have your life total become the total toughness of creatures you control" (CR 119.5, 608.2h) ->
    `set_life_total` "you" with the `Count` "s20m20_total_toughness:<spec>", the toughness of each such creature
    added as it resolves (rules/s20m20_total_toughness.py). Only creatures (what has a toughness, CR 208.1)."""
    assert effect.obj is not None
    if duration is not None:
        raise NotLowered("a life total set with a duration")
    counted = _lower_effect(Effect("deal_damage", subject=Ref("self"), obj=effect.obj, amount=Amount(1)), ctx, None)
    spec = _s20m20_all_spec(counted)
    if not spec.startswith("all:") or spec_base(spec[4:]) != "creature":
        raise NotLowered("the total toughness of other than creatures")
    return {"kind": "set_life_total", "amount": "s20m20_total_toughness:" + spec[4:], "target": "you"}


_M19B_EFFECTS["s20m20_life_total_toughness"] = s20m20_life_total_toughness
# --- s20-trig2 (docs/oracle-s20-trig2.md) ---
# Several targets in a triggered or activated ability: the engine deals the targets chosen as it is put on the stack
# out to its targeted effects in order and checks each against its own effect (CR 603.3d / 602.2b, 601.2c;
# rules/s20trig2_targets.py), as for a spell; so the s19-multi reading (each "target" the one target of one engine
# effect, in the text's order, nothing after the second target referring back) is opened to the abilities whose
# lowering says so here: "When / Whenever ~ <event>, ..." (a `triggered` ability, whose `then_effects` may target) and
# activated abilities.


def s20trig2_allow(ctx: _Context) -> _Context:
    """Let this ability's body read a second target as a spell's would (`s20trig2_several`)."""
    setattr(ctx, "s20trig2", True)  # noqa: B010 - s20-trig2
    return ctx


def s20trig2_several(ctx: _Context) -> bool:
    """May this body read a second target (one per engine effect, in order; s19-multi's checks)?"""
    return ctx.kind == "spell" or bool(getattr(ctx, "s20trig2", False))


def s20trig2_is_source(source: Ref | None, ctx: _Context) -> bool:
    """ "~ deals ..." (and "When ~ enters, it deals ...": "it" as the subject of a trigger on ~'s own event, or of an
    activated ability, is ~ itself, CR 113.7): the ability's source deals the damage."""
    return source is not None and (source.kind == "self" or (source.kind == "it" and ctx.self_event
                                                              and s20trig2_several(ctx) and ctx.kind != "spell"))


def s20trig2_refuse_other_target(ref: Ref, ctx: _Context) -> None:
    """ "Up to one other target creature" / "another target creature" after a first target in a triggered or activated
    ability (Blue Dragon's "target creature an opponent controls gets -3/-0, up to one other target creature gets
    -2/-0, ..."): other than the earlier targets (CR 115.3), or other than the ability's source ~ as "another" says in
    a permanent's own text? The grammar reads both words alike, so which objects it excludes would be a guess: not
    read (in a spell, `other_target_applies` reads it after one target, as before)."""
    if (ctx.kind != "spell" and getattr(ctx, "s20trig2", False) and ctx.targets >= 1 and ref.kind == "target"
            and (ref.other or ref.another)):
        raise NotLowered("'other target' / 'another target' after a target in a triggered or activated ability")
# --- s20-cda ---


def s20cda_dies_own_power(amount: Amount, ctx: _Context) -> str | None:
    """ "When ~ dies, you gain life equal to its power." -> `source_power`: ~'s power as it last existed on the
    battlefield (CR 603.10a, 608.2h; rules/source_amounts.py, as `dies_damage` reads it). Only in a trigger on ~'s
    own dying with no target named before, where "its" can name ~ alone; its toughness has no such count."""
    if ctx.dies and getattr(ctx, "s14_self_dies", False) and ctx.targets == 0 and not ctx.plural \
            and amount.equal_to == "its_power":
        return "source_power"
    return None


def s20cda_has_counter_condition(condition: Condition) -> str:
    """ "As long as ~ has a +1/+1 counter on it, it can attack as though it didn't have defender." -> the
    `attacks_as_though_no_defender` condition "has_counter_+1/+1" (CR 702.3b, 611.3a, 122.1; only +1/+1 counters)."""
    assert condition.noun is not None
    if condition.noun.words != ("+1/+1",):
        raise NotLowered(f"'as long as it has a {condition.noun.words[0]} counter on it' on this static ability")
    return "has_counter_+1/+1"


def s20cda_its_controller_mills_applies(effect: Effect, ctx: _Context, duration: str | None) -> bool:
    """ "Its controller mills ..." where "its" is the one object targeted before: a spell or ability countered
    as the first targeted effect (the counter takes no count of targets here, so nothing else was targeted).
    Other earlier targets are read as "Its controller gains 2 life" reads them."""
    subject = effect.subject
    if subject is None or subject.kind != "player" or subject.player != "its_controller" or duration is not None:
        return False
    if getattr(ctx, "s20cda_countered", False) and ctx.targets == 0 and not ctx.plural and not ctx.dies:
        return True
    return targets_its_controller_applies(effect, ctx, duration)


def s20cda_its_controller_mills(effect: Effect) -> Json:
    """ "Counter target spell. Its controller mills three cards." -> `mill` with player "its_controller": the
    controller of what the previous targeted effect affected, as it last existed (CR 608.2c, 608.2h; the one
    earlier target, as `targets_its_controller_life` reads "Its controller gains 2 life"), mills (701.17a).
    A number of cards only."""
    amount = effect.amount
    if amount is None or amount.for_each is not None or amount.equal_to is not None or not isinstance(amount.value, int):
        raise NotLowered("cards milled by its controller with a counted amount")
    return {"kind": "mill", "amount": amount.value, "player": "its_controller"}


# "Whenever ~ deals combat damage to a player or planeswalker, ..." (CR 510.2, 120.2a; rules/damage_triggers.py): the
# trigger "deals_damage" with `damage_to` "player_or_planeswalker" and `combat_damage` ("that player" is not read)
DAMAGE_VERBS["deals combat damage to a player or planeswalker"] = ("player_or_planeswalker", True)
# --- s20-neoa ---


def s20neoa_tap_or_pay(cost: S20neoaTapOrPay) -> Json:
    """ "As an additional cost to cast ~, tap an untapped artifact you control or pay {1}." -> `tap_or_mana_cost`
    (rules/s20neoa_tap_or_mana.py, CR 601.2b, 601.2f-h, 701.26a): one untapped permanent of that card type tapped as
    the spell is cast, or the mana added to its total cost."""
    if cost.card_type not in ("artifact", "creature", "enchantment", "land") or not cost.mana or "X" in cost.mana:
        raise NotLowered(f"tapping an untapped {cost.card_type} or paying {cost.mana}")
    return {"kind": "tap_or_mana_cost", "card_type": cost.card_type, "mana": cost.mana}


def s20neoa_attached_base(line: S20neoaAttachedBase, *, is_spell: bool) -> list[Json]:
    """ "Equipped creature has base power and toughness 5/5, has menace, and is a black Demon in addition to its other
    colors and types." -> `attached_base_power_toughness` (layer 7b, CR 613.4b; the color added in layer 5, 613.1e)
    and an `attached_pump` of +0/+0 with the keywords (layer 6, 613.1f) and the creature type (layer 4, 613.1d,
    205.1b); "As long as enchanted permanent is a creature, it has base power and toughness 1/1." -> the same with
    `if_creature` (611.3a). rules/s20neoa_attached_base.py, rules/auras.py, rules/attached_types.py."""
    if is_spell:
        raise NotLowered("an Aura's or Equipment's static ability on an instant or sorcery")
    base_power, base_toughness = line.stats.split("/")
    if not (base_power.isdigit() and base_toughness.isdigit()):
        raise NotLowered(f"base power and toughness {line.stats}")
    ability: Json = {"kind": "attached_base_power_toughness", "base_power": int(base_power),
                     "base_toughness": int(base_toughness)}
    if line.color is not None:
        ability["add_colors"] = [_COLOR_CODES[line.color.lower()]]
    if line.if_creature:
        ability["if_creature"] = True
    if not line.keywords and line.subtype is None:
        return [ability]
    if line.subtype is not None and line.subtype not in CREATURE_TYPES:
        raise NotLowered(f"'is a {line.color} {line.subtype}': not a creature type")
    pump: Json = {"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": [keyword_text(k) for k in line.keywords]}
    if line.subtype is not None:
        pump["add_subtypes"] = [line.subtype]
    if line.if_creature:
        pump["if_creature"] = True
    return [ability, pump]


def s20neoa_arrest(line: S20neoaArrest, *, is_spell: bool) -> list[Json]:
    """ "Enchanted permanent can't attack or block, and its activated abilities can't be activated [unless they're mana
    abilities]." -> `cant_attack_or_block` (CR 508.1c, 509.1b; rules/cant_attack_or_block.py) or, for "can't block",
    an `attached_pump` of +0/+0 with `cant_block` (509.1b); "can't attack, block, or crew Vehicles" adds
    `attached_cant_crew` (702.122a); and `attached_cant_activate` (602.5, 605.3). rules/s20neoa_arrest.py."""
    if is_spell:
        raise NotLowered("an Aura's static ability on an instant or sorcery")
    if line.crewed is not None and line.crewed != "Vehicles":
        raise NotLowered(f"'crew {line.crewed}'")
    abilities: list[Json] = []
    if line.cant == "block":
        abilities.append({"kind": "attached_pump", "power": 0, "toughness": 0, "cant_block": True})
    else:
        abilities.append({"kind": "cant_attack_or_block", "affected": "enchanted_creature"})
    if line.cant == "attack_block_crew":
        abilities.append({"kind": "attached_cant_crew"})
    cant_activate: Json = {"kind": "attached_cant_activate"}
    if line.except_mana:
        cant_activate["except_mana_abilities"] = True
    return [*abilities, cant_activate]


def s20neoa_cost_per_target(line: S20neoaCostPerTarget, *, is_spell: bool) -> Json:
    """ "Spells you cast cost {1} less to cast for each target." / "Spells your opponents cast cost {1} more to cast for
    each target." -> `cost_per_target` (CR 601.2f, 601.2c, 118.7a; rules/s20neoa_cost_per_target.py)."""
    generic = line.mana.strip("{}")
    if is_spell or not generic.isdigit() or int(generic) < 1:
        raise NotLowered(f"a cost change of {line.mana} for each target")
    return {"kind": "cost_per_target", "cast_by": line.cast_by, "change": line.change, "generic": int(generic)}


# --- s21-dfc ---


def _s21dfc_exile_return_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "exile ~ [at end of combat], then return it to the battlefield transformed under <whose> control" ->
    `exile_return_transformed` (rules/transform_return.py, CR 712.14, 603.7a, 110.2a): only in a permanent's own
    triggered or activated ability (as `transform_self`), "it" only where it names ~ itself; the delayed one
    ("at end of combat") only under "your" control (the delayed ability's controller, 603.7d)."""
    if ctx.kind not in ("activated", "triggered", "step") or duration is not None or ctx.dies:
        raise NotLowered("'exile ~, then return it transformed' other than in a permanent's own ability")
    assert effect.obj is not None
    if effect.obj.kind != "self" and not _m19b_it_is_self(effect.obj, ctx):
        raise NotLowered("'exile it, then return it transformed' where 'it' isn't ~ itself")
    if effect.place is not None and effect.counter == "owner":
        raise NotLowered("a delayed return transformed under its owner's control")
    return {"kind": "exile_return_transformed", **({"at": effect.place} if effect.place else {}),
            **({"under": "owner"} if effect.counter == "owner" else {})}


_M19B_EFFECTS["s21dfc_exile_return"] = _s21dfc_exile_return_effect


def _s21dfc_reveal_transform_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed
    this way, transform ~." -> `reveal_top_then_draw` with `transform` (rules/library.py, CR 701.20a, 701.27a); only in
    a permanent's own triggered ability whose whole body it is (its "may" is then the trigger's `optional`)."""
    if ctx.kind not in ("triggered", "step") or duration is not None or ctx.dies:
        raise NotLowered("'transform ~' after a reveal other than in a permanent's own triggered ability")
    return {"kind": "reveal_top_then_draw", "quality": list(effect.keywords), "transform": True}


_M19B_EFFECTS["s21dfc_reveal_transform"] = _s21dfc_reveal_transform_effect


def _s21dfc_return_transformed_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "return it to the battlefield transformed under its owner's control [at the beginning of the next end step]" in
    "When ~ dies" or "When you sacrifice ~" alone ("it": the card ~ became in its owner's graveyard, CR 603.6c, 603.10a)
    -> `return_died_to_battlefield` with `transformed` [and `at`] (rules/transform_return.py, CR 712.14, 603.7a).
    "under your control" is not read (the engine returns it under its owner's)."""
    own_card = ctx.dies and (getattr(ctx, "s14_self_dies", False) or getattr(ctx, "s21dfc_sacrificed_alone", False))
    if duration is not None or not own_card or ctx.targets:
        raise NotLowered("'return it to the battlefield transformed' other than in 'When ~ dies' / 'When you sacrifice ~'")
    if effect.counter != "owner":
        raise NotLowered("'return it to the battlefield transformed under your control'")
    return {"kind": "return_died_to_battlefield", "transformed": True, **({"at": effect.place} if effect.place else {})}


_M19B_EFFECTS["s21dfc_return_transformed"] = _s21dfc_return_transformed_effect
# --- s21-mutate ---


def s21mutate_mutates_trigger(line: Triggered) -> Json:
    """ "Whenever ~ mutates, <effects>" -> the trigger "self_mutates" (rules/s21mutate_mutate.py: as a mutating creature
    spell merges with the permanent, CR 702.140d). Alone only, with no intervening "if"; "it" is the merged creature."""
    return self_event_trigger(line, "self_mutates", "mutates")


def creature_you_control_event_trigger(line: Triggered, trigger: str, words: str) -> Json:
    """A trigger on one event of a creature its controller controls ("Whenever a creature you control mutates / becomes
    renowned, <effects>"): alone, with no intervening "if"; "that creature" in its effects is the one the event names."""
    if len(line.events) != 1 or line.condition is not None:
        raise NotLowered(f"'a creature you control {words}' with another trigger event or an intervening 'if'")
    body, choice = optional_parts(line.body)
    ctx = _Context("triggered")
    ctx.s18neoa_event_nouns = ("creature",)  # type: ignore[attr-defined]  # "that creature": the event's creature
    effects = lower_body(body, ctx)
    return {"kind": "triggered", "trigger": trigger, **_then(effects), **choice}


def s21mutate_creature_mutates_trigger(line: Triggered) -> Json:
    """ "Whenever a creature you control mutates, <effects>" -> the trigger "creature_you_control_mutates"
    (rules/s21mutate_mutate.py, CR 702.140d, 603.2): "that creature" is the merged creature. Alone only, with no
    intervening "if"."""
    return creature_you_control_event_trigger(line, "creature_you_control_mutates", "mutates")
# --- s21-m21 ---
def s21m21_had_counter_dies_trigger(line: Triggered) -> Json:
    """ "Whenever [~ or] another creature you control dies, if it had a +1/+1 counter on it, ..." -> the trigger
    "creature_dies" whose `dying` spec has the counter state `with_counter_+1/+1` (CR 603.4: an intervening "if";
    the dying creature's counters are those it had as it last existed, 603.10a, so the check as it triggers and as
    it resolves agree; rules/dies_triggers.py, which checks it on ~ itself too with `or_self`)."""
    assert line.condition is not None
    state = "with_counter_" + line.condition.kind.removeprefix("s21m21_it_had_counter_")
    ability = _triggered(dataclasses.replace(line, condition=None))
    dying = ability.get("dying", "creature")
    if (own := s22stx_self_dies_had_counter(ability, state)) is not None:
        return own  # s22-stx: "When ~ dies, if it had a +1/+1 counter on it, ..." (end of this module)
    if ability.get("trigger") != "creature_dies" or state not in COUNTER_STATES or not isinstance(dying, str):
        raise NotLowered("'if it had a counter on it' on this trigger")
    ability["dying"] = f"{dying}:{state}"
    parse_target_spec(ability["dying"])
    return ability


def s21m21_discard_typed_cost(cost: Cost) -> Json:
    """ "Discard a land card or Shrine card" / "Discard a creature card" / "Discard a legendary card" as a cost ->
    `discard` with `quality`, the card qualities of the search templates (`lower_search`), one of which the
    discarded card has (rules/activation_costs.py, CR 602.2b, 701.9a). "a card" of any quality is the plain cost."""
    nouns = getattr(cost, "nouns", ())
    qualities: list[str] = []
    for noun in nouns:
        if noun.head != "card" and not (noun.words and noun.words[-1] == "card"):
            raise NotLowered(f"discarding {' '.join(noun.words)!r}")
        found = lower_search(Effect("search_library", amount=Amount(1), spell=noun, place="into your hand"))
        if "quality" not in found or len(found["quality"]) != 1:
            raise NotLowered(f"discarding {' '.join(noun.words)!r}")
        qualities += found["quality"]
    if not qualities:
        raise NotLowered("a discard cost naming no card")
    return {"kind": "discard", "quality": qualities}


_M19B_STATICS["s21m21_cast_target_tapped"] = lambda line: {"kind": "cast_target_tapped"}  # s21-m21 (rules/auras.py)


def s21m21_tap_any_number(effect: Effect) -> Json:
    """ "you may tap any number of untapped creatures you control" -> `tap_any_number` with `what`, the permanent spec
    (untapped, yours; rules/s21m21_tap_any_number.py, CR 608.2d, 701.26a)."""
    noun = effect.spell
    assert noun is not None
    if (gates := s22war_tap_any_number_subtype(noun)) is not None:
        return gates  # s22-war: "you may tap any number of untapped Gates you control" (end of this module)
    try:
        what = spec_of(noun)
        spec = parse_target_spec(what)
    except TargetSpecError:
        raise NotLowered(f"tapping any number of {' '.join(noun.words)!r}") from None
    if spec.types != ("creature",) or spec.with_subtypes or spec.one_of_subtypes:
        raise NotLowered(f"tapping any number of {' '.join(noun.words)!r}")  # creatures only
    if "untapped" not in what.split(":") or "you_control" not in what.split(":"):
        raise NotLowered(f"tapping any number of {' '.join(noun.words)!r}")
    return {"kind": "tap_any_number", "what": what}


def s21m21_tapped_count(noun: Noun) -> str:
    """ "creature tapped this way" -> the Count "tapped_this_way" (rules/s21m21_tap_any_number.py); checked to follow
    the `tap_any_number` of the same ability by `s21m21_tapped_joins`."""
    if len(noun.qualifiers) != 1:
        raise NotLowered(f"{' '.join(noun.words)!r} tapped this way, with other qualities")
    return "tapped_this_way"


def s21m21_tapped_joins(effects: list[Json]) -> list[Json]:
    """ "for each creature tapped this way" names the permanents of the one `tap_any_number` just before it in the same
    ability (CR 608.2c); anything else is not read."""
    for index, effect in enumerate(effects):
        if "tapped_this_way" not in (effect.get("amount"), effect.get("power"), effect.get("toughness")):
            if "tapped_this_way" in repr(effect):
                raise NotLowered("'tapped this way' inside another effect")
            continue
        taps = [e for e in effects if e.get("kind") == "tap_any_number"]
        if not index or effects[index - 1].get("kind") != "tap_any_number" or len(taps) != 1:
            raise NotLowered("'tapped this way' without one 'tap any number of' before it")
    return effects


def s21m21_damages_planeswalker_trigger(line: Triggered) -> Json:
    """ "Whenever a creature you control with deathtouch deals damage to a planeswalker, <effects>" -> the trigger
    "creature_damages_planeswalker" with `dealing` (rules/s21m21_damages_planeswalker.py, CR 603.2, 120.1); "that
    planeswalker" is the planeswalker dealt the damage (`that_permanent`). No intervening "if"."""
    noun = line.events[0].noun
    if noun is None or noun.head != "creature" or line.condition is not None:
        raise NotLowered("a damage-to-a-planeswalker trigger on this")
    dealing = spec_of(noun)
    body, choice = optional_parts(line.body)
    damage_ctx = _Context("triggered")
    setattr(damage_ctx, "s21m21_that_planeswalker", True)  # noqa: B010 - "that planeswalker": `that_permanent`
    effects = lower_body(body, damage_ctx)
    trigger = "creature_damages_planeswalker"
    if line.events[0].verb == "combat":  # s22-zne: "deals combat damage to a planeswalker" (CR 510.2)
        trigger = "creature_combat_damages_planeswalker"
    ability: Json = {"kind": "triggered", "trigger": trigger, **_then(effects), **choice}
    if dealing != "creature":
        ability["dealing"] = dealing
    return ability


def s21m21_look_at_that_many(effect: Effect, ctx: _Context) -> bool:
    """ "look at that many cards from the top of your library" in a "Whenever ~ deals [combat] damage to ..." trigger:
    the damage dealt, the event's `that_much` (rules/damage_triggers.py names it; CR 603.2, 608.2h), at least 1."""
    return (getattr(ctx, "s21m21_that_many_damage", False) and effect.amount is not None
            and effect.amount.value == "that_many" and effect.place is None)
# --- s21-neoa ---


def s21neoa_attach_to_event_permanent(ctx: _Context) -> Json | None:
    """s21-neoa: "Whenever a Samurai or Warrior you control attacks alone, you may pay {1}. When you do, attach ~ to
    it." (Ancestral Katana): in a trigger whose event names a permanent, with no target taken, "it" is that permanent
    (`that_permanent`, rules/event_triggers.py) and ~ becomes attached to it as the ability resolves (CR 701.3a,
    608.2c; rules/equip.py checks it can be: 301.5c, 702.16d). None: "it" is not the event's permanent here."""
    if not isinstance(ctx, _EventContext) or ctx.targets != 0 or ctx.named is not None or ctx.dies:
        return None
    return {"kind": "attach", "target": "that_permanent"}


def s21neoa_reanimate(spec: str, ctx: _Context) -> Json:
    """s21-neoa: "Put target non-Dragon creature card from a graveyard onto the battlefield under your control." (Junji,
    the Midnight Sky) / "Return target ... card from your graveyard to the battlefield under your control." ->
    `return_to_battlefield` with `under_your_control`: the card, in any graveyard, enters under the control of the
    ability's controller, its owner unchanged (CR 110.2a, 400.7; rules/return_to_battlefield.py)."""
    if not spec.startswith(("card_in_your_graveyard", "card_in_a_graveyard")) or ctx.many:
        raise NotLowered(f"put {spec!r} onto the battlefield under your control")
    setattr(ctx, "s19neoa_returned", True)  # noqa: B010 - "It gains haste." after it, as for the other returns
    return {"kind": "return_to_battlefield", "target": spec, "under_your_control": True}


def s21neoa_none_put_checked(effects: list[Json]) -> None:
    """s21-neoa: "If you didn't put a card into your hand this way, you gain 4 life." (Blossom Prancer; CR 608.2c): the
    RiderCondition `none_put_into_hand` is read only right after the one `look_at_top` that may put a card into your
    hand ("You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of
    your library in a random order."); rules/library.py records how many cards that look took."""
    for index, effect in enumerate(effects):
        if effect.get("kind") != "if_condition" or effect["condition"].get("kind") != "none_put_into_hand":
            continue
        before = [e for e in effects[:index] if e.get("kind") != "if_condition"
                  or e["condition"].get("kind") != "none_put_into_hand"]
        looks = [e for e in before if e.get("kind") == "look_at_top"]
        if (len(looks) != 1 or before[-1] is not looks[0] or looks[0].get("to") != "hand"
                or not looks[0].get("optional") or effect["condition"].get("negated")):
            raise NotLowered("'if you didn't put a card into your hand this way' not right after one look that may")


def s21neoa_spell_none_put(body: Body) -> list[Json] | None:
    """s21-neoa: a spell whose sentence is under "If you didn't put a card into your hand this way" (Adventure Awaits'
    wording): its sentences lowered in order as a triggered ability's are (the look joined, the condition checked by
    `s21neoa_none_put_checked`), one `spell` ability per effect. None: no such sentence."""
    if not any(getattr(getattr(sentence, "condition", None), "kind", None) == "s21neoa_none_put_into_hand"
               for sentence in body.sentences):
        return None
    return [{"kind": "spell", "effect": effect} for effect in lower_body(body, _Context("spell"))]


# s21-neoa: "if enchanted permanent is a creature with the greatest power among creatures on the battlefield" as the
# intervening "if" of a "When ~ enters" trigger (CR 603.4)
_INTERVENING = (*_INTERVENING, "s21neoa_enchanted_greatest_power")  # type: ignore[assignment]


def s21neoa_enchanted_greatest_power(ctx: _Context) -> Json:
    """s21-neoa: "When ~ enters, if enchanted permanent is a creature with the greatest power among creatures on the
    battlefield, draw a card." (Historian's Wisdom) -> the intervening "if" `enchanted_greatest_power` (CR 603.4, 208.1;
    rules/s21neoa_conditions.py): only a permanent's own trigger, whose source is the Aura."""
    if ctx.kind != "triggered" or not ctx.self_event:
        raise NotLowered("'if enchanted permanent is a creature with the greatest power' outside ~'s own trigger")
    return {"kind": "enchanted_greatest_power"}


def s21neoa_put_from_hand(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """s21-neoa: "You may put a land card from your hand onto the battlefield [tapped]." / "you may put an artifact card
    with mana value less than or equal to that damage from your hand onto the battlefield." (Covert Technician) -> the
    effect `put_from_hand` (CR 608.2d: its controller chooses at most one such card of their hand, or none; 110.2a;
    rules/s21neoa_put_from_hand.py). "that damage" only in a trigger on the damage ~ dealt to a player (its event's
    `that_much`)."""
    assert isinstance(effect, S21neoaPutFromHand) and effect.spell is not None
    if duration is not None:
        raise NotLowered("a card put from the hand with a duration")
    lowered: Json = {"kind": "put_from_hand", "quality": _library_noun_quality(effect.spell)}
    if effect.tapped:
        lowered["tapped"] = True
    if effect.mv_that_damage:
        if not getattr(ctx, "taila_that_player", False):
            raise NotLowered("'that damage' outside a trigger on the damage ~ dealt to a player")
        lowered["mana_value_at_most"] = "that_much"
    return lowered


_M19B_EFFECTS["s21neoa_put_from_hand"] = s21neoa_put_from_hand

# s21-neoa: "Spend this mana only to activate an ability or cast an artifact spell." (Automated Artificer; CR 106.6,
# 602.2b; rules/restricted_mana.py)
SPEND_ONLY["s21neoa_spend_only_abilities"] = "abilities_or_artifact_spells"


def s21neoa_each_counter_choice(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """s21-neoa: "Create two 4/5 green Spirit creature tokens. For each of them, put your choice of a vigilance counter,
    a reach counter, or a trample counter on it." (Invoke the Ancients) -> `put_counter_choice` on "it", the creature
    tokens the effect before created (CR 608.2c, 608.2d: a choice for each; 122.1b keyword counters;
    rules/s21neoa_counter_choice.py). Only right after a `create_token` of several creature tokens."""
    assert isinstance(effect, S21neoaCounterChoice)
    if duration is not None or ctx.named != "neo_created_tokens" or ctx.targets != 0 or len(set(effect.options)) < 2:
        raise NotLowered("'for each of them, put your choice of ... counter' not right after several tokens created")
    return {"kind": "put_counter_choice", "options": list(effect.options), "target": "it"}


_M19B_EFFECTS["s21neoa_each_counter_choice"] = s21neoa_each_counter_choice


# s21-neoa: "target artifact, enchantment, or tapped creature" (Banishing Slash; `_base`): the base
# "artifact_or_enchantment_or_creature" with the state "artifact_or_enchantment_or_tapped" (app/engine/target_grammar.py)
S21NEOA_OR_TAPPED = "artifact_or_enchantment_or_tapped"
# --- s21-neob ---


def s21neob_that_land_is_it(subject: Ref, ctx: _Context) -> Ref:
    """ "Put X +1/+1 counters on target land you control. That land becomes a 0/0 Elemental creature with haste.
    It's still a land.": "that land" is the ability's one target, a land, read as "it" (CR 608.2c); any other
    "that ..." is left as it is (and refused by the caller)."""
    last = getattr(ctx, "last_target", None)
    if (subject.kind == "that" and subject.noun is not None and subject.noun.head == "land"
            and not subject.noun.qualifiers and ctx.targets == 1 and not ctx.plural and not ctx.many
            and isinstance(last, str) and spec_base(last) == "land"):
        return dataclasses.replace(subject, kind="it", noun=None)
    return subject


def s21neob_modal_both_if(line: S21neobModalBothIf, *, is_spell: bool) -> list[Json]:
    """ "Choose one. If you control an artifact and an enchantment as you cast ~, you may choose both. • ... • ..."
    (CR 700.2a, 700.2d, 601.2b) -> the spell's `modal` of "Choose one or both" (`choose_max` 2) and the ability
    `more_modes_if` with its RiderCondition, checked for the caster as the spell is cast (rules/s21neob_modes_if.py);
    without it, one mode. Only on an instant or sorcery ("as you cast ~")."""
    if not is_spell:
        raise NotLowered("'you may choose both' on an ability")
    assert line.condition is not None
    condition = rider_condition(line.condition, _Context("spell"))
    if condition.get("kind") != "you_control_each":
        raise NotLowered("'you may choose both' under a condition other than 'if you control a ... and a ...'")
    return [*spells_modal(line, is_spell=is_spell), {"kind": "more_modes_if", "condition": condition}]


def _s21neob_owners_gain_control(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Each player gains control of all permanents [creatures] they own." (CR 613.1b, 611.2a: no duration, it lasts;
    108.3) -> `owners_gain_control` with `card_type` "permanent" / "creature" (rules/s21neob_owners_control.py)."""
    if duration is not None:
        raise NotLowered("'each player gains control of all ... they own' with a duration")
    return {"kind": "owners_gain_control", "card_type": "permanent" if effect.place == "permanents" else "creature"}


_M19B_EFFECTS["s21neob_owners_gain_control"] = _s21neob_owners_gain_control


def s21neob_damage_instead(body: Body) -> list[Json] | None:
    """ "~ deals 2 damage to target creature or planeswalker. If ~'s additional cost was paid, ~ deals 4 damage
    instead." (CR 601.2b, 608.2c: the later sentence replaces the earlier when the spell's optional additional cost
    was paid as it was cast) -> `choose_target` (the one target, CR 601.2c), then the damage to "it" under the negated
    RiderCondition `additional_cost_paid` and the same damage of the other amount under it (rules/riders.py). None when
    the body has no such sentence."""
    sentences = body.sentences
    if not any(isinstance(sentence, S21neobDamageInstead) for sentence in sentences):
        return None
    if len(sentences) != 2 or not isinstance(sentences[1], S21neobDamageInstead) or body.optional is not None:
        raise NotLowered("'~ deals N damage instead' other than right after one sentence")
    first, second = sentences
    assert isinstance(second, S21neobDamageInstead) and second.condition is not None
    kind = second.condition.kind
    paid: Json | None = None
    if kind == "s21neob_additional_cost_paid":
        paid = {"kind": "additional_cost_paid"}
    elif kind == "s22neoa_controlled_as_cast":  # s22-neoa
        paid = s22neoa_as_cast_condition(second.condition)
    elif kind != "it_is":  # it_is (s22-afr): read below, with the one target's context
        paid = s22war_instead_condition(second.condition)  # s22-war (end of this module)
        if paid is None:
            raise NotLowered(f"'~ deals N damage instead' under the condition {kind}")
    if (getattr(first, "condition", None) is not None or first.x_is is not None or len(first.effects) != 1
            or first.fronted_duration is not None):
        raise NotLowered("'~ deals N damage instead' after anything but one effect")
    ctx = _Context("spell")
    damage = lower_effect(first.effects[0], ctx)
    spec = damage.get("target")
    if (damage.get("kind") != "damage" or not isinstance(spec, str) or ctx.targets != 1 or ctx.many
            or set(damage) != {"kind", "amount", "target"} or first.effects[0].subject is None
            or first.effects[0].subject.kind != "self"):
        raise NotLowered("'~ deals N damage instead' after anything but ~ dealing damage to one target")
    if kind == "it_is":  # s22-afr: "If that permanent is green, ~ deals 6 damage instead." (608.2h)
        paid = rider_condition(second.condition, ctx)
    assert paid is not None
    if spec == "any" and isinstance(second.amount, int) and not second.x_plus:  # s26-cmdc: a player may be the target
        return [{"kind": "spell", "effect": {**damage, "instead_amount": second.amount, "instead_if": paid}}]
    instead: int | str = second.amount
    if second.x_plus:  # s22-neoa: "it deals X plus 2 damage instead" after "~ deals X damage ..." (CR 107.3a)
        if damage["amount"] != "X":
            raise NotLowered("'X plus N damage instead' after damage other than X")
        instead = f"X_plus_{second.amount}"
    return [{"kind": "spell", "effect": effect} for effect in (
        {"kind": "choose_target", "target": spec},
        rider_wrap({**paid, "negated": True}, {**damage, "target": "it"}),
        rider_wrap(paid, {**damage, "amount": instead, "target": "it"}))]


def s21neob_granted_if_modified(line: S19GrantedActivated, ability: Json) -> Json:
    """ 'As long as ~ is modified, it has "{T}: Add {G}{G}."' (CR 700.9, 611.3a, 613.1f) -> `grant_activated` of the
    quoted ability to the permanent itself (`to` "self") while it is modified (`if_modified`; rules/granted_activated.py).
    Nothing else may come with it (no pump, no keyword)."""
    if line.pt or line.keywords or line.group is not None:
        raise NotLowered("'as long as ~ is modified, it has' with more than one quoted ability")
    return {"kind": "grant_activated", "to": "self", "if_modified": True, "ability": ability}


def s21neob_damage_by_it_to_many(effect: Effect, obj: Ref, ctx: _Context) -> Json:
    """ "Target creature you control deals damage equal to its power to each of X target creatures and/or
    planeswalkers." (CR 601.2c, 107.3a: X targets, X as the spell was cast; 608.2h, 120.1) -> `damage_by_it` with
    `target_count` (a number or "X"): the one chosen creature deals damage equal to its power to each of them
    (rules/damage_by_it.py). Only an exact number of targets ("up to" is refused), no "twice its power"."""
    count = obj.count.value if obj.count is not None else None
    if (obj.up_to or obj.count is None or obj.count.for_each is not None or obj.another or obj.other
            or not (count == "X" or (isinstance(count, int) and count >= 2))):
        raise NotLowered("damage by a target to a number of targets other than exactly X (or N)")
    if effect.amount is None or effect.amount.equal_to != "its_power":
        raise NotLowered("damage other than equal to its power to a number of targets")
    noun = obj.noun
    words = " ".join(noun.words) if noun is not None else ""
    spec = {"creatures and/or planeswalkers": "creature_or_planeswalker", "creatures": "creature"}.get(words)
    if spec is None or noun is None or noun.qualifiers:
        raise NotLowered(f"damage by a target to X targets of {words!r}")
    ctx.targets = 2  # after it, "it" could name either target: not read
    return {"kind": "damage_by_it", "amount": "its_power", "target": spec, "target_count": count}
# --- s21-inn ---


def s21inn_spell_of_types(noun: Noun) -> str | None:
    """ "target creature or planeswalker spell" / "target artifact or enchantment spell" (CR 205.2a, 115.1): the filter
    grammar's "spell:creature_or_planeswalker" (a spell with either card type), as `_counter_unless` reads it; None for
    any other noun (qualifiers included)."""
    words = noun.words
    if noun.qualifiers or len(words) != 4 or words[1] != "or" or words[3] != "spell" or words[0] == words[2]:
        return None
    if not all(w in _SPELL_TYPE_WORDS for w in (words[0], words[2])):
        return None
    return f"spell:{words[0]}_or_{words[2]}"


def s21inn_ability_token(token: S21innAbilityToken) -> Json:
    """ 'a 1/1 green and white Human Soldier creature token with training' (CR 111.4: the token has the abilities the
    effect gives it; 702.149a) -> the token's definition with `abilities` [{"kind": "training"}] (rules/training.py
    plays it on the token as on a card), its other keywords as keywords."""
    plain = _token(Token_(token.stats, token.colors, token.subtypes, token.types, token.keywords))
    assert isinstance(plain, dict)
    return {**plain, "abilities": [{"kind": kind} for kind in token.abilities]}


_S21INN_EXILED_TYPES = ("creature", "artifact", "enchantment", "land")


def s21inn_exile_additional_cost(cost: Cost) -> Json:
    """ "As an additional cost to cast ~, exile a creature card [two creature cards] from your graveyard." (CR 601.2b,
    601.2h, 406.2) -> `additional_cost` "exile_from_graveyard" with the card type and the number, read as the same
    words are read in an activated ability's cost (`some_cost`); any other card than "<type> card(s)" of your own
    graveyard is refused (rules/additional_costs.py)."""
    exiled = some_cost(cost)
    card_type = exiled["spec"].removeprefix("card_in_your_graveyard:")
    if exiled["kind"] != "exile_from_graveyard" or exiled.get("other") or card_type not in _S21INN_EXILED_TYPES:
        raise NotLowered(f"an additional cost exiling {exiled.get('spec')!r}")
    return {"kind": "additional_cost", "cost": "exile_from_graveyard", "card_type": card_type,
            "amount": exiled["amount"]}


def s21inn_put_looked_into_graveyard(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "[You may] put that card [it] into your graveyard." after "Look at the top card of your library." (CR 608.2c) ->
    the "Put ... from among them" mark with `take` 1, joined by `library_look_joins` (s21inn_look_to_graveyard)."""
    if duration is not None:
        raise NotLowered("a card put into the graveyard with a duration")
    return {"kind": _LIBRARY_PUT_MARK, "take": 1, "rest": "top", "s21inn_to": "graveyard", "s21inn_may": effect.may}


def s21inn_look_to_graveyard(look: Json, put: Json) -> Json:
    """The look at the top card of your library and "you may put that card into your graveyard" -> one `look_at_top`
    of one card, `to` "graveyard", the card not taken left on top (`rest` "top"), `optional` for "you may" (CR 608.2c,
    401.2; rules/library.py). "that card" names one card: a look at more than one is refused."""
    if look["amount"] != 1 or look.get("amount_multiplier", 1) != 1:
        raise NotLowered("'that card' after a look at more than one card")
    joined: Json = {**look, "to": put["s21inn_to"], "rest": "top"}
    if put["s21inn_may"]:
        joined["optional"] = True
    return joined


S21INN_EFFECTS: dict[str, Callable[[Effect, _Context, str | None], Json]] = {
    "s21inn_put_looked_into_graveyard": s21inn_put_looked_into_graveyard,
}


def s21inn_tap_plural_cost(tapped: Json, rest: Noun) -> Json:
    """ "Tap three untapped creatures you control" / "Tap two untapped artifacts you control" (CR 602.2b, 701.26a): the
    `tap_permanents` cost of `count` permanents of a card type, as "an untapped creature you control" is read (the
    plural noun's spec; "other" excludes the source); any other plural noun is refused (rules/tap_costs.py)."""
    if tapped["count"] < 2:
        raise NotLowered("a plural noun for one permanent to tap")
    other = any(q.name == "other" for q in rest.qualifiers)
    spec = spec_of(Noun(rest.head, tuple(q for q in rest.qualifiers if q.name != "other"), rest.words))
    if spec.split(":")[0] not in CARD_TYPES:
        raise NotLowered(f"tapping {' '.join(rest.words)!r} as a cost")
    return {**tapped, "spec": spec + (":other" if other else "")}


_S21INN_LIFE_CONDITIONS = ("opponent_lost_life", "you_lost_life")


def s21inn_life_condition(holder: Any) -> str | None:
    """ "Activate only if an opponent lost life this turn." (CR 602.5b) / "At the beginning of your end step, if an
    opponent lost life this turn, ..." (CR 603.4): the `LifeCondition` of the restriction's or the trigger's
    condition (rules/life_this_turn.py), for "an opponent lost life" and "you've lost life" only; None otherwise."""
    condition = getattr(holder, "condition", None)
    if not isinstance(condition, Condition) or condition.kind not in _S21INN_LIFE_CONDITIONS:
        return None
    return condition.kind


def s21inn_its_controller(ctx: _Context) -> str:
    """ "~ deals 1 damage to target creature and 1 damage to its controller." (CR 608.2h: "its" is the one permanent
    the effect before targeted, its controller as it last existed): `its_controller`, as "that creature's controller"
    is read (`combat_that_creatures_controller`); refused after no target, several, or a target not a permanent."""
    last = str(getattr(ctx, "last_target", ""))
    if ctx.targets != 1 or ctx.plural or ctx.many or last.split(":")[0].split("_or_")[0] not in (*CARD_TYPES, "permanent"):
        raise NotLowered("'its controller' without one target permanent before it")
    return "its_controller"
# --- s21-szn ---
_M19B_COUNTERS += ("book",)  # s21-szn: Spell Satchel's book counters (CR 122.1)


def s21szn_only_self(effects: list[Json], ctx: _Context) -> bool:
    """Whether "it" starting the next sentence is ~: every effect before it acts on ~ alone ("target": "self"),
    no target was taken and no other object named ("Landfall — ..., put a +1/+1 counter on ~. It gains flying until
    end of turn.": the land that entered isn't named again, CR 608.2c)."""
    return bool(effects) and ctx.targets == 0 and ctx.named is None \
        and all(effect.get("target") == "self" and "player" not in effect for effect in effects)


def _s21szn_despite_defender(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ can attack this turn as though it didn't have defender." -> `attacks_despite_defender_this_turn`
    (rules/s21szn_despite_defender.py, CR 702.3b, 611.2c)."""
    assert effect.obj is not None
    if ctx.kind == "spell" and effect.obj.kind == "self":
        raise NotLowered("'~ can attack as though it didn't have defender' in a spell: ~ is no creature")
    return {"kind": "attacks_despite_defender_this_turn", "target": _permanents(effect.obj, ctx)}


_M19B_EFFECTS["s21szn_despite_defender"] = _s21szn_despite_defender


def _s21szn_choose_target(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Choose target creature you control." as a spell's first sentence -> `choose_target` (CR 601.2c): the one
    target, chosen as the spell is cast, that the sentences after it name ("it", "that creature", CR 608.2c)."""
    obj = effect.obj
    if ctx.kind != "spell" or ctx.targets or obj is None or obj.kind != "target" or obj.up_to or obj.count is not None:
        raise NotLowered("'Choose target ...' other than as a spell's one target")
    spec = _permanents(obj, ctx)
    if spec_base(spec) not in ("creature", "permanent", "attacking_or_blocking_creature") or _s21szn_taken(ctx) != 1:
        raise NotLowered(f"'Choose target ...' of anything but one permanent ({spec})")
    setattr(ctx, "s21szn_chosen", True)  # noqa: B010 - checked by s21szn_chosen_is_named
    return {"kind": "choose_target", "target": spec}


def _s21szn_taken(ctx: _Context) -> int:
    return ctx.targets  # the targets taken so far (read after `_permanents` took one)


def s21szn_chosen_is_named(effects: list[Json], ctx: _Context) -> list[Json]:
    """A target chosen by "Choose target ..." must be what a later effect acts on ("it"): else the line would
    choose a target for nothing."""
    if getattr(ctx, "s21szn_chosen", False) and '"target": "it' not in json.dumps(effects[1:]):  # "it", "it:creature"
        raise NotLowered("'Choose target ...' that no later effect names")
    return effects


_M19B_EFFECTS["s21szn_choose_target"] = _s21szn_choose_target


def _s21szn_equip(line: Static) -> Json:
    """ "Equip {3}. This ability costs {1} less to activate for each other Equipment you control." -> `equip` with
    `cost_reduction` (`for_each_you_control` "...:other": not this Equipment; CR 702.6a, 602.2b, 601.2f, 118.7a;
    rules/activation_cost_reduction.py); "Equip {0}. Activate only once each turn." -> `equip` with `max_per_turn` 1
    (CR 602.5b)."""
    mana = line.pt or ""
    if "X" in mana:
        raise NotLowered("an X equip cost")
    ability: Json = {"kind": "equip", "cost": mana}
    if not line.keywords:
        raise NotLowered("'Equip' with no restriction after it")
    for restriction in line.keywords:
        if restriction == "once_each_turn" and "max_per_turn" not in ability:
            ability["max_per_turn"] = 1
        elif restriction == "neo_ability_cost_less" and "cost_reduction" not in ability:
            ability["cost_reduction"] = _s21szn_other_cost_reduction(restriction)
        else:
            raise NotLowered(f"equip restriction '{restriction.replace('_', ' ')}'")
    return ability


def _s21szn_other_cost_reduction(restriction: str) -> Json:
    """ "... for each [other] <permanent> you control": `neo_cost_reduction`, "other" kept as the spec's ":other"."""
    assert isinstance(restriction, NeoCostLessRestriction)
    noun = restriction.noun
    others = [q for q in noun.qualifiers if q.name == "other"]
    if not others:
        return neo_cost_reduction(restriction)
    plain = NeoCostLessRestriction("neo_ability_cost_less")
    plain.mana = restriction.mana
    plain.noun = Noun(noun.head, tuple(q for q in noun.qualifiers if q.name != "other"), noun.words)
    reduction = neo_cost_reduction(plain)
    return {**reduction, "for_each_you_control": reduction["for_each_you_control"] + ":other"}


_M19B_STATICS["s21szn_equip"] = _s21szn_equip


def _s21szn_base_power(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "target creature you control has base power 2 until end of turn" -> `set_base_power_toughness` without
    `toughness` (layer 7b, CR 613.4b; rules/base_power_toughness.py)."""
    assert effect.obj is not None and effect.amount is not None
    if (effect.duration or duration) != "end_of_turn" or not isinstance(effect.amount.value, int):
        raise NotLowered("base power for a duration other than until end of turn")
    return {"kind": "set_base_power_toughness", "power": effect.amount.value, "target": _permanents(effect.obj, ctx)}


_M19B_EFFECTS["s21szn_base_power"] = _s21szn_base_power


def s21szn_attached_instead(line: Static) -> list[Json]:
    """ "Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed a dungeon." -> two
    `attached_pump` abilities: -2/-2 while the condition doesn't hold (`unless_condition`), -5/-5 while it holds (CR
    611.3a: checked continuously; 613.4c; rules/s21szn_attached_conditions.py). The conditions "it's [not] your turn",
    "you've completed a dungeon" and "an opponent has eight or more cards in their graveyard"."""
    condition = line.condition
    assert condition is not None and line.pt is not None
    if condition.kind == "s18m21_opponent_graveyard" and condition.number is not None:
        holds: Json = {"as_long_as_opponent_graveyard_at_least": condition.number}
    elif condition.kind in _AS_LONG_AS and condition.number is None and _AS_LONG_AS[condition.kind] in (
            "your_turn", "not_your_turn", "completed_dungeon"):
        holds = {"as_long_as": _AS_LONG_AS[condition.kind]}
    else:
        raise NotLowered(f"'instead as long as {condition.kind.replace('_', ' ')}'")
    pumps = []
    for pt in line.pt.split("|"):
        power, toughness = pt.split("/")
        pumps.append({"kind": "attached_pump", "power": int(power), "toughness": int(toughness), **holds})
    return [{**pumps[0], "unless_condition": True}, pumps[1]]


def s21szn_gain_life_first_trigger(line: Triggered) -> Json:
    """ "Whenever you gain life for the first time each turn, <effects>." (CR 119.3, 603.2) -> the trigger
    "you_gain_life" with `nth_each_turn` 1 (rules/life_gain_triggers.py)."""
    if line.condition is not None or line.body.once_each_turn:
        raise NotLowered("an intervening 'if' on 'the first time each turn'")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    during = {"during_your_turn": True} if line.events[0].verb == "during_your_turn" else {}  # s27-fdna (CR 102.1)
    return {"kind": "triggered", "trigger": "you_gain_life", **_then(effects), **choice, "nth_each_turn": 1, **during}
_AS_LONG_AS["s21szn_not_your_turn"] = "not_your_turn"  # s21-szn: "as long as it's not your turn" (CR 611.3a)


def s21szn_gained_life_record(condition: object) -> Json | None:
    """ "if you gained life this turn" of a cost reduction ("~ costs {2} less to cast if you gained life this turn.",
    CR 601.2f) or an activation restriction ("Activate only if you gained life this turn.", 602.5b): the turn's record
    of life gained, 1 or more (as "if you've gained 1 or more life this turn"; rules/turn_records.py). None for
    another condition."""
    if not isinstance(condition, Condition) or condition.kind != "you_gained_life" or condition.number is not None:
        return None
    return {"kind": "this_turn", "record": "life_gained", "number": 1}


def _s21szn_scry_x(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "scry X" -> `scry` with amount "X", made a count by the sentence's ", where X is ..." (`where_x`); X with no
    such definition is not read (put_x)."""
    return {"kind": "scry", "amount": "X"}


_M19B_EFFECTS["s21szn_scry_x"] = _s21szn_scry_x
_X_COUNTED["scry"] = ("amount",)  # s21-szn: "scry X, where X is the number of creatures in your party"
# --- s21-ete ---


def s21ete_static(line: Static, *, is_spell: bool) -> list[Json]:
    """The static abilities of the s21-ete block of oracle.lark: "Players [Your opponents] [You] can't gain life." ->
    `cant_gain_life` with `players` "each", "opponents" or "you" (CR 119.7; rules/s21ete_cant_gain_life.py); "~ enters
    tapped and doesn't untap during your untap step." -> `enters_tapped` and `doesnt_untap` (CR 614.1c, 502.3); "~ can't be
    blocked by Knights or Walls." -> `cant_be_blocked_by` with `by_subtypes` (CR 509.1b, 205.3)."""
    if is_spell:
        raise NotLowered("a static ability on an instant or sorcery")
    if line.kind == "s21ete_cant_gain_life":
        players = {"each_player": "each", "each_opponent": "opponents", "you": "you"}[line.subject.player or ""]
        return [{"kind": "cant_gain_life", "players": players}]
    if line.kind == "s21ete_unblockable_by_either":  # CR 509.1b, 205.3 (rules/evasion.py)
        return [{"kind": "cant_be_blocked_by", "by_subtypes": [singular(word) for word in line.keywords]}]
    if line.kind == "s21ete_enters_tapped_doesnt_untap":  # CR 614.1c, 502.3 (rules/untap_restrictions.py)
        return [{"kind": "enters_tapped"}, {"kind": "doesnt_untap", "affected": "self"}]
    raise NotLowered(f"the s21-ete static {line.kind!r}")


def s21ete_put_land_from_hand(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "you may put a land card from your hand onto the battlefield [tapped]" -> `put_land_from_hand` (CR 608.2d,
    305.4; rules/s21ete_put_land_from_hand.py): the choice of the card, or none, is the effect's own."""
    if duration is not None:
        raise NotLowered("a duration on putting a land card from a hand")
    return {"kind": "put_land_from_hand", **({"tapped": True} if effect.place == "tapped" else {})}


_M19B_EFFECTS["s21ete_put_land_from_hand"] = s21ete_put_land_from_hand


def s21ete_is_city_blessing(restriction: str) -> bool:
    """ "Activate only if you have the city's blessing." (CR 602.5b, 702.131c): the condition "kwc_city_blessing"."""
    condition = getattr(restriction, "condition", None)
    return isinstance(condition, Condition) and condition.kind == "kwc_city_blessing"


# What an effect may be in "<effect>. If you have the city's blessing, <effect> instead.": untargeted, and unable to
# change the permanents its controller controls (so the blessing can't come in between, CR 702.131b)
_S21ETE_BLESSING_INSTEAD = ("draw", "gain_life", "scry", "pump")  # s25-stda: "pump" (an untargeted group, end of module)


def s21ete_city_blessing_instead(body: Body) -> list[Json] | None:
    """ "Draw two cards. If you have the city's blessing, draw three cards instead." (CR 608.2c, 702.131c) -> two
    `if_condition` riders, the first under the negated `city_blessing` condition; only for two sentences of one
    untargeted draw, life gain or scry each. None when the body is not of this shape."""
    pair = instead_pair(body, lambda condition: condition.kind == "kwc_city_blessing")
    if pair is None:
        return None
    _, otherwise, effect = pair
    for lowered in (otherwise, effect):
        if _targets_something(lowered) or lowered.get("kind") not in _S21ETE_BLESSING_INSTEAD:
            raise NotLowered(f"'instead' of a {lowered.get('kind')} effect under the city's blessing")
    blessing: Json = {"kind": "city_blessing"}
    return [{"kind": "spell", "effect": rider_wrap({**blessing, "negated": True}, otherwise)},
            {"kind": "spell", "effect": rider_wrap(blessing, effect)}]


_S21ETE_EXILED = "is put into exile from the battlefield"


def s21ete_dies_or_exiled_triggered(line: Triggered) -> Json | None:
    """ "When ~ dies or is put into exile from the battlefield, <effects>" (CR 700.4, 603.6c, 603.10a) -> the trigger
    "self_dies_or_exiled" (rules/s21ete_dies_or_exiled.py); "it" in its effects is the card in its new zone
    (`that_card`, CR 400.7). None for any other trigger."""
    if [(event.kind, event.verb) for event in line.events] != [("self", "dies"), ("self", _S21ETE_EXILED)]:
        return None
    if line.condition is not None or line.step is not None:
        raise NotLowered("an intervening 'if' on a 'dies or is put into exile' trigger")
    body, choice = optional_parts(line.body)
    ctx = _Context("triggered", self_event=True)
    setattr(ctx, "s21ete_that_card", True)  # noqa: B010
    effects = lower_body(body, ctx)
    for lowered in effects:  # "it" / "~" elsewhere would be read as the permanent, which has left the battlefield
        if lowered.get("position") != "third_from_top" and any(
                f'"{name}"' in json.dumps(lowered) for name in ("self", "it", "that_card", "that_permanent")):
            raise NotLowered("~ or 'it' in a 'dies or is put into exile' trigger other than put third from the top")
    return {"kind": "triggered", "trigger": "self_dies_or_exiled", **_then(effects), **choice}


def s21ete_put_third_from_top(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "put it into its owner's library third from the top" in a "dies or is put into exile" trigger -> `put_on_library`
    of `that_card` with `position` "third_from_top" (CR 401.7, 400.7; rules/s21ete_dies_or_exiled.py)."""
    if not getattr(ctx, "s21ete_that_card", False) or duration is not None:
        raise NotLowered("'put it into its owner's library third from the top' other than of ~ that died or was exiled")
    return {"kind": "put_on_library", "target": "that_card", "position": "third_from_top"}


_M19B_EFFECTS["s21ete_put_third_from_top"] = s21ete_put_third_from_top


def s21ete_is_that_player(ref: Ref) -> bool:
    """ "that player" (the player a trigger event names)."""
    return ref.noun is not None and ref.noun.head == "player" and not ref.noun.qualifiers and not ref.noun.words


def s21ete_opponent_draws_trigger(line: Triggered) -> Json:
    """ "Whenever an opponent draws a card, <effects>." (CR 121.2, 603.2) -> the trigger "opponent_draws"
    (rules/s21ete_opponent_draws.py): once for each card an opponent of its controller draws; "that player" in its
    effects is the player who drew (`that_player`)."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a draw trigger")
    body, choice = optional_parts(line.body)
    ctx = _Context("triggered")
    setattr(ctx, "s21ete_that_player", True)  # noqa: B010
    setattr(ctx, "taila_that_player", True)  # noqa: B010 - s27-fdna: "that player loses 1 life" (the player who drew)
    return {"kind": "triggered", "trigger": "opponent_draws", **_then(lower_body(body, ctx)), **choice}


def instead_pair(body: Body, accepts: Callable[[Condition], bool]) -> tuple[Condition, Json, Json] | None:
    """s21-ete (from s15-records' `records_instead`): "<effect>. If <condition>, <effect> instead." with a condition
    `accepts` takes: the condition and the two effects lowered (each sentence one effect, no choice, no X); None when
    the body is not of this shape."""
    sentences = body.sentences
    if len(sentences) != 2 or not isinstance(sentences[1], TrailingInsteadSentence):
        return None
    condition: Condition | None = getattr(sentences[1], "condition", None)
    if condition is None or not accepts(condition):
        return None
    first, second = sentences
    if getattr(first, "condition", None) is not None or first.x_is is not None or second.x_is is not None:
        raise NotLowered("'instead' of a conditional sentence")
    if len(first.effects) != 1 or len(second.effects) != 1 or "may" in (first.joined_by, second.joined_by):
        raise NotLowered("'instead' of several effects")
    ctx = _Context("spell")
    return (condition, lower_effect(first.effects[0], ctx, first.fronted_duration),
            lower_effect(second.effects[0], ctx, second.fronted_duration))
# --- s22-ete ---


def _s22ete_target_opponent_creates(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "target opponent creates two Treasure tokens" -> `create_token` with `for_player` "target_opponent"
    (rules/tokens.py: the target opponent creates and controls the tokens, CR 111.2, 115.1); read as "Each opponent
    creates" is, the player aside."""
    return {**_spells_each_opponent_creates_token(effect, ctx, duration), "for_player": "target_opponent"}


_M19B_EFFECTS["s22ete_target_opponent_creates"] = _s22ete_target_opponent_creates


# "Whenever ~ deals combat damage to a player, if you have the city's blessing, ..." / "Whenever another creature you
# control dies, if you have the city's blessing, ...": the triggers that check `intervening_if` as they trigger
# (rules/damage_triggers.py, rules/dies_triggers.py) besides ~ entering and attacking (CR 603.4, 702.131c)
_S22ETE_BLESSING_TRIGGERS = frozenset({"deals_damage", "creature_dies"})


def s22ete_blessing_trigger(line: Triggered) -> Json | None:
    """The trigger read without its intervening "if you have the city's blessing", then given it as `intervening_if`
    `city_blessing` (a condition naming no object); None for a trigger that doesn't check it (read as before)."""
    if line.condition is None or line.condition.kind != "kwc_city_blessing" or line.step is not None or all(
            event.kind == "self" and event.verb in ("enters", "attacks") for event in line.events):
        return None
    ability = _triggered(dataclasses.replace(line, condition=None))
    if ability.get("trigger") not in _S22ETE_BLESSING_TRIGGERS or ability.get("also_on") or any(
            key.startswith("if_") or key == "intervening_if" for key in ability):
        raise NotLowered("an intervening 'if you have the city's blessing' on this trigger (CR 603.4)")
    return {**ability, "intervening_if": {"kind": "city_blessing"}}


def s22ete_enters_body(body: Body, ctx: _Context) -> list[Json]:
    """The effects of "Whenever a creature enters under your control, <effects>": read as before; a body not read so
    whose effects are all "it explores" is read with "it" naming the permanent that entered (`that_permanent`,
    rules/enters_triggers.py names it, CR 603.2, 701.44a), as an attack trigger's "it" names the attacking creature:
    "Whenever a creature enters under your control, it explores." (Path of Discovery). Other effects on "it" stay
    refused here (tests/unit/test_s21_szn.py)."""
    try:
        return lower_body(body, ctx)
    except NotLowered:
        if (pumped := s23c14_enters_body(body, ctx)) is not None:
            return pumped  # s23-c14: "..., that creature gets +2/+0 and gains haste until end of turn." (end of module)
        if (countered := s26cmdb_enters_counters_body(body, ctx)) is not None:
            return countered  # s26-cmdb: "put a +1/+1 counter on that creature and a +1/+1 counter on ~" (end of module)
        effects = lower_body(body, _EventContext("triggered"))
        if any(effect != {"kind": "explore", "target": "that_permanent"} for effect in effects):
            raise
        return effects


def _s22ete_mill_half(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target player mills half their library, rounded up [down]." (CR 701.17a, 107.1a) -> `mill` by the target
    player, the amount "target_library_half_<up|down>" counted as it resolves (rules/s20m21_half_amounts.py, CR 608.2h).
    Only a target player: "their" is then that one player."""
    if duration is not None or effect.place not in ("up", "down"):
        raise NotLowered("half a library with a duration or without a rounding")
    player = _player(effect.subject, {"target_player": "target_player", "target_opponent": "target_opponent"},
                     "milling half a library", ctx)
    return {"kind": "mill", "amount": f"target_library_half_{effect.place}", "player": player}


_M19B_EFFECTS["s22ete_mill_half"] = _s22ete_mill_half


# --- s22-inn ---

# "it's night" / "it's day" (CR 728): the game's designation, decided as the spell resolves (a rider, CR 608.2c) or as
# it is cast (its cost, 601.2f); the rider kinds of rules/riders.py and `self_cost_reduction`'s `if_day_night`
S22INN_DAY_NIGHT = {"s22inn_night": "night", "s22inn_day": "day"}


def s22inn_that_is_it(effect: Effect, first: Sentence) -> Effect:
    """ "If it's night, that creature gets -13/-13 until end of turn instead." after "Target creature gets -2/-2 ...":
    "that creature" is the first sentence's one target creature (`_that`, CR 608.2c), as "it" would be."""
    return dataclasses.replace(effect, subject=_that(effect.subject, [first]), obj=_that(effect.obj, [first]))


def s22inn_cost_reduction_on_battlefield(line: CostReduction, generic: int) -> Json:
    """ "~ costs {1} less to cast for each creature on the battlefield." (CR 601.2f, 118.7a) -> `self_cost_reduction`
    with `for_each_on_battlefield`, the noun's permanent spec (no "you control" / "an opponent controls" in it: every
    player's permanents count, rules/self_cost_reduction.py)."""
    noun = line.for_each
    if noun is None or any(q.name in ("you_control", "opponent_controls", "you_dont_control") for q in noun.qualifiers):
        raise NotLowered("a count on the battlefield of whose permanents")
    return {"kind": "self_cost_reduction", "generic": generic,
            "for_each_on_battlefield": condition_spec(Condition("you_control", noun=noun))}


_S22INN_PERMANENT_TARGETS = ("creature", "permanent", "artifact", "enchantment", "planeswalker", "land")


def s22inn_its_stat(noun: Noun, ctx: _Context) -> Json:
    """ "If its mana value was 3 or less, scry 1." after one targeted effect on a permanent -> the rider condition
    `it_is` with the stat (rules/riders.py: the permanent as it is, or as it last existed if it left the battlefield,
    CR 608.2h); "its" after a target card in a graveyard or a spell is not read."""
    last = getattr(ctx, "last_target", None)
    if ctx.targets != 1 or ctx.plural or not isinstance(last, str) or spec_base(last) not in _S22INN_PERMANENT_TARGETS:
        raise NotLowered("'its mana value was' where no one targeted permanent came before")
    return {"kind": "it_is", "specs": _it_is_specs(noun)}


def s22inn_is_own_card_in_exile(restriction: str) -> bool:
    """ "Activate only if you own a card in exile." (CR 602.5b, 406.1): the condition "s22inn_own_card_in_exile"."""
    condition = getattr(restriction, "condition", None)
    return isinstance(condition, Condition) and condition.kind == "s22inn_own_card_in_exile"


# --- s22-neob ---------------------------------------------------------------------------------


def s22neob_leaves_during_your_turn(noun: Noun) -> Json:
    """ "Whenever one or more artifacts you control leave the battlefield during your turn" (CR 603.2c, 603.6c,
    102.1) -> "group_leaves" with `leaving` (a permanent spec, matched as the permanent last existed, 603.10a)
    and `during_your_turn` (rules/leaves_triggers.py); `batch` is added by `batch_triggered`."""
    return {"kind": "triggered", "trigger": "group_leaves", "leaving": _plural_spec(noun), "during_your_turn": True}


# "Spend this mana only to cast a creature spell of the chosen type or activate an ability of a creature or creature card
# of the chosen type." (Secluded Courtyard; CR 106.6, 614.12, 602.2b; rules/restricted_mana.py)
SPEND_ONLY["s22neob_spend_only_chosen_type"] = "chosen_type_creature_spells_or_abilities"


def s22neob_copy_of_entering(ref: Ref, ctx: _Context) -> bool:
    """ "Whenever a nontoken artifact enters under your control, ... create a token that's a copy of that artifact."
    (Replication Specialist; CR 707.2, 603.6a): "that <noun>", before any target, with the noun of the enters trigger's
    event (its card type, no other word) is the permanent that entered (`that_permanent`, rules/enters_triggers.py
    names it)."""
    entering: Noun | None = getattr(ctx, "s22neob_entering_noun", None)
    if entering is None or ref.kind != "that" or ref.noun is None or ctx.targets:
        return False
    said = ref.noun
    return (said.head == entering.head and said.head in CARD_TYPES and not said.qualifiers
            and tuple(said.words) in ((), (said.head,)))


def s22neob_damage_each_target_opponent(effect: Effect, ctx: _Context) -> Json | None:
    """ "~ deals 2 damage to any target and 1 damage to each nonartifact creature target opponent controls." (Seismic
    Wave; CR 120.3, 115.1, 601.2c): the second part, by the same source, is `damage` to
    `all:<spec>:target_opponent_controls`: every such permanent of a second target, a player who must be an opponent
    (rules/target_filters.py); None when the recipient doesn't name "target opponent controls"."""
    obj = effect.obj
    noun = obj.noun if obj is not None else None
    if obj is None or noun is None or not any(q.name == "target_opponent_controls" for q in noun.qualifiers):
        return None
    others = tuple(q for q in noun.qualifiers if q.name != "target_opponent_controls")
    if obj.kind != "each" or len(others) != len(noun.qualifiers) - 1 or noun.head == "subtype":
        raise NotLowered("'target opponent controls' other than once after 'each <permanent>'")
    source = effect.subject
    if source is None or ctx.dies or source.kind != "self":
        raise NotLowered("damage dealt by something other than ~")
    spec = "all:" + spec_of(dataclasses.replace(noun, qualifiers=others)) + ":target_opponent_controls"
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"target {spec!r}: {problem}") from None
    ctx.took_target(spec)
    return {"kind": "damage", "amount": _amount(effect.amount), "target": spec}


def s22neob_play_up_to(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "You may play up to two of those cards until the end of your next turn." (March of Reckless Joy; CR 601.2a):
    the play permission `impulse_joins` joins to the exile before it, with `max_played` (rules/impulse.py)."""
    assert effect.amount is not None
    if duration is not None or not isinstance(effect.amount.value, int) or effect.amount.value < 1:
        raise NotLowered("'up to N of those cards' with another amount")
    return {"kind": _PLAY_MARK, "until": effect.duration, "ref": effect.place,
            "extra": {"max_played": effect.amount.value}}


_M19B_EFFECTS["s22neob_play_up_to"] = s22neob_play_up_to


def s22neob_next_spell_costs_less(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "the next spell you cast this turn costs {1} less to cast" (Peerless Samurai; CR 601.2f, 118.7a) ->
    `next_spell_costs_less` (rules/s22neob_next_spell_cost.py); only generic mana ("{1}", "{2}") is read."""
    mana = effect.place or ""
    digits = mana[1:-1] if mana.startswith("{") and mana.endswith("}") else ""
    if duration is not None or not digits.isdigit() or not 1 <= int(digits) <= 20:
        raise NotLowered(f"the next spell costing {mana} less")
    return {"kind": "next_spell_costs_less", "generic": int(digits)}


_M19B_EFFECTS["s22neob_next_spell_costs_less"] = s22neob_next_spell_costs_less


# --- s22-afr ---


def s22afr_shared_subject(effect: Effect, sentence: Sentence, before: list[Json]) -> Json | None:
    """ "Target opponent discards two cards, mills two cards, and loses 2 life.": the verbs after the first share its one
    target player (CR 601.2c counts the word "target" once; s19-multi's "and loses N life" extended to a middle "mills N
    cards" and to a third verb). -> `mill` / `lose_life` with player "that_target_player", the player the first effect
    targeted (CR 608.2b-c). None for anything else (s19multi_shared_subject then decides)."""
    subject = effect.subject
    if effect.verb not in ("mill", "lose_life") or subject is None or subject.kind != "player" \
            or subject.player not in _S19MULTI_PLAYERS:
        return None
    position = next((n for n, other in enumerate(sentence.effects) if other is effect), 0)
    if position < 1 or any(other.subject is not subject for other in sentence.effects[:position]):
        return None
    if effect.verb == "lose_life" and position == 1:
        return None  # "discards two cards and loses 2 life": s19-multi's own reading
    if not before or before[0].get("player") != subject.player or before[0].get("kind") not in ("draw", "discard", "mill") \
            or any(done.get("player") != "that_target_player" for done in before[1:]):
        raise NotLowered("a verb sharing a target player after something other than that player's draw, discard or mill")
    if effect.may or effect.obj is not None or sentence.fronted_duration is not None:
        raise NotLowered("a shared target player's verb with a choice, an object or a duration")
    return {"kind": effect.verb, "amount": _amount(effect.amount), "player": "that_target_player"}


def _s22afr_double_pt(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Double target creature's [~'s] power and toughness until end of turn." -> `double_power` with `and_toughness`
    (rules/doubling.py, CR 701.10b): +X/+Y until end of turn, X its power and Y its toughness as it resolves."""
    if (effect.duration or duration) != "end_of_turn" or effect.obj is None:
        raise NotLowered("a doubled power and toughness without 'until end of turn'")
    return {"kind": "double_power", "target": _permanents(effect.obj, ctx), "and_toughness": True}


S22AFR_EFFECTS: dict[str, Callable[[Effect, _Context, str | None], Json]] = {"s22afr_double_pt": _s22afr_double_pt}


def _s22afr_target_doesnt_untap(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target creature doesn't untap during its controller's next untap step." -> `doesnt_untap_next_untap_step` on
    one target permanent (rules/untap_next_step.py, CR 502.3, 611.2b): the player who controls it as this resolves."""
    ref = effect.obj
    if duration is not None or ref is None or ref.kind != "target" or ref.count is not None or ref.up_to:
        raise NotLowered("'doesn't untap during its controller's next untap step' on other than one target")
    return {"kind": "doesnt_untap_next_untap_step", "target": _permanents(ref, ctx)}


S22AFR_EFFECTS["s22afr_target_doesnt_untap"] = _s22afr_target_doesnt_untap


def s22afr_unblockable_alone(line: Any) -> Json:
    """ "~ can't be blocked as long as it's attacking alone." (CR 506.5, 509.1b, 611.3a) -> `unblockable` with
    `while_attacking_alone` (rules/cant_be_blocked.py)."""
    if line.subject.kind != "self" or getattr(line, "by", None) is not None:
        raise NotLowered("'can't be blocked as long as it's attacking alone' on another object")
    ability = _static(dataclasses.replace(line, condition=None))
    if ability != {"kind": "unblockable"}:
        raise NotLowered("'can't be blocked as long as it's attacking alone' with more")
    return {**ability, "while_attacking_alone": True}


def s22afr_attached_unblockable_power(line: Static, *, is_spell: bool) -> list[Json]:
    """ "Equipped creature can't be blocked as long as its power is 3 or less." (CR 509.1b, 611.3a, 301.5) ->
    `attached_cant_be_blocked` with `power_at_most` (rules/attached_cant_be_blocked.py): an Equipment's static ability."""
    if is_spell or line.amount is None or not isinstance(line.amount.value, int):
        raise NotLowered("'equipped creature can't be blocked as long as its power is N or less' on a spell")
    return [{"kind": "attached_cant_be_blocked", "power_at_most": line.amount.value}]


def _s22afr_cant_be_blocked_by_subtype(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "... and can't be blocked by Walls this turn" -> `cant_be_blocked_by_this_turn` with `by_subtypes` on "it", the
    creature the clause before acted on (rules/evasion_this_turn.py, CR 509.1b, 205.3)."""
    if (effect.duration or duration) != "this_turn" or effect.place is None:
        raise NotLowered("can't be blocked by a creature type for a duration other than this turn")
    return {"kind": "cant_be_blocked_by_this_turn", "target": "it", "by_subtypes": [singular(effect.place)]}


S22AFR_EFFECTS["s22afr_cant_be_blocked_by_subtype"] = _s22afr_cant_be_blocked_by_subtype


def s22afr_those_tokens(rows: Any) -> Any:
    """A d20 table's rows with "Create two of those tokens." read as the token an earlier row creates ("1—9 | Create a
    1/1 red Goblin creature token. 10—19 | Create two of those tokens.", CR 706.2, 111.1): `create_token` of that
    token description. Only when the earlier rows describe exactly one token."""
    made: list[Any] = []
    out = []
    for low, high, sentences in rows:
        changed = []
        for sentence in sentences:
            effects = []
            for effect in sentence.effects:
                if effect.verb == "s22afr_create_those_tokens":
                    if len({repr(token) for token in made}) != 1 or effect.amount is None:
                        raise NotLowered("'those tokens' where the rows before describe no one token")
                    effect = dataclasses.replace(effect, verb="create_token", token=made[0])
                elif effect.verb == "create_token" and effect.token is not None:
                    made.append(effect.token)
                effects.append(effect)
            changed.append(dataclasses.replace(sentence, effects=tuple(effects)))
        out.append((low, high, tuple(changed)))
    return tuple(out)


def _s22afr_create_those_tokens(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    raise NotLowered("'create ... of those tokens' outside a d20 table after the token it names")


S22AFR_EFFECTS["s22afr_create_those_tokens"] = _s22afr_create_those_tokens


# --- s22-neoa ---


def s22neoa_as_cast_count(noun: Noun, ctx: _Context) -> str | None:
    """s22-neoa: "for each modified creature you controlled as you cast ~" (Lethal Exploit; CR 601.2, 608.2h) -> the
    Count "as_cast:<count>": the permanents the caster controlled that match, counted as the spell is cast and kept
    with it (rules/s22neoa_as_cast.py), whatever happens to them before it resolves. Only an instant's or sorcery's own
    sentence (~ is the spell being cast) and only a count of permanents; None when the noun has no such qualifier."""
    if not any(q.name == "s22neoa_controlled_as_cast" for q in noun.qualifiers):
        return None
    if ctx.kind != "spell":
        raise NotLowered("'you controlled as you cast ~' outside an instant's or sorcery's own text")
    others = tuple(q for q in noun.qualifiers if q.name != "s22neoa_controlled_as_cast")
    if any(q.name in _NOT_YOURS or q.name == "you_control" for q in others):
        raise NotLowered("'you controlled as you cast ~' with another controller")
    counted = _counted(dataclasses.replace(noun, qualifiers=(*others, Qualifier("you_control"))))
    if not counted.startswith("count:"):
        raise NotLowered(f"'{' '.join(noun.words)} you controlled as you cast ~' (not a count of permanents)")
    return "as_cast:" + counted


def s22neoa_as_cast_condition(condition: Condition) -> Json | None:
    """s22-neoa: "If you controlled a modified creature as you cast ~" (CR 601.2, 608.2c) -> the RiderCondition
    `s22neoa_controlled_as_cast` with the permanent spec of what was controlled (rules/s22neoa_as_cast.py: counted as
    the spell is cast). None for another condition; only a plain permanent noun (no controller of its own)."""
    if condition.kind != "s22neoa_controlled_as_cast":
        return None
    assert condition.noun is not None
    if any(q.name in _NOT_YOURS or q.name == "you_control" for q in condition.noun.qualifiers):
        raise NotLowered("'you controlled ... as you cast ~' with another controller")
    spec = spec_of(condition.noun)
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"'you controlled {spec} as you cast ~': {problem}") from None
    return {"kind": "s22neoa_controlled_as_cast", "spec": spec}


_S22NEOA_BOUNCE_AT = "return it to its owner's hand at your next end step"  # no engine kind: joined to the return


def _s22neoa_return_at_your_end_step(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """s22-neoa: "Return it to its owner's hand at the beginning of your next end step." -> a marker that
    `s22neoa_returned_bounce_joins` joins to the return to the battlefield before it (nothing else reads it)."""
    if duration is not None or not getattr(ctx, "s19neoa_returned", False):
        raise NotLowered("'return it to its owner's hand at the beginning of your next end step' not after a return")
    return {"kind": _S22NEOA_BOUNCE_AT}


_M19B_EFFECTS["s22neoa_return_at_your_end_step"] = _s22neoa_return_at_your_end_step


def s22neoa_returned_bounce_joins(effects: list[Json]) -> list[Json]:
    """s22-neoa: "Return target Vehicle card from your graveyard to the battlefield. It gains haste. Return it to its
    owner's hand at the beginning of your next end step." (Greasefang, Okiba Boss; CR 603.7a, 400.7): the delayed return
    belongs to the one card the `return_to_battlefield` before it returned (its `return_to_hand_at`
    "your_next_end_step", rules/s22neoa_delayed_return.py), with at most the indefinite keywords of "It gains haste."
    between them; anything else is not read."""
    joined: list[Json] = []
    for effect in effects:
        if effect.get("kind") != _S22NEOA_BOUNCE_AT:
            joined.append(effect)
            continue
        returned = returned_before(joined)
        if (returned is None or "sacrifice_at" in returned or "target_count" in returned
                or "return_to_hand_at" in returned):
            raise NotLowered("'return it to its owner's hand at your next end step' not after one returned card")
        returned["return_to_hand_at"] = "your_next_end_step"
    return joined


def _s22neoa_token_copy_except_keywords(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """s22-neoa: "Create a token that's a copy of another target nonlegendary creature you control, except it has
    haste." (Reflection of Kiki-Jiki; CR 707.9b, 707.2) -> `create_token_copy` with `except_keywords`
    (rules/copy_exceptions.py: the keywords become part of the token's copiable values)."""
    if effect.obj is None or duration is not None or not effect.keywords:
        raise NotLowered("a token copy with keywords without what it copies")
    return {"kind": "create_token_copy", "target": object_spec(effect.obj, ctx, players=False),
            "except_keywords": [keyword_text(k) for k in effect.keywords]}


_M19B_EFFECTS["s22neoa_token_copy_except_keywords"] = _s22neoa_token_copy_except_keywords


def returned_before(joined: list[Json]) -> Json | None:
    """The `return_to_battlefield` just before the end of `joined`, past the indefinite keywords of "It gains haste."
    after it (s19-neoa, s22-neoa); None when the effects end otherwise."""
    back = len(joined) - 1
    while back >= 0 and joined[back].get("kind") == "pump" and joined[back].get("duration") == "indefinitely":
        back -= 1
    returned = joined[back] if back >= 0 else None
    return returned if returned is not None and returned.get("kind") == "return_to_battlefield" else None


# --- s22-war ---


def s22war_graveyard_card_types(noun: Noun) -> list[str] | None:
    """ "for each creature card in your graveyard" read as a noun phrase (undergrowth, CR 404.1) -> the card types
    ["Creature"] of `for_each_graveyard_card_of_types` (the reading `self_cost_reduction_graveyard` gives "for each
    instant and sorcery card in your graveyard"); None for any other noun."""
    if taile_graveyard_count(noun) == "graveyard_creature_cards":
        return ["Creature"]
    return None


def s22war_graveyard_count(noun: Noun, rest: list[tuple[str, str | None]]) -> str | None:
    """ "the number of instant and sorcery cards in your graveyard" (each card with either type, CR 205.2a, 404.1)
    -> the `Count` "graveyard_instant_sorcery_cards" (rules/graveyard_amounts.py); None for any other noun."""
    words = [w.lower() for w in noun.words]
    if not rest and noun.head == " ".join(noun.words) and words in (["instant", "and", "sorcery", "cards"],
                                                                   ["sorcery", "and", "instant", "cards"]):
        return "graveyard_instant_sorcery_cards"
    return None
# s22-war: "Amass X, where X is the number of <nouns>" (CR 701.47a, 608.2h): the amass effect's amount counted as it
# resolves (rules/amass.py counts it with effects_targets.amount)
_X_COUNTED["amass"] = ("amount",)


def s22war_it_is_specs(noun: Noun) -> list[str] | None:
    """The `it_is` specs of "it's legendary" (the supertype, CR 205.4a) and "it's an artifact" (one card type, CR
    205.2a); None for any other noun."""
    if noun.head == "s22war_legendary":
        return ["permanent:legendary"]
    if noun.head in CARD_TYPES and not noun.qualifiers and [w.lower() for w in noun.words] == [noun.head]:
        return [f"permanent:{noun.head}"]
    return None
# s22-war: "Other legendary creatures you control get +2/+2." (CR 205.4a): the supertype among the anthem's qualities
# (`affected_with` "creature:legendary", rules/static_qualities.py)
TARGETS_STATIC_QUALITIES = TARGETS_STATIC_QUALITIES | {"legendary"}


def s22war_creature_or_planeswalker(noun: Noun) -> bool:
    """ "another creature or planeswalker you control" (CR 700.4: a planeswalker dies too): the trigger "creature_dies"
    with `dying` "creature_or_planeswalker:..." (a planeswalker's death: rules/s22war_planeswalker_dies.py)."""
    return noun.head == "either" and [w.lower() for w in noun.words] == ["creature", "or", "planeswalker"]


def s22war_static(line: Static, *, is_spell: bool) -> list[Json]:
    """The static abilities of the s22-war block of oracle.lark: "As long as it's your turn, you and ~ have hexproof."
    -> `player_hexproof` and ~'s hexproof, each `as_long_as` "your_turn" (CR 702.11c, 702.11d, 611.3a)."""
    if is_spell:
        raise NotLowered("a static ability on an instant or sorcery")
    if line.kind == "s22war_you_and_self_hexproof":
        return [{"kind": "player_hexproof", "as_long_as": "your_turn"},
                {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["hexproof"], "affected": "self",
                 "as_long_as": "your_turn"}]
    raise NotLowered(f"the s22-war static {line.kind!r}")


def s22war_attached_as_long_as(line: Static) -> Json | None:
    """ "As long as it's [not] your turn, equipped [enchanted] creature has first strike." (CR 611.3a, 613.1f) -> the
    `attached_pump` of the line without its condition, `as_long_as` "your_turn" / "not_your_turn" (the Equipment's or
    Aura's controller's turn; rules/s21szn_attached_conditions.py). None for another subject or condition."""
    condition = line.condition
    if condition is None or line.subject.kind not in ("equipped_creature", "enchanted_creature"):
        return None
    as_long_as = _AS_LONG_AS.get(condition.kind)
    if as_long_as not in ("your_turn", "not_your_turn", "delirium"):  # s24-emn: delirium (CR 207.2c)
        return None
    ability = _static_ability(dataclasses.replace(line, subject=Ref("enchanted_creature"), condition=None))
    if ability["kind"] != "attached_pump":
        return None
    return {**ability, "as_long_as": as_long_as}


def s22war_instead_condition(condition: Condition) -> Json | None:
    """ "~ deals 5 damage instead if you control a Chandra planeswalker." (CR 608.2c): the RiderCondition "you_control"
    of s21-neob's damage "instead" (asked twice, before each of the two damages: only damage to the one target comes
    between them, and no permanent changes control or leaves in the middle of a resolution, 704.3); None for another
    condition."""
    if condition.kind == "r2m20_typed_graveyard":  # s23-ori: spell mastery (a graveyard doesn't change between them)
        return rider_condition(condition, _Context("spell"))
    if (stable := s25stda_instead_condition(condition)) is not None:  # s25-stda: addendum, raid (end of this module)
        return stable
    if (counted := s26cmdc_instead_condition(condition)) is not None:  # s26-cmdc (end of this module)
        return counted
    if condition.kind != "you_control":
        return None
    found = rider_condition(condition, _Context("spell"))
    return found if found.get("kind") == "you_control" else None


def s22war_revealed_hand_types(sentences: tuple[Any, ...]) -> tuple[str, list[str]] | None:
    """ "Target player reveals their hand. You choose an artifact or creature card from it." (CR 701.20a, 608.2d): the
    revealing target player and the card types of which the chosen card must have one (`card_types_any_of` of
    `reveal_choose_discard`); None for a chosen card named otherwise (read by `_revealed_hand_choice`)."""
    chosen = sentences[1].effects[0].obj
    noun = chosen.noun if chosen is not None else None
    if noun is None or noun.head != "type_card" or noun.qualifiers:
        return None
    words = [w.lower() for w in noun.words]
    if len(words) != 4 or words[1] != "or" or words[3] != "card" or not {words[0], words[2]} <= _TYPE_NAMES.keys():
        return None
    revealer = sentences[0].effects[0].subject
    if revealer is None or revealer.player not in ("target_opponent", "target_player"):
        raise NotLowered("a hand revealed by a player other than a target player")
    return str(revealer.player), [_TYPE_NAMES[words[0]], _TYPE_NAMES[words[2]]]


def s22war_either_graveyard_static(line: Static) -> Json:
    """ "As long as there are two or more instant and/or sorcery cards in your graveyard, ~ gets +1/+0 and has haste."
    (CR 611.3a, 404.1, 205.2a) -> the static pump with `as_long_as_graveyard_cards` counting a card of either type
    (`or_card_type`; rules/life_total_conditions.py)."""
    condition = line.condition
    assert condition is not None and condition.noun is not None and condition.number is not None
    types = [_R2M20_CARD_TYPES.get(word) for word in condition.noun.words]
    if len(types) != 2 or None in types or types[0] == types[1]:
        raise NotLowered(f"a count of {' and/or '.join(condition.noun.words)} cards in your graveyard")
    ability = _static_ability(dataclasses.replace(line, condition=None))
    if ability["kind"] != "static_pump":
        raise NotLowered("'as long as there are N or more <type> cards in your graveyard' on this static ability")
    return {**ability, "as_long_as_graveyard_cards": {"card_type": types[0], "or_card_type": types[1],
                                                      "at_least": condition.number}}


def s22war_tap_any_number_subtype(noun: Noun) -> Json | None:
    """ "you may tap any number of untapped Gates you control" (CR 608.2d, 701.26a, 205.3) -> s21-m21's
    `tap_any_number` whose `what` names the subtype in the singular, as the permanents have it (`_plural_subtype`);
    None for a noun other than one plural subtype. Untapped permanents you control only."""
    if noun.head != "subtype" or len(noun.words) != 1 or not noun.words[0].endswith("s"):
        return None
    what = spec_of(Noun(noun.head, noun.qualifiers, (_plural_subtype(noun.words[0]),)))
    try:
        parse_target_spec(what)
    except TargetSpecError:
        raise NotLowered(f"tapping any number of {noun.words[0]!r}") from None
    if sorted(q.name for q in noun.qualifiers) != ["untapped", "you_control"]:
        raise NotLowered(f"tapping any number of {noun.words[0]!r} other than untapped ones you control")
    return {"kind": "tap_any_number", "what": what}


def s22war_reveal_discard_body(body: Body) -> list[Json] | None:
    """An activated ability's "Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." (CR 701.20a, 608.2d, 701.9a) -> the one `reveal_choose_discard` a spell's body gives
    (`_reveal_choose_discard`); None for any other body."""
    found = _reveal_choose_discard(body)
    return None if found is None else [spell["effect"] for spell in found]


# --- s22-zne ---
def s22zne_sacrifice_either_cost(cost: Cost) -> Json:
    """ "Sacrifice another creature or an enchantment" / "Sacrifice an artifact or another creature" as an activation
    cost -> `sacrifice_permanent` with `spec` and `or_spec` (CR 602.2b, 701.21a; rules/sacrifice_costs.py): one
    permanent its controller controls that either names. Each noun is read as `lower_sacrifice_a_cost` reads a single
    one, so "another" (`:other`) excludes ~ from its own spec only, as the words say."""
    nouns = cost.nouns if isinstance(cost, S22zneSacrificeEitherCost) else ()
    if len(nouns) != 2:
        raise NotLowered("a sacrifice of one of two permanents naming other than two")
    first, second = (lower_sacrifice_a_cost(noun) for noun in nouns)
    if first.get("token") or second.get("token") or first["spec"] == second["spec"]:
        raise NotLowered("a sacrifice of one of two tokens or of one permanent named twice")
    return {"kind": "sacrifice_permanent", "spec": first["spec"], "or_spec": second["spec"]}


def s22zne_cost_less_devotion(line: S22zneCostReductionDevotion) -> Json:
    """ "~ costs {X} less to cast, where X is your devotion to white." -> `self_cost_reduction` of {1} for each point of
    that devotion, `for_each_devotion` the Count (CR 601.2f, 118.7a, 700.5; rules/self_cost_reduction.py)."""
    if line.mana != "{X}":
        raise NotLowered("a reduction by devotion of other than {X}")
    return {"kind": "self_cost_reduction", "generic": 1, "for_each_devotion": line.devotion}


def s22zne_kicked_rider(ctx: _Context) -> Json:
    """ "If ~ was kicked, <effects>." as a sentence of an instant's or sorcery's own text -> the rider condition `kicked`
    (rules/riders.py: the resolving spell was kicked, CR 702.33d, 608.2c); a permanent's or ability's text refused."""
    if ctx.kind != "spell":
        raise NotLowered("'if ~ was kicked' outside a spell's own text")
    return {"kind": "kicked"}


def s22zne_either_condition_spec(noun: Noun) -> str:
    """ "if you control an artifact or enchantment" / "As long as you control an artifact or enchantment" -> the spec
    "artifact_or_enchantment" (a permanent of one of the card types, CR 205.2a; rules/you_control.py); only two
    permanent card types without other qualities."""
    words = [word.lower() for word in noun.words]
    if noun.qualifiers or len(words) != 3 or words[1] != "or" or not {words[0], words[2]} <= set(CARD_TYPES):
        raise NotLowered(f"condition on {' '.join(noun.words)!r}")
    spec = f"{words[0]}_or_{words[2]}"
    parse_target_spec(spec)
    return spec


def s22zne_opponent_graveyard(restriction: object) -> int | None:
    """ "Activate only if an opponent has eight or more cards in their graveyard." / "~ costs {3} less to cast if an
    opponent has seven or more cards in their graveyard." (CR 602.5b, 601.2f, 404.1): the number of s18-m21's
    condition, or None for any other condition."""
    condition = getattr(restriction, "condition", None)
    if isinstance(condition, Condition) and condition.kind == "s18m21_opponent_graveyard":
        return condition.number
    return None


def s22zne_blocks_a_creature_trigger(line: Triggered) -> Json:
    """ "Whenever ~ blocks a creature, that creature doesn't untap during its controller's next untap step." (CR 509.3b,
    502.3) -> the trigger "blocks_a_creature" (rules/block_triggers.py: once for each creature it blocks), "that
    creature" the blocked creature (`that_permanent`, as s18-m21's block triggers name it). No intervening "if"."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a block trigger")
    body, choice = unless_parts(*optional_parts(line.body))
    sentences = body.sentences
    if (len(sentences) == 1 and len(sentences[0].effects) == 1 and sentences[0].effects[0].verb == "dont_untap_next"
            and not choice and body.optional is None):
        effect = sentences[0].effects[0]
        subject = effect.obj.noun.head if effect.obj is not None and effect.obj.noun is not None else None
        if subject != "that creature" or effect.place != "its controller's" or getattr(sentences[0], "condition", None):
            raise NotLowered("'doesn't untap' of something other than the blocked creature")
        effects: list[Json] = [{"kind": "doesnt_untap_next_untap_step", "target": "that_permanent"}]
    else:
        effects = lower_body(body, _S18M21BlockContext("triggered", self_event=True))
    return {"kind": "triggered", "trigger": "blocks_a_creature", **_then(effects), **choice}


def s22zne_tap_before(effects: list[Json], index: int) -> Json:
    """The effect a "doesn't untap during ... next untap step" at `index` follows, past effects of the tapped
    permanent's controller that target nothing ("Tap target creature. Its controller mills two cards. That creature
    doesn't untap during its controller's next untap step.", CR 608.2c: "that creature" is still the one tapped,
    as `it` names what the previous targeted effect affected); {} when there is none."""
    at = index - 1
    while at >= 0 and "target" not in effects[at] and effects[at].get("player") == "its_controller":
        at -= 1
    return effects[at] if at >= 0 else {}


def s22zne_add_any_color() -> Json:
    """ "Add one mana of any color." as a spell's or a triggered ability's effect (neither is a mana ability: CR 605.1,
    605.5b) -> `add_mana` of a choice of the five colors, one mana of the type chosen as it resolves (`choices.mana_colors`,
    CR 106.1, 608.2d; rules/mana_choice_effects.py)."""
    return {"kind": "add_mana", "mana": "{W}|{U}|{B}|{R}|{G}"}


def s22zne_add_for_each(effect: Effect, noun: Noun) -> Json:
    """ "When ~ enters, add {R} for each creature in your party." (CR 605.5b, 106.1, 608.2h): a triggered ability's or a
    spell's `add_mana` of that mana `times` the count as it resolves (the party's size, CR 700.8, or a count of
    permanents as the activated form reads it)."""
    return {"kind": "add_mana", "mana": effect.place, "times": kws_party_count(noun) or s14_mana_count(noun)}
# --- s22-stx ---

# The basic land types (CR 205.3i) a "reveal a <type> card from your hand" of a land's entering reads
_S22STX_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def s22stx_static(line: Static, *, is_spell: bool) -> list[Json]:
    """The static abilities of the s22-stx block of oracle.lark: "As ~ enters, you may reveal an Island or Mountain card
    from your hand. If you don't, ~ enters tapped." -> `enters_tapped` with `unless_reveal` ["Island", "Mountain"] (CR
    614.12, 614.1c, 701.20a; rules/conditional_enters_tapped.py)."""
    if is_spell:
        raise NotLowered("a static ability on an instant or sorcery")
    if line.kind == "s22stx_snarl":
        if any(word not in _S22STX_BASIC_LAND_TYPES for word in line.keywords):
            raise NotLowered(f"revealing a card of a type other than a basic land type ({' or '.join(line.keywords)})")
        return [{"kind": "enters_tapped", "unless_reveal": list(line.keywords)}]
    raise NotLowered(f"the s22-stx static {line.kind!r}")


# "the number of cards in your hand / library" (CR 402.1, 401.1, 608.2h) -> the `Count` (rules/s22stx_zone_counts.py)
_S22STX_ZONE_COUNTS = {"neo_in_your_hand": "hand_cards", "s22stx_in_your_library": "library_cards"}


def s22stx_zone_count(noun: Noun) -> str | None:
    """ "cards in your hand" / "cards in your library" (CR 402.1, 401.1, 608.2h) -> the `Count` "hand_cards" /
    "library_cards" (rules/s22stx_zone_counts.py); None for any other noun (a card type, another quality)."""
    if len(noun.qualifiers) != 1 or noun.qualifiers[0].name not in _S22STX_ZONE_COUNTS:
        return None
    if [word.lower() for word in noun.words] not in (["card"], ["cards"]):
        raise NotLowered(f"a count of {' '.join(noun.words)!r} in a hand or library")
    return _S22STX_ZONE_COUNTS[noun.qualifiers[0].name]


def _s22stx_put_second_from_top(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Put target creature into its owner's library second from the top." -> `put_on_library` with `position`
    "second_from_top" (CR 401.4, 400.3; rules/put_on_library.py)."""
    if duration is not None or effect.obj is None:
        raise NotLowered("a duration on putting a permanent into a library")
    return {"kind": "put_on_library", "target": _permanents(effect.obj, ctx), "position": "second_from_top"}


_M19B_EFFECTS["s22stx_put_second_from_top"] = _s22stx_put_second_from_top


def s22stx_activated_instead(body: Body) -> list[Json] | None:
    """ "{4}, {T}: Draw a card. If you control eight or more lands, draw two cards instead." (CR 608.2c: the later
    sentence modifies the earlier) -> the `if_you_control` effect with `at_least` and `otherwise` of s13-pw's
    `instead_if_you_control`, checked as the ability resolves (rules/spell_conditions.py); None for another body."""
    found = instead_if_you_control(body)
    if found is None or any("add_mana" in json.dumps(ability) for ability in found):
        return None  # a mana ability's "instead" is s20-m20's (s20m20_mana_instead)
    return [ability["effect"] for ability in found]


def _s22stx_draw_different_powers(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Draw a card for each different power among creatures you control." -> `draw` with the `Count`
    "different_powers_you_control" (CR 208.1, 608.2h; rules/s22stx_zone_counts.py); another group is not read."""
    noun = effect.amount.for_each if effect.amount is not None else None
    if (duration is not None or noun is None or noun.head != "plural" or [w.lower() for w in noun.words] != ["creatures"]
            or [q.name for q in noun.qualifiers] != ["you_control"]):
        raise NotLowered("different powers among other than creatures you control")
    return {"kind": "draw", "amount": "different_powers_you_control", "player": "you"}


_M19B_EFFECTS["s22stx_draw_different_powers"] = _s22stx_draw_different_powers


def _s22stx_exile_that_players_graveyard(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target player discards two cards. Then exile that player's graveyard." -> `exile_graveyard` of
    "that_target_player" (CR 406.2, 608.2c: the player the one target before it is), read only after exactly one
    target, a player."""
    if duration is not None or ctx.targets != 1 or ctx.plural or getattr(ctx, "last_target", None) not in (
            "player", "opponent"):
        raise NotLowered("'that player's graveyard' not after one target player")
    return {"kind": "exile_graveyard", "target": "that_target_player"}


_M19B_EFFECTS["s22stx_exile_that_players_graveyard"] = _s22stx_exile_that_players_graveyard


def s22stx_self_dies_had_counter(ability: Json, state: str) -> Json | None:
    """ "When ~ dies, if it had a +1/+1 counter on it, draw a card." -> the trigger "dies" with the `dying` spec
    "creature:with_counter_+1/+1": ~ itself must have had the counter as it last existed (CR 603.4, 603.10a, 122.1;
    rules/dies_triggers.py). None for another trigger."""
    if ability.get("trigger") != "dies" or "dying" in ability or state not in COUNTER_STATES:
        return None
    return {**ability, "dying": f"creature:{state}"}


_S22STX_YOU_CONTROL = ("as_long_as_you_control", "as_long_as_you_control_at_least")


def s22stx_unblockable_as_long_as(pump: Json) -> Json:
    """ "As long as you control eight or more lands, ~ gets +1/+0 and can't be blocked." -> `unblockable` under the
    pump's own "you control" condition (CR 611.3a, 509.1b; rules/cant_be_blocked.py asks rules/you_control.py); any
    other condition is not read."""
    condition = {key: value for key, value in pump.items() if key.startswith("as_long_as")}
    if not condition or any(key not in _S22STX_YOU_CONTROL for key in condition):
        raise NotLowered("a condition other than threshold or 'you control' on 'can't be blocked'")
    return {"kind": "unblockable", **condition}


# --- s23-c10 (docs/oracle-s23-c10.md) --------------------------------------------------------------------------------


def s23c10_spell_of_colors(noun: Noun) -> str | None:
    """ "target red or green spell" / "target spell that's red or green" (CR 105.2, 115.1): the filter grammar's
    "spell:red_or_green" (a spell with one of the colors); None for any other noun."""
    if noun.words != ("spell",) or len(noun.qualifiers) != 1 or noun.qualifiers[0].name != "targets_one_of_colors":
        return None
    return f"spell:{noun.qualifiers[0].value}"


# "When ~ becomes the target of a spell or ability, ..." / "... of a spell, ..." (rules/s23c10_targeted.py)
_SELF_TRIGGERS["becomes the target of a spell or ability"] = "targeted"
_SELF_TRIGGERS["becomes the target of a spell"] = "targeted_by_spell"


def s23c10_enchanted_targeted_trigger(line: Triggered) -> Json:
    """ "When enchanted creature becomes the target of a spell or ability, destroy ~." -> the Aura's trigger
    `enchanted_targeted` (rules/s23c10_targeted.py, CR 603.2, 303.4); effects that don't name the creature ("it")."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a targeted trigger")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    if any(name in json.dumps(effects) for name in ('"it', "that_permanent")):
        raise NotLowered("the enchanted creature named in a targeted trigger's effect")
    return {"kind": "triggered", "trigger": "enchanted_targeted", **_then(effects), **choice}


def s23c10_that_player_context() -> _Context:
    """A triggered ability's context where "that player" (a damage recipient too: "Whenever an opponent discards a card,
    ~ deals 2 damage to that player.") is the player the trigger event names (`that_player`, CR 603.2, 120.3)."""
    ctx = _Context("triggered")
    setattr(ctx, "s21ete_that_player", True)  # noqa: B010
    return ctx


def s23c10_count_pump_and_has(line: Static) -> list[Json]:
    """ "Enchanted creature gets +1/+1 for each Plains you control and has flying." -> s11's `attached_count_pump`
    (layer 7c, CR 613.4c) and an `attached_pump` of +0/+0 with the keywords (layer 6, CR 613.1f)."""
    counted = _count_pump(dataclasses.replace(line, kind="count_pump", keywords=()))
    return [counted, {"kind": "attached_pump", "power": 0, "toughness": 0,
                      "keywords": [keyword_text(k) for k in line.keywords]}]


def _s23c10_extra_turn(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Take an extra turn after this one." / "Target player takes an extra turn after this one." (CR 500.7) ->
    `extra_turn`, with `player` "target_player" for the second (CR 115.1)."""
    lowered = _bare_action("extra_turn", "an extra turn")(effect, ctx, duration)
    if effect.subject is not None and effect.subject.player == "target_player":
        lowered["player"] = "target_player"
    return lowered


_M19B_EFFECTS["extra_turn"] = _s23c10_extra_turn


def _s23c10_return_all_from_all_graveyards(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Return all artifact and enchantment cards from all graveyards to the battlefield under their owners' control."
    -> s13-batch's `return_all_to_battlefield` (the same card qualities) with `from_all_graveyards` (CR 400.7, 108.3)."""
    noun = effect.obj.noun if effect.obj is not None else None
    if duration is not None or noun is None or noun.qualifiers:
        raise NotLowered("return all cards from all graveyards with a duration or qualities")
    yours = dataclasses.replace(noun, qualifiers=(Qualifier("from_your_graveyard"),))
    returned = return_all_effect(dataclasses.replace(effect, obj=Ref("all", noun=yours), place="the battlefield"))
    return {**returned, "from_all_graveyards": True}


_M19B_EFFECTS["s23c10_return_all_from_all_graveyards"] = _s23c10_return_all_from_all_graveyards


def _s23c10_cant_cast_spells(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Your opponents can't cast spells this turn." -> `cant_cast_spells_this_turn` (rules/s23c10_cant_cast.py)."""
    if duration is not None or effect.subject is None or effect.may:
        raise NotLowered("'can't cast spells this turn' with a duration or a choice")
    return {"kind": "cant_cast_spells_this_turn", "player": effect.subject.player}


_M19B_EFFECTS["s23c10_cant_cast_spells"] = _s23c10_cant_cast_spells


def s23c10_static_prevention(line: S23c10StaticPrevention) -> Json:
    """ "Prevent all noncombat damage that would be dealt to equipped creature." -> `static_prevention` (CR 615.1, 604.1;
    rules/prevention.py), `noncombat_only` / `combat_only` as the line says."""
    ability: Json = {"kind": "static_prevention", "affected": line.affected}
    if line.source != "any":
        ability["from"] = line.source  # s23-c10: "a creature" / "a source an opponent controls"
    if line.amount is not None:
        ability["amount"] = line.amount  # "prevent 1 of that damage"
    if line.kind == "combat":
        ability["combat_only"] = True
    elif line.kind == "noncombat":
        ability["noncombat_only"] = True
    return ability

# "At the beginning of the upkeep of enchanted creature's controller" (CR 503.1a, 303.4; rules/step_triggers.py)
_WHOSE["enchanted creature's controller"] = "enchanted_controller"


def _s23c10_look_put_back(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Look at the top N cards of your library, then put them back in any order[. You may shuffle]." ->
    `look_at_top` taking none, `rest` "top_any_order", `may_shuffle` (rules/library.py; CR 401.4, 701.24a)."""
    if duration is not None or effect.may:
        raise NotLowered("'put them back in any order' with a duration or a choice")
    look: Json = {"kind": "look_at_top", "amount": _amount(effect.amount), "take": 0, "rest": "top_any_order"}
    if effect.place == "may_shuffle":
        look["may_shuffle"] = True
    return look


_M19B_EFFECTS["s23c10_look_put_back"] = _s23c10_look_put_back
# --- s23-c11 ---


def s23c11_counted_subtype(noun: Noun) -> str | None:
    """ "for each Mountain you control" / "for each Plains you control": the one subtype counted among the permanents
    you control (CR 205.3i; rules/pt_cda.py `count` with `subtype`). None for another count; a plural subtype after
    "each" ("for each Mountains") is refused (only "Plains" is both)."""
    if noun.head != "subtype" or len(noun.words) != 1 or [q.name for q in noun.qualifiers] != ["you_control"]:
        return None
    subtype = noun.words[0]
    if subtype.endswith("s") and subtype != "Plains":
        raise NotLowered(f"counting {subtype!r} (a singular subtype is expected after 'each')")
    return subtype


def s23c11_attached_count_each(line: Static) -> Json | None:
    """ "Enchanted creature gets -1/-1 for each Swamp you control." -> `attached_count_pump` with `power_each` /
    `toughness_each` (layer 7c, CR 613.4c; rules/count_pump.py): the change said, once for each permanent of that
    subtype the Aura's controller controls. None for "+1/+1" (the reading before this one) or another subject."""
    noun = line.for_each
    if line.subject.kind not in ("enchanted_creature", "equipped_creature") or noun is None or line.pt in (None, "+1/+1"):
        return None
    power, toughness = _pt(str(line.pt))
    if not isinstance(power, int) or not isinstance(toughness, int) or (power, toughness) == (0, 0):
        raise NotLowered(f"a counted change of power/toughness {line.pt!r}")
    subtype = s23c11_counted_subtype(noun)
    if subtype is None and (typed := s26cmdc_counted_card_type(noun)) is not None:  # s26-cmdc (end of this module)
        return {"kind": "attached_count_pump", "count": typed, "power_each": power, "toughness_each": toughness}
    if subtype is None:
        raise NotLowered(f"counting {' '.join(noun.words)!r} with these qualities")
    return {"kind": "attached_count_pump", "count": "permanents_you_control", "subtype": subtype,
            "power_each": power, "toughness_each": toughness}


def s23c11_cant_attack_unless_on_battlefield(condition: Condition) -> Json:
    """ "~ can't attack unless there are five or more Islands on the battlefield." (CR 508.1c, 110.1) ->
    `cant_attack_unless_you_control` with `on_battlefield`: at least that many permanents of any player match the spec
    (rules/attack_unless_you_control.py). A plural subtype ("Islands") or a plural card type ("artifacts")."""
    noun = condition.noun
    assert noun is not None and condition.number
    if noun.head == "subtype" and len(noun.words) == 1 and not noun.qualifiers:
        spec = f"permanent:{singular(noun.words[0])}"
    else:
        spec = counted_spec(noun)
    return {"kind": "cant_attack_unless_you_control", "you_control": spec, "at_least": condition.number,
            "on_battlefield": True}


def s23c11_activated_only_while_attacking(line: Line) -> bool:
    """ "{R}: ~ deals 1 damage to target creature defending player controls. Activate only if ~ is attacking." (CR
    602.5b, 506.2, 508.5): an activated ability that can be activated only while ~ attacks names the player ~ attacks,
    as "Whenever ~ attacks, ..." does (rules/defending_player_controls.py finds it from the ability's source)."""
    return isinstance(line, Activated) and any(
        restriction == "activate_only_if" and s18m20_is_self_attacking(restriction) for restriction in line.restrictions)


def s23c11_shuffle_into(effect: Effect, ctx: _Context) -> Json:
    """ "Shuffle your graveyard into your library." / "Each player shuffles their hand and graveyard into their library"
    / "Shuffle ~ and your graveyard into their owner's library." -> `shuffle` with `zones` (every card of those zones
    of the player goes into that player's library, then it is shuffled; CR 701.24a, 400.3) and `source` (~ itself, if
    still on the battlefield, into its owner's library, which is shuffled too). Players: you, each player, target
    player."""
    if effect.may:
        raise NotLowered("'you may shuffle ... into ...'")
    player = _player(effect.subject, {"you": "you", "each_player": "each_player", "target_player": "target_player"},
                     "shuffling", ctx)
    shuffled: Json = {"kind": "shuffle", "player": player, "zones": str(effect.place).split()}
    if effect.obj is not None:
        if ctx.kind == "spell" or effect.obj.kind != "self":
            raise NotLowered("shuffling ~ where ~ is no permanent")
        shuffled["source"] = True
    return shuffled


def s23c11_edict_count(effect: Effect, player: str) -> Json:
    """ "Each player sacrifices five lands." / "Target opponent sacrifices two creatures." -> `edict` with `count`
    (rules/edict.py: that many permanents of each player's choice, CR 701.21a, 608.2d). Two or more, of a plural
    noun."""
    assert effect.amount is not None and effect.obj is not None and effect.obj.noun is not None
    count = effect.amount.value
    if not isinstance(count, int) or count < 2:
        raise NotLowered("'sacrifices one <plural>'")
    return {"kind": "edict", "player": player, "what": counted_spec(effect.obj.noun), "count": count}


def s23c11_flip_coin_two(effect: S23C11FlipCoinTwo, ctx: _Context) -> Json:
    """ "Flip a coin. If you win the flip, sacrifice ~ and draw three cards." (CR 705.1, 608.2c) -> `flip_coin` with
    `won_effects` (rules/coin_flip.py: both, in order, when the flip is won). Neither may target ("sacrifice ~"
    names the source, no target) nor be another choice."""
    outcomes = []
    for outcome in (effect.won, effect.won_also):
        assert outcome is not None
        lowered = _lower_effect(outcome, ctx, None)
        own = lowered.get("kind") == "sacrifice" and lowered.get("target") == "self"
        if lowered.get("kind") in ("flip_coin", "modal") or ("target" in lowered and not own) \
                or str(lowered.get("player", "")).startswith("target"):
            raise NotLowered("a coin flip whose outcome targets or is another choice")
        outcomes.append(lowered)
    return {"kind": "flip_coin", "won_effects": outcomes}


def s23c11_enchanted_attacks_or_blocks(line: Triggered, *, is_spell: bool) -> list[Json]:
    """ "When enchanted creature attacks or blocks, sacrifice ~." (CR 508.3a, 509.3a, 603.2) -> the Aura's two triggers
    "enchanted_attacks" and "enchanted_blocks" with the same effects: a creature attacking in a combat doesn't block in
    it, so they never both trigger on one event. Only alone, without an intervening "if", and with effects that don't
    name "it" (the creature, or the Aura: a guess)."""
    if len(line.events) != 1 or line.condition is not None or is_spell:
        raise NotLowered("'enchanted creature attacks or blocks' with other events or an intervening 'if'")
    if "kind='it'" in repr(line.body):
        raise NotLowered("'it' after 'enchanted creature attacks or blocks'")
    attacks = lower(dataclasses.replace(line, events=(Event("attached", verb="enchanted attacks"),)), is_spell=False)
    blocks = lower(dataclasses.replace(line, events=(Event("enchanted_blocks"),)), is_spell=False)
    return [*attacks, *blocks]


def s23c11_unpreventable_damage(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ deals 5 damage to target white or blue creature. The damage can't be prevented." -> `damage` with
    `cant_be_prevented` (CR 615.12; rules/s23c11_unpreventable.py). Only a `damage` effect."""
    lowered = _lower_effect(dataclasses.replace(effect, verb="deal_damage"), ctx, duration)
    if lowered.get("kind") != "damage":
        raise NotLowered("'The damage can't be prevented.' after other than a damage effect")
    return {**lowered, "cant_be_prevented": True}
# --- s23-c12 (docs/oracle-s23-c12.md) ---


def s23c12_static(line: Static, *, is_spell: bool) -> list[Json]:
    """The static abilities of the s23-c12 block of oracle.lark: "Bloodthirst N" -> `etb_counters` of N +1/+1 counters
    with the condition "opponent_dealt_damage" (CR 702.54a, 614.1c; rules/s23c12_bloodthirst.py)."""
    if is_spell:
        raise NotLowered("a static ability on an instant or sorcery")
    if line.kind == "s23c12_bloodthirst":
        assert line.amount is not None
        return [{"kind": "etb_counters", "counter": "+1/+1", "amount": line.amount.value,
                 "condition": "opponent_dealt_damage"}]
    if line.kind == "s23c12_cant_block_unblockable":  # CR 509.1b, 509.1a: the two abilities each line says alone
        return [{"kind": "self_cant_block"}, {"kind": "unblockable"}]
    if line.kind == "s23c12_each_player_additional_land":  # CR 305.2 (rules/additional_lands.py)
        return [{"kind": "additional_land_play", "each_player": True}]
    raise NotLowered(f"the s23-c12 static {line.kind!r}")


def s23c12_discard_cards(cost: Cost) -> int:
    """ "Discard two cards" as an activation cost (CR 602.2b, 701.9a): that many `discard` costs (rules/activation_costs.py
    discards one card for each, the player's choice of `choices.discard`); 0 for another cost (2 to 7 cards only)."""
    if cost.kind != "discard" or cost.obj is not None or cost.inner is not None or cost.amount is None:
        return 0
    value = cost.amount.value
    if not isinstance(value, int) or cost.amount.for_each is not None or cost.amount.equal_to is not None:
        return 0
    return value if 2 <= value <= 7 else 0


def _s23c12_sacrifice_at_end_of_combat(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "When ~ attacks, sacrifice it at end of combat." -> `sacrifice` of ~ with `at` "end_of_combat": a delayed
    triggered ability that sacrifices it as the end of combat step begins (CR 603.7a, 511.2, 701.21a;
    rules/sacrifice.py). Only in a triggered ability on ~'s own event ("it" is ~)."""
    if duration is not None or ctx.kind != "triggered" or not ctx.self_event:
        raise NotLowered("'sacrifice it at end of combat' other than in a trigger on ~'s own event")
    return {"kind": "sacrifice", "target": "self", "at": "end_of_combat"}


_M19B_EFFECTS["s23c12_sacrifice_at_end_of_combat"] = _s23c12_sacrifice_at_end_of_combat


def s23c12_damage_by_entering(effect: Effect, ctx: _Context) -> Json | None:
    """ "Whenever a creature enters under your control, it deals damage equal to its power to any target." -> the
    `damage_by_it` of the entering creature (`by` "that_permanent": its power as the ability resolves, or as it last
    existed if it has left the battlefield, CR 608.2h; the creature is the source, CR 120.1; rules/damage_by_it.py).
    Only in an enters trigger on a creature ("it" and "its" are that creature); None elsewhere."""
    source, amount, obj = effect.subject, effect.amount, effect.obj
    if not getattr(ctx, "s23c12_it_entering", False) or source is None or source.kind != "it" or obj is None:
        return None
    if amount is None or amount.equal_to != "its_power" or amount.for_each is not None:
        raise NotLowered("damage by the entering creature other than equal to its power")
    return {"kind": "damage_by_it", "amount": "its_power", "target": object_spec(obj, ctx, players=True),
            "by": "that_permanent"}


# s23-c12: "At the beginning of each player's upkeep, that player ..." (CR 503.1a, 603.2): the step trigger of every
# player's step (`whose` "each"), "that player" the active player (rules/step_triggers.py `that_player`)
_WHOSE["each player's"] = "each"


def _s23c12_self_doesnt_untap(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ doesn't untap during your next untap step." -> `doesnt_untap_next_untap_step` of ~ in the next untap step of
    the ability's controller (`your_untap_step`; CR 502.3, 611.2b; rules/untap_next_step.py). Not in a spell."""
    if duration is not None or ctx.kind == "spell":
        raise NotLowered("'~ doesn't untap during your next untap step' in a spell or with a duration")
    return {"kind": "doesnt_untap_next_untap_step", "target": "self", "your_untap_step": True}


_M19B_EFFECTS["s23c12_self_doesnt_untap"] = _s23c12_self_doesnt_untap




def s23c12_self_has_counters_static(line: Static) -> Json:
    """ "~ has trample as long as it has ten or more +1/+1 counters on it." -> a static pump of ~ with `affected_with`
    "creature:with_counters_10_+1/+1": it applies while ~ has at least that many such counters (CR 611.3a, 122.1;
    rules/target_filters.py), as "as long as it has a +1/+1 counter on it" reads (taila_self_has_counter_static)."""
    assert line.condition is not None and line.condition.noun is not None and line.condition.number is not None
    kind = line.condition.noun.words[0]
    ability = _static_ability(dataclasses.replace(line, condition=None))
    if ability["kind"] != "static_pump" or ability.get("affected") != "self" or "affected_with" in ability:
        raise NotLowered("'as long as it has N or more counters on it' on this static ability")
    spec = f"creature:with_counters_{line.condition.number}_{kind}"
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"a condition on {line.condition.number} {kind} counters: {problem}") from None
    return {**ability, "affected_with": spec}
# --- s23-c13 ---


def s23c13_discard_hand(effect: Effect, ctx: _Context) -> Json:
    """ "Target player [opponent] discards their hand." (CR 701.9a, 115.1) -> `discard` with `whole_hand` of that one
    target player (rules/discard.py), the player taken as a target (so a later verb of "then draws ..." naming the
    same target is refused); "you" / "each player" / "each opponent" stay s18-m20's `s18m20_discard_hand`."""
    subject = effect.subject
    if effect.verb == "s18m20_discard_their_hand" and subject is not None and subject.kind == "player" and \
            subject.player in ("target_player", "target_opponent"):
        player = _player(subject, {"target_player": "target_player", "target_opponent": "target_opponent"},
                         "'discards their hand'", ctx)
        return {"kind": "discard", "player": player, "whole_hand": True}
    return s18m20_discard_hand(effect)


def _s23c13_damage_divided(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ deals 3 damage divided as you choose among one, two, or three targets." -> `damage` to "any" with
    `target_count` 3, `up_to` and `divided` "as_you_choose" (CR 601.2d, 115.1; rules/divided_damage.py: the division
    gives each target at least 1 and adds up to the damage, so one target at least and never more than the damage)."""
    if duration is not None or effect.subject is None or effect.subject.kind != "self" or effect.amount is None:
        raise NotLowered("divided damage from a source other than ~")
    most = int(effect.keywords[0])
    damage = effect.amount.value
    if not isinstance(damage, int) or damage < most:
        raise NotLowered("divided damage smaller than its number of targets")
    ctx.took_target("any")
    return {"kind": "damage", "amount": damage, "target": "any", "target_count": most, "up_to": True,
            "divided": "as_you_choose"}


_M19B_EFFECTS["s23c13_damage_divided"] = _s23c13_damage_divided


def s23c13_equipped_creature(ctx: _Context) -> str:
    """ "equipped creature" as what an effect acts on ("{2}: Equipped creature gains hexproof until end of turn.",
    "put a +1/+1 counter on equipped creature") -> the untargeted spec "equipped_creature": the creature the
    Equipment is attached to as the effect resolves, none if it is attached to nothing (CR 301.5, 608.2b)."""
    ctx.named = "equipped_creature"
    return "equipped_creature"


def s23c13_attached_is(noun: Noun, ctx: _Context) -> Json | None:
    """ "if it's green" after an effect on "equipped creature" and no target (CR 105.2, 608.2c) -> the RiderCondition
    `s23c13_attached_is` with the spec "creature:green": the creature the Equipment is attached to as the ability
    resolves has that color (rules/s23c13_attached_is.py); None elsewhere (the `it_is` of a previous target)."""
    if ctx.named != "equipped_creature" or ctx.targets != 0 or noun.head != "s22afr_color":
        return None
    return {"kind": "s23c13_attached_is", "specs": [f"creature:{noun.words[0]}"]}


def s23c13_names_equipped(sentence: Sentence, ctx: _Context) -> None:
    """A sentence whose effects all act on "equipped creature" names it for its own trailing "if it's <color>" (CR
    608.2c: "it" is that creature), as lowering the effect would (`s23c13_equipped_creature`), before the condition
    is lowered."""
    if ctx.targets == 0 and sentence.effects and all(
            effect.obj is not None and effect.obj.kind == "equipped_creature" for effect in sentence.effects):
        ctx.named = "equipped_creature"


def _s23c13_regenerate(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Regenerate equipped creature." -> `regenerate` of the object (CR 701.19a: a regeneration shield until the
    turn's cleanup step, rules/regenerate.py); "this turn" is the shield's own duration, no other is read."""
    if duration is not None or effect.obj is None:
        raise NotLowered("a duration on regenerating")
    if effect.obj.kind == "self" and ctx.kind == "spell":
        raise NotLowered("'Regenerate ~' on an instant or sorcery (~ is no permanent)")
    return {"kind": "regenerate", "target": _permanents(effect.obj, ctx)}


_M19B_EFFECTS["s23c13_regenerate"] = _s23c13_regenerate


_S23C13_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def s23c13_colored_flash_spells(noun: Noun | None) -> Json | None:
    """ "You may cast green creature spells [green spells] as though they had flash." -> `cast_as_though_flash` with
    `color` "G" and `spells` "creature" ["all"] (CR 702.8a, 601.3, 105.2; rules/flash_permission.py); None for any
    other spells."""
    if noun is None or [w.lower() for w in noun.words] != ["spells"]:
        return None
    qualifiers = [(q.name, q.value) for q in noun.qualifiers]
    colors = [value for name, value in qualifiers if name == "with_color"]
    rest = [(name, value) for name, value in qualifiers if name != "with_color"]
    if len(colors) != 1 or str(colors[0]).lower() not in _S23C13_COLORS or rest not in ([], [("with_type", "creature")]):
        return None
    return {"kind": "cast_as_though_flash", "spells": "creature" if rest else "all",
            "color": _S23C13_COLORS[str(colors[0]).lower()]}


def _s23c13_damage_each_other(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """The second part of "~ deals X damage to each creature without flying and each planeswalker." -> `damage` to the
    second group `except_for` the first (CR 120.3, 608.2b: each object of the two groups is dealt the damage once;
    rules/effects_damage.py); creatures, then planeswalkers."""
    if duration is not None or effect.subject is None or effect.obj is None:
        raise NotLowered("a duration on damage")
    first = _object_spec(effect.subject, ctx, players=False)  # the "all:" spec, not its named form ("each_creature")
    second = _object_spec(effect.obj, ctx, players=False)
    if not first.startswith("all:creature") or not second.startswith("all:planeswalker"):
        raise NotLowered("damage to two groups other than each creature and each planeswalker (CR 120.1: only they "
                         "and players are dealt damage)")
    return {"kind": "damage", "amount": _amount(effect.amount), "target": second, "except_for": first}


_M19B_EFFECTS["s23c13_damage_each_other"] = _s23c13_damage_each_other


def _s23c13_lose_game(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target player [opponent] loses the game." / "You lose the game." -> `lose_game` (CR 104.3e;
    rules/s23c13_lose_game.py)."""
    if duration is not None:
        raise NotLowered("losing the game with a duration")
    target = _player(effect.subject, {"target_player": "player", "target_opponent": "opponent", "you": "you"},
                     "losing the game", ctx)
    return {"kind": "lose_game", "target": target}


_M19B_EFFECTS["s23c13_lose_game"] = _s23c13_lose_game


_S23C13_SCOPE = "that_player_or_controller_controls"


def s23c13_damage_that_player_or_controller(effect: Effect, ctx: _Context) -> Json | None:
    """The second part of "~ deals 4 damage to target player or planeswalker and 1 damage to each creature that player
    or that planeswalker's controller controls." -> `damage` to "all:creature:that_player_or_controller_controls" (CR
    608.2c: the target player, or the target planeswalker's controller, as the spell resolves; rules/effects_targets.py);
    None for another recipient."""
    obj = effect.obj
    if obj is None or obj.noun is None or not any(q.name == _S23C13_SCOPE for q in obj.noun.qualifiers):
        return None
    if ctx.targets != 1 or getattr(ctx, "last_target", None) != "player_or_planeswalker" or obj.kind != "each":
        raise NotLowered("'that player or that planeswalker's controller' not right after a target player or planeswalker")
    source = effect.subject
    if source is None or ctx.dies or source.kind != "self":
        raise NotLowered("damage dealt by something other than ~")
    others = tuple(q for q in obj.noun.qualifiers if q.name != _S23C13_SCOPE)
    if len(others) != len(obj.noun.qualifiers) - 1 or obj.noun.head == "subtype":
        raise NotLowered("'that player or that planeswalker's controller controls' twice, or with a subtype alone")
    spec = "all:" + spec_of(dataclasses.replace(obj.noun, qualifiers=others)) + ":" + _S23C13_SCOPE
    return {"kind": "damage", "amount": _amount(effect.amount), "target": spec}


# --- s23-neo ---


def s23neo_target_spec(noun: Noun, ctx: _Context) -> str:
    """s23-neo: "target artifact or enchantment that player controls" in a trigger whose event names the player dealt
    damage -> the spec with the control qualifier `event_player_controls` (CR 603.2, 115.1;
    rules/s23neo_event_player.py), also in the reflexive trigger of "When you do" (CR 603.12). Any other noun: its
    spec as before (anywhere else "that player controls" stays not lowered)."""
    named = [q for q in noun.qualifiers if q.name == "that_player_controls"]
    if not named or not getattr(ctx, "s23neo_event_player", False):
        return spec_of(noun)
    others = tuple(q for q in noun.qualifiers if q.name != "that_player_controls")
    if len(named) != 1 or any(q.name in _S23NEO_CONTROLS for q in others):
        raise NotLowered("'that player controls' with another controller")
    spec = spec_of(dataclasses.replace(noun, qualifiers=others)) + ":event_player_controls"
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"target {spec!r}: {problem}") from None
    return spec


# Qualifiers of a group that the damage before "Tap those creatures." can't change (CR 120.3: damage marks the
# creature or removes loyalty; it changes no ability, controller or color)
_S23C13_DAMAGE_KEEPS = ("with_keyword", "without_keyword", "you_control", "opponent_controls", "you_dont_control",
                        "color", "non_color")


def _s23c13_tap_those(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Tap those creatures." after "<source> deals N damage to each creature with flying your opponents control." ->
    `tap` of the same group, each of its creatures still on the battlefield (CR 608.2c, 701.26a); only a group of
    creatures whose qualities the damage can't change (not power, toughness or being damaged)."""
    obj = effect.obj
    if duration is not None or obj is None or obj.kind != "each" or obj.noun is None or obj.noun.head != "creature":
        raise NotLowered("'those creatures' naming something other than each creature of a group dealt damage")
    if any(q.name not in _S23C13_DAMAGE_KEEPS for q in obj.noun.qualifiers):
        raise NotLowered("'those creatures' of a group the damage could change")
    return {"kind": "tap", "target": object_spec(obj, ctx, players=False)}


_M19B_EFFECTS["s23c13_tap_those"] = _s23c13_tap_those


def _s23c13_attacks_this_turn(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target creature attacks this turn if able." -> `attack_requirement_this_turn` (CR 508.1d, 514.2;
    rules/s23c13_attack_requirement.py)."""
    if duration is not None or effect.obj is None:
        raise NotLowered("an attacking requirement with another duration")
    return {"kind": "attack_requirement_this_turn", "target": _permanents(effect.obj, ctx)}


_M19B_EFFECTS["s23c13_attacks_this_turn"] = _s23c13_attacks_this_turn


def s23c13_static(line: Static, *, is_spell: bool) -> list[Json]:
    """The static abilities of the s23-c13 block of oracle.lark: "If you would gain life, you gain twice that much life
    instead." -> `life_gain_increase` with `times` 2 (CR 614.1a; rules/life_gain_increase.py)."""
    if is_spell:
        raise NotLowered("a static ability on an instant or sorcery")
    if line.kind == "s23c13_life_gain_twice":
        return [{"kind": "life_gain_increase", "times": 2}]
    raise NotLowered(f"the s23-c13 static {line.kind!r}")
# --- s23-c14 ---


_S23C14_SPLIT_EVENTS = frozenset({"you_cast", "other_enters"})


def s23c14_triggered(line: Line) -> list[Json] | None:
    """ "Whenever you cast a white spell or a Plains enters under your control, you gain 1 life." -> two triggered
    abilities with the same effect, one on each event (CR 603.2: the ability triggers each time one of its trigger
    events occurs; a spell being cast and a land entering are never one event, so the ability triggers as often as
    the two abilities do). Only a cast event with an "enters" event and no intervening "if".
    "Whenever an opponent casts a blue or black spell during your turn, ..." -> the cast trigger with `during`
    "your_turn" (rules/cast_triggers.py: only while its controller is the active player, CR 102.1, 601.2i).
    None for any other line."""
    if type(line) is not Triggered or line.condition is not None or line.step is not None:
        return None
    if len(line.events) == 1 and line.events[0].kind == "s23c14_casts_during_your_turn":
        event = dataclasses.replace(line.events[0], kind="tailb_player_casts")
        return [{**tailb_player_casts_trigger(dataclasses.replace(line, events=(event,))), "during": "your_turn"}]
    if len(line.events) != 2:
        return None
    if {event.kind for event in line.events} != _S23C14_SPLIT_EVENTS:
        return None
    split = [lower(dataclasses.replace(line, events=(event,)), is_spell=False) for event in line.events]
    if any(len(abilities) != 1 for abilities in split):
        raise NotLowered("an event of 'A or B' read as several abilities")
    return [abilities[0] for abilities in split]


S23C14_EFFECTS: dict[str, Callable[[Effect, _Context, str | None], Json]] = {}


_S23C14_ENTERED_KINDS = frozenset({"pump", "gain_keywords"})


def entering_creature_effects(body: Body, ctx: _Context, event_ctx: _Context) -> list[Json] | None:
    """The body of "Whenever another creature / <Subtype> enters under your control, ..." lowered in `event_ctx`, where
    "that creature" names the entering permanent (`that_permanent`, rules/enters_triggers.py); None when the trigger's
    noun is no creature or the body doesn't read (s23-c14's pump, s26-cmdb's counters)."""
    noun = getattr(ctx, "s22neob_entering_noun", None)
    if noun is None or noun.head not in ("creature", "subtype"):
        return None
    said = " ".join(noun.words).lower() if noun.head == "subtype" else noun.head
    setattr(event_ctx, "s18neoa_event_nouns", (said,))  # noqa: B010 - "that creature" is the entering one
    try:
        return lower_body(body, event_ctx)
    except NotLowered:
        return None


def s23c14_enters_body(body: Body, ctx: _Context) -> list[Json] | None:
    """ "Whenever another creature enters under your control, that creature gets +2/+0 and gains haste until end of
    turn." -> `pump` / `gain_keywords` on `that_permanent`, the permanent that entered (rules/enters_triggers.py names
    it; CR 603.2, 611.2a): "that creature" / "it" naming the entering permanent, before any target, and only for
    changes until end of turn. None when the body reads otherwise."""
    effects = entering_creature_effects(body, ctx, _EventContext("triggered"))
    if not effects or any(e.get("kind") not in _S23C14_ENTERED_KINDS or e.get("target") != "that_permanent"
                          or e.get("duration") != "end_of_turn" for e in effects):
        return None
    return effects


def s23c14_enters_with_x_counters(line: Static) -> Json:
    """ "~ enters with X +1/+1 counters on it, where X is the amount of life you've gained this turn." (CR 614.1c,
    614.12, 119.3) -> `etb_counters` of one counter `for_each` "life_gained_this_turn": its controller's record of the
    turn as it enters (rules/etb_counters_for_each.py). Any other amount is not read here."""
    if line.amount is None or line.amount.equal_to != "s22stx_life_gained_this_turn":
        raise NotLowered("entering with X counters, X an amount the engine doesn't count as it enters")
    ability = _enters_with_counters(dataclasses.replace(line, kind="enters_with_counters", amount=Amount(1)))
    return {**ability, "for_each": "life_gained_this_turn"}
_AS_LONG_AS["s23c14_life_at_least_starting"] = "life_at_least_starting"  # s23-c14 (CR 611.3a, 103.4)


def s23c14_artifacts_have(pumped: Json) -> Json:
    """ "Artifacts you control have indestructible." (CR 613.1f, 702.12b) -> `static_pump` with `affected`
    "artifacts_you_control": the keywords on each artifact its controller controls, creature or not
    (rules/static_pump.py); keywords only (no change of power or toughness)."""
    if not pumped.get("keywords"):
        raise NotLowered("artifacts you control with no keyword")
    return {**pumped, "affected": "artifacts_you_control"}


def _s23c14_put_looked_if_type(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "If it's a land card, you may put it onto the battlefield." after "Look at the top card of your library." (CR
    608.2c) -> s21-inn's "put ... from among them" mark (`take` 1, the card left on top otherwise), `s23c14_quality` the
    card type the taken card must have; joined into one `look_at_top` by library_look_joins."""
    if duration is not None or len(effect.keywords) != 1:
        raise NotLowered("a looked-at card put onto the battlefield with a duration")
    return {"kind": _LIBRARY_PUT_MARK, "take": 1, "rest": "top", "s21inn_to": effect.place, "s21inn_may": True,
            "s23c14_quality": effect.keywords[0]}


S23C14_EFFECTS["s23c14_put_looked_if_type"] = _s23c14_put_looked_if_type


def _s23c14_next_spell_flash(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "The next sorcery [creature] spell you cast this turn can be cast as though it had flash." -> s18-castfree's
    `cast_as_though_flash_for` of those spells this turn with `next_only` (rules/flash_until.py: used up by the first
    such spell its player casts, CR 601.2i; ends in the cleanup step, 514.2)."""
    if duration is not None or effect.place not in ("sorcery", "creature"):
        raise NotLowered("the next spell of a type the flash permissions don't name")
    return {"kind": "cast_as_though_flash_for", "spells": effect.place, "until": "end_of_turn", "next_only": True}


S23C14_EFFECTS["s23c14_next_spell_flash"] = _s23c14_next_spell_flash
# --- s23-ori ---


def s23ori_either_graveyard_rider(condition: Condition) -> Json:
    """ "If there are two or more instant and/or sorcery cards in your graveyard, ..." (spell mastery, an ability word:
    CR 207.2c) -> the rider condition `cards_in_your_graveyard` with `card_type` and `or_card_type`: a card of either
    type counts (CR 205.2a; rules/riders.py, 608.2c)."""
    assert condition.noun is not None
    first, second = (_DFC_CARD_TYPES.get(word) for word in condition.noun.words)
    if first is None or second is None or first == second or not condition.number:
        raise NotLowered(f"counting {' '.join(condition.noun.words)!r} cards in your graveyard")
    return {"kind": "cards_in_your_graveyard", "number": condition.number, "card_type": first, "or_card_type": second}


# "~ is renowned" / "~ isn't renowned" / "it's renowned" / "it isn't renowned" (CR 702.112b-c): the RiderCondition
# `s23ori_renowned` (rules/s23ori_renown.py), of the ability's source
S23ORI_RENOWNED = {"s23ori_self_renowned": False, "s23ori_self_not_renowned": True, "s23ori_it_renowned": False,
                   "s23ori_it_not_renowned": True}
_INTERVENING = (*_INTERVENING, *S23ORI_RENOWNED)  # type: ignore[assignment]  # ~'s own triggers' "if" (CR 603.4)


def s23ori_damage_trigger(line: Triggered) -> Json | None:
    """ "When ~ deals combat damage to a player, if it isn't renowned, ..." (the renown trigger, CR 702.112a, 603.4):
    the damage trigger read without its intervening "if", then given it as `intervening_if` (checked as it triggers
    and as it resolves, rules/damage_triggers.py, rules/triggers.py). None for any other trigger."""
    if line.condition is None or line.condition.kind not in S23ORI_RENOWNED or len(line.events) != 1 \
            or line.events[0].kind != "self" or line.events[0].verb not in DAMAGE_VERBS:
        return None
    ability = damage_or_attached_trigger(dataclasses.replace(line, condition=None))
    if ability.get("also_on"):
        raise NotLowered("an intervening 'if' on a trigger of two events")
    return {**ability, "intervening_if": s23ori_renowned_rider(line.condition, _Context("triggered", self_event=True),
                                                              False)}


def s23ori_renowned_rider(condition: Condition, ctx: _Context, negated: bool) -> Json:
    """ "if ~ isn't renowned" (CR 702.112b) -> the RiderCondition `s23ori_renowned` of the ability's source (`negated`:
    it isn't). "it" is ~ only in ~'s own trigger (the renown trigger, "Whenever ~ attacks, if it's renowned")."""
    if condition.kind.startswith("s23ori_it_") and not (ctx.self_event and not ctx.dies):
        raise NotLowered("'it's renowned' naming anything but ~ in its own trigger")
    found: Json = {"kind": "s23ori_renowned"}
    if S23ORI_RENOWNED[condition.kind] != negated:
        found["negated"] = True
    return found


def _s23ori_becomes_renowned(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ becomes renowned" / "it becomes renowned" in ~'s own trigger (CR 702.112b) -> `become_renowned` of the
    ability's source (rules/s23ori_renown.py)."""
    obj = effect.obj
    if duration is not None or obj is None:
        raise NotLowered("'becomes renowned' with a duration")
    if obj.kind == "self" or (obj.kind == "it" and ctx.self_event and not ctx.dies):
        return {"kind": "become_renowned"}
    raise NotLowered(f"'becomes renowned' of {obj.kind}")


_M19B_EFFECTS["s23ori_becomes_renowned"] = _s23ori_becomes_renowned


def s23ori_mana_damage_to_you(ability: Json) -> Json | None:
    """ "{T}: Add {R} or {W}. ~ deals 1 damage to you." (the pain lands; CR 605.1a: a mana ability, 605.3b: it resolves
    at once, its damage with it) -> the mana ability with `damage_to_you` (rules/mana_abilities.py deals it, 120.3a).
    None for anything else after the mana."""
    if set(ability) - {"kind", "cost", "effect", "then_effects", "other_costs"} or ability.get("kind") != "activated":
        return None
    then = ability.get("then_effects")
    if not isinstance(then, list) or len(then) != 1 or set(then[0]) != {"kind", "amount", "target"}:
        return None
    damage = then[0]
    if damage["kind"] != "damage" or damage["target"] != "you" or not isinstance(damage["amount"], int):
        return None
    mana: Json = {"kind": "mana", "cost": ability["cost"], "add": ability["effect"]["mana"],
                  "damage_to_you": damage["amount"]}
    if ability.get("other_costs"):
        mana["other_costs"] = ability["other_costs"]
    return mana


def s23ori_self_renowned_static(line: Static) -> Json:
    """ "As long as ~ is renowned, it has menace." (CR 702.112b, 611.3a) -> the static pump of ~ with `status`
    "renowned" (rules/static_pump.py asks rules/s23ori_renown.py)."""
    subject = line.subject
    if subject.kind == "it":  # "it" is ~, named by the condition before it
        subject = dataclasses.replace(subject, kind="self")
    ability = _static_ability(dataclasses.replace(line, condition=None, subject=subject))
    if ability["kind"] != "static_pump" or ability.get("affected") != "self" or "status" in ability \
            or any(key.startswith("as_long_as") for key in ability):
        raise NotLowered("'as long as ~ is renowned' on this static ability")
    return {**ability, "status": "renowned"}


def s23ori_renowned_trigger(line: Triggered) -> Json | None:
    """ "When ~ becomes renowned, <effects>" -> the trigger "self_becomes_renowned" ("it" is ~); "Whenever a creature
    you control becomes renowned, <effects>" -> "creature_you_control_becomes_renowned" ("that creature" is it)
    (rules/s23ori_renown.py, CR 702.112b, 603.2). Alone only, with no intervening "if". None for other triggers."""
    kinds = {event.kind for event in line.events}
    if kinds == {"s23ori_creature_becomes_blocked"}:
        return s23ori_creature_blocked_trigger(line)
    if not kinds & {"s23ori_self_becomes_renowned", "s23ori_creature_becomes_renowned"}:
        return None
    if kinds == {"s23ori_self_becomes_renowned"}:
        return self_event_trigger(line, "self_becomes_renowned", "becomes renowned")
    return creature_you_control_event_trigger(line, "creature_you_control_becomes_renowned", "becomes renowned")


def _s23ori_draw_additional(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "At the beginning of your draw step, draw an additional card." (CR 121.1, 504.1: the draw step's draw is the
    turn-based action; the trigger's draw is one more) -> `draw` of one card by you. Only "you" draws here."""
    subject = effect.subject
    if duration is not None or (subject is not None and (subject.kind != "player" or subject.player != "you")):
        raise NotLowered("'draws an additional card' by another player")
    return {"kind": "draw", "amount": 1, "player": "you"}


_M19B_EFFECTS["draw_additional"] = _s23ori_draw_additional


def _s23ori_cant_attack_or_block(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target creature can't attack or block this turn." (CR 508.1c, 509.1a, 611.2c) -> `cant_block_this_turn` with
    `also_cant_attack` (rules/cant_block_this_turn.py), until the cleanup step (514.2)."""
    if duration is not None or effect.obj is None:
        raise NotLowered("'can't attack or block this turn' with another duration")
    return {"kind": "cant_block_this_turn", "target": _permanents(effect.obj, ctx), "also_cant_attack": True}


_M19B_EFFECTS["s23ori_cant_attack_or_block"] = _s23ori_cant_attack_or_block


def s23ori_creature_blocked_trigger(line: Triggered) -> Json:
    """ "Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn." (CR 509.3c, 603.2) -> the
    trigger "creature_you_control_becomes_blocked" (rules/s23ori_blocked.py): "it" is the blocked creature
    (`that_permanent`). Alone only, with no intervening "if"."""
    if len(line.events) != 1 or line.condition is not None:
        raise NotLowered("'a creature you control becomes blocked' with another event or an intervening 'if'")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _EventContext("triggered"))
    return {"kind": "triggered", "trigger": "creature_you_control_becomes_blocked", **_then(effects), **choice}


# "Return all <permanents> to their owners' hands." (CR 400.3: each to its owner's hand)
S23ORI_HANDS = ("their owners' hands", "their owner's hand", "its owner's hand")


def s23ori_return_all_to_hands(effect: Effect, ctx: _Context) -> Json:
    """ "Return all nonland permanents with mana value X or less to their owners' hands." / "Return all creatures to
    their owners' hands." (CR 400.3, 608.2c: untargeted, every permanent the words name as it resolves) ->
    `return_to_hand` of the "all:" spec (rules/effects_zones.py)."""
    assert effect.obj is not None
    if effect.duration is not None:
        raise NotLowered("a mass return with a duration")
    spec = _permanents(effect.obj, ctx)
    if not spec.startswith("all:") and spec not in ("each_creature", "each_creature_you_control") \
            and not s25mh_names_all(spec):  # s25-mh: "all artifacts", "all permanents" (end of this module)
        raise NotLowered(f"return all {spec!r}")
    return {"kind": "return_to_hand", "target": spec}


def s23ori_typed_activation_graveyard(condition: Condition, ability: Json) -> Condition:
    """ "Activate only if there are four or more creature cards in your graveyard." (CR 602.5b, 205.2a): sets
    `activate_only_if_graveyard_card_type` on the ability and answers the plain count condition the caller reads
    (`activate_only_if_graveyard_at_least`). One card type only."""
    found = dfc_typed_graveyard_rider(condition)
    if "or_card_type" in found or "activate_only_if_graveyard_card_type" in ability:
        raise NotLowered("an activation condition on cards of either of two types")
    ability["activate_only_if_graveyard_card_type"] = found["card_type"]
    return Condition("cards_in_your_graveyard", number=found["number"])


def s23ori_creature_subtype_spend_only(restriction: str) -> str | None:
    """ "Spend this mana only to cast an Elf creature spell." (CR 106.6, 205.3) -> the one creature type of the
    restriction `spend_only` "creature_subtype_spells" (a creature spell with that subtype; rules/restricted_mana.py);
    None for another restriction."""
    prefix, suffix = "spend_only:spell|with_subtype=", ",with_type=creature"
    if not restriction.startswith(prefix) or not restriction.endswith(suffix):
        return None
    subtype = restriction[len(prefix):-len(suffix)]
    return subtype if subtype.isalpha() and subtype in CREATURE_TYPES else None


_S23NEO_CONTROLS = frozenset({"you_control", "opponent_controls", "you_dont_control", "target_player_controls",
                              "target_opponent_controls", "defending_player_controls"})


def s23neo_it_is_self(line: Triggered) -> Body:
    """s23-neo: "Whenever ~ deals combat damage to a player, you may remove a deathtouch counter from it." -> in a
    trigger on ~'s own damage event (alone), "it" of the optional action is ~ (the action's `self`). Any other body as
    it is."""
    body = line.body
    optional = body.optional
    if (optional is None or optional.verb != "s18m21_remove_counters" or optional.obj is None
            or optional.obj.kind != "it" or len(line.events) != 1 or line.events[0].kind != "self"):
        return body
    return dataclasses.replace(body, optional=dataclasses.replace(optional, obj=Ref("self")))


_S23NEO_DISCARD_TYPES = frozenset({"creature", "artifact", "enchantment", "land", "instant", "sorcery",
                                   "planeswalker"})


def s23neo_optional_action(effect: Effect) -> Json | None:
    """s23-neo: the optional actions "you may discard a creature card" -> `discard` with `card_type` (one card of that
    type from the hand, CR 701.9a-b) and "you may remove a deathtouch counter from ~" -> `remove_counter` with
    `counter` (one counter of that kind from the ability's source, CR 122.1; rules/reflexive.py). None for any other
    (more counters, another object)."""
    if effect.verb == "s23neo_discard_typed":
        card_type = effect.keywords[0] if effect.keywords else ""
        return {"action": "discard", "amount": 1, "card_type": card_type} if card_type in _S23NEO_DISCARD_TYPES else None
    amount = effect.amount
    if (effect.obj is None or effect.obj.kind != "self" or amount is None or amount.value != 1
            or amount.for_each is not None or amount.equal_to is not None or not effect.counter):
        return None
    return {"action": "remove_counter", "counter": effect.counter}


def s23neo_reveal_choose_exile(body: Body, ctx: _Context) -> list[Json] | None:
    """s23-neo: "that player reveals their hand and you choose a nonland card from it. Exile that card." in a trigger
    whose event names the player dealt damage (Biting-Palm Ninja's reflexive trigger; CR 701.20a, 608.2d, 406.2) ->
    `reveal_choose_discard` with `player` "that_player" and `exile` (the chosen card is exiled, not discarded;
    rules/reveal_discard.py). None for any other body."""
    sentences = body.sentences
    if (len(sentences) != 2 or [tuple(e.verb for e in s.effects) for s in sentences]
            != [("reveal_hand", "choose_from_it"), ("exile",)]
            or not getattr(ctx, "s23neo_event_player", False)):
        return None
    first = sentences[0]
    if any(getattr(s, "condition", None) is not None or s.then or s.fronted_duration for s in sentences) or (
            first.joined_by != "and"):
        raise NotLowered("a condition or duration on a revealed-hand exile")
    revealer = first.effects[0].subject
    if revealer is None or revealer.kind != "player" or revealer.player != "that_player":
        return None
    exiled = sentences[1].effects[0].obj
    if exiled is None or exiled.kind != "that" or exiled.noun is None or exiled.noun.head != "card" or (
            exiled.noun.qualifiers or exiled.noun.words):
        raise NotLowered("an exile of something other than that card")
    as_target = Ref("player", player="target_player")  # the choice's qualities read as for a target player's hand
    _, excluded = _revealed_hand_choice((Sentence((dataclasses.replace(first.effects[0], subject=as_target),)),
                                         Sentence((first.effects[1],))))
    return [{"kind": "reveal_choose_discard", "player": "that_player", "excluded_types": excluded, "exile": True}]


_S23NEO_PLURALS = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment", "lands": "land",
                   "permanents": "permanent", "nonland permanents": "nonland_permanent"}


def s23neo_any_number_reduction(line: S23neoAnyNumberReduction) -> Json:
    """s23-neo: "As an additional cost to cast ~, you may tap any number of untapped creatures you control. ~ costs {1}
    less to cast for each creature tapped this way." -> `additional_cost` "tap" with `any_number` and
    `each_costs_less` (rules/s23neo_any_number_costs.py; CR 118.8, 601.2b, 601.2f-h); "you may sacrifice any number
    of <permanents>. ... for each <permanent> sacrificed this way" -> the same with "sacrifice". The counted noun
    names what was tapped or sacrificed (the same card type, or "permanent"); a generic reduction only."""
    card_type = _S23NEO_PLURALS[line.plural]
    if line.done != {"tap": "tapped", "sacrifice": "sacrificed"}[line.action]:
        raise NotLowered(f"'{line.done} this way' after '{line.action} any number'")
    if line.single != "permanent" and line.single != card_type:
        raise NotLowered(f"'for each {line.single}' after {line.plural!r}")
    if line.action == "tap" and card_type == "nonland_permanent":
        raise NotLowered("tapping nonland permanents as an additional cost")
    if not line.mana.strip("{}").isdigit() or int(line.mana.strip("{}")) < 1:
        raise NotLowered(f"a reduction of {line.mana}")
    return {"kind": "additional_cost", "cost": line.action, "card_type": card_type, "any_number": True,
            "each_costs_less": int(line.mana.strip("{}"))}
# --- s23-std ---

_S23STD_SEARCHERS = {"each_player": "each_player", "each_opponent": "each_opponent", "target_player": "target_player",
                     "target_opponent": "target_opponent"}


def s23std_player_search(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Each player searches their library for a basic land card, puts it onto the battlefield, then shuffles." /
    "Its controller may search ..." / "Target player searches ..." -> `search_library` with `player` (CR 701.23a,
    701.24a; rules/library.py: each searching player's own library, the cards found enter under that player's
    control, CR 110.2a) and `optional` for "may" (608.2d: that player chooses). "Its controller" only after exactly
    one earlier target, as "Its controller gains 2 life" is read (CR 608.2h)."""
    subject = effect.subject
    if duration is not None or subject is None or subject.kind != "player":
        raise NotLowered("a search by a player with a duration")
    if subject.player == "its_controller":
        if not targets_its_controller_applies(effect, ctx, duration):
            raise NotLowered("'its controller' searches where 'its' is not the one object targeted before")
        player = "its_controller"
    else:
        player = _player(subject, _S23STD_SEARCHERS, "a search of their library", ctx)
    found = search_library_effect(dataclasses.replace(effect, verb="search_basic", counter=None))
    found["player"] = player
    if effect.counter == "may":
        found["optional"] = True
    return found


_M19B_EFFECTS["s23std_player_search"] = s23std_player_search


def s23std_damage_itself(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target creature deals damage to itself equal to its power." (Justice Strike) / "Each creature deals damage to
    itself equal to its power." (Solar Blaze) / "Each tapped creature ..." -> `damage_by_it` with `to_itself`
    (rules/damage_by_it.py, CR 120.1, 608.2h): the spec's creatures, each the source of damage to itself equal to its
    power as the effect happens. One target, or every permanent an "each" spec names; creatures only."""
    assert effect.obj is not None
    if duration is not None or ctx.many:
        raise NotLowered("damage to itself with a duration or several targets")
    spec = _permanents(effect.obj, ctx)
    creatures = spec in ("each_creature", "each_creature_you_control") or spec.split(":")[0] == "creature" or (
        spec.startswith("all:creature"))
    if ctx.many or not creatures:
        raise NotLowered(f"damage to itself dealt by {spec!r} (creatures only)")
    return {"kind": "damage_by_it", "to_itself": True, "target": spec}


_M19B_EFFECTS["s23std_damage_itself"] = s23std_damage_itself


def s23std_static(line: Static, *, is_spell: bool) -> list[Json]:
    """The static abilities of the s23-std block of oracle.lark: "Creatures can't attack you or planeswalkers you control
    unless their controller pays {1} for each of those creatures." -> `attack_cost` with `affected` "attacking_you"
    (CR 508.1g-h; rules/attack_costs.py: each creature declared attacking you or a planeswalker you control adds the
    cost)."""
    if is_spell:
        raise NotLowered("a static ability on an instant or sorcery")
    if line.kind == "s23std_attack_tax":
        return [{"kind": "attack_cost", "cost": "".join(line.keywords), "affected": "attacking_you"}]
    if line.kind == "s23std_spells_uncounterable":
        return [s23std_spells_uncounterable(line)]
    raise NotLowered(f"the s23-std static {line.kind!r}")


def s23std_put_the_other(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Put two of them into your hand and the other into your graveyard." after "Look at the top three cards of your
    library." (CR 608.2c) -> the "Put ... from among them" mark with `take` 2 and the rest to the graveyard, checked by
    `library_look_joins` to follow a look at exactly one card more (as s20-m21 reads "one of them ... the other")."""
    return {**_library_put_from_among(dataclasses.replace(effect, verb="library_put_from_among"), ctx, duration),
            "s23std_the_other": True}


_M19B_EFFECTS["s23std_put_the_other"] = s23std_put_the_other


def s23std_spells_uncounterable(line: Static) -> Json:
    """ "Spells can't be countered." / "Creature and enchantment spells you control can't be countered." /
    "Noncreature spells you control ..." -> `cant_be_countered` with `of_spells` (CR 101.2; rules/cant_be_countered.py):
    `you_control` for the spells its controller controls, `card_types` (any of them) or `not_card_type`."""
    words = [word.lower() for word in line.keywords if word.lower() != "and"]
    ability: Json = {"kind": "cant_be_countered", "of_spells": True}
    if line.subtype == "you_control":
        ability["you_control"] = True
    if len(words) == 1 and words[0].startswith("non"):
        ability["not_card_type"] = words[0][3:].capitalize()
    elif words:
        if len(set(words)) != len(words):
            raise NotLowered("a card type named twice")
        ability["card_types"] = [word.capitalize() for word in words]
    return ability


def s23std_damage_cp(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ deals 4 damage to each creature and each planeswalker." -> `damage` to "all:creature_or_planeswalker"; after
    "each opponent and", "...:opponent_controls" (CR 120.3, 608.2b: untargeted, every such permanent as it resolves).
    The source and the amount are read as "~ deals N damage to each opponent" reads them (that lowering, its target
    replaced)."""
    opponents = effect.obj is not None
    proxy = dataclasses.replace(effect, verb="deal_damage", obj=effect.obj or Ref("player", player="each_opponent"))
    lowered = _lower_effect(proxy, ctx, duration)
    if lowered.get("kind") != "damage" or lowered.get("target") != "each_opponent" or set(lowered) != {
            "kind", "amount", "target"}:
        raise NotLowered("damage to each creature and each planeswalker other than a plain amount from ~")
    return {**lowered, "target": "all:creature_or_planeswalker" + (":opponent_controls" if opponents else "")}


_M19B_EFFECTS["s23std_damage_cp"] = s23std_damage_cp




def _s23c14_reveal_at_random(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "that player reveals a card at random from their hand." in a trigger whose event names a player (the damaged
    player, s16-taila's `taila_that_player`; CR 701.20a) ->
    `reveal_at_random` (rules/random_discard.py)."""
    if duration is not None or not getattr(ctx, "taila_that_player", False):
        raise NotLowered("'that player reveals a card at random' where no event names that player")
    return {"kind": "reveal_at_random", "player": "that_player"}


S23C14_EFFECTS["s23c14_reveal_at_random"] = _s23c14_reveal_at_random
def s23ori_those_group(ref: Ref, ctx: _Context) -> str | None:
    """ "those creatures" after an effect on a group of creatures, with no target ("Creatures you control get +2/+1 until
    end of turn. ... those creatures also gain vigilance until end of turn."): the same group (s14-copies'
    `copies_group`, as "them" names it). The group is read again as the later effect resolves: no permanent enters or
    changes control in the middle of one resolution, so it is the same creatures (CR 608.2c). None otherwise."""
    group = getattr(ctx, "copies_group", None)
    if ctx.targets or not isinstance(group, str) or ref.noun is None or ref.noun.words != ("creatures",):
        return None
    return group if group.startswith(("each_creature", "all:creature")) else None


# --- s24-emn ---
# Delirium (CR 207.2c, 205.2a): "there are four or more card types among cards in your graveyard" as a static pump's
# `as_long_as` "delirium" (611.3a), a trigger's intervening "if" (603.4; the RiderCondition "s24emn_delirium"), a cost
# reduction's `if_delirium` (601.2f) and an activated ability's `activate_only_if_delirium` (602.5b)
_AS_LONG_AS["s24emn_delirium"] = "delirium"
_INTERVENING = (*_INTERVENING, "s24emn_delirium",  # type: ignore[assignment]
                "neo_hand_at_most")  # "if you have no cards in hand" (CR 603.4, 402.1): the RiderCondition "cards_in_hand"


def s24emn_is_delirium(restriction: object) -> bool:
    """ "Activate only if there are four or more card types among cards in your graveyard." (CR 602.5b)."""
    condition = getattr(restriction, "condition", None)
    return condition is not None and condition.kind == "s24emn_delirium"


def s24emn_keyword_cost(line: S24emnKeywordCost, *, is_spell: bool) -> Json:
    """ "Escalate {1}{W}" -> `escalate` (CR 702.120a; rules/s24emn_escalate.py): an instant's or sorcery's, whose modes
    its other line names. Only a mana cost without X."""
    if not line.mana or "X" in line.mana:
        raise NotLowered(f"{line.name} with a cost the engine doesn't name")
    if line.name == "escalate" and not is_spell:
        raise NotLowered("escalate on a permanent card (only modal instants and sorceries have it)")
    if line.name in ("emerge", "madness"):  # alternative costs (CR 702.119a, 702.35a, 118.9)
        return {"kind": "alternative_cost", "name": line.name, "cost": line.mana}
    return {"kind": line.name, "cost": line.mana}


def s24emn_cast_self_triggered(line: Triggered) -> Json | None:
    """ "When you cast ~, <effects>." (CR 601.2i, 603.2) -> the `triggered` ability with the trigger "s24emn_cast_self"
    (rules/s24emn_cast_self.py): it triggers from the stack as the spell becomes cast and resolves before it. An effect
    naming ~ (the spell, not yet a permanent) is refused; None for another trigger."""
    if len(line.events) != 1 or line.events[0].kind not in _S24EMN_TRIGGERS:
        return None
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on 'When you cast ~' or 'When you sacrifice ~ while casting ...'")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    text = json.dumps(effects)
    if '"self"' in text or '"kind": "damage' in text or '"source"' in text or "that_card" in text:
        raise NotLowered("an effect naming ~ or dealing its damage (a spell on the stack, a card no longer a permanent)")
    return {"kind": "triggered", "trigger": _S24EMN_TRIGGERS[line.events[0].kind], **_then(effects), **choice}


# "When you cast ~" (CR 601.2i; rules/s24emn_cast_self.py); "When you sacrifice ~ while casting a spell with emerge"
# (CR 702.119a, 603.6c; rules/s24emn_emerge.py)
_S24EMN_TRIGGERS = {"s24emn_you_cast_self": "s24emn_cast_self",
                    "s24emn_sacrificed_for_emerge": "s24emn_emerge_sacrificed"}
# --- s24-mh1 ---


def s24mh1_had_no_counters_dies_trigger(line: Triggered) -> Json:
    """ "When ~ dies, if it had no -1/-1 counters on it, ..." (persist's sentence, CR 702.79a) -> the trigger "dies" with
    the `dying` spec "creature:without_counter_-1/-1": ~ had no such counter as it last existed (CR 603.4, 603.10a, 122.1;
    rules/dies_triggers.py asks rules/dying_counters.py). Only on ~'s own "dies" trigger."""
    assert line.condition is not None
    state = "without_counter_" + line.condition.kind.removeprefix("s24mh1_it_had_no_counters_")
    ability = _triggered(dataclasses.replace(line, condition=None))
    if ability.get("trigger") != "dies" or "dying" in ability or state not in NO_COUNTER_STATES:
        raise NotLowered("'if it had no counters on it' other than on 'When ~ dies'")
    return {**ability, "dying": f"creature:{state}"}


def s24mh1_group_cant_activate(line: Static) -> Json:
    """ "Activated abilities of artifacts can't be activated [unless they're mana abilities]." -> `group_cant_activate`
    with `affected`, the group's `all:` spec (CR 602.5; mana abilities too unless excepted, 605.3;
    rules/s24mh1_group_cant_activate.py). Only a group of permanents (no "cards")."""
    if line.subject.kind != "group" or line.condition is not None:
        raise NotLowered("'activated abilities of ... can't be activated' of something other than a group")
    ability: Json = {"kind": "group_cant_activate", "affected": _group_spec(line.subject)}
    if "except_mana_abilities" in line.keywords:
        ability["except_mana_abilities"] = True
    return ability


_M19B_STATICS["s24mh1_group_cant_activate"] = s24mh1_group_cant_activate


def s24mh1_counted_spec_other(noun: Noun) -> str:
    """ "as long as you control three or more [other] snow permanents" -> `counted_spec` of the noun, with the state
    `other` when it says "other" (rules/you_control.py leaves out the ability's source, CR 611.3a)."""
    other = any(q.name == "other" for q in noun.qualifiers)
    rest = Noun(noun.head, tuple(q for q in noun.qualifiers if q.name != "other"), noun.words)
    return counted_spec(rest) + (":other" if other else "")


def s24mh1_evoke(line: KwsAlternativeCost, *, is_spell: bool) -> list[Json]:
    """ "Evoke {1}{W}" (CR 702.74a) -> the `alternative_cost` "evoke" (rules/alternative_costs.py) and the triggered
    ability "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." (an "enters"
    trigger with `if_evoked`, rules/s24mh1_evoke.py). Only a permanent card's mana cost without X."""
    if is_spell or not line.mana or "X" in line.mana:
        raise NotLowered("evoke on an instant or sorcery, or with an X")
    return [{"kind": "alternative_cost", "name": "evoke", "cost": line.mana},
            {"kind": "triggered", "trigger": "enters", "if_evoked": True, "effect": {"kind": "sacrifice", "target": "self"}}]


def s24mh1_suspend(line: S24mh1Suspend) -> Json:
    """ "Suspend 4—{G}" (CR 702.62a) -> the `suspend` ability with its `time_counters` and `cost` (rules/s24mh1_suspend.py).
    Only a mana cost without X and 1 to 20 counters."""
    if not line.mana or "X" in line.mana or not 1 <= line.number <= 20:
        raise NotLowered("a suspend the engine doesn't name")
    return {"kind": "suspend", "time_counters": line.number, "cost": line.mana}
# --- s24-khans ---
# "When ~ is turned face up, <effects>" (CR 702.37e, 708.8): the trigger "turned_face_up" (rules/triggers.py)
_SELF_TRIGGERS["is turned face up"] = "turned_face_up"


def s24khans_bolster(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Bolster 2." (CR 701.39a) -> the `bolster` effect (rules/s24khans_bolster.py); "bolster X, where X is ..."
    counts X as the where-X sentence says (CR 608.2h)."""
    if duration is not None:
        raise NotLowered("bolster with a duration")
    return {"kind": "bolster", "amount": _amount(effect.amount)}


_M19B_EFFECTS["s24khans_bolster"] = s24khans_bolster


def s24khans_manifest(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Manifest the top [two] card[s] of your library[, then put a +1/+1 counter on it]." (CR 701.40a, e) -> the
    `manifest` effect (rules/s24khans_manifest.py): a plain number of cards and of +1/+1 counters only."""
    number = effect.amount.value if effect.amount is not None else None
    if duration is not None or not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 20:
        raise NotLowered("manifest of a number of cards the engine doesn't name")
    counters = 0
    if effect.counter is not None:
        kind, _, value = effect.counter.partition("|")
        if kind != "+1/+1" or not value.isdigit() or not 1 <= int(value) <= 20:
            raise NotLowered("manifest, then counters other than a number of +1/+1 counters")
        counters = int(value)
    return {"kind": "manifest", "amount": number, "counters": counters}


_M19B_EFFECTS["s24khans_manifest"] = s24khans_manifest


def s24emn_look_into_graveyard(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Look at the top N cards of your library. Put any number of them into your graveyard and the rest back on top of
    your library in any order." -> `look_at_top` taking up to N (`optional`: none at least) `to` the graveyard, `rest`
    "top_any_order" (rules/library.py; CR 608.2c, 401.4: not a surveil, 701.25a, so no surveil trigger sees it)."""
    if duration is not None or effect.may or effect.amount is None or not isinstance(effect.amount.value, int):
        raise NotLowered("'put any number of them into your graveyard' of a number counted from the game")
    return {"kind": "look_at_top", "amount": effect.amount.value, "take": effect.amount.value, "optional": True,
            "to": "graveyard", "rest": "top_any_order"}


_M19B_EFFECTS["s24emn_look_into_graveyard"] = s24emn_look_into_graveyard


def s24emn_self_entered_static(line: Static) -> Json:
    """ "~ has hexproof as long as it entered the battlefield this turn." (CR 611.3a, 400.7) -> the static pump of ~ with
    `status` "entered_this_turn" (rules/static_pump.py, rules/entered_this_turn.py)."""
    ability = _static_ability(dataclasses.replace(line, condition=None))
    if ability["kind"] != "static_pump" or ability.get("affected") != "self" or "status" in ability or any(
            key.startswith("as_long_as") for key in ability):
        raise NotLowered("'as long as it entered the battlefield this turn' on this static ability")
    return {**ability, "status": "entered_this_turn"}


def s24mh1_spells_have_cascade(line: Static) -> Json:
    """ "Sliver spells you cast have cascade." -> `spells_you_cast_have_cascade` with the creature type (CR 702.85a;
    rules/s24mh1_cascade.py). Only a creature type."""
    subtype = line.subtype or ""  # "Sliver spells": the type as an adjective, singular
    if subtype not in CREATURE_TYPES:
        raise NotLowered(f"'{line.subtype} spells you cast have cascade': not a creature type")
    return {"kind": "spells_you_cast_have_cascade", "subtype": subtype}


_M19B_STATICS["s24mh1_spells_have_cascade"] = s24mh1_spells_have_cascade


def s24khans_total_power(restriction: str) -> int | None:
    """ "Activate only if creatures you control have total power 8 or greater." (formidable; CR 602.5b, 208.1): N, for
    `activate_only_if_total_power_at_least` (rules/s24khans_formidable.py)."""
    condition = getattr(restriction, "condition", None)
    if isinstance(condition, Condition) and condition.kind == "total_power" and isinstance(condition.number, int) \
            and 1 <= condition.number <= 1000:
        return condition.number
    return None
# --- s24-kal ---


def s24kal_pay_energy_cost(cost: Cost) -> Json:
    """ "Pay {E}{E}" -> the cost `pay_energy` (CR 107.14, 602.2b; rules/energy.py)."""
    if cost.amount is None or not isinstance(cost.amount.value, int):
        raise NotLowered("'pay' of symbols that aren't all {E} as a cost")
    return {"kind": "pay_energy", "amount": cost.amount.value}


def _s24kal_get_energy(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "you get {E}{E}" / "... {E} for each <noun>" / "an amount of {E} equal to <amount>" -> `get_energy` (CR 122.1;
    rules/energy.py): only "you" (a counted amount as `gain_life` counts it, CR 608.2h)."""
    subject = effect.subject
    if effect.amount is None or duration is not None or effect.may:
        raise NotLowered("'get' of symbols that aren't all {E}, or with a duration")
    if subject is None or subject.kind != "player" or subject.player != "you":
        raise NotLowered("energy got by a player other than you")
    return {"kind": "get_energy", "amount": _its_amount(effect.amount, ctx)}


def _s24kal_cast_free_from_hand(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "You may cast a spell with mana value N or less from your hand without paying its mana cost." -> the effect
    `cast_from_hand_free` (CR 608.2g, 118.9; rules/s24kal_cast_from_hand.py): only as "you may" (the choice is the
    resolving action's `choices.chosen`) and in a spell or ability its controller resolves."""
    if not effect.may or duration is not None or effect.amount is None or not isinstance(effect.amount.value, int):
        raise NotLowered("casting a spell from the hand without paying its mana cost other than 'you may'")
    return {"kind": "cast_from_hand_free", "max_mana_value": effect.amount.value}


def s24kal_own_may(sentence: Sentence) -> bool:
    """ "You may cast a spell ... without paying its mana cost.": a "you may" sentence whose one effect makes the choice
    itself as it resolves (`choices.chosen`, CR 608.2d), so it is lowered by that effect."""
    return len(sentence.effects) == 1 and sentence.effects[0].verb == "s24kal_cast_free_from_hand"


S24KAL_EFFECTS: dict[str, Callable[[Effect, _Context, str | None], Json]] = {"s24kal_get_energy": _s24kal_get_energy,
                                  "s24kal_cast_free_from_hand": _s24kal_cast_free_from_hand}


def s24kal_spells_have_improvise(line: Static) -> Json:
    """ "Nonartifact spells you cast have improvise." -> `spells_have_improvise` (CR 702.126a; rules/improvise.py): the
    words before "spells" (a card type, or "non" and one) name which spells."""
    words = [word.lower() for word in line.keywords if word.lower() not in ("spells", "you", "cast", "have",
                                                                            "improvise", ".")]
    if not words:
        return {"kind": "spells_have_improvise"}
    if len(words) == 1 and words[0].removeprefix("non") in _SPELL_TYPES:
        key = "not_card_type" if words[0].startswith("non") else "card_type"
        return {"kind": "spells_have_improvise", key: words[0].removeprefix("non").capitalize()}
    raise NotLowered(f"spells with improvise named by {' '.join(words)!r}")


def s24kal_enchanted_subtype_is_creature(line: Static) -> Json:
    """ "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types." ->
    `becomes_creature` of the enchanted permanent with `if_subtype` (CR 611.3a, 613.1d; rules/animate.py): a subtype the
    engine knows (a plural or unknown word is refused)."""
    subtype = line.subtype or ""
    if not is_subtype(subtype) or subtype.endswith("s"):
        raise NotLowered(f"'is a {subtype}' of a word that isn't one subtype")
    return {"kind": "becomes_creature", "affected": "enchanted_permanent", "if_subtype": subtype, "power": None,
            "toughness": None}
# --- s24-hou ---


def s24hou_exert_line(line: Line, is_spell: bool) -> list[Json] | None:
    """ "You may exert ~ as it attacks." -> `exert_as_attacks` (CR 701.43, 508.1g); with "When you do, <effects>." also
    the triggered ability "self_exerted" (the reflexive trigger, CR 603.12: ~ is attacking, so "defending player" is
    the player it attacks, 508.5); "Whenever you exert a creature, <effects>." -> the trigger "you_exert" (603.2).
    Refused on an instant or sorcery and with an intervening "if". None for other lines."""
    if isinstance(line, Static) and line.kind == "s24hou_exert_as_attacks":
        if is_spell:
            raise NotLowered("exert on an instant or sorcery")
        return [{"kind": "exert_as_attacks"}]
    if not isinstance(line, Triggered) or len(line.events) != 1 or line.events[0].kind not in (
            "s24hou_self_exerted", "s24hou_you_exert"):
        return None
    if is_spell or line.condition is not None or line.step is not None:
        raise NotLowered("an exert trigger on a spell or with an intervening 'if'")
    own = line.events[0].kind == "s24hou_self_exerted"
    body, choice = optional_parts(line.body)
    ctx = _Context("triggered", self_event=own)
    ctx.attacks = own
    ability = {"kind": "triggered", "trigger": "self_exerted" if own else "you_exert",
               **_then(lower_body(body, ctx)), **choice}
    return [{"kind": "exert_as_attacks"}, ability] if own else [ability]


def s24hou_control_or_graveyard(condition: Condition) -> Json:
    """ "you control a Desert or there is a Desert card in your graveyard" (CR 603.4, 205.3) -> the RiderCondition
    `s24hou_control_or_graveyard` with the spec "permanent:<Subtype>" (rules/riders.py): a subtype the engine knows."""
    word = condition.noun.words[0] if condition.noun is not None and condition.noun.words else ""
    if word not in S24HOU_SUBTYPES:
        raise NotLowered(f"'{word}': no subtype the engine knows")
    return {"kind": "s24hou_control_or_graveyard", "spec": f"permanent:{word}"}



def s24hou_control_or_graveyard_static(line: Static) -> Json:
    """ "~ has lifelink as long as you control a Desert or there is a Desert card in your graveyard." / "As long as ...,
    ~ gets +1/+0 and has trample." (CR 611.3a) -> the static pump with `s24hou_as_long_as_control_or_graveyard`."""
    assert line.condition is not None
    ability = _static_ability(line)
    if ability["kind"] != "static_pump" or any(key.startswith("as_long_as") for key in ability):
        raise NotLowered("'as long as you control a <Subtype> or ...' on this static ability")
    field = "s24hou_as_long_as_control_or_graveyard" if line.condition.kind == "s24hou_control_or_graveyard" \
        else "s24hou_as_long_as_graveyard_has"  # "~ gets +1/+1 as long as there is a Desert card in your graveyard."
    return {**ability, field: s24hou_control_or_graveyard(line.condition)["spec"]}


def s24hou_restriction_spec(restriction: str) -> str | None:
    """ "Activate only if you control a Desert or there is a Desert card in your graveyard." (CR 602.5b): the spec of
    the restriction's condition; None for another restriction."""
    condition = getattr(restriction, "condition", None)
    if not isinstance(condition, Condition) or condition.kind != "s24hou_control_or_graveyard":
        return None
    return str(s24hou_control_or_graveyard(condition)["spec"])


def _s24hou_lands_dont_untap(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Lands you control don't untap during your next untap step." -> `doesnt_untap_next_untap_step` of
    "all:land:you_control" with `your_untap_step` (CR 502.3, 611.2b; rules/s24hou_lands_untap.py). "you" is the spell's
    or ability's controller; no duration."""
    if duration is not None:
        raise NotLowered("'lands you control don't untap ...' with a duration")
    return {"kind": "doesnt_untap_next_untap_step", "target": "all:land:you_control", "your_untap_step": True}


_M19B_EFFECTS["s24hou_lands_dont_untap"] = _s24hou_lands_dont_untap
# --- s24-isd ---


def s24isd_last_turn_condition(condition: Condition) -> Json:
    """ "no spells were cast last turn" / "a player cast two or more spells last turn" (CR 601.2i) -> the `this_turn`
    condition on the previous turn's spells (record "spells_cast_last_turn", rules/turn_records.py)."""
    if condition.kind == "records_s24isd_no_spells_last_turn":
        return {"kind": "this_turn", "record": "spells_cast_last_turn", "who": "a_player", "negated": True}
    if condition.kind == "records_s24isd_cast_last_turn" and condition.number:
        return {"kind": "this_turn", "record": "spells_cast_last_turn", "who": "a_player", "number": condition.number}
    raise NotLowered(f"condition '{condition.kind}' on the previous turn")


def _s24isd_return_at_random(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "return a Zombie card at random from your graveyard to your hand" -> `return_chosen_card_to_hand` with
    `at_random` and `amount` (rules/s24isd_random_return.py; CR 608.2c)."""
    ref = effect.obj
    if ref is None or ref.noun is None or effect.amount is None or not isinstance(effect.amount.value, int) \
            or ref.another or duration is not None or effect.subject is not None or effect.may:
        raise NotLowered("returning cards at random other than a number of cards from your graveyard")
    spec = spec_of(ref.noun, plural=effect.amount.value > 1)
    if not spec.startswith("card_in_your_graveyard"):
        raise NotLowered("returning cards at random from somewhere other than your graveyard")
    found: Json = {"kind": "return_chosen_card_to_hand", "spec": spec, "at_random": True}
    if effect.amount.value != 1:
        found["amount"] = effect.amount.value
    return found


_M19B_EFFECTS["s24isd_return_at_random"] = _s24isd_return_at_random


def s24isd_creature_type(word: str) -> str:
    """ "Human" in "As long as equipped creature is a Human" (CR 205.3m): one creature type, else not lowered."""
    if word not in CREATURE_TYPES:
        raise NotLowered(f"{word!r} is not a creature type")
    return word


def s24isd_you_discard_at_random(effect: Effect, ctx: _Context) -> Json:
    """ "Draw two cards, then discard a card at random." (CR 701.9b): `discard_at_random` of "you" (rules/random_discard.py:
    the random pick given by the request)."""
    if _player(effect.subject, {"you": "you"}, "discard at random", ctx) != "you" or effect.obj is not None:
        raise NotLowered("a discard at random here")
    amount = _amount(effect.amount)
    if not isinstance(amount, int):
        raise NotLowered("a discard at random of a number other than a printed one")
    return {"kind": "discard_at_random", "amount": amount, "player": "you"}


def s24isd_opponent_controls_static(line: Static) -> Json:
    """ "~ has haste as long as an opponent controls a Human." (CR 611.3a) -> the static pump's
    `as_long_as_opponent_controls` (rules/static_pump.py), a spec of card types, subtypes and colors."""
    return s24isd_controls_static(line, "as_long_as_opponent_controls", "an opponent controls")


def s24isd_controls_static(line: Static, field: str, words: str) -> Json:
    """A static pump "as long as <any player / an opponent> controls <a permanent>" -> its `field` (the spec)."""
    assert line.condition is not None
    spec = condition_spec(dataclasses.replace(line.condition, kind="you_control"))
    ability = _static_ability(dataclasses.replace(line, condition=None))
    if ability["kind"] != "static_pump" or any(key.startswith("as_long_as") for key in ability):
        raise NotLowered(f"'as long as {words}' on this static ability")
    return {**ability, field: spec}


def s24isd_plural_subtype_count(number: int | None, noun: Noun | None) -> tuple[str, int] | None:
    """ "if you control five or more Vampires" (CR 205.3m): permanents with that creature type ("permanent:Vampire"),
    how many at least; None for another count."""
    if number is None or number < 1 or noun is None or noun.head != "subtype" or len(noun.words) != 1 \
            or noun.qualifiers:
        return None
    subtype = singular(noun.words[0])
    return (f"permanent:{subtype}", number) if subtype in CREATURE_TYPES else None


_S24ISD_EXILE_EOC = "exile created at end of combat"  # no engine kind: joined to the token effect before it
_M19B_EFFECTS["s24isd_exile_created_eoc"] = lambda effect, ctx, duration: {"kind": _S24ISD_EXILE_EOC,
                                                                           "names": effect.place}


def s24isd_exile_eoc_joins(effects: list[Json]) -> list[Json]:
    """ "Create a 4/4 white Angel creature token with flying that's tapped and attacking. Exile that token at end of
    combat." (CR 603.7, 511.2): the delayed exile belongs to the one token the `create_token` just before it created (its
    `exile_at` "end_of_combat", rules/tokens.py). Naming anything else is not read."""
    return join_delayed_exile(effects, _S24ISD_EXILE_EOC, ("create_token",), "end_of_combat",
                              refused=("count", "sacrifice_at", "for_player"), names=("that token", "it"),
                              reads="exile that token at end of combat")


def _s24isd_return_exiled_card(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "return the exiled card to the battlefield under its owner's control" (a permanent's triggered ability; the card
    its linked ability exiled, CR 607.2a) -> `put_exiled_with_onto_battlefield` with `under_owners_control`."""
    if ctx.kind != "triggered" or duration is not None:
        raise NotLowered("'the exiled card' named other than by a permanent's triggered ability")
    return {"kind": "put_exiled_with_onto_battlefield", "under_owners_control": True}


_M19B_EFFECTS["s24isd_return_exiled_card"] = _s24isd_return_exiled_card


def s24isd_trigger_instead_if_it_is(body: Body) -> list[Json] | None:
    """ "When ~ dies, put a +1/+1 counter on target creature you control. If that creature is a Human, put two +1/+1
    counters on it instead." (Elder Cathar; CR 608.2c, 608.2h) -> s20-neob's reading of a spell's "If it's ..., instead"
    (`choose_target`, the first effect on "it" under the negated `it_is`, the other under `it_is`) as the triggered
    ability's effects; None when the body is not of that shape."""
    abilities = s20neob_instead_if_it_is(body)
    return None if abilities is None else [ability["effect"] for ability in abilities]


# "Undying" (CR 702.93a): "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters
# on it, return it to the battlefield under its owner's control with a +1/+1 counter on it." (rules/s24isd_undying.py)
S24ISD_UNDYING: Json = {"kind": "triggered", "trigger": "dies", "effect": {
    "kind": "return_died_to_battlefield", "with_counters": {"+1/+1": 1}, "undying": True}}
# --- s24-mh2 ---


def s24mh2_hand_static(line: Static) -> Json:
    """ "~ has lifelink as long as you have no cards in hand." / "As long as you have one or fewer cards in hand, ~ gets
    +2/+2." (hellbent; CR 611.3a, 402.1) -> the static pump with `as_long_as_hand_at_most` (rules/static_pump.py): it
    applies only while its controller has at most that many cards in hand."""
    assert line.condition is not None and line.condition.number is not None
    ability = _static_ability(dataclasses.replace(line, condition=None))
    if ability["kind"] != "static_pump" or any(key.startswith("as_long_as") for key in ability):
        raise NotLowered("'as long as you have N or fewer cards in hand' on this static ability")
    return {**ability, "as_long_as_hand_at_most": line.condition.number}
# --- s24-core ---


def s24core_at_most(key: str, number: int) -> tuple[str, int]:
    """ "~ enters tapped unless you control two or fewer other lands." (CR 614.1c): controlling at most N is not
    controlling N+1 or more, so "unless" becomes "if" (and "if" "unless") with N+1 (rules/conditional_enters_tapped.py
    counts the permanents as it enters, the entering one never counted)."""
    if number < 1 or number > 99:
        raise NotLowered(f"'{number} or fewer'")
    flipped = "if_you_control" if key == "unless_you_control" else "unless_you_control"
    return flipped, number + 1


S24CORE_EFFECTS: dict[str, Callable[[Effect, _Context, str | None], Json]] = {}


def _s24core_shuffle_self(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Shuffle ~ into its owner's library." in an instant or sorcery (CR 608.2c, 701.24a) -> `shuffle` with `source`
    (rules/s24core_spell_shuffles_itself.py: the card goes to its owner's library, shuffled, as the last part of the
    resolution; the engine refuses it anywhere but last). A permanent's "shuffle ~ into ..." is not read here."""
    if ctx.kind != "spell" or duration is not None or effect.may:
        raise NotLowered("'shuffle ~ into its owner's library' other than as a spell's instruction")
    return {"kind": "shuffle", "player": "you", "source": True}


def _s24core_double_life(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Double target player's life total." (CR 701.10d, 119.5) -> `set_life_total` with `double`."""
    if duration is not None or effect.may:
        raise NotLowered("a life total doubled with a duration or a choice")
    target = _player(effect.subject, {"you": "you", "target_player": "player", "target_opponent": "opponent"},
                     "life total doubled", ctx)
    return {"kind": "set_life_total", "amount": 0, "target": target, "double": True}


S24CORE_EFFECTS["s24core_shuffle_self"] = _s24core_shuffle_self
S24CORE_EFFECTS["s24core_double_life"] = _s24core_double_life


_S24CORE_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _s24core_quality(words: list[str]) -> tuple[list[str], bool]:
    """ "blue or black" -> (["U", "B"], False); "nongreen" -> (["G"], True)."""
    if len(words) == 1 and words[0].startswith("non") and words[0][3:] in _S24CORE_COLORS:
        return [_S24CORE_COLORS[words[0][3:]]], True
    if not words or any(word not in _S24CORE_COLORS for word in words) or len(set(words)) != len(words):
        raise NotLowered(f"the quality {' or '.join(words)!r}")
    return [_S24CORE_COLORS[word] for word in words], False


def s24core_static(line: Static, *, is_spell: bool) -> list[Json]:
    """The static abilities of the s24-core block of oracle.lark: "~ can't be the target of blue or black spells." /
    "... of nongreen spells or abilities from nongreen sources." -> `cant_be_targeted_by` (CR 115.4;
    rules/s24core_cant_be_targeted.py); the sources of the abilities must have the spells' quality."""
    if is_spell:
        raise NotLowered("a static ability on an instant or sorcery")
    if line.kind == "s24core_cant_be_targeted":
        words = list(line.keywords)
        opponents = words[-1:] == ["opponents"]
        words = words[:-1] if opponents else words
        spells = words[: words.index("|")] if "|" in words else words
        colors, non = _s24core_quality(spells)
        ability: Json = {"kind": "cant_be_targeted_by", "colors": colors}
        if non:
            ability["non"] = True
        if "|" in words:
            if _s24core_quality(words[words.index("|") + 1:]) != (colors, non):
                raise NotLowered("abilities from sources of another quality than the spells'")
            ability["abilities"] = True
        if opponents:
            ability["opponents"] = True  # "... spells your opponents control." (CR 115.4)
        return [ability]
    if line.kind == "s24core_cant_lose":
        return [{"kind": "cant_lose_game"}]  # CR 104.3 (rules/s24core_cant_lose.py)
    if line.kind == "s24core_pump_except_by":
        return s24core_pump_except_by(line)
    if line.kind == "s24core_count_pump_battlefield":
        return [s24core_count_pump_battlefield(line)]
    raise NotLowered(f"the s24-core static {line.kind!r}")


def _s24core_cant_be_regenerated(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "It can't be regenerated." after a destroy: a marker joined by `s24core_regeneration_joins`."""
    if duration is not None or effect.may:
        raise NotLowered("'can't be regenerated' with a duration or a choice")
    return {"kind": "s24core_cant_be_regenerated", "group": effect.place == "group"}


S24CORE_EFFECTS["s24core_cant_be_regenerated"] = _s24core_cant_be_regenerated


def s24core_regeneration_joins(effects: list[Json]) -> list[Json]:
    """ "Destroy target ... creature. That creature can't be regenerated." / "Destroy all creatures you don't control.
    They can't be regenerated." (CR 701.19c): the sentence is the `cant_be_regenerated` of the `destroy` right before it
    (rules: its regeneration shields don't replace that destruction); "it" / "that creature" only after a destroy of
    one target, "they" / "those creatures" only after one of a group (no target); anywhere else not read."""
    if not any(effect.get("kind") == "s24core_cant_be_regenerated" for effect in effects):
        return effects
    joined: list[Json] = []
    for effect in effects:
        if effect.get("kind") != "s24core_cant_be_regenerated":
            joined.append(effect)
            continue
        before = joined[-1] if joined else None
        if before is None or before.get("kind") != "destroy" or before.get("cant_be_regenerated"):
            raise NotLowered("'can't be regenerated' after no destroy effect")
        target = str(before.get("target", ""))
        group = target.startswith(("each_", "all:", "all_"))
        if group != effect["group"] or (not group and before.get("target_count", 1) != 1):
            raise NotLowered("'it' / 'they can't be regenerated' naming other than what was destroyed")
        before["cant_be_regenerated"] = True
    return joined


# s24-core: "Nonblack creatures get -1/-1." (CR 613.4c, 105.2): a color's negation narrows the affected creatures as
# the target grammar reads it ("creature:nonblack" in `affected_with`, rules/static_qualities.py)
TARGETS_STATIC_QUALITIES = TARGETS_STATIC_QUALITIES | {"non_color"}


def s24core_count_pump_battlefield(line: Static) -> Json:
    """ "~ gets +1/+1 for each enchantment on the battlefield." (CR 613.4c, 611.3a) -> `self_count_pump` counting
    "permanents" with `card_types` [that type] (every player's permanents, ~ itself too when it has the type; counted
    continuously, rules/pt_cda.py). One card type, no other quality."""
    noun = line.for_each
    assert noun is not None and line.pt is not None
    power, toughness = _pt(line.pt)
    if not isinstance(power, int) or not isinstance(toughness, int):
        raise NotLowered(f"a counted change of power/toughness {line.pt!r}")
    if noun.qualifiers or noun.head not in _NEO2_CARD_TYPES or noun.head in ("instant", "sorcery"):
        raise NotLowered("counting on the battlefield other than one permanent card type")
    return {"kind": "self_count_pump", "power": power, "toughness": toughness, "count": "permanents",
            "card_types": [noun.head.capitalize()]}


def _s24core_extra_turns(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Target player takes two extra turns after this one." (CR 500.7) -> `extra_turn` with `count`."""
    if duration is not None or effect.may or effect.amount is None or not isinstance(effect.amount.value, int):
        raise NotLowered("extra turns with a duration, a choice or no number")
    if not 2 <= effect.amount.value <= 10:
        raise NotLowered(f"{effect.amount.value} extra turns")
    if ctx.kind != "spell":  # an older test keeps "{T}: Take two extra turns after this one." refused (s11-m19b)
        raise NotLowered("several extra turns other than by a spell")
    lowered: Json = {"kind": "extra_turn", "count": effect.amount.value}
    if effect.subject is not None and effect.subject.player == "target_player":
        lowered["player"] = "target_player"
    return lowered


S24CORE_EFFECTS["s24core_extra_turns"] = _s24core_extra_turns



_S24CORE_BLOCKERS = {"creatures with flying": ["creatures_with_flying"],
                     "creatures with flying or reach": ["creatures_with_flying", "creatures_with_reach"],
                     "artifact creatures": ["artifact_creatures"],
                     **{f"{color} creatures": [f"{color}_creatures"] for color in _S24CORE_COLORS}}


def s24core_pump_except_by(line: Static) -> list[Json]:
    """ "Enchanted creature gets +1/+1 and can't be blocked except by creatures with flying." (CR 613.4c, 509.1b) ->
    `attached_pump` and `cant_be_blocked_except_by` with `affected` "enchanted_creature" (rules/evasion.py), as the two
    lines would be read."""
    assert line.pt is not None
    power, toughness = _pt(line.pt)
    by = _S24CORE_BLOCKERS.get(" ".join(line.keywords))
    if not isinstance(power, int) or not isinstance(toughness, int) or by is None:
        raise NotLowered("a pump or blockers the engine doesn't name")
    return [{"kind": "attached_pump", "power": power, "toughness": toughness, "keywords": []},
            {"kind": "cant_be_blocked_except_by", "by": by, "affected": "enchanted_creature"}]


# --- s25-core ---

# "At the beginning of each opponent's upkeep, that player sacrifices a creature." (CR 503.1a, 603.2, 102.3): the step
# trigger of each turn but its controller's (`whose` "opponents", rules/step_triggers.py); "that player" is the player
# whose step it is
_WHOSE["each opponent's"] = "opponents"


def s25core_discard(effect: Effect, ctx: _Context, duration: str | None) -> Json | None:
    """A discard by a player the engine names without the discard's own target (CR 701.9b: the player discarding
    chooses; at random, 701.9b):
    - "Destroy target creature. Its controller discards a card." -> `discard` with player "its_controller": the
      controller, as it last existed, of the one object the previous targeted effect affected (CR 608.2c, 608.2h; read
      where "Its controller loses 2 life" is, `targets_its_controller_applies`);
    - "Whenever ~ attacks / becomes blocked, defending player discards a card." -> player "defending_player" (CR 508.5;
      rules/defending_player.py, as `lose_life` reads it);
    - "Target opponent discards a card at random." / "Target player discards two cards at random." ->
      `discard_at_random` of the target (CR 701.9b; rules/random_discard.py).
    A printed number of cards only. None: not one of these (the older readings go on)."""
    subject = effect.subject
    if subject is None or subject.kind != "player" or effect.obj is not None or effect.may or duration is not None:
        return None
    amount = effect.amount
    if amount is not None and (amount.for_each is not None or amount.equal_to is not None
                               or not isinstance(amount.value, int)):
        return None
    number = 1 if amount is None else amount.value
    if effect.random and subject.player in ("target_player", "target_opponent"):
        ctx.took_target(_PLAYER_SPECS[subject.player])
        return {"kind": "discard_at_random", "amount": number, "player": subject.player}
    if effect.random:
        return None
    if subject.player == "its_controller" and targets_its_controller_applies(effect, ctx, duration):
        return {"kind": "discard", "amount": number, "player": "its_controller"}
    if subject.player == "defending_player" and ctx.attacks:
        return {"kind": "discard", "amount": number, "player": "defending_player"}
    return None


def s25core_second_target_player(obj: Ref, ctx: _Context) -> str | None:
    """ "~ deals 3 damage to target creature and 2 damage to target player or planeswalker." (CR 601.2c, 120.3): the
    second part's recipient is a second target of the spell that is a player ("target player", "target opponent") or
    "target player or planeswalker": the target spec a single damage would have (`object_spec` with players); None for
    permanents (read as before)."""
    noun = obj.noun
    if obj.kind != "target" or noun is None or obj.up_to or obj.count is not None or noun.qualifiers:
        return None
    if noun.head in ("player", "opponent") or (noun.head == "either" and noun.words == ("player", "or", "planeswalker")):
        return object_spec(obj, ctx, players=True)
    return None
# "Whenever enchanted / equipped creature deals [combat] damage to an opponent, ..." (CR 510.2, 603.2, 102.3): the
# attached trigger with `damage_to` "opponent" (rules/damage_triggers.py `attached_damage`)
_ATTACHED_TRIGGERS["enchanted deals damage to an opponent"] = ("enchanted_deals_damage", "opponent", False)
_ATTACHED_TRIGGERS["enchanted deals combat damage to an opponent"] = ("enchanted_deals_damage", "opponent", True)
_ATTACHED_TRIGGERS["equipped deals damage to an opponent"] = ("equipped_deals_damage", "opponent", False)
_ATTACHED_TRIGGERS["equipped deals combat damage to an opponent"] = ("equipped_deals_damage", "opponent", True)


def s25core_cant_attack(line: Static) -> Json:
    """ "Enchanted creature can't attack." / "~ can't attack." (CR 508.1c) -> `cant_attack_or_block` with `attack_only`
    (rules/cant_attack_or_block.py: the creature can't be declared as an attacker; blocking is not restricted)."""
    if line.subject.kind not in ("self", "enchanted_creature"):
        raise NotLowered(f"'{line.subject.kind} can't attack'")
    return {"kind": "cant_attack_or_block", "affected": line.subject.kind, "attack_only": True}


def s25core_static(line: Static) -> list[Json]:
    """The s25-core static abilities of a permanent."""
    if line.kind == "s25core_cant_attack":
        return [s25core_cant_attack(line)]
    if line.kind == "s25core_you_have_shroud":  # "You have shroud." (CR 702.18a; rules/shroud.py)
        return [{"kind": "player_hexproof", "shroud": True}]
    if line.kind == "s25core_you_cant_cast" and len(line.keywords) == 1:  # (CR 101.2; rules/s25core_cant_cast.py)
        return [{"kind": "cant_cast_spells", "spells": line.keywords[0]}]
    raise NotLowered(f"the s25-core static {line.kind!r}")


def s25core_shared_discard(effect: Effect, sentence: Sentence, before: list[Json]) -> Json | None:
    """ "Target player draws a card, then discards a card." (CR 601.2c: the word "target" counted once; 608.2c): the
    discard right after the same target player's draw (or mill) is that player's -> `discard` with player
    "that_target_player" (the player the effect before targeted, if still legal, 608.2b; rules/discard.py), the player
    choosing the card (701.9b). A printed number of cards, not at random; None for anything else."""
    subject = effect.subject
    if effect.verb != "discard" or subject is None or subject.kind != "player" or subject.player not in _S19MULTI_PLAYERS:
        return None
    position = next((n for n, other in enumerate(sentence.effects) if other is effect), 0)
    if position != 1 or sentence.effects[0].subject is not subject:
        return None
    if len(before) != 1 or before[0].get("player") != subject.player or before[0].get("kind") not in ("draw", "mill"):
        raise NotLowered("a discard sharing a target player after something other than that player's draw or mill")
    amount = effect.amount
    if effect.random or effect.may or effect.obj is not None or sentence.fronted_duration is not None or (
            amount is not None and (amount.for_each is not None or amount.equal_to is not None
                                    or not isinstance(amount.value, int))):
        raise NotLowered("a shared target player's discard at random, with a choice, an object, a count or a duration")
    return {"kind": "discard", "amount": 1 if amount is None else amount.value, "player": "that_target_player"}


def s25core_subtype_flash_spells(noun: Noun | None) -> Json | None:
    """ "You may cast Spirit spells as though they had flash." -> `cast_as_though_flash` with `spells` "all" and
    `subtype` "Spirit" (CR 702.8a, 601.3, 205.3: spells with that subtype; rules/flash_permission.py); None for any other
    spells."""
    if noun is None or [w.lower() for w in noun.words] != ["spells"]:
        return None
    qualifiers = [(q.name, q.value) for q in noun.qualifiers]
    if len(qualifiers) != 1 or qualifiers[0][0] != "with_subtype" or not isinstance(qualifiers[0][1], str):
        return None
    return {"kind": "cast_as_though_flash", "spells": "all", "subtype": qualifiers[0][1]}
# --- s25-stda ---


def s25stda_reveal_or_pay(cost: S25stdaRevealOrPay) -> Json:
    """ "As an additional cost to cast ~, reveal a Pirate card from your hand or pay {2}." -> `reveal_or_mana_cost`
    (rules/s25stda_reveal_or_mana.py, CR 118.8, 601.2b, 601.2f-h, 701.20a): one other card of that subtype revealed
    from its caster's hand as the spell is cast, or the mana added to its total cost."""
    if not cost.mana or "X" in cost.mana:
        raise NotLowered(f"revealing a {cost.subtype} card or paying {cost.mana}")
    return {"kind": "reveal_or_mana_cost", "subtype": cost.subtype, "mana": cost.mana}


def s25stda_search_either(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "search your library for a basic land card or Gate card, [reveal it,] put it into your hand, then shuffle" /
    "... for up to two basic land cards and/or Gate cards, put them onto the battlefield tapped, then shuffle" (CR
    701.23a-b, 701.24a) -> one `search_library` whose `quality` is both nouns' (a card of either is found; each noun
    read as the search clause reads it, `lower_search`, and each must state a quality)."""
    assert effect.obj is not None and effect.obj.kind == "s25stda_or" and effect.obj.noun is not None
    if duration is not None:
        raise NotLowered("a search with a duration")
    found = lower_search(dataclasses.replace(effect, verb="search_library", obj=None))
    other = lower_search(dataclasses.replace(effect, verb="search_library", obj=None, spell=effect.obj.noun))
    if "quality" not in found or "quality" not in other:
        raise NotLowered("a search for a card of any quality or another")
    found["quality"] = [*found["quality"], *(q for q in other["quality"] if q not in found["quality"])]
    if effect.verb == "s25stda_search_either_reveal":
        found["reveal"] = True
    return found


def s25stda_search_exact(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "search your library for two basic land cards, put them onto the battlefield, then shuffle" (CR 701.23b: a
    search for cards with a stated quality may find fewer) -> `search_library` with `count`, as "up to two"; a search
    for N cards of any quality (701.23d: they must be found) is not read."""
    if duration is not None:
        raise NotLowered("a search with a duration")
    found = lower_search(dataclasses.replace(effect, verb="search_library"))
    if "quality" not in found:
        raise NotLowered("a search for several cards of any quality")
    return found


_M19B_EFFECTS["s25stda_search_either"] = s25stda_search_either
_M19B_EFFECTS["s25stda_search_either_reveal"] = s25stda_search_either
_M19B_EFFECTS["s25stda_search_exact"] = s25stda_search_exact


_S25STDA_STABLE = ({"kind": "cast_during_main_phase"}, {"kind": "this_turn", "record": "attacked"})


def s25stda_instead_condition(condition: Condition) -> Json | None:
    """Addendum's "If you cast this spell during your main phase" (CR 505.1) and raid's "if you attacked this turn" (CR
    508.1) as the condition of s21-neob's damage "instead" (asked before each of the two damages: the step and the
    turn's attacks don't change in the middle of a resolution, 500.2); None for another condition."""
    if condition.kind not in ("taile_cast_main_phase", "taile_you_attacked", "records_attacked"):
        return None
    found = rider_condition(condition, _Context("spell"))
    return found if found in _S25STDA_STABLE else None


def s25stda_if_cast_triggered(line: Triggered) -> Json | None:
    """ "When ~ enters, if you cast it, <effects>." / "... if you cast it from your hand, ..." / "... if its spectacle
    cost was paid, ..." (CR 603.4, 601.2a, 608.3, 702.137a) -> the "enters" trigger with `if_cast` (rules/
    s25stda_if_cast.py); None for a trigger without such a condition."""
    if line.condition is None or not line.condition.kind.startswith("s25stda_if_cast:"):
        return None
    ability = enters_trigger_under(line, "'if you cast it'", (*_ENTERS_CONDITIONS, "if_kicked", "if_evoked"))
    return {**ability, "if_cast": line.condition.kind.split(":", 1)[1]}


# The effects after which "they" / "those creatures" name the same group again: none moves an object or changes who
# controls it, so the group is the same set of creatures at the next instruction (CR 608.2c)
_S25STDA_GROUP_VERBS = frozenset(("untap", "tap", "put_counters", "pump"))


def s25stda_same_group(body: Body) -> Body:
    """ "Untap all creatures you control. They gain hexproof and indestructible until end of turn." / "Put a +1/+1 counter
    on each creature you control. Those creatures gain vigilance until end of turn." (CR 608.2c: "they" / "those
    creatures" are the creatures the instruction before named, untargeted: the same group, as nothing between them
    moves a creature or changes its controller) -> the second sentence's pump acts on that group again. The body as it
    is for any other shape."""
    sentences = list(body.sentences)
    changed = False
    for index in range(1, len(sentences)):
        before, after = sentences[index - 1], sentences[index]
        if type(before) is not Sentence or type(after) is not Sentence or len(before.effects) != 1 \
                or len(after.effects) != 1 or before.x_is is not None or before.fronted_duration is not None:
            continue
        first, second = before.effects[0], after.effects[0]
        group = first.obj
        if (first.verb not in _S25STDA_GROUP_VERBS or first.subject is not None or group is None
                or group.kind not in ("all", "each") or group.noun is None
                or group.noun.words not in (("creature",), ("creatures",)) or second.verb != "pump"
                or second.subject is not None or second.obj is None):
            continue
        again = second.obj
        if not ((again.kind == "player" and again.player == "they" and group.kind == "all")
                or (again.kind == "r2targets_those" and again.noun is not None and again.noun.words == ("creatures",)
                    and not again.noun.qualifiers)):
            continue
        sentences[index] = dataclasses.replace(after, effects=(dataclasses.replace(second, obj=group),))
        changed = True
    return dataclasses.replace(body, sentences=tuple(sentences)) if changed else body


def s25stda_one_permanent(ref: Ref, nouns: list[Noun]) -> bool:
    """ "that permanent's controller" (CR 608.2h) after exactly one target, a permanent of any kind ("target artifact or
    enchantment", "target nonland permanent")."""
    if ref.noun is None or ref.noun.head != "permanent" or len(nouns) != 1:
        return False
    return nouns[0].head in ("permanent", "creature", "artifact", "enchantment", "land", "planeswalker", "either",
                             "subtype")


# "Creatures you control get +1/+1 until end of turn. If you have the city's blessing, those creatures get +2/+2 until end
# of turn instead." (CR 702.131c, 608.2c): an untargeted pump of a group, too, as s21-ete's city's blessing "instead"
# (the city's blessing, once had, is had for the rest of the game: it doesn't change between the two): "pump" added to
# s21-ete's `_S21ETE_BLESSING_INSTEAD`
# --- s25-tsr (docs/oracle-s25-tsr.md) ---


def s25tsr_all_as_group(subject: Ref) -> Ref:
    """ "All Sliver creatures get +1/+1." / "All Slivers have ..." (CR 613.1f, 613.4c): a static ability's "all <plural
    noun or creature type>" names the same group as the words without "all" (every such permanent, whoever controls
    it); anything else as it is."""
    noun = subject.noun
    if subject.kind != "all" or noun is None or noun.head not in ("plural", "subtype"):
        return subject
    return Ref("group", noun)


def s25tsr_every_controller(ref: Ref, control: str | None, types: tuple[str, ...]) -> bool:
    """ 'All Slivers have "..."' (CR 613.1f): a group read from "all <group>" with no controller is every such permanent,
    whoever controls it (rules/granted_activated.py grants it to each); only creatures of a creature type."""
    return ref.kind == "all" and control is None and types == ("creature",)


def s25tsr_keyword(line: S25tsrKeyword, *, is_spell: bool) -> list[Json]:
    """The keyword lines read as the abilities they stand for:
    - "Echo {2}{R}" / "Echo—Discard a card." (CR 702.30a): "At the beginning of your upkeep, if this permanent came
      under your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]." -> the upkeep
      `step_trigger` with `condition` "s25tsr_echo" and `unless_cost` (or `unless_discard`) (rules/s25tsr_echo.py);
    - "Vanishing 3" (CR 702.63a) -> `etb_counters` of 3 "time" counters and `vanishing` (rules/s25tsr_vanishing.py);
    - "Buyback {3}" on an instant or sorcery (CR 702.27a) -> `buyback` (rules/s25tsr_buyback.py)."""
    if line.name == "untapped_pump" and not is_spell:  # "As long as ~ is untapped, it gets +0/+2." (CR 611.3a)
        power, toughness = _pt(line.cost)
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise NotLowered("a static X")
        return [{"kind": "static_pump", "affected": "self", "status": "untapped", "power": power,
                 "toughness": toughness}]
    if line.name == "buyback":
        if not is_spell or "X" in line.cost:
            raise NotLowered("buyback other than a mana cost on an instant or sorcery")
        return [{"kind": "buyback", "cost": line.cost}]
    if line.name == "echo":
        if "X" in line.cost:
            raise NotLowered("an echo cost with X")
        unless: Json = {"unless_discard": True} if line.cost == "discard" else {"unless_cost": line.cost}
        return [{"kind": "step_trigger", "step": "upkeep", "whose": "yours", "condition": "s25tsr_echo", **unless,
                 "effect": {"kind": "sacrifice", "target": "self"}}]
    if line.name == "vanishing" and 1 <= line.number <= 20:
        return [{"kind": "etb_counters", "counter": "time", "amount": line.number}, {"kind": "vanishing"}]
    raise NotLowered(f"{line.name} {line.number or line.cost}")


_M19B_COUNTERS += ("spore", "storage")  # s25-tsr: "put a spore counter on ~" (Thallids), storage lands (CR 122.1)
# --- s25-khc ---


def s25khc_counter_count(noun: Noun) -> str:
    """ "for each age counter on it" / "... on ~" -> the `Count` "s25khc_counters_it:age" / "s25khc_counters_self:age"
    (rules/s25khc_source_counters.py: the counters on the source, or on it as it last existed, CR 608.2h, 603.10a);
    `s25khc_counters_readable` decides where "it" and "~" may be read so."""
    kind, where = noun.words
    return f"s25khc_counters_{'it' if where == 'it' else 'self'}:{kind}"


S25KHC_COUNTER_ON = "s25khc_counter_on"  # the Noun of "age counter on it / ~" (ast.py)


def s25khc_counters_readable(noun: Noun, ctx: _Context) -> None:
    """The counts of counters on the source, refused where they could name something else: "on it" only in a trigger
    on ~ alone dying or being put into a graveyard from the battlefield ("it" is ~: `ctx.source_died`), "on ~" never
    in a spell's effect (a spell's counters on the stack are not read)."""
    if noun.words[1] == "it" and not (ctx.kind == "triggered" and ctx.source_died):
        raise NotLowered("'counter on it' where 'it' may not be ~ dying")
    if noun.words[1] != "it" and ctx.kind == "spell":
        raise NotLowered("counters on ~ for a spell")


def s25khc_self_counter_pump(line: Static, is_spell: bool) -> Json:
    """ "~ gets +1/+1 for each age counter on it." -> `s25khc_self_counter_pump` (rules/s25khc_self_counter_pump.py,
    CR 613.4c, 122.1): a permanent's static ability only."""
    if is_spell or line.pt is None:
        raise NotLowered("a pump for counters on a spell")
    power, toughness = (int(part) for part in line.pt.split("/"))
    return {"kind": "s25khc_self_counter_pump", "counter": line.counter, "power": power, "toughness": toughness}


# --- s25-stdb ---


def _s25stdb_each_enters_with_counters(line: Static) -> Json:
    """ "Each [other] <noun> you control enters with an additional +1/+1 counter on it." -> s14's
    `others_enter_with_counters` (CR 614.1c, 614.12, 122.6; rules/others_enter_with_counters.py): the entering spec is
    the noun's permanent spec; without "other" the group may include ~ itself (`includes_self`, CR 614.12)."""
    amount = line.amount.value if line.amount is not None else None
    noun = line.subject.noun
    if noun is None or line.counter not in _S14_COUNTERS or not isinstance(amount, int) or amount < 1:
        raise NotLowered("a permanent entering with counters")
    either = [q for q in noun.qualifiers if q.name == "s22war_that_is_subtypes"]  # "that's a Wolf or a Werewolf"
    noun = dataclasses.replace(noun, qualifiers=tuple(q for q in noun.qualifiers if q not in either))
    entering = ":".join([spec_of(noun), *(q.value.replace("|", "_or_") for q in either if q.value)])
    parts = entering.split(":")
    if "you_control" not in parts:
        raise NotLowered("permanents entering with counters under any player's control")
    ability: Json = {"kind": "others_enter_with_counters", "entering": entering, "counter": line.counter}
    if amount != 1:
        ability["amount"] = amount
    if "other" not in parts:
        ability["includes_self"] = True
    return ability


_M19B_STATICS["s25stdb_each_enters_with_counters"] = _s25stdb_each_enters_with_counters


S25STDB_LIFE_LOST = "s25stdb_life_lost_this_way"


def s25stdb_drain_joins(effects: list[Json]) -> list[Json]:
    """ "Each opponent loses 3 life. You gain life equal to the life lost this way." (CR 119.3, 608.2h): the gain joins
    the life loss directly before it as its `drain` (the loss's controller gains the total its players lost); the
    amount anywhere else (after no loss, or for another player) is not read."""
    joined: list[Json] = []
    for effect in effects:
        if effect.get("amount") != S25STDB_LIFE_LOST:
            joined.append(effect)
            continue
        before = joined[-1] if joined else None
        if (effect.get("kind") != "gain_life" or effect.get("player") != "you" or before is None
                or before.get("kind") != "lose_life" or before.get("drain") or len(effect) != 3):
            raise NotLowered("the life lost this way, other than gained by you directly after a life loss")
        before["drain"] = True
    return joined


def _s25stdb_may_return_chosen_card(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "..., then you may return a creature card from your graveyard to your hand" -> s18-neob's
    `return_chosen_card_to_hand` with `optional` (CR 608.2d: its controller may choose none)."""
    returned = _s18neob_return_chosen_card(dataclasses.replace(effect, verb="s18neob_return_chosen_card"), ctx, duration)
    return {**returned, "optional": True}


_M19B_EFFECTS["s25stdb_may_return_chosen_card"] = _s25stdb_may_return_chosen_card


def s25stdb_fights_another(ref: Ref, ctx: _Context) -> bool:
    """ "Target creature fights another target creature." in a spell: the fight's target is "another target"."""
    return ref.kind == "target" and ref.noun is not None and ref.another and not ref.other and ctx.kind == "spell"


def s25stdb_another_second_target(ref: Ref, ctx: _Context) -> str:
    """ "Target creature fights another target creature." (CR 115.3, 701.14a): the second target of a spell, other than
    the first (`other_target`, rules/other_targets.py), as s11's "another target creature" after one target."""
    ctx.targets = 0  # a second target, for this effect only
    spec = _permanents(_not_yours(dataclasses.replace(ref, another=False)), ctx) + ":other_target"
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"target {spec!r}: {problem}") from None
    ctx.targets = 2  # after it, "it" could name either target: not read
    if spec.split(":")[0] != "creature":
        raise NotLowered("a creature acting on something other than a creature")
    return spec


def _s25stdb_put_counters_chosen(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Put a menace counter on a creature you control." -> `put_counters_chosen` (CR 608.2d, 122.1; rules/
    s25stdb_put_counters_chosen.py): one permanent of the ability's controller, chosen as it resolves."""
    ref = effect.obj
    amount = _amount(effect.amount)
    if ref is None or ref.noun is None or duration is not None or effect.may or not isinstance(amount, int):
        raise NotLowered("counters put on a chosen permanent with a duration, a choice or a counted amount")
    if effect.counter not in ("+1/+1", "-1/-1", *_M19B_COUNTERS):
        raise NotLowered(f"{effect.counter} counters on a chosen permanent")
    spec = spec_of(ref.noun)
    if "you_control" not in spec.split(":"):
        raise NotLowered("counters put on a chosen permanent another player controls")
    placed: Json = {"kind": "put_counters_chosen", "counter": effect.counter, "spec": spec}
    if amount != 1:
        placed["amount"] = amount
    return placed


_M19B_EFFECTS["s25stdb_put_counters_chosen"] = _s25stdb_put_counters_chosen
# --- s25-stdc ---


def s25stdc_roll_target(sentence: AfrRollTable, ctx: _Context) -> Json:
    """ "Choose target creature an opponent controls, then roll a d20." (CR 115.1, 706.2): the roll's one target (a
    permanent, chosen as the spell or ability is put on the stack), `target` of the `roll_die`; the rows name it
    "that creature" / "it" (`it`, the previous targeted effect's object, CR 608.2c). Only as the sentence that takes
    the ability's first target."""
    if not isinstance(sentence, S25stdcChooseRoll) or sentence.target is None:
        return {}
    if ctx.targets:
        raise NotLowered("'choose target ..., then roll' after another target")
    spec = object_spec(sentence.target, ctx, players=False)
    if ctx.many or spec_base(spec) not in ("creature", "permanent", "creature_or_planeswalker"):
        raise NotLowered("'choose target ..., then roll' of something other than one permanent")
    return {"target": spec}


def s25stdc_up_to_one(line: TriggeredModal) -> Json:
    """ "Whenever you cast a spell, choose up to one — • ... • ..." / "When ~ enters, choose up to one — ..." (CR 700.2,
    700.2b): the `modal` effect's `up_to_one` (s23-neo's: no mode may be chosen, and the triggered ability with none
    is removed from the stack, rules/modes.py), on the triggers `_triggered_modal` and `core_modal_trigger` read."""
    return {"up_to_one": True} if line.choose == "up to one" else {}


def s25stdc_names_a_creature_type(spec: str) -> bool:
    """ "~ fights target Zombie an opponent controls." (CR 701.14a): a permanent spec whose only type words are one
    creature type (`permanent:Zombie:...`); a Kindred permanent of that type that isn't a creature deals and is dealt
    no damage (701.14b, rules/fight.py)."""
    try:
        parsed = parse_target_spec(spec)
    except TargetSpecError:
        return False
    return (parsed.base == "permanent" and not parsed.types and not parsed.with_types and not parsed.one_of_types
            and len(parsed.with_subtypes) == 1 and parsed.with_subtypes[0] in CREATURE_TYPES)


def s25stdc_minus_x(sentence: Sentence) -> tuple[Sentence, bool]:
    """ "Target creature gets -X/-X until end of turn." / "When ~ enters, each creature gets -X/-X until end of turn."
    (CR 107.3a, 107.3m, 613.4c): X is the value the spell's or ability's X was given (no ", where X is"); the sentence
    read as "+X/+X" and True (the pump is then `negated`, rules/triggers.py); any other sentence as it is and False."""
    if sentence.x_is is not None or not any(effect.pt == "-X/-X" for effect in sentence.effects):
        return sentence, False
    read, negated = r2history_negative_x(dataclasses.replace(sentence, x_is="paid"))  # s14-r2history's reading
    return dataclasses.replace(read, x_is=None), negated


def s25stdc_negate_x(effects: list[Json]) -> None:
    """The pump of a "-X/-X" sentence subtracts X (`negated`)."""
    if len(effects) != 1 or effects[0]["kind"] != "pump" or effects[0].get("power") != "X" or effects[0].get(
            "toughness") != "X":
        raise NotLowered("-X/-X as something other than a pump of X")
    effects[0]["negated"] = True


def s25stdc_token_count(effect: Effect, ctx: _Context) -> int | str:
    """ "Whenever a creature you control deals combat damage to a player, create that many Treasure tokens." (CR 510.2,
    603.2, 111.1): "that many", the amount of the trigger event, as `that_much` (rules/effects_targets.py
    `event_amount`), where the event names an amount (`ctx.that_much`); else the count as written."""
    if effect.amount is not None and effect.amount.value == "that_many" and effect.amount.for_each is None:
        if not ctx.that_much:
            raise NotLowered("'that many' where the event names no amount")
        return "that_much"
    if effect.amount is not None and (own := s20cda_dies_own_power(effect.amount, ctx)) is not None:
        return own  # s27-otja: "When ~ dies, create a number of ... tokens equal to its power" (CR 603.10a, 608.2h)
    return _amount(effect.amount)


def s25stdc_you_control_none(condition: Condition) -> Json:
    """ "At the beginning of your end step, if you control no creatures with decayed, create ..." (CR 603.4): the step
    trigger's `if_you_control` (the permanents counted, `counted_spec`) with `if_you_control_none` (none of them, checked
    as it would trigger and again as it resolves; rules/step_triggers.py)."""
    assert condition.noun is not None
    return {"if_you_control": counted_spec(condition.noun), "if_you_control_none": True}


def s25stdc_plural_subtypes_count(noun: Noun) -> str:
    """ "the number of Wolves and Werewolves you control" (CR 205.3m, 608.2h): the permanents with any of those creature
    types (one with both counted once), as the `Count` "count:<spec>|<spec>" (rules/count_of.py)."""
    kinds = [singular(word) for word in noun.words]
    if any(kind not in CREATURE_TYPES for kind in kinds) or len(set(kinds)) != len(kinds):
        raise NotLowered(f"a count of {' '.join(noun.words)!r}: not all creature types (CR 205.3m)")
    specs = [":".join(["permanent", kind, *_qualifiers(noun)]) for kind in kinds]
    for spec in specs:
        try:
            parse_target_spec(spec)
        except TargetSpecError as problem:
            raise NotLowered(f"a count of {spec!r}: {problem}") from None
    return "count:" + "|".join(specs)


def s25stdc_casts_or_copies_trigger(line: Triggered) -> Json:
    """ "Whenever an opponent casts or copies an instant or sorcery spell, they lose 1 life." (CR 603.2, 601.2i, 707.10)
    -> the `cast_trigger` of "an opponent casts ..." (`tailb_player_casts_trigger`) with `or_copy`: it triggers on
    that player's copies too (rules/cast_or_copy_triggers.py)."""
    event = line.events[0]
    as_cast = dataclasses.replace(line, events=(dataclasses.replace(event, kind="tailb_player_casts"),))
    ability = tailb_player_casts_trigger(as_cast)
    if ability.get("kind") != "cast_trigger":
        raise NotLowered("a cast-or-copy trigger the engine reads otherwise")
    return {**ability, "or_copy": True}


def s25stdc_caster_loses(effect: Effect, ctx: _Context) -> bool:
    """ "they lose 1 life" / "that player loses 1 life" in a cast trigger (CR 603.2): the spell's caster, the player the
    trigger event names (`that_player`, rules/cast_triggers.py)."""
    subject = effect.subject
    return (bool(getattr(ctx, "s25stdc_caster", False)) and subject is not None and subject.kind == "player"
            and subject.player in ("they", "that_player") and ctx.targets == 0)  # no target player "they" could be


def s25stdc_as_that_player(effect: Effect) -> Effect:
    assert effect.subject is not None
    return dataclasses.replace(effect, subject=dataclasses.replace(effect.subject, player="that_player"))


def _s25stdc_minus_x_in(value: Any) -> bool:
    if isinstance(value, dict):
        if value.get("kind") == "pump" and (value.get("negated") or value.get("toughness_negated")) and value.get(
                "power") == "X":  # s26-core: "+X/-X" too
            return True
        return any(_s25stdc_minus_x_in(inner) for inner in value.values())
    if isinstance(value, list):
        return any(_s25stdc_minus_x_in(inner) for inner in value)
    return False


def s25stdc_minus_x_unpaid(abilities: list[Json], mana_cost: str | None) -> str | None:
    """ "-X/-X" of the X paid (`s25stdc_minus_x`) reads X as the X paid for the card (CR 107.3a) or the X its permanent
    entered with (107.3m), or the X of an activated ability's own cost: only where such an {X} is; otherwise X has no
    value the engine keeps: the problem, said; None when it is read or not used (as `library_x_unpaid`)."""
    for ability in abilities:
        paid_here = ability.get("kind") == "activated" and "{X}" in str(ability.get("cost", ""))
        if _s25stdc_minus_x_in(ability) and not paid_here and "{X}" not in (mana_cost or ""):
            return "-X/-X, where X is not paid as the card is cast or the ability activated"
    return None


def s25stdc_copy_of_entering_creature(ref: Ref, ctx: _Context) -> bool:
    """ "Whenever a nontoken Zombie enters under your control, create a token that's a copy of that creature."
    (Necroduality; CR 707.2, 603.6a): "that creature", before any target, after an enters trigger on permanents of one
    creature type: the permanent that entered (`that_permanent`), as `s22neob_copy_of_entering` reads "that artifact"."""
    entering: Noun | None = getattr(ctx, "s22neob_entering_noun", None)
    if entering is None or ref.kind != "that" or ref.noun is None or ctx.targets or entering.head != "subtype":
        return False
    said = ref.noun
    kinds = [word for word in entering.words if word[:1].isupper()]
    return (said.head == "creature" and not said.qualifiers and tuple(said.words) in ((), ("creature",))
            and len(kinds) == 1 and kinds[0] in CREATURE_TYPES)


def s25stdc_that_permanent_is(noun: Noun, ctx: _Context) -> Json:
    """ "~ deals 5 damage to target creature or planeswalker. If that permanent is a Spirit, ..." (CR 608.2c, 608.2h):
    the rider `it_is` on the sentence's one target, a permanent (as "If that creature is a ..." reads)."""
    last = str(getattr(ctx, "last_target", ""))
    if ctx.targets != 1 or ctx.plural or spec_base(last) not in ("creature", "permanent", "creature_or_planeswalker",
                                                                  "artifact", "enchantment", "land", "planeswalker"):
        raise NotLowered("'that permanent' where no one targeted permanent came before")
    return {"kind": "it_is", "specs": _it_is_specs(noun)}


# "Whenever ~ becomes the target of a spell you control, draw a card." (CR 603.2, 115.1; rules/s23c10_targeted.py): the
# trigger "targeted_by_your_spell", a spell its controller controls
_SELF_TRIGGERS["becomes the target of a spell you control"] = "targeted_by_your_spell"
# --- s25-mh ---


def s25mh_you_activate_embalm(line: Triggered) -> Json:
    """ "Whenever you activate an eternalize or embalm ability, <effects>." (CR 702.128a, 702.129a, 602.2, 603.2) -> the
    trigger `you_activate` with `activated_keywords` ["eternalize", "embalm"] (rules/activation_triggers.py)."""
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    return {"kind": "triggered", "trigger": "you_activate", "activated_keywords": ["eternalize", "embalm"],
            **_then(effects), **choice}


def s25mh_other_subtype(noun: Noun) -> str | None:
    """ "for each other Cat you control" (CR 205.3): the one subtype counted among the other permanents you control
    (`self_count_pump`'s `subtype` with `other`); None for another count."""
    if noun.head != "subtype" or len(noun.words) != 1 or [q.name for q in noun.qualifiers] != ["other", "you_control"]:
        return None
    subtype = noun.words[0]
    if subtype.endswith("s") and subtype != "Plains":
        raise NotLowered(f"counting {subtype!r} (a singular subtype is expected after 'each other')")
    return subtype


def s25mh_cant_block_unless(line: Static) -> Json:
    """ "~ can't block unless you control another Zombie." (CR 509.1b) -> `cant_attack_unless_you_control` with `block`,
    its condition read as "can't attack unless" reads it; "another <Subtype>" (not ~ itself) too: the spec
    "permanent:<Subtype>:other" (rules/you_control.py leaves the source out)."""
    condition = line.condition
    noun = condition.noun if condition is not None else None
    if (condition is not None and condition.kind == "you_control" and noun is not None and noun.head == "subtype"
            and len(noun.words) == 1 and [q.name for q in noun.qualifiers] == ["other"] and line.subject.kind == "self"):
        spec = f"permanent:{noun.words[0]}:other"
        try:
            parse_target_spec(spec)
        except TargetSpecError as problem:
            raise NotLowered(f"'another {noun.words[0]}': {problem}") from None
        return {"kind": "cant_attack_unless_you_control", "you_control": spec, "block": True}
    return {**m2y_cant_attack_unless(line), "block": True}


def s25mh_names_all(spec: str) -> bool:
    """ "all permanents" (the spec "all") and the vocabulary's names of "all:" specs ("each_artifact" for
    "all:artifact"): every permanent the words name, untargeted (CR 608.2c)."""
    return spec == "all" or any(key.startswith("all:") and value == spec for key, value in NAMED.items())
# --- s25-ncc ---

_M19B_COUNTERS += ("shield",)  # s25-ncc: "put a shield counter on target creature" (CR 122.1c)


def s25ncc_static(line: Static, *, is_spell: bool) -> list[Json]:
    """The s25-ncc statics. "~ enters tapped with two charge counters on it." -> `enters_tapped` and `etb_counters`
    (CR 614.1c, 122.6; rules/enters_with_counters.py), the abilities of "~ enters tapped." and "~ enters with two
    charge counters on it."."""
    if is_spell:
        raise NotLowered("a static ability on an instant or sorcery")
    if line.kind == "s25ncc_enters_tapped_with_counters":
        return [{"kind": "enters_tapped"}, _enters_with_counters(line)]
    raise NotLowered(f"the s25-ncc static {line.kind!r}")


def _s25ncc_connive(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ connives." / "When ~ enters, it connives." / "Target creature connives." / "~ connives 2." (CR 701.50a,
    701.50e) -> the `connive` effect (rules/s25ncc_connive.py) of ~ ("self"), of the permanent the trigger event
    named ("that_permanent") or of one target creature, with `amount` N (1 unless said)."""
    obj = effect.obj
    if duration is not None or obj is None:
        raise NotLowered("connive with a duration")
    amount = _amount(effect.amount) if effect.amount is not None else 1
    if not isinstance(amount, int) or amount < 1:
        raise NotLowered("connive with a number counted from the game")
    extra = {"amount": amount} if amount != 1 else {}
    if obj.kind == "self" or (obj.kind == "it" and ctx.self_event and not ctx.dies):
        return {"kind": "connive", "target": "self", **extra}
    if obj.kind == "it" and isinstance(ctx, _EventContext) and ctx.targets == 0 and not ctx.self_event:
        return {"kind": "connive", "target": "that_permanent", **extra}
    if obj.kind == "target" and obj.count is None and not obj.up_to:
        return {"kind": "connive", "target": _permanents(obj, ctx), **extra}
    raise NotLowered(f"connive of {obj.kind}")


_M19B_EFFECTS["s25ncc_connive"] = _s25ncc_connive


def s25ncc_connives_trigger(line: Triggered) -> Json:
    """ "Whenever ~ connives, <effects>." (CR 701.50b, 603.2) -> the trigger "s25ncc_self_connives"
    (rules/s25ncc_connive.py). Alone, without an intervening "if"."""
    if len(line.events) != 1 or line.condition is not None:
        raise NotLowered("'~ connives' with another trigger event or an intervening 'if'")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    if '"it"' in json.dumps(effects):
        raise NotLowered("'it' in a connives trigger")
    return {"kind": "triggered", "trigger": "s25ncc_self_connives", **_then(effects), **choice}


# --- s26-tsp ---


def s26tsp_static(line: Static, *, is_spell: bool) -> list[Json]:
    """ "Enchanted creature gets +2/+2 and is goaded." / "Equipped creature gets +2/+0 and is goaded." (CR 613.4c,
    701.15b): the pump as the line saying it alone is lowered, and `attacks_each_combat` of that creature with `goaded`
    (rules/s26tsp_goad.py: goaded by the Aura's or Equipment's controller)."""
    if is_spell or line.kind != "s26tsp_pump_goaded":
        raise NotLowered(f"the s26-tsp static {line.kind!r}")
    subject = line.subject.kind
    if subject not in ("enchanted_creature", "equipped_creature"):
        raise NotLowered("'is goaded' of something other than the enchanted or equipped creature")
    # the Equipment's pump is the same `attached_pump` as an Aura's (of the permanent it is attached to)
    pump = lower(dataclasses.replace(line, kind="pump", subject=dataclasses.replace(line.subject,
                                                                                kind="enchanted_creature")),
                 is_spell=False)
    return [*pump, {"kind": "attacks_each_combat", "affected": subject, "goaded": True}]


def _s26tsp_goad(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Goad target creature." / "Goad each creature target player controls." / "Goad all creatures you don't control."
    / "goad it" (CR 701.15a) -> `attack_requirement_this_turn` with `goad` (rules/s26tsp_goad.py): each creature named
    is goaded by the effect's controller until their next turn."""
    obj = effect.obj
    if duration is not None or obj is None:
        raise NotLowered("goad with a duration")
    if obj.kind == "each" and obj.noun is not None and any(
            q.name == "target_player_controls" for q in obj.noun.qualifiers):
        base, extra = _base(obj.noun)  # "each creature target player controls": every one of them (the target is
        spec = ":".join(["all", base, *extra, *_qualifiers(obj.noun)])  # the player, CR 115.1)
        try:
            parse_target_spec(spec)
        except TargetSpecError as problem:
            raise NotLowered(f"goad of {spec!r}: {problem}") from None
        return {"kind": "attack_requirement_this_turn", "target": spec, "goad": True}
    return {"kind": "attack_requirement_this_turn", "target": _permanents(obj, ctx), "goad": True}


_M19B_EFFECTS["s26tsp_goad"] = _s26tsp_goad


def _s26tsp_put_exiled_in_hand(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "put the exiled card into its owner's hand" (a permanent's triggered ability; the card its linked ability, a
    hideaway, exiled: CR 607.2a, 702.75a) -> `put_exiled_with_onto_battlefield` with `to_hand`."""
    if ctx.kind != "triggered" or duration is not None:
        raise NotLowered("'the exiled card' named other than by a permanent's triggered ability")
    return {"kind": "put_exiled_with_onto_battlefield", "to_hand": True}


_M19B_EFFECTS["s26tsp_put_exiled_in_hand"] = _s26tsp_put_exiled_in_hand


def s26tsp_play_exiled_free(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "You may play the exiled card without paying its mana cost" (a hideaway permanent's activated or triggered
    ability, linked to its hideaway, CR 607.2a, 702.75a, 118.9) -> `play_exiled_free` (rules/s26tsp_play_exiled.py):
    its "you may" is the `resolve` action's `choices.chosen`. Only with "you may", on a permanent's ability."""
    if not effect.may or ctx.kind not in ("activated", "triggered") or duration is not None:
        raise NotLowered("'play the exiled card' other than 'you may' in a permanent's ability")
    return {"kind": "play_exiled_free"}


def s26tsp_self_leaves_damage(line: Triggered) -> Json | None:
    """ "When ~ leaves the battlefield, it deals 4 damage to target creature." (Firemaw Kavu; CR 603.6c, 603.10a) -> the
    trigger "self_leaves" whose `damage` is dealt by ~ as it last existed on the battlefield (608.2h: rules/damage.py
    looks at a source that left through its last known information), as "When ~ dies, it deals ..." is read. Only one
    sentence of one damage by ~ ("it") of a fixed amount, alone, with no intervening "if"; None: any other line (read as
    before)."""
    body = line.body
    if len(line.events) != 1 or line.condition is not None or body.optional is not None or len(body.sentences) != 1:
        return None
    sentence = body.sentences[0]
    if type(sentence) is not Sentence or len(sentence.effects) != 1:
        return None
    effect = sentence.effects[0]
    if effect.verb != "deal_damage" or effect.subject is None or effect.subject.kind not in ("self", "it") \
            or effect.may or effect.amount is None or not isinstance(effect.amount.value, int) \
            or effect.amount.equal_to is not None or effect.amount.for_each is not None or effect.obj is None:
        return None
    damage = dies_damage(effect, _Context("triggered", dies=True))
    return {"kind": "triggered", "trigger": "self_leaves", "effect": damage}

# --- s26-cmdc (docs/oracle-s26-cmdc.md) ---

def s26cmdc_instead_condition(condition: Condition) -> Json | None:
    """ "~ deals 4 damage instead if you control three or more artifacts." (metalcraft) / "~ deals 5 damage instead if a
    creature died this turn." (morbid) (CR 608.2c): the RiderCondition of s21-neob's damage "instead", asked before each
    of the two damages; both stay as they are between them (only damage to the one target comes between, and no
    permanent leaves during a resolution, 704.3); None for another condition."""
    if condition.kind == "you_control_count" and condition.noun is not None and condition.number:
        return rider_condition(condition, _Context("spell"))
    if condition.kind == "records_died" and records_is_condition(condition):
        return records_rider_condition(condition)
    return None


def s26cmdc_flash_spells(noun: Noun | None) -> Json | None:
    """ "You may cast artifact spells as though they had flash." / "You may cast historic spells as though they had
    flash." -> `cast_as_though_flash` with `spells` "artifact" / "historic" (CR 702.8a, 601.3, 700.6;
    rules/flash_permission.py); None for any other spells."""
    if noun is None or [w.lower() for w in noun.words] != ["spells"]:
        return None
    qualifiers = [(q.name, q.value) for q in noun.qualifiers]
    if qualifiers == [("with_type", "artifact")]:
        return {"kind": "cast_as_though_flash", "spells": "artifact"}
    if qualifiers == [("taile_historic", "historic")]:
        return {"kind": "cast_as_though_flash", "spells": "historic"}
    return None


# "~ enters with an indestructible counter on it if you cast it from your hand." (CR 614.1c, 601.2a): `etb_counters`'s
# `if_cast` (rules/enters_with_counters.py asks rules/s25stda_if_cast.py)
_S26CMDC_IF_CAST = {"s25stda_if_cast:cast": "cast", "s25stda_if_cast:cast_from_hand": "cast_from_hand"}


_S26CMDC_ALL_GRAVEYARDS = {"creature cards": "creature_cards_in_all_graveyards", "cards": "cards_in_all_graveyards"}


def _s26cmdc_all_graveyards_pump(line: Static) -> Json:
    """ "Equipped creature gets +X/+X, where X is the number of creature cards in all graveyards." (Bonehoard; CR
    613.4c, 404.1: every player's graveyard, counted continuously) -> `attached_count_pump` with `count`
    "creature_cards_in_all_graveyards" (rules/count_pump.py); only an Aura's or Equipment's +X/+X."""
    noun = line.for_each
    words = " ".join(noun.words).lower() if noun is not None else ""
    if (line.subject.kind not in ("enchanted_creature", "equipped_creature") or line.pt != "+1/+1" or noun is None
            or noun.qualifiers or words not in _S26CMDC_ALL_GRAVEYARDS):
        raise NotLowered("a count of cards in all graveyards other than an attached creature's +X/+X")
    return {"kind": "attached_count_pump", "count": _S26CMDC_ALL_GRAVEYARDS[words]}


_M19B_STATICS["s26cmdc_all_graveyards_pump"] = _s26cmdc_all_graveyards_pump


def s26cmdc_counted_card_type(noun: Noun) -> str | None:
    """ "Equipped creature gets +1/+0 for each artifact you control." (Cranial Plating; CR 613.4c) -> the `count` of
    `attached_count_pump` for a card type you control ("artifacts_you_control"), with s23-c11's `power_each` /
    `toughness_each`; None for another noun."""
    words = " ".join(noun.words).lower()
    if [q.name for q in noun.qualifiers] != ["you_control"] or words not in _M19B_COUNTED:
        return None
    return str(_M19B_COUNTED[words])


def s26cmdc_mana_instead_both(first: Sentence, second: Sentence, condition: Condition) -> list[Json]:
    """ "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." (the Urza lands;
    CR 608.2c, 106.1, 205.3i) -> s20-m20's `add_mana` with the `amount` `s20m20_if_you_control` whose `condition` is
    the first permanent and `and_you_control` the second (rules/mana_amounts.py)."""
    assert isinstance(condition, TailbBothCondition) and condition.second is not None
    mana, times = s20m20_times(first, second)
    ctx = _Context("activated", self_event=True)
    first_spec, second_spec = (taile_rider_condition_spec(Condition("you_control", noun=noun), ctx)
                               for noun in (condition.noun, condition.second))
    amount: Json = {"kind": "s20m20_if_you_control", "condition": first_spec, "times": times,
                    "and_you_control": [second_spec]}
    return [{"kind": "add_mana", "mana": mana, "amount": amount}]


def s26cmdc_enters_or_put_into_graveyard(line: Triggered) -> Json | None:
    """ "When ~ enters or is put into a graveyard from the battlefield, draw a card." (Ichor Wellspring; CR 603.2, 603.6a,
    603.6c) -> the trigger "self_put_into_graveyard" with `also_on` ["enters"] (rules/triggers.py), as "When ~ enters or
    dies": read only when the effects name neither ~ nor "it" (a permanent in one event, a card in the other); None for
    other events."""
    verbs = [(event.kind, event.verb) for event in line.events]
    if verbs != [("self", "enters"), ("self", M2Y_TO_GRAVEYARD)]:
        return None
    if line.condition is not None or line.body.once_each_turn:
        raise NotLowered("'enters or is put into a graveyard' with an intervening 'if'")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    if any(name in json.dumps(effects) for name in ('"self"', '"it"', "that_card", "that_permanent")):
        raise NotLowered("'enters or is put into a graveyard' with effects naming ~ or it")
    return {"kind": "triggered", "trigger": "self_put_into_graveyard", "also_on": ["enters"], **_then(effects), **choice}


def s26cmdc_spell_of_type(noun: Noun) -> str | None:
    """ "Counter target artifact spell." / "target enchantment spell" (CR 205.2a, 115.1) -> the filter grammar's
    "spell:artifact" (a spell with that card type, as s21-inn's "spell:creature_or_planeswalker"); None for any other
    noun."""
    qualifiers = [(q.name, q.value) for q in noun.qualifiers]
    if noun.words != ("spell",) or len(qualifiers) != 1 or qualifiers[0][0] != "with_type":
        return None
    kind = str(qualifiers[0][1]).lower()
    return f"spell:{kind}" if kind in _SPELL_TYPE_WORDS and kind != "creature" else None


def s26cmdc_cost_reduction_on_battlefield(condition: Condition, generic: int) -> Json:
    """ "~ costs {3} less to cast if there are ten or more nonland permanents on the battlefield." (CR 601.2f, 110.1) ->
    `self_cost_reduction` with `if_on_battlefield` (the spec) and `if_on_battlefield_at_least` (rules/self_cost_reduction.py:
    every player's permanents, as the spell is cast)."""
    noun = condition.noun
    assert noun is not None and condition.number
    if noun.head == "subtype" and len(noun.words) == 1 and not noun.qualifiers:
        spec = f"permanent:{singular(noun.words[0])}"
    else:
        spec = counted_spec(noun)
    return {"kind": "self_cost_reduction", "generic": generic, "if_on_battlefield": spec,
            "if_on_battlefield_at_least": condition.number}


def s26cmdc_cost_reduction_opponents(noun: Noun, generic: int) -> Json:
    """ "~ costs {1} less to cast for each creature your opponents control." (CR 601.2f, 102.2) -> `self_cost_reduction`
    with `for_each_opponents_control` (the permanents of that spec each opponent controls, as the spell is cast)."""
    theirs = Noun(noun.head, tuple(q for q in noun.qualifiers if q.name != "opponent_controls"), noun.words)
    return {"kind": "self_cost_reduction", "generic": generic,
            "for_each_opponents_control": condition_spec(Condition("you_control", noun=theirs))}


def s26cmdc_choose_two(line: Modal) -> list[Json]:
    """ "Choose two — • ... • ..." on an instant or sorcery (CR 700.2, 700.2d) -> s15-spells' `modal` with `choose_max`
    2 and `choose_min` 2: exactly two different modes, done in the order written (rules/mode_counts.py)."""
    spell = spells_modal(dataclasses.replace(line, choose="one or both"), is_spell=True)
    spell[0]["effect"]["choose_min"] = 2
    return spell


# "Creatures with power less than ~'s power can't block creatures you control." (CR 509.1b) -> `cant_be_blocked_by` of
# "creatures_you_control" with `power_less_than_source` (rules/s26cmdc_lesser_power_blockers.py)
_M19B_STATICS["s26cmdc_lesser_power_cant_block"] = lambda line: {
    "kind": "cant_be_blocked_by", "affected": "creatures_you_control", "power_less_than_source": True}


def _s26cmdc_two_subtypes_cost_less(line: Static) -> Json:
    """ "Goblin spells and Rogue spells you cast cost {1} less to cast." (CR 601.2f, 205.3) -> `cost_reduction` of "all"
    spells with `subtype` and `or_subtype`: a spell with either subtype (a Goblin Rogue once; rules/spell_qualities.py)."""
    mana = line.pt or ""
    first, second = (singular(word) if word.endswith("s") else word for word in line.keywords)
    if not mana[1:-1].isdigit() or mana.count("{") != 1 or first == second:
        raise NotLowered(f"a cost reduction of {mana} (generic mana only) of two subtypes")
    return {"kind": "cost_reduction", "spells": "all", "generic": int(mana[1:-1]), "subtype": first,
            "or_subtype": second}


_M19B_STATICS["s26cmdc_two_subtypes_cost_less"] = _s26cmdc_two_subtypes_cost_less


def s26cmdc_threshold_instead(body: Body) -> list[Json] | None:
    """ "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle. If seven or
    more cards are in your graveyard, instead search your library for up to three basic land cards, put them onto the
    battlefield tapped, then shuffle." (threshold; CR 608.2c) -> two `if_condition` riders of the two searches, the
    first under the negated `cards_in_your_graveyard` condition (the graveyard doesn't change between the two checks:
    a search puts cards onto the battlefield). Only two untargeted library searches; None for another body."""
    sentences = body.sentences
    if len(sentences) != 2 or not getattr(sentences[1], "instead", False) or body.optional is not None:
        return None
    condition: Condition | None = getattr(sentences[1], "condition", None)
    if condition is None or condition.kind != "cards_in_your_graveyard" or condition.number is None:
        return None
    first, second = sentences
    if (getattr(first, "condition", None) is not None or first.x_is is not None or second.x_is is not None
            or len(first.effects) != 1 or len(second.effects) != 1):
        raise NotLowered("threshold's 'instead' of several effects or a conditional sentence")
    otherwise = lower_effect(first.effects[0], _Context("spell"), first.fronted_duration)
    effect = lower_effect(second.effects[0], _Context("spell"), second.fronted_duration)
    for lowered in (otherwise, effect):
        if lowered.get("kind") != "search_library" or _targets_something(lowered):
            raise NotLowered(f"threshold's 'instead' of a {lowered.get('kind')} effect")
    threshold: Json = {"kind": "cards_in_your_graveyard", "number": condition.number}
    return [{"kind": "spell", "effect": rider_wrap({**threshold, "negated": True}, otherwise)},
            {"kind": "spell", "effect": rider_wrap(threshold, effect)}]
# --- s26-cmdb ---

# "{T}: Add {B} or {R}. Activate only if you control a Swamp." / "{T}: Add {C}{C}. Activate only if you control five or
# more lands." (CR 602.5b, 605.3a): the activated abilities' condition kept on the mana ability (`as_mana_ability`;
# rules/mana_abilities.py checks it as the ability is activated, rules/payment.py's automatic payments skip it unmet)
S26CMDB_MANA_CONDITIONS = ("activate_only_if_you_control", "activate_only_if_you_control_at_least")


def s26cmdb_cast_subtypes_trigger(line: Triggered) -> Json:
    """ "Whenever you cast a Spirit or Arcane spell, <effect>." / "... an Aura, Equipment, or Vehicle spell, ..."
    (CR 603.2, 601.2i, 205.3) -> the `cast_trigger` "you cast a spell" reads (`_cast_trigger`) with
    `s26cmdb_spell_subtypes`: a spell with one of the subtypes triggers it (rules/cast_triggers.py)."""
    if line.condition is not None or line.step is not None:
        raise NotLowered("an intervening 'if' on a cast trigger")
    noun = line.events[0].noun
    assert noun is not None
    subtypes = next((q.value for q in noun.qualifiers if q.name == "s26cmdb_subtypes"), None) or ""
    names = subtypes.split()
    if len(names) < 2 or len(set(names)) != len(names) or len(names) > 4:
        raise NotLowered(f"a cast trigger on a {' '.join(noun.words)}")
    plain = dataclasses.replace(line.events[0], kind="you_cast", noun=Noun("spell", (), ("spell",)))
    ability = _cast_trigger(dataclasses.replace(line, events=(plain,)))
    ability["s26cmdb_spell_subtypes"] = names
    return ability


def s26cmdb_creature_token_spec(noun: Noun) -> str:
    """ "a creature token" / "a creature token you control" in a trigger's event (CR 111.1) -> the spec
    "creature:token[:...]" (the permanent matched as it last existed, rules/leaves_triggers.py)."""
    rest = [q for q in noun.qualifiers if not (q.name == "with_type" and q.value == "creature")]
    if len(rest) == len(noun.qualifiers):
        raise NotLowered(f"a trigger on {' '.join(noun.words)!r} that is not a creature token")
    spec = ":".join(["creature", *_qualifiers(Noun("creature", tuple(rest), ("creature",))), "token"])
    parse_target_spec(spec)
    return spec


def s26cmdb_enters_counters_body(body: Body, ctx: _Context) -> list[Json] | None:
    """ "Whenever another creature enters under your control, put a +1/+1 counter on that creature and a +1/+1 counter on
    ~." (CR 603.2, 122.1) -> `put_counters` on `that_permanent` (the permanent that entered, named by
    rules/enters_triggers.py) and on ~: "that creature" names the entering one (as s23-c14's pump), before any target.
    None when the body reads otherwise (only counters put on the entering creature, and on ~)."""
    effects = entering_creature_effects(body, ctx, _Context("triggered"))
    if effects is None:
        return None
    targets = [e.get("target") for e in effects]
    if (not effects or any(e.get("kind") != "put_counters" or "duration" in e for e in effects)
            or "that_permanent" not in targets or set(targets) - {"that_permanent", "self"}):
        return None
    return effects


def s26cmdb_static(line: Static, *, is_spell: bool) -> list[Json]:
    """ "You and Humans you control have hexproof." (CR 702.11c, 702.11d) -> `player_hexproof` (rules/player_hexproof.py)
    and the static the line "Humans you control have hexproof." is (`_static_ability`); only hexproof."""
    if is_spell or line.kind != "s26cmdb_you_and_have" or [keyword_text(k) for k in line.keywords] != ["hexproof"]:
        raise NotLowered("'You and <permanents> have <keywords>' other than hexproof")
    return [{"kind": "player_hexproof"}, _static_ability(Static("keywords", line.subject, keywords=line.keywords))]


def s26cmdb_each_deals_to_controller(effect: Effect, ctx: _Context, duration: str | None) -> Json | None:
    """ "Each creature deals 1 damage to its controller." (CR 120.1, 608.2c) -> `damage_by_it` of the "each" spec with
    `amount` N and `s26cmdb_to_its_controller` (rules/damage_by_it.py); None for other damage."""
    source, obj = effect.subject, effect.obj
    if (source is None or source.kind != "each" or source.noun is None or obj is None or obj.kind != "player"
            or obj.player != "its_controller"):
        return None
    counted = effect.amount
    amount = counted.value if counted is not None and counted.for_each is None and counted.equal_to is None else None
    if duration is not None or not isinstance(amount, int) or amount < 1:
        raise NotLowered("damage dealt by each creature to its controller, not a number")
    spec = object_spec(source, ctx, players=False)
    if not spec.startswith(("each_creature", "all:creature")):
        raise NotLowered(f"damage dealt by each {' '.join(source.noun.words)} to its controller")
    return {"kind": "damage_by_it", "amount": amount, "target": spec, "s26cmdb_to_its_controller": True}


def s26cmdb_its_power_is_self(effects: list[Json]) -> bool:
    """ "{2}{G}{G}: ~ gets +X/+X until end of turn, where X is its power." (CR 107.3, 608.2h): "its" is ~ when every
    effect of the sentence is a pump of ~ itself (no other object the word could name): X is "source_power", ~'s power
    as the effect resolves (as "where X is ~'s power")."""
    return bool(effects) and all(e.get("kind") in ("pump", "put_counters") and e.get("target") == "self"  # s27-cmd: counters
                                 for e in effects)


def _s26cmdb_draw_per_chosen_type(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Choose a creature type. Draw a card for each permanent you control of that type." (CR 608.2d, 205.3m) ->
    `draw` of the `Count` "s26cmdb_chosen_type:<spec>": the permanents of the spec that have the creature type chosen
    as the spell resolves (rules/s26cmdb_chosen_type.py). A spell's only."""
    noun = effect.amount.for_each if effect.amount is not None else None
    if duration is not None or noun is None or ctx.kind != "spell":
        raise NotLowered("a creature type chosen outside a spell")
    spec = count_of_spec(noun).removeprefix("count:")
    if "|" in spec or any(part[:1].isupper() for part in spec.split(":")):
        raise NotLowered("a chosen type's count of several groups or with a subtype")
    return {"kind": "draw", "amount": f"s26cmdb_chosen_type:{spec}", "player": "you"}


_M19B_EFFECTS["s26cmdb_draw_per_chosen_type"] = _s26cmdb_draw_per_chosen_type


def _s26cmdb_attacking_tokens_for_each(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "create a 2/2 green Wolf creature token that's tapped and attacking for each creature card in your graveyard"
    (CR 508.4, 111.1, 608.2h) -> the `create_token` "create a <token> for each ..." is (`_tokens_for_each`, its count
    as it resolves) with `tapped` and `attacking` (as "Create a ... token that's tapped and attacking.")."""
    if duration is not None:
        raise NotLowered("attacking tokens with a duration")
    created = _tokens_for_each(dataclasses.replace(effect, verb="create_token"), ctx)
    return {**created, "tapped": True, "attacking": True}


_M19B_EFFECTS["s26cmdb_attacking_tokens_for_each"] = _s26cmdb_attacking_tokens_for_each


def s26cmdb_dies_body(body: Body, ctx: _Context) -> list[Json]:
    """The effects of "Whenever a creature an opponent controls dies, <effects>": read as before; a body not read so is
    read with "it" naming the card the dying creature became in its owner's graveyard (`that_card`, named by
    rules/dies_triggers.py; CR 603.10a, 400.7) when every effect on it exiles it: "exile it and put a +1/+1 counter on
    each Vampire you control" (Patron of the Vein)."""
    try:
        return lower_body(body, ctx)
    except NotLowered:
        setattr(ctx, "s26cmdb_it_that_card", True)  # noqa: B010
        try:
            effects = lower_body(body, ctx)
        finally:
            setattr(ctx, "s26cmdb_it_that_card", False)  # noqa: B010
        if any(e.get("target") == "that_card" and e.get("kind") != "exile" for e in effects) or '"that_card"' not in \
                json.dumps([e for e in effects if e.get("kind") == "exile"]):
            raise
        if any("that_card" in json.dumps(e) and e.get("target") != "that_card" for e in effects):
            raise
        return effects
# --- s26-mh ---


def s26mh_attached_as_long_as(ability: Json, condition: str) -> Json:
    """ "Enchanted creature has vigilance as long as you control a black or green permanent." (CR 611.3a, 613.1f):
    the Aura's or Equipment's `attached_pump` with `as_long_as_you_control` (rules/s21szn_attached_conditions.py), when
    it has no other condition."""
    if ability.get("as_long_as") is not None or ability.get("if_creature") or ability.get("if_subtype"):
        raise NotLowered("a second condition on this attached ability")
    return {**ability, "as_long_as_you_control": condition}


def s26mh_damage_if_you_control(line: Triggered) -> bool:
    """ "Whenever ~ deals combat damage to a player, if you control a blue or red permanent, ..." (CR 603.4, 510.2): a
    self combat-damage trigger whose intervening "if" is "you control <permanent>" (`if_you_control`, checked as the
    damage is dealt, rules/damage_triggers.py, and again as it resolves, rules/triggers.py)."""
    return (len(line.events) == 1 and line.events[0].kind == "self"
            and line.events[0].verb == "deals combat damage to a player"
            and line.condition is not None and line.condition.kind == "you_control")


def s26mh_mill_cost(cost: Cost) -> Json:
    """ "Mill a card" / "Mill two cards" as an activation cost (CR 602.2b, 701.17a) -> the other cost `mill` with
    `amount` (rules/activation_costs.py)."""
    amount = cost.amount
    if amount is None or not isinstance(amount.value, int) or amount.for_each is not None or amount.value < 1:
        raise NotLowered("a mill cost of a number counted from the game")
    return {"kind": "mill", **({"amount": amount.value} if amount.value != 1 else {})}


def s26mh_self_flash(line: Static) -> Json:
    """ "[As long as / If] you control <permanent>, you may cast ~ as though it had flash." (CR 702.8a, 601.3, 113.6) ->
    `cast_as_though_flash` with `spells` "self" and `if_you_control` (rules/flash_permission.py)."""
    ability: Json = {"kind": "cast_as_though_flash", "spells": "self"}
    if line.kind == "s26mh_cast_self_from_graveyard":  # "You may cast ~ from your graveyard [as long as ...]" (CR 601.3)
        ability = {"kind": "cast_self_from_graveyard"}
    if line.condition is not None:
        ability["if_you_control"] = condition_spec(line.condition)
    return ability


def s26mh_tap_dont_untap(effects: list[Json]) -> bool:
    """ "Whenever you cast an instant or sorcery spell, tap target creature an opponent controls. That creature doesn't
    untap during its controller's next untap step." (CR 502.3, 608.2c): the cast trigger's two effects, the second on
    the first's one target (`taila_checked_body` checked the words)."""
    return (len(effects) == 2 and effects[0].get("kind") == "tap" and effects[1].get("kind") ==
            "doesnt_untap_next_untap_step" and effects[1].get("target") == "it")


def s26mh_you_gain(effect: Effect) -> bool:
    """ "You gain shroud until end of turn." (CR 702.18a, 702.11c, 514.2): the grammar's "<object> gains <keywords>" of the
    player "you" with no power/toughness change, lowered as the player's `player_gains_keywords` (r2players)."""
    obj = effect.obj
    return (obj is not None and obj.kind == "player" and obj.player == "you" and effect.pt == "+0/+0"
            and bool(effect.keywords))


def s26mh_counters_put_on_self_trigger(line: Triggered) -> Json:
    """ "Whenever one or more +1/+1 counters are put on ~, <effects>." (CR 122.6, 603.2) -> the trigger
    "s26mh_counters_put_on_self" with `counters_put` (rules/counters_put_triggers.py: whoever puts them, and as ~ enters
    with them); "it" is ~. Only +1/+1 counters, without an intervening "if"."""
    event = line.events[0]
    if event.counter != "+1/+1" or line.condition is not None:
        raise NotLowered(f"a trigger on {event.counter or 'named'} counters put on ~")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered", self_event=True))
    return {"kind": "triggered", "trigger": "s26mh_counters_put_on_self", "counters_put": event.counter,
            **_then(effects), **choice}


def s26mh_you_control_count(condition: Condition) -> Json:
    """ "if you control three or more creatures / tokens" (CR 603.4; rules/you_control.py) -> `if_you_control` and
    `if_you_control_at_least` (of a step trigger, and of a "When ~ enters / attacks" trigger). "tokens" is a permanent
    in the state "token" (CR 111.1)."""
    number = condition.number
    if number is None or number < 1:
        raise NotLowered("a count of permanents without a number")
    noun = condition.noun
    if (
        noun is None
        or noun.head != "plural"
        or any(q.name in ("you_control", "opponent_controls", "other") for q in noun.qualifiers)
    ):
        raise NotLowered("a count of permanents the engine doesn't name")
    base, extra = _base(noun)
    found: Json = {"if_you_control": ":".join([base, *extra, *_qualifiers(noun)])}
    parse_target_spec(found["if_you_control"])
    if number != 1:
        found["if_you_control_at_least"] = number
    return found


def s26mh_spell_cycle_trigger(line: Triggered) -> Json | None:
    """ "When you cycle ~, <effects>." on an instant or sorcery (CR 702.29a, 603.2, 113.6k: it triggers as the card is
    cycled from its owner's hand, as a permanent card's does) -> the trigger "self_cycled" as a permanent card's line reads
    it; None for any other trigger."""
    if len(line.events) != 1 or line.events[0].kind != "self_cycled":
        return None
    ability = _triggered(line)
    return ability if ability.get("trigger") == "self_cycled" else None
# --- s26-core ---


def s26core_control_of_it(effect: Effect, spec: str) -> bool:
    """ "Untap target creature and gain control of it until end of turn." (10E's Threaten): "it" is the one target the
    effect before chose (`it`, CR 608.2c; rules/effects_targets.py `affected`), its control gained until end of turn
    (CR 613.1b, 611.2a)."""
    assert effect.obj is not None
    return effect.obj.kind == "it" and spec == "it" and effect.duration == "end_of_turn"


# "Whenever enchanted creature attacks or blocks, its controller loses 3 life." (10E's Contaminated Bond): in the
# attack and block triggers of an Aura or Equipment, the engine names the attacking / blocking creature's controller
# `that_player` (rules/attached_triggers.py, rules/enchanted_block_triggers.py); "its controller" is that player.
_S26CORE_ITS_CONTROLLER_TRIGGERS = frozenset({"enchanted_attacks", "equipped_attacks", "enchanted_blocks"})


def s26core_attached_context(trigger: str) -> _Context:
    """The context of an attached creature's trigger: "its controller" names `that_player` in the attack and block
    triggers (CR 508.3a, 509.3a, 608.2h)."""
    ctx = _Context("triggered")
    setattr(ctx, "s26core_its_controller", trigger in _S26CORE_ITS_CONTROLLER_TRIGGERS)  # noqa: B010
    return ctx


def s26core_its_controller_loses(effect: Effect, ctx: _Context) -> bool:
    """ "its controller loses N life" in such a trigger -> `lose_life` with player "that_player" (CR 119.3)."""
    subject = effect.subject
    return (bool(getattr(ctx, "s26core_its_controller", False)) and subject is not None and subject.kind == "player"
            and subject.player == "its_controller" and not effect.may and effect.obj is None
            and effect.amount is not None and effect.amount.for_each is None and effect.amount.equal_to is None)


def s26core_either_type_spells(noun: Noun, ability: Json) -> Noun:
    """ "Artifact and enchantment spells ... cost {2} more to cast." (10E's Aura of Silence): spells of either card type
    (CR 601.2f) -> `card_type` and `also_card_type` on `ability`; the noun left is "spells". Any other noun is returned
    as it is."""
    words = [w.lower() for w in noun.words]
    if (noun.head != "spell" or noun.qualifiers or len(words) != 4 or words[1] != "and" or words[3] != "spells"
            or words[0] == words[2] or not {words[0], words[2]} <= set(_CARD_TYPE_NAMES) - {"land"}):
        return noun
    ability["card_type"], ability["also_card_type"] = _CARD_TYPE_NAMES[words[0]], _CARD_TYPE_NAMES[words[2]]
    return dataclasses.replace(noun, words=("spells",))


def s26core_plus_minus_x(sentence: Sentence) -> tuple[Sentence, bool]:
    """ "All creatures get +X/-X until end of turn." (10E's Flowstone Slide; CR 107.3a, 613.4c): X is the value the
    spell's X was given (no ", where X is"); the sentence read as "+X/+X" and True (the pump's toughness is then
    subtracted, `toughness_negated`, rules/triggers.py); any other sentence as it is and False."""
    if sentence.x_is is not None or not any(effect.pt == "+X/-X" for effect in sentence.effects):
        return sentence, False
    if len(sentence.effects) != 1 or sentence.effects[0].verb != "pump":
        raise NotLowered("+X/-X beside other effects")
    return dataclasses.replace(sentence, effects=(dataclasses.replace(sentence.effects[0], pt="+X/+X"),)), True


def s26core_negate_toughness(effects: list[Json]) -> None:
    """The pump of a "+X/-X" sentence adds X to the power and subtracts it from the toughness."""
    if len(effects) != 1 or effects[0]["kind"] != "pump" or effects[0].get("power") != "X" or effects[0].get(
            "toughness") != "X":
        raise NotLowered("+X/-X as something other than a pump of X")
    effects[0]["toughness_negated"] = True


def s26core_each_counts_own(effect: Effect) -> Json | None:
    """ "Each player loses 1 life for each creature they control." (10E's Stronghold Discipline; CR 119.3, 608.2h) ->
    `lose_life` with `per_player`: each player's loss is counted from the permanents of that card type that player
    controls (rules/effects_life.py). None for any other line."""
    subject, amount = effect.subject, effect.amount
    if (subject is None or subject.kind != "player" or subject.player not in ("each_player", "each_opponent")
            or amount is None or amount.value != 1 or amount.for_each is None or amount.equal_to is not None
            or effect.may or effect.obj is not None):
        return None
    noun = amount.for_each
    if [q.name for q in noun.qualifiers] != ["combat_they_control"]:
        return None
    count = _counted(dataclasses.replace(noun, qualifiers=(Qualifier("you_control"),)))
    if count not in ("creatures_you_control", "lands_you_control", "artifacts_you_control"):
        raise NotLowered(f"'for each {' '.join(noun.words)} they control'")
    return {"kind": "lose_life", "amount": count, "player": subject.player, "per_player": True}


def s26core_that_creatures_stat(amount: Amount | None, ctx: _Context) -> str | None:
    """ "When ~ enters, tap up to one target creature. You gain life equal to that creature's power." (JMP's Brightmare;
    CR 608.2h) -> "its_power" / "its_toughness": the power of what the one targeted effect before affected, as it last
    existed (rules/effects_targets.py `referred_amount`; none chosen: 0). "that creature" names the target alone, so it is
    read in abilities too, where "its" could be ~'s."""
    if amount is None or amount.for_each is not None or amount.equal_to not in ("s26core_that_creatures_power",
                                                                               "s26core_that_creatures_toughness"):
        return None
    last = str(getattr(ctx, "last_target", ""))
    if ctx.targets != 1 or ctx.plural or ctx.dies or spec_base(last) not in ("creature",
                                                                           "attacking_or_blocking_creature"):
        raise NotLowered("'that creature's power' where no one targeted creature came before")
    return "its_" + amount.equal_to.removeprefix("s26core_that_creatures_")


def s26core_entering_stat(amount: Amount | None, ctx: _Context) -> str | None:
    """ "Whenever a creature enters under your control, you gain life equal to its toughness." (10E's Angelic Chorus; CR
    608.2h): in a trigger on a creature entering, before any target, "its" (or "that creature's") power or toughness is
    the entering creature's -> the `Count` "that_permanent_power" / "that_permanent_toughness"
    (rules/s26core_event_stats.py). None elsewhere."""
    if (amount is None or amount.for_each is not None or ctx.targets or not getattr(ctx, "s23c12_it_entering", False)
            or amount.equal_to not in ("its_power", "its_toughness", "s26core_that_creatures_power",
                                       "s26core_that_creatures_toughness")):
        return None
    return "that_permanent_" + str(amount.equal_to).rsplit("_", 1)[-1]


def s26core_where_x_entering(x_is: Any, ctx: _Context) -> Any:
    """ "Whenever another creature enters, you may put X +1/+1 counters on ~, where X is that creature's power." (JMP's
    Hamletback Goliath; CR 107.3, 608.2h): X is the entering creature's power (`s26core_entering_stat`); any other X is
    returned as it is."""
    if isinstance(x_is, tuple) and x_is[0] == "number_of" and isinstance(x_is[1], Noun) and [
            q.name for q in x_is[1].qualifiers] == ["s26core_in_their_hand"] and getattr(ctx, "taila_that_player", False):
        if [w.lower() for w in x_is[1].words] != ["cards"]:
            raise NotLowered("a count of some cards in that player's hand")
        return "that_player_hand_cards"  # "where X is the number of cards in their hand", that player's (CR 402.1)
    if x_is in ("s26core_that_creatures_power", "s26core_that_creatures_toughness") and (
            found := s26core_entering_stat(Amount("equal", equal_to=x_is), ctx)) is not None:  # not "its": ~'s?
        return found
    return x_is


def s26core_its_card_mana_value(previous: Json) -> bool:
    """ "Put target creature card from a graveyard onto the battlefield under your control. You lose life equal to its
    mana value." (JMP's Reanimate; CR 119.3, 202.3, 608.2h): "its" is the one target card the effect before put onto the
    battlefield -> `lose_life` of "its_mana_value" (the card as it last existed in its zone, rules/effects_targets.py
    `referred_amount`; an illegal target: 0)."""
    return (previous.get("kind") == "return_to_battlefield" and str(previous.get("target", "")).startswith("card_in_")
            and "target_count" not in previous and "up_to" not in previous)


def s26core_their_hand_damage(effect: Effect, ctx: _Context) -> Json | None:
    """ "~ deals damage to target player equal to the number of cards in that player's hand." (10E's Sudden Impact; CR
    402.1, 608.2h) -> `damage` to the one target player (opponent) of the `Count` "target_hand_cards", counted in that
    player's hand as it resolves (rules/s26core_target_hand.py). None when the amount counts no such hand."""
    amount, obj = effect.amount, effect.obj
    noun = amount.for_each if amount is not None else None
    if noun is None or not any(q.name == "s26core_in_their_hand" for q in noun.qualifiers):
        return None
    assert amount is not None and obj is not None
    if (amount.equal_to != "number_of" or len(noun.qualifiers) != 1 or [w.lower() for w in noun.words] != ["cards"]
            or obj.kind != "target" or obj.noun is None or obj.noun.head not in ("player", "opponent")
            or obj.noun.qualifiers or obj.up_to or obj.count is not None or ctx.targets):
        raise NotLowered("cards in that player's hand other than damage to one target player")
    ctx.took_target(obj.noun.head)
    return {"kind": "damage", "amount": "target_hand_cards", "target": obj.noun.head}


def _s26core_that_player_returns(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "At the beginning of each player's upkeep, that player returns a creature they control to its owner's hand."
    (10E's Sunken Hope; CR 608.2d, 400.3) -> `return_chosen_to_hand` with `player` "that_player": the player the
    trigger names chooses, as it resolves, one of the permanents they control (rules/return_chosen.py). Only where the
    trigger names that player (`taila_that_player`)."""
    ref = effect.obj
    if duration is not None or not getattr(ctx, "taila_that_player", False) or ref is None or ref.noun is None:
        raise NotLowered("'that player returns ...' where no trigger names that player")
    names = [q.name for q in ref.noun.qualifiers]
    if names.count("combat_they_control") != 1 or "you_control" in names:
        raise NotLowered("'that player returns' a permanent not said to be one they control")
    noun = dataclasses.replace(ref.noun, qualifiers=tuple(Qualifier("you_control") if q.name == "combat_they_control"
                                                          else q for q in ref.noun.qualifiers))
    returned = s18m20_return_chosen(dataclasses.replace(effect, subject=None, obj=dataclasses.replace(ref, noun=noun)))
    return {**returned, "player": "that_player"}


_M19B_EFFECTS["s26core_that_player_returns"] = _s26core_that_player_returns


def s26core_protection_from_chosen(line: Static) -> Json:
    """ "~ has protection from the chosen color." (10E's Voice of All; CR 702.16a, 607.2a) -> `static_pump` of ~ with
    `protection_from_chosen_color` (rules/static_pump.py: "protection:<color>" of the color ~ chose as it entered; none
    chosen, none). The card's "As ~ enters, choose a color." makes the choice (rules/chosen.py)."""
    return {"kind": "static_pump", "affected": "self", "power": 0, "toughness": 0, "protection_from_chosen_color": True}


_M19B_STATICS["s26core_protection_from_chosen"] = s26core_protection_from_chosen


def _s26core_pump_per_blocker(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking it." (10E's Elvish
    Berserker; CR 509.1h, 608.2h) -> s14-r2m20's `pump` of ~ by "count:creature:blocking_source" (the creatures
    blocking ~ as it resolves). Only where "it" is ~: a trigger on ~'s own event, before any target."""
    if not ctx.self_event or ctx.targets or effect.obj is None or effect.obj.kind not in ("it", "self"):
        raise NotLowered("'for each creature blocking it' where 'it' could be other than ~")
    return r2m20_pump_for_each(dataclasses.replace(effect, verb="r2m20_pump_for_each"), ctx, duration)


_M19B_EFFECTS["s26core_pump_per_blocker"] = _s26core_pump_per_blocker


def s26core_looked_at_hand(body: Body) -> tuple[Body, Json]:
    """ "Look at target player's hand and choose a card from it. That player discards that card." (10E's Thrull
    Surgeon; CR 402.3, 608.2d, 701.9a): the body read as "Target player reveals their hand. You choose a card from it.
    ..." is, with `looked` (the ability's controller looks at the hand: nothing is revealed, rules/reveal_discard.py);
    any other body as it is, with nothing added."""
    sentences = body.sentences
    if not sentences or tuple(e.verb for e in sentences[0].effects) != ("s26core_look_at_hand", "choose_from_it"):
        return body, {}
    first = sentences[0]
    if first.then or first.fronted_duration or first.x_is is not None:
        raise NotLowered("a duration or condition on looking at a hand")
    look, choose = first.effects
    split = (Sentence((dataclasses.replace(look, verb="reveal_hand"),)), Sentence((choose,)))
    return dataclasses.replace(body, sentences=(*split, *sentences[1:])), {"looked": True}


def s26core_graveyard_cards(condition: Condition) -> Json:
    """ "At the beginning of your upkeep, if twenty or more creature cards are in your graveyard, you win the game."
    (10E's Mortal Combat; CR 603.4, 404.1) -> the step trigger's `if_graveyard_cards` (s15-r2m20's count of one card
    type, rules/life_total_conditions.py), checked as it would trigger and as it resolves."""
    assert condition.noun is not None
    card_type = _R2M20_CARD_TYPES.get(condition.noun.words[0]) if len(condition.noun.words) == 1 else None
    if card_type is None or not condition.number:
        raise NotLowered(f"counting {' '.join(condition.noun.words)!r} cards in your graveyard on a step trigger")
    return {"card_type": card_type, "at_least": condition.number}


def s26core_its_of_the_sacrificed(sentence: Sentence, ctx: _Context) -> Sentence:
    """ "You draw cards equal to the sacrificed creature's power, then you gain life equal to its toughness." (JMP's
    Momentous Fall; CR 608.2h): in a sentence whose effect before names "the sacrificed creature's power", before any
    target, "its toughness" is the sacrificed creature's -> "sacrificed_toughness" (s18-neoa's count, kept as the spell
    is cast, rules/sacrificed_amounts.py; checked against the card's additional cost as "the sacrificed creature's
    power" is). Any other sentence is returned as it is."""
    effects = sentence.effects
    if ctx.targets or len(effects) != 2 or any(e.amount is None for e in effects):
        return sentence
    first, second = effects
    assert first.amount is not None and second.amount is not None
    if first.amount.equal_to != "sacrificed_power" or second.amount.equal_to != "its_toughness" or (
            second.amount.for_each is not None):
        return sentence
    again = dataclasses.replace(second, amount=dataclasses.replace(second.amount, equal_to="sacrificed_toughness:creature"))
    return dataclasses.replace(sentence, effects=(first, again))

_S14_FORAGE_TRIGGERS = (*_S14_FORAGE_TRIGGERS, "opponent_loses_life")  # type: ignore[assignment]  # s26-core (CR 603.2)


def s26core_stat_run(q: Qualifier) -> Json:
    """ "Whenever you cast a creature spell with power 4, 5, or 6, ..." (JMP's Sarkhan's Unsealing; CR 601.2i, 208.1) ->
    `spell_with` "power>=4" and "power<=6" (every comparison must hold, rules/cast_trigger_stats.py)."""
    if "|" not in str(q.value):
        raise NotLowered(f"a spell with {q.value} (numbers that don't follow one another)")
    return {"spell_with": str(q.value).split("|")}


_M19B2_CAST_QUALIFIERS["s26core_stat_run"] = s26core_stat_run
# --- s26-std ---


def s26std_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """The s26-std effects (docs/oracle-s26-std.md)."""
    if effect.verb == "s26std_becomes_subtype":
        return s26std_becomes_subtype(effect, ctx, duration)
    if effect.verb == "s26std_flicker_yours":
        # "exile ..., then return that card to the battlefield under your control" (CR 610.3, 110.2a): the `flicker`
        # of "under its owner's control" with `under_your_control`
        return {**_lower_effect(dataclasses.replace(effect, verb="flicker"), ctx, duration), "under_your_control": True}
    raise NotLowered(f"effect '{effect.verb}' (no engine node for it here)")


def s26std_becomes_subtype(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Until end of turn, target creature becomes a blue Serpent with base power and toughness 4/4 [and gains
    flying]." -> `becomes_creature` with no card type added and `replaces_creature_types` (CR 205.1a: the creature type
    it names replaces its creature types, layer 4, 613.1d), `colors` (replacing its colors, layer 5, 613.1e, 105.3),
    `keywords` (layer 6, 613.1f) and its base power and toughness (layer 7b, 613.4b). Only a target creature and only until
    end of turn (without a duration it would last indefinitely)."""
    assert effect.obj is not None and effect.token is not None
    if (effect.duration or duration) != "end_of_turn":
        raise NotLowered("'becomes a <creature type> with base power and toughness' for a duration other than until "
                         "end of turn")
    obj = effect.obj
    if obj.kind == "target" and (obj.noun is None or obj.noun.head not in ("creature", "creatures")):
        raise NotLowered("'becomes a <creature type>' on a target that isn't a creature")
    if obj.kind != "target":
        raise NotLowered(f"'becomes a <creature type>' on {obj.kind.replace('_', ' ')}")
    if "colorless" in effect.token.colors or not effect.token.subtypes:
        raise NotLowered("'becomes a colorless <creature type>'")
    if any(subtype not in CREATURE_TYPES for subtype in effect.token.subtypes):
        raise NotLowered("'becomes a <subtype>' that isn't a creature type")
    lowered = becomes_creature_effect(effect.token, [], _permanents(obj, ctx))
    return {**lowered, "replaces_creature_types": True}


def s26std_static(line: Static) -> list[Json]:
    """The s26-std statics of a permanent (docs/oracle-s26-std.md)."""
    if line.kind == "s26std_not_creature_devotion" and line.amount is not None and isinstance(line.amount.value, int):
        # "As long as your devotion to white is less than five, ~ isn't a creature." (CR 700.5, 613.1d)
        colors = "".join(_COLOR_CODES[color] for color in line.keywords)
        return [{"kind": "not_creature_below_devotion", "colors": colors, "devotion": line.amount.value}]
    if line.kind == "s26std_named_count_pump" and line.pt is not None:
        # "~ gets +1/+1 for each other creature on the battlefield named ~." (Relentless Rats; CR 201.2, 613.4c)
        power, toughness = _pt(line.pt)
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise NotLowered(f"a counted change of power/toughness {line.pt!r}")
        return [{"kind": "self_count_pump", "power": power, "toughness": toughness, "count": "creatures",
                 "other": True, "same_name": True}]
    if line.kind == "s26std_attached_otherwise" and line.pt is not None and line.subtype is not None:
        # "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2." (CR 611.3a, 613.4c)
        subtype = s24isd_creature_type(line.subtype)
        pumps = []
        for change, unless in ((line.pt, False), (line.keywords[0], True)):
            power, toughness = _pt(change)
            if not isinstance(power, int) or not isinstance(toughness, int):
                raise NotLowered(f"a change of power/toughness {change!r}")
            pumps.append({"kind": "attached_pump", "power": power, "toughness": toughness, "if_subtype": subtype,
                          **({"unless_condition": True} if unless else {})})
        return pumps
    if line.kind == "s26std_counter_prevention" and line.amount is not None:
        # "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1
        # counter [that many +1/+1 counters] from it." (CR 615.1)
        if set(line.keywords) != {"+1/+1"}:
            raise NotLowered("a damage prevention removing counters other than +1/+1 counters")
        return [{"kind": "prevent_damage_remove_counter",
                 **({"that_many": True} if line.amount.value == "that_many" else {})}]
    if line.kind == "s26std_deck_copies":
        # "A deck can have any number of cards named ~." (CR 100.2a, 101.1): a rule of deck construction
        return [{"kind": "deck_copies", **({} if line.amount is None else {"copies": line.amount.value})}]
    raise NotLowered(f"static '{line.kind}' (no engine node for it here)")


def s26std_other_named_count(noun: Noun) -> Json | None:
    """ "for each other creature named ~ you control" (Seven Dwarves) -> `self_count_pump`'s count of the creatures
    you control with ~'s name (`same_name`, CR 201.2), ~ itself left out (`other`); None for another count."""
    qualifiers = sorted(q.name for q in noun.qualifiers)
    if noun.head == "creature" and qualifiers == ["library_named_self", "other", "you_control"]:
        return {"count": "creatures_you_control", "other": True, "same_name": True}
    return None
# --- s26-cmda ---
def s26cmda_static(line: Static, *, is_spell: bool) -> list[Json]:
    """The s26-cmda block of oracle.lark: "If you control a commander, you may cast ~ without paying its mana cost." ->
    the `alternative_cost` "rather_than_mana_cost" of {0} with `if_you_control_a_commander` (CR 118.9, 903.3d);
    "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking
    you." -> `attack_cost` with `affected` "attacking_only_you" (CR 508.1g-h; rules/attack_costs.py)."""
    if line.kind == "s26cmda_free_if_commander":
        return [{"kind": "alternative_cost", "name": "rather_than_mana_cost", "cost": "{0}",
                 "if_you_control_a_commander": True}]
    if line.kind == "s26cmda_attack_tax_you" and not is_spell:
        return [{"kind": "attack_cost", "cost": "".join(line.keywords), "affected": "attacking_only_you"}]
    raise NotLowered(f"the s26-cmda static {line.kind!r}")




def s26cmda_search_share_land_type(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "search your library for up to two basic land cards that share a land type, put them onto the battlefield
    tapped, then shuffle" (CR 701.23a, 205.3i) -> `search_library` with `count` and `share_a_land_type`: the cards
    found have a land type in common (rules/s26cmda_search.py)."""
    if duration is not None:
        raise NotLowered("a search with a duration")
    found = lower_search(dataclasses.replace(effect, verb="search_library"))
    if "quality" not in found or found.get("count", 1) < 2:
        raise NotLowered("'that share a land type' without several cards of a stated quality")
    return {**found, "share_a_land_type": True}


_M19B_EFFECTS["s26cmda_search_share_land_type"] = s26cmda_search_share_land_type


def s26cmda_mana_gain_life(ability: Json) -> Json | None:
    """ "{T}: Add {C}. You gain 1 life." (CR 605.1a: a mana ability; 605.3b: it resolves at once, the life gain with
    it) -> the mana ability with `life_to_you` (rules/mana_abilities.py); None for anything else after the mana."""
    if set(ability) != {"kind", "cost", "effect", "then_effects"} or ability.get("kind") != "activated":
        return None
    then = ability["then_effects"]
    if not isinstance(then, list) or len(then) != 1 or then[0].get("kind") != "gain_life" \
            or set(then[0]) != {"kind", "amount", "player"} or then[0]["player"] != "you" \
            or not isinstance(then[0]["amount"], int) or isinstance(then[0]["amount"], bool):
        return None
    return {"kind": "mana", "cost": ability["cost"], "add": ability["effect"]["mana"], "life_to_you": then[0]["amount"]}


# --- s27-otja ---


def s27otja_plotted_trigger(line: Triggered) -> Json:
    """ "When ~ becomes plotted, <effects>." (CR 702.170a, 702.170c, 603.2) -> the trigger "s27otja_self_plotted" of the
    plotted card, from exile (rules/s27otja_plot.py). Alone, without an intervening "if"; effects naming ~ or "it" (the
    card in exile) are not read."""
    if line.condition is not None or line.body.once_each_turn:
        raise NotLowered("'becomes plotted' with an intervening 'if' or a once-each-turn limit")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
    text = json.dumps(effects)
    if any(word in text for word in ('"self"', "that_card", "that_permanent", '"it"', "source")):
        raise NotLowered("~ or 'it' in a 'When ~ becomes plotted' trigger (the card is in exile)")
    return {"kind": "triggered", "trigger": "s27otja_self_plotted", **_then(effects), **choice}


def s27otja_each_target_player_controls(noun: Noun) -> str:
    """ "each creature target player controls" (CR 115.1: the player is the target, the creatures aren't) -> the filter
    grammar's "all:creature:target_player_controls", as "all creatures target player controls" reads."""
    others = tuple(q for q in noun.qualifiers if q.name != "target_player_controls")
    spec = spec_of(dataclasses.replace(noun, qualifiers=others))
    if spec.startswith("card"):
        raise NotLowered("each card")
    found = s14_seasons_all_spec(spec) + ":target_player_controls"
    try:
        parse_target_spec(found)
    except TargetSpecError as problem:
        raise NotLowered(f"each {spec!r} target player controls: {problem}") from None
    return found
# --- s27-otjb ---


def s27otjb_crime_triggered(line: Triggered) -> Json | None:
    """ "Whenever you commit a crime [during your turn], <effects>. [This ability triggers only once each turn.]"
    (CR 700.13, 603.2): the trigger "you_commit_crime" (rules/s27otjb_crimes.py) [`during_your_turn`, `max_per_turn`
    1]; without an intervening "if". None for any other trigger."""
    if len(line.events) != 1 or line.events[0].kind != "you_commit_crime":
        return None
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on the trigger 'you commit a crime'")
    once = line.body.once_each_turn
    body, choice = optional_parts(dataclasses.replace(line.body, once_each_turn=False))
    effects = lower_body(body, _Context("triggered"))
    ability: Json = {"kind": "triggered", "trigger": "you_commit_crime", **_then(effects), **choice}
    if line.events[0].verb == "during_your_turn":
        ability["during_your_turn"] = True
    if once:
        ability["max_per_turn"] = 1
    return ability


S27OTJB_OUTLAWS = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")


def s27otjb_outlaw_qualifier(name: str) -> str:
    """ "outlaw" (CR 700.12: an object with the Assassin, Mercenary, Pirate, Rogue and/or Warlock creature types) -> the
    target grammar's one-of-subtypes qualifier; "non-outlaw": none of those subtypes (rules/target_filters.py)."""
    if name == "s27otjb_outlaw":
        return "_or_".join(S27OTJB_OUTLAWS)
    return ":".join(f"non-{subtype}" for subtype in S27OTJB_OUTLAWS)


_S27OTJB_SADDLE_TRIGGERS = {"s27otjb_attacks_while_saddled": "attacks_while_saddled",
                            "s27otjb_becomes_saddled_first": "becomes_saddled_first_time_each_turn"}


def s27otjb_saddled_trigger(line: Triggered) -> Json:
    """ "Whenever ~ attacks while saddled, <effects>." (CR 702.171b, 508.3a, 603.2) -> the trigger
    "attacks_while_saddled"; "Whenever ~ becomes saddled for the first time each turn, <effects>." -> the trigger
    "becomes_saddled_first_time_each_turn" (rules/s27otjb_saddle.py); "it" is ~. Without an intervening "if"."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a saddle trigger")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered", self_event=True))
    return {"kind": "triggered", "trigger": _S27OTJB_SADDLE_TRIGGERS[line.events[0].kind], **_then(effects), **choice}



_M19B_COUNTERS += ("loot",)  # s27-otjb: Bandit's Haul's loot counters (CR 122.1: no rules meaning of their own)
# --- s27-fdna ---


def s27fdna_threshold_unblockable_applies(line: Static) -> bool:
    """ "~ can't be blocked as long as [there are] seven or more cards are in your graveyard." (threshold, CR 611.3a,
    509.1b): ~'s `unblockable` with `as_long_as_graveyard_at_least` (rules/cant_be_blocked.py), as the older "~ gets
    +1/+0 and can't be blocked" under the same condition; ~ alone, by no creature in particular."""
    return (line.kind == "unblockable" and line.condition is not None and line.condition.kind == "cards_in_your_graveyard"
            and line.condition.number is not None and line.subject.kind == "self" and line.by is None)


def _s27fdna_prevent_all(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Prevent all [combat] damage that would be dealt to it / target creature this turn." (CR 615.1, 615.3) ->
    `prevent_damage` "all" on that object (rules/prevention.py), `combat_only` for combat damage; noncombat damage alone
    has no such filter on the effect: refused."""
    if effect.place == "noncombat" or effect.obj is None:
        raise NotLowered("preventing only noncombat damage this turn")
    prevented: Json = {"kind": "prevent_damage", "amount": "all", "target": object_spec(effect.obj, ctx, players=True)}
    if effect.place == "combat":
        prevented["combat_only"] = True
    return prevented


_M19B_EFFECTS["s27fdna_prevent_all"] = _s27fdna_prevent_all


def _s27fdna_create_tapped_for_each(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Create a tapped 1/1 black Rat creature token for each creature card in your graveyard." (CR 111.1, 110.5b,
    608.2h) -> the `create_token` "create a <token> for each ..." is (`_tokens_for_each`, counted as it resolves) with
    `tapped` (as "Create a tapped ... token."); one token for each, no multiple of the count."""
    if duration is not None or effect.amount is None or effect.amount.value != 1:
        raise NotLowered("tapped tokens for each with a duration or a multiple")
    return {**_tokens_for_each(dataclasses.replace(effect, verb="create_token"), ctx), "tapped": True}


_M19B_EFFECTS["s27fdna_create_tapped_for_each"] = _s27fdna_create_tapped_for_each
_M19B_COUNTERS += ("incubation",)  # s27-fdna: "put that many incubation counters on it" (Drake Hatcher; CR 122.1)


_S27FDNA_STEP_MODAL_KEYS = frozenset({"kind", "step", "whose", "effect", "intervening_if"})


def s27fdna_step_modal(line: TriggeredModal) -> list[Json]:
    """ "At the beginning of your end step, [if a creature died this turn,] choose one — • <effects> • <effects>" (CR
    700.2b: the mode chosen as the trigger is put on the stack; 603.4: the intervening "if" checked as it triggers and
    resolves) -> the `step_trigger` of "At the beginning of <step>, [if ...,] <effect>." whose effect is `modal`, each
    mode lowered as a triggered ability's (`_lower_mode`); a step trigger with more than its step, whose and "if" is
    refused."""
    if line.choose != "one" or len(line.modes) < 2:
        raise NotLowered(f"a step trigger with 'choose {line.choose}'")
    placeholder = Body((Sentence((Effect("draw", amount=Amount(1)),)),))  # the trigger alone, lowered as usual
    ability = _triggered(Triggered((), placeholder, line.condition, step=line.step, whose=line.whose))
    if ability.get("kind") != "step_trigger" or set(ability) - _S27FDNA_STEP_MODAL_KEYS:
        raise NotLowered("modes on this step trigger")
    ability["effect"] = {"kind": "modal", "modes": [_lower_mode(body, "triggered") for body in line.modes]}
    return [ability]


def s27fdna_you_put_counters_on_self_trigger(line: Triggered) -> Json:
    """ "Whenever you put one or more +1/+1 counters on ~, <effects>" (CR 122.6, 603.2) -> s14-counters' trigger
    `you_put_counters` with `counters_on` "self" (rules/counters_put_triggers.py: counters its controller puts on ~
    itself); +1/+1 counters only, as that trigger."""
    event = line.events[0]
    if event.counter != "+1/+1" or line.condition is not None:
        raise NotLowered(f"a trigger on putting {event.counter} counters on ~")
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _EventContext("triggered"))
    return {"kind": "triggered", "trigger": "you_put_counters", "counters_put": event.counter, "counters_on": "self",
            **_then(effects), **choice}
# --- s27-fdnb ---


def s27fdnb_lose_unless_discard(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "that player loses 5 life unless they discard a card" / "each opponent loses 2 life unless they discard a card"
    -> `lose_life_unless` with `sacrifice_option` false (rules/lose_life_unless.py: the player chooses as it resolves,
    CR 608.2d; discarding, 701.9a, or losing the life, 119.3). "that player" only where the trigger names one (a cast
    trigger's caster, a step trigger's player)."""
    if duration is not None:
        raise NotLowered("'loses life unless' with a duration")
    players = {"target_opponent": "target_opponent", "each_opponent": "each_opponent", "each_player": "each_player"}
    if s25stdc_caster_loses(effect, ctx) or taila_that_player_applies(effect, ctx):
        players["that_player"] = "that_player"
    return {"kind": "lose_life_unless", "amount": _amount(effect.amount),
            "player": _player(effect.subject, players, "'loses life unless'", ctx), "sacrifice_option": False}


_M19B_EFFECTS["s27fdnb_lose_unless_discard"] = s27fdnb_lose_unless_discard


def s27fdnb_countered_controller_creates(effect: Effect, ctx: _Context) -> Json | None:
    """ "Counter target noncreature spell. Its controller creates two Treasure tokens." -> `create_token` with
    `for_player` "its_controller" and its `count`: the countered spell's controller as it last existed on the stack
    (rules/effects_targets.py remembers the target spell before it is countered; CR 608.2h, 111.2, 701.6a). Only right
    after a counter of one target spell (s20-cda's `s20cda_countered`); None otherwise."""
    if not getattr(ctx, "s20cda_countered", False) or ctx.targets != 0 or ctx.plural or ctx.dies:
        return None  # (the counter takes no count of targets: nothing else was targeted)
    assert effect.token is not None
    count = _amount(effect.amount)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 10:
        raise NotLowered("'its controller creates' a number of tokens counted from the game")
    made: Json = {"kind": "create_token", "token": _token(effect.token), "for_player": "its_controller"}
    if count != 1:
        made["count"] = count
    return made


def s27fdnb_one_clause_mode(effects: list[Json]) -> Json:
    """A mode of one clause the lowering makes several effects of ("• Target creature you control fights target creature
    you don't control.": `choose_target` then `fight` by "it") -> one `mode_sequence` (rules/modes.py: its effects in
    order, each with its own target, chosen as the spell is cast; CR 700.2, 700.2c, 601.2c, 608.2c), as `_lower_mode`
    reads a mode of several clauses."""
    if any(e["kind"] in ("modal", "mode_sequence") for e in effects):
        raise NotLowered("a mode with modes of its own")
    return {"kind": "mode_sequence", "effects": effects}


def s27fdnb_cost_less_total_power(line: S27fdnbCostLessTotalPower) -> Json:
    """ "~ costs {X} less to cast, where X is the total power of creatures you control." -> `self_cost_reduction` of {1}
    for each point of that total power, `for_each_power_you_control` (rules/self_cost_reduction.py; CR 601.2f, 118.7a,
    208.1). Only {X}."""
    if line.mana != "{X}":
        raise NotLowered("a reduction by total power of other than {X}")
    return {"kind": "self_cost_reduction", "generic": 1, "for_each_power_you_control": True}


def s27fdnb_counted_group(effect: Effect, ctx: _Context) -> None:
    """ "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain indestructible until
    end of turn.": the creatures counted are the group a later "those creatures" names (s23-ori's `those` reading of
    s14-copies' `copies_group`: read again as the later effect resolves, the same creatures, since none enters, leaves
    or changes control in the middle of one resolution; CR 608.2c). Only an untargeted count of creatures."""
    amount = effect.amount
    if ctx.targets or amount is None or amount.for_each is None or amount.equal_to is not None:
        return
    counted = _amount(amount)
    if isinstance(counted, str) and counted.startswith("count:creature:") and counted.count("count:") == 1:
        ctx.copies_group = "all:" + counted.removeprefix("count:")  # type: ignore[attr-defined]


def s27fdnb_put_all_from_all_graveyards(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Put all creature cards from all graveyards onto the battlefield under your control." -> s23-c10's reading
    (`return_all_to_battlefield` with `from_all_graveyards`) with `under_your_control`: every card enters under the
    control of the spell's or ability's controller, whoever owns it (CR 110.2a, 108.3, 400.7)."""
    return {**_s23c10_return_all_from_all_graveyards(effect, ctx, duration), "under_your_control": True}


_M19B_EFFECTS["s27fdnb_put_all_from_all_graveyards"] = s27fdnb_put_all_from_all_graveyards


def s27fdnb_reveal_until_to_graveyard(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "each opponent reveals cards from the top of their library until they reveal a land card, then puts those cards
    into their graveyard" -> `reveal_until` with `to` "graveyard_all" and `player` "each_opponent" (or "you"): each of
    them reveals (CR 701.20a), and every card revealed, the last one too, goes to its owner's graveyard
    (rules/reveal_until.py). No target player."""
    assert effect.spell is not None
    if duration is not None or effect.may:
        raise NotLowered("revealing until with a duration or a choice")
    quality = card_quality(" ".join(effect.spell.words) + " card")
    if quality is None:
        raise NotLowered(f"revealing until a {' '.join(effect.spell.words)} card")
    player = _player(effect.subject, {"you": "you", "each_opponent": "each_opponent"}, "revealing until", ctx)
    lowered: Json = {"kind": "reveal_until", "quality": quality, "to": "graveyard_all"}
    if player != "you":
        lowered["player"] = player
    return lowered


_M19B_EFFECTS["s27fdnb_reveal_until_to_graveyard"] = s27fdnb_reveal_until_to_graveyard


def s27fdnb_graveyard_step_trigger(ability: Json) -> Json:
    """ "At the beginning of <your / each / each opponent's> <step>, [if ...,] [you may pay {R}. If you do,] return ~ from
    your graveyard to <place>." -> the `step_trigger` as read, which functions from its owner's graveyard only (CR 113.6k,
    108.4a: the owner is "you"; rules/s27fdnb_graveyard_steps.py). Only the steps of those players, and no condition on the
    card as a permanent ("if ~ is untapped")."""
    if ability.get("whose", "yours") not in ("yours", "each", "opponents"):
        raise NotLowered("a trigger from the graveyard on another player's step")
    if ability.get("condition") in ("source_untapped", "source_tapped", "s25tsr_echo"):
        raise NotLowered("a trigger from the graveyard with a condition on the card as a permanent")
    return ability


def s27fdnb_damage_if_life_exactly(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "If target player has exactly 10 life, ~ deals 10 damage to that player." -> `damage` to target player with
    `if_target_life_exactly` (rules/effects_damage.py: no damage unless that player's life total is exactly that as it
    resolves, CR 608.2c, 119.1). A spell's only: its source ~ is the spell (CR 120.3)."""
    if ctx.kind != "spell" or duration is not None or effect.counter is None:
        raise NotLowered("'if target player has exactly N life' other than in a spell")
    ctx.took_target("player")
    return {"kind": "damage", "amount": _amount(effect.amount), "target": "player",
            "if_target_life_exactly": int(effect.counter)}


_M19B_EFFECTS["s27fdnb_damage_if_life_exactly"] = s27fdnb_damage_if_life_exactly


def s27fdnb_becomes_subtype(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "~ becomes a Werewolf." -> `becomes_creature` of ~ with no card type added, no power and toughness set and
    `replaces_creature_types` (CR 205.1a, 613.1d; rules/base_power_toughness.py), "indefinitely" without a stated duration
    (CR 611.2a: while it stays on the battlefield, 400.7) or until end of turn. A permanent's ability only; creature types
    only."""
    lasting = effect.duration or duration
    if ctx.kind == "spell" or lasting not in (None, "end_of_turn"):
        raise NotLowered("'~ becomes a <creature type>' in a spell or for another duration")
    if not effect.keywords or any(subtype not in CREATURE_TYPES for subtype in effect.keywords):
        raise NotLowered("'~ becomes a <subtype>' that isn't a creature type")
    lowered: Json = {"kind": "becomes_creature", "types": [], "subtypes": list(effect.keywords), "target": "self",
                     "replaces_creature_types": True}
    if lasting is None:
        lowered["duration"] = "indefinitely"
    return lowered


_M19B_EFFECTS["s27fdnb_becomes_subtype"] = s27fdnb_becomes_subtype
# --- s27-mech ---


def s27mech_support(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "When ~ enters, support 2." / "Support 2." (CR 701.41a): on a permanent "Put a +1/+1 counter on each of up to
    N other target creatures", on an instant or sorcery "... each of up to N target creatures" -> `put_counters` of one
    +1/+1 counter with `target_count` N and `up_to` (CR 601.2c, 115.3)."""
    amount = _amount(effect.amount)
    if duration is not None or not isinstance(amount, int) or not 1 <= amount <= 20:
        raise NotLowered("support other than a number of creatures")
    spec = "creature" if ctx.kind == "spell" else "creature:other"
    ctx.took_target(spec)
    ctx.many = {}
    ctx.plural = amount != 1
    return {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": spec, "target_count": amount,
            "up_to": True}


_M19B_EFFECTS["s27mech_support"] = s27mech_support
# --- s27-std ---


def s27std_effect(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """The s27-std effects (docs/oracle-s27-std.md)."""
    if effect.verb == "s27std_cant_be_blocked_except":
        # "~ can't be blocked this turn except by creatures with haste" (CR 509.1b): `cant_be_blocked` with `except_by`
        lowered = _lower_effect(dataclasses.replace(effect, verb="cant_be_blocked", keywords=()), ctx, duration)
        return {**lowered, "except_by": [f"creatures_with_{effect.keywords[0]}"]}
    if effect.verb == "s27std_add_two_mana":
        return s27std_add_two_mana(effect, ctx, duration)
    raise NotLowered(f"effect '{effect.verb}' (no engine node for it here)")


def s27std_remove_counters_among(cost: Cost) -> Json:
    """ "Remove a +1/+1 counter from a creature you control" / "Remove two +1/+1 counters from among creatures you
    control" (CR 602.2b, 122.1): `remove_counters` with `from_among` (rules/s27std_remove_counters_among.py)."""
    if cost.amount is None or not isinstance(cost.amount.value, int) or cost.amount.for_each is not None \
            or cost.amount.value < 1 or not cost.counter:
        raise NotLowered("removing a number of counters other than a fixed one from creatures you control")
    return {"kind": "remove_counters", "counter": cost.counter, "amount": cost.amount.value,
            "from_among": "creatures_you_control"}


_S27STD_COLORS = "WUBRG"


def s27std_add_two_mana(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Add two mana of different colors" / "Add two mana in any combination of colors" (CR 106.1, 605.3b): an
    activated ability's only effect, made a mana ability by `as_mana_ability` adding one of these combinations (s25-ncc's
    "{W}{U}|{W}{B}|...", rules/mana_abilities.py `type_options`), the pair chosen with the activation's `color`."""
    if ctx.kind != "activated" or duration is not None:
        raise NotLowered("two mana of different colors added other than by an activated ability")
    pairs = [(a, b) for i, a in enumerate(_S27STD_COLORS) for b in _S27STD_COLORS[i + (effect.place == "different"):]]
    return {"kind": "add_mana", "mana": "|".join(f"{{{a}}}{{{b}}}" for a, b in pairs)}


def s27std_damages_creature_trigger(line: Triggered) -> Json:
    """ "Whenever ~ deals damage to a Vampire, destroy that creature." / "Whenever ~ deals combat damage to a creature,
    tap that creature." (CR 603.2, 120.1, 510.2): the trigger "deals_damage" with `damage_to` "creature" [and
    `damage_to_subtype`, `combat_damage`]; "that creature" is the creature dealt damage (`that_permanent`)."""
    if line.condition is not None:
        raise NotLowered("an intervening 'if' on a trigger of damage to a creature")
    event = line.events[0]
    subtypes = event.noun.words if event.noun is not None else ()
    if len(subtypes) > 1 or any(subtype not in CREATURE_TYPES for subtype in subtypes):
        raise NotLowered("damage to something other than a creature or a creature of one creature type")
    body, choice = optional_parts(line.body)
    ctx = _S27stdDamagedContext("triggered", self_event=True)
    ctx.that_much = True  # "that much": the damage dealt (CR 603.2)
    effects = lower_body(body, ctx)
    ability: Json = {"kind": "triggered", "trigger": "deals_damage", **_then(effects), **choice,
                     "damage_to": "creature"}
    if subtypes:
        ability["damage_to_subtype"] = subtypes[0]
    if event.verb == "combat":
        ability["combat_damage"] = True
    return ability


class _S27stdDamagedContext(_S18M21BlockContext):
    """s27-std: the effects of "Whenever ~ deals damage to a creature": "that creature" is the creature dealt damage
    (`that_permanent`), "that creature's controller" its controller (`that_player`), as in s18-m21's block triggers."""


_S27STD_SELF_BLOCK_TRIGGERS = frozenset({"self_blocks", "self_becomes_blocked", "self_blocks_or_becomes_blocked"})


def s27std_block_if_you_control(condition: Condition, trigger: Json) -> str:
    """ "Whenever ~ attacks or blocks, if you control a Vraska planeswalker [another non-Human creature], ..." (CR 603.4,
    509.3a, 508.3a): the intervening "if you control <permanent>" of a block trigger of ~ itself (`if_you_control`, checked
    as it blocks, rules/combat_block_triggers.py, or attacks, rules/triggers.py, and again as it resolves)."""
    if condition.kind != "you_control" or trigger["trigger"] not in _S27STD_SELF_BLOCK_TRIGGERS:
        raise NotLowered("an intervening 'if' on a block trigger")
    return taila_condition_spec(condition)


_S27STD_PERMANENT_CARD = "artifact_or_battle_or_creature_or_enchantment_or_land_or_planeswalker"


def s27std_return_all_qualified(noun: Noun, effect: Effect) -> Json:
    """ "Return all legendary permanent cards from your graveyard to the battlefield." / "Return all Knight creature cards
    from your graveyard to the battlefield." (CR 400.7, 110.2a, 205.4a, 205.3): `return_all_to_battlefield` with the card
    quality "<types>:legendary" or "<types>:<Subtype>" (a permanent card: any of the permanent card types, CR 110.4)."""
    names = [q.name for q in noun.qualifiers]
    if names[-1:] != ["from_your_graveyard"] or len(names) != 2 or noun.words[-1] != "cards" or len(noun.words) != 2:
        raise NotLowered("return all cards other than '<type> cards from your graveyard'")
    kind = noun.words[0]
    if kind == "permanent":
        base = _S27STD_PERMANENT_CARD
    elif kind in CARD_TYPES:
        base = kind
    else:
        raise NotLowered(f"return all {' '.join(noun.words)!r}")
    qualifier = noun.qualifiers[0]
    if qualifier.name == "legendary":
        quality = f"{base}:legendary"
    elif qualifier.name == "with_subtype" and qualifier.value in CREATURE_TYPES and kind == "creature":
        quality = f"{base}:{qualifier.value}"
    else:
        raise NotLowered(f"return all {' '.join(noun.words)!r} {qualifier.name}")
    returned: Json = {"kind": "return_all_to_battlefield", "quality": [quality]}
    if effect.place is not None and effect.place.endswith("tapped"):
        returned["tapped"] = True
    return returned


def s27std_dies_if_you_control(line: Triggered) -> bool:
    """ "When ~ dies, if you control a Vraska planeswalker, ..." (CR 603.4, 603.10a): a dies trigger of ~ whose
    intervening "if" is "you control <permanent>" (`if_you_control`, checked as it dies, rules/dies_triggers.py, and
    again as it resolves, rules/triggers.py)."""
    return (len(line.events) == 1 and line.events[0].kind == "self" and line.events[0].verb == "dies"
            and line.condition is not None and line.condition.kind == "you_control")
# --- s27-cmd ---


def s27cmd_draw_that_many(effect: Effect, ctx: _Context) -> Json | None:
    """ "Whenever ~ deals combat damage to a player, you may draw that many cards." / "Whenever ~ is dealt damage, draw
    that many cards." (CR 603.2, 608.2h, 120.1): you draw the `Count` "that_much", the amount the trigger event recorded
    (the damage dealt; rules/damage_triggers.py, rules/effects_targets.py `event_amount`). Only where the event names an
    amount (`ctx.that_much`) and the drawer is you; None for any other draw."""
    amount = effect.amount
    if amount is None or amount.value != "that_many" or amount.for_each is not None:
        return None
    if not ctx.that_much:
        raise NotLowered("'draw that many' where the event names no amount")
    if effect.subject is not None and not (effect.subject.kind == "player" and effect.subject.player == "you"):
        raise NotLowered("'that many' cards drawn by another player")
    return {"kind": "draw", "amount": "that_much", "player": "you"}


def s27cmd_modal_repeat(line: Modal, *, is_spell: bool) -> list[Json]:
    """ "Choose three. You may choose the same mode more than once. • ... • ..." on an instant or sorcery (CR 700.2d) ->
    a spell whose `modal` effect has `s27cmd_choose_repeat` 3: exactly three modes, the same one as often as chosen
    (rules/s27cmd_repeat_modes.py); each mode is what a mode of "Choose one" may be."""
    number = int(line.choose.removeprefix("s27cmd_repeat:"))
    if not is_spell:
        raise NotLowered("'you may choose the same mode more than once' on an ability")
    if not 2 <= number <= 5:
        raise NotLowered(f"choose {number} modes that may repeat")
    spell = spells_modal(dataclasses.replace(line, choose="one or more"), is_spell=True)
    del spell[0]["effect"]["choose_max"]
    spell[0]["effect"]["s27cmd_choose_repeat"] = number
    return spell


def s27cmd_draw_put_back(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Draw three cards, then put two cards from your hand on top of your library in any order." (CR 121.1, 401.4) ->
    `draw` with `s27cmd_put_back` (rules/s27cmd_put_back.py): numbers only, you the drawer."""
    drawn = effect.amount.value if effect.amount is not None else None
    back = int(effect.place) if effect.place is not None and effect.place.isdigit() else None
    if duration is not None or not isinstance(drawn, int) or drawn < 1 or back is None or not 1 <= back <= 7:
        raise NotLowered("a draw and a put-back of numbers of cards")
    if effect.amount is not None and (effect.amount.for_each is not None or effect.amount.equal_to is not None):
        raise NotLowered("a counted draw before a put-back")
    return {"kind": "draw", "amount": drawn, "player": "you", "s27cmd_put_back": back}


_M19B_EFFECTS["s27cmd_draw_put_back"] = s27cmd_draw_put_back


def s27cmd_other_attacks(line: Line) -> bool:
    """Whether the line is a trigger on another creature attacking ("Whenever a creature you control with a +1/+1 counter
    on it attacks, ..."), where "defending player" is the player that creature attacks (CR 506.2, 508.3a)."""
    if not isinstance(line, Triggered) or isinstance(line, TriggeredModal) or len(line.events) != 1 \
            or line.events[0].kind != "other_attacks":
        return False
    noun = line.events[0].noun  # as `_attacks_trigger` reads it (the one path that rewrites the qualifier)
    return noun is not None and noun.head == "creature" and line.condition is None


def s27cmd_attacker_defending(ability: Json) -> Json:
    """ "Whenever a creature you control with a +1/+1 counter on it attacks, tap target creature defending player
    controls." (CR 506.2, 508.3a) -> the trigger "creature_attacks" whose specs' control qualifier
    "defending_player_controls" is `s27cmd_attacker_defending_controls`: the defending player of the attacking creature
    the event named, not of ~ (rules/s27cmd_attacker_defending.py). Any other mention of the defending player stays
    refused."""
    text = json.dumps(ability)
    if "defending" not in text:
        return ability
    text = text.replace(":defending_player_controls", ":s27cmd_attacker_defending_controls")
    if "defending_player" in text:
        raise NotLowered("'defending player' in a trigger on another creature attacking, other than a target it controls")
    found: Json = json.loads(text)
    return found


def s27cmd_search_each(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Search your library for a Forest card and a Plains card, put them onto the battlefield tapped, then shuffle."
    (CR 701.23a-b, 701.24a) -> s25-stda's search of both qualities with `count` 2 and `one_each`: at most one card of
    each (rules/search_zones.py); both nouns must state a quality."""
    found = s25stda_search_either(dataclasses.replace(effect, verb="s25stda_search_either"), ctx, duration)
    if len(found.get("quality") or ()) != 2 or found.get("count") != 2:
        raise NotLowered("'a <card> and a <card>' of two different qualities")
    return {**found, "one_each": True}


_M19B_EFFECTS["s27cmd_search_each"] = s27cmd_search_each


def s27cmd_shuffle_reveal(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "The owner of target permanent shuffles it into their library, then reveals the top card of their library. If
    it's a permanent card, they put it onto the battlefield." (CR 400.3, 701.24a, 701.20a) -> `put_on_library` of the
    one target permanent with `position` "s27cmd_shuffled" and `s27cmd_reveal_permanent` (rules/s27cmd_shuffle_reveal.py).
    """
    obj = effect.obj
    if duration is not None or obj is None or obj.kind != "target" or obj.noun is None or ctx.kind != "spell":
        raise NotLowered("'the owner of target permanent shuffles it ...' other than one target of a spell")
    spec = _permanents(obj, ctx)
    if "target_count" in ctx.many or spec.startswith(("all:", "each_")):
        raise NotLowered("'the owner of' several permanents shuffling")
    return {"kind": "put_on_library", "target": spec, "position": "s27cmd_shuffled", "s27cmd_reveal_permanent": True}


_M19B_EFFECTS["s27cmd_shuffle_reveal"] = s27cmd_shuffle_reveal



def s27cmd_dealing_spec(noun: Noun | None) -> str | None:
    """ "Whenever a creature token you control deals combat damage to a player, ..." / "Whenever a Kraken, Leviathan,
    Octopus, or Serpent you control deals combat damage to a player, ..." (CR 510.2, 603.2; only creatures deal combat
    damage) -> the `dealing` spec "creature:you_control:token" / "creature:Kraken_or_Leviathan_or_Octopus_or_Serpent:
    you_control" of the trigger "creature_deals_combat_damage". None for any other noun (read as before)."""
    if noun is None:
        return None
    if noun.head == "token" and any(q.name == "with_type" and q.value == "creature" for q in noun.qualifiers):
        rest = Noun("creature", tuple(q for q in noun.qualifiers if q.name != "with_type"), ("creature",))
        spec = ":".join(["creature", *_qualifiers(rest), "token"])
    elif noun.head == "subtypes":
        spec = subtypes_target_spec(noun, False).replace("permanent:", "creature:", 1)
    else:
        return None
    try:
        parse_target_spec(spec)
    except TargetSpecError as problem:
        raise NotLowered(f"combat damage trigger on {spec!r}: {problem}") from None
    return spec
# --- s27-older ---


def s27older_own_power(amount: Amount, ctx: _Context) -> str | None:
    """ "When ~ enters, you gain life equal to its power." / "Whenever ~ attacks, you may draw cards equal to its power."
    -> `source_power`: ~'s power as the effect resolves, or as it last existed (CR 608.2h; rules/source_amounts.py), as
    s20-cda reads it in "When ~ dies". Only in a trigger on ~'s own entering or attacking with no target named before,
    where "its" can name ~ alone; its toughness has no such count."""
    if getattr(ctx, "s27older_own_event", False) and ctx.targets == 0 and not ctx.plural \
            and amount.equal_to == "its_power":
        return "source_power"
    return None


def s27older_owner_shuffles(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "At the beginning of the end step, ~'s owner shuffles it into their library." (Lightning Shrieker; CR 701.24a,
    701.24c) -> `shuffle` of ~ (`source`) by its owner (`player` "source_owner"; rules/library.py). Only where "it" is ~:
    a step trigger of ~ or a trigger on ~'s own event, before any target."""
    if duration is not None or ctx.targets or ctx.plural or ctx.dies or not (ctx.kind == "step" or ctx.self_event):
        raise NotLowered("'its owner shuffles it into their library' where 'it' may not be ~")
    return {"kind": "shuffle", "player": "source_owner", "source": True}


_M19B_EFFECTS["s27older_owner_shuffles"] = s27older_owner_shuffles


# s27-older: creature types whose plural is the word itself (CR 205.3m; Oracle writes "Other Aetherborn you control get
# +1/+1.", "Eldrazi you control have vigilance."): read as their singular
_IRREGULAR_PLURALS.update({kind: kind for kind in ("Aetherborn", "Eldrazi", "Kithkin", "Kor", "Merfolk", "Moonfolk",
                                                    "Vedalken", "Samurai", "Sheep", "Fish", "Viashino", "Kavu",
                                                    "Surrakar", "Dauthi", "Nephilim", "Azra") if kind in CREATURE_TYPES})


def s27older_attacking_creature_types(noun: Noun) -> None:
    """ "Whenever a Bat you control attacks": only creatures attack (CR 506.1), so each capitalised word must be a creature
    type (CR 205.3m) or "Vehicle" (an artifact type of a creature once crewed, 301.7). A word that is none ("Whenever
    Svyelun attacks", a legendary card's short name the reader doesn't write "~") would name no creature: refused."""
    for word in noun.words:
        if word[:1].isupper() and word not in _S27OLDER_ATTACKERS and singular_or_none(word) not in _S27OLDER_ATTACKERS:
            raise NotLowered(f"'{word}' is no creature type (only creatures attack)")


_S27OLDER_ATTACKERS = frozenset({*CREATURE_TYPES, "Vehicle"})


def singular_or_none(word: str) -> str | None:
    try:
        return singular(word)
    except NotLowered:
        return None


def s27older_attached_base(line: Static, power: str, toughness: str) -> Json | None:
    """ "Enchanted creature has base power and toughness 0/2." / "Equipped creature has base power and toughness 5/5."
    (CR 613.4b, layer 7b) -> s20-neoa's `attached_base_power_toughness` (rules/s20neoa_attached_base.py), as its longer
    line reads it; only both numbers and no condition. None for any other subject."""
    if line.subject.kind not in ("enchanted_creature", "equipped_creature"):
        return None
    if line.condition is not None or not (power.isdigit() and toughness.isdigit()):
        raise NotLowered("base power or toughness of the attached creature with a condition or a single number")
    return {"kind": "attached_base_power_toughness", "base_power": int(power), "base_toughness": int(toughness)}


def s27mech_devoured_count(noun: Noun) -> str:
    """ "for each creature it devoured" (CR 702.82b: "sacrificed as a result of its devour ability as it entered") -> the
    `Count` "s27mech_devoured" (rules/s27mech_devour.py); only of creatures, with no other quality."""
    if noun.head != "creature" or len(noun.qualifiers) != 1:
        raise NotLowered(f"devoured: {' '.join(noun.words)!r}")
    return "s27mech_devoured"
# s27-older: "Planeswalker spells you cast cost {1} less to cast." (CR 601.2f): `cost_reduction` of "planeswalker" spells
_REDUCED_TYPES = (*_REDUCED_TYPES, "planeswalker")  # type: ignore[assignment]


def s27older_with_counter_count(noun: Noun, qualifiers: list[tuple[str, str | None]]) -> Json | None:
    """ "~ gets +1/+1 for each other creature you control with a +1/+1 counter on it." (CR 613.4c, 122.1) -> the
    `self_count_pump` fields of s17-neo3 (`other`) and `with_counter` "+1/+1": only permanents with such a counter count
    (rules/self_count_modified.py). None for any other quality."""
    if noun.head not in _NEO2_YOU_CONTROL or qualifiers[-1:] != [("with_counter", "+1/+1")]:
        return None
    names = [name for name, _ in qualifiers[:-1]]
    if names not in (["you_control"], ["other", "you_control"]):
        return None
    return {"count": _NEO2_YOU_CONTROL[noun.head], **({"other": True} if "other" in names else {}),
            "with_counter": "+1/+1"}


# --- s28-fdna ---


def _s28fdna_token_copy_sacrifice(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """s28-fdna: 'Create a token that's a copy of target creature you control, except it has haste and "At the beginning
    of the end step, sacrifice this token."' (CR 707.9b, 707.2; 513.1a, 603.2, 701.21a) -> `create_token_copy` with
    `except_keywords` and `except_end_step_sacrifice` (rules/copy_exceptions.py: the keywords and that triggered ability
    become part of the token's copiable values)."""
    if effect.obj is None or duration is not None or not effect.keywords:
        raise NotLowered("a token copy with a sacrifice trigger without what it copies")
    return {"kind": "create_token_copy", "target": object_spec(effect.obj, ctx, players=False),
            "except_keywords": [keyword_text(k) for k in effect.keywords], "except_end_step_sacrifice": True}


_M19B_EFFECTS["s28fdna_token_copy_sacrifice"] = _s28fdna_token_copy_sacrifice


def _s28fdna_draw_different_mana_values(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """s28-fdna: "Draw a card for each different mana value among nonland permanents you control." / "... among nonland
    cards in your graveyard." (CR 202.3, 608.2h) -> `draw` with the `Count` "s28fdna_mana_values_nonland_permanents" /
    "s28fdna_mana_values_nonland_graveyard" (rules/s28fdna_mana_values.py); any other group is not read."""
    if duration is not None:
        raise NotLowered("different mana values for a duration")
    if effect.place == "nonland_graveyard":
        return {"kind": "draw", "amount": "s28fdna_mana_values_nonland_graveyard", "player": "you"}
    noun = effect.amount.for_each if effect.amount is not None else None
    if (noun is None or noun.head != "plural" or [w.lower() for w in noun.words] != ["permanents"]
            or noun.qualifiers != (Qualifier("non_type", "nonland"), Qualifier("you_control"))):
        raise NotLowered("different mana values among other than nonland permanents you control or nonland cards in "
                         "your graveyard")
    return {"kind": "draw", "amount": "s28fdna_mana_values_nonland_permanents", "player": "you"}


_M19B_EFFECTS["s28fdna_draw_different_mana_values"] = _s28fdna_draw_different_mana_values
