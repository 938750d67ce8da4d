""" "If ~ would die, exile it instead." (s15-r2neob; Gloomshrieker): the static ability
`exiled_instead_of_dying`, a replacement effect (CR 614.1a) of the permanent that has it. "Dies"
means "is put into a graveyard from the battlefield" and is said of creatures (CR 700.4): a permanent
with the ability that is a creature as it would be put into its owner's graveyard from the battlefield
(destroyed, sacrificed, a state-based action) goes to exile instead; a move to any other zone, or a
noncreature permanent going to the graveyard, is untouched. The ability is read from the permanent as
it is on the battlefield (CR 614.12 does not apply: it doesn't modify how it enters). Asked only in a
game with a card that has the ability (`needs`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import ExiledInsteadOfDyingAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.state import Permanent

CITES = (cr("614.1a"), cr("700.4"))


def _exiled_instead(game: Game, permanent: Permanent, destination: Zone) -> tuple[Zone, list[str]] | None:
    if destination is not Zone.GRAVEYARD:
        return None
    found = abilities_of_kind(game, permanent, ExiledInsteadOfDyingAbility)
    if not any(not ability.from_anywhere for _, ability in found):
        return None  # s17-dfc: "from anywhere" is rules/disturb.py's (any permanent, not only a creature)
    characteristics = characteristics_of(game, permanent)
    if characteristics is None or CardType.CREATURE.value not in characteristics.types:  # CR 700.4
        return None
    return Zone.EXILE, [*CITES]


registry.leave_destinations.add(_exiled_instead, needs=(ExiledInsteadOfDyingAbility,))
