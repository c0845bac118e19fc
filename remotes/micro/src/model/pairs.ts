import type { DaymarketPush, QuotationGroup, QuotationRow } from '@exchange/protocol';

/** Spec §5 Market search: micro pairs need is_display 1 and open_microtrade 1. */
export const microPairs = (groups: readonly QuotationGroup[]): QuotationRow[] =>
  groups
    .flatMap((group) => group.quotation)
    .filter((row) => row.is_display === 1 && row.open_microtrade === 1);

export const symbolOf = (row: Pick<QuotationRow, 'currency_name' | 'legal_name'>): string =>
  `${row.currency_name}/${row.legal_name}`.toUpperCase();

/**
 * The pair the page shows: the one of the query (`legalId`, `currencyId`, spec §2), else the first
 * micro pair. A query pair that is not open for seconds trading falls back too.
 */
export function chosenPair(
  rows: readonly QuotationRow[],
  query: { legalId?: number; currencyId?: number },
): QuotationRow | undefined {
  const exact = rows.find(
    (row) =>
      row.currency_id === query.currencyId && (query.legalId === undefined || row.legal_id === query.legalId),
  );
  return exact ?? rows[0];
}

export const pairSearch = (row: Pick<QuotationRow, 'currency_id' | 'legal_id'>): string =>
  `?legalId=${row.legal_id}&currencyId=${row.currency_id}`;

/** One frame's `daymarket` pushes on the micro pairs (the newest per pair wins); untouched rows keep identity. */
export function applyDaymarket(rows: QuotationRow[], pushes: readonly DaymarketPush[]): QuotationRow[] {
  if (pushes.length === 0) return rows;
  const latest = new Map(pushes.map((push) => [`${push.currency_id}/${push.legal_id}`, push]));
  let changed = false;
  const next = rows.map((row) => {
    const push = latest.get(`${row.currency_id}/${row.legal_id}`);
    if (
      !push ||
      (push.now_price === row.now_price && push.change === row.change && push.volume === row.volume)
    )
      return row;
    changed = true;
    return { ...row, now_price: push.now_price, change: push.change, volume: push.volume };
  });
  return changed ? next : rows;
}

/** The pair's id, the `match_id` of microtrade/submit and lists (undefined from a server without it). */
export const matchIdOf = (row: QuotationRow): number | undefined => row.id;
