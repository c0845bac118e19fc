import { format, type BookState, type StoredPair } from '@exchange/sdk';
import { EmptyState, Spinner, type AppTheme } from '@exchange/ui';
import type { Chart } from 'highcharts/highstock';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import {
  depthSides,
  depthWindow,
  depthXY,
  levelAt,
  type DepthCursor,
  type DepthPoint,
} from '../../model/depth';
import { DEPTH_SERIES, depthChartOptions } from './depthChartOptions';
import { useHighcharts } from './useHighcharts';
import { ChartBox, DepthFrame, Readout } from './styles';

export interface DepthChartProps {
  pair: StoredPair;
  /** The live book (the sdk's `useDepth(pair).data`); undefined until its first snapshot. */
  book: BookState | undefined;
  /** Each chart drawn, for tests. */
  onChart?: (chart: Chart) => void;
}

type Cursor = DepthCursor;

const READOUT_ID = 'spot-depth-readout';

/**
 * The depth chart (issue 26 item 3): the book's cumulative bids and asks as areas, from the same
 * live book as the list. A readout gives the price, cumulative amount and total under the pointer,
 * or of the level chosen with the arrow keys (the chart is one tab stop, a named group).
 * Highcharts loads with the chart's first draw; the price axis reads left to right in RTL pages too.
 */
export function DepthChart({ pair, book, onChart }: DepthChartProps) {
  const { t } = useTranslation('spot');
  const theme = useTheme() as AppTheme;
  const highcharts = useHighcharts();
  const sides = useMemo(() => (book ? depthSides(book) : undefined), [book]);
  const shown = sides !== undefined && (sides.bids.length > 0 || sides.asks.length > 0);
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<Chart | null>(null);
  // The level read out: kept by side and index, so its figures follow the live book under the pointer.
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const point: DepthPoint | undefined = cursor ? sides?.[cursor.side][cursor.index] : undefined;
  const readout = cursor && point ? { side: cursor.side, point } : null;
  const reportChart = useRef(onChart);
  useEffect(() => void (reportChart.current = onChart), [onChart]);
  const names = useMemo(() => ({ bids: t('book.bids'), asks: t('book.asks') }), [t]);

  useEffect(() => {
    if (!highcharts || !box.current || !shown) return;
    const created = highcharts.chart(box.current, depthChartOptions({ theme, names }));
    setChart(created);
    reportChart.current?.(created);
    return () => {
      created.destroy();
      setChart(null);
    };
  }, [highcharts, theme, names, shown]);

  useEffect(() => {
    if (!chart || !sides) return;
    DEPTH_SERIES.forEach((side, index) =>
      // Points updated in place: the one under the pointer keeps its hover state as the book moves.
      chart.series[index]?.setData(depthXY(sides[side]), false, false, true),
    );
    const shownPart = depthWindow(sides);
    chart.xAxis[0]?.setExtremes(shownPart?.min, shownPart?.max, false, false);
    chart.yAxis[0]?.setExtremes(undefined, shownPart?.maxAmount, false, false);
    chart.redraw(false);
  }, [chart, sides]);

  // The level read out is highlighted (marker and crosshair), also as the live book moves.
  useEffect(() => {
    if (!chart || !cursor) return;
    const point = chart.series[DEPTH_SERIES.indexOf(cursor.side)]?.points[cursor.index];
    if (!point) return;
    point.setState('hover');
    chart.xAxis[0]?.drawCrosshair(undefined, point);
    return () => {
      // A point the book's update or a new chart destroyed has no series left to draw on.
      if (point.series) point.setState('');
      chart.xAxis?.[0]?.hideCrosshair();
    };
  }, [chart, cursor, sides]);

  const onPointerMove = (event: MouseEvent<HTMLDivElement>) => {
    const axis = chart?.xAxis[0];
    if (!chart || !axis) return;
    const { chartX, chartY } = chart.pointer.normalize(event.nativeEvent);
    if (!chart.isInsidePlot(chartX - chart.plotLeft, chartY - chart.plotTop)) return setCursor(null);
    const prices = (index: number) => chart.series[index]?.points.map((point) => point.x) ?? [];
    setCursor(levelAt(prices(0), prices(1), axis.toValue(chartX)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!chart || !sides || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    setCursor(stepCursor(sides.bids.length, sides.asks.length, cursor, event.key === 'ArrowRight' ? 1 : -1));
  };

  if (sides === undefined) return <Spinner label={t('depth.loading')} />;
  if (!shown) return <EmptyState title={t('book.empty')} />;
  const sideName = readout?.side === 'bids' ? t('book.bids') : t('book.asks');
  return (
    <DepthFrame
      role="group"
      aria-label={t('depth.name', { pair: pair.symbol })}
      aria-describedby={READOUT_ID}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={() => setCursor(null)}
      onMouseLeave={() => setCursor(null)}
    >
      <Readout id={READOUT_ID} data-testid="depth-readout">
        {readout ? (
          <>
            <span>
              {sideName} {format(readout.point.price, 'price')} {pair.legalName}
            </span>
            <span>
              {t('depth.amount')} {format(readout.point.amount, 'amount')} {pair.currencyName}
            </span>
            <span>
              {t('depth.total')} {format(readout.point.total, 'price')} {pair.legalName}
            </span>
          </>
        ) : (
          <span>{t('depth.hint')}</span>
        )}
      </Readout>
      <ChartBox ref={box} dir="ltr" aria-hidden="true" onMouseMove={onPointerMove} />
      {!chart && <Spinner label={t('depth.loading')} />}
    </DepthFrame>
  );
}

/**
 * The level the arrow keys go to: from the best bid or ask at first, then along the price axis
 * (bids low to high, then asks), stopping at either end.
 */
export function stepCursor(bids: number, asks: number, cursor: Cursor | null, step: 1 | -1): Cursor | null {
  const count = bids + asks;
  if (count === 0) return null;
  const at = cursor ? (cursor.side === 'bids' ? cursor.index : bids + cursor.index) : null;
  const next = at === null ? (bids > 0 ? bids - 1 : bids) : Math.min(count - 1, Math.max(0, at + step));
  return next < bids ? { side: 'bids', index: next } : { side: 'asks', index: next - bids };
}

export default DepthChart;
