"""Activating an activated ability (CR 602): `activate` puts it on the stack and pays its cost
({T}, {Q}, mana with X, {D}; see rules/costs.py). It resolves with `resolve`; an ability without
`effect` does nothing as it resolves. Mana abilities use `tap_for_mana` (CR 605). Targets given
with `choices.targets` are checked as it is activated (CR 602.2b); they may also be given later,
with the `resolve` action. A planeswalker's loyalty abilities are activated the same way, with the
timing and loyalty cost of rules/loyalty.py (CR 606)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Activate
from app.engine.cards import ActivatedAbility, LoyaltyAbility, ManaAbility, effects_of
from app.engine.characteristics import current_face, face_up
from app.engine.citations import TAP_SYMBOL, UNTAP_SYMBOL, cr
from app.engine.enums import StackObjectKind
from app.engine.errors import IllegalAction
from app.engine.game import Game, refuse_without_priority
from app.engine.mana import parse_activation_cost
from app.engine.rules import (
    activation_costs,
    class_levels,
    costs,
    crew,
    divided_damage,  # s28-core (CR 601.2d, 602.2b)
    graveyard_abilities,
    loyalty,
    modes,
    s24khans_formidable,  # s24-khans
    s29stdb_sacrificed_activation,  # s29-stdb
    s31mh_chosen_name,  # s31-mh (CR 602.5)
    s31mh_reveal_x,  # s31-mh (CR 602.2b, 701.20a)
)
from app.engine.rules.activation_cost_reduction import reduction as neo_activation_reduction  # s15-neo
from app.engine.rules.activation_limits import record as record_activated_once
from app.engine.rules.activation_limits import verify as verify_activation_limits
from app.engine.rules.activation_power import verify as verify_activation_power  # s14-copies
from app.engine.rules.effects_targets import record_target_counts, verify_targets
from app.engine.rules.granted_activated import CITES as GRANTED_CITES  # s19-granted
from app.engine.rules.granted_activated import any_granted, keep_with
from app.engine.rules.hand_abilities import activate_from_hand, names_hand_card, verify_activate_from_hand  # s15-neo
from app.engine.rules.hand_abilities import refuse_on_battlefield as refuse_hand_ability_here  # s15-neo
from app.engine.rules.mana_abilities import granted_numbered  # s19-granted
from app.engine.rules.reconfigure import verify as verify_reconfigure  # s15-neo
from app.engine.rules.s19m21_starting_life import verify as verify_starting_life  # s19-m21
from app.engine.rules.s20neoa_arrest import refuse as refuse_arrested  # s20-neoa
from app.engine.rules.s21ete_city_blessing import verify as verify_city_blessing  # s21-ete
from app.engine.rules.s24hou_graveyard_subtype import verify_activation as s24hou_verify_desert  # s24-hou
from app.engine.rules.s25tsr_split_second import verify as verify_split_second  # s25-tsr
from app.engine.rules.s28fdnb_sacrificed_counters import record as s28fdnb_record_counters  # s28-fdnb
from app.engine.rules.targeting import verify_targets as verify_target_restrictions
from app.engine.state import Permanent, StackObject, constructed


def _ability(game: Game, action: Activate) -> tuple[Permanent, ActivatedAbility | LoyaltyAbility]:
    permanent = game.require_permanent(action.permanent)
    if action.player is not None and action.player != permanent.controller:
        raise IllegalAction("Not your permanent", f"{action.player} doesn't control {permanent.id}; only its "
                            f"controller ({permanent.controller}) can activate its abilities", [cr("602.2")])
    if permanent.face_down or permanent.card is None:
        raise IllegalAction("No such ability", f"{permanent.id} is face down and has no abilities", [cr("708.2")])
    face = current_face(game, permanent)
    ability = face.abilities[action.ability] if action.ability < len(face.abilities) else None
    if ability is None and any_granted(game):  # s19-granted: numbered after its own (rules/granted_activated.py)
        ability = granted_numbered(game, permanent).get(action.ability)
    if isinstance(ability, ManaAbility):
        raise IllegalAction("Mana ability", f"ability {action.ability} of {face.name} is a mana ability: use "
                            "tap_for_mana (it doesn't use the stack)", [cr("605.3b")])
    if not isinstance(ability, ActivatedAbility | LoyaltyAbility):
        numbers = [str(i) for i, a in enumerate(face.abilities) if isinstance(a, ActivatedAbility | LoyaltyAbility)]
        numbers += [str(i) for i, a in granted_numbered(game, permanent).items() if isinstance(a, ActivatedAbility)]
        modelled = (f"the activated abilities the engine models for it are number {', '.join(numbers)}" if numbers
                    else "its definition has no activated ability the engine models")
        raise IllegalAction("No such ability", f"{face.name} has no activated ability number {action.ability} "
                            f"the engine models ({modelled})", [cr("602.1")])
    return permanent, ability


def verify_activate(game: Game, action: Activate) -> None:
    if game.state.stack:  # s25-tsr: split second (CR 702.61a)
        verify_split_second(game, f"ability {action.ability} of {action.permanent} can't be activated")
    s31mh_chosen_name.refuse_card(game, action.permanent, f"ability {action.ability} of {action.permanent}")  # s31-mh
    if graveyard_abilities.names_graveyard_card(game, action):  # CR 113.6k: "Return ~ from your graveyard"
        graveyard_abilities.verify_activate_from_graveyard(game, action)
        return
    if names_hand_card(game, action):  # s15-neo, CR 113.6k: "Channel — {2}, Discard ~: ..."
        verify_activate_from_hand(game, action)
        return
    permanent, ability = _ability(game, action)
    refuse_arrested(game, permanent, "ability", f"ability {action.ability} of {permanent.id}")  # s20-neoa (CR 602.5)
    graveyard_abilities.refuse_on_battlefield(ability, f"ability {action.ability} of {permanent.id}")
    refuse_hand_ability_here(ability, f"ability {action.ability} of {permanent.id}")  # s15-neo
    verify_reconfigure(game, permanent, ability, f"ability {action.ability} of {permanent.id}")  # s15-neo (702.151a)
    refuse_without_priority(game, cr("602.2"))
    player = game.player(permanent.controller)
    what = f"ability {action.ability} of {permanent.id}"
    if isinstance(ability, LoyaltyAbility):  # CR 606.3-606.6: timing, once per turn, loyalty cost
        loyalty.verify_activation(game, permanent, ability, action.x, what)
        activation_costs.counters_to_remove(permanent, [], action.counters_removed, what)
    else:
        cost = parse_activation_cost(ability.cost)
        if action.x and not cost.mana.x_count and s31mh_reveal_x.cost_of(ability) is None:  # s31-mh: X revealed
            raise IllegalAction("No X", f"ability {action.ability} of {permanent.id} has no {{X}} in its cost",
                                [cr("107.3")])
        activation_costs.verify_restrictions(game, permanent, ability, action.ability, what)  # CR 602.5b
        verify_activation_limits(game, permanent, ability, action.ability, what)  # s13-riders2 (CR 602.5b)
        verify_activation_power(game, permanent, ability, what)  # s14-copies (CR 602.5b)
        verify_starting_life(game, permanent, ability, what)  # s19-m21 (CR 602.5b, 103.4)
        if getattr(ability, "activate_only_if_city_blessing", False):
            verify_city_blessing(game, permanent, ability, what)  # s21-ete (CR 602.5b, 702.131c)
        if getattr(ability, "activate_only_if_total_power_at_least", None) is not None:
            s24khans_formidable.verify(game, permanent, ability, what)  # s24-khans (CR 602.5b, 208.1)
        if getattr(ability, "s24hou_activate_only_if_control_or_graveyard", None) is not None:
            s24hou_verify_desert(game, permanent, ability, what)  # s24-hou (CR 602.5b)
        class_levels.verify_level_up(game, permanent, ability, what)  # CR 716.2a
    # CR 700.2a, 602.2b: a modal ability's mode is chosen as it is activated.
    effects = modes.chosen_effects(effects_of(ability), action.choices.modes, what)
    if effects:  # CR 602.2b, 115.1: an ability that takes targets is activated with all of them (none given is refused too)
        verify_targets(game, permanent.id, player.id, effects, list(action.choices.targets),
                       f"ability {action.ability} of {permanent.id}", "602.2b",
                       check_restrictions=False, x=action.x or 0,
                       counts=action.choices.target_counts)  # s20-trig2 (CR 601.2c)
    # s28-core: "divided as you choose" is announced as it is activated (CR 602.2b, 601.2d), as for a spell
    divided_damage.chosen_division(effects, list(action.choices.targets), action.choices.division, action.x or 0,
                                   f"ability {action.ability} of {permanent.id}")
    if not isinstance(ability, LoyaltyAbility):
        cost = parse_activation_cost(ability.cost)
        costs.verify_activation_cost(game, player, permanent, cost, action.x or 0,
                                     f"ability {action.ability} of {permanent.id}", action.payment,
                                     neo_activation_reduction(game, player.id, ability, permanent.id))  # s15-neo, s21-szn
        activation_costs.verify_other_costs(game, player, permanent, ability.other_costs, action.counters_removed,
                                            what)
        s31mh_reveal_x.verify(game, player, ability, action.x or 0, what)  # s31-mh (CR 118.3, 701.20a)
        crew.crew_creatures(game, permanent, ability, action.crew, what)  # CR 702.122a: the creatures that crew it
    # CR 602.2b / 601.2c: its targets must be legal as it is activated (hexproof, shroud, protection).
    verify_target_restrictions(game, permanent.id, list(action.choices.targets), player.id,
                               f"ability {action.ability} of {permanent.id}")


def activate(game: Game, action: Activate) -> None:
    if graveyard_abilities.names_graveyard_card(game, action):
        graveyard_abilities.activate_from_graveyard(game, action)
        return
    if names_hand_card(game, action):  # s15-neo
        activate_from_hand(game, action)
        return
    permanent, ability = _ability(game, action)
    player = game.player(permanent.controller)
    item = constructed(StackObject, id=game.new_object_id(f"{permanent.id}-ability-"), kind=StackObjectKind.ACTIVATED_ABILITY,
                       card=permanent.card, controller=player.id, owner=player.id, source=permanent.id,
                       ability_index=action.ability, x=action.x or 0, targets=list(action.choices.targets),
                       choices={"face": face_up(permanent)})
    game.state.stack.insert(0, item)  # CR 602.2a: onto the stack, then its costs are paid (602.2b)
    granted = action.ability >= len(current_face(game, permanent).abilities)
    if granted and isinstance(ability, ActivatedAbility):
        keep_with(item, ability)  # s19-granted: the stack object keeps it (CR 113.7a)
    all_effects = effects_of(ability)
    effects = modes.chosen_effects(all_effects, action.choices.modes, f"ability {action.ability} of {permanent.id}")
    modes.record_modes(game, item, all_effects, action.choices.modes)
    if effects and item.targets:
        verify_targets(game, permanent.id, player.id, effects, item.targets,
                       f"ability {action.ability} of {permanent.id}", "602.2b", x=item.x,
                       counts=record_target_counts(item, action.choices))  # s20-trig2 (CR 601.2c)
    divided_damage.record_division(game, item, effects, action.choices.division,  # s28-core (CR 602.2b, 601.2d)
                                   f"ability {action.ability} of {permanent.id}")
    if isinstance(ability, LoyaltyAbility):
        cites = [cr("602.2"), *loyalty.pay_cost(game, permanent, ability, action.x or 0)]
        game.emit("ability_activated", cites, player=player.id, stack_object=item.id, source=permanent.id,
                  ability=action.ability, cost=loyalty.cost_text(ability, action.x or 0),
                  loyalty=loyalty.loyalty_of(permanent), **({"x": action.x} if action.x else {}))
        return
    cost = parse_activation_cost(ability.cost)
    costs.pay_activation_cost(game, player, permanent, cost, action.x or 0,
                              f"ability {action.ability} of {permanent.id}", action.payment,
                              neo_activation_reduction(game, player.id, ability, permanent.id))  # s15-neo, s21-szn
    if ability.counts_activations():
        activation_costs.record_activation(permanent, action.ability)
    if getattr(ability, "only_once", False):
        record_activated_once(permanent, action.ability)  # s13-riders2 (CR 602.5b)
    if ability.other_costs:
        s28fdnb_record_counters(game, item, permanent, ability, action.ability)  # s28-fdnb: CR 608.2h (LKI of ~)
        # s29-stdb (also read by s29-mh's and s29-old's lines): the one sacrificed permanent, CR 602.2b, 608.2h
        s29stdb_sacrificed_activation.record(game, item, player, permanent, ability,
                                             f"ability {action.ability} of {permanent.id}")
        activation_costs.pay_other_costs(game, player, permanent, ability.other_costs, action.counters_removed,
                                         f"ability {action.ability} of {permanent.id}")
        s31mh_reveal_x.pay(game, player, ability, action.x or 0, item.id)  # s31-mh (CR 602.2b, 701.20a)
    crewing = crew.crew_creatures(game, permanent, ability, action.crew, f"ability {action.ability} of {permanent.id}")
    crew.tap_crew(game, crewing, permanent, ability)  # CR 702.122a: tapped as the cost is paid (s27-otjb: 702.171a)
    cites = [cr("602.2"), *([TAP_SYMBOL] if cost.tap else []), *([UNTAP_SYMBOL] if cost.untap else []),
             *(GRANTED_CITES if granted else ())]
    game.emit("ability_activated", cites, player=player.id, stack_object=item.id, source=permanent.id,
              ability=action.ability, cost=ability.cost, **({"x": action.x} if action.x else {}))


registry.register_action("activate", verify=verify_activate, apply=activate)
