"""Costs that sacrifice other permanents or exile cards from a graveyard (CR 602.2b, 601.2h,
118.3, 701.21a, 406.2): "Sacrifice a Goblin: ...", "{1}, Sacrifice another creature: ...",
"{1}{U}, Sacrifice two artifacts: ...", "{2}{B}, Exile a creature card from your graveyard: ...".

An activated (or mana) ability's `other_costs` may hold `sacrifice_permanents` (`spec`, a spec
of permanents in the filter grammar, and `amount`) and `exile_from_graveyard` (`spec`, a spec of
cards in your graveyard, `amount`, and `other`: not the ability's own card). They are paid with
the rest of the cost (CR 602.2b, 601.2h): the player chooses which permanents or cards as the
cost is paid, named in the action's `choices.sacrifice` (the permanents, every sacrifice cost of
the ability together) and `choices.exile_from_graveyard` (the cards). Without a choice, the
documented default stands for it: the first matching permanents its controller controls in
battlefield order, the first matching cards of the graveyard. A cost that can't be paid in full
(too few matching permanents or cards) refuses the activation and nothing is paid (CR 118.3). Only
permanents the player controls can be sacrificed (701.21a); "another" / "other" excludes the
ability's source (its permanent, or its card in the graveyard)."""

from __future__ import annotations

from typing import Any

from app.engine.cards import ExileFromGraveyardCost, SacrificePermanentsCost
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.target_filters import characteristics_match, matches_filter
from app.engine.rules.zones import leave_battlefield, place_in_zone
from app.engine.state import Permanent, Player, StackObject, ZoneCard
from app.engine.target_grammar import parse_target_spec

CITES = (cr("602.2b"), cr("118.3"))


def has_such_costs(other_costs: list[Any]) -> bool:
    return any(isinstance(cost, SacrificePermanentsCost | ExileFromGraveyardCost) for cost in other_costs)


def _sacrificeable(game: Game, player: Player, source_id: str, cost: SacrificePermanentsCost) -> list[Permanent]:
    spec = parse_target_spec(cost.spec)
    return [
        permanent
        for permanent in game.state.battlefield
        if permanent.controller == player.id and matches_filter(game, spec, permanent, source_id, player.id)
    ]


def _exileable(game: Game, player: Player, source_id: str, cost: ExileFromGraveyardCost) -> list[ZoneCard]:
    spec = parse_target_spec(cost.spec)
    found: list[ZoneCard] = []
    for card in player.graveyard:
        if cost.other and card.id == source_id:
            continue
        if characteristics_match(spec, compute(game, StackObject(id=card.id, card=card.card)), 0):
            found.append(card)
    return found


def _pick(given: list[str] | None, pools: list[tuple[list[str], int]], field: str, what: str, rule: str) -> list[str]:
    """The ids chosen for every cost of one kind, in cost order: the given ones (each cost takes
    its number from the given ids that match it), else the first of each pool."""
    chosen: list[str] = []
    if given is None:
        for pool, number in pools:
            chosen += [i for i in pool if i not in chosen][:number]
        return chosen
    left = list(dict.fromkeys(given))
    if len(left) != len(given):
        raise IllegalAction(
            "Cost can't be paid that way",
            f"{what}: choices.{field} names one object twice: {given}",
            [*CITES, cr(rule)],
        )
    for pool, number in pools:
        taken = [i for i in left if i in pool][:number]
        if len(taken) != number:
            raise IllegalAction(
                "Cost can't be paid that way",
                f"{what}: choices.{field} must name {number} among {pool}, not {given}",
                [*CITES, cr(rule)],
            )
        chosen += taken
        left = [i for i in left if i not in taken]
    if left:
        raise IllegalAction(
            "Cost can't be paid that way",
            f"{what}: choices.{field} names {left}, which no cost of this ability takes",
            [*CITES, cr(rule)],
        )
    return chosen


def _plan(game: Game, player: Player, source_id: str, other_costs: list[Any], what: str) -> tuple[list[str], list[str]]:
    """The permanents sacrificed and the cards exiled; refuses, naming every part that can't be paid."""
    problems: list[str] = []
    sacrifice_pools: list[tuple[list[str], int]] = []
    exile_pools: list[tuple[list[str], int]] = []
    for cost in other_costs:
        if isinstance(cost, SacrificePermanentsCost):
            pool = [p.id for p in _sacrificeable(game, player, source_id, cost)]
            if len(pool) < cost.amount:
                problems.append(
                    f"{player.id} controls {len(pool)} {parse_target_spec(cost.spec).words()} to "
                    f"sacrifice, not {cost.amount}"
                )
            sacrifice_pools.append((pool, cost.amount))
        elif isinstance(cost, ExileFromGraveyardCost):
            pool = [c.id for c in _exileable(game, player, source_id, cost)]
            if len(pool) < cost.amount:
                problems.append(
                    f"{player.id} has {len(pool)} matching card(s) in their graveyard to exile "
                    f"({cost.spec}{', other than the source' if cost.other else ''}), not {cost.amount}"
                )
            exile_pools.append((pool, cost.amount))
    if problems:
        raise IllegalAction("Cost can't be paid", f"{what}: {'; '.join(problems)}; nothing was paid", [*CITES])
    sacrificed: list[str] = []
    exiled: list[str] = []
    if sacrifice_pools:
        game.used_choices.add("sacrifice")
        sacrificed = _pick(game.choices.sacrifice, sacrifice_pools, "sacrifice", what, "701.21a")
    if exile_pools:
        game.used_choices.add("exile_from_graveyard")
        exiled = _pick(game.choices.exile_from_graveyard, exile_pools, "exile_from_graveyard", what, "406.2")
    total = sum(number for _, number in sacrifice_pools)
    if len(sacrificed) < total:  # the pools overlap and hold too few different permanents
        raise IllegalAction(
            "Cost can't be paid",
            f"{what}: {player.id} controls too few different permanents to sacrifice {total}; nothing was paid",
            [*CITES],
        )
    if len(exiled) < sum(number for _, number in exile_pools):
        raise IllegalAction(
            "Cost can't be paid",
            f"{what}: too few different cards in {player.id}'s graveyard; nothing was paid",
            [*CITES],
        )
    return sacrificed, exiled


def verify_sacrifice_exile_costs(game: Game, player: Player, source_id: str, other_costs: list[Any], what: str) -> None:
    """CR 118.3: refuse unless every such cost can be paid (and the choices name what they may)."""
    if has_such_costs(other_costs):
        _plan(game, player, source_id, other_costs, what)


def pay_sacrifice_exile_costs(game: Game, player: Player, source_id: str, other_costs: list[Any], what: str,
                              paying: str = "602.2b") -> None:
    """Pay them (CR 602.2b; `paying` "601.2h" for a spell's additional costs): exile the cards from the graveyard
    (406.2), sacrifice the permanents (701.21a: to their owners' graveyards)."""
    if not has_such_costs(other_costs):
        return
    sacrificed, exiled = _plan(game, player, source_id, other_costs, what)
    if exiled:
        leaving = set(exiled)
        cards = [card for card in player.graveyard if card.id in leaving]
        player.graveyard = [card for card in player.graveyard if card.id not in leaving]
        place_in_zone(player, Zone.EXILE, cards)
        game.emit(
            "zone_change",
            [cr(paying), cr("118.3"), cr("406.2")],
            cards=[card.id for card in cards],
            **{"from": "graveyard", "to": "exile"},
            reason="exiled to pay a cost",
        )
    for permanent_id in sacrificed:
        permanent = game.permanent(permanent_id)
        if permanent is not None:
            leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[cr(paying), cr("701.21a")], reason="sacrificed")


# --- s29-stdb ---


def s29stdb_planned_sacrifices(game: Game, player: Player, source_id: str, other_costs: list[Any],
                               what: str) -> list[str]:
    """The permanents the `sacrifice_permanents` costs will sacrifice as they are paid (the plan `pay_sacrifice_exile_costs`
    follows; rules/s29stdb_sacrificed_activation.py keeps their values first, CR 608.2h)."""
    return _plan(game, player, source_id, other_costs, what)[0] if has_such_costs(other_costs) else []
