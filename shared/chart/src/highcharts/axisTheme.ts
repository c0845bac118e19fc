import type { AppTheme } from '@exchange/ui';

/**
 * The theme's look for every chart axis (candles, indicator panes, the spot depth chart), so that
 * all charts of a page draw their lines and labels alike. Data only: importing this loads no Highcharts.
 */
export function themedAxes(theme: AppTheme) {
  const { colors } = theme;
  const labelStyle = { color: colors.muted };
  return {
    /** A time or price axis along the bottom. */
    x: { lineColor: colors.border, tickColor: colors.border, labels: { style: labelStyle } },
    /** A value axis on the right, labels inside the plot's right edge. */
    y: {
      gridLineColor: colors.border,
      labels: { style: labelStyle, align: 'left' as const },
      opposite: true,
    },
  };
}
