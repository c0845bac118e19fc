-- The operator clock's offset (POST /operator/clock): how far the server's "now" runs ahead of the
-- wall clock. Kept here, not in memory, because everything written under the advanced clock (bars,
-- trades, expiries, interest) stays in the database: a restart back on the wall clock would put new
-- trades before the last bar. One row; it only grows (every node of the scaled topology reads it).
CREATE TABLE server_clock (
  id SMALLINT PRIMARY KEY CHECK (id = 1),
  offset_ms BIGINT NOT NULL
);
INSERT INTO server_clock (id, offset_ms) VALUES (1, 0);
