/**
 * One client process of `bench:fanout`: real socket.io clients over websocket, each subscribed to
 * its plan's topics, counting what they receive while the parent measures. Run by fanout.ts (fork).
 */
import { io as connect, type Socket } from 'socket.io-client';
import {
  clientClass,
  clientTopics,
  preciseNow,
  type Arrival,
  type ClientClass,
  type FromClient,
  type PhaseStats,
  type ToClient,
} from './plan';

const CONNECT_BATCH = 50;
const sockets: Socket[] = [];
const kinds: ClientClass[] = [];
let measuring = false;
let started = 0;
let stats: PhaseStats = emptyStats();

function emptyStats(): PhaseStats {
  const cls = () => ({ events: 0, depth: 0, clients: 0 });
  return {
    events: {},
    byClass: { depth: cls(), board: cls(), trades: cls(), latest: cls(), spec: cls() },
    arrivals: {},
    seconds: 0,
    connected: 0,
  };
}

const send = (message: FromClient) => process.send?.(message);

function listen(socket: Socket, kind: ClientClass): void {
  socket.onAny((event: string, payload: unknown) => {
    if (!measuring) return;
    const at = preciseNow();
    stats.events[event] = (stats.events[event] ?? 0) + 1;
    stats.byClass[kind].events += 1;
    if (event !== 'market_depth') return;
    stats.byClass[kind].depth += 1;
    const { symbol, seq } = payload as { symbol: string; seq: number };
    const key = `${symbol}|${seq}`;
    const seen: Arrival | undefined = stats.arrivals[key];
    if (!seen) stats.arrivals[key] = [at, at, 1];
    else {
      if (at < seen[0]) seen[0] = at;
      if (at > seen[1]) seen[1] = at;
      seen[2] += 1;
    }
  });
}

async function open(url: string, index: number, pairs: string[]): Promise<boolean> {
  const socket = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  const ok = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  });
  if (!ok) return false;
  const kind = clientClass(index);
  sockets.push(socket);
  kinds.push(kind);
  listen(socket, kind);
  if (kind === 'spec') {
    // All a spec §7 client says (the token is not checked here: public pushes need no login).
    socket.emit('login', { token: 'spec-client' });
    return true;
  }
  const answer = (await socket
    .timeout(30_000)
    .emitWithAck('subscribe', { topics: clientTopics(index, pairs) })) as {
    type: string;
  };
  return answer.type === 'ok';
}

process.on('message', (message: ToClient) => {
  switch (message.type) {
    case 'connect':
      void (async () => {
        let failed = 0;
        for (let from = message.from; from < message.to; from += CONNECT_BATCH) {
          const batch = [];
          for (let i = from; i < Math.min(message.to, from + CONNECT_BATCH); i += 1)
            batch.push(open(message.url, i, message.pairs).catch(() => false));
          failed += (await Promise.all(batch)).filter((ok) => !ok).length;
        }
        send({ type: 'connected', clients: sockets.length, failed });
      })();
      break;
    case 'measure': {
      stats = emptyStats();
      for (const kind of kinds) stats.byClass[kind].clients += 1;
      measuring = true;
      started = preciseNow();
      break;
    }
    case 'report':
      measuring = false;
      stats.seconds = (preciseNow() - started) / 1000;
      stats.connected = sockets.filter((socket) => socket.connected).length;
      send({ type: 'stats', stats });
      break;
    case 'close':
      for (const socket of sockets) socket.disconnect();
      process.exit(0);
  }
});
