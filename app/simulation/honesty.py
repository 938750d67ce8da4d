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
from collections.abc import Iterator, Mapping
from typing import Any

from app.cards.engine import CardEngine
from app.core.errors import InvalidStateError
from app.engine.keywords import is_modelled, parse_keyword

_PLAYER_ZONES = ("hand", "graveyard", "exile", "library")


def _references(state: Any, actions: Any) -> Iterator[tuple[str, Any, Any]]:
    """(path, object id, card) for every card of a raw request, in a fixed order: the players'
    zones, the battlefield, the stack, then card names given by actions."""
    if isinstance(state, dict):
        players = state.get("players")
        for p_index, player in enumerate(players if isinstance(players, list) else []):
            if not isinstance(player, dict):
                continue
            for zone in _PLAYER_ZONES:
                cards = player.get(zone)
                for c_index, item in enumerate(cards if isinstance(cards, list) else []):
                    if isinstance(item, dict) and "card" in item:
                        yield f"players[{p_index}].{zone}[{c_index}].card", item.get("id"), item["card"]
        for area in ("battlefield", "stack"):
            objects = state.get(area)
            for index, obj in enumerate(objects if isinstance(objects, list) else []):
                if isinstance(obj, dict) and obj.get("card") is not None:
                    yield f"{area}[{index}].card", obj.get("id"), obj["card"]
    ids = {object_id for _, object_id, _ in _state_ids(state)}
    for a_index, action in enumerate(actions if isinstance(actions, list) else []):
        if isinstance(action, dict) and isinstance(action.get("card"), str) and action["card"] not in ids:
            yield f"actions[{a_index}].card", None, action["card"]


def _state_ids(state: Any) -> Iterator[tuple[str, Any, Any]]:
    if not isinstance(state, dict):
        return
    for area in ("battlefield", "stack"):
        objects = state.get(area)
        for obj in objects if isinstance(objects, list) else []:
            if isinstance(obj, dict):
                yield area, obj.get("id"), None
    players = state.get("players")
    for player in players if isinstance(players, list) else []:
        if isinstance(player, dict):
            for zone in _PLAYER_ZONES:
                cards = player.get(zone)
                for item in cards if isinstance(cards, list) else []:
                    if isinstance(item, dict):
                        yield zone, item.get("id"), None


def inline_not_modelled(definition: Mapping[str, Any]) -> list[str]:
    """The keywords of an inline definition (and its back face) that the engine knows but does
    not model."""
    ignored: list[str] = []
    for face in (definition, definition.get("back_face")):
        if not isinstance(face, Mapping):
            continue
        keywords = face.get("keywords")
        for text in keywords if isinstance(keywords, list) else []:
            keyword = parse_keyword(text.lower()) if isinstance(text, str) else None
            if keyword is not None and not is_modelled(keyword) and text not in ignored:
                ignored.append(text)
    return ignored


def warnings_for(state: Any, actions: Any, catalog: Mapping[str, CardEngine]) -> list[dict[str, Any]]:
    """The request's warnings; raises InvalidStateError when it names a card the engine can't play."""
    refusals: list[dict[str, Any]] = []
    warnings: list[dict[str, Any]] = []
    for path, object_id, card in _references(state, actions):
        if isinstance(card, str):
            entry = catalog.get(card)
            if entry is None:
                continue  # an unknown name: the engine's validation reports it
            if entry.definition is None:
                refusals.append({
                    "path": path,
                    "message": f"{entry.name!r} can't be played by the rules engine: not modelled: "
                    + "; ".join(entry.not_modelled),
                    "card": entry.name,
                    "not_modelled": list(entry.not_modelled),
                })
            elif entry.not_modelled:
                warnings.append({"card": entry.name, "object": object_id, "not_modelled": list(entry.not_modelled)})
        elif isinstance(card, dict):
            ignored = inline_not_modelled(card)
            if ignored:
                name = card.get("name") if isinstance(card.get("name"), str) else None
                warnings.append({"card": name, "object": object_id, "not_modelled": ignored})
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
