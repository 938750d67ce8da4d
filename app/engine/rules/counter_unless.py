"""Counter a spell unless its controller pays (CR 701.6a, 118.12): the `counter_unless_pays` effect.

"Counter target spell unless its controller pays {2}." As the effect resolves, the target spell's
controller chooses whether to pay the cost (CR 118.12: "unless [a player] pays"; 608.2d: a choice
made as the spell or ability resolves). The answer is the `resolve` action's `choices.pay_unless`
(true: pay; false or absent: don't pay); `pending` asks that player (`choose`, choice "pay_unless",
with the cost). Paying takes the cost from that player's mana pool (a cost that can't be paid is
refused with the reason, CR 118.3, and nothing happens: the request is all or nothing); then the
spell is not countered. Not paying counters it through the engine's one counter rule (the `counter`
effect of rules/effects_zones.py: a spell that can't be countered stays, CR 101.2; a countered
spell goes to its owner's graveyard, or to exile when cast with flashback).

"If you control a Bird, counter that spell unless its controller pays {4} instead." (Dazzling
Denial): `instead_cost` replaces the cost when the controller of the countering spell controls a
permanent `instead_if_you_control` names at the moment it resolves (CR 608.2c), tested as
rules/you_control.py tests every "if you control" condition.

"Counter target spell unless its controller pays {1} for each card in your graveyard." (s30-old):
`cost_for_each`, a `Count` counted as the effect resolves (CR 608.2h); the cost is `cost` that many times.

"Whenever you become the target of a spell or ability an opponent controls, counter that spell or
ability unless its controller pays {1}." (Amulet of Safekeeping): target `that_spell_or_ability`,
the spell or ability the trigger event named (rules/targeted_triggers.py), not a target; an
ability not paid for is removed from the stack (CR 701.6a).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CounterEffect, CounterUnlessPaysEffect
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.game import Game, remove_from
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs
from app.engine.rules.effects_targets import amount
from app.engine.rules.you_control import you_control
from app.engine.state import StackObject

CITES = (cr("701.6a"), cr("118.12"))


def cost_now(game: Game, item: StackObject, effect: CounterUnlessPaysEffect) -> tuple[str, list[str]]:
    """The cost the target's controller may pay as `item` resolves now, with the rules that say so."""
    cites = list(CITES)
    if effect.instead_if_you_control is not None and effect.instead_cost is not None:
        cites.append(cr("608.2c"))
        if you_control(game, item.controller, effect.instead_if_you_control):
            return effect.instead_cost, cites
    if effect.cost_for_each is not None:  # s30-old: "{1} for each card in your graveyard", counted now (CR 608.2h)
        times = amount(game, item, effect.cost_for_each)
        return (effect.cost * times if times > 0 else "{0}"), [*cites, cr("608.2h")]
    return effect.cost, cites


def countered_ids(item: StackObject, effect: CounterUnlessPaysEffect) -> list[str]:
    """What the effect would counter: its target, or the spell or ability its trigger event named."""
    if effect.target == "that_spell_or_ability":
        named = (item.choices.get("event") or {}).get("that_spell_or_ability")
        return [named] if isinstance(named, str) else []
    return list(item.targets)


def asked_choice(game: Game, item: StackObject, effects: Sequence[Any]) -> dict[str, Any] | None:
    """The `choose` decision the top of the stack asks as it resolves: whether the controller of the
    spell it would counter pays (the player who decides, CR 118.12), or None."""
    if "pay_unless" in item.choices:
        return None
    for effect in effects:
        if not isinstance(effect, CounterUnlessPaysEffect):
            continue
        for target_id in countered_ids(item, effect):
            spell = game.stack_object(target_id)
            if spell is None or spell.controller is None:
                continue
            cost, _ = cost_now(game, item, effect)
            return {
                "stack_object": item.id,
                "choice": "pay_unless",
                "values": [True, False],
                "cost": cost,
                "player": spell.controller,
                "countering": spell.id,
            }
    return None


def _resolve(game: Game, item: StackObject, effect: CounterUnlessPaysEffect, choices: Choices) -> None:
    decision = choices.pay_unless
    if decision is not None:
        game.used_choices.add("pay_unless")
    cost_text, cites = cost_now(game, item, effect)
    for target_id in countered_ids(item, effect):
        spell = game.stack_object(target_id)
        if spell is None or spell.controller is None:
            continue
        payer = game.player(spell.controller)
        if decision:
            cost = costs.TotalCost.from_mana_cost(parse_mana_cost(cost_text))
            what = f"the cost {cost_text} of {item.id} (to keep {spell.id} from being countered)"
            costs.verify_payable(game, payer, cost, what)
            costs.pay(game, payer, cost, what)
            game.emit(
                "unless_cost_paid",
                [*cites, cr("608.2d")],
                stack_object=item.id,
                source=item.source,
                player=payer.id,
                cost=cost_text,
                protected=spell.id,
            )
            continue
        game.emit(
            "unless_cost_not_paid",
            [*cites, cr("608.2d")],
            stack_object=item.id,
            source=item.source,
            player=payer.id,
            cost=cost_text,
            chosen=decision is not None,
        )
        if spell.kind is not StackObjectKind.SPELL:  # an ability: removed from the stack (CR 701.6a)
            remove_from(game.state.stack, spell)
            game.emit("countered", [cr("701.6a")], stack_object=spell.id, by=item.id, source=item.source)
            continue
        counter = registry.effect_resolvers["counter"]  # the one counter rule (rules/effects_zones.py)
        target = "spell" if effect.target in ("that_spell_or_ability", "spell_or_ability") else effect.target
        counter(game, item.model_copy(update={"targets": [spell.id]}),
                CounterEffect(target=target, exile_instead=effect.exile_instead), choices)  # s16-tailb: exile_instead


registry.effect_resolvers["counter_unless_pays"] = _resolve
