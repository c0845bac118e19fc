#!/usr/bin/env node
/**
 * `pnpm start`: the whole product on one machine.
 *  1. builds (production) every app whose dist is missing or older than its sources, two at a time
 *     (BUILD_CONCURRENCY to change), each with webpack's persistent cache (node_modules/.cache), and a
 *     remote without its standalone page (BUILD_STANDALONE=1 to build it too);
 *  2. starts the API server (embedded PGlite database with demo data) on :4000;
 *  3. serves each built remote on its own port with CORS, and the host on :3000 with /api and
 *     /socket.io proxied to the server, so the page talks to its own host (spec §7);
 *  4. prints the URL and the demo login; Ctrl-C (or SIGTERM) stops every child.
 *
 * The host serves /remotes.json from host/public/remotes.json itself (the environment file `local`
 * that ops edit and the operator page writes; an edit is seen on the next load), never the copy in
 * host/dist. Each remote also serves its kept releases (`pnpm release`) at /releases/<id>/ from
 * releases/<remote>/ (RELEASES_DIR moves that folder). Remotes not built yet show the "module
 * unavailable" panel on their routes by design.
 * Environment: SKIP_BUILD=1 serves what is built; FORCE_BUILD=1 rebuilds everything.
 * package.json runs it as `exec node scripts/start.mjs`: without the exec the `sh -c` between pnpm and
 * node dies of the terminal's SIGINT, and pnpm reports ELIFECYCLE although this script stops cleanly.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostPort, remotePorts } from './remotes.mjs';
import { releasesRoot } from './releases/store.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverPort = 4000;
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
const remotesJson = path.join(root, 'host', 'public', 'remotes.json');
const releasesDir = releasesRoot();

/**
 * Apps that exist in the workspace and can be built: the host and every remote folder with a webpack
 * config (`pnpm new:remote <name>` creates one), each on its port of remotes.mjs.
 */
function apps() {
  const list = [{ name: 'host', dir: path.join(root, 'host'), port: hostPort }];
  for (const [name, port] of Object.entries(remotePorts)) {
    const dir = path.join(root, 'remotes', name);
    if (existsSync(path.join(dir, 'webpack.config.mjs'))) list.push({ name, dir, port });
  }
  return list;
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// Every shared package: an app compiles them from source.
const sharedSources = readdirSync(path.join(root, 'shared'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(root, 'shared', entry.name));

function needsBuild(app) {
  if (process.env.FORCE_BUILD === '1') return true;
  const marker = path.join(app.dir, 'dist', 'mf-manifest.json');
  if (!existsSync(marker)) return true;
  if (process.env.SKIP_BUILD === '1') return false;
  const built = statSync(marker).mtimeMs;
  return [app.dir, ...sharedSources].some((dir) => newestMtime(dir) > built);
}

/** Builds one app in its own process group (a Ctrl-C reaches it through stop(), quietly). */
function build(app) {
  const filter = `./${path.relative(root, app.dir)}`;
  const child = spawn(pnpm, ['--filter', filter, 'build'], {
    cwd: root,
    // A remote's standalone page (its team's own) is not part of the product: half the build saved.
    env: { ...process.env, BUILD_STANDALONE: process.env.BUILD_STANDALONE ?? '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  children.push({ name: `build ${app.name}`, child });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (stopping) return resolve(false);
      if (code !== 0) {
        process.stderr.write(errors);
        console.error(
          `start: the ${app.name} build failed (run \`pnpm --filter ${filter} build\` to see why)`,
        );
      }
      resolve(code === 0);
    });
  });
}

/**
 * How many apps build at once. Two on a 2-core machine: a build alternates between one busy core
 * (webpack's module graph) and waits on swc's threads and the disk, so a pair keeps both cores busy
 * where one at a time left one idle (fresh clone: 7 apps 71 s one at a time, see README).
 */
const buildConcurrency = Math.max(
  1,
  Number(process.env.BUILD_CONCURRENCY) || Math.min(2, os.availableParallelism()),
);

/** Builds what is stale, `buildConcurrency` apps at a time, saying what it builds and when each is done. */
async function buildStale(list) {
  const stale = list.filter(needsBuild);
  if (stale.length === 0) {
    console.log('start: every app is built and up to date');
    return list;
  }
  console.log(
    `start: building ${stale.length} of ${list.length} apps for production, ${buildConcurrency} at a time (${stale.map((a) => a.name).join(', ')})`,
  );
  const failed = new Set();
  const queue = stale.entries();
  let done = 0;
  const worker = async () => {
    for (const [index, app] of queue) {
      const startedAt = Date.now();
      console.log(`start: [${index + 1}/${stale.length}] building ${app.name}...`);
      const ok = await build(app);
      if (stopping) return;
      done += 1;
      if (ok) {
        const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
        console.log(`start: (${done}/${stale.length} done) ${app.name} built in ${seconds} s`);
      } else {
        if (app.name === 'host') stop(1);
        failed.add(app); // a remote that does not build costs only its own routes
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(buildConcurrency, stale.length) }, worker));
  if (stopping) return [];
  return list.filter((app) => !failed.has(app));
}

const children = [];
let stopping = false;

function run(name, command, args, env = {}) {
  // Each child leads its own process group, so stopping reaches what it started too (pnpm -> tsx).
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  // After Ctrl-C, pnpm's ELIFECYCLE / ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL for its SIGTERM-ed script is
  // expected (on stdout and stderr alike): keep the exit quiet.
  child.stdout.on('data', (chunk) => !stopping && console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => !stopping && console.error(prefix(chunk)));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`start: ${name} exited (${signal ?? code}); stopping everything`);
      stop(1);
    }
  });
  children.push({ name, child });
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

const running = (child) => child.exitCode === null && child.signalCode === null;

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (running(child)) signalGroup(child, 'SIGTERM');
  const deadline = setTimeout(() => {
    for (const { child } of children) signalGroup(child, 'SIGKILL');
    process.exit(exitCode);
  }, 5000);
  deadline.unref();
  Promise.all(
    children.map(({ child }) => (running(child) ? new Promise((r) => child.on('exit', r)) : null)),
  ).then(() => process.exit(exitCode));
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) return false;
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

async function main() {
  // A user's interrupt is a normal way to stop: exit 0, say so once.
  process.on('SIGINT', () => {
    if (!stopping) console.log('\nstart: stopping...');
    stop(0);
  });
  process.on('SIGTERM', () => stop(0));

  const served = await buildStale(apps());
  if (stopping) return;
  console.log('start: starting the API server and serving the apps...');

  run('server', pnpm, ['--filter', '@exchange/server', 'start'], {
    PORT: String(serverPort),
    SOCKET_IO_PUBLIC_PORT: String(hostPort),
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The demo's "app" is the web app itself, so the header's app-download QR (spec §2) shows.
    APP_DOWNLOAD_URL: process.env.APP_DOWNLOAD_URL ?? `http://localhost:${hostPort}/`,
    // The operator releases page reads and writes this environment file and lists these releases.
    RELEASE_ENVIRONMENTS: process.env.RELEASE_ENVIRONMENTS ?? `local=${remotesJson}`,
    RELEASES_DIR: releasesDir,
  });
  const serveStatic = path.join(root, 'scripts', 'serve-static.mjs');
  for (const app of served) {
    const args = [serveStatic, '--dir', path.join(app.dir, 'dist'), '--port', String(app.port)];
    if (app.name === 'host')
      args.push('--spa', '--proxy', `http://127.0.0.1:${serverPort}`, '--remotes-json', remotesJson);
    else args.push('--cors', '--releases', path.join(releasesDir, app.name));
    run(app.name, process.execPath, args);
  }

  const serverUp = await waitFor(`http://127.0.0.1:${serverPort}/api/env.json`, 120_000);
  const hostUp = await waitFor(`http://127.0.0.1:${hostPort}/`, 30_000);
  if (!serverUp || !hostUp) {
    console.error(`start: ${serverUp ? 'the host' : 'the API server'} did not come up; stopping`);
    stop(1);
    return;
  }
  const remotes = served.filter((app) => app.name !== 'host').map((app) => `${app.name} :${app.port}`);
  console.log(
    [
      '',
      `  Exchange is running at http://localhost:${hostPort}`,
      `  Demo login: demo@exchange.local / demo1234 (trade password 123456)`,
      `  API server :${serverPort}; remotes: ${remotes.join(', ') || 'none built'}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  stop(1);
});
