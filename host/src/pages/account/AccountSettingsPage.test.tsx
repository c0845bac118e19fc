import { screen } from '@testing-library/react';
import { loadNamespaces } from '@exchange/i18n';
import { createTestSdk } from '@exchange/sdk/testing';
import { renderShell } from '../../testing/renderShell';
import { securityLevel } from '../../shell/securityLevel';
import { AccountSettingsPage } from './AccountSettingsPage';
import { AccountLayout } from './layouts';
import { stubPages } from '../../testing/renderShell';

const user = {
  id: 7,
  extension_code: 'ABC123',
  is_seller: 0,
  type: 1,
  phone: '',
  email: 'demo@exchange.local',
  area_code: '86',
  area_code_id: 1,
  account_number: 'demo@exchange.local',
  review_status: 0 as const,
  has_trade_password: false,
  locale: 'en',
};

describe('security bar (spec §4)', () => {
  it('starts at 25% and adds 25 for each of phone, e-mail and certification', () => {
    expect(securityLevel({ phone: '', email: '', review_status: 0 })).toEqual({ percent: 25, level: 'low' });
    expect(securityLevel({ phone: '', email: 'a@b.cd', review_status: 1 })).toEqual({
      percent: 50,
      level: 'middle',
    });
    expect(securityLevel({ phone: '13800000000', email: 'a@b.cd', review_status: 0 })).toEqual({
      percent: 75,
      level: 'high',
    });
    expect(securityLevel({ phone: '13800000000', email: 'a@b.cd', review_status: 2 })).toEqual({
      percent: 100,
      level: 'strong',
    });
  });

  it('counts the second factor as one more bind, up to 100%', () => {
    expect(securityLevel({ phone: '', email: 'a@b.cd', review_status: 0 }, true)).toEqual({
      percent: 75,
      level: 'high',
    });
    expect(securityLevel({ phone: '13800000000', email: 'a@b.cd', review_status: 2 }, true).percent).toBe(
      100,
    );
  });

  it('shows the second factor on settings and counts it in the bar', async () => {
    const test = createTestSdk();
    test.sdk.storage.set('token', 'tok');
    test.server.on('/api/user/info', { body: { type: 'ok', message: user } });
    test.server.on('/api/safe/totp/status', {
      body: { type: 'ok', message: { enabled: true, backup_codes_left: 10 } },
    });
    await renderShell({
      path: '/account/accountSet',
      test,
      pages: { ...stubPages, AccountLayout, AccountSettingsPage },
    });
    await loadNamespaces('security');
    expect(await screen.findByTestId('security-level')).toHaveTextContent('High · 75%');
    expect(screen.getByTestId('settings-totp')).toHaveTextContent('On');
    expect(screen.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/account/security');
  });

  it('is shown on account settings from user/info', async () => {
    const test = createTestSdk();
    test.sdk.storage.set('token', 'tok');
    test.server.on('/api/user/info', { body: { type: 'ok', message: user } });
    await renderShell({
      path: '/account/accountSet',
      test,
      pages: { ...stubPages, AccountLayout, AccountSettingsPage },
    });
    expect(await screen.findByTestId('security-level')).toHaveTextContent('Medium · 50%');
    expect(screen.getByRole('progressbar', { name: 'Security level' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/account/authentication',
    );
  });

  it('sends the login password change to the change-password screen (/resetPwd)', async () => {
    const test = createTestSdk();
    test.sdk.storage.set('token', 'tok');
    test.server.on('/api/user/info', { body: { type: 'ok', message: user } });
    await renderShell({
      path: '/account/accountSet',
      test,
      pages: { ...stubPages, AccountLayout, AccountSettingsPage },
    });
    await screen.findByTestId('security-level');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/resetPwd');
    expect(links).toContain('/bindmpwd');
  });
});
