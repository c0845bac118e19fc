import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SdkProvider } from '@exchange/sdk';
import { createTestSdk, type TestSdk } from '@exchange/sdk/testing';
import { daymarketPush, matchTradePush, notices, quotationGroups } from '../testing/fixtures';
import { renderInApp, setUpI18n } from '../testing/render';
import HomePage from './HomePage';

beforeAll(() => setUpI18n());

function renderHome(prepare: (test: TestSdk) => void = () => {}) {
  const test = createTestSdk();
  test.server.on('/api/currency/quotation_new', { body: { type: 'ok', message: quotationGroups() } });
  test.server.on('/api/news/list', {
    body: { type: 'ok', message: { list: notices(4), total: 4, page: 1, limit: 9 } },
  });
  prepare(test);
  renderInApp(
    <SdkProvider sdk={test.sdk}>
      <HomePage />
    </SdkProvider>,
  );
  return test;
}

const row = (key: string) => screen.getByTestId(`market-row-${key}`);

/** The bus connects on first use; plays the server accepting the socket. */
async function acceptSocket(test: TestSdk) {
  await waitFor(() => expect(test.sockets.length).toBeGreaterThan(0));
  act(() => test.sockets[0]!.serverAccept());
  return test.sockets[0]!;
}

describe('HomePage', () => {
  it('renders the displayed quotation rows with §9 precisions and the CNY value', async () => {
    renderHome();
    const btc = await screen.findByTestId('market-row-1/3');
    expect(within(btc).getByText('65000.1235')).toBeInTheDocument();
    expect(within(btc).getByText('+1.50%')).toBeInTheDocument();
    expect(within(btc).getByText('1,234')).toBeInTheDocument();
    expect(within(btc).getByText('¥452,667.36')).toBeInTheDocument(); // 65000.12345 x 6.9641
    expect(within(row('2/3')).getByText('-2.25%')).toBeInTheDocument();
    expect(screen.queryByTestId('market-row-9/3')).not.toBeInTheDocument(); // is_display 0
    expect(await screen.findByRole('link', { name: 'Notice 1' })).toBeInTheDocument();
    expect(screen.getByText('Sample data for illustration only, not a live offer')).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument(); // the host's shell owns <main>
  });

  it('updates a row when a daymarket push arrives', async () => {
    const test = renderHome();
    await screen.findByTestId('market-row-2/3');
    const socket = await acceptSocket(test);
    act(() => socket.push('daymarket', daymarketPush()));
    await waitFor(() => expect(within(row('2/3')).getByText('3333.3333')).toBeInTheDocument());
    expect(within(row('2/3')).getByText('+3.50%')).toBeInTheDocument();
  });

  it('shows the latest buys and sells from match_trade, 4 at most', async () => {
    const test = renderHome();
    await screen.findByTestId('market-row-1/3');
    const socket = await acceptSocket(test);
    act(() => {
      for (let i = 1; i <= 6; i += 1) socket.push('match_trade', matchTradePush('buy', `${100 + i}`));
      socket.push('match_trade', matchTradePush('sell', '99'));
    });
    const buys = screen.getByRole('region', { name: 'Latest buys' });
    await waitFor(() => expect(within(buys).getAllByRole('row')).toHaveLength(5)); // header + 4
    expect(within(buys).getByText('106.0000')).toBeInTheDocument();
    expect(within(buys).queryByText('102.0000')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Latest sells' })).getByText('99.0000'),
    ).toBeInTheDocument();
  });

  it('filters by tab and by the uppercased search text', async () => {
    const user = userEvent.setup();
    renderHome();
    await screen.findByTestId('market-row-1/3');
    await user.click(screen.getByRole('tab', { name: 'Innovation' }));
    expect(screen.queryByTestId('market-row-1/3')).not.toBeInTheDocument();
    expect(row('2/3')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search markets' }), 'un');
    expect(row('4/3')).toBeInTheDocument();
    expect(screen.queryByTestId('market-row-1/3')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search markets' }), 'x');
    expect(screen.getByText('No market matches "unx"')).toBeInTheDocument();
  });

  it('stores the pair keys and opens the deal centre when a market is chosen', async () => {
    const user = userEvent.setup();
    const test = renderHome();
    await screen.findByTestId('market-row-2/3');
    await user.click(screen.getByRole('button', { name: 'Trade ETH/USDT' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dealCenter');
    const { storage } = test.sdk;
    expect(storage.get('currency_id')).toBe(2);
    expect(storage.get('legal_id')).toBe(3);
    expect(storage.get('currency_name')).toBe('ETH');
    expect(storage.get('dealSymbol')).toBe('ETH/USDT');
    expect(storage.get('dealIndex1')).toBe(0);
    expect(storage.get('dealIndex2')).toBe(1);
  });

  it('offers login and register to a guest and a trade button once a user id is stored', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trade now' })).not.toBeInTheDocument();
  });

  it('shows the trade button when a user id is stored', async () => {
    renderHome((test) => test.sdk.storage.set('user_id', 7));
    expect(await screen.findByRole('link', { name: 'Trade now' })).toHaveAttribute('href', '/dealCenter');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('renders skeletons, then an empty board when the quotation load fails, the rest of home intact', async () => {
    renderHome((test) => test.server.on('/api/currency/quotation_new', { networkError: true }));
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('No markets found')).toBeInTheDocument();
    expect(screen.queryAllByTestId(/^market-row-/)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Notice 1' })).toBeInTheDocument();
  });
});
