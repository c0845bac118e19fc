import { act, screen, waitFor } from '@testing-library/react';
import { userInfo } from '@exchange/protocol';
import { createTestSdk } from '@exchange/sdk/testing';
import { renderShell } from '../testing/renderShell';

describe('session and failure effects (spec §8)', () => {
  it('expires the session on type 999: storage cleared but the locale, message shown, login with type=1', async () => {
    const test = createTestSdk();
    test.sdk.storage.setMany({ token: 'stale', user_id: 3, locale: 'en' });
    test.server.on('/api/user/info', {
      body: { type: 999, message: 'login is out of date, please log in again' },
    });
    await renderShell({ path: '/policy', test });

    await act(async () => {
      await test.sdk.api.call(userInfo, {});
    });
    expect(test.sdk.storage.get('token')).toBeUndefined();
    expect(test.sdk.storage.get('locale')).toBe('en');
    expect(await screen.findByText('login is out of date, please log in again')).toBeInTheDocument();

    // Spec §9: redirects after 1 s.
    expect(screen.getByTestId('location')).toHaveTextContent('/policy');
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/components/login?type=1'),
      {
        timeout: 2000,
      },
    );
    // The header follows the session: a visitor again.
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends 998 to identity verification after the message', async () => {
    const test = createTestSdk();
    test.sdk.storage.set('token', 'tok');
    test.server.on('/api/user/info', { body: { type: 998, message: 'please verify your identity' } });
    await renderShell({ path: '/team', test });
    await act(async () => {
      await test.sdk.api.call(userInfo, {});
    });
    expect(await screen.findByText('please verify your identity')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/authentication'), {
      timeout: 2000,
    });
  });
  it('still lands on login?type=1 when a private page redirects first (the token is gone at once)', async () => {
    const test = createTestSdk();
    test.sdk.storage.setMany({ token: 'revoked', user_id: 3, locale: 'en' });
    test.server.on('/api/user/info', {
      body: { type: 999, message: 'login is out of date, please log in again' },
    });
    await renderShell({ path: '/account/accountSet', test });

    await act(async () => {
      await test.sdk.api.call(userInfo, {});
    });
    // The private route notices the cleared token and redirects immediately ...
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/components/login'));
    // ... and the delayed 999 redirect is not lost on that location change.
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/components/login?type=1'),
      { timeout: 2000 },
    );
  });
});
