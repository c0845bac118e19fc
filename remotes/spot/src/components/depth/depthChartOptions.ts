import { dropProductDescription, themedAxes } from '@exchange/chart';
import type { AppTheme } from '@exchange/ui';
import type { Options } from 'highcharts/highstock';

export type DepthSide = 'bids' | 'asks';

export interface DepthChartSetup {
  theme: AppTheme;
  names: Record<DepthSide, string>;
}

/** Series order in the chart: bids first (left, lower prices), then asks. */
export const DEPTH_SERIES: readonly DepthSide[] = ['bids', 'asks'];

/**
 * A cumulative bid/ask area chart in the theme's colours (up for bids, down for asks): price on x,
 * cumulative amount on y, steps at each level. No Highcharts tooltip or mouse tracking: the component
 * reads the level at the pointer's price itself (model/depth `levelAt`), highlights it and shows its
 * own readout (exact decimals, translated, announced).
 */
export function depthChartOptions({ theme, names }: DepthChartSetup): Options {
  const { colors } = theme;
  const axes = themedAxes(theme);
  const untitled = { title: { text: undefined } };
  const series = (side: DepthSide) => ({
    type: 'area' as const,
    id: side,
    name: names[side],
    data: [],
    step: (side === 'bids' ? 'right' : 'left') as 'right' | 'left',
    color: side === 'bids' ? colors.up : colors.down,
    fillOpacity: 0.25,
    trackByArea: true,
    lineWidth: 1.5,
  });
  return {
    chart: {
      backgroundColor: 'transparent',
      animation: false,
      spacing: [8, 8, 8, 8],
      events: { load: dropProductDescription },
      style: { fontFamily: 'inherit' },
    },
    accessibility: { enabled: false },
    credits: { enabled: false },
    title: { text: undefined },
    legend: { enabled: false },
    tooltip: { enabled: false },
    // A price label about every 64 px: the tab is a narrow column on a desktop, where Highcharts'
    // default (100 px) left one label under the whole chart.
    xAxis: {
      ...axes.priceX,
      ...untitled,
      tickPixelInterval: 64,
      // The window (model/depth `depthWindow`) is centred on the spread; Highcharts' default minimum
      // range (five times the closest levels' distance) widened a thin book's to one side only.
      minRange: Number.EPSILON,
      crosshair: { color: colors.muted, dashStyle: 'Dash' },
    },
    yAxis: { ...axes.y, ...untitled },
    plotOptions: {
      series: {
        animation: false,
        enableMouseTracking: false,
        marker: { enabled: false, states: { hover: { enabled: true, radius: 4 } } },
      },
    },
    series: DEPTH_SERIES.map(series),
  };
}
