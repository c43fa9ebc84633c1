#!/usr/bin/env bash
# A throwaway Postgres for tests, in a folder of its own on a free port of 127.0.0.1.
#
#   scripts/postgres-test-server.sh start [DIR]   initialises DIR (default: a new temporary
#                                                 folder), starts Postgres, prints its URL
#   scripts/postgres-test-server.sh stop DIR      stops it and removes DIR
#
# It trusts every local connection and, unless POSTGRES_TEST_FSYNC=on, does not fsync (a test
# database needs no durability, and fsync is slow on a shared machine). Postgres refuses to run
# as root: as root the server runs as the user `nobody`, which then owns DIR.
set -euo pipefail

find_bin() {
  local name=$1
  if command -v "$name" >/dev/null 2>&1; then
    command -v "$name"
    return
  fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin/"$name" 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$found" ]; then
    echo "postgres-test-server: $name not found (install postgresql: apt-get install -y postgresql)" >&2
    exit 1
  fi
  echo "$found"
}

# The server's own user: root may not run it.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

start() {
  local dir=${1:-$(mktemp -d "${TMPDIR:-/tmp}/stikk-postgres-XXXXXX")}
  local initdb pg_ctl port fsync
  initdb=$(find_bin initdb)
  pg_ctl=$(find_bin pg_ctl)
  mkdir -p "$dir"
  if [ "$(id -u)" = 0 ]; then chown nobody "$dir"; fi
  as_owner "$initdb" -D "$dir/data" -U stikk --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
  port=$(free_port)
  fsync=${POSTGRES_TEST_FSYNC:-off}
  as_owner "$pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=$fsync -c synchronous_commit=$fsync -c full_page_writes=$fsync -c max_connections=200" \
    start >/dev/null || {
    cat "$dir/server.log" >&2
    exit 1
  }
  echo "$port" >"$dir/port"
  echo "postgres-test-server: running in $dir (stop: $0 stop $dir)" >&2
  echo "postgres://stikk@127.0.0.1:$port/postgres"
}

stop() {
  local dir=${1:?usage: $0 stop DIR}
  local pg_ctl
  pg_ctl=$(find_bin pg_ctl)
  if [ -d "$dir/data" ]; then as_owner "$pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start "${2:-}" ;;
  stop) stop "${2:-}" ;;
  *)
    echo "usage: $0 start [DIR] | stop DIR" >&2
    exit 2
    ;;
esac
