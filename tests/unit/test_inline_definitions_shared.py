"""A request's inline definitions are validated once each (state._shared_inline): the same text
wherever it is gives the same `CardDefinition`, and a faulty one is reported at every place."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import InvalidState
from app.engine.validation import parse_request

BEARS: dict[str, Any] = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2,
                         "toughness": 2}


def _state(*cards: Any) -> dict[str, Any]:
    return {
        "players": [{"id": "alice", "hand": [{"id": f"h{i}", "card": card} for i, card in enumerate(cards)]}],
        "battlefield": [{"id": f"p{i}", "card": card} for i, card in enumerate(cards)],
    }


def test_equal_inline_definitions_are_one_object() -> None:
    state, _ = parse_request(_state(BEARS, dict(BEARS), {**BEARS}), [], {})
    cards = [zone_card.card for zone_card in state.players[0].hand] + [p.card for p in state.battlefield]
    assert all(card is cards[0] for card in cards)
    assert cards[0] == parse_request(_state(BEARS), [], {})[0].battlefield[0].card


def test_definitions_that_validate_differently_are_not_shared() -> None:
    # Strict integers: 2 is a power, 2.0 is not; True is not either.
    for other in ({**BEARS, "power": 2.0}, {**BEARS, "power": True}):
        with pytest.raises(InvalidState) as invalid:
            parse_request(_state(BEARS, other), [], {})
        places = {error["path"].split(".card.")[0] for error in invalid.value.errors}
        assert places == {"players[0].hand[1]", "battlefield[1]"}
    state, _ = parse_request(_state(BEARS, {**BEARS, "power": 3}), [], {})
    assert [p.card.power for p in state.battlefield] == [2, 3]  # type: ignore[union-attr]


def test_a_faulty_inline_definition_is_reported_wherever_it_is() -> None:
    flying_typo = {**BEARS, "keywords": ["flyng"]}
    with pytest.raises(InvalidState) as invalid:
        parse_request(_state(flying_typo, dict(flying_typo)), [], {})
    paths = sorted(error["path"] for error in invalid.value.errors)
    assert paths == ["battlefield[0].card.keywords[0]", "battlefield[1].card.keywords[0]",
                     "players[0].hand[0].card.keywords[0]", "players[0].hand[1].card.keywords[0]"]


def test_a_definition_marshal_cant_write_is_validated_as_it_is() -> None:
    from app.engine.enums import CardType

    python_values = {**BEARS, "types": [CardType.CREATURE]}  # a Python caller's enum member
    state, _ = parse_request(_state(python_values, python_values), [], {})
    assert [p.card for p in state.battlefield] == [parse_request(_state(BEARS), [], {})[0].battlefield[0].card] * 2


def test_catalog_definitions_given_as_data_are_validated_once_per_content() -> None:
    from app.engine.validation import parse_catalog

    first = parse_catalog({"Grizzly Bears": dict(BEARS)})["Grizzly Bears"]
    assert parse_catalog({"Grizzly Bears": dict(BEARS)})["Grizzly Bears"] is first
    other = parse_catalog({"Grizzly Bears": {**BEARS, "power": 3}})["Grizzly Bears"]
    assert other is not first and other.power == 3
    with pytest.raises(InvalidState) as invalid:
        parse_catalog({"Grizzly Bears": {**BEARS, "power": 2.0}})
    assert invalid.value.errors[0]["path"].startswith("catalog['Grizzly Bears'].power")


def test_the_catalog_memo_is_bounded_by_bytes() -> None:
    from app.engine.cards import CardDefinition
    from app.engine.state import DefinitionMemo

    memo, validate = DefinitionMemo(20_000), CardDefinition.model_validate
    for power in range(200):
        memo.parse({**BEARS, "name": "x" * 500, "power": power}, validate)
        assert memo.held_bytes() <= 20_000
    assert memo.parse({**BEARS, "power": 7}, validate) is memo.parse({**BEARS, "power": 7}, validate)
    assert DefinitionMemo(100).parse(BEARS, validate) is not None  # larger than the bound: validated, not kept


def test_inline_definitions_are_shared_across_requests() -> None:
    first = parse_request(_state(dict(BEARS)), [], {})[0].battlefield[0].card
    assert parse_request(_state(dict(BEARS)), [], {})[0].battlefield[0].card is first


def test_facts_are_kept_with_the_definitions_the_memo_keeps_and_go_with_them() -> None:
    from app.engine.cards import CardDefinition
    from app.engine.state import DefinitionMemo

    memo, validate = DefinitionMemo(20_000), CardDefinition.model_validate
    kept = memo.parse({**BEARS, "power": 3}, validate)
    facts = memo.facts_of(kept)
    assert facts == {} and memo.facts_of(kept) is facts  # one place per kept definition
    facts["ability_kinds"] = frozenset()
    assert memo.facts_of(validate({**BEARS, "power": 3})) is None  # an equal one the memo doesn't keep
    for power in range(200):  # past the bound the memo starts again: its facts go too
        memo.parse({**BEARS, "name": "x" * 500, "power": power}, validate)
    assert memo.facts_of(kept) is None


def test_an_inline_cards_ability_kinds_are_kept_with_it_across_requests() -> None:
    from app.engine.rules.ability_presence import _definition_kinds
    from app.engine.state import INLINE_DEFINITION_MEMO

    reducer = {"name": "Test Reducer", "mana_cost": "{1}", "types": ["Artifact"],
               "abilities": [{"kind": "cost_reduction", "spells": "creature_with_banding", "generic": 1}]}
    card = parse_request(_state(dict(reducer)), [], {})[0].battlefield[0].card
    kinds = _definition_kinds(card, shared=False)
    assert kinds and INLINE_DEFINITION_MEMO.facts_of(card) == {"ability_kinds": kinds}
    again = parse_request(_state(dict(reducer)), [], {})[0].battlefield[0].card
    assert again is card and _definition_kinds(again, shared=False) is kinds
