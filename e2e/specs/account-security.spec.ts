import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { readLatestCode } from '../support/outbox';
import { loginToken, registerTrader } from './spot-support';

/**
 * Account security in Chromium against the real server (issue 13): the password change at /resetPwd,
 * the TOTP second factor at login, and ending another session from the sessions list. Each test uses
 * a fresh user, so the demo user stays as it is. Axe on each screen.
 */

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) of a base32 secret, at `unixMs`. */
function totp(secretBase32: string, unixMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, ''))
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixMs / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function openAs(page: Page, token: string, route: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(route);
}

async function logInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto('/components/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
}

test('change the password at /resetPwd with an e-mailed code, then log in with the new one', async ({
  page,
  request,
}) => {
  const { email, token } = await registerTrader(request);
  await openAs(page, token, '/account/accountSet');
  const change = page.getByRole('link', { name: 'Change', exact: true }).first();
  await expect(change).toHaveAttribute('href', '/resetPwd');
  await change.click();
  await expect(page).toHaveURL(/\/resetPwd$/);
  await expect(page.getByRole('heading', { name: 'Change login password' })).toBeVisible();
  await expect(page.getByLabel('E-mail or phone number')).toHaveValue(email);

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please enter the password twice.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('renewed123');
  await page.getByLabel('Repeat new password').fill('renewed124');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The passwords differ.')).toBeVisible();
  await page.getByLabel('Repeat new password').fill('renewed123');

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /31|30|29/ })).toBeDisabled();
  await page.getByLabel('Verification code', { exact: true }).fill(await readLatestCode(email));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('Your password has been changed. Your other sessions were logged out.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/account\/accountSet$/);

  await page.evaluate(() => localStorage.removeItem('token'));
  await logInThroughTheForm(page, email, 'secret123');
  await expect(page.getByRole('alert')).toBeVisible();
  await logInThroughTheForm(page, email, 'renewed123');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('turn on the second factor with the QR set-up, then log in with an authenticator code', async ({
  page,
  request,
}) => {
  const { email, token } = await registerTrader(request);
  await openAs(page, token, '/account/security');
  await expect(page.getByTestId('totp-state')).toHaveText('Off');
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'Authenticator set-up QR code' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Code from the app').fill(totp(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: "I've saved them" }).click();
  await expect(page.getByTestId('totp-state')).toHaveText('On');
  await page.goto('/account/accountSet');
  await expect(page.getByTestId('settings-totp')).toHaveText('On');

  await page.evaluate(() => localStorage.removeItem('token'));
  await logInThroughTheForm(page, email, 'secret123');
  const code = page.getByLabel('Authenticator code or backup code');
  await expect(code).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The next step's code: the one used to turn the factor on cannot be used again.
  await code.fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('end another session from the sessions list: that browser goes to login without a reload', async ({
  page,
  browser,
  request,
}) => {
  const { email, token } = await registerTrader(request);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openAs(otherPage, token, '/account/accountSet');
  await expect(otherPage.getByTestId('security-level')).toBeVisible();
  await otherPage.evaluate(() => document.documentElement.setAttribute('data-e2e-no-reload', '1'));

  const mine = await loginToken(request, email, 'secret123');
  await openAs(page, mine, '/account/security');
  const active = page.getByRole('table', { name: 'Active sessions' });
  await expect(active.getByText('This device')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Login history' }).getByRole('row')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  // On a 390 px phone the End session button is on screen, not behind a sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  const endBox = (await active.getByRole('button', { name: 'End session' }).boundingBox())!;
  expect(endBox.x).toBeGreaterThanOrEqual(0);
  expect(endBox.x + endBox.width).toBeLessThanOrEqual(390);
  await active.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByText('The session was ended; that device is logged out.')).toBeVisible();
  await expect(active.getByRole('button', { name: 'End session' })).toHaveCount(0);

  // Its socket was closed by the server: the reconnect's login is refused and the page goes to login.
  await expect(otherPage).toHaveURL(/\/components\/login\?type=1/, { timeout: 20_000 });
  expect(await otherPage.evaluate(() => document.documentElement.getAttribute('data-e2e-no-reload'))).toBe(
    '1',
  );
  expect(await otherPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await other.close();
});
