"""Combat requirements and restrictions of static abilities (s15-combat, docs/oracle-combat.md).

- `attacks_each_combat`: "~ attacks each combat if able." / "Enchanted creature ... attacks each
  combat if able." A requirement (CR 508.1d): the active player's declaration must obey as many
  requirements as possible without breaking a restriction. A creature it names is *able* to attack
  when it could be declared: it is an untapped creature the active player controls, free of summoning
  sickness (302.6, or an exemption such as haste), that no restriction keeps home (508.1c: defender,
  "can't attack", "can't attack unless defending player controls ...", against some opponent),
  and no cost to attack applies to it (508.1d: a player is never required to pay one). A declaration
  that leaves such a creature home is refused, and so is ending the declare attackers step with no
  declaration (`next_step`, or `next_turn` before attackers are declared), which would declare none.
  "Can't attack alone" (506.5) is obeyed first: a required creature that could only attack alone is
  not able to.
- `cant_attack_or_block_alone`: "~ can't attack or block alone." (CR 506.5): it can be declared as an
  attacker (blocker) only if at least one other creature is declared as an attacker (blocker) too;
  checked on the whole declaration (508.1c, 509.1c). Blockers declared earlier in the step by
  another defending player count as declared with it (509.1, 802.2a).
- `can_block_only`: "~ can block only creatures with flying." (CR 509.1b): it may block an attacker
  only if that attacker has flying.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import (
    AttackCostAbility,
    AttacksEachCombatAbility,
    CanBlockOnlyAbility,
    CantAttackOrBlockAloneAbility,
)
from app.engine.characteristics import characteristics_of, has_keyword, is_creature
from app.engine.citations import cr
from app.engine.enums import STEP_ORDER, Step
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.summoning_sickness import has_summoning_sickness
from app.engine.state import Permanent

_DECLARE_ATTACKERS_AT = STEP_ORDER.index(Step.DECLARE_ATTACKERS)
# s23-c13: a kind of the game once an "attacks this turn if able" effect resolved (rules/s23c13_attack_requirement.py
# adds it, ability_presence.add_kind), or with a posted permanent's effects (which may hold one)
ATTACK_REQUIREMENT_KIND = "effect:attack_requirement"
_ATTACK_NEEDS = (AttacksEachCombatAbility, ATTACK_REQUIREMENT_KIND, registry.posted_kind("effects"))


# --- "can't attack or block alone" (CR 506.5) -----------------------------------------------------


def _alone(game: Game, creature: Permanent, *, attacking: bool) -> bool:
    """Whether `creature` can't attack (`attacking`) or can't block alone."""
    return any(
        ability.attack if attacking else ability.block
        for _, ability in abilities_of_kind(game, creature, CantAttackOrBlockAloneAbility)
    )


def _attacks_alone(game: Game, attackers: list[str]) -> Refusal | None:
    if len(attackers) != 1:
        return None
    attacker = game.permanent(attackers[0])
    if attacker is not None and _alone(game, attacker, attacking=True):
        return Refusal(
            f"{attacker.id} can't attack alone: at least one other creature must be declared as an attacker with it",
            (cr("506.5"), cr("508.1c")),
            title="Can't attack alone",
        )
    return None


def _blocks_alone(game: Game, blockers_by_attacker: dict[str, list[str]]) -> Refusal | None:
    declared = {blocker for blockers in blockers_by_attacker.values() for blocker in blockers}
    combat = game.state.combat
    earlier = set(combat.blockers) if combat is not None else set()
    if len(declared | earlier) != 1:
        return None
    blocker = game.permanent(next(iter(declared))) if declared else None
    if blocker is not None and _alone(game, blocker, attacking=False):
        return Refusal(
            f"{blocker.id} can't block alone: at least one other creature must be declared as a blocker with it",
            (cr("506.5"), cr("509.1c")),
            title="Can't block alone",
        )
    return None


# --- "can block only creatures with flying" (CR 509.1b) -------------------------------------------


def _blocks_only(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    own = [ability for _, ability in abilities_of_kind(game, blocker, CanBlockOnlyAbility) if ability.affected == "self"]
    for aura in game.state.battlefield:  # s23-ori: "Enchanted creature can block only creatures with flying."
        if aura.attached_to == blocker.id:
            own.extend(ability for _, ability in abilities_of_kind(game, aura, CanBlockOnlyAbility)
                       if ability.affected == "enchanted_creature")
    for ability in own:
        if ability.power_greater_than is not None:  # s23-c14: "can't block creatures with power 2 or less"
            attacking = characteristics_of(game, attacker)
            power = attacking.power if attacking is not None else None
            if power is not None and power <= ability.power_greater_than:
                return Refusal(f"{blocker.id} can't block creatures with power {ability.power_greater_than} or less; "
                               f"{attacker.id} has power {power}", (cr("509.1b"),), title="Can't block that")
        if ability.attackers_with is not None and not has_keyword(game, attacker, ability.attackers_with):
            return Refusal(
                f"{blocker.id} can block only creatures with {ability.attackers_with}; "
                f"{attacker.id} doesn't have {ability.attackers_with}",
                (cr("509.1b"),),
                title="Can't block that",
            )
    return None


# --- "attacks each combat if able" (CR 508.1d) ----------------------------------------------------


def _applies_to(game: Game, creature: Permanent, kind: type[AttacksEachCombatAbility] | type[AttackCostAbility]) -> bool:
    """Whether an ability of `kind` applies to the creature: its own ("~ ..."), or an Aura's attached to
    it ("Enchanted creature ...")."""
    if any(ability.affected == "self" for _, ability in abilities_of_kind(game, creature, kind)):
        return True
    return any(
        ability.affected in ("enchanted_creature", "equipped_creature")  # s26-tsp: "Equipped creature ... is goaded."
        for other in game.state.battlefield
        if other.attached_to == creature.id
        for _, ability in abilities_of_kind(game, other, kind)
    )


def _required_to_attack(game: Game, creature: Permanent) -> bool:
    return _applies_to(game, creature, AttacksEachCombatAbility) or any(  # s23-c13: "attacks this turn if able"
        effect.attack_requirement for effect in creature.effects)


def _has_attack_cost(game: Game, creature: Permanent) -> bool:
    """A cost to attack applies to it (CR 508.1d: not required to pay it, so not required to attack)."""
    return _applies_to(game, creature, AttackCostAbility)


def _able_to_attack(game: Game, creature: Permanent) -> bool:
    """Whether it could be declared as an attacker on its own terms (CR 508.1a, 508.1c, 508.1d)."""
    active = game.state.active_player
    if creature.controller != active or creature.tapped or not is_creature(game, creature):
        return False
    if has_summoning_sickness(game, creature) and not any(
        exempt(game, creature) for exempt in registry.attack_summoning_sickness_exemptions
    ):
        return False
    if any(restriction(game, creature) is not None for restriction in registry.attack_restrictions):
        return False
    if _has_attack_cost(game, creature):
        return False
    return any(
        all(check(game, creature, opponent.id) is None for check in registry.attack_target_restrictions)
        for opponent in game.opponents(active or "")
    )


def _left_home(game: Game, declared: list[str]) -> list[str]:
    """The creatures required to attack, able to, and not among `declared` (CR 508.1d), after the
    restriction "can't attack alone" (506.5) removes those that could only attack alone."""
    chosen = set(declared)
    missing = [
        p.id
        for p in game.state.battlefield
        if p.id not in chosen and _required_to_attack(game, p) and _able_to_attack(game, p)
    ]
    if len(chosen) + len(missing) == 1:
        only = game.permanent(missing[0]) if missing else None
        if only is not None and _alone(game, only, attacking=True):
            return []
    return missing


def _requirement_refusal(missing: list[str]) -> Refusal:
    return Refusal(
        f"{', '.join(missing)} attack(s) each combat if able and can attack; declare it as an attacker",
        (cr("508.1d"),),
        title="Must attack",
    )


def _attack_requirements(game: Game, attackers: list[str]) -> Refusal | None:
    missing = _left_home(game, attackers)
    return _requirement_refusal(missing) if missing else None


def _passing_declare_attackers(game: Game, rest_of_turn: bool) -> Refusal | None:
    """Ending the declare attackers step (or, with `next_turn`, the steps before it this turn) with
    no declaration declares no attackers (508.8), which a requirement may forbid (508.1d)."""
    state = game.state
    if state.combat is not None or state.stack:
        return None
    at = STEP_ORDER.index(state.step)
    if at > _DECLARE_ATTACKERS_AT or (at < _DECLARE_ATTACKERS_AT and not rest_of_turn):
        return None
    missing = _left_home(game, [])
    return _requirement_refusal(missing) if missing else None


registry.attack_declaration_checks.add(_attacks_alone, needs=(CantAttackOrBlockAloneAbility,))
registry.attack_declaration_checks.add(_attack_requirements, needs=_ATTACK_NEEDS)  # s23-c13: the effect's kinds too
registry.step_pass_checks.add(_passing_declare_attackers, needs=_ATTACK_NEEDS)
registry.block_declaration_checks.add(_blocks_alone, needs=(CantAttackOrBlockAloneAbility,))
registry.block_restrictions.add(_blocks_only, needs=(CanBlockOnlyAbility,))
