"""s24-emn: madness's trigger (CR 702.35a) as it resolves: "its owner may cast it by paying [cost] rather than paying its
mana cost. If that player doesn't, they put this card into their graveyard." (rules/s24emn_madness.py describes the
mechanic; 608.2d: the choice, 608.2g: the cast during the resolution, 400.7: a card no longer in exile is left alone)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Cast, Choices
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules import stack
from app.engine.rules.free_casting import RESOLUTION_CAST
from app.engine.rules.s24emn_madness import CAST_CITES, CASTING, MADNESS, NAME, in_exile, madness_cost
from app.engine.rules.s32core_graveyard_instead import to_graveyard  # s32-core (CR 614.1a)
from app.engine.state import StackObject, ZoneCard, constructed


def _choice(game: Game, item: StackObject) -> dict[str, object] | None:
    """The decision as the trigger resolves (CR 608.2d): cast it for its madness cost, or not."""
    location = in_exile(game, item)
    if location is None or "pay_optional_cost" in item.choices:
        return None
    return {"stack_object": item.id, "choice": "pay_optional_cost", "values": [True, False],
            "cost": madness_cost(game.definition(location.card.card)), "card": location.card.id}


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    location = in_exile(game, item)
    if location is None:  # it left exile: a new object the trigger knows nothing about (CR 400.7)
        game.emit("ability_resolved", [cr("608.2"), cr("400.7")], stack_object=item.id, source=item.source, effect=None)
        return
    card = location.card
    wanted = choices.pay_optional_cost if "pay_optional_cost" not in game.used_choices else None
    if wanted is not None:
        game.used_choices.add("pay_optional_cost")
    if wanted:
        cast = Cast(player=location.player.id, card=card.id, alternative_cost=MADNESS,
                    choices=choices.model_copy(update={"pay_optional_cost": None}))
        game.rule_memory[RESOLUTION_CAST] = card.id  # no timing by card type (CR 608.2g)
        game.rule_memory[CASTING] = card.id
        try:
            stack.verify_cast(game, cast)
            stack.cast(game, cast)
        finally:
            game.rule_memory.pop(RESOLUTION_CAST, None)
            game.rule_memory.pop(CASTING, None)
        game.emit("cast_during_resolution", list(CAST_CITES), stack_object=item.id, player=location.player.id,
                  card=card.id)
        return
    location.cards.pop(location.index)
    put = constructed(ZoneCard, id=card.id, card=card.card)
    if not to_graveyard(game, location.player, [put], Zone.EXILE):
        return  # s32-core: put elsewhere instead (CR 614.1a), told by its own event
    game.emit("zone_change", [cr("702.35a"), cr("608.2")], object=card.id, card=game.definition(card.card).name,
              cards=[card.id], **{"from": Zone.EXILE.value, "to": Zone.GRAVEYARD.value})


registry.keyword_trigger_resolvers[NAME] = _resolve
registry.resolution_choices[NAME] = _choice
