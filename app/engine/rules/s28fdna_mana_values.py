"""s28-fdna: "Draw a card for each different mana value among nonland permanents you control." (Lunar Insight) and
"... among nonland cards in your graveyard." (docs/oracle-s28-fdna.md).

The `Count` values `s28fdna_mana_values_nonland_permanents` and `s28fdna_mana_values_nonland_graveyard`: how many
different mana values (CR 202.3: of the mana cost; an object without one has 0, 202.3a) the nonland permanents the
spell's or ability's controller controls (with every effect applied, CR 613: a face-down permanent's is 0, 708.2), or
the nonland cards in that player's graveyard (CR 404.1), show, counted once as the effect resolves (CR 608.2h).
rules/effects_targets.py `amount` asks `different_mana_values`."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.mana import mana_value_of
from app.engine.state import StackObject

PERMANENTS = "s28fdna_mana_values_nonland_permanents"
GRAVEYARD = "s28fdna_mana_values_nonland_graveyard"
MANA_VALUE_COUNTS = frozenset({PERMANENTS, GRAVEYARD})


def different_mana_values(game: Game, item: StackObject, value: str) -> int:
    """How many different mana values the nonland permanents the controller of `item` controls (or the nonland cards in
    their graveyard) show now."""
    player = next((p for p in game.state.players if p.id == item.controller), None)
    if player is None:
        return 0
    values: set[int] = set()
    if value == GRAVEYARD:
        for card in player.graveyard:
            if card.card is None:
                continue
            definition = game.definition(card.card)
            if not definition.has_type(CardType.LAND):
                values.add(mana_value_of(definition.mana_cost))
        return len(values)
    for permanent in game.state.battlefield:
        if permanent.controller != player.id:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and CardType.LAND not in characteristics.types:
            values.add(characteristics.mana_value)
    return len(values)
