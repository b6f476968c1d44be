#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of speed. API tests also run on PostgreSQL when
# DATABASE_URL is set (.ci/run sets it); without it the run says so instead of skipping silently.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== type-check"; npm run --silent typecheck
echo "== lint"; npx eslint .
echo "== format"; npx prettier --check . > /dev/null
if [ -z "${DATABASE_URL:-}" ]; then
  echo "== NOTE: DATABASE_URL is not set: API tests run on PGlite only (CI runs them on PostgreSQL too)."
fi
echo "== unit + API tests"; npx vitest run
echo "== build"; npm run --silent build
echo "== end-to-end (Chromium)"; npm run --silent test:e2e
