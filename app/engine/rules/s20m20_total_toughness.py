"""s20-m20: the amount "the total toughness of creatures you control" (Loxodon Lifechanter: "When ~ enters, you may
have your life total become the total toughness of creatures you control."): the `Count`
"s20m20_total_toughness:<spec>", determined once as the effect resolves (CR 608.2h): the toughness of each
permanent matching the creature spec of the target grammar (CR 208.1, with the characteristics continuous effects
give them now, CR 613), read from the ability's source ("you_control": its controller), added. It is not raised to
0 when negative: it sets a life total (CR 107.1b's exception; 119.5)."""

from __future__ import annotations

from app.engine.cards import S20M20_TOTAL_TOUGHNESS
from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec


def is_total_toughness(value: object) -> bool:
    """Whether an amount is this module's count."""
    return isinstance(value, str) and value.startswith(S20M20_TOTAL_TOUGHNESS)


def total_toughness(game: Game, item: StackObject, value: str) -> int:
    """The toughness of the matching permanents, added, as the effect resolves."""
    spec = parse_target_spec(value.removeprefix(S20M20_TOTAL_TOUGHNESS))
    source, controller = item.source or item.id, item.controller or ""
    return sum(
        characteristics.toughness or 0
        for permanent in game.state.battlefield
        if matches_filter(game, spec, permanent, source, controller)
        and (characteristics := characteristics_of(game, permanent)) is not None
    )
