#!/usr/bin/env node
/**
 * `pnpm bench:bundle`: gzip sizes of what users download, one JSON line per figure.
 *
 *   {"bench":"bundle","metric":"host_initial_js_gzip","value":...,"unit":"bytes"}
 *   {"bench":"bundle","metric":"<remote>_entry_gzip",...}        remoteEntry.js
 *   {"bench":"bundle","metric":"<remote>_first_page_gzip",...}   the first exposed page's own chunks
 *   {"bench":"bundle","metric":"host_contains_highcharts","value":0|1,"unit":"boolean"}
 *
 * Host initial JS = the entry (main.js) + the `bootstrap` chunk group + the chunks of the singletons the
 * host provides (React, router, i18next...), i.e. everything before the first paint; translations and
 * route pages load later. Goals (issue 3): host initial <= 170 KB, each remote entry <= 10 KB,
 * highcharts never in the host. Figures are printed, never asserted (DESIGN.md: benchmarks do not fail CI).
 * Builds an app first when its dist is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

function hostFigures() {
  const dir = path.join(root, 'host');
  if (!ensureBuilt(dir)) return console.error('bench-bundle: host does not build');
  const dist = path.join(dir, 'dist');
  const { groups } = readJson(path.join(dist, 'bundle-groups.json'));
  const stats = readJson(path.join(dist, 'mf-stats.json'));
  const initial = [...(groups.main ?? []), ...(groups.bootstrap ?? []), ...stats.shared.flatMap(syncAssets)];
  print('host_initial_js_gzip', gzipBytes(dist, initial));
  const js = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const highcharts = js.some((file) =>
    /highcharts|Highstock/i.test(readFileSync(path.join(dist, file), 'utf8')),
  );
  print('host_contains_highcharts', highcharts ? 1 : 0, 'boolean');
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

hostFigures();
for (const name of remoteNames) remoteFigures(name);
