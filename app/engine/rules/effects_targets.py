"""Targets and amounts of effects (CR 115, 107.3, 608.2b): the one place a target spec is read.

- A targeted spec (`"any"`, `"creature"`, `"player"`, `"spell"` ...; see app/engine/cards.py)
  takes one id from the stack object's `targets`, in the order of its effects (CR 115.1, 601.2c).
  A target is legal when it is the kind of object or player the spec names and no
  `registry.targeting_restrictions` hook (hexproof, shroud, protection) refuses it
  (`rules/targeting.py: target_refusal`). A spell can't target itself (CR 115.5).
- Targets are checked as the spell or ability is put on the stack (601.2c, 602.2b, 603.3d) and
  again as it resolves (608.2b): with every target illegal it doesn't resolve; otherwise only
  the illegal targets are left unaffected.
- Untargeted specs (`self`, `each_creature`, `each_creature_you_control`, `each_opponent`,
  `each_player`, `you`, `enchanted_creature`, `each_artifact`, `each_land`, `each_island` ...) name what they affect as the effect resolves.
- `"X"` amounts are the X chosen for the spell or ability (CR 107.3a); for a triggered ability,
  the X its source entered with (CR 107.3m).
- Filtered specs (the grammar of app/engine/target_grammar.py: "creature:tapped",
  "permanent:black", "card_in_your_graveyard:creature", "all:artifact:target_player_owns") are
  matched by rules/target_filters.py.
- An effect may take several targets (`target_count`: a number, "X", or "any_number", CR 601.2c):
  the stack object's `targets` are dealt out to the targeted effects in order, each effect its
  count; one object can't be chosen twice for one instance of "target" (CR 115.3). "Up to N"
  (`up_to`): from 0 to N of them, as many as are left once the later effects have theirs.
- Later effects may refer back to what the previous targeted effect affected (`it`,
  `its_controller`, amounts `its_power` / `its_toughness` / `its_mana_value`, `that_player`):
  the referents are recorded, with their controller and characteristics, just before that effect
  happens, so an exiled or destroyed object is used as it last existed (CR 608.2h).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import EVENT_SPECS, NAMED_SPECS, effect_target, target_count
from app.engine.characteristics import characteristics_of, compute, has_keyword
from app.engine.citations import cr
from app.engine.enums import CardType, StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules import (
    different_controllers,
    other_targets,
    s25khc_source_counters,  # s25-khc
    s25mh_converge,
    s25mh_scavenge,
    s27mech_devoured,  # s27-mech
    s33wmk_single_graveyard,  # s33-wmk
)
from app.engine.rules.count_of import count_of
from app.engine.rules.counted_amounts import COUNTED, counted
from app.engine.rules.counter_abilities import ABILITY_SPECS, ability_candidates, ability_mismatch
from app.engine.rules.defending_graveyard import DEFENDING_GRAVEYARD_COUNTS, defending_graveyard_amount  # s17-neo3
from app.engine.rules.devotion import DEVOTION, OPPONENTS, devotion  # s17-tailf
from app.engine.rules.graveyard_amounts import (  # s17-taile  # s33-fin
    GRAVEYARD_COUNTS,
    S33FIN_GRAVEYARD,
    graveyard_amount,
    s33fin_graveyard_types_amount,
)
from app.engine.rules.graveyard_mana_value import GRAVEYARD_GREATEST_MANA_VALUE, graveyard_greatest_mana_value
from app.engine.rules.greatest_stat import greatest_stat, is_greatest_stat  # s17-pw
from app.engine.rules.highest_mana_value import PREFIX as HIGHEST_MANA_VALUE
from app.engine.rules.highest_mana_value import highest_mana_value
from app.engine.rules.life_total_amount import life_total_amount
from app.engine.rules.m2x_times_amounts import is_times_amount, split_times_amount
from app.engine.rules.milled_this_way import milled_count  # s18-m20
from app.engine.rules.named_cards import GRAVEYARD_NAMED_LIKE_SOURCE, graveyard_named_count
from app.engine.rules.party import party_size  # s16-kws
from app.engine.rules.s19m21_target_graveyard import TARGET_GRAVEYARD_COUNTS, target_graveyard_amount  # s19-m21
from app.engine.rules.s20m20_total_toughness import is_total_toughness, total_toughness  # s20-m20
from app.engine.rules.s20m21_half_amounts import TARGET_HALF_COUNTS, target_half_amount  # s20-m21
from app.engine.rules.s21m21_tap_any_number import TAPPED_THIS_WAY, tapped_this_way  # s21-m21
from app.engine.rules.s21mutate_times import TIMES_MUTATED, times_mutated  # s21-mutate
from app.engine.rules.s22neoa_as_cast import PREFIX as AS_CAST  # s22-neoa
from app.engine.rules.s22neoa_as_cast import as_cast_amount  # s22-neoa
from app.engine.rules.s22stx_zone_counts import ZONE_COUNTS, zone_amount  # s22-stx
from app.engine.rules.s26cmdb_chosen_type import PREFIX as S26CMDB_CHOSEN_TYPE  # s26-cmdb
from app.engine.rules.s26cmdb_chosen_type import chosen_type_count  # s26-cmdb
from app.engine.rules.s26core_event_stats import THAT_PERMANENT_STATS, that_permanent_stat  # s26-core
from app.engine.rules.s26core_target_hand import TARGET_HAND_COUNTS, target_hand_amount  # s26-core
from app.engine.rules.s28fdna_excess_damage import EXCESS_DAMAGE, excess_damage  # s28-fdna
from app.engine.rules.s28fdna_mana_values import MANA_VALUE_COUNTS, different_mana_values  # s28-fdna
from app.engine.rules.s28fdna_source_power import SOURCE_POWER, source_power_of  # s28-fdna
from app.engine.rules.s29cmd_that_player_half import THAT_PLAYER_HALF_LIFE, that_player_half_life  # s29-cmd
from app.engine.rules.s29stda_that_spell import COUNT as THAT_SPELL_MANA_VALUE  # s29-stda
from app.engine.rules.s29stda_that_spell import that_spell_mana_value  # s29-stda
from app.engine.rules.s30stdcb_exiled_this_way import PREFIX as S30STDCB_EXILED  # s30-stdcb
from app.engine.rules.s30stdcb_exiled_this_way import exiled_count as s30stdcb_exiled_count  # s30-stdcb
from app.engine.rules.s32std21_life_lost import LIFE_LOST, life_lost  # s32-std21
from app.engine.rules.sacrificed_amounts import sacrificed_power
from app.engine.rules.source_amounts import source_power, source_toughness  # source_toughness: s29-modern
from app.engine.rules.subtype_counts import is_subtype_count, subtype_count
from app.engine.rules.target_filters import (
    filter_candidates,
    filter_mismatch,
    is_attacking,
    is_blocking,
    matches_filter,
)
from app.engine.rules.targeting import target_refusal
from app.engine.rules.turn_records import died_amount
from app.engine.state import Characteristics, Permanent, StackObject
from app.engine.target_grammar import REFERENCE_SCOPES, TargetFilter, TargetSpecError, parse_target_spec

_CREATURE, _PLANESWALKER, _BATTLE = CardType.CREATURE.value, CardType.PLANESWALKER.value, CardType.BATTLE.value
_ARTIFACT, _ENCHANTMENT, _LAND = CardType.ARTIFACT.value, CardType.ENCHANTMENT.value, CardType.LAND.value

# What each permanent spec asks of a permanent's types (any of them), and in words.
_PERMANENT_TYPES: dict[str, tuple[frozenset[str] | None, str]] = {
    "permanent": (None, "a permanent"),
    "nonland_permanent": (None, "a nonland permanent"),
    "creature": (frozenset({_CREATURE}), "a creature"),
    "artifact": (frozenset({_ARTIFACT}), "an artifact"),
    "enchantment": (frozenset({_ENCHANTMENT}), "an enchantment"),
    "land": (frozenset({_LAND}), "a land"),
    "artifact_or_enchantment": (frozenset({_ARTIFACT, _ENCHANTMENT}), "an artifact or enchantment"),
    "creature_or_planeswalker": (frozenset({_CREATURE, _PLANESWALKER}), "a creature or planeswalker"),
    "attacking_creature": (frozenset({_CREATURE}), "an attacking creature"),
    "blocking_creature": (frozenset({_CREATURE}), "a blocking creature"),
    "attacking_or_blocking_creature": (frozenset({_CREATURE}), "an attacking or blocking creature"),
    "nonblack_creature": (frozenset({_CREATURE}), "a nonblack creature"),
    "nonartifact_creature": (frozenset({_CREATURE}), "a nonartifact creature"),
    "any": (frozenset({_CREATURE, _PLANESWALKER, _BATTLE}), "a creature, player, planeswalker or battle"),
    # s28-fdna: "each of up to two other targets" (CR 115.3: not chosen for an earlier target; rules/other_targets.py)
    "any_other_target": (frozenset({_CREATURE, _PLANESWALKER, _BATTLE}),
                         "a creature, player, planeswalker or battle not chosen for an earlier target"),
    "player_or_planeswalker": (frozenset({_PLANESWALKER}), "a player or planeswalker"),
    "opponent_or_planeswalker": (frozenset({_PLANESWALKER}), "an opponent or planeswalker"),  # s15-targets
    "permanent_or_player": (None, "a permanent or player"),  # s31-old (CR 115.1)
}
# Specs that may name a player (CR 115.1): "target player", "target opponent", "any target",
# "target player or planeswalker".
_PLAYER_TARGETS = ("player", "opponent", "any", "player_or_planeswalker", "opponent_or_planeswalker",
                   "any_other_target",  # s28-fdna
                   "permanent_or_player")  # s31-old
# Untargeted "each <type>" specs: (card type, basic land type or None).
_EACH_OF_A_TYPE: dict[str, tuple[str, str | None]] = {
    "each_artifact": (_ARTIFACT, None), "each_enchantment": (_ENCHANTMENT, None), "each_land": (_LAND, None),
    "each_plains": (_LAND, "Plains"), "each_island": (_LAND, "Island"), "each_swamp": (_LAND, "Swamp"),
    "each_mountain": (_LAND, "Mountain"), "each_forest": (_LAND, "Forest"),
}
# "each creature [with / without flying] and each player": whether the creatures have flying (None: any).
_EACH_CREATURE_AND_PLAYER: dict[str, bool | None] = {
    "each_creature_and_each_player": None, "each_creature_with_flying_and_each_player": True,
    "each_creature_without_flying_and_each_player": False,
}
_SPELL_SPECS = {"spell": "a spell", "creature_spell": "a creature spell", "noncreature_spell": "a noncreature spell",
               "white_spell": "a white spell", "blue_spell": "a blue spell", "black_spell": "a black spell",
               "red_spell": "a red spell", "green_spell": "a green spell"}
# "Counter target red spell.": the color a colored spell spec asks for (CR 105.2, 202.2).
_SPELL_COLORS = {"white_spell": "W", "blue_spell": "U", "black_spell": "B", "red_spell": "R", "green_spell": "G"}
TARGET_CITES = (cr("115.1"), cr("601.2c"))


def _filtered(spec: str) -> TargetFilter | None:
    """The parsed filter of a spec outside the named ones (None for a named spec)."""
    if spec in NAMED_SPECS or spec in _PERMANENT_TYPES or spec in _SPELL_SPECS:
        return None
    try:
        return parse_target_spec(spec)
    except TargetSpecError:
        return None


def _x_of(game: Game, source_id: str, x: int | None) -> int:
    if x is not None:
        return x
    item = game.stack_object(source_id)
    return item.x if item is not None else 0


def _permanent_matches(game: Game, spec: str, permanent: Permanent) -> bool:
    characteristics = characteristics_of(game, permanent)
    types = set(characteristics.types) if characteristics is not None else set()
    wanted, _ = _PERMANENT_TYPES[spec]
    if wanted is not None and not types & wanted:
        return False
    if spec == "nonland_permanent":
        return _LAND not in types
    if spec == "nonblack_creature":
        return characteristics is not None and "B" not in characteristics.colors
    if spec == "nonartifact_creature":
        return _ARTIFACT not in types
    if spec == "attacking_creature":
        return is_attacking(game, permanent.id)
    if spec == "blocking_creature":
        return is_blocking(game, permanent.id)
    if spec == "attacking_or_blocking_creature":
        return is_attacking(game, permanent.id) or is_blocking(game, permanent.id)
    return True


def _mismatch(game: Game, item_id: str, controller: str, spec: str, target_id: str,
              x: int | None = None) -> str | None:
    """Why `target_id` is not what `spec` names (None when it is)."""
    if spec in ABILITY_SPECS:  # s15-targets: an ability on the stack (rules/counter_abilities.py)
        return ability_mismatch(game, item_id, spec, target_id, controller)  # s32-modern: ":you_control"
    if spec == "spell_or_permanent":  # the -lace spells (rules/color_change.py)
        item = game.stack_object(target_id)
        if item is not None and item.kind is StackObjectKind.SPELL:
            return f"{target_id!r} can't target itself (CR 115.5)" if item.id == item_id else None
        if game.permanent(target_id) is not None:
            return None
        return f"{target_id!r} is neither a spell on the stack nor a permanent; the target must be a spell or permanent"
    filtered = _filtered(spec)
    if filtered is not None and SOURCE_POWER in spec:  # s28-fdna: "less than or equal to ~'s power"
        return filter_mismatch(game, item_id, controller, filtered, target_id, source_power_of(game, item_id))
    if filtered is not None:
        return filter_mismatch(game, item_id, controller, filtered, target_id, _x_of(game, item_id, x))
    if spec in _SPELL_SPECS:
        spell = game.stack_object(target_id)
        if spell is None or spell.kind is not StackObjectKind.SPELL:
            return f"{target_id!r} is not a spell on the stack; the target must be {_SPELL_SPECS[spec]}"
        if spell.id == item_id:
            return f"{target_id!r} can't target itself (CR 115.5)"
        characteristics = compute(game, spell)
        creature = characteristics is not None and _CREATURE in characteristics.types
        if (spec == "creature_spell" and not creature) or (spec == "noncreature_spell" and creature):
            return f"{target_id!r} is not {_SPELL_SPECS[spec]}"
        color = _SPELL_COLORS.get(spec)
        if color is not None and (characteristics is None or color not in characteristics.colors):
            return f"{target_id!r} is not {_SPELL_SPECS[spec]}"
        return None
    player = next((p for p in game.state.players if p.id == target_id and not p.has_lost), None)
    if spec in _PLAYER_TARGETS and player is not None:
        if spec in ("opponent", "opponent_or_planeswalker") and player.id == controller:  # s15-targets
            return f"{target_id!r} is not an opponent of {controller}"
        return None
    if spec in ("player", "opponent"):
        return f"{target_id!r} is not a player in the game; the target must be a{'n opponent' if spec == 'opponent' else ' player'}"
    permanent = game.permanent(target_id)
    _, words = _PERMANENT_TYPES[spec]
    if permanent is None and player is not None:
        return f"{target_id!r} is a player; the target must be {words}"
    if permanent is None:
        either = " or player" if spec in _PLAYER_TARGETS else ""  # s28-fdna, s31-old
        return f"there is no permanent{either} {target_id!r}; the target must be {words}"
    if not _permanent_matches(game, spec, permanent):
        return f"{target_id!r} is not {words}"
    return None


def target_problem(game: Game, source_id: str, controller: str, spec: str, target_id: str,
                   x: int | None = None) -> Refusal | None:
    """Why `target_id` is not a legal target for `spec` of an object `source_id` controlled by
    `controller` (CR 115.1), or None when it is legal. `x`: the X of the spell or ability, for
    specs that compare with X (default: the X of the stack object `source_id`)."""
    mismatch = _mismatch(game, source_id, controller, spec, target_id, x)
    if mismatch is not None:
        return Refusal(mismatch, (cr("115.1"),))
    return target_refusal(game, source_id, target_id, controller)


def candidates(game: Game, spec: str) -> list[str]:
    """Everything a spec could possibly name: players, permanents and spells on the stack."""
    if spec in ABILITY_SPECS:  # s15-targets: abilities on the stack
        return ability_candidates(game, spec)
    filtered = _filtered(spec)
    if filtered is not None:
        return filter_candidates(game, filtered)
    if spec in _SPELL_SPECS or spec == "spell_or_permanent":
        spells = [item.id for item in game.state.stack if item.kind is StackObjectKind.SPELL]
        return spells + ([p.id for p in game.state.battlefield] if spec == "spell_or_permanent" else [])
    players = [p.id for p in game.state.players if not p.has_lost] if spec in _PLAYER_TARGETS else []
    permanents = [] if spec in ("player", "opponent") else [p.id for p in game.state.battlefield]
    return players + permanents


def has_legal_target(game: Game, source_id: str, controller: str, spec: str) -> bool:
    return any(target_problem(game, source_id, controller, spec, target) is None
               for target in candidates(game, spec))


def target_slots(effects: Sequence[Any]) -> list[str | None]:
    """Each effect's target spec (None for one that targets nothing), in order."""
    return [effect_target(effect) for effect in effects]


def _count(effect: Any, x: int) -> int | None:
    """How many targets one targeted effect takes: None for "any number" or "up to N" (CR 601.2c)."""
    count = target_count(effect)
    if count == "any_number" or getattr(effect, "up_to", False):
        return None
    return x if count == "X" else int(count)


def _most(effect: Any) -> int | None:
    """The most targets a flexible effect takes: N for "up to N" (CR 601.2c), None for any number."""
    return int(target_count(effect)) if getattr(effect, "up_to", False) else None


def deal_targets(effects: Sequence[Any], targets: Sequence[str], x: int) -> dict[int, list[str]] | None:
    """The chosen targets dealt out to the targeted effects in order, each its count (the one
    taking "any number" gets the rest); None when the number chosen doesn't fit."""
    dealt: dict[int, list[str]] = {}
    position = 0
    for index, effect in enumerate(effects):
        if effect_target(effect) is None:
            continue
        count = _count(effect, x)
        if count is None:
            count = max(0, len(targets) - position - sum(
                _count(later, x) or 0 for later in effects[index + 1:] if effect_target(later) is not None))
            most = _most(effect)
            count = count if most is None else min(count, most)
        dealt[index] = list(targets[position:position + count])
        position += count
    return dealt if position == len(targets) or not dealt else None


def _wanted(effects: Sequence[Any], x: int) -> tuple[int, bool, list[str]]:
    """(fixed number of targets, whether "any number" adds to it, the specs in words)."""
    fixed, flexible, words = 0, False, []
    for effect in effects:
        spec = effect_target(effect)
        if spec is None:
            continue
        count = _count(effect, x)
        flexible = flexible or count is None
        fixed += count or 0
        most = _most(effect)
        many = "any number" if most is None else f"up to {most}"
        words.append(spec if count == 1 else f"{many if count is None else count} x {spec}")
    return fixed, flexible, words


def _at_most(effects: Sequence[Any], x: int) -> int | None:
    """The most targets the effects take together; None when one takes any number."""
    total = 0
    for effect in effects:
        if effect_target(effect) is None:
            continue
        count = _count(effect, x)
        most = _most(effect)
        if count is None and most is None:
            return None
        total += count if count is not None else most or 0
    return total


def verify_targets(game: Game, source_id: str, controller: str, effects: Sequence[Any], targets: list[str],
                   what: str, rule: str, *, check_restrictions: bool = True,
                   x: int = 0, counts: Sequence[int] | None = None) -> None:
    """Refuse targets that don't fit the effects' specs as the object is put on the stack: each
    targeted effect takes its number of targets, in order (CR 115.1, 601.2c / 602.2b), none
    twice for one effect (115.3); when any target is chosen, all the effects take (an activated ability's too: its
    targets are called only when some are given). `counts` (s20-trig2): the action's
    `choices.target_counts`, how many targets are for each targeted effect (601.2c)."""
    fixed, flexible, words = _wanted(effects, x)
    most = _at_most(effects, x)
    if (most is not None and len(targets) > most) or len(targets) < fixed:
        wanted = ", ".join(words) if words else "none"
        number = (f"{fixed} to {most}" if most is not None else f"{fixed} or more") if flexible else str(fixed)
        raise IllegalAction("Wrong targets", f"{what} takes {number} target(s) ({wanted}); "
                            f"{len(targets)} chosen", [cr(rule), cr("115.1")])
    dealt = s20trig2_dealt(effects, targets, x, counts, what, rule)  # s20-trig2: `counts`, CR 601.2c
    if dealt is None:  # fewer targets given than the effects take (the rest chosen later): in order
        dealt, position = {}, 0
        for index, effect in enumerate(effects):
            if effect_target(effect) is not None:
                count = _count(effect, x)
                taken = targets[position:] if count is None else targets[position:position + count]
                dealt[index] = list(taken)
                position += len(taken)
    other_targets.refuse_earlier_targets(effects, dealt, what, rule)  # "other target" (CR 115.3)
    if different_controllers.applies(effects):  # s14-r2targets: "controlled by different players" (CR 601.2c)
        different_controllers.refuse_same_controller(game, effects, dealt, what, rule)
    if s33wmk_single_graveyard.applies(effects):  # s33-wmk: "from a single graveyard" (CR 601.2c, 115.1)
        s33wmk_single_graveyard.refuse_several_graveyards(game, effects, dealt, what, rule)
    for index, chosen in dealt.items():
        spec = effect_target(effects[index])
        assert spec is not None
        if len(set(chosen)) < len(chosen):
            raise IllegalAction("Wrong targets", f"{what} chose the same target twice for one instance of the word "
                                "'target'", [cr(rule), cr("115.3")])
        for target in chosen:
            if check_restrictions:
                problem = target_problem(game, source_id, controller, spec, target, x)
            else:
                mismatch = _mismatch(game, source_id, controller, spec, target, x)
                problem = None if mismatch is None else Refusal(mismatch, (cr("115.1"),))
            if problem is not None:
                which = _which_target(dealt, index, spec)  # s19-multi: "" with one targeted effect
                raise IllegalAction("Illegal target", f"{what} can't target {target!r}{which}: {problem.reason}",
                                    [cr(rule), *problem.cites])


def _which_target(dealt: dict[int, list[str]], index: int, spec: str) -> str:
    """s19-multi: with several targeted effects, which of them a refused target was chosen for (CR 601.2c:
    `choices.targets` are dealt out to them in the order of the effects)."""
    if len(dealt) < 2:
        return ""
    position = sorted(dealt).index(index) + 1
    return f" (chosen for the spell's or ability's targeted effect {position} of {len(dealt)}, target {spec!r})"


def amount(game: Game, item: StackObject, value: int | str) -> int:
    """An effect's amount: a number, "X" (CR 107.3a; a triggered ability uses the X its source
    entered with, CR 107.3m), or what the previous targeted effect's object had ("its_power",
    "its_toughness", "its_mana_value": as it last existed, CR 608.2h)."""
    if isinstance(value, str) and (value.startswith("its_") or value == "number_put_into_graveyard"):
        return referred_amount(game, value)
    if is_times_amount(value):  # s16-m2x: "2 life for each creature you control" (CR 608.2h)
        factor, inner = split_times_amount(str(value))
        return factor * amount(game, item, inner)
    if is_subtype_count(value):  # "equal to the number of Goblins you control" (CR 608.2h)
        return subtype_count(game, item.controller, str(value))
    if isinstance(value, str) and value in COUNTED:  # "for each creature you control" (CR 608.2h)
        return counted(game, item.controller, value)
    if isinstance(value, str) and value.startswith("count:"):  # "for each other Squirrel you control"
        return count_of(game, item, value)
    if isinstance(value, str) and value.startswith(AS_CAST):  # s22-neoa: "you controlled as you cast ~" (CR 608.2h)
        return as_cast_amount(item, value)
    if isinstance(value, str) and value.startswith("X_plus_"):  # s22-neoa: "X plus 2" (CR 107.3a)
        return amount(game, item, "X") + int(value.removeprefix("X_plus_"))
    if value == "X_minus_1":  # s18-neob: "X minus one" (CR 107.3a); a negative number of tokens is 0 (CR 107.1b)
        return max(0, amount(game, item, "X") - 1)
    if isinstance(value, str) and value.startswith(s25khc_source_counters.PREFIX):  # s25-khc: "age counter on it"
        return s25khc_source_counters.count(game, item, value)
    if isinstance(value, str) and value.startswith(S26CMDB_CHOSEN_TYPE):  # s26-cmdb: "... of that type" (CR 608.2d)
        return chosen_type_count(game, item, value)
    if value == "source_power":  # "it deals damage equal to its power" (rules/source_amounts.py)
        return source_power(game, item)
    if value == "source_toughness":  # s29-modern: "+X/+0, where X is its toughness" (rules/source_amounts.py)
        return source_toughness(game, item)
    if value == "your_life_total":  # "where X is your life total" (rules/life_total_amount.py)
        return life_total_amount(game, item)
    if value == "party_size":  # s16-kws: "the number of creatures in your party" (rules/party.py, CR 700.8)
        return party_size(game, item.controller)
    if isinstance(value, str) and (value.startswith(DEVOTION) or value == OPPONENTS):  # s17-tailf (CR 700.5, 102.2)
        return devotion(game, item.controller, value)
    if isinstance(value, str) and value.startswith(HIGHEST_MANA_VALUE):  # s13-m19final (CR 608.2h)
        return highest_mana_value(game, item, value)
    if is_greatest_stat(value):  # s17-pw: "the greatest power among creatures you control" (CR 608.2h)
        return greatest_stat(game, item, str(value))
    if value == "sacrificed_power":  # s13-thud: Thud (rules/sacrificed_amounts.py, CR 608.2h)
        return sacrificed_power(item)
    if value in ("sacrificed_toughness", "sacrificed_mana_value"):  # s18-neoa (rules/sacrificed_amounts.py)
        return sacrificed_power(item, str(value))
    if value == GRAVEYARD_GREATEST_MANA_VALUE:  # s14-r2history: Wick's Patrol (CR 202.3, 608.2h)
        return graveyard_greatest_mana_value(game, item)
    if isinstance(value, str) and value.startswith("died"):  # s15-records (rules/turn_records.py, CR 700.4)
        return died_amount(game, item.controller, value)
    if isinstance(value, str) and value in GRAVEYARD_COUNTS:  # s17-taile: "for each creature card in your graveyard"
        return graveyard_amount(game, item, value)
    if isinstance(value, str) and value.startswith(S33FIN_GRAVEYARD):  # s33-fin: "artifact and/or creature card"
        return s33fin_graveyard_types_amount(game, item, value)
    if isinstance(value, str) and value in ZONE_COUNTS:  # s22-stx: "the number of cards in your hand / library"
        return zone_amount(game, item, value)
    if isinstance(value, str) and value in MANA_VALUE_COUNTS:  # s28-fdna: "for each different mana value among ..."
        return different_mana_values(game, item, value)
    if isinstance(value, str) and value in DEFENDING_GRAVEYARD_COUNTS:  # s17-neo3: "in defending player's graveyard"
        return defending_graveyard_amount(game, item, value)
    if isinstance(value, str) and value in TARGET_GRAVEYARD_COUNTS:  # s19-m21: "for each creature card in their graveyard"
        return target_graveyard_amount(game, item, value)
    if value == TAPPED_THIS_WAY:  # s21-m21: "for each creature tapped this way"
        return tapped_this_way(game, item)
    if isinstance(value, str) and value in TARGET_HALF_COUNTS:  # s20-m21: "half their life, rounded up"
        return target_half_amount(game, item, value, referred_players(game))
    if is_total_toughness(value):  # s20-m20: "the total toughness of creatures you control" (CR 608.2h)
        return total_toughness(game, item, str(value))
    if value == GRAVEYARD_NAMED_LIKE_SOURCE:  # s15-library: "cards named ~ in your graveyard" (CR 201.2a, 608.2h)
        return graveyard_named_count(game, item)
    if value == LIFE_LOST:  # s32-std21: "equal to the life you've lost this turn" (CR 119.3, 608.2h)
        return life_lost(game, item.controller)
    if value == "s35tdm_spells_cast_this_turn":  # s35-tdm: "the number of spells you've cast this turn" (CR 601.2i)
        return game.player(item.controller).spells_cast_this_turn if item.controller is not None else 0
    if value == "damage_dealt_to_you_this_turn":  # Simulacrum (rules/damage_this_turn.py)
        return game.player(item.controller).damage_dealt_this_turn
    if value == "s27mech_devoured":  # s27-mech: "for each creature it devoured" (CR 702.82b)
        return s27mech_devoured.devoured_by(game, item)
    if isinstance(value, str) and value.startswith("milled:"):  # s18-m20: "for each creature card milled this way"
        return milled_count(game, item, value)
    if isinstance(value, str) and value.startswith(S30STDCB_EXILED):  # s30-stdcb: "for each creature card exiled this way"
        return s30stdcb_exiled_count(game, value, {ref.id for ref in referents(game)})
    if value != "X":
        if type(value) is int:
            return value
        if value == THAT_SPELL_MANA_VALUE:  # s29-stda: "where X is that spell's mana value" (CR 202.3, 608.2h)
            return that_spell_mana_value(item)
        if value == "s25mh_colors_spent":  # s25-mh: converge (rules/s25mh_converge.py, CR 601.2h)
            return s25mh_converge.amount(item)
        if value == "s25mh_exiled_card_power":  # s25-mh: scavenge (rules/s25mh_scavenge.py, CR 702.97a)
            return s25mh_scavenge.exiled_card_power(game, item)
        if value == TIMES_MUTATED:  # s21-mutate: "the number of times ~ has mutated" (rules/s21mutate_times.py)
            return times_mutated(game, item)
        if value in THAT_PERMANENT_STATS:  # s26-core: "equal to its toughness", the entering creature's (CR 608.2h)
            return that_permanent_stat(game, item, str(value))
        if value in TARGET_HAND_COUNTS:  # s26-core: "the number of cards in that player's hand" (CR 402.1, 608.2h)
            return target_hand_amount(game, item, str(value))
        if value in THAT_PLAYER_HALF_LIFE:  # s29-cmd: "that player loses half their life, rounded up" (CR 107.1a)
            return that_player_half_life(game, item, str(value))
        return event_amount(item, str(value))
    if item.x or item.kind is not StackObjectKind.TRIGGERED_ABILITY or "x" in item.choices:
        return item.x  # "x" in choices: an X the ability itself defines (rules/step_triggers.py)
    source = game.permanent(item.source or "")
    return source.x if source is not None else 0


def event_amount(item: StackObject, value: str) -> int:
    """"that_much" / "that_creatures_toughness": what the trigger event of a triggered ability
    recorded (rules/event_triggers.py), 0 when it recorded none."""
    event = item.choices.get("event") or {}
    return max(0, int(event.get(value, 0)))


def damage_source(item: StackObject) -> str:
    """The source of an effect's damage or other action: a spell itself, or an ability's source
    (CR 113.7: an ability's source is the object that produced it)."""
    return item.id if item.kind is StackObjectKind.SPELL else (item.source or item.id)


def affected(game: Game, item: StackObject, spec: str) -> list[str]:
    """The objects or players an effect acts on: its (legal, already checked) targets for a
    targeted spec, else what the untargeted spec names now."""
    controller = item.controller or ""
    if spec == "self":
        return [item.source] if item.source is not None and game.permanent(item.source) is not None else []
    if spec == "you":
        return [controller]
    if spec == "that_player" and "that_player" in item.choices:  # the player a step trigger is about
        that = item.choices.get("that_player")                     # (rules/step_triggers.py)
        return [that] if isinstance(that, str) else []
    if spec in ("each_opponent", "each_player"):
        return [p.id for p in game.players_in_turn_order() if spec == "each_player" or p.id != controller]
    if spec == "that_target_player":  # s19-multi: the player the effect before targeted, if still legal (CR 608.2b-c)
        return referred_players(game)
    if spec in ("enchanted_creature", "equipped_creature"):  # the permanent the Aura (303.4) / Equipment (301.5) is attached to
        aura = game.permanent(item.source or "")
        host = None if aura is None or aura.attached_to is None else game.permanent(aura.attached_to)
        return [host.id] if host is not None else []
    if spec in _EACH_OF_A_TYPE:  # "Destroy all lands.", "Destroy all Islands." (untargeted)
        card_type, subtype = _EACH_OF_A_TYPE[spec]
        found: list[str] = []
        for permanent in game.state.battlefield:
            characteristics = characteristics_of(game, permanent)
            if characteristics is not None and card_type in characteristics.types and (
                    subtype is None or subtype in characteristics.subtypes):
                found.append(permanent.id)
        return found
    if spec == "each_blocking_creature":
        return [p.id for p in game.state.battlefield if _permanent_matches(game, "creature", p) and is_blocking(game, p.id)]
    if spec in _EACH_CREATURE_AND_PLAYER or spec == "each_attacking_creature":
        # "each creature [with / without flying] and each player" (Inferno, Hurricane, Earthquake);
        # "each attacking creature" (Sandstorm)
        flying = _EACH_CREATURE_AND_PLAYER.get(spec)
        creatures = [p.id for p in game.state.battlefield if _permanent_matches(game, "creature", p)
                     and (spec != "each_attacking_creature" or is_attacking(game, p.id))
                     and (flying is None or has_keyword(game, p, "flying") == flying)]
        players = [p.id for p in game.players_in_turn_order()] if spec != "each_attacking_creature" else []
        return creatures + players
    if spec in ("each_creature", "each_creature_you_control"):
        return [p.id for p in game.state.battlefield if _permanent_matches(game, "creature", p)
                and (spec == "each_creature" or p.controller == controller)]
    if spec == "those_attackers":  # s19-m20: the attackers a "you_attack" event named, still there (rules/you_attack.py)
        return those_attackers(game, item)
    if spec in EVENT_SPECS:  # what the trigger event named (rules/event_triggers.py)
        named = (item.choices.get("event") or {}).get(spec)
        return [named] if isinstance(named, str) else []
    filtered = _filtered(spec)
    if filtered is not None and filtered.base in ("it", "all", "its_controller"):
        return _affected_by_filter(game, item, filtered)
    return list(item.targets)


def _affected_by_filter(game: Game, item: StackObject, spec: TargetFilter) -> list[str]:
    """`all` (every permanent it names, or every one of the target players'), `it` (what the
    previous targeted effect affected, if it still fits), `its_controller` (CR 608.2h)."""
    controller = item.controller or ""
    source = item.source or item.id
    if spec.base == "its_controller":
        return list(dict.fromkeys(ref.controller for ref in referents(game) if ref.controller is not None))
    if spec.base == "it":
        found: list[str] = []
        for ref in referents(game):
            permanent = game.permanent(ref.id)
            if permanent is not None and matches_filter(game, spec, permanent, source, controller, item.x):
                found.append(ref.id)
            elif permanent is None and spec.text == "it":
                found.append(ref.id)  # a player, or a card elsewhere
        return found
    owners = set(item.targets) if spec.player_scope is not None else None
    if spec.player_scope in REFERENCE_SCOPES:  # "each creature that player controls" (CR 608.2c)
        owners = set(referred_players(game))
        if spec.player_scope == "that_player_or_controller_controls":  # s23-c13: a target planeswalker's controller
            owners |= {ref.controller for ref in referents(game) if ref.controller is not None}
    result: list[str] = []
    for permanent in game.state.battlefield:
        if owners is not None:
            whose = permanent.owner if spec.player_scope == "target_player_owns" else permanent.controller
            if whose not in owners:
                continue
        if matches_filter(game, spec, permanent, source, controller, item.x):
            result.append(permanent.id)
    return result


# --- referring back (CR 608.2c, 608.2h) ------------------------------------------------------

_REFERENTS = "referents"  # game.rule_memory key: what the previous targeted effect affected


class Referent:
    """An object or player a targeted effect affected, as it was just before it happened."""

    __slots__ = ("characteristics", "controller", "id", "life", "loyalty", "since")

    def __init__(self, object_id: str, controller: str | None, characteristics: Characteristics | None,
                 since: int = 0, life: int | None = None, loyalty: int = 0) -> None:
        self.id = object_id
        self.controller = controller
        self.characteristics = characteristics
        self.since = since  # the number of events before the effect happened
        self.life = life  # a player's life total before it
        self.loyalty = loyalty  # a planeswalker's loyalty before it


def referents(game: Game) -> list[Referent]:
    found = game.rule_memory.get(_REFERENTS)
    return list(found) if isinstance(found, list) else []


def _remember(game: Game, targets: list[str]) -> list[Referent]:
    remembered: list[Referent] = []
    for target in targets:
        permanent = game.permanent(target)
        if permanent is not None:
            remembered.append(Referent(target, permanent.controller, compute(game, permanent), len(game.events),
                                       loyalty=permanent.counters.get("loyalty", 0)))
            continue
        location = game.find_zone_card(target)
        if location is not None:
            card = StackObject(id=target, card=location.card.card)
            remembered.append(Referent(target, location.player.id, compute(game, card)))
            continue
        spell = game.stack_object(target)
        if spell is not None:
            remembered.append(Referent(target, spell.controller, compute(game, spell)))
            continue
        player = next((p for p in game.state.players if p.id == target), None)
        remembered.append(Referent(target, None, None, len(game.events), player.life if player else None))  # a player
    return remembered


def _put_into_graveyard(game: Game, ref: Referent) -> bool:
    """Did the previous effect put this permanent into a graveyard (a token too: it goes there,
    then ceases to exist, CR 704.5d)? Read from the zone changes since it happened."""
    return any(event["type"] == "zone_change" and event.get("permanent") == ref.id and event["to"] == "graveyard"
               for event in game.events[ref.since:])


def _damage_dealt_capped(game: Game, ref: Referent) -> int:
    """The damage dealt to it since, but no more than a player's life total or a planeswalker's
    loyalty before the damage, or a creature's toughness (Drain Life)."""
    dealt: int = sum(int(event["amount"]) for event in game.events[ref.since:]
                     if event["type"] == "damage_dealt" and event["to"] == ref.id)
    if ref.life is not None:
        return min(dealt, max(ref.life, 0))
    characteristics = ref.characteristics
    if characteristics is None:
        return 0
    caps = []
    if _PLANESWALKER in characteristics.types:
        caps.append(ref.loyalty)
    if _CREATURE in characteristics.types:
        caps.append(characteristics.toughness or 0)
    return min(dealt, max(0, max(caps))) if caps else 0


def referred_amount(game: Game, value: str) -> int:
    """"its_power", "its_toughness", "its_mana_value" of the previous targeted effect's object;
    "number_put_into_graveyard": how many of its objects it put into a graveyard."""
    if value == "number_put_into_graveyard":
        return sum(_put_into_graveyard(game, ref) for ref in referents(game))
    if value == "its_damage_dealt_capped":
        return sum(_damage_dealt_capped(game, ref) for ref in referents(game))
    if value == EXCESS_DAMAGE:  # s28-fdna: "the amount of excess damage dealt to that creature this way" (CR 120.10)
        return sum(excess_damage(game, ref) for ref in referents(game))
    if value == "its_damage_dealt":  # s23-c11: "the damage dealt this way" (CR 608.2h), uncapped
        return sum(int(event["amount"]) for ref in referents(game) for event in game.events[ref.since:]
                   if event["type"] == "damage_dealt" and event["to"] == ref.id)
    for ref in referents(game):
        if ref.characteristics is not None:
            found = getattr(ref.characteristics, value.removeprefix("its_"), None)
            return max(0, int(found or 0))  # CR 107.1b: a negative result is 0 (a -2/-2 creature: no life)
    return 0


def referred_players(game: Game) -> list[str]:
    """"that player": the players the previous targeted effect targeted."""
    return [ref.id for ref in referents(game) if ref.characteristics is None and ref.controller is None]


def _refers_back(effect: Any) -> bool:
    """Does this effect name what the previous targeted effect affected ("it", "its controller",
    "its power", "that player")?"""
    if getattr(effect, "kind", None) == "if_condition":  # s13-riders: "if that creature is ..." (rules/riders.py)
        # s34-std: "If you controlled it" (rules/s34std_you_controlled.py, CR 608.2h)
        return bool(effect.condition.kind in ("it_is", "s34std_you_controlled_it") or _refers_back(effect.effect))
    if getattr(effect, "kind", None) == "destroy_attached":  # s18-m21: "attached to that creature" (CR 608.2c)
        return True
    if getattr(effect, "count", None) == EXCESS_DAMAGE:  # s28-fdna: "excess damage dealt to that creature this way"
        return True
    # by: s13-bite fight; count: s29-stda ("Create X Treasure tokens, where X is that spell's mana value.", CR 608.2h)
    # (s29-cmd's "Create X ... tokens, where X is that artifact's mana value.": the token count "its_mana_value", the same)
    # s30-modern: `attach`'s `s30modern_what` "it" (the Equipment the `choose_target` before named, rules/equip.py)
    for name in ("target", "player", "amount", "times", "power", "toughness", "by", "for_player", "count",
                 "s30modern_what"):
        value = getattr(effect, name, None)
        if isinstance(value, str) and (value.startswith("it") or value in ("that_player", "number_put_into_graveyard", "that_target_player")):
            return True
        if isinstance(value, str) and S30STDCB_EXILED in value:  # s30-stdcb: "for each creature card exiled this way"
            return True
        if isinstance(value, str) and value.endswith((":that_player_controls", ":that_player_or_controller_controls")):
            return True
    return False


def resolve_effects(game: Game, item: StackObject, effects: Sequence[Any], choices: Choices,
                    announce: Callable[[], None] | None = None) -> bool:
    """Resolve `effects` of a spell or ability in order (CR 608.2c), each on its legal targets;
    `announce` is called first, once the targets are known to allow it to resolve. With targets
    and none of them legal any more, nothing happens and False is returned: the spell or ability
    doesn't resolve (CR 608.2b)."""
    specs = target_slots(effects)
    targeted = [index for index, spec in enumerate(specs) if spec is not None]
    counts = item.choices.get(S20TRIG2_COUNTS) if len(targeted) > 1 else None  # s20-trig2 (CR 601.2c)
    dealt = deal_targets(effects, item.targets, item.x) if counts is None else s20trig2_dealt_by_counts(
        effects, item.targets, counts, item.x)
    if dealt is None:
        if len(targeted) == 1 and len(item.targets) > 1:
            # An ability given several targets for its one targeted effect (as pump always accepted).
            dealt = {targeted[0]: list(item.targets)}
        else:
            dealt = {index: item.targets[n:n + 1] for n, index in enumerate(targeted)}
    fixed, _, _ = _wanted(effects, item.x)
    source = damage_source(item)
    controller = item.controller or ""

    legal_targets: dict[int, list[str]] = {}
    illegal: dict[str, str] = {}  # target -> why it is no longer legal
    for index in targeted:
        spec = specs[index]
        assert spec is not None
        legal_targets[index] = []
        for target in dealt.get(index, []):
            problem = target_problem(game, source, controller, spec, target, item.x)
            if problem is None:
                legal_targets[index].append(target)
            else:
                illegal[target] = problem.reason
                game.emit("target_illegal", [cr("608.2b"), *problem.cites], stack_object=item.id, target=target,
                          reason=problem.reason)
    if different_controllers.applies(effects):  # s14-r2targets: checked with the other targets (CR 608.2b)
        related = different_controllers.illegal_by_relation(game, effects, dealt, legal_targets)
        for target, reason in related.items():
            for index in legal_targets:
                legal_targets[index] = [t for t in legal_targets[index] if t != target]
            illegal[target] = reason
            game.emit("target_illegal", [cr("608.2b"), cr("115.1")], stack_object=item.id, target=target,
                      reason=reason)
    if targeted and not any(legal_targets.values()) and (any(dealt.values()) or fixed > 0):
        kind = "spell_fizzled" if item.kind is StackObjectKind.SPELL else "ability_fizzled"
        game.emit(kind, [cr("608.2b")], stack_object=item.id, source=item.source, targets=list(item.targets),
                  illegal_targets=illegal)
        return False
    if announce is not None:
        announce()
    saved = game.rule_memory.get(_REFERENTS)
    game.rule_memory[_REFERENTS] = []
    try:
        for index, effect in enumerate(effects):
            if specs[index] is not None and not legal_targets[index]:
                game.rule_memory[_REFERENTS] = []  # nothing for a later "it" to refer to
                if not dealt.get(index):
                    continue  # no target chosen ("X target creatures" with X = 0)
                # CR 608.2b: no action is performed on an illegal target.
                skipped = list(dealt[index])
                game.emit("effect_skipped", [cr("608.2b")], stack_object=item.id, effect=effect.kind, targets=skipped,
                          illegal_targets={t: illegal[t] for t in skipped if t in illegal})
                continue
            resolver = registry.effect_resolvers.get(effect.kind)
            if resolver is None:
                raise IllegalAction("Not supported yet", f"resolving a {effect.kind!r} effect is not supported yet")
            targets = legal_targets.get(index, [])
            if specs[index] is not None and any(_refers_back(later) for later in effects[index + 1:]):
                game.rule_memory[_REFERENTS] = _remember(game, targets)  # as they are now (CR 608.2h)
            # The resolver sees only this effect's legal targets (a copy only when they differ).
            update: dict[str, Any] = {} if targets == item.targets else {"targets": targets}
            if target_count(effect) != 1:
                update["choices"] = {**item.choices, "dealt_targets": dealt.get(index, [])}
            part = item.model_copy(update=update) if update else item
            made_before = _battlefield_ids(game) if _names_what_it_creates(effect, effects[index + 1:]) else None
            resolver(game, part, effect, choices)
            if made_before is not None:  # s13-gift2: "Create a ... token. Put a +1/+1 counter on it." (CR 608.2c)
                game.rule_memory[_REFERENTS] = _remember(
                    game, [p.id for p in game.state.battlefield if p.id not in made_before]
                )
    finally:
        game.rule_memory[_REFERENTS] = saved
    return True


# --- s13-gift2: "it" / "that creature" after "Create a ... token" (CR 608.2c) ---------------------


def _names_what_it_creates(effect: Any, later: Sequence[Any]) -> bool:
    """Does a later effect name ("it") the token this `create_token` effect creates?"""
    # s28-cmd: and a token copy's ("Create a token that's a copy of target artifact. That token gains haste.")
    return getattr(effect, "kind", None) in ("create_token", "create_token_copy") and any(_refers_back(e) for e in later)


def _battlefield_ids(game: Game) -> set[str]:
    return {permanent.id for permanent in game.state.battlefield}


# --- s14-seasons: "Choose an artifact or creature you control. Create a token that's a copy of it." ----


def refer_to(game: Game, object_ids: list[str]) -> None:
    """Make `object_ids` (permanents chosen as the effect resolves, not targeted, CR 608.2d) what a
    later effect's "it" of the same spell or ability names (CR 608.2c), as they are now."""
    game.rule_memory[_REFERENTS] = _remember(game, object_ids)


def s29cmd_refer_to_sacrificed(game: Game, object_ids: list[str]) -> None:
    """s29-cmd: "Target player sacrifices a creature. You gain life equal to that creature's toughness." (CR 608.2h,
    701.21a): the permanent one player sacrificed to an `edict` is what a later "its" / "that creature's" power or
    toughness names, as it last existed (remembered just before the sacrifice); it comes before the target player, who
    stays "that player" (`referred_players`)."""
    players = [ref for ref in game.rule_memory.get(_REFERENTS, []) if ref.characteristics is None]
    game.rule_memory[_REFERENTS] = [*_remember(game, object_ids), *players]


# --- s19-m20 ---
def those_attackers(game: Game, item: StackObject) -> list[str]:
    """s19-m20: "they" of "Whenever one or more creatures you control attack, they ...": the attackers the trigger
    event named (`those_attackers`, rules/you_attack.py) still on the battlefield (CR 400.7: one that left is a new
    object, not one of them), in the event's order."""
    named = (item.choices.get("event") or {}).get("those_attackers")
    if not isinstance(named, list):
        return []
    return [permanent_id for permanent_id in named if isinstance(permanent_id, str) and game.permanent(permanent_id)]


# --- s20-trig2 (docs/oracle-s20-trig2.md) ---
# The stack object's choice (and the action's `choices.target_counts`): how many targets were chosen for each targeted
# effect, in order (CR 601.2c: for a variable number of targets the player announces how many they choose).
S20TRIG2_COUNTS = "target_counts"


def s20trig2_unsaid(effects: Sequence[Any], targets: Sequence[str], x: int) -> bool:
    """Does the number of targets chosen leave open which effect each is for? Only with two or more "up to" /
    "any number" targeted effects and a number between the fixed ones and the most they take together ("Destroy up
    to one target artifact. Put a +1/+1 counter on up to one target creature." with one target): CR 601.2c has the
    player choose the targets for each instance of "target", so the engine can't deal them out by itself."""
    flexible = sum(1 for effect in effects if effect_target(effect) is not None and _count(effect, x) is None)
    if flexible < 2:
        return False
    fixed, _, _ = _wanted(effects, x)
    most = _at_most(effects, x)
    return fixed < len(targets) and (most is None or len(targets) < most)


def s20trig2_dealt_by_counts(effects: Sequence[Any], targets: Sequence[str], counts: Sequence[int],
                             x: int) -> dict[int, list[str]] | None:
    """The chosen targets dealt out to the targeted effects by the numbers chosen for each (CR 601.2c); None when the
    numbers don't fit the effects (one number per targeted effect, each its fixed number, or 0 to N for "up to N",
    summing to the targets chosen)."""
    targeted = [index for index, effect in enumerate(effects) if effect_target(effect) is not None]
    if len(counts) != len(targeted) or sum(counts) != len(targets):
        return None
    dealt: dict[int, list[str]] = {}
    position = 0
    for index, number in zip(targeted, counts, strict=True):
        fixed, most = _count(effects[index], x), _most(effects[index])
        if (fixed is not None and number != fixed) or (most is not None and number > most):
            return None
        dealt[index] = list(targets[position:position + number])
        position += number
    return dealt


def s20trig2_dealt(effects: Sequence[Any], targets: Sequence[str], x: int, counts: Sequence[int] | None, what: str,
                   rule: str) -> dict[int, list[str]] | None:
    """`deal_targets` as an object is put on the stack, with the numbers chosen for each targeted effect when given;
    refused when they don't fit, or when none are given and the text leaves which effect a target is for open."""
    if counts is not None:
        dealt = s20trig2_dealt_by_counts(effects, targets, counts, x)
        if dealt is None:
            raise IllegalAction("Wrong targets", f"{what}: choices.target_counts {list(counts)} don't fit its targeted "
                                f"effects ({', '.join(_wanted(effects, x)[2])}) and the {len(targets)} target(s) "
                                "chosen: one number per targeted effect, in order, summing to the targets",
                                [cr(rule), cr("601.2c")])
        return dealt
    if s20trig2_unsaid(effects, targets, x):
        raise IllegalAction("Wrong targets", f"{what} has several 'up to' targets and {len(targets)} target(s) were "
                            "chosen: say how many are for each targeted effect, in order (choices.target_counts)",
                            [cr(rule), cr("601.2c"), cr("115.1")])
    return deal_targets(effects, targets, x)


def record_target_counts(item: StackObject, choices: Choices) -> list[int] | None:
    """The action's `choices.target_counts`, kept on the spell or ability it puts on the stack for its resolution
    (CR 601.2c: chosen as it is put on the stack; 608.2b: its targets are checked again, each for its own effect)."""
    counts = choices.target_counts
    if counts is not None:
        item.choices[S20TRIG2_COUNTS] = list(counts)
    return counts


# --- s29-old ---
def s29old_also_refer_to(game: Game, object_ids: list[str]) -> None:
    """Add `object_ids` (permanents a player chose as the effect resolves, e.g. the creature an edict's player sacrificed,
    CR 608.2d, 701.21a) to what a later effect of the same spell or ability names by "its power" / "that creature's
    toughness" (CR 608.2h), as they are now (before they leave the battlefield); the players an earlier target named
    stay ("that player", `referred_players`)."""
    game.rule_memory[_REFERENTS] = [*referents(game), *_remember(game, object_ids)]
