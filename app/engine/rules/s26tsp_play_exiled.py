"""s26-tsp: "You may play the exiled card without paying its mana cost [if ...]." (a hideaway permanent's linked
ability, CR 607.2a, 702.75a; docs/oracle-s26-tsp.md): the effect `play_exiled_free`, under a condition the `effect` of an
`if_condition` (rules/riders.py checks the condition as the ability resolves, 608.2c).

As it resolves, its controller may play the card its source exiled (`Permanent.exiled_with`, or the record kept as the
source left the battlefield, rules/linked_exile.py) that is still in exile (400.7): the `resolve` action's
`choices.chosen` names it (`[]` or absent: not played, the default, "you may", 608.2d).
- A land card is played (CR 305.1): only in its player's own turn and with a land play left (305.2, 305.3: else the
  choice is refused), and it counts as their land play; the main phase and empty stack timing of a land played as a
  special action doesn't apply (it is played as the ability resolves, 608.2g).
- Any other card is cast without paying its mana cost (608.2g, 118.9; timing permissions based on card type don't apply)
  through rules/s24mh1_suspend.py's `cast_exiled_free`; the spell's targets and modes are the action's `choices`.
- A multi-faced card (split, adventurer, modal double-faced, transforming) is refused: which face is played (a
  modal double-faced card's land face, 712.11) isn't chosen here.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S26tspPlayExiledFreeEffect
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation
from app.engine.rules.lands import count_land_play_by_effect, verify_land_play_by_effect
from app.engine.rules.linked_exile import forget
from app.engine.rules.s24mh1_suspend import cast_exiled_free
from app.engine.rules.zones import enter_battlefield
from app.engine.state import StackObject

CITES = (cr("607.2a"), cr("702.75a"), cr("608.2g"))


def _exiled_with_source(game: Game, item: StackObject) -> list[str]:
    """The cards `item`'s source exiled (CR 607.2a) still in exile (400.7)."""
    source = game.permanent(item.source or "")
    exiled = source.exiled_with if source is not None else game.state.exiled_with_left.get(item.source or "", [])
    return [card for card in exiled if game.find_zone_card(card, (Zone.EXILE,)) is not None]


def _play_land(game: Game, item: StackObject, player_id: str, location: ZoneLocation, name: str) -> None:
    """Play the exiled land card as `player_id`'s land play (CR 305.1-305.3)."""
    player = verify_land_play_by_effect(game, player_id, name, CITES)
    card = location.cards.pop(location.index)
    card.exiled_face_down = False
    forget(game, {card.id})  # a new object as it leaves exile (CR 400.7)
    count_land_play_by_effect(game, player, card.id, name, CITES)
    enter_battlefield(game, card.card, card.id, player_id, location.player.id, was_cast=False, from_zone=Zone.EXILE)


def _resolve(game: Game, item: StackObject, effect: S26tspPlayExiledFreeEffect, choices: Choices) -> None:
    answer = choices.chosen
    player = item.controller
    if not answer or "chosen" in game.used_choices or player is None:
        game.emit("ability_resolved", [cr("608.2d"), *CITES], stack_object=item.id, source=item.source,
                  effect="play_exiled_free", note="the exiled card was not played")
        return
    game.used_choices.add("chosen")
    exiled = _exiled_with_source(game, item)
    location = game.find_zone_card(answer[0], (Zone.EXILE,)) if len(answer) == 1 and answer[0] in exiled else None
    if location is None:
        raise IllegalAction("Not the exiled card", f"the stack object {item.id}: choices.chosen names the card its "
                            f"source exiled ({', '.join(exiled) or 'none left in exile'}), or nothing",
                            [cr("608.2d"), *CITES])
    card = location.cards[location.index]
    definition = game.definition(card.card)
    if definition.layout is not None:
        raise IllegalAction("Multi-faced card", f"{definition.name} has faces; which face is played isn't chosen "
                            "here", [cr("712.11"), *CITES])
    if definition.has_type(CardType.LAND):
        _play_land(game, item, player, location, definition.name)
        return
    card.exiled_face_down = False
    cast_exiled_free(game, item, card.id, player, choices, CITES)


registry.effect_resolvers["play_exiled_free"] = _resolve
