-- Foreign keys of the order intake's inserts that the same transaction already guarantees, dropped
-- as 920's were: each costs a lookup per inserted row, and a group-commit batch inserts about 50
-- orders, their spot_locks rows and their idempotency keys (a measured third of those inserts'
-- time on the embedded database).
-- - orders.user_id: an order is kept only if its funds were locked from the user's wallet in the
--   same transaction (wallets references users); a refused order is deleted in that transaction.
-- - spot_locks.order_id, spot_idempotency.order_id: written by the transaction that inserted the
--   order, with the id its INSERT returned; orders are never deleted once committed.
-- orders.pair_id stays: nothing else in the write implies the pair.
-- db/implied-references.ts lists every dropped key; the tests check that no row breaks one.
ALTER TABLE orders DROP CONSTRAINT orders_user_id_fkey;
ALTER TABLE spot_locks DROP CONSTRAINT spot_locks_order_id_fkey;
ALTER TABLE spot_idempotency DROP CONSTRAINT spot_idempotency_order_id_fkey;
