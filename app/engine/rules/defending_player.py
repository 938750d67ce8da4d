""" "Defending player" in an ability of an attacking creature (CR 508.5): "If an ability of an
attacking creature refers to a defending player, ... the defending player it's referring to is the
player that creature was attacking at the time it became an attacking creature that combat, or the
controller of the planeswalker that creature was attacking." ("Whenever ~ attacks, defending player
loses 1 life": `lose_life` with `player` "defending_player".)

The source still attacking: the player it attacks (or the controller of the planeswalker or battle
it attacks; rules/combat.py `attacked_player`). Removed from combat or gone before the ability
resolves, the record of what it attacked is gone with it: in a two-player game the defending
player is then still the active player's one opponent (CR 506.2: the nonactive player is the
defending player); with more players the engine doesn't know which one it was, and the effect
names no player (an event says so) rather than guessing.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.combat import attacked_player
from app.engine.state import StackObject


def defending_player_of(game: Game, item: StackObject) -> list[str]:
    """The defending player the ability of `item`'s source names (module docstring)."""
    if item.trigger_event == "creature_attacks":  # s29-old: "Whenever a creature you control attacks" (below)
        return s29old_event_attackers_defending(game, item)
    return _defending_player_of_attacker(game, item, item.source)


def s29old_event_attackers_defending(game: Game, item: StackObject) -> list[str]:
    """s29-old: "Whenever a creature you control attacks, defending player loses 1 life and you gain 1 life." (CR 508.5,
    603.2): the defending player is the one the attacking creature the trigger event named (`choices.event.that_permanent`,
    rules/attack_triggers.py) attacks, or the controller of the planeswalker or battle it attacks, not ~'s (~ may attack
    another player, or not attack). That creature removed from combat: as for ~ above (the one opponent of two)."""
    event = item.choices.get("event")
    return _defending_player_of_attacker(game, item, event.get("that_permanent") if isinstance(event, dict) else None)


def _defending_player_of_attacker(game: Game, item: StackObject, attacker_id: str | None) -> list[str]:
    """The player `attacker_id` attacks (or the controller of what it attacks); not attacking: the active player's one
    opponent of two, else none and an event saying so (module docstring)."""
    combat = game.state.combat
    if combat is not None:
        for attacker in combat.attackers:
            if attacker.id == attacker_id:
                found = attacked_player(game, attacker)
                return [found] if found is not None else []
    opponents = game.opponents(game.state.active_player or "")
    if len(opponents) == 1:
        return [opponents[0].id]
    game.emit("defending_player_unknown", [cr("508.5"), cr("506.2")], stack_object=item.id)
    return []
