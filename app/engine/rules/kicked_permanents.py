"""s16-kws: a kicked permanent's linked abilities (CR 702.33d): "If ~ was kicked, it enters with two
+1/+1 counters on it." (an `etb_counters` replacement with `if_kicked`, CR 614.1c, 122.6) and "When
~ enters, if it was kicked, <effect>." (a `triggered` "enters" ability with `if_kicked`, an
intervening "if", CR 603.4).

Whether the spell was kicked is decided as it is cast (702.33a, 601.2b) and kept by the spell
(`choices.kicked`, rules/kicker.py). The permanent that spell becomes knows it as it enters
(`_note`, an "as it enters" hook run only when a card with kicker is in the game); a permanent put
onto the battlefield without being cast (or a copy, a token) was not kicked. The note is written
afresh each time the object enters, so a kicked creature that dies and is returned is a new object
that wasn't kicked (CR 400.7). An `if_kicked` "enters" ability doesn't trigger when it wasn't
kicked; the answer doesn't change afterwards, so it still holds as the ability resolves (603.4),
even if the permanent has left the battlefield by then (113.7a)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import KickerAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.kicker import was_kicked
from app.engine.rules.zones import Entering

_MEMORY = "kicked_permanents.kicked"  # game.rule_memory: permanent id -> whether its spell was kicked
CITES = (cr("702.33d"),)
TRIGGER_CITES = (cr("702.33d"), cr("603.4"))


def entering_kicked(entering: Entering) -> bool:
    """Whether the spell that becomes this entering permanent was kicked (False when not cast)."""
    return entering.was_cast and was_kicked(entering.spell)


def _note(game: Game, entering: Entering) -> None:
    card = entering.permanent.card
    if card is None or not any(isinstance(a, KickerAbility) for a in game.definition(card).abilities):
        return
    game.rule_memory.setdefault(_MEMORY, {})[entering.permanent.id] = entering_kicked(entering)


def permanent_was_kicked(game: Game, permanent_id: str) -> bool:
    """Whether the spell that became this permanent was kicked (False when it wasn't cast, or has
    no kicker)."""
    noted: dict[str, bool] = game.rule_memory.get(_MEMORY) or {}
    return noted.get(permanent_id, False)


def enters_trigger_holds(game: Game, permanent_id: str, ability: object) -> bool:
    """For a permanent's "When ~ enters" ability: False when its intervening "if it was kicked" is
    false (it doesn't trigger, CR 603.4)."""
    return not getattr(ability, "if_kicked", False) or permanent_was_kicked(game, permanent_id)


# Before "enters with counters" (60), which asks `entering_kicked` itself.
registry.enters_replacements.add(_note, order=47, needs=(KickerAbility,))
