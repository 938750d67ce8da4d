"""`python -m app sync scryfall | mtgjson` end to end, as users run it, against a local HTTP server
(started here on 127.0.0.1: nothing reaches the internet) serving the real fixture files of
tests/fixtures/bulk with ETags and byte ranges, on SQLite and PostgreSQL: an interrupted download
resumes where it stopped and is imported, a second sync skips what has not changed, a file of
another size than its listing says is refused, MTGJSON's AllPrintings is checked against its
sha256."""

from __future__ import annotations

import gzip
import hashlib
import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from sqlalchemy import func, select

from app.cards.models import Card
from app.db.session import session_context
from app.ingest import sync
from tests.conftest import Database
from tests.ingest.helpers import PRINTINGS, SCRYFALL_CARDS, SCRYFALL_RULINGS, run_app


@dataclass
class Bulk:
    """The files a publisher serves (path -> bytes), what the server was asked, and faults to play."""

    files: dict[str, bytes] = field(default_factory=dict)
    cut_once: set[str] = field(default_factory=set)  # send half the body, then hang up (once)
    gzipped: set[str] = field(default_factory=set)  # sent with Content-Encoding: gzip, as Scryfall does
    requests: list[tuple[str, str | None, int]] = field(default_factory=list)  # (path, Range, status)


def _etag(body: bytes) -> str:
    return '"' + hashlib.sha256(body).hexdigest()[:16] + '"'


def _handler(bulk: Bulk) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:  # quiet
            return

        def do_GET(self) -> None:
            body = bulk.files.get(self.path)
            if body is None:
                return self._reply(404, b"not found")
            if self.path in bulk.gzipped:
                body = gzip.compress(body, mtime=0)
            etag = _etag(body)
            if self.headers.get("If-None-Match") == etag:
                return self._reply(304, b"", etag=etag)
            start = 0
            wanted = self.headers.get("Range")
            if wanted and wanted.startswith("bytes=") and self.headers.get("If-Range", etag) == etag:
                start = int(wanted[6:].split("-")[0])
                if start >= len(body):
                    return self._reply(416, b"", extra={"Content-Range": f"bytes */{len(body)}"})
            status = 206 if start else 200
            extra = {"Content-Range": f"bytes {start}-{len(body) - 1}/{len(body)}"} if start else {}
            part = body[start:]
            if self.path in bulk.cut_once:
                bulk.cut_once.discard(self.path)
                bulk.requests.append((self.path, wanted, status))
                self._head(status, len(part), etag, extra)
                self.wfile.write(part[: len(part) // 2])
                self.wfile.flush()
                self.close_connection = True
                return None
            return self._reply(status, part, etag=etag, extra=extra, asked=wanted)

        def _head(self, status: int, length: int, etag: str | None, extra: dict[str, str]) -> None:
            self.send_response(status)
            self.send_header("Content-Length", str(length))
            self.send_header("Accept-Ranges", "bytes")
            if etag:
                self.send_header("ETag", etag)
            if self.path in bulk.gzipped:
                self.send_header("Content-Encoding", "gzip")
            for key, value in extra.items():
                self.send_header(key, value)
            self.end_headers()

        def _reply(
            self,
            status: int,
            body: bytes,
            *,
            etag: str | None = None,
            extra: dict[str, str] | None = None,
            asked: str | None = None,
        ) -> None:
            bulk.requests.append((self.path, asked if asked is not None else self.headers.get("Range"), status))
            self._head(status, len(body), etag, extra or {})
            self.wfile.write(body)

    return Handler


@pytest.fixture
def publisher() -> Iterator[tuple[str, Bulk]]:
    bulk = Bulk()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(bulk))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", bulk
    server.shutdown()
    server.server_close()


def _scryfall(
    base: str, bulk: Bulk, *, cards_size: int | None = None, updated_at: str = "2026-12-04T09:00:00+00:00"
) -> str:
    cards, rulings = SCRYFALL_CARDS.read_bytes(), SCRYFALL_RULINGS.read_bytes()
    bulk.files["/files/oracle-cards.json"] = cards
    bulk.files["/files/rulings.json"] = rulings
    listing = {
        "object": "list",
        "has_more": False,
        "data": [
            {
                "object": "bulk_data",
                "type": "oracle_cards",
                "updated_at": updated_at,
                "content_encoding": "gzip",
                "download_uri": f"{base}/files/oracle-cards.json",
                "size": cards_size or len(cards),
            },
            {
                "object": "bulk_data",
                "type": "unique_artwork",
                "updated_at": updated_at,
                "download_uri": f"{base}/files/unused.json",
                "size": 1,
            },
            {
                "object": "bulk_data",
                "type": "rulings",
                "updated_at": updated_at,
                "content_encoding": "gzip",
                "download_uri": f"{base}/files/rulings.json",
                "size": len(rulings),
            },
        ],
    }
    bulk.files["/bulk-data"] = json.dumps(listing).encode()
    return f"{base}/bulk-data"


def _sync_in_process(
    db: Database, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *args: str
) -> tuple[int, str]:
    """`python -m app sync ...` run in this process (the command's own `main`, on `db`): the exit
    status and what it wrote to stderr. (Starting the interpreter again costs seconds on a busy
    machine; each test also runs the real command once.)"""
    from app.cli import main
    from app.core.settings import get_settings
    from app.db.session import get_engine

    monkeypatch.setenv("DATABASE_URL", db.url)
    get_settings.cache_clear()
    get_engine.cache_clear()
    capsys.readouterr()
    try:
        status = main(["sync", *args])
    finally:
        get_engine().dispose()
        get_engine.cache_clear()
        monkeypatch.delenv("DATABASE_URL")
        get_settings.cache_clear()
    return status, capsys.readouterr().err


def _count_cards(db: Database) -> int:
    with session_context(db.engine) as session:
        return int(session.scalar(select(func.count()).select_from(Card)) or 0)


def test_scryfall_sync_resumes_imports_then_skips(
    seeded_db: Database,
    publisher: tuple[str, Bulk],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    base, bulk = publisher
    listing = _scryfall(base, bulk)
    bulk.cut_once.add("/files/oracle-cards.json")
    before = _count_cards(seeded_db)
    folder = str(tmp_path / "sync")
    options = ("scryfall", "--base-url", listing, "--data-dir", folder)

    status, err = _sync_in_process(seeded_db, monkeypatch, capsys, *options)
    assert status == 1
    assert "run the sync again to resume" in err and "nothing imported" in err
    assert _count_cards(seeded_db) == before
    half = len(SCRYFALL_CARDS.read_bytes()) // 2
    assert (tmp_path / "sync" / "scryfall-oracle-cards.json.part").stat().st_size == half

    status, err = _sync_in_process(seeded_db, monkeypatch, capsys, *options)
    assert status == 0, err
    assert ("/files/oracle-cards.json", f"bytes={half}-", 206) in bulk.requests  # only the rest was fetched
    assert "download scryfall-oracle-cards.json:" in err  # plain progress lines (not a terminal)
    assert "imported scryfall: cards 10 (9 new, 1 updated" in err  # Werewhat is seeded
    assert _count_cards(seeded_db) == before + 9
    assert (tmp_path / "sync" / "scryfall-oracle-cards.json").read_bytes() == SCRYFALL_CARDS.read_bytes()

    asked = len(bulk.requests)
    again = run_app(seeded_db.url, "sync", *options)  # the real command, as cron or compose runs it
    assert again.returncode == 0, again.stderr
    assert "nothing changed since the last sync; nothing imported" in again.stderr
    assert [r[0] for r in bulk.requests[asked:]] == ["/bulk-data"]  # same updated_at: no file asked for


def test_mtgjson_sync_checks_the_sha256_imports_then_skips(
    seeded_db: Database,
    publisher: tuple[str, Bulk],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    base, bulk = publisher
    packed = gzip.compress(PRINTINGS.read_bytes(), mtime=0)
    bulk.files["/api/v5/Meta.json"] = json.dumps({"data": {"date": "2026-12-04", "version": "5.2.2+20261204"}}).encode()
    bulk.files["/api/v5/AllPrintings.json.gz"] = packed
    bulk.files["/api/v5/AllPrintings.json.gz.sha256"] = hashlib.sha256(packed).hexdigest().encode()
    folder = str(tmp_path / "sync")
    status, err = _sync_in_process(
        seeded_db, monkeypatch, capsys, "mtgjson", "--base-url", f"{base}/api/v5/", "--data-dir", folder
    )
    assert status == 0, err
    assert "imported mtgjson" in err
    # The next sync (the same Meta.json): nothing fetched, nothing to import.
    asked = len(bulk.requests)
    with sync.client() as http:
        report = sync.sync_mtgjson(http, f"{base}/api/v5", Path(folder))
    assert not report.changed and not sync.needs_import(Path(folder), report)
    assert [r[0] for r in bulk.requests[asked:]] == ["/api/v5/Meta.json"]


def test_a_file_of_another_size_than_listed_is_refused(publisher: tuple[str, Bulk], tmp_path: Path) -> None:
    base, bulk = publisher
    listing = _scryfall(base, bulk, cards_size=len(SCRYFALL_CARDS.read_bytes()) + 1)
    with sync.client() as http, pytest.raises(sync.SyncError, match="its listing says"):
        sync.sync_scryfall(http, listing, tmp_path)
    assert not (tmp_path / "scryfall-oracle-cards.json").exists()
    assert not (tmp_path / "scryfall-oracle-cards.json.part").exists()


def test_a_wrong_sha256_is_refused_and_a_changed_file_is_fetched_again(
    publisher: tuple[str, Bulk], tmp_path: Path
) -> None:
    base, bulk = publisher
    bulk.files["/Meta.json"] = json.dumps({"data": {"date": "2026-12-04", "version": "5.2.2"}}).encode()
    bulk.files["/AllPrintings.json.gz"] = gzip.compress(PRINTINGS.read_bytes(), mtime=0)
    bulk.files["/AllPrintings.json.gz.sha256"] = b"0" * 64 + b"  AllPrintings.json.gz\n"
    with sync.client() as http:
        with pytest.raises(sync.SyncError, match="is not the published"):
            sync.sync_mtgjson(http, base, tmp_path)
        assert not (tmp_path / "AllPrintings.json.gz").exists()
        # A Scryfall file changed on the server (a new updated_at): fetched again, with If-None-Match.
        listing = _scryfall(base, bulk)
        assert sync.sync_scryfall(http, listing, tmp_path).changed
        _scryfall(base, bulk, updated_at="2026-12-05T09:00:00+00:00")
        report = sync.sync_scryfall(http, listing, tmp_path)
        assert not report.changed  # the same bytes: the server's 304
        assert bulk.requests[-1][2] == 304


def test_an_unreachable_listing_is_a_clear_error(tmp_path: Path) -> None:
    with httpx.Client(timeout=2) as http, pytest.raises(sync.SyncError, match="cannot be reached"):
        sync.sync_scryfall(http, "http://127.0.0.1:9/bulk-data", tmp_path)


def test_a_file_sent_gzip_encoded_is_kept_as_sent_and_checked_decompressed(
    publisher: tuple[str, Bulk], tmp_path: Path
) -> None:
    """Scryfall sends its files with `Content-Encoding: gzip` and lists their decompressed `size`:
    the bytes are stored as sent (a resumed range is a range of them; the importer reads gzip) and
    the size is checked on the decompressed file."""
    base, bulk = publisher
    listing = _scryfall(base, bulk)
    bulk.gzipped.add("/files/rulings.json")
    with sync.client() as http:
        report = sync.sync_scryfall(http, listing, tmp_path)
    stored = (tmp_path / "scryfall-rulings.json").read_bytes()
    assert stored[:2] == b"\x1f\x8b" and gzip.decompress(stored) == SCRYFALL_RULINGS.read_bytes()
    assert report.changed and report.files["rulings"].size == len(stored)
