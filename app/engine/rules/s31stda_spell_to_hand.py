"""A spell returned to its owner's hand (s31-stda, docs/oracle-s31-stda.md): "Return target spell to its owner's hand.",
"Return target spell or permanent to its owner's hand." (a permanent target as any returned permanent).

The `return_to_hand` effect whose `target` is a spell spec ("spell", "spell:creature", ...; chosen as the ability is
put on the stack, CR 601.2c, and checked again as it resolves, 608.2b) moves the target spell from the stack to its
owner's hand (CR 608.2c, 400.3: a card goes to its owner's hand; 400.7: it becomes a new object). The spell is not
countered (CR 701.6a): it just leaves the stack without resolving, so "can't be countered" doesn't stop it, and
nothing that triggers on a spell being countered triggers. A copy of a spell ceases to exist as it leaves the stack
(CR 707.10a, 704.5e: rules/spell_copy_leaves.py). A spell cast with flashback (or jump-start, aftermath) is exiled
instead of being put anywhere else as it leaves the stack (CR 702.34a, 702.133a, 702.127a: rules/flashback.py
`spell_destination`)."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Zone
from app.engine.game import Game, remove_from
from app.engine.rules.effects_targets import affected
from app.engine.rules.flashback import spell_destination
from app.engine.rules.spell_copy_leaves import ceases_to_exist
from app.engine.rules.zones import card_name, place_in_zone
from app.engine.state import StackObject, ZoneCard

CITES = (cr("608.2c"), cr("400.3"))


def return_spells(game: Game, item: StackObject, spec: str) -> None:
    """The effect's target spells to their owners' hands (nothing for a spec of permanents or cards)."""
    if not (spec in ("spell", "spell_or_permanent") or spec.startswith("spell:")):
        return  # nearly every return_to_hand (a permanent target of "spell_or_permanent": rules/effects_zones.py)
    for target_id in affected(game, item, spec):
        spell = game.stack_object(target_id)
        if spell is None or spell.kind is not StackObjectKind.SPELL or spell.card is None:
            continue
        remove_from(game.state.stack, spell)
        name = None if spell.face_down else card_name(game, spell.card)
        if ceases_to_exist(game, spell, name):
            continue
        exiled = spell_destination(spell) is Zone.EXILE
        to = Zone.EXILE if exiled else Zone.HAND
        place_in_zone(game.player(spell.owner), to, [ZoneCard(id=spell.id, card=spell.card)])
        game.emit("zone_change", [*CITES, *([cr("702.34a")] if exiled else [])], object=spell.id, card=name,
                  cards=[spell.id], reason="returned_to_hand", **{"from": Zone.STACK.value, "to": to.value})
