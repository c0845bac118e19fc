import type { ChartDrawing, ChartLayout, KlineBar } from '@exchange/protocol';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chart } from 'highcharts/highstock';
import { Subject } from 'rxjs';
import { CandleChart, type CandleChartProps } from '../CandleChart';
import { createTestSdk, renderChart, setUpChartI18n } from '../testing/render';
import { readVisitorLayout } from './useChartLayout';

jest.setTimeout(60_000);
beforeAll(() => setUpChartI18n());

const minute = 60_000;
const bars: KlineBar[] = Array.from({ length: 60 }, (_, i) => ({
  open: '100',
  high: '103',
  low: '98',
  close: String(100 + (i % 7)),
  volume: String(5 + (i % 3)),
  time: i * minute,
}));

const trendLine: ChartDrawing = {
  type: 'crookedLine',
  langKey: 'segment',
  typeOptions: {
    xAxis: 0,
    yAxis: 0,
    points: [
      { x: 5 * minute, y: 101 },
      { x: 40 * minute, y: 104 },
    ],
  },
};

type Test = ReturnType<typeof createTestSdk>;

function setUp({
  test = createTestSdk(),
  layoutKey = 'BTC/USDT',
  props = {},
}: { test?: Test; layoutKey?: string; props?: Partial<CandleChartProps> } = {}) {
  const charts: Chart[] = [];
  const all: CandleChartProps = {
    symbol: 'BTC/USDT',
    bars,
    pushes: new Subject<KlineBar>(),
    resolution: '15min',
    layoutKey,
    onChart: (chart) => charts.push(chart),
    ...props,
  };
  const view = renderChart(<CandleChart {...all} />, { test });
  const latest = () => charts[charts.length - 1]!;
  const rerender = (next: Partial<CandleChartProps>) => view.rerender(<CandleChart {...all} {...next} />);
  return { ...view, test, charts, latest, rerender };
}

const seriesIds = (chart: Chart) => chart.series.map((series) => series.options.id);
const annotationsOf = (chart: Chart) =>
  (chart as unknown as { annotations: { options: { type: string; typeOptions: { points: unknown[] } } }[] })
    .annotations;

/** A server that keeps layouts per pair as the real one does, for a logged-in user. */
function layoutServer(test: Test, kept: Record<string, ChartLayout> = {}) {
  test.sdk.storage.set('token', 'tok');
  test.server.on('/api/chart/layout', (request) => {
    const pair = request.fields.pair!;
    if (request.method === 'PUT') kept[pair] = JSON.parse(request.fields.layout!) as ChartLayout;
    return {
      body: { type: 'ok', message: { pair, layout: kept[pair] ?? { indicators: [], drawings: [] } } },
    };
  });
  return kept;
}

async function addIndicator(name: string, period?: string) {
  const toolbar = screen.getByRole('button', { name: 'Indicators' });
  if (toolbar.getAttribute('aria-expanded') !== 'true') await userEvent.click(toolbar);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Indicator' }), name);
  if (period !== undefined) {
    const input = screen.getByRole('spinbutton', { name: 'Period' });
    await userEvent.clear(input);
    await userEvent.type(input, period);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('chart indicators and drawings', () => {
  it('adds an indicator with its period as a series of the chart, and removes it again', async () => {
    const { latest, charts } = setUp();
    await waitFor(() => expect(charts.length).toBeGreaterThan(0));
    expect(seriesIds(latest())).toEqual(['price', 'ma10', 'ma15', 'ma20', 'volume']);

    await addIndicator('EMA', '30');
    await waitFor(() => expect(seriesIds(latest())).toContain('indicator-i1'));
    const ema = latest().get('indicator-i1') as unknown as {
      type: string;
      options: { params: { period: number } };
    };
    expect(ema.type).toBe('ema');
    expect(ema.options.params.period).toBe(30);

    await addIndicator('RSI');
    await waitFor(() => expect(seriesIds(latest())).toContain('indicator-i2'));
    expect(latest().get('indicator-i2')).toMatchObject({ type: 'rsi' });
    // RSI draws in a pane of its own: price, volume and the RSI pane.
    expect(latest().yAxis.filter((axis) => !axis.options.className?.includes('navigator'))).toHaveLength(3);

    const active = screen.getByRole('list', { name: 'Indicators on the chart' });
    expect(
      within(active)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['EMA (30)×', 'RSI (14)×']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove EMA (30)' }));
    await waitFor(() => expect(seriesIds(latest())).not.toContain('indicator-i1'));
    expect(seriesIds(latest())).toContain('indicator-i2');
  });

  it('refuses a period out of range', async () => {
    setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Indicators' }));
    const input = screen.getByRole('spinbutton', { name: 'Period' });
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it("keeps a visitor's layout per pair in the browser and restores it when the pair is opened again", async () => {
    const test = createTestSdk();
    const first = setUp({ test });
    await waitFor(() => expect(first.charts.length).toBeGreaterThan(0));
    await addIndicator('Bollinger bands');
    await waitFor(() => expect(seriesIds(first.latest())).toContain('indicator-i1'));
    expect(readVisitorLayout(test.sdk.storage, 'BTC/USDT').indicators).toEqual([
      { id: 'i1', type: 'bb', params: { period: 20, standardDeviation: 2 } },
    ]);
    expect(test.server.requests.filter((request) => request.path === '/api/chart/layout')).toHaveLength(0);

    first.rerender({ symbol: 'ETH/USDT', layoutKey: 'ETH/USDT' });
    await waitFor(() => expect(seriesIds(first.latest())).not.toContain('indicator-i1'));
    first.rerender({ symbol: 'BTC/USDT', layoutKey: 'BTC/USDT' });
    await waitFor(() => expect(first.latest().get('indicator-i1')).toMatchObject({ type: 'bb' }));
  });

  it("keeps a user's layout on the server and restores it, drawings included, in a new page", async () => {
    const test = createTestSdk();
    const kept = layoutServer(test, {
      'contracts:BTC/USDT': {
        indicators: [{ id: 'a', type: 'macd', params: { shortPeriod: 12, longPeriod: 26, signalPeriod: 9 } }],
        drawings: [trendLine],
      },
    });
    const { latest, charts, unmount } = setUp({ test, layoutKey: 'contracts:BTC/USDT' });
    await waitFor(() => expect(latest()?.get('indicator-a')).toMatchObject({ type: 'macd' }));
    expect(annotationsOf(latest())).toHaveLength(1);
    expect(annotationsOf(latest())[0]!.options).toMatchObject({
      type: 'crookedLine',
      typeOptions: trendLine.typeOptions,
    });
    expect(screen.getByRole('list', { name: 'Drawings on the chart' })).toHaveTextContent('Trend line 1');

    await addIndicator('Volume MA', '10');
    await waitFor(() => expect(kept['contracts:BTC/USDT']!.indicators).toHaveLength(2));
    expect(kept['contracts:BTC/USDT']!.indicators[1]).toEqual({
      id: 'i2',
      type: 'volumeMa',
      params: { period: 10 },
    });
    expect(latest().get('indicator-i2')).toMatchObject({ type: 'sma', options: { linkedTo: 'volume' } });
    expect(test.sdk.storage.get('chartLayouts')).toBeUndefined();
    unmount();
    expect(charts.length).toBeGreaterThan(0);

    const again = setUp({ test, layoutKey: 'contracts:BTC/USDT' });
    await waitFor(() => expect(again.latest()?.get('indicator-i2')).toBeDefined());
    expect(annotationsOf(again.latest())).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Trend line 1' }));
    await waitFor(() => expect(kept['contracts:BTC/USDT']!.drawings).toEqual([]));
    await waitFor(() => expect(annotationsOf(again.latest())).toHaveLength(0));
  });

  it('saves a drawing made with a drawing tool', async () => {
    const test = createTestSdk();
    const { latest, charts } = setUp({ test });
    await waitFor(() => expect(charts.length).toBeGreaterThan(0));
    const button = screen.getByRole('button', { name: 'Horizontal line' });
    await userEvent.hover(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    await waitFor(() => expect(latest()).toHaveProperty('navigationBindings'));
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Click the chart to place the Horizontal line');

    // jsdom has no layout: stand in for the click Highcharts would read on the plot.
    const chart = latest();
    const bindings = (
      chart as unknown as { navigationBindings: { bindingsChartClick(c: Chart, e: object): void } }
    ).navigationBindings;
    jest.spyOn(chart.pointer, 'getCoordinates').mockReturnValue({
      xAxis: [{ axis: chart.xAxis[0]!, value: 20 * minute }],
      yAxis: [{ axis: chart.yAxis[0]!, value: 102.5 }],
    } as never);
    act(() => bindings.bindingsChartClick(chart, { target: chart.container, chartX: 100, chartY: 100 }));
    await waitFor(() => expect(readVisitorLayout(test.sdk.storage, 'BTC/USDT').drawings).toHaveLength(1));
    expect(readVisitorLayout(test.sdk.storage, 'BTC/USDT').drawings[0]).toMatchObject({
      type: 'infinityLine',
      langKey: 'horizontalLine',
      typeOptions: { type: 'horizontalLine', points: [{ y: 102.5 }] },
    });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(annotationsOf(latest())).toHaveLength(1));

    // Escape drops an armed tool without drawing anything.
    const fibonacci = screen.getByRole('button', { name: 'Fibonacci retracement' });
    await waitFor(() => expect(latest()).toHaveProperty('navigationBindings'));
    await userEvent.click(fibonacci);
    expect(fibonacci).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Escape}');
    expect(fibonacci).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/Click the chart/)).not.toBeInTheDocument();
    expect(readVisitorLayout(test.sdk.storage, 'BTC/USDT').drawings).toHaveLength(1);
  });
});
