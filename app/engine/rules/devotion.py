"""Devotion (s17-tailf; CR 700.5): "your devotion to <color>" is the number of mana symbols of that color among the
mana costs of permanents you control. A hybrid symbol ({W/U}, {2/W}) or a Phyrexian one ({W/P}) of that color
counts (700.5a); a devotion to two colors counts each symbol of either color once (700.5); generic, colorless and snow symbols never count; a
permanent without a mana cost (a token that isn't a copy, a face-down permanent, a land) adds nothing (202.1).

The `Count` "devotion_<letter>" ("devotion_B": your devotion to black) is counted for the player who controls the
spell or ability as it resolves (608.2h) from each permanent's mana cost as the layers make it (a copy's is
the copied object's, 707.2). Beside it, the `Count` "opponents": "the number of opponents you have" (CR 102.2),
the opponents of that player still in the game (104.3a)."""

from __future__ import annotations

from app.engine.characteristics import characteristics_of, current_face
from app.engine.game import Game

DEVOTION = "devotion_"
OPPONENTS = "opponents"  # "the number of opponents you have" (CR 102.2; 104.3a: a player who lost is no opponent)


def symbols_of(colors: str, mana_cost: str | None) -> int:
    """How many mana symbols of `mana_cost` ("{2}{B}{B/G}") are of one of `colors` ("B") (CR 700.5)."""
    if not mana_cost:
        return 0
    count = 0
    for symbol in mana_cost.replace("{", "").split("}"):
        letters = symbol.split("/")
        if any(letter in colors for letter in letters if len(letter) == 1 and letter in "WUBRG"):
            count += 1
    return count


def devotion(game: Game, player: str | None, value: str) -> int:
    """`player`'s devotion to the colors of `value` ("devotion_B"): the symbols of those colors among the mana
    costs of the permanents they control (CR 700.5); for `OPPONENTS`, how many opponents they have in the game."""
    if value == OPPONENTS:
        return len(game.opponents(player)) if player is not None else 0
    colors = value.removeprefix(DEVOTION)
    total = 0
    for permanent in game.state.battlefield:
        if permanent.controller != player:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None:
            total += symbols_of(colors, characteristics.mana_cost)
    return total


def devotion_of_faces(game: Game, player: str | None, colors: str) -> int:
    """`player`'s devotion to `colors` ("RG") read from each permanent's face rather than its computed
    characteristics (a copy's face is the copied one, 707.2; a face-down permanent has no mana cost, 708.2): for a
    layer that itself decides characteristics (a characteristic-defining ability, s20-cda; a god that isn't a
    creature, s26-std), so that computing devotion never asks for the characteristics being computed (CR 700.5)."""
    total = 0
    for permanent in game.state.battlefield:
        if permanent.controller == player and not permanent.face_down and permanent.card is not None:
            total += symbols_of(colors, current_face(game, permanent).mana_cost)
    return total
