"""Lifelink (CR 702.15): damage dealt by a source with lifelink causes its controller (or its owner
when it has no controller) to gain that much life, as part of the damage event (702.15b), combat
and non-combat alike, from any zone (702.15d); a source that left the battlefield is seen as it
last existed (702.15c). Each source is its own life gain event (702.15e)."""

from __future__ import annotations

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.life_this_turn import gain_life
from app.engine.rules.targeting import resolving_spell, source_characteristics


def _controller(game: Game, source_id: str) -> str | None:
    permanent = game.permanent(source_id)
    if permanent is not None:
        return permanent.controller
    item = game.stack_object(source_id)
    if item is not None:
        return item.controller
    spell = resolving_spell(game, source_id)
    if spell is not None:
        return spell.controller
    location = game.find_zone_card(source_id, (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY))
    return location.player.id if location is not None else None  # its owner (702.15b)


def _gain_life(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> None:
    if amount <= 0:
        return
    source = source_characteristics(game, source_id)
    if source is None or "lifelink" not in source.keywords:
        return
    controller = _controller(game, source_id)
    player = next((p for p in game.state.players if p.id == controller), None)
    if player is None:
        return
    got = gain_life(game, player, amount)  # s17-core: more when a replacement increases it (CR 614.1a)
    game.emit("life_gained", [cr("702.15b"), cr("119.3")], player=player.id, amount=got, source=source_id,
              life=player.life, combat=combat)


registry.damage_dealt.add(_gain_life)
