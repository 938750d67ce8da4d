"""Damage-increasing replacement effects (CR 614.1a): "If a Lizard, Mouse, Otter, or Raccoon you
control would deal damage to a permanent or player, it deals that much damage plus 1 instead."
(Valley Flamecaller), "If a source you control would deal noncombat damage to an opponent or a
permanent an opponent controls, it deals that much damage plus 2 instead." (Artist's Talent).

A `damage_increase` static ability of a permanent on the battlefield (CR 604.1) applies to damage
about to be dealt (rules/damage.py `deal_damage`, combat and noncombat alike) when: the source is
controlled by the ability's controller (a permanent, a spell on the stack or resolving, or the
object an ability comes from, CR 113.7) and matches one of `sources_any_of` (none: any source),
by its characteristics now (an object that left the battlefield has no controller here, and the
effect doesn't apply); the damage is noncombat damage when `noncombat` (CR 120.2b); and the
recipient fits `to` (an opponent of the controller, or a permanent an opponent controls). Each
such ability adds its `plus` (several apply one after the other, CR 616.1: the order of additions
changes nothing). Damage already reduced to 0 is not dealt (CR 615.1: nothing would be dealt, so
nothing is increased).

Order with prevention (CR 616.1: the affected player, or the controller of the affected
permanent, chooses the order of replacement and prevention effects): the increase runs after the
prevention effects (rules/prevention.py, orders 105-110) and before redirection (order 120), the
order in which prevention removes the most damage; a player who would choose the other order
can't say so to the engine (a limit of docs/oracle-gift.md)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import DamageIncreaseAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.target_filters import characteristics_match
from app.engine.rules.targeting import resolving_spell, source_characteristics
from app.engine.target_grammar import parse_target_spec

CITES = (cr("614.1a"), cr("604.1"))


def source_controller(game: Game, source_id: str) -> str | None:
    """Who controls a source of damage now: a permanent, a spell or ability on the stack, or the
    spell resolving (None when it is none of them)."""
    permanent = game.permanent(source_id)
    if permanent is not None:
        return permanent.controller
    item = game.stack_object(source_id) or resolving_spell(game, source_id)
    return item.controller if item is not None else None


def _source_fits(game: Game, ability: DamageIncreaseAbility, source_id: str) -> bool:
    if not ability.sources_any_of:
        return True
    characteristics = source_characteristics(game, source_id)
    return any(characteristics_match(parse_target_spec(spec), characteristics, 0) for spec in ability.sources_any_of)


def _recipient_fits(game: Game, ability: DamageIncreaseAbility, controller: str, recipient: str) -> bool:
    if ability.to == "any":
        return True
    opponents = {player.id for player in game.opponents(controller)}
    target = game.permanent(recipient)
    if target is not None:
        return target.controller in opponents
    return recipient in opponents


def _increase(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> tuple[int, list[str]]:
    if amount <= 0:
        return amount, []
    controller_of_source: str | None = None
    cites: list[str] = []
    for permanent in game.state.battlefield:
        for _, ability in abilities_of_kind(game, permanent, DamageIncreaseAbility):
            if ability.noncombat and combat:
                continue
            if controller_of_source is None:
                controller_of_source = source_controller(game, source_id) or ""
            if not controller_of_source or controller_of_source != permanent.controller:
                continue
            if not _source_fits(game, ability, source_id) or not _recipient_fits(
                game, ability, controller_of_source, recipient
            ):
                continue
            amount += ability.plus
            cites = [*cites, *CITES]
            game.emit(
                "damage_increased",
                list(CITES),
                by=permanent.id,
                source=source_id,
                to=recipient,
                plus=ability.plus,
                amount=amount,
            )
    return amount, cites


registry.damage_modifiers.add(_increase, order=115, needs=(DamageIncreaseAbility,))
