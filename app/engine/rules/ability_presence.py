"""Which kinds of ability the cards of a game have: asked by rules whose hooks run often but matter
only when a permanent with their ability is around (Control Magic's control change, Kismet, Gloom).

Decided once per game from the battlefield (either face of each card; a card's answer is kept by
the definition's identity, as the catalog's definitions are shared and never changed), and widened
as a permanent enters (`registry.enters_replacements`, before any other hook). A kind listed may be
on a face-down permanent or one whose ability doesn't apply: the rules then look closer; a kind not
listed is certainly absent, and the rule does nothing at once.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CardDefinition
from app.engine.game import Game
from app.engine.rules.zones import Entering
from app.engine.state import CardRef

_MEMORY = "ability_kinds"  # game.rule_memory: the set of ability classes on the game's cards
_KINDS: dict[int, tuple[CardDefinition, frozenset[type]]] = {}
_NONE: frozenset[type] = frozenset()


def _definition_kinds(definition: CardDefinition) -> frozenset[type]:
    if not definition.abilities and definition.back_face is None:
        return _NONE  # most cards
    found = _KINDS.get(id(definition))
    if found is not None and found[0] is definition:
        return found[1]
    kinds = frozenset(type(ability) for ability in definition.abilities)
    if definition.back_face is not None:
        kinds |= _definition_kinds(definition.back_face)
    if len(_KINDS) >= 4096:
        _KINDS.clear()
    _KINDS[id(definition)] = (definition, kinds)
    return kinds


def _card_kinds(game: Game, card: CardRef | None) -> frozenset[type]:
    definition = game.catalog.get(card) if isinstance(card, str) else card
    return _NONE if definition is None else _definition_kinds(definition)


def _kinds(game: Game) -> set[type]:
    kinds: set[type] | None = game.rule_memory.get(_MEMORY)
    if kinds is None:
        kinds = set()
        for permanent in game.state.battlefield:
            kinds |= _card_kinds(game, permanent.card)
        game.rule_memory[_MEMORY] = kinds
    return kinds


def game_has(game: Game, kind: type) -> bool:
    """Whether a card on the battlefield now or since the game began has an ability of `kind`."""
    return kind in _kinds(game)


def _widened_as_it_enters(game: Game, entering: Entering) -> None:
    kinds = _card_kinds(game, entering.permanent.card)
    if kinds:
        _kinds(game).update(kinds)


registry.enters_replacements.add(_widened_as_it_enters, order=0)
