import { createTestSdk } from '@exchange/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { btcUsdt as pair, dealInfo, okBody, spotOrder, walletList } from '../../testing/fixtures';
import { goOnline, renderPage } from '../../testing/render';
import { SpotPanel } from './SpotPanel';

// The whole provider stack of the host, typing into several fields, on two shared cores.
jest.setTimeout(30_000);

/** A logged-in panel on BTC/USDT whose last price is 100; 1,000 USDT and 2.5 BTC available. */
async function panel() {
  const test = createTestSdk();
  test.server.on('/api/wallet/list', okBody(walletList({ 1: '1000', 2: '2.5' })));
  test.server.on('/api/transaction/deal', okBody(dealInfo({ seq: 1, last_price: '100' })));
  test.sdk.session.login('token-1');
  await renderPage(<SpotPanel pair={pair} />, { test });
  await goOnline(test);
  await screen.findByText('1000.00000000 USDT');
  return test;
}

const tradeRequests = (test: ReturnType<typeof createTestSdk>) =>
  test.server.requests.filter((request) => request.path === '/api/coin/trade');
const tab = (list: string, name: string) =>
  within(screen.getByRole('tablist', { name: list })).getByRole('tab', { name });

async function openAdvanced(kind: 'Stop-limit' | 'OCO' = 'Stop-limit') {
  await userEvent.click(tab('Order type', 'Advanced'));
  await userEvent.click(await screen.findByRole('tab', { name: kind }));
  // The last price the trigger is checked against has arrived.
  await screen.findByText('Last price: 100.0000 USDT');
}

describe('SpotPanel advanced tab (issue 26)', () => {
  it('places a stop-limit buy with its trigger, limit price and amount', async () => {
    const test = await panel();
    test.server.on('/api/coin/trade', okBody(spotOrder({ kind: 'stop_limit', trigger_state: 'waiting' })));
    await openAdvanced();
    expect(screen.getByText(/When the last price reaches the trigger price/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Trigger price'), '105');
    await userEvent.type(screen.getByLabelText('Limit price'), '106');
    await userEvent.type(screen.getByLabelText('Amount (BTC)'), '2');
    expect(screen.getByTestId('spot-total')).toHaveTextContent('212.0000');
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await screen.findByText('Order placed');
    expect(tradeRequests(test)[0]!.fields).toEqual({
      legal_id: '1',
      currency_id: '2',
      type: '1',
      kind: 'stop_limit',
      target_price: '106',
      trigger_price: '105',
      amount: '2',
    });
    expect(screen.getByLabelText('Trigger price')).toHaveValue('');
  });

  it("says a stop buy's trigger must be above the last price, marks and focuses it, sends nothing", async () => {
    const test = await panel();
    await openAdvanced();
    await userEvent.type(screen.getByLabelText('Trigger price'), '99');
    await userEvent.type(screen.getByLabelText('Limit price'), '99');
    await userEvent.type(screen.getByLabelText('Amount (BTC)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "A stop buy's trigger price must be above the last price",
    );
    expect(screen.getByLabelText('Trigger price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Trigger price')).toHaveFocus();
    expect(tradeRequests(test)).toHaveLength(0);
  });

  it('places an OCO sell: the limit leg price, the stop trigger and stop limit, one amount', async () => {
    const test = await panel();
    test.server.on('/api/coin/trade', okBody(spotOrder({ type: 2, oco_id: 7 })));
    await userEvent.click(tab('Side', 'Sell'));
    await openAdvanced('OCO');
    await userEvent.type(screen.getByLabelText('Limit price'), '110');
    await userEvent.type(screen.getByLabelText('Stop trigger price'), '95');
    await userEvent.type(screen.getByLabelText('Stop limit price'), '94.5');
    await userEvent.type(screen.getByLabelText('Amount (BTC)'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Sell BTC' }));
    await screen.findByText('Order placed');
    expect(tradeRequests(test)[0]!.fields).toMatchObject({
      type: '2',
      kind: 'oco',
      target_price: '110',
      trigger_price: '95',
      stop_limit_price: '94.5',
      amount: '1.5',
    });
  });

  it('asks for the stop limit price of an OCO and refuses an OCO sell limit below the market', async () => {
    const test = await panel();
    await userEvent.click(tab('Side', 'Sell'));
    await openAdvanced('OCO');
    await userEvent.type(screen.getByLabelText('Limit price'), '99');
    await userEvent.type(screen.getByLabelText('Stop trigger price'), '95');
    await userEvent.type(screen.getByLabelText('Amount (BTC)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Sell BTC' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a stop limit price');
    expect(screen.getByLabelText('Stop limit price')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Stop limit price'), '94');
    await userEvent.click(screen.getByRole('button', { name: 'Sell BTC' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For an OCO sell, the limit price must be above the last price and the stop trigger below it',
    );
    expect(tradeRequests(test)).toHaveLength(0);
  });

  it('stops an OCO buy that would lock more than the USDT available', async () => {
    const test = await panel();
    await openAdvanced('OCO');
    await userEvent.type(screen.getByLabelText('Limit price'), '90');
    await userEvent.type(screen.getByLabelText('Stop trigger price'), '105');
    await userEvent.type(screen.getByLabelText('Stop limit price'), '106');
    await userEvent.type(screen.getByLabelText('Amount (BTC)'), '9.5');
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(tradeRequests(test)).toHaveLength(0);
  });

  it("shows the server's refusal of a stop (too many waiting) through the failure line", async () => {
    const test = await panel();
    test.server.on('/api/coin/trade', {
      body: { type: 'error', message: 'spot.tooManyStops', params: { max: 50 } },
    });
    await openAdvanced();
    await userEvent.type(screen.getByLabelText('Trigger price'), '105');
    await userEvent.type(screen.getByLabelText('Limit price'), '106');
    await userEvent.type(screen.getByLabelText('Amount (BTC)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have 50 waiting stop orders; cancel one first',
    );
  });
});

describe('SpotPanel time in force (issue 26)', () => {
  it('sends a post-only fixed order and shows the refusal when it would take, on the price', async () => {
    const test = await panel();
    test.server.on('/api/coin/trade', { body: { type: 'error', message: 'spot.postOnlyWouldTake' } });
    const timeInForce = screen.getByLabelText('Time in force');
    expect(screen.getByText('Rests in the book until it fills or you cancel it.')).toBeInTheDocument();
    await userEvent.selectOptions(timeInForce, 'Post only');
    expect(timeInForce).toHaveAccessibleDescription(
      'Only rests in the book: refused if it would fill at once.',
    );
    await userEvent.type(screen.getByLabelText('Buy price'), '101');
    await userEvent.type(screen.getByLabelText('Amount (BTC)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order would fill at once against the book; a post-only order only rests (change the price)',
    );
    await waitFor(() => expect(screen.getByLabelText('Buy price')).toHaveAttribute('aria-invalid', 'true'));
    expect(tradeRequests(test)[0]!.fields).toMatchObject({
      kind: 'limit',
      time_in_force: 'POST_ONLY',
      target_price: '101',
      amount: '1',
    });
  });

  it('refuses a price with more than 12 integer digits before sending', async () => {
    const test = await panel();
    await userEvent.type(screen.getByLabelText('Buy price'), '1234567890123');
    await userEvent.type(screen.getByLabelText('Amount (BTC)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The price is too large');
    expect(tradeRequests(test)).toHaveLength(0);
  });
});
