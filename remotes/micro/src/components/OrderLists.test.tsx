import { createTestSdk, manualFrames, type TestSdk } from '@exchange/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useRunningOrders } from '../hooks/useRunningOrders';
import { closedOrder, microOrder, okBody, orderPage } from '../testing/fixtures';
import { renderPage } from '../testing/render';
import { OrderLists } from './OrderLists';

const frames = manualFrames();

function Running() {
  const running = useRunningOrders(1);
  return <OrderLists running={running} />;
}

/**
 * A server whose running list answers from its own clock (the fake monotonic one): the orders settle
 * `remain` ms after the test starts; after `settle()` the list no longer holds them.
 */
async function setUp(remain = 3_000, count = 1) {
  const test = createTestSdk();
  const orders = Array.from({ length: count }, (_, i) =>
    microOrder({ id: i + 1, remain_milli_seconds: remain }),
  );
  const order = orders[0]!;
  const endsAt = performance.now() + remain;
  const settled = new Set<number>();
  test.server.on('/api/microtrade/lists', () =>
    okBody(
      orderPage(
        orders
          .filter(({ id }) => !settled.has(id))
          .map((o) => ({ ...o, remain_milli_seconds: Math.max(0, Math.round(endsAt - performance.now())) })),
      ),
    ),
  );
  test.sdk.session.login('token-1');
  test.sdk.bus.start();
  await whileTimersRun(renderPage(<Running />, { test }));
  await waitFor(() => expect(test.sockets.length).toBeGreaterThan(0));
  act(() => test.sockets[0]!.serverAccept());
  await act(async () => jest.advanceTimersByTimeAsync(0));
  act(() => frames.frame());
  const settle = (which = order) => {
    settled.add(which.id);
    push(test, closedOrder(which));
  };
  return { test, order, orders, settle };
}

/** i18next waits on timers while it loads: let fake time run (1 ms steps) until `promise` settles. */
async function whileTimersRun<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  void promise.finally(() => {
    settled = true;
  });
  while (!settled) await jest.advanceTimersByTimeAsync(1);
  return promise;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Running' }))
    .getAllByRole('row')
    .slice(1);
const timer = () => screen.getByRole('timer');
/** `ms` of fake time, then the animation frame that publishes what changed. */
const tick = async (ms: number) => {
  await act(async () => jest.advanceTimersByTimeAsync(ms));
  act(() => frames.frame());
};
const push = (test: TestSdk, data: ReturnType<typeof microOrder>) =>
  act(() => {
    test.sockets[0]!.push('micro_closed', { type: 'micro_closed', data });
    frames.frame();
  });

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2030-01-01T00:00:00Z'),
    doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'],
  });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the running orders', () => {
  it("count down every 200 ms from the server's remaining time, not from the order's times", async () => {
    await setUp();
    expect(timer()).toHaveTextContent('3.0 s');
    await tick(200);
    expect(timer()).toHaveTextContent('2.8 s');
    // The user's wall clock jumps a day: the countdown keeps its pace.
    jest.setSystemTime(new Date('2030-01-02T00:00:00Z'));
    await tick(1_000);
    expect(timer()).toHaveTextContent('1.8 s');
    await tick(1_800);
    expect(timer()).toHaveTextContent('Settling…');
  });

  it('show micro_closed in place of the row, which leaves the running list 0.5 s later', async () => {
    const { settle } = await setUp();
    await tick(3_000);
    settle();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Won · 65010.0000');
    expect(rows()[0]).toHaveTextContent('+7.9000 USDT');
    await tick(499);
    expect(rows()).toHaveLength(1);
    await tick(1);
    expect(screen.getByText('No running orders')).toBeInTheDocument();
  });

  it('lets every settled row leave, even one whose 0.5 s ends at a fraction of a millisecond', async () => {
    const { orders, settle } = await setUp(3_000, 2);
    await tick(3_000);
    settle(orders[0]);
    // The second push lands 100.4 ms later, so its row is due to leave 0.4 ms past a whole
    // millisecond; the timer for it is set at the frame after the first row left, 0.2 ms past one.
    await tick(100.4);
    settle(orders[1]);
    expect(rows()).toHaveLength(2);
    await tick(399.8);
    expect(rows()).toHaveLength(1);
    await tick(101);
    expect(screen.getByText('No running orders')).toBeInTheDocument();
  });

  it('reload 1.5 s after load and when a countdown ended without a push', async () => {
    const { test } = await setUp();
    const lists = () => test.server.requests.filter((request) => request.path === '/api/microtrade/lists');
    expect(lists()).toHaveLength(1);
    // Spec §7: page, status, limit=20, match_id (for status 1).
    expect(lists()[0]!.fields).toEqual({ page: '1', status: '1', limit: '20', match_id: '1' });
    await tick(1_500);
    expect(lists()).toHaveLength(2);
    await tick(3_500);
    expect(lists()).toHaveLength(3);
  });
});
