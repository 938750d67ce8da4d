"""s21-neoa: "You may put a land card from your hand onto the battlefield [tapped]." / "Whenever ~ deals combat damage
to a player, you may put an artifact card with mana value less than or equal to that damage from your hand onto the
battlefield." (Covert Technician): the `put_from_hand` effect.

As it resolves, its controller chooses (CR 608.2d) at most one card of their hand with one of the effect's qualities,
given with the `resolve` action's `choices.chosen` (one card id, or none: "you may" put nothing, and without an answer
nothing is put; the event says `chosen: false`). With `mana_value_at_most` "that_much", the card's mana value (CR
202.3; an X in its cost is 0, 202.3e) must be at most the damage the trigger event dealt. An instant or sorcery card
can't be put onto the battlefield (304.4, 307.4). The card enters under its controller's control (110.2a), tapped where
the effect says so; it was not cast, and a land put onto the battlefield this way was not played (305.4). A replacement
effect may keep it in the hand (`registry.enters_prevented`). A wrong choice is refused (422)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PutFromHandEffect
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.mana import mana_value_of
from app.engine.rules.effects_targets import amount
from app.engine.rules.library import has_quality
from app.engine.rules.zones import enter_battlefield, stays_out_of_battlefield
from app.engine.state import DelayedTrigger, Player, StackObject, ZoneCard

CITES = (cr("608.2d"), cr("110.2a"))


def _problem(game: Game, item: StackObject, effect: PutFromHandEffect, card: ZoneCard) -> str | None:
    definition = game.definition(card.card)
    if definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY):
        return "an instant or sorcery card can't be put onto the battlefield (CR 304.4, 307.4)"
    if not has_quality(game, card, list(effect.quality), item):
        return f"not {' or '.join(effect.quality)}"
    if effect.mana_value_at_most is not None:
        most = amount(game, item, effect.mana_value_at_most)
        if mana_value_of(definition.mana_cost) > most:
            return f"its mana value is greater than {most} (CR 202.3)"
    return None


def at_most_one_hand_card(game: Game, item: StackObject, player: Player, choices: Choices, title: str,
                          cites: list[str]) -> tuple[list[str] | None, list[str], dict[str, ZoneCard]]:
    """The `resolve` action's `choices.chosen` as "you may <do> a card from your hand" reads it (CR 608.2d): at most one
    card id of `player`'s hand (none: nothing; no answer: the `answer` is None). Returns the answer, the chosen ids and
    the hand by id; a wrong choice is refused with `title`."""
    answer = choices.chosen if "chosen" not in game.used_choices else None
    if answer is not None:
        game.used_choices.add("chosen")
    chosen = list(answer or [])
    in_hand = {card.id: card for card in player.hand}
    if len(chosen) > 1 or any(card_id not in in_hand for card_id in chosen):
        raise IllegalAction(title, f"the stack object {item.id}: choices.chosen names at most one card "
                            f"of {player.id}'s hand ({', '.join(in_hand) or 'none'}), not {chosen}", cites)
    return answer, chosen, in_hand


def _resolve(game: Game, item: StackObject, effect: PutFromHandEffect, choices: Choices) -> None:
    player = game.player(item.controller)
    answer, chosen, in_hand = at_most_one_hand_card(game, item, player, choices, "Wrong card to put", list(CITES))
    for card_id in chosen:
        problem = _problem(game, item, effect, in_hand[card_id])
        if problem is not None:
            raise IllegalAction("Wrong card to put", f"the stack object {item.id}: {card_id!r} can't be put onto the "
                                f"battlefield this way: {problem}", list(CITES))
    game.emit("put_from_hand_chosen", [cr("608.2"), *CITES], stack_object=item.id, player=player.id, cards=chosen,
              chosen=answer is not None)
    for card_id in chosen:
        location = game.find_zone_card(card_id, (Zone.HAND,))
        if location is None or stays_out_of_battlefield(game, location, player.id):
            continue
        card = location.cards.pop(location.index)
        enter_battlefield(game, card.card, card.id, player.id, location.player.id, was_cast=False, from_zone=Zone.HAND,
                          tapped=effect.tapped)
        if effect.sacrifice_at is not None and game.permanent(card.id) is not None:  # s29-mh (CR 603.7, 701.21a)
            s29mh_sacrifice_later(game, item, effect.sacrifice_at, card.id)


registry.effect_resolvers["put_from_hand"] = _resolve


def s29mh_sacrifice_later(game: Game, item: StackObject, at: str, permanent_id: str) -> None:
    """s29-mh: "Sacrifice it at the beginning of the next end step." (CR 603.7: a delayed triggered ability, created as
    the effect resolves; 701.21a): the same delayed sacrifice `create_token`'s `sacrifice_at` makes (rules/tokens.py)."""
    game.state.delayed_triggers.append(DelayedTrigger(controller=item.controller, at=at, action="sacrifice",
                                                      objects=[permanent_id], source=item.source))
    game.emit("delayed_trigger_created", [cr("603.7")], source=item.source or item.id, at=at, action="sacrifice",
              objects=[permanent_id])
