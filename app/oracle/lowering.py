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
from typing import Any, get_args

from app.engine.cards import PREDEFINED_NOT_MODELLED, PredefinedToken
from app.engine.keywords import is_modelled, normalise_keyword, parse_keyword
from app.engine.target_grammar import CARD_TYPES, COLORS, TargetSpecError, parse_target_spec
from app.oracle.ast import (
    Activated,
    AdditionalCost,
    Amount,
    Body,
    Condition,
    Effect,
    Line,
    Modal,
    Noun,
    Qualifier,
    Ref,
    Sentence,
    Spell,
    Static,
    Token_,
    Triggered,
)

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


_ZONES = ("from_your_graveyard", "from_a_graveyard")


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
    }
    if q.name in simple:
        return simple[q.name]
    if q.name == "non_type" and q.value is not None:
        return q.value
    if q.name in ("with_color", "non_color") and q.value is not None:
        return q.value
    if q.name == "with_type" and q.value in CARD_TYPES:
        return q.value
    if q.name == "with_subtype" and q.value is not None:
        return q.value
    if q.name in ("with_keyword", "without_keyword") and q.value is not None:
        return f"{q.name.split('_')[0]}_{_keyword_qualifier(q.value)}"
    if q.name == "with_stat" and q.value is not None:
        return q.value
    raise NotLowered(f"qualifier {q.name.replace('_', ' ')}{' ' + q.value if q.value else ''}")


_PLURAL_HEADS = {
    "creatures": "creature",
    "permanents": "permanent",
    "artifacts": "artifact",
    "enchantments": "enchantment",
    "lands": "land",
    "planeswalkers": "planeswalker",
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
        raise NotLowered(f"noun {words!r}")
    if head == "either":
        types = [w for w in noun.words if w not in ("or", ",")]
        if all(t in CARD_TYPES for t in types):
            return "_or_".join(types), []
        raise NotLowered(f"noun {' '.join(noun.words)!r}")
    if head == "subtype":
        return "creature", []  # "target Goblin" is a creature of that subtype only if it says so
    if head == "type_card":
        return "card", [w for w in noun.words if w in CARD_TYPES]
    if head == "card":
        return "card", []
    raise NotLowered(f"noun {head!r}")


def spec_of(noun: Noun, *, plural: bool = False) -> str:
    """A noun phrase -> a spec of the filter grammar ("creature:opponent_controls")."""
    base, extra = _base(noun)
    qualifiers = _qualifiers(noun, plural=plural)
    if noun.head == "subtype":
        raise NotLowered(f"a {noun.words[0]} without a card type")
    if base == "card":
        zone = [q for q in noun.qualifiers if q.name in _ZONES]
        if not zone:
            raise NotLowered("a card in a zone the reader doesn't know")
        base = "card_in_your_graveyard" if zone[0].name == "from_your_graveyard" else "card_in_a_graveyard"
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
        base, _ = _base(noun)
        qualifiers = _qualifiers(noun)
    else:
        raise NotLowered(f"group {' '.join(noun.words)!r}")
    if ref.other:
        qualifiers.append("other")
    spec = ":".join(["all", base, *qualifiers])
    try:
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

    def took_target(self, spec: str) -> None:
        if spec in ("self", "you", "each_opponent", "each_player") or spec.startswith(("all:", "it")):
            return
        self.targets += 1
        if self.targets > 1:
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
        ctx.plural = True
        return spec
    return object_spec(ref, ctx, players=False)


def _object_spec(ref: Ref, ctx: _Context, *, players: bool) -> str:
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
        else:
            spec = spec_of(ref.noun)
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
    if ref.kind == "self":
        return "self"
    if ref.kind == "it" and ctx.self_event:
        return "self"
    if ref.kind == "it" and ctx.targets == 1:
        if ctx.plural:
            raise NotLowered("'it' after several targets")
        return "it"
    if ref.kind == "enchanted_creature":
        return "enchanted_creature"
    if ref.kind == "group":
        return _group_spec(ref)
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
        if noun.head == "plural":
            return _group_spec(Ref("group", noun))
        spec = spec_of(noun, plural=plural)
        if spec.startswith("card"):
            raise NotLowered("each card")
        return "all:" + spec
    if ref.kind == "player" and players and ref.player in _PLAYER_SPECS:
        spec = _PLAYER_SPECS[ref.player]
        ctx.took_target(spec)
        return spec
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
    head = " ".join(noun.words).lower() if noun.head in ("plural",) else noun.head
    if head in _COUNTED_NOUNS and [q.name for q in noun.qualifiers] == ["you_control"]:
        return _COUNTED_NOUNS[head]
    raise NotLowered(f"an amount counted from {' '.join(noun.words)!r} with {len(noun.qualifiers)} qualities")


def _amount(amount: Amount | None) -> int | str:
    if amount is None:
        return 1
    if amount.equal_to == "number_of" and amount.for_each is not None:
        return _counted(amount.for_each)  # "equal to the number of creatures you control" (CR 608.2h)
    if amount.for_each is not None and amount.equal_to is None:
        if amount.value != 1:
            raise NotLowered("N for each (a multiple of a count)")
        return _counted(amount.for_each)  # "1 life for each creature you control"
    if amount.for_each is not None or amount.equal_to is not None:
        raise NotLowered("an amount counted from the game ('for each', 'equal to')")
    if isinstance(amount.value, int) or amount.value == "X":
        return amount.value
    raise NotLowered(f"amount {amount.value!r}")


def _its_amount(amount: Amount | None, ctx: _Context) -> int | str:
    """ "equal to its power" in a spell after its one targeted effect: the power of that target as it
    last existed (`its_power`, CR 608.2h; a spell has no power of its own, so "its" is the target's).
    Elsewhere "its" could be ~'s: not read."""
    if amount is not None and amount.for_each is None and amount.equal_to in ("its_power", "its_toughness"):
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
    lowered = _lower_effect(effect, ctx, duration)
    if ctx.many:
        lowered.update(ctx.many)
        ctx.many = {}
    return lowered


def _lower_effect(effect: Effect, ctx: _Context, duration: str | None = None) -> Json:
    if effect.may:
        raise NotLowered("'you may' on an effect (no engine choice for it here)")
    verb = effect.verb
    if verb == "deal_damage":
        source = effect.subject
        if source is None or ctx.dies or not (source.kind == "self" or (source.kind == "it" and ctx.self_event)):
            raise NotLowered("damage dealt by something other than ~")
        assert effect.obj is not None
        return {
            "kind": "damage",
            "amount": _amount(effect.amount),
            "target": object_spec(effect.obj, ctx, players=True),
        }
    if verb == "gain_life":
        return {
            "kind": "gain_life",
            "amount": _its_amount(effect.amount, ctx),
            "player": _player(effect.subject, {"you": "you", "target_player": "target_player"}, "life gained", ctx),
        }
    if verb == "lose_life":
        players = {
            "you": "you",
            "target_player": "target_player",
            "target_opponent": "target_opponent",
            "each_opponent": "each_opponent",
        }
        return {
            "kind": "lose_life",
            "amount": _amount(effect.amount),
            "player": _player(effect.subject, players, "life lost", ctx),
        }
    if verb == "draw":
        return {
            "kind": "draw",
            "amount": _amount(effect.amount),
            "player": _player(
                effect.subject,
                {"you": "you", "each_player": "each_player", "each_opponent": "each_opponent"},
                "cards drawn",
                ctx,
            ),
        }
    if verb == "discard":
        if effect.random:
            raise NotLowered("a discard at random here")
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
                },
                "mill",
                ctx,
            ),
        }
    if verb in ("destroy", "exile", "tap", "untap"):
        assert effect.obj is not None
        return {"kind": verb, "target": _permanents(effect.obj, ctx)}
    if verb == "return":
        assert effect.obj is not None
        spec = _permanents(effect.obj, ctx)
        from_graveyard = spec.startswith("card_in_your_graveyard")
        owners_hand = effect.place == "its owner's hand" or (effect.place == "their owners' hands" and ctx.many)
        if (owners_hand and not from_graveyard) or (effect.place == "your hand" and from_graveyard):
            return {"kind": "return_to_hand", "target": spec}
        if effect.place in ("the battlefield", "the battlefield tapped") and spec.startswith("card_in_your_graveyard"):
            # rules/return_to_battlefield.py (CR 400.7, 110.2a)
            returned: Json = {"kind": "return_to_battlefield", "target": spec}
            if effect.place.endswith("tapped"):
                returned["tapped"] = True
            return returned
        raise NotLowered(f"return to {effect.place}")
    if verb == "pump":
        assert effect.obj is not None and effect.pt is not None
        when = effect.duration or duration
        if when != "end_of_turn":
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
        if effect.counter not in ("+1/+1", "-1/-1", "charge", *_M19B_COUNTERS):
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
        count = _amount(effect.amount)
        if not isinstance(count, int) and count != "X":
            raise NotLowered("a number of tokens counted from the game")
        created: Json = {"kind": "create_token", "token": _token(effect.token)}
        if count != 1:
            created["count"] = count  # "Create two 1/1 ... tokens": one effect, CR 111.1 (rules/tokens.py)
        return created
    if verb == "counter":
        assert effect.spell is not None
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
    if verb in _M19B_EFFECTS:
        return _M19B_EFFECTS[verb](effect, ctx, duration)
    raise NotLowered(f"effect '{verb.replace('_', ' ')}' (no engine node for it here)")


def _token(token: Token_) -> Json | str:
    if token.predefined is not None:
        # "a Food token", "two Treasure tokens": a predefined token (CR 111.10; rules/tokens.py)
        if token.predefined not in get_args(PredefinedToken) or token.predefined in PREDEFINED_NOT_MODELLED:
            raise NotLowered(f"a {token.predefined} token")
        return token.predefined
    power, toughness = (int(v) for v in token.stats.split("/"))
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
    raise NotLowered(f"counter target {words} with {qualifiers}")


# --- bodies: sentences of effects (CR 608.2c: in order) ---------------------------------------


def optional_parts(body: Body) -> tuple[Body, Json]:
    """A triggered ability's choice as it resolves (CR 603.5, 608.2d): "You may <effect>." as its
    whole body -> `{"optional": True}`; "You may pay {1}. If you do, <effects>." -> `{"optional_cost":
    "{1}"}`; with the body left to lower. Anything else: the body as it is, `{}`."""
    if body.optional is None and len(body.sentences) == 1 and body.sentences[0].joined_by == "may":
        sentence = body.sentences[0]
        effects = tuple(Effect(**{**e.__dict__, "may": False}) for e in sentence.effects)
        return Body((Sentence(effects, "and", sentence.then, sentence.fronted_duration),)), {"optional": True}
    if body.optional is not None and body.optional.verb == "pay" and body.optional.place:
        return Body(body.sentences), {"optional_cost": body.optional.place}
    return body, {}


def lower_body(body: Body, ctx: _Context) -> list[Json]:
    if body.optional is not None:
        raise NotLowered("'You may ... If you do, ...' (no engine choice for it here)")
    effects: list[Json] = []
    for sentence in body.sentences:
        if sentence.joined_by == "may":
            raise NotLowered("'you may' (no engine choice for it here)")
        for effect in sentence.effects:
            effects.append(lower_effect(effect, ctx, sentence.fronted_duration))
    return effects


# --- lines -------------------------------------------------------------------------------------


def lower(line: Line, *, is_spell: bool) -> list[Json]:
    """A line's tree -> the abilities of the engine's vocabulary; raises NotLowered."""
    if isinstance(line, Spell):
        if not is_spell:
            raise NotLowered("a sentence of effects on a permanent (no trigger, cost or static verb)")
        return [{"kind": "spell", "effect": e} for e in lower_body(line.body, _Context("spell"))]
    if is_spell and not isinstance(line, Modal):
        raise NotLowered("an instant's or sorcery's line that is not a sentence of effects")
    if isinstance(line, Triggered):
        return [_triggered(line)]
    if isinstance(line, Activated):
        return [_activated(line)]
    if isinstance(line, Static):
        return [_static(line)]
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
    self_trigger = bool(line.events) and all(e.kind == "self" and e.verb in ("enters", "attacks") for e in line.events)
    if line.condition is not None and line.step is None and not self_trigger:
        raise NotLowered(
            f"intervening 'if' condition '{line.condition.kind.replace('_', ' ')}' on this trigger (CR 603.4)"
        )
    if line.step is not None:
        if line.step not in _STEPS or line.whose not in _WHOSE:
            raise NotLowered(f"the beginning of {line.whose} {line.step.replace('_', ' ')}")
        body, choice = unless_parts(*optional_parts(line.body))
        if "optional" in choice:
            raise NotLowered("'you may' on a beginning-of-step trigger (no engine choice for it there)")
        effects = lower_body(body, _Context("step"))
        step: Json = {
            "kind": "step_trigger",
            "step": _STEPS[line.step],
            "whose": _WHOSE[line.whose],
            **_then(effects),
            **choice,
        }
        if line.condition is not None and line.condition.kind == "you_control_count":
            # "if you control three or more creatures" (CR 603.4; rules/you_control.py)
            number = line.condition.number
            if number is None or number < 1:
                raise NotLowered("a count of permanents without a number")
            noun = line.condition.noun
            if (
                noun is None
                or noun.head != "plural"
                or any(q.name in ("you_control", "opponent_controls", "other") for q in noun.qualifiers)
            ):
                raise NotLowered("a count of permanents the engine doesn't name")
            base, _ = _base(noun)
            step["if_you_control"] = ":".join([base, *_qualifiers(noun)])
            parse_target_spec(step["if_you_control"])
            if number != 1:
                step["if_you_control_at_least"] = number
        elif line.condition is not None and line.condition.kind in _M19B_LIFE_CONDITIONS:
            step["condition"] = life_condition(line.condition)  # "if you gained life this turn" (CR 603.4)
        elif line.condition is not None:
            step["if_you_control"] = condition_spec(line.condition)  # an intervening "if" (CR 603.4)
        return step
    if len(line.events) == 1 and line.events[0].kind == "you_cast":
        return _cast_trigger(line)
    if len(line.events) == 1 and line.events[0].kind == "other_enters":
        return _enters_trigger(line)
    if len(line.events) == 1 and line.events[0].kind == "other_dies":
        return _dies_trigger(line)
    if len(line.events) == 1 and line.events[0].kind == "other_attacks":
        return _attacks_trigger(line)
    if len(line.events) == 1 and line.events[0].kind == "you_draw" and line.condition is None:
        body, choice = optional_parts(line.body)
        effects = lower_body(body, _Context("triggered"))
        return {"kind": "triggered", "trigger": "you_draw", **_then(effects), **choice}  # rules/draw_triggers.py
    if len(line.events) == 1 and line.events[0].kind == "you_gain_life":
        body, choice = optional_parts(line.body)
        effects = lower_body(body, _Context("triggered"))
        return {
            "kind": "triggered",
            "trigger": "you_gain_life",
            **_then(effects),
            **choice,
        }  # rules/life_gain_triggers.py
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
    trigger_ctx = _Context("triggered", self_event=True, dies="dies" in verbs)
    # "Whenever ~ is dealt damage, put that many ...": the damage dealt (rules/damage_triggers.py)
    trigger_ctx.that_much = verbs == ["dealt_damage"]
    effects = lower_body(body, trigger_ctx)
    ability: Json = {"kind": "triggered", "trigger": verbs[0], **_then(effects), **choice}
    if line.condition is not None:
        ability["if_you_control"] = condition_spec(line.condition)  # an intervening "if" (CR 603.4)
    if len(verbs) == 2:
        ability["trigger"], ability["also_on"] = "enters", [v for v in verbs if v != "enters"]
    return ability


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
    if noun.head != "creature" or line.condition is not None:
        raise NotLowered(f"dies trigger on {' '.join(noun.words)!r}")
    dying = spec_of(noun)
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("triggered"))
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
    effects = lower_body(body, _Context("triggered"))
    ability: Json = {"kind": "triggered", "trigger": "creature_attacks", **_then(effects), **choice}
    if attacking != "creature":
        ability["attacking"] = attacking
    return ability


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
    effects = lower_body(body, _Context("triggered"))
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
            ability.update(_M19B2_CAST_QUALIFIERS[q.name](q))  # "that targets ~", "an Aura spell"
        else:
            raise NotLowered(f"cast trigger on a spell with {q.name.replace('_', ' ')} {q.value or ''}".strip())
    body, choice = optional_parts(line.body)
    effects = lower_body(body, _Context("cast"))
    if len(effects) != 1:
        raise NotLowered("a cast trigger with several effects")
    ability["effect"] = effects[0]
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
        else:
            raise NotLowered(f"cost '{cost.kind.replace('_', ' ')}' (no engine cost for it here)")
    ability: Json = {"kind": "activated", "cost": mana + taps or "{0}"}
    if not mana and not taps:
        ability["cost"] = ""
    effects = lower_body(line.body, _Context("activated", self_event=True))
    ability.update(_then(effects))
    if other:
        ability["other_costs"] = other
    for restriction in line.restrictions:
        if restriction == "once_each_turn":
            ability["max_per_turn"] = 1
        elif restriction == "during_your_turn" and "activate_only" not in ability:
            ability["activate_only"] = "your_turn"
        elif restriction == "sorcery_speed" and "activate_only" not in ability:
            ability["activate_only"] = "sorcery"  # CR 602.5d
        else:
            raise NotLowered(f"activation restriction '{restriction.replace('_', ' ')}'")
    return ability


def _blockers(ref: Ref) -> Json:
    """ "red creatures", "artifact creatures", "creatures with flying", "Walls", "creatures with power 2
    or greater" -> the evasion vocabulary of `cant_be_blocked_by` (rules/evasion.py, CR 509.1b)."""
    noun = ref.noun
    if ref.kind != "group" or noun is None or ref.other:
        raise NotLowered("blockers the evasion vocabulary doesn't name")
    words = " ".join(noun.words).lower()
    if noun.head == "subtype" and words == "walls" and not noun.qualifiers:
        return {"by": ["walls"]}
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
    if noun.head not in CARD_TYPES and noun.head != "permanent":
        raise NotLowered(f"condition on {' '.join(noun.words)!r}")
    return spec_of(noun)


def _static(line: Static) -> Json:
    if line.condition is not None and line.condition.kind == "self_attacking":
        # "~ gets +1/+0 as long as it's attacking.": a static pump of ~ while it is an attacking
        # creature (CR 611.3a, 506.4; rules/static_pump.py `status`)
        ability = _static_ability(line)
        if ability["kind"] != "static_pump" or ability.get("affected") != "self" or "status" in ability:
            raise NotLowered("'as long as it's attacking' on this static ability")
        return {**ability, "status": "attacking"}
    condition = condition_spec(line.condition) if line.condition is not None else None
    ability = _static_ability(line)
    if condition is not None:
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
    if line.kind in _M19B_STATICS:
        return _M19B_STATICS[line.kind](line)
    if line.kind not in ("pump", "keywords"):
        raise NotLowered(f"static '{line.kind.replace('_', ' ')}'")
    power, toughness = _pt(line.pt) if line.pt else (0, 0)
    if not isinstance(power, int) or not isinstance(toughness, int):
        raise NotLowered("a static X")
    keywords = [keyword_text(k) for k in line.keywords]
    if subject.kind == "enchanted_creature":
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
    if subject.kind != "group" or subject.noun is None:
        raise NotLowered(f"static ability of {subject.kind}")
    noun = subject.noun
    control = [q for q in noun.qualifiers if q.name in ("you_control", "opponent_controls")]
    rest = [q for q in noun.qualifiers if q not in control]
    if control and control[0].name == "opponent_controls":
        raise NotLowered("a static ability on creatures an opponent controls")
    words = " ".join(noun.words).lower()
    other = "other_" if subject.other or any(q.name == "other" for q in rest) else ""
    rest = [q for q in rest if q.name != "other"]
    if noun.head == "subtype":
        pumped["subtype"] = singular(noun.words[0])
    elif words != "creatures":
        raise NotLowered(f"static ability on {words}")
    for q in rest:
        if q.name == "with_color" and q.value in COLORS and "color" not in pumped:
            pumped["color"] = COLORS[q.value]
        elif q.name in ("untapped", "attacking") and "status" not in pumped:
            pumped["status"] = q.name
        elif q.name == "with_subtype" and q.value is not None and "subtype" not in pumped:
            pumped["subtype"] = q.value
        elif q.name == "with_type" and q.value == "creature" and noun.head == "subtype":
            continue
        else:
            raise NotLowered(f"static ability with {q.name.replace('_', ' ')} {q.value or ''}".strip())
    pumped["affected"] = (
        f"{other}creatures_you_control" if control else ("other_creatures" if other else "all_creatures")
    )
    return pumped


# --- s11-m19b ---

# Intervening "if" conditions about life this turn that the engine names (`LifeCondition`,
# rules/life_this_turn.py): the grammar's condition kind -> the engine's name.
_M19B_LIFE_CONDITIONS = {"you_gained_life": "you_gained_life"}


def life_condition(condition: Condition) -> str:
    """ "if you gained life this turn" -> the step trigger's `condition` (CR 603.4: checked as it
    triggers and as it resolves; rules/step_triggers.py). "if you gained 3 or more life this turn"
    names an amount the engine's condition doesn't count, so it is not read."""
    if condition.number is not None:
        raise NotLowered("a condition on an amount of life gained this turn")
    return _M19B_LIFE_CONDITIONS[condition.kind]


# Counter kinds the grammar reads beyond +1/+1, -1/-1 and charge: counters with no rule of their own
# (CR 122.1), which other abilities count or remove ("Remove a gold counter from ~: ...").
_M19B_COUNTERS = ("gold",)


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


_M19B_EFFECTS = {"lose_keywords": _lose_keywords, "cant_be_blocked_by": _cant_be_blocked_by}

# "for each <noun> you control" -> what `attached_count_pump` counts (rules/pt_cda.py `count`).
_M19B_COUNTED = {
    "creature": "creatures_you_control",
    "land": "lands_you_control",
    "artifact": "artifacts_you_control",
    "permanent": "permanents_you_control",
}


def _count_pump(line: Static) -> Json:
    """ "Enchanted creature gets +1/+1 for each Forest you control." -> `attached_count_pump`
    (layer 7c, CR 613.4c; rules/count_pump.py): +1/+1 for each permanent of that type or subtype
    its controller controls, counted continuously. Other subjects, sizes or counts are not read."""
    noun = line.for_each
    if line.subject.kind != "enchanted_creature" or line.pt != "+1/+1" or noun is None:
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


# --- s11-m19b2 ---


def _damage_more(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """The second part of "~ deals 3 damage to target player and 1 damage to each creature that
    player controls": damage by the same source (CR 120.3). "Each <permanents> that player
    controls" right after a target player is `all:<spec>:that_player_controls` (untargeted: the
    permanents of the player the first part targeted, as the spell resolves; CR 608.2c); any other
    recipient is read as in "~ deals N damage to <object>" (a second target is refused there)."""
    obj = effect.obj
    assert obj is not None
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


def _extra_turn(effect: Effect, ctx: _Context, duration: str | None) -> Json:
    """ "Take an extra turn after this one.": the engine's `extra_turn` (rules/extra_turns.py, CR 500.7)."""
    if duration is not None:
        raise NotLowered("an extra turn with a duration")
    return {"kind": "extra_turn"}


_M19B_EFFECTS["extra_turn"] = _extra_turn


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
