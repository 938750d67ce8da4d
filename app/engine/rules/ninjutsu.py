"""Ninjutsu (CR 702.49): "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return
an unblocked attacking creature you control to its owner's hand: Put this card onto the
battlefield from your hand tapped and attacking." (702.49a), an activated ability that functions
only while the card is in its owner's hand.

The `ninjutsu` action activates it: the player must have priority (117.1b); the card must be in
their hand with a `ninjutsu` ability; blockers must have been declared (before that an attacker is
neither blocked nor unblocked, 509.1h) and `returning` must be an attacking creature the player
controls that is unblocked. The costs are paid as the ability goes on the stack (602.2b): the
mana, the card revealed (702.49b), the creature returned to its owner's hand (it leaves combat,
506.4). As the ability resolves, if the card is still in that player's hand, it enters the
battlefield tapped and attacking the player, planeswalker or battle the returned creature was
attacking (702.49c), unblocked; it was never declared as an attacker, so "whenever ~ attacks"
does not trigger (508.4). If the card left the hand, or what it would attack is gone, it is not
put onto the battlefield attacking (702.49a; 508.4a: a creature that would attack a player who
left or a permanent that left the battlefield enters but isn't attacking)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices, Ninjutsu
from app.engine.cards import CardDefinition, NinjutsuAbility, NinjutsuCostReductionAbility, NinjutsuEnterEffect
from app.engine.characteristics import lost_all_abilities
from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation, refuse_without_priority
from app.engine.mana import parse_mana_cost
from app.engine.rules import (
    costs,
    restricted_mana,
    s31mh_chosen_name,  # s31-mh
)
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.s25tsr_split_second import verify as verify_split_second  # s25-tsr
from app.engine.rules.zones import card_in_hand, card_name, enter_battlefield, leave_battlefield
from app.engine.state import AttackingCreature, StackObject, constructed

CITES = (cr("702.49a"), cr("602.2"))
_DEFENDING = "ninjutsu_defending"
_DEFENDING_PLAYER = "ninjutsu_defending_player"


def ninjutsu_ability(definition: CardDefinition) -> tuple[int, NinjutsuAbility] | None:
    for index, ability in enumerate(definition.abilities):
        if isinstance(ability, NinjutsuAbility):
            return index, ability
    return None


def ninjutsu_cost(ability: NinjutsuAbility, game: Game, player: str) -> costs.TotalCost:
    """The ninjutsu cost `player` pays: the printed cost, less what their permanents reduce (s20-neob)."""
    return _reduced(game, player, costs.TotalCost.from_mana_cost(parse_mana_cost(ability.cost)))


# --- s20-neob: "Ninjutsu abilities you activate cost {1} less to activate." (CR 601.2f, 602.2b, 118.7a) ---


def _reduced(game: Game, player: str, cost: costs.TotalCost) -> costs.TotalCost:
    """Each permanent `player` controls with `ninjutsu_cost_reduction` (and its abilities, CR 613.1f) makes the
    generic part of the ninjutsu cost that much less, never below zero; only in a game with such a card."""
    if not game_has(game, NinjutsuCostReductionAbility):
        return cost
    for permanent in game.state.battlefield:
        if permanent.controller != player or lost_all_abilities(game, permanent):
            continue
        for _, ability in abilities_of_kind(game, permanent, NinjutsuCostReductionAbility):
            name = game.definition(permanent.card).name if permanent.card is not None else permanent.id
            cost = cost.reduced_generic(ability.generic, f"{name} ({permanent.id})", (cr("601.2f"), cr("118.7a")))
    return cost


def unblocked_attackers(game: Game, player: str) -> list[AttackingCreature]:
    """The attacking creatures `player` controls that are unblocked (CR 509.1h): none before
    blockers are declared."""
    combat = game.state.combat
    if combat is None or not combat.blockers_declared:
        return []
    found = []
    for attacker in combat.attackers:
        creature = game.permanent(attacker.id)
        if creature is not None and creature.controller == player and not attacker.blocked:
            found.append(attacker)
    return found


def _card(game: Game, action: Ninjutsu) -> tuple[ZoneLocation, int, NinjutsuAbility]:
    location = card_in_hand(game, action.card, action.player, verb="activate ninjutsu of",
                            participle="used for ninjutsu", rule="702.49a",
                            why="ninjutsu works only while the card is in its owner's hand")
    definition = game.definition(location.card.card)
    found = ninjutsu_ability(definition)
    if found is None:
        raise IllegalAction("No ninjutsu", f"{definition.name} has no ninjutsu ability", [cr("702.49a")])
    return location, found[0], found[1]


def _returning(game: Game, action: Ninjutsu, player: str) -> AttackingCreature:
    combat = game.state.combat
    if combat is None or not combat.blockers_declared:
        raise IllegalAction("Not yet", "ninjutsu returns an unblocked attacking creature, and an attacking creature is "
                            "neither blocked nor unblocked until blockers are declared",
                            [cr("702.49a"), cr("509.1h")])
    attacker = next((a for a in combat.attackers if a.id == action.returning), None)
    creature = game.permanent(action.returning)
    if attacker is None or creature is None:
        raise IllegalAction("Not attacking", f"{action.returning!r} is not an attacking creature", [cr("702.49a")])
    if creature.controller != player:
        raise IllegalAction("Not yours", f"{action.returning!r} is controlled by {creature.controller}, not {player}",
                            [cr("702.49a")])
    if attacker.blocked:
        raise IllegalAction("Blocked", f"{action.returning!r} is blocked: ninjutsu returns an unblocked attacker",
                            [cr("702.49a"), cr("509.1h")])
    return attacker


def verify_ninjutsu(game: Game, action: Ninjutsu) -> None:
    location, _, ability = _card(game, action)
    refuse_without_priority(game, cr("602.2"))
    if game.state.stack:  # s25-tsr: split second (CR 702.61a)
        verify_split_second(game, f"{action.card}'s ninjutsu can't be activated")
    s31mh_chosen_name.refuse_card(game, location.card.id, f"{location.card.id}'s ability")  # s31-mh (CR 602.5)
    _returning(game, action, location.player.id)
    name = game.definition(location.card.card).name
    costs.verify_payable(game, location.player, ninjutsu_cost(ability, game, location.player.id), f"ninjutsu of {name}",
                         action.payment,
                         purposes=restricted_mana.card_ability_purposes(game, location.player, location.card.card))


def activate_ninjutsu(game: Game, action: Ninjutsu) -> None:
    location, index, ability = _card(game, action)
    player, card = location.player, location.card
    attacker = _returning(game, action, player.id)
    name = game.definition(card.card).name
    choices: dict[str, object] = {"face": "front", _DEFENDING: attacker.defending}
    if attacker.defending_player is not None:
        choices[_DEFENDING_PLAYER] = attacker.defending_player
    item = constructed(StackObject, id=game.new_object_id(f"{card.id}-ability-"),
                       kind=StackObjectKind.ACTIVATED_ABILITY, card=card.card, controller=player.id,
                       owner=player.id, source=card.id, ability_index=index, choices=choices)
    game.state.stack.insert(0, item)  # CR 602.2a: onto the stack, then its costs are paid (602.2b)
    costs.pay(game, player, ninjutsu_cost(ability, game, player.id), f"ninjutsu of {name}", action.payment,
              purposes=restricted_mana.card_ability_purposes(game, player, card.card))  # s21-neoa, s22-neob
    game.emit("card_revealed", [cr("702.49b"), cr("701.20a")], stack_object=item.id, player=player.id,
              card_id=card.id, card=name)
    creature = game.permanent(attacker.id)
    assert creature is not None  # checked by _returning
    leave_battlefield(game, creature, Zone.HAND, cites=[cr("702.49a"), cr("602.2b")], reason="returned for ninjutsu")
    game.emit("ability_activated", list(CITES), player=player.id, stack_object=item.id, source=card.id,
              ability=index, cost=ability.cost)


def _resolve(game: Game, item: StackObject, effect: NinjutsuEnterEffect, choices: Choices) -> None:
    card_id = item.source or ""
    location = game.find_zone_card(card_id, (Zone.HAND,))
    if location is None or location.player.id != item.controller:
        game.emit("not_put_onto_battlefield", [cr("702.49a")], stack_object=item.id, card_id=card_id,
                  reason="the card is no longer in its owner's hand")
        return
    defending = str(item.choices.get(_DEFENDING, ""))
    defending_player = item.choices.get(_DEFENDING_PLAYER)
    player_ids = {p.id for p in game.players_in_turn_order()}
    still_there = defending in player_ids or game.permanent(defending) is not None
    card = location.cards.pop(location.index)
    controller = location.player.id
    enter_battlefield(game, card.card, card.id, controller, controller, was_cast=False, from_zone=Zone.HAND,
                      tapped=True)
    combat = game.state.combat
    if combat is None or not still_there or game.permanent(card.id) is None:
        game.emit("not_put_onto_battlefield", [cr("508.4a")], stack_object=item.id, card_id=card.id,
                  reason=f"{card_name(game, card.card)} entered, but what it would attack is gone: it isn't attacking")
        return
    combat.attackers.append(constructed(
        AttackingCreature, id=card.id, defending=defending,
        **({"defending_player": defending_player} if isinstance(defending_player, str) else {})))
    game.emit("put_onto_battlefield_attacking", [cr("702.49c"), cr("508.4")], permanent=card.id,
              defending=defending, stack_object=item.id)


registry.register_action("ninjutsu", verify=verify_ninjutsu, apply=activate_ninjutsu)
registry.effect_resolvers["ninjutsu_enter"] = _resolve
