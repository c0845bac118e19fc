import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import {
  countries,
  deferred,
  failure,
  lastRequest,
  ok,
  renderPage,
  requestsTo,
  setUpI18n,
  userInfo,
} from '../testing/harness';
import { LoginPage } from './LoginPage';

beforeAll(() => setUpI18n());
// Whole-form typing through user-event takes seconds on a loaded 2-core CI machine.
jest.setTimeout(30_000);

function setUp(smsCode = false) {
  const test = createTestSdk();
  test.server.on('/api/env.json', ok({ login_need_smscode: smsCode, socket_io_port: 4000 }));
  test.server.on('/api/country/list', ok(countries));
  test.server.on('/api/user/info', ok(userInfo));
  return test;
}

const location = () => screen.getByTestId('location').textContent;

describe('LoginPage', () => {
  it('says the login is out of date after a session expiry (type=1)', async () => {
    renderPage(<LoginPage />, { path: '/components/login?type=1', test: setUp() });
    expect(await screen.findByText('Your login is out of date, please log in again.')).toBeInTheDocument();
  });

  it('welcomes a user arriving from registration with the account filled in', async () => {
    renderPage(<LoginPage />, {
      path: '/components/login?isEmail=1',
      state: { account: 'new@example.com' },
      test: setUp(),
    });
    expect(
      await screen.findByText('Registration complete. Log in with your new account.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com');
  });

  it('shows every rule broken, sends nothing and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { test } = renderPage(<LoginPage />, { test: setUp() });
    await user.type(await screen.findByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your account.')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('12345');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(test, '/api/user/login')).toHaveLength(0);
  });

  it('logs in: stores the token and the user keys, then goes home', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    test.server.on('/api/user/login', ok('token-abc'));
    renderPage(<LoginPage />, { path: '/components/login', test });
    await user.type(await screen.findByLabelText('E-mail'), 'trader@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(lastRequest(test, '/api/user/login')?.fields).toEqual({
      user_string: 'trader@example.com',
      password: 'secret12',
    });
    expect(test.sdk.storage.get('token')).toBe('token-abc');
    expect(test.sdk.storage.get('user_id')).toBe(42);
    expect(test.sdk.storage.get('accountNum')).toBe('trader@example.com');
    expect(test.sdk.storage.get('extension_code')).toBe('INV42');
    expect(test.sdk.storage.get('is_seller')).toBe(0);
    expect(test.sdk.storage.get('type')).toBe(1);
  });

  it("shows the server's refusal translated, keeps the input and stays", async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    test.server.on('/api/user/login', failure('login.failed'));
    renderPage(<LoginPage />, { path: '/components/login', test });
    await user.type(await screen.findByLabelText('E-mail'), 'trader@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrongpass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong account or password');
    expect(screen.getByLabelText('Password')).toHaveValue('wrongpass');
    expect(location()).toBe('/components/login');
    expect(test.sdk.storage.get('token')).toBeUndefined();
  });

  it('says when the server cannot be reached, instead of failing silently', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    test.server.on('/api/user/login', { networkError: true });
    renderPage(<LoginPage />, { test });
    await user.type(await screen.findByLabelText('E-mail'), 'trader@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('disables the submit while the login is in flight, so it is sent once', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    const pending = deferred(ok('token-abc'));
    test.server.on('/api/user/login', pending.answer);
    renderPage(<LoginPage />, { test });
    await user.type(await screen.findByLabelText('E-mail'), 'trader@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    const submit = screen.getByRole('button', { name: 'Log in' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await user.click(submit);
    pending.release();
    await waitFor(() => expect(location()).toBe('/'));
    expect(requestsTo(test, '/api/user/login')).toHaveLength(1);
  });

  it('logs in by phone with the area code chosen from the country list', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    test.server.on('/api/user/login', ok('token-abc'));
    renderPage(<LoginPage />, { test });
    await user.click(await screen.findByRole('tab', { name: 'Phone' }));
    const areaCode = screen.getByLabelText('Area code');
    await waitFor(() => expect(areaCode).toBeEnabled());
    await user.selectOptions(areaCode, '+49 Germany');
    await user.type(screen.getByLabelText('Phone number'), '15112345678');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(lastRequest(test, '/api/user/login')?.fields).toMatchObject({
      user_string: '15112345678',
      area_code: '49',
      area_code_id: '2',
    });
  });

  it('asks for an SMS code when env.json says so, with a 60 s send button', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp(true);
    test.server.on('/api/sms_mail', ok('code.sent'));
    test.server.on('/api/user/login', ok('token-abc'));
    renderPage(<LoginPage />, { test });
    const code = await screen.findByLabelText('SMS verification code');
    await user.type(screen.getByLabelText('E-mail'), 'trader@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter the verification code.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole('button', { name: /Resend in (60|59) s/ });
    expect(resend).toBeDisabled();
    await user.click(resend);
    expect(requestsTo(test, '/api/sms_mail')).toHaveLength(1);
    expect(lastRequest(test, '/api/sms_mail')?.fields).toMatchObject({
      user_string: 'trader@example.com',
      scene: 'login',
    });

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(lastRequest(test, '/api/user/login')?.fields).toMatchObject({ sms_code: '123456' });
  });
});
