""" "Target opponent sacrifices a creature with the greatest power among creatures they control."
(Consumed by Greed), "Each opponent sacrifices a creature.": the `edict` effect (CR 701.21a).

As it resolves, each player it names (the target, or each opponent / each player, in turn order)
sacrifices one permanent they control that matches `what`; which one is their choice (608.2d). With
`greatest_power`, only the creatures whose power is the greatest among the creatures they control
may be chosen (power as it is now, CR 208.1; a tie leaves the choice to them). A player who controls
none sacrifices nothing. Sacrificing is not destroying: indestructible and regeneration don't apply.

The choice: the resolving action's `choices.sacrifice` names the permanents sacrificed (at most one
for each player, each one they may choose; s23-c11: at most `count` for each player with "Each player sacrifices five
lands.", all they have when they control fewer); a player it names nothing of sacrifices the first one
they may choose in battlefield order (the default when no answer is given). A wrong id is refused
with a 422 saying why.

s24-core: several sacrifices in one resolution (Smallpox: "Each player loses 1 life, discards a card, sacrifices a
creature, then sacrifices a land.", CR 608.2c) are each answerable: `choices.sacrifice` names what the first takes,
`choices.sacrifice_then` (one list per later sacrifice, in order) what the second, third ... take, each read as above."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import EdictEffect
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.defending_player import defending_player_of  # s27-mech
from app.engine.rules.discard import each_choice, s34cmd_player_discards  # s34-cmd
from app.engine.rules.effects_targets import affected, s29old_also_refer_to  # s29-old
from app.engine.rules.sacrifice import sacrifice
from app.engine.rules.target_filters import characteristics_match
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

CITES = (cr("701.21a"), cr("608.2d"))
_WHO = {
    "target_player": "player",
    "target_opponent": "player",
    "each_opponent": "each_opponent",
    "each_player": "each_player",
    "that_player": "that_player",  # s23-c12: the player whose step triggered the ability (rules/step_triggers.py)
}


def candidates(game: Game, player: str, effect: EdictEffect) -> list[str]:
    """The permanents `player` may sacrifice to the effect, in battlefield order."""
    spec = parse_target_spec(effect.what)
    found: list[tuple[str, int]] = []
    for permanent in game.state.battlefield:
        if permanent.controller != player:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics_match(spec, characteristics, 0):
            power = characteristics.power if characteristics is not None else None
            found.append((permanent.id, power if isinstance(power, int) else 0))
    if effect.greatest_power and found:
        greatest = max(power for _, power in found)
        return [permanent_id for permanent_id, power in found if power == greatest]
    return [permanent_id for permanent_id, _ in found]


def _resolve(game: Game, item: StackObject, effect: EdictEffect, choices: Choices) -> None:
    if effect.player == "defending_player":  # s27-mech: annihilator (CR 702.86a, 508.5; rules/defending_player.py)
        players = defending_player_of(game, item)
    else:
        players = affected(game, item, _WHO[effect.player])
    allowed = {player: candidates(game, player, effect) for player in players}
    if effect.who_cant_discard is not None:  # s34-cmd: a discard choice names a card of a player who can't sacrifice
        each_choice(game, [player for player in players if not allowed[player]], choices.discard, f"the ability {item.id}")
    named, field = _answer(game, choices)
    picked: dict[str, list[str]] = {}
    for permanent_id in named:
        owner = next((player for player, ids in allowed.items() if permanent_id in ids), None)
        if owner is None or len(picked.get(owner, [])) >= effect.count or permanent_id in picked.get(owner, []):
            raise IllegalAction(
                "Can't sacrifice that",
                f"the stack object {item.id}: choices.{field} names {permanent_id!r}, which is not one of the "
                f"{effect.count} permanent(s) a player it names may sacrifice "
                f"({', '.join(f'{p}: {ids}' for p, ids in allowed.items())})",
                [*CITES],
            )
        picked.setdefault(owner, []).append(permanent_id)
    chosen_by: dict[str, list[str]] = {}
    for player in players:
        # s23-c11: `count` of them; the ones not named: the first others they may choose (battlefield order)
        chosen = picked.get(player, [])
        chosen_by[player] = [*chosen, *[p for p in allowed[player] if p not in chosen]][:effect.count]
    # s29-old: "You gain life equal to that creature's toughness." after it: the sacrificed creature as it last existed
    s29old_also_refer_to(game, [choice for chosen in chosen_by.values() for choice in chosen])  # (CR 608.2h)
    for player in players:
        chosen = chosen_by[player]
        if not chosen:
            game.emit("nothing_to_sacrifice", list(CITES), stack_object=item.id, player=player)
            if effect.who_cant_discard is not None:  # s34-cmd: "Each player who can't discards a card." (CR 608.2c)
                s34cmd_player_discards(game, item, player, effect.who_cant_discard, choices)
            continue
        for choice in chosen:
            sacrifice(game, player, choice, [cr("608.2"), *CITES])


def _answer(game: Game, choices: Choices) -> tuple[list[str], str]:
    """s24-core: the answer for this sacrifice of the resolution (CR 608.2c: each in order; 608.2d: the player's
    choice): `choices.sacrifice` for the first, `choices.sacrifice_then[n - 1]` for the (n+1)th ("..., sacrifices a
    creature, then sacrifices a land."), so every one of them can be named; [] when none is given (the default)."""
    n = 0
    while f"edict#{n}" in game.used_choices:
        n += 1
    game.used_choices.add(f"edict#{n}")
    if n == 0:
        if choices.sacrifice is not None and "sacrifice" not in game.used_choices:
            game.used_choices.add("sacrifice")
            return list(choices.sacrifice), "sacrifice"
        return [], "sacrifice"
    later = choices.sacrifice_then
    if later is None or n > len(later):
        return [], f"sacrifice_then[{n - 1}]"
    game.used_choices.add("sacrifice_then")  # given but read by no later sacrifice: refused (loop/apply.py)
    return list(later[n - 1]), f"sacrifice_then[{n - 1}]"


registry.effect_resolvers["edict"] = _resolve
