import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { filter } from 'rxjs';
import { api, walletDetail, type MarketDepthPush } from '@exchange/protocol';
import { SdkProvider } from '../react/context';
import { manualFrames } from '../testing/manual-frames';
import { createTestSdk, type TestSdk } from '../testing/test-sdk';
import { bookFromSnapshot, mergeDepthPushes } from './order-book';
import { useLiveData } from './use-live-data';

const dealMessage = (seq: number, bid: string) => ({
  type: 'ok',
  message: { last_price: bid, user_cny: '1', in: [{ price: bid, number: '1' }], out: [], complete: [], seq },
});

const depth = (seq: number, bid: string): MarketDepthPush => ({
  symbol: 'BTC/USDT',
  legal_id: 1,
  currency_id: 2,
  seq,
  last_price: bid,
  proportion: '0',
  token: 'btcusdt',
  yesterday: '1',
  today: '1',
  bids: [[bid, '1']],
  asks: [],
});

const usdtWallet = (change_balance: string) => ({
  currency: 1,
  currency_name: 'USDT',
  currency_type: '',
  change_balance,
  lock_change_balance: '0',
  legal_balance: '0',
  lock_legal_balance: '0',
  micro_balance: '0',
  lock_micro_balance: '0',
  lever_balance: '0',
  lock_lever_balance: '0',
  usdt_price: '1',
  currency_cost_price: '0',
  sort: 0,
  is_match: 1,
  is_legal: 0,
  is_charge: 1,
  is_micro: 0,
  is_show_memo: 0,
  contract_address: '',
  logo: '',
});

function setUp() {
  const test = createTestSdk();
  const frames = manualFrames();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SdkProvider sdk={test.sdk}>{children}</SdkProvider>
  );
  let dealCalls = 0;
  let nextDeal = dealMessage(1, '100');
  test.server.on('/api/transaction/deal', () => {
    dealCalls += 1;
    return { body: nextDeal };
  });
  return {
    test,
    frames,
    wrapper,
    dealCalls: () => dealCalls,
    answerDeal: (seq: number, bid: string) => (nextDeal = dealMessage(seq, bid)),
  };
}

/** The order book of BTC/USDT through the hook, as a remote writes it. */
function useBook(frames: ReturnType<typeof manualFrames>, options: { pollMs?: number } = {}) {
  return useLiveData({
    endpoint: api.deal,
    payload: { legal_id: 1, currency_id: 2 },
    fromSnapshot: (message) => bookFromSnapshot('BTC/USDT', message),
    pushes: (bus) => bus.watch({ channel: 'market_depth', pair: 'BTC/USDT' }),
    merge: mergeDepthPushes,
    coalesce: 'latest',
    schedule: frames.schedule,
    pollMs: options.pollMs,
  });
}

async function acceptSocket(test: TestSdk) {
  await act(async () => undefined);
  act(() => test.sockets[0]!.serverAccept());
}

describe('useLiveData', () => {
  it('shows the snapshot, then merges a burst of pushes in one render per frame', async () => {
    const { test, frames, wrapper } = setUp();
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useBook(frames);
      },
      { wrapper },
    );
    expect(result.current.loading).toBe(true);
    await acceptSocket(test);
    act(() => frames.frame());
    expect(result.current.data).toMatchObject({ seq: 1, bids: [['100', '1']] });
    expect(result.current.loading).toBe(false);

    const before = renders;
    act(() => {
      for (let seq = 2; seq <= 500; seq++) test.sockets[0]!.push('market_depth', depth(seq, String(seq)));
    });
    expect(renders).toBe(before);
    act(() => frames.frame());
    expect(renders).toBe(before + 1);
    expect(result.current.data).toMatchObject({ seq: 500, bids: [['500', '1']], lastPrice: '500' });
  });

  it('fetches the snapshot again when a push shows a sequence gap', async () => {
    const { test, frames, wrapper, dealCalls, answerDeal } = setUp();
    const { result } = renderHook(() => useBook(frames), { wrapper });
    await acceptSocket(test);
    act(() => frames.frame());
    expect(dealCalls()).toBe(1);

    act(() => test.sockets[0]!.push('market_depth', depth(50, '50')));
    act(() => frames.frame());
    expect(result.current.data?.seq).toBe(50);
    // The server restarted: its book counts from 2 again, below the seq held.
    answerDeal(3, '7');
    act(() => test.sockets[0]!.push('market_depth', depth(2, '2')));
    await act(async () => frames.frame());
    expect(dealCalls()).toBe(2);
    act(() => frames.frame());
    expect(result.current.data).toMatchObject({ seq: 3, bids: [['7', '1']] });
  });

  it('polls every pollMs and fetches again after a reconnect', async () => {
    jest.useFakeTimers();
    try {
      const { test, frames, wrapper, dealCalls } = setUp();
      renderHook(() => useBook(frames, { pollMs: 5000 }), { wrapper });
      await acceptSocket(test);
      expect(dealCalls()).toBe(1);
      await act(async () => {
        jest.advanceTimersByTime(5000);
      });
      expect(dealCalls()).toBe(2);

      act(() => test.sockets[0]!.serverDrop());
      await act(async () => {
        jest.advanceTimersByTime(1000);
        test.sockets[0]!.serverAccept();
      });
      expect(dealCalls()).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches nothing while logged out and drops the data on logout', async () => {
    const { test, frames, wrapper } = setUp();
    let detailCalls = 0;
    test.server.on('/api/wallet/detail', () => {
      detailCalls += 1;
      return { body: { type: 'ok', message: usdtWallet('10') } };
    });
    const { result } = renderHook(
      () =>
        useLiveData({
          endpoint: walletDetail,
          payload: { currency: 1, type: 'change' },
          requiresLogin: true,
          fromSnapshot: (detail) => detail.change_balance,
          pushes: (bus) => bus.stream('coin_balance').pipe(filter((push) => push.currency === 1)),
          merge: (_held, pushes) => pushes[pushes.length - 1]!.change_balance,
          schedule: frames.schedule,
        }),
      { wrapper },
    );
    await act(async () => undefined);
    expect(detailCalls).toBe(0);
    expect(result.current).toMatchObject({ data: undefined, loading: false });

    act(() => test.sdk.session.login('token-1'));
    await act(async () => undefined);
    expect(detailCalls).toBe(1);
    act(() => frames.frame());
    expect(result.current.data).toBe('10');
    await acceptSocket(test);
    act(() =>
      test.sockets[0]!.push('coin_balance', { currency: 1, change_balance: '12', lock_change_balance: '0' }),
    );
    act(() => frames.frame());
    expect(result.current.data).toBe('12');

    await act(async () => {
      await test.sdk.session.logout();
    });
    act(() => frames.frame());
    expect(result.current.data).toBeUndefined();
  });
});
