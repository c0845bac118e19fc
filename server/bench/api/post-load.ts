/**
 * A lean loopback load generator for calls whose request differs each time (orders, cancels): N
 * keep-alive connections, each sending one request at a time, built by `next`, and handing the
 * answer's body back to it, so a connection can cancel the orders it placed.
 */
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { answers, type LoadResult } from './load';

export interface PostLoadOptions {
  port: number;
  connections: number;
  durationMs: number;
  /** The next request of connection `worker`: path, form-encoded body and extra headers. */
  next(worker: number): { path: string; body: string; headers?: Record<string, string> };
  /** Sees every answer (status, body) of connection `worker`. */
  answered?(worker: number, status: number, body: string): void;
}

export async function runPostLoad(options: PostLoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  // Every connection is open before the clock starts, as a trading client's keep-alive one is: the
  // run measures requests, not connection set-up.
  const sockets = await Promise.all(
    Array.from({ length: options.connections }, async () => {
      const socket = connect(options.port, '127.0.0.1');
      socket.setNoDelay(true);
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      return socket;
    }),
  );
  const started = performance.now();
  const deadline = started + options.durationMs;
  const worker = async (index: number) => {
    const socket = sockets[index]!;
    const next = answers(socket);
    while (performance.now() < deadline) {
      const { path, body, headers = {} } = options.next(index);
      const extra = Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      const t0 = performance.now();
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `${extra}\r\n${body}`,
      );
      const answer = await next();
      latencies.push(performance.now() - t0);
      if (process.env.API_BENCH_SLOW && performance.now() - t0 > 1000)
        console.error(
          `slow ${(performance.now() - t0).toFixed(0)} ms at ${(t0 - started).toFixed(0)} ${path}`,
        );
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      options.answered?.(index, answer.status, answer.body.toString('utf8'));
    }
    socket.destroy();
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  const seconds = (performance.now() - started) / 1000;
  return { requests: latencies.length, seconds, latencies: Float64Array.from(latencies).sort(), statuses };
}
