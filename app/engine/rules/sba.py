"""State-based actions (CR 704.5), checked whenever a player would receive priority: all that
apply are performed at once (CR 704.3), then checked again."""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from operator import attrgetter

from app.engine import registry
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game, is_in
from app.engine.rules.indestructible import destruction_refusal
from app.engine.rules.regenerate import regenerated_instead
from app.engine.rules.s24core_cant_lose import cant_lose
from app.engine.rules.s27mech_umbra_armor import umbra_instead  # s27-mech (CR 702.89a)
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent, Player

Thunk = Callable[[], None]


def _lose(game: Game, player: Player, reason: str, rule: str) -> Thunk:
    def perform() -> None:
        if player.has_lost:
            return
        player.has_lost = True
        player.loss_reason = reason
        player.drew_from_empty_library = False
        game.emit("player_lost", [cr(rule)], player=player.id, reason=reason)
    return perform


def players_lose(game: Game) -> list[Thunk]:
    thunks: list[Thunk] = []
    for player in game.state.players:
        if player.has_lost:
            continue
        # s24-core: "You can't lose the game." (CR 104.3; rules/s24core_cant_lose.py): asked only of a losing player
        if player.life <= 0:
            if not cant_lose(game, player.id):
                thunks.append(_lose(game, player, f"life total is {player.life}", "704.5a"))
        elif player.drew_from_empty_library and not cant_lose(game, player.id):
            thunks.append(_lose(game, player, "attempted to draw from an empty library", "704.5b"))
    return thunks


def _to_graveyard(game: Game, permanent: Permanent, rule: str, reason: str) -> Thunk:
    destroys, shields, damage = rule == "704.5g", permanent.regeneration_shields, permanent.damage

    def perform() -> None:
        # Lethal damage destroys: a regeneration shield replaces that, once for all the state-based
        # actions performed together (CR 701.19a, 704.3).
        if not is_in(game.state.battlefield, permanent):
            return
        if destroys and (permanent.regeneration_shields < shields
                         or umbra_instead(game, permanent, [cr(rule)], by_effect=False, damage_before=damage)
                         or regenerated_instead(game, permanent, [cr(rule)])):
            return
        leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[cr(rule)], reason=reason)
    return perform


_CREATURE = CardType.CREATURE.value


def creatures_die(game: Game) -> list[Thunk]:
    thunks: list[Thunk] = []
    for permanent in game.permanents_to_check():  # its characteristics and damage: its own fields
        characteristics = characteristics_of(game, permanent)  # reused while its inputs are unchanged
        if characteristics is None or _CREATURE not in characteristics.types:
            continue
        toughness = characteristics.toughness if characteristics.toughness is not None else 0
        if toughness <= 0:
            thunks.append(_to_graveyard(game, permanent, "704.5f", f"toughness {toughness}"))
        elif permanent.damage >= toughness and destruction_refusal(game, permanent) is None:  # 702.12b
            thunks.append(_to_graveyard(game, permanent, "704.5g", f"lethal damage ({permanent.damage} >= {toughness})"))
    return thunks


_COUNTERS = attrgetter("counters")


def counters_annihilate(game: Game) -> list[Thunk]:
    thunks: list[Thunk] = []
    permanents = game.permanents_to_check()
    for permanent in compress(permanents, map(_COUNTERS, permanents)):  # those with counters (few), found in C
        plus, minus = permanent.counters.get("+1/+1", 0), permanent.counters.get("-1/-1", 0)
        if plus and minus:
            def perform(permanent: Permanent = permanent, removed: int = min(plus, minus)) -> None:
                for kind in ("+1/+1", "-1/-1"):
                    permanent.counters[kind] -= removed
                    if not permanent.counters[kind]:
                        del permanent.counters[kind]
                game.changed(permanent)
                game.emit("counters_annihilated", [cr("704.5q")], permanent=permanent.id, removed_each=removed)
            thunks.append(perform)
    return thunks


registry.state_based_actions.add(players_lose, order=10)
registry.state_based_actions.add(creatures_die, order=20, events=(registry.CHANGED,))
registry.state_based_actions.add(counters_annihilate, order=30, events=(registry.CHANGED,))


def decide_game(game: Game) -> None:
    """CR 104.2a / 104.4a: the last player standing wins; if nobody is left, it's a draw."""
    state = game.state
    if state.game_over:
        return
    remaining = [p for p in state.players if not p.has_lost]
    if (len(state.players) > 1 and len(remaining) <= 1) or not remaining:
        state.game_over = True
        state.winner = remaining[0].id if remaining else None
        game.emit("game_over", [cr("104.2a") if remaining else cr("104.4a")], winner=state.winner)
