import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import type { PayCurrencies } from '@exchange/protocol';
import { QuickPayForm } from './QuickPayForm';
import { renderPage } from '../../testing/render';
import { keysSent, sent, walletServer } from '../../testing/walletServer';
import { exchangeRecord, ok } from '../../testing/fixtures';

// No delay between keystrokes: the machine is shared, typing must not eat the test's time.
const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

const quotes = (price = '60000'): PayCurrencies => ({
  to_currency: 1,
  to_currency_name: 'USDT',
  fee_rate: '0.002',
  tolerance: '0.01',
  list: [{ currency: 2, currency_name: 'BTC', change_balance: '0.5', price }],
});

/** The form over quotes the test can move, as the page's reloads and pushes do. */
let setQuotes: (next: PayCurrencies) => void = () => undefined;
function LiveQuotes() {
  const [current, set] = useState(quotes);
  setQuotes = set;
  return <QuickPayForm quotes={current} onExchanged={() => undefined} />;
}

async function renderForm() {
  const test = walletServer();
  await renderPage(<LiveQuotes />, { test });
  await userEvent.selectOptions(await screen.findByLabelText('Pay with'), '2');
  return test;
}

const button = () => screen.getByRole('button', { name: 'Exchange' });
const exchange = async (amount: string) => {
  const input = screen.getByLabelText(/^Amount/);
  await userEvent.clear(input);
  await userEvent.type(input, amount);
  await userEvent.click(button());
  await waitFor(() => expect(button()).toBeEnabled());
};
const keys = (test: Awaited<ReturnType<typeof renderForm>>) => keysSent(test, '/api/exchange/fast');

describe('QuickPayForm Idempotency-Key: one per exchange the user means', () => {
  it('sends the same key on the retries after a network error and a gateway timeout, even at a newer quote', async () => {
    const test = await renderForm();
    test.server.on('/api/exchange/fast', { networkError: true });
    await exchange('0.5');
    test.server.on('/api/exchange/fast', { status: 504, body: undefined });
    await exchange('0.5');
    act(() => setQuotes(quotes('60100')));
    test.server.on('/api/exchange/fast', ok(exchangeRecord));
    await exchange('0.5');
    expect(await screen.findByText('Exchanged: 29940.00000000 USDT received')).toBeInTheDocument();
    expect(keys(test)).toHaveLength(3);
    expect(keys(test)[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(new Set(keys(test)).size).toBe(1);
    expect(sent(test, '/api/exchange/fast').map((fields) => fields.price)).toEqual([
      '60000',
      '60000',
      '60100',
    ]);
  });

  it('sends a new key for the next exchange after a success, even of the same amount, and for an edited one', async () => {
    const test = await renderForm();
    test.server.on('/api/exchange/fast', ok(exchangeRecord));
    await exchange('0.5');
    expect(await screen.findByText('Exchanged: 29940.00000000 USDT received')).toBeInTheDocument();
    test.server.on('/api/exchange/fast', { networkError: true });
    await exchange('0.5');
    await exchange('0.25');
    const [first, next, edited] = keys(test);
    expect(keys(test)).toHaveLength(3);
    expect(next).not.toBe(first);
    expect(edited).not.toBe(next);
    expect(sent(test, '/api/exchange/fast').map((fields) => fields.num)).toEqual(['0.5', '0.5', '0.25']);
  });
});
