import { createTestSdk } from '@exchange/sdk/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  closedOrder,
  microOrder,
  okBody,
  orderPage,
  quotationRow,
  secondsOptions,
  usdt,
} from '../testing/fixtures';
import { renderPage } from '../testing/render';
import SecondsPage from './SecondsPage';
import SecondsOrderPage from './SecondsOrderPage';

// jsdom has no CSS.supports, which Highcharts asks on start-up.
if (typeof globalThis.CSS?.supports !== 'function') {
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
}
jest.setTimeout(30_000);

const btc = quotationRow({ id: 1 });
const eth = quotationRow({ id: 2, currency_id: 3, currency_name: 'ETH', change: '-2.5' });
const xrp = quotationRow({ id: 5, currency_id: 6, currency_name: 'XRP', open_microtrade: 0 });

function setUp() {
  const test = createTestSdk();
  test.server.on(
    '/api/currency/quotation_new',
    okBody([{ id: 1, name: 'USDT', quotation: [btc, eth, xrp], fiat_convert_cny: '7', rmb_relation: '7' }]),
  );
  test.server.on('/api/currency/new_timeshar', { body: { code: 1, data: [] } });
  test.server.on('/api/microtrade/payable_currencies', okBody([usdt()]));
  test.server.on('/api/microtrade/seconds', okBody(secondsOptions));
  test.server.on('/api/microtrade/lists', (request) =>
    okBody(
      orderPage(request.fields.status === '1' ? [microOrder({ symbol_name: 'ETH/USDT', match_id: 2 })] : []),
    ),
  );
  test.sdk.session.login('token-1');
  return test;
}

const listCalls = (test: ReturnType<typeof setUp>) =>
  test.server.requests.filter((r) => r.path === '/api/microtrade/lists').map((r) => r.fields.match_id);

describe('the Seconds page', () => {
  it('shows the micro pairs with price, change and volume, and the chosen pair of the query', async () => {
    const test = setUp();
    await renderPage(<SecondsPage />, { test, path: '/leverdealCenter?legalId=1&currencyId=3' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seconds trading · ETH/USDT' }),
    ).toBeInTheDocument();
    const strip = screen.getByRole('navigation', { name: 'Seconds trading pairs' });
    expect(strip).toHaveTextContent('BTC/USDT+1.25%65000.0000Vol 1,234');
    expect(strip).toHaveTextContent('ETH/USDT-2.50%');
    expect(strip).not.toHaveTextContent('XRP');
    expect(screen.getByRole('link', { name: /^ETH\/USDT/ })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(listCalls(test)).toContain('2'));
  });

  it('reloads on the pair when currencyId changes in the query', async () => {
    const test = setUp();
    await renderPage(<SecondsPage />, { test, path: '/leverdealCenter?legalId=1&currencyId=3' });
    await screen.findByRole('heading', { level: 1, name: 'Seconds trading · ETH/USDT' });
    await userEvent.click(screen.getByRole('link', { name: /^BTC\/USDT/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seconds trading · BTC/USDT' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/leverdealCenter?legalId=1&currencyId=2');
    await waitFor(() => expect(listCalls(test)).toContain('1'));
  });

  it('watches the board and moves a pair of the strip on its day-market push', async () => {
    const test = setUp();
    test.sdk.bus.start();
    await renderPage(<SecondsPage />, { test, path: '/leverdealCenter?legalId=1&currencyId=3' });
    await screen.findByRole('heading', { level: 1, name: 'Seconds trading · ETH/USDT' });
    await waitFor(() => expect(test.sockets.length).toBeGreaterThan(0));
    act(() => test.sockets[0]!.serverAccept());
    const subscribed = test.sockets[0]!.emitted.flatMap((e) =>
      e.event === 'subscribe' ? (e.payload as { topics: unknown[] }).topics : [],
    );
    expect(subscribed).toContainEqual({ channel: 'board' });
    act(() =>
      test.sockets[0]!.push('daymarket', {
        symbol: 'ETH/USDT',
        change: '4.75',
        now_price: '3100',
        volume: '12',
        high: '3200',
        low: '3000',
        currency_name: 'ETH',
        legal_name: 'USDT',
        legal_id: eth.legal_id,
        currency_id: eth.currency_id,
      }),
    );
    const strip = screen.getByRole('navigation', { name: 'Seconds trading pairs' });
    await waitFor(() => expect(strip).toHaveTextContent('ETH/USDT+4.75%3100.0000'));
  });

  it('flashes the result of a settled order', async () => {
    const test = setUp();
    test.sdk.bus.start();
    await renderPage(<SecondsPage />, { test, path: '/leverdealCenter?legalId=1&currencyId=3' });
    await screen.findByRole('heading', { level: 1, name: 'Seconds trading · ETH/USDT' });
    await waitFor(() => expect(test.sockets.length).toBeGreaterThan(0));
    act(() => test.sockets[0]!.serverAccept());
    const lost = closedOrder(microOrder({ symbol_name: 'ETH/USDT', type: 2 }), {
      result: -1,
      fact_profits: '-10.1',
    });
    act(() => test.sockets[0]!.push('micro_closed', { type: 'micro_closed', data: lost }));
    expect(await screen.findByText(/ETH\/USDT Down lost: .-10\.1000. USDT/)).toHaveAttribute(
      'data-result',
      'lost',
    );
  });
});

describe('the Seconds order page', () => {
  it('lists both tabs and pages the closed orders 20 at a time', async () => {
    const test = setUp();
    const first = Array.from({ length: 20 }, () => closedOrder(microOrder()));
    const more = closedOrder(microOrder({ symbol_name: 'ETH/USDT' }));
    test.server.on('/api/microtrade/lists', (request) =>
      okBody(
        request.fields.status === '1'
          ? orderPage([])
          : request.fields.page === '2'
            ? { ...orderPage([more], 21), page: 2 }
            : orderPage(first, 21),
      ),
    );
    await renderPage(<SecondsOrderPage />, { test, path: '/secondsOrder' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seconds orders' })).toBeInTheDocument();
    expect(await screen.findByText('No running orders')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    const table = await screen.findByRole('table', { name: 'Closed' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(21));
    expect(screen.getByText('No more')).toBeInTheDocument();
    // Spec §7: page, status, limit=20 (no match_id: closed orders of every pair).
    expect(
      test.server.requests
        .filter((r) => r.path === '/api/microtrade/lists' && r.fields.status === '3')
        .map((r) => r.fields),
    ).toEqual([
      { page: '1', status: '3', limit: '20' },
      { page: '2', status: '3', limit: '20' },
    ]);
  });

  it('keeps the closed orders when a later page fails, shows the server message and loads it on retry', async () => {
    const test = setUp();
    const first = Array.from({ length: 20 }, () => closedOrder(microOrder()));
    let secondFails = true;
    test.server.on('/api/microtrade/lists', (request) =>
      request.fields.status === '1'
        ? okBody(orderPage([]))
        : request.fields.page !== '2'
          ? okBody(orderPage(first, 21))
          : secondFails
            ? { body: { type: 'error', message: 'Too many requests' } }
            : okBody({ ...orderPage([closedOrder(microOrder())], 21), page: 2 }),
    );
    await renderPage(<SecondsOrderPage />, { test, path: '/secondsOrder' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Closed' }));
    const table = await screen.findByRole('table', { name: 'Closed' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(20);
    secondFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(21));
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the orders could not be loaded and tries again on request', async () => {
    const test = setUp();
    let fail = true;
    test.server.on('/api/microtrade/lists', () =>
      fail ? { status: 500, body: undefined } : okBody(orderPage([microOrder()])),
    );
    await renderPage(<SecondsOrderPage />, { test, path: '/secondsOrder' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^\d+\.\d s$/);
  });
});
