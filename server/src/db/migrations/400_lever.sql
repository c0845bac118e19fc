-- Leveraged contracts (server/src/modules/lever). Money is numeric; times are epoch milliseconds of
-- the server clock (bigint). Margin, fees and profits move through the ledger on the quote currency's
-- lever_balance / lock_lever_balance; the house account 'lever_pool' is the other side of profits.

-- Per-pair terms; a lever pair without a row uses the defaults below (see settings.ts).
CREATE TABLE lever_settings (
  pair_id integer PRIMARY KEY REFERENCES pairs(id),
  multiples integer[] NOT NULL CHECK (cardinality(multiples) > 0),
  share_presets integer[] NOT NULL,
  share_min integer NOT NULL CHECK (share_min >= 1),
  -- 0 = no upper bound
  share_max integer NOT NULL CHECK (share_max >= 0),
  -- percent: below this risk rate (equity / used margin) the account is liquidated
  maintenance_rate numeric(36, 18) NOT NULL CHECK (maintenance_rate > 0),
  -- percent of the contract value charged per day a position stays open
  overnight_rate numeric(36, 18) NOT NULL CHECK (overnight_rate >= 0)
);
INSERT INTO lever_settings (pair_id, multiples, share_presets, share_min, share_max, maintenance_rate, overnight_rate)
SELECT id, '{5,10,20,50,100}', '{1,5,10,20,50}', 1, 500, 50, 0.05 FROM pairs WHERE open_lever = 1;

CREATE TABLE lever_positions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  pair_id integer NOT NULL REFERENCES pairs(id),
  -- 1 long (buy), 2 short (sell)
  side smallint NOT NULL CHECK (side IN (1, 2)),
  -- 0 pending, 1 open, 2 closing, 3 closed, 4 revoked
  status smallint NOT NULL CHECK (status BETWEEN 0 AND 4),
  -- 1 standard, 0 limit
  mode smallint NOT NULL CHECK (mode IN (0, 1)),
  multiple integer NOT NULL CHECK (multiple > 0),
  share integer NOT NULL CHECK (share > 0),
  qty numeric(36, 18) NOT NULL CHECK (qty > 0),
  origin_price numeric(36, 18) NOT NULL,
  target_price numeric(36, 18) NOT NULL DEFAULT 0,
  -- a pending order opens when the price reaches target_price: 1 from below, -1 from above
  trigger_dir smallint NOT NULL DEFAULT 0,
  open_price numeric(36, 18) NOT NULL,
  margin numeric(36, 18) NOT NULL CHECK (margin >= 0),
  origin_margin numeric(36, 18) NOT NULL,
  fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
  overnight numeric(36, 18) NOT NULL DEFAULT 0,
  overnight_days integer NOT NULL DEFAULT 0,
  stop_profit numeric(36, 18) NOT NULL DEFAULT 0,
  stop_loss numeric(36, 18) NOT NULL DEFAULT 0,
  close_price numeric(36, 18) NOT NULL DEFAULT 0,
  -- profit booked at the close (a loss is capped at what the account held)
  profit numeric(36, 18) NOT NULL DEFAULT 0,
  close_reason text NOT NULL DEFAULT '',
  idempotency_key text,
  created_at bigint NOT NULL,
  opened_at bigint NOT NULL DEFAULT 0,
  closed_at bigint NOT NULL DEFAULT 0
);
CREATE INDEX lever_positions_user ON lever_positions (user_id, status, id DESC);
CREATE INDEX lever_positions_live ON lever_positions (status) WHERE status IN (0, 1);
CREATE UNIQUE INDEX lever_positions_key ON lever_positions (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- One lever pair where short selling is refused (spec §5: only when sell_status is 1), for the demo
-- and the tests: LTC/USDT.
UPDATE pairs SET sell_status = 0 WHERE symbol = 'LTC/USDT';
