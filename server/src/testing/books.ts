import type { Queryable } from '../db';
import { brokenReferences } from '../db/implied-references';
import { ledgerTotals } from '../services/ledger';

/**
 * The books hold: every currency's wallets plus house accounts sum to zero (nothing created or
 * lost), and no row breaks a reference the schema leaves to the write path (db/implied-references.ts).
 */
export async function expectBooksHold(db: Queryable): Promise<void> {
  const totals = await ledgerTotals(db);
  expect([...totals].filter(([, total]) => !/^-?0(\.0*)?$/.test(total))).toEqual([]);
  expect(await brokenReferences(db)).toEqual({});
}
