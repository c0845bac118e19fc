import fs from 'node:fs';
import path from 'node:path';

/**
 * e2e runs on its own ports so that a developer's `pnpm start` (3000-3006, 4000) can keep running;
 * E2E_PORT_BASE moves the whole stack (two suites side by side on one machine).
 *
 * The remotes are those of `host/public/remotes.json` (what `pnpm start` serves; `pnpm new:remote`
 * adds a remote there), each at the same offset from the base as its development port from 3000.
 * Remotes not created yet are absent there and show the unavailable panel.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3500);
export const repoRoot = path.resolve(__dirname, '..', '..');

// Keys starting with `$` (e.g. `$environment`) are the file's settings, not remotes.
const developmentRemotes = Object.fromEntries(
  Object.entries(
    JSON.parse(fs.readFileSync(path.join(repoRoot, 'host', 'public', 'remotes.json'), 'utf8')) as Record<
      string,
      { entry: string }
    >,
  ).filter(([name]) => !name.startsWith('$')),
);

export type RemoteApp = string;
export type StaticApp = 'host' | RemoteApp;

export const remotes: readonly RemoteApp[] = Object.keys(developmentRemotes);

const remotePorts = Object.fromEntries(
  Object.entries(developmentRemotes).map(([name, { entry }]) => [
    name,
    base + Number(new URL(entry).port) - 3000,
  ]),
);
export const ports: Readonly<Record<string, number>> = {
  server: base + 1000,
  host: base,
  ...remotePorts,
};

export const stateDir = path.join(repoRoot, 'e2e', '.stack', String(base));
export const dataDir = path.join(stateDir, 'server-data');
/** The e2e environment file (`RELEASE_ENVIRONMENTS=e2e=<it>`): the host serves it as /remotes.json. */
export const e2eRemotesJson = path.join(stateDir, 'remotes.json');
/**
 * Kept releases (`pnpm release`), served by each remote at /releases/<id>/: RELEASES_DIR, else the stack's own
 * folder (emptied with the rest of the state at each run), so the releases the specs make never land among
 * a developer's kept releases in <repo>/releases.
 */
export const releasesDir = process.env.RELEASES_DIR
  ? path.resolve(repoRoot, process.env.RELEASES_DIR)
  : path.join(stateDir, 'releases');

const urlOf = (port: number) => `http://localhost:${port}`;
export const stackUrls: Readonly<Record<string, string>> & { host: string; server: string } = {
  ...Object.fromEntries(Object.entries(ports).map(([app, port]) => [app, urlOf(port)])),
  host: urlOf(base),
  server: urlOf(base + 1000),
};

/** The built app a static app serves. */
export const distOf = (app: StaticApp): string =>
  app === 'host' ? path.join(repoRoot, 'host', 'dist') : path.join(repoRoot, 'remotes', app, 'dist');
