"""s25-mh: converge (an ability word, CR 207.2c) and its amount, "the number of colors of mana spent to cast ~" (the
`Count` "s25mh_colors_spent"): "~ deals X damage to any target, where X is the number of colors of mana spent to cast
~.", "Create a 1/1 ... token ... for each color of mana spent to cast ~.", "~ enters with two +1/+1 counters on it for
each color of mana spent to cast it.", "When ~ enters, each opponent loses X life and you gain X life, where X is the
number of colors of mana spent to cast ~."

- The mana spent to cast a spell is what was paid as its total cost (CR 601.2h), recorded on the spell as it is cast
  (rules/mana_spent.py keeps `choices.mana_spent` for a card whose abilities ask, this count among them). Its colors
  are the five colors among it (105.1; colorless mana is no color, 105.1, 106.1b): 0 to 5.
- A spell's own effect counts the colors of the mana spent to cast it as it resolves (608.2h). A copy of a spell wasn't
  cast (707.10: only the copied choices are shared; no mana was spent to cast it): 0. A spell cast without paying its
  mana cost with nothing else paid: 0.
- A permanent's "enters with ... counters for each color of mana spent to cast it" (614.1c, 614.12) counts those of the
  spell that became it; a permanent not cast (put onto the battlefield, a token) counts 0.
- "When ~ enters, ..., where X is the number of colors of mana spent to cast ~": the spell that became the permanent is
  known as it enters; the number is noted then (a note kept for this request, as kicker's is, rules/kicked_permanents.py)
  and the trigger carries it in its `choices` (`s25mh_colors_spent`), so it still holds if ~ has left the battlefield
  by the time it resolves (113.7a).

Gating: the "as it enters" note runs only in a game where a spell whose card asks has been cast (`add_kind`); the
trigger reads a note only for a permanent that has one.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import add_kind
from app.engine.rules.spell_copy_leaves import COPY
from app.engine.rules.zones import Entering
from app.engine.state import StackObject

COUNT = "s25mh_colors_spent"  # the `Count`, and a trigger's `choices` key
KIND = "s25mh:colors_spent"  # the game's kind once such a spell is cast (its enters note's gate)
CITES = (cr("207.2c"), cr("601.2h"), cr("105.1"))
_MANA_SPENT = "mana_spent"  # rules/mana_spent.py's `choices` key
_MEMORY = "s25mh_converge.noted"  # game.rule_memory: permanent id -> the colors of mana spent to cast its spell
_COLORS = "WUBRG"


def asks(json_text: str) -> bool:
    """Whether a card's definition (as JSON) counts the colors of mana spent to cast it."""
    return f'"{COUNT}"' in json_text


def colors_of(spent: Any) -> int:
    """The number of colors among mana spent ({"W": 2, "C": 1} -> 1; CR 105.1)."""
    if not isinstance(spent, dict):
        return 0
    return sum(1 for color in _COLORS if type(spent.get(color)) is int and spent[color] > 0)


def spell_colors(spell: StackObject | None) -> int:
    """The colors of mana spent to cast this spell (0 for a copy, CR 707.10, or nothing recorded)."""
    if spell is None or spell.choices.get(COPY):
        return 0
    return colors_of(spell.choices.get(_MANA_SPENT))


def amount(item: StackObject) -> int:
    """The `Count` for a resolving spell (its own mana) or a triggered ability (the number its trigger carried)."""
    if COUNT in item.choices:
        value = item.choices[COUNT]
        return value if type(value) is int else 0
    return spell_colors(item)


def entering_colors(entering: Entering) -> int:
    """For "enters with ... for each color of mana spent to cast it": the spell that became it (0 when not cast)."""
    return spell_colors(entering.spell) if entering.was_cast else 0


def cast_noted(game: Game) -> None:
    """A spell whose card asks was cast (rules/mana_spent.py): from now on entering permanents are noted."""
    add_kind(game, KIND)


def _note(game: Game, entering: Entering) -> None:
    if entering.was_cast and entering.spell is not None and _MANA_SPENT in entering.spell.choices:
        game.rule_memory.setdefault(_MEMORY, {})[entering.permanent.id] = entering_colors(entering)


def trigger_data(game: Game, permanent_id: str) -> dict[str, int]:
    """An "enters" trigger's `choices`: the colors of mana spent to cast the spell that became the permanent, when
    noted (none otherwise: the count is then 0, the permanent wasn't cast)."""
    noted = game.rule_memory.get(_MEMORY)
    if not noted or permanent_id not in noted:
        return {}
    return {COUNT: noted[permanent_id]}


registry.enters_replacements.add(_note, order=46, needs=(KIND,))
