-- Account security (issue 13): where and with what each session logged in (login history, active
-- sessions), the TOTP second factor and its single-use backup codes.
ALTER TABLE sessions ADD COLUMN ip text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN user_agent text NOT NULL DEFAULT '';
CREATE INDEX sessions_user_created ON sessions (user_id, created_at DESC);

-- One factor per user. enabled_at NULL: set up but not yet confirmed with a code.
-- last_step: the last accepted 30 s step, so a code is accepted once (RFC 6238 §5.2).
CREATE TABLE totp_factors (
  user_id integer PRIMARY KEY REFERENCES users(id),
  secret text NOT NULL,
  enabled_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0
);

-- Backup codes: only a hash is kept; used_at set once.
CREATE TABLE totp_backup_codes (
  user_id integer NOT NULL REFERENCES users(id),
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
