import { OrderBook } from './order-book';
import type { BookListener, Fill, Side } from './types';

const limit = (id: number, side: Side, price: number, qty: number, owner = 1) =>
  ({ id, owner, side, type: 'limit', price, qty }) as const;
const market = (id: number, side: Side, qty: number, owner = 1) =>
  ({ id, owner, side, type: 'market', qty }) as const;

describe('OrderBook', () => {
  it('rests a limit order that does not cross and reports it in the snapshot', () => {
    const book = new OrderBook();
    expect(book.place(limit(1, 'buy', 100, 5)).status).toBe('resting');
    expect(book.place(limit(2, 'sell', 101, 3)).status).toBe('resting');
    expect(book.snapshot(10)).toEqual({ seq: 2, bids: [[100, 5]], asks: [[101, 3]] });
  });

  it('fills at the maker price, oldest order first, and leaves a partial remainder', () => {
    const book = new OrderBook();
    book.place(limit(1, 'sell', 101, 2));
    book.place(limit(2, 'sell', 100, 2));
    book.place(limit(3, 'sell', 100, 2));
    const result = book.place(limit(4, 'buy', 101, 5));
    expect(result.status).toBe('filled');
    expect(result.fills.map((f) => [f.makerId, f.price, f.qty, f.makerRemaining])).toEqual([
      [2, 100, 2, 0],
      [3, 100, 2, 0],
      [1, 101, 1, 1],
    ]);
    expect(book.snapshot(5).asks).toEqual([[101, 1]]);
  });

  it('rests the unfilled part of a crossing limit order at its own price', () => {
    const book = new OrderBook();
    book.place(limit(1, 'sell', 100, 2));
    const result = book.place(limit(2, 'buy', 102, 5));
    expect(result).toMatchObject({ status: 'resting', filledQty: 2, remainingQty: 3 });
    expect(book.snapshot(5)).toMatchObject({ bids: [[102, 3]], asks: [] });
  });

  it('expires the rest of a market order when the other side runs out', () => {
    const book = new OrderBook();
    book.place(limit(1, 'buy', 99, 2));
    book.place(limit(2, 'buy', 98, 2));
    const result = book.place(market(3, 'sell', 10));
    expect(result).toMatchObject({ status: 'expired', filledQty: 4, remainingQty: 6 });
    expect(result.fills.map((f) => f.price)).toEqual([99, 98]);
    expect(book.orderCount).toBe(0);
  });

  it('cancels from the middle of a level without disturbing the others', () => {
    const book = new OrderBook();
    for (let id = 1; id <= 3; id++) book.place(limit(id, 'sell', 100, 1));
    expect(book.cancel(2)).toMatchObject({ id: 2, remaining: 1 });
    expect(book.cancel(2)).toBeUndefined();
    const fills = book.place(market(9, 'buy', 2)).fills;
    expect(fills.map((f) => f.makerId)).toEqual([1, 3]);
  });

  it('rejects duplicate ids, zero or fractional quantities and missing limit prices', () => {
    const book = new OrderBook();
    book.place(limit(1, 'buy', 100, 1));
    expect(book.place(limit(1, 'buy', 100, 1)).status).toBe('rejected');
    expect(book.place(limit(2, 'buy', 100, 0)).status).toBe('rejected');
    expect(book.place(limit(3, 'buy', 100, 1.5)).status).toBe('rejected');
    expect(book.place({ id: 4, owner: 1, side: 'buy', type: 'limit', qty: 1 }).status).toBe('rejected');
    expect(book.orderCount).toBe(1);
  });

  it('numbers every change and tells the listener about trades, levels and cancels', () => {
    const events: string[] = [];
    const listener: BookListener = {
      onTrade: (f: Fill, seq) => events.push(`trade ${f.makerId}x${f.qty}@${f.price} #${seq}`),
      onLevel: (side, price, qty, seq) => events.push(`level ${side} ${price}=${qty} #${seq}`),
      onCancel: (o, seq) => events.push(`cancel ${o.id} #${seq}`),
    };
    const book = new OrderBook(listener);
    book.place(limit(1, 'sell', 100, 2));
    book.place(limit(2, 'buy', 100, 1));
    book.cancel(1);
    expect(events).toEqual([
      'level sell 100=2 #1',
      'trade 1x1@100 #2',
      'level sell 100=1 #2',
      'cancel 1 #3',
      'level sell 100=0 #3',
    ]);
    expect(book.seq).toBe(3);
  });

  it('restores persisted orders in time order without matching, refusing a crossing one', () => {
    const book = new OrderBook();
    expect(book.restore({ id: 5, owner: 1, side: 'sell', price: 100, remaining: 1, original: 3 })).toBe(true);
    expect(book.restore({ id: 6, owner: 1, side: 'buy', price: 100, remaining: 1, original: 1 })).toBe(false);
    expect(book.get(5)).toMatchObject({ remaining: 1, original: 3 });
    expect([...book.restingOrders('sell')].map((o) => o.id)).toEqual([5]);
  });

  it('refuses a duplicate id whatever order ids arrive in (a lower id after a higher one)', () => {
    const book = new OrderBook();
    book.place(limit(10, 'buy', 100, 1));
    book.place(limit(5, 'buy', 99, 1));
    expect(book.has(5)).toBe(true);
    expect(book.place(limit(5, 'sell', 200, 1)).status).toBe('rejected');
    expect(book.place(limit(10, 'sell', 200, 1)).status).toBe('rejected');
    expect(book.restore({ id: 5, owner: 1, side: 'buy', price: 98, remaining: 1, original: 1 })).toBe(false);
    expect(book.cancel(5)?.price).toBe(99);
    expect(book.has(5)).toBe(false);
    expect(book.has(11)).toBe(false);
  });
});
