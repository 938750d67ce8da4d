"""s15-library: "If ~ is in your opening hand, you may begin the game with it on the battlefield." (the
Leylines; `begin_game_on_battlefield`, docs/oracle-library-s15.md).

CR 103.6: some cards let a player take an action with them from their opening hand once the mulligans
are done and before the first turn begins; 103.6a: a card that lets a player begin the game with it on
the battlefield is put onto the battlefield then. The ability does nothing at any other time: in a
hand, library or graveyard during the game, and on the battlefield (where it is a card's text with no
instruction left to follow).

The engine resolves games already under way: a posted state is a moment of a game, never the moment
before its first turn (the engine has no mulligan or opening-hand procedure). So the ability has no
effect on any action the engine resolves, which is what the rules say of it during a game; a game in
which its owner took the action is posted with the card on the battlefield, as that game's state is.
Nothing is hooked: no event, no choice, no refusal comes from it.
"""

from __future__ import annotations

from app.engine.citations import cr

CITES = (cr("103.6a"),)  # what the ability is cited by (docs/oracle-library-s15.md)
