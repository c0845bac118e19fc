import type { MicroCurrency } from '@exchange/protocol';
import { createTestSdk, type FakeAnswer, type TestSdk } from '@exchange/sdk/testing';
import { DELAY_MS } from '@exchange/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microOrder, okBody, secondsOptions, standardInsurance, usdt } from '../testing/fixtures';
import { renderPage } from '../testing/render';
import { OrderPanel } from './OrderPanel';

async function setUp(options: { balance?: string; currency?: Partial<MicroCurrency> } = {}) {
  const test = createTestSdk();
  test.server.on(
    '/api/microtrade/payable_currencies',
    okBody([
      usdt({
        user_wallet: { micro_balance: options.balance ?? '100', lock_micro_balance: '0' },
        ...options.currency,
      }),
    ]),
  );
  test.server.on('/api/microtrade/seconds', okBody(secondsOptions));
  test.sdk.session.login('token-1');
  test.sdk.bus.start();
  const onPlaced = jest.fn();
  await renderPage(<OrderPanel matchId={7} onPlaced={onPlaced} />, { test });
  await waitFor(() => expect(test.sockets.length).toBeGreaterThan(0));
  act(() => test.sockets[0]!.serverAccept());
  await screen.findByRole('group', { name: 'Amount' });
  return { test, onPlaced };
}

const submits = (test: TestSdk) => test.server.requests.filter((r) => r.path === '/api/microtrade/submit');

describe('the order panel', () => {
  it('invites a guest to log in and loads nothing private', async () => {
    const test = createTestSdk();
    await renderPage(<OrderPanel matchId={7} onPlaced={jest.fn()} />, { test });
    expect(screen.getByText('Log in to trade seconds')).toBeInTheDocument();
    expect(test.server.requests.some((r) => r.path === '/api/microtrade/payable_currencies')).toBe(false);
  });

  it('shows the amounts with 0 decimals, the durations with their profit, the balance', async () => {
    await setUp();
    expect(screen.getByRole('radio', { name: '10' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '100' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 s Profit 80.00%' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '60 s Profit 85.00%' })).toBeInTheDocument();
    expect(screen.getByTestId('micro-balance')).toHaveTextContent('100.00000000 USDT');
  });

  it("shows the currency's insurance plans with their terms and the caller's cover", async () => {
    await setUp({
      currency: { insurance_types: [standardInsurance], user_insurance: { insurance_type_id: 1 } },
    });
    const cover = screen.getByRole('region', { name: 'Insurance' });
    expect(within(cover).getByText('Your cover').nextElementSibling).toHaveTextContent('Standard insurance');
    expect(within(cover).getByRole('listitem')).toHaveTextContent(
      'Standard insurance: a claim is paid at 50% loss, the cover ends at 100% profit, at most 2 payouts a day',
    );
  });

  it('says "None chosen" when the caller chose no plan', async () => {
    await setUp({
      currency: {
        insurance_types: [standardInsurance],
      },
    });
    expect(
      within(screen.getByRole('region', { name: 'Insurance' })).getByText('None chosen'),
    ).toBeInTheDocument();
  });

  it('shows no insurance section for a currency without plans', async () => {
    await setUp();
    expect(screen.getByRole('group', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Insurance' })).not.toBeInTheDocument();
  });

  it("asks for an amount ('miscro.openNum') and sends nothing", async () => {
    const { test } = await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an amount');
    expect(submits(test)).toHaveLength(0);
  });

  it('refuses an order the micro balance cannot pay, fee included', async () => {
    const { test } = await setUp({ balance: '10.05' });
    await userEvent.click(screen.getByRole('radio', { name: '10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Down' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Insufficient balance: the seconds account holds 10.05 USDT, the order needs 10.1',
    );
    expect(submits(test)).toHaveLength(0);
  });

  it("places one order for a double click, shows 'miscro.success' and hands the order over", async () => {
    const { test, onPlaced } = await setUp();
    const placed = microOrder();
    let answer: (value: FakeAnswer) => void = () => undefined;
    test.server.on('/api/microtrade/submit', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole('radio', { name: '10' }));
    await userEvent.click(screen.getByRole('radio', { name: '60 s Profit 85.00%' }));
    expect(screen.getByTestId('micro-payout')).toHaveTextContent('18.5000 USDT');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Up' }));
    expect(screen.getByRole('button', { name: 'Placing…' })).toBeDisabled();
    expect(submits(test)).toHaveLength(1);
    expect(submits(test)[0]!.fields).toEqual({
      match_id: '7',
      currency_id: '1',
      type: '1',
      seconds: '60',
      number: '10',
    });
    expect(submits(test)[0]!.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await act(async () => answer(okBody(placed)));
    expect(await screen.findByText('Order placed')).toHaveAttribute('role', 'status');
    expect(onPlaced).toHaveBeenCalledWith(placed);
  });

  it("clears 'Order placed' a few seconds later, and at once when the form changes", async () => {
    const { test } = await setUp();
    test.server.on('/api/microtrade/submit', okBody(microOrder()));
    const place = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Up' }));
      expect(await screen.findByText('Order placed')).toBeInTheDocument();
    };
    fireEvent.click(screen.getByRole('radio', { name: '10' }));
    jest.useFakeTimers();
    try {
      await place();
      act(() => jest.advanceTimersByTime(DELAY_MS.successNotice - 1));
      expect(screen.getByText('Order placed')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Order placed')).not.toBeInTheDocument();

      await place();
      fireEvent.click(screen.getByRole('radio', { name: '50' }));
      expect(screen.queryByText('Order placed')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('retries an unanswered order under the same Idempotency-Key; a changed or a next order gets a new one', async () => {
    const { test } = await setUp();
    let answer: (value: FakeAnswer) => void = () => undefined;
    test.server.on('/api/microtrade/submit', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    const up = () => screen.getByRole('button', { name: 'Up' });
    await userEvent.click(screen.getByRole('radio', { name: '10' }));
    await userEvent.click(up());
    await act(async () => answer({ networkError: true }));
    await userEvent.click(up());
    await act(async () => answer({ networkError: true }));
    await userEvent.click(screen.getByRole('radio', { name: '50' }));
    await userEvent.click(up());
    await act(async () => answer(okBody(microOrder())));
    await userEvent.click(up());
    await act(async () => answer(okBody(microOrder())));
    expect(submits(test).map((request) => request.fields.number)).toEqual(['10', '10', '50', '50']);
    const [first, retry, changed, next] = submits(test).map((request) => request.headers['Idempotency-Key']);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
    expect(next).not.toBe(changed);
  });

  it("shows the server's refusal in the user's language", async () => {
    const { test } = await setUp();
    test.server.on('/api/microtrade/submit', {
      body: { type: 'error', message: 'spot.insufficientBalance' },
    });
    await userEvent.click(screen.getByRole('radio', { name: '50' }));
    await userEvent.click(screen.getByRole('button', { name: 'Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
  });
});
