"""Oracle lines of modern keyword abilities and ability words that are not plain keyword lines
(docs/keywords-modern.md): "Equip {2}", ... Each entry reads one whole normalised line (reminder
text removed, the card's name written "~") into the engine's ability vocabulary, or nothing: a
line no entry matches exactly is left to the other templates (and, failing them, reported as not
modelled). The reader asks this module first (`read_keyword_line`, one hook in reader.py).

Keywords written alone on a line ("Prowess") are read as keywords by reader.py's `keyword_line`
(app/engine/keywords.py knows which are modelled)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from app.engine.creature_types import CREATURE_TYPES  # s23-c12
from app.engine.keywords import SUBTYPE_QUALITIES  # s24-mh2
from app.oracle.compose import read_composed  # s24-mh2: the grammar, for typecycling's search
from app.oracle.templates import read_effect, read_line, read_spell_line, read_trigger_effect, split_cost

Json = dict[str, Any]

_MANA_COST = r"(?:\{(?:\d+|[WUBRGCX])\})+"  # "{2}", "{1}{W}"


@dataclass(frozen=True)
class KeywordLine:
    """One line form: `pattern` (a full match of the normalised line), `build` its abilities
    (None: not read after all), `spells` whether it is read on instants and sorceries (else on
    permanents only), `example` the real Oracle line it was written from."""

    name: str
    pattern: re.Pattern[str]
    build: Callable[[re.Match[str]], list[Json] | None]
    example: str
    permanents: bool = True
    spells: bool = False


KEYWORD_LINES: list[KeywordLine] = []


def _line(
    name: str, pattern: str, example: str, *, permanents: bool = True, spells: bool = False
) -> Callable[[Callable[[re.Match[str]], list[Json] | None]], KeywordLine]:
    def wrap(build: Callable[[re.Match[str]], list[Json] | None]) -> KeywordLine:
        entry = KeywordLine(name, re.compile(pattern), build, example, permanents, spells)
        KEYWORD_LINES.append(entry)
        return entry

    return wrap


def read_keyword_line(line: str, is_spell: bool) -> list[Json] | None:
    """A normalised line -> the abilities it says, or None when it is none of these lines."""
    for entry in KEYWORD_LINES:
        if not (entry.spells if is_spell else entry.permanents):
            continue
        match = entry.pattern.fullmatch(line)
        if match:
            built = entry.build(match)
            if built is not None:
                return built
    return None


# --- equip (CR 702.6) ------------------------------------------------------------------------


@_line("equip", rf"Equip ({_MANA_COST})", "Equip {2}")
def _equip(m: re.Match[str]) -> list[Json] | None:
    if "X" in m[1]:
        return None  # an X equip cost: X is not chosen by anything the engine models
    return [{"kind": "equip", "cost": m[1]}]


# --- "This spell can't be countered." (CR 101.2) ----------------------------------------------


@_line("cant_be_countered", r"~ can't be countered\.", "This spell can't be countered.", spells=True)
def _cant_be_countered(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "cant_be_countered"}]


# --- additional costs (CR 118.8, 601.2b) -------------------------------------------------------

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
_ADDITIONAL = r"As an additional cost to cast ~, "


@_line(
    "additional_cost_sacrifice",
    # s22-inn: "nonland permanent" (`card_type` "nonland_permanent", CR 205.2a; rules/additional_costs.py)
    _ADDITIONAL + r"sacrifice (a|an|one|two) (creature|artifact|enchantment|land|permanent|nonland permanent)s?\.",
    "As an additional cost to cast this spell, sacrifice a creature.",
    spells=True,
)
def _additional_sacrifice(m: re.Match[str]) -> list[Json] | None:
    card_type = m[2].replace(" ", "_")  # s22-inn: "nonland permanent" -> "nonland_permanent"
    return [{"kind": "additional_cost", "cost": "sacrifice", "card_type": card_type, "amount": _NUMBERS[m[1]]}]


@_line(
    "additional_cost_discard",
    _ADDITIONAL + r"discard (a|one|two) cards?\.",
    "As an additional cost to cast this spell, discard a card.",
    spells=True,
)
def _additional_discard(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "additional_cost", "cost": "discard", "amount": _NUMBERS[m[1]]}]


@_line(
    "additional_cost_pay_life",
    _ADDITIONAL + r"pay ([1-9][0-9]?) life\.",
    "As an additional cost to cast this spell, pay 3 life.",
    spells=True,
)
def _additional_life(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "additional_cost", "cost": "pay_life", "amount": int(m[1])}]


# --- "~ can't be blocked by more than one creature." (CR 509.1b) ------------------------------


@_line(
    "cant_be_blocked_by_more_than",
    r"~ can't be blocked by more than (one|two) creatures?\.",
    "Bristling Boar can't be blocked by more than one creature.",
)
def _blocked_by_at_most(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "cant_be_blocked_by_more_than", "most": _NUMBERS[m[1]]}]


# --- kicker (CR 702.33) -------------------------------------------------------------------------


@_line("kicker", r"Kicker ((?:\{(?:\d+|[WUBRGC])\})+)", "Kicker {2}{R}", spells=True)
def _kicker(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "kicker", "cost": m[1]}]


def _conditional(condition: str, before_text: str | None, then_text: str) -> list[Json] | None:
    """ "[<effects>.] If <condition>, <effect>.": the sentences before it read as usual, the last one,
    read as a sentence of its own, happens only under the condition (a `spell` ability's
    `condition`). "... instead" sentences are not read (they replace another effect)."""
    if "instead" in then_text:
        return None
    before = read_spell_line(before_text) if before_text else []
    then = read_spell_line(then_text[0].upper() + then_text[1:])
    if before is None or not then or any(a.get("kind") != "spell" for a in [*before, *then]):
        return None
    return [*before, *({**ability, "condition": condition} for ability in then)]


@_line(
    "if_kicked",
    r"(?:(.+\.) )?If ~ was kicked, ([a-z][^.]*\.)",
    "Return target nonland permanent to its owner's hand. If this spell was kicked, draw a card.",
    permanents=False,
    spells=True,
)
def _if_kicked(m: re.Match[str]) -> list[Json] | None:
    """ "If this spell was kicked, <effect>." (CR 702.33d)."""
    return _conditional("kicked", m[1], m[2])


# --- flashback (CR 702.34) ----------------------------------------------------------------------


@_line("flashback", r"Flashback ((?:\{(?:\d+|[WUBRGC])\})+)", "Flashback {3}{U}", permanents=False, spells=True)
def _flashback(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "flashback", "cost": m[1]}]


# --- cycling (CR 702.29) ------------------------------------------------------------------------


# s34-fin: {X} in the cost ("Cycling {X}{G}{G}"): X announced as the ability is activated (CR 107.3, 602.2b); the
# `cycle` action's `x`, also the X of the card's "When you cycle ~" abilities (702.29c)
@_line("cycling", r"Cycling ((?:\{(?:\d+|[WUBRGCX])\})+)", "Cycling {2}", spells=True)
def _cycling(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "cycling", "cost": m[1]}]


# --- ninjutsu (CR 702.49) ------------------------------------------------------------------------


@_line("ninjutsu", r"Ninjutsu ((?:\{(?:\d+|[WUBRGC])\})+)", "Ninjutsu {1}{B}")
def _ninjutsu(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "ninjutsu", "cost": m[1]}]


# --- crew (CR 702.122) --------------------------------------------------------------------------


@_line("crew", r"Crew (\d{1,2})", "Crew 1")
def _crew(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "crew", "power": int(m[1])}]


# --- offspring (CR 702.175) --------------------------------------------------------------------


@_line("offspring", r"Offspring ((?:\{(?:\d+|[WUBRGC])\})+)", "Offspring {2}")
def _offspring(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "offspring", "cost": m[1]}]


# --- gift (CR 702.174) -------------------------------------------------------------------------

_GIFTS = {"a card": "card", "a Food": "food", "a tapped Fish": "tapped_fish", "a Treasure": "treasure"}


@_line("gift", rf"Gift ({'|'.join(_GIFTS)})", "Gift a card", spells=True)
def _gift(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "gift", "gift": _GIFTS[m[1]]}]


@_line(
    "if_gift",
    r"(?:(.+\.) )?If the gift (was|wasn't) promised, ([a-z][^.]*\.)",
    "Destroy target creature. If the gift wasn't promised, you lose 2 life.",
    permanents=False,
    spells=True,
)
def _if_gift(m: re.Match[str]) -> list[Json] | None:
    """ "If the gift was [wasn't] promised, <effect>." (CR 702.174c)."""
    return _conditional("gift_promised" if m[2] == "was" else "gift_not_promised", m[1], m[3])


# --- "Activate only as a sorcery." (CR 602.5d) ----------------------------------------------------


@_line(
    "activate_only_as_a_sorcery",
    r"([^:]+: .+) Activate only as a sorcery\.",
    "{T}: Target creature you control gains haste until end of turn. Activate only as a sorcery.",
)
def _as_a_sorcery(m: re.Match[str]) -> list[Json] | None:
    """An activated ability read as usual, restricted to sorcery timing (`activate_only` "sorcery")."""
    found = read_keyword_line(m[1], False) or read_line(m[1])
    if not found or len(found) != 1 or found[0].get("kind") != "activated" or found[0].get("activate_only"):
        return None
    return [{**found[0], "activate_only": "sorcery"}]


# --- forage as a cost (CR 701.61a) ---------------------------------------------------------------


@_line("forage_cost", r"(?:([^:]+), )?Forage: ([A-Z~].+)", "{2}, Forage: Draw a card.")
def _forage_cost(m: re.Match[str]) -> list[Json] | None:
    """ "[<costs>, ]Forage: <effect>": an activated ability with forage among its costs."""
    costs = split_cost(m[1]) if m[1] else ("", [])
    effect = read_effect(m[2])
    if costs is None or effect is None or effect.get("kind") == "add_mana":
        return None  # a mana ability with forage is not read here
    return [
        {
            "kind": "activated",
            "cost": costs[0] or "{0}",
            "effect": effect,
            "other_costs": [*costs[1], {"kind": "forage"}],
        }
    ]


# --- ability words (CR 207.2c) and landfall -------------------------------------------------------

# Ability words print in italics before an ability and have no rules meaning (CR 207.2c): the line
# is read as the ability after the dash. Only ability words whose abilities the reader may know.
ABILITY_WORDS = ("Landfall", "Valiant")


@_line(
    "ability_word",
    rf"(?:{'|'.join(ABILITY_WORDS)}) — (.+)",
    "Landfall — Whenever a land you control enters, this creature deals 1 damage to target opponent.",
    spells=True,
)
def _ability_word(m: re.Match[str]) -> list[Json] | None:
    return read_keyword_line(m[1], False) or read_line(m[1])


@_line(
    "land_you_control_enters",
    r"Whenever a land you control enters, (.+)",
    "Whenever a land you control enters, you gain 1 life.",
)
def _land_you_control_enters(m: re.Match[str]) -> list[Json] | None:
    effect = read_trigger_effect(m[1], None)
    if effect is None:
        return None
    return [{"kind": "triggered", "trigger": "land_enters", "land_controller": "you", "effect": effect}]


@_line(
    "valiant",
    r"Whenever ~ becomes the target of a spell or ability you control for the first time each turn, (.+)",
    "Whenever this creature becomes the target of a spell or ability you control for the first time each turn, "
    "put a +1/+1 counter on it.",
)
def _valiant(m: re.Match[str]) -> list[Json] | None:
    """Valiant's trigger (an ability word, CR 207.2c): "it" is the permanent itself."""
    effect = read_trigger_effect(m[1], "self")
    if effect is None:
        return None
    return [{"kind": "triggered", "trigger": "targeted_by_you_first_time_each_turn", "effect": effect}]


# --- s15-neo: reconfigure (CR 702.151) ---------------------------------------------------------


@_line("reconfigure", rf"Reconfigure ({_MANA_COST})", "Reconfigure {2}")
def _reconfigure(m: re.Match[str]) -> list[Json] | None:
    """Two activated abilities (CR 702.151a): attach to another target creature you control, and
    unattach; both only as a sorcery (rules/reconfigure.py)."""
    if "X" in m[1]:
        return None  # an X cost: X is not chosen by anything the engine models
    return [{"kind": "reconfigure", "cost": m[1]}, {"kind": "reconfigure", "cost": m[1], "unattach": True}]


# --- s21-neob: an optional additional cost (CR 601.2b, 118.8) ----------------------------------


@_line(
    "s21neob_optional_sacrifice",
    _ADDITIONAL + r"you may sacrifice (a|an) (creature|artifact|enchantment|land|permanent)\.",
    "As an additional cost to cast this spell, you may sacrifice an artifact.",
    permanents=False,
    spells=True,
)
def _s21neob_optional_sacrifice(m: re.Match[str]) -> list[Json] | None:
    """ "you may sacrifice an artifact": paid only when the `cast` action names the permanent; the spell records it
    for "If ~'s additional cost was paid" (rules/additional_costs.py)."""
    return [{"kind": "additional_cost", "cost": "sacrifice", "card_type": m[2], "optional": True}]


# --- s22-stx: equip with a quality (CR 702.6a, 111.1) --------------------------------------------


@_line("s22stx_equip_creature_token", rf"Equip creature token ({_MANA_COST})", "Equip creature token {1}")
def _s22stx_equip_creature_token(m: re.Match[str]) -> list[Json] | None:
    """ "Equip creature token {1}" (Team Pennant): equip whose target is a creature token you control (CR 702.6a, 111.1;
    rules/equip.py attaches to the ability's own target spec)."""
    if "X" in m[1]:
        return None  # an X cost: X is not chosen by anything the engine models
    return [{"kind": "equip", "cost": m[1], "effect": {"kind": "attach", "target": "creature:token:you_control"}}]


# --- s23-c12: "sacrifice a Goblin" as a spell's additional cost (CR 601.2b, 205.3) ----------------------------------


@_line(
    "s23c12_additional_sacrifice_subtype",
    _ADDITIONAL + r"sacrifice (a|an) ([A-Z][a-z]+)\.",
    "As an additional cost to cast this spell, sacrifice a Goblin.",
    spells=True,
)
def _s23c12_additional_sacrifice_subtype(m: re.Match[str]) -> list[Json] | None:
    """ "sacrifice a Goblin": a permanent with that creature type (any card type; rules/additional_costs.py)."""
    if m[2] not in CREATURE_TYPES:
        return None
    return [{"kind": "additional_cost", "cost": "sacrifice", "card_type": "permanent", "subtype": m[2]}]


# --- s23-c12: "A creature dealt damage this way can't be regenerated this turn." (CR 701.19c, 120.1) ----------------


@_line(
    "s23c12_damage_no_regeneration",
    r"(~ deals \d+ damage to [^.]+\.) A creature dealt damage this way can't be regenerated this turn\.",
    "Incinerate deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
    permanents=False,
    spells=True,
)
def _s23c12_damage_no_regeneration(m: re.Match[str]) -> list[Json] | None:
    """The spell's damage to one target, then `cant_be_regenerated` of that target if it is a creature the spell dealt
    damage to (`if_dealt_damage_this_way`; a spell only: its damage is all dealt as it resolves)."""
    read = read_spell_line(m[1])
    if read is None or len(read) != 1 or read[0]["effect"]["kind"] != "damage":
        return None
    target = read[0]["effect"].get("target")
    if target not in ("any", "creature", "creature_or_planeswalker") or set(read[0]["effect"]) != {
            "kind", "amount", "target"}:
        return None  # one target of these specs only: "it" below is that target
    return [*read, {"kind": "spell", "effect": {"kind": "cant_be_regenerated", "target": "it:creature",
                                                "if_dealt_damage_this_way": True}}]


# --- s24-khans ---------------------------------------------------------------------------------------------------------
_S24KHANS_MANA = r"((?:\{(?:\d+|[WUBRGC])\})+)"  # a mana cost without X


@_line("s24khans_outlast", r"Outlast " + _S24KHANS_MANA, "Outlast {1}{W}")
def _s24khans_outlast(m: re.Match[str]) -> list[Json] | None:
    """ "Outlast {1}{W}" (CR 702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a
    sorcery." An `activated` ability with that cost, {T}, `put_counters` on itself and `activate_only` "sorcery"."""
    return [{"kind": "activated", "cost": m[1] + "{T}", "activate_only": "sorcery",
             "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}}]


@_line("s24khans_morph", r"(Morph|Megamorph) " + _S24KHANS_MANA, "Megamorph {4}{W}")
def _s24khans_morph(m: re.Match[str]) -> list[Json] | None:
    """ "Morph {2}{U}" / "Megamorph {4}{W}" (CR 702.37a-b): the `morph` ability (rules/face_down.py)."""
    return [{"kind": "morph", "cost": m[2], "megamorph": m[1] == "Megamorph"}]


@_line("s24khans_dash", r"Dash " + _S24KHANS_MANA, "Dash {2}{R}")
def _s24khans_dash(m: re.Match[str]) -> list[Json] | None:
    """ "Dash {2}{R}" (CR 702.109a): the `alternative_cost` named "dash" (rules/s24khans_dash.py)."""
    return [{"kind": "alternative_cost", "name": "dash", "cost": m[1]}]


_S24KHANS_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@_line("s24khans_morph_reveal", r"Morph—Reveal an? (white|blue|black|red|green) card in your hand\.",
       "Morph—Reveal a white card in your hand.")
def _s24khans_morph_reveal(m: re.Match[str]) -> list[Json] | None:
    """ "Morph—Reveal a white card in your hand." (CR 702.37a, e): the `morph` ability whose cost is revealing a card
    of that color from its controller's hand (rules/face_down.py)."""
    return [{"kind": "morph", "reveal_color": _S24KHANS_COLORS[m[1]]}]
# --- s24-kal: fabricate N (CR 702.123) -------------------------------------------------------------------------------


@_line("s24kal_fabricate", r"Fabricate ([1-9]|1[0-9]|20)", "Fabricate 2")
def _s24kal_fabricate(m: re.Match[str]) -> list[Json] | None:
    """ "Fabricate N": "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create N 1/1
    colorless Servo artifact creature tokens." (702.123a): its own enters trigger (each instance separately, 702.123b),
    the effect `fabricate` (rules/fabricate.py)."""
    return [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "fabricate", "amount": int(m[1])}}]
# --- s24-mh2: affinity (CR 702.41), modular (702.43), living weapon (702.92) ----------------------------------------

_S24MH2_AFFINITY_CARD_TYPES = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
                               "lands": "land", "planeswalkers": "planeswalker", "tokens": "permanent:token"}
_S24MH2_AFFINITY_SUBTYPES = {"Equipment": "Equipment", "Vehicles": "Vehicle", "Plains": "Plains", "Islands": "Island",
                             "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest"}


@_line("s24mh2_affinity", r"Affinity for ([A-Za-z]+)", "Affinity for artifacts", spells=True)
def _s24mh2_affinity(m: re.Match[str]) -> list[Json] | None:
    """ "Affinity for artifacts" (CR 702.41a: "This spell costs {1} less to cast for each artifact you control."): a card
    type, tokens (CR 111.1), or a subtype written in the plural ("Affinity for Knights"); any other word is refused."""
    word = m[1]
    if word in _S24MH2_AFFINITY_CARD_TYPES:
        spec = _S24MH2_AFFINITY_CARD_TYPES[word]
    elif word in _S24MH2_AFFINITY_SUBTYPES:
        spec = f"permanent:{_S24MH2_AFFINITY_SUBTYPES[word]}"
    elif word[:1].isupper() and word.lower() in SUBTYPE_QUALITIES:
        spec = f"permanent:{SUBTYPE_QUALITIES[word.lower()]}"
    else:
        return None
    return [{"kind": "self_cost_reduction", "generic": 1, "for_each_you_control": spec, "affinity": True}]


@_line("s24mh2_modular", r"Modular ([1-9][0-9]?)", "Modular 2")
def _s24mh2_modular(m: re.Match[str]) -> list[Json] | None:
    """ "Modular N" (CR 702.43a): "This enters with N +1/+1 counters on it." and "When this permanent is put into a
    graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on
    this permanent." (the counters it had as it last existed, 603.10a). "Modular—Sunburst" is not read."""
    return [{"kind": "etb_counters", "counter": "+1/+1", "amount": int(m[1])},
            {"kind": "triggered", "trigger": "self_put_into_graveyard", "optional": True,
             "effect": {"kind": "put_its_counters", "target": "creature:artifact", "counter": "+1/+1",
                        "modular": True}}]


@_line("s24mh2_living_weapon", r"Living weapon", "Living weapon")
def _s24mh2_living_weapon(m: re.Match[str]) -> list[Json] | None:
    """ "Living weapon" (CR 702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token,
    then attach this Equipment to it." (an attach that can't happen leaves the token unequipped, CR 701.3b)."""
    germ = {"name": "Phyrexian Germ Token", "colors": ["B"], "types": ["Creature"], "subtypes": ["Phyrexian", "Germ"],
            "power": 0, "toughness": 0, "keywords": []}
    return [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "create_token", "token": germ},
             "then_effects": [{"kind": "attach", "target": "it"}]}]


# --- s24-mh2: typecycling (CR 702.29e, 702.29f) ---------------------------------------------------------------------

_S24MH2_CYCLING_TYPES = {"Basic land": "basic land", "Artifact land": "artifact land", "Land": "land",
                         **{land: land for land in ("Plains", "Island", "Swamp", "Mountain", "Forest")}}


@_line("s24mh2_typecycling", r"(Basic land|Artifact land|Land|[A-Z][a-z]+)cycling ((?:\{(?:\d+|[WUBRGC])\})+)",
       "Basic landcycling {1}{R}", spells=True)
def _s24mh2_typecycling(m: re.Match[str]) -> list[Json] | None:
    """ "[Type]cycling [cost]" (CR 702.29e): "[Cost], Discard this card: Search your library for a [type] card, reveal
    it, put it into your hand, then shuffle." The type is a basic land type, a creature type, "basic land", "artifact
    land" or "land"; the card's quality is the one the grammar reads in that search sentence."""
    words = _S24MH2_CYCLING_TYPES.get(m[1]) or (m[1] if m[1] in CREATURE_TYPES else None)
    if words is None:
        return None
    article = "an" if words[0] in "aeiouAEIOU" else "a"
    read = read_composed(f"Search your library for {article} {words} card, reveal it, put it into your hand, then "
                         "shuffle.", is_spell=True).abilities
    found = read[0].get("effect") if read is not None and len(read) == 1 and read[0].get("kind") == "spell" else None
    if not found or set(found) != {"kind", "to", "quality", "reveal"} or len(found["quality"]) != 1:
        return None
    return [{"kind": "cycling", "cost": m[2], "search": found["quality"][0]}]


# --- s24-mh2: bushido N (CR 702.45), reinforce N (702.77) -----------------------------------------------------------


@_line("s24mh2_bushido", r"Bushido ([1-9][0-9]?)", "Bushido 2")
def _s24mh2_bushido(m: re.Match[str]) -> list[Json] | None:
    """ "Bushido N" (CR 702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn.";
    each instance triggers separately (702.45b)."""
    return read_composed(f"Whenever ~ blocks or becomes blocked, it gets +{m[1]}/+{m[1]} until end of turn.",
                         is_spell=False).abilities


@_line("s24mh2_reinforce", rf"Reinforce ([1-9][0-9]?)—({_MANA_COST})", "Reinforce 2—{1}{G}", spells=True)
def _s24mh2_reinforce(m: re.Match[str]) -> list[Json] | None:
    """ "Reinforce N—[cost]" (CR 702.77a): "[Cost], Discard this card: Put N +1/+1 counters on target creature.", an
    activated ability that functions only while the card is in its owner's hand (113.6k; rules/hand_abilities.py).
    "Reinforce X" is not read (X is the reinforce cost's, 107.3)."""
    if "X" in m[2]:
        return None
    counters = "a +1/+1 counter" if m[1] == "1" else f"{m[1]} +1/+1 counters"
    return read_composed(f"{m[2]}, Discard ~: Put {counters} on target creature.", is_spell=False).abilities


# --- s24-mh2: entwine (CR 702.42) -----------------------------------------------------------------------------------


@_line("s24mh2_entwine", rf"Entwine ({_MANA_COST})", "Entwine {2}{G}", permanents=False, spells=True)
def _s24mh2_entwine(m: re.Match[str]) -> list[Json] | None:
    """ "Entwine [cost]" (CR 702.42a): kept only beside the spell's one "Choose one —" (s24mh2_entwine_modes)."""
    if "X" in m[1]:
        return None
    return [{"kind": "entwine", "cost": m[1]}]


def s24mh2_entwine_modes(abilities: list[Json]) -> list[Json] | None:
    """A spell's abilities with entwine (CR 702.42a: "choose all modes of this spell instead of just one"): its one
    plain "Choose one —" `modal` effect takes one mode or all of them (`choose_max` its number of modes; which counts
    may be chosen and the cost: rules/s24mh2_entwine.py). None when the card has entwine but not exactly one such
    modal spell effect (the entwine line is then not modelled); the abilities unchanged when it has no entwine."""
    if not any(a.get("kind") == "entwine" for a in abilities):
        return abilities
    modal = [i for i, a in enumerate(abilities) if a.get("kind") == "spell" and a["effect"].get("kind") == "modal"]
    entwines = [a for a in abilities if a.get("kind") == "entwine"]
    if len(modal) != 1 or len(entwines) != 1:
        return None
    effect = abilities[modal[0]]["effect"]
    if set(effect) != {"kind", "modes"}:
        return None  # "Choose two", "choose one or more", pawprints: not "just one"
    changed = {**abilities[modal[0]], "effect": {**effect, "choose_max": len(effect["modes"])}}
    return [changed if i == modal[0] else a for i, a in enumerate(abilities)]


def s24mh2_entwine_checked(abilities: list[Json], oracle_text: str) -> tuple[list[Json], list[str]]:
    """`s24mh2_entwine_modes` for the reader: the abilities, and the entwine lines left not modelled when it refuses."""
    entwined = s24mh2_entwine_modes(abilities)
    if entwined is not None:
        return entwined, []
    refused = [line.strip() for line in oracle_text.splitlines() if line.strip().startswith("Entwine")]
    return [a for a in abilities if a.get("kind") != "entwine"], refused


# --- s25-khc -----------------------------------------------------------------------------------------------------------
# Cumulative upkeep (CR 702.24a): an upkeep `step_trigger` whose effect is `cumulative_upkeep` (rules/
# s25khc_cumulative_upkeep.py): a mana cost ("{1}", "{S}"), "{G} or {W}", or one of the actions below.

_S25KHC_UPKEEP_ACTIONS = {"Sacrifice a creature.": "sacrifice_creature", "Discard a card.": "discard_card",
                          "An opponent gains 1 life.": "opponent_gains_life"}


def _s25khc_upkeep(effect: Json) -> list[Json]:
    return [{"kind": "step_trigger", "step": "upkeep", "whose": "yours",
             "effect": {"kind": "cumulative_upkeep", **effect}}]


@_line("s25khc_cumulative_upkeep", r"Cumulative upkeep ((?:\{(?:\d+|[WUBRGCS])\})+)", "Cumulative upkeep {1}")
def _s25khc_cumulative_upkeep(m: re.Match[str]) -> list[Json] | None:
    return _s25khc_upkeep({"mana": m[1]})


@_line("s25khc_cumulative_upkeep_or", r"Cumulative upkeep (\{[WUBRG]\}) or (\{[WUBRG]\})", "Cumulative upkeep {G} or {W}")
def _s25khc_cumulative_upkeep_or(m: re.Match[str]) -> list[Json] | None:
    return _s25khc_upkeep({"mana": m[1], "mana_or": m[2]})


@_line("s25khc_cumulative_upkeep_action", r"Cumulative upkeep—(Sacrifice a creature\.|Discard a card\.|"
       r"An opponent gains 1 life\.)", "Cumulative upkeep—Sacrifice a creature.")
def _s25khc_cumulative_upkeep_action(m: re.Match[str]) -> list[Json] | None:
    return _s25khc_upkeep({"action": _S25KHC_UPKEEP_ACTIONS[m[1]]})


@_line("s25khc_cumulative_upkeep_add", r"Cumulative upkeep—Add (\{[WUBRGC]\})\.", "Cumulative upkeep—Add {R}.")
def _s25khc_cumulative_upkeep_add(m: re.Match[str]) -> list[Json] | None:
    return _s25khc_upkeep({"action": "add_mana", "adds": m[1]})


# Recover (CR 702.59a): the ability `recover` of the card in its owner's graveyard (rules/s25khc_recover.py).
@_line("s25khc_recover", rf"Recover ({_MANA_COST})", "Recover {1}{G}", spells=True)
def _s25khc_recover(m: re.Match[str]) -> list[Json] | None:
    if "X" in m[1]:
        return None  # X would be chosen by nothing the engine models
    return [{"kind": "recover", "cost": m[1]}]


@_line("s25khc_recover_half_life", r"Recover—Pay half your life, rounded up\.", "Recover—Pay half your life, rounded up.",
       spells=True)
def _s25khc_recover_half_life(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "recover", "half_life": True}]


# Ripple (CR 702.60a): the ability `ripple` of the spell, triggering as it is cast (rules/s25khc_ripple.py).
@_line("s25khc_ripple", r"Ripple ([1-9]|1[0-9]|20)", "Ripple 4", spells=True)
def _s25khc_ripple(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "ripple", "count": int(m[1])}]


# Foretell (CR 702.143a): the ability `foretell` (rules/s25khc_foretell.py), on any card.
@_line("s25khc_foretell", r"Foretell ((?:\{(?:\d+|[WUBRGCX])\})+)", "Foretell {1}{W}", spells=True)
def _s25khc_foretell(m: re.Match[str]) -> list[Json] | None:
    if "X" in m[1]:
        return None  # X in the foretell cost: a cast's X is checked against the mana cost's (CR 107.3), not this one
    return [{"kind": "foretell", "cost": m[1]}]


# s27-otja: Plot (CR 702.170a): the ability `plot` (rules/s27otja_plot.py), on any card.
@_line("s27otja_plot", r"Plot ((?:\{(?:\d+|[WUBRGC])\})+)", "Plot {1}{R}", spells=True)
def _s27otja_plot(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "plot", "cost": m[1]}]


# "Draw a card at the beginning of the next turn's upkeep." on an instant or sorcery (CR 603.7a): the spell's
# `draw_at_next_upkeep` (rules/s25khc_delayed_draw.py).
@_line("s25khc_draw_at_next_upkeep", r"Draw a card at the beginning of the next turn's upkeep\.",
       "Draw a card at the beginning of the next turn's upkeep.", permanents=False, spells=True)
def _s25khc_draw_at_next_upkeep(m: re.Match[str]) -> list[Json] | None:
    return [{"kind": "spell", "effect": {"kind": "draw_at_next_upkeep"}}]
# --- s25-mh: embalm and eternalize (CR 702.128, 702.129) ---------------------------------------------------------------
_S25MH_MANA = r"((?:\{(?:\d+|[WUBRGC])\})+)"  # a mana cost without X


def s25mh_extra_costs(text: str) -> list[Json] | None:
    """The costs after a keyword's mana ("Discard a card", and the costs `split_cost` reads), or None when one isn't
    read."""
    costs: list[Json] = []
    for part in text.split(", "):
        if part == "Discard a card":
            costs.append({"kind": "discard"})
            continue
        other = split_cost(part)
        if other is None or other[0]:
            return None
        costs.extend(other[1])
    return costs


@_line("s25mh_embalm", r"(Embalm|Eternalize)(?: |—)" + _S25MH_MANA + r"(?:, (.+)\.)?", "Eternalize {4}{B}{B}")
def _s25mh_embalm(m: re.Match[str]) -> list[Json] | None:
    """ "Embalm {3}{W}", "Eternalize {4}{B}{B}", "Eternalize—{2}{W}{W}, Discard a card." (CR 702.128a, 702.129a): the
    `embalm` / `eternalize` ability (rules/s25mh_embalm.py). The dash form only with costs after the mana, the plain
    form only without them (the two ways Oracle prints it)."""
    dash = m[0][len(m[1])] == "—"
    if dash != (m[3] is not None):
        return None
    others = s25mh_extra_costs(m[3]) if m[3] is not None else []
    if others is None:
        return None
    return [{"kind": m[1].lower(), "cost": m[2], **({"other_costs": others} if others else {})}]


@_line("s25mh_scavenge", r"Scavenge " + _S25MH_MANA, "Scavenge {5}{G}{G}")
def _s25mh_scavenge(m: re.Match[str]) -> list[Json] | None:
    """ "Scavenge {5}{G}{G}" (CR 702.97a): "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters
    equal to the power of the card you exiled on target creature. Activate only as a sorcery." (rules/s25mh_scavenge.py)"""
    return [{"kind": "activated", "cost": m[1], "other_costs": [{"kind": "exile_self_from_graveyard"}],
             "activate_only": "sorcery", "effect": {"kind": "put_counters", "counter": "+1/+1",
                                                    "amount": "s25mh_exiled_card_power", "target": "creature"}}]


@_line("s25mh_unearth", r"Unearth " + _S25MH_MANA, "Unearth {2}{B}")
def _s25mh_unearth(m: re.Match[str]) -> list[Json] | None:
    """ "Unearth {2}{B}" (CR 702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It gains haste.
    Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it
    anywhere else. Activate only as a sorcery." (rules/s25mh_unearth.py)"""
    return [{"kind": "activated", "cost": m[1], "activate_only": "sorcery",
             "effect": {"kind": "return_self_from_graveyard", "to": "battlefield", "unearth": True}}]


@_line("s25mh_overload", r"Overload " + _S25MH_MANA, "Overload {1}{B}", permanents=False, spells=True)
def _s25mh_overload(m: re.Match[str]) -> list[Json] | None:
    """ "Overload {1}{B}" (CR 702.96a): the `alternative_cost` named "overload"; the spell's lines that say "target" are
    read twice (app/oracle/cleave.py, rules/s25mh_overload.py)."""
    return [{"kind": "alternative_cost", "name": "overload", "cost": m[1]}]
# --- s25-ncc -----------------------------------------------------------------------------------------------------------


@_line("s25ncc_blitz", r"Blitz " + _S24KHANS_MANA, "Blitz {2}{G}")
def _s25ncc_blitz(m: re.Match[str]) -> list[Json] | None:
    """ "Blitz {2}{G}" (CR 702.152a): the `alternative_cost` named "blitz" (rules/s25ncc_blitz.py)."""
    return [{"kind": "alternative_cost", "name": "blitz", "cost": m[1]}]


@_line("s25ncc_casualty", r"Casualty ([0-9]|1[0-9])", "Casualty 2", permanents=False, spells=True)
def _s25ncc_casualty(m: re.Match[str]) -> list[Json] | None:
    """ "Casualty 2" (CR 702.153a) on an instant or sorcery: the optional `additional_cost` sacrificing a creature with
    power N or greater, and its copy as the spell is cast (rules/s25ncc_casualty.py)."""
    return [{"kind": "additional_cost", "cost": "sacrifice", "optional": True, "casualty": int(m[1])}]
# --- s26-tsp -----------------------------------------------------------------------------------------------------------


def _s26tsp_hideaway_trigger(number: int) -> Json:
    """ "Hideaway N" (CR 702.75a): "When this permanent enters, look at the top N cards of your library. Exile one of
    them face down and put the rest on the bottom of your library in a random order." (rules/s26tsp_hideaway.py)."""
    return {"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "look_at_top", "amount": number, "take": 1, "to": "exile_face_down", "rest": "bottom_random"}}


@_line("s26tsp_hideaway_n", r"Hideaway ([1-9]|1[0-9])", "Hideaway 4")
def _s26tsp_hideaway_n(m: re.Match[str]) -> list[Json] | None:
    """ "Hideaway 4" (CR 702.75a): its triggered ability."""
    return [_s26tsp_hideaway_trigger(int(m[1]))]


@_line("s26tsp_hideaway", r"Hideaway", "Hideaway")
def _s26tsp_hideaway(m: re.Match[str]) -> list[Json] | None:
    """ "Hideaway" without a number (CR 702.75b: the older cards' Oracle errata): "Hideaway 4" and "This permanent
    enters tapped." (the `enters_tapped` replacement, CR 614.1c)."""
    return [{"kind": "enters_tapped"}, _s26tsp_hideaway_trigger(4)]


# --- s26-cmdc (docs/oracle-s26-cmdc.md) ---


@_line("s26cmdc_sunburst", r"Sunburst", "Sunburst")
def _s26cmdc_sunburst(m: re.Match[str]) -> list[Json] | None:
    """ "Sunburst" (CR 702.44a): "This permanent enters with a +1/+1 counter on it for each color of mana spent to cast
    it if it's a creature, else with that many charge counters." -> `etb_counters` with `sunburst` and `for_each`
    "s25mh_colors_spent" (the colors of the mana spent to cast the spell that became it, rules/s25mh_converge.py; 0 for
    a permanent not cast)."""
    return [{"kind": "etb_counters", "counter": "charge", "amount": 1, "for_each": "s25mh_colors_spent",
             "sunburst": True}]


@_line("s26cmdc_equip_legendary", rf"Equip legendary creature ({_MANA_COST})", "Equip legendary creature {3}")
def _s26cmdc_equip_legendary(m: re.Match[str]) -> list[Json] | None:
    """ "Equip legendary creature {3}" (Blackblade Reforged): equip whose target is a legendary creature you control (CR
    702.6a, 205.4d; rules/equip.py attaches to the ability's own target spec), as s22-stx's "Equip creature token"."""
    if "X" in m[1]:
        return None  # an X cost: X is not chosen by anything the engine models
    return [{"kind": "equip", "cost": m[1], "effect": {"kind": "attach", "target": "creature:legendary:you_control"}}]


# --- s26-mh ------------------------------------------------------------------------------------------------------------


@_line("s26mh_battle_cry", r"Battle cry", "Battle cry")
def _s26mh_battle_cry(m: re.Match[str]) -> list[Json] | None:
    """ "Battle cry" (CR 702.91a): "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of
    turn." -> the `attacks` trigger pumping "all:creature:other:attacking", as the grammar reads that sentence."""
    return [{"kind": "triggered", "trigger": "attacks",
             "effect": {"kind": "pump", "target": "all:creature:other:attacking", "power": 1, "toughness": 0,
                        "duration": "end_of_turn"}}]


@_line("s26mh_evolve", r"Evolve", "Evolve")
def _s26mh_evolve(m: re.Match[str]) -> list[Json] | None:
    """ "Evolve" (CR 702.100a): "Whenever a creature enters under your control, if that creature's power is greater than
    this creature's power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1
    counter on this creature." -> the "permanent_enters" trigger with `evolve` (rules/s26mh_evolve.py)."""
    return [{"kind": "triggered", "trigger": "permanent_enters", "entering": "creature:you_control", "evolve": True,
             "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "self"}}]


# --- s26-cmda -----------------------------------------------------------------------------------------------------------


@_line("s26cmda_partner_with", r"Partner with ([A-Z][^()~]*?)(?: \((When this creature enters(?: the battlefield)?, "
       r"target player may put [^()]* into their hand from their library, then shuffle\.)\))?",
       "Partner with Shabraz, the Skyshark")
def _s26cmda_partner_with(m: re.Match[str]) -> list[Json] | None:
    """ "Partner with [name]" (CR 702.124j): its deck-construction half (two commanders, POST /v1/decks/check) needs
    nothing in a game; its triggered half is "When this permanent enters, target player may search their library for
    a card named [name], reveal it, put it into their hand, then shuffle." (an optional `search_library` of the target
    player, CR 701.23a, 701.24a, 608.2d)."""
    return [{"kind": "triggered", "trigger": "enters",
             "effect": {"kind": "search_library", "player": "target_player", "quality": [f"named:{m[1]}"],
                        "reveal": True, "optional": True, "to": "hand"}}]


@_line("s26cmda_graft", r"Graft ([1-9]|1[0-9])", "Graft 3")
def _s26cmda_graft(m: re.Match[str]) -> list[Json] | None:
    """ "Graft N" (CR 702.58a): "This permanent enters with N +1/+1 counters on it." and "Whenever another creature
    enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that
    creature." (rules/s26cmda_graft.py)."""
    return [{"kind": "etb_counters", "counter": "+1/+1", "amount": int(m[1])},
            {"kind": "triggered", "trigger": "permanent_enters", "entering": "creature:other", "optional": True,
             "intervening_if": {"kind": "s26cmda_self_has_plus_one_counter"},
             "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "that_permanent",
                        "moved_from_self": True}}]


# --- s27-otjb -----------------------------------------------------------------------------------------------------------


@_line("s27otjb_saddle", r"Saddle ([1-9]|1[0-9])", "Saddle 2")
def _s27otjb_saddle(m: re.Match[str]) -> list[Json] | None:
    """ "Saddle N" (CR 702.171a): "Tap any number of other untapped creatures you control with total power N or greater:
    This permanent becomes saddled until end of turn. Activate only as a sorcery." (rules/s27otjb_saddle.py)."""
    return [{"kind": "saddle", "power": int(m[1])}]



# "Affinity for outlaws" (CR 702.41a, 700.12: "This spell costs {1} less to cast for each Assassin, Mercenary, Pirate,
# Rogue, and/or Warlock you control."): each outlaw permanent counts once
_S24MH2_AFFINITY_CARD_TYPES["outlaws"] = "permanent:Assassin_or_Mercenary_or_Pirate_or_Rogue_or_Warlock"
# --- s27-mech: devour (CR 702.82) -----------------------------------------------------------------------------------


@_line("s27mech_devour", r"Devour (?:(artifact) )?([1-9]|10)", "Devour 2")
def _s27mech_devour(m: re.Match[str]) -> list[Json] | None:
    """ "Devour N" / "Devour artifact N" (CR 702.82a, c): "As this object enters, you may sacrifice any number of
    creatures [artifacts]. This permanent enters with N +1/+1 counters on it for each permanent sacrificed this way."
    -> `etb_counters` of N "+1/+1" counters `for_each` the permanents devoured (rules/s27mech_devour.py). "Devour X"
    and other qualities are not read."""
    return [{"kind": "etb_counters", "counter": "+1/+1", "amount": int(m[2]),
             "for_each": f"s27mech_devour_{m[1] or 'creature'}"}]


# --- s27-mech: annihilator N (CR 702.86) ----------------------------------------------------------------------------

_S27MECH_NUMBERS = {1: "a permanent", 2: "two permanents", 3: "three permanents", 4: "four permanents",
                    5: "five permanents", 6: "six permanents"}


@_line("s27mech_annihilator", r"Annihilator ([1-6])", "Annihilator 2")
def _s27mech_annihilator(m: re.Match[str]) -> list[Json] | None:
    """ "Annihilator N" (CR 702.86a): "Whenever this creature attacks, defending player sacrifices N permanents." (each
    instance triggers separately, 702.86b): the sentence as the grammar reads it (`edict` of the defending player,
    rules/edict.py, 508.5)."""
    return read_composed(f"Whenever ~ attacks, defending player sacrifices {_S27MECH_NUMBERS[int(m[1])]}.",
                         is_spell=False).abilities


# --- s27-mech: extort (CR 702.101) ----------------------------------------------------------------------------------


@_line("s27mech_extort", r"Extort", "Extort")
def _s27mech_extort(m: re.Match[str]) -> list[Json] | None:
    """ "Extort" (CR 702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and
    you gain life equal to the total life lost this way." -> the `cast_trigger` with `optional_cost` "{W/B}" and the
    `lose_life` of each opponent with `drain` (rules/effects_life.py); each instance triggers separately (702.101b).
    "Other creatures you control have extort." (a granted extort) is not read."""
    return [{"kind": "cast_trigger", "caster": "you", "optional_cost": "{W/B}",
             "effect": {"kind": "lose_life", "amount": 1, "player": "each_opponent", "drain": True}}]


# --- s27-mech: multikicker (CR 702.33c-e) ---------------------------------------------------------------------------


@_line("s27mech_multikicker", r"Multikicker " + _S24KHANS_MANA, "Multikicker {2}", spells=True)
def _s27mech_multikicker(m: re.Match[str]) -> list[Json] | None:
    """ "Multikicker {2}" (CR 702.33c): "You may pay an additional {2} any number of times as you cast this spell." ->
    the `kicker` ability with `multikicker` (the `cast` action's `kicked` and `times_kicked`;
    rules/s27mech_multikicker.py)."""
    return [{"kind": "kicker", "cost": m[1], "multikicker": True}]


@_line("s27mech_times_kicked_counters", r"~ enters with an? (\+1/\+1|charge) counter on it for each time it was kicked\.",
       "~ enters with a charge counter on it for each time it was kicked.")
def _s27mech_times_kicked_counters(m: re.Match[str]) -> list[Json] | None:
    """ "~ enters with a +1/+1 [charge] counter on it for each time it was kicked." (CR 702.33d-e, 614.1c) ->
    `etb_counters` `for_each` "s27mech_times_kicked" (rules/s27mech_multikicker.py)."""
    return [{"kind": "etb_counters", "counter": m[1], "amount": 1, "for_each": "s27mech_times_kicked"}]


# s34-cmd: "+1/+1" too ("{T}: Add {G} for each +1/+1 counter on ~.", CR 106.1, 122.1)
@_line("s27mech_mana_per_counter", r"\{T\}: Add \{([WUBRGC])\} for each (charge|\+1/\+1) counter on ~\.",
       "{T}: Add {C} for each charge counter on ~.")
def _s27mech_mana_per_counter(m: re.Match[str]) -> list[Json] | None:
    """ "{T}: Add {C} for each charge counter on ~." (CR 106.1, 605.1a) -> the `mana` ability whose `amount` is the
    counters of that kind on its source as it is activated ("s27mech_counters_on_self:charge";
    rules/mana_amounts.py)."""
    return [{"kind": "mana", "cost": "{T}", "add": "{" + m[1] + "}", "amount": f"s27mech_counters_on_self:{m[2]}"}]


# --- s27-mech: dredge N (CR 702.52) ---------------------------------------------------------------------------------


@_line("s27mech_dredge", r"Dredge ([1-9]|1[0-9]|20)", "Dredge 5", spells=True)
def _s27mech_dredge(m: re.Match[str]) -> list[Json] | None:
    """ "Dredge N" (CR 702.52a): the `dredge` ability (rules/s27mech_dredge.py: a draw replaced by milling N cards and
    returning the card from the graveyard to its owner's hand, chosen with `choices.dredge`)."""
    return [{"kind": "dredge", "amount": int(m[1])}]


# --- s27-mech: awaken N (CR 702.113) --------------------------------------------------------------------------------

_S27MECH_COUNTERS = {1: "a +1/+1 counter", 2: "two +1/+1 counters", 3: "three +1/+1 counters",
                     4: "four +1/+1 counters", 5: "five +1/+1 counters", 6: "six +1/+1 counters"}


@_line("s27mech_awaken", r"Awaken ([1-6])—" + _S24KHANS_MANA, "Awaken 4—{5}{W}{W}{W}", permanents=False, spells=True)
def _s27mech_awaken(m: re.Match[str]) -> list[Json] | None:
    """ "Awaken 4—{5}{W}{W}{W}" (CR 702.113a) on an instant or sorcery: the `alternative_cost` named "awaken" and "If you
    chose to pay this spell's awaken cost, put N +1/+1 counters on target land you control. That land becomes a 0/0
    Elemental creature with haste. It's still a land." as the grammar reads those sentences, each `spell` ability with
    the condition "s27mech_awakened" (rules/s27mech_awaken.py)."""
    read = read_composed(f"Put {_S27MECH_COUNTERS[int(m[1])]} on target land you control. It becomes a 0/0 Elemental "
                         "creature with haste. It's still a land.", is_spell=True).abilities
    if read is None or [a.get("kind") for a in read] != ["spell", "spell"]:
        return None
    return [{"kind": "alternative_cost", "name": "awaken", "cost": m[2]},
            *({**ability, "condition": "s27mech_awakened"} for ability in read)]


# --- s33-dsk: impending N (CR 702.176) ---------------------------------------------------------------------------------


@_line("s33dsk_impending", r"Impending ([1-9])—" + _S24KHANS_MANA, "Impending 4—{2}{R}{R}")
def _s33dsk_impending(m: re.Match[str]) -> list[Json] | None:
    """ "Impending 4—{2}{R}{R}" (CR 702.176a) on a permanent: the `alternative_cost` named "impending" and the ability
    `impending` with its N time counters (rules/s33dsk_impending.py)."""
    return [{"kind": "alternative_cost", "name": "impending", "cost": m[2]}, {"kind": "impending", "counters": int(m[1])}]


# --- s27-older ---------------------------------------------------------------------------------------------------------


@_line("s27older_pact", r"At the beginning of your next upkeep, pay ((?:\{(?:\d+|[WUBRGC])\})+)\. If you don't, you lose "
       r"the game\.", "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game.",
       permanents=False, spells=True)
def _s27older_pact(m: re.Match[str]) -> list[Json] | None:
    """ "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game." on an instant or sorcery
    (the Pacts; CR 603.7a, 118.12, 104.3e): the spell's `lose_game` of "you" with `unless_paid_at_your_next_upkeep`, a
    delayed triggered ability created as it resolves (rules/s23c13_lose_game.py, rules/s27older_pact.py)."""
    return [{"kind": "spell", "effect": {"kind": "lose_game", "target": "you", "unless_paid_at_your_next_upkeep": m[1]}}]


_S27OLDER_GRAVEYARD_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_S27OLDER_CARD_TYPES = {"instant": "Instant", "sorcery": "Sorcery", "creature": "Creature", "land": "Land",
                        "artifact": "Artifact", "enchantment": "Enchantment"}


@_line("s27older_cant_be_countered_if", r"(?:Spell mastery — )?If there are (two|three|four|five|six|seven) or more "
       r"(?:([a-z]+) and/or ([a-z]+) |([a-z]+) )?cards in your graveyard, ~ can't be countered\.",
       "Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, ~ can't be countered.",
       spells=True)
def _s27older_cant_be_countered_if(m: re.Match[str]) -> list[Json] | None:
    """ "Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, this spell can't be
    countered." (CR 101.2, 207.2c: the ability word has no rules meaning) -> `cant_be_countered` with `if_graveyard`, the
    `cards_in_your_graveyard` condition with its card types (rules/cant_be_countered.py)."""
    condition: Json = {"kind": "cards_in_your_graveyard", "number": _S27OLDER_GRAVEYARD_COUNT[m[1]]}
    words = [w for w in (m[2], m[3], m[4]) if w is not None]
    types = [_S27OLDER_CARD_TYPES.get(word) for word in words]
    if any(kind is None for kind in types) or len(set(types)) != len(types):
        return None
    if types:
        condition["card_type"] = types[0]
    if len(types) == 2:
        condition["or_card_type"] = types[1]
    return [{"kind": "cant_be_countered", "if_graveyard": condition}]


# --- s32-ma ------------------------------------------------------------------------------------------------------------
_S32MA_MANA = r"((?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRG])\})+)"  # a mana cost without X, hybrid symbols too ("{R/W}")


@_line("s32ma_disguise", r"Disguise " + _S32MA_MANA, "Disguise {4}{B}{B}")
def _s32ma_disguise(m: re.Match[str]) -> list[Json] | None:
    """ "Disguise {4}{B}" / "Disguise {R/W}{R/W}" (CR 702.168a, d): the `morph` ability with `disguise`: cast face down
    for {3} as a 2/2 creature spell with ward {2} (the face-down characteristics, 708.2), turned face up for its
    disguise cost (rules/face_down.py; hybrid symbols paid as any hybrid cost, 107.4e)."""
    return [{"kind": "morph", "cost": m[1], "disguise": True}]


@_line("s32ma_bargain", r"Bargain", "Bargain", spells=True)
def _s32ma_bargain(m: re.Match[str]) -> list[Json] | None:
    """ "Bargain" (CR 702.166a): "As an additional cost to cast this spell, you may sacrifice an artifact, enchantment,
    or token." -> the optional `additional_cost` with `bargain` (rules/additional_costs.py); "If ~ was bargained" is
    its RiderCondition `additional_cost_paid` (702.166b)."""
    return [{"kind": "additional_cost", "cost": "sacrifice", "card_type": "permanent", "optional": True, "bargain": True}]


# --- s32-mb: job select (CR 702.182a) -------------------------------------------------------------------------------

@_line("s32mb_job_select", r"Job select", "Job select")
def _s32mb_job_select(m: re.Match[str]) -> list[Json] | None:
    """ "Job select" (CR 702.182a): "When this Equipment enters, create a 1/1 colorless Hero creature token, then attach
    this Equipment to it." (as living weapon's: an attach that can't happen leaves the token unequipped, 701.3b)."""
    hero = {"name": "Hero Token", "colors": [], "types": ["Creature"], "subtypes": ["Hero"], "power": 1, "toughness": 1,
            "keywords": []}
    return [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "create_token", "token": hero},
             "then_effects": [{"kind": "attach", "target": "it"}]}]


# --- s33-newer: "Activate only once each turn." after Crew, and Equip with a life cost (CR 602.5b, 702.122a, 702.6a) --


@_line("s33newer_crew_once", r"Crew (\d{1,2})\. Activate only once each turn\.", "Crew 1. Activate only once each turn.")
def _s33newer_crew_once(m: re.Match[str]) -> list[Json] | None:
    """ "Crew 1. Activate only once each turn." (CR 702.122a, 602.5b): the `crew` ability with `max_per_turn` 1 (its
    activations this turn counted as any activated ability's, rules/activation_costs.py)."""
    return [{"kind": "crew", "power": int(m[1]), "max_per_turn": 1}]


@_line("s33newer_equip_costs", r"Equip—([^.]+)\.( Activate only once each turn\.)?",
       "Equip—Pay 3 life. Activate only once each turn.")
def _s33newer_equip_costs(m: re.Match[str]) -> list[Json] | None:
    """ "Equip—Pay 3 life." / "Equip—Discard a card." / "Equip—Sacrifice a creature." (CR 702.6a: "[Cost]: Attach
    ...", a cost without mana, paid as any activated ability's, 602.2b, 119.4, 701.9a, 701.21a): the `equip` ability
    with no mana cost and those `other_costs` (s25-mh's costs after a keyword's mana, and "Sacrifice a creature");
    "Activate only once each turn." after it adds `max_per_turn` 1 (CR 602.5b)."""
    costs: list[Json] = []
    for part in m[1].split(", "):
        found = ([{"kind": "sacrifice_permanents", "spec": "creature", "amount": 1}] if part == "Sacrifice a creature"
                 else s25mh_extra_costs(part))
        if found is None or any(cost["kind"] == "sacrifice_self" for cost in found):
            return None  # "Sacrifice ~" would leave nothing to attach
        costs.extend(found)
    ability: Json = {"kind": "equip", "cost": "", "other_costs": costs}
    if m[2]:
        ability["max_per_turn"] = 1
    return [ability]


# --- s33-wmk: collect evidence as an optional additional cost (CR 701.59a, 601.2b) ---------------------------------


@_line(
    "s33wmk_collect_evidence",
    _ADDITIONAL + r"you may collect evidence (\d+)\.(?: ~ costs \{(\d+)\} less to cast if evidence was collected\.)?",
    "As an additional cost to cast this spell, you may collect evidence 6.",
    spells=True,
)
def _s33wmk_collect_evidence(m: re.Match[str]) -> list[Json] | None:
    """ "As an additional cost to cast ~, you may collect evidence 6." -> the optional `additional_cost`
    "collect_evidence" (cards of the caster's graveyard with total mana value 6 or greater, CR 701.59a, 601.2b;
    rules/s33wmk_collect_evidence.py); with "~ costs {2} less to cast if evidence was collected." in the same line, the
    `self_cost_reduction` with `if_additional_cost_paid` (the cast announces the cards, 601.2b before 601.2f)."""
    abilities: list[Json] = [{"kind": "additional_cost", "cost": "collect_evidence", "amount": int(m[1]),
                              "optional": True}]
    if m[2] is not None:
        abilities.append({"kind": "self_cost_reduction", "generic": int(m[2]), "if_additional_cost_paid": True})
    return abilities


# --- s34-tdm: harmonize (CR 702.180) -----------------------------------------------------------------------------------


@_line("s34tdm_harmonize", r"Harmonize ((?:\{(?:\d+|[WUBRGC])\})+)", "Harmonize {4}{G}", permanents=False, spells=True)
def _s34tdm_harmonize(m: re.Match[str]) -> list[Json] | None:
    """ "Harmonize {4}{G}" on an instant or sorcery (CR 702.180a): the ability `harmonize` (rules/s34tdm_harmonize.py);
    on a permanent card it is not read (the engine casts only instants and sorceries from a graveyard this way)."""
    return [{"kind": "harmonize", "cost": m[1]}]


# --- s34-tdm: cycling with hybrid mana symbols (CR 702.29a, 107.4e) ----------------------------------------------------


@_line("s34tdm_cycling_hybrid", r"Cycling ((?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRG])\})+)", "Cycling {W/U}", spells=True)
def _s34tdm_cycling_hybrid(m: re.Match[str]) -> list[Json] | None:
    """ "Cycling {W/U}": the `cycling` ability whose cost has hybrid symbols (each paid with either color, CR 107.4e, as
    any mana cost is paid, rules/costs.py); the plain costs are read by `_cycling` above."""
    return [{"kind": "cycling", "cost": m[1]}]


# --- s34-ltr: "Equip Human {1}" (CR 702.6a, 205.3m) ------------------------------------------------------------------


@_line("s34ltr_equip_subtype", rf"Equip ([A-Z][a-z]+) ({_MANA_COST})", "Equip Halfling {1}")
def _s34ltr_equip_subtype(m: re.Match[str]) -> list[Json] | None:
    """ "Equip Human {1}" (Dúnedain Blade): equip whose target is a creature of that creature type you control (CR
    702.6a, 205.3m; rules/equip.py attaches to the ability's own target spec), as s22-stx's "Equip creature token"."""
    if "X" in m[2] or m[1] not in CREATURE_TYPES:
        return None  # an X cost (nothing chooses X), or no creature type
    return [{"kind": "equip", "cost": m[2], "effect": {"kind": "attach", "target": f"creature:you_control:{m[1]}"}}]


# --- s35-ltr: "~ can't be blocked except by three or more creatures." (CR 509.1b) -------------------------------------

_S35LTR_AT_LEAST = {"two": 2, "three": 3, "four": 4, "five": 5}


@_line("s35ltr_blocked_by_at_least", r"~ can't be blocked except by (two|three|four|five) or more creatures\.",
       "Troll of Khazad-dûm can't be blocked except by three or more creatures.")
def _s35ltr_blocked_by_at_least(m: re.Match[str]) -> list[Json] | None:
    """ "~ can't be blocked except by three or more creatures." -> `cant_be_blocked_except_by_at_least` (a restriction on
    the whole blocking declaration, CR 509.1b-c; rules/s35ltr_blocking.py). Only the creature itself ("~"), only
    "creatures" (not "creatures with flying", "Walls")."""
    return [{"kind": "cant_be_blocked_except_by_at_least", "least": _S35LTR_AT_LEAST[m[1]]}]
