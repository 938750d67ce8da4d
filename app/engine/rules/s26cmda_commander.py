"""s26-cmda (docs/oracle-s26-cmda.md): the lines of Commander cards that name "your commander" or "a commander".

- "{T}: Add one mana of any color in your commander's color identity." (a mana ability's `add` "commander_identity",
  rules/mana_abilities.py): one mana of a color in the color identity of its controller's commander (CR 903.4: the
  colors of the mana symbols in the card's mana cost and rules text, plus its color indicator's; 903.4d: both faces).
  With two commanders (partner), their combined color identity (CR 702.124c). A player without a commander (or a
  game that isn't a Commander game) has no commander's color identity: the quality is undefined and the ability adds
  no mana (CR 903.4f, 106.5).
- A card's color identity: its definition's `color_identity` when given (the reader gives it for a legendary card
  whose rules text shows mana symbols of colors its mana cost and color indicator don't), else the colors of the mana
  symbols of its mana cost, of its abilities as the definition writes them, and its color indicator, on every face.
  Established before the game (CR 903.4a): the card's definition, not its characteristics now.
- "If you control a commander, you may cast ~ without paying its mana cost." (`alternative_cost` with
  `if_you_control_a_commander`, CR 118.9): only while the caster controls a permanent on the battlefield that is a
  commander, anyone's (CR 903.3d, 903.3).
"""

from __future__ import annotations

import re
from typing import Any

from app.engine.cards import AlternativeCostAbility, CardDefinition
from app.engine.citations import cr
from app.engine.enums import COLOR_ORDER, PLAYER_ZONES, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import CardRef

_SYMBOL = re.compile(r"\{([^{}]*)\}")
_ZONES = (*PLAYER_ZONES, Zone.COMMAND)


def _symbol_colors(text: str | None) -> set[str]:
    """The colors the mana symbols of `text` show: a hybrid or Phyrexian symbol each of its color letters."""
    return {letter for symbol in _SYMBOL.findall(text or "") for letter in symbol.upper() if letter in COLOR_ORDER}


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return []


def _derive_identity(definition: CardDefinition) -> frozenset[str]:
    if definition.color_identity is not None:
        return frozenset(color.value for color in definition.color_identity)
    faces = [definition, *(definition.faces or ()), *((definition.back_face,) if definition.back_face else ())]
    colors: set[str] = set()
    for face in faces:  # CR 903.4d-e: every face counts
        colors |= _symbol_colors(face.mana_cost) | {color.value for color in face.colors or ()}
        colors |= {letter for text in _strings(face.model_dump(mode="json")["abilities"])
                   for letter in _symbol_colors(text)}
    return frozenset(colors)


def color_identity(game: Game, definition: CardDefinition) -> frozenset[str]:
    """A card's color identity (CR 903.4, module doc), memoised per definition."""
    found: frozenset[str] = game.definition_fact(definition, "s26cmda_color_identity", _derive_identity)
    return found


def _card_of(game: Game, card_id: str) -> CardRef | None:
    """The card with this id wherever it is (a commander keeps its designation in every zone, CR 903.3)."""
    permanent = game.permanent(card_id)
    if permanent is not None:
        return permanent.card
    spell = game.stack_object(card_id)
    if spell is not None:
        return spell.card
    location = game.find_zone_card(card_id, _ZONES)
    return location.card.card if location is not None else None


def commanders_identity(game: Game, player_id: str | None) -> frozenset[str] | None:
    """The combined color identity of the player's commanders (CR 903.4, 702.124c), or None when it is undefined: not
    a Commander game, or the player has no commander (CR 903.4f)."""
    if game.state.format != "commander":
        return None
    player = next((p for p in game.state.players if p.id == player_id), None)
    if player is None or not player.commanders:
        return None
    colors: set[str] = set()
    for card_id in player.commanders:
        card = _card_of(game, card_id)
        if card is not None:
            colors |= color_identity(game, game.definition(card))
    return frozenset(colors)


def identity_cites(game: Game, player_id: str | None) -> list[str]:
    """The cites of a "your commander's color identity" mana ability's production (CR 903.4f when undefined)."""
    if commanders_identity(game, player_id) is None:
        return [cr("903.4"), cr("903.4f")]
    return [cr("903.4"), cr("702.124c")] if len(game.player(player_id).commanders) > 1 else [cr("903.4")]


def controls_a_commander(game: Game, player_id: str) -> bool:
    """CR 903.3d: the player controls a permanent on the battlefield that is a commander (anyone's)."""
    if game.state.format != "commander":
        return False
    commanders = {card_id for player in game.state.players for card_id in player.commanders}
    return any(p.id in commanders and p.controller == player_id for p in game.state.battlefield)


def controls_your_commander(game: Game, player_id: str) -> bool:
    """s33-cmd, CR 903.3: the player controls a commander they own (one of their `commanders`) on the battlefield
    (lieutenant's "if you control your commander")."""
    if game.state.format != "commander":
        return False
    own = game.player(player_id).commanders
    return any(p.id in own and p.controller == player_id for p in game.state.battlefield)


def verify_commander_condition(game: Game, player: str, definition: CardDefinition,
                               ability: AlternativeCostAbility) -> None:
    """The alternative cost "If you control a commander, you may cast ~ without paying its mana cost." (CR 118.9)."""
    if ability.if_you_control_a_commander and not controls_a_commander(game, player):
        raise IllegalAction(
            "Condition not met",
            f"{definition.name} may be cast without paying its mana cost only if {player} controls a commander",
            [cr("118.9"), cr("903.3d")],
        )

