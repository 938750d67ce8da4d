"""`cant_attack_unless_you_control`: "~ can't attack unless you control four or more artifacts." (CR 508.1c:
the active player checks each creature declared as an attacker for restrictions; a declaration breaking
one is illegal). The condition is what the creature's controller controls as attackers are declared
(rules/you_control.py: a spec, and how many; the creature itself counts when it matches). s23-c11: with
`on_battlefield` ("unless there are five or more Islands on the battlefield"), every player's permanents count
(CR 110.1). s24-core: with `this_turn` ("unless an opponent has been dealt damage this turn"), a life condition of
rules/life_this_turn.py that must hold for the creature's controller (CR 120.1)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CantAttackUnlessYouControlAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.graveyard_count import graveyard_holds  # s23-ori
from app.engine.rules.life_this_turn import TEXT, condition_holds  # s24-core
from app.engine.rules.you_control import you_control
from app.engine.state import Permanent


def _cant_attack_unless_you_control(game: Game, attacker: Permanent, defending_player: str | None,
                                    block: bool = False) -> Refusal | None:
    if attacker.face_down or attacker.card is None:
        return None  # a face-down permanent has no abilities (CR 708.2)
    face = current_face(game, attacker)
    if not face.abilities:
        return None
    verb, rule = ("block", "509.1b") if block else ("attack", "508.1c")  # s25-mh: "can't block unless" (CR 509.1b)
    title = f"Can't {verb}"
    for ability in face.abilities_of(CantAttackUnlessYouControlAbility):
        if ability.block != block:
            continue  # s25-mh: a "can't block unless" restricts blocking only, and the other attacking only
        if ability.graveyard_at_least is not None:  # s23-ori: "unless there are seven or more cards in your graveyard"
            if not graveyard_holds(game, attacker.controller, ability.graveyard_at_least):
                return Refusal(f"it can't {verb} unless {ability.graveyard_at_least} or more cards are in its "
                               "controller's graveyard", (cr(rule), cr("404.1")), title=title)
            continue
        if ability.this_turn is not None:  # s24-core: "unless an opponent has been dealt damage this turn"
            if not condition_holds(game, attacker.controller or "", ability.this_turn):
                return Refusal(f"it can't {verb} unless {TEXT[ability.this_turn]} this turn",
                               (cr(rule), cr("120.1")), title=title)
            continue
        assert ability.you_control is not None
        if not you_control(game, attacker.controller, ability.you_control, ability.at_least, source_id=attacker.id,
                           anyone=ability.on_battlefield):  # s23-c11: "there are ... on the battlefield" (CR 110.1)
            where = "there are" if ability.on_battlefield else "its controller controls"
            return Refusal(
                f"it can't {verb} unless {where} {ability.at_least} or more '{ability.you_control}'",
                (cr(rule),),
                title=title,
            )
    return None


def _s25mh_cant_block_unless(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    """s25-mh: "~ can't block unless you control another Zombie." (CR 509.1b)."""
    return _cant_attack_unless_you_control(game, blocker, None, block=True)


registry.attack_target_restrictions.add(_cant_attack_unless_you_control)
registry.block_restrictions.add(_s25mh_cant_block_unless, needs=(CantAttackUnlessYouControlAbility,))
