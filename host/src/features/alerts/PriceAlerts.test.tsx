import type { PriceAlert } from '@exchange/protocol';
import { createTestSdk } from '@exchange/sdk/testing';
import { goOnline, renderInApp } from '@exchange/starter/testing';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PriceAlertsPage } from './PriceAlertsPage';
import { PriceAlertToasts } from './PriceAlertToasts';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const alert = (over: Partial<PriceAlert> = {}): PriceAlert => ({
  id: 1,
  symbol: 'BTC/USDT',
  legal_id: 1,
  currency_id: 2,
  direction: 'above',
  price: '70000',
  state: 'active',
  created_at: Date.UTC(2026, 10, 27, 8, 0),
  fired_at: null,
  fired_price: null,
  cancelled_at: null,
  ...over,
});
const ok = (message: unknown) => ({ body: { type: 'ok', message } });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

function loggedIn() {
  const test = createTestSdk();
  test.sdk.session.login('token-1');
  return test;
}

describe('PriceAlertsPage (/account/priceAlerts)', () => {
  it("lists every pair's alerts, cancels a waiting one", async () => {
    const test = loggedIn();
    test.server.on(
      '/api/alerts/list',
      ok({
        list: [
          alert({ id: 3, symbol: 'ETH/USDT', currency_id: 3, direction: 'below', price: '3000' }),
          alert({ id: 2, state: 'fired', fired_at: Date.UTC(2026, 10, 27, 9, 0), fired_price: '70010' }),
        ],
        page: 1,
        limit: 20,
        total: 2,
      }),
    );
    test.server.on(
      '/api/alerts/cancel',
      ok(
        alert({
          id: 3,
          symbol: 'ETH/USDT',
          currency_id: 3,
          direction: 'below',
          price: '3000',
          state: 'cancelled',
          cancelled_at: 1,
        }),
      ),
    );
    await renderInApp(<PriceAlertsPage />, { test, namespaces: ['host'] });
    expect(screen.getByRole('heading', { name: 'Price alerts' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('ETH/USDT');
    expect(rows()[1]).toHaveTextContent('BTC/USDT');
    expect(rows()[1]).toHaveTextContent('Fired');
    expect(rows()[1]).toHaveTextContent('70010');
    expect(test.server.requests.find((r) => r.path === '/api/alerts/list')!.fields).not.toHaveProperty(
      'legal_id',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel alert ETH/USDT Below 3000' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Cancelled'));
  });

  it('shows the empty state, and the failure with a retry', async () => {
    const test = loggedIn();
    test.server.on('/api/alerts/list', { status: 500, body: 'down' });
    await renderInApp(<PriceAlertsPage />, { test, namespaces: ['host'] });
    await screen.findByRole('button', { name: 'Retry' });
    test.server.on('/api/alerts/list', ok({ list: [], page: 1, limit: 20, total: 0 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No price alerts yet')).toBeInTheDocument();
  });
});

describe('PriceAlertToasts', () => {
  const originalNotification = globalThis.Notification;
  afterEach(() => {
    globalThis.Notification = originalNotification;
  });

  it('toasts a fired alert and, only when allowed, shows a browser notification', async () => {
    const shown: Array<[string, NotificationOptions | undefined]> = [];
    const FakeNotification = jest.fn((title: string, options?: NotificationOptions) => {
      shown.push([title, options]);
    }) as unknown as typeof Notification;
    Object.assign(FakeNotification, { permission: 'default', requestPermission: jest.fn() });
    globalThis.Notification = FakeNotification;
    const test = loggedIn();
    await renderInApp(<PriceAlertToasts />, { test, namespaces: ['host'] });
    await goOnline(test);
    const fired = alert({ state: 'fired', fired_at: 1, fired_price: '70001' });
    act(() => test.sockets[0]!.push('price_alert', fired));
    expect(await screen.findByText('BTC/USDT reached 70001 (alert Above 70000)')).toBeInTheDocument();
    expect(shown).toEqual([]);
    expect(Notification.requestPermission).not.toHaveBeenCalled();

    Object.assign(FakeNotification, { permission: 'granted' });
    act(() => test.sockets[0]!.push('price_alert', { ...fired, id: 2, fired_price: '70002' }));
    await waitFor(() =>
      expect(shown).toEqual([
        ['Price alert', expect.objectContaining({ body: 'BTC/USDT reached 70002 (alert Above 70000)' })],
      ]),
    );
  });
});
