import { act, screen, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import AssetsPage from './AssetsPage';
import { renderPage } from '../testing/render';
import { goOnline, sent, walletServer } from '../testing/walletServer';
import { btcEntry, fail, walletEntry, walletList, ok } from '../testing/fixtures';

// No delay between keystrokes: the machine is shared, typing must not eat the test's time.
const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

const balances = () => screen.findByRole('table', { name: /Balances of the Currency account/ });
const rowOf = async (name: string) => {
  const table = await balances();
  return within(table).getByRole('cell', { name }).closest('tr') as HTMLElement;
};

describe('AssetsPage', () => {
  it('shows every balance with its frozen part and dollar value, and the total of every account', async () => {
    const test = walletServer();
    await renderPage(<AssetsPage />, { test, path: '/dealFinance' });
    const usdt = await rowOf('USDT');
    expect(within(usdt).getByText('100.00000000')).toBeInTheDocument();
    expect(within(usdt).getByText('5.00000000')).toBeInTheDocument();
    expect(within(usdt).getByText('105.00')).toBeInTheDocument();
    expect(within(await rowOf('BTC')).getByText('30,000.00')).toBeInTheDocument();
    // change 105 + 30000, lever 30, micro 20 (legal 0)
    expect(screen.getByTestId('assets-total')).toHaveTextContent('30,155.00');
    expect(within(usdt).getByRole('link', { name: 'Transfer USDT' })).toHaveAttribute(
      'href',
      '/transfer?id=1',
    );
  });

  it('updates a balance from the user balance push without a reload', async () => {
    const test = walletServer();
    await renderPage(<AssetsPage />, { test });
    await rowOf('USDT');
    await goOnline(test);
    const calls = sent(test, '/api/wallet/list').length;
    act(() =>
      test.sockets[0]!.push('coin_balance', { currency: 1, change_balance: '150', lock_change_balance: '5' }),
    );
    expect(await within(await rowOf('USDT')).findByText('150.00000000')).toBeInTheDocument();
    expect(sent(test, '/api/wallet/list')).toHaveLength(calls);
  });

  it('says the feature is not open when the currency flag is not 1, and opens no panel', async () => {
    const test = walletServer({ list: walletList([walletEntry({ is_charge: 0 })]) });
    await renderPage(<AssetsPage />, { test });
    await userEvent.click(within(await rowOf('USDT')).getByRole('button', { name: 'Deposit USDT' }));
    expect(await screen.findByText('This feature is not open for this currency yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deposit USDT' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the balances cannot be loaded', async () => {
    const test = walletServer();
    test.server.on('/api/wallet/list', fail('server.busy'));
    await renderPage(<AssetsPage />, { test });
    expect(await screen.findByRole('alert')).toHaveTextContent('The balances could not be loaded.');
    test.server.on('/api/wallet/list', ok(walletList([btcEntry()])));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('BTC')).toBeInTheDocument();
  });

  it('opens on the contract account at /new_account/lever', async () => {
    await renderPage(<AssetsPage />, { test: walletServer(), path: '/new_account/lever' });
    expect(
      await screen.findByRole('table', { name: /Balances of the Contract account/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Contract account' })).toHaveAttribute('aria-selected', 'true');
  });
});
