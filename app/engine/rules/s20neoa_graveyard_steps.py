"""s20-neoa: beginning-of-step triggered abilities of cards in a graveyard (CR 113.6k, 603.2, 603.4): "At the
beginning of each end step, if an enchantment was put into your graveyard from the battlefield this turn, you may
return ~ from your graveyard to your hand." (Kami of Transience), "At the beginning of your end step, if you gained 3
or more life this turn, return ~ from your graveyard to the battlefield tapped.".

- Where it works (CR 113.6k): a step trigger whose effect returns its own card from the graveyard functions only while
  the card is in a graveyard (rules/step_triggers.py leaves it out on the battlefield); it triggers from its owner's
  graveyard as the step begins (CR 503.1a, 513.1, 507.1, 511.1), after the step's turn-based actions, for "each" step
  or its owner's ("your": the owner is the card's controller there, CR 108.4a).
- An intervening "if" (`intervening_if`: the turn's records, rules/turn_records.py; `if_gained_life_at_least`) is
  checked as it triggers, for the owner, and again as it resolves (CR 603.4; rules/step_triggers.py resolves it as any
  step trigger: "you may" is `choices.pay_optional_cost`, CR 603.5).
- The owner controls the trigger (CR 603.3a). Resolving, `return_self_from_graveyard` moves the card only if it is
  still in its owner's graveyard (CR 400.7).
"""

from __future__ import annotations

from operator import attrgetter

from app.engine import registry
from app.engine.cards import CardDefinition, StepTriggerAbility
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules.life_gained_at_least import gained_enough
from app.engine.rules.step_triggers import NAME
from app.engine.rules.turn_records import holds as this_turn_holds

_STEPS = {Step.UPKEEP: ("upkeep", "503.1a"), Step.DRAW: ("draw", "504.2"), Step.END: ("end", "513.1"),
          Step.END_OF_COMBAT: ("end_of_combat", "511.1"), Step.BEGINNING_OF_COMBAT: ("beginning_of_combat", "507.1")}
_MEMO = "s20neoa_graveyard_steps"  # per game: each card's graveyard step triggers, by its card reference
_GRAVEYARD = attrgetter("graveyard")


def _abilities(definition: CardDefinition) -> list[tuple[int, StepTriggerAbility]]:
    return [(index, ability) for index, ability in enumerate(definition.abilities)
            if isinstance(ability, StepTriggerAbility) and ability.functions_from_graveyard()]


def _detect(game: Game, step: str, cite: str) -> None:
    players = game.state.players
    if not any(map(_GRAVEYARD, players)):  # every graveyard empty
        return
    memo: dict[object, list[tuple[int, StepTriggerAbility]]] = game.rule_memory.setdefault(_MEMO, {})
    active = game.state.active_player
    for player in players:  # put on the stack in APNAP order by rules/triggers.py (CR 603.3b)
        for card in player.graveyard:
            ref = card.card
            key = ref if type(ref) is str else id(ref)
            found = memo.get(key)
            if found is None:
                found = memo[key] = _abilities(game.definition(ref))
            for index, ability in found:
                if ability.step != step or (ability.whose == "yours" and player.id != active):
                    continue
                # CR 603.4: the intervening "if", for the card's owner
                if not gained_enough(game, player.id, ability) or not this_turn_holds(game, player.id,
                                                                                       ability.intervening_if):
                    continue
                game.pending_triggers.append(PendingTrigger(
                    card.id, index, player.id, f"beginning_of_{step}", [], [cr("603.2"), cr(cite), cr("113.6k")],
                    data={"keyword_trigger": NAME, "that_player": active}, card=card.card, face="front"))


for _step, (_name, _cite) in _STEPS.items():
    # beside rules/step_triggers.py's detection (150), after the step's turn-based actions
    registry.step_begin[_step].add(lambda game, name=_name, cite=_cite: _detect(game, name, cite), order=151)
