import type { DaymarketPush, MarketDepthPush } from '@exchange/protocol';
import { createApiClient } from '../http/api-client';
import { createFailureRouter, type UiEffect } from '../http/failure-routing';
import { createMemoryStorage, createStorage } from '../storage/store';
import { createFakeFetch } from '../testing/fake-fetch';
import { createFakeSocketFactory } from '../testing/fake-socket';
import { backoffDelay } from './backoff';
import { createBus, type ConnectionState } from './bus';
import { pushSchemas } from './events';
import { socketUrl } from './socket-url';

const page = { protocol: 'http:', hostname: 'localhost', port: '3000', origin: 'http://localhost:3000' };

const depth = (symbol: string, seq: number): MarketDepthPush => ({
  symbol,
  legal_id: 1,
  currency_id: 2,
  seq,
  last_price: '100',
  proportion: '1.5',
  token: symbol.replace('/', '').toLowerCase(),
  yesterday: '98',
  today: '100',
  bids: [['99', '1']],
  asks: [['101', '2']],
});

const daymarket: DaymarketPush = {
  symbol: 'BTC/USDT',
  change: '-1.2',
  now_price: '35000',
  volume: '12',
  high: '36000',
  low: '34000',
  currency_name: 'BTC',
  legal_name: 'USDT',
  legal_id: 1,
  currency_id: 2,
};

// Enough turns for env.json, which the bus calls once the protocol chunk is loaded.
async function flush() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

function setup(socketPort = 4000) {
  jest.useFakeTimers();
  const storage = createStorage({ backing: createMemoryStorage() });
  const router = createFailureRouter(storage);
  const server = createFakeFetch();
  server.on('/api/env.json', {
    body: { type: 'ok', message: { login_need_smscode: false, socket_io_port: socketPort } },
  });
  const api = createApiClient({ storage, router, fetch: server.fetch });
  const { factory, sockets } = createFakeSocketFactory();
  const bus = createBus({
    schemas: pushSchemas,
    api,
    storage,
    router,
    createSocket: factory,
    location: page,
    backoff: { baseMs: 1000, maxMs: 8000, random: () => 0.5 },
  });
  const states: ConnectionState[] = [];
  bus.connectionState$.subscribe((state) => states.push(state));
  const effects: UiEffect[] = [];
  router.notices$.subscribe((effect) => effects.push(effect));
  return { storage, server, bus, sockets, states, effects };
}

async function connected(env: ReturnType<typeof setup>) {
  env.bus.start();
  await flush();
  const socket = env.sockets[0];
  if (!socket) throw new Error('no socket created');
  socket.serverAccept();
  return socket;
}

afterEach(() => jest.useRealTimers());

describe('realtime bus', () => {
  it('opens one socket on the page host at env.json port, logs in with the token and opts out of the spec feed', async () => {
    const env = setup(4000);
    env.storage.set('token', 'tok');
    const socket = await connected(env);
    env.bus.start();
    expect(env.sockets).toHaveLength(1);
    expect(socket.url).toBe('http://localhost:4000');
    // An empty subscribe: without it the server serves the socket as a spec §7 client (every pair's pushes).
    expect(socket.emitted).toEqual([
      { event: 'login', payload: { token: 'tok' } },
      { event: 'subscribe', payload: { topics: [] } },
    ]);
    expect(env.storage.get('socketPort')).toBe(4000);
    expect(env.states).toEqual(['connecting', 'online']);
  });

  it('streams parsed pushes per event and drops malformed ones', async () => {
    const env = setup();
    const received: DaymarketPush[] = [];
    const problems: string[] = [];
    env.bus.problems$.subscribe((problem) => problems.push(problem.event));
    env.bus.stream('daymarket').subscribe((push) => received.push(push));
    await flush();
    const socket = env.sockets[0]!;
    socket.serverAccept();
    socket.push('daymarket', daymarket);
    socket.push('daymarket', { symbol: 'BTC/USDT' });
    socket.push('kline', daymarket);
    expect(received).toEqual([daymarket]);
    expect(problems).toEqual(['daymarket']);
  });

  it('sends one subscribe for many watchers and one unsubscribe after the last', async () => {
    const env = setup();
    const socket = await connected(env);
    const topic = { channel: 'market_depth', pair: 'BTC/USDT' } as const;
    const first: number[] = [];
    const second: number[] = [];
    const a = env.bus.watch(topic).subscribe((push) => first.push(push.seq));
    const b = env.bus
      .watch({ pair: 'btc/usdt', channel: 'market_depth' })
      .subscribe((push) => second.push(push.seq));
    socket.push('market_depth', depth('BTC/USDT', 1));
    socket.push('market_depth', depth('ETH/USDT', 2));
    a.unsubscribe();
    socket.push('market_depth', depth('BTC/USDT', 3));
    b.unsubscribe();
    expect(first).toEqual([1]);
    expect(second).toEqual([1, 3]);
    expect(socket.emitted).toEqual([
      { event: 'subscribe', payload: { topics: [] } },
      { event: 'subscribe', payload: { topics: [topic] } },
      { event: 'unsubscribe', payload: { topics: [topic] } },
    ]);
  });

  it('matches kline pushes by pair and period', async () => {
    const env = setup();
    const socket = await connected(env);
    const bars: string[] = [];
    env.bus
      .watch({ channel: 'kline', pair: 'BTC/USDT', period: '1min' })
      .subscribe((bar) => bars.push(bar.close));
    const bar = { open: '1', high: '2', low: '1', close: '2', volume: '3', time: 0, symbol: 'BTC/USDT' };
    socket.push('kline', { ...bar, period: '5min', close: '9' });
    socket.push('kline', { ...bar, period: '1min' });
    expect(bars).toEqual(['2']);
  });

  it('watches a pair’s trades (match_trade and transaction), its ticker and the board, one subscribe each', async () => {
    const env = setup();
    const socket = await connected(env);
    const trades = { channel: 'trades', pair: 'ETH/USDT' } as const;
    const got: string[] = [];
    const tick = { ts: 1, direction: 'buy', amount: '1', price: '2' };
    const matchTrade = (symbol: string) => ({
      type: 'match_trade',
      data: [tick],
      symbol,
      currency_id: 3,
      legal_id: 1,
    });
    const transaction = (symbol: string) => ({
      symbol,
      legal_id: 1,
      currency_id: 3,
      last_price: '2',
      complete: [],
      change: '0.00',
      volume: '1',
      high: '2',
      low: '2',
    });
    const subscriptions = [
      env.bus.watch(trades).subscribe((push) => got.push(`trade ${push.symbol}`)),
      env.bus.watch(trades, 'transaction').subscribe((push) => got.push(`transaction ${push.symbol}`)),
      env.bus
        .watch({ channel: 'ticker', pair: 'btc/usdt' })
        .subscribe((push) => got.push(`ticker ${push.symbol}`)),
      env.bus.watch({ channel: 'board' }).subscribe((push) => got.push(`board ${push.symbol}`)),
      env.bus.watch({ channel: 'latest_trades' }).subscribe((push) => got.push(`latest ${push.symbol}`)),
    ];
    socket.push('match_trade', matchTrade('ETH/USDT'));
    socket.push('match_trade', matchTrade('BTC/USDT'));
    socket.push('transaction', transaction('ETH/USDT'));
    socket.push('transaction', transaction('BTC/USDT'));
    socket.push('daymarket', { ...daymarket, symbol: 'SOL/USDT' });
    socket.push('daymarket', daymarket);
    expect(got).toEqual([
      'trade ETH/USDT',
      'latest ETH/USDT',
      'latest BTC/USDT',
      'transaction ETH/USDT',
      'board SOL/USDT',
      'ticker BTC/USDT',
      'board BTC/USDT',
    ]);
    for (const subscription of subscriptions) subscription.unsubscribe();
    const sent = (event: string) =>
      socket.emitted
        .filter((e) => e.event === event)
        .flatMap((e) => (e.payload as { topics: unknown[] }).topics);
    const topics = [
      trades,
      { channel: 'ticker', pair: 'BTC/USDT' },
      { channel: 'board' },
      { channel: 'latest_trades' },
    ];
    expect(sent('subscribe')).toEqual(topics);
    expect(sent('unsubscribe')).toEqual(topics);
  });

  it('re-subscribes the board and trade topics after a reconnect', async () => {
    const env = setup();
    const socket = await connected(env);
    env.bus.watch({ channel: 'board' }).subscribe();
    env.bus.watch({ channel: 'trades', pair: 'BTC/USDT' }, 'transaction').subscribe();
    socket.emitted.length = 0;
    socket.serverDrop();
    jest.advanceTimersByTime(1500);
    socket.serverAccept();
    expect(socket.emitted).toEqual([
      {
        event: 'subscribe',
        payload: { topics: [{ channel: 'board' }, { channel: 'trades', pair: 'BTC/USDT' }] },
      },
    ]);
  });

  it('reconnects with growing jittered delays, then re-logs in, re-subscribes and signals resync', async () => {
    const env = setup();
    env.storage.set('token', 'tok');
    const socket = await connected(env);
    const resyncs: number[] = [];
    env.bus.resync$.subscribe(() => resyncs.push(Date.now()));
    env.bus.watch({ channel: 'market_depth', pair: 'ETH/USDT' }).subscribe();
    socket.emitted.length = 0;

    socket.serverDrop();
    expect(env.states.at(-1)).toBe('offline');
    jest.advanceTimersByTime(749); // first delay: 1000/2 + 0.5 * 1000/2 = 750
    expect(socket.connectCalls).toBe(1);
    jest.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(2);
    expect(env.states.at(-1)).toBe('connecting');
    socket.serverRefuse();
    jest.advanceTimersByTime(1499); // second delay: 2000/2 + 0.5 * 2000/2 = 1500
    expect(socket.connectCalls).toBe(2);
    jest.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(3);
    expect(resyncs).toHaveLength(0);

    socket.serverAccept();
    expect(env.states.at(-1)).toBe('online');
    expect(socket.emitted).toEqual([
      { event: 'login', payload: { token: 'tok' } },
      { event: 'subscribe', payload: { topics: [{ channel: 'market_depth', pair: 'ETH/USDT' }] } },
    ]);
    expect(resyncs).toHaveLength(1);
  });

  it('retries at once when the browser comes back online', async () => {
    const env = setup();
    const socket = await connected(env);
    socket.serverDrop();
    window.dispatchEvent(new Event('online'));
    expect(socket.connectCalls).toBe(2);
    expect(env.states.at(-1)).toBe('connecting');
    env.bus.stop();
  });

  it('logs in when the user logs in, and reconnects anonymously on logout', async () => {
    const env = setup();
    const socket = await connected(env);
    env.storage.set('token', 'new');
    expect(socket.emitted).toEqual([
      { event: 'subscribe', payload: { topics: [] } },
      { event: 'login', payload: { token: 'new' } },
    ]);
    env.storage.clearAllButLocale();
    expect(socket.connected).toBe(false);
    expect(socket.connectCalls).toBe(2);
  });

  it('expires the session when the socket login answers 999', async () => {
    const env = setup();
    env.storage.set('token', 'revoked');
    env.bus.start();
    await flush();
    const socket = env.sockets[0]!;
    socket.acks.login = { type: 999, message: 'auth.expired' };
    socket.serverAccept();
    expect(env.storage.get('token')).toBeUndefined();
    expect(env.effects).toContainEqual({ kind: 'navigate', to: '/components/login?type=1', delayMs: 1000 });
  });

  it('keeps retrying env.json while the server is down', async () => {
    const env = setup();
    env.server.on('/api/env.json', { networkError: true });
    env.bus.start();
    await flush();
    expect(env.sockets).toHaveLength(0);
    expect(env.states.at(-1)).toBe('offline');
    env.server.on('/api/env.json', {
      body: { type: 'ok', message: { login_need_smscode: false, socket_io_port: 3000 } },
    });
    jest.advanceTimersByTime(750);
    await flush();
    expect(env.sockets[0]?.url).toBe('http://localhost:3000');
  });
});

describe('backoff and socket url', () => {
  it('grows exponentially up to the cap with jitter in the upper half', () => {
    const options = { baseMs: 500, maxMs: 15000 };
    expect(backoffDelay(0, { ...options, random: () => 0 })).toBe(250);
    expect(backoffDelay(0, { ...options, random: () => 0.999999 })).toBe(500);
    expect(backoffDelay(3, { ...options, random: () => 0 })).toBe(2000);
    expect(backoffDelay(20, { ...options, random: () => 1 })).toBe(15000);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const delay = backoffDelay(attempt, options);
      expect(delay).toBeGreaterThanOrEqual(250);
      expect(delay).toBeLessThanOrEqual(15000);
    }
  });

  it('uses the page origin when the port is the page port', () => {
    expect(socketUrl(page, 3000)).toBe('http://localhost:3000');
    expect(socketUrl(page, 4000)).toBe('http://localhost:4000');
    expect(
      socketUrl({ protocol: 'https:', hostname: 'ex.com', port: '', origin: 'https://ex.com' }, 443),
    ).toBe('https://ex.com');
  });
});
