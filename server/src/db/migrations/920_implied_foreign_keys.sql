-- Foreign keys that another constraint of the same write already implies, dropped: each costs a
-- lookup of the referenced row per inserted row (about half of a ledger insert's time on the embedded
-- database), on the hottest writes there are (every order locks funds, every fill settles).
-- - ledger.user_id / currency_id: every ledger row of a user moves a column of the wallet
--   (user_id, currency_id) in the same statement (applyLedger), and wallets references users and
--   currencies; a house account row moves house_accounts, which references currencies.
-- - spot_locks.user_id / currency_id and spot_idempotency.user_id: copied from the order they
--   reference (order_id stays a foreign key), whose user and pair are foreign keys of orders.
ALTER TABLE ledger DROP CONSTRAINT ledger_user_id_fkey;
ALTER TABLE ledger DROP CONSTRAINT ledger_currency_id_fkey;
ALTER TABLE spot_locks DROP CONSTRAINT spot_locks_user_id_fkey;
ALTER TABLE spot_locks DROP CONSTRAINT spot_locks_currency_id_fkey;
ALTER TABLE spot_idempotency DROP CONSTRAINT spot_idempotency_user_id_fkey;
