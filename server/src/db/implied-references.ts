import type { Queryable } from './types';

/**
 * The references the schema no longer enforces because the write that creates the row already
 * implies them (migrations 920 and 930 say why, key by key), each as a query counting the rows
 * that break it. The tests that check the books balance check these too: a row breaking one is a
 * bug in the write path that the foreign key would have refused.
 */
export const IMPLIED_REFERENCES: Readonly<Record<string, string>> = {
  'ledger.user_id -> users': `SELECT count(*) FROM ledger c
    WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id)`,
  'ledger.currency_id -> currencies': `SELECT count(*) FROM ledger c
    WHERE NOT EXISTS (SELECT 1 FROM currencies p WHERE p.id = c.currency_id)`,
  'orders.user_id -> users': `SELECT count(*) FROM orders c
    WHERE NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id)`,
  'spot_locks.order_id -> orders (same user)': `SELECT count(*) FROM spot_locks c
    WHERE NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id AND p.user_id = c.user_id)`,
  'spot_locks.currency_id -> currencies': `SELECT count(*) FROM spot_locks c
    WHERE NOT EXISTS (SELECT 1 FROM currencies p WHERE p.id = c.currency_id)`,
  'spot_idempotency.order_id -> orders (same user)': `SELECT count(*) FROM spot_idempotency c
    WHERE NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id AND p.user_id = c.user_id)`,
};

/** The implied references that some row breaks, with how many rows do; empty when all hold. */
export async function brokenReferences(db: Queryable): Promise<Record<string, number>> {
  const names = Object.keys(IMPLIED_REFERENCES);
  const { rows } = await db.query<{ name: string; n: number }>(
    names
      .map((name, i) => `SELECT $${i + 1}::text AS name, (${IMPLIED_REFERENCES[name]})::int AS n`)
      .join(' UNION ALL '),
    names,
  );
  return Object.fromEntries(rows.filter((r) => r.n > 0).map((r) => [r.name, r.n]));
}
