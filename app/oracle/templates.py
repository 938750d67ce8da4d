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
from app.engine.creature_types import CREATURE_TYPES
from app.engine.keywords import is_modelled, normalise_keyword, parse_keyword
from app.engine.target_grammar import TargetSpecError, is_grammatical, parse_target_spec, with_creature_qualities
from app.oracle.copies import read_copy_line
from app.oracle.library import read_library_effects
from app.oracle.numbers import WORD_NUMBERS
from app.oracle.tokens import read_token_effect

Json = dict[str, Any]

NUMBER = r"(?:X|\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_MANA_SYMBOLS = r"(?:\{[WUBRGC]\})+"


def amount(text: str) -> int | str:
    """"3" -> 3, "three" -> 3, "a" -> 1, "X" -> "X" (the X paid)."""
    if text == "X":
        return "X"
    if text.isdigit():
        return int(text)
    return WORD_NUMBERS[text.lower()]


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
    "target creature with power 2 or less": "creature:power<=2",
    "target creature other than ~": "creature:other",
    "target creature you control": "creature:you_control",
    "target Assembly-Worker creature": "creature:Assembly-Worker",
    "target noncreature artifact": "artifact:noncreature",
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
        "creature:power<=2", "creature:other", "creature:you_control", "creature:Assembly-Worker",
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


_COUNTERED = {"spell": "spell", "creature spell": "creature_spell", "noncreature spell": "noncreature_spell",
              "white spell": "white_spell", "blue spell": "blue_spell", "black spell": "black_spell",
              "red spell": "red_spell", "green spell": "green_spell"}


@_t("counter", rf"Counter target ({_alternatives(_COUNTERED)})\.", "Counter target spell.")
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


# Prevention effects (CR 615; rules/prevention.py).
@_t("prevent_next", rf"Prevent the next ({NUMBER}) damage that would be dealt to ({_ANY}) this turn\.",
    "Prevent the next 3 damage that would be dealt to any target this turn.")
def _prevent_next(m: re.Match[str]) -> Json:
    return {"kind": "prevent_damage", "amount": amount(m[1]), "target": _OBJECTS[m[2]]}


@_t("prevent_all", rf"Prevent all (combat )?damage that would be dealt (?:to ({_ANY}) )?this turn\.",
    "Prevent all combat damage that would be dealt this turn.")
def _prevent_all(m: re.Match[str]) -> Json:
    return {"kind": "prevent_damage", "amount": "all", "target": _OBJECTS[m[2]] if m[2] else None,
            "combat_only": bool(m[1])}


_SOURCE_QUALITIES = {"white": "white", "blue": "blue", "black": "black", "red": "red", "green": "green",
                     "artifact": "artifacts"}
_PREVENTED_LIFE = "You gain life equal to the damage prevented this way."


@_t("prevent_next_time_from_chosen_source",
    rf"The next time an? (?:({'|'.join(_SOURCE_QUALITIES)}) )?source of your choice would deal damage to you this "
    rf"turn, prevent that damage\.( {re.escape(_PREVENTED_LIFE)})?",
    "The next time a red source of your choice would deal damage to you this turn, prevent that damage.")
def _prevent_chosen_source(m: re.Match[str]) -> Json:
    effect: Json = {"kind": "prevent_damage", "amount": "next_time", "target": "you", "source": "your_choice"}
    if m[1]:
        effect["source_quality"] = _SOURCE_QUALITIES[m[1]]
    if m[2]:
        effect["gain_life"] = True  # Reverse Damage (CR 615.5)
    return effect


# Damage replacement from a source of your choice (CR 614.9 redirection, 614.1a; rules/damage_redirection.py).
@_t("redirect_chosen_source_to_you",
    rf"The next time a source of your choice would deal damage to ({_ANY}) this turn, that source deals that damage "
    r"to you instead\.",
    "The next time a source of your choice would deal damage to target creature this turn, that source deals that "
    "damage to you instead.")
def _redirect_to_you(m: re.Match[str]) -> Json:
    return {"kind": "replace_damage", "target": _OBJECTS[m[1]], "instead": "to_you"}


@_t("chosen_source_also_damages_its_controller",
    r"The next time a source of your choice would deal damage to you this turn, instead that source deals that much "
    r"damage to you and ~ deals that much damage to that source's controller\.",
    "The next time a source of your choice would deal damage to you this turn, instead that source deals that much "
    "damage to you and Eye for an Eye deals that much damage to that source's controller.")
def _eye_for_an_eye(m: re.Match[str]) -> Json:
    return {"kind": "replace_damage", "target": "you", "instead": "also_to_its_controller"}


# "Choose one —" and its bulleted modes (CR 700.2), joined into one line by the reader: each mode
# must be one effect sentence a template reads, else the whole ability is not read.
_MODE = " • "


@_t("modal", rf"Choose one —((?:{_MODE}[^•]+)+)", "Choose one — • Target player gains 3 life. • Prevent the next 3 "
    "damage that would be dealt to any target this turn.")
def _modal(m: re.Match[str]) -> Json | None:
    modes = [read_effect(mode.strip()) for mode in m[1].split(_MODE.strip()) if mode.strip()]
    if len(modes) < 2 or any(mode is None or mode["kind"] == "modal" for mode in modes):
        return None
    return {"kind": "modal", "modes": modes}


@_t("sacrifice", r"Sacrifice ~\.", "Sacrifice this creature.")
def _sacrifice(m: re.Match[str]) -> Json:
    return {"kind": "sacrifice", "target": "self"}


@_t("mill", rf"(Target player|You) mills? ({NUMBER}) cards?\.", "Target player mills two cards.")
def _mill(m: re.Match[str]) -> Json:
    return {"kind": "mill", "amount": amount(m[2]), "player": "target_player" if m[1] == "Target player" else "you"}


@_t("discard", rf"Target player discards ({NUMBER}) cards?( at random)?\.", "Target player discards a card.")
def _discard(m: re.Match[str]) -> Json:
    effect: Json = {"kind": "discard", "amount": amount(m[1]), "player": "target_player"}
    if m[2]:
        effect["random"] = True  # Mind Twist (CR 701.9b)
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


# The qualifiers that may follow a target's noun, each starting with its space.
_POST_ALTERNATIVES = tuple(
    re.compile(alternative)
    for alternative in (
        r" (?:with|without) (?:power|toughness|mana value) (?:X|\d+)(?: or less| or greater)?",
        r" (?:with|without) [a-z]+", " you control", " an opponent controls", " other than ~", " that isn't enchanted",
    )
)
_POST_PART = re.compile(r" ((?:with|without) (?:power|toughness|mana value) (?:X|\d+)(?: or less| or greater)?"
                        r"|(?:with|without) [a-z]+|you control|an opponent controls|other than ~|that isn't enchanted)")


def _split_qualifiers(body: str) -> tuple[str, str] | None:
    """`body` as its shortest non-empty head and a tail made only of qualifiers (`_POST_ALTERNATIVES`),
    as `(.+?)((?:qualifier)*)` would split it, in linear time: which suffixes are all qualifiers is
    worked out once from the end, instead of a pattern retrying the tail from every start."""
    if not body or "\n" in body:
        return None
    size = len(body)
    qualifiers_from = [False] * (size + 1)
    qualifiers_from[size] = True
    for i in range(size - 1, 0, -1):
        if body[i] == " ":
            qualifiers_from[i] = any(
                (m := alternative.match(body, i)) is not None and qualifiers_from[m.end()]
                for alternative in _POST_ALTERNATIVES
            )
    cut = next(i for i in range(1, size + 1) if qualifiers_from[i])
    return body[:cut], body[cut:]


def filtered_target(body: str, plural: bool = False) -> str | None:
    """What follows "target" ("tapped creature", "nonartifact, nonblack creature", "Wall",
    "creature with flying", "creature card from your graveyard"; plural after "X target") -> a
    spec of the filter grammar; None when a word of it is not one the grammar has."""
    split = _split_qualifiers(body)
    if split is None:
        return None
    head, tail = split
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
        read_post = with_creature_qualities(base, post)  # s34-lead: "artifact or creature with flying"
        if read_post is None:
            return None
        spec = ":".join([base, *(q for q in qualifiers if q is not None), *read_post])
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


_BECOME_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@_t("become_color", rf"Target spell or permanent becomes ({'|'.join(_BECOME_COLORS)})\.",
    "Target spell or permanent becomes white.")
def _become_color(m: re.Match[str]) -> Json:
    # layer 5 (CR 613.1e); the cards' reminder "(Mana symbols ... remain unchanged.)" is dropped as reminder text
    return {"kind": "become_color", "colors": [_BECOME_COLORS[m[1]]], "target": "spell_or_permanent"}


EFFECT_TEMPLATES: tuple[Template, ...] = (
    _damage, _destroy, _exile, _bounce, _tap, _untap, _gain_life, _target_gains_life, _lose_life,
    _counter, _draw, _pump, _pump_all, _put_counters, _regenerate, _destroy_all, _damage_each, _gains,
    _permanent_filtered, _return_from_graveyard, _return_filtered, _damage_filtered, _damage_and_damage,
    _damage_divided, _its_controller_gains, _damage_to_its_controller, _damage_to_those, _add_mana,
    _add_mana_equal, _counter_filtered, _tap_or_untap, _return_all_of_player, _tap_all_and_lose_mana,
    _cant_be_regenerated, _disintegrated, _damage_number_destroyed, _blood_lust, _create_token, _drained,
    _gain_damage_this_turn, _damage_damage_this_turn,
    _prevent_next, _prevent_all, _prevent_chosen_source, _modal, _redirect_to_you, _eye_for_an_eye,
    _sacrifice,
    _mill, _discard, _look_at_hand, _untap_self, _lose_keywords, _cant_be_blocked,
    _set_base, _becomes_creature, _pump_while_tapped, _draw_reveal,
    _pump_choose_keyword, _becomes_until_upkeep, _reveal_discard_random, _flip_coin,
    _become_color,
)


def read_effects(sentence: str) -> list[Json] | None:
    """One effect sentence -> its effects (most sentences are one effect; "~ deals 2 damage to any
    target and 3 damage to you." is two), or None when no template matches it exactly."""
    if (library_effects := read_library_effects(sentence)) is not None:  # scry, search, ... (oracle/library.py)
        return library_effects
    for template in EFFECT_TEMPLATES:
        match = template.pattern.fullmatch(sentence)
        if match:
            built: Json | list[Json] | None = template.build(match)
            if built is not None:
                return built if isinstance(built, list) else [built]
    token = read_token_effect(sentence, read_line)  # "Create a Food token.", "Create two 1/1 ... tokens." (app/oracle/tokens.py)
    return None if token is None else [token]


def read_effect(sentence: str) -> Json | None:
    """One effect sentence -> its effect, or None when no template matches it exactly (or it is
    more than one effect)."""
    effects = read_effects(sentence)
    return effects[0] if effects is not None and len(effects) == 1 else None


# --- whole lines -----------------------------------------------------------------------------

_MANA = _MANA_SYMBOLS
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
    if m[2] == "creatures with flying or reach":  # s23-ori: a blocker with either keyword (CR 702.9b, 702.17b)
        return [{"kind": "cant_be_blocked_except_by", "by": ["creatures_with_flying", "creatures_with_reach"],
                 "affected": "self" if m[1] == "~" else "enchanted_creature"}]
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
    r"(?:creatures|lands|enchantments)|Artifacts|Creatures|Lands) your opponents control enter "
    r"(?:the battlefield )?tapped\.",  # s22-ete: the older wording "enter the battlefield tapped" (Kinjalli's Sunwing)
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


@_t("attached_count_pump", r"Enchanted creature gets \+X/\+Y, where X is half the number of ([^,]+), rounded (down|up), "
    r"and Y is half the number of ([^,]+), rounded (down|up)\.",
    "Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half "
    "the number of Forests you control, rounded up.")
def _attached_count_pump(m: re.Match[str]) -> list[Json] | None:
    what = counted(m[1])
    # The same count twice (checked here, not by a backreference: tests/reliability/test_regexes_linear.py).
    if what is None or set(what) - {"count", "subtype"} or m[3] != m[1]:
        return None
    return [{"kind": "attached_count_pump", **what, "power": f"half_rounded_{m[2]}",
             "toughness": f"half_rounded_{m[4]}"}]


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
    # "instant and sorcery cards in your graveyard" (s13-m19final): each card there having either type
    match = re.fullmatch(r"(artifact|enchantment|instant|land|sorcery) and (artifact|enchantment|instant|land|sorcery) "
                         r"cards in (your|all) graveyards?", phrase)
    if match and match[1] != match[2] and (match[3] == "your") == phrase.endswith("graveyard"):
        return {"count": f"cards_in_{match[3]}_graveyard{'s' if match[3] == 'all' else ''}",
                "card_types": [match[1], match[2]]}
    return s20cda_counted(phrase)  # s20-cda (end of this module)


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


# Static prevention (CR 615.1, 604.1): "Prevent all [combat] damage that would be dealt to [and dealt by]
# <~ / enchanted creature> [by creatures]." (Uncle Istvan, Gaseous Form)
@_t("static_prevention",
    r"Prevent all (combat )?damage that would be dealt to (and dealt by )?(~|enchanted creature)( by creatures)?\.",
    "Prevent all damage that would be dealt to this creature by creatures.")
def _static_prevention(m: re.Match[str]) -> list[Json]:
    ability: Json = {"kind": "static_prevention", "affected": "self" if m[3] == "~" else "enchanted_creature"}
    if m[1]:
        ability["combat_only"] = True
    if m[2]:
        ability["dealt_by"] = True
    if m[4]:
        ability["from"] = "creatures"
    return [ability]


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


# --- beginning-of-step, cast and state triggers; untap restrictions (rules/step_triggers.py) ---

_WHOSE_STEP = {
    "your upkeep": ("upkeep", "yours"),
    "each player's upkeep": ("upkeep", "each"),
    "the chosen player's upkeep": ("upkeep", "chosen_player"),
    "the upkeep of enchanted creature's controller": ("upkeep", "enchanted_controller"),
    "the upkeep of enchanted land's controller": ("upkeep", "enchanted_controller"),
    "the upkeep of enchanted artifact's controller": ("upkeep", "enchanted_controller"),
    "the upkeep of enchanted enchantment's controller": ("upkeep", "enchanted_controller"),
    "your draw step": ("draw", "yours"),
    "each player's draw step": ("draw", "each"),
    "the end step": ("end", "each"),
    "each end step": ("end", "each"),
    "your end step": ("end", "yours"),
}
_CONDITIONS = {"~ is untapped": "source_untapped", "~ is tapped": "source_tapped",
               "no creatures are on the battlefield": "no_creatures"}
_X_IS = {
    "the number of cards in their hand minus 4": {"count": "cards_in_hand", "player": "that_player", "minus": 4},
    "3 minus the number of cards in their hand": {"count": "cards_in_hand", "player": "that_player",
                                                   "subtracted_from": 3},
    "the number of cards in your hand minus 4": {"count": "cards_in_hand", "player": "you", "minus": 4},
}


def _step_effect(sentence: str, whose: str, enchanted: str) -> tuple[Json, Json | None] | None:
    """One effect sentence of a step trigger -> (effect, X definition or None). "that player" is
    the player whose step it is; "that creature" / "the creature" the enchanted creature."""
    x: Json | None = None
    # "<effect>, where X is <amount>." split at the last ", where X is " (a pattern of two `.+`
    # would try every pair of split points).
    head, where, x_is = sentence.rpartition(", where X is ")
    if where and head and x_is.endswith(".") and "\n" not in sentence:
        if x_is[:-1] not in _X_IS:
            return None
        x, sentence = dict(_X_IS[x_is[:-1]]), head + "."
    if re.fullmatch(r"~ deals damage to that player equal to the number of Swamps they control\.", sentence):
        return {"kind": "damage", "amount": "X", "target": "that_player"}, {"count": "swamps", "player": "that_player"}
    that = re.fullmatch(rf"~ deals ({NUMBER}) damage to that player\.", sentence)
    if that and whose != "yours":
        return {"kind": "damage", "amount": amount(that[1]), "target": "that_player"}, x
    if sentence == "That player draws an additional card." and whose == "each":
        return {"kind": "draw", "amount": 1, "player": "that_player"}, x
    if sentence == "Put a doom counter on ~.":
        return {"kind": "put_counters", "counter": "doom", "amount": 1, "target": "self"}, x
    if sentence == "~ deals damage equal to the number of doom counters on it to each player.":
        return ({"kind": "damage", "amount": "X", "target": "each_player"},
                {"count": "doom_counters_on_source", "player": "you"})
    if sentence == "Untap ~.":
        return {"kind": "untap", "target": "self"}, x
    pay_each = re.fullmatch(r"That player may choose any number of tapped (white|blue|black|red|green) creatures they "
                            r"control and pay (\{\d+\}) for each creature chosen this way\. If the player does, untap "
                            r"those creatures\.", sentence)
    if pay_each and whose == "each":  # Magnetic Mountain
        return {"kind": "pay_to_untap", "cost": pay_each[2], "color": _COLOR_LETTERS[pay_each[1]]}, x
    if sentence == "Destroy ~.":
        return {"kind": "destroy", "target": "self"}, x
    if sentence == "Sacrifice a creature other than ~.":
        return {"kind": "sacrifice", "target": "another_creature_you_control"}, x
    if enchanted == "land" and sentence == "Destroy that land.":
        return {"kind": "destroy", "target": "enchanted_creature"}, x  # the permanent the Aura enchants
    if enchanted == "creature":
        sentence = re.sub(r"\b(?:that|the) creature\b", "enchanted creature", sentence)
        if sentence == "Untap enchanted creature.":
            return {"kind": "untap", "target": "enchanted_creature"}, x
        if sentence == "Put a -1/-1 counter on enchanted creature.":
            return {"kind": "put_counters", "counter": "-1/-1", "amount": 1, "target": "enchanted_creature"}, x
    if "that player" in sentence or "that creature" in sentence or "the creature" in sentence:
        return None
    effect = read_effect(sentence)
    if effect is None or (x is None) != ("X" not in _values(effect)):
        return None
    return effect, x


def _values(effect: Json) -> list[Any]:
    return list(effect.values())


@_t("step_trigger",
    rf"At the beginning of ({'|'.join(re.escape(w) for w in _WHOSE_STEP)}), (?:if ({'|'.join(_CONDITIONS)}), )?"
    r"(?:(you|that player) may pay ((?:\{[\dWUBRGC]\})+)\. If (?:you|the player) do(?:es)?, (.+)"
    r"|([^.]+) unless (you pay|that player pays) ((?:\{[\dWUBRGC]\})+)(?: or (\d+) life)?\."
    r"(?: If ~ is destroyed this way, (.+))?"
    r"|(.+) unless you discard a card\.(?: (If it deals damage to you this way, tap it\.))?|(.+))",
    "At the beginning of your upkeep, sacrifice this creature unless you pay {B}{B}.")
def _step_trigger(m: re.Match[str]) -> list[Json] | None:
    step, whose = _WHOSE_STEP[m[1]]
    enchanted_match = re.fullmatch(r"the upkeep of enchanted (\w+)'s controller", m[1])
    enchanted = enchanted_match[1] if enchanted_match else ""
    ability: Json = {"kind": "step_trigger", "step": step, "whose": whose}
    if m[2]:
        ability["condition"] = _CONDITIONS[m[2]]
    if m[3]:  # "you may pay {1}. If you do, <effect>"
        if (m[3] == "that player") != (whose != "yours"):
            return None
        ability["optional_cost"] = m[4]
        if m[3] == "that player":
            ability["payer"] = "that_player"
        sentence = m[5]
    elif m[6]:  # "<effect> unless you pay {U}[ or 1 life][. If ~ is destroyed this way, <effect>]"
        if m[7] == "that player pays" and whose == "yours":
            return None
        ability["unless_cost"] = m[8]
        if m[9]:
            ability["unless_life"] = int(m[9])
        if m[7] == "that player pays":
            ability["payer"] = "that_player"
        sentence = m[6] + "."
        if m[10]:
            follow = _step_effect(_capitalise(re.sub(r"^it deals ", "~ deals ", m[10])), whose, enchanted)
            if follow is None or follow[1] is not None or not sentence.startswith("destroy ~."):
                return None
            ability["if_done"] = follow[0]
    elif m[11]:  # "<effect> unless you discard a card[. If it deals damage to you this way, tap it.]"
        ability["unless_discard"] = True
        sentence = m[11] + "."
        if m[12]:
            if not sentence.startswith("~ deals "):
                return None
            ability["if_done"] = {"kind": "tap", "target": "self"}
    else:
        sentence = m[13]
        cant = re.fullmatch(r"(sacrifice [^.]+\.) If you can't, (.+)", sentence)
        if cant:
            follow = _step_effect(_capitalise(cant[2]), whose, enchanted)
            if follow is None or follow[1] is not None:
                return None
            ability["otherwise"] = follow[0]
            sentence = cant[1]
    sentence = _capitalise(re.sub(r"^it deals ", "~ deals ", sentence))
    read = _step_effect(sentence, whose, enchanted)
    if read is None:
        return None
    ability["effect"], x = read
    if x is not None:
        ability["x"] = x
    return [ability]


@_t("grant_step_trigger", r'All artifacts have "(At the beginning of .+)"',
    'All artifacts have "At the beginning of your upkeep, sacrifice this artifact unless you pay {2}."')
def _grant_step_trigger(m: re.Match[str]) -> list[Json] | None:
    read = _step_trigger.build(match) if (match := _step_trigger.pattern.fullmatch(m[1])) else None
    return None if read is None else [{"kind": "grant_step_trigger", "to": "artifacts", "ability": read[0]}]


_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@_t("cast_trigger_pay_for_life",
    r"Whenever a player casts an? (white|blue|black|red|green) spell, you may pay (\{\d+\})\. If you do, (.+)",
    "Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 life.")
def _cast_trigger_pay(m: re.Match[str]) -> list[Json] | None:
    effect = read_effect(_capitalise(m[3]))
    if effect is None:
        return None
    return [{"kind": "cast_trigger", "caster": "any", "spell_color": _COLOR_LETTERS[m[1]], "optional_cost": m[2],
             "effect": effect}]


@_t("cast_trigger_you_may",
    r"Whenever you cast an? (artifact|creature|enchantment|instant|sorcery) spell, you may (.+)",
    "Whenever you cast an enchantment spell, you may draw a card.")
def _cast_trigger_may(m: re.Match[str]) -> list[Json] | None:
    effect = read_effect(_capitalise(m[2]))
    if effect is None:
        return None
    return [{"kind": "cast_trigger", "caster": "you", "spell_type": _capitalise(m[1]), "optional": True,
             "effect": effect}]


_DOESNT_UNTAP = {
    "Blue creatures don't untap during their controllers' untap steps.": "blue_creatures",
    "~ doesn't untap during your untap step.": "self",
    "Enchanted creature doesn't untap during its controller's untap step.": "enchanted",
    "Creatures with power 3 or greater don't untap during their controllers' untap steps.":
        "creatures_with_power_3_or_greater",
}


@_t("doesnt_untap", "|".join(re.escape(line) for line in _DOESNT_UNTAP),
    "This creature doesn't untap during your untap step.")
def _doesnt_untap(m: re.Match[str]) -> list[Json]:
    return [{"kind": "doesnt_untap", "affected": _DOESNT_UNTAP[m[0]]}]


@_t("untap_limit", r"(As long as ~ is untapped, p|P)layers can't untap more than one (land|creature) during their "
    r"untap steps\.", "Players can't untap more than one creature during their untap steps.")
def _untap_limit(m: re.Match[str]) -> list[Json]:
    ability: Json = {"kind": "untap_limit", "card_type": _capitalise(m[2]), "most": 1}
    if m[1].startswith("As long"):
        ability["while_untapped"] = True
    return [ability]


@_t("maximum_hand_size", rf"The chosen player's maximum hand size is ({NUMBER})\.",
    "The chosen player's maximum hand size is four.")
def _maximum_hand_size(m: re.Match[str]) -> list[Json] | None:
    size = amount(m[1])
    return None if size == "X" else [{"kind": "maximum_hand_size", "player": "chosen_player", "size": size}]


@_t("skip_untap_steps", r"Players skip their untap steps\.", "Players skip their untap steps.")
def _skip_untap(m: re.Match[str]) -> list[Json]:
    return [{"kind": "skip_untap_steps"}]


@_t("choose_opponent", r"As ~ enters, choose an opponent\.", "As this artifact enters, choose an opponent.")
def _choose_opponent(m: re.Match[str]) -> list[Json]:
    return [{"kind": "choose_opponent"}]


@_t("state_trigger_control_no", r"When you control no (Plains|Islands|Swamps|Mountains|Forests), sacrifice ~\.",
    "When you control no Islands, sacrifice this creature.")
def _state_trigger(m: re.Match[str]) -> list[Json]:
    return [{"kind": "state_trigger", "control_no": _BASIC_TYPES[m[1]], "effect": {"kind": "sacrifice", "target": "self"}}]


@_t("enters_tap_enchanted", r"When ~ enters, tap enchanted creature\.", "When this Aura enters, tap enchanted creature.")
def _enters_tap_enchanted(m: re.Match[str]) -> list[Json]:
    return [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "tap", "target": "enchanted_creature"}}]


@_t("equipped_pump",
    rf"Equipped creature (?:gets {_SIGNED}/{_SIGNED}(?: and has ([^.]+))?|has ([^.]+))\.",
    "Equipped creature gets +3/+0 and has trample and lifelink.")
def _equipped_pump(m: re.Match[str]) -> list[Json] | None:
    """Equipment (CR 301.5): the same `attached_pump` ability as an Aura's, while attached."""
    if "X" in (m[2], m[4]):
        return None
    keywords = modelled_keywords(m[5] or m[6]) if (m[5] or m[6]) else []
    if keywords is None:
        return None
    return [{"kind": "attached_pump", "power": _signed(m[1], m[2]) if m[1] else 0,
             "toughness": _signed(m[3], m[4]) if m[3] else 0, "keywords": keywords}]


def read_enchant(line: str) -> list[Json] | None:
    """An Aura's "Enchant <type>" line -> its `enchant` ability (CR 702.5a), or None."""
    match = _enchant.pattern.fullmatch(line)
    return None if match is None else list(_enchant.build(match))


def _capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- event triggers (CR 603.2; app/engine/rules/event_triggers.py) ----------------------------
# "When ~ dies, ...", "Whenever ~ deals damage to a player, ...", "Whenever enchanted land becomes
# tapped, ...": the trigger condition is read by the line template, its effect by the effect
# templates below (what the event names: "that player", "that much", "it"), else by
# `read_effect`. Those effect templates are read only after such a trigger condition, never in a
# spell's text, where "that player" would name something else.

_THAT_PLAYER = r"(?:that player|that land's controller|that creature's controller|the creature's controller)"
_IT = "it"  # placeholder target of "... it.", replaced by what "it" is for the trigger


@_t("that_player_damage", rf"~ deals ({NUMBER}|that much) damage to {_THAT_PLAYER}\.",
    "This Aura deals that much damage to that creature's controller.")
def _that_player_damage(m: re.Match[str]) -> Json:
    return {"kind": "damage", "amount": "that_much" if m[1] == "that much" else amount(m[1]), "target": "that_player"}


@_t("damage_equal_to_its_toughness",
    r"~ deals damage equal to that creature's toughness to the creature's controller\.",
    "This Aura deals damage equal to that creature's toughness to the creature's controller.")
def _damage_equal_to_toughness(m: re.Match[str]) -> Json:
    return {"kind": "damage", "amount": "that_creatures_toughness", "target": "that_player"}


@_t("gain_that_much_life", r"You gain that much life\.", "You gain that much life.")
def _gain_that_much(m: re.Match[str]) -> Json:
    return {"kind": "gain_life", "amount": "that_much", "player": "you"}


@_t("poison_counters", rf"That player gets ({NUMBER}) poison counters?\.", "That player gets two poison counters.")
def _poison(m: re.Match[str]) -> Json:
    return {"kind": "poison", "amount": amount(m[1]), "player": "that_player"}


@_t("that_player_discards_at_random", rf"That player discards ({NUMBER}) cards? at random\.",
    "That player discards a card at random.")
def _that_player_discards(m: re.Match[str]) -> Json:
    return {"kind": "discard_at_random", "amount": amount(m[1]), "player": "that_player"}


@_t("destroy_at_end_of_combat", r"Destroy (?:that creature|that Wall|the other creature) at end of combat\.",
    "Destroy that creature at end of combat.")
def _destroy_at_end_of_combat(m: re.Match[str]) -> Json:
    return {"kind": "destroy_at_end_of_combat", "target": "that_permanent"}


@_t("destroy_it", r"Destroy it\.", "Destroy it.")
def _destroy_it(m: re.Match[str]) -> Json:
    return {"kind": "destroy", "target": _IT}


@_t("exile_it", r"Exile it\.", "Exile it.")
def _exile_it(m: re.Match[str]) -> Json:
    return {"kind": "exile", "target": _IT}


@_t("counters_on_it", rf"Put ({NUMBER}) (\+1/\+1|-1/-1|-0/-2) counters? on it\.", "Put a -0/-2 counter on it.")
def _counters_on_it(m: re.Match[str]) -> Json:
    return {"kind": "put_counters", "counter": m[2], "amount": amount(m[1]), "target": _IT}


@_t("cant_attack_next_turn", r"That creature can't attack during its controller's next turn\.",
    "That creature can't attack during its controller's next turn.")
def _cant_attack_next_turn(m: re.Match[str]) -> Json:
    return {"kind": "cant_attack_next_turn", "target": "that_permanent"}


@_t("pump_until_end_of_combat", rf"It gets {_SIGNED}/{_SIGNED} until end of combat\.",
    "It gets +2/+0 until end of combat.")
def _pump_until_end_of_combat(m: re.Match[str]) -> Json:
    return {"kind": "pump", "target": _IT, "power": _signed(m[1], m[2]), "toughness": _signed(m[3], m[4]),
            "duration": "end_of_combat"}


TRIGGER_EFFECT_TEMPLATES: tuple[Template, ...] = (
    _that_player_damage, _damage_equal_to_toughness, _gain_that_much, _poison, _that_player_discards,
    _destroy_at_end_of_combat, _destroy_it, _exile_it, _counters_on_it, _pump_until_end_of_combat,
    _cant_attack_next_turn,
)


def read_trigger_effect(text: str, it: str | None) -> Json | None:
    """The effect of an event trigger: `text` is what follows the trigger condition's comma; "it"
    stands for `it` (a target spec: "self", "that_permanent", "that_card"; None: not read)."""
    sentence = _capitalise(text)
    for template in TRIGGER_EFFECT_TEMPLATES:
        match = template.pattern.fullmatch(sentence)
        if match:
            effect: Json = template.build(match)
            if effect.get("target") == _IT:
                if it is None:
                    return None
                effect["target"] = it
            return effect
    return read_effect(sentence)


def _event_trigger(trigger: str, text: str, it: str | None, **qualifiers: Any) -> list[Json] | None:
    effect = read_trigger_effect(text, it)
    if effect is None:
        return None
    return [{"kind": "triggered", "trigger": trigger, "effect": effect,
             **{key: value for key, value in qualifiers.items() if value is not None}}]


@_t("dies_trigger", r"When ~ dies, (.+)", "When this creature dies, you gain 2 life.")
def _dies_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("dies", m[1], "that_card")  # "exile it": the card in the graveyard (CR 400.7e)


@_t("enchanted_dies_trigger", r"When enchanted creature dies, (.+)",
    "When enchanted creature dies, this Aura deals damage equal to that creature's toughness to the creature's "
    "controller.")
def _enchanted_dies_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("enchanted_dies", m[1], None)


@_t("creature_dies_trigger", r"Whenever a creature dies, (.+)", "Whenever a creature dies, you gain 1 life.")
def _creature_dies_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("creature_dies", m[1], None)


@_t("creature_it_damaged_dies_trigger", r"Whenever a creature dealt damage by ~ this turn dies, (.+)",
    "Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature.")
def _creature_it_damaged_dies_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("creature_it_damaged_dies", m[1], None)


_DAMAGE_TO = {" to a player": "player", " to an opponent": "opponent", " to you": "you"}


@_t("deals_damage_trigger", r"Whenever ~ deals damage( to a player| to an opponent)?, (.+)",
    "Whenever this creature deals damage to a player, that player gets a poison counter.")
def _deals_damage_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("deals_damage", m[2], "self", damage_to=_DAMAGE_TO.get(m[1] or ""))


@_t("enchanted_deals_damage_trigger", r"Whenever enchanted creature deals damage( to you)?, (.+)",
    "Whenever enchanted creature deals damage, you gain that much life.")
def _enchanted_deals_damage_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("enchanted_deals_damage", m[2], None, damage_to=_DAMAGE_TO.get(m[1] or ""))


@_t("dealt_damage_trigger", r"Whenever ~ is dealt damage, (.+)",
    "Whenever this creature is dealt damage, put a +1/+1 counter on it.")
def _dealt_damage_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("dealt_damage", m[1], "self")


_OTHER_CREATURE = {"non-Wall": "non_wall", "green or white": "green_or_white",
                   "nonblack": "nonblack"}  # s31-mh: "a nonblack creature" (CR 509.3f, 105.2)


@_t("blocks_or_becomes_blocked_trigger",
    r"Whenever (~|enchanted creature) blocks or becomes blocked by an? (non-Wall|green or white|nonblack) creature, (.+)",
    "Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.")
def _blocks_trigger(m: re.Match[str]) -> list[Json] | None:
    trigger = "blocks_or_becomes_blocked" if m[1] == "~" else "enchanted_blocks_or_becomes_blocked"
    return _event_trigger(trigger, m[3], None, other_creature=_OTHER_CREATURE[m[2]])


@_t("blocks_a_creature_trigger", r"Whenever ~ blocks a creature, (.+)",
    "Whenever this creature blocks a creature, that creature can't attack during its controller's next turn.")
def _blocks_a_creature_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("blocks_a_creature", m[1], None)


@_t("becomes_blocked_by_a_wall_trigger", r"Whenever ~ becomes blocked by a Wall, (.+)",
    "Whenever this creature becomes blocked by a Wall, destroy that Wall at end of combat.")
def _blocked_by_wall_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("becomes_blocked", m[1], None, other_creature="wall")


@_t("attacks_and_isnt_blocked_trigger", r"Whenever ~ attacks and isn't blocked, (.+)",
    "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.")
def _unblocked_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("attacks_and_isnt_blocked", m[1], "self")


# s23-c12: "enchanted permanent" too (Brink of Disaster: an Aura that enchants a creature or land)
@_t("enchanted_becomes_tapped_trigger",
    r"(?:When|Whenever) enchanted (?:land|creature|artifact|permanent) becomes tapped, (.+)",
    "Whenever enchanted land becomes tapped, this Aura deals 2 damage to that land's controller.")
def _enchanted_tapped_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("enchanted_becomes_tapped", m[1], "that_permanent")


_LAND_SUBTYPES = {"land": None, "Plains": "Plains", "Island": "Island", "Swamp": "Swamp", "Mountain": "Mountain",
                  "Forest": "Forest"}


@_t("land_becomes_tapped_trigger",
    r"Whenever an? (land|Plains|Island|Swamp|Mountain|Forest)( an opponent controls)? becomes tapped, (.+)",
    "Whenever a Forest an opponent controls becomes tapped, you gain 1 life.")
def _land_tapped_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("land_becomes_tapped", m[3], None, land_subtype=_LAND_SUBTYPES[m[1]],
                          land_controller="opponent" if m[2] else None)


@_t("land_enters_trigger", r"Whenever a land enters, (.+)",
    "Whenever a land enters, this artifact deals 2 damage to that land's controller.")
def _land_enters_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("land_enters", m[1], None)


@_t("land_put_into_graveyard_trigger", r"Whenever a land is put into a graveyard from the battlefield, (.+)",
    "Whenever a land is put into a graveyard from the battlefield, this artifact deals 2 damage to that land's "
    "controller.")
def _land_graveyard_trigger(m: re.Match[str]) -> list[Json] | None:
    return _event_trigger("land_put_into_graveyard", m[1], None)


@_t("taps_a_land_for_mana_trigger", r"Whenever a player taps a (nonbasic )?land for mana, (.+)",
    "Whenever a player taps a land for mana, this enchantment deals 1 damage to that player.")
def _taps_land_for_mana_trigger(m: re.Match[str]) -> list[Json] | None:
    # CR 106.12a: a land is tapped for mana when a mana ability with {T} in its cost resolves.
    # s23-c14: "a nonbasic land" (CR 205.4c: a land without the supertype basic), `watch` "nonbasic_lands"
    effect = read_trigger_effect(m[2], None)
    watch = "nonbasic_lands" if m[1] else "lands"
    return None if effect is None else [{"kind": "tapped_for_mana_trigger", "watch": watch, "effect": effect}]


# Triggered mana abilities (CR 605.1b): app/engine/rules/mana_triggers.py
@_t("enchanted_land_tapped_for_mana_adds",
    # s33-mom: "one mana of any color" (Fertile Ground; `add` "any_color", CR 106.1)
    r"Whenever enchanted land is tapped for mana, its controller adds an additional ((?:\{[WUBRGC]\})+"
    r"|one mana of any color)\.",
    "Whenever enchanted land is tapped for mana, its controller adds an additional {G}.")
def _enchanted_land_adds(m: re.Match[str]) -> list[Json]:
    add = "any_color" if m[1] == "one mana of any color" else m[1]
    return [{"kind": "mana_trigger", "watch": "enchanted_land", "add": add}]


@_t("land_tapped_for_mana_adds_one_of_produced",
    r"Whenever a player taps a land for mana, that player adds one mana of any type that land produced\.",
    "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.")
def _land_adds_one_of_produced(m: re.Match[str]) -> list[Json]:
    return [{"kind": "mana_trigger", "watch": "lands", "add": "one_of_produced"}]


EVENT_TRIGGER_TEMPLATES: tuple[Template, ...] = (
    _dies_trigger, _enchanted_dies_trigger, _creature_dies_trigger, _creature_it_damaged_dies_trigger,
    _deals_damage_trigger,
    _enchanted_deals_damage_trigger, _dealt_damage_trigger, _blocks_trigger, _blocked_by_wall_trigger,
    _unblocked_trigger, _blocks_a_creature_trigger, _enchanted_tapped_trigger, _land_tapped_trigger, _land_enters_trigger, _land_graveyard_trigger,
    _taps_land_for_mana_trigger, _enchanted_land_adds, _land_adds_one_of_produced,
)


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
    rf"({ANY_COST}): Add (\{{[WUBRGC]\}}), then add an additional (\{{[WUBRGC]\}}) for each ([a-z]+) counter removed "
    r"this way\.",
    "{T}, Remove any number of charge counters from this artifact: Add {B}, then add an additional {B} for each "
    "charge counter removed this way.")
def _mana_per_counter(m: re.Match[str]) -> list[Json] | None:
    costs = split_cost(m[1])
    if m[3] != m[2]:  # the same mana symbol twice (no backreference: tests/reliability/test_regexes_linear.py)
        return None
    if costs is None or not any(c["kind"] == "remove_counters" and c["amount"] == "any" and c["counter"] == m[4]
                                for c in costs[1]):
        return None
    return [{"kind": "mana", "cost": costs[0], "add": m[2], "other_costs": costs[1], "add_per_counter_removed": m[2]}]


# Mana abilities before "activated": "{T}: Add {G}." is a mana ability (CR 605.1a), not an
# activated ability that uses the stack.
LINE_TEMPLATES: tuple[Template, ...] = (
    _mana, _mana_choice, _mana_any, _mana_could, _static_pump, _quality_anthem, _creature_type_anthem,
    _self_pump_while, _cant_be_blocked_except_by, _cant_be_blocked_by_power, _cant_block_power,
    _lands_are_creatures, _animate_artifact, _opponents_enter_tapped, _control_enchanted,
    _cant_attack_unless, _attached_count_pump, _spell_cost_increase, _activation_cost_increase, _attack_cost,
    _enters_tapped,
    _etb_counters,
    _pt_count, _pt_count_plus, _enchant, _attached_pump, _enters_trigger, _attacks_trigger, _activated,
    _static_prevention, _equipped_pump,
    _step_trigger, _cast_trigger_pay, _cast_trigger_may, _doesnt_untap, _skip_untap, _choose_opponent,
    _state_trigger, _enters_tap_enchanted, _untap_limit, _maximum_hand_size, _grant_step_trigger,
    *EVENT_TRIGGER_TEMPLATES,
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
    return read_copy_line(line)  # "You may have ~ enter as a copy of ..." (app/oracle/copies.py)


# Not Wrath's nor Terror's second sentence, nor Reverse Damage's, nor an "Otherwise, ..." (read with
# the sentence before it)
_SENTENCE_END = re.compile(
    rf"(?<=\.) (?=[A-Z~])(?!{re.escape(_NO_REGENERATION)})(?!{re.escape(_IT_CANT_BE_REGENERATED)})"
    rf"(?!{re.escape(_PREVENTED_LIFE)})(?!Otherwise,)")
_UNTARGETED = frozenset({*UNTARGETED.values(), *UNTARGETED_SPECS, "its_controller", "that_player"})


def _targets(effect: Json) -> bool:
    """Does this effect choose a target (CR 115.1)?"""
    if effect["kind"] == "counter":
        return True
    target = effect.get("target", effect.get("player", "you"))
    if target is None:  # Fog: "Prevent all combat damage that would be dealt this turn." targets nothing
        return False
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
    if line.startswith("Choose one —"):  # one modal ability, its modes joined by the reader (CR 700.2)
        modal = read_effect(line)
        return None if modal is None else [{"kind": "spell", "effect": modal}]
    if (library_effects := read_library_effects(line)) is not None:  # "Look at the top N ..." (oracle/library.py)
        return [{"kind": "spell", "effect": effect} for effect in library_effects]
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


# --- s20-cda ---
# More counts of the characteristic-defining `pt_equal_to_count` (CR 604.3, 613.4a; rules/pt_cda.py).
_S20CDA_FIXED: dict[str, Json] = {
    "creatures in your party": {"count": "party_size"},  # CR 700.8c
    "differently named lands you control": {"count": "differently_named_lands_you_control"},  # CR 201.2
    "card types among cards in your graveyard": {"count": "card_types_in_your_graveyard"},  # CR 205.2a
    "card types among cards in your opponents' graveyards": {"count": "card_types_in_opponents_graveyards"},
    "cards in your opponents' graveyards": {"count": "cards_in_opponents_graveyards"},  # s27-fdnb (CR 404.1, 102.2)
}
_S20CDA_PERMANENT_TYPES = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
                           "lands": "land", "planeswalkers": "planeswalker"}


def _s20cda_creature_type(plural: str) -> str | None:
    """ "Knights" -> "Knight": a creature type of CR 205.3m in the plural, or None."""
    if plural in CREATURE_TYPE_PLURALS:
        return CREATURE_TYPE_PLURALS[plural]
    singular = plural[:-1] if plural.endswith("s") else ""
    return singular if singular in CREATURE_TYPES else None


def s20cda_counted(phrase: str) -> Json | None:
    """The counts `counted` doesn't name: "artifacts and/or enchantments you control" (CR 205.2a: a
    permanent having either type), "Knights you control" (a creature type, CR 205.3m: any permanent with it),
    "the total number of instant and sorcery cards you own in exile and in your graveyard", the party, the
    differently named lands and the card types among cards in graveyards."""
    if phrase in _S20CDA_FIXED:
        return dict(_S20CDA_FIXED[phrase])
    match = re.fullmatch(r"(\w+) and/or (\w+) you control", phrase)
    if match and match[1] in _S20CDA_PERMANENT_TYPES and match[2] in _S20CDA_PERMANENT_TYPES and match[1] != match[2]:
        return {"count": "permanents_you_control",
                "card_types": [_S20CDA_PERMANENT_TYPES[match[1]], _S20CDA_PERMANENT_TYPES[match[2]]]}
    match = re.fullmatch(r"([A-Z][a-z]+) you control", phrase)
    if match and (subtype := _s20cda_creature_type(match[1])) is not None:
        return {"count": "permanents_you_control", "subtype": subtype}
    match = re.fullmatch(r"(artifact|enchantment|instant|land|sorcery) and (artifact|enchantment|instant|land|sorcery) "
                         r"cards you own in exile and in your graveyard", phrase)
    if match and match[1] != match[2]:
        return {"count": "cards_you_own_in_exile_and_graveyard", "card_types": [match[1], match[2]]}
    return s24mh1_counted(phrase)  # s24-mh1 (end of this module)


_S20CDA_SETS = {"power and toughness are each": "both", "power is": "power", "toughness is": "toughness"}


@_t("s20cda_pt_devotion",
    r"~'s (power and toughness are each|power is|toughness is) equal to your devotion to "
    r"(white|blue|black|red|green)(?: and (white|blue|black|red|green))?\.",
    "This creature's power is equal to your devotion to red.")
def _s20cda_pt_devotion(m: re.Match[str]) -> list[Json] | None:
    """CR 700.5: the mana symbols of the color(s) among the mana costs of permanents you control."""
    if m[3] == m[2]:
        return None
    colors = "".join(_COLOR_LETTERS[c] for c in (m[2], m[3]) if c)
    return [{"kind": "pt_equal_to_count", "count": "devotion", "colors": colors, "sets": _S20CDA_SETS[m[1]]}]


@_t("s20cda_pt_count_plus_n",
    r"~'s (power and toughness are each|power is|toughness is) equal to (?:(\d+|one|two|three|four|five) plus )?"
    r"the (total )?number of (.+)\.",
    "This creature's power is equal to 1 plus the number of card types among cards in your opponents' graveyards.")
def _s20cda_pt_count_plus_n(m: re.Match[str]) -> list[Json] | None:
    """ "~'s power is equal to 1 plus the number of ..." (the count plus N, CR 604.3) and "the total number of
    instant and sorcery cards you own in exile and in your graveyard" (two zones' cards added up)."""
    what = counted(m[4])
    if what is None or (m[3] is not None) != (what["count"] == "cards_you_own_in_exile_and_graveyard"):
        return None
    ability: Json = {"kind": "pt_equal_to_count", **what, "sets": _S20CDA_SETS[m[1]]}
    if m[2] is not None:
        ability["plus"] = int(m[2]) if m[2].isdigit() else WORD_NUMBERS[m[2]]
    return [ability]


LINE_TEMPLATES = (*LINE_TEMPLATES, _s20cda_pt_devotion, _s20cda_pt_count_plus_n)  # s20-cda


# --- s23-c12 ---


@_t("s23c12_damage_each_of_up_to", rf"~ deals ({NUMBER}) damage to each of up to ({NUMBER}) targets\.",
    "~ deals 6 damage to each of up to six targets.")  # Chandra, the Firebrand
def _s23c12_damage_each_of_up_to(m: re.Match[str]) -> Json | None:
    """ "~ deals 6 damage to each of up to six targets." (CR 115.1, 601.2c: from none to that many different targets;
    each is dealt the whole amount, CR 120.1): `damage` to "any" with `target_count` and `up_to`."""
    count = amount(m[2])
    if not isinstance(count, int) or count < 2:
        return None
    return {"kind": "damage", "amount": amount(m[1]), "target": "any", "target_count": count, "up_to": True}


EFFECT_TEMPLATES = (*EFFECT_TEMPLATES, _s23c12_damage_each_of_up_to)  # s23-c12


_S23C12_TWENTY = {"twenty": 20}


@_t("s23c12_any_number_of_players_draw", rf"Any number of target players each draw ({NUMBER}|twenty) cards\.",
    "Any number of target players each draw twenty cards.")
def _s23c12_any_number_of_players_draw(m: re.Match[str]) -> Json:
    """ "Any number of target players each draw twenty cards." (CR 115.1, 601.2c: any number of different target
    players; 121.1): `draw` of "target_player" with `target_count` "any_number"."""
    return {"kind": "draw", "amount": _S23C12_TWENTY.get(m[1]) or amount(m[1]), "player": "target_player",
            "target_count": "any_number"}


EFFECT_TEMPLATES = (*EFFECT_TEMPLATES, _s23c12_any_number_of_players_draw)  # s23-c12


_S23C12_CHOOSERS = {"Target player": "target_player", "Target opponent": "target_opponent",
                    "Each opponent": "each_opponent", "Each player": "each_player"}


@_t("s23c12_discard_the_rest",
    r"(Target player|Target opponent|Each opponent|Each player) chooses a card in their hand and discards the rest\.",
    "Target player chooses a card in their hand and discards the rest.")
def _s23c12_discard_the_rest(m: re.Match[str]) -> Json:
    """ "Target player chooses a card in their hand and discards the rest." (CR 701.9b): `discard` of every card but
    one, which one kept the player's choice (`all_but` 1)."""
    return {"kind": "discard", "player": _S23C12_CHOOSERS[m[1]], "all_but": 1}


EFFECT_TEMPLATES = (*EFFECT_TEMPLATES, _s23c12_discard_the_rest)  # s23-c12


# --- s24-mh1 ---
_S24MH1_SNOW_COUNTS = {"permanents": "permanents_you_control", "lands": "lands_you_control",
                       "creatures": "creatures_you_control", "artifacts": "artifacts_you_control"}


def s24mh1_counted(phrase: str) -> Json | None:
    """ "snow permanents you control" / "snow lands you control" (CR 205.4g: the supertype snow): the count of the
    permanents you control of that kind with the `supertype` "Snow" (rules/pt_cda.py)."""
    match = re.fullmatch(r"snow (permanents|lands|creatures|artifacts) you control", phrase)
    if match is None:
        return s35tdm_counted(phrase)  # s35-tdm (end of this module)
    return {"count": _S24MH1_SNOW_COUNTS[match[1]], "supertype": "Snow"}


# --- s26-cmda ---
@_t("s26cmda_mana_commander_identity", rf"({COST}): Add one mana of any color in your commander's color identity\.",
    "{T}: Add one mana of any color in your commander's color identity.")
def _s26cmda_mana_commander_identity(m: re.Match[str]) -> list[Json]:
    """ "{T}: Add one mana of any color in your commander's color identity." (CR 903.4, 903.4f, 605.1a): a mana ability
    with `add` "commander_identity" (rules/s26cmda_commander.py)."""
    return [{"kind": "mana", "cost": activation_cost(m[1]), "add": "commander_identity"}]


LINE_TEMPLATES = (*LINE_TEMPLATES, _s26cmda_mana_commander_identity)  # s26-cmda


# --- s29-cmd ---
@_t("s29cmd_all_enter_tapped", r"(Artifacts|Creatures|Lands)(?: and (artifacts|creatures|lands|enchantments))? enter "
    r"(?:the battlefield )?tapped\.", "Creatures enter the battlefield tapped.")
def _s29cmd_all_enter_tapped(m: re.Match[str]) -> list[Json]:
    """ "Creatures enter the battlefield tapped." / "Artifacts and lands enter the battlefield tapped." (CR 614.1c,
    614.12) -> `opponents_enter_tapped` with `s29cmd_each_player`: every player's permanents of those types
    (rules/opponents_enter_tapped.py)."""
    kinds = [_ENTERING_TYPES[m[1]], *([_ENTERING_TYPES.get(m[2], m[2][:-1])] if m[2] else [])]
    return [{"kind": "opponents_enter_tapped", "types": kinds, "s29cmd_each_player": True}]


LINE_TEMPLATES = (*LINE_TEMPLATES, _s29cmd_all_enter_tapped)  # s29-cmd


# --- s31-stdbb ---
@_t("s31stdbb_nonbasic_enter_tapped", r"Nonbasic lands your opponents control enter (?:the battlefield )?tapped\.",
    "Nonbasic lands your opponents control enter the battlefield tapped.")
def _s31stdbb_nonbasic_enter_tapped(m: re.Match[str]) -> list[Json]:
    """ "Nonbasic lands your opponents control enter the battlefield tapped." (CR 614.1c, 205.4c, 614.12) ->
    `opponents_enter_tapped` of lands with `s31stdbb_nonbasic`: only a land without the supertype basic
    (rules/opponents_enter_tapped.py)."""
    return [{"kind": "opponents_enter_tapped", "types": ["land"], "s31stdbb_nonbasic": True}]


LINE_TEMPLATES = (*LINE_TEMPLATES, _s31stdbb_nonbasic_enter_tapped)  # s31-stdbb


# --- s33-mom ---
@_t("s33mom_and_nonbasic_enter_tapped", r"(Artifacts|Creatures|Enchantments) and nonbasic lands your opponents control "
    r"enter (?:the battlefield )?tapped\.", "Creatures and nonbasic lands your opponents control enter the battlefield "
    "tapped.")
def _s33mom_and_nonbasic_enter_tapped(m: re.Match[str]) -> list[Json]:
    """ "Creatures and nonbasic lands your opponents control enter the battlefield tapped." (CR 614.1c, 205.4c, 614.12)
    -> two `opponents_enter_tapped` replacement effects of the one source: the permanents of that type, and the lands
    without the supertype basic (`s31stdbb_nonbasic`; rules/opponents_enter_tapped.py). A permanent either one applies
    to enters tapped (a permanent already tapped is left alone by the other), as the one sentence says."""
    kind = {"Artifacts": "artifact", "Creatures": "creature", "Enchantments": "enchantment"}[m[1]]
    return [{"kind": "opponents_enter_tapped", "types": [kind]},
            {"kind": "opponents_enter_tapped", "types": ["land"], "s31stdbb_nonbasic": True}]


LINE_TEMPLATES = (*LINE_TEMPLATES, _s33mom_and_nonbasic_enter_tapped)  # s33-mom


# --- s35-tdm ---
_S35TDM_FIXED: dict[str, Json] = {
    "card types among cards in all graveyards": {"count": "card_types_in_all_graveyards"},  # CR 205.2a, 404.1
    "nonland permanents you control": {"count": "nonland_permanents_you_control"},  # CR 110.4, 205.2a
    "nonbasic lands your opponents control": {"count": "nonbasic_lands_opponents_control"},  # CR 205.4c, 102.2
    "cards you've drawn this turn": {"count": "cards_drawn_this_turn"},  # CR 121.1
}


def s35tdm_counted(phrase: str) -> Json | None:
    """ "card types among cards in all graveyards" (CR 205.2a, 404.1: every player's graveyard together), "nonland
    permanents you control", "nonbasic lands your opponents control", "cards you've drawn this turn" and
    "<Subtype>s on the battlefield" ("Illusions on the battlefield": every player's permanents with that creature
    or basic land type, CR 205.3m, 205.3i; changeling counted, 702.73a): counts of rules/pt_cda.py."""
    if phrase in _S35TDM_FIXED:
        return dict(_S35TDM_FIXED[phrase])
    match = re.fullmatch(r"([A-Z][a-z]+) on the battlefield", phrase)
    if match is None:
        return None
    subtype = _BASIC_TYPES.get(match[1]) or _s20cda_creature_type(match[1])
    return None if subtype is None else {"count": "permanents", "subtype": subtype}
