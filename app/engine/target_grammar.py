"""The target-spec filter grammar (CR 115.1, 115.2): composable target specs, read once.

The named specs of app/engine/cards.py ("creature", "nonblack_creature", "attacking_creature",
...) stay as they are. Any other spec is written in this grammar, a base and `:`-separated
qualifiers that all must hold:

    spec      := base (":" qualifier)*
    base      := "permanent" | "spell" | "card_in_your_graveyard" | "card_in_a_graveyard"
               | "it" | "all" | type ("_or_" type)*
    type      := "creature" | "artifact" | "enchantment" | "land" | "planeswalker" | "battle"

Qualifiers:
- a type (`creature`) or `non<type>` (`nonartifact`): has / hasn't that card type;
- a color (`white`, `blue`, `black`, `red`, `green`) or `non<color>` (`nonblack`); `colorless`
  (no color at all, CR 105.2c); `multicolored` (two or more colors, CR 105.4); `monocolored` (exactly one color,
  105.4; s22-stx); colors joined with `_or_` (`white_or_blue`: at least one of them, "that's white or blue",
  CR 105.2; s15-targets);
  `historic` (an artifact, a legendary object or a Saga, CR 700.6; s17-taile);
- a subtype, capitalised (`Wall`, `Island`) or `non-<Subtype>` (`non-Wall`);
- `tapped`, `untapped`, `attacking`, `blocking`, `attacking_or_blocking`,
  `attacking_or_blocking_or_tapped` ("target attacking, blocking, or tapped creature"), `enchanted` /
  `not_enchanted` (an Aura is attached to it, CR 303.4: "target permanent that isn't enchanted"),
  `nontoken` (not a token, CR 111.1: "a nontoken creature"); `power_equals_toughness` (its power is its toughness,
  CR 208.1: "with power equal to its toughness"; s30-stdbb);
- `with_<keyword>` / `without_<keyword>` (`with_flying`, `without_flying`);
- `creature_qualities` (s34-lead), on a base of several card types the last of which is `creature`: its keyword,
  power and toughness qualifiers are the creature's alone ("target artifact, enchantment, or creature with flying":
  an artifact or an enchantment, or a creature with flying; CR 115.1): an object with one of the base's other
  types needn't have them (a mana value comparison still applies to every type);
- a comparison of `power`, `toughness` or `mana_value` with `<=`, `>=`, `<`, `>` or `=` and a
  number or `X` (the X of the spell or ability) or `source_power` (s28-fdna: the power of the spell's or ability's
  source, as it last existed if it left the battlefield; not with `X` in one spec): `power<=2`, `mana_value=X`,
  `mana_value<=source_power`; `power_or_toughness`
  holds when either does (`power_or_toughness>=4`);
- `you_control`, `opponent_controls`, `other` (not the spell's or ability's source);
  `other_target` (not chosen as a target of an earlier effect of the same spell or ability, CR 115.3:
  "Up to one other target creature gets +1/+1");
  `defending_player_controls` (the player the source is attacking controls it, CR 506.2);
- on the `card_in_your_graveyard`, `card_in_a_graveyard`, `spell` and `all` bases: card types joined with
  `_or_` (`instant_or_sorcery`, `artifact_or_enchantment`) or `instant` / `sorcery`: one of those types;
- on `card_in_a_graveyard` only: `in_an_opponents_graveyard` (the card is in the graveyard of an opponent of
  the spell's or ability's controller: "exile target card from an opponent's graveyard"; s22-zne);
- for `all` only: `target_player_controls` / `target_player_owns`: every such permanent of one
  target player ("Return all artifacts target player owns to their hand."; the target is the
  player).

Examples: "creature:tapped" (target tapped creature), "permanent:black", "permanent:Wall",
"creature:with_flying", "creature:nonartifact:nonblack", "creature_or_land",
"artifact_or_creature_or_land", "artifact:mana_value=X", "spell:mana_value=X",
"card_in_your_graveyard:creature" (CR 115.2: a target in another zone), "creature:untapped:you_control".
`its_controller` names that object's controller (as it last existed, CR 608.2h: "Its controller
gains life equal to its power.", "~ deals X damage to that artifact's controller.").
`it` (with qualifiers: "it:with_flying") names, without targeting, what the previous targeted
effect of the same spell or ability affected ("Tap X target creatures. ~ deals 2 damage to each
of those creatures with flying.").

This module only reads specs (pure, no game); rules/effects_targets.py matches them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from app.engine.keywords import parse_keyword

CARD_TYPES = ("creature", "artifact", "enchantment", "land", "planeswalker", "battle")
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
STATES = frozenset({"tapped", "untapped", "attacking", "blocking", "attacking_or_blocking",
                    "attacking_or_blocking_or_tapped", "enchanted",
                    "not_enchanted", "nontoken"})
STATES = STATES | frozenset({"token"})  # a token (CR 111.1: "Creature tokens you control"; s11-classes)
# "that was dealt damage this turn" (CR 120.1; s13-modal, rules/dealt_damage_this_turn.py)
STATES = STATES | frozenset({"dealt_damage_this_turn"})
STATES = STATES | frozenset({"attacking_or_tapped"})  # "an attacking or tapped creature" (s13-modal)
# "... that entered the battlefield this turn" (CR 400.7; rules/entered_this_turn.py keeps the record; s13-batch2)
STATES = STATES | frozenset({"entered_this_turn"})
# s15-library: "named ~": the same name as the spell's or ability's source (CR 201.2a; rules/named_cards.py)
STATES = STATES | frozenset({"named_like_source"})
# s22-afr: "not named ~": a name other than the source's (CR 201.2a; rules/named_cards.py)
STATES = STATES | frozenset({"not_named_like_source"})
# s22-afr: "target creature blocking it" (it: the source; CR 509.1): blocking the source (rules/target_filters.py)
STATES = STATES | frozenset({"blocking_source"})
# s27-otjb: "target creature that saddled it this turn" (it: the source; CR 702.171c; rules/target_filters.py)
STATES = STATES | frozenset({"saddled_source"})
# s14-counters: "with a +1/+1 counter on it" / "with counters on them" (CR 122.1; rules/target_filters.py)
COUNTER_STATES = {f"with_counter_{kind}": kind for kind in ("+1/+1", "-1/-1", "charge", "gold", "stun", "supply")}
STATES = STATES | frozenset(COUNTER_STATES) | frozenset({"with_counters"})
# s23-c12: "as long as it has ten or more +1/+1 counters on it" (CR 122.1): at least N counters of the kind
S23C12_COUNTERS_AT_LEAST = {f"with_counters_{n}_{kind}": (kind, n) for kind in ("+1/+1", "-1/-1", "charge")
                            for n in range(2, 21)}
STATES = STATES | frozenset(S23C12_COUNTERS_AT_LEAST)
# s18-neob: "target creature you control that doesn't have a +1/+1 counter on it" (CR 122.1; rules/target_filters.py)
NO_COUNTER_STATES = {f"without_counter_{kind}": kind for kind in ("+1/+1", "-1/-1", "charge", "gold", "stun", "supply",
                                                                  "time")}  # s25-tsr: "time" (CR 702.63a)
STATES = STATES | frozenset(NO_COUNTER_STATES)
# s29-cmd: "Destroy all creatures with no counters on them." (CR 122.1; rules/target_filters.py `has_counters`): no counter
# of any kind
WITHOUT_COUNTERS = "without_counters"
STATES = STATES | frozenset({WITHOUT_COUNTERS})
# s29-cmd: "Whenever a creature attacks you or a planeswalker you control" (CR 506.3, 508.3a): attacking the controller of
# the ability's source or a planeswalker they control (rules/s29cmd_attacking_you.py; in attack triggers only)
S29CMD_ATTACKING_YOU = "s29cmd_attacking_you"
STATES = STATES | frozenset({S29CMD_ATTACKING_YOU})
# s29-cmd: "Whenever a creature attacks one of your opponents [or a planeswalker an opponent controls]" (CR 506.3, 508.3a):
# attacking an opponent of the source's controller (or a planeswalker an opponent controls)
S29CMD_ATTACKING_OPPONENT = "s29cmd_attacking_an_opponent"
S29CMD_ATTACKING_OPPONENT_OR_PW = "s29cmd_attacking_an_opponent_or_planeswalker"
STATES = STATES | frozenset({S29CMD_ATTACKING_OPPONENT, S29CMD_ATTACKING_OPPONENT_OR_PW})
# s15-neo: "a modified creature you control" (CR 700.9; rules/modified.py)
STATES = STATES | frozenset({"modified"})
# s15-neo: "for each legendary creature you control" (CR 205.4a, 205.4d: a supertype; rules/target_filters.py)
STATES = STATES | frozenset({"legendary"})
# s21-szn: "for each basic land you control" (CR 205.4a, 205.4c: a supertype; rules/target_filters.py)
STATES = STATES | frozenset({"basic"})
# s21-ete: "Destroy target nonlegendary creature." (CR 205.4a, 205.4d; rules/target_filters.py)
STATES = STATES | frozenset({"nonlegendary"})
# s22-war: "Destroy target nonbasic land." (CR 205.4a, 205.4c; rules/target_filters.py)
STATES = STATES | frozenset({"nonbasic"})
# s30-stdbb: "a creature you control with power equal to its toughness" (CR 208.1; rules/target_filters.py)
S30STDBB_POWER_EQUALS_TOUGHNESS = "power_equals_toughness"
STATES = STATES | frozenset({S30STDBB_POWER_EQUALS_TOUGHNESS})
# s24-mh1: "snow permanents you control", "All nonsnow creatures" (CR 205.4a, 205.4g; rules/target_filters.py)
STATES = STATES | frozenset({"snow", "nonsnow"})
# s19-m20: "if you control three or more permanents you don't own" (CR 108.3, 110.2): its controller isn't its owner
# (the reader writes it only in a count of the permanents you control)
CONTROLLED_NOT_OWNED = "controlled_not_owned"
STATES = STATES | frozenset({CONTROLLED_NOT_OWNED})
# s22-zne: "target card from an opponent's graveyard" (CR 115.2, 404.2): on `card_in_a_graveyard` only, the card is in
# the graveyard of an opponent of the spell's or ability's controller (rules/target_filters.py)
IN_AN_OPPONENTS_GRAVEYARD = "in_an_opponents_graveyard"
STATES = STATES | frozenset({IN_AN_OPPONENTS_GRAVEYARD})
# s14-counters: "that's a token or a Rabbit" (CR 111.1, 205.3): the state `token_or_<Subtype>`
TOKEN_OR_SUBTYPE = re.compile(r"token_or_([A-Z][A-Za-z'-]*)")
# s15-r2neoa: "target creature or Vehicle" (CR 205.3, 301.7): the state `creature_or_<Subtype>`
CREATURE_OR_SUBTYPE = re.compile(r"creature_or_([A-Z][A-Za-z'-]*)")
# Card types only cards and spells have (CR 300.1): qualifiers of cards in a zone ("an instant card")
SPELL_CARD_TYPES = ("instant", "sorcery")
CONTROL = frozenset({"you_control", "opponent_controls"})
# "target creature defending player controls" (s11-m19a; rules/defending_player_controls.py, CR 506.2)
DEFENDING_PLAYER_CONTROLS = "defending_player_controls"
CONTROL = CONTROL | {DEFENDING_PLAYER_CONTROLS}
PLAYER_SCOPES = frozenset({"target_player_controls", "target_player_owns",
                           "target_opponent_controls"})  # s22-ete: "all creatures target opponent controls"
# `all` only, untargeted: the permanents of the player the previous targeted effect targeted
# ("... to target player and 1 damage to each creature that player controls", CR 608.2c).
REFERENCE_SCOPES = frozenset({"that_player_controls"})
# s23-c13: "each creature that player or that planeswalker's controller controls" after "target player or planeswalker"
# (CR 608.2c): the target player, or the target planeswalker's controller (rules/effects_targets.py)
REFERENCE_SCOPES = REFERENCE_SCOPES | {"that_player_or_controller_controls"}
# Bases that are not permanents on the battlefield.
ZONE_BASES = frozenset({"spell", "card_in_your_graveyard", "card_in_a_graveyard"})
# Bases that refer back to the previous targeted effect's object without targeting (CR 608.2c, 608.2h):
# `its_controller` names that object's controller (a player).
REFERENCE_BASES = frozenset({"its_controller"})
_UNTARGETED_BASES = frozenset({"it", "all", *REFERENCE_BASES})
# "power_or_toughness>=4": "with power or toughness 4 or greater" (either of them, Repel Calamity)
# s28-fdna: "source_power", "with mana value less than or equal to ~'s power" (the spell's or ability's source's power)
_COMPARISON = re.compile(r"(power_or_toughness|power|toughness|mana_value)(<=|>=|<|>|=)(X|\d+|source_power)")
_SUBTYPE = re.compile(r"(non-)?([A-Z][A-Za-z'-]*)")
_ONE_OF_SUBTYPES = re.compile(r"[A-Z][A-Za-z'-]*(?:_or_[A-Z][A-Za-z'-]*)+")  # s13-batch: "Lizard_or_Mouse"


CREATURE_QUALITIES = "creature_qualities"  # s34-lead: the keyword / power / toughness qualifiers are the creature's
SOURCE_POWER = "source_power"  # s28-fdna: compared with the power of the spell's or ability's source (CR 208.1, 608.2h)


class TargetSpecError(ValueError):
    """A spec that is neither a named spec nor grammatical."""


@dataclass(frozen=True)
class Comparison:
    characteristic: str  # "power" | "toughness" | "mana_value"
    operator: str
    value: int | str  # a number, or "X"

    def holds(self, actual: int, x: int) -> bool:
        wanted = x if self.value in ("X", SOURCE_POWER) else int(self.value)  # s28-fdna: x is then the source's power
        return {"<=": actual <= wanted, ">=": actual >= wanted, "<": actual < wanted, ">": actual > wanted,
                "=": actual == wanted}[self.operator]

    def words(self) -> str:
        name = self.characteristic.replace("_", " ")
        value = "its source's power" if self.value == SOURCE_POWER else self.value  # s28-fdna
        return {"<=": f"{name} {value} or less", ">=": f"{name} {value} or greater", "<": f"{name} less than {value}",
                ">": f"{name} greater than {value}", "=": f"{name} {value}"}[self.operator]


@dataclass(frozen=True)
class TargetFilter:
    """A parsed spec: `base`, the card types of which one is needed (empty: any), and qualifiers."""

    text: str
    base: str
    types: tuple[str, ...] = ()
    with_types: tuple[str, ...] = ()
    without_types: tuple[str, ...] = ()
    with_colors: tuple[str, ...] = ()
    without_colors: tuple[str, ...] = ()
    with_subtypes: tuple[str, ...] = ()
    without_subtypes: tuple[str, ...] = ()
    states: tuple[str, ...] = ()
    with_keywords: tuple[str, ...] = ()
    without_keywords: tuple[str, ...] = ()
    comparisons: tuple[Comparison, ...] = ()
    control: str | None = None
    other: bool = False
    player_scope: str | None = None  # `all` only: whose permanents (a target player's)
    colorless: bool = False  # no color at all (CR 105.2c)
    # "instant_or_sorcery", "artifact_or_creature" as a qualifier: it has one of these card types
    one_of_types: tuple[tuple[str, ...], ...] = ()
    # "other_target": "up to one other target creature" — not an object chosen as a target of an
    # earlier effect of the same spell or ability (CR 115.3; rules/effects_targets.py verify_targets)
    other_target: bool = False
    # s13-batch: "Lizard_or_Mouse_or_Otter": it has one of these subtypes ("target Lizard, Mouse, or
    # Otter you control", CR 205.3)
    one_of_subtypes: tuple[tuple[str, ...], ...] = ()
    # s15-targets: "white_or_blue": it has at least one of these colors ("target creature or
    # planeswalker that's white or blue", CR 105.2)
    one_of_colors: tuple[tuple[str, ...], ...] = ()
    multicolored: bool = False  # s15-targets: two or more colors (CR 105.4)
    historic: bool = False  # s17-taile: an artifact, legendary or a Saga (CR 700.6)
    monocolored: bool = False  # s22-stx: exactly one color (CR 105.4)
    creature_qualities: bool = False  # s34-lead: keyword / power / toughness qualifiers only for a creature (above)

    @property
    def targets(self) -> bool:
        """Whether the spec chooses a target (CR 115.1): all but `it` and an `all` without a target player."""
        return self.base not in _UNTARGETED_BASES or self.player_scope in PLAYER_SCOPES

    @property
    def targets_player(self) -> bool:
        return self.base == "all" and self.player_scope in PLAYER_SCOPES

    @property
    def on_battlefield(self) -> bool:
        return self.base not in ZONE_BASES

    def words(self) -> str:
        """The spec in words ("a tapped creature", "a black permanent")."""
        noun = {"permanent": "permanent", "spell": "spell", "card_in_your_graveyard": "card in your graveyard",
                "card_in_a_graveyard": "card in a graveyard", "it": "object", "all": "permanent",
                "its_controller": "controller of it"}.get(
            self.base, " or ".join(self.types))
        if IN_AN_OPPONENTS_GRAVEYARD in self.states:  # s22-zne
            noun = "card in an opponent's graveyard"
        before = [*(s.replace("_", " or ") for s in self.states
                    if s not in ("not_enchanted", "dealt_damage_this_turn", "blocking_source", "not_named_like_source",
                                 "saddled_source",  # s27-otjb
                                 "mana_value_less_than_event_permanent",  # s28-blbneo
                                 IN_AN_OPPONENTS_GRAVEYARD)
                    and not s.startswith(("with_counter", "token_or_", "creature_or_", "without_counter"))),
                  *(f"non{t}" for t in self.without_types),
                  *(["colorless"] if self.colorless else []), *(["multicolored"] if self.multicolored else []),
                  *(["monocolored"] if self.monocolored else []),  # s22-stx
                  *(["historic"] if self.historic else []),  # s17-taile
                  *(c for c in self.with_colors), *(f"non{c}" for c in self.without_colors),
                  *self.with_types, *(" or ".join(one_of) for one_of in self.one_of_types), *self.with_subtypes, *(f"non-{s}" for s in self.without_subtypes),
                  *(" or ".join(one_of) for one_of in self.one_of_subtypes),
                  *(" or ".join(one_of) for one_of in self.one_of_colors)]  # s15-targets
        after = [*(f"with {k}" for k in self.with_keywords), *(f"without {k}" for k in self.without_keywords),
                 *(f"with {c.words()}" for c in self.comparisons)]
        if self.creature_qualities:  # s34-lead: "an artifact or enchantment, or a creature with flying"
            noun = ", ".join(self.types[:-1]) + ", or " + self.types[-1]
        if self.control == "you_control":
            after.append("you control")
        elif self.control == "opponent_controls":
            after.append("an opponent controls")
        elif self.control == DEFENDING_PLAYER_CONTROLS:
            after.append("the defending player controls")
        elif self.control == "event_player_controls":  # s23-neo
            after.append("that player (the one its trigger event named) controls")
        elif self.control == S27CMD_ATTACKER_DEFENDING_CONTROLS:  # s27-cmd
            after.append("the player the attacking creature its trigger event named attacks controls")
        if "not_enchanted" in self.states:
            after.append("that isn't enchanted")
        if "blocking_source" in self.states:  # s22-afr
            after.append("blocking the source")
        if "saddled_source" in self.states:  # s27-otjb
            after.append("that saddled the source this turn")
        if "mana_value_less_than_event_permanent" in self.states:  # s28-blbneo
            after.append("with lesser mana value than the permanent its trigger event named")
        if "not_named_like_source" in self.states:  # s22-afr
            after.append("not named like the source")
        if "dealt_damage_this_turn" in self.states:  # s13-modal
            after.append("that was dealt damage this turn")
        after += [f"with a {s.removeprefix('with_counter_')} counter on it" if s in COUNTER_STATES else "with counters on it"
                  for s in self.states if s.startswith("with_counter") and s not in S23C12_COUNTERS_AT_LEAST]  # s14
        after += [f"with {S23C12_COUNTERS_AT_LEAST[s][1]} or more {S23C12_COUNTERS_AT_LEAST[s][0]} counters on it"
                  for s in self.states if s in S23C12_COUNTERS_AT_LEAST]  # s23-c12
        after += [f"that doesn't have a {NO_COUNTER_STATES[s]} counter on it"
                  for s in self.states if s in NO_COUNTER_STATES]  # s18-neob
        after += [f"that's a token or a {s.removeprefix('token_or_')}" for s in self.states if s.startswith("token_or_")]
        after += [f"that's a creature or a {s.removeprefix('creature_or_')}"
                  for s in self.states if s.startswith("creature_or_")]  # s15-r2neoa
        after += [f"that targets {SPELL_TARGETS_STATES[s]}" for s in self.states if s in SPELL_TARGETS_STATES]  # s18-m20
        if self.player_scope in REFERENCE_SCOPES:
            after.append("that player controls" if self.player_scope == "that_player_controls"
                         else "that player or that planeswalker's controller controls")  # s23-c13
        elif self.player_scope is not None:
            after.append(("target opponent " if self.player_scope == "target_opponent_controls" else "target player ")
                         + ("controls" if self.player_scope.endswith("controls") else "owns"))
        text = " ".join([*before, noun, *after])
        if self.other:  # "another creature" (not the spell's or ability's source)
            return "another " + text + " (not its source)"
        return ("an " if text[:1] in "aeiou" else "a ") + text


def _base_types(base: str) -> tuple[str, ...] | None:
    parts = base.split("_or_")
    return tuple(parts) if all(part in CARD_TYPES for part in parts) else None


@dataclass
class _Builder:
    with_types: list[str] = field(default_factory=list)
    without_types: list[str] = field(default_factory=list)
    with_colors: list[str] = field(default_factory=list)
    without_colors: list[str] = field(default_factory=list)
    with_subtypes: list[str] = field(default_factory=list)
    without_subtypes: list[str] = field(default_factory=list)
    states: list[str] = field(default_factory=list)
    with_keywords: list[str] = field(default_factory=list)
    without_keywords: list[str] = field(default_factory=list)
    comparisons: list[Comparison] = field(default_factory=list)
    control: str | None = None
    other: bool = False
    player_scope: str | None = None
    colorless: bool = False
    one_of_types: list[tuple[str, ...]] = field(default_factory=list)
    other_target: bool = False
    any_types: list[str] = field(default_factory=list)  # "instant_or_sorcery": one of them (zone bases only)
    one_of_subtypes: list[tuple[str, ...]] = field(default_factory=list)  # s13-batch: "Lizard_or_Mouse"
    one_of_colors: list[tuple[str, ...]] = field(default_factory=list)  # s15-targets: "white_or_blue"
    multicolored: bool = False  # s15-targets: "multicolored" (CR 105.4)
    historic: bool = False  # s17-taile: "historic" (CR 700.6)
    monocolored: bool = False  # s22-stx: "monocolored" (CR 105.4)
    creature_qualities: bool = False  # s34-lead: "creature_qualities"

    def add(self, spec: str, qualifier: str) -> None:
        if qualifier == CREATURE_QUALITIES:  # s34-lead
            self.creature_qualities = True
        elif qualifier == "colorless":
            self.colorless = True
        elif qualifier == "historic":  # s17-taile: "a historic spell" (CR 700.6)
            self.historic = True
        elif qualifier == "multicolored":  # s15-targets: "Other multicolored creatures" (CR 105.4)
            self.multicolored = True
        elif qualifier == "monocolored":  # s22-stx: "target monocolored permanent" (CR 105.4)
            self.monocolored = True
        elif qualifier in SPELL_CARD_TYPES:  # "an instant card" (s11-classes)
            self.with_types.append(qualifier)
        elif "_or_" in qualifier and all(p in (*CARD_TYPES, *SPELL_CARD_TYPES) for p in qualifier.split("_or_")):
            self.one_of_types.append(tuple(qualifier.split("_or_")))  # "an instant or sorcery card"
        elif qualifier in CARD_TYPES:
            self.with_types.append(qualifier)
        elif qualifier.startswith("non") and qualifier[3:] in CARD_TYPES:
            self.without_types.append(qualifier[3:])
        elif qualifier in COLORS:
            self.with_colors.append(qualifier)
        elif qualifier.startswith("non") and qualifier[3:] in COLORS:
            self.without_colors.append(qualifier[3:])
        elif qualifier in STATES:
            self.states.append(qualifier)
        elif qualifier in CONTROL:
            if self.control is not None:
                raise TargetSpecError(f"target spec {spec!r}: more than one controller qualifier")
            self.control = qualifier
        elif qualifier in PLAYER_SCOPES or qualifier in REFERENCE_SCOPES:
            self.player_scope = qualifier
        elif qualifier == "other":
            self.other = True
        elif qualifier == "other_target":
            self.other_target = True
        elif qualifier.startswith(("with_", "without_")):
            name = qualifier.partition("_")[2]
            keyword = parse_keyword(name)
            if keyword is None:
                raise TargetSpecError(f"target spec {spec!r}: {name!r} is not a keyword of the vocabulary")
            (self.without_keywords if qualifier.startswith("without_") else self.with_keywords).append(keyword.text)
        elif (comparison := _COMPARISON.fullmatch(qualifier)) is not None:
            value: int | str = comparison[3] if comparison[3] in ("X", SOURCE_POWER) else int(comparison[3])
            self.comparisons.append(Comparison(comparison[1], comparison[2], value))
        elif (subtype := _SUBTYPE.fullmatch(qualifier)) is not None:
            (self.without_subtypes if subtype[1] else self.with_subtypes).append(subtype[2])
        elif _card_types(qualifier) is not None:  # s11-m19a: "an instant or sorcery card" (CR 205.2a)
            self.any_types.append(qualifier)
        elif _ONE_OF_SUBTYPES.fullmatch(qualifier) is not None:  # s13-batch: "Lizard_or_Mouse" (CR 205.3)
            self.one_of_subtypes.append(tuple(qualifier.split("_or_")))
        elif TOKEN_OR_SUBTYPE.fullmatch(qualifier) is not None or (  # s14-counters: "that's a token or a Rabbit"
            CREATURE_OR_SUBTYPE.fullmatch(qualifier) is not None  # s15-r2neoa: "creature or Vehicle"
        ):
            self.states.append(qualifier)
        elif "_or_" in qualifier and all(part in COLORS for part in qualifier.split("_or_")):
            self.one_of_colors.append(tuple(qualifier.split("_or_")))  # s15-targets: "that's white or blue"
        else:
            raise TargetSpecError(f"target spec {spec!r}: unknown qualifier {qualifier!r}")


@lru_cache(maxsize=512)
def parse_target_spec(spec: str) -> TargetFilter:
    """A grammatical spec -> its filter; raises TargetSpecError saying what is wrong."""
    base, *qualifiers = spec.split(":")
    types: tuple[str, ...] = ()
    if base not in ("permanent", *_UNTARGETED_BASES, *ZONE_BASES):
        found = _base_types(base)
        if found is None:
            raise TargetSpecError(f"target spec {spec!r}: unknown base {base!r} (a card type, types joined with "
                                  "'_or_', 'permanent', 'spell', 'card_in_your_graveyard', 'card_in_a_graveyard', "
                                  "'it' or 'all')")
        types = found
    built = _Builder()
    for qualifier in qualifiers:
        built.add(spec, qualifier)
    if built.player_scope is not None and base != "all":
        raise TargetSpecError(f"target spec {spec!r}: 'target_player_controls' / 'target_player_owns' go with 'all'")
    spell_types = [t for t in built.with_types if t in SPELL_CARD_TYPES]
    if (built.one_of_types or spell_types) and base not in (*ZONE_BASES, "all"):
        raise TargetSpecError(f"target spec {spec!r}: instant, sorcery and card types joined with '_or_' go with a "
                              "card, spell or 'all' base (a permanent is never an instant or a sorcery)")
    if built.any_types:
        if base not in (*ZONE_BASES, "all") or types or len(built.any_types) > 1:
            raise TargetSpecError(f"target spec {spec!r}: card types joined with '_or_' (or 'instant' / 'sorcery') "
                                  "go, once, with a card, spell or 'all' base")
        types = tuple(built.any_types[0].split("_or_"))
    # s14-copies: a spell has a controller (CR 110.2): "target instant or sorcery spell you control"
    spell_you_control = base == "spell" and built.control == "you_control"
    # s18-m20: what a spell targets is a state of the spell only (SPELL_TARGETS_STATES, end of this module)
    spell_targets = [state for state in built.states if state in SPELL_TARGETS_STATES]
    if spell_targets and (base != "spell" or len(spell_targets) > 1):
        raise TargetSpecError(f"target spec {spec!r}: 'targets_you' and its kin go, once, with a spell base")
    # s18-neoa: "a creature or Vehicle card" is a card's characteristics (CR 205.3), not a permanent's state
    permanent_states = [state for state in built.states
                        if CREATURE_OR_SUBTYPE.fullmatch(state) is None and state not in spell_targets
                        and not (state == IN_AN_OPPONENTS_GRAVEYARD and base == "card_in_a_graveyard")  # s22-zne
                        and not (state == "mana_value_less_than_event_permanent"  # s28-blbneo: a card's mana value
                                 and base in ("card_in_your_graveyard", "card_in_a_graveyard"))
                        and not (state in S33NEWER_CARD_SUPERTYPES  # s33-newer: a card's supertype (CR 205.4a)
                                 and base in ("card_in_your_graveyard", "card_in_a_graveyard"))]
    if built.creature_qualities and (len(types) < 2 or types[-1] != "creature"):  # s34-lead
        raise TargetSpecError(f"target spec {spec!r}: 'creature_qualities' goes with card types joined with '_or_', "
                              "'creature' last")
    compared_with = {c.value for c in built.comparisons if c.value in ("X", SOURCE_POWER)}
    if len(compared_with) > 1:  # s28-fdna: one value stands for both (CR 107.3a, 208.1)
        raise TargetSpecError(f"target spec {spec!r}: 'X' and 'source_power' don't go in one spec")
    if IN_AN_OPPONENTS_GRAVEYARD in built.states and base != "card_in_a_graveyard":
        raise TargetSpecError(f"target spec {spec!r}: 'in_an_opponents_graveyard' goes with 'card_in_a_graveyard'")
    if base in ZONE_BASES and (permanent_states or (built.control and not spell_you_control)):
        raise TargetSpecError(f"target spec {spec!r}: a card off the battlefield is not tapped, attacking or "
                              "controlled that way")
    return TargetFilter(
        text=spec, base=base, types=types, with_types=tuple(built.with_types),
        without_types=tuple(built.without_types), with_colors=tuple(built.with_colors),
        without_colors=tuple(built.without_colors), with_subtypes=tuple(built.with_subtypes),
        without_subtypes=tuple(built.without_subtypes), states=tuple(built.states),
        with_keywords=tuple(built.with_keywords), without_keywords=tuple(built.without_keywords),
        comparisons=tuple(built.comparisons), control=built.control, other=built.other,
        player_scope=built.player_scope, colorless=built.colorless, one_of_types=tuple(built.one_of_types),
        other_target=built.other_target, one_of_subtypes=tuple(built.one_of_subtypes),
        one_of_colors=tuple(built.one_of_colors), multicolored=built.multicolored,
        historic=built.historic, monocolored=built.monocolored, creature_qualities=built.creature_qualities,
    )


_CREATURE_PT = re.compile(r"(power_or_toughness|power|toughness)(<=|>=|<|>|=).*")


def with_creature_qualities(base: str, qualifiers: list[str]) -> list[str] | None:
    """s34-lead, for the readers: a quality only a creature has ("with flying", "with power 4 or greater") after a list of
    card types ending in "creature" is the creature's alone ("target artifact, enchantment, or creature with flying":
    an artifact, an enchantment, or a creature with flying; CR 115.1): `qualifiers` with `creature_qualities`. None
    (not read) after a list ending in another type, or for "with power equal to its toughness"."""
    types = base.split("_or_")
    if len(types) < 2 or not all(t in CARD_TYPES for t in types) or all(t == "creature" for t in types):
        return qualifiers
    creature_only = [q for q in qualifiers
                     if (q.startswith(("with_", "without_")) and parse_keyword(q.partition("_")[2]) is not None)
                     or _CREATURE_PT.fullmatch(q) is not None or q == "power_equals_toughness"]
    if not creature_only:
        return qualifiers
    if types[-1] != "creature" or "power_equals_toughness" in creature_only:
        return None
    return [*qualifiers, CREATURE_QUALITIES]


def is_grammatical(spec: str) -> bool:
    try:
        parse_target_spec(spec)
    except TargetSpecError:
        return False
    return True


# --- s11-m19a ---------------------------------------------------------------------------------
# Card types a card in a zone or a spell may have beyond the permanent types (CR 205.2a, 304, 307).
NONPERMANENT_TYPES = ("instant", "sorcery")


def _card_types(qualifier: str) -> tuple[str, ...] | None:
    """ "instant", "sorcery", "instant_or_sorcery", "artifact_or_instant" -> the types (one needed)."""
    parts = tuple(qualifier.split("_or_"))
    if all(part in (*CARD_TYPES, *NONPERMANENT_TYPES) for part in parts) and (
        len(parts) > 1 or parts[0] in NONPERMANENT_TYPES
    ):
        return parts
    return None

# s16-kwc: "with lesser power" (than the spell's or ability's source: mentor, CR 702.134a; rules/lesser_power.py)
STATES = STATES | frozenset({"power_less_than_source"})

# s18-m20: "Counter target spell that targets you." / "... that targets a permanent [creature] you control." (CR 115.1,
# 601.2c): states of a `spell` only (rules/target_filters.py): one of the spell's targets is the spell's or ability's
# controller / a permanent [creature] that player controls. A permanent never has them.
SPELL_TARGETS_STATES = {"targets_you": "you", "targets_permanent_you_control": "a permanent you control",
                        "targets_creature_you_control": "a creature you control"}
STATES = STATES | frozenset(SPELL_TARGETS_STATES)

# s21-neoa: "target artifact, enchantment, or tapped creature" (Banishing Slash): with the base
# "artifact_or_enchantment_or_creature", the state "artifact_or_enchantment_or_tapped" (an artifact or an enchantment,
# tapped or not, or a tapped permanent: so a creature must be tapped unless it is also an artifact or an enchantment;
# rules/target_filters.py)
ARTIFACT_OR_ENCHANTMENT_OR_TAPPED = "artifact_or_enchantment_or_tapped"
STATES = STATES | frozenset({ARTIFACT_OR_ENCHANTMENT_OR_TAPPED})


# --- s23-neo ---
# "Whenever ~ deals combat damage to a player, ... destroy target creature that player controls." (CR 603.2, 115.1):
# the control qualifier `event_player_controls`: the player the ability's trigger event named (its `that_player`, the
# player dealt the damage) controls it; asked with the ability being put on the stack or resolving (its reflexive
# trigger's too, CR 603.12; rules/s23neo_event_player.py)
EVENT_PLAYER_CONTROLS = "event_player_controls"
CONTROL = CONTROL | {EVENT_PLAYER_CONTROLS}


# --- s27-cmd ---
# "Whenever a creature you control with a +1/+1 counter on it attacks, tap target creature defending player controls."
# (CR 506.2, 508.3a, 603.2): the control qualifier `s27cmd_attacker_defending_controls`: the player the attacking
# creature the trigger event named (its `that_permanent`) attacks (or the controller of the planeswalker or battle it
# attacks) controls it; asked with the ability being put on the stack or resolving (rules/s27cmd_attacker_defending.py)
S27CMD_ATTACKER_DEFENDING_CONTROLS = "s27cmd_attacker_defending_controls"
CONTROL = CONTROL | {S27CMD_ATTACKER_DEFENDING_CONTROLS}


# --- s28-blbneo ---
# "return up to one target creature you control with lesser mana value" in a trigger whose event names one permanent
# (CR 603.2, 608.2b, 608.2h): the state `mana_value_less_than_event_permanent`, checked with that permanent's mana value
# by rules/target_filters.py (rules/s28blbneo_lesser_mana_value.py); on permanents and on cards in a graveyard
STATES = STATES | frozenset({"mana_value_less_than_event_permanent"})


# s33-newer: "target nonlegendary creature card from your graveyard" (CR 205.4a, 205.4d): the supertype states a card in a
# graveyard has too (rules/target_filters.py `filter_mismatch` reads them from the card's characteristics)
S33NEWER_CARD_SUPERTYPES = frozenset({"legendary", "nonlegendary"})
