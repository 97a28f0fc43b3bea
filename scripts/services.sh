#!/usr/bin/env bash
# Throw-away PostgreSQL and Redis on loopback for the tests: `start DIR` prints the environment
# the tests read (export it), `stop DIR` stops both and deletes DIR. Both listen on 127.0.0.1 only,
# on free ports, with their data in DIR. Needs Debian's postgresql and redis-server packages.
set -euo pipefail

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  echo "services: PostgreSQL is not installed (apt-get install postgresql)" >&2
  return 1
}

# PostgreSQL refuses to run as root: run it as the postgres user the Debian package creates.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  local dir="$1" bin pg_port redis_port
  bin="$(pg_bin)"
  command -v redis-server >/dev/null || { echo "services: redis-server is not installed (apt-get install redis-server)" >&2; exit 1; }
  mkdir -p "$dir/pg" "$dir/redis"
  [ "$(id -u)" = 0 ] && chown postgres "$dir" "$dir/pg"
  pg_port="$(free_port)"
  as_pg "$bin/initdb" -D "$dir/pg" -U plyyard --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  as_pg "$bin/pg_ctl" -D "$dir/pg" -l "$dir/pg/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $pg_port -k $dir/pg -c fsync=on -c max_connections=300" start >/dev/null \
    || { cat "$dir/pg/server.log" >&2; exit 1; }
  as_pg "$bin/createdb" -h 127.0.0.1 -p "$pg_port" -U plyyard plyyard
  redis_port="$(free_port)"
  redis-server --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no --daemonize yes \
    --dir "$dir/redis" --pidfile "$dir/redis/redis.pid" --logfile "$dir/redis/redis.log"
  for _ in $(seq 50); do redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  echo "export PLYYARD_TEST_POSTGRES_URL=jdbc:postgresql://127.0.0.1:$pg_port/plyyard?user=plyyard"
  local runner=""
  [ "$(id -u)" = 0 ] && runner="runuser -u postgres -- "
  echo "export PLYYARD_TEST_PG_CTL='$runner$bin/pg_ctl -D $dir/pg -l $dir/pg/server.log'"
  echo "export PLYYARD_TEST_REDIS_URL=redis://127.0.0.1:$redis_port"
}

stop() {
  local dir="$1" bin
  bin="$(pg_bin)" || true
  if [ -f "$dir/pg/postmaster.pid" ] && [ -n "$bin" ]; then
    as_pg "$bin/pg_ctl" -D "$dir/pg" -m immediate stop >/dev/null 2>&1 || true
  fi
  if [ -f "$dir/redis/redis.pid" ]; then
    kill "$(cat "$dir/redis/redis.pid")" 2>/dev/null || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start "$2" ;;
  stop) stop "$2" ;;
  *) echo "usage: scripts/services.sh start|stop DIR" >&2; exit 2 ;;
esac
