"""s33-wmk: "Exile up to two target cards from a single graveyard." (CR 115.1, 601.2c) — `exile`'s
`single_graveyard`.

The requirement is on the targets together: as the spell is cast or the ability put on the stack (601.2c, 602.2b,
603.3d), all the cards chosen for that effect must be in one player's graveyard. As it resolves nothing more is checked
here: a card that left its graveyard is a new object (400.7) and an illegal target by its own spec, and the cards still
in a graveyard are still in that one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game


def applies(effects: Sequence[Any]) -> bool:
    """Does an effect of these require its targets to be in a single graveyard?"""
    return any(getattr(effect, "single_graveyard", False) for effect in effects)


def refuse_several_graveyards(game: Game, effects: Sequence[Any], dealt: dict[int, list[str]], what: str,
                              rule: str) -> None:
    """As the targets are chosen (CR 601.2c / 602.2b): refuse targets of one such effect in different graveyards."""
    owners = {card.id: player.id for player in game.state.players for card in player.graveyard}
    for index, chosen in dealt.items():
        if not getattr(effects[index], "single_graveyard", False):
            continue
        graveyards = {owners[target] for target in chosen if target in owners}
        if len(graveyards) > 1:
            raise IllegalAction(
                "Illegal target",
                f"{what}: {', '.join(chosen)} are in the graveyards of {', '.join(sorted(graveyards))}; the targets "
                "must be in a single graveyard",
                [cr(rule), cr("115.1")],
            )


def refuse_for_effect(game: Game, effect: Any, targets: list[str], what: str, rule: str) -> None:
    """The same check for the one targeted effect of a triggered ability, its targets chosen as it is put on the stack
    or given as it resolves (CR 603.3d, rules/triggers.py)."""
    if getattr(effect, "single_graveyard", False):
        refuse_several_graveyards(game, [effect], {0: targets}, what, rule)
