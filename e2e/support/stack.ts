import fs from 'node:fs';
import path from 'node:path';
import { startProcess, stopProcess, waitForUrl } from './processes';
import {
  dataDir,
  distOf,
  ports,
  remotes,
  repoRoot,
  stackUrls,
  stateDir,
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
  });
  await waitForUrl(`${stackUrls.server}/api/env.json`, 90_000);
}

/** The host reads this remotes.json: the e2e ports instead of the development ones. */
function writeE2eRemotesJson(): string {
  const file = path.join(stateDir, 'remotes.json');
  const config = Object.fromEntries(
    remotes.map((remote) => [remote, { entry: `${stackUrls[remote]}/mf-manifest.json` }]),
  );
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

export async function startStatic(app: StaticApp): Promise<void> {
  const dir = distOf(app);
  const port = ports[app];
  if (port === undefined) throw new Error(`${app} is not in host/public/remotes.json`);
  if (!fs.existsSync(dir)) throw new Error(`${dir} is missing: run \`pnpm build\` before the e2e suite`);
  const args = [path.join(repoRoot, 'scripts', 'serve-static.mjs'), '--dir', dir, '--port', String(port)];
  if (app === 'host')
    args.push('--spa', '--proxy', stackUrls.server, '--remotes-json', writeE2eRemotesJson());
  else args.push('--cors');
  startProcess(app, process.execPath, args, {});
  await waitForUrl(app === 'host' ? stackUrls.host : `${stackUrls[app]}/mf-manifest.json`);
}

export const stopApp = (name: StaticApp | 'server'): Promise<void> => stopProcess(name);
