"""s29-core: "Reveal the top card of your library. You may play that card without paying its mana cost. If you don't,
exile it." (Djinn of Wishes; CR 701.20a, 608.2g, 608.2c, 118.9, 305.1-305.3; docs/oracle-s29-core.md).

The effect `reveal_top_play_free`, as it resolves:
- The top card of its controller's library is revealed (event `cards_revealed`; an empty library: nothing happens).
- Its controller may play it (`choices.chosen` names it; absent or `[]`: not played, the default, "you may", 608.2d):
  a land card is played as their land play (only in their own turn with a land play left, else the choice is refused,
  305.2-305.3; the timing of a land played as a special action doesn't apply, 608.2g); any other card is cast from the
  library without paying its mana cost during the resolution (608.2g, 118.9: rules/s24mh1_suspend.py
  `cast_free_during_resolution`, rules/free_casting.py letting it be cast from the library), the spell's targets and
  modes the action's `choices`. A multi-faced card is refused (which face is played isn't chosen here).
- If it wasn't played, it is exiled ("If you don't, exile it.", 608.2c).
No hook of its own: the resolver runs only when such an effect resolves."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S29coreRevealTopPlayFreeEffect
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, remove_from
from app.engine.rules.lands import count_land_play_by_effect, verify_land_play_by_effect
from app.engine.rules.s24mh1_suspend import cast_free_during_resolution
from app.engine.rules.zones import card_name, enter_battlefield, place_in_zone
from app.engine.state import StackObject, ZoneCard

CITES = (cr("608.2g"), cr("118.9"))


def _resolve(game: Game, item: StackObject, effect: S29coreRevealTopPlayFreeEffect, choices: Choices) -> None:
    player = game.player(item.controller or "")
    if not player.library:
        return
    top = player.library[0]
    game.emit("cards_revealed", [cr("608.2"), cr("701.20a")], stack_object=item.id, player=player.id, cards=[top.id])
    answer = choices.chosen if "chosen" not in game.used_choices else None
    if answer:
        game.used_choices.add("chosen")
        if answer != [top.id]:
            raise IllegalAction("Not the revealed card", f"the stack object {item.id}: choices.chosen names the revealed "
                                f"card ({top.id}) to play it, or nothing", [cr("608.2d"), *CITES])
        definition = game.definition(top.card)
        if definition.layout is not None:
            raise IllegalAction("Multi-faced card", f"{definition.name} has faces; which face is played isn't chosen "
                                "here", [cr("712.11"), *CITES])
        if definition.has_type(CardType.LAND):
            _play_land(game, player.id, top, definition.name)
        else:
            cast_free_during_resolution(game, item, top.id, player.id, choices.model_copy(update={"chosen": None}),
                                        CITES)
        return
    remove_from(player.library, top)  # "If you don't, exile it." (CR 608.2c)
    place_in_zone(player, Zone.EXILE, [top])
    game.emit("zone_change", [cr("608.2c")], object=top.id, card=card_name(game, top.card), cards=[top.id],
              **{"from": Zone.LIBRARY.value, "to": Zone.EXILE.value})


def _play_land(game: Game, player_id: str, card: ZoneCard, name: str) -> None:
    """Play the revealed land card as `player_id`'s land play (CR 305.1-305.3)."""
    player = verify_land_play_by_effect(game, player_id, name, CITES)
    remove_from(player.library, card)
    count_land_play_by_effect(game, player, card.id, name, CITES)
    enter_battlefield(game, card.card, card.id, player_id, player_id, was_cast=False, from_zone=Zone.LIBRARY)


registry.effect_resolvers["reveal_top_play_free"] = _resolve
