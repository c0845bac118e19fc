import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stateDir } from './stack-config';

/** Every process the stack starts is recorded by name, so specs can stop one and teardown stops all. */
const pidFile = path.join(stateDir, 'pids.json');

function readPids(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(pidFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

function writePids(pids: Record<string, number>): void {
  fs.mkdirSync(stateDir, { recursive: true });
  fs.writeFileSync(pidFile, JSON.stringify(pids, null, 2));
}

export function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): number {
  fs.mkdirSync(stateDir, { recursive: true });
  const log = fs.openSync(path.join(stateDir, `${name}.log`), 'a');
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  if (child.pid === undefined) throw new Error(`could not start ${name}`);
  writePids({ ...readPids(), [name]: child.pid });
  return child.pid;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the process group, then SIGKILL if it is still there after `graceMs`. */
export async function stopProcess(name: string, graceMs = 5000): Promise<void> {
  const pids = readPids();
  const pid = pids[name];
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  const until = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  delete pids[name];
  writePids(pids);
}

export async function stopAll(): Promise<void> {
  for (const name of Object.keys(readPids())) await stopProcess(name);
}

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}
