"""s20-m20: "Each player can't cast more than one spell each turn." (Rule of Law), the static ability
`one_spell_each_turn`.

While a permanent with it is on the battlefield (its abilities read through `characteristics.current_face`, so a
face-down one or one that lost all abilities has none, CR 708.2, 613.1f), a player whose `spells_cast_this_turn` is
1 or more (every spell they cast this turn, CR 601.2i, including those cast before the permanent arrived) can't cast
another: the `cast` action is refused, and `legal_actions` lists no such cast (CR 101.2: a "can't" wins over any
permission to cast). Copies of spells are not cast (CR 707.10) and are not limited. Playing a land is no cast.

Gating: rules/stack.py asks `verify` only of a player who has cast a spell this turn, and it returns at once in a
game where no card has the ability (`ability_presence.game_has`).
"""

from __future__ import annotations

from app.engine.cards import OneSpellEachTurnAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.state import Player

CITES = (cr("101.2"), cr("601.2i"))


def verify(game: Game, player: Player) -> None:
    """Refuse a cast by `player`, who has cast a spell this turn, while a permanent says each player can't."""
    if not game_has(game, OneSpellEachTurnAbility):
        return
    limiting = next(((permanent.id, ability.s33newer_who) for permanent in game.state.battlefield
                     for _, ability in abilities_of_kind(game, permanent, OneSpellEachTurnAbility)
                     if s33newer_limits(ability.s33newer_who, permanent.controller, player.id)), None)
    if limiting is not None:
        who = {None: "each player", "you": "its controller", "opponents": "its controller's opponents"}[limiting[1]]
        raise IllegalAction("One spell each turn", f"{player.id} has cast {player.spells_cast_this_turn} spell(s) this "
                            f"turn and {limiting[0]} says {who} can't cast more than one spell each turn", list(CITES))


def s33newer_limits(who: str | None, controller: str | None, player_id: str) -> bool:
    """s33-newer: whether a `one_spell_each_turn` of a permanent `controller` controls limits `player_id` (None: each
    player; "you": its controller only; "opponents": every other player, CR 102.2)."""
    return who is None or (who == "you") == (controller == player_id)
