/** @jest-environment node */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { firstValueFrom, filter, take } from 'rxjs';
import type { MarketDepthPush } from '@exchange/protocol';
import { createApiClient } from '../http/api-client';
import { createFailureRouter } from '../http/failure-routing';
import { createMemoryStorage, createStorage } from '../storage/store';
import { createFakeFetch } from '../testing/fake-fetch';
import { createBus, type ConnectionState } from './bus';
import { pushSchemas } from './events';
import { socketIoFactory } from './socket-io';

const depth = (seq: number): MarketDepthPush => ({
  symbol: 'BTC/USDT',
  legal_id: 1,
  currency_id: 2,
  seq,
  last_price: '100',
  proportion: '0',
  token: 'btcusdt',
  yesterday: '100',
  today: '100',
  bids: [['99', '1']],
  asks: [['101', '1']],
});

describe('bus over a real socket.io server (loopback)', () => {
  let http: HttpServer;
  let io: Server;
  const logins: string[] = [];
  const subscribes: unknown[] = [];

  beforeAll(async () => {
    http = createServer();
    io = new Server(http);
    io.on('connection', (socket) => {
      socket.on('login', (payload: { token: string }, ack?: (answer: unknown) => void) => {
        logins.push(payload.token);
        ack?.({ type: 'ok', message: 'ok' });
      });
      socket.on('subscribe', (payload: { topics: Array<{ pair: string }> }) => {
        subscribes.push(payload);
        for (const topic of payload.topics) void socket.join(`depth:${topic.pair}`);
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  });

  let afterTest = () => undefined as void;
  afterEach(() => afterTest());

  afterAll(async () => {
    io.close();
    await new Promise((resolve) => http.close(resolve));
  });

  it('logs in, subscribes, receives pushes, and after a server-side drop reconnects, re-subscribes and resyncs', async () => {
    const port = (http.address() as AddressInfo).port;
    const storage = createStorage({ backing: createMemoryStorage() });
    storage.set('token', 'tok');
    const router = createFailureRouter(storage);
    const server = createFakeFetch();
    server.on('/api/env.json', {
      body: { type: 'ok', message: { login_need_smscode: false, socket_io_port: port } },
    });
    const api = createApiClient({ storage, router, fetch: server.fetch });
    const bus = createBus({
      schemas: pushSchemas,
      api,
      storage,
      router,
      createSocket: socketIoFactory,
      location: { protocol: 'http:', hostname: '127.0.0.1', port: '1', origin: 'http://127.0.0.1:1' },
      backoff: { baseMs: 20, maxMs: 100 },
    });
    const states: ConnectionState[] = [];
    bus.connectionState$.subscribe((state) => states.push(state));
    const online = () => firstValueFrom(bus.connectionState$.pipe(filter((state) => state === 'online')));

    afterTest = () => bus.stop();
    const seqs: number[] = [];
    const watching = bus
      .watch({ channel: 'market_depth', pair: 'BTC/USDT' })
      .subscribe((push) => seqs.push(push.seq));
    await online();
    await waitUntil(() => subscribes.length === 1);
    io.to('depth:BTC/USDT').emit('market_depth', depth(1));
    await waitUntil(() => seqs.length === 1);
    expect(logins).toEqual(['tok']);

    const resynced = firstValueFrom(bus.resync$.pipe(take(1)));
    io.disconnectSockets();
    await resynced;
    expect(states).toContain('offline');
    await waitUntil(() => subscribes.length === 2);
    expect(logins).toEqual(['tok', 'tok']);
    io.to('depth:BTC/USDT').emit('market_depth', depth(2));
    await waitUntil(() => seqs.length === 2);
    expect(seqs).toEqual([1, 2]);

    watching.unsubscribe();
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
