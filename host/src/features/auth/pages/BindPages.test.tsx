import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import { lastRequest, ok, renderPage, requestsTo, setUpI18n } from '../testing/harness';
import { BindEmailPage } from './BindEmailPage';
import { BindTradePasswordPage } from './BindTradePasswordPage';

beforeAll(() => setUpI18n());
// Whole-form typing through user-event takes seconds on a loaded 2-core CI machine.
jest.setTimeout(30_000);

function loggedIn() {
  const test = createTestSdk();
  test.sdk.session.login('token-1');
  test.server.on('/api/sms_mail', ok('code.sent'));
  test.server.on('/api/safe/email', ok('email.bound'));
  test.server.on('/api/safe/trade_password', ok('trade.saved'));
  return test;
}

describe('BindEmailPage', () => {
  it('asks a visitor to log in first', () => {
    renderPage(<BindEmailPage />, { path: '/bindEmail' });
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/components/login');
  });

  it('refuses an address without a 2-3 letter ending, before sending any code', async () => {
    const user = userEvent.setup({ delay: null });
    const test = loggedIn();
    renderPage(<BindEmailPage />, { path: '/bindEmail', test });
    await user.type(screen.getByLabelText('E-mail'), 'me@example.info');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Your e-mail does not comply with the rules.')).toBeInTheDocument();
    expect(requestsTo(test, '/api/sms_mail')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please enter the verification code.')).toBeInTheDocument();
    expect(requestsTo(test, '/api/safe/email')).toHaveLength(0);
  });

  it('sends the code to the address (60 s), binds it and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const test = loggedIn();
    renderPage(<BindEmailPage />, { path: '/bindEmail', test });
    await user.type(screen.getByLabelText('E-mail'), 'me@example.de');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
    expect(lastRequest(test, '/api/sms_mail')?.fields).toEqual({
      user_string: 'me@example.de',
      scene: 'bind_email',
    });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your e-mail has been bound.')).toBeInTheDocument();
    expect(lastRequest(test, '/api/safe/email')?.fields).toEqual({ email: 'me@example.de', code: '123456' });
    expect(lastRequest(test, '/api/safe/email')?.headers.Authorization).toContain('token-1');
  });
});

describe('BindTradePasswordPage', () => {
  it('binds a first trade password', async () => {
    const user = userEvent.setup({ delay: null });
    const test = loggedIn();
    test.server.on('/api/safe/judge_password', ok({ has_trade_password: false }));
    renderPage(<BindTradePasswordPage />, { path: '/bindmpwd', test });
    expect(await screen.findByText(/Set a trade password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Old trade password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Trade password'), '123456');
    await user.type(screen.getByLabelText('Repeat trade password'), '123457');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Repeat trade password'));
    await user.type(screen.getByLabelText('Repeat trade password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your trade password has been saved.')).toBeInTheDocument();
    expect(lastRequest(test, '/api/safe/trade_password')?.fields).toEqual({
      password: '123456',
      re_password: '123456',
    });
  });

  it('needs the old one to change a bound trade password', async () => {
    const user = userEvent.setup({ delay: null });
    const test = loggedIn();
    test.server.on('/api/safe/judge_password', ok({ has_trade_password: true }));
    renderPage(<BindTradePasswordPage />, { path: '/bindmpwd', test });
    const old = await screen.findByLabelText('Old trade password');
    await user.type(screen.getByLabelText('Trade password'), '654321');
    await user.type(screen.getByLabelText('Repeat trade password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please enter the old trade password.')).toBeInTheDocument();
    await user.type(old, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(lastRequest(test, '/api/safe/trade_password')?.fields).toEqual({
        password: '654321',
        re_password: '654321',
        old_password: '123456',
      }),
    );
  });
});
