"""Werewhat's back face: "As Werewhat enters, you may exile a creature card from your graveyard
or hand. If you do, that card becomes Werewhat's back face and that back face has nightbound.
If the card came from your hand, draw a card." (the `exile_for_back_face` ability).

- `choices.exile_for_back_face` names the card; `choices.back_face` ("front"|"back") picks the
  face of a double-faced card, the other being treated as nonexistent (daaddf7ce20857da).
- An instant or sorcery back face means it can never transform away from daybound
  (daaddf7ce20857da).
- Leaving the battlefield, it splits into its two cards, both put into the new zone (1f39f2f6ba747876).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CardDefinition, ExileForBackFaceAbility
from app.engine.citations import WEREWHAT_DOUBLE_FACED_EXILED_CARD, WEREWHAT_SPLITS_WHEN_LEAVING, cr
from app.engine.enums import CardType, Face, TransformCause, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules import ability_presence
from app.engine.rules.zones import Entering, draw_cards
from app.engine.state import MergedBackFace, Permanent, ZoneCard, constructed

CHOICE_FIELDS = ("exile_for_back_face", "back_face")


def _ability(game: Game, permanent: Permanent) -> ExileForBackFaceAbility | None:
    if permanent.card is None:
        return None
    found = game.definition(permanent.card).abilities_of(ExileForBackFaceAbility)
    return found[0] if found else None


def _chosen_face(game: Game, merged: MergedBackFace) -> CardDefinition:
    definition = game.definition(merged.card)
    if merged.face is Face.BACK and definition.back_face is not None:
        return definition.back_face
    return definition


def _is_instant_or_sorcery(face: CardDefinition) -> bool:
    return face.has_type(CardType.INSTANT) or face.has_type(CardType.SORCERY)


def exile_for_back_face(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    ability = None if permanent.face_down else _ability(game, permanent)
    choices = game.choices
    if ability is None or choices.exile_for_back_face is None:
        if choices.back_face is not None and choices.exile_for_back_face is None and ability is not None:
            raise IllegalAction("Choice without a card", "choices.back_face needs choices.exile_for_back_face")
        return
    game.used_choices.update(CHOICE_FIELDS)
    controller = game.player(permanent.controller)
    zones = tuple(Zone(zone) for zone in ability.from_zones)
    location = game.find_zone_card(choices.exile_for_back_face, zones)
    where = " or ".join(zone.value for zone in zones)
    if location is None or location.player.id != controller.id:
        raise IllegalAction("Can't exile that card", f"{choices.exile_for_back_face!r} is not a card in "
                            f"{controller.id}'s {where}")
    definition = game.definition(location.card.card)
    if not definition.has_type(ability.card_type):
        raise IllegalAction("Can't exile that card", f"{definition.name} is not a {ability.card_type.value.lower()} card")
    cites = [WEREWHAT_SPLITS_WHEN_LEAVING]
    face: Face | None = None
    if definition.back_face is not None:
        if choices.back_face is None:
            raise IllegalAction("Choose a face", f"{definition.name} is double-faced: choose which face becomes the "
                                "back face with choices.back_face (\"front\" or \"back\")", [WEREWHAT_DOUBLE_FACED_EXILED_CARD])
        face = choices.back_face
        cites.append(WEREWHAT_DOUBLE_FACED_EXILED_CARD)
    elif choices.back_face is Face.BACK:
        raise IllegalAction("No such face", f"{definition.name} has no back face")
    card = location.cards.pop(location.index)
    permanent.back_face_card = MergedBackFace(id=card.id, card=card.card, face=face)
    ability_presence.widen(game, card.card)  # its abilities are the permanent's once transformed
    game.changed(permanent)
    chosen = _chosen_face(game, permanent.back_face_card)
    details: dict[str, object] = {}
    if _is_instant_or_sorcery(chosen):
        cites.append(WEREWHAT_DOUBLE_FACED_EXILED_CARD)
        details["note"] = "its back face is an instant or sorcery: it can't transform away from its daybound side"
    game.emit("exiled_as_back_face", cites, permanent=permanent.id, card_id=card.id, card=definition.name,
              back_face=chosen.name, **{"from": location.zone.value}, **({"face": face.value} if face else {}), **details)
    if location.zone is Zone.HAND and ability.draw_if_from_hand:
        draw_cards(game, controller, 1, (cr("121.1"),))


registry.enters_replacements.add(exile_for_back_face, order=10, needs=(ExileForBackFaceAbility,))


def merged_back_face(game: Game, permanent: Permanent) -> CardDefinition | None:
    if permanent.back_face_card is None:
        return None
    chosen = _chosen_face(game, permanent.back_face_card)
    ability = _ability(game, permanent)
    extra = ability.back_face_keywords if ability is not None else ["nightbound"]
    keywords = [*chosen.keywords, *(k for k in extra if k not in chosen.keywords)]
    return chosen.model_copy(update={"keywords": keywords, "back_face": None})


registry.back_face_providers.add(merged_back_face, order=10)
# Reads only the permanent's card and back_face_card (and the catalog).
registry.characteristics_cache_safe.add(merged_back_face)


def instant_or_sorcery_back_face(game: Game, permanent: Permanent, cause: TransformCause) -> Refusal | None:
    if permanent.back_face_card is None or permanent.transformed:
        return None
    if _is_instant_or_sorcery(_chosen_face(game, permanent.back_face_card)):
        return Refusal("its back face is an instant or sorcery card, so it can't transform away from its daybound "
                       "side and stays daybound even at night", (WEREWHAT_DOUBLE_FACED_EXILED_CARD, cr("702.145")))
    return None


registry.transform_restrictions.add(instant_or_sorcery_back_face, order=10)


def split_on_leaving(game: Game, permanent: Permanent, destination: Zone) -> tuple[list[ZoneCard], list[str]] | None:
    if permanent.back_face_card is None or permanent.card is None:
        return None
    merged = permanent.back_face_card
    # the engine's own values (validated ids and cards): not validated again
    return [constructed(ZoneCard, id=permanent.id, card=permanent.card),
            constructed(ZoneCard, id=merged.id, card=merged.card)], [
        WEREWHAT_SPLITS_WHEN_LEAVING]


registry.leaves_battlefield.add(split_on_leaving, order=10)
