import type { MarketDepthPush } from '@exchange/protocol';
import { bookFromSnapshot } from '../model/orderBook';
import { createBookStore } from './bookStore';
import { createFillsStore } from './fillsStore';
import { manualFrames } from '../testing/frames';

const depth = (seq: number, bid: string): MarketDepthPush => ({
  symbol: 'BTC/USDT',
  legal_id: 1,
  currency_id: 2,
  seq,
  last_price: bid,
  proportion: '0',
  token: 'btcusdt',
  yesterday: '1',
  today: '1',
  bids: [[bid, '1']],
  asks: [],
});

describe('book store', () => {
  it('notifies once per frame however many pushes arrive, with the latest book', () => {
    const frames = manualFrames();
    const store = createBookStore({ schedule: frames.schedule, minIntervalMs: 0 });
    store.reset({
      book: bookFromSnapshot('BTC/USDT', { seq: 1, last_price: '1', in: [], out: [] }),
      needsResync: false,
    });
    frames.frame();
    const listener = jest.fn();
    store.subscribe(listener);
    for (let seq = 2; seq < 200; seq++) store.push(depth(seq, String(seq)));
    expect(frames.scheduled).toBe(1);
    expect(listener).not.toHaveBeenCalled();
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().book?.bids).toEqual([['199', '1']]);
  });

  it('flags a re-fetch when seq goes backwards and clears it on the next snapshot', () => {
    const frames = manualFrames();
    const store = createBookStore({ schedule: frames.schedule, minIntervalMs: 0 });
    store.reset({
      book: bookFromSnapshot('BTC/USDT', { seq: 50, last_price: '1', in: [], out: [] }),
      needsResync: false,
    });
    store.push(depth(3, '2'));
    frames.frame();
    expect(store.getSnapshot().needsResync).toBe(true);
    store.reset({
      book: bookFromSnapshot('BTC/USDT', { seq: 3, last_price: '2', in: [], out: [] }),
      needsResync: false,
    });
    store.push(depth(4, '5'));
    frames.frame();
    expect(store.getSnapshot()).toMatchObject({ needsResync: false, book: { seq: 4 } });
  });

  it('does not notify when a frame changed nothing', () => {
    const frames = manualFrames();
    const store = createBookStore({ schedule: frames.schedule, minIntervalMs: 0 });
    store.reset({
      book: bookFromSnapshot('BTC/USDT', { seq: 9, last_price: '1', in: [], out: [] }),
      needsResync: false,
    });
    frames.frame();
    const listener = jest.fn();
    store.subscribe(listener);
    store.push(depth(9, '1'));
    frames.frame();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('fills store', () => {
  it('adds every trade of a frame in one notification', () => {
    const frames = manualFrames();
    const store = createFillsStore({ schedule: frames.schedule, minIntervalMs: 0 });
    const listener = jest.fn();
    store.subscribe(listener);
    for (let i = 0; i < 30; i++) store.push([{ ts: i, direction: 'buy', amount: '1', price: String(i) }]);
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toHaveLength(20);
    expect(store.getSnapshot()[0]!.price).toBe('29');
  });

  it('stops after dispose', () => {
    const frames = manualFrames();
    const store = createFillsStore({ schedule: frames.schedule, minIntervalMs: 0 });
    store.dispose();
    store.push([{ ts: 1, direction: 'buy', amount: '1', price: '1' }]);
    expect(frames.scheduled).toBe(0);
  });
});

describe('publish interval', () => {
  it('publishes at most once per interval however many frames pass', () => {
    const frames = manualFrames();
    let clock = 0;
    const store = createFillsStore({ schedule: frames.schedule, minIntervalMs: 100 });
    // The clock is injected through performance.now, which the scheduler reads by default.
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      const listener = jest.fn();
      store.subscribe(listener);
      store.push([{ ts: 1, direction: 'buy', amount: '1', price: '1' }]);
      frames.frame();
      expect(listener).toHaveBeenCalledTimes(1);
      store.push([{ ts: 2, direction: 'buy', amount: '1', price: '2' }]);
      clock = 50;
      frames.frame();
      expect(listener).toHaveBeenCalledTimes(1);
      clock = 100;
      frames.frame();
      expect(listener).toHaveBeenCalledTimes(2);
      expect(store.getSnapshot()[0]!.price).toBe('2');
    } finally {
      jest.restoreAllMocks();
    }
  });
});
