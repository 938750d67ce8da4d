"""s22-war: the casting restriction of a legendary instant or sorcery (CR 205.4e): "A player can't begin to cast a
legendary instant or sorcery spell unless that player controls a legendary creature or a legendary planeswalker."
(Urza's Ruinous Blast; its reminder text says the same.)

rules/stack.py asks `verify` as a spell is cast, beside its timing. Gating: one look at the spell's supertypes and card
types; only a legendary instant or sorcery then looks at the battlefield (what its caster controls now, with its
characteristics as continuous effects make them, CR 613).
"""

from __future__ import annotations

from app.engine.cards import CardDefinition
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.you_control import you_control
from app.engine.state import Player

CITES = (cr("205.4e"),)
_LEGENDARY = "Legendary"


def verify(game: Game, player: Player, definition: CardDefinition) -> None:
    """Refuse to cast a legendary instant or sorcery whose caster controls no legendary creature or planeswalker."""
    if _LEGENDARY not in definition.supertypes:
        return
    if not (definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY)):
        return
    if you_control(game, player.id, "creature:legendary") or you_control(game, player.id, "planeswalker:legendary"):
        return
    kind = "instant" if definition.has_type(CardType.INSTANT) else "sorcery"
    raise IllegalAction("Legendary spell", f"{definition.name} is a legendary {kind}: its caster must control a "
                        "legendary creature or a legendary planeswalker", list(CITES))
