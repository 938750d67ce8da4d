"""s28-std: "Creatures you control with +1/+1 counters on them can't be blocked." / "Creatures you control with power or
toughness 1 or less can't be blocked." (CR 509.1b, 604.1, 122.1) — an `unblockable` static ability with
`affected_with`: not its own permanent but each creature its controller controls that has these qualities (a creature
spec of the target grammar, as `static_pump`'s `affected_with`, rules/static_qualities.py) can't be blocked.

The qualities are read from the attacking creature as blockers are declared (its characteristics as they are then, CR
509.1b; counters from the permanent, 122.1), so a creature that gains a +1/+1 counter after attacking is unblockable
too, and one whose power grew past the bound is not. A face-down source has no abilities (CR 708.2). The hook runs only
in a game some card of which has an `unblockable` ability (registry `needs`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import UnblockableAbility
from app.engine.characteristics import compute, current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.target_filters import characteristics_match, has_counters
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec


def _has_qualities(game: Game, spec_text: str, attacker: Permanent) -> bool:
    spec = parse_target_spec(spec_text)
    characteristics = compute(game, attacker)
    if characteristics is None:
        return False
    for state in spec.states:  # as rules/static_qualities.py reads them: legendary (CR 205.4a), counters (122.1)
        if state == "legendary" and "Legendary" not in characteristics.supertypes:
            return False
        if state != "legendary" and not has_counters(state, attacker):
            return False
    return characteristics_match(spec, characteristics, 0)


def _group_unblockable(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    for source in game.state.battlefield:
        if source.controller != attacker.controller or source.face_down or source.card is None:
            continue
        for ability in current_face(game, source).abilities:
            if isinstance(ability, UnblockableAbility) and ability.affected_with is not None and _has_qualities(
                    game, ability.affected_with, attacker):
                return Refusal(f"{attacker.id} can't be blocked ({source.id})", (cr("509.1b"), cr("604.1")),
                               title="Can't be blocked")
    return None


registry.block_restrictions.add(_group_unblockable, needs=(UnblockableAbility,))
