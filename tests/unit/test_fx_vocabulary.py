"""The docstring of app/engine/cards.py is the one list a client reads to know what an inline
definition may say: every ability kind, effect kind and target spec of the models is in it."""

from __future__ import annotations

from typing import Any, get_args

from app.engine import cards


def _kinds(union: Any) -> set[str]:
    members = get_args(get_args(union)[0])
    return {get_args(member.model_fields["kind"].annotation)[0] for member in members}


def test_every_ability_kind_is_documented() -> None:
    doc = cards.__doc__ or ""
    assert {"spell", "static_pump", "enters_tapped", "pt_equal_to_count", "mana"} <= _kinds(cards.Ability)
    assert {kind for kind in _kinds(cards.Ability) if f"`{kind}`" not in doc} == set()


def test_every_effect_kind_is_documented() -> None:
    doc = cards.__doc__ or ""
    assert len(_kinds(cards.Effect)) >= 16  # with regenerate (rules/regenerate.py), become_color (color_change.py)
    assert {kind for kind in _kinds(cards.Effect) if f"`{kind}`" not in doc} == set()


def test_every_target_spec_and_counted_object_is_documented() -> None:
    doc = cards.__doc__ or ""
    words = set(get_args(cards.TargetSpec)) | set(get_args(cards.SpellTarget)) | set(get_args(cards.CountedObjects))
    assert {word for word in words if f'"{word}"' not in doc} == set()
