-- Spot trading (owned by server/src/spot and server/src/modules/spot).

-- Fee rate per pair, charged on every fill in the currency the trader receives (0.001 = 0.1 %).
ALTER TABLE pairs ADD COLUMN spot_fee_rate numeric(10, 8) NOT NULL DEFAULT 0.001
  CHECK (spot_fee_rate >= 0 AND spot_fee_rate < 1);

-- Funds still locked for an open order (in lock_change_balance of the currency it spends). Fills
-- consume it; what is left returns to change_balance when the order completes or is cancelled.
CREATE TABLE spot_locks (
  order_id bigint PRIMARY KEY REFERENCES orders(id),
  user_id integer NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  remaining numeric(36, 18) NOT NULL CHECK (remaining >= 0)
);

-- coin/trade idempotency keys: a repeated key of the same user answers the order it first placed.
CREATE TABLE spot_idempotency (
  user_id integer NOT NULL REFERENCES users(id),
  key text NOT NULL,
  order_id bigint NOT NULL REFERENCES orders(id),
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, key)
);
