import { screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import type { FakeAnswer } from '@exchange/sdk/testing';
import { WithdrawPanel } from './WithdrawPanel';
import { renderPage } from '../../testing/render';
import { keysSent, sent, walletServer } from '../../testing/walletServer';
import { cashInfo, fail, ok, walletInfo, walletRecord } from '../../testing/fixtures';

// No delay between keystrokes: the machine is shared, typing must not eat the test's time.
const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

async function renderPanel(test = walletServer(), onDone = jest.fn()) {
  const view = await renderPage(
    <WithdrawPanel currency={1} name="USDT" onClose={() => undefined} onDone={onDone} />,
    {
      test,
    },
  );
  await screen.findByRole('tab', { name: 'ERC20' });
  return { ...view, onDone };
}

const fill = async (label: string | RegExp, text: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

describe('WithdrawPanel (spec §5 Withdraw)', () => {
  it('asks for the address, then the number of coins, then refuses an amount below the minimum', async () => {
    const { test } = await renderPanel();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the withdrawal address');
    await fill(/Withdrawal address/, '0x52908400098527886E0F7030069857D2E4169EE7');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the number of coins');
    await fill(/^Amount/, '9.5');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('The amount is below the minimum of 10');
    expect(sent(test, '/api/wallet/out')).toHaveLength(0);
  });

  it('shows the fee and the amount received, never below 0', async () => {
    await renderPanel();
    expect(screen.getByTestId('withdraw-fee')).toHaveTextContent('1.00000000 USDT');
    await fill(/^Amount/, '0.5');
    expect(screen.getByTestId('withdraw-received')).toHaveTextContent('0.00000000 USDT');
    await fill(/^Amount/, '20.25');
    expect(screen.getByTestId('withdraw-received')).toHaveTextContent('19.25000000 USDT');
  });

  it('sends a valid withdrawal once, says it is under review and reloads 1.5 s later', async () => {
    const test = walletServer();
    let answer: (value: FakeAnswer) => void = () => undefined;
    test.server.on('/api/wallet/out', () => new Promise((resolve) => (answer = resolve)));
    const { onDone } = await renderPanel(test);
    await userEvent.click(screen.getByRole('tab', { name: 'TRC20' }));
    await fill(/Withdrawal address/, 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW');
    await fill(/^Amount/, '20');
    await fill(/Trade password/, '123456');
    await submit();
    await submit();
    answer(ok(walletRecord()));
    expect(await screen.findByText(/Withdrawal submitted for review/)).toBeInTheDocument();
    expect(sent(test, '/api/wallet/out')).toEqual([
      expect.objectContaining({
        type: 'trc20',
        currency: '1',
        number: '20',
        address: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW',
        pay_password: '123456',
      }),
    ]);
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('retries after a network error under the same Idempotency-Key; an edited or a next withdrawal gets a new one', async () => {
    const test = walletServer();
    test.server.on('/api/wallet/out', { networkError: true });
    await renderPanel(test);
    const button = () => screen.getByRole('button', { name: 'Withdraw' });
    await fill(/Withdrawal address/, 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW');
    await fill(/^Amount/, '20');
    await fill(/Trade password/, '123456');
    await submit();
    await waitFor(() => expect(button()).toBeEnabled());
    // The password typed again is the same withdrawal.
    await fill(/Trade password/, '123456');
    await submit();
    await waitFor(() => expect(button()).toBeEnabled());
    test.server.on('/api/wallet/out', ok(walletRecord()));
    await fill(/^Amount/, '21');
    await submit();
    expect(await screen.findByText(/Withdrawal submitted for review/)).toBeInTheDocument();
    await fill(/^Amount/, '21');
    await fill(/Trade password/, '123456');
    await submit();
    await waitFor(() => expect(keysSent(test, '/api/wallet/out')).toHaveLength(4));
    const [first, retry, edited, next] = keysSent(test, '/api/wallet/out');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(retry).toBe(first);
    expect(edited).not.toBe(first);
    expect(next).not.toBe(edited);
    expect(sent(test, '/api/wallet/out').map((fields) => fields.number)).toEqual(['20', '20', '21', '21']);
  });

  it("shows the server's refusal in the user's language", async () => {
    const test = walletServer();
    test.server.on('/api/wallet/out', fail('wallet.badAddress'));
    await renderPanel(test);
    await fill(/Withdrawal address/, 'nope');
    await fill(/^Amount/, '20');
    await fill(/Trade password/, '123456');
    await submit();
    expect(await screen.findByText('This address is not valid for the selected network')).toBeInTheDocument();
  });

  it("on 'not' shows the message, then offers to set a trade password and goes to /bindmpwd", async () => {
    const test = walletServer();
    test.server.on('/api/wallet/get_info', ok(walletInfo({ has_trade_password: false })));
    test.server.on('/api/wallet/out', fail('wallet.noTradePassword', 'not'));
    await renderPanel(test);
    expect(screen.queryByLabelText(/Trade password/)).not.toBeInTheDocument();
    await fill(/Withdrawal address/, '0x52908400098527886E0F7030069857D2E4169EE7');
    await fill(/^Amount/, '20');
    await submit();
    expect(await screen.findByText('Please set a trade password before withdrawing')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Set a trade password' }, { timeout: 3000 });
    expect(dialog).toHaveTextContent('Withdrawals need a trade password. Set one now?');
    await userEvent.click(screen.getByRole('button', { name: 'Set trade password' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bindmpwd');
  });

  it('asks for the authenticator code when the second factor is on, then sends it', async () => {
    const test = walletServer();
    test.server.on('/api/wallet/out', (request) =>
      request.fields.totp_code === '123456' ? ok(walletRecord()) : fail('totp.required'),
    );
    await renderPanel(test);
    expect(screen.queryByLabelText(/Authenticator code/)).not.toBeInTheDocument();
    await fill(/Withdrawal address/, '0x52908400098527886E0F7030069857D2E4169EE7');
    await fill(/^Amount/, '20');
    await fill(/Trade password/, '123456');
    await submit();
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeInTheDocument();
    await fill(/Authenticator code/, '123456');
    await submit();
    expect(await screen.findByText(/Withdrawal submitted for review/)).toBeInTheDocument();
    expect(sent(test, '/api/wallet/out').at(-1)).toMatchObject({ totp_code: '123456' });
  });

  describe('saved withdrawal addresses', () => {
    const saved = '0x52908400098527886E0F7030069857D2E4169EE7';

    it('offers the addresses saved for this currency: picking one fills the address, a new one can still be typed', async () => {
      const test = walletServer();
      test.server.on(
        '/api/user/cash_info',
        ok(
          cashInfo({
            tb: [
              { bid: 1, address: saved },
              { bid: 2, address: 'btc-address' },
            ],
          }),
        ),
      );
      await renderPanel(test);
      const picker = await screen.findByRole('combobox', { name: 'Saved address' });
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Enter a new address', saved]);
      await userEvent.selectOptions(picker, saved);
      expect(screen.getByLabelText(/Withdrawal address/)).toHaveValue(saved);
      await fill(/Withdrawal address/, 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW');
      expect(screen.getByLabelText(/Withdrawal address/)).toHaveValue('TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW');
      expect(picker).toHaveValue('');
    });

    it('says when none is saved for this currency and links to the address settings', async () => {
      await renderPanel();
      expect(await screen.findByText('No saved withdrawal address for USDT.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Manage withdrawal addresses' })).toHaveAttribute(
        'href',
        '/userSetting2',
      );
    });

    it('shows a failure with a retry when they cannot be read', async () => {
      const test = walletServer();
      test.server.on('/api/user/cash_info', fail('server.busy'));
      await renderPanel(test);
      expect(await screen.findByRole('alert')).toHaveTextContent('Saved addresses could not be loaded.');
      test.server.on('/api/user/cash_info', ok(cashInfo({ tb: [{ bid: 1, address: saved }] })));
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('combobox', { name: 'Saved address' })).toBeInTheDocument();
    });

    it('shows that they are loading', async () => {
      const test = walletServer();
      test.server.on('/api/user/cash_info', () => new Promise<FakeAnswer>(() => undefined));
      await renderPanel(test);
      expect(screen.getByRole('status', { name: 'Loading saved addresses' })).toBeInTheDocument();
    });
  });
});
