import { io as connect, type Socket } from 'socket.io-client';
import { buildServer } from '../../app';
import type { MarketServiceOptions } from './service';
import { testConfig } from '../../testing/test-config';
import { testStorage } from '../../testing/test-db';
import { marketModule } from './routes';
import { testHistory } from './options';

export interface PushTestServer {
  /** A socket.io client connected over websocket, closed by `close()`. */
  client(): Promise<Socket>;
  close(): Promise<void>;
}

/** A real server on an ephemeral port with only market data and the given market makers. */
export async function startPushTestServer(bots: MarketServiceOptions['bots']): Promise<PushTestServer> {
  const storage = testStorage();
  const server = await buildServer(testConfig(storage, { demoFunds: false }), {
    quiet: true,
    modules: [marketModule],
    market: { bots, history: testHistory },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sockets: Socket[] = [];

  return {
    async client() {
      const socket = connect(url, { transports: ['websocket'], forceNew: true });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    async close() {
      for (const s of sockets) s.disconnect();
      await server.close();
      await storage.cleanup();
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every payload of `event` the socket receives from now on. */
export function record(socket: Socket, event: string): unknown[] {
  const got: unknown[] = [];
  socket.on(event, (payload: unknown) => got.push(payload));
  return got;
}
