import { act, renderHook } from '@testing-library/react';
import { useBookView } from './book-view';
import { bookFromSnapshot } from './order-book';

const levels = (from: number, count: number, step: number) =>
  Array.from({ length: count }, (_, index) => ({ price: String(from + index * step), number: '1' }));

const book = bookFromSnapshot('BTC/USDT', {
  seq: 1,
  last_price: '100.5',
  in: levels(100, 10, -1),
  out: levels(101, 10, 1),
});

describe('useBookView', () => {
  it('shows 8 levels a side, four times as many after load more, and the formatted last price', () => {
    const { result } = renderHook(() => useBookView(book));
    expect(result.current.bids.map((row) => row.price)).toEqual(levels(100, 8, -1).map((l) => l.price));
    expect(result.current.asks).toHaveLength(8);
    expect(result.current.hasMore).toBe(true);
    expect(result.current.lastPrice).toBe('100.5000');
    expect(result.current.formatAmount('1')).toBe('1.0000');
    act(() => result.current.onToggleExpanded());
    expect(result.current.expanded).toBe(true);
    expect(result.current.bids).toHaveLength(10);
    expect(result.current.hasMore).toBe(false);
  });

  it('groups by the step given and waits for a snapshot', () => {
    const grouped = renderHook(() => useBookView(book, { step: '5' })).result.current;
    expect(grouped.bids.map((row) => [row.price, row.amount])).toEqual([
      ['100', '1'],
      ['95', '5'],
      ['90', '4'],
    ]);
    const empty = renderHook(() => useBookView(undefined)).result.current;
    expect(empty).toMatchObject({ loading: true, asks: [], bids: [], lastPrice: '--', hasMore: false });
  });
});
