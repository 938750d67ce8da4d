"""s25-khc: ripple (CR 702.60). "Ripple N" means "When you cast this spell, you may reveal the top N cards of your
library, then you may cast any revealed cards with the same name as this spell without paying their mana costs. Put the
rest on the bottom of your library in any order." (702.60a); each instance triggers separately (702.60b).

- It triggers as the spell with ripple printed on it becomes cast (601.2i) and goes on the stack above it (603.3). The
  name compared is the spell's as it was cast, kept by the trigger (608.2h: the spell may have left the stack).
- As it resolves, its controller decides (`pending` asks it: `choice` "chosen", the revealed cards and those of the same
  name) with the `resolve` action's `choices.chosen`: absent, they don't reveal and nothing happens; a list (maybe
  empty), they reveal the top N cards (a `cards_revealed` event, CR 701.20a) and cast the named ones, each a revealed
  card of the same name (front face), in that order, from the library during the resolution (608.2g, 601.2a), without
  paying its mana cost (118.9; X is 0, 107.3b), each with the `resolve` action's own choices (its targets).
- Then the revealed cards not cast go to the bottom of the library in the order `choices.bottom` gives (every one of
  them once; default: the order they were revealed in), a library decision (CR 401.4; `put_on_bottom`, "any").

Gating: rules/printed_cast_triggers.py asks it only for a card with the ability (a memo by definition)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, S25khcRippleAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules import printed_cast_triggers, s24mh1_suspend
from app.engine.state import StackObject, ZoneCard

RIPPLE = "ripple"
_COUNT, _NAME = "ripple_count", "ripple_name"  # the trigger's `choices`: N, and the spell's name as it was cast
CITES = (cr("702.60a"),)


def _ripples(definition: CardDefinition) -> bool:
    return any(isinstance(ability, S25khcRippleAbility) for ability in definition.abilities)


def _on_printed(game: Game, event: dict[str, Any], spell: StackObject, definition: CardDefinition) -> list[PendingTrigger]:
    caster = event.get("player") or spell.controller or ""
    return [PendingTrigger(spell.id, None, caster, RIPPLE, [], [*CITES, cr("702.60b"), cr("601.2i")],
                           data={"keyword_trigger": RIPPLE, _COUNT: ability.count, _NAME: definition.name},
                           card=spell.card)
            for ability in definition.abilities if isinstance(ability, S25khcRippleAbility)]


def _revealed(game: Game, item: StackObject) -> list[ZoneCard]:
    return game.player(item.controller or "").library[:int(item.choices.get(_COUNT, 0))]


def _same_name(game: Game, item: StackObject, cards: list[ZoneCard]) -> list[ZoneCard]:
    name = item.choices.get(_NAME)
    return [card for card in cards if game.definition(card.card).face_definition(None).name == name]


def _choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """`pending`: which revealed cards to cast (`chosen`; absent: don't reveal), and the order of the rest (`bottom`)."""
    if "chosen" in item.choices:
        return None
    revealed = _revealed(game, item)
    return {"stack_object": item.id, "choice": "chosen", "kind": RIPPLE, "player": item.controller,
            "cards": [card.id for card in revealed],
            "eligible": [card.id for card in _same_name(game, item, revealed)], "min": 0,
            "max": len(revealed), "rest": "bottom", "default": None}


def _cast_from_library(game: Game, item: StackObject, card: str, player: str, choices: Choices) -> None:
    """Cast `card` from its owner's library as `item` resolves, without paying its mana cost (CR 608.2g, 118.9,
    601.2a), the spell's own choices the `resolve` action's (rules/free_casting.py lets it be cast from there)."""
    s24mh1_suspend.cast_free_during_resolution(game, item, card, player,
                                               choices.model_copy(update={"chosen": None, "bottom": None}), CITES)


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    player = game.player(item.controller or "")
    answer = choices.chosen
    if answer is None or "chosen" in game.used_choices:
        game.emit("ability_resolved", [*CITES, cr("608.2")], stack_object=item.id, source=item.source, effect=RIPPLE,
                  note="its controller didn't reveal the cards (choices.chosen absent)")
        return
    game.used_choices.add("chosen")
    revealed = _revealed(game, item)
    eligible = {card.id for card in _same_name(game, item, revealed)}
    if len(set(answer)) != len(answer) or any(card not in eligible for card in answer):
        raise IllegalAction("Not a card to cast", f"the stack object {item.id}: choices.chosen names revealed cards "
                            f"named {item.choices.get(_NAME)!r} to cast, each once: among {sorted(eligible)}, not "
                            f"{answer!r}", [*CITES, cr("608.2d")])
    game.emit("cards_revealed", [*CITES, cr("701.20a")], stack_object=item.id, player=player.id,
              cards=[card.id for card in revealed])
    for card in answer:
        _cast_from_library(game, item, card, player.id, choices)
    rest = [card for card in revealed if card.id not in answer]
    if not rest:
        return
    order = choices.bottom
    if order is not None:
        game.used_choices.add("bottom")
        if sorted(order) != sorted(card.id for card in rest):
            raise IllegalAction("Wrong library choice", f"choices.bottom must name each revealed card not cast "
                                f"({', '.join(card.id for card in rest)}) exactly once, not {order!r}",
                                [*CITES, cr("401.4")])
        by_id = {card.id: card for card in rest}
        rest = [by_id[card_id] for card_id in order]
    leaving = {card.id for card in rest}
    player.library = [card for card in player.library if card.id not in leaving] + rest
    game.emit("put_on_bottom", [*CITES, cr("401.4")], stack_object=item.id, player=player.id,
              cards=[card.id for card in rest], order="any")


printed_cast_triggers.register(_ripples, _on_printed)
registry.keyword_trigger_resolvers[RIPPLE] = _resolve
registry.resolution_choices[RIPPLE] = _choice
