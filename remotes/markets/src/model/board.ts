import type { QuotationGroup, QuotationRow } from '@exchange/protocol';
import { boardRowKey } from '@exchange/sdk';

/** Stable identity of a pair across polls and pushes (the sdk's board key). */
export const rowKey: (row: Pick<QuotationRow, 'currency_id' | 'legal_id'>) => string = boardRowKey;

export const allRows = (groups: readonly QuotationGroup[]): QuotationRow[] =>
  groups.flatMap((group) => group.quotation);
