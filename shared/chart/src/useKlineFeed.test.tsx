import { act, waitFor } from '@testing-library/react';
import type { KlineBar } from '@exchange/protocol';
import { useEffect } from 'react';
import type { Resolution } from './model/resolution';
import { createTestSdk, goOnline, renderChart } from './testing/render';
import { useKlineFeed, type KlineFeed } from './useKlineFeed';

const bars: KlineBar[] = [{ open: '1', high: '2', low: '1', close: '2', volume: '3', time: 60_000 }];

function Probe({ symbol, resolution, seen }: { symbol: string; resolution: Resolution; seen: KlineFeed[] }) {
  const feed = useKlineFeed(symbol, resolution);
  useEffect(() => {
    seen.push(feed);
  });
  return null;
}

function setUp(body: unknown = { code: 1, data: bars }) {
  const test = createTestSdk();
  test.server.on('/api/currency/new_timeshar', { body });
  const seen: KlineFeed[] = [];
  const view = renderChart(<Probe symbol="BTC/USDT" resolution="15min" seen={seen} />, { test });
  const latest = () => seen[seen.length - 1]!;
  const requests = () => test.server.requests.filter((r) => r.path === '/api/currency/new_timeshar');
  return { ...view, test, seen, latest, requests };
}

describe('useKlineFeed', () => {
  it('loads the bars of the pair and period', async () => {
    const { latest, requests } = setUp();
    expect(latest().bars).toBeUndefined();
    await waitFor(() => expect(latest().bars).toEqual(bars));
    expect(requests()[0]!.fields).toMatchObject({ symbol: 'BTC/USDT', period: '15min' });
  });

  it('gives empty bars (no data) for a code other than 1', async () => {
    const { latest } = setUp({ code: 0, data: [], message: 'chart.unknownSymbol' });
    await waitFor(() => expect(latest().bars).toEqual([]));
  });

  it('asks for 1-minute bars for time-share and forgets the old bars meanwhile', async () => {
    const { latest, rerender, seen, requests } = setUp();
    await waitFor(() => expect(latest().bars).toEqual(bars));
    rerender(<Probe symbol="BTC/USDT" resolution="timeShare" seen={seen} />);
    expect(latest().bars).toBeUndefined();
    await waitFor(() => expect(latest().bars).toEqual(bars));
    expect(requests()[1]!.fields).toMatchObject({ period: '1min' });
  });

  it('passes the pair kline pushes on, and fetches the bars again after a reconnect', async () => {
    const { test, latest, requests } = setUp();
    await waitFor(() => expect(latest().bars).toEqual(bars));
    const received: KlineBar[] = [];
    const subscription = latest().pushes.subscribe((bar) => received.push(bar));
    await goOnline(test);
    const push = { ...bars[0]!, close: '5', symbol: 'BTC/USDT', period: '15min' };
    act(() => test.sockets[0]!.push('kline', push));
    await waitFor(() => expect(received).toEqual([push]));
    act(() => test.sockets[0]!.serverDrop());
    act(() => test.sockets[0]!.serverAccept());
    await waitFor(() => expect(requests()).toHaveLength(2));
    subscription.unsubscribe();
  });
});
