import type { HighchartsChart } from '@exchange/chart';
import { createTestSdk } from '@exchange/sdk/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goOnline, renderPage } from '../../testing/render';
import { PriceChart } from './PriceChart';

// jsdom has no CSS.supports, which Highcharts asks on start-up.
if (typeof globalThis.CSS?.supports !== 'function') {
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
}

// Highcharts under jsdom on two shared cores is slow.
jest.setTimeout(30_000);

const minute = 60_000;
const bars = Array.from({ length: 30 }, (_, i) => ({
  open: '100',
  high: '102',
  low: '99',
  close: String(100 + i),
  volume: '5',
  time: i * minute,
}));

async function setUp(body: unknown = { code: 1, data: bars }) {
  const test = createTestSdk();
  test.server.on('/api/currency/new_timeshar', { body });
  const charts: HighchartsChart[] = [];
  const view = await renderPage(<PriceChart symbol="BTC/USDT" onChart={(chart) => charts.push(chart)} />, {
    test,
  });
  const requests = () => test.server.requests.filter((r) => r.path === '/api/currency/new_timeshar');
  return { ...view, test, charts, requests };
}

describe('PriceChart', () => {
  it('draws the pair 15-minute candles and follows its kline pushes', async () => {
    const { test, charts, requests } = await setUp();
    await waitFor(() => expect(charts).toHaveLength(1));
    expect(requests()[0]!.fields).toMatchObject({ symbol: 'BTC/USDT', period: '15min' });
    await goOnline(test);
    const last = bars[bars.length - 1]!;
    await act(async () => {
      test.sockets[0]!.push('kline', { ...last, close: '150', symbol: 'BTC/USDT', period: '15min' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    });
    const price = charts[0]!.get('price') as unknown as { points: { close: number }[] };
    expect(price.points[price.points.length - 1]!.close).toBe(150);
    expect(charts).toHaveLength(1);
  });

  it('shows the no-data signal when the code is not 1', async () => {
    await setUp({ code: 0, data: [], message: 'chart.unknownSymbol' });
    expect(await screen.findByText('No chart data')).toBeInTheDocument();
  });

  it('loads 1-minute bars for the time-share line', async () => {
    const { charts, requests } = await setUp();
    await waitFor(() => expect(charts).toHaveLength(1));
    await userEvent.click(screen.getByRole('tab', { name: 'Time' }));
    await waitFor(() => expect(charts).toHaveLength(2));
    expect(requests()[1]!.fields).toMatchObject({ period: '1min' });
    expect(charts[1]!.get('price')).toMatchObject({ type: 'area' });
  });

  it('fetches the bars again after a reconnect', async () => {
    const { test, charts, requests } = await setUp();
    await waitFor(() => expect(charts).toHaveLength(1));
    await goOnline(test);
    act(() => test.sockets[0]!.serverDrop());
    act(() => test.sockets[0]!.serverAccept());
    // The bus reconnects after a back-off delay; Highcharts under jsdom on shared cores is slow.
    await waitFor(() => expect(charts).toHaveLength(2), { timeout: 20_000 });
    expect(requests()).toHaveLength(2);
  });
});
