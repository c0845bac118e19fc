import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { login, rooms } from '@exchange/protocol';
import { startTestServer, type TestServer } from '../testing/test-server';
import { demoUser } from '../modules/account/demo-user';

let server: TestServer;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: ['http://localhost:3000'] });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => server.stop());

function open(origin?: string): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: origin ? { origin } : {},
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

const emit = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<{ type: unknown; message: unknown }>;

const next = (socket: Socket, event: string) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('socket origin check', () => {
  it('accepts an allowed origin and refuses another', async () => {
    await expect(open('http://localhost:3000')).resolves.toBeDefined();
    await expect(open('http://evil.example')).rejects.toThrow();
  });
});

describe('login event', () => {
  it('binds the socket to its user so user pushes reach it', async () => {
    const token = (await server.call(login, { user_string: demoUser.email, password: demoUser.password }))
      .message as string;
    const socket = await open('http://localhost:3000');
    const other = await open('http://localhost:3000');
    const answer = await emit(socket, 'login', { token });
    expect(answer).toMatchObject({ type: 'ok', message: { user_id: expect.any(Number) } });
    const userId = (answer.message as { user_id: number }).user_id;
    const received = next(socket, 'micro_closed');
    let leaked = false;
    other.on('micro_closed', () => (leaked = true));
    server.ctx.realtime.toUser(userId, 'micro_closed', { type: 'micro_closed', data: { id: 1 } });
    await expect(received).resolves.toEqual({ type: 'micro_closed', data: { id: 1 } });
    expect(leaked).toBe(false);
  });

  it('answers 999 for a bad token', async () => {
    const socket = await open();
    expect(await emit(socket, 'login', { token: 'nope' })).toMatchObject({ type: 999 });
    expect(await emit(socket, 'login', {})).toMatchObject({ type: 999 });
  });
});

describe('subscribe and unsubscribe', () => {
  it('delivers depth and klines only for the watched topics', async () => {
    const socket = await open();
    const topic = { channel: 'market_depth', pair: 'BTC/USDT' } as const;
    expect(
      await emit(socket, 'subscribe', {
        topics: [topic, { channel: 'kline', pair: 'BTC/USDT', period: '1min' }],
      }),
    ).toEqual({
      type: 'ok',
      message: { rooms: ['depth:BTC/USDT', 'kline:BTC/USDT:1min'] },
    });
    expect(server.ctx.realtime.roomSize(rooms.depth('BTC/USDT'))).toBe(1);
    const depth = next(socket, 'market_depth');
    server.ctx.realtime.toRoom(rooms.depth('ETH/USDT'), 'market_depth', { symbol: 'ETH/USDT' });
    server.ctx.realtime.toRoom(rooms.depth('BTC/USDT'), 'market_depth', { symbol: 'BTC/USDT' });
    await expect(depth).resolves.toEqual({ symbol: 'BTC/USDT' });

    expect(await emit(socket, 'unsubscribe', { topics: [topic] })).toMatchObject({ type: 'ok' });
    expect(server.ctx.realtime.roomSize(rooms.depth('BTC/USDT'))).toBe(0);
  });

  it('refuses malformed topics', async () => {
    const socket = await open();
    expect(
      await emit(socket, 'subscribe', { topics: [{ channel: 'kline', pair: 'BTC/USDT' }] }),
    ).toMatchObject({
      message: 'socket.badTopics',
    });
    expect(await emit(socket, 'subscribe', { topics: 'all' })).toMatchObject({ message: 'socket.badTopics' });
  });

  it('lets a publisher send a snapshot to a new subscriber', async () => {
    server.ctx.realtime.onSubscribe((topic, send) => {
      if (topic.channel === 'kline') send('test_snapshot', { symbol: topic.pair, period: topic.period });
    });
    const socket = await open();
    const snapshot = next(socket, 'test_snapshot');
    await emit(socket, 'subscribe', { topics: [{ channel: 'kline', pair: 'ETH/USDT', period: '5min' }] });
    await expect(snapshot).resolves.toEqual({ symbol: 'ETH/USDT', period: '5min' });
  });

  it('sends to several rooms once per socket, and nothing to a socket in none of them', async () => {
    const [both, board, none] = await Promise.all([open(), open(), open()]);
    await emit(both, 'subscribe', {
      topics: [{ channel: 'ticker', pair: 'BTC/USDT' }, { channel: 'board' }],
    });
    await emit(board, 'subscribe', { topics: [{ channel: 'board' }] });
    const counts = new Map<Socket, number>();
    for (const socket of [both, board, none])
      socket.on('daymarket', () => counts.set(socket, (counts.get(socket) ?? 0) + 1));
    // Pushes on one socket arrive in order: once the marker is in, the day market before it is too.
    const markers = Promise.all([next(both, 'marker'), next(board, 'marker'), next(none, 'marker')]);
    server.ctx.realtime.toRooms([rooms.ticker('BTC/USDT'), rooms.board], 'daymarket', { symbol: 'BTC/USDT' });
    server.ctx.realtime.toAll('marker', {});
    await markers;
    expect([counts.get(both), counts.get(board), counts.get(none)]).toEqual([1, 1, undefined]);
  });

  it('broadcasts to every socket', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    const both = Promise.all([next(a, 'daymarket'), next(b, 'daymarket')]);
    server.ctx.realtime.toAll('daymarket', { symbol: 'BTC/USDT' });
    await expect(both).resolves.toEqual([{ symbol: 'BTC/USDT' }, { symbol: 'BTC/USDT' }]);
  });
});
