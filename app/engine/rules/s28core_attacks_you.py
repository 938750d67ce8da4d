"""s28-core: "Target creature an opponent controls attacks you this turn if able." (Alluring Siren; CR 508.1d;
docs/oracle-s28-core.md).

The effect `attack_requirement_this_turn` with `attacks_you` gives each creature it names, as it resolves, the
requirement of rules/s23c13_attack_requirement.py (it attacks this turn if able, until the cleanup step, 514.2) with
`must_attack_player` the effect's controller. rules/combat_requirements.py obeys the requirement to attack; this module
the requirement on whom it attacks: a declaration that has the creature attack anything other than that player (a
planeswalker or battle of theirs, or another player) is refused while the creature could attack that player (no
restriction on attacking them, 508.1c; they are an opponent of the attacking player). A creature that can't attack that
player attacks where it may (508.1d: a requirement that can't be obeyed is ignored)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import AttackDeclaration
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.combat_requirements import ATTACK_REQUIREMENT_KIND


def _attacks_that_player(game: Game, declarations: list[AttackDeclaration]) -> Refusal | None:
    active = game.state.active_player or ""
    opponents = {opponent.id for opponent in game.opponents(active)}
    for declaration in declarations:
        creature = game.permanent(declaration.id)
        if creature is None:
            continue
        for effect in creature.effects:
            player = effect.must_attack_player
            if player is None or not effect.attack_requirement or declaration.defending == player:
                continue
            if player in opponents and all(check(game, creature, player) is None
                                           for check in registry.attack_target_restrictions):
                return Refusal(f"{creature.id} attacks {player} this turn if able; declare it attacking {player}",
                               (cr("508.1d"),), title="Must attack that player")
    return None


registry.attack_declaration_target_checks.add(
    _attacks_that_player, needs=(ATTACK_REQUIREMENT_KIND, registry.posted_kind("effects")))
