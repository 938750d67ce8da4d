"""s16-transform: whether a transforming double-faced card's own text, as read, says what transforms it
(docs/oracle-transform.md). The reader drops its note "transforming (what makes this card transform is not
modelled)" only then: a face has an ability the engine plays whose effect transforms the permanent
(`transform_self`, CR 701.27a) or returns the card to the battlefield transformed (CR 712.14)."""

from __future__ import annotations

from typing import Any

# s17-dfc: "disturb" casts the card transformed (CR 702.146a): its back face is reached that way
_TRANSFORMING_KINDS = frozenset({"transform_self", "exile_return_transformed", "disturb"})
# s21-dfc: kinds that transform it with their flag (`transform` / `transformed`)
_S21DFC_KINDS = frozenset({"reveal_top_then_draw", "return_died_to_battlefield"})


def _has_transforming_effect(node: Any) -> bool:
    if isinstance(node, dict):
        if node.get("kind") in _TRANSFORMING_KINDS:
            return True
        if node.get("kind") in _S21DFC_KINDS and (node.get("transform") or node.get("transformed")):
            return True  # s21-dfc: Delver of Secrets, Biolume Egg (CR 701.27a, 712.14)
        if node.get("kind") == "return_self_from_graveyard" and node.get("transformed"):
            return True  # s33-fin: "Return ~ from your graveyard to the battlefield transformed." (CR 712.14)
        return any(_has_transforming_effect(value) for value in node.values())
    if isinstance(node, list):
        return any(_has_transforming_effect(value) for value in node)
    return False


def text_transforms_it(*faces: dict[str, Any]) -> bool:
    """Whether an ability of either face (as read: only lines the reader modelled are there) transforms it."""
    return any(_has_transforming_effect(face.get("abilities", [])) for face in faces)


def exiles_from_anywhere(abilities: list[dict[str, Any]]) -> bool:
    """s17-dfc: whether these abilities say "If ~ would be put into a graveyard from anywhere, exile it
    instead." (`exiled_instead_of_dying` with `from_anywhere`). The engine plays it for a spell on the stack
    and a permanent (rules/disturb.py): that is all of "anywhere" only for a transforming card's back face,
    which in every other zone has its front face's characteristics (CR 712.8a); elsewhere the line stays
    not modelled (a card in a hand or a library would be put into a graveyard too)."""
    return any(a.get("kind") == "exiled_instead_of_dying" and a.get("from_anywhere") for a in abilities)
