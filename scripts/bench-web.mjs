#!/usr/bin/env node
/**
 * `pnpm bench:web`: what a user waits for, in Chromium (Debian's, $CHROMIUM_PATH to override), against
 * the composed stack started from built apps (`SKIP_BUILD=1 scripts/start.mjs`; it builds what is
 * missing). Medians of --runs (5) runs, each in a fresh browser context (cold cache), one JSON line each:
 *
 *   home_lcp_ms                    largest contentful paint of `/`
 *   switch_ms                      home -> deal centre by the header link (hovered, then clicked, after
 *                                  the home page went idle), click to the order book's heading in the DOM
 *   switch_entry_ms                ... click to the spot remote's entry (manifest + remoteEntry.js) fetched
 *   switch_page_chunks_ms          ... click to the last of its other files that arrived before the heading
 *   switch_requests_after_click    remote files fetched after the click (0: all preloaded;
 *                                  BENCH_WEB_FILES=1 lists them on stderr)
 *   cold_deal_book_ms              `/dealCenter` opened directly: navigation to the first order book row
 *   cold_deal_candles_ms           ... to the first drawn candle
 *   longest_task_ms                the largest long task seen over home, switch and cold deal centre
 *
 * Timings are benchmarks, never checks (DESIGN.md). Figures are `performance.now()` of the page: the
 * marks are taken by a MutationObserver when the element first enters the DOM.
 *
 *   --runs <n>       runs per tree (5)
 *   --trees a,b      measure other checkouts too, one after the other in this run (e.g. a clone of
 *                    main beside this tree): each line carries its `tree`; every tree must be built
 *
 * Uses the stack's fixed ports: run it as `flock /tmp/stack.lock pnpm bench:web`.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('@playwright/test');
const { chromiumLaunchOptions } = require('../shared/build/chromium.cjs');
const hostUrl = 'http://localhost:3000';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, trees: { type: 'string' } },
});
const runs = Number(values.runs);
const trees = values.trees ? values.trees.split(',').map((tree) => path.resolve(tree)) : [root];

/** Starts `tree`'s stack from its built apps; resolves with a stop function once the URL is printed. */
function startStack(tree) {
  const child = spawn(process.execPath, [path.join(tree, 'scripts', 'start.mjs')], {
    cwd: tree,
    env: { ...process.env, SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('exit', resolve);
      process.kill(-child.pid, 'SIGTERM');
    });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Exchange is running at')) resolve(stop);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`the stack of ${tree} exited (${code}):\n${output}`)));
  });
}

/** Page-side marks: LCP, long tasks, and when the deal centre's parts first enter the DOM. */
function instrument() {
  const bench = { marks: {}, longestTask: 0, lcp: undefined, clickAt: undefined };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longestTask = Math.max(bench.longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    bench.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener('click', (event) => (bench.clickAt ??= event.timeStamp), true);
  const selectors = {
    book: '[data-testid="book-asks"] button',
    candles: '.highcharts-candlestick-series .highcharts-point',
  };
  const check = () => {
    const now = performance.now();
    const marks = bench.marks;
    if (marks.bookHeading === undefined) {
      for (const heading of document.querySelectorAll('h2')) {
        if (heading.textContent.trim() === 'Order book') marks.bookHeading = now;
      }
    }
    for (const [name, selector] of Object.entries(selectors)) {
      if (marks[name] === undefined && document.querySelector(selector)) marks[name] = now;
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

const remoteOrigin = 'http://localhost:3002'; // spot (scripts/remotes.mjs)

async function switchRun(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await page.goto(`${hostUrl}/`);
  // The socket is a websocket; a busy network after 10 s is measured as it is.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(() => window.__bench.lcp !== undefined);
  // A user reads the home page a moment before choosing: the idle preloads have had their chance.
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => window.__bench.lcp);
  await page.locator('header a[href="/dealCenter"]').first().click();
  await page.waitForFunction(() => window.__bench.marks.bookHeading !== undefined, null, { timeout: 30_000 });
  const figures = await page.evaluate((origin) => {
    const { clickAt, marks, longestTask } = window.__bench;
    const remote = performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(origin));
    const isEntry = (entry) => /mf-manifest\.json|remoteEntry\.js/.test(entry.name);
    const readyAt = (entries) => Math.max(0, ...entries.map((entry) => entry.responseEnd - clickAt));
    // Chunks the heading could have waited for: those that arrived before it (later ones, such as the
    // chart library the page starts loading once drawn, are not part of the switch).
    const beforeHeading = remote.filter((entry) => entry.responseEnd <= marks.bookHeading);
    return {
      switch_ms: marks.bookHeading - clickAt,
      switch_entry_ms: readyAt(beforeHeading.filter(isEntry)),
      switch_page_chunks_ms: readyAt(beforeHeading.filter((entry) => !isEntry(entry))),
      switch_requests_after_click: remote.filter((entry) => entry.startTime > clickAt).length,
      longest_task_ms: longestTask,
      lateFiles: remote
        .filter((entry) => entry.startTime > clickAt)
        .map((entry) => `${new URL(entry.name).pathname} +${Math.round(entry.startTime - clickAt)}ms`),
    };
  }, remoteOrigin);
  await context.close();
  return { home_lcp_ms: lcp, ...figures };
}

async function coldDealRun(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await page.goto(`${hostUrl}/dealCenter`);
  await page.waitForFunction(
    () => window.__bench.marks.book !== undefined && window.__bench.marks.candles !== undefined,
    null,
    { timeout: 30_000 },
  );
  const figures = await page.evaluate(() => ({
    cold_deal_book_ms: window.__bench.marks.book,
    cold_deal_candles_ms: window.__bench.marks.candles,
    longest_task_ms: window.__bench.longestTask,
  }));
  await context.close();
  return figures;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measureTree(tree) {
  const stop = await startStack(tree);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const samples = {};
  const add = (figures) => {
    for (const [metric, value] of Object.entries(figures)) (samples[metric] ??= []).push(value);
  };
  try {
    // One warm-up of each (the server's first quotation, the OS file cache), not counted.
    await switchRun(browser);
    await coldDealRun(browser);
    for (let run = 0; run < runs; run += 1) {
      const { longest_task_ms: switchTask, lateFiles, ...switchFigures } = await switchRun(browser);
      if (process.env.BENCH_WEB_FILES === '1') console.error(`switch fetched after the click: ${lateFiles}`);
      const { longest_task_ms: coldTask, ...coldFigures } = await coldDealRun(browser);
      add({ ...switchFigures, ...coldFigures, longest_task_ms: Math.max(switchTask, coldTask) });
    }
  } finally {
    await browser.close();
    await stop();
  }
  const label = path.relative(path.dirname(root), tree) || tree;
  // The machine is shared: the 1-minute load average at the end of the tree's runs, for reading figures.
  const load = Number(os.loadavg()[0].toFixed(1));
  for (const [metric, values] of Object.entries(samples)) {
    const unit = metric.endsWith('_ms') ? 'ms' : 'count';
    const rounded = values.map((value) => Math.round(value));
    console.log(
      JSON.stringify({
        bench: 'web',
        metric,
        value: median(rounded),
        unit,
        runs: rounded,
        tree: label,
        load,
      }),
    );
  }
}

for (const tree of trees) await measureTree(tree);
