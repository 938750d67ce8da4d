"""s23-c11: damage that can't be prevented (CR 615.12).

- "Damage can't be prevented." (Leyline of Punishment, the `damage_cant_be_prevented` ability): while a face-up
  permanent with it is on the battlefield, no damage can be prevented.
- "~ deals 5 damage to target white or blue creature. The damage can't be prevented." (Combust, `damage`'s
  `cant_be_prevented`): the damage that effect deals, while rules/effects_damage.py deals it.

The prevention effects ask `damage_cant_be_prevented` before they prevent anything: protection's (CR 702.16e,
rules/protection.py), static prevention's and prevention shields' (rules/prevention.py). Such damage is dealt in full,
and a shield isn't reduced by it (615.12: "Existing damage prevention shields won't be reduced by damage that can't be
prevented"). A shield that is used up by the next time a source would deal damage ("The next time a red source of your
choice would deal damage to you this turn, prevent that damage.") is still applied to such damage by 615.12; whether it
is then used up is not modelled: the engine refuses the action ("Not modelled") rather than guess.
"""

from __future__ import annotations

from app.engine.cards import DamageCantBePreventedAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.ability_presence import game_has

# The rule memory's flag while a `damage` effect with `cant_be_prevented` deals its damage (rules/effects_damage.py).
DEALING_UNPREVENTABLE = "s23c11.dealing_unpreventable"


def damage_cant_be_prevented(game: Game) -> bool:
    """Whether the damage being dealt now can't be prevented (module docstring)."""
    if game.rule_memory.get(DEALING_UNPREVENTABLE) or game.state.damage_cant_be_prevented_this_turn:
        return True  # s35-ltr: "Damage can't be prevented this turn." (rules/s35ltr_unpreventable.py)
    if not game_has(game, DamageCantBePreventedAbility):
        return False  # no card of the game has the ability: nothing to look at
    return any(
        not permanent.face_down and permanent.card is not None
        and current_face(game, permanent).abilities_of(DamageCantBePreventedAbility)
        for permanent in game.state.battlefield
    )


def refuse_next_time_shield(source_id: str, recipient: str) -> None:
    """A "next time" shield applied to damage that can't be prevented (module docstring): not modelled."""
    raise IllegalAction(
        "Not modelled",
        f"damage from {source_id} to {recipient} can't be prevented, and a 'the next time ... would deal damage, "
        "prevent that damage' shield applies to it: whether that shield is used up is not modelled",
        [cr("615.12")],
    )
