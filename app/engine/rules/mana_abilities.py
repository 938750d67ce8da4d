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
  resolves (d72eb21d0ba39129). Both only for an ability with {T} in its cost: one without it
  doesn't "tap a permanent for mana" (CR 106.12, 106.12b), for `could_produce` too.
- Several replacement effects: the controller applies one that applies, then another among those
  that now apply, until none is left, each once (CR 616.1e-f, 614.5). The result never depends
  on the order the battlefield lists them in: `could_produce` takes every order (CR 106.7);
  `tap_for_mana` takes the order a player would choose, decided so that a request has one
  answer: the most mana in total, on a tie the most of the first type in W U B R G C order that
  differs (e.g. "produces {B} instead" before "twice as much": {B}{B}, not {B}).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from app.engine import registry
from app.engine.actions import CouldProduce, TapForMana
from app.engine.cards import (
    ActivatedAbility,
    CardDefinition,
    ManaAbility,
    ManaReplacementAbility,
    TappedForManaTrigger,
    Watched,
)
from app.engine.characteristics import compute, current_face, lost_all_abilities
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
from app.engine.game import Game, PendingTrigger, refuse_without_priority
from app.engine.mana import (
    combination_mana,  # s25-ncc
    format_mana,
    parse_activation_cost,
    parse_mana_choice,
    parse_mana_combinations,  # s25-ncc
    parse_mana_production,
)
from app.engine.rules import (  # snow_mana: s25-khc
    activation_costs,
    costs,
    mana_amounts,
    restricted_mana,
    s31mh_storage_mana,  # s31-mh
    snow_mana,
)
from app.engine.rules.damage import deal_damage  # s23-ori
from app.engine.rules.granted_activated import any_granted, granted_abilities
from app.engine.rules.life_this_turn import gain_life  # s26-cmda
from app.engine.rules.s20neoa_arrest import activation_refusal  # s20-neoa
from app.engine.rules.s20neoa_arrest import refuse as refuse_arrested  # s20-neoa
from app.engine.rules.s24khans_formidable import verify as verify_formidable  # s30-old
from app.engine.rules.s26cmda_commander import commanders_identity, identity_cites  # s26-cmda
from app.engine.state import Permanent

# CR 305.6: a basic land type gives its land "{T}: Add <its mana>".
INTRINSIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

Mana = dict[str, int]


def ability_face(game: Game, permanent: Permanent) -> CardDefinition | None:
    if permanent.face_down or permanent.card is None:
        return None  # a face-down permanent has no abilities (CR 708.2)
    return current_face(game, permanent)


def _is_land(game: Game, permanent: Permanent) -> bool:
    characteristics = compute(game, permanent)
    return characteristics is not None and CardType.LAND.value in characteristics.types


def mana_abilities(game: Game, permanent: Permanent) -> dict[int, ManaAbility]:
    """The permanent's mana abilities by index: printed ones at their index in `abilities`, then
    the intrinsic ones of its basic land types (CR 305.6)."""
    face = ability_face(game, permanent)
    if face is None:
        return {}
    if lost_all_abilities(game, permanent):
        return {}  # s17-linked: its intrinsic and granted ones lost too (CR 613.1f, 305.6)
    if activation_refusal(game, permanent, "mana") is not None:
        return {}  # s20-neoa: "its activated abilities can't be activated" (CR 602.5, 605.3)
    found = {index: ability for index, ability in enumerate(face.abilities) if isinstance(ability, ManaAbility)}
    characteristics = compute(game, permanent)
    if characteristics is not None and CardType.LAND.value in characteristics.types:
        basics = [subtype for subtype in characteristics.subtypes if subtype in INTRINSIC_MANA]
        for offset, subtype in enumerate(basics):
            found[len(face.abilities) + offset] = ManaAbility(cost="{T}", add=f"{{{INTRINSIC_MANA[subtype]}}}")
    if any_granted(game):  # s16-lands, s19-granted: granted to it (rules/granted_activated.py)
        found.update((index, ability) for index, ability in _numbered(game, permanent, face, found).items()
                     if isinstance(ability, ManaAbility))
    return found


def _numbered(game: Game, permanent: Permanent, face: CardDefinition,
              found: dict[int, ManaAbility]) -> dict[int, ManaAbility | ActivatedAbility]:
    """The granted abilities by number: after the printed and intrinsic ones (`found` holds the intrinsic)."""
    start = max(max(found, default=len(face.abilities) - 1) + 1, len(face.abilities))
    return {start + offset: ability for offset, ability in enumerate(granted_abilities(game, permanent))}


def granted_numbered(game: Game, permanent: Permanent) -> dict[int, ManaAbility | ActivatedAbility]:
    """s19-granted: the abilities granted to the permanent now, mana and other activated ones, by their number
    (rules/granted_activated.py); none face down (CR 708.2) or when it lost all abilities (CR 613.1f)."""
    if not any_granted(game):
        return {}
    face = ability_face(game, permanent)
    if face is None or lost_all_abilities(game, permanent):
        return {}
    characteristics = compute(game, permanent)
    is_land = characteristics is not None and CardType.LAND.value in characteristics.types
    intrinsic = sum(1 for subtype in characteristics.subtypes if subtype in INTRINSIC_MANA) if characteristics and is_land else 0
    start = len(face.abilities) + intrinsic  # after the printed and intrinsic ones (CR 305.6)
    return {start + offset: ability for offset, ability in enumerate(granted_abilities(game, permanent))}


def _watches(game: Game, source: Permanent, watch: Watched, tapped: Permanent) -> bool:
    if watch == "self":
        return source.id == tapped.id
    if watch == "lands":
        return _is_land(game, tapped)
    if watch == "nonbasic_lands":  # s23-c14: a land without the supertype basic (CR 205.4c)
        characteristics = compute(game, tapped)
        return characteristics is not None and CardType.LAND.value in characteristics.types \
            and "Basic" not in characteristics.supertypes
    mine = source.controller == tapped.controller
    return mine and (watch == "permanents_you_control" or _is_land(game, tapped))


def _replacements(game: Game, tapped: Permanent) -> list[tuple[Permanent, ManaReplacementAbility]]:
    found = []
    for permanent in game.state.battlefield:
        face = ability_face(game, permanent)
        if face is None:
            continue
        for ability in face.abilities_of(ManaReplacementAbility):
            if _watches(game, permanent, ability.watch, tapped):
                found.append((permanent, ability))
    return found


# A replacement effect as the order-independent value it is: (mana_type, instead, multiply), "" for
# "any type" and for "no mana instead" (so keys sort).
ReplacementKey = tuple[str, str, int]
# A production as amounts in W U B R G C order (hashable, comparable).
Production = tuple[int, ...]
# Bound on the positions explored while ordering replacement effects (CR 616.1): far above any
# real board (n effects that all apply have at most 2^n); past it the request is refused.
MAX_REPLACEMENT_ORDERINGS = 4096
# Bound on the mana one production can become once its replacement effects apply (an engine bound,
# no rule: chained "twice as much" effects multiply, so a handful of them in a request would make
# numbers of any size). It equals the default MAX_AMOUNT, the bound on a mana pool in a request;
# checked before any replacement applies, from the product of the multipliers.
MAX_PRODUCED_MANA = 1_000


def _key(ability: ManaReplacementAbility) -> ReplacementKey:
    return (ability.mana_type or "", ability.instead or "", ability.multiply)


def _as_production(mana: Mana) -> Production:
    return tuple(mana.get(kind, 0) for kind in MANA_TYPES)


def _as_mana(production: Production) -> Mana:
    return {kind: amount for kind, amount in zip(MANA_TYPES, production, strict=True) if amount}


def _applies(produced: Mana, key: ReplacementKey) -> bool:
    mana_type = key[0]
    return any(amount and (not mana_type or kind == mana_type) for kind, amount in produced.items())


def _replace(produced: Mana, key: ReplacementKey) -> Mana:
    mana_type, instead, multiply = key
    matched = {kind: amount for kind, amount in produced.items() if amount and (not mana_type or kind == mana_type)}
    if not matched:
        return produced
    result = {kind: amount for kind, amount in produced.items() if kind not in matched}
    if instead:
        for kind, amount in parse_mana_production(instead).items():
            result[kind] = result.get(kind, 0) + amount * multiply
    else:
        for kind, amount in matched.items():
            result[kind] = result.get(kind, 0) + amount * multiply
    return {kind: amount for kind, amount in result.items() if amount}


@lru_cache(maxsize=1024)
def final_productions(start: Production, keys: tuple[ReplacementKey, ...]) -> dict[Production, tuple[int, ...]]:
    """Every production the replacement effects `keys` (sorted, with repeats) can turn `start`
    into, each with the order of `keys` indices that first reaches it (in sorted order, so the
    answer never depends on how the battlefield lists them). CR 616.1e-f: the player applies any
    one applicable effect, then repeats with only the effects that now apply, until none is left;
    each applies once (CR 614.5). Pure, hence cached: callers only read the answer."""
    _check_growth(start, keys)
    finals: dict[Production, tuple[int, ...]] = {}
    seen: set[tuple[Production, frozenset[int]]] = set()
    pending: list[tuple[Production, frozenset[int], tuple[int, ...]]] = [(start, frozenset(range(len(keys))), ())]
    while pending:
        production, remaining, path = pending.pop()
        if (production, remaining) in seen:
            continue
        seen.add((production, remaining))
        if len(seen) > MAX_REPLACEMENT_ORDERINGS:
            raise IllegalAction("Too many replacement effects", f"{len(keys)} replacement effects apply to this mana "
                                f"production, in more orders than the engine follows ({MAX_REPLACEMENT_ORDERINGS} "
                                "positions)", [cr("616.1")])
        mana = _as_mana(production)
        tried: set[ReplacementKey] = set()
        choices = []
        for index in sorted(remaining):
            if keys[index] in tried or not _applies(mana, keys[index]):
                continue  # two equal effects are one choice
            tried.add(keys[index])
            choices.append(index)
        if not choices:
            finals.setdefault(production, path)
            continue
        for index in reversed(choices):  # popped in sorted order
            pending.append((_as_production(_replace(mana, keys[index])), remaining - {index}, (*path, index)))
    return finals


def _check_growth(start: Production, keys: tuple[ReplacementKey, ...]) -> None:
    """Refuses, before applying any of them, replacement effects that could turn `start` into more
    than MAX_PRODUCED_MANA: the most any order can give is the larger of `start` and the largest
    `instead`, times every multiplier (each effect applies once, CR 614.5)."""
    most = max([sum(start), *(sum(parse_mana_production(key[1]).values()) for key in keys if key[1])])
    for _, _, multiply in keys:
        most *= max(multiply, 1)
        if most > MAX_PRODUCED_MANA:
            multipliers = [str(key[2]) for key in keys if key[2] > 1]
            shown = ", ".join(multipliers[:10]) + (f" and {len(multipliers) - 10} more" if len(multipliers) > 10 else "")
            raise IllegalAction(
                "Too much mana",
                f"{len(keys)} replacement effects apply to this mana production; their multipliers "
                f"({shown}) could make more than {MAX_PRODUCED_MANA} mana, "
                "the most the engine produces at once",
                [cr("616.1")],
            )


def _best(finals: dict[Production, tuple[int, ...]]) -> Production:
    """The production the controller chooses (CR 616.1, their choice; decided here so that a
    request has one answer): the most mana in total; on a tie, the most of the first type in W U
    B R G C order that differs."""
    return max(finals, key=lambda production: (sum(production), production))


def after_replacements(game: Game, tapped: Permanent, produced: Mana) -> tuple[Mana, list[str]]:
    """The mana a {T} mana ability of `tapped` makes once every "tapped for mana" replacement
    effect has applied (CR 106.12b), in the order the controller would choose (`_best`); and the
    ids of the replacements' sources, in that order."""
    found = sorted(((_key(ability), source.id) for source, ability in _replacements(game, tapped)))
    if not found or not produced:
        return produced, []
    keys = tuple(key for key, _ in found)
    finals = final_productions(_as_production(produced), keys)
    best = _best(finals)
    return _as_mana(best), [found[index][1] for index in finals[best]]


def _taps(ability: ManaAbility) -> bool:
    return parse_activation_cost(ability.cost).tap


def _looked_at(game: Game, source: Permanent, ability: ManaAbility) -> list[Permanent]:
    yours = (ability.from_ or "lands_you_control") == "lands_you_control"
    return [permanent for permanent in game.state.battlefield if _is_land(game, permanent)
            and (permanent.controller == source.controller) == yours]


def _base_types(game: Game, source: Permanent, ability: ManaAbility, known: dict[str, frozenset[str]]) -> set[str]:
    """The types the ability could make before replacement effects."""
    if s31mh_storage_mana.is_combination(ability):  # s31-mh: the storage lands (CR 106.1, 106.7)
        return s31mh_storage_mana.types(ability)
    if ability.or_chosen_color:  # s30-mh: "Add {G} or one mana of the chosen color." (CR 106.1, 607.2a)
        return set(parse_mana_production(ability.add)) | ({source.chosen_color} if source.chosen_color else set())
    if ability.add == "any_color":
        return set(COLOR_ORDER)
    if ability.add == "chosen_color":  # "one mana of the chosen color" (CR 607.2a; rules/chosen.py)
        return {source.chosen_color} if source.chosen_color is not None else set()
    if ability.add == "commander_identity":  # s26-cmda: "... in your commander's color identity" (CR 903.4, 903.4f)
        return set(commanders_identity(game, source.controller) or ())
    if "|" in ability.add:
        if (combinations := parse_mana_combinations(ability.add)) is not None:  # s25-ncc: every type of them
            return set("".join(combinations))
        return set(parse_mana_choice(ability.add))
    if ability.add == "could_produce":
        types = set().union(*(known.get(p.id, frozenset()) for p in _looked_at(game, source, ability)))
        return types - {"C"} if ability.colors_only else types
    return set(parse_mana_production(ability.add))


def _types_after_replacements(game: Game, permanent: Permanent, base: set[str]) -> set[str]:
    """CR 106.7: every type the ability could make with the applicable replacement effects
    applied in any possible order (all of `final_productions`), for each type it could make."""
    keys = tuple(sorted(_key(ability) for _, ability in _replacements(game, permanent)))
    if not keys:
        return set(base)
    types: set[str] = set()
    for kind in base:
        for production in final_productions(_as_production({kind: 1}), keys):
            types.update(_as_mana(production))
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
                base = _base_types(game, permanent, ability, known)
                # CR 106.12b: only an ability with {T} in its cost taps the permanent for mana.
                types |= _types_after_replacements(game, permanent, base) if _taps(ability) else base
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
    refuse_arrested(game, permanent, "mana", f"{permanent.id}'s mana ability")  # s20-neoa (CR 602.5, 605.3)
    abilities = mana_abilities(game, permanent)
    if action.ability not in abilities:
        numbers = ", ".join(str(index) for index in abilities)
        modelled = (f"the mana abilities the engine models for it are number {numbers}" if numbers
                    else "its definition has no mana ability the engine models")
        raise IllegalAction("No such mana ability", f"{permanent.id} has no mana ability number {action.ability} "
                            f"the engine models ({modelled})", [cr("605.1a")])
    return permanent, abilities[action.ability]


def type_options(game: Game, permanent: Permanent, ability: ManaAbility) -> list[str] | None:
    """The types the player may choose among (before replacements), or None for a fixed amount."""
    if "|" in ability.add and (combinations := parse_mana_combinations(ability.add)) is not None:
        return combinations  # s25-ncc: "Add {W}{W}, {W}{B}, or {B}{B}." (CR 106.1): one combination is chosen
    if ability.add in ("any_color", "could_produce", "chosen_color", "commander_identity") or "|" in ability.add or (
            ability.or_chosen_color):  # s30-mh: the symbol or the chosen color
        known = _could_produce_all(game) if ability.add == "could_produce" else {}
        types = _base_types(game, permanent, ability, known)
        return [kind for kind in MANA_TYPES if kind in types]
    return None


def produced_by(game: Game, permanent: Permanent, ability: ManaAbility, color: str | None) -> tuple[Mana, list[str]]:
    """What the ability makes before replacements, checking the chosen `color`; and its cites."""
    if s31mh_storage_mana.is_combination(ability):  # s31-mh: the mana comes with the counters removed (below)
        return {}, []
    options = type_options(game, permanent, ability)
    cites = [COULD_PRODUCE_DEFINITION, cr("106.7")] if ability.add == "could_produce" else []
    if ability.add == "chosen_color" or ability.or_chosen_color:  # s30-mh: or "{G} or one mana of the chosen color"
        cites = [cr("607.2a")]  # the color chosen as it entered (rules/chosen.py)
    if ability.add == "commander_identity":
        cites = identity_cites(game, permanent.controller)  # s26-cmda: the commander's color identity (rules/s26cmda_commander.py)
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
    if len(color) > 1:  # s25-ncc: a combination of mana ("WB": {W}{B}), chosen as it resolves (CR 106.1, 605.3b)
        return combination_mana(color), [*cites, cr("106.1")]
    return {color: 1}, cites


def verify_tap_for_mana(game: Game, action: TapForMana) -> None:
    permanent, ability = _ability(game, action)
    refuse_without_priority(game, cr("605.3a"))
    player = game.player(permanent.controller)
    produced_by(game, permanent, ability, action.color)
    costs.verify_activation_cost(game, player, permanent, parse_activation_cost(ability.cost), 0,
                                 f"{permanent.id}'s mana ability")
    if ability.other_costs or action.counters_removed:
        activation_costs.verify_other_costs(game, player, permanent, ability.other_costs, action.counters_removed,
                                            f"{permanent.id}'s mana ability")
    if s31mh_storage_mana.is_combination(ability):  # s31-mh: the combination for the counters removed (CR 106.1)
        s31mh_storage_mana.produced(ability, action.color, action.counters_removed or 0,
                                    f"{permanent.id}'s mana ability")
    # s13-batch: "Activate only once each turn."; s26-cmdc: "Activate only if you control ..." (CR 602.5b)
    if ability.max_per_turn is not None or ability.activate_only_if_you_control is not None:
        activation_costs.verify_restrictions(game, permanent, ability, action.ability, f"{permanent.id}'s mana ability")
    if ability.activate_only_if_total_power_at_least is not None:  # s30-old: formidable (CR 602.5b, 605.3a)
        verify_formidable(game, permanent, ability, f"{permanent.id}'s mana ability")


def tap_for_mana(game: Game, action: TapForMana) -> None:
    permanent, ability = _ability(game, action)
    player = game.player(permanent.controller)
    produced, cites = produced_by(game, permanent, ability, action.color)  # chosen before costs are paid
    if ability.amount is not None:  # s14-mana: "Add X mana of any one color, where X is ..." (CR 106.1)
        produced, cites = mana_amounts.times(game, permanent, ability, produced), [*cites, *mana_amounts.cites_of(ability)]
    cost = parse_activation_cost(ability.cost)
    costs.pay_activation_cost(game, player, permanent, cost, 0, f"{permanent.id}'s mana ability")
    if ability.max_per_turn is not None:  # s13-batch: counted as it is activated (CR 602.5b)
        activation_costs.record_activation(permanent, action.ability)
    if ability.other_costs:
        removed = activation_costs.pay_other_costs(game, player, permanent, ability.other_costs,
                                                   action.counters_removed, f"{permanent.id}'s mana ability")
        if s31mh_storage_mana.is_combination(ability):  # s31-mh: one mana of either type a counter (CR 106.1)
            produced = s31mh_storage_mana.produced(ability, action.color, removed, f"{permanent.id}'s mana ability")
        elif ability.add_per_counter_removed is not None and removed:
            # "then add an additional {B} for each charge counter removed this way" (CR 605.3b)
            produced = dict(produced)
            for kind, amount in parse_mana_production(ability.add_per_counter_removed).items():
                produced[kind] = produced.get(kind, 0) + amount * removed
    cites = [cr("605.3b"), *([TAP_FOR_MANA_DEFINITION] if cost.tap else []), *cites]
    details: dict[str, Any] = {}
    if cost.tap:
        # They modify the mana production event while the ability resolves (CR 106.12b), in the
        # order the controller would choose (CR 616.1, see `_best`).
        produced, replaced_by = after_replacements(game, permanent, produced)
        if replaced_by:
            cites += [TAPPED_FOR_MANA_REPLACEMENT_WHILE_RESOLVING, cr("106.12b"), cr("616.1")]
            details["replaced_by"] = replaced_by
    elif _replacements(game, permanent):
        # Without {T} in its cost, activating it is not tapping the permanent for mana (CR 106.12).
        cites += [TAP_FOR_MANA_DEFINITION, cr("106.12")]
        details["not_tapped_for_mana"] = "its cost has no {T}: \"tapped for mana\" replacement effects don't apply"
    if ability.spend_only is not None:  # "Spend this mana only to ..." (CR 106.6)
        only = restricted_mana.restriction_of(ability, permanent)  # s19-neob: "subtype_spells:Pilot|Vehicle"
        restricted_mana.add_restricted(player, produced, only)
        cites += restricted_mana.RESTRICTED_MANA_CITES
        details["restricted_to"] = only
    else:
        for kind, amount in produced.items():
            setattr(player.mana_pool, kind, getattr(player.mana_pool, kind) + amount)
        if produced and snow_mana.is_snow_source(game, permanent):  # s25-khc: it pays {S} (CR 107.4h)
            snow_mana.add(player, produced)
            cites.append(cr("107.4h"))
            details["snow"] = True
    game.emit("mana_added", cites, player=player.id, permanent=permanent.id, ability=action.ability,
              mana=format_mana(produced), amounts=produced, tapped_for_mana=cost.tap, **details)
    if ability.damage_to_you is not None:  # s23-ori: "~ deals 1 damage to you." as it resolves (CR 605.3b, 120.3a)
        deal_damage(game, permanent.id, player.id, ability.damage_to_you, [cr("605.3b")])
    if ability.life_to_you is not None:  # s26-cmda: "You gain 1 life." as it resolves (CR 605.3b, 119.3)
        gained = gain_life(game, player, ability.life_to_you)
        game.emit("life_gained", [cr("605.3b"), cr("119.3")], player=player.id, amount=gained,
                  life=player.life)


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
        face = ability_face(game, permanent)
        if face is None:
            continue
        for index, ability in enumerate(face.abilities):
            if (isinstance(ability, TappedForManaTrigger) and _watches(game, permanent, ability.watch, tapped)
                    and (ability.mana_type is None or event["amounts"].get(ability.mana_type, 0) > 0)):
                # What the event names, for "that player" (rules/event_triggers.py).
                named = {"that_player": event["player"], "that_permanent": tapped.id}
                pending.append(PendingTrigger(permanent.id, index, permanent.controller or "", "tapped_for_mana",
                                              [], [TAPPED_FOR_MANA_TRIGGERS_ON_RESOLUTION, cr("106.12a")],
                                              data={"event": named}))
    return pending


registry.trigger_detectors.add(detect_tapped_for_mana, events=("mana_added",))

