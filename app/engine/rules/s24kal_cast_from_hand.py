"""s24-kal: "You may cast a spell with mana value 3 or less from your hand without paying its mana cost." (the
Expertise sorceries' second sentence): the `cast_from_hand_free` effect.

As it resolves, its controller may cast one card from their hand whose mana value is `max_mana_value` or less (CR
202.3; a card with {X} in its cost has X 0 there and as it is cast this way, 202.3e, 107.3b) during the resolution
(CR 608.2g: following 601.2a-i, timing permissions based on card type don't apply, no player receives priority until
the resolution ends), for the alternative cost of nothing (118.9), through the same path as rules/s20venture_lair.py
(`cast_free_during_resolution`). A land card isn't cast (305.1: refused by the cast itself).

The choice (CR 608.2d): the resolving action's `choices.chosen` names the card (`[]` or absent: none is cast, the
default: the player "may"); the spell's own targets, modes and division are that action's `choices.targets`,
`choices.modes`, `choices.division`. A multi-faced card (split, adventurer, modal double-faced, transforming) is
refused: which face's mana value counts depends on the face cast, which this effect doesn't choose."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CastFromHandFreeEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.mana import mana_value_of
from app.engine.rules.s20venture_lair import cast_free_during_resolution
from app.engine.state import StackObject

CITES = (cr("608.2g"), cr("118.9"), cr("202.3"))


def _resolve(game: Game, item: StackObject, effect: CastFromHandFreeEffect, choices: Choices) -> None:
    answer = choices.chosen
    if not answer or "chosen" in game.used_choices:
        game.emit("ability_resolved", [cr("608.2d"), *CITES], stack_object=item.id, source=item.source,
                  effect="cast_from_hand_free")
        return
    game.used_choices.add("chosen")
    player = game.player(item.controller or "")
    card = next((card for card in player.hand if len(answer) == 1 and card.id == answer[0]), None)
    if card is None:
        raise IllegalAction("Not a card in hand", f"the stack object {item.id}: choices.chosen names at most one card "
                            f"of {player.id}'s hand, not {answer}", [cr("608.2d"), *CITES])
    definition = game.definition(card.card)
    if definition.layout is not None:
        raise IllegalAction("Multi-faced card", f"{definition.name} has faces; which mana value counts depends on the "
                            "face cast, which this effect doesn't choose", [cr("202.3"), cr("608.2g")])
    value = mana_value_of(definition.mana_cost)
    if value > effect.max_mana_value:
        raise IllegalAction("Mana value too high", f"{definition.name} has mana value {value}, more than "
                            f"{effect.max_mana_value}", [cr("202.3"), *CITES])
    cast_free_during_resolution(game, item, player.id, card.id, choices)


registry.effect_resolvers["cast_from_hand_free"] = _resolve
