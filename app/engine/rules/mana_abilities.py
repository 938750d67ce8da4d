"""Mana abilities (CR 605, 106): `tap_for_mana`, the `could_produce` query, "tapped for mana"
triggers and replacement effects.

- An activated mana ability doesn't use the stack: it is activated and resolves at once
  (CR 605.3b). To "tap a permanent for mana" is to activate one with {T} in its cost
  (1fc814165a0440ef). Its costs follow rules/costs.py ({T}/{Q}, CR 302.6 for creatures).
- "Add {R} or {G}." (`"add": "{R}|{G}"`) makes one mana of the type chosen with `color`
  (CR 106.1, 605.3b); it could produce each of them (CR 106.7).
- An ability that would make mana of an undefined type makes none (893d99f194744326, CR 106.5):
  a "could produce" ability when no type can be defined.
- What a permanent "could produce" (678cff70650e583c, CR 106.7): every type its mana abilities
  would produce if they resolved now, with applicable replacement effects in any order, costs
  ignored. Abilities that look at other permanents (Reflecting Pool, Fellwar Stone) are solved
  together as a least fixed point over the battlefield, so two that look at each other add
  nothing by themselves and the computation always ends.
- "Whenever ... is tapped for mana [of a type]" triggers as such an ability resolves and produces
  mana [of that type] (d75736376d9744c2); replacements modify the mana production while it
  resolves (d72eb21d0ba39129).
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from app.engine import registry
from app.engine.actions import CouldProduce, TapForMana
from app.engine.cards import CardDefinition, ManaAbility, ManaReplacementAbility, TappedForManaTrigger, Watched
from app.engine.characteristics import compute, current_face
from app.engine.citations import (
    COULD_PRODUCE_DEFINITION,
    TAP_FOR_MANA_DEFINITION,
    TAPPED_FOR_MANA_REPLACEMENT_WHILE_RESOLVING,
    TAPPED_FOR_MANA_TRIGGERS_ON_RESOLUTION,
    UNDEFINED_MANA_TYPE_PRODUCES_NONE,
    cr,
)
from app.engine.enums import COLOR_ORDER, MANA_TYPES, CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.mana import format_mana, parse_activation_cost, parse_mana_choice, parse_mana_production
from app.engine.rules import costs
from app.engine.state import Permanent

# CR 305.6: a basic land type gives its land "{T}: Add <its mana>".
INTRINSIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
# Orders of replacement effects tried when computing "could produce" (CR 106.7: any possible order).
_MAX_ORDERED_REPLACEMENTS = 5

Mana = dict[str, int]


def _face(game: Game, permanent: Permanent) -> CardDefinition | None:
    if permanent.face_down or permanent.card is None:
        return None  # a face-down permanent has no abilities (CR 708.2)
    return current_face(game, permanent)


def _is_land(game: Game, permanent: Permanent) -> bool:
    characteristics = compute(game, permanent)
    return characteristics is not None and CardType.LAND.value in characteristics.types


def mana_abilities(game: Game, permanent: Permanent) -> dict[int, ManaAbility]:
    """The permanent's mana abilities by index: printed ones at their index in `abilities`, then
    the intrinsic ones of its basic land types (CR 305.6)."""
    face = _face(game, permanent)
    if face is None:
        return {}
    found = {index: ability for index, ability in enumerate(face.abilities) if isinstance(ability, ManaAbility)}
    characteristics = compute(game, permanent)
    if characteristics is not None and CardType.LAND.value in characteristics.types:
        basics = [subtype for subtype in characteristics.subtypes if subtype in INTRINSIC_MANA]
        for offset, subtype in enumerate(basics):
            found[len(face.abilities) + offset] = ManaAbility(cost="{T}", add=f"{{{INTRINSIC_MANA[subtype]}}}")
    return found


def _watches(game: Game, source: Permanent, watch: Watched, tapped: Permanent) -> bool:
    if watch == "self":
        return source.id == tapped.id
    if watch == "lands":
        return _is_land(game, tapped)
    mine = source.controller == tapped.controller
    return mine and (watch == "permanents_you_control" or _is_land(game, tapped))


def _replacements(game: Game, tapped: Permanent) -> list[tuple[Permanent, ManaReplacementAbility]]:
    found = []
    for permanent in game.state.battlefield:
        face = _face(game, permanent)
        if face is None:
            continue
        for ability in face.abilities_of(ManaReplacementAbility):
            if _watches(game, permanent, ability.watch, tapped):
                found.append((permanent, ability))
    return found


def _replace(produced: Mana, ability: ManaReplacementAbility) -> Mana:
    matched = {kind: amount for kind, amount in produced.items()
               if amount and (ability.mana_type is None or kind == ability.mana_type)}
    if not matched:
        return produced
    result = {kind: amount for kind, amount in produced.items() if kind not in matched}
    if ability.instead is not None:
        for kind, amount in parse_mana_production(ability.instead).items():
            result[kind] = result.get(kind, 0) + amount * ability.multiply
    else:
        for kind, amount in matched.items():
            result[kind] = result.get(kind, 0) + amount * ability.multiply
    return {kind: amount for kind, amount in result.items() if amount}


def _looked_at(game: Game, source: Permanent, ability: ManaAbility) -> list[Permanent]:
    yours = (ability.from_ or "lands_you_control") == "lands_you_control"
    return [permanent for permanent in game.state.battlefield if _is_land(game, permanent)
            and (permanent.controller == source.controller) == yours]


def _base_types(game: Game, source: Permanent, ability: ManaAbility, known: dict[str, frozenset[str]]) -> set[str]:
    """The types the ability could make before replacement effects."""
    if ability.add == "any_color":
        return set(COLOR_ORDER)
    if "|" in ability.add:
        return set(parse_mana_choice(ability.add))
    if ability.add == "could_produce":
        types = set().union(*(known.get(p.id, frozenset()) for p in _looked_at(game, source, ability)))
        return types - {"C"} if ability.colors_only else types
    return set(parse_mana_production(ability.add))


def _types_after_replacements(game: Game, permanent: Permanent, base: set[str]) -> set[str]:
    replacements = [ability for _, ability in _replacements(game, permanent)]
    orders = (list(permutations(replacements)) if len(replacements) <= _MAX_ORDERED_REPLACEMENTS
              else [tuple(replacements), tuple(reversed(replacements))])
    types: set[str] = set()
    for kind in base:
        for order in orders:
            produced: Mana = {kind: 1}
            for replacement in order:
                produced = _replace(produced, replacement)
            types.update(produced)
    return types


def _could_produce_all(game: Game) -> dict[str, frozenset[str]]:
    """Least fixed point over the battlefield: start from nothing, add what each permanent's
    abilities would produce given what the others could produce, until nothing changes. Sets
    only grow and hold at most six types, so this ends."""
    known: dict[str, frozenset[str]] = {p.id: frozenset() for p in game.state.battlefield}
    changed = True
    while changed:
        changed = False
        for permanent in game.state.battlefield:
            types: set[str] = set(known[permanent.id])
            for ability in mana_abilities(game, permanent).values():
                types |= _types_after_replacements(game, permanent, _base_types(game, permanent, ability, known))
            if types != known[permanent.id]:
                known[permanent.id] = frozenset(types)
                changed = True
    return known


def could_produce_types(game: Game, permanent: Permanent) -> list[str]:
    return [kind for kind in MANA_TYPES if kind in _could_produce_all(game).get(permanent.id, frozenset())]


# --- could_produce query -------------------------------------------------------------------


def verify_could_produce(game: Game, action: CouldProduce) -> None:
    game.require_permanent(action.permanent)
    if action.player is not None:
        game.player(action.player)


def could_produce(game: Game, action: CouldProduce) -> list[str]:
    return could_produce_types(game, game.require_permanent(action.permanent))


registry.register_action("could_produce", verify=verify_could_produce, apply=could_produce)


# --- tap_for_mana ----------------------------------------------------------------------------


def _ability(game: Game, action: TapForMana) -> tuple[Permanent, ManaAbility]:
    permanent = game.require_permanent(action.permanent)
    if action.player is not None and action.player != permanent.controller:
        raise IllegalAction("Not your permanent", f"{action.player} doesn't control {permanent.id}; only its "
                            f"controller ({permanent.controller}) can activate its abilities", [cr("602.2")])
    abilities = mana_abilities(game, permanent)
    if action.ability not in abilities:
        numbers = ", ".join(str(index) for index in abilities)
        modelled = (f"the mana abilities the engine models for it are number {numbers}" if numbers
                    else "its definition has no mana ability the engine models")
        raise IllegalAction("No such mana ability", f"{permanent.id} has no mana ability number {action.ability} "
                            f"the engine models ({modelled})", [cr("605.1a")])
    return permanent, abilities[action.ability]


def _choices(game: Game, permanent: Permanent, ability: ManaAbility) -> list[str] | None:
    """The types the player may choose among (before replacements), or None for a fixed amount."""
    if ability.add in ("any_color", "could_produce") or "|" in ability.add:
        known = _could_produce_all(game) if ability.add == "could_produce" else {}
        types = _base_types(game, permanent, ability, known)
        return [kind for kind in MANA_TYPES if kind in types]
    return None


def _production(game: Game, permanent: Permanent, ability: ManaAbility, color: str | None) -> tuple[Mana, list[str]]:
    """What the ability makes before replacements, checking the chosen `color`; and its cites."""
    options = _choices(game, permanent, ability)
    cites = [COULD_PRODUCE_DEFINITION, cr("106.7")] if ability.add == "could_produce" else []
    if options is None:
        produced = parse_mana_production(ability.add)
        if color is not None and color not in produced:
            raise IllegalAction("Wrong mana type", f"{permanent.id}'s ability adds {ability.add}, not {{{color}}}",
                                [cr("605.1a")])
        return produced, cites
    if not options:
        if color is not None:
            raise IllegalAction("Wrong mana type", f"{permanent.id} can't produce {{{color}}} now: no type of mana "
                                "is defined for its ability, so it would produce none",
                                [*cites, UNDEFINED_MANA_TYPE_PRODUCES_NONE, cr("106.5")])
        return {}, [*cites, UNDEFINED_MANA_TYPE_PRODUCES_NONE, cr("106.5")]
    if color is None:
        if len(options) > 1:
            raise IllegalAction("Choose a mana type", f"{permanent.id} can produce one of {', '.join(options)}: say "
                                "which with `color`", cites)
        color = options[0]
    if color not in options:
        raise IllegalAction("Wrong mana type", f"{permanent.id} can't produce {{{color}}} now; it could produce "
                            f"{', '.join(options)}", [*cites, cr("106.7")] if cites else [cr("605.1a")])
    return {color: 1}, cites


def verify_tap_for_mana(game: Game, action: TapForMana) -> None:
    permanent, ability = _ability(game, action)
    step = game.state.step
    if not step.players_get_priority:
        raise IllegalAction("No priority", f"no player gets priority during the {step.value} step",
                            [cr("502.4") if step.value == "untap" else cr("514.3"), cr("605.3a")])
    player = game.player(permanent.controller)
    _production(game, permanent, ability, action.color)
    costs.verify_activation_cost(game, player, permanent, parse_activation_cost(ability.cost), 0,
                                 f"{permanent.id}'s mana ability")


def tap_for_mana(game: Game, action: TapForMana) -> None:
    permanent, ability = _ability(game, action)
    player = game.player(permanent.controller)
    produced, cites = _production(game, permanent, ability, action.color)  # chosen before costs are paid
    cost = parse_activation_cost(ability.cost)
    costs.pay_activation_cost(game, player, permanent, cost, 0, f"{permanent.id}'s mana ability")
    cites = [cr("605.3b"), *([TAP_FOR_MANA_DEFINITION] if cost.tap else []), *cites]
    replaced_by = []
    for source, replacement in _replacements(game, permanent):
        changed = _replace(produced, replacement)
        if changed != produced:
            # It modifies the mana production event while the ability resolves.
            replaced_by.append(source.id)
            cites += [TAPPED_FOR_MANA_REPLACEMENT_WHILE_RESOLVING, cr("106.12b")]
            produced = changed
    for kind, amount in produced.items():
        setattr(player.mana_pool, kind, getattr(player.mana_pool, kind) + amount)
    details: dict[str, Any] = {"replaced_by": replaced_by} if replaced_by else {}
    game.emit("mana_added", cites, player=player.id, permanent=permanent.id, ability=action.ability,
              mana=format_mana(produced), amounts=produced, tapped_for_mana=cost.tap, **details)


registry.register_action("tap_for_mana", verify=verify_tap_for_mana, apply=tap_for_mana)


def detect_tapped_for_mana(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """Only when a mana ability with {T} has resolved and produced mana (of the named type)."""
    if event["type"] != "mana_added" or not event.get("tapped_for_mana") or not event.get("amounts"):
        return []
    tapped = game.permanent(event["permanent"])
    if tapped is None:
        return []
    pending = []
    for permanent in game.state.battlefield:
        face = _face(game, permanent)
        if face is None:
            continue
        for index, ability in enumerate(face.abilities):
            if (isinstance(ability, TappedForManaTrigger) and _watches(game, permanent, ability.watch, tapped)
                    and (ability.mana_type is None or event["amounts"].get(ability.mana_type, 0) > 0)):
                pending.append(PendingTrigger(permanent.id, index, permanent.controller or "", "tapped_for_mana",
                                              [], [TAPPED_FOR_MANA_TRIGGERS_ON_RESOLUTION, cr("106.12a")]))
    return pending


registry.trigger_detectors.add(detect_tapped_for_mana)
