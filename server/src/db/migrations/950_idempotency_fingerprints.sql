-- Idempotency keys mean one thing everywhere (IETF Idempotency-Key draft; http/idempotency-key.ts):
-- each keyed operation keeps, beside its key, the fingerprint of the request that made it (a sha256
-- of the call's path and its fields, credentials left out), so the same key sent with another
-- request is refused (HTTP 422, the module's idempotencyConflict message) instead of answering the
-- first operation. Rows written before this migration keep a null fingerprint: a repeat of their
-- key is taken as the same request (what it was answered before).
ALTER TABLE spot_idempotency ADD COLUMN fingerprint text;
ALTER TABLE wallet_transfers ADD COLUMN idempotency_fingerprint text;
ALTER TABLE wallet_records ADD COLUMN idempotency_fingerprint text;
ALTER TABLE exchange_records ADD COLUMN idempotency_fingerprint text;
ALTER TABLE lockup_orders ADD COLUMN idempotency_fingerprint text;
ALTER TABLE ieo_orders ADD COLUMN idempotency_fingerprint text, ADD COLUMN placement_idempotency_fingerprint text;
ALTER TABLE micro_orders ADD COLUMN idempotency_fingerprint text;
ALTER TABLE lever_positions ADD COLUMN idempotency_fingerprint text;
