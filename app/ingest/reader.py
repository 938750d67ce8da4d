"""A file read once, in chunks: counts the bytes for progress and hashes them for provenance.
A gzip file (told by its magic bytes, whatever its name) is decompressed as it is read; progress
and the fingerprint are of the file's own (compressed) bytes.

Nothing a file holds is materialised before it is bounded (docs/limits.md, "Bulk imports"):

* gzip: at most `MAX_GZIP_RATIO` decompressed bytes per compressed byte (past the first
  `GZIP_RATIO_GRACE_BYTES`), and `MAX_DECOMPRESSED_BYTES` in all;
* a run of more than `MAX_STRING_BYTES` between two (unescaped) quote characters is refused as
  the bytes stream in, before the JSON parser buffers it as one string;
* `guarded_events` checks the parser's events: nesting depth (`MAX_DEPTH`), the length of every
  string and key (`MAX_STRING_CHARS`), the values in one record (`MAX_RECORD_EVENTS`) and the
  records in a file (`MAX_RECORDS`), naming the record and the path inside it.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import zlib
from pathlib import Path
from types import TracebackType
from typing import Any, BinaryIO, cast

import ijson

from app.ingest.records import BulkInputError

CHUNK = 256 * 1024
GZIP_MAGIC = b"\x1f\x8b"
# Real card files compress 5-15 times; a gzip bomb a thousand times and more.
MAX_GZIP_RATIO = 50
GZIP_RATIO_GRACE_BYTES = 4 * 1024 * 1024
MAX_DECOMPRESSED_BYTES = 8 * 1024**3
# The longest real strings are Oracle texts and rulings (a few KB; 20,000 characters allowed).
MAX_STRING_BYTES = 8 * 1024 * 1024  # raw bytes between two quotes, escapes included
MAX_STRING_CHARS = 2 * 1024 * 1024
# Real files: Scryfall cards ~5 levels deep, MTGJSON AllPrintings ~9.
MAX_DEPTH = 32
# A real card is a few hundred values (MTGJSON printings with translations: a few thousand).
MAX_RECORD_EVENTS = 200_000
# Scryfall's every-printing file: ~500,000 cards; its rulings ~70,000; MTGJSON ~110,000 printings.
MAX_RECORDS = 5_000_000


class _Raw:
    """The file's own bytes, counted and hashed as they are read."""

    def __init__(self, file: BinaryIO) -> None:
        self.file = file
        self.bytes_read = 0
        self.sha = hashlib.sha256()

    def read(self, n: int = -1) -> bytes:
        data = self.file.read(n if n > 0 else CHUNK)
        self.bytes_read += len(data)
        self.sha.update(data)
        return data


class TrackedFile:
    """Wraps a binary file for ijson: `read(n)` counts and hashes what it hands out, and bounds
    what it hands out (gzip expansion, runs without a quote)."""

    def __init__(self, path: Path, label: str | None = None) -> None:
        self.path = path
        self.label = label or path.name
        try:
            self.size = os.path.getsize(path)
            self._file: BinaryIO = open(path, "rb")  # noqa: SIM115 - closed by __exit__
            self.compressed = self._file.read(2) == GZIP_MAGIC
            self._file.seek(0)
        except OSError as exc:
            raise BulkInputError(self.label, f"cannot be read ({exc.strerror})") from exc
        self._raw = _Raw(self._file)
        self._gzip = gzip.GzipFile(fileobj=cast(BinaryIO, self._raw), mode="rb") if self.compressed else None
        self.decompressed = 0  # bytes handed to the parser
        self._run = 0  # bytes since the last unescaped quote
        self.record = 0  # the record the parser is in (set by `guarded_events`), for messages

    @property
    def bytes_read(self) -> int:
        return self._raw.bytes_read

    def read(self, n: int = -1) -> bytes:
        if n == 0:  # ijson probes with read(0) to tell bytes from text
            return b""
        if self._gzip is None:
            data = self._raw.read(n)
        else:
            try:
                data = self._gzip.read(n if n > 0 else CHUNK)
            except (OSError, EOFError, zlib.error) as exc:
                reason = "ends before its end" if isinstance(exc, EOFError) else f"is corrupt ({exc})"
                raise BulkInputError(self.label, f"the gzip data {reason}") from None
            self.decompressed += len(data)
            self._check_expansion()
        self._check_runs(data)
        return data

    def _where(self) -> int | None:
        return self.record or None

    def _check_expansion(self) -> None:
        if self.decompressed > MAX_DECOMPRESSED_BYTES:
            raise BulkInputError(
                self.label,
                f"the gzip data expands to more than {MAX_DECOMPRESSED_BYTES:,} bytes (the limit)",
                record=self._where(),
            )
        raw = max(self._raw.bytes_read, 1)
        if self.decompressed > GZIP_RATIO_GRACE_BYTES and self.decompressed > MAX_GZIP_RATIO * raw:
            raise BulkInputError(
                self.label,
                f"the gzip data expands more than {MAX_GZIP_RATIO} times ({raw:,} bytes gave "
                f"{self.decompressed:,}): a compression bomb, not a card file",
                record=self._where(),
            )

    def _check_runs(self, data: bytes) -> None:
        """Refuses a string longer than MAX_STRING_BYTES before the parser buffers it: the longest
        run between two quotes that are not escaped (each `\\\\` and `\\"` is first replaced by two
        other bytes, so it counts but ends nothing; an escape cut by a chunk's end can at worst
        split a run, or join it to the next one: never a string of a real file near the bound)."""
        if not data:
            return
        pieces = data.replace(b"\\\\", b"__").replace(b'\\"', b"__").split(b'"')
        if len(pieces) == 1:
            self._run += len(data)
            longest = self._run
        else:
            longest = max(self._run + len(pieces[0]), max(len(p) for p in pieces[1:-1]) if len(pieces) > 2 else 0)
            self._run = len(pieces[-1])
            longest = max(longest, self._run)
        if longest > MAX_STRING_BYTES:
            raise BulkInputError(
                self.label,
                f"holds a string (or a run without quotes) of more than {MAX_STRING_BYTES:,} bytes; the limit is "
                f"{MAX_STRING_BYTES:,}",
                record=self._where(),
            )

    def first_token(self) -> str:
        """The first non-blank character, without consuming it from the parser's point of view."""
        try:
            if self.compressed:
                with gzip.open(self.path, "rb") as peek:
                    head = peek.read(4096)
            else:
                head = self._file.read(4096)
                self._file.seek(0)
        except (OSError, EOFError, zlib.error) as exc:
            raise BulkInputError(self.label, f"the gzip data cannot be read ({exc})") from None
        stripped = head.lstrip(b"\xef\xbb\xbf \t\r\n")
        return chr(stripped[0]) if stripped else ""

    def sha256(self) -> str:
        """The digest of the whole file as given; reads what the parser left (trailing blanks)."""
        while self._raw.read(CHUNK):
            pass
        return self._raw.sha.hexdigest()

    def close(self) -> None:
        if self._gzip is not None:
            self._gzip.close()
        self._file.close()

    def __enter__(self) -> TrackedFile:
        return self

    def __exit__(self, *exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()


def json_error(label: str, exc: ijson.JSONError, records_done: int) -> BulkInputError:
    """A syntax error from ijson, named by the record it is in."""
    message = str(exc).strip().splitlines()[0] if str(exc).strip() else "invalid JSON"
    if "premature EOF" in message:
        reason = "the file is truncated (it ends in the middle of the JSON)"
    else:
        reason = f"malformed JSON ({message})"
    return BulkInputError(label, reason, record=records_done + 1)


_OPEN = frozenset({"start_map", "start_array"})
_CLOSE = frozenset({"end_map", "end_array"})


class GuardedEvents:
    """ijson's basic events of a file, checked as they stream (see the module's docstring).

    Records are the values at `record_depth` (1: the elements of a top-level array); a caller that
    finds its records elsewhere (MTGJSON) calls `start_record` as each begins. `path` is where the
    parser is inside the current record, for messages (`card_faces[0].colors`)."""

    def __init__(self, f: TrackedFile, record_depth: int | None = 1) -> None:
        self.f = f
        self.events = ijson.basic_parse(f, use_float=True)
        self.record_depth = record_depth
        self.depth = 0
        self.records = 0
        self.in_record = 0
        # one entry per open container: a key (map) or the index of the last value (array)
        self._stack: list[str | int] = []
        self._record_base = 0  # the stack's length when the current record began

    def __iter__(self) -> GuardedEvents:
        return self

    def start_record(self, number: int) -> None:
        self.records = number
        self.f.record = number
        self.in_record = 0
        self._record_base = len(self._stack)
        if number > MAX_RECORDS:
            raise self.fail(f"holds more than {MAX_RECORDS:,} records (the limit)", record=False)

    def path(self) -> str:
        out = ""
        for part in self._stack[self._record_base :]:
            out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
        return out or "(the record itself)"

    def fail(self, reason: str, *, record: bool = True) -> BulkInputError:
        if record and self.records:
            return BulkInputError(self.f.label, f"{reason} (at {self.path()})", record=self.records)
        return BulkInputError(self.f.label, reason, record=self.records or None)

    def __next__(self) -> tuple[str, Any]:
        event, value = next(self.events)
        stack = self._stack
        if stack and isinstance(stack[-1], int) and event not in _CLOSE:
            stack[-1] += 1  # a new value of the array
        if event == "map_key":
            if len(value) > MAX_STRING_CHARS:
                raise self.fail(f"a key is {len(value):,} characters long; the limit is {MAX_STRING_CHARS:,}")
            if stack:
                stack[-1] = value[:60]
            return event, value
        if event in _OPEN:
            if self.record_depth is not None and self.depth == self.record_depth:
                self.start_record(self.records + 1)
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise self.fail(f"values are nested more than {MAX_DEPTH} levels deep (the limit)")
            stack.append(-1 if event == "start_array" else "")
        elif event in _CLOSE:
            self.depth -= 1
            if stack:
                stack.pop()
        else:
            if self.record_depth is not None and self.depth == self.record_depth:
                self.start_record(self.records + 1)
            if event == "string" and len(value) > MAX_STRING_CHARS:
                raise self.fail(f"a string is {len(value):,} characters long; the limit is {MAX_STRING_CHARS:,}")
        self.in_record += 1
        if self.in_record > MAX_RECORD_EVENTS:
            raise self.fail(f"the record holds more than {MAX_RECORD_EVENTS:,} values (the limit)")
        return event, value
