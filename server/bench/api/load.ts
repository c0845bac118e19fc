/**
 * A lean HTTP/1.1 load generator for loopback benches: N keep-alive connections, each sending one
 * request at a time and reading the answer by its Content-Length, so the client costs little next to
 * the server it measures (both share the process).
 */
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  seconds: number;
  /** Latencies in ms, ascending. */
  latencies: Float64Array;
  statuses: Map<number, number>;
}

export interface LoadOptions {
  port: number;
  path: string;
  connections: number;
  durationMs: number;
  headers?: Record<string, string>;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Reads one answer after another from a keep-alive socket by its Content-Length; resolves each with
 * its status and its body's bytes (undecoded: most benches only count statuses).
 */
export function answers(socket: Socket): () => Promise<{ status: number; body: Buffer }> {
  let buffered: Buffer = Buffer.alloc(0);
  let waiting: ((answer: { status: number; body: Buffer }) => void) | undefined;
  const tryParse = () => {
    if (!waiting) return;
    const end = buffered.indexOf(HEADER_END);
    if (end < 0) return;
    const head = buffered.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = status === 304 ? 0 : Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    const total = end + HEADER_END.length + length;
    if (buffered.length < total) return;
    const body = buffered.subarray(end + HEADER_END.length, total);
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

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const extra = Object.entries(options.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const request = Buffer.from(
    `GET ${options.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n${extra}\r\n`,
  );
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const deadline = started + options.durationMs;
  const worker = async () => {
    const socket = connect(options.port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const next = answers(socket);
    while (performance.now() < deadline) {
      const t0 = performance.now();
      socket.write(request);
      const { status } = await next();
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    socket.destroy();
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    seconds,
    latencies: Float64Array.from(latencies).sort(),
    statuses,
  };
}
