import { screen, within } from '@testing-library/react';
import { createTestSdk } from '@exchange/sdk/testing';
import { renderShell, stubPages } from '../../testing/renderShell';
import { AccountLayout, AssetAreaLayout, UserSettingLayout } from './layouts';

async function sideMenuAt(path: string, name: string) {
  const test = createTestSdk();
  test.sdk.storage.set('token', 'tok');
  await renderShell({
    path,
    test,
    pages: { ...stubPages, AccountLayout, AssetAreaLayout, UserSettingLayout },
  });
  const menu = within(screen.getByRole('navigation', { name }));
  return {
    links: menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    current: menu.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page'),
  };
}

describe('side menus', () => {
  it('keeps /userSetting2 on its own children (it linked to /userSetting/*), marking the index page', async () => {
    const { links, current } = await sideMenuAt('/userSetting2', 'Settings');
    expect(links).toEqual([
      ['Payment methods', '/userSetting2/payment'],
      ['Withdrawal addresses', '/userSetting2/address'],
      ['Account settings', '/account/accountSet'],
    ]);
    expect(current.map((link) => link.textContent)).toEqual(['Withdrawal addresses']);
  });

  it('keeps /userSetting on its own children', async () => {
    const { links, current } = await sideMenuAt('/userSetting/address', 'Settings');
    expect(links.slice(0, 2).map(([, href]) => href)).toEqual([
      '/userSetting/payment',
      '/userSetting/address',
    ]);
    expect(current.map((link) => link.textContent)).toEqual(['Withdrawal addresses']);
  });

  it('reaches the whole account area from the account menu: security, identity, payment, addresses, team, logs', async () => {
    const { links, current } = await sideMenuAt('/account', 'Account area');
    expect(links.map(([, href]) => href)).toEqual([
      '/account/accountSet',
      '/account/security',
      '/account/priceAlerts',
      '/account/authentication',
      '/userSetting',
      '/userSetting2',
      '/team',
      '/account/coinRecord',
      '/account/transferLog',
    ]);
    expect(current.map((link) => link.textContent)).toEqual(['Account settings']);
  });

  it('names the records views after what they show (coinRecord: deposits and withdrawals; transferLog: account log)', async () => {
    const { links } = await sideMenuAt('/account/coinRecord', 'Account area');
    expect(links).toContainEqual(['Deposits and withdrawals', '/account/coinRecord']);
    expect(links).toContainEqual(['Account log', '/account/transferLog']);
  });

  it("lists every asset view in the asset area's menu", async () => {
    const { links, current } = await sideMenuAt('/new_account/micro', 'Asset accounts');
    expect(links.map(([, href]) => href)).toEqual([
      '/new_account/dealFinance',
      '/new_account/lever',
      '/new_account/legal',
      '/new_account/micro',
      '/new_account/transfer',
      '/new_account/quickRedemption',
      '/coinRecord',
      '/transferRecord',
      '/transferLog',
      '/leverRecord',
    ]);
    expect(current.map((link) => link.textContent)).toEqual(['Seconds account']);
  });
});
