import type { KlineBar } from '@exchange/protocol';
import { Skeleton, Tabs, type AppTheme } from '@exchange/ui';
import type { Chart } from 'highcharts/highstock';
import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { loadHighstock } from './highcharts/loadHighstock';
import { CHART_PRECISION } from './model/bars';
import { RESOLUTIONS, type Resolution } from './model/resolution';
import type { ChartToolsSetup } from './highcharts/chartOptions';
import { ChartToolbar } from './tools/ChartToolbar';
import { useChartTools } from './tools/useChartTools';
import { useLiveChart, type BarSource } from './useLiveChart';

/** The i18next namespace of the chart's texts; it loads on first render (a Suspense boundary inside). */
export const chartNamespace = 'chart';

export interface CandleChartProps {
  /** The pair, `BTC/USDT`: part of the chart's accessible name. */
  symbol: string;
  /** Bars oldest first. `undefined` while loading; empty is spec §8's no-data signal. */
  bars: readonly KlineBar[] | undefined;
  /** Live bars (an Observable of kline pushes), applied once per frame without rebuilding the chart. */
  pushes?: BarSource;
  resolution: Resolution;
  /** Shows the resolution tabs; without it the resolution is fixed. */
  onResolutionChange?: (resolution: Resolution) => void;
  /** The tabs offered; spec §9's nine by default. */
  resolutions?: readonly Resolution[];
  /** Defaults to the page's theme (styled-components' ThemeProvider). */
  theme?: AppTheme;
  /** Price decimals (spec §9: 6); `precisionFromPriceScale(10000)` for the micro chart. */
  precision?: number;
  className?: string;
  /** The Highcharts chart each time one is drawn (tests, extra series). */
  onChart?: (chart: Chart) => void;
  /**
   * Turns on the indicators and drawing tools, kept under this key (the pair, `BTC/USDT`; another
   * product's chart prefixes it: `contracts:BTC/USDT`): on the server for a logged-in user, in the
   * browser for a visitor. Needs the sdk's provider.
   */
  layoutKey?: string;
  /** Bars kept as pushes append (300 by default, `BARS_KEPT`). */
  barsKept?: number;
}

interface LiveProps extends CandleChartProps {
  tools?: ChartToolsSetup;
  toolbar?: ReactNode;
  onCanvasPointerUp?: () => void;
}

// The chart takes the height its container gives it beyond a minimum (Highcharts reflows on resize);
// `--chart-min-height` overrides the minimum. A remote whose chart panel has no padding of its own sets
// `--chart-inset`, so the tabs and tool buttons sit off the panel's edge, in line with its title.
const Wrap = styled.section`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
  padding-inline: var(--chart-inset, 0);
`;

const Canvas = styled.div`
  position: relative;
  flex: 1;
  min-block-size: var(--chart-min-height, 420px);
  @media (max-width: 640px) {
    min-block-size: var(--chart-min-height, 320px);
  }
`;

const Drawing = styled.div`
  position: absolute;
  inset: 0;
  /* The one rule of stock tools' gui.css the chart needs (their toolbar and popup are not used). */
  .highcharts-draw-mode {
    cursor: crosshair;
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

/**
 * Spec §2/§9 candle chart: Highcharts Stock candlesticks with volume and MA 10/15/20 (time-share: a
 * line of closes), every resolution, the theme's colours, times in Asia/Shanghai. See useLiveChart for
 * how pushes are drawn.
 */
export function CandleChart(props: CandleChartProps) {
  // The library starts downloading with the first frame, beside the chart's texts and the bars, instead
  // of once the texts have arrived and the chart has mounted (cold deal centre: candles sooner).
  useEffect(() => {
    loadHighstock().catch(() => undefined); // a failure shows when the chart mounts (useLiveChart)
  }, []);
  return (
    <Suspense
      fallback={
        <Wrap className={props.className} aria-busy="true">
          <Canvas>
            <Skeleton height="320px" />
          </Canvas>
        </Wrap>
      }
    >
      {props.layoutKey ? (
        <ToolsCandleChart {...props} layoutKey={props.layoutKey} />
      ) : (
        <LiveCandleChart {...props} />
      )}
    </Suspense>
  );
}

/** The chart with its indicators and drawing tools (`layoutKey`). */
function ToolsCandleChart(props: CandleChartProps & { layoutKey: string }) {
  const tools = useChartTools(props.layoutKey, props.onChart);
  return (
    <LiveCandleChart
      {...props}
      onChart={tools.onChart}
      tools={tools.setup}
      onCanvasPointerUp={tools.onPointerUp}
      toolbar={
        <div onPointerEnter={tools.want} onFocus={tools.want}>
          <ChartToolbar {...tools.toolbar} />
        </div>
      }
    />
  );
}

function LiveCandleChart({
  symbol,
  bars,
  pushes,
  resolution,
  onResolutionChange,
  resolutions = RESOLUTIONS,
  theme,
  precision = CHART_PRECISION,
  className,
  onChart,
  barsKept,
  tools,
  toolbar,
  onCanvasPointerUp,
}: LiveProps) {
  const { t } = useTranslation(chartNamespace);
  const pageTheme = useTheme() as AppTheme;
  const container = useRef<HTMLDivElement>(null);
  const labels = useMemo(
    () => ({
      price: t('price'),
      volume: t('volume'),
      ma: (period: number) => t('ma', { period }),
    }),
    [t],
  );
  const resolutionName = t(`resolution.${resolution}`);
  const status = useLiveChart({
    container,
    bars,
    pushes,
    resolution,
    theme: theme ?? pageTheme,
    precision,
    labels,
    accessibleName: t('name', { symbol, resolution: resolutionName }),
    onChart,
    tools,
    keep: barsKept,
  });

  return (
    <Wrap className={className} aria-label={t('region', { symbol })}>
      {onResolutionChange && (
        <Tabs<Resolution>
          aria-label={t('resolutions')}
          variant="pill"
          value={resolution}
          onChange={onResolutionChange}
          items={resolutions.map((value) => ({ value, label: t(`resolution.${value}`) }))}
        />
      )}
      {toolbar}
      <Canvas aria-busy={status === 'loading'} onPointerUp={onCanvasPointerUp}>
        <Drawing ref={container} data-testid="candle-chart" />
        {status !== 'ready' && (
          <Overlay role="status">{status === 'loading' ? t('loading') : t('noData')}</Overlay>
        )}
      </Canvas>
    </Wrap>
  );
}
