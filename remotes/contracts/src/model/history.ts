import type { LeverHistoryFill, LeverHistoryOrder } from '@exchange/protocol';

/*
 * Spec §3 Lever history (lever/dealall): a page of the pair's orders beside the fills of those
 * orders (an opening 'in' with its fee, a closing 'out' with the fees paid on the way out). The
 * history screen shows one row per order with its entry and exit.
 */

export interface HistoryRow {
  order: LeverHistoryOrder;
  /** The opening fill (absent while pending or when revoked). */
  entry?: LeverHistoryFill;
  /** The closing fill (absent until the position closed). */
  exit?: LeverHistoryFill;
}

/** One page of lever/dealall as rows: each order with its own opening and closing fill. */
export function historyRows(answer: {
  orders: readonly LeverHistoryOrder[];
  complete: readonly LeverHistoryFill[];
}): HistoryRow[] {
  const fills = new Map<string, LeverHistoryFill>();
  for (const fill of answer.complete) fills.set(`${fill.id}:${fill.type}`, fill);
  return answer.orders.map((order) => ({
    order,
    entry: fills.get(`${order.id}:in`),
    exit: fills.get(`${order.id}:out`),
  }));
}
