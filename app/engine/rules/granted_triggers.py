"""s17-grant: triggered abilities an Aura or Equipment grants to the permanent it is attached to
(docs/oracle-s17-grant.md): 'Enchanted creature has "Whenever this creature deals combat damage to a
player, draw a card."', 'Equipped creature has "Whenever this creature attacks, ..."' — the
`grant_triggered` static ability.

A static ability may grant an ability to another object (CR 613.1f: layer 6; 113.1a: the quoted text is
the ability). The granted triggered ability is the attached permanent's own: it triggers on what that
permanent does (CR 603.2; "attacks": as it is declared as an attacker, 508.3a; "dies": looking back in
time, 603.6c, 603.10a; "deals [combat] damage to
a player [an opponent]": 510.2, one event per combat damage step), its source is that permanent and its
controller that permanent's controller, who is "you" of the ability (CR 113.8). The ability is kept in the
stack object's `choices.granted_triggered` (it exists on the stack independently of its source, CR 113.7a) and
resolved here. Only while the granting permanent is attached (CR 301.5, 303.4). Gated on a card with
`grant_triggered` having been in the game.

s31-stdb: an "attacks" ability with one effect taking one target ("Whenever this creature attacks, tap target creature
defending player controls."): its target is given with the `resolve` action's `choices.targets`, checked as it is put
on the stack (CR 603.3d, 115.1); with no legal target it is removed (603.3d).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import GrantTriggeredAbility, TriggeredAbility, effect_target, effects_of
from app.engine.characteristics import face_up
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.attached_granted import is_attached_to
from app.engine.rules.chosen import s34cmd_of_the_chosen_type  # s34-cmd
from app.engine.rules.dies_triggers import dying_matches, left_for_the_graveyard, self_had_the_counters
from app.engine.rules.effects_targets import has_legal_target, resolve_effects, verify_targets  # s31-stdb
from app.engine.rules.event_triggers import EVENT
from app.engine.rules.riders import intervening_holds  # s34-mkm
from app.engine.state import Permanent, StackObject

NAME = "granted_trigger"
GRANTED = "granted_triggered"  # the stack object's `choices` key holding the granted ability


def _granted(game: Game, holder: Permanent, trigger: str) -> list[TriggeredAbility]:
    """The triggered abilities of `trigger` the permanents attached to `holder` grant it (CR 613.1f)."""
    return [
        grant.ability
        for source in game.state.battlefield
        if source.attached_to == holder.id and is_attached_to(source, holder)
        for _, grant in abilities_of_kind(game, source, GrantTriggeredAbility)
        if grant.ability.trigger == trigger
    ]


def _pending(
    holder: Permanent, ability: TriggeredAbility, trigger: str, event: dict[str, Any], cites: list[str]
) -> PendingTrigger:
    data = {
        "keyword_trigger": NAME,
        EVENT: event,
        GRANTED: ability.model_dump(mode="json", by_alias=True, exclude_none=True),
    }
    return PendingTrigger(
        holder.id, None, holder.controller or "", trigger, [], [*cites, cr("613.1f")], data=data, face=face_up(holder)
    )


def _attacks(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 508.3a: "Whenever this creature attacks" triggers as it is declared as an attacker."""
    found: list[PendingTrigger] = []
    for declared in event.get("attackers") or []:
        attacker = game.permanent(declared["id"])
        if attacker is None:
            continue
        found += [
            _pending(attacker, ability, "attacks", {}, [cr("603.2"), cr("508.3a")])
            for ability in _granted(game, attacker, "attacks")
            if intervening_holds(game, attacker.controller, ability, attacker.id)  # s34-mkm: Young Hero Role (603.4)
        ]
    return found


keyword_triggers.watch("attackers_declared", _attacks, needs=(GrantTriggeredAbility,))


def _dealt(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> None:
    """CR 510.2: "Whenever this creature deals [combat] damage to a player [an opponent]": one trigger for
    the damage it deals to one player in one combat damage step (dealt simultaneously)."""
    if amount <= 0 or not game_has(game, GrantTriggeredAbility):
        return
    player = next((p for p in game.state.players if p.id == recipient), None)
    holder = game.permanent(source_id)
    if player is None or holder is None:
        return
    combat_state = game.state.combat
    step = f"{game.state.turn}:{combat_state.damage_step}" if combat and combat_state is not None else None
    for ability in _granted(game, holder, "deals_damage"):
        if ability.combat_damage and not combat:
            continue
        if (ability.damage_to == "opponent" and player.id == holder.controller) or ability.damage_to == "creature":
            continue  # s27-std: "... to a creature" is not damage to a player
        granted = ability.model_dump(mode="json", by_alias=True, exclude_none=True)
        if step is not None and any(
            pending.source == holder.id
            and pending.data.get(GRANTED) == granted
            and pending.data[EVENT].get("combat_step") == step
            and pending.data[EVENT].get("player") == player.id
            for pending in game.pending_triggers
            if pending.data.get("keyword_trigger") == NAME
        ):
            continue  # the same combat damage event (CR 510.2)
        game.pending_triggers.append(
            _pending(
                holder,
                ability,
                "deals_damage",
                {"player": player.id, "combat_step": step},
                [cr("603.2"), cr("510.2") if combat else cr("120.1")],
            )
        )


registry.damage_dealt.add(_dealt, needs=(GrantTriggeredAbility,))


def _dies(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 603.6c, 603.10a: "When this creature dies" looks back in time: the Aura or Equipment is still on the
    battlefield, attached to it, as the creature dies (it is put into the graveyard afterwards, 704.5m-n)."""
    died = left_for_the_graveyard(game, event, CardType.CREATURE)
    if died is None:
        return []
    named: dict[str, Any] = {"that_player": died.controller, "that_permanent": died.id}
    cites = [cr("603.6c"), cr("603.10a"), cr("700.4")]
    found = [_pending(died, ability, "dies", named, cites) for ability in _granted(game, died, "dies")
             if self_had_the_counters(ability, died)]  # s22-stx: "if it had a +1/+1 counter on it" (CR 603.4)
    # "Whenever another creature [you control] dies": the creatures on the battlefield that have it, the
    # dying one as it last existed matched against `dying` (rules/dies_triggers.py; "another" only, so the
    # creature that has it is never the one that died)
    last_known = game.state.last_known.get(died.id)
    if last_known is None:
        return found
    for holder in game.state.battlefield:
        if holder.id == died.id or holder.card is None:
            continue
        found += [
            _pending(holder, ability, "creature_dies", named, cites)
            for ability in _granted(game, holder, "creature_dies")
            if dying_matches(ability.dying, died, last_known, holder)
            and s34cmd_of_the_chosen_type(ability, holder, last_known)  # s34-cmd (CR 607.2a)
        ]
    return found


keyword_triggers.watch("zone_change", _dies, needs=(GrantTriggeredAbility,))


def _gained(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """s21-m21: "Whenever you gain life, ..." granted to a creature: each life-gaining event of more than 0 life
    (CR 119.9; every gain of life emits `life_gained`) of the creature's controller, "you" of the ability (CR 113.8),
    triggers it once (603.2); `that_much` is the life gained."""
    player, amount = event.get("player"), event.get("amount")
    if not isinstance(amount, int) or amount <= 0:
        return []
    named = {"that_player": player, "that_much": amount}
    return [_pending(holder, ability, "you_gain_life", dict(named), [cr("603.2"), cr("119.9")])
            for holder in game.state.battlefield if holder.controller == player
            for ability in _granted(game, holder, "you_gain_life")]


keyword_triggers.watch("life_gained", _gained, needs=(GrantTriggeredAbility,))  # s21-m21


def _ability(item: StackObject) -> TriggeredAbility:
    try:
        ability = TriggeredAbility.model_validate(item.choices.get(GRANTED))
        GrantTriggeredAbility(ability=ability)  # the same limits as the static ability that granted it
    except ValidationError:
        raise IllegalAction(
            "Unknown ability",
            f"{item.id}'s granted ability is not a triggered ability the engine plays",
            [cr("613.1f")],
        ) from None
    return ability


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    """Resolve the granted ability kept with the stack object (CR 113.7a, 608.2): "you may <effect>" asks its
    controller (`choices.pay_optional_cost`, default no, CR 603.5), then its effects in order (608.2c)."""
    ability = _ability(item)
    if not intervening_holds(game, item.controller, ability, item.source):  # s34-mkm: checked again (CR 603.4)
        game.emit("intervening_if_false", [cr("603.4")], stack_object=item.id, source=item.source,
                  condition=f"its toughness is {getattr(ability.intervening_if, 'number', None)} or less")
        return
    if ability.optional:
        decision = choices.pay_optional_cost
        if not decision:
            game.emit(
                "optional_cost_declined",
                [cr("608.2d"), cr("603.5")],
                stack_object=item.id,
                source=item.source,
                cost="{0}",
                chosen=decision is not None,
            )
            return
        game.emit(
            "optional_cost_paid", [cr("608.2d"), cr("603.5")], stack_object=item.id, source=item.source, cost="{0}"
        )
    if not _s31stdb_targets_chosen(game, item, ability, choices):
        return
    resolve_effects(game, item, effects_of(ability), choices)


def _s31stdb_targets_chosen(game: Game, item: StackObject, ability: TriggeredAbility, choices: Choices) -> bool:
    """s31-stdb: a granted ability that targets (cards.py `s31stdb_granted_targets_one`) has its target chosen as it
    is put on the stack, given with the `resolve` action's `choices.targets` as for any triggered ability, checked
    against its spec (CR 603.3d, 115.1, 113.1a); with no legal target it is removed from the stack (603.3d). False
    when it does nothing."""
    spec = effect_target(ability.effect)
    if spec is None or item.targets:
        return True
    holder, controller = item.source or item.id, item.controller or ""
    if not choices.targets and not has_legal_target(game, holder, controller, spec):
        game.emit("trigger_removed", [cr("603.3d")], source=item.source, trigger=item.trigger_event)
        return False
    verify_targets(game, holder, controller, effects_of(ability), list(choices.targets), f"the ability {item.id}",
                   "603.3d")
    item.targets = list(choices.targets)
    return True


def optional_choice(item: StackObject, ability_of: Callable[[StackObject], Any]) -> dict[str, Any] | None:
    """What `pending` shows for a granted "you may <effect>" on top of the stack: yes or no (CR 603.5); `ability_of`
    finds the granted ability the stack object keeps (here, or rules/granted_until_end_of_turn.py's)."""
    try:
        optional = ability_of(item).optional
    except IllegalAction:
        return None
    if not optional:
        return None
    return {
        "stack_object": item.id,
        "choice": "pay_optional_cost",
        "values": [True, False],
        "cost": "{0}",
        "player": item.controller,
    }


def _choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    return optional_choice(item, _ability)


registry.keyword_trigger_resolvers[NAME] = _resolve
registry.resolution_choices[NAME] = _choice
