"""s26-core: an amount counted in the hand of the player the effect targets: "~ deals damage to target player equal to
the number of cards in that player's hand." (10E's Sudden Impact).

The `Count` value `target_hand_cards`: the cards in the hand (CR 402.1) of the ability's one target player, counted as
the effect resolves (CR 608.2h). Without a target player still legal it counts 0 (the effect does nothing then anyway:
CR 608.2b). rules/effects_targets.py `amount` asks `target_hand_amount`, as it asks rules/s19m21_target_graveyard.py.
`that_player_hand_cards`: the hand of the player a step trigger names ("At the beginning of each player's upkeep, that
player mills X cards, where X is the number of cards in their hand.", 10E's Dreamborn Muse)."""

from __future__ import annotations

from app.engine.game import Game
from app.engine.state import StackObject

TARGET_HAND_COUNTS = frozenset({"target_hand_cards", "that_player_hand_cards"})


def target_hand_amount(game: Game, item: StackObject, value: str) -> int:
    """How many cards are in the targeted player's hand now (CR 402.1, 608.2h); "that_player_hand_cards": in the hand
    of the player the trigger names (`that_player`, rules/step_triggers.py)."""
    players = {p.id: p for p in game.state.players}
    if value == "that_player_hand_cards":
        that = item.choices.get("that_player") or (item.choices.get("event") or {}).get("that_player")
        return len(players[that].hand) if isinstance(that, str) and that in players else 0
    targeted = [players[found] for found in item.targets if found in players]
    return len(targeted[0].hand) if len(targeted) == 1 else 0
