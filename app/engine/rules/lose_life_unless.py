""" "Target opponent loses 3 life unless they sacrifice a nonland permanent or discard a card."
(Thornplate Intimidator, Starseer Mentor; "each opponent ... unless that player sacrifices ... or
discards a card"): the `lose_life_unless` effect.

As it resolves, each player it names chooses (CR 608.2d: a choice made as the effect happens, by the
player the text says) one of: sacrifice a permanent they control that matches `sacrifice` (701.21a),
discard a card (701.9a), or lose that much life (119.3). Sacrificing or discarding is a choice only
when they can do it (a player with no such permanent and an empty hand loses the life).

The answer is a `choose` decision (design.md §10; `pending.options.kind` "lose_life_unless"): the
action's `choices.chosen` names, for each player who sacrifices or discards, the permanent or the
card in their hand (at most one id for each player); a player it names nothing of loses the life,
which is also the default when no answer is given. An id that is none of these is refused with a
422 saying why."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import LoseLifeUnlessEffect
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.damage import deal_damage
from app.engine.rules.discard import discard_cards
from app.engine.rules.effects_targets import affected, amount, damage_source
from app.engine.rules.life_this_turn import lose_life
from app.engine.rules.sacrifice import sacrifice
from app.engine.rules.target_filters import characteristics_match
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

KIND = "lose_life_unless"
CITES = (cr("608.2d"),)


def _players(game: Game, item: StackObject, effect: LoseLifeUnlessEffect) -> list[str]:
    if effect.player in ("each_opponent", "each_player"):  # s19-venture: "each player" (Veils of Fear)
        return affected(game, item, effect.player)
    if effect.player == "that_player":  # s27-fdnb: the player the trigger event names (rules/cast_triggers.py)
        return affected(game, item, "that_player")
    return affected(game, item, "player")


def _sacrificeable(game: Game, player: str, spec_text: str) -> list[str]:
    spec = parse_target_spec(spec_text)
    return [
        p.id
        for p in game.state.battlefield
        if p.controller == player and characteristics_match(spec, characteristics_of(game, p), 0)
    ]


def options(game: Game, item: StackObject, effect: LoseLifeUnlessEffect) -> dict[str, Any]:
    """For each player it names: the permanents they may sacrifice and the cards they may discard."""
    return {
        player: {
            "sacrifice": _sacrificeable(game, player, effect.sacrifice) if effect.sacrifice_option else [],
            "discard": [card.id for card in game.player(player).hand] if effect.discard else [],
        }
        for player in _players(game, item, effect)
    }


def asked_choice(game: Game, item: StackObject, effect: Any) -> dict[str, Any] | None:
    """The `choose` decision `pending` shows while such an effect is about to resolve (None when no
    player it names has anything to sacrifice or discard: then they lose the life)."""
    if not isinstance(effect, LoseLifeUnlessEffect) or "chosen" in item.choices:
        return None
    choosing = options(game, item, effect)
    deciders = [player for player, can in choosing.items() if can["sacrifice"] or can["discard"]]
    if not deciders:
        return None
    return {
        "stack_object": item.id,
        "choice": "chosen",
        "kind": KIND,
        "player": deciders[0],
        "options": choosing,
        "amount": amount(game, item, effect.amount),
        "default": [],
    }


def _resolve(game: Game, item: StackObject, effect: LoseLifeUnlessEffect, choices: Choices) -> None:
    lost = amount(game, item, effect.amount)
    choosing = options(game, item, effect)
    answer = item.choices.get("chosen")
    if choices.chosen is not None and "chosen" not in game.used_choices:
        answer = choices.chosen
        game.used_choices.add("chosen")  # the answer is used once per action
    if answer is not None and not (isinstance(answer, list) and all(isinstance(x, str) for x in answer)):
        raise IllegalAction(
            "Wrong choice", f"the stack object {item.id}'s choices.chosen is not a list of ids: {answer!r}", [*CITES]
        )
    picked: dict[str, str] = {}
    for chosen_id in answer or []:
        owner = next(
            (p for p, can in choosing.items() if chosen_id in can["sacrifice"] or chosen_id in can["discard"]), None
        )
        if owner is None or owner in picked:
            raise IllegalAction(
                "Wrong choice",
                f"the stack object {item.id}: choices.chosen names {chosen_id!r}, which is not "
                + ("the one choice of " + owner if owner else f"a {effect.sacrifice} nor a card in the hand")
                + f" of a player who loses {lost} life unless they sacrifice or discard",
                [*CITES],
            )
        picked[owner] = chosen_id
    for player_id in choosing:
        player = game.player(player_id)
        chosen_id = picked.get(player_id)
        if chosen_id is not None and chosen_id in choosing[player_id]["sacrifice"]:
            sacrifice(game, player_id, chosen_id, [*CITES])
            game.emit(
                "punisher_chosen",
                [*CITES, cr("701.21a")],
                stack_object=item.id,
                player=player_id,
                chose="sacrifice",
                object=chosen_id,
            )
            continue
        if chosen_id is not None:
            card = next(card for card in player.hand if card.id == chosen_id)
            discard_cards(game, player, [card])
            game.emit(
                "punisher_chosen",
                [*CITES, cr("701.9a")],
                stack_object=item.id,
                player=player_id,
                chose="discard",
                object=chosen_id,
            )
            continue
        if effect.damage:  # s13-m19final: the source deals the damage instead (CR 120.3a)
            deal_damage(game, damage_source(item), player_id, lost, [*CITES])
            continue
        lose_life(game, player, lost)
        game.emit(
            "life_lost",
            [cr("608.2"), cr("119.3"), *CITES],
            stack_object=item.id,
            player=player_id,
            amount=lost,
            life=player.life,
        )


registry.effect_resolvers[KIND] = _resolve
