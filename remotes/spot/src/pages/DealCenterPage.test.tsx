import { createTestSdk, quotationGroup, quotationRow } from '@exchange/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okBody } from '../testing/fixtures';
import { goOnline, renderPage } from '../testing/render';
import { DealCenterPage } from './DealCenterPage';

// jsdom has no CSS.supports, which Highcharts asks on start-up.
if (typeof globalThis.CSS?.supports !== 'function') {
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
}
jest.setTimeout(30_000);

const row = (currency_id: number, currency_name: string) =>
  quotationRow({
    currency_id,
    currency_name,
    legal_id: 1,
    change: '1.5',
    content: 'Digital gold',
    open_microtrade: 0,
    open_lever: 0,
  });

const groups = [quotationGroup({ id: 1, fiat_convert_cny: '7', quotation: [row(2, 'BTC'), row(3, 'ETH')] })];

function setUp() {
  const test = createTestSdk();
  test.server.on('/api/currency/quotation_new', okBody(groups));
  test.server.on('/api/transaction/deal', (request) =>
    okBody({
      last_price: request.fields.currency_id === '2' ? '30000' : '2000',
      user_cny: '1',
      in: [{ price: request.fields.currency_id === '2' ? '29999' : '1999', number: '1' }],
      out: [{ price: '30001', number: '2' }],
      complete: [{ price: '30000', number: '0.5', time: 0, way: 1 }],
      seq: 5,
    }),
  );
  test.server.on(
    '/api/market/get_current',
    okBody({ change: '1.5', vol: '10', high: '31000', low: '29000', close: '30000' }),
  );
  test.server.on('/api/currency/new_timeshar', { body: { code: 0, data: [] } });
  return test;
}

const bids = () => within(screen.getByTestId('book-bids')).queryAllByRole('listitem');

describe('DealCenterPage', () => {
  it('stores the default pair, loads its book and follows depth pushes', async () => {
    const test = setUp();
    await renderPage(<DealCenterPage />, { test });
    await waitFor(() => expect(bids()[0]).toHaveTextContent('29999.0000'));
    expect(test.sdk.storage.get('dealSymbol')).toBe('BTC/USDT');
    expect(within(screen.getByTestId('recent-fills')).getAllByRole('listitem')).toHaveLength(1);
    await goOnline(test);
    const subscribed = () =>
      test.sockets[0]!.emitted.flatMap((e) =>
        e.event === 'subscribe' ? (e.payload as { topics: unknown[] }).topics : [],
      );
    await waitFor(() =>
      expect(subscribed()).toEqual(
        expect.arrayContaining([
          { channel: 'market_depth', pair: 'BTC/USDT' },
          { channel: 'trades', pair: 'BTC/USDT' },
          { channel: 'ticker', pair: 'BTC/USDT' },
        ]),
      ),
    );
    act(() =>
      test.sockets[0]!.push('market_depth', {
        symbol: 'BTC/USDT',
        legal_id: 1,
        currency_id: 2,
        seq: 6,
        last_price: '30005',
        proportion: '1',
        token: 'btcusdt',
        yesterday: '29000',
        today: '30005',
        bids: [['30004', '3']],
        asks: [['30006', '1']],
      }),
    );
    await waitFor(() => expect(bids()[0]).toHaveTextContent('30004.00003.00003.0000'));
    act(() =>
      test.sockets[0]!.push('match_trade', {
        type: 'match_trade',
        data: [
          { ts: 1, direction: 'buy', amount: '0.25', price: '30004' },
          { ts: 2, direction: 'sell', amount: '0.5', price: '30003' },
        ],
        symbol: 'BTC/USDT',
        currency_id: 2,
        legal_id: 1,
      }),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('recent-fills')).getAllByRole('listitem')).toHaveLength(3),
    );
  });

  it('fills the order form from a clicked price', async () => {
    const test = setUp();
    await renderPage(<DealCenterPage />, { test });
    await waitFor(() => expect(bids()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Use price 30001.0000' }));
    expect(screen.getByLabelText('Buy price')).toHaveValue('30001.0000');
  });

  it('reloads the deal centre on another pair when one is chosen', async () => {
    const test = setUp();
    await renderPage(<DealCenterPage />, { test });
    await waitFor(() => expect(bids()[0]).toHaveTextContent('29999.0000'));
    await userEvent.click(within(screen.getByRole('list', { name: 'Trading pairs' })).getByText('ETH/USDT'));
    await waitFor(() => expect(bids()[0]).toHaveTextContent('1999.0000'));
    expect(test.sdk.storage.get('dealSymbol')).toBe('ETH/USDT');
    const dealRequests = test.server.requests.filter((r) => r.path === '/api/transaction/deal');
    expect(dealRequests[dealRequests.length - 1]!.fields).toMatchObject({ legal_id: '1', currency_id: '3' });
  });

  it('opens the pair list from the top bar as a dialog that Escape and a choice close', async () => {
    const test = setUp();
    await renderPage(<DealCenterPage />, { test });
    await waitFor(() => expect(bids()[0]).toHaveTextContent('29999.0000'));
    const open = screen.getByRole('button', { name: 'Pairs' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await userEvent.click(open);
    const sheet = screen.getByRole('dialog', { name: 'Markets' });
    await userEvent.click(within(sheet).getByText('ETH/USDT'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(bids()[0]).toHaveTextContent('1999.0000'));
    expect(test.sdk.storage.get('dealSymbol')).toBe('ETH/USDT');
  });
});
