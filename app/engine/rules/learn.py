"""Learn (CR 701.48; s17-lm): the `learn` effect, "Learn." (Strixhaven's reminder: "You may reveal a Lesson
card you own from outside the game and put it into your hand, or discard a card to draw a card.").

CR 701.48a: "You may discard a card. If you do, draw a card. If you didn't discard a card, you may reveal a
Lesson card you own from outside the game and put it into your hand." The cards a player owns outside the game
are the player's `sideboard`, posted by the client (CR 400.11a: in a tournament game, the sideboard; the engine
knows no other card outside the game).

As the effect resolves, its controller makes one choice (CR 608.2d), a `choose` decision of `options.kind`
"learn" answered by the resolving action's `choices.chosen`:
- `[a card in their hand]`: that card is discarded (701.9a; `cards_discarded`, so discard triggers see it), then
  they draw a card (121.1; an empty library is a draw from an empty library, 121.4);
- `[a Lesson card in their sideboard]`: it is revealed (701.20a) and put into their hand (400.11a: it stays in
  the game until the game ends);
- `[]` (the default, also when nothing is given): they do neither (both halves say "may").
A card of another player, a card in another zone, a sideboard card that isn't a Lesson (CR 205.3k: the spell
type) or two cards are refused. The `learned` event says what was done.

Not modelled: an effect replacing learning ("if you would learn, ... instead", Retriever Phoenix), and two
learns in one resolution (one answer is given per action: the second would take the default)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import LearnEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.discard import discard_cards
from app.engine.rules.zones import draw_cards
from app.engine.state import Player, StackObject, ZoneCard

LEARN = "learn"
LESSON = "Lesson"


def lessons(game: Game, player: Player) -> list[ZoneCard]:
    """The Lesson cards `player` owns outside the game (their `sideboard`; CR 701.48a, 205.3k)."""
    return [card for card in player.sideboard if LESSON in game.definition(card.card).subtypes]


def _answer(game: Game, item: StackObject, choices: Choices) -> list[str]:
    """The ids the resolving action's `choices.chosen` names (or the stack object's own), else none."""
    if choices.chosen is not None and "chosen" not in game.used_choices:
        game.used_choices.add("chosen")
        return list(dict.fromkeys(choices.chosen))
    kept = item.choices.get("chosen")
    return [c for c in kept if isinstance(c, str)] if isinstance(kept, list) else []


def _refuse(player: Player, game: Game, detail: str) -> IllegalAction:
    hand = ", ".join(card.id for card in player.hand) or "none"
    found = ", ".join(card.id for card in lessons(game, player)) or "none"
    return IllegalAction(
        "Not a card to learn with",
        f"{detail}; learn takes one card: a card in {player.id}'s hand to discard (then draw a card: {hand}) or a "
        f"Lesson card in their sideboard to put into their hand ({found}); [] does neither",
        [cr("701.48a")],
    )


def _resolve(game: Game, item: StackObject, effect: LearnEffect, choices: Choices) -> None:
    player = game.player(item.controller or "")
    chosen = _answer(game, item, choices)
    if len(chosen) > 1:
        raise _refuse(player, game, f"choices.chosen names {len(chosen)} cards ({', '.join(chosen)})")
    result, card_id = "nothing", None
    if chosen:
        card_id = chosen[0]
        in_hand = next((card for card in player.hand if card.id == card_id), None)
        outside = next((card for card in player.sideboard if card.id == card_id), None)
        if in_hand is not None:
            discard_cards(game, player, [in_hand])  # CR 701.48a, 701.9a: "discard a card. If you do, ..."
            game.emit(
                "cards_discarded",
                [cr("701.48a"), cr("701.9a")],
                stack_object=item.id,
                player=player.id,
                cards=[in_hand.id],
                chosen=True,
            )
            draw_cards(game, player, 1, (cr("701.48a"), cr("121.1")))
            result = "discarded_and_drew"
        elif outside is not None:
            definition = game.definition(outside.card)
            if LESSON not in definition.subtypes:
                raise _refuse(player, game, f"{card_id} ({definition.name}) is not a Lesson card")
            player.sideboard = [card for card in player.sideboard if card is not outside]
            game.emit(
                "card_revealed",
                [cr("701.48a"), cr("701.20a")],
                stack_object=item.id,
                player=player.id,
                card_id=outside.id,
                card=definition.name,
            )
            player.hand.append(outside)
            game.emit(
                "zone_change",
                [cr("701.48a"), cr("400.11a")],
                cards=[outside.id],
                card=definition.name,
                reason=LEARN,
                **{"from": "outside_game", "to": "hand"},
            )
            result = "lesson_to_hand"
        else:
            raise _refuse(player, game, f"choices.chosen names {card_id}, in neither {player.id}'s hand nor sideboard")
    game.emit("learned", [cr("701.48a")], stack_object=item.id, player=player.id, card_id=card_id, result=result)


def asked_choice(game: Game, item: StackObject, effects: list[Any]) -> dict[str, Any] | None:
    """The `choose` decision of a resolving learn (design.md §10): the cards of the controller's hand it may
    discard and the Lessons outside the game it may take; None when nothing is asked (already answered, no
    learn, or no card to choose)."""
    if "chosen" in item.choices or not any(isinstance(effect, LearnEffect) for effect in effects):
        return None
    player = game.player(item.controller or "")
    found = [card.id for card in lessons(game, player)]
    hand = [card.id for card in player.hand]
    if not found and not hand:
        return None
    return {
        "stack_object": item.id,
        "choice": "chosen",
        "kind": LEARN,
        "player": player.id,
        "cards": found,
        "hand": hand,
        "min": 0,
        "max": 1,
        "default": [],
    }


registry.effect_resolvers[LEARN] = _resolve
