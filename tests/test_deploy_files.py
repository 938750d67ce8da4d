"""The deployment files hold together (this machine has no Docker engine to run them): the
compose topology of the scaling issue, nginx in front of scalable API replicas, and the
settings the files rely on existing in the app with compatible values."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from app.core.settings import Settings

ROOT = Path(__file__).resolve().parents[1]


def _compose() -> dict:  # type: ignore[type-arg]
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text(encoding="utf-8"))


def test_compose_has_a_primary_a_streaming_replica_scalable_api_replicas_and_a_proxy() -> None:
    services = _compose()["services"]
    assert set(services) == {"db", "db-replica", "api", "proxy", "sync"}
    assert "wal_level=replica" in services["db"]["command"]
    for name in ("db", "db-replica", "proxy"):
        assert services[name]["healthcheck"]["test"], name
    api = services["api"]
    # `--scale api=N` needs replicas without a fixed name or host port.
    assert "container_name" not in api and "ports" not in api and api["expose"] == ["8000"]
    env = api["environment"]
    assert env["DATABASE_URL"].startswith("postgresql+psycopg://") and "@db:" in env["DATABASE_URL"]
    assert "@db-replica:" in env["DATABASE_READ_URL"]
    assert api["depends_on"]["db"]["condition"] == "service_healthy"
    assert services["proxy"]["depends_on"]["api"]["condition"] == "service_healthy"
    for script in ("deploy/postgres/primary-init.sh", "deploy/postgres/replica-entrypoint.sh"):
        assert (ROOT / script).is_file(), script
    assert all(Path(volume.split(":")[0]).name in {"pgdata", "pgreplica", "nginx.conf", "primary-init.sh",
                                                   "replica-entrypoint.sh", "syncdata"}
               for service in services.values() for volume in service.get("volumes", []))


def test_every_environment_variable_the_files_set_is_a_setting() -> None:
    api_env = _compose()["services"]["api"]["environment"]
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    env_block = re.search(r"^ENV (.+?)\n(?!\s)", dockerfile, re.S | re.M)
    assert env_block is not None
    docker_env = re.findall(r"([A-Z_]+)=", env_block.group(1))
    known = {name.upper() for name in Settings.model_fields}
    assert set(api_env) - known == set()
    assert set(docker_env) - known == {"PYTHONUNBUFFERED"}


def test_the_image_waits_migrates_seeds_serves_and_checks_readiness() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    assert "python -m app bootstrap" in dockerfile and "exec python -m app serve" in dockerfile
    assert "/readyz" in dockerfile and "USER api" in dockerfile
    # compose's stop grace period outlasts the app's drain of in-flight requests (20 s)
    grace = int(_compose()["services"]["api"]["stop_grace_period"].rstrip("s"))
    assert grace > 20


def test_nginx_spreads_over_every_replica_and_closes_idle_connections_before_the_api_does() -> None:
    conf = (ROOT / "deploy" / "nginx.conf").read_text(encoding="utf-8")
    assert re.search(r"server api:8000 resolve", conf)
    assert "proxy_pass http://api_replicas;" in conf and "proxy_next_upstream" in conf
    server_level = conf.split("\n    location ", 1)[0]
    # Kept upstream connections need HTTP/1.1 without "Connection: close", for every location.
    assert 'proxy_set_header Connection "";' in server_level and "proxy_http_version 1.1;" in server_level
    # nginx inherits proxy_set_header only into locations that set none of their own.
    assert all("proxy_set_header" not in block for block in re.findall(r"location [^{]+\{(.+?)\}", conf, re.S))
    idle = re.search(r"keepalive_timeout (\d+)s;", conf)
    assert idle is not None and int(idle.group(1)) < Settings().keep_alive_seconds
    body = re.search(r"client_max_body_size (\d+)m;", conf)
    assert body is not None and int(body.group(1)) * 1024 * 1024 >= Settings().max_body_bytes


def test_nginx_lets_bulk_uploads_through_to_the_apps_own_limit() -> None:
    conf = (ROOT / "deploy" / "nginx.conf").read_text(encoding="utf-8")
    block = re.search(r"location /v1/imports \{(.+?)\}", conf, re.S)
    assert block is not None
    size = re.search(r"client_max_body_size (\d+)m;", block.group(1))
    assert size is not None and int(size.group(1)) * 1024 * 1024 >= Settings().max_upload_bytes
    assert "proxy_request_buffering off;" in block.group(1) and "proxy_pass http://api_replicas;" in block.group(1)


def test_nginx_bounds_request_heads_and_slow_bodies_as_the_api_does() -> None:
    conf = (ROOT / "deploy" / "nginx.conf").read_text(encoding="utf-8")
    settings = Settings()
    buffers = re.search(r"large_client_header_buffers (\d+) (\d+)k;", conf)
    assert buffers is not None and int(buffers.group(1)) * int(buffers.group(2)) * 1024 == settings.max_header_bytes
    assert "error_page 494 =431 @header_too_large;" in conf
    timeout = re.search(r"client_body_timeout (\d+)s;", conf)
    assert timeout is not None and int(timeout.group(1)) == settings.body_timeout_seconds


def test_compose_syncs_the_catalog_daily_on_request() -> None:
    """docs/sync.md: the `sync` profile runs `python -m app sync scryfall` once a day (an hour
    later after a failure), its files and sync-state.json on a volume of their own."""
    sync = _compose()["services"]["sync"]
    assert sync["profiles"] == ["sync"]
    script = sync["command"][-1]
    assert "python -m app sync scryfall" in script and "sleep $${SYNC_EVERY_SECONDS}" in script and "sleep 3600" in script
    assert sync["environment"]["SYNC_DIR"] == "/var/lib/rulings-sync"
    assert sync["environment"]["SYNC_EVERY_SECONDS"] == "${SYNC_EVERY_SECONDS:-86400}"
    assert sync["volumes"] == ["syncdata:/var/lib/rulings-sync"]
