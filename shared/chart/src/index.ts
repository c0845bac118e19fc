// @exchange/chart: the candle chart of the remotes that draw one (DESIGN.md). Highcharts itself
// loads on the first chart drawn, never with this module.
export { CandleChart, chartNamespace, type CandleChartProps } from './CandleChart';
export { useKlineFeed, type KlineFeed } from './useKlineFeed';
export type { BarSource, ChartStatus } from './useLiveChart';
export {
  RESOLUTIONS,
  DEFAULT_RESOLUTION,
  BARS_KEPT,
  isResolution,
  periodOf,
  requestWindow,
  type Resolution,
} from './model/resolution';
export {
  MA_PERIODS,
  CHART_PRECISION,
  precisionFromPriceScale,
  mergeBar,
  mergeBars,
  pushesAfter,
  movingAverage,
  lastAverage,
  toCandle,
  toClose,
  toVolume,
  type BarChange,
  type Candle,
  type XY,
} from './model/bars';
export { CHART_TIMEZONE } from './highcharts/chartOptions';
export { themedAxes } from './highcharts/axisTheme';
export { dropProductDescription } from './highcharts/productDescription';
// One Highcharts for every chart of the tab (the depth chart too): this package is a singleton.
export { loadHighstock, type Highstock } from './highcharts/loadHighstock';
export type { Chart as HighchartsChart } from 'highcharts/highstock';
