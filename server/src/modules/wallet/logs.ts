import type { LogEntry, WalletAccountType } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { canonicalDecimal } from '../../money';
import { walletFields, type WalletField } from '../../services/ledger';

/** The `info` key of each ledger reason (the `server` namespace translates it). */
const infoKeys: Record<string, string> = {
  demo_funds: 'ledger.demoFunds',
  spot_lock: 'ledger.spotLock',
  spot_fill: 'ledger.spotFill',
  spot_fee: 'ledger.spotFee',
  spot_unlock: 'ledger.spotUnlock',
  spot_slippage: 'ledger.spotSlippage',
  transfer: 'ledger.transfer',
  deposit: 'ledger.deposit',
  withdraw_freeze: 'ledger.withdrawFreeze',
  withdraw: 'ledger.withdraw',
  withdraw_fee: 'ledger.withdrawFee',
  withdraw_reject: 'ledger.withdrawReject',
  charge: 'ledger.charge',
  exchange: 'ledger.exchange',
  exchange_fee: 'ledger.exchangeFee',
  lever_margin: 'ledger.leverMargin',
  lever_fee: 'ledger.leverFee',
  lever_freeze: 'ledger.leverFreeze',
  lever_unfreeze: 'ledger.leverUnfreeze',
  lever_release: 'ledger.leverRelease',
  lever_profit: 'ledger.leverProfit',
  lever_liquidation: 'ledger.leverLiquidation',
  lever_overnight: 'ledger.leverOvernight',
  ieo_lock: 'ledger.ieoLock',
  ieo_refund: 'ledger.ieoRefund',
  ieo_buy: 'ledger.ieoBuy',
  ieo_coin: 'ledger.ieoCoin',
  lockup_lock: 'ledger.lockupLock',
  lockup_unlock: 'ledger.lockupUnlock',
  lockup_interest: 'ledger.lockupInterest',
  lockup_cancel_fee: 'ledger.lockupCancelFee',
  micro_lock: 'ledger.microLock',
  micro_fee: 'ledger.microFee',
  micro_win: 'ledger.microWin',
  micro_loss: 'ledger.microLoss',
  micro_draw: 'ledger.microDraw',
  micro_demo_funds: 'ledger.microDemoFunds',
};
export const infoKeyOf = (reason: string): string => infoKeys[reason] ?? 'ledger.other';

const accountOf = (field: WalletField): WalletAccountType =>
  field.replace(/^lock_/, '').replace(/_balance$/, '') as WalletAccountType;

export interface LogFilter {
  fields: readonly WalletField[];
  currencyId?: number;
  /** Only rows of these reasons (e.g. transfers). */
  reasons?: string[];
}

interface LedgerRow {
  id: string;
  currency_id: number;
  currency_name: string;
  field: WalletField;
  amount: string;
  reason: string;
  created_at: string;
}

/** One page of the user's ledger rows matching `filter`, newest first, with the total count. */
export async function logPage(
  db: Queryable,
  userId: number,
  filter: LogFilter,
  page: number,
  limit: number,
): Promise<{ list: LogEntry[]; total: number }> {
  const where = `l.user_id = $1 AND l.field = ANY($2::text[]) AND ($3::int IS NULL OR l.currency_id = $3)
    AND ($4::text[] IS NULL OR l.reason = ANY($4::text[]))`;
  const params = [userId, [...filter.fields], filter.currencyId ?? null, filter.reasons ?? null];
  const { rows } = await db.query<LedgerRow>(
    `SELECT l.id::text, l.currency_id, c.name AS currency_name, l.field, l.amount::text, l.reason,
            (extract(epoch FROM l.created_at) * 1000)::bigint::text AS created_at
       FROM ledger l JOIN currencies c ON c.id = l.currency_id
      WHERE ${where} ORDER BY l.id DESC LIMIT $5 OFFSET $6`,
    [...params, limit, (page - 1) * limit],
  );
  const { rows: count } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ledger l WHERE ${where}`,
    params,
  );
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      value: canonicalDecimal(r.amount),
      info: infoKeyOf(r.reason),
      created_time: Number(r.created_at),
      currency_name: r.currency_name,
      currency: r.currency_id,
      account: accountOf(r.field),
      locked: r.field.startsWith('lock_') ? 1 : 0,
    })),
    total: Number(count[0]?.n ?? 0),
  };
}

export const allFields = walletFields;
