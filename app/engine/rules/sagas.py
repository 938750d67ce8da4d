"""Sagas (CR 714): lore counters, chapter abilities, and the Saga's sacrifice.

- A Saga (an enchantment with the subtype Saga) with one or more chapter abilities (`chapter`,
  app/engine/cards.py) enters with a lore counter: its controller puts one on it as it enters
  (CR 714.3a, a replacement effect, 614.1c). It is in the permanent's `counters.lore`.
- As its controller's precombat main phase begins, that player puts a lore counter on each Saga
  they control with one or more chapter abilities (CR 714.3b, a turn-based action: it doesn't use
  the stack; the event `counters_put` with `stack_object` null).
- A chapter ability triggers when lore counters are put on its Saga and their number goes from
  fewer than one of its chapter numbers to at least it (CR 714.2b-c): entering with one triggers
  chapter I; going from one to three at once triggers chapters II and III. Its target, if any,
  comes from the `choices.targets` of the action that made it trigger, else the `resolve`
  action's (rules/triggers.py).
- State-based action (CR 714.4): a Saga with one or more chapter abilities whose lore counters are
  at least its final chapter number (the greatest of its chapter numbers, 714.2d), and which is not
  the source of a chapter ability that has triggered and not yet left the stack, is sacrificed by
  its controller (CR 701.21a).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine import registry
from app.engine.cards import ChapterAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import StackObjectKind, Step, Zone
from app.engine.game import Game, PendingTrigger, is_in
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.keyword_counters import put_counters
from app.engine.rules.step_triggers import in_game
from app.engine.rules.zones import Entering, leave_battlefield
from app.engine.state import Permanent

LORE = "lore"
SAGA = "Saga"

Thunk = Callable[[], None]


def _chapters(game: Game, permanent: Permanent) -> list[tuple[int, ChapterAbility]]:
    """The chapter abilities of a Saga permanent, with their indexes; none if it isn't a Saga."""
    if permanent.face_down or permanent.card is None:
        return []  # a face-down permanent has no abilities nor subtypes (CR 708.2)
    if SAGA not in current_face(game, permanent).subtypes:
        return []
    return abilities_of_kind(game, permanent, ChapterAbility)


def final_chapter(game: Game, permanent: Permanent) -> int | None:
    """A Saga's final chapter number (CR 714.2d), or None without chapter abilities."""
    numbers = [number for _, ability in _chapters(game, permanent) for number in ability.chapters]
    return max(numbers) if numbers else None


def _enters_with_lore(game: Game, entering: Entering) -> None:
    """CR 714.3a: "As a Saga enters the battlefield, its controller puts a lore counter on it.\""""
    permanent = entering.permanent
    if not _chapters(game, permanent):
        return
    permanent.counters[LORE] = permanent.counters.get(LORE, 0) + 1
    game.changed(permanent)
    entering.cites += [cr("714.3a"), cr("614.1c")]
    entering.details["counters"] = dict(permanent.counters)


def _lore_after_main_phase_begins(game: Game) -> None:
    """CR 714.3b: the active player puts a lore counter on each Saga they control (a turn-based
    action, as their precombat main phase begins)."""
    if not in_game(game, ChapterAbility):
        return
    active = game.state.active_player
    for permanent in list(game.state.battlefield):
        if permanent.controller != active or not _chapters(game, permanent):
            continue
        put_counters(game, permanent, LORE, 1, [cr("714.3b"), cr("122.1")], None)


def _triggered_chapters(game: Game, permanent: Permanent, before: int, after: int) -> list[PendingTrigger]:
    pending = []
    for index, ability in _chapters(game, permanent):
        reached = [number for number in ability.chapters if before < number <= after]
        if reached:  # CR 714.2b-c: once per chapter ability, however many of its numbers were reached
            pending.append(
                PendingTrigger(
                    permanent.id,
                    index,
                    permanent.controller or "",
                    f"chapter_{reached[0]}",
                    list(game.choices.targets),
                    [cr("714.2b"), cr("714.2c")],
                    card=permanent.card,
                    face="back" if permanent.transformed else "front",
                )
            )
    return pending


def _detect_chapters(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not in_game(game, ChapterAbility):
        return []
    permanent = game.permanent(event.get("permanent") or "")
    if permanent is None:
        return []
    if event["type"] == "entered_battlefield":
        return _triggered_chapters(game, permanent, 0, permanent.counters.get(LORE, 0))
    if event.get("counter") != LORE:
        return []
    after = int(event["counters"].get(LORE, 0))
    return _triggered_chapters(game, permanent, after - int(event["amount"]), after)


def _chapter_waiting(game: Game, permanent: Permanent) -> bool:
    """Whether a chapter ability of this Saga has triggered and not yet left the stack (CR 714.4)."""
    indexes = {index for index, _ in _chapters(game, permanent)}
    if any(t.source == permanent.id and t.ability_index in indexes for t in game.pending_triggers):
        return True
    return any(
        item.kind is StackObjectKind.TRIGGERED_ABILITY and item.source == permanent.id and item.ability_index in indexes
        for item in game.state.stack
    )


def saga_sacrifice(game: Game) -> list[Thunk]:
    """CR 714.4: a Saga whose lore counters reached its final chapter number is sacrificed, once
    no chapter ability of it is waiting or on the stack."""
    if not in_game(game, ChapterAbility):
        return []
    thunks: list[Thunk] = []
    for permanent in game.state.battlefield:
        final = final_chapter(game, permanent)
        if final is None or permanent.counters.get(LORE, 0) < final or _chapter_waiting(game, permanent):
            continue
        thunks.append(_sacrifice(game, permanent, final))
    return thunks


def _sacrifice(game: Game, permanent: Permanent, final: int) -> Thunk:
    def perform() -> None:
        if is_in(game.state.battlefield, permanent):
            leave_battlefield(
                game,
                permanent,
                Zone.GRAVEYARD,
                cites=[cr("714.4"), cr("701.21a")],
                reason=f"sacrificed: {permanent.counters.get(LORE, 0)} lore counter(s), final chapter {final}",
            )

    return perform


# After "enters with counters" (order 60): the lore counter is one more.
registry.enters_replacements.add(_enters_with_lore, order=65, needs=(ChapterAbility,))
# The turn-based action of the precombat main phase; before the phase's other beginnings.
registry.step_begin[Step.PRECOMBAT_MAIN].add(_lore_after_main_phase_begins, order=50, needs=(ChapterAbility,))
registry.trigger_detectors.add(
    _detect_chapters, needs=(ChapterAbility,), events=("entered_battlefield", "counters_put")
)
registry.state_based_actions.add(saga_sacrifice, order=30, needs=(ChapterAbility,))
