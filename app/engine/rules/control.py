"""Control-changing effects (layer 2, CR 613.1b): "You control enchanted creature." (Control Magic;
Steal Artifact: "enchanted artifact"), the `control_enchanted` ability of an Aura.

- While such an Aura is attached to a permanent, the Aura's controller controls that permanent (CR
  613.1b). Several such effects: the latest wins (CR 613.7; an Aura's timestamp is when it entered,
  613.7e, read here as its place on the battlefield, where permanents are listed in the order they
  entered).
- When no such effect applies any more (the Aura left or moved), the permanent returns to the
  controller it has without them: `base_controller`, kept on the permanent while an effect applies
  (by default the player under whose control it entered, CR 110.2; for a state posted with the
  effect already applied, its owner).
- The change is applied whenever the game checks what applies (after every action and step change,
  before state-based actions), and said with a `control_changed` event. A creature that changes
  control is removed from combat (CR 506.4) and can't attack or {T} until its new controller has
  controlled it continuously since their most recent turn began (CR 302.6: `controlled_since_turn`).
"""

from __future__ import annotations

from operator import attrgetter

from app.engine import registry
from app.engine.cards import ControlEnchantedAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import game_has
from app.engine.rules.s31stdbb_remove_from_combat import remove_from_combat
from app.engine.state import Permanent

_POSTED_BASE = "posted_base_controllers"  # game.rule_memory: a posted permanent had a base_controller
_BASE_CONTROLLER = attrgetter("base_controller")


def _may_matter(game: Game) -> bool:
    """Whether a control-changing effect may apply or end in this game (decided once per game: only
    such an effect sets `base_controller`, else the state was posted with one)."""
    memory = game.rule_memory
    posted = memory.get(_POSTED_BASE)
    if posted is None:  # `base_controller` is a non-empty id or None: truth is "not None", tested in C
        posted = memory[_POSTED_BASE] = any(map(_BASE_CONTROLLER, game.state.battlefield))
    return posted or game_has(game, ControlEnchantedAbility)


def _controller_by_effects(game: Game, permanent: Permanent) -> str | None:
    """The controller the latest control-changing effect on it gives (CR 613.7), or None."""
    wanted = None
    for aura in game.state.battlefield:
        if aura.attached_to != permanent.id or aura.face_down or aura.card is None:
            continue
        if any(isinstance(a, ControlEnchantedAbility) for a in current_face(game, aura).abilities):
            wanted = aura.controller
    for effect in permanent.effects:  # s13-bite: "gain control of ... until end of turn" (rules/gain_control.py)
        if effect.controller is not None:
            wanted = effect.controller  # in the order they were created (CR 613.7a)
    return wanted


def _change_control(game: Game, permanent: Permanent, controller: str, cites: list[str]) -> None:
    was = permanent.controller
    permanent.controller = controller
    permanent.controlled_since_turn = game.state.turn  # CR 302.6
    removed = remove_from_combat(game, permanent)  # CR 506.4 (s31-stdbb: the shared removal)
    game.changed(permanent)
    game.emit("control_changed", [*cites, cr("302.6"), *([cr("506.4")] if removed else [])],
              permanent=permanent.id, controller=controller, previous_controller=was,
              removed_from_combat=removed)


def apply_control_effects(game: Game) -> None:
    if not _may_matter(game):
        return
    apply_control_now(game)


def apply_control_now(game: Game) -> None:
    """Apply every control-changing effect now (a rule that just made or ended one: rules/gain_control.py)."""
    for permanent in game.state.battlefield:
        wanted = _controller_by_effects(game, permanent)
        if wanted is not None:
            if permanent.base_controller is None:
                permanent.base_controller = (permanent.controller if permanent.controller != wanted
                                             else permanent.owner)
            if permanent.controller != wanted:
                _change_control(game, permanent, wanted, [cr("613.1b"), cr("613.7")])
        elif permanent.base_controller is not None:
            base = permanent.base_controller
            permanent.base_controller = None
            if permanent.controller != base:
                _change_control(game, permanent, base, [cr("613.1b"), cr("110.2")])


# Runs only in a game with a control-changing Aura or a posted permanent under a control effect.
registry.continuous_checks.add(apply_control_effects, order=50,
                               needs=(ControlEnchantedAbility, registry.posted_kind("base_controller")))
