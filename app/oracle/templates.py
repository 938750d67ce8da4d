"""The Oracle reader's template table: one template = one entry (a regular expression over one
Oracle line or sentence, and a builder producing the ability vocabulary of `app.engine.cards`).

Lines reach the table normalised by `reader.normalise_line`: reminder text removed, the card's own
name and "this creature" / "this spell" / "this artifact" ... written "~", "enters the battlefield"
and "comes into play" written "enters". Every pattern is anchored at both ends (`fullmatch`): a
line with one more clause than the template knows is not matched, and so is reported as not
modelled, never half read.

- `LINE_TEMPLATES` read a whole line into abilities (mana abilities, statics, "enters tapped",
  "When ~ enters, <effect>" and "<cost>: <effect>");
- `EFFECT_TEMPLATES` read one effect sentence into an effect (`damage`, `destroy`, `pump`, ...):
  the line of an instant or sorcery, or what follows the colon of an activated ability.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from app.engine.cards import UNTARGETED_SPECS
from app.engine.keywords import is_modelled, normalise_keyword, parse_keyword
from app.engine.target_grammar import TargetSpecError, is_grammatical, parse_target_spec

Json = dict[str, Any]

_WORD_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}
NUMBER = r"(?:X|\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_MANA_SYMBOLS = r"(?:\{[WUBRGC]\})+"


def amount(text: str) -> int | str:
    """"3" -> 3, "three" -> 3, "a" -> 1, "X" -> "X" (the X paid)."""
    if text == "X":
        return "X"
    if text.isdigit():
        return int(text)
    return _WORD_NUMBERS[text.lower()]


# Target phrases of the vocabulary's target spec T (after "target ", or whole for the untargeted ones).
TARGETED = {
    "any target": "any",
    "target creature": "creature",
    "target player": "player",
    "target opponent": "opponent",
    "target permanent": "permanent",
    "target nonland permanent": "nonland_permanent",
    "target artifact": "artifact",
    "target enchantment": "enchantment",
    "target land": "land",
    "target artifact or enchantment": "artifact_or_enchantment",
    "target creature or planeswalker": "creature_or_planeswalker",
    "target attacking creature": "attacking_creature",
    "target blocking creature": "blocking_creature",
    "target attacking or blocking creature": "attacking_or_blocking_creature",
    "target nonblack creature": "nonblack_creature",
    "target nonartifact creature": "nonartifact_creature",
}
UNTARGETED = {
    "~": "self",
    "each creature": "each_creature",
    "each creature you control": "each_creature_you_control",
    "each opponent": "each_opponent",
    "each player": "each_player",
    "you": "you",
    "enchanted creature": "enchanted_creature",
}
_OBJECTS = {**TARGETED, **UNTARGETED}


def _alternatives(phrases: dict[str, str]) -> str:
    # Longest first, so "target attacking or blocking creature" wins over "target attacking creature".
    return "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))


def _permanent_phrases() -> dict[str, str]:
    return {p: t for p, t in TARGETED.items() if t not in ("any", "player", "opponent")}


_ANY = _alternatives(_OBJECTS)
_PERMANENT = _alternatives(_permanent_phrases())
_CREATURE_LIKE = _alternatives(
    {p: t for p, t in _OBJECTS.items() if t in (
        "creature", "attacking_creature", "blocking_creature", "attacking_or_blocking_creature",
        "nonblack_creature", "nonartifact_creature", "self", "enchanted_creature",
    )}
)
_SIGNED = r"([+-])(X|\d+)"


def _subject(phrases: str) -> str:
    """The same alternatives as a sentence's subject: first letter capitalised ("Target creature")."""
    return "|".join(p[:1].upper() + p[1:] for p in phrases.split("|"))


def _object(text: str) -> str:
    """A matched subject back to its target spec."""
    return _OBJECTS[text[:1].lower() + text[1:]]


def _signed(sign: str, value: str) -> int | str:
    if value == "X":
        return "X" if sign == "+" else "-X"
    return int(value) if sign == "+" else -int(value)


@dataclass(frozen=True)
class Template:
    """One reader rule: `pattern` over a normalised line or sentence, `build` its vocabulary;
    `example` is the real Oracle line its test is built from."""

    name: str
    pattern: re.Pattern[str]
    build: Callable[[re.Match[str]], Any]
    example: str


def _t(name: str, pattern: str, example: str) -> Callable[[Callable[[re.Match[str]], Any]], Template]:
    def wrap(build: Callable[[re.Match[str]], Any]) -> Template:
        return Template(name, re.compile(pattern), build, example)
    return wrap


# --- effects (one sentence each) -------------------------------------------------------------


@_t("damage", rf"~ deals ({NUMBER}) damage to ({_ANY})\.", "Lightning Bolt deals 3 damage to any target.")
def _damage(m: re.Match[str]) -> Json:
    return {"kind": "damage", "amount": amount(m[1]), "target": _OBJECTS[m[2]]}


def _permanent_effect(kind: str, verb: str, rest: str, example: str) -> Template:
    """"<Verb> <target permanent><rest>." -> `{"kind": kind, "target": T}` (destroy, exile, ...)."""
    def build(m: re.Match[str]) -> Json:
        return {"kind": kind, "target": TARGETED[m[1]]}
    return _t(kind, rf"{verb} ({_PERMANENT}){re.escape(rest)}\.", example)(build)


_destroy = _permanent_effect("destroy", "Destroy", "", "Destroy target artifact or enchantment.")
_exile = _permanent_effect("exile", "Exile", "", "Exile target creature.")
_bounce = _permanent_effect("return_to_hand", "Return", " to its owner's hand",
                            "Return target creature to its owner's hand.")
_tap = _permanent_effect("tap", "Tap", "", "Tap target creature.")
_untap = _permanent_effect("untap", "Untap", "", "Untap target land.")


@_t("gain_life", rf"You gain ({NUMBER}) life\.", "You gain 2 life.")
def _gain_life(m: re.Match[str]) -> Json:
    return {"kind": "gain_life", "amount": amount(m[1]), "player": "you"}


@_t("target_gains_life", rf"Target player gains ({NUMBER}) life\.", "Target player gains X life.")
def _target_gains_life(m: re.Match[str]) -> Json:
    return {"kind": "gain_life", "amount": amount(m[1]), "player": "target_player"}


_LOSERS = {"You": "you", "Target player": "target_player", "Target opponent": "target_opponent",
           "Each opponent": "each_opponent"}


@_t("lose_life", rf"(You|Target player|Target opponent|Each opponent) loses? ({NUMBER}) life\.",
    "Target player loses 3 life.")
def _lose_life(m: re.Match[str]) -> Json:
    return {"kind": "lose_life", "amount": amount(m[2]), "player": _LOSERS[m[1]]}


_COUNTERED = {"spell": "spell", "creature spell": "creature_spell", "noncreature spell": "noncreature_spell"}


@_t("counter", r"Counter target (spell|creature spell|noncreature spell)\.", "Counter target spell.")
def _counter(m: re.Match[str]) -> Json:
    return {"kind": "counter", "target": _COUNTERED[m[1]]}


@_t("draw", rf"Draw ({NUMBER}) cards?\.", "Draw three cards.")
def _draw(m: re.Match[str]) -> Json:
    return {"kind": "draw", "amount": amount(m[1])}


@_t("pump", rf"({_subject(_CREATURE_LIKE)}) gets {_SIGNED}/{_SIGNED} until end of turn\.",
    "Target creature gets +3/+3 until end of turn.")
def _pump(m: re.Match[str]) -> Json:
    return {"kind": "pump", "target": _object(m[1]), "power": _signed(m[2], m[3]),
            "toughness": _signed(m[4], m[5]), "duration": "end_of_turn"}


@_t("gains_keywords", rf"({_subject(_CREATURE_LIKE)}) gains ([^.]+) until end of turn\.",
    "Target creature gains flying until end of turn.")
def _gains(m: re.Match[str]) -> Json | None:
    keywords = modelled_keywords(m[2])
    if keywords is None:
        return None
    return {"kind": "pump", "target": _object(m[1]), "power": 0, "toughness": 0, "duration": "end_of_turn",
            "keywords": keywords}


_GROUPS = {"All creatures": "each_creature", "Creatures you control": "each_creature_you_control",
           "Attacking creatures": "each_attacking_creature", "Blocking creatures": "each_blocking_creature"}


@_t("pump_all", rf"({'|'.join(_GROUPS)}) get {_SIGNED}/{_SIGNED} until end of turn\.",
    "All creatures get -2/-0 until end of turn.")
def _pump_all(m: re.Match[str]) -> Json:
    return {"kind": "pump", "target": _GROUPS[m[1]], "power": _signed(m[2], m[3]),
            "toughness": _signed(m[4], m[5]), "duration": "end_of_turn"}


_COUNTER_KINDS = r"(\+1/\+1|-1/-1)"


@_t("put_counters", rf"Put ({NUMBER}) {_COUNTER_KINDS} counters? on ({_CREATURE_LIKE})\.",
    "Put a +1/+1 counter on target creature.")
def _put_counters(m: re.Match[str]) -> Json:
    return {"kind": "put_counters", "counter": m[2], "amount": amount(m[1]), "target": _OBJECTS[m[3]]}


@_t("regenerate", rf"Regenerate ({_CREATURE_LIKE})\.", "Regenerate target creature.")
def _regenerate(m: re.Match[str]) -> Json:
    return {"kind": "regenerate", "target": _OBJECTS[m[1]]}


# "Destroy all <permanents>." (CR 701.8, untargeted), with Wrath of God's "They can't be regenerated." (701.19c)
_ALL = {"creatures": "each_creature", "artifacts": "each_artifact", "enchantments": "each_enchantment",
        "lands": "each_land", "Plains": "each_plains", "Islands": "each_island", "Swamps": "each_swamp",
        "Mountains": "each_mountain", "Forests": "each_forest"}
_NO_REGENERATION = "They can't be regenerated."


@_t("destroy_all", rf"Destroy all ({'|'.join(_ALL)})\.( {re.escape(_NO_REGENERATION)})?",
    "Destroy all creatures. They can't be regenerated.")
def _destroy_all(m: re.Match[str]) -> Json:
    effect: Json = {"kind": "destroy", "target": _ALL[m[1]]}
    if m[2]:
        effect["cant_be_regenerated"] = True
    return effect


_EACH = {"each creature and each player": "each_creature_and_each_player",
         "each creature with flying and each player": "each_creature_with_flying_and_each_player",
         "each creature without flying and each player": "each_creature_without_flying_and_each_player",
         "each attacking creature": "each_attacking_creature"}


@_t("damage_each", rf"~ deals ({NUMBER}) damage to ({_alternatives(_EACH)})\.",
    "Earthquake deals X damage to each creature without flying and each player.")
def _damage_each(m: re.Match[str]) -> Json:
    return {"kind": "damage", "amount": amount(m[1]), "target": _EACH[m[2]]}


# --- target phrases in the filter grammar (app/engine/target_grammar.py) ------------------------

_COLOR_WORDS = ("white", "blue", "black", "red", "green")
_TYPE_WORDS = ("artifact", "creature", "enchantment", "land", "planeswalker")
_ADJECTIVES = {"tapped": "tapped", "untapped": "untapped", "attacking": "attacking", "blocking": "blocking",
               **{c: c for c in _COLOR_WORDS}, **{f"non{c}": f"non{c}" for c in _COLOR_WORDS},
               **{f"non{t}": f"non{t}" for t in _TYPE_WORDS}}
_NOUNS = {
    "permanent": "permanent", "creature": "creature", "artifact": "artifact", "enchantment": "enchantment",
    "land": "land", "creature or land": "creature_or_land", "artifact or creature": "artifact_or_creature",
    "artifact, creature, or land": "artifact_or_creature_or_land", "spell": "spell",
    "creature card from your graveyard": "card_in_your_graveyard:creature",
    "card from your graveyard": "card_in_your_graveyard",
}
_PLURAL_NOUNS = {"permanents": "permanent", "creatures": "creature", "artifacts": "artifact",
                 "enchantments": "enchantment", "lands": "land"}
_BASIC_PLURALS = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain",
                  "Forests": "Forest", "Walls": "Wall"}
_COMPARED = {"or less": "<=", "or greater": ">="}


def _postmodifier(text: str) -> str | None:
    """" with flying" / " without flying" / " with power 2 or less" / " with mana value X" /
    " you control" / " an opponent controls" -> a qualifier; None when not one of those."""
    if text == "you control":
        return "you_control"
    if text == "other than ~":
        return "other"
    if text == "that isn't enchanted":
        return "not_enchanted"
    if text == "an opponent controls":
        return "opponent_controls"
    match = re.fullmatch(r"with (power|toughness|mana value) (X|\d+)(?: (or less|or greater))?", text)
    if match:
        return f"{match[1].replace(' ', '_')}{_COMPARED.get(match[3] or '', '=')}{match[2]}"
    match = re.fullmatch(r"(with|without) ([a-z]+)", text)
    if match:
        keyword = normalise_keyword(match[2])
        parsed = parse_keyword(keyword) if keyword else None
        return None if parsed is None or not is_modelled(parsed) else f"{match[1]}_{parsed.text}"
    return None


_POST = re.compile(r"(.+?)((?: (?:with|without) (?:power|toughness|mana value) (?:X|\d+)(?: or less| or greater)?"
                   r"| (?:with|without) [a-z]+| you control| an opponent controls| other than ~| that isn't enchanted)*)")
_POST_PART = re.compile(r" ((?:with|without) (?:power|toughness|mana value) (?:X|\d+)(?: or less| or greater)?"
                        r"|(?:with|without) [a-z]+|you control|an opponent controls|other than ~|that isn't enchanted)")


def filtered_target(body: str, plural: bool = False) -> str | None:
    """What follows "target" ("tapped creature", "nonartifact, nonblack creature", "Wall",
    "creature with flying", "creature card from your graveyard"; plural after "X target") -> a
    spec of the filter grammar; None when a word of it is not one the grammar has."""
    match = _POST.fullmatch(body)
    if match is None:
        return None
    head, tail = match[1], match[2]
    post: list[str] = []
    for part in _POST_PART.findall(tail):
        qualifier = _postmodifier(part)
        if qualifier is None:
            return None
        post.append(qualifier)
    nouns = _PLURAL_NOUNS if plural else _NOUNS
    words = head.split(" ")
    for size in range(len(words), 0, -1):  # the longest noun phrase at the end
        noun = " ".join(words[-size:])
        adjectives = [w.rstrip(",") for w in words[:-size]]
        if noun in nouns:
            base = nouns[noun]
        elif plural and noun in _BASIC_PLURALS:
            base = f"permanent:{_BASIC_PLURALS[noun]}"
        elif not plural and re.fullmatch(r"[A-Z][a-z]+", noun):
            base = f"permanent:{noun}"  # "target Wall": a permanent with that subtype
        else:
            continue
        qualifiers = [_ADJECTIVES.get(a) for a in adjectives]
        if any(q is None for q in qualifiers):
            return None
        spec = ":".join([base, *(q for q in qualifiers if q is not None), *post])
        return spec if is_grammatical(spec) else None
    return None


def target_phrase(phrase: str) -> str | None:
    """"target tapped creature" -> "creature:tapped"; the named specs first ("target creature" ->
    "creature"); None when not a target phrase the vocabulary has."""
    if phrase in TARGETED:
        return TARGETED[phrase]
    if not phrase.startswith("target "):
        return None
    return filtered_target(phrase.removeprefix("target "))


def targets_phrase(phrase: str) -> tuple[str, int | str] | None:
    """"X target creatures" / "two target nonartifact creatures" / "target Wall" -> (spec, count)."""
    match = re.fullmatch(rf"({NUMBER}) target (.+)", phrase)
    if match and match[1] not in ("a", "an", "one"):
        spec = filtered_target(match[2], plural=True)
        return None if spec is None else (spec, amount(match[1]))
    spec = target_phrase(phrase)
    return None if spec is None else (spec, 1)


def _counted(effect: Json, count: int | str) -> Json:
    return effect if count == 1 else {**effect, "target_count": count}


_IT_CANT_BE_REGENERATED = "It can't be regenerated."


@_t("permanent_effect_filtered",
    r"(Destroy|Exile|Tap|Untap) ((?:X |\w+ )?target [^.]+?)\.( It can't be regenerated\.)?",
    "Destroy target nonartifact, nonblack creature. It can't be regenerated.")
def _permanent_filtered(m: re.Match[str]) -> Json | None:
    read = targets_phrase(m[2])
    if read is None or read[0] in ("any", "player", "opponent") or read[0].startswith("spell"):
        return None
    if m[3] and m[1] != "Destroy":
        return None
    effect: Json = {"kind": {"Destroy": "destroy", "Exile": "exile", "Tap": "tap", "Untap": "untap"}[m[1]],
                    "target": read[0]}
    if m[3]:
        effect["cant_be_regenerated"] = True  # CR 701.19c
    return _counted(effect, read[1])


@_t("return_from_graveyard", r"Return (target [^.]+ from your graveyard) to your hand\.",
    "Return target creature card from your graveyard to your hand.")
def _return_from_graveyard(m: re.Match[str]) -> Json | None:
    spec = target_phrase(m[1])
    if spec is None or not spec.startswith("card_in_your_graveyard"):
        return None
    return {"kind": "return_to_hand", "target": spec}


@_t("return_filtered", r"Return (target [^.]+?) to its owner's hand\.",
    "Return target permanent that isn't enchanted to its owner's hand.")
def _return_filtered(m: re.Match[str]) -> Json | None:
    spec = target_phrase(m[1])
    if spec is None or spec in ("any", "player", "opponent") or spec.startswith(("spell", "card_")):
        return None
    return {"kind": "return_to_hand", "target": spec}


@_t("damage_filtered", rf"~ deals ({NUMBER}) damage to (target [^.]+?)\.",
    "This creature deals 1 damage to target creature with flying.")
def _damage_filtered(m: re.Match[str]) -> Json | None:
    spec = target_phrase(m[2])
    if spec is None or spec.startswith(("spell", "card_")):
        return None
    return {"kind": "damage", "amount": amount(m[1]), "target": spec}


_TO_YOURSELF = {"you": "you", "itself": "self"}


@_t("damage_and_damage_to_you",
    rf"~ deals ({NUMBER}) damage to (any target|target [^.]+?) and ({NUMBER}) damage to (you|itself)\.",
    "This creature deals 2 damage to any target and 3 damage to you.")
def _damage_and_damage(m: re.Match[str]) -> list[Json] | None:
    spec = target_phrase(m[2])
    if spec is None or spec.startswith(("spell", "card_")):
        return None
    return [{"kind": "damage", "amount": amount(m[1]), "target": spec},
            {"kind": "damage", "amount": amount(m[3]), "target": _TO_YOURSELF[m[4]]}]


@_t("damage_divided",
    rf"~ deals ({NUMBER}) damage divided (as you choose|evenly, rounded down,) among any number of targets\.",
    "Pyrotechnics deals 4 damage divided as you choose among any number of targets.")
def _damage_divided(m: re.Match[str]) -> Json:
    return {"kind": "damage", "amount": amount(m[1]), "target": "any", "target_count": "any_number",
            "divided": "as_you_choose" if m[2] == "as you choose" else "evenly"}


# Referring back to the previous sentence's target (CR 608.2c; as it last existed, 608.2h).
_ITS = {"power": "its_power", "toughness": "its_toughness", "mana value": "its_mana_value"}
_THAT = r"(?:Its|That (?:creature|artifact|permanent|land)'s)"


@_t("its_controller_gains_life", rf"{_THAT} controller gains life equal to its (power|toughness|mana value)\.",
    "Its controller gains life equal to its power.")
def _its_controller_gains(m: re.Match[str]) -> Json:
    return {"kind": "gain_life", "amount": _ITS[m[1]], "player": "its_controller"}


@_t("damage_to_its_controller", rf"~ deals ({NUMBER}) damage to that (?:creature|artifact|permanent|land)'s controller\.",
    "Detonate deals X damage to that artifact's controller.")
def _damage_to_its_controller(m: re.Match[str]) -> Json:
    return {"kind": "damage", "amount": amount(m[1]), "target": "its_controller"}


@_t("damage_to_each_of_those", rf"~ deals ({NUMBER}) damage to each of those (?:creatures|permanents)(.*)\.",
    "Winter Blast deals 2 damage to each of those creatures with flying.")
def _damage_to_those(m: re.Match[str]) -> Json | None:
    qualifiers = [_postmodifier(part) for part in _POST_PART.findall(m[2])]
    if any(q is None for q in qualifiers) or "".join(" " + p for p in _POST_PART.findall(m[2])) != m[2]:
        return None
    return {"kind": "damage", "amount": amount(m[1]), "target": ":".join(["it", *(q for q in qualifiers if q)])}


@_t("add_mana", rf"Add ({_MANA_SYMBOLS})\.", "Add {B}{B}{B}.")
def _add_mana(m: re.Match[str]) -> Json:
    return {"kind": "add_mana", "mana": m[1]}


@_t("if_you_do_add_mana_equal_to",
    r"If you do, add an amount of (\{[WUBRGC]\}) equal to that (?:creature|artifact|permanent)'s "
    r"(power|toughness|mana value)\.",
    "If you do, add an amount of {C} equal to that creature's mana value.")
def _add_mana_equal(m: re.Match[str]) -> Json:
    # "If you do": the tap effect before it always taps its target while that target is legal ("untapped").
    return {"kind": "add_mana", "mana": m[1], "times": _ITS[m[2]]}


@_t("counter_filtered", r"Counter (target spell [^.]+)\.", "Counter target spell with mana value X.")
def _counter_filtered(m: re.Match[str]) -> Json | None:
    spec = target_phrase(m[1])
    return None if spec is None or not spec.startswith("spell:") else {"kind": "counter", "target": spec}


@_t("tap_or_untap", r"You may tap or untap (target [^.]+)\.", "You may tap or untap target artifact, creature, or land.")
def _tap_or_untap(m: re.Match[str]) -> Json | None:
    spec = target_phrase(m[1])
    if spec is None or spec in ("any", "player", "opponent") or spec.startswith(("spell", "card_")):
        return None
    return {"kind": "tap_or_untap", "target": spec}


_WHOSE = {"controls": "target_player_controls", "owns": "target_player_owns"}


@_t("return_all_target_player_owns", r"Return all ([a-z]+) target player (owns|controls) to their hand\.",
    "Return all artifacts target player owns to their hand.")
def _return_all_of_player(m: re.Match[str]) -> Json | None:
    kind = _PLURAL_NOUNS.get(m[1])
    return None if kind is None else {"kind": "return_to_hand", "target": f"all:{kind}:{_WHOSE[m[2]]}"}


@_t("tap_all_lands_and_lose_mana",
    r"Tap all ([a-z]+) target player controls and that player loses all unspent mana\.",
    "Tap all lands target player controls and that player loses all unspent mana.")
def _tap_all_and_lose_mana(m: re.Match[str]) -> list[Json] | None:
    kind = _PLURAL_NOUNS.get(m[1])
    if kind is None:
        return None
    return [{"kind": "tap", "target": f"all:{kind}:target_player_controls"},
            {"kind": "lose_unspent_mana", "player": "that_player"}]


@_t("cant_be_regenerated", r"(Target [^.]+?) can't be regenerated this turn\.",
    "Target creature can't be regenerated this turn.")
def _cant_be_regenerated(m: re.Match[str]) -> Json | None:
    spec = target_phrase(_lower_first(m[1]))
    if spec is None or spec in ("any", "player", "opponent") or spec.startswith(("spell", "card_")):
        return None
    return {"kind": "cant_be_regenerated", "target": spec}


@_t("if_its_a_creature_cant_be_regenerated_exile_instead",
    r"If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead\.",
    "If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead.")
def _disintegrated(m: re.Match[str]) -> Json:
    return {"kind": "cant_be_regenerated", "target": "it:creature", "exiled_if_it_would_die": True}


@_t("damage_equal_to_the_number_put_into_a_graveyard",
    rf"~ deals damage to ({_alternatives(_EACH)}) equal to the number of ([A-Za-z]+) put into a graveyard this way\.",
    "Volcanic Eruption deals damage to each creature and each player equal to the number of Mountains put into a "
    "graveyard this way.")
def _damage_number_destroyed(m: re.Match[str]) -> Json:
    return {"kind": "damage", "amount": "number_put_into_graveyard", "target": _EACH[m[1]]}


@_t("blood_lust",
    r"If target creature has toughness (\d+) or greater, it gets \+(\d+)/-(\d+) until end of turn\. Otherwise, it "
    r"gets \+(\d+)/-X until end of turn, where X is its toughness minus (\d+)\.",
    "If target creature has toughness 5 or greater, it gets +4/-4 until end of turn. Otherwise, it gets +4/-X until "
    "end of turn, where X is its toughness minus 1.")
def _blood_lust(m: re.Match[str]) -> Json | None:
    threshold, power, minus, power_otherwise, floor = (int(m[i]) for i in range(1, 6))
    # The two branches are one change that stops at toughness `floor` only when they meet exactly.
    if power != power_otherwise or threshold - minus != floor:
        return None
    return {"kind": "pump", "target": "creature", "power": power, "toughness": -minus, "duration": "end_of_turn",
            "toughness_not_below": floor}


_TOKEN_COLORS = {"colorless": [], "white": ["W"], "blue": ["U"], "black": ["B"], "red": ["R"], "green": ["G"]}


@_t("create_token",
    r"Create a (\d+)/(\d+) (colorless|white|blue|black|red|green) ((?:[A-Z][a-z]+ )+)(artifact )?creature token"
    r"(?: with ([a-z ,]+?))?(?: named ([A-Z][A-Za-z' ]+))?\.",
    "Create a 1/1 colorless Insect artifact creature token with flying named Wasp.")
def _create_token(m: re.Match[str]) -> Json | None:
    keywords = modelled_keywords(m[6]) if m[6] else []
    if keywords is None:
        return None
    subtypes = m[4].split()
    # CR 111.4: a token not given a name is named after its subtypes plus "Token".
    token: Json = {"name": m[7] or f"{' '.join(subtypes)} Token", "colors": _TOKEN_COLORS[m[3]],
                   "types": [*(["Artifact"] if m[5] else []), "Creature"], "subtypes": subtypes,
                   "power": int(m[1]), "toughness": int(m[2]), "keywords": keywords}
    return {"kind": "create_token", "token": token}


@_t("gain_life_equal_to_the_damage_dealt",
    r"You gain life equal to the damage dealt, but not more life than the player's life total before the damage was "
    r"dealt, the planeswalker's loyalty before the damage was dealt, or the creature's toughness\.",
    "You gain life equal to the damage dealt, but not more life than the player's life total before the damage was "
    "dealt, the planeswalker's loyalty before the damage was dealt, or the creature's toughness.")
def _drained(m: re.Match[str]) -> Json:
    return {"kind": "gain_life", "amount": "its_damage_dealt_capped", "player": "you"}


@_t("gain_life_equal_to_the_damage_dealt_to_you_this_turn", r"You gain life equal to the damage dealt to you this turn\.",
    "You gain life equal to the damage dealt to you this turn.")
def _gain_damage_this_turn(m: re.Match[str]) -> Json:
    return {"kind": "gain_life", "amount": "damage_dealt_to_you_this_turn", "player": "you"}


@_t("damage_equal_to_the_damage_dealt_to_you_this_turn",
    r"~ deals damage to (target [^.]+?) equal to the damage dealt to you this turn\.",
    "Simulacrum deals damage to target creature you control equal to the damage dealt to you this turn.")
def _damage_damage_this_turn(m: re.Match[str]) -> Json | None:
    spec = target_phrase(m[1])
    if spec is None or spec.startswith(("spell", "card_")):
        return None
    return {"kind": "damage", "amount": "damage_dealt_to_you_this_turn", "target": spec}


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


EFFECT_TEMPLATES: tuple[Template, ...] = (
    _damage, _destroy, _exile, _bounce, _tap, _untap, _gain_life, _target_gains_life, _lose_life,
    _counter, _draw, _pump, _pump_all, _put_counters, _regenerate, _destroy_all, _damage_each, _gains,
    _permanent_filtered, _return_from_graveyard, _return_filtered, _damage_filtered, _damage_and_damage,
    _damage_divided, _its_controller_gains, _damage_to_its_controller, _damage_to_those, _add_mana,
    _add_mana_equal, _counter_filtered, _tap_or_untap, _return_all_of_player, _tap_all_and_lose_mana,
    _cant_be_regenerated, _disintegrated, _damage_number_destroyed, _blood_lust, _create_token, _drained,
    _gain_damage_this_turn, _damage_damage_this_turn,
)


def read_effects(sentence: str) -> list[Json] | None:
    """One effect sentence -> its effects (most sentences are one effect; "~ deals 2 damage to any
    target and 3 damage to you." is two), or None when no template matches it exactly."""
    for template in EFFECT_TEMPLATES:
        match = template.pattern.fullmatch(sentence)
        if match:
            built: Json | list[Json] | None = template.build(match)
            if built is not None:
                return built if isinstance(built, list) else [built]
    return None


def read_effect(sentence: str) -> Json | None:
    """One effect sentence -> its effect, or None when no template matches it exactly (or it is
    more than one effect)."""
    effects = read_effects(sentence)
    return effects[0] if effects is not None and len(effects) == 1 else None


# --- whole lines -----------------------------------------------------------------------------

_MANA = _MANA_SYMBOLS
_COST_PART = r"(?:\{(?:\d+|[WUBRGCXT])\})+"
COST = rf"{_COST_PART}(?:, {_COST_PART})*"


def activation_cost(text: str) -> str:
    """"{R}, {T}" -> "{R}{T}" (the engine's activation-cost string)."""
    return text.replace(", ", "")


@_t("mana", rf"({COST}): Add ({_MANA})\.", "{T}: Add {G}.")
def _mana(m: re.Match[str]) -> list[Json]:
    return [{"kind": "mana", "cost": activation_cost(m[1]), "add": m[2]}]


@_t("mana_choice", rf"({COST}): Add (\{{[WUBRGC]\}}) or (\{{[WUBRGC]\}})\.", "{T}: Add {R} or {G}.")
def _mana_choice(m: re.Match[str]) -> list[Json]:
    return [{"kind": "mana", "cost": activation_cost(m[1]), "add": f"{m[2]}|{m[3]}"}]


@_t("mana_any_color", rf"({COST}): Add one mana of any color\.", "{T}: Add one mana of any color.")
def _mana_any(m: re.Match[str]) -> list[Json]:
    return [{"kind": "mana", "cost": activation_cost(m[1]), "add": "any_color"}]


@_t("mana_could_produce",
    rf"({COST}): Add one mana of any (color|type) that a land (you control|an opponent controls) could produce\.",
    "{T}: Add one mana of any color that a land an opponent controls could produce.")
def _mana_could(m: re.Match[str]) -> list[Json]:
    whose = "lands_you_control" if m[3] == "you control" else "lands_opponents_control"
    return [{"kind": "mana", "cost": activation_cost(m[1]), "add": "could_produce", "from": whose,
             "colors_only": m[2] == "color"}]


_AFFECTED = {
    "Creatures you control": "creatures_you_control",
    "Other creatures you control": "other_creatures_you_control",
    "All creatures": "all_creatures",
    "Other creatures": "other_creatures",
}


@_t("static_pump", rf"(Creatures you control|Other creatures you control|All creatures|Other creatures) get "
    rf"{_SIGNED}/{_SIGNED}\.", "Creatures you control get +1/+1.")
def _static_pump(m: re.Match[str]) -> list[Json] | None:
    if "X" in (m[3], m[5]):
        return None
    return [{"kind": "static_pump", "affected": _AFFECTED[m[1]], "power": _signed(m[2], m[3]),
             "toughness": _signed(m[4], m[5])}]


@_t("enters_tapped", r"~ enters tapped\.", "This artifact enters tapped.")
def _enters_tapped(m: re.Match[str]) -> list[Json]:
    return [{"kind": "enters_tapped"}]


@_t("etb_counters", rf"~ enters with ({NUMBER}) \+1/\+1 counters? on it\.",
    "This creature enters with three +1/+1 counters on it.")
def _etb_counters(m: re.Match[str]) -> list[Json]:
    return [{"kind": "etb_counters", "counter": "+1/+1", "amount": amount(m[1])}]


@_t("enters_trigger", r"When ~ enters, (.+)", "When this creature enters, draw a card.")
def _enters_trigger(m: re.Match[str]) -> list[Json] | None:
    effect = read_effect(_capitalise(m[1]))
    return None if effect is None else [{"kind": "triggered", "trigger": "enters", "effect": effect}]


@_t("attacks_trigger", r"Whenever ~ attacks, (.+)", "Whenever this creature attacks, it gets +1/-2 until end of turn.")
def _attacks_trigger(m: re.Match[str]) -> list[Json] | None:
    # "it" in the effect is the attacking creature itself (the trigger's source)
    effect = read_effect(_capitalise(re.sub(r"^it ", "~ ", m[1])))
    return None if effect is None else [{"kind": "triggered", "trigger": "attacks", "effect": effect}]


@_t("activated", rf"({COST}): (.+)", "{T}: This creature deals 1 damage to any target.")
def _activated(m: re.Match[str]) -> list[Json] | None:
    effects = read_effects(m[2])
    if not effects or any(e["kind"] == "add_mana" for e in effects):
        return None  # an activated ability that adds mana is a mana ability (CR 605.1a): the mana templates
    ability: Json = {"kind": "activated", "cost": activation_cost(m[1]), "effect": effects[0]}
    if len(effects) > 1:
        ability["then_effects"] = effects[1:]  # in order (CR 608.2c)
    return [ability]


# Characteristic-defining abilities (CR 604.3, layer 7a): "<this>'s power and toughness are each
# equal to the number of <counted>." The counted phrases the vocabulary has a name for:
_BASIC_TYPES = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain",
                "Forests": "Forest"}


def counted(phrase: str) -> Json | None:
    """"Swamps you control" -> {"count": "lands_you_control", "subtype": "Swamp"}; None when the
    phrase is not one the vocabulary counts."""
    fixed: dict[str, Json] = {
        "creatures you control": {"count": "creatures_you_control"},
        "lands you control": {"count": "lands_you_control"},
        "artifacts you control": {"count": "artifacts_you_control"},
        "permanents you control": {"count": "permanents_you_control"},
        "creatures on the battlefield": {"count": "creatures"},
        "creatures named ~ on the battlefield": {"count": "creatures", "same_name": True},
        "cards in your hand": {"count": "cards_in_your_hand"},
        "cards in your graveyard": {"count": "cards_in_your_graveyard"},
        "creature cards in your graveyard": {"count": "creature_cards_in_your_graveyard"},
        "cards in all graveyards": {"count": "cards_in_all_graveyards"},
        "creature cards in all graveyards": {"count": "creature_cards_in_all_graveyards"},
    }
    if phrase in fixed:
        return dict(fixed[phrase])
    match = re.fullmatch(r"(Plains|Islands|Swamps|Mountains|Forests) you control", phrase)
    if match:
        return {"count": "lands_you_control", "subtype": _BASIC_TYPES[match[1]]}
    match = re.fullmatch(r"non-([A-Z][a-z]+) creatures you control", phrase)
    if match:
        return {"count": "creatures_you_control", "not_subtype": match[1]}
    return None


@_t("pt_equal_to_count", r"~'s (power and toughness are each|power is|toughness is) equal to the number of (.+)\.",
    "Nightmare's power and toughness are each equal to the number of Swamps you control.")
def _pt_count(m: re.Match[str]) -> list[Json] | None:
    what = counted(m[2])
    sets = {"power and toughness are each": "both", "power is": "power", "toughness is": "toughness"}[m[1]]
    return None if what is None else [{"kind": "pt_equal_to_count", **what, "sets": sets}]


@_t("pt_equal_to_count_plus",
    r"~'s power is equal to the number of (.+) and its toughness is equal to that number plus (\d+)\.",
    "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to "
    "that number plus 1.")
def _pt_count_plus(m: re.Match[str]) -> list[Json] | None:
    what = counted(m[1])
    if what is None:
        return None
    return [{"kind": "pt_equal_to_count", **what, "sets": "power"},
            {"kind": "pt_equal_to_count", **what, "sets": "toughness", "plus": int(m[2])}]


# Auras (CR 303.4): "Enchant <type>" and what the Aura gives the enchanted creature.
@_t("enchant", r"Enchant (creature|artifact|enchantment|land|permanent)", "Enchant creature")
def _enchant(m: re.Match[str]) -> list[Json]:
    return [{"kind": "enchant", "target": m[1]}]


def modelled_keywords(text: str) -> list[str] | None:
    """"flying", "protection from black", "flying and first strike" -> canonical keywords; None when
    a part is not a keyword the engine models (then nothing is read)."""
    found: list[str] = []
    for part in re.split(r", and |, | and ", text):
        canonical = normalise_keyword(part)
        keyword = parse_keyword(canonical) if canonical else None
        if keyword is None or not is_modelled(keyword):
            return None
        found.append(keyword.text)
    return found


@_t("attached_pump",
    rf"Enchanted creature (?:gets {_SIGNED}/{_SIGNED}(?: and has ([^.]+))?|has ([^.]+))\."
    r"( This effect doesn't remove ~\.)?",
    "Enchanted creature gets +0/+2 and has reach.")
def _attached_pump(m: re.Match[str]) -> list[Json] | None:
    if "X" in (m[2], m[4]):
        return None
    keywords = modelled_keywords(m[5] or m[6]) if (m[5] or m[6]) else []
    if keywords is None:
        return None
    ability: Json = {"kind": "attached_pump", "power": _signed(m[1], m[2]) if m[1] else 0,
                     "toughness": _signed(m[3], m[4]) if m[3] else 0, "keywords": keywords}
    if m[7]:
        if not any(k.startswith("protection:") for k in keywords):
            return None
        ability["keeps_this_aura"] = True  # 702.16c: its own protection doesn't remove it
    return [ability]


def read_enchant(line: str) -> list[Json] | None:
    """An Aura's "Enchant <type>" line -> its `enchant` ability (CR 702.5a), or None."""
    match = _enchant.pattern.fullmatch(line)
    return None if match is None else list(_enchant.build(match))


def _capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


# Mana abilities before "activated": "{T}: Add {G}." is a mana ability (CR 605.1a), not an
# activated ability that uses the stack.
LINE_TEMPLATES: tuple[Template, ...] = (
    _mana, _mana_choice, _mana_any, _mana_could, _static_pump, _enters_tapped, _etb_counters,
    _pt_count, _pt_count_plus, _enchant, _attached_pump, _enters_trigger, _attacks_trigger, _activated,
)


def read_line(line: str) -> list[Json] | None:
    """One normalised Oracle line of a permanent -> its abilities, or None when no template matches."""
    for template in LINE_TEMPLATES:
        match = template.pattern.fullmatch(line)
        if match:
            built: list[Json] | None = template.build(match)
            if built is not None:
                return built
    return None


# Not Wrath's nor Terror's second sentence, nor an "Otherwise, ..." (read with the sentence before it)
_SENTENCE_END = re.compile(
    rf"(?<=\.) (?=[A-Z~])(?!{re.escape(_NO_REGENERATION)})(?!{re.escape(_IT_CANT_BE_REGENERATED)})(?!Otherwise,)")
_UNTARGETED = frozenset({*UNTARGETED.values(), *UNTARGETED_SPECS, "its_controller", "that_player"})


def _targets(effect: Json) -> bool:
    """Does this effect choose a target (CR 115.1)?"""
    if effect["kind"] == "counter":
        return True
    target = effect.get("target", effect.get("player", "you"))
    if target in _UNTARGETED or target in TARGETED.values():
        return target not in _UNTARGETED
    try:
        return parse_target_spec(target).targets
    except TargetSpecError:
        return True


@_t("extra_target_cost", r"~ costs \{(\d+)\} more to cast for each target beyond the first\.",
    "This spell costs {1} more to cast for each target beyond the first.")
def _extra_target_cost(m: re.Match[str]) -> list[Json]:
    return [{"kind": "extra_target_cost", "generic": int(m[1])}]


_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@_t("x_mana_restriction", r"Spend only (white|blue|black|red|green) mana on X\.", "Spend only black mana on X.")
def _x_mana_restriction(m: re.Match[str]) -> list[Json]:
    return [{"kind": "x_mana_restriction", "color": _COLOR_LETTERS[m[1]]}]


SPELL_LINE_TEMPLATES: tuple[Template, ...] = (_extra_target_cost, _x_mana_restriction)


def read_spell_line(line: str) -> list[Json] | None:
    """One normalised line of an instant or sorcery -> its `spell` abilities (CR 608.2c: followed in
    order). Each sentence must match an effect template; at most one of them may target (a second
    target would leave which chosen target is whose to guess), so "Return target creature to its
    owner's hand. Draw a card." is read and "Exile target creature. Its controller gains ..." is not."""
    for template in SPELL_LINE_TEMPLATES:  # a line about the spell itself, not an effect
        match = template.pattern.fullmatch(line)
        if match:
            built: list[Json] = template.build(match)
            return built
    sentences = [read_effects(sentence) for sentence in _SENTENCE_END.split(line)]
    if not sentences or any(e is None for e in sentences):
        return None
    read = [effect for effects in sentences if effects is not None for effect in effects]
    if sum(_targets(e) for e in read) > 1:
        return None
    return [{"kind": "spell", "effect": effect} for effect in read]
