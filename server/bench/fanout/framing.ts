/**
 * Binary framing or not (issue 14 item 3), with FANOUT_FRAMING=1 and FANOUT_MSGPACK_DIR set to a
 * folder where `socket.io-msgpack-parser` is installed (it is not a dependency: it did not pay, see
 * the market README). A plain socket.io server per parser, FANOUT_CLIENTS clients in
 * FANOUT_PROCESSES processes using the same parser, a real 20-level depth push broadcast to all of
 * them 10 times a second: encoded size, server CPU, first-to-last spread per push.
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Server } from 'socket.io';
import type { MarketService } from '../../src/modules/market/service';
import { depthPush } from '../../src/modules/market/views';
import { DEPTH_LEVELS } from '../../src/modules/market/pushes';
import { emit, percentile, round } from '../support';
import { preciseNow, type Arrival } from './plan';
import type { FramingFromClient, FramingToClient } from './framing-clients';

const CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 2000);
const PROCESSES = Number(process.env.FANOUT_PROCESSES ?? 2);
const SECONDS = Number(process.env.FANOUT_SECONDS ?? 10);
const PUSH_EVERY_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Codec {
  name: 'json' | 'msgpack';
  parser?: object;
  size: (packet: unknown[]) => number;
}

export async function benchFraming(market: MarketService): Promise<void> {
  const dir = process.env.FANOUT_MSGPACK_DIR;
  if (!dir) {
    console.error('  framing: set FANOUT_MSGPACK_DIR to a folder with socket.io-msgpack-parser installed');
    return;
  }
  const load = createRequire(`${dir}/`);
  const notepack = load('notepack.io') as { encode: (value: unknown) => Buffer };
  const live = market.liveMarkets[0]!;
  const push = depthPush(live, DEPTH_LEVELS, Date.now());
  const codecs: Codec[] = [
    { name: 'json', size: (packet) => Buffer.byteLength(`2${JSON.stringify(packet)}`) },
    {
      name: 'msgpack',
      parser: load('socket.io-msgpack-parser') as object,
      size: (p) => notepack.encode({ type: 2, data: p, nsp: '/' }).length,
    },
  ];
  for (const codec of codecs) {
    emit('fanout', `framing_${codec.name}_depth_push_bytes`, codec.size(['market_depth', push]), 'B');
    const http = createServer();
    const io = new Server(http, {
      transports: ['websocket'],
      ...(codec.parser ? { parser: codec.parser } : {}),
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = http.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const children = Array.from({ length: PROCESSES }, () =>
      fork(fileURLToPath(new URL('./framing-clients.ts', import.meta.url)), [], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    const ask = (child: (typeof children)[number], message: FramingToClient) =>
      new Promise<FramingFromClient>((resolve) => {
        child.once('message', resolve);
        child.send(message);
      });
    const per = Math.ceil(CLIENTS / PROCESSES);
    await Promise.all(
      children.map((child, i) =>
        ask(child, {
          type: 'connect',
          url,
          clients: Math.min(per, CLIENTS - i * per),
          msgpackDir: codec.parser ? dir : undefined,
        }),
      ),
    );
    await sleep(1000);
    const cpu = process.cpuUsage();
    const started = preciseNow();
    const sent = new Map<number, number>();
    for (let seq = 1; seq <= (SECONDS * 1000) / PUSH_EVERY_MS; seq += 1) {
      sent.set(seq, preciseNow());
      io.emit('market_depth', { ...push, seq });
      await sleep(PUSH_EVERY_MS);
    }
    await sleep(1000);
    const busy = process.cpuUsage(cpu);
    const wall = preciseNow() - started;
    const reports = await Promise.all(children.map((child) => ask(child, { type: 'report' })));
    const merged = new Map<string, Arrival>();
    for (const r of reports)
      if (r.type === 'arrivals')
        for (const [seq, [first, last, count]] of Object.entries(r.arrivals)) {
          const seen = merged.get(seq);
          merged.set(
            seq,
            seen
              ? [Math.min(seen[0], first), Math.max(seen[1], last), seen[2] + count]
              : [first, last, count],
          );
        }
    const spreads = [...merged.values()]
      .filter(([, , n]) => n === CLIENTS)
      .map(([first, last]) => last - first);
    const emitToLast = [...merged.entries()]
      .filter(([, [, , n]]) => n === CLIENTS)
      .map(([seq, [, last]]) => last - sent.get(Number(seq))!);
    spreads.sort((a, b) => a - b);
    emitToLast.sort((a, b) => a - b);
    const name = `framing_${codec.name}`;
    if (spreads.length > 0) {
      emit('fanout', `${name}_spread_p50`, round(percentile(spreads, 0.5)), 'ms');
      emit('fanout', `${name}_spread_p99`, round(percentile(spreads, 0.99)), 'ms');
      emit('fanout', `${name}_emit_to_last_p99`, round(percentile(emitToLast, 0.99)), 'ms');
    }
    emit(
      'fanout',
      `${name}_server_cpu`,
      Math.round(((busy.user + busy.system) / 1000 / wall) * 100),
      '% of a core',
    );
    console.error(
      `  framing ${codec.name}: ${spreads.length} of ${sent.size} pushes reached all ${CLIENTS} clients`,
    );
    for (const child of children) child.send({ type: 'close' } satisfies FramingToClient);
    await new Promise<void>((resolve) => io.close(() => resolve()));
  }
}

