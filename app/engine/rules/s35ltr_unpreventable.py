"""s35-ltr: "Damage can't be prevented this turn." (Skullcrack's and Pyrewood Gearhulk's sentence): the effect
`damage_cant_be_prevented_this_turn` (docs/oracle-s35-ltr.md).

- As the effect resolves, the state's `damage_cant_be_prevented_this_turn` becomes true; while it is, no damage can be
  prevented (CR 615.12): rules/s23c11_unpreventable.py's `damage_cant_be_prevented`, which every prevention effect asks
  (protection's, static prevention's, prevention shields'), reads it.
- CR 514.2: "this turn" ends in the cleanup step: the flag is false again.

Gating: the cleanup hook runs only in a game where the effect resolved in the request or the flag was posted
(`ability_presence.add_kind` / `posted_state_field`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S35ltrDamageCantBePreventedThisTurnEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game
from app.engine.rules import ability_presence
from app.engine.state import StackObject

KIND = "state:damage_cant_be_prevented_this_turn"


def _resolve(game: Game, item: StackObject, effect: S35ltrDamageCantBePreventedThisTurnEffect, choices: Choices) -> None:
    game.state.damage_cant_be_prevented_this_turn = True
    ability_presence.add_kind(game, KIND)
    game.emit("ability_resolved", [cr("608.2"), cr("615.12")], stack_object=item.id, source=item.source,
              effect="damage_cant_be_prevented_this_turn")


def _ends(game: Game) -> None:
    """Cleanup step (CR 514.2): "this turn" ends."""
    game.state.damage_cant_be_prevented_this_turn = False


registry.effect_resolvers["damage_cant_be_prevented_this_turn"] = _resolve
registry.step_begin[Step.CLEANUP].add(_ends, order=23, needs=(KIND,))
ability_presence.posted_state_field("damage_cant_be_prevented_this_turn", KIND)
