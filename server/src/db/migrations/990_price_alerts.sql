-- Price alerts (server/src/modules/alerts): a user is told once when a pair's last trade price
-- reaches a level. Times are epoch milliseconds (bigint) of the server's clock. `state` moves from
-- 'active' to 'fired' or 'cancelled' exactly once (every change is guarded by `state = 'active'`).
CREATE TABLE price_alerts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  pair_id integer NOT NULL REFERENCES pairs(id),
  direction text NOT NULL CHECK (direction IN ('above', 'below')),
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'fired', 'cancelled')),
  created_at bigint NOT NULL,
  fired_at bigint,
  fired_price numeric(36, 18),
  cancelled_at bigint,
  CHECK ((state = 'fired') = (fired_at IS NOT NULL AND fired_price IS NOT NULL)),
  CHECK ((state = 'cancelled') = (cancelled_at IS NOT NULL))
);
-- The caller's list, newest first.
CREATE INDEX price_alerts_by_user ON price_alerts (user_id, id DESC);
-- What an engine loads at start: the waiting alerts of its pairs.
CREATE INDEX price_alerts_active ON price_alerts (pair_id) WHERE state = 'active';
