import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { coinCancelTrade } from '@exchange/protocol';
import { createTestSdk } from '../testing/test-sdk';
import type { FakeAnswer } from '../testing/fake-fetch';
import { SdkProvider } from './context';
import { useRowAction } from './row-action';

type Order = { id: number };

function setup() {
  const test = createTestSdk();
  test.sdk.session.login('tok');
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SdkProvider sdk={test.sdk}>{children}</SdkProvider>
  );
  const done: number[] = [];
  const hook = renderHook(
    () =>
      useRowAction({
        endpoint: coinCancelTrade,
        rowKey: (order: Order) => order.id,
        payload: (order) => ({ id: order.id }),
        onDone: (order) => done.push(order.id),
      }),
    { wrapper },
  );
  const cancels = () => test.server.requests.filter((r) => r.path === coinCancelTrade.path);
  return { ...test, ...hook, done, cancels };
}

function heldAnswer(answer: FakeAnswer) {
  let release = () => undefined as void;
  const held = new Promise<FakeAnswer>((resolve) => {
    release = () => resolve(answer);
  });
  return { answer: () => held, release: () => release() };
}

describe('useRowAction', () => {
  it('sends one request per row while it is in flight, and shows that row busy', async () => {
    const { server, result, cancels } = setup();
    const held = heldAnswer({ body: { type: 'error', message: 'order.gone' } });
    server.on(coinCancelTrade.path, held.answer);
    act(() => {
      void result.current.run({ id: 1 });
      void result.current.run({ id: 1 });
    });
    expect(cancels()).toHaveLength(1);
    expect(result.current.isBusy({ id: 1 })).toBe(true);
    expect(result.current.isBusy({ id: 2 })).toBe(false);
    await act(async () => held.release());
    expect(result.current.isBusy({ id: 1 })).toBe(false);
  });

  it('shows the failure of the row it belongs to, without a toast, and calls no onDone', async () => {
    const { server, result, effects, done } = setup();
    server.on(coinCancelTrade.path, { body: { type: 'error', message: 'order.gone' } });
    await act(async () => result.current.run({ id: 7 }));
    expect(result.current.failure).toEqual({ key: 7, notice: { messageKey: 'order.gone' } });
    expect(effects).toEqual([]);
    expect(done).toEqual([]);
  });
});
