import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  daymarketPush,
  matchTradePush,
  quotationGroup,
  quotationGroups,
  quotationRow,
} from '../testing/fixtures';
import { goOnline, renderMarkets } from '../testing/render';
import HomePage from './HomePage';

const row = (key: string) => screen.getByTestId(`market-row-${key}`);
const quotationCalls = (test: { server: { requests: { path: string }[] } }) =>
  test.server.requests.filter((request) => request.path === '/api/currency/quotation_new').length;

describe('HomePage', () => {
  it('renders the displayed quotation rows with §9 precisions and the CNY value', async () => {
    await renderMarkets(<HomePage />);
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

  it('loads the banners (news c_id 5) and the home news (c_id 4) and shows them', async () => {
    const { test } = await renderMarkets(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Banner 1' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'News' })).getByRole('link', { name: 'Story 1' }),
    ).toBeInTheDocument();
    const categories = test.server.requests
      .filter((request) => request.path === '/api/news/list')
      .map((request) => request.fields.c_id);
    expect(categories).toEqual(expect.arrayContaining(['11', '5', '4']));
  });

  it('shows the other pairs when the server sends one row it cannot read', async () => {
    const broken = { ...quotationRow({ currency_id: 7, currency_name: 'BAD' }), now_price: 12.5 };
    await renderMarkets(<HomePage />, {
      prepare: (test) =>
        test.server.on('/api/currency/quotation_new', {
          body: { type: 'ok', message: [{ ...quotationGroup(), quotation: [broken, quotationRow()] }] },
        }),
    });
    expect(await screen.findByTestId('market-row-1/3')).toBeInTheDocument();
    expect(screen.queryByTestId('market-row-7/3')).not.toBeInTheDocument();
  });

  it('updates a row when a daymarket push arrives', async () => {
    const { test } = await renderMarkets(<HomePage />);
    await screen.findByTestId('market-row-2/3');
    const socket = await goOnline(test);
    const subscribed = socket.emitted.flatMap((e) =>
      e.event === 'subscribe' ? (e.payload as { topics: unknown[] }).topics : [],
    );
    expect(subscribed).toEqual(expect.arrayContaining([{ channel: 'board' }, { channel: 'latest_trades' }]));
    act(() => socket.push('daymarket', daymarketPush()));
    await waitFor(() => expect(within(row('2/3')).getByText('3333.3333')).toBeInTheDocument());
    expect(within(row('2/3')).getByText('+3.50%')).toBeInTheDocument();
  });

  it('polls the quotation every 5 s, keeps the board through a failed poll and shows the next one', async () => {
    jest.useFakeTimers();
    try {
      const { test } = await renderMarkets(<HomePage />);
      await act(async () => jest.advanceTimersByTimeAsync(0));
      expect(within(row('2/3')).getByText('3000.0000')).toBeInTheDocument();
      expect(quotationCalls(test)).toBe(1);

      test.server.on('/api/currency/quotation_new', { networkError: true });
      await act(async () => jest.advanceTimersByTimeAsync(4999));
      expect(quotationCalls(test)).toBe(1);
      await act(async () => jest.advanceTimersByTimeAsync(1));
      expect(quotationCalls(test)).toBe(2);
      expect(within(row('2/3')).getByText('3000.0000')).toBeInTheDocument();
      expect(test.effects).toEqual([]); // home quotation failures are silent (§8)

      const moved = quotationGroups();
      moved[0]!.quotation[1] = quotationRow({
        currency_id: 2,
        currency_name: 'ETH',
        now_price: '3210',
        category: 2,
      });
      test.server.on('/api/currency/quotation_new', { body: { type: 'ok', message: moved } });
      await act(async () => jest.advanceTimersByTimeAsync(5000));
      expect(within(row('2/3')).getByText('3210.0000')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the latest buys and sells from match_trade, 4 at most, at their Asia/Shanghai time', async () => {
    const { test } = await renderMarkets(<HomePage />);
    await screen.findByTestId('market-row-1/3');
    const socket = await goOnline(test);
    act(() => {
      for (let i = 1; i <= 6; i += 1) socket.push('match_trade', matchTradePush('buy', `${100 + i}`));
      socket.push('match_trade', matchTradePush('sell', '99'));
    });
    const buys = screen.getByRole('region', { name: 'Latest buys' });
    await waitFor(() => expect(within(buys).getAllByRole('row')).toHaveLength(5)); // header + 4
    expect(within(buys).getByText('106.0000')).toBeInTheDocument();
    expect(within(buys).queryByText('102.0000')).not.toBeInTheDocument();
    const sells = screen.getByRole('region', { name: 'Latest sells' });
    expect(within(sells).getByText('99.0000')).toBeInTheDocument();
    expect(within(sells).getByText('06:13:20')).toBeInTheDocument();
  });

  it('says it waits for trades until the first one arrives', async () => {
    await renderMarkets(<HomePage />);
    const buys = screen.getByRole('region', { name: 'Latest buys' });
    expect(within(buys).getByRole('status')).toHaveTextContent('Waiting for trades');
  });

  it('filters by tab and by the uppercased search text', async () => {
    const user = userEvent.setup();
    await renderMarkets(<HomePage />);
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
    const { test } = await renderMarkets(<HomePage />);
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

  it('offers login and register to a guest', async () => {
    await renderMarkets(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trade now' })).not.toBeInTheDocument();
  });

  it('shows the trade button when a user id is stored', async () => {
    await renderMarkets(<HomePage />, { prepare: (test) => test.sdk.storage.set('user_id', 7) });
    expect(await screen.findByRole('link', { name: 'Trade now' })).toHaveAttribute('href', '/dealCenter');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('renders skeletons, then an empty board when the quotation load fails, the rest of home intact', async () => {
    let answer: (() => void) | undefined;
    await renderMarkets(<HomePage />, {
      prepare: (test) =>
        test.server.on(
          '/api/currency/quotation_new',
          () => new Promise((resolve) => (answer = () => resolve({ networkError: true }))),
        ),
    });
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    act(() => answer?.());
    expect(await screen.findByText('No markets found')).toBeInTheDocument();
    expect(screen.queryAllByTestId(/^market-row-/)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Notice 1' })).toBeInTheDocument();
  });
});
