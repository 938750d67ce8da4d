"""The turn-based actions of the untap, draw and cleanup steps (CR 502.3 untap, 504.1 draw, 514.1
discard to maximum hand size, then 514.2 damage removed and "until end of turn" effects ended;
514.3a another cleanup step when something happened in one). Moving from step to step is the
game loop's (`app/engine/loop/steps.py`), which runs these hooks. The untap step's day/night
check (CR 502.2) is registered by `rules/day_night.py` as a `step_begin[UNTAP]` hook ordered
before the untap itself (502.3).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.s24emn_madness import put_discarded  # s24-emn
from app.engine.rules.stun_counters import stunned_instead
from app.engine.rules.while_tapped import untaps_this_step
from app.engine.rules.zones import draw_cards
from app.engine.state import Permanent

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
            if stunned_instead(game, permanent):  # a stun counter removed instead (CR 122.1d)
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
    put_discarded(game, player, discarded)  # s24-emn: a card with madness is exiled instead (CR 702.35a)
    game.emit("discarded", [cr("514.1"), cr("402.2")], player=player.id, cards=[card.id for card in discarded],
              hand_size=len(player.hand), chosen=chosen is not None)


def cleanup(game: Game) -> None:
    """CR 514.2: then damage is removed and "until end of turn" effects end, at the same time."""
    for permanent in game.state.battlefield:
        if permanent.damage or permanent.effects:
            end_turn_effects(game, permanent, remove_damage=True)
    for permanent in game.state.phased_out:  # s32-stda: a phased-out permanent's effects end too (CR 702.26e)
        if permanent.effects:
            end_turn_effects(game, permanent, remove_damage=False)


def end_turn_effects(game: Game, permanent: Permanent, remove_damage: bool) -> None:
    """CR 514.2: `permanent`'s "until end of turn" effects end (and its damage is removed, unless `remove_damage` is
    false: a phased-out permanent is treated as though it doesn't exist, CR 702.26b, but its effects end, 702.26e)."""
    damage = permanent.damage if remove_damage else 0
    # only "until end of turn" effects end here: not "for as long as ... remains tapped" (CR 611.2b,
    # rules/while_tapped.py) nor "until your next upkeep" (rules/until_next_upkeep.py)
    lasting = [e for e in permanent.effects if e.duration != "end_of_turn"]
    if not damage and len(lasting) == len(permanent.effects):
        return
    game.emit("cleanup", [cr("514.2"), *([] if remove_damage else [cr("702.26e")])], permanent=permanent.id,
              damage_removed=damage, effects_ended=len(permanent.effects) - len(lasting))
    permanent.damage -= damage
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

