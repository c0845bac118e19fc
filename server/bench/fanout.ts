/**
 * Socket fan-out at load (issue 14 item 3): `pnpm bench:fanout` (root) prints JSON lines
 * {"bench":"fanout","metric","value","unit"}; details go to stderr.
 *
 * The whole server runs in this process (every module but the market module's HTTP routes, which
 * fan-out does not use; the market makers trade at the production pace). FANOUT_CLIENTS real
 * socket.io clients (2,000) over websocket run in FANOUT_PROCESSES child processes (2), so this
 * process only serves. Each client watches one pair's depth (round robin over the live pairs);
 * one in ten also the board, one in ten its pair's trades, one in twenty home's latest trades. One in
 * forty is a spec §7 client instead: it emits `login` and never subscribes, so it gets every pair's
 * market pushes (room `spec_client`); its figures and the subscribers' are reported apart.
 *
 * Two phases on the same clients, FANOUT_SECONDS (10) each after a warm-up:
 * - `every_socket`: the former fan-out (match_trade per engine command, daymarket and transaction to
 *   every socket; the bench-only `everySocket` option of startMarketPushes);
 * - `rooms`: the served fan-out (each push only to its topics' rooms, coalesced).
 * Figures: events per socket per second, deliveries per second, the first-to-last spread of each
 * depth push over all its subscribers (and emit-to-last), server CPU, memory per connected client.
 * FANOUT_FRAMING=1 adds the JSON vs msgpack framing comparison (bench/fanout/framing.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MarketEvent } from '@exchange/protocol';
import { buildServer } from '../src/app';
import { modules } from '../src/modules';
import { marketModule } from '../src/modules/market/routes';
import { startMarketPushes } from '../src/modules/market/pushes';
import type { Realtime } from '../src/realtime/realtime';
import { testStorage } from '../src/testing/test-db';
import { benchConfig, emit, round } from './support';
import { clientTopics, preciseNow, type FromClient, type PhaseStats, type ToClient } from './fanout/plan';
import { summarize, type PhaseSummary } from './fanout/summary';

const CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 2000);
const PROCESSES = Number(process.env.FANOUT_PROCESSES ?? 2);
const SECONDS = Number(process.env.FANOUT_SECONDS ?? 10);
const WARMUP_MS = 2000;
const BENCH = 'fanout';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const gc = () => (globalThis as { gc?: () => void }).gc?.();
/** Lets start-up work finish and collects garbage, so memory figures compare like with like. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await sleep(700);
    gc();
  }
}

class ClientProcess {
  private readonly child: ChildProcess;
  private waiting: Array<(message: FromClient) => void> = [];

  constructor() {
    this.child = fork(fileURLToPath(new URL('./fanout/clients.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: FromClient) => this.waiting.shift()?.(message));
  }

  ask(message: ToClient): Promise<FromClient> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.child.send(message);
    });
  }

  tell(message: ToClient): void {
    this.child.send(message);
  }
}

async function main(): Promise<void> {
  const storage = testStorage();
  const server = await buildServer(benchConfig(storage), {
    quiet: true,
    modules: modules.filter((m) => m !== marketModule),
    market: {
      bots: { seed: 424242, tickMs: [250, 500] },
      history: { days: 2, hourDays: 1, minuteHours: 2, seed: 20260101 },
    },
  });
  const children: ClientProcess[] = [];
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await server.ctx.markets.flush();
    const pairs = server.ctx.markets.liveMarkets.map((m) => m.pair.symbol);
    console.error(
      `fanout bench: ${CLIENTS} clients in ${PROCESSES} processes, ${pairs.length} pairs, ${SECONDS} s per phase`,
    );

    await settle();
    const before = process.memoryUsage();
    for (let i = 0; i < PROCESSES; i += 1) children.push(new ClientProcess());
    const per = Math.ceil(CLIENTS / PROCESSES);
    const connected = await Promise.all(
      children.map((child, i) =>
        child.ask({ type: 'connect', url, from: i * per, to: Math.min(CLIENTS, (i + 1) * per), pairs }),
      ),
    );
    const failed = connected.reduce((n, m) => n + (m.type === 'connected' ? m.failed : 0), 0);
    const clients = connected.reduce((n, m) => n + (m.type === 'connected' ? m.clients : 0), 0);
    console.error(`  connected ${clients}, failed ${failed}`);
    await settle();
    const after = process.memoryUsage();
    emit(BENCH, 'clients', clients, 'count');
    emit(BENCH, 'memory_per_client_rss', round((after.rss - before.rss) / clients / 1024, 1), 'KB');
    emit(
      BENCH,
      'memory_per_client_heap',
      round((after.heapUsed - before.heapUsed) / clients / 1024, 1),
      'KB',
    );

    // Receivers of each pair's depth: its subscribers, and every spec client.
    const subscribers = new Map<string, number>();
    let specClients = 0;
    for (let i = 0; i < CLIENTS; i += 1) {
      const first = clientTopics(i, pairs)[0];
      if (!first) specClients += 1;
      else if ('pair' in first) subscribers.set(first.pair, (subscribers.get(first.pair) ?? 0) + 1);
    }
    for (const pair of pairs) subscribers.set(pair, (subscribers.get(pair) ?? 0) + specClients);
    emit(BENCH, 'spec_clients', specClients, 'count');
    const results: Record<string, PhaseSummary> = {};
    // The served fan-out first: the former one can starve the clients into missing pings.
    for (const phase of ['rooms', 'every_socket'] as const) {
      const emitted = new Map<string, number>();
      const stop = startMarketPushes(server.ctx.markets, timed(server.ctx.realtime, emitted), Date.now, {
        everySocket: phase === 'every_socket',
      });
      await sleep(WARMUP_MS);
      emitted.clear();
      const cpu = process.cpuUsage();
      const started = preciseNow();
      for (const child of children) child.tell({ type: 'measure' });
      await sleep(SECONDS * 1000);
      const reports = await Promise.all(children.map((child) => child.ask({ type: 'report' })));
      const busy = process.cpuUsage(cpu);
      const wall = preciseNow() - started;
      stop();
      await sleep(500);
      const stats = reports.flatMap((r) => (r.type === 'stats' ? [r.stats] : [])) as PhaseStats[];
      const summary = summarize(stats, subscribers, emitted);
      summary.serverCpuPct = ((busy.user + busy.system) / 1000 / wall) * 100;
      summary.connected = stats.reduce((n, s) => n + s.connected, 0);
      results[phase] = summary;
      report(phase, summary);
    }
    const old = results.every_socket!;
    const now = results.rooms!;
    emit(
      BENCH,
      'events_per_socket_every_socket_vs_rooms',
      round(old.eventsPerSocket / now.eventsPerSocket, 1),
      'x',
    );
    emit(
      BENCH,
      'depth_only_events_per_depth_push_every_socket_vs_rooms',
      round(old.depthOnlyEventsPerDepthPush / now.depthOnlyEventsPerDepthPush, 1),
      'x',
    );
    emit(
      BENCH,
      'depth_only_events_per_socket_every_socket_vs_rooms',
      round(old.depthOnlyEventsPerSocket / now.depthOnlyEventsPerSocket, 1),
      'x',
    );
    if (process.env.FANOUT_FRAMING === '1') {
      for (const child of children) child.tell({ type: 'close' });
      children.length = 0;
      const { benchFraming } = await import('./fanout/framing');
      await benchFraming(server.ctx.markets);
    }
  } finally {
    for (const child of children) child.tell({ type: 'close' });
    await server.close();
    await storage.cleanup();
  }
}

/** The server's Realtime, noting when each depth push leaves (for emit-to-last). */
function timed(realtime: Realtime, emitted: Map<string, number>): Realtime {
  return {
    ...realtime,
    toRooms(names, event, payload) {
      if (event === MarketEvent.depth) {
        const { symbol, seq } = payload as { symbol: string; seq: number };
        emitted.set(`${symbol}|${seq}`, preciseNow());
      }
      realtime.toRooms(names, event, payload);
    },
  };
}

function report(phase: string, s: PhaseSummary): void {
  emit(BENCH, `${phase}_events_per_socket_per_s`, round(s.eventsPerSocket, 2), 'events/s');
  emit(
    BENCH,
    `${phase}_depth_only_events_per_socket_per_s`,
    round(s.depthOnlyEventsPerSocket, 2),
    'events/s',
  );
  emit(BENCH, `${phase}_depth_only_events_per_depth_push`, round(s.depthOnlyEventsPerDepthPush, 2), 'events');
  emit(BENCH, `${phase}_deliveries_per_s`, Math.round(s.deliveriesPerSecond), 'messages/s');
  emit(BENCH, `${phase}_spec_client_events_per_socket_per_s`, round(s.specEventsPerSocket, 2), 'events/s');
  emit(
    BENCH,
    `${phase}_subscriber_events_per_socket_per_s`,
    round(s.subscriberEventsPerSocket, 2),
    'events/s',
  );
  emit(BENCH, `${phase}_depth_spread_p50`, round(s.spreadP50, 1), 'ms');
  emit(BENCH, `${phase}_depth_spread_p99`, round(s.spreadP99, 1), 'ms');
  emit(BENCH, `${phase}_depth_emit_to_last_p99`, round(s.emitToLastP99, 1), 'ms');
  emit(BENCH, `${phase}_server_cpu`, Math.round(s.serverCpuPct), '% of a core');
  emit(BENCH, `${phase}_clients_connected_at_end`, s.connected, 'count');
  console.error(
    `  ${phase}: ${s.depthPushes} depth pushes complete of ${s.depthPushesSeen}, max spread ${round(s.spreadMax, 1)} ms, events ${JSON.stringify(s.events)}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
