"""s14-forage: foraging as an effect and "Whenever you forage" (CR 701.61a, 603.2).

- The `forage` effect ("At the beginning of combat on your turn, you may forage.", Corpseberry
  Cultivator): the controller of the ability forages as it resolves, exiling three cards from their
  graveyard or sacrificing a Food (701.61a) as rules/forage.py does it (`choices.forage` says how;
  the documented default otherwise). It comes with a "you may" (`optional`, CR 603.5, 608.2d):
  choosing to forage when one can't is refused, naming why (118.3).
- The trigger "you_forage" ("Whenever you forage, put a +1/+1 counter on ~."): a `triggered`
  ability of a permanent whose controller foraged (each `foraged` event, whether the forage was a
  cost, CR 602.2b, or an effect) triggers once per forage (603.2)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ForageEffect
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.event_triggers import players_permanents_triggered
from app.engine.rules.forage import forage
from app.engine.state import StackObject

_FORAGE = frozenset({"you_forage"})


def _resolve(game: Game, item: StackObject, effect: ForageEffect, choices: Choices) -> None:
    forage(game, game.player(item.controller or ""), f"the forage of {item.id}")


def _foraged(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return players_permanents_triggered(game, event.get("player"), _FORAGE, "you_forage", {},
                                        [cr("603.2"), cr("701.61a")])

registry.effect_resolvers["forage"] = _resolve
keyword_triggers.watch("foraged", _foraged, needs=_needs(_FORAGE))
