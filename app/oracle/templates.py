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

from app.engine.keywords import is_modelled, normalise_keyword, parse_keyword

Json = dict[str, Any]

_WORD_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}
NUMBER = r"(?:X|\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"


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


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@_t("become_color", rf"Target spell or permanent becomes ({'|'.join(_COLOR_WORDS)})\.",
    "Target spell or permanent becomes white.")
def _become_color(m: re.Match[str]) -> Json:
    # layer 5 (CR 613.1e); the cards' reminder "(Mana symbols ... remain unchanged.)" is dropped as reminder text
    return {"kind": "become_color", "colors": [_COLOR_WORDS[m[1]]], "target": "spell_or_permanent"}


EFFECT_TEMPLATES: tuple[Template, ...] = (
    _damage, _destroy, _exile, _bounce, _tap, _untap, _gain_life, _target_gains_life, _lose_life,
    _counter, _draw, _pump, _pump_all, _put_counters, _regenerate, _destroy_all, _damage_each, _gains,
    _become_color,
)


def read_effect(sentence: str) -> Json | None:
    """One effect sentence -> its effect, or None when no template matches it exactly."""
    for template in EFFECT_TEMPLATES:
        match = template.pattern.fullmatch(sentence)
        if match:
            built: Json = template.build(match)
            return built
    return None


# --- whole lines -----------------------------------------------------------------------------

_MANA = r"(?:\{[WUBRGC]\})+"
_COST_PART = r"(?:\{(?:\d+|[WUBRGCXT])\})+"
COST = rf"{_COST_PART}(?:, {_COST_PART})*"
_MANA_COST_TEXT = r"(?:\{(?:\d+|[WUBRGC])\})+"  # a mana cost to pay: "{3}", "{1}{U}"


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


# Anthems with a quality (CR 613.4c, rules/static_pump.py). Plural creature types the reader knows
# (never guessed from the word): "Other Goblins" -> Goblin.
CREATURE_TYPE_PLURALS = {"Merfolk": "Merfolk", "Goblins": "Goblin", "Zombies": "Zombie", "Walls": "Wall",
                         "Elves": "Elf", "Dwarves": "Dwarf", "Orcs": "Orc", "Knights": "Knight",
                         "Soldiers": "Soldier", "Wizards": "Wizard", "Vampires": "Vampire", "Dragons": "Dragon"}
_COLOR_ADJECTIVES = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}
_STATUSES = {"Untapped": "untapped", "Attacking": "attacking"}
_SINGULAR_TYPES = {singular for singular in CREATURE_TYPE_PLURALS.values()}


def _anthem(m: re.Match[str], base: Json) -> list[Json] | None:
    """The shared end of the quality anthems: "get +N/+N [and have K]" or "have K"."""
    if "X" in (m["p"], m["t"]):
        return None
    granted = m["k1"] or m["k2"]
    keywords = modelled_keywords(granted) if granted else []
    if keywords is None:
        return None
    ability: Json = {"kind": "static_pump", **base,
                     "power": _signed(m["ps"], m["p"]) if m["ps"] else 0,
                     "toughness": _signed(m["ts"], m["t"]) if m["ts"] else 0}
    if keywords:
        ability["keywords"] = keywords
    return [ability]


_NAMED_GRANT = (r"(?:get (?P<ps>[+-])(?P<p>X|\d+)/(?P<ts>[+-])(?P<t>X|\d+)(?: and have (?P<k1>[^.]+))?"
                r"|have (?P<k2>[^.]+))")


@_t("quality_anthem",
    rf"(?P<other>Other )?(?P<quality>{'|'.join([*_COLOR_ADJECTIVES, *_STATUSES])}|[A-Z][a-z]+) creatures"
    rf"(?P<yours> you control)? {_NAMED_GRANT}\.",
    "White creatures get +1/+1.")
def _quality_anthem(m: re.Match[str]) -> list[Json] | None:
    quality = m["quality"]
    base: Json = {}
    if quality in _COLOR_ADJECTIVES:
        base["color"] = _COLOR_ADJECTIVES[quality]
    elif quality in _STATUSES:
        base["status"] = _STATUSES[quality]
    elif quality in _SINGULAR_TYPES:
        base["subtype"] = quality
    else:
        return None
    base["affected"] = ("other_" if m["other"] else "") + ("creatures_you_control" if m["yours"] else (
        "creatures" if m["other"] else "all_creatures"))
    return _anthem(m, base)


@_t("creature_type_anthem", rf"(?P<other>Other )?(?P<plural>{'|'.join(CREATURE_TYPE_PLURALS)})(?P<yours> you control)? "
    rf"{_NAMED_GRANT}\.", "Other Merfolk get +1/+1 and have islandwalk.")
def _creature_type_anthem(m: re.Match[str]) -> list[Json] | None:
    base: Json = {"subtype": CREATURE_TYPE_PLURALS[m["plural"]]}
    base["affected"] = ("other_" if m["other"] else "") + ("creatures_you_control" if m["yours"] else (
        "creatures" if m["other"] else "all_creatures"))
    return _anthem(m, base)


@_t("self_pump_while", rf"~ gets {_SIGNED}/{_SIGNED} as long as it's untapped\.",
    "This creature gets +0/+3 as long as it's untapped.")
def _self_pump_while(m: re.Match[str]) -> list[Json] | None:
    if "X" in (m[2], m[4]):
        return None
    return [{"kind": "static_pump", "affected": "self", "status": "untapped", "power": _signed(m[1], m[2]),
             "toughness": _signed(m[3], m[4])}]


# Blocking restrictions (CR 509.1b, rules/evasion.py).
_BLOCKER_QUALITIES = {"artifact creatures": "artifact_creatures", "white creatures": "white_creatures",
                      "blue creatures": "blue_creatures", "black creatures": "black_creatures",
                      "red creatures": "red_creatures", "green creatures": "green_creatures", "Walls": "walls",
                      "creatures with flying": "creatures_with_flying"}


@_t("cant_be_blocked_except_by", r"(~|Enchanted creature) can't be blocked except by (.+)\.",
    "This creature can't be blocked except by Walls and/or creatures with flying.")
def _cant_be_blocked_except_by(m: re.Match[str]) -> list[Json] | None:
    qualities = re.split(r" and/or |, and/or |, ", m[2])
    if not all(q in _BLOCKER_QUALITIES for q in qualities):
        return None
    return [{"kind": "cant_be_blocked_except_by", "by": [_BLOCKER_QUALITIES[q] for q in qualities],
             "affected": "self" if m[1] == "~" else "enchanted_creature"}]


@_t("cant_be_blocked_by_power", r"~ can't be blocked by creatures with power (\d+) or greater\.",
    "This creature can't be blocked by creatures with power 3 or greater.")
def _cant_be_blocked_by_power(m: re.Match[str]) -> list[Json]:
    return [{"kind": "cant_be_blocked_by", "power_at_least": int(m[1])}]


@_t("cant_block_power", r"~ can't block creatures with power (\d+) or greater\.",
    "This creature can't block creatures with power 2 or greater.")
def _cant_block_power(m: re.Match[str]) -> list[Json]:
    return [{"kind": "cant_block", "attackers_power_at_least": int(m[1])}]


# Static abilities making permanents creatures (layers 4, 5, 7b: rules/animate.py).
_COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@_t("lands_are_creatures", r"All (Plains|Islands|Swamps|Mountains|Forests) are (\d+)/(\d+) "
    r"(?:(white|blue|black|red|green) )?creatures that are still lands\.",
    "All Forests are 1/1 creatures that are still lands.")
def _lands_are_creatures(m: re.Match[str]) -> list[Json]:
    ability: Json = {"kind": "becomes_creature", "affected": "lands", "subtype": _BASIC_TYPES[m[1]],
                     "power": int(m[2]), "toughness": int(m[3])}
    if m[4]:
        ability["colors"] = [_COLOR_NAMES[m[4]]]
    return [ability]


@_t("animate_artifact", r"As long as enchanted artifact isn't a creature, it's an artifact creature with power and "
    r"toughness each equal to its mana value\.",
    "As long as enchanted artifact isn't a creature, it's an artifact creature with power and toughness each equal "
    "to its mana value.")
def _animate_artifact(m: re.Match[str]) -> list[Json]:
    return [{"kind": "becomes_creature", "affected": "enchanted_permanent", "power": "mana_value",
             "toughness": "mana_value", "unless_creature": True}]


_ENTERING_TYPES = {"Artifacts": "artifact", "creatures": "creature", "lands": "land", "Creatures": "creature",
                   "Lands": "land", "enchantments": "enchantment"}


@_t("opponents_enter_tapped", r"((?:Artifacts|Creatures|Lands)(?:, (?:creatures|lands|enchantments))*,? and "
    r"(?:creatures|lands|enchantments)|Artifacts|Creatures|Lands) your opponents control enter tapped\.",
    "Artifacts, creatures, and lands your opponents control enter tapped.")
def _opponents_enter_tapped(m: re.Match[str]) -> list[Json]:
    kinds = [_ENTERING_TYPES[word] for word in re.split(r",? and |, ", m[1])]
    return [{"kind": "opponents_enter_tapped", "types": kinds}]


@_t("control_enchanted", r"You control enchanted (?:creature|artifact|land|enchantment|permanent)\.",
    "You control enchanted creature.")
def _control_enchanted(m: re.Match[str]) -> list[Json]:
    return [{"kind": "control_enchanted"}]  # layer 2 (CR 613.1b, rules/control.py)


@_t("cant_attack_unless", r"~ can't attack unless defending player controls an? (Plains|Island|Swamp|Mountain|Forest)\.",
    "This creature can't attack unless defending player controls an Island.")
def _cant_attack_unless(m: re.Match[str]) -> list[Json]:
    return [{"kind": "cant_attack_unless", "defending_player_controls": m[1]}]  # CR 508.1c


@_t("attached_count_pump", r"Enchanted creature gets \+X/\+Y, where X is half the number of (.+), rounded (down|up), "
    r"and Y is half the number of \1, rounded (down|up)\.",
    "Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half "
    "the number of Forests you control, rounded up.")
def _attached_count_pump(m: re.Match[str]) -> list[Json] | None:
    what = counted(m[1])
    if what is None or set(what) - {"count", "subtype"}:
        return None
    return [{"kind": "attached_count_pump", **what, "power": f"half_rounded_{m[2]}",
             "toughness": f"half_rounded_{m[3]}"}]


_TYPE_PLURALS = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment", "lands": "Land"}


@_t("spell_cost_increase", r"(White|Blue|Black|Red|Green) spells cost \{(\d+)\} more to cast\.",
    "White spells cost {3} more to cast.")
def _spell_cost_increase(m: re.Match[str]) -> list[Json]:
    return [{"kind": "cost_increase", "applies_to": "spells", "color": _COLOR_ADJECTIVES[m[1]], "generic": int(m[2])}]


@_t("activation_cost_increase", r"Activated abilities of (white|blue|black|red|green) (artifacts|creatures|enchantments|lands) "
    r"cost \{(\d+)\} more to activate\.",
    "Activated abilities of white enchantments cost {3} more to activate.")
def _activation_cost_increase(m: re.Match[str]) -> list[Json]:
    return [{"kind": "cost_increase", "applies_to": "activated_abilities", "color": _COLOR_NAMES[m[1]],
             "card_type": _TYPE_PLURALS[m[2]], "generic": int(m[3])}]


@_t("attack_cost", rf"(~|Enchanted creature) can't attack unless its controller pays ({_MANA_COST_TEXT})\.",
    "Enchanted creature can't attack unless its controller pays {3}.")
def _attack_cost(m: re.Match[str]) -> list[Json]:
    return [{"kind": "attack_cost", "cost": m[2], "affected": "self" if m[1] == "~" else "enchanted_creature"}]


@_t("attacks_as_though_haste", r"(~|Enchanted creature) can attack as though it had haste\.",
    "Enchanted creature can attack as though it had haste.")
def _attacks_as_though_haste(m: re.Match[str]) -> list[Json]:
    return [{"kind": "attacks_as_though_haste", "affected": "self" if m[1] == "~" else "enchanted_creature"}]


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
    effect = read_effect(m[2])
    return None if effect is None else [{"kind": "activated", "cost": activation_cost(m[1]), "effect": effect}]


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
    _mana, _mana_choice, _mana_any, _mana_could, _static_pump, _quality_anthem, _creature_type_anthem,
    _self_pump_while, _cant_be_blocked_except_by, _cant_be_blocked_by_power, _cant_block_power,
    _lands_are_creatures, _animate_artifact, _opponents_enter_tapped, _control_enchanted,
    _cant_attack_unless, _attached_count_pump, _spell_cost_increase, _activation_cost_increase, _attack_cost,
    _attacks_as_though_haste, _enters_tapped,
    _etb_counters,
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


_SENTENCE_END = re.compile(rf"(?<=\.) (?=[A-Z~])(?!{re.escape(_NO_REGENERATION)})")  # not Wrath's second sentence
_UNTARGETED = frozenset({*UNTARGETED.values(), "you", "each_opponent"})


def _targets(effect: Json) -> bool:
    """Does this effect choose a target (CR 115.1)?"""
    if effect["kind"] == "counter":
        return True
    return effect.get("target", effect.get("player", "you")) not in _UNTARGETED


def read_spell_line(line: str) -> list[Json] | None:
    """One normalised line of an instant or sorcery -> its `spell` abilities (CR 608.2c: followed in
    order). Each sentence must match an effect template; at most one of them may target (a second
    target would leave which chosen target is whose to guess), so "Return target creature to its
    owner's hand. Draw a card." is read and "Exile target creature. Its controller gains ..." is not."""
    effects = [read_effect(sentence) for sentence in _SENTENCE_END.split(line)]
    if not effects or any(e is None for e in effects):
        return None
    read = [e for e in effects if e is not None]
    if sum(_targets(e) for e in read) > 1:
        return None
    return [{"kind": "spell", "effect": effect} for effect in read]
