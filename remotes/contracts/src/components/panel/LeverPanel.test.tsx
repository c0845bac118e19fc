import { createTestSdk, type FakeAnswer } from '@exchange/sdk/testing';
import { act, screen, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { fail, leverDeal, leverPosition, ok } from '../../testing/fixtures';
import { btcPair, contractStore, logInOnline, sentTo } from '../../testing/contractStore';
import { renderPage } from '../../testing/render';
import { LeverPanel } from './LeverPanel';

const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

async function panel(deal = leverDeal(), onPlaced = jest.fn()) {
  const test = createTestSdk();
  await logInOnline(test);
  const store = contractStore(deal);
  await renderPage(<LeverPanel pair={btcPair} store={store} onPlaced={onPlaced} />, { test });
  await screen.findByRole('heading', { name: 'Open a position' });
  return { test, store, onPlaced };
}

const lots = () => screen.getByLabelText('Lots');
const multiple = () => screen.getByLabelText('Multiple');
const buy = () => screen.getByRole('button', { name: 'Buy long BTC' });

describe('LeverPanel', () => {
  it('shows the contract value, margin and fee of a 10x long of 2 lots (spec §2)', async () => {
    await panel();
    await userEvent.selectOptions(multiple(), '10');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    // 2 lots x 0.01 BTC x 50000 = 1000; margin 100; fee 0.1 % = 1.
    expect(screen.getByTestId('lever-value')).toHaveTextContent('1000.0000 USDT');
    expect(screen.getByTestId('lever-margin')).toHaveTextContent('100.0000 USDT');
    expect(screen.getByTestId('lever-fee')).toHaveTextContent('1.000000 USDT');
    expect(screen.getByTestId('lever-available')).toHaveTextContent('1000.00000000 USDT');
    expect(screen.getByRole('link', { name: 'Transfer funds' })).toHaveAttribute('href', '/transfer');
  });

  it('asks for a multiple, a price in limit mode and whole lots within the limits (spec §5)', async () => {
    const { test } = await panel(leverDeal({ lever_share_limit: { min: 2, max: 50 } }));
    await userEvent.click(buy());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a multiple');
    await userEvent.selectOptions(multiple(), '5');
    await userEvent.type(lots(), '1.5');
    expect(screen.getByText('Please enter an integer')).toBeInTheDocument();
    await userEvent.clear(lots());
    await userEvent.type(lots(), '1');
    expect(screen.getByText('The value entered cannot be lower than 2')).toBeInTheDocument();
    await userEvent.clear(lots());
    await userEvent.type(lots(), '51');
    expect(screen.getByText('The value entered cannot be higher than 50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Limit' }));
    await userEvent.selectOptions(multiple(), '5');
    await userEvent.click(buy());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a price');
    expect(sentTo(test, '/api/lever/submit')).toEqual([]);
  });

  it('clears the multiple, price and figures when the mode changes (spec §4)', async () => {
    await panel();
    await userEvent.click(screen.getByRole('tab', { name: 'Limit' }));
    await userEvent.selectOptions(multiple(), '20');
    await userEvent.type(screen.getByLabelText('Limit price'), '49000');
    await userEvent.type(lots(), '3');
    expect(screen.getByTestId('lever-margin')).toHaveTextContent('73.5000 USDT');
    await userEvent.click(screen.getByRole('tab', { name: 'Standard' }));
    expect(multiple()).toHaveValue('');
    expect(screen.queryByLabelText('Limit price')).not.toBeInTheDocument();
    expect(screen.getByTestId('lever-margin')).toHaveTextContent('-- USDT');
  });

  it('confirms with the margin and liquidation price, then opens one position with the trade password', async () => {
    const { test, onPlaced } = await panel(leverDeal({ all_levers: '101' }));
    test.server.on('/api/lever/submit', ok(leverPosition()));
    await userEvent.selectOptions(multiple(), '10');
    await userEvent.type(lots(), '2');
    await userEvent.click(buy());
    const dialog = screen.getByRole('dialog', { name: 'Confirm long BTC/USDT' });
    expect(within(dialog).getByTestId('confirm-margin')).toHaveTextContent('100.0000 USDT');
    // Equity 101 - 1 fee = 100 over 100 margin; at 50 % the account may lose 50 = 2500 per BTC.
    expect(within(dialog).getByTestId('confirm-liquidation')).toHaveTextContent('47500.0000');
    await userEvent.type(within(dialog).getByLabelText('Trade password'), '123456');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Position opened')).toHaveAttribute('role', 'status');
    expect(sentTo(test, '/api/lever/submit')).toEqual([
      {
        legal_id: '1',
        currency_id: '2',
        multiple: '10',
        password: '123456',
        share: '2',
        type: '1',
        status: '1',
        target_price: '',
      },
    ]);
    expect(onPlaced).toHaveBeenCalledTimes(1);
    expect(lots()).toHaveValue('');
  });

  it('retries an unanswered order under the same Idempotency-Key; a changed or a next order gets a new one', async () => {
    const { test } = await panel(leverDeal({ all_levers: '1000' }));
    let answer: (value: FakeAnswer) => void = () => undefined;
    test.server.on('/api/lever/submit', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    const order = async (share: string, reply: FakeAnswer) => {
      await userEvent.clear(lots());
      await userEvent.type(lots(), share);
      await userEvent.click(buy());
      const dialog = screen.getByRole('dialog', { name: 'Confirm long BTC/USDT' });
      // The trade password is typed again each time: it is not part of the order.
      await userEvent.type(within(dialog).getByLabelText('Trade password'), '123456');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await act(async () => answer(reply));
    };
    await userEvent.selectOptions(multiple(), '10');
    await order('2', { networkError: true });
    await order('2', { networkError: true });
    await order('3', ok(leverPosition()));
    await order('3', ok(leverPosition()));
    const sent = test.server.requests.filter((request) => request.path === '/api/lever/submit');
    expect(sent.map((request) => request.fields.share)).toEqual(['2', '2', '3', '3']);
    const [first, retry, changed, next] = sent.map((request) => request.headers['Idempotency-Key']);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
    expect(next).not.toBe(changed);
  });

  it("shows 'not' and then offers to bind a trade password (spec §8)", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { test } = await panel();
      test.server.on('/api/lever/submit', fail('lever.noTradePassword', 'not'));
      await userEvent.selectOptions(multiple(), '10');
      await userEvent.type(lots(), '1');
      await userEvent.click(buy());
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      await userEvent.click(await screen.findByRole('button', { name: 'Set trade password' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/bindmpwd');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses short selling on a pair whose sell_status is 0 (spec §5)', async () => {
    await panel(leverDeal({ sell_status: 0 }));
    expect(screen.getByRole('tab', { name: 'Sell short' })).toBeDisabled();
    expect(screen.getByText('Short selling is not available for this pair.')).toBeInTheDocument();
  });
});
