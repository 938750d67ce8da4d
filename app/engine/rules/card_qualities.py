"""A card's quality (rules/library.py's searches and looks, and every rule that asks whether a card in a zone has
one): `has_quality`. s32-oldmh: moved here from rules/library.py so that a module rules/stack.py imports
(rules/s32oldmh_graveyard_permission.py) may ask it without an import cycle; rules/library.py imports it from here."""

from __future__ import annotations

from app.engine.cards import card_quality
from app.engine.characteristics import compute
from app.engine.game import Game
from app.engine.rules.target_filters import characteristics_match
from app.engine.state import StackObject, ZoneCard, constructed


def has_quality(game: Game, card: ZoneCard, qualities: list[str] | None, item: StackObject | None = None) -> bool:
    """Whether a card (in a library) has one of `qualities` (None: any card). "named:~" is the
    name of the resolving object's card ("a card named <this card's name>")."""
    if qualities is None:
        return True
    x = item.x if item is not None else 0
    definition = game.definition(card.card)
    characteristics = compute(game, constructed(StackObject, id=card.id, card=card.card))
    for quality in qualities:
        spec, supertypes, name = card_quality(quality)
        if name == "~":
            name = game.definition(item.card).name if item is not None and item.card is not None else None
        if name is not None:
            if definition.name == name:
                return True
            continue
        if (
            characteristics is not None
            and all((s[1:] not in characteristics.supertypes) if s.startswith("!")  # s26-mh: "nonlegendary"
                    else s in characteristics.supertypes for s in supertypes)
            and characteristics_match(spec, characteristics, x)
        ):
            return True
    return False
