"""s29-cmd: "Whenever a creature attacks you or a planeswalker you control, you may draw a card." (CR 506.3, 508.1b,
508.3a, 603.2): the target-spec state `s29cmd_attacking_you` of the attack trigger "creature_attacks"
(rules/attack_triggers.py) holds for an attacking creature whose attacked player is the ability's controller, or whose
attacked permanent is a planeswalker that player controls (a battle is neither, CR 310.8: not read).
`s29cmd_attacking_an_opponent` ("Whenever a creature attacks one of your opponents"): its attacked player is an opponent
of the ability's controller (CR 102.2); `s29cmd_attacking_an_opponent_or_planeswalker` ("... or a planeswalker an
opponent controls"): that, or its attacked permanent is a planeswalker an opponent controls."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.state import Permanent

STATE = "s29cmd_attacking_you"


def attacking_you(game: Game, permanent: Permanent, controller: str) -> bool:
    """Whether `permanent` attacks `controller` or a planeswalker `controller` controls (CR 506.3, 508.1b)."""
    combat = game.state.combat
    attacker = next((a for a in combat.attackers if a.id == permanent.id), None) if combat is not None else None
    if attacker is None or not controller:
        return False
    if attacker.defending == controller:
        return True
    attacked = game.permanent(attacker.defending)
    if attacked is None or attacked.controller != controller:
        return False
    characteristics = characteristics_of(game, attacked)
    return characteristics is not None and CardType.PLANESWALKER.value in characteristics.types


def attacking_an_opponent(game: Game, permanent: Permanent, controller: str, or_planeswalker: bool) -> bool:
    """Whether `permanent` attacks an opponent of `controller` (or, `or_planeswalker`, a planeswalker an opponent of
    `controller` controls) (CR 102.2, 506.3, 508.1b)."""
    combat = game.state.combat
    attacker = next((a for a in combat.attackers if a.id == permanent.id), None) if combat is not None else None
    if attacker is None or not controller:
        return False
    opponents = {player.id for player in game.opponents(controller)}
    if attacker.defending in opponents:
        return True
    attacked = game.permanent(attacker.defending) if or_planeswalker else None
    if attacked is None or attacked.controller not in opponents:
        return False
    characteristics = characteristics_of(game, attacked)
    return characteristics is not None and CardType.PLANESWALKER.value in characteristics.types
