"""The bulk download behaves like a static file, through the real app over real HTTP on SQLite and
PostgreSQL: gzip by Accept-Encoding and as a .gz file, Content-Length, ETag and 304, Range and
206/416, HEAD, and export files readable by others (0644)."""

from __future__ import annotations

import gzip
import json
import os

import httpx

from app.ingest import service as ingest_service
from tests.conftest import LiveApi

PLAIN = {"Accept-Encoding": "identity"}


def raw_get(api: LiveApi, path: str, headers: dict[str, str]) -> tuple[httpx.Response, bytes]:
    """The response and its bytes as sent (httpx would otherwise undo the Content-Encoding)."""
    with api.client.stream("GET", path, headers=headers) as response:
        return response, b"".join(response.iter_raw())


def test_the_download_has_a_length_and_an_etag(api: LiveApi) -> None:
    entry = api.client.get("/v1/bulk").json()["data"][0]
    response = api.client.get("/v1/bulk/rulings", headers=PLAIN)
    assert response.status_code == 200
    assert int(response.headers["content-length"]) == len(response.content) == entry["size"]
    assert response.headers["etag"] == entry["etag"] and "content-encoding" not in response.headers
    assert response.headers["accept-ranges"] == "bytes"
    assert len(response.text.splitlines()) == entry["count"]


def test_gzip_when_accepted_with_its_own_etag(api: LiveApi) -> None:
    plain = api.client.get("/v1/bulk/rulings", headers=PLAIN)
    packed, body = raw_get(api, "/v1/bulk/rulings", {"Accept-Encoding": "gzip"})
    assert packed.status_code == 200 and packed.headers["content-encoding"] == "gzip"
    assert int(packed.headers["content-length"]) == len(body) < len(plain.content)
    assert gzip.decompress(body) == plain.content
    assert packed.headers["etag"] != plain.headers["etag"]
    assert "accept-encoding" in packed.headers["vary"].lower()
    again = api.client.get(
        "/v1/bulk/rulings", headers={"Accept-Encoding": "gzip", "If-None-Match": packed.headers["etag"]}
    )
    assert again.status_code == 304
    # Refused gzip (q=0) gets the plain file.
    refused = api.client.get("/v1/bulk/rulings", headers={"Accept-Encoding": "gzip;q=0, identity"})
    assert "content-encoding" not in refused.headers and refused.content == plain.content


def test_the_gz_files_are_the_same_data(api: LiveApi) -> None:
    listing = api.client.get("/v1/bulk").json()["data"][0]
    for fmt in ("ndjson", "json"):
        plain = api.client.get("/v1/bulk/rulings", params={"format": fmt}, headers=PLAIN)
        packed = api.client.get(listing["formats"][f"{fmt}.gz"], headers=PLAIN)
        assert packed.status_code == 200 and packed.headers["content-type"] == "application/octet-stream"
        assert "content-encoding" not in packed.headers
        assert f'filename="rulings.{fmt}.gz"' in packed.headers["content-disposition"]
        assert gzip.decompress(packed.content) == plain.content
        assert int(packed.headers["content-length"]) == len(packed.content)
    assert api.client.get("/v1/bulk/rulings.xml.gz").status_code == 422


def test_range_requests_give_206_and_416(api: LiveApi) -> None:
    whole = api.client.get("/v1/bulk/rulings", headers=PLAIN).content
    part = api.client.get("/v1/bulk/rulings", headers={**PLAIN, "Range": "bytes=10-109"})
    assert part.status_code == 206 and part.content == whole[10:110]
    assert part.headers["content-range"] == f"bytes 10-109/{len(whole)}"
    assert part.headers["content-length"] == "100"
    tail = api.client.get("/v1/bulk/rulings", headers={**PLAIN, "Range": "bytes=-50"})
    assert tail.status_code == 206 and tail.content == whole[-50:]
    resumed = api.client.get("/v1/bulk/rulings", headers={**PLAIN, "Range": f"bytes={len(whole) - 5}-"})
    assert resumed.status_code == 206 and resumed.content == whole[-5:]
    outside = api.client.get("/v1/bulk/rulings", headers={**PLAIN, "Range": f"bytes={len(whole) + 10}-"})
    assert outside.status_code == 416
    assert outside.headers["content-type"].startswith("application/problem+json")
    assert outside.headers["content-range"] == f"bytes */{len(whole)}"
    malformed = api.client.get("/v1/bulk/rulings", headers={**PLAIN, "Range": "lines=1-2"})
    assert malformed.status_code == 200 and malformed.content == whole  # ignored, as RFC 9110 allows


def test_head_answers_like_get_without_a_body(api: LiveApi) -> None:
    for path in ("/v1/bulk", "/v1/bulk/rulings", "/v1/bulk/rulings?format=json", "/v1/bulk/rulings.ndjson.gz"):
        got = api.client.get(path, headers=PLAIN)
        head = api.client.head(path, headers=PLAIN)
        assert head.status_code == 200, path
        assert head.content == b""
        assert head.headers["content-length"] == got.headers["content-length"], path
        if path != "/v1/bulk":
            assert head.headers["etag"] == got.headers["etag"]


def test_export_files_are_readable_by_others(api: LiveApi) -> None:
    api.client.get("/v1/bulk/rulings", headers={"Accept-Encoding": "gzip"})
    assert api.settings.bulk_cache_dir is None  # the default: a folder in the system's temp directory
    files = list(ingest_service.export_folder(str(api.db.engine.url), None).iterdir())
    assert files
    umask = os.umask(0)
    os.umask(umask)
    for path in files:
        assert path.stat().st_mode & 0o777 == 0o666 & ~umask, path  # 0644, not mkstemp's 0600
    assert all(json.loads(line) for line in api.client.get("/v1/bulk/rulings", headers=PLAIN).text.splitlines())
