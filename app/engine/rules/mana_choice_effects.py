"""A choice of mana added by a spell or a triggered ability that isn't a mana ability (CR 106.4,
605.5a): "add {R} or {G} for each Raccoon you control" (Muerra, Trash Tactician). The effect is
`add_mana` with `mana` "{R}|{G}" and `times` (a count, CR 608.2h): as it resolves, `times` mana are
added to its controller's mana pool, each of one of the offered types, chosen separately (CR
608.2d: choices are made as the effect is followed; Muerra's ruling: "You choose {R} or {G} for
each Raccoon you control. You aren't limited to only one color of mana.").

- The choice is the `resolve` action's `choices.mana_colors`: one type for each mana, in order
  (exactly `times` of them, each one of the offered types); without it, each mana is the first
  type offered. A wrong number or type is refused (CR 608.2d).
- A count of 0 adds nothing (CR 107.1b) and asks for no choice.
"""

from __future__ import annotations

from app.engine.actions import Choices
from app.engine.cards import AddManaEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.mana import format_mana, parse_mana_choice
from app.engine.rules import kept_mana  # s17-dfc
from app.engine.rules.effects_targets import amount
from app.engine.rules.one_color_mana import check_one_color
from app.engine.state import StackObject

CITES = (cr("608.2"), cr("106.4"), cr("605.5a"), cr("608.2d"), cr("608.2h"))


def is_choice(effect: AddManaEffect) -> bool:
    """Whether this `add_mana` offers a choice of types ("{R}|{G}")."""
    return "|" in effect.mana


def chosen_types(options: list[str], times: int, choices: Choices) -> dict[str, int]:
    """How many of the `times` mana are of each type: `choices.mana_colors` (one type per mana),
    else all of the first option (counted, not listed: `times` may be any posted amount)."""
    given = choices.mana_colors
    if given is None:
        return {options[0]: times} if times else {}
    if len(given) != times or any(kind not in options for kind in given):
        raise IllegalAction(
            "Wrong mana choice",
            f"choices.mana_colors must name {times} mana, each one of {', '.join(options)}",
            [cr("608.2d")],
        )
    produced: dict[str, int] = {}
    for kind in given:
        produced[kind] = produced.get(kind, 0) + 1
    return produced


def resolve_mana_choice(game: Game, item: StackObject, effect: AddManaEffect, choices: Choices) -> None:
    """Add `times` mana, each of its chosen type, to the controller's mana pool (CR 106.4)."""
    times = max(0, amount(game, item, effect.times))
    options = parse_mana_choice(effect.mana)
    if choices.mana_colors is not None:
        game.used_choices.add("mana_colors")
    produced = chosen_types(options, times, choices)
    if effect.one_color:
        check_one_color(produced)  # s15-r2m21: "X mana of any one color" (rules/one_color_mana.py)
    player = game.player(item.controller)
    for kind, count in produced.items():
        setattr(player.mana_pool, kind, getattr(player.mana_pool, kind) + count)
    cites = list(CITES)
    if effect.kept_until_end_of_turn:  # s17-dfc: "you don't lose this mana as steps and phases end" (CR 500.4)
        kept_mana.keep(player, produced)
        cites.append(cr("500.4"))
    game.emit(
        "mana_added_by_effect",
        cites,
        player=player.id,
        stack_object=item.id,
        mana=format_mana(produced),
        amounts=produced,
    )
