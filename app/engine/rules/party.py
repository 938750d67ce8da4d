"""s16-kws: the party (CR 700.8): "Your party consists of up to one each of Cleric, Rogue, Warrior,
and Wizard." (700.8a: up to one creature of each of those types the player controls, chosen so the
party is as large as possible; 700.8b: a creature with more than one of those types fills only one
role, 700.8c/d: "the number of creatures in your party" and "for each creature in your party" count
that largest party, 0 to 4).

`party_size` is the `Count` value "party_size" (an amount counted as the effect resolves, CR 608.2h)
and the reduction of `self_cost_reduction` `for_each_in_your_party` (counted as the spell is cast or
costed, 601.2f). The largest party is a matching of creatures to the four roles, found by trying each
role in turn (four roles: at most a few hundred steps however many creatures)."""

from __future__ import annotations

from app.engine.characteristics import creatures_of
from app.engine.citations import cr
from app.engine.game import Game

ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")
CITES = (cr("700.8"),)


def _largest(roles: list[list[int]], used: frozenset[int]) -> int:
    """The most roles, from the first, filled by distinct creatures (each role's candidates)."""
    if not roles:
        return 0
    first, rest = roles[0], roles[1:]
    best = _largest(rest, used)  # the role left empty
    for creature in first:
        if creature not in used and best < len(roles):
            best = max(best, 1 + _largest(rest, used | {creature}))
    return best


def party_size(game: Game, player: str | None) -> int:
    """How many creatures are in `player`'s party now (CR 700.8): 0 to 4."""
    return largest_party([characteristics.subtypes for _, characteristics in creatures_of(game, player)])


def largest_party(creatures: list[list[str]]) -> int:
    """The size of the largest party among creatures given by their subtypes (CR 700.8a-b): 0 to 4."""
    candidates: list[list[int]] = [[] for _ in ROLES]
    for index, subtypes in enumerate(creatures):
        for role, subtype in enumerate(ROLES):
            if subtype in subtypes:
                candidates[role].append(index)
    # A creature with none of the four types takes no role; a role with no candidate stays empty.
    return _largest([found for found in candidates if found], frozenset())
