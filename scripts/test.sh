#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of speed. API tests also run on PostgreSQL when
# DATABASE_URL is set (.ci/run sets it); without it the run says so instead of skipping silently.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each phase prints how long the run has taken so far, so a slow CI run shows where the time went.
started=$SECONDS
phase() { echo "== $1 (at $((SECONDS - started)) s)"; }

phase "type-check"; npm run --silent typecheck
phase "lint"; npx eslint .
phase "format"; npx prettier --check . > /dev/null
phase "dead code"; npm run --silent knip
if [ -z "${DATABASE_URL:-}" ]; then
  echo "== NOTE: DATABASE_URL is not set: API tests run on PGlite only (CI runs them on PostgreSQL too)."
fi
phase "unit + API tests"; npx vitest run
phase "build"; npm run --silent build
phase "end-to-end (Chromium)"; npm run --silent test:e2e
echo "== done in $((SECONDS - started)) s"
