"""Amass (CR 701.47; s16-kwc, s33-lead): the `amass` effect, "Amass Orcs 2." (War of the Spark's "Amass 2."
is "Amass Zombies 2."; the effect's `subtype`, Zombie by default).

- As the effect resolves, if its controller controls no Army creature, they create a 0/0 black
  <subtype> Army creature token (CR 701.47a, 111.1).
- They choose an Army creature they control (the action's `choices.chosen`, one id; default the
  first in battlefield order, which is the token just created when there was none) and put N +1/+1
  counters on it (701.47a, 122.1). N is counted as it resolves (an X, CR 608.2h). A chosen id that
  is no Army creature they control is refused, naming the candidates.
- If the chosen Army isn't a <subtype>, it becomes one in addition to its other types (701.47a; an
  effect without a duration, 611.2a, applied in layer 4, 613.1d), even with no counters put (N = 0).
- The player amassed even if some of it was impossible (701.47b): the `amassed` event names the
  Army chosen ("the Army you amassed", 701.47c).
- State-based actions then see the Army's toughness with its counters: a token created for amass 0
  dies (704.5f).
"""

from __future__ import annotations

from functools import cache

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import AmassEffect, CardDefinition
from app.engine.characteristics import characteristics_of, creatures_of
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import amount
from app.engine.rules.keyword_counters import put_counters
from app.engine.rules.s35std_token_doubler import added, doubled  # s35-std
from app.engine.rules.zones import enter_battlefield
from app.engine.state import PowerToughnessEffect, StackObject


@cache
def army_token(subtype: str) -> CardDefinition:
    """The 0/0 black <subtype> Army creature token amass creates (CR 701.47a); built once per subtype, when first
    needed."""
    return CardDefinition.model_validate({"name": f"{subtype} Army Token", "colors": ["B"], "types": ["Creature"],
                                          "subtypes": [subtype, "Army"], "power": 0, "toughness": 0})


def armies(game: Game, player: str) -> list[str]:
    """The Army creatures `player` controls, in battlefield order (CR 701.47a)."""
    return [permanent.id for permanent, characteristics in creatures_of(game, player)
            if "Army" in characteristics.subtypes]


def _resolve(game: Game, item: StackObject, effect: AmassEffect, choices: Choices) -> None:
    player = item.controller or game.state.active_player or ""
    number = amount(game, item, effect.amount)
    candidates = armies(game, player)
    if not candidates:
        for _ in range(doubled(game, player, 1, item.id)):  # s35-std: token doublers (CR 614.1a); one gets the counters
            token_id = game.new_object_id(f"{effect.subtype.lower()}-army-token-")
            enter_battlefield(game, army_token(effect.subtype), token_id, player, player, was_cast=False, is_token=True)
            game.emit(
                "token_created_for_amass",
                [cr("701.47a"), cr("111.1")],
                stack_object=item.id,
                permanent=token_id,
                player=player,
            )
        added(game, player, army_token(effect.subtype), item.id)  # s35-std: "plus an additional Food token" (614.1a)
        candidates = armies(game, player)
    chosen = None
    if choices.chosen and "chosen" not in game.used_choices:  # each answer is used once per action
        game.used_choices.add("chosen")
        if len(choices.chosen) != 1:
            raise IllegalAction(
                "One Army",
                f"amass chooses one Army creature; choices.chosen names {len(choices.chosen)}",
                [cr("701.47a")],
            )
        chosen = choices.chosen[0]
    if chosen is not None and chosen not in candidates:
        raise IllegalAction(
            "Not an Army you control",
            f"choices.chosen names {chosen!r}; amass chooses an Army "
            f"creature {player} controls: {', '.join(candidates) or 'none'}",
            [cr("701.47a")],
        )
    army = chosen if chosen is not None else (candidates[0] if candidates else None)
    permanent = game.permanent(army) if army is not None else None
    if permanent is not None and number > 0:
        put_counters(game, permanent, "+1/+1", number, [cr("701.47a"), cr("122.1")], item.id)
    seen = characteristics_of(game, permanent) if permanent is not None else None
    if permanent is not None and seen is not None and effect.subtype not in seen.subtypes:
        # "If it isn't a [subtype], it becomes a [subtype] in addition to its other types" (CR 701.47a, 205.1b; no
        # duration, 611.2a; layer 4, rules/base_power_toughness.py applies it)
        permanent.effects.append(PowerToughnessEffect(source=item.source, added_subtypes=[effect.subtype],
                                                      duration="indefinitely"))
        game.changed(permanent)
    game.emit("amassed", [cr("701.47b"), cr("701.47c")], stack_object=item.id, player=player, army=army, amount=number)


registry.effect_resolvers["amass"] = _resolve
