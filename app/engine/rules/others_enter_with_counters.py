""" "Other creatures you control enter with an additional +1/+1 counter on them [for each opponent
who lost life this turn]." (Gev, Scaled Scorch): the `others_enter_with_counters` ability, a
replacement effect that modifies how a permanent enters the battlefield (CR 614.1c), applied by
the permanents already on the battlefield as another permanent enters (CR 614.12).

Each such ability whose `entering` spec (read from its source: "other" is not the source, "you
control" is its controller) the entering permanent matches gives it `amount` counters of its kind,
times the number of the source controller's opponents who lost life this turn (CR 119.3, the
`life_lost_this_turn` of each player) with `for_each`; nothing when that is 0. The counters are on
it as it enters (CR 122.6: they are "put" on it, so the `entered_battlefield` event lists them and
rules/counters_put_triggers.py sees them)."""

from __future__ import annotations

from collections.abc import Iterator

from app.engine import registry
from app.engine.cards import OthersEnterWithCountersAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import keyword_counters
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.target_filters import matches_filter
from app.engine.rules.zones import Entering
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec


def _opponents_who_lost_life(game: Game, player_id: str) -> int:
    return sum(1 for player in game.state.players if player.id != player_id and player.life_lost_this_turn > 0)


def _sources(game: Game, permanent: Permanent) -> Iterator[tuple[Permanent, OthersEnterWithCountersAbility]]:
    """The abilities that may apply to `permanent` entering: those of the permanents already on the battlefield, and
    its own that say no "other" (`includes_self`, s25-stdb: CR 614.12, its own static abilities apply to it as it
    enters)."""
    for source in game.state.battlefield:
        if source.id == permanent.id:
            continue
        for _, ability in abilities_of_kind(game, source, OthersEnterWithCountersAbility):
            yield source, ability
    for _, ability in abilities_of_kind(game, permanent, OthersEnterWithCountersAbility):
        if ability.includes_self:
            yield permanent, ability


def others_enter_with_counters(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    for source, ability in _sources(game, permanent):
        controller = source.controller or ""
        if not matches_filter(game, parse_target_spec(ability.entering), permanent, source.id, controller):
            continue
        amount = ability.amount
        cites = [cr("614.1c"), cr("614.12"), cr("122.6")]
        if ability.for_each == "opponent_lost_life_this_turn":
            amount *= _opponents_who_lost_life(game, controller)
            cites.append(cr("119.3"))
        if amount <= 0:
            continue
        amount = keyword_counters.modified_amount(game, permanent, ability.counter, amount)  # s35-std (CR 614.1a)
        permanent.counters[ability.counter] = permanent.counters.get(ability.counter, 0) + amount
        keyword_counters.counters_put(game, (ability.counter,))  # a keyword counter's layer (CR 122.1b)
        game.changed(permanent)
        entering.cites += cites
        entering.details["counters"] = dict(permanent.counters)


# After the permanent's own "enters with" counters (rules/enters_with_counters.py, order 60).
registry.enters_replacements.add(others_enter_with_counters, order=61, needs=(OthersEnterWithCountersAbility,))
