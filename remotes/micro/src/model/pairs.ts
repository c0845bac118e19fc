import type { QuotationGroup, QuotationRow } from '@exchange/protocol';

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

/** The pair's id, the `match_id` of microtrade/submit and lists (undefined from a server without it). */
export const matchIdOf = (row: QuotationRow): number | undefined => row.id;
