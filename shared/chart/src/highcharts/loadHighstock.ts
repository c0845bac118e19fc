import type HighchartsType from 'highcharts/highstock';

export type Highstock = typeof HighchartsType;

let loading: Promise<Highstock> | null = null;

/**
 * Highcharts Stock is large (~120 KB gzip): it loads on first use in its own chunk, so it is in no
 * host bundle and no remote entry, and pages without a chart never download it. `@exchange/chart`
 * is a federation singleton (shared/build/singletons.mjs): one copy of this module runs in the tab,
 * so two remotes that draw charts share this one promise and download Highcharts once.
 */
export function loadHighstock(): Promise<Highstock> {
  loading ??= import(/* webpackChunkName: "highstock" */ 'highcharts/highstock').then(
    (module) => (module as { default?: Highstock }).default ?? (module as unknown as Highstock),
  );
  return loading;
}
