"""Cost reductions read from Oracle text (CR 601.2f: the total cost is the mana cost plus
increases, minus reductions; 118.7a: a reduction of generic mana lowers only the generic
component, never below zero; the mana cost and mana value are unchanged, 202.3):

- `self_cost_reduction`, the spell's own: "This spell costs {1} less to cast if you control an
  Otter." (Pearl of Wisdom): {1} less while its caster controls such a permanent as the total
  cost is determined; "This spell costs {1} less to cast for each Lizard you control." (Scales
  of Shale): {1} less per such permanent then; "... for each instant and sorcery card in your
  graveyard" (Eddymurk Crab): per card of the caster's graveyard that has either type (CR 404.1);
  "... for each creature card you own in exile and in your graveyard" (Huskburster Swarm): those
  in exile too (`and_in_exile`); "~ costs {X} less to cast, where X is your devotion to white." (Daybreak
  Chimera): per point of the caster's devotion (`for_each_devotion`, CR 700.5; the spell itself is on the stack
  then, not among the permanents counted, 601.2a); "... if an opponent has seven or more cards in their graveyard"
  (Into the Story, `if_opponent_graveyard_at_least`, CR 404.1). The permanents are matched with every continuous
  effect applied (CR 613). Asked only for a spell with the ability (`cost_modifiers_own_kinds`).
  s24-mh2: affinity ("Affinity for artifacts", CR 702.41a) is this reduction, {1} per such permanent, marked
  `affinity` to cite 702.41a; each instance applies (702.41b).
- `spells_cost_less`, a permanent's: "Instant and sorcery spells you cast cost {1} less to
  cast." (Stormcatch Mentor): each such permanent its controller controls (not face down, CR
  708.2) lowers the generic component of that player's spells having any of the card types;
  several add up.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import AdditionalCostAbility, CardDefinition, SelfCostReductionAbility, SpellsCostLessAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules import s24emn_delirium, s33wmk_attacked_this_turn  # s24-emn, s33-wmk
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.costs import TotalCost
from app.engine.rules.devotion import devotion  # s22-zne
from app.engine.rules.graveyard_amounts import cards_of_types  # s33-fin
from app.engine.rules.party import party_size  # s16-kws
from app.engine.rules.riders import total_power  # s27-fdnb
from app.engine.rules.s18m21_opponent_graveyard import opponent_graveyard_holds  # s22-zne
from app.engine.rules.target_filters import characteristics_match, states_hold
from app.engine.state import Player
from app.engine.target_grammar import parse_target_spec

_CITES = (cr("601.2f"), cr("118.7a"))
_S24MH2_AFFINITY_CITES = (cr("702.41a"), cr("702.41b"), *_CITES)  # s24-mh2: each instance of affinity applies


def controlled_count(game: Game, player: str | None, spec_text: str) -> int:
    """How many permanents `player` controls that the spec names (every continuous effect applied); `player` None:
    whoever controls them (s22-inn: "for each creature on the battlefield")."""
    spec = parse_target_spec(spec_text)
    return sum(
        1
        for permanent in game.state.battlefield
        if (player is None or permanent.controller == player)
        and characteristics_match(spec, characteristics_of(game, permanent), 0)
        and (not spec.states or states_hold(game, spec, permanent))  # s15-neo: "modified" (CR 700.9)
    )


def graveyard_count(game: Game, player: Player, types: list[CardType], and_exile: bool = False) -> int:
    """The cards in the player's graveyard (and, with `and_exile`, the cards they own in exile, CR
    406.1, kept by owner) having any of `types` (all of them without any)."""
    return cards_of_types(game, [*player.graveyard, *(player.exile if and_exile else ())], types)  # s33-fin: shared


def own_reduction(game: Game, player: Player, definition: CardDefinition, cost: TotalCost) -> TotalCost:
    """CR 601.2f: "This spell costs {N} less to cast if you control <a permanent> / for each <permanent>
    you control"."""
    for ability in definition.abilities_of(SelfCostReductionAbility):
        if ability.if_you_control is not None:
            if controlled_count(game, player.id, ability.if_you_control) == 0:
                continue
            amount = ability.generic
        elif ability.for_each_you_control is not None:
            amount = ability.generic * controlled_count(game, player.id, ability.for_each_you_control)
        elif ability.if_opponent_graveyard_at_least is not None:  # s22-zne: CR 404.1 (an opponent's graveyard)
            if not opponent_graveyard_holds(game, player.id, ability.if_opponent_graveyard_at_least):
                continue
            amount = ability.generic
        elif ability.for_each_devotion is not None:  # s22-zne: CR 700.5 (rules/devotion.py), the caster's devotion
            amount = ability.generic * devotion(game, player.id, ability.for_each_devotion)
        elif ability.for_each_in_your_party:  # s16-kws: CR 700.8 (rules/party.py)
            amount = ability.generic * party_size(game, player.id)
        elif ability.for_each_on_battlefield is not None:  # s22-inn: every player's permanents (CR 601.2f)
            amount = ability.generic * controlled_count(game, None, ability.for_each_on_battlefield)
        elif ability.for_each_opponents_control is not None:  # s26-cmdc: the opponents' permanents (CR 102.2)
            amount = ability.generic * sum(controlled_count(game, other.id, ability.for_each_opponents_control)
                                           for other in game.state.players if other.id != player.id)
        elif ability.if_on_battlefield is not None:  # s26-cmdc: "if there are ten or more ... on the battlefield"
            if controlled_count(game, None, ability.if_on_battlefield) < (ability.if_on_battlefield_at_least or 1):
                continue
            amount = ability.generic
        elif ability.for_each_power_you_control:  # s27-fdnb: the caster's creatures' total power (CR 208.1)
            amount = ability.generic * max(0, total_power(game, player.id))
        elif ability.for_each_attacked_this_turn:  # s33-wmk: "for each creature that attacked this turn" (CR 508.1)
            amount = ability.generic * s33wmk_attacked_this_turn.attacked_count(game)
        elif ability.if_additional_cost_paid:  # s32-ma: "if it's bargained" (CR 702.166b, 601.2b before 601.2f)
            if not s32ma_optional_cost_announced(game, definition):
                continue
            amount = ability.generic
        elif ability.if_delirium:  # s24-emn: delirium (CR 207.2c, 205.2a; rules/s24emn_delirium.py)
            if not s24emn_delirium.holds(game, player.id):
                continue
            amount = ability.generic
        elif ability.if_day_night is not None:  # s22-inn: "if it's night" (CR 728: neither is neither)
            day_night = game.state.day_night
            if day_night is None or day_night.value != ability.if_day_night:
                continue
            amount = ability.generic
        else:
            types = ability.for_each_graveyard_card_of_types or []
            amount = ability.generic * graveyard_count(game, player, types, ability.and_in_exile)
        if amount:
            cites = _S24MH2_AFFINITY_CITES if ability.affinity else _CITES  # s24-mh2: affinity (CR 702.41a, 702.41b)
            cost = cost.reduced_generic(amount, f"{definition.name} (its own ability)", cites)
    return cost


def spells_cost_less(game: Game, player: Player, definition: CardDefinition, cost: TotalCost) -> TotalCost:
    """CR 601.2f: "<Types> spells you cast cost {N} less to cast" of the caster's permanents."""
    if not game_has(game, SpellsCostLessAbility):
        return cost
    for source in game.state.battlefield:
        if source.controller != player.id:
            continue
        for _, ability in abilities_of_kind(game, source, SpellsCostLessAbility):  # none face down (CR 708.2)
            if any(card_type in definition.types for card_type in ability.card_types):
                cost = cost.reduced_generic(ability.generic, f"{current_face(game, source).name} ({source.id})", _CITES)
    return cost


registry.cost_modifiers.add(own_reduction, order=100)  # reductions after increases (50), as Chatzuk's
registry.cost_modifiers_own_kinds[own_reduction] = frozenset({SelfCostReductionAbility})
registry.cost_modifiers.add(spells_cost_less, order=100, needs=(SpellsCostLessAbility,))


def s32ma_optional_cost_announced(game: Game, definition: CardDefinition) -> bool:
    """s32-ma: whether the cast being made announces paying the spell's optional additional cost (its bargain: a
    permanent named in `choices.sacrifice`, CR 601.2b, 702.166a; paying it is then checked with the other costs)."""
    if game.choices.exile_from_graveyard and any(  # s33-wmk: "if evidence was collected" (CR 701.59a)
            cost.cost == "collect_evidence" for cost in definition.abilities_of(AdditionalCostAbility)):
        return True
    return bool(game.choices.sacrifice) and any(
        cost.optional for cost in definition.abilities_of(AdditionalCostAbility))
