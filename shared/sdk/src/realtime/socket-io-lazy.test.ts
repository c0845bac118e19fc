/** @jest-environment node */
import { socketIoFactory } from './socket-io';

// socket.io-client arrives with the first connect; here its first fetch fails (a chunk load error).
let mockFetches = 0;
const mockCalls: string[] = [];
const mockSocket = {
  connected: false,
  connect: () => mockCalls.push('connect'),
  disconnect: () => mockCalls.push('disconnect'),
  on: (event: string) => mockCalls.push(`on:${event}`),
  onAny: () => mockCalls.push('onAny'),
  emit: (event: string) => mockCalls.push(`emit:${event}`),
};
jest.mock('socket.io-client', () => {
  mockFetches += 1;
  if (mockFetches === 1) throw new Error('Loading chunk socket.io failed');
  return { io: () => mockSocket };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('socketIoFactory loads socket.io-client on first connect', () => {
  it('reports a failed load as connect_error, then loads on the next connect and replays calls in order', async () => {
    const socket = socketIoFactory('http://127.0.0.1:1');
    const errors: unknown[] = [];
    socket.on('connect', () => undefined);
    socket.on('connect_error', (reason) => errors.push(reason));
    expect(mockFetches).toBe(0); // nothing is fetched before the bus connects

    socket.connect();
    await settle();
    expect(errors).toEqual([expect.objectContaining({ message: 'Loading chunk socket.io failed' })]);
    expect(socket.connected).toBe(false);

    socket.connect();
    socket.emit('login', { token: 't' });
    await settle();
    expect(mockFetches).toBe(2);
    expect(mockCalls).toEqual(['on:connect', 'on:connect_error', 'connect', 'emit:login']);

    socket.disconnect(); // once loaded, calls go straight to the socket
    expect(mockCalls.at(-1)).toBe('disconnect');
  });
});
