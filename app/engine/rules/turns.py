"""Turn structure: `next_step` and `next_turn` (CR 500-514), and the turn-based actions of the
untap, draw and cleanup steps (CR 514.1 discard to maximum hand size, then 514.2 damage removed
and "until end of turn" effects ended; 514.3a another cleanup step when something happened in
one). The untap step's day/night check (CR 502.2) is registered by
`rules/day_night.py` as a `step_begin[UNTAP]` hook ordered before the untap itself (502.3).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import NextStep, NextTurn
from app.engine.characteristics import is_creature
from app.engine.citations import cr
from app.engine.enums import STEP_ORDER, Step, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.mana import format_mana
from app.engine.rules.while_tapped import untaps_this_step
from app.engine.rules.zones import draw_cards, place_in_zone
from app.engine.state import Permanent, PreviousTurn


def _verify_turn_action(game: Game, player: str | None) -> None:
    if player is not None and player != game.state.active_player:
        game.player(player)
    if game.state.stack:
        raise IllegalAction("Stack not empty", "a step can't end while objects are on the stack; resolve them first",
                            [cr("500.2")])


def _empty_mana_pools(game: Game) -> None:
    for player in game.state.players:
        if player.mana_pool.total():
            lost = format_mana(player.mana_pool.amounts())
            for kind in ("W", "U", "B", "R", "G", "C"):
                setattr(player.mana_pool, kind, 0)
            game.emit("mana_emptied", [cr("500.4")], player=player.id, lost=lost)


def _begin_new_turn(game: Game) -> None:
    state = game.state
    active = game.player(state.active_player)
    # CR 502.2 needs the previous turn's active player's spell count, so keep it.
    state.previous_turn = PreviousTurn(turn=state.turn, active_player=active.id, spells_cast=active.spells_cast_this_turn)
    order = [p for p in state.players if not p.has_lost or p.id == active.id]
    next_index = (order.index(active) + 1) % len(order)
    state.turn += 1
    state.active_player = order[next_index].id
    for player in state.players:  # each count back to 0 (set only when not 0: a model's __setattr__ is costly)
        if player.spells_cast_this_turn:
            player.spells_cast_this_turn = 0
        if player.lands_played:
            player.lands_played = 0
        if player.land_drops_given_up:
            player.land_drops_given_up = 0
        if player.damage_dealt_this_turn:
            player.damage_dealt_this_turn = 0  # "the damage dealt to you this turn" (rules/damage_this_turn.py)
    game.emit("turn_began", [cr("500.1")], turn=state.turn, active_player=state.active_player,
              previous_turn=state.previous_turn.model_dump(mode="json"))


def advance_one_step(game: Game) -> None:
    """End the current step (its hooks, then mana empties) and begin the next one that isn't skipped."""
    state = game.state
    for hook in registry.step_end[state.step].active(game):
        hook(game)
    _empty_mana_pools(game)
    repeats = any(repeat(game, state.step) for repeat in registry.step_repeats.active_for_event(game, state.step.value))
    while not repeats:
        index = STEP_ORDER.index(state.step)
        if state.step is Step.CLEANUP:
            _begin_new_turn(game)
            state.step = Step.UNTAP
        else:
            state.step = STEP_ORDER[index + 1]
        # A skip hook answers True, or the list of citations that say why the step is skipped.
        reasons = [reason for skip in registry.step_skips.active_for_event(game, state.step.value) if (reason := skip(game, state.step))]
        if not reasons:
            break
        cites = [cite for reason in reasons if not isinstance(reason, bool) for cite in reason]
        game.emit("step_skipped", [cr("500.1"), *cites], step=state.step.value)
    game.emit("step_began", [cr("500.1")], turn=state.turn, step=state.step.value, active_player=state.active_player)
    for hook in registry.step_begin[state.step].active(game):
        hook(game)


def next_step(game: Game, action: NextStep) -> None:
    from app.engine.resolve import run_checks  # the same checks as after each action

    advance_one_step(game)
    run_checks(game, after_step_change=True)


def verify_next_step(game: Game, action: NextStep) -> None:
    _verify_turn_action(game, action.player)


def verify_next_turn(game: Game, action: NextTurn) -> None:
    _verify_turn_action(game, action.player)


def next_turn(game: Game, action: NextTurn) -> None:
    """The rest of this turn, then the next turn up to its precombat main phase. Stops early (and
    says so) if something goes on the stack on the way, since a step can't end then (CR 500.2)."""
    from app.engine.resolve import run_checks

    start_turn = game.state.turn
    while not (game.state.turn > start_turn and game.state.step is Step.PRECOMBAT_MAIN):
        advance_one_step(game)
        run_checks(game, after_step_change=True)
        if game.state.game_over:
            return
        if game.state.stack:
            game.emit("turn_advance_stopped", [cr("500.2")], step=game.state.step.value,
                      reason="an object is on the stack; resolve it, then continue")
            return


registry.register_action("next_step", verify=verify_next_step, apply=next_step)
registry.register_action("next_turn", verify=verify_next_turn, apply=next_turn)


# --- turn-based actions --------------------------------------------------------------------


def untap_permanents(game: Game) -> None:
    """CR 502.3: the active player untaps their permanents (after the day/night check, 502.2)."""
    untapped = []
    for permanent in game.state.battlefield:
        if permanent.controller == game.state.active_player and permanent.tapped:
            # "doesn't untap during its controller's untap step" (rules/untap_restrictions.py)
            if any(restriction(game, permanent) for restriction in registry.untap_restrictions):
                continue
            if not untaps_this_step(game, permanent):  # "You may choose not to untap ~" (rules/while_tapped.py)
                continue
            permanent.tapped = False
            untapped.append(permanent.id)
    if untapped:
        game.emit("untapped", [cr("502.3")], player=game.state.active_player, permanents=untapped)


def draw_for_turn(game: Game) -> None:
    """CR 504.1; in a two-player game the starting player skips the first draw (CR 103.8a)."""
    if game.state.turn == 1 and len(game.state.players) == 2:
        game.emit("draw_skipped", [cr("103.8a")], player=game.state.active_player)
        return
    draw_cards(game, game.player(game.state.active_player), 1, (cr("504.1"),))


# CR 402.2: each player's maximum hand size is normally seven cards.
MAXIMUM_HAND_SIZE = 7


def maximum_hand_size(game: Game, player_id: str) -> int:
    """CR 402.2: seven, unless an effect says otherwise (`registry.maximum_hand_size`, the last
    answer wins: rules/hand_size.py)."""
    size = MAXIMUM_HAND_SIZE
    for hook in registry.maximum_hand_size:
        changed = hook(game, player_id)
        if changed is not None:
            size = changed
    return size


def discard_to_hand_size(game: Game) -> None:
    """CR 514.1: first in the cleanup step, the active player with more cards in hand than their
    maximum hand size discards the excess. Which cards: the action's `choices.discard` (exactly
    that many ids of cards in their hand); without it, the last cards of the hand (the most
    recently drawn). The cards go to the graveyard in that order."""
    player = game.player(game.state.active_player)
    maximum = maximum_hand_size(game, player.id)
    excess = len(player.hand) - maximum
    # The choice is for the first cleanup step the action reaches, not a repeated one (514.3a).
    chosen = game.choices.discard if "discard" not in game.used_choices else None
    if excess <= 0:
        if chosen:
            raise IllegalAction("Nothing to discard", f"{player.id} has {len(player.hand)} card(s) in hand, no more than "
                                f"their maximum hand size of {maximum}: choices.discard has nothing to do",
                                [cr("514.1"), cr("402.2")])
        return
    in_hand = {card.id: card for card in player.hand}
    if chosen is None:
        discarded = player.hand[-excess:]
    else:
        game.used_choices.add("discard")
        if len(chosen) != excess or len(set(chosen)) != len(chosen):
            raise IllegalAction("Wrong number of cards to discard", f"{player.id} has {len(player.hand)} cards in hand "
                                f"and discards down to {maximum}: choices.discard must name exactly "
                                f"{excess} different card(s) of their hand, not {len(chosen)}",
                                [cr("514.1"), cr("402.2")])
        missing = [card_id for card_id in chosen if card_id not in in_hand]
        if missing:
            raise IllegalAction("Not in hand", f"choices.discard names {missing[0]!r}, which is not a card in "
                                f"{player.id}'s hand", [cr("514.1")])
        discarded = [in_hand[card_id] for card_id in chosen]
    leaving = {id(card) for card in discarded}
    player.hand = [card for card in player.hand if id(card) not in leaving]
    place_in_zone(player, Zone.GRAVEYARD, discarded)
    game.emit("discarded", [cr("514.1"), cr("402.2")], player=player.id, cards=[card.id for card in discarded],
              hand_size=len(player.hand), chosen=chosen is not None)


def cleanup(game: Game) -> None:
    """CR 514.2: then damage is removed and "until end of turn" effects end, at the same time."""
    for permanent in game.state.battlefield:
        if permanent.damage or permanent.effects:
            # only "until end of turn" effects end here: not "for as long as ... remains tapped" (CR 611.2b,
            # rules/while_tapped.py) nor "until your next upkeep" (rules/until_next_upkeep.py)
            lasting = [e for e in permanent.effects if e.duration != "end_of_turn"]
            if not permanent.damage and len(lasting) == len(permanent.effects):
                continue
            game.emit("cleanup", [cr("514.2")], permanent=permanent.id, damage_removed=permanent.damage,
                      effects_ended=len(permanent.effects) - len(lasting))
            permanent.damage = 0
            permanent.effects = lasting
            game.changed(permanent)


registry.step_begin[Step.UNTAP].add(untap_permanents, order=50)
registry.step_begin[Step.DRAW].add(draw_for_turn)
def _gave_priority(game: Game, event: dict[str, Any], began: dict[str, Any]) -> bool:
    """Whether `event`, during the cleanup step that `began`, shows that players received
    priority: a state-based action (its CR 704 cite), a trigger put on the stack, or an action
    a player took in the step (after the one that began it, before the one ending it)."""
    return (event["type"] == "trigger_put_on_stack" or began["action_index"] < event["action_index"] < game.action_index
            or any(cite.startswith("CR 704.") for cite in event["cites"]))


def cleanup_again(game: Game, step: Step) -> bool:
    """CR 514.3a: if state-based actions were performed or abilities triggered during the cleanup
    step, players received priority, and once they all pass another cleanup step follows. Looks
    at the events since this cleanup step began (none when the posted state starts in it)."""
    if step is not Step.CLEANUP:
        return False
    since: list[dict[str, Any]] = []
    for event in reversed(game.events):
        if event["type"] == "step_began":
            cause = next((e for e in reversed(since) if _gave_priority(game, e, event)), None)
            if cause is None:
                return False
            game.emit("cleanup_step_repeats", [cr("514.3a")], reason=f"{cause['type']} happened during the "
                      "cleanup step, so players received priority: another cleanup step follows")
            return True
        since.append(event)
    return False


registry.step_begin[Step.CLEANUP].add(discard_to_hand_size, order=10)  # CR 514.1 comes before 514.2
registry.step_begin[Step.CLEANUP].add(cleanup)
registry.step_repeats.add(cleanup_again, events=(Step.CLEANUP.value,))


def has_summoning_sickness(game: Game, permanent: Permanent) -> bool:
    """CR 302.6: a creature can't attack or use {T}/{Q} abilities unless its controller has
    controlled it continuously since their most recent turn began. `controlled_since_turn` is
    the turn during which control began (0: since before the game)."""
    state = game.state
    if permanent.controlled_since_turn <= state.turn - len(state.players):
        # Controlled since before the earliest turn start below (at most len(players) - 1 turns
        # back): not sick, whatever it is (asked first: no characteristics needed).
        return False
    if not is_creature(game, permanent):
        return False
    order = [p.id for p in game.players_in_turn_order()]
    turns_back = (len(order) - order.index(permanent.controller)) % len(order) if permanent.controller in order else 0
    most_recent_turn_start = game.state.turn - turns_back
    if permanent.controlled_since_turn < most_recent_turn_start:
        return False
    # Haste (rules/haste.py): summoning sickness doesn't apply to it.
    return not any(exempt(game, permanent) for exempt in registry.summoning_sickness_exemptions)
