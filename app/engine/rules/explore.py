"""Explore (CR 701.44; s16-kwc): the `explore` effect, "When ~ enters, it explores." (Ixalan's reminder:
"Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a
+1/+1 counter on this creature, then put the card back or put it into your graveyard.").

- The exploring permanent's controller reveals the top card of their library (701.44a, 701.20a). A
  land card goes to their hand. Otherwise a +1/+1 counter is put on the permanent and the player may
  put the revealed card into their graveyard: a `choose` decision (`pending.options.kind` "explore",
  design.md §10) answered by the resolving action's `choices.chosen`: `[the revealed card's id]` puts
  it into the graveyard, `[]` keeps it on top (the default, as every library decision keeps the order).
  Any other id is refused, naming the revealed card.
- A permanent that has left the battlefield still explores (701.44c): its controller as it last
  existed (here: the ability's controller) reveals, a land still goes to the hand and a nonland card
  may still go to the graveyard; no counter is put. An empty library reveals nothing; the permanent
  still gets its counter (the card revealed is not a land).
- The `explored` event says what happened (701.44b: it explored even if some of it was impossible).

Not modelled: "Whenever a creature you control explores" triggers (no trigger event for it yet), and
two explores in one ability (one answer is given per action: the second decision would be lost)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ExploreEffect
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.keyword_counters import put_counters
from app.engine.rules.s32core_graveyard_instead import to_graveyard  # s32-core (CR 614.1a)
from app.engine.state import StackObject

EXPLORE = "explore"


def _explorers(game: Game, item: StackObject, effect: ExploreEffect) -> list[tuple[str | None, str]]:
    """(the exploring permanent if it is on the battlefield, the player who reveals) per explore."""
    return acting_permanents(game, item, effect.target)


def acting_permanents(game: Game, item: StackObject, target: str) -> list[tuple[str | None, str]]:
    """(the permanent if it is on the battlefield, its controller) per permanent an effect has act (explore; s25-ncc:
    connive): the ability's source for "self" (a source gone still acts, controlled by the ability's controller: CR
    701.44c, 701.50c), else each permanent `target` names that is on the battlefield."""
    if target == "self":
        permanent = game.permanent(item.source or "")
        if permanent is None:  # CR 701.44c: it explores all the same, without its counter
            return [(None, item.controller or "")]
        return [(permanent.id, permanent.controller or item.controller or "")]
    found: list[tuple[str | None, str]] = []
    for object_id in affected(game, item, target):
        permanent = game.permanent(object_id)
        if permanent is not None:
            found.append((permanent.id, permanent.controller or item.controller or ""))
    return found


def _is_land(game: Game, card: Any) -> bool:
    return CardType.LAND.value in game.definition(card.card).types


def _resolve(game: Game, item: StackObject, effect: ExploreEffect, choices: Choices) -> None:
    for permanent_id, player_id in _explorers(game, item, effect):
        player = game.player(player_id)
        revealed = player.library[0] if player.library else None
        result = "nothing_revealed"
        if revealed is not None:
            game.emit(
                "card_revealed",
                [cr("701.44a"), cr("701.20a")],
                stack_object=item.id,
                player=player.id,
                card_id=revealed.id,
                card=game.definition(revealed.card).name,
            )
        if revealed is not None and _is_land(game, revealed):
            player.library = player.library[1:]
            player.hand.append(revealed)
            game.emit(
                "zone_change",
                [cr("701.44a")],
                object=revealed.id,
                cards=[revealed.id],
                card=game.definition(revealed.card).name,
                **{"from": Zone.LIBRARY.value, "to": Zone.HAND.value},
            )
            result = "land_to_hand"
        else:
            permanent = game.permanent(permanent_id or "")
            if permanent is not None:
                put_counters(game, permanent, "+1/+1", 1, [cr("701.44a"), cr("122.1")], item.id)
            if revealed is not None:
                result = "kept_on_top"
                if _to_graveyard(game, revealed.id, choices):
                    player.library = player.library[1:]
                    to_graveyard(game, player, [revealed], Zone.LIBRARY)
                    result = "put_into_graveyard"
        game.emit(
            "explored",
            [cr("701.44a"), cr("701.44b")],
            stack_object=item.id,
            permanent=permanent_id,
            player=player.id,
            revealed=revealed.id if revealed is not None else None,
            result=result,
        )


def _to_graveyard(game: Game, revealed: str, choices: Choices) -> bool:
    """Whether the player puts the revealed nonland card into their graveyard (`choices.chosen`)."""
    if choices.chosen is None or EXPLORE in game.used_choices:
        return False
    game.used_choices.add("chosen")
    game.used_choices.add(EXPLORE)
    wrong = [card_id for card_id in choices.chosen if card_id != revealed]
    if wrong:
        raise IllegalAction(
            "Not the revealed card",
            f"choices.chosen names {', '.join(wrong)}; the card explore "
            f"revealed is {revealed} (give [{revealed}] to put it into the graveyard, [] to keep "
            "it on top)",
            [cr("701.44a")],
        )
    return bool(choices.chosen)


def asked_choice(game: Game, item: StackObject, effects: list[Any]) -> dict[str, Any] | None:
    """The `choose` decision of the first explore among the resolving effects whose revealed card would be
    a nonland card (design.md §10): whether it goes to the graveyard; None when nothing is asked."""
    if "chosen" in item.choices:
        return None
    for effect in effects:
        if not isinstance(effect, ExploreEffect):
            continue
        for _, player_id in _explorers(game, item, effect):
            library = game.player(player_id).library
            if library and not _is_land(game, library[0]):
                return {
                    "stack_object": item.id,
                    "choice": "chosen",
                    "kind": EXPLORE,
                    "player": player_id,
                    "cards": [library[0].id],
                    "default": [],
                }
        return None
    return None


registry.effect_resolvers[EXPLORE] = _resolve
