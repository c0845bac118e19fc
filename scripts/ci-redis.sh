# Starts a throw-away Redis for the scaled-topology test (sourced by .ci/run, like ci-postgres.sh).
# Installs nothing: Debian's redis-server package must be there. No persistence; the port can be
# overridden so a CI run does not collide with a developer's Redis.
REDIS_CI_PORT=${REDIS_CI_PORT:-56379}
REDIS_CI_DIR=${REDIS_CI_DIR:-/tmp/exchange-ci-redis}

start_ci_redis() {
  rm -rf "$REDIS_CI_DIR" && mkdir -p "$REDIS_CI_DIR"
  redis-server --port "$REDIS_CI_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --dir "$REDIS_CI_DIR" --pidfile "$REDIS_CI_DIR/redis.pid" --logfile "$REDIS_CI_DIR/log"
  local tries=0
  until redis-cli -p "$REDIS_CI_PORT" ping >/dev/null 2>&1; do
    tries=$((tries + 1))
    if [ "$tries" -gt 50 ]; then echo "redis did not start (see $REDIS_CI_DIR/log)" >&2; return 1; fi
    sleep 0.1
  done
  REDIS_URL="redis://127.0.0.1:$REDIS_CI_PORT"
  echo "redis on $REDIS_URL"
}

stop_ci_redis() {
  if [ -f "$REDIS_CI_DIR/redis.pid" ]; then
    kill "$(cat "$REDIS_CI_DIR/redis.pid")" 2>/dev/null || true
  fi
}
