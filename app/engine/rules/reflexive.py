"""Optional actions and reflexive triggers (CR 608.2d, 603.12).

- "You may <action>. If you do, <effects>." (Whiskerquill Scribe: discard a card; Byway Barterer:
  discard your hand): a triggered ability with `optional_action`. As it resolves its controller
  chooses whether to do the action, with the `resolve` action's `choices.pay_optional_cost` (else
  the one announced with the action that made it trigger; else no; `pending` asks it). Done, its
  effects follow; declined, nothing happens. Discarding chooses the cards with `choices.discard`
  (rules/discard.py); choosing to discard N cards with fewer than N in hand, or to discard an
  empty hand, is refused: the action can't be done (CR 608.2d), so "If you do" could never hold.
- "You may <pay {2}{R} / forage / action>. When you do, <effects>." (Sparktongue Dragon, Curious
  Forager): `reflexive` on top of the optional part. Once the action is done, the effects are a
  reflexive triggered ability put on the stack then (CR 603.12), above nothing else, with its own
  targets: the `resolve` action's `choices.targets`, checked then (CR 603.3d). With no legal
  target it is removed (603.3d). It resolves later with its own `resolve` action.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import OptionalAction, effect_target, effects_of
from app.engine.citations import cr
from app.engine.enums import LibraryPosition, StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import s33wmk_collect_evidence  # s33-wmk
from app.engine.rules.discard import discard_cards, pick
from app.engine.rules.effects_targets import amount, has_legal_target, resolve_effects, target_problem
from app.engine.rules.graveyard_mana_value import mandatory_mill
from app.engine.rules.life_this_turn import lose_life
from app.engine.rules.optional_sacrifice import describe_sacrifice, do_optional_sacrifice
from app.engine.rules.s18neob_return_chosen import describe_return, do_optional_return
from app.engine.rules.s20m21_sacrifice_or_discard import describe_sacrifice_or_discard, do_sacrifice_or_discard
from app.engine.rules.s23neo_optional_actions import describe as s23neo_describe  # s23-neo
from app.engine.rules.s23neo_optional_actions import do_discard_typed, do_remove_counter
from app.engine.rules.s27cmd_put_back import put_back  # s31-stdb
from app.engine.rules.s30stdb_optional_exile import describe as s30stdb_describe  # s30-stdb
from app.engine.rules.s30stdb_optional_exile import do_optional_exile
from app.engine.rules.s32core_graveyard_instead import to_graveyard  # s32-core (CR 614.1a)
from app.engine.rules.s34mom_optional_tap import describe as s34mom_describe  # s34-mom
from app.engine.rules.s34mom_optional_tap import do_optional_tap
from app.engine.rules.zones import draw_cards
from app.engine.state import StackObject, constructed

REFLEXIVE = "reflexive"


def describe(action: OptionalAction) -> str:
    """The action as the `pending` decision's `cost` names it ("discard 1 card", "discard your hand")."""
    if (s23neo := s23neo_describe(action)) is not None:  # s23-neo
        return s23neo
    if action.action == "exile_from_graveyard":
        return s30stdb_describe(action)  # s30-stdb
    if action.action == "tap_permanents":
        return s34mom_describe(action)  # s34-mom
    if action.action == "discard_hand":
        return "discard your hand"
    if action.action == "put_on_bottom_from_hand":  # s31-stdb
        return "put a card from your hand on the bottom of your library"
    if action.action == "pay_life":
        return f"pay {action.amount} life"
    if action.action == "collect_evidence":  # s33-wmk (CR 701.59a)
        return f"collect evidence {action.amount}"
    if action.action == "sacrifice" and action.or_discard is not None:
        return describe_sacrifice_or_discard(action)  # s20-m21
    if action.action == "sacrifice":
        return describe_sacrifice(action)  # s13-granted
    if action.action == "return_to_hand":  # s18-neob
        return describe_return(action)
    if action.counted is not None:  # s20-m21
        return f"draw X cards (X: {action.counted})"
    return f"{action.action} {action.amount} card{'s' if action.amount != 1 else ''}"


def optional_action_done(game: Game, item: StackObject, ability: Any, choices: Choices) -> bool:
    """Whether the ability goes on: True when it has no optional action, or its controller chose to
    do it and did it; False (and the event says so) when they declined (CR 608.2d)."""
    action: OptionalAction | None = getattr(ability, "optional_action", None)
    if action is None:
        return True
    if action.mandatory:  # "Mill three cards. When you do, ..." (s14-r2history, CR 603.12)
        return mandatory_mill(game, item, action.amount)
    decision = choices.pay_optional_cost
    if decision is None:
        decision = item.choices.get("pay_optional_cost")
    if not decision:
        game.emit(
            "optional_cost_declined",
            [cr("608.2d")],
            stack_object=item.id,
            source=item.source,
            cost=describe(action),
            chosen=decision is not None,
        )
        return False
    player = game.player(item.controller)
    what = f"the optional action of {item.id} ({describe(action)})"
    if action.action == "discard_hand":
        if not player.hand:
            raise IllegalAction("Can't do that", f"{what}: {player.id}'s hand is empty", [cr("608.2d")])
        discard_cards(game, player, list(player.hand))
        cites = [cr("608.2d"), cr("701.9a")]
    elif action.action == "discard" and action.card_type is not None:
        cites = do_discard_typed(game, item, action, choices, what)  # s23-neo: "discard a creature card"
    elif action.action == "remove_counter":
        cites = do_remove_counter(game, item, action, what)  # s23-neo: "remove a deathtouch counter from it"
    elif action.action == "discard":
        if len(player.hand) < action.amount:
            raise IllegalAction(
                "Can't do that", f"{what}: {player.id} has {len(player.hand)} card(s) in hand", [cr("608.2d")]
            )
        game.used_choices.add("discard")
        discard_cards(game, player, pick(game, player, list(player.hand), action.amount, choices.discard, False, what))
        cites = [cr("608.2d"), cr("701.9b")]
    elif action.action == "pay_life":
        if player.life < action.amount:
            raise IllegalAction("Can't do that", f"{what}: {player.id} has {player.life} life", [cr("119.4")])
        lose_life(game, player, action.amount)
        cites = [cr("608.2d"), cr("119.4")]
    elif action.action == "collect_evidence":  # s33-wmk: "you may collect evidence 4" (CR 701.59a, 608.2d)
        cards = s33wmk_collect_evidence.evidence_plan(game, player, action.amount, what)
        s33wmk_collect_evidence.collect_evidence(game, player, cards, action.amount, what, "608.2d")
        cites = [cr("608.2d"), cr("701.59a")]
    elif action.action == "draw" and action.counted is not None:
        cites = s20m21_draw_counted(game, item, action, what)  # s20-m21: "you may draw X cards, where X is ..."
    elif action.action == "draw":
        draw_cards(game, player, action.amount)
        cites = [cr("608.2d"), cr("121.1")]
    elif action.action == "sacrifice" and action.or_discard is not None:
        cites = do_sacrifice_or_discard(game, item, action, choices)  # s20-m21
    elif action.action == "sacrifice":
        cites = do_optional_sacrifice(game, item, action, choices)  # s13-granted
    elif action.action == "return_to_hand":
        cites = do_optional_return(game, item, action, choices)  # s18-neob
    elif action.action == "exile_from_graveyard":
        cites = do_optional_exile(game, item, action, choices)  # s30-stdb
    elif action.action == "tap_permanents":
        cites = do_optional_tap(game, item, action)  # s34-mom: "you may tap two untapped creatures you control"
    elif action.action == "put_on_bottom_from_hand":  # s31-stdb: one card of the hand (CR 401.4; s27cmd_put_back.py)
        if not player.hand:
            raise IllegalAction("Can't do that", f"{what}: {player.id}'s hand is empty", [cr("608.2d")])
        put_back(game, item, 1, choices, LibraryPosition.BOTTOM)
        cites = [cr("608.2d"), cr("401.4")]
    else:  # mill (CR 701.17a); with fewer cards, what there is (701.17b)
        milled = player.library[: action.amount]
        player.library = player.library[len(milled) :]
        to_graveyard(game, player, milled, Zone.LIBRARY)
        cites = [cr("608.2d"), cr("701.17a")]
    game.emit("optional_action_done", cites, stack_object=item.id, source=item.source, action=describe(action))
    return True


def put_reflexive_trigger(game: Game, item: StackObject, ability: Any, choices: Choices, x: int | None = None) -> bool:
    """For a `reflexive` ability whose optional part was done: put its reflexive trigger on the
    stack (CR 603.12), targets from `choices.targets` (CR 603.3d), and return True (the first
    ability is done). False for any other ability (it resolves its effects itself). s31-stdc: `x`, the
    reflexive trigger's own X (the number of times a cost was paid, rules/s31stdc_any_number_of_times.py)."""
    if not getattr(ability, "reflexive", False):
        return False
    effects = effects_of(ability)
    controller = item.controller or ""
    source = item.source or item.id
    specs = [spec for spec in (effect_target(effect) for effect in effects) if spec is not None]
    targets = list(choices.targets)
    if specs and not targets and not has_legal_target(game, source, controller, specs[0]):
        game.emit("trigger_removed", [cr("603.12"), cr("603.3d")], source=source, trigger=REFLEXIVE)
        return True
    if specs:
        if len(targets) != len(specs):
            raise IllegalAction(
                "Wrong targets",
                f"the reflexive trigger of {item.id} takes {len(specs)} target(s) "
                f"(choices.targets of the resolve action); {len(targets)} chosen",
                [cr("603.12"), cr("603.3d")],
            )
        for spec, target in zip(specs, targets, strict=True):
            problem = target_problem(game, source, controller, spec, target)
            if problem is not None:
                raise IllegalAction(
                    "Illegal target",
                    f"the reflexive trigger of {item.id} can't target {target!r}: {problem.reason}",
                    [cr("603.12"), cr("603.3d"), *problem.cites],
                )
    elif targets:
        raise IllegalAction("Wrong targets", f"the reflexive trigger of {item.id} takes no targets", [cr("603.12")])
    reflexive = constructed(
        StackObject,
        id=game.new_object_id(f"{source}-reflexive-"),
        kind=StackObjectKind.TRIGGERED_ABILITY,
        card=item.card,
        controller=controller,
        owner=controller,
        source=item.source,
        ability_index=item.ability_index,
        trigger_event=REFLEXIVE,
        targets=targets,
        choices={"face": item.choices.get("face", "front"), "keyword_trigger": REFLEXIVE,
                 **({"event": item.choices["event"]} if "event" in item.choices else {}),  # s21-neoa: "it" (608.2c)
                 **({"x": x} if x is not None else {})},  # s31-stdc: its own X (rules/effects_targets.py `amount`)
        **({"x": x} if x is not None else {}),
    )
    game.state.stack.insert(0, reflexive)
    game.emit(
        "trigger_put_on_stack",
        [cr("603.12"), cr("603.3")],
        stack_object=reflexive.id,
        source=item.source,
        trigger=REFLEXIVE,
        targets=targets,
    )
    return True


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    """The reflexive trigger: the effects after "When you do", on its targets (CR 603.12, 608.2)."""
    definition = game.definition(item.card)
    if definition.faces is not None:
        definition = definition.face_definition("back" if item.choices.get("face") == "back" else None)
    if item.ability_index is None or item.ability_index >= len(definition.abilities):
        raise IllegalAction("Unknown ability", f"{definition.name} has no ability number {item.ability_index}")
    resolve_effects(game, item, effects_of(definition.abilities[item.ability_index]), choices)


registry.keyword_trigger_resolvers[REFLEXIVE] = _resolve


def s20m21_draw_counted(game: Game, item: StackObject, action: OptionalAction, what: str) -> list[str]:
    """s20-m21: "you may draw X cards, where X is the number of Shrines you control. If you do, ..." (Sanctum of Calm
    Waters): X counted as it resolves (CR 608.2h; rules/count_of.py), then drawn (121.1). An X of 0 is refused (Not
    modelled): whether drawing no cards is "doing" it for "If you do" (CR 608.2c) is not decided by the engine."""
    assert action.counted is not None
    number = amount(game, item, action.counted)
    if number <= 0:
        raise IllegalAction("Not modelled", f"{what}: X is 0; whether drawing no cards counts for 'If you do' is not "
                            "modelled", [cr("608.2h"), cr("608.2c")])
    draw_cards(game, game.player(item.controller), number)
    return [cr("608.2d"), cr("608.2h"), cr("121.1")]
