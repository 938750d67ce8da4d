"""Typed settings, read once from the environment (no prefix: DATABASE_URL, PORT, ...)."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Annotated

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parents[2]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(extra="ignore")

    # The embedded database lives in the project's data/ folder, wherever the command runs from.
    database_url: str = f"sqlite:///{PROJECT_ROOT / 'data' / 'app.db'}"
    # Scale-out: a streaming read replica (PostgreSQL). Reads go there while it has caught up with
    # the primary's data version; writes, and reads the replica can't yet answer, go to the primary.
    database_read_url: str | None = None
    port: int = 8000
    # How long an idle keep-alive connection stays open. Longer than the idle time of the proxies
    # and clients in front (nginx's upstream keepalive_timeout is 60 s), so the server is never the
    # side that closes a connection the other side is just reusing (a request lost in the race).
    keep_alive_seconds: int = Field(default=75, ge=1)
    log_level: str = "INFO"
    log_json: bool = True

    # Write endpoints are closed unless at least one key is configured (comma separated).
    api_keys: Annotated[list[str], NoDecode] = Field(default_factory=list)

    seeds_dir: Path = PROJECT_ROOT / "seeds"
    # Where /v1/bulk keeps its export files (one per data version and format); default: a folder
    # in the system's temp directory.
    bulk_cache_dir: Path | None = None
    migrations_dir: Path = PROJECT_ROOT / "migrations"
    # `python -m app sync` (docs/sync.md): where the bulk files come from, and the folder that keeps
    # them with sync-state.json (what was fetched: ETags, updated_at, sizes).
    scryfall_bulk_url: str = "https://api.scryfall.com/bulk-data"
    mtgjson_base_url: str = "https://mtgjson.com/api/v5/"
    sync_dir: Path = PROJECT_ROOT / "data" / "sync"

    # Bounds: a request over one of these is refused before any work proportional to it.
    max_body_bytes: int = 1_000_000
    max_upload_bytes: int = 2_000_000_000  # bulk files for /v1/imports (spooled to disk)
    max_actions: int = 200
    max_state_objects: int = 2_000
    max_page_size: int = 100
    default_page_size: int = 20
    max_search_length: int = 200
    max_lookup_names: int = 250
    # Distinct names one lookup resolves by typo matching (all at once, ~0.25 ms each against
    # 30,000 card names: docs/names.md); the names past it are listed in `not_found` with
    # `reason: "fuzzy_limit"`. Above MAX_LOOKUP_NAMES by default: only a deployment that raises
    # MAX_LOOKUP_NAMES far meets it.
    max_fuzzy_names: int = Field(default=1_000, ge=1)

    # Rate limits per client (its API key, else its IP): a token bucket per client in each process's
    # memory (no database write); the shared limit of several replicas is nginx's `limit_req`.
    # A limit of 0 switches that limit off. The defaults suit a public API and are far above what
    # one test module sends. At most RATE_LIMIT_MAX_CLIENTS buckets are kept (about 300 bytes each).
    rate_limit_requests: int = 1_000
    rate_limit_key_requests: int = 10_000
    rate_limit_window_seconds: int = Field(default=60, ge=1, le=86_400)
    rate_limit_max_clients: int = Field(default=50_000, ge=1)
    # Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (comma-separated addresses or
    # networks, `*` for any): the client is the right-most forwarded address that is not one of
    # them. Empty: nobody's, the peer is the client. Uvicorn's `--forwarded-allow-ips` semantics.
    forwarded_allow_ips: Annotated[list[str], NoDecode] = Field(default_factory=list)

    # The data version behind ETags and caches: 0 reads it (one SELECT) on every request that needs
    # it; N > 0 lets a process reuse it for N seconds (writes through this process forget it at once;
    # another replica's writes are seen within N seconds).
    data_version_cache_seconds: float = Field(default=0.0, ge=0.0, le=60.0)

    # Bounds on what one simulation may make the server do, checked before the work (422 naming
    # the path and the bound): its strings (names, mana costs, texts), numbers that cost work per
    # unit (`amount`, `x`, mana in a pool, `multiply`: MAX_AMOUNT), any other number (life,
    # counters, power: MAX_NUMBER), its players, and the nesting of its JSON.
    max_string_length: int = Field(default=10_000, ge=100)
    max_amount: int = Field(default=1_000, ge=10)
    max_number: int = Field(default=1_000_000, ge=1_000)
    max_players: int = Field(default=64, ge=2)
    max_json_depth: int = Field(default=64, ge=8)
    # Seconds of work a simulation or a decklist lookup may take (in a worker thread) before the
    # client is answered 503 with Retry-After; 0 = no budget.
    request_time_budget_seconds: float = Field(default=5.0, ge=0.0)
    # Worker threads simulations (CPU-bound engine work) use at once; the others wait their turn
    # (within their time budget). Every busy thread competes with the event loop for the
    # interpreter lock: 60 simulations on anyio's 40 threads held /healthz 0.5-2.7 s, on 4 about
    # 30 ms, for the same throughput. Reads keep the shared pool (its threads mostly wait on I/O).
    simulation_threads: int = Field(default=4, ge=1)
    # The CPU work of requests (simulations, lookups: decklist parsing and name matching) runs in a
    # pool of WORKER_PROCESSES worker processes (docs/operating-workers.md). A task still running
    # WORKER_DEADLINE_SECONDS after it started is stopped by killing its worker (503
    # /problems/deadline-exceeded, Retry-After; a new worker is forked at once); each worker's
    # address space is capped at WORKER_MEMORY_MB (a request needing more is refused, 422
    # /problems/memory-exceeded). 0 processes: the work runs in this process's threads, within
    # REQUEST_TIME_BUDGET_SECONDS and SIMULATION_THREADS (tests and development only: nothing can
    # stop a thread). Imports over HTTP run in a child process under the same memory cap
    # (IMPORT_MEMORY_MB, 0 = WORKER_MEMORY_MB x 2).
    worker_processes: int = Field(default_factory=lambda: max(2, os.cpu_count() or 2), ge=0, le=64)
    worker_deadline_seconds: float = Field(default=5.0, gt=0.0, le=3600.0)
    worker_memory_mb: int = Field(default=1024, ge=0)
    import_memory_mb: int = Field(default=0, ge=0)
    # An import (`python -m app import` / `sync`, an HTTP import's child process or thread) runs at
    # this CPU niceness (0-19, higher = yields more): on a machine whose cores also serve requests,
    # its parsing and writing take the CPU the serving processes leave, so reads keep their speed.
    import_niceness: int = Field(default=10, ge=0, le=19)
    # A write (an API write, an HTTP import job) is reported done only once every live serving
    # process of every replica has warmed the data version it wrote (app/rulings/warm_marks.py),
    # for at most WARM_FENCE_SECONDS (0: reported at once; the first requests may then be cold).
    warm_fence_seconds: float = Field(default=10.0, ge=0.0, le=3600.0)

    # Slow and idle clients (the `serve` command): connections beyond LIMIT_CONCURRENCY are answered
    # 503 at once; a client must send its request headers within HEADER_TIMEOUT_SECONDS.
    limit_concurrency: int = Field(default=1_000, ge=1)
    header_timeout_seconds: float = Field(default=10.0, gt=0)
    # Request heads and bodies (docs/limits.md): a head over MAX_HEADER_BYTES in all, or with more
    # than MAX_HEADER_COUNT fields, is answered 431; a body whose next bytes take longer than
    # BODY_TIMEOUT_SECONDS to arrive, or (except bulk uploads) that is not whole within
    # BODY_TOTAL_SECONDS, is answered 408 and its connection closed.
    max_header_bytes: int = Field(default=16 * 1024, ge=1024)
    max_header_count: int = Field(default=100, ge=10)
    body_timeout_seconds: float = Field(default=15.0, gt=0)
    body_total_seconds: float = Field(default=60.0, gt=0)

    # CORS: reads are open to every origin; writes (operations that need an API key) only to these.
    cors_write_origins: Annotated[list[str], NoDecode] = Field(default_factory=list)
    cors_max_age_seconds: int = 600

    # HTTP caching of GET responses (ETags come from the data version).
    cache_max_age_seconds: int = 60
    # Process-local cache of GET bodies keyed by their ETag (data version + URL); 0 turns it off.
    response_cache_bytes: int = 64_000_000
    # Garbage collector of a serving process: at startup everything loaded so far (modules, the
    # app, its schemas) is frozen out of the collector's scans, and the youngest generation is
    # collected every GC_THRESHOLD allocations instead of 700 (a simulation allocates many small
    # objects that die young). 0 leaves Python's defaults.
    gc_threshold: int = Field(default=10_000, ge=0)

    @field_validator("api_keys", "cors_write_origins", "forwarded_allow_ips", mode="before")
    @classmethod
    def _split_keys(cls, value: object) -> list[str]:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        if isinstance(value, list | tuple):
            return [str(v).strip() for v in value if str(v).strip()]
        return []


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
