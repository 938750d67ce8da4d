"""The `damage` effect: "<source> deals N damage to <target>" (CR 120.1), for spells and abilities.

The damage is dealt by the spell itself, or by an ability's source (CR 113.7), through
rules/damage.py `deal_damage` (the one place damage is dealt: prevention, lifelink and
deathtouch apply there). `amount: "X"` is the spell's or ability's X (CR 107.3a).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DamageEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import (
    riders,  # s26-cmdc
    s28blbneo_per_player_damage,  # s28-blbneo
    s30core_attacked,  # s30-core
    s30stdb_excess_damage,  # s30-stdb
)
from app.engine.rules.damage import deal_damage
from app.engine.rules.defending_player import defending_player_of
from app.engine.rules.divided_damage import allotted
from app.engine.rules.effects_targets import affected, amount, damage_source
from app.engine.rules.s23c11_unpreventable import DEALING_UNPREVENTABLE  # s23-c11
from app.engine.rules.s27fdnb_target_life import life_is as s27fdnb_life_is  # s27-fdnb
from app.engine.state import StackObject


def _resolve_damage(game: Game, item: StackObject, effect: DamageEffect, choices: Choices) -> None:
    if effect.per_player:  # s28-blbneo: "equal to the number of lands that player controls" (CR 608.2h)
        s28blbneo_per_player_damage.deal(game, item, effect)
        return
    damage = amount(game, item, effect.amount)
    if effect.instead_if is not None and riders.condition_holds(game, item, effect.instead_if):
        damage = effect.instead_amount or 0  # s26-cmdc: "~ deals 4 damage instead if ..." (CR 608.2c)
    if damage <= 0:
        return  # CR 120.8: 0 damage is no damage dealt
    if effect.if_target_life_exactly is not None and not s27fdnb_life_is(game, item, effect.if_target_life_exactly):
        return  # s27-fdnb: "If target player has exactly 10 life, ..." (CR 608.2c; the event: rules/s27fdnb_...)
    source = damage_source(item)
    shares = allotted(game, item, effect, damage)  # divided among the targets (CR 601.2d)
    cites = [cr("608.2"), cr("120.1")]
    if effect.target == "defending_player":  # s19-neob: the player ~ attacks (CR 508.5)
        recipients, cites = defending_player_of(game, item), [*cites, cr("508.5")]
    elif effect.target == "s30core_attacked":  # s30-core: the player or planeswalker ~ attacks (CR 506.3, 508.1b)
        recipients, cites = s30core_attacked.attacked_by_source(game, item), [*cites, *s30core_attacked.CITES]
    else:
        recipients = affected(game, item, effect.target)
        if effect.except_for is not None:  # s20-m20: "each creature except for creatures you control with flying"
            left_out = set(affected(game, item, effect.except_for))
            recipients, cites = [r for r in recipients if r not in left_out], [*cites, cr("608.2b")]
    if effect.cant_be_prevented:  # s23-c11: "The damage can't be prevented." (CR 615.12)
        game.rule_memory[DEALING_UNPREVENTABLE] = True
        cites = [*cites, cr("615.12")]
    if effect.excess_to_controller:  # s30-stdb: "Excess damage is dealt to that creature's controller instead."
        s30stdb_excess_damage.deal(game, source, recipients, damage, cites)
        return
    try:
        for recipient in recipients:
            dealt = damage if shares is None else shares.get(recipient, 0)
            if dealt > 0:
                deal_damage(game, source, recipient, dealt, cites)
    finally:
        game.rule_memory.pop(DEALING_UNPREVENTABLE, None)


registry.effect_resolvers["damage"] = _resolve_damage
