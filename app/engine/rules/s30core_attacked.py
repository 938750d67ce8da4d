"""s30-core: "Whenever ~ attacks, it deals 1 damage to the player or planeswalker it's attacking." (CR 506.3, 508.1b) —
the `damage` effect's `target` "s30core_attacked".

As the ability resolves, the damage goes to what its source attacks: the player or planeswalker chosen for it as
attackers were declared (CR 508.1b; the combat's `attackers` record, `defending`). Not a target (CR 115.1: the text
doesn't say "target"). The source no longer attacking (removed from combat, or gone), the planeswalker it attacked
gone, or the source attacking a battle (neither a player nor a planeswalker): the damage is dealt to nothing (CR 609.3:
the instruction does as much as it can).

In "Whenever a creature you control attacks, ~ deals 1 damage to the player or planeswalker it's attacking." "it" is the
attacking creature the trigger event named (`choices.event.that_permanent`, rules/attack_triggers.py), not ~."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.state import StackObject

CITES = (cr("506.3"), cr("508.1b"))


def attacked_by_source(game: Game, item: StackObject) -> list[str]:
    """The player or planeswalker the attacking creature attacks (the ability's source, or the attacker its trigger
    event named), as a one-item list; none otherwise."""
    attacker_id = item.source
    if item.trigger_event == "creature_attacks":  # "Whenever a creature you control attacks" (as rules/defending_player.py)
        event = item.choices.get("event")
        attacker_id = event.get("that_permanent") if isinstance(event, dict) else None
    combat = game.state.combat
    attacked = next((a.defending for a in combat.attackers if a.id == attacker_id), None) if combat else None
    if attacked is not None and any(player.id == attacked and not player.has_lost for player in game.state.players):
        return [attacked]
    permanent = game.permanent(attacked) if attacked is not None else None
    characteristics = characteristics_of(game, permanent) if permanent is not None else None
    if characteristics is not None and CardType.PLANESWALKER.value in characteristics.types:
        return [attacked] if attacked is not None else []
    return []  # nothing a player or planeswalker: no damage (CR 609.3)
