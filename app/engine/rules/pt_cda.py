"""Characteristic-defining abilities that set power and/or toughness (CR 604.3, layer 7a CR
613.4a): `pt_equal_to_count`, "<this>'s power [and toughness] is equal to the number of
<counted>" [plus N] (Keldon Warlord, Nightmare, Plague Rats, Lhurgoyf). They work in every zone
(604.3); the engine computes them on the battlefield and the stack.

A creature whose power or toughness is `*` (or missing) with no such ability the engine models
is never played as 0/0 (which would die citing 704.5f): a state holding one on the battlefield or
stack is refused (app/engine/validation.py, via `CardDefinition.undefined_power_toughness`), and
so is casting one or putting one onto the battlefield (CR 208.2).

What is counted is read from each object's face (its printed types, subtypes and name; a
face-down permanent is a nameless creature, CR 708.2): the engine has no type-changing effects,
and two such abilities counting each other then never loop.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CardDefinition, PtEqualToCountAbility
from app.engine.characteristics import current_face, with_changeling
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.devotion import devotion_of_faces
from app.engine.rules.party import largest_party
from app.engine.rules.zones import Entering
from app.engine.state import Characteristics, Permanent, StackObject, ZoneCard

_KIND_OF_COUNT = {
    "lands_you_control": CardType.LAND.value, "creatures_you_control": CardType.CREATURE.value,
    "artifacts_you_control": CardType.ARTIFACT.value, "permanents_you_control": None,
    "creatures": CardType.CREATURE.value,
    "enchantments_you_control": CardType.ENCHANTMENT.value,  # s23-ori
    "creatures_opponents_control": CardType.CREATURE.value,  # s24-isd: the other players' (CR 102.2)
    "permanents": None,  # s24-core: every permanent on the battlefield (with `card_types`: of those types)
}


def _face_of(game: Game, permanent: Permanent) -> tuple[list[str], list[str], str | None]:
    if permanent.face_down or permanent.card is None:
        return [CardType.CREATURE.value], [], None
    face = current_face(game, permanent)
    # s20-cda: changeling is every creature type in every zone (CR 702.73a, 604.3): "Knights you control"
    return [t.value for t in face.types], with_changeling(face), face.name


def _matches(ability: PtEqualToCountAbility, subtypes: list[str], name: str | None, own_name: str) -> bool:
    if ability.subtype is not None and ability.subtype not in subtypes:
        return False
    if ability.not_subtype is not None and ability.not_subtype in subtypes:
        return False
    return not ability.same_name or name == own_name


def count(game: Game, ability: PtEqualToCountAbility, controller: str | None, own_name: str) -> int:
    counted = ability.count
    if counted in _S20CDA_COUNTS:  # s20-cda (below)
        return _S20CDA_COUNTS[counted](game, ability, controller)
    if counted in _KIND_OF_COUNT:
        wanted = _KIND_OF_COUNT[counted]
        total = 0
        for permanent in game.state.battlefield:
            if counted == "creatures_opponents_control":  # s24-isd
                if permanent.controller in (None, controller):
                    continue
            elif counted not in ("creatures", "permanents") and permanent.controller != controller:
                continue
            types, subtypes, name = _face_of(game, permanent)
            if ability.supertype is not None and not s24mh1_has_supertype(game, permanent, ability.supertype):
                continue  # s24-mh1: "snow permanents you control" (CR 205.4g)
            if (wanted is None or wanted in types) and _matches(ability, subtypes, name, own_name) and (
                ability.card_types is None or any(kind.value in types for kind in ability.card_types)
            ):  # s17-neo: "for each artifact and/or enchantment you control" (CR 205.2a)
                total += 1
        return total
    if counted == "cards_in_your_hand":
        piles = [game.player(controller).hand]
    elif counted == "cards_in_opponents_hands":  # s31-stdbb: every other player's hand (CR 402.1, 102.2)
        piles = [player.hand for player in game.state.players if player.id != controller]
    elif counted in ("cards_in_your_graveyard", "creature_cards_in_your_graveyard"):
        piles = [game.player(controller).graveyard]
    elif counted in ("creature_cards_in_opponents_graveyards",  # s26-core: every other player's (CR 102.2, 404.1)
                     "cards_in_opponents_graveyards"):  # s27-fdnb
        piles = [player.graveyard for player in game.state.players if player.id != controller]
    else:
        piles = [player.graveyard for player in game.state.players]
    creatures_only = counted.startswith("creature_cards")
    return sum(1 for pile in piles for card in pile if _card_counts(game, card, ability, creatures_only, own_name))


def _card_counts(game: Game, card: ZoneCard, ability: PtEqualToCountAbility, creatures_only: bool,
                 own_name: str) -> bool:
    definition = game.definition(card.card)
    if creatures_only and not definition.has_type(CardType.CREATURE):
        return False
    if ability.card_types is not None and not any(definition.has_type(kind) for kind in ability.card_types):
        return False  # "instant and sorcery cards": a card having either type (CR 205.2a)
    return _matches(ability, definition.subtypes, definition.name, own_name)


def defined_power_toughness(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    if obj.face_down or obj.card is None or (game.characteristics_cacheable and isinstance(obj, Permanent)):
        return  # face down: no abilities; reused permanents: none has such an ability (rules/static_pump.py)
    face = current_face(game, obj)
    for ability in face.abilities:
        if isinstance(ability, PtEqualToCountAbility):
            # s20-cda: a card in a hand, library, graveyard or exile counts for its owner (below)
            controller = obj.controller if obj.controller is not None else owner_of_card(game, obj)
            number = count(game, ability, controller, face.name) + ability.plus
            if ability.sets in ("power", "both"):
                characteristics.power = number
            if ability.sets in ("toughness", "both"):
                characteristics.toughness = number


def refuse_undefined_power_toughness(definition: CardDefinition, what: str) -> None:
    """Refuse to bring a creature whose power or toughness the engine can't know into play."""
    reason = definition.undefined_power_toughness()
    if reason is not None:
        raise IllegalAction("Not modelled", f"{what}: {reason}", [cr("208.2"), cr("604.3")])


def _entering_needs_power_toughness(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    if permanent.face_down or permanent.card is None:
        return  # a face-down permanent is a 2/2 (CR 708.2)
    refuse_undefined_power_toughness(current_face(game, permanent), f"{permanent.id} can't enter the battlefield")


def s24mh1_has_supertype(game: Game, permanent: Permanent, supertype: str) -> bool:
    """s24-mh1: whether the permanent's face has the supertype (CR 205.4a; a face-down permanent has none, 708.2)."""
    return not permanent.face_down and permanent.card is not None and supertype in current_face(game, permanent).supertypes


registry.characteristic_layers.add(defined_power_toughness, order=70)
registry.layers_idle_while_cacheable.add(defined_power_toughness)
registry.characteristics_cache_safe.add(defined_power_toughness)  # with the veto of rules/static_pump.py
registry.layers_keeping_types.add(defined_power_toughness)  # power and toughness only (CR 604.3, 613.4a)
# After the face is settled (Werewhat's back face at 10, entering transformed at night at 50).
registry.enters_replacements.add(_entering_needs_power_toughness, order=55)


# --- s20-cda ---
# More counts of a characteristic-defining ability (CR 604.3, layer 7a 613.4a), each read from the
# counted objects' faces as above (so two such abilities counting each other never loop).


def owner_of_card(game: Game, obj: Permanent | StackObject) -> str | None:
    """The player "you" is for a card outside the battlefield and the stack (CR 109.5: its owner): a
    characteristic-defining ability works in every zone (604.3), so a creature card in a graveyard or a
    hand has the power its ability gives it for its owner. Asked only for a card with such an ability."""
    owner = getattr(obj, "owner", None)
    if owner is not None:
        return str(owner)
    location = game.find_zone_card(obj.id)
    return None if location is None else location.player.id


def _devotion(game: Game, ability: PtEqualToCountAbility, controller: str | None) -> int:
    """"your devotion to red" (CR 700.5): the mana symbols of those colors among the mana costs of the
    permanents `controller` controls (700.5a: hybrid and Phyrexian symbols of the color count), read from
    each permanent's face (a copy's face is the copied one, 707.2; a face-down permanent has no cost, 708.2)."""
    return devotion_of_faces(game, controller, ability.colors or "")  # s26-std: shared with rules/s26std_god_devotion.py


def _faces_controlled(game: Game, controller: str | None, card_type: CardType) -> list[tuple[list[str], str | None]]:
    """The subtypes and name of each permanent of `card_type` `controller` controls, read from its face."""
    found = []
    for permanent in game.state.battlefield:
        if permanent.controller == controller:
            types, subtypes, name = _face_of(game, permanent)
            if card_type.value in types:
                found.append((subtypes, name))
    return found


def _party(game: Game, ability: PtEqualToCountAbility, controller: str | None) -> int:
    """"the number of creatures in your party" (CR 700.8, 700.8c): the largest party among the creatures
    `controller` controls, their types read from their faces (changeling: every type, 702.73a)."""
    return largest_party([subtypes for subtypes, _ in _faces_controlled(game, controller, CardType.CREATURE)])


def _differently_named_lands(game: Game, ability: PtEqualToCountAbility, controller: str | None) -> int:
    """"the number of differently named lands you control" (CR 201.2: lands with the same name count once)."""
    return len({name for _, name in _faces_controlled(game, controller, CardType.LAND)})


def _card_types_among(game: Game, piles: list[list[ZoneCard]]) -> int:
    """"the number of card types among cards in ..." (CR 205.2a; a split card has both halves' types, 709.4)."""
    kinds: set[CardType] = set()
    for pile in piles:
        for card in pile:
            kinds.update(game.definition(card.card).types)
    return len(kinds)


def _card_types_in_your_graveyard(game: Game, ability: PtEqualToCountAbility, controller: str | None) -> int:
    return _card_types_among(game, [game.player(controller).graveyard]) if controller is not None else 0


def _card_types_in_opponents_graveyards(game: Game, ability: PtEqualToCountAbility, controller: str | None) -> int:
    """Among the cards of every opponent's graveyard together (CR 102.2; a player who left has none, 800.4a)."""
    return _card_types_among(game, [player.graveyard for player in game.opponents(controller)]) if controller else 0


def _owned_in_exile_and_graveyard(game: Game, ability: PtEqualToCountAbility, controller: str | None) -> int:
    """"the total number of instant and sorcery cards you own in exile and in your graveyard" (CR 108.3:
    the cards of a player's exile and graveyard here are the ones they own; 205.2a: either type)."""
    if controller is None:
        return 0
    player = game.player(controller)
    return sum(1 for pile in (player.exile, player.graveyard) for card in pile
               if _card_counts(game, card, ability, False, ""))


def s35tdm_card_types_in_all_graveyards(game: Game, ability: PtEqualToCountAbility, controller: str | None) -> int:
    """s35-tdm: "the number of card types among cards in all graveyards" (CR 205.2a; every player's graveyard
    together, 404.1)."""
    return _card_types_among(game, [player.graveyard for player in game.state.players])


def s35tdm_nonland_permanents_you_control(game: Game, ability: PtEqualToCountAbility, controller: str | None) -> int:
    """s35-tdm: "the number of nonland permanents you control" (CR 110.4: every permanent without the type land,
    read from its face as this module reads every permanent)."""
    return sum(1 for permanent in game.state.battlefield if permanent.controller == controller
               and CardType.LAND.value not in _face_of(game, permanent)[0])


def s35tdm_nonbasic_lands_opponents_control(game: Game, ability: PtEqualToCountAbility, controller: str | None) -> int:
    """s35-tdm: "the number of nonbasic lands your opponents control" (CR 205.4c: a land without the supertype basic;
    every other player's, 102.2)."""
    return sum(1 for permanent in game.state.battlefield
               if permanent.controller not in (None, controller)
               and CardType.LAND.value in _face_of(game, permanent)[0]
               and not s24mh1_has_supertype(game, permanent, "Basic"))


def s35tdm_cards_drawn_this_turn(game: Game, ability: PtEqualToCountAbility, controller: str | None) -> int:
    """s35-tdm: "the number of cards you've drawn this turn" (CR 121.1; rules/turn_records.py's record)."""
    return game.player(controller).cards_drawn_this_turn if controller is not None else 0


_S20CDA_COUNTS = {
    "devotion": _devotion, "party_size": _party, "differently_named_lands_you_control": _differently_named_lands,
    "card_types_in_your_graveyard": _card_types_in_your_graveyard,
    "card_types_in_opponents_graveyards": _card_types_in_opponents_graveyards,
    "cards_you_own_in_exile_and_graveyard": _owned_in_exile_and_graveyard,
    "card_types_in_all_graveyards": s35tdm_card_types_in_all_graveyards,  # s35-tdm
    "nonland_permanents_you_control": s35tdm_nonland_permanents_you_control,  # s35-tdm
    "nonbasic_lands_opponents_control": s35tdm_nonbasic_lands_opponents_control,  # s35-tdm
    "cards_drawn_this_turn": s35tdm_cards_drawn_this_turn,  # s35-tdm
}
