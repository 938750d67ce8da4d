"""A punishment a player avoids by discarding a card (CR 608.2d, 701.9a): the `unless_player_discards` effect.

"Each opponent sacrifices a creature unless they discard a card." (`instead` "sacrifice"), "each
opponent discards two cards unless they discard a nonland card." and "Then discard two cards unless
you discard an artifact card." (`instead` "discard"). As it resolves, each player it names, in turn
order (CR 101.4), chooses (608.2d) either to discard one card of `quality` from their hand (701.9a)
or to have the rest happen to them: discard `amount` cards of their choice (701.9a-b; all of them
when they have no more), or sacrifice a permanent they control that matches `what` (701.21a;
nothing when they control none). A player with no card of that quality in hand can't choose to
discard one (CR 608.2d: an impossible choice can't be made).

The answer: the resolving action's `choices.chosen` names the one card each player who avoids the
punishment discards (at most one for each player, a card of `quality` in their hand); a player it
names nothing of takes the punishment, which is also the default when no answer is given. The
punishment's own choices are those of the plain effects: `choices.discard` (the cards discarded,
else the last ones of the hand, as rules/discard.py) and `choices.sacrifice` (else the first such
permanent in battlefield order, as rules/edict.py). A wrong id is refused with a 422 saying why."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import EdictEffect, UnlessDiscardEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.discard import discard_cards, own_choice, pick
from app.engine.rules.edict import candidates
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.library import has_quality
from app.engine.rules.sacrifice import sacrifice
from app.engine.state import StackObject

CITES = (cr("608.2d"), cr("701.9a"))


def avoiding_cards(game: Game, item: StackObject, effect: UnlessDiscardEffect) -> dict[str, list[str]]:
    """For each player it names, in turn order: the cards of their hand they may discard to avoid it."""
    return {
        player: [card.id for card in game.player(player).hand if has_quality(game, card, [effect.quality], item)]
        for player in affected(game, item, effect.player)
    }


def _picked(item: StackObject, avoiding: dict[str, list[str]], chosen: list[str] | None) -> dict[str, str]:
    picked: dict[str, str] = {}
    for card_id in chosen or []:
        owner = next((player for player, cards in avoiding.items() if card_id in cards), None)
        if owner is None or owner in picked:
            raise IllegalAction(
                "Wrong choice",
                f"the stack object {item.id}: choices.chosen names {card_id!r}, which is not "
                + (f"the one card {owner} discards" if owner else "a card of the stated quality in the hand")
                + " of a player who may discard it to avoid the rest of the effect",
                [*CITES],
            )
        picked[owner] = card_id
    return picked


def _resolve(game: Game, item: StackObject, effect: UnlessDiscardEffect, choices: Choices) -> None:
    avoiding = avoiding_cards(game, item, effect)
    chosen = None
    if choices.chosen is not None and "chosen" not in game.used_choices:
        chosen = choices.chosen
        game.used_choices.add("chosen")  # the answer is used once per action
    picked = _picked(item, avoiding, chosen)
    number = amount(game, item, effect.amount)
    for player_id in avoiding:
        player = game.player(player_id)
        card_id = picked.get(player_id)
        if card_id is not None:  # the player discards the card of that quality (CR 701.9a)
            card = next(card for card in player.hand if card.id == card_id)
            discard_cards(game, player, [card])
            game.emit(
                "cards_discarded",
                [*CITES, cr("608.2")],
                stack_object=item.id,
                player=player_id,
                cards=[card_id],
                chosen=True,
            )
            continue
        if effect.instead == "discard":  # CR 701.9b: the cards of their choice
            game.used_choices.add("discard")
            own = own_choice(player, choices.discard)
            discarded = pick(game, player, list(player.hand), number, own, False, f"the ability {item.id}")
            discard_cards(game, player, discarded)
            game.emit(
                "cards_discarded",
                [cr("608.2"), cr("701.9a"), cr("701.9b")],
                stack_object=item.id,
                player=player_id,
                cards=[card.id for card in discarded],
                chosen=own is not None or len(player.hand) + len(discarded) <= number,
            )
            continue
        allowed = candidates(game, player_id, EdictEffect(player="each_player", what=effect.what))
        named = [p for p in (choices.sacrifice or []) if p in allowed]
        if named:
            game.used_choices.add("sacrifice")
        victim = named[0] if named else (allowed[0] if allowed else None)
        if victim is not None:  # a player who controls no such permanent sacrifices nothing (CR 701.21a)
            sacrifice(game, player_id, victim, [cr("608.2d")])


registry.effect_resolvers["unless_player_discards"] = _resolve
