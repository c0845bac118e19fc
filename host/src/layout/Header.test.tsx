import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import { renderShell } from '../testing/renderShell';

const mainMenu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

const loggedIn = () => {
  const test = createTestSdk();
  test.sdk.storage.set('token', 'tok');
  return test;
};

/** Opens a header menu and reads its items' names and targets, then closes it. */
async function menuLinks(name: string): Promise<[string, string | null][]> {
  const trigger = mainMenu().getByRole('button', { name: new RegExp(name) });
  await userEvent.click(trigger);
  const items = screen
    .getAllByRole('menuitem')
    .map((item): [string, string | null] => [item.textContent ?? '', item.getAttribute('href')]);
  await userEvent.click(trigger);
  return items;
}

describe('header', () => {
  it('offers login and sign-up to a visitor, without the logged-in links', async () => {
    await renderShell({ path: '/team' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/components/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/components/register');
    expect(mainMenu().getByRole('link', { name: 'Markets' })).toBeInTheDocument();
    expect(mainMenu().queryByRole('link', { name: 'Assets' })).not.toBeInTheDocument();
    expect(mainMenu().queryByRole('link', { name: 'Quick exchange' })).not.toBeInTheDocument();
    // Spec §2: a visitor's menu is markets, exchange and app download; the rest is for a logged-in user.
    expect(mainMenu().queryByRole('button', { name: /Contracts|Earn|Assets/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account/ })).not.toBeInTheDocument();
  });

  it('shows micro, quick exchange and the contracts, earn and assets menus when a token is stored', async () => {
    await renderShell({ path: '/team', test: loggedIn() });
    expect(mainMenu().getByRole('link', { name: 'Seconds trading' })).toHaveAttribute(
      'href',
      '/leverdealCenter',
    );
    expect(mainMenu().getByRole('link', { name: 'Quick exchange' })).toHaveAttribute(
      'href',
      '/quickRedemption',
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(await menuLinks('Contracts')).toEqual([
      ['Contract trading', '/manger'],
      ['Positions', '/leverList'],
      ['Contract orders', '/leverTransactions'],
      ['Contract account log', '/leverRecord'],
    ]);
    expect(await menuLinks('Earn')).toEqual([
      ['IEO subscriptions', '/ieorg'],
      ['Lock-up deposits', '/lock'],
    ]);
    expect((await menuLinks('Assets')).map(([, href]) => href)).toEqual([
      '/new_account',
      '/transfer',
      '/coinRecord',
      '/transferRecord',
      '/transferLog',
      '/finanrec',
      '/legalAccount',
      '/microAccount',
      '/bindInfo',
    ]);
  });

  it("offers spec §2's account entries, then the rest of the account area, then log out", async () => {
    await renderShell({ path: '/team', test: loggedIn() });
    await userEvent.click(screen.getByRole('button', { name: /Account/ }));
    const items = screen
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items).toEqual([
      ['Account settings', '/account'],
      ['Assets', '/dealFinance'],
      ['Trade log', '/coinOrder'],
      ['Identity verification', '/account/authentication'],
      ['Security', '/account/security'],
      ['Price alerts', '/account/priceAlerts'],
      ['Payment methods', '/userSetting'],
      ['Withdrawal addresses', '/userSetting2'],
      ['Team and referrals', '/team'],
      ['Account log', '/account/transferLog'],
      ['Log out', null],
    ]);
  });

  it('marks the current section: the menu holding the page and the page itself', async () => {
    await renderShell({ path: '/leverList', test: loggedIn() });
    const contracts = mainMenu().getByRole('button', { name: /Contracts/ });
    expect(contracts).toHaveAttribute('aria-current', 'true');
    expect(mainMenu().getByRole('button', { name: /Earn/ })).not.toHaveAttribute('aria-current');
    await userEvent.click(contracts);
    expect(screen.getByRole('menuitem', { name: 'Positions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Contract trading' })).not.toHaveAttribute('aria-current');
  });

  it('opens, walks and closes a menu with the keyboard, and follows an item', async () => {
    await renderShell({ path: '/team', test: loggedIn() });
    const earn = mainMenu().getByRole('button', { name: /Earn/ });
    earn.focus();
    await userEvent.keyboard('{Enter}');
    expect(earn).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'IEO subscriptions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Lock-up deposits' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(earn).toHaveAttribute('aria-expanded', 'false');
    expect(earn).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/lock');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('lists every entry, groups opened out, in the phone menu, and closes it on navigation', async () => {
    await renderShell({ path: '/team', test: loggedIn() });
    // jsdom applies no media query: the toggle keeps its wide-screen display: none (e2e clicks it by role).
    const toggle = screen.getByTestId('phone-menu');
    expect(toggle).toHaveTextContent('Menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '')!);
    const hrefs = panel.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/allmarket', '/manger', '/leverList', '/lock', '/bindInfo']),
    );
    expect(panel.getByRole('list', { name: 'Contracts' })).toBeInTheDocument();
    await userEvent.click(panel.getByRole('link', { name: 'Lock-up deposits' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/lock');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
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
