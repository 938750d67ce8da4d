"""Combat (CR 506-511): declaring attackers and blockers, dividing and dealing combat damage.

- `declare_attackers` (declare attackers step, the active player): `attackers: [{"id",
  "defending", "band"}]`. `defending` is an opponent's id, or the id of a planeswalker or battle
  an opponent controls (a battle's protector is taken to be its controller). Attacking creatures
  must be untapped and free of summoning sickness (CR 508.1a, 302.6); they tap unless they have
  vigilance (CR 508.1f, 702.20b). Bands: see `banding.py`. "You may pay" attack triggers can be
  answered in advance with `choices.pay_optional_cost`.
- `declare_blockers` (declare blockers step, the defending player): `blocks: [{"blocker",
  "attacker"}]`; untapped creatures the defending player controls, each blocking one attacker
  (and with it the attacker's whole band). A creature whose attacked planeswalker or battle has
  left combat is still attacking and may be blocked by that defending player (CR 506.4c).
- `assign_combat_damage` (combat damage step): `assignments: [{"source", "to": {"<id>": n}}]`
  by the player the rules name (the source's controller, or as banding says, CR 702.22j/k); the
  amounts must add up to the source's power. Since the 2025 rules there is no damage assignment
  order: a creature blocked by (or blocking) several divides its damage among them as its
  controller chooses (CR 510.1c-d). Combat damage is dealt as the combat damage step begins (CR
  510.1-510.2, design.md §10), before any player has priority, unless a division must be chosen
  (`divisions_due`; `pending` is then `assign_combat_damage`): the `assign_combat_damage` that
  gives the last one deals it, or `next_step` (`registry.step_actions_due`) deals it with the
  default divisions. State-based actions then happen inside the step (704.3) and players receive
  priority in it (510.3); the next `next_step` goes on to the second combat damage step (510.4) or
  to end of combat. A source given no division assigns it the default way: all to its only
  recipient, or lethal damage to each blocker (attacker) in the listed order and the rest to the
  last (with trample: the rest to the player, planeswalker or battle it attacks).
- Combat asks the registry (keyword modules answer): `attack_restrictions` (defender),
  `attacks_without_tapping` (vigilance), `block_restrictions` (flying/reach, landwalk,
  protection), `block_declaration_checks` (menace), `first_strike_damage` /
  `second_strike_damage` (first strike, double strike), `lethal_damage` (deathtouch) and
  `excess_damage_recipients` (trample).
- First strike / double strike make two combat damage steps (CR 510.4). With no attackers the
  declare blockers and combat damage steps are skipped (CR 508.8); at the end of combat every
  creature is removed from combat and `combat` becomes null (CR 511.3).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import AssignCombatDamage, DeclareAttackers, DeclareBlockers
from app.engine.cards import AssignAsThoughUnblockedAbility  # s31-core
from app.engine.characteristics import characteristics_of, compute, is_creature
from app.engine.citations import BANDING_DEFINITION, cr
from app.engine.enums import CardType, Step
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import banding
from app.engine.rules.ability_presence import abilities_of_kind, game_has  # s31-core
from app.engine.rules.damage import deal_damage, lethal_damage
from app.engine.rules.summoning_sickness import has_summoning_sickness
from app.engine.rules.triggers import verify_announced_optional_costs
from app.engine.state import AttackingCreature, Combat, DamageDivision, Permanent


def _first_strike(game: Game, permanent: Permanent) -> list[str]:
    """The cites that make it deal damage in the first-strike step (702.7b, 702.4b); empty: none."""
    return [cite for hook in registry.first_strike_damage for cite in hook(game, permanent)]


def _strikes_again(game: Game, permanent: Permanent) -> list[str]:
    """The cites that make it deal damage again in the second step (702.4b); empty: none."""
    return [cite for hook in registry.second_strike_damage for cite in hook(game, permanent)]


def _require_step(game: Game, step: Step, what: str, rule: str) -> None:
    if game.state.step is not step:
        raise IllegalAction("Wrong step", f"{what} only in the {step.value.replace('_', ' ')} step, not in the "
                            f"{game.state.step.value} step", [cr(rule)])


def defending_player(game: Game, defending: str) -> str | None:
    """The player attacked through `defending` (a player, or a planeswalker or battle's controller)."""
    if any(player.id == defending for player in game.state.players):
        return defending
    permanent = game.permanent(defending)
    return permanent.controller if permanent is not None else None


def attacked_player(game: Game, attacker: AttackingCreature) -> str | None:
    """The defending player facing `attacker` (CR 506.2, 509.1), who may block it. CR 506.4c: a
    creature attacking a planeswalker or battle that has left combat is still attacking and may be
    blocked, so with the permanent gone its defending player is the one recorded when it was
    attacked, else (a posted state without the record) the active player's only opponent (506.2)."""
    found = defending_player(game, attacker.defending)
    if found is not None:
        return found
    if attacker.defending_player is not None:
        return attacker.defending_player
    opponents = game.opponents(game.state.active_player or "")
    return opponents[0].id if len(opponents) == 1 else None


def _verify_attack_target(game: Game, attacker: str, defending: str) -> None:
    active = game.state.active_player
    opponents = {player.id for player in game.opponents(active or "")}
    if defending in opponents:
        return
    permanent = game.permanent(defending)
    characteristics = compute(game, permanent) if permanent is not None else None
    attackable = characteristics is not None and ({CardType.PLANESWALKER.value, CardType.BATTLE.value}
                                                   & set(characteristics.types))
    if permanent is None or not attackable or permanent.controller not in opponents:
        raise IllegalAction("Can't attack that", f"{attacker} can't attack {defending!r}: a creature attacks an "
                            "opponent, or a planeswalker or battle an opponent controls", [cr("508.1b")])


# --- declare_attackers ---------------------------------------------------------------------


def verify_declare_attackers(game: Game, action: DeclareAttackers) -> None:
    _require_step(game, Step.DECLARE_ATTACKERS, "attackers are declared", "508.1")
    active = game.state.active_player
    if action.player is not None and action.player != active:
        raise IllegalAction("Not the active player", f"only the active player ({active}) declares attackers",
                            [cr("508.1")])
    if game.state.combat is not None:
        raise IllegalAction("Attackers already declared", "attackers are declared once, as the declare attackers "
                            "step begins", [cr("508.1")])
    seen: set[str] = set()
    for declaration in action.attackers:
        if declaration.id in seen:
            raise IllegalAction("Declared twice", f"{declaration.id} is declared as an attacker twice", [cr("508.1b")])
        seen.add(declaration.id)
        attacker = game.require_permanent(declaration.id)
        if attacker.controller != active or not is_creature(game, attacker):
            raise IllegalAction("Can't attack", f"{declaration.id} is not a creature {active} controls",
                                [cr("508.1a")])
        if attacker.tapped:
            raise IllegalAction("Tapped creature", f"{declaration.id} is tapped; only untapped creatures can attack",
                                [cr("508.1a")])
        if has_summoning_sickness(game, attacker) and not any(
                exempt(game, attacker) for exempt in registry.attack_summoning_sickness_exemptions):
            raise IllegalAction("Summoning sickness", f"{declaration.id} hasn't been under {active}'s control since "
                                "their most recent turn began, so it can't attack", [cr("302.6"), cr("508.1a")])
        for restriction in registry.attack_restrictions:
            refusal = restriction(game, attacker)
            if refusal is not None:
                raise IllegalAction(refusal.title or "Can't attack", f"{declaration.id} can't attack: {refusal.reason}",
                                    [cr("508.1a"), *refusal.cites])
        _verify_attack_target(game, declaration.id, declaration.defending)
        defender = defending_player(game, declaration.defending)
        for target_restriction in registry.attack_target_restrictions:
            refusal = target_restriction(game, attacker, defender)
            if refusal is not None:
                raise IllegalAction(refusal.title or "Can't attack", f"{declaration.id} can't attack: {refusal.reason}",
                                    [cr("508.1c"), *refusal.cites])
    banding.verify_bands(game, action.attackers)
    for declaration_check in registry.attack_declaration_checks.active(game):  # CR 508.1c-d (s15-combat)
        refusal = declaration_check(game, [d.id for d in action.attackers])
        if refusal is not None:
            raise IllegalAction(refusal.title or "Can't attack that way", refusal.reason, [*refusal.cites])
    for target_check in registry.attack_declaration_target_checks.active(game):  # CR 508.1d (s26-tsp: goad, 701.15b)
        refusal = target_check(game, action.attackers)
        if refusal is not None:
            raise IllegalAction(refusal.title or "Can't attack that way", refusal.reason, [*refusal.cites])
    for cost_check in registry.attack_declaration_costs:  # CR 508.1g-h
        cost_check(game, action)
    verify_announced_optional_costs(game, [d.id for d in action.attackers], "attacks")


def declare_attackers(game: Game, action: DeclareAttackers) -> None:
    players = {player.id for player in game.state.players}
    combat = Combat(attackers=[AttackingCreature(id=d.id, defending=d.defending, band=d.band,
                                                 defending_player=None if d.defending in players
                                                 else defending_player(game, d.defending))
                               for d in action.attackers])
    game.state.combat = combat
    tapped = []
    untapped_cites: list[str] = []
    for declaration in action.attackers:
        attacker = game.require_permanent(declaration.id)
        exemption = next((cites for hook in registry.attacks_without_tapping
                          if (cites := hook(game, attacker)) is not None), None)
        if exemption is None:
            attacker.tapped = True
            tapped.append(attacker.id)
        else:
            untapped_cites += exemption
        if attacker.controlled_since_turn and has_summoning_sickness(game, attacker):  # attacks "as though" (302.6)
            untapped_cites += next((cites for hook in registry.attack_summoning_sickness_exemptions
                                    if (cites := hook(game, attacker)) is not None), [])
    bands = {label: [m.id for m in members] for label, members in banding.bands_declared(action.attackers).items()}
    cites = [cr("508.1"), cr("508.1f"), *untapped_cites]
    if bands:
        cites += banding.BAND_CITES
    if not action.attackers:
        cites.append(cr("508.8"))
    game.emit("attackers_declared", cites, player=game.state.active_player,
              attackers=[d.model_dump(mode="json") for d in action.attackers], bands=bands, tapped=tapped)
    for pay_costs in registry.attack_costs_paid:  # CR 508.1h
        pay_costs(game, action)


registry.register_action("declare_attackers", verify=verify_declare_attackers, apply=declare_attackers)


def _skip_without_attackers(game: Game, step: Step) -> list[str] | bool:
    """CR 508.8: with no attacking creatures, the declare blockers and combat damage steps are skipped."""
    if step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE):
        combat = game.state.combat
        if combat is None or not combat.attackers:
            return [cr("508.8")]
    return False


registry.step_skips.add(_skip_without_attackers, events=(Step.DECLARE_BLOCKERS.value, Step.COMBAT_DAMAGE.value))


# --- declare_blockers ----------------------------------------------------------------------


def _require_combat(game: Game) -> Combat:
    combat = game.state.combat
    if combat is None or not combat.attackers:
        raise IllegalAction("No attackers", "no creature is attacking", [cr("508.8")])
    return combat


def verify_declare_blockers(game: Game, action: DeclareBlockers) -> None:
    _require_step(game, Step.DECLARE_BLOCKERS, "blockers are declared", "509.1")
    combat = _require_combat(game)
    if combat.blockers_declared:
        raise IllegalAction("Blockers already declared", "blockers are declared once, as the declare blockers step "
                            "begins", [cr("509.1")])
    attacking = {a.id: a for a in combat.attackers}
    defenders = {attacked_player(game, a) for a in combat.attackers}
    if action.player is not None and action.player not in defenders:
        raise IllegalAction("Not the defending player", f"{action.player} isn't attacked; the defending player "
                            "declares blockers", [cr("509.1")])
    if action.player is not None and action.player in combat.blockers_declared_by:
        raise IllegalAction("Blockers already declared", f"{action.player} has declared their blockers; each "
                            "defending player declares once", [cr("509.1"), cr("802.2")])
    seen: dict[str, list[str]] = {}
    for block in action.blocks:
        if block.attacker not in attacking:
            raise IllegalAction("Not attacking", f"{block.attacker!r} is not an attacking creature", [cr("509.1a")])
        if block.blocker in seen:
            _verify_additional_block(game, block.blocker, block.attacker, seen[block.blocker])  # s20-combat
        seen.setdefault(block.blocker, []).append(block.attacker)
        blocker = game.require_permanent(block.blocker)
        defender = attacked_player(game, attacking[block.attacker])
        if action.player is not None and action.player != defender:
            raise IllegalAction("Not the defending player", f"{action.player} isn't defending against "
                                f"{block.attacker}; {defender} declares its blockers", [cr("509.1")])
        if blocker.controller != defender or not is_creature(game, blocker):
            raise IllegalAction("Can't block", f"{block.blocker} is not a creature controlled by {defender}, the "
                                f"player {block.attacker} attacks", [cr("509.1a")])
        if blocker.tapped:
            raise IllegalAction("Tapped creature", f"{block.blocker} is tapped; only untapped creatures can block",
                                [cr("509.1a")])
        attacker = game.require_permanent(block.attacker)
        for restriction in registry.block_restrictions:
            refusal = restriction(game, blocker, attacker)
            if refusal is not None:
                raise IllegalAction(refusal.title or "Can't block that", f"{block.blocker} can't block {block.attacker}: "
                                    f"{refusal.reason}", [cr("509.1b"), *refusal.cites])
    blockers_by_attacker: dict[str, list[str]] = {a: [] for a in attacking}
    for block in action.blocks:
        for member in banding.band_members(combat, block.attacker):  # blocking one blocks its band
            blockers_by_attacker[member].append(block.blocker)
    for check in registry.block_declaration_checks:
        refusal = check(game, blockers_by_attacker)
        if refusal is not None:
            raise IllegalAction(refusal.title or "Can't block that way", refusal.reason, [cr("509.1b"), *refusal.cites])
    for requirements in registry.block_requirement_checks.active(game):  # s20-combat: CR 509.1c
        refusal = requirements(game, [action.player] if action.player is not None else sorted(
            d for d in defenders if d is not None), [(block.blocker, block.attacker) for block in action.blocks])
        if refusal is not None:
            raise IllegalAction(refusal.title or "Block requirement", refusal.reason, [*refusal.cites])


def _verify_additional_block(game: Game, blocker: str, attacker: str, blocked: list[str]) -> None:
    """A creature declared as a blocker again: allowed while an effect lets it block that many attackers (CR 509.1a,
    s20-combat), never twice the same one."""
    extra = sum(more(game, game.require_permanent(blocker)) for more in registry.additional_blocks.active(game))
    if attacker in blocked or len(blocked) > extra:
        raise IllegalAction("Blocks twice", f"{blocker} can block only {1 + extra} attacker(s) (or one band)"
                            + (f", and {attacker} once" if attacker in blocked else ""),
                            [cr("509.1a"), BANDING_DEFINITION])


def declare_blockers(game: Game, action: DeclareBlockers) -> None:
    combat = _require_combat(game)
    for block in action.blocks:
        # Blocking any creature in a band blocks the entire band (401c980f86ff63e6).
        blocked = banding.band_members(combat, block.attacker)
        again = block.blocker in combat.blockers  # s20-combat: it blocks another attacker too (CR 509.1a)
        combat.blockers[block.blocker] = [*combat.blockers.get(block.blocker, []), *blocked]
        for attacker in combat.attackers:
            if attacker.id in blocked:
                attacker.blocked = True
                attacker.blocked_by.append(block.blocker)
        cites = [cr("509.1")]
        if len(blocked) > 1:
            cites += [BANDING_DEFINITION, cr("702.22")]
        game.emit("blocker_declared", cites, blocker=block.blocker, attacker=block.attacker, blocks=blocked,
                  **({"again": True} if again else {}))
    defenders = {found for a in combat.attackers if (found := attacked_player(game, a)) is not None}
    if action.player is not None and len(defenders) > 1:
        # Several defending players (CR 802.2): each declares; the declaration ends with the last.
        combat.blockers_declared_by.append(action.player)
        if not defenders <= set(combat.blockers_declared_by):
            game.emit("blockers_declared", [cr("509.1"), cr("802.2")], player=action.player,
                      blocks=[b.model_dump(mode="json") for b in action.blocks])
            return
    combat.blockers_declared = True
    game.emit("blockers_declared", [cr("509.1")], blocks=[b.model_dump(mode="json") for b in action.blocks],
              **({"player": action.player} if action.player is not None and len(defenders) > 1 else {}))


registry.register_action("declare_blockers", verify=verify_declare_blockers, apply=declare_blockers)


def _blockers_declared_at_step_end(game: Game) -> None:
    if game.state.combat is not None:
        game.state.combat.blockers_declared = True  # declaring none is a declaration too


registry.step_end[Step.DECLARE_BLOCKERS].add(_blockers_declared_at_step_end)


def _no_declaration_due(game: Game) -> bool:
    """`next_step` in a declare blockers step where no declaration was made: declaring none is the
    declaration (CR 509.1; the step's end hooks make it). When that triggers abilities ("attacks
    and isn't blocked", 509.3g), they go on the stack in this step and players receive priority in
    it (509.4), before combat damage; otherwise the step ends as usual."""
    combat = game.state.combat
    if combat is None or combat.blockers_declared or not combat.attackers:
        return False
    for hook in registry.step_end[Step.DECLARE_BLOCKERS].active(game):
        hook(game)
    return bool(game.pending_triggers)


registry.step_actions_due.add(_no_declaration_due, events=(Step.DECLARE_BLOCKERS.value,))


# --- combat damage -------------------------------------------------------------------------


def _in_combat(game: Game) -> list[Permanent]:
    combat = game.state.combat
    if combat is None:
        return []
    ids = [a.id for a in combat.attackers] + list(combat.blockers)
    return [p for p in (game.permanent(i) for i in ids) if p is not None]


def _begin_damage_step(game: Game) -> None:
    """CR 510.1-510.2: as the step begins, combat damage is assigned and dealt, unless a division
    must be chosen first (then `pending` asks for it and nobody has priority)."""
    combat = game.state.combat
    if combat is None:
        return
    combat.damage_dealt = False
    first = [] if combat.damage_step is not None else [cite for p in _in_combat(game) for cite in _first_strike(game, p)]
    if first:
        combat.damage_step = "first_strike"
        game.emit("combat_damage_step", [cr("510.4"), *dict.fromkeys(first)], damage_step="first_strike")
    else:
        combat.damage_step = "regular"
        game.emit("combat_damage_step", [cr("510.1")] + ([cr("510.4")] if combat.dealt_first_strike_damage else []),
                  damage_step="regular")
    if not divisions_due(game):
        deal_combat_damage(game)


registry.step_begin[Step.COMBAT_DAMAGE].add(_begin_damage_step)


def deals_damage_now(game: Game, permanent: Permanent) -> bool:
    """CR 510.4: first strike and double strike creatures deal damage in the first step; the second
    step has those that didn't, plus double strike creatures."""
    combat = game.state.combat
    if combat is None:
        return False
    if combat.damage_step == "first_strike":
        return bool(_first_strike(game, permanent))
    # CR 702.7c / 702.4c-d: what counts is having dealt damage in the first step, and having
    # double strike now.
    return permanent.id not in combat.dealt_first_strike_damage or bool(_strikes_again(game, permanent))


def divisions_due(game: Game) -> dict[str, list[dict[str, Any]]]:
    """The sources whose division is a real choice still to be made in this step, by the player
    who divides (CR 510.1c-d): more than one possible recipient, some damage to deal, no division
    given yet. Empty once the step's damage is dealt."""
    combat = game.state.combat
    if combat is None or combat.damage_dealt or game.state.step is not Step.COMBAT_DAMAGE:
        return {}
    given = {entry["source"] for entry in combat.damage_assignments}
    ids = [a.id for a in combat.attackers] + list(combat.blockers)
    by_player: dict[str, list[dict[str, Any]]] = {}
    for source_id in ids:
        source = game.permanent(source_id)
        if source is None or source_id in given or not deals_damage_now(game, source):
            continue
        possible = recipients(game, source)
        power = combat_power(game, source)
        if len(possible) < 2 or power == 0:
            continue
        lethal = {}
        for recipient in possible:
            target = game.permanent(recipient)
            if target is not None and is_creature(game, target):
                lethal[recipient] = lethal_for(game, source, recipient)[0]
        player, _ = assigner(game, source)
        by_player.setdefault(player, []).append({"source": source_id, "power": power, "recipients": possible,
                                                 "lethal": lethal})
    return by_player


def combat_power(game: Game, permanent: Permanent) -> int:
    characteristics = compute(game, permanent)
    if characteristics and any(by(game, permanent) for by in registry.damage_by_toughness.active(game)):
        return max(0, characteristics.toughness or 0)  # s20-combat: "assigns combat damage equal to its toughness"
    return max(0, characteristics.power or 0) if characteristics else 0


def recipients(game: Game, source: Permanent) -> list[str]:
    """What `source` can assign its combat damage to (CR 510.1b-d), in the default order."""
    combat = game.state.combat
    if combat is None:
        return []
    if source.id in combat.blockers:
        attacking = {a.id for a in combat.attackers}
        return [a for a in combat.blockers[source.id] if a in attacking and game.permanent(a) is not None]
    attacker = next((a for a in combat.attackers if a.id == source.id), None)
    if attacker is None:
        return []
    if not attacker.blocked:
        if attacker.defending_player is None and any(p.id == attacker.defending for p in game.state.players):
            return [attacker.defending]
        # Attacking a planeswalker: trample over planeswalkers (CR 702.19c/e) may reach its controller.
        excess = excess_recipients(game, source)
        return excess[0] if excess is not None and excess[0] != [attacker.defending] else [attacker.defending]
    # CR 509.1h / 510.1c: a blocked creature stays blocked; with no blockers left it deals no damage
    # (unless it may assign excess damage, trample 702.19d).
    blockers = [b for b in attacker.blocked_by if b in combat.blockers and game.permanent(b) is not None]
    excess = excess_recipients(game, source)
    found = blockers + [r for r in (excess[0] if excess else []) if r not in blockers]
    unblocked = s31core_as_though_unblocked(game, source)  # s31-core (CR 510.1b-c)
    return [*found, unblocked] if unblocked is not None and unblocked not in found else found


def s31core_as_though_unblocked(game: Game, source: Permanent) -> str | None:
    """s31-core: "You may have ~ assign its combat damage as though it weren't blocked." (CR 510.1b-c): the player or
    planeswalker a blocked attacker with the ability attacks, to which it may assign all its combat damage; None for
    any other creature (asked only in a game with the ability)."""
    if not game_has(game, AssignAsThoughUnblockedAbility):
        return None
    combat = game.state.combat
    attacker = next((a for a in combat.attackers if a.id == source.id), None) if combat is not None else None
    if attacker is None or not attacker.blocked:
        return None
    own = any(ability.affected == "self" for _, ability in abilities_of_kind(game, source, AssignAsThoughUnblockedAbility))
    by_aura = any(ability.affected == "enchanted" for aura in game.state.battlefield if aura.attached_to == source.id
                  for _, ability in abilities_of_kind(game, aura, AssignAsThoughUnblockedAbility))  # CR 303.4
    return attacker.defending if own or by_aura else None


def excess_recipients(game: Game, source: Permanent) -> tuple[list[str], list[str]] | None:
    """Where a blocked attacker may assign damage beyond lethal damage to all its blockers, with
    why (trample 702.19b); None when nowhere, or when banding makes the defending player divide
    its damage among the creatures blocking it (702.22j)."""
    for hook in registry.excess_damage_recipients:
        found = hook(game, source)
        if found is not None:
            return None if banding.damage_divider(game, source.id) is not None else found
    return None


def _blockers_of(game: Game, source: Permanent) -> list[str]:
    combat = game.state.combat
    attacker = next((a for a in combat.attackers if a.id == source.id), None) if combat is not None else None
    if combat is None or attacker is None or not attacker.blocked:
        return []
    return [b for b in attacker.blocked_by if b in combat.blockers and game.permanent(b) is not None]


def lethal_for(game: Game, source: Permanent, recipient: str, assigned: int = 0) -> tuple[int, list[str]]:
    """The damage `source` must assign to creature `recipient` for it to count as lethal (CR 702.19b:
    counting damage already marked and `assigned` by other creatures in this step; deathtouch
    makes any nonzero amount lethal, 702.2c)."""
    return lethal_damage(game, source, recipient, assigned)


def _threshold(game: Game, source: Permanent, recipient: str, assigned: int = 0) -> tuple[int, list[str]]:
    """The damage `recipient` must be assigned before `source` may assign damage past it: lethal
    damage for a creature (702.19b), damage equal to its loyalty for a planeswalker attacked by a
    creature with trample over planeswalkers (702.19c, counting what others assign this step)."""
    permanent = game.permanent(recipient)
    characteristics = characteristics_of(game, permanent) if permanent is not None else None
    if permanent is not None and characteristics is not None and CardType.CREATURE.value not in characteristics.types \
            and CardType.PLANESWALKER.value in characteristics.types:
        return max(0, permanent.counters.get("loyalty", 0) - assigned), [cr("702.19c")]
    return lethal_for(game, source, recipient, assigned)


def _default_rule(game: Game, source: Permanent) -> str:
    combat = game.state.combat or Combat()
    if source.id in combat.blockers:
        return cr("510.1d")
    unblocked = any(a.id == source.id and not a.blocked for a in combat.attackers)
    return cr("510.1b") if unblocked else cr("510.1c")


def assigner(game: Game, source: Permanent) -> tuple[str, list[str]]:
    """Who divides `source`'s combat damage: as banding says (CR 702.22j/k), else its controller."""
    by_banding = banding.damage_divider(game, source.id)
    if by_banding is not None:
        return by_banding
    return source.controller or "", [_default_rule(game, source)]


def verify_assign_combat_damage(game: Game, action: AssignCombatDamage) -> None:
    _require_step(game, Step.COMBAT_DAMAGE, "combat damage is assigned", "510.1")
    if _require_combat(game).damage_dealt:
        raise IllegalAction("Combat damage already dealt", "this combat damage step's damage has been dealt; "
                            "divisions are given before it is (as the step begins)", [cr("510.1"), cr("510.2")])
    seen: set[str] = set()
    for assignment in action.assignments:
        source = game.permanent(assignment.source)
        if source is None or source not in _in_combat(game):
            raise IllegalAction("Not in combat", f"{assignment.source!r} is not an attacking or blocking creature",
                                [cr("510.1")])
        if assignment.source in seen:
            raise IllegalAction("Assigned twice", f"{assignment.source}'s damage is divided twice in one action",
                                [cr("510.1")])
        seen.add(assignment.source)
        player, cites = assigner(game, source)
        if action.player is not None and action.player != player:
            raise IllegalAction("Wrong player divides", f"{player}, not {action.player}, divides {assignment.source}'s "
                                "combat damage", cites)
        if not deals_damage_now(game, source):
            raise IllegalAction("No damage in this step", f"{assignment.source} deals no combat damage in this "
                                "combat damage step", [cr("510.4")])
        allowed = recipients(game, source)
        wrong = sorted(set(assignment.to) - set(allowed))
        if wrong:
            raise IllegalAction("Not a legal recipient", f"{assignment.source} can assign combat damage only to "
                                f"{', '.join(allowed) or 'nothing'}, not to {', '.join(wrong)}",
                                [*cites, cr("510.1b"), cr("510.1c"), cr("510.1d")])
        power = combat_power(game, source)
        total = sum(assignment.to.values())
        if total != power:
            raise IllegalAction("Damage doesn't add up", f"{assignment.source} assigns {power} combat damage, but the "
                                f"division adds up to {total}", [*cites, cr("510.1a")])
        unblocked = s31core_as_though_unblocked(game, source)  # s31-core: all of it, as though unblocked (510.1b)
        if unblocked is not None and {k for k, v in assignment.to.items() if v} == {unblocked}:
            continue
        if unblocked is not None and assignment.to.get(unblocked) and unblocked not in (
                excess_recipients(game, source) or ([], []))[0]:
            raise IllegalAction("Not as though unblocked", f"{assignment.source} assigns its combat damage to "
                                f"{unblocked} only as though it weren't blocked: all of it", [cr("510.1b"), cr("510.1c")])
        _verify_excess(game, source, assignment.to, action)


def _verify_excess(game: Game, source: Permanent, division: dict[str, int], action: AssignCombatDamage) -> None:
    """CR 702.19b: damage goes to the player, planeswalker or battle beyond the blockers only once
    every blocker is assigned lethal damage."""
    excess = excess_recipients(game, source)
    if excess is None or not any(division.get(r) for r in excess[0]):
        return
    others = _assigned_by_others(game, source.id, action)
    for blocker in _blockers_of(game, source):
        lethal, cites = lethal_for(game, source, blocker, others.get(blocker, 0))
        if division.get(blocker, 0) < lethal:
            raise IllegalAction("Lethal damage first", f"{source.id} can assign damage to "
                                f"{', '.join(r for r in excess[0] if division.get(r))} only once each creature blocking "
                                f"it is assigned lethal damage; {blocker} needs {lethal}, not "
                                f"{division.get(blocker, 0)}", [*excess[1], *cites])
    # CR 702.19c: past the planeswalker to its controller only once the planeswalker is assigned
    # damage equal to its loyalty.
    for index, recipient in enumerate(excess[0][:-1]):
        later = [r for r in excess[0][index + 1:] if division.get(r)]
        needed, cites = _threshold(game, source, recipient, others.get(recipient, 0))
        if later and division.get(recipient, 0) < needed:
            raise IllegalAction("Lethal damage first", f"{source.id} can assign damage to {', '.join(later)} only "
                                f"once {recipient} is assigned damage equal to its loyalty; it needs {needed}, not "
                                f"{division.get(recipient, 0)}", [*excess[1], *cites])


def _assigned_by_others(game: Game, source_id: str, action: AssignCombatDamage | None) -> dict[str, int]:
    """Combat damage other creatures are assigning in this step, by recipient (CR 702.19b)."""
    combat = game.state.combat
    assigned: dict[str, int] = {}
    given = {a.source for a in action.assignments} if action is not None else set()
    divisions = [a["to"] for a in (combat.damage_assignments if combat else [])
                 if a["source"] != source_id and a["source"] not in given]
    if action is not None:
        divisions += [a.to for a in action.assignments if a.source != source_id]
    for division in divisions:
        for recipient, amount in division.items():
            assigned[recipient] = assigned.get(recipient, 0) + amount
    return assigned


def assign_combat_damage(game: Game, action: AssignCombatDamage) -> None:
    combat = _require_combat(game)
    for assignment in action.assignments:
        source = game.require_permanent(assignment.source)
        player, cites = assigner(game, source)
        combat.damage_assignments = [a for a in combat.damage_assignments if a["source"] != source.id]
        entry: DamageDivision = {"source": source.id, "player": player, "to": dict(assignment.to)}
        combat.damage_assignments.append(entry)
        game.emit("combat_damage_assigned", cites, **entry)
    if not combat.damage_dealt and not divisions_due(game):  # the last division given: dealt now (510.2)
        deal_combat_damage(game)


registry.register_action("assign_combat_damage", verify=verify_assign_combat_damage, apply=assign_combat_damage)


def _default_division(game: Game, source: Permanent, amount: int, assigned: dict[str, int]) -> dict[str, int]:
    """Lethal damage (702.2c, 702.19b) to each creature in order, the rest to the last recipient:
    with trample, the player, planeswalker or battle it attacks."""
    targets = recipients(game, source)
    unblocked = s31core_as_though_unblocked(game, source)  # s31-core: "you may": not without a division (510.1c)
    if unblocked is not None and unblocked not in (excess_recipients(game, source) or ([], []))[0]:
        targets = [target for target in targets if target != unblocked]
    if not targets or not amount:
        return {}
    division: dict[str, int] = {}
    left = amount
    for target in targets[:-1]:
        share = min(left, _threshold(game, source, target, assigned.get(target, 0))[0])
        if share:
            division[target] = share
        left -= share
    if left:
        division[targets[-1]] = division.get(targets[-1], 0) + left
    return division


def deal_combat_damage(game: Game) -> None:
    """CR 510.2: every creature that deals damage in this step deals it at the same time, once."""
    combat = game.state.combat
    if combat is None or combat.damage_dealt:
        return
    combat.damage_dealt = True
    chosen = {a["source"]: a for a in combat.damage_assignments}
    dealing = [p for p in _in_combat(game) if deals_damage_now(game, p)]
    assigned: dict[str, int] = {}
    for entry in chosen.values():
        for recipient, amount in entry["to"].items():
            assigned[recipient] = assigned.get(recipient, 0) + amount
    excess_of = {source.id: excess_recipients(game, source) for source in dealing}
    divisions: dict[str, tuple[dict[str, int], list[str]]] = {}
    # CR 702.19b: lethal damage counts what the other creatures assign in the step, so the
    # creatures that may assign excess damage (trample) divide theirs after the others.
    for source in sorted(dealing, key=lambda permanent: excess_of[permanent.id] is not None):
        amount = combat_power(game, source)
        valid = set(recipients(game, source))
        excess = excess_of[source.id]
        if source.id in chosen and set(chosen[source.id]["to"]) <= valid:
            division = {k: v for k, v in chosen[source.id]["to"].items() if v}
            cites = [cr("510.2"), *assigner(game, source)[1]]
        else:
            division = _default_division(game, source, amount, assigned)
            for recipient, share in division.items():
                assigned[recipient] = assigned.get(recipient, 0) + share
            # who divides it (banding, 702.22j-k) decides where it may go, division chosen or not
            cites = [cr("510.2"), *dict.fromkeys([_default_rule(game, source), *assigner(game, source)[1]])]
        if excess is not None and any(r in division for r in excess[0]):
            cites += excess[1]
        if combat.damage_step == "first_strike":  # why it deals damage in this step (702.7b, 702.4b)
            cites += _first_strike(game, source)
        elif source.id in combat.dealt_first_strike_damage:  # it deals damage again (702.4b)
            cites += _strikes_again(game, source)
        divisions[source.id] = (division, cites)
    planned = [(source, *divisions[source.id]) for source in dealing]
    for source, division, cites in planned:
        for recipient, amount in division.items():
            deal_damage(game, source.id, recipient, amount, cites, combat=True)
    combat.damage_assignments = []
    if combat.damage_step == "first_strike":
        combat.dealt_first_strike_damage = [source.id for source in dealing]


def _damage_due(game: Game) -> bool:
    """`next_step` while a division is still to be chosen: the damage is dealt with the default
    divisions, and the step goes on (players receive priority in it, CR 510.3)."""
    combat = game.state.combat
    if combat is None or combat.damage_dealt or combat.damage_step is None:
        return False
    deal_combat_damage(game)
    return True


registry.step_actions_due.add(_damage_due, events=(Step.COMBAT_DAMAGE.value,))
registry.step_end[Step.COMBAT_DAMAGE].add(deal_combat_damage)  # a posted state whose damage is not dealt yet


def _after_first_strike(game: Game, step: Step) -> bool:
    """CR 510.4: after the first-strike combat damage step comes a second combat damage step."""
    combat = game.state.combat
    if step is Step.COMBAT_DAMAGE and combat is not None and combat.damage_step == "first_strike":
        combat.damage_step = "regular"
        return True
    return False


registry.step_repeats.add(_after_first_strike, events=(Step.COMBAT_DAMAGE.value,))


def end_combat(game: Game) -> None:
    """CR 511.3: as the end of combat step ends, all creatures are removed from combat."""
    if game.state.combat is not None:
        game.state.combat = None
        game.emit("combat_ended", [cr("511.3")])


registry.step_end[Step.END_OF_COMBAT].add(end_combat)
