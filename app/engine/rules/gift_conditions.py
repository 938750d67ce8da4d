"""Gift conditions of a permanent's abilities (CR 702.174c): "When ~ enters, if the gift was
promised, destroy target artifact ..." (Scrapshooter, an intervening "if", 603.4) and "When ~
enters, tap enchanted creature. If the gift wasn't promised, put three stun counters on it."
(Kitnap, a sentence under the condition, 608.2c).

Whether the gift was promised is decided as the permanent spell is cast (702.174a, 601.2b) and kept
by the spell (`choices.gift`, rules/gift.py). The permanent that spell becomes knows it as it
enters (`_note`, an "as it enters" hook run only when a card with gift is in the game); a
permanent put onto the battlefield without being cast had no gift promised. Its "When ~ enters"
abilities carry the answer on the stack (`choices.gift_promised`, set by rules/triggers.py as they
trigger), so it holds even if the permanent has left the battlefield by the time they resolve
(113.7a). An `if_gift` ability doesn't trigger when the answer is not the one it names and does
nothing if that is so as it resolves (603.4); an `if_gift` effect happens only when it is (608.2c)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import GiftAbility, IfGiftEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.zones import Entering
from app.engine.state import StackObject

PROMISED = "gift_promised"  # the key in a trigger's `choices`
_MEMORY = "gift_conditions.promised"  # game.rule_memory: permanent id -> whether its gift was promised
CITES = (cr("702.174c"),)


def _note(game: Game, entering: Entering) -> None:
    card = entering.permanent.card
    if card is None or not any(isinstance(a, GiftAbility) for a in game.definition(card).abilities):
        return
    spell = entering.spell
    game.rule_memory.setdefault(_MEMORY, {})[entering.permanent.id] = (
        spell is not None and spell.choices.get("gift") is not None
    )


def gift_was_promised(game: Game, permanent_id: str) -> bool:
    """Whether the gift of the spell that became this permanent was promised (False when it wasn't
    cast, or has no gift)."""
    noted: dict[str, bool] = game.rule_memory.get(_MEMORY) or {}
    return noted.get(permanent_id, False)


def trigger_data(game: Game, permanent_id: str, ability: Any) -> dict[str, Any] | None:
    """For a permanent's "When ~ enters" ability: None when its intervening "if the gift was
    [wasn't] promised" is false (it doesn't trigger, CR 603.4); else what its stack object keeps."""
    noted: dict[str, bool] = game.rule_memory.get(_MEMORY) or {}
    wanted = getattr(ability, "if_gift", None)
    if permanent_id not in noted and wanted is None:
        return {}  # not a permanent with gift: nothing to keep
    promised = noted.get(permanent_id, False)
    if wanted is not None and (wanted == "promised") != promised:
        return None
    return {PROMISED: promised}


def holds_as_it_resolves(game: Game, item: StackObject, ability: Any) -> bool:
    """The intervening "if" checked again as the ability resolves (CR 603.4); an event says when false."""
    wanted = getattr(ability, "if_gift", None)
    if wanted is None or (wanted == "promised") == bool(item.choices.get(PROMISED)):
        return True
    game.emit(
        "intervening_if_false",
        [cr("603.4"), *CITES],
        stack_object=item.id,
        source=item.source,
        condition=f"the gift was {'promised' if wanted == 'promised' else 'not promised'}",
    )
    return False


def _resolve(game: Game, item: StackObject, effect: IfGiftEffect, choices: Choices) -> None:
    if bool(item.choices.get(PROMISED)) != effect.promised:
        game.emit(
            "condition_not_met",
            [cr("608.2c"), *CITES],
            stack_object=item.id,
            condition=f"the gift was {'promised' if effect.promised else 'not promised'}",
            effect=effect.effect.kind,
        )
        return
    registry.effect_resolvers[effect.effect.kind](game, item, effect.effect, choices)


registry.enters_replacements.add(_note, order=46, needs=(GiftAbility,))
registry.effect_resolvers["if_gift"] = _resolve
