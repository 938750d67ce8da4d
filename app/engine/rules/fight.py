"""Fight (CR 701.14) — the `fight` effect: "~ fights target creature you don't control.",
"Target creature you control fights target creature you don't control.".

- 701.14a: each of the two creatures deals damage equal to its power to the other. Both amounts
  are read before either is dealt (the damage is dealt at the same time); the damage is not combat
  damage (120.1), so deathtouch and lifelink apply through rules/damage.py `deal_damage`
  (702.2b, 702.15b); a power of 0 or less deals none (120.8).
- 701.14b: if either creature is no longer on the battlefield or no longer a creature as the
  effect happens, or the target is illegal (608.2b: the effect is skipped before it gets here), no
  damage is dealt.
- 701.14c: a creature that fights itself deals damage to itself twice.
- The fighter is `by`: "self" (the ability's source, ~) or "it" (what the previous targeted effect
  affected, rules/effects_targets.py `referents`, 608.2c); s31-stdb: or "enchanted_creature" / "equipped_creature", the
  creature the source is attached to as it resolves (none: no fight, 701.14b)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import FightEffect
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.damage import deal_damage
from app.engine.rules.effects_targets import affected, referents
from app.engine.state import StackObject


def _creature_power(game: Game, permanent_id: str | None) -> int | None:
    """Its power if it is a creature on the battlefield now (CR 701.14b), else None."""
    permanent = game.permanent(permanent_id) if permanent_id is not None else None
    characteristics = compute(game, permanent) if permanent is not None else None
    if characteristics is None or CardType.CREATURE.value not in characteristics.types:
        return None
    return max(0, characteristics.power or 0)


def _fighter(game: Game, item: StackObject, effect: FightEffect) -> str | None:
    if effect.by == "self":
        return item.source
    if effect.by in ("enchanted_creature", "equipped_creature"):  # s31-stdb: the attached creature (CR 303.4, 301.5)
        hosts = affected(game, item, effect.by)
        return hosts[0] if hosts else None
    return next((ref.id for ref in referents(game) if game.permanent(ref.id) is not None), None)


def _resolve(game: Game, item: StackObject, effect: FightEffect, choices: Choices) -> None:
    fighter = _fighter(game, item, effect)
    others = affected(game, item, effect.target)
    other = others[0] if others else None
    mine, theirs = _creature_power(game, fighter), _creature_power(game, other)
    if fighter is None or other is None or mine is None or theirs is None:
        game.emit(
            "effect_skipped",
            [cr("701.14b")],
            stack_object=item.id,
            effect=effect.kind,
            targets=list(item.targets),
            illegal_targets={},
        )
        return
    cites = [cr("701.14a"), cr("120.1")]
    if fighter == other:
        cites.append(cr("701.14c"))
    # both amounts were read above: the damage is dealt at the same time (CR 701.14a)
    if mine > 0:
        deal_damage(game, fighter, other, mine, cites)
    if theirs > 0:
        deal_damage(game, other, fighter, theirs, cites)


registry.effect_resolvers["fight"] = _resolve
