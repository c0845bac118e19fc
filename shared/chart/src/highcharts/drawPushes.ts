import type { KlineBar } from '@exchange/protocol';
import type { AppTheme } from '@exchange/ui';
import type { Chart, Point, PointOptionsType, Series } from 'highcharts/highstock';
import { MA_PERIODS, lastAverage, mergeBar, toCandle, toClose } from '../model/bars';
import { BARS_KEPT, type Resolution } from '../model/resolution';
import { seriesIds, volumePoint } from './chartOptions';

export interface DrawContext {
  resolution: Resolution;
  theme: AppTheme;
  precision: number;
  keep?: number;
}

const seriesOf = (chart: Chart, id: string) => chart.get(id) as Series | undefined;

/** The drawn point at `time` (the last one, normally), or none. */
function pointAt(series: Series, time: number): Point | undefined {
  for (let index = series.points.length - 1; index >= 0; index--) {
    const point = series.points[index];
    if (point?.x === time) return point;
    if (point && point.x < time) return undefined;
  }
  return undefined;
}

/** Replaces the point at `time` or, when there is none, appends `options`. Never redraws. */
function put(series: Series | undefined, time: number, options: PointOptionsType, shift: boolean) {
  if (!series) return;
  const point = pointAt(series, time);
  if (point) point.update(options, false, false);
  else series.addPoint(options, false, shift, false);
}

/**
 * Applies a frame's pushes to a drawn chart: the open bar's points are updated in place, a new bar
 * appends points (the oldest scrolls out past `keep`), all with `redraw: false`, then one redraw.
 * The chart is never rebuilt. Returns the bars after the pushes.
 */
export function drawPushes(
  chart: Chart,
  bars: readonly KlineBar[],
  pushes: readonly KlineBar[],
  { resolution, theme, precision, keep = BARS_KEPT }: DrawContext,
): KlineBar[] {
  let current: KlineBar[] = [...bars];
  const price = seriesOf(chart, seriesIds.price);
  const volume = seriesOf(chart, seriesIds.volume);
  let changed = false;
  for (const push of pushes) {
    const merged = mergeBar(current, push, keep);
    const { change } = merged;
    if (change.kind === 'none') continue;
    changed = true;
    current = merged.bars;
    const { bar } = change;
    const shift = change.kind === 'append' && change.shifted;
    put(price, bar.time, resolution === 'timeShare' ? toClose(bar) : toCandle(bar), shift);
    put(volume, bar.time, volumePoint(bar, theme), shift);
    if (resolution === 'timeShare') continue;
    for (const period of MA_PERIODS) {
      const average = lastAverage(current, period, precision);
      const ma = seriesOf(chart, seriesIds.ma(period));
      if (average && ma) put(ma, average[0], average, shift && ma.points.length > 0);
    }
  }
  if (changed) chart.redraw(false);
  return current;
}
