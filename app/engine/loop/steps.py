"""Moving through the turn (CR 500-514): `next_step` and `next_turn`, each step's beginning and
end (the turn-based actions the rules modules register as `registry.step_begin` / `step_end`
hooks), skipped and repeated steps, mana emptying between steps (CR 500.4), and a new turn.
After each step change the game loop's checks run (`loop/checks.py`, below this module)."""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter

from app.engine import registry
from app.engine.actions import NextStep, NextTurn
from app.engine.citations import cr
from app.engine.enums import STEP_ORDER, Step
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.loop.checks import run_checks, state_based_actions_only
from app.engine.mana import format_mana
from app.engine.rules import kept_mana, restricted_mana, snow_mana  # snow_mana: s25-khc
from app.engine.rules.extra_turns import next_active_player
from app.engine.state import PreviousTurn, constructed, set_field


def _verify_turn_action(game: Game, player: str | None, rest_of_turn: bool = False) -> None:
    if player is not None and player != game.state.active_player:
        game.player(player)
    if game.state.stack:
        raise IllegalAction("Stack not empty", "a step can't end while objects are on the stack; resolve them first",
                            [cr("500.2")])
    for check in registry.step_pass_checks.active(game):  # s15-combat: a requirement (CR 508.1d)
        refusal = check(game, rest_of_turn)
        if refusal is not None:
            raise IllegalAction(refusal.title or "Can't end the step", refusal.reason, [*refusal.cites])


_POOL_KINDS = ("W", "U", "B", "R", "G", "C")
_EMPTY_POOL = dict.fromkeys(_POOL_KINDS, 0)
_POOL_AMOUNTS = itemgetter(*_POOL_KINDS)
_PLAIN_POOL = itemgetter("kept_mana", "restricted_mana", "mana_pool")


def _empty_mana_pools(game: Game) -> None:
    for player in game.state.players:
        # s17-perf: the player's and the pool's fields read from their instance dicts (each read
        # of a model's attribute goes through pydantic's `__getattr__` hook: every player, every step)
        kept, restricted_kept, pool = _PLAIN_POOL(player.__dict__)
        if kept is None and not restricted_kept:
            # s15-perf: most pools (no kept or restricted mana): all of it is lost, as below with
            # nothing staying and nothing restricted, without the steps that find those.
            amounts = pool.__dict__
            if any(_POOL_AMOUNTS(amounts)):  # `pool.total()`, asked in C (every step)
                lost = format_mana(amounts)  # reads only the six amounts
                amounts.update(_EMPTY_POOL)  # `set_field(pool, kind, 0)` for each kind, in C
                pool.__pydantic_fields_set__.update(_POOL_KINDS)
                if player.__dict__["snow_mana"] is not None:  # s25-khc: snow mana is pool mana (CR 107.4h)
                    player.snow_mana = None
                game.emit("mana_emptied", [cr("500.4")], player=player.id, lost=lost)
            continue
        if player.mana_pool.total() or player.restricted_mana:
            # "you don't lose this mana as steps and phases end" (rules/kept_mana.py, CR 500.4, 514.2)
            staying = kept_mana.kept_as_step_ends(game, player) if player.kept_mana is not None else {}
            lost_amounts = {kind: count - staying.get(kind, 0) for kind, count in player.mana_pool.amounts().items()}
            lost = format_mana(lost_amounts)
            pool = player.mana_pool
            for kind in ("W", "U", "B", "R", "G", "C"):
                set_field(pool, kind, staying.get(kind, 0))  # as `setattr` does it, without pydantic's two calls
            snow_mana.clamp(player)  # s25-khc: what of the snow mana stays (CR 107.4h, 500.4)
            restricted = restricted_mana.empty_restricted(game, player)  # CR 500.4, 106.6
            if not lost and not restricted:
                continue  # all of it kept
            game.emit("mana_emptied", [cr("500.4"), *([cr("514.2")] if staying else [])], player=player.id, lost=lost,
                      **({"restricted_lost": restricted} if restricted else {}),
                      **({"kept": format_mana(staying)} if staying else {}))


def _begin_new_turn(game: Game) -> None:
    state = game.state
    active = game.player(state.active_player)
    # CR 502.2 needs the previous turn's active player's spell count, so keep it.
    # the engine's own values (a turn number, a player id and a count of the validated state): built and set
    # without validation or pydantic's `__setattr__` (`constructed`, `set_field`: every new turn)
    previous = constructed(PreviousTurn, turn=state.turn, active_player=active.id, spells_cast=active.spells_cast_this_turn)
    set_field(state, "previous_turn", previous)
    others_cast: dict[str, int] = {}  # s24-isd: "if a player cast two or more spells last turn" (CR 601.2i)
    order = [p for p in state.players if not p.has_lost or p.id == active.id]
    next_index = (order.index(active) + 1) % len(order)
    following = order[next_index].id
    if state.extra_turns or state.extra_turns_after is not None:  # CR 500.7 (rules/extra_turns.py)
        following = next_active_player(game, [p.id for p in order])
    set_field(state, "turn", state.turn + 1)
    set_field(state, "active_player", following)
    if state.turn_began:  # after an extra turn: who began a turn when (rules/extra_turns.py, CR 302.6)
        state.turn_began = {**state.turn_began, following: state.turn}
    for player in state.players:  # each count back to 0 (set only when not 0: a model's __setattr__ is costly)
        if player.spells_cast_this_turn:
            if player is not active:
                others_cast[player.id] = player.spells_cast_this_turn
            set_field(player, "spells_cast_this_turn", 0)
        if player.lands_played:
            player.lands_played = 0
        if player.land_drops_given_up:
            player.land_drops_given_up = 0
        if player.additional_land_plays_this_turn:  # s16-curses: "this turn" ends (CR 305.2)
            player.additional_land_plays_this_turn = 0
        if player.damage_dealt_this_turn:
            player.damage_dealt_this_turn = 0  # "the damage dealt to you this turn" (rules/damage_this_turn.py)
        # rules/life_this_turn.py and rules/expend.py count "this turn" (each set only when not 0 already)
        if player.life_gained_this_turn:
            player.life_gained_this_turn = 0
        if player.life_lost_this_turn:
            player.life_lost_this_turn = 0
        if player.mana_spent_on_spells_this_turn:
            player.mana_spent_on_spells_this_turn = 0
        if player.spells_cast_not_from_hand_this_turn:  # s27-otja (rules/turn_records.py)
            player.spells_cast_not_from_hand_this_turn = 0
    if others_cast:
        set_field(previous, "spells_cast_by_others", others_cast)
    game.emit("turn_began", [cr("500.1")], turn=state.turn, active_player=state.active_player,
              previous_turn=previous.model_dump(mode="json"))


def advance_one_step(game: Game) -> None:
    """End the current step (its hooks, then mana empties) and begin the next one that isn't skipped."""
    # `state.step._value_`: the Step's string without the `value` descriptor (a Python call in 3.11)
    state = game.state
    for hook in registry.step_end[state.step].active(game):
        hook(game)
    _empty_mana_pools(game)
    by_event = game.active_hooks.get(registry.step_repeats._events_key)  # `active_for_event`'s first lines
    repeaters = by_event.get(state.step._value_) if by_event is not None else None
    if repeaters is None:
        repeaters = registry.step_repeats.active_for_event(game, state.step._value_)
    repeats = any(repeat(game, state.step) for repeat in repeaters) if repeaters else False  # most steps: none
    while not repeats:
        index = STEP_ORDER.index(state.step)
        # `set_field`: as the model's `__setattr__` does it, without its two Python calls (every step)
        if state.step is Step.CLEANUP:
            _begin_new_turn(game)
            set_field(state, "step", Step.UNTAP)
        else:  # `set_field`, inlined (every step)
            state.__dict__["step"] = STEP_ORDER[index + 1]
            state.__pydantic_fields_set__.add("step")
        # A skip hook answers True, or the list of citations that say why the step is skipped.
        by_event = game.active_hooks.get(registry.step_skips._events_key)  # `active_for_event`'s first lines
        skips = by_event.get(state.step._value_) if by_event is not None else None
        if skips is None:
            skips = registry.step_skips.active_for_event(game, state.step._value_)
        if not skips:  # most steps: no skip hook, no comprehension to run
            break
        reasons = [reason for skip in skips if (reason := skip(game, state.step))]
        if not reasons:
            break
        cites = [cite for reason in reasons if not isinstance(reason, bool) for cite in reason]
        game.emit("step_skipped", [cr("500.1"), *cites], step=state.step._value_)
    game.emit("step_began", [cr("500.1")], turn=state.turn, step=state.step._value_, active_player=state.active_player)
    for hook in registry.step_begin[state.step].active(game):
        hook(game)


def _take_due_action(game: Game, due: tuple[Callable[[Game], bool], ...]) -> bool:
    """A turn-based action of this step still waiting (combat damage waiting for a division, CR
    510.1), given the step's `registry.step_actions_due` hooks: taken now with its defaults, and
    the step goes on."""
    return any(hook(game) for hook in due)


def next_step(game: Game, action: NextStep) -> None:
    # A Step is a str: it finds the hooks registered for its value; none for most steps.
    due = registry.step_actions_due.active_for_event(game, game.state.step)
    if due and _take_due_action(game, due):
        run_checks(game)
        return
    advance_one_step(game)
    run_checks(game, after_step_change=True)


def verify_next_step(game: Game, action: NextStep) -> None:
    _verify_turn_action(game, action.player)


def verify_next_turn(game: Game, action: NextTurn) -> None:
    _verify_turn_action(game, action.player, rest_of_turn=True)


def next_turn(game: Game, action: NextTurn) -> None:
    """The rest of this turn, then the next turn up to its precombat main phase. Stops early (and
    says so) if something goes on the stack on the way, since a step can't end then (CR 500.2)."""
    start_turn = game.state.turn
    while not (game.state.turn > start_turn and game.state.step is Step.PRECOMBAT_MAIN):
        due = registry.step_actions_due.active_for_event(game, game.state.step)
        if due and _take_due_action(game, due):
            run_checks(game)
        else:
            advance_one_step(game)
            run_checks(game, after_step_change=True)
        if game.state.game_over:
            return
        if game.state.stack:
            game.emit("turn_advance_stopped", [cr("500.2")], step=game.state.step.value,
                      reason="an object is on the stack; resolve it, then continue")
            return


def end_the_turn(game: Game) -> None:
    """s29-core: an effect ends the turn (CR 721.1c-d; rules/s29core_end_turn.py, after the stack is exiled): state-based
    actions are checked; the current phase and step end (creatures are removed from combat and "until end of combat"
    effects end: the end of combat step's own ending, 511.3; mana empties, 500.4), and the game skips straight to the
    cleanup step, whose turn-based actions happen (514.1-514.2). During a cleanup step, a new cleanup step begins."""
    state = game.state
    state_based_actions_only(game)  # CR 721.1c
    if state.game_over:
        return
    if state.combat is not None:  # CR 721.1d: removed from combat
        for hook in registry.step_end[Step.END_OF_COMBAT].active(game):
            hook(game)
    _empty_mana_pools(game)  # CR 500.4: the step ends
    index = STEP_ORDER.index(state.step)
    skipped = [step.value for step in STEP_ORDER[index + 1:] if step is not Step.CLEANUP]
    if skipped:
        game.emit("steps_skipped", [cr("721.1d")], steps=skipped)
    set_field(state, "step", Step.CLEANUP)
    game.emit("step_began", [cr("500.1"), cr("721.1d")], turn=state.turn, step=Step.CLEANUP.value,
              active_player=state.active_player)
    for hook in registry.step_begin[Step.CLEANUP].active(game):
        hook(game)


registry.end_the_turn = end_the_turn  # s29-core (rules/s29core_end_turn.py)
registry.register_action("next_step", verify=verify_next_step, apply=next_step)
registry.register_action("next_turn", verify=verify_next_turn, apply=next_turn)
