"""s20-m21: `self_greatest_power_pump`, "~ gets +X/+0, where X is the greatest power among creature cards in your
graveyard." (Carrion Grub).

A static ability (CR 604.1) of ~ that changes its own power and toughness in layer 7c (CR 613.4c), with the other
self pumps (rules/self_count_pump.py). X is found continuously, every time the characteristics are computed (CR
611.3a): the greatest power (CR 208.1) among the creature cards in its controller's graveyard (CR 404.1), 0 when
there is none. A card's power there is its printed power; a "*" is what its characteristic-defining ability says
(CR 208.2, 604.3: it works in every zone; `pt_equal_to_count`, rules/pt_cda.py, counted for the card's owner); a
"*" the engine can't define is refused (Not modelled) rather than guessed. Only a permanent that is a creature gets
it (its power and toughness exist, CR 208.3). Such a permanent's characteristics depend on other objects, so games
with one reuse no computed characteristics (`CardDefinition.reads_other_objects`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CardDefinition, PtEqualToCountAbility, SelfGreatestPowerPumpAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.pt_cda import count
from app.engine.state import Characteristics, Permanent, StackObject


def card_power(game: Game, definition: CardDefinition, owner: str) -> int:
    """A creature card's power in a graveyard (CR 208.1, 208.2, 604.3)."""
    if isinstance(definition.power, int):
        return definition.power
    for ability in definition.abilities_of(PtEqualToCountAbility):
        if ability.sets in ("power", "both"):
            defined: int = count(game, ability, owner, definition.name) + ability.plus
            return defined
    raise IllegalAction("Not modelled", f"the power of {definition.name!r} in a graveyard (a '*' the engine can't "
                        "define)", [cr("208.2"), cr("604.3")])


def greatest_graveyard_power(game: Game, player_id: str) -> int:
    """The greatest power among the creature cards in that player's graveyard; 0 with none (CR 208.1, 404.1)."""
    player = game.player(player_id)
    powers = [card_power(game, definition, player_id) for definition in
              (game.definition(card.card) for card in player.graveyard) if definition.has_type(CardType.CREATURE)]
    return max([0, *powers])


def self_greatest_power_pump(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    if game.characteristics_cacheable or not isinstance(obj, Permanent) or obj.face_down or obj.card is None:
        return
    if characteristics.power is None or characteristics.toughness is None or obj.controller is None:
        return
    for ability in current_face(game, obj).abilities_of(SelfGreatestPowerPumpAbility):
        greatest = greatest_graveyard_power(game, obj.controller)
        characteristics.power += ability.power * greatest
        characteristics.toughness += ability.toughness * greatest


registry.characteristic_layers.add(self_greatest_power_pump, order=76,
                                   needs=(SelfGreatestPowerPumpAbility,))  # layer 7c
registry.layers_idle_while_cacheable.add(self_greatest_power_pump)
registry.layers_permanents_only.add(self_greatest_power_pump)
registry.characteristics_cache_safe.add(self_greatest_power_pump)  # with the veto of rules/static_pump.py
