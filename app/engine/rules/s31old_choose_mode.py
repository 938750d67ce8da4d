"""s31-old: "As ~ enters, choose Khans or Dragons. • Khans — <ability> • Dragons — <ability>" (the Sieges): the ability
`s31old_choose_mode_as_enters` (CR 614.12: a replacement effect that makes a choice as the permanent enters; 607.2a:
the abilities linked to that choice).

- The choice is made by the player the permanent enters under, with the entering action's `choices.s31old_chosen_mode`
  (one of the modes' names; anything else refuses the action and changes nothing). Without it the engine chooses the
  first mode, as printed. It is kept as the permanent's `s31old_chosen_mode`.
- The permanent has the chosen mode's abilities after all its own (`CardDefinition.s31old_at_mode`,
  characteristics.current_face) and never the other mode's. A new object (CR 400.7) chooses again.
- A triggered ability of the chosen mode whose source left the battlefield before it resolves is still that mode's
  (CR 603.10a, 608.2h): the mode is recorded on the stack object (`choices.s31old_mode`) as it is put on the stack,
  the permanent's own or, if it has left meanwhile, the one it had as it left (kept for the action in `rule_memory`).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import S31oldChooseModeAsEntersAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.zones import Entering
from app.engine.state import Permanent

_LEFT_MODES = "s31old_choose_mode.left"  # rule_memory: permanent id -> its mode as it left the battlefield
MODE = "s31old_mode"  # the key in a triggered ability's `choices`


def choose_mode_as_enters(game: Game, entering: Entering) -> None:
    """The choice as the permanent enters (CR 614.12)."""
    permanent = entering.permanent
    for _, ability in abilities_of_kind(game, permanent, S31oldChooseModeAsEntersAbility):
        names = [mode.name for mode in ability.modes]
        given = game.choices.s31old_chosen_mode
        if given is not None and given not in names:
            raise IllegalAction("Not one of the modes", f"choices.s31old_chosen_mode: {permanent.id} chooses one of "
                                f"{names}, not {given!r}", [cr("614.12")])
        if given is not None:
            game.used_choices.add("s31old_chosen_mode")
        permanent.s31old_chosen_mode = given or names[0]
        game.emit("mode_chosen", [cr("614.12"), cr("607.2a")], permanent=permanent.id,
                  mode=permanent.s31old_chosen_mode, chosen=given is not None)
        entering.cites.append(cr("614.12"))


def _remember_mode(game: Game, permanent: Permanent, destination: object) -> None:
    """A permanent with a chosen mode leaving the battlefield: its mode as it last existed (CR 603.10a, 608.2h), for
    its triggered abilities still to be put on the stack. Changes nothing else (returns None)."""
    if permanent.s31old_chosen_mode is not None:
        game.rule_memory.setdefault(_LEFT_MODES, {})[permanent.id] = permanent.s31old_chosen_mode


def record_mode(game: Game, source: Permanent | None, source_id: str, choices: dict[str, Any]) -> None:
    """A triggered ability put on the stack (rules/triggers.py): the mode of its source, when it has one."""
    mode = source.s31old_chosen_mode if source is not None else game.rule_memory.get(_LEFT_MODES, {}).get(source_id)
    if mode is not None:
        choices[MODE] = mode


registry.enters_replacements.add(choose_mode_as_enters, order=72, needs=(S31oldChooseModeAsEntersAbility,))
registry.leaves_battlefield.add(_remember_mode, order=6, needs=(S31oldChooseModeAsEntersAbility,))
