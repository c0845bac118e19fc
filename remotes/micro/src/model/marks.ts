import type { MicroOrder } from '@exchange/protocol';

/** A horizontal price line on the chart: an order's open price, or its end price once settled. */
export interface PriceMark {
  id: string;
  price: string;
  kind: 'open' | 'end';
  /** 1 up, 2 down: the line takes the direction's colour. */
  direction: 1 | 2;
}

/**
 * The lines the chart shows for the pair: each running order's open price, and for the order that
 * settled last (while its result flashes) its open and end prices.
 */
export function marksFor(
  symbol: string,
  running: readonly MicroOrder[],
  settled: MicroOrder | undefined,
): PriceMark[] {
  const marks: PriceMark[] = running
    .filter((order) => order.symbol_name === symbol && order.status === 1)
    .map((order) => ({
      id: `open-${order.id}`,
      price: order.open_price,
      kind: 'open',
      direction: order.type,
    }));
  if (settled && settled.symbol_name === symbol) {
    marks.push(
      { id: `open-${settled.id}`, price: settled.open_price, kind: 'open', direction: settled.type },
      { id: `end-${settled.id}`, price: settled.end_price, kind: 'end', direction: settled.type },
    );
  }
  const seen = new Set<string>();
  return marks.filter((mark) => !seen.has(mark.id) && seen.add(mark.id));
}
