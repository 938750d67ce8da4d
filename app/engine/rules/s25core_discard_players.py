"""s25-core: "Whenever ~ attacks, defending player discards a card." / "Whenever ~ becomes blocked, defending player
discards a card.": the `discard` effect's `player` "defending_player" is the player the attacking source attacks (CR
508.5; rules/defending_player.py, as `lose_life` reads it), who chooses the card (CR 701.9b; rules/discard.py)."""

from __future__ import annotations

from app.engine.rules.defending_player import defending_player_of
from app.engine.rules.discard import PLAYERS_NAMED

PLAYERS_NAMED["defending_player"] = defending_player_of
