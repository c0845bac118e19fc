import { useEffect, useState } from 'react';
import { applyDepthPush, bookView, format, type BookRow, type BookState } from '@exchange/sdk';
import type { MarketDepthPush } from '@exchange/protocol';

/**
 * Bench only (never shipped): the naive order book, as a component written straight on the socket
 * would be: every depth message goes through setState, with no frame coalescing and no publish
 * interval. React still batches the setStates of one task, so it commits once per socket frame at most.
 */
export type DepthListener = (push: MarketDepthPush) => void;

export interface NaiveOrderBookProps {
  initial: BookState;
  subscribe(listener: DepthListener): () => void;
  onRender(): void;
}

function Rows({ rows, color }: { rows: readonly BookRow[]; color: string }) {
  return (
    <>
      {rows.map((row) => (
        <div key={row.price} style={{ display: 'flex', position: 'relative', font: '12px monospace' }}>
          <div
            style={{
              position: 'absolute',
              insetBlock: 0,
              insetInlineEnd: 0,
              width: `${row.depth * 100}%`,
              background: color,
              opacity: 0.2,
            }}
          />
          <span style={{ flex: 1, color }}>{format(row.price, 'price')}</span>
          <span style={{ flex: 1, textAlign: 'end' }}>{format(row.amount, 'amount')}</span>
          <span style={{ flex: 1, textAlign: 'end' }}>{format(row.total, 'amount')}</span>
        </div>
      ))}
    </>
  );
}

export function NaiveOrderBook({ initial, subscribe, onRender }: NaiveOrderBookProps) {
  const [book, setBook] = useState(initial);
  useEffect(
    () =>
      subscribe((push) =>
        setBook((held) => {
          const result = applyDepthPush(held, push);
          return result.kind === 'applied' ? result.book : held;
        }),
      ),
    [subscribe],
  );
  const view = bookView(book);
  onRender();
  return (
    <section data-bench="naive-book" style={{ color: '#ddd', background: '#111', padding: 8 }}>
      <Rows rows={[...view.asks].reverse()} color="#f6465d" />
      <div style={{ font: 'bold 14px monospace', padding: '4px 0' }}>{format(book.lastPrice, 'price')}</div>
      <Rows rows={view.bids} color="#0ecb81" />
    </section>
  );
}
