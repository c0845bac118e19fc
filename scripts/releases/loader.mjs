// Loads a release's files by URL, as the host would: over HTTP, or, when the URL's origin is one of our
// local app ports and nothing answers there, from the folder that port serves (remotes/<name>/dist, or
// releases/<name>/<id>/ for a /releases/<id>/ path), so CI checks a composition without a running stack.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composePortOf, remotePorts } from '../remotes.mjs';
import { releasesRoot, repoRoot, shownPath } from './store.mjs';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Port -> remote for every local origin a remote is served on: `pnpm start` (30xx), docker-compose
 * (31xx, composePortOf) and the e2e stack (E2E_PORT_BASE, default 3500, + the offset from 3000).
 */
export function localPorts(e2eBase = Number(process.env.E2E_PORT_BASE ?? 3500)) {
  const ports = new Map();
  for (const [remote, port] of Object.entries(remotePorts)) {
    ports.set(port, remote);
    ports.set(composePortOf(remote), remote);
    ports.set(e2eBase + port - 3000, remote);
  }
  return ports;
}

/** The file a local URL maps to when nothing answers there, or undefined for another origin. */
export function localFileOf(url, { ports = localPorts(), root = repoRoot, releases = releasesRoot() } = {}) {
  const parsed = new URL(url);
  const remote = localHosts.has(parsed.hostname) ? ports.get(Number(parsed.port)) : undefined;
  if (!remote) return undefined;
  const rel = decodeURIComponent(parsed.pathname).replace(/^\/+/, '');
  if (rel.split('/').includes('..')) return undefined;
  const release = /^releases\/([^/]+)\/(.+)$/.exec(rel);
  return release
    ? path.join(releases, remote, release[1], release[2])
    : path.join(root, 'remotes', remote, 'dist', rel);
}

/** A fetch that failed before any answer (refused, reset, unknown host, timed out). */
const networkError = (error) =>
  error?.name === 'TypeError' || error?.name === 'TimeoutError' || error?.name === 'AbortError';

/**
 * @param {{ fetchImpl?: typeof fetch, timeoutMs?: number, local?: object }} [options] `local`: options of localFileOf
 * @returns {(url: string) => Promise<{ bytes: Buffer, from: string }>} rejects with a readable reason
 */
export function createLoader({ fetchImpl = fetch, timeoutMs = 5000, local } = {}) {
  return async (url) => {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return { bytes: Buffer.from(await response.arrayBuffer()), from: url };
    } catch (error) {
      if (!networkError(error)) throw error;
      const file = localFileOf(url, local);
      const cause = error.cause?.code ?? error.message;
      if (!file) throw new Error(`${url} could not be fetched (${cause})`);
      if (!existsSync(file))
        throw new Error(
          `nothing answers at ${new URL(url).origin} (${cause}) and ${shownPath(file)} does not exist`,
        );
      return { bytes: readFileSync(file), from: shownPath(file) };
    }
  };
}
