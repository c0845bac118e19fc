import { PairCategory, type QuotationRow } from '@exchange/protocol';

/**
 * Market tabs and search (spec §2 Home, §5 "Market search"). Categories 1-3 are the named tabs
 * (mainstream, innovation, DeFi); any other category the server sends gets a tab labelled with its
 * category_text.
 */
export type MarketTab = { kind: 'all' } | { kind: 'category'; category: number };

export const namedCategories = PairCategory;
export type NamedCategory = keyof typeof namedCategories;

export interface CategoryTab {
  category: number;
  /** Translation key suffix for named categories, otherwise null and `text` is shown. */
  named: NamedCategory | null;
  text: string;
}

const namedByNumber = new Map<number, NamedCategory>(
  Object.entries(namedCategories).map(([name, category]) => [category, name as NamedCategory]),
);

/** The category tabs to show: the three named ones always, then extra categories found in the rows. */
export function categoryTabs(rows: readonly QuotationRow[]): CategoryTab[] {
  const tabs: CategoryTab[] = [...namedByNumber].map(([category, named]) => ({
    category,
    named,
    text: rows.find((row) => row.category === category)?.category_text ?? '',
  }));
  const extra = new Map<number, string>();
  for (const row of rows) {
    if (namedByNumber.has(row.category) || extra.has(row.category)) continue;
    if (row.category_text) extra.set(row.category, row.category_text);
  }
  for (const [category, text] of [...extra].sort(([a], [b]) => a - b)) {
    tabs.push({ category, named: null, text });
  }
  return tabs;
}

export const normalizeSearch = (search: string): string => search.trim().toUpperCase();

export function matchesSearch(row: QuotationRow, search: string): boolean {
  const needle = normalizeSearch(search);
  if (!needle) return true;
  return row.currency_name.toUpperCase().includes(needle) || row.legal_name.toUpperCase().includes(needle);
}

export function matchesTab(row: QuotationRow, tab: MarketTab): boolean {
  if (row.is_display !== 1) return false;
  if (tab.kind === 'all') return true;
  return row.open_coin_trade === 1 && row.category === tab.category;
}

export const filterRows = (rows: readonly QuotationRow[], tab: MarketTab, search: string): QuotationRow[] =>
  rows.filter((row) => matchesTab(row, tab) && matchesSearch(row, search));
