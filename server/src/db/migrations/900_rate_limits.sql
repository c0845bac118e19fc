-- Rate-limit windows live in the database, not in a process: every API node of the scaled topology
-- counts the same attempts (issue 14 §4). One fixed window per key; `expires_at` lets the engine
-- owner's job delete finished windows.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  count INTEGER NOT NULL
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
