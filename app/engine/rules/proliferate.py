"""Proliferate (CR 701.34; s16-kwc): the `proliferate` effect, "Proliferate." (War of the Spark's
reminder: "Choose any number of permanents and/or players, then give each another counter of each kind
already there.").

As the effect resolves its controller chooses any number of permanents and/or players (701.34a): the
resolving action's `choices.chosen`, their ids; without it, none (any number includes zero; a `choose`
decision of `options.kind` "proliferate" lists the candidates: the permanents with a counter on them
and the players with a poison counter). Each chosen permanent gets one more counter of each kind it
has (`counters_put`, 122.1), each chosen player one more poison counter (122.1f; ten or more and they
lose, 704.5c). A chosen permanent or player without counters gets nothing; an id that is no permanent
on the battlefield nor a player is refused. The `proliferated` event names what was chosen."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ProliferateEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.keyword_counters import put_counters
from app.engine.state import Permanent, Player, StackObject

PROLIFERATE = "proliferate"
_AGAIN = "s29stda_proliferated"  # s29-stda: a proliferate of this action took `choices.chosen`


def candidates(game: Game) -> list[str]:
    """The permanents with a counter on them, then the players with a poison counter (CR 701.34a)."""
    permanents = [p.id for p in game.state.battlefield if any(n > 0 for n in p.counters.values())]
    return [*permanents, *(p.id for p in game.state.players if p.poison_counters > 0 and not p.has_lost)]


def _resolve(game: Game, item: StackObject, effect: ProliferateEffect, choices: Choices) -> None:
    chosen: list[str] = []
    if choices.chosen is not None and "chosen" not in game.used_choices:
        game.used_choices.add("chosen")
        game.used_choices.add(_AGAIN)
        chosen = list(dict.fromkeys(choices.chosen))
    elif choices.chosen is not None and _AGAIN in game.used_choices:
        # s29-stda: "Proliferate, then proliferate again." (CR 701.34a, 608.2c): a later proliferate of the same action
        # chooses again from what is there now: the same `choices.chosen`, those still on the battlefield or players
        chosen = [c for c in dict.fromkeys(choices.chosen) if game.permanent(c) is not None
                  or any(p.id == c for p in game.state.players)]
    elif isinstance(item.choices.get("chosen"), list):
        chosen = [c for c in item.choices["chosen"] if isinstance(c, str)]
    players = {p.id: p for p in game.state.players}
    unknown = [c for c in chosen if c not in players and game.permanent(c) is None]
    if unknown:
        raise IllegalAction(
            "Not a permanent or player",
            f"choices.chosen names {', '.join(unknown)}; proliferate "
            f"chooses permanents and/or players: {', '.join(candidates(game)) or 'none has counters'}",
            [cr("701.34a")],
        )
    for object_id in chosen:
        if object_id in players:
            another_poison_counter(game, players[object_id], [cr("701.34a"), cr("122.1f")], item.id)
            continue
        permanent = game.permanent(object_id)
        assert permanent is not None
        another_of_each_kind(game, permanent, [cr("701.34a"), cr("122.1")], item.id)
    game.emit("proliferated", [cr("701.34a")], stack_object=item.id, player=item.controller or "", chosen=chosen)


def another_poison_counter(game: Game, player: Player, cites: list[str], stack_object: str | None) -> None:
    """A player with a poison counter gets another (CR 122.1f); one without gets none. s31-old: also for "give that
    permanent or player another counter of that kind" (rules/s31old_another_counter.py)."""
    if player.poison_counters > 0:
        player.poison_counters += 1
        game.emit("poison_counters_given", cites, stack_object=stack_object, player=player.id, amount=1,
                  poison_counters=player.poison_counters)


def another_of_each_kind(game: Game, permanent: Permanent, cites: list[str], stack_object: str | None) -> None:
    """A permanent gets another counter of each kind already on it (CR 122.1). s31-old: also for "give that permanent
    or player another counter of that kind" (rules/s31old_another_counter.py)."""
    for kind in [k for k, n in permanent.counters.items() if n > 0]:
        put_counters(game, permanent, kind, 1, cites, stack_object)


def asked_choice(game: Game, item: StackObject, effects: list[Any]) -> dict[str, Any] | None:
    """The `choose` decision of a resolving proliferate (design.md §10), None when nothing is asked."""
    if "chosen" in item.choices or not any(isinstance(effect, ProliferateEffect) for effect in effects):
        return None
    found = candidates(game)
    return {
        "stack_object": item.id,
        "choice": "chosen",
        "kind": PROLIFERATE,
        "player": item.controller,
        "cards": found,
        "min": 0,
        "max": len(found),
        "default": [],
    }


registry.effect_resolvers[PROLIFERATE] = _resolve
