import type { WalletRecord } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { canonicalDecimal, sub } from '../../money';

/** A row of wallet_records joined with its currency. */
export interface RecordRow {
  id: string;
  user_id: number;
  currency_id: number;
  currency_name: string;
  way: 'buy' | 'sell';
  channel: string;
  chain_name: string | null;
  account: 'change' | 'legal';
  amount: string;
  fee: string;
  external: string;
  internal: string;
  memo: string;
  status: WalletRecord['status'];
  confirmations: number;
  required_confirmations: number;
  created_at: string;
  updated_at: string;
}

export const recordSelect = `SELECT r.id::text, r.user_id, r.currency_id, c.name AS currency_name, r.way, r.channel,
    ch.name AS chain_name, r.account, r.amount::text, r.fee::text, r.external, r.internal, r.memo, r.status,
    r.confirmations, r.required_confirmations, r.created_at::text, r.updated_at::text
  FROM wallet_records r JOIN currencies c ON c.id = r.currency_id
  LEFT JOIN wallet_chains ch ON ch.currency_id = r.currency_id AND ch.chain = r.channel`;

function wayName(row: RecordRow): string {
  if (row.channel === 'bank') return row.way === 'buy' ? 'record.chargeReq' : 'record.bankWithdraw';
  return row.way === 'buy' ? 'record.deposit' : 'record.withdraw';
}

/** Spec §3 Deposit/withdraw record of a stored row. */
export function toWalletRecord(row: RecordRow): WalletRecord {
  const money = canonicalDecimal(row.amount);
  const fee = canonicalDecimal(row.fee);
  const received = row.way === 'sell' ? sub(money, fee) : money;
  return {
    create_time: Number(row.created_at),
    deal_account: row.external,
    acceptor_name: row.chain_name ?? row.channel,
    hes_account: row.internal,
    way_name: wayName(row),
    money,
    update_time: Number(row.updated_at),
    id: Number(row.id),
    way: row.way,
    currency: row.currency_id,
    currency_name: row.currency_name,
    chain: row.channel,
    account: row.account,
    fee,
    received: received.startsWith('-') ? '0' : received,
    memo: row.memo,
    status: row.status,
    confirmations: row.confirmations,
    required_confirmations: row.required_confirmations,
  };
}

export async function recordById(db: Queryable, id: number): Promise<WalletRecord | null> {
  const { rows } = await db.query<RecordRow>(`${recordSelect} WHERE r.id = $1`, [id]);
  return rows[0] ? toWalletRecord(rows[0]) : null;
}
