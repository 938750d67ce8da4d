"""Zone changes: entering and leaving the battlefield, drawing, `move` and `put_onto_battlefield`.

Objects keep their id across zone changes so clients can follow them, although the rules treat
the card in its new zone as a new object (CR 400.7).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.engine import registry
from app.engine.actions import Move, PutOntoBattlefield
from app.engine.cards import CardFace
from app.engine.characteristics import take_characteristics
from app.engine.citations import cr
from app.engine.enums import PLAYER_ZONES, CardType, LibraryPosition, StackObjectKind, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation, remove_from
from app.engine.rules import keyword_counters
from app.engine.rules.keyword_counters import CITES as KEYWORD_COUNTER_CITES
from app.engine.rules.keyword_counters import KEYWORD_COUNTERS
from app.engine.rules.spell_copy_leaves import ceases_to_exist  # s14-copies
from app.engine.state import CardRef, Permanent, Player, PowerToughnessEffect, StackObject, ZoneCard, constructed


def card_in_hand(
    game: Game, card: str, player: str | None, *, verb: str, participle: str, rule: str, why: str
) -> ZoneLocation:
    """The hand card an action names (cast / play), or a refusal that says where the card is
    instead, or that it is in another player's hand."""
    location = game.find_zone_card(card, (Zone.HAND,))
    if location is None:
        elsewhere = game.find_zone_card(card)
        where = f"it is in {elsewhere.player.id}'s {elsewhere.zone.value}" if elsewhere else "there is no such card"
        raise IllegalAction("Card not in hand", f"card {card!r} can't be {participle}: {where}; {why}", [cr(rule)])
    if player is not None and player != location.player.id:
        raise IllegalAction("Not your card", f"{player} can't {verb} {card!r} from "
                            f"{location.player.id}'s hand", [cr(rule)])
    return location


LEFT_BATTLEFIELD = "left_battlefield"  # `Game.rule_memory` key: the permanent that last left the battlefield


@dataclass
class Entering:
    """A permanent in the middle of entering the battlefield, for "as it enters" effects."""

    permanent: Permanent
    was_cast: bool
    spell: StackObject | None = None
    from_zone: Zone | None = None
    cites: list[str] = field(default_factory=list)
    details: dict[str, object] = field(default_factory=dict)


def card_name(game: Game, card: CardRef | None, face: CardFace | None = None) -> str | None:
    """The card's name; a multi-faced card's is its face's (`face`, else the one it has where it is:
    the front face's, CR 712.8a, 715.4; a split card's both names, 709.4; docs/layouts.md)."""
    if card is None:
        return None
    definition = game.definition(card)
    return definition.name if definition.faces is None else definition.face_definition(face).name


def enter_battlefield(
    game: Game, card: CardRef, object_id: str, controller: str, owner: str, *, was_cast: bool,
    spell: StackObject | None = None, from_zone: Zone | None = None, tapped: bool = False, x: int = 0,
    is_token: bool = False, face_down: bool = False, face: CardFace | None = None, transformed: bool = False,
    counters: dict[str, int] | None = None, attached_to: str | None = None,
    effects: list[PowerToughnessEffect] | None = None,
) -> Permanent:
    permanent = constructed(Permanent, id=object_id, card=card, controller=controller, owner=owner, tapped=tapped,
                            controlled_since_turn=game.state.turn, x=x, is_token=is_token, face_down=face_down)
    if effects:  # s33-dsk: "It's an enchantment." of the instruction that puts it there: so as it enters (CR 613.1d)
        permanent.effects = list(effects)
    if attached_to is not None:  # s32-ma: an Aura token created attached to a permanent (CR 303.7, 111.10)
        permanent.attached_to = attached_to
    if counters:  # "return it ... with a +1/+1 counter on it": it enters with them (CR 122.6, 614.1c)
        permanent.counters.update(counters)
        keyword_counters.counters_put(game, counters)  # a keyword counter: its layer from now on (122.1b)
    if transformed:  # put onto the battlefield transformed: back face up as it enters (CR 712.14)
        permanent.transformed = True
    if was_cast and face in ("left", "right") and game.definition(card).s34dsk_is_room():
        # s34-dsk: a Room spell resolving: the door cast is unlocked as it enters (CR 709.5d); a Room entering
        # otherwise has neither designation
        permanent.unlocked_doors = ["left" if face == "left" else "right"]
    elif face is not None:  # a multi-faced card's face other than its front (docs/layouts.md)
        permanent.face = face
    if counters:  # s35-std: more counters as it enters with them (CR 614.1a, 122.6), its face settled
        for name, count in counters.items():
            permanent.counters[name] += keyword_counters.modified_amount(game, permanent, name, count) - count
    entering = Entering(permanent, was_cast, spell, from_zone)
    if transformed:
        entering.cites.append(cr("712.14"))
    if counters:
        entering.cites.append(cr("122.6"))
        if any(counter in KEYWORD_COUNTERS for counter in counters):
            entering.cites += KEYWORD_COUNTER_CITES  # it has the keyword as it enters (CR 122.1b, 613.1f)
    if registry.widen_kinds is not None:  # its abilities count among the game's before the hooks are chosen
        registry.widen_kinds(game, card)
    hooks = registry.enters_replacements.active(game)
    index = 0
    while index < len(hooks):
        replacement = hooks[index]
        index += 1
        replacement(game, entering)
        if game.active_hooks.get(registry.enters_replacements.key) is not hooks:
            # A card joined the permanent (Werewhat's back face) with kinds new to the game: the
            # hooks after this one are chosen again (kinds only grow, so this one is among them).
            hooks = registry.enters_replacements.active(game)
            index = hooks.index(replacement) + 1
    game.state.battlefield.append(permanent)
    game.changed(permanent)
    game.emit("entered_battlefield", [cr("608.3") if was_cast else cr("400.7"), *entering.cites],
              permanent=object_id, card=None if face_down else card_name(game, card, face), controller=controller,
              transformed=permanent.transformed, was_cast=was_cast,
              **({"from": from_zone.value} if from_zone else {}), **entering.details)
    if permanent.unlocked_doors:  # s34-dsk: "When you unlock this door" triggers as it enters unlocked (CR 709.5h)
        game.emit("door_unlocked", [cr("709.5d"), cr("709.5h")], permanent=object_id, door=face,
                  player=controller, fully=False)
    return permanent


_COMMANDER_CHOICE_ZONES = (Zone.GRAVEYARD, Zone.EXILE)


def place_in_zone(player: Player, zone: Zone, cards: list[ZoneCard], position: LibraryPosition = LibraryPosition.TOP) -> None:
    if player.commanders and zone in _COMMANDER_CHOICE_ZONES:
        # CR 903.9a: its owner may return it to the command zone the next time state-based actions
        # are checked (rules/commander.py asks).
        player.commander_zone_pending.extend(card.id for card in cards if card.id in player.commanders)
    pile: list[ZoneCard] = getattr(player, zone.value)
    if zone is Zone.LIBRARY and position is LibraryPosition.TOP:
        pile[0:0] = cards
    else:
        pile.extend(cards)


def leave_battlefield(
    game: Game, permanent: Permanent, destination: Zone, *, cites: list[str] | tuple[str, ...] = (),
    position: LibraryPosition = LibraryPosition.TOP, reason: str | None = None,
) -> list[ZoneCard]:
    """Move a permanent to its owner's `destination`; returns the cards it became there."""
    after = None  # s32-core: what a replacement does once the card is there (its owner's library shuffled, 701.24a)
    for replacement in registry.leave_destinations:  # "exile it instead" (CR 614.1a)
        replaced = replacement(game, permanent, destination)
        if replaced is not None:
            destination, cites = replaced[0], [*cites, *replaced[1]]
            after = replaced[2] if len(replaced) > 2 else None
            break
    last_known = take_characteristics(game, permanent)  # its own copy: it leaves
    if last_known is not None:
        game.state.last_known[permanent.id] = last_known  # CR 608.2h
    remove_from(game.state.battlefield, permanent)
    # The permanent as it last existed, for leaves-the-battlefield triggers that look back in time
    # (CR 603.10a; rules/event_triggers.py) as they see the zone change event below.
    game.rule_memory[LEFT_BATTLEFIELD] = permanent
    combat = game.state.combat
    if combat is not None:
        combat.attackers = [a for a in combat.attackers if a.id != permanent.id]
        combat.blockers.pop(permanent.id, None)
    owner = game.player(permanent.owner)
    details: dict[str, object] = {"permanent": permanent.id, "card": card_name(game, permanent.card),
                                  "from": Zone.BATTLEFIELD.value, "to": destination.value}
    if reason:
        details["reason"] = reason
    if permanent.is_token:
        game.emit("zone_change", [*cites, cr("400.7")], cards=[], **details)
        game.emit("token_ceased_to_exist", [cr("704.5d")], permanent=permanent.id)
        return []
    cards: list[ZoneCard] | None = None
    extra_cites: list[str] = []
    for hook in registry.leaves_battlefield:
        result = hook(game, permanent, destination)
        if result is not None:
            cards, extra_cites = result
            break
    if cards is None:
        # the engine's own values (the permanent's validated id and card): not validated again
        cards = [constructed(ZoneCard, id=permanent.id, card=permanent.card)] if permanent.card is not None else []
    place_in_zone(owner, destination, cards, position)
    game.emit("zone_change", [*cites, cr("400.7"), *extra_cites], cards=[c.id for c in cards], **details)
    if after is not None:
        after(game, owner)
    return cards


def draw_cards(game: Game, player: Player, amount: int = 1, cites: tuple[str, ...] = ()) -> None:
    for drawn in range(amount):
        if game.choices.dredge and any(hook(game, player, cites) for hook in registry.draw_replacements):
            continue  # s27-mech: dredged instead (CR 702.52a, 614.1a; rules/s27mech_dredge.py)
        if not player.library and any(hook(game, player, cites)
                                      for hook in registry.empty_library_draw_replacements.active(game)):
            return  # s30-old: "you win the game instead" (CR 614.1a; rules/s30old_empty_draw_wins.py)
        if not player.library:
            # CR 121.4 / 704.5b: the player loses the next time state-based actions are checked. The
            # draws left all fail alike: one event says how many (an amount may be any posted X).
            player.drew_from_empty_library = True
            left = amount - drawn
            game.emit("draw_from_empty_library", [*cites, cr("121.4"), cr("704.5b")], player=player.id,
                      **({"draws": left} if left > 1 else {}))
            return
        card = player.library.pop(0)
        player.hand.append(card)
        game.emit("card_drawn", list(cites), player=player.id, card_id=card.id)


# --- move ----------------------------------------------------------------------------------


def verify_move(game: Game, action: Move) -> None:
    if (game.permanent(action.permanent) is None and game.stack_object(action.permanent) is None
            and game.find_zone_card(action.permanent) is None):
        raise IllegalAction("No such object", f"there is no object {action.permanent!r} on the battlefield, "
                            "on the stack or in a player's zone")


def move(game: Game, action: Move) -> None:
    destination = Zone(action.to)
    permanent = game.permanent(action.permanent)
    if permanent is not None:
        leave_battlefield(game, permanent, destination, position=action.position, reason="moved")
        return
    item = game.stack_object(action.permanent)
    if item is not None:
        remove_from(game.state.stack, item)
        if item.kind is not StackObjectKind.SPELL or item.card is None:
            game.emit("ability_removed_from_stack", [], stack_object=item.id)
            return
        if ceases_to_exist(game, item, card_name(game, item.card)):  # s14-copies (CR 707.10a)
            return
        place_in_zone(game.player(item.owner), destination, [constructed(ZoneCard, id=item.id, card=item.card)],
                      action.position)
        game.emit("zone_change", [cr("400.7")], object=item.id, card=card_name(game, item.card),
                  **{"from": Zone.STACK.value, "to": destination.value}, cards=[item.id])
        return
    location = game.find_zone_card(action.permanent)
    assert location is not None  # verified
    card = location.cards.pop(location.index)
    if card.on_adventure:  # a new object in its new zone (CR 400.7): no longer on an adventure
        card = ZoneCard(id=card.id, card=card.card)
    if card.plotted_turn:  # s27-otja: a new object in its new zone (CR 400.7): no longer plotted
        card = ZoneCard(id=card.id, card=card.card)
    if destination is Zone.GRAVEYARD:  # s32-core: "... from anywhere, ... instead" (CR 614.1a)
        assert registry.to_graveyard is not None  # set by rules/s32core_graveyard_instead.py
        if not registry.to_graveyard(game, location.player, [card], location.zone):
            return  # put elsewhere instead, told by its own event
    else:
        place_in_zone(location.player, destination, [card], action.position)
    game.emit("zone_change", [cr("400.7")], object=card.id, card=card_name(game, card.card),
              **{"from": location.zone.value, "to": destination.value}, cards=[card.id])


registry.register_action("move", verify=verify_move, apply=move)


# --- put_onto_battlefield ------------------------------------------------------------------


def verify_put_onto_battlefield(game: Game, action: PutOntoBattlefield) -> None:
    zones = (action.from_zone,) if action.from_zone else PLAYER_ZONES
    if action.from_zone in (Zone.BATTLEFIELD, Zone.STACK):
        raise IllegalAction("Wrong zone", "put_onto_battlefield takes a card from a hand, library, graveyard or exile")
    for card_id in action.card_ids():
        location = game.find_zone_card(card_id, zones)
        if location is None:
            where = f"the {action.from_zone.value}" if action.from_zone else "any player's hand, library, graveyard or exile"
            raise IllegalAction("No such card", f"there is no card {card_id!r} in {where}")
        definition = game.definition(location.card.card)
        if definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY):
            raise IllegalAction("Not a permanent card", f"{definition.name} is an instant or sorcery; it can't "
                                "enter the battlefield", [cr("304.4"), cr("307.4")])
    if action.controller is not None:
        game.player(action.controller)
    if action.player is not None:
        game.player(action.player)


def stays_out_of_battlefield(game: Game, location: ZoneLocation, player: str) -> bool:
    """Whether a replacement effect keeps this card out of the battlefield as `player` would put it
    onto it (`registry.enters_prevented`, e.g. an Aura with nothing to enchant, CR 303.4g); if so,
    says so (`stayed_out_of_battlefield`) and the card stays where it is."""
    stays = next((cites for hook in registry.enters_prevented
                  if (cites := hook(game, location.card.card, player)) is not None), None)
    if stays is None:
        return False
    game.emit("stayed_out_of_battlefield", stays, card_id=location.card.id,
              card=card_name(game, location.card.card), zone=location.zone.value)
    return True


def put_onto_battlefield(game: Game, action: PutOntoBattlefield) -> None:
    zones = (action.from_zone,) if action.from_zone else PLAYER_ZONES
    taken: list[tuple[ZoneCard, Player, Zone]] = []
    for card_id in action.card_ids():
        location = game.find_zone_card(card_id, zones)
        assert location is not None  # verified
        if stays_out_of_battlefield(game, location, action.controller or action.player or location.player.id):
            continue
        taken.append((location.cards.pop(location.index), location.player, location.zone))
    # All of them enter at the same time; "any time" checks (day/night) run once they have.
    for card, holder, zone in taken:
        controller = action.controller or action.player or holder.id
        enter_battlefield(game, card.card, card.id, controller, holder.id, was_cast=False, from_zone=zone,
                          tapped=action.tapped)


registry.register_action("put_onto_battlefield", verify=verify_put_onto_battlefield, apply=put_onto_battlefield)
