"""Menace (CR 702.111): a creature with menace can't be blocked except by two or more creatures
(702.111b). Checked on the whole blocking declaration (CR 509.1c)."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import has_keyword
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal


def _menace(game: Game, blockers_by_attacker: dict[str, list[str]]) -> Refusal | None:
    for attacker_id, blockers in blockers_by_attacker.items():
        if len(blockers) != 1:
            continue
        attacker = game.permanent(attacker_id)
        if attacker is not None and has_keyword(game, attacker, "menace"):
            return Refusal(f"{attacker_id} has menace and can't be blocked except by two or more creatures; "
                           f"only {blockers[0]} blocks it", (cr("702.111b"),))
    return None


registry.block_declaration_checks.add(_menace)
