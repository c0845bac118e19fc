import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { serverRoot } from '../paths';
import type { TestStorage } from '../testing/test-db';

/**
 * The real server as a child process (`tsx src/main.ts`), the way production runs it, so that a
 * test can SIGKILL it and start it again on the same storage.
 */
export interface ChildServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** Ends it with SIGKILL (no shutdown hook runs) and waits for the exit. */
  kill(): Promise<void>;
  /** Ends it with SIGTERM (graceful shutdown) and waits for the exit. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `tsx src/main.ts` on `storage` (the same storage again after a kill) and waits until it
 * listens; `env` adds to or overrides the test environment (e.g. MARKET_BOTS: '1').
 */
export async function startChildServer(
  storage: TestStorage,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const root = serverRoot();
  // `node --import tsx` (not the tsx CLI, which runs the server in a grandchild) so that the
  // signal reaches the server process itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl
        ? { DATABASE_URL: storage.databaseUrl, DATABASE_SCHEMA: storage.databaseSchema }
        : {}),
      DEMO_FUNDS: '1',
      RATE_LIMITS: '0',
      MARKET_BOTS: '0',
      KYC_AUTO_APPROVE_SECONDS: '0',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
