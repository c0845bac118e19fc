import type { KlineBar } from '@exchange/protocol';
import { themes } from '@exchange/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Axis, AxisLabelsFormatterContextObject, Chart, Point } from 'highcharts/highstock';
import { Subject } from 'rxjs';
import { CandleChart, type CandleChartProps } from './CandleChart';
import { renderChart, setUpChartI18n } from './testing/render';

jest.setTimeout(30_000);
beforeAll(() => setUpChartI18n());

const minute = 60_000;
const makeBars = (count: number): KlineBar[] =>
  Array.from({ length: count }, (_, i) => ({
    open: '100',
    high: '102',
    low: '99',
    close: String(100 + i),
    volume: '5',
    time: i * minute,
  }));
const bars = makeBars(30);

function setUp(props: Partial<CandleChartProps> = {}, mode: 'white' | 'dark' = 'white') {
  const charts: Chart[] = [];
  const pushes = new Subject<KlineBar>();
  const onResolutionChange = jest.fn();
  const all: CandleChartProps = {
    symbol: 'BTC/USDT',
    bars,
    pushes,
    resolution: '15min',
    onResolutionChange,
    onChart: (chart) => charts.push(chart),
    ...props,
  };
  const view = renderChart(<CandleChart {...all} />, { mode });
  const rerender = (next: Partial<CandleChartProps>) => view.rerender(<CandleChart {...all} {...next} />);
  return { ...view, rerender, charts, pushes, onResolutionChange };
}

const ids = (chart: Chart) => chart.series.map((series) => series.options.id);
/** Candle points also carry open/high/low/close. */
type DrawnPoint = Point & { close?: number; high?: number };
const points = (chart: Chart, id: string) => (chart.get(id) as unknown as { points: DrawnPoint[] }).points;
const lastOf = (chart: Chart, id: string) => points(chart, id)[points(chart, id).length - 1]!;
/** Waits past the frame in which pushes are drawn. */
const nextFrames = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

describe('CandleChart', () => {
  it('draws candles, the three moving averages and volume, as a named image', async () => {
    const { charts } = setUp();
    await waitFor(() => expect(charts).toHaveLength(1));
    const chart = charts[0]!;
    expect(ids(chart)).toEqual(['price', 'ma10', 'ma15', 'ma20', 'volume']);
    expect(chart.get('price')).toMatchObject({ type: 'candlestick' });
    expect(points(chart, 'price')).toHaveLength(30);
    expect(points(chart, 'ma10')).toHaveLength(21);
    expect(lastOf(chart, 'ma10').y).toBe(124.5);
    expect(chart.container.querySelector('svg')).toHaveAttribute('aria-label', 'BTC/USDT price chart, 15m');
    expect(screen.getByRole('region', { name: 'BTC/USDT chart' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it is loading while the bars are on their way, and shows no data for an empty answer', async () => {
    const { rerender } = setUp({ bars: undefined });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading chart…');
    rerender({ bars: [] });
    expect(await screen.findByRole('status')).toHaveTextContent('No chart data');
  });

  it('applies pushes to the last bar or appends one without rebuilding the chart', async () => {
    const { charts, pushes } = setUp();
    await waitFor(() => expect(charts).toHaveLength(1));
    const chart = charts[0]!;
    const redraw = jest.spyOn(chart, 'redraw');
    const last = bars[bars.length - 1]!;
    act(() => {
      pushes.next({ ...last, close: '200', high: '200' });
      pushes.next({ ...last, close: '150', high: '200' });
      pushes.next({ ...last, time: last.time + minute, open: '150', close: '140', volume: '7' });
    });
    await nextFrames();
    expect(charts).toHaveLength(1);
    const price = points(chart, 'price');
    expect(price).toHaveLength(31);
    expect(price[29]).toMatchObject({ close: 150, high: 200 });
    expect(price[30]).toMatchObject({ x: last.time + minute, close: 140 });
    expect(lastOf(chart, 'volume')).toMatchObject({ y: 7, color: themes.white.colors.down });
    expect(lastOf(chart, 'ma10')).toMatchObject({ x: last.time + minute });
    // One frame, one redraw.
    expect(redraw).toHaveBeenCalledTimes(1);
  });

  it('scrolls the oldest bar out when a new one passes the 300 kept', async () => {
    const full = makeBars(300);
    const { charts, pushes } = setUp({ bars: full });
    await waitFor(() => expect(charts).toHaveLength(1));
    act(() => pushes.next({ ...full[299]!, time: 300 * minute }));
    await nextFrames();
    const price = points(charts[0]!, 'price');
    expect(price).toHaveLength(300);
    expect(price[0]!.x).toBe(minute);
    expect(points(charts[0]!, 'ma20')).toHaveLength(281);
  });

  it('applies pushes that came while it loaded, except those older than the bars', async () => {
    const { charts, pushes, rerender } = setUp({ bars: undefined });
    act(() => {
      pushes.next({ ...bars[10]!, close: '1' });
      pushes.next({ ...bars[29]!, time: 30 * minute, close: '131' });
    });
    rerender({ bars });
    await waitFor(() => expect(charts).toHaveLength(1));
    await nextFrames();
    const price = points(charts[0]!, 'price');
    expect(price).toHaveLength(31);
    expect(price[10]!.close).toBe(110);
    expect(price[30]!.close).toBe(131);
  });

  it('draws the time-share view as a line of closes with volume', async () => {
    const { charts } = setUp({ resolution: 'timeShare' });
    await waitFor(() => expect(charts).toHaveLength(1));
    expect(ids(charts[0]!)).toEqual(['price', 'volume']);
    expect(charts[0]!.get('price')).toMatchObject({ type: 'area' });
    expect(charts[0]!.container.querySelector('svg')).toHaveAttribute(
      'aria-label',
      'BTC/USDT price chart, Time',
    );
  });

  it('follows the dark theme and the given precision', async () => {
    const { charts } = setUp({ precision: 4 }, 'dark');
    await waitFor(() => expect(charts).toHaveLength(1));
    const { options } = charts[0]!;
    expect(options.chart?.backgroundColor).toBe(themes.dark.colors.surface);
    expect(options.tooltip?.valueDecimals).toBe(4);
    expect(charts[0]!.get('price')).toMatchObject({ options: { upColor: themes.dark.colors.up } });
  });

  it('writes prices on the price axis in full where Highcharts would write 68k', async () => {
    const { charts } = setUp();
    await waitFor(() => expect(charts).toHaveLength(1));
    const chart = charts[0]!;
    const [priceAxis, volumeAxis] = chart.yAxis;
    // Axis labels as Highcharts asks for them once ticks are 1,000 apart (a BTC chart on a page;
    // jsdom lays nothing out, so the interval is set here).
    const label = (axis: Axis, value: number) => {
      (axis as Axis & { tickInterval: number }).tickInterval = 1000;
      const context = { axis, chart, value, pos: value } as unknown as AxisLabelsFormatterContextObject;
      const formatter = axis.options.labels?.formatter ?? axis.defaultLabelFormatter;
      return formatter.call(context, context);
    };
    expect(label(volumeAxis!, 68_000)).toBe('68k');
    expect(label(priceAxis!, 68_000)).toMatch(/^68[,\s]000$/);
    expect(label(priceAxis!, 64_500)).toMatch(/^64[,\s]500$/);
    expect(label(priceAxis!, 0.1203)).toBe('0.1203');
  });

  it('offers every resolution and reports the one chosen', async () => {
    const { onResolutionChange } = setUp();
    const tabs = screen.getByRole('tablist', { name: 'Chart resolution' });
    expect(tabs.querySelectorAll('[role="tab"]')).toHaveLength(9);
    await userEvent.click(screen.getByRole('tab', { name: 'Time' }));
    expect(onResolutionChange).toHaveBeenCalledWith('timeShare');
  });

  it('shows no resolution tabs when the resolution is fixed', async () => {
    setUp({ onResolutionChange: undefined });
    await screen.findByRole('region', { name: 'BTC/USDT chart' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
