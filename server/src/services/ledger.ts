import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../errors';
import { withSteps, type SqlStep } from '../db/sql-step';
import { MAX_SCALE, toDecimal } from '../money';

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
 * `also`: writes of the caller that go with the operation (the rows it locks funds for, say), run as
 * `WITH` steps of its statement: one round trip for both.
 *
 * Example, a transfer of 5 USDT from the spot to the lever account of user 7:
 *   applyLedger(tx, [
 *     { userId: 7, currencyId: 1, field: 'change_balance', amount: '-5', reason: 'transfer' },
 *     { userId: 7, currencyId: 1, field: 'lever_balance', amount: '5', reason: 'transfer' },
 *   ])
 */
export async function applyLedger(
  tx: Queryable,
  entries: LedgerEntry[],
  also: readonly SqlStep[] = [],
): Promise<string> {
  if (entries.length === 0) throw new Error('applyLedger: no entries');
  for (const entry of entries) {
    if (!signedDecimal.test(entry.amount)) throw new Error(`applyLedger: bad amount ${entry.amount}`);
    if ('field' in entry && !walletFields.includes(entry.field)) {
      throw new Error(`applyLedger: unknown field ${String(entry.field)}`);
    }
  }
  const unbalanced = unbalancedCurrency(entries);
  if (unbalanced !== undefined) {
    throw new Error(`applyLedger: entries of currency ${unbalanced} do not sum to zero`);
  }
  const opId = randomUUID();
  try {
    await writeOperation(tx, opId, entries, also);
  } catch (error) {
    if ((error as { code?: string }).code === '23514') throw new ApiError('balance.insufficient');
    throw error;
  }
  return opId;
}

type WalletEntry = Extract<LedgerEntry, { field: WalletField }>;

/** The first currency whose entries do not sum to exactly zero (exact decimal arithmetic), if any. */
function unbalancedCurrency(entries: LedgerEntry[]): number | undefined {
  const sums = new Map<number, bigint>();
  for (const { currencyId, amount } of entries) {
    const { digits, scale } = toDecimal(amount);
    sums.set(currencyId, (sums.get(currencyId) ?? 0n) + digits * 10n ** BigInt(MAX_SCALE - scale));
  }
  for (const [currencyId, sum] of sums) if (sum !== 0n) return currencyId;
  return undefined;
}

/**
 * The whole operation in one statement (one round trip, one new version of each wallet row): the
 * ledger rows, the house accounts' nets and every touched wallet column's net (summed by Postgres in
 * numeric), so a column's CHECK fails exactly when the operation as a whole would overdraw it. A
 * wallet row that does not exist yet is created by a second statement.
 *
 * Parameters: $1 op id, then one array per entry column: $2 user ids (null for a house account),
 * $3 house accounts, $4 currency ids, $5 fields ('balance' for a house account), $6 amounts,
 * $7 reasons, $8 refs; then those of the caller's steps (`also`).
 */
async function writeOperation(
  tx: Queryable,
  opId: string,
  entries: LedgerEntry[],
  also: readonly SqlStep[],
): Promise<void> {
  const params = [
    opId,
    entries.map((e) => ('field' in e ? e.userId : null)),
    entries.map((e) => ('house' in e ? e.house : null)),
    entries.map((e) => e.currencyId),
    entries.map((e) => ('field' in e ? e.field : 'balance')),
    entries.map((e) => e.amount),
    entries.map((e) => e.reason),
    entries.map((e) => e.ref ?? ''),
  ];
  const moves = entries.filter((e): e is WalletEntry => 'field' in e);
  const fields = walletFields.filter((field) => moves.some((e) => e.field === field));
  const hasHouse = moves.length < entries.length;
  const callers = withSteps(also, params.length + 1, 'also');
  const steps = [
    `rows AS (${ledgerRowsInsert})`,
    ...(hasHouse ? [`house AS (${houseNetsUpsert})`] : []),
    ...callers.items,
  ];
  if (fields.length === 0) {
    await tx.query(`WITH ${steps.join(', ')} SELECT 1`, [...params, ...callers.params]);
    return;
  }
  const { rows } = await tx.query<{ user_id: number; currency_id: number }>(
    `WITH ${steps.join(', ')}
     UPDATE wallets w SET ${fields.map((f) => `${f} = w.${f} + n.${f}`).join(', ')}
       FROM (${walletNets(fields, 2)}) n
      WHERE w.user_id = n.user_id AND w.currency_id = n.currency_id
      RETURNING w.user_id, w.currency_id`,
    [...params, ...callers.params],
  );
  const found = new Set(rows.map((r) => `${r.user_id}:${r.currency_id}`));
  if (moves.every((e) => found.has(`${e.userId}:${e.currencyId}`))) return;
  // An INSERT .. ON CONFLICT would check the proposed row (a negative net) against the CHECK
  // constraint before it noticed the conflict, hence the UPDATE first and this insert of the rest.
  await tx.query(
    `INSERT INTO wallets (user_id, currency_id, ${fields.join(', ')})
     SELECT user_id, currency_id, ${fields.join(', ')} FROM (${walletNets(fields, 1)}) n
      WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.user_id = n.user_id AND w.currency_id = n.currency_id)`,
    params.slice(1),
  );
}

/**
 * The entry arrays of writeOperation's parameters as rows, in the entries' order; `first` is the
 * number of the parameter holding the user ids.
 */
function entryRows(first: number): string {
  const types = ['int', 'text', 'int', 'text', 'numeric', 'text', 'text'];
  const arrays = types.map((type, i) => `$${first + i}::${type}[]`).join(', ');
  return `unnest(${arrays}) WITH ORDINALITY AS e(user_id, house_account, currency_id, field, amount, reason, ref, n)`;
}

/** One ledger row per entry, in the entries' order, under the op id. */
const ledgerRowsInsert = `INSERT INTO ledger (op_id, user_id, house_account, currency_id, field, amount, reason, ref)
  SELECT $1, user_id, house_account, currency_id, field, amount, reason, ref FROM ${entryRows(2)} ORDER BY n`;

/** The nets per (currency, house account), one row each. */
const houseNetsUpsert = `INSERT INTO house_accounts (currency_id, account, balance)
  SELECT currency_id, house_account, sum(amount) FROM ${entryRows(2)}
   WHERE house_account IS NOT NULL GROUP BY currency_id, house_account
  ON CONFLICT (currency_id, account) DO UPDATE SET balance = house_accounts.balance + EXCLUDED.balance`;

/** The net of each of `fields` per wallet (`fields` come from the walletFields whitelist). */
function walletNets(fields: readonly WalletField[], first: number): string {
  const nets = fields.map((f) => `coalesce(sum(amount) FILTER (WHERE field = '${f}'), 0) AS ${f}`);
  return `SELECT user_id, currency_id, ${nets.join(', ')} FROM ${entryRows(first)}
   WHERE user_id IS NOT NULL GROUP BY user_id, currency_id`;
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
  /**
   * See applyLedger: balanced entries inside the caller's transaction, with the caller's `also`
   * steps in the same statement; returns the operation id.
   */
  apply(tx: Queryable, entries: LedgerEntry[], also?: readonly SqlStep[]): Promise<string>;
  /** See ledgerTotals: zero per currency when nothing was created or lost. */
  totals(db: Queryable): Promise<Map<number, string>>;
}

export const ledger: Ledger = { apply: applyLedger, totals: ledgerTotals };
