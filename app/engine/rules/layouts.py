"""Multi-faced cards (design.md §10 "Layouts"; docs/layouts.md): which face is cast or played, and
where an Adventure goes.

- A modal double-faced card (CR 712) is cast, or played as a land, with the face its player
  chooses (`face: "back"`; front by default, 712.11); the spell and the permanent have only that
  face's characteristics, its own mana cost and mana value included (712.12). Elsewhere it has its
  front face's (712.8a: `CardDefinition` derives them).
- An adventurer card (CR 715) is cast as its creature (`face` absent or `"front"`) or as its
  Adventure (`"adventure"`, 715.3). An Adventure that resolves is exiled instead of going to the
  graveyard (715.3d), marked `on_adventure`; its owner may then cast it from exile, as the
  creature only. Countered, or leaving the stack any other way, it goes where it would go (715.3d
  names resolving only); and a card exiled otherwise may not be cast from exile.
- A split card (CR 709) is cast as one half, chosen (`"left"` / `"right"`, 709.3; only that
  half's characteristics on the stack, 709.3b), or, with fuse and from its owner's hand, as both
  (`"fused"`, 702.102a: both halves' characteristics, 702.102c; the left half's instructions, then
  the right's, 702.102d). Elsewhere its characteristics are both halves' combined (709.4: its mana
  value is the total).
"""

from __future__ import annotations

from app.engine.actions import Cast
from app.engine.cards import LAYOUT_FACES, CardDefinition, CardFace
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation
from app.engine.rules import aftermath  # s24-hou
from app.engine.rules.zones import card_in_hand, card_name, place_in_zone
from app.engine.state import StackObject, ZoneCard

# The rules that allow casting (or playing) each face, for events and `legal_actions`.
FACE_CITES: dict[str | None, tuple[str, ...]] = {
    None: (),
    "front": (),
    "back": (cr("712.11"), cr("712.12")),
    "adventure": (cr("715.3"),),
    "left": (cr("709.3"),),
    "right": (cr("709.3"),),
    "fused": (cr("702.102a"), cr("702.102c")),
}
_CAST_FROM_EXILE = cr("715.3d")
_CASTABLE: dict[str, tuple[CardFace | None, ...]] = {
    "modal_dfc": ("front", "back"),
    "adventure": ("front", "adventure"),
    "split": ("left", "right", "fused"),
}


def layout_of(definition: CardDefinition) -> str | None:
    """The layout that decides which faces a card has (None: one face)."""
    return definition.layout if definition.faces is not None else None


def card_to_cast(game: Game, action: Cast) -> ZoneLocation:
    """The card a `cast` names: in its owner's hand (CR 601.3) or, exiled by its own Adventure,
    in exile (715.3d). A card in exile otherwise is refused with the reason."""
    exiled = game.find_zone_card(action.card, (Zone.EXILE,))
    if exiled is None:
        return card_in_hand(
            game,
            action.card,
            action.player,
            verb="cast",
            participle="cast",
            rule="601.3",
            why="spells are cast from their caster's hand unless an effect allows otherwise",
        )
    name = card_name(game, exiled.card.card)
    if not exiled.card.on_adventure:
        adventurer = layout_of(game.definition(exiled.card.card)) == "adventure"
        why = (
            f"{name} was exiled otherwise than by its own Adventure as it resolved, so nothing lets it be cast "
            "from exile"
            if adventurer
            else "spells are cast from their caster's hand unless an effect allows otherwise"
        )
        raise IllegalAction(
            "Card not in hand",
            f"card {action.card!r} can't be cast: it is in {exiled.player.id}'s exile; {why}",
            [_CAST_FROM_EXILE if adventurer else cr("601.3")],
        )
    if action.player is not None and action.player != exiled.player.id:
        raise IllegalAction(
            "Not your card",
            f"only {exiled.player.id}, who sent {name} on its adventure, may cast it from exile",
            [_CAST_FROM_EXILE],
        )
    return exiled


def face_to_cast(game: Game, location: ZoneLocation, face: CardFace | None) -> CardDefinition:
    """The definition of the face `face` of the card at `location`, if it may be cast that way."""
    definition = game.definition(location.card.card)
    if face is None and definition.faces is None:
        return definition  # most casts: a card with one face, no face named (allowed from anywhere)
    layout = layout_of(definition)
    allowed = LAYOUT_FACES.get(layout, (None, "front"))
    if face not in allowed:
        kind = f"a {layout} card" if layout else "a card with one face"
        choices = ", ".join(repr(f) for f in allowed if f is not None) or "none"
        missing = "no face was chosen" if face is None else f"it has no face {face!r}"
        rule = {"split": cr("709.3"), "adventure": cr("715.3"), "modal_dfc": cr("712.11")}.get(layout or "", cr("712"))
        raise IllegalAction(
            "No such face",
            f"{definition.name} is {kind}: {missing}; the faces it may be cast or played with: {choices}",
            [rule],
        )
    if location.zone is Zone.EXILE and face not in (None, "front"):
        raise IllegalAction(
            "Creature only",
            f"{definition.name} on an adventure may be cast from exile only as its creature, not as its Adventure",
            [_CAST_FROM_EXILE],
        )
    if face == "fused":
        if not definition.has_keyword("fuse"):
            raise IllegalAction(
                "No fuse",
                f"{definition.name} doesn't have fuse: only one half can be cast",
                [cr("709.3"), cr("702.102a")],
            )
        if location.zone is not Zone.HAND:
            raise IllegalAction(
                "Fuse from hand only",
                f"{definition.name} can be cast fused only from its owner's hand",
                [cr("702.102a")],
            )
    aftermath.verify_zone(definition, face, location.zone)  # s24-hou: CR 702.127a
    return definition.face_definition(face)


def stored_face(face: CardFace | None) -> CardFace | None:
    """The face a spell or permanent keeps: None for the front face (the default)."""
    return None if face == "front" else face


def castable_faces(definition: CardDefinition, zone: Zone) -> list[CardFace | None]:
    """The faces worth listing for a card in `zone` (`legal_actions`): every face a card in hand
    may be cast with (a land face only played), the creature alone from exile on an adventure."""
    layout = layout_of(definition)
    if zone is Zone.EXILE:
        return [None]
    if layout is None or layout in ("normal", "transform"):
        return [None]
    faces: list[CardFace | None] = [face for face in _CASTABLE[layout] if face is not None]
    if layout == "split" and not definition.has_keyword("fuse"):
        faces.remove("fused")
    if zone is not Zone.GRAVEYARD and aftermath.has_aftermath_half(definition):
        faces.remove("right")  # s24-hou: the aftermath half from a graveyard only (CR 702.127a)
    return faces


def playable_land_face(game: Game, location: ZoneLocation, face: CardFace | None) -> CardDefinition:
    """The face a `play_land` names (CR 305.1; a modal double-faced card's back face, 712.11): only
    a modal double-faced card has a face other than its front to play."""
    definition = game.definition(location.card.card)
    layout = layout_of(definition)
    if face not in (None, "front") and not (layout == "modal_dfc" and face == "back"):
        raise IllegalAction("No such face", f"{definition.name} has no face {face!r} to play as a land", [cr("712.11")])
    return definition.face_definition(face)


def goes_on_adventure(item: StackObject) -> bool:
    return item.face == "adventure"


def exile_on_adventure(game: Game, item: StackObject) -> None:
    """CR 715.3d: an Adventure that resolves is exiled instead of going to the graveyard."""
    assert item.card is not None and item.owner is not None
    place_in_zone(game.player(item.owner), Zone.EXILE, [ZoneCard(id=item.id, card=item.card, on_adventure=True)])
    game.emit(
        "zone_change",
        [cr("608.2n"), _CAST_FROM_EXILE],
        object=item.id,
        card=card_name(game, item.card),
        cards=[item.id],
        on_adventure=True,
        **{"from": Zone.STACK.value, "to": Zone.EXILE.value},
    )


def land_face(definition: CardDefinition) -> str | None:
    """The face of a card in hand that is a land, if only its back face is (a modal double-faced
    spell // land: played with `face: "back"`)."""
    if definition.has_type(CardType.LAND) or layout_of(definition) != "modal_dfc":
        return None
    return "back" if definition.face_definition("back").has_type(CardType.LAND) else None
