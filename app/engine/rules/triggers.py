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
from app.engine.cards import CardDefinition, DrawEffect, PumpEffect, TriggeredAbility, effect_target, effects_of
from app.engine.characteristics import compute, current_face, face_up, is_creature
from app.engine.citations import FLAVOR_DISASTER_LAST_KNOWN_POWER, FLAVOR_DISASTER_X_ONCE, cr
from app.engine.enums import StackObjectKind, Step, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.mana import parse_mana_cost
from app.engine.rules import (
    costs,
    delayed_exile,
    divided_damage,  # s28-core (CR 603.3d, 601.2d)
    gift_conditions,
    kicked_permanents,  # s16-kws
    modes,
    s20trig2_targets,  # s20-trig2
    s24mh1_evoke,  # s24-mh1
    s25mh_converge,  # s25-mh
    s25stda_if_cast,  # s25-stda
    s26mh_evolve,  # s26-mh
    s27cmd_put_back,  # s27-cmd
    s31old_choose_mode,  # s31-old (CR 614.12, 607.2a, 603.10a)
    s31stdc_any_number_of_times,  # s31-stdc
    s33mom_do_once,  # s33-mom (CR 603.5, 608.2d)
    s33wmk_single_graveyard,  # s33-wmk
)
from app.engine.rules.effects_targets import (
    affected,
    amount,
    has_legal_target,
    record_target_counts,  # s20-trig2
    resolve_effects,
    target_problem,
)
from app.engine.rules.energy import energy_symbols, pay_energy, verify_energy_payable  # s24-kal
from app.engine.rules.granted_activated import GRANTED as GRANTED_ACTIVATED  # s19-granted
from app.engine.rules.granted_activated import kept_ability
from app.engine.rules.graveyard_condition import graveyard_condition_holds
from app.engine.rules.optional_forage import forage_if_chosen
from app.engine.rules.pay_mana_and_life import pay_life, verify_life_payable
from app.engine.rules.reflexive import optional_action_done, put_reflexive_trigger
from app.engine.rules.riders import intervening_holds
from app.engine.rules.s22neoa_delayed_return import YOUR_NEXT_END_STEP  # s22-neoa
from app.engine.rules.s23neo_event_player import note_event  # s23-neo
from app.engine.rules.targeting import verify_targets
from app.engine.rules.toughness_floor import toughness_floor_change
from app.engine.rules.unless_costs import paid_instead
from app.engine.rules.you_control import you_control
from app.engine.rules.zones import draw_cards, leave_battlefield
from app.engine.state import PowerToughnessEffect, StackObject, constructed


def triggered_abilities(definition: CardDefinition, trigger: str) -> list[tuple[int, TriggeredAbility]]:
    return [
        (index, ability) for index, ability in enumerate(definition.abilities)
        if isinstance(ability, TriggeredAbility) and (ability.trigger == trigger or trigger in ability.also_on)
    ]


def _self_triggers(game: Game, permanent_id: str, trigger: str, targets: list[str]) -> list[PendingTrigger]:
    """"When this <trigger>s" abilities of one permanent."""
    permanent = game.permanent(permanent_id)
    if permanent is None or permanent.face_down or permanent.card is None:
        return []  # a face-down permanent has no abilities (CR 708.2)
    pending = []
    for index, ability in triggered_abilities(current_face(game, permanent), trigger):
        if ability.if_you_control is not None and not you_control(game, permanent.controller, ability.if_you_control,
                                                                  source_id=permanent.id,  # s26-mh: "three or more"
                                                                  at_least=ability.if_you_control_at_least or 1):
            continue  # CR 603.4: an intervening "if" false as the event happens: it doesn't trigger
        if not graveyard_condition_holds(game, permanent.controller, ability):
            continue  # CR 603.4 (rules/graveyard_condition.py)
        if not intervening_holds(game, permanent.controller, ability, permanent.id):
            continue  # CR 603.4 (rules/riders.py)
        data: dict[str, Any] = {}
        if trigger == "enters":
            gift = gift_conditions.trigger_data(game, permanent.id, ability)
            if gift is None:
                continue  # CR 702.174c, 603.4: "if the gift was [wasn't] promised" (rules/gift_conditions.py)
            data.update(gift)
            data.update(s25mh_converge.trigger_data(game, permanent.id))  # s25-mh: converge (CR 601.2h, 113.7a)
            if not kicked_permanents.enters_trigger_holds(game, permanent.id, ability):
                continue  # s16-kws: CR 702.33d, 603.4: "if it was kicked" (rules/kicked_permanents.py)
            if ability.if_evoked and not s24mh1_evoke.was_evoked(game, permanent.id):
                continue  # s24-mh1: CR 702.74a, 603.4: "if its evoke cost was paid" (rules/s24mh1_evoke.py)
            if ability.if_cast is not None and not s25stda_if_cast.holds(game, permanent.id, ability):
                continue  # s25-stda: CR 603.4: "if you cast it [from your hand]" (rules/s25stda_if_cast.py)
            if ability.if_entered_untapped and permanent.tapped:
                continue  # s17-tailf: "When ~ enters untapped" (CR 603.6a): it entered tapped
        if ability.optional_cost is not None and game.choices.pay_optional_cost is not None:
            # "You may pay ...": a decision announced with the action that made it trigger.
            data["pay_optional_cost"] = game.choices.pay_optional_cost
        pending.append(PendingTrigger(permanent.id, index, permanent.controller or "", trigger, list(targets), data=data,
                                      card=permanent.card, face=face_up(permanent)))
    return pending


def _detect_self_triggers(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if event["type"] == "entered_battlefield":
        return _self_triggers(game, event["permanent"], "enters", game.choices.targets)
    if event["type"] == "turned_face_up":
        # CR 708.8: turning face up is not entering, so only "when turned face up" triggers.
        return _self_triggers(game, event["permanent"], "turned_face_up", game.choices.targets)
    if event["type"] == "attackers_declared":
        # CR 508.3a: "whenever this attacks" triggers when it is declared as an attacker.
        return [trigger for attacker in event["attackers"] for trigger in _self_triggers(game, attacker["id"], "attacks", [])]
    return []


registry.trigger_detectors.add(_detect_self_triggers, events=("entered_battlefield", "turned_face_up", "attackers_declared"))


def _target_spec(effect: Any) -> str | None:
    return effect_target(effect) if effect is not None else None


def ability_definition(game: Game, item: StackObject) -> Any:
    if GRANTED_ACTIVATED in item.choices:  # s19-granted: a granted activated ability (rules/granted_activated.py)
        return kept_ability(item)
    source = game.permanent(item.source or "")
    recorded = item.choices.get("face")
    if source is not None and recorded is not None and recorded != face_up(source):
        source = None  # s16-transform: it transformed since; the ability is its face's then (CR 113.7a, 701.27f)
    if source is not None and source.card is not None and not source.face_down:
        definition = current_face(game, source)
    else:
        definition = game.definition(item.card)
        if definition.s34dsk_is_room():  # s34-dsk: a Room's doors unlocked as it triggered (CR 709.5, 603.10a)
            definition = definition.s34dsk_doors_face(
                [door for door in str(recorded).split("+") if door in ("left", "right")])
        elif definition.faces is not None:  # a modal double-faced card's back face (docs/layouts.md)
            definition = definition.face_definition("back" if item.choices.get("face") == "back" else None)
        elif item.choices.get("face") == "back" and definition.back_face is not None:
            definition = definition.back_face
        if definition.class_levels():  # a Class: its abilities' indexes are the same at every level (CR 716)
            definition = definition.at_class_level(max(level.level for level in definition.class_levels()))
        # s31-old: a Siege that left: the mode it had (rules/s31old_choose_mode.py, CR 603.10a, 608.2h)
        definition = definition.s31old_at_mode(item.choices.get(s31old_choose_mode.MODE))
    # s32-mb: an ability of a "Max speed — <ability>" line is on the stack only if its source had it (CR 702.178a); it
    # resolves whatever its controller's speed is now (113.7a)
    definition = definition.s32mb_at_max_speed()
    definition = definition.s35mkm_at_solved()  # s35-mkm: likewise a solved Case's "Solved — <ability>" (CR 719.3c)
    if item.ability_index is None or item.ability_index >= len(definition.abilities):
        raise IllegalAction("Unknown ability", f"{definition.name} has no ability number {item.ability_index}")
    return definition.abilities[item.ability_index]


def _trigger_effect(game: Game, source: Any, trigger: PendingTrigger) -> Any:
    if trigger.ability_index is None:
        return None
    abilities = current_face(game, source).abilities
    ability = abilities[trigger.ability_index] if trigger.ability_index < len(abilities) else None
    return getattr(ability, "effect", None)


def _trigger_ability(game: Game, source: Any, trigger: PendingTrigger) -> Any:
    abilities = current_face(game, source).abilities
    index = trigger.ability_index
    return abilities[index] if index is not None and index < len(abilities) else None


def put_pending_triggers_on_stack(game: Game) -> bool:
    """CR 603.3b: the active player's triggers go on the stack first, then each other player's
    in turn order, so the last player's end up on top. Returns whether anything was put."""
    if not game.pending_triggers:
        return False
    pending, game.pending_triggers = game.pending_triggers, []
    order = {player.id: index for index, player in enumerate(game.players_in_turn_order())}
    pending.sort(key=lambda trigger: order.get(trigger.controller, len(order)))
    for trigger in pending:
        if trigger.data:  # s23-neo: "target ... that player controls" (rules/s23neo_event_player.py)
            note_event(game, trigger.data)
        source = game.permanent(trigger.source)
        targeted = _trigger_effect(game, source, trigger) if source is not None else None  # s33-wmk: kept
        spec = _target_spec(targeted) if source is not None else None
        if source is not None and getattr(_trigger_ability(game, source, trigger), "reflexive", False):
            spec = None  # "When you do": the reflexive trigger's targets are chosen later (rules/reflexive.py)
        several = s20trig2_targets.several_targets(_trigger_ability(game, source, trigger)) if source else None
        if several is not None:  # s20-trig2: each target for its own effect (rules/s20trig2_targets.py, CR 603.3d)
            if not trigger.targets and s20trig2_targets.no_legal_choice(game, trigger.source, trigger.controller,
                                                                        several):
                game.emit("trigger_removed", [cr("603.3d")], source=trigger.source, trigger=trigger.trigger_event)
                continue
            if trigger.targets:
                verify_targets(game, trigger.source, trigger.targets, trigger.controller,
                               f"the {trigger.trigger_event} trigger of {trigger.source}")
                s20trig2_targets.verify_trigger_targets(game, trigger.source, trigger.controller, several,
                                                        list(trigger.targets), game.choices.target_counts,
                                                        f"the {trigger.trigger_event} trigger of {trigger.source}")
            spec = None
        if (source is not None and spec is not None and not trigger.targets
                and not has_legal_target(game, trigger.source, trigger.controller, spec)):
            # CR 603.3d: no legal target to choose, so it is removed from the stack.
            game.emit("trigger_removed", [cr("603.3d")], source=trigger.source, trigger=trigger.trigger_event)
            continue
        if trigger.targets:
            # CR 603.3d: the targets chosen as it is put on the stack must be legal.
            verify_targets(game, trigger.source, trigger.targets, trigger.controller,
                           f"the {trigger.trigger_event} trigger of {trigger.source}")
        if source is not None and spec is not None:
            for target in trigger.targets:  # chosen as it is put on the stack (CR 603.3d, 115.1)
                problem = target_problem(game, trigger.source, trigger.controller, spec, target)
                if problem is not None:
                    raise IllegalAction("Illegal target", f"{trigger.source}'s {trigger.trigger_event} trigger can't "
                                        f"target {target!r}: {problem.reason}", [cr("603.3d"), *problem.cites])
            s33wmk_single_graveyard.refuse_for_effect(  # s33-wmk: "from a single graveyard" (CR 603.3d, 115.1)
                game, targeted, list(trigger.targets), f"the {trigger.trigger_event} trigger of {trigger.source}",
                "603.3d")
        delayed = trigger.ability_index is None
        card = source.card if source is not None and not delayed else None
        face = face_up(source) if source is not None else "front"
        if source is None and not delayed and trigger.card is not None:
            # It left the battlefield since it triggered: the ability exists on its own (CR 603.3,
            # 608.2h uses the source's last known information as it resolves).
            card, face = trigger.card, trigger.face or "front"
        item = constructed(StackObject, id=game.new_object_id(f"{trigger.source}-ability-"),
                           kind=StackObjectKind.TRIGGERED_ABILITY, card=card, controller=trigger.controller,
                           owner=trigger.controller, source=trigger.source, ability_index=trigger.ability_index,
                           trigger_event=trigger.trigger_event, targets=list(trigger.targets),
                           choices={"face": face, **trigger.data},
                           x=int(trigger.data.get("x", 0)))  # s34-fin: an X the trigger carries (rules/cycle_triggers.py)
        if not delayed and (source is None or source.s31old_chosen_mode is not None):  # s31-old: a Siege's mode
            s31old_choose_mode.record_mode(game, source, trigger.source, item.choices)
        game.state.stack.insert(0, item)
        if several is not None and trigger.targets:  # s20-trig2: the number chosen for each effect (CR 601.2c)
            record_target_counts(item, game.choices)
        if source is not None and game.choices.modes:  # CR 700.2b: the mode, as it is put on the stack
            effects = [effect] if (effect := _trigger_effect(game, source, trigger)) is not None else []
            if modes.is_modal(effects):
                modes.chosen_effects(effects, game.choices.modes, f"the {trigger.trigger_event} trigger of {source.id}")
                modes.record_modes(game, item, effects, game.choices.modes)
        game.emit("trigger_put_on_stack", [cr("603.3"), *trigger.cites], stack_object=item.id, source=trigger.source,
                  trigger=trigger.trigger_event, targets=list(trigger.targets))
    return True


def resolve_ability(game: Game, item: StackObject, choices: Choices) -> None:
    if "event" in item.choices or "that_player" in item.choices:  # s23-neo, s31-old (rules/s23neo_event_player.py)
        note_event(game, item.choices)
    if "delayed" in item.choices:
        _resolve_delayed(game, item)
        return
    keyword_trigger = item.choices.get("keyword_trigger")
    if keyword_trigger is not None:  # ward, flanking: the keyword's module resolves it
        registry.keyword_trigger_resolvers[keyword_trigger](game, item, choices)
        return
    ability = ability_definition(game, item) if item.card is not None else None
    effect = getattr(ability, "effect", None)
    if_you_control = getattr(ability, "if_you_control", None)
    if if_you_control is not None and not you_control(game, item.controller, if_you_control, source_id=item.source,
                                                      at_least=getattr(ability, "if_you_control_at_least", None) or 1):
        game.emit("intervening_if_false", [cr("603.4")], stack_object=item.id, source=item.source,
                  condition=f"you control {if_you_control}")  # checked again as it resolves (CR 603.4)
        return
    if ability is not None and not graveyard_condition_holds(game, item.controller, ability):
        game.emit("intervening_if_false", [cr("603.4")], stack_object=item.id, source=item.source,
                  condition=f"{ability.if_cards_in_your_graveyard} or more cards in your graveyard")
        return
    if ability is not None and not gift_conditions.holds_as_it_resolves(game, item, ability):
        return  # CR 702.174c, 603.4 (rules/gift_conditions.py)
    if getattr(ability, "evolve", False) and not s26mh_evolve.holds_as_it_resolves(game, item):
        game.emit("intervening_if_false", [cr("603.4"), cr("702.100a")], stack_object=item.id, source=item.source,
                  condition="evolve: the creature that entered has greater power or toughness")  # s26-mh
        return
    if ability is not None and not intervening_holds(game, item.controller, ability, item.source):
        game.emit("intervening_if_false", [cr("603.4")], stack_object=item.id, source=item.source,
                  condition=str(ability.intervening_if))  # checked again as it resolves (CR 603.4; rules/riders.py)
        return
    once = s33mom_do_once.applies(ability)  # s33-mom: "Do this only once each turn." (rules/s33mom_do_once.py)
    if once and s33mom_do_once.already_done(game, item, choices):
        return
    optional_cost = getattr(ability, "optional_cost", None)
    if optional_cost is not None and getattr(ability, "optional_cost_any_number", False):  # s31-stdc (CR 603.12)
        times = s31stdc_any_number_of_times.times_paid(game, item, optional_cost, choices)
        if times and _pay_optional_cost(game, item, optional_cost * times, choices.model_copy(
                update={"pay_optional_cost": True})):
            put_reflexive_trigger(game, item, ability, choices, x=times)
        return
    if optional_cost is None and getattr(ability, "optional", False):
        optional_cost = "{0}"  # "you may <effect>": a choice that costs nothing (CR 603.5)
    if optional_cost is not None and not _pay_optional_cost(game, item, optional_cost, choices,
                                                            getattr(ability, "optional_life", None)):
        return
    if paid_instead(game, item, ability, choices):  # "<effect> unless you pay {1}" (CR 118.12)
        return
    if getattr(ability, "optional_forage", False) and not forage_if_chosen(game, item, choices):
        return  # "You may forage. If you do, ..." (rules/optional_forage.py)
    if ability is not None and not optional_action_done(game, item, ability, choices):
        return  # "You may <action>. If you do / When you do, ..." (rules/reflexive.py)
    if once:  # s33-mom: the "you may" was chosen (and its action done)
        s33mom_do_once.record(game, item)
    if ability is not None and put_reflexive_trigger(game, item, ability, choices):
        return
    if effect is None:
        game.emit("ability_resolved", [cr("608.2")], stack_object=item.id, source=item.source, effect=None)
        return
    if not item.targets and choices.targets:
        verify_targets(game, item.source or item.id, list(choices.targets), item.controller or "",
                       f"the ability {item.id}")
        _verify_late_targets(game, item, ability, effect, list(choices.targets))
        if not s20trig2_targets.targets_as_it_resolves(game, item, ability, choices):  # s20-trig2 (CR 603.3d)
            item.targets = list(choices.targets)
    if modes.no_mode_chosen(item, [effect], choices.modes):  # CR 700.2b: no mode, no ability
        game.emit("ability_removed_from_stack", [cr("700.2b")], stack_object=item.id)
        return
    # CR 700.2: a modal ability does what its chosen mode says (rules/modes.py); then its other
    # effects in order (CR 608.2c).
    effects = modes.resolving_effects(item, [effect], choices.modes, f"the ability {item.id}")
    rest = effects_of(ability)[1:] if ability is not None else []
    if "division" not in item.choices:  # s28-core: "divided as you choose", announced with its targets (CR 601.2d)
        divided_damage.record_division(game, item, [*effects, *rest], choices.division, f"the ability {item.id}")
    resolve_effects(game, item, [*effects, *rest], choices)


def _verify_late_targets(game: Game, item: StackObject, ability: Any, effect: Any, targets: list[str]) -> None:
    """Targets given for a triggered ability put on the stack without them are chosen now, as if it were being put on
    the stack: each must match the effect's target spec as a choice (CR 603.3d, 115.1), the same check as
    `put_pending_triggers_on_stack`'s, so an illegal choice is refused rather than left to fizzle (608.2b)."""
    spec = _target_spec(effect)
    if spec is None or item.source is None or s20trig2_targets.several_targets(ability) is not None:
        return  # several targets, each for its own effect: rules/s20trig2_targets.py checks them
    for target in targets:
        problem = target_problem(game, item.source, item.controller or "", spec, target)
        if problem is not None:
            raise IllegalAction("Illegal target", f"the ability {item.id} can't target {target!r}: {problem.reason}",
                                [cr("603.3d"), *problem.cites])
    s33wmk_single_graveyard.refuse_for_effect(game, effect, targets, f"the ability {item.id}", "603.3d")  # s33-wmk


def _source_power(game: Game, item: StackObject) -> tuple[int, list[str]]:
    source = game.permanent(item.source or "")
    if source is not None:
        characteristics = compute(game, source)
        return (characteristics.power or 0) if characteristics else 0, []
    last_known = game.state.last_known.get(item.source or "")
    # CR 608.2h: use the source as it last existed on the battlefield.
    return (last_known.power or 0) if last_known else 0, [cr("608.2h"), FLAVOR_DISASTER_LAST_KNOWN_POWER]


def _resolve_pump(game: Game, item: StackObject, effect: PumpEffect, choices: Choices) -> None:
    """"Gets +N/+N until end of turn" (layer 7c, CR 613.4c) on its target or what its spec names."""
    cites: list[str] = [cr("608.2"), cr("613.4c")]
    source_power = 0
    if effect.power == "source_power" or effect.toughness == "source_power":
        source_power, extra = _source_power(game, item)  # determined once, as it resolves
        cites += [FLAVOR_DISASTER_X_ONCE, *extra]
    power_bonus = source_power if effect.power == "source_power" else amount(game, item, effect.power)
    toughness_bonus = source_power if effect.toughness == "source_power" else amount(game, item, effect.toughness)
    if effect.negated:  # "-X/-X, where X is ..." (s14-r2history, CR 608.2h)
        power_bonus, toughness_bonus = -power_bonus, -toughness_bonus
    if effect.toughness_negated:  # s26-core: "+X/-X" (CR 107.3a, 613.4c)
        toughness_bonus = -toughness_bonus
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        # s19-neoa: "It gains haste." (indefinitely) also holds for a returned noncreature artifact, a Vehicle that
        # becomes a creature later (CR 611.2c: the objects affected are determined as it resolves)
        if target is None or (not is_creature(game, target) and effect.duration != "indefinitely"):
            continue
        toughness_change = toughness_bonus
        if effect.toughness_not_below is not None:  # Blood Lust (rules/toughness_floor.py)
            toughness_change = toughness_floor_change(game, target, toughness_bonus, effect.toughness_not_below)
        target.effects.append(PowerToughnessEffect(source=item.source, power=power_bonus, toughness=toughness_change,
                                                   keywords=list(effect.keywords), duration=effect.duration))
        if effect.duration == "until_your_next_turn":  # s15-spells (rules/until_your_next_turn.py)
            target.effects[-1].until_turn_of = item.controller
        game.changed(target)
        granted = {"keywords": list(effect.keywords)} if effect.keywords else {}
        keyword_cites = [cr("613.1f")]
        if granted and any(e.lost_all_abilities or e.lost_keywords for e in target.effects):
            keyword_cites.append(cr("613.7"))  # later than a loss on it: its keywords win (rules/lose_keywords.py)
        game.emit("pumped", [*cites, *keyword_cites] if granted else cites, stack_object=item.id, source=item.source,
                  permanent=target.id, power=power_bonus, toughness=toughness_change, duration=effect.duration, **granted)


def _resolve_draw(game: Game, item: StackObject, effect: DrawEffect, choices: Choices) -> None:
    game.emit("ability_resolved", [cr("608.2")], stack_object=item.id, source=item.source, effect="draw")
    for player_id in affected(game, item, effect.player):  # "you", or "that player" (Howling Mine)
        draw_cards(game, game.player(player_id), amount(game, item, effect.amount))
    if effect.s27cmd_put_back is not None:  # s27-cmd: "then put two cards from your hand on top of your library"
        s27cmd_put_back.put_back(game, item, effect.s27cmd_put_back, choices)


registry.effect_resolvers["pump"] = _resolve_pump
registry.effect_resolvers["draw"] = _resolve_draw


# --- "you may pay": optional costs of triggered abilities -----------------------------------


def _pay_optional_cost(game: Game, item: StackObject, cost_text: str, choices: Choices,
                       life: int | None = None) -> bool:
    """Whether the controller pays `cost_text` as the ability resolves ("you may pay {D}. If you
    do, ..."). The decision is the `resolve` action's `choices.pay_optional_cost`, else the one
    announced with the action that made it trigger, else no (nothing is paid, nothing happens).
    Paying what can't be paid is refused with the reason (CR 601.2h applies to such costs too)."""
    decision = choices.pay_optional_cost
    if decision is None:
        decision = item.choices.get("pay_optional_cost")
    if not decision:
        game.emit("optional_cost_declined", [cr("608.2")], stack_object=item.id, source=item.source, cost=cost_text,
                  chosen=decision is not None)
        return False
    player = game.player(item.controller)
    what = f"the optional cost of {item.id}"
    if life is None and (energy := energy_symbols(cost_text)) is not None:  # s24-kal: "you may pay {E}{E}" (107.14)
        verify_energy_payable(player, energy, what)
        pay_energy(game, player, energy, what)
        game.emit("optional_cost_paid", [cr("608.2"), cr("107.14")], stack_object=item.id, source=item.source,
                  cost=cost_text)
        return True
    cost = costs.TotalCost.from_mana_cost(parse_mana_cost(cost_text))
    if life is not None:  # s14-forage: "pay {W}{B} and 2 life" (rules/pay_mana_and_life.py, CR 119.4)
        verify_life_payable(player, life, what)
    costs.verify_payable(game, player, cost, what)
    costs.pay(game, player, cost, what)
    if life is not None:
        pay_life(game, player, life, what)
    game.emit("optional_cost_paid", [cr("608.2")], stack_object=item.id, source=item.source,
              cost=cost_text if life is None else f"{cost_text} and {life} life")
    return True


def verify_announced_optional_costs(game: Game, permanent_ids: list[str], trigger: str) -> None:
    """An action that answers "you may pay" in advance (`choices.pay_optional_cost: true`) is
    refused at once if a cost its triggers would pay can't be paid (e.g. no land drop left)."""
    if not game.choices.pay_optional_cost:
        return
    for permanent_id in permanent_ids:
        permanent = game.permanent(permanent_id)
        if permanent is None or permanent.face_down or permanent.card is None:
            continue
        for _, ability in triggered_abilities(current_face(game, permanent), trigger):
            if ability.optional_cost is not None and (energy := energy_symbols(ability.optional_cost)) is not None:
                verify_energy_payable(game.player(permanent.controller), energy,
                                      f"the optional cost of {permanent_id}'s {trigger} trigger")  # s24-kal
            elif ability.optional_cost is not None:
                cost = costs.TotalCost.from_mana_cost(parse_mana_cost(ability.optional_cost))
                costs.verify_payable(game, game.player(permanent.controller), cost,
                                     f"the optional cost of {permanent_id}'s {trigger} trigger")


# --- delayed triggered abilities (CR 603.7) --------------------------------------------------


def _fire_delayed_triggers(game: Game, moment: str) -> None:
    """Delayed triggers waiting for `moment` trigger once, then are gone (CR 603.7b, 603.7c)."""
    firing = [delayed for delayed in game.state.delayed_triggers if delayed.at == moment
              or (delayed.at == YOUR_NEXT_END_STEP and moment == "next_end_step"  # s22-neoa: on its controller's turn
                  and delayed.controller == game.state.active_player)]
    if not firing:
        return
    game.state.delayed_triggers = [delayed for delayed in game.state.delayed_triggers
                                   if not any(delayed is fired for fired in firing)]
    for delayed in firing:
        game.pending_triggers.append(PendingTrigger(
            delayed.source or "delayed", None, delayed.controller, f"delayed:{delayed.action}", [], [cr("603.7")],
            data={"delayed": {"action": delayed.action, "objects": list(delayed.objects),
                              # s14-flicker: the counter a returned card enters with (CR 122.6)
                              **({"counter": delayed.counter} if delayed.counter is not None else {})}}))


def _resolve_delayed(game: Game, item: StackObject) -> None:
    delayed = item.choices["delayed"]
    if delayed["action"] == "exile":
        return delayed_exile.resolve_delayed_exile(game, item, list(delayed["objects"]))  # rules/delayed_exile.py
    if delayed["action"] in registry.delayed_resolvers:  # e.g. rules/exile_then_return.py (CR 603.7)
        registry.delayed_resolvers[delayed["action"]](game, item)
        return
    if delayed["action"] != "sacrifice":
        raise IllegalAction("Not supported yet", f"the delayed action {delayed['action']!r} is not supported yet")
    game.emit("ability_resolved", [cr("608.2"), cr("603.7")], stack_object=item.id, source=item.source,
              effect="sacrifice")
    for object_id in delayed["objects"]:
        permanent = game.permanent(object_id)
        # CR 400.7: an object that left the battlefield is a new object; the ability can't find it.
        if permanent is not None and permanent.controller == item.controller:
            leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[cr("603.7")], reason="sacrificed")


registry.step_begin[Step.END].add(lambda game: _fire_delayed_triggers(game, "next_end_step"))
