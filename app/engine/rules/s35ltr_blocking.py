"""s35-ltr: "~ can't be blocked except by three or more creatures." (`cant_be_blocked_except_by_at_least`, CR 509.1b: a
restriction on blocking, checked on the whole declaration as blockers are declared, 509.1c).

A declaration in which one or more creatures, but fewer than the ability says, block such an attacker is refused; not
blocking it at all is fine. Several such abilities: the greatest number wins (each restriction must be obeyed, 509.1c).
Menace (rules/menace.py) is the same restriction with two, a keyword of its own (702.111b)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S35ltrBlockedByAtLeastAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import abilities_of_kind


def _at_least(game: Game, blockers_by_attacker: dict[str, list[str]]) -> Refusal | None:
    for attacker_id, blockers in blockers_by_attacker.items():
        attacker = game.permanent(attacker_id) if blockers else None
        if attacker is None:
            continue
        least = max((ability.least for _, ability in abilities_of_kind(game, attacker, S35ltrBlockedByAtLeastAbility)),
                    default=0)
        if len(blockers) < least:
            return Refusal(f"{attacker_id} can't be blocked except by {least} or more creatures; "
                           f"only {len(blockers)} block it ({', '.join(blockers)})", (cr("509.1b"), cr("509.1c")))
    return None


registry.block_declaration_checks.add(_at_least, needs=(S35ltrBlockedByAtLeastAbility,))
