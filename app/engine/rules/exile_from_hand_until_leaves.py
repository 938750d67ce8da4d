"""s18-linked: "When ~ enters, target opponent reveals their hand. You choose a noncreature, nonland card from
it. Exile that card until ~ leaves the battlefield." (Kitesail Freebooter): the
`reveal_choose_exile_until_source_leaves` effect (docs/oracle-s18-linked.md).

As it resolves, the target player reveals their hand (CR 701.20a: the `hand_revealed` event names every card of
it). If the source has already left the battlefield (after the ability triggered, CR 610.3b), nothing is exiled
(the hand is still revealed). Otherwise the ability's controller chooses a card of that hand without any of the
effect's `excluded_types` (CR 608.2d: the `resolve` action's `choices.chosen`, one card id; `pending` asks them,
choice "chosen" of kind "exile_from_hand"); with such cards and no choice given, the last of them in the hand
stands for it. That card is exiled (406.2) and kept on the source
(`Permanent.exiled_from_hand_until_it_leaves`).

Immediately after the source leaves the battlefield (a second one-shot effect, CR 610.3: not a triggered
ability), each of those cards still in exile returns to its previous zone, its owner's hand (610.3). A card that
left exile meanwhile is a new object and is not found (400.7). That return is rules/exile_until_leaves.py's, the
one place a source leaving brings back what it exiled.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import RevealChooseExileUntilLeavesEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.ability_presence import add_kind
from app.engine.rules.linked_exile import RECORD_KIND
from app.engine.rules.zones import card_name, place_in_zone
from app.engine.state import Player, StackObject, ZoneCard


def _choosable(game: Game, player: Player, effect: RevealChooseExileUntilLeavesEffect) -> list[ZoneCard]:
    return [card for card in player.hand
            if not any(game.definition(card.card).has_type(excluded) for excluded in effect.excluded_types)]


def _revealing_player(game: Game, item: StackObject) -> Player | None:
    return next((p for p in game.state.players if item.targets and p.id == item.targets[0]), None)


def asked_choice(game: Game, item: StackObject, effects: Sequence[Any]) -> dict[str, Any] | None:
    """The `choose` decision the top of the stack asks its controller as it resolves, or None."""
    effect = next((e for e in effects if isinstance(e, RevealChooseExileUntilLeavesEffect)), None)
    player = _revealing_player(game, item) if effect is not None else None
    if effect is None or player is None or game.permanent(item.source or "") is None:
        return None
    pool = _choosable(game, player, effect)
    if len(pool) < 2:
        return None  # nothing to choose: the one such card, or none
    return {"stack_object": item.id, "choice": "chosen", "kind": "exile_from_hand", "values": [c.id for c in pool],
            "player": item.controller, "cards": [card.id for card in player.hand], "default": [pool[-1].id]}


def _resolve(game: Game, item: StackObject, effect: RevealChooseExileUntilLeavesEffect, choices: Choices) -> None:
    player = _revealing_player(game, item)
    if player is None:
        return
    game.emit("hand_revealed", [cr("701.20a")], stack_object=item.id, player=player.id,
              cards=[card.id for card in player.hand])
    source = game.permanent(item.source or "")
    if source is None:  # CR 610.3b: the source already left; nothing is exiled
        game.emit("not_exiled", [cr("610.3b")], stack_object=item.id, source=item.source,
                  reason="its source already left the battlefield")
        return
    pool = {card.id: card for card in _choosable(game, player, effect)}
    chosen = choices.chosen
    if chosen is not None:
        game.used_choices.add("chosen")
        if len(chosen) != 1 or chosen[0] not in pool:
            kinds = ", ".join(f"non{t.value.lower()}" for t in effect.excluded_types) or "any"
            raise IllegalAction("Wrong card chosen",
                                f"{item.id}: choices.chosen must name exactly one {kinds} card of {player.id}'s "
                                f"revealed hand ({', '.join(pool) or 'none'}), not {chosen}", [cr("608.2d")])
    if not pool:
        return
    card = pool[chosen[0]] if chosen is not None else list(pool.values())[-1]
    player.hand.remove(card)
    place_in_zone(player, Zone.EXILE, [card])
    source.exiled_from_hand_until_it_leaves.append(card.id)
    game.changed(source)
    add_kind(game, RECORD_KIND)  # a card that leaves exile otherwise is forgotten (rules/linked_exile.py, CR 400.7)
    game.emit("zone_change", [cr("608.2c"), cr("608.2d"), cr("406.2"), cr("610.3")], object=card.id,
              card=card_name(game, card.card), cards=[card.id], reason="exiled",
              **{"from": Zone.HAND.value, "to": Zone.EXILE.value})


registry.effect_resolvers["reveal_choose_exile_until_source_leaves"] = _resolve
