"""s26-tsp: goad (CR 701.15; docs/oracle-s26-tsp.md).

- The effect `attack_requirement_this_turn` with `goad` ("Goad target creature.", "Goad each creature target player
  controls.", "tap that creature and goad it"): as it resolves, each creature it names becomes goaded by the effect's
  controller until that player's next turn (701.15a): a `PowerToughnessEffect` with `attack_requirement` (it attacks each
  combat if able, 701.15b, obeyed by rules/combat_requirements.py), `goaded_by` that player and the duration
  "until_your_next_turn" (ended as their next turn begins, rules/until_your_next_turn.py). The same player goading it
  again while it is goaded by them does nothing (701.15d); another player's goad adds its own requirement (701.15c).
- The static `attacks_each_combat` with `goaded` ("Enchanted creature gets +2/+2 and is goaded.", "Equipped creature
  gets +2/+0 and is goaded."): the creature the Aura or Equipment is attached to is goaded by that permanent's
  controller for as long as it is attached (701.15b; the requirement to attack is combat_requirements.py's).
- "Attacks a player other than [the goading player] if able" (701.15b) is a requirement on declaring attackers (CR
  508.1d): each goading player's requirement is obeyed when the creature attacks a player other than that player. A
  declaration is refused when a goaded attacker obeys fewer of these requirements than it could by attacking another
  opponent it may attack (no restriction on attacking that player, 508.1c); attacking a planeswalker or battle obeys
  none of them. (With one opponent, who goaded it, no other player can be attacked, and it attacks that player.)
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import AttackDeclaration
from app.engine.cards import AttacksEachCombatAbility, S23c13AttackRequirementThisTurnEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import abilities_of_kind, add_kind
from app.engine.rules.combat_requirements import ATTACK_REQUIREMENT_KIND
from app.engine.rules.effects_targets import affected
from app.engine.state import Permanent, PowerToughnessEffect, StackObject


def goad(game: Game, item: StackObject, effect: S23c13AttackRequirementThisTurnEffect) -> None:
    """Goad each creature `effect.target` names, by the controller of `item` (CR 701.15a-d)."""
    goader = item.controller
    if goader is None:
        return
    goaded = False
    for target in (found for found in map(game.permanent, affected(game, item, effect.target)) if found is not None):
        if any(e.goaded_by == goader for e in target.effects):  # CR 701.15d: no additional requirement
            continue
        target.effects.append(PowerToughnessEffect(source=item.source, attack_requirement=True, goaded_by=goader,
                                                   duration="until_your_next_turn", until_turn_of=goader))
        game.changed(target)
        game.emit("goaded", [cr("608.2"), cr("701.15a"), cr("701.15b")], stack_object=item.id, source=item.source,
                  permanent=target.id, player=goader)
        goaded = True
    if goaded:
        add_kind(game, ATTACK_REQUIREMENT_KIND)


def goaders(game: Game, creature: Permanent) -> list[str]:
    """The players who goaded `creature` (CR 701.15b-c): by a resolved goad, or by an Aura or Equipment attached to
    it saying it "is goaded" (its controller)."""
    found = [e.goaded_by for e in creature.effects if e.goaded_by is not None]
    for other in game.state.battlefield:
        if other.attached_to == creature.id and other.controller is not None and other.controller not in found and any(
                ability.goaded and ability.affected != "self"
                for _, ability in abilities_of_kind(game, other, AttacksEachCombatAbility)):
            found.append(other.controller)
    return found


def _obeyed(game: Game, defending: str, players: set[str], goading: list[str]) -> int:
    """How many "attacks a player other than P if able" requirements attacking `defending` obeys (a planeswalker or
    battle: none)."""
    if defending not in players:
        return 0
    return sum(1 for player in goading if player != defending)


def _attacks_other_player(game: Game, declarations: list[AttackDeclaration]) -> Refusal | None:
    active = game.state.active_player or ""
    players = {player.id for player in game.state.players}
    for declaration in declarations:
        creature = game.permanent(declaration.id)
        if creature is None:
            continue
        goading = goaders(game, creature)
        if not goading:
            continue
        could = [opponent.id for opponent in game.opponents(active)
                 if all(check(game, creature, opponent.id) is None for check in registry.attack_target_restrictions)]
        best = max((_obeyed(game, player, players, goading) for player in could), default=0)
        if _obeyed(game, declaration.defending, players, goading) < best:
            better = [player for player in could if _obeyed(game, player, players, goading) == best]
            return Refusal(
                f"{creature.id} is goaded by {', '.join(goading)}: it attacks a player other than "
                f"{' and '.join(goading)} if able; declare it attacking {' or '.join(better)}",
                (cr("701.15b"), cr("508.1d")),
                title="Goaded",
            )
    return None


registry.attack_declaration_target_checks.add(
    _attacks_other_player, needs=(AttacksEachCombatAbility, ATTACK_REQUIREMENT_KIND, registry.posted_kind("effects")))
