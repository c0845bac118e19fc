import { act, screen, within } from '@testing-library/react';
import { goOnline } from '@exchange/starter/testing';
import userEventLibrary from '@testing-library/user-event';
import LockPage from './LockPage';
import { renderPage } from '../testing/render';
import { earnServer, sent } from '../testing/earnServer';
import { fail, lockupOrderRow, ok } from '../testing/fixtures';

const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

describe('LockPage', () => {
  it('shows the estimated income as the amount is typed and refuses less than the minimum', async () => {
    await renderPage(<LockPage />, { test: earnServer() });
    const card = await screen.findByRole('region', { name: 'USDT for 30 days' });
    expect(within(card).getByText('0.50%')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Amount'), '1000');
    // 1000 x 0.5 / 100 x 30 days.
    expect(within(card).getByText('150.00000000 USDT')).toBeInTheDocument();

    await userEvent.clear(within(card).getByLabelText('Amount'));
    await userEvent.type(within(card).getByLabelText('Amount'), '50');
    await userEvent.click(within(card).getByRole('button', { name: 'Buy' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('The amount must be at least 100 USDT.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("confirms rate, amount, income and wallet balance, and says 'wallet balance insufficient'", async () => {
    const test = earnServer({ balance: '120' });
    await renderPage(<LockPage />, { test });
    const card = await screen.findByRole('region', { name: 'USDT for 30 days' });
    await userEvent.type(within(card).getByLabelText('Amount'), '200');
    await userEvent.click(within(card).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit' });
    expect(within(dialog).getByText('200.00000000 USDT')).toBeInTheDocument();
    expect(within(dialog).getByText('30.00000000 USDT')).toBeInTheDocument();
    expect(await within(dialog).findByText('120.00000000 USDT')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Wallet balance insufficient');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(sent(test, '/api/lh/deposit')).toEqual([]);
  });

  it('buys a product and shows the new order', async () => {
    const test = earnServer({ orders: [] });
    test.server.on('/api/lh/deposit', (request) => {
      test.server.on(
        '/api/lh/deposit/order',
        ok({
          order_list: [lockupOrderRow(9, { amount: '200' })],
          page: 1,
          limit: 5,
          total: 1,
          server_time: 0,
        }),
      );
      return ok(lockupOrderRow(9, { amount: request.fields.amount ?? '' }));
    });
    await renderPage(<LockPage />, { test });
    expect(await screen.findByText('You have no deposits yet.')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'USDT for 30 days' });
    await userEvent.type(within(card).getByLabelText('Amount'), '200');
    await userEvent.click(within(card).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit' });
    await within(dialog).findByText('500.00000000 USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(sent(test, '/api/lh/deposit')).toEqual([{ config_id: '1', amount: '200' }]);
    expect(await screen.findByText('Deposit placed')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My deposits' });
    expect(await within(table).findByText('200.00000000 USDT')).toBeInTheDocument();
  });

  it('shows the cancel fee before cancelling, then marks the row cancelled', async () => {
    const test = earnServer();
    test.server.on('/api/lh/deposit/order/cancel', ok(lockupOrderRow(1, { status: 3, total_interest: '0' })));
    await renderPage(<LockPage />, { test });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the deposit of 1000.00000000 USDT' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this deposit?' });
    expect(within(dialog).getByText('20.00000000 USDT')).toBeInTheDocument();
    expect(within(dialog).getByText('980.00000000 USDT')).toBeInTheDocument();
    expect(sent(test, '/api/lh/deposit/order/cancel')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel deposit' }));
    expect(sent(test, '/api/lh/deposit/order/cancel')).toEqual([{ id: '1' }]);
    const table = screen.getByRole('table', { name: 'My deposits' });
    expect(await within(table).findByText('Cancelled')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Cancel the deposit/ })).not.toBeInTheDocument();
  });

  it('loads 5 orders a page with load more, then says no more', async () => {
    const orders = Array.from({ length: 7 }, (_, index) =>
      lockupOrderRow(index + 1, { amount: String(100 + index) }),
    );
    const test = earnServer({ orders });
    await renderPage(<LockPage />, { test });
    const table = await screen.findByRole('table', { name: 'My deposits' });
    await within(table).findByText('104.00000000 USDT');
    expect(within(table).queryByText('105.00000000 USDT')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('106.00000000 USDT')).toBeInTheDocument();
    expect(screen.getByText('No more')).toBeInTheDocument();
    // Spec §7: GET /api/lh/deposit/order with limit=5 and the page.
    expect(sent(test, '/api/lh/deposit/order')).toEqual([
      { limit: '5', page: '1' },
      { limit: '5', page: '2' },
    ]);
  });

  it('shows visitors the products with a login prompt instead of buy and orders', async () => {
    const test = earnServer({ loggedIn: false });
    await renderPage(<LockPage />, { test });
    await screen.findByRole('region', { name: 'USDT for 30 days' });
    expect(screen.getByText('Log in to buy a deposit and see your orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/components/login');
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(sent(test, '/api/lh/deposit/order')).toEqual([]);
  });

  it("shows each day's interest as the server accrues it (lockup_order), without a reload", async () => {
    const test = earnServer({ orders: [lockupOrderRow(2, { amount: '500' }), lockupOrderRow(1)] });
    await renderPage(<LockPage />, { test });
    const table = await screen.findByRole('table', { name: 'My deposits' });
    await within(table).findByText('500.00000000 USDT');
    const socket = await goOnline(test);
    act(() => socket.push('lockup_order', lockupOrderRow(1, { total_interest: '15', days_accrued: 3 })));
    expect(await within(table).findByText('15.00000000 USDT')).toBeInTheDocument();
    // A deposit made elsewhere goes on top.
    act(() => socket.push('lockup_order', lockupOrderRow(3, { amount: '700', total_interest: '0' })));
    const rows = await within(table).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('700.00000000 USDT');
    expect(sent(test, '/api/lh/deposit/order')).toHaveLength(1);
  });

  it('shows a refused cancel under the list and keeps the row', async () => {
    const test = earnServer();
    test.server.on('/api/lh/deposit/order/cancel', fail('lockup.notCancellable'));
    await renderPage(<LockPage />, { test });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the deposit of 1000.00000000 USDT' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this deposit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel deposit' }));
    const orders = screen.getByRole('region', { name: 'My deposits' });
    expect(await within(orders).findByRole('alert')).toHaveTextContent(
      'Only a lock-up in progress can be cancelled',
    );
    expect(sent(test, '/api/lh/deposit/order/cancel')).toEqual([{ id: '1' }]);
    expect(
      within(orders).getByRole('button', { name: 'Cancel the deposit of 1000.00000000 USDT' }),
    ).toBeEnabled();
  });
});
