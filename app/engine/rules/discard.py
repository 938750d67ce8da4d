"""Discard (CR 701.9): the `discard` effect, "Target player discards a card." (Disrupting Scepter)
and "Target opponent reveals their hand and discards a creature card at random." (Rag Man).

- The discarding player chooses the card(s) (CR 701.9b), given with the `resolve` action's
  `choices.discard` (ids of cards in their hand). With no more cards than it takes, every card is
  discarded (no choice to make); a player with an empty hand discards nothing. With more and no
  choice given, the last cards of the hand (the most recently drawn) are discarded, as in the
  cleanup step, and the event says `chosen: false` (the `pending` decision `choose` asks for it
  first). The cards go from the hand to the owner's graveyard (701.9a), in the order chosen.
- `random` (CR 701.9b: a card discarded at random is picked by chance, not by a player): the
  engine is deterministic, so the request gives the outcome of the random pick in
  `choices.discard`, checked to be among the cards that could be picked (of `card_type`, if
  given); without it the last such cards of the hand stand for the pick (`chosen: false`).
  `reveal_hand`: the whole hand is revealed first (CR 701.20a; the `hand_revealed` event).
A wrong choice (not in the hand, too many, a card of another type) is refused.
- s18-m20, `whole_hand`: "Discard your hand." / "Each player discards their hand, then draws seven cards."
  (CR 701.9a): every card of the hand is discarded (no choice); with "each_player", each player in turn
  order (101.4). An empty hand discards nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DiscardEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.s24emn_madness import put_discarded  # s24-emn
from app.engine.state import Player, StackObject, ZoneCard

# s25-core: the players a `discard`'s `player` names that another module finds (rules/s25core_discard_players.py: the
# defending player, whose module needs combat's, which needs this one)
PLAYERS_NAMED: dict[str, Callable[[Game, StackObject], list[str]]] = {}


def pick(game: Game, player: Player, pool: list[ZoneCard], number: int, chosen: list[str] | None, random: bool,
         what: str) -> list[ZoneCard]:
    """The cards `player` discards from `pool` (cards of their hand): all of them when there are no
    more than `number`, else the ones `chosen` names (the player's choice, or the
    outcome of the random pick: both CR 701.9b), else the last `number` of them. Refuses a wrong choice."""
    rule = "701.9b"  # the player's choice by default, or a random pick
    if number >= len(pool):
        return list(pool)
    if chosen is None:
        return pool[len(pool) - number:]
    in_pool = {card.id: card for card in pool}
    if len(chosen) != number or len(set(chosen)) != number or any(c not in in_pool for c in chosen):
        raise IllegalAction("Wrong cards to discard", f"{what}: choices.discard must name exactly {number} different "
                            f"card(s) among {', '.join(in_pool)} in {player.id}'s hand, not {chosen}", [cr(rule)])
    return [in_pool[card_id] for card_id in chosen]


def discard_cards(game: Game, player: Player, cards: list[ZoneCard]) -> None:
    """Move `cards` from the hand to the graveyard, in order (CR 701.9a)."""
    leaving = {id(card) for card in cards}
    player.hand = [card for card in player.hand if id(card) not in leaving]
    put_discarded(game, player, cards)  # s24-emn: a card with madness is exiled instead (CR 702.35a)


def own_choice(player: Player, chosen: list[str] | None) -> list[str] | None:
    """s15-spells: the cards of `player`'s hand among `chosen` (the `choices.discard` of an effect
    that makes several players discard, each choosing their own cards, CR 701.9b), or None (the
    default) when it names none of them."""
    if chosen is None:
        return None
    in_hand = {card.id for card in player.hand}
    own = [card_id for card_id in chosen if card_id in in_hand]
    return own or None


def each_choice(game: Game, players: list[str], chosen: list[str] | None, what: str, *, verb: str = "discard",
                choice: str = "discard", rule: str = "701.9b") -> None:
    """s15-spells: refuse a `choices.discard` naming a card in none of the discarding players' hands (s19-m20: also
    `choices.chosen` of "each opponent exiles a card from their hand", `verb` "exile", `choice` "chosen")."""
    if chosen is None:
        return
    hands = {card.id for player_id in players for card in game.player(player_id).hand}
    strays = [card_id for card_id in chosen if card_id not in hands]
    if strays:
        raise IllegalAction(f"Wrong cards to {verb}", f"{what}: choices.{choice} names {', '.join(strays)}, in no "
                            f"{verb}ing player's hand ({', '.join(players) or 'none'})", [cr(rule)])


def _resolve_discard(game: Game, item: StackObject, effect: DiscardEffect, choices: Choices) -> None:
    number = amount(game, item, effect.amount)
    players = list(item.targets) if effect.player != "you" else [item.controller or ""]
    each = effect.player in ("each_opponent", "each_player")
    if effect.player == "that_player":  # s16-taila: the player the trigger event named (CR 603.2)
        players = affected(game, item, "that_player")
    if effect.player in ("its_controller", "that_target_player"):  # s25-core: the controller of what the effect
        players = affected(game, item, effect.player)  # before affected (CR 608.2h), the player it targeted (608.2c)
    if effect.player in PLAYERS_NAMED:  # s25-core: "defending player" (CR 508.5; rules/s25core_discard_players.py)
        players = PLAYERS_NAMED[effect.player](game, item)
    if each:  # s15-spells: each of them, in turn order (CR 701.9b, 101.4)
        players = affected(game, item, effect.player)
        each_choice(game, players, choices.discard, f"the ability {item.id}")
    for player_id in players:
        player = game.player(player_id)
        if effect.reveal_hand:
            game.emit("hand_revealed", [cr("701.20a")], stack_object=item.id, player=player.id,
                      cards=[card.id for card in player.hand])
        pool = [card for card in player.hand
                if effect.card_type is None or game.definition(card.card).has_type(effect.card_type)]
        if effect.whole_hand:  # s18-m20: "discard your hand" (CR 701.9a: every card of it, no choice)
            number = len(pool)
        if effect.all_but is not None:  # s23-c12: "chooses a card in their hand and discards the rest" (CR 701.9b)
            number = max(0, len(pool) - effect.all_but)
        game.used_choices.add("discard")
        chosen = choices.discard if not each else own_choice(player, choices.discard)
        discarded = pick(game, player, pool, number, chosen, effect.random, f"the ability {item.id}")
        discard_cards(game, player, discarded)
        game.emit("cards_discarded", [cr("608.2"), cr("701.9a"), cr("701.9b")],
                  stack_object=item.id, player=player.id, cards=[card.id for card in discarded],
                  chosen=chosen is not None or len(pool) <= number)


registry.effect_resolvers["discard"] = _resolve_discard


def s34cmd_player_discards(game: Game, item: StackObject, player_id: str, number: int, choices: Choices) -> None:
    """s34-cmd: "Each player who can't discards a card." (rules/edict.py; CR 701.9a, 701.9b): `player_id` discards
    `number` cards of their choice (their cards among `choices.discard`, else the last ones of their hand; all of them
    when they have no more), as "Each player discards a card." does."""
    player = game.player(player_id)
    game.used_choices.add("discard")
    chosen = own_choice(player, choices.discard)
    pool = list(player.hand)
    discarded = pick(game, player, pool, number, chosen, False, f"the ability {item.id}")
    discard_cards(game, player, discarded)
    game.emit("cards_discarded", [cr("608.2"), cr("701.9a"), cr("701.9b")], stack_object=item.id, player=player.id,
              cards=[card.id for card in discarded], chosen=chosen is not None or len(pool) <= number)
