"""Activation costs beyond mana, {T} and {Q}, and restrictions on activating (CR 602.1a, 602.2b,
602.5b, 118.3).

An activated or mana ability may list `other_costs` (app/engine/cards.py), paid with the rest of
its cost, after the mana and {T}/{Q} (CR 602.2b: in any order the player likes; a cost that
can't be paid in full is refused and nothing is paid, CR 118.3):
- `discard_at_random` "Discard a card at random": a card of the hand is needed (CR 118.3); the
  engine is deterministic, so the request gives the random pick's outcome in the action's
  `choices.discard` when the hand holds two or more cards (CR 701.9b); without it the last card
  of the hand stands for the pick (the event says `chosen: false`).
- `discard` "Discard a card" (a Blood token, CR 111.10g): the card of the player's choice named in
  the action's `choices.discard` (CR 701.9a), else the last card of the hand.
- `pay_life` "Pay N life": only with a life total of at least N (CR 119.4); the player loses
  that much life (119.4, a payment, not damage).
- `sacrifice_self` "Sacrifice <this>": it goes to its owner's graveyard (CR 701.21a). The ability
  still resolves without it (CR 113.7a: an ability exists independently of its source).
- `remove_counters` "Remove N <kind> counters from <this>": it must have that many (CR 118.3);
  `"any"` ("Remove any number of charge counters"): the number chosen with the action's
  `counters_removed` (CR 601.2b, 602.2b), no more than it has, 0 when not given.
- `put_counters_self` (s20-m21) "Put a page counter on <this>": the counters are put on it as the cost is paid
  (CR 602.2b, 122.1; nothing is needed to pay it, 118.3).

Restrictions (CR 602.5b; checked as the ability is activated, CR 602.5):
- `activate_only`: "your_turn" (its controller is the active player), "your_upkeep" (and the
  step is the upkeep);
- `max_per_turn`: "Activate no more than twice each turn": the permanent counts its activations
  this turn (`activations_this_turn`, by ability index), reset as each turn begins (CR 500.1).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from app.engine import registry
from app.engine.cards import (
    DiscardCost,
    DiscardRandomCost,
    ExertSelfCost,  # s24-hou
    ForageCost,
    MillCost,  # s26-mh
    PayLifeCost,
    PutCountersSelfCost,
    RemoveCountersCost,
    S33wmkCollectEvidenceCost,  # s33-wmk
    SacrificeSelfCost,
)
from app.engine.citations import cr
from app.engine.enums import Step, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import (
    s24emn_delirium,  # s24-emn
    s27std_remove_counters_among,  # s27-std
    s31mh_return_cost,  # s31-mh
    s33wmk_collect_evidence,  # s33-wmk
)
from app.engine.rules.energy import energy_problem, energy_to_pay, pay_energy  # s24-kal
from app.engine.rules.entered_this_turn import entered_under_control
from app.engine.rules.exert import exert  # s24-hou
from app.engine.rules.exile_self_cost import pay_exile_self
from app.engine.rules.forage import forage, forage_plan
from app.engine.rules.keyword_counters import put_counters
from app.engine.rules.life_this_turn import TEXT as LIFE_CONDITION_TEXT
from app.engine.rules.life_this_turn import condition_holds as life_condition_holds
from app.engine.rules.life_this_turn import lose_life
from app.engine.rules.mill import mill_as_cost  # s26-mh
from app.engine.rules.sacrifice_costs import pay_sacrifices, sacrifice_plan
from app.engine.rules.sacrifice_exile_costs import pay_sacrifice_exile_costs, verify_sacrifice_exile_costs
from app.engine.rules.tap_costs import pay_taps, tap_plan
from app.engine.rules.turn_records import cites_of as this_turn_cites
from app.engine.rules.turn_records import describe as describe_this_turn
from app.engine.rules.turn_records import holds as this_turn_holds
from app.engine.rules.you_control import you_control
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent, Player
from app.engine.target_grammar import parse_target_spec

_TIMES = {1: "once", 2: "twice"}


def counters_to_remove(permanent: Permanent, other_costs: list[Any], counters_removed: int | None,
                       what: str) -> int:
    """How many counters the ability's `remove_counters` costs remove (0 without one); refuses a
    `counters_removed` for an ability that chooses no number."""
    chosen = [cost for cost in other_costs if isinstance(cost, RemoveCountersCost) and cost.amount == "any"]
    if counters_removed and not chosen:
        raise IllegalAction("No number to choose", f"{what}: its cost removes no 'any number' of counters, so "
                            "`counters_removed` has nothing to say", [cr("602.2b")])
    total = 0
    for cost in other_costs:
        if isinstance(cost, RemoveCountersCost):
            total += (counters_removed or 0) if cost.amount == "any" else int(cost.amount)
    return total


def verify_other_costs(game: Game, player: Player, permanent: Permanent, other_costs: list[Any],
                       counters_removed: int | None, what: str) -> None:
    """CR 118.3, 602.2b: refuse, saying everything that can't be paid, unless all of it can."""
    counters_to_remove(permanent, other_costs, counters_removed, what)
    problems: list[str] = []
    cites: list[str] = []
    life = 0
    by_kind: dict[str, int] = {}
    for cost in other_costs:
        if isinstance(cost, PayLifeCost):
            life += cost.amount
        elif isinstance(cost, RemoveCountersCost) and cost.from_among is None:  # s27-std: from creatures, below
            amount = (counters_removed or 0) if cost.amount == "any" else int(cost.amount)
            by_kind[cost.counter] = by_kind.get(cost.counter, 0) + amount
    if life and player.life < life:
        problems.append(f"{player.id} has {player.life} life, less than the {life} life to pay")
        cites += [cr("119.4")]
    if (energy := energy_to_pay(other_costs)) and (short := energy_problem(player, energy)):  # s24-kal
        problems.append(short)
        cites += [cr("107.14")]
    for kind, amount in by_kind.items():
        has = permanent.counters.get(kind, 0)
        if amount > has:
            problems.append(f"{permanent.id} has {has} {kind} counter(s), not the {amount} to remove")
            cites += [cr("118.3")]
    discards = sum(isinstance(cost, DiscardRandomCost | DiscardCost) for cost in other_costs)
    if discards and len(player.hand) < discards:
        problems.append(f"{player.id} has {len(player.hand)} card(s) in hand, not the {discards} to discard")
        cites += [cr("118.3")]
    elif discards and (quality := _discard_quality(other_costs)) and len(_discard_pool(game, player, quality)) < discards:
        problems.append(f"{player.id} has no {' or '.join(quality)} card in hand to discard")  # s21-m21
        cites += [cr("118.3")]
    elif discards and quality and (stray := set(game.choices.discard or ()) - {
            card.id for card in _discard_pool(game, player, quality)}):
        problems.append(f"choices.discard names {', '.join(sorted(stray))}, no {' or '.join(quality)} card in "
                        f"{player.id}'s hand")  # s21-m21
        cites += [cr("701.9a")]
    milled = sum(cost.amount for cost in other_costs if isinstance(cost, MillCost))  # s26-mh
    if milled > len(player.library):
        problems.append(f"{player.id} has {len(player.library)} card(s) in their library, not the {milled} to mill")
        cites += [cr("118.3"), cr("701.17b")]
    if problems:
        raise IllegalAction("Cost can't be paid", f"{what}: {'; '.join(problems)}; nothing was paid",
                            [cr("602.2b"), *dict.fromkeys(cites)])
    if any(isinstance(cost, ForageCost) for cost in other_costs):
        forage_plan(game, player, what)  # CR 701.61a: refuses when it can't be done (or is chosen wrongly)
    for cost in other_costs:  # s33-wmk: "Collect evidence 3" (CR 701.59a, 118.3)
        if isinstance(cost, S33wmkCollectEvidenceCost):
            s33wmk_collect_evidence.evidence_plan(game, player, cost.amount, what)
    sacrifice_plan(game, player, permanent, other_costs, what)  # "Sacrifice a creature" (rules/sacrifice_costs.py)
    tap_plan(game, player, permanent, other_costs, what)  # "Tap two untapped tokens you control" (rules/tap_costs.py)
    s31mh_return_cost.plan(game, player, permanent.id, other_costs, what)  # s31-mh: "Return a Forest you control ..."
    verify_sacrifice_exile_costs(game, player, permanent.id, other_costs, what)  # CR 118.3, 701.21a, 406.2
    s27std_remove_counters_among.verify(game, player, other_costs, what)  # s27-std: "from a creature you control"
    # The random pick is read as the cost is paid (a wrong one is refused then).


def _random_discards(game: Game, player: Player, number: int, what: str, random: bool = True,
                     pool: list[Any] | None = None) -> list[Any]:
    """The cards a "discard a card [at random]" cost discards: the random pick the request gives in
    the action's `choices.discard` (CR 701.9b), or the player's choice there (701.9a, a Blood
    token's cost), needed only with more cards in hand than that (s21-m21: among `pool`, the cards of the
    hand of the cost's quality)."""
    from app.engine.rules.discard import pick  # discard builds on effects, not on costs

    game.used_choices.add("discard")
    return pick(game, player, list(player.hand) if pool is None else pool, number, game.choices.discard, random, what)


def _discard_quality(other_costs: list[Any]) -> list[str] | None:
    """s21-m21: the card qualities of a "Discard a land card or Shrine card" cost (CR 602.2b), or None."""
    return next((cost.quality for cost in other_costs if isinstance(cost, DiscardCost) and cost.quality), None)


def _discard_pool(game: Game, player: Player, quality: list[str]) -> list[Any]:
    """s21-m21: the cards of `player`'s hand with one of `quality` (CR 701.9a: the cost discards one of them)."""
    from app.engine.rules.library import has_quality  # the card qualities of the library templates

    return [card for card in player.hand if has_quality(game, card, quality)]


def pay_other_costs(game: Game, player: Player, permanent: Permanent, other_costs: list[Any],
                    counters_removed: int | None, what: str) -> int:
    """Pay costs already verified payable (sacrifice last: the rest refers to the permanent);
    returns the number of counters removed."""
    removed = 0
    for cost in other_costs:
        if isinstance(cost, PayLifeCost) and cost.amount:
            lose_life(game, player, cost.amount)
            game.emit("life_paid", [cr("602.2b"), cr("119.4")], player=player.id, amount=cost.amount,
                      life=player.life, purpose=what)
        elif isinstance(cost, RemoveCountersCost) and cost.from_among is None:  # s27-std: from creatures, below
            amount = (counters_removed or 0) if cost.amount == "any" else int(cost.amount)
            if not amount:
                continue
            left = permanent.counters.get(cost.counter, 0) - amount
            if left:
                permanent.counters[cost.counter] = left
            else:
                permanent.counters.pop(cost.counter, None)
            removed += amount
            game.changed(permanent)
            game.emit("counters_removed", [cr("602.2b"), cr("122.1")], permanent=permanent.id, counter=cost.counter,
                      amount=amount, counters=dict(permanent.counters), purpose=what)
    pay_energy(game, player, energy_to_pay(other_costs), what)  # s24-kal: "Pay {E}{E}" (CR 107.14, 602.2b)
    s27std_remove_counters_among.pay(game, player, other_costs, what)  # s27-std: CR 602.2b, 122.1
    if milled := sum(cost.amount for cost in other_costs if isinstance(cost, MillCost)):  # s26-mh: "Mill a card"
        mill_as_cost(game, player, milled)  # CR 602.2b, 701.17a (rules/mill.py)
    discards = sum(isinstance(cost, DiscardRandomCost | DiscardCost) for cost in other_costs)
    if discards:
        from app.engine.rules.discard import discard_cards

        quality = _discard_quality(other_costs)  # s21-m21: "Discard a land card or Shrine card"
        pool = _discard_pool(game, player, quality) if quality else list(player.hand)
        given = game.choices.discard is not None or len(pool) <= discards
        random = any(isinstance(cost, DiscardRandomCost) for cost in other_costs)
        cards = _random_discards(game, player, discards, what, random, pool)
        discard_cards(game, player, cards)
        game.emit("cards_discarded", [cr("602.2b"), cr("701.9a"), *([cr("701.9b")] if random else [])],
                  stack_object=None, player=player.id,
                  cards=[card.id for card in cards], chosen=given)
    if any(isinstance(cost, ForageCost) for cost in other_costs):
        forage(game, player, what)  # CR 701.61a
    for cost in other_costs:  # s33-wmk: "Collect evidence 3" (CR 701.59a, 602.2b)
        if isinstance(cost, S33wmkCollectEvidenceCost):
            cards = s33wmk_collect_evidence.evidence_plan(game, player, cost.amount, what)
            s33wmk_collect_evidence.collect_evidence(game, player, cards, cost.amount, what, "602.2b")
    pay_taps(game, tap_plan(game, player, permanent, other_costs, what), what)  # CR 701.26a
    s31mh_return_cost.pay(game, player, permanent.id, other_costs, what)  # s31-mh (CR 602.2b)
    pay_sacrifices(game, sacrifice_plan(game, player, permanent, other_costs, what), what)  # CR 701.21a
    pay_sacrifice_exile_costs(game, player, permanent.id, other_costs, what)  # CR 602.2b, 701.21a, 406.2
    if any(isinstance(cost, SacrificeSelfCost) for cost in other_costs):
        leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[cr("602.2b"), cr("701.21a")], reason="sacrificed")
    pay_exile_self(game, permanent, other_costs)  # s15-r2m20: "Exile ~" (CR 602.2b, 406.2)
    for cost in other_costs:  # s20-m21: "Put a page counter on ~" (CR 602.2b, 122.1)
        if isinstance(cost, PutCountersSelfCost) and game.permanent(permanent.id) is permanent:
            put_counters(game, permanent, cost.counter, cost.amount, [cr("602.2b"), cr("122.1")], None)
        elif isinstance(cost, ExertSelfCost) and game.permanent(permanent.id) is permanent:
            exert(game, permanent, player.id, [cr("602.2b")])  # s24-hou: "Exert ~" (CR 701.43)
    return removed


def verify_restrictions(game: Game, permanent: Permanent, ability: Any, index: int, what: str) -> None:
    """CR 602.5b: "Activate only during your turn / upkeep", "no more than N times each turn"; CR
    602.5d: "Activate only as a sorcery"."""
    verify_conditions(game, permanent.controller, ability, what)
    most = getattr(ability, "max_per_turn", None)
    if most is not None:
        done = permanent.activations_this_turn.get(str(index), 0)
        if done >= most:
            times = _TIMES.get(most, f"{most} times")
            raise IllegalAction("Activated too often", f"{what} can be activated no more than {times} each turn; "
                                f"it was activated {done} time(s) this turn", [cr("602.5b")])


def verify_conditions(game: Game, controller: str | None, ability: Any, what: str) -> None:
    """The restrictions of CR 602.5b / 602.5d that don't count activations: timing ("only during
    your turn / upkeep", "only as a sorcery") and conditions ("only if an opponent lost life this
    turn", "only if you control a Vivien planeswalker"); for an ability of a permanent or of a card
    in a graveyard (its owner is its controller there, CR 108.4a)."""
    only = getattr(ability, "activate_only", None)
    if only in S34CMD_COMBAT_STEPS:  # s34-cmd: "Activate only during combat [the end of combat step]." (any player's turn)
        if game.state.step not in S34CMD_COMBAT_STEPS[only]:
            raise IllegalAction("Not during combat", f"{what} can be activated only during "
                                f"{'combat' if only == 's34cmd_combat' else 'the end of combat step'}; this is the "
                                f"{game.state.step.value} step", [cr("602.5b"), cr("506.1")])
    elif only is not None:
        if game.state.active_player != controller:
            raise IllegalAction("Not your turn", f"{what} can be activated only during its controller's "
                                f"({controller}'s) turn; it is {game.state.active_player}'s turn",
                                [cr("602.5b")])
        if only == "sorcery" and (not game.state.step.is_main_phase or game.state.stack):
            where = (f"the stack is not empty ({len(game.state.stack)} object(s))" if game.state.step.is_main_phase
                     else f"this is the {game.state.step.value} step")
            raise IllegalAction("Not at sorcery speed", f"{what} can be activated only as a sorcery: during a main "
                                f"phase of its controller's turn with an empty stack; {where}", [cr("602.5d")])
        if only == "your_upkeep" and game.state.step is not Step.UPKEEP:
            raise IllegalAction("Not your upkeep", f"{what} can be activated only during its controller's upkeep; "
                                f"this is the {game.state.step.value} step", [cr("602.5b")])
    condition = getattr(ability, "activate_only_if", None)
    if condition is not None and not life_condition_holds(game, controller or "", condition):
        raise IllegalAction("Condition not met", f"{what} can be activated only if {LIFE_CONDITION_TEXT[condition]} "
                            "this turn", [cr("602.5b"), cr("119.3")])
    if getattr(ability, "activate_only_if_delirium", False) and not s24emn_delirium.holds(game, controller):
        raise IllegalAction("Condition not met", f"{what} can be activated only if there are four or more card types "
                            f"among cards in its controller's ({controller}) graveyard",
                            [cr("602.5b"), *s24emn_delirium.CITES])  # s24-emn: delirium
    spec = getattr(ability, "activate_only_if_you_control", None)
    at_least = getattr(ability, "activate_only_if_you_control_at_least", None) or 1  # s15-r2m20
    powers = bool(getattr(ability, "activate_only_if_you_control_different_powers", False))  # s16-tailb
    if spec is not None and not you_control(game, controller, spec, at_least, different_powers=powers):
        raise IllegalAction("Condition not met", f"{what} can be activated only if its controller ({controller}) "
                            f"controls {'' if at_least == 1 else f'{at_least} or more of '}"
                            f"{parse_target_spec(spec).words()}{' with different powers' if powers else ''}",
                            [cr("602.5b"), *([cr("208.1")] if powers else [])])
    entered = getattr(ability, "activate_only_if_entered", None)  # s13-batch2 (rules/entered_this_turn.py)
    if entered is not None and not entered_under_control(game, controller, entered):
        raise IllegalAction("Condition not met", f"{what} can be activated only if {parse_target_spec(entered).words()} "
                            f"entered the battlefield under its controller's ({controller}) control this turn",
                            [cr("602.5b"), cr("400.7")])
    if getattr(ability, "activate_only_if_own_card_in_exile", False) and not game.player(controller or "").exile:
        raise IllegalAction("Condition not met", f"{what} can be activated only if its controller ({controller}) owns "
                            "a card in exile", [cr("602.5b"), cr("406.1")])  # s22-inn
    this_turn = getattr(ability, "activate_only_if_this_turn", None)  # s15-records (rules/turn_records.py)
    if this_turn is not None and not this_turn_holds(game, controller, this_turn):
        raise IllegalAction("Condition not met", f"{what} can be activated only if {describe_this_turn(this_turn)}",
                            [cr("602.5b"), *this_turn_cites(this_turn)])


def record_activation(permanent: Permanent, index: int) -> None:
    key = str(index)
    permanent.activations_this_turn[key] = permanent.activations_this_turn.get(key, 0) + 1


_ACTIVATIONS_THIS_TURN = attrgetter("activations_this_turn")


def _new_turn(game: Game) -> None:
    """CR 500.1: "each turn" counts start again as a turn begins (its untap step)."""
    battlefield = game.state.battlefield
    if not any(map(_ACTIVATIONS_THIS_TURN, battlefield)):  # most turns: nothing counted (tested in C)
        return
    for permanent in battlefield:
        if permanent.activations_this_turn:
            permanent.activations_this_turn = {}


registry.step_begin[Step.UNTAP].add(_new_turn, order=10)


# s34-cmd: the steps of "Activate only during combat." (the combat phase's, CR 506.1) and "... during the end of combat
# step." (CR 511.1), of any player's turn
S34CMD_COMBAT_STEPS = {
    "s34cmd_combat": frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                                Step.COMBAT_DAMAGE, Step.END_OF_COMBAT}),
    "s34cmd_end_of_combat_step": frozenset({Step.END_OF_COMBAT}),
}
