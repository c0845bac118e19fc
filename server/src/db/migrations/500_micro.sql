-- Seconds (micro) trading (server/src/modules/micro): what can be staked, the duration options,
-- insurance plans (labels), the orders and the price history that settles orders due while the
-- server was down. Money is numeric; times are epoch milliseconds of the server clock (bigint).

-- A currency orders can be paid with: the amounts one order may stake and the fee in percent.
CREATE TABLE micro_currencies (
  currency_id integer PRIMARY KEY REFERENCES currencies(id),
  numbers numeric(36, 18)[] NOT NULL CHECK (cardinality(numbers) > 0),
  fee_percent numeric(36, 18) NOT NULL CHECK (fee_percent >= 0 AND fee_percent < 100),
  sort integer NOT NULL DEFAULT 0
);
INSERT INTO micro_currencies (currency_id, numbers, fee_percent, sort) VALUES
(1, '{10,50,100,500,1000}', 1, 1),
(2, '{0.001,0.005,0.01,0.05}', 1, 2),
(3, '{0.01,0.05,0.1,0.5}', 1, 3);

-- The durations on offer and what a won order pays, in percent of the stake.
CREATE TABLE micro_seconds (
  seconds integer PRIMARY KEY CHECK (seconds > 0),
  profit_ratio numeric(36, 18) NOT NULL CHECK (profit_ratio > 0)
);
INSERT INTO micro_seconds (seconds, profit_ratio) VALUES (30, 80), (60, 85), (120, 90), (300, 95);

-- Insurance plans (spec §9 copy figures): claim at 50 % loss, cover ends at 100 % profit, two
-- payouts a day. Labels only: nothing is bought through the micro calls.
CREATE TABLE micro_insurance_types (
  id integer PRIMARY KEY,
  kind text NOT NULL,
  claim_loss_percent numeric(36, 18) NOT NULL,
  stop_profit_percent numeric(36, 18) NOT NULL,
  max_daily_payouts integer NOT NULL
);
INSERT INTO micro_insurance_types (id, kind, claim_loss_percent, stop_profit_percent, max_daily_payouts) VALUES
(1, 'standard', 50, 100, 2);

-- A user's chosen insurance per payable currency.
CREATE TABLE micro_user_insurance (
  user_id integer NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  insurance_type_id integer NOT NULL REFERENCES micro_insurance_types(id),
  PRIMARY KEY (user_id, currency_id)
);

-- status 1 running, 3 closed; result 1 won, 0 draw, -1 lost (0 while running).
CREATE TABLE micro_orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  pair_id integer NOT NULL REFERENCES pairs(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  type smallint NOT NULL CHECK (type IN (1, 2)),
  seconds integer NOT NULL CHECK (seconds > 0),
  number numeric(36, 18) NOT NULL CHECK (number > 0),
  fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
  profit_ratio numeric(36, 18) NOT NULL,
  open_price numeric(36, 18) NOT NULL CHECK (open_price > 0),
  end_price numeric(36, 18) NOT NULL DEFAULT 0,
  fact_profits numeric(36, 18) NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 3)),
  result smallint NOT NULL DEFAULT 0 CHECK (result IN (-1, 0, 1)),
  created_at bigint NOT NULL,
  end_at bigint NOT NULL,
  settled_at bigint,
  idempotency_key text
);
CREATE INDEX micro_orders_user ON micro_orders (user_id, status, id DESC);
CREATE INDEX micro_orders_running ON micro_orders (end_at) WHERE status = 1;
CREATE UNIQUE INDEX micro_orders_key ON micro_orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- Price changes of the micro pairs (the price from `at` on), so an order due while the server was
-- down settles with the price of its expiry, never the price at restart.
CREATE TABLE micro_price_history (
  pair_id integer NOT NULL REFERENCES pairs(id),
  at bigint NOT NULL,
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  PRIMARY KEY (pair_id, at)
);
