"""Discarding at random (CR 701.9b: some effects require a random discard; 701.9a: a discarded
card goes from its owner's hand to their graveyard): the `discard_at_random` effect ("that
player discards a card at random": Hypnotic Specter; "Target player discards X cards at random.":
Mind Twist).

The engine is deterministic and has no source of randomness: the random pick is given by the
request, as the `resolve` action's `choices.discard` (the ids of the cards the random draw picked,
from that player's hand, as many as are discarded). Without it, the first cards of the hand
(lowest index) are discarded; the `discarded_at_random` event says which way (`chosen`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DiscardAtRandomEffect, S23c14RevealAtRandomEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game, remove_from
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.s24emn_madness import put_discarded  # s24-emn
from app.engine.state import StackObject, ZoneCard


def _picked(game: Game, choices: Choices, hand: list[ZoneCard], count: int, player: str) -> tuple[list[ZoneCard], bool]:
    """The cards discarded: those `choices.discard` names (the random pick, given by the request),
    else the first `count` of the hand."""
    named = choices.discard
    if named is None or "discard" in game.used_choices:
        return hand[:count], False
    by_id = {card.id: card for card in hand}
    wrong = [card_id for card_id in named if card_id not in by_id]
    if wrong or len(set(named)) != len(named) or len(named) != count:
        raise IllegalAction("Wrong random discard", f"{player} discards {count} card(s) at random from their hand; "
                            f"choices.discard must name {count} different card(s) of that hand, not {named!r}",
                            [cr("701.9b")])
    game.used_choices.add("discard")
    return [by_id[card_id] for card_id in named], True


def _resolve_discard_at_random(game: Game, item: StackObject, effect: DiscardAtRandomEffect,
                               choices: Choices) -> None:
    wanted = amount(game, item, effect.amount)
    spec = {"that_player": "that_player", "you": "you"}.get(effect.player, "player")  # s24-isd, s24-core: "you"
    for player_id in affected(game, item, spec):
        player = game.player(player_id)
        count = min(wanted, len(player.hand))
        if count <= 0:
            continue
        cards, chosen = _picked(game, choices, player.hand, count, player.id)
        for card in cards:
            remove_from(player.hand, card)
        put_discarded(game, player, cards)  # s24-emn: a card with madness is exiled instead (CR 702.35a)
        game.emit("discarded_at_random", [cr("608.2"), cr("701.9a"), cr("701.9b")], stack_object=item.id,
                  player=player.id, cards=[card.id for card in cards], chosen=chosen)


def _resolve_reveal_at_random(game: Game, item: StackObject, effect: S23c14RevealAtRandomEffect,
                              choices: Choices) -> None:
    """s23-c14: "that player reveals a card at random from their hand." (CR 701.20a): the card picked at random (the
    request's `choices.discard`, else the first of the hand) is revealed and stays in the hand."""
    for player_id in affected(game, item, "that_player"):
        player = game.player(player_id)
        if not player.hand:
            continue
        cards, chosen = _picked(game, choices, player.hand, 1, player.id)
        game.emit("revealed_at_random", [cr("608.2"), cr("701.20a")], stack_object=item.id, player=player.id,
                  card=cards[0].id, chosen=chosen)


registry.effect_resolvers["discard_at_random"] = _resolve_discard_at_random
registry.effect_resolvers["reveal_at_random"] = _resolve_reveal_at_random  # s23-c14
