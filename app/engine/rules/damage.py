"""Dealing damage (CR 120), combat and non-combat alike: the one place damage is dealt.

`deal_damage(game, source_id, recipient, amount, cites, combat=...)`: damage to a player makes
them lose that much life (120.3a), to a creature is marked on it (120.3e), to a planeswalker
removes loyalty counters (120.3c), to a battle removes defense counters (120.3h). Before it is
dealt, `registry.damage_modifiers` may prevent or change it (CR 615, protection 702.16e); after,
`registry.damage_dealt` hooks run (lifelink 702.15b, deathtouch 702.2b). Returns the damage dealt.

s20-kw: damage from a source with wither or infect is dealt to a creature as that many -1/-1 counters
(CR 120.3d, 702.80a, 702.90b), and from a source with infect to a player as that many poison counters
(120.3b), instead of marked damage and lost life; it is still damage dealt (lifelink, deathtouch and the
"whenever ... deals damage" triggers see it, 702.80c, 702.90e).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.keyword_counters import put_counters
from app.engine.rules.life_this_turn import lose_life
from app.engine.rules.targeting import source_characteristics
from app.engine.state import Permanent

_COUNTER_DAMAGE = frozenset({"wither", "infect"})


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
    source = source_characteristics(game, source_id)
    keywords = source.keywords if source is not None else ()
    counter_damage, infect = not _COUNTER_DAMAGE.isdisjoint(keywords), "infect" in keywords
    player = next((p for p in game.state.players if p.id == recipient), None)
    if player is not None and infect:
        player.poison_counters += amount
        game.emit(event, [*cites, cr("120.3b")], source=source_id, to=recipient, amount=amount)
        game.emit("poison_counters_from_damage", [cr("702.90b"), cr("120.3b")], source=source_id, player=player.id,
                  amount=amount, poison_counters=player.poison_counters)
    elif player is not None:
        lose_life(game, player, amount)
        game.emit(event, [*cites, cr("120.3a")], source=source_id, to=recipient, amount=amount, life=player.life)
    else:
        target = game.permanent(recipient)
        if target is None:
            return 0
        characteristics = compute(game, target)
        types = set(characteristics.types) if characteristics else set()
        if CardType.CREATURE.value in types and counter_damage:
            rule = cr("702.90b") if infect else cr("702.80a")
            put_counters(game, target, "-1/-1", amount, [cr("120.3d"), rule], None)
            cites = [*cites, cr("120.3d")]
        elif CardType.CREATURE.value in types:
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


def lethal_damage(game: Game, source: Permanent | None, recipient: str, assigned: int = 0) -> tuple[int, list[str]]:
    """The damage that is lethal to creature `recipient` from `source` (CR 120.6, 702.19b: its toughness less the damage
    already marked on it and `assigned` by others this step, never below 0; with a permanent source, the
    `registry.lethal_damage` hooks: deathtouch makes any nonzero amount lethal, 702.2c), with their citations. Combat's
    assignment (rules/combat.py) and excess damage dealt to a controller (rules/s30stdb_excess_damage.py) ask it."""
    permanent = game.permanent(recipient)
    characteristics = compute(game, permanent) if permanent is not None else None
    if permanent is None or characteristics is None or characteristics.toughness is None:
        lethal = 0
    else:
        lethal = max(0, characteristics.toughness - permanent.damage - assigned)
    cites: list[str] = []
    if source is not None:
        for hook in registry.lethal_damage:
            lethal, extra = hook(game, source, recipient, lethal)
            cites += extra
    return lethal, cites
