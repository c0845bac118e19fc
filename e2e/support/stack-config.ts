import path from 'node:path';

/** e2e runs on its own ports so that a developer's `pnpm start` (3000-3006, 4000) can keep running. */
export const ports = { server: 4500, host: 3500, markets: 3501, spot: 3502 } as const;
/** The remotes that exist so far; the others are absent from remotes.json and show the unavailable panel. */
export const remotes = ['markets', 'spot'] as const;
export type RemoteApp = (typeof remotes)[number];
export type StaticApp = 'host' | RemoteApp;

export const repoRoot = path.resolve(__dirname, '..', '..');
export const stateDir = path.join(repoRoot, 'e2e', '.stack');
export const dataDir = path.join(stateDir, 'server-data');

export const stackUrls = {
  host: `http://localhost:${ports.host}`,
  server: `http://localhost:${ports.server}`,
  markets: `http://localhost:${ports.markets}`,
  spot: `http://localhost:${ports.spot}`,
};
