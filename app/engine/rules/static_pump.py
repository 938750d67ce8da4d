"""`static_pump`: "<affected creatures> get +N/+N" for as long as its source is on the battlefield
(a static ability, CR 604.1; its effect is in layer 7c, CR 613.4c: applied with counters and
"until end of turn" pumps, which commute since all of them add).

Such an ability makes a creature's characteristics depend on another permanent, so a game with
a card that has one (or a characteristic-defining ability, rules/pt_cda.py) reuses no computed
characteristics: `registry.characteristics_cache_vetoes`, asked as the game starts, turns that
off, and the layers below then run for every object. Games without such cards keep the cache
and the layers return at once.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CardDefinition, StaticPumpAbility
from app.engine.characteristics import current_face
from app.engine.enums import PLAYER_ZONES, CardType
from app.engine.game import Game
from app.engine.state import CardRef, Characteristics, Permanent, StackObject

_CREATURE = CardType.CREATURE.value


def game_reads_other_objects(game: Game) -> bool:
    """Whether any card of the game (any zone, merged back faces, tokens its effects create) has
    an ability whose effect on characteristics depends on other objects."""
    names: set[str] = set()
    inline: list[CardDefinition] = []

    def note(card: CardRef | None) -> None:
        if isinstance(card, str):
            names.add(card)
        elif card is not None:
            inline.append(card)

    state = game.state
    for permanent in state.battlefield:
        note(permanent.card)
        if permanent.back_face_card is not None:
            note(permanent.back_face_card.card)
    for item in state.stack:
        note(item.card)
    for player in state.players:
        for zone in PLAYER_ZONES:
            for card in getattr(player, zone.value):
                note(card.card)
    catalog = game.catalog
    return (any(catalog[name].reads_other_objects() for name in names if name in catalog)
            or any(definition.reads_other_objects() for definition in inline))


def _applies(affected: str, source: Permanent, obj: Permanent) -> bool:
    if affected in ("other_creatures_you_control", "other_creatures") and source is obj:
        return False
    return affected in ("all_creatures", "other_creatures") or source.controller == obj.controller


def static_pump(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return  # no card of this game has such an ability; spells are not "creatures" it affects
    if characteristics.power is None or characteristics.toughness is None or _CREATURE not in characteristics.types:
        return
    for source in game.state.battlefield:
        if source.face_down or source.card is None:
            continue  # a face-down permanent has no abilities (CR 708.2)
        for ability in current_face(game, source).abilities:
            if isinstance(ability, StaticPumpAbility) and _applies(ability.affected, source, obj):
                characteristics.power += ability.power
                characteristics.toughness += ability.toughness


# Layer 7c (CR 613.4c), after the characteristic-defining abilities of layer 7a (order 70).
registry.characteristic_layers.add(static_pump, order=73)
registry.characteristics_cache_safe.add(static_pump)  # with the veto below
registry.characteristics_cache_vetoes.add(game_reads_other_objects)
