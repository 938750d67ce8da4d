"""What entered the battlefield this turn (s13-batch2): the per-turn record `GameState.entered_this_turn`.

CR 400.7: a permanent that enters the battlefield is a new object; "this turn" conditions ask about
every such event of the turn, even for a permanent that has since left (Lilypad Village: "Activate
only if a Bird, Frog, Otter, or Rat entered the battlefield under your control this turn", CR
602.5b; Waterspout Warden: "if another creature entered the battlefield under your control this
turn", an intervening "if", CR 603.4), and "each Frog ... you control that entered the battlefield
this turn" (the target-spec state `entered_this_turn`, rules/target_filters.py).

Each `entered_battlefield` event appends the permanent's id, the player under whose control it
entered and its card types, subtypes and colors as it entered (CR 603.6a, 603.10: what an
entering permanent is is read as it is on the battlefield); the record empties as a turn begins
(CR 500.1, its untap step). A posted state says what entered earlier in the turn by listing it."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.characteristics import characteristics_of
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.target_filters import characteristics_match
from app.engine.state import Characteristics, EnteredRecord, constructed, set_field
from app.engine.target_grammar import parse_target_spec


def _record(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 400.7: note the permanent that just entered, as it entered."""
    permanent = game.permanent(event["permanent"])
    if permanent is None or permanent.controller is None:
        return []
    characteristics = characteristics_of(game, permanent)
    types: list[str] = [] if characteristics is None else list(characteristics.types)
    subtypes: list[str] = []
    colors: list[str] = []
    if characteristics is not None and not permanent.face_down:  # face down: a 2/2 creature, no subtypes (CR 708.2)
        subtypes, colors = list(characteristics.subtypes), list(characteristics.colors)
    # the engine's own values (an id and a player of the validated state, fresh lists): not validated again
    record = constructed(EnteredRecord, permanent=permanent.id, controller=permanent.controller, types=types,
                         subtypes=subtypes, colors=colors)
    # as the model's `__setattr__` sets it, without its two Python calls (every permanent entering)
    set_field(game.state, "entered_this_turn", [*game.state.entered_this_turn, record])
    return []


def entered_under_control(game: Game, controller: str | None, spec_text: str, source: str | None = None,
                          at_least: int = 1) -> bool:
    """Whether a permanent `spec_text` names (its types, subtypes and colors as it entered; `other`:
    not `source`) entered the battlefield under `controller`'s control this turn (CR 400.7); s33-wmk: `at_least`
    such permanents ("if two or more nonland permanents entered ...")."""
    if controller is None:
        return False
    spec = parse_target_spec(spec_text)
    tokens = "token" in spec.states  # s35-cmd: "if you created a token this turn" (CR 111.2, 111.7)
    for record in game.state.entered_this_turn:
        if record.controller != controller:
            continue
        if tokens and not entered_as_token(game, record.permanent):
            continue
        if "other" in spec.text.split(":") and record.permanent == source:
            continue
        as_it_entered = Characteristics(types=record.types, subtypes=record.subtypes, colors=record.colors)
        if characteristics_match(spec, as_it_entered, 0):
            at_least -= 1
            if at_least <= 0:
                return True
    return False


def entered_as_token(game: Game, permanent_id: str) -> bool:
    """s35-cmd: whether the permanent of an entering record was a token (on the battlefield now, or as it left, the turn's
    `left_battlefield_this_turn`). A token enters the battlefield only as it is created, under the control of the player
    who creates it (CR 111.1, 111.2); once it leaves it can't come back (CR 111.7)."""
    permanent = game.permanent(permanent_id)
    if permanent is not None:
        return bool(permanent.is_token)
    return any(left.permanent == permanent_id and left.token for left in game.state.left_battlefield_this_turn)


def _new_turn(game: Game) -> None:
    """CR 500.1: "this turn" starts again as a turn begins."""
    if game.state.entered_this_turn:
        set_field(game.state, "entered_this_turn", [])


keyword_triggers.watch("entered_battlefield", _record)
registry.step_begin[Step.UNTAP].add(_new_turn, order=10)


def source_entered_this_turn(game: Game, source: str | None) -> bool:
    """s20-neob: "~ entered the battlefield this turn" (CR 400.7): the permanent `source` names entered the
    battlefield this turn (as this object: the record holds each entering permanent's id)."""
    return source is not None and any(record.permanent == source for record in game.state.entered_this_turn)
