#!/usr/bin/env bash
# Type-checks the front end's JSDoc-typed ES modules with TypeScript (no output files).
# TypeScript is fetched once from the npm registry into target/typescript, pinned below.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version=7.0.2
prefix="$root/target/typescript-$version"
if [ ! -x "$prefix/node_modules/.bin/tsc" ]; then
  npm install --silent --no-save --no-audit --no-fund --prefix "$prefix" "typescript@$version" >/dev/null
fi
"$prefix/node_modules/.bin/tsc" -p "$root/server/src/main/resources/web"
echo "front end: tsc --checkJs found no type errors"
