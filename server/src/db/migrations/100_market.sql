-- Market data (owned by server/src/market): user spot orders, trades and kline bars.
-- Market-maker orders are not stored: the bots re-quote at start. Money is numeric, times are
-- epoch milliseconds (bigint) as on the wire.

-- A user's spot order. side 1 buy, 2 sell; kind 'limit' | 'market'; status 1 open, 2 completed,
-- 3 cancelled (a market order's unfilled rest is dropped: 2 if anything filled, else 3).
-- deal_money is the sum of price * amount of the fills (average price = deal_money / deal_amount).
CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  pair_id integer NOT NULL REFERENCES pairs(id),
  side smallint NOT NULL CHECK (side IN (1, 2)),
  kind text NOT NULL CHECK (kind IN ('limit', 'market')),
  price numeric(36, 18) NOT NULL CHECK (price >= 0),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  deal_amount numeric(36, 18) NOT NULL DEFAULT 0 CHECK (deal_amount >= 0 AND deal_amount <= amount),
  deal_money numeric(36, 18) NOT NULL DEFAULT 0 CHECK (deal_money >= 0),
  fee numeric(36, 18) NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, id DESC);
CREATE INDEX orders_open ON orders (pair_id, id) WHERE status = 1;

-- Every trade. Order and user columns are NULL for the market maker's side.
CREATE TABLE trades (
  id bigserial PRIMARY KEY,
  pair_id integer NOT NULL REFERENCES pairs(id),
  price numeric(36, 18) NOT NULL,
  amount numeric(36, 18) NOT NULL,
  -- 1 the taker bought, 2 the taker sold
  taker_side smallint NOT NULL CHECK (taker_side IN (1, 2)),
  buy_order_id bigint,
  sell_order_id bigint,
  buyer_id integer,
  seller_id integer,
  ts bigint NOT NULL
);
CREATE INDEX trades_pair_ts ON trades (pair_id, ts DESC);
CREATE INDEX trades_buy_order ON trades (buy_order_id) WHERE buy_order_id IS NOT NULL;
CREATE INDEX trades_sell_order ON trades (sell_order_id) WHERE sell_order_id IS NOT NULL;

-- OHLCV bars per pair and period of spec §9; time is the bar start (Asia/Shanghai calendar for
-- 1day, 1week and 1mon).
CREATE TABLE klines (
  pair_id integer NOT NULL REFERENCES pairs(id),
  period text NOT NULL,
  time bigint NOT NULL,
  open numeric(36, 18) NOT NULL,
  high numeric(36, 18) NOT NULL,
  low numeric(36, 18) NOT NULL,
  close numeric(36, 18) NOT NULL,
  volume numeric(36, 18) NOT NULL,
  PRIMARY KEY (pair_id, period, time)
);
