#!/usr/bin/env node
/**
 * `pnpm bench:bundle`: gzip sizes of what users download, one JSON line per figure.
 *
 *   {"bench":"bundle","metric":"host_initial_js_gzip","value":...,"unit":"bytes"}
 *   {"bench":"bundle","metric":"<remote>_entry_gzip",...}        remoteEntry.js + the host's
 *                                                                  runtime-core chunk it needs
 *   {"bench":"bundle","metric":"<remote>_first_page_gzip",...}   the first exposed page's own chunks
 *   {"bench":"bundle","metric":"host_contains_highcharts","value":0|1,"unit":"boolean"}
 *
 * Host initial JS = every script the host's page downloads before its first render, measured in
 * Chromium (Debian's, $CHROMIUM_PATH to override) on host/dist served from a local port: the entry, the
 * bootstrap chunk, the shared singletons and what they pull in (zod, socket.io...), and the translations
 * the shell awaits. The API is not running (calls fail fast, as the shell tolerates); remote origins do
 * not count (they are the remotes' figures). Reading the build's chunk graph instead missed the chunks a
 * singleton's chunk loads (zod behind the protocol, for one): 257 KB printed, 307 KB downloaded.
 * Goals (issue 3): host initial <= 170 KB, each remote entry <= 10 KB, highcharts never in the host.
 * Figures are printed, never asserted (DESIGN.md: benchmarks do not fail CI).
 * Builds an app first when its dist is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remoteNames = ['markets', 'spot', 'contracts', 'micro', 'wallets', 'earn'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const gzipBytes = (dist, files) =>
  [...new Set(files)].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
const print = (metric, value, unit = 'bytes') =>
  console.log(JSON.stringify({ bench: 'bundle', metric, value, unit }));

function ensureBuilt(appDir) {
  if (existsSync(path.join(appDir, 'dist', 'mf-stats.json'))) return true;
  const result = spawnSync('pnpm', ['--filter', `./${path.relative(root, appDir)}`, 'build'], {
    cwd: root,
    stdio: 'ignore',
  });
  return result.status === 0 && existsSync(path.join(appDir, 'dist', 'mf-stats.json'));
}

const syncAssets = (entry) => entry?.assets?.js?.sync ?? [];

/** Serves `dist` on an ephemeral port: files as they are, other paths get index.html, /api/ 404. */
function serveDist(dist) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = path.join(dist, pathname);
    if (pathname.startsWith('/api/') || !file.startsWith(dist)) {
      response.writeHead(404).end();
      return;
    }
    const isFile = existsSync(file) && !pathname.endsWith('/');
    const type = pathname.endsWith('.js') ? 'text/javascript' : isFile ? 'application/json' : 'text/html';
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(readFileSync(isFile ? file : path.join(dist, 'index.html')));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Same-origin scripts the page requests before `#root` first has content. */
async function scriptsBeforeFirstRender(origin) {
  const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('@playwright/test');
  const { chromiumLaunchOptions } = createRequire(import.meta.url)('../shared/build/chromium.cjs');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const scripts = [];
    let rendered = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!rendered && url.origin === origin && url.pathname.endsWith('.js'))
        scripts.push(url.pathname.slice(1));
    });
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => (document.getElementById('root')?.children.length ?? 0) > 0, null, {
      timeout: 60_000,
    });
    rendered = true;
    return scripts;
  } finally {
    await browser.close();
  }
}

async function hostFigures() {
  const dir = path.join(root, 'host');
  if (!ensureBuilt(dir)) return console.error('bench-bundle: host does not build');
  const dist = path.join(dir, 'dist');
  const server = await serveDist(dist);
  try {
    const scripts = await scriptsBeforeFirstRender(`http://127.0.0.1:${server.address().port}`);
    print('host_initial_js_gzip', gzipBytes(dist, scripts));
  } catch (error) {
    console.error(`bench-bundle: host initial JS not measured (${error.message.split('\n')[0]})`);
  } finally {
    server.close();
  }
  const js = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const highcharts = js.some((file) =>
    /highcharts|Highstock/i.test(readFileSync(path.join(dist, file), 'utf8')),
  );
  print('host_contains_highcharts', highcharts ? 1 : 0, 'boolean');
}

/**
 * Remotes are built without the federation runtime core; the host fetches it (a chunk of its own)
 * before the first remote entry, so it counts with each remote's entry.
 */
function hostRuntimeCoreForRemotes() {
  const dist = path.join(root, 'host', 'dist');
  const groups = path.join(dist, 'bundle-groups.json');
  if (!existsSync(groups)) return 0;
  return gzipBytes(dist, readJson(groups).groups['mf-runtime-core'] ?? []);
}

function remoteFigures(name) {
  const dir = path.join(root, 'remotes', name);
  if (!existsSync(path.join(dir, 'webpack.config.mjs'))) return; // not written yet
  if (!ensureBuilt(dir)) return console.error(`bench-bundle: ${name} does not build`);
  const dist = path.join(dir, 'dist');
  print(`${name}_entry_gzip`, gzipBytes(dist, ['remoteEntry.js']) + hostRuntimeCoreForRemotes());
  const stats = readJson(path.join(dist, 'mf-stats.json'));
  const firstPage = stats.exposes?.[0];
  if (firstPage) print(`${name}_first_page_gzip`, gzipBytes(dist, syncAssets(firstPage)));
}

await hostFigures();
for (const name of remoteNames) remoteFigures(name);
