"""Which spells a `cost_increase` with the s16-taila qualities applies to (CR 601.2f, 601.2c):

- "Noncreature spells cost {1} more to cast." (`not_card_type`): a spell without that card type;
- "Spells your opponents cast ..." (`cast_by` "opponents"): a spell cast by an opponent of the
  controller of the permanent with the ability (CR 102.2);
- "... that target ~ cost {2} more to cast." / "... that target a creature or planeswalker you control
  ..." (`targeting`): a spell one of whose targets is that permanent, or a permanent the spec names
  ("you" is the ability's controller). The targets are chosen before the total cost is determined
  (601.2c comes before 601.2f), so they are the `cast` action's `choices.targets`, the same ones
  `compute_cost` is given. The increase applies once to a spell however many of its targets match.

rules/cost_increases.py asks `increase_applies` for each such ability; the others keep its reading.
"""

from __future__ import annotations

from app.engine.cards import CardDefinition, CostIncreaseAbility
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Permanent, Player
from app.engine.target_grammar import parse_target_spec


def _targets_match(game: Game, source: Permanent, targeting: str) -> bool:
    targeted = [found for target in game.choices.targets if (found := game.permanent(target)) is not None]
    if targeting == "self":
        return any(permanent.id == source.id for permanent in targeted)
    spec = parse_target_spec(targeting)
    controller = source.controller or ""
    return any(matches_filter(game, spec, permanent, source.id, controller) for permanent in targeted)


def increase_applies(
    game: Game, player: Player, source: Permanent, ability: CostIncreaseAbility, definition: CardDefinition
) -> bool:
    """Whether the spell `player` casts from `definition` has the qualities `ability` asks (True
    when it asks none of them)."""
    if ability.not_card_type is not None and ability.not_card_type in definition.types:
        return False
    if ability.cast_by == "opponents" and (source.controller is None or player.id == source.controller):
        return False
    if ability.cast_by == "you" and player.id != source.controller:  # s27-older: "Creature spells you cast"
        return False
    return ability.targeting is None or _targets_match(game, source, ability.targeting)
