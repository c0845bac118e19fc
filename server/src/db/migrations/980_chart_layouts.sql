-- Chart layouts (issue 26): the indicators and drawings a user keeps on a chart, one row per user and
-- layout key (the pair, `BTC/USDT`, or a product's `contracts:BTC/USDT`). The layout is the JSON the
-- protocol's chartLayoutSchema validated (at most 16,000 characters); an empty layout deletes the row.
CREATE TABLE chart_layouts (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pair text NOT NULL CHECK (char_length(pair) <= 40),
  layout jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, pair)
);
