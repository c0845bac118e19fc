import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import { countries, lastRequest, ok, renderPage, requestsTo, setUpI18n } from '../testing/harness';
import { RegisterPage } from './RegisterPage';

beforeAll(() => setUpI18n());
// Whole-form typing through user-event takes seconds on a loaded 2-core CI machine.
jest.setTimeout(30_000);

function setUp(isEmailVer = true) {
  const test = createTestSdk();
  test.server.on('/api/reg/conf', ok({ isEmailVer }));
  test.server.on('/api/country/list', ok(countries));
  test.server.on('/api/sms_mail', ok('code.sent'));
  test.server.on('/api/sms_send', ok('code.sent'));
  test.server.on('/api/user/register', ok('register.success'));
  return test;
}

const location = () => screen.getByTestId('location').textContent;

async function fillEmailForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('E-mail'), 'new@example.com');
  await user.type(await screen.findByLabelText('Verification code'), '654321');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Confirm password'), 'secret12');
}

describe('RegisterPage', () => {
  it('prefills the invite code from the extension_code query, ticks the terms by default', async () => {
    renderPage(<RegisterPage />, { path: '/components/register?extension_code=FRIEND7', test: setUp() });
    expect(await screen.findByLabelText('Invitation code (optional)')).toHaveValue('FRIEND7');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('falls back to the stored extension_code for the invite code', async () => {
    const test = setUp();
    test.sdk.storage.set('extension_code', 'STORED1');
    renderPage(<RegisterPage />, { test });
    expect(await screen.findByLabelText('Invitation code (optional)')).toHaveValue('STORED1');
  });

  it('registers by e-mail and goes to login with isEmail', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    renderPage(<RegisterPage />, { path: '/components/register?extension_code=FRIEND7', test });
    await fillEmailForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(location()).toBe('/components/login?isEmail=1'));
    expect(lastRequest(test, '/api/user/register')?.fields).toEqual({
      type: 'email',
      user_string: 'new@example.com',
      code: '654321',
      password: 'secret12',
      re_password: 'secret12',
      extension_code: 'FRIEND7',
    });
  });

  it('sends nothing while the terms are unticked', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    renderPage(<RegisterPage />, { test });
    await fillEmailForm(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please accept the user agreement to continue.')).toBeInTheDocument();
    expect(requestsTo(test, '/api/user/register')).toHaveLength(0);
  });

  it('explains each bad field and keeps the input', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    renderPage(<RegisterPage />, { test });
    await user.type(await screen.findByLabelText('E-mail'), 'new@example');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Confirm password'), '124');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the verification code.')).toBeInTheDocument();
    expect(screen.getByText('The password must be 6 to 16 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example');
    expect(requestsTo(test, '/api/user/register')).toHaveLength(0);
  });

  it('has no code field when e-mail verification is off', async () => {
    renderPage(<RegisterPage />, { test: setUp(false) });
    await screen.findByLabelText('E-mail');
    await waitFor(() => expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument());
  });

  it('refuses to send a code to an account that is neither e-mail nor phone', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    renderPage(<RegisterPage />, { test });
    await user.type(await screen.findByLabelText('E-mail'), 'someone');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'The account does not meet the rules. Enter an e-mail address or a phone number.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(test, '/api/sms_mail')).toHaveLength(0);
    expect(requestsTo(test, '/api/sms_send')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('registers by phone: SMS code with the area code, nationality sent', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    renderPage(<RegisterPage />, { test });
    await user.click(await screen.findByRole('tab', { name: 'Phone' }));
    await waitFor(() => expect(screen.getByLabelText('Area code')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Area code'), '+49 Germany');
    await user.type(screen.getByLabelText('Phone number'), '15112345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('The code has been sent. It is valid for 10 minutes.');
    expect(lastRequest(test, '/api/sms_send')?.fields).toEqual({
      user_string: '15112345678',
      scene: 'register',
      area_code: '49',
      area_code_id: '2',
    });
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(location()).toBe('/components/login?isEmail=0'));
    expect(lastRequest(test, '/api/user/register')?.fields).toMatchObject({
      type: 'mobile',
      area_code: '49',
      area_code_id: '2',
      nationality: 'Germany',
    });
  });
});
