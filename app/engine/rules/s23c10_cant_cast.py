"""s23-c10: "Your opponents can't cast spells this turn." (Silence) / "Target player can't cast spells this turn.": the
`cant_cast_spells_this_turn` effect (docs/oracle-s23-c10.md).

- As the effect resolves, the players it names (each opponent of its controller, or its target player) are added to
  the state's `cant_cast_spells_this_turn`.
- CR 101.2: while a player is listed, their `cast` actions are refused, whatever permission they have (a "can't" wins),
  and `legal_actions` lists none. Spells already on the stack stay; copies aren't cast (CR 707.10); abilities and land
  plays are not spells.
- CR 514.2: "this turn": the list is emptied in the cleanup step.

Gating: rules/stack.py asks `verify` only while the list is not empty; the cleanup hook runs only in a game where the
effect resolved in the request or the list was posted (`ability_presence.add_kind` / `posted_state_field`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S23c10CantCastSpellsThisTurnEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import ability_presence
from app.engine.state import StackObject

KIND = "state:cant_cast_spells_this_turn"
_CITES = (cr("101.2"), cr("601.2"))


def _resolve(game: Game, item: StackObject, effect: S23c10CantCastSpellsThisTurnEffect, choices: Choices) -> None:
    state = game.state
    if effect.player == "each_opponent":
        players = [p.id for p in game.opponents(item.controller or "")]
    else:
        players = [target for target in item.targets if any(p.id == target for p in state.players)][:1]
    state.cant_cast_spells_this_turn = [*state.cant_cast_spells_this_turn,
                                        *(p for p in players if p not in state.cant_cast_spells_this_turn)]
    ability_presence.add_kind(game, KIND)
    game.emit("ability_resolved", [cr("608.2"), *_CITES], stack_object=item.id, source=item.source,
              effect="cant_cast_spells_this_turn", players=players)


def verify(game: Game, player: str) -> None:
    """Refuse a cast by a player who can't cast spells this turn (CR 101.2)."""
    if player in game.state.cant_cast_spells_this_turn:
        raise IllegalAction("Can't cast spells", f"{player} can't cast spells this turn", list(_CITES))


def _ends(game: Game) -> None:
    """Cleanup step (CR 514.2): "this turn" ends."""
    game.state.cant_cast_spells_this_turn = []


registry.effect_resolvers["cant_cast_spells_this_turn"] = _resolve
registry.step_begin[Step.CLEANUP].add(_ends, order=23, needs=(KIND,))
ability_presence.posted_state_field("cant_cast_spells_this_turn", KIND)
