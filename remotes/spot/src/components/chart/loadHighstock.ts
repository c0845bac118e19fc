import type HighchartsType from 'highcharts/highstock';

export type Highstock = typeof HighchartsType;

let loading: Promise<Highstock> | null = null;

/**
 * Highcharts Stock is large: it loads on first use in its own chunk, so it is in neither the host
 * nor the remote entry, and pages without a chart never download it.
 */
export function loadHighstock(): Promise<Highstock> {
  loading ??= import(/* webpackChunkName: "highstock" */ 'highcharts/highstock').then(
    (module) => (module as { default?: Highstock }).default ?? (module as unknown as Highstock),
  );
  return loading;
}
