import { createI18n } from '@exchange/i18n';
import type { LoginSession } from '@exchange/protocol';
import { createTestSdk } from '@exchange/sdk/testing';
import { ToastProvider } from '@exchange/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../auth/pages/LoginPage';
import {
  countries,
  failure,
  lastRequest,
  ok,
  renderPage,
  requestsTo,
  userInfo,
} from '../auth/testing/harness';
import { ChangePasswordPage } from './ChangePasswordPage';
import { SecurityPage } from './SecurityPage';

beforeAll(() => createI18n({ locale: 'en', namespaces: ['auth', 'server', 'security'] }));
jest.setTimeout(30_000);

const loggedIn = () => {
  const test = createTestSdk();
  test.sdk.session.login('token-1');
  test.sdk.storage.set('accountNum', 'me@example.com');
  test.server.on('/api/user/info', ok(userInfo));
  return test;
};
const location = () => screen.getByTestId('location').textContent;

describe('ChangePasswordPage (/resetPwd)', () => {
  it('asks for both passwords and the code, caps the inputs at 20 and 16, sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { test } = renderPage(<ChangePasswordPage />, { path: '/resetPwd', test: loggedIn() });
    const fresh = await screen.findByLabelText('New password');
    expect(fresh).toHaveAttribute('maxLength', '20');
    expect(screen.getByLabelText('Repeat new password')).toHaveAttribute('maxLength', '16');
    expect(screen.getByLabelText('E-mail or phone number')).toHaveValue('me@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please enter the password twice.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the verification code.')).toBeInTheDocument();
    await user.type(fresh, 'secret12');
    await user.type(screen.getByLabelText('Repeat new password'), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('The passwords differ.')).toBeInTheDocument();
    expect(requestsTo(test, '/api/safe/update_password')).toHaveLength(0);
  });

  it('sends the code to the account with a 31 s countdown, changes the password, returns to settings', async () => {
    const user = userEvent.setup({ delay: null });
    const test = loggedIn();
    test.server.on('/api/sms_mail', ok('code.sent'));
    test.server.on('/api/safe/update_password', ok('password.changed'));
    renderPage(<ChangePasswordPage />, { path: '/resetPwd', test });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(lastRequest(test, '/api/sms_mail')?.fields).toMatchObject({
      user_string: 'me@example.com',
      scene: 'update_password',
    });
    expect(await screen.findByRole('button', { name: /31/ })).toBeDisabled();
    await user.type(screen.getByLabelText('New password'), 'secret12');
    await user.type(screen.getByLabelText('Repeat new password'), 'secret12');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(lastRequest(test, '/api/safe/update_password')?.fields).toMatchObject({
      password: 'secret12',
      re_password: 'secret12',
      code: '123456',
    });
    expect(
      await screen.findByText('Your password has been changed. Your other sessions were logged out.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/account/accountSet'), { timeout: 3000 });
    expect(test.sdk.session.isLoggedIn).toBe(true);
  });

  it("shows the server's refusal of a wrong code and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    const test = loggedIn();
    test.server.on('/api/safe/update_password', failure('code.invalid'));
    renderPage(<ChangePasswordPage />, { path: '/resetPwd', test });
    await user.type(await screen.findByLabelText('New password'), 'secret12');
    await user.type(screen.getByLabelText('Repeat new password'), 'secret12');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/code/i);
    expect(screen.getByLabelText('New password')).toHaveValue('secret12');
  });
});

const session = (over: Partial<LoginSession>): LoginSession => ({
  id: 1,
  created_at: '2026-11-23 10:00:00',
  ip: '10.0.0.1',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
  current: false,
  active: true,
  ended_at: '',
  ...over,
});

describe('SecurityPage (/account/security)', () => {
  it('lists active sessions and the history, and ends another session', async () => {
    const user = userEvent.setup({ delay: null });
    const test = loggedIn();
    test.server.on('/api/safe/totp/status', ok({ enabled: false, backup_codes_left: 0 }));
    test.server.on(
      '/api/safe/sessions',
      ok([
        session({ id: 3, current: true }),
        session({ id: 2, ip: '10.0.0.2' }),
        session({ id: 1, active: false, ended_at: '2026-11-22 09:00:00' }),
      ]),
    );
    test.server.on('/api/safe/sessions/revoke', ok('session.revoked'));
    renderPage(
      <ToastProvider>
        <SecurityPage />
      </ToastProvider>,
      { path: '/account/security', test },
    );
    const active = await screen.findByRole('table', { name: 'Active sessions' });
    expect(within(active).getAllByRole('row')).toHaveLength(3);
    expect(within(active).getByText('This device')).toBeInTheDocument();
    expect(within(active).getAllByText('Chrome on Linux')).toHaveLength(2);
    const history = screen.getByRole('table', { name: 'Login history' });
    expect(within(history).getByText('Ended 2026-11-22 09:00:00')).toBeInTheDocument();
    await user.click(within(active).getByRole('button', { name: 'End session' }));
    expect(lastRequest(test, '/api/safe/sessions/revoke')?.fields).toMatchObject({ id: '2' });
    expect(await screen.findByText('The session was ended; that device is logged out.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(test, '/api/safe/sessions')).toHaveLength(2));
  });

  it('sets up the second factor with the QR and a code, then shows the backup codes once', async () => {
    const user = userEvent.setup({ delay: null });
    const test = loggedIn();
    test.server.on('/api/safe/sessions', ok([session({ current: true })]));
    let enabled = false;
    test.server.on('/api/safe/totp/status', () => ok({ enabled, backup_codes_left: enabled ? 10 : 0 }));
    test.server.on(
      '/api/safe/totp/setup',
      ok({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Exchange:me?secret=JBSWY3DPEHPK3PXP' }),
    );
    test.server.on('/api/safe/totp/enable', () => {
      enabled = true;
      return ok({ backup_codes: ['abcd-efgh', 'jkmn-pqrs'] });
    });
    renderPage(
      <ToastProvider>
        <SecurityPage />
      </ToastProvider>,
      { path: '/account/security', test },
    );
    expect(await screen.findByTestId('totp-state')).toHaveTextContent('Off');
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('img', { name: 'Authenticator set-up QR code' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '12');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('Enter the 6-digit code from the app.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '3456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(lastRequest(test, '/api/safe/totp/enable')?.fields).toMatchObject({ code: '123456' });
    const codes = await screen.findByTestId('backup-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['abcd-efgh', 'jkmn-pqrs']);
    await user.click(screen.getByRole('button', { name: "I've saved them" }));
    expect(screen.queryByTestId('backup-codes')).not.toBeInTheDocument();
    expect(await screen.findByTestId('totp-state')).toHaveTextContent('On');
    expect(screen.getByText('Backup codes left: 10')).toBeInTheDocument();
  });

  it('turns the factor off only with a code, showing a refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const test = loggedIn();
    test.server.on('/api/safe/sessions', ok([]));
    test.server.on('/api/safe/totp/status', ok({ enabled: true, backup_codes_left: 9 }));
    test.server.on('/api/safe/totp/disable', failure('totp.invalid'));
    renderPage(
      <ToastProvider>
        <SecurityPage />
      </ToastProvider>,
      { path: '/account/security', test },
    );
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(screen.getByText('Please enter the authenticator code')).toBeInTheDocument();
    expect(requestsTo(test, '/api/safe/totp/disable')).toHaveLength(0);
    await user.type(screen.getByLabelText('Authenticator code or backup code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The authenticator code is wrong')).toBeInTheDocument();
  });
});

describe('LoginPage second step', () => {
  it('asks for the authenticator code after a right password, then logs in with it', async () => {
    const user = userEvent.setup({ delay: null });
    const test = createTestSdk();
    test.server.on('/api/env.json', ok({ login_need_smscode: false, socket_io_port: 4000 }));
    test.server.on('/api/country/list', ok(countries));
    test.server.on('/api/user/info', ok(userInfo));
    test.server.on('/api/user/login', failure('totp.required'));
    test.server.on('/api/user/login_totp', ok('token-2fa'));
    renderPage(<LoginPage />, { path: '/components/login', test });
    await user.type(await screen.findByLabelText('E-mail'), 'me@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('Authenticator code or backup code');
    expect(test.sdk.session.isLoggedIn).toBe(false);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(lastRequest(test, '/api/user/login_totp')?.fields).toMatchObject({
      user_string: 'me@example.com',
      password: 'secret12',
      totp_code: '123456',
    });
    expect(test.sdk.storage.get('token')).toBe('token-2fa');
  });
});
