import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import { renderShell } from '../testing/renderShell';

const mainMenu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

describe('header', () => {
  it('offers login and sign-up to a visitor, without the logged-in links', async () => {
    await renderShell({ path: '/team' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/components/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/components/register');
    expect(mainMenu().getByRole('link', { name: 'Markets' })).toBeInTheDocument();
    expect(mainMenu().queryByRole('link', { name: 'Assets' })).not.toBeInTheDocument();
    expect(mainMenu().queryByRole('link', { name: 'Quick exchange' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account/ })).not.toBeInTheDocument();
  });

  it('shows micro, quick exchange, assets and the account menu when a token is stored', async () => {
    const test = createTestSdk();
    test.sdk.storage.set('token', 'tok');
    await renderShell({ path: '/team', test });
    expect(mainMenu().getByRole('link', { name: 'Seconds trading' })).toBeInTheDocument();
    expect(mainMenu().getByRole('link', { name: 'Quick exchange' })).toHaveAttribute(
      'href',
      '/quickRedemption',
    );
    expect(mainMenu().getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/dealFinance');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Account/ }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Account settings', 'Assets', 'Trade log', 'Identity verification', 'Log out']);
  });

  it('logs out: calls the server, clears storage but the locale, and goes to login', async () => {
    const test = createTestSdk();
    test.server.on('/api/user/logout', { body: { type: 'ok', message: '' } });
    test.sdk.storage.setMany({ token: 'tok', user_id: 7, locale: 'de', theme: 'dark' });
    await renderShell({ path: '/team', test });
    await userEvent.click(screen.getByRole('button', { name: /Account/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/components/login'));
    expect(test.server.requests.some((r) => r.path === '/api/user/logout')).toBe(true);
    expect(test.sdk.storage.get('token')).toBeUndefined();
    expect(test.sdk.storage.get('user_id')).toBeUndefined();
    expect(test.sdk.storage.get('locale')).toBe('de');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the app download QR only when the app status is on', async () => {
    const { unmount } = await renderShell({ path: '/team' });
    expect(mainMenu().queryByRole('button', { name: /App download/ })).not.toBeInTheDocument();
    unmount();
    await renderShell({ path: '/team', appDownloadUrl: 'https://example.com/app' });
    await userEvent.click(mainMenu().getByRole('button', { name: /App download/ }));
    const qr = () => screen.getByRole('img', { name: 'QR code to download the app' });
    await waitFor(() => expect(qr().tagName.toLowerCase()).toBe('svg'));
    expect(qr()).toHaveAttribute('width', '100');
    expect(qr()).toHaveAttribute('height', '100');
  });

  it("names the language menu with its visible language (WCAG 2.5.3), in the reader's language", async () => {
    const { unmount } = await renderShell({ path: '/team' });
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveTextContent('English');
    unmount();
    await renderShell({ path: '/team', locale: 'de' });
    expect(screen.getByRole('button', { name: 'Sprache: Deutsch' })).toHaveTextContent('Deutsch');
  });

  it('sends private routes to login for a visitor', async () => {
    await renderShell({ path: '/account/accountSet' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/components/login'));
  });
});
