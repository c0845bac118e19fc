import { marketApi, type KlineBar, type KlinePush } from '@exchange/protocol';
import { createFrameScheduler, useSdk } from '@exchange/sdk';
import { Tabs, type AppTheme } from '@exchange/ui';
import type { Chart, Series } from 'highcharts/highstock';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import {
  BARS_REQUESTED,
  MA_PERIODS,
  RESOLUTIONS,
  mergeBar,
  movingAverage,
  periodOf,
  requestWindow,
  toCandle,
  toClose,
  toVolume,
  type Resolution,
} from '../../model/kline';
import { chartOptions, seriesIds } from './chartOptions';
import { loadHighstock } from './loadHighstock';

export interface PriceChartProps {
  /** `BTC/USDT`. */
  symbol: string;
  /** For tests: the chart once drawn. */
  onChart?: (chart: Chart) => void;
}

// The chart takes the height its grid cell has beyond 420 px (Highcharts reflows on resize).
const Wrap = styled.section`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
`;

const Canvas = styled.div`
  position: relative;
  flex: 1;
  min-block-size: 420px;
  @media (max-width: 640px) {
    min-block-size: 300px;
  }
`;

const Overlay = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  pointer-events: none;
`;

type Status = 'loading' | 'ready' | 'noData';

/**
 * Spec §2/§9 chart: Highcharts Stock candlesticks with volume and MA 10/15/20 (time-share: a line of
 * closes), every resolution, the theme's colours. Kline pushes are applied once per animation frame
 * with `point.update` / `series.addPoint` and one `redraw`, never by rebuilding the chart. A pair or
 * resolution change tears the chart and its subscription down before the next one starts, and a late
 * answer for the previous pair is dropped.
 */
export function PriceChart({ symbol, onChart }: PriceChartProps) {
  const { t } = useTranslation('spot');
  const { api, bus } = useSdk();
  const theme = useTheme() as AppTheme;
  const container = useRef<HTMLDivElement>(null);
  const [resolution, setResolution] = useState<Resolution>('15min');
  const [status, setStatus] = useState<Status>('loading');
  const onChartRef = useRef(onChart);
  onChartRef.current = onChart;
  // After a reconnect the bars missed while offline are fetched again: the chart is rebuilt.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const subscription = bus.resync$.subscribe(() => setGeneration((value) => value + 1));
    return () => subscription.unsubscribe();
  }, [bus]);

  useEffect(() => {
    let disposed = false;
    let chart: Chart | null = null;
    let bars: KlineBar[] = [];
    let pending: KlinePush[] = [];
    const period = periodOf(resolution);
    setStatus('loading');

    const applyPushes = () => {
      if (!chart || pending.length === 0) return;
      const pushes = pending;
      pending = [];
      const price = chart.get(seriesIds.price) as Series | undefined;
      const volume = chart.get(seriesIds.volume) as Series | undefined;
      for (const push of pushes) {
        const merged = mergeBar(bars, push);
        if (merged.change === 'none') continue;
        bars = merged.bars;
        const bar = bars[bars.length - 1]!;
        const pricePoint = resolution === 'timeShare' ? toClose(bar) : toCandle(bar);
        const shift = bars.length > BARS_REQUESTED;
        if (shift) bars = bars.slice(1);
        if (merged.change === 'update') {
          price?.points[price.points.length - 1]?.update(pricePoint, false);
          volume?.points[volume.points.length - 1]?.update(toVolume(bar), false);
        } else {
          price?.addPoint(pricePoint, false, shift);
          volume?.addPoint(toVolume(bar), false, shift);
        }
        if (resolution === 'timeShare') continue;
        for (const maPeriod of MA_PERIODS) {
          const ma = chart.get(seriesIds.ma(maPeriod)) as Series | undefined;
          const [point] = movingAverage(bars.slice(-maPeriod), maPeriod);
          if (!ma || !point) continue;
          if (merged.change === 'update' && ma.points.length > 0)
            ma.points[ma.points.length - 1]!.update(point, false);
          else ma.addPoint(point, false, shift && ma.points.length >= BARS_REQUESTED - maPeriod);
        }
      }
      chart.redraw(false);
    };
    const scheduler = createFrameScheduler(applyPushes);
    const subscription = bus
      .watch({ channel: 'kline', pair: symbol.toUpperCase(), period })
      .subscribe((push) => {
        pending.push(push);
        scheduler.request();
      });

    void (async () => {
      const [Highcharts, result] = await Promise.all([
        loadHighstock(),
        api.callRaw(
          marketApi.newTimeshar,
          { ...requestWindow(period, Date.now()), symbol, period },
          { silent: true },
        ),
      ]);
      if (disposed || !container.current) return;
      // Spec §8: a code other than 1, or no bars, is the chart's no-data signal.
      if (result.type !== 'ok' || result.message.code !== 1 || result.message.data.length === 0) {
        setStatus('noData');
        return;
      }
      bars = result.message.data.slice(-BARS_REQUESTED);
      pending = pending.filter((push) => push.time >= bars[bars.length - 1]!.time);
      chart = Highcharts.stockChart(
        container.current,
        chartOptions(bars, resolution, theme, {
          price: t('chart.price'),
          volume: t('chart.volumeSeries'),
          ma: (maPeriod) => t('chart.ma', { period: maPeriod }),
        }),
      );
      setStatus('ready');
      onChartRef.current?.(chart);
      scheduler.request();
    })();

    return () => {
      disposed = true;
      subscription.unsubscribe();
      scheduler.cancel();
      chart?.destroy();
      chart = null;
    };
  }, [api, bus, symbol, resolution, theme, t, generation]);

  return (
    <Wrap aria-label={symbol}>
      <Tabs<Resolution>
        aria-label={t('chart.resolutions')}
        variant="pill"
        value={resolution}
        onChange={setResolution}
        items={RESOLUTIONS.map((value) => ({ value, label: t(`chart.${value}`) }))}
      />
      <Canvas>
        <div ref={container} style={{ position: 'absolute', inset: 0 }} data-testid="price-chart" />
        {status !== 'ready' && (
          <Overlay role="status">{status === 'loading' ? t('chart.loading') : t('chart.noData')}</Overlay>
        )}
      </Canvas>
    </Wrap>
  );
}
