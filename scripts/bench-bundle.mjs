#!/usr/bin/env node
/**
 * `pnpm bench:bundle`: gzip sizes of what users download, one JSON line per figure.
 *
 *   {"bench":"bundle","metric":"host_initial_js_gzip","value":...,"unit":"bytes"}
 *   {"bench":"bundle","metric":"host_federation_runtime_gzip",...} the host's runtime chunk, fetched
 *                                                                  after first paint, once, for remotes
 *   {"bench":"bundle","metric":"<remote>_entry_gzip",...}        remoteEntry.js
 *   {"bench":"bundle","metric":"<remote>_first_page_gzip",...}   the first exposed page's own chunks
 *   {"bench":"bundle","metric":"host_contains_highcharts","value":0|1,"unit":"boolean"}
 *
 * Host initial JS = every script the host's page downloads before its first render, measured in
 * Chromium (Debian's, $CHROMIUM_PATH to override; its CPU slowed 20 times, as a slow machine's) on
 * host/dist served from a local port: the entry with
 * what the shell imports (React, the router, i18next, the sdk and protocol...) and the translations the
 * shell awaits. The API is not running (calls fail fast, as the shell tolerates); remote origins do
 * not count (they are the remotes' figures). Reading the build's chunk graph instead missed the chunks a
 * singleton's chunk loads (zod behind the protocol, for one): 257 KB printed, 307 KB downloaded.
 * BENCH_BUNDLE_FILES=1 lists the host's first-paint files with their gzip bytes on stderr.
 * Limits: scripts/budgets.json, checked by `pnpm budgets` (scripts/budgets.mjs), which measures with
 * `measureBundles()` below; this command only prints. Builds an app first when its dist is missing.
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
/** Figures of the current run, in the order measured; `measureBundles` returns them. */
let figures = [];
const print = (metric, value, unit = 'bytes') => figures.push({ bench: 'bundle', metric, value, unit });

/** `marker`: a file every build of the app writes last (the host has no federation stats). */
function ensureBuilt(appDir, marker = 'mf-stats.json') {
  if (existsSync(path.join(appDir, 'dist', marker))) return true;
  const result = spawnSync('pnpm', ['--filter', `./${path.relative(root, appDir)}`, 'build'], {
    cwd: root,
    stdio: 'ignore',
  });
  return result.status === 0 && existsSync(path.join(appDir, 'dist', marker));
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

/**
 * Same-origin scripts the page requested before `#root` first had content: read from the page's own
 * resource timing at the moment React inserts the first node (a mutation observer), so what the page
 * fetches right after its first paint (idle preloads, the federation runtime) is never counted.
 */
const CPU_SLOWDOWN = 20;

async function scriptsBeforeFirstRender(origin) {
  const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('@playwright/test');
  const { chromiumLaunchOptions } = createRequire(import.meta.url)('../shared/build/chromium.cjs');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    // A slow machine's CPU, whatever this one is: a chunk fetched beside the first render instead of
    // after it (the protocol's, 28 KB, when the first calls were timed from render() rather than its
    // commit) lands first there and is counted. Unthrottled, it only showed on CI.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const snapshot = () => performance.getEntriesByType('resource').map((entry) => entry.name);
      new MutationObserver((_records, observer) => {
        const root = document.getElementById('root');
        if (!root || root.children.length === 0) return;
        observer.disconnect();
        window.__scriptsAtFirstRender = snapshot();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${origin}/`);
    const urls = await page.waitForFunction(() => window.__scriptsAtFirstRender, null, { timeout: 60_000 });
    return (await urls.jsonValue())
      .map((url) => new URL(url))
      .filter((url) => url.origin === origin && url.pathname.endsWith('.js'))
      .map((url) => url.pathname.slice(1));
  } finally {
    await browser.close();
  }
}

async function hostFigures() {
  const dir = path.join(root, 'host');
  if (!ensureBuilt(dir, 'bundle-groups.json')) return console.error('bench-bundle: host does not build');
  const dist = path.join(dir, 'dist');
  const server = await serveDist(dist);
  try {
    // What the first render needs is in every load; a load the machine's own noise slowed further may
    // count more, so the smallest of three loads is the figure.
    const origin = `http://127.0.0.1:${server.address().port}`;
    const loads = [];
    for (let load = 0; load < 3; load += 1) loads.push(await scriptsBeforeFirstRender(origin));
    const scripts = loads.reduce((smallest, next) =>
      gzipBytes(dist, next) < gzipBytes(dist, smallest) ? next : smallest,
    );
    print('host_initial_js_gzip', gzipBytes(dist, scripts));
    // BENCH_BUNDLE_FILES=1: what the figure is made of, file by file, on stderr.
    if (process.env.BENCH_BUNDLE_FILES === '1')
      for (const file of scripts) console.error(`  ${file} ${gzipBytes(dist, [file])}`);
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
 * The host's federation runtime (its instance, the runtime core remotes are built without, and the
 * modules it offers them): fetched once, after the first paint, before the first remote entry.
 */
function hostFederationFigure() {
  const dist = path.join(root, 'host', 'dist');
  const groups = path.join(dist, 'bundle-groups.json');
  if (!existsSync(groups)) return;
  print('host_federation_runtime_gzip', gzipBytes(dist, readJson(groups).groups.federation ?? []));
}

function remoteFigures(name) {
  const dir = path.join(root, 'remotes', name);
  if (!existsSync(path.join(dir, 'webpack.config.mjs'))) return; // not written yet
  if (!ensureBuilt(dir)) return console.error(`bench-bundle: ${name} does not build`);
  const dist = path.join(dir, 'dist');
  print(`${name}_entry_gzip`, gzipBytes(dist, ['remoteEntry.js']));
  const stats = readJson(path.join(dist, 'mf-stats.json'));
  const firstPage = stats.exposes?.[0];
  if (firstPage) print(`${name}_first_page_gzip`, gzipBytes(dist, syncAssets(firstPage)));
}

/** Measures every figure above: `[{ bench: 'bundle', metric, value, unit }]`. */
export async function measureBundles() {
  figures = [];
  await hostFigures();
  hostFederationFigure();
  for (const name of remoteNames) remoteFigures(name);
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const figure of await measureBundles()) console.log(JSON.stringify(figure));
}
