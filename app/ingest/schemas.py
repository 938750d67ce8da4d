"""Pydantic I/O of the import and bulk-data endpoints."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, WithJsonSchema

from app.core.schemas import UtcDateTime

IMPORT_EXAMPLE: dict[str, Any] = {
    "object": "import",
    "id": "6f1c2f0e8f6a4c1bb7d0f1d2a3b4c5d6",
    "kind": "scryfall",
    "status": "running",
    "uri": "/v1/imports/6f1c2f0e8f6a4c1bb7d0f1d2a3b4c5d6",
    "created_at": "2026-11-29T10:00:00Z",
    "updated_at": "2026-11-29T10:00:04Z",
    "progress": {
        "phase": "rulings",
        "file": "rulings.json",
        "records": 41000,
        "bytes_done": 52000000,
        "bytes_total": 90000000,
        "percent": 57.8,
        "records_per_second": 9500.0,
        "elapsed_seconds": 4.3,
        "eta_seconds": 3.1,
    },
    "summary": None,
    "error": None,
}


# Typed in the OpenAPI document (app/api/openapi_models.py); plain dicts here, sent as they are.
_Progress = Annotated[dict[str, Any], WithJsonSchema({"allOf": [{"$ref": "#/components/schemas/ImportProgress"}]})]
_Summary = Annotated[
    dict[str, Any] | None,
    WithJsonSchema({"anyOf": [{"$ref": "#/components/schemas/ImportSummary"}, {"type": "null"}]}),
]


class ImportJobOut(BaseModel):
    model_config = {"json_schema_extra": {"examples": [IMPORT_EXAMPLE]}}

    object: Literal["import"] = "import"
    id: str
    kind: str = Field(description="`scryfall` | `mtgjson`")
    status: str = Field(description="`queued` | `running` | `succeeded` | `failed`")
    uri: str
    created_at: UtcDateTime | None
    updated_at: UtcDateTime | None
    progress: _Progress = Field(description="records, bytes done of bytes total, percent, rate, ETA.")
    summary: _Summary = Field(
        description="When succeeded: cards and rulings new/updated/unchanged, skipped, seconds, data_version."
    )
    error: str | None = Field(description="When failed: which file and record, and why. Nothing was changed.")


class BulkFileOut(BaseModel):
    object: Literal["bulk_data"] = "bulk_data"
    type: str = Field(examples=["rulings"])
    name: str
    description: str
    uri: str = Field(examples=["/v1/bulk/rulings"])
    formats: dict[str, str] = Field(description="format -> URI")
    content_type: str
    count: int = Field(description="How many records the file holds.")
    size: int | None = Field(description="Size in bytes of the NDJSON file.")
    sizes: dict[str, int] = Field(description="format -> size in bytes")
    updated_at: UtcDateTime | None
    etag: str
