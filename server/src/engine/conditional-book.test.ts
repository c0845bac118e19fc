import { ConditionalBook, type StopOrder } from './conditional-book';
import { OrderBook } from './order-book';

const LAST = 100;
const ask = (book: ConditionalBook, id: number, price: number, qty = 1) =>
  book.place({ id, owner: 9, side: 'sell', type: 'limit', price, qty });
const bid = (book: ConditionalBook, id: number, price: number, qty = 1) =>
  book.place({ id, owner: 9, side: 'buy', type: 'limit', price, qty });
const sellStop = (id: number, trigger: number, extra: Partial<StopOrder> = {}): StopOrder => ({
  id,
  owner: 1,
  side: 'sell',
  trigger,
  price: trigger - 1,
  qty: 1,
  timeInForce: 'GTC',
  ...extra,
});

describe('ConditionalBook', () => {
  it('time in force: IOC drops its rest, FOK fills all or nothing, POST_ONLY never takes', () => {
    const book = new ConditionalBook(new OrderBook(), LAST);
    ask(book, 1, 101, 2);
    const ioc = book.place({
      id: 2,
      owner: 1,
      side: 'buy',
      type: 'limit',
      price: 101,
      qty: 3,
      timeInForce: 'IOC',
    });
    expect(ioc.result).toMatchObject({ status: 'expired', filledQty: 2, remainingQty: 1 });
    expect(book.book.has(2)).toBe(false);
    ask(book, 3, 101, 2);
    const fok = book.place({
      id: 4,
      owner: 1,
      side: 'buy',
      type: 'limit',
      price: 101,
      qty: 3,
      timeInForce: 'FOK',
    });
    expect(fok.result).toMatchObject({ status: 'killed', filledQty: 0, fills: [] });
    expect(book.book.get(3)?.remaining).toBe(2);
    const post = book.place({
      id: 5,
      owner: 1,
      side: 'buy',
      type: 'limit',
      price: 101,
      qty: 1,
      timeInForce: 'POST_ONLY',
    });
    expect(post.result).toMatchObject({ status: 'wouldTake', fills: [] });
    const rests = book.place({
      id: 6,
      owner: 1,
      side: 'buy',
      type: 'limit',
      price: 100,
      qty: 1,
      timeInForce: 'POST_ONLY',
    });
    expect(rests.result?.status).toBe('resting');
  });

  it('refuses a stop whose trigger is on the wrong side of the last price', () => {
    const book = new ConditionalBook(new OrderBook(), LAST);
    expect(book.placeStop(sellStop(1, 100)).stop?.refused).toBe('triggerBelowMarket');
    expect(book.placeStop({ ...sellStop(2, 100), side: 'buy' }).stop?.refused).toBe('triggerAboveMarket');
    expect(book.placeStop(sellStop(3, 99)).stop?.refused).toBeUndefined();
  });

  it('fires crossed stops once, in placement order, and queues the ones their trades cross', () => {
    const book = new ConditionalBook(new OrderBook(), LAST);
    book.placeStop(sellStop(10, 95, { price: 80 }));
    book.placeStop(sellStop(11, 98, { price: 80 }));
    book.placeStop(sellStop(12, 90, { price: 80 }));
    bid(book, 20, 94);
    bid(book, 21, 93);
    bid(book, 22, 85);
    // A sell at 94 crosses 98 and 95 at once: 10 then 11 (placement order); their fills at 93 and 85
    // cross 90, so 12 fires after them.
    const { effects } = book.place({ id: 30, owner: 2, side: 'sell', type: 'market', qty: 1 });
    expect(effects?.fired.map((f) => f.stop.id)).toEqual([10, 11, 12]);
    expect(book.waitingCount).toBe(0);
    const again = book.place({
      id: 31,
      owner: 2,
      side: 'sell',
      type: 'limit',
      price: 1,
      qty: 5,
      timeInForce: 'IOC',
    });
    expect(again.effects?.fired ?? []).toEqual([]);
  });

  it('OCO: a limit leg that trades at once leaves no stop leg waiting', () => {
    const book = new ConditionalBook(new OrderBook(), LAST);
    bid(book, 1, 105);
    const oco = book.placeOco(
      { id: 2, owner: 1, side: 'sell', type: 'limit', price: 104, qty: 1 },
      sellStop(3, 95, { ocoWith: 2 }),
    );
    expect(oco.result?.status).toBe('filled');
    expect(oco.effects?.cancelledStops.map((s) => s.id)).toEqual([3]);
    expect(book.hasStop(3)).toBe(false);
  });

  it('OCO: the stop leg triggering takes the limit leg off; a partial fill of the limit leg cancels the stop', () => {
    const book = new ConditionalBook(new OrderBook(), LAST);
    book.placeOco(
      { id: 1, owner: 1, side: 'sell', type: 'limit', price: 110, qty: 2 },
      sellStop(2, 95, { ocoWith: 1 }),
    );
    bid(book, 3, 94);
    const fired = book.place({ id: 4, owner: 2, side: 'sell', type: 'market', qty: 1 });
    expect(fired.effects?.cancelledLegs.map((o) => o.id)).toEqual([1]);
    expect(fired.effects?.fired.map((f) => f.stop.id)).toEqual([2]);

    const other = new ConditionalBook(new OrderBook(), LAST);
    other.placeOco(
      { id: 5, owner: 1, side: 'sell', type: 'limit', price: 110, qty: 2 },
      sellStop(6, 90, { ocoWith: 5 }),
    );
    const partly = other.place({ id: 7, owner: 2, side: 'buy', type: 'limit', price: 110, qty: 1 });
    expect(partly.effects?.cancelledStops.map((s) => s.id)).toEqual([6]);
    expect(other.book.get(5)?.remaining).toBe(1);
  });

  it('OCO: cancelling either leg cancels the other; prices on the wrong side refuse it', () => {
    const book = new ConditionalBook(new OrderBook(), LAST);
    book.placeOco(
      { id: 1, owner: 1, side: 'sell', type: 'limit', price: 110, qty: 1 },
      sellStop(2, 95, { ocoWith: 1 }),
    );
    expect(book.cancel(2).effects?.cancelledLegs.map((o) => o.id)).toEqual([1]);
    book.placeOco(
      { id: 3, owner: 1, side: 'sell', type: 'limit', price: 110, qty: 1 },
      sellStop(4, 95, { ocoWith: 3 }),
    );
    expect(book.cancel(3).effects?.cancelledStops.map((s) => s.id)).toEqual([4]);
    const wrong = book.placeOco(
      { id: 5, owner: 1, side: 'sell', type: 'limit', price: 99, qty: 1 },
      sellStop(6, 95, { ocoWith: 5 }),
    );
    expect(wrong.stop?.refused).toBe('ocoPrices');
    expect(book.book.has(5) || book.hasStop(6)).toBe(false);
  });

  it('finds a waiting stop whatever order ids arrive in (a lower id after a higher one)', () => {
    const book = new ConditionalBook(new OrderBook(), LAST);
    book.placeStop(sellStop(10, 95));
    book.placeStop(sellStop(5, 94));
    expect(book.hasStop(5)).toBe(true);
    expect(book.placeStop(sellStop(5, 93)).stop?.refused).toBe('invalid');
    expect(book.placeStop(sellStop(10, 93)).stop?.refused).toBe('invalid');
    bid(book, 7, 90);
    expect(book.placeStop(sellStop(7, 93)).stop?.refused).toBe('invalid');
    expect(book.cancel(5).cancelledStop).toMatchObject({ id: 5, trigger: 94 });
    expect(book.hasStop(5)).toBe(false);
    expect(book.cancel(5)).toEqual({});
  });

  it('refuses an order whose id waits as a stop, so a cancel by id can never mean two orders', () => {
    const book = new ConditionalBook(new OrderBook(), LAST);
    book.placeStop(sellStop(4, 95));
    expect(bid(book, 4, 90).result).toMatchObject({ status: 'rejected', filledQty: 0 });
    expect(book.book.has(4)).toBe(false);
    expect(book.cancel(4).cancelledStop).toMatchObject({ id: 4 });
    expect(bid(book, 4, 90).result?.status).toBe('resting');
  });

  it('fires the stops left among many cancelled ones once each, in placement order', () => {
    const book = new ConditionalBook(new OrderBook(), LAST);
    for (let id = 1; id <= 200; id++) book.placeStop(sellStop(id, 90 + (id % 7)));
    for (let id = 1; id <= 200; id++) if (id % 10 !== 0) book.cancel(id);
    expect(book.waitingCount).toBe(20);
    bid(book, 1000, 50, 100);
    const fired = ask(book, 1001, 50, 1).effects?.fired.map((f) => f.stop.id);
    expect(fired).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200,
    ]);
    expect(book.waitingCount).toBe(0);
  });
});
