"""s20-combat: blocking requirements, additional blocks and combat damage by toughness (docs/oracle-s20-combat.md).

- Blocking requirements (CR 509.1c: "The defending player checks each creature they control to see whether it's
  affected by any requirements ... the number of requirements being obeyed must be maximized without violating any
  restrictions"). The requirements the engine knows, one per ability (or effect) instance:
  - `lure` ("All creatures able to block ~ do so.", "All creatures able to block enchanted creature do so."): while
    the creature attacks, for each creature of the player it attacks that could block it, "that creature blocks it";
  - `must_be_blocked` ("~ must be blocked if able."): "some creature blocks it";
  - `blocks_each_combat` ("~ blocks each combat if able.", the blocking half of "attacks or blocks each combat if
    able"): "it blocks", when its controller declares blockers.
  A declaration is compared with every legal declaration of the same defending player (each untapped creature it
  controls blocking nothing, or up to as many attackers as it may block that no restriction of 509.1b forbids it to
  block, and the whole declaration passing the declaration-wide restrictions: menace, "can't block alone", "can't be
  blocked by more than one creature"): it is refused (naming the requirements it leaves unobeyed) when some legal
  declaration obeys more of them. Ending the declare blockers step without a declaration declares no blockers (CR
  509.1, 509.8), which is refused the same way. The search is exact: the declarations are enumerated with a bound
  (the requirements a partial declaration can still obey), each blocker's possible blocks made one at a time; past
  `_SEARCH_LIMIT` declarations looked at (whole or partial) the engine refuses the declaration rather than guess,
  saying so.
- The effect `block_requirement_this_turn` ("Target creature blocks this turn if able.", "Target creature blocks ~ this
  turn if able.", "... must be blocked this turn if able.", "All creatures able to block target creature this turn do
  so."): the same requirements until the cleanup step (CR 514.2), recorded on the creature as it resolves (608.2);
  "blocks ~" names the effect's source, which must be attacking for the requirement to be obeyable.
- `additional_block` ("~ can block an additional creature each combat."): it may be declared as a blocker of one
  more attacker for each such ability (CR 509.1a), each block obeying the restrictions (509.1b); it deals its combat
  damage divided among the creatures it blocks (510.1d, rules/combat.py).
- `toughness_combat_damage` ("Each creature you control assigns combat damage equal to its toughness rather than its
  power.", an Aura's "Enchanted creature ... assigns combat damage equal to its toughness rather than its power."):
  CR 510.1a, as the amount it assigns is decided.

Cost: every hook is registered with `needs` (the ability kinds, and for the effect a kind the game gets once such an
effect resolves, `ability_presence.add_kind`, or a posted permanent with effects): a game without any runs none of them.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import (
    AdditionalBlockAbility,
    BlockRequirementThisTurnEffect,
    BlocksEachCombatAbility,
    LureAbility,
    MustBeBlockedAbility,
    ToughnessCombatDamageAbility,
)
from app.engine.characteristics import compute, has_keyword, is_creature
from app.engine.citations import cr
from app.engine.enums import STEP_ORDER, Step
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules import banding
from app.engine.rules.ability_presence import abilities_of_kind, add_kind
from app.engine.rules.combat import attacked_player
from app.engine.rules.effects_targets import affected
from app.engine.rules.s34ltr_ring import ring_bearer
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Permanent, PowerToughnessEffect, StackObject
from app.engine.target_grammar import parse_target_spec

_SEARCH_LIMIT = 20_000  # declarations, whole or partial, looked at at most for one check (module docstring)
_DECLARE_BLOCKERS_AT = STEP_ORDER.index(Step.DECLARE_BLOCKERS)
_KIND = "effect:block_requirement"  # a kind of the game once such an effect resolved (ability_presence.add_kind)
_NEEDS = (LureAbility, MustBeBlockedAbility, BlocksEachCombatAbility, _KIND, registry.posted_kind("effects"))

# A requirement: (what it asks, blocker id or None, attacker id or None, why) with what it asks
# "blocks_it" (that blocker blocks that attacker), "blocked" (some creature blocks that attacker) or
# "blocks" (that blocker blocks some attacker).
Requirement = tuple[str, str | None, str | None, str]


# --- what applies to a creature -------------------------------------------------------------------


def _attached_to(game: Game, creature: Permanent, kind: type[LureAbility]) -> int:
    """How many abilities of `kind` with `affected` "enchanted_creature" Auras attached to it have."""
    return sum(
        1
        for other in game.state.battlefield
        if other.attached_to == creature.id
        for _, ability in abilities_of_kind(game, other, kind)
        if ability.affected == "enchanted_creature"
    )


def _lures(game: Game, attacker: Permanent) -> int:
    own = sum(1 for _, ability in abilities_of_kind(game, attacker, LureAbility) if ability.affected == "self")
    return own + _attached_to(game, attacker, LureAbility)


def _effects(permanent: Permanent, requirement: str) -> list[PowerToughnessEffect]:
    return [effect for effect in permanent.effects if effect.block_requirement == requirement] \
        if permanent.effects else []


def _requirements(game: Game, defender: str, attackers: list[Permanent],
                  options: dict[str, list[str]]) -> list[Requirement]:
    """The blocking requirements on `defender`'s declaration (CR 509.1c), one per ability (or effect) instance."""
    found: list[Requirement] = []
    for attacker in attackers:
        for _ in range(_lures(game, attacker) + len(_effects(attacker, "lure"))):
            found += [("blocks_it", blocker, attacker.id, f"all creatures able to block {attacker.id} do so")
                      for blocker, allowed in options.items() if attacker.id in allowed]
        found += [("blocked", None, attacker.id, f"{attacker.id} must be blocked if able")
                  for _ in [*(ability for _, ability in abilities_of_kind(game, attacker, MustBeBlockedAbility)
                              if not ability.s35ltr_while_ring_bearer or _s35ltr_is_ring_bearer(game, attacker)),
                            *_effects(attacker, "must_be_blocked")]]
    attacking = {a.id for a in attackers}
    for blocker_id in options:
        blocker = game.permanent(blocker_id)
        if blocker is None:
            continue
        found += [("blocks", blocker_id, None, f"{blocker_id} blocks each combat if able")
                  for _ in abilities_of_kind(game, blocker, BlocksEachCombatAbility)]
        found += [("blocks", blocker_id, None, f"{blocker_id} blocks this turn if able")
                  for _ in _effects(blocker, "blocks")]
        found += [("blocks_it", blocker_id, effect.source, f"{blocker_id} blocks {effect.source} this turn if able")
                  for effect in _effects(blocker, "blocks_source") if effect.source in attacking]
    return found


def _resolve(game: Game, item: StackObject, effect: BlockRequirementThisTurnEffect, choices: Choices) -> None:
    """The requirement on each permanent the effect names, until the cleanup step (CR 509.1c, 514.2, 611.2c)."""
    made = False
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        target.effects.append(PowerToughnessEffect(source=item.source, block_requirement=effect.requirement))
        game.changed(target)
        made = True
        game.emit("block_requirement", [cr("608.2"), cr("509.1c")], stack_object=item.id, source=item.source,
                  permanent=target.id, requirement=effect.requirement, duration="end_of_turn")
    if made:
        add_kind(game, _KIND)


def _capacity(game: Game, blocker: Permanent) -> int:
    return 1 + _additional(game, blocker)


def _additional(game: Game, blocker: Permanent) -> int:
    """CR 509.1a: the attackers it may block beyond one ("can block an additional creature each combat")."""
    abilities = [ability for _, ability in abilities_of_kind(game, blocker, AdditionalBlockAbility)
                 if ability.affected is None]
    if any(ability.any_number for ability in abilities):  # s23-c10: "can block any number of creatures"
        return len(game.state.combat.attackers) if game.state.combat is not None else 0
    return len(abilities) + s27older_granted_blocks(game, blocker)


def s27older_granted_blocks(game: Game, blocker: Permanent) -> int:
    """s27-older: "Each creature you control can block an additional creature each combat." (CR 509.1a): one more for each
    such ability of a permanent its controller controls whose spec the blocker matches (two such abilities: two more)."""
    return sum(1 for source in game.state.battlefield if source.controller == blocker.controller
               for _, ability in abilities_of_kind(game, source, AdditionalBlockAbility)
               if ability.affected is not None and matches_filter(game, parse_target_spec(ability.affected), blocker,
                                                                  source.id, source.controller or ""))


# --- the declarations -----------------------------------------------------------------------------


def _options(game: Game, defender: str, attackers: list[Permanent]) -> dict[str, list[str]]:
    """For each untapped creature `defender` controls, the attackers attacking them it may block on its own (CR
    509.1a-b)."""
    options: dict[str, list[str]] = {}
    restrictions = registry.block_restrictions.run_order
    for blocker in game.state.battlefield:
        if blocker.controller != defender or blocker.tapped or not is_creature(game, blocker):
            continue
        allowed = [a.id for a in attackers if not any(r(game, blocker, a) is not None for r in restrictions)]
        if allowed:
            options[blocker.id] = allowed
    return options


def _expanded(game: Game, blocks: dict[str, tuple[str, ...]], attackers: list[str]) -> dict[str, list[str]]:
    """`{attacker: [blockers]}` of a declaration, blocking one creature of a band blocking the band (702.22h)."""
    combat = game.state.combat
    by_attacker: dict[str, list[str]] = {a: [] for a in attackers}
    for blocker, blocked in blocks.items():
        for attacker in blocked:
            for member in banding.band_members(combat, attacker) if combat is not None else [attacker]:
                by_attacker.setdefault(member, []).append(blocker)
    return by_attacker


def _obeyed(requirements: list[Requirement], by_attacker: dict[str, list[str]], blocking: set[str]) -> list[bool]:
    return [
        (blocker in by_attacker.get(attacker or "", [])) if asks == "blocks_it"
        else bool(by_attacker.get(attacker or "")) if asks == "blocked"
        else blocker in blocking
        for asks, blocker, attacker, _ in requirements
    ]


def _legal(game: Game, by_attacker: dict[str, list[str]]) -> bool:
    """The declaration passes the declaration-wide restrictions (CR 509.1b-c: menace, "can't block alone", ...)."""
    return all(check(game, by_attacker) is None for check in registry.block_declaration_checks.run_order)


class _TooMany(Exception):
    pass


def _better_exists(game: Game, requirements: list[Requirement], options: dict[str, list[str]],
                   attackers: list[str], declared: int) -> bool:
    """Whether a legal declaration obeys more than `declared` requirements (CR 509.1c); raises `_TooMany` past the
    search limit."""
    blockers = sorted(options, key=lambda b: -sum(1 for r in requirements if r[1] == b))
    most: dict[str, int] = {}
    for blocker_id in blockers:
        blocker = game.permanent(blocker_id)
        most[blocker_id] = min(_capacity(game, blocker) if blocker is not None else 1, len(options[blocker_id]))

    def choices(blocker_id: str) -> Iterator[tuple[str, ...]]:
        """What it may block, made one at a time (a blocker of many additional blocks facing many attackers has more
        combinations than could be listed): one attacker, then two, ..., then nothing (blocking first: a requirement
        is obeyed by a block)."""
        allowed = options[blocker_id]
        for size in range(1, most[blocker_id] + 1):
            yield from combinations(allowed, size)
        yield ()
    # The requirements a blocker not yet decided may still obey: its own, and "blocked" / "blocks_it" ones naming it.
    can_help = {b: [i for i, r in enumerate(requirements) if r[1] == b or (r[0] == "blocked" and r[2] in options[b])]
                for b in blockers}
    seen = [0]
    chosen: dict[str, tuple[str, ...]] = {}

    def search(at: int) -> bool:
        seen[0] += 1  # every partial declaration counts, not only whole ones: the bound below may cut at any depth
        if seen[0] > _SEARCH_LIMIT:
            raise _TooMany
        if at == len(blockers):
            by_attacker = _expanded(game, chosen, attackers)
            blocking = {b for b, blocked in chosen.items() if blocked}
            return sum(_obeyed(requirements, by_attacker, blocking)) > declared and _legal(game, by_attacker)
        by_attacker = _expanded(game, chosen, attackers)
        blocking = {b for b, blocked in chosen.items() if blocked}
        obeyed = _obeyed(requirements, by_attacker, blocking)
        open_ = {i for b in blockers[at:] for i in can_help[b] if not obeyed[i]}
        if sum(obeyed) + len(open_) <= declared:
            return False  # the bound: even obeying every requirement still open is not more
        blocker = blockers[at]
        for choice in choices(blocker):
            chosen[blocker] = choice
            if search(at + 1):
                return True
        del chosen[blocker]
        return False

    return search(0)


def _check_defender(game: Game, defender: str, blocks: list[tuple[str, str]]) -> Refusal | None:
    combat = game.state.combat
    if combat is None:
        return None
    attacking = [(a, found) for a in combat.attackers if attacked_player(game, a) == defender
                 and (found := game.permanent(a.id)) is not None]
    attackers = [found for _, found in attacking]
    options = _options(game, defender, attackers)
    requirements = _requirements(game, defender, attackers, options)
    if not requirements:
        return None
    declared: dict[str, tuple[str, ...]] = {}
    for blocker, attacker in blocks:
        declared[blocker] = (*declared.get(blocker, ()), attacker)
    ids = [a.id for a in attackers]
    obeyed = _obeyed(requirements, _expanded(game, declared, ids), {b for b, blocked in declared.items() if blocked})
    count = sum(obeyed)
    if count == len(requirements):
        return None
    unobeyed = [requirements[i][3] for i, done in enumerate(obeyed) if not done]
    try:
        better = _better_exists(game, requirements, options, ids, count)
    except _TooMany:
        return Refusal(
            f"the engine can't decide within {_SEARCH_LIMIT} declarations whether a declaration obeying more blocking "
            f"requirements exists (unobeyed: {'; '.join(unobeyed)}); it refuses rather than guess",
            (cr("509.1c"),), title="Block requirements undecided")
    if not better:
        return None
    return Refusal(
        f"a legal declaration obeys more blocking requirements than this one ({count} of {len(requirements)}); "
        f"unobeyed: {'; '.join(unobeyed)}",
        (cr("509.1c"),), title="Block requirement")


def _block_requirements(game: Game, defenders: list[str], blocks: list[tuple[str, str]]) -> Refusal | None:
    for defender in defenders:
        mine = [(b, a) for b, a in blocks if (p := game.permanent(b)) is not None and p.controller == defender]
        refusal = _check_defender(game, defender, mine)
        if refusal is not None:
            return refusal
    return None


def _passing_declare_blockers(game: Game, rest_of_turn: bool) -> Refusal | None:
    """Ending the declare blockers step (or, with `next_turn`, the turn from the declare attackers step on) before a
    defending player declares declares no blockers for them (CR 509.1), which a requirement may forbid (509.1c)."""
    state = game.state
    combat = state.combat
    if combat is None or not combat.attackers or combat.blockers_declared or state.stack:
        return None
    at = STEP_ORDER.index(state.step)
    if at > _DECLARE_BLOCKERS_AT or (at < _DECLARE_BLOCKERS_AT and not rest_of_turn):
        return None
    defenders = sorted({d for a in combat.attackers if (d := attacked_player(game, a)) is not None}
                       - set(combat.blockers_declared_by))
    return _block_requirements(game, defenders, [])


# --- combat damage by toughness (CR 510.1a) -------------------------------------------------------


def _holds(game: Game, ability: ToughnessCombatDamageAbility, creature: Permanent) -> bool:
    """The ability's own condition on the creature, as it is now (CR 611.3a)."""
    if ability.if_it_has is not None and not has_keyword(game, creature, ability.if_it_has):
        return False
    if ability.if_toughness_greater_than_power:
        characteristics = compute(game, creature)
        return characteristics is not None and (characteristics.toughness or 0) > (characteristics.power or 0)
    return True


def _names(game: Game, source: Permanent, ability: ToughnessCombatDamageAbility, creature: Permanent) -> bool:
    if ability.affected == "self":
        return source.id == creature.id
    if ability.affected == "enchanted_creature":
        return source.attached_to == creature.id
    return source.controller == creature.controller and matches_filter(
        game, parse_target_spec(ability.affected), creature, source.id, source.controller or "")


def _by_toughness(game: Game, creature: Permanent) -> bool:
    """CR 510.1a: whether an ability makes the creature assign combat damage equal to its toughness."""
    return any(
        _names(game, source, ability, creature) and _holds(game, ability, creature)
        for source in game.state.battlefield
        for _, ability in abilities_of_kind(game, source, ToughnessCombatDamageAbility)
    )


registry.effect_resolvers["block_requirement_this_turn"] = _resolve
registry.block_requirement_checks.add(_block_requirements, needs=_NEEDS)
registry.step_pass_checks.add(_passing_declare_blockers, needs=_NEEDS)
registry.additional_blocks.add(_additional, needs=(AdditionalBlockAbility,))
registry.damage_by_toughness.add(_by_toughness, needs=(ToughnessCombatDamageAbility,))


# --- s35-ltr ---


def _s35ltr_is_ring_bearer(game: Game, creature: Permanent) -> bool:
    """s35-ltr: "As long as ~ is your Ring-bearer, it must be blocked if able." (CR 701.54a): whether the creature is
    its controller's Ring-bearer (rules/s34ltr_ring.py)."""
    bearer = ring_bearer(game, creature.controller)
    return bearer is not None and bearer.id == creature.id
