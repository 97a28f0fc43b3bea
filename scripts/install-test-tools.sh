#!/usr/bin/env bash
# Installs what the tests need and the machine lacks, with Debian's packages: Node.js and npm (the
# front end's type check), Chromium and its driver (browser tests), PostgreSQL and Redis (started
# on loopback by scripts/services.sh), python3 (free ports for them), unzip (the Maven Wrapper
# checks Maven's .zip) and a JDK 21+ when there is none. Prints nothing when everything is there;
# Maven comes from the Maven Wrapper, not from here.
# Called by ./run-tests and .ci/run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$root/scripts/jdk.sh"
missing=()
command -v npm >/dev/null || missing+=(nodejs npm)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v python3 >/dev/null || missing+=(python3)
command -v unzip >/dev/null || missing+=(unzip)
(plyyard_select_jdk) 2>/dev/null || missing+=(openjdk-21-jdk-headless)
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "plyyard: the tests need ${missing[*]} (Debian package names); install them and run again" >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null; then
  as_root=(sudo)
else
  echo "plyyard: the tests need ${missing[*]}: as root, apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "plyyard: installing ${missing[*]}" >&2
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
