"""s24-mh1: evoke (CR 702.74). "Evoke [cost]" means "You may cast this card by paying [cost] rather than paying its
mana cost" and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." (702.74a).

- The cost: the `alternative_cost` "evoke" (rules/alternative_costs.py, CR 118.9: one alternative cost, from the hand;
  the `cast` action's `alternative_cost: "evoke"`); the spell records it (`choices.alternative_cost`). Its mana value
  is unchanged (118.9c).
- The permanent the evoked spell becomes knows it as it enters (`_note`, an "as it enters" hook run only in games with
  an alternative cost printed on some card): a permanent put onto the battlefield without being cast, or cast for
  another cost, wasn't evoked; a returned one is a new object (CR 400.7).
- The sacrifice: an "enters" triggered ability with `if_evoked` (an intervening "if", CR 603.4: it doesn't trigger
  otherwise, and the answer doesn't change afterwards). Its controller sacrifices it as it resolves (701.21a); its
  other "enters" abilities trigger too, and its controller puts them on the stack in the order they choose (603.3b).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import AlternativeCostAbility
from app.engine.game import Game
from app.engine.rules.zones import Entering

EVOKE = "evoke"
_MEMORY = "s24mh1_evoke.evoked"  # game.rule_memory: permanent id -> whether its spell was cast for its evoke cost
_ALTERNATIVE_COST = "alternative_cost"  # the spell's `choices` key (rules/alternative_costs.py)


def _note(game: Game, entering: Entering) -> None:
    spell = entering.spell
    evoked = entering.was_cast and spell is not None and spell.choices.get(_ALTERNATIVE_COST) == EVOKE
    noted: dict[str, bool] | None = game.rule_memory.get(_MEMORY)
    if evoked or noted:
        game.rule_memory.setdefault(_MEMORY, {})[entering.permanent.id] = evoked


def was_evoked(game: Game, permanent_id: str) -> bool:
    """Whether the spell that became this permanent was cast for its evoke cost (CR 702.74a)."""
    noted: dict[str, bool] = game.rule_memory.get(_MEMORY) or {}
    return noted.get(permanent_id, False)


registry.enters_replacements.add(_note, order=47, needs=(AlternativeCostAbility,))
