"""Total costs (CR 601.2f) and paying them (CR 601.2h), for spells and activated abilities.

- The total cost is the mana cost (or an alternative cost, CR 118.9) with X at its chosen value,
  plus additional costs ({D}, seed ruling bf87a231575da764), then increases and reductions
  (`registry.cost_modifiers`). Reductions of generic mana reduce only the generic component,
  never below zero (CR 118.7a, 0e5e677ebed00c89), and change neither the mana cost nor the
  mana value (98c0fcb9462a5d67).
- Paying: colored and {C} symbols need their own type, hybrid symbols either half ({2/W}: {W}
  or two generic), Phyrexian symbols their color or 2 life, generic any type, {S} mana a snow source
  made (s25-khc, CR 107.4h; rules/snow_mana.py). A cost that can't be paid in full is refused, saying what
  is missing, and nothing is paid (design.md §7).
- Non-mana symbols go to `registry.additional_cost_payers[symbol] = (verify, pay)`, called as
  `verify(game, player, what, count)` / `pay(game, player, what, count)` ({D}: rules/lands.py).
- Activation costs add {T} and {Q} (CR 107.5, 107.6, 602.1a) with the summoning-sickness rule
  for creatures (CR 302.6).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from itertools import combinations_with_replacement, compress, repeat
from operator import attrgetter, eq
from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition, CostReductionAbility
from app.engine.characteristics import current_face
from app.engine.citations import (
    CHATZUK_KEEPS_MANA_VALUE,
    CHATZUK_REDUCES_ONLY_GENERIC,
    TAP_SYMBOL,
    UNTAP_SYMBOL,
    cr,
)
from app.engine.enums import COLOR_ORDER, CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.mana import ActivationCost, ManaCost, format_mana, parse_mana_cost
from app.engine.rules import restricted_mana, snow_mana  # snow_mana: s25-khc
from app.engine.rules.ability_presence import game_has, spell_kinds
from app.engine.rules.life_this_turn import lose_life
from app.engine.rules.spell_qualities import spell_qualities_hold
from app.engine.rules.stun_counters import stunned_instead
from app.engine.rules.summoning_sickness import has_summoning_sickness
from app.engine.state import Permanent, Player

# Which pool types pay generic mana first: colorless, then colors in WUBRG order (deterministic).
_GENERIC_PAYMENT_ORDER = ("C", *COLOR_ORDER)
_CONTROLLER = attrgetter("controller")
PHYREXIAN_LIFE = 2  # CR 107.4f


@dataclass(frozen=True)
class TotalCost:
    """The cost actually paid for a spell or ability, after increases and reductions.
    `cites` say why it differs from the printed cost; `reductions` describe each change."""

    generic: int = 0
    colored: dict[str, int] = field(default_factory=dict)
    colorless: int = 0
    hybrid: tuple[str, ...] = ()
    phyrexian: tuple[str, ...] = ()
    snow: int = 0
    additional: tuple[str, ...] = ()
    cites: tuple[str, ...] = ()
    reductions: tuple[str, ...] = ()

    @classmethod
    def from_mana_cost(cls, base: ManaCost, x: int = 0) -> TotalCost:
        # CR 107.3: X is the chosen number; it becomes part of the generic component.
        printed_order = [symbol for symbol in dict.fromkeys(base.symbols) if symbol in base.colored]
        colored = {color: base.colored[color] for color in printed_order}  # keep the printed order ({G}{W})
        return cls(generic=base.generic + base.x_count * x, colored=colored, colorless=base.colorless,
                   hybrid=base.hybrid, phyrexian=base.phyrexian, snow=base.snow, additional=base.additional)

    def mana_text(self) -> str:
        parts = [f"{{{self.generic}}}"] if self.generic else []
        parts += [f"{{{s}}}" for s in self.hybrid] + [f"{{{s}}}" for s in self.phyrexian] + ["{S}"] * self.snow
        parts += [f"{{{color}}}" * amount for color, amount in self.colored.items()]
        parts.append("{C}" * self.colorless)
        return "".join(parts)

    def additional_text(self) -> list[str]:
        return [f"{{{symbol}}}" for symbol in self.additional]

    def plus(self, more: ManaCost) -> TotalCost:
        """This cost and an additional mana cost (CR 601.2f: kicker, offspring), without X."""
        colored = dict(self.colored)
        for color in dict.fromkeys(more.symbols):
            if color in more.colored:
                colored[color] = colored.get(color, 0) + more.colored[color]
        return replace(self, generic=self.generic + more.generic, colored=colored,
                       colorless=self.colorless + more.colorless, hybrid=(*self.hybrid, *more.hybrid),
                       phyrexian=(*self.phyrexian, *more.phyrexian), snow=self.snow + more.snow,
                       additional=(*self.additional, *more.additional))

    def with_generic(self, generic: int) -> TotalCost:
        return replace(self, generic=max(0, generic))

    def reduced_generic(self, amount: int, why: str, cites: tuple[str, ...]) -> TotalCost:
        """CR 118.7a: a generic reduction lowers only the generic component, never below zero."""
        reduced = min(amount, self.generic)
        return replace(self, generic=self.generic - reduced, cites=(*self.cites, *cites),
                       reductions=(*self.reductions, f"{why}: {{{reduced}}} less"))


def total_cost(game: Game, player: Player, definition: CardDefinition, *, x: int = 0,
               alternative: str | None = None, additional_generic: tuple[int, tuple[str, ...]] = (0, ()),
               extra: tuple[str, ...] = (), cast_from: Zone | None = None) -> TotalCost:
    """CR 601.2f: the mana cost (X = `x`), or `alternative` instead of it (CR 118.9), plus the
    additional costs printed in the mana cost ({D}), `additional_generic` (generic mana and the
    cites that add it: the commander tax, CR 903.8) and the `extra` mana costs the player chose to
    pay (kicker 702.33a, offspring 702.175a), then increases and reductions; `cast_from` the zone the spell is cast
    from, when it matters (s32-oldmh: a graveyard's own reductions, after all the others)."""
    printed = parse_mana_cost(definition.mana_cost or "")
    base = parse_mana_cost(alternative) if alternative is not None else printed
    cost = TotalCost.from_mana_cost(base, x)
    if alternative is not None:
        cost = replace(cost, additional=(*printed.additional, *base.additional))  # CR 118.9d
    if additional_generic[0]:
        cost = replace(cost, generic=cost.generic + additional_generic[0], cites=(*cost.cites, *additional_generic[1]))
    for text in extra:
        cost = cost.plus(parse_mana_cost(text))
    for modifier in _modifiers_for(registry.cost_modifiers.active(game), spell_kinds(game, definition)):
        cost = modifier(game, player, definition, cost)
    if cast_from is Zone.GRAVEYARD:  # s32-oldmh: "Spells you cast from your graveyard cost {1} less" (CR 601.2f)
        cost = graveyard_reductions(game, player, definition, cost)
    return cost


# The active modifiers that matter for a spell, by (the game's active modifiers, the spell's own
# ability kinds): a modifier listed in `registry.cost_modifiers_own_kinds` only for a spell with
# one of its kinds. Keys are the engine's own functions and ability classes: bounded, cleared when full.
_FOR_SPELL: dict[tuple[tuple[Any, ...], frozenset[object]], tuple[Any, ...]] = {}


def _modifiers_for(active: tuple[Any, ...], kinds: frozenset[object]) -> tuple[Any, ...]:
    found = _FOR_SPELL.get((active, kinds))
    if found is None:
        own = registry.cost_modifiers_own_kinds
        found = tuple(modifier for modifier in active if modifier not in own or not own[modifier].isdisjoint(kinds))
        if len(_FOR_SPELL) >= 1024:
            _FOR_SPELL.clear()
        _FOR_SPELL[(active, kinds)] = found
    return found


# --- paying --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Payment:
    """What paying a cost takes: mana from the pool, life (Phyrexian), and what is missing."""

    mana: dict[str, int]
    life: int
    missing: tuple[str, ...]
    snow: dict[str, int] = field(default_factory=dict)  # s25-khc: the snow mana spent on {S}, by type (CR 107.4h)


def plan_payment(pool: dict[str, int], cost: TotalCost, life: int = 0,
                 snow: dict[str, int] | None = None) -> Payment:
    """Deterministic: fixed symbols first, then hybrid and Phyrexian, then generic. `snow`: the part of `pool`
    a snow source made (s25-khc: only it pays {S}, CR 107.4h; `_plan_snow`)."""
    if cost.snow:
        return _plan_snow(pool, cost, life, snow or {})
    remaining = dict(pool)
    taken = dict.fromkeys(pool, 0)
    missing: list[str] = []
    generic = cost.generic
    life_paid = 0

    def take(kind: str, amount: int = 1) -> int:
        paid = min(amount, remaining.get(kind, 0))
        remaining[kind] -= paid
        taken[kind] += paid
        return paid

    for color, amount in [*cost.colored.items(), ("C", cost.colorless)]:
        paid = take(color, amount)
        if paid < amount:
            missing.append(f"{amount - paid} {{{color}}}")
    for symbol in cost.hybrid:
        halves = symbol.split("/")
        kinds = [kind for kind in halves if kind in remaining]
        best = max(kinds, key=lambda kind: remaining[kind], default=None)
        if best is not None and remaining[best] > 0:
            take(best)
        elif halves[0] == "2":
            generic += 2  # CR 107.4e: {2/W} can be paid with two generic mana
        else:
            missing.append(f"1 {{{symbol}}}")
    for symbol in cost.phyrexian:
        colors = [kind for kind in symbol.split("/") if kind in COLOR_ORDER]
        best = max(colors, key=lambda kind: remaining[kind])
        if remaining[best] > 0:
            take(best)
        elif life - life_paid >= PHYREXIAN_LIFE:  # CR 107.4f, 119.4
            life_paid += PHYREXIAN_LIFE
        else:
            missing.append(f"1 {{{symbol}}} (or {PHYREXIAN_LIFE} life)")
    for kind in _GENERIC_PAYMENT_ORDER:
        generic -= take(kind, generic)
    if generic:
        missing.append(f"{generic} generic")
    return Payment({kind: amount for kind, amount in taken.items() if amount}, life_paid, tuple(missing))


_SNOW_SEARCHED = 6  # s25-khc: up to six {S}, every choice of types is tried (at most 462); more: `_greedy_snow`, then
# (s26-tidy) when it misses, `_exact_snow`


def _greedy_snow(pool: dict[str, int], cost: TotalCost, snow: dict[str, int]) -> tuple[str, ...]:
    """Many {S}: one at a time from the snow type with the most mana beyond the cost's own symbols of that type (a
    payment this misses is refused, never made with mana that isn't snow)."""
    spare = {kind: pool.get(kind, 0) - (cost.colorless if kind == "C" else cost.colored.get(kind, 0)) for kind in pool}
    usable = {kind: min(snow.get(kind, 0), pool.get(kind, 0)) for kind in pool}
    picks: list[str] = []
    for _ in range(cost.snow):
        kind = max((kind for kind in _GENERIC_PAYMENT_ORDER if usable.get(kind, 0) > 0),
                   key=lambda kind: spare.get(kind, 0), default=None)
        if kind is None:
            break
        picks.append(kind)
        usable[kind] -= 1
        spare[kind] -= 1
    return tuple(picks)


def _plan_snow(pool: dict[str, int], cost: TotalCost, life: int, snow: dict[str, int]) -> Payment:
    """s25-khc: each {S} is paid with one snow mana of any type (CR 107.4h). Every way to take the {S} symbols from
    the snow mana is tried (types in generic-payment order, at most one way per multiset of types), the rest of the
    cost paid from what is left; the first that pays all wins, else the first's shortfall is reported."""
    kinds = [kind for kind in _GENERIC_PAYMENT_ORDER if min(snow.get(kind, 0), pool.get(kind, 0)) > 0]
    rest = replace(cost, snow=0)
    first: Payment | None = None
    for picks in (combinations_with_replacement(kinds, cost.snow) if cost.snow <= _SNOW_SEARCHED
                  else [_greedy_snow(pool, cost, snow)]):
        taken = Counter(picks)
        if len(picks) < cost.snow or any(count > min(snow.get(kind, 0), pool.get(kind, 0)) for kind, count in taken.items()):
            continue
        left = {kind: amount - taken.get(kind, 0) for kind, amount in pool.items()}
        paid = plan_payment(left, rest, life)
        mana = {kind: paid.mana.get(kind, 0) + taken.get(kind, 0) for kind in pool}
        found = Payment({kind: amount for kind, amount in mana.items() if amount}, paid.life, paid.missing, dict(taken))
        if not found.missing:
            return found
        first = first or found
    if cost.snow > _SNOW_SEARCHED and (exact := _exact_snow(pool, cost, life, snow)) is not None:
        return exact  # s26-tidy: the greedy choice missed a payment that exists
    have = sum(min(snow.get(kind, 0), pool.get(kind, 0)) for kind in pool)
    short = (f"{cost.snow - have} {{S}} (mana from a snow source: {have} in the pool)",) if have < cost.snow else ()
    if first is None:
        paid = plan_payment(pool, rest, life)
        return Payment(paid.mana, paid.life, (*paid.missing, *short))
    return Payment(first.mana, first.life, (*first.missing, *short))


def _exact_snow(pool: dict[str, int], cost: TotalCost, life: int, snow: dict[str, int]) -> Payment | None:
    """s26-tidy: more than six {S}, which `_greedy_snow` took one at a time, can miss a payment when the rest of the cost
    has hybrid symbols: the whole mana cost is paid as a flow instead (`snow_mana.exact_payment`: linear in the cost's
    symbols, then constant), each {S} by snow mana of any type (CR 107.4h), each other symbol by what may pay it
    (107.4e: a hybrid symbol either half; 107.4f: a Phyrexian one its color or 2 life). A {2/X} symbol is offered only
    its color there (paid with two generic mana it goes through the greedy plan alone). None: no payment found."""
    every = tuple(_GENERIC_PAYMENT_ORDER)
    demands: list[tuple[int, tuple[str, ...]]] = [(cost.snow, ("S",)), (cost.colorless, ("C",)),
                                                  *((amount, (color,)) for color, amount in cost.colored.items())]
    for symbol, count in Counter(cost.hybrid).items():
        demands.append((count, tuple(half for half in symbol.split("/") if half in every)))
    for symbol, count in Counter(cost.phyrexian).items():
        demands.append((count, (*(part for part in symbol.split("/") if part in COLOR_ORDER), "life")))
    demands.append((cost.generic, every))
    found = snow_mana.exact_payment(pool, snow, demands, life // PHYREXIAN_LIFE)
    if found is None:
        return None
    taken, on_snow, with_life = found
    return Payment(taken, with_life * PHYREXIAN_LIFE, (), on_snow)


def describe(cost: TotalCost) -> str:
    """The whole cost as text: its mana, then its non-mana symbols ("{2}{R}{D}")."""
    return (cost.mana_text() or "{0}") + "".join(cost.additional_text())


def _mana_payment() -> tuple[Callable[..., None], Callable[..., dict[str, int] | None]]:
    """Paying with mana abilities (rules/payment.py, registered as `registry.mana_payment`)."""
    if registry.mana_payment is None:
        raise IllegalAction("Not supported yet", "paying a cost with mana abilities is not available")
    return registry.mana_payment


def verify_payable(game: Game, player: Player, cost: TotalCost, what: str, payment: Any = None,
                   exclude: str | None = None, purposes: frozenset[str] = frozenset()) -> None:
    """Refuse, saying everything that is missing (mana, land drops), unless all can be paid.
    `payment` ("auto" or an explicit one, rules/payment.py) lets mana abilities pay the mana;
    `exclude`: the permanent whose own {T}/{Q} is part of the cost; `purposes`: the spending
    restrictions this payment satisfies (rules/restricted_mana.py, CR 106.6)."""
    extra = restricted_mana.spendable(player, purposes)
    problems: list[str] = []
    cites: list[str] = []
    if payment is not None:
        _mana_payment()[0](game, player, cost, what, payment, exclude, extra=extra)  # refuses when it can't pay
    mana = plan_payment(_plus(player.mana_pool.amounts(), extra), cost, player.life,
                        snow_mana.amounts(player) if cost.snow else None) if payment is None else None
    if mana is not None and mana.missing:
        pool = format_mana(_plus(player.mana_pool.amounts(), extra)) or "nothing"
        problems.append(f"{player.id}'s mana pool has {pool}, missing {', '.join(mana.missing)}"
                        + restricted_mana.unusable_note(player, purposes))
        cites.append(cr("601.2h"))
    for symbol, count in Counter(cost.additional).items():
        payer = registry.additional_cost_payers.get(symbol)
        if payer is None:
            problems.append(f"paying {{{symbol}}} is not supported yet")
            cites.append(cr("601.2h"))
            continue
        try:
            payer[0](game, player, what, count)
        except IllegalAction as refusal:
            problems.append(refusal.detail)
            cites.extend(refusal.cites)
    if problems:
        raise IllegalAction("Cost can't be paid", f"{what} costs {describe(cost)}; {'; '.join(problems)}; "
                            "nothing was paid", list(dict.fromkeys([*cites, *cost.cites])))


def _plus(pool: dict[str, int], extra: dict[str, int]) -> dict[str, int]:
    if not extra:  # no restricted mana (most payments): the pool's own fresh mapping
        return pool
    return {kind: amount + extra.get(kind, 0) for kind, amount in pool.items()}


def pay(game: Game, player: Player, cost: TotalCost, what: str, payment: Any = None, exclude: str | None = None,
        purposes: frozenset[str] = frozenset()) -> int:
    """Pay a cost already verified payable; emits `mana_paid` (and the payers' events). With a
    `payment`, its mana abilities are activated first (CR 601.2g) and an explicit payment's
    mana is the only mana spent. Returns how much mana was spent (for expend, CR 700.14)."""
    extra = restricted_mana.spendable(player, purposes)
    spend_from = _plus(player.mana_pool.amounts(), extra)
    if payment is not None:
        named = _mana_payment()[1](game, player, cost, what, payment, exclude, extra=extra)
        spend_from = _plus(player.mana_pool.amounts(), extra) if named is None else named
    snow = None  # s25-khc: the snow mana that may pay {S} (CR 107.4h): an explicit payment's own, else the pool's
    if cost.snow:
        snow = getattr(named, "snow", None) if payment is not None and named is not None else snow_mana.amounts(player)
    paid = plan_payment(spend_from, cost, player.life, snow)
    # Restricted mana this payment may spend goes first (CR 106.6; rules/restricted_mana.py).
    restricted = restricted_mana.spend(player, paid.mana, purposes)
    details: dict[str, object] = {"reductions": list(cost.reductions)} if cost.reductions else {}
    if player.snow_mana is not None:  # s25-khc: what of it is left (rules/snow_mana.py)
        snow_mana.spend(player, paid.snow)
        if paid.snow:
            details["snow_spent"] = paid.snow
    if restricted:
        details["restricted_spent"] = restricted
    if paid.life:
        lose_life(game, player, paid.life)
        details["life_paid"] = paid.life
    if paid.mana or paid.life or cost.reductions:  # nothing paid, nothing changed: no event
        game.emit("mana_paid", [cr("601.2h"), *cost.cites, *(restricted_mana.RESTRICTED_MANA_CITES if restricted else ()),
                                *([cr("107.4h")] if paid.snow else [])], player=player.id, cost=cost.mana_text() or "{0}",
                  paid=paid.mana, purpose=what, **details)
    for symbol, count in Counter(cost.additional).items():
        registry.additional_cost_payers[symbol][1](game, player, what, count)
    return sum(paid.mana.values())


# --- activation costs ({T}, {Q}) ------------------------------------------------------------


def verify_activation_cost(game: Game, player: Player, permanent: Permanent, cost: ActivationCost, x: int,
                           what: str, payment: Any = None, reduction: int = 0) -> TotalCost:
    """CR 602.2b: every part of the cost must be payable; {T}/{Q} need the right tapped status
    (CR 107.5, 107.6) and, on a creature, continuous control since its controller's most recent
    turn began (CR 302.6; haste lifts it; noncreature permanents are not affected)."""
    symbol, ruling, rule = ("{T}", TAP_SYMBOL, "107.5") if cost.tap else ("{Q}", UNTAP_SYMBOL, "107.6")
    if cost.tap and permanent.tapped:
        raise IllegalAction("Can't pay {T}", f"{what}: {permanent.id} is already tapped, so it can't be tapped "
                            "again to pay {T}; nothing was paid", [TAP_SYMBOL, cr("107.5")])
    if cost.untap and not permanent.tapped:
        raise IllegalAction("Can't pay {Q}", f"{what}: {permanent.id} is already untapped, so it can't be untapped "
                            "again to pay {Q}; nothing was paid", [UNTAP_SYMBOL, cr("107.6")])
    if (cost.tap or cost.untap) and has_summoning_sickness(game, permanent):
        raise IllegalAction("Summoning sickness", f"{what}: {permanent.id} is a creature {player.id} hasn't "
                            f"controlled continuously since their most recent turn began (it came under their "
                            f"control on turn {permanent.controlled_since_turn}), so its {symbol} abilities can't "
                            "be activated", [ruling, cr("302.6"), cr(rule)])
    total = activation_total(game, player, permanent, cost, x, reduction)
    verify_payable(game, player, total, what, payment, permanent.id if cost.tap or cost.untap else None,
                   restricted_mana.activation_purposes(game, player, permanent))  # s20-m20 (CR 106.6)
    return total


def activation_total(game: Game, player: Player, permanent: Permanent, cost: ActivationCost, x: int,
                     reduction: int = 0) -> TotalCost:
    """CR 602.2b, 601.2f: an ability's mana cost with X, then increases and reductions
    (`registry.activation_cost_modifiers`), then the ability's own generic `reduction` (s15-neo: "This
    ability costs {1} less to activate for each ...", rules/activation_cost_reduction.py; CR 118.7a)."""
    total = TotalCost.from_mana_cost(cost.mana, x)
    for modifier in registry.activation_cost_modifiers:
        total = modifier(game, player, permanent, total)
    if reduction:
        total = total.reduced_generic(reduction, "the ability's own reduction", (cr("601.2f"), cr("118.7a")))
    return total


def pay_activation_cost(game: Game, player: Player, permanent: Permanent, cost: ActivationCost, x: int,
                        what: str, payment: Any = None, reduction: int = 0) -> None:
    if cost.tap:
        permanent.tapped = True
        game.emit("tapped", [TAP_SYMBOL, cr("107.5")], permanent=permanent.id, purpose=what)
    if cost.untap and not stunned_instead(game, permanent):  # a stun counter removed instead (CR 122.1d)
        permanent.tapped = False
        game.emit("untapped", [UNTAP_SYMBOL, cr("107.6")], permanent=permanent.id, purpose=what)
    pay(game, player, activation_total(game, player, permanent, cost, x, reduction), what, payment,
        permanent.id if cost.tap or cost.untap else None,
        restricted_mana.activation_purposes(game, player, permanent))  # s20-m20 (CR 106.6)


# --- cost reductions (Chatzuk) ----------------------------------------------------------------


def _reduction_applies(ability: CostReductionAbility, definition: CardDefinition) -> bool:
    if ability.spells == "all":
        return True
    if ability.spells == "creature_with_banding":
        return definition.has_type(CardType.CREATURE) and definition.has_keyword("banding")
    if ability.spells == "noncreature":
        return not definition.has_type(CardType.CREATURE)
    if ability.spells == "instant_or_sorcery":
        return definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY)
    return definition.has_type(CardType(ability.spells.capitalize()))  # one card type (s11-classes)


def graveyard_reductions(game: Game, player: Player, definition: CardDefinition, cost: TotalCost) -> TotalCost:
    """s32-oldmh: "Spells you cast from your graveyard cost {1} less to cast." (CR 601.2f, 601.3): the reductions with
    `from_graveyard`, for a spell `player` casts from their graveyard (`total_cost`'s `cast_from`)."""
    return generic_reductions(game, player, definition, cost, True)


def generic_reductions(game: Game, player: Player, definition: CardDefinition, cost: TotalCost,
                       from_graveyard: bool = False) -> TotalCost:
    """"Creature spells you cast with banding cost {2} less": each such permanent its controller
    controls reduces the generic component (they stack), never colored mana, never below zero.
    Only in a game with such a card (its ability kinds), and only its controller's permanents
    (found in C) are looked at. `from_graveyard`: the reductions for spells cast from a graveyard instead."""
    if not game_has(game, CostReductionAbility):
        return cost
    battlefield = game.state.battlefield
    for permanent in compress(battlefield, map(eq, repeat(player.id), map(_CONTROLLER, battlefield))):
        if permanent.face_down or permanent.card is None:
            continue
        face = current_face(game, permanent)
        if not face.abilities:
            continue
        for ability in face.abilities_of(CostReductionAbility):
            if ability.generic and ability.from_graveyard is from_graveyard and _reduction_applies(
                    ability, definition) and spell_qualities_hold(
                    game, player, ability, definition) and (  # s13-granted
                    ability.while_turn is None  # s29-modern: "As long as it's [not] your turn" (CR 611.3a, 102.1)
                    or (game.state.active_player == player.id) == (ability.while_turn == "your_turn")) and (
                    ability.nth_spell_each_turn is None  # s34-mkm: the caster's Nth spell this turn (CR 601.2f, 601.2i)
                    or player.spells_cast_this_turn + 1 == ability.nth_spell_each_turn):
                cost = cost.reduced_generic(ability.generic, f"{face.name} ({permanent.id})",
                                            (CHATZUK_REDUCES_ONLY_GENERIC, CHATZUK_KEEPS_MANA_VALUE, cr("601.2f"),
                                             cr("118.7a")))
    return cost


registry.cost_modifiers.add(generic_reductions, order=100)
