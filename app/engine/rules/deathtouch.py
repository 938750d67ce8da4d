"""Deathtouch (CR 702.2).

- A creature with toughness greater than 0 dealt damage by a source with deathtouch since
  state-based actions were last checked is destroyed (702.2b, SBA 704.5h), unless it can't be
  destroyed (indestructible 702.12b). Combat and non-combat damage alike, from any zone (702.2d);
  a source that left the battlefield is seen as it last existed (702.2e).
- Any nonzero amount of combat damage assigned to a creature by a source with deathtouch counts
  as lethal damage when deciding whether excess damage may be assigned (702.2c): with trample,
  1 per blocker is enough (rules/combat.py asks `registry.lethal_damage`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from app.engine import registry
from app.engine.characteristics import characteristics_of, has_keyword
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game, is_in
from app.engine.registry import Refusal
from app.engine.rules.regenerate import regenerated_instead
from app.engine.rules.s27mech_umbra_armor import umbra_instead  # s27-mech (CR 702.89a)
from app.engine.rules.targeting import source_characteristics
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent

_MEMORY = "deathtouch"


def _has_deathtouch(game: Game, source_id: str) -> bool:
    source = source_characteristics(game, source_id)
    return source is not None and "deathtouch" in source.keywords


def _remember_damage(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> None:
    if amount <= 0:
        return
    target = game.permanent(recipient)
    if target is None or not _has_deathtouch(game, source_id):
        return
    damaged: dict[int, tuple[Permanent, str]] = game.rule_memory.setdefault(_MEMORY, {})
    damaged[id(target)] = (target, source_id)


def _destroyable(game: Game, damaged: dict[int, tuple[Permanent, str]]) -> Iterator[tuple[Permanent, str, Refusal | None]]:
    """The creatures with toughness above 0 still on the battlefield among `damaged`, each with the
    source of the deathtouch damage and why it isn't destroyed (indestructible), if so."""
    for permanent, source_id in damaged.values():
        characteristics = characteristics_of(game, permanent)
        if (characteristics is None or CardType.CREATURE.value not in characteristics.types
                or (characteristics.toughness or 0) <= 0 or not is_in(game.state.battlefield, permanent)):
            continue  # toughness 0 or less is 704.5f's business
        refusal = next((r for hook in registry.destruction_restrictions if (r := hook(game, permanent)) is not None),
                       None)
        yield permanent, source_id, refusal


def _destroy_deathtouched(game: Game) -> list[Callable[[], None]]:
    damaged: dict[int, tuple[Permanent, str]] | None = game.rule_memory.get(_MEMORY)
    if not damaged:
        return []
    thunks: list[Callable[[], None]] = []
    for permanent, source_id, refusal in _destroyable(game, damaged):
        if refusal is not None:
            continue

        def perform(permanent: Permanent = permanent, source_id: str = source_id,
                    shields: int = permanent.regeneration_shields, damage: int = permanent.damage) -> None:
            if is_in(game.state.battlefield, permanent):
                # A regeneration shield replaces the destruction, once for the SBAs done together (701.19a).
                if (permanent.regeneration_shields < shields
                        or umbra_instead(game, permanent, [cr("704.5h")], by_effect=False, damage_before=damage)
                        or regenerated_instead(game, permanent, [cr("704.5h")])):
                    return
                leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[cr("704.5h"), cr("702.2b")],
                                  reason=f"dealt damage by {source_id}, which has deathtouch")
        thunks.append(perform)

    def checked(damaged: dict[int, tuple[Permanent, str]] = damaged) -> None:
        # "Since the last time state-based actions were checked": this check has seen them; say
        # which survived because they can't be destroyed.
        for permanent, _, refusal in list(_destroyable(game, damaged)):
            if refusal is not None:
                game.emit("not_destroyed", [cr("704.5h"), *refusal.cites], permanent=permanent.id,
                          reason=refusal.reason)
        if game.rule_memory.get(_MEMORY) is damaged:
            del game.rule_memory[_MEMORY]
    thunks.append(checked)
    return thunks


def _lethal_with_deathtouch(game: Game, source: Permanent, recipient: str, lethal: int) -> tuple[int, list[str]]:
    if lethal > 1 and has_keyword(game, source, "deathtouch"):
        return 1, [cr("702.2c")]
    return lethal, []


registry.damage_dealt.add(_remember_damage)
# Deathtouch damage is damage marked on the creature (or counters, CR 120.3), a change of a field
# the checks track (`Game.changed`): with no permanent changed since the last quiet check, none was dealt.
registry.state_based_actions.add(_destroy_deathtouched, order=25, events=(registry.CHANGED,))
registry.lethal_damage.add(_lethal_with_deathtouch)
