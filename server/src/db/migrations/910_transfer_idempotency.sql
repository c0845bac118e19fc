-- wallet/change takes an Idempotency-Key like coin/trade and wallet/out: a transfer retried with the
-- same key (its answer lost to a dropped connection or a server restart) answers the transfer the
-- first request made instead of moving the funds twice.
ALTER TABLE wallet_transfers ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX wallet_transfers_idempotency ON wallet_transfers (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
