import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTestSdk, type FakeAnswer } from '@exchange/sdk/testing';
import { btcUsdt as pair, dealInfo, okBody, spotOrder, walletList } from '../../testing/fixtures';
import { goOnline, renderPage } from '../../testing/render';
import { SpotPanel, type SpotPanelProps } from './SpotPanel';

// The whole provider stack of the host, typing into several fields, on two shared cores.
jest.setTimeout(20_000);

async function loggedInPanel(props: Partial<SpotPanelProps> = {}) {
  const test = createTestSdk();
  test.server.on('/api/wallet/list', okBody(walletList({ 1: '1000', 2: '2.5' })));
  test.sdk.session.login('token-1');
  const view = await renderPage(<SpotPanel pair={pair} {...props} />, { test });
  await goOnline(test);
  await screen.findByText('1000.00000000 USDT');
  return view;
}

/** The panel beside a stand-in order book: its button passes a price as a click in the book does. */
function PanelWithBook({ price }: { price: string }) {
  const [picked, setPicked] = useState<{ price: string; at: number } | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => setPicked({ price, at: Date.now() })}>
        book price
      </button>
      <SpotPanel pair={pair} pickedPrice={picked} />
    </>
  );
}

const priceBox = () => screen.getByLabelText('Buy price');
const amountBox = () => screen.getByLabelText('Amount (BTC)');
const buyButton = () => screen.getByRole('button', { name: 'Buy BTC' });
const tradeRequests = (test: ReturnType<typeof createTestSdk>) =>
  test.server.requests.filter((request) => request.path === '/api/coin/trade');

describe('SpotPanel', () => {
  it('shows guests login and register prompts instead of balances and the submit button', async () => {
    await renderPage(<SpotPanel pair={pair} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/components/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/components/register');
    expect(screen.queryByText('Available')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy BTC' })).not.toBeInTheDocument();
  });

  it('asks for a price, then an amount, in fixed mode (spec §5) and sends nothing', async () => {
    const { test } = await loggedInPanel();
    await userEvent.click(buyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a price');
    await userEvent.type(priceBox(), '100');
    await userEvent.click(buyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter an amount');
    expect(tradeRequests(test)).toHaveLength(0);
  });

  it('fills the amount from the slider with the §5 buy formula and shows the total', async () => {
    await loggedInPanel();
    await userEvent.type(priceBox(), '3');
    await userEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(amountBox()).toHaveValue('166.6666');
    expect(screen.getByTestId('spot-total')).toHaveTextContent('499.9998');
  });

  it('uses the coin balance for the sell slider', async () => {
    await loggedInPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Sell' }));
    await screen.findByText('2.50000000 BTC');
    await userEvent.type(screen.getByLabelText('Sell price'), '10');
    await userEvent.click(screen.getByRole('button', { name: '100%' }));
    expect(amountBox()).toHaveValue('2.5');
  });

  it('places a fixed order once, with an idempotency key, then clears the inputs and tells the page', async () => {
    const onPlaced = jest.fn();
    const { test } = await loggedInPanel({ onPlaced });
    const placed = spotOrder();
    let answer: (value: FakeAnswer) => void = () => undefined;
    test.server.on('/api/coin/trade', () => new Promise((resolve) => (answer = resolve)));
    await userEvent.type(priceBox(), '100.5');
    await userEvent.type(amountBox(), '0.25');
    // Both clicks land while the order is on its way.
    await userEvent.dblClick(buyButton());
    await act(async () => answer(okBody(placed)));
    await screen.findByText('Order placed');
    const requests = tradeRequests(test);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.fields).toEqual({
      legal_id: '1',
      currency_id: '2',
      type: '1',
      target_price: '100.5',
      amount: '0.25',
    });
    expect(requests[0]!.headers['Idempotency-Key']).toMatch(/^[a-f0-9]{32}$/);
    expect(priceBox()).toHaveValue('');
    expect(amountBox()).toHaveValue('');
    expect(onPlaced).toHaveBeenCalledWith(placed);
    // Typing the next order: the message of the last one goes away.
    await userEvent.type(priceBox(), '1');
    expect(screen.queryByText('Order placed')).not.toBeInTheDocument();
  });

  it('retries an unanswered order under the same Idempotency-Key; an edited or a next order gets a new one', async () => {
    const { test } = await loggedInPanel();
    let answer: (value: FakeAnswer) => void = () => undefined;
    test.server.on('/api/coin/trade', () => new Promise((resolve) => (answer = resolve)));
    await userEvent.type(priceBox(), '100.5');
    await userEvent.type(amountBox(), '0.25');
    await userEvent.dblClick(buyButton());
    await act(async () => answer({ networkError: true }));
    await userEvent.click(buyButton());
    await act(async () => answer({ networkError: true }));
    test.server.on('/api/coin/trade', okBody(spotOrder()));
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '0.3');
    await userEvent.click(buyButton());
    await screen.findByText('Order placed');
    await userEvent.type(priceBox(), '100.5');
    await userEvent.type(amountBox(), '0.3');
    await userEvent.click(buyButton());
    await waitFor(() => expect(tradeRequests(test)).toHaveLength(4));
    expect(tradeRequests(test).map((request) => request.fields.amount)).toEqual([
      '0.25',
      '0.25',
      '0.3',
      '0.3',
    ]);
    const [first, retry, edited, next] = tradeRequests(test).map(
      (request) => request.headers['Idempotency-Key'],
    );
    expect(retry).toBe(first);
    expect(edited).not.toBe(first);
    expect(next).not.toBe(edited);
  });

  it('shows the live price in a read-only field at market and sends no price', async () => {
    const { test } = await loggedInPanel();
    test.server.on('/api/transaction/deal', okBody(dealInfo({ seq: 1, last_price: '65000.5' })));
    test.server.on('/api/coin/trade', okBody(spotOrder({ kind: 'market', target_price: '0' })));
    await userEvent.click(screen.getByRole('tab', { name: 'Market price' }));
    expect(priceBox()).toHaveAttribute('readonly');
    await waitFor(() => expect(priceBox()).toHaveValue('65000.5000'));
    act(() =>
      test.sockets[0]!.push('market_depth', {
        symbol: 'BTC/USDT',
        legal_id: 1,
        currency_id: 2,
        seq: 2,
        last_price: '65010',
        proportion: '0',
        token: 'btcusdt',
        yesterday: '1',
        today: '1',
        bids: [],
        asks: [],
      }),
    );
    await waitFor(() => expect(priceBox()).toHaveValue('65010.0000'));
    await userEvent.type(priceBox(), '1');
    expect(priceBox()).toHaveValue('65010.0000');
    expect(screen.queryByText('Best market price')).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await userEvent.type(amountBox(), '2');
    await userEvent.click(buyButton());
    await screen.findByText('Order placed');
    expect(tradeRequests(test)[0]!.fields).toMatchObject({ target_price: '', amount: '2' });
  });

  it('stops a fixed buy above the available balance', async () => {
    const { test } = await loggedInPanel();
    await userEvent.type(priceBox(), '1000');
    await userEvent.type(amountBox(), '1.1');
    await userEvent.click(buyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(tradeRequests(test)).toHaveLength(0);
  });

  it("on 'not' shows the message, then offers to bind the trade password and goes to /bindmpwd", async () => {
    const { test } = await loggedInPanel();
    test.server.on('/api/coin/trade', {
      body: { type: 'not', message: 'Please set a trade password first' },
    });
    await userEvent.type(priceBox(), '100');
    await userEvent.type(amountBox(), '1');
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await userEvent.click(buyButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Please set a trade password first');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(await screen.findByRole('dialog')).toHaveTextContent('You have not set a trade password yet');
    } finally {
      jest.useRealTimers();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Set trade password' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bindmpwd');
  });

  it('passes a price clicked in the book into the fixed-price field', async () => {
    await renderPage(<PanelWithBook price="101.23456" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Market price' }));
    await userEvent.click(screen.getByRole('button', { name: 'book price' }));
    await waitFor(() => expect(priceBox()).toHaveValue('101.2346'));
  });

  it('disables submit and says so while the socket is down', async () => {
    const { test } = await loggedInPanel();
    act(() => test.sockets[0]!.serverDrop());
    expect(await screen.findByText(/Connection lost/)).toBeInTheDocument();
    expect(buyButton()).toBeDisabled();
  });

  it('shows a pushed balance change of the shown currency at once', async () => {
    const { test } = await loggedInPanel();
    act(() => {
      test.sockets[0]!.push('coin_balance', { currency: 2, change_balance: '9', lock_change_balance: '0' });
      test.sockets[0]!.push('coin_balance', {
        currency: 1,
        change_balance: '750.5',
        lock_change_balance: '249.5',
      });
    });
    expect(await screen.findByText('750.50000000 USDT')).toBeInTheDocument();
  });
});
