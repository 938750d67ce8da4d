"""s22-neoa: "It gets an additional -1/-1 until end of turn for each modified creature you controlled as you cast ~."
(Lethal Exploit; CR 601.2, 608.2h, 700.9).

The Count "as_cast:count:<spec>|<spec>..." (app/engine/cards.py) of an instant's or sorcery's effect is the number of
permanents matching the `count:` specs (rules/count_of.py, "you_control": the caster), counted as the spell is cast,
once its costs are paid (CR 601.2h: a modified creature sacrificed for its costs is not counted) and kept with the spell
in `choices.as_cast` (a copy keeps it, CR 707.10). What happens to those permanents before the spell resolves changes
nothing: the effect uses the number kept then (608.2h asks for the amount; the card says when it is taken). Only cards
with such an amount are asked at their cast (one look, kept as `Game.definition_fact` keeps a definition's facts)."""

from __future__ import annotations

from pydantic import BaseModel

from app.engine.cards import CardDefinition, RiderCondition
from app.engine.game import Game
from app.engine.rules.count_of import count_of
from app.engine.state import StackObject

PREFIX = "as_cast:"
CHOICE = "as_cast"  # the spell's `choices` key: {amount: number counted as it was cast}


def condition_key(condition: RiderCondition) -> str:
    """The amount a `s22neoa_controlled_as_cast` condition reads: the count of its spec's permanents the caster
    controlled as the spell was cast."""
    return f"{PREFIX}count:{condition.spec}:you_control"


def _found(node: object, found: list[str]) -> None:
    """The "as_cast:" amounts and the `s22neoa_controlled_as_cast` conditions anywhere in a definition's abilities."""
    if isinstance(node, RiderCondition) and node.kind == "s22neoa_controlled_as_cast":
        found.append(condition_key(node))
    elif isinstance(node, BaseModel):
        for name in type(node).model_fields:
            _found(getattr(node, name), found)
    elif isinstance(node, list):
        for part in node:
            _found(part, found)
    elif isinstance(node, str) and node.startswith(PREFIX):
        found.append(node)


def _amounts(definition: CardDefinition) -> tuple[str, ...]:
    """The "as_cast:" amounts of the card's abilities (none for nearly every card)."""
    found: list[str] = []
    _found(definition.abilities, found)
    return tuple(dict.fromkeys(found))


def record(game: Game, spell: StackObject, definition: CardDefinition) -> None:
    """As the spell is cast (its costs paid): count each "as_cast:" amount of its effects and keep the numbers."""
    amounts = game.definition_fact(definition, "s22neoa_as_cast", _amounts)  # looked for once per definition
    if not amounts:
        return
    spell.choices[CHOICE] = {value: count_of(game, spell, value.removeprefix(PREFIX)) for value in amounts}


def controlled_as_cast(item: StackObject, condition: RiderCondition) -> bool:
    """ "If you controlled a modified creature as you cast ~": at least one was counted then (CR 601.2, 608.2c)."""
    return as_cast_amount(item, condition_key(condition)) >= 1


def as_cast_amount(item: StackObject, value: str) -> int:
    """The number kept for this amount as the spell was cast (0 for a spell put on the stack without being cast)."""
    kept = item.choices.get(CHOICE)
    number = kept.get(value, 0) if isinstance(kept, dict) else 0
    return int(number) if isinstance(number, int) else 0
