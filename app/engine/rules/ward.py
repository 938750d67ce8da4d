"""Ward (CR 702.21): `ward:<mana cost>`, e.g. `ward:{2}`, or a cost other than mana:
`ward:pay <N> life`, `ward:discard a card`, `ward:collect evidence <N>` (s33-wmk: cards of the payer's graveyard with
total mana value N or greater, `choices.exile_from_graveyard`, CR 701.59a-b), or both mana and life, `ward:{2}, pay 2 life` (s28-otj: both parts checked
before either is paid, CR 118.3).

"Whenever this permanent becomes the target of a spell or ability an opponent controls, counter
that spell or ability unless that player pays [cost]" (702.21a): a triggered ability, detected as
the targeting spell is cast, the ability activated or the triggered ability put on the stack
(CR 603.2), put on the stack above it (603.3), controlled by the ward permanent's controller.
As it resolves, the targeting player decides: `choices.pay_ward` of the `resolve` action (true:
pay; false: don't), or, when that is absent, the `choices.pay_ward` announced with the action that
made it trigger; with neither, the cost is not paid. Paying takes the cost from that player's
mana pool (a cost that can't be paid is refused, CR 601.2h). "Pay N life" subtracts N from their
life total, which must be at least N (CR 119.4, 118.3). "Discard a card" moves the card named by
the `resolve` action's `choices.discard` (exactly one card of their hand), or their only card in
hand, to their graveyard (CR 701.9a); with several cards and no choice, or an empty hand, paying is
refused (CR 118.3). Not paying counters the spell or
ability (CR 701.6a: a countered spell goes to its owner's graveyard; an ability just leaves the
stack). If the targeting object has already left the stack, nothing happens.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger, remove_from
from app.engine.keywords import parameters_of
from app.engine.mana import parse_mana_cost
from app.engine.rules import (
    costs,
    keyword_triggers,
    s32core_graveyard_instead,  # s32-core
    s33wmk_collect_evidence,  # s33-wmk
)
from app.engine.rules.cant_be_countered import cant_be_countered, note_not_countered
from app.engine.rules.disturb import spell_leaves_to  # s17-dfc
from app.engine.rules.flashback import spell_destination
from app.engine.rules.life_this_turn import lose_life
from app.engine.rules.s24emn_madness import put_discarded  # s24-emn
from app.engine.rules.spell_copy_leaves import ceases_to_exist  # s14-copies
from app.engine.rules.zones import card_name, place_in_zone
from app.engine.state import Player, StackObject, ZoneCard

_TARGETING_EVENTS = ("spell_cast", "ability_activated", "trigger_put_on_stack")


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    item = game.stack_object(event.get("stack_object") or "")
    if item is None or not item.targets:
        return []
    pending: list[PendingTrigger] = []
    for target_id in dict.fromkeys(item.targets):
        target = game.permanent(target_id)
        if target is None or target.controller == item.controller:  # s32-ma: a disguised face-down one has ward
            continue
        characteristics = characteristics_of(game, target)
        if characteristics is None:
            continue
        for cost in parameters_of(characteristics.keywords, "ward"):
            data: dict[str, Any] = {"keyword_trigger": "ward", "ward_cost": cost, "countering": item.id,
                                    "payer": item.controller}
            if game.choices.pay_ward is not None:
                data["pay_ward"] = game.choices.pay_ward  # announced with the targeting action
                game.used_choices.add("pay_ward")
            pending.append(PendingTrigger(target.id, None, target.controller or "", "ward", [], [cr("702.21a")],
                                          data=data))
    return pending


def _counter(game: Game, item: StackObject, countered: StackObject) -> None:
    if cant_be_countered(game, countered):  # CR 101.2 (rules/cant_be_countered.py)
        note_not_countered(game, item, countered)
        return
    remove_from(game.state.stack, countered)
    cites = [cr("702.21a"), cr("701.6a")]
    if ceases_to_exist(game, countered):  # s14-copies: a countered copy ceases to exist (CR 707.10a)
        game.emit("countered", cites, stack_object=countered.id, by=item.id, source=item.source)
        return
    if countered.kind is StackObjectKind.SPELL and countered.card is not None and countered.owner is not None:
        to = spell_destination(countered)  # exile if cast with flashback (CR 702.34a)
        to, replaced = spell_leaves_to(game, countered, to)  # s17-dfc: "exile it instead" (CR 614.1a)
        place_in_zone(game.player(countered.owner), to, [ZoneCard(id=countered.id, card=countered.card)])
        exiled = list(replaced) or ([cr("702.34a")] if to is Zone.EXILE else [])
        game.emit("countered", [*cites, *exiled], stack_object=countered.id,
                  by=item.id, source=item.source, card=card_name(game, countered.card), to=to.value)
        s32core_graveyard_instead.shuffle_after(game, countered, to, replaced)  # s32-core (CR 701.24a)
    else:
        game.emit("countered", cites, stack_object=countered.id, by=item.id, source=item.source)


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    countered = game.stack_object(item.choices["countering"])
    cost_text = item.choices["ward_cost"]
    if countered is None:
        game.emit("ability_resolved", [cr("608.2"), cr("702.21a")], stack_object=item.id, source=item.source,
                  effect="ward", note=f"{item.choices['countering']} is no longer on the stack")
        return
    if choices.pay_ward is not None:
        game.used_choices.add("pay_ward")
    decision = choices.pay_ward if choices.pay_ward is not None else item.choices.get("pay_ward")
    if decision:
        payer = game.player(item.choices["payer"])
        what = f"the ward cost of {item.source}"
        paid: dict[str, Any] = {}
        cites = [cr("702.21a")]
        if ", pay " in cost_text:  # s28-otj: "{2}, pay 2 life" (CR 118.3, 601.2h: every part is paid, or none)
            paid, cites = _pay_mana_and_life(game, payer, cost_text, what)
        elif cost_text.startswith("pay "):
            paid, cites = _pay_life(game, payer, int(cost_text.split()[1]), what)
        elif cost_text == "discard a card":
            paid, cites = _discard_a_card(game, payer, choices, what)
        elif cost_text.startswith("collect evidence "):  # s33-wmk: "Ward—Collect evidence 4." (CR 701.59a-b)
            paid, cites = s33wmk_collect_evidence.pay_ward(game, payer, int(cost_text.split()[2]), what)
        else:
            cost = costs.TotalCost.from_mana_cost(parse_mana_cost(cost_text))
            costs.verify_payable(game, payer, cost, what)
            costs.pay(game, payer, cost, what)
        game.emit("ward_paid", cites, stack_object=item.id, source=item.source, player=payer.id,
                  cost=cost_text, protected=countered.id, **paid)
        return
    game.emit("ward_not_paid", [cr("702.21a")], stack_object=item.id, source=item.source,
              player=item.choices["payer"], cost=cost_text, chosen=decision is not None)
    _counter(game, item, countered)


def _pay_life(game: Game, payer: Player, amount: int, what: str) -> tuple[dict[str, Any], list[str]]:
    """CR 119.4: life can be paid only by a player whose life total is at least the amount."""
    if payer.life < amount:
        raise IllegalAction("Can't pay that cost", f"{payer.id} has {payer.life} life and can't pay {amount} life "
                            f"for {what}", [cr("702.21a"), cr("119.4"), cr("118.3")])
    lose_life(game, payer, amount)
    return {"life": payer.life}, [cr("702.21a"), cr("119.4")]


def _pay_mana_and_life(game: Game, payer: Player, cost_text: str, what: str) -> tuple[dict[str, Any], list[str]]:
    """s28-otj: "Ward—{2}, Pay 2 life." (CR 702.21a): both parts are checked before either is paid (CR 118.3, 601.2h: a
    cost that can't be paid in full isn't paid at all), then the mana, then the life (119.4)."""
    mana_text, life_text = cost_text.split(", pay ", 1)
    amount = int(life_text.split()[0])
    cost = costs.TotalCost.from_mana_cost(parse_mana_cost(mana_text))
    costs.verify_payable(game, payer, cost, what)
    if payer.life < amount:
        raise IllegalAction("Can't pay that cost", f"{payer.id} has {payer.life} life and can't pay {amount} life "
                            f"for {what}", [cr("702.21a"), cr("119.4"), cr("118.3")])
    costs.pay(game, payer, cost, what)
    paid, cites = _pay_life(game, payer, amount, what)
    return paid, [*cites, cr("118.3")]


def _discard_a_card(game: Game, payer: Player, choices: Choices, what: str) -> tuple[dict[str, Any], list[str]]:
    """CR 701.9a: the card goes from its owner's hand to their graveyard; which one, the payer says."""
    chosen = choices.discard
    if chosen is not None:
        game.used_choices.add("discard")
    in_hand = {card.id: card for card in payer.hand}
    if chosen is None and len(payer.hand) == 1:
        chosen = [payer.hand[0].id]
    if not payer.hand:
        raise IllegalAction("Can't pay that cost", f"{payer.id} has no card in hand to discard for {what}",
                            [cr("702.21a"), cr("118.3")])
    if chosen is None or len(chosen) != 1 or chosen[0] not in in_hand:
        raise IllegalAction("Choose the card to discard", f"{payer.id} pays {what} by discarding one card of their "
                            f"hand: choices.discard must name exactly one of {', '.join(in_hand)}",
                            [cr("702.21a"), cr("701.9a")])
    card = in_hand[chosen[0]]
    payer.hand = [c for c in payer.hand if c is not card]
    put_discarded(game, payer, [card])  # s24-emn: a card with madness is exiled instead (CR 702.35a)
    return {"discarded": [card.id]}, [cr("702.21a"), cr("701.9a")]


for _event in _TARGETING_EVENTS:
    keyword_triggers.watch(_event, _detect)
registry.keyword_trigger_resolvers["ward"] = _resolve
