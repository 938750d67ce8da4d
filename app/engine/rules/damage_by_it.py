"""Damage dealt by what a spell's previous targeted effect affected (CR 120.1, 608.2c, 608.2h):
"Target creature you control gets +1/+0 until end of turn. Then it deals damage equal to its power
to target creature you don't control." (Rabid Gnaw) — the `damage_by_it` effect.

"It" is the creature the previous targeted effect of the spell affected (rules/effects_targets.py
`referents`). Its power is read as the effect happens, from the creature as it is now (608.2h:
current information while it is on the battlefield, so the +1/+0 before counts). The creature is
the damage's source (not the spell): its deathtouch and lifelink apply (702.2b, 702.15b) through
rules/damage.py `deal_damage`. If its target became illegal (no referent) or it has left the
battlefield, no damage is dealt (an event says so); a power of 0 or less deals none (120.8).

s23-c12: with `by` "that_permanent" (Warstorm Surge), "it" is the permanent its trigger event named (the creature that
entered), its power as it is now or as it last existed (608.2h).

s24-core: when that creature has left the battlefield, its keywords (deathtouch 702.2b, lifelink 702.15b-c) are read as
it last existed too, a gained one included (113.7a; rules/targeting.py `dealing_as_last_known`), not from the card it
became. Known limit: lifelink's life goes to the card's owner (the controller of a card in a zone, 702.15b), which is
the controller it last had unless control of it had changed."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DamageByItEffect
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.damage import deal_damage
from app.engine.rules.effects_targets import affected, amount, referents
from app.engine.rules.targeting import dealing_as_last_known
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: DamageByItEffect, choices: Choices) -> None:
    if effect.by == "that_permanent":  # s23-c12
        s23c12_damage_by_that_permanent(game, item, effect)
        return
    if effect.to_itself:  # s23-std: "<creatures> deals damage to itself equal to its power" (end of this module)
        s23std_damage_itself(game, item, effect)
        return
    if effect.s26cmdb_to_its_controller:  # s26-cmdb: "Each creature deals 1 damage to its controller." (end of module)
        s26cmdb_damage_to_controller(game, item, effect)
        return
    source = next((ref.id for ref in referents(game) if game.permanent(ref.id) is not None), None)
    permanent = game.permanent(source) if source is not None else None
    characteristics = compute(game, permanent) if permanent is not None else None
    if source is None or characteristics is None or CardType.CREATURE.value not in characteristics.types:
        game.emit(
            "effect_skipped",
            [cr("608.2b"), cr("608.2h")],
            stack_object=item.id,
            effect=effect.kind,
            targets=list(item.targets),
            illegal_targets={},
        )
        return
    power = max(0, characteristics.power or 0) * effect.multiplier  # "twice its power" (s13-bite)
    if power == 0:
        return  # CR 120.8: 0 damage is no damage dealt
    for recipient in affected(game, item, effect.target):
        deal_damage(game, source, recipient, power, [cr("608.2c"), cr("608.2h"), cr("120.1")])


def s23c12_damage_by_that_permanent(game: Game, item: StackObject, effect: DamageByItEffect) -> None:
    """s23-c12: "Whenever a creature enters under your control, it deals damage equal to its power to any target." (CR
    120.1, 608.2h): the permanent the trigger event named deals damage equal to its power as it is now, or as it last
    existed on the battlefield if it has left (608.2h); a power of 0 or less deals none (120.8)."""
    source = str((item.choices.get("event") or {}).get("that_permanent", ""))
    permanent = game.permanent(source)
    characteristics = compute(game, permanent) if permanent is not None else game.state.last_known.get(source)
    if characteristics is None or CardType.CREATURE.value not in characteristics.types:
        return
    power = max(0, characteristics.power or 0)
    if effect.s32core_count is not None:  # s32-core: "it deals X damage ..., where X is the number of ..." (CR 608.2h)
        power = max(0, amount(game, item, effect.s32core_count))
    if power == 0:
        return  # CR 120.8
    if permanent is not None:
        for recipient in affected(game, item, effect.target):
            deal_damage(game, source, recipient, power, [cr("608.2h"), cr("120.1")])
        return
    # s24-core: it has left the battlefield: its deathtouch and lifelink too are those it last had (CR 113.7a, 608.2h)
    with dealing_as_last_known(game, source, characteristics):
        for recipient in affected(game, item, effect.target):
            deal_damage(game, source, recipient, power, [cr("608.2h"), cr("113.7a"), cr("120.1")])


registry.effect_resolvers["damage_by_it"] = _resolve


# --- s23-std ---


def s23std_damage_itself(game: Game, item: StackObject, effect: DamageByItEffect) -> None:
    """ "Target creature deals damage to itself equal to its power." / "Each tapped creature deals damage to itself
    equal to its power." (CR 120.1, 608.2h): each creature of `target` (its legal target, or every one an "each" spec
    names now) is the source of damage to itself equal to its power; every power is read before any damage is dealt
    (the damage is dealt at once, 608.2c); 0 or less deals none (120.8)."""
    powers: list[tuple[str, int]] = []
    for permanent_id in affected(game, item, effect.target):
        permanent = game.permanent(permanent_id)
        characteristics = compute(game, permanent) if permanent is not None else None
        if characteristics is not None and CardType.CREATURE.value in characteristics.types:
            powers.append((permanent_id, max(0, characteristics.power or 0) * effect.multiplier))
    for permanent_id, power in powers:
        if power > 0:
            deal_damage(game, permanent_id, permanent_id, power, [cr("608.2c"), cr("608.2h"), cr("120.1")])


def s26cmdb_damage_to_controller(game: Game, item: StackObject, effect: DamageByItEffect) -> None:
    """s26-cmdb: "Each creature deals 1 damage to its controller." (CR 120.1, 608.2c): each creature the "each" spec
    names as the effect happens is the source of `amount` damage to its controller (the recipients read before any
    damage is dealt)."""
    assert isinstance(effect.amount, int)
    dealt: list[tuple[str, str]] = []
    for permanent_id in affected(game, item, effect.target):
        permanent = game.permanent(permanent_id)
        characteristics = compute(game, permanent) if permanent is not None else None
        if permanent is not None and characteristics is not None and CardType.CREATURE.value in characteristics.types:
            dealt.append((permanent_id, permanent.controller or ""))
    for permanent_id, controller in dealt:
        deal_damage(game, permanent_id, controller, effect.amount, [cr("608.2c"), cr("120.1")])
