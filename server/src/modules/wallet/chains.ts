import type { Chain, ChainOption } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { canonicalDecimal } from '../../money';

/** A network of a currency (table wallet_chains, migration 300). */
export interface ChainRow {
  id: number;
  currencyId: number;
  chain: Chain;
  name: string;
  contractAddress: string;
  minWithdraw: string;
  withdrawFee: string;
  confirmations: number;
  isDefault: boolean;
  /** The exchange's one address of a memo network (users are told apart by the memo). */
  sharedAddress: string | null;
}

/** What the wallet calls need of a currency (spec §3 flags). */
export interface CurrencyRow {
  id: number;
  name: string;
  is_charge: number;
  is_legal: number;
  is_lever: number;
  is_micro: number;
  is_show_memo: number;
}

export async function currencyOf(db: Queryable, id: number): Promise<CurrencyRow> {
  const { rows } = await db.query<CurrencyRow>(
    `SELECT id, name, is_charge, is_legal, is_lever, is_micro, is_show_memo FROM currencies WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new ApiError('currency.notFound');
  return row;
}

interface Row {
  id: number;
  currency_id: number;
  chain: Chain;
  name: string;
  contract_address: string;
  min_withdraw: string;
  withdraw_fee: string;
  confirmations: number;
  is_default: number;
  shared_address: string | null;
}

const toChain = (row: Row): ChainRow => ({
  id: row.id,
  currencyId: row.currency_id,
  chain: row.chain,
  name: row.name,
  contractAddress: row.contract_address,
  minWithdraw: canonicalDecimal(row.min_withdraw),
  withdrawFee: canonicalDecimal(row.withdraw_fee),
  confirmations: row.confirmations,
  isDefault: row.is_default === 1,
  sharedAddress: row.shared_address,
});

const columns = `id, currency_id, chain, name, contract_address, min_withdraw::text, withdraw_fee::text,
  confirmations, is_default, shared_address`;

/** The networks of a currency in display order (USDT: TRC20, OMNI, ERC20). */
export async function chainsOf(db: Queryable, currencyId: number): Promise<ChainRow[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${columns} FROM wallet_chains WHERE currency_id = $1 ORDER BY sort, id`,
    [currencyId],
  );
  return rows.map(toChain);
}

/** The network `type` of the currency, or its default one; wallet.badChain when it has no such network. */
export function pickChain(chains: ChainRow[], type?: Chain): ChainRow {
  const found =
    type === undefined
      ? (chains.find((c) => c.isDefault) ?? chains[0])
      : chains.find((c) => c.chain === type);
  if (!found) throw new ApiError('wallet.badChain');
  return found;
}

export const toChainOption = (row: ChainRow): ChainOption => ({
  id: row.id,
  type: row.chain,
  name: row.name,
  contract_address: row.contractAddress,
  min_number: row.minWithdraw,
  rate: row.withdrawFee,
  confirmations: row.confirmations,
  is_default: row.isDefault ? 1 : 0,
});

/** Settings of the fiat account and quick exchange (table wallet_settings). */
export interface WalletSettings {
  local_currency: string;
  local_rate: string;
  charge_min: string;
  bank_rate: string;
  bank_min: string;
  payee_name: string;
  payee_bank_name: string;
  payee_bank_account: string;
  payee_bank_branch: string;
  exchange_fee_rate: string;
  exchange_tolerance: string;
}

export async function walletSettings(db: Queryable): Promise<WalletSettings> {
  const { rows } = await db.query<{ name: string; value: string }>(`SELECT name, value FROM wallet_settings`);
  const settings = Object.fromEntries(rows.map((r) => [r.name, r.value]));
  return settings as unknown as WalletSettings;
}
