import type { AppTheme } from '@exchange/ui';
import type { AxisLabelsFormatterContextObject } from 'highcharts/highstock';

/**
 * A price in full, as the chart's number format writes it (68,500 or 0.1203): never Highcharts'
 * shortened 68k, which it picks once ticks are 1,000 apart and which leaves a trader unable to read
 * a level off the axis.
 */
function fullPrice(this: AxisLabelsFormatterContextObject): string {
  return this.chart.numberFormatter(Number(this.value), -1);
}

/**
 * The theme's look for every chart axis (candles, indicator panes, the spot depth chart), so that
 * all charts of a page draw their lines and labels alike. Data only: importing this loads no Highcharts.
 */
export function themedAxes(theme: AppTheme) {
  const { colors } = theme;
  const labelStyle = { color: colors.muted };
  const x = { lineColor: colors.border, tickColor: colors.border, labels: { style: labelStyle } };
  const y = {
    gridLineColor: colors.border,
    labels: { style: labelStyle, align: 'left' as const },
    opposite: true,
  };
  return {
    /** A time axis along the bottom. */
    x,
    /** A value axis on the right (volume, an oscillator), labels inside the plot's right edge. */
    y,
    /** A price axis along the bottom (the depth chart's). */
    priceX: { ...x, labels: { ...x.labels, formatter: fullPrice } },
    /** The candles' price axis on the right. */
    priceY: { ...y, labels: { ...y.labels, formatter: fullPrice } },
  };
}
