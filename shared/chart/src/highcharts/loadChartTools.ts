import { loadHighstock, type Highstock } from './loadHighstock';

let loading: Promise<Highstock> | null = null;

/**
 * Highcharts Stock's own indicator and stock-tools modules (SMA/EMA, Bollinger bands, RSI, MACD;
 * annotations-advanced, stock-tools' drawing bindings, drag-panes), loaded only when a chart needs
 * them: the user opens the indicators or drawing tools, or the pair has a kept layout. They register
 * themselves on the Highcharts that `loadHighstock` loaded (its UMD build exposes it to them), so
 * they come after it, SMA before the indicators built on it and annotations before stock tools.
 * One promise for the tab, like `loadHighstock` (`@exchange/chart` is a federation singleton).
 */
export function loadChartTools(): Promise<Highstock> {
  loading ??= loadHighstock()
    .then(async (Highcharts) => {
      await Promise.all([
        import(/* webpackChunkName: "chart-tools" */ 'highcharts/indicators/indicators'),
        import(/* webpackChunkName: "chart-tools" */ 'highcharts/modules/annotations-advanced'),
      ]);
      await Promise.all([
        import(/* webpackChunkName: "chart-tools" */ 'highcharts/indicators/bollinger-bands'),
        import(/* webpackChunkName: "chart-tools" */ 'highcharts/indicators/rsi'),
        import(/* webpackChunkName: "chart-tools" */ 'highcharts/indicators/macd'),
        import(/* webpackChunkName: "chart-tools" */ 'highcharts/modules/stock-tools'),
        import(/* webpackChunkName: "chart-tools" */ 'highcharts/modules/drag-panes'),
      ]);
      return Highcharts;
    })
    .catch((error: unknown) => {
      loading = null; // a chunk that failed (offline) is fetched again next time
      throw error;
    });
  return loading;
}
