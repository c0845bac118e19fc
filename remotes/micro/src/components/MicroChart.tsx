import {
  CandleChart,
  precisionFromPriceScale,
  useKlineFeed,
  type HighchartsChart,
  type Resolution,
} from '@exchange/chart';
import { format } from '@exchange/sdk';
import type { AppTheme } from '@exchange/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { PriceMark } from '../model/marks';

/** Spec §9: the micro chart's price scale is 10000 (4 decimals). */
export const MICRO_PRICE_SCALE = 10000;
const precision = precisionFromPriceScale(MICRO_PRICE_SCALE);
const MARK_PREFIX = 'micro-mark-';

/** The plot-line part of a Highcharts axis (present at run time; Highcharts 13's types omit it). */
interface PlotLineAxis {
  options: { plotLines?: { id?: string }[] };
  addPlotLine(options: Record<string, unknown>): unknown;
  removePlotLine(id: string): void;
}

/**
 * Draws `marks` as horizontal plot lines on the price axis of a drawn chart, replacing the ones
 * drawn before. Highcharts plots JS numbers: the decimal string becomes one here, for drawing only.
 */
function drawMarks(
  chart: HighchartsChart,
  marks: readonly PriceMark[],
  theme: AppTheme,
  label: (mark: PriceMark) => string,
) {
  const axis = chart.yAxis[0] as unknown as PlotLineAxis | undefined;
  if (!axis) return;
  const drawn = (axis.options.plotLines ?? []).flatMap((line) =>
    line.id?.startsWith(MARK_PREFIX) ? [line.id] : [],
  );
  drawn.forEach((id) => axis.removePlotLine(id));
  for (const mark of marks) {
    const colour = mark.direction === 1 ? theme.colors.up : theme.colors.down;
    axis.addPlotLine({
      id: `${MARK_PREFIX}${mark.id}`,
      value: Number(mark.price),
      color: colour,
      width: 1,
      dashStyle: mark.kind === 'open' ? 'Dash' : 'Solid',
      zIndex: 5,
      // Open prices label on the left, end prices on the right: the two lines of one order stay readable.
      // On the page's surface colour, so the figure stays readable over the candles.
      label: {
        useHTML: true,
        text: `<span style="background:${theme.colors.surface};padding:0 4px;border-radius:2px">${label(mark)}</span>`,
        align: mark.kind === 'open' ? 'left' : 'right',
        x: mark.kind === 'open' ? 4 : -4,
        style: { color: colour, fontWeight: '600' },
      },
    });
  }
}

/**
 * The Seconds page chart (spec §2, §9): the shared candle chart at the micro price scale, 1-minute
 * candles first, in the page's theme; running orders' open prices and the last settled order's open
 * and end prices are marked as lines (the shared chart's `onChart` gives the drawn chart).
 */
export function MicroChart({ symbol, marks }: { symbol: string; marks: readonly PriceMark[] }) {
  const { t } = useTranslation('micro');
  const theme = useTheme() as AppTheme;
  const [resolution, setResolution] = useState<Resolution>('1min');
  const feed = useKlineFeed(symbol, resolution);
  const [chart, setChart] = useState<HighchartsChart | null>(null);

  const label = useCallback(
    (mark: PriceMark) =>
      t(mark.kind === 'open' ? 'chart.open' : 'chart.end', { price: format(mark.price, precision) }),
    [t],
  );
  useEffect(() => {
    // A rebuilt chart (new bars, theme) is a new object; a destroyed one has no axes left.
    if (chart?.yAxis) drawMarks(chart, marks, theme, label);
  }, [chart, marks, theme, label]);

  return (
    <CandleChart
      symbol={symbol}
      bars={feed.bars}
      pushes={feed.pushes}
      resolution={resolution}
      onResolutionChange={setResolution}
      precision={precision}
      onChart={setChart}
      layoutKey={`micro:${symbol}`}
    />
  );
}
