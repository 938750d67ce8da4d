"""The document /docs renders (/docs/openapi.json): the same operations and examples as
/openapi.json, with card definitions' abilities shown as plain objects (Swagger UI expanded every
ability and effect schema inside every other one, for minutes, when POST /v1/simulate was opened);
/openapi.json keeps the full types for generated clients and ReDoc."""

from __future__ import annotations

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
