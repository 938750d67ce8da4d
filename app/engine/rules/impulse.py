"""Playing cards from exile for a time ("impulse draw"): the `exile_top_may_play` effect, "Exile the
top card of your library. Until end of turn, you may play that card." (Emberheart Challenger) and
"... Until the end of your next turn, you may play that card [those cards]." (Alania's Pathmaker).

- As the effect resolves, the top `amount` cards of its controller's library are exiled (fewer when
  the library has fewer), and `state.play_from_exile` records a permission for each: the card, the
  player who may play it, and until when.
- While the permission lasts, that player may cast the card from exile (CR 601.2a: an effect allows
  the cast from another zone) with the normal timing and costs (117.1a, 601.2f), or, if it is a
  land, play it as their land drop: the normal timing applies and it uses a land drop (305.2,
  305.9). `cast` and `play_land` name the card in exile; `legal_actions` lists it.
- Using it ends the permission (the card leaves exile and becomes a new object, CR 400.7). So does
  the end of its duration: "until end of turn" in the cleanup step of the turn it was granted
  (514.2); "until the end of your next turn" in the cleanup step of that player's next turn. A card
  that stays in exile stays there.
- s20-venture: "Exile the top two cards of your library. You may play them." (Runestone Caverns) states no duration:
  `until` "indefinitely" lasts as long as the card stays in exile (CR 611.2a: an effect with no stated duration lasts
  until the game ends; 400.7: a card that leaves exile is a new object the permission no longer names).
- s22-neob: "You may play up to two of those cards until the end of your next turn." (March of Reckless Joy): the
  permissions share a `group` and its `plays_left`; each card played from the group lowers it, and the last play
  ends the group's other permissions (the effect allows that many plays in all, CR 601.2a, 305.9).
- s19-impulse: "Until end of turn, you may play cards exiled this way." is the same permission; one given "without
  paying their mana costs" (Golos) lets the card be cast for the alternative cost of nothing, the `cast` action's
  `alternative_cost` "without_paying_mana_cost" (CR 118.9; X is 0, 107.3b; rules/free_casting.py checks it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ExileTopMayPlayEffect
from app.engine.citations import cr
from app.engine.enums import CardType, Step, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation
from app.engine.rules import s33lib_next_end_step  # s33-lib
from app.engine.rules.effects_targets import amount
from app.engine.rules.zones import place_in_zone
from app.engine.state import CardRef, PlayPermission, StackObject, ZoneCard

CAST_CITES = (cr("601.2a"),)
LAND_CITES = (cr("305.9"), cr("305.2"))


def _resolve(game: Game, item: StackObject, effect: ExileTopMayPlayEffect, choices: Choices) -> None:
    state = game.state
    player = game.player(item.controller or state.active_player or "")
    count = amount(game, item, effect.amount)  # s14-library: "the top X cards" (CR 107.3a, 107.3m)
    exiled = player.library[:count]
    player.library = player.library[len(exiled) :]
    place_in_zone(player, Zone.EXILE, exiled)
    # s19-impulse: "If it's a nonland card, you may cast that card": no permission for a land card (CR 305.1; its
    # characteristics in exile are its front face's, 712.8a)
    permitted = [card for card in exiled if not (effect.cast_only and _is_land_card(game, card.card))]
    if effect.choose_one:  # s19-impulse: "Choose one of them." (CR 608.2d)
        permitted = _chosen(game, item, exiled, choices)
    extra: dict[str, Any] = {**({"without_paying_mana_cost": True} if effect.without_paying_mana_cost else {}),
                             **({"cast_only": True} if effect.cast_only else {})}
    if effect.max_played is not None:  # s22-neob: "up to two of those cards"
        extra = {**extra, "group": item.id, "plays_left": effect.max_played}
    grant(game, player.id, permitted, effect.until, extra)
    game.emit(
        "exiled_may_play",
        [cr("608.2"), cr("601.2a"), cr("305.9"), *([cr("608.2d")] if effect.choose_one else []),
         *([cr("611.2a")] if effect.until == "indefinitely" else [])],  # s20-venture: no duration stated
        stack_object=item.id,
        player=player.id,
        cards=[card.id for card in exiled],
        amount=count,
        until=effect.until,
        **extra,  # s19-impulse: "without paying their mana costs" (CR 118.9), "you may cast" (601.2a)
        **({"permitted": [card.id for card in permitted]} if effect.cast_only or effect.choose_one else {}),
    )


def grant(game: Game, player: str, cards: Sequence[ZoneCard], until: str, extra: dict[str, Any]) -> None:
    """Record that `player` may play each of these cards in exile until `until` ends (`extra`: the permission's other
    fields, "without_paying_mana_cost", "cast_only", a group). s33-lib: also for a card exiled from among the cards
    looked at (rules/library.py, "You may cast the exiled card this turn.")."""
    state = game.state
    state.play_from_exile = [
        *state.play_from_exile,
        *(PlayPermission(card=card.id, player=player, until=until, granted_turn=state.turn, **extra) for card in cards),
    ]


def _chosen(game: Game, item: StackObject, exiled: list[ZoneCard], choices: Choices) -> list[ZoneCard]:
    """The one card of those exiled its controller chose (`choices.chosen`; default: the first, from the top)."""
    chosen = choices.chosen
    if chosen is None:
        return exiled[:1]
    game.used_choices.add("chosen")
    found = [card for card in exiled if card.id in chosen]
    if len(chosen) != 1 or len(found) != 1:
        raise IllegalAction("Wrong card chosen", f"{item.id}: choices.chosen must name exactly one of the cards "
                            f"exiled ({', '.join(card.id for card in exiled) or 'none'}), not {chosen}",
                            [cr("608.2d")])
    return found


def asked_choice(game: Game, item: StackObject, effects: Sequence[Any]) -> dict[str, Any] | None:
    """s19-impulse: the `choose` decision of "Choose one of them." (the cards to be exiled, top first), or None."""
    effect = next((e for e in effects if isinstance(e, ExileTopMayPlayEffect) and e.choose_one), None)
    if effect is None or not isinstance(effect.amount, int):
        return None
    player = game.player(item.controller or game.state.active_player or "")
    values = [card.id for card in player.library[: effect.amount]]
    if len(values) < 2:
        return None  # one card or none: nothing to choose
    return {"stack_object": item.id, "choice": "chosen", "kind": "impulse_choose_one", "values": values,
            "player": player.id, "default": values[:1]}


def _is_land_card(game: Game, card: CardRef) -> bool:
    return game.definition(card).face_definition(None).has_type(CardType.LAND)


def permitted_location(game: Game, card: str, player: str | None, land: bool = False) -> ZoneLocation | None:
    """The card in exile that `player` (None: whoever may) may play now by a permission, or None; `land`: to play
    it as a land (s19-impulse: not by a permission to cast it, CR 305.1)."""
    for permission in game.state.play_from_exile:
        if permission.card == card and player in (None, permission.player) and not (land and permission.cast_only):
            location = game.find_zone_card(card, (Zone.EXILE,))
            if location is not None and location.player.id == permission.player:
                return location
    return None


def permitted_cards(game: Game, player: str) -> list[str]:
    """The ids of the cards in exile `player` may play now (for `legal_actions`)."""
    return [
        p.card
        for p in game.state.play_from_exile
        if p.player == player and permitted_location(game, p.card, player) is not None
    ]


def free_to_cast(game: Game, card: str, player: str) -> bool:
    """s19-impulse: whether `player` may cast `card` from exile without paying its mana cost ("You may play them this
    turn without paying their mana costs.", CR 118.9) by a permission that lasts (the card's place is the caller's
    check: `permitted_location`)."""
    return any(p.card == card and p.player == player and p.without_paying_mana_cost
               for p in game.state.play_from_exile)


def use_permission(game: Game, card: str) -> None:
    """The card was cast or played from exile: it is a new object, the permission is spent (CR 400.7); s22-neob: and
    one of its group's plays (`s22neob_group_played`)."""
    used = next((p for p in game.state.play_from_exile if p.card == card and p.group is not None), None)
    game.state.play_from_exile = [p for p in game.state.play_from_exile if p.card != card]
    if used is not None:
        s22neob_group_played(game, used)


def _ends_now(game: Game, permission: PlayPermission) -> bool:
    state = game.state
    if permission.until == "indefinitely":  # s20-venture: no duration stated (CR 611.2a): it ends with its card's exile
        return False
    if s33lib_next_end_step.ends_at_end_step(permission.until):  # s33-lib: "until your next end step" (CR 513.1)
        return False
    if permission.until == "end_of_turn":
        return True  # granted this turn or earlier: it ends in this cleanup step at the latest
    return state.active_player == permission.player and state.turn > permission.granted_turn


def _permissions_end(game: Game) -> None:
    """Cleanup step (CR 514.2): the permissions whose duration ends this turn end."""
    ending = [p for p in game.state.play_from_exile if _ends_now(game, p)]
    if not ending:
        return
    game.state.play_from_exile = [p for p in game.state.play_from_exile if not _ends_now(game, p)]
    for player in dict.fromkeys(p.player for p in ending):
        game.emit(
            "play_permission_ended", [cr("514.2")], player=player, cards=[p.card for p in ending if p.player == player]
        )


registry.effect_resolvers["exile_top_may_play"] = _resolve
registry.step_begin[Step.CLEANUP].add(_permissions_end, order=20)


# --- s22-neob ---


def s22neob_group_played(game: Game, used: PlayPermission) -> None:
    """A card of a group of permissions ("You may play up to two of those cards", CR 601.2a) was played: the group's
    other permissions have one play fewer left, and none when it was the last (they end)."""
    left = (used.plays_left or 1) - 1
    others = [p for p in game.state.play_from_exile if p.group == used.group]
    if left > 0:
        for permission in others:
            permission.plays_left = left
        return
    game.state.play_from_exile = [p for p in game.state.play_from_exile if p.group != used.group]
    if others:
        game.emit("play_permission_ended", [cr("601.2a")], player=used.player, cards=[p.card for p in others])
