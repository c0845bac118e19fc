/**
 * Nested bodies beside ordinary traffic (issue 22 item 1): `/api/env.json` latency from 2 keep-alive
 * connections alone, then while 8 clients (a worker thread) send 7 KB JSON bodies to anonymous calls:
 * - `flat`: one object of short fields, the ordinary body of that size (the yardstick);
 * - `deep`: nested ~1,150 levels (the probe's bodies, refused as request.tooDeep before parsing);
 * - `at_limit`: nested 32 levels, the deepest accepted, then widened to the same 7 KB (parsed and
 *   walked to the end, then refused by the call's validation).
 * Before issue 22 the deep bodies took the validation's walk quadratic time (the probe: p50 from 1 ms
 * to 722 ms). The goal: p50 under nested load within 2x of the p50 alone.
 */
import { envJson, login, newsList } from '@exchange/protocol';
import { buildServer } from '../../src/app';
import { bodyLimits } from '../../src/http/body-limits';
import { testStorage } from '../../src/testing/test-db';
import { benchConfig, emit, percentile, round } from '../support';
import { Worker } from 'node:worker_threads';
import { runLoad, type LoadResult } from './load';

const READERS = 2;
const SENDERS = 8;
const BODY_BYTES = 7 * 1024;
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 6);

/** `{"a":{"a":…"x"…}}` of about `bytes`, nested as deep as that takes. */
const deepBody = (bytes: number): string => {
  const depth = Math.floor(bytes / 6);
  return `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
};

/** Nested `depth` levels, the innermost object padded with fields up to about `bytes`. */
const wideBody = (depth: number, bytes: number): string => {
  const fields: string[] = [];
  for (let i = 0, size = 0; size < bytes - depth * 7; i++) {
    const field = `"f${i}":"${'v'.repeat(20)}"`;
    fields.push(field);
    size += field.length + 1;
  }
  return `${'{"a":'.repeat(depth - 1)}{${fields.join(',')}}${'}'.repeat(depth - 1)}`;
};

export async function benchNestedBodies(): Promise<void> {
  const storage = testStorage();
  const server = await buildServer(benchConfig(storage), {
    quiet: true,
    market: { bots: false, history: { days: 2, hourDays: 1, minuteHours: 1, seed: 1 } },
  });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await server.ctx.markets.flush();
    const bodies = {
      flat: wideBody(1, BODY_BYTES),
      deep: deepBody(BODY_BYTES),
      at_limit: wideBody(bodyLimits.maxDepth, BODY_BYTES),
    };
    console.error(
      `api bench nested bodies: ${READERS} env.json readers, ${SENDERS} senders, ${SECONDS} s per run, ` +
        `bodies flat ${bodies.flat.length}, deep ${bodies.deep.length}, at_limit ${bodies.at_limit.length} bytes`,
    );
    const envPath = `${envJson.path}?_timespan=1`;
    const read = (durationMs: number) => runLoad({ port, path: envPath, connections: READERS, durationMs });
    await read(1000);

    const alone = await read(SECONDS * 1000);
    report('alone', alone);
    const paths = [login.path, newsList.path];
    const loadedP50 = new Map<string, number>();
    for (const [name, body] of Object.entries(bodies)) {
      const senders = send({ port, paths, body, durationMs: SECONDS * 1000 + 500 });
      const loaded = await read(SECONDS * 1000);
      const sent = await senders;
      report(`with_${name}`, loaded);
      emit('api', `nested_bodies_${name}_sent_rps`, Math.round(sent.requests / sent.seconds), 'req/s');
      console.error(
        `  ${name} senders: ${sent.requests} requests, statuses ${JSON.stringify(sent.statuses)}`,
      );
      emit('api', `nested_bodies_env_p50_with_${name}_vs_alone`, round(p50(loaded) / p50(alone), 2), 'x');
      loadedP50.set(name, p50(loaded));
    }
    // The goal's measure: what nested bodies cost beside ordinary ones of the same size and rate.
    for (const name of ['deep', 'at_limit'])
      emit(
        'api',
        `nested_bodies_env_p50_with_${name}_vs_with_flat`,
        round(loadedP50.get(name)! / loadedP50.get('flat')!, 2),
        'x',
      );
  } finally {
    await server.close();
    await storage.cleanup();
  }
}

/**
 * SENDERS clients posting `body` as JSON one request at a time each, for `durationMs`, on a worker
 * thread (their own cost stays off the server's loop). node's http client, because the server closes
 * the connection after a body it refuses while parsing (fastify does for every parser error): the
 * agent opens a new one, as a real client would.
 */
function send(options: { port: number; paths: string[]; body: string; durationMs: number }) {
  const worker = new Worker(SENDER_SOURCE, { eval: true, workerData: { ...options, senders: SENDERS } });
  return new Promise<{ requests: number; seconds: number; statuses: Array<[number, number]> }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
}

const SENDER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const { port, paths, body, durationMs, senders } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: senders });
const statuses = new Map();
let requests = 0;
const started = performance.now();
const deadline = started + durationMs;
const post = (path) => new Promise((resolve, reject) => {
  const req = request({ agent, host: '127.0.0.1', port, path, method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
    (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); });
  req.on('error', reject);
  req.end(body);
});
const worker = async (index) => {
  while (performance.now() < deadline) {
    const status = await post(paths[index % paths.length]);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    requests++;
  }
};
Promise.all(Array.from({ length: senders }, (_, i) => worker(i))).then(() => {
  agent.destroy();
  parentPort.postMessage({ requests, seconds: (performance.now() - started) / 1000, statuses: [...statuses] });
});
`;

const p50 = (r: LoadResult) => percentile(r.latencies, 0.5);

function report(name: string, r: LoadResult): void {
  emit('api', `nested_bodies_env_${name}_p50_ms`, round(p50(r), 3), 'ms');
  emit('api', `nested_bodies_env_${name}_p99_ms`, round(percentile(r.latencies, 0.99), 3), 'ms');
  console.error(`  env.json ${name}: ${r.requests} requests, statuses ${JSON.stringify([...r.statuses])}`);
}
