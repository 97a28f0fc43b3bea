# Sourced by ./plyyard and ./run-tests after scripts/jdk.sh: sets PLYYARD_MVN to the Maven to build
# with. That is the mvn on PATH when it is 3.8 or newer, else the project's Maven Wrapper (./mvnw),
# which fetches the Maven pinned in .mvn/wrapper/maven-wrapper.properties from Maven Central on
# first use (into ~/.m2/wrapper) and needs nothing but the JDK and unzip.
plyyard_select_maven() {
  local root="$1" version major minor
  if command -v mvn >/dev/null 2>&1; then
    version=$(mvn -B -v 2>/dev/null | sed 's/\x1b\[[0-9;]*m//g' | sed -n 's/^Apache Maven \([0-9][0-9]*\)\.\([0-9][0-9]*\).*/\1 \2/p' | head -1)
    read -r major minor <<<"$version"
    if [ -n "${major:-}" ] && { [ "$major" -gt 3 ] || { [ "$major" -eq 3 ] && [ "$minor" -ge 8 ]; }; }; then
      PLYYARD_MVN=mvn
      return 0
    fi
  fi
  PLYYARD_MVN="$root/mvnw"
  # mvnw 3.3.4 downloads the .tar.gz when unzip is missing but checks it against the .zip's pinned
  # checksum, which always fails (apache/maven-wrapper#425): say so before it downloads anything.
  if ! command -v unzip >/dev/null 2>&1 \
      && ! compgen -G "${MAVEN_USER_HOME:-$HOME/.m2}/wrapper/dists/apache-maven-*/*/bin/mvn" >/dev/null; then
    echo "plyyard: the Maven Wrapper needs unzip to check the Maven it downloads: install unzip (./run-tests does) or Maven 3.8+" >&2
    return 1
  fi
}
