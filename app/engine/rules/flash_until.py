"""s18-castfree: "You may cast spells this turn as though they had flash." (Emergence Zone) and "Until your next
turn, you may cast sorcery spells as though they had flash." (Teferi, Time Raveler): the `cast_as_though_flash_for`
effect.

- As it resolves, the state's `flash_permissions` records that its controller may cast the spells named ("all",
  "creature", "sorcery") any time they could cast an instant (CR 702.8a: what flash allows; 601.3: an effect allows
  the casting). It changes only when those spells may be cast; nothing gains flash. rules/flash.py asks it (through
  rules/flash_permission.py) as a spell's timing is checked.
- The permission ends (611.2a) in the cleanup step of the turn it was given ("this turn", 514.2), or as its player's
  next turn begins ("until your next turn", 500.1: before that turn's untap step's untapping).

Gating: both questions return at once while the state's list is empty (most games).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, CastAsThoughFlashForEffect
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType, Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import ability_presence, keyword_triggers
from app.engine.state import FlashPermission, Player, StackObject

_SPELL_TYPES = {"creature": CardType.CREATURE, "sorcery": CardType.SORCERY}


KIND = "state:flash_permissions"  # the game's kinds: some permission exists (the step hooks' `needs`)


def _resolve(game: Game, item: StackObject, effect: Any, choices: Choices) -> None:
    assert isinstance(effect, CastAsThoughFlashForEffect)
    state = game.state
    player = item.controller or state.active_player or ""
    state.flash_permissions = [
        *state.flash_permissions,
        FlashPermission(player=player, spells=effect.spells, until=effect.until, turn=state.turn,
                        next_only=effect.next_only),
    ]
    ability_presence.add_kind(game, KIND)
    game.emit("flash_permission_granted", [cr("608.2"), cr("702.8a"), cr("601.3"), cr("611.2a")],
              stack_object=item.id, player=player, spells=effect.spells, until=effect.until)


def permits(game: Game, player: Player, definition: CardDefinition) -> bool:
    """Whether a permission of the state lets `player` cast `definition` as though it had flash."""
    for permission in game.state.flash_permissions:
        if permission.player != player.id:
            continue
        if permission.spells == "all" or definition.has_type(_SPELL_TYPES[permission.spells]):
            return True
    return False


def _end(game: Game, ending: list[FlashPermission], cites: list[str]) -> None:
    state = game.state
    state.flash_permissions = [p for p in state.flash_permissions if not any(p is end for end in ending)]
    for permission in ending:
        game.emit("flash_permission_ended", cites, player=permission.player, spells=permission.spells,
                  until=permission.until)


def _cleanup(game: Game) -> None:
    """CR 514.2: the permissions "this turn" end."""
    if not game.state.flash_permissions:
        return
    ending = [p for p in game.state.flash_permissions if p.until == "end_of_turn"]
    if ending:
        _end(game, ending, [cr("514.2")])


def _turn_begins(game: Game) -> None:
    """CR 611.2a, 500.1: "until your next turn" ends as that player's next turn begins."""
    state = game.state
    if not state.flash_permissions:
        return
    ending = [p for p in state.flash_permissions
              if p.until == "your_next_turn" and p.player == state.active_player and state.turn > p.turn]
    if ending:
        _end(game, ending, [cr("611.2a"), cr("500.1")])


def _next_spell_cast(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """s23-c14: "The next sorcery spell you cast this turn ..." (CR 601.2i): the first spell of that type its player
    casts uses the permission up, whenever it was cast."""
    state = game.state
    if not any(p.next_only for p in state.flash_permissions):
        return []
    spell = game.stack_object(event.get("stack_object") or "")
    characteristics = characteristics_of(game, spell) if spell is not None else None
    if characteristics is None:
        return []
    used = [p for p in state.flash_permissions if p.next_only and p.player == event.get("player")
            and (p.spells == "all" or _SPELL_TYPES[p.spells].value in characteristics.types)]
    if used:
        _end(game, used, [cr("601.2i")])
    return []


registry.effect_resolvers["cast_as_though_flash_for"] = _resolve

registry.step_begin[Step.CLEANUP].add(_cleanup, order=23, needs=(KIND,))
keyword_triggers.watch("spell_cast", _next_spell_cast, needs=(KIND,))  # s23-c14
registry.step_begin[Step.UNTAP].add(_turn_begins, order=5, needs=(KIND,))
ability_presence.posted_state_field("flash_permissions", KIND)
