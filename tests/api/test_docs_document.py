"""The document /docs renders (/docs/openapi.json): the same operations and examples as
/openapi.json, with card definitions' abilities and every other large union (effects, Class levels'
abilities, emblems') shown as plain objects (Swagger UI expanded every ability and effect schema
inside every other one, for minutes, when POST /v1/simulate was opened);
/openapi.json keeps the full types for generated clients and ReDoc."""

from __future__ import annotations

from app.api.docs import DOCS_UNION_NODES, spelled_out_size
from tests.conftest import LiveApi


def test_docs_document_has_every_operation_and_plain_abilities(api: LiveApi) -> None:
    full = api.client.get("/openapi.json").json()
    shown = api.client.get("/docs/openapi.json").json()
    assert shown["paths"] == full["paths"]
    abilities = shown["components"]["schemas"]["CardDefinition"]["properties"]["abilities"]["items"]
    assert abilities["type"] == "object" and "oneOf" not in abilities and "/openapi.json" in abilities["description"]
    typed = full["components"]["schemas"]["CardDefinition"]["properties"]["abilities"]["items"]
    assert "activated" in typed["discriminator"]["mapping"]


def test_docs_page_loads_the_docs_document(api: LiveApi) -> None:
    page = api.client.get("/docs")
    assert page.status_code == 200 and "/docs/openapi.json" in page.text


def test_docs_document_spells_out_simulate_in_bounded_size(api: LiveApi) -> None:
    """Swagger UI and ReDoc spell out every reference of an operation when it is opened: the
    effect union under every ability kind, and abilities under Class levels, emblems and tokens,
    made POST /v1/simulate ~120,000 nodes, over a minute to open and tens of seconds per example.
    Unions larger than DOCS_UNION_NODES are plain objects on /docs; the actions, events and the
    rest stay typed, and /openapi.json keeps every union."""
    full = api.client.get("/openapi.json").json()
    shown = api.client.get("/docs/openapi.json").json()
    operation = shown["paths"]["/v1/simulate"]["post"]
    size = spelled_out_size(shown["components"]["schemas"])
    request = size(operation["requestBody"]["content"]["application/json"]["schema"])
    response = size(operation["responses"]["200"]["content"]["application/json"]["schema"])
    assert request < 2 * DOCS_UNION_NODES and response < 2 * DOCS_UNION_NODES, (request, response)
    full_size = spelled_out_size(full["components"]["schemas"])
    assert full_size(full["paths"]["/v1/simulate"]["post"]["requestBody"]["content"]["application/json"]["schema"]) > 5 * request
    schemas, typed = shown["components"]["schemas"], full["components"]["schemas"]
    effect = schemas["TriggeredAbility"]["properties"]["effect"]
    assert "oneOf" not in effect and "/openapi.json" in effect["description"] and "`kind`" in effect["description"]
    assert "oneOf" in typed["TriggeredAbility"]["properties"]["effect"]
    assert "oneOf" in schemas["SimulationAction"] and "oneOf" in schemas["GameEvent"]
