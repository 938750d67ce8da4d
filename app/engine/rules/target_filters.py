"""Matching the target-spec filter grammar (app/engine/target_grammar.py) against a game: CR 115.1
(what a target must be), 115.2 (only permanents, unless the spell says another zone: a card in a
graveyard, a spell on the stack), 115.5 (a spell can't target itself).

`filter_mismatch` says why an object or player is not what a filtered spec names (None when it
is); `filter_candidates` lists everything it could name; `matches_filter` checks one permanent
without targeting (the `all` and `it` bases)."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of, compute
from app.engine.enums import StackObjectKind, Zone
from app.engine.game import Game
from app.engine.rules import s27cmd_attacker_defending  # s27-cmd
from app.engine.rules.creature_or_subtype import is_creature_or_subtype  # s15-r2neoa
from app.engine.rules.dealt_damage_this_turn import was_dealt_damage_this_turn
from app.engine.rules.defending_player_controls import defending_player_of
from app.engine.rules.historic import is_historic  # s17-taile (CR 700.6)
from app.engine.rules.lesser_power import LESSER_POWER, has_lesser_power
from app.engine.rules.modified import is_modified  # s15-neo
from app.engine.rules.named_cards import NAMED_LIKE_SOURCE, NOT_NAMED_LIKE_SOURCE, named_like_source
from app.engine.rules.s23neo_event_player import event_player  # s23-neo
from app.engine.rules.s28blbneo_lesser_mana_value import LESSER_MANA_VALUE as S28BLBNEO_LESSER_MV  # s28-blbneo
from app.engine.rules.s28blbneo_lesser_mana_value import has_lesser_mana_value  # s28-blbneo
from app.engine.rules.s29cmd_attacking_you import attacking_an_opponent, attacking_you  # s29-cmd
from app.engine.state import Characteristics, Permanent, StackObject
from app.engine.target_grammar import (
    ARTIFACT_OR_ENCHANTMENT_OR_TAPPED,  # s21-neoa
    COLORS,
    CONTROLLED_NOT_OWNED,  # s19-m20
    COUNTER_STATES,
    DEFENDING_PLAYER_CONTROLS,
    EVENT_PLAYER_CONTROLS,  # s23-neo
    IN_AN_OPPONENTS_GRAVEYARD,  # s22-zne
    NO_COUNTER_STATES,
    S23C12_COUNTERS_AT_LEAST,  # s23-c12
    S27CMD_ATTACKER_DEFENDING_CONTROLS,  # s27-cmd
    S29CMD_ATTACKING_OPPONENT,  # s29-cmd
    S29CMD_ATTACKING_OPPONENT_OR_PW,  # s29-cmd
    S29CMD_ATTACKING_YOU,  # s29-cmd
    S30STDBB_POWER_EQUALS_TOUGHNESS,  # s30-stdbb
    SPELL_TARGETS_STATES,  # s18-m20
    WITHOUT_COUNTERS,  # s29-cmd
    TargetFilter,
)


def is_attacking(game: Game, permanent_id: str) -> bool:
    """Whether the permanent is an attacking creature now (CR 506.3, 508.1)."""
    combat = game.state.combat
    return combat is not None and any(attacker.id == permanent_id for attacker in combat.attackers)


BLOCKING_SOURCE = "blocking_source"  # s22-afr: "target creature blocking it" (it: the source)


def blocking_source(game: Game, permanent: Permanent, source_id: str) -> bool:
    """s22-afr: whether `permanent` is blocking the source (CR 509.1: the blocks declared this combat)."""
    combat = game.state.combat
    return combat is not None and source_id in combat.blockers.get(permanent.id, [])


SADDLED_SOURCE = "saddled_source"  # s27-otjb: "target creature that saddled it this turn" (it: the source)


def saddled_source(game: Game, permanent: Permanent, source_id: str) -> bool:
    """s27-otjb: whether `permanent` saddled the source this turn (CR 702.171c): both objects' records name the other
    (a new object, after a zone change, has neither, 400.7)."""
    source = game.permanent(source_id)
    return source is not None and permanent.id in source.saddled_by and source_id in permanent.saddled_mounts


def is_blocking(game: Game, permanent_id: str) -> bool:
    """Whether the permanent is a blocking creature now (CR 509.1)."""
    combat = game.state.combat
    return combat is not None and permanent_id in combat.blockers


def _state_holds(game: Game, state: str, permanent: Permanent) -> bool:
    if state in (NAMED_LIKE_SOURCE, NOT_NAMED_LIKE_SOURCE, BLOCKING_SOURCE, SADDLED_SOURCE):  # s15-library, s22-afr: checked with
        return True                                                           # the source by `matches_filter`
    if state == LESSER_POWER:  # s16-kwc: checked with the source by `matches_filter` (CR 702.134a)
        return True
    if state in (S29CMD_ATTACKING_YOU, S29CMD_ATTACKING_OPPONENT, S29CMD_ATTACKING_OPPONENT_OR_PW):  # s29-cmd:
        return True  # checked with the source's controller by `matches_filter`
    if state == S28BLBNEO_LESSER_MV:  # s28-blbneo: checked with the event's permanent by `matches_filter` (608.2b)
        return True
    if state == "modified":  # s15-neo: CR 700.9
        return is_modified(game, permanent)
    if state == "legendary":  # s15-neo: the supertype (CR 205.4a, 205.4d)
        characteristics = characteristics_of(game, permanent)
        return characteristics is not None and "Legendary" in characteristics.supertypes
    if state == "basic":  # s21-szn: the supertype (CR 205.4a, 205.4c)
        characteristics = characteristics_of(game, permanent)
        return characteristics is not None and "Basic" in characteristics.supertypes
    if state.startswith("with_counter") or state == WITHOUT_COUNTERS:  # s14-counters, s29-cmd: CR 122.1
        return has_counters(state, permanent)
    if state in NO_COUNTER_STATES:  # s18-neob: "that doesn't have a +1/+1 counter on it" (CR 122.1)
        return permanent.counters.get(NO_COUNTER_STATES[state], 0) == 0
    if state.startswith("creature_or_"):  # s15-r2neoa: "creature or Vehicle" (CR 205.3, 301.7)
        return is_creature_or_subtype(game, state, permanent)
    if state.startswith("token_or_"):  # s14-counters: "that's a token or a Rabbit" (CR 111.1, 205.3)
        return permanent.is_token or token_or_subtype(game, state, permanent)
    if state == CONTROLLED_NOT_OWNED:  # s19-m20: "you control ... you don't own" (CR 108.3, 110.2)
        return (permanent.owner or permanent.controller) != permanent.controller
    if state == "tapped":
        return permanent.tapped
    if state == "untapped":
        return not permanent.tapped
    if state == "attacking":
        return is_attacking(game, permanent.id)
    if state == "blocking":
        return is_blocking(game, permanent.id)
    if state == "nontoken":  # CR 111.1
        return not permanent.is_token
    if state == "token":  # CR 111.1
        return permanent.is_token
    if state == "entered_this_turn":  # CR 400.7: the per-turn record of rules/entered_this_turn.py (s13-batch2)
        return any(record.permanent == permanent.id for record in game.state.entered_this_turn)
    if state in ("enchanted", "not_enchanted"):  # an Aura attached to it (CR 303.4)
        enchanted = any(other.attached_to == permanent.id for other in game.state.battlefield)
        return enchanted == (state == "enchanted")
    if state == "attacking_or_tapped":  # "an attacking or tapped creature" (s13-modal)
        return permanent.tapped or is_attacking(game, permanent.id)
    if state == "dealt_damage_this_turn":  # "that was dealt damage this turn" (CR 120.1; s13-modal)
        return was_dealt_damage_this_turn(permanent)
    if state == "attacking_or_blocking_or_tapped":  # "target attacking, blocking, or tapped creature"
        return permanent.tapped or is_attacking(game, permanent.id) or is_blocking(game, permanent.id)
    if state == "nonlegendary":  # s21-ete: not of the supertype (CR 205.4a, 205.4d)
        characteristics = characteristics_of(game, permanent)
        return characteristics is not None and "Legendary" not in characteristics.supertypes
    if state == S30STDBB_POWER_EQUALS_TOUGHNESS:  # s30-stdbb: "with power equal to its toughness" (CR 208.1)
        characteristics = characteristics_of(game, permanent)
        return (characteristics is not None and characteristics.power is not None
                and characteristics.power == characteristics.toughness)
    if state == "nonbasic":  # s22-war: not of the supertype basic (CR 205.4a, 205.4c)
        characteristics = characteristics_of(game, permanent)
        return characteristics is not None and "Basic" not in characteristics.supertypes
    if state in ("snow", "nonsnow"):  # s24-mh1: of the supertype snow or not (CR 205.4a, 205.4g)
        characteristics = characteristics_of(game, permanent)
        return characteristics is not None and ("Snow" in characteristics.supertypes) == (state == "snow")
    if state in SPELL_TARGETS_STATES:  # s18-m20: a spell's state; a permanent targets nothing
        return False
    if state == ARTIFACT_OR_ENCHANTMENT_OR_TAPPED:  # s21-neoa: "artifact, enchantment, or tapped creature" (CR 115.1)
        if permanent.tapped:
            return True
        characteristics = characteristics_of(game, permanent)
        return characteristics is not None and not {"Artifact", "Enchantment"}.isdisjoint(characteristics.types)
    return is_attacking(game, permanent.id) or is_blocking(game, permanent.id)  # attacking_or_blocking


def states_hold(game: Game, spec: TargetFilter, permanent: Permanent) -> bool:
    """s15-neo: whether the permanent is in every state the spec names ("modified", "tapped", ...)."""
    return all(_state_holds(game, state, permanent) for state in spec.states)


def characteristics_match(spec: TargetFilter, characteristics: Characteristics | None, x: int) -> bool:
    """The qualifiers that read an object's characteristics: types, colors, subtypes, keywords,
    power, toughness and mana value (CR 109.3)."""
    if characteristics is None:
        return False
    types = {t.lower() for t in characteristics.types}
    if spec.types and not types & set(spec.types):
        return False
    if any(t not in types for t in spec.with_types) or any(t in types for t in spec.without_types):
        return False
    if any(not types & set(one_of) for one_of in spec.one_of_types):  # "an instant or sorcery card"
        return False
    colors = set(characteristics.colors)
    if spec.colorless and colors:  # CR 105.2c
        return False
    if any(COLORS[c] not in colors for c in spec.with_colors) or any(COLORS[c] in colors for c in spec.without_colors):
        return False
    if any(colors.isdisjoint(COLORS[c] for c in one_of) for one_of in spec.one_of_colors):
        return False  # s15-targets: "that's white or blue" (CR 105.2: one of the colors)
    if spec.multicolored and len(colors) < 2:  # s15-targets: CR 105.4
        return False
    if spec.monocolored and len(colors) != 1:  # s22-stx: CR 105.4 (exactly one color)
        return False
    if spec.historic and not is_historic(characteristics):  # s17-taile: CR 700.6
        return False
    subtypes = set(characteristics.subtypes)
    if any(s not in subtypes for s in spec.with_subtypes) or any(s in subtypes for s in spec.without_subtypes):
        return False
    if any(subtypes.isdisjoint(one_of) for one_of in spec.one_of_subtypes):  # s13-batch (CR 205.3)
        return False
    if any(state.startswith("creature_or_") and "creature" not in types and state.removeprefix("creature_or_")
           not in subtypes for state in spec.states):  # s18-neoa: "a creature or Vehicle card" (CR 205.3)
        return False
    # s34-lead: "target artifact, enchantment, or creature with flying": an object of the base's other types needn't
    # have the creature's qualities (CR 115.1)
    creature_only = spec.creature_qualities and not types.isdisjoint(spec.types[:-1])
    keywords = set(characteristics.keywords)
    if not creature_only and (any(k not in keywords for k in spec.with_keywords)
                              or any(k in keywords for k in spec.without_keywords)):
        return False
    for comparison in spec.comparisons:
        if creature_only and comparison.characteristic != "mana_value":
            continue
        if comparison.characteristic == "power_or_toughness":  # "with power or toughness 4 or greater"
            either = (characteristics.power, characteristics.toughness)
            if not any(v is not None and comparison.holds(int(v), x) for v in either):
                return False
            continue
        value = getattr(characteristics, comparison.characteristic)
        if value is None or not comparison.holds(int(value), x):
            return False
    return True


def matches_filter(game: Game, spec: TargetFilter, permanent: Permanent, source_id: str, controller: str,
                   x: int = 0) -> bool:
    """Whether a permanent is what the spec's qualifiers name (ignoring `player_scope`)."""
    if spec.other and permanent.id == source_id:
        return False
    if spec.control == "you_control" and permanent.controller != controller:
        return False
    if spec.control == "opponent_controls" and permanent.controller == controller:
        return False
    if spec.control == DEFENDING_PLAYER_CONTROLS and (  # CR 506.2 (rules/defending_player_controls.py)
        permanent.controller is None or permanent.controller != defending_player_of(game, source_id)
    ):
        return False
    if spec.control == S27CMD_ATTACKER_DEFENDING_CONTROLS and (  # s27-cmd: the attacker's defending player (506.2)
        permanent.controller is None or permanent.controller != s27cmd_attacker_defending.defending_player(game)
    ):
        return False
    if spec.control == EVENT_PLAYER_CONTROLS and (  # s23-neo: "that player controls" (CR 603.2, 115.1)
        permanent.controller is None or permanent.controller != event_player(game)
    ):
        return False
    if any(not _state_holds(game, state, permanent) for state in spec.states):
        return False
    if NAMED_LIKE_SOURCE in spec.states and not named_like_source(game, permanent, source_id):  # s15-library
        return False
    if NOT_NAMED_LIKE_SOURCE in spec.states and named_like_source(game, permanent, source_id):  # s22-afr
        return False
    if BLOCKING_SOURCE in spec.states and not blocking_source(game, permanent, source_id):  # s22-afr (CR 509.1)
        return False
    if SADDLED_SOURCE in spec.states and not saddled_source(game, permanent, source_id):  # s27-otjb (CR 702.171c)
        return False
    if LESSER_POWER in spec.states and not has_lesser_power(game, permanent, source_id):  # s16-kwc
        return False
    if S29CMD_ATTACKING_YOU in spec.states and not attacking_you(game, permanent, controller):  # s29-cmd (CR 506.3)
        return False
    if S29CMD_ATTACKING_OPPONENT in spec.states and not attacking_an_opponent(game, permanent, controller, False):
        return False  # s29-cmd: "attacks one of your opponents" (CR 506.3)
    if S29CMD_ATTACKING_OPPONENT_OR_PW in spec.states and not attacking_an_opponent(game, permanent, controller, True):
        return False  # s29-cmd: "... or a planeswalker an opponent controls" (CR 506.3)
    if S28BLBNEO_LESSER_MV in spec.states and not has_lesser_mana_value(game, characteristics_of(game, permanent)):
        return False  # s28-blbneo: "with lesser mana value" than the trigger event's permanent (CR 608.2b, 608.2h)
    return characteristics_match(spec, characteristics_of(game, permanent), x)


def filter_mismatch(game: Game, item_id: str, controller: str, spec: TargetFilter, target_id: str,
                    x: int) -> str | None:
    """Why `target_id` is not what `spec` names (None when it is), for a targeted filtered spec."""
    words = spec.words()
    if any(c.value == "X" for c in spec.comparisons):
        words += f" (X is {x})"
    if spec.targets_player:  # "all <permanents> target player controls / owns": the target is a player
        if spec.player_scope == "target_opponent_controls" and target_id == controller:  # s22-ete (CR 102.3, 115.1)
            return f"{target_id!r} is not an opponent; the target must be an opponent"
        if any(p.id == target_id and not p.has_lost for p in game.state.players):
            return None
        return f"{target_id!r} is not a player in the game; the target must be a player"
    if spec.base == "spell":
        spell = game.stack_object(target_id)
        if spell is None or spell.kind is not StackObjectKind.SPELL:
            return f"{target_id!r} is not a spell on the stack; the target must be {words}"
        if spell.id == item_id:
            return f"{target_id!r} can't target itself (CR 115.5)"
        if spec.control == "you_control" and spell.controller != controller:  # s14-copies (CR 110.2)
            return f"{target_id!r} is controlled by {spell.controller}; the target must be {words}"
        if spec.states and not spell_targets_hold(game, spec, spell, controller):  # s18-m20 (CR 115.1, 601.2c)
            return f"{target_id!r} is not {words}: its targets are {list(spell.targets) or 'none'}"
        return None if characteristics_match(spec, compute(game, spell), x) else f"{target_id!r} is not {words}"
    if spec.base in ("card_in_your_graveyard", "card_in_a_graveyard"):
        location = game.find_zone_card(target_id, (Zone.GRAVEYARD,))
        if location is None:
            return f"{target_id!r} is not a card in a graveyard; the target must be {words} (CR 115.2)"
        if spec.base == "card_in_your_graveyard" and location.player.id != controller:
            return f"{target_id!r} is in {location.player.id}'s graveyard; the target must be {words}"
        if IN_AN_OPPONENTS_GRAVEYARD in spec.states and all(p.id != location.player.id
                                                            for p in game.opponents(controller)):
            return f"{target_id!r} is in {location.player.id}'s graveyard; the target must be {words}"  # s22-zne
        if spec.other and _is_source(game, item_id, target_id):  # "another target creature card" (s13-graveyard)
            return f"{target_id!r} is the card whose ability this is; the target must be {words}"
        characteristics = compute(game, StackObject(id=target_id, card=location.card.card))
        if S28BLBNEO_LESSER_MV in spec.states and not has_lesser_mana_value(game, characteristics):  # s28-blbneo
            return f"{target_id!r} is not {words}: its mana value is not less than the event's permanent's (CR 608.2b)"
        if spec.states and not s33newer_card_supertypes_hold(spec, characteristics):  # s33-newer (CR 205.4a)
            return f"{target_id!r} is not {words}: it is {'not ' if 'legendary' in spec.states else ''}legendary"
        return None if characteristics_match(spec, characteristics, x) else f"{target_id!r} is not {words}"
    permanent = game.permanent(target_id)
    if permanent is None:
        player = any(p.id == target_id for p in game.state.players)
        return (f"{target_id!r} is a player; the target must be {words}" if player
                else f"there is no permanent {target_id!r}; the target must be {words}")
    if not matches_filter(game, spec, permanent, item_id, controller, x):
        return f"{target_id!r} is not {words}"
    return None


def filter_candidates(game: Game, spec: TargetFilter) -> list[str]:
    """Everything a targeted filtered spec could possibly name."""
    if spec.targets_player:
        return [p.id for p in game.state.players if not p.has_lost]
    if spec.base == "spell":
        return [item.id for item in game.state.stack if item.kind is StackObjectKind.SPELL]
    if spec.base in ("card_in_your_graveyard", "card_in_a_graveyard"):
        return [card.id for player in game.state.players for card in player.graveyard]
    return [p.id for p in game.state.battlefield]


def _is_source(game: Game, item_id: str, target_id: str) -> bool:
    """Whether `target_id` is the source of `item_id` (the source itself, or the source of that
    stack object): "another" leaves it out (CR 109.1, as for permanents in `matches_filter`)."""
    if target_id == item_id:
        return True
    item = game.stack_object(item_id)
    return item is not None and item.source == target_id


def has_counters(state: str, permanent: Permanent) -> bool:
    """s14-counters: whether the permanent has a counter of the kind `with_counter_<kind>` names, or
    any counter at all (`with_counters`) (CR 122.1)."""
    if state in COUNTER_STATES:
        return permanent.counters.get(COUNTER_STATES[state], 0) > 0
    if state == WITHOUT_COUNTERS:  # s29-cmd: "with no counters on them" (CR 122.1)
        return not any(number > 0 for number in permanent.counters.values())
    if state in S23C12_COUNTERS_AT_LEAST:  # s23-c12: "ten or more +1/+1 counters on it" (CR 122.1)
        kind, number = S23C12_COUNTERS_AT_LEAST[state]
        return permanent.counters.get(kind, 0) >= number
    return any(number > 0 for number in permanent.counters.values())


def token_or_subtype(game: Game, state: str, permanent: Permanent) -> bool:
    """s14-counters: whether the permanent has the subtype `token_or_<Subtype>` names (CR 205.3)."""
    characteristics = characteristics_of(game, permanent)
    return characteristics is not None and state.removeprefix("token_or_") in characteristics.subtypes


# --- s18-m20 ---


def spell_targets_hold(game: Game, spec: TargetFilter, spell: StackObject, controller: str) -> bool:
    """ "target spell that targets you" / "... that targets a permanent [creature] you control" (CR 115.1, 601.2c):
    whether one of the spell's targets (as chosen, 601.2c) is `controller` / such a permanent `controller` controls,
    for each such state of the spec; a spec without them holds."""
    for state in spec.states:
        if state not in SPELL_TARGETS_STATES:
            continue
        if state == "targets_you":
            if controller not in spell.targets:
                return False
            continue
        wanted = "Creature" if state == "targets_creature_you_control" else None
        found = False
        for target in spell.targets:
            permanent = game.permanent(target)
            if permanent is None or permanent.controller != controller:
                continue
            characteristics = characteristics_of(game, permanent)
            if wanted is None or (characteristics is not None and wanted in characteristics.types):
                found = True
                break
        if not found:
            return False
    return True


def s33newer_card_supertypes_hold(spec: TargetFilter, characteristics: Characteristics | None) -> bool:
    """s33-newer: a card's "legendary" / "nonlegendary" states (CR 205.4a, 205.4d: the supertype Legendary, or not)."""
    legendary = characteristics is not None and "Legendary" in characteristics.supertypes
    return not (("legendary" in spec.states and not legendary) or ("nonlegendary" in spec.states and legendary))
