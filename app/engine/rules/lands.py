"""Land drops: `play_land` (CR 305.1-305.3, 116.2a) and the playtest land-drop symbol {D}.

Remaining land drops = `land_plays_allowed` - `lands_played` - `land_drops_given_up`
(b166926899abf0cb); effects that raise `land_plays_allowed` raise both. Paying {D} gives one up
(bf87a231575da764: {D} is an additional cost, not mana); you can't give up a land drop you don't
have (b166926899abf0cb) and can never pay {D} when it isn't your turn (1fa87c32944a3bd9).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import PlayLand
from app.engine.citations import LAND_DROP_IS_NOT_MANA, LAND_DROP_NEVER_ON_OTHERS_TURN, LAND_DROPS_REMAINING, cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game, ZoneLocation
from app.engine.rules import (  # free_casting, library_top: s18-castfree
    free_casting,
    graveyard_lands,
    impulse,
    library_top,
)
from app.engine.rules.additional_lands import CITES as ADDITIONAL_CITES
from app.engine.rules.additional_lands import additional_land_plays
from app.engine.rules.layouts import FACE_CITES, land_face, playable_land_face, stored_face
from app.engine.rules.zones import card_in_hand, enter_battlefield
from app.engine.state import Player


def remaining_land_drops(player: Player, game: Game | None = None) -> int:
    """With `game`: counting the additional land plays of its permanents' statics (rules/additional_lands.py)."""
    allowed = player.land_plays_allowed + (additional_land_plays(game, player.id) if game is not None else 0)
    allowed += player.additional_land_plays_this_turn  # s16-curses (rules/additional_land_this_turn.py)
    return max(0, allowed - player.lands_played - player.land_drops_given_up)


def _count(player: Player, game: Game | None = None) -> str:
    allowed = player.land_plays_allowed + (additional_land_plays(game, player.id) if game is not None else 0)
    allowed += player.additional_land_plays_this_turn  # s16-curses (rules/additional_land_this_turn.py)
    return (f"{player.id} can play {allowed} land(s) this turn, has played {player.lands_played} "
            f"and given up {player.land_drops_given_up} land drop(s)")


def verify_land_play_by_effect(game: Game, player_id: str, name: str, cites: tuple[str, ...]) -> Player:
    """A land card an effect lets `player_id` play as it resolves (CR 305.1-305.3): only during their own turn and with
    a land drop left; its timing is the effect's (608.2g). rules/s26tsp_play_exiled.py, rules/s29core_reveal_play.py."""
    player = game.player(player_id)
    if game.state.active_player != player_id:
        raise IllegalAction("Not your turn", f"{player_id} can't play the land {name} during "
                            f"{game.state.active_player}'s turn", [cr("305.3"), *cites])
    if remaining_land_drops(player, game) < 1:
        raise IllegalAction("No land drop remaining", f"{player_id} has no land play left this turn, so {name} can't "
                            "be played", [cr("305.2"), cr("305.3"), *cites])
    return player


def count_land_play_by_effect(game: Game, player: Player, card_id: str, name: str, cites: tuple[str, ...]) -> None:
    """The land play `verify_land_play_by_effect` allowed, counted and told (CR 305.1, 305.2)."""
    player.lands_played += 1
    game.emit("land_played", [cr("305.1"), *cites], player=player.id, card_id=card_id, card=name,
              lands_played=player.lands_played, land_drops_remaining=remaining_land_drops(player, game))


# --- play_land -----------------------------------------------------------------------------


def _land_in_hand(game: Game, action: PlayLand) -> ZoneLocation:
    permitted = impulse.permitted_location(game, action.card, action.player, land=True)  # exiled, may be played (305.9)
    if permitted is not None:
        return permitted
    from_graveyard = graveyard_lands.permitted_location(game, action.card, action.player)  # Crucible (305.1)
    if from_graveyard is not None:
        return from_graveyard
    from_top = library_top.land_location(game, action.card, action.player)  # s18-castfree: CR 305.1
    if from_top is not None:
        return from_top
    return card_in_hand(game, action.card, action.player, verb="play", participle="played", rule="305.1",
                        why="a land is played from its owner's hand")


def verify_play_land(game: Game, action: PlayLand) -> None:
    location = _land_in_hand(game, action)
    player = location.player
    if location.zone is Zone.HAND:
        free_casting.verify_not_from_hand(game, player.id, location.card.id, "play lands")  # s18-castfree (CR 101.2)
    definition = playable_land_face(game, location, action.face)  # a back face (CR 712.11)
    if not definition.has_type(CardType.LAND):
        back = land_face(game.definition(location.card.card)) if action.face is None else None
        hint = f'play its back face with face "{back}"' if back else "cast it instead"
        raise IllegalAction("Not a land", f"{definition.name} is not a land card: {hint}", [cr("305.1")])
    if player.id != game.state.active_player:
        raise IllegalAction("Not your turn", f"{player.id} can't play a land during {game.state.active_player}'s "
                            "turn", [cr("305.3")])
    step = game.state.step
    if not step.is_main_phase:
        raise IllegalAction("Wrong time", f"a land can be played only in its owner's main phase, not in the "
                            f"{step.value} step", [cr("305.1"), cr("116.2a")])
    if game.state.stack:
        raise IllegalAction("Wrong time", "a land can be played only while the stack is empty",
                            [cr("305.1"), cr("116.2a")])
    if remaining_land_drops(player, game) < 1:
        raise IllegalAction("No land drop remaining", f"{_count(player, game)}, so no land drop remains this turn",
                            [LAND_DROPS_REMAINING, cr("305.2")])


def play_land(game: Game, action: PlayLand) -> None:
    location = _land_in_hand(game, action)
    player = location.player
    face = stored_face(action.face)
    definition = playable_land_face(game, location, face)
    card = location.cards.pop(location.index)
    from_zone = location.zone
    if from_zone is Zone.EXILE:
        impulse.use_permission(game, card.id)  # played from exile as the land drop (CR 305.9)
    player.lands_played += 1
    game.emit("land_played", [cr("305.1"), cr("116.2a"), LAND_DROPS_REMAINING, *FACE_CITES[face],
                              *(impulse.LAND_CITES if from_zone is Zone.EXILE else ()),
                              *(graveyard_lands.CITES if from_zone is Zone.GRAVEYARD else ()),
                              *(library_top.LAND_CITES if from_zone is Zone.LIBRARY else ()),  # s18-castfree
                              *(ADDITIONAL_CITES if additional_land_plays(game, player.id) else ())], player=player.id,
              card_id=card.id, card=definition.name, lands_played=player.lands_played,
              land_drops_remaining=remaining_land_drops(player, game), **({"face": face} if face else {}))
    enter_battlefield(game, card.card, card.id, player.id, player.id, was_cast=False, from_zone=from_zone, face=face)


registry.register_action("play_land", verify=verify_play_land, apply=play_land)


# --- {D}: give up a land drop ----------------------------------------------------------------


def verify_land_drop_cost(game: Game, player: Player, what: str, count: int = 1) -> None:
    if player.id != game.state.active_player:
        raise IllegalAction("Can't pay {D}", f"{{D}} for {what} can never be paid when it isn't your turn "
                            f"(it is {game.state.active_player}'s turn)",
                            [LAND_DROP_NEVER_ON_OTHERS_TURN, LAND_DROP_IS_NOT_MANA, cr("305.3")])
    remaining = remaining_land_drops(player, game)
    if remaining < count:
        raise IllegalAction("Can't pay {D}", f"{{D}} for {what} needs {count} land drop(s) to give up, but "
                            f"{_count(player, game)}, so {remaining} remain(s)",
                            [LAND_DROPS_REMAINING, LAND_DROP_IS_NOT_MANA, cr("305.2")])


def pay_land_drop_cost(game: Game, player: Player, what: str, count: int = 1) -> None:
    verify_land_drop_cost(game, player, what, count)
    player.land_drops_given_up += count
    game.emit("land_drop_given_up", [LAND_DROP_IS_NOT_MANA, LAND_DROPS_REMAINING], player=player.id, count=count,
              purpose=what, land_drops_given_up=player.land_drops_given_up,
              land_drops_remaining=remaining_land_drops(player, game))


registry.additional_cost_payers["D"] = (verify_land_drop_cost, pay_land_drop_cost)
