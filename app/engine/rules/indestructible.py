"""Indestructible (CR 702.12): a permanent with indestructible can't be destroyed (702.12b): not by
lethal damage (it ignores SBA 704.5g, see rules/sba.py), not by deathtouch damage (704.5h), not by
"destroy" effects (701.8). Answers `registry.destruction_restrictions`. It can still die from
toughness 0 or less (704.5f), be sacrificed or exiled."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import characteristics_of, has_keyword
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.state import Permanent


def destruction_refusal(game: Game, permanent: Permanent) -> Refusal | None:
    """Why `permanent` isn't destroyed (any `destruction_restrictions` hook), or None."""
    for hook in registry.destruction_restrictions:
        refusal = hook(game, permanent)
        if refusal is not None:
            return refusal
    return None


def _indestructible(game: Game, permanent: Permanent) -> Refusal | None:
    if has_keyword(game, permanent, "indestructible"):
        return Refusal(f"{permanent.id} has indestructible", (cr("702.12b"),))
    return None


registry.destruction_restrictions.add(_indestructible)


def _survives_lethal_damage(game: Game, source_id: str, recipient: str, amount: int, combat: bool
                            ) -> tuple[int, list[str]]:
    """Damage that would destroy an indestructible creature (lethal, or from a source with
    deathtouch) is dealt as it is, and the event says why the creature survives it (702.12b).
    Runs after every prevention (`order`), on the amount that will be dealt."""
    target = game.permanent(recipient) if amount > 0 else None
    if target is None or not has_keyword(game, target, "indestructible"):
        return amount, []
    characteristics = characteristics_of(game, target)
    if characteristics is None or CardType.CREATURE.value not in characteristics.types:
        return amount, []
    source = game.permanent(source_id)
    lethal = target.damage + amount >= (characteristics.toughness or 0) or (
        source is not None and has_keyword(game, source, "deathtouch"))
    return amount, [cr("702.12b")] if lethal else []


registry.damage_modifiers.add(_survives_lethal_damage, order=1000)

