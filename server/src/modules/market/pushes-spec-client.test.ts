import type { Socket } from 'socket.io-client';
import {
  daymarketPushSchema,
  klinePushSchema,
  marketDepthPushSchema,
  matchTradePushSchema,
} from '@exchange/protocol';
import { record, sleep, startPushTestServer, type PushTestServer } from './push-test-kit';

/**
 * A client written from spec §7 alone: it connects, emits `login` and listens. It never sends our
 * `subscribe`, so the server must push it the public market events of every pair; a socket that
 * subscribes gets only its topics.
 */
let server: PushTestServer;
beforeAll(async () => {
  server = await startPushTestServer({ seed: 11, tickMs: [10, 20] });
});
afterAll(() => server?.close());

const SPEC_EVENTS = ['daymarket', 'market_depth', 'match_trade', 'kline'] as const;
const GENEROUS_MS = 20_000;

/** Waits until `done()` holds, polling; fails with `what` after a generous timeout. */
async function until(done: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > GENEROUS_MS) throw new Error(`still waiting for ${what}`);
    await sleep(50);
  }
}

function listen(socket: Socket) {
  return Object.fromEntries(SPEC_EVENTS.map((event) => [event, record(socket, event)])) as Record<
    (typeof SPEC_EVENTS)[number],
    unknown[]
  >;
}

const symbolOf = (payload: unknown) => (payload as { symbol: string }).symbol;

it('pushes daymarket, market_depth, match_trade and kline of every pair to a socket that only logs in', async () => {
  const spec = await server.client();
  const got = listen(spec);
  spec.emit('login', { token: 'a token from local storage' });

  await until(() => SPEC_EVENTS.every((event) => got[event].length > 0), 'every §7 market event');
  for (const payload of got.daymarket) daymarketPushSchema.parse(payload);
  for (const payload of got.market_depth) marketDepthPushSchema.parse(payload);
  for (const payload of got.match_trade) matchTradePushSchema.parse(payload);
  for (const payload of got.kline) klinePushSchema.parse(payload);
  // It cannot name a pair, so it gets them all (and filters by symbol, as the spec's page does).
  await until(() => new Set(got.market_depth.map(symbolOf)).size > 1, 'depth of a second pair');
  await until(
    () => new Set(got.kline.map((k) => klinePushSchema.parse(k).period)).size > 1,
    'a second period',
  );
});

it('gives a subscribing socket only its topics while a spec client beside it gets everything', async () => {
  const spec = await server.client();
  const specGot = listen(spec);
  spec.emit('login', { token: 'a token from local storage' });

  const subscriber = await server.client();
  const ack = await subscriber.emitWithAck('subscribe', {
    topics: [{ channel: 'market_depth', pair: 'BTC/USDT' }],
  });
  expect(ack).toMatchObject({ type: 'ok' });
  // Listening from the answer on: anything it receives now was sent after it subscribed.
  const subscriberGot = listen(subscriber);
  const specFrom = Object.fromEntries(SPEC_EVENTS.map((event) => [event, specGot[event].length]));
  const newToSpec = (event: (typeof SPEC_EVENTS)[number]) => specGot[event].slice(specFrom[event]);

  // What the spec client received since then, the subscriber was offered too, and took only its topic.
  await until(
    () =>
      SPEC_EVENTS.every((event) => newToSpec(event).length > 0) &&
      newToSpec('market_depth').some((p) => symbolOf(p) !== 'BTC/USDT') &&
      subscriberGot.market_depth.length > 1,
    'pushes of every kind after the subscribe',
  );
  expect(new Set(subscriberGot.market_depth.map(symbolOf))).toEqual(new Set(['BTC/USDT']));
  expect([subscriberGot.daymarket, subscriberGot.match_trade, subscriberGot.kline]).toEqual([[], [], []]);
});

it('stops the everything feed at the first subscribe, even one of no topic', async () => {
  const socket = await server.client();
  const got = listen(socket);
  await until(() => got.market_depth.length > 0, 'a depth push before subscribing');
  expect(await socket.emitWithAck('subscribe', { topics: [] })).toEqual({
    type: 'ok',
    message: { rooms: [] },
  });
  const after = listen(socket);
  const spec = await server.client();
  const specGot = listen(spec);
  await until(() => SPEC_EVENTS.every((event) => specGot[event].length > 0), 'the spec client’s pushes');
  expect(after).toEqual({ daymarket: [], market_depth: [], match_trade: [], kline: [] });
});
