"""Crimes (s27-otjb, docs/oracle-s27-otjb.md): "Whenever you commit a crime, ..." and "if you've committed a crime
this turn" (Outlaws of Thunder Junction).

CR 700.13: a player commits a crime as that player casts a spell, activates an ability, or puts a triggered ability
on the stack and that spell or ability targets at least one opponent; at least one permanent, spell, or ability an
opponent controls; and/or at least one card in an opponent's graveyard. The targets are those chosen as the spell is
cast, the ability activated or the triggered ability put on the stack (CR 601.2c, 602.2b, 603.3d): the stack object's
`targets` when "spell_cast", "ability_activated" or "trigger_put_on_stack" is emitted. One spell or ability is one
crime however many of its targets are an opponent's ("crime_committed" names them). A spell or ability targeting only
you, your own permanents, spells and cards, is no crime; nor is an effect that affects an opponent without targeting
("each opponent loses 1 life").

- `Player.committed_crime_this_turn` keeps the record: set as the crime is committed, false again as a turn begins
  (CR 500.1, its untap step); a posted state says a player committed a crime earlier in its turn by carrying it.
  rules/turn_records.py answers the `this_turn` condition on the record "crime" with `committed_crime_this_turn`
  below ("~ gets +2/+0 as long as you've committed a crime this turn", an intervening "if", ...).
- The trigger "you_commit_crime" ("Whenever you commit a crime, ..."): a `triggered` ability of each permanent the
  criminal controls triggers (CR 603.2), above the spell or ability that was the crime; with `during_your_turn` only
  while its controller is the active player (CR 102.1); "This ability triggers only once each turn." is its
  `max_per_turn` (rules/trigger_limits.py).

The record is kept only in a game some card of which reads crimes (its catalog's definitions, decided once per game:
`_catalog_reads_crimes`), or whose posted state already says a crime was committed: a card that reads crimes may be
in a hand or a library and enter later in the request, so the cards of the request are looked at, not only the
battlefield.
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import CardDefinition
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import catalog_kind, game_has_trigger, posted_state_kinds, trigger_kind
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.graveyard_triggers import graveyard_triggers
from app.engine.state import Player, set_field

CITES = (cr("700.13"),)
TRIGGER = "you_commit_crime"
_TRIGGERS = frozenset({TRIGGER})
# A game some card of which reads crimes (a trigger or a condition on the record "crime"), or whose posted state says a
# crime was committed this turn: the kind the crime watcher needs
CRIMES_KIND = "s27otjb:crimes"
_CRIMES_ONLY: frozenset[object] = frozenset((CRIMES_KIND,))
_MARKS = ('"trigger":"you_commit_crime"', '"record":"crime"')


def committed_crime_this_turn(game: Game, player_id: str) -> bool:
    """Whether the player committed a crime this turn (CR 700.13)."""
    return any(player.committed_crime_this_turn for player in game.state.players if player.id == player_id)


def _reads_crimes(definition: CardDefinition) -> bool:
    """Whether some ability of the card (either face) triggers on crimes or reads the crime record."""
    if not definition.abilities and definition.back_face is None and definition.faces is None:
        return False
    dumped = definition.model_dump_json()
    return any(mark in dumped for mark in _MARKS)


def _crime_posted(game: Game) -> frozenset[object]:
    """The kind `CRIMES_KIND` when the posted state says a crime was committed this turn (a card of the request that
    reads crimes counts it too: `catalog_kind`, below)."""
    if any(player.committed_crime_this_turn for player in game.state.players):
        return _CRIMES_ONLY
    return frozenset()


def _victims(game: Game, criminal: str, targets: list[str]) -> list[str]:
    """The targets that make the spell or ability a crime of `criminal` (CR 700.13): an opponent, a permanent, spell
    or ability an opponent controls, or a card in an opponent's graveyard."""
    opponents = {player.id: player for player in game.opponents(criminal)}
    found: list[str] = []
    for target in dict.fromkeys(targets):
        if target in opponents:
            found.append(target)
            continue
        permanent = game.permanent(target)
        if permanent is not None:
            if permanent.controller in opponents:
                found.append(target)
            continue
        item = game.stack_object(target)
        if item is not None:
            if item.controller in opponents:
                found.append(target)
            continue
        if any(card.id == target for player in opponents.values() for card in player.graveyard):
            found.append(target)
    return found


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    item = game.stack_object(event.get("stack_object") or "")
    if item is None or not item.targets or item.controller is None:
        return []
    victims = _victims(game, item.controller, item.targets)
    if not victims:
        return []
    criminal = game.player(item.controller)
    if not criminal.committed_crime_this_turn:
        set_field(criminal, "committed_crime_this_turn", True)
    game.emit("crime_committed", list(CITES), player=criminal.id, stack_object=item.id, targets=victims)
    found = _from_graveyard(game, criminal)
    if not game_has_trigger(game, _TRIGGERS):
        return found
    active = game.state.active_player
    return [
        *(triggered(permanent, index, TRIGGER, {"that_player": criminal.id}, [cr("603.2"), *CITES])
          for permanent in game.state.battlefield
          if permanent.controller == criminal.id
          for index, ability in abilities_with(game, permanent, _TRIGGERS)
          if not ability.during_your_turn or active == criminal.id),
        *found,
    ]


def _from_graveyard(game: Game, criminal: Player) -> list[PendingTrigger]:
    """ "Whenever you commit a crime, you may pay {B}. If you do, return ~ from your graveyard to the battlefield."
    (Forsaken Miner): the ability works only from its owner's graveyard (CR 113.6k) and triggers there for the player
    who committed the crime; its owner controls it (603.3a)."""
    found: list[PendingTrigger] = []
    for card in criminal.graveyard:
        for index, _ in graveyard_triggers(game, game.definition(card.card), TRIGGER):
            found.append(PendingTrigger(card.id, index, criminal.id, TRIGGER, [],
                                        [cr("603.2"), *CITES, cr("113.6k")], card=card.card, face="front"))
    return found


def _new_turn(game: Game) -> None:
    """CR 500.1: "this turn" starts again as a turn begins."""
    for player in game.state.players:
        if player.committed_crime_this_turn:
            set_field(player, "committed_crime_this_turn", False)


posted_state_kinds.append(_crime_posted)
catalog_kind(CRIMES_KIND, _reads_crimes)
for _event in ("spell_cast", "ability_activated", "trigger_put_on_stack"):
    keyword_triggers.watch(_event, _detect, needs=(trigger_kind(TRIGGER), CRIMES_KIND))
registry.step_begin[Step.UNTAP].add(_new_turn, order=10, needs=(CRIMES_KIND,))
