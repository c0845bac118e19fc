import { screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { ProductList } from './ProductList';
import { renderPage } from '../../testing/render';
import { earnServer, keysSent, sent } from '../../testing/earnServer';
import { fail, lockupOrderRow, ok } from '../../testing/fixtures';

const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

async function renderList() {
  const test = earnServer({ orders: [] });
  await renderPage(<ProductList onBought={() => undefined} />, { test });
  await screen.findByRole('region', { name: 'USDT for 30 days' });
  return test;
}

const card = () => screen.getByRole('region', { name: 'USDT for 30 days' });
/** Buys `amount` from the card and confirms; answers the overlay, still open unless the deposit was placed. */
async function buy(amount: string) {
  const input = within(card()).getByLabelText('Amount');
  await userEvent.clear(input);
  await userEvent.type(input, amount);
  await userEvent.click(within(card()).getByRole('button', { name: 'Buy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit' });
  await within(dialog).findByText('500.00000000 USDT');
  const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
  await userEvent.click(confirm);
  // Settled: the overlay closed (placed) or its button is free again.
  await waitFor(() => expect(confirm.isConnected && confirm.hasAttribute('aria-busy')).toBe(false));
  return dialog;
}
const closeOverlay = async (dialog: HTMLElement) => {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};
const keys = (test: Awaited<ReturnType<typeof renderList>>) => keysSent(test, '/api/lh/deposit');

describe('ProductList Idempotency-Key: one per deposit the user means', () => {
  it('sends the same key on the retries after a network error and a gateway timeout, across a closed overlay', async () => {
    const test = await renderList();
    test.server.on('/api/lh/deposit', { networkError: true });
    await buy('200');
    test.server.on('/api/lh/deposit', { status: 504, body: undefined });
    await closeOverlay(await buy('200'));
    test.server.on('/api/lh/deposit', ok(lockupOrderRow(9, { amount: '200' })));
    await buy('200');
    expect(await screen.findByText('Deposit placed')).toBeInTheDocument();
    expect(keys(test)).toHaveLength(3);
    expect(keys(test)[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(new Set(keys(test)).size).toBe(1);
  });

  it('sends a new key for the next deposit after a success, even of the same amount, and for an edited one', async () => {
    const test = await renderList();
    test.server.on('/api/lh/deposit', ok(lockupOrderRow(9, { amount: '200' })));
    await buy('200');
    expect(await screen.findByText('Deposit placed')).toBeInTheDocument();
    test.server.on('/api/lh/deposit', { networkError: true });
    await closeOverlay(await buy('200'));
    await buy('300');
    const [first, next, edited] = keys(test);
    expect(keys(test)).toHaveLength(3);
    expect(next).not.toBe(first);
    expect(edited).not.toBe(next);
    expect(sent(test, '/api/lh/deposit').map((fields) => fields.amount)).toEqual(['200', '200', '300']);
  });

  it("shows the server's refusal in the overlay and keeps it open for another try", async () => {
    const test = await renderList();
    test.server.on('/api/lh/deposit', fail('lockup.balanceInsufficient'));
    const dialog = await buy('200');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Wallet balance insufficient');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
