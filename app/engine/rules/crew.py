"""Crew (CR 702.122): "Crew N" means "Tap any number of other untapped creatures you control with
total power N or greater: This permanent becomes an artifact creature until end of turn."
(702.122a). A Vehicle is an artifact with printed power and toughness that isn't a creature until
it is crewed (301.7).

It is activated with `activate` like any activated ability, any time its controller has priority
(602.2); the `activate` action's `crew` names the creatures tapped to pay its cost (default: the
first other untapped creatures its controller controls, in battlefield order, until their total
power reaches N). Tapping them isn't a {T} cost: a creature that came under its controller's
control this turn may crew (302.6 limits only {T} costs). A creature named that is tapped, not a
creature, not its controller's, the Vehicle itself, named twice, or a set of creatures whose total
power is less than N, makes the activation refused, saying why. As the ability resolves, the
Vehicle becomes an artifact creature until end of turn (`becomes_artifact_creature`: layer 4,
613.1d; it ends in the cleanup step, 514.2), with its printed power and toughness; like any
creature it can attack only if its controller has controlled it continuously since their turn
began (302.6)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import BecomesArtifactCreatureEffect, CrewAbility, SaddleAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.crew_power import crew_power_bonus  # s16-neo2
from app.engine.rules.effects_targets import affected
from app.engine.rules.s20neoa_arrest import activation_refusal  # s20-neoa
from app.engine.state import Permanent, PowerToughnessEffect, StackObject

CITES = (cr("702.122a"),)


def _power(game: Game, permanent: Permanent, saddle: bool = False) -> int:
    characteristics = characteristics_of(game, permanent)
    power = characteristics.power if characteristics is not None else 0
    # s16-neo2: "crews Vehicles as though its power were 2 greater" (rules/crew_power.py, CR 702.122c); s27-otjb: not
    # when it saddles a Mount (CR 702.171a: its power), s32-mb: unless it "saddles Mounts ... as though" too
    return (power if isinstance(power, int) else 0) + crew_power_bonus(game, permanent, saddle)


def _can_crew(game: Game, vehicle: Permanent, saddle: bool = False) -> list[Permanent]:
    found: list[Permanent] = []
    for permanent in game.state.battlefield:
        if permanent is vehicle or permanent.controller != vehicle.controller or permanent.tapped:
            continue
        if not saddle and activation_refusal(game, permanent, "crew") is not None:
            continue  # s20-neoa: "Enchanted permanent can't ... crew Vehicles." (CR 702.122a)
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and CardType.CREATURE.value in characteristics.types:
            found.append(permanent)
    return found


def crew_creatures(
    game: Game, vehicle: Permanent, ability: object, named: list[str] | None, what: str
) -> list[Permanent]:
    """The creatures that pay a crew ability's cost (or, for another ability, none: `crew` refused)."""
    if not isinstance(ability, CrewAbility):
        if named is not None:
            raise IllegalAction("No crew", f"{what} is not a crew ability: `crew` has nothing to pay", [cr("702.122a")])
        return []
    saddle = isinstance(ability, SaddleAbility)  # s27-otjb: saddle's cost is crew's (CR 702.171a)
    word, cites = ("saddle", [cr("702.171a")]) if saddle else ("crew", list(CITES))
    able = _can_crew(game, vehicle, saddle)
    by_id = {permanent.id: permanent for permanent in able}
    if named is None:  # the documented default: the first ones that add up
        chosen: list[Permanent] = []
        for permanent in able:
            if sum(_power(game, p, saddle) for p in chosen) >= ability.power:
                break
            chosen.append(permanent)
    else:
        wrong = [creature for creature in named if creature not in by_id]
        if wrong or len(set(named)) != len(named):
            raise IllegalAction(
                f"Can't {word}",
                f"{what}: {word} taps other untapped creatures {vehicle.controller} "
                f"controls ({', '.join(by_id) or 'none'}), each once, not {named}",
                cites,
            )
        chosen = [by_id[creature] for creature in named]
    total = sum(_power(game, permanent, saddle) for permanent in chosen)
    if total < ability.power:
        raise IllegalAction(
            f"Can't {word}",
            f"{what}: {word} {ability.power} needs creatures with total power "
            f"{ability.power} or more; {[p.id for p in chosen]} have {total}",
            [*cites, cr("118.3")],
        )
    return chosen


def tap_crew(game: Game, creatures: list[Permanent], vehicle: Permanent, ability: object = None) -> None:
    # s27-otjb: the creatures tapped for a saddle ability saddle the Mount (CR 702.171c)
    word, cites = ("saddle", [cr("702.171a"), cr("702.171c")]) if isinstance(ability, SaddleAbility) else ("crew", CITES)
    for creature in creatures:
        creature.tapped = True
        game.emit("tapped", [*cites, cr("602.2b")], permanent=creature.id, purpose=f"{word} {vehicle.id}")
        if word == "saddle":  # s27-otjb: it saddled the Mount this turn (CR 702.171c; rules/target_filters.py)
            creature.saddled_mounts = [*creature.saddled_mounts, vehicle.id]
            vehicle.saddled_by = [*vehicle.saddled_by, creature.id]


def _resolve(game: Game, item: StackObject, effect: BecomesArtifactCreatureEffect, choices: Choices) -> None:
    for object_id in affected(game, item, effect.target):
        vehicle = game.permanent(object_id)
        if vehicle is None:
            continue
        types = [CardType.ARTIFACT.value, CardType.CREATURE.value]
        duration = "indefinitely" if effect.s32mb_indefinitely else "end_of_turn"  # s32-mb (CR 611.2a)
        vehicle.effects.append(PowerToughnessEffect(source=item.source, added_types=types, duration=duration))
        game.changed(vehicle)
        characteristics = characteristics_of(game, vehicle)
        game.emit(
            "became_creature",
            [cr("608.2"), cr("613.1d"), *CITES],
            stack_object=item.id,
            source=item.source,
            permanent=vehicle.id,
            types=types,
            subtypes=[],
            power=characteristics.power if characteristics is not None else None,
            toughness=characteristics.toughness if characteristics is not None else None,
            duration=duration,
        )
        if object_id == item.source and _is_crew_ability(game, vehicle, item):
            # s19-neob: the Vehicle becomes crewed as its crew ability resolves (CR 702.122a, 603.2;
            # rules/s19neob_crewed.py triggers on it)
            game.emit("became_crewed", [*CITES, cr("603.2")], stack_object=item.id, permanent=vehicle.id)


def _is_crew_ability(game: Game, vehicle: Permanent, item: StackObject) -> bool:
    """s19-neob: whether the resolving ability is the Vehicle's own crew ability."""
    if item.ability_index is None or vehicle.card is None or vehicle.face_down:
        return False
    abilities = current_face(game, vehicle).abilities
    return item.ability_index < len(abilities) and isinstance(abilities[item.ability_index], CrewAbility)


registry.effect_resolvers["becomes_artifact_creature"] = _resolve
