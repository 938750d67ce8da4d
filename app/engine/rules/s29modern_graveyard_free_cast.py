"""s29-modern: "you may cast target instant or sorcery card [with mana value 4 or less] from your graveyard without paying
its mana cost. If that spell would be put into your graveyard, exile it instead." (Daring Waverider, Efreet Flamepainter):
the `cast_from_graveyard_free` effect.

As it resolves (its target still legal, CR 608.2b), its controller may cast the target card from their graveyard during
the resolution (CR 608.2g: following 601.2a-i, timing permissions based on card type don't apply), for the alternative
cost of nothing (118.9), through rules/s20venture_lair.py's `cast_free_during_resolution` (the card is found in the
graveyard while the resolution casts it, rules/free_casting.py). The choice (CR 608.2d): the `resolve` action's
`choices.chosen` names the target card (`[]` or absent: it isn't cast); the spell's own targets, modes and division are
that action's `choices.targets`, `choices.modes`, `choices.division`. The spell cast so is exiled instead of being put
into the graveyard (a replacement effect, CR 614.1a: rules/flashback.py's exile as it leaves the stack). A multi-faced
card is refused (which face is cast is not chosen here)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S29modernCastFromGraveyardFreeEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import flashback
from app.engine.rules.s20venture_lair import cast_free_during_resolution
from app.engine.state import StackObject

CITES = (cr("608.2g"), cr("118.9"), cr("614.1a"))


def _resolve(game: Game, item: StackObject, effect: S29modernCastFromGraveyardFreeEffect, choices: Choices) -> None:
    answer = choices.chosen
    player = item.controller or ""
    card = item.targets[0] if item.targets else None
    location = game.find_zone_card(card, (Zone.GRAVEYARD,)) if card is not None else None
    if not answer or "chosen" in game.used_choices or location is None or location.player.id != player:
        game.emit("ability_resolved", [cr("608.2d"), *CITES], stack_object=item.id, source=item.source,
                  effect="cast_from_graveyard_free")
        return
    game.used_choices.add("chosen")
    if answer != [card]:
        raise IllegalAction("Not the target card", f"the stack object {item.id}: choices.chosen names the target card "
                            f"{card!r} to cast it, or nothing, not {answer}", [cr("608.2d"), *CITES])
    assert card is not None
    definition = game.definition(location.card.card)
    if definition.layout is not None:
        raise IllegalAction("Multi-faced card", f"{definition.name} has faces; which one is cast is not chosen here",
                            [cr("608.2g"), cr("709.3")])
    cast_free_during_resolution(game, item, player, card, choices)
    spell = game.stack_object(card)
    if spell is not None:  # "If that spell would be put into your graveyard, exile it instead." (CR 614.1a)
        flashback.record_flashback(spell, [])


registry.effect_resolvers["cast_from_graveyard_free"] = _resolve
