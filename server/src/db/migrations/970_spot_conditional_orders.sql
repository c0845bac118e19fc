-- Issue 26: conditional spot orders and time in force (modules/market README "Order kinds").
-- kind gains 'stop_limit' (waits off the book until the last trade price crosses trigger_price,
-- then enters as a limit order at price). time_in_force: NULL = GTC (orders placed before), or
-- 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY'. trigger_state: 'waiting' (off the book, funds locked) or
-- 'triggered' (on the book since); NULL for other kinds. oco_id: both legs of an OCO carry the
-- limit leg's id. The engine owner reloads the waiting stops at start (open-markets.ts).
ALTER TABLE orders DROP CONSTRAINT orders_kind_check;
ALTER TABLE orders ADD CONSTRAINT orders_kind_check CHECK (kind IN ('limit', 'market', 'stop_limit'));
ALTER TABLE orders
  ADD COLUMN time_in_force text CHECK (time_in_force IN ('GTC', 'IOC', 'FOK', 'POST_ONLY')),
  ADD COLUMN trigger_price numeric(36, 18) CHECK (trigger_price > 0),
  ADD COLUMN trigger_state text CHECK (trigger_state IN ('waiting', 'triggered')),
  ADD COLUMN oco_id bigint;
-- The waiting stops of a user (the per-user cap) and of the books (reloaded at start).
CREATE INDEX orders_waiting_stops ON orders (user_id) WHERE status = 1 AND trigger_state = 'waiting';
