"""Triggered mana abilities on lands tapped for mana (CR 605.1b): "Whenever enchanted land is
tapped for mana, its controller adds an additional {G}." (Wild Growth: `watch` "enchanted_land")
and "Whenever a player taps a land for mana, that player adds one mana of any type that land
produced." (Mana Flare: `watch` "lands", `add` "one_of_produced"); s31-core: "Whenever you tap a creature for mana,
add an additional {G}." (`watch` "you_tap": a permanent of the `tapped` spec its controller taps for mana).

Such an ability triggers as the mana ability that tapped the land resolves and produces mana
(CR 106.12a); it doesn't use the stack and resolves at once, right after that mana ability
(605.4a): the mana goes to the pool of the player who tapped the land (the `mana_triggered` event).
s33-mom: `add` "any_color" ("its controller adds an additional one mana of any color", Fertile Ground): a color the
player chooses, the `tap_for_mana` action's `choices.mana_colors` (one per such mana, in the order of the permanents
on the battlefield); without it, white.
"one_of_produced" is the type the land produced; when it produced several types, the first of them
in W U B R G C order is taken (the engine makes that choice; the event names it).
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import ManaTriggerAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import COLOR_ORDER, MANA_TYPES, CardType
from app.engine.errors import IllegalAction  # s33-mom
from app.engine.game import Game, PendingTrigger
from app.engine.mana import format_mana, parse_mana_production
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.target_filters import matches_filter  # s31-core
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec  # s31-core


def _watches(game: Game, source: Permanent, ability: ManaTriggerAbility, tapped: Permanent, player: str) -> bool:
    if ability.watch == "enchanted_land":
        return source.attached_to == tapped.id
    if ability.watch == "you_tap":  # s31-core: "Whenever you tap a creature for mana" (CR 106.12a)
        return ability.tapped is not None and player == source.controller and matches_filter(
            game, parse_target_spec(ability.tapped), tapped, source.id, source.controller or "")
    characteristics = characteristics_of(game, tapped)
    return characteristics is not None and CardType.LAND.value in characteristics.types


def _mana_triggers(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not event.get("tapped_for_mana") or not event.get("amounts") or not game_has(game, ManaTriggerAbility):
        return []  # most games: no card with a triggered mana ability
    tapped = game.permanent(event["permanent"])
    if tapped is None:
        return []
    player = game.player(event["player"])
    chosen = 0  # s33-mom: how many "any color" mana have taken their color from `choices.mana_colors`
    for source in game.state.battlefield:
        for index, ability in abilities_of_kind(game, source, ManaTriggerAbility):  # none face down (CR 708.2)
            if not _watches(game, source, ability, tapped, player.id):
                continue
            if ability.add == "one_of_produced":
                kind = next(k for k in MANA_TYPES if event["amounts"].get(k, 0) > 0)
                added = {kind: 1}
            elif ability.add == "any_color":  # s33-mom: one mana of a color its controller chooses (CR 106.1)
                added = {any_color(game, chosen): 1}
                chosen += 1
            else:
                added = parse_mana_production(ability.add)
            for kind, amount in added.items():
                setattr(player.mana_pool, kind, getattr(player.mana_pool, kind) + amount)
            game.emit("mana_triggered", [cr("605.1b"), cr("605.4a"), cr("106.12a")], player=player.id,
                      source=source.id, ability=index, tapped=tapped.id, mana=format_mana(added), amounts=added)
    return []


def any_color(game: Game, index: int) -> str:
    """s33-mom: the color of the `index`-th "additional one mana of any color" added as this mana ability resolves:
    the `tap_for_mana` action's `choices.mana_colors[index]`, a color (CR 106.1: not colorless); without it, white (the
    first color, as rules/mana_choice_effects.py's default)."""
    given = game.choices.mana_colors
    if given is None:
        return COLOR_ORDER[0]
    if len(given) <= index:
        raise IllegalAction("Choose the mana's color", f"choices.mana_colors must name a color for each mana of "
                            f"any color added (at least {index + 1})", [cr("605.1b"), cr("106.1")])
    if given[index] not in COLOR_ORDER:
        raise IllegalAction("Not a color", f"{given[index]!r} is colorless, not a color (\"one mana of any color\")",
                            [cr("106.1"), cr("105.1")])
    return given[index]


keyword_triggers.watch("mana_added", _mana_triggers, needs=(ManaTriggerAbility,))
