"""Triggered abilities (CR 603): detected from events, put on the stack the next time a player
would receive priority (CR 603.3), resolved with the `resolve` action; and the effects they
(and activated abilities) produce, registered in `registry.effect_resolvers`.

Targets come from the `choices.targets` of the action that made the ability trigger; when that
action gave none, the `resolve` action's `choices.targets` are used as the ability resolves.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, DrawEffect, PumpEffect, TriggeredAbility
from app.engine.characteristics import compute, current_face, is_creature
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules.zones import draw_cards
from app.engine.state import PowerToughnessEffect, StackObject


def _triggered_abilities(definition: CardDefinition, trigger: str) -> list[tuple[int, TriggeredAbility]]:
    return [
        (index, ability) for index, ability in enumerate(definition.abilities)
        if isinstance(ability, TriggeredAbility) and (ability.trigger == trigger or trigger in ability.also_on)
    ]


def _detect_enters(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if event["type"] != "entered_battlefield":
        return []
    permanent = game.permanent(event["permanent"])
    if permanent is None or permanent.face_down or permanent.card is None:
        return []  # a face-down permanent has no abilities (CR 708.2)
    face = current_face(game, permanent)
    return [
        PendingTrigger(permanent.id, index, permanent.controller or "", "enters", list(game.choices.targets))
        for index, _ in _triggered_abilities(face, "enters")
    ]


registry.trigger_detectors.add(_detect_enters)


def _needs_target(effect: Any) -> bool:
    return isinstance(effect, PumpEffect)


def _ability_definition(game: Game, item: StackObject) -> Any:
    source = game.permanent(item.source or "")
    if source is not None and source.card is not None and not source.face_down:
        definition = current_face(game, source)
    else:
        definition = game.definition(item.card)
        if item.choices.get("face") == "back" and definition.back_face is not None:
            definition = definition.back_face
    if item.ability_index is None or item.ability_index >= len(definition.abilities):
        raise IllegalAction("Unknown ability", f"{definition.name} has no ability number {item.ability_index}")
    return definition.abilities[item.ability_index]


def _trigger_effect(game: Game, source: Any, trigger: PendingTrigger) -> Any:
    abilities = current_face(game, source).abilities
    ability = abilities[trigger.ability_index] if trigger.ability_index < len(abilities) else None
    return getattr(ability, "effect", None)


def put_pending_triggers_on_stack(game: Game) -> bool:
    """CR 603.3b: the active player's triggers go on the stack first, then each other player's
    in turn order, so the last player's end up on top. Returns whether anything was put."""
    if not game.pending_triggers:
        return False
    pending, game.pending_triggers = game.pending_triggers, []
    order = {player.id: index for index, player in enumerate(game.players_in_turn_order())}
    pending.sort(key=lambda trigger: order.get(trigger.controller, len(order)))
    for trigger in pending:
        source = game.permanent(trigger.source)
        no_target_exists = not any(is_creature(game, permanent) for permanent in game.state.battlefield)
        if (source is not None and not trigger.targets and no_target_exists
                and _needs_target(_trigger_effect(game, source, trigger))):
            # CR 603.3d: no legal target to choose, so it is removed from the stack.
            game.emit("trigger_removed", [cr("603.3d")], source=trigger.source, trigger=trigger.trigger_event)
            continue
        card = source.card if source is not None else None
        face = "back" if source is not None and source.transformed else "front"
        item = StackObject(id=game.new_object_id(f"{trigger.source}-ability-"), kind=StackObjectKind.TRIGGERED_ABILITY,
                           card=card, controller=trigger.controller, owner=trigger.controller, source=trigger.source,
                           ability_index=trigger.ability_index, trigger_event=trigger.trigger_event,
                           targets=trigger.targets, choices={"face": face})
        game.state.stack.insert(0, item)
        game.emit("trigger_put_on_stack", [cr("603.3"), *trigger.cites], stack_object=item.id, source=trigger.source,
                  trigger=trigger.trigger_event, targets=list(trigger.targets))
    return True


def resolve_ability(game: Game, item: StackObject, choices: Choices) -> None:
    ability = _ability_definition(game, item) if item.card is not None else None
    effect = getattr(ability, "effect", None)
    if effect is None:
        game.emit("ability_resolved", [cr("608.2")], stack_object=item.id, source=item.source, effect=None)
        return
    resolver = registry.effect_resolvers.get(effect.kind)
    if resolver is None:
        raise IllegalAction("Not supported yet", f"resolving a {effect.kind!r} effect is not supported yet")
    if not item.targets and choices.targets:
        item.targets = list(choices.targets)
    resolver(game, item, effect, choices)


def _source_power(game: Game, item: StackObject) -> tuple[int, list[str]]:
    source = game.permanent(item.source or "")
    if source is not None:
        characteristics = compute(game, source)
        return (characteristics.power or 0) if characteristics else 0, []
    last_known = game.state.last_known.get(item.source or "")
    # CR 608.2h: use the source as it last existed on the battlefield.
    return (last_known.power or 0) if last_known else 0, [cr("608.2h")]


def _resolve_pump(game: Game, item: StackObject, effect: PumpEffect, choices: Choices) -> None:
    targets = [game.permanent(t) for t in item.targets]
    legal = [t for t in targets if t is not None and is_creature(game, t)]
    if not legal:
        # CR 608.2b: with no legal target left, the ability doesn't resolve.
        game.emit("ability_fizzled", [cr("608.2b")], stack_object=item.id, source=item.source, targets=item.targets)
        return
    cites: list[str] = [cr("608.2"), cr("613.4c")]
    amount = 0
    if effect.power == "source_power" or effect.toughness == "source_power":
        amount, extra = _source_power(game, item)  # determined once, as it resolves
        cites += extra
    power_bonus = amount if effect.power == "source_power" else int(effect.power)
    toughness_bonus = amount if effect.toughness == "source_power" else int(effect.toughness)
    for target in legal:
        target.effects.append(PowerToughnessEffect(source=item.source, power=power_bonus, toughness=toughness_bonus))
        game.emit("pumped", cites, stack_object=item.id, source=item.source, permanent=target.id,
                  power=power_bonus, toughness=toughness_bonus, duration="end_of_turn")


def _resolve_draw(game: Game, item: StackObject, effect: DrawEffect, choices: Choices) -> None:
    game.emit("ability_resolved", [cr("608.2")], stack_object=item.id, source=item.source, effect="draw")
    draw_cards(game, game.player(item.controller), effect.amount)


registry.effect_resolvers["pump"] = _resolve_pump
registry.effect_resolvers["draw"] = _resolve_draw
