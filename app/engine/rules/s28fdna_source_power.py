"""s28-fdna: "return target creature card with mana value less than or equal to ~'s power from your graveyard to the
battlefield" (Alesha, Who Laughs at Fate; docs/oracle-s28-fdna.md).

A target spec's comparison with `source_power` (app/engine/target_grammar.py) compares with the power of the spell's or
ability's source (CR 208.1): its power now while it is on the battlefield, else as it last existed there (CR 608.2h,
603.10a). It is checked as the target is chosen (CR 601.2c, 603.3d) and again as the ability resolves (CR 608.2b), each
time with the power then. rules/effects_targets.py asks `source_power_of` for such a spec in place of X."""

from __future__ import annotations

from app.engine.characteristics import compute
from app.engine.game import Game
from app.engine.target_grammar import SOURCE_POWER

__all__ = ["SOURCE_POWER", "source_power_of"]


def source_power_of(game: Game, item_id: str) -> int:
    """The power of the source of `item_id` (a permanent, or a stack object whose source is one)."""
    source_id = item_id
    if game.permanent(item_id) is None:
        item = game.stack_object(item_id)
        if item is not None and item.source:
            source_id = item.source
    permanent = game.permanent(source_id)
    if permanent is not None:
        characteristics = compute(game, permanent)
        return (characteristics.power or 0) if characteristics is not None else 0
    last_known = game.state.last_known.get(source_id)
    return (last_known.power or 0) if last_known is not None else 0
