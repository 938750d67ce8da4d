"""s31-mh: "As ~ enters, choose a [nonland] card name." and "Activated abilities of sources with the chosen name can't be
activated [unless they're mana abilities]." (Pithing Needle, Phyrexian Revoker).

- The name (CR 614.12: a replacement effect that makes the choice as ~ enters; 201.3: a card name, which must be the
  name of a card) is the entering action's `choices.chosen_card_name`: the name of a card the engine knows (of its
  catalog, or a card of the game), not a land card's for "nonland" (a double-faced card's front face decides, CR
  712.8a). It is kept as the permanent's `chosen_name` (607.2a: "the chosen name"); a new object chooses again (400.7).
  Without one the engine chooses deterministically: the first in alphabetical order of the names of the permanents its
  controller's opponents control that qualify, else ~'s own name.
- `chosen_name_cant_activate` (CR 602.5: an effect may forbid activating an ability): while ~ is on the battlefield
  face up, no activated ability of an object with that name can be activated: a permanent's (its name as it is now,
  CR 201.2; a face-down permanent has none, 708.2a), loyalty abilities included (606.3), and a card's in a hand or a
  graveyard (cycling 702.29a, ninjutsu 702.49a, a graveyard or hand ability); unless `except_mana_abilities`, mana
  abilities neither (605.3). Asked only in games with such an ability.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CardDefinition, ChooseAsEntersAbility, ChosenNameCantActivateAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.state import Permanent

_CARD_ZONES = (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE)


def _known(game: Game, name: str) -> CardDefinition | None:
    """The definition of a card named `name` the engine knows: the catalog's, else a card's of this game."""
    found = game.catalog.get(name)
    if found is not None:
        return found
    for permanent in game.state.battlefield:  # a token's name is no card name (CR 201.3)
        if permanent.card is not None and not permanent.is_token and game.definition(permanent.card).name == name:
            return game.definition(permanent.card)
    for player in game.state.players:
        for card in (*player.hand, *player.graveyard, *player.exile, *player.library):
            if game.definition(card.card).name == name:
                return game.definition(card.card)
    return None


def _qualifies(definition: CardDefinition, nonland: bool) -> bool:
    return not nonland or CardType.LAND not in definition.types


def default_name(game: Game, permanent_id: str, controller: str | None, own: str, nonland: bool) -> str:
    """The name chosen when none is given (module doc)."""
    names = sorted({game.definition(p.card).name for p in game.state.battlefield
                    if p.id != permanent_id and p.card is not None and not p.face_down and p.controller != controller
                    and _qualifies(game.definition(p.card), nonland)})
    return names[0] if names else own


def choose(game: Game, permanent: Permanent, ability: ChooseAsEntersAbility) -> None:
    """Keep the name chosen as `permanent` enters (CR 614.12, 201.3)."""
    nonland = ability.choose == "nonland_card_name"
    given = game.choices.chosen_card_name
    own = game.definition(permanent.card).name if permanent.card is not None else ""
    if given is not None:
        definition = _known(game, given)
        if definition is None:
            raise IllegalAction("Not a card name", f"choices.chosen_card_name {given!r} is not the name of a card the "
                                "engine knows", [cr("201.3")])
        if not _qualifies(definition, nonland):
            raise IllegalAction("Not a nonland card name", f"choices.chosen_card_name {given!r} names a land card: "
                                f"{permanent.id} chooses a nonland card name", [cr("201.3"), cr("614.12")])
        game.used_choices.add("chosen_card_name")
    permanent.chosen_name = given or default_name(game, permanent.id, permanent.controller, own, nonland)
    game.emit("s31mh_card_name_chosen", [cr("614.12"), cr("201.3")], permanent=permanent.id,
              name=permanent.chosen_name, chosen=given is not None)


def choice_values(game: Game, item_id: str, controller: str, own: str, nonland: bool) -> tuple[list[str], str]:
    """`pending`'s suggested names (the opponents' qualifying permanents' and ~'s own; any card's name may be given) and
    the default."""
    names = {game.definition(p.card).name for p in game.state.battlefield
             if p.card is not None and not p.face_down and p.controller != controller
             and _qualifies(game.definition(p.card), nonland)}
    return sorted(names | {own}), default_name(game, item_id, controller, own, nonland)


def _banned(game: Game, name: str, purpose: str) -> Refusal | None:
    for source in game.state.battlefield:
        if source.chosen_name != name or source.face_down:
            continue
        for _, ability in abilities_of_kind(game, source, ChosenNameCantActivateAbility):
            if purpose == "mana" and ability.except_mana_abilities:
                continue
            cites = (cr("602.5"), cr("605.3")) if purpose == "mana" else (cr("602.5"),)
            unless = " unless they're mana abilities" if ability.except_mana_abilities else ""
            return Refusal(f"activated abilities of sources named {name!r} can't be activated{unless} ({source.id} "
                           "chose that name)", cites, "Can't be activated")
    return None


def _refusal(game: Game, permanent: Permanent, purpose: str) -> Refusal | None:
    """The permanent's activated ability (`purpose` "ability" / "mana"): refused while its name is a chosen one."""
    if purpose == "crew" or permanent.face_down:  # tapping a creature to crew is no ability of it (702.122a)
        return None
    values = characteristics_of(game, permanent)
    return _banned(game, values.name, purpose) if values is not None and values.name else None


registry.activation_restrictions.add(_refusal, needs=(ChosenNameCantActivateAbility,))


def refuse_card(game: Game, card_id: str, what: str) -> None:
    """Raise when the activated ability of the card `card_id` in a hand, a graveyard or exile (not a permanent) can't
    be activated: its name is a chosen one (CR 602.5); at once in a game without such an ability."""
    if not game_has(game, ChosenNameCantActivateAbility) or game.permanent(card_id) is not None:
        return
    location = game.find_zone_card(card_id, _CARD_ZONES)
    if location is None:
        return
    refusal = _banned(game, game.definition(location.card.card).name, "ability")
    if refusal is not None:
        raise IllegalAction(refusal.title or "Can't be activated", f"{what}: {refusal.reason}", list(refusal.cites))


