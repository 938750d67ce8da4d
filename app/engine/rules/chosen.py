""" "As ~ enters, choose a color." / "As ~ enters, choose a creature type." (CR 614.12, 614.1c: a
replacement effect that makes a choice as the permanent enters; CR 607.2a: the permanent's other
abilities that say "the chosen color" / "the chosen type" refer to that choice).

- The choice is made by the player the permanent enters under, with the `choices.chosen_color`
  ("W", "U", "B", "R", "G") or `choices.chosen_creature_type` (one of the creature types of CR
  205.3m, `app/engine/creature_types.py`) of the action that makes it enter (the `resolve` of its
  spell, or a `play_land`). It is kept as the permanent's `chosen_color` / `chosen_creature_type`.
- Without a choice the engine chooses deterministically: white (the first color in WUBRG order,
  CR 105.1); the creature type most common among the creatures its controller controls (ties: the
  first in alphabetical order), else "Advisor" (the first type of CR 205.3m).
- A new object (CR 400.7): a permanent that leaves and comes back chooses again.
- "{T}: Add one mana of the chosen color." (`"add": "chosen_color"`, rules/mana_abilities.py) makes
  one mana of `chosen_color`; none chosen (a posted state without it): it can't make mana.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal

from app.engine import registry
from app.engine.cards import ChooseAsEntersAbility, S31oldChooseModeAsEntersAbility
from app.engine.characteristics import characteristics_of, is_creature
from app.engine.citations import cr
from app.engine.creature_types import CREATURE_TYPES
from app.engine.enums import COLOR_ORDER, StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import s31mh_chosen_name  # s31-mh
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.zones import Entering
from app.engine.state import Characteristics, Permanent, StackObject

ColorSymbol = Literal["W", "U", "B", "R", "G"]
DEFAULT_COLOR: ColorSymbol = "W"  # CR 105.1: white is the first of the five colors


def creature_type_named(name: str) -> str | None:
    """The creature type of CR 205.3m spelt `name` (any letter case), or None."""
    folded = name.strip().casefold()
    return next((kind for kind in CREATURE_TYPES if kind.casefold() == folded), None)


def default_creature_type(game: Game, controller: str | None) -> str:
    """s26-cmdb: the creature type chosen when none is given: the most common among the creatures `controller`
    controls (the first in alphabetical order on a tie; with none, the first type of CR 205.3m)."""
    return _default_creature_type(game, controller, "")


def _default_creature_type(game: Game, controller: str | None, entering_id: str) -> str:
    counts: Counter[str] = Counter()
    for permanent in game.state.battlefield:
        if permanent.id == entering_id or permanent.controller != controller or not is_creature(game, permanent):
            continue
        values = characteristics_of(game, permanent)
        if values is not None:
            counts.update(kind for kind in values.subtypes if kind in CREATURE_TYPES)
    if not counts:
        return min(CREATURE_TYPES)
    most = max(counts.values())
    return min(kind for kind, count in counts.items() if count == most)


def _default_color(excluded: str | None) -> ColorSymbol:
    """The color chosen when none is given: white, or (s30-mh: "a color other than white") the next in WUBRG order."""
    colors: tuple[ColorSymbol, ...] = ("W", "U", "B", "R", "G")
    return next(color for color in colors if color != excluded)


def choose_as_enters(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    for _, ability in abilities_of_kind(game, permanent, ChooseAsEntersAbility):
        if ability.choose in ("card_name", "nonland_card_name"):  # s31-mh (CR 614.12, 201.3)
            s31mh_chosen_name.choose(game, permanent, ability)
        elif ability.choose == "color":
            color = game.choices.chosen_color
            excluded = ability.except_color.value if ability.except_color is not None else None
            if color is not None and color == excluded:  # s30-mh: "choose a color other than green" (CR 614.12)
                raise IllegalAction("Color not allowed", f"choices.chosen_color: {permanent.id} chooses a color other "
                                    f"than {excluded}", [cr("614.12")])
            if color is not None:
                game.used_choices.add("chosen_color")
            permanent.chosen_color = color or _default_color(excluded)
            game.emit(
                "color_chosen",
                [cr("614.12")],
                permanent=permanent.id,
                color=permanent.chosen_color,
                chosen=color is not None,
            )
        else:
            given = game.choices.chosen_creature_type
            if given is not None:
                named = creature_type_named(given)
                if named is None:
                    raise IllegalAction(
                        "Not a creature type",
                        f"choices.chosen_creature_type {given!r} is not a creature type of CR 205.3m",
                        [cr("205.3m")],
                    )
                game.used_choices.add("chosen_creature_type")
            else:
                named = _default_creature_type(game, permanent.controller, permanent.id)
            permanent.chosen_creature_type = named
            game.emit(
                "creature_type_chosen",
                [cr("614.12"), cr("205.3m")],
                permanent=permanent.id,
                creature_type=named,
                chosen=given is not None,
            )
        entering.cites.append(cr("614.12"))


def enters_choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """`pending`'s `choose` options while a permanent spell that chooses as it enters is on top of
    the stack: `{"stack_object", "kind": "color" | "creature_type" | "card_name" | "nonland_card_name" | "mode",
    "choice": "chosen_color" | "chosen_creature_type" | "chosen_card_name" | "s31old_chosen_mode", "values", "default",
    "player"}` (answered in the `resolve` action's `choices`; the API's `EntersChoice`)."""
    if item.kind is not StackObjectKind.SPELL or item.card is None or item.face_down:
        return None
    definition = game.definition(item.card)
    ability = next((a for a in definition.abilities if isinstance(a, ChooseAsEntersAbility)), None)
    controller = item.controller or ""
    if ability is None:
        siege = next((a for a in definition.abilities if isinstance(a, S31oldChooseModeAsEntersAbility)), None)
        if siege is None:
            return None
        names = [mode.name for mode in siege.modes]  # s31-old: "choose Khans or Dragons" (rules/s31old_choose_mode.py)
        return {"stack_object": item.id, "kind": "mode", "choice": "s31old_chosen_mode", "values": names,
                "default": names[0], "player": controller}
    values: list[str]
    default: str
    if ability.choose in ("card_name", "nonland_card_name"):  # s31-mh: the suggested names (rules/s31mh_chosen_name.py)
        values, default = s31mh_chosen_name.choice_values(game, item.id, controller, definition.name,
                                                          ability.choose == "nonland_card_name")
        return {"stack_object": item.id, "kind": ability.choose, "choice": "chosen_card_name", "values": values,
                "default": default, "player": controller}
    if ability.choose == "color":
        excluded = ability.except_color.value if ability.except_color is not None else None  # s30-mh
        values, default = [color for color in COLOR_ORDER if color != excluded], _default_color(excluded)
    else:
        values, default = sorted(CREATURE_TYPES), _default_creature_type(game, controller, item.id)
    return {
        "stack_object": item.id,
        "kind": ability.choose,
        "choice": f"chosen_{ability.choose}",
        "values": values,
        "default": default,
        "player": controller,
    }


def is_of_the_chosen(
    source: Permanent, characteristics: Characteristics, chosen: Literal["color", "creature_type"]
) -> bool:
    """Whether an object with these characteristics is "of the chosen type / color" of `source`'s
    choice as it entered (CR 607.2a); nothing chosen (a posted state without it): of none."""
    if chosen == "color":
        return source.chosen_color is not None and source.chosen_color in characteristics.colors
    return source.chosen_creature_type is not None and source.chosen_creature_type in characteristics.subtypes


registry.enters_replacements.add(choose_as_enters, order=71, needs=(ChooseAsEntersAbility,))


def s34cmd_of_the_chosen_type(ability: Any, source: Permanent, characteristics: Characteristics | None) -> bool:
    """s34-cmd: whether an object with these characteristics is what a trigger's `of_the_chosen` "creature_type" asks
    ("Whenever a creature of the chosen type dies": the creature type `source` chose as it entered, CR 607.2a; the
    dying creature as it last existed, 603.10a); True when the ability asks nothing of it."""
    if getattr(ability, "of_the_chosen", None) is None:
        return True
    return characteristics is not None and is_of_the_chosen(source, characteristics, "creature_type")
