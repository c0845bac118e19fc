/**
 * A lean loopback load generator for calls whose request differs each time (orders, cancels): N
 * keep-alive connections, each sending one request at a time, built by `next`, and handing the
 * answer's body back to it, so a connection can cancel the orders it placed.
 */
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { LoadResult } from './load';

export interface PostLoadOptions {
  port: number;
  connections: number;
  durationMs: number;
  /** The next request of connection `worker`: path, form-encoded body and extra headers. */
  next(worker: number): { path: string; body: string; headers?: Record<string, string> };
  /** Sees every answer (status, body) of connection `worker`. */
  answered?(worker: number, status: number, body: string): void;
}

const HEADER_END = Buffer.from('\r\n\r\n');

function answers(socket: Socket): () => Promise<{ status: number; body: string }> {
  let buffered: Buffer = Buffer.alloc(0);
  let waiting: ((answer: { status: number; body: string }) => void) | undefined;
  const tryParse = () => {
    if (!waiting) return;
    const end = buffered.indexOf(HEADER_END);
    if (end < 0) return;
    const head = buffered.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    const total = end + HEADER_END.length + length;
    if (buffered.length < total) return;
    const body = buffered.subarray(end + HEADER_END.length, total).toString('utf8');
    buffered = buffered.subarray(total);
    const resolve = waiting;
    waiting = undefined;
    resolve({ status, body });
  };
  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    tryParse();
  });
  return () =>
    new Promise((resolve) => {
      waiting = resolve;
      tryParse();
    });
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
      options.answered?.(index, answer.status, answer.body);
    }
    socket.destroy();
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  const seconds = (performance.now() - started) / 1000;
  return { requests: latencies.length, seconds, latencies: Float64Array.from(latencies).sort(), statuses };
}
