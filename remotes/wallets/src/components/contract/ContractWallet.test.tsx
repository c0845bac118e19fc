import { act, screen, within } from '@testing-library/react';
import type { FakeAnswer } from '@exchange/sdk/testing';
import userEventLibrary from '@testing-library/user-event';
import AssetsPage from '../../pages/AssetsPage';
import { renderPage } from '../../testing/render';
import { keysSent, sent, walletServer } from '../../testing/walletServer';
import { fail, logEntry, ok, walletEntry, walletList } from '../../testing/fixtures';

// No delay between keystrokes: the machine is shared, typing must not eat the test's time.
const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

const transferAnswer = (fields: Record<string, string>) =>
  ok({
    id: 1,
    currency: 1,
    currency_name: 'USDT',
    number: fields.number,
    from_field: fields.from_field,
    to_field: fields.to_field,
    create_time: 1,
  });

async function renderContract(
  test = walletServer({ list: walletList([walletEntry({ change_balance: '100.12345678' })]) }),
) {
  test.server.on('/api/wallet/change', (request) => transferAnswer(request.fields));
  await renderPage(<AssetsPage />, { test, path: '/new_account/lever' });
  const table = await screen.findByRole('table', { name: /Balances of the Contract account/ });
  return { test, table };
}

describe('contract wallet', () => {
  it('moves the whole currency balance in with "all", and says so', async () => {
    const { test, table } = await renderContract();
    await userEvent.click(within(table).getByRole('button', { name: 'Transfer in USDT' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer USDT into the Contract account' });
    expect(dialog).toHaveTextContent('Available: 100.12345678 USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'All' }));
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('100.12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Transferred 100.12345678 USDT')).toBeInTheDocument();
    expect(sent(test, '/api/wallet/change')).toEqual([
      expect.objectContaining({
        currency_id: '1',
        number: '100.12345678',
        from_field: 'change',
        to_field: 'lever',
      }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves out of the contract account, refusing 0 and more than available (spec §5 Transfer)', async () => {
    const { test, table } = await renderContract();
    await userEvent.click(within(table).getByRole('button', { name: 'Transfer out USDT' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer USDT out of the Contract account' });
    const amount = within(dialog).getByLabelText(/Amount/);
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Wrong amount: please enter an amount above 0',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(sent(test, '/api/wallet/change')).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Transferred 30 USDT')).toBeInTheDocument();
    expect(sent(test, '/api/wallet/change')[0]).toMatchObject({ from_field: 'lever', to_field: 'change' });
  });

  it('sends one Idempotency-Key for a double confirm and its retry, a new one for an edited amount', async () => {
    const { test, table } = await renderContract();
    let answer: (value: FakeAnswer) => void = () => undefined;
    test.server.on('/api/wallet/change', () => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(within(table).getByRole('button', { name: 'Transfer out USDT' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '1');
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await act(async () => answer({ networkError: true }));
    await userEvent.click(confirm);
    await act(async () => answer({ networkError: true }));
    test.server.on('/api/wallet/change', (request) => transferAnswer(request.fields));
    await userEvent.clear(within(dialog).getByLabelText(/Amount/));
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '2');
    await userEvent.click(confirm);
    expect(await screen.findByText('Transferred 2 USDT')).toBeInTheDocument();
    expect(sent(test, '/api/wallet/change').map((fields) => fields.number)).toEqual(['1', '1', '2']);
    const [first, retry, edited] = keysSent(test, '/api/wallet/change');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(retry).toBe(first);
    expect(edited).not.toBe(first);
  });

  it("shows the server's refusal inside the dialog", async () => {
    const test = walletServer();
    const { table } = await renderContract(test);
    test.server.on('/api/wallet/change', fail('transfer.closed'));
    await userEvent.click(within(table).getByRole('button', { name: 'Transfer out USDT' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This currency cannot be moved to or from this account',
    );
  });

  it('shows the detail (available, frozen, value) and the contract log with more', async () => {
    const log = Array.from({ length: 25 }, (_, index) =>
      logEntry(index + 1, { account: 'lever', value: `${index + 1}` }),
    );
    const { test, table } = await renderContract(walletServer({ log }));
    await userEvent.click(within(table).getByRole('button', { name: 'Details USDT' }));
    expect(screen.getByRole('heading', { name: 'USDT in the contract account' })).toBeInTheDocument();
    const logTable = await screen.findByRole('table', { name: 'Contract account log' });
    expect(await within(logTable).findByText('20 USDT')).toBeInTheDocument();
    expect(within(logTable).queryByText('21 USDT')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(logTable).findByText('25 USDT')).toBeInTheDocument();
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(sent(test, '/api/wallet/legal_log')).toEqual([
      expect.objectContaining({ type: 'lever', currency: '1', page: '1' }),
      expect.objectContaining({ type: 'lever', currency: '1', page: '2' }),
    ]);
  });

  it('shows the empty state of a log without records', async () => {
    const { table } = await renderContract(walletServer({ log: [] }));
    await userEvent.click(within(table).getByRole('button', { name: 'Record USDT' }));
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV: Contract account log' })).toBeDisabled();
  });
});
