import {
  WALLET_BALANCE_EVENT,
  WALLET_RECORD_EVENT,
  type WalletBalancePush,
  type WalletRecord,
  type WalletRecordPush,
} from '@exchange/protocol';
import type { Queryable } from '../../db';
import type { Realtime } from '../../realtime/realtime';
import { canonicalDecimal } from '../../money';
import { walletFields } from '../../services/ledger';
import { recordById } from './record-views';

/** A balance of one user and currency that changed (pushed after the commit). */
export interface Touched {
  userId: number;
  currencyId: number;
}

/**
 * Pushes `coin_balance` with every account of each touched user and currency to the user's room,
 * so every open wallet screen shows the committed balances at once. Call after the commit.
 */
export async function pushBalances(db: Queryable, realtime: Realtime, touched: Touched[]): Promise<void> {
  const seen = new Set<string>();
  for (const { userId, currencyId } of touched) {
    const key = `${userId}:${currencyId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { rows } = await db.query<Record<string, string>>(
      `SELECT ${walletFields.map((f) => `${f}::text`).join(', ')} FROM wallets WHERE user_id = $1 AND currency_id = $2`,
      [userId, currencyId],
    );
    const row = rows[0];
    if (!row) continue;
    const money = (field: (typeof walletFields)[number]) => canonicalDecimal(row[field] ?? '0');
    const push: WalletBalancePush = {
      currency: currencyId,
      change_balance: money('change_balance'),
      lock_change_balance: money('lock_change_balance'),
      legal_balance: money('legal_balance'),
      lock_legal_balance: money('lock_legal_balance'),
      micro_balance: money('micro_balance'),
      lock_micro_balance: money('lock_micro_balance'),
      lever_balance: money('lever_balance'),
      lock_lever_balance: money('lock_lever_balance'),
    };
    realtime.toUser(userId, WALLET_BALANCE_EVENT, push);
  }
}

/** Pushes `wallet_record` for each record (created or changed) to its owner. Call after the commit. */
export async function pushRecords(
  db: Queryable,
  realtime: Realtime,
  records: Array<{ userId: number; record: WalletRecord | number }>,
): Promise<void> {
  for (const { userId, record } of records) {
    const current = typeof record === 'number' ? await recordById(db, record) : record;
    if (current) realtime.toUser(userId, WALLET_RECORD_EVENT, { record: current } satisfies WalletRecordPush);
  }
}
