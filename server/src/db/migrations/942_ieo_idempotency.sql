-- project/order, project/lottery and project/buy take an Idempotency-Key like wallet/change (910): a
-- subscription or a placement retried with the same key (its answer lost to a dropped connection, a
-- double click or a network retry) answers the order the first request made, instead of
-- ieo.alreadySubscribed / ieo.alreadyPlaced for the user's own retry. A subscription's key and its
-- placement's key are two columns of the one order row, each unique per user.
ALTER TABLE ieo_orders ADD COLUMN idempotency_key text, ADD COLUMN placement_idempotency_key text;
CREATE UNIQUE INDEX ieo_orders_idempotency ON ieo_orders (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE UNIQUE INDEX ieo_orders_placement_idempotency ON ieo_orders (user_id, placement_idempotency_key)
  WHERE placement_idempotency_key IS NOT NULL;
