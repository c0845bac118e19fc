import type HighchartsType from 'highcharts/highstock';

export type Highcharts = typeof HighchartsType;

let loading: Promise<Highcharts> | null = null;

/**
 * Highcharts on first use, in the same lazy chunk the candle chart loads (`@exchange/chart`'s
 * loadHighstock imports the same module under the same chunk name): off the deal centre's first page,
 * downloaded once whichever chart asks first.
 */
export function loadHighcharts(): Promise<Highcharts> {
  loading ??= import(/* webpackChunkName: "highstock" */ 'highcharts/highstock').then(
    (module) => (module as { default?: Highcharts }).default ?? (module as unknown as Highcharts),
  );
  return loading;
}
