// pnpm bench:orderbook — drives the real OrderBook and RecentFills in headless Chromium under a push
// storm (1,000 depth messages/s + 100 trades/s for 10 s), at normal speed and with the CPU slowed 4x
// (CDP Emulation.setCPUThrottlingRate), and prints one JSON line per figure:
//   {"bench":"orderbook","metric":"renders_per_s","value":60.1,"unit":"1/s","cpu_throttle":1}
// The same storm also drives two bench-only books, so the product's figures read as ratios:
// `naive` (setState on every depth message) and `canvas` (drawn once per frame, no React). Their
// metrics carry the variant as a suffix (`main_thread_busy.naive`), and ratio lines follow.
// A benchmark, not a test: it never fails on slow figures (DESIGN.md "Tests and measurements").
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = import.meta.dirname;
const appDir = path.resolve(here, '..');
const require = createRequire(path.join(appDir, 'package.json'));
const { chromium } = require('playwright-core');

const options = {
  depthPerSecond: Number(process.env.BENCH_DEPTH_PER_S ?? 1000),
  tradesPerSecond: Number(process.env.BENCH_TRADES_PER_S ?? 100),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};
const throttles = (process.env.BENCH_THROTTLES ?? '1,4').split(',').map(Number);
// Publish intervals to compare: the product's default (100 ms) and every animation frame (0).
const flushes = (process.env.BENCH_FLUSH_MS ?? '100,0').split(',').map(Number);
// `chart` / `chart5`: the product's book plus the candle chart on 1,000 bars fed by the trades, with no
// indicator and with five (EMA, Bollinger, RSI, MACD, volume MA): issue 26's side-by-side busy %.
const variants = (process.env.BENCH_VARIANTS ?? 'current,naive,canvas,chart,chart5').split(',');
// The product's publish interval (LIVE_FLUSH_MS) is the `current` figure the ratios use.
const productFlushMs = flushes.includes(100) ? 100 : flushes[0];
const { chromiumLaunchOptions } = createRequire(import.meta.url)('../../../shared/build/chromium.cjs');

function build() {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  execFileSync(process.execPath, [webpackCli, '--config', path.join(here, 'webpack.config.mjs')], {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, name === '/' ? 'index.html' : path.normalize(name).replace(/^([/\\])+/, ''));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const print = (metric, value, unit, throttle, flushMs, variant) =>
  console.log(
    JSON.stringify({
      bench: 'orderbook',
      metric: variant === 'current' ? metric : `${metric}.${variant}`,
      value: Math.round(value * 100) / 100,
      unit,
      cpu_throttle: throttle,
      ...(flushMs === null ? {} : { flush_ms: flushMs }),
      variant,
    }),
  );

// One page per run: the current book at each publish interval, the naive and canvas books once.
const runsOf = () =>
  variants.flatMap((variant) =>
    variant === 'current' ? flushes.map((flushMs) => ({ variant, flushMs })) : [{ variant, flushMs: null }],
  );

async function main() {
  build();
  const server = await serve(path.join(here, 'dist'));
  const { port } = server.address();
  const browser = await chromium.launch(chromiumLaunchOptions);
  // busy[variant][throttle], for the ratio lines.
  const busy = {};
  try {
    for (const { variant, flushMs } of runsOf()) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`http://127.0.0.1:${port}/?variant=${variant}&flush=${flushMs ?? productFlushMs}`);
      await page.waitForFunction(() => window.__bench?.ready === true, undefined, { timeout: 60_000 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const metrics = async () =>
        Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

      for (const throttle of throttles) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        await page.waitForTimeout(500);
        const before = await metrics();
        const result = await page.evaluate((o) => window.__bench.run(o), options);
        const after = await metrics();
        const seconds = result.durationMs / 1000;
        const share = (name) => ((after[name] - before[name]) / seconds) * 100;
        const out = (metric, value, unit) => print(metric, value, unit, throttle, flushMs, variant);
        out('depth_msgs_per_s', result.depthMessages / seconds, 'msg/s');
        out('trade_msgs_per_s', result.tradeMessages / seconds, 'msg/s');
        out('frames_per_s', result.frames / seconds, 'frames/s');
        out('renders_per_s', result.bookRenders / seconds, 'renders/s');
        out('fills_renders_per_s', result.fillsRenders / seconds, 'renders/s');
        out('renders_per_frame', result.frames ? result.bookRenders / result.frames : 0, 'renders/frame');
        out('main_thread_busy', share('TaskDuration'), '%');
        const key = variant === 'current' ? `current@${flushMs}` : variant;
        busy[key] = { ...busy[key], [throttle]: share('TaskDuration') };
        out('script_busy', share('ScriptDuration'), '%');
        out('style_layout_busy', share('RecalcStyleDuration') + share('LayoutDuration'), '%');
        out('long_tasks', result.longTasks, 'count');
        out('long_task_total', result.longTaskTotalMs, 'ms');
        out('worst_frame_gap', result.worstFrameGapMs, 'ms');
      }
      await page.close();
    }
    // The product's book against the naive one, and each publish interval against the canvas (which
    // draws on every frame, so flush_ms 0 is the like-for-like pair).
    const ratio = (metric, over, under, flushMs) => {
      for (const throttle of throttles) {
        const a = busy[over]?.[throttle];
        const b = busy[under]?.[throttle];
        if (a === undefined || !b) continue;
        const value = Math.round((a / b) * 100) / 100;
        console.log(
          JSON.stringify({
            bench: 'orderbook',
            metric,
            value,
            unit: 'x',
            cpu_throttle: throttle,
            flush_ms: flushMs,
          }),
        );
      }
    };
    ratio('busy_ratio_naive_over_current', 'naive', `current@${productFlushMs}`, productFlushMs);
    ratio('busy_ratio_chart5_over_chart', 'chart5', 'chart', productFlushMs);
    for (const flushMs of flushes) {
      ratio('busy_ratio_current_over_canvas', `current@${flushMs}`, 'canvas', flushMs);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
