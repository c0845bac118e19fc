-- Issue 25 item 4. What browsers report about remote loads (POST /api/field/reports): one row per
-- report, tagged with the environment, remote and release, the kind, the load time and a scrubbed
-- message. Nothing of the reporter is kept (no user, no address, no page): only the canary bucket.
-- `at` is the server clock (ms); rows older than a day are pruned by the engine owner's job.
CREATE TABLE field_reports (
  id BIGSERIAL PRIMARY KEY,
  at BIGINT NOT NULL,
  environment TEXT NOT NULL,
  remote TEXT NOT NULL,
  release TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('load', 'load-failed', 'integrity-failed', 'render-error')),
  ms INTEGER CHECK (ms BETWEEN 0 AND 600000),
  message TEXT,
  bucket SMALLINT NOT NULL CHECK (bucket BETWEEN 0 AND 99)
);
CREATE INDEX field_reports_release_at ON field_reports (environment, remote, at);
CREATE INDEX field_reports_at ON field_reports (at);

-- Every change the operator's releases API made to an environment file: the remote's entry before
-- and after (json, not jsonb: kept as written, key order too), newest first by id. A rollback
-- without a version reads the previous stable here.
CREATE TABLE release_audit (
  id BIGSERIAL PRIMARY KEY,
  at BIGINT NOT NULL,
  environment TEXT NOT NULL,
  remote TEXT NOT NULL,
  action TEXT NOT NULL,
  before JSON,
  after JSON
);
CREATE INDEX release_audit_environment ON release_audit (environment, remote, id);
