#!/usr/bin/env bash
# README's test command as a slow, busy machine runs it (issue 33): a fresh clone of this checkout's HEAD,
# README's set-up, then `pnpm test` pinned to one core with a CPU-burning process on the same core (the run
# gets about half of one core). The tests run in a private network namespace with a PostgreSQL and a Redis of
# their own (127.0.0.1:5432 and :6379, as on a fresh machine of this kind) and a TMPDIR of their own, so two
# runs — one per core — go side by side without meeting on a port, a database or a file.
# Needs root (unshare, su), the Debian PostgreSQL server binaries and redis-server.
#
# usage: bash scripts/run-constrained.sh CORE [DIR]
#   CORE: the core to pin to (0 or 1); DIR: where to clone (default /tmp/constrained-CORE).
#   The log is DIR.log: the run's whole output, with its start, end and exit code (rc=).
set -u
CORE=${1:?usage: run-constrained.sh CORE [DIR]}
DIR=${2:-/tmp/constrained-$CORE}
SOURCE=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
LOG=$DIR.log
PG=$DIR-pg

rm -rf "$DIR" "$DIR-tmp" "$PG"
git clone -q "$SOURCE" "$DIR"
mkdir -p "$DIR-tmp" "$PG"
chown postgres "$PG"
cd "$DIR" || exit 1
echo "início $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD) núcleo $CORE" > "$LOG"
# The set-up needs the npm registry: outside the namespace, not pinned.
if ! bash scripts/setup.sh --browser >> "$LOG" 2>&1; then
  echo 'rc=setup' >> "$LOG"
  exit 1
fi
su postgres -c "$PGBIN/initdb -D $PG/data --auth=trust -U postgres --locale=C.UTF-8 -E UTF8" > "$PG/initdb.log" 2>&1 || {
  echo 'rc=initdb' >> "$LOG"
  exit 1
}
taskset -c "$CORE" sh -c 'while :; do :; done' &
BURNER=$!
trap 'kill $BURNER 2>/dev/null' EXIT
echo "testes $(date -u +%FT%TZ)" >> "$LOG"
TMPDIR=$DIR-tmp CI=true taskset -c "$CORE" unshare -n bash -c "
  ip link set lo up
  su postgres -c \"$PGBIN/pg_ctl -D $PG/data -l $PG/server.log -o '-c listen_addresses=127.0.0.1 -p 5432 -k $PG' -w start\" > /dev/null
  redis-server --port 6379 --save '' --appendonly no --daemonize yes > /dev/null
  pnpm test
  rc=\$?
  su postgres -c \"$PGBIN/pg_ctl -D $PG/data -m fast stop\" > /dev/null
  redis-cli shutdown nosave > /dev/null 2>&1
  exit \$rc
" >> "$LOG" 2>&1
echo "rc=$?" >> "$LOG"
echo "fim $(date -u +%FT%TZ)" >> "$LOG"
