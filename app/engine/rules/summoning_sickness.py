"""Summoning sickness (CR 302.6): a creature can't attack or pay {T}/{Q} costs unless its
controller has controlled it continuously since their most recent turn began. Asked by combat
(attacks), costs ({T}/{Q} of activated abilities), payment (mana sources) and the answer's
`summoning_sick`; exemptions come from `registry.summoning_sickness_exemptions` (haste,
rules/haste.py)."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import is_creature
from app.engine.game import Game
from app.engine.rules.extra_turns import most_recent_turn_began
from app.engine.state import Permanent


def has_summoning_sickness(game: Game, permanent: Permanent) -> bool:
    """CR 302.6: a creature can't attack or use {T}/{Q} abilities unless its controller has
    controlled it continuously since their most recent turn began. `controlled_since_turn` is
    the turn during which control began (0: since before the game)."""
    state = game.state
    # After an extra turn, turn order no longer tells when a turn began (CR 500.7; rules/extra_turns.py).
    began = most_recent_turn_began(game, permanent.controller or "") if state.turn_began else None
    if began is None and permanent.controlled_since_turn <= state.turn - len(state.players):
        # Controlled since before the earliest turn start below (at most len(players) - 1 turns
        # back): not sick, whatever it is (asked first: no characteristics needed).
        return False
    if not is_creature(game, permanent):
        return False
    order = [p.id for p in game.players_in_turn_order()]
    turns_back = (len(order) - order.index(permanent.controller)) % len(order) if permanent.controller in order else 0
    most_recent_turn_start = game.state.turn - turns_back if began is None else began
    if permanent.controlled_since_turn < most_recent_turn_start:
        return False
    # Haste (rules/haste.py): summoning sickness doesn't apply to it.
    return not any(exempt(game, permanent) for exempt in registry.summoning_sickness_exemptions)


def summoning_sick_flags(game: Game, permanents: list[Permanent]) -> list[bool]:
    """`has_summoning_sickness` of each of `permanents`, in order (the answer's `summoning_sick` of
    every permanent). s17-perf: its first test, a permanent controlled since before the earliest
    turn start of the turn order (CR 302.6), asked here for each without a call, the rest of the
    rule only for the others; when turns began out of order (extra turns, CR 500.7) every
    permanent is asked in full."""
    state = game.state
    if state.turn_began:
        return [has_summoning_sickness(game, permanent) for permanent in permanents]
    settled = state.turn - len(state.players)
    return [
        False if permanent.__dict__["controlled_since_turn"] <= settled else has_summoning_sickness(game, permanent)
        for permanent in permanents
    ]
