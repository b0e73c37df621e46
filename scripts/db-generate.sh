#!/usr/bin/env bash
# `npm run db:generate`: drizzle-kit generate, with migrations/meta/README.md set aside while it
# runs (drizzle-kit reads every file in meta/ but the journal as a schema snapshot).
set -euo pipefail
cd "$(dirname "$0")/.."
readme=src/server/db/migrations/meta/README.md
aside=$(mktemp)
mv "$readme" "$aside"
trap 'mv "$aside" "$readme"' EXIT
npx drizzle-kit generate "$@"
