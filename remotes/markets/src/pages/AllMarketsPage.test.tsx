import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quotationGroup, quotationGroups, quotationRow } from '../testing/fixtures';
import { renderMarkets } from '../testing/render';
import AllMarketsPage from './AllMarketsPage';

function renderAllMarkets() {
  const groups = [
    ...quotationGroups(),
    quotationGroup({
      id: 1,
      name: 'BTC',
      fiat_convert_cny: '450000',
      quotation: [
        quotationRow({
          currency_id: 2,
          legal_id: 1,
          currency_name: 'ETH',
          legal_name: 'BTC',
          now_price: '0.05',
        }),
      ],
    }),
  ];
  return renderMarkets(<AllMarketsPage />, {
    path: '/allmarket',
    prepare: (test) =>
      test.server.on('/api/currency/quotation_new', { body: { type: 'ok', message: groups } }),
  });
}

describe('AllMarketsPage', () => {
  it('lists every group with its rows under one search', async () => {
    const user = userEvent.setup();
    await renderAllMarkets();
    expect(await screen.findByRole('heading', { name: 'All markets' })).toBeInTheDocument();
    // the host's shell owns the page's <main>: a remote page must not add a second one
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    const usdt = await screen.findByRole('region', { name: 'USDT market' });
    const btc = screen.getByRole('region', { name: 'BTC market' });
    expect(within(usdt).getAllByTestId(/^market-row-/)).toHaveLength(3);
    expect(within(btc).getByTestId('market-row-2/1')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search markets' }), 'eth');
    expect(
      within(screen.getByRole('region', { name: 'USDT market' })).getAllByTestId(/^market-row-/),
    ).toHaveLength(1);
    expect(screen.getByTestId('market-row-2/1')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search markets' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search markets' }), 'uni');
    expect(screen.queryByRole('region', { name: 'BTC market' })).not.toBeInTheDocument();
  });

  it('opens the deal centre for a row of the second group with its list position stored', async () => {
    const user = userEvent.setup();
    const { test } = await renderAllMarkets();
    await user.click(await screen.findByRole('button', { name: 'Trade ETH/BTC' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dealCenter');
    expect(test.sdk.storage.get('dealSymbol')).toBe('ETH/BTC');
    expect(test.sdk.storage.get('dealIndex1')).toBe(1);
    expect(test.sdk.storage.get('dealIndex2')).toBe(0);
  });
});
