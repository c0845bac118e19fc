-- exchange/fast takes an Idempotency-Key like wallet/change (910): a quick exchange retried with the
-- same key (its answer lost to a dropped connection, a double click or a network retry) answers the
-- record the first request made instead of swapping the funds twice.
ALTER TABLE exchange_records ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX exchange_records_idempotency ON exchange_records (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
