"""Turning raw input into models, and checking a state's invariants (design.md §8 `/invalid-state`).

Every problem is collected (never only the first): pydantic's errors with their paths, then
the invariants a model can't express (card names known to the catalog, unique object and
player ids, known player references). The walk over the raw input is tolerant, so it also
runs on input pydantic rejected.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import chain
from operator import attrgetter, itemgetter
from typing import Any

from pydantic import ValidationError

from app.engine.actions import ACTION_LIST_ADAPTER, Action
from app.engine.cards import (
    LAYOUT_FACES,
    CardDefinition,
    ChooseOpponentAbility,
    GrantTriggeredAbility,  # s17-grant
    StepTriggerAbility,
)
from app.engine.enums import PLAYER_ZONES, CardType
from app.engine.errors import InvalidActions, InvalidState
from app.engine.keywords import STRICT_KEYWORDS
from app.engine.state import CARD_REF_TAGS, INLINE_DEFINITIONS, DefinitionMemo, GameState

Error = dict[str, str]


def _path(parts: list[Any] | tuple[Any, ...]) -> str:
    text = ""
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


def _dig(raw: Any, loc: list[Any]) -> Any:
    for part in loc:
        try:
            raw = raw[part]
        except (KeyError, IndexError, TypeError):
            return None
    return raw


def _pydantic_errors(error: ValidationError, raw: Any, prefix: list[Any], tags: tuple[str, ...]) -> list[Error]:
    found: list[Error] = []
    for item in error.errors(include_url=False):
        loc = [part for part in item["loc"] if part not in tags]
        message = str(item["msg"])
        if item["type"] == "greater_than_equal" and item.get("ctx", {}).get("ge") == 0:
            message = f"must not be negative (got {item.get('input')!r})"
        if message.startswith("Value error, "):
            message = message[len("Value error, "):]
        if loc and loc[-1] in ("mana_cost", "negamorph_cost", "cost"):
            owner = _dig(raw, loc[:-1])
            name = owner.get("name") if isinstance(owner, dict) else None
            if isinstance(name, str):
                message = f"card {name!r}: {message}"
        if item["type"] in ("union_tag_invalid", "union_tag_not_found"):
            loc = [*loc, "type"]
        found.append({"path": _path(prefix + loc), "message": message})
    return found


# Where an object sits in a raw state: ("players", index, zone, index), (area, index) or
# (area, index, "back_face_card"); turned into a path (`_at`) only for an error message.
Location = tuple[Any, ...]
_PLAYER_ZONE_NAMES = (*(zone.value for zone in PLAYER_ZONES), "command_zone")  # Commander's too (CR 408)
_PLAYER_ZONE_NAMES += ("sideboard",)  # s17-lm: cards outside the game (CR 400.11a), ids unique too


def _at(location: Location, field: str) -> str:
    if location[0] == "players":
        _, p_index, zone, c_index = location
        return f"players[{p_index}].{zone}[{c_index}].{field}"
    area, index, *merged = location
    if len(merged) == 2:  # s21-mutate: a card merged with a permanent (merged_over / merged_under)
        return f"{area}[{index}].{merged[0]}[{merged[1]}].{field}"
    return f"{area}[{index}]." + (f"{merged[0]}." if merged else "") + field


def _raw_objects(state: Any) -> Iterator[tuple[Location, dict[str, Any]]]:
    """(location, object) for every object of a raw state, tolerating any shape: the cards in the
    players' zones, the battlefield and stack objects, and their merged back-face cards."""
    if not isinstance(state, dict):
        return
    players = state.get("players")
    if isinstance(players, list):
        for p_index, player in enumerate(players):
            if not isinstance(player, dict):
                continue
            for zone in _PLAYER_ZONE_NAMES:
                cards = player.get(zone)
                if isinstance(cards, list):
                    for c_index, card in enumerate(cards):
                        if isinstance(card, dict):
                            yield ("players", p_index, zone, c_index), card
            emblems = player.get("emblems")  # s13-pw: emblems have ids too (CR 114; no card)
            if isinstance(emblems, list):
                for e_index, emblem in enumerate(emblems):
                    if isinstance(emblem, dict):
                        yield ("players", p_index, "emblems", e_index), {"id": emblem.get("id")}
    for area in ("battlefield", "stack", "phased_out"):  # s32-stda: phased-out permanents too (CR 702.26d)
        objects = state.get(area)
        if isinstance(objects, list):
            for index, obj in enumerate(objects):
                if not isinstance(obj, dict):
                    continue
                yield (area, index), obj
                # `in` first: most objects have neither key (this runs for every posted object)
                if "back_face_card" in obj and isinstance(merged := obj["back_face_card"], dict):
                    yield (area, index, "back_face_card"), merged
                # a copy's own card (CR 707.2), a card reference too
                if "printed_card" in obj and (printed := obj["printed_card"]) is not None:
                    yield (area, index, "printed_card"), {"card": printed}
                    # s21-mutate: the cards merged with it (CR 727.2), read only with its own card (`printed_card`)
                    for pile in ("merged_over", "merged_under"):
                        if pile in obj and isinstance(merged_cards := obj[pile], list):
                            for m_index, merged_card in enumerate(merged_cards):
                                if isinstance(merged_card, dict):
                                    yield (area, index, pile, m_index), merged_card


def _has_card(location: Location, obj: dict[str, Any]) -> bool:
    # A battlefield or stack object may have no card (a hidden object in an output fed back).
    return (obj.get("card") is not None) if len(location) == 2 else ("card" in obj)


def referenced_card_names(state: Any, actions: Any) -> set[str]:
    """Every card name used in a raw request (never raises): the state's card references, and
    the `card`/`cards` values of actions that are not object ids of the state."""
    names: set[str] = set()
    ids: set[str] = set()
    for location, obj in _raw_objects(state):
        card, object_id = obj["card"] if _has_card(location, obj) else None, obj.get("id")
        if isinstance(card, str):
            names.add(card)
        if isinstance(object_id, str):
            ids.add(object_id)
    if isinstance(actions, list):
        for action in actions:
            if not isinstance(action, dict):
                continue
            candidates = [action.get("card")]
            if isinstance(action.get("cards"), list):
                candidates.extend(action["cards"])
            names.update(c for c in candidates if isinstance(c, str) and c not in ids)
    return names


def _invariant_errors(state: Any, catalog: Mapping[str, CardDefinition]) -> list[Error]:
    errors: list[Error] = []
    duplicates: list[Error] = []  # reported after the unknown cards
    seen: dict[Any, Location] = {}
    for location, obj in _raw_objects(state):  # one walk for both checks
        card = obj["card"] if _has_card(location, obj) else None
        if isinstance(card, str) and card not in catalog:
            errors.append({"path": _at(location, "card"), "message": f"unknown card name {card!r}"})
        object_id = obj.get("id")
        if not isinstance(object_id, str):
            continue
        if object_id in seen:
            duplicates.append({"path": _at(location, "id"),
                               "message": f"duplicate object id {object_id!r} (also at {_at(seen[object_id], 'id')})"})
        else:
            seen[object_id] = location
    errors += duplicates
    if not isinstance(state, dict):
        return errors
    player_ids: list[str] = []
    players = state.get("players")
    if isinstance(players, list):
        for index, player in enumerate(players):
            if isinstance(player, dict) and isinstance(player.get("id"), str):
                if player["id"] in player_ids:
                    errors.append({"path": f"players[{index}].id", "message": f"duplicate player id {player['id']!r}"})
                player_ids.append(player["id"])
    if not player_ids:
        return errors
    known = set(player_ids)
    # (path, player id) of every reference to a player, in this order; a path is written out only
    # for an unknown id (most states have none).
    references: list[tuple[Any, Any]] = [("active_player", state.get("active_player")),
                                         ("winner", state.get("winner")),
                                         ("priority_player", state.get("priority_player"))]
    passed = state.get("priority_passed")
    if isinstance(passed, list):
        references += [(("priority_passed", index), player_id) for index, player_id in enumerate(passed)]
    previous = state.get("previous_turn")
    if isinstance(previous, dict):
        references.append(("previous_turn.active_player", previous.get("active_player")))
        others = previous.get("spells_cast_by_others")  # s24-isd: by player id
        if isinstance(others, dict):
            references += [(("previous_turn.spells_cast_by_others", key), key) for key in others]
    for area in ("battlefield", "stack"):
        objects = state.get(area)
        if isinstance(objects, list):
            for index, obj in enumerate(objects):
                if isinstance(obj, dict):
                    # s17-perf: only an unknown id is kept (the test below, asked here: every posted
                    # object), in the same order, without building two references for each object
                    controller, owner = obj.get("controller"), obj.get("owner")
                    if isinstance(controller, str) and controller not in known:
                        references.append(((area, index, "controller"), controller))
                    if isinstance(owner, str) and owner not in known:
                        references.append(((area, index, "owner"), owner))
    triggers = state.get("delayed_triggers")
    if isinstance(triggers, list):
        references += [(("delayed_triggers", index, "controller"), trigger.get("controller"))
                       for index, trigger in enumerate(triggers) if isinstance(trigger, dict)]
    shields = state.get("prevention_shields")  # CR 615: who controls each effect (rules/prevention.py)
    if isinstance(shields, list):
        references += [(("prevention_shields", index, "controller"), shield.get("controller"))
                       for index, shield in enumerate(shields) if isinstance(shield, dict)]
    extra = state.get("extra_turns")  # CR 500.7 (rules/extra_turns.py)
    if isinstance(extra, list):
        references += [(("extra_turns", index), player_id) for index, player_id in enumerate(extra)]
    references.append(("extra_turns_after", state.get("extra_turns_after")))
    began = state.get("turn_began")
    if isinstance(began, dict):
        references += [(("turn_began", player_id), player_id) for player_id in began]
    for where, player_id in references:
        if isinstance(player_id, str) and player_id not in known:
            errors.append({"path": _reference_path(where), "message": f"unknown player id {player_id!r}"})
    return errors


def _reference_path(where: Any) -> str:
    if isinstance(where, str):
        return where
    if len(where) == 2:
        return f"{where[0]}[{where[1]}]"
    return f"{where[0]}[{where[1]}].{where[2]}"


_INSTANT, _SORCERY = CardType.INSTANT, CardType.SORCERY


_CHECKED_FIELDS = itemgetter("chosen_player", "card", "face", "face_down", "transformed")


def _model_errors(state: GameState, catalog: Mapping[str, CardDefinition]) -> list[Error]:
    errors: list[Error] = []
    player_ids = {player.id for player in state.players}
    for index, permanent in enumerate(state.battlefield):
        # s17-perf: the fields read here, from the instance dict in one C call (every posted permanent;
        # each attribute read of a model goes through pydantic's `__getattr__` hook)
        chosen_player, posted_card, posted_face, face_down, transformed = _CHECKED_FIELDS(permanent.__dict__)
        if chosen_player is not None and chosen_player not in player_ids:
            errors.append({"path": f"battlefield[{index}].chosen_player",
                           "message": f"{chosen_player!r} is not a player in the game"})
        if posted_card is None:
            errors.append({"path": f"battlefield[{index}].card", "message": "a permanent needs a card"})
            continue
        card = posted_card if isinstance(posted_card, CardDefinition) else catalog[posted_card]
        if card.faces is not None and card.s34dsk_is_room():  # s34-dsk: a Room is its unlocked doors (CR 709.5)
            if posted_face is not None:
                errors.append({"path": f"battlefield[{index}].face", "message": f"{card.name!r} is a Room: its doors "
                               "are its `unlocked_doors` designations, not a face (CR 709.5c)"})
            card = card.s34dsk_doors_face(permanent.unlocked_doors)
        elif card.faces is not None or posted_face is not None:  # a multi-faced card's face (docs/layouts.md)
            card = _posted_face(card, posted_face, f"battlefield[{index}]", errors)
        if not face_down and (_INSTANT in card.types or _SORCERY in card.types):
            # CR 304.4 / 307.4: instants and sorceries can't enter the battlefield.
            errors.append({"path": f"battlefield[{index}].card",
                           "message": f"{card.name!r} is an instant or sorcery and can't be on the battlefield"})
        face = card.back_face if transformed and card.back_face is not None else card
        if face.abilities and chosen_player is None and not face_down and any(
                isinstance(ability, ChooseOpponentAbility) for ability in face.abilities):
            # CR 614.12: the opponent was chosen as it entered; the engine can't guess who.
            errors.append({"path": f"battlefield[{index}].chosen_player",
                           "message": f"{face.name!r} chose an opponent as it entered: give that player's id"})
        if not face_down and (type(face.power) is not int or type(face.toughness) is not int):
            undefined = face.undefined_power_toughness()
            if undefined is not None:  # never a silent 0/0 (CR 208.2, 604.3)
                errors.append({"path": f"battlefield[{index}].card", "message": undefined})
    errors += _commander_errors(state)
    errors += _s18linked_exiled_errors(state)  # s18-linked
    if state.play_from_exile:
        errors += _s19impulse_permission_errors(state)  # s19-impulse
    for index, item in enumerate(state.stack):
        if item.kind.value == "spell" and item.card is None:
            errors.append({"path": f"stack[{index}].card", "message": "a spell needs a card"})
        elif item.kind.value == "spell" and item.card is not None and not item.face_down:
            spell = item.card if isinstance(item.card, CardDefinition) else catalog[item.card]
            if item.face == "back" and spell.faces is None and spell.back_face is not None:
                spell = spell.back_face  # s17-dfc: a transforming card cast transformed (disturb, CR 702.146a)
            elif spell.faces is not None or item.face is not None:
                spell = _posted_face(spell, item.face, f"stack[{index}]", errors)
            undefined = spell.undefined_power_toughness()
            if undefined is not None:
                errors.append({"path": f"stack[{index}].card", "message": undefined})
        if item.kind.value != "spell" and item.source is None:
            errors.append({"path": f"stack[{index}].source", "message": "an ability needs its source"})
        granted = item.choices.get("granted")
        if granted is not None:  # a granted step trigger kept with it (rules/step_triggers.py, CR 613.1f)
            try:
                StepTriggerAbility.model_validate(granted)
            except ValidationError:
                errors.append({"path": f"stack[{index}].choices.granted",
                               "message": "not a step trigger the engine knows (kind 'step_trigger' with its step "
                                          "and effect)"})
        granted_triggered = item.choices.get("granted_triggered")
        if granted_triggered is not None:  # s17-grant: a granted triggered ability (rules/granted_triggers.py)
            try:
                GrantTriggeredAbility.model_validate({"ability": granted_triggered})
            except ValidationError:
                errors.append({"path": f"stack[{index}].choices.granted_triggered",
                               "message": "not a granted triggered ability the engine plays (kind 'triggered', "
                                          "trigger 'attacks' or 'deals_damage', an effect that targets nothing)"})
    for player_index, player in enumerate(state.players):
        for zone in ("hand", "graveyard", "library"):
            cards = getattr(player, zone)
            if not any(map(any, map(_EXILE_ONLY, cards))):  # one pass in C: most states have none
                continue
            if any(map(_ON_ADVENTURE, cards)):
                card_index = next(i for i, card in enumerate(cards) if card.on_adventure)
                errors.append({"path": f"players[{player_index}].{zone}[{card_index}].on_adventure",
                               "message": "only an exiled card can be on an adventure (CR 715.3d)"})
            if any(map(_TIME_COUNTERS, cards)):  # s24-mh1
                card_index = next(i for i, card in enumerate(cards) if card.time_counters)
                errors.append({"path": f"players[{player_index}].{zone}[{card_index}].time_counters",
                               "message": "only a card in exile has time counters here (CR 702.62a)"})
            if any(map(_FORETOLD, cards)):  # s25-khc
                card_index = next(i for i, card in enumerate(cards) if card.foretold_turn)
                errors.append({"path": f"players[{player_index}].{zone}[{card_index}].foretold_turn",
                               "message": "only a card in exile is foretold (CR 702.143a)"})
            if any(map(_PLOTTED, cards)):  # s27-otja
                card_index = next(i for i, card in enumerate(cards) if card.plotted_turn)
                errors.append({"path": f"players[{player_index}].{zone}[{card_index}].plotted_turn",
                               "message": "only a card in exile is plotted (CR 702.170a)"})
            if any(map(_FACE_DOWN, cards)):  # s26-tsp
                card_index = next(i for i, card in enumerate(cards) if card.exiled_face_down)
                errors.append({"path": f"players[{player_index}].{zone}[{card_index}].exiled_face_down",
                               "message": "only a card in exile is face down here (CR 702.75a, 406.3)"})
        if player.snow_mana is not None:  # s25-khc: part of the pool (CR 107.4h; rules/snow_mana.py)
            errors.extend({"path": f"players[{player_index}].snow_mana.{kind}",
                           "message": f"more snow mana of {kind} than the mana pool has ({amount}): snow mana is "
                                      "mana in the pool that a snow source produced (CR 107.4h)"}
                          for kind, amount in player.mana_pool.amounts().items()
                          if getattr(player.snow_mana, kind) > amount)
        for card_index, exiled in enumerate(player.exile):
            if exiled.on_adventure:
                definition = exiled.card if isinstance(exiled.card, CardDefinition) else catalog[exiled.card]
                if definition.layout != "adventure" or definition.faces is None:
                    errors.append({"path": f"players[{player_index}].exile[{card_index}].on_adventure",
                                   "message": f"{definition.name!r} is not an adventurer card: it can't be on an "
                                              "adventure (CR 715.3d)"})
    return errors


_COMMANDER_FIELDS = ("command_zone", "commanders", "commander_casts", "commander_damage", "commander_zone_pending")
_COMMANDER_VALUES = attrgetter(*_COMMANDER_FIELDS)  # a player's values of those fields, as a tuple


def _commander_errors(state: GameState) -> list[Error]:
    """Commander's fields (CR 903, rules/commander.py): only in a Commander game; each commander a
    card its player owns, each count and pending choice about a commander."""
    errors: list[Error] = []
    if not any(chain.from_iterable(map(_COMMANDER_VALUES, state.players))):  # asked in C: most games
        return errors
    used = [(index, name) for index, player in enumerate(state.players) for name in _COMMANDER_FIELDS
            if getattr(player, name)]
    if state.format != "commander":
        return [{"path": f"players[{index}].{name}", "message": 'only in a Commander game (state.format: "commander")'}
                for index, name in used]
    owned: dict[str, set[str]] = {player.id: set() for player in state.players}
    for player in state.players:
        for zone in _PLAYER_ZONE_NAMES:
            owned[player.id].update(card.id for card in getattr(player, zone))
    for permanent in state.battlefield:
        if permanent.owner in owned and not permanent.is_token:
            owned[permanent.owner].add(permanent.id)
    for item in state.stack:
        if item.owner in owned:
            owned[item.owner].add(item.id)
    every_commander = {card_id for player in state.players for card_id in player.commanders}
    for index, player in enumerate(state.players):
        for position, card_id in enumerate(player.commanders):
            if card_id not in owned[player.id] and not player.has_lost:  # a player who left took it along (800.4a)
                errors.append({"path": f"players[{index}].commanders[{position}]",
                               "message": f"{card_id!r} is not a card {player.id} owns in the game (CR 903.3)"})
        for name in ("commander_casts", "commander_zone_pending"):
            errors += [{"path": f"players[{index}].{name}", "message": f"{card_id!r} is not one of {player.id}'s commanders"}
                       for card_id in getattr(player, name) if card_id not in player.commanders]
        errors += [{"path": f"players[{index}].commander_damage",
                    "message": f"{card_id!r} is not a commander of any player (CR 903.10a)"}
                   for card_id in player.commander_damage if card_id not in every_commander]
    return errors
_ON_ADVENTURE = attrgetter("on_adventure")
_TIME_COUNTERS = attrgetter("time_counters")  # s24-mh1
# a card's fields that only an exiled card may have
_EXILE_ONLY = attrgetter("on_adventure", "time_counters", "foretold_turn",
                         "exiled_face_down",  # s26-tsp
                         "plotted_turn")  # s27-otja
_PLOTTED = attrgetter("plotted_turn")  # s27-otja
_FACE_DOWN = attrgetter("exiled_face_down")  # s26-tsp
_FORETOLD = attrgetter("foretold_turn")  # s25-khc


_EXILED_WITH = attrgetter("exiled_with")
_EXILED_FROM_HAND = attrgetter("exiled_from_hand_until_it_leaves")


def _s18linked_exiled_errors(state: GameState) -> list[Error]:
    """s18-linked: the posted records of exiled cards name cards in exile: a permanent's
    `exiled_from_hand_until_it_leaves` (CR 610.3; rules/exile_from_hand_until_leaves.py) and `exiled_with`, and the
    state's `exiled_with_left` (CR 607.2a; rules/linked_exile.py)."""
    battlefield = state.battlefield
    if not (state.exiled_with_left or any(map(_EXILED_WITH, battlefield)) or any(map(_EXILED_FROM_HAND, battlefield))):
        return []  # most states: no record, decided in C
    errors: list[Error] = []
    exiled: set[str] | None = None
    records = [(f"battlefield[{index}].{name}", ids) for index, permanent in enumerate(state.battlefield)
               for name, ids in (("exiled_from_hand_until_it_leaves", permanent.exiled_from_hand_until_it_leaves),
                                 ("exiled_with", permanent.exiled_with)) if ids]
    records += [(f"exiled_with_left.{object_id}", ids) for object_id, ids in state.exiled_with_left.items()]
    for path, ids in records:
        if exiled is None:
            exiled = {card.id for player in state.players for card in player.exile}
        errors += [{"path": f"{path}[{position}]", "message": f"{card_id!r} is not a card in exile (CR 607.2a, 400.7)"}
                   for position, card_id in enumerate(ids) if card_id not in exiled]
    return errors


def _s19impulse_permission_errors(state: GameState) -> list[Error]:
    """s19-impulse: each posted permission to play a card from exile (`play_from_exile`, rules/impulse.py) names a
    card in its player's exile: a card that left exile is a new object the permission doesn't follow (CR 400.7)."""
    exiles = {player.id: {card.id for card in player.exile} for player in state.players}
    return [{"path": f"play_from_exile[{index}].card",
             "message": f"{permission.card!r} is not a card in {permission.player!r}'s exile (CR 601.2a, 400.7)"}
            for index, permission in enumerate(state.play_from_exile)
            if permission.card not in exiles.get(permission.player, ())]


def _posted_face(card: CardDefinition, face: str | None, where: str, errors: list[Error]) -> CardDefinition:
    """The face a posted permanent or spell is of its card, or the card (and an error) when the
    card has no such face (docs/layouts.md)."""
    allowed = LAYOUT_FACES.get(card.layout if card.faces is not None else None, (None, "front"))
    if face not in allowed:
        missing = "it needs its face" if face is None else f"it has no face {face!r}"
        errors.append({"path": f"{where}.face", "message": f"{card.name!r} is a {card.layout or 'one-faced'} card: "
                                                          f"{missing} (one of {[f for f in allowed if f]})"})
        return card
    return card.face_definition(face)


# The catalog definitions given as data (a Python caller's dicts, not `CardDefinition`s), each
# validated once per process and content (the server's catalog is parsed already).
PARSED_DEFINITIONS = DefinitionMemo(4 * 1024 * 1024)


def parse_catalog(catalog: Mapping[str, Any]) -> dict[str, CardDefinition]:
    parsed: dict[str, CardDefinition] = {}
    errors: list[Error] = []
    for name, definition in catalog.items():
        if isinstance(definition, CardDefinition):
            parsed[name] = definition
            continue
        try:
            parsed[name] = PARSED_DEFINITIONS.parse(definition, CardDefinition.model_validate)
        except ValidationError as error:
            errors += _pydantic_errors(error, definition, [f"catalog[{name!r}]"], CARD_REF_TAGS)
    if errors:
        raise InvalidState(errors)
    return parsed


def parse_request(raw_state: Any, raw_actions: Any, catalog: Mapping[str, CardDefinition]) -> tuple[GameState, list[Action]]:
    """Validate a raw request; raise InvalidState listing every problem."""
    errors: list[Error] = []
    state: GameState | None = None
    actions: list[Action] = []
    try:
        # Inline definitions: keywords from the CR 702 vocabulary only (design.md §9); each
        # different one validated once (state._shared_inline).
        state = GameState.model_validate(raw_state, context={**STRICT_KEYWORDS, INLINE_DEFINITIONS: {}})
    except ValidationError as error:
        errors += _pydantic_errors(error, raw_state, [], CARD_REF_TAGS)
    errors += _invariant_errors(raw_state, catalog)
    try:
        actions = ACTION_LIST_ADAPTER.validate_python(raw_actions)
    except ValidationError as error:
        for item in error.errors(include_url=False):
            loc = list(item["loc"])
            # Drop the discriminator tag pydantic puts after the index.
            if len(loc) > 1 and isinstance(loc[0], int) and isinstance(loc[1], str):
                raw_action = raw_actions[loc[0]] if isinstance(raw_actions, list) else None
                if isinstance(raw_action, dict) and raw_action.get("type") == loc[1]:
                    del loc[1]
            message = str(item["msg"]).removeprefix("Value error, ")
            if item["type"] in ("union_tag_invalid", "union_tag_not_found"):
                loc.append("type")
            errors.append({"path": _path(["actions", *loc]), "message": message})
    if state is not None and not errors:
        errors += _model_errors(state, catalog)
    if errors and all(error["path"].startswith("actions") for error in errors):
        raise InvalidActions(errors)
    if errors or state is None:
        raise InvalidState(errors)
    return state, actions


# --- bounds on raw input (checked before any work proportional to the numbers) -----------------

# Numbers that make the engine do work per unit (draws, mana in a pool and the text that prints
# it, X, counters put one by one, replacement multipliers): bounded by `max_amount`; every other
# number (life, power, turn, ...) by `max_number`.
AMOUNT_KEYS = frozenset({"amount", "x", "X", "multiply", "generic", "W", "U", "B", "R", "G", "C"})


_SEED_BOUND = 2**63


def input_bound_errors(
    body: Any, *, max_string_length: int, max_number: int, max_amount: int, max_depth: int
) -> list[Error]:
    """Every string longer than `max_string_length`, number beyond its bound, and container
    nested deeper than `max_depth` in a parsed body, with its path (`state.players[0].life`).
    Iterative (no recursion) and linear in the body's size."""
    errors: list[Error] = []
    stack: list[tuple[Any, tuple[Any, ...], Any]] = [(body, (), None)]
    while stack and len(errors) < 50:
        value, path, key = stack.pop()
        kind = type(value)
        if kind is dict or kind is list:
            if len(path) >= max_depth:
                errors.append({"path": _path(list(path)) or "body", "message": f"nested deeper than {max_depth} levels"})
                continue
            items = value.items() if kind is dict else enumerate(value)
            for child_key, child in items:
                if type(child_key) is str and len(child_key) > max_string_length:
                    errors.append({"path": _path(list(path)) or "body",
                                   "message": f"a key is longer than {max_string_length} characters"})
                    continue
                stack.append((child, (*path, child_key), child_key))
        elif kind is str:
            if len(value) > max_string_length:
                errors.append({"path": _path(list(path)),
                               "message": f"longer than {max_string_length} characters ({len(value)})"})
        elif kind is int:
            # a request's `seed` (rules/library.py) is any 63-bit integer: the service checks it
            bound = max_amount if key in AMOUNT_KEYS else _SEED_BOUND if path == ("seed",) else max_number
            if not -bound <= value <= bound:
                shown = value if abs(value) < 10**30 else f"a number of {len(str(abs(value)))} digits"
                errors.append({"path": _path(list(path)), "message": f"must be between {-bound} and {bound} (got {shown})"})
        elif kind is float and not -max_number <= value <= max_number:  # also inf and nan
            errors.append({"path": _path(list(path)), "message": f"must be between {-max_number} and {max_number}"})
    errors.sort(key=lambda e: e["path"])
    return errors
