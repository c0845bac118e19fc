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
  try {
    // Every column and house account changes once, by its net (summed by Postgres in numeric):
    // the CHECK then fails exactly when the operation as a whole would overdraw it.
    for (const field of walletFields) {
      const moves = entries.filter((e): e is WalletEntry => 'field' in e && e.field === field);
      if (moves.length > 0) await applyWalletNets(tx, field, moves);
    }
    const house = entries.filter((e): e is HouseEntry => 'house' in e);
    if (house.length > 0) await applyHouseNets(tx, house);
  } catch (error) {
    if ((error as { code?: string }).code === '23514') throw new ApiError('balance.insufficient');
    throw error;
  }
  const opId = randomUUID();
  await writeLedgerRows(tx, opId, entries);
  return opId;
}

type WalletEntry = Extract<LedgerEntry, { field: WalletField }>;
type HouseEntry = Extract<LedgerEntry, { house: string }>;

/** The nets of `moves` per wallet, grouped from $1 user ids, $2 currency ids, $3 amounts. */
const walletNets = `SELECT user_id, currency_id, sum(amount) AS amount
  FROM unnest($1::int[], $2::int[], $3::numeric[]) AS e(user_id, currency_id, amount)
  GROUP BY user_id, currency_id`;

/** Adds the nets of one column (`field` comes from the walletFields whitelist) and creates missing wallets. */
async function applyWalletNets(tx: Queryable, field: WalletField, moves: WalletEntry[]): Promise<void> {
  const params = [moves.map((e) => e.userId), moves.map((e) => e.currencyId), moves.map((e) => e.amount)];
  // UPDATE first: an INSERT .. ON CONFLICT would check the proposed row (a negative amount)
  // against the CHECK constraint before it notices the conflict.
  const updated = await tx.query<{ user_id: number; currency_id: number }>(
    `UPDATE wallets w SET ${field} = w.${field} + n.amount FROM (${walletNets}) n
     WHERE w.user_id = n.user_id AND w.currency_id = n.currency_id
     RETURNING w.user_id, w.currency_id`,
    params,
  );
  const found = new Set(updated.rows.map((r) => `${r.user_id}:${r.currency_id}`));
  if (moves.every((e) => found.has(`${e.userId}:${e.currencyId}`))) return;
  await tx.query(
    `INSERT INTO wallets (user_id, currency_id, ${field})
     SELECT user_id, currency_id, amount FROM (${walletNets}) n
     WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.user_id = n.user_id AND w.currency_id = n.currency_id)`,
    params,
  );
}

/** Adds the nets per (currency, house account), one row each. */
async function applyHouseNets(tx: Queryable, house: HouseEntry[]): Promise<void> {
  await tx.query(
    `INSERT INTO house_accounts (currency_id, account, balance)
     SELECT currency_id, account, sum(amount)
       FROM unnest($1::int[], $2::text[], $3::numeric[]) AS e(currency_id, account, amount)
      GROUP BY currency_id, account
     ON CONFLICT (currency_id, account) DO UPDATE SET balance = house_accounts.balance + EXCLUDED.balance`,
    [house.map((e) => e.currencyId), house.map((e) => e.house), house.map((e) => e.amount)],
  );
}

/** One ledger row per entry, in the entries' order, under `opId`. */
async function writeLedgerRows(tx: Queryable, opId: string, entries: LedgerEntry[]): Promise<void> {
  await tx.query(
    `INSERT INTO ledger (op_id, user_id, house_account, currency_id, field, amount, reason, ref)
     SELECT $1, user_id, house_account, currency_id, field, amount, reason, ref
       FROM unnest($2::int[], $3::text[], $4::int[], $5::text[], $6::numeric[], $7::text[], $8::text[])
            WITH ORDINALITY AS e(user_id, house_account, currency_id, field, amount, reason, ref, n)
      ORDER BY n`,
    [
      opId,
      entries.map((e) => ('field' in e ? e.userId : null)),
      entries.map((e) => ('house' in e ? e.house : null)),
      entries.map((e) => e.currencyId),
      entries.map((e) => ('field' in e ? e.field : 'balance')),
      entries.map((e) => e.amount),
      entries.map((e) => e.reason),
      entries.map((e) => e.ref ?? ''),
    ],
  );
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
