import { EventEmitter } from 'node:events';
import { matchTradePushSchema, rooms, type Topic } from '@exchange/protocol';
import { PairScale } from '../../money';
import type { Realtime } from '../../realtime/realtime';
import { PairMarket, type TradeRecord } from './pair-market';
import type { Pair } from './pairs';
import { startMarketPushes, TICKER_INTERVAL_MS, TRADES_INTERVAL_MS, type MarketPushOptions } from './pushes';
import type { MarketService } from './service';

/** The fan-out rules of pushes.ts on a fake clock: which rooms get what, and how often. */

const pairOf = (id: number, base: string): Pair =>
  ({
    id,
    currencyId: id + 1,
    legalId: 3,
    symbol: `${base}/USDT`,
    currencyName: base,
    legalName: 'USDT',
    scale: new PairScale('0.01', '0.0001'),
  }) as Pair;
const BTC = pairOf(1, 'BTC');
const ETH = pairOf(2, 'ETH');

interface Sent {
  to: string[];
  event: string;
  payload: unknown;
}

function setUp(watchedRooms: string[], options: MarketPushOptions = {}) {
  const events = new EventEmitter();
  const markets = new Map([BTC, ETH].map((pair) => [pair.id, new PairMarket(pair, 100_00)]));
  const market = {
    pairs: { bySymbolText: (symbol: string) => [BTC, ETH].find((p) => p.symbol === symbol) },
    market: (id: number) => markets.get(id),
    on: (event: string, listener: (...args: unknown[]) => void) => {
      events.on(event, listener);
      return () => events.off(event, listener);
    },
  } as unknown as MarketService;
  const sent: Sent[] = [];
  const snapshots: Array<(topic: Topic, emit: (event: string, payload: unknown) => void) => void> = [];
  const realtime: Realtime = {
    toAll: (event, payload) => sent.push({ to: ['*'], event, payload }),
    toRoom: (room, event, payload) => sent.push({ to: [room], event, payload }),
    toRooms: (to, event, payload) => sent.push({ to: [...to], event, payload }),
    toUser: () => undefined,
    onSubscribe: (listener) => snapshots.push(listener),
    roomSize: (room) => (watchedRooms.includes(room) ? 1 : 0),
    endSessions: () => undefined,
  };
  const stop = startMarketPushes(market, realtime, Date.now, options);
  let nextId = 1;
  const trade = (pair: Pair, price = 100_00): void => {
    const record: TradeRecord = {
      pairId: pair.id,
      price,
      qty: 5,
      takerSide: nextId % 2 ? 'buy' : 'sell',
      buyOrderId: nextId,
      sellOrderId: nextId + 1,
      buyerId: 1,
      sellerId: 2,
      ts: Date.now(),
    };
    nextId += 2;
    markets.get(pair.id)!.lastPrice = price;
    events.emit('trade', pair, [record]);
  };
  return { sent, trade, stop, snapshots, of: (event: string) => sent.filter((s) => s.event === event) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('batches a pair’s trades into one match_trade per interval, to its trades room and latest_trades', () => {
  const { trade, of, stop } = setUp([rooms.trades('BTC/USDT')]);
  for (let i = 0; i < 10; i += 1) {
    trade(BTC, 100_00 + i);
    jest.advanceTimersByTime(5);
  }
  jest.advanceTimersByTime(TRADES_INTERVAL_MS);
  const pushes = of('match_trade');
  // The first trade after a quiet spell goes at once; the nine after it within the interval as one push.
  expect(pushes.map((p) => matchTradePushSchema.parse(p.payload).data.length)).toEqual([1, 9]);
  expect(pushes[1]!.to).toEqual(['trades:BTC/USDT', 'latest_trades']);
  const prices = pushes.flatMap((p) => matchTradePushSchema.parse(p.payload).data.map((t) => t.price));
  expect(prices).toEqual([
    '100',
    '100.01',
    '100.02',
    '100.03',
    '100.04',
    '100.05',
    '100.06',
    '100.07',
    '100.08',
    '100.09',
  ]);
  stop();
});

it('builds and sends nothing of a pair nobody watches', () => {
  const { trade, sent, stop } = setUp([rooms.trades('ETH/USDT'), rooms.ticker('ETH/USDT')]);
  trade(BTC);
  jest.advanceTimersByTime(TICKER_INTERVAL_MS * 2);
  expect(sent).toEqual([]);
  trade(ETH);
  jest.advanceTimersByTime(TICKER_INTERVAL_MS);
  expect(sent.map((s) => `${s.event} ${s.to.join(',')}`)).toEqual([
    'match_trade trades:ETH/USDT,latest_trades',
    'daymarket ticker:ETH/USDT,board',
    'transaction trades:ETH/USDT',
  ]);
  stop();
});

it('gives the board every traded pair’s day market once a second, and no repeat of an unchanged one', () => {
  const { trade, of, stop } = setUp([rooms.board]);
  trade(BTC, 101_00);
  trade(ETH, 201_00);
  trade(BTC, 102_00);
  jest.advanceTimersByTime(TICKER_INTERVAL_MS);
  expect(of('daymarket').map((p) => [p.to[1], (p.payload as { now_price: string }).now_price])).toEqual([
    ['board', '102'],
    ['board', '201'],
  ]);
  trade(BTC, 102_00); // same price: BTC's ticker is what the board has already
  trade(ETH, 202_00);
  jest.advanceTimersByTime(TICKER_INTERVAL_MS);
  expect(of('daymarket').map((p) => (p.payload as { symbol: string }).symbol)).toEqual([
    'BTC/USDT',
    'ETH/USDT',
    'ETH/USDT',
  ]);
  expect(of('match_trade')).toEqual([]);
  expect(of('transaction')).toEqual([]);
  stop();
});

it('sends a new ticker subscriber the current day market, alone', () => {
  const { snapshots, stop } = setUp([]);
  const got: string[] = [];
  for (const listener of snapshots) {
    listener({ channel: 'ticker', pair: 'ETH/USDT' }, (event, payload) =>
      got.push(`${event} ${(payload as { symbol: string }).symbol}`),
    );
    listener({ channel: 'board' }, (event) => got.push(event));
  }
  expect(got).toEqual(['daymarket ETH/USDT']);
  stop();
});

it('keeps the former every-socket fan-out behind the bench option', () => {
  const { trade, sent, stop } = setUp([], { everySocket: true });
  trade(BTC);
  trade(BTC);
  jest.advanceTimersByTime(TICKER_INTERVAL_MS);
  expect(sent.map((s) => `${s.event} ${s.to.join(',')}`)).toEqual([
    'match_trade *',
    'match_trade *',
    'daymarket *',
    'transaction *',
  ]);
  stop();
});

it('sends spec clients (sockets that never subscribed) the trades, day market and transactions of a pair nobody else watches', () => {
  const { trade, sent, stop } = setUp([rooms.specClient]);
  trade(ETH);
  jest.advanceTimersByTime(TICKER_INTERVAL_MS);
  expect(sent.map((s) => `${s.event} ${s.to.join(',')}`)).toEqual([
    'match_trade trades:ETH/USDT,latest_trades,spec_client',
    'daymarket ticker:ETH/USDT,board,spec_client',
    'transaction trades:ETH/USDT,spec_client',
  ]);
  stop();
});
