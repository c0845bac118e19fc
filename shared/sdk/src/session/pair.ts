import type { QuotationGroup, QuotationRow } from '@exchange/protocol';
import type { TypedStorage } from '../storage/store';

/**
 * The stored trading pair (spec §3 keys, §4 "Default pair" and "Choosing a market").
 * `legal_*`/`currency_*` is the pair the app shows; `deal*` is what the deal centre opens.
 */
export type PairRow = Pick<QuotationRow, 'legal_id' | 'currency_id' | 'legal_name' | 'currency_name'> & {
  now_price?: string;
};

export interface StoredPair {
  legalId: number;
  currencyId: number;
  legalName: string;
  currencyName: string;
  /** `BTC/USDT`. */
  symbol: string;
}

export interface ChoosePairOptions {
  /** Positions of the row in the deal centre's pair list (group index, row index). */
  groupIndex?: number;
  rowIndex?: number;
}

export const pairSymbol = (row: Pick<PairRow, 'currency_name' | 'legal_name'>): string =>
  `${row.currency_name}/${row.legal_name}`;

/** Writes every pair key for `row` at once. The caller then opens the deal centre (§4 reloads it). */
export function choosePair(storage: TypedStorage, row: PairRow, options: ChoosePairOptions = {}): void {
  storage.setMany({
    legal_id: row.legal_id,
    currency_id: row.currency_id,
    legal_name: row.legal_name,
    currency_name: row.currency_name,
    dealLegalId: row.legal_id,
    dealCurrencyId: row.currency_id,
    dealLegalName: row.legal_name,
    dealCurrencyName: row.currency_name,
    dealSymbol: pairSymbol(row),
    ...(row.now_price ? { dealPrice: row.now_price } : {}),
    ...(options.groupIndex === undefined ? {} : { dealIndex1: options.groupIndex }),
    ...(options.rowIndex === undefined ? {} : { dealIndex2: options.rowIndex }),
  });
}

/** The stored pair, or undefined when any of its keys is missing. */
export function storedPair(storage: TypedStorage): StoredPair | undefined {
  const legalId = storage.get('legal_id');
  const currencyId = storage.get('currency_id');
  const legalName = storage.get('legal_name');
  const currencyName = storage.get('currency_name');
  if (legalId === undefined || currencyId === undefined || !legalName || !currencyName) return undefined;
  return { legalId, currencyId, legalName, currencyName, symbol: `${currencyName}/${legalName}` };
}

/**
 * Spec §4 "Default pair": on first load, the first quotation row is stored if no pair is stored.
 * Returns true when it stored one. Also keeps the group's CNY rate (`fiat_convert_cny`).
 */
export function applyDefaultPair(storage: TypedStorage, groups: readonly QuotationGroup[]): boolean {
  const groupIndex = groups.findIndex((group) => group.quotation.length > 0);
  const firstGroup = groups[groupIndex];
  const firstRow = firstGroup?.quotation[0];
  if (!firstGroup || !firstRow) return false;
  if (storage.get('fiat_convert_cny') === undefined)
    storage.set('fiat_convert_cny', firstGroup.fiat_convert_cny);
  if (storedPair(storage)) return false;
  choosePair(storage, firstRow, { groupIndex, rowIndex: 0 });
  return true;
}
