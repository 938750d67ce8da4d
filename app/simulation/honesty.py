"""Honesty in every simulation answer: which cards of a request the engine does not fully model.

- A stored card the engine can't play truthfully (support "none", e.g. a `*` power or an
  instant none of whose text is modelled) named anywhere in the state or by an action refuses
  the request (422 invalid-state), saying what is not modelled: it never plays as a vanilla card.
- Every other card of the request whose abilities are not all modelled gets one warning
  `{"card", "object", "not_modelled"}` (its name, the id of the object in the state, or null for
  a name in an action, and the lines or keywords the engine ignores). An inline definition is
  fully modelled unless it lists keywords the engine knows but does not model
  (app/engine/keywords.py KNOWN_NOT_MODELLED).
- A refused action that involves such an object says so in its detail: the refusal is the
  engine's answer without the ignored abilities.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from app.cards.engine import CardEngine
from app.core.errors import InvalidStateError
from app.engine.keywords import is_modelled, parse_keyword

_PLAYER_ZONES = ("hand", "graveyard", "exile", "library", "sideboard")  # s17-lm: sideboard (CR 400.11a)


Location = tuple[Any, ...]


def _state_ids(state: Any) -> set[Any]:
    """The ids of the state's objects (an action's `card` may be one: then it is not a name)."""
    ids: set[Any] = set()
    if isinstance(state, dict):
        for area in ("battlefield", "stack"):
            objects = state.get(area)
            for obj in objects if isinstance(objects, list) else ():
                if isinstance(obj, dict):
                    ids.add(obj.get("id"))
        players = state.get("players")
        for player in players if isinstance(players, list) else ():
            if isinstance(player, dict):
                for zone in _PLAYER_ZONES:
                    cards = player.get(zone)
                    for item in cards if isinstance(cards, list) else ():
                        if isinstance(item, dict):
                            ids.add(item.get("id"))
    return ids


def _path(location: Location) -> str:
    if location[0] == "players":
        return f"players[{location[1]}].{location[2]}[{location[3]}].card"
    if location[0] == "actions":
        return f"actions[{location[1]}].card"
    merged = f"{location[2]}." if len(location) > 2 else ""
    return f"{location[0]}[{location[1]}].{merged}card"


def inline_not_modelled(definition: Mapping[str, Any]) -> list[str]:
    """The keywords of an inline definition (and its back face, or its `faces`: docs/layouts.md)
    that the engine knows but does not model."""
    ignored: list[str] = []
    faces = definition.get("faces")
    for face in (definition, definition.get("back_face"), *(faces if isinstance(faces, list) else ())):
        if not isinstance(face, Mapping):
            continue
        keywords = face.get("keywords")
        for text in keywords if isinstance(keywords, list) else []:
            keyword = parse_keyword(text.lower()) if isinstance(text, str) else None
            if keyword is not None and not is_modelled(keyword) and text not in ignored:
                ignored.append(text)
    return ignored


def warnings_for(state: Any, actions: Any, catalog: Mapping[str, CardEngine]) -> list[dict[str, Any]]:
    """The request's warnings; raises InvalidStateError when it names a card the engine can't play.
    One walk over the state; only the objects whose card is not fully modelled cost more."""
    flagged = {name for name, entry in catalog.items() if entry.definition is None or entry.not_modelled}
    refusals: list[dict[str, Any]] = []
    warnings: list[dict[str, Any]] = []

    def named(location: Location, object_id: Any, entry: CardEngine) -> None:
        if entry.definition is None:
            refusals.append({
                "path": _path(location),
                "message": f"{entry.name!r} can't be played by the rules engine: not modelled: "
                + "; ".join(entry.not_modelled),
                "card": entry.name,
                "not_modelled": list(entry.not_modelled),
            })
        else:
            warnings.append({"card": entry.name, "object": object_id, "not_modelled": list(entry.not_modelled)})

    def visit(obj: dict[str, Any], location: Location) -> None:
        card = obj.get("card")
        if card.__class__ is str:
            if card in flagged:
                named(location, obj.get("id"), catalog[card])
        elif isinstance(card, dict) and card.get("keywords"):
            ignored = inline_not_modelled(card)
            if ignored:
                name = card.get("name") if isinstance(card.get("name"), str) else None
                warnings.append({"card": name, "object": obj.get("id"), "not_modelled": ignored})

    # One walk in a fixed order (the players' zones, the battlefield, the stack), tolerating any
    # shape: the engine's validation reports malformed states afterwards.
    players = state.get("players") if isinstance(state, dict) else None
    for p_index, player in enumerate(players if isinstance(players, list) else ()):
        if isinstance(player, dict):
            for zone in _PLAYER_ZONES:
                cards = player.get(zone)
                if isinstance(cards, list):
                    for c_index, item in enumerate(cards):
                        # a fully modelled card by name (the common case) costs one lookup
                        if isinstance(item, dict) and (item.get("card").__class__ is not str
                                                       or item["card"] in flagged):
                            visit(item, ("players", p_index, zone, c_index))
    for area in ("battlefield", "stack"):
        objects = state.get(area) if isinstance(state, dict) else None
        for index, obj in enumerate(objects if isinstance(objects, list) else ()):
            if isinstance(obj, dict) and (obj.get("card").__class__ is not str or obj["card"] in flagged):
                visit(obj, (area, index))
            merged = obj.get("back_face_card") if isinstance(obj, dict) else None
            if isinstance(merged, dict):  # a card merged as its back face (Werewhat)
                visit(merged, (area, index, "back_face_card"))
    if flagged and isinstance(actions, list):
        ids = _state_ids(state)
        for a_index, action in enumerate(actions):
            card = action.get("card") if isinstance(action, dict) else None
            if isinstance(card, str) and card in flagged and card not in ids:
                named(("actions", a_index), None, catalog[card])
    if refusals:
        raise InvalidStateError(
            f"The state names {len(refusals)} card(s) the rules engine can't play truthfully: "
            + "; ".join(f"{r['path']}: {r['message']}" for r in refusals[:10]),
            errors=refusals,
        )
    return warnings


def honest_refusal(detail: str, actions: Any, action_index: int | None, warnings: list[dict[str, Any]]) -> str:
    """A refused action's detail, made honest when the action involves an object whose abilities
    are not all modelled: "its activated abilities: none" becomes "its activated abilities the
    engine models: none", and the ignored abilities are named."""
    involved = _involved(actions, action_index, warnings)
    if not involved:
        return detail
    detail = _ABILITY_LIST.sub(r"its \1 the engine models:", detail)
    parts = [f"{w['card']} ({w['object']}): " + " | ".join(w["not_modelled"]) for w in involved]
    detail = detail.rstrip()
    separator = " " if detail.endswith(".") else ". "
    return f"{detail}{separator}Not modelled by the engine, so not part of this answer: " + "; ".join(parts)


_ABILITY_LIST = re.compile(r"\bits ((?:[a-z]+ )?abilities):")


def _involved(actions: Any, action_index: int | None, warnings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    if action_index is None or not isinstance(actions, list) or not 0 <= action_index < len(actions):
        return []
    action = actions[action_index]
    if not isinstance(action, dict):
        return []
    named = {action.get(key) for key in ("permanent", "card", "source", "object")}
    return [w for w in warnings if w["object"] is not None and w["object"] in named]
