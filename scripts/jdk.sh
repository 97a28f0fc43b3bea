# Sourced by ./plyyard, ./run-tests and .ci/run: exports JAVA_HOME for a JDK >= 21.
# Order: JAVA_HOME if it is new enough, then the JDKs under /usr/lib/jvm (newest first), then
# the java on PATH.
plyyard_java_version() {
  "$1/bin/java" -version 2>&1 | awk -F'"' '/version/ {split($2, v, "."); print v[1]; exit}'
}

plyyard_select_jdk() {
  local candidate version
  for candidate in "${JAVA_HOME:-}" $(ls -d /usr/lib/jvm/*/ 2>/dev/null | sort -rV) \
      "$(dirname "$(dirname "$(readlink -f "$(command -v java 2>/dev/null || echo /nonexistent)")")")"; do
    candidate="${candidate%/}"
    [ -n "$candidate" ] && [ -x "$candidate/bin/java" ] && [ -x "$candidate/bin/javac" ] || continue
    version=$(plyyard_java_version "$candidate")
    if [ -n "$version" ] && [ "$version" -ge 21 ] 2>/dev/null; then
      export JAVA_HOME="$candidate"
      export PATH="$JAVA_HOME/bin:$PATH"
      return 0
    fi
  done
  echo "plyyard: no JDK 21 or newer found (looked at JAVA_HOME, /usr/lib/jvm and PATH)" >&2
  return 1
}
