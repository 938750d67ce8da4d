"""s18-m21: damage-multiplying replacement effects (CR 614.1a): "If a source you control would deal damage to a
permanent or player, it deals triple that damage to that permanent or player instead." (Fiery Emancipation; "double
that damage": Angrath's Marauders).

A `damage_multiplier` static ability of a permanent on the battlefield (CR 604.1) applies to damage about to be dealt
(rules/damage.py `deal_damage`, combat and noncombat alike) when the source is controlled by the ability's
controller (as rules/damage_increase.py decides it: a permanent, a spell on the stack or resolving, or the object an
ability comes from) and matches one of `sources_any_of` (none: any source), or has the subtype `source_subtype` ("a
Giant source you control", CR 205.3: a permanent or a spell with it); `source_self`, `combat_only` and `to` "player":
"If ~ would deal combat damage to a player, it deals double that damage to that player instead." (Charging
Tuskodon: only the combat damage the permanent itself deals to a player, CR 510.2). The damage becomes `times` as much; two
such abilities multiply one after the other (CR 616.1: in either order the result is the same). Damage already
reduced to 0 is not dealt (CR 615.1).

Order with the other replacement and prevention effects (CR 616.1: the affected player, or the controller of the
affected permanent, chooses): the multiplication runs after prevention (rules/prevention.py, orders 105-110) and
before the additions of `damage_increase` (order 115), so "plus 1" is added after the damage is tripled, the order
in which the least damage is dealt; a player who would choose the other order can't say so to the engine (the limit
rules/damage_increase.py documents)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import DamageMultiplierAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.damage_increase import source_controller
from app.engine.rules.target_filters import characteristics_match
from app.engine.rules.targeting import source_characteristics
from app.engine.target_grammar import parse_target_spec

CITES = (cr("614.1a"), cr("604.1"))


def _source_fits(game: Game, ability: DamageMultiplierAbility, source_id: str) -> bool:
    if ability.source_subtype is not None:  # "a Giant source you control" (CR 205.3)
        found = source_characteristics(game, source_id)
        return found is not None and ability.source_subtype in found.subtypes
    if not ability.sources_any_of:
        return True
    characteristics = source_characteristics(game, source_id)
    return any(characteristics_match(parse_target_spec(spec), characteristics, 0) for spec in ability.sources_any_of)


def _s28fdnb_to_opponent(game: Game, controller: str, recipient: str) -> bool:
    """s28-fdnb: "to an opponent or a permanent an opponent controls" (CR 614.1a, 102.2): the player dealt the damage,
    or the permanent's controller, is an opponent of the ability's controller."""
    opponents = {player.id for player in game.opponents(controller)}
    target = game.permanent(recipient)
    return (target.controller if target is not None else recipient) in opponents


def _multiply(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> tuple[int, list[str]]:
    if amount <= 0:
        return amount, []
    controller_of_source: str | None = None
    cites: list[str] = []
    for permanent in game.state.battlefield:
        for _, ability in abilities_of_kind(game, permanent, DamageMultiplierAbility):
            if (ability.combat_only and not combat) or (ability.source_self and source_id != permanent.id):
                continue  # "If ~ would deal combat damage to a player" (CR 510.2)
            if ability.to == "player" and not any(player.id == recipient for player in game.state.players):
                continue
            if controller_of_source is None:
                controller_of_source = source_controller(game, source_id) or ""
            if not controller_of_source or controller_of_source != permanent.controller:
                continue
            if ability.to == "opponent_or_their_permanent" and not _s28fdnb_to_opponent(game, permanent.controller,
                                                                                        recipient):
                continue
            if not _source_fits(game, ability, source_id):
                continue
            amount *= ability.times
            cites = [*cites, *CITES]
            game.emit("damage_multiplied", list(CITES), by=permanent.id, source=source_id, to=recipient,
                      times=ability.times, amount=amount)
    return amount, cites


registry.damage_modifiers.add(_multiply, order=114, needs=(DamageMultiplierAbility,))
