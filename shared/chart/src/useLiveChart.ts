import type { KlineBar } from '@exchange/protocol';
import { createFrameScheduler } from '@exchange/sdk';
import type { AppTheme } from '@exchange/ui';
import type { Chart } from 'highcharts/highstock';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { chartOptions, type ChartLabels, type ChartToolsSetup } from './highcharts/chartOptions';
import { drawPushes } from './highcharts/drawPushes';
import { loadHighstock } from './highcharts/loadHighstock';
import { pushesAfter } from './model/bars';
import { BARS_KEPT, type Resolution } from './model/resolution';
import { silencePopup } from './tools/drawings';

/** Anything with rxjs's `subscribe(next)`: an Observable of kline pushes, for one. */
export interface BarSource {
  subscribe(next: (bar: KlineBar) => void): { unsubscribe(): void };
}

export type ChartStatus = 'loading' | 'ready' | 'noData';

export interface LiveChartSetup {
  container: RefObject<HTMLDivElement | null>;
  bars: readonly KlineBar[] | undefined;
  pushes: BarSource | undefined;
  resolution: Resolution;
  theme: AppTheme;
  precision: number;
  labels: ChartLabels;
  /** The accessible name of the drawn image (Highcharts makes the <svg> role img). */
  accessibleName: string;
  onChart?: (chart: Chart) => void;
  /** Indicators and drawings (their Highcharts modules loaded); a change rebuilds the chart. */
  tools?: ChartToolsSetup;
  /** Bars kept as pushes append (BARS_KEPT by default). */
  keep?: number;
}

/**
 * Draws `bars` with Highcharts Stock in `container` and keeps the chart live: pushes are queued and
 * applied once per animation frame (the sdk's frame scheduler) with `point.update`/`series.addPoint`
 * and one redraw. New bars (another pair, resolution, a snapshot after a reconnect), a theme, a
 * precision or labels rebuild the chart; pushes never do. Pushes that come while Highcharts or the
 * snapshot loads wait, and those older than the snapshot's last bar are dropped.
 */
export function useLiveChart(setup: LiveChartSetup): ChartStatus {
  const { container, bars, pushes, resolution, theme, precision, labels, accessibleName, tools } = setup;
  const keep = setup.keep ?? BARS_KEPT;
  const [status, setStatus] = useState<ChartStatus>('loading');
  const chart = useRef<Chart | null>(null);
  const drawn = useRef<readonly KlineBar[]>([]);
  const pending = useRef<KlineBar[]>([]);
  const context = useRef({ resolution, theme, precision, keep });
  context.current = { resolution, theme, precision, keep };
  const onChart = useRef(setup.onChart);
  onChart.current = setup.onChart;
  const name = useRef(accessibleName);
  name.current = accessibleName;
  const [scheduler] = useState(() =>
    createFrameScheduler(() => {
      if (!chart.current || pending.current.length === 0) return;
      const queued = pending.current;
      pending.current = [];
      drawn.current = drawPushes(chart.current, drawn.current, queued, context.current);
    }),
  );

  useEffect(() => {
    pending.current = [];
    const subscription = pushes?.subscribe((push) => {
      pending.current.push(push);
      // Without a chart (loading, no data) only the newest bars can still matter.
      if (!chart.current && pending.current.length > context.current.keep) pending.current.shift();
      scheduler.request();
    });
    return () => subscription?.unsubscribe();
  }, [pushes, scheduler]);

  // A new snapshot replaces what is drawn; a theme or precision change redraws what is drawn now.
  useEffect(() => {
    drawn.current = bars ?? [];
  }, [bars]);

  const { price, volume, ma } = labels;
  useEffect(() => {
    let disposed = false;
    if (!bars) setStatus('loading');
    else if (bars.length === 0) setStatus('noData');
    else
      void loadHighstock().then((Highcharts) => {
        const element = container.current;
        if (disposed || !element) return;
        const current = drawn.current;
        pending.current = pushesAfter(current, pending.current);
        chart.current = Highcharts.stockChart(
          element,
          chartOptions({ bars: current, resolution, theme, precision, labels: { price, volume, ma }, tools }),
        );
        if (tools) silencePopup(chart.current);
        chart.current.renderer.boxWrapper.attr({ 'aria-label': name.current });
        setStatus('ready');
        onChart.current?.(chart.current);
        scheduler.request();
      });
    return () => {
      disposed = true;
      chart.current?.destroy();
      chart.current = null;
    };
  }, [bars, resolution, theme, precision, price, volume, ma, tools, container, scheduler]);

  useEffect(() => {
    chart.current?.renderer.boxWrapper.attr({ 'aria-label': accessibleName });
  }, [accessibleName]);

  useEffect(() => () => scheduler.cancel(), [scheduler]);
  return status;
}
