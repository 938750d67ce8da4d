"""s17-neo3: "Modified creatures you control can attack as though they didn't have defender." (Guardians of
Oboro): an `attacks_as_though_no_defender` ability with `affected`, a group of permanents its controller
controls (an `all:...:you_control` spec). CR 702.3b: a creature with defender can't attack; this static
ability lets each creature in the group attack as though it didn't have defender, checked as attackers are
declared (CR 508.1c, 611.3a: whether it is in the group, e.g. modified (CR 700.9), is decided then). The
ability's own permanent is in the group only if it matches the spec like any other. A face-down permanent
has no abilities (CR 708.2). rules/attacks_despite_defender.py asks `group_lets_attack`."""

from __future__ import annotations

from app.engine.cards import AttacksAsThoughNoDefenderAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec

CITES = (cr("702.3b"), cr("611.3a"))


def group_lets_attack(game: Game, attacker: Permanent) -> bool:
    """Whether a permanent controlled by the attacker's controller has a group ability naming the attacker."""
    for permanent in game.state.battlefield:
        if permanent.controller != attacker.controller or permanent.face_down or permanent.card is None:
            continue
        for ability in current_face(game, permanent).abilities:
            if not isinstance(ability, AttacksAsThoughNoDefenderAbility) or ability.affected is None:
                continue
            spec = parse_target_spec(ability.affected)
            if matches_filter(game, spec, attacker, permanent.id, permanent.controller or ""):
                return True
    return False
