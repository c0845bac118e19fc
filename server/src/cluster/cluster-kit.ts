import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Endpoint } from '@exchange/protocol';

/** Helpers of the scaled-topology test: real server processes (`node --import tsx src/main.ts`). */

const serverDir = resolve(__dirname, '../..');

export interface NodeProcess {
  name: string;
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Resolves when the process has exited (after a kill, before looking at `child.signalCode`). */
  exited: Promise<void>;
  /** The last lines the process wrote (shown when a test fails). */
  output(): string;
  /** SIGTERM and wait for the exit (a clean shutdown); a killed process resolves at once. */
  stop(): Promise<void>;
}

/**
 * Starts one server process with `env` on a free port and resolves once it listens. A `node` child
 * of our own (no tsx wrapper process), so SIGKILL kills the server itself.
 */
export function startNode(name: string, env: Record<string, string>): Promise<NodeProcess> {
  return launch(name, env).listening;
}

/**
 * Starts an engine for a partition another engine owns: resolves once it says it waits as the
 * standby, with `listening`, which resolves once it has taken the partition over and listens.
 */
export async function startStandby(
  name: string,
  env: Record<string, string>,
): Promise<{ listening: Promise<NodeProcess>; child: ChildProcess; output(): string }> {
  const node = launch(name, env);
  node.listening.catch(() => undefined); // a failed start rejects `waiting` below as well
  await node.waiting(/standby for partition/);
  return node;
}

function launch(name: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), `exchange-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ID: name, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const output = () => log;
  /** Resolves with the first match of `pattern` in the output; rejects if the process exits first. */
  const waiting = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolveMatch, reject) => {
      const look = () => {
        const match = pattern.exec(log);
        if (!match) return false;
        child.stdout?.off('data', look);
        child.stderr?.off('data', look);
        resolveMatch(match);
        return true;
      };
      if (look()) return;
      child.stdout?.on('data', look);
      child.stderr?.on('data', look);
      child.once('exit', (code) =>
        reject(new Error(`${name} exited (${String(code)}) before ${pattern}:\n${log}`)),
      );
    });
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const listening = waiting(/listening on (http:\/\/[^\s]+)/).then(([, url]): NodeProcess => ({
    name,
    url: url!,
    dataDir,
    child,
    exited,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  }));
  return { child, output, waiting, listening };
}

/** The last code the node's outbox holds for `to` (the node that sent it writes it). */
export function lastCode(node: NodeProcess, to: string): string {
  const lines = readFileSync(join(node.dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
  const found = lines
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .reverse()
    .find((m) => m.to === to);
  if (!found) throw new Error(`no code for ${to} in ${node.name}'s outbox`);
  return found.code;
}

export interface Answer {
  status: number;
  type: unknown;
  message: unknown;
}

/** A call the way the client sends it: form-encoded POST (GET: query string), optional token and headers. */
export async function call(
  node: NodeProcess,
  endpoint: Endpoint,
  input: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]));
  const post = endpoint.methods.includes('POST');
  const response = await fetch(`${node.url}${endpoint.path}${post ? '' : `?${form.toString()}`}`, {
    method: post ? 'POST' : 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(post ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    body: post ? form.toString() : undefined,
  });
  const body = (await response.json()) as { type: unknown; message: unknown };
  return { status: response.status, type: body.type, message: body.message };
}
