"""s16-kws: "Whenever you cast or copy an instant or sorcery spell, <effect>" (magecraft, an ability
word with no rules meaning, CR 207.2c): a `cast_trigger` with `or_copy`.

It triggers when its controller casts such a spell (CR 601.2i, rules/cast_triggers.py) and also
when they copy one: a copy is put on the stack without being cast (CR 707.10, rules/spell_copies.py
`spell_copied`), so the cast test alone never sees it. For a copy, the spell tested is the copy (its
characteristics are the original's, 707.2) and "you" is the copy's controller, the player whose
effect copied it (707.10). The ability goes on the stack above the copy, so it resolves first (CR
603.3, 405.2). Only `or_copy` abilities trigger on copies; "Whenever you cast ..." alone doesn't
(707.10: a copy isn't cast)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import CastTriggerAbility
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.cast_triggers import detect_cast_triggers
from app.engine.rules.step_triggers import in_game

CITES = (cr("207.2c"), cr("707.10"))


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if event["type"] != "spell_copied" or not in_game(game, CastTriggerAbility):
        return []
    or_copy = {
        (permanent.id, index)
        for permanent in game.state.battlefield
        for index, ability in abilities_of_kind(game, permanent, CastTriggerAbility)
        if ability.or_copy
    }
    if not or_copy:
        return []
    # The copy, as if it were a spell its controller cast: the same color, type and "you" tests.
    as_cast = {"type": "spell_cast", "player": event["controller"], "stack_object": event["spell_copy"]}
    pending = [
        trigger for trigger in detect_cast_triggers(game, as_cast) if (trigger.source, trigger.ability_index) in or_copy
    ]
    for trigger in pending:
        trigger.trigger_event = "spell_copied"
        trigger.cites = [cr("603.2"), *CITES]
    return pending


registry.trigger_detectors.add(_detect, needs=(CastTriggerAbility,), events=("spell_copied",))
