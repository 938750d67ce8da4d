"""A cast trigger's `targets_matching`: "Whenever you cast a spell that targets a creature you control, draw a
card." (CR 601.2i: the ability triggers as the spell becomes cast; 601.2c: its targets were chosen then). The
spell matches if one of its targets is a permanent on the battlefield that matches the spec, read from the
trigger's source ("you control": its controller). A player among the targets is no permanent."""

from __future__ import annotations

from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Permanent, StackObject
from app.engine.target_grammar import parse_target_spec


def targets_a_match(game: Game, spec_text: str, spell: StackObject | None, source: Permanent) -> bool:
    """Whether `spell` has among its targets a permanent `spec_text` names, for the ability of `source`."""
    if spell is None or not spell.targets:
        return False
    spec = parse_target_spec(spec_text)
    controller = source.controller or ""
    for target in spell.targets:
        permanent = game.permanent(target)
        if permanent is not None and matches_filter(game, spec, permanent, source.id, controller):
            return True
    return False
