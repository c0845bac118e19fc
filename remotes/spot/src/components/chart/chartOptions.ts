import type { KlineBar } from '@exchange/protocol';
import type { Options, SeriesOptionsType } from 'highcharts/highstock';
import type { AppTheme } from '@exchange/ui';
import {
  CHART_DECIMALS,
  MA_PERIODS,
  movingAverage,
  toCandle,
  toClose,
  toVolume,
  type Resolution,
} from '../../model/kline';

export interface ChartLabels {
  price: string;
  volume: string;
  ma: (period: number) => string;
}

const maColors = ['#f5a623', '#7b61ff', '#26a7de'];

/** Spec §9: times show in Asia/Shanghai. */
export const CHART_TIMEZONE = 'Asia/Shanghai';

export const seriesIds = {
  price: 'price',
  volume: 'volume',
  ma: (period: number) => `ma${period}`,
} as const;

/** The whole chart for one pair and resolution, following the theme's colours. */
export function chartOptions(
  bars: readonly KlineBar[],
  resolution: Resolution,
  theme: AppTheme,
  labels: ChartLabels,
): Options {
  const { colors } = theme;
  const timeShare = resolution === 'timeShare';
  const price: SeriesOptionsType = timeShare
    ? {
        type: 'area',
        id: seriesIds.price,
        name: labels.price,
        data: bars.map(toClose),
        color: colors.primary,
        fillOpacity: 0.1,
      }
    : {
        type: 'candlestick',
        id: seriesIds.price,
        name: labels.price,
        data: bars.map(toCandle),
        color: colors.down,
        lineColor: colors.down,
        upColor: colors.up,
        upLineColor: colors.up,
      };
  const averages: SeriesOptionsType[] = timeShare
    ? []
    : MA_PERIODS.map((period, index) => ({
        type: 'line',
        id: seriesIds.ma(period),
        name: labels.ma(period),
        data: movingAverage(bars, period),
        color: maColors[index],
        lineWidth: 1,
        enableMouseTracking: false,
      }));
  const axisStyle = { color: colors.muted };
  return {
    chart: { backgroundColor: colors.surface, style: { fontFamily: theme.fonts.body }, animation: false },
    time: { timezone: CHART_TIMEZONE },
    credits: { enabled: false },
    // The chart is decorative next to the top bar's figures (read out there); no a11y module shipped.
    accessibility: { enabled: false },
    rangeSelector: { enabled: false },
    navigator: { enabled: false },
    scrollbar: { enabled: false },
    legend: { enabled: !timeShare, itemStyle: { color: colors.text } },
    tooltip: { split: false, shared: true, valueDecimals: CHART_DECIMALS },
    xAxis: { lineColor: colors.border, tickColor: colors.border, labels: { style: axisStyle } },
    yAxis: [
      {
        height: '75%',
        gridLineColor: colors.border,
        labels: { style: axisStyle, align: 'left' },
        opposite: true,
      },
      {
        top: '77%',
        height: '23%',
        offset: 0,
        gridLineColor: colors.border,
        labels: { style: axisStyle, align: 'left' },
        opposite: true,
      },
    ],
    plotOptions: { series: { animation: false, dataGrouping: { enabled: false } } },
    series: [
      price,
      ...averages,
      {
        type: 'column',
        id: seriesIds.volume,
        name: labels.volume,
        data: bars.map(toVolume),
        yAxis: 1,
        color: colors.muted,
      },
    ],
  };
}
