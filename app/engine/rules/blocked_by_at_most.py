""" "~ can't be blocked by more than one creature." (`cant_be_blocked_by_more_than`, CR 509.1b:
a restriction on blocking, checked on the whole declaration as blockers are declared, 509.1c).

A declaration in which more creatures block such an attacker than its ability allows is refused,
naming the attacker and its blockers; one blocker (or none) is fine. Several such abilities: the
smallest number wins (each restriction must be obeyed, 509.1c)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CantBeBlockedByMoreThanAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import abilities_of_kind


def _at_most(game: Game, blockers_by_attacker: dict[str, list[str]]) -> Refusal | None:
    for attacker_id, blockers in blockers_by_attacker.items():
        if len(blockers) < 2:
            continue
        attacker = game.permanent(attacker_id)
        if attacker is None:
            continue
        limits = [ability.most for _, ability in abilities_of_kind(game, attacker, CantBeBlockedByMoreThanAbility)]
        if limits and len(blockers) > min(limits):
            most = min(limits)
            return Refusal(
                f"{attacker_id} can't be blocked by more than {most} creature(s); "
                f"{len(blockers)} block it ({', '.join(blockers)})",
                (cr("509.1b"), cr("509.1c")),
            )
    return None


registry.block_declaration_checks.add(_at_most, needs=(CantBeBlockedByMoreThanAbility,))
