import { createTestSdk } from '@exchange/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okBody, spotOrder } from '../../testing/fixtures';
import { goOnline, renderPage } from '../../testing/render';
import { OrdersPanel } from './OrdersPanel';

jest.setTimeout(20_000);

const page = (list: ReturnType<typeof spotOrder>[], total = list.length) =>
  okBody({ list, page: 1, limit: 20, total });

function setUp() {
  const test = createTestSdk();
  const buy = spotOrder({ id: 1, type: 1, target_price: '99.5', trade_amount: '2' });
  const sell = spotOrder({ id: 2, type: 2, target_price: '101' });
  test.server.on('/api/transaction_all', page([buy, sell]));
  test.server.on('/api/transaction_in', page([buy]));
  test.server.on('/api/transaction_out', page([sell]));
  test.server.on('/api/transaction_complete', page([spotOrder({ id: 3, status: 2, trade_price: '100' })]));
  test.sdk.session.login('token-1');
  return { test, buy, sell };
}

// The table's loading spinner and empty state are a body row too: a test waits for the rows' content
// (or for more than one row), never for "one row", which the spinner already satisfies.
const panel = () => screen.getByRole('region', { name: 'Open orders' });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('OrdersPanel', () => {
  it('asks guests to log in and calls nothing', async () => {
    const test = createTestSdk();
    await renderPage(<OrdersPanel pair={{ legalId: 1, currencyId: 2 }} />, { test });
    expect(screen.getByText('Log in to see your orders')).toBeInTheDocument();
    expect(test.server.requests.filter((r) => r.path.startsWith('/api/transaction'))).toHaveLength(0);
  });

  it('lists the open orders of the pair, then per side', async () => {
    const { test } = setUp();
    await renderPage(<OrdersPanel pair={{ legalId: 1, currencyId: 2 }} />, { test });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()[0]).toHaveTextContent('99.5000');
    expect(test.server.requests.find((r) => r.path === '/api/transaction_all')!.fields).toMatchObject({
      page: '1',
      legal_id: '1',
      currency_id: '2',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Sell' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('101.0000'));
    expect(bodyRows()).toHaveLength(1);
  });

  it("cancels: the row is removed and the server's message shown", async () => {
    const { test, buy } = setUp();
    test.server.on('/api/coin/cancel_trade', okBody({ ...buy, status: 3, message: 'spot.cancelled' }));
    await renderPage(<OrdersPanel pair={{ legalId: 1, currencyId: 2 }} />, { test });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel 1' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent(
      'Order cancelled; its unfilled funds are available again',
    );
    expect(bodyRows()).toHaveLength(1);
    expect(test.server.requests.find((r) => r.path === '/api/coin/cancel_trade')).toMatchObject({
      method: 'PUT',
      fields: { id: '1' },
    });
  });

  it('shows its own text when the server answers a cancel without a message', async () => {
    const { test, buy } = setUp();
    test.server.on('/api/coin/cancel_trade', okBody({ ...buy, status: 3 }));
    await renderPage(<OrdersPanel pair={{ legalId: 1, currencyId: 2 }} />, { test });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel 1' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent(/^Order cancelled$/);
    expect(bodyRows()).toHaveLength(1);
  });

  it("shows the server's message when it refuses a cancel, and keeps the row", async () => {
    const { test } = setUp();
    test.server.on('/api/coin/cancel_trade', { body: { type: 'error', message: 'spot.orderNotOpen' } });
    await renderPage(<OrdersPanel pair={{ legalId: 1, currencyId: 2 }} />, { test });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is no longer open');
    expect(screen.queryByText('Order cancelled')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
  });

  it('shows completed orders under history without a cancel button', async () => {
    const { test } = setUp();
    await renderPage(<OrdersPanel />, { test });
    await userEvent.click(screen.getByRole('tab', { name: 'Order history' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Completed'));
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('merges a pushed order at once', async () => {
    const { test } = setUp();
    await renderPage(<OrdersPanel pair={{ legalId: 1, currencyId: 2 }} />, { test });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await goOnline(test);
    act(() => test.sockets[0]!.push('coin_order', { order: spotOrder({ id: 9, target_price: '42' }) }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('42.0000'));
  });

  it('loads the next page under the first and says when there is no more', async () => {
    const { test } = setUp();
    const first = spotOrder({ id: 11, target_price: '11' });
    const second = spotOrder({ id: 12, target_price: '12' });
    test.server.on('/api/transaction_all', (request) =>
      request.fields.page === '2'
        ? okBody({ list: [second], page: 2, limit: 1, total: 2 })
        : okBody({ list: [first], page: 1, limit: 1, total: 2 }),
    );
    await renderPage(<OrdersPanel />, { test });
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('11.0000'));
    expect(bodyRows()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()[1]).toHaveTextContent('12.0000');
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('shows a failed first page with a retry that reads it again', async () => {
    const { test, buy } = setUp();
    test.server.on('/api/transaction_all', { body: { type: 'error', message: 'spot.orderNotOpen' } });
    await renderPage(<OrdersPanel pair={{ legalId: 1, currencyId: 2 }} />, { test });
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is no longer open');
    test.server.on('/api/transaction_all', page([buy]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('99.5000'));
  });

  it('reads page 1 again after the socket reconnects', async () => {
    const { test } = setUp();
    await renderPage(<OrdersPanel pair={{ legalId: 1, currencyId: 2 }} />, { test });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await goOnline(test);
    test.server.on('/api/transaction_all', page([spotOrder({ id: 20, target_price: '77' })]));
    act(() => test.sockets[0]!.serverDrop());
    act(() => test.sockets[0]!.serverAccept());
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('77.0000'));
    expect(bodyRows()).toHaveLength(1);
  });

  it("shows a stop order's kind, trigger and state, an OCO's legs linked, and cancels a stop", async () => {
    const test = createTestSdk();
    const stop = spotOrder({
      id: 31,
      kind: 'stop_limit',
      target_price: '106',
      trigger_price: '105',
      trigger_state: 'waiting',
    });
    const ocoLimit = spotOrder({ id: 32, type: 2, kind: 'limit', target_price: '110', oco_id: 32 });
    const ocoStop = spotOrder({
      id: 33,
      type: 2,
      kind: 'stop_limit',
      target_price: '94',
      trigger_price: '95',
      trigger_state: 'triggered',
      oco_id: 32,
    });
    const postOnly = spotOrder({ id: 34, time_in_force: 'POST_ONLY', target_price: '90' });
    test.server.on('/api/transaction_all', page([stop, ocoLimit, ocoStop, postOnly]));
    test.server.on('/api/coin/cancel_trade', okBody({ ...stop, status: 3, message: 'spot.cancelled' }));
    test.sdk.session.login('token-1');
    await renderPage(<OrdersPanel pair={{ legalId: 1, currencyId: 2 }} />, { test });
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Type', 'Trigger']));
    const [stopRow, limitLeg, stopLeg, postOnlyRow] = bodyRows();
    expect(stopRow).toHaveTextContent('Stop-limit');
    expect(stopRow).toHaveTextContent('≥ 105.0000Waiting');
    expect(limitLeg).toHaveTextContent('LimitOCO #32');
    expect(stopLeg).toHaveTextContent('Stop-limitOCO #32');
    expect(stopLeg).toHaveTextContent('≤ 95.0000Triggered');
    expect(postOnlyRow).toHaveTextContent('LimitPost only');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel 31' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent('Order cancelled');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Cancel 31' })).not.toBeInTheDocument();
  });

  it('drops both legs of an OCO when the server pushes them cancelled', async () => {
    const test = createTestSdk();
    const limitLeg = spotOrder({ id: 41, kind: 'limit', oco_id: 41 });
    const stopLeg = spotOrder({
      id: 42,
      kind: 'stop_limit',
      trigger_price: '120',
      trigger_state: 'waiting',
      oco_id: 41,
    });
    test.server.on('/api/transaction_all', page([limitLeg, stopLeg]));
    test.sdk.session.login('token-1');
    await renderPage(<OrdersPanel pair={{ legalId: 1, currencyId: 2 }} />, { test });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await goOnline(test);
    act(() => {
      test.sockets[0]!.push('coin_order', { order: { ...limitLeg, status: 2 } });
      test.sockets[0]!.push('coin_order', { order: { ...stopLeg, status: 3 } });
    });
    await waitFor(() => expect(screen.getByText('No data')).toBeInTheDocument());
  });
});
