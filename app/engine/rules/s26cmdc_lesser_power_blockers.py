"""s26-cmdc: "Creatures with power less than ~'s power can't block creatures you control." (Champion of Lambholt) — a
`cant_be_blocked_by` ability with `affected` "creatures_you_control" and `power_less_than_source` (CR 509.1b: a
restriction on blocking, checked as blockers are declared).

Each creature controlled by the ability's controller (the source itself included) can't be blocked by a creature whose
power is less than the source's power, both powers as they are then (CR 509.1b, 208.1: with every continuous effect
applied). A face-down source has no abilities (CR 708.2).

s29-old: "Creatures with power less than ~'s power can't block it." (Den Protector): `affected` "self", the same
restriction on blocking ~ alone. Asked only in games where a card with a `cant_be_blocked_by`
ability has been.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CantBeBlockedByAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.state import Permanent


def _power(game: Game, permanent: Permanent) -> int:
    characteristics = characteristics_of(game, permanent)
    return (characteristics.power or 0) if characteristics is not None else 0


def _lesser_power_blocker(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    for source in game.state.battlefield:
        if source.controller != attacker.controller:
            continue
        for _, ability in abilities_of_kind(game, source, CantBeBlockedByAbility):
            if not ability.power_less_than_source or (ability.affected == "self" and source.id != attacker.id):
                continue  # s29-old: "... can't block it." restricts blocking ~ only (CR 509.1b)
            if _power(game, blocker) < _power(game, source):
                return Refusal(f"creatures with power less than {source.id}'s ({_power(game, source)}) can't block "
                               f"creatures its controller controls; {blocker.id} has power {_power(game, blocker)}",
                               (cr("509.1b"),), title="Can't block that creature")
    return None


registry.block_restrictions.add(_lesser_power_blocker, needs=(CantBeBlockedByAbility,))
