"""s33-wmk: collect evidence (CR 701.59a): "To collect evidence N means to exile any number of cards from your
graveyard with total mana value N or greater."

- As a spell's optional additional cost ("As an additional cost to cast this spell, you may collect evidence 6.",
  `additional_cost` "collect_evidence", `optional`, CR 601.2b, 118.8): paid only when the `cast` action's
  `choices.exile_from_graveyard` names the cards (none named: not paid); the spell then records
  `choices.additional_cost_paid`, which "if evidence was collected" reads (rules/additional_costs.py, rules/riders.py,
  rules/s25stda_if_cast.py, rules/self_cost_reduction.py).
- As a cost of an activated ability ("{T}, Collect evidence 3: ...", the other cost `collect_evidence`, CR 602.2b):
  the action's `choices.exile_from_graveyard` names the cards, else the documented default: the first cards of the
  graveyard, in order, until their total mana value reaches N.
- As a ward cost ("Ward—Collect evidence 4.", `ward:collect evidence 4`, CR 702.21a; rules/ward.py): the targeting
  player pays it with the cards as above; one who can't reach the total can't pay it (701.59b).
- As the optional action of "You may collect evidence N. If you do / When you do, ..." (CR 608.2d, 603.12;
  rules/reflexive.py), the cards as above.

The cards are the player's own graveyard's (never the spell being cast, which is on the stack, 601.2a); their total
mana value (202.3: of the mana cost, X being 0 off the stack, 202.3e) must be N or greater, else the evidence can't be
collected and the cost can't be paid (701.59b, 118.3). Each collection emits `evidence_collected`.

- As an effect ("When ~ enters, you may collect evidence 4.", the effect `collect_evidence` with the ability's
  `optional`, CR 608.2d): its controller collects it as it resolves, the cards as above; a player whose graveyard's
  total mana value is less than N can't collect evidence (701.59b): nothing is exiled and nothing triggers.
- "Whenever you collect evidence, ..." (the trigger "you_collect_evidence", CR 603.2): a permanent of the player who
  collected evidence triggers once per collection, whether it was a cost or an effect."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S33wmkCollectEvidenceEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import players_permanents_triggered
from app.engine.rules.revealed_life_loss import revealed_mana_value
from app.engine.rules.zones import place_in_zone
from app.engine.state import Player, StackObject, ZoneCard

CITES = (cr("701.59a"),)


def evidence_plan(game: Game, player: Player, amount: int, what: str, other_than: str | None = None) -> list[ZoneCard]:
    """The cards of `player`'s graveyard collected as evidence `amount`: those `choices.exile_from_graveyard` names
    (total mana value `amount` or greater), else the first ones whose total reaches it; refuses when it can't be done
    or is chosen wrongly (CR 701.59a, 118.3)."""
    pool = [card for card in player.graveyard if card.id != other_than]
    given = game.choices.exile_from_graveyard
    if given is not None:
        game.used_choices.add("exile_from_graveyard")
        by_id = {card.id: card for card in pool}
        chosen = [by_id[card_id] for card_id in dict.fromkeys(given) if card_id in by_id]
        if len(chosen) != len(given) or revealed_mana_value(game, chosen) < amount:
            raise IllegalAction(
                "Can't collect evidence that way",
                f"{what}: choices.exile_from_graveyard must name different cards of {player.id}'s graveyard "
                f"({', '.join(by_id) or 'none'}) with total mana value {amount} or greater, not {given}",
                [*CITES, cr("118.3")])
        return chosen
    picked: list[ZoneCard] = []
    for card in pool:
        if revealed_mana_value(game, picked) >= amount:
            break
        picked.append(card)
    if revealed_mana_value(game, picked) < amount:
        raise IllegalAction(
            "Cost can't be paid",
            f"{what}: the cards of {player.id}'s graveyard have total mana value "
            f"{revealed_mana_value(game, pool)}, less than the {amount} to collect evidence {amount}",
            [*CITES, cr("701.59b"), cr("118.3")])
    return picked


def collect_evidence(game: Game, player: Player, cards: list[ZoneCard], amount: int, what: str, paying: str) -> None:
    """Exile the planned cards (CR 701.59a, 406.2); `paying` is the rule under which it is done (601.2h for a spell's
    cost, 602.2b for an ability's, 608.2d for an optional action)."""
    leaving = {id(card) for card in cards}
    player.graveyard = [card for card in player.graveyard if id(card) not in leaving]
    place_in_zone(player, Zone.EXILE, cards)
    game.emit("zone_change", [*CITES, cr(paying), cr("406.2")], cards=[card.id for card in cards],
              **{"from": "graveyard", "to": "exile"}, reason="collected as evidence")
    game.emit("evidence_collected", [*CITES], player=player.id, amount=amount, exiled=[card.id for card in cards],
              purpose=what)


def _resolve(game: Game, item: StackObject, effect: S33wmkCollectEvidenceEffect, choices: Choices) -> None:
    player = game.player(item.controller or "")
    what = f"the evidence collected by {item.id}"
    if revealed_mana_value(game, player.graveyard) < effect.amount:
        return  # a player who can't reach the total can't collect evidence (CR 701.59b): nothing is exiled
    collect_evidence(game, player, evidence_plan(game, player, effect.amount, what), effect.amount, what, "608.2d")


_TRIGGERS = frozenset({"you_collect_evidence"})


def _collected(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return players_permanents_triggered(game, event.get("player"), _TRIGGERS, "you_collect_evidence", {},
                                        [cr("603.2"), *CITES])


registry.effect_resolvers["collect_evidence"] = _resolve
keyword_triggers.watch("evidence_collected", _collected, needs=trigger_needs(_TRIGGERS))


def pay_ward(game: Game, payer: Player, amount: int, what: str) -> tuple[dict[str, Any], list[str]]:
    """ "Ward—Collect evidence 4." (CR 702.21a): the targeting player collects evidence `amount` to pay it (refused when
    they can't, 701.59b, 118.3); the ward payment's details and cites (rules/ward.py)."""
    cards = evidence_plan(game, payer, amount, what)
    collect_evidence(game, payer, cards, amount, what, "702.21a")
    return {"exiled": [card.id for card in cards]}, [cr("702.21a"), *CITES]
