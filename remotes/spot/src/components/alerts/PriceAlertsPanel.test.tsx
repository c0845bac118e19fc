import type { PriceAlert } from '@exchange/protocol';
import { createTestSdk } from '@exchange/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { btcUsdt, okBody } from '../../testing/fixtures';
import { goOnline, renderPage } from '../../testing/render';
import { PriceAlertsPanel } from './PriceAlertsPanel';

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
const page = (list: PriceAlert[]) => okBody({ list, page: 1, limit: 20, total: list.length });

function setUp(list: PriceAlert[] = [alert()]) {
  const test = createTestSdk();
  test.server.on('/api/alerts/list', page(list));
  test.server.on(
    '/api/market/get_current',
    okBody({ change: '1', vol: '1', high: '1', low: '1', close: '65000' }),
  );
  test.sdk.session.login('token-1');
  return test;
}

const panel = () => screen.getByRole('region', { name: 'Price alerts' });
const rows = () => within(within(panel()).getByRole('table')).getAllByRole('row').slice(1);

describe('PriceAlertsPanel', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const test = createTestSdk();
    await renderPage(<PriceAlertsPanel pair={btcUsdt} />, { test });
    expect(screen.getByText('Log in to set price alerts')).toBeInTheDocument();
    expect(test.server.requests.filter((r) => r.path.startsWith('/api/alerts'))).toHaveLength(0);
  });

  it("lists the pair's alerts and the last price", async () => {
    const test = setUp([alert(), alert({ id: 2, direction: 'below', price: '60000', state: 'cancelled' })]);
    await renderPage(<PriceAlertsPanel pair={btcUsdt} />, { test });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Above 70000'));
    expect(rows()[0]).toHaveTextContent('Active');
    expect(rows()[1]).toHaveTextContent('Below 60000');
    expect(rows()[1]).toHaveTextContent('Cancelled');
    expect(within(rows()[1]!).queryByRole('button')).toBeNull();
    expect(test.server.requests.find((r) => r.path === '/api/alerts/list')!.fields).toMatchObject({
      legal_id: '1',
      currency_id: '2',
    });
    expect(await screen.findByText('Last price 65000.0000')).toBeInTheDocument();
  });

  it('sets an alert below a price: the request, the new row and the confirmation', async () => {
    const test = setUp([]);
    test.server.on('/api/alerts/add', okBody(alert({ id: 5, direction: 'below', price: '61000.5' })));
    await renderPage(<PriceAlertsPanel pair={btcUsdt} />, { test });
    await screen.findByText('No price alerts yet');
    await userEvent.click(screen.getByRole('tab', { name: 'Below' }));
    await userEvent.type(screen.getByLabelText('Alert price'), '61000.5');
    await userEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Below 61000.5'));
    expect(within(panel()).getByRole('status')).toHaveTextContent('Alert set');
    expect(test.server.requests.find((r) => r.path === '/api/alerts/add')!.fields).toMatchObject({
      legal_id: '1',
      currency_id: '2',
      direction: 'below',
      price: '61000.5',
    });
    expect(screen.getByLabelText('Alert price')).toHaveValue('');
  });

  it("shows the server's refusal under the form", async () => {
    const test = setUp([]);
    test.server.on('/api/alerts/add', {
      body: { type: 'error', message: 'alerts.alreadyAbove', params: { price: '65000' } },
    });
    await renderPage(<PriceAlertsPanel pair={btcUsdt} />, { test });
    await userEvent.type(screen.getByLabelText('Alert price'), '64000');
    await userEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'The last price 65000 is already at or above this level',
    );
  });

  it('turns an alert fired when its push arrives, and cancels another', async () => {
    const test = setUp([alert(), alert({ id: 2, price: '80000' })]);
    test.server.on(
      '/api/alerts/cancel',
      okBody(alert({ id: 2, price: '80000', state: 'cancelled', cancelled_at: 1 })),
    );
    await renderPage(<PriceAlertsPanel pair={btcUsdt} />, { test });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await goOnline(test);
    act(() =>
      test.sockets[0]!.push(
        'price_alert',
        alert({ state: 'fired', fired_at: Date.UTC(2026, 10, 27, 9, 0), fired_price: '70001' }),
      ),
    );
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Fired'));
    expect(rows()[0]).toHaveTextContent('70001');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel alert BTC/USDT Above 80000' }));
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Cancelled'));
    expect(test.server.requests.find((r) => r.path === '/api/alerts/cancel')!.fields).toMatchObject({
      id: '2',
    });
  });
});
