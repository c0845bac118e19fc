-- lh/deposit takes an Idempotency-Key like wallet/change (910): a deposit retried with the same key
-- (its answer lost to a dropped connection, a double click or a network retry) answers the order the
-- first request made instead of locking the funds twice.
ALTER TABLE lockup_orders ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX lockup_orders_idempotency ON lockup_orders (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
