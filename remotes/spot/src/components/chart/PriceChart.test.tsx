import { createTestSdk } from '@exchange/sdk/testing';
import type { Chart } from 'highcharts/highstock';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpSpotI18n } from '../../testing/render';
import { goOnline, renderWithSdk } from '../../testing/sdkHarness';
import { PriceChart } from './PriceChart';

// jsdom has no CSS.supports, which Highcharts asks on start-up.
if (typeof globalThis.CSS?.supports !== 'function') {
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
}

// Highcharts under jsdom on two shared cores is slow.
jest.setTimeout(20_000);

beforeAll(() => setUpSpotI18n());

const minute = 60_000;
const bars = Array.from({ length: 30 }, (_, i) => ({
  open: '100',
  high: '102',
  low: '99',
  close: String(100 + i),
  volume: '5',
  time: i * minute,
}));

function setUp(body: unknown = { code: 1, data: bars }) {
  const test = createTestSdk();
  test.server.on('/api/currency/new_timeshar', { body });
  const charts: Chart[] = [];
  const view = renderWithSdk(<PriceChart symbol="BTC/USDT" onChart={(chart) => charts.push(chart)} />, test);
  return { ...view, test, charts };
}

const seriesNames = (chart: Chart) => chart.series.map((series) => series.options.id);

describe('PriceChart', () => {
  it('draws candles, the three moving averages and volume from new_timeshar', async () => {
    const { test, charts } = setUp();
    await waitFor(() => expect(charts).toHaveLength(1));
    const chart = charts[0]!;
    expect(seriesNames(chart)).toEqual(['price', 'ma10', 'ma15', 'ma20', 'volume']);
    expect(chart.get('price')).toMatchObject({ type: 'candlestick' });
    const request = test.server.requests.find((r) => r.path === '/api/currency/new_timeshar')!;
    expect(request.fields).toMatchObject({ symbol: 'BTC/USDT', period: '15min' });
  });

  it('shows the no-data signal when the code is not 1', async () => {
    setUp({ code: 0, data: [], message: 'chart.unknownSymbol' });
    expect(await screen.findByText('No chart data')).toBeInTheDocument();
  });

  it('applies kline pushes to the last candle without rebuilding the chart', async () => {
    const { test, charts } = setUp();
    await waitFor(() => expect(charts).toHaveLength(1));
    await goOnline(test);
    const chart = charts[0]!;
    const price = chart.get('price') as unknown as { points: { close: number }[] };
    const last = bars[bars.length - 1]!;
    await act(async () => {
      test.sockets[0]!.push('kline', {
        ...last,
        close: '200',
        high: '200',
        symbol: 'BTC/USDT',
        period: '15min',
      });
      test.sockets[0]!.push('kline', {
        ...last,
        close: '150',
        high: '200',
        symbol: 'BTC/USDT',
        period: '15min',
      });
      test.sockets[0]!.push('kline', {
        ...last,
        time: last.time + minute,
        close: '151',
        symbol: 'BTC/USDT',
        period: '15min',
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(charts).toHaveLength(1);
    const points = price.points;
    expect(points[points.length - 2]!.close).toBe(150);
    expect(points[points.length - 1]!.close).toBe(151);
    expect(test.sockets[0]!.emitted.some((e) => e.event === 'subscribe')).toBe(true);
  });

  it('switches to the time-share line', async () => {
    const { charts } = setUp();
    await waitFor(() => expect(charts).toHaveLength(1));
    await userEvent.click(screen.getByRole('tab', { name: 'Time' }));
    await waitFor(() => expect(charts).toHaveLength(2));
    expect(seriesNames(charts[1]!)).toEqual(['price', 'volume']);
    expect(charts[1]!.get('price')).toMatchObject({ type: 'area' });
  });

  it('fetches the bars again after a reconnect', async () => {
    const { test, charts } = setUp();
    await waitFor(() => expect(charts).toHaveLength(1));
    await goOnline(test);
    act(() => test.sockets[0]!.serverDrop());
    act(() => test.sockets[0]!.serverAccept());
    await waitFor(() => expect(charts).toHaveLength(2));
    expect(test.server.requests.filter((r) => r.path === '/api/currency/new_timeshar')).toHaveLength(2);
  });
});
