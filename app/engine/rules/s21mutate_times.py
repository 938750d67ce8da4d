"""s21-mutate: "the number of times ~ has mutated" (the `Count` "times_mutated"; Huntmaster Liger, Porcuparrot): how
many times a mutating creature spell merged with the ability's source (CR 702.140c), one card each time: the cards
merged with it (`merged_over` and `merged_under`, rules/s21mutate_mutate.py). Counted as the effect resolves (CR
608.2h); a source no longer on the battlefield is refused (its count as it last existed is not modelled)."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import StackObject

TIMES_MUTATED = "times_mutated"


def times_mutated(game: Game, item: StackObject) -> int:
    source = game.permanent(item.source or "")
    if source is None:
        raise IllegalAction("Not modelled", f"{item.id}: the number of times its source had mutated as it last existed "
                            "on the battlefield is not modelled", [cr("608.2h"), cr("702.140c")])
    if source.printed_card is None:  # not merged (rules/s21mutate_mutate.py `is_merged`)
        return 0
    return len(source.merged_over) + len(source.merged_under)
