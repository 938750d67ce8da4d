"""Dealing damage (CR 120), combat and non-combat alike: the one place damage is dealt.

`deal_damage(game, source_id, recipient, amount, cites, combat=...)`: damage to a player makes
them lose that much life (120.3a), to a creature is marked on it (120.3e), to a planeswalker
removes loyalty counters (120.3c), to a battle removes defense counters (120.3h). Before it is
dealt, `registry.damage_modifiers` may prevent or change it (CR 615, protection 702.16e); after,
`registry.damage_dealt` hooks run (lifelink 702.15b, deathtouch 702.2b). Returns the damage dealt.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.life_this_turn import lose_life


def deal_damage(game: Game, source_id: str, recipient: str, amount: int, cites: list[str], *,
                combat: bool = False) -> int:
    event = "combat_damage" if combat else "damage_dealt"
    for modify in registry.damage_modifiers:
        amount, extra = modify(game, source_id, recipient, amount, combat)
        cites = [*cites, *extra]
    if amount <= 0:
        if cites:
            game.emit("damage_prevented", cites, source=source_id, to=recipient, combat=combat)
        return 0
    player = next((p for p in game.state.players if p.id == recipient), None)
    if player is not None:
        lose_life(game, player, amount)
        game.emit(event, [*cites, cr("120.3a")], source=source_id, to=recipient, amount=amount, life=player.life)
    else:
        target = game.permanent(recipient)
        if target is None:
            return 0
        characteristics = compute(game, target)
        types = set(characteristics.types) if characteristics else set()
        if CardType.CREATURE.value in types:
            target.damage += amount
            cites = [*cites, cr("120.3e")]
        if CardType.PLANESWALKER.value in types:  # a planeswalker creature: both (CR 120.3c, 120.3e)
            target.counters["loyalty"] = max(0, target.counters.get("loyalty", 0) - amount)
            cites = [*cites, cr("120.3c")]
        elif CardType.BATTLE.value in types and CardType.CREATURE.value not in types:
            target.counters["defense"] = max(0, target.counters.get("defense", 0) - amount)
            cites = [*cites, cr("120.3h")]
        game.changed(target)
        game.emit(event, cites, source=source_id, to=recipient, amount=amount)
    for after in registry.damage_dealt:
        after(game, source_id, recipient, amount, combat)
    return amount
