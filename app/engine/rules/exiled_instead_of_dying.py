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
from app.engine.rules.ability_presence import S29MODERN_OTHERS_EXILED, abilities_of_kind, game_has_kind
from app.engine.rules.target_filters import matches_filter  # s29-modern
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec  # s29-modern

CITES = (cr("614.1a"), cr("700.4"))


def _exiled_instead(game: Game, permanent: Permanent, destination: Zone) -> tuple[Zone, list[str]] | None:
    if destination is not Zone.GRAVEYARD:
        return None
    found = abilities_of_kind(game, permanent, ExiledInsteadOfDyingAbility)
    if not any(not ability.from_anywhere and ability.affected is None for _, ability in found):
        return s29modern_exiled_by_another(game, permanent)  # s29-modern: "If a creature ... would die" (below)
    characteristics = characteristics_of(game, permanent)
    if characteristics is None or CardType.CREATURE.value not in characteristics.types:  # CR 700.4
        return None
    return Zone.EXILE, [*CITES]


registry.leave_destinations.add(_exiled_instead, needs=(ExiledInsteadOfDyingAbility,))


def s29modern_exiled_by_another(game: Game, permanent: Permanent) -> tuple[Zone, list[str]] | None:
    """s29-modern: "If a creature an opponent controls would die, exile it instead." (CR 614.1a, 700.4): a permanent on
    the battlefield whose `exiled_instead_of_dying` names, by its `affected` spec read from that permanent (its
    controller, itself for "other"), this creature as it would die: exiled instead."""
    if not game_has_kind(game, S29MODERN_OTHERS_EXILED):
        return None  # no card of the game names other creatures (most games with the ability)
    characteristics = None
    for source in game.state.battlefield:
        for _, ability in abilities_of_kind(game, source, ExiledInsteadOfDyingAbility):
            if ability.affected is None:
                continue
            if characteristics is None:
                characteristics = characteristics_of(game, permanent)
                if characteristics is None or CardType.CREATURE.value not in characteristics.types:  # CR 700.4
                    return None
            if matches_filter(game, parse_target_spec(ability.affected), permanent, source.id, source.controller or ""):
                return Zone.EXILE, [*CITES]
    return None
