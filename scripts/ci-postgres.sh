# Starts a throw-away Postgres cluster for the server's storage tests (sourced by .ci/run).
# Postgres refuses to run as root, so the cluster belongs to the `postgres` user Debian's package creates.
# Both can be overridden, so two runs on one machine (a developer's cluster and a CI run) do not collide.
PG_CI_DIR=${PG_CI_DIR:-/tmp/exchange-ci-pg}
PG_CI_PORT=${PG_CI_PORT:-55432}

pg_bin() { ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1; }

start_ci_postgres() {
  local bin; bin=$(pg_bin)
  rm -rf "$PG_CI_DIR" && mkdir -p "$PG_CI_DIR" && chown postgres "$PG_CI_DIR"
  su postgres -s /bin/sh -c "$bin/initdb -D $PG_CI_DIR/data -A trust -U postgres >/dev/null"
  su postgres -s /bin/sh -c "$bin/pg_ctl -D $PG_CI_DIR/data -o '-p $PG_CI_PORT -k $PG_CI_DIR -c listen_addresses=127.0.0.1' -l $PG_CI_DIR/log -w start >/dev/null"
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_CI_PORT/postgres"
  echo "postgres on $TEST_DATABASE_URL"
}

stop_ci_postgres() {
  local bin; bin=$(pg_bin)
  su postgres -s /bin/sh -c "$bin/pg_ctl -D $PG_CI_DIR/data -m fast stop >/dev/null" || true
}
