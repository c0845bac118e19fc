/**
 * A client process of the framing comparison (framing.ts): plain socket.io clients over websocket
 * with the parser under test, noting first and last arrival of each numbered depth push.
 */
import { createRequire } from 'node:module';
import { io as connect, type Socket } from 'socket.io-client';
import { preciseNow, type Arrival } from './plan';

export type FramingToClient =
  | { type: 'connect'; url: string; clients: number; msgpackDir?: string }
  | { type: 'report' }
  | { type: 'close' };
export type FramingFromClient =
  { type: 'connected'; clients: number } | { type: 'arrivals'; arrivals: Record<string, Arrival> };

const sockets: Socket[] = [];
const arrivals: Record<string, Arrival> = {};
const send = (message: FramingFromClient) => process.send?.(message);

process.on('message', (message: FramingToClient) => {
  if (message.type === 'connect') {
    const parser = message.msgpackDir
      ? (createRequire(`${message.msgpackDir}/`)('socket.io-msgpack-parser') as object)
      : undefined;
    void (async () => {
      for (let i = 0; i < message.clients; i += 50) {
        const batch = Array.from({ length: Math.min(50, message.clients - i) }, async () => {
          const socket = connect(message.url, {
            transports: ['websocket'],
            forceNew: true,
            reconnection: false,
            ...(parser ? { parser } : {}),
          });
          await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
          socket.on('market_depth', (push: { seq: number }) => {
            const at = preciseNow();
            const seen = arrivals[push.seq];
            if (!seen) arrivals[push.seq] = [at, at, 1];
            else {
              seen[0] = Math.min(seen[0], at);
              seen[1] = Math.max(seen[1], at);
              seen[2] += 1;
            }
          });
          sockets.push(socket);
        });
        await Promise.all(batch);
      }
      send({ type: 'connected', clients: sockets.length });
    })();
  } else if (message.type === 'report') send({ type: 'arrivals', arrivals });
  else {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
});
