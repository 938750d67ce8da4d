"""`pending`: who must act or decide next, and what, after a resolution (design.md §9).

`{"player", "decision", "options"}`, or None when nobody is asked (the game is over, or the step
is one in which no player receives priority: untap, cleanup, CR 502.4, 514.3). The first that
applies, in the order the rules ask them:
- `declare_attackers`: the declare attackers step has begun and nothing is declared yet (CR
  508.1); options: for each creature that may attack on its own, what it may attack.
- `declare_blockers`: attackers are declared and blockers not yet (CR 509.1); the defending
  player; options: for each creature they control, the attackers it may block on its own
  (restrictions on the whole declaration, such as menace, apply when it is posted).
- `assign_combat_damage`: a combat damage step in which a creature that deals damage now has
  more than one possible recipient and its division isn't given yet (CR 510.1c-d, 702.19b,
  702.22j-k); the player who divides; options: each such source with its power, recipients and
  the lethal damage of each creature recipient (the minimum before trample damage moves on).
- `choose`: the top of the stack asks its controller a choice as it resolves ("you may pay",
  ward's cost, Twiddle's "tap or untap", a library decision with `options.kind`: rules/library.py);
  options name the choice field to give with the action that resolves it.
- `discard`: the cleanup step's discard is coming (the end step, empty stack, more cards in
  hand than the maximum hand size, CR 514.1); options: the hand and how many to discard, given
  as `choices.discard` with the action that ends the step.
- `priority`: the player who has priority (`priority_player`, or the active player when priority
  isn't tracked, CR 117.3a-b); options: the stack (top first) and who passed in succession.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import AttackDeclaration, DeclareAttackers
from app.engine.cards import effects_of
from app.engine.characteristics import compute, current_face, is_creature
from app.engine.enums import CardType, StackObjectKind, Step
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.loop.apply import refusal_of
from app.engine.rules import (
    chosen,  # s12-chosen
    commander,
    copies,
    counter_unless,  # s13-modal
    exile_from_hand_until_leaves,  # s18-linked
    explore,  # s16-kwc
    impulse,  # s19-impulse
    learn,  # s17-lm
    library,
    lose_life_unless,
    modes,
    player_chooses_own,  # s13-modal
    prevention,
    proliferate,  # s16-kwc
    return_put_this_way,  # s14-r2returns
    reveal_discard,  # s13-modal
    s21mutate_mutate,  # s21-mutate
    s25ncc_connive,  # s25-ncc
    s26cmdb_chosen_type,  # s26-cmdb
    s34ltr_ring,  # s34-ltr
    spell_if_you_do,  # s14-seasons
    tap_or_untap,
    top_or_bottom,  # s13-modal
    venture,  # s19-venture
)
from app.engine.rules.combat import attacked_player, divisions_due
from app.engine.rules.multiplayer import first_to_act
from app.engine.rules.reflexive import describe as describe_optional_action
from app.engine.rules.stack import spell_effects
from app.engine.rules.triggers import ability_definition
from app.engine.rules.turns import maximum_hand_size
from app.engine.rules.unless_costs import unless_cost_of
from app.engine.state import StackObject


def attack_options(game: Game) -> dict[str, list[str]]:
    """For each creature the active player controls that may attack on its own: what it may
    attack (players first, then planeswalkers and battles), each checked by the engine's own
    `declare_attackers` verification."""
    active = game.state.active_player or ""
    targets = [player.id for player in game.opponents(active)]
    for permanent in game.state.battlefield:
        characteristics = compute(game, permanent) if permanent.controller != active else None
        if characteristics is not None and {CardType.PLANESWALKER.value, CardType.BATTLE.value} & set(characteristics.types):
            targets.append(permanent.id)
    options: dict[str, list[str]] = {}
    for permanent in game.state.battlefield:
        if permanent.controller != active or permanent.tapped or not is_creature(game, permanent):
            continue
        allowed = [target for target in targets if refusal_of(game, DeclareAttackers(
            attackers=[AttackDeclaration(id=permanent.id, defending=target)])) is None]
        if allowed:
            options[permanent.id] = allowed
    return options


def block_options(game: Game, defender: str) -> dict[str, list[str]]:
    """For each untapped creature `defender` controls: the attackers attacking them it may block
    on its own (CR 509.1a-b: the block restrictions each creature has)."""
    combat = game.state.combat
    if combat is None:
        return {}
    attacking = [(a.id, game.permanent(a.id)) for a in combat.attackers if attacked_player(game, a) == defender]
    options: dict[str, list[str]] = {}
    for blocker in game.state.battlefield:
        if blocker.controller != defender or blocker.tapped or not is_creature(game, blocker):
            continue
        allowed = [attacker_id for attacker_id, attacker in attacking if attacker is not None
                   and not any(restriction(game, blocker, attacker) is not None
                               for restriction in registry.block_restrictions)]
        if allowed:
            options[blocker.id] = allowed
    return options


def _resolution_choice(game: Game) -> dict[str, Any] | None:
    """The choice the top of the stack asks its controller as it resolves, if any."""
    item = game.state.stack[0]
    if "delayed" not in item.choices and "keyword_trigger" not in item.choices:
        asked = tap_or_untap.asked_choice(game, item)  # Twiddle (CR 608.2d)
        if asked is not None:
            return asked
    source = _source_choice(game, item)  # "a source of your choice" (CR 609.7a)
    if source is not None:
        return source
    if item.targets and "alternative_cost" in item.choices:  # s21-mutate: over or under (CR 702.140c)
        mutate = s21mutate_mutate.asked_choice(game, item)
        if mutate is not None:
            return mutate
    copy = copies.copy_choice(game, item)  # "enter as a copy of any creature" (Clone, CR 707.9)
    if copy is not None:
        return copy
    as_enters = chosen.enters_choice(game, item)  # "As ~ enters, choose a color" (CR 614.12; s12-chosen)
    if as_enters is not None:
        return as_enters
    creature_type = s26cmdb_chosen_type.asked_choice(game, item)  # "Choose a creature type." as it resolves (608.2d)
    if creature_type is not None:
        return creature_type
    asked = library.asked_choice(game, item)  # scry, surveil, look at the top, search (design.md §10)
    if asked is not None:
        return asked
    bearer = s34ltr_ring.asked_choice(game, item)  # s34-ltr: "the Ring tempts you" (CR 701.54a)
    if bearer is not None:
        return bearer
    unless = _counter_unless_choice(game, item)  # "counter ... unless its controller pays" (s13-modal)
    if unless is not None:
        return unless
    delayed = item.choices.get("delayed")
    if isinstance(delayed, dict) and delayed.get("action") in registry.delayed_choices:  # s25-mh (rebound)
        return registry.delayed_choices[delayed["action"]](game, item)
    if item.kind is StackObjectKind.SPELL or "delayed" in item.choices:
        return None
    keyword = item.choices.get("keyword_trigger")
    if keyword == "ward" and "pay_ward" not in item.choices:
        return {"stack_object": item.id, "choice": "pay_ward", "values": [True, False],
                "cost": item.choices.get("ward_cost")}
    if keyword in registry.resolution_choices:  # the rules module's own trigger (e.g. "unless you pay")
        return registry.resolution_choices[keyword](game, item)
    if keyword is not None or item.card is None or "pay_optional_cost" in item.choices:
        return None
    try:
        ability = ability_definition(game, item)
    except Exception:  # an ability the engine can't find asks nothing here; resolving it says why
        return None
    optional_cost = getattr(ability, "optional_cost", None)
    if optional_cost is not None and getattr(ability, "optional_life", None) is not None:
        optional_cost = f"{optional_cost} and {ability.optional_life} life"  # s14-forage (CR 119.4)
    if optional_cost is None and getattr(ability, "optional", False):
        optional_cost = "{0}"  # "you may <effect>" (CR 603.5): asked like a cost of nothing
    if optional_cost is None and getattr(ability, "optional_action", None) is not None \
            and not ability.optional_action.mandatory:  # s14-r2history: no choice for "Mill three cards."
        optional_cost = describe_optional_action(ability.optional_action)  # "you may discard a card" (s12-reflexive)
    if optional_cost is None:
        optional_cost = unless_cost_of(ability)  # "<effect> unless you pay {1}" (CR 118.12)
    if optional_cost is None:
        return _effect_choice(game, item, getattr(ability, "effect", None))
    return {"stack_object": item.id, "choice": "pay_optional_cost", "values": [True, False], "cost": optional_cost}


def _source_choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """The `damage_source` a resolving spell or ability with "a source of your choice" asks for,
    or the mode of a modal triggered ability put on the stack without one (CR 700.2b)."""
    if item.card is None or item.face_down or "delayed" in item.choices or "keyword_trigger" in item.choices:
        return None
    try:
        if item.kind is StackObjectKind.SPELL:
            effects = spell_effects(current_face(game, item), kicked=bool(item.choices.get("kicked")),
                                    gift=item.choices.get("gift") is not None,
                                    cast_from=item.choices.get("cast_from"),  # s13-gift2
                                    cleaved=item.choices.get("alternative_cost") == "cleave",  # s16-cleave
                                    overloaded=item.choices.get("alternative_cost") == "overload",  # s25-mh
                                    awakened=item.choices.get("alternative_cost") == "awaken")  # s27-mech
        else:
            effect = getattr(ability_definition(game, item), "effect", None)
            effects = [effect] if effect is not None else []
        if modes.no_mode_chosen(item, effects, None):
            modal = next(e for e in effects if modes.is_modal([e]))
            none: list[list[int]] = [[]] if getattr(modal, "up_to_one", False) else []  # s23-neo: "choose up to one" (CR 700.2)
            return {"stack_object": item.id, "choice": "modes", "values": [*none, *([n] for n in range(len(modal.modes)))]}
        effects = modes.resolving_effects(item, effects, None, item.id)
    except IllegalAction:  # no mode chosen yet, or an ability the engine can't find: resolving it says why
        return None
    return prevention.source_choice(game, item, effects)
def _effect_choice(game: Game, item: Any, effect: Any) -> dict[str, Any] | None:
    """A choice made as the ability's effect resolves (CR 608.2d): the discarded cards (701.9b-c),
    a keyword among options, a coin flip's outcome (705.1); the field to give it with."""
    kind = getattr(effect, "kind", None)
    if kind == "lose_life_unless":  # s13-gift: "... unless they sacrifice ... or discard a card"
        return lose_life_unless.asked_choice(game, item, effect)
    if kind == "pump_choose_keyword":
        return {"stack_object": item.id, "choice": "keyword", "values": list(effect.keyword_options)}
    if kind == "flip_coin":
        return {"stack_object": item.id, "choice": "coin_flip", "values": ["won", "lost"]}
    if kind == "roll_die":  # s17-afr: the die's result (CR 706.1; rules/dice.py)
        return {"stack_object": item.id, "choice": "die_roll", "values": list(range(1, effect.sides + 1))}
    if kind == "discard" and item.targets and game.permanent(item.targets[0]) is None:
        player = next((p for p in game.state.players if p.id == item.targets[0]), None)
        if player is not None and len(player.hand) > 1:
            return {"stack_object": item.id, "choice": "discard", "values": [card.id for card in player.hand],
                    "random": effect.random, "discarding_player": player.id}
    return None


def pending_decision(game: Game) -> dict[str, Any] | None:
    state = game.state
    if state.game_over:
        return None
    commander_choice = commander.pending_choice(game)  # CR 903.9a, asked before anything else
    if commander_choice is not None:
        return {"player": commander_choice.pop("player"), "decision": "choose", "options": commander_choice}
    if not state.step.players_get_priority:
        return None
    active = state.active_player or ""
    in_game = not game.player(active).has_lost  # a player who left has no turn-based decisions (CR 800.4j)
    combat = state.combat
    if not state.stack:
        if state.step is Step.DECLARE_ATTACKERS and combat is None and in_game:
            return {"player": active, "decision": "declare_attackers", "options": {"attackers": attack_options(game)}}
        if state.step is Step.DECLARE_BLOCKERS and combat is not None and combat.attackers \
                and not combat.blockers_declared:
            # Each defending player declares their blockers (CR 509.1, 802.2a), in turn order here.
            defender = next((found for a in combat.attackers
                             if (found := attacked_player(game, a)) is not None
                             and found not in combat.blockers_declared_by), None)
            if defender is not None:
                return {"player": defender, "decision": "declare_blockers",
                        "options": {"blockers": block_options(game, defender)}}
        if state.step is Step.COMBAT_DAMAGE:
            for player, sources in divisions_due(game).items():
                return {"player": player, "decision": "assign_combat_damage", "options": {"sources": sources}}
        if state.step is Step.END and in_game:
            hand = game.player(active).hand
            maximum = maximum_hand_size(game, active)
            if len(hand) > maximum and (state.priority_player in (None, active)):
                return {"player": active, "decision": "discard",
                        "options": {"count": len(hand) - maximum, "hand": [card.id for card in hand]}}
    else:
        choice = _resolution_choice(game)
        if choice is not None:
            return {"player": choice.get("player") or state.stack[0].controller, "decision": "choose",
                    "options": choice}
    return {"player": state.priority_player or first_to_act(game) or active, "decision": "priority",
            "options": {"stack": [item.id for item in state.stack], "passed": list(state.priority_passed)}}



def _counter_unless_choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """Whether the controller of the spell the top of the stack would counter pays its "unless"
    cost (CR 118.12, 608.2d; rules/counter_unless.py): asked of that player; the card its controller
    chooses from a revealed hand (Duress, 608.2d; rules/reveal_discard.py)."""
    if item.card is None or item.face_down or "delayed" in item.choices or "keyword_trigger" in item.choices:
        return None
    try:
        if item.kind is StackObjectKind.SPELL:
            effects = spell_effects(current_face(game, item), kicked=bool(item.choices.get("kicked")),
                                    gift=item.choices.get("gift") is not None,
                                    cleaved=item.choices.get("alternative_cost") == "cleave",  # s16-cleave
                                    overloaded=item.choices.get("alternative_cost") == "overload",  # s25-mh
                                    awakened=item.choices.get("alternative_cost") == "awaken")  # s27-mech
        else:
            effects = effects_of(ability_definition(game, item))
        effects = modes.resolving_effects(item, effects, None, item.id)
    except IllegalAction:  # no mode chosen yet, or an ability the engine can't find: resolving it says why
        return None
    return (counter_unless.asked_choice(game, item, effects) or reveal_discard.asked_choice(game, item, effects)
            or player_chooses_own.asked_choice(game, item, effects) or top_or_bottom.asked_choice(game, item, effects)
            or spell_if_you_do.asked_choice(game, item, effects)  # s14-seasons
            or return_put_this_way.asked_choice(game, item, effects)  # s14-r2returns
            or explore.asked_choice(game, item, effects)  # s16-kwc (CR 701.44a)
            or proliferate.asked_choice(game, item, effects)  # s16-kwc (CR 701.34a)
            or exile_from_hand_until_leaves.asked_choice(game, item, effects)  # s18-linked (CR 608.2d)
            or impulse.asked_choice(game, item, effects)  # s19-impulse (CR 608.2d)
            or learn.asked_choice(game, item, effects)  # s17-lm (CR 701.48a)
            or venture.asked_choice(game, item, effects)  # s19-venture (CR 701.49a-b)
            or s25ncc_connive.asked_choice(game, item, effects))  # s25-ncc (CR 701.50a)
