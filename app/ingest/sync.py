"""`python -m app sync scryfall | mtgjson`: fetch the publishers' bulk files and import them.

- Scryfall: the bulk-data listing (`SCRYFALL_BULK_URL`) names each file (`type` "oracle_cards",
  "rulings", ...) with its `download_uri`, `updated_at` and `size`; the Oracle cards and rulings
  files are fetched and imported together with the Scryfall importer.
- MTGJSON: `Meta.json` (its `data.version` and `data.date`), then `AllPrintings.json.gz` and the
  `AllPrintings.json.gz.sha256` MTGJSON publishes beside it (`MTGJSON_BASE_URL`); imported with
  the MTGJSON importer.

Each file goes to the sync folder (`SYNC_DIR`, default data/sync/) through a `.part` file:
an interrupted download resumes where it stopped (an HTTP `Range` request, with `If-Range` on the
validator the server gave, so a file changed meanwhile starts again), and a finished one is
checked (the size the listing or the server states; MTGJSON's sha256) before it replaces the
previous copy. What was fetched is remembered in `sync-state.json` in that folder (per file: URL,
ETag, `updated_at`, size): the next sync asks with `If-None-Match` and skips a file the server
says has not changed (304) or whose `updated_at` is the one already imported, and imports only
when a file changed. Nothing is imported from a file that failed a check; the error says which
file and what was wrong.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import httpx

STATE_FILE = "sync-state.json"
CHUNK = 256 * 1024
TIMEOUT = httpx.Timeout(30.0, read=120.0)
USER_AGENT = "mtg-rulings-service-sync/1 (+docs/sync.md)"


class SyncError(Exception):
    """A sync that cannot go on: a listing or file that is not what it should be."""


@dataclass
class Fetched:
    """One file after `fetch`: where it is, and whether it is new since the last sync."""

    path: Path
    changed: bool
    etag: str | None = None
    size: int = 0


@dataclass
class SyncReport:
    source: str
    files: dict[str, Fetched] = field(default_factory=dict)
    imported: bool = False
    summary: str = ""

    @property
    def changed(self) -> bool:
        return any(f.changed for f in self.files.values())

    def stamp(self) -> dict[str, Any]:
        """What the files are now (their ETags and sizes): an import of them is remembered with it."""
        return {name: [f.etag, f.size] for name, f in sorted(self.files.items())}


def needs_import(folder: Path, report: SyncReport) -> bool:
    """Whether the files fetched differ from the last ones imported (a download that succeeded
    but whose import failed is imported by the next sync)."""
    return report.changed or State(folder).get(f"{report.source}:imported") != {"files": report.stamp()}


def remember_import(folder: Path, report: SyncReport) -> None:
    State(folder).put(f"{report.source}:imported", {"files": report.stamp()})


class Progress:
    """Download progress on stderr: a bar redrawn in place on a terminal; plain lines (one every
    few seconds, and one at the end) otherwise."""

    def __init__(self, stream: TextIO | None = None, every: float = 5.0) -> None:
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty()
        self.every = every
        self.last = 0.0

    def __call__(self, label: str, done: int, total: int | None, finished: bool = False) -> None:
        percent = f"{100 * done / total:5.1f}%" if total else "  ?  %"
        if self.tty:
            width = 24
            filled = int(width * done / total) if total else 0
            end = "\n" if finished else ""
            self.stream.write(f"\r[{'#' * filled}{'-' * (width - filled)}] {percent} {label}: {done:,} bytes{end}")
            self.stream.flush()
            return
        now = time.monotonic()
        if finished or now - self.last >= self.every:
            self.last = now
            of = f" of {total:,}" if total else ""
            self.stream.write(f"download {label}: {done:,}{of} bytes ({percent.strip()})\n")
            self.stream.flush()


ProgressFn = Callable[[str, int, "int | None", bool], None]


def _quiet(label: str, done: int, total: int | None, finished: bool = False) -> None:
    return None


class State:
    """`sync-state.json`: what each file was when last fetched (written atomically)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / STATE_FILE
        try:
            self.data: dict[str, Any] = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            self.data = {}
        except ValueError:
            self.data = {}  # unreadable: fetch everything again

    def get(self, key: str) -> dict[str, Any]:
        value = self.data.get(key)
        return value if isinstance(value, dict) else {}

    def put(self, key: str, value: dict[str, Any]) -> None:
        self.data[key] = value
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps(self.data, indent=2, sort_keys=True), encoding="utf-8")
        os.replace(temporary, self.path)


def _decoded_size(path: Path) -> int:
    """The file's size once decompressed (a gzip file, told by its magic bytes), else its size."""
    with path.open("rb") as fh:
        if fh.read(2) != b"\x1f\x8b":
            return path.stat().st_size
    total = 0
    with gzip.open(path, "rb") as fh:
        while chunk := fh.read(CHUNK):
            total += len(chunk)
    return total


def fetch(
    client: httpx.Client,
    url: str,
    dest: Path,
    state: State,
    key: str,
    *,
    expected_size: int | None = None,
    updated_at: str | None = None,
    progress: ProgressFn = _quiet,
) -> Fetched:
    """`url` into `dest`, resuming a `.part` left by an interrupted run and skipping a file that
    has not changed since the last sync (same `updated_at`, or the server's 304 to
    `If-None-Match`). `expected_size`: the size the file must have (decompressed, for a gzip
    file); a file of another size is refused (SyncError) and removed."""
    known = state.get(key)
    part = dest.with_name(dest.name + ".part")
    same_file = dest.exists() and known.get("url") == url
    if same_file and updated_at is not None and known.get("updated_at") == updated_at:
        return Fetched(dest, False, known.get("etag"), dest.stat().st_size)
    headers = {"User-Agent": USER_AGENT, "Accept-Encoding": "identity"}
    if dest.exists() and known.get("url") == url and known.get("etag") and not part.exists():
        headers["If-None-Match"] = known["etag"]
    offset = part.stat().st_size if part.exists() else 0
    if offset:
        headers["Range"] = f"bytes={offset}-"
        if known.get("partial_etag"):
            headers["If-Range"] = known["partial_etag"]
    try:
        return _download(
            client, url, dest, part, state, key, known, headers, offset, expected_size, updated_at, progress
        )
    except httpx.HTTPError as exc:
        # The part so far stays: the next run resumes it.
        raise SyncError(
            f"{url}: the download failed ({type(exc).__name__}: {exc}); run the sync again to resume"
        ) from None


def _download(
    client: httpx.Client,
    url: str,
    dest: Path,
    part: Path,
    state: State,
    key: str,
    known: dict[str, Any],
    headers: dict[str, str],
    offset: int,
    expected_size: int | None,
    updated_at: str | None,
    progress: ProgressFn,
) -> Fetched:
    with client.stream("GET", url, headers=headers) as response:
        if response.status_code == 304:
            progress(dest.name, dest.stat().st_size, dest.stat().st_size, True)
            state.put(key, {**known, "updated_at": updated_at or known.get("updated_at")})
            return Fetched(dest, False, known.get("etag"), dest.stat().st_size)
        if response.status_code == 416 and offset:  # the part is already whole (or the file shrank)
            response.close()
            part.unlink()
            return fetch(
                client, url, dest, state, key, expected_size=expected_size, updated_at=updated_at, progress=progress
            )
        if response.status_code not in (200, 206):
            raise SyncError(f"{url} answered HTTP {response.status_code}")
        etag = response.headers.get("etag")
        resumed = response.status_code == 206
        if resumed:
            start = _range_start(response.headers.get("content-range"))
            if start != offset:
                raise SyncError(f"{url} answered a range from byte {start}, not {offset}")
        else:
            offset = 0
        total = _total_length(response, offset)
        state.put(key, {**known, "url": url, "partial_etag": etag})
        done = offset
        with part.open("ab" if resumed else "wb") as out:
            for chunk in response.iter_raw():
                out.write(chunk)
                done += len(chunk)
                progress(dest.name, done, total, False)
    progress(dest.name, done, total, True)
    received = part.stat().st_size
    if total is not None and received != total:
        # The connection ended early: keep the part, the next run resumes it.
        raise SyncError(f"{url}: the download stopped at {received:,} of {total:,} bytes; run the sync again to resume")
    if expected_size is not None and _decoded_size(part) != expected_size:
        size = _decoded_size(part)
        part.unlink()
        raise SyncError(f"{url}: the file has {size:,} bytes, but its listing says {expected_size:,}; nothing imported")
    os.replace(part, dest)
    state.put(key, {"url": url, "etag": etag, "updated_at": updated_at, "size": received})
    return Fetched(dest, True, etag, received)


def _range_start(content_range: str | None) -> int | None:
    # "bytes 100-999/1000"
    if not content_range or not content_range.startswith("bytes "):
        return None
    try:
        return int(content_range[6:].split("-", 1)[0])
    except ValueError:
        return None


def _total_length(response: httpx.Response, offset: int) -> int | None:
    content_range = response.headers.get("content-range")
    if response.status_code == 206 and content_range and "/" in content_range:
        whole = content_range.rsplit("/", 1)[1]
        return int(whole) if whole.isdigit() else None
    length = response.headers.get("content-length")
    return offset + int(length) if length and length.isdigit() else None


def _get_json(client: httpx.Client, url: str) -> Any:
    try:
        response = client.get(url, headers={"User-Agent": USER_AGENT, "Accept": "application/json"})
    except httpx.HTTPError as exc:
        raise SyncError(f"{url} cannot be reached ({type(exc).__name__}: {exc})") from None
    if response.status_code != 200:
        raise SyncError(f"{url} answered HTTP {response.status_code}")
    try:
        return response.json()
    except ValueError:
        raise SyncError(f"{url} did not answer JSON") from None


SCRYFALL_FILES = (("oracle_cards", "scryfall-oracle-cards.json"), ("rulings", "scryfall-rulings.json"))


def sync_scryfall(client: httpx.Client, listing_url: str, folder: Path, *, progress: ProgressFn = _quiet) -> SyncReport:
    """Fetch Scryfall's Oracle cards and rulings files named by the bulk-data listing at
    `listing_url` into `folder` (the import is the caller's: `report.changed` says whether to)."""
    folder.mkdir(parents=True, exist_ok=True)
    listing = _get_json(client, listing_url)
    items = listing.get("data") if isinstance(listing, dict) else None
    if not isinstance(items, list):
        raise SyncError(f"{listing_url} is not a bulk-data listing (no `data` list)")
    by_type = {item.get("type"): item for item in items if isinstance(item, dict)}
    state = State(folder)
    report = SyncReport("scryfall")
    for kind, file_name in SCRYFALL_FILES:
        item = by_type.get(kind)
        if item is None or not isinstance(item.get("download_uri"), str):
            raise SyncError(f"{listing_url} lists no {kind!r} file with a download_uri")
        size = item.get("size")
        report.files[kind] = fetch(
            client,
            httpx.URL(listing_url).join(item["download_uri"]).__str__(),
            folder / file_name,
            state,
            f"scryfall:{kind}",
            expected_size=size if isinstance(size, int) else None,
            updated_at=str(item.get("updated_at")) if item.get("updated_at") else None,
            progress=progress,
        )
    return report


MTGJSON_FILE = "AllPrintings.json.gz"


def sync_mtgjson(client: httpx.Client, base_url: str, folder: Path, *, progress: ProgressFn = _quiet) -> SyncReport:
    """Fetch MTGJSON's AllPrintings (gzip) with its sha256 into `folder`; `Meta.json`'s version and
    date stand for `updated_at`."""
    folder.mkdir(parents=True, exist_ok=True)
    base = base_url if base_url.endswith("/") else base_url + "/"
    meta = _get_json(client, base + "Meta.json")
    data = meta.get("data") if isinstance(meta, dict) else None
    if not isinstance(data, dict) or not data.get("version"):
        raise SyncError(f"{base}Meta.json has no data.version")
    stamp = f"{data.get('version')} {data.get('date', '')}".strip()
    state = State(folder)
    report = SyncReport("mtgjson")
    url = base + MTGJSON_FILE
    fetched = fetch(
        client, url, folder / MTGJSON_FILE, state, "mtgjson:AllPrintings", updated_at=stamp, progress=progress
    )
    if fetched.changed:
        wanted = _sha256_published(client, url + ".sha256")
        actual = _sha256_of(fetched.path)
        if actual != wanted:
            fetched.path.unlink()
            state.put("mtgjson:AllPrintings", {})
            raise SyncError(f"{url}: sha256 {actual} is not the published {wanted}; nothing imported")
    report.files["AllPrintings"] = fetched
    return report


def _sha256_published(client: httpx.Client, url: str) -> str:
    response = client.get(url, headers={"User-Agent": USER_AGENT})
    if response.status_code != 200:
        raise SyncError(f"{url} answered HTTP {response.status_code}")
    words = response.text.split()
    if not words or len(words[0]) != 64:
        raise SyncError(f"{url} holds no sha256")
    return words[0].lower()


def _sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in _chunks(fh):
            digest.update(chunk)
    return digest.hexdigest()


def _chunks(fh: Any) -> Iterator[bytes]:
    while chunk := fh.read(CHUNK):
        yield chunk


def client() -> httpx.Client:
    return httpx.Client(timeout=TIMEOUT, follow_redirects=True)
