"""s25-khc: cumulative upkeep (CR 702.24): "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this
permanent is on the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter on
it. If you don't, sacrifice it." (702.24a). The reader makes it an upkeep `step_trigger` (rules/step_triggers.py: it
triggers at the beginning of its controller's upkeep) whose effect is `cumulative_upkeep`, resolved here:

- the source must still be on the battlefield (the intervening "if", CR 603.4): else nothing happens;
- an age counter is put on it (CR 122.1), then the number N of age counters on it is counted;
- its controller decides with `choices.pay_optional_cost` (`pending` asks it, the cost for N counters shown): paying
  is one payment of the cost N times (702.24b): N times the mana from the mana pool ("{G} or {W}": each either type;
  "{S}": snow mana, CR 107.4h), N creatures sacrificed (`choices.sacrifice`; default the first N in battlefield order,
  CR 701.21a), N cards discarded (`choices.discard`, 701.9a) or an opponent gaining N life (`choices.chosen_opponent`;
  default the next opponent, CR 119.3) or N mana added to their pool ("Add {R}.", CR 106.4). A payment that can't be
  made in full is refused, paying nothing (CR 118.3);
- not paid, its controller sacrifices it (701.21a). `cumulative_upkeep` says which happened."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S25khcCumulativeUpkeepEffect
from app.engine.characteristics import is_creature
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs, restricted_mana
from app.engine.rules.discard import discard_cards, pick
from app.engine.rules.keyword_counters import put_counters
from app.engine.rules.life_this_turn import gain_life
from app.engine.rules.sacrifice import sacrifice
from app.engine.state import Player, StackObject

AGE = "age"
CITES = (cr("702.24a"),)


def cost_text(effect: S25khcCumulativeUpkeepEffect, times: int) -> str:
    """The cost paid for `times` age counters, as text."""
    if effect.action == "sacrifice_creature":
        return f"sacrifice {times} creature(s)"
    if effect.action == "discard_card":
        return f"discard {times} card(s)"
    if effect.action == "opponent_gains_life":
        return f"an opponent gains {times} life"
    if effect.action == "add_mana":
        return f"add {effect.adds} x{times}"
    each = f"{effect.mana} or {effect.mana_or}" if effect.mana_or else str(effect.mana)
    return f"{each} x{times}"


def total_cost(effect: S25khcCumulativeUpkeepEffect, times: int) -> costs.TotalCost:
    """The mana of `times` payments as one cost (CR 702.24b); "{G} or {W}": each a choice of the two types, paid as
    either one (a symbol with two halves, each one mana of its type). s26-tidy: each component multiplied by `times`
    (the sum `TotalCost.plus` would make `times` times, in one step)."""
    if effect.mana_or is not None:
        pair = f"{str(effect.mana).strip('{}')}/{effect.mana_or.strip('{}')}"
        return costs.TotalCost(hybrid=(pair,) * times, cites=CITES)
    each = parse_mana_cost(str(effect.mana))
    if times <= 0:
        return costs.TotalCost(cites=CITES)
    colored = {color: each.colored[color] * times for color in dict.fromkeys(each.symbols) if color in each.colored}
    return costs.TotalCost(generic=each.generic * times, colored=colored, colorless=each.colorless * times,
                           hybrid=each.hybrid * times, phyrexian=each.phyrexian * times, snow=each.snow * times,
                           additional=each.additional * times, cites=CITES)


# s26-tidy: past this many payments, a mana cost the pool can't hold is refused before the cost is built (its symbols,
# and the refusal listing each missing one, would grow with the count: a posted state may have up to a million age
# counters); up to it, the cost is planned and refused as every cost is (costs.verify_payable)
_PLANNED_PAYMENTS = 64


def _beyond_the_pool(player: Player, effect: S25khcCumulativeUpkeepEffect, times: int) -> str | None:
    """s26-tidy: why `times` payments of the mana can't be made from the pool (CR 118.3), when they can't and are many:
    each symbol takes one mana at least (a Phyrexian one one mana or 2 life, CR 107.4f); else None."""
    if times <= _PLANNED_PAYMENTS:
        return None
    if effect.mana_or is not None:
        needed, phyrexian = times, 0
    else:
        each = parse_mana_cost(str(effect.mana))
        needed = times * (each.generic + sum(each.colored.values()) + each.colorless + len(each.hybrid) + each.snow)
        phyrexian = times * len(each.phyrexian)
    pool = sum(player.mana_pool.amounts().values()) + sum(restricted_mana.spendable(player, frozenset()).values())
    if needed <= pool and needed + phyrexian <= pool + player.life // 2:
        return None
    return (f"{player.id}'s mana pool has {pool} mana, and {times} payments need at least "
            f"{needed + phyrexian} mana{' (or 2 life for each Phyrexian symbol)' if phyrexian else ''}")


def asked_choice(game: Game, item: StackObject, effect: S25khcCumulativeUpkeepEffect) -> dict[str, Any] | None:
    """`pending`: whether to pay, for the age counters it will have (one more than now)."""
    if "pay_optional_cost" in item.choices:
        return None
    source = game.permanent(item.source or "")
    if source is None:
        return None
    times = source.counters.get(AGE, 0) + 1
    return {"stack_object": item.id, "choice": "pay_optional_cost", "values": [True, False],
            "cost": cost_text(effect, times), "player": item.controller}


def _pay(game: Game, item: StackObject, effect: S25khcCumulativeUpkeepEffect, times: int, choices: Choices) -> None:
    player = game.player(item.controller or "")
    what = f"the cumulative upkeep of {item.source} ({cost_text(effect, times)})"
    if effect.action == "sacrifice_creature":
        mine = [p.id for p in game.state.battlefield if p.controller == player.id and is_creature(game, p)]
        chosen = list(choices.sacrifice) if choices.sacrifice is not None else mine[:times]
        if choices.sacrifice is not None:
            game.used_choices.add("sacrifice")
        mine_ids = set(mine)  # s26-tidy: a set, so naming many creatures is linear
        if len(mine) < times or len(set(chosen)) != times or any(c not in mine_ids for c in chosen):
            raise IllegalAction("Cost can't be paid", f"{what}: choices.sacrifice must name {times} different "
                                f"creature(s) {player.id} controls, among {mine}; nothing was paid",
                                [*CITES, cr("118.3"), cr("701.21a")])
        for permanent_id in chosen:
            sacrifice(game, player.id, permanent_id, [*CITES, cr("702.24b")])
        return
    if effect.action == "discard_card":
        if len(player.hand) < times:
            raise IllegalAction("Cost can't be paid", f"{what}: {player.id} has {len(player.hand)} card(s) in hand; "
                                "nothing was paid", [*CITES, cr("118.3")])
        if choices.discard is not None:
            game.used_choices.add("discard")
        discard_cards(game, player, pick(game, player, player.hand, times, choices.discard, False, what))
        return
    if effect.action == "opponent_gains_life":
        opponents = [p.id for p in game.opponents(player.id)]
        chosen_id = choices.chosen_opponent or (opponents[0] if opponents else None)
        if choices.chosen_opponent is not None:
            game.used_choices.add("chosen_opponent")
        if chosen_id not in opponents:
            raise IllegalAction("Cost can't be paid", f"{what}: choices.chosen_opponent must be one of {opponents}; "
                                "nothing was paid", [*CITES, cr("118.3")])
        opponent = game.player(str(chosen_id))
        got = gain_life(game, opponent, times)
        game.emit("life_gained", [*CITES, cr("119.3")], stack_object=item.id, player=opponent.id, amount=got,
                  life=opponent.life)
        return
    if effect.action == "add_mana":  # "Add {R}." (Braid of Fire): paying it adds the mana (CR 106.4)
        kind = str(effect.adds).strip("{}")
        setattr(player.mana_pool, kind, getattr(player.mana_pool, kind) + times)
        game.emit("mana_added_by_effect", [*CITES, cr("106.4")], player=player.id, stack_object=item.id,
                  mana=str(effect.adds) * times, amounts={kind: times})
        return
    if (beyond := _beyond_the_pool(player, effect, times)) is not None:  # s26-tidy: linear in nothing but the pool
        raise IllegalAction("Cost can't be paid", f"{what}: {beyond}; nothing was paid",
                            [*CITES, cr("702.24b"), cr("118.3"), cr("601.2h")])
    cost = total_cost(effect, times)
    costs.verify_payable(game, player, cost, what)
    costs.pay(game, player, cost, what)


def _resolve(game: Game, item: StackObject, effect: S25khcCumulativeUpkeepEffect, choices: Choices) -> None:
    source = game.permanent(item.source or "")
    if source is None:  # "if this permanent is on the battlefield" (CR 603.4)
        game.emit("intervening_if_false", [*CITES, cr("603.4")], stack_object=item.id, source=item.source,
                  condition="this permanent is on the battlefield")
        return
    put_counters(game, source, AGE, 1, [*CITES, cr("122.1")], item.id)
    times = source.counters.get(AGE, 0)
    paid = bool(choices.pay_optional_cost)
    if choices.pay_optional_cost is not None:
        game.used_choices.add("pay_optional_cost")
    if paid:
        _pay(game, item, effect, times, choices)
    game.emit("cumulative_upkeep", [*CITES, cr("702.24b")], stack_object=item.id, permanent=source.id,
              age_counters=times, cost=cost_text(effect, times), paid=paid)
    if not paid:
        sacrifice(game, source.controller or "", source.id, [*CITES])


registry.effect_resolvers["cumulative_upkeep"] = _resolve
