import type { QuotationGroup, QuotationRow } from '@exchange/protocol';

/** Pairs traded with leverage: shown (is_display 1) and open to lever trading (open_lever 1). */
export const isLeverPair = (row: QuotationRow): boolean => row.is_display === 1 && row.open_lever === 1;

/** Spec §5 market search: uppercased; a row shows when its currency or legal name contains it. */
export function leverPairs(groups: readonly QuotationGroup[], search = ''): QuotationRow[] {
  const text = search.trim().toUpperCase();
  return groups
    .flatMap((group) => group.quotation)
    .filter(isLeverPair)
    .filter(
      (row) =>
        text === '' ||
        row.currency_name.toUpperCase().includes(text) ||
        row.legal_name.toUpperCase().includes(text),
    );
}

/** The pair the contract page shows: the stored one when it trades with leverage, else the first lever pair. */
export function chooseContractRow(
  groups: readonly QuotationGroup[],
  stored: { legalId: number; currencyId: number } | undefined,
): QuotationRow | undefined {
  const rows = leverPairs(groups);
  return (
    (stored &&
      rows.find((row) => row.legal_id === stored.legalId && row.currency_id === stored.currencyId)) ??
    rows[0]
  );
}
