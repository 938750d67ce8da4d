"""Riders: a sentence of a spell's or ability's effects that happens only under a condition, the
`if_condition` effect (app/engine/cards.py `IfConditionEffect`, read by the Oracle reader from
"It also gets +1/+0 until end of turn if you control a Mouse.", "If that creature is a token, it
also gains deathtouch until end of turn.", "Then discard a card unless seven or more cards are in
your graveyard.", "Then if creatures you control have total power 10 or greater, draw a card.",
"You gain 4 life if an opponent has more life than you.").

A spell's or ability's instructions are followed in the order written (CR 608.2c), so the
condition is decided when the resolution reaches that sentence: after the effects before it (a
creature the first sentence destroyed no longer counts; the +1/+1 counters just put are in the
total power). "That creature" / "it" is the object the previous targeted effect affected (CR
608.2h): it is read as it is now if still on the battlefield, and as it last existed otherwise.
When the condition holds (or, for "unless", doesn't), the rider's one effect happens as it would
on its own; otherwise nothing happens and an event says why. The rider takes no target of its own:
targets are chosen as the spell is cast or the ability put on the stack (CR 601.2c, 603.3d), before
the condition is known, and the model refuses one.

Conditions, for the spell's or ability's controller ("you"):
- `you_control`: a permanent the spec names (rules/you_control.py);
- `it_is`: the referred-to object matches one of the specs ("a token" is the permanent's state,
  CR 111.1; "a Bird, Frog, Otter, or Rat" its subtypes, 205.3);
- `life`: what happened to life totals this turn (rules/life_this_turn.py, CR 119.3);
- `total_power`: the sum of the powers of the creatures you control is at least N (CR 208.1;
  a negative power counts as itself in a sum, 107.1b applies only to results used as amounts);
- `cards_in_your_graveyard`: N or more cards in your graveyard (threshold, CR 702.178 wording);
- `opponent_has_more`: some opponent controls more lands / creatures, or has more life / more cards
  in hand, than you (CR 102.2: your opponents are the players you play against).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import IfConditionEffect, RiderCondition
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.game import Game
from app.engine.rules import (  # s17-neo, s21-neoa, s23-c13
    otherwise,
    s21neoa_conditions,
    s23c13_attached_is,
    s24emn_delirium,  # s24-emn
    s26cmda_graft,  # s26-cmda
)
from app.engine.rules.addendum import cast_during_main_phase
from app.engine.rules.additional_costs import additional_cost_paid  # s21-neob
from app.engine.rules.ascend import has_city_blessing  # s21-ete
from app.engine.rules.different_powers import controls_different_powers  # s21-inn
from app.engine.rules.effects_targets import referents
from app.engine.rules.entered_this_turn import entered_under_control, source_entered_this_turn
from app.engine.rules.kicker import was_kicked  # s22-zne
from app.engine.rules.life_this_turn import condition_holds as life_condition_holds
from app.engine.rules.s21m21_same_name import controls_same_name  # s21-m21
from app.engine.rules.s22neoa_as_cast import controlled_as_cast  # s22-neoa
from app.engine.rules.s23ori_renown import is_renowned  # s23-ori
from app.engine.rules.s24hou_graveyard_subtype import graveyard_has  # s24-hou
from app.engine.rules.s26cmda_commander import controls_your_commander  # s33-cmd
from app.engine.rules.s32cmd_monarch import is_monarch  # s32-cmd
from app.engine.rules.s32ma_suspect import is_suspected  # s32-r2mkm
from app.engine.rules.spell_copy_leaves import is_copy  # s32-modern
from app.engine.rules.target_filters import characteristics_match, matches_filter
from app.engine.rules.turn_records import record_holds
from app.engine.rules.you_control import you_control
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

CITES = (cr("608.2c"),)


def _it_is(game: Game, item: StackObject, specs: list[str]) -> bool:
    """Whether the object the previous targeted effect affected matches one of `specs` (CR 608.2h)."""
    controller = item.controller or ""
    source = item.source or item.id
    for ref in referents(game):
        for text in specs:
            spec = parse_target_spec(text)
            permanent = game.permanent(ref.id)
            if permanent is not None:
                if matches_filter(game, spec, permanent, source, controller, item.x):
                    return True
            elif not spec.states and characteristics_match(spec, ref.characteristics, item.x):
                return True  # as it last existed (its token state is not known once it is gone)
    return False


def _controlled(game: Game, player_id: str, card_type: str) -> list[int]:
    """The powers (0 for none) of the permanents of `card_type` `player_id` controls, one per permanent."""
    found: list[int] = []
    for permanent in game.state.battlefield:
        if permanent.controller != player_id:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and card_type in characteristics.types:
            found.append(int(characteristics.power or 0))
    return found


def _quantity(game: Game, player_id: str, quantity: str) -> int:
    if quantity == "lands":
        return len(_controlled(game, player_id, "Land"))
    if quantity == "creatures":
        return len(_controlled(game, player_id, "Creature"))
    player = game.player(player_id)
    return player.life if quantity == "life" else len(player.hand)


# s32-r2dsk: the deciders of conditions whose modules import this one (combat.py does, through triggers.py), by
# RiderCondition kind; rules/s32r2dsk_defending_controls.py registers "s32r2dsk_defending_controls" (CR 508.5)
s32r2dsk_condition_hooks: dict[str, Callable[[Game, StackObject, RiderCondition], bool]] = {}


def intervening_holds(game: Game, controller: str | None, ability: Any, source: str | None = None) -> bool:
    """A triggered ability's intervening "if" on the game (`intervening_if`, CR 603.4): whether it
    holds now for `controller` (True when the ability has none). It names no object (`it_is` is
    refused by the model), so it is decided without a stack object."""
    condition = getattr(ability, "intervening_if", None)
    if condition is None:
        return True
    return condition_holds(game, StackObject(id="intervening-if", controller=controller, source=source), condition)


def condition_holds(game: Game, item: StackObject, condition: RiderCondition) -> bool:
    """Whether the rider's condition holds now for the spell's or ability's controller (`negated`:
    whether it doesn't)."""
    you = item.controller
    if you is None:
        held = False
    elif condition.kind == "you_control":
        assert condition.spec is not None
        held = you_control(game, you, condition.spec, condition.number or 1,  # s13-batch2: `number`, at least
                           source_id=item.source)  # s17-taile: "another Pirate" leaves out the ability's source
    elif condition.kind == "it_is":
        held = _it_is(game, item, condition.specs)
    elif condition.kind == "life":
        assert condition.life is not None
        held = life_condition_holds(game, you, condition.life)
    elif condition.kind == "total_power":
        assert condition.number is not None
        held = total_power(game, you) >= condition.number
    elif condition.kind == "cards_in_your_graveyard":
        assert condition.number is not None
        held = _graveyard_count(game, you, condition) >= condition.number
    elif condition.kind == "entered_this_turn":  # s13-batch2 (CR 400.7)
        assert condition.spec is not None
        held = entered_under_control(game, you, condition.spec, item.source)
    elif condition.kind == "this_turn":  # s15-records: the turn's history (rules/turn_records.py)
        held = record_holds(game, you, condition)
    elif condition.kind == "cards_in_hand":  # s17-neo: "if you have one or fewer cards in hand" (CR 402.1)
        assert condition.hand_at_most is not None
        held = len(game.player(you).hand) <= condition.hand_at_most
    elif condition.kind == "cast_during_main_phase":  # s17-taile: addendum (rules/addendum.py)
        held = cast_during_main_phase(game, item)
    elif condition.kind == "that_permanent_was":  # s19-m20: "If that creature was an Elemental" (CR 608.2h)
        held = _that_permanent_was(game, item, condition.specs)
    elif condition.kind == "you_control_each":  # s20-neob: "an artifact and an enchantment" (one may be both)
        held = all(you_control(game, you, spec, 1, source_id=item.source) for spec in condition.specs)
    elif condition.kind == "self_entered_this_turn":  # s20-neob: "~ entered the battlefield this turn" (CR 400.7)
        held = source_entered_this_turn(game, item.source)
    elif condition.kind == "you_control_same_name":  # s21-m21: "... with the same name as one another" (CR 201.2)
        assert condition.spec is not None and condition.number is not None
        held = controls_same_name(game, you, condition.spec, condition.number, item.source)
    elif condition.kind == "none_put_into_hand":  # s21-neoa: "If you didn't put a card into your hand this way"
        held = s21neoa_conditions.none_put(game, item)
    elif condition.kind == "enchanted_greatest_power":  # s21-neoa (CR 603.4, 208.1)
        held = s21neoa_conditions.enchanted_greatest_power(game, item.source)
    elif condition.kind == "additional_cost_paid":  # s21-neob: "If ~'s additional cost was paid" (CR 601.2b)
        held = additional_cost_paid(item)
    elif condition.kind == "s21inn_different_powers":  # s21-inn: coven (CR 208.1; rules/different_powers.py)
        assert condition.spec is not None and condition.number is not None
        held = controls_different_powers(game, you, condition.spec, condition.number)
    elif condition.kind == "city_blessing":  # s21-ete: "if you have the city's blessing" (CR 702.131c)
        held = has_city_blessing(game, you)
    elif condition.kind == "s32cmd_monarch":  # s32-cmd: "if you're the monarch" (CR 724.1)
        held = is_monarch(game, you)
    elif condition.kind == "s33cmd_your_commander":  # s33-cmd: "if you control your commander" (CR 903.3)
        held = controls_your_commander(game, you)
    elif condition.kind in ("s22inn_night", "s22inn_day"):  # s22-inn: "if it's night / day" (CR 728)
        held = game.state.day_night is not None and f"s22inn_{game.state.day_night.value}" == condition.kind
    elif condition.kind == "s22inn_your_turn":  # s22-inn: "If it's your turn" (CR 102.1: the active player's turn)
        held = game.state.active_player == you
    elif condition.kind == "s22neoa_controlled_as_cast":  # s22-neoa: "If you controlled ... as you cast ~" (CR 601.2)
        held = controlled_as_cast(item, condition)
    elif condition.kind == "kicked":  # s22-zne: "If ~ was kicked, <effects>." (CR 702.33d; rules/kicker.py)
        held = was_kicked(item)
    elif condition.kind == "s23c13_attached_is":  # s23-c13: "... on equipped creature if it's green" (CR 608.2c)
        held = s23c13_attached_is.attached_is(game, item, condition.specs)
    elif condition.kind == "s32r2mkm_self_suspected":  # s32-r2mkm: "If ~ is suspected" (CR 701.60a)
        held = is_suspected(game, item.source)
    elif condition.kind == "s23ori_renowned":  # s23-ori: "if ~ is renowned" (CR 702.112b; rules/s23ori_renown.py)
        held = is_renowned(game, item.source)
    elif condition.kind == "s24emn_delirium":  # s24-emn: delirium (CR 207.2c, 205.2a; rules/s24emn_delirium.py)
        held = s24emn_delirium.holds(game, you)
    elif condition.kind == "s24hou_control_or_graveyard":  # s24-hou: "... or there is a Desert card in your graveyard"
        assert condition.spec is not None
        held = you_control(game, you, condition.spec, source_id=item.source) or graveyard_has(game, you, condition.spec)
    elif condition.kind == "s26tsp_opponent_dealt_at_least":  # s26-tsp: damage dealt this turn (CR 120.3a)
        assert condition.number is not None
        held = any(opponent.damage_dealt_this_turn >= condition.number for opponent in game.opponents(you))
    elif condition.kind == "s24isd_life_at_most":  # s24-isd: fateful hour, "if you have 5 or less life" (CR 119.1)
        assert condition.number is not None
        held = game.player(you).life <= condition.number
    elif condition.kind == "s26cmda_self_has_plus_one_counter":  # s26-cmda: graft (CR 702.58a, 603.4)
        held = s26cmda_graft.source_has_counter(game, item.source)
    elif condition.kind == "s30stda_x_at_least":  # s30-stda: "If X is 10 or more" (the spell's X, CR 107.3, 608.2c)
        assert condition.number is not None
        held = item.x >= condition.number
    elif condition.kind == "s32modern_cast_another_spell":  # s32-modern: "If you've cast another spell this turn"
        cast_itself = item.kind is StackObjectKind.SPELL and not is_copy(item)  # a copy was not cast (CR 707.10)
        held = game.player(you).spells_cast_this_turn > (1 if cast_itself else 0)  # CR 601.2i: one other than it
    elif condition.kind in s32r2dsk_condition_hooks:  # s32-r2dsk: conditions decided by modules above this one
        held = s32r2dsk_condition_hooks[condition.kind](game, item, condition)
    else:
        assert condition.quantity is not None
        mine = _quantity(game, you, condition.quantity)
        held = any(_quantity(game, opponent.id, condition.quantity) > mine for opponent in game.opponents(you))
    return held != condition.negated


def _describe(condition: RiderCondition) -> str:
    detail = condition.spec or ", ".join(condition.specs) or condition.life or condition.quantity or condition.number
    return f"{'unless ' if condition.negated else ''}{condition.kind.replace('_', ' ')} {detail}"


def _resolve(game: Game, item: StackObject, effect: IfConditionEffect, choices: Choices) -> None:
    if effect.otherwise:  # s17-neo: "Otherwise, ..." (rules/otherwise.py, CR 608.2c)
        held = not otherwise.earlier_held(game, item)
    else:
        held = condition_holds(game, item, effect.condition)
        otherwise.remember(game, item, held)
    if not held:
        game.emit(
            "condition_not_met",
            list(CITES),
            stack_object=item.id,
            condition=("otherwise: " if effect.otherwise else "") + _describe(effect.condition),
            effect=effect.effect.kind,
        )
        return
    resolver = registry.effect_resolvers[effect.effect.kind]
    resolver(game, item, effect.effect, choices)


registry.effect_resolvers["if_condition"] = _resolve


def describe(condition: RiderCondition) -> str:
    """The condition in words, for events (s14-mana: rules/untap_found.py)."""
    return _describe(condition)


def _graveyard_count(game: Game, you: str, condition: RiderCondition) -> int:
    """The cards in your graveyard; with `card_type` (s17-dfc), those of that card type only (CR 205.2a: a
    card in a graveyard has its front face's characteristics, 712.8a)."""
    graveyard = game.player(you).graveyard
    if condition.card_type is None:
        return len(graveyard)
    wanted = {condition.card_type, condition.or_card_type}  # s23-ori: spell mastery's "instant and/or sorcery"
    return sum(1 for card in graveyard if not wanted.isdisjoint(game.definition(card.card).types))


# --- s19-m20 ---
def _that_permanent_was(game: Game, item: StackObject, specs: list[str]) -> bool:
    """s19-m20: whether the permanent the trigger event named (`that_permanent`: the creature that died) matched one of
    `specs` as it last existed on the battlefield (CR 608.2h, 603.10a); False when the event named none."""
    event = item.choices.get("event") or {}
    last_known = game.state.last_known.get(str(event.get("that_permanent", "")))
    if last_known is None:
        return False
    return any(characteristics_match(spec, last_known, item.x) for spec in map(parse_target_spec, specs))


def total_power(game: Game, player_id: str) -> int:
    """s24-khans: the total power of the creatures `player_id` controls ("creatures you control have total power N or
    greater", CR 208.1), as the rider condition `total_power` counts it (also formidable's activation restriction)."""
    return sum(_controlled(game, player_id, "Creature"))
