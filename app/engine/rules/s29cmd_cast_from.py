""" "Whenever an opponent casts a spell from anywhere other than their hand, draw a card." / "Whenever you cast a spell
from exile, put a +1/+1 counter on target creature you control." (s29-cmd): the triggers
"s29cmd_<you|opponent>_cast_<exile|not_hand>" (CR 601.2i: a spell becomes cast, 603.2; 601.2a: the card moves from
the zone it was in to the stack). "you": the ability's controller cast it; "opponent": another player did (CR 102.2).
"exile": the card was in exile; "graveyard" (s32-oldmh): in its caster's graveyard; "not_hand": it was anywhere but its caster's hand (a graveyard, exile, the library,
the command zone: CR 601.2a). The zone is the `spell_cast` event's `from`: rules/stack.py writes it for every spell
cast from other than a hand while a card of the game has such a trigger (`wanted`), and only then, so no other game's
events change. Asked only in a game with a card that has such an ability."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.event_triggers import abilities_with, triggered

_WHO_WHERE = {"s29cmd_you_cast_exile": ("you", "exile"), "s29cmd_you_cast_not_hand": ("you", "not_hand"),
              "s29cmd_opponent_cast_exile": ("opponent", "exile"),
              "s29cmd_opponent_cast_not_hand": ("opponent", "not_hand"),
              "s29cmd_you_cast_graveyard": ("you", "graveyard")}  # s32-oldmh: "a spell from your graveyard"
TRIGGERS = frozenset(_WHO_WHERE)
_CITES = [cr("603.2"), cr("601.2i"), cr("601.2a")]


def wanted(game: Game) -> bool:
    """Whether a card of the game has one of these triggers (rules/stack.py then writes where a spell came from)."""
    return game_has_trigger(game, TRIGGERS)


def _holds(trigger: str, caster: str, controller: str | None, origin: str | None) -> bool:
    who, where = _WHO_WHERE[trigger]
    if (caster == controller) != (who == "you"):
        return False
    if where == "graveyard":  # s32-oldmh: its caster's graveyard (a card is cast only from its owner's, CR 601.2a)
        return origin == "graveyard"
    return origin == "exile" if where == "exile" else origin not in (None, "hand")


def _cast(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    caster, origin = event.get("player"), event.get("from")
    if not isinstance(caster, str) or origin is None:  # cast from a hand: none of these triggers
        return []
    found: list[PendingTrigger] = []
    for permanent in list(game.state.battlefield):
        for index, ability in abilities_with(game, permanent, TRIGGERS):
            if _holds(ability.trigger, caster, permanent.controller, str(origin)):
                found.append(triggered(permanent, index, ability.trigger, {"that_player": caster}, _CITES))
    return found


keyword_triggers.watch("spell_cast", _cast, needs=_needs(TRIGGERS))
