import type { WalletAccount, WalletEntry, WalletListResponse } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { canonicalDecimal } from '../../money';
import { applyLedger, walletFields, type LedgerEntry } from '../../services/ledger';
import type { UsdtPrices } from '../../services/prices';

interface EntryRow {
  currency: number;
  currency_name: string;
  currency_type: string;
  logo: string;
  contract_address: string;
  sort: number;
  is_match: number;
  is_legal: number;
  is_charge: number;
  is_micro: number;
  is_show_memo: number;
  is_lever: number;
  currency_cost_price: string;
  [field: string]: string | number;
}

const balanceColumns = walletFields.map((f) => `coalesce(w.${f}, 0)::text AS ${f}`).join(', ');

/** Every currency with the user's balances (zero where the user has no row yet). */
async function entryRows(db: Queryable, userId: number, currencyId?: number): Promise<EntryRow[]> {
  const { rows } = await db.query<EntryRow>(
    `SELECT c.id AS currency, c.name AS currency_name, c.currency_type, c.logo, c.contract_address, c.sort,
            c.is_match, c.is_legal, c.is_charge, c.is_micro, c.is_show_memo, c.is_lever,
            coalesce(w.currency_cost_price, 0)::text AS currency_cost_price, ${balanceColumns}
       FROM currencies c LEFT JOIN wallets w ON w.currency_id = c.id AND w.user_id = $1
      WHERE ($2::int IS NULL OR c.id = $2) ORDER BY c.sort, c.id`,
    [userId, currencyId ?? null],
  );
  return rows;
}

function toEntry(row: EntryRow, prices: UsdtPrices): WalletEntry {
  const money = (field: string) => canonicalDecimal(String(row[field]));
  return {
    currency: row.currency,
    currency_name: row.currency_name,
    currency_type: row.currency_type,
    change_balance: money('change_balance'),
    lock_change_balance: money('lock_change_balance'),
    legal_balance: money('legal_balance'),
    lock_legal_balance: money('lock_legal_balance'),
    micro_balance: money('micro_balance'),
    lock_micro_balance: money('lock_micro_balance'),
    lever_balance: money('lever_balance'),
    lock_lever_balance: money('lock_lever_balance'),
    usdt_price: prices.get(row.currency),
    currency_cost_price: money('currency_cost_price'),
    sort: row.sort,
    is_match: row.is_match,
    is_legal: row.is_legal,
    is_charge: row.is_charge,
    is_micro: row.is_micro,
    is_show_memo: row.is_show_memo,
    contract_address: row.contract_address,
    logo: row.logo,
  };
}

/** Spec §3 Wallet entry of one currency, or null for an unknown currency. */
export async function walletEntry(
  db: Queryable,
  prices: UsdtPrices,
  userId: number,
  currencyId: number,
): Promise<WalletEntry | null> {
  const row = (await entryRows(db, userId, currencyId))[0];
  return row ? toEntry(row, prices) : null;
}

/**
 * Spec §3 Wallet list response. The spot (`change`) account lists every currency, the fiat
 * (`legal`) account the legal currencies, lever and micro the currencies open to them. usdt_totle
 * is the value of available plus locked balances, computed in SQL numeric and rounded to 8 places.
 */
export async function walletList(
  db: Queryable,
  prices: UsdtPrices,
  userId: number,
): Promise<WalletListResponse> {
  const rows = await entryRows(db, userId);
  const entries = rows.map((row) => toEntry(row, prices));
  const account = async (
    filter: (row: EntryRow) => boolean,
    available: string,
    locked: string,
  ): Promise<WalletAccount> => {
    const picked = entries.filter((_, i) => filter(rows[i] as EntryRow));
    const { rows: total } = await db.query<{ t: string }>(
      `SELECT round(coalesce(sum((b.available + b.locked) * b.price), 0), 8)::text AS t
         FROM unnest($1::numeric[], $2::numeric[], $3::numeric[]) AS b(available, locked, price)`,
      [
        picked.map((e) => e[available as keyof WalletEntry]),
        picked.map((e) => e[locked as keyof WalletEntry]),
        picked.map((e) => e.usdt_price),
      ],
    );
    return { balance: picked, usdt_totle: canonicalDecimal(total[0]?.t ?? '0') };
  };
  return {
    change_wallet: await account(() => true, 'change_balance', 'lock_change_balance'),
    legal_wallet: await account((r) => r.is_legal === 1, 'legal_balance', 'lock_legal_balance'),
    lever_wallet: await account((r) => r.is_lever === 1, 'lever_balance', 'lock_lever_balance'),
    micro_wallet: await account((r) => r.is_micro === 1, 'micro_balance', 'lock_micro_balance'),
    is_open_CTbi: 1,
  };
}

/** Creates the user's wallet rows (one per currency) and, when asked, credits the demo funds. */
export async function openWallets(tx: Queryable, userId: number, demoFunds: boolean): Promise<void> {
  await tx.query(
    `INSERT INTO wallets (user_id, currency_id) SELECT $1, id FROM currencies ON CONFLICT DO NOTHING`,
    [userId],
  );
  if (!demoFunds) return;
  const { rows } = await tx.query<{ id: number; amount: string }>(
    `SELECT id, demo_amount::text AS amount FROM currencies WHERE demo_amount > 0 ORDER BY id`,
  );
  const entries: LedgerEntry[] = rows.flatMap((c) => [
    { house: 'issuance', currencyId: c.id, amount: `-${c.amount}`, reason: 'demo_funds' },
    { userId, currencyId: c.id, field: 'change_balance' as const, amount: c.amount, reason: 'demo_funds' },
  ]);
  if (entries.length > 0) await applyLedger(tx, entries);
}
