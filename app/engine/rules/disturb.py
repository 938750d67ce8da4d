"""s17-dfc: disturb (CR 702.146) and "If ~ would be put into a graveyard from anywhere, exile it instead."

- "Disturb [cost]" (the `disturb` ability of a transforming double-faced card's front face) means "You may
  cast this card transformed from your graveyard by paying [cost] rather than its mana cost" (702.146a). A
  `cast` naming such a card in its caster's graveyard with `"face": "back"` casts it so: an alternative cost
  (118.9: no other alternative cost with it; additional costs may be added, 601.2f), the spell's timing its
  back face's (601.3, 117.1a). On the stack the spell has only its back face's characteristics, its mana
  value its front face's (712.8c; app/engine/characteristics.py). A resolving spell cast with disturb
  enters the battlefield transformed, back face up (702.146b, 712.14); an Aura back face is cast with the
  target its enchant ability gives it (303.4d, rules/auras.py).
- The back faces' "If ~ would be put into a graveyard from anywhere, exile it instead." is the
  `exiled_instead_of_dying` ability with `from_anywhere`, a replacement effect (614.1a) of the object that
  has it: a permanent with it (creature or not) going to a graveyard from the battlefield, and a spell with
  it leaving the stack for a graveyard (it resolves as an instant or sorcery, is countered, or its targets
  are all illegal, 608.2b), go to exile instead. The reader reads the line only on a transforming card's
  back face: in every other zone the card has its front face's characteristics (712.8a), so the object
  with the ability is only ever a spell or a permanent.

Both hooks run only for a card with the ability: a cast with `"face": "back"`, and the leave hook is
registered with `needs`."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CardDefinition, DisturbAbility, ExiledInsteadOfDyingAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation
from app.engine.rules import s32core_graveyard_instead
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.state import Permanent, StackObject

CITES = (cr("702.146a"), cr("712.8c"))
ENTERS_CITES = (cr("702.146b"), cr("712.14"))
EXILED_CITES = (cr("614.1a"), cr("702.146"))


def disturb_cost(definition: CardDefinition) -> str | None:
    """The disturb cost of a card (its front face's `disturb` ability), or None."""
    if not definition.abilities or definition.back_face is None:
        return None
    costs = [ability.cost for ability in definition.abilities if isinstance(ability, DisturbAbility)]
    return costs[0] if costs else None


def disturbing(game: Game, location: ZoneLocation, face: str | None) -> bool:
    """Whether a cast of the card at `location` with `face` is a cast with disturb (CR 702.146a)."""
    if face != "back" or location.zone is not Zone.GRAVEYARD:
        return False
    definition = game.definition(location.card.card)
    return definition.faces is None and disturb_cost(definition) is not None


def verify_castable(game: Game, location: ZoneLocation, face_down: bool) -> str:
    """The disturb cost of the graveyard card cast transformed, or why it can't be cast so."""
    definition = game.definition(location.card.card)
    cost = disturb_cost(definition)
    if cost is None or definition.faces is not None:
        raise IllegalAction(
            "No disturb",
            f"{definition.name} has no disturb: only a transforming double-faced card with disturb is cast "
            "transformed from a graveyard",
            [cr("702.146a"), cr("712.11")],
        )
    if face_down:
        raise IllegalAction(
            "Not with disturb", f"{definition.name} can't be cast face down with disturb", [*CITES, cr("708.4")]
        )
    return cost


def face_cast(game: Game, location: ZoneLocation) -> CardDefinition:
    """The face a card cast with disturb has on the stack: its back face (CR 702.146a)."""
    back = game.definition(location.card.card).back_face
    assert back is not None
    return back


def enters_transformed(game: Game, item: StackObject) -> bool:
    """Whether a resolving permanent spell enters transformed: it was cast transformed (CR 702.146b)."""
    if item.face != "back" or item.card is None:
        return False
    definition = game.definition(item.card)
    return definition.faces is None and definition.back_face is not None


def _exiles_from_anywhere(definition: CardDefinition) -> bool:
    return any(
        isinstance(ability, ExiledInsteadOfDyingAbility) and ability.from_anywhere for ability in definition.abilities
    )


def spell_leaves_to(game: Game, item: StackObject, to: Zone) -> tuple[Zone, tuple[str, ...]]:
    """Where a spell leaving the stack for `to` goes: exile instead of a graveyard if the spell has "If ~
    would be put into a graveyard from anywhere, exile it instead." (CR 614.1a), with the rules to cite."""
    if to is Zone.GRAVEYARD:  # s32-core: "... from anywhere, reveal ~ and shuffle it ..." / "exile it instead"
        found = s32core_graveyard_instead.spell_instead(game, item)
        if found is not None:
            return found
    if to is not Zone.GRAVEYARD or item.face != "back" or item.card is None or item.face_down:
        return to, ()  # most spells: only a spell cast transformed has a back face with it
    if _exiles_from_anywhere(current_face(game, item)):
        return Zone.EXILE, EXILED_CITES
    return to, ()


def _exiled_instead(game: Game, permanent: Permanent, destination: Zone) -> tuple[Zone, list[str]] | None:
    """A permanent with the ability goes to exile instead of a graveyard, whatever its types (CR 614.1a)."""
    if destination is not Zone.GRAVEYARD:
        return None
    if not any(ability.from_anywhere for _, ability in abilities_of_kind(game, permanent, ExiledInsteadOfDyingAbility)):
        return None
    return Zone.EXILE, [*EXILED_CITES]


registry.leave_destinations.add(_exiled_instead, needs=(ExiledInsteadOfDyingAbility,))
