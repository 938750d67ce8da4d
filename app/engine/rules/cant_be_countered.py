""" "This spell can't be countered." (Oracle "~ can't be countered."; CR 101.2: when an effect
would counter the spell and the spell says it can't be, the "can't" wins; countering is 701.6a).

A static ability of the card (`cant_be_countered`), which works while it is a spell on the stack
(CR 113.6: an instant or sorcery's abilities function on the stack; a permanent spell's own
"can't be countered" too). The spell can still be targeted by a counterspell: the counterspell
resolves and does nothing to it (`counter_prevented`), as does a ward trigger's "counter that
spell" (rules/ward.py asks `cant_be_countered` too). A face-down spell has no abilities (708.2)."""

from __future__ import annotations

from app.engine.cards import CantBeCounteredAbility
from app.engine.characteristics import compute, current_face
from app.engine.citations import cr
from app.engine.enums import StackObjectKind
from app.engine.game import Game
from app.engine.rules.ability_presence import game_has
from app.engine.state import StackObject

CITES = (cr("101.2"), cr("701.6a"))


def cant_be_countered(game: Game, spell: StackObject) -> bool:
    """Whether this stack object is a spell that can't be countered."""
    if spell.kind is not StackObjectKind.SPELL:
        return False
    if s23std_spells_uncounterable(game, spell):  # s23-std: a permanent's "Creature spells you control ..." (end of module)
        return True
    if spell.face_down or spell.card is None:
        return False
    return any(isinstance(ability, CantBeCounteredAbility) and not ability.of_spells
               and (ability.if_graveyard is None or s27older_graveyard_holds(game, spell, ability))
               for ability in current_face(game, spell).abilities)


def s27older_graveyard_holds(game: Game, spell: StackObject, ability: CantBeCounteredAbility) -> bool:
    """s27-older: spell mastery's "If there are two or more instant and/or sorcery cards in your graveyard" on the spell's
    own "can't be countered" (CR 611.3a: checked whenever something would counter it): the cards of the condition's card
    types in its controller's graveyard (CR 205.2a; a card in a graveyard has its front face's types, 712.8a)."""
    condition = ability.if_graveyard
    assert condition is not None
    player = next((p for p in game.state.players if p.id == spell.controller), None)
    if player is None:
        return False
    wanted = {kind for kind in (condition.card_type, condition.or_card_type) if kind is not None}
    count = sum(1 for card in player.graveyard if not wanted or not wanted.isdisjoint(game.definition(card.card).types))
    return count >= (condition.number or 0)


def note_not_countered(game: Game, by: StackObject, spell: StackObject) -> None:
    """The event saying `by` tried to counter `spell`, which can't be countered."""
    game.emit(
        "counter_prevented",
        list(CITES),
        stack_object=by.id,
        spell=spell.id,
        note=f"{spell.id} can't be countered: it stays on the stack",
    )


# --- s23-std ---


def s23std_spells_uncounterable(game: Game, spell: StackObject) -> bool:
    """ "Spells can't be countered." / "Creature spells you control can't be countered." (CR 101.2): whether a
    permanent on the battlefield has such a static ability (CR 604.1) that covers this spell as it is now (its
    controller, its card types, CR 205.2a)."""
    if not game_has(game, CantBeCounteredAbility):
        return False
    characteristics = None
    for permanent in game.state.battlefield:
        if permanent.face_down or permanent.card is None:
            continue  # a face-down permanent has no abilities (CR 708.2)
        for ability in current_face(game, permanent).abilities_of(CantBeCounteredAbility):
            if not ability.of_spells or (ability.you_control and spell.controller != permanent.controller):
                continue
            if ability.card_types is None and ability.not_card_type is None:
                return True
            characteristics = characteristics or compute(game, spell)
            types = set(characteristics.types) if characteristics is not None else set()
            if ability.card_types is not None and any(kind.value in types for kind in ability.card_types):
                return True
            if ability.not_card_type is not None and ability.not_card_type.value not in types:
                return True
    return False
