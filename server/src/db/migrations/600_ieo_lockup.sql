-- IEO subscriptions and lock-up deposits (server/src/modules/ieo, lockup). Money is numeric;
-- times are epoch milliseconds (bigint) of the server's clock. Balances move only through the
-- ledger; these tables record what the funds are locked for.

-- An IEO project (spec §3). time_status is what the scheduler has acted on (1 -> 2 -> 3 by
-- start_at and end_at); drawn, lottery_seed, apply_count, win_count and total_apply record the
-- lottery, drawn once at end_at from lottery_seed (the same seed gives the same winners).
CREATE TABLE ieo_projects (
  id serial PRIMARY KEY,
  title text NOT NULL,
  summary text NOT NULL,
  logo text NOT NULL DEFAULT '',
  currency_id integer NOT NULL REFERENCES currencies(id),
  pay_currency_id integer NOT NULL REFERENCES currencies(id),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  start_at bigint NOT NULL,
  end_at bigint NOT NULL CHECK (end_at > start_at),
  sell_begin bigint NOT NULL CHECK (sell_begin >= end_at),
  time_status smallint NOT NULL DEFAULT 1 CHECK (time_status IN (1, 2, 3)),
  link text NOT NULL DEFAULT '',
  white_book text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  win_rate numeric(9, 4) NOT NULL CHECK (win_rate >= 0 AND win_rate <= 100),
  total_apply numeric(36, 18) NOT NULL DEFAULT 0 CHECK (total_apply >= 0),
  apply_count integer NOT NULL DEFAULT 0,
  win_count integer NOT NULL DEFAULT 0,
  drawn smallint NOT NULL DEFAULT 0,
  lottery_seed text NOT NULL DEFAULT '',
  drawn_at bigint
);
CREATE INDEX ieo_projects_listing ON ieo_projects (start_at DESC, id DESC);

-- One subscription per user and project (spec §3 order_info). type 1 locks apply_amount x price
-- of the pay currency (`locked`) until the draw; type 2 (lottery) locks nothing. status 0 waiting,
-- 1 won, 2 placed, 3 not completed. coin_amount / total_price: applied for until the draw, then
-- allotted.
CREATE TABLE ieo_orders (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES ieo_projects(id),
  user_id integer NOT NULL REFERENCES users(id),
  type smallint NOT NULL CHECK (type IN (1, 2)),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  apply_amount numeric(36, 18) NOT NULL CHECK (apply_amount > 0),
  coin_amount numeric(36, 18) NOT NULL CHECK (coin_amount >= 0),
  total_price numeric(36, 18) NOT NULL CHECK (total_price >= 0),
  locked numeric(36, 18) NOT NULL DEFAULT 0 CHECK (locked >= 0),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (project_id, user_id)
);

-- Lock-up products (spec §3 config): interest_rate is percent PER DAY, cancel_rate percent of the
-- principal charged on a cancel.
CREATE TABLE lockup_configs (
  id serial PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies(id),
  interest_rate numeric(9, 4) NOT NULL CHECK (interest_rate >= 0),
  day integer NOT NULL CHECK (day > 0),
  save_min numeric(36, 18) NOT NULL CHECK (save_min > 0),
  cancel_rate numeric(9, 4) NOT NULL CHECK (cancel_rate >= 0 AND cancel_rate <= 100),
  sort integer NOT NULL DEFAULT 0
);

INSERT INTO lockup_configs (currency_id, interest_rate, day, save_min, cancel_rate, sort) VALUES
(1, 0.05, 7, 100, 1, 1),
(1, 0.08, 30, 500, 2, 2),
(1, 0.12, 90, 1000, 3, 3),
(2, 0.03, 30, 0.01, 2, 4),
(3, 0.05, 60, 0.1, 2, 5);

-- A deposit (spec §3 order). The product's terms are copied at purchase. status 1 in progress,
-- 2 ended (principal and interest paid), 3 cancelled (principal less cancel_fee returned).
-- total_interest / days_accrued: what the daily accrual has recorded so far.
CREATE TABLE lockup_orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  config_id integer NOT NULL REFERENCES lockup_configs(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  interest_rate numeric(9, 4) NOT NULL,
  day integer NOT NULL,
  cancel_rate numeric(9, 4) NOT NULL,
  start_at bigint NOT NULL,
  end_at bigint NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  total_interest numeric(36, 18) NOT NULL DEFAULT 0 CHECK (total_interest >= 0),
  days_accrued integer NOT NULL DEFAULT 0,
  cancel_fee numeric(36, 18) NOT NULL DEFAULT 0 CHECK (cancel_fee >= 0),
  updated_at bigint NOT NULL
);
CREATE INDEX lockup_orders_user ON lockup_orders (user_id, id DESC);
CREATE INDEX lockup_orders_running ON lockup_orders (end_at) WHERE status = 1;
