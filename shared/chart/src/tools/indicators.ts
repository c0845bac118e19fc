import type { ChartIndicator, ChartIndicatorType } from '@exchange/protocol';
import type { AppTheme } from '@exchange/ui';
import type { SeriesOptionsType, YAxisOptions } from 'highcharts/highstock';
import { themedAxes } from '../highcharts/axisTheme';

export type IndicatorParam = keyof ChartIndicator['params'];

export interface IndicatorKind {
  type: ChartIndicatorType;
  /** The parameters the user sets, with their defaults (the common ones). */
  defaults: ChartIndicator['params'];
  /** Drawn in a pane of its own under volume (oscillators), rather than over the candles. */
  ownPane: boolean;
}

/** What the chart offers, in menu order. */
export const INDICATOR_KINDS: readonly IndicatorKind[] = [
  { type: 'ema', defaults: { period: 21 }, ownPane: false },
  { type: 'sma', defaults: { period: 50 }, ownPane: false },
  { type: 'bb', defaults: { period: 20, standardDeviation: 2 }, ownPane: false },
  { type: 'volumeMa', defaults: { period: 20 }, ownPane: false },
  { type: 'rsi', defaults: { period: 14 }, ownPane: true },
  { type: 'macd', defaults: { shortPeriod: 12, longPeriod: 26, signalPeriod: 9 }, ownPane: true },
];

export const kindOf = (type: ChartIndicatorType): IndicatorKind =>
  INDICATOR_KINDS.find((kind) => kind.type === type)!;

export const indicatorSeriesId = (indicator: ChartIndicator) => `indicator-${indicator.id}`;
const paneId = (indicator: ChartIndicator) => `pane-${indicator.id}`;

/** A fresh id, unique in `taken`. */
export function newIndicatorId(taken: readonly ChartIndicator[]): string {
  for (let n = taken.length + 1; ; n++) {
    const id = `i${n}`;
    if (!taken.some((indicator) => indicator.id === id)) return id;
  }
}

/** The parameters as the label shows them: `EMA (21)`, `MACD (12, 26, 9)`. */
export const paramsText = ({ params }: ChartIndicator): string =>
  [params.period, params.standardDeviation, params.shortPeriod, params.longPeriod, params.signalPeriod]
    .filter((value) => value !== undefined)
    .join(', ');

/**
 * The price pane, volume and one pane per oscillator, top to bottom, as y axes. Without oscillators
 * this is the chart's usual 75/23 split.
 */
export function paneAxes(indicators: readonly ChartIndicator[], theme: AppTheme): YAxisOptions[] {
  const oscillators = indicators.filter((indicator) => kindOf(indicator.type).ownPane);
  const gap = 2;
  const oscillatorHeight = oscillators.length === 0 ? 0 : Math.min(20, 40 / oscillators.length);
  const volumeHeight = oscillators.length === 0 ? 23 : 15;
  const priceHeight = 100 - volumeHeight - gap - oscillators.length * (oscillatorHeight + gap);
  const themed = themedAxes(theme);
  const common = { ...themed.y, offset: 0 };
  let top = priceHeight + gap;
  const axes: YAxisOptions[] = [
    {
      ...themed.priceY,
      offset: 0,
      height: `${priceHeight}%`,
      resize: { enabled: oscillators.length > 0, lineColor: theme.colors.border },
    },
    { ...common, top: `${top}%`, height: `${volumeHeight}%` },
  ];
  top += volumeHeight + gap;
  for (const indicator of oscillators) {
    axes.push({ ...common, id: paneId(indicator), top: `${top}%`, height: `${oscillatorHeight}%` });
    top += oscillatorHeight + gap;
  }
  return axes;
}

/**
 * Indicator lines in hues apart from the candles (up/down) and the MAs (warning, primary, muted),
 * readable on each theme's surface.
 */
export const indicatorColors = (theme: AppTheme): string[] =>
  theme.mode === 'dark'
    ? ['#c792ea', '#4dd0e1', '#f78c6c', '#ffd54f', '#e7eaf0']
    : ['#7b3fb5', '#00838f', '#c2410c', '#8d6e00', '#1b1f2a'];

/** A Highcharts Stock indicator series for one kept indicator, in the theme's colours. */
export function indicatorSeries(
  indicator: ChartIndicator,
  index: number,
  theme: AppTheme,
  name: string,
  precision: number,
): SeriesOptionsType {
  const palette = indicatorColors(theme);
  const color = palette[index % palette.length];
  const { params } = indicator;
  const common = {
    id: indicatorSeriesId(indicator),
    name,
    color,
    lineWidth: 1,
    enableMouseTracking: false,
    showInLegend: true,
    tooltip: { valueDecimals: precision },
    marker: { enabled: false },
  };
  switch (indicator.type) {
    case 'ema':
    case 'sma':
      return {
        ...common,
        type: indicator.type,
        linkedTo: 'price',
        params: { period: params.period, index: 3 },
      };
    case 'volumeMa':
      return { ...common, type: 'sma', linkedTo: 'volume', yAxis: 1, params: { period: params.period } };
    case 'bb':
      return {
        ...common,
        type: 'bb',
        linkedTo: 'price',
        params: { period: params.period, standardDeviation: params.standardDeviation, index: 3 },
        topLine: { styles: { lineColor: color } },
        bottomLine: { styles: { lineColor: color } },
      } as SeriesOptionsType;
    case 'rsi':
      return {
        ...common,
        type: 'rsi',
        linkedTo: 'price',
        yAxis: paneId(indicator),
        params: { period: params.period },
      };
    case 'macd':
      return {
        ...common,
        type: 'macd',
        linkedTo: 'price',
        yAxis: paneId(indicator),
        params: {
          shortPeriod: params.shortPeriod,
          longPeriod: params.longPeriod,
          signalPeriod: params.signalPeriod,
          period: params.longPeriod,
        },
        macdLine: { styles: { lineColor: color } },
        signalLine: { styles: { lineColor: palette[(index + 1) % palette.length] } },
        color: theme.colors.muted,
      } as SeriesOptionsType;
  }
}
