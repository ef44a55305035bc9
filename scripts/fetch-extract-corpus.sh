#!/usr/bin/env bash
# Fetches the corpus documents whose licence keeps them out of the repository (source.yaml says
# `committed: false`) into .cache/extract-corpus/<name>/, at the exact commit of their record, for
# local runs of `npm run bench:extract`. Needs network access to GitHub (CI and tests never call it).
set -euo pipefail
cd "$(dirname "$0")/.."
for src in test/fixtures/extract-corpus/*/source.yaml; do
  grep -q '^committed: false' "$src" || continue
  name=$(basename "$(dirname "$src")")
  repo=$(sed -n 's/^repository: //p' "$src")
  path=$(sed -n 's/^path: //p' "$src")
  commit=$(sed -n 's/^commit: //p' "$src")
  doc=$(sed -n 's/^document: //p' "$src")
  mkdir -p ".cache/extract-corpus/$name"
  curl -fsSL "https://raw.githubusercontent.com/$repo/$commit/$path" -o ".cache/extract-corpus/$name/$doc"
  echo "fetched $repo@$commit:$path -> .cache/extract-corpus/$name/$doc"
done
