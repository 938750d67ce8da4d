""" "~ can attack as though it didn't have defender." (CR 702.3b: a creature with defender can't
attack; this ability lets it), the `attacks_as_though_no_defender` ability; with `condition`
"enchanted_or_equipped" (Novice Knight: "As long as ~ is enchanted or equipped, ..."), only while an
Aura (CR 303.4) or an Equipment (CR 301.5) is attached to it. A face-down creature has no abilities
(CR 708.2); s20-cda: with `condition` "has_counter_+1/+1" (Scuttlegator: "As long as ~ has a +1/+1
counter on it, ..."), only while it has one (CR 122.1, 611.3a). rules/defender.py asks `attacks_despite_defender` before refusing an attack."""

from __future__ import annotations

from app.engine.cards import AttacksAsThoughNoDefenderAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.game import Game
from app.engine.rules import s24emn_delirium, turn_records  # s24-emn, s31-stda
from app.engine.rules.ability_presence import game_has
from app.engine.rules.attacks_despite_defender_group import group_lets_attack  # s17-neo3
from app.engine.rules.target_filters import matches_filter  # s33-mom
from app.engine.rules.you_control import you_control
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec  # s33-mom

_ATTACHABLE = ("Aura", "Equipment")


def _enchanted_or_equipped(game: Game, creature: Permanent) -> bool:
    for permanent in game.state.battlefield:
        if permanent.attached_to != creature.id:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and any(s in characteristics.subtypes for s in _ATTACHABLE):
            return True
    return False


def attacks_despite_defender(game: Game, attacker: Permanent) -> bool:
    """Whether the attacker may attack as though it didn't have defender (CR 702.3b) now."""
    if not game_has(game, AttacksAsThoughNoDefenderAbility):
        return False
    if group_lets_attack(game, attacker):  # s17-neo3: "Modified creatures you control can attack as though ..."
        return True
    if attacker.face_down or attacker.card is None:
        return False
    for ability in current_face(game, attacker).abilities:
        if (
            isinstance(ability, AttacksAsThoughNoDefenderAbility)
            and ability.affected is None  # s17-neo3: a group ability applies to its group only
            and if_you_control_holds(game, attacker, ability)  # s17-core (CR 611.3a)
            and (ability.condition is None or _condition_holds(game, attacker, ability.condition))
            and turn_records.holds(game, attacker.controller, ability.as_long_as_this_turn)  # s31-stda (CR 611.3a)
            and s33mom_self_matches(game, attacker, ability.s33mom_self_with)  # s33-mom (CR 611.3a)
        ):
            return True
    return False


def _condition_holds(game: Game, attacker: Permanent, condition: str) -> bool:
    if condition == "has_counter_+1/+1":  # s20-cda: "As long as ~ has a +1/+1 counter on it" (CR 122.1, 611.3a)
        return attacker.counters.get("+1/+1", 0) > 0
    if condition == "delirium":  # s24-emn: "as long as there are four or more card types among cards in your graveyard"
        return s24emn_delirium.holds(game, attacker.controller)  # CR 207.2c, 205.2a, 611.3a
    return _enchanted_or_equipped(game, attacker)


def if_you_control_holds(game: Game, attacker: Permanent, ability: AttacksAsThoughNoDefenderAbility) -> bool:
    """s17-core: whether the ability's `if_you_control` holds now (none: always): the attacker's
    controller controls such a permanent (CR 611.3a: a static ability's "as long as" condition is
    checked continuously; rules/you_control.py)."""
    return ability.if_you_control is None or you_control(
        game, attacker.controller, ability.if_you_control, source_id=attacker.id
    )


def s33mom_self_matches(game: Game, attacker: Permanent, spec: str | None) -> bool:
    """s33-mom: "As long as ~'s power is 5 or greater" / "As long as ~ has three or more +1/+1 counters on it" (CR 611.3a:
    checked whenever it matters, here as attackers are declared, 508.1c): whether ~ matches the spec now."""
    return spec is None or matches_filter(game, parse_target_spec(spec), attacker, attacker.id, attacker.controller or "")
