"""s24-khans: bolster (CR 701.39): the `bolster` effect, "Bolster N." (701.39a: "Choose a creature with the least
toughness among creatures you control and put N +1/+1 counters on it.").

As the effect resolves, N is counted (an X, CR 608.2h) and its controller chooses one of the creatures they control
with the least toughness (their toughness now, with every continuous effect, 613; the choice isn't a target, so
hexproof and protection don't matter). Among several tied, the choice is theirs (701.39a): the resolving action's
`choices.chosen` (one id; default the first of them in battlefield order); a chosen id that isn't one of them is
refused, naming them. N +1/+1 counters are put on it (122.1). With no creature, nothing happens. The `bolstered` event
names the creature chosen."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import BolsterEffect
from app.engine.characteristics import creatures_of
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import amount
from app.engine.rules.keyword_counters import put_counters
from app.engine.state import StackObject


def least_toughness(game: Game, player: str) -> list[str]:
    """The creatures `player` controls tied for the least toughness, in battlefield order (CR 701.39a)."""
    found = [(characteristics.toughness or 0, permanent.id) for permanent, characteristics in creatures_of(game, player)]
    if not found:
        return []
    least = min(toughness for toughness, _ in found)
    return [permanent_id for toughness, permanent_id in found if toughness == least]


def _resolve(game: Game, item: StackObject, effect: BolsterEffect, choices: Choices) -> None:
    player = item.controller or game.state.active_player or ""
    number = amount(game, item, effect.amount)
    candidates = least_toughness(game, player)
    chosen = None
    if choices.chosen and "chosen" not in game.used_choices:  # each answer is used once per action
        game.used_choices.add("chosen")
        if len(choices.chosen) != 1 or choices.chosen[0] not in candidates:
            raise IllegalAction("Not a creature with the least toughness",
                                f"bolster chooses one creature {player} controls with the least toughness "
                                f"({', '.join(candidates) or 'none'}); choices.chosen names {choices.chosen}",
                                [cr("701.39a")])
        chosen = choices.chosen[0]
    creature = chosen if chosen is not None else (candidates[0] if candidates else None)
    if creature is not None and number > 0:
        permanent = game.permanent(creature)
        assert permanent is not None
        put_counters(game, permanent, "+1/+1", number, [cr("701.39a"), cr("122.1")], item.id)
    game.emit("bolstered", [cr("701.39a")], stack_object=item.id,
              player=player, permanent=creature, amount=number)


registry.effect_resolvers["bolster"] = _resolve
