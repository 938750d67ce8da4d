"""`static_pump`: "<affected creatures> get +N/+N" for as long as its source is on the battlefield
(a static ability, CR 604.1; its effect is in layer 7c, CR 613.4c: applied with counters and
"until end of turn" pumps, which commute since all of them add). Anthems with a quality (CR
613.4c, 105.1, 205.3): "White creatures", "Other Merfolk", "Wall creatures you control",
"Untapped creatures you control", "Attacking creatures you control" (an attacking creature is one
declared as an attacker and still in combat, CR 506.4, 508.1), "~ ... as long as it's untapped";
the quality is read from the object as it is in the layer where the effect applies, so a creature
made white (layer 5) is a white creature by layer 7c; keywords they grant ("and have islandwalk")
apply in layer 6 (613.1f).

Such an ability makes a creature's characteristics depend on another permanent, so a game with
such a permanent (or one with a characteristic-defining ability, rules/pt_cda.py) reuses no
computed characteristics: `registry.characteristics_cache_vetoes`, asked as the game starts, and
an enters hook, when one enters later, turn that off, and the layers then run for every object.
Other games keep the cache, and the layers return at once for permanents.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CardDefinition, StaticPumpAbility
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules import s19m21_starting_life  # s33-dsk
from app.engine.rules.ability_presence import (  # s30-stdc
    S30STDC_PERMANENTS_AFFECTED,
    S30STDC_PERMANENTS_PUMPED,
    abilities_of_kind,
    game_has_kind,
)
from app.engine.rules.chosen import is_of_the_chosen
from app.engine.rules.entered_this_turn import source_entered_this_turn  # s24-emn
from app.engine.rules.graveyard_count import controls_token, graveyard_holds
from app.engine.rules.life_total_conditions import graveyard_cards_at_least, life_at_least
from app.engine.rules.modified import is_modified
from app.engine.rules.s18m21_opponent_graveyard import opponent_graveyard_holds
from app.engine.rules.s24hou_graveyard_subtype import control_or_graveyard, graveyard_has  # s24-hou
from app.engine.rules.s29cmd_commander_creatures import is_a_commander  # s29-cmd
from app.engine.rules.self_equipped import is_enchanted, is_equipped
from app.engine.rules.static_qualities import has_static_quality
from app.engine.rules.turn_conditions import turn_condition_holds
from app.engine.rules.turn_records import holds as this_turn_holds
from app.engine.rules.you_control import static_condition_holds
from app.engine.rules.zones import Entering
from app.engine.state import INLINE_DEFINITION_MEMO, CardRef, Characteristics, Permanent, StackObject

_CREATURE = CardType.CREATURE.value
_ARTIFACT = CardType.ARTIFACT.value  # s23-c14


# Answers for definitions with abilities, by identity (the catalog's definitions are shared by
# every request; the engine never changes a definition). Holding the definition keeps its id from
# being reused; cleared when full.
_ANSWERS: dict[int, tuple[CardDefinition, bool]] = {}
_MAX_ANSWERS = 4096


def _definition_reads_other_objects(definition: CardDefinition, shared: bool = True) -> bool:
    """`shared`: a catalog definition, whose answer is kept; an inline one's is kept with it by
    the inline definitions' memo when it keeps it, else decided without being kept."""
    if definition.without_abilities():  # most cards
        back = definition.back_face
        return (definition.power == "*" or definition.toughness == "*"
                or (back is not None and (back.power == "*" or back.toughness == "*")))
    if not shared:  # kept with it by the inline definitions' memo when it keeps it
        return bool(INLINE_DEFINITION_MEMO.fact(definition, "reads_other_objects", CardDefinition.reads_other_objects))
    found = _ANSWERS.get(id(definition))
    if found is not None and found[0] is definition:
        return found[1]
    answer = definition.reads_other_objects()
    if len(_ANSWERS) >= _MAX_ANSWERS:
        _ANSWERS.clear()
    _ANSWERS[id(definition)] = (definition, answer)
    return answer


def _card_reads_other_objects(game: Game, card: CardRef | None) -> bool:
    definition = game.catalog.get(card) if isinstance(card, str) else card
    return definition is not None and _definition_reads_other_objects(definition, isinstance(card, str))


def _reads_other_objects(game: Game, permanent: Permanent) -> bool:
    """Whether the permanent's card (either face, also face down: it may be turned up) or the
    card merged into it as its back face has such an ability."""
    merged = permanent.back_face_card
    return _card_reads_other_objects(game, permanent.card) or (
        merged is not None and _card_reads_other_objects(game, merged.card))


def game_reads_other_objects(game: Game) -> bool:
    """As a game starts: whether a permanent on the battlefield has an ability whose effect on
    characteristics depends on other objects. One that enters later turns the reuse off then
    (`_entering_reads_other_objects`); spells are never reused."""
    names: set[str] = set()
    for permanent in game.state.battlefield:  # every request: plain lookups for most cards
        card = permanent.card
        if isinstance(card, str):
            names.add(card)
        elif card is not None and (card.abilities or card.back_face is not None or card.power == "*"
                                   or card.toughness == "*") and _definition_reads_other_objects(card, False):
            return True  # (an inline card without any of those doesn't: decided without a call)
        if permanent.back_face_card is not None and _card_reads_other_objects(game, permanent.back_face_card.card):
            return True
    catalog = game.catalog
    return any(_definition_reads_other_objects(catalog[name]) for name in names if name in catalog)


def _entering_reads_other_objects(game: Game, entering: Entering) -> None:
    if game.characteristics_cacheable and _reads_other_objects(game, entering.permanent):
        # From now on nothing computed is reused, and every permanent is checked.
        game.characteristics_cacheable = False
        game.characteristics_cache.clear()
        game.changed_permanents = None


def _applies(ability: StaticPumpAbility, source: Permanent, obj: Permanent, game: Game,
             characteristics: Characteristics) -> bool:
    if ability.or_group is not None:  # s13-granted: either group, once (one ability, CR 613.4c)
        own = ability.model_copy(update={"or_group": None})
        other = own.model_copy(update=ability.or_group.model_dump())
        return (_applies(own, source, obj, game, characteristics)
                or _applies(other, source, obj, game, characteristics))
    affected = ability.affected
    permanents = affected in S30STDC_PERMANENTS_AFFECTED  # s30-stdc: "Other permanents you control have hexproof."
    if permanents and (obj.controller != source.controller or (affected != "permanents_you_control" and obj is source)):
        return False  # any card type (CR 613.1f), its controller's [but its source]
    if affected == "artifacts_you_control" and _ARTIFACT not in characteristics.types:
        return False  # s23-c14: "Artifacts you control have indestructible." (CR 613.1f)
    if affected != "artifacts_you_control" and not permanents and _CREATURE not in characteristics.types:
        return False  # the creature groups (a noncreature artifact is asked for the artifact group only)
    if affected == "creatures_opponents_control":  # "Creatures your opponents control get -1/-0"
        if obj.controller is None or obj.controller == source.controller:
            return False
    elif affected == "self":
        if source is not obj:
            return False
    elif (source is obj and affected in ("other_creatures_you_control", "other_creatures")) or (
            source.controller != obj.controller and affected not in ("all_creatures", "other_creatures")):
        return False
    # "as long as you control an artifact": applies only while that holds (CR 611.3a; rules/you_control.py)
    if ability.as_long_as_you_control is not None and not static_condition_holds(
            game, source.controller, ability.as_long_as_you_control, source.id,  # s17-taile: source for `other`
            at_least=ability.as_long_as_you_control_at_least or 1):  # s17-lm: "eight or more lands"
        return False
    if ability.as_long_as_any_player_controls is not None and not any(  # s17-taile: "any player controls"
            static_condition_holds(game, player.id, ability.as_long_as_any_player_controls, source.id)
            for player in game.state.players):
        return False
    if ability.as_long_as_opponent_controls is not None and not any(  # s24-isd: "an opponent controls" (CR 611.3a)
            static_condition_holds(game, player.id, ability.as_long_as_opponent_controls, source.id)
            for player in game.state.players if player.id != source.controller):
        return False
    # Threshold: "as long as seven or more cards are in your graveyard" (CR 611.3a; rules/graveyard_count.py)
    if ability.as_long_as_graveyard_at_least is not None and not graveyard_holds(
            game, source.controller, ability.as_long_as_graveyard_at_least):
        return False
    if ability.as_long_as_you_control_token and not controls_token(game, source.controller):
        return False
    if ability.as_long_as_opponent_graveyard_at_least is not None and not opponent_graveyard_holds(
            game, source.controller, ability.as_long_as_opponent_graveyard_at_least):
        return False  # s18-m21: "as long as an opponent has eight or more cards in their graveyard" (CR 611.3a)
    if ability.as_long_as_hand_at_most is not None and len(
            game.player(source.controller).hand) > ability.as_long_as_hand_at_most:
        return False  # s24-mh2: "as long as you have no cards in hand" (CR 611.3a, 402.1)
    if ability.as_long_as_life_at_least is not None and not life_at_least(
            game, source.controller, ability.as_long_as_life_at_least):
        return False  # s15-r2m20: "as long as you have 25 or more life" (rules/life_total_conditions.py)
    if ability.as_long_as_life_above_starting is not None and not s19m21_starting_life.life_above_starting(
            game, source.controller, ability.as_long_as_life_above_starting):
        return False  # s33-dsk: "at least 7 life more than your starting life total" (CR 103.4, 611.3a)
    if ability.as_long_as_graveyard_cards is not None and not graveyard_cards_at_least(
            game, source.controller, ability.as_long_as_graveyard_cards):
        return False  # s15-r2m20: "three or more land cards in your graveyard" (rules/life_total_conditions.py)
    if ability.s24hou_as_long_as_control_or_graveyard is not None and not control_or_graveyard(
            game, source.controller, ability.s24hou_as_long_as_control_or_graveyard, source.id):
        return False  # s24-hou: "... or there is a Desert card in your graveyard" (CR 611.3a)
    if ability.s24hou_as_long_as_graveyard_has is not None and not graveyard_has(
            game, source.controller or "", ability.s24hou_as_long_as_graveyard_has):
        return False  # s24-hou: "as long as there is a Desert card in your graveyard" (CR 611.3a, 404.1)
    if ability.as_long_as is not None and not turn_condition_holds(game, source.controller, ability.as_long_as):
        return False  # "as long as it's your turn / you've lost life this turn" (rules/turn_conditions.py)
    if ability.as_long_as_this_turn is not None and not this_turn_holds(game, source.controller,
                                                                        ability.as_long_as_this_turn, source.id):
        return False  # s15-records: "as long as you've drawn two or more cards this turn" (rules/turn_records.py)
    # The qualities are read from what the object is in this layer: after type (layer 4) and color
    # (layer 5) changes (CR 613.1d-e), so "White creatures" counts a creature made white.
    if ability.color is not None and ability.color.value not in characteristics.colors:
        return False
    if ability.subtype is not None and ability.subtype not in characteristics.subtypes:
        return False
    if ability.subtypes_any_of and not any(subtype in characteristics.subtypes for subtype in ability.subtypes_any_of):
        return False  # s13-batch: "Other Rabbits, Bats, Birds, and Mice you control" (CR 205.3)
    if ability.of_the_chosen is not None and not is_of_the_chosen(source, characteristics, ability.of_the_chosen):
        return False  # s12-chosen: "of the chosen type / color" (CR 607.2a)
    if ability.affected_with is not None and not has_static_quality(ability, obj, characteristics):
        return False  # s15-targets: "Other creatures you control with flying" (rules/static_qualities.py)
    if ability.modified_only and not is_modified(game, obj):
        return False  # s16-tailb: "Modified creatures you control" (CR 700.9, rules/modified.py)
    if ability.status == "untapped":
        return not obj.tapped
    if ability.status == "tapped":  # s22-inn: "Other tapped creatures you control" (CR 110.5: a status)
        return obj.tapped
    if ability.status == "token":  # "Creature tokens you control" (CR 111.1)
        return obj.is_token
    if ability.status == "nontoken":  # s26-mh: "Other nontoken creatures you control" (CR 111.1)
        return not obj.is_token
    if ability.status == "face_down":  # s29-old: "Face-down creatures you control" (CR 708.2)
        return obj.face_down
    if ability.status == "s29cmd_commander":  # s29-cmd: "Commander creatures you control" (CR 903.3)
        return is_a_commander(game, obj)
    if ability.status == "attacking":
        combat = game.state.combat
        return combat is not None and any(attacker.id == obj.id for attacker in combat.attackers)
    if ability.status == "equipped":  # s17-afr: "As long as ~ is equipped, it gets +0/+2." (CR 301.5)
        return is_equipped(game, obj)
    if ability.status == "enchanted":  # s23-c12: "As long as ~ is enchanted, it gets +2/+2" (CR 303.4)
        return is_enchanted(game, obj)
    if ability.status == "renowned":  # s23-ori: "As long as ~ is renowned, ..." (CR 702.112b)
        return obj.renowned
    if ability.status == "monstrous":  # s30-mh: "As long as ~ is monstrous, ..." (CR 701.37b)
        return obj.monstrous
    if ability.status == "entered_this_turn":  # s24-emn: "as long as it entered the battlefield this turn" (CR 400.7)
        return source_entered_this_turn(game, obj.id)
    return True


def _pumps(game: Game, obj: Permanent, characteristics: Characteristics) -> list[StaticPumpAbility]:
    found: list[StaticPumpAbility] = []
    for source in game.state.battlefield:
        for _, ability in abilities_of_kind(game, source, StaticPumpAbility):  # none face down (CR 708.2)
            if _applies(ability, source, obj, game, characteristics):
                found.append(ability)
    return found


def static_pump(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return  # no card of this game has such an ability; spells are not "creatures" it affects
    if characteristics.power is None or characteristics.toughness is None or _CREATURE not in characteristics.types:
        return
    for ability in _pumps(game, obj, characteristics):
        characteristics.power += ability.power
        characteristics.toughness += ability.toughness


def static_keywords(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 6 (CR 613.1f): "Other Merfolk ... have islandwalk"; s23-c14: "Artifacts you control have
    indestructible." on a noncreature artifact too."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent) or (
            _CREATURE not in characteristics.types and _ARTIFACT not in characteristics.types
            and not game_has_kind(game, S30STDC_PERMANENTS_PUMPED)):  # s30-stdc: any permanent (ability_presence.py)
        return
    for ability in _pumps(game, obj, characteristics):
        for keyword in ability.keywords:
            if keyword not in characteristics.keywords:
                characteristics.keywords.append(keyword)
        if ability.protection_from_chosen_color and obj.chosen_color in _S26CORE_COLOR_NAMES:  # s26-core (702.16a)
            keyword = f"protection:{_S26CORE_COLOR_NAMES[obj.chosen_color]}"
            if keyword not in characteristics.keywords:
                characteristics.keywords.append(keyword)


# s26-core: "~ has protection from the chosen color." (CR 702.16a, 607.2a): a permanent's `chosen_color` -> the quality
_S26CORE_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


# Layer 7c (CR 613.4c), after the characteristic-defining abilities of layer 7a (order 70).
registry.characteristic_layers.add(static_pump, order=73)
registry.characteristic_layers.add(static_keywords, order=61)  # layer 6, after the Auras' (60)
registry.layers_idle_while_cacheable.update({static_pump, static_keywords})
registry.layers_permanents_only.update({static_pump, static_keywords})
registry.characteristics_cache_safe.update({static_pump, static_keywords})  # with the veto below
registry.characteristics_cache_vetoes.add(game_reads_other_objects)
registry.enters_replacements.add(_entering_reads_other_objects, order=100)


def static_pumps_on(game: Game, obj: Permanent, characteristics: Characteristics) -> list[StaticPumpAbility]:
    """s13-riders2: the `static_pump` abilities that apply to `obj` as it is in the current layer
    (rules/static_base_pt.py reads their base power / toughness, layer 7b)."""
    return _pumps(game, obj, characteristics)
