#!/bin/sh
# Runs once, when the primary's data directory is first created (docker-entrypoint-initdb.d):
# a role for streaming replication, and the pg_hba line that lets it connect for replication
# ("all" in pg_hba.conf does not cover the replication pseudo-database).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE ${REPLICATION_USER} WITH REPLICATION LOGIN PASSWORD '${REPLICATION_PASSWORD}';
SQL
echo "host replication ${REPLICATION_USER} all scram-sha-256" >> "$PGDATA/pg_hba.conf"
