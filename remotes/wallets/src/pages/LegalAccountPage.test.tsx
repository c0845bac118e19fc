import { screen } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import LegalAccountPage from './LegalAccountPage';
import { renderPage } from '../testing/render';
import { keysSent, sent, walletServer } from '../testing/walletServer';
import { btcEntry, cashInfo, fail, ok, walletEntry, walletList, walletRecord } from '../testing/fixtures';

// No delay between keystrokes: the machine is shared, typing must not eat the test's time.
const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

const cash = (bank_account: string, bank_name: string) =>
  cashInfo({ real_name: 'Demo', bank_account, bank_name, currency_list: [] });

function legalServer(bank = cash('6222020000001234', 'ICBC')) {
  const test = walletServer({
    list: walletList([
      walletEntry({ legal_balance: '500', lock_legal_balance: '0' }),
      btcEntry({ is_legal: 0 }),
    ]),
  });
  test.server.on(
    '/api/wallet/getRechargeSetting',
    ok({
      currency: 1,
      currency_name: 'USDT',
      min_number: '10',
      payee_name: 'Exchange Ltd',
      bank_name: 'Bank of Demo',
      bank_account: '888800001111',
      bank_branch: 'Main',
      rmb: '7.1',
      local_currency: 'CNY',
    }),
  );
  test.server.on(
    '/api/wallet/getRateCurrency',
    ok({
      currency: 1,
      currency_name: 'USDT',
      rmb: '7.1',
      local_currency: 'CNY',
      usdt_price: '1',
      bank_rate: '0.5',
      bank_min: '10',
      bank_account: bank.bank_account,
      bank_name: bank.bank_name,
    }),
  );
  test.server.on('/api/user/cash_info', ok(bank));
  return test;
}

describe('LegalAccountPage (fiat account)', () => {
  it('shows the fiat balances in dollars and only the fiat currencies', async () => {
    await renderPage(<LegalAccountPage />, { test: legalServer(), path: '/legalAccount' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiat account' })).toBeInTheDocument();
    expect(await screen.findByText('500.00000000')).toBeInTheDocument();
    expect(screen.getAllByText('500.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('BTC')).not.toBeInTheDocument();
  });

  it('asks for the deposit address, then the recharge amount, then submits for review (spec §5)', async () => {
    const test = legalServer();
    test.server.on('/api/wallet/charge_req', ok(walletRecord()));
    await renderPage(<LegalAccountPage />, { test });
    expect(await screen.findByText('Exchange Ltd')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the deposit address');
    await userEvent.type(screen.getByLabelText(/Your paying account/), '6222 0000 1111');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the recharge amount');
    await userEvent.type(screen.getByLabelText(/Recharge amount/), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Your deposit request was submitted for review.')).toBeInTheDocument();
    expect(sent(test, '/api/wallet/charge_req')).toEqual([
      expect.objectContaining({ account: '6222 0000 1111', amount: '50', currency: '1' }),
    ]);
  });

  it('shows the bank card read-only, the amount in local currency and fee = amount x rate / 100', async () => {
    const test = legalServer();
    test.server.on('/api/wallet/out', ok(walletRecord()));
    await renderPage(<LegalAccountPage />, { test });
    await userEvent.click(await screen.findByRole('tab', { name: 'Bank card withdrawal' }));
    expect(await screen.findByTestId('bank-card')).toHaveTextContent('ICBC · 6222020000001234');
    await userEvent.type(screen.getByLabelText(/Amount to withdraw/), '200');
    expect(screen.getByTestId('bank-converted')).toHaveTextContent('1,420.00');
    expect(screen.getByTestId('bank-fee')).toHaveTextContent('1.00000000 USDT');
    expect(screen.getByText('Fee (0.5%)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Trade password/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw to bank card' }));
    expect(await screen.findByText('Bank card withdrawal submitted for review.')).toBeInTheDocument();
    expect(sent(test, '/api/wallet/out')[0]).toMatchObject({
      type: 'bank',
      address: 'bank-card',
      number: '200',
    });
    expect(keysSent(test, '/api/wallet/out')[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('asks for the authenticator code on a bank card withdrawal when the second factor is on', async () => {
    const test = legalServer();
    test.server.on('/api/wallet/out', (request) =>
      request.fields.totp_code === '654321' ? ok(walletRecord()) : fail('totp.required'),
    );
    await renderPage(<LegalAccountPage />, { test });
    await userEvent.click(await screen.findByRole('tab', { name: 'Bank card withdrawal' }));
    await screen.findByTestId('bank-card');
    expect(screen.queryByLabelText(/Authenticator code/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Amount to withdraw/), '200');
    await userEvent.type(screen.getByLabelText(/Trade password/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw to bank card' }));
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Authenticator code/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw to bank card' }));
    expect(await screen.findByText('Bank card withdrawal submitted for review.')).toBeInTheDocument();
    expect(sent(test, '/api/wallet/out').at(-1)).toMatchObject({ type: 'bank', totp_code: '654321' });
    // The refusal settled the first request: the one with the code is a new one.
    const [refused, accepted] = keysSent(test, '/api/wallet/out');
    expect(accepted).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(accepted).not.toBe(refused);
  });

  it('without a bank card asks to complete it and goes to settings after 1 s', async () => {
    const test = legalServer(cash('', ''));
    await renderPage(<LegalAccountPage />, { test });
    await userEvent.click(await screen.findByRole('tab', { name: 'Bank card withdrawal' }));
    expect(await screen.findByText('No bank card saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw to bank card' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete your bank card information');
    expect(screen.getByTestId('location')).not.toHaveTextContent('/userSetting');
    await screen.findByText('/userSetting', undefined, { timeout: 3000 });
    expect(sent(test, '/api/wallet/out')).toHaveLength(0);
  });

  it("shows the server's refusal of a deposit request", async () => {
    const test = legalServer();
    test.server.on('/api/wallet/charge_req', fail('charge.belowMin', 'error', { min: '10' }));
    await renderPage(<LegalAccountPage />, { test });
    await userEvent.type(await screen.findByLabelText(/Your paying account/), 'acct');
    await userEvent.type(screen.getByLabelText(/Recharge amount/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The deposit request is below the minimum of 10',
    );
  });
});
