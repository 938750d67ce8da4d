""""Exile this Saga, then return it to the battlefield transformed under your control." (the third
chapter of Kamigawa: Neon Dynasty's Sagas): the `exile_return_transformed` effect.

As it resolves, the ability's source, if it is still on the battlefield (else nothing happens: the
ability acts on that permanent only), is exiled (CR 406.2) and then put onto the battlefield
transformed, back face up as it enters (712.14), under the control of the ability's controller,
a new object (400.7): it was not cast, and its enters abilities trigger. A card that isn't a
transforming double-faced card (a token, or a card without a back face) stays in exile (712.14a);
a token ceases to exist there (704.5d, as zones.leave_battlefield does)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ExileReturnTransformedEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.zones import enter_battlefield, leave_battlefield
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: ExileReturnTransformedEffect, choices: Choices) -> None:
    permanent = game.permanent(item.source or "")
    if permanent is None:
        return
    controller = item.controller or permanent.controller or permanent.owner or ""
    exiled = leave_battlefield(game, permanent, Zone.EXILE, cites=[cr("406.2")], reason="exiled")
    owner = game.player(permanent.owner)
    for zone_card in exiled:
        if zone_card.card is None or game.definition(zone_card.card).back_face is None:
            game.emit("transform_ignored", [cr("712.14a")], permanent=zone_card.id,
                      reason="not a transforming double-faced card: it stays in exile")
            continue
        if zone_card not in owner.exile:
            continue  # a replacement put it elsewhere: it is not returned from there
        owner.exile.remove(zone_card)
        enter_battlefield(game, zone_card.card, zone_card.id, controller, owner.id, was_cast=False,
                          from_zone=Zone.EXILE, transformed=True)


registry.effect_resolvers["exile_return_transformed"] = _resolve
