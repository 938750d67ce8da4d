""""Can't be blocked this turn" (CR 509.1b: the defending player's blocks must obey every
restriction): the `cant_be_blocked` effect, "Target creature with power 2 or less can't be blocked
this turn." (Dwarven Warriors, Tawnos's Wand). It is recorded on the permanent as an effect that
ends in the cleanup step (CR 514.2); the target's power is checked only as the ability is
activated and resolves (CR 602.2b, 608.2b), so a creature pumped afterwards stays unblockable.

The static ability `unblockable`, "~ can't be blocked." (Mist-Cloaked Herald), is the same
restriction for as long as the permanent has the ability (CR 604.1); a face-down creature has no
abilities (CR 708.2)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CantBeBlockedEffect, UnblockableAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.effects_targets import affected
from app.engine.rules.evasion import blocker_is  # s27-std
from app.engine.rules.graveyard_count import graveyard_holds
from app.engine.rules.turn_records import holds as this_turn_holds
from app.engine.rules.you_control import static_condition_holds
from app.engine.state import Permanent, PowerToughnessEffect, StackObject


def _resolve_cant_be_blocked(game: Game, item: StackObject, effect: CantBeBlockedEffect, choices: Choices) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        # s34-cmd: "Until your next turn, ..." (CR 611.2a: until the controller's next turn begins, 500.1)
        lasting = {"duration": "until_your_next_turn", "until_turn_of": item.controller} \
            if effect.until_your_next_turn else {}
        target.effects.append(PowerToughnessEffect(source=item.source, cant_be_blocked=True,
                                                   cant_be_blocked_except_by=list(effect.except_by or ()),  # s27-std
                                                   **lasting))
        game.changed(target)
        game.emit("cant_be_blocked", [cr("608.2"), cr("509.1b"), *([cr("611.2a")] if effect.until_your_next_turn else [])],
                  stack_object=item.id, source=item.source, permanent=target.id,
                  duration=lasting.get("duration", "end_of_turn"))


def _unblockable(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    if attacker.effects and any(effect.cant_be_blocked and not (  # s27-std: "except by creatures with haste"
            effect.cant_be_blocked_except_by and any(blocker_is(game, quality, blocker)
                                                     for quality in effect.cant_be_blocked_except_by))
            for effect in attacker.effects):
        return Refusal(f"{attacker.id} can't be blocked this turn", (cr("509.1b"),), title="Can't be blocked")
    if not attacker.face_down and attacker.card is not None and any(
            isinstance(ability, UnblockableAbility) and ability.affected_with is None and (  # s28-std: not a group's
                ability.as_long_as_graveyard_at_least is None  # threshold (CR 611.3a)
                or graveyard_holds(game, attacker.controller, ability.as_long_as_graveyard_at_least))
            and this_turn_holds(game, attacker.controller, ability.as_long_as_this_turn)  # s15-records (CR 611.3a)
            and (not ability.while_attacking_alone or attacking_alone(game, attacker))  # s22-afr (CR 506.5)
            and (ability.as_long_as_you_control is None or static_condition_holds(  # s22-stx (CR 611.3a)
                game, attacker.controller, ability.as_long_as_you_control, attacker.id,
                at_least=ability.as_long_as_you_control_at_least or 1))
            for ability in current_face(game, attacker).abilities):
        return Refusal(f"{attacker.id} can't be blocked", (cr("509.1b"), cr("604.1")), title="Can't be blocked")
    return None


def attacking_alone(game: Game, attacker: Permanent) -> bool:
    """s22-afr: "as long as it's attacking alone" (CR 506.5): it is attacking and no other creature is."""
    combat = game.state.combat
    return combat is not None and [a.id for a in combat.attackers] == [attacker.id]


registry.effect_resolvers["cant_be_blocked"] = _resolve_cant_be_blocked
registry.block_restrictions.add(_unblockable)
