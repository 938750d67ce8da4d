"""s31-old: "Choose up to one creature. Destroy the rest." (Duneblast) / "Each player chooses a creature they control.
Destroy the rest." (Divine Reckoning): the effect `s31old_destroy_the_rest` (CR 608.2d: the choice is made as the spell
resolves, nothing is targeted; 101.4: each player chooses; 701.8a: each other creature is destroyed).

The choice is the resolving action's `choices.chosen` (creature ids): with `chooser` "you", at most one creature (any
player's); with "each_player", one creature of each player who controls one, and none of another's (a player who
controls a creature must choose one). A choice that breaks these refuses the action and changes nothing. Without it the
engine chooses deterministically: for "you", the first creature its controller controls in battlefield order (none if
they control none; "up to one" any creature could be chosen, the default keeps the caster's own); for "each_player",
each player's first creature in battlefield order. Every other creature is destroyed (rules/effects_zones.py
`destroy_permanent`: indestructible, regeneration and the like as for any destruction). No hook of its own."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S31oldDestroyTheRestEffect
from app.engine.characteristics import is_creature
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_zones import destroy_permanent
from app.engine.state import Permanent, StackObject


def _default(creatures: list[Permanent], effect: S31oldDestroyTheRestEffect, controller: str | None) -> list[str]:
    if effect.chooser == "you":
        return [next(p.id for p in creatures if p.controller == controller)] if any(
            p.controller == controller for p in creatures) else []
    firsts: dict[str, str] = {}
    for permanent in creatures:
        firsts.setdefault(permanent.controller or "", permanent.id)
    return list(firsts.values())


def _problem(creatures: list[Permanent], effect: S31oldDestroyTheRestEffect, chosen: list[str]) -> str | None:
    by_id = {p.id: p for p in creatures}
    if any(object_id not in by_id for object_id in chosen) or len(set(chosen)) != len(chosen):
        return f"choose creatures on the battlefield, each once, among {sorted(by_id)}"
    if effect.chooser == "you":
        return None if len(chosen) <= 1 else "choose up to one creature"
    owners = [by_id[object_id].controller for object_id in chosen]
    if len(set(owners)) != len(owners) or set(owners) != {p.controller for p in creatures}:
        return "each player who controls a creature chooses exactly one creature they control"
    return None


def _resolve(game: Game, item: StackObject, effect: S31oldDestroyTheRestEffect, choices: Choices) -> None:
    creatures = [p for p in game.state.battlefield if is_creature(game, p)]
    given = choices.chosen if "chosen" not in game.used_choices else None
    if given is not None:
        problem = _problem(creatures, effect, list(given))
        if problem is not None:
            raise IllegalAction("Not a choice this effect allows", f"choices.chosen {given}: {problem}",
                                [cr("608.2d"), cr("101.4")])
        game.used_choices.add("chosen")
    kept = list(given) if given is not None else _default(creatures, effect, item.controller)
    game.emit("creatures_chosen", [cr("608.2d"), cr("101.4")], stack_object=item.id, chosen=kept,
              default=given is None)
    for permanent in creatures:
        if permanent.id not in kept and game.permanent(permanent.id) is permanent:
            destroy_permanent(game, item, permanent)


registry.effect_resolvers["s31old_destroy_the_rest"] = _resolve
