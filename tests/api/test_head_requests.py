"""HEAD on every GET route (RFC 9110 9.3.2): the GET's status and headers, no body."""

from __future__ import annotations

import pytest

from tests.conftest import LiveApi

PATHS = ["/healthz", "/v1/cards/boulder-jockey", "/v1/cards/boulder-jockey/rulings", "/v1/rulings?q=land",
         "/v1/cards?q=chatzuk", "/openapi.json", "/"]


@pytest.mark.parametrize("path", PATHS)
def test_head_answers_like_get_without_a_body(api: LiveApi, path: str) -> None:
    got = api.client.get(path, headers={"Accept-Encoding": "identity"})
    head = api.client.head(path, headers={"Accept-Encoding": "identity"})
    assert got.status_code == head.status_code == 200, (got.status_code, head.status_code)
    assert head.content == b""
    assert head.headers["content-type"] == got.headers["content-type"]
    assert int(head.headers["content-length"]) == len(got.content)
    if "etag" in got.headers:
        assert head.headers["etag"] == got.headers["etag"]


def test_head_of_an_unknown_card_is_the_gets_404(api: LiveApi) -> None:
    assert api.client.head("/v1/cards/no-such-card").status_code == 404


def test_head_on_a_post_only_route_is_still_405(api: LiveApi) -> None:
    assert api.client.head("/v1/simulate").status_code == 405


def test_bulk_keeps_its_own_head(api: LiveApi) -> None:
    head = api.client.head("/v1/bulk/rulings", headers={"Accept-Encoding": "identity"})
    assert head.status_code == 200 and head.content == b"" and int(head.headers["content-length"]) > 0
