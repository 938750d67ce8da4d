"""Beginning-of-step triggered abilities (CR 603.2): "At the beginning of your upkeep" (CR 503.1a),
"... of each player's draw step" (504.2), "... of the end step" (513.1), "at end of combat"
(511.1), for the step of: its controller (`yours`), every player (`each`), the controller of
the permanent its Aura enchants (`enchanted_controller`), or the player chosen as it entered
(`chosen_player`, rules/choose_opponent.py). They trigger as the step begins, after its
turn-based actions (the draw, CR 504.1), and are put on the stack the next time a player would
receive priority (CR 603.3).

- An intervening "if" clause (`condition`: "if ~ is untapped", "if no creatures are on the
  battlefield") is checked as it triggers and again as it resolves: false then, it does nothing
  (CR 603.4).
- "that player" (`that_player`) is the player whose step it is: the active player (CR 102.1).
- Payments made while it resolves (CR 608.2d): "you may pay {1}. If you do, <effect>"
  (`optional_cost`, CR 603.5) and "<effect> unless you pay {U}" (`unless_cost`, CR 118.12). The
  decision is `choices.pay_optional_cost` of the action that resolves it (`pending` asks it:
  `decision` "choose"); without one, nothing is paid. The payer (its controller, or "that
  player" with `payer`) pays from their mana pool (CR 118.3: what can't be paid is refused).
  "... or 1 life" (`unless_life`, `choices.pay_life`, CR 119.4) and "unless you discard a card"
  (`unless_discard`, `choices.discard`, CR 701.9a) are paid the same way.
- X "where X is the number of cards in their hand minus 4" (`x`) is determined as it resolves
  (CR 608.2h); a negative result is 0 (CR 107.1b).
- `if_done` / `otherwise` follow the effect when it did / didn't move a permanent off the
  battlefield or deal damage ("If ~ is destroyed this way", "If you can't").
- Energy Flux's granted trigger (`grant_step_trigger`, CR 613.1f) triggers for each artifact; the
  ability is kept in the stack object's `choices.granted`, its source the artifact.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import (
    CastTriggerAbility,
    GrantStepTriggerAbility,
    GraveyardCardsCount,  # s26-core
    LoseLifeUnlessEffect,
    PayToUntapEffect,
    RiderCondition,
    S25khcCumulativeUpkeepEffect,  # s25-khc
    StateTriggerAbility,
    StepTriggerAbility,
    XIsCount,
)
from app.engine.characteristics import characteristics_of, face_up, is_creature, lost_all_abilities
from app.engine.citations import cr
from app.engine.enums import CardType, Step
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs, lose_life_unless, s25khc_cumulative_upkeep  # s25khc_...: s25-khc
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.attached_granted import is_attached_to
from app.engine.rules.effects_targets import resolve_effects
from app.engine.rules.energy import energy_symbols, pay_energy, verify_energy_payable  # s24-kal
from app.engine.rules.life_gained_at_least import CITES as GAINED_CITES
from app.engine.rules.life_gained_at_least import gained_enough
from app.engine.rules.life_this_turn import CONDITIONS as LIFE_CONDITIONS
from app.engine.rules.life_this_turn import condition_holds as life_condition_holds
from app.engine.rules.life_this_turn import lose_life
from app.engine.rules.life_total_conditions import graveyard_cards_at_least  # s26-core
from app.engine.rules.modes import is_modal, no_mode_chosen, resolving_effects  # s27-fdna
from app.engine.rules.party import ROLES as PARTY_ROLES
from app.engine.rules.party import party_size
from app.engine.rules.reflexive import describe as describe_optional_action
from app.engine.rules.reflexive import optional_action_done, put_reflexive_trigger
from app.engine.rules.riders import intervening_holds  # s30-stdc
from app.engine.rules.s23c13_library_at_least import library_enough
from app.engine.rules.s24emn_madness import put_discarded  # s24-emn
from app.engine.rules.s25tsr_echo import CONDITION as ECHO  # s25-tsr
from app.engine.rules.s25tsr_echo import came_under_control_since_last_upkeep  # s25-tsr
from app.engine.rules.s31core_that_player_hand import CITES as HAND_CITES  # s31-core
from app.engine.rules.s31core_that_player_hand import that_player_hand_holds  # s31-core
from app.engine.rules.targeting import verify_targets
from app.engine.rules.triggers import ability_definition
from app.engine.rules.turn_records import cites_of as this_turn_cites
from app.engine.rules.turn_records import describe as describe_this_turn
from app.engine.rules.turn_records import holds as this_turn_holds
from app.engine.rules.you_control import you_control
from app.engine.state import Permanent, Player, StackObject

NAME = "step_trigger"
_STEPS = {Step.UPKEEP: "upkeep", Step.DRAW: "draw", Step.END: "end", Step.END_OF_COMBAT: "end_of_combat",
          Step.BEGINNING_OF_COMBAT: "beginning_of_combat"}
_STEP_CITES = {"upkeep": cr("503.1a"), "draw": cr("504.2"), "end": cr("513.1"), "end_of_combat": cr("511.1"),
               "beginning_of_combat": cr("507.1"),
               # s14-r2main: "your first / second main phase" (rules/main_phase_triggers.py)
               "precombat_main": cr("505.1a"), "postcombat_main": cr("505.1a")}




def in_game(game: Game, kind: type[Any]) -> bool:
    """Whether a permanent with an ability of `kind` is or was on the battlefield during this
    request (rules/ability_presence.py). The hooks of this module and its siblings return at once
    in the many games without such a permanent."""
    return game_has(game, kind)


def that_player(game: Game, permanent: Permanent, whose: str) -> str | None:
    """The player whose step triggers this ability now, or None when it doesn't trigger."""
    active = game.state.active_player
    if whose == "each":
        return active
    if whose == "yours":
        return active if permanent.controller == active else None
    if whose == "opponents":  # s25-core: "each opponent's upkeep": the turn of an opponent of its controller (CR 102.3)
        return active if permanent.controller != active else None
    if whose == "chosen_player":
        return active if permanent.chosen_player == active else None
    if whose == "enchanted_player":  # s16-curses: the player this Aura enchants (rules/enchant_player.py)
        return active if permanent.attached_to == active else None
    host = game.permanent(permanent.attached_to) if permanent.attached_to else None  # enchanted_controller
    return active if host is not None and host.controller == active else None


def condition_holds(game: Game, source: Permanent | None, condition: str | None, controller: str | None = None) -> bool:
    if condition is None:
        return True
    if condition in LIFE_CONDITIONS:  # "if you gained or lost life this turn": the ability's controller
        you = controller if controller is not None else (source.controller if source is not None else None)
        return you is not None and life_condition_holds(game, you, condition)
    if condition == "no_creatures":
        return not any(is_creature(game, permanent) for permanent in game.state.battlefield)
    if condition == "full_party":  # s21-szn: "if you have a full party" (CR 700.8)
        you = controller if controller is not None else (source.controller if source is not None else None)
        return party_size(game, you) == len(PARTY_ROLES)
    if source is None:
        return False
    if condition == ECHO:  # s25-tsr: echo (CR 702.30a, 603.4; rules/s25tsr_echo.py)
        return came_under_control_since_last_upkeep(game, source)
    if condition == "s35mkm_unsolved":  # s35-mkm: "To solve — ..." (CR 719.3a, 603.4; rules/s35mkm_cases.py)
        return not source.s35mkm_solved
    return source.tapped == (condition == "source_tapped")


def _triggers(game: Game, permanent: Permanent, index: int | None, ability: StepTriggerAbility, step: str) -> None:
    player = that_player(game, permanent, ability.whose)
    # CR 603.4: an intervening "if" must be true for it to trigger at all.
    if ability.step != step or player is None or not condition_holds(game, permanent, ability.condition):
        return
    if index is not None and ability.functions_from_graveyard():
        return  # s27-fdnb: it triggers from its card's graveyard only (CR 113.6k; rules/s27fdnb_graveyard_steps.py)
    if not intervening_ifs_hold(game, permanent.controller, ability, permanent.id):
        return
    if not that_player_hand_holds(game, player, ability):  # s31-core (CR 603.4, 402.1)
        return
    data: dict[str, Any] = {"keyword_trigger": NAME, "that_player": player}
    cites = [cr("603.2"), _STEP_CITES[step]]
    if index is None:  # a granted ability (Energy Flux): kept with the trigger, its source the artifact
        data["granted"] = ability.model_dump(mode="json", by_alias=True, exclude_none=True)
        cites.append(cr("613.1f"))
    game.pending_triggers.append(PendingTrigger(
        permanent.id, index, permanent.controller or "", f"beginning_of_{step}", [], cites, data=data,
        card=permanent.card if index is not None else None, face=face_up(permanent)))


def intervening_ifs_hold(game: Game, controller: str | None, ability: StepTriggerAbility, source_id: str) -> bool:
    """The intervening "if" clauses of a step trigger other than its `condition`, for its controller (CR 603.4: checked
    as it would trigger)."""
    # s25-stdc: `if_you_control_none`, "if you control no ..." (CR 603.4)
    if ability.if_you_control is not None and you_control(game, controller, ability.if_you_control,
                                                          ability.if_you_control_at_least,
                                                          ability.if_you_control_different_names,
                                                          ability.if_you_control_different_powers,
                                                          source_id=source_id) is ability.if_you_control_none:
        return False
    if not gained_enough(game, controller, ability):  # CR 603.4 (rules/life_gained_at_least.py)
        return False
    if not library_enough(game, controller, ability):  # s23-c13 (CR 603.4; rules/s23c13_library_at_least.py)
        return False
    if ability.if_graveyard_cards is not None and not graveyard_cards_at_least(  # s26-core (CR 603.4, 404.1)
            game, controller, ability.if_graveyard_cards):
        return False
    if ability.intervening_if is not None and ability.intervening_if.kind != "this_turn":
        return intervening_holds(game, controller, ability, source_id)  # s30-stdc: a game-state rider (CR 603.4)
    return this_turn_holds(game, controller, ability.intervening_if)  # s15-records (CR 603.4)


def _detect(game: Game, step: str) -> None:
    if in_game(game, StepTriggerAbility):
        for permanent in game.state.battlefield:
            for index, ability in abilities_of_kind(game, permanent, StepTriggerAbility):
                _triggers(game, permanent, index, ability, step)
    if in_game(game, GrantStepTriggerAbility):
        grants = [(source, ability) for source in game.state.battlefield
                  for _, ability in abilities_of_kind(game, source, GrantStepTriggerAbility)]
        for permanent in game.state.battlefield:
            characteristics = characteristics_of(game, permanent) if grants else None
            if characteristics is None or lost_all_abilities(game, permanent):
                continue  # s17-linked: a granted ability lost too (CR 613.1f)
            for source, grant in grants:
                if grant.to == "attached_permanent":  # s15-granted (rules/attached_granted.py, CR 613.1f)
                    if is_attached_to(source, permanent):
                        _triggers(game, permanent, None, grant.ability, step)
                elif CardType.ARTIFACT.value in characteristics.types:
                    _triggers(game, permanent, None, grant.ability, step)


def detect(game: Game, step: str) -> None:
    """Put the step triggers of `step` ("upkeep", ..., "precombat_main") that trigger now in the
    pending triggers (CR 603.2); the hooks of rules/main_phase_triggers.py call it."""
    _detect(game, step)


def trigger_ability(game: Game, item: StackObject) -> Any:
    """The ability a stack object of these modules resolves: a granted one kept with it, or its
    source's (CR 113.7a: it exists on the stack independently of its source)."""
    granted = item.choices.get("granted")
    if granted is not None:
        try:
            return StepTriggerAbility.model_validate(granted)
        except ValidationError:
            raise IllegalAction("Unknown ability", f"{item.id}'s granted ability is not a step trigger the engine "
                                "knows", [cr("603.2")]) from None
    ability = ability_definition(game, item)
    if not isinstance(ability, StepTriggerAbility | CastTriggerAbility | StateTriggerAbility):
        raise IllegalAction("Unknown ability", f"{item.id}'s ability number {item.ability_index} is not a step, "
                            "cast or state trigger", [cr("603.2")])
    return ability


for _step, _name in _STEPS.items():
    # After the step's turn-based actions (the draw, CR 504.1: order 100), before anything else.
    registry.step_begin[_step].add(lambda game, name=_name: _detect(game, name), order=150,
                                   needs=(StepTriggerAbility, GrantStepTriggerAbility))


# --- resolving: conditions, payments, X ------------------------------------------------------


def _payer(item: StackObject, ability: Any) -> str:
    if getattr(ability, "payer", "you") == "that_player":
        return str(item.choices.get("that_player") or item.controller or "")
    return item.controller or ""


def _cost(ability: Any) -> tuple[str, str] | None:
    """("optional" | "unless", cost) of an ability that asks for a payment as it resolves."""
    optional = getattr(ability, "optional_cost", None)
    if optional is not None:
        return "optional", optional
    unless = getattr(ability, "unless_cost", None)
    if unless is not None:
        return "unless", unless
    if getattr(ability, "unless_discard", False):
        return "unless", "discard a card"
    if getattr(ability, "optional", False):
        return "optional", "{0}"  # "you may <effect>": a choice that costs nothing (CR 603.5)
    return None


def resolution_choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """What `pending` shows for such an ability on top of the stack: the payment it asks for."""
    try:
        ability = trigger_ability(game, item)
    except IllegalAction:
        return None
    asked = _cost(ability)
    action = getattr(ability, "optional_action", None)
    if asked is None and action is not None and "pay_optional_cost" not in item.choices:
        # s13-gift: "you may discard a card. If you do, ..." (CR 608.2d; rules/reflexive.py)
        return {"stack_object": item.id, "choice": "pay_optional_cost", "values": [True, False],
                "cost": describe_optional_action(action), "player": item.controller}
    if asked is None:
        effect = getattr(ability, "effect", None)
        if getattr(effect, "target", None) == "another_creature_you_control":  # "sacrifice a creature other than ~"
            values = [p.id for p in game.state.battlefield if p.controller == item.controller and p.id != item.source
                      and is_creature(game, p)]
            return {"stack_object": item.id, "choice": "sacrifice", "values": values,
                    "player": item.controller} if values else None
        if isinstance(effect, S25khcCumulativeUpkeepEffect):  # s25-khc (rules/s25khc_cumulative_upkeep.py)
            return s25khc_cumulative_upkeep.asked_choice(game, item, effect)
        if isinstance(effect, LoseLifeUnlessEffect):  # s13-gift (rules/lose_life_unless.py)
            return lose_life_unless.asked_choice(game, item, effect)
        if isinstance(effect, PayToUntapEffect):  # Magnetic Mountain: which to untap, paying for each
            player = str(item.choices.get("that_player") or item.controller)
            values = [p.id for p in game.state.battlefield if p.controller == player and p.tapped
                      and is_creature(game, p) and (c := characteristics_of(game, p)) is not None
                      and effect.color in c.colors]
            return {"stack_object": item.id, "choice": "untap", "values": values, "cost": f"{effect.cost} each",
                    "player": player} if values else None
        return None
    life = getattr(ability, "unless_life", None)
    return {"stack_object": item.id, "choice": "pay_optional_cost", "values": [True, False],
            "cost": asked[1] if life is None else f"{asked[1]} or {life} life", "player": _payer(item, ability)}


def _pays(game: Game, item: StackObject, ability: Any, kind: str, cost_text: str, choices: Choices) -> bool:
    """Whether the payer pays `cost_text` now (`choices.pay_optional_cost`; default: no)."""
    decision = bool(choices.pay_optional_cost)
    cites = [cr("608.2d"), cr("603.5") if kind == "optional" else cr("118.12")]
    life = getattr(ability, "unless_life", None)
    if not decision:
        game.emit("optional_cost_declined", cites, stack_object=item.id, source=item.source,
                  cost=cost_text if life is None else f"{cost_text} or {life} life",
                  chosen=choices.pay_optional_cost is not None)
        return False
    payer = game.player(_payer(item, ability))
    if getattr(ability, "unless_discard", False):
        discard_one(game, payer, choices)
        game.emit("optional_cost_paid", cites, stack_object=item.id, source=item.source, cost=cost_text)
        return True
    if choices.pay_life:
        game.used_choices.add("pay_life")
        if kind != "unless" or life is None:
            raise IllegalAction("Nothing to pay with life", f"{item.id}'s cost {cost_text} can't be paid with life",
                                [cr("118.12")])
        if payer.life < life:
            raise IllegalAction("Not enough life", f"{payer.id} has {payer.life} life and can't pay {life} life",
                                [cr("119.4")])
        lose_life(game, payer, life)
        game.emit("mana_paid", [cr("119.4"), *cites], player=payer.id, cost=f"{life} life", paid={},
                  purpose=f"the cost {cost_text} or {life} life of {item.id}", life_paid=life)
        game.emit("optional_cost_paid", cites, stack_object=item.id, source=item.source, cost=f"{life} life")
        return True
    what = f"the cost {cost_text} of {item.id}"
    if (energy := energy_symbols(cost_text)) is not None:  # s24-kal: "you may pay {E}{E}" (CR 107.14)
        verify_energy_payable(payer, energy, what)
        pay_energy(game, payer, energy, what)
        game.emit("optional_cost_paid", [*cites, cr("107.14")], stack_object=item.id, source=item.source,
                  cost=cost_text)
        return True
    cost = costs.TotalCost.from_mana_cost(parse_mana_cost(cost_text))
    costs.verify_payable(game, payer, cost, what)
    costs.pay(game, payer, cost, what)
    game.emit("optional_cost_paid", cites, stack_object=item.id, source=item.source, cost=cost_text)
    return True


def discard_one(game: Game, payer: Player, choices: Choices, cites: tuple[str, ...] | None = None) -> None:
    """Pay "discard a card" (CR 701.9a): `choices.discard` (one card of the payer's hand), else the
    last card of it; with no card in hand it can't be paid (CR 118.3). s34-ltr: also the Ring's "draw a card, then
    discard a card" (`cites` of the `discarded` event; default those of a cost, 701.9a and 118.12)."""
    chosen = choices.discard
    if chosen is not None:
        game.used_choices.add("discard")
        if len(chosen) != 1 or chosen[0] not in {card.id for card in payer.hand}:
            raise IllegalAction("Not in hand", f"choices.discard must name one card of {payer.id}'s hand",
                                [cr("701.9a")])
    if not payer.hand:
        raise IllegalAction("Nothing to discard", f"{payer.id} has no card in hand to discard", [cr("118.3")])
    card = next(c for c in payer.hand if c.id == chosen[0]) if chosen else payer.hand[-1]
    payer.hand = [c for c in payer.hand if c is not card]
    put_discarded(game, payer, [card])  # s24-emn: a card with madness is exiled instead (CR 702.35a)
    game.emit("discarded", list(cites) if cites is not None else [cr("701.9a"), cr("118.12")], player=payer.id,
              cards=[card.id], hand_size=len(payer.hand), chosen=chosen is not None)


def _count(game: Game, player_id: str, what: str) -> int:
    if what == "cards_in_hand":
        return len(game.player(player_id).hand)
    swamps = 0  # "the number of Swamps they control"
    for permanent in game.state.battlefield:
        characteristics = characteristics_of(game, permanent) if permanent.controller == player_id else None
        if characteristics is not None and CardType.LAND.value in characteristics.types \
                and "Swamp" in characteristics.subtypes:
            swamps += 1
    return swamps


def x_value(game: Game, item: StackObject, x: XIsCount) -> int:
    """CR 608.2h: determined as it resolves; CR 107.1b: never below 0."""
    player = item.controller if x.player == "you" else item.choices.get("that_player")
    if x.count == "doom_counters_on_source":  # "the number of doom counters on it"
        source = game.permanent(item.source or "")
        # A source gone from the battlefield: its last known counters are not kept (counted as 0).
        counted = source.counters.get("doom", 0) if source is not None else 0
    else:
        counted = _count(game, str(player or ""), x.count)
    value = x.subtracted_from - counted if x.subtracted_from is not None else counted - x.minus
    return max(0, value)


def resolve_trigger(game: Game, item: StackObject, choices: Choices) -> None:
    """Resolve a step, cast or state trigger: its condition again (CR 603.4), its payment, then
    its effect (CR 608.2)."""
    ability = trigger_ability(game, item)
    source = game.permanent(item.source or "")
    reflexive = bool(getattr(ability, "reflexive", False))  # s15-r2m21: the targets are the reflexive trigger's
    if not item.targets and choices.targets and not reflexive:
        # A targeted step trigger ("At the beginning of combat on your turn, target creature ...")
        # takes its targets from the `resolve` action, as the other triggers do (rules/triggers.py);
        # without them it would fizzle though legal targets exist (CR 603.3d, 608.2b).
        verify_targets(game, item.source or item.id, list(choices.targets), item.controller or "",
                       f"the ability {item.id}")
        item.targets = list(choices.targets)
    condition = getattr(ability, "condition", None)
    if not condition_holds(game, source, condition, item.controller):
        game.emit("intervening_if_false", [cr("603.4")], stack_object=item.id, source=item.source,
                  condition=condition)
        return
    if_you_control = getattr(ability, "if_you_control", None)
    at_least = getattr(ability, "if_you_control_at_least", 1)
    different = bool(getattr(ability, "if_you_control_different_names", False))
    powers = bool(getattr(ability, "if_you_control_different_powers", False))  # s16-tailb (rules/different_powers.py)
    none = bool(getattr(ability, "if_you_control_none", False))  # s25-stdc: "if you control no ..." (CR 603.4)
    if if_you_control is not None and you_control(game, item.controller, if_you_control, at_least, different,
                                                  powers, source_id=item.source) is none:
        game.emit("intervening_if_false", [cr("603.4")], stack_object=item.id, source=item.source,
                  condition=f"you control {'no ' if none else ''}{if_you_control}")
        return
    if not gained_enough(game, item.controller, ability):  # CR 603.4 (rules/life_gained_at_least.py)
        game.emit("intervening_if_false", [*GAINED_CITES], stack_object=item.id, source=item.source,
                  condition=f"you gained {ability.if_gained_life_at_least} or more life this turn")
        return
    if not that_player_hand_holds(game, str(item.choices.get("that_player") or ""), ability):  # s31-core (CR 603.4)
        game.emit("intervening_if_false", [*HAND_CITES], stack_object=item.id, source=item.source,
                  condition=f"that player has {ability.if_that_player_hand_at_most} or fewer cards in hand")
        return
    if not library_enough(game, item.controller, ability):  # s23-c13 (CR 603.4; rules/s23c13_library_at_least.py)
        game.emit("intervening_if_false", [cr("603.4"), cr("401.1")], stack_object=item.id, source=item.source,
                  condition=f"you have {ability.if_library_at_least} or more cards in your library")
        return
    graveyard = getattr(ability, "if_graveyard_cards", None)  # s26-core: "if twenty or more creature cards are in ..."
    if isinstance(graveyard, GraveyardCardsCount) and not graveyard_cards_at_least(game, item.controller, graveyard):
        game.emit("intervening_if_false", [cr("603.4"), cr("404.1")], stack_object=item.id, source=item.source,
                  condition=f"{graveyard.at_least} or more {graveyard.card_type.value.lower()} cards are in your "
                            "graveyard")
        return
    rider = getattr(ability, "intervening_if", None)  # s30-stdc: a game-state rider, checked again (CR 603.4)
    if isinstance(rider, RiderCondition) and rider.kind != "this_turn" and not intervening_holds(
            game, item.controller, ability, item.source):
        game.emit("intervening_if_false", [cr("603.4")], stack_object=item.id, source=item.source,
                  condition=str(rider))
        return
    this_turn = getattr(ability, "intervening_if", None)  # s15-records: the turn's history (rules/turn_records.py)
    if isinstance(this_turn, RiderCondition) and this_turn.kind == "this_turn" and not this_turn_holds(
            game, item.controller, this_turn):
        game.emit("intervening_if_false", [cr("603.4"), *this_turn_cites(this_turn)], stack_object=item.id,
                  source=item.source, condition=describe_this_turn(this_turn))
        return
    asked = _cost(ability)
    if asked is not None:
        kind, cost_text = asked
        paid = _pays(game, item, ability, kind, cost_text, choices)
        if paid == (kind == "unless"):  # declined "you may pay", or paid "unless you pay"
            game.emit("ability_resolved", [cr("608.2")], stack_object=item.id, source=item.source, effect=None)
            return
    if not optional_action_done(game, item, ability, choices):
        return  # s13-gift: "You may discard a card. If you do, ..." declined (CR 608.2d; rules/reflexive.py)
    if reflexive and put_reflexive_trigger(game, item, ability, choices):
        return  # s15-r2m21: "you may pay {1}. When you do, ..." (CR 603.12; rules/reflexive.py)
    x = getattr(ability, "x", None)
    if x is not None:
        item.x = x_value(game, item, x)
        item.choices["x"] = item.x
    before = len(game.events)
    effects = [ability.effect, *getattr(ability, "then_effects", [])]
    if is_modal(effects):  # s27-fdna: "At the beginning of your end step, choose one — ..." (CR 700.2b)
        if no_mode_chosen(item, effects, choices.modes):
            game.emit("ability_removed_from_stack", [cr("700.2b")], stack_object=item.id)
            return
        effects = resolving_effects(item, effects, choices.modes, f"the ability {item.id}")
    resolve_effects(game, item, effects, choices)  # CR 608.2c
    if_done, otherwise = getattr(ability, "if_done", None), getattr(ability, "otherwise", None)
    if if_done is None and otherwise is None:
        return
    # Done: what it destroys or sacrifices left the battlefield ("If ~ is destroyed this way";
    # regenerated or indestructible, it wasn't). Else "If you can't" follows (CR 608.2c).
    done = any((event["type"] == "zone_change" and event.get("from") == "battlefield")
               or event["type"] == "damage_dealt" for event in game.events[before:])
    follow = if_done if done else otherwise
    if follow is not None:
        resolve_effects(game, item, [follow], choices)


registry.keyword_trigger_resolvers[NAME] = resolve_trigger
registry.resolution_choices[NAME] = resolution_choice
