#!/bin/sh
# Rebuilds the key-only documents of the extract corpus from local git mirrors into .cache/extract-corpus/
# (no network). See scripts/fetch-extract-corpus.ts and docs/extract-corpus.md. Usage: scripts/fetch-extract-corpus.sh <mirrors-dir>...
exec npx tsx "$(dirname "$0")/fetch-extract-corpus.ts" "$@"
