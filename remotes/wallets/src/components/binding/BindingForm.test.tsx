import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BindingForm } from './BindingForm';
import { renderPage } from '../../testing/render';
import { sent, walletServer } from '../../testing/walletServer';
import { ok } from '../../testing/fixtures';

async function renderForm(locale: 'en' | 'zh' = 'en') {
  const test = walletServer();
  test.server.on('/api/jc/bind', (request) =>
    ok({ user_name: request.method === 'POST' && request.fields.user_name ? request.fields.user_name : '' }),
  );
  await renderPage(<BindingForm />, { test, locale });
  return test;
}

describe('BindingForm (spec §5 Account binding)', () => {
  it('requires the account, then the password, each at most 20 characters', async () => {
    const test = await renderForm();
    expect(await screen.findByText('No account is bound yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Please enter the account (at most 20 characters)');
    expect(alerts[1]).toHaveTextContent('Please enter the password (at most 20 characters)');
    expect(screen.getByLabelText(/^Platform account/)).toHaveAttribute('maxLength', '20');
    expect(sent(test, '/api/jc/bind').filter((fields) => fields.user_name)).toHaveLength(0);
  });

  it('binds and shows the bound account', async () => {
    const test = await renderForm();
    await userEvent.type(screen.getByLabelText(/^Platform account/), 'trader01');
    await userEvent.type(screen.getByLabelText(/^Platform password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    await waitFor(() =>
      expect(sent(test, '/api/jc/bind')).toContainEqual({ user_name: 'trader01', password: 'secret' }),
    );
    expect(await screen.findByText('Account bound')).toBeInTheDocument();
  });

  it('looks the bound account up with GET and binds with POST (spec §7)', async () => {
    const test = await renderForm();
    test.server.on('/api/jc/bind', (request) =>
      ok({ user_name: request.method === 'GET' ? 'trader00' : request.fields.user_name }),
    );
    await userEvent.type(screen.getByLabelText(/^Platform account/), 'trader01');
    await userEvent.type(screen.getByLabelText(/^Platform password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Bound account: trader00')).toBeInTheDocument();
    const calls = test.server.requests.filter((request) => request.path === '/api/jc/bind');
    expect(calls.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
    expect(calls[1]!.fields).toEqual({ user_name: 'trader01', password: 'secret' });
  });

  it('speaks the reader language, not only Chinese', async () => {
    await renderForm('zh');
    await userEvent.click(await screen.findByRole('button', { name: '绑定' }));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('请输入账号');
  });
});
