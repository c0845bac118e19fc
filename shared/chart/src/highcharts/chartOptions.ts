import type { KlineBar } from '@exchange/protocol';
import type { AppTheme } from '@exchange/ui';
import type { ChartDrawing, ChartIndicator } from '@exchange/protocol';
import type { Options, PointOptionsObject, SeriesOptionsType } from 'highcharts/highstock';
import { MA_PERIODS, movingAverage, toCandle, toClose, toVolume } from '../model/bars';
import type { Resolution } from '../model/resolution';
import { annotationOptions, toolsOptions } from '../tools/drawings';
import { themedAxes } from './axisTheme';
import { indicatorSeries, paneAxes } from '../tools/indicators';
import { dropProductDescription } from './productDescription';

export interface ChartLabels {
  price: string;
  volume: string;
  ma: (period: number) => string;
}

/** Spec §9: times show in Asia/Shanghai (UTC+8), whoever reads them. */
export const CHART_TIMEZONE = 'Asia/Shanghai';

export const seriesIds = {
  price: 'price',
  volume: 'volume',
  ma: (period: number) => `ma${period}`,
} as const;

/** One colour per moving average, from the theme, in MA_PERIODS order. */
export const maColors = (theme: AppTheme): string[] => [
  theme.colors.warning,
  theme.colors.primary,
  theme.colors.muted,
];

/** A volume column in the colour of its candle: up (close >= open) or down. */
export function volumePoint(bar: KlineBar, theme: AppTheme): PointOptionsObject {
  const [x, y] = toVolume(bar);
  const [, open, , , close] = toCandle(bar);
  return { x, y, color: close >= open ? theme.colors.up : theme.colors.down };
}

export interface ChartSetup {
  bars: readonly KlineBar[];
  resolution: Resolution;
  theme: AppTheme;
  labels: ChartLabels;
  /** Decimals of prices in the tooltip and of the moving averages. */
  precision: number;
  /** The kept indicators and drawings, once Highcharts' indicator and stock-tools modules are loaded. */
  tools?: ChartToolsSetup;
}

export interface ChartToolsSetup {
  indicators: readonly ChartIndicator[];
  drawings: readonly ChartDrawing[];
  indicatorName: (indicator: ChartIndicator) => string;
  /** A drawing tool finished (or was dropped): read the drawings. */
  onToolDone: () => void;
}

/** The options the tools add: indicator series and their panes, kept drawings, the stock tools' set-up. */
function withTools(options: Options, setup: ChartSetup, tools: ChartToolsSetup): Options {
  const { theme, precision } = setup;
  return {
    ...options,
    ...toolsOptions(theme, tools.onToolDone),
    yAxis: paneAxes(tools.indicators, theme),
    series: [
      ...(options.series ?? []),
      ...tools.indicators.map((indicator, index) =>
        indicatorSeries(indicator, index, theme, tools.indicatorName(indicator), precision),
      ),
    ],
    annotations: tools.drawings.map((drawing) => annotationOptions(drawing, theme)),
  } as Options;
}

function priceSeries({ bars, resolution, theme, labels }: ChartSetup): SeriesOptionsType {
  const { colors } = theme;
  if (resolution === 'timeShare')
    return {
      type: 'area',
      id: seriesIds.price,
      name: labels.price,
      data: bars.map(toClose),
      color: colors.primary,
      fillOpacity: 0.1,
      showInLegend: false,
    };
  return {
    type: 'candlestick',
    id: seriesIds.price,
    name: labels.price,
    data: bars.map(toCandle),
    color: colors.down,
    lineColor: colors.down,
    upColor: colors.up,
    upLineColor: colors.up,
    showInLegend: false,
  };
}

/** The whole chart for one pair and resolution, in the theme's colours. */
export function chartOptions(setup: ChartSetup): Options {
  const { bars, resolution, theme, labels, precision } = setup;
  const { colors } = theme;
  const timeShare = resolution === 'timeShare';
  const colorsOfMa = maColors(theme);
  const averages: SeriesOptionsType[] = timeShare
    ? []
    : MA_PERIODS.map((period, index) => ({
        type: 'line',
        id: seriesIds.ma(period),
        name: labels.ma(period),
        data: movingAverage(bars, period, precision),
        color: colorsOfMa[index],
        lineWidth: 1,
        enableMouseTracking: false,
      }));
  const axes = themedAxes(theme);
  const options = {
    chart: {
      backgroundColor: colors.surface,
      style: { fontFamily: theme.fonts.body },
      animation: false,
      events: { load: dropProductDescription },
    },
    time: { timezone: CHART_TIMEZONE },
    credits: { enabled: false },
    // Without the accessibility module Highcharts makes the <svg> one image (role img); CandleChart
    // names it. The figures a reader needs are text beside the chart (the remote's top bar).
    accessibility: { enabled: false },
    rangeSelector: { enabled: false },
    // Once stock tools are loaded (any chart's tools), no chart shows their own toolbar: the React
    // toolbar (tools/ChartToolbar) replaces it.
    stockTools: { gui: { enabled: false } },
    navigator: { enabled: false },
    scrollbar: { enabled: false },
    // Only the moving averages need a key (candles and volume explain themselves): one line on top.
    legend: {
      enabled: !timeShare,
      align: 'left',
      verticalAlign: 'top',
      margin: 4,
      padding: 4,
      itemDistance: 12,
      itemStyle: { color: colors.text, fontWeight: 'normal' },
      itemHoverStyle: { color: colors.text },
    },
    tooltip: {
      split: false,
      shared: true,
      valueDecimals: precision,
      backgroundColor: colors.surfaceRaised,
      borderColor: colors.border,
      style: { color: colors.text },
    },
    xAxis: axes.x,
    yAxis: [
      { ...axes.priceY, height: '75%' },
      { ...axes.y, top: '77%', height: '23%', offset: 0 },
    ],
    plotOptions: { series: { animation: false, dataGrouping: { enabled: false } } },
    series: [
      priceSeries(setup),
      ...averages,
      {
        type: 'column',
        id: seriesIds.volume,
        name: labels.volume,
        data: bars.map((bar) => volumePoint(bar, theme)),
        yAxis: 1,
        borderWidth: 0,
        // Each column has its candle's colour; this one is the tooltip's.
        color: colors.muted,
        showInLegend: false,
      },
    ],
  } as Options;
  return setup.tools ? withTools(options, setup, setup.tools) : options;
}
