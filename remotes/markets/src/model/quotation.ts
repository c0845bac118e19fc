/**
 * The markets remote's view of quotation data (spec §3 "Quotation group", "Quotation row").
 * Everything that reaches the screen goes through `normalizeGroups` first: the server or a push may
 * omit fields, and one malformed row must never blank the whole board.
 */
export interface MarketRow {
  /** Stable identity of a pair across polls and pushes. */
  key: string;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  legal_name: string;
  logo: string;
  /** Decimal strings, as they travel on the wire; '' when unknown. */
  now_price: string;
  change: string;
  volume: string;
  is_display: boolean;
  open_coin_trade: boolean;
  category: number | null;
  category_text: string;
}

export interface MarketGroup {
  id: number;
  name: string;
  rows: MarketRow[];
}

export const pairKey = (currencyId: number, legalId: number): string => `${currencyId}/${legalId}`;

export const pairLabel = (row: Pick<MarketRow, 'currency_name' | 'legal_name'>): string =>
  `${row.currency_name}/${row.legal_name}`;

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

const integer = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(parsed) ? parsed : null;
};

/** The wire uses 1/0, sometimes as strings; anything else counts as off. */
const flag = (value: unknown): boolean => value === 1 || value === '1' || value === true;

export function normalizeRow(raw: unknown): MarketRow | null {
  if (!isObject(raw)) return null;
  const currencyId = integer(raw.currency_id);
  const legalId = integer(raw.legal_id);
  const currencyName = text(raw.currency_name);
  const legalName = text(raw.legal_name);
  if (currencyId === null || legalId === null || !currencyName || !legalName) return null;
  return {
    key: pairKey(currencyId, legalId),
    currency_id: currencyId,
    legal_id: legalId,
    currency_name: currencyName,
    legal_name: legalName,
    logo: text(raw.logo),
    now_price: text(raw.now_price),
    change: text(raw.change),
    volume: text(raw.volume),
    is_display: flag(raw.is_display),
    open_coin_trade: flag(raw.open_coin_trade),
    category: integer(raw.category),
    category_text: text(raw.category_text),
  };
}

/** Groups carry their rows in `quotation` (or `coin_list` on the older call, spec §7). */
export function normalizeGroups(raw: unknown): MarketGroup[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((group, index) => {
    const list = Array.isArray(group.quotation)
      ? group.quotation
      : Array.isArray(group.coin_list)
        ? group.coin_list
        : [];
    return {
      id: integer(group.id) ?? index,
      name: text(group.name),
      rows: list.map(normalizeRow).filter((row): row is MarketRow => row !== null),
    };
  });
}

export const allRows = (groups: readonly MarketGroup[]): MarketRow[] => groups.flatMap((group) => group.rows);
