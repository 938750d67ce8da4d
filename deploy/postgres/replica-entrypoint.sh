#!/bin/sh
# A streaming read replica: on first start, copy the primary with pg_basebackup (-R writes
# standby.signal and primary_conninfo, -X stream brings the WAL written during the copy), then run
# as a hot standby that replays the primary's WAL and answers read-only queries.
set -eu
: "${PGDATA:=/var/lib/postgresql/data}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h "$PRIMARY_HOST" -p "${PRIMARY_PORT:-5432}" -q; do sleep 1; done
  rm -rf "${PGDATA:?}"/*
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h "$PRIMARY_HOST" -p "${PRIMARY_PORT:-5432}" \
    -U "$REPLICATION_USER" -D "$PGDATA" -X stream -R --checkpoint=fast
  chmod 700 "$PGDATA"
fi
# A hot standby needs max_connections (and the other max_* settings) at least the primary's.
exec postgres -c hot_standby=on -c hot_standby_feedback=on -c max_connections="${MAX_CONNECTIONS:-200}"
