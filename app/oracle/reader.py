"""`read_card`: card data in, an engine definition, its support level and what it ignores out.

How a card is read:
0. The modes of a modal ability ("• Target player gains 3 life.") are joined to the line that says
   "Choose one —" before them (`logical_lines`): one ability, read (or reported) as one line.
1. Each Oracle line is normalised (`normalise_line`): reminder text in parentheses removed (a line
   that was only reminder text, such as a basic land's "({T}: Add {G}.)", says nothing: CR 305.6
   gives the land its mana ability from its type), the card's own name and "this creature",
   "this spell", "this artifact" ... written "~", and the older "enters the battlefield" /
   "comes into play" written "enters".
2. A line of keywords ("Flying", "Defender, flying", "Flying; banding", "Protection from white and
   from blue", "Ward {2}") gives the keywords the engine models (app/engine/keywords.py); any
   keyword in it that the engine does not model is reported as written.
3. Any other line must match one template of `templates.py` exactly; instants and sorceries read
   their lines as `spell` abilities. A line no template reads goes to the compositional grammar
   (`compose.py`: oracle.lark, every word consumed and every node lowered to the engine's
   vocabulary, docs/oracle-grammar.md). A line neither reads is reported, exactly as written.
4. Each ability read is checked against the engine's vocabulary (`CardDefinition`); one the engine
   can't accept yet is reported with its line (never silently kept or dropped).
5. Card data keywords (Scryfall's and MTGJSON's `keywords`) are used through `normalise_keyword`
   only when the card has no Oracle text; otherwise the Oracle keyword lines are authoritative
   (they carry the parameters: "Protection from black", not "Protection").

Support (`Reading.support`), the documented rule:
- "none": the engine can't play the card truthfully at all: its power or toughness is not a number
  (`*` without a characteristic-defining ability the reader reads and the engine accepts, CR
  604.3; `1+*`, `7-*`), its types are not
  ones the engine plays, it is a multi-faced card of a layout the engine doesn't play (modal
  double-faced, adventurer and split cards are read face by face by app/oracle/layouts.py, and are
  `none` when a face is), it is an
  instant or sorcery none of whose lines is modelled, it is an Aura whose enchant line is not read
  or of which nothing but the enchant line is modelled (CR 303.4), or it is a noncreature, nonland permanent
  (artifact, enchantment, Aura, planeswalker) with Oracle text of which nothing is modelled
  (its play is its text), or it is a creature with a printed toughness of 0 or less and a line not
  modelled (its body alone dies at once, CR 704.5f: what keeps it alive is that text, Clone's copy
  effect 707.2). The rule: what is modelled must play as the card, not as a different card;
  otherwise it is "none";
- "full": every line and keyword is modelled;
- "partial": otherwise: the card can be played (type, cost, power/toughness, and what is
  modelled), and `not_modelled` lists what is ignored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import ValidationError

from app.engine import keywords as s26cmda_keywords  # s26-cmda
from app.engine.cards import CardDefinition
from app.engine.creature_types import CREATURE_TYPES
from app.engine.keywords import GRAMMAR_READ_KEYWORDS, KNOWN_NOT_MODELLED, is_modelled, normalise_keyword, parse_keyword
from app.oracle import bloomburrow, cleave, dice, s23_ori, s25_stda, s27_otja, s31_old, s32_ma, s32_mb, s32_oldmh
from app.oracle.compose import Budget, read_composed
from app.oracle.grant_quoted import names_itself_in_quotes  # s17-grant
from app.oracle.keyword_lines import read_keyword_line, s24mh2_entwine_checked
from app.oracle.layouts import is_multi_faced, read_multi_faced
from app.oracle.lowering import (
    library_x_unpaid,
    s25stdc_minus_x_unpaid,
    s31core_x_stats_unpaid,  # s31-core
    s31mh_chosen_name_unchosen,  # s31-mh
    sacrificed_power_unpaid,
)
from app.oracle.planeswalkers import is_loyalty_line, printed_loyalty, read_loyalty_line
from app.oracle.s18_quoted import quote_names_card  # s18-quoted
from app.oracle.s32_r2fin import token_quote_self  # s32-r2fin
from app.oracle.s35_mkm import SOLVED as S35MKM_SOLVED  # s35-mkm
from app.oracle.s35_mkm import read_solved as s35mkm_read_solved  # s35-mkm
from app.oracle.sagas import chapters_not_read, read_chapter_line, transforms_itself
from app.oracle.templates import read_enchant, read_line, read_spell_line
from app.oracle.transforming import exiles_from_anywhere, text_transforms_it  # s16-transform, s17-dfc

Support = Literal["full", "partial", "none"]

_SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing"})
_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery", "Tribal"}
)
# Card types the engine plays (app.engine.enums.CardType).
_PLAYABLE_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery"})
_SELF_REFERENCES = re.compile(
    r"\b(?:[Tt]his (?:creature|spell|artifact|enchantment|land|permanent|card|Aura|Equipment|Vehicle"
    r"|Room|Case))\b"  # s34-dsk: a Room's door names the permanent "this Room" (CR 709.5); s35-mkm: "this Case" (719)
)
_REMINDER = re.compile(r"\([^()]*\)")


@dataclass(frozen=True)
class CardFacts:
    """One card (or one face) as card data gives it. `keywords` as the data lists them
    (Scryfall: "First strike"; MTGJSON: "First Strike"); `faces` for multi-faced cards."""

    name: str
    mana_cost: str | None = None
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    keywords: tuple[str, ...] = ()
    colors: tuple[str, ...] | None = None
    layout: str | None = None
    faces: tuple[CardFacts, ...] = ()
    loyalty: str | None = None  # a planeswalker's printed loyalty (app/oracle/planeswalkers.py)


@dataclass(frozen=True)
class Reading:
    definition: dict[str, Any] | None
    support: Support
    not_modelled: list[str] = field(default_factory=list)


def _types(type_line: str) -> tuple[list[str], list[str], list[str]]:
    left, _, right = type_line.partition("—")
    words = left.split()
    # s26-cmdc: the subtype "Urza's" as CR 205.3i and the Oracle text write it (MTGJSON's type lines write "Urza’s")
    return ([w for w in words if w in _TYPES], [w for w in words if w in _SUPERTYPES], right.replace("’", "'").split())


def _number(value: str | None) -> int | None:
    return int(value) if value is not None and re.fullmatch(r"-?\d+", value) else None


def strip_reminder(line: str) -> str:
    """The line without parenthesised reminder text (nor the spaces before it). The spaces are
    trimmed in Python: `\\s*\\(` would scan every run of spaces once per start (quadratic)."""
    kept: list[str] = []
    start = 0
    for match in _REMINDER.finditer(line):
        kept.append(line[start : match.start()].rstrip())
        start = match.end()
    kept.append(line[start:])
    return "".join(kept).strip()


def normalise_line(line: str, name: str) -> str:
    """What the templates read: no reminder text, "~" for the card itself, modern "enters"."""
    text = strip_reminder(line)
    # A card rebalanced for MTG Arena is named "A-Elderleaf Mentor" and its text says "Elderleaf Mentor"
    names = (name, name[2:]) if name.startswith("A-") and len(name) > 4 else (name,)
    if " // " in name:  # a meld pair's front card is named "Graf Rats // Chittering Host": its text names its face
        names = (name.split(" // ")[0],)
    for own in names:
        if not own:
            continue
        text = text.replace(own, "~")
        short = own.split(",")[0]  # "Chatzuk" for "Chatzuk, Mighty Guitarist" (legendary short names)
        if short != own and len(short) > 2:
            text = re.sub(rf"\b{re.escape(short)}\b", "~", text)
    text = _SELF_REFERENCES.sub("~", text)
    # (s32-mb's 'with "This token ' step, e.g. '... token with "This token saddles Mounts ..."', is this one's case)
    text = token_quote_self(text)  # s32-r2fin: "this token" in a token's quoted ability (CR 201.5, 111.4)
    text = text.replace("enters the battlefield", "enters").replace("comes into play", "enters")
    return re.sub(r"\s+", " ", text).strip()


# Real Oracle texts have at most about fifteen lines (sagas, classes, level up). Past this many,
# lines are listed as not modelled without being read: each read tries every template, so an
# import record of thousands of lines would cost seconds (tests/reliability/test_text_linear_time.py).
MAX_READ_LINES = 40


def logical_lines(oracle_text: str, *, is_spell: bool = False) -> list[str]:
    """The Oracle text's lines, with each mode of a modal ability ("• Target player gains 3 life.")
    joined to the line that says "Choose one —" before it (CR 700.2): one ability, one line. s25-stda: an instant's or
    sorcery's (`is_spell`) ability-word paragraph that refers back joined to the one before it (s25_stda.py)."""
    lines: list[str] = []
    for raw in oracle_text.splitlines():
        stripped = raw.strip()
        if stripped.startswith("•") and lines:
            lines[-1] = f"{lines[-1]} {stripped}"
        else:
            lines.append(stripped)
    lines = dice.join_result_rows(lines)  # s17-afr: a die's result rows joined to the roll (CR 706.2)
    lines = s23_ori.join_spell_mastery(lines)  # s23-ori: a spell mastery paragraph that refers back (CR 608.2c)
    if is_spell:
        lines = s25_stda.join_ability_word_paragraphs(lines)  # s25-stda: "Addendum — ..." that refers back (608.2c)
    lines = s27_otja.join_spree_modes(lines)  # s27-otja: "+ {1} — ..." modes joined to "Spree" (CR 702.172a)
    return bloomburrow.join_pawprint_modes(lines)  # "{P} — ..." modes joined to their choice (CR 700.2h)


def keyword_line(line: str) -> tuple[list[str], list[str]] | None:
    """A line made only of keywords -> (modelled canonical keywords, not-modelled parts as written);
    None when some part of it is not a keyword at all (then it is not a keyword line)."""
    parts = _s24isd_protection_lists([p.strip() for p in re.split(r",\s*|;\s*", line) if p.strip()])
    parts = s28otj_ward_cost_parts(parts)  # s28-otj: "Ward—{2}, Pay 2 life." (end of module)
    if not parts:
        return None
    if len(parts) == 1 and parts[0].lower() in GRAMMAR_READ_KEYWORDS:
        return None  # s16-kwc: read by the grammar as the ability the keyword stands for (Mentor, CR 702.134a)
    if len(parts) == 1 and parts[0].split()[0].lower() in s26cmda_keywords.KEYWORD_LINE_READ:
        return None  # s26-cmda: read by keyword_lines.py as the abilities it stands for (graft, CR 702.58a)
    modelled: list[str] = []
    ignored: list[str] = []
    for part in parts:
        pieces = _protection_pieces(part)
        for piece in pieces:
            canonical = normalise_keyword(piece)
            keyword = parse_keyword(canonical) if canonical else None
            if keyword is None:
                return None
            if is_modelled(keyword):
                modelled.append(keyword.text)
            else:
                ignored.append(piece if len(pieces) == 1 else part)
    return modelled, list(dict.fromkeys(ignored))


def _s24isd_protection_lists(parts: list[str]) -> list[str]:
    """s24-isd: a part "from X" / "and from X" continues the protection list before it ("Protection from Vampires, from
    Werewolves, and from Zombies", CR 702.16g): joined back to it, for `_protection_pieces` to split."""
    joined: list[str] = []
    for part in parts:
        if joined and (part.startswith("from ") or part.startswith("and from ")):
            joined[-1] = f"{joined[-1]}, {part}"
        else:
            joined.append(part)
    return joined


def _protection_pieces(part: str) -> list[str]:
    """"Protection from white and from blue" -> two keywords (CR 702.16g)."""
    match = re.fullmatch(r"(Protection|Hexproof) from (.+)", part, flags=re.IGNORECASE)
    if not match:
        return [part]
    qualities = re.split(r",? and from |, from ", match[2])
    return [f"{match[1]} from {quality}" for quality in qualities]


def _accepted(ability: dict[str, Any], name: str) -> bool:
    """Does the engine's vocabulary accept this ability? (Effect kinds it does not know yet are
    refused by validation: the line is then reported, not kept.)"""
    try:
        CardDefinition.model_validate({"name": name, "abilities": [ability]})
    except ValidationError:
        return False
    return True


def read_card(facts: CardFacts) -> Reading:
    """The engine definition of one card, its support level and what is not modelled (module doc)."""
    return s26cmda_with_color_identity(facts, _read_card(facts))  # s26-cmda: a legendary card's color identity


def _read_card(facts: CardFacts) -> Reading:
    if is_multi_faced(facts):  # modal double-faced, adventurer and split cards: app/oracle/layouts.py
        return Reading(*read_multi_faced(facts, _read_face))  # type: ignore[arg-type]
    if facts.faces and facts.layout not in (None, "normal", "transform", "modal_dfc"):
        return Reading(None, "none", [f"layout: {facts.layout} (multi-faced cards are not modelled)"])
    if facts.faces and len(facts.faces) > 1:
        return _read_double_faced(facts)
    return _read_face(facts)


def _read_double_faced(facts: CardFacts) -> Reading:
    front, back = _read_face(facts.faces[0]), _read_face(facts.faces[1], back_face=facts.layout == "transform")
    if front.definition is None or back.definition is None:
        return Reading(None, "none", [*front.not_modelled, *back.not_modelled])
    if facts.layout == "transform":
        definition = {**front.definition, "back_face": back.definition}
        not_modelled = [*front.not_modelled, *back.not_modelled]
        # Daybound/nightbound cards transform by the day/night rules (CR 702.145), which the engine
        # plays, and a transforming Saga by its final chapter (CR 712.14, app/oracle/sagas.py); any
        # other transforming card transforms by a text the reader does not know.
        day_night = "daybound" in front.definition["keywords"] and "nightbound" in back.definition["keywords"]
        transforms = transforms_itself(front.definition) or text_transforms_it(front.definition, back.definition)
        if not day_night and not transforms:
            not_modelled.append("transforming (what makes this card transform is not modelled)")
        return Reading(definition, "partial" if not_modelled else "full", not_modelled)
    return Reading(None, "none", [f"layout: {facts.layout} (multi-faced cards are not modelled)"])


def _read_face(facts: CardFacts, *, back_face: bool = False) -> Reading:
    if (by_level := bloomburrow.read_class(facts, _read_face)) is not None:  # a Class, level by level (CR 716)
        return Reading(*by_level)
    types, supertypes, subtypes = _types(facts.type_line)
    not_modelled: list[str] = []
    keywords: list[str] = []
    abilities: list[dict[str, Any]] = []
    is_spell = bool({"Instant", "Sorcery"} & set(types))
    budget = Budget()  # the words the grammar may read for this face (compose.py)
    all_colors = False  # s27-std

    def read_text(text: str) -> list[dict[str, Any]] | None:
        found = read_keyword_line(text, is_spell)  # modern keyword lines (app/oracle/keyword_lines.py)
        if found is None and " — " in text:  # s32-mb: "Gae Bolg — Equip {4}" (a flavor word, CR 207.2d)
            found = s32_mb.flavor_word_keyword_line(text, is_spell)
        if found is None:
            found = (read_spell_line(text) if is_spell
                     else read_loyalty_line(text, lambda effect: read_composed(effect, is_spell=True,
                                                                               name=facts.name,
                                                                               budget=budget).abilities)
                     if is_loyalty_line(text) else read_line(text))
        if found is None or not all(_accepted(a, facts.name) for a in found):
            found = read_composed(text, is_spell=is_spell, name=facts.name, budget=budget).abilities  # the grammar
        if found is None:
            found = bloomburrow.read_line(text, is_spell)  # Bloomburrow's mechanics (app/oracle/bloomburrow.py)
            if found is None:
                found = s27_otja.read_spree(text, is_spell)  # s27-otja: spree (CR 702.172a)
            found = found if found is not None and all(_accepted(a, facts.name) for a in found) else None
        if found is not None and not back_face and exiles_from_anywhere(found):
            return None  # s17-dfc: read only on a transforming card's back face (app/oracle/transforming.py)
        return found

    lines = logical_lines(facts.oracle_text, is_spell=is_spell)
    index = number = 0
    while index < len(lines):
        raw_line = lines[index]
        index += 1
        number += 1
        raw = raw_line.strip()
        if number > MAX_READ_LINES:
            if (parts := s25_stda.paragraphs_before_join(raw_line)) is not None:
                lines[index:index] = parts  # s26-tidy: each listed alone, as before the join (s25_stda.py)
                number -= 1
                continue
            if raw:
                not_modelled.append(raw)
            continue
        line = s32_oldmh.short_name_self(normalise_line(raw, facts.name), facts.name, supertypes)  # s32-oldmh (201.5)
        if not line:
            continue  # reminder text only
        if line.startswith("Backup ") and (backup := s32_ma.read_backup(  # s32-ma: backup N (CR 702.165a)
                line, [normalise_line(below, facts.name) for below in lines[index:]], _s32ma_played_keywords)) is not None:
            abilities.extend(backup)
            continue
        if (also := s20cda_also_subtypes(line, types)) is not None:  # s20-cda: "~ is also a Cleric, ..." (CR 604.3)
            subtypes.extend(subtype for subtype in also if subtype not in subtypes)
            continue
        if line == S27STD_ALL_COLORS:  # s27-std: "~ is all colors." (CR 604.3, 105.2), the definition's colors below
            all_colors = True
            continue
        enchant = read_enchant(line)  # "Enchant creature" is a keyword the engine models for Auras only
        if enchant is not None and "Aura" in subtypes:
            abilities.extend(enchant)
            continue
        chapter = read_chapter_line(  # CR 714.2 (app/oracle/sagas.py)
            line, lambda effect, is_spell=True: read_composed(effect, is_spell=is_spell, name=facts.name, budget=budget).abilities,
        ) if "Saga" in subtypes else None
        if chapter is not None and all(_accepted(a, facts.name) for a in chapter) \
                and not quote_names_card(raw, facts.name, chapter):  # s18-quoted
            abilities.extend(chapter)
            continue
        read = keyword_line(line)
        if read is not None:
            modelled, ignored = read
            keywords.extend(k for k in modelled if k not in keywords)
            not_modelled.extend(ignored)
            continue
        if is_spell and "[" in line and cleave.has_cleave(facts.oracle_text):
            found = cleave.read_both(line, read_text)  # s16-cleave: the spell's two texts (CR 702.148b)
        elif is_spell and cleave.s25mh_has_overload(facts.oracle_text) \
                and (overloaded := cleave.s25mh_overloaded_text(line)) is not None:  # s25-mh: CR 702.96b
            found = cleave.read_pair((line, overloaded), ("not_overloaded", "overloaded"), read_text)
        elif is_spell and (pair := cleave.kicked_instead(line)) is not None:  # s16-cleave: CR 702.33d
            found = cleave.read_pair(pair, ("not_kicked", "kicked"), read_text) or read_text(line)
        elif not is_spell and (modes := s31_old.choose_mode_parts(line)) is not None:  # s31-old (CR 614.12, 607.2a)
            found = s31_old.read_choose_mode(modes, read_text)
        elif not is_spell and line.startswith(s32_mb.MAX_SPEED):  # s32-mb: "Max speed — <ability>" (CR 702.178a)
            found = s32_mb.read_max_speed(line, read_text)
        elif not is_spell and line.startswith(S35MKM_SOLVED) and "Case" in subtypes:  # s35-mkm (CR 702.169)
            found = s35mkm_read_solved(line, read_text)
        else:
            found = read_text(line)
        if found is not None and names_itself_in_quotes(raw, facts.name, found):
            found = None  # s17-grant: the quoted ability says the card's own name (app/oracle/grant_quoted.py)
        if found is not None and quote_names_card(raw, facts.name, found):
            found = None  # s18-quoted: a token's or granted quoted ability says the card's own name (oracle/s18_quoted.py)
        if found is not None and "Aura" not in subtypes and any(a.get("kind") == "cast_target_tapped" for a in found):
            found = None  # s21-m21: "You can't choose an untapped creature as ~'s target ..." only on an Aura
        if found is not None and "Equipment" not in subtypes and any(s30old_attaches_entering(a) for a in found):
            found = None  # s30-old: "you may attach ~ to it" on a creature entering, only an Equipment's (CR 301.5)
        if found is not None:
            abilities.extend(found)
        elif (parts := s25_stda.paragraphs_before_join(raw_line)) is not None:
            # s26-tidy: a joined paragraph that doesn't read leaves its paragraphs read each alone, exactly as before
            # the join existed (all or nothing, s25_stda.py)
            lines[index:index] = parts
            number -= 1
        else:
            not_modelled.append(raw)
    if not facts.oracle_text.strip():
        for data_keyword in facts.keywords:
            canonical = normalise_keyword(data_keyword)
            keyword = parse_keyword(canonical) if canonical else None
            if keyword is not None and is_modelled(keyword):
                keywords.append(keyword.text)
            elif keyword is None or keyword.name in KNOWN_NOT_MODELLED:
                not_modelled.append(data_keyword)
    abilities, entwine_refused = s24mh2_entwine_checked(abilities, facts.oracle_text)  # s24-mh2 (CR 702.42a)
    not_modelled.extend(entwine_refused)
    if (unpaid := sacrificed_power_unpaid(abilities)) is not None:  # s13-thud (CR 601.2h, 608.2h)
        return Reading(None, "none", [*not_modelled, unpaid])
    if (unpaid_x := library_x_unpaid(abilities, facts.mana_cost)) is not None:  # s14-library (CR 107.3a, 107.3m)
        return Reading(None, "none", [*not_modelled, unpaid_x])
    if (unpaid_x := s25stdc_minus_x_unpaid(abilities, facts.mana_cost)) is not None:  # s25-stdc (CR 107.3a, 107.3m)
        return Reading(None, "none", [*not_modelled, unpaid_x])
    if (unpaid_x := s31core_x_stats_unpaid(abilities)) is not None:  # s31-core (CR 107.3a, 602.2b)
        return Reading(None, "none", [*not_modelled, unpaid_x])
    if (unchosen := s31mh_chosen_name_unchosen(abilities)) is not None:  # s31-mh (CR 607.2a, 201.3)
        return Reading(None, "none", [*not_modelled, unchosen])
    # "*" is defined by a characteristic-defining ability the reader read (CR 604.3), else unknown
    power: int | str | None = "*" if s20cda_star(facts.power, "power", abilities) else _number(facts.power)
    toughness: int | str | None = (
        "*" if s20cda_star(facts.toughness, "toughness", abilities) else _number(facts.toughness)
    )
    definition: dict[str, Any] = {
        "name": facts.name,
        "types": types,
        "supertypes": supertypes,
        "subtypes": subtypes,
        "power": power,
        "toughness": toughness,
        "keywords": keywords,
        "mana_cost": facts.mana_cost or None,
    }
    if facts.colors is not None and not facts.mana_cost:
        definition["colors"] = list(facts.colors)  # a color indicator or a cost-less card (CR 204)
    if all_colors:
        definition["colors"] = list("WUBRG")  # s27-std: "~ is all colors." (CR 604.3)
    if abilities:
        definition["abilities"] = abilities
    unknown_stats = [
        value for value, read in ((facts.power, power), (facts.toughness, toughness))
        if value is not None and read is None
    ]
    if unknown_stats:
        return Reading(None, "none", [*not_modelled, f"power/toughness {facts.power}/{facts.toughness}"])
    if not types or not set(types) <= _PLAYABLE_TYPES:
        return Reading(None, "none", [*not_modelled, f"type line: {facts.type_line}"])
    if (no_loyalty := printed_loyalty(definition, facts.loyalty)) is not None:  # CR 306.5a
        return Reading(None, "none", [*not_modelled, no_loyalty])
    try:
        CardDefinition.model_validate(definition)
    except ValidationError as problem:
        return Reading(None, "none", [*not_modelled, f"card data the engine can't read: {problem.errors()[0]['msg']}"])
    if not not_modelled:
        return Reading(definition, "full", [])
    if chapters_not_read(subtypes, not_modelled):  # its final chapter decides when it leaves (CR 714.4)
        return Reading(None, "none", not_modelled)
    if not plays_without_its_text(definition):
        return Reading(None, "none", not_modelled)
    return Reading(definition, "partial", not_modelled)


def plays_without_its_text(definition: dict[str, Any]) -> bool:
    """Whether a definition read with some text not modelled still plays as the card, rather than
    as a different one (the documented rule for "partial" against "none"). It doesn't when what is
    modelled leaves nothing of what the card does:
    - an instant or sorcery none of whose effects is modelled (its additional cost alone, say);
    - an Aura whose enchant line is not read, or of which nothing but it is (CR 303.4);
    - a noncreature, nonland permanent with nothing modelled (its play is its text);
    - a creature with a printed toughness of 0 or less: its body alone dies at once (CR 704.5f),
      and what keeps it alive (Clone's copy effect, 707.2; "enters with counters") is the text."""
    types = set(definition.get("types") or ())
    abilities = definition.get("abilities") or []
    if {"Instant", "Sorcery"} & types and not any(a["kind"] == "spell" for a in abilities):
        return False  # none of what it does as it resolves is modelled (a cost or "can't be countered" alone)
    if "Aura" in (definition.get("subtypes") or ()) and (
        not any(a["kind"] == "enchant" for a in abilities) or all(a["kind"] == "enchant" for a in abilities)
    ):
        return False
    if "Creature" not in types and "Land" not in types and not abilities and not definition.get("keywords"):
        return False
    toughness = definition.get("toughness")
    return not ("Creature" in types and isinstance(toughness, int) and toughness <= 0)


# --- s20-cda ---
_S20CDA_STAR = re.compile(r"(?:(\d)\+)?\*(?:\+(\d))?")


def s20cda_star(printed: str | None, part: str, abilities: list[Any]) -> bool:
    """Whether a printed power or toughness ("*", "1+*", "*+1") is the one a characteristic-defining ability
    the reader read defines (CR 604.3, 208.2a): one setting that part, adding the printed number ("1 plus the
    number of ...", "that number plus 1": its `plus`; rules/pt_cda.py)."""
    match = _S20CDA_STAR.fullmatch(printed) if printed is not None else None
    if match is None:
        return False
    plus = int(match[1] or match[2] or 0)
    return any(a["kind"] == "pt_equal_to_count" and a["sets"] in (part, "both") and a.get("plus", 0) == plus
               for a in abilities)


_S20CDA_ALSO = re.compile(r"~ is also an? ([A-Z][a-z]+(?:, [A-Z][a-z]+)*)(?:,? and ([A-Z][a-z]+))?\.")


def s20cda_also_subtypes(line: str, types: list[str]) -> list[str] | None:
    """ "~ is also a Cleric, Rogue, Warrior, and Wizard." on a creature -> those creature types (CR 205.3m), or None.
    A characteristic-defining ability (CR 604.3a: it gives the object's subtypes, is printed, affects no other
    object and has no condition) applies in every zone and first in layer 4 (613.3, 613.1d), before anything that
    sets or removes types or abilities, so it is the same as the types being printed on the type line: the reader
    adds them to the card's subtypes (a copy copies them too, 707.2)."""
    match = _S20CDA_ALSO.fullmatch(line)
    if match is None or "Creature" not in types:
        return None
    named = [*match[1].split(", "), *([match[2]] if match[2] else [])]
    if len(set(named)) != len(named) or not all(subtype in CREATURE_TYPES for subtype in named):
        return None
    return named


# --- s26-cmda ---
_S26CMDA_SYMBOL = re.compile(r"\{([^{}]*)\}")
_S26CMDA_REMINDER = re.compile(r"\([^()]*\)")
_S26CMDA_COLORS = "WUBRG"


def _s26cmda_symbol_colors(text: str | None) -> set[str]:
    return {c for symbol in _S26CMDA_SYMBOL.findall(text or "") for c in symbol.upper() if c in _S26CMDA_COLORS}


def s26cmda_with_color_identity(facts: CardFacts, reading: Reading) -> Reading:
    """A legendary card (one that may be a commander, CR 903.3) whose rules text shows mana symbols of colors its mana
    cost and color indicator don't: its definition gets `color_identity` (CR 903.4: the colors of the mana symbols in
    its mana cost and rules text, reminder text aside (903.4c), every face (903.4d), plus its color indicator's), so
    that a commander's color identity never depends on which of its lines the engine models
    (rules/s26cmda_commander.py)."""
    if reading.definition is None or "Legendary" not in facts.type_line:
        return reading
    faces = facts.faces or (facts,)
    printed: set[str] = set()
    shown: set[str] = set()
    for face in (facts, *faces):
        printed |= _s26cmda_symbol_colors(face.mana_cost) | set(face.colors or ())
        shown |= _s26cmda_symbol_colors(_S26CMDA_REMINDER.sub("", face.oracle_text))
    if shown <= printed:
        return reading
    identity = [c for c in _S26CMDA_COLORS if c in printed | shown]
    return Reading({**reading.definition, "color_identity": identity}, reading.support, reading.not_modelled)


# --- s27-std ---
# "~ is all colors." (CR 604.3: a characteristic-defining ability, printed, with no condition, affecting only the object
# itself; it works in every zone, 604.3, and first in layer 5, 613.3, so it is the same as the card being printed with
# all five colors, 105.2): the reader gives the definition the five colors.
S27STD_ALL_COLORS = "~ is all colors."


# ---- s28-otj ----


def s28otj_ward_cost_parts(parts: list[str]) -> list[str]:
    """ "Ward—{2}, Pay 2 life." (CR 702.21a): the comma joins the two parts of one ward cost, not two keywords; a part
    "Pay N life" right after a "Ward—<mana>" part is joined back to it (normalise_keyword then reads the whole cost)."""
    joined: list[str] = []
    for part in parts:
        if joined and re.fullmatch(r"Pay [1-9][0-9]? life\.?", part) and re.fullmatch(
                r"Ward\s*—\s*(\{[0-9WUBRGC]+\})+", joined[-1]):
            joined[-1] = f"{joined[-1]}, {part}"
        else:
            joined.append(part)
    return joined


def s30old_attaches_entering(ability: dict[str, Any]) -> bool:
    """s30-old: whether the ability is "Whenever a creature enters under your control, you may attach ~ to it." (the
    `attach` of `that_permanent` in a "permanent_enters" trigger): rules/equip.py attaches an Equipment (CR 301.5, 701.3a),
    so the line is read only on one."""
    effect = ability.get("effect")
    return (ability.get("trigger") == "permanent_enters" and isinstance(effect, dict) and effect.get("kind") == "attach"
            and effect.get("target") == "that_permanent")


def _s32ma_played_keywords(line: str) -> list[str] | None:
    """s32-ma: a line made only of keywords the engine plays -> those keywords; None otherwise (backup's "following
    abilities", CR 702.165a; app/oracle/s32_ma.py)."""
    read = keyword_line(line)
    return read[0] if read is not None and not read[1] else None
