import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import { failure, lastRequest, ok, renderPage, requestsTo, setUpI18n } from '../testing/harness';
import { ForgotPasswordPage } from './ForgotPasswordPage';

beforeAll(() => setUpI18n());
// Whole-form typing through user-event takes seconds on a loaded 2-core CI machine.
jest.setTimeout(30_000);

const location = () => screen.getByTestId('location').textContent;

function setUp() {
  const test = createTestSdk();
  test.server.on('/api/sms_mail', ok('code.sent'));
  test.server.on('/api/sms_send', ok('code.sent'));
  test.server.on('/api/user/check_email', ok('code.ok'));
  test.server.on('/api/user/check_mobile', ok('code.ok'));
  test.server.on('/api/user/forget', ok('forget.success'));
  test.server.on('/api/user/logout', ok('logout.ok'));
  return test;
}

describe('ForgotPasswordPage', () => {
  it('checks the code first, then resets with it and goes to login', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    renderPage(<ForgotPasswordPage />, { path: '/forgetPwd', test });
    await user.type(screen.getByLabelText('E-mail or phone number'), 'trader@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // Spec §9: the reset send button counts down 31 s, not 60.
    expect(await screen.findByRole('button', { name: /Resend in (31|30) s/ })).toBeDisabled();
    expect(lastRequest(test, '/api/sms_mail')?.fields).toEqual({
      user_string: 'trader@example.com',
      scene: 'forget',
    });

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('New password');
    expect(screen.getByLabelText('E-mail or phone number')).toHaveAttribute('readonly');
    expect(lastRequest(test, '/api/user/check_email')?.fields).toEqual({
      user_string: 'trader@example.com',
      scene: 'forget',
      email_code: '123456',
    });
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Repeat new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/components/login'));
    expect(lastRequest(test, '/api/user/forget')?.fields).toEqual({
      account: 'trader@example.com',
      password: 'newpass1',
      repassword: 'newpass1',
      code: '123456',
      scene: 'forget',
    });
  });

  it('stays on the check step with the server message when the code is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    test.server.on('/api/user/check_mobile', failure('code.invalid'));
    renderPage(<ForgotPasswordPage />, { path: '/forgetPwd', test });
    await user.type(screen.getByLabelText('E-mail or phone number'), '13800138000');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong');
    expect(lastRequest(test, '/api/user/check_mobile')?.fields).toMatchObject({ mobile_code: '000000' });
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("asks for the code before checking ('please enter verification code')", async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    renderPage(<ForgotPasswordPage />, { path: '/forgetPwd', test });
    await user.type(screen.getByLabelText('E-mail or phone number'), 'trader@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please enter the verification code.')).toBeInTheDocument();
    expect(requestsTo(test, '/api/user/check_email')).toHaveLength(0);
  });

  it('from settings: the stored account read-only, old password as proof, then a fresh login', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    test.sdk.session.login('token-1');
    test.sdk.storage.set('accountNum', 'trader@example.com');
    renderPage(<ForgotPasswordPage />, { path: '/forgetPwd?fromSet=1', test });
    expect(screen.getByRole('heading', { name: 'Change login password' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail or phone number')).toHaveValue('trader@example.com');
    expect(screen.getByLabelText('E-mail or phone number')).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getAllByText('Please enter the password.')).toHaveLength(2);
    expect(screen.getByText('Please enter the password again.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Old password'), 'oldpass1');
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Repeat new password'), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('The passwords entered twice are inconsistent.')).toBeInTheDocument();
    expect(requestsTo(test, '/api/user/forget')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/components/login'));
    expect(lastRequest(test, '/api/user/forget')?.fields).toMatchObject({
      account: 'trader@example.com',
      oldpassword: 'oldpass1',
      password: 'newpass1',
    });
    expect(test.sdk.storage.get('token')).toBeUndefined();
  });

  it('asks for the authenticator code when the server needs it, then sends it with the reset', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    test.sdk.session.login('token-1');
    test.sdk.storage.set('accountNum', 'trader@example.com');
    test.server.on('/api/user/forget', (request) =>
      request.fields.totp_code === '123456' ? ok('password.changed') : failure('totp.required'),
    );
    renderPage(<ForgotPasswordPage />, { path: '/forgetPwd?fromSet=1', test });
    expect(screen.queryByLabelText('Authenticator code or backup code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Old password'), 'oldpass1');
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Repeat new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the code from your authenticator app');
    expect(lastRequest(test, '/api/user/forget')?.fields.totp_code).toBeUndefined();
    expect(location()).toBe('/forgetPwd?fromSet=1');
    await user.type(screen.getByLabelText('Authenticator code or backup code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/components/login'));
    expect(lastRequest(test, '/api/user/forget')?.fields).toMatchObject({
      oldpassword: 'oldpass1',
      totp_code: '123456',
    });
  });
});
