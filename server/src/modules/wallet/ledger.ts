import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';

/** The balance columns of a wallet row (spec §3 Wallet entry). */
export const walletFields = [
  'change_balance',
  'lock_change_balance',
  'legal_balance',
  'lock_legal_balance',
  'micro_balance',
  'lock_micro_balance',
  'lever_balance',
  'lock_lever_balance',
] as const;
export type WalletField = (typeof walletFields)[number];

/**
 * One balance change. Either a user's wallet column (`userId` + `field`) or an exchange-owned
 * house account (`house`, e.g. 'fees', 'issuance'). `amount` is a signed decimal string.
 */
export type LedgerEntry = {
  currencyId: number;
  amount: string;
  reason: string;
  ref?: string;
} & ({ userId: number; field: WalletField } | { house: string });

const signedDecimal = /^-?\d{1,18}(\.\d{1,18})?$/;

/**
 * The only way balances change. Applies `entries` inside the caller's transaction `tx` and writes
 * one ledger row each, under one operation id (returned). The entries of every currency must sum to
 * exactly zero (checked by Postgres in numeric, never in floats), so the total of all wallet columns
 * plus house accounts is conserved. A wallet column going below zero throws
 * ApiError('balance.insufficient'); since the caller's transaction then rolls back, nothing is written.
 *
 * Example, a transfer of 5 USDT from the spot to the lever account of user 7:
 *   applyLedger(tx, [
 *     { userId: 7, currencyId: 1, field: 'change_balance', amount: '-5', reason: 'transfer' },
 *     { userId: 7, currencyId: 1, field: 'lever_balance', amount: '5', reason: 'transfer' },
 *   ])
 */
export async function applyLedger(tx: Queryable, entries: LedgerEntry[]): Promise<string> {
  if (entries.length === 0) throw new Error('applyLedger: no entries');
  for (const entry of entries) {
    if (!signedDecimal.test(entry.amount)) throw new Error(`applyLedger: bad amount ${entry.amount}`);
    if ('field' in entry && !walletFields.includes(entry.field)) {
      throw new Error(`applyLedger: unknown field ${String(entry.field)}`);
    }
  }
  const unbalanced = await tx.query<{ currency_id: number }>(
    `SELECT currency_id FROM unnest($1::int[], $2::numeric[]) AS e(currency_id, amount)
     GROUP BY currency_id HAVING sum(amount) <> 0`,
    [entries.map((e) => e.currencyId), entries.map((e) => e.amount)],
  );
  if (unbalanced.rows.length > 0) {
    throw new Error(`applyLedger: entries of currency ${unbalanced.rows[0]?.currency_id} do not sum to zero`);
  }
  const opId = randomUUID();
  // Credits first: then every intermediate balance is at least its final value, so the CHECK
  // fails exactly when the operation as a whole would overdraw (e.g. a move within one column).
  const ordered = [
    ...entries.filter((e) => !e.amount.startsWith('-')),
    ...entries.filter((e) => e.amount.startsWith('-')),
  ];
  for (const entry of ordered) {
    try {
      if ('field' in entry) {
        // UPDATE first: an INSERT .. ON CONFLICT would check the proposed row (a negative amount)
        // against the CHECK constraint before it notices the conflict.
        const updated = await tx.query(
          `UPDATE wallets SET ${entry.field} = ${entry.field} + $3::numeric WHERE user_id = $1 AND currency_id = $2`,
          [entry.userId, entry.currencyId, entry.amount],
        );
        if (updated.rowCount === 0) {
          await tx.query(
            `INSERT INTO wallets (user_id, currency_id, ${entry.field}) VALUES ($1, $2, $3::numeric)`,
            [entry.userId, entry.currencyId, entry.amount],
          );
        }
      } else {
        await tx.query(
          `INSERT INTO house_accounts (currency_id, account, balance) VALUES ($1, $2, $3::numeric)
           ON CONFLICT (currency_id, account) DO UPDATE SET balance = house_accounts.balance + EXCLUDED.balance`,
          [entry.currencyId, entry.house, entry.amount],
        );
      }
    } catch (error) {
      if ((error as { code?: string }).code === '23514') throw new ApiError('balance.insufficient');
      throw error;
    }
    await tx.query(
      `INSERT INTO ledger (op_id, user_id, house_account, currency_id, field, amount, reason, ref)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, $7, $8)`,
      [
        opId,
        'field' in entry ? entry.userId : null,
        'house' in entry ? entry.house : null,
        entry.currencyId,
        'field' in entry ? entry.field : 'balance',
        entry.amount,
        entry.reason,
        entry.ref ?? '',
      ],
    );
  }
  return opId;
}

/**
 * Sum of every wallet column and house account per currency; zero everywhere when the books are
 * consistent (demo funds come from the negative 'issuance' house account).
 */
export async function ledgerTotals(db: Queryable): Promise<Map<number, string>> {
  const { rows } = await db.query<{ currency_id: number; total: string }>(
    `SELECT currency_id, sum(total)::text AS total FROM (
       SELECT currency_id, ${walletFields.join(' + ')} AS total FROM wallets
       UNION ALL SELECT currency_id, balance FROM house_accounts
     ) t GROUP BY currency_id`,
  );
  return new Map(rows.map((r) => [r.currency_id, r.total]));
}

/** The ledger as the context's shared service (`ctx.ledger`): the one way balances move. */
export interface Ledger {
  /** See applyLedger: balanced entries inside the caller's transaction; returns the operation id. */
  apply(tx: Queryable, entries: LedgerEntry[]): Promise<string>;
  /** See ledgerTotals: zero per currency when nothing was created or lost. */
  totals(db: Queryable): Promise<Map<number, string>>;
}

export const ledger: Ledger = { apply: applyLedger, totals: ledgerTotals };
