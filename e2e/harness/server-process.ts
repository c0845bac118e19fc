import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '..', '..', 'server');

export interface ServerProcess {
  url: string;
  port: number;
  /** What the server printed (shown when something fails). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real server as its own process (`server/src/main.ts`, as `pnpm --filter @exchange/server start`
 * runs it): embedded PGlite in a fresh temp folder, a free port, market makers on so every book moves,
 * and env.json publishing `socketPort` (the harness's relay) as socket_io_port.
 */
export async function startServerProcess(options: {
  socketPort: number;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fault-harness-'));
  // The server compiles with its own tsconfig, not the harness's.
  const { TSX_TSCONFIG_PATH: _harnessTsconfig, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...inherited,
      NODE_ENV: 'test', // the short back-filled history
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MARKET_BOTS: '1',
      SOCKET_IO_PUBLIC_PORT: String(options.socketPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const timeoutMs = options.timeoutMs ?? 180_000;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output.slice(-2000)}`)),
      timeoutMs,
    );
    const check = () => {
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output.slice(-2000)}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  return { url: `http://127.0.0.1:${port}`, port, output: () => output, stop };
}

/**
 * A server started by hand (for working on the harness without paying the start-up each run):
 * FAULT_SERVER_PORT=<its port> FAULT_RELAY_PORT=<its SOCKET_IO_PUBLIC_PORT>.
 */
export function attachedServer(): (ServerProcess & { relayPort: number }) | undefined {
  const port = Number(process.env.FAULT_SERVER_PORT ?? 0);
  const relayPort = Number(process.env.FAULT_RELAY_PORT ?? 0);
  if (!port || !relayPort) return undefined;
  return { url: `http://127.0.0.1:${port}`, port, relayPort, output: () => '', stop: async () => undefined };
}
