"""s20-venture: "Draw three cards and reveal them. You may cast one of them without paying its mana cost." (Mad
Wizard's Lair, the bottommost room of Dungeon of the Mad Mage): the `draw_reveal_cast_one_free` effect.

As it resolves, the ability's controller draws `amount` cards (CR 121.1; from an empty library the draws fail, 121.4)
and reveals them (701.20a: the `drawn_cards_revealed` event names them). Then they may cast one of the cards drawn,
still in their hand, during the resolution (608.2g): the spell is cast following 601.2a-i, as the `cast` action does
(its targets chosen and checked, 601.2c; additional costs paid, 601.2h), for the alternative cost of nothing (118.9,
601.2f; X is 0, 107.3b); timing permissions based on card type don't apply, since the instruction, not priority, lets
them cast it (117.1a, 608.2g), but a restriction still does (101.2: "only any time they could cast a sorcery", and
one can't be cast during a resolution). The spell becomes the topmost object of the stack and no player receives
priority until the ability has finished resolving (608.2g). A land card can't be cast (305.1, refused).

The choice (608.2d): the resolving action's `choices.chosen` names the card (`[]` or absent: none is cast, the
default, since the player "may"); the spell's own choices are that action's `choices.targets`, `choices.modes` and
`choices.division`. It is cast front face up as printed, without kicker or another optional additional cost: a card
whose casting needs more (a face to choose) is cast only as its front face. A card not drawn by this effect, or one
the `cast` action would refuse, is refused with the reason.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Cast, Choices
from app.engine.cards import DrawRevealCastOneFreeEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import sorcery_only, stack
from app.engine.rules.effects_targets import amount
from app.engine.rules.free_casting import RESOLUTION_CAST, WITHOUT_PAYING
from app.engine.rules.zones import draw_cards
from app.engine.state import StackObject

KIND = "draw_reveal_cast_one_free"
CITES = (cr("608.2g"), cr("118.9"))


def _chosen(game: Game, item: StackObject, drawn: list[str], choices: Choices) -> str | None:
    answer = choices.chosen
    if answer is None or "chosen" in game.used_choices:
        return None
    game.used_choices.add("chosen")
    if not answer:
        return None
    if len(answer) != 1 or answer[0] not in drawn:
        raise IllegalAction("Not a card drawn", f"the stack object {item.id}: choices.chosen names at most one of the "
                            f"cards it drew ({', '.join(drawn) or 'none'}), not {answer}", [cr("608.2d"), *CITES])
    return answer[0]


def _resolve(game: Game, item: StackObject, effect: DrawRevealCastOneFreeEffect, choices: Choices) -> None:
    player = game.player(item.controller or "")
    had = {card.id for card in player.hand}
    draw_cards(game, player, amount(game, item, effect.amount), (cr("608.2"), cr("121.1")))
    drawn = [card.id for card in player.hand if card.id not in had]
    game.emit("drawn_cards_revealed", [cr("701.20a")], stack_object=item.id, player=player.id, cards=drawn)
    card = _chosen(game, item, drawn, choices)
    if card is None:
        return
    cast_free_during_resolution(game, item, player.id, card, choices)


def cast_free_during_resolution(game: Game, item: StackObject, player_id: str, card: str, choices: Choices) -> None:
    """Cast `card` from `player_id`'s hand as `item` resolves, without paying its mana cost (CR 608.2g, 118.9; the
    module docstring); s24-kal: also "You may cast a spell with mana value 3 or less from your hand without paying its
    mana cost." (rules/s24kal_cast_from_hand.py)."""
    player = game.player(player_id)
    if sorcery_only.restricted(game, player):  # a restriction still applies (CR 101.2)
        raise IllegalAction("Wrong time", f"{player.id} can cast spells only any time they could cast a sorcery, "
                            "not during a resolution", [cr("101.2"), cr("608.2g")])
    cast = Cast(player=player.id, card=card, alternative_cost=WITHOUT_PAYING,
                choices=choices.model_copy(update={"chosen": None}))
    game.rule_memory[RESOLUTION_CAST] = card
    try:
        stack.verify_cast(game, cast)
        stack.cast(game, cast)
    finally:
        game.rule_memory.pop(RESOLUTION_CAST, None)
    game.emit("cast_during_resolution", [*CITES, cr("601.2")], stack_object=item.id, player=player.id, card=card)


registry.effect_resolvers[KIND] = _resolve
