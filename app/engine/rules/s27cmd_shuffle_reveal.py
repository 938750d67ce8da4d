"""s27-cmd: "The owner of target permanent shuffles it into their library, then reveals the top card of their library. If
it's a permanent card, they put it onto the battlefield." (Chaos Warp; CR 400.3, 701.24a, 701.20a, 110.2a).

A `put_on_library` effect with `position` "s27cmd_shuffled": the target permanent goes into its owner's library (a token
goes there and ceases to exist, CR 111.7, 704.5d) and that library is shuffled (by the request's seed, CR 701.24a).
With `s27cmd_reveal_permanent`, the owner then reveals the top card of their library (CR 701.20a); if it is a permanent
card (an artifact, battle, creature, enchantment, land or planeswalker card, CR 110.4a), it is put onto the battlefield
under that player's control (CR 110.2a), else it stays on top. A target that is no longer legal does nothing (the spell
doesn't resolve, CR 608.2b)."""

from __future__ import annotations

from app.engine.cards import PutOnLibraryEffect
from app.engine.citations import cr
from app.engine.enums import CardType, LibraryPosition, Zone
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.library import shuffle_library
from app.engine.rules.zones import enter_battlefield, leave_battlefield
from app.engine.state import StackObject

_PERMANENT_TYPES = frozenset({CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT,
                              CardType.LAND, CardType.PLANESWALKER})


def resolve(game: Game, item: StackObject, effect: PutOnLibraryEffect) -> None:
    """Each target permanent into its owner's library, that library shuffled, then its top card revealed and put onto
    the battlefield if it is a permanent card."""
    for permanent_id in affected(game, item, effect.target):
        permanent = game.permanent(permanent_id)
        if permanent is None:
            continue
        owner = game.player(permanent.owner)
        leave_battlefield(game, permanent, Zone.LIBRARY, cites=[cr("608.2"), cr("400.3")],
                          position=LibraryPosition.TOP, reason="shuffled_into_library")
        shuffle_library(game, owner, item.id, (cr("701.24a"),))
        if not effect.s27cmd_reveal_permanent or not owner.library:
            continue
        top = owner.library[0]
        definition = game.definition(top.card)
        game.emit("card_revealed", [cr("701.20a"), cr("701.20b")], stack_object=item.id, player=owner.id,
                  card_id=top.id, card=definition.name)
        if not _PERMANENT_TYPES.intersection(definition.types):
            continue
        owner.library.pop(0)
        enter_battlefield(game, top.card, top.id, owner.id, owner.id, was_cast=False, from_zone=Zone.LIBRARY)
