import type { QuotationGroup, QuotationRow } from '@exchange/protocol';

/**
 * The deal centre's pair list (spec §2 "Deal centre", §5 "Market search"): tabs per quote coin (one
 * per quotation group), area tabs (all, categories 1 to 3) and a search box.
 */
export type AreaTab = 'all' | 1 | 2 | 3;
export const AREA_TABS: readonly AreaTab[] = ['all', 1, 2, 3];

export const normalizeSearch = (text: string): string => text.trim().toUpperCase();

/** §5: the search text is uppercased; rows whose currency or legal name does not contain it are hidden. */
export function matchesSearch(row: QuotationRow, search: string): boolean {
  const needle = normalizeSearch(search);
  if (needle === '') return true;
  return row.currency_name.toUpperCase().includes(needle) || row.legal_name.toUpperCase().includes(needle);
}

/** §5: rows show only when is_display is 1; category tabs also need open_coin_trade 1 and the category. */
export function matchesArea(row: QuotationRow, area: AreaTab): boolean {
  if (row.is_display !== 1) return false;
  if (area === 'all') return true;
  return row.open_coin_trade === 1 && row.category === area;
}

/** The quote-coin tabs: the groups' names in server order (USDT, BTC, ...). */
export const quoteTabs = (groups: readonly QuotationGroup[]): string[] => groups.map((group) => group.name);

export function visiblePairs(
  groups: readonly QuotationGroup[],
  selection: { quote: string; area: AreaTab; search: string },
): QuotationRow[] {
  const group = groups.find((candidate) => candidate.name === selection.quote) ?? groups[0];
  if (!group) return [];
  return group.quotation.filter(
    (row) => matchesArea(row, selection.area) && matchesSearch(row, selection.search),
  );
}

export const pairSymbol = (row: Pick<QuotationRow, 'currency_name' | 'legal_name'>): string =>
  `${row.currency_name}/${row.legal_name}`.toUpperCase();
