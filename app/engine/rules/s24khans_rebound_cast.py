"""s24-khans: rebound's delayed triggered ability (CR 702.88a; rules/s24khans_rebound.py): "at the beginning of your
next upkeep, you may cast this card from exile without paying its mana cost", cast as it resolves (608.2g, 118.9)."""

from __future__ import annotations

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import sorcery_only
from app.engine.rules.s24khans_rebound import CITES, REBOUND
from app.engine.rules.s24mh1_suspend import cast_exiled_free, cast_free_choice
from app.engine.state import StackObject


def _resolve_delayed(game: Game, item: StackObject) -> None:
    player = item.controller or ""
    card_id = item.choices["delayed"]["objects"][0]
    game.emit("ability_resolved", [cr("608.2"), cr("603.7"), *CITES], stack_object=item.id, source=item.source,
              effect=REBOUND)
    answer = game.choices.chosen
    if not answer or "chosen" in game.used_choices:
        return  # "you may": not cast; it stays in exile
    game.used_choices.add("chosen")
    if answer != [card_id]:
        raise IllegalAction("Not the rebound card", f"the stack object {item.id}: choices.chosen names the card it may "
                            f"cast ([{card_id!r}]) or nothing, not {answer}", [cr("608.2d"), *CITES])
    location = game.find_zone_card(card_id, (Zone.EXILE,))
    if location is None or location.player.id != player:
        game.emit("ability_resolved", [cr("400.7")], stack_object=item.id, source=item.source, effect=REBOUND,
                  note="the card is no longer in exile")
        return
    if sorcery_only.restricted(game, game.player(player)):  # a restriction still applies (CR 101.2)
        raise IllegalAction("Wrong time", f"{player} can cast spells only any time they could cast a sorcery, "
                            "not during a resolution", [cr("101.2"), cr("608.2g")])
    cast_exiled_free(game, item, card_id, player, game.choices, CITES)


registry.delayed_resolvers[REBOUND] = _resolve_delayed


def _choice(game: Game, item: StackObject) -> dict[str, object] | None:
    """s25-mh: "you may cast this card from exile" asked in `pending` as the delayed trigger is about to resolve (CR
    702.88a, 608.2d): the card while it is still in its controller's exile."""
    card_id = item.choices["delayed"]["objects"][0]
    location = game.find_zone_card(card_id, (Zone.EXILE,))
    return cast_free_choice(item, card_id if location is not None and location.player.id == item.controller else None)


registry.delayed_choices[REBOUND] = _choice  # s25-mh
