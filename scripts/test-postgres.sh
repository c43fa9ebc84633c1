#!/usr/bin/env bash
# `npm run test:postgres`: the store tests and the server tests against Postgres. Uses the
# database at STIKK_TEST_POSTGRES (each test makes its own schema there and drops it), or
# starts a throwaway Postgres (scripts/postgres-test-server.sh) and stops it afterwards.
# Arguments go to vitest (default: test/server).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${STIKK_TEST_POSTGRES:-}" ]; then
  dir=$(mktemp -d "${TMPDIR:-/tmp}/stikk-postgres-XXXXXX")
  trap 'scripts/postgres-test-server.sh stop "$dir"' EXIT
  STIKK_TEST_POSTGRES=$(scripts/postgres-test-server.sh start "$dir")
  export STIKK_TEST_POSTGRES
fi
echo "== tests against Postgres at ${STIKK_TEST_POSTGRES}"
# Tests of one table in memory (no server) use SQLite whatever the store; they run in `npm test`.
STIKK_TEST_STORE=postgres npx vitest run --exclude test/server/units.test.ts \
  --exclude test/server/undoTable.test.ts --exclude test/server/botDriver.test.ts \
  --exclude test/server/botScheduler.test.ts "${@:-test/server}"
