"""Protection (CR 702.16): `protection:<quality>` keywords, "DEBT".

- Damage: damage that would be dealt to the permanent by a source with the quality is prevented
  (702.16e), combat and non-combat alike (a `damage_modifiers` hook of rules/damage.py).
- Enchanting / Equipping (702.16c-d): Auras, rules/auras.py; the engine has no Equipment yet.
- Blocking: an attacking creature with protection can't be blocked by creatures with the quality
  (702.16f).
- Targeting: it can't be the target of spells with the quality or of abilities from a source with
  the quality (702.16b).
Qualities (702.16a): a color, `creatures`, `artifacts`, `enchantments`, `instants`, `sorceries`,
`multicolored`, `monocolored`, `colorless`; `everything` (702.16j) matches every object, so such a
permanent can't be blocked by creatures, targeted, or dealt damage at all.
A player with protection (`players[].keywords`: `protection:<quality>`) can't be the target of
spells with the quality or abilities from sources with it (702.16b), and damage such sources would
deal them is prevented (702.16e).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.keywords import has_quality, parameters_of
from app.engine.registry import Refusal
from app.engine.rules.s23c11_unpreventable import damage_cant_be_prevented  # s23-c11
from app.engine.rules.targeting import source_characteristics
from app.engine.state import Characteristics, Permanent


def _rule(quality: str, letter: str) -> str:
    return cr("702.16j") if quality == "everything" else cr(f"702.16{letter}")


def protected_from(game: Game, permanent: Permanent, source: Characteristics | None) -> str | None:
    """The first quality `permanent` has protection from that `source` has, or None."""
    characteristics = characteristics_of(game, permanent)
    if characteristics is None or source is None:
        return None
    for quality in parameters_of(characteristics.keywords, "protection"):
        if has_quality(quality, source.colors, source.types, source.subtypes):
            return quality
    return None


def _player_protected_from(game: Game, player_id: str, source_id: str) -> str | None:
    """The first quality player `player_id` has protection from that source `source_id` has, or
    None (also None when `player_id` is not a player)."""
    player = next((p for p in game.state.players if p.id == player_id), None)
    if player is None or not player.keywords:
        return None
    source = source_characteristics(game, source_id)
    if source is None:
        return None
    for quality in parameters_of(player.keywords, "protection"):
        if has_quality(quality, source.colors, source.types, source.subtypes):
            return quality
    return None


def _targeting(game: Game, source_id: str, target_id: str, controller: str) -> Refusal | None:
    target = game.permanent(target_id)
    if target is None:
        quality = _player_protected_from(game, target_id, source_id)
        if quality is None:
            return None
        return Refusal(f"{target_id} has protection from {quality} and {source_id} is {quality}",
                       (_rule(quality, "b"),))
    quality = protected_from(game, target, source_characteristics(game, source_id))
    if quality is None:
        return None
    return Refusal(f"{target_id} has protection from {quality} and {source_id} is {quality}",
                   (_rule(quality, "b"),))


def _prevent_damage(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> tuple[int, list[str]]:
    if amount <= 0 or damage_cant_be_prevented(game):  # s23-c11: "Damage can't be prevented." (CR 615.12)
        return amount, []
    target = game.permanent(recipient)
    if target is None:
        player_quality = _player_protected_from(game, recipient, source_id)
        return (amount, []) if player_quality is None else (0, [_rule(player_quality, "e"), cr("615.1")])
    quality = protected_from(game, target, source_characteristics(game, source_id))
    if quality is None:
        return amount, []
    return 0, [_rule(quality, "e"), cr("615.1")]


def _blocking(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    quality = protected_from(game, attacker, characteristics_of(game, blocker))
    if quality is None:
        return None
    return Refusal(f"{attacker.id} has protection from {quality} and {blocker.id} is {quality}",
                   (_rule(quality, "f"),))


registry.targeting_restrictions.add(_targeting)
registry.damage_modifiers.add(_prevent_damage)
registry.block_restrictions.add(_blocking)
