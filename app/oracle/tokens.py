"""Reading "create ... token(s)" sentences into `create_token` effects (CR 111.1, 111.4, 111.10).

Called from `templates.read_effects` for a sentence no template there reads, so the whole line
templates ("When ~ enters, <effect>", "<cost>: <effect>", a spell's lines) read these sentences
too. Every word must be read; anything else is not matched (the line is then not modelled):

- predefined tokens (CR 111.10): "Create a Food token.", "Create a tapped Treasure token.",
  "Create two Clue tokens.", "Create X Treasure tokens." (Treasure, Food, Clue, Blood, Gold; Map
  and Powerstone are not modelled), and "Investigate." / "Investigate twice." (create a Clue
  token, CR 701.16a);
- tokens described in the text (CR 111.4: named after their subtypes plus "Token" unless named):
  "Create a 1/1 white Soldier creature token.", "Create two 1/1 blue and red Otter creature tokens
  with flying and vigilance.", "Create X 2/2 black Zombie creature tokens.", "Create a 1/1
  colorless Thopter artifact creature token with flying.", "... that's tapped and attacking"
  (`tapped`, `attacking`: CR 508.4), "Create a tapped 2/2 black Zombie creature token.", "Create
  a 2/2 red Dragon creature token with flying and "{R}: This creature gets +1/+0 until end of
  turn."" (the quoted ability read as a permanent's line). Only keywords the engine models
  (app/engine/keywords.py); a token with a keyword or quoted ability not read is not read;
- token copies (CR 707.2): "Create a token that's a copy of target creature [you control].",
  "Create two tokens that are copies of target artifact or creature you control." (a copy
  "except ..." is not read).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from app.engine.keywords import is_modelled, normalise_keyword, parse_keyword
from app.oracle.numbers import WORD_NUMBERS

Json = dict[str, Any]
AbilityReader = Callable[[str], "list[Json] | None"]

# The predefined tokens the engine plays (app/engine/cards.py `predefined_token`).
PREDEFINED = ("Treasure", "Food", "Clue", "Blood", "Gold")
_COUNT = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|X)"
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR = r"(?:white|blue|black|red|green)"
_COLORS = rf"(colorless|{_COLOR}(?:(?:, {_COLOR})*,? and {_COLOR})?)"
_SUBTYPES = r"((?:[A-Z][a-z]+(?:-[A-Z][a-z]+)? )+)"
_STATUS = r"(?: (?:that's|that are) (tapped and attacking|attacking|tapped))?"

_PREDEFINED_SENTENCE = re.compile(rf"Create {_COUNT} (tapped )?({'|'.join(PREDEFINED)}) tokens?\.")
_INVESTIGATE = re.compile(r"Investigate( twice| three times)?\.")
_DESCRIBED = re.compile(
    rf"Create {_COUNT} (tapped )?(\d+)/(\d+) {_COLORS} {_SUBTYPES}(artifact )?creature tokens?"
    rf"(?: with ([a-z ,]+?))?{_STATUS}(?: named ([A-Z][A-Za-z' ]+))?"
    r"(?:\.|(?: and| with) \"([^\"]+\.)\")"
)

# "Create a token that's a copy of target creature you control." (rules/copies.py `create_token_copy`)
_COPIED = {
    "target creature you control": "creature:you_control",
    "target creature": "creature",
    "target artifact or creature you control": "artifact_or_creature:you_control",
}
_TOKEN_COPY = re.compile(rf"Create {_COUNT} (token that's a copy|tokens that are copies) of ({'|'.join(_COPIED)})\.")


def _count(word: str) -> int | str:
    return "X" if word == "X" else WORD_NUMBERS[word]


def keywords_of(text: str) -> list[str] | None:
    """Keywords: "flying", "flying and vigilance", "flying, vigilance, and lifelink" -> canonical keywords
    the engine models; None when a part is not one (then the sentence is not read)."""
    found: list[str] = []
    for part in re.split(r", and |, | and ", text):
        canonical = normalise_keyword(part)
        keyword = parse_keyword(canonical) if canonical else None
        if keyword is None or not is_modelled(keyword):
            return None
        found.append(keyword.text)
    return found


def _with_count(effect: Json, count: int | str) -> Json:
    if count != 1:
        effect["count"] = count
    return effect


def read_token_effect(sentence: str, read_ability: AbilityReader | None = None) -> Json | None:
    """One normalised effect sentence -> its `create_token` effect, or None (module doc).
    `read_ability` reads a token's quoted ability ("{R}: ~ gets +1/+0 until end of turn."), as
    a permanent's line is read (`templates.read_line`); without it such a token is not read."""
    if not sentence.startswith(("Create ", "Investigate")):
        return None
    match = _PREDEFINED_SENTENCE.fullmatch(sentence)
    if match is not None:
        count = _count(match[1])
        plural = sentence.endswith("tokens.")
        if plural == (count == 1):
            return None
        effect: Json = {"kind": "create_token", "token": match[3]}
        if match[2]:
            effect["tapped"] = True
        return _with_count(effect, count)
    match = _INVESTIGATE.fullmatch(sentence)
    if match is not None:  # CR 701.16a: "Investigate" means create a Clue token
        times = {None: 1, " twice": 2, " three times": 3}[match[1]]
        return _with_count({"kind": "create_token", "token": "Clue"}, times)
    match = _TOKEN_COPY.fullmatch(sentence)
    if match is not None:  # CR 707.2: the target's copiable values
        count = _count(match[1])
        if match[2].startswith("tokens") == (count == 1):
            return None
        return _with_count({"kind": "create_token_copy", "target": _COPIED[match[3]]}, count)
    match = _DESCRIBED.fullmatch(sentence)
    if match is None:
        return None
    return _described(match, read_ability)


def _described(match: re.Match[str], read_ability: AbilityReader | None) -> Json | None:
    count = _count(match[1])
    plural = " tokens" in match[0]
    if plural == (count == 1):
        return None
    keywords = keywords_of(match[8]) if match[8] else []
    if keywords is None:
        return None
    subtypes = match[6].split()
    colors = [] if match[5] == "colorless" else [_COLOR_WORDS[word] for word in re.findall(_COLOR, match[5])]
    token: Json = {
        # CR 111.4: a token not given a name is named after its subtypes plus "Token"
        "name": match[10] or f"{' '.join(subtypes)} Token",
        "colors": colors,
        "types": [*(["Artifact"] if match[7] else []), "Creature"],
        "subtypes": subtypes,
        "power": int(match[3]),
        "toughness": int(match[4]),
        "keywords": keywords,
    }
    if match[11]:  # a quoted ability: "~" is the token itself (CR 111.4 gives it that ability)
        quoted = read_ability(match[11]) if read_ability is not None else None
        if not quoted:
            return None
        token["abilities"] = quoted
    effect: Json = {"kind": "create_token", "token": token}
    status = match[9] or ""
    if match[2] or "tapped" in status:
        effect["tapped"] = True
    if "attacking" in status:
        effect["attacking"] = True
    return _with_count(effect, count)
