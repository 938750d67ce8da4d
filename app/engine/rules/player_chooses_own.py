""" "Target opponent exiles an enchantment they control." / "Each player sacrifices a creature.": the
`player_chooses_own` effect.

Each player the effect names (its target player, or each player / each opponent in turn order,
CR 101.4) chooses a permanent they control that the effect's spec names, as it resolves (608.2d);
then each chosen permanent is sacrificed (701.21a: to its owner's graveyard; not destroyed, so
regeneration and indestructible don't apply) or exiled (406.2). The choices are the `resolve`
action's `choices.chosen` (one id per player who has a choice: more than one such permanent);
`pending` asks the first such player. A player with exactly one such permanent chooses it; with
none, nothing happens for them. Without an answer, the first such permanent in battlefield order
stands for the choice (`chosen: false`). An id that is no such permanent of one of those players, or
two for one player, is refused. This choice targets nothing (the permanent is not targeted: hexproof
doesn't stop it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import PlayerChoosesOwnEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import affected, refer_to
from app.engine.rules.sacrifice import sacrifice
from app.engine.rules.zones import leave_battlefield
from app.engine.state import StackObject


def _players(game: Game, item: StackObject, effect: PlayerChoosesOwnEffect) -> list[str]:
    if effect.player == "you":  # s14-seasons: "Choose an artifact or creature you control."
        return [item.controller] if item.controller else []
    if effect.player in ("target_player", "target_opponent"):
        return [target for target in item.targets[:1] if any(p.id == target for p in game.state.players)]
    return [p.id for p in game.players_in_turn_order() if effect.player == "each_player" or p.id != item.controller]


def _options(game: Game, item: StackObject, effect: PlayerChoosesOwnEffect, player: str) -> list[str]:
    """The permanents `player` may choose: those they control that the spec names (CR 608.2d)."""
    named = set(affected(game, item, f"all:{effect.spec}"))  # untargeted: every such permanent
    return [p.id for p in game.state.battlefield if p.controller == player and p.id in named]


def asked_choice(game: Game, item: StackObject, effects: Sequence[Any]) -> dict[str, Any] | None:
    """The `choose` decision: the first player with more than one permanent to choose from."""
    effect = next((e for e in effects if isinstance(e, PlayerChoosesOwnEffect)), None)
    if effect is None or "chosen" in item.choices:
        return None
    for player in _players(game, item, effect):
        options = _options(game, item, effect, player)
        if len(options) > 1:
            return {
                "stack_object": item.id,
                "choice": "chosen",
                "values": options,
                "player": player,
                "then": effect.then,
            }
    return None


def _resolve(game: Game, item: StackObject, effect: PlayerChoosesOwnEffect, choices: Choices) -> None:
    chosen = list(choices.chosen or [])
    if choices.chosen is not None:
        game.used_choices.add("chosen")
    picks: list[tuple[str, str, bool]] = []
    for player in _players(game, item, effect):
        options = _options(game, item, effect, player)
        given = [object_id for object_id in chosen if object_id in options]
        if len(given) > 1:
            raise IllegalAction(
                "One permanent each",
                f"{item.id}: choices.chosen names {len(given)} permanents of {player}; each player chooses one",
                [cr("608.2d")],
            )
        if given:
            picks.append((player, given[0], True))
        elif options:
            picks.append((player, options[0], len(options) == 1))
    used = {object_id for _, object_id, _ in picks}
    stray = [object_id for object_id in chosen if object_id not in used]
    if stray:
        raise IllegalAction(
            "Can't choose that",
            f"{item.id}: {stray[0]!r} is not a permanent one of the choosing "
            f"players controls that the effect names ({effect.spec})",
            [cr("608.2d")],
        )
    if effect.then == "name_it":  # s14-seasons: the chosen permanent is what "it" names next (CR 608.2c)
        for player, object_id, was_chosen in picks:
            game.emit("permanent_chosen", [cr("608.2d")], stack_object=item.id, player=player,
                      permanent=object_id, chosen=was_chosen)
        refer_to(game, [object_id for _, object_id, _ in picks])
        return
    cites = [cr("608.2c"), cr("608.2d"), cr("701.21a") if effect.then == "sacrifice" else cr("406.2")]
    for player, object_id, was_chosen in picks:
        game.emit(
            "permanent_chosen",
            [cr("608.2d")],
            stack_object=item.id,
            player=player,
            permanent=object_id,
            chosen=was_chosen,
        )
        if effect.then == "sacrifice":
            sacrifice(game, player, object_id, cites)
            continue
        permanent = game.permanent(object_id)
        if permanent is not None:
            leave_battlefield(game, permanent, Zone.EXILE, cites=cites, reason="exiled")


registry.effect_resolvers["player_chooses_own"] = _resolve
