"""Card definitions: what the engine knows about a card (design.md §6).

A card in a state is either the name of a card in the catalog (the seeded cards carry their
definition in the database) or an inline `CardDefinition`. This docstring is the one list of
what an inline definition may say.

Power and toughness: a number, or `"*"` together with a `pt_equal_to_count` ability that sets it
(CR 604.3). A creature whose power or toughness is `"*"` without such an ability, or missing, is
never played as 0/0: a state holding one on the battlefield or the stack is refused
(`/problems/invalid-state`, naming its path), and so is casting it or putting it onto the
battlefield (CR 208.2).

Ability vocabulary (`abilities`, discriminated by `kind`):
- `mana`: `{"kind": "mana", "cost": "{T}", "add": "{G}"}` (`add`: mana of the types W U B R G C,
  e.g. "{G}{G}" or "{C}"), `"add": "{R}|{G}"` (one mana of one of those types, chosen with the
  action's `color`: "Add {R} or {G}."), `"add": "any_color"` (one mana of a color chosen with the
  action's `color`), or `"add": "could_produce"` with `"from": "lands_you_control" |
  "lands_opponents_control"` (default: yours) and `colors_only` (Reflecting Pool / Fellwar
  Stone: one mana of a type such a land could produce, CR 106.7; none when no type is defined,
  CR 106.5). `cost` is an activation cost ({T}, {Q}, mana, {D}). Activated with `tap_for_mana`
  (CR 605: no stack). A land with a basic land type also has that type's intrinsic mana ability
  (CR 305.6), numbered after its printed abilities.
- `tapped_for_mana_trigger`: `{"kind": "tapped_for_mana_trigger", "watch": "self" |
  "lands_you_control" | "permanents_you_control" | "lands", "mana_type": "G"?, "effect": Effect}`:
  "whenever <watched> is tapped for mana [of that type]": triggers as such a mana ability
  resolves and produces mana (of `mana_type`, after replacements), CR 106.12a.
- `mana_replacement`: `{"kind": "mana_replacement", "watch": (as above), "mana_type": "G"?,
  "instead": "{C}"?, "multiply": 1}`: "if <watched> is tapped for mana [of that type], it
  produces `instead` instead [/ `multiply` times as much]"; applies while such a mana ability
  resolves (CR 106.12b), and to what a permanent could produce (CR 106.7).
- `activated`: `{"kind": "activated", "cost": "{1}{G}" | "{T}" | "{Q}" | "{D}", "effect": Effect?}`;
  without `effect` it does nothing as it resolves (handy for testing costs). Its target, if
  any, comes from the `activate` action's `choices.targets` (checked then, CR 602.2b) or the
  `resolve` action's.
- `spell`: `{"kind": "spell", "effect": Effect}`: what an instant or sorcery does as it resolves;
  several resolve in the order listed (CR 608.2c), then the card goes to its owner's graveyard
  (608.2n). Targets: the `cast` action's `choices.targets`, one per targeted effect in order,
  checked as it is cast (601.2c) and as it resolves (608.2b: all illegal, it doesn't resolve).
- `static_pump`: `{"kind": "static_pump", "affected": "creatures_you_control" |
  "other_creatures_you_control" | "all_creatures" | "other_creatures", "power": 1,
  "toughness": 1}`: "<affected> get +1/+1" while its source is on the battlefield (layer 7c,
  CR 613.4c). Narrowed by quality (rules/static_pump.py): `"color": "W"` ("White creatures get
  +1/+1", Crusade), `"subtype": "Merfolk"` ("Other Merfolk get +1/+1", Lord of Atlantis; "Wall
  creatures you control", Fortified Area), `"status": "untapped" | "attacking"` ("Untapped
  creatures you control get +0/+2", Castle; "Attacking creatures you control get +1/+0", Orcish
  Oriflamme); `"affected": "self"` with a status ("~ gets +0/+3 as long as it's untapped", Giant
  Tortoise); `"keywords": ["islandwalk"]`: they also have those keywords (layer 6, CR 613.1f:
  "... and have islandwalk"; Zombie Master's "Other Zombie creatures have swampwalk." is a pump of
  +0/+0 with keywords).
- `enters_tapped`: `{"kind": "enters_tapped"}`: "<this> enters tapped" (CR 614.1c).
- `enchant`: `{"kind": "enchant", "target": "creature" | "artifact" | "enchantment" | "land" |
  "permanent"}`: an Aura's enchant keyword ability (CR 702.5a). Cast, the Aura spell targets one
  such permanent (`choices.targets`, CR 303.4a, 601.2c); it enters attached to it (the
  permanent's `attached_to`, CR 608.3c) unless the target became illegal (608.3b: it goes to the
  graveyard); attached to nothing or to an object it can't enchant (another type, or a creature
  with protection from a quality of the Aura, 702.16c), it goes to its owner's graveyard as a
  state-based action (704.5m). See rules/auras.py.
- `attached_pump`: `{"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["flying"],
  "keeps_this_aura": false}`: "Enchanted creature gets +N/+N [and has <keywords>]" (layer 6 for
  the keywords, 613.1f; 7c for power/toughness, 613.4c) while the Aura is attached to it;
  `keeps_this_aura`: "This effect doesn't remove this Aura" (the protection it grants doesn't
  make this Aura fall off, 702.16c).
- `cant_be_blocked_except_by`: `{"kind": "cant_be_blocked_except_by", "by": ["walls",
  "creatures_with_flying"], "affected": "self" | "enchanted_creature"}`: "<this / enchanted
  creature> can't be blocked except by Walls and/or creatures with flying" (Elven Riders; Seeker:
  `["artifact_creatures", "white_creatures"]`); a blocker must have one of the qualities
  "artifact_creatures", "<color>_creatures" (white, blue, black, red, green), "walls",
  "creatures_with_flying" (CR 509.1b; rules/evasion.py).
- `cant_be_blocked_by`: `{"kind": "cant_be_blocked_by", "power_at_least": 3}`: "<this> can't be
  blocked by creatures with power 3 or greater" (Amrou Kithkin; CR 509.1b).
- `cant_block`: `{"kind": "cant_block", "attackers_power_at_least": 2}`: "<this> can't block
  creatures with power 2 or greater" (Ironclaw Orcs; CR 509.1b).
- `becomes_creature`: `{"kind": "becomes_creature", "affected": "lands" | "enchanted_permanent",
  "subtype": "Forest"?, "power": 1 | "mana_value", "toughness": 1 | "mana_value", "colors": ["B"]?,
  "unless_creature": false}`: a static ability making permanents creatures besides their other
  types (layer 4, CR 613.1d) with that base power and toughness (layer 7b, 613.4b) [and that color,
  layer 5, 613.1e]: "All Forests are 1/1 creatures that are still lands." (Living Lands; Kormus
  Bell: `"colors": ["B"]`, Swamps); "As long as enchanted artifact isn't a creature, it's an
  artifact creature with power and toughness each equal to its mana value." (Animate Artifact:
  `"affected": "enchanted_permanent"`, `"unless_creature": true`). rules/animate.py.
- `opponents_enter_tapped`: `{"kind": "opponents_enter_tapped", "types": ["artifact", "creature",
  "land"]}`: "Artifacts, creatures, and lands your opponents control enter tapped." (Kismet): a
  permanent of one of those types entering under an opponent's control enters tapped (CR 614.1c,
  its types as it would exist on the battlefield, 614.12). rules/opponents_enter_tapped.py.
- `control_enchanted`: `{"kind": "control_enchanted"}`: "You control enchanted creature." (Control
  Magic; Steal Artifact: "enchanted artifact"): while the Aura is attached to it, the permanent is
  controlled by the Aura's controller (layer 2, CR 613.1b; the latest such Aura wins, 613.7); the
  permanent keeps its `base_controller` meanwhile and returns to it when no such effect applies
  (CR 110.2). rules/control.py.
- `cant_attack_unless`: `{"kind": "cant_attack_unless", "defending_player_controls": "Island"}`:
  "<this> can't attack unless defending player controls an Island." (Sea Serpent, Pirate Ship; Goblin
  Rock Sled: "a Mountain"): the player it would attack must control a land with that land type (CR
  508.1c). rules/attack_restrictions.py.
- `attached_count_pump`: `{"kind": "attached_count_pump", "count": <counted>, "subtype": "Forest"?,
  "power": "all" | "half_rounded_down" | "half_rounded_up", "toughness": (same)}`: "Enchanted
  creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is
  half the number of Forests you control, rounded up." (Aspect of Wolf: `{"count":
  "lands_you_control", "subtype": "Forest", "power": "half_rounded_down", "toughness":
  "half_rounded_up"}`); counted as `pt_equal_to_count` counts, "you" being the Aura's controller
  (layer 7c, CR 613.4c, 107.1a). rules/count_pump.py.
- `attack_cost`: `{"kind": "attack_cost", "cost": "{3}", "affected": "enchanted_creature" | "self"}`:
  "Enchanted creature can't attack unless its controller pays {3}." (Brainwash): declaring it as an
  attacker costs that mana, paid from the attacking player's mana pool as attackers are declared
  (the costs of all attackers together, CR 508.1g-h); a declaration whose costs can't be paid is
  refused. rules/attack_costs.py.
- `attacks_as_though_haste`: `{"kind": "attacks_as_though_haste", "affected": "enchanted_creature" |
  "self"}`: "Enchanted creature can attack as though it had haste." (Instill Energy): summoning
  sickness (CR 302.6) doesn't stop it attacking (702.10b), but its {T} and {Q} abilities still wait.
  rules/attacks_as_though_haste.py.
- `pt_equal_to_count`: `{"kind": "pt_equal_to_count", "count": <counted>, "subtype": "Swamp"?,
  "not_subtype": "Wall"?, "same_name": false, "sets": "power" | "toughness" | "both", "plus": 0}`:
  a characteristic-defining ability (CR 604.3, layer 7a 613.4a): its power and/or toughness
  equal the number of <counted> [with/without that subtype] [named like this card] plus `plus`.
  <counted>: "lands_you_control", "creatures_you_control", "artifacts_you_control",
  "permanents_you_control", "creatures" (every creature on the battlefield),
  "cards_in_your_hand", "cards_in_your_graveyard", "creature_cards_in_your_graveyard",
  "cards_in_all_graveyards", "creature_cards_in_all_graveyards". E.g. Keldon Warlord:
  `{"count": "creatures_you_control", "not_subtype": "Wall"}`; Nightmare: `{"count":
  "lands_you_control", "subtype": "Swamp"}`; Plague Rats: `{"count": "creatures",
  "same_name": true}`; Lhurgoyf: two abilities, `sets` "power" and "toughness" with `plus` 1.
- `etb_counters`: `{"kind": "etb_counters", "counter": "+1/+1", "amount": 3 | "X"}` (CR 107.3m).
- `cost_reduction`: `{"kind": "cost_reduction", "spells": "creature_with_banding", "generic": 2}`.
- `cost_increase`: `{"kind": "cost_increase", "applies_to": "spells" | "activated_abilities", "color":
  "W"?, "card_type": "Enchantment"?, "generic": 3}`: "White spells cost {3} more to cast." (Gloom;
  every player's spells of that color [and type]) and "Activated abilities of white enchantments
  cost {3} more to activate." (`"applies_to": "activated_abilities"`: abilities of permanents of
  that color and type, mana abilities included, CR 605.1a): the generic component of the
  total cost grows (CR 601.2f, 602.2b). rules/cost_increases.py.
- `triggered`: `{"kind": "triggered", "trigger": "enters" | "turned_face_up" | "attacks" |
  "attacks_in_band", "optional_cost": "{D}"?, "effect": Effect}` (CR 603). Its target comes from
  the `choices.targets` of the action that made it trigger (checked as it is put on the stack,
  CR 603.3d; with no legal target at all it is removed, 603.3d), else the `resolve` action's.
- `exile_for_back_face` (Werewhat): as it enters, its controller may exile a card of
  `card_type` from one of `from_zones`; that card becomes its back face with
  `back_face_keywords`; if it came from the hand and `draw_if_from_hand`, draw a card.

Effects (`effect`, discriminated by `kind`). Every amount may be a number or "X": the X paid for
the spell or ability (a triggered ability: the X its source entered with, CR 107.3m).
- `damage`: `{"kind": "damage", "amount": 3, "target": T}` (default "any"): the spell, or the
  ability's source, deals that much damage (CR 120).
- `destroy`, `exile`, `return_to_hand`, `tap`, `untap`: `{"kind": ..., "target": T}` (default
  "creature"): destroy (CR 701.8; indestructible ones are not, 702.12b), exile (406.2), return
  to its owner's hand (400.3), tap / untap (701.26).
- `destroy` may say `"cant_be_regenerated": true` ("They can't be regenerated.", CR 701.19c).
- `regenerate`: `{"kind": "regenerate", "target": "self" | T}` (default "self"): the permanent
  gets a regeneration shield: the next time it would be destroyed this turn, instead all damage
  is removed from it, it is tapped and removed from combat (CR 701.19a; rules/regenerate.py).
- `gain_life`: `{"kind": "gain_life", "amount": n, "player": "you" | "target_player"}` (CR 119.3).
- `lose_life`: `{"kind": "lose_life", "amount": n, "player": "you" | "target_player" |
  "target_opponent" | "each_opponent"}` (default "target_player"; CR 119.3).
- `counter`: `{"kind": "counter", "target": "spell" | "creature_spell" | "noncreature_spell"}`:
  the target spell (a stack object id) goes to its owner's graveyard without resolving (701.6a).
- `put_counters`: `{"kind": "put_counters", "counter": "+1/+1" | "-1/-1", "amount": n,
  "target": T}` (CR 122.1).
- `pump`: `{"kind": "pump", "power": n, "toughness": n, "target": T}` (default "creature"):
  +power/+toughness until end of turn (layer 7c, ends in the cleanup step, 514.2);
  `"keywords": ["flying"]`: it also gains those keywords until end of turn (layer 6, 613.1f:
  "Target creature gains flying until end of turn."; rules/gained_keywords.py);
  `"source_power"` means the source's power as the effect resolves (or as it last existed on
  the battlefield, CR 608.2h).
- `draw`: the controller draws `amount` cards.
- `create_token`: create `token` (a definition), optionally `tapped` and `attacking`, with
  `sacrifice_at: "next_end_step"`.
- `band_pump`: each creature in the band gets +1/+1 per creature in it, until end of turn.
- `become_color`: `{"kind": "become_color", "colors": ["W"], "target": "spell_or_permanent"}`: "Target
  spell or permanent becomes white." (the -lace spells): its color is that color from now on, in
  place of its other colors (layer 5, CR 613.1e, 105.3), for as long as it stays in its zone (CR
  611.2a); a permanent spell keeps it on the battlefield (400.7a). Stored on the object as
  `color_effects` (the latest applies, CR 613.7). rules/color_change.py.

Target specs T (a string). Targeted (one id from `choices.targets` each): "any" (a creature,
player, planeswalker or battle), "creature", "player", "opponent", "permanent",
"nonland_permanent", "artifact", "enchantment", "land", "artifact_or_enchantment",
"creature_or_planeswalker", "attacking_creature", "blocking_creature",
"attacking_or_blocking_creature", "nonblack_creature", "nonartifact_creature", "spell_or_permanent" (a spell
on the stack or a permanent; `become_color` only). Not targeted:
"self" (the ability's source), "each_creature", "each_creature_you_control", "each_opponent",
"each_player", "you", "enchanted_creature" (the permanent the ability's source, an Aura, is
attached to: "{W}: Enchanted creature gets +1/+1 until end of turn."), "each_artifact",
"each_enchantment", "each_land" and "each_plains", "each_island", "each_swamp", "each_mountain",
"each_forest" (every permanent of that type or basic land type: "Destroy all lands.", "Destroy all
Islands."), "each_attacking_creature", "each_blocking_creature"; for damage also "each_creature_and_each_player",
"each_creature_with_flying_and_each_player" and "each_creature_without_flying_and_each_player"
(Sandstorm, Inferno, Hurricane, Earthquake). Effects on permanents (all but `damage`) refuse specs that can name a
player. Hexproof, shroud and protection decide further which targets are legal (rules/targeting.py).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema, field_validator

from app.engine.enums import CardType, Color
from app.engine.fields import Flag, Int, NonNegative, empty_list
from app.engine.keywords import KeywordText
from app.engine.mana import (
    MANA_PRODUCTION_WORDS,
    MalformedManaCost,
    parse_activation_cost,
    parse_mana_choice,
    parse_mana_cost,
    parse_mana_production,
)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


def _check_cost(value: str | None) -> str | None:
    if value is not None:
        try:
            parse_mana_cost(value)
        except MalformedManaCost as problem:
            raise ValueError(f"malformed mana cost {value!r}: {problem}") from None
    return value


# --- effects -------------------------------------------------------------------------------

Amount = Int | Literal["X"]  # may be negative: -N/-N pumps
Count = NonNegative | Literal["X"]  # damage, life, counters, cards

# Target specs (a string, `target` of an effect). Targeted ones take the next id of the stack
# object's `targets` (CR 115.1, chosen as it is put on the stack: 601.2c, 602.2b, 603.3d); the
# others name what they affect without targeting.
TargetSpec = Literal[
    "any", "creature", "player", "opponent", "permanent", "nonland_permanent", "artifact", "enchantment", "land",
    "artifact_or_enchantment", "creature_or_planeswalker", "attacking_creature", "blocking_creature",
    "attacking_or_blocking_creature", "nonblack_creature", "nonartifact_creature",
    "self", "each_creature", "each_creature_you_control", "each_opponent", "each_player", "you",
    "enchanted_creature", "each_artifact", "each_enchantment", "each_land", "each_plains", "each_island",
    "each_swamp", "each_mountain", "each_forest", "each_attacking_creature", "each_blocking_creature",
    "each_creature_and_each_player",
    "each_creature_with_flying_and_each_player", "each_creature_without_flying_and_each_player",
]
UNTARGETED_SPECS = frozenset({"self", "each_creature", "each_creature_you_control", "each_opponent", "each_player",
                              "you", "enchanted_creature", "each_artifact", "each_enchantment", "each_land",
                              "each_plains", "each_island", "each_swamp", "each_mountain", "each_forest",
                              "each_attacking_creature", "each_blocking_creature", "each_creature_and_each_player",
                              "each_creature_with_flying_and_each_player",
                              "each_creature_without_flying_and_each_player"})
# Specs that name players only, or may name players: not for effects that act on permanents.
PLAYER_SPECS = frozenset({"player", "opponent", "each_opponent", "each_player", "you", "each_creature_and_each_player",
                          "each_creature_with_flying_and_each_player", "each_creature_without_flying_and_each_player"})
SpellTarget = Literal["spell", "creature_spell", "noncreature_spell"]


def _permanents_only(value: str) -> str:
    if value in PLAYER_SPECS or value == "any":
        raise ValueError(f"target {value!r} can name a player; this effect acts on permanents only")
    return value


class _PermanentEffect(_Model):
    """An effect on permanents: its `target` may not name players."""

    @field_validator("target", check_fields=False)
    @classmethod
    def _on_permanents(cls, value: str) -> str:
        return _permanents_only(value)


class PumpEffect(_PermanentEffect):
    kind: Literal["pump"] = "pump"
    target: TargetSpec = "creature"
    power: Amount | Literal["source_power"] = 0
    toughness: Amount | Literal["source_power"] = 0
    duration: Literal["end_of_turn"] = "end_of_turn"
    keywords: list[KeywordText] = empty_list()  # "gains flying until end of turn" (layer 6, CR 613.1f)


class DrawEffect(_Model):
    kind: Literal["draw"] = "draw"
    amount: Count = 1


class CreateTokenEffect(_Model):
    kind: Literal["create_token"] = "create_token"
    token: CardDefinition
    tapped: Flag = False
    attacking: Flag = False
    sacrifice_at: Literal["next_end_step"] | None = None


class BandPumpEffect(_Model):
    kind: Literal["band_pump"] = "band_pump"


class DamageEffect(_Model):
    kind: Literal["damage"] = "damage"
    amount: Count
    target: TargetSpec = "any"


class DestroyEffect(_PermanentEffect):
    kind: Literal["destroy"] = "destroy"
    target: TargetSpec = "creature"
    cant_be_regenerated: Flag = False  # "They can't be regenerated." (CR 701.19c)


class RegenerateEffect(_PermanentEffect):
    """"Regenerate <permanent>": a regeneration shield (CR 701.19a, rules/regenerate.py)."""

    kind: Literal["regenerate"] = "regenerate"
    target: TargetSpec = "self"


class ExileEffect(_PermanentEffect):
    kind: Literal["exile"] = "exile"
    target: TargetSpec = "creature"


class ReturnToHandEffect(_PermanentEffect):
    kind: Literal["return_to_hand"] = "return_to_hand"
    target: TargetSpec = "creature"


class TapEffect(_PermanentEffect):
    kind: Literal["tap"] = "tap"
    target: TargetSpec = "creature"


class UntapEffect(_PermanentEffect):
    kind: Literal["untap"] = "untap"
    target: TargetSpec = "creature"


class GainLifeEffect(_Model):
    kind: Literal["gain_life"] = "gain_life"
    amount: Count
    player: Literal["you", "target_player"] = "you"


class LoseLifeEffect(_Model):
    kind: Literal["lose_life"] = "lose_life"
    amount: Count
    player: Literal["you", "target_player", "target_opponent", "each_opponent"] = "target_player"


class CounterEffect(_Model):
    kind: Literal["counter"] = "counter"
    target: SpellTarget = "spell"


class PutCountersEffect(_PermanentEffect):
    kind: Literal["put_counters"] = "put_counters"
    counter: Literal["+1/+1", "-1/-1"] = "+1/+1"
    amount: Count = 1
    target: TargetSpec = "creature"


class BecomeColorEffect(_Model):
    """"Target spell or permanent becomes <color>." (layer 5, CR 613.1e, 105.3; rules/color_change.py)."""

    kind: Literal["become_color"] = "become_color"
    colors: list[Color] = Field(min_length=1)
    target: Literal["spell_or_permanent"] = "spell_or_permanent"


Effect = Annotated[
    PumpEffect | DrawEffect | CreateTokenEffect | BandPumpEffect | DamageEffect | DestroyEffect | ExileEffect
    | ReturnToHandEffect | TapEffect | UntapEffect | GainLifeEffect | LoseLifeEffect | CounterEffect
    | PutCountersEffect | RegenerateEffect | BecomeColorEffect,
    Field(discriminator="kind"),
]

# What a life effect's `player` targets (CR 115.1): the target spec it stands for.
_LIFE_TARGETS = {"target_player": "player", "target_opponent": "opponent"}


def effect_target(effect: Any) -> str | None:
    """The target spec an effect targets with (one target), or None when it targets nothing."""
    if isinstance(effect, CounterEffect):
        return effect.target
    if isinstance(effect, GainLifeEffect | LoseLifeEffect):
        return _LIFE_TARGETS.get(effect.player)
    target = getattr(effect, "target", None)
    if isinstance(target, str) and target not in UNTARGETED_SPECS:
        return target
    return None


# --- abilities -----------------------------------------------------------------------------


def _check_activation_cost(value: str) -> str:
    try:
        parse_activation_cost(value)
    except MalformedManaCost as problem:
        raise ValueError(f"malformed mana cost {value!r}: {problem}") from None
    return value


Watched = Literal["self", "lands_you_control", "permanents_you_control", "lands"]


class ManaAbility(_Model):
    kind: Literal["mana"] = "mana"
    cost: str = "{T}"
    add: str
    from_: Literal["lands_you_control", "lands_opponents_control"] | None = Field(default=None, alias="from")
    colors_only: Flag = False

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        return _check_activation_cost(value)

    @field_validator("add")
    @classmethod
    def _valid_add(cls, value: str) -> str:
        if value in MANA_PRODUCTION_WORDS:
            return value
        try:
            if "|" in value:
                parse_mana_choice(value)
            else:
                parse_mana_production(value)
        except MalformedManaCost as problem:
            raise ValueError(f"malformed mana to add: {problem}") from None
        return value


class TappedForManaTrigger(_Model):
    kind: Literal["tapped_for_mana_trigger"] = "tapped_for_mana_trigger"
    watch: Watched = "self"
    mana_type: Literal["W", "U", "B", "R", "G", "C"] | None = None
    effect: Effect


class ManaReplacementAbility(_Model):
    kind: Literal["mana_replacement"] = "mana_replacement"
    watch: Watched = "self"
    mana_type: Literal["W", "U", "B", "R", "G", "C"] | None = None
    instead: str | None = None
    multiply: Int = Field(default=1, ge=0)

    @field_validator("instead")
    @classmethod
    def _valid_instead(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                parse_mana_production(value)
            except MalformedManaCost as problem:
                raise ValueError(f"malformed mana to add: {problem}") from None
        return value


class ActivatedAbility(_Model):
    kind: Literal["activated"] = "activated"
    cost: str
    effect: Effect | None = None

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        # {T} and {Q} are activation-cost symbols (CR 107.5, 107.6), not mana.
        return _check_activation_cost(value)


class EtbCountersAbility(_Model):
    kind: Literal["etb_counters"] = "etb_counters"
    counter: str = "+1/+1"
    amount: Int | Literal["X"] = 1


class CostReductionAbility(_Model):
    kind: Literal["cost_reduction"] = "cost_reduction"
    spells: Literal["creature_with_banding", "all"] = "creature_with_banding"
    generic: Int = Field(default=0, ge=0)


class CostIncreaseAbility(_Model):
    """"White spells cost {3} more to cast." / "Activated abilities of white enchantments cost {3}
    more to activate." (CR 601.2f, 602.2b; rules/cost_increases.py)."""

    kind: Literal["cost_increase"] = "cost_increase"
    applies_to: Literal["spells", "activated_abilities"] = "spells"
    color: Color | None = None
    card_type: CardType | None = None
    generic: Int = Field(default=0, ge=0)


class SpellAbility(_Model):
    """What an instant or sorcery does as it resolves (CR 608.2); several resolve in order."""

    kind: Literal["spell"] = "spell"
    effect: Effect


class StaticPumpAbility(_Model):
    """"<Affected creatures> get +N/+N [and have <keywords>]": a static ability, layer 7c (CR 613.4c,
    604.1), its keywords in layer 6 (613.1f); `color`, `subtype` and `status` narrow what it affects
    ("White creatures", "Other Merfolk", "Untapped creatures you control")."""

    kind: Literal["static_pump"] = "static_pump"
    affected: Literal["creatures_you_control", "other_creatures_you_control", "all_creatures", "other_creatures",
                      "self"]
    power: Int = 0
    toughness: Int = 0
    color: Color | None = None
    subtype: str | None = Field(default=None, min_length=1)
    status: Literal["untapped", "attacking"] | None = None
    keywords: list[KeywordText] = empty_list()


EnchantSpec = Literal["creature", "artifact", "enchantment", "land", "permanent"]


class EnchantAbility(_Model):
    """"Enchant <permanent type>": an Aura's enchant keyword ability (CR 702.5a, 303.4)."""

    kind: Literal["enchant"] = "enchant"
    target: EnchantSpec = "creature"


class AttachedPumpAbility(_Model):
    """"Enchanted creature gets +N/+N and has <keywords>" (layer 6, 613.1f; layer 7c, 613.4c)."""

    kind: Literal["attached_pump"] = "attached_pump"
    power: Int = 0
    toughness: Int = 0
    keywords: list[KeywordText] = empty_list()
    keeps_this_aura: Flag = False


BlockerQuality = Literal["artifact_creatures", "white_creatures", "blue_creatures", "black_creatures", "red_creatures",
                         "green_creatures", "walls", "creatures_with_flying"]


class CantBeBlockedExceptByAbility(_Model):
    """"<This / Enchanted creature> can't be blocked except by <qualities>" (CR 509.1b; rules/evasion.py)."""

    kind: Literal["cant_be_blocked_except_by"] = "cant_be_blocked_except_by"
    by: list[BlockerQuality] = Field(min_length=1)
    affected: Literal["self", "enchanted_creature"] = "self"


class CantBeBlockedByAbility(_Model):
    """"<This> can't be blocked by creatures with power N or greater" (CR 509.1b; rules/evasion.py)."""

    kind: Literal["cant_be_blocked_by"] = "cant_be_blocked_by"
    power_at_least: Int = Field(ge=0)


class CantBlockAbility(_Model):
    """"<This> can't block creatures with power N or greater" (CR 509.1b; rules/evasion.py)."""

    kind: Literal["cant_block"] = "cant_block"
    attackers_power_at_least: Int = Field(ge=0)


class BecomesCreatureAbility(_Model):
    """"All Forests are 1/1 creatures that are still lands" / "As long as enchanted artifact isn't a
    creature, it's an artifact creature with power and toughness each equal to its mana value": a
    static ability (layer 4, 613.1d; 5, 613.1e; 7b, 613.4b; rules/animate.py)."""

    kind: Literal["becomes_creature"] = "becomes_creature"
    affected: Literal["lands", "enchanted_permanent"]
    subtype: str | None = Field(default=None, min_length=1)
    power: NonNegative | Literal["mana_value"]
    toughness: NonNegative | Literal["mana_value"]
    colors: list[Color] | None = None
    unless_creature: Flag = False


class OpponentsEnterTappedAbility(_Model):
    """"Artifacts, creatures, and lands your opponents control enter tapped." (CR 614.1c, 614.12;
    rules/opponents_enter_tapped.py)."""

    kind: Literal["opponents_enter_tapped"] = "opponents_enter_tapped"
    types: list[Literal["artifact", "creature", "land", "enchantment", "planeswalker"]] = Field(min_length=1)


class ControlEnchantedAbility(_Model):
    """"You control enchanted creature." (layer 2, CR 613.1b; rules/control.py)."""

    kind: Literal["control_enchanted"] = "control_enchanted"


class CantAttackUnlessAbility(_Model):
    """"<This> can't attack unless defending player controls an Island." (CR 508.1c;
    rules/attack_restrictions.py)."""

    kind: Literal["cant_attack_unless"] = "cant_attack_unless"
    defending_player_controls: Literal["Plains", "Island", "Swamp", "Mountain", "Forest"]


class AttackCostAbility(_Model):
    """"Enchanted creature can't attack unless its controller pays {3}." (CR 508.1g-h;
    rules/attack_costs.py)."""

    kind: Literal["attack_cost"] = "attack_cost"
    cost: str
    affected: Literal["self", "enchanted_creature"] = "enchanted_creature"

    @field_validator("cost")
    @classmethod
    def _valid_cost(cls, value: str) -> str:
        _check_cost(value)
        return value


class AttacksAsThoughHasteAbility(_Model):
    """"Enchanted creature can attack as though it had haste." (CR 302.6, 702.10b;
    rules/attacks_as_though_haste.py)."""

    kind: Literal["attacks_as_though_haste"] = "attacks_as_though_haste"
    affected: Literal["self", "enchanted_creature"] = "enchanted_creature"


class EntersTappedAbility(_Model):
    """"<This> enters tapped": a replacement effect (CR 614.1c)."""

    kind: Literal["enters_tapped"] = "enters_tapped"


CountedObjects = Literal[
    "lands_you_control", "creatures_you_control", "artifacts_you_control", "permanents_you_control", "creatures",
    "cards_in_your_hand", "cards_in_your_graveyard", "creature_cards_in_your_graveyard",
    "cards_in_all_graveyards", "creature_cards_in_all_graveyards",
]


class PtEqualToCountAbility(_Model):
    """A characteristic-defining ability (CR 604.3, layer 7a CR 613.4a): "<this>'s power [and/or
    toughness] is equal to the number of <counted>" [+ `plus`]. `subtype` / `not_subtype` filter
    what is counted ("Swamps you control", "non-Wall creatures you control"); `same_name` counts
    only objects with this object's name (Plague Rats)."""

    kind: Literal["pt_equal_to_count"] = "pt_equal_to_count"
    count: CountedObjects
    subtype: str | None = None
    not_subtype: str | None = None
    same_name: Flag = False
    sets: Literal["power", "toughness", "both"] = "both"
    plus: Int = 0


CountShare = Literal["all", "half_rounded_down", "half_rounded_up"]


class AttachedCountPumpAbility(_Model):
    """"Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded
    down, and Y is half ..., rounded up." (layer 7c, CR 613.4c; rules/count_pump.py)."""

    kind: Literal["attached_count_pump"] = "attached_count_pump"
    count: CountedObjects
    subtype: str | None = Field(default=None, min_length=1)
    power: CountShare = "all"
    toughness: CountShare = "all"


class TriggeredAbility(_Model):
    kind: Literal["triggered"] = "triggered"
    trigger: Literal["enters", "turned_face_up", "attacks", "attacks_in_band"]
    also_on: list[Literal["enters", "turned_face_up", "attacks"]] = []  # "when it enters or is turned face up"
    optional_cost: str | None = None
    effect: Effect


class ExileForBackFaceAbility(_Model):
    kind: Literal["exile_for_back_face"] = "exile_for_back_face"
    from_zones: list[Literal["graveyard", "hand"]] = ["graveyard", "hand"]
    card_type: CardType = CardType.CREATURE
    back_face_keywords: list[str] = ["nightbound"]
    draw_if_from_hand: Flag = True


Ability = Annotated[
    ManaAbility | ActivatedAbility | EtbCountersAbility | CostReductionAbility | TriggeredAbility
    | ExileForBackFaceAbility | TappedForManaTrigger | ManaReplacementAbility | SpellAbility | StaticPumpAbility
    | EntersTappedAbility | PtEqualToCountAbility | EnchantAbility | AttachedPumpAbility
    | CantBeBlockedExceptByAbility | CantBeBlockedByAbility | CantBlockAbility | BecomesCreatureAbility
    | OpponentsEnterTappedAbility | ControlEnchantedAbility | CantAttackUnlessAbility | AttachedCountPumpAbility
    | CostIncreaseAbility | AttackCostAbility | AttacksAsThoughHasteAbility,
    Field(discriminator="kind"),
]

# Abilities whose effect on characteristics depends on other objects (see `reads_other_objects`).
_READS_OTHER_OBJECTS = (StaticPumpAbility, PtEqualToCountAbility, AttachedPumpAbility, BecomesCreatureAbility,
                        AttachedCountPumpAbility)
_WITH_EFFECT = (ActivatedAbility, TriggeredAbility, TappedForManaTrigger, SpellAbility)


# --- the card ------------------------------------------------------------------------------


# `*`: power or toughness defined by a characteristic-defining ability (CR 208.2a). Described as a
# string with a pattern rather than a constant: client generators read `integer | const` unions badly.
Star = Annotated[Literal["*"], WithJsonSchema({"type": "string", "pattern": r"^\*$"})]


class CardDefinition(_Model):
    """One card face (and, through `back_face`, a transforming double-faced card, CR 712).

    `colors` is a color indicator (CR 204); when absent, colors come from the mana cost
    (CR 202.2). `keywords` come from the CR 702 vocabulary of app/engine/keywords.py, in canonical
    form (`flying`, `first_strike`, `protection:red`, `hexproof:black`, `ward:{2}`, `swampwalk`,
    `daybound`, `banding`, `morph`, ...); "First Strike" or "Protection from red" are read as such.
    In a request's inline definitions an unknown keyword is refused (design.md §9).
    """

    name: str = Field(min_length=1)
    mana_cost: str | None = None
    colors: list[Color] | None = None
    types: list[CardType] = empty_list()
    supertypes: list[str] = empty_list()
    subtypes: list[str] = empty_list()
    power: Int | Star | None = None
    toughness: Int | Star | None = None
    keywords: list[KeywordText] = empty_list()
    negamorph_cost: str | None = None
    back_face: CardDefinition | None = None
    abilities: list[Ability] = empty_list()

    @field_validator("mana_cost", "negamorph_cost")
    @classmethod
    def _valid_cost(cls, value: str | None) -> str | None:
        return _check_cost(value)

    def has_type(self, card_type: CardType) -> bool:
        return card_type in self.types

    def has_keyword(self, keyword: str) -> bool:
        return keyword in self.keywords

    def abilities_of(self, kind: type[Any]) -> list[Any]:
        return [ability for ability in self.abilities if isinstance(ability, kind)]

    def undefined_power_toughness(self) -> str | None:
        """Why this face, a creature, has no power or toughness the engine can know (CR 208.2,
        604.3), or None. `*` needs a characteristic-defining ability the engine models."""
        if (type(self.power) is int and type(self.toughness) is int) or CardType.CREATURE not in self.types:
            return None  # the common case first: this runs for every permanent of a posted state
        defined = {"power": False, "toughness": False}
        for ability in self.abilities_of(PtEqualToCountAbility):
            for part in ("power", "toughness"):
                defined[part] = defined[part] or ability.sets in (part, "both")
        for part in ("power", "toughness"):
            value = getattr(self, part)
            if value is None:
                return (f"{self.name!r} is a creature with no {part} given: if an ability defines it, the engine "
                        f"does not model that ability (give a number, or '*' with a pt_equal_to_count ability)")
            if value == "*" and not defined[part]:
                return (f"{self.name!r} has {part} '*': its {part} is defined by an ability the engine does not "
                        "model (a pt_equal_to_count ability setting it is needed)")
        return None

    def reads_other_objects(self) -> bool:
        """Whether this card's abilities make characteristics depend on other objects (a static
        pump, a characteristic-defining ability): games with such a card can't reuse computed
        characteristics. Includes its back face and the tokens its effects create."""
        if not self.abilities and self.back_face is None:  # most cards: decided at once
            return self.power == "*" or self.toughness == "*"
        for ability in self.abilities:
            if isinstance(ability, _READS_OTHER_OBJECTS):
                return True
            effect = ability.effect if isinstance(ability, _WITH_EFFECT) else None
            if isinstance(effect, CreateTokenEffect) and effect.token.reads_other_objects():
                return True
        return (self.power == "*" or self.toughness == "*"
                or (self.back_face is not None and self.back_face.reads_other_objects()))


CreateTokenEffect.model_rebuild()
SpellAbility.model_rebuild()
