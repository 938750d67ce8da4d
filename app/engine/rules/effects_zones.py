"""Effects that move objects: `destroy` (CR 701.8), `exile` (CR 406.2), `return_to_hand`
(CR 400.3: to its owner's hand) and `counter` (CR 701.6).

- Destroy moves a permanent to its owner's graveyard (701.8a); an indestructible one is not
  destroyed (702.12b) and stays where it is.
- A token leaving the battlefield goes to the zone and then ceases to exist (CR 704.5d, in
  rules/zones.py `leave_battlefield`).
- Counter: the countered spell is removed from the stack and put into its owner's graveyard
  (701.6a); it doesn't resolve, so none of its effects happen.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CounterEffect, DestroyEffect, ExileEffect, ReturnToHandEffect
from app.engine.characteristics import has_keyword
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, remove_from
from app.engine.rules import (
    s31stda_spell_to_hand,  # s31-stda
    s32core_graveyard_instead,  # s32-core
)
from app.engine.rules.cant_be_countered import cant_be_countered, note_not_countered
from app.engine.rules.countered_exile import countered_destination
from app.engine.rules.disturb import spell_leaves_to  # s17-dfc
from app.engine.rules.effects_targets import affected
from app.engine.rules.flashback import spell_destination
from app.engine.rules.graveyard_cards import move_target_graveyard_cards
from app.engine.rules.regenerate import regenerated_instead
from app.engine.rules.s25ncc_shield_counters import shielded_instead  # s25-ncc
from app.engine.rules.s27mech_umbra_armor import umbra_instead  # s27-mech
from app.engine.rules.spell_copy_leaves import ceases_to_exist, is_copy  # s14-copies
from app.engine.rules.zones import card_name, leave_battlefield, place_in_zone
from app.engine.state import StackObject, ZoneCard


def _permanents(game: Game, item: StackObject, spec: str) -> list[Any]:
    found = [game.permanent(object_id) for object_id in affected(game, item, spec)]
    return [permanent for permanent in found if permanent is not None]


def _resolve_destroy(game: Game, item: StackObject, effect: DestroyEffect, choices: Choices) -> None:
    for permanent in _permanents(game, item, effect.target):
        destroy_permanent(game, item, permanent, effect.cant_be_regenerated)


def destroy_permanent(game: Game, item: StackObject, permanent: Any, cant_be_regenerated: bool = False) -> None:
    """Destroy one permanent as the effect of `item` (CR 701.8a): not if it is indestructible (702.12b), and
    a regeneration shield replaces it unless it can't be regenerated (701.19a, 701.19c)."""
    if has_keyword(game, permanent, "indestructible"):
        game.emit("not_destroyed", [cr("702.12b")], stack_object=item.id, permanent=permanent.id,
                  reason="indestructible")
        return
    if umbra_instead(game, permanent, [cr("701.8a")], by_effect=True, regenerable=not cant_be_regenerated):
        return  # s27-mech: umbra armor (CR 702.89a)
    if shielded_instead(game, permanent, [cr("701.8a")]):  # s25-ncc: a shield counter removed instead (CR 122.1c)
        return
    if not cant_be_regenerated and regenerated_instead(game, permanent, [cr("701.8a")]):
        return  # CR 701.19a: a regeneration shield replaces the destruction
    leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[cr("608.2"), cr("701.8a")], reason="destroyed")


def _exile_card_it_became(game: Game, item: StackObject) -> None:
    """"When ~ dies, exile it": the card in the graveyard, which the ability can find (CR 400.7e)
    while it stays there (once it leaves, it is a new object the ability can't find, 400.7)."""
    for card_id in affected(game, item, "that_card"):
        location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
        if location is None:
            continue
        card = location.cards.pop(location.index)
        place_in_zone(location.player, Zone.EXILE, [card])
        game.emit("zone_change", [cr("608.2"), cr("406.2"), cr("400.7e")], object=card.id,
                  card=card_name(game, card.card), cards=[card.id], reason="exiled",
                  **{"from": Zone.GRAVEYARD.value, "to": Zone.EXILE.value})


def _resolve_exile(game: Game, item: StackObject, effect: ExileEffect, choices: Choices) -> None:
    if effect.target == "that_card":
        _exile_card_it_became(game, item)
        return
    for permanent in _permanents(game, item, effect.target):
        leave_battlefield(game, permanent, Zone.EXILE, cites=[cr("608.2"), cr("406.2")], reason="exiled")
    move_target_graveyard_cards(game, item, effect.target, Zone.EXILE)  # "target card from a graveyard" (s13)


def _resolve_return_to_hand(game: Game, item: StackObject, effect: ReturnToHandEffect, choices: Choices) -> None:
    s31stda_spell_to_hand.return_spells(game, item, effect.target)  # s31-stda: a target spell (CR 608.2c)
    for permanent in _permanents(game, item, effect.target):
        leave_battlefield(game, permanent, Zone.HAND, cites=[cr("608.2"), cr("400.3")], reason="returned_to_hand")
    for card_id in affected(game, item, effect.target):
        # A target card in a graveyard (CR 115.2: "target creature card from your graveyard").
        location = game.find_zone_card(card_id, (Zone.GRAVEYARD,))
        if location is None:
            continue
        card = location.cards.pop(location.index)
        place_in_zone(location.player, Zone.HAND, [card])  # its owner's graveyard, its owner's hand (CR 400.3)
        game.emit("zone_change", [cr("608.2"), cr("115.2"), cr("400.3")], object=card.id,
                  card=card_name(game, card.card), cards=[card.id], reason="returned_to_hand",
                  **{"from": Zone.GRAVEYARD.value, "to": Zone.HAND.value})


def _resolve_counter(game: Game, item: StackObject, effect: CounterEffect, choices: Choices) -> None:
    for target_id in item.targets:
        spell = game.stack_object(target_id)
        if spell is None or spell.card is None:
            continue
        if cant_be_countered(game, spell):  # CR 101.2 (rules/cant_be_countered.py)
            note_not_countered(game, item, spell)
            continue
        remove_from(game.state.stack, spell)
        if is_copy(spell):  # s14-copies: a copy ceases to exist (CR 707.10a)
            game.emit("spell_countered", [cr("608.2"), cr("701.6a")], stack_object=item.id, countered=spell.id,
                      card=card_name(game, spell.card))
            ceases_to_exist(game, spell, card_name(game, spell.card))
            continue
        to = spell_destination(spell)  # exile if cast with flashback (CR 702.34a)
        to, replaced = spell_leaves_to(game, spell, to)  # s17-dfc: "exile it instead" (CR 614.1a)
        instead = countered_destination(effect, to)  # s16-tailb: "exile it instead" (rules/countered_exile.py)
        place_in_zone(game.player(spell.owner), instead or to, [ZoneCard(id=spell.id, card=spell.card)])
        name = None if spell.face_down else card_name(game, spell.card)
        game.emit("spell_countered", [cr("608.2"), cr("701.6a")], stack_object=item.id, countered=spell.id, card=name)
        cites = [cr("701.6a"), *(list(replaced) or ([cr("702.34a")] if to is Zone.EXILE else [])),
                 *([cr("614.1a")] if instead else [])]
        game.emit("zone_change", cites, object=spell.id, card=name, cards=[spell.id],
                  **{"from": Zone.STACK.value, "to": (instead or to).value})
        if instead is None:
            s32core_graveyard_instead.shuffle_after(game, spell, to, replaced)  # s32-core (CR 701.24a)


registry.effect_resolvers["destroy"] = _resolve_destroy
registry.effect_resolvers["exile"] = _resolve_exile
registry.effect_resolvers["return_to_hand"] = _resolve_return_to_hand
registry.effect_resolvers["counter"] = _resolve_counter
