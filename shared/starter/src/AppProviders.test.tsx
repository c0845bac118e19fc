import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userInfo } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { createTestSdk } from '@exchange/sdk/testing';
import { useShell } from './ShellContext';
import { renderInApp } from './testing';

/** A page as a remote writes it: the sdk, i18n and the shell from context, nothing passed in. */
function ProbePage() {
  const { api } = useSdk();
  const { theme, toggleTheme } = useShell();
  return (
    <>
      <p data-testid="theme">{theme}</p>
      <button type="button" onClick={toggleTheme}>
        toggle
      </button>
      <button type="button" onClick={() => void api.call(userInfo, {})}>
        load
      </button>
    </>
  );
}

describe('the one provider stack (host and standalone remotes)', () => {
  afterEach(() => document.documentElement.setAttribute('data-theme', 'white'));

  it('shows a failed call’s server message as a toast (spec §8), as the host does', async () => {
    const test = createTestSdk();
    test.sdk.storage.set('token', 'tok');
    test.server.on('/api/user/info', { body: { type: 'error', message: 'the service is resting' } });
    await renderInApp(<ProbePage />, { test });
    await userEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(await screen.findByText('the service is resting')).toBeInTheDocument();
  });

  it('carries out the §8 redirects: 999 clears the session and goes to login?type=1', async () => {
    const test = createTestSdk();
    test.sdk.storage.setMany({ token: 'revoked', user_id: 3, locale: 'en' });
    test.server.on('/api/user/info', {
      body: { type: 999, message: 'login is out of date, please log in again' },
    });
    await renderInApp(<ProbePage />, { test, path: '/dealFinance' });
    await act(async () => {
      await test.sdk.api.call(userInfo, {});
    });
    expect(test.sdk.storage.get('token')).toBeUndefined();
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/components/login?type=1'),
      { timeout: 2000 },
    );
  });

  it('gives pages the stored theme and its switch, persisted under `theme`', async () => {
    const test = createTestSdk();
    test.sdk.storage.set('theme', 'dark');
    await renderInApp(<ProbePage />, { test });
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(test.sdk.storage.get('theme')).toBe('white');
    expect(screen.getByTestId('theme')).toHaveTextContent('white');
  });
});
