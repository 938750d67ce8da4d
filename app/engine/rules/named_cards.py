"""s15-library: cards and permanents "named ~" (docs/oracle-library-s15.md).

"Each creature you control named Pack Mastiff gets +1/+0 until end of turn.", "if you control another
creature named Faerie Miscreant", "a 2/2 black Zombie creature token for each card named Undead Servant
in your graveyard", "draw cards equal to the number of cards named Frantic Inventory in your graveyard":
an object has the name of a card when their names are the same (CR 201.2, 201.2a: the English names
are identical). Text naming the card it is on ("named ~") names every object with that card's name,
not only that object; the name is its printed name (the definition's), which no effect of the engine
changes.

- The target-grammar state `named_like_source` (app/engine/target_grammar.py): a permanent with the
  same name as the spell's or ability's source (`matches_filter` in rules/target_filters.py asks here).
- The `Count` "graveyard_named_like_source": how many cards with that name are in the graveyard of the
  spell's or ability's controller as it resolves (CR 404.1, 608.2h).
"""

from __future__ import annotations

from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.state import Permanent, StackObject

NAMED_LIKE_SOURCE = "named_like_source"
NOT_NAMED_LIKE_SOURCE = "not_named_like_source"  # s22-afr: "target permanent not named ~" (CR 201.2a)
GRAVEYARD_NAMED_LIKE_SOURCE = "graveyard_named_like_source"


def source_name(game: Game, source_id: str) -> str | None:
    """The name of the card the spell or ability `source_id` comes from (a permanent, a stack object,
    or a card that has left the battlefield for a zone), None when there is none."""
    found: Permanent | StackObject | None = game.permanent(source_id) or game.stack_object(source_id)
    if found is not None:
        return game.definition(found.card).name if found.card is not None else None
    location = game.find_zone_card(source_id)
    if location is None:
        return None
    card = getattr(location.player, location.zone.value)[location.index]
    return game.definition(card.card).name


def named_like_source(game: Game, permanent: Permanent, source_id: str) -> bool:
    """Whether `permanent` has the name of the source's card (CR 201.2a)."""
    name = source_name(game, source_id)
    return name is not None and permanent.card is not None and game.definition(permanent.card).name == name


def graveyard_named_count(game: Game, item: StackObject) -> int:
    """How many cards named like the resolving object's card are in its controller's graveyard (CR
    201.2a, 404.1, 608.2h: counted once, as it resolves)."""
    if item.card is None or item.controller is None:
        return 0
    name = game.definition(item.card).name
    graveyard = getattr(game.player(item.controller), Zone.GRAVEYARD.value)
    return sum(1 for card in graveyard if game.definition(card.card).name == name)
