"""A file read once, in chunks: counts the bytes for progress and hashes them for provenance.
A gzip file (told by its magic bytes, whatever its name) is decompressed as it is read; progress
and the fingerprint are of the file's own (compressed) bytes."""

from __future__ import annotations

import gzip
import hashlib
import os
import zlib
from pathlib import Path
from types import TracebackType
from typing import BinaryIO, cast

import ijson

from app.ingest.records import BulkInputError

CHUNK = 256 * 1024
GZIP_MAGIC = b"\x1f\x8b"


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
    """Wraps a binary file for ijson: `read(n)` counts and hashes what it hands out."""

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

    @property
    def bytes_read(self) -> int:
        return self._raw.bytes_read

    def read(self, n: int = -1) -> bytes:
        if n == 0:  # ijson probes with read(0) to tell bytes from text
            return b""
        if self._gzip is None:
            return self._raw.read(n)
        try:
            return self._gzip.read(n if n > 0 else CHUNK)
        except (OSError, EOFError, zlib.error) as exc:
            reason = "ends before its end" if isinstance(exc, EOFError) else f"is corrupt ({exc})"
            raise BulkInputError(self.label, f"the gzip data {reason}") from None

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
