import { act, renderHook } from '@testing-library/react';
import { useBookLevels } from './book-levels';
import { bookFromSnapshot } from './order-book';

const level = (price: number) => ({ price: String(price), number: '1' });
const book = bookFromSnapshot('BTC/USDT', {
  seq: 1,
  last_price: '100',
  in: Array.from({ length: 12 }, (_, i) => level(99 - i)),
  out: [level(101)],
});

describe('useBookLevels', () => {
  it('is loading with no rows until there is a book', () => {
    const { result } = renderHook(() => useBookLevels(undefined));
    expect(result.current).toMatchObject({
      loading: true,
      bids: [],
      asks: [],
      hasMore: false,
      lastPrice: '--',
    });
  });

  it('shows 8 levels a side with the price precision, and 4 times as many once expanded', () => {
    const { result } = renderHook(() => useBookLevels(book));
    expect(result.current.bids).toHaveLength(8);
    expect(result.current).toMatchObject({ loading: false, hasMore: true, lastPrice: '100.0000' });
    expect(result.current.formatPrice('1.5')).toBe('1.5000');
    act(() => result.current.onToggleExpanded());
    expect(result.current.bids).toHaveLength(12);
    expect(result.current).toMatchObject({ expanded: true, hasMore: false });
  });

  it('groups the levels by the step given', () => {
    const { result } = renderHook(() => useBookLevels(book, '10'));
    expect(result.current.bids.map((row) => [row.price, row.amount])).toEqual([
      ['90', '10'],
      ['80', '2'],
    ]);
  });
});
