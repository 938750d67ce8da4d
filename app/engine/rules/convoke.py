"""Convoke (CR 702.51): "For each colored mana in this spell's total cost, you may tap an untapped
creature of that color you control rather than pay that mana. For each generic mana in this
spell's total cost, you may tap an untapped creature you control rather than pay that mana."
(702.51a). Convoke isn't an additional or alternative cost; it applies after the total cost is
determined (702.51b), and tapping a creature this way isn't a {T} cost: a creature that came under
its controller's control this turn may be tapped (302.6 doesn't apply).

The `cast` action's `convoke` names the creatures tapped. Each pays for one mana of the total
cost: one colored mana of one of its colors if the cost still has such, else one generic mana
(`paid_by_creatures`: colored mana first, matched so that as much colored mana as possible is paid,
then generic). A creature that can't pay for anything left, one that is tapped, not a creature,
not controlled by the caster, or named twice, makes the cast refused, saying which. The rest of
the total cost is paid with mana as usual; the creatures are tapped as the cost is paid
(601.2h)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace

from app.engine.cards import CardDefinition
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.costs import TotalCost
from app.engine.state import Permanent, Player

CONVOKE = "convoke"
CITES = (cr("702.51a"),)


def has_convoke(definition: CardDefinition) -> bool:
    return definition.has_keyword(CONVOKE)


def candidates(game: Game, player: Player, card_type: CardType = CardType.CREATURE) -> list[Permanent]:
    """The untapped creatures `player` controls (those convoke may tap); s24-kal: of another card type (improvise's
    artifacts, rules/improvise.py)."""
    found: list[Permanent] = []
    for permanent in game.state.battlefield:
        if permanent.controller != player.id or permanent.tapped:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and card_type.value in characteristics.types:
            found.append(permanent)
    return found


def _colors(game: Game, permanent: Permanent) -> tuple[str, ...]:
    characteristics = characteristics_of(game, permanent)
    return tuple(characteristics.colors) if characteristics is not None else ()


def match_colored(needs: Sequence[str], colors: Sequence[Collection[str]]) -> dict[int, int]:
    """A maximum matching of creatures (by index) to colored mana symbols (by index): augmenting
    paths over a small graph (a spell's colored symbols and the creatures named). s20-venture: also
    permanents to the card types of "sacrifice an artifact, a creature, and a land" (rules/s20venture_rooms.py)."""
    owner: dict[int, int] = {}  # symbol index -> creature index

    def augment(creature: int, seen: set[int]) -> bool:
        for symbol, color in enumerate(needs):
            if color in colors[creature] and symbol not in seen:
                seen.add(symbol)
                if symbol not in owner or augment(owner[symbol], seen):
                    owner[symbol] = creature
                    return True
        return False

    for creature in range(len(colors)):
        augment(creature, set())
    return {creature: symbol for symbol, creature in owner.items()}


def paid_by_creatures(
    game: Game, player: Player, definition: CardDefinition, cost: TotalCost, creature_ids: list[str]
) -> tuple[TotalCost, list[Permanent]]:
    """The total cost left after the named creatures pay their part (CR 702.51a), and the creatures
    to tap; refuses a convoke that can't be done as named."""
    if not creature_ids:
        return cost, []
    if not has_convoke(definition):
        raise IllegalAction(
            "No convoke", f"{definition.name} has no convoke: `convoke` has nothing to pay for", [cr("702.51a")]
        )
    if len(set(creature_ids)) != len(creature_ids):
        raise IllegalAction("Convoke", f"convoke names a creature twice: {creature_ids}", [cr("702.51a")])
    untapped = {permanent.id: permanent for permanent in candidates(game, player)}
    wrong = [creature for creature in creature_ids if creature not in untapped]
    if wrong:
        raise IllegalAction(
            "Convoke",
            f"convoke can tap only untapped creatures {player.id} controls "
            f"({', '.join(untapped) or 'none'}), not {', '.join(wrong)}",
            [cr("702.51a")],
        )
    creatures = [untapped[creature] for creature in creature_ids]
    needs = [color for color, amount in cost.colored.items() for _ in range(amount)]
    matched = match_colored(needs, [_colors(game, creature) for creature in creatures])
    colored = dict(cost.colored)
    for symbol in matched.values():
        colored[needs[symbol]] -= 1
    generic = cost.generic
    for index, creature in enumerate(creatures):
        if index in matched:
            continue
        if generic == 0:
            raise IllegalAction(
                "Convoke",
                f"{creature.id} can't pay for any mana left in the total cost of "
                f"{definition.name} (no generic mana left, nor colored mana of its colors)",
                [cr("702.51a")],
            )
        generic -= 1
    paid = replace(
        cost, generic=generic, colored={color: n for color, n in colored.items() if n}, cites=(*cost.cites, *CITES)
    )
    return paid, creatures


def tap_for_convoke(game: Game, creatures: list[Permanent], what: str) -> None:
    for creature in creatures:
        creature.tapped = True
        game.emit("tapped", [cr("702.51a")], permanent=creature.id, purpose=f"convoke: {what}")
