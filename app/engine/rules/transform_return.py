""""Exile this Saga, then return it to the battlefield transformed under your control." (the third
chapter of Kamigawa: Neon Dynasty's Sagas): the `exile_return_transformed` effect.

As it resolves, the ability's source, if it is still on the battlefield (else nothing happens: the
ability acts on that permanent only), is exiled (CR 406.2) and then put onto the battlefield
transformed, back face up as it enters (712.14), under the control of the ability's controller,
a new object (400.7): it was not cast, and its enters abilities trigger. A card that isn't a
transforming double-faced card (a token, or a card without a back face) stays in exile (712.14a);
a token ceases to exist there (704.5d, as zones.leave_battlefield does).

s21-dfc (docs/oracle-s21-dfc.md): the same effect in a permanent's own triggered or activated ability.
- `under: "owner"` ("... transformed under its owner's control", Nicol Bolas, the Ravager): it returns under
  its owner's control (CR 110.2a), not the ability's controller's.
- `at: "end_of_combat`" ("When ~ attacks, exile it at end of combat, then return it to the battlefield
  transformed under your control.", Conqueror's Galleon): as the trigger resolves it creates a delayed
  triggered ability (CR 603.7a) that triggers as the next end of combat step begins (511.2) and then
  exiles the permanent and returns it transformed, under the control of the delayed ability's controller
  (603.7d: the one who controlled the ability that created it). A permanent that left the battlefield
  meanwhile is a new object the delayed ability can't find (400.7): nothing happens."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ExileReturnTransformedEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, ZoneLocation
from app.engine.rules.delayed_end_of_combat import delay_until_end_of_combat, delayed_pending, fires_at_end_of_combat
from app.engine.rules.zones import enter_battlefield, leave_battlefield, stays_out_of_battlefield
from app.engine.state import DelayedTrigger, Permanent, StackObject


def _resolve(game: Game, item: StackObject, effect: ExileReturnTransformedEffect, choices: Choices) -> None:
    permanent = game.permanent(item.source or "")
    if permanent is None:
        return
    if effect.at is not None:  # s21-dfc: "exile it at end of combat, then return it ..." (CR 603.7a)
        delayed = DelayedTrigger(controller=item.controller or "", at=effect.at, action="exile_return_transformed",
                                 objects=[permanent.id], source=permanent.id)
        delay_until_end_of_combat(game, delayed)
        game.emit("delayed_trigger_created", [cr("608.2"), cr("603.7a"), cr("511.2")], source=permanent.id,
                  at=delayed.at, action=delayed.action, objects=[permanent.id])
        return
    under_owner = effect.under == "owner"  # s21-dfc (CR 110.2a)
    _exile_and_return(game, permanent, permanent.owner if under_owner else item.controller)


def _resolve_delayed(game: Game, item: StackObject) -> None:
    """s21-dfc: the delayed ability of `at: "end_of_combat"` (CR 603.7, 400.7)."""
    game.emit("ability_resolved", [cr("608.2"), cr("603.7")], stack_object=item.id, source=item.source,
              effect="exile_return_transformed")
    for object_id in item.choices["delayed"]["objects"]:
        permanent = game.permanent(object_id)
        if permanent is not None:  # CR 400.7: a permanent that left meanwhile is a new object it can't find
            _exile_and_return(game, permanent, item.controller)


def _exile_and_return(game: Game, permanent: Permanent, controller: str | None) -> None:
    controller = controller or permanent.controller or permanent.owner or ""
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
registry.delayed_resolvers["exile_return_transformed"] = _resolve_delayed  # s21-dfc


_ACTION = "exile_return_transformed"
_RETURN = "return_transformed"


def return_died_transformed(game: Game, item: StackObject, location: ZoneLocation, at: str | None) -> None:
    """s21-dfc: "return it to the battlefield transformed under its owner's control [at the beginning of the next end
    step]" of the card a permanent became in its owner's graveyard (`return_died_to_battlefield` with `transformed`,
    CR 603.6c, 603.10a): now, or by a delayed triggered ability then (603.7a, 603.7b)."""
    card_id = location.cards[location.index].id
    if at is None:
        return_from_graveyard_transformed(game, card_id)
        return
    delayed = DelayedTrigger(controller=item.controller or "", at="next_end_step", action=_RETURN, objects=[card_id],
                             source=item.source or item.id)
    game.state.delayed_triggers.append(delayed)
    game.emit("delayed_trigger_created", [cr("608.2"), cr("603.7a")], source=delayed.source, at=delayed.at,
              action=delayed.action, objects=[card_id])


def return_from_graveyard_transformed(game: Game, card_id: str) -> None:
    """CR 712.14, 712.14a, 400.7, 110.2a: the card, if still in its owner's graveyard, enters back face up under its
    owner's control; one that isn't a transforming double-faced card stays there."""
    location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
    if location is None:
        return  # CR 400.7: it left the graveyard meanwhile; the ability can't find it
    card = location.cards[location.index]
    if card.card is None or game.definition(card.card).back_face is None:
        game.emit("transform_ignored", [cr("712.14a")], permanent=card.id,
                  reason="not a transforming double-faced card: it stays in its graveyard")
        return
    owner = location.player
    if stays_out_of_battlefield(game, location, owner.id):
        return
    location.cards.pop(location.index)
    enter_battlefield(game, card.card, card.id, owner.id, owner.id, was_cast=False, from_zone=Zone.GRAVEYARD,
                      transformed=True)


def _resolve_delayed_return(game: Game, item: StackObject) -> None:
    game.emit("ability_resolved", [cr("608.2"), cr("603.7")], stack_object=item.id, source=item.source,
              effect=_RETURN)
    for card_id in item.choices["delayed"]["objects"]:
        return_from_graveyard_transformed(game, card_id)


registry.delayed_resolvers[_RETURN] = _resolve_delayed_return  # s21-dfc
# s21-dfc: the delayed abilities "at end of combat" of this effect trigger as that step begins (CR 511.2, 603.7b: once,
# then they are gone; rules/delayed_end_of_combat.py takes them out)
fires_at_end_of_combat(_ACTION, lambda game, delayed: delayed_pending(delayed, cr("712.14")))
