"""Paying a spell's or ability's mana cost with mana abilities: `payment` on `cast` and
`activate` (CR 601.2g-h, 602.2b, 605.3a). Without `payment`, the cost is paid from the mana pool
alone (rules/costs.py).

- `"auto"`: pool mana is spent first; then, among the ways to activate the payer's untapped
  mana sources ({T} mana abilities with no other cost, each source once) that pay the rest, the
  engine takes the one that leaves the most colours (W, U, B, R, G) still producible by the
  sources left untapped, then the one spending the fewest colours no other untapped source
  produces (a Mountain and two Forests pay {1}{G} with the Forests), then the one that taps the
  fewest sources, then the earliest in battlefield order: like a player keeping their only red
  source for a later {R} (design.md §9). The search is
  over whole payments (not greedy), so a payable coloured requirement is never stranded when
  some payment exists; identical sources are counted, not permuted, to keep it small (it is
  bounded, `MAX_PAYMENT_CANDIDATES`, past which the request is refused and an explicit payment
  asked for). Mana comes before life: Phyrexian symbols take 2 life each only when no payment
  with mana alone exists (CR 107.4f).
- `{"pool": {"R": 1}, "tap": [["<permanent id>", <ability index>(, "<color>")], ...]}`: exactly
  these mana abilities are activated (each checked as `tap_for_mana` would check it; the
  colour is needed for a source that makes one mana of a chosen type), then the cost is paid
  from the mana they made plus the named pool mana, nothing else. Mana made beyond the cost
  stays in the pool.
Both refuse, saying why and paying nothing, when the cost can't be paid that way. The permanent
whose own {T} or {Q} is part of the cost being paid is never used as a mana source for it.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import Any

from app.engine import registry
from app.engine.actions import ExplicitPayment, TapForMana
from app.engine.cards import ManaReplacementAbility
from app.engine.citations import cr
from app.engine.enums import COLOR_ORDER, MANA_TYPES
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.mana import combination_mana, format_mana, parse_activation_cost, parse_mana_production
from app.engine.rules import costs, mana_abilities, mana_amounts, snow_mana  # snow_mana: s25-khc
from app.engine.rules.riders import total_power  # s30-old
from app.engine.rules.summoning_sickness import has_summoning_sickness
from app.engine.rules.you_control import you_control  # s26-cmdb
from app.engine.state import Permanent, Player

# Bound on the payments the automatic search looks at; far above real boards, since identical
# sources count as one choice.
MAX_PAYMENT_CANDIDATES = 20000

Mana = dict[str, int]


@dataclass(frozen=True)
class SourceTap:
    """One mana ability to activate: which, the type chosen for it, and the mana it makes."""

    permanent: str
    ability: int
    color: str | None
    makes: tuple[tuple[str, int], ...]

    def as_choice(self) -> list[Any]:
        return [self.permanent, self.ability, *([self.color] if self.color else [])]


@dataclass(frozen=True)
class Plan:
    taps: tuple[SourceTap, ...]
    pool: Mana | None  # the pool mana to pay from (explicit payments); None: the whole pool
    snow: Mana | None = None  # s25-khc: of an explicit payment's mana, what a snow source made (CR 107.4h)


class NamedMana(dict[str, int]):
    """s25-khc: an explicit payment's mana, with `snow`: the part of it a snow source made (pays {S}, CR 107.4h)."""

    snow: Mana | None = None


def _options(game: Game, permanent: Permanent, index: int, ability: Any, replaced: bool) -> list[SourceTap]:
    """What activating this mana ability could make now, one entry per type choice (`replaced`:
    whether any "tapped for mana" replacement effect exists on the battlefield)."""
    choices = mana_abilities.type_options(game, permanent, ability)
    colors: list[str | None] = [None] if choices is None else list(choices)
    found = []
    for color in colors:
        produced = parse_mana_production(ability.add) if color is None else combination_mana(color)  # s25-ncc
        if replaced and parse_activation_cost(ability.cost).tap:
            produced, _ = mana_abilities.after_replacements(game, permanent, produced)
        if produced:
            found.append(SourceTap(permanent.id, index, color, tuple(sorted(produced.items()))))
    return found


# `game.rule_memory` key: while set (a dict), the state doesn't change (the legal_actions query
# verifies many actions against one state) and the sources found are kept in it.
SOURCES_MEMO = "payment.sources"


def untapped_sources(game: Game, player: Player, exclude: str | None) -> list[tuple[Permanent, list[SourceTap]]]:
    """The payer's permanents with a mana ability whose only cost is {T} and that can pay it now
    (untapped, no summoning sickness for a creature, CR 302.6), with what each could make."""
    memo = game.rule_memory.get(SOURCES_MEMO)
    if isinstance(memo, dict):
        key = (player.id, exclude)
        if key not in memo:
            memo[key] = _find_sources(game, player, exclude)
        found: list[tuple[Permanent, list[SourceTap]]] = memo[key]
        return found
    return _find_sources(game, player, exclude)


def _find_sources(game: Game, player: Player, exclude: str | None) -> list[tuple[Permanent, list[SourceTap]]]:
    sources = []
    replaced = any(face is not None and face.abilities_of(ManaReplacementAbility)
                   for face in (mana_abilities.ability_face(game, permanent) for permanent in game.state.battlefield))
    for permanent in game.state.battlefield:
        if permanent.controller != player.id or permanent.tapped or permanent.id == exclude:
            continue
        abilities = mana_abilities.mana_abilities(game, permanent)
        if not abilities:
            continue
        options: list[SourceTap] = []
        for index, ability in abilities.items():
            cost = parse_activation_cost(ability.cost)
            # Never pays other costs (life, counters, sacrifice) on the player's behalf.
            # Nor activates a mana ability whose mana is restricted (rules/restricted_mana.py, CR 106.6).
            if (cost.tap and not cost.untap and not cost.mana.symbols and not ability.other_costs
                    and ability.spend_only is None and ability.amount is None  # amount: s14-mana
                    # s26-cmdc / s26-cmdb: "Activate only if you control ..." (CR 602.5b): only while it holds
                    and (ability.activate_only_if_you_control is None
                         or you_control(game, permanent.controller, ability.activate_only_if_you_control,
                                        ability.activate_only_if_you_control_at_least or 1))
                    # s30-old: formidable, "Activate only if creatures you control have total power 8 or greater."
                    and (ability.activate_only_if_total_power_at_least is None
                         or total_power(game, permanent.controller or "") >= ability.activate_only_if_total_power_at_least)):
                options += _options(game, permanent, index, ability, replaced)
        if options and not has_summoning_sickness(game, permanent):
            sources.append((permanent, options))
    return sources


def _add(pool: Mana, taps: list[SourceTap]) -> Mana:
    total = dict(pool)
    for tap in taps:
        for kind, amount in tap.makes:
            total[kind] = total.get(kind, 0) + amount
    return total


def _pays(pool: Mana, cost: costs.TotalCost, life: int, snow: Mana | None = None) -> bool:
    return not costs.plan_payment({kind: pool.get(kind, 0) for kind in MANA_TYPES}, cost, life, snow).missing


def _colors(options: list[SourceTap]) -> set[str]:
    return {kind for option in options for kind, _ in option.makes if kind in COLOR_ORDER}


def _most_sources(cost: costs.TotalCost) -> int:
    return (cost.generic + sum(cost.colored.values()) + cost.colorless + 2 * len(cost.hybrid)
            + len(cost.phyrexian) + cost.snow)


def auto_plan(game: Game, player: Player, cost: costs.TotalCost, what: str, exclude: str | None,
              first: bool = False, extra: Mana | None = None) -> Plan:
    """Mana before life: Phyrexian symbols are paid with 2 life each (CR 107.4f) only when no
    payment with mana alone exists. `first`: any payment that works (to verify that one exists),
    not the best one."""
    try:
        return _search(game, player, cost, what, exclude, 0, first, extra)
    except IllegalAction:
        if not cost.phyrexian:
            raise
        return _search(game, player, cost, what, exclude, player.life, first, extra)


def _relevant(options: list[SourceTap], cost: costs.TotalCost) -> list[SourceTap]:
    """A source's choices worth trying: those making a type the cost names (its colours, hybrid
    halves, Phyrexian colours, {C}), plus the first of those making the most mana, for generic
    mana; the others could only pay generic mana, which that one pays as well."""
    wanted = {*cost.colored, *(half for symbol in (*cost.hybrid, *cost.phyrexian) for half in symbol.split("/")),
              *(["C"] if cost.colorless else [])}
    most = max(options, key=lambda option: sum(amount for _, amount in option.makes))  # the first of the largest
    kept = [option for option in options if option is most or any(kind in wanted for kind, _ in option.makes)]
    return kept


class _Found(Exception):
    """Ends a search that wants any payment, once one is found."""


def _search(game: Game, player: Player, cost: costs.TotalCost, what: str, exclude: str | None, life: int,
            first: bool, extra: Mana | None = None) -> Plan:
    # `extra`: restricted mana this payment may spend (rules/restricted_mana.py), counted as pool mana.
    pool = {kind: amount + (extra or {}).get(kind, 0) for kind, amount in player.mana_pool.amounts().items()}
    # s25-khc: {S} is paid only with mana a snow source made (CR 107.4h): the pool's snow mana and the snow sources'
    snow_pool = (snow_mana.amounts(player) or {}) if cost.snow else None
    if _pays(pool, cost, life, snow_pool):
        return Plan((), None)  # pool mana first: nothing to tap
    sources = untapped_sources(game, player, exclude)
    snow_ids = ({permanent.id for permanent, _ in sources if snow_mana.is_snow_source(game, permanent)}
                if cost.snow else set())
    # Identical sources (the same choices, making the same mana) form one group, in battlefield order.
    groups: dict[tuple[tuple[object, ...], ...], list[tuple[int, Permanent, list[SourceTap]]]] = {}
    for position, (permanent, options) in enumerate(sources):
        key = tuple((o.ability, o.color, o.makes, permanent.id in snow_ids) for o in options)
        groups.setdefault(key, []).append((position, permanent, _relevant(options, cost)))
    ordered = list(groups.values())
    all_colors = [_colors(options) for _, options in sources]
    # Each source's colours that no other untapped source produces (design.md §9): spending it loses
    # them, so among payments leaving as many colours, the one spending fewer of these is kept.
    scarce = [len(colors - set().union(*(other for q, other in enumerate(all_colors) if q != position)))
              for position, colors in enumerate(all_colors)]
    # The least mana still to make (each symbol is at least one mana; Phyrexian ones none with life),
    # and the most the groups from each index on can make: a branch that can't reach it is dropped.
    at_least = max(0, _most_sources(cost) - len(cost.hybrid) - (len(cost.phyrexian) if life else 0)
                   - sum(pool.values()))
    # And the most worth making: one mana per symbol ({2/W} two); more only floats.
    at_most = _most_sources(cost)
    most_from = [0] * (len(ordered) + 1)
    for index in range(len(ordered) - 1, -1, -1):
        members = ordered[index]
        biggest = max(sum(amount for _, amount in option.makes) for option in members[0][2])
        most_from[index] = most_from[index + 1] + biggest * len(members)
    best: tuple[tuple[int, int, int, tuple[int, ...]], list[SourceTap]] | None = None
    examined = 0

    def consider(chosen: list[tuple[int, SourceTap]]) -> bool:
        nonlocal best
        taps = [tap for _, tap in chosen]
        snow = None if snow_pool is None else _add(snow_pool, [tap for tap in taps if tap.permanent in snow_ids])
        if not _pays(_add(pool, taps), cost, life, snow):
            return False
        used = {position for position, _ in chosen}
        left_colors = set().union(*(colors for position, colors in enumerate(all_colors) if position not in used))
        score = (-len(left_colors), sum(scarce[position] for position in used), len(taps), tuple(sorted(used)))
        if best is None or score < best[0]:
            best = (score, taps)
        if first:
            raise _Found
        return True

    def walk(group: int, chosen: list[tuple[int, SourceTap]], made: int) -> None:
        nonlocal examined
        examined += 1
        if examined > MAX_PAYMENT_CANDIDATES:
            raise IllegalAction("Too many ways to pay", f"{what}: there are too many ways to pay its cost with "
                                f"{player.id}'s mana sources for the engine to compare; give an explicit payment",
                                [cr("601.2g"), cr("601.2h")])
        if group == len(ordered) or made + most_from[group] < at_least:
            return
        members = ordered[group]
        options = members[0][2]
        least_each = min(sum(amount for _, amount in option.makes) for option in options)
        for count in range(len(members) + 1):
            if count and made + count * least_each > at_most:
                break
            for picks in combinations_with_replacement(range(len(options)), count):
                added = [(members[n][0], SourceTap(members[n][1].id, options[pick].ability, options[pick].color,
                                                   options[pick].makes)) for n, pick in enumerate(picks)]
                now_made = made + sum(amount for _, tap in added for _, amount in tap.makes)
                if now_made + most_from[group + 1] < at_least:
                    continue  # even every later source can't make enough
                extended = chosen + added
                # A payment that already pays is not extended: more sources only leave fewer colours.
                if not (added and now_made >= at_least and consider(extended)):
                    walk(group + 1, extended, now_made)

    with suppress(_Found):  # `first`: the first payment found is enough
        walk(0, [], 0)
    if best is None:
        have = format_mana(pool) or "nothing"
        raise IllegalAction("Cost can't be paid", f"{what} costs {costs.describe(cost)}; {player.id}'s mana pool "
                            f"has {have} and no combination of their {len(sources)} untapped mana source(s) pays the "
                            "rest; nothing was paid", [cr("601.2g"), cr("601.2h"), *cost.cites])
    return Plan(tuple(best[1]), None)


def explicit_plan(game: Game, player: Player, cost: costs.TotalCost, what: str, payment: ExplicitPayment,
                  exclude: str | None, extra: Mana | None = None) -> Plan:
    pool = {kind: amount + (extra or {}).get(kind, 0) for kind, amount in player.mana_pool.amounts().items()}
    for kind, amount in payment.pool.items():
        if amount > pool[kind]:
            raise IllegalAction("Not in the mana pool", f"{what}: the payment spends {amount} {{{kind}}} from the pool, "
                                f"but {player.id}'s mana pool has {pool[kind]}; nothing was paid", [cr("601.2h")])
    taps: list[SourceTap] = []
    seen: set[str] = set()
    for entry in payment.tap:
        permanent_id, index = entry[0], entry[1]
        color = entry[2] if len(entry) > 2 else None
        if permanent_id == exclude:
            raise IllegalAction("Source already used", f"{what}: {permanent_id}'s own {{T}} or {{Q}} is part of this "
                                "cost, so it can't also be activated for mana to pay it", [cr("601.2h"), cr("602.2b")])
        if permanent_id in seen:
            raise IllegalAction("Source used twice", f"{what}: the payment activates {permanent_id} twice; a permanent "
                                "is tapped once", [cr("107.5"), cr("601.2g")])
        seen.add(permanent_id)
        action = TapForMana(permanent=permanent_id, ability=index, color=color, player=player.id)
        mana_abilities.verify_tap_for_mana(game, action)
        permanent = game.require_permanent(permanent_id)
        ability = mana_abilities.mana_abilities(game, permanent)[index]
        if ability.spend_only is not None:
            raise IllegalAction("Not supported yet", f"{what}: {permanent_id}'s mana ability makes restricted mana "
                                "(CR 106.6); activate it with tap_for_mana first and the payment spends that mana "
                                "from the pool", [cr("106.6"), cr("601.2g")])
        produced, _ = mana_abilities.produced_by(game, permanent, ability, color)
        if ability.amount is not None:  # s14-mana: an amount of mana counted now (rules/mana_amounts.py)
            produced = mana_amounts.times(game, permanent, ability, produced)
        if parse_activation_cost(ability.cost).tap:
            produced, _ = mana_abilities.after_replacements(game, permanent, produced)
        taps.append(SourceTap(permanent_id, index, color, tuple(sorted(produced.items()))))
    spend: Mana = {str(kind): amount for kind, amount in payment.pool.items() if amount}
    available = _add(spend, taps)
    snow: Mana | None = None
    if cost.snow:  # s25-khc: the named pool mana that is snow mana, and what the snow sources make (CR 107.4h)
        had = snow_mana.amounts(player) or {}
        snow = _add({kind: min(amount, had.get(kind, 0)) for kind, amount in spend.items()},
                    [tap for tap in taps if snow_mana.is_snow_source(game, game.require_permanent(tap.permanent))])
    result = costs.plan_payment({kind: available.get(kind, 0) for kind in MANA_TYPES}, cost, player.life, snow)
    if result.missing:
        raise IllegalAction("Cost can't be paid", f"{what} costs {costs.describe(cost)}; the payment gives "
                            f"{format_mana(available) or 'nothing'}, missing {', '.join(result.missing)}; nothing "
                            "was paid", [cr("601.2g"), cr("601.2h"), *cost.cites])
    return Plan(tuple(taps), spend, snow)


def plan(game: Game, player: Player, cost: costs.TotalCost, what: str, payment: Any, exclude: str | None,
         first: bool = False, extra: Mana | None = None) -> Plan:
    if payment == "auto":
        return auto_plan(game, player, cost, what, exclude, first, extra)
    return explicit_plan(game, player, cost, what, payment, exclude, extra)


def activate_sources(game: Game, player: Player, chosen: Plan) -> None:
    """CR 601.2g: the mana abilities are activated before the cost is paid (as `tap_for_mana`)."""
    for tap in chosen.taps:
        mana_abilities.tap_for_mana(game, TapForMana(permanent=tap.permanent, ability=tap.ability, color=tap.color,
                                                     player=player.id))


def mana_of(chosen: Plan) -> Mana:
    """An explicit payment's mana: the pool mana it names plus what its mana abilities make."""
    return {kind: _add(chosen.pool or {}, list(chosen.taps)).get(kind, 0) for kind in MANA_TYPES}


def verify_payment(game: Game, player: Player, cost: costs.TotalCost, what: str, payment: Any,
                   exclude: str | None, extra: Mana | None = None) -> None:
    """Refuse, paying nothing, unless `payment` can pay the mana of `cost` (rules/costs.py asks)."""
    plan(game, player, cost, what, payment, exclude, first=True, extra=extra)


def pay_with(game: Game, player: Player, cost: costs.TotalCost, what: str, payment: Any,
             exclude: str | None, extra: Mana | None = None) -> Mana | None:
    """Activate the payment's mana abilities (CR 601.2g); the mana to spend on `cost`: an explicit
    payment's own, else None (the whole pool)."""
    chosen = plan(game, player, cost, what, payment, exclude, extra=extra)
    activate_sources(game, player, chosen)
    if chosen.pool is None:
        return None
    named = NamedMana(mana_of(chosen))
    named.snow = chosen.snow  # s25-khc (CR 107.4h)
    return named


registry.mana_payment = (verify_payment, pay_with)
