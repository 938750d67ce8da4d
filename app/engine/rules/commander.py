"""Commander (CR 903), played when the state's `format` is `"commander"` (design.md §10).

- Each player's `command_zone` (CR 408) holds cards by id; `commanders` names their commanders by
  card id (CR 903.3), an id that follows the card from zone to zone.
- Casting a commander from the command zone (CR 903.8): `cast` with the card's id, by its owner,
  with the usual timing; it costs {2} more for each time it was cast from the command zone before
  (the commander tax, an additional cost: `commander_casts` counts the casts). `compute_cost` and
  `legal_actions` include the tax.
- CR 903.9a: a commander put into a graveyard or exile from anywhere may be put into the command
  zone by its owner the next time state-based actions are checked. The engine notes it as it
  arrives there (`commander_zone_pending`); the owner's answer is `choices.commander_to_command_zone`
  on the action that put it there, else `pending` asks (`choose`, `options.kind: "commander_zone"`)
  and the next action that isn't a query answers it; not answered, the default is to return it.
- CR 903.9b: a commander that would be put into a hand or library from the battlefield is put into
  the command zone instead, unless the action says `choices.commander_to_command_zone: false`.
- CR 903.10a: combat damage a commander deals to a player is added up in that player's
  `commander_damage`, by commander; CR 704.6c: 21 or more from one commander and the player loses
  (a state-based action).

Life is as posted: 40 is each player's starting life in a Commander game (CR 903.7), a fact of a
new game, while states are posted mid-game.
"""

from __future__ import annotations

from collections.abc import Callable

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation
from app.engine.rules.ability_presence import format_kind
from app.engine.rules.s24core_cant_lose import cant_lose
from app.engine.state import Permanent, Player

COMMANDER = "commander"
CHOICE = "commander_to_command_zone"
COMMANDER_DAMAGE_TO_LOSE = 21  # CR 704.6c
TAX_PER_CAST = 2  # CR 903.8
_CHOICE_ZONES = (Zone.GRAVEYARD, Zone.EXILE)
# The hooks below are asked only in a Commander game (each still says so first when asked).
_COMMANDER_GAME = format_kind(COMMANDER)
Thunk = Callable[[], None]


def is_commander_game(game: Game) -> bool:
    return game.state.format == COMMANDER


def commander_owner(game: Game, card_id: str) -> Player | None:
    """The player whose commander `card_id` is (CR 903.3), or None."""
    for player in game.state.players:
        if card_id in player.commanders:
            return player
    return None


def command_zone_location(game: Game, card_id: str) -> ZoneLocation | None:
    for player in game.state.players:
        for index, card in enumerate(player.command_zone):
            if card.id == card_id:
                return ZoneLocation(player, Zone.COMMAND, index)
    return None


def castable_location(game: Game, card_id: str, caster: str | None) -> ZoneLocation | None:
    """The command zone card a `cast` names, checked (CR 903.8: a player may cast a commander they
    own from the command zone), or None when `card_id` is in no command zone."""
    location = command_zone_location(game, card_id)
    if location is None:
        return None
    owner = location.player
    if caster is not None and caster != owner.id:
        raise IllegalAction(
            "Not your commander",
            f"{caster} can't cast {card_id!r} from {owner.id}'s command zone: "
            "a player casts only commanders they own from the command zone",
            [cr("903.8")],
        )
    if card_id not in owner.commanders:
        raise IllegalAction(
            "Not a commander",
            f"{card_id!r} is in {owner.id}'s command zone but isn't one of their "
            "commanders; only a commander may be cast from the command zone",
            [cr("903.8")],
        )
    if not is_commander_game(game):
        raise IllegalAction(
            "Not a Commander game",
            'the command zone is cast from only in a Commander game (the state\'s format: "commander")',
            [cr("903.8")],
        )
    return location


def tax(game: Game, location: ZoneLocation) -> tuple[int, tuple[str, ...]]:
    """The commander tax to cast the card at `location` (CR 903.8): {2} for each previous cast
    from the command zone; (0, ()) for a card anywhere else."""
    if location.zone is not Zone.COMMAND:
        return 0, ()
    casts = location.player.commander_casts.get(location.card.id, 0)
    return TAX_PER_CAST * casts, ((cr("903.8"),) if casts else ())


def tax_for_card(game: Game, card_id: str) -> tuple[int, tuple[str, ...]]:
    """`tax` for the card with that id, wherever it is (0 outside a command zone)."""
    location = command_zone_location(game, card_id)
    return tax(game, location) if location is not None else (0, ())


def record_cast(game: Game, player: Player, card_id: str) -> list[str]:
    """A commander was cast from the command zone: one more cast counted for its tax (CR 903.8)."""
    before = player.commander_casts.get(card_id, 0)
    player.commander_casts[card_id] = before + 1
    game.emit(
        "commander_cast", [cr("903.8")], player=player.id, card_id=card_id, casts=before + 1, tax=TAX_PER_CAST * before
    )
    return [cr("903.8")]


# --- CR 903.9a: from a graveyard or exile to the command zone --------------------------------------


def _answer(game: Game) -> bool | None:
    answer = game.choices.commander_to_command_zone
    if answer is not None:
        game.used_choices.add(CHOICE)
    return answer


def _settle(game: Game, player: Player, answer: bool, chosen: bool) -> None:
    pending, player.commander_zone_pending = player.commander_zone_pending, []
    for card_id in dict.fromkeys(pending):
        for zone in _CHOICE_ZONES:
            cards = getattr(player, zone.value)
            index = next((i for i, card in enumerate(cards) if card.id == card_id), None)
            if index is None:
                continue  # it has left that zone meanwhile: nothing to choose
            if answer:
                player.command_zone.append(cards.pop(index))
            game.emit(
                "commander_zone_choice",
                [cr("903.9a"), cr("704.3")],
                player=player.id,
                card_id=card_id,
                zone=zone.value,
                to_command_zone=answer,
                chosen=chosen,
            )
            break


def commanders_to_command_zone(game: Game) -> list[Thunk]:
    """The 903.9a state-based action, when the action being played answers it; otherwise the
    commander waits in `commander_zone_pending` and `pending` asks its owner."""
    if not is_commander_game(game):
        return []
    waiting = [player for player in game.state.players if player.commander_zone_pending]
    if not waiting:
        return []
    answer = _answer(game)
    if answer is None:
        return []
    return [_settling(game, player, answer) for player in waiting]


def _settling(game: Game, player: Player, answer: bool) -> Thunk:
    def perform() -> None:
        _settle(game, player, answer, True)

    return perform


def settle_pending(game: Game) -> None:
    """Before an action that isn't a query: the 903.9a choices still open are made with the
    action's `choices.commander_to_command_zone`, or the default (return it to the command zone)."""
    if not is_commander_game(game):
        return
    waiting = [player for player in game.state.players if player.commander_zone_pending]
    if not waiting:
        return
    answer = _answer(game)
    for player in waiting:
        _settle(game, player, True if answer is None else answer, answer is not None)


def pending_choice(game: Game) -> dict[str, object] | None:
    """The open 903.9a choice for `pending`, if any: the first player (in the players' order) with one."""
    if not is_commander_game(game):
        return None
    for player in game.state.players:
        if player.commander_zone_pending and not player.has_lost:
            return {
                "player": player.id,
                "kind": "commander_zone",
                "choice": CHOICE,
                "cards": list(player.commander_zone_pending),
                "values": [True, False],
                "default": True,
                "cites": [cr("903.9a")],
            }
    return None


# --- CR 903.9b: to a hand or library from the battlefield --------------------------------------


def _to_command_zone_instead(game: Game, permanent: Permanent, destination: Zone) -> tuple[Zone, list[str]] | None:
    if destination not in (Zone.HAND, Zone.LIBRARY) or permanent.is_token or not is_commander_game(game):
        return None
    owner = commander_owner(game, permanent.id)
    if owner is None or owner.id != permanent.owner:
        return None
    answer = _answer(game)
    if answer is False:
        return None
    return Zone.COMMAND, [cr("903.9b")]


registry.leave_destinations.add(_to_command_zone_instead, needs=(_COMMANDER_GAME,))


# --- CR 903.10a, 704.6c: commander damage ----------------------------------------------------------


def _count_commander_damage(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> None:
    if not combat or not is_commander_game(game) or amount <= 0:
        return
    player = next((p for p in game.state.players if p.id == recipient), None)
    if player is None or commander_owner(game, source_id) is None:
        return
    total = player.commander_damage.get(source_id, 0) + amount
    player.commander_damage[source_id] = total
    game.emit("commander_damage", [cr("903.10a")], player=recipient, commander=source_id, amount=amount, total=total)


registry.damage_dealt.add(_count_commander_damage, needs=(_COMMANDER_GAME,))


def _lose_to_commander_damage(game: Game, player: Player, commander: str, total: int) -> None:
    if player.has_lost:
        return
    player.has_lost = True
    player.loss_reason = f"dealt {total} combat damage by the commander {commander}"
    game.emit("player_lost", [cr("704.6c"), cr("903.10a")], player=player.id, reason=player.loss_reason)


def _losing(game: Game, player: Player, commander: str, total: int) -> Thunk:
    def perform() -> None:
        _lose_to_commander_damage(game, player, commander, total)

    return perform


def commander_damage_losses(game: Game) -> list[Thunk]:
    """CR 704.6c: a player dealt 21 or more combat damage by the same commander over the game loses."""
    if not is_commander_game(game):
        return []
    thunks: list[Thunk] = []
    for player in game.state.players:
        if player.has_lost or not player.commander_damage:
            continue
        worst = max(player.commander_damage.items(), key=lambda item: item[1])
        if worst[1] >= COMMANDER_DAMAGE_TO_LOSE and not cant_lose(game, player.id):  # s24-core (CR 104.3)
            thunks.append(_losing(game, player, worst[0], worst[1]))
    return thunks


def commander_state_based_actions(game: Game) -> list[Thunk]:
    """CR 704.6c and 903.9a, one detector (asked only in a Commander game: `needs` below)."""
    if game.state.format != COMMANDER:
        return []
    return [*commander_damage_losses(game), *commanders_to_command_zone(game)]


registry.state_based_actions.add(commander_state_based_actions, order=12, needs=(_COMMANDER_GAME,))
