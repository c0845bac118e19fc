import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { walletChange } from '@exchange/protocol';
import { createTestSdk } from '../testing/test-sdk';
import type { FakeAnswer } from '../testing/fake-fetch';
import { SdkProvider } from './context';
import { createIntentKeys, useIdempotentSubmit } from './idempotent-submit';

const transfer = { currency_id: 1, number: '10', from_field: 'change', to_field: 'micro' } as const;
const record = {
  id: 1,
  currency: 1,
  currency_name: 'USDT',
  number: '10',
  from_field: 'change',
  to_field: 'micro',
  create_time: 1,
};
const ok: FakeAnswer = { body: { type: 'ok', message: record } };

describe('createIntentKeys', () => {
  let counter = 0;
  const keys = () => createIntentKeys(() => `key-${++counter}`);

  it('keeps the key of an unsettled intent, equal by value whatever the key order', () => {
    const intents = keys();
    const first = intents.keyFor({ a: 1, b: '2' });
    intents.settle(first, { type: 'network', message: 'network' });
    expect(intents.keyFor({ b: '2', a: 1 })).toBe(first);
    intents.settle(first, { type: 'http', message: 'http', status: 502 });
    intents.settle(first, { type: 'invalid_response', message: 'invalid_response', issues: '' });
    intents.settle(first, { type: 'duplicate', message: 'duplicate' });
    expect(intents.keyFor({ a: 1, b: '2' })).toBe(first);
  });

  it('gives a fresh key after ok, after a refusal and for a changed intent', () => {
    const intents = keys();
    const first = intents.keyFor({ amount: '1' });
    intents.settle(first, { type: 'ok', message: null });
    const second = intents.keyFor({ amount: '1' });
    expect(second).not.toBe(first);
    intents.settle(second, { type: 'error', message: 'balance.insufficient' });
    const third = intents.keyFor({ amount: '1' });
    expect(third).not.toBe(second);
    expect(intents.keyFor({ amount: '2' })).not.toBe(third);
  });

  it('lets the answer of a replaced intent settle nothing', () => {
    const intents = keys();
    const old = intents.keyFor({ amount: '1' });
    const current = intents.keyFor({ amount: '2' });
    intents.settle(old, { type: 'ok', message: null });
    expect(intents.keyFor({ amount: '2' })).toBe(current);
  });
});

describe('useIdempotentSubmit', () => {
  function setUp() {
    const test = createTestSdk();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <SdkProvider sdk={test.sdk}>{children}</SdkProvider>
    );
    const { result } = renderHook(() => useIdempotentSubmit(walletChange), { wrapper });
    const keysSent = () => test.server.requests.map((request) => request.headers['Idempotency-Key']);
    return { test, result, keysSent };
  }

  it('sends one request for a double submit and the same key on the retry after a network error', async () => {
    const { test, result, keysSent } = setUp();
    let answer: ((value: FakeAnswer) => void) | undefined;
    test.server.on('/api/wallet/change', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    let first: Promise<unknown> | undefined;
    act(() => {
      first = result.current.submit(transfer);
    });
    await expect(result.current.submit(transfer)).resolves.toEqual({
      type: 'duplicate',
      message: 'duplicate',
    });
    await act(async () => {
      answer!({ networkError: true });
      await first;
    });
    test.server.on('/api/wallet/change', ok);
    await act(async () => void (await result.current.submit(transfer)));
    expect(keysSent()).toHaveLength(2);
    expect(keysSent()[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keysSent()[1]).toBe(keysSent()[0]);
  });

  it('sends a new key after success and for a changed amount; credentials left out of the intent', async () => {
    const { test, result, keysSent } = setUp();
    test.server.on('/api/wallet/change', ok);
    await act(async () => void (await result.current.submit(transfer)));
    await act(async () => void (await result.current.submit(transfer)));
    test.server.on('/api/wallet/change', { networkError: true });
    await act(async () => void (await result.current.submit(transfer, { intent: { n: 1 }, silent: true })));
    await act(
      async () => void (await result.current.submit({ ...transfer, number: '11' }, { intent: { n: 1 } })),
    );
    await act(async () => void (await result.current.submit(transfer, { intent: { n: 2 } })));
    const [first, second, third, retried, changed] = keysSent();
    expect(new Set([first, second, third]).size).toBe(3);
    expect(retried).toBe(third);
    expect(changed).not.toBe(third);
  });
});
