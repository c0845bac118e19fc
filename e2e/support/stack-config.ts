import path from 'node:path';

/**
 * e2e runs on its own ports so that a developer's `pnpm start` (3000-3006, 4000) can keep running;
 * E2E_PORT_BASE moves the whole stack (two suites side by side on one machine).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3500);
export const ports = { server: base + 1000, host: base, markets: base + 1, spot: base + 2 } as const;
/** The remotes that exist so far; the others are absent from remotes.json and show the unavailable panel. */
export const remotes = ['markets', 'spot'] as const;
export type RemoteApp = (typeof remotes)[number];
export type StaticApp = 'host' | RemoteApp;

export const repoRoot = path.resolve(__dirname, '..', '..');
export const stateDir = path.join(repoRoot, 'e2e', '.stack', String(base));
export const dataDir = path.join(stateDir, 'server-data');

export const stackUrls = {
  host: `http://localhost:${ports.host}`,
  server: `http://localhost:${ports.server}`,
  markets: `http://localhost:${ports.markets}`,
  spot: `http://localhost:${ports.spot}`,
};
