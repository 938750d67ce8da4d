""" "When ~ enters, it deals damage to each player equal to the number of nonbasic lands that player controls." / "~
deals damage to each opponent equal to the number of lands that player controls." (s28-blbneo; CR 120.1, 608.2h): the
`damage` effect with `per_player`. As it resolves, the amount for each player (or opponent) is counted from the
permanents that player controls (the count's "you control" read for that player), all counted before any damage is
dealt (608.2h: determined once, as it is applied); then each player is dealt their amount by the source (a player
with none is dealt no damage, CR 120.8), through rules/damage.py `deal_damage` (prevention, lifelink apply there)."""

from __future__ import annotations

from app.engine.cards import DamageEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.damage import deal_damage
from app.engine.rules.effects_targets import affected, amount, damage_source
from app.engine.state import StackObject


def deal(game: Game, item: StackObject, effect: DamageEffect) -> None:
    """Each player's amount counted from what they control, then the damage dealt to each (CR 120.1, 608.2h)."""
    recipients = affected(game, item, effect.target)
    counts = {player: amount(game, item.model_copy(update={"controller": player}), effect.amount)
              for player in recipients}
    source = damage_source(item)
    for player in recipients:
        if counts[player] > 0:
            deal_damage(game, source, player, counts[player], [cr("608.2"), cr("120.1"), cr("608.2h")])
