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
    "target creature with power 2 or less": "creature_with_power_2_or_less",
    "target creature other than ~": "other_creature",
    "target creature you control": "creature_you_control",
    "target Assembly-Worker creature": "assembly_worker_creature",
    "target noncreature artifact": "noncreature_artifact",
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
        "creature_with_power_2_or_less", "other_creature", "creature_you_control", "assembly_worker_creature",
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


_COUNTER_KINDS = r"(\+1/\+1|-1/-1|charge)"


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


@_t("mill", rf"(Target player|You) mills? ({NUMBER}) cards?\.", "Target player mills two cards.")
def _mill(m: re.Match[str]) -> Json:
    return {"kind": "mill", "amount": amount(m[2]), "player": "target_player" if m[1] == "Target player" else "you"}


@_t("discard", rf"Target player discards ({NUMBER}) cards?( at random)?\.", "Target player discards a card.")
def _discard(m: re.Match[str]) -> Json:
    effect: Json = {"kind": "discard", "amount": amount(m[1]), "player": "target_player"}
    if m[2]:
        effect["random"] = True  # Mind Twist (CR 701.9c)
    return effect


@_t("lose_keywords", rf"({_subject(_CREATURE_LIKE)}) loses ([^.]+) until end of turn\.",
    "Target creature loses flying until end of turn.")
def _lose_keywords(m: re.Match[str]) -> Json | None:
    keywords = modelled_keywords(m[2])
    return None if keywords is None else {"kind": "lose_keywords", "keywords": keywords, "target": _object(m[1])}


@_t("cant_be_blocked", rf"({_subject(_CREATURE_LIKE)}) can't be blocked this turn\.",
    "Target creature with power 2 or less can't be blocked this turn.")
def _cant_be_blocked(m: re.Match[str]) -> Json:
    return {"kind": "cant_be_blocked", "target": _object(m[1])}


@_t("cant_be_regenerated", rf"({_subject(_CREATURE_LIKE)}) can't be regenerated this turn\.",
    "Target creature can't be regenerated this turn.")
def _cant_be_regenerated(m: re.Match[str]) -> Json:
    return {"kind": "cant_be_regenerated", "target": _object(m[1])}


@_t("set_base_power_toughness",
    rf"({_subject(_CREATURE_LIKE)}) has base power and toughness (\d+)/(\d+) until end of turn\.",
    "Target creature other than this creature has base power and toughness 0/2 until end of turn.")
def _set_base(m: re.Match[str]) -> Json:
    return {"kind": "set_base_power_toughness", "power": int(m[2]), "toughness": int(m[3]), "target": _object(m[1])}


@_t("becomes_creature",
    r"~ becomes an? (\d+)/(\d+) ((?:[A-Z][a-zA-Z-]+ )*)(artifact creature|creature) until end of turn\. "
    r"It's still an? (land|artifact)\.",
    "This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.")
def _becomes_creature(m: re.Match[str]) -> Json:
    types = ["Artifact", "Creature"] if m[4] == "artifact creature" else ["Creature"]
    return {"kind": "becomes_creature", "power": int(m[1]), "toughness": int(m[2]), "types": types,
            "subtypes": m[3].split(), "target": "self"}


@_t("pump_while_tapped", rf"({_subject(_CREATURE_LIKE)}) gets {_SIGNED}/{_SIGNED} for as long as ~ remains tapped\.",
    "Target creature gets +1/+1 for as long as this artifact remains tapped.")
def _pump_while_tapped(m: re.Match[str]) -> Json:
    return {"kind": "pump", "target": _object(m[1]), "power": _signed(m[2], m[3]),
            "toughness": _signed(m[4], m[5]), "duration": "while_source_tapped"}


@_t("draw_reveal", r"Draw a card and reveal it\. If it isn't a land card, discard it\.",
    "Draw a card and reveal it. If it isn't a land card, discard it.")
def _draw_reveal(m: re.Match[str]) -> Json:
    return {"kind": "draw_reveal", "discard_unless": "land"}


@_t("pump_choose_keyword",
    rf"({_subject(_CREATURE_LIKE)}) gets {_SIGNED}/{_SIGNED} and gains your choice of ([a-z ,]+) until end of turn\.",
    "This creature gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end of turn.")
def _pump_choose_keyword(m: re.Match[str]) -> Json | None:
    options = [part for part in re.split(r", or |, | or ", m[6]) if part]
    keywords = modelled_keywords(", ".join(options))
    if keywords is None or len(keywords) < 2 or "X" in (m[3], m[5]):
        return None
    return {"kind": "pump_choose_keyword", "target": _object(m[1]), "power": _signed(m[2], m[3]),
            "toughness": _signed(m[4], m[5]), "keyword_options": keywords}


@_t("becomes_creature_until_your_next_upkeep",
    rf"Until your next upkeep, ({_PERMANENT}) becomes an artifact creature with power and toughness each equal to "
    r"its mana value\.",
    "Until your next upkeep, target noncreature artifact becomes an artifact creature with power and toughness each "
    "equal to its mana value.")
def _becomes_until_upkeep(m: re.Match[str]) -> Json:
    return {"kind": "becomes_creature", "power": "mana_value", "toughness": "mana_value",
            "types": ["Artifact", "Creature"], "subtypes": [], "target": TARGETED[m[1]],
            "duration": "until_next_upkeep"}


@_t("flip_coin", r"Flip a coin\. If you win the flip, ([^.]+\.) If you lose the flip, ([^.]+\.)",
    "Flip a coin. If you win the flip, create a 5/5 colorless Djinn artifact creature token with flying. If you lose "
    "the flip, this artifact deals 5 damage to you.")
def _flip_coin(m: re.Match[str]) -> Json | None:
    won, lost = read_effect(_capitalise(m[1])), read_effect(_capitalise(m[2]))
    if won is None or lost is None or _targets(won) or _targets(lost):
        return None
    return {"kind": "flip_coin", "won": won, "lost": lost}


@_t("untap_self", r"Untap (~|enchanted creature)\.", "Untap this creature.")
def _untap_self(m: re.Match[str]) -> Json:
    return {"kind": "untap", "target": _OBJECTS[m[1]]}


@_t("reveal_and_discard_at_random",
    r"Target (player|opponent) reveals their hand and discards an? (creature|land|artifact) card at random\.",
    "Target opponent reveals their hand and discards a creature card at random.")
def _reveal_discard_random(m: re.Match[str]) -> Json:
    return {"kind": "discard", "amount": 1, "player": f"target_{m[1]}", "random": True,
            "card_type": m[2].capitalize(), "reveal_hand": True}


@_t("look_at_hand", r"Look at target player's hand\.", "Look at target player's hand.")
def _look_at_hand(m: re.Match[str]) -> Json:
    return {"kind": "look_at_hand", "player": "target_player"}


_TOKEN_COLORS = {"colorless": [], "white": ["W"], "blue": ["U"], "black": ["B"], "red": ["R"], "green": ["G"]}


@_t("create_token",
    r"Create an? (\d+)/(\d+) (colorless|white|blue|black|red|green) ((?:[A-Z][a-z]+ )+)(artifact creature|creature) "
    r"token(?: with ([a-z ,]+?))?(?: named ([A-Z][a-z]+))?\.",
    "Create a 1/1 colorless Insect artifact creature token with flying named Wasp.")
def _create_token(m: re.Match[str]) -> Json | None:
    keywords = modelled_keywords(m[6]) if m[6] else []
    if keywords is None:
        return None
    subtypes = m[4].split()
    token: Json = {"name": m[7] or " ".join(subtypes), "types": ["Artifact", "Creature"] if m[5] != "creature"
                   else ["Creature"], "subtypes": subtypes, "power": int(m[1]), "toughness": int(m[2]),
                   "colors": _TOKEN_COLORS[m[3]], "keywords": keywords}
    return {"kind": "create_token", "token": token}


EFFECT_TEMPLATES: tuple[Template, ...] = (
    _damage, _destroy, _exile, _bounce, _tap, _untap, _gain_life, _target_gains_life, _lose_life,
    _counter, _draw, _pump, _pump_all, _put_counters, _regenerate, _destroy_all, _damage_each, _gains,
    _mill, _discard, _look_at_hand, _create_token, _untap_self, _lose_keywords, _cant_be_blocked,
    _cant_be_regenerated, _set_base, _becomes_creature, _pump_while_tapped, _draw_reveal,
    _pump_choose_keyword, _becomes_until_upkeep, _reveal_discard_random, _flip_coin,
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


# Activation costs beyond mana and {T} (CR 602.1a; rules/activation_costs.py) and restrictions on
# activating (CR 602.5b).
_OTHER_COST = (rf"Pay \d+ life|Sacrifice ~|Remove {NUMBER} (?:\+1/\+1|-1/-1|[a-z]+) counters? from ~"
               r"|Remove any number of [a-z]+ counters from ~|Discard a card at random")
_ANY_COST_PART = rf"(?:{_COST_PART}|{_OTHER_COST})"
ANY_COST = rf"{_ANY_COST_PART}(?:, {_ANY_COST_PART})*"
_RESTRICTIONS: dict[str, Json] = {"Activate only during your turn.": {"activate_only": "your_turn"},
                 "Activate only during your upkeep.": {"activate_only": "your_upkeep"},
                 "Activate only once each turn.": {"max_per_turn": 1},
                 "Activate only during your turn and only once each turn.": {"activate_only": "your_turn",
                                                                             "max_per_turn": 1},
                 "Activate no more than twice each turn.": {"max_per_turn": 2}}
_RESTRICTION = "|".join(re.escape(text) for text in _RESTRICTIONS)


def split_cost(text: str) -> tuple[str, list[Json]] | None:
    """"{B}, Pay 2 life" -> ("{B}", [{"kind": "pay_life", "amount": 2}]): the mana and {T} part as
    the engine's cost string, and the other parts as `other_costs`."""
    mana: list[str] = []
    others: list[Json] = []
    for part in text.split(", "):
        if re.fullmatch(_COST_PART, part):
            mana.append(part)
        elif match := re.fullmatch(r"Pay (\d+) life", part):
            others.append({"kind": "pay_life", "amount": int(match[1])})
        elif part == "Sacrifice ~":
            others.append({"kind": "sacrifice_self"})
        elif part == "Discard a card at random":
            others.append({"kind": "discard_at_random"})
        elif match := re.fullmatch(rf"Remove ({NUMBER}) (\+1/\+1|-1/-1|[a-z]+) counters? from ~", part):
            if match[1] == "X":
                return None
            others.append({"kind": "remove_counters", "counter": match[2], "amount": amount(match[1])})
        elif match := re.fullmatch(r"Remove any number of ([a-z]+) counters from ~", part):
            others.append({"kind": "remove_counters", "counter": match[1], "amount": "any"})
        else:
            return None
    return "".join(mana), others


@_t("activated_with_costs", rf"({ANY_COST}): (.+?)(?: ({_RESTRICTION}))?",
    "Remove a +1/+1 counter from this creature: It deals 1 damage to any target.")
def _activated_with_costs(m: re.Match[str]) -> list[Json] | None:
    costs = split_cost(m[1])
    # "It" in the effect is the ability's source (Triskelion: "It deals 1 damage to any target.")
    effect = read_effect(re.sub(r"^It ", "~ ", m[2]))
    if costs is None or effect is None:
        return None
    ability: Json = {"kind": "activated", "cost": costs[0], "effect": effect}
    if costs[1]:
        ability["other_costs"] = costs[1]
    if m[3]:
        ability.update(_RESTRICTIONS[m[3]])
    return [ability]


@_t("activated_then_sacrifice",
    rf"({ANY_COST}): (.+?\.) If this ability has been activated ({NUMBER}) or more times this turn, sacrifice ~ at "
    r"the beginning of the next end step\.",
    "{R}: This creature gets +1/+0 until end of turn. If this ability has been activated four or more times this "
    "turn, sacrifice this creature at the beginning of the next end step.")
def _activated_then_sacrifice(m: re.Match[str]) -> list[Json] | None:
    costs = split_cost(m[1])
    effect = read_effect(m[2])
    if costs is None or effect is None or m[3] == "X":
        return None
    ability: Json = {"kind": "activated", "cost": costs[0], "effect": effect,
                     "then": {"kind": "sacrifice_if_activated", "times": amount(m[3])}}
    if costs[1]:
        ability["other_costs"] = costs[1]
    return [ability]


@_t("attached_attacks_as_though_haste", r"Enchanted creature can attack as though it had haste\.",
    "Enchanted creature can attack as though it had haste.")
def _attacks_as_though_haste(m: re.Match[str]) -> list[Json]:
    return [{"kind": "attached_attacks_as_though_haste"}]


@_t("may_choose_not_to_untap", r"You may choose not to untap ~ during your untap step\.",
    "You may choose not to untap this artifact during your untap step.")
def _may_not_untap(m: re.Match[str]) -> list[Json]:
    return [{"kind": "may_choose_not_to_untap"}]


@_t("mana_per_counter_removed",
    rf"({ANY_COST}): Add (\{{[WUBRGC]\}}), then add an additional \2 for each ([a-z]+) counter removed this way\.",
    "{T}, Remove any number of charge counters from this artifact: Add {B}, then add an additional {B} for each "
    "charge counter removed this way.")
def _mana_per_counter(m: re.Match[str]) -> list[Json] | None:
    costs = split_cost(m[1])
    if costs is None or not any(c["kind"] == "remove_counters" and c["amount"] == "any" and c["counter"] == m[3]
                                for c in costs[1]):
        return None
    return [{"kind": "mana", "cost": costs[0], "add": m[2], "other_costs": costs[1], "add_per_counter_removed": m[2]}]


# Mana abilities before "activated": "{T}: Add {G}." is a mana ability (CR 605.1a), not an
# activated ability that uses the stack.
LINE_TEMPLATES: tuple[Template, ...] = (
    _mana, _mana_choice, _mana_any, _mana_could, _static_pump, _enters_tapped, _etb_counters,
    _pt_count, _pt_count_plus, _enchant, _attached_pump, _enters_trigger, _attacks_trigger, _activated,
    _activated_with_costs, _mana_per_counter, _may_not_untap, _activated_then_sacrifice, _attacks_as_though_haste,
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
