"""s35-std: replacement effects that put more +1/+1 counters (CR 614.1a, 122.6): "If one or more +1/+1 counters would be
put on a creature you control, that many plus one +1/+1 counters are put on it instead." (`more_counters` "plus_one")
and "... twice that many +1/+1 counters are put on that creature instead." ("twice").

A static ability of a permanent on the battlefield (CR 604.1): whenever +1/+1 counters would be put on a permanent its
controller controls that matches one of `recipients_any_of`, one more (twice as many) are put on it. It applies to
every way a rule puts counters: effects, costs and keyword actions put them through `keyword_counters.put_counters`
(moving a counter puts it on the other permanent, CR 122.5 as the rules say "move"), and a permanent entering with
+1/+1 counters (CR 122.6: "put on" includes entering with them; rules/zones.py, enters_with_counters.py,
others_enter_with_counters.py, riot.py, counter_choice.py; a megamorph turned face up, face_down.py) asks
`keyword_counters.modified_amount` too. Several such abilities (CR 616.1: the affected permanent's controller, here the
abilities' controller too, chooses the order): the engine adds every "plus one" first, then doubles, the order that
puts the most counters. A permanent entering is counted by what it will be on the battlefield (CR 614.12 style: its
face, types as it enters); the abilities of permanents already on the battlefield apply (not one entering at the same
time, itself included).

Gating: the modifier returns at once unless a card of the game has the ability (`game_has`)."""

from __future__ import annotations

from app.engine.cards import S35stdMoreCountersAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import keyword_counters
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec

CITES = (cr("614.1a"), cr("122.6"))


def _fits(game: Game, ability: S35stdMoreCountersAbility, source: Permanent, permanent: Permanent) -> bool:
    controller = source.controller or ""
    return permanent.controller == controller and any(
        matches_filter(game, parse_target_spec(spec), permanent, source.id, controller)
        for spec in ability.recipients_any_of)


def more_counters(game: Game, permanent: Permanent, counter: str, amount: int) -> int:
    """How many `counter` counters are put on `permanent` when `amount` would be (CR 614.1a): one more for each
    "plus_one" ability that applies, then twice as many for each "twice" one, each said with a `counters_increased`
    event."""
    if amount <= 0 or counter != "+1/+1" or not game_has(game, S35stdMoreCountersAbility):
        return amount
    applying = [(source, ability) for source in list(game.state.battlefield)
                for _, ability in abilities_of_kind(game, source, S35stdMoreCountersAbility)
                if ability.counter == counter]
    for mode in ("plus_one", "twice"):
        for source, ability in applying:
            if ability.mode != mode or not _fits(game, ability, source, permanent):
                continue
            amount = amount + 1 if mode == "plus_one" else amount * 2
            game.emit("counters_increased", list(CITES), by=source.id, permanent=permanent.id, counter=counter,
                      mode=mode, amount=amount)
    return amount


keyword_counters.AMOUNT_MODIFIERS.append(more_counters)
