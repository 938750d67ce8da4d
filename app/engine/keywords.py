"""The keyword vocabulary of card definitions (CR 702, edition of 2025-02-07).

A definition's `keywords` are strings in canonical form, lower case:
- a plain keyword ability: its name with `_` for spaces (`flying`, `first_strike`, `double_strike`,
  `swampwalk`);
- a keyword with a parameter: `<name>:<parameter>`:
  - `protection:<quality>` (CR 702.16): `protection:red` (a color), `protection:creatures`,
    `protection:artifacts`, `protection:everything`, `protection:multicolored`,
    `protection:monocolored`; "protection from white and from blue" is two keywords;
  - `hexproof:<quality>` (CR 702.11d, "hexproof from"): same qualities as protection;
  - `ward:<cost>` (CR 702.21): a mana cost, `ward:{2}`, or a cost other than mana, as the Oracle
    text writes it after "Ward—", lower case and without the period: `ward:pay <N> life`
    ("Ward—Pay 2 life."), `ward:discard a card` ("Ward—Discard a card."), `ward:collect evidence <N>` (s33-wmk:
    "Ward—Collect evidence 4.", CR 701.59a), `ward:{2}, pay 2 life`
    ("Ward—{2}, Pay 2 life.", s28-otj: both paid, or neither);
  - `landwalk:<land type>` is the long form of `swampwalk` etc. (CR 702.14).

`normalise_keyword` turns the forms found in card data (Scryfall's "First strike", MTGJSON's
"First Strike", Oracle's "Protection from red") into the canonical form, or None when the text
is not a keyword this vocabulary knows. Which keywords the engine *models* (plays by their rules)
is `MODELLED_KEYWORDS`; a known keyword that is not modelled is accepted and reported as not
modelled, an unknown one is refused.

A player (a state's `players[].keywords`, "You have hexproof.") may have `hexproof` (CR
702.11c), `shroud` (702.18a) and `protection:<quality>` (702.16b, e): `is_player_keyword`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any

from pydantic import BeforeValidator, ValidationInfo

from app.engine.creature_types import CREATURE_TYPES

COLORS = ("white", "blue", "black", "red", "green")
QUALITIES = frozenset(
    {*COLORS, "creatures", "artifacts", "enchantments", "everything", "multicolored", "monocolored",
     "instants", "sorceries", "colorless"}
)
LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
LANDWALKS = {f"{land}walk": land for land in LAND_TYPES}

# Keywords the engine plays by their rules (each in the rules module named in the comment).
MODELLED_KEYWORDS = frozenset(
    {
        "deathtouch",  # 702.2
        "defender",  # 702.3
        "double_strike",  # 702.4
        "first_strike",  # 702.7
        "flash",  # 702.8
        "flying",  # 702.9
        "haste",  # 702.10
        "hexproof",  # 702.11
        "indestructible",  # 702.12
        *LANDWALKS,  # 702.14
        "lifelink",  # 702.15
        "reach",  # 702.17
        "shroud",  # 702.18
        "trample",  # 702.19
        "trample_over_planeswalkers",  # 702.19c
        "vigilance",  # 702.20
        "banding",  # 702.22
        "flanking",  # 702.25
        "fear",  # 702.36
        "menace",  # 702.111
        "daybound",  # 702.145
        "nightbound",  # 702.145
        "fuse",  # 702.102 (rules/layouts.py)
        "prowess",  # 702.108 (rules/prowess.py)
        "convoke",  # 702.51 (rules/convoke.py)
    }
)
PARAMETERISED = frozenset({"protection", "hexproof", "ward", "landwalk"})

# Keyword abilities of CR 702 the engine knows by name but does not play by their rules: accepted
# in a definition, always reported in `not_modelled`.
KNOWN_NOT_MODELLED = frozenset(
    {
        "equip", "enchant", "intimidate", "rampage", "cumulative_upkeep", "phasing",
        "buyback", "shadow", "cycling", "echo", "horsemanship", "fading", "kicker", "flashback",
        "madness", "morph", "megamorph", "amplify", "provoke", "storm", "affinity", "entwine",
        "modular", "sunburst", "bushido", "soulshift", "splice", "ninjutsu", "epic",
        "dredge", "transmute", "bloodthirst", "haunt", "replicate", "forecast", "graft", "recover",
        "ripple", "split_second", "suspend", "vanishing", "absorb", "aura_swap", "delve",
        "fortify", "frenzy", "gravestorm", "poisonous", "transfigure", "champion", "changeling",
        "evoke", "hideaway", "prowl", "reinforce", "conspire", "persist", "wither", "retrace",
        "devour", "exalted", "unearth", "cascade", "annihilator", "level_up", "rebound",
        "totem_armor", "umbra_armor", "infect", "battle_cry", "living_weapon", "undying",
        "miracle", "soulbond", "overload", "scavenge", "unleash", "cipher", "evolve", "extort",
        "bestow", "tribute", "dethrone", "hidden_agenda", "outlast", "dash",
        "exploit", "renown", "awaken", "devoid", "ingest", "myriad", "surge", "skulk", "emerge",
        "escalate", "melee", "crew", "fabricate", "partner", "undaunted", "improvise", "aftermath",
        "embalm", "eternalize", "afflict", "ascend", "assist", "jump-start", "mentor", "afterlife",
        "riot", "spectacle", "escape", "companion", "mutate", "encore", "boast", "foretell",
        "demonstrate", "daybound_nightbound", "disturb", "decayed", "cleave", "training",
        "compleated", "reconfigure", "blitz", "casualty", "enlist", "read_ahead", "ravenous",
        "squad", "space_sculptor", "visit", "prototype", "living_metal", "more_than_meets_the_eye",
        "for_mirrodin!", "toxic", "backup", "bargain", "craft", "disguise", "solved",
        "plot", "saddle", "spree", "freerunning", "gift", "offspring", "impending", "exhaust", "max_speed",
        "start_your_engines!", "harmonize", "mobilize", "job_select", "tiered", "station", "warp",
        "sneak", "negamorph", "landwalk", "nonbasic_landwalk", "snow_landwalk", "legendary_landwalk",
        "banding_with_others", "partner_with", "hexproof_from", "protection", "ward",
    }
)
# s12-chosen: changeling (CR 702.73a), "This object is every creature type": a characteristic-defining
# ability read where the characteristics are built (characteristics.py, creature_types.py).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"changeling"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"changeling"}
# s16-tailb: decayed (CR 702.147a), "This creature can't block" and "When this creature attacks, sacrifice it
# at end of combat" (rules/decayed.py).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"decayed"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"decayed"}
# --- s24-mh1 ---
# storm (CR 702.40a) printed on a spell: rules/storm.py.
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"storm"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"storm"}
# cascade (CR 702.85a) printed on a spell: rules/s24mh1_cascade.py.
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"cascade"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"cascade"}


@dataclass(frozen=True, slots=True)
class Keyword:
    """A parsed keyword: `name` and its `parameter` (None for a plain keyword)."""

    name: str
    parameter: str | None = None

    @property
    def text(self) -> str:
        return self.name if self.parameter is None else f"{self.name}:{self.parameter}"


_WARD_COST = re.compile(r"(\{[0-9WUBRGC]+\})+")
# Ward costs other than mana (CR 702.21a: "unless that player pays [cost]").
_WARD_OTHER_COST = re.compile(r"pay [1-9][0-9]? life|discard a card"
                              r"|collect evidence [1-9][0-9]?")  # s33-wmk: "Ward—Collect evidence 4." (CR 701.59a)
# s28-otj: a mana cost and life together ("Ward—{2}, Pay 2 life.", CR 702.21a, 118.3: both are paid, or neither)
_WARD_MANA_AND_LIFE = re.compile(r"(\{[0-9WUBRGC]+\})+, pay [1-9][0-9]? life")


def parse_keyword(text: str) -> Keyword | None:
    """A canonical keyword string -> Keyword, or None when it is not in the vocabulary."""
    name, colon, parameter = text.partition(":")
    if not colon:
        if name in MODELLED_KEYWORDS or name in KNOWN_NOT_MODELLED:
            return Keyword(name)
        return None
    if name in ("protection", "hexproof") and (parameter in QUALITIES or parameter in SUBTYPE_QUALITIES):
        return Keyword(name, parameter)  # s15-targets: also a creature type ("protection:dragons")
    if name == "ward" and (_WARD_COST.fullmatch(parameter) or _WARD_OTHER_COST.fullmatch(parameter)
                           or _WARD_MANA_AND_LIFE.fullmatch(parameter)):  # s28-otj
        return Keyword(name, parameter)
    if name == "landwalk" and parameter in LAND_TYPES:
        return Keyword(f"{parameter}walk")
    return None


def is_player_keyword(text: str) -> bool:
    """Whether a player may have this keyword (a state's `players[].keywords`): hexproof (CR
    702.11c), shroud (702.18a) or protection from a quality (702.16b)."""
    keyword = parse_keyword(text)
    return keyword is not None and (keyword.text in ("hexproof", "shroud") or
                                    (keyword.name == "protection" and keyword.parameter is not None))


def is_modelled(keyword: Keyword) -> bool:
    return keyword.name in MODELLED_KEYWORDS or (keyword.name in PARAMETERISED and keyword.parameter is not None)


@lru_cache(maxsize=1024)
def normalise_keyword(text: str) -> str | None:
    """A keyword as card data writes it -> the canonical string, or None when unknown.

    "First strike" -> "first_strike"; "Protection from red" -> "protection:red";
    "Hexproof from black" -> "hexproof:black"; "Ward {2}" -> "ward:{2}"; "Ward—Pay 2 life." ->
    "ward:pay 2 life"; "Swampwalk" -> "swampwalk".
    """
    words = text.strip().lower()
    for name in ("protection", "hexproof"):
        prefix = f"{name} from "
        if words.startswith(prefix):
            quality = words[len(prefix):].strip()
            return f"{name}:{quality}" if quality in QUALITIES or quality in SUBTYPE_QUALITIES else None
    if words.startswith(("ward ", "ward—", "ward-", "ward:")):
        cost = words[5:].strip().removeprefix("—").strip().removesuffix(".").strip()  # s22-afr: "Ward — Pay 2 life."
        if _WARD_COST.fullmatch(cost.upper()):
            return f"ward:{cost.upper()}"
        if (both := _WARD_MANA_AND_LIFE.fullmatch(cost.upper().replace("PAY", "pay").replace("LIFE", "life"))):
            return f"ward:{both.group(0)}"  # s28-otj: "Ward—{2}, Pay 2 life." -> "ward:{2}, pay 2 life"
        return f"ward:{cost}" if _WARD_OTHER_COST.fullmatch(cost) else None
    canonical = re.sub(r"[\s]+", "_", words)
    return canonical if parse_keyword(canonical) is not None else None


# Validation context under which a keyword outside the vocabulary is an error (inline definitions
# in a request, design.md §9); without it (card data from the database) it is kept, lower-cased,
# and reported as not modelled by whoever reads the card.
STRICT_KEYWORDS = {"strict_keywords": True}


def _canonical_keyword(value: Any, info: ValidationInfo) -> Any:
    """A definition's keyword in canonical form ("First Strike", "first strike" -> "first_strike")."""
    if not isinstance(value, str):
        return value
    known = normalise_keyword(value)
    if known is not None:
        return known
    if info.context is not None and info.context.get("strict_keywords"):
        raise ValueError(f"unknown keyword {value!r}; {accepted_keywords_text()}")
    return value.lower()


KeywordText = Annotated[str, BeforeValidator(_canonical_keyword)]


@lru_cache(maxsize=1)
def accepted_keywords_text() -> str:
    """The accepted keyword forms, for a refusal naming an unknown keyword."""
    modelled = sorted(k for k in MODELLED_KEYWORDS if k not in LANDWALKS)
    qualities = "|".join(sorted(QUALITIES))
    return (f"accepted keywords (CR 702): {', '.join(modelled)}, {'/'.join(sorted(LANDWALKS))} "
            f"(or landwalk:<land type>), protection:<{qualities}>, hexproof:<quality>, ward:<mana cost> "
            f"such as ward:{{2}}, ward:pay <N> life, ward:discard a card, ward:{{2}}, pay <N> life; also known by name but not modelled: {', '.join(sorted(KNOWN_NOT_MODELLED))}")


# --- qualities (protection 702.16a, hexproof from 702.11d) ---------------------------------------

_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPE_QUALITIES = {"creatures": "Creature", "artifacts": "Artifact", "enchantments": "Enchantment",
                   "instants": "Instant", "sorceries": "Sorcery"}


def has_quality(quality: str, colors: Iterable[str], types: Iterable[str], subtypes: Iterable[str] = ()) -> bool:
    """Whether an object with these colors (letters), card types and subtypes has `quality` (CR
    702.16a: a card type applies to permanents and to objects elsewhere of that type; "everything"
    is every object, CR 702.16j; a creature type, "protection from Dragons", any object with that
    subtype, s15-targets)."""
    if quality == "everything":
        return True
    colors = list(colors)
    if quality in _COLOR_LETTERS:
        return _COLOR_LETTERS[quality] in colors
    if quality in _TYPE_QUALITIES:
        return _TYPE_QUALITIES[quality] in types
    if quality == "multicolored":
        return len(colors) >= 2
    if quality == "monocolored":
        return len(colors) == 1
    if quality == "colorless":
        return not colors
    if quality in SUBTYPE_QUALITIES:  # s15-targets: "protection from Demons" (CR 702.16a, 205.3)
        return SUBTYPE_QUALITIES[quality] in set(subtypes)
    return False


def parameters_of(keywords: Iterable[str], name: str) -> list[str]:
    """The parameters of every `name:<parameter>` keyword among `keywords` (e.g. every protection
    quality)."""
    prefix = f"{name}:"
    return [keyword[len(prefix):] for keyword in keywords if keyword.startswith(prefix)]


# --- s15-targets ---------------------------------------------------------------------------------
# "protection from planeswalkers" (CR 702.16a: a card type) and "protection from Demons and from
# Dragons", "protection from Dogs" (a creature type, CR 205.3m): the quality is the plural as Oracle
# text writes it, lower case ("protection:dragons"); an object has it if it has that subtype.
QUALITIES = QUALITIES | {"planeswalkers"}
_TYPE_QUALITIES["planeswalkers"] = "Planeswalker"
_IRREGULAR_PLURALS = {"Elf": "elves", "Dwarf": "dwarves", "Wolf": "wolves", "Werewolf": "werewolves",
                      "Mouse": "mice", "Fungus": "fungi", "Merfolk": "merfolk", "Sheep": "sheep", "Ox": "oxen",
                      "Kithkin": "kithkin", "Moonfolk": "moonfolk", "Treefolk": "treefolk", "Fish": "fish",
                      "Jellyfish": "jellyfish", "Cyclops": "cyclopes", "Octopus": "octopuses",
                      "Aurochs": "aurochs", "Homunculus": "homunculi", "Sphinx": "sphinxes"}


def _plural(creature_type: str) -> str:
    """The plural Oracle text writes of a creature type, lower case ("Dragon" -> "dragons")."""
    if creature_type in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[creature_type]
    word = creature_type.lower()
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


SUBTYPE_QUALITIES: dict[str, str] = {_plural(creature_type): creature_type for creature_type in CREATURE_TYPES}


# --- s16-kwc ---------------------------------------------------------------------------------------
# Keywords that stand for one triggered ability the Oracle grammar reads (app/oracle/oracle.lark, s16-kwc):
# a line of this keyword alone is read into that ability (mentor, CR 702.134a), not into `keywords`; in a
# definition's `keywords` it stays known and not modelled.
GRAMMAR_READ_KEYWORDS = frozenset({"mentor", "riot", "ascend", "training", "exploit",
                                   "undying"})  # s24-isd: its triggered ability (CR 702.93a, rules/s24isd_undying.py)
# s16-kws: jump-start (CR 702.133a), played by rules/jump_start.py (cast from the graveyard by discarding a card)
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"jump-start"}

# --- s20-kw -----------------------------------------------------------------------------------------
# Four evasion keywords played by rules/keyword_evasion.py: intimidate (CR 702.13), shadow (702.28),
# horsemanship (702.31), skulk (702.118).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"intimidate", "shadow", "horsemanship", "skulk"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"intimidate", "shadow", "horsemanship", "skulk"}
# Wither (CR 702.80) and infect (702.90): damage dealt as -1/-1 counters and poison counters (rules/damage.py).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"wither", "infect"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"wither", "infect"}
# Devoid (CR 702.114a): "This object is colorless", a characteristic-defining ability (604.3) applied where a face's
# characteristics are built (characteristics.py), so in every zone.
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"devoid"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"devoid"}

# --- s23-c13 ---------------------------------------------------------------------------------------
# Exalted (CR 702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn",
# played by rules/s23c13_exalted.py (each instance separately, 702.83b).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"exalted"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"exalted"}

# --- s24-mh1 ---
# persist (CR 702.79a): a line "Persist" alone is read by the grammar as the triggered ability it stands for ("When this
# creature dies, if it had no -1/-1 counters on it, return it ... with a -1/-1 counter on it.", rules/dies_triggers.py)
GRAMMAR_READ_KEYWORDS = GRAMMAR_READ_KEYWORDS | {"persist"}
# --- s24-khans ---------------------------------------------------------------------------------------------------------
# Delve (CR 702.66): generic mana of a spell's total cost paid by exiling cards from its caster's graveyard (the
# `cast` action's `choices.delve`; rules/s24khans_delve.py).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"delve"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"delve"}
# Rebound (CR 702.88a): a resolved spell cast from the hand is exiled and may be cast free at its controller's next
# upkeep (rules/s24khans_rebound.py, rules/s24khans_rebound_cast.py).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"rebound"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"rebound"}
# --- s24-kal ---------------------------------------------------------------------------------------
# Improvise (CR 702.126a): tap untapped artifacts you control to pay generic mana of the spell's total cost, the
# cast action's `improvise` (rules/improvise.py, after convoke's path).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"improvise"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"improvise"}
# s24-hou: aftermath (CR 702.127a), on a split card's right half only (cards.py): played by rules/aftermath.py (that
# half cast from its owner's graveyard only, then exiled as it leaves the stack)
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"aftermath"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"aftermath"}
# --- s24-mh2 ---------------------------------------------------------------------------------------
# Living weapon (CR 702.92a) alone on a line is read by app/oracle/keyword_lines.py into its "enters" trigger (create a
# 0/0 black Phyrexian Germ creature token, then attach this Equipment to it), not into `keywords`.
GRAMMAR_READ_KEYWORDS = GRAMMAR_READ_KEYWORDS | {"living weapon"}
# --- s25-tsr (docs/oracle-s25-tsr.md) ---
# split second (CR 702.61a): rules/s25tsr_split_second.py (cast and activation verifiers).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"split_second"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"split_second"}
# --- s25-khc ---------------------------------------------------------------------------------------
# Snow landwalk (CR 702.14c): can't be blocked as long as the defending player controls a snow land
# (rules/s25khc_snow_landwalk.py).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"snow_landwalk"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"snow_landwalk"}
# --- s26-tsp -----------------------------------------------------------------------------------------------------------
# Hideaway (CR 702.75): a line "Hideaway" alone is read by app/oracle/keyword_lines.py into what it stands for (702.75b:
# "Hideaway 4" and "This permanent enters tapped."), not into `keywords` (rules/s26tsp_hideaway.py).
GRAMMAR_READ_KEYWORDS = GRAMMAR_READ_KEYWORDS | {"hideaway"}
# --- s26-cmdc ---------------------------------------------------------------------------------------
# Sunburst (CR 702.44a): read by app/oracle/keyword_lines.py as the enters-with-counters replacement it stands for.
GRAMMAR_READ_KEYWORDS = GRAMMAR_READ_KEYWORDS | {"sunburst"}
# --- s26-mh ---
# Battle cry (CR 702.91a) alone on a line is read by app/oracle/keyword_lines.py into the triggered ability it stands for
# ("Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."), not into `keywords`.
GRAMMAR_READ_KEYWORDS = GRAMMAR_READ_KEYWORDS | {"battle cry"}
# Evolve (CR 702.100a) alone on a line: read by app/oracle/keyword_lines.py into its "permanent_enters" trigger with
# `evolve` (rules/s26mh_evolve.py), not into `keywords`.
GRAMMAR_READ_KEYWORDS = GRAMMAR_READ_KEYWORDS | {"evolve"}
# --- s26-cmda --------------------------------------------------------------------------------------
# Retrace (CR 702.81a): cast from the graveyard by discarding a land card in addition to its other costs
# (rules/s26cmda_retrace.py).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"retrace"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"retrace"}
# Graft (CR 702.58a): a keyword with a number read by app/oracle/keyword_lines.py into the abilities it stands for
# ("Graft 3": its enters-with-counters replacement and its triggered ability, rules/s26cmda_graft.py); in a
# definition's `keywords` it stays known and not modelled.
KEYWORD_LINE_READ = frozenset({"graft"})

# --- s27-mech ---
# umbra armor (CR 702.89a) on an Aura, "totem armor" its older name (702.89b): rules/s27mech_umbra_armor.py.
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"umbra_armor", "totem_armor"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"umbra_armor", "totem_armor"}
# melee (CR 702.121a) on a creature: rules/s27mech_melee.py.
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"melee"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"melee"}
# partner (CR 702.124a): it modifies the Commander variant's deck construction and functions before the game begins
# (two commanders: POST /v1/decks/check, app/decks/rules.py); in a game, a player's two commanders are
# `players[].commanders` (CR 903.3, 702.124c; rules/commander.py, rules/s26cmda_commander.py): nothing else to play.
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"partner"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"partner"}
# extort (CR 702.101a) alone on a line: read by app/oracle/keyword_lines.py into the cast trigger it stands for, not into
# `keywords` (a granted extort, "Other creatures you control have extort.", is not read).
GRAMMAR_READ_KEYWORDS = GRAMMAR_READ_KEYWORDS | {"extort"}
# demonstrate (CR 702.144a) printed on a spell: its cast trigger, rules/s27mech_demonstrate.py.
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"demonstrate"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"demonstrate"}
# --- s32-ma ---
# Bargain (CR 702.166a) alone on a line: read by app/oracle/keyword_lines.py into the optional additional cost it stands
# for (`additional_cost` with `bargain`, rules/additional_costs.py), not into `keywords`.
GRAMMAR_READ_KEYWORDS = GRAMMAR_READ_KEYWORDS | {"bargain"}
# s32-mb: start your engines! (CR 702.179a), a static ability giving its controller a speed of 1 (rules/s32mb_speed.py).
MODELLED_KEYWORDS = MODELLED_KEYWORDS | {"start_your_engines!"}
KNOWN_NOT_MODELLED = KNOWN_NOT_MODELLED - {"start_your_engines!"}
# s32-mb: job select (CR 702.182a) alone on a line: read by app/oracle/keyword_lines.py into the enters trigger it stands
# for (a 1/1 colorless Hero token, the Equipment attached to it), not into `keywords`.
GRAMMAR_READ_KEYWORDS = GRAMMAR_READ_KEYWORDS | {"job select"}
