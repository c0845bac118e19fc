import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DaymarketPush, QuotationGroup, QuotationRow } from '@exchange/protocol';
import { SdkProvider } from '../react/context';
import { manualFrames } from '../testing/manual-frames';
import { createTestSdk, type TestSdk } from '../testing/test-sdk';
import { quotationGroup, quotationRow } from '../testing/market';
import { useBoard, useTicker } from './channels';

const row = (currency_id: number, now_price: string): QuotationRow =>
  quotationRow({ currency_id, legal_id: 1, currency_name: `C${currency_id}`, now_price });
const groups = (price: string): QuotationGroup[] => [
  quotationGroup({ id: 1, quotation: [row(2, price), row(3, '5')] }),
];
const daymarket = (currency_id: number, now_price: string): DaymarketPush => ({
  symbol: 'BTC/USDT',
  change: '1.5',
  now_price,
  volume: '9',
  high: '200',
  low: '50',
  currency_name: 'BTC',
  legal_name: 'USDT',
  legal_id: 1,
  currency_id,
});

function setUp() {
  const test = createTestSdk();
  const frames = manualFrames();
  let price = '100';
  test.server.on('/api/currency/quotation_new', () => ({ body: { type: 'ok', message: groups(price) } }));
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SdkProvider sdk={test.sdk}>{children}</SdkProvider>
  );
  return { test, frames, wrapper, answer: (next: string) => (price = next) };
}

const calls = (test: TestSdk, path: string) => test.server.requests.filter((r) => r.path === path).length;
const subscribes = (test: TestSdk) => test.sockets[0]!.emitted.filter((e) => e.event === 'subscribe');
const unsubscribes = (test: TestSdk) => test.sockets[0]!.emitted.filter((e) => e.event === 'unsubscribe');

function BoardPrice({ id, frames }: { id: number; frames: ReturnType<typeof manualFrames> }) {
  const board = useBoard({ schedule: frames.schedule });
  const price = board.data?.[0]?.quotation.find((r) => r.currency_id === id)?.now_price;
  return <p data-testid={`price-${id}`}>{price ?? '--'}</p>;
}

describe('useBoard', () => {
  it('gives every reader one shared board: one snapshot call, one topic subscription, pushes merged per frame', async () => {
    const { test, frames, wrapper } = setUp();
    render(
      <>
        <BoardPrice id={2} frames={frames} />
        <BoardPrice id={3} frames={frames} />
      </>,
      { wrapper },
    );
    await act(async () => undefined);
    act(() => test.sockets[0]!.serverAccept());
    act(() => frames.frame());
    expect(screen.getByTestId('price-2').textContent).toBe('100');
    expect(screen.getByTestId('price-3').textContent).toBe('5');
    expect(calls(test, '/api/currency/quotation_new')).toBe(1);
    expect(subscribes(test)).toHaveLength(1);

    act(() => {
      test.sockets[0]!.push('daymarket', daymarket(2, '101'));
      test.sockets[0]!.push('daymarket', daymarket(2, '102'));
    });
    expect(screen.getByTestId('price-2').textContent).toBe('100');
    act(() => frames.frame());
    expect(screen.getByTestId('price-2').textContent).toBe('102');
    expect(screen.getByTestId('price-3').textContent).toBe('5');
  });

  it('stops the feed when the last reader leaves, and starts afresh for the next one', async () => {
    const { test, frames, wrapper, answer } = setUp();
    const first = renderHook(() => useBoard({ schedule: frames.schedule }), { wrapper });
    const second = renderHook(() => useBoard({ schedule: frames.schedule }), { wrapper });
    await act(async () => undefined);
    act(() => test.sockets[0]!.serverAccept());
    first.unmount();
    expect(unsubscribes(test)).toHaveLength(0);
    second.unmount();
    expect(unsubscribes(test)).toHaveLength(1);

    answer('300');
    const third = renderHook(() => useBoard({ schedule: frames.schedule }), { wrapper });
    await act(async () => undefined);
    act(() => frames.frame());
    expect(calls(test, '/api/currency/quotation_new')).toBe(2);
    expect(third.result.current.data?.[0]?.quotation[0]?.now_price).toBe('300');
  });
});

describe('useTicker', () => {
  it('starts from the day figures and follows the pair’s ticker pushes, ignoring other pairs', async () => {
    const { test, frames, wrapper } = setUp();
    test.server.on('/api/market/get_current', {
      body: {
        type: 'ok',
        message: { open: '90', close: '100', high: '110', low: '80', vol: '7', change: '2.00' },
      },
    });
    const pair = { symbol: 'BTC/USDT', legalId: 1, currencyId: 2 };
    const { result } = renderHook(() => useTicker(pair, { schedule: frames.schedule }), { wrapper });
    await act(async () => undefined);
    act(() => test.sockets[0]!.serverAccept());
    act(() => frames.frame());
    expect(result.current.data).toEqual({ last: '100', high: '110', low: '80', change: '2.00', volume: '7' });

    act(() => {
      test.sockets[0]!.push('daymarket', daymarket(9, '999'));
      test.sockets[0]!.push('daymarket', daymarket(2, '105'));
    });
    act(() => frames.frame());
    expect(result.current.data).toEqual({ last: '105', high: '200', low: '50', change: '1.5', volume: '9' });
  });
});
