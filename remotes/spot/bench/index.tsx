import { createI18n } from '@exchange/i18n';
import type { DealInfo, MarketDepthPush, MatchTradePush } from '@exchange/protocol';
import { SdkProvider, bookFromSnapshot, type Sdk, type StoredPair } from '@exchange/sdk';
import { ThemeProvider } from '@exchange/ui';
import { createRoot } from 'react-dom/client';
import { NEVER, Subject, type Observable } from 'rxjs';
import { OrderBook } from '../src/components/OrderBook';
import { RecentFills } from '../src/components/RecentFills';
import { LIVE_FLUSH_MS } from '../src/model/deal';
import { dealInfo } from '../src/testing/fixtures';
import { prepareDepthPushes, prepareTrades } from './storm';
import { NaiveOrderBook, type DepthListener } from './naive-book';
import { mountCanvasBook } from './canvas-book';
import { BenchChart, chartBars, chartSdkParts, fiveIndicators, klineFeeder } from './chart-bench';

/**
 * The order-book bench page: the REAL OrderBook and RecentFills on the sdk's real shared depth and
 * trades channels (`useDepth`, `useTrades`: the sdk's book model and frame-coalesced live stores),
 * over a stand-in sdk whose snapshot call answers at once and whose topics are fed by a synthetic
 * storm at the rates run.mjs asks for (no socket and no wire parsing: the figures are the views'). It records, in the page: commits of each
 * view, frames, the worst gap between frames and long tasks. run.mjs reads `window.__bench`.
 *
 * ?variant= picks the book under the same storm: `current` (the product's OrderBook), `naive`
 * (setState on every depth message, naive-book.tsx) or `canvas` (drawn once per frame, canvas-book.ts).
 * In the naive and canvas variants the depth messages go to that book only, and the real RecentFills
 * still gets the trades through its channel, so only the book differs between variants.
 */
interface BenchResult {
  durationMs: number;
  depthMessages: number;
  tradeMessages: number;
  bookRenders: number;
  fillsRenders: number;
  frames: number;
  worstFrameGapMs: number;
  longTasks: number;
  longTaskTotalMs: number;
}

declare global {
  interface Window {
    __bench: {
      ready: boolean;
      run(options: {
        depthPerSecond: number;
        tradesPerSecond: number;
        seconds: number;
      }): Promise<BenchResult>;
    };
  }
}

const counters = { book: 0, fills: 0 };
// The book's sequence keeps growing across runs, like a live stream (a reset would be a resync).
let seq = 0;
// ?flush=<ms> compares publish intervals (0 = every animation frame); the product uses LIVE_FLUSH_MS.
const flushParameter = new URLSearchParams(location.search).get('flush');
const minIntervalMs = flushParameter === null ? LIVE_FLUSH_MS : Number(flushParameter);
const timing = { minIntervalMs };
const pair: StoredPair = {
  legalId: 1,
  currencyId: 2,
  legalName: 'USDT',
  currencyName: 'BTC',
  symbol: 'BTC/USDT',
};
const snapshot = dealInfo({ seq: 0, last_price: '30000' });
const depth$ = new Subject<MarketDepthPush>();
const trades$ = new Subject<MatchTradePush>();

/** The sdk as the channels use it: the snapshot call, the two topics, no resync. */
const benchSdk = {
  api: { call: async () => ({ type: 'ok', message: snapshot satisfies DealInfo }) },
  bus: {
    watch: (topic: { channel: string }): Observable<unknown> =>
      topic.channel === 'market_depth' ? depth$ : topic.channel === 'trades' ? trades$ : NEVER,
    resync$: NEVER,
  },
} as unknown as Sdk;
const variant = new URLSearchParams(location.search).get('variant') ?? 'current';
// `chart` and `chart5`: the product's book plus the chart on 1,000 bars, without and with five indicators.
const withChart = variant === 'chart' || variant === 'chart5';
const benchBars = chartBars();
const kline = klineFeeder(benchBars);
Object.assign(benchSdk, chartSdkParts(variant === 'chart5' ? fiveIndicators : undefined));
let chartReady = !withChart;

const depthListeners = new Set<DepthListener>();
const subscribeDepth = (listener: DepthListener) => {
  depthListeners.add(listener);
  return () => void depthListeners.delete(listener);
};

async function main() {
  await createI18n({ locale: 'en', namespaces: ['spot', 'chart'] });
  const root = createRoot(document.getElementById('root')!);
  const initialBook = bookFromSnapshot('BTC/USDT', snapshot);
  const countBook = () => counters.book++;
  let pushDepth = (push: MarketDepthPush) => depth$.next(push);
  if (variant === 'naive') pushDepth = (push) => depthListeners.forEach((listener) => listener(push));
  const canvasHost = document.createElement('div');
  if (variant === 'canvas') {
    document.body.prepend(canvasHost);
    pushDepth = mountCanvasBook(canvasHost, initialBook, countBook).push;
  }
  root.render(
    <SdkProvider sdk={benchSdk}>
      <ThemeProvider mode="dark">
        <div style={{ display: 'grid', gridTemplateColumns: '360px 320px', gap: 16 }}>
          {(variant === 'current' || withChart) && (
            <OrderBook pair={pair} timing={timing} onPickPrice={() => undefined} onRender={countBook} />
          )}
          {variant === 'naive' && (
            <NaiveOrderBook initial={initialBook} subscribe={subscribeDepth} onRender={countBook} />
          )}
          {variant === 'canvas' && <div />}
          <RecentFills pair={pair} timing={timing} onRender={() => counters.fills++} />
        </div>
        {withChart && (
          <BenchChart
            bars={benchBars}
            pushes={kline.pushes}
            onChart={(chart) => {
              // With five indicators, ready once they are drawn (the tools' modules load first).
              if (variant === 'chart' || chart.get('indicator-i5')) chartReady = true;
            }}
          />
        )}
      </ThemeProvider>
    </SdkProvider>,
  );

  const depthPool = prepareDepthPushes(2000);
  const tradePool = prepareTrades(500);

  window.__bench = {
    get ready() {
      return chartReady;
    },
    run: ({ depthPerSecond, tradesPerSecond, seconds }) =>
      new Promise<BenchResult>((resolve) => {
        counters.book = 0;
        counters.fills = 0;
        let frames = 0;
        let worstGap = 0;
        let lastFrame = performance.now();
        let longTasks = 0;
        let longTaskTotal = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            longTasks++;
            longTaskTotal += entry.duration;
          }
        });
        observer.observe({ type: 'longtask' });

        let running = true;
        const onFrame = (now: number) => {
          if (!running) return;
          frames++;
          worstGap = Math.max(worstGap, now - lastFrame);
          lastFrame = now;
          requestAnimationFrame(onFrame);
        };
        requestAnimationFrame((now) => {
          lastFrame = now;
          requestAnimationFrame(onFrame);
        });

        // Messages go out on a 10 ms clock in bursts sized to hit the asked rates, like socket frames.
        const start = performance.now();
        let depthSent = 0;
        let tradesSent = 0;
        const tick = () => {
          const elapsed = performance.now() - start;
          if (elapsed >= seconds * 1000) {
            clearInterval(timer);
            running = false;
            // Let the last frame land before reading the counters.
            requestAnimationFrame(() =>
              setTimeout(() => {
                observer.disconnect();
                resolve({
                  durationMs: performance.now() - start,
                  depthMessages: depthSent,
                  tradeMessages: tradesSent,
                  bookRenders: counters.book,
                  fillsRenders: counters.fills,
                  frames,
                  worstFrameGapMs: worstGap,
                  longTasks,
                  longTaskTotalMs: longTaskTotal,
                });
              }, 50),
            );
            return;
          }
          const depthDue = Math.floor((elapsed / 1000) * depthPerSecond);
          while (depthSent < depthDue) {
            const template = depthPool[depthSent % depthPool.length]!;
            pushDepth({ ...template, seq: ++seq });
            depthSent++;
          }
          const tradesDue = Math.floor((elapsed / 1000) * tradesPerSecond);
          while (tradesSent < tradesDue) {
            const ticks = tradePool[tradesSent % tradePool.length]!;
            if (withChart) kline.trade(ticks[0]!.price);
            trades$.next({
              type: 'match_trade',
              data: ticks,
              symbol: 'BTC/USDT',
              currency_id: 2,
              legal_id: 1,
            });
            tradesSent++;
          }
        };
        const timer = setInterval(tick, 10);
      }),
  };
}

void main();
