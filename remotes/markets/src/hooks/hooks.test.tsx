import { act, renderHook, waitFor } from '@testing-library/react';
import { createFakeSource } from '../testing/fakeSource';
import { quotationGroups } from '../testing/fixtures';
import { useLatestTrades } from './useLatestTrades';
import { useQuotation } from './useQuotation';

const priceOf = (groups: ReturnType<typeof useQuotation>['groups'], key: string) =>
  groups.flatMap((g) => g.rows).find((row) => row.key === key)?.now_price;

describe('useQuotation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  /** Lets timers due within `ms` (and the promises they start) run, then one animation frame. */
  const elapse = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });

  it('loads, applies daymarket pushes on top (one batch per frame), keeps the last data when a poll fails', async () => {
    const fake = createFakeSource({ quotation: quotationGroups() });
    const { result } = renderHook(() => useQuotation(fake.source, 5000));
    expect(result.current.loading).toBe(true);
    await elapse(0);
    expect(result.current.loading).toBe(false);
    expect(priceOf(result.current.groups, '2/3')).toBe('3000');

    act(() => {
      fake.daymarket.next({ currency_id: 2, legal_id: 3, now_price: '3100', change: '1', volume: '5' });
      fake.daymarket.next({ currency_id: 2, legal_id: 3, now_price: '3101' });
    });
    expect(priceOf(result.current.groups, '2/3')).toBe('3000'); // not before the next frame
    await elapse(20);
    expect(priceOf(result.current.groups, '2/3')).toBe('3101');

    fake.state.quotation = undefined; // the next poll fails silently
    await elapse(5000);
    expect(fake.fetchQuotation).toHaveBeenCalledTimes(2);
    expect(priceOf(result.current.groups, '2/3')).toBe('3101');
  });

  it('renders once for a burst of pushes within one frame', async () => {
    const fake = createFakeSource({ quotation: quotationGroups() });
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useQuotation(fake.source, 5000);
    });
    await elapse(0);
    const before = renders;
    act(() => {
      for (let i = 1; i <= 50; i += 1)
        fake.daymarket.next({ currency_id: 1, legal_id: 3, now_price: String(i) });
    });
    await elapse(20);
    expect(renders - before).toBe(1);
  });

  it('polls every 5 s and re-fetches at once after a reconnect', async () => {
    const fake = createFakeSource({ quotation: quotationGroups() });
    renderHook(() => useQuotation(fake.source));
    await elapse(0);
    expect(fake.fetchQuotation).toHaveBeenCalledTimes(1);
    await elapse(4999);
    expect(fake.fetchQuotation).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(fake.fetchQuotation).toHaveBeenCalledTimes(2);
    act(() => fake.resync.next(undefined));
    await elapse(0);
    expect(fake.fetchQuotation).toHaveBeenCalledTimes(3);
  });

  it('takes the next successful poll as the snapshot of record', async () => {
    const fake = createFakeSource({ quotation: quotationGroups() });
    const { result } = renderHook(() => useQuotation(fake.source, 5000));
    await elapse(0);
    act(() => fake.daymarket.next({ currency_id: 1, legal_id: 3, now_price: '1' }));
    await elapse(20);
    expect(priceOf(result.current.groups, '1/3')).toBe('1');
    await elapse(5000);
    expect(priceOf(result.current.groups, '1/3')).toBe('65000.12345');
  });
});

describe('useLatestTrades', () => {
  const trade = (direction: string, price: string) => ({
    type: 'match_trade',
    symbol: 'BTC/USDT',
    currency_id: 1,
    legal_id: 3,
    data: [{ ts: 1, direction, amount: '1', price }],
  });

  it('sorts match_trade pushes into buys and sells, newest first, trimming at the cap', async () => {
    const fake = createFakeSource();
    const { result } = renderHook(() => useLatestTrades(fake.source));
    act(() => {
      for (let i = 1; i <= 11; i += 1) fake.matchTrade.next(trade('buy', String(i)));
      fake.matchTrade.next(trade('sell', '99'));
      fake.matchTrade.next({ garbage: true });
    });
    await waitFor(() => expect(result.current.sells).toHaveLength(1));
    expect(result.current.buys.map((t) => t.price)).toEqual(['11', '10', '9', '8', '7']);
    expect(result.current.sells[0]?.price).toBe('99');
  });
});
