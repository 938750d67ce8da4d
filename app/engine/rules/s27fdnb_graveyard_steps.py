"""Beginning-of-step triggered abilities of cards in a graveyard (s27-fdnb, docs/oracle-s27-fdnb.md): "Ferocious — At the
beginning of combat on your turn, if you control a creature with power 4 or greater, you may pay {R}. If you do, return
~ from your graveyard to the battlefield." (Flamewake Phoenix), "At the beginning of your upkeep, you may return ~ from
your graveyard to your hand."

A step trigger whose effect returns its own card from the graveyard functions only while the card is in its owner's
graveyard (CR 113.6k; `StepTriggerAbility.functions_from_graveyard`; rules/step_triggers.py leaves it out on the
battlefield). As its step begins (CR 503.1a, 507.1, 513.1 ...: after the step's turn-based actions, as the battlefield's
step triggers), each such card of a graveyard triggers for its owner, who controls the trigger (CR 108.4a, 603.3a):
"your" step is its owner's turn, "each opponent's" another player's, "each" any. Its intervening "if" clauses are the
owner's and are checked as it triggers and again as it resolves (CR 603.4; rules/step_triggers.py `resolve_trigger`,
which also asks its payment, 603.5). Its effect does nothing if the card has left the graveyard since (CR 400.7;
rules/graveyard_abilities.py). A hook per step, run only in a game some card of which has such an ability (its
catalog's definitions, decided once per game: `_catalog_has_them`), and which returns at once when every graveyard is
empty."""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition, StepTriggerAbility
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import catalog_kind
from app.engine.rules.step_triggers import NAME, condition_holds, intervening_ifs_hold

_FACT = "s27fdnb_graveyard_step_triggers"
_STEPS = {Step.UPKEEP: ("upkeep", "503.1a"), Step.DRAW: ("draw", "504.2"), Step.END: ("end", "513.1"),
          Step.END_OF_COMBAT: ("end_of_combat", "511.1"), Step.BEGINNING_OF_COMBAT: ("beginning_of_combat", "507.1")}
_GRAVEYARD = attrgetter("graveyard")
KIND = "s27fdnb_graveyard_step_trigger"  # a `posted_state_kinds` kind: some card of the game has such an ability


def _abilities(definition: CardDefinition) -> tuple[tuple[int, StepTriggerAbility], ...]:
    return tuple((index, ability) for index, ability in enumerate(definition.abilities)
                 if isinstance(ability, StepTriggerAbility) and ability.functions_from_graveyard())


def _whose_step(game: Game, owner: str, whose: str) -> str | None:
    active = game.state.active_player
    if whose == "each" or (whose == "yours" and owner == active) or (whose == "opponents" and owner != active):
        return active
    return None  # another player's, or a player the card would have to remember (it has no such choice here)


def _detect(game: Game, step: str, rule: str) -> None:
    if not any(map(_GRAVEYARD, game.state.players)):  # every graveyard empty: nothing to look at
        return
    for player in game.players_in_turn_order():
        for card in player.graveyard:
            abilities = game.definition_fact(game.definition(card.card), _FACT, _abilities)
            for index, ability in abilities:
                that = _whose_step(game, player.id, ability.whose)
                if ability.step != step or that is None or not condition_holds(game, None, ability.condition,
                                                                               player.id):
                    continue
                if not intervening_ifs_hold(game, player.id, ability, card.id):  # CR 603.4
                    continue
                data: dict[str, Any] = {"keyword_trigger": NAME, "that_player": that}
                game.pending_triggers.append(PendingTrigger(
                    card.id, index, player.id, f"beginning_of_{step}", [], [cr("603.2"), cr(rule), cr("113.6k")],
                    data=data, card=card.card, face="front"))


for _step, (_name, _rule) in _STEPS.items():
    # As rules/step_triggers.py's hook (order 150): after the step's turn-based actions (CR 504.1: order 100).
    registry.step_begin[_step].add(lambda game, name=_name, rule=_rule: _detect(game, name, rule), order=151,
                                   needs=(KIND,))
catalog_kind(KIND, _abilities)  # some card of the request has such an ability
