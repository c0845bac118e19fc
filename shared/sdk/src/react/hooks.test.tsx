import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Subject } from 'rxjs';
import type { ReactNode } from 'react';
import { api, logout } from '@exchange/protocol';
import { createTestSdk } from '../testing/test-sdk';
import { SdkProvider, useSdk } from './context';
import { manualFrames } from '../testing/manual-frames';
import {
  useCall,
  useConnectionState,
  useFrameThrottledStream,
  useSession,
  useStorageValue,
  useSubmit,
} from './hooks';

function wrapperFor(test = createTestSdk()) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SdkProvider sdk={test.sdk}>{children}</SdkProvider>
  );
  return { ...test, wrapper };
}

const groups = [
  {
    id: 1,
    name: 'USDT',
    fiat_convert_cny: '7.1',
    rmb_relation: '1',
    quotation: [],
  },
];

describe('react bindings', () => {
  it('useSdk explains a missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSdk())).toThrow(/SdkProvider/);
  });

  it('useFrameThrottledStream renders at most once per frame with the newest value', () => {
    const frames = manualFrames();
    const source = new Subject<number>();
    let renders = 0;
    function Price() {
      renders += 1;
      const value = useFrameThrottledStream(source, 0, { schedule: frames.schedule });
      return <span>price {value}</span>;
    }
    render(<Price />);
    const initialRenders = renders;
    act(() => {
      for (let i = 1; i <= 500; i += 1) source.next(i);
    });
    expect(renders).toBe(initialRenders);
    act(() => frames.frame());
    expect(screen.getByText('price 500').textContent).toBe('price 500');
    expect(renders).toBe(initialRenders + 1);
  });

  it('useCall loads, keeps data, reloads on poll and on resync', async () => {
    jest.useFakeTimers();
    const { server, wrapper, sockets, sdk } = wrapperFor();
    let calls = 0;
    server.on('/api/currency/quotation_new', () => {
      calls += 1;
      return { body: { type: 'ok', message: groups } };
    });
    const { result } = renderHook(
      () => useCall(api.quotationNew, {}, { silent: true, pollMs: 5000, refetchOnResync: true }),
      { wrapper },
    );
    expect(result.current.loading).toBe(true);
    await act(async () => undefined);
    expect(result.current.data).toEqual(groups);
    expect(result.current.loading).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(calls).toBe(2);

    sdk.bus.start();
    await act(async () => undefined);
    const socket = sockets[0]!;
    socket.serverAccept();
    socket.serverDrop();
    await act(async () => {
      jest.advanceTimersByTime(1000);
      socket.serverAccept();
    });
    expect(calls).toBe(3);
    sdk.bus.stop();
    jest.useRealTimers();
  });

  it('useCall never shows the previous payload data for a new payload', async () => {
    const { server, wrapper } = wrapperFor();
    const deal = (last_price: string) => ({
      body: { type: 'ok', message: { last_price, user_cny: '1', in: [], out: [], complete: [], seq: 1 } },
    });
    server.on('/api/transaction/deal', (request) => deal(request.fields.currency_id === '2' ? '100' : '5'));
    const { result, rerender } = renderHook(
      ({ currency }: { currency: number }) => useCall(api.deal, { legal_id: 1, currency_id: currency }),
      { wrapper, initialProps: { currency: 2 } },
    );
    await act(async () => undefined);
    expect(result.current.data?.last_price).toBe('100');
    rerender({ currency: 3 });
    expect(result.current.data).toBeUndefined();
    expect(result.current.loading).toBe(true);
    await act(async () => undefined);
    expect(result.current.data?.last_price).toBe('5');
  });

  it('useCall waits while disabled', async () => {
    const { server, wrapper } = wrapperFor();
    const { result } = renderHook(() => useCall(api.quotationNew, {}, { enabled: false }), { wrapper });
    await act(async () => undefined);
    expect(server.requests).toHaveLength(0);
    expect(result.current.loading).toBe(false);
  });

  it('useSubmit exposes pending and drops a second submit while the first runs', async () => {
    const { server, wrapper } = wrapperFor();
    let answer: (() => void) | undefined;
    server.on(
      '/api/user/logout',
      () => new Promise((resolve) => (answer = () => resolve({ body: { type: 'ok', message: 'bye' } }))),
    );
    const { result } = renderHook(() => useSubmit(logout), { wrapper });
    let first: Promise<unknown> | undefined;
    act(() => {
      first = result.current.submit({});
    });
    expect(result.current.pending).toBe(true);
    await expect(result.current.submit({})).resolves.toEqual({ type: 'duplicate', message: 'duplicate' });
    await act(async () => {
      answer?.();
      await first;
    });
    expect(result.current.pending).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('useSession and useStorageValue follow storage', () => {
    const { wrapper, sdk } = wrapperFor();
    const { result } = renderHook(() => ({ session: useSession(), theme: useStorageValue('theme') }), {
      wrapper,
    });
    expect(result.current.session.loggedIn).toBe(false);
    act(() => {
      sdk.session.login('tok');
      sdk.storage.set('theme', 'dark');
    });
    expect(result.current.session).toEqual({ loggedIn: true, token: 'tok' });
    expect(result.current.theme).toBe('dark');
  });

  it('useConnectionState reflects the bus', async () => {
    const { wrapper, sdk, sockets } = wrapperFor();
    const { result } = renderHook(() => useConnectionState(), { wrapper });
    expect(result.current).toBe('connecting');
    sdk.bus.start();
    await act(async () => undefined);
    act(() => sockets[0]!.serverAccept());
    expect(result.current).toBe('online');
    sdk.bus.stop();
    await waitFor(() => expect(result.current).toBe('offline'));
  });
});
