import fs from 'node:fs';
import path from 'node:path';
import { startProcess, stopProcess, waitForUrl } from './processes';
import {
  dataDir,
  e2eRemotesJson,
  distOf,
  ports,
  releasesDir,
  remotes,
  repoRoot,
  stackUrls,
  type StaticApp,
} from './stack-config';

const allowedOrigins = Object.values(ports)
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
  .join(',');

export async function startServer(): Promise<void> {
  startProcess('server', 'pnpm', ['--filter', '@exchange/server', 'start'], {
    PORT: String(ports.server),
    DATA_DIR: dataDir,
    SOCKET_IO_PUBLIC_PORT: String(ports.host),
    ALLOWED_ORIGINS: allowedOrigins,
    DATABASE_URL: '',
    // The operator releases API reads and writes the e2e environment file the host serves.
    RELEASE_ENVIRONMENTS: `e2e=${ensureE2eRemotesJson()}`,
    RELEASES_DIR: releasesDir,
  });
  await waitForUrl(`${stackUrls.server}/api/env.json`, 90_000);
}

/**
 * The host reads this remotes.json (environment `e2e`): the e2e ports instead of the development ones.
 * Written once per run (global setup empties stateDir): the server writes operator changes to it, and
 * restarting the server or the host in a spec keeps them.
 */
function ensureE2eRemotesJson(): string {
  if (fs.existsSync(e2eRemotesJson)) return e2eRemotesJson;
  fs.mkdirSync(path.dirname(e2eRemotesJson), { recursive: true });
  const config = {
    $environment: 'e2e',
    ...Object.fromEntries(
      remotes.map((remote) => [remote, { entry: `${stackUrls[remote]}/mf-manifest.json` }]),
    ),
  };
  fs.writeFileSync(e2eRemotesJson, JSON.stringify(config, null, 2));
  return e2eRemotesJson;
}

export async function startStatic(app: StaticApp): Promise<void> {
  const dir = distOf(app);
  const port = ports[app];
  if (port === undefined) throw new Error(`${app} is not in host/public/remotes.json`);
  if (!fs.existsSync(dir)) throw new Error(`${dir} is missing: run \`pnpm build\` before the e2e suite`);
  const args = [path.join(repoRoot, 'scripts', 'serve-static.mjs'), '--dir', dir, '--port', String(port)];
  if (app === 'host')
    args.push('--spa', '--proxy', stackUrls.server, '--remotes-json', ensureE2eRemotesJson());
  else args.push('--cors', '--releases', path.join(releasesDir, app));
  startProcess(app, process.execPath, args, {});
  await waitForUrl(app === 'host' ? stackUrls.host : `${stackUrls[app]}/mf-manifest.json`);
}

export const stopApp = (name: StaticApp | 'server'): Promise<void> => stopProcess(name);
