#!/usr/bin/env bash
# Fetches axe-core (the accessibility rules engine the browser tests run in each page) once from
# the npm registry into target/axe-core-VERSION, pinned below, and prints the path of its script.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version=4.14.1
prefix="$root/target/axe-core-$version"
script="$prefix/node_modules/axe-core/axe.min.js"
if [ ! -f "$script" ]; then
  npm install --silent --no-save --no-audit --no-fund --prefix "$prefix" "axe-core@$version" >/dev/null
fi
echo "$script"
