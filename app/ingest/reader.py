"""A file read once, in chunks: counts the bytes for progress and hashes them for provenance."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from types import TracebackType
from typing import BinaryIO

import ijson

from app.ingest.records import BulkInputError

CHUNK = 256 * 1024


class TrackedFile:
    """Wraps a binary file for ijson: `read(n)` counts and hashes what it hands out."""

    def __init__(self, path: Path, label: str | None = None) -> None:
        self.path = path
        self.label = label or path.name
        try:
            self.size = os.path.getsize(path)
            self._file: BinaryIO = open(path, "rb")  # noqa: SIM115 - closed by __exit__
        except OSError as exc:
            raise BulkInputError(self.label, f"cannot be read ({exc.strerror})") from exc
        self.bytes_read = 0
        self._sha = hashlib.sha256()

    def read(self, n: int = -1) -> bytes:
        if n == 0:  # ijson probes with read(0) to tell bytes from text
            return b""
        data = self._file.read(n if n > 0 else CHUNK)
        self.bytes_read += len(data)
        self._sha.update(data)
        return data

    def first_token(self) -> str:
        """The first non-blank character, without consuming it from the parser's point of view."""
        head = self._file.read(4096)
        self._file.seek(0)
        stripped = head.lstrip(b"\xef\xbb\xbf \t\r\n")
        return chr(stripped[0]) if stripped else ""

    def sha256(self) -> str:
        """The digest of the whole file; reads what the parser left (trailing blanks)."""
        while self.read(CHUNK):
            pass
        return self._sha.hexdigest()

    def close(self) -> None:
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
