import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TransferPage from './TransferPage';
import { renderPage } from '../testing/render';
import { goOnline, keysSent, sent, walletServer } from '../testing/walletServer';
import { btcEntry, ok, walletEntry, walletList } from '../testing/fixtures';

// Whole forms typed on a machine shared by many builds: more than jest's default 5 s.
jest.setTimeout(20_000);

const transferRecord = {
  id: 1,
  currency: 1,
  currency_name: 'USDT',
  number: '10',
  from_field: 'change',
  to_field: 'lever',
  create_time: 1,
};

async function renderTransfer(path = '/transfer') {
  const test = walletServer({ list: walletList([walletEntry(), btcEntry()]) });
  const view = await renderPage(<TransferPage />, { test, path });
  await screen.findByLabelText(/^Amount/);
  return { ...view, test };
}

const amountBox = () => screen.getByLabelText(/^Amount/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Transfer' }));

describe('TransferPage (spec §2 Transfer, §5 Transfer)', () => {
  it('shows the available balance of the from account with 2 decimals, and it follows the from account', async () => {
    await renderTransfer();
    expect(screen.getByText(/Available:/)).toHaveTextContent('Available: 100.00 USDT');
    await userEvent.selectOptions(screen.getByLabelText('From'), 'micro');
    expect(screen.getByText(/Available:/)).toHaveTextContent('Available: 20.00 USDT');
    // The to list never offers the from account.
    const to = screen.getByLabelText('To');
    expect(within(to).queryByRole('option', { name: 'Seconds account' })).not.toBeInTheDocument();
  });

  it("says 'wrong amount' for an empty or zero amount and refuses more than the available", async () => {
    const { test } = await renderTransfer();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong amount: please enter an amount above 0',
    );
    await userEvent.type(amountBox(), '0');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong amount');
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '100.01');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('The amount is above the available balance');
    expect(sent(test, '/api/wallet/change')).toHaveLength(0);
  });

  it('confirms, then sends wallet/change once even when confirmed twice, and says so', async () => {
    const { test } = await renderTransfer();
    let answer: (value: unknown) => void = () => undefined;
    test.server.on('/api/wallet/change', () => new Promise((resolve) => (answer = resolve as never)));
    await userEvent.type(amountBox(), '10');
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    expect(dialog).toHaveTextContent('Move 10.00 USDT from the Currency account to the Contract account?');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await act(async () => answer(ok(transferRecord)));
    expect(await screen.findByText('Transfer completed')).toBeInTheDocument();
    expect(sent(test, '/api/wallet/change')).toEqual([
      { currency_id: '1', number: '10', from_field: 'change', to_field: 'lever' },
    ]);
    expect(amountBox()).toHaveValue('');
  });

  it('opens on the currency and the micro account of the query', async () => {
    await renderTransfer('/transfer?id=2&type=1');
    expect(screen.getByLabelText('Currency')).toHaveValue('2');
    // BTC is open to the micro account in the fixture list, so it is the destination.
    expect(screen.getByLabelText('To')).toHaveValue('micro');
  });

  it('moves the whole USDT micro balance to the currency account in one click', async () => {
    const { test } = await renderTransfer();
    test.server.on(
      '/api/wallet/change',
      ok({ ...transferRecord, number: '20', from_field: 'micro', to_field: 'change' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Transfer all to currency account' }));
    await waitFor(() =>
      expect(sent(test, '/api/wallet/change')).toEqual([
        { currency_id: '1', number: '20', from_field: 'micro', to_field: 'change' },
      ]),
    );
    expect(await screen.findByText('20.00000000 USDT moved to the currency account')).toBeInTheDocument();
    expect(keysSent(test, '/api/wallet/change')[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('updates the available balance from a balance push at once', async () => {
    const { test } = await renderTransfer();
    await goOnline(test);
    act(() =>
      test.sockets[0]!.push('coin_balance', {
        currency: 1,
        change_balance: '55.5',
        lock_change_balance: '0',
      }),
    );
    await waitFor(() => expect(screen.getByText(/Available:/)).toHaveTextContent('Available: 55.50 USDT'));
  });

  describe('Idempotency-Key: one per transfer the user means', () => {
    const transfer = async (amount: string) => {
      await userEvent.clear(amountBox());
      await userEvent.type(amountBox(), amount);
      await submit();
      const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
      const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
      await userEvent.click(confirm);
      return confirm;
    };
    const keys = (test: Awaited<ReturnType<typeof renderTransfer>>['test']) =>
      keysSent(test, '/api/wallet/change');

    it('sends the same key for a double confirm and for the retry after a network error', async () => {
      const { test } = await renderTransfer();
      let answer: (value: unknown) => void = () => undefined;
      test.server.on('/api/wallet/change', () => new Promise((resolve) => (answer = resolve as never)));
      const confirm = await transfer('10');
      await userEvent.click(confirm);
      await act(async () => answer({ networkError: true }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      test.server.on('/api/wallet/change', ok(transferRecord));
      await transfer('10');
      expect(await screen.findByText('Transfer completed')).toBeInTheDocument();
      expect(keys(test)).toHaveLength(2);
      expect(keys(test)[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      expect(keys(test)[1]).toBe(keys(test)[0]);
    });

    it('sends a new key for the next transfer after a success, even of the same amount', async () => {
      const { test } = await renderTransfer();
      test.server.on('/api/wallet/change', ok(transferRecord));
      await transfer('10');
      expect(await screen.findByText('Transfer completed')).toBeInTheDocument();
      await transfer('10');
      await waitFor(() => expect(keys(test)).toHaveLength(2));
      expect(keys(test)[1]).not.toBe(keys(test)[0]);
    });

    it('sends a new key once the user edited the amount after a network error', async () => {
      const { test } = await renderTransfer();
      test.server.on('/api/wallet/change', { networkError: true });
      await transfer('10');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await transfer('11');
      await waitFor(() => expect(keys(test)).toHaveLength(2));
      expect(sent(test, '/api/wallet/change').map((fields) => fields.number)).toEqual(['10', '11']);
      expect(keys(test)[1]).not.toBe(keys(test)[0]);
    });
  });

  it('links to the transfer records', async () => {
    await renderTransfer();
    expect(screen.getByRole('link', { name: 'Transfer records' })).toHaveAttribute('href', '/transferRecord');
  });
});
