import type { RateCurrency, RechargeSetting, WalletRecord } from '@exchange/protocol';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { compare, multiplyDown } from '../../money';
import type { UsdtPrices } from '../../services/prices';
import type { Touched } from './balance-pushes';
import { currencyOf, walletSettings } from './chains';
import { DEPOSIT_HOUSE } from './deposits';
import { applyLedger } from '../../services/ledger';
import { recordById } from './record-views';
import { paymentMethodsOf } from './payment-store';

/** The fiat account's currency (is_legal 1: USDT in the seeds). */
export async function legalCurrency(db: Queryable): Promise<{ id: number; name: string }> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM currencies WHERE is_legal = 1 ORDER BY sort, id LIMIT 1`,
  );
  if (!rows[0]) throw new ApiError('charge.notLegal');
  return rows[0];
}

/** Local-currency value of one unit: its USDT price x the local rate, 8 places. */
export const localValue = (usdtPrice: string, localRate: string): string =>
  multiplyDown(usdtPrice, localRate, 8);

export async function rechargeSetting(db: Queryable, prices: UsdtPrices): Promise<RechargeSetting> {
  const settings = await walletSettings(db);
  const currency = await legalCurrency(db);
  return {
    currency: currency.id,
    currency_name: currency.name,
    min_number: settings.charge_min,
    payee_name: settings.payee_name,
    bank_name: settings.payee_bank_name,
    bank_account: settings.payee_bank_account,
    bank_branch: settings.payee_bank_branch,
    rmb: localValue(prices.get(currency.id), settings.local_rate),
    local_currency: settings.local_currency,
  };
}

export async function rateCurrency(
  db: Queryable,
  prices: UsdtPrices,
  userId: number,
  currencyId: number,
): Promise<RateCurrency> {
  const [settings, currency, methods] = await Promise.all([
    walletSettings(db),
    currencyOf(db, currencyId),
    paymentMethodsOf(db, userId),
  ]);
  const usdtPrice = prices.get(currency.id);
  return {
    currency: currency.id,
    currency_name: currency.name,
    rmb: localValue(usdtPrice, settings.local_rate),
    local_currency: settings.local_currency,
    usdt_price: usdtPrice,
    bank_rate: settings.bank_rate,
    bank_min: settings.bank_min,
    bank_account: methods.bank_account,
    bank_name: methods.bank_name,
  };
}

/** A fiat deposit request (wallet/charge_req), held for review; nothing moves until approved. */
export async function requestCharge(
  db: Queryable,
  request: { userId: number; currencyId: number; amount: string; account: string },
  now: number,
): Promise<WalletRecord> {
  const currency = await currencyOf(db, request.currencyId);
  if (currency.is_legal !== 1) throw new ApiError('charge.notLegal');
  const settings = await walletSettings(db);
  if (compare(request.amount, settings.charge_min) < 0) {
    throw new ApiError('charge.belowMin', 'error', { min: settings.charge_min });
  }
  const payee = `${settings.payee_bank_name} ${settings.payee_bank_account}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO wallet_records (user_id, currency_id, way, channel, account, amount, external, internal, status,
       created_at, updated_at)
     VALUES ($1, $2, 'buy', 'bank', 'legal', $3::numeric, $4, $5, 'review', $6, $6) RETURNING id::text`,
    [request.userId, request.currencyId, request.amount, request.account, payee, now],
  );
  const record = await recordById(db, Number(rows[0]?.id));
  if (!record) throw new Error('charge request not stored');
  return record;
}

/** The operator's decision on a fiat deposit request: approve credits the fiat account. */
export async function decideCharge(
  db: Database,
  id: number,
  decision: 'approve' | 'reject',
  now: number,
): Promise<{ record: WalletRecord; touched: Touched } | null> {
  const done = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: number; currency_id: number; amount: string }>(
      `UPDATE wallet_records SET status = $2, updated_at = $3
        WHERE id = $1 AND way = 'buy' AND channel = 'bank' AND status = 'review'
        RETURNING user_id, currency_id, amount::text`,
      [id, decision === 'approve' ? 'credited' : 'rejected', now],
    );
    const row = rows[0];
    if (!row) return null;
    if (decision === 'approve') {
      const ref = `charge:${id}`;
      await applyLedger(tx, [
        {
          house: DEPOSIT_HOUSE,
          currencyId: row.currency_id,
          amount: `-${row.amount}`,
          reason: 'charge',
          ref,
        },
        {
          userId: row.user_id,
          currencyId: row.currency_id,
          field: 'legal_balance',
          amount: row.amount,
          reason: 'charge',
          ref,
        },
      ]);
    }
    return { userId: row.user_id, currencyId: row.currency_id };
  });
  if (!done) return null;
  const record = await recordById(db, id);
  return record ? { record, touched: done } : null;
}
