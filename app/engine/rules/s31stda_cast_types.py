"""The qualities of the spells each player cast this turn (s31-stda, docs/oracle-s31-stda.md): "if you've cast a
noncreature spell this turn", "as long as you've cast an instant or sorcery spell this turn", "if you've cast a historic
spell this turn".

CR 601.2i: a spell becomes cast once its costs are paid; `Player.spell_types_cast_this_turn` keeps, each once, the
qualities of the spells that player cast this turn, as each became cast: its card types "instant", "sorcery",
"creature", "artifact", "enchantment", "planeswalker", "noncreature" (a spell without the creature type: 205.4b) and
"historic" (a legendary, artifact or Saga spell, CR 700.6: rules/spell_qualities.py). A spell's characteristics are
its card's (601.2a), the face it was cast as for a card of several (709.3, 715.3: its `face`); a face-down spell has
none (708.2: a 2/2 creature spell without a name or types other than creature, so only "creature"). A copy of a spell
is not cast (707.10) and a spell put on the stack without being cast is not either: neither is recorded. The record
empties as a turn begins (CR 500.1, its untap step); a posted state says what its turn already cast by carrying it.

rules/turn_records.py answers the `this_turn` condition of the records "cast_<quality>" ("cast_instant_or_sorcery":
either) with `cast_this_turn` below, for every rule that asks such a condition (an intervening "if", CR 603.4;
"Activate only if", 602.5b; "as long as", 611.3a; a spell's sentence under a condition, 608.2c).

The record is kept only in a game some card of which reads it (its catalog's definitions, decided once per game), or
whose posted state already carries it: a card that reads it may be in a hand and come into play later in the request.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition
from app.engine.citations import cr
from app.engine.enums import CardType, Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import catalog_mark, posted_state_kinds
from app.engine.rules.spell_qualities import spell_is_historic
from app.engine.state import SpellTypeCast, set_field

CITES = (cr("601.2i"),)
HISTORIC_CITES = (cr("700.6"),)
KIND = "s31stda:spell_types_cast"
_MARK = '"record":"cast_'
_KIND_ONLY: frozenset[object] = frozenset((KIND,))
_NO_KIND: frozenset[object] = frozenset()
_TYPES: tuple[tuple[CardType, SpellTypeCast], ...] = (
    (CardType.INSTANT, "instant"), (CardType.SORCERY, "sorcery"), (CardType.CREATURE, "creature"),
    (CardType.ARTIFACT, "artifact"), (CardType.ENCHANTMENT, "enchantment"), (CardType.PLANESWALKER, "planeswalker"),
)


def cast_this_turn(game: Game, player_id: str, record: str) -> bool:
    """Whether the player cast a spell of the record's quality this turn ("cast_noncreature", ...)."""
    quality = record.removeprefix("cast_")
    wanted = ("instant", "sorcery") if quality == "instant_or_sorcery" else (quality,)
    return any(
        any(kind in player.spell_types_cast_this_turn for kind in wanted)
        for player in game.state.players if player.id == player_id
    )


def qualities(definition: CardDefinition, face_down: bool) -> list[SpellTypeCast]:
    """The qualities of a spell cast with this definition (its face's), each once."""
    if face_down:
        return ["creature"]  # CR 708.2a: a face-down spell is a creature with no other type
    found: list[SpellTypeCast] = [name for card_type, name in _TYPES if card_type in definition.types]
    if "creature" not in found:
        found.append("noncreature")
    if spell_is_historic(definition):
        found.append("historic")
    return found


def _posted(game: Game) -> frozenset[object]:
    """`KIND` when the posted state carries the record (a card of the request that reads it counts it too:
    `catalog_kind`, below)."""
    for player in game.state.players:
        if player.spell_types_cast_this_turn:
            return _KIND_ONLY
    return _NO_KIND


def _record(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 601.2i: note the qualities of the spell just cast."""
    spell = game.stack_object(event.get("stack_object") or "")
    if spell is None or spell.card is None or spell.controller is None:
        return []
    card = spell.card if isinstance(spell.card, CardDefinition) else game.catalog.get(spell.card)
    if card is None:
        return []
    player = game.player(spell.controller)
    known = player.spell_types_cast_this_turn
    new = [quality for quality in qualities(card.face_definition(spell.face), spell.face_down) if quality not in known]
    if new:
        set_field(player, "spell_types_cast_this_turn", [*known, *new])
    return []


def _new_turn(game: Game) -> None:
    """CR 500.1: "this turn" starts again as a turn begins."""
    for player in game.state.players:
        if player.spell_types_cast_this_turn:
            set_field(player, "spell_types_cast_this_turn", [])


posted_state_kinds.append(_posted)
catalog_mark(KIND, _MARK)
keyword_triggers.watch("spell_cast", _record, needs=(KIND,))
registry.step_begin[Step.UNTAP].add(_new_turn, order=10, needs=(KIND,))
