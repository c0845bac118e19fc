import type { Socket } from 'socket.io-client';
import {
  daymarketPushSchema,
  marketDepthPushSchema,
  matchTradePushSchema,
  klinePushSchema,
  transactionPushSchema,
} from '@exchange/protocol';
import { sleep, startPushTestServer, type PushTestServer } from './push-test-kit';

/** Market makers stepping every 10-20 ms. */
let server: PushTestServer;
beforeAll(async () => {
  server = await startPushTestServer({ seed: 5, tickMs: [10, 20] });
});
afterAll(() => server?.close());

const client = () => server.client();

function record(socket: Socket, event: string) {
  const got: Array<{ at: number; payload: unknown }> = [];
  socket.on(event, (payload: unknown) => got.push({ at: Date.now(), payload }));
  return got;
}

it('sends a subscriber depth only for its pair, with growing seq, at most once per 100 ms', async () => {
  // (Before its first subscribe a socket is served as a spec client, every pair: pushes-spec-client.test.ts.)
  const socket = await client();
  const ack = await socket.emitWithAck('subscribe', {
    topics: [{ channel: 'market_depth', pair: 'BTC/USDT' }],
  });
  expect(ack).toEqual({ type: 'ok', message: { rooms: ['depth:BTC/USDT'] } });
  const depth = record(socket, 'market_depth');
  const started = Date.now();
  // Wait for pushes rather than for a fixed time: under CPU load the bots' book changes (and so the
  // pushes, which are only sent for a new seq) come slower, but never more often than one per 100 ms.
  while (depth.length < 10 && Date.now() - started < 15_000) await sleep(50);

  const pushes = depth.map((d) => marketDepthPushSchema.parse(d.payload));
  expect(pushes.length).toBeGreaterThanOrEqual(10);
  // The first push is usually the new subscriber's own snapshot (unless it came with the answer); the room's pushes after it are coalesced, one per
  // 100 ms (the exact rule is Coalescer's, tested on a fake clock). Receive times here carry delivery
  // jitter (server and client share one busy event loop, so one push can arrive late and the next on
  // time), so the wiring is checked on the median gap: per-change pushes (bots step every 10-20 ms)
  // would put it near 15 ms.
  const roomGaps = depth
    .slice(2)
    .map((d, i) => d.at - depth[i + 1]!.at)
    .sort((a, b) => a - b);
  expect(roomGaps[Math.floor(roomGaps.length / 2)]).toBeGreaterThanOrEqual(90);
  expect(new Set(pushes.map((p) => p.symbol))).toEqual(new Set(['BTC/USDT']));
  for (let i = 1; i < pushes.length; i++) {
    expect(pushes[i]!.seq).toBeGreaterThan(pushes[i - 1]!.seq);
  }
  const first = pushes[0]!;
  expect(first.bids.length).toBeGreaterThan(0);
  expect(first.asks.length).toBeGreaterThan(0);
  expect(BigInt(first.bids[0]![0].replace('.', '')) > 0n).toBe(true);

  await socket.emitWithAck('unsubscribe', { topics: [{ channel: 'market_depth', pair: 'BTC/USDT' }] });
  await sleep(150);
  const after = depth.length;
  await sleep(400);
  expect(depth.length).toBe(after);
});

it('sends trades, day markets and transactions only to the sockets of their topics', async () => {
  const [tradesOfEth, board, latest, bystander] = await Promise.all([client(), client(), client(), client()]);
  await tradesOfEth.emitWithAck('subscribe', { topics: [{ channel: 'trades', pair: 'ETH/USDT' }] });
  await board.emitWithAck('subscribe', { topics: [{ channel: 'board' }] });
  await latest.emitWithAck('subscribe', { topics: [{ channel: 'latest_trades' }] });
  await bystander.emitWithAck('subscribe', {
    topics: [{ channel: 'kline', pair: 'ETH/USDT', period: '1min' }],
  });
  // Listening once every socket has subscribed (until then each got the spec clients' everything feed).
  const listen = (socket: Socket) => ({
    trades: record(socket, 'match_trade'),
    days: record(socket, 'daymarket'),
    transactions: record(socket, 'transaction'),
    klines: record(socket, 'kline'),
  });
  const [eth, all, home, none] = [tradesOfEth, board, latest, bystander].map(listen) as [
    ReturnType<typeof listen>,
    ReturnType<typeof listen>,
    ReturnType<typeof listen>,
    ReturnType<typeof listen>,
  ];
  const listenedFrom = Date.now();
  await sleep(2300);
  const listenedMs = Date.now() - listenedFrom;

  const symbols = (got: Array<{ payload: unknown }>) =>
    new Set(got.map((g) => (g.payload as { symbol: string }).symbol));
  // The pair's trades room: its trades and transactions, nothing of another pair, no day markets.
  expect(eth.trades.length).toBeGreaterThan(0);
  for (const t of eth.trades) matchTradePushSchema.parse(t.payload);
  expect(symbols(eth.trades)).toEqual(new Set(['ETH/USDT']));
  for (const t of eth.transactions) transactionPushSchema.parse(t.payload);
  expect(symbols(eth.transactions)).toEqual(new Set(['ETH/USDT']));
  expect(eth.days).toEqual([]);

  // The board: every traded pair's day market, at most one per pair per second; no trades. (The bound
  // counts seconds actually listened, a sleep can overrun on a busy machine, plus one push that may have
  // been on its way at subscribe; a push per trade would be dozens.)
  const daily = all.days.map((d) => daymarketPushSchema.parse(d.payload));
  // (a pair that traded in the last second may have no day market yet: the board's are a subset)
  const traded = symbols(home.trades);
  expect(symbols(all.days).size).toBeGreaterThan(1);
  for (const symbol of symbols(all.days)) expect(traded.has(symbol)).toBe(true);
  const perPair = new Map<string, number>();
  for (const d of daily) perPair.set(d.symbol, (perPair.get(d.symbol) ?? 0) + 1);
  for (const n of perPair.values()) expect(n).toBeLessThanOrEqual(Math.floor(listenedMs / 1000) + 2);
  expect([all.trades, all.transactions, home.days, home.transactions]).toEqual([[], [], [], []]);

  // A socket that watches none of these topics receives none of these pushes.
  expect([none.trades, none.days, none.transactions]).toEqual([[], [], []]);
  const bars = none.klines.map((k) => klinePushSchema.parse(k.payload));
  expect(bars.length).toBeGreaterThan(0);
  expect(new Set(bars.map((b) => `${b.symbol} ${b.period}`))).toEqual(new Set(['ETH/USDT 1min']));
});

it('refuses malformed topics', async () => {
  const socket = await client();
  const ack = await socket.emitWithAck('subscribe', {
    topics: [{ channel: 'market_depth', pair: 'btc usdt' }],
  });
  expect(ack).toMatchObject({ type: 'error' });
});
