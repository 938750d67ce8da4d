"""/docs describes POST /v1/simulate in full: every action type and every query of the engine
with an example that is a valid action, `legal_actions` with `explain`, `pending` by decision,
and the typed round trip; and the document Swagger UI reads (/docs/openapi.json) stays a valid
OpenAPI document with the typed round-trip schemas."""

from __future__ import annotations

import json
from typing import Any, get_args

import pytest
from openapi_spec_validator import validate
from pydantic import TypeAdapter

from app.api.openapi_models import SimulationAction
from app.api.simulate_docs import ACTION_DOCS, QUERY_TYPES, REQUEST_EXAMPLES
from app.engine import actions as engine_actions
from tests.conftest import LiveApi

ENGINE_TYPES = {model.model_fields["type"].default for model in get_args(get_args(engine_actions.Action)[0])}


def test_every_engine_action_type_is_described_and_nothing_else() -> None:
    assert set(ACTION_DOCS) == ENGINE_TYPES


@pytest.mark.parametrize("name", sorted(ACTION_DOCS))
def test_each_described_example_is_a_valid_action_of_its_type(name: str) -> None:
    text, example = ACTION_DOCS[name]
    action = TypeAdapter(SimulationAction).validate_python(example).root
    assert action.type == name and text
    if name in QUERY_TYPES:
        assert text.startswith("Query:")


@pytest.fixture(scope="module")
def docs_document(api: LiveApi) -> dict[str, Any]:
    document: dict[str, Any] = api.client.get("/docs/openapi.json").json()
    return document


def test_the_docs_page_describes_every_action_query_and_pending(docs_document: dict[str, Any]) -> None:
    operation = docs_document["paths"]["/v1/simulate"]["post"]
    description = operation["description"]
    for name, (_, example) in ACTION_DOCS.items():
        assert f"| `{name}` |" in description and json.dumps(example, separators=(", ", ": ")) in description
    for word in (
        "`explain: true`",
        "`not_legal`",
        "`pending`",
        "`choose`",
        "`assign_combat_damage`",
        "`SimulationAction`",
        "post it back",
    ):
        assert word in description, word
    examples = operation["requestBody"]["content"]["application/json"]["examples"]
    assert {"legal_actions", "pass_priority"} <= set(examples)
    assert examples["legal_actions"]["value"] == REQUEST_EXAMPLES["legal_actions"]["value"]
    assert {"type": "legal_actions", "player": "alice", "explain": True} in examples["legal_actions"]["value"][
        "actions"
    ]


def test_the_docs_document_is_valid_and_keeps_the_round_trip_types(docs_document: dict[str, Any]) -> None:
    validate(docs_document)
    schemas = docs_document["components"]["schemas"]
    assert schemas["LegalAction"]["properties"]["action"] == {
        "$ref": "#/components/schemas/SimulationAction",
        "description": "The action object, as `actions` takes it.",
    }
    assert schemas["PendingDecision"]["discriminator"]["propertyName"] == "decision"
    assert schemas["ChooseDecision"]["properties"]["options"]["$ref"].endswith("/ResolutionChoice")
    assert schemas["StackObject"]["properties"]["choices"]["$ref"].endswith("/StackObjectChoices")
    assert schemas["Combat"]["properties"]["damage_assignments"]["items"]["$ref"].endswith("/CombatDamageAssignment")
