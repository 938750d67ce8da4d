"""Blocking restrictions of static abilities (CR 509.1b: the defending player checks each creature
for restrictions on blocking; a declaration breaking one is illegal):

- `cant_be_blocked_except_by`: "<this / enchanted creature> can't be blocked except by Walls
  and/or creatures with flying" (Elven Riders; the Aura Seeker: "artifact creatures and/or white
  creatures"): a blocker must have at least one of the qualities ("and/or").
- `cant_be_blocked_by`: "<this> can't be blocked by creatures with power 3 or greater" (Amrou
  Kithkin); "... with power 2 or less" (Rust-Shield Rampager, `power_at_most`).
- s22-war: `cant_be_blocked_by` `by` "creature_tokens": "~ can't be blocked by creature tokens." (Rubblebelt
  Runner; CR 111.1: a token is a permanent the card doesn't represent, read from the blocker itself).
- `cant_block`: "<this> can't block creatures with power 2 or greater" (Ironclaw Orcs).

Power and the other qualities are the creatures' as they are when blockers are declared, every
continuous effect applied (CR 613). A face-down creature has no abilities (CR 708.2).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import Ability, CantBeBlockedByAbility, CantBeBlockedExceptByAbility, CantBlockAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.state import Characteristics, Permanent

_CREATURE_TOKENS = "creature_tokens"  # s22-war: "~ can't be blocked by creature tokens." (CR 111.1)
_COLOR_QUALITIES = {"white_creatures": "W", "blue_creatures": "U", "black_creatures": "B", "red_creatures": "R",
                    "green_creatures": "G"}


def _has_quality(quality: str, blocker: Characteristics) -> bool:
    if quality == "artifact_creatures":
        return CardType.ARTIFACT.value in blocker.types
    if quality == "walls":
        return "Wall" in blocker.subtypes
    if quality == "creatures_with_flying":
        return "flying" in blocker.keywords
    if quality == "creatures_with_reach":  # s23-ori (CR 702.17b)
        return "reach" in blocker.keywords
    if quality in ("creatures_with_haste", "creatures_with_defender"):  # s27-std (CR 702.10, 702.3)
        return quality.removeprefix("creatures_with_") in blocker.keywords
    return _COLOR_QUALITIES[quality] in blocker.colors


def _blocker_is(quality: str, blocker: Permanent, characteristics: Characteristics) -> bool:
    """s22-war: whether the blocker has the quality; "creature_tokens" is read from the permanent (a token is not a
    characteristic, CR 111.1), the others from its characteristics."""
    if quality == _CREATURE_TOKENS:
        return blocker.is_token
    return _has_quality(quality, characteristics)


def _own_abilities(game: Game, permanent: Permanent) -> list[Ability]:
    if permanent.face_down or permanent.card is None:
        return []
    return current_face(game, permanent).abilities


def _except_by(game: Game, attacker: Permanent) -> list[CantBeBlockedExceptByAbility]:
    found = [a for a in _own_abilities(game, attacker)
             if isinstance(a, CantBeBlockedExceptByAbility) and a.affected == "self"]
    for aura in game.state.battlefield:
        if aura.attached_to == attacker.id:
            found += [a for a in _own_abilities(game, aura)
                      if isinstance(a, CantBeBlockedExceptByAbility) and a.affected == "enchanted_creature"]
    return found


def _blocked_by(game: Game, attacker: Permanent) -> list[Ability]:
    """The attacker's own abilities, and s25-stdc's `cant_be_blocked_by` of "equipped creature" / "enchanted creature"
    of the Equipment and Auras attached to it (CR 509.1b, 301.5, 303.4)."""
    found = [a for a in _own_abilities(game, attacker)
             if not isinstance(a, CantBeBlockedByAbility) or a.affected == "self"]
    for attached in game.state.battlefield:
        if attached.attached_to == attacker.id:
            found += [a for a in _own_abilities(game, attached)
                      if isinstance(a, CantBeBlockedByAbility)
                      and a.affected in ("equipped_creature", "enchanted_creature")]  # s26-cmdc: not its controller's
    return found


def _power(game: Game, permanent: Permanent) -> int:
    characteristics = characteristics_of(game, permanent)
    return (characteristics.power or 0) if characteristics is not None else 0


def _evasion(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    blocker_characteristics = characteristics_of(game, blocker)
    if blocker_characteristics is None:
        return None
    for except_by in _except_by(game, attacker):
        if not any(_blocker_is(quality, blocker, blocker_characteristics) for quality in except_by.by):
            wanted = " and/or ".join(q.replace("_", " ") for q in except_by.by)
            return Refusal(f"{attacker.id} can't be blocked except by {wanted}; {blocker.id} is none of them",
                           (cr("509.1b"),), title="Can't block that creature")
    for ability in _blocked_by(game, attacker):
        if isinstance(ability, CantBeBlockedByAbility) and ability.by and any(
                _blocker_is(quality, blocker, blocker_characteristics) for quality in ability.by):
            unwanted = " or ".join(q.replace("_", " ") for q in ability.by)
            return Refusal(f"{attacker.id} can't be blocked by {unwanted}; {blocker.id} is one", (cr("509.1b"),),
                           title="Can't block that creature")
        if (isinstance(ability, CantBeBlockedByAbility) and ability.power_at_least is not None
                and _power(game, blocker) >= ability.power_at_least):
            return Refusal(f"{attacker.id} can't be blocked by creatures with power {ability.power_at_least} or "
                           f"greater; {blocker.id} has power {_power(game, blocker)}", (cr("509.1b"),),
                           title="Can't block that creature")
        if (isinstance(ability, CantBeBlockedByAbility) and ability.power_at_most is not None
                and _power(game, blocker) <= ability.power_at_most):
            return Refusal(f"{attacker.id} can't be blocked by creatures with power {ability.power_at_most} or "
                           f"less; {blocker.id} has power {_power(game, blocker)}", (cr("509.1b"),),
                           title="Can't block that creature")
        if (isinstance(ability, CantBeBlockedByAbility) and ability.by_subtypes  # s21-ete (CR 509.1b, 205.3)
                and any(subtype in blocker_characteristics.subtypes for subtype in ability.by_subtypes)):
            return Refusal(f"{attacker.id} can't be blocked by {' or '.join(ability.by_subtypes)} creatures; "
                           f"{blocker.id} is one", (cr("509.1b"), cr("205.3")), title="Can't block that creature")
    for ability in _own_abilities(game, blocker):
        if isinstance(ability, CantBlockAbility) and _power(game, attacker) >= ability.attackers_power_at_least:
            return Refusal(f"{blocker.id} can't block creatures with power {ability.attackers_power_at_least} or "
                           f"greater; {attacker.id} has power {_power(game, attacker)}", (cr("509.1b"),),
                           title="Can't block that creature")
    return None


registry.block_restrictions.add(_evasion)


def blocker_is(game: Game, quality: str, blocker: Permanent) -> bool:
    """s27-std: whether `blocker` has a blocker quality ("creatures_with_haste", ...; CR 509.1b)."""
    characteristics = characteristics_of(game, blocker)
    return characteristics is not None and _blocker_is(quality, blocker, characteristics)
