import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QuickExchangePage from './QuickExchangePage';
import { renderPage } from '../testing/render';
import { goOnline, sent, walletServer } from '../testing/walletServer';
import { exchangeRecord, ok } from '../testing/fixtures';

// Whole forms typed on a machine shared by many builds: more than jest's default 5 s.
jest.setTimeout(20_000);

const quotes = {
  to_currency: 1,
  to_currency_name: 'USDT',
  fee_rate: '0.002',
  tolerance: '0.01',
  list: [
    { currency: 2, currency_name: 'BTC', change_balance: '0.5', price: '60000' },
    { currency: 3, currency_name: 'ETH', change_balance: '2', price: '3000' },
  ],
};

async function renderQuick() {
  const test = walletServer();
  test.server.on('/api/exchange/currencies', ok(quotes));
  test.server.on('/api/news/detail', (request) =>
    request.fields.id === '16'
      ? ok({
          id: 16,
          c_id: 30,
          title: 'Quick exchange',
          abstract: '',
          content: '<p>Swap <b>one</b> currency.</p><script>alert(1)</script>',
          update_time: '2026-11-01 08:00:00',
        })
      : { body: { type: 'error', message: 'news.notFound' } },
  );
  await renderPage(<QuickExchangePage />, { test, path: '/quickRedemption' });
  await screen.findByLabelText('Pay with');
  return test;
}

const amount = () => screen.getByLabelText(/^Amount/);

describe('QuickExchangePage (spec §2, §5 Quick exchange)', () => {
  it("lists '{currency} Pay' currencies and caps the amount at 0 with no selection", async () => {
    await renderQuick();
    expect(
      within(screen.getByLabelText('Pay with'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a currency to pay with', 'BTC Pay', 'ETH Pay']);
    await userEvent.type(amount(), '3');
    expect(amount()).toHaveValue('0');
    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a currency to pay with');
  });

  it('caps a typed amount at change_balance, MAX fills it, the hint estimates the receipt', async () => {
    await renderQuick();
    await userEvent.selectOptions(screen.getByLabelText('Pay with'), '2');
    await userEvent.type(amount(), '0.7');
    expect(amount()).toHaveValue('0.5');
    await userEvent.clear(amount());
    await userEvent.type(amount(), '0.1');
    expect(screen.getByText(/You receive about/)).toHaveTextContent('You receive about 5988.00000000 USDT');
    await userEvent.click(screen.getByRole('button', { name: 'MAX' }));
    expect(amount()).toHaveValue('0.5');
  });

  it('shows the fee it charges as a percentage, in the hint and in the about text, from the quote', async () => {
    await renderQuick();
    expect(screen.getByText(/You receive about/)).toHaveTextContent('(fee rate 0.2%)');
    const about = screen.getByRole('region', { name: 'About quick exchange' });
    expect(within(about).getByRole('heading', { name: 'Quick exchange fee' })).toBeInTheDocument();
    expect(
      within(about).getByText(/Quick exchange charges a fee of 0.2% of the amount you receive/),
    ).toBeInTheDocument();
  });

  it('asks for an amount, then exchanges once with the quote and reloads the balances', async () => {
    const test = await renderQuick();
    let answer: (value: unknown) => void = () => undefined;
    test.server.on('/api/exchange/fast', () => new Promise((resolve) => (answer = resolve as never)));
    await userEvent.selectOptions(screen.getByLabelText('Pay with'), '2');
    const button = screen.getByRole('button', { name: 'Exchange' });
    await userEvent.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an amount above 0');
    await userEvent.click(screen.getByRole('button', { name: 'MAX' }));
    const before = sent(test, '/api/exchange/currencies').length;
    await userEvent.click(button);
    await userEvent.click(button);
    await act(async () => answer(ok(exchangeRecord)));
    expect(await screen.findByText('Exchanged: 29940.00000000 USDT received')).toBeInTheDocument();
    expect(sent(test, '/api/exchange/fast')).toEqual([
      { num: '0.5', currency: '2', exchange: '1', price: '60000' },
    ]);
    await waitFor(() => expect(sent(test, '/api/exchange/currencies').length).toBeGreaterThan(before));
  });

  it('follows balance pushes', async () => {
    const test = await renderQuick();
    await goOnline(test);
    await userEvent.selectOptions(screen.getByLabelText('Pay with'), '3');
    act(() =>
      test.sockets[0]!.push('coin_balance', {
        currency: 3,
        change_balance: '1.25',
        lock_change_balance: '0',
      }),
    );
    await waitFor(() =>
      expect(screen.getByText(/^Available:/)).toHaveTextContent('Available: 1.25000000 ETH'),
    );
  });

  it('shows the about article as text only (nothing of it runs) and the risk warning', async () => {
    await renderQuick();
    expect(await screen.findByText('Swap one currency.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Risk warning');
  });

  it('the record tab lists the exchanges, or its empty state', async () => {
    const test = await renderQuick();
    test.server.on('/api/exchange/list', ok(JSON.stringify([exchangeRecord])));
    await userEvent.click(screen.getByRole('tab', { name: 'Records' }));
    const table = await screen.findByRole('table', { name: 'Quick exchange records' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
        'BTC0.50000000USDT29940.000000002026-01-02 11:04:05',
      ),
    );
    test.server.on('/api/exchange/list', ok('[]'));
    await userEvent.click(screen.getByRole('tab', { name: 'Pay' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Records' }));
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
  });
});
