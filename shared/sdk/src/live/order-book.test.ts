import type { MarketDepthPush } from '@exchange/protocol';
import {
  applyDepthPush,
  bookFromSnapshot,
  bookView,
  groupLevels,
  groupPrice,
  type BookState,
} from './order-book';

const snapshot = (seq: number) =>
  bookFromSnapshot('BTC/USDT', {
    seq,
    last_price: '100',
    in: [
      { price: '99', number: '1' },
      { price: '99.5', number: '2' },
      { price: '98', number: '0' },
    ],
    out: [
      { price: '101', number: '3' },
      { price: '100.5', number: '1' },
    ],
  });

const push = (seq: number, over: Partial<MarketDepthPush> = {}): MarketDepthPush => ({
  symbol: 'BTC/USDT',
  legal_id: 1,
  currency_id: 2,
  seq,
  last_price: '100.2',
  proportion: '0.1',
  token: 'btcusdt',
  yesterday: '100',
  today: '100.2',
  bids: [['100', '4']],
  asks: [['100.4', '5']],
  ...over,
});

describe('order book: snapshot and sequence-checked pushes', () => {
  it('sorts the snapshot best first and drops empty levels', () => {
    const book = snapshot(10);
    expect(book.bids).toEqual([
      ['99.5', '2'],
      ['99', '1'],
    ]);
    expect(book.asks).toEqual([
      ['100.5', '1'],
      ['101', '3'],
    ]);
  });

  it('replaces the levels with a newer push, even when seq jumps (pushes are coalesced snapshots)', () => {
    const result = applyDepthPush(snapshot(10), push(15));
    expect(result.kind).toBe('applied');
    const book = (result as { book: BookState }).book;
    expect(book.seq).toBe(15);
    expect(book.bids).toEqual([['100', '4']]);
    expect(book.lastPrice).toBe('100.2');
  });

  it('ignores a duplicate push and pushes before the first snapshot', () => {
    expect(applyDepthPush(snapshot(10), push(10))).toEqual({ kind: 'ignored' });
    expect(applyDepthPush(null, push(1))).toEqual({ kind: 'ignored' });
  });

  it('asks for a snapshot re-fetch when seq goes backwards (server restart)', () => {
    expect(applyDepthPush(snapshot(10), push(3))).toEqual({ kind: 'resync' });
  });
});

describe('price grouping', () => {
  it('rounds bids down and asks up to the step', () => {
    expect(groupPrice('99.57', '0.1', 'bid')).toBe('99.5');
    expect(groupPrice('99.51', '0.1', 'ask')).toBe('99.6');
    expect(groupPrice('1234.5', '10', 'bid')).toBe('1230');
    expect(groupPrice('1234.5', '10', 'ask')).toBe('1240');
  });

  it('sums the amounts of levels in one bucket', () => {
    expect(
      groupLevels(
        [
          ['99.59', '1'],
          ['99.51', '0.5'],
          ['99.4', '2'],
        ],
        '0.1',
        'bid',
      ),
    ).toEqual([
      ['99.5', '1.5'],
      ['99.4', '2'],
    ]);
  });
});

describe('book view', () => {
  const deep: BookState = {
    pair: 'BTC/USDT',
    seq: 1,
    lastPrice: '100',
    bids: Array.from({ length: 10 }, (_, i) => [String(99 - i), '1'] as const),
    asks: Array.from({ length: 3 }, (_, i) => [String(101 + i), '2'] as const),
  };

  it('shows 8 levels a side and offers load more when a side has more', () => {
    const view = bookView(deep);
    expect(view.bids).toHaveLength(8);
    expect(view.asks).toHaveLength(3);
    expect(view.hasMore).toBe(true);
    expect(bookView(deep, { levels: 10 }).hasMore).toBe(false);
  });

  it('carries cumulative totals and depth ratios on one scale for both sides', () => {
    const view = bookView(deep);
    expect(view.bids.map((row) => row.total).slice(0, 3)).toEqual(['1', '2', '3']);
    expect(view.asks.map((row) => row.total)).toEqual(['2', '4', '6']);
    expect(view.bids[7]).toMatchObject({ total: '8', depth: 1 });
    expect(view.asks[2]!.depth).toBe(0.75);
  });

  it('handles an empty book', () => {
    expect(bookView({ ...deep, bids: [], asks: [] })).toEqual({ bids: [], asks: [], hasMore: false });
  });
});
