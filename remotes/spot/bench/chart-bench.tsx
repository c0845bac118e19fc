import { CandleChart, type HighchartsChart } from '@exchange/chart';
import type { ChartLayout, KlineBar } from '@exchange/protocol';
import { createMemoryStorage, createStorage } from '@exchange/sdk';
import { of } from 'rxjs';
import { Subject } from 'rxjs';

/**
 * The chart beside the book on the bench page (`?variant=chart` / `chart5`): the real CandleChart on
 * 1,000 bars, its kline pushes fed with the storm's trades, with no indicator or with five kept ones
 * (EMA, Bollinger bands, RSI, MACD, volume MA: a visitor's layout in the stand-in sdk's storage).
 */
export const CHART_BARS = 1000;
const minute = 60_000;

export const fiveIndicators: ChartLayout = {
  indicators: [
    { id: 'i1', type: 'ema', params: { period: 21 } },
    { id: 'i2', type: 'bb', params: { period: 20, standardDeviation: 2 } },
    { id: 'i3', type: 'rsi', params: { period: 14 } },
    { id: 'i4', type: 'macd', params: { shortPeriod: 12, longPeriod: 26, signalPeriod: 9 } },
    { id: 'i5', type: 'volumeMa', params: { period: 20 } },
  ],
  drawings: [],
};

/** The sdk parts the chart's layout reads for a visitor: storage and a logged-out session. */
export function chartSdkParts(layout: ChartLayout | undefined) {
  const storage = createStorage({ backing: createMemoryStorage() });
  if (layout) storage.set('chartLayouts', JSON.stringify({ 'BTC/USDT': layout }));
  const session = { isLoggedIn: false, session$: of({ loggedIn: false, token: undefined }) };
  return { storage, session };
}

export function chartBars(): KlineBar[] {
  let close = 30000;
  return Array.from({ length: CHART_BARS }, (_, i) => {
    const open = close;
    close = Math.max(1, close + Math.sin(i / 7) * 40 + ((i * 7919) % 61) - 30);
    return {
      open: open.toFixed(2),
      high: (Math.max(open, close) + 15).toFixed(2),
      low: (Math.min(open, close) - 15).toFixed(2),
      close: close.toFixed(2),
      volume: String(5 + (i % 13)),
      time: i * minute,
    };
  });
}

/** The server coalesces a pair's kline pushes to one per 250 ms (server market/pushes.ts KLINE_INTERVAL_MS). */
const KLINE_INTERVAL_MS = 250;

/**
 * Kline pushes from the storm's trade prices, as the server sends them: the open bar follows the
 * trades, pushed at most every 250 ms; a new bar every 20 pushes (the oldest of the 1,000 scrolls out).
 */
export function klineFeeder(bars: readonly KlineBar[]) {
  const pushes = new Subject<KlineBar>();
  let last = { ...bars[bars.length - 1]! };
  let count = 0;
  let sentAt = 0;
  return {
    pushes,
    trade(price: string) {
      const value = Number(price);
      last = {
        ...last,
        close: price,
        high: String(Math.max(Number(last.high), value)),
        low: String(Math.min(Number(last.low), value)),
        volume: String(Number(last.volume) + 0.1),
      };
      const now = performance.now();
      if (now - sentAt < KLINE_INTERVAL_MS) return;
      sentAt = now;
      pushes.next(last);
      count++;
      if (count % 20 === 0)
        last = {
          open: last.close,
          high: last.close,
          low: last.close,
          close: last.close,
          volume: '0',
          time: last.time + minute,
        };
    },
  };
}

export function BenchChart({
  bars,
  pushes,
  onChart,
}: {
  bars: readonly KlineBar[];
  pushes: Subject<KlineBar>;
  onChart: (chart: HighchartsChart) => void;
}) {
  return (
    <div style={{ width: 900, height: 560, display: 'flex' }}>
      <CandleChart
        symbol="BTC/USDT"
        bars={bars}
        pushes={pushes}
        resolution="1min"
        layoutKey="BTC/USDT"
        barsKept={CHART_BARS}
        onChart={onChart}
      />
    </div>
  );
}
