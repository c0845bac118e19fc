import { createTestSdk } from '@exchange/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { leverDeal, leverPosition, ok, quotationRow } from '../testing/fixtures';
import { logInOnline, sentTo } from '../testing/contractStore';
import { renderPage } from '../testing/render';
import ContractPage from './ContractPage';
import LeverRecordPage from './LeverRecordPage';
import LeverTransactionsPage from './LeverTransactionsPage';

const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(30_000);

// jsdom has no CSS.supports, which Highcharts asks on start-up.
if (typeof globalThis.CSS?.supports !== 'function') {
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
}

const page = <T,>(data: T[], total = data.length) => ({ data, page: 1, limit: 20, total });

describe('the contract order list (/leverTransactions)', () => {
  it('has the five tabs of spec §4 (then the history) and reads each tab from my_trade', async () => {
    const test = createTestSdk();
    test.server.on('/api/lever/my_trade', (request) => {
      const status = Number(request.fields.status) as 0 | 1 | 2 | 3 | 4;
      const rows =
        status === 3 ? [leverPosition({ id: 30, status: 3, status_name: 'closed', profits: '7' })] : [];
      return ok({
        message: page(rows),
        order: page(rows),
        hazard_rate: '0',
        profits_total: '0',
        profits: '0',
      });
    });
    await logInOnline(test);
    await renderPage(<LeverTransactionsPage />, { test });
    const tabs = await screen.findByRole('tablist', { name: 'Order status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pending', 'In transaction', 'Closing', 'Closed', 'Revoked', 'History']);
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Closed' }));
    const table = await screen.findByRole('table', { name: 'Closed' });
    expect(await within(table).findByText('7.0000')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(sentTo(test, '/api/lever/my_trade').map((fields) => fields.status)).toEqual(['1', '3']);
  });
});

describe('the lever record (/leverRecord)', () => {
  it('lists the contract log of the currency with load more and a back link', async () => {
    const test = createTestSdk();
    const entry = (id: number, value: string) => ({
      id,
      value,
      info: 'ledger.transfer',
      created_time: 1_700_000_000_000,
      currency_name: 'USDT',
      currency: 1,
      account: 'lever',
      locked: 0,
    });
    test.server.on('/api/wallet/legal_log', (request) =>
      ok({
        list: request.fields.page === '1' ? [entry(1, '-5')] : [entry(2, '10')],
        page: Number(request.fields.page),
        limit: 20,
        total: 2,
      }),
    );
    await logInOnline(test);
    await renderPage(<LeverRecordPage />, { test, path: '/leverRecord?id=1' });
    expect(await screen.findByText('-5 USDT')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('10 USDT')).toBeInTheDocument();
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(sentTo(test, '/api/wallet/legal_log')).toEqual([
      { type: 'lever', currency: '1', page: '1' },
      { type: 'lever', currency: '1', page: '2' },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the contract account' })).toHaveAttribute(
      'href',
      '/new_account/lever',
    );
  });
});

describe('the contract page (/manger)', () => {
  const groups = [
    { id: 1, name: 'USDT', quotation: [quotationRow()], fiat_convert_cny: '7', rmb_relation: '7' },
  ];

  const sessionExpired = { body: { type: 999, message: 'session.expired' } };

  it('sends a guest to login: the lever order book call answers 999 (spec §6, §8)', async () => {
    const test = createTestSdk();
    test.server.on('/api/currency/quotation_new', ok(groups));
    test.server.on('/api/lever/deal', sessionExpired);
    await renderPage(<ContractPage />, { test, path: '/manger' });
    expect(await screen.findByRole('heading', { name: 'Contract trading BTC/USDT' })).toBeInTheDocument();
    const [call] = test.server.requests.filter((request) => request.path === '/api/lever/deal');
    expect(call?.headers.Authorization).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/components\/login$/), {
      timeout: 2500,
    });
  });

  it('ends an expired session on the lever order book call: cleared, told, login with type 1 (spec §8)', async () => {
    const test = createTestSdk();
    test.server.on('/api/currency/quotation_new', ok(groups));
    test.server.on('/api/lever/deal', sessionExpired);
    test.sdk.storage.setMany({ locale: 'en', legal_id: 1, currency_id: 2 });
    await logInOnline(test);
    await renderPage(<ContractPage />, { test, path: '/manger' });
    expect(await screen.findByText('Login is out of date, please log in again')).toBeInTheDocument();
    expect(test.sdk.storage.get('token')).toBeUndefined();
    expect(test.sdk.storage.get('legal_id')).toBeUndefined();
    expect(test.sdk.storage.get('locale')).toBe('en');
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/components/login?type=1'),
      { timeout: 2500 },
    );
  });

  it('gives a trader the lever book, the panel and the pair positions from lever/deal', async () => {
    const test = createTestSdk();
    test.server.on('/api/currency/quotation_new', ok(groups));
    test.server.on(
      '/api/lever/deal',
      ok(leverDeal({ my_transaction: [leverPosition({ id: 5 })], hazard_rate: '101' })),
    );
    test.server.on(
      '/api/market/get_current',
      ok({ change: '1.1', vol: '900', high: '50500', low: '49500', close: '50000' }),
    );
    // The book is the pair's shared depth channel (transaction/deal and market_depth).
    test.server.on(
      '/api/transaction/deal',
      ok({
        last_price: '50000',
        user_cny: '350000',
        in: [],
        out: [{ price: '50010', number: '0.5' }],
        complete: [],
        seq: 1,
      }),
    );
    await logInOnline(test);
    await renderPage(<ContractPage />, { test });
    const positions = await screen.findByRole('table', { name: 'Open positions and pending orders' });
    expect(await within(positions).findByText('47500.0000')).toBeInTheDocument();
    expect(screen.getByTestId('risk-rate')).toHaveTextContent('101.00%');
    await userEvent.click(screen.getByRole('button', { name: 'Use price 50010.0000' }));
    expect(screen.getByLabelText('Limit price')).toHaveValue('50010.0000');
    expect(sentTo(test, '/api/lever/deal')[0]).toEqual({ legal_id: '1', currency_id: '2' });

    // The top bar reads the pair's ticker channel (get_current, then its day-market pushes).
    const topBar = () => screen.getByTestId('contract-last').parentElement!.parentElement!;
    await waitFor(() => expect(topBar()).toHaveTextContent('50500'));
    const socket = test.sockets[0]!;
    const subscribed = () =>
      socket.emitted.flatMap((e) =>
        e.event === 'subscribe' ? (e.payload as { topics: unknown[] }).topics : [],
      );
    await waitFor(() => expect(subscribed()).toContainEqual({ channel: 'ticker', pair: 'BTC/USDT' }));
    act(() =>
      socket.push('daymarket', {
        symbol: 'BTC/USDT',
        change: '1.5',
        now_price: '50000',
        volume: '10',
        high: '51234',
        low: '49000',
        currency_name: 'BTC',
        legal_name: 'USDT',
        legal_id: 1,
        currency_id: 2,
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('contract-last').parentElement!.parentElement).toHaveTextContent('51234'),
    );
  });
});
