"""The index of operations a serving process asks on every request (CORS, metrics, caching, the
problem's `instance`) is built from the app's routes at start-up, without the OpenAPI document:
it must say exactly what the document says."""

from __future__ import annotations

from app.api.docs import OperationIndex, operation_index
from app.main import create_app


def test_the_index_from_the_routes_is_the_index_from_the_document() -> None:
    app = create_app()
    assert operation_index(app).find("GET", "/v1/cards/werewhat") == ("/v1/cards/{card_id}", False)
    assert getattr(app.state, "openapi_finished", None) is None  # the document waits for its first reader
    from_routes = operation_index(app)._entries
    from_document = OperationIndex(app.openapi())._entries
    assert sorted((p.pattern, m, t, k) for p, m, t, k in from_routes) == \
        sorted((p.pattern, m, t, k) for p, m, t, k in from_document)
    assert any(needs_key for *_, needs_key in from_routes)
    assert not all(needs_key for *_, needs_key in from_routes)
